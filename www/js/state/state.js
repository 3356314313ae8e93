// The page's state and the only code that changes it: the named actions
//   boot  preview  start  engineFailed  setExtras  redraw  setMode  openLink
// here, and, each in its module over the same store:
//   setTree  commit  undo  redo  edit                       (treeactions.js)
//   setOptions  setLang  wantLang  go  stepBy  setAsk  select  hover
//   setEditMsg  setFit  dismissError  setLarge  setPanel    (viewactions.js)
//   setDetail  writeAnswer  togglePrune  setPracticeMsg  checkAnswer
//   whereWrong  revealAnswer  clearAnswer  openExercise  nextExercise
//   selectNextAsked  showHint  selectMistake            (practiceactions.js)
//   openChallenge  newChallenge  showSolution  applySolution
//                                                     (constructactions.js)
// with the search session they share in session.js (`run`, the fallback
// after an error) and the link's reading in link.js. The store `ctx` that
// createState builds holds the state, the undo history, the hooks and
// every action, so that a module asks another through it and no import runs
// back. Every action ends in ONE call of `render` (screen.js); an action
// called inside another shares the outer one's render. The other modules
// read the state and call actions; none of them writes the state, and
// nothing here reads the DOM. The session and the position live in the
// player (player.js), which only the actions move.

import { detectLang } from '../i18n/i18n.js';
import { createHistory } from '../core/history.js';
import { createPlayer } from '../engine/player.js';
import { readLink, readLarge, readPanels, readScore, readPractice, needsPractice, readKeptTree, knowChallengeKinds } from './urlstate.js';
import { emptyAnswer, answerKey, keyOfSource, readStore, recallAnswer, sourceKey, PRACTICE_ALGOS } from '../core/answer.js';
import { undoEntry, linkSettings } from '../core/view.js';
import { clampReplay, recheckKept } from './session.js';
import { treeActions } from './treeactions.js';
import { viewActions, layoutActions, shown } from './viewactions.js';
import { practiceActions } from './practiceactions.js';
import { constructActions } from './constructactions.js';
import { homeworkActions } from './homeworkactions.js';
import { openLink } from './link.js';

/**
 * The shape of an exercise's name as the engine reads it (exercise.rs,
 * parse_id: a difficulty, a dash, a number), for the preview only: the
 * engine decides for real when the link opens.
 */
const EXERCISE_ID = /^\s*(easy|medium|hard)-\d{1,19}\s*$/;

/**
 * The level of detail of the answer in progress this browser keeps under
 * `key` (answer.js's store: an exercise's id, or a tree text's hash), for
 * the preview: the selected node's tools, docked on a phone, show its
 * fields from the start, so the dock has its height before the first
 * drawing fits the tree above it (with the default's, the dock grew by α's
 * and β's row under the reader as the tree came, and the first fit left
 * nodes under it: issue 43). The store is read again, with the tree, when
 * the link opens (session.js).
 */
function keptDetail(key) {
  return recallAnswer(readStore(readPractice()), key)?.answer?.detail;
}

/**
 * The practice state the preview shows for `link` in practice mode, or
 * null: an exercise's name (written in the practice panel, whose row it
 * makes taller) with the detail kept for it; a tree's notation, in the link
 * or kept in this browser (`local=`), with the detail kept for that text:
 * the key the answer is kept under (answerKey) is the text's hash, known
 * without the engine, as setTree shows that text itself. A tree the engine
 * makes or names (a preset, a random tree, a game's) is found by that name
 * (sourceKey), which the store keeps with its text's key when an answer to
 * it is kept (session.js keepAnswer); one never answered here waits for
 * the engine.
 */
function previewPractice(link, practice) {
  if (link.exercise !== undefined) {
    const exercise = link.exercise.trim();
    return { ...practice, exercise, answer: emptyAnswer(keptDetail(answerKey(exercise, ''))) };
  }
  const text = link.tree ?? (link.local ? readKeptTree(link.local) : null);
  if (text !== null) return { ...practice, answer: emptyAnswer(keptDetail(answerKey(null, text))) };
  const source = sourceKey({ preset: link.preset, random: link.random?.text, game: link.game });
  const key = source && keyOfSource(readStore(readPractice()), source);
  return key ? { ...practice, answer: emptyAnswer(keptDetail(key)) } : null;
}

/** The language the page asks for at first: the link's, or the browser's. */
export function startLang() {
  return readLink(location.hash).lang ?? detectLang();
}

