// Drawing the tree. `buildTree` places a tree once (pixel positions from
// the engine's layout, each subtree's extent) and makes the layers;
// `drawStep` shows a snapshot, and `paint` draws what lies in the visible
// rectangle (the `camera`, in drawing units; the whole drawing when it is
// null): one <g class="node"> and one <line> per node on screen, made when
// it comes into view and removed when it leaves, so that a tree of 600,000
// nodes costs what is on screen. Readable by construction: no text is
// drawn below its floor in screen pixels (FLOOR_PX: values 18 px, the
// small texts 14 px in large text; 13 and 11 px otherwise). Zoomed out
// below the floor scale, nodes and cut marks are scaled up to keep it;
// a node's texts stand in bands (↓α ↓β above its shape, ↑ m below, a
// short name inside), so a node needs about its widest text across, and
// the widths are measured once per tree. Level of detail: a subtree whose
// children have no room for their texts at the floor is one summary mark
// with its size (except in practice mode, `keepWhole`), as is, when leaves
// stand closer than a few pixels, a subtree narrower than LOD_PX (unless
// either holds the current or the selected
// node); so is a collapsed subtree (`setCollapsed`), and, when
// `view.foldPruned` is on, every pruned or unreached subtree. A node drawn
// too close to its neighbours for its texts is "tight" and shows none. The
// picture stays a pure function of (tree, layout, snapshot, camera,
// selection) and
// stepping back costs the same as stepping forward ("Any position costs the
// same" in ARCHITECTURE.md; the data flow in docs/page.md). Nothing here
// builds markup from strings: every element comes from createElementNS and
// every text from textContent.
//
// Why one file of this size: buildTree and drawStep share the shape of the
// `view` object (the element arrays, the overlay, the marks drawn last) and
// the geometry that places labels and cut marks; split apart, each half
// would have to export those internals for the other.
//
// The test contract: each node <g> drawn carries data-node-id (its pre-order
// id) and data-state (the snapshot state), and the current node also carries
// data-current="true"; a node without its texts carries data-tight="true";
// a summary mark is <g class="summary"> with data-root-id, data-size and
// data-state. See docs/page.md.

import { count, fmt, fmtBound, fmtExact, fmtValue, fmtWindow, fmtWindowBound } from '../core/num.js';
import { placeProbs, probNeed, probReach, probText, widestProb } from './chance.js';
import { drawBar } from './interval.js';
import { t } from '../i18n/i18n.js';
import { nodeAt, STATES, BOUNDS } from '../core/snapshot.js';
import { ASK_WINDOW, ASK_M } from '../core/ask.js';
import { sideValue, sideWindow, sideBound, sideCut } from '../core/negamax.js';

const SVG = 'http://www.w3.org/2000/svg';

/**
 * Sizes in SVG user units (pixels at 100 %), for the normal and the large
 * text mode. `dx` is the smallest distance between two leaves and `maxDx`
 * the largest (the distance grows when neighbours stand too close for
 * their labels), `dy` the least distance between levels, `pad` the margin
 * around the drawing, `tri` and `triH` a triangle's half width and half
 * height. A leaf's box is sized from its text (labelGeometry). Font sizes
 * live in the CSS (--t-*), read here to estimate how wide the labels are.
 */
const GEOMETRY = {
  normal: { dx: 30, maxDx: 160, dy: 112, pad: 10, tri: 21, triH: 18 },
  large: { dx: 34, maxDx: 200, dy: 108, pad: 12, tri: 24, triH: 21 },
};

/**
 * The floors, in screen pixels: no text of the drawing is drawn smaller.
 * Values (a leaf's, a node's ↑ m) and the small texts (↓α ↓β, names, cut
 * tests), for the normal and the large text mode. Zoomed out, every node's
 * shape and texts are scaled up (in drawing units) so that its texts keep
 * these sizes on screen (`floorScale`); what then runs into its neighbours
 * folds (level of detail) or shows no text ("tight"), never a smaller one.
 */
export const FLOOR_PX = {
  normal: { value: 13, small: 11 },
  large: { value: 18, small: 14 },
};

/** Where a cut mark sits along its edge, from the parent (0) to the child (1). */
const CUT_AT = 0.45;

/** The average advance of a character, as a fraction of the font size. */
const CHAR_W = 0.6;

/** The room between two neighbours' texts, in drawing units. */
const AIR = 4;

function el(name, attrs, cls) {
  const e = document.createElementNS(SVG, name);
  if (cls) e.setAttribute('class', cls);
  if (attrs) for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  return e;
}

/** Reads a CSS length in pixels from a custom property, or `fallback`. */
function cssPx(name, fallback) {
  const v = Number.parseFloat(getComputedStyle(document.documentElement).getPropertyValue(name));
  return Number.isFinite(v) && v > 0 ? v : fallback;
}

/**
 * The longest value in the tree, in characters: of every node (at least 2,
 * for ±∞ in a window) and of the leaves alone (at least 1).
 */
function widestValue(tree) {
  // Formatting is the slow part: each distinct number is measured once.
  const seen = new Set();
  let w = 1;
  for (const v of tree.num) {
    if (Number.isNaN(v) || seen.has(v)) continue;
    seen.add(v);
    w = Math.max(w, fmt(v).length);
  }
  return w;
}

/**
 * The least distance, in drawing units, between the axes of two
 * neighbours of one level, `a` left of `b` (each a leaf or not), for
 * their texts at full size not to meet. An inner node's texts stand in
 * three bands: ↓α ↓β (and a long name) above its shape, ending at its
 * axis; the shape with a short name inside; ↑ m below the shape, starting
 * at its axis. A band meets only the same band of a neighbour, so texts
 * stacked so take about their own width per node, not the sum of them
 * all. A leaf is its box (its value inside), and its label below; the
 * ↓α ↓β of an inner node right of a leaf clear the leaf's box.
 */
function pairNeed(lg, aLeaf, bLeaf) {
  if (aLeaf && bLeaf) return Math.max(2 * lg.leafW, lg.leafLabel) + AIR;
  // A leaf left of an inner node: its box stands just below the node's
  // ↓α ↓β, within reach of their descenders and halo (fig25b's leaf 5
  // under v's "↓β +∞"), so the band ends clear of the box.
  if (aLeaf) return lg.leafW + Math.max(lg.shapeHalf, lg.aboveLeft) + AIR;
  if (bLeaf) return Math.max(lg.shapeHalf + lg.leafW, lg.below - lg.leafW) + AIR;
  return Math.max(lg.aboveRight + lg.aboveLeft, 2 * lg.shapeHalf, lg.below) + AIR;
}

/**
 * The distance between leaves (in pixels per layout unit) that keeps every
 * two neighbours of the same level apart, labels included. In pre-order,
 * the nodes of one level come left to right, so each node's left neighbour
 * is the last node seen at its depth: one pass, no sorting.
 */
function neededDx(tree, layout, lg) {
  const { end, depth } = tree;
  const lastAt = new Int32Array(Math.max(1, layout.height + 1)).fill(-1);
  let dx = 0;
  for (let b = 0; b < end.length; b++) {
    const d = depth[b];
    const a = lastAt[d];
    lastAt[d] = b;
    if (a < 0) continue;
    const units = layout.x[b] - layout.x[a];
    if (units <= 0) continue;
    dx = Math.max(dx, Math.max(pairNeed(lg, end[a] === a + 1, end[b] === b + 1), probNeed(tree, a, b, lg)) / units);
  }
  return dx;
}

/**
 * The name drawn on inner node `node`: its label, or the last step of its
 * path name (".1" for R.2.1), since the path above it is drawn: R, then
 * .2, then .1 spell R.2.1 down the tree, and the node panel and the
 * narration give the whole name. Names of more than 3 characters are drawn
 * above the node, shorter ones inside its shape.
 */
function drawnName(node) {
  if (node.label) return node.label;
  const name = node.name || '';
  const dot = name.lastIndexOf('.');
  return dot > 0 && name.length > 3 ? name.slice(dot) : name;
}

/**
 * The longest name drawn outside its shape (more than 3 characters), in
 * characters, or 0: labels, a path's step past 99 (".100"), and "#id",
 * the name of a node more than 12 levels below the nearest label (tree.rs).
 */
function longestOuterName(tree) {
  const { end, depth, labels } = tree;
  let w = 0;
  for (const label of labels.values()) if (label.length > 3) w = Math.max(w, label.length);
  let deepest = 0;
  for (let i = 0; i < end.length; i++) {
    if (end[i] !== i + 1 && !labels.has(i) && depth[i] > deepest) deepest = depth[i];
  }
  if (deepest > 12) w = Math.max(w, 1 + String(end.length).length);
  // A step's number is at most the most children a node has.
  const most = maxChildren(tree);
  if (most >= 100) w = Math.max(w, 1 + String(most).length);
  return w;
}

/** The most children any node has. */
function maxChildren(tree) {
  const { end } = tree;
  let most = 0;
  for (let i = 0; i < end.length; i++) {
    if (end[i] === i + 1) continue;
    let k = 0;
    for (let c = i + 1; c < end[i]; c = end[c]) k += 1;
    if (k > most) most = k;
  }
  return most;
}

/**
 * Where each label of a node goes, and how far it reaches (drawing units,
 * at full size), from the fonts of the style sheet: see pairNeed for the
 * bands. `innerLeft` and `innerRight` are an inner node's widest reach
 * left and right, `leafHalf` a leaf's, for what places the drawing as a
 * whole (margins, the embed's scrolling).
 */
