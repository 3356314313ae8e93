// Practice mode's page side: the student's marks drawn on the tree
// (drawPractice): pruned subtrees dashed with a blue ✂ on the top edge, the
// m, α and β written, and after Check the verdict of every node as
// data-verdict and a glyph beside the node, clear of its texts; and the
// practice panel (initPracticePanel): the selected node's tools (its
// fields, the prune toggle, the line on exact values and bounds, and the
// explanation of its mistake or the hint), docked with the player on a
// phone with Check; Check, Hint, "Where did I go wrong?", "Show answer"; after Check
// the feedback panel beside the tree (every mistake with the engine's
// explanation, "Next mistake" to walk them; on a phone right under those
// buttons, brought above the dock by Check); the exercises, the score and
// the hints used. The answer itself and its pure helpers are answer.js's.
// app.js loads this module when practice mode first starts, with the
// engine's full module that checks the answers. What is correct, and why,
// is never decided here: the verdicts, the explanations and the hints are
// the engine's. All text reaches the page through textContent. What the
// panel keeps between events is one object (`PracticePanel`) that the
// functions below take first.

import { t } from '../i18n/i18n.js';
import { nodeName } from '../draw/render.js';
import { markedTop, markedTops, replayLimit } from '../core/answer.js';
import { fmt } from '../core/num.js';
import { revealAboveDock } from '../ui/dock.js';

const SVG = 'http://www.w3.org/2000/svg';

/** A glyph per verdict, so that colour is never the only sign. */
const GLYPHS = { correct: '✓', wrong: '✗', missed: '!', extra: '+' };

/** The width up to which the selected node's tools are docked with the player (style.css's phone layout). */
const PHONE = '(max-width: 640px)';

/** An SVG text element, hidden until filled. */
function text(cls, x, y) {
  const e = document.createElementNS(SVG, 'text');
  e.setAttribute('class', cls);
  e.setAttribute('x', x);
  e.setAttribute('y', y);
  return e;
}

/**
 * Draws the practice marks on a view from render.js (or removes them in
 * demo mode). Elements are made once per view and node and then only
 * updated.
 * @param {object} view  from buildTree
 * @param {object} p  {on, answer, checked, showAnswers}
 */
export function drawPractice(view, p) {
  if (!view) return;
  // render.js draws only the nodes on screen and makes them again as the
  // view moves: the marks follow each paint.
  view.onPaint = (v) => drawPractice(v, p);
  if (!view.practice) {
    if (!p.on) return;
    const layer = document.createElementNS(SVG, 'g');
    layer.setAttribute('class', 'practice-marks');
    view.svg.querySelector('g.drawing').append(layer);
    view.practice = { layer, nodes: new Map(), crosses: new Map() };
  }
  const pr = view.practice;
  const tree = view.tree;
  pr.layer.toggleAttribute('hidden', !p.on);
  // Each node's marked top, in one pass (not a walk up per node).
  const topOf = p.on ? markedTops(tree, p.answer.pruned) : null;
  const tops = new Set();
  for (const node of tree.nodes) {
    const i = node.id;
    const group = view.nodes[i];
    // A node off screen is not drawn (render.js): nothing to mark.
    if (!group) continue;
    const top = topOf && topOf[i] >= 0 ? topOf[i] : null;
    if (top === i) tops.add(i);
    setData(group, 'marked', top === null ? null : top === i ? 'top' : 'in');
    if (view.edges[i]) setData(view.edges[i], 'marked', top === null ? null : 'in');
    const verdict = p.on && p.checked ? p.checked.nodes[i].verdict : null;
    setData(group, 'verdict', verdict);
    let parts = pr.nodes.get(i);
    if (parts && parts.group !== group) parts = null;
    const written = p.on && p.showAnswers ? (p.answer.nodes[i] ?? null) : null;
    const needed = written || verdict;
    if (!parts && !needed) continue;
    if (!parts) {
      parts = makeParts(view, i);
      pr.nodes.set(i, parts);
    }
    fill(parts.m, written?.m ?? '');
    fill(parts.a, written?.alpha ? 'α ' + written.alpha : '');
    fill(parts.b, written?.beta ? 'β ' + written.beta : '');
    // A missed or extra subtree gets one glyph, at its top.
    const inside = (verdict === 'missed' || verdict === 'extra') && node.parent !== null && p.checked.nodes[node.parent].verdict === verdict;
    fill(parts.verdict, verdict && verdict !== 'none' && !inside ? GLYPHS[verdict] : '');
    if (verdict) parts.verdict.setAttribute('data-verdict', verdict);
  }
  // A ✗ across the edge above each marked subtree.
  for (const [id, cross] of pr.crosses) {
    if (!tops.has(id)) {
      cross.remove();
      pr.crosses.delete(id);
    }
  }
  for (const id of tops) {
    const parent = tree.nodes[id].parent;
    if (parent === null || parent === undefined || pr.crosses.has(id)) continue;
    const cross = text('p-cross', (view.px[parent] + view.px[id]) / 2, (view.py[parent] + view.py[id]) / 2 + 6);
    cross.textContent = '✂';
    pr.layer.append(cross);
    pr.crosses.set(id, cross);
  }
}

