// The statistics panel: leaves evaluated so far and in the whole search,
// against minimax; the best and worst cases for uniform trees; the cuts;
// and, once the search is done, the root's value, the chosen move and the
// principal variation (also highlighted in the drawing by render.js).

import { STATES } from '../core/snapshot.js';
import { fmt } from '../core/num.js';
import { t } from '../i18n/i18n.js';
import { nodeName } from '../draw/render.js';

function row(dl, term, value, key) {
  const dt = document.createElement('dt');
  dt.textContent = term;
  const dd = document.createElement('dd');
  dd.textContent = value;
  if (key) dd.dataset.stat = key;
  dl.append(dt, dd);
}

/**
 * Counts the nodes evaluated up to the snapshot (leaves, and nodes
 * evaluated with h at the depth limit or answered by the table): the
 * nodes whose state is `evaluated`.
 * @param {object} snap
 * @returns {number}
 */
function countEvaluated(snap) {
  let count = 0;
  const code = STATES.indexOf('evaluated');
  for (let i = 0; i < snap.state.length; i++) if (snap.state[i] === code) count++;
  return count;
}

/**
 * The kinds of step that leave a node `evaluated` (the engine's `settle`):
 * the state changes at that step and at no other.
 */
const EVALUATING = new Set(['eval', 'tthit']);

/** The last count: its search (the statistics object), position, and the kind of step there. */
let counted = { stats: null, k: -1, kind: null, count: 0 };

/**
 * The number of nodes evaluated at the position shown. One step forward or
 * back changes it by the step's own evaluation only, so stepping costs
 * nothing per node; any other move counts the snapshot's states (linear in
 * the tree, as a jump reads the whole snapshot anyway).
 * @param {object} snap
 * @param {object} stats  the search's statistics (one object per search)
 * @param {object|null} step  the StepDto at the snapshot's position
 */
function evaluatedSoFar(snap, stats, step) {
  const k = snap.k;
  const kind = step ? step.kind : null;
  let count;
  if (counted.stats === stats && k === counted.k + 1) count = counted.count + (EVALUATING.has(kind) ? 1 : 0);
  else if (counted.stats === stats && k === counted.k - 1) count = counted.count - (EVALUATING.has(counted.kind) ? 1 : 0);
  else if (counted.stats === stats && k === counted.k) count = counted.count;
  else count = countEvaluated(snap);
  counted = { stats, k, kind, count };
  return count;
}

/**
 * Fills `dl` (a <dl>) with the statistics.
 * @param {HTMLDListElement} dl
 * @param {{stats: object, snap: object, step: object|null, tree: object, algo: string, lang: string, done: boolean}} p
 *   `step` is the StepDto at the snapshot's position (null at 0)
 */
export function renderStats(dl, p) {
  const { stats, snap, tree, lang, done } = p;
  dl.replaceChildren();
  // A search that searches a node again (PVS's re-searches, MTD(f)'s
  // passes, aspiration's second search) may evaluate a leaf twice: its
  // count is of evaluations, not a part of the tree's leaves.
  const again = p.algo === 'pvs' || p.algo === 'mtdf' || Boolean(p.aspiration);
  const now = again && Number.isInteger(p.evaluations) ? p.evaluations : evaluatedSoFar(snap, stats, p.step ?? null);
  const params = { now, all: stats.leavesEvaluated, total: stats.leavesTotal };
  if (again) {
    row(dl, t(lang, 'stats.evaluations'), t(lang, 'stats.evaluations.value', params), 'leaves');
    const researches = p.researches ?? 0;
    const passes = p.passes ?? 0;
    if (passes) row(dl, t(lang, 'stats.passes'), t(lang, 'stats.passes.value', { n: passes }), 'passes');
    else row(dl, t(lang, 'stats.researches'), t(lang, 'stats.researches.value', { n: researches }), 'researches');
  } else {
    row(dl, t(lang, 'stats.leaves'), t(lang, 'stats.leaves.value', params), 'leaves');
  }
  // Iterative deepening: what the earlier iterations cost, beside the last one.
  if (stats.leavesEarlierIterations) {
    row(dl, t(lang, 'stats.earlier'), t(lang, 'stats.earlier.value', { n: stats.leavesEarlierIterations }), 'earlier');
  }
  if (p.algo !== 'minimax') {
    row(dl, t(lang, 'stats.minimax'), t(lang, 'stats.minimax.value', { n: stats.minimax.leavesEvaluated }), 'minimax');
    // Cuts by the initial window are counted apart, and said only when
    // there are some.
    const cutsKey = !stats.cutsWindow ? 'stats.cuts.value' : again ? 'stats.cuts.windows' : 'stats.cuts.window';
    row(dl, t(lang, 'stats.cuts'), t(lang, cutsKey, { shallow: stats.cutsShallow, deep: stats.cutsDeep, window: stats.cutsWindow ?? 0 }), 'cuts');
  }
  // Knuth–Moore: the nodes a perfectly ordered tree of this shape makes
  // α-β visit, beside the nodes this search reached.
  if (p.algo !== 'minimax' && stats.minimal) {
    row(
      dl,
      t(lang, 'stats.visited'),
      t(lang, again ? 'stats.visits.value' : 'stats.visited.value', {
        visited: stats.nodesVisited,
        total: stats.nodesTotal,
        minimal: stats.minimal.nodes,
        leaves: stats.minimal.leaves,
      }),
      'visited',
    );
  }
  if (stats.uniform) {
    const u = stats.uniform;
    row(
      dl,
      t(lang, 'stats.uniform'),
      t(lang, 'stats.uniform.value', {
        b: u.branching,
        d: u.depth,
        best: u.bestCase,
        worst: u.worstCase,
      }),
      'uniform',
    );
  }
  const pending = t(lang, 'stats.pending');
  row(dl, t(lang, 'stats.value'), done ? fmt(stats.value, lang) : pending, 'value');
  const move = stats.bestMove === null || stats.bestMove === undefined ? t(lang, 'stats.nomove') : nodeName(tree, stats.bestMove, lang);
  row(dl, t(lang, 'stats.move'), done ? move : pending, 'move');
  // Each step by its own label (a game's move: "d → c", not "d → d→c"), the line being the path.
  const pv = (stats.pv || []).map((id) => tree.nodes[id]?.label || nodeName(tree, id, lang)).join(' → ');
  row(dl, t(lang, 'stats.pv'), done ? pv : pending, 'pv');
}
