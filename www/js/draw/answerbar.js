// The answer bar of the small player (miniview.js) when typed answers are
// on (the embed's `answer=1`, the element's `answer` attribute): under the
// narration, a field for each value the asked step answers (↓α and ↓β on
// an α-β entry, m on a leaving: core/askanswer.js), a Check button, the
// score so far and, on its own line, the verdict. Check grades with the
// engine's practice checker (the full module, loaded when the bar is
// made), tells the host (`report`: the embed posts to its parent, the
// element dispatches an event), then shows the step's answer. Loaded by
// miniview.js only when the option is on, so the embed view without it
// downloads nothing more. Built with createElement and textContent.

import { t } from '../i18n/i18n.js';
import { localMessage } from '../ui/errors.js';
import { loadExtras, fullSession } from '../engine/extras.js';
import { nodeName } from './render.js';
import {
  FIELDS,
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
} from '../core/askanswer.js';

/**
 * The bar: its elements, what createAnswerBar was given, the question on
 * screen and the score of the current tree.
 * @typedef {object} AnswerBar
 * @property {object} els  {form, hint, inputs: {alpha, beta, m}, labels, check, score, result}
 * @property {object} api  createAnswerBar's `api`
 * @property {{k: number, node: number, name: string, kind: string, fields: string[]}|null} question
 * @property {{session: object|null, score: object, solution: object[]|null, goal: boolean}} tree
 * @property {boolean} asking  whether a step is asked now (the hint says so when it has nothing to type)
 */

function el(name, attrs = {}, text = '') {
  const e = document.createElement(name);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  if (text) e.textContent = text;
  return e;
}

/** The bar's elements, inserted after `after` (the narration). */
function buildBar(after, lang) {
  const form = el('form', { class: 'answer-bar', 'aria-label': t(lang, 'answer.label'), novalidate: '' });
  const row = el('div', { class: 'answer-row' });
  const hint = el('span', { class: 'answer-hint' }, t(lang, 'answer.idle'));
  const inputs = {};
  const labels = {};
  const fields = el('span', { class: 'answer-fields' });
  for (const f of FIELDS) {
    const label = el('label', { class: 'answer-field', 'data-field': f, hidden: '' });
    labels[f] = el('span', { class: 'answer-name' });
    inputs[f] = el('input', { type: 'text', name: f, autocomplete: 'off', spellcheck: 'false', autocapitalize: 'off', size: '5' });
    label.append(labels[f], inputs[f]);
    fields.append(label);
  }
  const check = el('button', { type: 'submit', class: 'answer-check', disabled: '' }, t(lang, 'answer.check'));
  const score = el('span', { class: 'answer-score' });
  const result = el('output', { class: 'answer-result', 'aria-live': 'polite' });
  row.append(hint, fields, check, score);
  form.append(row, result);
  after.after(form);
  return { form, hint, inputs, labels, check, score, result };
}

/** The bar for a new tree: nothing checked, its questions counted on the first Check. */
function treeOf(session) {
  return { session, score: newScore(), solution: null, goal: false };
}

/**
 * Shows `question` (null: none to type now): its fields, labelled with the
 * node, empty, and the hint otherwise. A new question clears the verdict;
 * none keeps it (the answer just checked stays readable with its reveal).
 */
function showQuestion(bar, question, focus) {
  const { els } = bar;
  const same = bar.question && question && bar.question.k === question.k && bar.question.node === question.node;
  bar.question = question;
  if (same) return;
  const lang = bar.api.lang;
  for (const f of FIELDS) {
    const on = Boolean(question?.fields.includes(f));
    els.labels[f].parentElement.hidden = !on;
    els.inputs[f].value = '';
    els.inputs[f].disabled = !on;
    if (on) {
      els.labels[f].textContent = t(lang, 'answer.' + f, { name: question.name });
      els.inputs[f].setAttribute('aria-label', t(lang, `answer.${f}.aria`, { name: question.name }));
      els.inputs[f].title = els.inputs[f].getAttribute('aria-label');
    }
  }
  els.hint.hidden = Boolean(question);
  els.hint.textContent = t(lang, bar.asking ? 'answer.nothing' : 'answer.idle');
  els.check.disabled = !question;
  if (question) els.result.textContent = '';
  if (question && focus) els.inputs[question.fields[0]].focus();
}

