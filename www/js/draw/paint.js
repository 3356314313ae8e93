// Culling and painting: `drawStep` keeps the position to show, and
// `paint` draws what lies in the visible rectangle: one <g class="node">
// and one <line> per node on screen, made when it comes into view and
// removed when it leaves (`syncNodes`), so that a tree of 600,000 nodes
// costs what is on screen. Level of detail: a subtree whose children have
// no room for their texts at the floor is one summary mark with its size
// (except in practice mode, `keepWhole`), as is, when leaves stand closer
// than a few pixels, a subtree narrower than LOD_PX (unless either holds
// the current or the selected node); so is a collapsed subtree
// (`setCollapsed`), and, when `view.foldPruned` is on, every pruned or
// unreached subtree (`folded`, `syncSummaries`). Nothing the lesson points
// at folds: the current and selected node's path, the principal variation
// (`pointedAt`). A node drawn too close to its neighbours for its texts is
// "tight" and shows none but its own short label in its shape, when the
// shapes stand clear (`tooClose`, `kept-name`); a
// tight leaf is a dot instead, never a box without its value (`tightLeaf`).
// Then the step's marks (marks.js, cuts.js, windowtags.js) and the
// interval bar (interval.js) are drawn over what is on screen.

import { count } from '../core/num.js';
import { t } from '../i18n/i18n.js';
import { el } from './svg.js';
import { pairNeed } from './measure.js';
import { shapeExtent, nodeTransform, edgeEnds } from './shapes.js';
import { nameText, nodeName } from './names.js';
import { leafText } from './values.js';
import { placeProbs, probText } from './chance.js';
import { drawBar } from './interval.js';
import { updateNodes, narratedSources, freeSideM } from './marks.js';
import { clearDrawn } from './build.js';
import { visibleBox, lessonAt, glyphAt } from './fit.js';
import { drawCuts, settleMarks } from './cuts.js';
import { drawWindows } from './windowtags.js';
import { setSizesAside, placeSizes, sizesMeasured } from './marksizes.js';

/**
 * Level of detail. When two leaves stand closer than DENSE_PX on screen,
 * a subtree narrower than LOD_PX is drawn as one summary mark: its nodes
 * would only overlap.
 */
const DENSE_PX = 14;
const LOD_PX = 36;

/**
 * Trees up to this size are never folded for want of room: drawing them
 * whole costs little, and a small tree in a small box (an embed, a class
 * exercise on a phone) stays a figure, as before.
 */
const LOD_MIN_NODES = 500;

/** How far beyond the visible rectangle nodes are drawn, in screen pixels. */
const MARGIN_PX = 60;

/**
 * Updates the drawing to show `snap`, then paints what is on screen.
 *
 * @param {object} view  from buildTree
 * @param {object} snap  the packed snapshot of position k (snapshotPacked)
 * @param {{lang: string, step: object|null, focus: number|null, pv: number[]|null,
 *          cutTitle?: (cut: object) => string}} ctx
 *   `step` is the StepDto of position k (null at 0), `focus` the node the
 *   pointer is on (its α and β sources are marked; the current node's
 *   otherwise), `pv` the principal variation to highlight, or null, and
 *   `cutTitle` the tooltip of a cut's mark (the engine's sentence for its
 *   step), asked once per cut and language.
 */
export function drawStep(view, snap, ctx) {
  view.snap = snap;
  view.ctx = ctx;
  paint(view);
}

/**
 * The scale on screen, in pixels per drawing unit: the camera's, or, for a
 * drawing sized by its box (the embed view sizes the SVG as the drawing's
 * width times its scale), the SVG's width over the drawing's. Not over the
 * visible rectangle's: that rectangle grows with the texts scaled up at
 * the scale found, and a scale read through it would keep the texts of an
 * earlier, smaller box scaled up (and their nodes tight: leaves drawn as
 * empty boxes) for good.
 */
function screenScale(view) {
  if (view.scale) return view.scale;
  const w = view.svg.clientWidth;
  return w > 0 && view.width > 0 ? w / view.width : 1;
}

/**
 * Whether node `i` is shown folded (a summary mark) in the current paint.
 * The level of detail never folds a subtree that holds the current or the
 * selected node: zoomed out, their path stays drawn through the marks of
 * its siblings, so following the search never loses its node.
 */
