// The practice answer: its shape and the pure helpers on it. state.js keeps
// the answer with these (emptyAnswer, readAnswer, writeField, togglePruned,
// replayLimit, nextAsked, nextUnmarked, nextMistake, answerRequest), the
// score with scoreAfterCheck, the answers in progress of several exercises
// with the store helpers (answerKey, readStore, rememberAnswer,
// recallAnswer), and the hints with nextHintLevel; the exercise sheet names
// its difficulties with DIFFICULTIES, and practice.js (the panel and the
// marks on the tree, loaded when practice mode first starts) draws it.
// Nothing here touches the page.

import { textHash } from './hash.js';

/** The levels of detail, as the engine names them. */
const DETAILS = ['cuts', 'values', 'full'];

/**
 * The algorithms practice mode checks. The answer holds one α, β and m per
 * node and one set of pruned subtrees: PVS's re-search gives a node a
 * second window (and its null window's far end, α⁺, is no number one can
 * type), and MTD(f) searches the root once per pass, so neither fits it.
 */
export const PRACTICE_ALGOS = ['minimax', 'alphabeta', 'alphabeta-hard'];

/** The exercise difficulties, as the engine names them. */
export const DIFFICULTIES = ['easy', 'medium', 'hard'];

/** An empty answer: nothing marked, nothing written. */
export function emptyAnswer(detail = 'values') {
  return { detail: DETAILS.includes(detail) ? detail : 'values', pruned: [], nodes: {} };
}

/**
 * An answer read back from storage, or null if it is not one (anything
 * the page did not write itself is dropped, never trusted).
 */
export function readAnswer(raw, nodeCount) {
  if (!raw || typeof raw !== 'object' || !DETAILS.includes(raw.detail)) return null;
  const ok = (id) => Number.isInteger(id) && id >= 0 && id < nodeCount;
  const pruned = Array.isArray(raw.pruned) ? raw.pruned.filter(ok) : [];
  const nodes = {};
  for (const [key, v] of Object.entries(raw.nodes && typeof raw.nodes === 'object' ? raw.nodes : {})) {
    if (!ok(Number(key)) || !v || typeof v !== 'object') continue;
    const entry = {};
    for (const f of ['m', 'alpha', 'beta']) if (typeof v[f] === 'string' && v[f].length <= 40) entry[f] = v[f];
    nodes[key] = entry;
  }
  return { detail: raw.detail, pruned, nodes };
}

/**
 * Whether nothing is entered in the answer: no subtree marked and no
 * value typed in any field (blanks count as nothing). A homework set
 * refuses to Check such an answer (docs/course.md).
 */
export function isBlank(answer) {
  if (answer.pruned.length > 0) return false;
  return Object.values(answer.nodes).every((v) => ['m', 'alpha', 'beta'].every((f) => String(v?.[f] ?? '').trim() === ''));
}

/** The answer as the engine reads it (`PracticeAnswer` in docs/wasm-api.md). */
export function answerRequest(answer) {
  return {
    detail: answer.detail,
    pruned: answer.pruned,
    nodes: Object.entries(answer.nodes).map(([id, v]) => ({ node: Number(id), m: v.m ?? null, alpha: v.alpha ?? null, beta: v.beta ?? null })),
  };
}

/** The marked node at or above `id` (the top of its marked subtree), or null. */
export function markedTop(tree, answer, id) {
  const marked = new Set(answer.pruned);
  let top = null;
  for (let at = id; at !== null && at !== undefined; at = tree.nodes[at].parent) {
    if (marked.has(at)) top = at;
  }
  return top;
}

/**
 * Every node's marked top (as `markedTop`), or −1, for the whole tree in one
 * pass: ids are in pre-order, so a parent is settled before its children.
 */
export function markedTops(tree, pruned) {
  const marked = new Set(pruned);
  const top = new Int32Array(tree.nodes.length).fill(-1);
  for (const node of tree.nodes) {
    const up = node.parent === null || node.parent === undefined ? -1 : top[node.parent];
    top[node.id] = up >= 0 ? up : marked.has(node.id) ? node.id : -1;
  }
  return top;
}

/**
 * Toggles the mark on `id`: unmarks the subtree it is in, or marks it (and
 * drops the marks below it, which it covers).
 */
