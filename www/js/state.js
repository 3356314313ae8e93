// The page's state and the only code that changes it: the named actions
//   boot  start  engineFailed  openLink  setTree  commit  undo  redo  edit
//   setOptions  setLang  go  select  hover  setEditMsg  setLarge  setFit
//   dismissError
// Every action ends in ONE call of `render` (screen.js); an action called
// inside another shares the outer one's render. The other modules read the
// state and call actions; none of them writes the state, and nothing here
// reads the DOM. The session and the position live in the player
// (player.js), which only the actions move.

import { t, detectLang, LANGS } from './i18n.js';
import { createHistory } from './history.js';
import { localMessage } from './errors.js';
import { createPlayer, findPreset, defaultPreset, presetDepth } from './player.js';
import { readLink, readLarge, storeLarge } from './urlstate.js';

/**
 * Makes the page's state and actions.
 * @param {object} hooks
 * @param {() => void} hooks.render  shows the state; called once per action
 * @param {() => void} hooks.flushTyping  before undo and redo: the typing in
 *   progress in the notation box becomes its entry first
 * @param {() => void} hooks.closeEditor  closes the leaf editor (undo moves away)
 */
export function createState(hooks) {
  /** The whole page state. Only the actions below change it. */
  const state = {
    engine: null, // the wasm module, once loaded
    player: null, // the session and the position (player.js), once the engine is loaded
    presets: [],
    lang: 'en',
    algo: 'alphabeta',
    ties: 'prune',
    depth: null, // null = no limit
    treeText: '',
    preset: null, // the preset's name when the tree is one, else null
    random: null, // the `random` link key that made the tree, else null
    large: false,
    fit: null, // true = fit, false = actual size, null = decided by size
    hover: null, // the node under the pointer
    selected: null, // the node selected for editing, or null
    error: null, // the error box: {error, text, note, titleKey} or {titleKey, messageKey, messageParams}
    rejected: null, // {text, error}: a text the engine refused, kept in the notation box
    editMsg: null, // the message under the edit bar: {key, params}, {key, error} or null
    lastGood: null, // the last tree and options the engine accepted
  };

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

  function options() {
    const o = { algo: state.algo, ties: state.ties };
    if (state.depth !== null) o.depth = state.depth;
    return o;
  }

  /** The name of the preset whose notation is `text`, or null. */
  function matchPreset(text) {
    const p = state.presets.find((q) => q.notation.trim() === text.trim());
    return p ? p.name : null;
  }

  function entry() {
    return { treeText: state.treeText, preset: state.preset, random: state.random, depth: state.depth };
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
      state.player.open(state.treeText, options(), step);
    } catch (error) {
      recover(error);
      return false;
    }
    state.hover = null;
    if (state.selected !== null && state.selected >= state.player.tree.nodes.length) state.selected = null;
    state.lastGood = { treeText: state.treeText, preset: state.preset, random: state.random, algo: state.algo, ties: state.ties, depth: state.depth };
    state.rejected = null;
    // A success clears an earlier error, unless this run is the fallback
    // that the error itself asked for.
    if (!recovering) state.error = null;
    return true;
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
    if (!recovering && good) note = aboutText || good.treeText !== text ? 'error.kept' : 'error.restored';
    else if (!recovering && fallback) note = 'error.fallback';
    state.error = { error, text, note, titleKey: error?.titleKey ?? (aboutText ? 'error.title' : 'error.options') };
    if (note) {
      recovering = true;
      try {
        if (good) Object.assign(state, good);
        else Object.assign(state, { treeText: fallback.notation, preset: fallback.name, random: null, ties: 'prune', depth: null });
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
   * @param {{preset?: string|null, random?: string|null, step?: number|'end'}} [opts]
   * @returns {boolean} whether `text` itself is now shown
   */
  const setTree = action((text, opts = {}) => {
    state.treeText = text;
    state.preset = opts.preset ?? matchPreset(text);
    state.random = opts.random ?? null;
    return run(opts.step);
  });

  /**
   * A change the reader made to the tree (an edit, a preset, a random tree,
   * an import, typing): draws `text` and records it for undo (a `group`
   * coalesces a burst of typing into one entry). `fresh` clears the
   * selection (a whole new tree). Nothing is recorded when the engine
   * refused the text, or when nothing changed.
   * @param {{preset?: string|null, depth?: number|null, step?: number|'end', group?: any, fresh?: boolean}} [opts]
   * @returns {boolean} whether `text` is now drawn
   */
  const commit = action((text, opts = {}) => {
    if (opts.fresh) state.selected = null;
    const depth = opts.depth === undefined ? state.depth : opts.depth;
    if (text === state.treeText && depth === state.depth && state.player.session) return true;
    state.depth = depth;
    const ok = setTree(text, { preset: opts.preset, step: opts.step });
    if (ok) history.push(entry(), opts.group ?? null);
    return ok;
  });

  /** Shows an undo entry again. */
  function restore(e) {
    if (!e) return;
    hooks.closeEditor();
    state.depth = e.depth;
    setTree(e.treeText, { preset: e.preset, random: e.random });
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
    if (state.player?.session) run();
  });

  const setLang = action((lang) => {
    state.lang = LANGS.includes(lang) ? lang : 'en';
  });

  /** Moves to position k (clamped to 0…N). */
  const go = action((k) => {
    state.player?.seek(k);
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

  /** Large text on or off, remembered in this browser. */
  const setLarge = action((on) => {
    state.large = on;
    storeLarge(on);
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
    const link = readLink(hash);
    const arriving = !state.player.session;
    if (link.problem && arriving) {
      delete link.tree;
      delete link.preset;
      delete link.random;
    }
    if (link.large) state.large = true;
    if (link.lang) state.lang = link.lang;
    if (link.algo) state.algo = link.algo;
    if (link.ties) state.ties = link.ties;
    if (link.depth !== undefined) state.depth = link.depth;
    const preset = link.preset === undefined ? null : findPreset(state.presets, link.preset);
    let ok;
    // A random tree is made by the engine's seeded generator, so that a
    // link to a tree too big for a fragment stays short.
    let random = null;
    let randomError = null;
    if (link.tree === undefined && link.random) {
      try {
        random = state.engine.randomTree(link.random.spec);
      } catch (error) {
        randomError = error;
      }
    }
    if (link.tree !== undefined) {
      ok = setTree(link.tree, { step: link.step });
    } else if (random !== null) {
      ok = setTree(random, { random: link.random.text, step: link.step });
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
    if (randomError) state.error = { error: randomError, titleKey: 'error.link' };
    if (opts.record) history.push(entry());
  });

  /** Before the engine: the language (the link's, or the browser's) and large text. */
  const boot = action(() => {
    const langs = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language];
    state.lang = readLink(location.hash).lang ?? detectLang(langs);
    state.large = readLarge();
  });

  const engineFailed = action((error) => {
    state.error = { error, titleKey: 'error.engine' };
  });

  /** The engine is loaded: the first tree, from `hash` (a link or the last view). */
  const start = action((engine, hash) => {
    state.engine = engine;
    state.player = createPlayer(engine);
    state.presets = engine.presets();
    openLink(hash);
    history.reset(entry());
  });

  return {
    state,
    history,
    actions: {
      boot, start, engineFailed, openLink, setTree, commit, undo, redo, edit,
      setOptions, setLang, go, select, hover, setEditMsg, setLarge, setFit, dismissError,
    },
  };
}
