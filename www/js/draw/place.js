// Placing a tree's nodes: across, at `dx` drawing units per layout unit
// (`placeX`, with each subtree's extent for culling and summaries, and
// margins that just fit the outermost nodes' labels, chance probabilities
// and cut marks), and down by level (`placeNodes`, with each subtree's
// lowest level). The layout (in layout units) is the engine's; this turns
// it into drawing units from the measured texts (measure.js).

import { probReach } from './chance.js';

/** Where a cut mark sits along its edge, from the parent (0) to the child (1). */
export const CUT_AT = 0.45;

/**
 * Places the nodes across at `dx` drawing units per layout unit: fills
 * `px` and each subtree's extent (`lo`, `hi`, for culling and summaries),
 * shifted so that the labels of the outermost nodes just fit (the margin
 * follows what is drawn, not a fixed guess). Returns the drawing's width.
 */
export function placeX(tree, layoutX, lg, pad, dx, px, lo, hi) {
  const { end, parent } = tree;
  const n = end.length;
  let minX = Infinity;
  let maxX = -Infinity;
  // The last child of each node, for the room a cut mark may take.
  const lastChild = new Int32Array(n).fill(-1);
  for (let i = 1; i < n; i++) lastChild[parent[i]] = i;
  for (let i = 0; i < n; i++) {
    const leaf = end[i] === i + 1;
    const x = layoutX[i] * dx;
    // A leaf's window and ring when it is the current one (labelGeometry).
    let left = leaf ? lg.leafOuter : lg.innerLeft;
    let right = leaf ? lg.leafOuter : lg.innerRight;
    // A chance node's outer children carry their probability outside.
    if (tree.hasChance && i > 0) {
      const xp = layoutX[parent[i]] * dx;
      const reach = probReach(tree, i, x, xp, lg);
      if (x < xp) left = Math.max(left, reach);
      else right = Math.max(right, reach);
    }
    if (!leaf && lastChild[i] !== i + 1) {
      // Room for a cut mark on the edge to the last child, the rightmost
      // place one can be.
      const last = layoutX[lastChild[i]] * dx;
      right = Math.max(right, (last - x) * CUT_AT + lg.cutW);
    }
    if (x - left < minX) minX = x - left;
    if (x + right > maxX) maxX = x + right;
  }
  maxX = Math.max(maxX, cutReach(tree, layoutX, lg, pad, dx));
  for (let i = 0; i < n; i++) {
    px[i] = pad - minX + layoutX[i] * dx;
    lo[i] = px[i];
    hi[i] = px[i];
  }
  for (let i = n - 1; i > 0; i--) {
    const p = parent[i];
    if (lo[i] < lo[p]) lo[p] = lo[i];
    if (hi[i] > hi[p]) hi[p] = hi[i];
  }
  return Math.ceil(maxX - minX + 2 * pad);
}

/**
 * The width of a cut's test on one line of `chars` characters: the
 * measured line of the tree's widest values (measure.js `cutLine`) in
 * proportion, or that line; never less than the kind's word below it.
 */
function oneLine(lg, chars) {
  const line = chars ? (lg.cutLine.width * chars) / lg.cutLine.chars : lg.cutLine.width;
  return Math.max(line, lg.cutW - 16);
}

/**
 * How far right (layout × `dx`, as placeX's `maxX`) the cut marks of the
 * search reach (`tree.cutEdges`, player.js): over a level of leaves a
 * mark's test may stand on one line ("m=4 ≤ α=5", cuts.js belowM), wider
 * than the three lines placeX keeps room for, and the exercise's R.2.2.2
 * ran past the drawing's right edge (issue 43). Its words may end in the
 * margin (`pad`), not past it. Only the marks the search draws, as long
 * as their own words: room kept for every node that might cut, or for
 * the widest values, would shrink every tree.
 */
function cutReach(tree, layoutX, lg, pad, dx) {
  let reach = -Infinity;
  if (!tree.cutEdges) return reach;
  const { end, parent } = tree;
  for (const { node, first, chars } of tree.cutEdges) {
    // Every child a leaf: the children's subtrees are one node each.
    let kids = 0;
    for (let c = node + 1; c < end[node]; c = end[c]) kids += 1;
    if (kids !== end[node] - node - 1 || parent[first] !== node) continue;
    const x = layoutX[node] * dx;
    reach = Math.max(reach, x + (layoutX[first] * dx - x) * CUT_AT + 16 + oneLine(lg, chars) - pad);
  }
  return reach;
}

/**
 * Where each node of `tree` goes: across (`placeX`), down by level, and
 * the drawing's size, with each subtree's lowest level and y.
 */
export function placeNodes(tree, layout, lg, g, dx) {
  const { end, parent } = tree;
  const n = end.length;
  const px = new Float64Array(n);
  const py = new Float64Array(n);
  const lo = new Float64Array(n);
  const hi = new Float64Array(n);
  const width = placeX(tree, layout.x, lg, g.pad, dx, px, lo, hi);
  let hasLeafLabels = false;
  for (const id of tree.labels.keys()) if (end[id] === id + 1) hasLeafLabels = true;
  const top = g.pad + Math.max(lg.ring, lg.up);
  const bottom = g.pad + g.leaf + (hasLeafLabels ? 1.2 * lg.fLabel + 6 : 6);
  for (let i = 0; i < n; i++) py[i] = top + layout.y[i] * g.dy;
  const height = Math.ceil(top + bottom + layout.height * g.dy);

  // Each subtree's lowest level, children before parents (ids downwards).
  const lowest = Float64Array.from(layout.y);
  for (let i = n - 1; i > 0; i--) {
    const p = parent[i];
    if (lowest[i] > lowest[p]) lowest[p] = lowest[i];
  }
  const deepest = new Float64Array(n);
  for (let i = 0; i < n; i++) deepest[i] = top + lowest[i] * g.dy;
  return { width, height, px, py, lo, hi, deepest, lowest, top, bottom };
}
