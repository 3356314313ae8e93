// Chance nodes in the drawing (docs/chance.md): the probability written
// beside each edge from a chance node to its child, placed where it covers
// no node, value, window, cut mark, other label or other edge. paint.js
// draws the circles and the labels; this module says what a label reads,
// how much room the layout keeps for it, and where it goes. Every place is
// computed in drawing units from the label geometry measure.js measures
// once per tree (`view.labels`), so it is a pure function of the placed
// tree: stepping never moves a label.

import { fmt } from '../core/num.js';

/** A label's height, in font sizes. */
const LINE = 1.2;

/** What covering a text shown only for a step (a current leaf's window) costs, against one always shown. */
const SOFT = 0.3;

/** What the inner side of an edge costs, as a fraction of a label's area. */
const INNER = 0.02;

/** How much further from its edge a label may stand, when nearer covers something. */
const AWAY = 12;

/** The room between a label and its edge, in drawing units. */
const OFF = 5;

/**
 * Where along its edge a label may stand (the fraction of the way down
 * from the chance node), the middle first.
 */
const ALONG = [0.55, 0.45, 0.65, 0.35, 0.75, 0.25, 0.85];

/**
 * The least fraction of the distance between two neighbouring children of
 * a chance node, at a label's height, that holds one label: the layout
 * keeps leaves that far apart (`probNeed`).
 */
const ROOM_AT = 0.55;

/**
 * The text of the probability on the edge to `id`: the engine's exact
 * text ("1/3", "0.25"), with a decimal comma in French ("0,25"); a
 * fraction stays a fraction. Null when its parent is no chance node.
 * @param {object} tree  from treedata.js
 * @param {number} id
 * @param {string} lang
 * @returns {string|null}
 */
export function probText(tree, id, lang) {
  const p = tree.parent[id];
  if (!tree.chance || p < 0 || tree.chance[p] !== 1) return null;
  const exact = tree.probabilities?.[id];
  if (typeof exact === 'string') return lang === 'fr' ? exact.replace('.', ',') : exact;
  return fmt(tree.probability[id], lang);
}

/** The widest probability text of `tree`, in characters (0 without chance nodes). */
export function widestProb(tree) {
  if (!tree.hasChance) return '';
  let w = '';
  for (let i = 1; i < tree.parent.length; i++) {
    const text = probText(tree, i, 'en');
    if (text && text.length > w.length) w = text;
  }
  return w;
}

/**
 * The least distance between neighbours `a` and `b` of one level, per
 * layout unit between them, that leaves one label room between their edges
 * when both are children of the same chance node: the edges meet at the
 * chance node, so at a label's height (ROOM_AT of the way down) they stand
 * ROOM_AT of the children's distance apart. 0 otherwise.
 * @param {object} tree
 * @param {number} a
 * @param {number} b
 * @param {{probW: number, fAb: number}} lg  labelGeometry's sizes
 */
export function probNeed(tree, a, b, lg) {
  if (!tree.chance || !lg.probW) return 0;
  const p = tree.parent[a];
  if (p < 0 || p !== tree.parent[b] || tree.chance[p] !== 1) return 0;
  return (lg.probW + 2 * OFF + (LINE * lg.fAb) / 2) / ROOM_AT;
}

/**
 * How far the label of the edge from a chance node at `xp` to its child
 * at `x` reaches past the child on its outer side, at full size: the
 * drawing's margin keeps that room (place.js placeX). 0 elsewhere.
 */
export function probReach(tree, id, x, xp, lg) {
  if (!lg.probW || !tree.chance) return 0;
  const p = tree.parent[id];
  if (p < 0 || tree.chance[p] !== 1) return 0;
  return lg.probW + 2 * OFF + LINE * lg.fAb - (1 - ALONG[0]) * Math.abs(xp - x);
}

/**
 * The boxes ({x0, x1, y0, y1}, drawing units) that node `i`'s shape and
 * texts may take at any step, at scale `k`: a leaf's box and its label;
 * an inner node's shape, ↓α ↓β (and a long name) above it, ↑ m below.
 */
