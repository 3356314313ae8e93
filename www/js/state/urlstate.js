// The view kept outside the page: the URL fragment (read on load and on
// `hashchange`, written back at most four times a second) and this
// browser's `localStorage` (the last view, for a visit without a fragment,
// and the large-text choice). It turns a fragment into a plain request that
// the page or the embed view applies, and the page's state into a fragment;
// it changes no state itself. url.js does the encoding; the keys and their
// meaning are in docs/page.md.

import { readFragment, buildFragment, MAX_FRAGMENT, ALGOS, parseBounds, optionParams } from '../core/url.js';
import { textHash } from '../core/hash.js';
import { LANGS } from '../i18n/i18n.js';
import { parseSet, readMastery, setKey, itemKind, firstUnfinished, setNotes } from '../core/homework.js';

/** Where the last view is kept, as a fragment, for a visit without one. */
const LAST_KEY = 'alphabeta.lastView';
/**
 * Where a tree too long for a link is kept: the link then names it by its
 * id (`local=`, treeId), so that a reload brings it back in this browser.
 */
const TREE_KEY = 'alphabeta.tree';
/** Where the large-text choice is kept. */
const LARGE_KEY = 'alphabeta.largeText';
/**
 * Where the practice answers in progress are kept: {entries: [{key, answer,
 * hints}]}, one per exercise or tree, the oldest first (answer.js).
 */
const PRACTICE_KEY = 'alphabeta.practice';
/** Where the practice score is kept: {done, perfect, seen}. */
const SCORE_KEY = 'alphabeta.score';
/**
 * Where homework sets keep their work: {sets: [{key, results, hints,
 * current}]}, one per set (its ids in order), the oldest first, at most
 * HOMEWORK_CAP (core/homework.js, docs/course.md).
 */
const HOMEWORK_KEY = 'alphabeta.homework';
/** How many sets this browser keeps, the oldest dropped first. */
const HOMEWORK_CAP = 20;
/** The least time between two writes of the fragment, in milliseconds. */
const WRITE_MS = 250;

/** A depth limit from text: a whole number ≥ 0, or null for none. */
export function parseDepth(text) {
  const n = Number.parseInt(String(text ?? '').trim(), 10);
  return Number.isInteger(n) && n >= 0 ? n : null;
}

/**
 * Aspiration windows as a link writes them, `GUESS,DELTA` (the CLI's
 * `--aspiration`): {guess, delta} for two finite numbers with δ > 0, else
 * null (off).
 * @param {string|undefined} text
 * @returns {{guess: number, delta: number}|null}
 */
export function parseAspiration(text) {
  if (typeof text !== 'string') return null;
  const parts = text.split(',');
  if (parts.length !== 2 || parts.some((p) => p.trim() === '')) return null;
  const [guess, delta] = parts.map(Number);
  return Number.isFinite(guess) && Number.isFinite(delta) && delta > 0 ? { guess, delta } : null;
}

/** The link's on/off keys (`key=1`). */
const SWITCHES = ['killers', 'deepening', 'ask', 'negamax', 'types', 'answer'];

/**
 * Reads a fragment into what it asks for. Keys that are absent are
 * undefined (they leave the view as it is); values that make no sense are
 * dropped. `problem`, when the fragment could not be read whole, is an
 * error for the error box: {titleKey, messageKey, messageParams}.
 * @param {string} hash  location.hash
 * @returns {{problem: object|null, lang?: string, large: boolean, algo?: string,
 *   ties?: string, depth?: number|null, tree?: string, preset?: string, random?: {text: string, spec: object},
 *   step: number|'end', play: boolean, editable: boolean, ask: boolean, answer: boolean, mode?: string, exercise?: string}}
 */
