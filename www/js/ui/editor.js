// The in-place editor of a leaf's value: an <input> laid over the leaf's
// square in the drawing. Enter commits, Escape cancels, Tab commits and
// moves to the next leaf (Shift+Tab to the previous one), so that a whole
// row of leaves can be typed in one go. A text that is not a value shows the
// engine's reason under the box and keeps the old value. Leaving the box (a
// click elsewhere) commits a valid value and drops an invalid one.
//
// The module has no rule of its own and does not change the tree: `check`
// reads the text as the notation would (the engine's checkValue), and
// `commit(id, value)` asks the app to apply it (through the engine's
// editTree). It works the same in the page and in the embed view. Its state
// is one object (`LeafEditor`) that the functions below take first.

import { localMessage } from './errors.js';
import { typedValue } from '../core/num.js';

/**
 * The leaf editor's state: what createLeafEditor was given, its elements,
 * the leaf it edits. The functions below take it first.
 * @typedef {object} LeafEditor
 * @property {object} p  createLeafEditor's argument
 * @property {HTMLDivElement} box  the editor over the leaf, with its input and message
 * @property {HTMLInputElement} input
 * @property {HTMLParagraphElement} msg
 * @property {number|null} id  the leaf being edited, or null
 * @property {string} original  its value as the editor showed it
 * @property {boolean} busy  true while this module itself moves the focus, so that blur does not commit twice
 */

/** The editor's box, its input and its message, appended to `wrap`. */
function makeBox(wrap) {
  const box = document.createElement('div');
  box.className = 'leaf-editor';
  box.hidden = true;
  const input = document.createElement('input');
  input.type = 'text';
  // No numeric inputmode: an iPhone's decimal and numeric pads have no
  // minus sign, and most values of a game tree are negative somewhere. The
  // plain keyboard's number row has one (and ∞ is typed as "inf").
  input.autocomplete = 'off';
  input.spellcheck = false;
  input.className = 'leaf-input';
  const msg = document.createElement('p');
  msg.className = 'leaf-msg';
  msg.id = 'leaf-msg';
  msg.setAttribute('role', 'alert');
  msg.hidden = true;
  box.append(input, msg);
  wrap.append(box);
  return { box, input, msg };
}

/** A leaf's value as the editor first shows it: ±∞ written with the sign. */
export function editedText(value) {
  return value === '+inf' ? '+∞' : value === '-inf' ? '−∞' : String(value);
}

/**
 * The leaf after `at` among `leaves` (before it when `back`), or undefined
 * at either end: where Tab and Shift+Tab go.
 */
export function nextLeaf(leaves, at, back) {
  return leaves[leaves.indexOf(at) + (back ? -1 : 1)];
}

function leaves(ed) {
  const view = ed.p.view();
  return view ? view.tree.nodes.filter((n) => n.isLeaf).map((n) => n.id) : [];
}

function place(ed) {
  const { p, box } = ed;
  const view = p.view();
  const g = view?.nodes[ed.id];
  if (!g) return;
  const shape = g.querySelector('.shape') || g;
  const r = shape.getBoundingClientRect();
  const w = p.wrap.getBoundingClientRect();
  const cx = r.left + r.width / 2 - w.left + p.wrap.scrollLeft;
  const cy = r.top + r.height / 2 - w.top + p.wrap.scrollTop;
  box.style.left = Math.round(cx) + 'px';
  box.style.top = Math.round(cy) + 'px';
}

function showMessage(ed, text) {
  const { msg, input } = ed;
  msg.textContent = text;
  msg.hidden = !text;
  input.setAttribute('aria-invalid', text ? 'true' : 'false');
  if (text) input.setAttribute('aria-describedby', msg.id);
  else input.removeAttribute('aria-describedby');
}

function open(ed, leafId) {
  const { p, input } = ed;
  const view = p.view();
  const node = view?.tree.nodes[leafId];
  if (!node?.isLeaf) return;
  ed.id = leafId;
  ed.original = editedText(node.value);
  input.value = ed.original;
  input.setAttribute('aria-label', p.label('edit.leaf.aria', { name: node.label || node.name || String(leafId) }));
  showMessage(ed, '');
  ed.box.hidden = false;
  place(ed);
  ed.busy = true;
  input.focus();
  input.select();
  ed.busy = false;
}

