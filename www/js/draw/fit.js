// Spacing and fitting a placed view to its box: the distance between
// levels (`setGap`, `setLevelGap`, `fittingGap`, `closerGap`,
// `levelSpacing`) and between leaves (`setDx`, `dxForWidth`), the
// rectangle shown (`visibleBox`) and the room that texts scaled up to
// keep their floor take past the drawing's edges (`grownBox`,
// `fittedWidth`, `fittedHeight`), the scales that fit a box
// (`fitWidthScale`, `fitHeightScale`), the height a fitted drawing needs
// to stay readable (`readableHeight`), how much glyphs are scaled up at a
// scale (`glyphAt`, `lessonAt`), and whether any label may fall in a
// rectangle (`labelsMeet`). What viewport.js (the camera) asks of a view.

import { placeX, CUT_AT } from './place.js';
import { clearDrawn } from './build.js';

/**
 * The least distance between two levels on screen, in pixels. Zoomed out,
 * levels keep at least this distance (the gap between levels grows in
 * drawing units), so a wide tree seen whole is not a flat line.
 */
const LEVEL_PX = 64;

/**
 * The distance between levels on screen, in pixels, for a drawing seen in
 * a box `height` pixels tall: as at actual size (the geometry's) when the
 * box has room for every level so, else what it has room for, but never
 * less than LEVEL_PX. The viewport keeps it in `view.levelPx` when it sizes
 * the drawing, so that a tree seen whole or zoomed out uses the box's
 * height: its levels, and the texts of the current path, do not crowd.
 */
export function levelSpacing(view, height) {
  const room = height / (view.levelCount + 1);
  return Math.max(LEVEL_PX, Math.min(view.geometry.dy, room));
}

/**
 * Zoomed out below the drawing's floor scale (`view.floor`, floorScale),
 * what the lesson points at keeps at least this fraction of its size: the
 * nodes of the current path, the current node's ring, the sources of the
 * bounds in use and a current leaf's window. The narration reads those
 * texts out; they are drawn over their neighbours. Every other node keeps
 * the floor: so the lesson's are as large, or larger where the floors
 * allow less than this.
 */
const LESSON_MIN = 0.75;

/**
 * Sets the distance between levels for a drawing seen at `scale` (pixels
 * per drawing unit): the geometry's, or more when zoomed out, so that levels
 * stay `view.levelPx` (levelSpacing) apart on screen. Moves every node's y (linear in the tree,
 * only when the distance changes) and redraws what is on screen at the next
 * paint.
 * @returns {boolean} whether anything moved
 */
export function setLevelGap(view, scale) {
  return setGap(view, Math.max(view.geometry.dy, (view.levelPx ?? LEVEL_PX) / scale));
}

/**
 * The distance between levels that fits the drawing, seen at `scale`, in
 * `height` pixels: `view.levelPx` on screen if there is room, less (down
 * to the geometry's) if not; with `fill`, all the room there is, so that
 * the tree takes the box's height (the presenter's box).
 */
export function fittingGap(view, scale, height, fill = false) {
  const dy = view.geometry.dy;
  const want = fill ? Infinity : Math.max(dy, (view.levelPx ?? LEVEL_PX) / scale);
  // Scaled up, the root's texts and the lowest leaves take more room.
  const grown = grownBox(view, lessonAt(view, scale)).h - view.height;
  const room = (height / scale - view.top - view.bottom - grown) / Math.max(1, view.levelCount);
  return Math.max(dy, Math.min(want, room));
}

/**
 * The least distance between levels, as a fraction of the geometry's,
 * that a drawing may take to fit a box's height (closerGap): the cut marks
 * and the two bands of labels still clear each other.
 */
const CLOSEST = 0.8;

/**
 * The distance between levels that makes the drawing `height` drawing
 * units tall: the geometry's, or less, down to CLOSEST of it, for a tree
 * that almost fits a box at the smallest legible scale (the embed view).
 */
export function closerGap(view, height) {
  const dy = view.geometry.dy;
  const room = (height - view.top - view.bottom) / Math.max(1, view.levelCount);
  // Never so close that a node's ↑ m meets its children's ↓α ↓β (tooClose).
  return Math.max(Math.min(dy, Math.max(dy * CLOSEST, view.labels.vertical)), Math.min(dy, room));
}

