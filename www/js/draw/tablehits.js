// The nodes the transposition table answered: a ≡ mark above the node's
// right shoulder (its label is above it, α and β on its left, m on its
// right) on every node the table answered at or before the step shown, and
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