export function nodeBoxes(view, i, k, extent, pruned) {
  const lg = view.labels;
  const g = view.geometry;
  const x = view.px[i];
  const y = view.py[i];
  const node = view.tree.nodes[i];
  if (node.isLeaf) {
    const below = node.label ? g.leaf + 4 + 1.2 * lg.fLabel : g.leaf;
    const half = Math.max(lg.leafW, node.label ? (node.label.length * 0.6 * lg.fLabel) / 2 : 0);
    // Over a leaf, its window while it is current or pointed at (marks.js
    // drawOverlay): a label under it hides for a step, so it costs less.
    // A leaf the search prunes is never current: it has none.
    const win = { x0: x - (k * lg.aboveLeft) / 2, x1: x + (k * lg.aboveLeft) / 2, y0: y - k * (g.leaf + 6 + 2.2 * lg.fAb), y1: y - k * g.leaf, soft: true };
    const box = { x0: x - k * half, x1: x + k * half, y0: y - k * g.leaf, y1: y + k * below };
    return pruned(i) ? [box] : [box, win];
  }
  const { top, bottom } = extent(node);
  const up = top + 4 + 2.3 * lg.fAb + (lg.nameW > 0 ? 1.2 * lg.fLabel : 0);
  return [
    { x0: x - k * lg.shapeHalf, x1: x + k * lg.shapeHalf, y0: y - k * top, y1: y + k * bottom },
    { x0: x - k * lg.aboveLeft, x1: x + k * Math.max(2, lg.aboveRight), y0: y - k * up, y1: y - k * top },
    { x0: x + k * lg.mX, x1: x + k * lg.below, y0: y + k * bottom, y1: y + k * (bottom + 2 + 1.1 * lg.fM) },
  ];
}

/** The area two boxes share. */
export function overlap(a, b) {
  const w = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
  const h = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
  return w > 0 && h > 0 ? w * h : 0;
}

/** The node next to `id` on its level, left (`dir` −1) or right (1), or null. */
function besideOnLevel(tree, id, dir) {
  const { depth, end } = tree;
  const d = depth[id];
  if (dir > 0) {
    let j = end[id];
    while (j < end.length) {
      if (depth[j] === d) return j;
      j = depth[j] < d ? j + 1 : end[j];
    }
    return null;
  }
  for (let j = id - 1; j >= 0; j--) if (depth[j] === d) return j;
  return null;
}

/**
 * What a chance node's labels must keep clear of: the boxes of the node,
 * its children, their neighbours on either side and the neighbours' own
 * parents (whose ↑ m reaches right), the marks of the search's cuts near
 * it (`cuts`: {node, first, pruned}: the first pruned child, and all), the
 * window tags of Star2's probes of its children (`tree.probeTags`: the
 * widest tag's characters by child, windowtags.js drawWindows: right of the
 * child's ↓α ↓β, shown for the probe's steps), and the edges from those
 * parents (segments). The interval bar keeps clear of them too (interval.js).
 */
export function obstacles(view, p, k, extent, cuts) {
  const { tree } = view;
  const kids = tree.childrenOf(p);
  const nodes = new Set([p, ...kids]);
  for (const [id, dir] of [
    [p, -1],
    [p, 1],
    [kids[0], -1],
    [kids[kids.length - 1], 1],
  ]) {
    const j = besideOnLevel(tree, id, dir);
    if (j !== null) nodes.add(j);
  }
  const boxes = [];
  const parents = new Set();
  // The roots of the subtrees the search prunes, and whether a node lies in one.
  const roots = new Set(cuts.flatMap((cut) => cut.pruned ?? []));
  const pruned = (i) => {
    for (let j = i; j >= 0; j = tree.parent[j]) if (roots.has(j)) return true;
    return false;
  };
  for (const i of nodes) {
    boxes.push(...nodeBoxes(view, i, k, extent, pruned));
    if (!tree.nodes[i].isLeaf) parents.add(i);
  }
  const lg0 = view.labels;
  for (const c of kids) {
    const chars = tree.probeTags?.get(c);
    if (!chars) continue;
    const top = extent(tree.nodes[c]).top;
    const x = view.px[c];
    const y = view.py[c];
    // Drawn at the lesson's scale, as the current path's nodes (windowtags.js placeWindowTag).
    const kt = Math.max(k, view.lesson || 1);
    boxes.push({ x0: x + 3 * kt, x1: x + kt * (3 + chars * 0.6 * lg0.fCut + 10), y0: y - kt * (top + 6 + 2.3 * lg0.fAb), y1: y - kt * top, soft: true });
  }
  const edges = [];
  for (const q of parents) {
    for (const c of tree.childrenOf(q)) edges.push({ q, c });
  }
  const lg = view.labels;
  for (const cut of cuts) {
    if (!nodes.has(cut.node) && !nodes.has(tree.parent[cut.node])) continue;
    const cx = view.px[cut.node] + (view.px[cut.first] - view.px[cut.node]) * 0.45;
    const cy = view.py[cut.node] + (view.py[cut.first] - view.py[cut.node]) * 0.45;
    // The scissors (1.6 times the cut's font, centred) and the condition
    // right of them: three lines, or, moved below the node's ↑ m, two
    // (cuts.js placeCondition).
    const half = k * 0.6 * 1.6 * lg.fCut;
    boxes.push({ x0: cx - half, x1: cx + half, y0: cy - half, y1: cy + half });
    boxes.push(conditionBox(view, cut, cx, cy, k, extent));
  }
  return { boxes, edges };
}