/**
 * Sets the distance between neighbouring leaves to `dx` drawing units (at
 * least the one that keeps the labels clear, `view.baseDx`): a tree fitted
 * to a box whose height limits its scale spreads across the box's width,
 * so that its nodes have that room for their texts. Moves every node's x
 * (linear in the tree, only when the distance changes).
 * @returns {boolean} whether anything moved
 */
export function setDx(view, dx) {
  const want = Math.max(view.baseDx, dx);
  if (Math.abs(want - view.dx) < 1e-6 * want) return false;
  view.dx = want;
  view.width = placeX(view.tree, view.layoutX, view.labels, view.geometry.pad, want, view.px, view.lo, view.hi);
  view.svg.setAttribute('width', String(view.width));
  clearDrawn(view);
  return true;
}

/**
 * The distance between leaves at which the fitted drawing, seen at
 * `scale`, is `width` pixels wide with its scaled-up texts (fittedWidth):
 * the drawing's width is affine in it.
 */
export function dxForWidth(view, scale, width) {
  const span = view.width - placedMargin(view);
  const units = span / view.dx;
  if (!(units > 0)) return view.dx;
  const grown = fittedWidth(view, scale) / scale - view.width;
  return (width / scale - grown - placedMargin(view)) / units;
}

/** The part of the drawing's width that does not grow with dx (margins and labels past the outermost nodes). */
function placedMargin(view) {
  const { px, layoutX } = view;
  let lo = Infinity;
  let hi = -Infinity;
  for (let i = 0; i < px.length; i++) {
    if (layoutX[i] < lo) lo = layoutX[i];
    if (layoutX[i] > hi) hi = layoutX[i];
  }
  return view.width - (hi - lo) * view.dx;
}

/** Sets the distance between levels to `gap` drawing units (see setLevelGap). */
export function setGap(view, gap) {
  if (Math.abs(gap - view.gap) < 1e-9 * gap) return false;
  view.gap = gap;
  const { py, deepest, levels, lowest, top } = view;
  for (let i = 0; i < py.length; i++) {
    py[i] = top + levels[i] * gap;
    deepest[i] = top + lowest[i] * gap;
  }
  view.height = Math.ceil(top + view.bottom + view.levelCount * gap);
  view.svg.setAttribute('height', String(view.height));
  clearDrawn(view);
  return true;
}

/** A y in drawing units as a level (depth, fractional), and back. */
export const levelOf = (view, y) => (y - view.top) / view.gap;
export const yOfLevel = (view, d) => view.top + d * view.gap;

/**
 * Whether anything the view may draw at any step (a node's shape and
 * labels, the window of a current leaf, a cut mark) can fall inside the
 * rectangle `r` ({x0, x1, y0, y1}, drawing units), for the drawing as the
 * last paint scaled its glyphs (the lesson's scale, the largest). The extents are the largest the labels
 * take (the geometry's estimates), so the answer does not change from
 * step to step. A pre-order walk that skips every subtree below or beside
 * the rectangle: it visits the few levels near it, whatever the tree's size.
 */
