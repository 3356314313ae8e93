// Unit tests of www/js/core/negamax.js: the engine's numbers seen from the
// side to move (the negamax view). No browser.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sideValue, sideWindow, sideBound, sideCut } from '../../www/js/core/negamax.js';

test('a MIN node’s value, window and bound are negated and swapped; a MAX node’s stay', () => {
  assert.equal(sideValue(3, true), -3);
  assert.equal(sideValue(3, false), 3);
  assert.equal(sideValue(-Infinity, true), Infinity);
  assert.ok(Object.is(sideValue(0, true), 0), 'never −0');
  assert.ok(Number.isNaN(sideValue(NaN, true)));
  assert.equal(sideValue(null, true), null);
  assert.deepEqual(sideWindow(3, Infinity, true), [-Infinity, -3]);
  assert.deepEqual(sideWindow(3, 5, false), [3, 5]);
  assert.equal(sideBound('upper', true), 'lower');
  assert.equal(sideBound('lower', true), 'upper');
  assert.equal(sideBound('exact', true), 'exact');
  assert.equal(sideBound('upper', false), 'upper');
});

test('a MIN node’s cut m ≤ α reads −m ≥ −α, a cut against β', () => {
  const cut = { node: 4, m: 2, bound: 3, op: '≤', which: 'alpha', kind: 'shallow', source: 0 };
  assert.deepEqual(sideCut(cut, true), { ...cut, m: -2, bound: -3, op: '≥', which: 'beta' });
  assert.deepEqual(sideCut({ ...cut, op: '<' }, true).op, '>');
  assert.equal(sideCut(cut, false), cut);
});