/**
 * The box of a cut's condition right of its scissors at (cx, cy): three
 * lines from the scissors' height, or, where they would cover the node's
 * ↑ m, two lines starting below it (cuts.js placeCondition and belowM),
 * whichever reaches lower; as wide as its test on one line (`cut.chars`).
 */
function conditionBox(view, cut, cx, cy, k, extent) {
  const lg = view.labels;
  const f = lg.fCut;
  const node = cut.node;
  const top = cy - k * (2 + f);
  const mBottom = view.py[node] + k * (extent(view.tree.nodes[node]).bottom + 2 + 1.1 * lg.fM) + 2;
  const shift = Math.max(0, mBottom - top);
  const bottom = Math.max(top + k * (3.45 * f + 4), top + shift + k * (2.3 * f + 4));
  // Its widest line: the test on one line, or the kind of cut ("fails low").
  const width = (cut.chars ? Math.max(cut.chars, 10) * 0.6 * f : lg.cutW) + 8;
  return { x0: cx + k * 9, x1: cx + k * (9 + width), y0: top, y1: bottom };
}

/**
 * Where the label of the edge from chance node `p` to its child `c` goes:
 * the first place, along the edge (ALONG) and on its outer side first,
 * whose box meets no obstacle, no label placed before (`placed`) and no
 * other edge, inside the drawing; else the place that covers least.
 * @returns {{x: number, y: number, anchor: 'start'|'end', box: object}}
 */
function placeOne(view, p, c, k, extent, near, placed) {
  const lg = view.labels;
  const edge = {
    x0: view.px[p],
    y0: view.py[p] + k * extent(view.tree.nodes[p]).bottom,
    x1: view.px[c],
    y1: view.py[c] - k * extent(view.tree.nodes[c]).top,
  };
  const outer = edge.x1 < edge.x0 - 1 ? -1 : 1;
  let best = null;
  for (const f of ALONG) {
    for (const side of [outer, -outer]) {
      // Further from the edge (AWAY) only when nearer covers something.
      for (const away of [0, AWAY]) {
        const box = candidate(edge, f, side, k * away, k, lg);
        // A few units of air around it: the estimates are of the texts' ink.
        const air = { x0: box.x0 - k * 3, x1: box.x1 + k * 3, y0: box.y0 - k * 2, y1: box.y1 + k * 2 };
        // The inner side and the far place a little dearer: a label
        // outside its family, and close to its edge, reads first.
        const bias = (side === outer ? 0 : INNER) + (away ? INNER : 0);
        const cost = placeCost(view, air, p, c, near, placed) + bias * (box.x1 - box.x0) * (box.y1 - box.y0);
        if (!best || cost < best.cost) best = { cost, box, side, y: (box.y0 + box.y1) / 2 };
        if (cost === 0) return finish(best);
      }
    }
  }
  return finish(best);
}

/**
 * A label's box beside `edge` ({x0, y0} at the chance node, {x1, y1} at
 * the child), `f` of the way down, on `side` (−1 left, 1 right), clear of
 * the edge by OFF (and `away` more) however steep it is.
 */
function candidate(edge, f, side, away, k, lg) {
  const w = k * lg.probW;
  const h = k * LINE * lg.fAb;
  const slope = Math.abs((edge.x1 - edge.x0) / Math.max(1, edge.y1 - edge.y0));
  const y = edge.y0 + (edge.y1 - edge.y0) * f;
  const ex = edge.x0 + (edge.x1 - edge.x0) * f;
  const reach = (slope * h) / 2 + k * OFF + away;
  const y0 = y - h / 2;
  const y1 = y + h / 2;
  return side > 0 ? { x0: ex + reach, x1: ex + reach + w, y0, y1 } : { x0: ex - reach - w, x1: ex - reach, y0, y1 };
}