export function labelsMeet(view, r) {
  const { px, py, lo, hi, tree, labels: lg, geometry: g } = view;
  const { end } = tree;
  // The largest any node's texts take: a node of the current path's.
  const k = view.lesson;
  const upInner = (view.top - g.pad) * k;
  const downInner = Math.max(lg.ring + 8, g.triH + 4 + 1.1 * lg.fM) * k;
  const upLeaf = (g.leaf + 6 + 2.3 * lg.fAb) * k;
  const downLeaf = (g.leaf + 6 + 1.2 * lg.fLabel) * k;
  const up = Math.max(upInner, upLeaf);
  const side = Math.max(lg.innerLeft, lg.innerRight, lg.leafHalf) * k + lg.cutW;
  const fCut = view.cutFont;
  const meets = (x0, x1, y0, y1) => x0 < r.x1 && x1 > r.x0 && y0 < r.y1 && y1 > r.y0;
  for (let i = 0; i < end.length; ) {
    if (py[i] - up > r.y1 || hi[i] + side < r.x0 || lo[i] - side > r.x1) {
      i = end[i];
      continue;
    }
    const leaf = end[i] === i + 1;
    if (leaf) {
      if (meets(px[i] - lg.leafHalf * k, px[i] + lg.leafHalf * k, py[i] - upLeaf, py[i] + downLeaf)) return true;
    } else {
      if (meets(px[i] - lg.innerLeft * k, px[i] + lg.innerRight * k, py[i] - upInner, py[i] + downInner)) return true;
      // A cut mark sits on the edge to its first pruned child (any child
      // but the first), the condition to its right.
      const second = end[i + 1];
      if (second < end[i]) {
        let last = second;
        for (let c = second; c < end[i]; c = end[c]) last = c;
        const at = (c) => px[i] + (px[c] - px[i]) * CUT_AT;
        const y = py[i] + (py[second] - py[i]) * CUT_AT;
        if (meets(Math.min(at(second), at(last)) - 8, Math.max(at(second), at(last)) + lg.cutW, y - fCut - 2, y + 2.5 * fCut + 2)) return true;
      }
    }
    i += 1;
  }
  return false;
}

/** The rectangle shown, in drawing units: the camera's, or the whole drawing. */
export function visibleBox(view) {
  if (view.camera) return view.camera;
  // Glyphs scaled up when zoomed out reach above the top margin, and past
  // the sides: the outermost nodes' labels (the current path's, when the
  // search is at the tree's edge) are kept inside the box.
  return grownBox(view, view.lesson);
}

/**
 * The whole drawing, in drawing units, with the room that texts and shapes
 * scaled up by `glyph` take past its edges: above the root's texts, past
 * the outermost nodes' labels, below the lowest leaves. The one rule
 * behind visibleBox, fittedWidth, fittedHeight and fittingGap.
 */
function grownBox(view, glyph) {
  const up = (glyph - 1) * view.top;
  const side = (glyph - 1) * sideLabel(view);
  const below = (glyph - 1) * belowLevel(view);
  return { x: -side, y: -up, w: view.width + 2 * side, h: view.height + up + below };
}

/** How far a node's labels reach to its side, at full size (drawing units). */
const sideLabel = (view) => Math.max(view.labels.innerLeft, view.labels.innerRight);

/**
 * How far the lowest leaves reach below their level, at full size (drawing
 * units): their square and label, or the current node's ring around one.
 */
const belowLevel = (view) => Math.max(view.bottom - view.geometry.pad, view.labels.ring + 3);

/**
 * The whole drawing as shown at `scale` (drawing units): with the room its
 * texts scaled up at that scale take past its edges (grownBox). A drawing
 * zoomed and scrolled (viewport.js) is sized and scrolled by it, so that
 * its scale on screen is `scale`, the one its texts were sized for.
 */
export const wholeBoxAt = (view, scale) => grownBox(view, lessonAt(view, scale));

/**
 * The height on screen, in CSS pixels, of the fitted drawing at `scale`,
 * with the room its texts and shapes scaled up take above the root and
 * below the lowest leaves (visibleBox).
 */
export function fittedHeight(view, scale) {
  return grownBox(view, lessonAt(view, scale)).h * scale;
}

/**
 * The width on screen, in CSS pixels, of the fitted drawing at `scale`,
 * with the room its texts scaled up take past its sides (visibleBox).
 */
export function fittedWidth(view, scale) {
  return grownBox(view, lessonAt(view, scale)).w * scale;
}

/** How much texts and shapes are scaled up (drawing units) at `scale` on screen, so that every text keeps its floor (view.floor). */
export const glyphAt = (view, scale) => Math.max(1, view.floor / scale);

/**
 * The same for what the lesson points at: LESSON_MIN of its size (or the
 * floor, if larger) once the drawing is dense enough for the rest to be
 * scaled up (below view.floor), and its own size above. Above the floor
 * scale nothing is tight, so a larger path node would run into its
 * neighbours' texts; and a small tree seen whole or zoomed keeps one size
 * for every node.
 */
