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
// editTree). It works the same in the page and in the embed view.

import { localMessage } from './errors.js';

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
  p.wrap.append(box);

  let id = null;
  let original = '';
  // True while this module itself moves the focus, so that blur does not
  // commit twice.
  let busy = false;

  function leaves() {
    const view = p.view();
    return view ? view.tree.nodes.filter((n) => n.isLeaf).map((n) => n.id) : [];
  }

  function place() {
    const view = p.view();
    const g = view && view.nodes[id];
    if (!g) return;
    const shape = g.querySelector('.shape') || g;
    const r = shape.getBoundingClientRect();
    const w = p.wrap.getBoundingClientRect();
    const cx = r.left + r.width / 2 - w.left + p.wrap.scrollLeft;
    const cy = r.top + r.height / 2 - w.top + p.wrap.scrollTop;
    box.style.left = Math.round(cx) + 'px';
    box.style.top = Math.round(cy) + 'px';
  }

  function showMessage(text) {
    msg.textContent = text;
    msg.hidden = !text;
    input.setAttribute('aria-invalid', text ? 'true' : 'false');
    if (text) input.setAttribute('aria-describedby', msg.id);
    else input.removeAttribute('aria-describedby');
  }

  function open(leafId) {
    const view = p.view();
    const node = view && view.tree.nodes[leafId];
    if (!node || !node.isLeaf) return;
    id = leafId;
    original = node.value === '+inf' ? '+∞' : node.value === '-inf' ? '−∞' : String(node.value);
    input.value = original;
    input.setAttribute('aria-label', p.label('edit.leaf.aria', { name: node.label || node.name || String(leafId) }));
    showMessage('');
    box.hidden = false;
    place();
    busy = true;
    input.focus();
    input.select();
    busy = false;
  }

  function close(how = 'escape') {
    if (id === null) return;
    const was = id;
    id = null;
    busy = true;
    box.hidden = true;
    showMessage('');
    busy = false;
    p.onClose?.(was, how);
  }

  /** The value `text` holds, or null when it holds none. */
  function valueOf(text) {
    try {
      return p.check(text);
    } catch {
      return null;
    }
  }

  /** Commits the typed value; returns false (and says why) when it is bad. */
  function commit() {
    const text = input.value;
    if (text.trim() === original.trim()) return true;
    let value;
    try {
      value = p.check(text);
    } catch (error) {
      showMessage(p.label('edit.badValue', { message: localMessage(error, p.lang()) }));
      return false;
    }
    const at = id;
    busy = true;
    const error = p.commit(at, value);
    busy = false;
    if (error) {
      showMessage(error);
      return false;
    }
    original = text;
    return true;
  }

  input.addEventListener('keydown', (ev) => {
    if (ev.key === 'Enter') {
      ev.preventDefault();
      if (commit()) close('enter');
    } else if (ev.key === 'Escape') {
      ev.preventDefault();
      close('escape');
    } else if (ev.key === 'PageDown' || ev.key === 'PageUp') {
      // The clicker's keys step from here too: the value typed is kept
      // first (as Enter keeps it), then the key goes on to the page's
      // keys. A value that does not read keeps the editor and its message.
      if (!commit()) {
        ev.preventDefault();
        ev.stopPropagation();
        return;
      }
      close('enter');
      return;
    } else if (ev.key === 'Tab') {
      ev.preventDefault();
      const at = id;
      if (!commit()) return;
      const list = leaves();
      const i = list.indexOf(at);
      const next = list[i + (ev.shiftKey ? -1 : 1)];
      if (next === undefined) close('enter');
      else open(next);
    }
    // Every other key belongs to the input; the page's shortcuts stay out.
    ev.stopPropagation();
  });
  input.addEventListener('input', () => {
    if (!msg.hidden) showMessage('');
  });
  input.addEventListener('blur', () => {
    if (busy || id === null) return;
    if (valueOf(input.value) !== null) commit();
    close('blur');
  });
  // After the page has resized the drawing (its own resize handler).
  window.addEventListener('resize', () => {
    if (id !== null) requestAnimationFrame(place);
  });

  return { open, close, isOpen: () => id !== null, openId: () => id, place };
}