/**
 * The student's texts of node `i` and its verdict glyph. The glyph sits
 * where the node has no text: right of an inner node's triangle, past the
 * selection's square, between the name above and ↑m below (↓α ↓β are at
 * the upper left), and above a
 * leaf's upper right corner (its value is inside, its label below, its
 * window higher up).
 */
function makeParts(view, i) {
  const group = view.nodes[i];
  const part = view.parts[i];
  const g = view.geometry;
  const mx = part.m ? part.m.getAttribute('x') : 0;
  const my = part.m ? part.m.getAttribute('y') : 0;
  const ax = part.abA ? part.abA.getAttribute('x') : 0;
  const m = text('p-m', mx, my);
  const a = text('p-ab', ax, -24);
  const b = text('p-ab', ax, -10);
  const leaf = view.tree.nodes[i].isLeaf;
  const half = leaf ? Number(group.firstChild.getAttribute('width')) / 2 || g.leaf : g.tri;
  const verdict = leaf ? text('p-verdict', half, -g.leaf - 3) : text('p-verdict', half + 14, -7);
  verdict.classList.add(leaf ? 'at-leaf' : 'at-inner');
  group.append(m, a, b, verdict);
  return { group, m, a, b, verdict };
}

function fill(element, value) {
  if (element.textContent !== value) element.textContent = value;
}

function setData(element, key, value) {
  if (value === null || value === undefined) {
    if (element.hasAttribute('data-' + key)) element.removeAttribute('data-' + key);
  } else if (element.getAttribute('data-' + key) !== value) {
    element.setAttribute('data-' + key, value);
  }
}

/**
 * The practice panel between events: its elements, what app.js gave it,
 * and what it keeps. The functions below take it first.
 * @typedef {object} PracticePanel
 * @property {Record<string, HTMLElement>} els
 * @property {object} api  {state(), actions, engine(), focusTree(), resize(), …}
 * @property {{m: HTMLInputElement, alpha: HTMLInputElement, beta: HTMLInputElement}} fields
 * @property {MediaQueryList} phone  the phone's layout, where the tools are docked
 * @property {Map<Element, {parent: Node, next: Node|null}>} homes  where the tools, Check and the feedback sit
 * @property {boolean|null} dockedOn  whether the tools are docked with the player
 * @property {number} toolsHeight  the docked tools' height, last seen
 * @property {{selected: number|null, checked: object|null, lang?: string, solution?: object, shown?: object|null}} drawn
 *   what was drawn last: the verdicts, the language, the solution and the selection, and
 *   the verdicts whose summary was last brought above the phone's dock
 */

/**
 * A field's text as the engine reads it back (throws the engine's error):
 * m through checkAnswerValue (a bound, a fraction); α and β a plain value,
 * except on a chance tree, whose windows may be fractions (`5/3`; the
 * engine's checkValue refuses a bound typed there).
 */
function readField(api, field, raw) {
  const engine = api.engine();
  if (field === 'm') return engine.checkAnswerValue(raw);
  if (api.state().player?.tree?.hasChance) {
    const value = engine.checkAnswerValue(raw);
    if (!/^[≥≤]/.test(value)) return value;
  }
  return api.fmtValue(engine.checkValue(raw));
}

