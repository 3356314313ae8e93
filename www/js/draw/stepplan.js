// The tree during the search with only the path to the current node open
// (`openPath`, `planStep`; issue 43): a game's tree seen whole at 1024×768
// in large text drew the search's path in a column of the engine's
// layout, its texts on its siblings' cut marks and values (tic-tac-toe
// after x a1, o b2, x c1: text lines overlapping at 293 of its 348
// steps). Each node of the path has its children in one row, packed as
// their texts need (measure.js pairNeed, by what each shows: the path's
// node its ↓α ↓β and ↑ m, one the search has left its ↑ m only, its
// window hidden by style.css, one not reached its shape), and every
// subtree off the path is one summary mark, drawn short. Each row stands
// centred under its parent, or, narrower than the widest row, tucked
// within the band that row takes (the path's edges then slant). Where
// levels are close (foldplan.js levelsClose), a ↑ m and the ↓α ↓β one
// level down share the room between the levels: each row stands where
// none of its windows (its path node's, a current leaf's) meets a ↑ m or
// a leaf's name of the row above, left or right of there, whichever of
// these placements makes the drawing the narrowest, with the root in the
// middle of the band where that fits the box at the texts' floor, else
// wherever the drawing is narrowest (`placeBest`; each step of
// tic-tac-toe after three moves and of Connect 4 at P = 3 then fits a
// 1024×768 box in large text at the floor, and the root holds its place
// at all but two of their 535 steps). The layout is then spread to the
// box's width at the texts'
// floor, so the scale stays as it is from step to step and nodes move
// across only. Where the path's last node cuts (tree.cutEdges), the first
// child it prunes stands under it, with room for the cut mark's words at
// its right. A step within the same node (its leaves evaluated, a cut)
// keeps the plan: the page plans again when the path changes
// (panels/screen.js, viewport.js).

import { pairNeed } from './measure.js';
import { planTooBig, engineFits, widthOf } from './foldplan.js';

/** The room between two neighbours' texts, in drawing units (measure.js's AIR). */
const AIR = 4;

/**
 * Half the room kept under a node not reached for its mark's size, in
 * drawing units ("38 nodes" is some 50 px at the floor in Chromium's
 * font; marksizes.js moves or hides a size that meets a text).
 */
const COUNT_HALF = 24;

/**
 * What a node drawn in a step's plan shows: a leaf (its value, and its
 * window when current), the path's node (↓α ↓β above it, left of its
 * axis, and ↑ m below it, right of it), a node the search has left (↑ m:
 * its window is hidden, style.css), one it has not reached (its shape).
 */
const LEAF = 1;
const FULL = 2;
const DONE = 3;
const FRESH = 4;
/** A leaf under the last node of the path: current at some step of the plan, its window centred over it. */
const NEXT_LEAF = 5;

/**
 * The nodes a step's plan opens: the path from the root to the current
 * node `current`, its leaves left out (a leaf opens nothing), or null
 * before the search has a current node.
 */
export function openPath(tree, current) {
  if (current === null || current === undefined || current < 0) return null;
  const { end, parent } = tree;
  const path = [];
  for (let i = current; i >= 0; i = i > 0 ? parent[i] : -1) if (end[i] !== i + 1) path.unshift(i);
  return path;
}

/** How far a node of kind `k` reaches left and right in each band (above its shape, its shape, below). */
function reach(lg, k) {
  if (k === LEAF) return { aL: lg.leafHalf, aR: lg.leafHalf, s: lg.leafHalf, bL: lg.leafLabel / 2, bR: lg.leafLabel / 2 };
  if (k === NEXT_LEAF) {
    // Its window's lower line stands beside its neighbours' shapes.
    const w = Math.max(lg.leafHalf, lg.aboveLeft / 2);
    return { aL: w, aR: w, s: w, bL: lg.leafLabel / 2, bR: lg.leafLabel / 2 };
  }
  const aL = k === FULL ? lg.aboveLeft : 0;
  // A mark's size stands under the shape of a node not reached (paint.js).
  const b = k === FRESH ? COUNT_HALF : 0;
  return { aL, aR: k === FULL ? lg.aboveRight : 0, s: lg.shapeHalf, bL: b, bR: k === FRESH ? b : lg.below };
}