export function togglePruned(tree, answer, id) {
  const top = markedTop(tree, answer, id);
  if (top !== null) return { ...answer, pruned: answer.pruned.filter((x) => x !== top) };
  const end = subtreeEnd(tree, id);
  return { ...answer, pruned: [...answer.pruned.filter((x) => x < id || x >= end), id].sort((a, b) => a - b) };
}

/** One past the last id of `id`'s subtree (ids are in pre-order). */
function subtreeEnd(tree, id) {
  let end = id + 1;
  const depth = tree.nodes[id].depth;
  while (end < tree.nodes.length && tree.nodes[end].depth > depth) end += 1;
  return end;
}

/**
 * How far the replay may go in practice mode: nowhere before Check (the
 * steps would give the answer away), up to the step of the first mistake
 * after it, everywhere once the answer is shown or all is correct.
 */
export function replayLimit(practice, n) {
  if (practice.revealed) return n;
  if (!practice.checked) return 0;
  const first = practice.checked.mistakes[0];
  return first ? Math.min(n, first.step ?? n) : n;
}

/** The inner nodes a student writes values for, in pre-order. */
function askedNodes(tree) {
  return tree.nodes.filter((node) => !node.isLeaf).map((node) => node.id);
}

/** The inner node after `id` in pre-order (wrapping), for "Enter moves on". */
export function nextAsked(tree, id) {
  const asked = askedNodes(tree);
  if (asked.length === 0) return null;
  const after = asked.find((x) => x > (id ?? -1));
  return after ?? asked[0];
}

/**
 * The answer with field `field` ('m', 'alpha', 'beta') of node `id` set to
 * `value` ('' clears it, and a node with no field left is dropped), or
 * null when the field already holds `value`.
 */
export function writeField(answer, id, field, value) {
  const before = answer.nodes[id]?.[field] ?? '';
  if (before === value) return null;
  const entry = { ...(answer.nodes[id] ?? {}) };
  if (value === '') delete entry[field];
  else entry[field] = value;
  const nodes = { ...answer.nodes, [id]: entry };
  if (Object.keys(entry).length === 0) delete nodes[id];
  return { ...answer, nodes };
}

/**
 * The inner node after `id` in pre-order (wrapping) that no mark covers,
 * for "Enter moves on"; `id` itself when every other is covered, null on a
 * tree with no inner node.
 */
export function nextUnmarked(tree, answer, id) {
  let at = id;
  for (let i = 0; i < tree.nodes.length; i++) {
    at = nextAsked(tree, at);
    if (at === null || markedTop(tree, answer, at) === null) break;
  }
  return at;
}

/**
 * The node of the next (dir 1) or previous (dir -1) mistake after
 * `selected`'s, in the engine's order, wrapping; from a node with no
 * mistake, the first (or the last). Null without mistakes.
 * @param {{node: number}[]} mistakes
 */
export function nextMistake(mistakes, selected, dir = 1) {
  if (mistakes.length === 0) return null;
  const at = mistakes.findIndex((m) => m.node === selected);
  const next = at < 0 ? (dir > 0 ? 0 : mistakes.length - 1) : (at + dir + mistakes.length) % mistakes.length;
  return mistakes[next].node;
}

/** How many exercises the score remembers as seen; the oldest go first. */
export const SEEN_CAP = 500;

/**
 * The score after the first Check of the exercise (or tree) `key`, or null
 * when it was counted already: one more done, one more perfect when no
 * mistake was found.
 * @param {{done: number, perfect: number, seen: string[]}} score
 * @param {string} key
 * @param {boolean} perfect
 */
export function scoreAfterCheck(score, key, perfect) {
  if (score.seen.includes(key)) return null;
  return {
    done: score.done + 1,
    perfect: score.perfect + (perfect ? 1 : 0),
    seen: [...score.seen.slice(-(SEEN_CAP - 1)), key],
  };
}

/** How many answers in progress the store keeps; the oldest goes first. */
export const STORE_CAP = 30;

/**
 * The key an answer in progress is kept under: the exercise's id when the
 * tree is an exercise (`exercise:medium-42`), else the tree text's FNV-1a
 * hash and length (`tree:1a2b3c4d:57`), so that a big tree's text is not
 * copied into storage once more.
 * @param {string|null} exercise
 * @param {string} treeText
 */
export function answerKey(exercise, treeText) {
  if (exercise) return 'exercise:' + exercise;
  return `tree:${textHash(treeText)}:${treeText.length}`;
}