export function readLink(hash) {
  const { params: f, problem, broken } = readFragment(hash);
  const link = {
    problem: null,
    large: f.large === '1',
    step: f.step === 'end' ? 'end' : f.step !== undefined ? Number.parseInt(f.step, 10) || 0 : 0,
    play: f.play === '1',
    editable: f.edit !== '0',
  };
  if (problem === 'tooLong') {
    link.problem = { titleKey: 'error.link', messageKey: 'error.fragmentTooLong', messageParams: { length: hash.length, limit: MAX_FRAGMENT } };
  } else if (problem === 'encoding') {
    link.problem = { titleKey: 'error.link', messageKey: 'error.fragmentEncoding', messageParams: { keys: broken.join(', ') } };
  }
  // A key that does not read is said, not silently dropped: a typo in a
  // link (`algo=alphabta`) would otherwise show another search than meant.
  const unread = (key, expected) => {
    link.problem ??= { titleKey: 'error.link', messageKey: 'error.fragmentKey', messageParams: { key, expected } };
  };
  if (LANGS.includes(f.lang)) link.lang = f.lang;
  else if ('lang' in f) unread('lang', LANGS.join(' | '));
  if (ALGOS.includes(f.algo)) link.algo = f.algo;
  else if ('algo' in f) unread('algo', ALGOS.join(' | '));
  if (f.ties === 'strict' || f.ties === 'prune') link.ties = f.ties;
  else if ('ties' in f) unread('ties', 'prune | strict');
  if ('depth' in f) link.depth = parseDepth(f.depth);
  if ('depth' in f && link.depth === null && String(f.depth).trim() !== '') unread('depth', '0, 1, 2…');
  if (f.step !== undefined && f.step !== 'end' && !/^\s*\d+\s*$/.test(f.step)) unread('step', '0, 1, 2… | end');
  // Leaf bounds for Star1 (`bounds=0,10`; empty: none). A value that does
  // not read is said, and the rest of the link, its tree included, kept.
  if ('bounds' in f) {
    const bounds = parseBounds(f.bounds);
    if (bounds === undefined) link.boundsProblem = { titleKey: 'error.link', messageKey: 'bounds.bad', messageParams: { text: f.bounds } };
    else link.bounds = bounds;
  }
  // The switches are written only when on, so a link without one means
  // off: the search techniques (killers, deepening), "Ask the class" (each
  // step asked before it is shown), the page's two views of the drawing
  // (the negamax view, Knuth–Moore's node types) and the embed view's typed
  // answers (docs/course.md). A value other than 1 or 0 is said, as a typo.
  for (const key of SWITCHES) {
    link[key] = f[key] === '1';
    if (key in f && f[key] !== '1' && f[key] !== '0') unread(key, '1 | 0');
  }
  link.aspiration = parseAspiration(f.aspiration);
  if (typeof f.tree === 'string') link.tree = f.tree;
  if (typeof f.preset === 'string') link.preset = f.preset;
  if (f.mode === 'practice' || f.mode === 'demo' || f.mode === 'construct') link.mode = f.mode;
  if (typeof f.exercise === 'string') link.exercise = f.exercise;
  // A construct challenge is named by its id alone (construct.js).
  if (typeof f.challenge === 'string') link.challenge = f.challenge;
  if (typeof f.local === 'string' && /^[0-9a-f]{8}$/.test(f.local)) link.local = f.local;
  readHomeworkKeys(f, link, unread);
  if (typeof f.random === 'string') {
    const spec = parseRandom(f.random);
    if (spec) link.random = { text: f.random, spec };
    else unread('random', 'SEED,BRANCHING,DEPTH[,MIN..MAX][,irregular]');
  }
  if (typeof f.game === 'string') {
    const game = parseGame(f.game);
    if (game) link.game = game;
    else unread('game', 'NAME,P,HEURISTIC,TT,POSITION');
  }
  // The move that led to a game's position (Pig's die shows its face).
  if (typeof f.last === 'string' && link.game) {
    if (LAST_MOVES.test(f.last)) link.game.last = f.last;
    else unread('last', 'roll | hold | d1 … d6');
  }
  // Aspiration windows that do not read are off, and said so; the rest of
  // the link is kept.
  if (typeof f.aspiration === 'string' && !link.aspiration) unread('aspiration', 'G,δ, δ > 0');
  return link;
}

