// Drawing the tree. `buildTree` makes the SVG elements of a tree once (one
// <g class="node"> per node, one <line> per edge), placed by the engine's
// layout; `drawStep` then updates only the attributes and texts of those
// elements from a snapshot, so that the picture is a pure function of
// (tree, layout, snapshot) and stepping back costs the same as stepping
// forward ("Any position costs the same" in ARCHITECTURE.md; the data flow
// in docs/page.md). Nothing here builds markup from strings: every element
// comes from createElementNS and every text from textContent.
//
// Why one file of this size: buildTree and drawStep share the shape of the
// `view` object (the element arrays, the overlay, the marks drawn last) and
// the geometry that places labels and cut marks; split apart, each half
// would have to export those internals for the other.
//
// The test contract: each node <g> carries data-node-id (its pre-order id)
// and data-state (the snapshot state), and the current node also carries
// data-current="true". See docs/page.md.

import { fmt, fmtBound } from './num.js';
import { t } from './i18n.js';
import { nodeAt, STATES, BOUNDS } from './snapshot.js';

const SVG = 'http://www.w3.org/2000/svg';

/**
 * Sizes in SVG user units (pixels at 100 %), for the normal and the large
 * text mode. `dx` is the smallest distance between two leaves (the same in
 * both modes: a wide tree already fills the screen, so larger text must
 * come from larger glyphs, not from more room) and `maxDx`
 * the largest (the distance grows when inner nodes of one level stand too
 * close for their labels), `dy` the distance between levels, `pad` the
 * margin around the drawing. Font sizes live in the CSS (--t-*), read here
 * to estimate how wide the labels are.
 */
const GEOMETRY = {
  normal: { dx: 46, maxDx: 160, dy: 112, pad: 10, tri: 20, triH: 17, leaf: 17 },
  large: { dx: 46, maxDx: 200, dy: 122, pad: 12, tri: 23, triH: 20, leaf: 20 },
};

/** Where a cut mark sits along its edge, from the parent (0) to the child (1). */
const CUT_AT = 0.42;

/** The average advance of a character, as a fraction of the font size. */
const CHAR_W = 0.6;

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

/** The longest value in the tree, in characters, at least 2 (for ±∞). */
function widestValue(tree) {
  let w = 2;
  for (const n of tree.nodes) {
    for (const v of [n.value, n.h]) {
      if (v !== null && v !== undefined) w = Math.max(w, fmt(v).length);
    }
  }
  return w;
}

/**
 * The distance between leaves (in pixels per layout unit) that keeps every
 * two neighbours of the same level apart, labels included.
 */
function neededDx(tree, layout, lg) {
  const byDepth = new Map();
  for (const n of tree.nodes) {
    const list = byDepth.get(n.depth) || [];
    list.push(n);
    byDepth.set(n.depth, list);
  }
  let dx = 0;
  for (const list of byDepth.values()) {
    list.sort((p, q) => layout.x[p.id] - layout.x[q.id]);
    for (let i = 1; i < list.length; i++) {
      const a = list[i - 1];
      const b = list[i];
      const units = layout.x[b.id] - layout.x[a.id];
      if (units <= 0) continue;
      // Two inner nodes: the left one's ↑m (lower band) and the right one's
      // ↓α β (upper band) never share a height, so each only has to clear
      // the other's shape. A leaf's square spans both bands.
      let need;
      if (a.isLeaf && b.isLeaf) need = 2 * lg.leafHalf;
      else if (a.isLeaf) need = lg.leafHalf + lg.innerLeft;
      else if (b.isLeaf) need = lg.innerRight + lg.leafHalf;
      else need = Math.max(lg.innerRight + lg.shapeHalf, lg.shapeHalf + lg.innerLeft);
      need += 6;
      dx = Math.max(dx, need / units);
    }
  }
  return dx;
}

