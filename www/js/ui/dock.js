// The phone's dock: at 640 px and less style.css fixes the player bar, the
// narration and (in practice mode) the selected node's tools at the bottom
// of the screen, over its last 200 to 450 px. What the reader is meant to
// see must land above it, not under it:
//
//   revealAboveDock(sticky, first, last)
//                               scrolls the page so that the block from
//                               `first`'s top to `last`'s bottom is on the
//                               screen above the dock, `first` kept on it
//                               (practice's verdict after Check, construct's
//                               "Goal met")
//   pastDock(sticky, top, bottom, tallest)
//                               how far the page must scroll for that, in
//                               CSS pixels (viewport.js: a fitted tree)
//   isDocked(sticky)            whether the controls are docked
//   underTree()                 what is read with the tree, right under it:
//                               practice's level of detail (viewport.js
//                               clears it of the dock with the tree)
//
// Elsewhere (the dock is not fixed: a laptop, a projector) they do nothing.

/** Air between what is revealed and the dock or the screen's top, in CSS pixels. */
const AIR = 8;

/** Whether the controls are docked at the bottom of the screen (style.css's phone layout). */
export const isDocked = (sticky) => getComputedStyle(sticky).position === 'fixed';

/**
 * The distance to scroll the page down (negative: up) so that the screen
 * rows `top` to `bottom` (CSS pixels, as getBoundingClientRect gives them)
 * end above the dock, with `top` kept on the screen; 0 when they already
 * do or the controls are not docked. `tallest` is the dock's height to
 * keep clear (its current height by default).
 */
export function pastDock(sticky, top, bottom, tallest = sticky.offsetHeight) {
  if (!isDocked(sticky)) return 0;
  const limit = window.innerHeight - tallest - AIR;
  const by = bottom > limit ? bottom - limit : 0;
  // Never so far that the block's top leaves the screen.
  return Math.min(by, top - AIR);
}

/**
 * Scrolls the page so that `first` to `last` (the same element by default)
 * are seen above the dock (see pastDock), at once.
 * @param {HTMLElement} sticky
 * @param {Element} first
 * @param {Element} [last]
 */
export function revealAboveDock(sticky, first, last = first) {
  const by = pastDock(sticky, first.getBoundingClientRect().top, last.getBoundingClientRect().bottom);
  if (Math.abs(by) >= 1) window.scrollBy({ top: by, behavior: 'instant' });
}

/**
 * What is read with the tree, right under it, and must be seen above the
 * dock with it: practice's menu of the level of detail the student answers
 * (its label and menu, the panel's first line), when its panel is shown;
 * else null. It lay under the dock as practice opened on a phone.
 * @returns {HTMLElement|null}
 */
export function underTree() {
  const field = document.querySelector('#practice:not([hidden]) #p-detail')?.closest('.field');
  return field?.offsetHeight ? field : null;
}