/** The least distance between neighbours of kinds `a` (left) and `b` at one level. */
function need(lg, a, b) {
  if (a === LEAF && b === LEAF) return pairNeed(lg, true, true);
  // Two leaves: one window at a time, over its neighbour's box.
  if ((a === LEAF || a === NEXT_LEAF) && (b === LEAF || b === NEXT_LEAF))
    return Math.max(pairNeed(lg, true, true), Math.max(reach(lg, a).aR, reach(lg, b).aL) + lg.leafHalf + AIR);
  const l = reach(lg, a);
  const r = reach(lg, b);
  return Math.max(l.aR + r.aL, l.s + r.s, l.bR + r.bL) + AIR;
}

/** Whether a node of kind `k` draws its ↑ m. */
const hasM = (k) => k === FULL || k === DONE;

/**
 * Each row of the plan: the children of the path's node at `d`, in
 * order (`nodes`, each `{id, kind}`), the one on the path at `pivot` (-1
 * in the last row, under the current node or its parent, whose children
 * are all taken as left by the search: `last`).
 */
function rowsOf(tree, path) {
  const { end } = tree;
  const rows = [];
  for (let d = 0; d < path.length; d++) {
    const p = path[d];
    const next = path[d + 1];
    const nodes = [];
    let pivot = -1;
    for (let c = p + 1; c < end[p]; c = end[c]) {
      if (c === next) pivot = nodes.length;
      const reached = next === undefined || pivot < 0;
      const leaf = end[c] === c + 1;
      nodes.push({ id: c, kind: leaf ? (next === undefined ? NEXT_LEAF : LEAF) : c === next ? FULL : reached ? DONE : FRESH });
    }
    rows.push({ nodes, pivot, last: next === undefined });
  }
  return rows;
}

/**
 * Each row's nodes packed side by side as their texts need, relative to
 * its first node: `at` (drawing units).
 */
function packRows(lg, rows) {
  for (const row of rows) {
    row.at = [0];
    for (let j = 1; j < row.nodes.length; j++) {
      // Right of the first child a cut prunes, the room its mark's words take.
      const cut = j - 1 === row.cutAt ? lg.cutW + lg.shapeHalf + AIR : 0;
      row.at.push(row.at[j - 1] + Math.max(cut, need(lg, row.nodes[j - 1].kind, row.nodes[j].kind)));
    }
  }
}

/**
 * Where, along a row at `x0` (its first node's x), a window (`half`
 * each way of `at`, or `left` of it only) may not stand one level down:
 * under a ↑ m (right of its node's axis) or a leaf's name, with AIR.
 */
function blocked(lg, row, x0) {
  const spans = [];
  row.nodes.forEach((c, j) => {
    const x = x0 + row.at[j];
    if (hasM(c.kind)) spans.push([x, x + lg.below]);
    else if (c.kind === LEAF || c.kind === NEXT_LEAF) spans.push([x - lg.leafLabel / 2, x + lg.leafLabel / 2]);
  });
  return spans;
}

/**
 * Whether a window from `lo` to `hi` meets the span from `a` to `b`: a
 * window may end where a ↑ m begins (both stand off their node's axis).
 */
const meets = (lo, hi, a, b) => lo < b + AIR && hi > a + 1e-6;

/**
 * The first place at or right (`dir` 1) or left (-1) of `x` where the
 * row's windows (each window-bearing node's, as the offsets `wins` from
 * x: [lo, hi]) meet none of `spans`.
 */
function clearOf(spans, wins, x, dir) {
  let at = x;
  for (let guard = 0; guard < 500; guard++) {
    let moved = false;
    for (const [a, b] of spans) {
      for (const [lo, hi] of wins) {
        if (!meets(at + lo, at + hi, a, b)) continue;
        at = dir > 0 ? b + AIR - lo + 1e-6 : a - hi;
        moved = true;
      }
    }
    if (!moved) return at;
  }
  return at;
}

/** The windows of a row's nodes, as offsets from its first node: [lo, hi]. */
function windowsOf(lg, row) {
  const wins = [];
  row.nodes.forEach((c, j) => {
    if (c.kind === FULL) wins.push([row.at[j] - lg.aboveLeft, row.at[j]]);
    else if (c.kind === NEXT_LEAF) wins.push([row.at[j] - lg.aboveLeft / 2, row.at[j] + lg.aboveLeft / 2]);
  });
  return wins;
}