/**
 * Where each label of a node goes, and how far the node reaches left and
 * right. An inner node carries its inherited ↓α β at its upper left and its
 * synthesised ↑m at its lower right: the two bands do not share a height,
 * so a node's m never meets its right neighbour's α and β.
 */
function labelGeometry(tree, g) {
  const chars = widestValue(tree);
  const fAb = cssPx('--t-ab', 14);
  const fM = cssPx('--t-m', 19);
  const ring = g.tri + 6;
  const abX = -(g.tri + 8);
  const abW = (3 + chars) * CHAR_W * fAb;
  const mX = g.tri + 8;
  const mW = (4 + chars) * CHAR_W * fM;
  const innerLeft = -abX + abW;
  const innerRight = Math.max(mX + mW, ring + 12);
  // A leaf's box widens for long values (-1.5, 100) so the text stays inside.
  const leafW = Math.max(g.leaf, (chars * CHAR_W * cssPx('--t-val', 19)) / 2 + 4);
  const leafHalf = leafW + 3;
  // A cut's condition ("m=4 ≤ α=5") starts just right of its pruned edge.
  const cutW = (6 + 2 * chars) * CHAR_W * cssPx('--t-cut', 13) + 16;
  const shapeHalf = g.tri + 2;
  return { ring, abX, mX, innerLeft, innerRight, leafW, leafHalf, shapeHalf, cutW, fAb };
}

/** The vertical offsets of a node's shape: where edges leave and arrive. */
function shapeExtent(node, g) {
  if (node.isLeaf) return { top: g.leaf, bottom: g.leaf };
  return node.player === 'max' ? { top: g.triH + 1, bottom: g.triH - 2 } : { top: g.triH - 2, bottom: g.triH + 1 };
}

function makeShape(node, g, leafW = g.leaf) {
  if (node.isLeaf) {
    return el('rect', { x: -leafW, y: -g.leaf, width: 2 * leafW, height: 2 * g.leaf, rx: 2 }, 'shape');
  }
  const w = g.tri;
  const up = node.player === 'max';
  const top = up ? -(g.triH + 1) : -(g.triH - 2);
  const bottom = up ? g.triH - 2 : g.triH + 1;
  const points = up ? `0,${top} ${-w},${bottom} ${w},${bottom}` : `${-w},${top} ${w},${top} 0,${bottom}`;
  return el('polygon', { points }, 'shape');
}

/** The most nodes a page draws: a bigger SVG would freeze the browser (the
 * engine and the CLI take up to two million). */
export const MAX_DRAWN_NODES = 30_000;

/**
 * Builds the drawing of a tree into `svg`, replacing the previous one, and
 * returns the view that `drawStep` updates. The <defs> already in the SVG
 * (the hatch pattern) are kept.
 *
 * Per node only what every node needs is made: its <g>, shape, value or
 * name, its edge, and for an inner node the ↓α β and ↑m texts. What only a
 * few nodes show at a time (the current node's ring, the α/β source marks,
 * a leaf's window) lives in one overlay and moves, so that a tree of
 * 10,000 nodes stays a few tens of thousands of elements.
 *
 * @param {SVGSVGElement} svg
 * @param {object} tree    TreeDto
 * @param {object} layout  {x, y, width, height} in layout units
 * @param {{large: boolean}} opts
 */
