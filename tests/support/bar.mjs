// What a reader sees of the interval bar (docs/chance.md, "The interval
// bar") in the small player of the embed view and the <alpha-beta-tree>
// element (draw/miniview.js), measured as drawn. Usage:
//
//   import { barSeen } from './support/bar.mjs';
//   const bar = await barSeen(frame);          // the embed view (a page or a frame)
//   const bar = await barSeen(page, 's');      // the element with id "s", in its shadow tree
//
// null when no bar is drawn; else its node, lo and hi, its texts with
// their size on screen (font size × the drawing's scale on screen),
// whether the element at the bar's centre and at each of its texts'
// centres is the bar (it takes the pointer), its box and the tree's box
// (the scrolling box the drawing sits in) and the drawing's, and every
// node text (value, m, window, label) whose centre the bar covers.

/**
 * @param {import('playwright-core').Page|import('playwright-core').Frame} target
 * @param {string|null} [host]  the id of an <alpha-beta-tree>: look in its shadow tree
 */
export function barSeen(target, host = null) {
  return target.evaluate((hostId) => {
    const root = hostId ? document.getElementById(hostId).shadowRoot : document;
    const bar = root.querySelector('g.interval-bar:not([display="none"])');
    if (!bar) return null;
    const rect = (el) => {
      const r = el.getBoundingClientRect();
      return { x0: r.left, y0: r.top, x1: r.right, y1: r.bottom };
    };
    const at = (r) => root.elementFromPoint((r.x0 + r.x1) / 2, (r.y0 + r.y1) / 2);
    const box = rect(bar.querySelector('.interval-back'));
    const texts = [...bar.querySelectorAll('text')]
      .filter((t) => t.getAttribute('display') !== 'none')
      .map((t) => {
        const m = t.getScreenCTM();
        const hit = at(rect(t));
        return { text: t.textContent, px: Number.parseFloat(getComputedStyle(t).fontSize) * Math.hypot(m.a, m.b), seen: Boolean(hit && bar.contains(hit)) };
      });
    const centre = at(box);
    const covered = [...root.querySelectorAll('g.node text')]
      .filter((t) => t.textContent.trim() !== '' && t.checkVisibility({ visibilityProperty: true }))
      .filter((t) => {
        const hit = at(rect(t));
        return Boolean(hit && bar.contains(hit));
      })
      .map((t) => `${t.closest('g.node').dataset.nodeId}: "${t.textContent}"`);
    const wrap = root.querySelector('.tree-wrap');
    return {
      node: Number(bar.dataset.node),
      lo: Number(bar.dataset.lo),
      hi: Number(bar.dataset.hi),
      range: bar.querySelector('.interval-range').textContent,
      texts,
      seen: Boolean(centre && bar.contains(centre)),
      box,
      wrap: rect(wrap),
      svg: rect(root.querySelector('svg.tree')),
      scrolls: wrap.dataset.scrolls,
      covered,
    };
  }, host);
}

/** Whether box `inner` lies inside box `outer` (a pixel of rounding allowed). */
export const inside = (inner, outer) => inner.x0 >= outer.x0 - 1 && inner.y0 >= outer.y0 - 1 && inner.x1 <= outer.x1 + 1 && inner.y1 <= outer.y1 + 1;

/**
 * What is wrong with the bar `bar` (as `barSeen` measured it) at step `k`,
 * in the small player: each problem a sentence (empty when none). Its
 * centre and its texts seen, no text under the player's 11 px floor,
 * inside the tree's box, which does not scroll, and no value under it.
 */
export function barProblems(bar, k) {
  const problems = [];
  if (!bar.seen) problems.push(`step ${k}: the element at the bar's centre is not the bar`);
  for (const t of bar.texts) {
    if (!t.seen) problems.push(`step ${k}: the bar's "${t.text}" is covered`);
    if (t.px < 11 - 0.05) problems.push(`step ${k}: the bar's "${t.text}" is ${t.px.toFixed(1)} px`);
  }
  if (!inside(bar.box, bar.wrap) || !inside(bar.box, bar.svg)) problems.push(`step ${k}: the bar stands out of the tree's box ${JSON.stringify(bar)}`);
  if (bar.scrolls !== 'false') problems.push(`step ${k}: the tree's box scrolls`);
  if (bar.covered.length) problems.push(`step ${k}: the bar covers ${bar.covered.join(', ')}`);
  return problems;
}
