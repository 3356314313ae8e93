// Practice mode's actions over the page's state (the answer, Check, the
// hints and the exercises): the rules are the engine's, core/answer.js
// shapes them and panels/practice.js shows them. Each is an action of the
// store `ctx` that state.js builds, and renders once; the score and the
// answers in progress are kept through urlstate.js.

import { storeScore } from './urlstate.js';
import { emptyAnswer, togglePruned, answerRequest, nextHintLevel, writeField, nextUnmarked, nextMistake, scoreAfterCheck, isBlank } from '../core/answer.js';
import { fullSession } from '../engine/extras.js';
import { answerChanged, keepAnswer } from './session.js';
import { exerciseScore } from '../core/homework.js';

/**
 * Practice mode's actions by name.
 * @returns {object}
 */
export function practiceActions(ctx) {
  return { ...answerActions(ctx), ...checkActions(ctx), ...exerciseActions(ctx) };
}

/** The actions that write the answer and move between its fields. */
function answerActions(ctx) {
  const { state, action } = ctx;
  return {
    /** The level of detail answered: 'cuts', 'values' or 'full'. */
    setDetail: action((detail) => {
      answerChanged(ctx, { ...state.practice.answer, detail });
    }),
    /** Writes one field ('m', 'alpha', 'beta') of node `id`; '' clears it. */
    writeAnswer: action((id, field, value) => {
      const answer = writeField(state.practice.answer, id, field, value);
      if (answer === null) state.practice.msg = null;
      else answerChanged(ctx, answer);
    }),
    /** Marks or unmarks the subtree of `id` as pruned. */
    togglePrune: action((id) => {
      const tree = state.player?.tree;
      if (!tree || id === 0 || !tree.nodes[id]) return;
      answerChanged(ctx, togglePruned(tree, state.practice.answer, id));
    }),
    setPracticeMsg: action((msg) => {
      state.practice.msg = msg;
    }),
    clearAnswer: action(() => {
      answerChanged(ctx, emptyAnswer(state.practice.answer.detail));
    }),
    /**
     * Selects the next (dir 1) or previous (dir -1) mistake's node after
     * Check, in the engine's order, from the selected node's (wrapping).
     */
    selectMistake: action((dir = 1) => {
      const next = nextMistake(state.practice.checked?.mistakes ?? [], state.selected, dir);
      if (next !== null) ctx.select(next);
    }),
    /** Selects the next inner node that is not marked pruned (Enter in a field). */
    selectNextAsked: action(() => {
      const tree = state.player?.tree;
      if (tree) ctx.select(nextUnmarked(tree, state.practice.answer, state.selected));
    }),
  };
}

/**
 * The session that checks answers and gives the solution: the engine's
 * full module's (extras.js) on the player's tree and options, since the
 * core module the page draws with cannot check. Practice mode loads the
 * full module (app.js); until it is there, this throws.
 */
function practiceSession(ctx) {
  return fullSession(ctx.full(), ctx.state.player);
}

/** The actions that ask the engine about the answer: Check, where, reveal, hint. */
function checkActions(ctx) {
  const { state, action } = ctx;
  return {
    /** Check: the engine's verdict on every node; the score counts first checks. */
    checkAnswer: action(() => {
      const pr = state.practice;
      // A homework item scores its first Check: one with nothing entered
      // is refused and said, not spent on a blank (docs/course.md).
      if (ctx.homework.current() && isBlank(pr.answer)) {
        pr.msg = { key: 'hw.nothingAnswered' };
        return;
      }
      try {
        pr.checked = practiceSession(ctx).check(answerRequest(pr.answer));
      } catch (error) {
        pr.msg = { key: 'practice.checkFailed', error };
        return;
      }
      pr.msg = null;
      // Kept as checked: a reload shows these verdicts again (session.js).
      keepAnswer(state);
      // The first mistake is selected: its explanation shows beside the
      // node's fields, and the tree brings it into view.
      const first = pr.checked.mistakes[0];
      if (first) ctx.select(first.node);
      // A homework set's exercise scores its first Check (docs/course.md).
      if (pr.exercise) ctx.homework.record(pr.exercise, exerciseScore(pr.checked), pr.hints);
      const score = scoreAfterCheck(pr.score, pr.exercise ?? state.treeText, pr.checked.mistakes.length === 0);
      if (score) {
        pr.score = score;
        storeScore(score);
      }
    }),
    /** Replays up to the step that decided the first mistake, and selects its node. */
    whereWrong: action(() => {
      const first = state.practice.checked?.mistakes[0];
      if (!first) return;
      if (first.step !== null) state.player.seek(first.step);
      ctx.select(first.node);
    }),
    /** Shows the engine's answer: the whole replay opens, the end is drawn. */
    revealAnswer: action(() => {
      const pr = state.practice;
      if (!pr.checked) return;
      pr.revealed = true;
      pr.solution = practiceSession(ctx).solution();
      state.player.seek(state.player.position().n);
    }),
    showHint: action(() => showHint(ctx)),
  };
}

/**
 * Shows the engine's next hint on the answer (Session.hint): which node to
 * look at, then the test that decides it, then the value; each level shown
 * for the first time counts as a hint used. The hint's node is selected.
 * Without a mistake left, the hint says so.
 */
function showHint(ctx) {
  const pr = ctx.state.practice;
  const level = nextHintLevel(pr.hint?.level ?? 0, pr.hint?.levels ?? 3);
  let hint;
  try {
    hint = practiceSession(ctx).hint(answerRequest(pr.answer), level);
  } catch (error) {
    pr.msg = { key: 'practice.hintFailed', error };
    return;
  }
  pr.msg = null;
  if (!hint) {
    pr.hint = { level: 0, none: true };
    return;
  }
  if (!pr.hint || pr.hint.none || (pr.hint.level ?? 0) < hint.level) {
    pr.hints += 1;
    keepAnswer(ctx.state);
  }
  pr.hint = hint;
  ctx.select(hint.node);
}

/** The actions that open exercises. */
function exerciseActions(ctx) {
  const { state, hooks, action } = ctx;

  /**
   * Opens exercise `id` ('medium-42'); returns whether it was one. The
   * engine's core module makes its tree, so the tree is drawn while the
   * full module, which checks answers, is still loading.
   */
  const openExercise = action((id, opts = {}) => {
    let ex;
    try {
      ex = state.engine.exerciseTree(id);
    } catch (error) {
      state.error = { error, titleKey: 'error.link' };
      return false;
    }
    const pr = state.practice;
    pr.exercise = ex.id;
    pr.exerciseText = ex.notation;
    pr.difficulty = ex.difficulty;
    state.mode = 'practice';
    if (opts.record === false) ctx.setTree(ex.notation, { preset: null, step: 0 });
    else ctx.commit(ex.notation, { preset: null, depth: null, step: 0, fresh: true });
    return true;
  });

  /**
   * A new exercise of `difficulty`, from a fresh random seed: a new place
   * in the browser's history, so that Back returns to the one before (its
   * answer in progress is kept under its id).
   */
  const nextExercise = action((difficulty) => {
    const seed = crypto.getRandomValues(new Uint32Array(1))[0];
    if (openExercise(`${difficulty}-${seed}`)) hooks.newPlace?.();
  });

  return { openExercise, nextExercise };
}