export function buildTree(svg, tree, layout, opts) {
  const g = opts.large ? GEOMETRY.large : GEOMETRY.normal;
  const lg = labelGeometry(tree, g);
  const dx = Math.min(g.maxDx, Math.max(g.dx, neededDx(tree, layout, lg)));
  const n = tree.nodes.length;
  const px = new Float64Array(n);
  const py = new Float64Array(n);
  // Place by the layout, then shift so that the labels of the outermost
  // nodes just fit: the margin follows what is drawn, not a fixed guess.
  let minX = Infinity;
  let maxX = -Infinity;
  let hasLeafLabels = false;
  for (const node of tree.nodes) {
    const i = node.id;
    const x = layout.x[i] * dx;
    const left = node.isLeaf ? lg.leafHalf : lg.innerLeft;
    let right = node.isLeaf ? lg.leafHalf : lg.innerRight;
    if (!node.isLeaf && node.children.length > 1) {
      // Room for a cut mark on the edge to the last child, the rightmost
      // place one can be.
      const last = layout.x[node.children[node.children.length - 1]] * dx;
      right = Math.max(right, (last - x) * CUT_AT + lg.cutW);
    }
    if (x - left < minX) minX = x - left;
    if (x + right > maxX) maxX = x + right;
    if (node.isLeaf && node.label) hasLeafLabels = true;
  }
  const top = g.pad + lg.ring + lg.fAb + 4;
  const bottom = g.pad + g.leaf + (hasLeafLabels ? 22 : 6);
  for (let i = 0; i < n; i++) {
    px[i] = g.pad - minX + layout.x[i] * dx;
    py[i] = top + layout.y[i] * g.dy;
  }
  const width = Math.ceil(maxX - minX + 2 * g.pad);
  const height = Math.ceil(top + bottom + layout.height * g.dy);

  for (const old of svg.querySelectorAll(':scope > g.drawing')) old.remove();
  svg.setAttribute('viewBox', `0 0 ${width} ${height}`);
  svg.setAttribute('width', String(width));
  svg.setAttribute('height', String(height));

  const drawing = el('g', null, 'drawing');
  const edgeLayer = el('g', null, 'edges');
  const nodeLayer = el('g', null, 'nodes');
  const pvLayer = el('g', null, 'pv');
  const cutLayer = el('g', null, 'cuts');
  const overlay = el('g', null, 'overlay');
  drawing.append(edgeLayer, pvLayer, nodeLayer, cutLayer, overlay);

  const edges = new Array(n).fill(null);
  const nodes = new Array(n);
  const parts = new Array(n);

  // Prototypes, cloned per node: cloning is much faster than building each
  // element and setting its attributes one by one.
  const protoEdge = el('line', null, 'edge');
  protoEdge.setAttribute('data-state', 'unvisited');
  const proto = {};
  for (const kind of ['leaf', 'max', 'min']) {
    const group = el('g', null, 'node ' + kind);
    group.setAttribute('data-state', 'unvisited');
    group.append(makeShape({ isLeaf: kind === 'leaf', player: kind }, g, lg.leafW));
    if (kind === 'leaf') {
      group.append(el('text', { y: 1 }, 'val'));
    } else {
      // ↓ α and β, inherited, at the upper left; ↑ m, synthesised, at the
      // lower right.
      const ab = el('text', { x: lg.abX, y: -14 }, 'ab');
      ab.append(el('tspan', { x: lg.abX, dy: 0 }), el('tspan', { x: lg.abX, dy: '1.1em' }));
      group.append(ab, el('text', { x: lg.mX, y: g.triH + 2 }, 'm'));
    }
    proto[kind] = group;
  }

  const edgeFrag = document.createDocumentFragment();
  const nodeFrag = document.createDocumentFragment();
  for (const node of tree.nodes) {
    const i = node.id;
    if (node.parent !== null && node.parent !== undefined) {
      const parent = tree.nodes[node.parent];
      const line = protoEdge.cloneNode(false);
      line.setAttribute('x1', px[parent.id]);
      line.setAttribute('y1', py[parent.id] + shapeExtent(parent, g).bottom);
      line.setAttribute('x2', px[i]);
      line.setAttribute('y2', py[i] - shapeExtent(node, g).top);
      line.setAttribute('data-child', i);
      edgeFrag.append(line);
      edges[i] = line;
    }

    const group = proto[node.isLeaf ? 'leaf' : node.player].cloneNode(true);
    group.setAttribute('transform', `translate(${px[i]},${py[i]})`);
    group.setAttribute('data-node-id', i);
    const part = { abA: null, abB: null, m: null };
    if (node.isLeaf) {
      group.lastChild.textContent = fmt(node.value);
    } else {
      const ab = group.childNodes[1];
      part.abA = ab.firstChild;
      part.abB = ab.lastChild;
      part.m = group.lastChild;
    }
    // The name the narration uses: the label, or the engine's path name
    // (R, R.2, R.2.1). Leaves show only real labels, below the square; an
    // inner node's short name sits inside its triangle, a longer one above.
    const name = node.label || node.name || '';
    if (node.isLeaf ? Boolean(node.label) : name !== '') {
      let label;
      if (node.isLeaf) label = el('text', { y: g.leaf + 15 }, 'label leaf-label');
      else if (name.length <= 3) label = el('text', { y: node.player === 'max' ? 6 : -4 }, 'label');
      else label = el('text', { x: 0, y: -lg.ring - 6 }, 'label outer-label');
      label.textContent = name;
      group.append(label);
    }
    nodeFrag.append(group);
    nodes[i] = group;
    parts[i] = part;
  }
  edgeLayer.append(edgeFrag);
  nodeLayer.append(nodeFrag);

  // The overlay: the current node's ring, two α/β source marks, and the
  // window of the current or pointed leaf.
  const ring = el('circle', { r: lg.ring, display: 'none' }, 'current-ring');
  const sources = [0, 1].map(() => {
    const mark = el('g', { display: 'none' }, 'source-mark');
    mark.append(el('circle', { r: lg.ring + 5 }, 'src-ring'), el('text', { x: lg.ring - 2, y: -lg.ring + 2 }, 'badge'));
    overlay.append(mark);
    return { mark, badge: mark.lastChild, id: null, text: '' };
  });
  const leafWin = el('text', { display: 'none' }, 'ab ab-leaf');
  const leafWinA = el('tspan', { x: 0, dy: 0 });
  const leafWinB = el('tspan', { x: 0, dy: '1.1em' });
  leafWin.append(leafWinA, leafWinB);
  overlay.prepend(ring);
  overlay.append(leafWin);
  // The editor's selection: a dashed square around the selected node.
  const half = lg.ring + 4;
  const selectRing = el('rect', { x: -half, y: -half, width: 2 * half, height: 2 * half, rx: 8, display: 'none' }, 'select-ring');
  overlay.append(selectRing);

  svg.append(drawing);

  return {
    svg,
    tree,
    geometry: g,
    width,
    height,
    px,
    py,
    nodes,
    parts,
    edges,
    cutLayer,
    pvLayer,
    pvKey: '',
    returning: null,
    ring,
    ringAt: null,
    selectRing,
    selectedAt: null,
    sources,
    leafWin: { text: leafWin, a: leafWinA, b: leafWinB, key: '' },
    cutFont: cssPx('--t-cut', 13),
    cutMarks: new Map(),
    // What is drawn now, so that drawStep only touches what changed: the
    // last snapshot drawn (null: none yet), the current node, and the
    // lists of marked nodes.
    prev: null,
    curAt: null,
    marks: { path: [], pv: [], src: [] },
    shownCuts: new Set(),
    lastCutKey: new Map(),
  };
}

