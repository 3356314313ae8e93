// The actions that change how the page shows the search, not what it
// searches: the language, the position (and "Ask the class", which asks
// each step before showing it), the selection and the pointer, large text
// and the folded panels, fit to width, the messages; and
// `setOptions`, which runs the search again with new options. Each is an
// action of the store `ctx` that state.js builds, and renders once.

import { hasLang } from '../i18n/i18n.js';
import { storeLarge, storePanels } from './urlstate.js';
import { replayLimit } from '../core/answer.js';
import { run } from './session.js';
import { parseBounds } from '../core/url.js';

/** A language the page can show: one offered whose words are loaded, else English. */
export const shown = (lang) => (hasLang(lang) ? lang : 'en');

/** Moves the player to position k (see the `go` action). */
function seekTo(state, k) {
  const player = state.player;
  if (!player?.session) return;
  const limit = state.mode === 'practice' ? replayLimit(state.practice, player.position().n) : Infinity;
  player.seek(Math.min(k, limit));
}

/** The leaf bounds from the settings' text (`setBounds`), or the message why they do not read. */
function setBounds(ctx, text) {
  const bounds = parseBounds(text);
  if (bounds === undefined) {
    ctx.state.error = { titleKey: 'error.options', messageKey: 'bounds.bad', messageParams: { text } };
    return;
  }
  ctx.state.bounds = bounds;
  if (ctx.state.player?.session) run(ctx);
}

/**
 * The view actions over `ctx`.
 * @returns {object} the actions by name
 */
export function viewActions(ctx) {
  const { state, action } = ctx;
  return {
    /**
     * New options ({algo, ties, depth, killers, deepening, aspiration}, each
     * optional; aspiration is {guess, delta} or null): the search reruns.
     */
    setOptions: action((o) => {
      for (const key of ['algo', 'ties', 'depth', 'bounds', 'killers', 'deepening', 'aspiration']) {
        if (o[key] !== undefined) state[key] = o[key];
      }
      if (state.player?.session) run(ctx);
    }),
    /**
     * The leaf bounds as the settings' field holds them ("0, 10"; empty:
     * none): the search runs again with them, or the page says why they do
     * not read and keeps what it shows.
     */
    setBounds: action((text) => setBounds(ctx, text)),
    /** The page's language; one whose catalogue is not loaded (loadLang) stays English. */
    setLang: action((lang) => {
      state.lang = shown(lang);
      state.langWanted = null;
    }),
    /** A language chosen in the menu, whose words are loading (null: none, or the load failed). */
    wantLang: action((lang) => {
      state.langWanted = lang;
    }),
    /**
     * Moves to position k (clamped to 0…N, and in practice mode to what the
     * answer shows), its answer shown.
     */
    go: action((k) => seekTo(state, k)),
    /**
     * One step forward (`dir` 1) or back (−1): the clicker's keys, the
     * arrows, Next and Previous. With "Ask the class" on, through each
     * step's question and then its answer (player.js stepBy).
     */
    stepBy: action((dir) => {
      const player = state.player;
      if (!player?.session) return;
      if (state.ask && state.mode !== 'practice') player.stepBy(dir);
      else seekTo(state, player.k + dir);
    }),
    /** "Ask the class" on or off; off shows the answer of a step asked. */
    setAsk: action((on) => {
      state.ask = on;
      if (!on && state.player) state.player.asking = false;
    }),
    /** Selects node `id` for editing (null clears the selection). */
    select: action((id) => {
      const tree = state.player?.tree;
      state.selected = id !== null && id !== undefined && tree?.nodes[id] ? id : null;
    }),
    /** The node under the pointer (its α and β sources are marked), or null. */
    hover: action((id) => {
      state.hover = id;
    }),
    /**
     * Shows a message under the edit bar, or clears it (null): {key, params},
     * or {key, error} for an engine error (its message fills {message}).
     */
    setEditMsg: action((msg) => {
      state.editMsg = msg;
    }),
    /** "Fit to width" (true) or "actual size" (false). */
    setFit: action((fit) => {
      state.fit = fit;
    }),
    dismissError: action(() => {
      state.error = null;
    }),
  };
}

/**
 * Large text and the folded panels, remembered in this browser.
 * @returns {{setLarge: Function, setPanel: Function}}
 */
export function layoutActions({ state, action }) {
  /** Opens or folds away the settings (`settings`) or the edit bar (`edit`). */
  const setPanel = action((name, open) => {
    state.panels = { ...state.panels, [name]: open };
    storePanels(state.panels);
  });
  /**
   * Large text on or off. Turning it on is the presenter's choice: the
   * settings and the edit bar fold away.
   */
  const setLarge = action((on) => {
    state.large = on;
    storeLarge(on);
    if (on) setPanel('settings', false);
    if (on) setPanel('edit', false);
  });
  return { setLarge, setPanel };
}