/** Commits one field of the selected node; returns whether it was taken. */
function commitField(pp, field) {
  const { api } = pp;
  const state = api.state();
  const id = state.selected;
  const input = pp.fields[field];
  if (id === null || input.disabled) return true;
  const raw = input.value.trim();
  let value = '';
  if (raw !== '') {
    try {
      value = readField(api, field, raw);
    } catch (error) {
      input.setAttribute('aria-invalid', 'true');
      api.actions.setPracticeMsg({ key: 'practice.badValue', error });
      return false;
    }
  }
  input.removeAttribute('aria-invalid');
  api.actions.writeAnswer(id, field, value);
  return true;
}

/** Enter commits a field and moves on; Escape puts its value back and returns to the tree. */
function fieldKey(pp, field, ev) {
  const { fields, api } = pp;
  const input = fields[field];
  if (ev.key === 'Enter') {
    ev.preventDefault();
    if (!commitField(pp, field)) return;
    // Enter moves on: α → β → m within the node, then the next node.
    const nextField = { alpha: 'beta', beta: 'm' }[field];
    if (nextField && !fields[nextField].disabled && !fields[nextField].hidden) {
      fields[nextField].focus();
      fields[nextField].select();
    } else {
      api.actions.selectNextAsked();
      focusField(pp.els);
    }
  } else if (ev.key === 'Escape') {
    ev.preventDefault();
    input.value = currentValue(api.state(), field);
    input.removeAttribute('aria-invalid');
    api.actions.setPracticeMsg(null);
    api.focusTree();
  }
}

/** The selected node's answer in `field`, as the state holds it. */
function currentValue(state, field) {
  const id = state.selected;
  return id === null ? '' : (state.practice.answer.nodes[id]?.[field] ?? '');
}

/** The panel's buttons call the actions. */
function wireButtons(els, api) {
  els.prune.addEventListener('click', () => {
    const id = api.state().selected;
    if (id !== null) api.actions.togglePrune(id);
  });
  els.detail.addEventListener('change', () => api.actions.setDetail(els.detail.value));
  els.check.addEventListener('click', () => api.actions.checkAnswer());
  els.hint.addEventListener('click', () => api.actions.showHint());
  els.nextMistake.addEventListener('click', () => api.actions.selectMistake(1));
  els.where.addEventListener('click', () => api.actions.whereWrong());
  els.reveal.addEventListener('click', () => api.actions.revealAnswer());
  els.clear.addEventListener('click', () => api.actions.clearAnswer());
  els.next.addEventListener('click', () => api.actions.nextExercise(els.difficulty.value));
  els.print.addEventListener('click', () => api.openSheet(els.difficulty.value));
  els.list.addEventListener('click', (ev) => {
    const item = ev.target instanceof Element ? ev.target.closest('[data-node]') : null;
    if (item) api.actions.select(Number(item.getAttribute('data-node')));
  });
}

/**
 * On a phone the selected node's tools are docked with the player, next
 * to the tree, so that picking the next node costs no scroll; and Check
 * with them, after the fields, which the how-to tells the student to
 * press (in the panel it was below the tree, under the dock, reached by a
 * scroll nothing asked for). The feedback (the summary and the mistakes),
 * beside the tree elsewhere, comes right under "Where did I go wrong?",
 * before the exercise's row: below the side column's padding and the
 * exercise's four rows of buttons, it was 848 px down the page, too far
 * from the buttons to be seen with them above the dock. Elsewhere all
 * three stay where they were.
 */
function dock(pp) {
  const { els } = pp;
  const docked = pp.phone.matches;
  if (docked === pp.dockedOn) return;
  pp.dockedOn = docked;
  if (docked) {
    els.sticky.prepend(els.tools);
    els.nextMistake.before(els.check);
    els.panel.querySelector('.exercise-row').before(els.feedback);
  } else {
    for (const [part, home] of pp.homes) home.parent.insertBefore(part, home.next);
  }
  els.tools.classList.toggle('docked', docked);
}

