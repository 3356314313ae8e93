// Unit tests of practice mode's pure helpers (www/js/core/answer.js), without a
// browser: the answers in progress kept per exercise (the store, its cap,
// the oldest dropped first, what storage gives back checked), the key an
// answer is kept under, and the hint levels.
// Run: node --test tests/unit/answer.test.mjs

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  answerKey, emptyStore, readStore, rememberAnswer, recallAnswer, nextHintLevel, STORE_CAP,
} from '../../www/js/core/answer.js';

const answer = (m) => ({ detail: 'values', pruned: [], nodes: { 0: { m } } });

test('an exercise is kept under its id, any other tree under its text\'s hash and length', () => {
  assert.equal(answerKey('medium-42', '[1,2]'), 'exercise:medium-42');
  const a = answerKey(null, '[[3,12,8],[2,4,6]]');
  assert.match(a, /^tree:[0-9a-f]{8}:18$/);
  assert.equal(answerKey(null, '[[3,12,8],[2,4,6]]'), a, 'the same text, the same key');
  assert.notEqual(answerKey(null, '[[3,12,8],[2,4,7]]'), a);
});

test('each exercise keeps its own answer; writing one again makes it the newest', () => {
  let store = emptyStore();
  store = rememberAnswer(store, 'exercise:easy-1', { answer: answer('1') });
  store = rememberAnswer(store, 'exercise:easy-2', { answer: answer('2'), hints: 2 });
  store = rememberAnswer(store, 'exercise:easy-1', { answer: answer('3') });
  assert.deepEqual(store.entries.map((e) => e.key), ['exercise:easy-2', 'exercise:easy-1']);
  assert.equal(recallAnswer(store, 'exercise:easy-1').answer.nodes[0].m, '3');
  assert.equal(recallAnswer(store, 'exercise:easy-2').hints, 2);
  assert.equal(recallAnswer(store, 'exercise:easy-3'), null);
});

test('the store keeps at most STORE_CAP answers, the oldest dropped first', () => {
  assert.equal(STORE_CAP, 30);
  let store = emptyStore();
  for (let i = 0; i < 35; i++) store = rememberAnswer(store, `exercise:hard-${i}`, { answer: answer(String(i)) });
  assert.equal(store.entries.length, 30);
  assert.equal(recallAnswer(store, 'exercise:hard-4'), null, 'the five oldest are gone');
  assert.equal(recallAnswer(store, 'exercise:hard-5').answer.nodes[0].m, '5');
  // Touching an old one saves it from the next drop.
  store = rememberAnswer(store, 'exercise:hard-5', { answer: answer('5b') });
  store = rememberAnswer(store, 'exercise:hard-99', { answer: answer('99') });
  assert.notEqual(recallAnswer(store, 'exercise:hard-5'), null);
  assert.equal(recallAnswer(store, 'exercise:hard-6'), null);
});

test('what storage gives back is checked: anything else is dropped', () => {
  assert.deepEqual(readStore(null), emptyStore());
  assert.deepEqual(readStore('x'), emptyStore());
  assert.deepEqual(readStore({ entries: 'x' }), emptyStore());
  const store = readStore({
    entries: [
      { key: 'exercise:a', answer: answer('1'), hints: 1 },
      { key: 7, answer: answer('2') },
      { key: 'exercise:b' },
      null,
      { key: 'exercise:a', answer: answer('3'), hints: -4 },
      { key: 'x'.repeat(201), answer: answer('4') },
    ],
  });
  // The newer of two entries with one key wins; bad hint counts read as 0.
  assert.deepEqual(store.entries.map((e) => [e.key, e.answer.nodes[0].m, e.hints]), [['exercise:a', '3', 0]]);
  // The one answer an older page kept reads as a store of one.
  const old = readStore({ tree: '[1,2]', answer: answer('7') });
  assert.deepEqual(old.entries.map((e) => [e.key, e.answer.nodes[0].m]), [[answerKey(null, '[1,2]'), '7']]);
  // More entries than the cap (another version of the page) are cut to the newest.
  const many = readStore({ entries: Array.from({ length: 40 }, (_, i) => ({ key: `k${i}`, answer: answer('1') })) });
  assert.equal(many.entries.length, STORE_CAP);
  assert.equal(many.entries[0].key, 'k10');
});

test('each press of Hint shows one level more, up to the engine\'s last', () => {
  assert.equal(nextHintLevel(0), 1);
  assert.equal(nextHintLevel(1), 2);
  assert.equal(nextHintLevel(2), 3);
  assert.equal(nextHintLevel(3), 3);
  assert.equal(nextHintLevel(1, 2), 2);
  assert.equal(nextHintLevel(2, 2), 2);
  assert.equal(nextHintLevel(-1), 1);
});
