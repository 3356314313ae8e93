// The whole tree with what matters least folded (`planWhole`, `applyPlan`):
// when the search is over and a tree of up to PLAN_MAX_NODES nodes is seen
// whole in a box too narrow for every node's texts at their floor, the
// principal variation and its siblings are drawn first (in a box whose
// levels are close, `levelsClose`, the root's moves and the variation from
// the root down as far as its siblings have room), then, while they
// fit, the subtrees nearest to it (its own subtree before its siblings',
// shallow before deep), and every other subtree is one summary mark one
// node wide. The tree is then laid out again (`planLayout`: each subtree's
// contour, level by level, kept clear of its left neighbours' by the room
// their texts need, measure.js `pairNeed`), so the room a folded subtree
// took in the engine's layout goes to what is drawn, and nothing drawn is
// scaled below its floor. Zoomed, the engine's layout comes back.

import { pairNeed } from './measure.js';
import { placeX } from './place.js';
import { clearDrawn } from './build.js';

/**
 * Trees up to this size are planned (paint.js folds bigger ones by
 * width): the game panel's bigger trees too (tic-tac-toe after x a1, o b2,
 * x c1: 927 nodes, whose end at 1024×768 in large text stacked its moves'
 * cut marks on their values, issue 43). A plan costs a layout of the tree
 * per subtree tried, about ten milliseconds there, once per box.
 */
const PLAN_MAX_NODES = 3000;

/** Whether `tree` is never planned: too big to lay out again per box, or with chance nodes. */
export const planTooBig = (tree) => tree.end.length > PLAN_MAX_NODES || Boolean(tree.hasChance);

/** What stands at one level of a contour: a leaf's box, an inner node's shape and texts, a folded subtree's mark. */
const LEAF = 1;
const INNER = 2;
const BODY = 3;

/** The room between two neighbours, in drawing units (measure.js's AIR). */
const AIR = 4;

/** How far a node of each kind reaches to its right and to its left (drawing units). */
const rightReach = (lg, k, half) => (k === LEAF ? lg.leafHalf : k === INNER ? Math.max(lg.shapeHalf, lg.below) : half);
const leftReach = (lg, k, half) => (k === LEAF ? lg.leafHalf : k === INNER ? Math.max(lg.shapeHalf, lg.aboveLeft) : half);

/** The least distance between a node of kind `a` and its right neighbour of kind `b` at one level. */
function need(lg, a, b, half) {
  if (a !== BODY && b !== BODY) return pairNeed(lg, a === LEAF, b === LEAF);
  return rightReach(lg, a, half) + leftReach(lg, b, half) + AIR;
}

/**
 * The contour of a node not opened (a leaf, or a folded subtree: its root,
 * then its mark, `half` each way, down to its lowest level).
 */
function unitContour(view, i, half) {
  const { end } = view.tree;
  if (end[i] === i + 1) return [{ l: 0, lk: LEAF, r: 0, rk: LEAF }];
  const levels = view.lowest[i] - view.levels[i];
  const c = [{ l: 0, lk: INNER, r: 0, rk: INNER }];
  for (let d = 1; d <= levels; d++) c.push({ l: -half, lk: BODY, r: half, rk: BODY });
  return c;
}

/**
 * Places `open` node `i`'s children side by side, each as far left as its
 * contour allows, the node centred over its first and last: writes each
 * child's x relative to `i` into `rel` and returns `i`'s contour. With
 * `clear` (levels too close for a node's ↑ m, below it and right of its
 * axis, to pass over a child's ↓α ↓β, above the child and left of its
 * axis), the first inner child that would stand less than `clear` right
 * of the node moves right to that distance, with the children after it:
 * tic-tac-toe's root "↑ 0" stood over b3's "↓α −1" at 1024×768 in large
 * text, 70 px between levels (issue 43).
 */
function mergeChildren(view, i, contours, rel, half, clear) {
  const { end } = view.tree;
  const lg = view.labels;
  // Each level's extent, and which child (its index in `kids`) ends it on either side.
  const acc = [];
  const kids = [];
  for (let c = i + 1; c < end[i]; c = end[c]) {
    const ct = contours[c];
    contours[c] = undefined;
    let shift = 0;
    if (kids.length > 0) {
      shift = -Infinity;
      for (let d = 0; d < Math.min(acc.length, ct.length); d++) shift = Math.max(shift, acc[d].r + need(lg, acc[d].rk, ct[d].lk, half) - ct[d].l);
    }
    const k = kids.length;
    for (let d = 0; d < ct.length; d++) {
      if (d >= acc.length) acc.push({ l: ct[d].l + shift, lk: ct[d].lk, r: ct[d].r + shift, rk: ct[d].rk, lo: k, ro: k });
      else {
        acc[d].r = ct[d].r + shift;
        acc[d].rk = ct[d].rk;
        acc[d].ro = k;
      }
    }
    kids.push([c, shift]);
  }
  const mid = (kids[0][1] + kids[kids.length - 1][1]) / 2;
  const j = clear > 0 ? kids.findIndex(([c, x]) => end[c] !== c + 1 && x - mid > 1e-6 && x - mid < clear) : -1;
  if (j >= 0) {
    const by = clear - (kids[j][1] - mid);
    for (let k = j; k < kids.length; k++) kids[k][1] += by;
    for (const a of acc) {
      if (a.lo >= j) a.l += by;
      if (a.ro >= j) a.r += by;
    }
  }
  for (const [c, x] of kids) rel[c] = x - mid;
  return [{ l: 0, lk: INNER, r: 0, rk: INNER }, ...acc.map((a) => ({ l: a.l - mid, lk: a.lk, r: a.r - mid, rk: a.rk }))];
}