function folded(view, i, st, parentSt, dense, scale, current, selected, pointed) {
  if (view.tree.end[i] === i + 1) return tightLeaf(view, i, pointed);
  if (view.collapsed.has(i)) return true;
  // The whole tree's plan (foldplan.js) laid it out folded: its nodes
  // stand squeezed under its mark.
  if (view.plan?.folded.has(i)) return true;
  if (view.foldPruned && st !== undefined && !view.unfolded.has(i)) {
    // A pruned subtree's root (its parent was not pruned), or an unreached
    // one under a reached parent.
    if (st === 4 && parentSt !== 4) return true;
    if (st === 0 && parentSt !== undefined && parentSt !== 0) return true;
  }
  // The selected node itself may be a mark's root (a click on it does not
  // open the mark); its descendants may not.
  const end = view.tree.end[i];
  // The principal variation is a path from the root: a subtree holds a
  // node of it if and only if its root is on it. Its nodes stay drawn,
  // with their texts (they are pointed at), whatever folds around them.
  const keep = (current !== null && current >= i && current < end) || (selected !== null && selected > i && selected < end) || pointed.pv.has(i);
  // On a tree small enough to be drawn whole (LOD_MIN_NODES), children
  // too close to show their texts at the floor make the subtree one mark,
  // so that every node drawn shows its texts (a game tree's 56 leaves in
  // a projector's box); a bigger tree folds by width below. Not where
  // every node is a question (practice: `keepWhole`; the box scrolls).
  if (view.glyph > 1 && !view.keepWhole && view.tree.end.length <= LOD_MIN_NODES && childrenTight(view, i)) return !keep;
  if (!dense || (view.hi[i] - view.lo[i]) * scale >= LOD_PX) return false;
  return !keep;
}

/**
 * Whether leaf `i` is drawn as a summary mark of one node rather than as a
 * box: too close to its neighbours for its value (`crowdedAcross`), under
 * a parent kept unfolded (the current path), and not pointed at by the
 * lesson (the current or selected node, the principal variation, a source
 * the narration names), whose texts are shown however close. A box with
 * no value in it reads as a leaf without one. Not where every node is a
 * question (practice: `keepWhole`).
 */
function tightLeaf(view, i, pointed) {
  if (view.keepWhole || view.glyph <= 1 || pointed.ids.has(i)) return false;
  return crowdedAcross(view, i, true);
}

/**
 * The nodes the lesson points at in this paint (their texts are shown,
 * style.css): the current and the selected node, the sources of the bounds
 * the narration names, and the principal variation (`pv`, on its own too).
 */
function pointedAt(view, snap, ctx, current, selected) {
  // The principal variation is kept unfolded only where levels stand far
  // enough apart for its texts: a deep one squeezed into a short box
  // (tic-tac-toe's nine levels seen whole) would stack them on each other.
  const roomy = view.glyph <= 1 || view.gap * 1.03 >= view.labels.vertical * view.glyph;
  const pv = new Set(roomy ? ctx.pv || [] : []);
  const ids = new Set(ctx.pv || []);
  for (const id of [current, selected, ...narratedSources(snap, ctx.step ?? null, current)]) {
    if (id !== null && id !== undefined && id >= 0) ids.add(id);
  }
  return { pv, ids };
}

/**
 * Whether a child of inner node `i` is too close to its neighbours for its
 * texts (folding gives room across, never between levels).
 */
function childrenTight(view, i) {
  const { end } = view.tree;
  for (let c = i + 1; c < end[i]; c = end[c]) {
    if (crowdedAcross(view, c, end[c] === c + 1)) return true;
  }
  return false;
}

/**
 * Draws what lies in the visible rectangle for the position shown: makes
 * the nodes and edges that came into view, removes those that left, folds
 * subtrees into summary marks (level of detail, collapsed, pruned), and
 * updates states, texts and marks of the nodes on screen only. Called by
 * drawStep, and by the viewport when the camera moves.
 */
