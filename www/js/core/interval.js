// The interval bar's numbers (docs/chance.md, "The interval bar"): while a
// chance node's children are searched, what its value may still be, the
// interval [lo, hi] between the leaf bounds L and U, shrinking child by
// child. Read once per search from the steps: at a chance node's `enter`,
// [L, U]; at each child's `return`, Star1's lo = S + L·R and hi = S + U·R
// as the engine wrote them (the step's `chance.lo`, `chance.hi`, exact),
// Star2's probe its one side (the other kept), and under expectiminimax,
// whose steps carry no interval, the same sums from the values returned
// and the edges' probabilities. Pure: the steps come from a function and
// the tree is treedata.js's columns, so this runs under node
// (tests/unit/interval.test.mjs).

import { exactNumber } from './num.js';
import { STATES } from './snapshot.js';

/** A value as the engine writes it in a DTO ("+inf", "-inf", a number). */
const num = (v) => (v === '+inf' ? Infinity : v === '-inf' ? -Infinity : typeof v === 'number' ? v : null);

/** L·R (or U·R) with no mass left worth 0, whatever the bound. */
const times = (bound, left) => (left > 0 ? bound * left : 0);

/**
 * The intervals of every chance node, by node, each a list in step order of
 * `{k, lo, hi, loText, hiText}` (texts: the engine's exact ones, or null
 * where the page computed the number).
 * @param {number} n  the number of steps
 * @param {(k: number) => object|null} stepAt  the StepDto of step k
 * @param {{parent: ArrayLike<number>, chance?: ArrayLike<number>, probability?: ArrayLike<number>}} tree
 * @param {{lower: number, upper: number}} bounds  L and U (±Infinity without)
 * @returns {Map<number, Array<{k: number, lo: number, hi: number, loText: string|null, hiText: string|null}>>}
 */
export function intervalEvents(n, stepAt, tree, bounds) {
  const out = new Map();
  if (!tree.chance) return out;
  const { lower: L, upper: U } = bounds;
  const sums = new Map();
  for (let k = 1; k <= n; k++) {
    const s = stepAt(k);
    if (!s) continue;
    if (s.kind === 'enter' && tree.chance[s.node] === 1) {
      if (!out.has(s.node)) out.set(s.node, []);
      out.get(s.node).push({ k, lo: L, hi: U, loText: null, hiText: null });
      sums.set(s.node, { sum: 0, mass: 0 });
      continue;
    }
    const x = s.parent;
    if (s.kind !== 'return' || x === null || x === undefined || tree.chance[x] !== 1 || !out.has(x)) continue;
    const list = out.get(x);
    const prev = list[list.length - 1];
    const acc = sums.get(x);
    acc.sum += (tree.probability?.[s.node] ?? 0) * (num(s.value) ?? 0);
    acc.mass += tree.probability?.[s.node] ?? 0;
    const c = s.chance;
    if (c && (typeof c.lo === 'string' || typeof c.hi === 'string')) {
      const lo = typeof c.lo === 'string' ? exactNumber(c.lo) : null;
      const hi = typeof c.hi === 'string' ? exactNumber(c.hi) : null;
      list.push({
        k,
        lo: lo ?? prev.lo,
        hi: hi ?? prev.hi,
        loText: lo === null ? prev.loText : c.lo,
        hiText: hi === null ? prev.hiText : c.hi,
      });
    } else {
      // Expectiminimax: the same sums, in doubles (a mass within 1e-12 of
      // 1 is all of it).
      const left = 1 - acc.mass > 1e-12 ? 1 - acc.mass : 0;
      list.push({ k, lo: acc.sum + times(L, left), hi: acc.sum + times(U, left), loText: null, hiText: null });
    }
  }
  return out;
}

/**
 * What the bar shows at the snapshot `snap` (position `snap.k`): the
 * nearest chance node on the current path (the current node, or its
 * nearest chance ancestor, open), with L, U, its interval now and its
 * inherited α, β (null under minimax); null when no chance node is open,
 * or when L or U is infinite (the bar would have no ends: docs/chance.md).
 * @param {object} tree  treedata.js's
 * @param {object} snap  a packed snapshot
 * @param {ReturnType<typeof intervalEvents>|null} events
 * @param {{lower: number, upper: number}|null} bounds
 */
export function barAt(tree, snap, events, bounds) {
  if (!bounds || !events || events.size === 0 || !snap) return null;
  const { lower: L, upper: U } = bounds;
  if (!Number.isFinite(L) || !Number.isFinite(U)) return null;
  let x = snap.current ?? -1;
  while (x !== null && x >= 0 && tree.chance?.[x] !== 1) x = tree.parent[x];
  if (x === null || x < 0 || STATES[snap.state[x]] !== 'path') return null;
  const list = events.get(x);
  if (!list) return null;
  // The last entry at or before k (a binary search: entries are in step
  // order); for a question, the step the class has seen (core/ask.js).
  const k = snap.seen ?? snap.k;
  let a = 0;
  let b = list.length;
  while (a < b) {
    const mid = (a + b) >> 1;
    if (list[mid].k <= k) a = mid + 1;
    else b = mid;
  }
  const now = list[a - 1];
  if (!now) return null;
  const real = (v) => (Number.isNaN(v) ? null : v);
  return { node: x, L, U, ...now, alpha: real(snap.alpha[x]), beta: real(snap.beta[x]) };
}
