// The node panel: the attributes of the node under the pointer, or of the
// current node: its kind and state, ↓ α and β with the node that set each
// (or the initial window), and ↑ m with its bound once the node is left.
// It says in words what the drawing shows with symbols, which also serves
// readers who cannot see the drawing.

import { nodeAt } from '../core/snapshot.js';
import { fmt, fmtBound, fmtWindowBound } from '../core/num.js';
import { t } from '../i18n/i18n.js';
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
 *          original?: (id: number) => string|null}} p  `original`: the node's
 *   name before the move-ordering menu reordered the tree, if it did
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
  const kind = node.isLeaf ? t(lang, 'leaf') : t(lang, 'player.' + node.player);
  const name = nodeName(tree, id, lang);
  line(list, t(lang, 'info.kind', { name, kind, state: t(lang, 'state.' + s.state) }));
  const before = p.original ? p.original(id) : null;
  if (before && before !== name) line(list, t(lang, 'info.original', { name: before }));
  // MTD(f)'s passes and aspiration windows search the root with a window
  // of their own, not the initial one.
  const source = (src) => (src === null || src === undefined
    ? t(lang, p.searchWindow ? 'source.search' : 'source.initial')
    : t(lang, 'source.node', { name: nodeName(tree, src, lang) }));
  if (s.alpha === null || s.alpha === undefined) {
    line(list, t(lang, 'info.window.none'));
  } else {
    line(list, t(lang, 'info.alpha', { value: fmtWindowBound(s.alpha, lang), source: source(s.alphaSrc) }));
    line(list, t(lang, 'info.beta', { value: fmtWindowBound(s.beta, lang), source: source(s.betaSrc) }));
  }
  if (s.m === null || s.m === undefined) {
    line(list, t(lang, 'info.m.none'));
  } else {
    // "m = 5" for an exact or running value, "m ≥ 6" / "m ≤ 4" for a bound.
    const bounded = s.bound === 'lower' || s.bound === 'upper';
    const text = bounded
      ? t(lang, 'info.m.bound', { value: fmtBound(s.m, s.bound, lang) })
      : t(lang, 'info.m', { value: fmt(s.m, lang) });
    line(list, s.bound ? text + ' (' + t(lang, 'bound.' + s.bound) + ')' : text);
  }
  if (!node.isLeaf && node.h !== null && node.h !== undefined) {
    line(list, t(lang, 'info.h', { value: fmt(node.h, lang) }));
  }
}
