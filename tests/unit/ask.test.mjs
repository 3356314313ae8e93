// Unit tests of "Ask the class"'s pure parts (www/js/core/ask.js), without
// a browser: where Next and Previous go through the questions, what a
// question draws (the snapshot before, the step's node, the fields asked)
// and which sentence each kind of step asks.
// Run: node --test tests/unit/ask.test.mjs

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { askMove, questionSnap, questionKey, ASK_WINDOW, ASK_M } from '../../www/js/core/ask.js';
import { ENGLISH } from '../../www/js/i18n/i18n.js';
import { CATALOGUE as FRENCH } from '../../www/js/i18n/fr.js';

test('Next asks a step, then shows it; Previous goes back through both; position 0 has no question', () => {
  const n = 3;
  const walk = [{ k: 0, asking: false }];
  for (let i = 0; i < 7; i++) walk.push(askMove(walk[walk.length - 1], 1, n));
  assert.deepEqual(walk, [
    { k: 0, asking: false },
    { k: 1, asking: true },
    { k: 1, asking: false },
    { k: 2, asking: true },
    { k: 2, asking: false },
    { k: 3, asking: true },
    { k: 3, asking: false },
    { k: 3, asking: false },
  ]);
  const back = [walk[walk.length - 1]];
  for (let i = 0; i < 7; i++) back.push(askMove(back[back.length - 1], -1, n));
  assert.deepEqual(
    back,
    walk
      .slice(0, 7)
      .reverse()
      .concat([{ k: 0, asking: false }]),
  );
});

/** A packed snapshot of `n` nodes (snapshot.js's shape), with `fill` per column. */
function snap(n, fill = {}) {
  const s = {
    k: fill.k ?? 0,
    current: fill.current ?? null,
    path: fill.path ?? [],
    cuts: fill.cuts ?? [],
    state: new Uint8Array(n),
    alpha: new Float64Array(n).fill(Number.NaN),
    beta: new Float64Array(n).fill(Number.NaN),
    m: new Float64Array(n).fill(Number.NaN),
    alphaSrc: new Int32Array(n).fill(-1),
    betaSrc: new Int32Array(n).fill(-1),
    bound: new Uint8Array(n),
  };
  for (const [column, values] of Object.entries(fill.columns ?? {})) for (const [i, v] of Object.entries(values)) s[column][i] = v;
  return s;
}

test('an entry asks its window and its m: the numbers are the step before’s, the node is shown entered', () => {
  // The root (0) has children 1 and 2; step 5 enters 2 with α = 5 set by 0.
  const prev = snap(3, { k: 4, current: 0, path: [0], columns: { state: { 0: 1, 1: 3 }, alpha: { 0: -Infinity, 1: -Infinity }, m: { 0: 5, 1: 5 } } });
  const now = snap(3, {
    k: 5,
    current: 2,
    path: [0, 2],
    columns: {
      state: { 0: 1, 1: 3, 2: 1 },
      alpha: { 0: -Infinity, 1: -Infinity, 2: 5 },
      beta: { 2: Infinity },
      alphaSrc: { 2: 0 },
      m: { 0: 5, 1: 5, 2: Infinity },
    },
  });
  const q = questionSnap(prev, now, { kind: 'enter', node: 2, parent: 0 });
  assert.equal(q.current, 2);
  assert.deepEqual(q.path, [0, 2]);
  assert.deepEqual([...q.state], [1, 3, 1], 'the node entered is on the path');
  assert.ok(Number.isNaN(q.alpha[2]) && Number.isNaN(q.m[2]), 'its numbers are not shown');
  assert.deepEqual([...q.asked], [0, 0, ASK_WINDOW | ASK_M]);
});