/** The page's state before the engine has loaded: every field, with what it holds. */
function initialState() {
  return {
    engine: null, // the wasm module, once loaded
    player: null, // the session and the position (player.js), once the engine is loaded
    presets: [],
    lang: 'en',
    // The language chosen in the menu while its words load (null when none
    // is loading): the menu shows it, so a render in between (a step) does
    // not put the old language back under the reader's choice.
    langWanted: null,
    algo: 'alphabeta',
    ties: 'prune',
    // Killer moves and iterative deepening (the move-ordering panel's
    // switches), off by default.
    killers: false,
    deepening: false,
    // Aspiration windows at the root, {guess, delta}, or null (off).
    aspiration: null,
    depth: null, // null = no limit
    // The leaf bounds L ≤ U for Star1 at chance nodes, {lower, upper}, or
    // null (none: −∞, +∞); a chance preset brings its own (docs/chance.md).
    bounds: null,
    tt: false, // memoisation: a transposition table, for the game panel's tree only (setTree)
    treeText: '',
    preset: null, // the preset's name when the tree is one, else null
    random: null, // the `random` link key that made the tree, else null
    game: null, // the game's tree shown, {name, depth, heuristic, tt, position} (the `game` link key), else null
    extras: null, // the engine's full module (extras.js), once loaded
    large: false,
    // "Ask the class" (the `ask` link key): each step is first asked, its
    // answer hidden, then shown (player.asking says which; core/ask.js).
    ask: false,
    // The settings and the edit bar, open or folded away (the presenter's
    // layout folds them so that the tree has the room).
    panels: { settings: true, edit: true },
    fit: null, // true = fit, false = actual size, null = decided by size
    hover: null, // the node under the pointer
    selected: null, // the node selected for editing, or null
    error: null, // the error box: {error, text, note, titleKey} or {titleKey, messageKey, messageParams}
    rejected: null, // {text, error}: a text the engine refused, kept in the notation box
    editMsg: null, // the message under the edit bar: {key, params}, {key, error} or null
    lastGood: null, // the last tree and options the engine accepted
    mode: 'demo', // 'demo', 'practice' or 'construct'
    // A homework set (homeworkactions.js): {items, mastery, scorm, key,
    // results: score 0…1 by item done, hints: used by item, current}, or null.
    homework: null,
    // A homework set's course platform (course.js): 'connected', 'missing'
    // (a package opened with no platform: the score stays in this browser,
    // and the bar says so), or null outside a package.
    lms: null,
    // Construct mode's challenge (construct.js): the engine's ChallengeDto,
    // its verdict on the tree shown after every new session, the solution
    // once asked for (for the tree it was asked on).
    construct: { id: null, info: null, kinds: null, verdict: null, solution: null, solutionFor: null, helped: false },
    practice: {
      answer: emptyAnswer(), // the student's answer (answer.js)
      key: null, // the tree the answer is about
      checked: null, // the engine's verdicts (Session.check), or null before Check
      restored: null, // the verdicts given back (session.js recheckKept), which the page does not scroll to
      revealed: false, // "Show answer" was pressed
      solution: null, // the engine's answer, once revealed
      exercise: null, // the exercise id ('medium-42') when the tree is one
      exerciseText: null, // that exercise's notation
      difficulty: 'medium',
      score: readScore(),
      msg: null, // the message under the fields: {key, error}
      hint: null, // the hint shown (the engine's Session.hint), or null; gone when the answer changes
      hints: 0, // the hint levels shown for this exercise (kept with its answer), apart from the score
    },
  };
}

/**
 * Wraps a function as an action: it renders (`render`) once, when the
 * outermost action running ends.
 * @returns {(fn: Function) => Function}
 */
function actionMaker(render) {
  /** How many actions are running (one inside another). */
  let nesting = 0;
  return (fn) =>
    (...args) => {
      nesting += 1;
      try {
        return fn(...args);
      } finally {
        nesting -= 1;
        if (nesting === 0) render();
      }
    };
}

/**
 * Makes the page's state and actions.
 * @param {object} hooks
 * @param {() => void} hooks.render  shows the state; called once per action
 * @param {() => void} hooks.flushTyping  before undo and redo: the typing in
 *   progress in the notation box becomes its entry first
 * @param {() => void} hooks.closeEditor  closes the leaf editor (undo moves away)
 * @param {() => void} [hooks.newPlace]  a new exercise is a new place: its
 *   fragment becomes a new entry of the browser's history (pushState)
 * @param {() => void} [hooks.homeworkChanged]  an item of a homework set is
 *   done: its score is kept, and a course platform is told (app.js)
 */
