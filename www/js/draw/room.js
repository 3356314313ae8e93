// The room the tree's box keeps on the page against the settings above
// it, in the presenter's layout (large text): holdRoom writes the height
// a fitted tree needs to stay readable as `--tree-need`, which style.css
// gives the stage, and the settings give way down to a whole row of their
// fields. Called by viewport.js whenever the drawing is sized.

import { readableHeight } from './fit.js';

/**
 * In the presenter's layout, the stage keeps the height its fitted tree
 * needs to stay readable (fit.js readableHeight) while the settings are
 * open: they give way for it, down to their least height (style.css),
 * and scroll, rather than squeeze the tree below its readable spacing.
 * The style sheet reads it as `--tree-need` on the stage, beside the
 * stage's own least height, and a text that does not read in the notation
 * box (or an error box) still takes the room it needs. Nothing is kept
 * when the tree is zoomed, the settings folded, or in another layout.
 * Only in large text, the presenter's: there the texts' floors made open
 * settings squeeze the levels together (issue 43). In normal text the
 * floors are lower, the trees stay readable with the settings open
 * (tests/settings.test.mjs at 1366 × 768), and holding room there moved
 * the words a student was reading when the first drawing came (a
 * challenge's settings lost a row, firstsecond.test.mjs).
 * Reads the layout (only when the drawing is sized, never on a step).
 * `p`: `hold` (large text, the box filling the page, the tree fitted;
 * viewport.js roomOpts), the box's `width`, `whole`, and the `shift` the
 * tree moves down by below the zoom bar.
 * @param {{wrap: HTMLElement, setup: HTMLElement}} els
 * @param {object} view
 * @param {{hold: boolean, width: number, whole?: boolean, shift: number}} p
 */
export function holdRoom(els, view, p) {
  const { wrap, setup } = els;
  const stage = wrap.parentElement;
  if (!stage) return;
  if (!p.hold || setup.hidden) {
    stage.style.removeProperty('--tree-need');
    return;
  }
  const stageH = stage.getBoundingClientRect().height;
  const box = setup.getBoundingClientRect();
  // With the room the tree moves down by, below the zoom bar (`size`).
  const need = readableHeight(view, p.width, p.whole) + 2 + p.shift + (stageH - wrap.clientHeight);
  // What the tree leaves the settings (the two share their heights): when
  // it is less than they take, they end below a whole row of their fields,
  // not through one, and never below their least height.
  const left = stageH + box.height - need;
  const kept = left >= box.height ? box.height - (need - stageH) : wholeRows(setup, box, left);
  stage.style.setProperty('--tree-need', Math.ceil(stageH + box.height - kept) + 'px');
}

/**
 * The greatest height of the settings, at most `room`, that ends below a
 * row of their fields (with their padding), or their least height.
 */
function wholeRows(setup, box, room) {
  const style = getComputedStyle(setup);
  const least = parseFloat(style.minHeight) || 0;
  const pad = parseFloat(style.paddingBottom) || 0;
  let kept = least;
  for (const child of setup.children) {
    const r = child.getBoundingClientRect();
    if (r.height === 0) continue;
    const bottom = r.bottom - box.top + setup.scrollTop + pad;
    if (bottom <= room && bottom > kept) kept = bottom;
  }
  return Math.min(kept, Math.max(least, room));
}
