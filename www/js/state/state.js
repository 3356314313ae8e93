// The page's state and the only code that changes it: the named actions
//   boot  start  engineFailed  openLink  setTree  commit  undo  redo  edit
//   setOptions  setLang  wantLang  go  select  hover  setEditMsg  setLarge  setFit  setPanel
//   dismissError  setExtras  redraw
// and practice mode's, made by practiceActions over the same state (the
// answer, Check and the exercises; the rules are the engine's, answer.js
// shapes them and practice.js shows them):
//   setMode  setDetail  writeAnswer  togglePrune  setPracticeMsg
//   checkAnswer  whereWrong  revealAnswer  clearAnswer  openExercise
//   nextExercise  selectNextAsked  showHint  selectMistake
// and construct mode's, made by constructActions (constructstore.js keeps
// the work, construct.js shows it):
//   openChallenge  newChallenge  showSolution  applySolution
// Every action ends in ONE call of `render` (screen.js); an action called
// inside another shares the outer one's render. The other modules read the
// state and call actions; none of them writes the state, and nothing here
// reads the DOM. The session and the position live in the player
// (player.js), which only the actions move.

import { t, detectLang, hasLang } from '../i18n/i18n.js';
import { createHistory } from '../core/history.js';
import { localMessage } from '../ui/errors.js';
import { createPlayer, findPreset, defaultPreset, presetDepth } from '../engine/player.js';
import { readLink, readKeptTree, readLarge, storeLarge, readPanels, storePanels, readPractice, storePractice, readScore, storeScore } from './urlstate.js';
import { emptyAnswer, readAnswer, togglePruned, replayLimit, answerRequest, answerKey, readStore, rememberAnswer, recallAnswer, nextHintLevel, writeField, nextUnmarked, nextMistake, scoreAfterCheck } from '../core/answer.js';
import { searchOptions, presetNamed, undoEntry, goodView, fallbackView, linkSettings, withoutTree } from '../core/view.js';
import { fullSession } from '../engine/extras.js';
import { recallWork, keepWork, countSolved, nextUnsolved } from './constructstore.js';

/** The language the page asks for at first: the link's, or the browser's. */
export function startLang() {
  return readLink(location.hash).lang ?? detectLang();
}