export function paint(view) {
  const snap = view.snap;
  if (!snap) return;
  const ctx = view.ctx;
  const { tree, px, py, lo, hi } = view;
  const { end } = tree;
  const seen = screenScale(view);
  const glyph = glyphAt(view, seen);
  const lesson = lessonAt(view, seen);
  const negamax = Boolean(ctx.negamax);
  if (view.glyph !== glyph || view.lesson !== lesson || Boolean(view.negamax) !== negamax) {
    view.glyph = glyph;
    view.lesson = lesson;
    view.negamax = negamax;
    clearDrawn(view);
  }
  const box = visibleBox(view);
  const key = `${box.x} ${box.y} ${box.w} ${box.h}`;
  if (view.box !== key) {
    view.box = key;
    view.svg.setAttribute('viewBox', key);
  }
  const scale = screenScale(view);
  const margin = MARGIN_PX / scale;
  const x0 = box.x - margin;
  const x1 = box.x + box.w + margin;
  const y0 = box.y - margin;
  const y1 = box.y + box.h + margin;
  const dense = end.length > LOD_MIN_NODES && view.dx * scale < DENSE_PX;
  // Written only when it changes: the style sheet's [data-lod] rules would
  // otherwise make the browser restyle every line and shape of the drawing.
  if (dense !== (view.svg.dataset.lod === 'true')) {
    if (dense) view.svg.dataset.lod = 'true';
    else delete view.svg.dataset.lod;
  }
  const st = snap.state;
  const current = snap.current ?? null;
  const selected = view.selectedAt ?? null;
  const pointed = pointedAt(view, snap, ctx, current, selected);

  // Which nodes and summaries are on screen: a pre-order walk that skips
  // every subtree out of view, or folded, in one jump to its end.
  const wantNodes = [];
  const wantSummaries = [];
  const n = end.length;
  // A node off screen is drawn too when the edge from its parent crosses
  // the rectangle: zoomed in on the root, its children's edges lead off
  // screen, and a student sees where the tree goes.
  const crosses = (i) => {
    const p = tree.parent[i];
    return p >= 0 && segmentMeetsBox(px[p], py[p], px[i], py[i], x0, y0, x1, y1);
  };
  const foldedAt = (i, p) => folded(view, i, st[i], p >= 0 ? st[p] : undefined, dense, scale, current, selected, pointed);
  for (let i = 0; i < n; ) {
    if (hi[i] < x0 || lo[i] > x1 || py[i] > y1 || view.deepest[i] < y0) {
      if (crosses(i)) wantNodes.push(i);
      i = end[i];
      continue;
    }
    if (foldedAt(i, tree.parent[i])) {
      wantSummaries.push(i);
      // A folded leaf is its mark alone (tightLeaf); an inner node's mark
      // hangs under its root, drawn.
      if (end[i] !== i + 1 && (py[i] >= y0 || crosses(i))) wantNodes.push(i);
      i = end[i];
      continue;
    }
    if ((py[i] >= y0 && px[i] >= x0 && px[i] <= x1) || crosses(i)) wantNodes.push(i);
    i += 1;
  }

  syncNodes(view, wantNodes);
  syncSummaries(view, wantSummaries, scale, ctx.lang);
  updateNodes(view, snap, shownPv(view, ctx, foldedAt));
  drawCuts(view, stepCuts(view, snap), ctx);
  drawWindows(view, ctx.windows || [], ctx.lang);
  drawBar(view, ctx.bar ?? null, ctx.lang, (node) => shapeExtent(node, view.geometry), box);
  settle(view);
  if (view.onPaint) view.onPaint(view);
}

/**
 * The cuts whose marks are drawn: every one, but in a step's plan
 * (stepplan.js) not those made in a subtree it folds, whose edges are
 * not drawn (a cut mark there stood, three lines wide, on the ↑ m and
 * the cut marks of its neighbours: tic-tac-toe after x a1, o b2, x c1 at
 * 1024×768 in large text). The step's own cut is at an open node.
 */
function stepCuts(view, snap) {
  if (!view.plan?.step || !snap.cuts) return snap;
  return { cuts: snap.cuts.filter((cut) => !view.plan.folded.has(cut.node)) };
}

/**
 * Once a paint has drawn the step: each ↑ m moved off the texts below it
 * (marks.js freeSideM), then the cut marks placed among the texts where
 * they stand, and a leaf's window off the cut tests (cuts.js settleMarks),
 * the sizes of a step's marks set aside meanwhile and placed last, where
 * they meet none of these (marksizes.js).
 */
function settle(view) {
  setSizesAside(view);
  freeSideM(view);
  settleMarks(view);
  placeSizes(view);
}

/**
 * `ctx` with its principal variation cut after its first folded node
 * (`isFolded(i, parent)`): below it the nodes stand squeezed inside the
 * fold's mark, and the variation's double line would run over the mark as
 * stray segments.
 */