function close(ed, how = 'escape') {
  if (ed.id === null) return;
  const was = ed.id;
  ed.id = null;
  ed.busy = true;
  ed.box.hidden = true;
  showMessage(ed, '');
  ed.busy = false;
  ed.p.onClose?.(was, how);
}

/** The value `text` holds, or null when it holds none. */
function heldValue(ed, text) {
  try {
    return ed.p.check(typedValue(text, ed.p.lang()));
  } catch {
    return null;
  }
}

/** Commits the typed value; returns false (and says why) when it is bad. */
function commit(ed) {
  const { p } = ed;
  const text = ed.input.value;
  if (text.trim() === ed.original.trim()) return true;
  let value;
  try {
    value = p.check(typedValue(text, p.lang()));
  } catch (error) {
    showMessage(ed, p.label('edit.badValue', { message: localMessage(error, p.lang()) }));
    return false;
  }
  const at = ed.id;
  ed.busy = true;
  const error = p.commit(at, value);
  ed.busy = false;
  if (error) {
    showMessage(ed, error);
    return false;
  }
  ed.original = text;
  return true;
}

function keyDown(ed, ev) {
  if (ev.key === 'Enter') {
    ev.preventDefault();
    if (commit(ed)) close(ed, 'enter');
  } else if (ev.key === 'Escape') {
    ev.preventDefault();
    close(ed, 'escape');
  } else if (ev.key === 'PageDown' || ev.key === 'PageUp') {
    // The clicker's keys step from here too: the value typed is kept
    // first (as Enter keeps it), then the key goes on to the page's
    // keys. A value that does not read keeps the editor and its message.
    if (!commit(ed)) {
      ev.preventDefault();
      ev.stopPropagation();
      return;
    }
    close(ed, 'enter');
    return;
  } else if (ev.key === 'Tab') {
    ev.preventDefault();
    const at = ed.id;
    if (!commit(ed)) return;
    const next = nextLeaf(leaves(ed), at, ev.shiftKey);
    if (next === undefined) close(ed, 'enter');
    else open(ed, next);
  }
  // Every other key belongs to the input; the page's shortcuts stay out.
  ev.stopPropagation();
}

/**
 * Makes the leaf editor.
 * @param {object} p
 * @param {HTMLElement} p.wrap      the drawing's box (positioned), which holds the input
 * @param {() => object|null} p.view  the current view from render.buildTree
 * @param {(key: string, params?: object) => string} p.label  the catalogue
 * @param {() => string} p.lang  the language of the engine's messages
 * @param {(text: string) => number|string} p.check  the value a text holds
 *        (a number, '+inf' or '-inf'); throws the engine's error otherwise
 * @param {(id: number, value: number|string) => string|null} p.commit
 *        applies the value; returns null, or an error message to show
 * @param {(id: number, how: 'enter'|'escape'|'blur') => void} [p.onClose]
 * @returns {{open: (id: number) => void, close: () => void, isOpen: () => boolean, openId: () => number|null}}
 */
export function createLeafEditor(p) {
  /** @type {LeafEditor} */
  const ed = { p, ...makeBox(p.wrap), id: null, original: '', busy: false };
  const { input, msg } = ed;
  input.addEventListener('keydown', (ev) => keyDown(ed, ev));
  input.addEventListener('input', () => {
    if (!msg.hidden) showMessage(ed, '');
  });
  input.addEventListener('blur', () => {
    if (ed.busy || ed.id === null) return;
    if (heldValue(ed, input.value) !== null) commit(ed);
    close(ed, 'blur');
  });
  // After the page has resized the drawing (its own resize handler).
  window.addEventListener('resize', () => {
    if (ed.id !== null) requestAnimationFrame(() => place(ed));
  });
  return {
    open: (leafId) => open(ed, leafId),
    close: (how) => close(ed, how),
    isOpen: () => ed.id !== null,
    openId: () => ed.id,
    place: () => place(ed),
  };
}