function setText(node, text) {
  if (node.textContent !== text) node.textContent = text;
}

/** The text of a node's α and β lines, or ['', ''] when it has none. */
function windowText(s) {
  if (s.alpha === null || s.alpha === undefined) return ['', ''];
  return ['↓α ' + fmt(s.alpha), '↓β ' + fmt(s.beta)];
}

/**
 * The name of a node for a reader, the same as the narration's: its label,
 * or the engine's path name (R.2.1), or "node 7" as a last resort.
 */
export function nodeName(tree, id, lang) {
  const node = tree.nodes[id];
  if (node && node.label) return node.label;
  if (node && node.name) return node.name;
  return t(lang, 'node.name', { id });
}

/**
 * Creates (once) and fills the mark of the cut made at `cut.node`; its
 * tooltip is `title(cut)`, the engine's narration of the cut's step.
 */
function cutMark(view, cut, lang, title) {
  let mark = view.cutMarks.get(cut.node);
  if (!mark) {
    const first = cut.pruned && cut.pruned.length ? cut.pruned[0] : null;
    const x1 = view.px[cut.node];
    const y1 = view.py[cut.node];
    const x2 = first !== null ? view.px[first] : x1;
    const y2 = first !== null ? view.py[first] : y1 + view.geometry.dy;
    const x = x1 + (x2 - x1) * CUT_AT;
    const y = y1 + (y2 - y1) * CUT_AT;
    const group = el('g', { transform: `translate(${x},${y})` }, 'cut');
    group.dataset.cutNode = String(cut.node);
    const scissors = el('text', { x: 0, y: 0 }, 'scissors');
    scissors.textContent = '✂';
    const cond = el('text', { x: 12, y: -2 }, 'cond');
    const test = el('tspan', { x: 12, dy: 0 });
    const kind = el('tspan', { x: 12, dy: '1.2em' }, 'kind');
    cond.append(test, kind);
    const title = el('title');
    const back = el('rect', { rx: 4 }, 'cut-back');
    group.append(title, back, scissors, cond);
    view.cutLayer.append(group);
    mark = { group, test, kind, title, back, cond };
    view.cutMarks.set(cut.node, mark);
  }
  const which = cut.which === 'alpha' ? 'α' : 'β';
  const key = lang + '|' + cut.m + '|' + cut.op + '|' + cut.bound + '|' + cut.kind;
  if (view.lastCutKey.get(cut.node) !== key) {
    view.lastCutKey.set(cut.node, key);
    // Compact, since a cut under a leaf level has about two leaves of room.
    mark.test.textContent = `m=${fmt(cut.m)} ${cut.op} ${which}=${fmt(cut.bound)}`;
    mark.kind.textContent = t(lang, cut.kind === 'deep' ? 'cut.deep.short' : 'cut.shallow.short');
    mark.group.dataset.kind = cut.kind;
    // A pale box behind the condition keeps it readable over the edges it
    // crosses. Its size is estimated from the text, not measured: measuring
    // (getBBox) would force a layout of the whole drawing for every cut.
    const f = view.cutFont;
    const chars = Math.max(Array.from(mark.test.textContent).length, Array.from(mark.kind.textContent).length);
    mark.back.setAttribute('x', '9');
    mark.back.setAttribute('y', String(-2 - f));
    mark.back.setAttribute('width', String(chars * CHAR_W * f + 8));
    mark.back.setAttribute('height', String(2.3 * f + 4));
    mark.title.textContent = title ? title(cut) : '';
  }
  return mark;
}