/**
 * The engine's challenge kinds (`challengeKinds`' names), once its full
 * module is loaded (knowChallengeKinds): a homework set then reads exactly
 * the challenges construct mode opens. Before, a challenge id is read by
 * its shape alone.
 */
let challengeKinds = null;

/** Learns the challenge kinds from the engine's full module (extras.js). */
export function knowChallengeKinds(extras) {
  try {
    challengeKinds = extras.challengeKinds().map((k) => k.name);
  } catch {
    challengeKinds = null;
  }
}

/**
 * A homework set's keys (`homework`, `mastery`, and `scorm`, the edition
 * of the course package the page runs in): `link.homework` is {items,
 * mastery, scorm, notes}, `notes` what the reader is told about the link
 * (core/homework.js, setNotes: ids left out, a pass mark not as written).
 * A link to the set without an item opens the item the student was on, if
 * not done, else the first not done (the work kept in this browser), as an
 * exercise or challenge link would.
 */
function readHomeworkKeys(f, link, unread) {
  if (typeof f.homework !== 'string') return;
  const set = parseSet(f.homework, challengeKinds);
  if (!set) {
    unread('homework', 'medium-42,deep-cut-12');
    return;
  }
  const scorm = f.scorm === '1.2' || f.scorm === '2004' ? f.scorm : null;
  const mastery = readMastery(f.mastery);
  link.homework = { items: set.items, mastery: mastery.mastery, scorm, notes: setNotes(set, mastery, f.mastery) };
  if (link.exercise !== undefined || link.challenge !== undefined) return;
  const kept = readSetWork(setKey(set.items));
  const current = kept.current && set.items.includes(kept.current) && !Number.isFinite(kept.results[kept.current]) ? kept.current : null;
  const id = current ?? firstUnfinished(link.homework, kept.results);
  if (itemKind(id) === 'exercise') {
    link.exercise = id;
    link.mode = 'practice';
  } else {
    link.challenge = id;
    link.mode = 'construct';
  }
}

/**
 * Whose homework this browser's store is for: '' for whoever uses the
 * browser; in a course platform, its learner (scopeHomework), so that a
 * set's work kept for one learner is never read for another on a shared
 * computer (docs/course.md).
 */
let homeworkScope = '';

/** Keeps the set's work under `scope` from now on (course.js: the platform's learner and course). */
export function scopeHomework(scope) {
  homeworkScope = scope;
}

/** Where the learner who last worked in a course platform in this browser is kept (their scope). */
const OWNER_KEY = 'alphabeta.homeworkOwner';

/**
 * Whose answers and trees in progress this browser's stores hold (practice's
 * and construct's, kept by exercise and challenge, not by learner): the
 * scope of the last learner of a course platform, which becomes `scope`.
 * Returns the last one ('' for none).
 */
export function takeWorkOwner(scope) {
  const last = readJson(OWNER_KEY);
  writeJson(OWNER_KEY, scope);
  return typeof last === 'string' ? last : '';
}

/** The store's key of set `key` in the scope. */
const scoped = (key) => (homeworkScope ? `${homeworkScope}|${key}` : key);

/**
 * The work kept for the set `key`: {results (score 0…1 by item), hints
 * (used by item), current (the item last open)}; `kept` says whether any
 * was kept.
 */
export function readSetWork(key) {
  const entry = (readJson(HOMEWORK_KEY)?.sets ?? []).find?.((e) => e?.key === scoped(key));
  const results = {};
  const hints = {};
  for (const [id, s] of Object.entries(entry?.results ?? {})) if (Number.isFinite(s) && s >= 0 && s <= 1) results[id] = s;
  for (const [id, h] of Object.entries(entry?.hints ?? {})) if (Number.isInteger(h) && h >= 0) hints[id] = h;
  return { results, hints, current: typeof entry?.current === 'string' ? entry.current : null, kept: Boolean(entry) };
}