function labelGeometry(tree, g, svg, negamax = false) {
  const chars = Math.max(2, widestValue(tree));
  const leafText = widestLeafValue(tree, negamax);
  // A value as wide as the widest (digits are about equally wide): a
  // node's m is one of the leaves' values, or a bound from ±∞; under
  // chance nodes, a mean as the engine writes it exactly ("21/4").
  const exactText = widestExact(tree);
  const sample = (exactText.length > leafText.length ? exactText : leafText).replace(/[0-9]/g, '8');
  const prob = widestProb(tree);
  const fAb = cssPx('--t-ab', 16);
  const fM = cssPx('--t-m', 19);
  const fVal = cssPx('--t-val', 19);
  const fLabel = cssPx('--t-label', 16);
  const fCut = cssPx('--t-cut', 16);
  const ring = g.tri + 6;
  // ↓ α β: two lines above the shape, right-aligned just left of the axis.
  const abX = -3;
  const wide = sample.length >= 2 ? sample : '+∞';
  const cut = { wrap: 'cut', data: { 'data-now': 'true' }, font: fCut };
  const [abW, mMeasured, valW, probMeasured, test, ...kinds] = textWidths(svg, [
    { wrap: 'node', data: { 'data-state': 'path' }, cls: 'ab', text: '↓β ' + wide, font: fAb },
    { wrap: 'node', data: null, cls: 'm', text: '↑ ≤ ' + sample, font: fM },
    { wrap: 'node', data: null, cls: 'val', text: leafText, font: fVal },
    { wrap: 'prob-label', data: null, cls: 'prob', text: prob || '0', font: fAb },
    { ...cut, cls: 'cond', text: '≤ α=' + wide },
    ...CUT_WORDS[tree.hasChance ? 'chance' : 'plain'].map((word) => ({ ...cut, cls: 'cond kind', text: word })),
  ]);
  // A long name (R.2.1) stands above them, centred.
  const nameW = longestOuterName(tree) * CHAR_W * fLabel;
  // ↑ m: below the shape, starting just right of the axis.
  const mX = 3;
  // A leaf's box fits its value, with a little air: about as tall as wide
  // for one or two digits, wider for long values (-1.5, 100).
  const leafW = Math.max(0.42 * fVal + 1, valW / 2 + 3);
  const leafH = Math.round(0.5 * fVal + 4);
  const leafLabel = leafLabelWidth(tree, fLabel);
  const shapeHalf = g.tri + 1;
  const aboveLeft = Math.max(abW - abX, nameW / 2);
  const aboveRight = nameW / 2;
  const below = mX + mMeasured;
  // How far above the node's centre its texts reach: the shape's top, the
  // two lines of ↓α β and a long name.
  const up = g.triH + 4 + 2.3 * fAb + (nameW > 0 ? 1.2 * fLabel : 0);
  // From a node's centre down to the bottom of its ↑ m, plus its child's
  // texts above the child: the distance between levels they need.
  const vertical = g.triH + 3 + 1.1 * fM + up;
  // A cut's condition stands on three lines ("m=4", "≤ α=5", "shallow")
  // right of its scissors (12 units), as wide as its widest line.
  const cutW = 16 + Math.max(test, ...kinds);
  const innerLeft = Math.max(aboveLeft, shapeHalf);
  const innerRight = Math.max(aboveRight, shapeHalf, below, ring + 12);
  return {
    chars,
    leafChars: leafText.length,
    ring,
    abX,
    mX,
    nameW,
    innerLeft,
    innerRight,
    leafW,
    leafH,
    leafHalf: leafW + 2,
    leafLabel,
    shapeHalf,
    aboveLeft,
    aboveRight,
    below,
    up,
    vertical,
    cutW,
    probW: prob ? probMeasured : 0,
    exactChars: exactText.length,
    fAb,
    fM,
    fVal,
    fLabel,
    fCut,
  };
}

/** The widest label under a leaf (fig. 25's labelled leaves carry one), in drawing units, or 0. */
function leafLabelWidth(tree, fLabel) {
  let w = 0;
  for (const [id, label] of tree.labels) {
    if (tree.end[id] === id + 1) w = Math.max(w, label.length * CHAR_W * fLabel);
  }
  return w;
}

/**
 * The kinds of cut a mark may name, as wide as their short words in any
 * language (i18n.js, fr.js): the widest sets the room a mark takes.
 */
const CUT_WORDS = {
  plain: ['profonde', 'shallow', 'superf.'],
  chance: ['profonde', 'shallow', 'superf.', 'fails high', 'échec haut'],
};

/** The longest exact value of a chance tree's search as drawn ("−21/4"), or ''. */
function widestExact(tree) {
  let w = '';
  if (tree.exact) for (const text of tree.exact.values()) if (text.length > w.length) w = fmtExact(text);
  return w;
}

/** The longest leaf value as written (at least one character). */
function widestLeafValue(tree, negamax = false) {
  const { end, num } = tree;
  const seen = new Set();
  let w = '0';
  for (let i = 0; i < end.length; i++) {
    if (end[i] !== i + 1) continue;
    // The negamax view draws a leaf where MIN moves turned round (leafText):
    // "5" becomes "−5", whose sign needs the box's room too.
    const v = negamax && tree.nodes[i]?.player === 'min' ? -num[i] : num[i];
    if (Number.isNaN(v) || seen.has(v)) continue;
    seen.add(v);
    const text = fmt(v);
    if (text.length > w.length) w = text;
  }
  return w;
}

/**
 * The widths of texts in drawing units as the style sheet draws them, each
 * `{wrap, data, cls, text, font}`: with class `cls` inside a group of class
 * `wrap` (with `data` attributes: the boldest state it may take). Measured
 * once per tree (buildTree), all in one layout of the drawing (each probe
 * read alone made the browser lay the page out again, 60 ms of a phone's
 * first drawing); the estimate from a text's length when it cannot be
 * measured (a drawing not rendered yet).
 */
function textWidths(svg, specs) {
  const estimates = specs.map(({ text, font }) => Array.from(text).length * CHAR_W * font);
  if (!svg?.isConnected) return estimates;
  const probes = specs.map(({ wrap, data, cls, text }) => {
    const g = el('g', data, wrap);
    // Laid out at its own size, not hinted for the drawing's scale on
    // screen, and rounded up: the same tree measures the same in any box
    // (a drawing kept after an edit equals a fresh one).
    const probe = el('text', { x: 0, y: 0, 'text-rendering': 'geometricPrecision' }, cls);
    probe.textContent = text;
    g.append(probe);
    return g;
  });
  svg.append(...probes);
  const widths = probes.map((g, i) => {
    const w = g.firstChild.getComputedTextLength();
    return w > 0 ? Math.ceil(w) : estimates[i];
  });
  for (const g of probes) g.remove();
  return widths;
}

/**
 * The scale on screen (pixels per drawing unit) below which some text of
 * the drawing would be smaller than its floor (FLOOR_PX): the largest
 * floor / font ratio. Zoomed out further, the nodes are scaled up to keep it.
 */
function floorScale(lg, large) {
  const f = FLOOR_PX[large ? 'large' : 'normal'];
  return Math.max(f.value / lg.fVal, f.value / lg.fM, f.small / lg.fAb, f.small / lg.fLabel, f.small / lg.fCut);
}

/** The vertical offsets of a node's shape: where edges leave and arrive. */
function shapeExtent(node, g) {
  if (node.isLeaf) return { top: g.leaf, bottom: g.leaf };
  if (node.isChance) return { top: chanceR(g), bottom: chanceR(g) };
  return node.player === 'max' ? { top: g.triH + 1, bottom: g.triH - 2 } : { top: g.triH - 2, bottom: g.triH + 1 };
}

/** A chance node's radius: a circle as tall as a triangle (the field's convention). */
const chanceR = (g) => g.triH + 2;

function makeShape(node, g, leafW) {
  if (node.isLeaf) {
    return el('rect', { x: -leafW, y: -g.leaf, width: 2 * leafW, height: 2 * g.leaf, rx: 2 }, 'shape');
  }
  if (node.isChance) return el('circle', { r: chanceR(g) }, 'shape');
  const w = g.tri;
  const up = node.player === 'max';
  const top = up ? -(g.triH + 1) : -(g.triH - 2);
  const bottom = up ? g.triH - 2 : g.triH + 1;
  const points = up ? `0,${top} ${-w},${bottom} ${w},${bottom}` : `${-w},${top} ${w},${top} 0,${bottom}`;
  return el('polygon', { points }, 'shape');
}

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
 * Places the nodes across at `dx` drawing units per layout unit: fills
 * `px` and each subtree's extent (`lo`, `hi`, for culling and summaries),
 * shifted so that the labels of the outermost nodes just fit (the margin
 * follows what is drawn, not a fixed guess). Returns the drawing's width.
 */
