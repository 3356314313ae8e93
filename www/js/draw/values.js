// A node's numbers as the drawing writes them: a leaf's value, the ↓α ↓β
// of a window, a ↑ m with its bound ("≥ 6"), exactly on a chance tree
// ("21/4") and with a decimal comma in French, and turned round at the
// nodes where MIN moves while the negamax view is on (core/negamax.js).
// Texts only: what writes them into the drawing is marks.js and paint.js.

import { sideValue, sideWindow } from '../core/negamax.js';
import { fmt, fmtWindowBound, fmtValue, fmtBound } from '../core/num.js';
import { BOUNDS } from '../core/snapshot.js';

/**
 * Whether node `i`'s numbers are turned round for the negamax view: the
 * view is on and MIN moves at the node (core/negamax.js).
 */
export function turned(view, i) {
  return Boolean(view.negamax) && view.tree.nodes[i]?.player === 'min';
}

/** A leaf's value as drawn: from the side to move in the negamax view. */
export function leafText(view, i, lang) {
  return fmt(sideValue(view.tree.nodes[i].value, turned(view, i)), lang);
}

/** The text of a node's α and β lines, or ['', ''] when it has none. */
export function windowText(s, lang, min = false) {
  if (s.alpha === null || s.alpha === undefined) return ['', ''];
  const [a, b] = sideWindow(s.alpha, s.beta, min);
  return ['↓α ' + fmtWindowBound(a, lang), '↓β ' + fmtWindowBound(b, lang)];
}

/** Whether two engine floats are the same value (NaN, "none", equals NaN). */
export function same(x, y) {
  return x === y || (Number.isNaN(x) && Number.isNaN(y));
}

/**
 * A node's ↑ m as drawn: `5`, `≥ 6`, `≤ 4`; on a chance tree a mean as
 * the engine writes it exactly ("5/3"), rounded only where no exact text
 * reached the page (num.js fmtValue).
 */
export function mText(view, m, bd) {
  if (!view.tree.exact) return bd ? fmtBound(m, BOUNDS[bd], view.lang) : fmt(m, view.lang);
  const text = fmtValue(m, view.tree.exact, view.lang);
  const kind = BOUNDS[bd];
  return kind === 'lower' ? '≥ ' + text : kind === 'upper' ? '≤ ' + text : text;
}

/** A bound of a window as drawn (↓α, ↓β, a cut's test): exactly on a chance tree, as mText. */
export function boundText(view, v, lang = view.lang) {
  return view.tree.exact ? fmtValue(v, view.tree.exact, lang) : fmtWindowBound(v, lang);
}
