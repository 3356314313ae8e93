// The node panel: the attributes of the node under the pointer, or of the
// current node: its kind and state, ↓ α and β with the node that set each
// (or the initial window), and ↑ m with its bound once the node is left.
// It says in words what the drawing shows with symbols, which also serves
// readers who cannot see the drawing; in the negamax view, with the
// drawing's numbers (a MIN node's turned round, core/negamax.js); while
// "Ask the class" asks a step, "?" in the fields it answers. Under Star2
// (docs/chance.md), a node being probed says so, a probed node its
// probe's value and the bound it gives, and a chance node that failed on
// its probes the test that failed.

import { nodeAt } from '../core/snapshot.js';
import { ASK_WINDOW, ASK_M } from '../core/ask.js';
import { fmt, fmtBound, fmtExact, fmtWindowBound } from '../core/num.js';
import { t } from '../i18n/i18n.js';
import { sideValue, sideBound } from '../core/negamax.js';
import { nodeName } from '../draw/render.js';

function line(list, text) {
  const li = document.createElement('li');
  li.textContent = text;
  list.append(li);
}

/**
 * Fills `list` (a <ul>) with the attributes of node `id` in `snap`.
 * @param {HTMLUListElement} list
 * @param {{tree: object, snap: object, id: number|null, lang: string,
 *          original?: (id: number) => string|null, negamax?: boolean,
 *          tableHit?: (id: number) => boolean,
 *          phases?: Array<{kind: string, node: number}>, probes?: Map<number, {value: number, exact: string|null, max: boolean}>}} p
 *   `original`: the node's name before the move-ordering menu reordered the
 *   tree, if it did; `negamax`: the negamax view is on; `tableHit`: whether
 *   the transposition table answered a node by the step shown; `phases`: the
 *   phases in force (core/windows.js); `probes`: Star2's probes returned
 *   so far, by node
 */
export function renderInfo(list, p) {
  const { tree, snap, id, lang } = p;
  list.replaceChildren();
  const s = nodeAt(snap, id);
  if (s === null) {
    line(list, t(lang, 'info.none'));
    return;
  }
  const node = tree.nodes[id];
  const kind = node.isLeaf ? t(lang, 'leaf') : node.isChance ? t(lang, 'player.chance') : t(lang, 'player.' + node.player);
  const name = nodeName(tree, id, lang);
  // A node the transposition table answered was not searched: its state
  // says so rather than "evaluated".
  const state = p.tableHit?.(id) ? t(lang, 'state.tthit') : t(lang, 'state.' + s.state);
  line(list, t(lang, 'info.kind', { name, kind, state }));
  const before = p.original ? p.original(id) : null;
  if (before && before !== name) line(list, t(lang, 'info.original', { name: before }));
  // MTD(f)'s passes and aspiration windows search the root with a window
  // of their own, not the initial one.
  const source = (src, leaf) =>
    leaf
      ? t(lang, 'source.' + leaf)
      : src === null || src === undefined
        ? t(lang, p.searchWindow ? 'source.search' : 'source.initial')
        : t(lang, 'source.node', { name: nodeName(tree, src, lang) });
  // Where MIN moves, the negamax view's window is (−β, −α), each bound
  // with the source of the one it negates, and m is negated.
  const turned = Boolean(p.negamax) && node.player === 'min';
  const [alpha, alphaSrc, beta, betaSrc] = turned
    ? [sideValue(s.beta, true), s.betaSrc, sideValue(s.alpha, true), s.alphaSrc]
    : [s.alpha, s.alphaSrc, s.beta, s.betaSrc];
  const [alphaLeaf, betaLeaf] = turned ? [s.betaLeaf, s.alphaLeaf] : [s.alphaLeaf, s.betaLeaf];
  const [m, bound] = turned ? [sideValue(s.m, true), sideBound(s.bound, true)] : [s.m, s.bound];
  // A question of "Ask the class" (core/ask.js) hides the fields its
  // step answers: they read "?".
  const asked = snap.asked ? snap.asked[id] : 0;
  if (asked & ASK_WINDOW) {
    line(list, t(lang, 'info.alpha.asked'));
    line(list, t(lang, 'info.beta.asked'));
  } else if (alpha === null || alpha === undefined) {
    line(list, t(lang, 'info.window.none'));
  } else {
    line(list, t(lang, 'info.alpha', { value: fmtWindowBound(alpha, lang), source: source(alphaSrc, alphaLeaf) }));
    line(list, t(lang, 'info.beta', { value: fmtWindowBound(beta, lang), source: source(betaSrc, betaLeaf) }));
  }
  if (asked & ASK_M) {
    line(list, t(lang, 'info.m.asked'));
  } else if (m === null || m === undefined) {
    line(list, t(lang, 'info.m.none'));
  } else {
    // "m = 5" for an exact or running value, "m ≥ 6" / "m ≤ 4" for a bound.
    const bounded = bound === 'lower' || bound === 'upper';
    const text = bounded ? t(lang, 'info.m.bound', { value: fmtBound(m, bound, lang) }) : t(lang, 'info.m', { value: fmt(m, lang) });
    line(list, bound ? text + ' (' + t(lang, 'bound.' + bound) + ')' : text);
  }
  if (!node.isLeaf && node.h !== null && node.h !== undefined) {
    line(list, t(lang, 'info.h', { value: fmt(node.h, lang) }));
  }
  if (!(asked & ASK_M)) probeLines(list, p, id, name);
}

/** Star2's lines about node `id`: probed now, its probe's value, a chance node's failure on its probes. */
function probeLines(list, p, id, name) {
  const { lang, snap } = p;
  if ((p.phases ?? []).some((ph) => ph.kind === 'probe' && ph.node === id)) line(list, t(lang, 'info.probing'));
  const probe = p.probes?.get(id);
  if (probe) {
    const value = probe.exact ? fmtExact(probe.exact, lang) : fmt(probe.value, lang);
    line(list, t(lang, probe.max ? 'info.probe.max' : 'info.probe.min', { value, name }));
  }
  const cut = (snap.cuts || []).find((c) => c.node === id && (c.kind === 'probe-high' || c.kind === 'probe-low'));
  if (cut) {
    const exact = (text, v) => (text ? fmtExact(text, lang) : fmt(v, lang));
    line(list, t(lang, 'info.cut.' + cut.kind, { m: exact(cut.mExact, cut.m), op: cut.op, bound: exact(cut.boundExact, cut.bound) }));
  }
}