/**
 * Each row's x (its first node's), row by row from the root: the row
 * centred under its parent (a cut's row, its first pruned child under
 * it), or as near as the band from `left` to `left + wide` lets the row
 * stand within it (rows narrower than the widest tuck under the others;
 * with `free`, a cut's row is not held to the band), then moved as `choice` says (bit d: 0
 * the nearest place left, 1 the nearest right) until no window of the
 * row meets a ↑ m or a leaf's name of the row above (`close`). Returns
 * the xs, the drawing's extent, and how far the rows stand from under
 * their parents in all (`off`).
 */
function placeRows(lg, rows, choice, close, left, wide, free = false) {
  const xs = [];
  let lo = -lg.innerLeft;
  let hi = lg.innerRight;
  let off = 0;
  let above = close ? [[0, lg.below]] : [];
  let parentX = 0;
  rows.forEach((row, d) => {
    // Under its parent: the row centred (so that it holds still as the
    // search moves along it: with its path node right under the parent,
    // the row slid a place at each move, and the rows under it with it),
    // or, where the last node cuts, the first child it prunes right below.
    const span = row.at[row.at.length - 1];
    const anchor = row.cutAt >= 0 ? row.at[row.cutAt] : span / 2;
    const want = parentX - anchor;
    // A cut's row keeps its pruned child under the cutting node, where its
    // mark has room, even past the band (held to the band, the row slid
    // under the mark: tic-tac-toe's step 295, "≥ β=0" on a3's name).
    const within = free && row.cutAt >= 0 ? want : Math.max(left + lg.innerLeft, Math.min(want, left + wide - span - lg.innerRight));
    const x = clearOf(above, windowsOf(lg, row), within, (choice >> d) & 1 ? 1 : -1);
    xs.push(x);
    off += Math.abs(x - want);
    lo = Math.min(lo, x - lg.innerLeft);
    hi = Math.max(hi, x + span + lg.innerRight);
    above = close ? blocked(lg, row, x) : [];
    if (row.pivot >= 0) parentX = x + row.at[row.pivot];
  });
  return { xs, lo, hi, off };
}

/** How many places of the band the rows stand in (placeRows) are tried, from the root at its right end to its left end. */
const BANDS = 9;

/**
 * The placement of the rows (placeRows) over the bands that hold the
 * widest row and the root and over the choices (up to ten rows: a longer
 * path takes the nearest places left): the root in the middle of its
 * band, where that placement is `room` drawing units wide or less (a
 * cut's row free of the band first); else the narrowest of every band's,
 * the rows nearest to under their parents where two are as narrow. So that the picture holds still as the
 * search goes on: from the narrowest at every step, the root slid from
 * one end of the band to the other as the path changed, and the rows
 * under it with it (tic-tac-toe after three moves: 64 of its 348 steps
 * moved a node more than 100 px at 1024 × 768 in large text).
 */
function placeBest(lg, rows, close, room) {
  const wide = Math.max(...rows.map((r) => r.at[r.at.length - 1])) + lg.innerLeft + lg.innerRight;
  const tries = rows.length > 10 ? 1 : 1 << rows.length;
  const better = (p, best) => {
    const w = p.hi - p.lo;
    const bw = best ? best.hi - best.lo : Infinity;
    return w < bw - 1e-6 || (w < bw + 1e-6 && p.off < best.off - 1e-6);
  };
  const bandAt = (b) => -lg.innerLeft - ((wide - lg.innerLeft - lg.innerRight) * b) / (BANDS - 1);
  const mid = (BANDS - 1) / 2;
  const bandBest = (b, free) => {
    let here = null;
    for (let c = 0; c < tries; c++) {
      const p = placeRows(lg, rows, c, close, bandAt(b), wide, free);
      if (better(p, here)) here = p;
    }
    return here;
  };
  // A cut's row free of the band first, then held to it (Connect 4's
  // last moves, cut at their second child, then stood past the room).
  const cuts = rows.some((r) => r.cutAt >= 0);
  if (cuts) {
    const p = bandBest(mid, true);
    if (p.hi - p.lo <= room) return p;
  }
  const middle = bandBest(mid, false);
  if (middle.hi - middle.lo <= room) return middle;
  let best = middle;
  for (let b = 0; b < BANDS; b++) {
    if (b === mid) continue;
    const p = bandBest(b, false);
    if (better(p, best)) best = p;
  }
  return best;
}

