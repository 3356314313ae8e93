// Homework sets: a link names a list of exercises and challenges
// (`#homework=medium-42,hard-7,deep-cut-12&mastery=80`), the page works
// through them one at a time and keeps a score per item. This module is
// the pure part: reading the set, each item's kind and score, the set's
// progress and status against the mastery score, and the compact text a
// course platform keeps between two visits (SCORM's `cmi.suspend_data`).
// The definitions are docs/course.md's ("Homework sets and SCORM").

/** An exercise's id (exercise.rs's parse_id: a difficulty, a dash, a number). */
const EXERCISE_ID = /^(easy|medium|hard)-\d{1,19}$/;
/**
 * A construct challenge id's shape (construct/generate.rs: a kind of
 * lower-case words, which may hold digits, as `star1-prune`, a dash, a
 * seed). Which kinds exist is the engine's list (`challengeKinds`), given
 * to parseSet when it is known: one list, the one construct mode reads.
 */
const CHALLENGE_ID = /^[a-z][a-z0-9]*(?:-[a-z][a-z0-9]*)*-\d{1,19}$/;
/** The most items a set holds: a link stays short, and a course's suspend data small. */
export const MAX_ITEMS = 30;
/** The mastery score when the link gives none, in percent. */
const DEFAULT_MASTERY = 80;
/** SCORM 1.2's limit on `cmi.suspend_data`, in characters (2004 allows 64,000). */
export const SUSPEND_LIMIT = 4096;

/**
 * An item's kind: 'exercise' (practice mode) or 'challenge' (construct
 * mode), or null for an id of neither shape. The engine decides for real
 * when the item opens.
 * @param {string} id
 * @returns {'exercise'|'challenge'|null}
 */
export function itemKind(id) {
  if (EXERCISE_ID.test(id)) return 'exercise';
  if (CHALLENGE_ID.test(id)) return 'challenge';
  return null;
}

/**
 * Reads a set's `homework` value: the ids in order (separated by commas,
 * semicolons or spaces), without repeats, at most MAX_ITEMS. `dropped`
 * are the ids that are neither an exercise nor a challenge (a challenge of
 * a kind not in `kinds`, the engine's names, when given), `over` those
 * beyond MAX_ITEMS; both are said to the reader, never dropped in silence.
 * @param {string} text
 * @param {string[]|null} [kinds]  the engine's challenge kinds, or null for the shape alone
 * @returns {{items: string[], dropped: string[], over: string[]}}
 */
export function readItems(text, kinds = null) {
  const items = [];
  const dropped = [];
  const over = [];
  for (const raw of String(text).split(/[\s,;]+/)) {
    const id = raw.toLowerCase();
    if (id === '' || items.includes(id) || over.includes(id)) continue;
    const kind = itemKind(id);
    const known = kind === 'exercise' || (kind === 'challenge' && (!kinds || kinds.includes(id.replace(/-\d+$/, ''))));
    if (!known) dropped.push(raw);
    else if (items.length < MAX_ITEMS) items.push(id);
    else over.push(id);
  }
  return { items, dropped, over };
}

/**
 * readItems, or null when no id reads.
 * @param {string} text
 * @param {string[]|null} [kinds]
 */
export function parseSet(text, kinds = null) {
  const set = readItems(text, kinds);
  return set.items.length ? set : null;
}

/**
 * A pass mark as typed or linked: `{mastery, problem}`, the mark used (a
 * whole number 0…100) and why it is not the text's: null when it is,
 * 'notWhole' (not a whole number from 0 to 100, such as 5.5, −1 or abc:
 * the default is used) or 'over' (above 100: 100 is used). No text is the
 * default, without a problem.
 * @param {string|undefined} text
 * @returns {{mastery: number, problem: null|'notWhole'|'over'}}
 */
export function readMastery(text) {
  if (text === undefined || String(text).trim() === '') return { mastery: DEFAULT_MASTERY, problem: null };
  if (!/^\s*\d{1,9}\s*$/.test(text)) return { mastery: DEFAULT_MASTERY, problem: 'notWhole' };
  const n = Number(text);
  return n > 100 ? { mastery: 100, problem: 'over' } : { mastery: n, problem: null };
}

/** A mastery score from a link: a whole number 0…100, else the default (readMastery's mark). */
export function parseMastery(text) {
  return readMastery(text).mastery;
}

/** How many ids a note names before it counts the rest. */
const NAMED_IDS = 10;

/**
 * Ids as a note names them: the first NAMED_IDS, then how many more (a
 * link of 5,000 ids named 4,970 of them in one line).
 */
function someIds(ids) {
  const named = ids.slice(0, NAMED_IDS).join(', ');
  return ids.length > NAMED_IDS ? `${named} … (+${ids.length - NAMED_IDS})` : named;
}

/**
 * What a set's reader is told about its link or its builder's fields, as
 * [{what, params}] (the words are `hw.<what>`, en-page.js and fr.js): the
 * ids left out (neither an exercise nor a challenge; beyond the limit) and
 * a pass mark other than the text's.
 * @param {{dropped: string[], over: string[]}} set  readItems'
 * @param {{mastery: number, problem: string|null}} mastery  readMastery's
 * @param {string|undefined} text  the pass mark as written
 */
