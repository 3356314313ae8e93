// The negamax view (issue 30): the same search seen from the side to move
// at each node. A value at a node where MIN moves is negated (MIN's best is
// MAX's worst), so every node maximises; the window a MIN node inherits,
// (α, β), is MIN's (−β, −α); its bound "≤ m" is "≥ −m", and its cut test
// m ≤ α is −m ≥ −α, a cut against β. Nothing is searched again: these are
// the engine's numbers, written for the other reader. Pure functions of
// plain values, unit-tested in tests/unit/negamax.test.mjs.

/**
 * A value seen from the side to move: negated where MIN moves. ±∞ and
 * "none" (null, NaN) pass through, 0 stays 0 (never −0).
 * @param {number|null} v
 * @param {boolean} min  whether MIN moves at the node
 * @returns {number|null}
 */
export function sideValue(v, min) {
  if (!min || v === null || v === undefined || Number.isNaN(v)) return v;
  return v === 0 ? 0 : -v;
}

/**
 * A node's window seen from the side to move: (α, β) at a MAX node,
 * (−β, −α) at a MIN node.
 * @param {number} alpha
 * @param {number} beta
 * @param {boolean} min
 * @returns {[number, number]}
 */
export function sideWindow(alpha, beta, min) {
  return min ? [sideValue(beta, true), sideValue(alpha, true)] : [alpha, beta];
}

/**
 * A returned bound seen from the side to move: a MIN node's upper bound is
 * a lower bound of its negation, and the other way round.
 * @param {'exact'|'lower'|'upper'|null} bound
 * @param {boolean} min
 */
export function sideBound(bound, min) {
  if (!min) return bound;
  if (bound === 'lower') return 'upper';
  if (bound === 'upper') return 'lower';
  return bound;
}

/** The comparisons of a cut test, turned round by a negation. */
const TURNED = { '≤': '≥', '≥': '≤', '<': '>', '>': '<' };

/**
 * A cut (CutDto) seen from the side to move at its node: at a MIN node,
 * `m ≤ α` becomes `−m ≥ −α`, a test against β (as a negamax listing writes
 * it: every node cuts when u ≥ β).
 * @param {{m: number, bound: number, op: string, which: string}} cut
 * @param {boolean} min
 */
export function sideCut(cut, min) {
  if (!min) return cut;
  return {
    ...cut,
    m: sideValue(cut.m, true),
    bound: sideValue(cut.bound, true),
    op: TURNED[cut.op] ?? cut.op,
    which: cut.which === 'alpha' ? 'beta' : 'alpha',
  };
}

/** The algorithms the negamax view has a listing for. */
export const NEGAMAX_ALGOS = ['minimax', 'alphabeta', 'alphabeta-hard'];
