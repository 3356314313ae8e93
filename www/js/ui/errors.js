// The error box. A tree that cannot be read shows where: the line and
// column from the engine's error, and the offending line of the text in a
// <pre> with a caret under the column (the engine's `errorExcerpt`), so
// that a bad link never leaves a blank page. Other errors (the engine
// failing to load, a node the options cannot handle) show their message the
// same way, without the excerpt. Every engine error carries its message in
// both languages (`message`, `messageFr`) and its `kind` (docs/wasm-api.md).

import { t } from '../i18n/i18n.js';

/** The engine's `errorExcerpt`, once it has loaded (installExcerpt). */
let engineExcerpt = null;

/** Makes `excerpt` use the engine's `errorExcerpt(text, line, column)`. */
export function installExcerpt(fn) {
  engineExcerpt = fn;
}

/**
 * The excerpt under a parse error: the line at fault, cut around the
 * column, and a caret line (the engine's rule, the same as the CLI's).
 * Without the engine (it failed to load) there is none.
 * @param {string} text
 * @param {number} line    1-based
 * @param {number} column  1-based, in characters
 * @returns {string|null}
 */
export function excerpt(text, line, column) {
  return engineExcerpt ? engineExcerpt(String(text), line, column) : null;
}

/**
 * An error's message in `lang`: the engine's errors carry the French in
 * `messageFr`; any other error (the engine failing to load) only `message`.
 */
export function localMessage(error, lang) {
  if (error && lang === 'fr' && typeof error.messageFr === 'string') return error.messageFr;
  return error?.message ? String(error.message) : String(error ?? '');
}

/** A message without its leading "line L, column C:" (or the French "ligne L, colonne C :"). */
export function stripPosition(message) {
  return message.replace(/^(line|ligne) \d+, (column|colonne) \d+ ?: */i, '');
}

/**
 * A message as the sentence it is on its own line: the engine writes its
 * messages for the CLI, after "error: ", so they begin in lower case ("a Pig
 * position is…"); the box shows them alone and begins them with a capital.
 * A message that begins with anything but a lower-case letter (a quoted
 * token, a number) is left as it is.
 */
function asSentence(message) {
  return /^\p{Ll}/u.test(message) ? message[0].toLocaleUpperCase() + message.slice(1) : message;
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
    msg.textContent = asSentence(message);
    box.append(msg);
  }
  const shown = hasPos && typeof p.text === 'string' ? excerpt(p.text, error.line, error.column) : null;
  if (shown) {
    const pre = document.createElement('pre');
    pre.className = 'error-excerpt';
    pre.textContent = shown;
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