/** Keeps the work of the set `key` (the newest last). */
export function storeSetWork(key, work) {
  const sets = readJson(HOMEWORK_KEY)?.sets;
  const others = Array.isArray(sets) ? sets.filter((e) => e?.key !== scoped(key)) : [];
  const { results, hints, current } = work;
  writeJson(HOMEWORK_KEY, { sets: [...others, { key: scoped(key), results, hints, current }].slice(-HOMEWORK_CAP) });
}

/**
 * Whether opening a link (readLink's) needs the engine's full module first: a game's
 * tree or a random tree, made by gameTree or randomTree (a link without the
 * tree text itself), or a construct challenge (challengeInfo). An exercise
 * does not: the core module makes its tree (exerciseTree), and practice
 * mode's panel waits for the full module, which checks the answers, while
 * the tree is already drawn.
 */
export function needsExtras(link) {
  const made = link.tree === undefined && link.local === undefined && (link.game !== undefined || link.random !== undefined);
  // A homework set with a challenge reads its ids with the engine's kinds.
  const challenges = link.homework?.items.some((id) => itemKind(id) === 'challenge') ?? false;
  return made || link.challenge !== undefined || link.mode === 'construct' || challenges;
}

/** Whether a link (readLink's) opens practice mode: its mode, or an exercise. */
export function needsPractice(link) {
  return link.exercise !== undefined || link.mode === 'practice';
}

/** The moves a link's `last` names: Pig's (the one game that shows its last move). */
const LAST_MOVES = /^(roll|hold|d[1-6])$/;

/** The heuristics a game's tree may use at depth P (the engine's names). */
export const HEURISTICS = ['game', 'mobility', 'zero'];

/**
 * Reads the `game` key, `NAME,P,HEURISTIC,TT,POSITION` (`tictactoe,9,game,0,`
 * is tic-tac-toe's full tree from the start; `TT` is 1 with memoisation; the
 * position, the game's notation, is the rest and may hold commas; empty is
 * the start), into {name, depth, heuristic, tt, position}, or null when it is
 * not of that shape. The engine checks the game, the position and P.
 * @param {string} text
 * @returns {object|null}
 */
export function parseGame(text) {
  const parts = text.split(',');
  if (parts.length < 5) return null;
  const [name, depth, heuristic, tt] = parts;
  if (!/^[a-z0-9]+$/.test(name) || !/^\d{1,2}$/.test(depth) || !HEURISTICS.includes(heuristic) || (tt !== '0' && tt !== '1')) return null;
  return { name, depth: Number(depth), heuristic, tt: tt === '1', position: parts.slice(4).join(',') };
}

/**
 * The `game` key for a game's tree (parseGame's inverse).
 * @param {{name: string, depth: number, heuristic: string, tt: boolean, position: string}} g
 */
export function formatGame(g) {
  return [g.name, g.depth, g.heuristic, g.tt ? 1 : 0, g.position].join(',');
}

/**
 * Reads the `random` key, `SEED,BRANCHING,DEPTH[,MIN..MAX][,irregular]`
 * (branching `3` or `2-4`), into the engine's random-tree request, or null
 * when it is not of that shape. The engine checks the ranges (randomTree).
 * @param {string} text
 * @returns {object|null}
 */
export function parseRandom(text) {
  const parts = text.split(',').map((s) => s.trim());
  const whole = (s) => (/^-?\d+$/.test(s) ? Number(s) : null);
  if (parts.length < 3 || !/^\d+$/.test(parts[0])) return null;
  const branch = /^(\d+)(?:-(\d+))?$/.exec(parts[1]);
  const depth = whole(parts[2]);
  if (!branch || depth === null) return null;
  const spec = {
    seed: parts[0],
    minBranch: Number(branch[1]),
    maxBranch: Number(branch[2] ?? branch[1]),
    depth,
    minValue: -10,
    maxValue: 10,
    irregular: false,
  };
  for (const part of parts.slice(3)) {
    const values = /^(-?\d+)\.\.(-?\d+)$/.exec(part);
    if (values) [spec.minValue, spec.maxValue] = [Number(values[1]), Number(values[2])];
    else if (part === 'irregular') spec.irregular = true;
    else return null;
  }
  return spec;
}

