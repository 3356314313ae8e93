// Unit tests of typed answers' pure parts (www/js/core/askanswer.js),
// without a browser: which steps take a typed answer, the request the
// engine's checker reads, its verdict read for the asked fields only, the
// score (first Check counts) and the messages a host page receives.
// Run: node --test tests/unit/askanswer.test.mjs

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  SOURCE,
  answerable,
  answerFields,
  checkRequest,
  readVerdict,
  newScore,
  recordCheck,
  countQuestions,
  answerMessage,
  goalMessage,
  goalMet,
} from '../../www/js/core/askanswer.js';

test('an α-β entry asks ↓α and ↓β, a leaving asks m, the other steps nothing; minimax asks no window', () => {
  assert.deepEqual(answerFields({ kind: 'enter', node: 1 }, 'alphabeta'), ['alpha', 'beta']);
  assert.deepEqual(answerFields({ kind: 'enter', node: 1 }, 'alphabeta-hard'), ['alpha', 'beta']);
  assert.deepEqual(answerFields({ kind: 'enter', node: 1 }, 'minimax'), []);
  assert.deepEqual(answerFields({ kind: 'leave', node: 1 }, 'minimax'), ['m']);
  for (const kind of ['eval', 'return', 'cut', 'bound', 'killer']) assert.deepEqual(answerFields({ kind, node: 1 }, 'alphabeta'), [], kind);
  assert.deepEqual(answerFields(null, 'alphabeta'), []);
});

test('typed answers follow practice mode: its algorithms, no aspiration window, no chance node', () => {
  assert.equal(answerable({ algo: 'alphabeta' }, false), true);
  assert.equal(answerable({ algo: 'minimax' }, false), true);
  assert.equal(answerable({ algo: 'pvs' }, false), false);
  assert.equal(answerable({ algo: 'mtdf' }, false), false);
  assert.equal(answerable({ algo: 'alphabeta', aspiration: { guess: 3, delta: 1 } }, false), false);
  assert.equal(answerable({ algo: 'alphabeta' }, true), false);
});

test('the request asks the engine about one node, at the detail its fields need', () => {
  assert.deepEqual(checkRequest(4, ['alpha', 'beta'], { alpha: '3', beta: '+inf' }), {
    detail: 'full',
    pruned: [],
    nodes: [{ node: 4, m: null, alpha: '3', beta: '+inf' }],
  });
  assert.deepEqual(checkRequest(2, ['m'], { m: '<= 2' }), { detail: 'values', pruned: [], nodes: [{ node: 2, m: '<= 2', alpha: null, beta: null }] });
});

test('the verdict reads the asked fields only: the node’s m left empty at an entry is no mistake', () => {
  const checked = {
    nodes: [
      { node: 0, verdict: 'wrong', wrong: [], empty: ['m'] },
      { node: 1, verdict: 'wrong', wrong: ['beta'], empty: ['m'] },
    ],
  };
  assert.deepEqual(readVerdict(checked, 0, ['alpha', 'beta']), { correct: true, wrong: [] });
  assert.deepEqual(readVerdict(checked, 1, ['alpha', 'beta']), { correct: false, wrong: ['beta'] });
  assert.deepEqual(readVerdict(checked, 1, ['m']), { correct: false, wrong: ['m'] });
});

test('the first Check of a question counts, a later one does not; the goal is every question checked', () => {
  const score = newScore();
  score.questions = countQuestions(4, (k) => [null, { kind: 'enter' }, { kind: 'eval' }, { kind: 'leave' }, { kind: 'return' }][k], 'alphabeta');
  assert.equal(score.questions, 2);
  assert.equal(recordCheck(score, 1, false), true);
  assert.equal(recordCheck(score, 1, true), false);
  assert.deepEqual([score.right, score.checked, goalMet(score)], [0, 1, false]);
  assert.equal(recordCheck(score, 3, true), true);
  assert.deepEqual([score.right, score.checked, goalMet(score)], [1, 2, true]);
});

test('the messages carry the figure, the question, the answer as typed, the engine’s value and the score', () => {
  const base = { id: 'fig1', tree: '[[3,12,8],[2,4,6]]', preset: null, algo: 'alphabeta', link: 'http://x/index.html#tree=…' };
  const score = newScore();
  score.questions = 5;
  recordCheck(score, 7, false);
  const q = { k: 7, node: 1, name: 'R.1', kind: 'leave', fields: ['m'] };
  const m = answerMessage(base, q, { m: '12' }, { m: '3' }, { correct: false, wrong: ['m'] }, true, score);
  assert.deepEqual(m, {
    source: SOURCE,
    version: 1,
    type: 'answer-checked',
    ...base,
    step: 7,
    node: 1,
    name: 'R.1',
    question: 'leave',
    fields: ['m'],
    answer: { m: '12' },
    expected: { m: '3' },
    correct: false,
    wrong: ['m'],
    first: true,
    score: { right: 0, checked: 1, questions: 5 },
  });
  // Structured-clonable: what postMessage sends is what the host reads.
  assert.deepEqual(structuredClone(m), m);
  assert.deepEqual(goalMessage(base, 9, score), {
    source: SOURCE,
    version: 1,
    type: 'goal-met',
    ...base,
    goal: 'all-answered',
    step: 9,
    score: { right: 0, checked: 1, questions: 5 },
  });
});