test('a cut hides its mark and its pruned subtree; a return asks the parent’s m even when it stays', () => {
  const cut = { node: 0, kind: 'shallow', step: 7 };
  const prev = snap(3, { k: 6, current: 0, path: [0], columns: { state: { 0: 1, 1: 3 }, m: { 0: 6 } } });
  const now = snap(3, { k: 7, current: 0, path: [0], cuts: [cut], columns: { state: { 0: 1, 1: 3, 2: 4 }, m: { 0: 6 } } });
  const q = questionSnap(prev, now, { kind: 'cut', node: 0, parent: null });
  assert.deepEqual(q.cuts, [], 'no cut mark yet');
  assert.deepEqual([...q.state], [1, 3, 0], 'the pruned child is not shown pruned');
  assert.deepEqual([...q.asked], [0, 0, 0]);
  const ret = questionSnap(prev, prev, { kind: 'return', node: 1, parent: 0 });
  assert.deepEqual([...ret.asked], [ASK_M, 0, 0], 'm = 6 stays 6, and is asked all the same');
});

test('a new pass that clears the tree asks nothing it clears; a killer move keeps the node before ringed', () => {
  const done = snap(2, { k: 7, current: 0, path: [0], columns: { state: { 0: 2, 1: 3 }, alpha: { 0: 0 }, m: { 0: 5 }, bound: { 0: 2 } } });
  const cleared = snap(2, { k: 8, current: 0, path: [0] });
  const q = questionSnap(done, cleared, { kind: 'pass', node: 0, parent: null });
  assert.deepEqual([...q.asked], [0, 0]);
  assert.deepEqual([...q.state], [2, 3], 'the last pass stays shown until the reveal clears it');
  const before = snap(3, { k: 26, current: 0, path: [0], columns: { state: { 0: 1 } } });
  const killer = snap(3, { k: 27, current: 2, path: [0, 2], columns: { state: { 0: 1 } } });
  const kq = questionSnap(before, killer, { kind: 'killer', node: 2, parent: 0 });
  assert.equal(kq.current, 0, 'the move tried first is the answer: not ringed');
  assert.deepEqual(kq.path, [0]);
});

test('each kind of step has its question, in English and in French', () => {
  const step = (kind, extra = {}) => ({ kind, node: 3, parent: 1, ...extra });
  const cases = [
    [step('enter'), 'alphabeta', 'question.enter', 3],
    [step('enter'), 'minimax', 'question.enter.minimax', 3],
    [step('eval'), 'alphabeta', 'question.eval', 3],
    [step('eval', { usesH: true }), 'alphabeta', 'question.eval.h', 3],
    [step('return'), 'alphabeta', 'question.return', 1],
    [step('bound', { which: 'alpha' }), 'alphabeta', 'question.bound.alpha', 3],
    [step('bound', { which: 'beta' }), 'alphabeta', 'question.bound.beta', 3],
    [step('cut'), 'alphabeta', 'question.cut', 3],
    [step('leave'), 'alphabeta', 'question.leave', 3],
    [step('killer'), 'alphabeta', 'question.killer', 1],
    [step('deepen', { parent: null }), 'alphabeta', 'question.deepen', 3],
    [step('tthit'), 'alphabeta', 'question.tthit', 3],
    [step('test'), 'pvs', 'question.test', 3],
    [step('fail'), 'pvs', 'question.fail', 3],
    [step('fail', { node: 0, parent: null }), 'alphabeta', 'question.fail.root', 0],
    [step('research'), 'pvs', 'question.research', 3],
    [step('aspiration', { node: 0, parent: null }), 'alphabeta', 'question.aspiration', 0],
    [step('pass', { node: 0, parent: null }), 'mtdf', 'question.pass', 0],
    [step('proved', { node: 0, parent: null }), 'mtdf', 'question.proved', 0],
  ];
  for (const [s, algo, key, node] of cases) {
    assert.deepEqual(questionKey(s, algo), { key, node }, `${s.kind} under ${algo}`);
    for (const [lang, words] of [
      ['en', ENGLISH],
      ['fr', FRENCH],
    ]) {
      assert.ok(words[key]?.trim().endsWith('?'), `${lang}: ${key} asks a question`);
    }
  }
  assert.equal(questionKey(step('unheard'), 'alphabeta').key, 'question.other');
});