/**
 * The fragment of a view, with its leading '#' ('' for none). `embed`
 * leaves out the page's own keys (large text) and the position.
 * @param {{preset: string|null, random?: string|null, game?: object|null, treeText: string, algo: string, ties: string,
 *          depth: number|null, lang: string, k: number, n: number, large: boolean, ask?: boolean}} v
 * @param {boolean} [embed]
 */
export function fragmentOf(v, embed = false) {
  // An exercise is named by its id alone: the link holds neither the tree's
  // solution nor the position (which would tell how far the search went).
  const practice = v.mode === 'practice' && !embed;
  const exercise = practice ? (v.exercise ?? null) : null;
  // A game's tree is named by the game, P and the position; the embed view
  // (which has no games) gets the tree itself.
  const game = !exercise && !v.preset && !v.random && !embed && v.game ? formatGame(v.game) : null;
  // The embed view makes no random trees either: its code carries the tree.
  const random = embed ? null : v.random;
  // So is a construct challenge: its work is kept in this browser, never in
  // the link, which carries no solution.
  const challenge = v.mode === 'construct' && !embed ? (v.challenge ?? null) : null;
  const named = exercise || challenge || v.preset || random || game;
  const params = {
    mode: practice ? 'practice' : challenge ? 'construct' : null,
    exercise,
    challenge,
    preset: exercise || challenge ? null : v.preset,
    random: exercise || challenge || v.preset ? null : random,
    game,
    last: game && v.game.last ? v.game.last : null,
    // Megabytes of text are not even encoded (see below).
    tree: named || v.treeText.length > MAX_FRAGMENT ? null : v.treeText,
    // The embed view searches with the techniques too (killer moves,
    // iterative deepening), so an embedded demo shows the same steps.
    ...optionParams(v),
    lang: v.lang,
    // The embed code shows the step on screen, as the link does (a
    // practice answer's position is not the demonstration's: none).
    step: practice || challenge || (embed && v.mode === 'practice') ? null : v.k > 0 ? (v.k === v.n ? 'end' : v.k) : null,
    large: v.large && !embed ? '1' : null,
    // "Ask the class" goes with the link and the embed code alike.
    ask: v.ask ? '1' : null,
    // The negamax view and the node types are the page's (the embed view
    // has neither).
    negamax: v.negamax && !embed ? '1' : null,
    types: v.types && !embed ? '1' : null,
    // A homework set stays in the address while its items are worked on.
    homework: v.homework && !embed ? v.homework.items.join(',') : null,
    mastery: v.homework && !embed ? v.homework.mastery : null,
    scorm: v.homework && !embed ? v.homework.scorm : null,
  };
  const hash = buildFragment(params);
  if (named || (params.tree !== null && hash.length <= MAX_FRAGMENT)) return hash;
  // A tree whose link would be too long for the page to read back (its
  // text, or its encoding, is over the limit) is left out; the page's link
  // names it by its id instead, and the writer keeps the text in this
  // browser (keepTree), so a reload still opens it. The embed code has no
  // such tree to give.
  return buildFragment({ ...params, tree: null, local: embed ? null : idOf(v.treeText) });
}

/** The last tree text named by its id, and the id: a link is written per step, the id once per tree. */
let named = { text: null, id: null };
function idOf(text) {
  if (named.text !== text) named = { text, id: treeId(text) };
  return named.id;
}

/**
 * A tree text's id in a link (`local=`): its hash, so that a link opens the
 * tree it was made for, not another kept since.
 */
