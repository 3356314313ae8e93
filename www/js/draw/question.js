// The question a step asks the class ("Ask the class", core/ask.js), in
// the player's words: the page's narration line and the small player's
// show it instead of the engine's sentence until the step is revealed.
// The engine narrates what happened; a question is the page's own words,
// one per kind of step, in the catalogues (i18n.js's `question.*`, which
// the embed view and the element show too).

import { t } from '../i18n/i18n.js';
import { questionKey } from '../core/ask.js';
import { nodeName } from './render.js';

/**
 * The question of `step` (a StepDto) in `lang`: "What does R.2 return?",
 * "Does R.2 cut here? …", "Which α and β does R.2.1 inherit, …?".
 * @param {object} step
 * @param {object} tree  the player's tree (node names)
 * @param {string} algo  the search's algorithm (minimax inherits no window)
 * @param {string} lang
 * @returns {string}
 */
export function questionSentence(step, tree, algo, lang) {
  const { key, node } = questionKey(step, algo);
  return t(lang, key, { name: nodeName(tree, node, lang), child: nodeName(tree, step.node, lang) });
}
