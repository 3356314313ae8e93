// The camera's arithmetic, for draw/viewport.js (the camera) and
// draw/navigate.js (the minimap), and the small player's frame, for
// draw/miniview.js: how far a zoom may go, which trees are drawn whole and
// scrolled rather than through the camera, how the camera stays over the
// tree, where a rectangle on screen falls in drawing units, the minimap's
// rectangle, and where the small player scrolls and puts its marks for
// what lies off its frame. Plain numbers in, plain numbers out: no DOM, so
// tests/unit/camera.test.mjs runs them under node.

/**
 * The zoom range: at most MAX_Z pixels per drawing unit. Zooming out stops
 * at the whole tree: from a scale above the whole tree's, a zoom out that
 * reaches it shows the whole tree (fitted, levels spread over the box), and
 * from the whole tree there is nothing further out. A small tree that the
 * whole view shows larger than 100 % may go down to MIN_Z. A fixed floor
 * alone would not do: the whole 597,871-node tree is drawn at 3 × 10⁻⁵.
 */
export const MIN_Z = 0.5;
export const MAX_Z = 4;

/**
 * A zoomed tree up to this size is drawn whole and scrolled (see
 * `scrolls`); beyond, the camera draws what is in view.
 */
export const SCROLL_MAX_NODES = 4000;
const SCROLL_MAX_PX = 30000;

/**
 * A framed subtree (`frameScale`) takes this share of the box's width.
 */
const FRAME_SHARE = 0.8;

/**
 * Whether a zoomed drawing at `z` is small enough to be drawn whole at
 * that size and scrolled in its box, as the page always did: every node
 * stays in the DOM, reachable by scrolling (a phone showing a class
 * exercise). Bigger ones get the camera.
 * @param {number} nodes  the tree's node count
 * @param {number} width  the drawing's width, in drawing units
 * @param {number} height  its height, in drawing units
 * @param {number} z  pixels per drawing unit
 */
export function scrolls(nodes, width, height, z) {
  return nodes <= SCROLL_MAX_NODES && width * z <= SCROLL_MAX_PX && height * z <= SCROLL_MAX_PX;
}

/**
 * The camera's centre along one axis kept over the tree: its edge comes at
 * most `margin` inside the box (past that the box would show less tree
 * than blank). Null when the tree, with a margin on both sides, fits the
 * box's `span`: the caller then centres it as it likes.
 * @param {number} c  the centre asked for
 * @param {number} size  the tree's extent on that axis
 * @param {number} span  the box's extent, in the same units
 * @param {number} margin  how far inside the box the tree's edge may come
 * @returns {number|null}
 */
export function clampCentre(c, size, span, margin) {
  if (size + 2 * margin <= span) return null;
  return Math.min(Math.max(c, span / 2 - margin), size + margin - span / 2);
}

/**
 * The scale a zoom by `factor` from `z0` reaches: at most MAX_Z, at least
 * MIN_Z, or the fitted scale when that is lower (a big tree's whole view).
 */
export function zoomScale(z0, factor, fitScale) {
  return Math.max(Math.min(MIN_Z, fitScale), Math.min(MAX_Z, z0 * factor));
}

/**
 * The scale at which a subtree `wide` drawing units across takes
 * FRAME_SHARE of a box `boxWidth` pixels wide: never below `z0` (a frame
 * never zooms out), never above MAX_Z.
 */
export function frameScale(z0, wide, boxWidth) {
  return Math.max(z0, Math.min(MAX_Z, (FRAME_SHARE * boxWidth) / wide));
}

/**
 * A rectangle on screen (`rect`, client pixels, grown by `air` on every
 * side) in the drawing units of an SVG whose box on screen is `box` and
 * whose viewBox is `vb`, met and centred in its box (preserveAspectRatio's
 * default). Null when the SVG has no size.
 * @param {{left: number, right: number, top: number, bottom: number}} rect
 * @param {{left: number, top: number, width: number, height: number}} box
 * @param {{x: number, y: number, w: number, h: number}} vb
 * @param {number} air
 * @returns {{x0: number, x1: number, y0: number, y1: number}|null}
 */