export function setNotes(set, mastery, text) {
  const notes = [];
  if (set.dropped.length) notes.push({ what: 'leftOut', params: { ids: someIds(set.dropped) } });
  if (set.over.length) notes.push({ what: 'overLimit', params: { max: MAX_ITEMS, ids: someIds(set.over) } });
  if (mastery.problem)
    notes.push({ what: mastery.problem === 'over' ? 'masteryOver' : 'masteryNotWhole', params: { text: String(text).trim(), mastery: mastery.mastery } });
  return notes;
}

/** The key a set's work is kept under: its ids in order (the mastery does not change the work). */
export function setKey(items) {
  return items.join(',');
}

/**
 * An exercise's score at its first Check, 0…1: the share of the nodes the
 * engine grades (every node whose verdict is not `none`) that are right
 * (`correct`). Hints are not taken off: the page counts them apart, as it
 * does for its own score, and the set shows them beside the item.
 * @param {{nodes: {verdict: string}[]}} checked  Session.check's result
 */
export function exerciseScore(checked) {
  const graded = checked.nodes.filter((v) => v.verdict !== 'none');
  if (graded.length === 0) return 1;
  return graded.filter((v) => v.verdict === 'correct').length / graded.length;
}

/**
 * Where a set stands: items done (an exercise once checked, a challenge
 * once met), the score so far in percent (the mean of every item's score,
 * an unfinished item counting 0), the next item to do (the first
 * unfinished after `current`, else the first unfinished, else null), and
 * the status a course platform records: 'incomplete' until every item is
 * done, then 'passed' or 'failed' against the mastery score.
 * @param {{items: string[], mastery: number}} set
 * @param {Record<string, number>} results  score 0…1 by item id, done items only
 * @param {string|null} [current]
 */
export function progress(set, results, current = null) {
  const n = set.items.length;
  const done = set.items.filter((id) => Number.isFinite(results[id])).length;
  const sum = set.items.reduce((s, id) => s + (Number.isFinite(results[id]) ? results[id] : 0), 0);
  const score = n ? Math.round((100 * sum) / n) : 0;
  const from = Math.max(0, set.items.indexOf(current));
  const order = [...set.items.slice(from + 1), ...set.items.slice(0, from + 1)];
  const next = order.find((id) => !Number.isFinite(results[id]) && id !== current) ?? null;
  const status = done < n ? 'incomplete' : score >= set.mastery ? 'passed' : 'failed';
  return { done, n, score, next, status };
}

/** The first item not done yet, else the first item. */
export function firstUnfinished(set, results) {
  return set.items.find((id) => !Number.isFinite(results[id])) ?? set.items[0];
}

/**
 * The fragment's keys of a set (to append to a link): `homework=…&mastery=N`.
 * @param {string[]} items
 * @param {number} mastery
 */
export function setFragment(items, mastery) {
  return `homework=${items.join(',')}&mastery=${mastery}`;
}

/**
 * What a course platform keeps between two visits, as text of at most
 * `limit` characters: `{v: 1, r: {id: score in percent}, c: current id, w:
 * the work in progress on it}`; without room for the work, the work is left
 * out, and without room for that, the results alone (a set of MAX_ITEMS
 * ids fits well within SCORM 1.2's 4,096).
 * @param {{results: Record<string, number>, current: string|null, work: object|null}} data
 */
export function encodeSuspend(data, limit = SUSPEND_LIMIT) {
  const r = {};
  for (const [id, s] of Object.entries(data.results)) if (Number.isFinite(s)) r[id] = Math.round(s * 1000) / 10;
  const tries = [
    { v: 1, r, c: data.current, w: data.work },
    { v: 1, r, c: data.current },
    { v: 1, r },
  ];
  for (const t of tries) {
    const text = JSON.stringify(t);
    if (text.length <= limit) return text;
  }
  return '{"v":1,"r":{}}';
}

/**
 * Reads encodeSuspend's text back: {results (0…1), current, work}, or null
 * for anything else (an empty first visit, another course's data).
 * @param {string} text
 */
export function decodeSuspend(text) {
  let raw;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  if (raw?.v !== 1 || !raw.r || typeof raw.r !== 'object') return null;
  const results = {};
  for (const [id, s] of Object.entries(raw.r)) if (itemKind(id) && Number.isFinite(s) && s >= 0 && s <= 100) results[id] = s / 100;
  const current = typeof raw.c === 'string' && itemKind(raw.c) ? raw.c : null;
  const work = raw.w && typeof raw.w === 'object' ? raw.w : null;
  return { results, current, work };
}

/** SCORM 1.2's `cmi.core.session_time`: HHHH:MM:SS.SS. */
export function sessionTime12(ms) {
  const s = Math.max(0, ms) / 1000;
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = (s % 60).toFixed(2);
  return `${String(h).padStart(4, '0')}:${String(m).padStart(2, '0')}:${sec.padStart(5, '0')}`;
}

/** SCORM 2004's `cmi.session_time`: an ISO 8601 duration, PT#H#M#S. */
export function sessionTime2004(ms) {
  const s = Math.max(0, ms) / 1000;
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return `PT${h}H${m}M${(s % 60).toFixed(2)}S`;
}
