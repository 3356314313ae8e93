// The printable exercise sheet (sheet.html): N exercises of one difficulty
// with blank boxes for α, β and m, then a page of solutions. The fragment
// says which: #difficulty=medium&seed=42&count=4&lang=fr&algo=alphabeta&ties=prune
// (the exercise ids are difficulty-seed, difficulty-(seed+1), …, the same as
// the page's practice links), or one exercise by its id: #id=hard-7&lang=fr
// (the practice panel's "Print this exercise"). Each exercise is headed in
// the page's language ("difficile, n° 7"), its id beside for the link.
//
// Every tree and every value is the engine's: exerciseTree gives the tree,
// a Session its search and its solution. The tree is drawn here for paper
// (printTree: sizes in points, inner nodes lettered A, B, C… as in the
// tables and the CLI's sheet), not by the page's render.js, whose drawing
// is sized for screens: so it fits A4 with its names at 7 pt or more and
// no label clipped, and the table of boxes wraps into tables of at most
// TABLE_COLUMNS nodes. The CLI writes the same sheet in LaTeX (alphabeta
// exercise).

import { t, applyStatic, LANGS, useLang, addEnglish } from './i18n/i18n.js';
import { PAGE_ENGLISH } from './i18n/en-page.js';
import { createPlayer, adoptTexts } from './engine/player.js';
import { loadExtras } from './engine/extras.js';
import { fmt } from './core/num.js';
import { DIFFICULTIES } from './core/answer.js';
import { ALGOS } from './core/url.js';

// The sheet's words are the page's (en-page.js) as well as every view's.
addEnglish(PAGE_ENGLISH);

const SVG = 'http://www.w3.org/2000/svg';

/** The most exercises on one sheet (as the CLI). */
const MAX_COUNT = 100;

/** The sheet's request, read from the fragment; anything unknown falls back. */
function request() {
  const q = new URLSearchParams(location.hash.slice(1));
  // One exercise by its id, as the page's links name it.
  const one = /^(easy|medium|hard)-(\d{1,15})$/.exec(q.get('id') ?? '');
  const whole = (v, d, max) => {
    const n = Number.parseInt(v ?? '', 10);
    return Number.isInteger(n) && n >= 0 && n <= max ? n : d;
  };
  return {
    difficulty: one ? one[1] : DIFFICULTIES.includes(q.get('difficulty')) ? q.get('difficulty') : 'medium',
    seed: one ? Number(one[2]) : whole(q.get('seed'), 1, Number.MAX_SAFE_INTEGER - MAX_COUNT),
    count: one ? 1 : Math.max(1, whole(q.get('count'), 4, MAX_COUNT)),
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

/** The sizes of a printed tree, in points (the drawing's units are points). */
const PT = { value: 9, name: 9, note: 8, level: 48, gap: 5, tri: 22 };
/** The widest a drawing prints: A4 less the sheet's 14 mm margins, in points. */
const PRINT_WIDTH_PT = ((210 - 2 * 14) / 25.4) * 72;

/** A value as the language writes it: −3, +∞, 4.5 in English, 4,5 in French. */
function value(v, lang) {
  const s = fmt(v);
  return lang === 'fr' ? s.replace('.', ',') : s;
}

/** The width of `text` at `pt` points, estimated on the wide side (DejaVu Sans' digits are 0.64 em). */
function textWidth(text, pt) {
  return [...text].length * 0.68 * pt;
}

/**
 * The letter names of the inner nodes, A, B, …, Z, A1, B1, … in pre-order
 * (a labelled node keeps its label), as the CLI's sheet names them.
 * @returns {Map<number, string>}
 */
function letters(tree) {
  const out = new Map();
  let next = 0;
  for (const n of tree.nodes) {
    if (n.isLeaf) continue;
    if (n.label) {
      out.set(n.id, n.label);
      continue;
    }
    const round = Math.floor(next / 26);
    out.set(n.id, String.fromCharCode(65 + (next % 26)) + (round ? String(round) : ''));
    next++;
  }
  return out;
}

function svgEl(tag, attrs, text) {
  const e = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs ?? {})) e.setAttribute(k, String(v));
  if (text !== undefined) e.textContent = text;
  return e;
}

/**
 * The printed tree's unit (points per layout unit): at least 10, and
 * enough that neighbours at one depth clear each other, `right` of the
 * left one and `half` of the right one plus PT.gap apart.
 */
function printUnit(tree, layout, half, right) {
  let unit = 10;
  const lastAt = new Map();
  for (const node of tree.nodes) {
    const d = tree.depth[node.id];
    const a = lastAt.get(d);
    if (a !== undefined) {
      const units = layout.x[node.id] - layout.x[a];
      if (units > 0) unit = Math.max(unit, (right[a] + half[node.id] + PT.gap) / units);
    }
    lastAt.set(d, node.id);
  }
  return unit;
}

