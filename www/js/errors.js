// The error box. A tree that cannot be read shows where: the line and
// column from the engine's error, and the offending line of the text in a
// <pre> with a caret under the column, so that a bad link never leaves a
// blank page. Other errors (the engine failing to load, a node the options
// cannot handle) show their message the same way, without the excerpt.

import { t } from './i18n.js';

/** How many characters of a long line to keep on each side of the caret. */
const BEFORE = 60;
const AFTER = 30;

/**
 * The excerpt under the message: the line at fault and a caret line. Tabs
 * before the column are copied into the caret line so that it stays aligned.
 * @param {string} text
 * @param {number} line    1-based
 * @param {number} column  1-based, in characters
 * @returns {string}
 */
export function excerpt(text, line, column) {
  const lines = String(text).split('\n');
  const at = Array.from((lines[line - 1] ?? '').replace(/\r$/, ''));
  let col = Math.max(0, column - 1);
  let start = 0;
  let prefix = '';
  if (col > BEFORE) {
    start = col - BEFORE;
    prefix = '…';
  }
  const end = Math.min(at.length, col + AFTER);
  const suffix = end < at.length ? '…' : '';
  const shown = prefix + at.slice(start, end).join('') + suffix;
  const pad = (prefix ? ' ' : '') + at.slice(start, col).map((c) => (c === '\t' ? '\t' : ' ')).join('');
  return shown + '\n' + pad + '^';
}

/**
 * An engine error's message in `lang`: parse errors carry a French wording
 * in `messageFr` (docs/wasm-api.md); any other error has only `message`.
 */
export function localMessage(error, lang) {
  if (error && lang === 'fr' && typeof error.messageFr === 'string') return error.messageFr;
  return error && error.message ? String(error.message) : String(error ?? '');
}

/** A message without its leading "line L, column C:" (or the French "ligne L, colonne C :"). */
export function stripPosition(message) {
  return message.replace(/^(line|ligne) \d+, (column|colonne) \d+ ?: */i, '');
}

/**
 * Shows an error in `box` (a container that is hidden when there is none).
 * @param {HTMLElement} box
 * @param {{error: any, text?: string, lang: string, titleKey?: string,
 *          note?: string, nodeName?: (id: number) => string, onClose?: () => void}} p
 */
export function showError(box, p) {
  const { error, lang } = p;
  box.replaceChildren();
  const title = document.createElement('p');
  title.className = 'error-title';
  title.textContent = t(lang, p.titleKey || 'error.title');
  box.append(title);

  const hasPos = error && Number.isInteger(error.line) && Number.isInteger(error.column);
  if (hasPos) {
    const pos = document.createElement('p');
    pos.className = 'error-pos';
    pos.textContent = t(lang, 'error.position', { line: error.line, column: error.column });
    box.append(pos);
  }
  let message = localMessage(error, lang);
  // The position is already said above, in the page's language.
  if (hasPos) message = stripPosition(message);
  if (message) {
    const msg = document.createElement('p');
    msg.className = 'error-message';
    msg.textContent = message;
    box.append(msg);
  }
  if (hasPos && typeof p.text === 'string') {
    const pre = document.createElement('pre');
    pre.className = 'error-excerpt';
    pre.textContent = excerpt(p.text, error.line, error.column);
    box.append(pre);
  }
  if (error && Number.isInteger(error.node) && p.nodeName) {
    const where = document.createElement('p');
    where.textContent = t(lang, 'error.node', { name: p.nodeName(error.node) });
    box.append(where);
  }
  if (p.note) {
    const note = document.createElement('p');
    note.className = 'error-note';
    note.textContent = t(lang, p.note);
    box.append(note);
  }
  if (p.onClose) {
    const close = document.createElement('button');
    close.type = 'button';
    close.className = 'error-close';
    close.textContent = t(lang, 'error.dismiss');
    close.addEventListener('click', p.onClose);
    box.append(close);
  }
  box.hidden = false;
}

/** Hides the error box. */
export function clearError(box) {
  box.hidden = true;
  box.replaceChildren();
}
