// Opening a link: `openLink` applies a fragment to the state (options
// first, then the tree, then the step), and `madeTree` asks the engine for
// the tree a short link names (a random tree, a game's tree). The link is
// read by urlstate.js; what it sets is computed by core/view.js.

import { findPreset, defaultPreset, presetDepth, noPreset } from '../engine/player.js';
import { readLink, readKeptTree } from './urlstate.js';
import { undoEntry, linkSettings, withoutTree, presetBounds } from '../core/view.js';
import { run } from './session.js';
import { PRACTICE_ALGOS } from '../core/answer.js';

/**
 * Applies a fragment: options first, then the tree, then the step. Keys
 * that are absent leave the state as it is; a link that could not be read
 * whole is said so, and brings the default tree on arrival. `record`
 * makes the result an undo entry (a fragment edited by hand). Called
 * inside the `openLink` action (state.js).
 */
export function openLink(ctx, hash, opts = {}) {
  const state = ctx.state;
  const arriving = !state.player.session;
  let link = readLink(hash);
  if (link.problem && arriving) link = withoutTree(link);
  // A presenter's link (large=1) folds the settings and the edit bar away.
  if (link.large && !state.large) ctx.setLarge(true);
  // "Ask the class" is a switch of the link, as killer moves are: on
  // with `ask=1`, off without it.
  ctx.setAsk(link.ask);
  if (link.lang) state.lang = ctx.shown(link.lang);
  // The options and the mode the link names (an exercise fixes its own).
  Object.assign(state, linkSettings(link));
  // A link to practice under PVS or MTD(f) practises α-β: the answer cannot hold a re-search.
  if (state.mode === 'practice' && !PRACTICE_ALGOS.includes(state.algo)) state.algo = 'alphabeta';
  ctx.homework.open(link.homework);
  const place = openPlace(ctx, link);
  ctx.homework.keep();
  if (place.opened) {
    if (opts.record) ctx.history.push(undoEntry(state));
    return;
  }
  const tree = openTree(ctx, link, arriving);
  if (tree === null) return;
  // An error about the tree says more than one about the link.
  if (link.problem && tree.ok) state.error = link.problem;
  // Bounds that do not read are said; the tree the link names stays.
  else if (link.boundsProblem) state.error = link.boundsProblem;
  const made = tree.madeError && { error: tree.madeError, titleKey: 'error.link' };
  for (const error of [tree.keptError, place.exerciseError, place.challengeError, made]) {
    if (error) state.error = error;
  }
  if (opts.record) ctx.history.push(undoEntry(state));
}

/**
 * A challenge or an exercise the link names, opened with the work kept
 * for it (or its starting tree). A bad id is said after the tree, and the
 * page opens as without it.
 * @returns {{opened: boolean, exerciseError?: object|null, challengeError?: object|null}}
 */
function openPlace(ctx, link) {
  const challenge = ctx.construct.fromLink(link);
  if (challenge.opened) return { opened: true };
  if (link.exercise === undefined) return { opened: false, exerciseError: null, challengeError: challenge.error };
  if (ctx.practice.openExercise(link.exercise, { record: false })) return { opened: true };
  return { opened: false, exerciseError: ctx.state.error, challengeError: challenge.error };
}

/**
 * The link's tree: its notation, one kept in this browser (a tree too long
 * for a link, urlstate.js keepTree; elsewhere the link cannot open it, and
 * says so), one the engine makes, a preset, or on arrival the default one;
 * without a tree, the search runs again with the link's options.
 * @returns {{ok: boolean, keptError?: object|null, madeError?: Error}|null}
 *   whether the tree is shown and what went wrong (null: no tree at all)
 */
function openTree(ctx, link, arriving) {
  const { state, setTree } = ctx;
  const step = link.step;
  if (link.tree !== undefined) return { ok: setTree(link.tree, { step }) };
  const kept = link.local ? readKeptTree(link.local) : null;
  if (kept !== null) return { ok: setTree(kept, { step }) };
  const keptError = link.local ? { titleKey: 'error.link', messageKey: 'error.keptTree' } : null;
  const { random, game, madeError } = madeTree(ctx.full, link);
  let ok;
  if (random) ok = setTree(random, { random: link.random.text, step });
  else if (game) {
    // A game's values lie in its own range: a link without bounds gets
    // the game's (Pig's −1, 1, as the page's own links write them).
    if (link.bounds === undefined) state.bounds = ctx.full().gameBounds(link.game.name);
    ok = setTree(game, { game: link.game, tt: link.game.tt, step });
  } else {
    const preset = link.preset === undefined ? null : findPreset(state.presets, link.preset);
    const presetError = link.preset !== undefined && !preset ? noPreset(state.presets, link.preset) : null;
    if (!preset && !arriving) return { ok: run(ctx, step), keptError: keptError ?? presetError, madeError };
    const p = preset || defaultPreset(state.presets);
    if (!p) return null;
    if (link.depth === undefined) state.depth = presetDepth(p);
    if (link.bounds === undefined) state.bounds = presetBounds(p);
    ok = setTree(p.notation, { preset: p.name, step: presetError ? 0 : step });
    if (presetError) return { ok, keptError: keptError ?? presetError, madeError };
  }
  return { ok, keptError, madeError };
}

/**
 * The tree a link has the engine make (`full`, its full module; app.js
 * loads it before it opens such a link: needsExtras): a random tree, from
 * the engine's seeded generator, so that a link to a tree too big for a
 * fragment stays short, or a game's tree. Either, or the error.
 * @returns {{random?: string, game?: string, madeError?: Error}}
 */
function madeTree(full, link) {
  try {
    if (link.random) return { random: full().randomTree(link.random.spec) };
    if (link.game) {
      const g = link.game;
      return { game: full().gameTree(g.name, g.position, g.depth, g.heuristic) };
    }
  } catch (error) {
    return { madeError: error };
  }
  return {};
}
