// The actions that change the tree shown: `setTree` (a link: no undo
// entry), `commit` (a change the reader made: one undo entry), `undo`,
// `redo` and `edit` (one edit through the engine). Each is an action of the
// store `ctx` that state.js builds, and renders once.

import { t } from '../i18n/i18n.js';
import { localMessage } from '../ui/errors.js';
import { readPractice, storePractice } from './urlstate.js';
import { emptyAnswer, answerKey, readStore, rememberAnswer, recallAnswer } from '../core/answer.js';
import { presetNamed, undoEntry } from '../core/view.js';
import { run } from './session.js';

/**
 * The tree actions over `ctx`.
 * @returns {{setTree: Function, commit: Function, undo: Function, redo: Function, edit: Function}}
 */
export function treeActions(ctx) {
  const { state, hooks, history, action } = ctx;

  /**
   * Shows a new tree, without an undo entry (a link). On a bad tree the
   * error is shown and the page keeps a usable tree.
   * @param {{preset?: string|null, random?: string|null, game?: object|null, step?: number|'end', tt?: boolean}} [opts]
   * @returns {boolean} whether `text` itself is now shown
   */
  const setTree = action((text, opts = {}) => {
    state.treeText = text;
    // Memoisation belongs to the search the game panel asked for: any other
    // new tree is searched without the table.
    state.tt = opts.tt === true;
    state.preset = opts.preset ?? presetNamed(state.presets, text);
    state.random = opts.random ?? null;
    state.game = opts.game ?? null;
    return run(ctx, opts.step);
  });

  /**
   * A change the reader made to the tree (an edit, a preset, a random tree,
   * an import, typing): draws `text` and records it for undo (a `group`
   * coalesces a burst of typing into one entry). `fresh` clears the
   * selection (a whole new tree). Nothing is recorded when the engine
   * refused the text, or when nothing changed.
   * @param {{preset?: string|null, depth?: number|null, bounds?: object|null, algo?: string, step?: number|'end', group?: any, fresh?: boolean, tt?: boolean, game?: object|null}} [opts]
   * @returns {boolean} whether `text` is now drawn
   */
  const commit = action((text, opts = {}) => {
    if (opts.fresh) state.selected = null;
    const depth = opts.depth === undefined ? state.depth : opts.depth;
    // A preset brings its leaf bounds (null for none), as its depth limit.
    const bounds = opts.bounds === undefined ? state.bounds : opts.bounds;
    // A tree only some algorithms search (Pig's, with chance nodes) brings one.
    const algo = opts.algo ?? state.algo;
    const tt = opts.tt === true;
    const same = depth === state.depth && JSON.stringify(bounds) === JSON.stringify(state.bounds) && algo === state.algo;
    // Two positions of a game can have the same tree (Pig's 0,0,0 and
    // 1,1,0): the game, which the link and the panel show, is new all the same.
    const sameGame = JSON.stringify(opts.game ?? null) === JSON.stringify(state.game ?? null);
    if (text === state.treeText && same && sameGame && tt === state.tt && state.player.session) return true;
    state.depth = depth;
    state.bounds = bounds;
    state.algo = algo;
    const ok = setTree(text, { preset: opts.preset, step: opts.step, tt, game: opts.game });
    if (ok) history.push(undoEntry(state), opts.group ?? null);
    return ok;
  });

  /** Shows an undo entry again (null: nothing to undo or redo). */
  const restore = (e) => {
    if (!e) return;
    hooks.closeEditor();
    state.depth = e.depth;
    state.bounds = e.bounds ?? null;
    restoreAnswer(state, e);
    ctx.construct.restore(e);
    setTree(e.treeText, { preset: e.preset, random: e.random, game: e.game, tt: e.tt });
  };

  const undo = action(() => {
    hooks.flushTyping();
    restore(history.undo());
  });

  const redo = action(() => {
    hooks.flushTyping();
    restore(history.redo());
  });

  /** Applies one edit through the engine (applyEdit). */
  const edit = action((op, extra = {}) => applyEdit(ctx, commit, op, extra));

  return { setTree, commit, undo, redo, edit };
}

/**
 * An undo entry's answer belongs to the entry's tree: both are set, so that
 * the new session keeps it (syncPractice) and clamps the replay as it must.
 * The exercise it was, and the hints used on it, come back with it.
 */
function restoreAnswer(state, e) {
  const pr = state.practice;
  const key = answerKey(e.exercise ?? null, e.treeText);
  if (pr.key !== e.treeText) pr.hints = recallAnswer(readStore(readPractice()), key)?.hints ?? 0;
  pr.key = e.treeText;
  pr.answer = e.answer ?? emptyAnswer(pr.answer.detail);
  pr.exercise = e.exercise ?? null;
  pr.exerciseText = e.exercise ? e.treeText : null;
  storePractice(rememberAnswer(readStore(readPractice()), key, { answer: pr.answer, hints: pr.hints }));
}

/**
 * Applies one edit through the engine and draws the result (`commit`).
 * `extra` holds the edit's fields ({value}, {by}, {label}…); the node is
 * the selected one unless `extra.node` says otherwise.
 * @returns {string|null} null, or the message shown when it failed
 */
function applyEdit(ctx, commit, op, extra) {
  const state = ctx.state;
  const node = extra.node ?? state.selected ?? 0;
  let result;
  try {
    result = state.engine.editTree(state.treeText, { op, node, ...extra });
  } catch (error) {
    state.editMsg = { key: 'edit.failed', error };
    return t(state.lang, 'edit.failed', { message: localMessage(error, state.lang) });
  }
  state.editMsg = null;
  if (!commit(result.notation, { preset: null })) return t(state.lang, 'edit.failed', { message: '' });
  ctx.select(result.focus);
  return null;
}
