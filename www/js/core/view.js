// What the page's actions compute about the view, as plain functions of
// plain data: the search options a view asks the engine for, the entry an
// undo keeps, the view the page falls back to, and the settings a link
// fixes. state.js's actions call them and keep the effects (storage, the
// engine, the render) to themselves; tests/unit/view.test.mjs tests them
// without a browser.

/**
 * The search options of a view, as the engine reads them (`SearchOptions`
 * in docs/wasm-api.md): the switches that are off and the depth limit
 * that is none are left out.
 * @param {{algo: string, ties: string, killers: boolean, deepening: boolean, depth: number|null, tt: boolean}} v
 */
export function searchOptions(v) {
  const o = { algo: v.algo, ties: v.ties };
  if (v.killers) o.killers = true;
  if (v.deepening) o.deepening = true;
  if (v.depth !== null) o.depth = v.depth;
  if (v.tt) o.tt = true;
  // The leaf bounds of Star1 (docs/chance.md), written as the engine reads
  // infinities.
  if (v.bounds) o.bounds = { lower: engineBound(v.bounds.lower), upper: engineBound(v.bounds.upper) };
  // Aspiration windows need a search that reads windows (not minimax).
  if (v.aspiration && v.algo !== 'minimax') o.aspiration = { guess: v.aspiration.guess, delta: v.aspiration.delta };
  return o;
}

/** A leaf bound as the engine reads it: a number, or "+inf" / "-inf". */
function engineBound(v) {
  return v === Infinity ? '+inf' : v === -Infinity ? '-inf' : v;
}

/**
 * The leaf bounds a preset is meant to be searched with (the engine's
 * `bounds: [L, U]`), as the state keeps them, or null.
 * @param {{bounds?: Array<number|string>|null}} p
 * @returns {{lower: number, upper: number}|null}
 */
export function presetBounds(p) {
  if (!Array.isArray(p?.bounds) || p.bounds.length !== 2) return null;
  const [lower, upper] = p.bounds.map((v) => (v === '+inf' ? Infinity : v === '-inf' ? -Infinity : Number(v)));
  return { lower, upper };
}

/**
 * The name of the preset whose notation is `text` (surrounding blanks
 * aside), or null.
 * @param {{name: string, notation: string}[]} presets
 * @param {string} text
 */
export function presetNamed(presets, text) {
  const p = presets.find((q) => q.notation.trim() === text.trim());
  return p ? p.name : null;
}

/**
 * The undo entry of a state: the tree and what names it, the depth limit
 * and memoisation, and the practice answer and exercise that go with it.
 */
export function undoEntry(s) {
  return {
    treeText: s.treeText,
    preset: s.preset,
    random: s.random,
    game: s.game,
    tt: s.tt,
    depth: s.depth,
    bounds: s.bounds ?? null,
    answer: s.practice.answer,
    exercise: s.practice.exercise,
    challenge: s.mode === 'construct' ? s.construct.id : null,
  };
}

/** The tree and options of a state, kept as the last the engine accepted. */
export function goodView(s) {
  return {
    treeText: s.treeText,
    preset: s.preset,
    random: s.random,
    game: s.game,
    algo: s.algo,
    ties: s.ties,
    depth: s.depth,
    bounds: s.bounds ?? null,
    killers: s.killers,
    deepening: s.deepening,
    tt: s.tt,
    aspiration: s.aspiration ?? null,
  };
}

/**
 * The view of the default preset with the default options (the algorithm
 * aside): what the page shows when nothing it had worked.
 * @param {{name: string, notation: string}} preset
 */
export function fallbackView(preset) {
  return {
    treeText: preset.notation,
    preset: preset.name,
    random: null,
    game: null,
    ties: 'prune',
    depth: null,
    bounds: presetBounds(preset),
    killers: false,
    deepening: false,
    tt: false,
    aspiration: null,
  };
}

/**
 * The settings a link (urlstate.js's readLink) fixes: only the keys it
 * names, except that an exercise fixes its algorithm, tie rule and depth,
 * the keys it leaves out meaning the defaults, so that it opens the same in
 * a fresh tab and pasted into an open one. The language and large text are
 * the page's to decide (it shows only a language whose words are loaded).
 * @returns {{algo?: string, ties?: string, depth?: number|null, killers?: boolean, deepening?: boolean, mode?: string}}
 */
export function linkSettings(link) {
  const s = {};
  if (link.algo) s.algo = link.algo;
  if (link.ties) s.ties = link.ties;
  if (link.depth !== undefined) s.depth = link.depth;
  if (link.bounds !== undefined) s.bounds = link.bounds;
  if (link.exercise !== undefined) {
    s.algo = link.algo ?? 'alphabeta';
    s.ties = link.ties ?? 'prune';
    s.depth = link.depth ?? null;
  }
  if (link.killers !== undefined) s.killers = link.killers;
  if (link.deepening !== undefined) s.deepening = link.deepening;
  if (link.aspiration !== undefined) s.aspiration = link.aspiration;
  if (link.mode) s.mode = link.mode;
  return s;
}

/**
 * A link with its tree keys dropped: a link that could not be read whole
 * opens the default tree on arrival rather than part of what it named.
 */
export function withoutTree(link) {
  const { tree, preset, random, game, local, ...rest } = link;
  return rest;
}
