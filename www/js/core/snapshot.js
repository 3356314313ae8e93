// Reading the engine's packed snapshots (`Session.snapshotPacked(k)`, see
// docs/wasm-api.md): one typed array per field, indexed by node id. The
// drawing compares them directly; this module turns one node's entry back
// into the words the panels use ('pruned', 'lower', null for "none").

/** The state codes of `snap.state`, in the engine's order. */
export const STATES = ['unvisited', 'path', 'done', 'evaluated', 'pruned', 'beyond'];

/** The bound codes of `snap.bound`: 0 = not yet known. */
export const BOUNDS = [null, 'exact', 'lower', 'upper'];

/** A float field's value: NaN (no value) becomes null. */
function num(v) {
  return Number.isNaN(v) ? null : v;
}

/** A source field's value: -1 (the initial window, or none) becomes null. */
/** The packed snapshot's codes of the leaf bounds L and U as sources. */
const LEAF_BOUNDS = { '-2': 'lower', '-3': 'upper' };

function src(v) {
  return v < 0 ? null : v;
}

/**
 * Node `i`'s entry as a plain object, the shape of the engine's object
 * snapshot: {state, alpha, beta, m, alphaSrc, betaSrc, bound}, with
 * JS infinities for ±∞. Returns null for an id out of range.
 * @param {object} snap  a packed snapshot
 * @param {number} i
 */
export function nodeAt(snap, i) {
  if (!snap || i === null || i === undefined || i < 0 || i >= snap.state.length) return null;
  return {
    state: STATES[snap.state[i]],
    alpha: num(snap.alpha[i]),
    beta: num(snap.beta[i]),
    m: num(snap.m[i]),
    alphaSrc: src(snap.alphaSrc[i]),
    betaSrc: src(snap.betaSrc[i]),
    // The leaf bound that set α or β under a chance node (docs/chance.md), or null.
    alphaLeaf: LEAF_BOUNDS[snap.alphaSrc[i]] ?? null,
    betaLeaf: LEAF_BOUNDS[snap.betaSrc[i]] ?? null,
    bound: BOUNDS[snap.bound[i]],
  };
}