/** The page's state before the engine has loaded: every field, with what it holds. */
export function initialState() {
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
    tt: false, // memoisation: a transposition table, for the game panel's tree only (setTree)
    treeText: '',
    preset: null, // the preset's name when the tree is one, else null
    random: null, // the `random` link key that made the tree, else null
    game: null, // the game's tree shown, {name, depth, heuristic, tt, position} (the `game` link key), else null
    extras: null, // the engine's full module (extras.js), once loaded
    large: false,
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
    // Construct mode's challenge (construct.js): the engine's ChallengeDto,
    // its verdict on the tree shown after every new session, the solution
    // once asked for (for the tree it was asked on).
    construct: { id: null, info: null, kinds: null, verdict: null, solution: null, solutionFor: null, helped: false },
    practice: {
      answer: emptyAnswer(), // the student's answer (answer.js)
      key: null, // the tree the answer is about
      checked: null, // the engine's verdicts (Session.check), or null before Check
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
 * Makes the page's state and actions.
 * @param {object} hooks
 * @param {() => void} hooks.render  shows the state; called once per action
 * @param {() => void} hooks.flushTyping  before undo and redo: the typing in
 *   progress in the notation box becomes its entry first
 * @param {() => void} hooks.closeEditor  closes the leaf editor (undo moves away)
 * @param {() => void} [hooks.newPlace]  a new exercise is a new place: its
 *   fragment becomes a new entry of the browser's history (pushState)
 */
export function createState(hooks) {
  /** The whole page state. Only the actions below change it. */
  const state = initialState();

  /** Undo and redo: entries are {treeText, preset, depth}. */
  const history = createHistory();

  /** How many actions are running (one inside another). */
  let nesting = 0;

  /** Wraps `fn` as an action: it renders once, when the outermost action ends. */
  function action(fn) {
    return (...args) => {
      nesting += 1;
      try {
        return fn(...args);
      } finally {
        nesting -= 1;
        if (nesting === 0) hooks.render();
      }
    };
  }

  /**
   * Keeps the answer in progress and the hints used under the exercise's
   * (or the tree's) key, with those of the other exercises of this browser
   * (answer.js's store, read again each time: another tab may have written
   * its own since).
   */
  function keepAnswer() {
    const pr = state.practice;
    const key = answerKey(pr.exercise, state.treeText);
    storePractice(rememberAnswer(readStore(readPractice()), key, { answer: pr.answer, hints: pr.hints }));
  }

  /** The answer changed: its verdicts are stale, the replay locks again, the hint goes. */
  function answerChanged(answer, record = true) {
    const pr = state.practice;
    pr.answer = answer;
    pr.checked = null;
    pr.revealed = false;
    pr.solution = null;
    pr.msg = null;
    pr.hint = null;
    state.player?.seek(0);
    keepAnswer();
    if (record) history.push(undoEntry(state));
  }

  /** True while recover() reruns, so that a second failure cannot loop. */
  let recovering = false;

  /**
   * Makes the session for the current tree and options and moves to `step`
   * ('end', a number, or undefined: keep the position, or the end if the
   * page was at the end). On a refusal, shows why and falls back.
   * @returns {boolean} whether the engine took the tree and options
   */
  function run(step) {
    try {
      state.player.open(state.treeText, searchOptions(state), step);
    } catch (error) {
      recover(error);
      return false;
    }
    state.hover = null;
    if (state.selected !== null && state.selected >= state.player.tree.nodes.length) state.selected = null;
    state.lastGood = goodView(state);
    state.rejected = null;
    syncPractice();
    construct.sync();
    // A success clears an earlier error, unless this run is the fallback
    // that the error itself asked for.
    if (!recovering) state.error = null;
    return true;
  }

  /**
   * After a new session: a new tree brings its own answer (the one kept in
   * this browser for it, or an empty one); new options keep the answer but
   * not the verdicts. In practice mode the replay is clamped.
   */
  function syncPractice() {
    const pr = state.practice;
    if (pr.key !== state.treeText) {
      if (pr.exerciseText !== state.treeText) pr.exercise = null;
      const kept = recallAnswer(readStore(readPractice()), answerKey(pr.exercise, state.treeText));
      const n = state.player.tree.nodes.length;
      pr.answer = (kept && readAnswer(kept.answer, n)) || emptyAnswer(pr.answer.detail);
      pr.hints = kept?.hints ?? 0;
      pr.key = state.treeText;
    }
    pr.hint = null;
    pr.checked = null;
    pr.revealed = false;
    pr.solution = null;
    pr.msg = null;
    clampReplay();
  }

  /** In practice mode the replay stops where the answer is not yet shown. */
  function clampReplay() {
    const player = state.player;
    if (state.mode !== 'practice' || !player?.session) return;
    const limit = replayLimit(state.practice, player.position().n);
    if (player.k > limit) player.seek(limit);
  }

  /**
   * After the engine refused a tree or options: show the error, then go back
   * to the last tree and options that worked, or to the default preset. The
   * refused text stays in the notation box, to be corrected there.
   */
  function recover(error) {
    const text = state.treeText;
    const good = state.lastGood;
    const fallback = defaultPreset(state.presets);
    // A parse error is about the text; any other is about the options (for
    // example a depth limit that stops at a node without h) or the size.
    const aboutText = error?.kind === 'parse';
    let note = null;
    // Iterative deepening refused by a tree without h above P (a link
    // such as #preset=classic&deepening=1): the tree stays, the switch
    // goes off, and the error names a node of the tree on screen.
    if (!recovering && !aboutText && state.deepening && error?.kind === 'options') {
      state.error = { error, text, note: 'error.deepeningOff', titleKey: 'error.options' };
      recovering = true;
      let ran = false;
      try {
        state.deepening = false;
        ran = run(0);
      } finally {
        recovering = false;
      }
      if (ran) {
        state.rejected = { text, error: null };
        return;
      }
    }
    if (!recovering && good) note = aboutText || good.treeText !== text ? 'error.kept' : 'error.restored';
    else if (!recovering && fallback) note = 'error.fallback';
    state.error = { error, text, note, titleKey: error?.titleKey ?? (aboutText ? 'error.title' : 'error.options') };
    if (note) {
      recovering = true;
      try {
        if (good) Object.assign(state, good);
        else Object.assign(state, fallbackView(fallback));
        run(0);
      } finally {
        recovering = false;
      }
    }
    state.rejected = { text, error: aboutText ? error : null };
  }

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
    return run(opts.step);
  });

  /**
   * A change the reader made to the tree (an edit, a preset, a random tree,
   * an import, typing): draws `text` and records it for undo (a `group`
   * coalesces a burst of typing into one entry). `fresh` clears the
   * selection (a whole new tree). Nothing is recorded when the engine
   * refused the text, or when nothing changed.
   * @param {{preset?: string|null, depth?: number|null, step?: number|'end', group?: any, fresh?: boolean, tt?: boolean, game?: object|null}} [opts]
   * @returns {boolean} whether `text` is now drawn
   */
  const commit = action((text, opts = {}) => {
    if (opts.fresh) state.selected = null;
    const depth = opts.depth === undefined ? state.depth : opts.depth;
    const tt = opts.tt === true;
    if (text === state.treeText && depth === state.depth && tt === state.tt && state.player.session) return true;
    state.depth = depth;
    const ok = setTree(text, { preset: opts.preset, step: opts.step, tt, game: opts.game });
    if (ok) history.push(undoEntry(state), opts.group ?? null);
    return ok;
  });

  /** Shows an undo entry again. */
  function restore(e) {
    if (!e) return;
    hooks.closeEditor();
    state.depth = e.depth;
    // The entry's answer belongs to the entry's tree: set both, so that the
    // new session keeps it (syncPractice) and clamps the replay as it must.
    // The exercise it was, and the hints used on it, come back with it.
    const pr = state.practice;
    const key = answerKey(e.exercise ?? null, e.treeText);
    if (pr.key !== e.treeText) pr.hints = recallAnswer(readStore(readPractice()), key)?.hints ?? 0;
    pr.key = e.treeText;
    pr.answer = e.answer ?? emptyAnswer(pr.answer.detail);
    pr.exercise = e.exercise ?? null;
    pr.exerciseText = e.exercise ? e.treeText : null;
    storePractice(rememberAnswer(readStore(readPractice()), key, { answer: pr.answer, hints: pr.hints }));
    construct.restore(e);
    setTree(e.treeText, { preset: e.preset, random: e.random, game: e.game, tt: e.tt });
  }

  const undo = action(() => {
    hooks.flushTyping();
    restore(history.undo());
  });

  const redo = action(() => {
    hooks.flushTyping();
    restore(history.redo());
  });

  /** New options ({algo, ties, depth}, each optional): the search reruns. */
  const setOptions = action((o) => {
    if (o.algo !== undefined) state.algo = o.algo;
    if (o.ties !== undefined) state.ties = o.ties;
    if (o.depth !== undefined) state.depth = o.depth;
    // The techniques' switches, and aspiration windows ({guess, delta} or null).
    for (const key of ['killers', 'deepening', 'aspiration']) if (o[key] !== undefined) state[key] = o[key];
    if (state.player?.session) run();
  });

  /** A language the page can show: one offered whose words are loaded, else English. */
  const shown = (lang) => (hasLang(lang) ? lang : 'en');

  /** The page's language; one whose catalogue is not loaded (loadLang) stays English. */
  const setLang = action((lang) => {
    state.lang = shown(lang);
    state.langWanted = null;
  });

  /** A language chosen in the menu, whose words are loading (null: none, or the load failed). */
  const wantLang = action((lang) => {
    state.langWanted = lang;
  });

  /** Moves to position k (clamped to 0…N). */
  const go = action((k) => {
    const player = state.player;
    if (!player?.session) return;
    const limit = state.mode === 'practice' ? replayLimit(state.practice, player.position().n) : Infinity;
    player.seek(Math.min(k, limit));
  });

  /** Selects node `id` for editing (null clears the selection). */
  const select = action((id) => {
    const tree = state.player?.tree;
    state.selected = id !== null && id !== undefined && tree && tree.nodes[id] ? id : null;
  });

  /** The node under the pointer (its α and β sources are marked), or null. */
  const hover = action((id) => {
    state.hover = id;
  });

  /**
   * Applies one edit through the engine and draws the result. `extra` holds
   * the edit's fields ({value}, {by}, {label}…); the node is the selected
   * one unless `extra.node` says otherwise.
   * @returns {string|null} null, or the message shown when it failed
   */
  const edit = action((op, extra = {}) => {
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
    select(result.focus);
    return null;
  });

  /**
   * Shows a message under the edit bar, or clears it (null): {key, params},
   * or {key, error} for an engine error (its message fills {message}).
   */
  const setEditMsg = action((msg) => {
    state.editMsg = msg;
  });

  /**
   * Large text on or off, remembered in this browser. Turning it on is the
   * presenter's choice: the settings and the edit bar fold away.
   */
  const setLarge = action((on) => {
    state.large = on;
    storeLarge(on);
    if (on) setPanel('settings', false);
    if (on) setPanel('edit', false);
  });

  /** Opens or folds away the settings (`settings`) or the edit bar (`edit`). */
  const setPanel = action((name, open) => {
    state.panels = { ...state.panels, [name]: open };
    storePanels(state.panels);
  });

  /** "Fit to width" (true) or "actual size" (false). */
  const setFit = action((fit) => {
    state.fit = fit;
  });

  const dismissError = action(() => {
    state.error = null;
  });

  /**
   * Applies a fragment: options first, then the tree, then the step. Keys
   * that are absent leave the state as it is; a link that could not be read
   * whole is said so, and brings the default tree on arrival. `record`
   * makes the result an undo entry (a fragment edited by hand).
   */
  const openLink = action((hash, opts = {}) => {
    const arriving = !state.player.session;
    let link = readLink(hash);
    if (link.problem && arriving) link = withoutTree(link);
    // A presenter's link (large=1) folds the settings and the edit bar away.
    if (link.large && !state.large) setLarge(true);
    if (link.lang) state.lang = shown(link.lang);
    // The options and the mode the link names (an exercise fixes its own).
    Object.assign(state, linkSettings(link));
    // A challenge opens with the work kept for it, or its starting tree; a
    // bad id is said, and the page opens as without it.
    const challenge = construct.fromLink(link);
    if (challenge.opened) {
      if (opts.record) history.push(undoEntry(state));
      return;
    }
    let exerciseError = null;
    if (link.exercise !== undefined) {
      if (practice.openExercise(link.exercise, { record: false })) {
        if (opts.record) history.push(undoEntry(state));
        return;
      }
      // A bad exercise id is said, and the page opens as without it.
      exerciseError = state.error;
    }
    const preset = link.preset === undefined ? null : findPreset(state.presets, link.preset);
    let ok;
    // A tree too long for a link is kept in the browser that made the link
    // (urlstate.js keepTree); elsewhere the link cannot open it, and says so.
    let kept = null;
    let keptError = null;
    if (link.tree === undefined && link.local) {
      kept = readKeptTree(link.local);
      if (kept === null) keptError = { titleKey: 'error.link', messageKey: 'error.keptTree' };
    }
    const { random, game, madeError } = link.tree === undefined && kept === null ? madeTree(full, link) : {};
    if (link.tree !== undefined) {
      ok = setTree(link.tree, { step: link.step });
    } else if (kept !== null) {
      ok = setTree(kept, { step: link.step });
    } else if (random) {
      ok = setTree(random, { random: link.random.text, step: link.step });
    } else if (game) {
      ok = setTree(game, { game: link.game, tt: link.game.tt, step: link.step });
    } else if (preset || arriving) {
      const p = preset || defaultPreset(state.presets);
      if (!p) return;
      if (link.depth === undefined) state.depth = presetDepth(p);
      ok = setTree(p.notation, { preset: p.name, step: link.step });
    } else {
      ok = run(link.step);
    }
    // An error about the tree says more than one about the link.
    if (link.problem && ok) state.error = link.problem;
    if (keptError) state.error = keptError;
    if (exerciseError) state.error = exerciseError;
    if (challenge.error) state.error = challenge.error;
    if (madeError) state.error = { error: madeError, titleKey: 'error.link' };
    if (opts.record) history.push(undoEntry(state));
  });

  /**
   * Before the engine: the language (the link's, or the browser's, once its
   * catalogue is loaded: app.js sets it again then) and large text.
   */
  const boot = action(() => {
    state.lang = shown(startLang());
    state.large = readLarge();
    state.panels = readPanels();
  });

  const engineFailed = action((error) => {
    state.error = { error, titleKey: 'error.engine' };
  });

  /**
   * The engine's full module (extras.js), for what the core module cannot
   * do (games, random trees, exercises, practice checking); throws, with a
   * message the page shows, while it is not loaded.
   */
  function full() {
    if (!state.extras) throw new Error('the engine\'s full module is not loaded');
    return state.extras;
  }

  /** The engine's full module is loaded (extras.js): what needs it can run. */
  const setExtras = action((extras) => {
    state.extras = extras;
  });

  /** A module the page draws with has arrived (practice.js): draw again. */
  const redraw = action(() => {});

  /** The engine is loaded: the first tree, from `hash` (a link or the last view). */
  const start = action((engine, hash) => {
    state.engine = engine;
    state.player = createPlayer(engine);
    state.presets = engine.presets();
    openLink(hash);
    history.reset(undoEntry(state));
  });

  /** Demonstration, practice or construct; practice starts with the replay locked. */
  const setMode = action((mode) => {
    if (mode === 'construct') return construct.enter();
    state.mode = mode === 'practice' ? 'practice' : 'demo';
    hooks.closeEditor();
    clampReplay();
  });

  /** Construct mode's actions and practice mode's, made over the same state and helpers. */
  const construct = constructActions({ state, hooks, action, full, setTree, commit });
  const practice = practiceActions({ state, hooks, action, select, full, clampReplay, answerChanged, keepAnswer, setTree, commit, construct });

  return {
    state,
    history,
    actions: {
      boot, start, setExtras, redraw, engineFailed, openLink, setTree, commit, undo, redo, edit,
      setOptions, setLang, wantLang, go, select, hover, setEditMsg, setLarge, setFit, setPanel, dismissError,
      setMode,
      ...practice,
      ...construct.actions,
    },
  };
}

