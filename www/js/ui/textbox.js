// The notation box as a live editor. Typing there redraws the tree as soon
// as the text is valid (250 ms after the last key); while it is not, a
// message under the box says where (line, column, what was expected) and
// shows the line with a caret, the box is marked aria-invalid, and the last
// valid tree stays drawn. Each burst of typing (until the box loses the
// focus or rests for two seconds) is one undo entry: the app receives a
// `group` token with each change and coalesces by it.
//
// The app writes the box back whenever the tree changes elsewhere (an edit
// in the drawing, undo, a preset), through `show(text)`.

import { excerpt, localMessage, stripPosition } from './errors.js';

/** Milliseconds after the last key before the text is read. */
const DEBOUNCE_MS = 250;
/** Milliseconds of rest that end a burst of typing. */
const BURST_MS = 2000;

/**
 * Writes engine error `err` about `text` into `message`: what and where
 * (line and column when it has them), the line at fault with a caret, and
 * that the last good tree stays drawn. Returns whether it had a position.
 */
function writeError(message, p, err, text) {
  message.replaceChildren();
  const hasPos = err && Number.isInteger(err.line) && Number.isInteger(err.column);
  const head = document.createElement('p');
  head.className = 'tree-msg-head';
  let detail = localMessage(err, p.lang());
  if (hasPos) detail = stripPosition(detail);
  head.textContent = hasPos ? p.label('text.error', { line: err.line, column: err.column, message: detail }) : p.label('text.errorPlain', { message: detail });
  message.append(head);
  const shown = hasPos ? excerpt(text, err.line, err.column) : null;
  if (shown) {
    const pre = document.createElement('pre');
    pre.className = 'tree-msg-excerpt';
    pre.textContent = shown;
    message.append(pre);
  }
  const note = document.createElement('p');
  note.className = 'tree-msg-note';
  note.textContent = p.label('text.kept');
  message.append(note);
  return hasPos;
}

/**
 * In French, the first "3,5" of a valid text (digits, a comma, digits, no
 * space): the notation reads two values there, where a French reader may
 * have meant a decimal. Null in English or when there is none.
 * @returns {{text: string, a: string, b: string, point: string}|null}
 */
function decimalCommaIn(text, lang) {
  if (lang !== 'fr') return null;
  const found = /(?<![\w.])(\d+),(\d+)(?![\w.])/.exec(text);
  return found ? { text: found[0], a: found[1], b: found[2], point: `${found[1]}.${found[2]}` } : null;
}

/** Scrolls the settings' strip (or the phone's page) so that the message is seen under the box being typed in. */
function reveal(textarea, message) {
  if (document.activeElement === textarea) message.scrollIntoView({ block: 'nearest' });
}

/**
 * A valid text may still not say what a French reader meant: writes the
 * note about its first "3,5" under the box. Returns whether it did.
 */
function writeCommaNote(message, p, text) {
  const comma = decimalCommaIn(text, p.lang());
  if (!comma) return false;
  const note = document.createElement('p');
  note.className = 'tree-msg-note';
  note.textContent = p.label('text.commaNote', comma);
  message.append(note);
  message.hidden = false;
  return true;
}

/**
 * The character at `offset` of `text` (the engine counts characters) as a
 * range of UTF-16 units (the textarea's), `[start, end]`; empty at the
 * text's end.
 */
export function utf16Range(text, offset) {
  const chars = Array.from(text);
  const at = chars.slice(0, offset).join('').length;
  const end = at + (chars[offset] ?? '').length;
  return [at, Math.max(at, end)];
}

/**
 * Writes error `err` about `text` under the box and marks the box invalid;
 * with `select`, the box's selection moves to the spot (initTextBox's
 * showError).
 */
function markError(p, err, text, select) {
  const { textarea, message } = p;
  const hasPos = writeError(message, p, err, text);
  if (hasPos && select && Number.isInteger(err.offset)) {
    const [at, end] = utf16Range(text, err.offset);
    textarea.focus();
    textarea.setSelectionRange(at, end);
  }
  message.hidden = false;
  textarea.setAttribute('aria-invalid', 'true');
  reveal(textarea, message);
}

/**
 * Wires the notation box.
 * @param {object} p
 * @param {HTMLTextAreaElement} p.textarea
 * @param {HTMLElement} p.message     where the error is shown (under the box)
 * @param {(key: string, params?: object) => string} p.label
 * @param {() => string} p.lang  the page's language, for the engine's message
 * @param {(text: string) => any} p.check   null when the text is a valid tree, else the engine's error
 * @param {(text: string, group: number) => void} p.apply  draws a valid text
 * @param {(text: string|null) => void} [p.keep]  keeps a refused text for a reload (null: none)
 * @returns {{show: (text: string) => void, flush: () => void, showError: (error: any, text: string, select?: boolean) => void, clear: () => void, restore: (text: string|null) => void}}
 */
export function initTextBox(p) {
  const { textarea, message } = p;
  let timer = null;
  let group = 1;
  let lastKey = 0;
  let error = null;

  function clear() {
    error = null;
    message.replaceChildren();
    message.hidden = true;
    textarea.setAttribute('aria-invalid', 'false');
  }

  /**
   * Shows a positioned error under the box. With `select`, the box's
   * selection moves to the spot too (for a text that arrived whole, from a
   * file or the Apply button; never while the reader is typing).
   */
  function showError(err, text, select = false) {
    error = err;
    markError(p, err, text, select);
  }

  function read() {
    timer = null;
    const text = textarea.value;
    const err = p.check(text);
    p.keep?.(err ? text : null);
    if (err) {
      showError(err, text);
      return;
    }
    clear();
    p.apply(text, group);
    if (writeCommaNote(message, p, text)) reveal(textarea, message);
  }

  textarea.addEventListener('input', () => {
    const now = Date.now();
    if (now - lastKey > BURST_MS) group += 1;
    lastKey = now;
    if (timer !== null) clearTimeout(timer);
    timer = setTimeout(read, DEBOUNCE_MS);
  });
  textarea.addEventListener('blur', () => {
    flush();
    group += 1;
  });

  /** Reads a pending change at once. */
  function flush() {
    if (timer === null) return;
    clearTimeout(timer);
    read();
  }

  return {
    show(text) {
      if (timer !== null) return; // the reader is typing; the text will follow
      if (textarea.value !== text) {
        // A refused text written over is no longer the reader's to get back.
        if (error) p.keep?.(null);
        textarea.value = text;
      }
      if (error) clear();
    },
    flush,
    showError,
    clear,
    hasError: () => error !== null,
    /** Puts `text` back in the box and reads it as if typed (a refused text kept over a reload), unless null. */
    restore(text) {
      if (text === null) return;
      textarea.value = text;
      read();
    },
  };
}
