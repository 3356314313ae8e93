// Building the view: `buildTree` places a tree once (measure.js,
// place.js) and makes the drawing's layers, the prototypes each node is
// cloned from and the overlay's marks; it returns the view (the `View`
// typedef below, the one description of its shape), which paint.js fills
// and viewport.js and navigate.js write into. `reuseView` lets a view
// draw a new tree placed exactly the same (an edited leaf value),
// `setViewLang` writes its values in another language, and `clearDrawn`
// forgets every element drawn so that the next paint places them again.
// No node is made here: paint.js makes those on screen.

import { el, cssPx } from './svg.js';
import { floorScale, neededDx, labelGeometry, GEOMETRY, widestExact, widestLeafValue, widestValue } from './measure.js';
import { shapeExtent, makeShape } from './shapes.js';
import { placeNodes, placeX } from './place.js';
import { leafText, same } from './values.js';
import { probText } from './chance.js';
import { markSelected } from './marks.js';

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
 * @property {ArrayLike<number>} layoutX  the layout placed: the engine's (`engineX`), or the
 *   whole tree's plan (foldplan.js, `plan`: its layout and the subtrees it folds; `planKey` what it
 *   was made for, `wholePv` the principal variation it keeps, set by the page after the search)
 * @property {ArrayLike<number>} engineX
 * @property {{x: Float64Array, folded: Set<number>, step?: boolean}|null} plan  `step`: a step's
 *   plan (stepplan.js), for `stepPath`, whose folded marks are short
 * @property {string} planKey
 * @property {number[]|null} wholePv
 * @property {ArrayLike<number>|null} wholeState  the states at the search's end, with `wholePv`
 * @property {number[]|null} stepPath  during the search, the inner nodes from the root to the
 *   current node (foldplan.js openPath), which the step's plan keeps open, set by the page
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
 * @property {SVGGElement} sizeLayer  the sizes of a step's folded marks (marksizes.js), over the edges
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
 * @property {{text: SVGTextElement, a: SVGTSpanElement, b: SVGTSpanElement, key: string, leaf: number|null,
 *   base: string, shift: number}} leafWin  the window shown over a leaf (`leaf`, or null), its place over it
 *   (`base`) and how far aside it moved off a cut test (`shift`, cuts.js clearLeafWindow)
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
      // ↑ m before the shape too: its halo (style.css) hides the edges to
      // the node's children, which leave the shape through the ↑ m's place
      // (a game's row of seven read "↑ 7" under seven edges), and the
      // shape keeps its whole outline.
      group.insertBefore(el('text', { x: lg.mX, y: shapeBottom + 2 + 0.55 * lg.fM }, 'm'), ab.nextSibling);
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
  return { ring, sources, selectRing, leafWin: { text: leafWin, a: leafWinA, b: leafWinB, key: '', leaf: null, covered: [], base: '', shift: 0 } };
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
    plan: null,
    planKey: '',
    wholePv: null,
    wholeState: null,
    stepPath: null,
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
  // A step's marks' sizes, over the edges that pass across them.
  const sizeLayer = el('g', null, 'sizes');
  // The probabilities beside the edges from chance nodes (chance.js), over
  // the nodes' transparent hit areas, which reach past their texts.
  const probLayer = el('g', null, 'probs');
  const cutLayer = el('g', null, 'cuts');
  const ringLayer = el('g', null, 'rings');
  const overlay = el('g', null, 'overlay');
  drawing.append(summaryLayer, edgeLayer, pvLayer, sizeLayer, ringLayer, nodeLayer, probLayer, cutLayer, overlay);
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
    engineX: layout.x,
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
    sizeLayer,
    cutLayer,
    pvLayer,
    probLayer,
    overlay,
    ...marks,
    cutFont: cssPx('--t-cut', 13, svg),
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

/**
 * Lets `view` draw `tree` (a new session's tree, with its `layout`)
 * instead of the tree it was built for, when buildTree would place it
 * exactly the same: the same shape, labels, root player, layout, text
 * size, and values no wider (the room for its cut marks follows the
 * new search: keepRoomForCuts). That is what editing a leaf's value (or
 * changing the options) usually does, and then the drawing on screen
 * stays: only the leaf values that changed are written again here, and
 * the next drawStep shows the new search, rewriting only the states,
 * texts and cut marks that differ from what is drawn. Costs a pass over
 * the columns, and no DOM beyond the nodes drawn.
 * @returns {boolean} whether the view now draws `tree`; if not, build a new one
 */
export function reuseView(view, tree, layout, opts) {
  const old = view.tree;
  if (view.negamaxBoxes !== Boolean(opts.negamax)) return false;
  if (old === tree) return view.large === Boolean(opts.large);
  if (view.large !== Boolean(opts.large) || old.rootPlayer !== tree.rootPlayer) return false;
  if (!sameColumn(old.parent, tree.parent) || !sameColumn(view.engineX, layout.x)) return false;
  if (!sameLabels(old.labels, tree.labels) || Math.max(2, widestValue(tree)) !== view.labels.chars) return false;
  // A leaf's box fits the widest leaf value.
  if (widestLeafValue(tree, view.negamaxBoxes).length !== view.labels.leafChars) return false;
  // Chance nodes: the same probabilities, and means no wider.
  if (!sameChance(old, tree) || widestExact(tree).length !== view.labels.exactChars) return false;
  view.tree = tree;
  keepRoomForCuts(view);
  // The same shape: a plan (foldplan.js) laid out for the old tree holds.
  view.engineX = layout.x;
  if (!view.plan) view.layoutX = layout.x;
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
 * Another search may draw its cut marks elsewhere and need more or less
 * room for them at the right (place.js cutReach): the nodes stay where
 * they are, the drawing's width follows, and the page fits it again
 * (screen.js renderDrawing compares the width).
 */
function keepRoomForCuts(view) {
  const scratch = () => new Float64Array(view.px.length);
  const width = placeX(view.tree, view.layoutX, view.labels, view.geometry.pad, view.dx, scratch(), scratch(), scratch());
  if (width === view.width) return;
  view.width = width;
  // The embed view scales its drawing by the viewBox alone (no width).
  if (view.svg.hasAttribute('width')) view.svg.setAttribute('width', String(width));
}

/** Forgets every element drawn, so that the next paint places them again. */
export function clearDrawn(view) {
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
  for (const mark of view.summaries.values()) {
    mark.group.remove();
    mark.size?.remove();
  }
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