const treeId = textHash;

/** The kept tree whose id is `id` (a link's `local=`), or null. */
export function readKeptTree(id) {
  try {
    const text = localStorage.getItem(TREE_KEY);
    return text !== null && treeId(text) === id ? text : null;
  } catch {
    return null;
  }
}

/**
 * Keeps `text`, a tree too long for a link, in this browser (the last
 * one only). When storage refuses it, the older one goes too, so that no
 * link opens a tree other than its own.
 */
function keepTree(text) {
  try {
    localStorage.setItem(TREE_KEY, text);
    return true;
  } catch {
    try {
      localStorage.removeItem(TREE_KEY);
    } catch {
      // Storage is unavailable: a reload will say the tree is not here.
    }
    return false;
  }
}

/**
 * The fragment to open with: the address's, or, without one, the last view
 * of this browser.
 */
export function startFragment() {
  const hash = location.hash;
  if (hash !== '' && hash !== '#') return hash;
  try {
    return localStorage.getItem(LAST_KEY) || '';
  } catch {
    return '';
  }
}

/** Reads JSON kept in this browser under `key`, or null. */
function readJson(key) {
  try {
    const raw = localStorage.getItem(key);
    return raw ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
}

/** Keeps `value` as JSON under `key` (storage may be unavailable). */
function writeJson(key, value) {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode or a full storage: the page still works, it only forgets.
  }
}

/** Where a text the notation box refused is kept, with the tree it was typed over. */
const DRAFT_KEY = 'alphabeta.draft';

/**
 * The text of the notation box the engine refused over tree text
 * `treeText`, kept in this browser (`keepDraft`), or null: a reload puts
 * it back in the box with its message, over that tree only (app.js), as a
 * closed tab keeps nothing else it would lose.
 */
export function draftFor(treeText) {
  const d = readJson(DRAFT_KEY);
  const ok = d && typeof d.text === 'string' && d.over === textHash(treeText) && d.text !== treeText;
  return ok ? d.text : null;
}

/** Keeps `text`, refused over tree text `treeText` (with its hash), or forgets it (null). */
export function keepDraft(text, treeText) {
  if (text !== null) writeJson(DRAFT_KEY, { text, over: textHash(treeText) });
  else if (readJson(DRAFT_KEY) !== null) {
    try {
      localStorage.removeItem(DRAFT_KEY);
    } catch {
      // Storage unavailable: nothing was kept.
    }
  }
}

/**
 * The practice answers in progress kept in this browser, as stored
 * (answer.js's readStore checks them), or null.
 */
export function readPractice() {
  return readJson(PRACTICE_KEY);
}

/** Keeps the practice answers in progress (answer.js's store). */
export function storePractice(store) {
  writeJson(PRACTICE_KEY, store);
}

/** The running score: {done, perfect, seen} (seen: the exercises counted). */
export function readScore() {
  const v = readJson(SCORE_KEY);
  const whole = (x) => (Number.isInteger(x) && x >= 0 ? x : 0);
  return {
    done: whole(v?.done),
    perfect: whole(v?.perfect),
    seen: Array.isArray(v?.seen) ? v.seen.filter((x) => typeof x === 'string') : [],
  };
}

/** Keeps the running score. */
export function storeScore(score) {
  writeJson(SCORE_KEY, score);
}

/** The large-text choice remembered in this browser. */
export function readLarge() {
  try {
    return localStorage.getItem(LARGE_KEY) === '1';
  } catch {
    return false;
  }
}

/** Where the open or closed settings and edit bar are remembered. */
const PANELS_KEY = 'alphabeta.panels';

/**
 * The settings' and the edit bar's open state remembered in this browser:
 * {settings, edit}, both open the first time.
 */
export function readPanels() {
  try {
    const v = localStorage.getItem(PANELS_KEY) || '';
    return { settings: !v.includes('settings=0'), edit: !v.includes('edit=0') };
  } catch {
    return { settings: true, edit: true };
  }
}