/**
 * The tree laid out with only the children of `open` nodes drawn, in
 * layout units of `view.baseDx` (placeX's): a folded subtree's nodes
 * squeezed under its mark, `half` each way, in the engine's order.
 */
function planLayout(view, open, half, clear) {
  const { end, parent } = view.tree;
  const n = end.length;
  const drawn = (i) => i === 0 || open[parent[i]] === 1;
  const rel = new Float64Array(n);
  const contours = new Array(n);
  for (let i = n - 1; i >= 0; i--) {
    if (!drawn(i)) continue;
    contours[i] = open[i] === 1 ? mergeChildren(view, i, contours, rel, half, clear) : unitContour(view, i, half);
  }
  const x = new Float64Array(n);
  const ex = view.engineX;
  for (let i = 1; i < n; i++) {
    if (drawn(i)) x[i] = x[parent[i]] + rel[i];
    if (!drawn(i) || open[i] === 1 || end[i] === i + 1) continue;
    // A folded subtree: its nodes under its mark, in the engine's order.
    let span = 0;
    for (let j = i + 1; j < end[i]; j++) span = Math.max(span, Math.abs(ex[j] - ex[i]));
    for (let j = i + 1; j < end[i]; j++) x[j] = x[i] + (span > 0 ? ((ex[j] - ex[i]) * half) / span : 0);
  }
  for (let i = 0; i < n; i++) x[i] /= view.baseDx;
  return x;
}

/** The drawing's width (drawing units) with layout `x`, at the view's least leaf distance. */
export function widthOf(view, x) {
  const n = x.length;
  const scratch = [new Float64Array(n), new Float64Array(n), new Float64Array(n)];
  return placeX(view.tree, x, view.labels, view.geometry.pad, view.baseDx, ...scratch);
}

/**
 * Whether the engine's layout, fitted to `availW` pixels, leaves every
 * node room for its texts at the glyph scale that keeps their floor (what
 * paint.js tests, `crowdedAcross`): then nothing folds, and no plan is
 * needed.
 */
export function engineFits(view, availW) {
  const n = view.engineX.length;
  const lo = new Float64Array(n);
  const hi = new Float64Array(n);
  const width = placeX(view.tree, view.engineX, view.labels, view.geometry.pad, view.baseDx, new Float64Array(n), lo, hi);
  const glyph = Math.max(1, (view.floor * width) / availW);
  const { end } = view.tree;
  for (let i = 1; i < n; i++) {
    const leaf = end[i] === i + 1;
    if ((hi[i] - lo[i] + view.baseDx) * 1.03 < pairNeed(view.labels, leaf, leaf) * glyph) return false;
  }
  return true;
}

/**
 * Which subtree opens next: one the search read before one it skipped,
 * then the nearest to the principal variation (the
 * fewest levels below the node of it they hang from), then the deepest
 * (the variation's own subtree before its siblings'), then left first.
 */
function nextCandidate(view, candidates, branch, skipped) {
  let best = -1;
  let key = null;
  const later = (a, b) => {
    for (let j = 0; j < a.length; j++) if (a[j] !== b[j]) return a[j] > b[j];
    return false;
  };
  for (const c of candidates) {
    const k = [skipped(c) ? 1 : 0, view.levels[c] - branch[c], -view.levels[c], c];
    if (key === null || later(key, k)) {
      best = c;
      key = k;
    }
  }
  return best;
}

/**
 * Whether the search skipped node `i` (pruned, or never reached), in the
 * last position's states (`state`, the snapshot's codes): such subtrees
 * open after every one the search read.
 */
const skippedIn = (state) => (i) => Boolean(state) && (state[i] === 0 || state[i] === 4 || state[i] === 5);

/**
 * Whether levels drawn in a box `availH` pixels tall, the texts at their
 * floor, stand closer than a node's ↑ m and its children's ↓α ↓β need
 * (measure.js `vertical`): then they meet where a child stands just right
 * of its parent (mergeChildren's `clear`).
 */
export function levelsClose(view, availH) {
  const perLevel = (availH / view.floor - view.top - view.bottom) / Math.max(1, view.levelCount);
  return perLevel < view.labels.vertical;
}

/**
 * Whether node `i` has a child off the principal variation (`onPv`) that
 * is an inner node: drawn without room, as paint.js folds, its mark and
 * cut test would stand on its neighbours'.
 */
