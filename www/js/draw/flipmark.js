// The node whose preferred child flipped when the transformation panel
// (panels/transform.js) changed every leaf: a dashed ring around its shape
// and a ⇄ just past the top right corner of the shape (where the table's ≡
// stands on other trees: the table never runs on a chance tree), with
// `data-flip` on its group and words for a pointer's tooltip and a screen
// reader. The panel says which node; this module only marks it.
//
// The renderer draws only what is on screen, so a node that comes into
// view when the reader pans or zooms gets its mark at the next frame, as
// the table's marks do (tablehits.js).

import { t } from '../i18n/i18n.js';

const SVG_NS = 'http://www.w3.org/2000/svg';

/** The ring and the ⇄ on group `g`, with `words` as their title. */
function flipMarks(g, words) {
  const box = g.querySelector('.shape')?.getBBox() ?? { x: -18, y: -18, width: 36, height: 36 };
  const pad = 6;
  const ring = document.createElementNS(SVG_NS, 'rect');
  ring.setAttribute('class', 'flip-ring');
  ring.setAttribute('x', String(box.x - pad));
  ring.setAttribute('y', String(box.y - pad));
  ring.setAttribute('width', String(box.width + 2 * pad));
  ring.setAttribute('height', String(box.height + 2 * pad));
  ring.setAttribute('rx', '6');
  const mark = document.createElementNS(SVG_NS, 'text');
  mark.setAttribute('class', 'flip-mark');
  mark.setAttribute('x', String(box.x + box.width + pad + 2));
  mark.setAttribute('y', String(box.y + 4));
  mark.textContent = '⇄';
  const title = document.createElementNS(SVG_NS, 'title');
  title.textContent = words;
  mark.append(title);
  return [ring, mark];
}

/**
 * Marks one node of `svg` as the place where a preference flipped.
 * @param {SVGSVGElement} svg
 * @returns {{update: (id: number|null, lang: string) => void}}
 *   `update` after each drawing: the node to mark (null for none)
 */
export function createFlipMark(svg) {
  const at = { want: null, lang: 'en', pending: false };
  const unmark = (g) => {
    delete g.dataset.flip;
    for (const m of g.querySelectorAll('.flip-ring, .flip-mark')) m.remove();
  };
  const mark = () => {
    for (const g of svg.querySelectorAll('g.node[data-flip]')) if (g.dataset.nodeId !== at.want) unmark(g);
    if (at.want === null) return;
    const g = svg.querySelector(`g.node[data-node-id="${at.want}"]:not([data-flip])`);
    if (!g) return;
    g.dataset.flip = 'true';
    g.append(...flipMarks(g, t(at.lang, 'transform.mark')));
  };
  new MutationObserver(() => {
    if (at.pending || at.want === null) return;
    at.pending = true;
    requestAnimationFrame(() => {
      at.pending = false;
      mark();
    });
  }).observe(svg, { childList: true, subtree: true });
  return {
    update(id, lang) {
      const want = id === null || id === undefined ? null : String(id);
      // A new language writes the mark's words again.
      if (lang !== at.lang) for (const g of svg.querySelectorAll('g.node[data-flip]')) unmark(g);
      at.lang = lang;
      at.want = want;
      mark();
    },
  };
}