/**
 * Docked, the tools make the dock taller, and a long explanation taller
 * still: the tree's box is fitted again above it, and a box that scrolls
 * (style.css caps it at 52 % of the height) ends above it too
 * (`--p-room`, the height left between the box's top and the dock).
 */
function wireDock(pp) {
  const { els, api } = pp;
  dock(pp);
  new ResizeObserver(() => {
    const h = pp.dockedOn && !els.tools.hidden ? els.tools.offsetHeight : 0;
    if (h === pp.toolsHeight) return;
    pp.toolsHeight = h;
    setRoom(pp);
    api.resize();
  }).observe(els.tools);
  window.addEventListener('resize', () => setRoom(pp));
  pp.phone.addEventListener('change', () => {
    dock(pp);
    api.resize();
  });
}

/**
 * Sets `--p-room` on the drawing's box, the one element that reads it: set
 * on the root, the custom property made the browser compute the style of
 * every element of the page again.
 */
function setRoom(pp) {
  const { els } = pp;
  const box = els.wrap.style;
  if (!pp.dockedOn) {
    box.removeProperty('--p-room');
    return;
  }
  const top = els.wrap.getBoundingClientRect().top + window.scrollY;
  box.setProperty('--p-room', Math.max(160, Math.floor(window.innerHeight - top - els.sticky.offsetHeight - 8)) + 'px');
}

/** Puts the focus in the first field the level of detail asks for. */
function focusField(els) {
  const f = [els.alpha, els.m].find((x) => !x.hidden && !x.disabled);
  if (f) {
    f.focus();
    f.select();
  }
}

function render(pp, state) {
  const { els, api } = pp;
  const on = state.mode === 'practice';
  els.panel.hidden = !on;
  // Docked, the tools are outside the panel: they go with it.
  els.tools.hidden = !on;
  els.feedback.hidden = !on || !state.practice.checked;
  const { practice, player } = state;
  // Before Check the replay is locked (it would show the answer): the
  // Play button says so (app.js gives it the words).
  const locked = on && !practice.checked;
  if (locked) els.play.setAttribute('aria-disabled', 'true');
  else els.play.removeAttribute('aria-disabled');
  if (!on) return;
  const tree = player?.tree;
  const id = state.selected;
  const node = tree && id !== null ? tree.nodes[id] : null;
  // Reading an answer, checking it and drawing exercises are the engine's
  // full module's (extras.js), which loads when practice mode opens; until
  // then the panel waits, busy.
  const engine = api.engine();
  const full = engine !== null;
  els.panel.setAttribute('aria-busy', String(!full));
  els.check.disabled = !full;
  els.next.disabled = !full;
  // Hints are the engine's (Session.hint); an engine without them shows no button.
  els.hint.hidden = full && typeof engine.Session?.prototype?.hint !== 'function';
  els.hint.disabled = !full;
  renderNodeTools(pp, state, node, full);
  renderStanding(els, api, state);
  renderMistakes(pp, state, node);
}

/** The selected node's tools: its name, the prune button, the fields the level of detail asks for. */
function renderNodeTools(pp, state, node, full) {
  const { els, fields } = pp;
  const { lang, practice, player } = state;
  const tree = player?.tree;
  const id = state.selected;
  const detail = practice.answer.detail;
  if (els.detail.value !== detail) els.detail.value = detail;
  const windowAsked = detail === 'full' && state.algo !== 'minimax';
  const inner = node && !node.isLeaf;
  els.nodeName.textContent = node ? nodeName(tree, id, lang) : t(lang, 'practice.pick');
  els.prune.disabled = !node || id === 0;
  const top = node ? markedTop(tree, practice.answer, id) : null;
  els.prune.setAttribute('aria-pressed', String(top !== null));
  els.prune.textContent = t(lang, top !== null ? 'practice.unprune' : 'practice.prune');
  for (const [field, input] of Object.entries(fields)) {
    const asked = field === 'm' ? detail !== 'cuts' : windowAsked;
    input.closest('label').hidden = !asked;
    input.hidden = !asked;
    input.disabled = !inner || top !== null || !full;
    if (document.activeElement !== input || input.dataset.node !== String(id)) {
      // A leaf's m is its value, given, not asked: shown in its (disabled)
      // field rather than an empty box that looks like a question.
      input.value = inner ? (practice.answer.nodes[id]?.[field] ?? '') : node && field === 'm' ? fmt(node.value, lang) : '';
      input.dataset.node = String(id);
      input.removeAttribute('aria-invalid');
    }
  }
  els.mHelp.hidden = detail === 'cuts';
}