/**
 * Shows the principal variation as a double line over its edges, or hides
 * it. The overlay is made the first time it is needed (a handful of lines)
 * and kept, so that edges themselves need no second line each.
 */
function drawPv(view, pv) {
  const key = pv && pv.length > 1 ? pv.join(',') : '';
  if (view.pvKey === key) return;
  view.pvKey = key;
  view.pvLayer.replaceChildren();
  if (!key) return;
  for (let j = 1; j < pv.length; j++) {
    const edge = view.edges[pv[j]];
    if (!edge) continue;
    const ends = {};
    for (const a of ['x1', 'y1', 'x2', 'y2']) ends[a] = edge.getAttribute(a);
    view.pvLayer.append(el('line', ends, 'pv-outer'), el('line', ends, 'pv-inner'));
  }
}

/** Moves `element` to node `id`, or hides it when `id` is null. */
function placeAt(view, element, id) {
  if (id === null || id === undefined) {
    element.setAttribute('display', 'none');
    return;
  }
  element.setAttribute('transform', `translate(${view.px[id]},${view.py[id]})`);
  element.removeAttribute('display');
}

/**
 * The overlay: the ring of the current node, the source marks (ring and α
 * or β badge), and the α β window of the current or pointed leaf (leaves
 * stand too close together for every window to show at once).
 */
