// Unit tests of practice mode's pure helpers (www/js/core/answer.js), without a
// browser: the answers in progress kept per exercise (the store, its cap,
// the oldest dropped first, what storage gives back checked), the key an
// answer is kept under, the hint levels, and the answer itself: marking
// pruned subtrees, reading one back, the engine's request, how far the
// replay may go and the next node asked.
// Run: node --test tests/unit/answer.test.mjs

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  answerKey,
  emptyStore,
  readStore,
  rememberAnswer,
  recallAnswer,
  nextHintLevel,
  STORE_CAP,
  emptyAnswer,
  readAnswer,
  answerRequest,
  togglePruned,
  markedTop,
  markedTops,
  replayLimit,
  nextAsked,
  writeField,
  nextUnmarked,
  nextMistake,
  scoreAfterCheck,
  SEEN_CAP,
  sourceKey,
  rememberSource,
  keyOfSource,
  isBlank,
  forgetAnswer,
} from '../../www/js/core/answer.js';
import { treeFromPacked } from '../../www/js/core/treedata.js';

const answer = (m) => ({ detail: 'values', pruned: [], nodes: { 0: { m } } });

test("an exercise is kept under its id, any other tree under its text's hash and length", () => {
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
  assert.deepEqual(
    store.entries.map((e) => e.key),
    ['exercise:easy-2', 'exercise:easy-1'],
  );
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
  assert.deepEqual(
    store.entries.map((e) => [e.key, e.answer.nodes[0].m, e.hints]),
    [['exercise:a', '3', 0]],
  );
  // The one answer an older page kept reads as a store of one.
  const old = readStore({ tree: '[1,2]', answer: answer('7') });
  assert.deepEqual(
    old.entries.map((e) => [e.key, e.answer.nodes[0].m]),
    [[answerKey(null, '[1,2]'), '7']],
  );
  // More entries than the cap (another version of the page) are cut to the newest.
  const many = readStore({ entries: Array.from({ length: 40 }, (_, i) => ({ key: `k${i}`, answer: answer('1') })) });
  assert.equal(many.entries.length, STORE_CAP);
  assert.equal(many.entries[0].key, 'k10');
});

test('a tree the engine makes is found by its name in the link: the key of its text, kept beside the answers and read back checked', () => {
  assert.equal(sourceKey({ preset: 'classic' }), 'preset:classic');
  assert.equal(sourceKey({ random: '1,3,2' }), 'random:1,3,2');
  assert.equal(sourceKey({ game: { name: 'tictactoe', depth: 2, heuristic: 'lines', tt: true, position: 'x........' } }), 'game:tictactoe,2,lines,x........');
  assert.equal(sourceKey({}), null);
  assert.equal(sourceKey({ preset: null, random: undefined, game: null }), null);
  const key = answerKey(null, '[1,2]');
  let store = rememberAnswer(emptyStore(), key, { answer: answer('1') });
  store = rememberSource(store, 'preset:classic', key);
  assert.equal(keyOfSource(store, 'preset:classic'), key);
  assert.equal(keyOfSource(store, 'preset:horizon'), null);
  // Remembering an answer keeps the names; a name written again points to its newest text.
  store = rememberAnswer(store, 'exercise:easy-1', { answer: answer('2') });
  store = rememberSource(store, 'preset:classic', 'tree:other:3');
  assert.equal(keyOfSource(store, 'preset:classic'), 'tree:other:3');
  assert.equal(store.sources.length, 1);
  // Read back from storage: kept when of the page's shape, and at most STORE_CAP.
  const back = readStore(JSON.parse(JSON.stringify(store)));
  assert.deepEqual(back.sources, [{ source: 'preset:classic', key: 'tree:other:3' }]);
  const bad = readStore({
    entries: [],
    sources: [{ source: 7, key: 'k' }, null, { source: 'x'.repeat(301), key: 'k' }, { source: 'random:1', key: 'k', extra: 1 }],
  });
  assert.deepEqual(bad.sources, [{ source: 'random:1', key: 'k' }]);
  let many = emptyStore();
  for (let i = 0; i < 35; i++) many = rememberSource(many, `random:${i}`, `k${i}`);
  assert.equal(many.sources.length, STORE_CAP);
  assert.equal(keyOfSource(many, 'random:4'), null);
});

test('an answer checked as it stands is kept so, and read back so; any other value of the flag is no check', () => {
  let store = rememberAnswer(emptyStore(), 'exercise:easy-1', { answer: answer('1'), checked: true });
  store = rememberAnswer(store, 'exercise:easy-2', { answer: answer('2'), checked: false });
  assert.equal(recallAnswer(store, 'exercise:easy-1').checked, true);
  assert.equal(recallAnswer(store, 'exercise:easy-2').checked, undefined);
  const back = readStore({ entries: [...JSON.parse(JSON.stringify(store)).entries, { key: 'exercise:easy-3', answer: answer('3'), checked: 'yes' }] });
  assert.deepEqual(
    back.entries.map((e) => [e.key, e.checked]),
    [
      ['exercise:easy-1', true],
      ['exercise:easy-2', undefined],
      ['exercise:easy-3', undefined],
    ],
  );
});

