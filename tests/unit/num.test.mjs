// Unit tests of www/js/core/num.js: engine values as a reader sees them, and
// counts grouped as each language groups them. No browser.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fmt, fmtBound, count } from '../../www/js/core/num.js';

test('engine values are written with the typographic minus and the infinity signs', () => {
  assert.equal(fmt(3), '3');
  assert.equal(fmt(-3), '\u22123');
  assert.equal(fmt(4.5), '4.5');
  assert.equal(fmt('+inf'), '+\u221e');
  assert.equal(fmt('-inf'), '\u2212\u221e');
  assert.equal(fmt(null), '');
  // Plain decimals, as the engine writes them (its narration says 0.0000001).
  assert.equal(fmt(1e-7), '0.0000001');
  assert.equal(fmt(-1.5e-7), '\u22120.00000015');
  assert.equal(fmt(1e15), '1000000000000000');
  assert.equal(fmt(0.1 + 0.2), '0.30000000000000004');
  assert.equal(fmt(undefined), '');
  assert.equal(fmtBound(6, 'lower'), '\u2265 6');
  assert.equal(fmtBound(-4, 'upper'), '\u2264 \u22124');
  assert.equal(fmtBound(2, 'exact'), '2');
  assert.equal(fmtBound(null, 'lower'), '');
});

test('counts: 1,111 in English from four digits, 11 111 in French from five', () => {
  assert.equal(count(999, 'en'), '999');
  assert.equal(count(1111, 'en'), '1,111');
  assert.equal(count(597871, 'en'), '597,871');
  assert.equal(count(1111, 'fr'), '1111');
  assert.equal(count(52171, 'fr'), '52\u202f171');
  assert.equal(count(-5, 'en'), '-5');
  assert.equal(count(2.5, 'fr'), '2.5');
});

test('French writes a decimal comma, as the engine does', () => {
  assert.equal(fmt(-0.3, 'fr'), '\u22120,3');
  assert.equal(fmt(4.5, 'en'), '4.5');
  assert.equal(fmt(1e-7, 'fr'), '0,0000001');
  assert.equal(fmt('+inf', 'fr'), '+\u221e');
  assert.equal(fmtBound(2.5, 'lower', 'fr'), '\u2265 2,5');
});