function drawOverlay(view, snap, focus, badges) {
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
  const [a, b] = leaf === null ? ['', ''] : windowText(nodeAt(snap, leaf));
  const win = view.leafWin;
  const key = a ? leaf + '|' + a + '|' + b : '';
  if (win.key !== key) {
    win.key = key;
    if (!a) {
      win.text.setAttribute('display', 'none');
    } else {
      win.a.textContent = a;
      win.b.textContent = b;
      win.text.setAttribute('x', String(view.px[leaf]));
      win.text.setAttribute('y', String(view.py[leaf] - view.geometry.leaf - 26));
      win.a.setAttribute('x', String(view.px[leaf]));
      win.b.setAttribute('x', String(view.px[leaf]));
      win.text.removeAttribute('display');
    }
  }
}

/** Whether two engine floats are the same value (NaN, "none", equals NaN). */
function same(x, y) {
  return x === y || (x !== x && y !== y);
}

/** Sets or removes a data-* flag. */
function flag(element, key, on) {
  if (on) element.dataset[key] = 'true';
  else delete element.dataset[key];
}

/**
 * Marks the ids of `next` and unmarks those of `before` that are not in it,
 * through `set(id, on)`; returns `next` as the new list.
 */
function mark(before, next, set) {
  const keep = new Set(next);
  for (const i of before) if (!keep.has(i)) set(i, false);
  const had = new Set(before);
  for (const i of next) if (!had.has(i)) set(i, true);
  return next;
}