/** The message, the buttons after Check, the exercise, the score and the hints used, the summary. */
function renderStanding(els, api, state) {
  const { lang, practice } = state;
  const msg = practice.msg;
  els.msg.textContent = msg ? t(lang, msg.key, { message: msg.error ? api.message(msg.error) : '' }) : '';
  const checked = practice.checked;
  const mistakes = checked?.mistakes ?? [];
  els.where.disabled = !checked || mistakes.length === 0;
  els.reveal.disabled = !checked || practice.revealed;
  els.nextMistake.hidden = mistakes.length === 0;
  els.exercise.textContent = practice.exercise ? t(lang, 'practice.exerciseId', { id: practice.exercise, settings: settingsText(state) }) : '';
  if (els.difficulty.value !== practice.difficulty) els.difficulty.value = practice.difficulty;
  const score = practice.score;
  els.score.textContent = t(lang, 'practice.score', { perfect: score.perfect, done: score.done });
  els.hints.textContent =
    practice.hints > 0 ? t(lang, practice.hints === 1 ? 'practice.hintsUsed.one' : 'practice.hintsUsed.other', { count: practice.hints }) : '';
  // Before Check the narration line says what to do; the summary waits.
  // With a mistake, it says where the replay stops (the counter read
  // "0 / 13" under a narration announcing 27 steps, unexplained).
  const n = state.player?.session ? state.player.position().n : 0;
  const stops = replayLimit(practice, n);
  const tail = mistakes.length && stops < n ? ' ' + t(lang, 'practice.replayStops', { k: stops, n }) : '';
  els.summary.textContent = checked ? (lang === 'fr' ? checked.summaryFr : checked.summaryEn) + tail : '';
  els.summary.dataset.result = checked ? (mistakes.length ? 'mistakes' : 'perfect') : '';
}

/** The list of mistakes, the selected node's marked, and the line under its fields. */
function renderMistakes(pp, state, node) {
  const { els, drawn } = pp;
  const { lang, practice, player } = state;
  const id = state.selected;
  const checked = practice.checked;
  const mistakes = checked?.mistakes ?? [];
  if (drawn.checked !== checked || drawn.lang !== lang || drawn.solution !== practice.solution) {
    drawn.checked = checked;
    drawn.lang = lang;
    drawn.solution = practice.solution;
    els.list.replaceChildren(...mistakes.map((m) => mistakeItem(state, m)));
    drawn.selected = null;
    // A Check on a phone: its summary and the buttons above it are brought
    // above the dock, once the page (and the dock, which the explanation
    // may grow) is laid out for it. Not the verdicts kept in this browser
    // and given back when the exercise opens again (a reload, a link, Back):
    // the page opens on the tree then (it opened 377 px down, the tree above the screen).
    if (checked && pp.dockedOn && drawn.shown !== checked && checked !== practice.restored)
      queueMicrotask(() => revealAboveDock(els.sticky, els.where, els.summary));
    drawn.shown = checked;
  }
  // The selected node's mistake is marked in the list, and brought into
  // the list's view when the selection moves to it.
  const mine = node && checked ? mistakeAt(player?.tree, checked, id) : null;
  // The line under the fields first: its height moves the side column.
  renderExplain(els, state, node, mine);
  for (const item of els.list.querySelectorAll('button[data-node]')) {
    const current = mine !== null && item.getAttribute('data-node') === String(mine.node);
    if (current) item.setAttribute('aria-current', 'true');
    else item.removeAttribute('aria-current');
    // Once the whole page has been drawn for this event (the boxes above
    // the side column may change height), so the item lands in view.
    if (current && drawn.selected !== id) queueMicrotask(() => revealInList(item));
  }
  drawn.selected = id;
}

