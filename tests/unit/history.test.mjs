// Unit tests of undo and redo (www/js/core/history.js), without a browser:
// the cursor, the branch an edit drops, the bursts of typing coalesced into
// one entry, and the oldest entries dropped past the limit.
// Run: node --test tests/unit/history.test.mjs

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHistory } from '../../www/js/core/history.js';

/** Pushes each entry, without a group. */
function filled(...entries) {
  const h = createHistory();
  h.reset(entries[0]);
  for (const e of entries.slice(1)) h.push(e);
  return h;
}

test('undo walks back to the first entry and redo forward to the last, then both say null', () => {
  const h = filled('a', 'b', 'c');
  assert.equal(h.canRedo(), false);
  assert.equal(h.undo(), 'b');
  assert.equal(h.undo(), 'a');
  assert.equal(h.canUndo(), false);
  assert.equal(h.undo(), null);
  assert.equal(h.redo(), 'b');
  assert.equal(h.redo(), 'c');
  assert.equal(h.redo(), null);
  assert.equal(h.size(), 3);
});

test('an empty history has nothing to undo or redo, and its first push starts it', () => {
  const h = createHistory();
  assert.equal(h.canUndo(), false);
  assert.equal(h.canRedo(), false);
  assert.equal(h.undo(), null);
  assert.equal(h.redo(), null);
  h.push('first', 'typing');
  assert.equal(h.size(), 1);
  assert.equal(h.canUndo(), false, 'the first entry is the start, not an edit');
  h.push('second', 'typing');
  assert.equal(h.size(), 2, 'the start is never coalesced into a burst');
});

test('an edit after undo drops the entries that could have been redone', () => {
  const h = filled('a', 'b', 'c');
  h.undo();
  h.undo();
  h.push('x');
  assert.equal(h.canRedo(), false);
  assert.equal(h.size(), 2);
  assert.equal(h.undo(), 'a');
  assert.equal(h.redo(), 'x');
});

test('changes of one group make one entry until the group ends, an undo, or another group', () => {
  const h = filled('start');
  h.push('t', 'box');
  h.push('tr', 'box');
  h.push('tre', 'box');
  assert.equal(h.size(), 2, 'one burst, one entry');
  assert.equal(h.undo(), 'start');
  assert.equal(h.redo(), 'tre', "the burst's last state");
  // Redo closed the burst: the same group now makes a new entry.
  h.push('tree', 'box');
  assert.equal(h.size(), 3);
  h.endGroup();
  h.push('tree!', 'box');
  assert.equal(h.size(), 4, 'endGroup closes the burst');
  h.push('tree!!', 'other');
  h.push('tree!!!', 'box');
  assert.equal(h.size(), 6, 'another group in between closes it too');
  h.push('edit');
  h.push('edit 2');
  assert.equal(h.size(), 8, 'changes without a group are never coalesced');
});

test('reset forgets everything, and past 200 entries the oldest go first', () => {
  const h = filled('a', 'b');
  h.reset('fresh');
  assert.equal(h.size(), 1);
  assert.equal(h.undo(), null);
  for (let i = 1; i <= 250; i++) h.push(i);
  assert.equal(h.size(), 200);
  let oldest = null;
  for (let e = h.undo(); e !== null; e = h.undo()) oldest = e;
  assert.equal(oldest, 51, 'the 200 newest are kept: 51 to 250');
  assert.equal(h.redo(), 52);
});
