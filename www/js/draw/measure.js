// Measuring the texts of a tree, once per tree (buildTree, build.js): the
// sizes a drawing is made of (`GEOMETRY`, normal and large text), the
// floors no text is drawn below on screen (`FLOOR_PX`, `floorScale`), the
// widest value, name and cut words the tree can show, their widths as the
// style sheet draws them (`textWidths`, one layout for all), and from
// those where each label of a node goes and how far it reaches
// (`labelGeometry`). A node's texts stand in bands (↓α ↓β above its
// shape, ↑ m below, a short name inside), so a node needs about its widest
// text across: `pairNeed` is the least distance between two neighbours'
// axes, `neededDx` the distance between leaves that keeps them all clear.

import { fmt, fmtExact } from '../core/num.js';
import { cssPx, el } from './svg.js';
import { probNeed, widestProb } from './chance.js';

/**
 * Sizes in SVG user units (pixels at 100 %), for the normal and the large
 * text mode. `dx` is the smallest distance between two leaves and `maxDx`
 * the largest (the distance grows when neighbours stand too close for
 * their labels), `dy` the least distance between levels, `pad` the margin
 * around the drawing, `tri` and `triH` a triangle's half width and half
 * height. A leaf's box is sized from its text (labelGeometry). Font sizes
 * live in the CSS (--t-*), read here to estimate how wide the labels are.
 */
export const GEOMETRY = {
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
const FLOOR_PX = {
  normal: { value: 13, small: 11 },
  large: { value: 18, small: 14 },
};

/** The average advance of a character, as a fraction of the font size. */
export const CHAR_W = 0.6;

/** The room between two neighbours' texts, in drawing units. */
const AIR = 4;

/**
 * The longest value in the tree, in characters: of every node (at least 2,
 * for ±∞ in a window) and of the leaves alone (at least 1).
 */
export function widestValue(tree) {
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
export function pairNeed(lg, aLeaf, bLeaf) {
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
export function neededDx(tree, layout, lg) {
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
 * whole, and `leafOuter` a leaf's with the marks of the current leaf,
 * its window ("↓α −∞" over "↓β +∞", centred over it: marks.js
 * drawOverlay) and ring, which may end in the drawing's margin (`pad`),
 * not past it (place.js placeX: an outermost leaf's window ran 5 px past
 * the drawing's edge, fig25a's u.1 in large text).
 */
export function labelGeometry(tree, g, svg, negamax = false) {
  const chars = Math.max(2, widestValue(tree));
  const leafText = widestLeafValue(tree, negamax);
  // A value as wide as the widest (digits are about equally wide): a
  // node's m is one of the leaves' values, or a bound from ±∞; under
  // chance nodes, a mean as the engine writes it exactly ("21/4").
  const exactText = widestExact(tree);
  const sample = (exactText.length > leafText.length ? exactText : leafText).replace(/[0-9]/g, '8');
  const prob = widestProb(tree);
  const fAb = cssPx('--t-ab', 16, svg);
  const fM = cssPx('--t-m', 19, svg);
  const fVal = cssPx('--t-val', 19, svg);
  const fLabel = cssPx('--t-label', 16, svg);
  const fCut = cssPx('--t-cut', 16, svg);
  const ring = g.tri + 6;
  // ↓ α β: two lines above the shape, right-aligned just left of the axis.
  const abX = -3;
  const wide = sample.length >= 2 ? sample : '+∞';
  const [abW, mMeasured, valW, probMeasured, test, line, ...kinds] = textWidths(svg, [
    { wrap: 'node', data: { 'data-state': 'path' }, cls: 'ab', text: '↓β ' + wide, font: fAb },
    { wrap: 'node', data: null, cls: 'm', text: '↑ ≤ ' + sample, font: fM },
    { wrap: 'node', data: null, cls: 'val', text: leafText, font: fVal },
    { wrap: 'prob-label', data: null, cls: 'prob', text: prob || '0', font: fAb },
    ...cutTexts(tree, fCut, sample, wide),
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
  // A cut's condition stands right of its scissors (12 units) on three lines ("m=4", "≤ α=5",
  // "shallow"), as wide as its widest; over leaves its test may stand on one (`cutLine`, place.js).
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
    leafOuter: Math.max(leafW + 2, Math.max(abW / 2, ring) + 2 - g.pad),
    leafLabel,
    shapeHalf,
    aboveLeft,
    aboveRight,
    below,
    up,
    vertical,
    cutW,
    cutLine: { width: line, chars: `m=${sample} ≤ α=${sample}`.length },
    probW: prob ? probMeasured : 0,
    exactChars: exactText.length,
    fAb,
    fM,
    fVal,
    fLabel,
    fCut,
  };
}

/**
 * What a cut mark's widths are measured on (labelGeometry): its test, its
 * test on one line ("m=4 ≤ α=5", as over a level of leaves) and the words
 * for its kind, at the values' widest (`sample`, `wide`).
 */
function cutTexts(tree, fCut, sample, wide) {
  const cut = { wrap: 'cut', data: { 'data-now': 'true' }, font: fCut };
  return [
    { ...cut, cls: 'cond', text: '≤ α=' + wide },
    { ...cut, cls: 'cond', text: `m=${sample} ≤ α=${sample}` },
    ...CUT_WORDS[tree.hasChance ? 'chance' : 'plain'].map((word) => ({ ...cut, cls: 'cond kind', text: word })),
  ];
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
export function widestExact(tree) {
  let w = '';
  if (tree.exact) for (const text of tree.exact.values()) if (text.length > w.length) w = fmtExact(text);
  return w;
}

/** The longest leaf value as written (at least one character). */
export function widestLeafValue(tree, negamax = false) {
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
export function floorScale(lg, large) {
  const f = FLOOR_PX[large ? 'large' : 'normal'];
  return Math.max(f.value / lg.fVal, f.value / lg.fM, f.small / lg.fAb, f.small / lg.fLabel, f.small / lg.fCut);
}
