// "Change the leaves" (issue 41's transformation lesson, docs/chance.md):
// on a tree with chance nodes, the reader picks a function (a·x + b with
// a > 0, x³, eˣ, √(1 + x), the rank, or values typed one per leaf) and
// Apply replaces the tree with its copy through that function, as an
// edit: one undo entry, so Undo (Ctrl+Z, the edit bar) brings the tree
// back, and the search, the narration and every panel then run on the new
// leaves (why Apply replaces rather than shows a second tree: the class
// steps through the changed search with the tools it knows, and a second
// drawing would halve the tree's room on a projector). While the new tree
// is shown, the panel puts the two trees side by side in a table, the
// root's decision under expectiminimax and with every chance node read as
// MIN, before and after, and the engine's sentence on the first node
// whose preference flipped, which draw/flipmark.js marks on the tree.
// The engine (the full module's transformTree) computes and words it all;
// this module builds DOM with textContent only.

import { t } from '../i18n/i18n.js';
import { fmtExact } from '../core/num.js';
import { localMessage } from '../ui/errors.js';
import { createFlipMark } from '../draw/flipmark.js';

/** The functions, in the menu's order (the engine's names). */
export const FUNCTIONS = ['linear', 'cube', 'exp', 'sqrt1', 'rank', 'typed'];

/** Up to this many leaves the typed values' field starts with the tree's own. */
const PREFILL_LEAVES = 200;

/** The leaves of the page's tree, in pre-order, as a reader types them ("1 20 30 400"). */
function leafText(tree) {
  if (!tree) return '';
  const out = [];
  for (let i = 0; i < tree.end.length && out.length <= PREFILL_LEAVES; i++) if (tree.end[i] === i + 1) out.push(String(tree.num[i]));
  return out.length > PREFILL_LEAVES ? '' : out.join(' ');
}

/** The request the form describes (transform::Request). */
function requestOf(els) {
  const fn = els.fn.value;
  // A decimal comma reads as a point (French).
  const number = (text) => text.trim().replace(',', '.');
  if (fn === 'linear') return { function: fn, a: number(els.a.value), b: number(els.b.value) };
  if (fn === 'typed')
    return {
      function: fn,
      values: els.values.value
        .split(/[\s;]+/)
        .filter(Boolean)
        .map(number),
    };
  return { function: fn };
}

/** A root's decision in a cell: "a1 (2.1)", or the value alone. */
function decisionText(d, lang) {
  const value = fmtExact(d.value, lang);
  return d.choiceName ? `${d.choiceName} (${value})` : value;
}

/** The side-by-side table: one row per reading, before and after. */
function fillTable(table, dto, lang) {
  const cell = (tag, text) => {
    const c = document.createElement(tag);
    c.textContent = text;
    return c;
  };
  const head = document.createElement('tr');
  head.append(cell('th', ''), cell('th', t(lang, 'transform.before')), cell('th', t(lang, 'transform.after')));
  const thead = document.createElement('thead');
  thead.append(head);
  const body = document.createElement('tbody');
  for (const [key, pair] of [
    ['expecti', dto.expecti],
    ['asMin', dto.asMin],
  ]) {
    const tr = document.createElement('tr');
    tr.dataset.reading = key;
    const name = cell('th', t(lang, 'transform.' + key));
    name.scope = 'row';
    const after = cell('td', decisionText(pair[1], lang));
    after.dataset.when = 'after';
    if (pair[0].choice !== pair[1].choice) after.dataset.changed = 'true';
    const before = cell('td', decisionText(pair[0], lang));
    before.dataset.when = 'before';
    tr.append(name, before, after);
    body.append(tr);
  }
  const caption = cell('caption', t(lang, 'transform.caption', { f: dto.function[lang] ?? dto.function.en }));
  table.replaceChildren(caption, thead, body);
}

/**
 * Applies the form's function to the page's tree: the engine's result
 * replaces the tree (one undo entry), or its refusal is said.
 */
function apply(tf) {
  const { els, api, current } = tf;
  if (!current) return;
  const { state } = current;
  let dto;
  try {
    dto = api.engine().transformTree(state.treeText, requestOf(els));
  } catch (error) {
    tf.msg = { error };
    render(tf, state);
    return;
  }
  tf.applied = { from: state.treeText, to: dto.notation, dto };
  // Leaf bounds bound the old leaves: the new ones may leave them.
  tf.msg = state.bounds ? { key: 'transform.bounds' } : null;
  if (!api.commit(dto.notation, state.bounds ? { bounds: null } : {})) {
    tf.applied = null;
    tf.msg = { key: 'transform.failed' };
  }
  render(tf, current.state);
}

/** Shows the fields the chosen function takes. */
function showFields(els) {
  els.linear.hidden = els.fn.value !== 'linear';
  els.typed.hidden = els.fn.value !== 'typed';
}

/** Draws the panel for the page `state`. */
function render(tf, state) {
  const { els } = tf;
  tf.current = { state };
  const lang = state.lang;
  const tree = state.player?.tree;
  // The menu's words.
  for (const option of els.fn.options) option.textContent = t(lang, 'transform.fn.' + option.value);
  // The typed values start as the tree's own leaves, while the reader is not typing.
  if (tf.leavesOf !== state.treeText && document.activeElement !== els.values) {
    tf.leavesOf = state.treeText;
    els.values.value = leafText(tree);
  }
  showFields(els);
  const shown = tf.applied && tf.applied.to === state.treeText ? tf.applied.dto : null;
  els.result.hidden = !shown;
  if (shown) {
    fillTable(els.table, shown, lang);
    els.said.textContent = shown.said[lang] ?? shown.said.en;
    els.said.dataset.flip = shown.flip ? String(shown.flip.node) : '';
  }
  tf.flipMark.update(shown?.flip ? shown.flip.node : null, lang);
  const msg = tf.msg;
  if (!msg) els.msg.textContent = '';
  else if (msg.error) els.msg.textContent = t(lang, 'transform.refused', { message: localMessage(msg.error, lang) });
  else els.msg.textContent = t(lang, msg.key);
}

/**
 * Makes the panel.
 * @param {{fn: HTMLSelectElement, linear: HTMLElement, a: HTMLInputElement, b: HTMLInputElement,
 *          typed: HTMLElement, values: HTMLInputElement, apply: HTMLButtonElement, result: HTMLElement,
 *          table: HTMLTableElement, said: HTMLElement, msg: HTMLElement}} els
 * @param {{engine: () => object, commit: (text: string, opts?: object) => boolean, svg: SVGSVGElement}} api
 *   `svg` is the drawing, where the node that flipped is marked (draw/flipmark.js)
 * @returns {{render: (state: object) => void}}
 */
export function initTransform(els, api) {
  const tf = { els, api, flipMark: createFlipMark(api.svg), current: null, applied: null, msg: null, leavesOf: null };
  els.fn.addEventListener('change', () => showFields(els));
  els.apply.addEventListener('click', () => apply(tf));
  // Enter in a field applies, as a form would.
  for (const field of [els.a, els.b, els.values]) {
    field.addEventListener('keydown', (ev) => {
      if (ev.key !== 'Enter') return;
      ev.preventDefault();
      apply(tf);
    });
  }
  return { render: (state) => render(tf, state) };
}
