// Typed answers to "Ask the class"'s questions, in the embed view
// (`answer=1`) and the <alpha-beta-tree> element (the `answer` attribute),
// and what their host page is told (docs/course.md, "Events for host
// pages"). A question whose answer is a node's own graded field takes a
// typed answer: an α-β entry asks the ↓α and ↓β the node inherits, a
// node's leaving asks the m it returns. Those are the fields practice mode
// grades, so the engine's checker grades them (Session.check of the full
// module, docs/wasm-api.md): this module only says which fields a step
// asks, writes the request for one node, reads the verdict for those
// fields, keeps the score and writes the messages. Pure: no DOM, no
// engine (tests/unit/askanswer.test.mjs).

import { PRACTICE_ALGOS } from './answer.js';

/** The `source` of every message and event, so that a host tells them from others. */
export const SOURCE = 'alpha-beta-tree';

/** The messages' version: a field renamed or removed makes a new one. */
const VERSION = 1;

/** The fields a question may ask, in the order they are typed. */
export const FIELDS = ['alpha', 'beta', 'm'];

/**
 * Whether a search takes typed answers: practice mode's algorithms (the
 * checker grades one window and one m per node), with no aspiration
 * window and no chance node.
 * @param {{algo: string, aspiration?: object}} options  the search options
 * @param {boolean} chance  whether the tree has chance nodes
 */
export function answerable(options, chance) {
  return PRACTICE_ALGOS.includes(options.algo) && !options.aspiration && !chance;
}

/**
 * The fields the question of `step` asks to type: an entry under α-β, the
 * ↓α and ↓β the node inherits; a leaving, the m it returns (`≥ v` or
 * `≤ v` when it returns a bound); any other step, none (it is asked
 * aloud only, as before).
 * @param {object|null} step  a StepDto
 * @param {string} algo
 * @returns {string[]}
 */
export function answerFields(step, algo) {
  if (!step) return [];
  if (step.kind === 'enter' && algo !== 'minimax') return ['alpha', 'beta'];
  if (step.kind === 'leave') return ['m'];
  return [];
}

/**
 * The practice answer (`PracticeAnswer`) that asks the engine about node
 * `node`'s `fields` alone, with `values` as typed: `full` detail for a
 * window, `values` for m.
 */
export function checkRequest(node, fields, values) {
  const entry = { node, m: null, alpha: null, beta: null };
  for (const f of fields) entry[f] = values[f];
  return { detail: fields.includes('m') ? 'values' : 'full', pruned: [], nodes: [entry] };
}

/**
 * The engine's verdict (`check`'s result) on `fields` of `node`: right
 * when none of them is wrong or empty. The node's other fields, not
 * asked, are left out.
 * @returns {{correct: boolean, wrong: string[]}}
 */
export function readVerdict(checked, node, fields) {
  const v = checked.nodes[node];
  const wrong = fields.filter((f) => v.wrong.includes(f) || v.empty.includes(f));
  return { correct: wrong.length === 0, wrong };
}

/** A score before any Check: the questions' count is read on the first. */
export function newScore() {
  return { right: 0, checked: 0, questions: null, first: new Map() };
}

/**
 * Records a Check of the question at step `k`: the first Check of each
 * question counts (right or not), as homework counts an exercise's first
 * Check; a later one does not. Returns whether this one was the first.
 */
export function recordCheck(score, k, correct) {
  if (score.first.has(k)) return false;
  score.first.set(k, correct);
  score.checked += 1;
  if (correct) score.right += 1;
  return true;
}

/** How many of the `n` steps ask a typed answer (`stepAt(k)` is step k's StepDto). */
export function countQuestions(n, stepAt, algo) {
  let count = 0;
  for (let k = 1; k <= n; k++) if (answerFields(stepAt(k), algo).length > 0) count += 1;
  return count;
}

/** The score as a message carries it. */
const scoreFields = (score) => ({ right: score.right, checked: score.checked, questions: score.questions });

/**
 * The message of a checked answer (docs/course.md, "Events for host
 * pages"). `base`: {id, tree, preset, algo, link}; `q`: {k, node, name,
 * kind, fields}; `values` as typed; `expected` the engine's by field.
 */
export function answerMessage(base, q, values, expected, verdict, first, score) {
  const pick = (source) => Object.fromEntries(q.fields.map((f) => [f, source[f] ?? null]));
  return {
    source: SOURCE,
    version: VERSION,
    type: 'answer-checked',
    ...base,
    step: q.k,
    node: q.node,
    name: q.name,
    question: q.kind,
    fields: [...q.fields],
    answer: pick(values),
    expected: pick(expected),
    correct: verdict.correct,
    wrong: [...verdict.wrong],
    first,
    score: scoreFields(score),
  };
}

/**
 * The message of the goal met: every question of the search that takes a
 * typed answer has been checked once (right or not; `score` says how
 * many were right). Sent once per tree.
 */
export function goalMessage(base, k, score) {
  return { source: SOURCE, version: VERSION, type: 'goal-met', ...base, goal: 'all-answered', step: k, score: scoreFields(score) };
}

/** Whether `score` has just met the goal (every question checked). */
export const goalMet = (score) => score.questions !== null && score.questions > 0 && score.checked === score.questions;