/**
 * The layout (layout units of `view.baseDx`) with the path open: each
 * row placed (placeRows) as `placeBest` chooses for a box `room` drawing
 * units wide, each folded subtree's nodes squeezed under its mark, in the
 * engine's order.
 */
function stepLayout(view, path, close, room = Infinity) {
  const { tree } = view;
  const { end } = tree;
  const lg = view.labels;
  const n = end.length;
  const rows = rowsOf(tree, path);
  // The last node of the path cuts (tree.cutEdges, engine/player.js): its
  // first pruned child stands under it, its mark's room at its right.
  const last = rows[rows.length - 1];
  const cut = (tree.cutEdges ?? []).find((e) => e.node === path[path.length - 1]);
  last.cutAt = cut ? last.nodes.findIndex((c) => c.id === cut.first) : -1;
  packRows(lg, rows);
  const best = placeBest(lg, rows, close, room);
  const x = new Float64Array(n);
  const drawn = new Uint8Array(n);
  drawn[0] = 1;
  rows.forEach((row, d) => {
    row.nodes.forEach((c, j) => {
      x[c.id] = best.xs[d] + row.at[j];
      drawn[c.id] = 1;
    });
  });
  const half = lg.shapeHalf;
  const ex = view.engineX;
  const open = new Set(path);
  for (let i = 1; i < n; i++) {
    if (!drawn[i] || open.has(i) || end[i] === i + 1) continue;
    let span = 0;
    for (let j = i + 1; j < end[i]; j++) span = Math.max(span, Math.abs(ex[j] - ex[i]));
    for (let j = i + 1; j < end[i]; j++) x[j] = x[i] + (span > 0 ? ((ex[j] - ex[i]) * half) / span : 0);
  }
  for (let i = 0; i < n; i++) x[i] /= view.baseDx;
  return { x, drawn };
}

/**
 * Layout `x` spread across so that the drawing is `room` drawing units
 * wide when it is narrower: the same scale on screen at every step whose
 * plan fits, the texts at their floor. The width is the layout's span
 * times a factor plus its margins, so two widths give the factor.
 */
function spread(view, x, room) {
  const w1 = widthOf(view, x);
  if (w1 >= room) return x;
  const per =
    widthOf(
      view,
      x.map((v) => v * 2),
    ) - w1;
  if (per <= 0) return x;
  let f = 1 + (room - w1) / per;
  for (let k = 0; k < 4; k++) {
    const out = x.map((v) => v * f);
    if (widthOf(view, out) <= room) return out;
    f = 1 + (f - 1) * 0.98;
  }
  return x;
}

/**
 * The plan for a step in the middle of the search: `path` (openPath)
 * open in a box `availW` pixels wide, its levels `close` or not
 * (foldplan.js levelsClose): `{x, folded, step: true}`, the layout and
 * the subtrees folded (paint.js draws their marks short, and their size
 * where it meets no other text: marksizes.js), and, as for the
 * whole tree's plan, no cut mark inside them; or null where foldplan.js would
 * plan nothing (the engine's layout has room for every node, the tree is
 * too big, or has chance nodes). Notes `view.plannable` as planWhole does.
 */
export function planStep(view, availW, path, close = false) {
  const { end } = view.tree;
  view.plannable = !planTooBig(view.tree) && !engineFits(view, availW);
  if (!path || path.length === 0 || !view.plannable) return null;
  // The box's width at the texts' floor, less the drawing's margins.
  const room = availW / view.floor;
  const { x, drawn } = stepLayout(view, path, close, room - 2 * view.geometry.pad);
  const open = new Set(path);
  const folded = new Set();
  for (let i = 1; i < end.length; i++) if (drawn[i] && !open.has(i) && end[i] !== i + 1) folded.add(i);
  return { x: spread(view, x, room), folded, step: true };
}