/** A triangle `w` wide and `h` tall centred on (x, y), pointing up (MAX) or down, as SVG points. */
function trianglePoints(x, y, w, h, up) {
  const pts = up
    ? [
        [x - w / 2, y + h / 2],
        [x + w / 2, y + h / 2],
        [x, y - h / 2],
      ]
    : [
        [x - w / 2, y - h / 2],
        [x + w / 2, y - h / 2],
        [x, y + h / 2],
      ];
  return pts.map((q) => q.map((v) => v.toFixed(2)).join(',')).join(' ');
}

/**
 * The tree for paper, drawn here at its printed size (its units are
 * points): the inner nodes lettered as the table heads, the leaves with
 * their values, and, for a solution (`snap` at the end), m beside each
 * reached inner node, the pruned subtrees grey and dashed, a red × on
 * each cut edge. Spaced from its text sizes so nothing meets: neighbours
 * at one depth are at least their widths (and an inner node's m) apart.
 * Shrunk to the page's width only if wider, which keeps the names at 7 pt
 * or more for every exercise up to hard (24 leaves).
 */
function printTree(player, names, lang, snap) {
  const { tree, layout } = player;
  const n = tree.nodes.length;
  const label = (node) => (node.isLeaf ? value(node.value, lang) : (names.get(node.id) ?? ''));
  const m = (id) => {
    if (!snap || tree.nodes[id].isLeaf) return '';
    const v = snap.m[id];
    if (Number.isNaN(v) || snap.state[id] === 4) return '';
    const b = snap.bound[id];
    return (b === 2 ? '≥ ' : b === 3 ? '≤ ' : '') + value(v, lang);
  };
  const half = new Float64Array(n);
  const right = new Float64Array(n);
  for (const node of tree.nodes) {
    half[node.id] = node.isLeaf ? Math.max(8, textWidth(label(node), PT.value) / 2 + 3) : 0.6 * PT.tri + Math.max(0, textWidth(label(node), PT.name) / 2 - 5);
    const mText = m(node.id);
    right[node.id] = half[node.id] + (mText ? 2 + textWidth(mText, PT.note) : 0);
  }
  const unit = printUnit(tree, layout, half, right);
  const x = (id) => layout.x[id] * unit;
  const y = (id) => tree.depth[id] * PT.level;
  let minX = Infinity;
  let maxX = -Infinity;
  let maxY = 0;
  for (let i = 0; i < n; i++) {
    minX = Math.min(minX, x(i) - half[i]);
    maxX = Math.max(maxX, x(i) + right[i]);
    maxY = Math.max(maxY, y(i));
  }
  const pad = 4;
  const width = maxX - minX + 2 * pad;
  const height = maxY + PT.tri + 2 * pad + 4;
  // An image with its name, for a screen reader: the tree, blank or solved.
  const svg = svgEl('svg', {
    class: 'print-tree',
    viewBox: `${minX - pad} ${-PT.tri / 2 - pad - 2} ${width} ${height}`,
    role: 'img',
    'aria-label': t(lang, snap ? 'sheet.treeSolved' : 'sheet.treeBlank', { n }),
  });
  const scale = Math.min(1, PRINT_WIDTH_PT / width);
  svg.setAttribute('width', `${(width * scale).toFixed(1)}pt`);
  svg.setAttribute('height', `${(height * scale).toFixed(1)}pt`);
  const pruned = (id) => snap && snap.state[id] === 4;
  const edges = svgEl('g', { class: 'edges' });
  const crossed = new Set(snap ? snap.cuts.flatMap((c) => c.pruned ?? []) : []);
  const marks = svgEl('g', { class: 'cut-marks' });
  for (let i = 1; i < n; i++) {
    const p = tree.parent[i];
    const bottom = tree.nodes[p].isLeaf ? 8 : PT.tri / 2;
    const top = tree.nodes[i].isLeaf ? 8 : PT.tri / 2;
    const [x1, y1, x2, y2] = [x(p), y(p) + bottom, x(i), y(i) - top];
    edges.append(svgEl('line', { x1, y1, x2, y2, class: pruned(i) ? 'pruned' : '' }));
    if (crossed.has(i)) marks.append(svgEl('text', { x: (x1 + x2) / 2, y: (y1 + y2) / 2 + PT.note * 0.35, class: 'cross' }, '×'));
  }
  const nodes = svgEl('g', { class: 'nodes' });
  for (const node of tree.nodes) {
    const i = node.id;
    const g = svgEl('g', { class: `node ${node.isLeaf ? 'leaf' : node.player}${pruned(i) ? ' pruned' : ''}` });
    if (node.isLeaf) {
      g.append(svgEl('rect', { x: x(i) - half[i], y: y(i) - 8, width: 2 * half[i], height: 16 }));
      g.append(svgEl('text', { x: x(i), y: y(i) + PT.value * 0.35 }, label(node)));
    } else {
      const h = PT.tri;
      const up = node.player === 'max';
      g.append(svgEl('polygon', { points: trianglePoints(x(i), y(i), 2 * half[i], h, up) }));
      // The letter sits in the triangle's wide part.
      g.append(svgEl('text', { x: x(i), y: y(i) + (up ? h / 2 - 2.5 : -h / 2 + 2.5 + PT.name * 0.72), class: 'name' }, label(node)));
      const mText = m(i);
      if (mText) g.append(svgEl('text', { x: x(i) + half[i] + 2, y: y(i) + PT.note * 0.35, class: 'm' }, mText));
    }
    nodes.append(g);
  }
  svg.append(edges, nodes, marks);
  return svg;
}