test("each press of Hint shows one level more, up to the engine's last", () => {
  assert.equal(nextHintLevel(0), 1);
  assert.equal(nextHintLevel(1), 2);
  assert.equal(nextHintLevel(2), 3);
  assert.equal(nextHintLevel(3), 3);
  assert.equal(nextHintLevel(1, 2), 2);
  assert.equal(nextHintLevel(2, 2), 2);
  assert.equal(nextHintLevel(-1), 1);
});

/**
 * The tree [[1, 2], [3, [4, 5]]] as the engine packs it: root 0; inner
 * nodes 1 (leaves 2, 3), 4 (leaf 5, inner 6 with leaves 7, 8).
 */
const TREE = treeFromPacked(
  {
    rootPlayer: 'max',
    parent: Int32Array.from([-1, 0, 1, 1, 0, 4, 4, 6, 6]),
    end: Uint32Array.from([9, 4, 3, 4, 9, 6, 9, 8, 9]),
    num: Float64Array.from([NaN, NaN, 1, 2, NaN, 3, NaN, 4, 5]),
    labels: [],
  },
  () => null,
);

test('marking a node marks its subtree, covering the marks below; marking inside a marked subtree unmarks it', () => {
  let a = emptyAnswer();
  a = togglePruned(TREE, a, 7);
  a = togglePruned(TREE, a, 2);
  assert.deepEqual(a.pruned, [2, 7]);
  a = togglePruned(TREE, a, 4);
  assert.deepEqual(a.pruned, [2, 4], 'the mark on 4 covers 7');
  assert.equal(markedTop(TREE, a, 8), 4);
  assert.equal(markedTop(TREE, a, 3), null);
  assert.deepEqual([...markedTops(TREE, a.pruned)], [-1, -1, 2, -1, 4, 4, 4, 4, 4]);
  a = togglePruned(TREE, a, 8);
  assert.deepEqual(a.pruned, [2], 'a click inside a marked subtree unmarks its top');
  assert.deepEqual(emptyAnswer().pruned, [], 'toggling returns a new answer');
});

test("an answer read back keeps only the page's own shape, on nodes of its tree", () => {
  assert.deepEqual(emptyAnswer('full'), { detail: 'full', pruned: [], nodes: {} });
  assert.equal(emptyAnswer('everything').detail, 'values');
  for (const bad of [null, 'x', {}, { detail: 'all' }]) assert.equal(readAnswer(bad, 9), null, JSON.stringify(bad));
  const raw = {
    detail: 'full',
    pruned: [2, 9, -1, 1.5, '4', 4],
    nodes: { 0: { m: '5', alpha: '-inf', beta: 7, extra: 'x' }, 12: { m: '1' }, 1: null, 4: { m: 'y'.repeat(41) } },
  };
  assert.deepEqual(readAnswer(raw, 9), { detail: 'full', pruned: [2, 4], nodes: { 0: { m: '5', alpha: '-inf' }, 4: {} } });
});

test("the engine's request names each node written, with null for a field left empty", () => {
  const a = { detail: 'values', pruned: [2], nodes: { 4: { m: '≥ 3' }, 0: { m: '3', alpha: '-inf', beta: '+inf' } } };
  assert.deepEqual(answerRequest(a), {
    detail: 'values',
    pruned: [2],
    nodes: [
      { node: 0, m: '3', alpha: '-inf', beta: '+inf' },
      { node: 4, m: '≥ 3', alpha: null, beta: null },
    ],
  });
});

test('the replay goes nowhere before Check, up to the first mistake after it, everywhere once shown or right', () => {
  assert.equal(replayLimit({ checked: null, revealed: false }, 30), 0);
  assert.equal(replayLimit({ checked: { mistakes: [{ step: 12 }, { step: 20 }] }, revealed: false }, 30), 12);
  assert.equal(replayLimit({ checked: { mistakes: [{ step: 99 }] }, revealed: false }, 30), 30);
  assert.equal(replayLimit({ checked: { mistakes: [{}] }, revealed: false }, 30), 30, 'a mistake with no step');
  assert.equal(replayLimit({ checked: { mistakes: [] }, revealed: false }, 30), 30);
  assert.equal(replayLimit({ checked: null, revealed: true }, 30), 30);
});