function shownPv(view, ctx, isFolded) {
  const { pv } = ctx;
  for (let k = 1; k < (pv?.length ?? 0); k++) {
    if (isFolded(pv[k], view.tree.parent[pv[k]])) return { ...ctx, pv: pv.slice(0, k + 1) };
  }
  return ctx;
}

/**
 * Whether the segment from (`ax`, `ay`) to (`bx`, `by`), with `ay` ≤ `by`
 * (a parent above its child), meets the rectangle [x0, x1] × [y0, y1]:
 * the segment clipped to the rectangle's rows, then its x range tested.
 */
function segmentMeetsBox(ax, ay, bx, by, x0, y0, x1, y1) {
  if (by < y0 || ay > y1) return false;
  const xAt = (y) => ax + ((bx - ax) * (y - ay)) / (by - ay);
  const xa = by === ay ? ax : xAt(Math.max(ay, y0));
  const xb = by === ay ? bx : xAt(Math.min(by, y1));
  return Math.max(xa, xb) >= x0 && Math.min(xa, xb) <= x1;
}

/**
 * Whether node `i` is "tight": zoomed out, texts keep their size on screen
 * (view.glyph > 1) while nodes draw closer, and its texts would run into
 * its neighbours'. The style sheet then hides them, except where the
 * lesson points (the current node, its path, the selected node, the
 * sources of α and β, the principal variation, a move tried first). Its
 * room is its subtree's width plus the least distance between leaves,
 * about the distance to the next node of its level; what it needs is what
 * the layout gave neighbours at full size (neededDx), scaled. At full size
 * or more the layout keeps every text clear: nothing is tight. It depends
 * on the glyph scale only, and a change of that remakes every node
 * (clearDrawn), so it is decided once, when the node is made.
 */
function tooClose(view, i, leaf) {
  // A step's plan (stepplan.js) gives each node the room of what it shows,
  // in rows: judged by its folded subtree's width, a node the search has
  // left hid its ↑ m beside neighbours that showed theirs (tic-tac-toe
  // after x a1, o b2, x c1: 453 of 1,315 such nodes over the search). Its
  // ↑ m is weighed against its right neighbour in its row instead.
  if (view.plan?.step) return !leaf && crowdedInRow(view, i);
  return crowdedAcross(view, i, leaf) || crowdedBelowParent(view, i, leaf);
}

/**
 * Whether inner node `i`'s ↑ m (below its shape, right of its axis) would
 * run into its next sibling, in a step's plan scaled below the texts'
 * floor (Connect 4 at P = 4: the root's moves' replies, whose ↑ m met). It
 * may reach half way under the sibling's shape, whose lower corner is
 * narrower: with the whole shape weighed, tic-tac-toe's plans hid 90 ↑ m
 * that stood clear.
 */
function crowdedInRow(view, i) {
  if (view.glyph <= 1) return false;
  const { end, parent } = view.tree;
  const p = parent[i];
  if (p < 0 || end[i] >= end[p]) return false;
  const next = end[i];
  const lg = view.labels;
  const half = end[next] === next + 1 ? lg.leafHalf : lg.shapeHalf;
  return view.px[next] - view.px[i] < (lg.below + half / 2) * view.glyph;
}

/**
 * Whether node `i` is too close to its neighbours of the same level for
 * its texts at the glyph scale. (A little tolerance: a drawing at about
 * its floor scale, as the embed view sizes it, is not tight for a rounding.)
 */
function crowdedAcross(view, i, leaf) {
  if (view.glyph <= 1) return false;
  return (view.hi[i] - view.lo[i] + view.dx) * 1.03 < pairNeed(view.labels, leaf, leaf) * view.glyph;
}

/**
 * Whether inner node `i`'s ↓α ↓β (above it, to the left) would meet its
 * parent's ↑ m (below the parent, to the right): levels closer than those
 * texts need, and `i` right of its parent by less than both are wide. Only
 * on a big tree, where the level of detail may leave the texts out: a small
 * tree in a short box (five levels under open settings) keeps every text,
 * the two touching by a few pixels at worst.
 */
