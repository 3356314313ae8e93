// Construct mode's actions over the page's state (a challenge, its verdict
// after every edit, the engine's solution) and what the other actions ask
// of construct mode: `sync` after every new session, `restore` an undo
// entry's challenge, `fromLink` a link's, `enter` the mode from the menu.
// constructstore.js keeps the work; panels/construct.js shows it. Each
// action is an action of the store `ctx` that state.js builds.

import { recallWork, keepWork, countSolved, nextUnsolved } from './constructstore.js';

/**
 * After a new session in construct mode: the engine (`full`, its full
 * module) checks the tree against the challenge, the work is kept in this
 * browser, and a goal met counts in the kind's score (once per challenge).
 */
function syncChallenge(state, full) {
  const c = state.construct;
  if (state.mode !== 'construct' || !c.info || !state.extras) return;
  if (c.solutionFor !== state.treeText) c.solution = null;
  try {
    c.verdict = full().checkChallenge(c.id, state.treeText);
  } catch (error) {
    c.verdict = null;
    state.error = { error, titleKey: 'error.title' };
    return;
  }
  // A tree outside the limits (a preset chosen meanwhile) is not kept as
  // the work: a reload brings back the last tree that was.
  if (c.verdict.withinLimits) keepWork(c.id, state.treeText);
  if (c.verdict.met) countSolved(c.info.kind, c.id, c.helped);
}

/** syncChallenge, then a homework set's challenge is done, and scores 1, once its goal is met. */
function syncAndRecord(ctx) {
  const { state } = ctx;
  syncChallenge(state, ctx.full);
  if (state.mode === 'construct' && state.construct.verdict?.met) ctx.homework.record(state.construct.id, 1);
}

/** Reads challenge `id` from the engine into the state; throws on a bad id. */
function loadChallenge(state, full, id) {
  const c = state.construct;
  c.kinds ??= full().challengeKinds();
  const info = full().challengeInfo(id);
  if (c.id !== info.id) c.helped = false;
  c.id = info.id;
  c.info = info;
  c.solution = null;
  c.solutionFor = null;
  c.verdict = null;
}

/**
 * What opening a challenge sets in the state: the challenge's search (α-β
 * fail-soft, the seeds' tie rule, no depth limit or technique; the leaf
 * bounds the engine gives, in openChallenge), construct mode, and no node
 * selected.
 */
const CHALLENGE_STATE = {
  algo: 'alphabeta',
  ties: 'prune',
  depth: null,
  killers: false,
  deepening: false,
  aspiration: null,
  mode: 'construct',
  selected: null,
};

/**
 * The leaf bounds a challenge's search runs with, as the state keeps them
 * ({lower, upper}): the engine's (Star1's [0, 10] on star1-prune), none
 * for the others.
 */
function challengeBounds(info) {
  return info.bounds ? { lower: info.bounds[0], upper: info.bounds[1] } : null;
}

/**
 * Construct mode's actions (a challenge, its verdict after every edit, the
 * engine's solution), over createState's state and the helpers it shares
 * with them; and what the other actions ask of construct mode: `sync` after
 * every new session, `restore` an undo entry's challenge, `fromLink` a
 * link's, `enter` the mode from the menu.
 */
export function constructActions(ctx) {
  const { state, hooks, action, full, setTree, commit } = ctx;
  /**
   * Opens challenge `id` ('deep-cut-12'; null: the first kind not solved
   * yet, a fresh seed) with the work kept for it in this browser, or its
   * starting tree. The search is the challenge's: α-β fail-soft, the seeds'
   * tie rule, no depth limit or technique. Returns whether it opened.
   */
  const openChallenge = action((id, opts = {}) => {
    try {
      if (id === null) state.construct.kinds ??= full().challengeKinds();
      const kinds = id === null ? state.construct.kinds : null;
      loadChallenge(state, full, id ?? `${nextUnsolved(kinds)}-${crypto.getRandomValues(new Uint32Array(1))[0]}`);
    } catch (error) {
      state.error = { error, titleKey: 'error.link' };
      return false;
    }
    const c = state.construct;
    Object.assign(state, CHALLENGE_STATE);
    const bounds = challengeBounds(c.info);
    const text = recallWork(c.id) ?? c.info.notation;
    if (opts.record === false) state.bounds = bounds;
    if (opts.record === false) setTree(text, { preset: null, step: 'end' });
    else commit(text, { preset: null, depth: null, bounds, step: 'end', fresh: true });
    return true;
  });

  /** A new challenge of `kind` (null: the next not solved), a new place in the browser's history. */
  const newChallenge = action((kind) => {
    const seed = crypto.getRandomValues(new Uint32Array(1))[0];
    if (openChallenge(kind ? `${kind}-${seed}` : null)) hooks.newPlace?.();
  });

  /** The engine's solution from the tree shown, as changes (challengeSolution). */
  const showSolution = action(() => {
    const c = state.construct;
    if (!c.id) return;
    try {
      c.solution = full().challengeSolution(c.id, state.treeText);
    } catch (error) {
      state.error = { error, titleKey: 'error.title' };
      return;
    }
    c.solutionFor = state.treeText;
    if (!c.verdict?.met) c.helped = true;
  });

  /** Applies the solution shown: one undo entry, as an edit. */
  const applySolution = action(() => {
    const s = state.construct.solution;
    if (s) commit(s.notation, { preset: null });
  });

  return {
    actions: { openChallenge, newChallenge, showSolution, applySolution },
    sync: () => syncAndRecord(ctx),
    /** An undo entry's challenge comes back with it; one from before it leaves construct mode. */
    restore(e) {
      if (e.challenge) {
        if (e.challenge !== state.construct.id) loadChallenge(state, full, e.challenge);
        state.mode = 'construct';
      } else if (state.mode === 'construct') {
        state.mode = 'demo';
      }
    },
    /** A link's challenge (or construct mode): whether it opened, else the error to say. */
    fromLink(link) {
      if (link.challenge === undefined && link.mode !== 'construct') return { opened: false, error: null };
      if (openChallenge(link.challenge ?? null, { record: false })) return { opened: true, error: null };
      if (state.mode === 'construct') state.mode = 'demo';
      return { opened: false, error: state.error };
    },
    /** Construct mode from the menu: the challenge left, or the first kind not solved yet. */
    enter() {
      hooks.closeEditor();
      if (state.construct.id) openChallenge(state.construct.id);
      else newChallenge(null);
    },
  };
}
