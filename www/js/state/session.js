// The search session behind the page's state: `run` opens the engine's
// session for the tree and options of the state, and `recover` falls back
// to the last tree that worked when the engine refuses one; after every new
// session the practice answer and the replay follow (`syncPractice`,
// `clampReplay`). Each function takes the store `ctx` that state.js builds:
// {state, hooks, history, action, recovering, construct, …}. Nothing here
// reads the DOM; storage goes through urlstate.js.

import { defaultPreset } from '../engine/player.js';
import { readPractice, storePractice } from './urlstate.js';
import {
  emptyAnswer,
  readAnswer,
  replayLimit,
  answerKey,
  answerRequest,
  readStore,
  rememberAnswer,
  rememberSource,
  recallAnswer,
  sourceKey,
} from '../core/answer.js';
import { fullSession } from '../engine/extras.js';
import { searchOptions, undoEntry, goodView, fallbackView } from '../core/view.js';

/**
 * Makes the session for the current tree and options and moves to `step`
 * ('end', a number, or undefined: keep the position, or the end if the
 * page was at the end). On a refusal, shows why and falls back.
 * @returns {boolean} whether the engine took the tree and options
 */
export function run(ctx, step) {
  const state = ctx.state;
  try {
    state.player.open(state.treeText, searchOptions(state), step);
  } catch (error) {
    recover(ctx, error);
    return false;
  }
  state.hover = null;
  if (state.selected !== null && state.selected >= state.player.tree.nodes.length) state.selected = null;
  state.lastGood = goodView(state);
  state.rejected = null;
  syncPractice(state);
  ctx.construct.sync();
  // A success clears an earlier error, unless this run is the fallback
  // that the error itself asked for.
  if (!ctx.recovering) state.error = null;
  return true;
}

/** Runs `fn` as the fallback an error asked for: a failure inside it cannot loop. */
function recovering(ctx, fn) {
  ctx.recovering = true;
  try {
    return fn();
  } finally {
    ctx.recovering = false;
  }
}

/**
 * After the engine refused a tree or options: show the error, then go back
 * to the last tree and options that worked, or to the default preset. The
 * refused text stays in the notation box, to be corrected there.
 */
function recover(ctx, error) {
  const state = ctx.state;
  const text = state.treeText;
  const good = state.lastGood;
  const fallback = defaultPreset(state.presets);
  // A parse error is about the text; any other is about the options (for
  // example a depth limit that stops at a node without h) or the size.
  const aboutText = error?.kind === 'parse';
  if (!ctx.recovering && !aboutText && deepeningOff(ctx, error, text)) return;
  let note = null;
  if (!ctx.recovering && good) note = aboutText || good.treeText !== text ? 'error.kept' : 'error.restored';
  else if (!ctx.recovering && fallback) note = 'error.fallback';
  state.error = { error, text, note, titleKey: error?.titleKey ?? (aboutText ? 'error.title' : 'error.options') };
  if (note) {
    recovering(ctx, () => {
      Object.assign(state, good ?? fallbackView(fallback));
      run(ctx, 0);
    });
  }
  state.rejected = { text, error: aboutText ? error : null };
}

/**
 * Iterative deepening refused by a tree without h above P (a link such as
 * #preset=classic&deepening=1): the tree stays, the switch goes off, and
 * the error names a node of the tree on screen.
 * @returns {boolean} whether the tree is shown without deepening
 */
function deepeningOff(ctx, error, text) {
  const state = ctx.state;
  if (!state.deepening || error?.kind !== 'options') return false;
  state.error = { error, text, note: 'error.deepeningOff', titleKey: 'error.options' };
  state.deepening = false;
  if (!recovering(ctx, () => run(ctx, 0))) return false;
  state.rejected = { text, error: null };
  return true;
}

/**
 * After a new session: a new tree brings its own answer (the one kept in
 * this browser for it, or an empty one); new options keep the answer but
 * not the verdicts. In practice mode the replay is clamped.
 */
function syncPractice(state) {
  const pr = state.practice;
  if (pr.key !== state.treeText) {
    if (pr.exerciseText !== state.treeText) pr.exercise = null;
    const kept = recallAnswer(readStore(readPractice()), answerKey(pr.exercise, state.treeText));
    const n = state.player.tree.nodes.length;
    const answer = kept && readAnswer(kept.answer, n);
    pr.answer = answer || emptyAnswer(pr.answer.detail);
    pr.hints = kept?.hints ?? 0;
    pr.key = state.treeText;
    Object.assign(pr, { hint: null, checked: null, revealed: false, solution: null, msg: null });
    // An answer checked as it stands shows its verdicts again, once the
    // engine's full module is there to give them (recheckKept).
    pr.recheck = Boolean(answer && kept.checked);
    recheckKept(state);
  } else {
    Object.assign(pr, { hint: null, checked: null, revealed: false, solution: null, msg: null, recheck: false });
  }
  clampReplay(state);
}

/**
 * The verdicts of an answer this browser kept as checked (a reload, a
 * link to it, Back to it), given again by the engine's full module when
 * it is loaded (else when it arrives: state.js setExtras). Not counted as
 * a Check: the score and a homework set counted the first.
 */
export function recheckKept(state) {
  const pr = state.practice;
  if (!pr.recheck || !state.extras || !state.player?.session) return;
  pr.recheck = false;
  try {
    pr.checked = fullSession(state.extras, state.player).check(answerRequest(pr.answer));
    pr.restored = pr.checked;
  } catch {
    // The student checks again; the panel says what fails then.
    pr.checked = null;
  }
  clampReplay(state);
}

/** In practice mode the replay stops where the answer is not yet shown. */
export function clampReplay(state) {
  const player = state.player;
  if (state.mode !== 'practice' || !player?.session) return;
  const limit = replayLimit(state.practice, player.position().n);
  if (player.k > limit) player.seek(limit);
}

/**
 * Keeps the answer in progress and the hints used under the exercise's
 * (or the tree's) key, with those of the other exercises of this browser
 * (answer.js's store, read again each time: another tab may have written
 * its own since).
 */
export function keepAnswer(state) {
  const pr = state.practice;
  const key = answerKey(pr.exercise, state.treeText);
  const store = rememberAnswer(readStore(readPractice()), key, { answer: pr.answer, hints: pr.hints, checked: Boolean(pr.checked) });
  // A tree the engine made from a link's name for it: the preview of that
  // link, before the engine is there, finds its answer's key by the name.
  const source = pr.exercise ? null : sourceKey(state);
  storePractice(source ? rememberSource(store, source, key) : store);
}

/** The answer changed: its verdicts are stale, the replay locks again, the hint goes. */
export function answerChanged(ctx, answer, record = true) {
  const state = ctx.state;
  Object.assign(state.practice, { answer, checked: null, revealed: false, solution: null, msg: null, hint: null });
  state.player?.seek(0);
  keepAnswer(state);
  if (record) ctx.history.push(undoEntry(state));
}