/** An empty store of answers in progress. */
export function emptyStore() {
  return { entries: [], sources: [] };
}

/**
 * What a link names a tree by when the engine makes the tree (a preset's
 * name, a random tree's `random` key, a game's position and depth), as a
 * string, or null for a tree the link or the store writes out. The page's
 * preview, before the engine is there, knows the tree only so; the store
 * keeps which answer key each such tree's text had (`rememberSource`), so
 * that the preview shows the detail kept for it (state.js).
 * @param {{preset?: string|null, random?: string|null, game?: {name: string, depth: number, heuristic?: string, position: string}|null}} made
 */
export function sourceKey({ preset = null, random = null, game = null }) {
  if (preset) return `preset:${preset}`;
  if (random) return `random:${random}`;
  if (game) return `game:${game.name},${game.depth},${game.heuristic ?? ''},${game.position}`;
  return null;
}

/** The store with `source` (sourceKey's) naming answer key `key`, the newest, at most `cap` kept. */
export function rememberSource(store, source, key, cap = STORE_CAP) {
  const others = (store.sources ?? []).filter((e) => e.source !== source);
  return { ...store, sources: [...others, { source, key }].slice(-cap) };
}

/** The answer key the tree named by `source` was kept under, or null. */
export function keyOfSource(store, source) {
  return (store.sources ?? []).find((e) => e.source === source)?.key ?? null;
}

/**
 * A store read back from storage (oldest entry first), or an empty one:
 * entries that are not of the page's shape are dropped, and an entry is
 * kept raw (readAnswer checks it against its tree when it is recalled).
 * The single answer an older page kept ({tree, answer}) reads as a store
 * of one.
 */
export function readStore(raw) {
  // An older page kept one answer, {tree, answer}: a store of one.
  if (raw && typeof raw.tree === 'string' && raw.answer) raw = { entries: [{ key: answerKey(null, raw.tree), answer: raw.answer }] };
  if (!raw || typeof raw !== 'object' || !Array.isArray(raw.entries)) return emptyStore();
  const seen = new Set();
  const entries = [];
  // The newest of two entries with one key wins: walk from the end.
  for (let i = raw.entries.length - 1; i >= 0; i--) {
    const e = raw.entries[i];
    if (!e || typeof e.key !== 'string' || e.key.length > 200 || seen.has(e.key) || !e.answer || typeof e.answer !== 'object') continue;
    seen.add(e.key);
    const entry = { key: e.key, answer: e.answer, hints: Number.isInteger(e.hints) && e.hints >= 0 ? e.hints : 0 };
    if (e.checked === true) entry.checked = true;
    entries.push(entry);
  }
  entries.reverse();
  const sources = (Array.isArray(raw.sources) ? raw.sources : [])
    .filter((e) => e && typeof e.source === 'string' && typeof e.key === 'string' && e.source.length <= 300 && e.key.length <= 200)
    .map(({ source, key }) => ({ source, key }))
    .slice(-STORE_CAP);
  return { entries: entries.slice(-STORE_CAP), sources };
}

/**
 * The store with `key`'s answer and hints used written in (as the newest
 * entry), and the oldest entries dropped beyond `cap`.
 * @param {{entries: object[]}} store
 * @param {string} key
 * @param {{answer: object, hints?: number, checked?: boolean}} record
 */
export function rememberAnswer(store, key, record, cap = STORE_CAP) {
  const others = store.entries.filter((e) => e.key !== key);
  const entry = { key, answer: record.answer, hints: record.hints ?? 0 };
  // Checked as it stands: a reload shows the verdicts again (session.js).
  if (record.checked) entry.checked = true;
  return { ...store, entries: [...others, entry].slice(-cap) };
}

/** The store without `key`'s entry. */
export function forgetAnswer(store, key) {
  return { ...store, entries: store.entries.filter((e) => e.key !== key) };
}

/** `key`'s entry in the store ({key, answer, hints}), or null. */
export function recallAnswer(store, key) {
  return store.entries.find((e) => e.key === key) ?? null;
}

/**
 * The hint level a press of "Hint" shows after `level` (0: none shown
 * yet): one more, up to the engine's `levels`.
 */
export function nextHintLevel(level, levels = 3) {
  return Math.min(levels, Math.max(0, level) + 1);
}
