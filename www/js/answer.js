// The practice answer: its shape and the pure helpers on it. state.js keeps
// the answer with these (emptyAnswer, readAnswer, togglePruned, replayLimit,
// nextAsked, answerRequest), the exercise sheet names its difficulties with
// DIFFICULTIES, and practice.js (the panel and the marks on the tree, loaded
// when practice mode first starts) draws it. Nothing here touches the page.

/** The levels of detail, as the engine names them. */
const DETAILS = ['cuts', 'values', 'full'];

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