test('Enter moves on to the next inner node in pre-order, wrapping to the first', () => {
  assert.equal(nextAsked(TREE, null), 0);
  assert.equal(nextAsked(TREE, 0), 1);
  assert.equal(nextAsked(TREE, 1), 4);
  assert.equal(nextAsked(TREE, 2), 4, 'from a leaf, the next inner node');
  assert.equal(nextAsked(TREE, 6), 0);
  const leaf = treeFromPacked(
    { rootPlayer: 'max', parent: Int32Array.from([-1]), end: Uint32Array.from([1]), num: Float64Array.from([1]), labels: [] },
    () => null,
  );
  assert.equal(nextAsked(leaf, null), null, 'nothing to ask on a single leaf');
});

test('writing a field sets it, an empty one clears it, a node with none left goes, and no change is null', () => {
  const a0 = emptyAnswer();
  const a1 = writeField(a0, 4, 'm', '≥ 3');
  assert.deepEqual(a1.nodes, { 4: { m: '≥ 3' } });
  assert.deepEqual(a0.nodes, {}, 'the answer written from is left as it was');
  const a2 = writeField(a1, 4, 'alpha', '-inf');
  assert.deepEqual(a2.nodes, { 4: { m: '≥ 3', alpha: '-inf' } });
  assert.equal(writeField(a2, 4, 'm', '≥ 3'), null);
  assert.equal(writeField(a2, 1, 'beta', ''), null, 'clearing an empty field changes nothing');
  const a3 = writeField(writeField(a2, 4, 'm', ''), 4, 'alpha', '');
  assert.deepEqual(a3.nodes, {});
  assert.deepEqual(a3.pruned, a0.pruned);
});

test('Enter skips the inner nodes a mark covers, and stays put when all the others are covered', () => {
  const marked = { ...emptyAnswer(), pruned: [4] };
  assert.equal(nextUnmarked(TREE, marked, 1), 0, 'from 1, past 4 and 6 (covered by 4), wrapping to 0');
  assert.equal(nextUnmarked(TREE, marked, 0), 1);
  assert.equal(nextUnmarked(TREE, { ...emptyAnswer(), pruned: [1, 4] }, 0), 0);
  assert.equal(nextUnmarked(TREE, emptyAnswer(), 4), 6);
});

test('the next and previous mistake wrap, starting from the first or the last', () => {
  const mistakes = [{ node: 4 }, { node: 1 }, { node: 6 }];
  assert.equal(nextMistake(mistakes, null, 1), 4);
  assert.equal(nextMistake(mistakes, null, -1), 6);
  assert.equal(nextMistake(mistakes, 4, 1), 1, "in the engine's order, not the ids'");
  assert.equal(nextMistake(mistakes, 6, 1), 4);
  assert.equal(nextMistake(mistakes, 4, -1), 6);
  assert.equal(nextMistake([], 4, 1), null);
});

test('a first Check counts once, perfect or not, and the oldest seen go past the cap', () => {
  const s0 = { done: 0, perfect: 0, seen: [] };
  const s1 = scoreAfterCheck(s0, 'exercise:easy-1', true);
  assert.deepEqual(s1, { done: 1, perfect: 1, seen: ['exercise:easy-1'] });
  assert.equal(scoreAfterCheck(s1, 'exercise:easy-1', true), null, 'checked again: not counted');
  assert.deepEqual(scoreAfterCheck(s1, 'tree', false), { done: 2, perfect: 1, seen: ['exercise:easy-1', 'tree'] });
  const full = { done: SEEN_CAP, perfect: 0, seen: Array.from({ length: SEEN_CAP }, (_, i) => `e${i}`) };
  const next = scoreAfterCheck(full, 'new', false);
  assert.equal(next.seen.length, SEEN_CAP);
  assert.equal(next.seen[0], 'e1');
  assert.equal(next.seen.at(-1), 'new');
});

test('an answer is blank with nothing marked and no value typed; a store forgets one key', () => {
  assert.equal(isBlank(emptyAnswer()), true);
  assert.equal(isBlank({ detail: 'values', pruned: [], nodes: { 0: { m: '  ' }, 2: {} } }), true);
  assert.equal(isBlank({ detail: 'values', pruned: [], nodes: { 0: { m: '3' } } }), false);
  assert.equal(isBlank({ detail: 'full', pruned: [], nodes: { 1: { alpha: '-inf' } } }), false);
  assert.equal(isBlank({ detail: 'cuts', pruned: [4], nodes: {} }), false);
  const store = rememberAnswer(rememberAnswer(emptyStore(), 'exercise:easy-1', { answer: emptyAnswer() }), 'exercise:easy-2', { answer: emptyAnswer() });
  assert.deepEqual(
    forgetAnswer(store, 'exercise:easy-1').entries.map((e) => e.key),
    ['exercise:easy-2'],
  );
});