/** Remembers which of the settings and the edit bar are open. */
export function storePanels(panels) {
  try {
    localStorage.setItem(PANELS_KEY, `settings=${panels.settings ? 1 : 0}&edit=${panels.edit ? 1 : 0}`);
  } catch {
    // Storage may be unavailable (private mode); the toggles still work.
  }
}

/** Remembers the large-text choice. */
export function storeLarge(on) {
  try {
    localStorage.setItem(LARGE_KEY, on ? '1' : '0');
  } catch {
    // Storage may be unavailable (private mode); the toggle still works.
  }
}

/**
 * Makes the fragment writer. `schedule()` writes `current()` (a fragment,
 * or null when there is nothing to write yet) into the address and the
 * last view, at most four times a second; `write()` does it at once (the
 * share panel needs the address now), and `push()` at once as a new
 * history entry (a new exercise, which Back leaves for the one before).
 * The link field shows the address. When the fragment names a tree kept in this browser (`local=`), the
 * writer keeps `tree()`, the page's tree text, once per tree; `held()`
 * says how that went for the fragment written last: null (the link holds
 * its tree), 'kept', or 'lost' (storage refused it: the link cannot open
 * it, and the last view is not written over with it).
 * @param {{current: () => string|null, tree: () => string, linkField: HTMLInputElement}} p
 */
export function createUrlWriter(p) {
  let timer = null;
  /** The id of the tree last kept, and whether storage took it. */
  let kept = { id: null, ok: false };
  let held = null;
  /**
   * The fragment in the address as this writer left it (or found it). One
   * that differs is a link the reader just opened (typed, clicked, Back)
   * whose hashchange the page has not handled yet: a write then would put
   * the old view back over it before the page reads it, and the link would
   * open nothing. The writer waits for that hashchange instead.
   */
  let ours = location.hash;
  window.addEventListener('hashchange', () => {
    ours = location.hash;
  });

  /**
   * Writes the fragment into the address: over the present history entry,
   * or, with `push`, as a new one (a new exercise is a new place, which
   * Back leaves for the one before).
   */
  function write(push = false) {
    if (timer !== null) {
      clearTimeout(timer);
      timer = null;
    }
    const hash = p.current();
    if (hash === null || location.hash !== ours) return;
    const local = /(?:^#|&)local=([0-9a-f]{8})(?:&|$)/.exec(hash);
    if (local && kept.id !== local[1]) kept = { id: local[1], ok: keepTree(p.tree()) };
    held = local ? (kept.ok ? 'kept' : 'lost') : null;
    if (hash !== location.hash) {
      const url = hash || location.pathname + location.search;
      if (push === true) window.history.pushState(null, '', url);
      else window.history.replaceState(null, '', url);
      ours = location.hash;
    }
    if (p.linkField.value !== location.href) p.linkField.value = location.href;
    try {
      if (hash.length <= MAX_FRAGMENT && held !== 'lost') localStorage.setItem(LAST_KEY, hash);
    } catch {
      // Storage may be full or unavailable; the link still holds the view.
    }
  }

  // A reload or a closed tab right after a change keeps it too.
  // A tree kept here is kept again: another tab may have kept its own since.
  window.addEventListener('pagehide', () => {
    if (timer !== null) write();
    else if (held) kept = { id: kept.id, ok: keepTree(p.tree()) };
  });

  function schedule() {
    if (timer !== null) return;
    // Writing a long address and the link field costs a few milliseconds
    // on a big tree: it waits for a moment when the page is idle, so that
    // it never falls between a key and the frame that shows its effect.
    timer = setTimeout(() => {
      if (typeof requestIdleCallback === 'function') requestIdleCallback(write, { timeout: WRITE_MS });
      else write();
    }, WRITE_MS);
  }

  return { schedule, write: () => write(), push: () => write(true), held: () => held };
}