/** The score line: "2 of 3 right" once something is checked. */
function showScore(bar) {
  const s = bar.tree.score;
  bar.els.score.textContent = s.checked > 0 ? t(bar.api.lang, 'answer.score', { right: s.right, checked: s.checked }) : '';
}

/** The fields' symbols in a verdict. */
const SYMBOLS = { alpha: '↓α', beta: '↓β', m: 'm' };

/** Values by field as a verdict says them: `↓α = 3, ↓β = +∞` or `m = ≤ 2`. */
function written(question, values) {
  return question.fields.map((f) => `${SYMBOLS[f]} = ${values[f] ?? '?'}`).join(', ');
}

/**
 * Grades the question on screen with the engine's checker, tells the host,
 * shows the verdict and the step's answer, and moves the focus to Next.
 * An empty field or a text that is no value is said, and nothing is sent.
 */
async function check(bar) {
  const { els, api } = bar;
  const q = bar.question;
  if (!q) return;
  const values = Object.fromEntries(q.fields.map((f) => [f, els.inputs[f].value.trim()]));
  const empty = q.fields.find((f) => values[f] === '');
  if (empty) {
    els.result.textContent = t(api.lang, 'answer.empty');
    els.inputs[empty].focus();
    return;
  }
  els.result.textContent = t(api.lang, 'answer.loading');
  let graded;
  try {
    graded = grade(bar, q, values, await loadExtras());
  } catch (error) {
    els.result.textContent = localMessage(error, api.lang);
    return;
  }
  if (bar.question !== q) return;
  report(bar, q, values, graded);
}

/** The engine's verdict on `values` and its own values for the fields; throws on a text that is no value. */
function grade(bar, q, values, extras) {
  const session = fullSession(extras, bar.api.player);
  const verdict = readVerdict(session.check(checkRequest(q.node, q.fields, values)), q.node, q.fields);
  bar.tree.solution ??= session.solution();
  const sol = bar.tree.solution.find((s) => s.node === q.node) ?? {};
  return { verdict, expected: Object.fromEntries(q.fields.map((f) => [f, sol[f] ?? null])) };
}

/** Records the Check, sends its message (and the goal's, once), shows the verdict and reveals the step. */
function report(bar, q, values, { verdict, expected }) {
  const { els, api } = bar;
  const { player } = api;
  const score = bar.tree.score;
  score.questions ??= countQuestions(player.n, (k) => player.session.step(k), player.options.algo);
  const first = recordCheck(score, q.k, verdict.correct);
  const base = api.base();
  api.report(answerMessage(base, q, values, expected, verdict, first, score));
  if (!bar.tree.goal && goalMet(score)) {
    bar.tree.goal = true;
    api.report(goalMessage(base, q.k, score));
  }
  const key = verdict.correct ? 'answer.right' : 'answer.wrong';
  els.result.textContent = t(api.lang, key, { expected: written(q, expected), given: written(q, values) });
  showScore(bar);
  api.reveal();
  api.next.focus();
}

/**
 * The question to type at the player's position, or null: none is asked
 * (`asking` false), the search takes no typed answer, or the step asks
 * nothing to type.
 */
function questionAt(api, asking) {
  const { player } = api;
  if (!asking || !player.step || !answerable(player.options, Boolean(player.tree.exact))) return null;
  const fields = answerFields(player.step, player.options.algo);
  if (fields.length === 0) return null;
  const node = player.step.node;
  return { k: player.k, node, name: nodeName(player.tree, node, api.lang), kind: player.step.kind, fields };
}

