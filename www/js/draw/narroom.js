// The narration's room above the tree (a laptop, a projector): as tall as
// the longest sentence of the search shown needs, kept from step to step,
// so that the tree under it never moves when a sentence takes a line more.
// MTD(f) names its pass before the sentence (phase.js): at 1024×768 some of
// classic's steps took a third line (a fourth in large text), and the tree
// moved 27 px (35) down and back up. The room is the tallest of the trace's
// longest sentences (`MEASURED`, by their characters), each written in a
// hidden twin of the narration (its width, its font, its phase words in
// bold) and measured there; no sentence is cut, none made smaller. A lesson
// (a preset's, before the first step and after the last) keeps scrolling in
// that room (style.css), a question of "Ask the class" is not counted.
//
//   const room = createNarrationRoom(el);  // el: the narration's <p>
//   room.hold(player, {lang, negamax, howto})  // true when the room changed
//
// On a phone the narration is docked, with a room of its own (style.css):
// the room is left to the style sheet there, and for a search of more than
// `MAX_STEPS` steps (listing its sentences would cost more than a frame).

import { phaseWords, writeNarration } from './phase.js';
import { isDocked } from '../ui/dock.js';

/** Searches longer than this keep the style sheet's room. */
const MAX_STEPS = 1500;

/** How many of the longest sentences (in characters) are measured. */
const MEASURED = 8;

/**
 * The narration's texts at every position of `player`'s search, longest
 * first, as the narration writes them: the phase's words and the sentence.
 * @returns {{phase: string, kind: string|null, sentence: string}[]}
 */
function longest(player, lang, negamax) {
  const all = [];
  for (let k = 0; k <= player.n; k++) {
    const phases = player.phases(k);
    const phase = phaseWords(phases, player.tree, lang);
    const kind = phases.length ? phases[phases.length - 1].kind : null;
    all.push({ phase, kind, sentence: player.sentenceAt(k, lang, negamax) });
  }
  const chars = (x) => x.phase.length + x.sentence.length;
  return all.sort((a, b) => chars(b) - chars(a)).slice(0, MEASURED);
}

/** The least height (CSS pixels, in the narration's box model) its tallest text needs. */
function tallest(room) {
  const { el } = room;
  room.twin ??= document.createElement('p');
  const twin = room.twin;
  twin.className = el.className;
  twin.setAttribute('aria-hidden', 'true');
  Object.assign(twin.style, { position: 'absolute', visibility: 'hidden', pointerEvents: 'none', left: '0', top: '0', width: getComputedStyle(el).width });
  el.after(twin);
  let height = 0;
  for (const x of room.texts) {
    writeNarration(twin, x.phase, x.kind, x.sentence);
    height = Math.max(height, Number.parseFloat(getComputedStyle(twin).height));
  }
  twin.remove();
  return Math.ceil(height);
}

/**
 * Sets the narration's least height for the search shown; returns whether
 * it changed (the drawing's room then changes too).
 */
function hold(room, player, { lang, negamax, howto }) {
  const { el } = room;
  const search = player?.session && !howto && !isDocked(el.parentElement) && player.n <= MAX_STEPS ? player.session : null;
  if (room.session !== search || room.lang !== lang || room.negamax !== negamax || room.howto !== howto) {
    Object.assign(room, { session: search, lang, negamax, howto, key: null });
    room.texts = search ? longest(player, lang, negamax) : [];
  }
  const style = getComputedStyle(el);
  const key = room.texts.length ? `${style.width}|${style.fontSize}|${document.documentElement.className}` : '';
  if (key === room.key) return false;
  room.key = key;
  const before = el.style.minHeight;
  if (key) el.style.minHeight = `${tallest(room)}px`;
  else el.style.removeProperty('min-height');
  return el.style.minHeight !== before;
}

/**
 * The room of narration `el` (see the top of this file).
 * @param {HTMLElement} el
 */
export function createNarrationRoom(el) {
  const room = { el, twin: null, session: null, lang: null, negamax: null, howto: null, key: null, texts: [] };
  return { hold: (player, opts) => hold(room, player, opts) };
}
