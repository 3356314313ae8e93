// Unit tests of www/js/core/interval.js: the interval bar's numbers read
// from the steps (docs/chance.md, "The interval bar"). No browser, no
// engine: the steps and the tree's columns are written here as the engine
// would give them.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { intervalEvents, barAt } from '../../www/js/core/interval.js';

// star1's B: A:[B:chance[1/2: 6, 1/2: 4], …] with bounds 0, 10 (nodes 0 A, 1 B, 2, 3).
const TREE = {
  parent: [-1, 0, 1, 1],
  chance: Uint8Array.from([0, 1, 0, 0]),
  probability: Float64Array.from([Number.NaN, Number.NaN, 0.5, 0.5]),
};
const from = (steps) => (k) => steps[k - 1] ?? null;
const BOUNDS = { lower: 0, upper: 10 };

const STAR1 = [
  { kind: 'enter', node: 0, parent: null },
  { kind: 'enter', node: 1, parent: 0 },
  { kind: 'eval', node: 2, parent: 1 },
  { kind: 'return', node: 2, parent: 1, value: 6, chance: { prob: '1/2', sum: '3', left: '1/2', lo: '3', hi: '8' } },
  { kind: 'eval', node: 3, parent: 1 },
  { kind: 'return', node: 3, parent: 1, value: 4, chance: { prob: '1/2', sum: '5', left: '0', lo: '5', hi: '5' } },
];

/** A packed snapshot at k with node `current` current, the path above it, B's window (5, +∞). */
function snap(k, current, path = [0, 1]) {
  const state = Uint8Array.from([0, 0, 0, 0]);
  for (const i of path) state[i] = 1;
  return {
    k,
    current,
    state,
    alpha: Float64Array.from([Number.NaN, 5, Number.NaN, Number.NaN]),
    beta: Float64Array.from([Number.NaN, Infinity, Number.NaN, Number.NaN]),
  };
}

test('Star1: [L, U] at the chance node’s enter, then the engine’s lo and hi at each return, exactly', () => {
  const events = intervalEvents(STAR1.length, from(STAR1), TREE, BOUNDS);
  assert.deepEqual(
    events.get(1).map((e) => [e.k, e.lo, e.hi, e.loText, e.hiText]),
    [
      [2, 0, 10, null, null],
      [4, 3, 8, '3', '8'],
      [6, 5, 5, '5', '5'],
    ],
  );
  // At step 3 the leaf B.1 is current: the bar is B's, still [0, 10].
  assert.deepEqual(barAt(TREE, snap(3, 2), events, BOUNDS), {
    node: 1,
    L: 0,
    U: 10,
    k: 2,
    lo: 0,
    hi: 10,
    loText: null,
    hiText: null,
    alpha: 5,
    beta: Infinity,
  });
  assert.equal(barAt(TREE, snap(4, 1), events, BOUNDS).hi, 8);
  // No bar once B is left, nor without finite bounds.
  assert.equal(barAt(TREE, snap(7, 0, [0]), events, BOUNDS), null);
  assert.equal(barAt(TREE, snap(4, 1), events, { lower: -Infinity, upper: Infinity }), null);
  assert.equal(barAt(TREE, snap(4, 1), events, null), null);
});

test('expectiminimax: the same sums from the values returned and the edges’ probabilities', () => {
  const steps = STAR1.map((s) => ({ ...s, chance: undefined }));
  const events = intervalEvents(steps.length, from(steps), TREE, BOUNDS);
  assert.deepEqual(
    events.get(1).map((e) => [e.lo, e.hi]),
    [
      [0, 10],
      [3, 8],
      [5, 5],
    ],
  );
});

test('Star2’s probe gives one side: the other is kept', () => {
  const steps = [
    { kind: 'enter', node: 1, parent: 0 },
    { kind: 'return', node: 2, parent: 1, value: 2, chance: { prob: '1/2', sum: '1', left: '1/2', probe: '2', hi: '6' } },
  ];
  const events = intervalEvents(steps.length, from(steps), TREE, BOUNDS);
  assert.deepEqual(
    events.get(1).map((e) => [e.lo, e.hi, e.loText, e.hiText]),
    [
      [0, 10, null, null],
      [0, 6, null, '6'],
    ],
  );
});