/**
 * The cuts of a solution in words, each with its test and its bound whole:
 * "C: m = 16 ≥ β = 15 (shallow cut)".
 */
function cutList(names, lang, snap) {
  const p = make('p', 'cut-list');
  if (!snap.cuts.length) return p;
  p.append(make('strong', null, t(lang, 'sheet.cuts') + ' '));
  const items = snap.cuts.map((c) =>
    t(lang, 'sheet.cutAt', {
      node: names.get(c.node) ?? '',
      test: `m = ${value(c.m, lang)} ${c.op} ${c.which === 'alpha' ? 'α' : 'β'} = ${value(c.bound, lang)}`,
      kind: t(lang, c.kind === 'deep' ? 'cut.deep' : 'cut.shallow'),
    }),
  );
  p.append(items.join(lang === 'fr' ? '\u202f; ' : '; '));
  return p;
}

/** The most node columns in one table: nine boxes of 13 mm and the row heads fit A4's 182 mm. */
const TABLE_COLUMNS = 9;

/**
 * The tables of boxes: a column per inner node, rows α, β (α-β only) and
 * m, as many tables of at most TABLE_COLUMNS nodes as the tree needs.
 */
function boxes(player, names, lang, askWindow, solution) {
  const wrap = make('div', 'boxes-wrap');
  const inner = player.tree.nodes.filter((n) => !n.isLeaf);
  const rows = askWindow
    ? [
        ['alpha', 'α'],
        ['beta', 'β'],
        ['m', 'm'],
      ]
    : [['m', 'm']];
  for (let from = 0; from < inner.length; from += TABLE_COLUMNS) {
    const chunk = inner.slice(from, from + TABLE_COLUMNS);
    const table = make('table', 'boxes');
    const head = make('tr');
    head.append(make('th', null, t(lang, 'sheet.node')));
    for (const n of chunk) head.append(make('th', null, names.get(n.id)));
    table.append(head);
    for (const [field, letter] of rows) {
      const tr = make('tr');
      const th = make('th', null, letter);
      th.scope = 'row';
      tr.append(th);
      for (const n of chunk) {
        const s = solution?.[n.id];
        const text = !s ? '' : (s[field] ?? (s.pruned ? t(lang, 'sheet.pruned') : '—'));
        tr.append(make('td', null, text));
      }
      table.append(tr);
    }
    wrap.append(table);
  }
  return wrap;
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
    // The heading reads in the page's language ("difficile, n° 7"); the
    // id, as links write it, follows in the link's own words.
    const [difficulty, seed] = ex.id.split('-');
    const title = () => {
      const h = make('h2', null, t(lang, 'sheet.exercise', { n: i + 1 }) + ' ');
      h.append(make('span', 'ex-name', t(lang, 'sheet.exerciseId', { difficulty: t(lang, 'practice.difficulty.' + difficulty), seed })));
      const code = make('span', 'ex-id', ex.id);
      code.lang = 'en';
      code.translate = false;
      h.append(' ', code);
      return h;
    };
    const names = letters(player.tree);
    const blank = make('article', 'exercise blank');
    blank.append(title(), printTree(player, names, lang, null), boxes(player, names, lang, askWindow, null));
    exercises.append(blank);
    const solution = player.session.solution();
    player.seek(player.n);
    const solved = make('article', 'exercise');
    solved.append(title(), printTree(player, names, lang, player.snap), cutList(names, lang, player.snap), boxes(player, names, lang, askWindow, solution));
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