/**
 * Updates the drawing to show `snap`.
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
  const { nodes, parts, edges } = view;
  const focus = ctx.focus !== null && ctx.focus !== undefined ? ctx.focus : snap.current;

  // The nodes whose m set a bound now in use, with the letters to show: on
  // a cut step, the cut's source; otherwise the sources of the pointed (or
  // current) node's α and β.
  const badges = new Map();
  const addBadge = (id, letter) => {
    if (id === null || id === undefined) return;
    const have = badges.get(id) || '';
    if (!have.includes(letter)) badges.set(id, have ? have + ' ' + letter : letter);
  };
  const step = ctx.step;
  if (step && step.kind === 'cut' && step.cut && (ctx.focus === null || ctx.focus === undefined)) {
    addBadge(step.cut.source, step.cut.which === 'alpha' ? 'α' : 'β');
  } else if (focus !== null && focus !== undefined) {
    const f = nodeAt(snap, focus);
    if (f && f.alpha !== null) {
      addBadge(f.alphaSrc, 'α');
      addBadge(f.betaSrc, 'β');
    }
  }

  // Per node, only what differs from the position drawn last: the packed
  // arrays of the two snapshots are compared number by number, and the
  // texts of a node are rebuilt only when its own numbers changed.
  const prev = view.prev;
  const n = nodes.length;
  for (let i = 0; i < n; i++) {
    const st = snap.state[i];
    const a = snap.alpha[i];
    const b = snap.beta[i];
    const m = snap.m[i];
    const bd = snap.bound[i];
    const stateChanged = prev === null || prev.state[i] !== st;
    if (!stateChanged && same(prev.alpha[i], a) && same(prev.beta[i], b) && same(prev.m[i], m) && prev.bound[i] === bd) continue;
    if (stateChanged) {
      const name = STATES[st];
      nodes[i].dataset.state = name;
      if (edges[i]) edges[i].dataset.state = name;
    }
    const p = parts[i];
    if (p.abA) {
      const none = Number.isNaN(a);
      setText(p.abA, none ? '' : '↓α ' + fmt(a));
      setText(p.abB, none ? '' : '↓β ' + fmt(b));
    }
    if (p.m) {
      setText(p.m, Number.isNaN(m) ? '' : '↑ ' + (bd ? fmtBound(m, BOUNDS[bd]) : fmt(m)));
    }
  }
  view.prev = snap;

  // The few marked nodes (current, path, principal variation, sources) are
  // kept as lists and updated by difference.
  const current = snap.current ?? null;
  if (view.curAt !== current) {
    if (view.curAt !== null) delete nodes[view.curAt]?.dataset.current;
    if (current !== null) nodes[current].dataset.current = 'true';
    view.curAt = current;
  }
  view.marks.path = mark(view.marks.path, snap.path || [], (i, on) => {
    flag(nodes[i], 'onPath', on);
    if (edges[i]) flag(edges[i], 'onPath', on);
  });
  view.marks.pv = mark(view.marks.pv, ctx.pv || [], (i, on) => flag(nodes[i], 'pv', on));
  view.marks.src = mark(view.marks.src, [...badges.keys()], (i, on) => flag(nodes[i], 'source', on));

  drawOverlay(view, snap, focus, badges);

  // A child handing its value up: its edge is marked for the step.
  const returning = step && step.kind === 'return' && edges[step.node] ? step.node : null;
  if (view.returning !== returning) {
    if (view.returning !== null && edges[view.returning]) delete edges[view.returning].dataset.returning;
    if (returning !== null) edges[returning].dataset.returning = 'true';
    view.returning = returning;
  }

  // A move tried first (a killer move, or the move an earlier iteration of
  // iterative deepening found): the node and its edge are marked for the
  // step, with the step's kind, so the drawing shows where the order comes from.
  const first = step && (step.kind === 'killer' || step.kind === 'deepen') && nodes[step.node] ? step.node : null;
  const firstKind = first === null ? null : step.kind;
  if (view.tried !== first || view.triedKind !== firstKind) {
    if (view.tried !== null && view.tried !== undefined) {
      delete nodes[view.tried]?.dataset.triedFirst;
      if (edges[view.tried]) delete edges[view.tried].dataset.triedFirst;
    }
    if (first !== null) {
      nodes[first].dataset.triedFirst = firstKind;
      if (edges[first]) edges[first].dataset.triedFirst = firstKind;
    }
    view.tried = first;
    view.triedKind = firstKind;
  }

  drawPv(view, ctx.pv);

  // Cut marks: show those of the cuts made so far, hide the others.
  const wanted = new Set();
  const currentCut = step && step.kind === 'cut' && step.cut ? step.cut.node : null;
  for (const cut of snap.cuts || []) {
    wanted.add(cut.node);
    const mark = cutMark(view, cut, ctx.lang, ctx.cutTitle);
    mark.group.removeAttribute('display');
    if (cut.node === currentCut) mark.group.dataset.now = 'true';
    else delete mark.group.dataset.now;
  }
  for (const id of view.shownCuts) {
    if (!wanted.has(id)) view.cutMarks.get(id)?.group.setAttribute('display', 'none');
  }
  view.shownCuts = wanted;
}

/**
 * Marks node `id` as selected for editing (a dashed square and
 * data-selected="true" on its <g>), or clears the mark when `id` is null.
 */
export function markSelected(view, id) {
  const at = id === null || id === undefined || !view.nodes[id] ? null : id;
  if (view.selectedAt === at) return;
  if (view.selectedAt !== null) delete view.nodes[view.selectedAt]?.dataset.selected;
  view.selectedAt = at;
  if (at !== null) view.nodes[at].dataset.selected = 'true';
  placeAt(view, view.selectRing, at);
}

/**
 * Finds the node id under a DOM event target, or null.
 * @param {EventTarget|null} target
 * @returns {number|null}
 */
export function nodeIdAt(target) {
  const g = target && target.closest ? target.closest('g.node') : null;
  return g ? Number(g.dataset.nodeId) : null;
}