/**
 * An algorithm's name in an exercise's line: the algorithm menu's short
 * name, index.html's ("α-β fail-hard"), kept in its option's data-name
 * once screen.js has put the engine's long one in place. Not the engine's
 * name without its gloss: in French the variant is inside the gloss
 * ("α-β (fail-hard, m part de α ou β)"), and a French line said "α-β"
 * for both variants, whose answers differ. Nor does it wait for the
 * engine, which a practice link's line is written before.
 */
function algoName(algo) {
  const option = [...(document.getElementById('algo')?.options ?? [])].find((o) => o.value === algo);
  return option ? (option.dataset.name ?? option.textContent) : algo;
}

/** The algorithm, tie rule and depth an exercise is checked under, in words. */
function settingsText(state) {
  const lang = state.lang;
  const params = { algo: algoName(state.algo), ties: t(lang, 'practice.ties.' + state.ties), depth: String(state.depth) };
  return state.depth === null ? t(lang, 'practice.settings', params) : t(lang, 'practice.settingsDepth', params);
}

/**
 * The line under the selected node's fields: the hint shown for it, the
 * engine's explanation of its mistake, that it is correct, and once the
 * answer is shown, the right values.
 */
function renderExplain(els, state, node, mine) {
  const { lang, practice } = state;
  const lines = [];
  const hint = practice.hint;
  if (hint?.none) lines.push(t(lang, 'practice.hint.none'));
  else if (hint && node && hint.node === node.id)
    lines.push(t(lang, 'practice.hint.level', { level: String(hint.level), levels: String(hint.levels ?? 3), text: lang === 'fr' ? hint.fr : hint.en }));
  if (mine) {
    lines.push(GLYPHS[mine.verdict] + ' ' + explanation(state, mine));
  } else if (node && practice.checked && practice.checked.nodes[node.id]?.verdict === 'correct') {
    lines.push(t(lang, 'practice.nodeCorrect', { name: nodeName(state.player.tree, node.id, lang) }));
  }
  const right = node ? practice.solution?.[node.id] : null;
  if (right && !node.isLeaf && right.m !== null) {
    lines.push(t(lang, 'practice.nodeAnswer', { name: nodeName(state.player.tree, node.id, lang), answer: solutionText(right) }));
  }
  const text = lines.join('\n');
  if (els.explain.textContent !== text) els.explain.textContent = text;
  els.tools.toggleAttribute('data-explained', text !== '');
}

/**
 * One mistake in the list: its glyph, what it is and where (a button that
 * selects its node), and the engine's explanation in the page's language,
 * with the student's value and the search's.
 */
function mistakeItem(state, m) {
  const { lang, practice } = state;
  const li = document.createElement('li');
  const b = document.createElement('button');
  b.type = 'button';
  b.setAttribute('data-node', String(m.node));
  b.setAttribute('data-verdict', m.verdict);
  const glyph = document.createElement('span');
  glyph.className = 'p-glyph';
  glyph.setAttribute('aria-hidden', 'true');
  glyph.textContent = GLYPHS[m.verdict];
  const what = document.createElement('span');
  what.className = 'p-what';
  const detailText = m.verdict === 'wrong' ? fieldList(lang, practice.checked.nodes[m.node]) : '';
  what.textContent = t(lang, 'practice.item.' + m.verdict, { name: m.name, fields: detailText });
  b.append(glyph, what);
  const why = explanation(state, m, false);
  if (why) {
    const p = document.createElement('span');
    p.className = 'p-why';
    p.textContent = why;
    b.append(p);
  }
  // Once the answer is shown, a wrong value says what it should be.
  const right = practice.solution?.[m.node];
  if (m.verdict === 'wrong' && right) {
    const v = practice.checked.nodes[m.node];
    const letters = { alpha: 'α', beta: 'β', m: 'm' };
    const shown = [...v.wrong, ...v.empty].map((f) => `${letters[f]} ${right[f] ?? '—'}`).join(', ');
    const a = document.createElement('span');
    a.className = 'p-answer';
    a.textContent = '(' + t(lang, 'practice.answerWas', { answer: shown }) + ')';
    b.append(a);
  }
  li.append(b);
  return li;
}

/**
 * The engine's explanation of mistake `m` in the page's language; an
 * engine without explanations gives the short label instead (`orLabel`).
 */