function crowdedBelowParent(view, i, leaf) {
  if (leaf || view.glyph <= 1 || view.tree.end.length <= LOD_MIN_NODES) return false;
  const lg = view.labels;
  if (view.gap * 1.03 >= lg.vertical * view.glyph) return false;
  const p = view.tree.parent[i];
  const d = p < 0 ? 0 : view.px[i] - view.px[p];
  return d > 0 && d < (lg.aboveLeft + lg.below) * view.glyph;
}

/** Makes the nodes (and their edges) of `ids` that are not drawn, removes the others. */
function syncNodes(view, ids) {
  const want = new Set(ids);
  for (const [id, rec] of view.records) {
    if (want.has(id)) continue;
    rec.group.remove();
    if (rec.edge) rec.edge.remove();
    if (rec.prob) rec.prob.remove();
    view.records.delete(id);
    view.nodes[id] = undefined;
    view.edges[id] = undefined;
    view.parts[id] = undefined;
  }
  const { tree, geometry: g } = view;
  const nodeFrag = document.createDocumentFragment();
  const edgeFrag = document.createDocumentFragment();
  for (const i of ids) {
    if (view.records.has(i)) continue;
    const node = tree.nodes[i];
    const p = tree.parent[i];
    let line = null;
    if (p >= 0) {
      line = view.protoEdge.cloneNode(false);
      const ends = edgeEnds(view, p, i);
      for (const a in ends) line.setAttribute(a, ends[a]);
      line.setAttribute('data-child', i);
      edgeFrag.append(line);
    }
    const leaf = node.isLeaf;
    const group = view.proto[leaf ? 'leaf' : node.isChance ? 'chance' : node.player].cloneNode(true);
    group.setAttribute('transform', nodeTransform(view, i, view.glyph));
    group.setAttribute('data-node-id', i);
    if (tooClose(view, i, leaf)) group.dataset.tight = 'true';
    const rec = {
      group,
      edge: line,
      prob: probLabel(view, i),
      abA: null,
      abB: null,
      m: null,
      val: null,
      v: NaN,
      st: -1,
      a: NaN,
      b: NaN,
      mv: NaN,
      bd: -1,
      flags: '',
      big: false,
    };
    if (leaf) {
      rec.val = group.lastChild;
      rec.v = tree.num[i];
      rec.val.textContent = leafText(view, i, view.lang);
    } else {
      // hit, ↓α ↓β, ↑ m, shape (prototypes).
      const ab = group.childNodes[1];
      rec.abA = ab.firstChild;
      rec.abB = ab.lastChild;
      rec.m = ab.nextSibling;
    }
    // The name the narration uses: the label, or the engine's path name
    // (R, R.2, R.2.1). Leaves show only real labels, below the square; an
    // inner node's short name sits inside its triangle, a longer one above.
    const name = nameText(view, node, g);
    if (name) group.append(name);
    if (name && group.dataset.tight && roomForName(view, i, node)) name.classList.add('kept-name');
    nodeFrag.append(group);
    view.records.set(i, rec);
    view.nodes[i] = group;
    view.edges[i] = line;
    view.parts[i] = rec;
  }
  view.edgeLayer.append(edgeFrag);
  view.nodeLayer.append(nodeFrag);
}

/**
 * Whether tight inner node `i` keeps its own short label (a game's move)
 * inside its shape (`kept-name`, style.css): the shapes stand clear of
 * each other, and the label takes no room beside its shape.
 */
function roomForName(view, i, node) {
  if (node.isLeaf || !node.label || node.label.length > 3) return false;
  return view.hi[i] - view.lo[i] + view.dx >= (2 * view.geometry.tri + 4) * view.glyph;
}

/**
 * The probability beside the edge to node `i` when its parent is a chance
 * node (a <g class="prob-label" data-child> holding its <text class="prob">),
 * placed by chance.js and added to the probabilities' layer; else null.
 */
function probLabel(view, i) {
  const text = probText(view.tree, i, view.lang);
  if (text === null) return null;
  view.probAt ??= placeProbs(view, (node) => shapeExtent(node, view.geometry), view.tree.cutMarks || []);
  const at = view.probAt[i];
  if (!at) return null;
  const k = Math.max(1, view.glyph || 1);
  const group = el('g', { transform: k > 1 ? `translate(${at.x},${at.y}) scale(${k})` : `translate(${at.x},${at.y})` }, 'prob-label');
  group.dataset.child = String(i);
  const label = el('text', { x: 0, y: 0, 'text-anchor': at.anchor }, 'prob');
  label.textContent = text;
  group.append(label);
  view.probLayer.append(group);
  return group;
}

