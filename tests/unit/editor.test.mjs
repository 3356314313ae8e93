// Unit tests of the leaf editor's pure parts (www/js/ui/editor.js), without
// a browser: the text it first shows for a value, and the leaf Tab and
// Shift+Tab move to.
// Run: node --test tests/unit/editor.test.mjs

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { editedText, nextLeaf } from '../../www/js/ui/editor.js';

test('the editor shows a value as it is written, and infinities with their sign', () => {
  assert.equal(editedText(7), '7');
  assert.equal(editedText(-2.5), '-2.5');
  assert.equal(editedText('+inf'), '+∞');
  assert.equal(editedText('-inf'), '−∞');
});

test('Tab goes to the next leaf and Shift+Tab to the previous one, and neither past the ends', () => {
  const leaves = [3, 4, 6, 9];
  assert.equal(nextLeaf(leaves, 4, false), 6);
  assert.equal(nextLeaf(leaves, 4, true), 3);
  assert.equal(nextLeaf(leaves, 9, false), undefined);
  assert.equal(nextLeaf(leaves, 3, true), undefined);
});
