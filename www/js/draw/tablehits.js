// The nodes the transposition table answered: a ≡ mark above the node's
// right shoulder (its label is above it, α and β on its left, m on its
// right; beside its right side where a neighbour's text stands there,
// `placeHits`) on every node the table answered at or before the step shown, and
// `data-tthit` on its group, for MTD(f) (whose passes meet positions again)
// and for any search with the table on, games included. The hits are the
// core session's `ttHits` (`[node, k, …]`), asked once per search.
//
// The renderer draws only what is on screen, so nodes that come into view
// when the reader pans or zooms get their marks at the next frame.

import { t } from '../i18n/i18n.js';

const SVG_NS = 'http://www.w3.org/2000/svg';

/**
 * The ≡ mark, with its words for a pointer's tooltip and a screen reader,
 * just past the top right corner of the node's shape (`g`'s), clear of the
 * name inside it.
 */
function hitMark(g, lang) {
  const mark = document.createElementNS(SVG_NS, 'text');
  mark.setAttribute('class', 'tt-mark');
  const box = g.querySelector('.shape')?.getBBox();
  mark.setAttribute('x', String(box ? box.x + box.width + 4 : 18));
  mark.setAttribute('y', String(box ? box.y + 4 : -14));
  mark.textContent = '≡';
  const title = document.createElementNS(SVG_NS, 'title');
  title.textContent = t(lang, 'game.tt.mark');
  mark.append(title);
  return mark;
}

/** Drawings up to this many nodes have their ≡ marks measured against the texts around them (`placeHits`). */
const MEASURED_MAX_NODES = 400;

/**
 * Where each ≡ mark of `marks` stands: past its shape's top right corner,
 * or, where a text drawn meets it there (a right neighbour's ↓β, which
 * ends at that neighbour's axis: MTD(f)'s C2 and C3 of schéma 6 bis in
 * large text), beside the shape's right side, halfway down; where both
 * meet a text, at the corner. Measured on screen, on drawings small
 * enough (MEASURED_MAX_NODES).
 */
function placeHits(svg, marks) {
  if (marks.length === 0 || svg.querySelectorAll('g.node').length > MEASURED_MAX_NODES) return;
  const lines = [];
  for (const text of svg.querySelectorAll('text:not(.tt-mark)')) {
    const parts = text.querySelectorAll('tspan');
    for (const part of parts.length ? parts : [text]) {
      if (!part.textContent.trim()) continue;
      const r = part.getBoundingClientRect();
      if (r.width > 0) lines.push({ r, g: text.closest('g.node') });
    }
  }
  const meets = (a, b) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 2;
  for (const mark of marks) {
    const g = mark.parentNode;
    const box = g.querySelector('.shape')?.getBBox();
    if (!box) continue;
    const spots = [
      [box.x + box.width + 4, box.y + 4],
      [box.x + box.width + 4, box.y + box.height / 2 + 5],
    ];
    const at = (spot) => {
      mark.setAttribute('x', String(spot[0]));
      mark.setAttribute('y', String(spot[1]));
      const r = mark.getBoundingClientRect();
      return !lines.some((o) => o.g !== g && meets(r, o.r));
    };
    if (!spots.some(at)) at(spots[0]);
  }
}

/**
 * Marks the table's answers in `svg`.
 * @param {SVGSVGElement} svg
 * @returns {{update: (session: object|null, k: number, lang: string) => void, answered: (id: number) => boolean}}
 *   `update` after each drawing; `answered(id)`: whether the table answered
 *   node `id` at or before the step last given
 */
export function createTableHits(svg) {
  const at = { session: null, hits: [], k: 0, lang: 'en', want: new Set(), pending: false };
  const unmark = (g) => {
    delete g.dataset.tthit;
    g.querySelector('.tt-mark')?.remove();
  };
  const mark = () => {
    for (const g of svg.querySelectorAll('g.node[data-tthit]')) if (!at.want.has(g.dataset.nodeId)) unmark(g);
    if (at.want.size === 0) return;
    for (const g of svg.querySelectorAll('g.node[data-node-id]:not([data-tthit])')) {
      if (!at.want.has(g.dataset.nodeId)) continue;
      g.dataset.tthit = 'true';
      g.append(hitMark(g, at.lang));
    }
    placeHits(svg, [...svg.querySelectorAll('g.node[data-tthit] .tt-mark')]);
  };
  new MutationObserver(() => {
    if (at.pending || at.want.size === 0) return;
    at.pending = true;
    requestAnimationFrame(() => {
      at.pending = false;
      mark();
    });
  }).observe(svg, { childList: true, subtree: true });
  return {
    update(session, k, lang) {
      if (at.session !== session) {
        at.session = session;
        at.hits = session?.ttHits ? Array.from(session.ttHits()) : [];
      }
      const want = new Set();
      for (let i = 0; i + 1 < at.hits.length && at.hits[i + 1] <= k; i += 2) want.add(String(at.hits[i]));
      // A new language writes the marks' words again.
      if (lang !== at.lang) for (const g of svg.querySelectorAll('g.node[data-tthit]')) unmark(g);
      at.lang = lang;
      at.want = want;
      mark();
    },
    answered: (id) => at.want.has(String(id)),
  };
}