/**
 * Keeps the bar as high as its tallest state at its width (a minimum
 * height): the fields of an entry (↓α, ↓β) or of a leaving (m), named
 * with the tree's longest name, or either hint, beside Check and a score.
 * Where a narrow frame wraps the row, a question of two fields took a row
 * more than one of m, and the tree moved 20 to 24 px between a step asked
 * and shown (400 × 300, 320 × 480). Measured with the bar's own elements,
 * each put back as it was; called when the drawing is fitted (miniview.js
 * fit), never on a step.
 */
function reserve(bar) {
  const { els, api } = bar;
  const { form, hint, labels, score } = els;
  const field = (f) => labels[f].parentElement;
  const kept = { hint: [hint.hidden, hint.textContent], score: score.textContent, fields: FIELDS.map((f) => [field(f).hidden, labels[f].textContent]) };
  form.style.minHeight = '';
  const tree = api.player.tree;
  let name = '';
  for (const node of tree?.nodes ?? []) {
    const n = node.isLeaf ? '' : nodeName(tree, node.id, api.lang);
    if (n.length > name.length) name = n;
  }
  score.textContent = t(api.lang, 'answer.score', { right: 99, checked: 99 });
  for (const f of FIELDS) labels[f].textContent = t(api.lang, 'answer.' + f, { name });
  const heightWith = (shown, hintKey) => {
    for (const f of FIELDS) field(f).hidden = !shown.includes(f);
    hint.hidden = !hintKey;
    if (hintKey) hint.textContent = t(api.lang, hintKey);
    return form.offsetHeight;
  };
  const most = Math.max(heightWith(['alpha', 'beta']), heightWith(['m']), heightWith([], 'answer.nothing'), heightWith([], 'answer.idle'));
  [hint.hidden, hint.textContent] = kept.hint;
  score.textContent = kept.score;
  FIELDS.forEach((f, j) => {
    [field(f).hidden, labels[f].textContent] = kept.fields[j];
  });
  form.style.minHeight = most + 'px';
}

/**
 * Makes the answer bar after `after` (the narration).
 * @param {HTMLElement} after
 * @param {object} api
 * @param {string} api.lang
 * @param {object} api.player  player.js's player
 * @param {() => object} api.base  the messages' common fields: {id, tree, preset, algo, link}
 * @param {(message: object) => void} api.report  tells the host
 * @param {() => void} api.reveal  shows the asked step's answer
 * @param {HTMLElement} api.next  the Next button, where the focus goes after a Check
 * @returns {{update: (asking: boolean) => void, reserve: () => void, element: HTMLElement}}
 */
export function createAnswerBar(after, api) {
  /** @type {AnswerBar} */
  const bar = { els: buildBar(after, api.lang), api, question: null, tree: treeOf(null), asking: false };
  bar.els.form.addEventListener('submit', (ev) => {
    ev.preventDefault();
    check(bar);
  });
  // The checker downloads while the reader looks at the first question.
  loadExtras().catch(() => {});
  return {
    /** The bar's own element (a <form>). */
    element: bar.els.form,
    /** Keeps the height of the bar's tallest state at its width (`reserve`). */
    reserve: () => reserve(bar),
    /** Shows the question of the position, if it takes a typed answer (`asking`: a step is asked now); a new tree starts a new score. */
    update(asking) {
      const question = questionAt(api, asking);
      bar.asking = asking;
      if (bar.tree.session !== api.player.session) {
        bar.tree = treeOf(api.player.session);
        bar.question = null;
        showScore(bar);
      }
      // The focus follows a new question when the reader is answering (in
      // the bar, or on Next after a Check), never from elsewhere.
      const root = after.getRootNode();
      const active = root.activeElement;
      const answering = Boolean(active && (bar.els.form.contains(active) || active === api.next));
      showQuestion(bar, question, answering);
      // A field left for the answer (Page Down) hands the focus to Next.
      if (!question && active && bar.els.form.contains(active)) api.next.focus();
    },
  };
}