export const lessonAt = (view, scale) => (scale < view.floor ? Math.max(view.floor, LESSON_MIN) / scale : 1);

/**
 * The greatest scale, at most `scale`, at which the fitted drawing and the
 * room of its scaled-up texts (fittedWidth) take at most `width` pixels.
 * Below the floor scale the path's texts keep their lesson size on
 * screen, so the room they take past the sides is a fixed number of
 * pixels, and the scale is solved for directly.
 */
export function fitWidthScale(view, scale, width) {
  if (fittedWidth(view, scale) <= width) return scale;
  // At the floor scale or more, texts are not scaled up: the drawing alone
  // takes the width. (The width itself, divided and multiplied back, may
  // come out a hair over it, so this case is decided by the scale.) Below,
  // the scale solved for is below `plain`, so below the floor scale too.
  const plain = width / view.width;
  if (plain >= view.floor) return Math.min(scale, plain);
  const l = sideLabel(view);
  return Math.min(scale, Math.max(1e-9, (width - 2 * Math.max(view.floor, LESSON_MIN) * l) / (view.width - 2 * l)));
}

/**
 * The distance between levels, in drawing units at the texts' own size,
 * that a cut mark's three lines need over a level of leaves (measured,
 * tests/marksfit.test.mjs: the geometry's 108 in large text holds two).
 */
const CUT_LEVEL = 126;

/**
 * The height on screen, in CSS pixels, below which the drawing fitted to
 * `width` pixels (at least the texts' floor scale with `whole`, as
 * practice draws it) is no longer readable. A box too short for the
 * width's scale fits the height instead, its levels at the geometry's
 * distance and the scale lower; below the floor scale the texts are
 * scaled up to keep their size on screen, and once a node's ↑ m and its
 * children's ↓α ↓β need more than that distance (`labels.vertical`,
 * scaled so), they run into each other
 * (under open settings at 1024 × 768 in large text: levels 48 px apart,
 * 17 pairs of texts overlapping). So the least scale is where they just
 * meet, or the width's, whichever is lower, with its levels LEVEL_PX apart
 * on screen at least. viewport.js keeps this room for the box where it
 * can. Sets the distance between leaves to its least, as fitting does.
 */
export function readableHeight(view, width, whole = false) {
  setDx(view, view.baseDx);
  let s = Math.min(1.5, fitWidthScale(view, width / view.width, width));
  if (whole) s = Math.max(s, view.floor);
  const dy = view.geometry.dy;
  s = Math.min(s, (view.floor * view.labels.vertical) / dy);
  // Below the floor scale (a wide tree, its width's scale), the texts are
  // scaled up to their floor: the levels keep the room those texts take on
  // screen at that floor, a node's ↑ m over its children's ↓α ↓β and a
  // cut mark's three lines over a level of leaves (CUT_LEVEL), not the
  // geometry's distance scaled down (schéma 6 bis at 1024 × 768 in large
  // text, settings open: levels 76 px apart, B1's "↑ 5" on C3's "↓α −∞",
  // C2's and C3's cut tests on their pruned leaves).
  const need = view.floor * Math.max(view.labels.vertical, CUT_LEVEL);
  const gap = Math.max(dy, LEVEL_PX / s, s < view.floor ? need / s : 0);
  const grown = grownBox(view, lessonAt(view, s)).h - view.height;
  return Math.ceil((view.top + view.bottom + view.levelCount * gap + grown) * s);
}

/**
 * The greatest scale, at most `scale`, at which the fitted drawing and the
 * room of its scaled-up texts (fittedHeight) take at most `height` pixels:
 * below the floor scale the texts above the root and below the lowest
 * leaves keep their size on screen, so the scale is solved for directly.
 */
export function fitHeightScale(view, scale, height) {
  if (fittedHeight(view, scale) <= height) return scale;
  const plain = height / view.height;
  if (plain >= view.floor) return Math.min(scale, plain);
  const t = view.top + belowLevel(view);
  const k = Math.max(view.floor, LESSON_MIN);
  return Math.min(scale, Math.max(1e-9, (height - k * t) / (view.height - t)));
}
