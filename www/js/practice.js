// Practice mode's page side: the student's marks drawn on the tree
// (drawPractice): pruned subtrees dashed with a blue ✂ on the top edge, the
// m, α and β written, and after Check the verdict of every node as
// data-verdict and a glyph; and the practice panel (initPracticePanel): the
// fields of the selected node, Check, "Where did I go wrong?", "Show
// answer", the exercises and the score. The answer itself and its pure
// helpers are answer.js's. app.js loads this module when practice mode
// first starts, with the engine's full module that checks the answers.
// What is correct is never decided here: the verdicts are the engine's.
// All text reaches the page through textContent.

import { t } from './i18n.js';
import { nodeName } from './render.js';
import { markedTop, markedTops } from './answer.js';

const SVG = 'http://www.w3.org/2000/svg';

/** A glyph per verdict, so that colour is never the only sign. */
const GLYPHS = { correct: '✓', wrong: '✗', missed: '!', extra: '+' };

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
    const written = p.on && p.showAnswers ? p.answer.nodes[i] ?? null : null;
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

function makeParts(view, i) {
  const group = view.nodes[i];
  const part = view.parts[i];
  const mx = part.m ? part.m.getAttribute('x') : 0;
  const my = part.m ? part.m.getAttribute('y') : 0;
  const ax = part.abA ? part.abA.getAttribute('x') : 0;
  const m = text('p-m', mx, my);
  const a = text('p-ab', ax, -24);
  const b = text('p-ab', ax, -10);
  const r = view.geometry.tri + 4;
  const verdict = text('p-verdict', -r - 6, -r + 6);
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
 * Wires the practice panel.
 * @param {Record<string, HTMLElement>} els  the panel's elements (app.js)
 * @param {object} api  {state(), actions, engine(), focusTree()}; engine()
 *   is the engine's full module (null until loaded: the panel waits for it)
 * @returns {{render: (state: object) => void, focusField: () => void}}
 */
export function initPracticePanel(els, api) {
  const fields = { m: els.m, alpha: els.alpha, beta: els.beta };

  /** Commits one field of the selected node; returns whether it was taken. */
  function commitField(field) {
    const state = api.state();
    const id = state.selected;
    const input = fields[field];
    if (id === null || input.disabled) return true;
    const raw = input.value.trim();
    let value = '';
    if (raw !== '') {
      try {
        value = field === 'm' ? api.engine().checkAnswerValue(raw) : api.fmtValue(api.engine().checkValue(raw));
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

  for (const [field, input] of Object.entries(fields)) {
    input.addEventListener('change', () => commitField(field));
    input.addEventListener('keydown', (ev) => {
      if (ev.key === 'Enter') {
        ev.preventDefault();
        if (!commitField(field)) return;
        // Enter moves on: α → β → m within the node, then the next node.
        const nextField = { alpha: 'beta', beta: 'm' }[field];
        if (nextField && !fields[nextField].disabled && !fields[nextField].hidden) {
          fields[nextField].focus();
          fields[nextField].select();
        } else {
          api.actions.selectNextAsked();
          focusField();
        }
      } else if (ev.key === 'Escape') {
        ev.preventDefault();
        input.value = currentValue(field);
        input.removeAttribute('aria-invalid');
        api.actions.setPracticeMsg(null);
        api.focusTree();
      }
    });
  }

  function currentValue(field) {
    const state = api.state();
    const id = state.selected;
    return id === null ? '' : state.practice.answer.nodes[id]?.[field] ?? '';
  }

  els.prune.addEventListener('click', () => {
    const id = api.state().selected;
    if (id !== null) api.actions.togglePrune(id);
  });
  els.detail.addEventListener('change', () => api.actions.setDetail(els.detail.value));
  els.check.addEventListener('click', () => api.actions.checkAnswer());
  els.where.addEventListener('click', () => api.actions.whereWrong());
  els.reveal.addEventListener('click', () => api.actions.revealAnswer());
  els.clear.addEventListener('click', () => api.actions.clearAnswer());
  els.next.addEventListener('click', () => api.actions.nextExercise(els.difficulty.value));
  els.print.addEventListener('click', () => api.openSheet(els.difficulty.value));
  els.list.addEventListener('click', (ev) => {
    const item = ev.target instanceof Element ? ev.target.closest('[data-node]') : null;
    if (item) api.actions.select(Number(item.getAttribute('data-node')));
  });

  /** Puts the focus in the first field the level of detail asks for. */
  function focusField() {
    const f = [els.alpha, els.m].find((x) => !x.hidden && !x.disabled);
    if (f) {
      f.focus();
      f.select();
    }
  }

  function render(state) {
    const on = state.mode === 'practice';
    els.panel.hidden = !on;
    if (!on) return;
    const { lang, practice, player } = state;
    const tree = player?.tree;
    const id = state.selected;
    const node = tree && id !== null ? tree.nodes[id] : null;
    const detail = practice.answer.detail;
    if (els.detail.value !== detail) els.detail.value = detail;
    const windowAsked = detail === 'full' && state.algo !== 'minimax';
    const inner = node && !node.isLeaf;
    // Reading an answer, checking it and drawing exercises are the engine's
    // full module's (extras.js), which loads when practice mode opens; until
    // then the panel waits, busy.
    const full = api.engine() !== null;
    els.panel.setAttribute('aria-busy', String(!full));
    els.check.disabled = !full;
    els.next.disabled = !full;
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
        input.value = inner ? practice.answer.nodes[id]?.[field] ?? '' : '';
        input.dataset.node = String(id);
        input.removeAttribute('aria-invalid');
      }
    }
    const msg = practice.msg;
    els.msg.textContent = msg ? t(lang, msg.key, { message: msg.error ? api.message(msg.error) : '' }) : '';
    const checked = practice.checked;
    els.where.disabled = !checked || checked.mistakes.length === 0;
    els.reveal.disabled = !checked || practice.revealed;
    els.exercise.textContent = practice.exercise ? t(lang, 'practice.exerciseId', { id: practice.exercise }) : '';
    if (els.difficulty.value !== practice.difficulty) els.difficulty.value = practice.difficulty;
    const score = practice.score;
    els.score.textContent = t(lang, 'practice.score', { perfect: score.perfect, done: score.done });
    // Before Check the narration line says what to do; the summary waits.
    els.summary.textContent = checked ? (lang === 'fr' ? checked.summaryFr : checked.summaryEn) : '';
    els.summary.dataset.result = checked ? (checked.mistakes.length ? 'mistakes' : 'perfect') : '';
    const items = (checked?.mistakes ?? []).map((m) => {
      const li = document.createElement('li');
      const b = document.createElement('button');
      b.type = 'button';
      b.setAttribute('data-node', String(m.node));
      b.setAttribute('data-verdict', m.verdict);
      const fieldsWrong = checked.nodes[m.node];
      const detailText = m.verdict === 'wrong' ? fieldList(lang, fieldsWrong) : '';
      let label = t(lang, 'practice.item.' + m.verdict, { name: m.name, fields: detailText });
      // Once the answer is shown, a wrong value says what it should be.
      const right = practice.solution?.[m.node];
      if (m.verdict === 'wrong' && right) {
        const v = checked.nodes[m.node];
        const letters = { alpha: 'α', beta: 'β', m: 'm' };
        const shown = [...v.wrong, ...v.empty].map((f) => `${letters[f]} ${right[f] ?? '—'}`).join(', ');
        label += ' (' + t(lang, 'practice.answerWas', { answer: shown }) + ')';
      }
      b.textContent = label;
      li.append(b);
      return li;
    });
    els.list.replaceChildren(...items);
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

  return { render, focusField };
}
