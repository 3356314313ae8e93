// The printable exercise sheet (sheet.html): N exercises of one difficulty
// with blank boxes for α, β and m, then a page of solutions. The fragment
// says which: #difficulty=medium&seed=42&count=4&lang=fr&algo=alphabeta&ties=prune
// (the exercise ids are difficulty-seed, difficulty-(seed+1), …, the same as
// the page's practice links). Every tree and every value is the engine's:
// exerciseTree gives the tree, a Session its search and its solution, and
// render.js draws the tree as on the page. The CLI writes the same sheet in
// LaTeX (alphabeta exercise).

import { t, applyStatic, LANGS, useLang } from './i18n.js';
import { createPlayer, adoptTexts } from './player.js';
import { loadExtras } from './extras.js';
import { buildTree, drawStep, nodeName } from './render.js';
import { DIFFICULTIES } from './answer.js';
import { ALGOS } from './code.js';

const SVG = 'http://www.w3.org/2000/svg';

/** The most exercises on one sheet (as the CLI). */
const MAX_COUNT = 100;

/** The sheet's request, read from the fragment; anything unknown falls back. */
function request() {
  const q = new URLSearchParams(location.hash.slice(1));
  const whole = (v, d, max) => {
    const n = Number.parseInt(v ?? '', 10);
    return Number.isInteger(n) && n >= 0 && n <= max ? n : d;
  };
  return {
    difficulty: DIFFICULTIES.includes(q.get('difficulty')) ? q.get('difficulty') : 'medium',
    seed: whole(q.get('seed'), 1, Number.MAX_SAFE_INTEGER - MAX_COUNT),
    count: Math.max(1, whole(q.get('count'), 4, MAX_COUNT)),
    lang: LANGS.includes(q.get('lang')) ? q.get('lang') : 'en',
    algo: ALGOS.includes(q.get('algo')) ? q.get('algo') : 'alphabeta',
    ties: q.get('ties') === 'strict' ? 'strict' : 'prune',
    solutions: q.get('solutions') !== '0',
  };
}

function make(tag, cls, text) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
}

/** An SVG for one drawing, with the hatching pattern render.js refers to. */
function drawingSvg() {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('class', 'tree');
  const defs = document.createElementNS(SVG, 'defs');
  const pattern = document.createElementNS(SVG, 'pattern');
  for (const [k, v] of Object.entries({ id: 'hatch', patternUnits: 'userSpaceOnUse', width: 7, height: 7, patternTransform: 'rotate(45)' })) pattern.setAttribute(k, String(v));
  const bg = document.createElementNS(SVG, 'rect');
  bg.setAttribute('class', 'hatch-bg');
  bg.setAttribute('width', '7');
  bg.setAttribute('height', '7');
  const line = document.createElementNS(SVG, 'line');
  line.setAttribute('class', 'hatch-line');
  for (const [k, v] of Object.entries({ x1: 0, y1: 0, x2: 0, y2: 7 })) line.setAttribute(k, String(v));
  pattern.append(bg, line);
  defs.append(pattern);
  svg.append(defs);
  return svg;
}

/** Draws the player's tree at its position into a new SVG. */
function drawing(player, lang) {
  const svg = drawingSvg();
  const view = buildTree(svg, player.tree, player.layout, { large: false });
  drawStep(view, player.snap, { lang, step: player.step, focus: null, pv: null, cutTitle: (cut) => player.narrationAt(cut.step, lang) });
  // Printed at any size: the drawing scales with its box.
  svg.removeAttribute('width');
  svg.removeAttribute('height');
  return svg;
}

/** The table of boxes: a column per inner node, rows α, β (α-β only) and m. */
function boxes(player, lang, askWindow, solution) {
  const table = make('table', 'boxes');
  const inner = player.tree.nodes.filter((n) => !n.isLeaf);
  const head = make('tr');
  head.append(make('th', null, t(lang, 'sheet.node')));
  for (const n of inner) head.append(make('th', null, nodeName(player.tree, n.id, lang)));
  table.append(head);
  const rows = askWindow ? [['alpha', 'α'], ['beta', 'β'], ['m', 'm']] : [['m', 'm']];
  for (const [field, letter] of rows) {
    const tr = make('tr');
    const th = make('th', null, letter);
    th.scope = 'row';
    tr.append(th);
    for (const n of inner) {
      const s = solution?.[n.id];
      const text = !s ? '' : s[field] ?? (s.pruned ? t(lang, 'sheet.pruned') : '—');
      tr.append(make('td', null, text));
    }
    table.append(tr);
  }
  return table;
}

async function main() {
  const req = request();
  // The engine's full module downloads while the words load; a language
  // whose words cannot load is shown in English.
  const extras = loadExtras();
  extras.catch(() => {});
  const lang = await useLang(req.lang);
  document.documentElement.lang = lang;
  applyStatic(document, lang);
  document.title = t(lang, 'sheet.title');
  const solutionsBox = document.getElementById('solutions');
  solutionsBox.checked = req.solutions;
  const sheet = document.getElementById('sheet');
  let engine;
  try {
    // The full module: exercises and their solutions are not in the core.
    engine = await extras;
    adoptTexts(engine);
  } catch (error) {
    document.getElementById('sheet-msg').textContent = String(error?.message ?? error);
    return;
  }
  const askWindow = req.algo !== 'minimax';
  const options = { algo: req.algo, ties: req.ties };
  const algoName = t(lang, 'algo.' + req.algo);
  const exercises = make('section');
  exercises.append(make('h1', null, t(lang, 'sheet.title')));
  exercises.append(make('p', 'instructions', t(lang, askWindow ? 'sheet.instructions' : 'sheet.instructionsMinimax', { algo: algoName })));
  const solutions = make('section', 'solutions');
  solutions.append(make('h1', null, t(lang, 'sheet.solutionsTitle')));
  for (let i = 0; i < req.count; i++) {
    const ex = engine.exerciseTree(`${req.difficulty}-${req.seed + i}`);
    const player = createPlayer(engine);
    player.open(ex.notation, options, 0);
    const title = () => {
      const h = make('h2', null, t(lang, 'sheet.exercise', { n: i + 1 }) + ' ');
      h.append(make('span', 'ex-id', ex.id));
      return h;
    };
    const blank = make('article', 'exercise blank');
    blank.append(title(), drawing(player, lang), boxes(player, lang, askWindow, null));
    exercises.append(blank);
    const solution = player.session.solution();
    player.seek(player.n);
    const solved = make('article', 'exercise');
    solved.append(title(), drawing(player, lang), boxes(player, lang, askWindow, solution));
    solutions.append(solved);
    player.session.free();
  }
  sheet.replaceChildren(exercises, solutions);
  const showSolutions = () => {
    solutions.hidden = !solutionsBox.checked;
  };
  solutionsBox.addEventListener('change', showSolutions);
  showSolutions();
  document.getElementById('print').addEventListener('click', () => window.print());
  document.documentElement.dataset.ready = '1';
  import('./offline.js').then((m) => m.registerOffline());
}

main();
