// Unit tests of the notation box's pure part (www/js/ui/textbox.js),
// without a browser: the engine's character offset of an error as the
// textarea's range of UTF-16 units.
// Run: node --test tests/unit/textbox.test.mjs

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { utf16Range } from '../../www/js/ui/textbox.js';

test('an error’s character offset selects that character, counted in UTF-16 units', () => {
  assert.deepEqual(utf16Range('[1, x]', 4), [4, 5]);
  // 𝑥 (U+1D465) is one character for the engine, two UTF-16 units for the textarea.
  assert.deepEqual(utf16Range('[𝑥, y]', 1), [1, 3]);
  assert.deepEqual(utf16Range('[𝑥, y]', 4), [5, 6], 'after it, everything is one unit further');
  assert.deepEqual(utf16Range('[1, 2', 5), [5, 5], 'at the end of the text: an empty range');
});