function explanation(state, m, orLabel = true) {
  const lang = state.lang;
  const why = lang === 'fr' ? m.explainFr : m.explainEn;
  if (why) return why;
  if (!orLabel) return '';
  const detailText = m.verdict === 'wrong' ? fieldList(lang, state.practice.checked.nodes[m.node]) : '';
  return t(lang, 'practice.item.' + m.verdict, { name: m.name, fields: detailText });
}

/** The right values of a reached inner node, as the solution writes them. */
function solutionText(right) {
  const parts = [];
  if (right.alpha !== null && right.alpha !== undefined) parts.push('α ' + right.alpha);
  if (right.beta !== null && right.beta !== undefined) parts.push('β ' + right.beta);
  parts.push('m ' + right.m);
  return parts.join(', ');
}

/**
 * Scrolls `item` into its list's view (and the list's panel into the
 * side column's), without moving the page: only the boxes that scroll
 * between the item and the side column are moved.
 */
function revealInList(item) {
  for (let box = item.parentElement; box && box !== document.body; box = box.parentElement) {
    if (box.scrollHeight > box.clientHeight + 1 && /(auto|scroll)/.test(getComputedStyle(box).overflowY)) {
      const r = item.getBoundingClientRect();
      // What of the box is seen: a box taller than the room the page
      // leaves it (the page itself does not scroll) is cut at the window.
      const rect = box.getBoundingClientRect();
      const b = { top: Math.max(rect.top, 0), bottom: Math.min(rect.bottom, window.innerHeight) };
      if (r.top < b.top) box.scrollTop -= b.top - r.top + 4;
      else if (r.bottom > b.bottom) box.scrollTop += Math.min(r.bottom - b.bottom + 4, r.top - b.top - 4);
    }
    if (box.classList.contains('side')) break;
  }
}

function fieldList(lang, v) {
  const names = { m: 'm', alpha: 'α', beta: 'β' };
  const wrong = v.wrong.map((f) => names[f]);
  const empty = v.empty.map((f) => names[f]);
  const parts = [];
  if (wrong.length) parts.push(t(lang, 'practice.fieldsWrong', { fields: wrong.join(', ') }));
  if (empty.length) parts.push(t(lang, 'practice.fieldsEmpty', { fields: empty.join(', ') }));
  return parts.join('; ');
}

/**
 * Wires the practice panel.
 * @param {Record<string, HTMLElement>} els  the panel's elements (app.js)
 * @param {object} api  {state(), actions, engine(), focusTree(), resize()};
 *   engine() is the engine's full module (null until loaded: the panel
 *   waits for it)
 * @returns {{render: (state: object) => void, focusField: () => void}}
 */
export function initPracticePanel(els, api) {
  /** @type {PracticePanel} */
  const pp = {
    els,
    api,
    fields: { m: els.m, alpha: els.alpha, beta: els.beta },
    phone: window.matchMedia(PHONE),
    homes: new Map([els.tools, els.check, els.feedback].map((part) => [part, { parent: part.parentNode, next: part.nextSibling }])),
    dockedOn: null,
    toolsHeight: 0,
    drawn: { selected: null, checked: null },
  };
  for (const [field, input] of Object.entries(pp.fields)) {
    input.addEventListener('change', () => commitField(pp, field));
    input.addEventListener('keydown', (ev) => fieldKey(pp, field, ev));
  }
  wireButtons(els, api);
  wireDock(pp);
  return { render: (state) => render(pp, state), focusField: () => focusField(els) };
}

/**
 * The mistake that node `id` is part of: its own (a wrong value, or the
 * top of a missed or extra subtree), or the missed or extra subtree above
 * it, or null.
 */
function mistakeAt(tree, checked, id) {
  const byNode = new Map(checked.mistakes.map((m) => [m.node, m]));
  const own = byNode.get(id);
  if (own) return own;
  const verdict = checked.nodes[id]?.verdict;
  if (verdict !== 'missed' && verdict !== 'extra') return null;
  for (let at = tree.nodes[id].parent; at !== null && at !== undefined; at = tree.nodes[at].parent) {
    const m = byNode.get(at);
    if (m && m.verdict === verdict) return m;
  }
  return null;
}