export function screenToDrawing(rect, box, vb, air) {
  const k = Math.min(box.width / vb.w, box.height / vb.h);
  if (!(k > 0)) return null;
  const ox = box.left + (box.width - vb.w * k) / 2 - vb.x * k;
  const oy = box.top + (box.height - vb.h * k) / 2 - vb.y * k;
  return {
    x0: (rect.left - air - ox) / k,
    x1: (rect.right + air - ox) / k,
    y0: (rect.top - air - oy) / k,
    y1: (rect.bottom + air - oy) / k,
  };
}

/**
 * Whether a point (`x`, `y`) of a box `w` × `h` pixels is a margin inside
 * its edges: `min(80, w / 4, h / 4)`, room for a node's labels.
 */
export function insideMargin(x, y, w, h) {
  const margin = Math.min(80, w / 4, h / 4);
  return x >= margin && x <= w - margin && y >= margin && y <= h - margin;
}

/**
 * The minimap's rectangle for the camera's visible rectangle `cam` (drawing
 * units) over a drawing `width` × `height` shown in a minimap `mapW` ×
 * `mapH` pixels: clipped to the minimap, and at least 3 pixels across so
 * that it stays visible on a huge tree.
 * @param {{x: number, y: number, w: number, h: number}} cam
 * @returns {{left: number, top: number, width: number, height: number}} CSS pixels
 */
export function minimapFrame(cam, width, height, mapW, mapH) {
  const fx = mapW / width;
  const fy = mapH / height;
  const left = Math.max(0, cam.x * fx);
  const top = Math.max(0, cam.y * fy);
  return {
    left,
    top,
    width: Math.max(3, Math.min(mapW, (cam.x + cam.w) * fx) - left),
    height: Math.max(3, Math.min(mapH, (cam.y + cam.h) * fy) - top),
  };
}

/**
 * The scroll offset, as near `at` as can be, that shows every span from
 * `lows[i]` to `highs[i]` in a box `size` pixels long over content `total`
 * long, with up to 6 px of air around them; null when they cannot all be
 * in it. (The small player's frame, draw/miniview.js.)
 */
export function scrollFor(lows, highs, at, size, total) {
  const hi0 = Math.max(...highs);
  const lo0 = Math.min(...lows);
  if (hi0 - lo0 > size) return null;
  const air = Math.min(6, (size - (hi0 - lo0)) / 2);
  const lo = lo0 - air;
  const hi = hi0 + air;
  const wanted = Math.min(Math.max(at, hi - size), lo);
  return Math.max(0, Math.min(Math.max(0, total - size), wanted));
}

/** The distance between two boxes' centres (`{x0, x1, y0, y1}`). */
export function boxGap(a, b) {
  return Math.hypot((a.x0 + a.x1 - b.x0 - b.x1) / 2, (a.y0 + a.y1 - b.y0 - b.y1) / 2);
}

/**
 * Where a mark `size` ({w, h}) goes on the `side` edge ('left', 'right',
 * 'up', 'down') of the frame `shown` ({x0, x1, y0, y1}), for a node beyond
 * it whose centre is `at` ({x, y}): 2 px inside that edge, and along it
 * across from the node or at either end of the edge, wherever it covers
 * the least of the drawing's texts (`covered(x, y, w, h)`, an area),
 * across from the node when that ties within a pixel.
 * @returns {{left: number, top: number}}
 */
export function edgePlace(side, shown, size, at, covered) {
  const { w: mw, h: mh } = size;
  const clamp = (v, lo, hi) => Math.max(lo, Math.min(hi, v));
  const across = side === 'left' || side === 'right';
  const fixed = side === 'left' ? shown.x0 + 2 : side === 'right' ? shown.x1 - mw - 2 : side === 'up' ? shown.y0 + 2 : shown.y1 - mh - 2;
  const [lo, hi, len, centre] = across ? [shown.y0 + 2, shown.y1 - mh - 2, mh, at.y] : [shown.x0 + 2, shown.x1 - mw - 2, mw, at.x];
  const along = [clamp(centre - len / 2, lo, hi), lo, hi]
    .map((v) => ({ v, cost: across ? covered(fixed, v, mw, mh) : covered(v, fixed, mw, mh) }))
    .reduce((best, c) => (c.cost < best.cost - 1 ? c : best)).v;
  return { left: across ? fixed : along, top: across ? along : fixed };
}
