// The life of a search session, shared by the page (app.js) and the embed
// view (embed.js): loading the engine, the default tree, making a Session
// for a tree and options (the tree and layout read as typed columns, so any
// size the engine takes is drawn), and moving to a position. A position change asks the engine for exactly one packed
// snapshot and one step; the narration is asked once per position and
// language, when it is first read. Nothing here touches the DOM: the caller
// draws what `player` holds.

import { installTerms, LANGS, t } from '../i18n/i18n.js';
import { installExcerpt } from '../ui/errors.js';
import { treeFromPacked } from '../core/treedata.js';
import { exactNumber, fmt, fmtWindow, fmtWindowBound } from '../core/num.js';
import { scanWindows, phasesAt, hasPhases, countUpTo } from '../core/windows.js';
import { intervalEvents, barAt } from '../core/interval.js';
import { askMove, questionSnap } from '../core/ask.js';
import { loadGlue } from './engine.js';

/** Whether the main pointer is a finger (then hints speak of taps, not keys). */
const TOUCH = window.matchMedia('(pointer: coarse)');

/** The preset drawn when no tree is asked for, or when the asked one is bad. */
const DEFAULT_PRESET = 'schema6bis';

/**
 * The most steps whose phases are read (each step is one call to the
 * engine, about 2 µs): beyond, a search by windows shows no phases.
 */
const PHASE_STEPS = 100000;

/**
 * Loads the wasm engine (engine.js, which the page may have started
 * already). Once it is loaded, the catalogues get the engine's names of the algorithms and
 * cuts (`terms`) and the error box its excerpt of a parse error.
 * @returns {Promise<object>} the module, ready to use
 */
