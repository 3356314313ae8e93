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

test('a null window’s far bound is written as the engine’s narration writes it: 3⁺, never 3.0000000000000004', async () => {
  const { fmtWindowBound, fmtWindow, nextUp, nextDown } = await import('../../www/js/core/num.js');
  assert.equal(nextUp(3), 3.0000000000000004);
  assert.equal(nextDown(3), 2.9999999999999996);
  assert.equal(nextUp(-Infinity), -Number.MAX_VALUE);
  assert.equal(nextUp(Infinity), Infinity);
  assert.equal(nextDown(-Infinity), -Infinity);
  assert.equal(nextUp(-Number.MIN_VALUE), 0);
  assert.equal(fmtWindowBound(nextUp(3), 'en'), '3\u207a');
  assert.equal(fmtWindowBound(nextDown(3), 'en'), '3\u207b');
  assert.equal(fmtWindowBound(nextUp(-3), 'en'), '\u22123\u207a');
  assert.equal(fmtWindowBound(nextDown(-3), 'en'), '\u22123\u207b');
  assert.equal(fmtWindowBound(nextDown(2.5), 'fr'), '2,5\u207b');
  assert.equal(fmtWindowBound(nextUp(-Infinity), 'en'), '\u2212\u221e\u207a');
  assert.equal(fmtWindowBound(nextDown(Infinity), 'en'), '+\u221e\u207b');
  assert.equal(fmtWindowBound(nextUp(0), 'en'), '0\u207a');
  // Anything else as fmt writes it: short values, infinities, and long
  // values that are no neighbour of a short one.
  assert.equal(fmtWindowBound(0.125, 'fr'), '0,125');
  assert.equal(fmtWindowBound('+inf', 'en'), '+\u221e');
  assert.equal(fmtWindowBound(-3, 'en'), '\u22123');
  assert.equal(fmtWindowBound(1 / 3, 'en'), '0.3333333333333333');
  assert.equal(fmtWindowBound(null, 'en'), '');
  assert.equal(fmtWindow(3, nextUp(3), 'en'), '(3, 3\u207a)');
  assert.equal(fmtWindow(nextDown(2.5), 2.5, 'fr'), '(2,5\u207b ; 2,5)');
  assert.equal(fmtWindow('-inf', '+inf', 'en'), '(\u2212\u221e, +\u221e)');
});