/** A place's label anchor, from its box. */
function finish(best) {
  const { box, side, y } = best;
  return side > 0 ? { x: box.x0, y, anchor: 'start', box } : { x: box.x1, y, anchor: 'end', box };
}

/**
 * What a label's box covers: the obstacles' area, other labels' (eight
 * times as bad: two numbers read as one), a full box for each edge it crosses
 * but its own (from `p` to `c`), a full box when another edge passes
 * nearer its centre than its own (it would read as that edge's), and what
 * lies outside the drawing.
 */
function placeCost(view, box, p, c, near, placed) {
  let cost = 0;
  const area = (box.x1 - box.x0) * (box.y1 - box.y0);
  for (const b of near.boxes) cost += (b.soft ? SOFT : 1) * overlap(box, b);
  // Another label covered weighs eight times its area, more than an edge
  // crossed (a full box): two numbers over each other read as neither
  // (Pig's two middle "1/6" of six overlapped by 13 × 5 px when it was twice).
  for (const b of placed) cost += 8 * overlap(box, b);
  const cx = (box.x0 + box.x1) / 2;
  const cy = (box.y0 + box.y1) / 2;
  const own = toSegment(cx, cy, view.px[p], view.py[p], view.px[c], view.py[c]);
  for (const { q, c: e } of near.edges) {
    if (e === c) continue;
    const [ax, ay, bx, by] = [view.px[q], view.py[q], view.px[e], view.py[e]];
    if (meets(ax, ay, bx, by, box)) cost += area;
    else if (toSegment(cx, cy, ax, ay, bx, by) < own) cost += area;
  }
  // Zoomed out, the drawing's box grows past its sides by as much as the
  // nodes' texts (fit.js grownBox): the labels may use that room.
  const k = Math.max(1, view.glyph || 1);
  const side = (k - 1) * Math.max(view.labels.innerLeft, view.labels.innerRight);
  const out = Math.max(0, -side - box.x0) + Math.max(0, box.x1 - view.width - side) + Math.max(0, -box.y0) + Math.max(0, box.y1 - view.height);
  return cost + out * (box.y1 - box.y0) * 4;
}

/** The distance from (x, y) to the segment from (ax, ay) to (bx, by). */
function toSegment(x, y, ax, ay, bx, by) {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy || 1)));
  return Math.hypot(x - ax - t * dx, y - ay - t * dy);
}

/** Whether the segment from (ax, ay) down to (bx, by) meets `box`. */
export function meets(ax, ay, bx, by, box) {
  if (by < box.y0 || ay > box.y1) return false;
  const xAt = (y) => ax + ((bx - ax) * (y - ay)) / (by - ay || 1);
  const xa = xAt(Math.max(ay, box.y0));
  const xb = xAt(Math.min(by, box.y1));
  return Math.max(xa, xb) >= box.x0 && Math.min(xa, xb) <= box.x1;
}

/**
 * The place of every probability label of the tree, by child id (holes
 * elsewhere), at the view's present placement and glyph scale, computed
 * once per placement (build.js clearDrawn forgets it with the nodes drawn). The
 * labels of a family are placed left to right, each clear of those
 * placed before it.
 * @param {object} view  build.js's
 * @param {(node: object) => {top: number, bottom: number}} extent  a shape's reach above and below its centre
 * @param {Array<{node: number, first: number}>} cuts  the search's cuts, with the first pruned child
 * @returns {Array<{x: number, y: number, anchor: string, box: object}|undefined>}
 */
export function placeProbs(view, extent, cuts) {
  const { tree } = view;
  const out = new Array(tree.parent.length);
  if (!tree.hasChance) return out;
  const k = Math.max(1, view.glyph || 1);
  const placed = [];
  for (let p = 0; p < tree.parent.length; p++) {
    if (tree.chance[p] !== 1) continue;
    const near = obstacles(view, p, k, extent, cuts);
    const close = placed.filter((b) => b.x1 > view.lo[p] - 200 * k && b.x0 < view.hi[p] + 200 * k);
    for (const c of tree.childrenOf(p)) {
      const at = placeOne(view, p, c, k, extent, near, close);
      out[c] = at;
      placed.push(at.box);
      close.push(at.box);
    }
  }
  return out;
}