export function loadEngine() {
  // Several <alpha-beta-tree> elements share one engine: it is loaded once.
  if (!loading) {
    loading = (async () => {
      const engine = await loadGlue();
      adoptTexts(engine);
      return engine;
    })();
    // A failed load may be retried (after a rebuild, say).
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}

/**
 * Resolves once the next frame is on screen (at the frame after it: a
 * frame's callbacks run before it is painted); at once in a tab not
 * shown, which paints no frame until it is (the page is then ready when
 * seen). The page asks for the engine then, once its words are painted
 * (app.js): on a slow network its wasm (138 KB gzipped) then no longer
 * shares the line with the page's modules, so the words come sooner and
 * the tree no later.
 */
export function nextPaint() {
  return new Promise((resolve) => {
    if (document.visibilityState === 'hidden') resolve();
    else requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
  });
}

/**
 * Gives the catalogues `engine`'s names of the algorithms and cuts, and the
 * error box its excerpts (either module: the sheet uses the full one alone).
 * @param {object} engine  a wasm module
 */
export function adoptTexts(engine) {
  for (const lang of LANGS) installTerms(lang, engine.terms(lang));
  installExcerpt(engine.errorExcerpt);
}

/** The engine's loading, once started. */
let loading = null;

/** The preset named `name` in `presets` (from the engine's `presets()`), or null. */
export function findPreset(presets, name) {
  return presets.find((p) => p.name === name) || null;
}

/**
 * The error for a link's `preset` that names none of `presets`: the name
 * and the names there are, as the CLI says it.
 */
export function noPreset(presets, name) {
  return { titleKey: 'error.link', messageKey: 'error.noPreset', messageParams: { name, names: presets.map((p) => p.name).join(', ') } };
}

/**
 * Says in `view` (the embed's or the element's) that `name` is no preset,
 * with the names there are.
 */
export function sayNoPreset(view, lang, presets, name) {
  const e = noPreset(presets, name);
  view.say({ message: t(lang, e.messageKey, e.messageParams) }, e.titleKey);
}

/** The preset drawn by default: DEFAULT_PRESET, or the first one. */
export function defaultPreset(presets) {
  return findPreset(presets, DEFAULT_PRESET) || presets[0] || null;
}

/** The depth limit a preset is meant to be searched with, or null. */
export function presetDepth(p) {
  return Number.isInteger(p.depthLimit) ? p.depthLimit : null;
}

/**
 * Replaces `player`'s session with one for `text` and `options`, then moves
 * to `step`: 'end', a number, or undefined to keep the position (the end,
 * if the player was at the end). Throws the engine's error, and then keeps
 * the previous session.
 */
function openSession(engine, player, text, options, step) {
  const session = new engine.Session(text, options);
  const stats = session.stats();
  const wasAtEnd = player.session !== null && player.k === player.n;
  if (player.session) player.session.free();
  player.session = session;
  player.text = text;
  player.options = options;
  player.tree = chanceTree(session, session.treePacked());
  player.refusals = refusals(session, options, player.tree);
  const layout = session.layoutPacked();
  player.layout = { x: layout.x, y: player.tree.depth, width: layout.width, height: layout.height };
  player.stats = stats;
  player.n = session.stepCount();
  player.cuts = Array.from(session.cutSteps()).filter((c) => c > 0 && c < player.n);
  let k = player.k;
  if (step === 'end' || (step === undefined && wasAtEnd)) k = player.n;
  else if (typeof step === 'number') k = step;
  player.snap = null;
  player.phaseList = null;
  player.asked = null;
  player.seek(k);
}

/**
 * The interval bar at the snapshot `snap` of `player`'s search
 * (core/interval.js barAt), or null: none without chance nodes, without
 * finite leaf bounds, or past PHASE_STEPS steps. The intervals are read
 * from the steps once per search, on the first call.
 */
export function barOf(player, snap) {
  const b = player.options?.bounds;
  if (!b || !player.tree?.hasChance || player.n > PHASE_STEPS) return null;
  const num = (v) => (v === '+inf' ? Infinity : v === '-inf' ? -Infinity : Number(v));
  const bounds = { lower: num(b.lower), upper: num(b.upper) };
  if (!Number.isFinite(bounds.lower) || !Number.isFinite(bounds.upper)) return null;
  if (player.intervals?.session !== player.session) {
    player.intervals = { session: player.session, events: intervalEvents(player.n, (k) => player.session.step(k), player.tree, bounds) };
  }
  return barAt(player.tree, snap, player.intervals.events, bounds);
}

/**
 * Why the algorithms that run on some chance trees only would not run on
 * this one with these settings, by name: Star2's engine error (an
 * irregular tree, docs/chance.md), or nothing. A validation, not a
 * search; none without chance nodes (Star2 is α-β there).
 * @returns {Record<string, {message: string, messageFr?: string}>}
 */
function refusals(session, options, tree) {
  if (!tree.hasChance || typeof session.refusal !== 'function') return {};
  const e = session.refusal({ ...options, algo: 'star2' });
  return e ? { star2: e } : {};
}

/**
 * Trees up to this many nodes keep room for the cut marks their search
 * draws (`cutEdges`): one more snapshot per search, the last step's.
 */
const CUT_ROOM_MAX_NODES = 5000;

/** Every cut the search makes that skips a child (the last step's snapshot holds them all). */
const searchCuts = (session) => session.snapshotPacked(session.stepCount()).cuts.filter((c) => c.pruned.length > 0);

/** The first child a cut skips, on whose edge its mark stands (draw/cuts.js). */
const firstSkipped = (tree, c) => c.pruned.find((id) => tree.parent[id] === c.node) ?? c.pruned[0];

/**
 * Each edge a cut mark of the search stands on, `{node, first, chars}`: the
 * drawing keeps room for those marks (draw/place.js placeX), as far
 * right as they reach, at every step of the search.
 */
const cutEdges = (tree, cuts) => cuts.map((c) => ({ node: c.node, first: firstSkipped(tree, c), chars: oneLineChars(c) }));

/**
 * How many characters a cut's test takes on one line ("m=4 ≤ α=5"; Star1's
 * "hi=5 ≤ α=5"), its bound written as the mark writes it (draw/cuts.js):
 * MTD(f)'s null window "β=0⁺", whose number written in full took 334
 * characters, and schéma 6 bis's drawing kept four times its width of room.
 */
const oneLineChars = (c) => {
  const text = (v, bound) => (typeof v !== 'number' ? String(v) : bound ? fmtWindowBound(v) : fmt(v));
  const tested = /chance|probe/.test(c.kind) ? 'hi' : 'm';
  return `${tested}=${text(c.mExact ?? c.m, false)} ≤ α=${text(c.boundExact ?? c.bound, true)}`.length;
};

/**
 * The page's tree of `session` (treedata.js). On a tree with chance nodes,
 * also each edge's exact probability (the engine's `tree()`, asked once)
 * and the exact text of the values the search gives (`exactValues`).
 * On any tree up to CUT_ROOM_MAX_NODES, the edges its cut marks stand on
 * (`cutEdges`, else null).
 */
function chanceTree(session, packed) {
  const nameOf = (id) => session.nodeName(id);
  if (!packed.chance?.includes(1)) {
    const tree = treeFromPacked(packed, nameOf);
    tree.cutEdges = tree.end.length <= CUT_ROOM_MAX_NODES ? cutEdges(tree, searchCuts(session)) : null;
    return tree;
  }
  const tree = treeFromPacked(
    packed,
    nameOf,
    session.tree().nodes.map((node) => node.probability ?? null),
  );
  tree.exact = exactValues(session);
  tree.probeTags = probeTags(session);
  // Where the search cuts, so that the probabilities keep clear of the marks (draw/chance.js).
  const cuts = searchCuts(session);
  tree.cutEdges = cutEdges(tree, cuts);
  tree.cutMarks = cuts
    // `chars`: its test on one line ("hi=5 ≤ α=5"), the mark's widest.
    .map((c) => ({
      node: c.node,
      first: firstSkipped(tree, c),
      pruned: c.pruned,
      chars: `hi=${c.mExact ?? c.m} ≤ α=${c.boundExact ?? c.bound}`.length,
    }));
  return tree;
}

/**
 * How wide the window tag of each Star2 probe is (draw/windowtags.js drawWindows:
 * "probe (0, 10)", French "sondage (0 ; 10)"), in characters, the wider
 * language's, by the node probed: the probabilities keep clear of them
 * (draw/chance.js). Empty for other searches, and past PHASE_STEPS steps.
 * @returns {Map<number, number>}
 */
function probeTags(session) {
  const out = new Map();
  const n = session.stepCount();
  if (n > PHASE_STEPS) return out;
  for (let k = 1; k < n; k++) {
    const s = session.step(k);
    if (s.kind !== 'probe') continue;
    const next = session.step(k + 1);
    const num = (v) => (v === '+inf' ? Infinity : v === '-inf' ? -Infinity : v);
    const chars = Array.from(fmtWindow(num(next.alpha), num(next.beta), 'fr')).length + 'sondage '.length;
    out.set(s.node, Math.max(out.get(s.node) ?? 0, chars));
  }
  return out;
}

/**
 * The exact texts of the values a chance tree's search gives, by the
 * double the snapshots carry (m, α, β: a mean such as 5/3 reaches the page
 * as 1.6666666666666667), read from its steps once: each step's value and
 * `valueExact`, a return's m after it and Star1's sum S, a window and its
 * exact bounds, a cut's m and bound. Past PHASE_STEPS steps, none (the
 * drawing then rounds to three significant digits).
 * @returns {Map<number, string>}
 */
function exactValues(session) {
  const exact = new Map();
  const add = (v, text) => {
    if (typeof v === 'number' && typeof text === 'string' && !Number.isInteger(v)) exact.set(v, text);
    const n = exactNumber(text);
    if (n !== null && !Number.isInteger(n) && !exact.has(n)) exact.set(n, text);
  };
  const n = session.stepCount();
  if (n > PHASE_STEPS) return exact;
  for (let k = 1; k <= n; k++) {
    const s = session.step(k);
    add(s.value, s.valueExact);
    const c = s.chance;
    if (c) {
      if (s.kind === 'return') add(s.mAfter, c.sum);
      add(s.alpha, c.alpha);
      add(s.beta, c.beta);
      add(null, c.lo);
      add(null, c.hi);
      add(null, c.sum);
    }
    if (s.cut) {
      add(s.cut.m, s.cut.mExact);
      add(s.cut.bound, s.cut.boundExact);
    }
  }
  return exact;
}

/**
 * The phases of a search by windows (core/windows.js: tests, re-searches,
 * passes), read from the steps once per session; none for the other
 * searches, or past PHASE_STEPS steps, where reading every step would cost
 * more than a frame.
 */
function scanned(player) {
  if (!player.session) return { phases: [], evals: null, probes: [] };
  if (!player.phaseList) {
    const wanted = hasPhases(player.options.algo, player.options.aspiration) && player.n <= PHASE_STEPS;
    player.phaseList = wanted ? scanWindows(player.n, (k) => player.session.step(k), player.options.algo === 'star2') : { phases: [], evals: null, probes: [] };
  }
  return player.phaseList;
}

const allPhases = (player) => scanned(player).phases;

/**
 * Star2's probes returned by position k of `player`'s search, by the node
 * probed (the last one of each node): `{node, k, value, exact, max}`
 * (core/windows.js).
 */
export function probesUpTo(player, k) {
  const out = new Map();
  for (const p of scanned(player).probes ?? []) if (p.k <= k) out.set(p.node, p);
  return out;
}

/**
 * Moves `player` to position `k` (clamped to 0…n), its answer shown; asks
 * the engine for the snapshot and the step only when the position changes.
 * @returns {boolean} whether anything changed
 */
function seekTo(player, k) {
  if (!player.session) return false;
  const target = Math.max(0, Math.min(player.n, Math.trunc(Number(k) || 0)));
  const wasAsking = player.asking;
  player.asking = false;
  if (target === player.k && player.snap) return wasAsking;
  player.k = target;
  // The last snapshot's arrays are filled again (nothing keeps an old
  // snapshot), so a step on a big tree makes no new arrays.
  player.snap = player.snap ? player.session.snapshotInto(target, player.snap) : player.session.snapshotPacked(target);
  player.step = target > 0 ? player.session.step(target) : null;
  return true;
}

/**
 * One step of the class's questions (core/ask.js askMove): Next (`dir` 1)
 * asks the next step or reveals the one asked; Previous (−1) goes back
 * through both.
 * @returns {boolean} whether anything changed
 */
function stepAsking(player, dir) {
  if (!player.session) return false;
  const to = askMove({ k: player.k, asking: player.asking }, dir, player.n);
  if (to.k === player.k && to.asking === player.asking) return false;
  player.seek(to.k);
  player.asking = to.asking;
  return true;
}

/**
 * The question of step k (core/ask.js questionSnap): `snap`, what to draw;
 * `prev` and `prevStep`, the snapshot and step of k − 1, which the
 * statistics and the code line show meanwhile. Made once per position;
 * null at position 0.
 */
function questionOf(player) {
  if (!player.session || player.k === 0) return null;
  const a = player.asked;
  if (a && a.k === player.k && a.session === player.session) return a;
  const prev = player.session.snapshotPacked(player.k - 1);
  const prevStep = player.k > 1 ? player.session.step(player.k - 1) : null;
  player.asked = { k: player.k, session: player.session, prev, prevStep, snap: questionSnap(prev, player.snap, player.step) };
  return player.asked;
}

/**
 * The engine's sentence for position `k` in `lang`; at position 0 the page
 * adds how to start: a key, or on a touch screen the ▶ button (the engine's
 * sentence has no hint).
 */
function sentenceAt(player, k, lang, negamax) {
  const text = player.session.narrate(k, lang, negamax);
  return k === 0 ? text + ' ' + t(lang, TOUCH.matches ? 'narration.start.touch' : 'narration.start') : text;
}

/**
 * Makes a player over `engine`. Its fields are read-only for the caller:
 * `tree`, `layout`, `stats` (read once per tree), `n` (the step count),
 * `k` (the position), `snap` (the packed snapshot at k), `step` (the
 * StepDto at k, null at 0), `cuts` (the steps of the cuts, in order),
 * `asking` (step k is asked, its answer hidden: core/ask.js), and
 * `session` itself, with the `text` and `options` it was made from (the
 * full module's exports make their own session from them: extras.js).
 * @param {object} engine  the wasm module from loadEngine
 */
export function createPlayer(engine) {
  let told = { k: -1, lang: null, text: '' };

  const player = {
    session: null,
    text: '',
    options: {},
    tree: null,
    refusals: {},
    layout: null,
    stats: null,
    n: 0,
    k: 0,
    snap: null,
    step: null,
    cuts: [],
    // "Ask the class" (core/ask.js): whether step k is asked, its answer
    // hidden (only `stepBy` sets it), and its question once made.
    asking: false,
    asked: null,

    /**
     * Replaces the session with one for `text` and `options`, then moves
     * to `step` (see `openSession`).
     * @param {string} text
     * @param {object} options  {algo, ties, depth?}
     * @param {number|'end'} [step]
     */
    open(text, options, step) {
      openSession(engine, player, text, options, step);
    },

    /** Moves to position `k`, its answer shown (`seekTo`); returns whether anything changed. */
    seek: (k) => seekTo(player, k),

    /** One step of the class's questions (`stepAsking`); returns whether anything changed. */
    stepBy: (dir) => stepAsking(player, dir),

    /** The question of step k (`questionOf`), or null at position 0. */
    question: () => questionOf(player),

    /** The engine's sentence for position `k` in `lang` (a cut mark's title), `negamax` as below. */
    narrationAt(k, lang, negamax = false) {
      return player.session ? player.session.narrate(k, lang, negamax) : '';
    },

    /**
     * The sentence for the current position in `lang` (`sentenceAt`),
     * asked once. `negamax`: told from the side to move.
     */
    narration(lang, negamax = false) {
      if (!player.session) return '';
      if (told.k !== player.k || told.lang !== lang || told.session !== player.session || told.negamax !== negamax) {
        told = { k: player.k, lang, session: player.session, negamax, text: sentenceAt(player, player.k, lang, negamax) };
      }
      return told.text;
    },

    /** The narration's sentence at position `k`, as `narration` says it there (draw/narroom.js reads them all). */
    sentenceAt: (k, lang, negamax = false) => (player.session ? sentenceAt(player, k, lang, negamax) : ''),

    /** The phases in force at position `k` (the position's by default: `allPhases`), outermost first. */
    phases: (k = player.k) => phasesAt(allPhases(player), k),

    /** Evaluations up to position `k` (the position's by default), from the steps (searches by windows), else null. */
    evaluations: (k = player.k) => (scanned(player).evals ? countUpTo(scanned(player).evals, k) : null),
    /** How many phases of `kind` the whole search has (MTD(f)'s passes). */
    phaseCount: (kind) => allPhases(player).filter((p) => p.kind === kind).length,

    /** Whether the search is shown finished (the last position). */
    atEnd: () => player.session !== null && player.k === player.n,

    /** {k, n, asking}, for controls.js. */
    position: () => ({ k: player.k, n: player.n, asking: player.asking }),
  };
  return player;
}
