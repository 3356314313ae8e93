// Unit tests of the step controls' pure parts (www/js/ui/controls.js),
// without a browser: what each key does at a position, and which cut the
// cut buttons and C / Shift+C jump to.
// Run: node --test tests/unit/controls.test.mjs

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { keyAction, cutFrom } from '../../www/js/ui/controls.js';

test('the arrows and the clicker’s keys step by one, Home and End go to the ends, Space plays, C jumps between cuts', () => {
  assert.deepEqual(keyAction('ArrowRight', 4, 10, false), { to: 5, by: 1 });
  assert.deepEqual(keyAction('PageDown', 4, 10, false), { to: 5, by: 1 });
  assert.deepEqual(keyAction('ArrowLeft', 4, 10, false), { to: 3, by: -1 });
  assert.deepEqual(keyAction('PageUp', 4, 10, false), { to: 3, by: -1 });
  assert.deepEqual(keyAction('Home', 4, 10, false), { to: 0 });
  assert.deepEqual(keyAction('End', 4, 10, false), { to: 10 });
  assert.deepEqual(keyAction(' ', 4, 10, false), { toggle: true });
  assert.deepEqual(keyAction('Spacebar', 4, 10, false), { toggle: true });
  assert.deepEqual(keyAction(' ', 4, 10, true), { repeat: true }, 'Space held down plays or pauses once');
  assert.deepEqual(keyAction('c', 4, 10, false), { cut: 1 });
  assert.deepEqual(keyAction('C', 4, 10, false), { cut: -1 });
  assert.equal(keyAction('x', 4, 10, false), null);
  assert.equal(keyAction('ArrowUp', 4, 10, false), null, 'up and down are the drawing’s and the menus’');
});

test('Q asks the class, B and . blank the screen, Shift+F goes full screen, F alone is the drawing’s', () => {
  assert.deepEqual(keyAction('q', 4, 10, false), { ask: true });
  assert.deepEqual(keyAction('Q', 4, 10, false), { ask: true }, 'Caps Lock too');
  assert.deepEqual(keyAction('b', 4, 10, false), { blank: 'black' });
  assert.deepEqual(keyAction('B', 4, 10, false), { blank: 'black' });
  assert.deepEqual(keyAction('.', 4, 10, false), { blank: 'white' });
  assert.deepEqual(keyAction('F', 4, 10, false, true), { fullscreen: true });
  assert.deepEqual(keyAction('f', 4, 10, false, true), { fullscreen: true }, 'Shift+F with Caps Lock');
  assert.equal(keyAction('f', 4, 10, false, false), null, 'F folds a subtree (navigate.js)');
  assert.equal(keyAction('F', 4, 10, false, false), null, 'F with Caps Lock folds too');
});

test('the next cut is the first after the position, the previous one the last before it', () => {
  const cuts = [3, 7, 12];
  assert.equal(cutFrom(cuts, 0, 1), 3);
  assert.equal(cutFrom(cuts, 3, 1), 7, 'not the cut at the position itself');
  assert.equal(cutFrom(cuts, 12, 1), null);
  assert.equal(cutFrom(cuts, 12, -1), 7);
  assert.equal(cutFrom(cuts, 3, -1), null);
  assert.equal(cutFrom([], 5, 1), null);
});