/**
 * Practice mode's actions (the answer, Check, the hints and the exercises),
 * over createState's state and the helpers it shares with them: each is an
 * `action`, so that it renders once, as the others do.
 * @returns {object} the actions by name
 */
function practiceActions({ state, hooks, action, select, full, clampReplay, answerChanged, keepAnswer, setTree, commit, construct }) {
  // ------------------------------------------------------------ practice

  /** The level of detail answered: 'cuts', 'values' or 'full'. */
  const setDetail = action((detail) => {
    answerChanged({ ...state.practice.answer, detail });
  });

  /** Writes one field ('m', 'alpha', 'beta') of node `id`; '' clears it. */
  const writeAnswer = action((id, field, value) => {
    const answer = writeField(state.practice.answer, id, field, value);
    if (answer === null) state.practice.msg = null;
    else answerChanged(answer);
  });

  /** Marks or unmarks the subtree of `id` as pruned. */
  const togglePrune = action((id) => {
    const tree = state.player?.tree;
    if (!tree || id === 0 || !tree.nodes[id]) return;
    answerChanged(togglePruned(tree, state.practice.answer, id));
  });

  const setPracticeMsg = action((msg) => {
    state.practice.msg = msg;
  });

  /**
   * The session that checks answers and gives the solution: the engine's
   * full module's (extras.js) on the player's tree and options, since the
   * core module the page draws with cannot check. Practice mode loads the
   * full module (app.js); until it is there, this throws.
   */
  function practiceSession() {
    return fullSession(full(), state.player);
  }

  /** Check: the engine's verdict on every node; the score counts first checks. */
  const checkAnswer = action(() => {
    const pr = state.practice;
    try {
      pr.checked = practiceSession().check(answerRequest(pr.answer));
    } catch (error) {
      pr.msg = { key: 'practice.checkFailed', error };
      return;
    }
    pr.msg = null;
    // The first mistake is selected: its explanation shows beside the
    // node's fields, and the tree brings it into view.
    const first = pr.checked.mistakes[0];
    if (first) select(first.node);
    const score = scoreAfterCheck(pr.score, pr.exercise ?? state.treeText, pr.checked.mistakes.length === 0);
    if (score) {
      pr.score = score;
      storeScore(score);
    }
  });

  /** Replays up to the step that decided the first mistake, and selects its node. */
  const whereWrong = action(() => {
    const first = state.practice.checked?.mistakes[0];
    if (!first) return;
    if (first.step !== null) state.player.seek(first.step);
    select(first.node);
  });

  /** Shows the engine's answer: the whole replay opens, the end is drawn. */
  const revealAnswer = action(() => {
    const pr = state.practice;
    if (!pr.checked) return;
    pr.revealed = true;
    pr.solution = practiceSession().solution();
    state.player.seek(state.player.position().n);
  });

  const clearAnswer = action(() => {
    answerChanged(emptyAnswer(state.practice.answer.detail));
  });

  /** Opens exercise `id` ('medium-42'); returns whether it was one. */
  const openExercise = action((id, opts = {}) => {
    let ex;
    try {
      ex = full().exerciseTree(id);
    } catch (error) {
      state.error = { error, titleKey: 'error.link' };
      return false;
    }
    const pr = state.practice;
    pr.exercise = ex.id;
    pr.exerciseText = ex.notation;
    pr.difficulty = ex.difficulty;
    state.mode = 'practice';
    if (opts.record === false) setTree(ex.notation, { preset: null, step: 0 });
    else commit(ex.notation, { preset: null, depth: null, step: 0, fresh: true });
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

  /**
   * Shows the engine's next hint on the answer (Session.hint): which node
   * to look at, then the test that decides it, then the value; each level
   * shown for the first time counts as a hint used. The hint's node is
   * selected. Without a mistake left, the hint says so.
   */
  const showHint = action(() => {
    const pr = state.practice;
    const level = nextHintLevel(pr.hint?.level ?? 0, pr.hint?.levels ?? 3);
    let hint;
    try {
      hint = practiceSession().hint(answerRequest(pr.answer), level);
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
      keepAnswer();
    }
    pr.hint = hint;
    select(hint.node);
  });

  /**
   * Selects the next (dir 1) or previous (dir -1) mistake's node after
   * Check, in the engine's order, from the selected node's (wrapping).
   */
  const selectMistake = action((dir = 1) => {
    const next = nextMistake(state.practice.checked?.mistakes ?? [], state.selected, dir);
    if (next !== null) select(next);
  });

  /** Selects the next inner node that is not marked pruned (Enter in a field). */
  const selectNextAsked = action(() => {
    const tree = state.player?.tree;
    if (!tree) return;
    select(nextUnmarked(tree, state.practice.answer, state.selected));
  });

  return {
    setDetail, writeAnswer, togglePrune, setPracticeMsg, checkAnswer, whereWrong,
    revealAnswer, clearAnswer, openExercise, nextExercise, selectNextAsked, showHint, selectMistake,
  };
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
 * Construct mode's actions (a challenge, its verdict after every edit, the
 * engine's solution), over createState's state and the helpers it shares
 * with them; and what the other actions ask of construct mode: `sync` after
 * every new session, `restore` an undo entry's challenge, `fromLink` a
 * link's, `enter` the mode from the menu.
 */
function constructActions({ state, hooks, action, full, setTree, commit }) {
  /**
   * Opens challenge `id` ('deep-cut-12'; null: the first kind not solved
   * yet, a fresh seed) with the work kept for it in this browser, or its
   * starting tree. The search is the challenge's: α-β fail-soft, the seeds'
   * tie rule, no depth limit or technique. Returns whether it opened.
   */
  const openChallenge = action((id, opts = {}) => {
    try {
      const kinds = id === null ? (state.construct.kinds ??= full().challengeKinds()) : null;
      loadChallenge(state, full, id ?? `${nextUnsolved(kinds)}-${crypto.getRandomValues(new Uint32Array(1))[0]}`);
    } catch (error) {
      state.error = { error, titleKey: 'error.link' };
      return false;
    }
    const c = state.construct;
    Object.assign(state, { algo: 'alphabeta', ties: 'prune', depth: null, killers: false, deepening: false, mode: 'construct', selected: null });
    const text = recallWork(c.id) ?? c.info.notation;
    if (opts.record === false) setTree(text, { preset: null, step: 'end' });
    else commit(text, { preset: null, depth: null, step: 'end', fresh: true });
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
    sync: () => syncChallenge(state, full),
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