export function createState(hooks) {
  /** The whole page state. Only the actions change it. */
  const state = initialState();
  /** The store every action module works over; filled in the order they need it. */
  const ctx = {
    state,
    hooks,
    history: createHistory(), // undo and redo: entries are undoEntry(state)
    action: actionMaker(hooks.render),
    recovering: false, // true while session.js reruns after an error, so that a second failure cannot loop
    shown,
    /**
     * The engine's full module (extras.js), for what the core module cannot
     * do (games, random trees, exercises, practice checking); throws, with a
     * message the page shows, while it is not loaded.
     */
    full() {
      if (!state.extras) throw new Error("the engine's full module is not loaded");
      return state.extras;
    },
  };
  const view = { ...viewActions(ctx), ...layoutActions(ctx), ...treeActions(ctx) };
  Object.assign(ctx, view);
  ctx.homework = homeworkActions(ctx);
  ctx.construct = constructActions(ctx);
  ctx.practice = practiceActions(ctx);
  return { state, history: ctx.history, actions: { ...view, ...lifeActions(ctx), ...ctx.practice, ...ctx.construct.actions } };
}

/**
 * The actions of the page's life: before the engine, the engine loaded or
 * failed, its full module loaded, a mode chosen, a link opened.
 * @returns {object} the actions by name
 */
function lifeActions(ctx) {
  const { state, hooks, action } = ctx;
  const openLinkAction = action((hash, opts) => openLink(ctx, hash, opts));
  return {
    /**
     * Before the engine: the language (the link's, or the browser's, once its
     * catalogue is loaded: app.js sets it again then) and large text.
     */
    boot: action(() => {
      state.lang = shown(startLang());
      state.large = readLarge();
      state.panels = readPanels();
    }),
    /**
     * Before the engine: what the link `hash` decides without it (large
     * text, the options, the mode, an exercise's name), so that the page
     * shown while the engine loads has the header, settings and player
     * bar of the page drawn after it. `start` puts back what it set (the
     * options, the mode, the practice state) before it opens the link, so
     * that the page opens as it did without this (a bad exercise's link
     * opens the demonstration, with its error).
     */
    preview: action((hash) => {
      const link = readLink(hash);
      if (link.problem) return;
      if (link.large && !state.large) ctx.setLarge(true);
      const settings = linkSettings(link);
      if (settings.mode === undefined && needsPractice(link)) settings.mode = 'practice';
      else if (settings.mode === undefined && link.challenge !== undefined) settings.mode = 'construct';
      // An exercise's name is written in the practice panel, whose row it
      // makes taller: named now, it takes its line before the engine. A
      // name the engine will refuse (not shaped as exercise.rs's parse_id
      // reads it) previews nothing: its link opens the demonstration with
      // the engine's error, which the page then shows from the start.
      if (link.exercise !== undefined && !EXERCISE_ID.test(link.exercise)) return;
      const practice = (settings.mode ?? state.mode) === 'practice' ? previewPractice(link, state.practice) : null;
      if (practice) settings.practice = practice;
      ctx.beforePreview = Object.fromEntries(Object.keys(settings).map((key) => [key, state[key]]));
      Object.assign(state, settings);
    }),
    engineFailed: action((error) => {
      state.error = { error, titleKey: 'error.engine' };
    }),
    /** The engine's full module is loaded (extras.js): what needs it can run. */
    setExtras: action((extras) => {
      state.extras = extras;
      knowChallengeKinds(extras);
      recheckKept(state);
    }),
    /** A module the page draws with has arrived (practice.js): draw again. */
    redraw: action(() => {}),
    /** The engine is loaded: the first tree, from `hash` (a link or the last view). */
    start: action((engine, hash) => {
      Object.assign(state, ctx.beforePreview);
      ctx.beforePreview = null;
      state.engine = engine;
      state.player = createPlayer(engine);
      state.presets = engine.presets();
      openLinkAction(hash);
      ctx.history.reset(undoEntry(state));
    }),
    /** Demonstration, practice or construct; practice starts with the replay locked. */
    setMode: action((mode) => {
      if (mode === 'construct') return ctx.construct.enter();
      state.mode = mode === 'practice' ? 'practice' : 'demo';
      // Practice checks only the algorithms its answer can hold (PRACTICE_ALGOS).
      if (state.mode === 'practice' && !PRACTICE_ALGOS.includes(state.algo)) ctx.setOptions({ algo: 'alphabeta' });
      hooks.closeEditor();
      clampReplay(state);
    }),
    openLink: openLinkAction,
  };
}