/**
 * The summary marks of `ids`: a pale triangle from the subtree's root down
 * to its lowest level and across its extent, with its size in words (in
 * the sizes' layer where marksizes.js places them), and the root's state. Text is sized for the screen, whatever the zoom.
 */
function syncSummaries(view, ids, scale, lang) {
  const want = new Set(ids);
  for (const [id, mark] of view.summaries) {
    if (!want.has(id) || mark.scale !== scale || mark.lang !== lang) {
      mark.group.remove();
      mark.size?.remove();
      view.summaries.delete(id);
    }
  }
  const { px, py, lo, hi, deepest, tree } = view;
  const minHalf = 8 / scale;
  for (const i of ids) {
    if (view.summaries.has(i)) continue;
    if (tree.end[i] === i + 1) {
      leafMark(view, i, scale, lang);
      continue;
    }
    const left = Math.min(lo[i], px[i] - minHalf);
    const right = Math.max(hi[i], px[i] + minHalf);
    // A step's plan (stepplan.js) draws its marks short, under the node's
    // shape down to its ↑ m, the rows below passing under them.
    const step = view.plan?.step ? py[i] + (view.labels.vertical - view.labels.up) * (view.glyph ?? 1) : Infinity;
    const bottom = Math.max(Math.min(deepest[i], step), py[i] + 16 / scale);
    const group = el('g', null, 'summary');
    group.dataset.rootId = String(i);
    const size = tree.end[i] - i;
    group.dataset.size = String(size);
    group.append(el('polygon', { points: `${px[i]},${py[i]} ${left},${bottom} ${right},${bottom}` }, 'summary-shape'));
    const room = (right - left) * scale;
    const number = count(size, lang);
    // Its size with its unit ("37 nodes": a bare number reads as a
    // value), on a drawing small enough to measure over the edges,
    // wherever it meets no other text (marksizes.js placeSizes moves or
    // hides it once the step is drawn); on a bigger one, in its mark,
    // where its triangle is wide enough.
    const words = t(lang, 'tree.size', { size: number });
    let sized = null;
    if (sizesMeasured(view)) {
      sized = sizeText(px[i], bottom, scale, words);
      sized.dataset.rootId = String(i);
      view.sizeLayer.append(sized);
    } else if (room >= words.length * 7 + 6) group.append(sizeText(px[i], bottom, scale, words));
    const title = el('title');
    title.textContent = t(lang, 'nav.summary', { size: number, name: nodeName(tree, i, lang) });
    group.prepend(title);
    view.summaryLayer.append(group);
    view.summaries.set(i, { group, size: sized, scale, lang });
  }
}

/**
 * A mark's size, `words`, centred at `x` over its base `bottom` (drawing
 * units), sized for the screen: scaled by a transform, not by its font
 * size, since browsers cap font sizes (10,000 px in Chromium), and a far
 * zoom needs more in drawing units.
 */
function sizeText(x, bottom, scale, words) {
  const at = el('g', { transform: `translate(${x},${bottom - 4 / scale}) scale(${1 / scale})` }, 'summary-size-at');
  const text = el('text', { x: 0, y: 0 }, 'summary-size');
  text.textContent = words;
  at.append(text);
  return at;
}

/**
 * The summary mark of a leaf with no room for its value (tightLeaf): a dot
 * where its box would be, 4 px across on screen, named by its tooltip.
 */
function leafMark(view, i, scale, lang) {
  const group = el('g', null, 'summary');
  group.dataset.rootId = String(i);
  group.dataset.size = '1';
  const title = el('title');
  title.textContent = t(lang, 'nav.summary', { size: count(1, lang), name: nodeName(view.tree, i, lang) });
  group.append(title, el('circle', { cx: view.px[i], cy: view.py[i], r: 4 / scale }, 'summary-shape'));
  view.summaryLayer.append(group);
  view.summaries.set(i, { group, scale, lang });
}

/**
 * Folds the subtree of `id` into one summary mark, or unfolds it; leaves
 * cannot be folded. Repaints.
 * @returns {boolean} whether `id` is now folded
 */
export function setCollapsed(view, id, on) {
  if (id === null || id === undefined || view.tree.end[id] === id + 1) return false;
  if (on) view.collapsed.add(id);
  else view.collapsed.delete(id);
  paint(view);
  return on;
}