function placeX(tree, layoutX, lg, pad, dx, px, lo, hi) {
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
    let left = leaf ? lg.leafHalf : lg.innerLeft;
    let right = leaf ? lg.leafHalf : lg.innerRight;
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
 * The view: one placed tree, what `drawStep` and `paint` update, and what
 * viewport.js (the camera, `levelPx`, `onReveal`) and navigate.js (folds)
 * write into. The one description of its shape.
 * @typedef {object} View
 * @property {SVGSVGElement} svg
 * @property {object} tree  from treedata.js
 * @property {string} lang  the language its values are written in (a decimal comma in French); setViewLang changes it
 * @property {boolean} large  what the placement was computed from, with `layoutX`, so that a new tree
 *   that would be placed the same can take this one's place (reuseView)
 * @property {ArrayLike<number>} layoutX
 * @property {object} geometry  the sizes of GEOMETRY, a leaf's half height from its font
 * @property {object} labels  labelGeometry's text sizes
 * @property {number} baseDx  the least distance between leaves that keeps the labels clear;
 *   the presenter's box may spread them wider (setDx)
 * @property {number} floor  the least scale on screen at which every text meets its floor
 * @property {number} dx  the distance between leaves
 * @property {number} width  the drawing's size, in drawing units
 * @property {number} height
 * @property {Float64Array} px  each node's place, and its subtree's extent across (`lo`, `hi`)
 * @property {Float64Array} py
 * @property {Float64Array} lo
 * @property {Float64Array} hi
 * @property {Float64Array} deepest  each subtree's lowest y, and its lowest level (`lowest`)
 * @property {Float64Array} lowest
 * @property {ArrayLike<number>} levels  each node's level, from the layout
 * @property {number} levelCount
 * @property {number} top  the room above the first level and below the last
 * @property {number} bottom
 * @property {number} gap  the distance between levels (setGap, setLevelGap)
 * @property {number} [levelPx]  the least distance between levels on screen (viewport.js)
 * @property {{[kind: string]: SVGGElement}} proto  a node of each kind and an edge (`protoEdge`), cloned per node
 * @property {SVGLineElement} protoEdge
 * @property {SVGGElement} edgeLayer
 * @property {SVGGElement} nodeLayer
 * @property {SVGGElement} summaryLayer
 * @property {SVGGElement} cutLayer
 * @property {SVGGElement} pvLayer
 * @property {SVGGElement} probLayer  the probabilities beside the edges from chance nodes
 * @property {Array<object|undefined>|null} probAt  where each of them goes (chance.js placeProbs), once per placement
 * @property {Array<SVGGElement|undefined>} nodes  the elements on screen, by node id (holes
 *   elsewhere): what the editor and the tests reach
 * @property {Array<SVGLineElement|undefined>} edges
 * @property {Array<object|undefined>} parts  each drawn node's text parts (abA, abB, m), by id, as practice.js reads them
 * @property {Map<number, object>} records  each drawn node's parts and the values its texts show
 * @property {number} glyph
 * @property {number} lesson
 * @property {Map<number, object>} summaries
 * @property {string} pvKey
 * @property {*} returning
 * @property {SVGCircleElement} ring  the overlay: the current node's ring, the α/β source marks,
 *   the window of the current or pointed leaf, the editor's selection
 * @property {number|null} ringAt
 * @property {SVGRectElement} selectRing
 * @property {number|null} selectedAt
 * @property {{mark: SVGGElement, badge: SVGTextElement, id: number|null, text: string}[]} sources
 * @property {(number|null)[]} stepSources  the nodes whose m set the bounds the narration names
 * @property {{text: SVGTextElement, a: SVGTSpanElement, b: SVGTSpanElement, key: string, leaf: number|null}} leafWin  the window shown over a leaf (`leaf`, or null)
 * @property {number} cutFont
 * @property {Map<*, *>} cutMarks
 * @property {Map<*, *>} lastCutKey
 * @property {Set<*>} shownCuts
 * @property {{x: number, y: number, w: number, h: number}|null} camera  what the reader chose: the
 *   visible rectangle in drawing units (null: the whole drawing), written by viewport.js
 * @property {number|null} scale  pixels per unit on screen (null: read from the SVG's box)
 * @property {Set<number>} collapsed  the subtrees folded by hand (navigate.js)
 * @property {boolean} foldPruned  whether pruned and unreached subtrees are folded
 * @property {boolean} keepWhole  whether every node stays drawn however close: the page folds
 *   crowded subtrees (screen.js sets this to false) except in practice mode, where each node is
 *   a question; the embed view scrolls instead
 * @property {Set<number>} unfolded
 * @property {*} snap  the position shown (the last drawStep), its context, and the rectangle painted
 * @property {*} ctx
 * @property {string} box
 * @property {((view: View) => void)|null} onPaint
 * @property {((id: number) => void)|null} onReveal  set by viewport.js: centre the camera on a node
 * @property {object} [practice]  practice.js's marks
 * @property {number|null} [tried]
 * @property {string} [triedKind]
 */

/**
 * Where each node of `tree` goes: across (`placeX`), down by level, and
 * the drawing's size, with each subtree's lowest level and y.
 */
function placeNodes(tree, layout, lg, g, dx) {
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

/**
 * Prototypes, cloned per node: cloning is much faster than building each
 * element and setting its attributes one by one.
 */
function prototypes(g, lg) {
  const protoEdge = el('line', null, 'edge');
  protoEdge.setAttribute('data-state', 'unvisited');
  const proto = {};
  for (const kind of ['leaf', 'max', 'min', 'chance']) {
    const group = el('g', null, 'node ' + kind);
    group.setAttribute('data-state', 'unvisited');
    const like = { isLeaf: kind === 'leaf', isChance: kind === 'chance', player: kind };
    group.append(makeShape(like, g, lg.leafW));
    if (kind === 'leaf') {
      group.append(el('text', { y: 1 }, 'val'));
    } else {
      // ↓ α and β, inherited, on two lines above the shape, ending at its
      // axis; ↑ m, synthesised, below it, starting at its axis (pairNeed).
      const { top: shapeTop, bottom: shapeBottom } = shapeExtent(like, g);
      const abY = -shapeTop - 4 - 1.15 * lg.fAb;
      const ab = el('text', { x: lg.abX, y: abY }, 'ab');
      ab.append(el('tspan', { x: lg.abX, dy: 0 }), el('tspan', { x: lg.abX, dy: '1.15em' }));
      // A transparent area over the node's bands: a click on its texts
      // (or between them, where its box's centre falls) picks the node.
      const y0 = abY - lg.fAb;
      const y1 = shapeBottom + 2 + 1.1 * lg.fM;
      const hit = el('rect', { x: -lg.aboveLeft, y: y0, width: lg.aboveLeft + lg.below, height: y1 - y0 }, 'hit');
      group.insertBefore(hit, group.firstChild);
      // The window before the shape: its halo (style.css, 14 px, wide
      // enough to close the gaps between its words, where an edge arriving
      // from the side showed through) reaches past the 4 units between
      // them, and the shape drawn after it keeps its whole outline.
      group.insertBefore(ab, group.childNodes[1]);
      group.append(el('text', { x: lg.mX, y: shapeBottom + 2 + 0.55 * lg.fM }, 'm'));
    }
    proto[kind] = group;
  }
  return { proto, protoEdge };
}

/**
 * The overlay's marks, made into `overlay`: two α/β source marks, the
 * window of the current or pointed leaf, and the editor's selection (a
 * dashed square around the selected node); and the current node's ring,
 * made into `ringLayer`, under the nodes: a node's ↓α ↓β end at its axis,
 * inside the ring's radius, and their halo now hides the ring where they
 * cross it (drawn over them, the ring ran through "+∞").
 */
function overlayMarks(overlay, ringLayer, lg) {
  const ring = el('circle', { r: lg.ring, display: 'none' }, 'current-ring');
  const sources = [0, 1].map(() => {
    const mark = el('g', { display: 'none' }, 'source-mark');
    mark.append(el('circle', { r: lg.ring + 5 }, 'src-ring'), el('text', { x: lg.ring - 2, y: -lg.ring + 2 }, 'badge'));
    overlay.append(mark);
    return { mark, badge: mark.lastChild, id: null, text: '' };
  });
  const leafWin = el('text', { display: 'none' }, 'ab ab-leaf');
  const leafWinA = el('tspan', { x: 0, dy: 0 });
  const leafWinB = el('tspan', { x: 0, dy: '1.15em' });
  leafWin.append(leafWinA, leafWinB);
  ringLayer.append(ring);
  overlay.append(leafWin);
  const half = lg.ring + 4;
  const selectRing = el('rect', { x: -half, y: -half, width: 2 * half, height: 2 * half, rx: 8, display: 'none' }, 'select-ring');
  overlay.append(selectRing);
  return { ring, sources, selectRing, leafWin: { text: leafWin, a: leafWinA, b: leafWinB, key: '', leaf: null, covered: [] } };
}

/**
 * What a new view starts with besides its placement and its elements: no
 * node drawn yet, nothing marked, the whole drawing, nothing folded.
 */
function freshViewState(n) {
  return {
    nodes: new Array(n),
    edges: new Array(n),
    parts: new Array(n),
    records: new Map(),
    glyph: 1,
    lesson: 1,
    summaries: new Map(),
    pvKey: '',
    returning: null,
    ringAt: null,
    selectedAt: null,
    stepSources: [],
    cutMarks: new Map(),
    windowTags: [],
    lastCutKey: new Map(),
    shownCuts: new Set(),
    camera: null,
    scale: null,
    collapsed: new Set(),
    foldPruned: false,
    keepWhole: true,
    unfolded: new Set(),
    snap: null,
    ctx: null,
    box: '',
    onPaint: null,
    onReveal: null,
    probAt: null,
    bar: null,
  };
}

/**
 * Places a tree for drawing into `svg`, replacing the previous drawing, and
 * returns the view that `drawStep` and `paint` update. The <defs> already in
 * the SVG (the hatch pattern) are kept. No node is made here: `paint` makes
 * those on screen.
 *
 * What only a few nodes show at a time (the current node's ring, the α/β
 * source marks, a leaf's window) lives in one overlay and moves.
 *
 * @param {SVGSVGElement} svg
 * @param {object} tree    from treedata.js (columns `parent`, `end`, `depth`, `num`)
 * @param {object} layout  {x, y, width, height} in layout units
 * @param {{large: boolean, lang?: string, negamax?: boolean}} opts  `negamax`: the leaves' boxes hold
 *   their values as the negamax view turns them round (a sign more)
 * @returns {View}
 */
export function buildTree(svg, tree, layout, opts) {
  const base = opts.large ? GEOMETRY.large : GEOMETRY.normal;
  const lg = labelGeometry(tree, base, svg, Boolean(opts.negamax));
  // A leaf's half height follows its value's font (labelGeometry).
  const g = { ...base, leaf: lg.leafH };
  const dx = Math.min(g.maxDx, Math.max(g.dx, neededDx(tree, layout, lg)));
  const placed = placeNodes(tree, layout, lg, g, dx);

  for (const old of svg.querySelectorAll(':scope > g.drawing')) old.remove();
  svg.setAttribute('viewBox', `0 0 ${placed.width} ${placed.height}`);
  svg.setAttribute('width', String(placed.width));
  svg.setAttribute('height', String(placed.height));

  const drawing = el('g', null, 'drawing');
  const summaryLayer = el('g', null, 'summaries');
  const edgeLayer = el('g', null, 'edges');
  const nodeLayer = el('g', null, 'nodes');
  const pvLayer = el('g', null, 'pv');
  // The probabilities beside the edges from chance nodes (chance.js), over
  // the nodes' transparent hit areas, which reach past their texts.
  const probLayer = el('g', null, 'probs');
  const cutLayer = el('g', null, 'cuts');
  const ringLayer = el('g', null, 'rings');
  const overlay = el('g', null, 'overlay');
  drawing.append(summaryLayer, edgeLayer, pvLayer, ringLayer, nodeLayer, probLayer, cutLayer, overlay);
  const { proto, protoEdge } = prototypes(g, lg);
  const marks = overlayMarks(overlay, ringLayer, lg);
  svg.append(drawing);

  return {
    svg,
    tree,
    lang: opts.lang ?? 'en',
    large: Boolean(opts.large),
    // Whether the leaves' boxes were measured for the negamax view's signs.
    negamaxBoxes: Boolean(opts.negamax),
    layoutX: layout.x,
    geometry: g,
    labels: lg,
    baseDx: dx,
    floor: floorScale(lg, opts.large),
    dx,
    ...placed,
    levels: layout.y,
    levelCount: layout.height,
    gap: g.dy,
    proto,
    protoEdge,
    edgeLayer,
    nodeLayer,
    summaryLayer,
    cutLayer,
    pvLayer,
    probLayer,
    overlay,
    ...marks,
    cutFont: cssPx('--t-cut', 13),
    ...freshViewState(tree.end.length),
  };
}

/** Whether two typed arrays hold the same numbers. */
function sameColumn(a, b) {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Whether two trees have the same chance nodes and probabilities (none for either). */
function sameChance(a, b) {
  if (Boolean(a.hasChance) !== Boolean(b.hasChance)) return false;
  if (!a.hasChance) return true;
  return sameColumn(a.chance, b.chance) && sameColumn(a.players, b.players) && (a.probabilities || []).join('|') === (b.probabilities || []).join('|');
}

/** Whether two trees carry the same labels on the same nodes. */
function sameLabels(a, b) {
  if (a.size !== b.size) return false;
  for (const [id, label] of a) if (b.get(id) !== label) return false;
  return true;
}

/**
 * Lets `view` draw `tree` (a new session's tree, with its `layout`)
 * instead of the tree it was built for, when buildTree would place it
 * exactly the same: the same shape, labels, root player, layout, text
 * size, and values no wider. That is what editing a leaf's value (or
 * changing the options) usually does, and then the drawing on screen
 * stays: only the leaf values that changed are written again here, and
 * the next drawStep shows the new search, rewriting only the states,
 * texts and cut marks that differ from what is drawn. Costs a pass over
 * the columns, and no DOM beyond the nodes drawn.
 * @returns {boolean} whether the view now draws `tree`; if not, build a new one
 */
/**
 * Writes the view's values in `lang` from now on (a decimal comma in
 * French): the leaves at once, the windows and m at the next paint.
 * @param {object} view  from buildTree
 * @param {string} lang
 */
export function setViewLang(view, lang) {
  if (view.lang === lang) return;
  view.lang = lang;
  for (const [i, rec] of view.records) {
    if (rec.val) rec.val.textContent = leafText(view, i, lang);
    if (rec.prob) rec.prob.firstChild.textContent = probText(view.tree, i, lang);
    // What the node shows is compared with these: NaN makes it write again.
    rec.a = NaN;
    rec.b = NaN;
    rec.mv = NaN;
  }
  view.leafWin.key = null;
}

export function reuseView(view, tree, layout, opts) {
  const old = view.tree;
  if (view.negamaxBoxes !== Boolean(opts.negamax)) return false;
  if (old === tree) return view.large === Boolean(opts.large);
  if (view.large !== Boolean(opts.large) || old.rootPlayer !== tree.rootPlayer) return false;
  if (!sameColumn(old.parent, tree.parent) || !sameColumn(view.layoutX, layout.x)) return false;
  if (!sameLabels(old.labels, tree.labels) || Math.max(2, widestValue(tree)) !== view.labels.chars) return false;
  // A leaf's box fits the widest leaf value.
  if (widestLeafValue(tree, view.negamaxBoxes).length !== view.labels.leafChars) return false;
  // Chance nodes: the same probabilities, and means no wider.
  if (!sameChance(old, tree) || widestExact(tree).length !== view.labels.exactChars) return false;
  view.tree = tree;
  view.layoutX = layout.x;
  // The cuts may differ (chance.js keeps the labels clear of their marks).
  if (tree.hasChance) clearDrawn(view);
  const { num } = tree;
  for (const [i, rec] of view.records) {
    if (rec.val && !same(rec.v, num[i])) {
      rec.v = num[i];
      rec.val.textContent = leafText(view, i, view.lang);
    }
  }
  return true;
}

/**
 * Whether node `i`'s numbers are turned round for the negamax view: the
 * view is on and MIN moves at the node (core/negamax.js).
 */
function turned(view, i) {
  return Boolean(view.negamax) && view.tree.nodes[i]?.player === 'min';
}

/** A leaf's value as drawn: from the side to move in the negamax view. */
function leafText(view, i, lang) {
  return fmt(sideValue(view.tree.nodes[i].value, turned(view, i)), lang);
}

function setText(node, text) {
  if (node.textContent !== text) node.textContent = text;
}

/** The text of a node's α and β lines, or ['', ''] when it has none. */
function windowText(s, lang, min = false) {
  if (s.alpha === null || s.alpha === undefined) return ['', ''];
  const [a, b] = sideWindow(s.alpha, s.beta, min);
  return ['↓α ' + fmtWindowBound(a, lang), '↓β ' + fmtWindowBound(b, lang)];
}

/**
 * The name of a node for a reader, the same as the narration's: its label,
 * or the engine's path name (R.2.1), or "node 7" as a last resort.
 */
export function nodeName(tree, id, lang) {
  const node = tree.nodes[id];
  if (node?.label) return node.label;
  if (node?.name) return node.name;
  return t(lang, 'node.name', { id: String(id) });
}

/**
 * Creates (once) and fills the mark of the cut made at `cut.node`; its
 * tooltip is `title(cut)`, the engine's narration of the cut's step. The
 * mark is filled and placed again only when what it shows changes: its
 * words, and the first pruned child, on whose edge it sits (a new search
 * of a tree drawn the same may cut elsewhere at the same node: reuseView).
 */
function cutMark(view, cut, lang, title) {
  let mark = view.cutMarks.get(cut.node);
  if (!mark) {
    const group = el('g', null, 'cut');
    group.dataset.cutNode = String(cut.node);
    const scissors = el('text', { x: 0, y: 0 }, 'scissors');
    scissors.textContent = '✂';
    // Three short lines ("m=4", "≤ α=5", "shallow"): a cut under a level
    // of leaves has about two leaves of room across, and a level's height.
    const cond = el('text', { x: 12, y: -2 }, 'cond');
    const m = el('tspan', { x: 12, dy: 0 });
    const test = el('tspan', { x: 12, dy: '1.15em' });
    const kind = el('tspan', { x: 12, dy: '1.15em' }, 'kind');
    cond.append(m, test, kind);
    const title = el('title');
    const back = el('rect', { rx: 4 }, 'cut-back');
    group.append(title, back, scissors, cond);
    view.cutLayer.append(group);
    mark = { group, m, test, kind, title, back, cond, now: false, tree: null, step: -1, lang: null };
    view.cutMarks.set(cut.node, mark);
  }
  // The same search (a view draws one tree object per search), the same
  // cut, the same language: the mark is up to date.
  const neg = turned(view, cut.node);
  if (mark.tree === view.tree && mark.step === cut.step && mark.lang === lang && mark.neg === neg) return mark;
  mark.tree = view.tree;
  mark.step = cut.step;
  mark.lang = lang;
  mark.neg = neg;
  const tooltip = title;
  cut = sideCut(cut, neg);
  const which = cut.which === 'alpha' ? 'α' : 'β';
  // Everything the engine's sentence and the mark are made of (the names
  // are the tree's, the same for every search the view draws).
  const pruned = cut.pruned || [];
  const key = lang + '|' + neg + '|' + cut.m + '|' + cut.op + '|' + cut.bound + '|' + cut.kind + '|' + cut.which + '|' + cut.source + '|' + pruned.join(' ');
  if (view.lastCutKey.get(cut.node) !== key) {
    view.lastCutKey.set(cut.node, key);
    // On the edge to the first child it skips: a Star2 cut on its probes
    // also lists the replies it skips below the probed children.
    const first = pruned.length ? (pruned.find((id) => view.tree.parent[id] === cut.node) ?? pruned[0]) : null;
    const x1 = view.px[cut.node];
    const y1 = view.py[cut.node];
    const x2 = first !== null ? view.px[first] : x1;
    const y2 = first !== null ? view.py[first] : y1 + view.geometry.dy;
    // Zoomed out, the mark keeps its floor as the nodes do (view.glyph).
    const k = view.glyph > 1 ? ` scale(${view.glyph})` : '';
    mark.group.setAttribute('transform', `translate(${x1 + (x2 - x1) * CUT_AT},${y1 + (y2 - y1) * CUT_AT})${k}`);
    // (The space keeps the test one phrase for a reader of the text: "m=4 ≤ α=5".)
    // Star1's cuts test hi (failing low) or lo (failing high), not m;
    // Star2's probes the same bounds, made of the probes' values.
    const tested = cut.kind === 'chance-low' || cut.kind === 'probe-low' ? 'hi' : cut.kind === 'chance-high' || cut.kind === 'probe-high' ? 'lo' : 'm';
    mark.m.textContent = `${tested}=${view.tree.exact ? fmtValue(cut.m, view.tree.exact, lang) : fmt(cut.m, lang)} `;
    mark.test.textContent = `${cut.op} ${which}=${boundText(view, cut.bound, lang)}`;
    mark.kind.textContent = t(lang, `cut.${cut.kind}.short`);
    mark.group.dataset.kind = cut.kind;
    // A pale box behind the condition keeps it readable over the edges it
    // crosses. Its size is estimated from the text, not measured: measuring
    // (getBBox) would force a layout of the whole drawing for every cut.
    placeCondition(view, mark, cut, (x2 - x1) * CUT_AT, (y2 - y1) * CUT_AT);
    mark.title.textContent = tooltip ? tooltip(cut) : '';
  }
  return mark;
}

/**
 * Lays out a cut's condition right of its scissors, at (`dx`, `dy`) from
 * its node, with a pale box behind it that keeps it readable over the
 * edges it crosses. Its size is estimated from the text, not measured:
 * measuring (getBBox) would force a layout of the whole drawing for every
 * cut. Three short lines ("m=4", "≤ α=5", "shallow"), except on a steep
 * edge (a middle child pruned first), where three lines would cover the
 * node's own ↑ m, just right of its axis: there the condition starts
 * below ↑ m, its test on one line ("m=4 ≤ α=5", "shallow"), which the
 * level's height holds above the leaves.
 */
function placeCondition(view, mark, cut, dx, dy) {
  const f = view.cutFont;
  const length = (t) => Array.from(t.textContent).length;
  const oneLine = Math.max(length(mark.m) + length(mark.test), length(mark.kind));
  const below = belowM(view, cut, dx, dy, f, oneLine * CHAR_W * f + 8);
  const chars = below === null ? Math.max(...[mark.m, mark.test, mark.kind].map(length)) : oneLine;
  const top = below ?? 0;
  mark.cond.setAttribute('y', String(top - 2));
  mark.test.setAttribute('dy', below === null ? '1.15em' : '0');
  if (below === null) mark.test.setAttribute('x', '12');
  else mark.test.removeAttribute('x');
  mark.back.setAttribute('x', '9');
  mark.back.setAttribute('y', String(top - 2 - f));
  mark.back.setAttribute('width', String(chars * CHAR_W * f + 8));
  mark.back.setAttribute('height', String((below === null ? 3.45 : 2.3) * f + 4));
}

/**
 * How far down (in the mark's units) a cut's condition must start to
 * clear its node's ↑ m, or null when three lines from the scissors at
 * (`dx`, `dy`) already clear it, or when its test on one line (`width`)
 * there would meet something else: the next node of the level, where that
 * node's ↑ m and cut stand (a crowded binary tree), or an inner child's
 * ↓α ↓β (it moves only above a level of leaves). Then it stays as it was.
 * Both are scaled on screen: the node by `view.lesson`, the mark by
 * `view.glyph` (placeAt, cutMark).
 */
function belowM(view, cut, dx, dy, f, width) {
  const lg = view.labels;
  const node = view.tree.nodes[cut.node];
  if (!node || node.isLeaf || !childrenAllLeaves(view.tree, cut.node)) return null;
  const L = Math.max(1, view.lesson || 1);
  const G = Math.max(1, view.glyph || 1);
  const top = shapeExtent(node, view.geometry).bottom + 2;
  // ↑ m's widest at this node: "↑ ≤ " and the value the cut tests.
  const mChars = 4 + Math.max(Array.from(fmt(cut.m)).length, Array.from(fmt(cut.bound)).length);
  const m = { right: L * (lg.mX + mChars * CHAR_W * lg.fM), top: L * top, bottom: L * (top + 1.1 * lg.fM) };
  const c = { left: dx + 9 * G, top: dy - (2 + f) * G, bottom: dy + (2.45 * f + 2) * G };
  const meets = c.left < m.right && c.top < m.bottom && m.top < c.bottom;
  if (!meets) return null;
  const next = nextOnLevel(view, cut.node);
  if (next !== null && view.px[cut.node] + c.left + width * G > view.px[next] + L * lg.mX) return null;
  return (m.bottom + 2 - c.top) / G;
}

/** Whether every child of `id` is a leaf (pre-order: a child's subtree ends at `end`). */
function childrenAllLeaves(tree, id) {
  const { end } = tree;
  for (let j = id + 1; j < end[id]; j = end[j]) if (end[j] !== j + 1) return false;
  return true;
}

/**
 * The node drawn next right of `id` on its level (its depth), or null: in
 * pre-order, the first node of that depth after `id`'s subtree, reached
 * by going down from the shallower nodes on the way and over the subtrees
 * of leaves. A few steps, not a pass over the tree for every cut mark.
 */
function nextOnLevel(view, id) {
  const { end, depth } = view.tree;
  const d = depth[id];
  let j = end[id];
  while (j < end.length) {
    if (depth[j] === d) return j;
    j = depth[j] < d ? j + 1 : end[j];
  }
  return null;
}

/**
 * Shows the principal variation as a double line over its edges, or hides
 * it. The lines are made when the variation changes (a handful, one pair
 * per level), from the nodes' positions, drawn or not.
 */
function drawPv(view, pv) {
  const key = pv && pv.length > 1 ? pv.join(',') : '';
  if (view.pvKey === key) return;
  view.pvKey = key;
  view.pvLayer.replaceChildren();
  if (!key) return;
  for (let j = 1; j < pv.length; j++) {
    const ends = edgeEnds(view, pv[j - 1], pv[j]);
    view.pvLayer.append(el('line', ends, 'pv-outer'), el('line', ends, 'pv-inner'));
  }
}

/** The ends of the edge from `p` to its child `i`: under and over the shapes. */
function edgeEnds(view, p, i) {
  const g = view.geometry;
  const { tree } = view;
  return {
    x1: view.px[p],
    y1: view.py[p] + shapeExtent(tree.nodes[p], g).bottom,
    x2: view.px[i],
    y2: view.py[i] - shapeExtent(tree.nodes[i], g).top,
  };
}

/** Moves `element` to node `id`, or hides it when `id` is null. */
function placeAt(view, element, id) {
  if (id === null || id === undefined) {
    element.setAttribute('display', 'none');
    return;
  }
  element.setAttribute('transform', nodeTransform(view, id, view.lesson));
  element.removeAttribute('display');
}

/** A node's (or an overlay mark's) place, its shapes and texts scaled up by `k` when more than 1. */
function nodeTransform(view, id, k) {
  return k > 1 ? `translate(${view.px[id]},${view.py[id]}) scale(${k})` : `translate(${view.px[id]},${view.py[id]})`;
}

/**
 * The overlay: the ring of the current node, the source marks (ring and α
 * or β badge), and the α β window of the current or pointed leaf (leaves
 * stand too close together for every window to show at once), with the
 * leaves' Knuth–Moore types it covers out of its way (`typesShown`:
 * whether they are drawn; placeLeafType).
 */
function drawOverlay(view, snap, focus, badges, typesShown) {
  const current = snap.current ?? null;
  if (view.ringAt !== current) {
    view.ringAt = current;
    placeAt(view, view.ring, current);
  }

  const marks = [...badges.entries()];
  view.sources.forEach((slot, j) => {
    const [id, text] = marks[j] || [null, ''];
    if (slot.id !== id) {
      slot.id = id;
      placeAt(view, slot.mark, id);
    }
    if (slot.text !== text) {
      slot.text = text;
      slot.badge.textContent = text;
    }
  });

  let leaf = null;
  if (focus !== null && focus !== undefined && view.tree.nodes[focus]?.isLeaf) leaf = focus;
  else if (current !== null && view.tree.nodes[current]?.isLeaf) leaf = current;
  // A leaf whose window a question asks for (core/ask.js) shows "?".
  const asked = leaf !== null && snap.asked && snap.asked[leaf] & ASK_WINDOW;
  const [a, b] = leaf === null ? ['', ''] : asked ? ['↓α ?', '↓β ?'] : windowText(nodeAt(snap, leaf), view.lang, turned(view, leaf));
  const win = view.leafWin;
  const key = a ? `${leaf}|${a}|${b}|${typesShown}` : '';
  if (win.key !== key) {
    win.key = key;
    // The Knuth–Moore types of the leaf and of the neighbours its window
    // covers stood where the window goes, half hidden ("CUT" read "UT"):
    // while it is shown, the leaf's moves above it, and the neighbours'
    // step aside (placeLeafType).
    const was = win.covered;
    win.leaf = a ? leaf : null;
    win.covered = a ? coveredLeaves(view, leaf, Math.max(a.length, b.length)) : [];
    for (const id of was) if (!win.covered.includes(id)) placeLeafType(view, id);
    for (const id of win.covered) placeLeafType(view, id);
    if (!a) {
      win.text.setAttribute('display', 'none');
    } else {
      win.a.textContent = a;
      win.b.textContent = b;
      flag(win.a, 'asked', Boolean(asked));
      flag(win.b, 'asked', Boolean(asked));
      win.text.setAttribute('y', String(-(view.geometry.leaf + 6 + 1.15 * view.labels.fAb)));
      win.text.setAttribute('transform', nodeTransform(view, leaf, view.lesson));
      win.text.removeAttribute('display');
    }
  }
}

/** Whether two engine floats are the same value (NaN, "none", equals NaN). */
function same(x, y) {
  return x === y || (Number.isNaN(x) && Number.isNaN(y));
}

/** Whether `parent`'s last children are `elements`, in that order. */
function endsWith(parent, elements) {
  let at = parent.lastChild;
  for (let j = elements.length - 1; j >= 0; j--) {
    if (at !== elements[j]) return false;
    at = at.previousSibling;
  }
  return true;
}

/** Sets or removes a data-* flag. */
function flag(element, key, on) {
  if (on) element.dataset[key] = 'true';
  else delete element.dataset[key];
}

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

/** Forgets every element drawn, so that the next paint places them again. */
function clearDrawn(view) {
  const { py } = view;
  for (const rec of view.records.values()) {
    rec.group.remove();
    if (rec.edge) rec.edge.remove();
    if (rec.prob) rec.prob.remove();
  }
  view.records.clear();
  view.probAt = null;
  // The interval bar is placed again (its scale, the probabilities' places).
  if (view.bar) view.bar.key = null;
  view.nodes = new Array(py.length);
  view.edges = new Array(py.length);
  view.parts = new Array(py.length);
  for (const mark of view.summaries.values()) mark.group.remove();
  view.summaries.clear();
  view.cutLayer.replaceChildren();
  view.cutMarks.clear();
  view.lastCutKey.clear();
  view.shownCuts.clear();
  view.pvKey = null;
  view.ringAt = undefined;
  for (const slot of view.sources) slot.id = undefined;
  view.leafWin.key = null;
  const sel = view.selectedAt;
  view.selectedAt = undefined;
  markSelected(view, sel);
}

/** A y in drawing units as a level (depth, fractional), and back. */
export const levelOf = (view, y) => (y - view.top) / view.gap;
export const yOfLevel = (view, d) => view.top + d * view.gap;

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
const glyphAt = (view, scale) => Math.max(1, view.floor / scale);

/**
 * The same for what the lesson points at: LESSON_MIN of its size (or the
 * floor, if larger) once the drawing is dense enough for the rest to be
 * scaled up (below view.floor), and its own size above. Above the floor
 * scale nothing is tight, so a larger path node would run into its
 * neighbours' texts; and a small tree seen whole or zoomed keeps one size
 * for every node.
 */
const lessonAt = (view, scale) => (scale < view.floor ? Math.max(view.floor, LESSON_MIN) / scale : 1);

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

/** The scale on screen, in pixels per drawing unit. */
function screenScale(view, box) {
  if (view.scale) return view.scale;
  const w = view.svg.clientWidth;
  return w > 0 ? w / box.w : 1;
}

/**
 * Whether node `i` is shown folded (a summary mark) in the current paint.
 * The level of detail never folds a subtree that holds the current or the
 * selected node: zoomed out, their path stays drawn through the marks of
 * its siblings, so following the search never loses its node.
 */
function folded(view, i, st, parentSt, dense, scale, current, selected) {
  if (view.tree.end[i] === i + 1) return false;
  if (view.collapsed.has(i)) return true;
  if (view.foldPruned && st !== undefined && !view.unfolded.has(i)) {
    // A pruned subtree's root (its parent was not pruned), or an unreached
    // one under a reached parent.
    if (st === 4 && parentSt !== 4) return true;
    if (st === 0 && parentSt !== undefined && parentSt !== 0) return true;
  }
  // The selected node itself may be a mark's root (a click on it does not
  // open the mark); its descendants may not.
  const end = view.tree.end[i];
  const keep = (current !== null && current >= i && current < end) || (selected !== null && selected > i && selected < end);
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
  const seen = screenScale(view, visibleBox(view));
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
  const scale = screenScale(view, box);
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
  for (let i = 0; i < n; ) {
    if (hi[i] < x0 || lo[i] > x1 || py[i] > y1 || view.deepest[i] < y0) {
      if (crosses(i)) wantNodes.push(i);
      i = end[i];
      continue;
    }
    const p = tree.parent[i];
    if (folded(view, i, st[i], p >= 0 ? st[p] : undefined, dense, scale, current, selected)) {
      wantSummaries.push(i);
      if (py[i] >= y0 || crosses(i)) wantNodes.push(i);
      i = end[i];
      continue;
    }
    if ((py[i] >= y0 && px[i] >= x0 && px[i] <= x1) || crosses(i)) wantNodes.push(i);
    i += 1;
  }

  syncNodes(view, wantNodes);
  syncSummaries(view, wantSummaries, scale, ctx.lang);
  updateNodes(view, snap, ctx);
  drawCuts(view, snap, ctx);
  drawWindows(view, ctx.windows || [], ctx.lang);
  drawBar(view, ctx.bar ?? null, ctx.lang, (node) => shapeExtent(node, view.geometry), box);
  if (view.onPaint) view.onPaint(view);
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
  return crowdedAcross(view, i, leaf) || crowdedBelowParent(view, i, leaf);
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
      // hit, ↓α ↓β, shape, ↑ m (prototypes).
      const ab = group.childNodes[1];
      rec.abA = ab.firstChild;
      rec.abB = ab.lastChild;
      rec.m = group.lastChild;
    }
    // The name the narration uses: the label, or the engine's path name
    // (R, R.2, R.2.1). Leaves show only real labels, below the square; an
    // inner node's short name sits inside its triangle, a longer one above.
    const name = nameText(view, node, g);
    if (name) group.append(name);
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
 * The name drawn on `node`, or null: a leaf's label below its square; an
 * inner node's short name inside its shape (a triangle's centroid, a
 * circle's centre), a longer one above its window.
 */
function nameText(view, node, g) {
  const name = node.isLeaf ? node.label : drawnName(node);
  if (!name) return null;
  const lg = view.labels;
  let text;
  if (node.isLeaf) text = el('text', { y: g.leaf + 4 + 0.6 * lg.fLabel }, 'label leaf-label');
  else if (name.length <= 3)
    text = el('text', { y: node.isChance ? 1 : node.player === 'max' ? Math.round(0.35 * g.triH) : -Math.round(0.25 * g.triH) }, 'label');
  else text = el('text', { x: 0, y: -(g.triH + 4 + 2.3 * lg.fAb + 0.6 * lg.fLabel) }, 'label outer-label');
  text.textContent = name;
  return text;
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
 * to its lowest level and across its extent, with its size in words, and
 * the root's state. Text is sized for the screen, whatever the zoom.
 */
function syncSummaries(view, ids, scale, lang) {
  const want = new Set(ids);
  for (const [id, mark] of view.summaries) {
    if (!want.has(id) || mark.scale !== scale || mark.lang !== lang) {
      mark.group.remove();
      view.summaries.delete(id);
    }
  }
  const { px, py, lo, hi, deepest, tree } = view;
  const minHalf = 8 / scale;
  for (const i of ids) {
    if (view.summaries.has(i)) continue;
    const left = Math.min(lo[i], px[i] - minHalf);
    const right = Math.max(hi[i], px[i] + minHalf);
    const bottom = Math.max(deepest[i], py[i] + 16 / scale);
    const group = el('g', null, 'summary');
    group.dataset.rootId = String(i);
    const size = tree.end[i] - i;
    group.dataset.size = String(size);
    group.append(el('polygon', { points: `${px[i]},${py[i]} ${left},${bottom} ${right},${bottom}` }, 'summary-shape'));
    const room = (right - left) * scale;
    const words = count(size, lang);
    if (room >= words.length * 7 + 6) {
      // Scaled by a transform, not by its font size: browsers cap font sizes
      // (10,000 px in Chromium), and a far zoom needs more in drawing units.
      const at = el('g', { transform: `translate(${px[i]},${bottom - 4 / scale}) scale(${1 / scale})` });
      const text = el('text', { x: 0, y: 0 }, 'summary-size');
      text.textContent = words;
      at.append(text);
      group.append(at);
    }
    const title = el('title');
    title.textContent = t(lang, 'nav.summary', { size: words, name: nodeName(tree, i, lang) });
    group.prepend(title);
    view.summaryLayer.append(group);
    view.summaries.set(i, { group, scale, lang });
  }
}

/**
 * The nodes whose m set a bound now in use, with the letters to show: on
 * a cut step, the cut's source; otherwise the sources of the pointed (or
 * current) node's α and β. The negamax view names a MIN node's window
 * (−β, −α): the node that set its α set its negamax β, and a cut against
 * its α is one against its negamax β (core/negamax.js sideCut), so there
 * the letters are swapped.
 * @returns {Map<number, string>}
 */
function stepBadges(view, snap, ctx, focus) {
  const badges = new Map();
  const addBadge = (id, letter) => {
    if (id === null || id === undefined) return;
    const have = badges.get(id) || '';
    if (!have.includes(letter)) badges.set(id, have ? have + ' ' + letter : letter);
  };
  const step = ctx.step;
  if (step && step.kind === 'cut' && step.cut && (ctx.focus === null || ctx.focus === undefined)) {
    addBadge(step.cut.source, (step.cut.which === 'alpha') !== turned(view, step.cut.node) ? 'α' : 'β');
  } else if (focus !== null && focus !== undefined) {
    const f = nodeAt(snap, focus);
    if (f && f.alpha !== null) {
      const neg = turned(view, focus);
      addBadge(f.alphaSrc, neg ? 'β' : 'α');
      addBadge(f.betaSrc, neg ? 'α' : 'β');
    }
  }
  return badges;
}

/**
 * The sources the narration names at this step, whatever node the
 * pointer shows: the camera keeps them in sight (viewport.js follow).
 */
function narratedSources(snap, step, current) {
  if (step && step.kind === 'cut' && step.cut) return [step.cut.source];
  if (current !== null) {
    const c = nodeAt(snap, current);
    if (c && c.alpha !== null) return [c.alphaSrc, c.betaSrc];
  }
  return [];
}

/**
 * Rewrites drawn node `i` (its record `rec`) from the snapshot, only what
 * differs from what it shows: its numbers are compared with the ones it
 * was drawn with.
 */
function updateRecord(view, i, rec, snap, marks) {
  const { current, pv, badges } = marks;
  const s = snap.state[i];
  // The negamax view turns a MIN node's numbers round (core/negamax.js).
  let a = snap.alpha[i];
  let b = snap.beta[i];
  let m = snap.m[i];
  let bd = snap.bound[i];
  if (view.negamax && turned(view, i)) {
    [a, b] = sideWindow(a, b, true);
    m = sideValue(m, true);
    bd = BOUNDS.indexOf(sideBound(BOUNDS[bd], true));
  }
  if (rec.st !== s) {
    rec.st = s;
    const name = STATES[s];
    rec.group.dataset.state = name;
    if (rec.edge) rec.edge.dataset.state = name;
    if (rec.prob) rec.prob.dataset.state = name;
  }
  // A question of "Ask the class" (core/ask.js) writes "?" where its
  // answer will be: the node's window, its m.
  const asked = snap.asked ? snap.asked[i] : 0;
  const qw = asked & ASK_WINDOW;
  const qm = asked & ASK_M;
  if (rec.abA && !(same(rec.a, a) && same(rec.b, b) && rec.qw === qw)) {
    rec.a = a;
    rec.b = b;
    rec.qw = qw;
    const none = Number.isNaN(a);
    setText(rec.abA, qw ? '↓α ?' : none ? '' : '↓α ' + boundText(view, a));
    setText(rec.abB, qw ? '↓β ?' : none ? '' : '↓β ' + boundText(view, b));
    flag(rec.abA, 'asked', Boolean(qw));
    flag(rec.abB, 'asked', Boolean(qw));
  }
  if (rec.m || rec.val) drawType(view, i, rec, marks.types);
  if (rec.m && !(same(rec.mv, m) && rec.bd === bd && rec.qm === qm)) {
    rec.mv = m;
    rec.bd = bd;
    rec.qm = qm;
    setText(rec.m, qm ? '↑ ?' : Number.isNaN(m) ? '' : '↑ ' + mText(view, m, bd));
    flag(rec.m, 'asked', Boolean(qm));
  }
  // The marks: current, on the path (entered and not left), principal
  // variation, source of a bound in use, selected.
  const flags = (i === current ? 'c' : '') + (s === 1 ? 'p' : '') + (pv.has(i) ? 'v' : '') + (badges.has(i) ? 's' : '') + (i === view.selectedAt ? 'x' : '');
  if (rec.flags !== flags) {
    rec.flags = flags;
    flag(rec.group, 'current', i === current);
    flag(rec.group, 'onPath', s === 1);
    if (rec.edge) flag(rec.edge, 'onPath', s === 1);
    flag(rec.group, 'pv', pv.has(i));
    flag(rec.group, 'source', badges.has(i));
    flag(rec.group, 'selected', i === view.selectedAt);
    // Zoomed out, the lesson's nodes keep their lesson size (lessonAt).
    const big = view.lesson > view.glyph && (i === current || s === 1 || badges.has(i));
    if (rec.big !== big) {
      rec.big = big;
      rec.group.setAttribute('transform', nodeTransform(view, i, big ? view.lesson : view.glyph));
    }
  }
}

/**
 * A node's ↑ m as drawn: `5`, `≥ 6`, `≤ 4`; on a chance tree a mean as
 * the engine writes it exactly ("5/3"), rounded only where no exact text
 * reached the page (num.js fmtValue).
 */
function mText(view, m, bd) {
  if (!view.tree.exact) return bd ? fmtBound(m, BOUNDS[bd], view.lang) : fmt(m, view.lang);
  const text = fmtValue(m, view.tree.exact, view.lang);
  const kind = BOUNDS[bd];
  return kind === 'lower' ? '≥ ' + text : kind === 'upper' ? '≤ ' + text : text;
}

/** A bound of a window as drawn (↓α, ↓β, a cut's test): exactly on a chance tree, as mText. */
function boundText(view, v, lang = view.lang) {
  return view.tree.exact ? fmtValue(v, view.tree.exact, lang) : fmtWindowBound(v, lang);
}

/** Knuth–Moore's node types by their engine code (nodeTypes: 0 none). */
const TYPE_NAMES = ['–', 'PV', 'CUT', 'ALL'];

/**
 * Writes node `i`'s Knuth–Moore type, when the types are shown (`types`:
 * {ideal, actual} by node id, or null): the type it has in a perfectly
 * ordered tree, then, when this search gives it another, an arrow and that
 * one ("CUT→ALL"); "–" outside the minimal tree or not reached. An inner
 * node's stands left of its shape; a leaf's above its box, where an inner
 * node has its ↓α ↓β, on two lines when they differ ("CUT", "→ALL"), as
 * narrow as the leaf's place, and nothing for a leaf with neither type.
 * Made on first use, so a drawing without the types has no such text.
 */
function drawType(view, i, rec, types) {
  const key = types ? `${types.ideal[i]}|${types.actual[i]}` : '';
  if (rec.ktKey === key || (!key && !rec.kt)) return;
  rec.ktKey = key;
  const leaf = Boolean(rec.val);
  if (!rec.kt) {
    rec.kt = leaf ? el('text', { x: 0 }, 'ktype leaf-type') : el('text', { x: -(view.geometry.tri + 5), y: 5 }, 'ktype');
    rec.group.append(rec.kt);
    if (leaf) placeLeafType(view, i);
  }
  if (!types) {
    rec.kt.textContent = '';
    return;
  }
  const ideal = TYPE_NAMES[types.ideal[i]] ?? '–';
  const actual = TYPE_NAMES[types.actual[i]] ?? '–';
  if (leaf && !types.ideal[i] && !types.actual[i]) {
    // A leaf outside the minimal tree and not reached says nothing: under
    // a cut its "–" would only stand in the way of the cut's mark.
    rec.kt.textContent = '';
  } else if (leaf && ideal !== actual) {
    // The first line one line up, so the last stays just above the box.
    rec.kt.replaceChildren(el('tspan', { x: 0, dy: '-1.1em' }), el('tspan', { x: 0, dy: '1.1em' }));
    rec.kt.firstChild.textContent = ideal;
    rec.kt.lastChild.textContent = `→${actual}`;
  } else {
    rec.kt.textContent = ideal === actual ? ideal : `${ideal}→${actual}`;
  }
  rec.kt.dataset.agree = String(ideal === actual);
}

/**
 * A leaf's type stands just above its box; above the α β window when the
 * window is shown over that leaf (drawOverlay), which would hide it; and
 * not at all while the window of a neighbour covers it: lifted too, it
 * fell on the labels above (the parent's ↑ m).
 */
function placeLeafType(view, id) {
  const kt = id === null ? null : view.records.get(id)?.kt;
  if (!kt) return;
  const { leaf, covered } = view.leafWin;
  const lift = leaf === id ? 2.3 * view.labels.fAb : 0;
  kt.setAttribute('y', String(-(view.geometry.leaf + 6 + lift)));
  if (leaf !== id && covered.includes(id)) kt.setAttribute('visibility', 'hidden');
  else kt.removeAttribute('visibility');
}

/**
 * The leaves whose type the α β window over `leaf` (`chars` characters on
 * its longer line) covers: the leaf, and the drawn leaves of its level
 * under the same grandparent (its neighbours, cousins included) whose
 * type reaches the window's width. Widths are estimated at 1 em a
 * character (the arrows, ∞ and the bold capitals of the types are that
 * wide), without reading the layout.
 */
function coveredLeaves(view, leaf, chars) {
  const { nodes } = view.tree;
  const parent = nodes[leaf].parent;
  const top = parent === null ? null : (nodes[parent].parent ?? parent);
  const near = top === null ? [leaf] : nodes[top].children.flatMap((c) => (nodes[c].isLeaf ? [c] : nodes[c].children));
  const fAb = view.labels.fAb;
  const half = 0.5 * fAb * chars;
  return near.filter((id) => {
    if (id === leaf) return true;
    const kt = view.records.get(id)?.kt;
    if (!kt?.textContent || view.py[id] !== view.py[leaf]) return false;
    const longest = Math.max(...[...kt.childNodes].map((t) => t.textContent.length));
    return Math.abs(view.px[id] - view.px[leaf]) < half + 0.5 * 0.8 * fAb * longest + 2;
  });
}

/** Updates the drawn nodes and the marks from the snapshot. */
function updateNodes(view, snap, ctx) {
  const focus = ctx.focus !== null && ctx.focus !== undefined ? ctx.focus : snap.current;
  const badges = stepBadges(view, snap, ctx, focus);
  const step = ctx.step;
  const current = snap.current ?? null;
  view.stepSources = narratedSources(snap, step, current);
  const marks = { current, pv: new Set(ctx.pv || []), badges, types: ctx.types ?? null };
  /** The groups scaled up for the lesson (then the current node's), to draw last. */
  const lesson = [];
  for (const [i, rec] of view.records) {
    updateRecord(view, i, rec, snap, marks);
    if (rec.big && i !== current) lesson.push(rec.group);
  }
  // Zoomed out, neighbours overlap: the lesson's nodes are drawn over them,
  // the current node last.
  const cur = current !== null ? view.records.get(current) : undefined;
  if (cur) lesson.push(cur.group);
  if (!endsWith(view.nodeLayer, lesson)) view.nodeLayer.append(...lesson);
  for (const [i, mark] of view.summaries) {
    const st = snap.state[i];
    if (mark.st !== st) {
      mark.st = st;
      mark.group.dataset.state = STATES[st];
    }
  }

  drawOverlay(view, snap, focus, badges, marks.types !== null);
  markReturning(view, step);
  markTriedFirst(view, step);
  drawPv(view, ctx.pv);
}

/** A child handing its value up: its edge is marked for the step. */
function markReturning(view, step) {
  const returning = step && step.kind === 'return' ? step.node : null;
  if (view.returning !== returning && view.returning !== null) delete view.edges[view.returning]?.dataset.returning;
  if (returning !== null && view.edges[returning]) view.edges[returning].dataset.returning = 'true';
  view.returning = returning;
}

/**
 * A move tried first (a killer move, or the move an earlier iteration of
 * iterative deepening found): the node and its edge are marked for the
 * step, with the step's kind, so the drawing shows where the order comes
 * from. A node off screen has no group, so it is not marked.
 */
function markTriedFirst(view, step) {
  const first = step && (step.kind === 'killer' || step.kind === 'deepen') ? step.node : null;
  const firstKind = first === null ? null : step.kind;
  if (view.tried === first && view.triedKind === firstKind) return;
  if (view.tried !== null && view.tried !== undefined) {
    delete view.nodes[view.tried]?.dataset.triedFirst;
    delete view.edges[view.tried]?.dataset.triedFirst;
  }
  if (first !== null) {
    if (view.nodes[first]) view.nodes[first].dataset.triedFirst = firstKind;
    if (view.edges[first]) view.edges[first].dataset.triedFirst = firstKind;
  }
  view.tried = first;
  view.triedKind = firstKind;
}

/**
 * Cut marks: those of the cuts made so far whose node is drawn. A node
 * folded into a summary mark, or off screen, shows no cut mark: a big tree
 * seen whole near the end of its search has made thousands of cuts, and
 * drawing them all (each too small to read) cost the browser more than
 * the rest of the drawing.
 */
function drawCuts(view, snap, ctx) {
  const wanted = new Set();
  const step = ctx.step;
  const currentCut = step && step.kind === 'cut' && step.cut ? step.cut.node : null;
  const setAside = setAsideBy(view, ctx.windows);
  for (const cut of snap.cuts || []) {
    if (!view.records.has(cut.node) || setAside(cut)) continue;
    wanted.add(cut.node);
    const mark = cutMark(view, cut, ctx.lang, ctx.cutTitle);
    // Only what changed is written: most marks on screen stay as they are.
    if (!view.shownCuts.has(cut.node)) mark.group.removeAttribute('display');
    const now = cut.node === currentCut;
    if (mark.now !== now) {
      mark.now = now;
      if (now) mark.group.dataset.now = 'true';
      else delete mark.group.dataset.now;
    }
  }
  for (const id of view.shownCuts) {
    if (!wanted.has(id)) view.cutMarks.get(id)?.group.setAttribute('display', 'none');
  }
  view.shownCuts = wanted;
}

/** A value as the engine's DTOs write it ("+inf", "-inf", a number) as a number. */
const engineNumber = (v) => (v === '+inf' ? Infinity : v === '-inf' ? -Infinity : v);

/** The words before a window on its edge, by the kind of phase (core/windows.js). */
const WINDOW_WORDS = { test: 'window.test', research: 'window.research', pass: 'window.pass', aspiration: 'window.aspiration', probe: 'window.probe' };

/**
 * The windows of the phases in force (PVS's test or re-search of a child,
 * MTD(f)'s pass, aspiration's search of the root), each written on its
 * node's edge, halfway down, or beside the root: "test (3, 3⁺)". The tags
 * are a pool in the overlay (a handful at most: one per phase in force),
 * with a pale box behind the text, as a cut's condition has.
 * @param {object} view
 * @param {Array<{kind: string, node: number, alpha: *, beta: *, index: number}>} windows
 * @param {string} lang
 */
function drawWindows(view, windows, lang) {
  const shown = windows.filter((w) => w.alpha !== null && w.alpha !== undefined && w.node < view.px.length);
  while (view.windowTags.length < shown.length) {
    const group = el('g', null, 'window-tag');
    const back = el('rect', { rx: 4 }, 'window-back');
    const text = el('text', { x: 0, y: 0 }, 'window-text');
    group.append(back, text);
    view.overlay.append(group);
    view.windowTags.push({ group, back, text, key: '' });
  }
  view.windowTags.forEach((tag, j) => {
    const w = shown[j];
    if (!w) {
      if (tag.key !== '') tag.group.setAttribute('display', 'none');
      tag.key = '';
      return;
    }
    const [wa, wb] = turned(view, w.node) ? sideWindow(engineNumber(w.alpha), engineNumber(w.beta), true) : [w.alpha, w.beta];
    const words = t(lang, WINDOW_WORDS[w.kind], { n: w.index }) + ' ' + fmtWindow(wa, wb, lang);
    const key = `${w.kind}|${w.node}|${words}|${view.lesson}|${view.px[w.node]}|${view.py[w.node]}`;
    if (tag.key === key) return;
    tag.key = key;
    tag.text.textContent = words;
    tag.group.dataset.kind = w.kind;
    tag.group.dataset.node = String(w.node);
    // Shown first: a hidden text measures nothing (placeWindowTag).
    tag.group.removeAttribute('display');
    placeWindowTag(view, tag, w.node, Array.from(words).length);
  });
}

/**
 * Places a window's tag right of the node's ↓α ↓β lines (which end at its
 * axis), at their height: the window and the words say which search the
 * node inherits them from. Scaled up with the lesson's nodes when zoomed
 * out (placeAt). Its box is sized from the text as drawn, bold and in its
 * font (a count of `chars` characters made it narrower than "aspiration
 * (3.5, 4.5)"), with 5 units of air each side; from the count only where
 * nothing is laid out to measure (a drawing not in the document).
 */
function placeWindowTag(view, tag, id, chars) {
  const f = view.cutFont;
  const measured = tag.text.getComputedTextLength();
  const width = (measured > 0 ? measured : chars * CHAR_W * f) + 10;
  const node = view.tree.nodes[id];
  const top = shapeExtent({ isLeaf: Boolean(node?.isLeaf), isChance: Boolean(node?.isChance), player: node ? node.player : 'max' }, view.geometry).top;
  // The middle of the two ↓ lines (prototypes: abY and 1.15 em below it).
  let mid = -top - 6 - 1.15 * view.labels.fAb + 0.3 * view.labels.fAb;
  // Past the drawing's right edge (a node on the right, a long French
  // word), the tag moves left, and up a line so as not to cover ↓α ↓β.
  const k = Math.max(1, view.lesson);
  const over = view.px[id] + (3 + width) * k - view.width;
  const x = over > 0 ? 3 - over / k : 3;
  if (over > 0) mid -= 1.6 * f;
  tag.group.setAttribute('transform', nodeTransform(view, id, view.lesson));
  tag.text.setAttribute('x', String(x + 5));
  tag.text.setAttribute('y', String(mid + 0.35 * f));
  tag.back.setAttribute('x', String(x));
  tag.back.setAttribute('y', String(mid - 0.75 * f));
  tag.back.setAttribute('width', String(width));
  tag.back.setAttribute('height', String(1.5 * f));
}

/**
 * Whether a cut belongs to a search set aside: made, before the pass or the
 * re-search in force began, inside the subtree that phase searches again
 * (MTD(f)'s earlier passes, the failed test of a child PVS searches again,
 * the probes of a chance node Star2 searches again).
 * Its mark would say that a node is cut that the new search has not cut.
 */
function setAsideBy(view, windows) {
  const again = (windows || []).filter((w) => w.kind === 'pass' || w.kind === 'research' || w.kind === 'search');
  if (!again.length) return () => false;
  const { end } = view.tree;
  return (cut) => again.some((w) => cut.step < w.from && cut.node >= w.node && cut.node < end[w.node]);
}

/**
 * Marks node `id` as selected for editing (a dashed square and
 * data-selected="true" on its <g> when drawn), or clears the mark when `id`
 * is null.
 */
export function markSelected(view, id) {
  const at = id === null || id === undefined || id < 0 || id >= view.px.length ? null : id;
  if (view.selectedAt === at) return;
  if (view.selectedAt !== null) delete view.nodes[view.selectedAt]?.dataset.selected;
  view.selectedAt = at;
  if (at !== null && view.nodes[at]) view.nodes[at].dataset.selected = 'true';
  const rec = at === null ? null : view.records.get(at);
  if (rec) rec.flags = '';
  placeAt(view, view.selectRing, at);
  // A node selected off screen (by the keys) is brought into view.
  if (at !== null && view.camera && view.onReveal) {
    const c = view.camera;
    const x = view.px[at];
    const y = view.py[at];
    if (x < c.x || x > c.x + c.w || y < c.y || y > c.y + c.h) view.onReveal(at);
  }
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

/**
 * Finds the node id under a DOM event target, or null.
 * @param {EventTarget|null} target
 * @returns {number|null}
 */
export function nodeIdAt(target) {
  const g = target?.closest ? target.closest('g.node') : null;
  return g ? Number(g.dataset.nodeId) : null;
}

// The camera's arithmetic, for viewport.js (the camera) and navigate.js
// (the minimap), and the small player's frame, for miniview.js: how far a
// zoom may go, which trees are drawn whole and scrolled rather than
// through the camera, how the camera stays over the tree, where a
// rectangle on screen falls in drawing units. Plain numbers in, plain
// numbers out, so tests/unit/camera.test.mjs runs them under node. They
// live here rather than in a module of their own because every module the
// page loads is preloaded by index.html, which this change leaves alone.

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
export const SCROLL_MAX_PX = 30000;

/**
 * A framed subtree (`frameScale`) takes this share of the box's width.
 */
export const FRAME_SHARE = 0.8;

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
