// The statistics panel: leaves evaluated so far and in the whole search,
// against minimax; the best and worst cases for uniform trees; the cuts;
// and, once the search is done, the root's value, the chosen move and the
// principal variation (also highlighted in the drawing by render.js).

import { STATES } from './snapshot.js';
import { fmt } from './num.js';
import { t } from './i18n.js';
import { nodeName } from './render.js';

function row(dl, term, value, key) {
  const dt = document.createElement('dt');
  dt.textContent = term;
  const dd = document.createElement('dd');
  dd.textContent = value;
  if (key) dd.dataset.stat = key;
  dl.append(dt, dd);
}

/**
 * Counts the evaluations made up to the snapshot (leaves, and nodes
 * evaluated with h at the depth limit).
 * @param {object} snap
 * @returns {number}
 */
function evaluatedSoFar(snap) {
  let count = 0;
  const code = STATES.indexOf('evaluated');
  for (let i = 0; i < snap.state.length; i++) if (snap.state[i] === code) count++;
  return count;
}

/**
 * Fills `dl` (a <dl>) with the statistics.
 * @param {HTMLDListElement} dl
 * @param {{stats: object, snap: object, tree: object, algo: string, lang: string, done: boolean}} p
 */
export function renderStats(dl, p) {
  const { stats, snap, tree, lang, done } = p;
  dl.replaceChildren();
  row(dl, t(lang, 'stats.leaves'), t(lang, 'stats.leaves.value', {
    now: evaluatedSoFar(snap),
    all: stats.leavesEvaluated,
    total: stats.leavesTotal,
  }), 'leaves');
  // Iterative deepening: what the earlier iterations cost, beside the last one.
  if (stats.leavesEarlierIterations) {
    row(dl, t(lang, 'stats.earlier'), t(lang, 'stats.earlier.value', { n: stats.leavesEarlierIterations }), 'earlier');
  }
  if (p.algo !== 'minimax') {
    row(dl, t(lang, 'stats.minimax'), t(lang, 'stats.minimax.value', { n: stats.minimax.leavesEvaluated }), 'minimax');
    row(dl, t(lang, 'stats.cuts'), t(lang, 'stats.cuts.value', { shallow: stats.cutsShallow, deep: stats.cutsDeep }), 'cuts');
  }
  if (stats.uniform) {
    const u = stats.uniform;
    row(dl, t(lang, 'stats.uniform'), t(lang, 'stats.uniform.value', {
      b: u.branching, d: u.depth, best: u.bestCase, worst: u.worstCase,
    }), 'uniform');
  }
  const pending = t(lang, 'stats.pending');
  row(dl, t(lang, 'stats.value'), done ? fmt(stats.value) : pending, 'value');
  const move = stats.bestMove === null || stats.bestMove === undefined
    ? t(lang, 'stats.nomove')
    : nodeName(tree, stats.bestMove, lang);
  row(dl, t(lang, 'stats.move'), done ? move : pending, 'move');
  const pv = (stats.pv || []).map((id) => nodeName(tree, id, lang)).join(' → ');
  row(dl, t(lang, 'stats.pv'), done ? pv : pending, 'pv');
}