function innerBeside(view, i, onPv) {
  const { end } = view.tree;
  for (let c = i + 1; c < end[i]; c = end[c]) if (!onPv[c] && end[c] !== c + 1) return true;
  return false;
}

/**
 * The plan for the whole tree in a box `availW` pixels wide, after the
 * search (`pv`, the principal variation from the root), its levels `close`
 * or not (levelsClose): `{x, folded}`,
 * the layout and the subtrees folded, or null when every node has room
 * for its texts as the engine lays it out (engineFits), or when the
 * root's moves, or (levels roomy) a node of the variation with its
 * children, have no room and those off the variation are leaves (paint.js
 * then folds by room, as before, the leaves as dots). Notes on the
 * view whether a plan can apply to it at all in that box (`plannable`:
 * some node is crowded in the engine's layout), whatever the variation:
 * a new variation (a leaf edited) then sizes the drawing again only where
 * it can change what is drawn (panels/screen.js).
 */
export function planWhole(view, availW, pv, close = false) {
  const { tree } = view;
  const { end, parent } = tree;
  const n = end.length;
  view.plannable = !planTooBig(tree) && !engineFits(view, availW);
  if (!pv || pv.length < 2 || !view.plannable) return null;
  const room = availW / view.floor;
  const half = view.labels.shapeHalf;
  const clear = close ? view.labels.below + view.labels.aboveLeft + AIR : 0;
  const open = new Uint8Array(n);
  // The level each node hangs from the principal variation at.
  const branch = new Float64Array(n);
  const onPv = new Uint8Array(n);
  for (const id of pv) onPv[id] = 1;
  for (let i = 0; i < n; i++) branch[i] = onPv[i] ? view.levels[i] : i > 0 ? branch[parent[i]] : 0;
  // The root's moves first, then the variation from the root down, each
  // node opened with its children. Where one has no room, and the levels
  // are roomy, nothing is planned if its other children are leaves:
  // paint.js then draws them as dots and keeps the variation to its leaf
  // (Connect 4 at P = 2, 1280×900). Where some of them are inner nodes,
  // paint.js would stack their marks and cut tests on each other (Connect
  // 4 at P = 3 from the start, 1024×768 in large text: the root's moves
  // fit, d's seven replies do not), and where the levels are close, its
  // texts would stack (the root's ↑ m over a move's ↓α ↓β, a winning move,
  // a leaf, a dot without its value: tic-tac-toe under x a1 a2, o b1 c2 at
  // 1024×768 in large text, issue 43); so the variation folds there
  // instead, the rest planned. The root itself stays open, its moves
  // folded, even where they are too many for the box at the floor, if
  // some are inner nodes (Connect 4 at P = 4: 947 drawing units for 882;
  // moves that are all leaves are dots, as before): the drawing is then
  // scaled down with its texts kept at their floor, and the moves away
  // from the variation show their cut tests but not their own texts
  // (paint.js `tooClose`), where paint.js stacked their subtrees' marks.
  open[0] = 1;
  let x = planLayout(view, open, half, clear);
  if (widthOf(view, x) > room && !innerBeside(view, 0, onPv)) return null;
  for (const id of pv.slice(1)) {
    if (end[id] === id + 1) break;
    open[id] = 1;
    const tried = planLayout(view, open, half, clear);
    if (widthOf(view, tried) > room) {
      if (!close && !innerBeside(view, id, onPv)) return null;
      open[id] = 0;
      break;
    }
    x = tried;
  }
  const candidates = new Set();
  const addChildren = (i) => {
    for (let c = i + 1; c < end[i]; c = end[c]) if (end[c] !== c + 1 && !open[c]) candidates.add(c);
  };
  for (const id of pv) if (open[id]) addChildren(id);
  const skipped = skippedIn(view.wholeState);
  while (candidates.size > 0) {
    const c = nextCandidate(view, candidates, branch, skipped);
    candidates.delete(c);
    open[c] = 1;
    const tried = planLayout(view, open, half, clear);
    if (widthOf(view, tried) <= room) {
      x = tried;
      addChildren(c);
    } else open[c] = 0;
  }
  const folded = new Set();
  for (let i = 1; i < n; i++) if (end[i] !== i + 1 && !open[i] && open[parent[i]]) folded.add(i);
  return { x, folded };
}

/**
 * Lays the view out by `plan` (planWhole), or as the engine does (null),
 * when that changes: every node's x moves and the drawing is made again
 * at the next paint.
 */
export function applyPlan(view, plan) {
  if (!plan && !view.plan) return;
  view.plan = plan;
  view.layoutX = plan ? plan.x : view.engineX;
  view.dx = view.baseDx;
  view.width = placeX(view.tree, view.layoutX, view.labels, view.geometry.pad, view.dx, view.px, view.lo, view.hi);
  view.svg.setAttribute('width', String(view.width));
  // A step's plan (stepplan.js) hides the windows of the nodes the search has left (style.css).
  if (plan?.step) view.svg.dataset.plan = 'step';
  else delete view.svg.dataset.plan;
  clearDrawn(view);
}
