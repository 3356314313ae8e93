// The phase of a search by windows in the player's words: the narration
// line of the page and of the small player starts with it ("Pass 2 ·",
// "Re-search of R.2 ·"; a pass is not numbered "of 3", which would tell
// the class how many passes MTD(f) needs before it finds out), so a reader stepping through PVS, MTD(f) or an
// aspiration window knows which search of a node the step belongs to. The
// phases themselves are read from the trace by core/windows.js.

import { t } from '../i18n/i18n.js';
import { nodeName } from './render.js';
import { phaseLead } from '../core/windows.js';

/**
 * The words of the innermost phase in force, or '' when none is.
 * @param {Array<{kind: string, node: number, index: number}>} phases  in force, outermost first
 * @param {object} tree
 * @param {string} lang
 * @returns {string}
 */
export function phaseWords(phases, tree, lang) {
  const inner = phases[phases.length - 1];
  if (!inner) return '';
  if (inner.kind === 'pass') return t(lang, 'phase.pass', { n: inner.index });
  if (inner.kind === 'aspiration') return t(lang, 'phase.aspiration');
  return t(lang, 'phase.' + inner.kind, { node: nodeName(tree, inner.node, lang) });
}

/**
 * Writes the narration into `p`: the phase's words in bold first, when
 * there is a phase and the sentence does not start with them, then the
 * engine's sentence. `data-phase` names the
 * innermost phase's kind (absent without one).
 * @param {HTMLElement} p
 * @param {string} phase  from phaseWords
 * @param {string|null} kind
 * @param {string} sentence
 */
export function writeNarration(p, phase, kind, sentence) {
  // A sentence that names its phase itself gets no lead (core/windows.js).
  const lead = phaseLead(phase, sentence);
  if (!lead) {
    if (p.textContent !== sentence || p.firstElementChild) p.textContent = sentence;
    if (phase) p.dataset.phase = kind;
    else delete p.dataset.phase;
    return;
  }
  const strong = document.createElement('strong');
  strong.className = 'phase';
  strong.textContent = lead + ' · ';
  p.replaceChildren(strong, document.createTextNode(sentence));
  p.dataset.phase = kind;
}
