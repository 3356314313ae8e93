// The size of each folded subtree (paint.js's summary marks) on a
// drawing small enough to measure (`sizesMeasured`: a plan's, a step's,
// stepplan.js, or the whole tree's, foldplan.js, or a tree of up to 1,000
// nodes), as a class reads it: "37 nodes" ("37 nœuds"), a count with its
// unit, never a bare number that reads as a value, shown wherever it
// meets no other text. A step's marks are short (paint.js syncSummaries
// draws each from its node's shape down to the ↑ m's line) and their
// neighbours' texts stand close: tic-tac-toe after x a1, o b2, x c1 at
// 1024×768 in large text showed 23 of the 4,576 sizes of its search, none
// between its first and last steps (each hidden beforehand, by the
// drawing's scale or by its node's kind), Connect 4 at P = 3 857 of
// 2,247, all as bare numbers (tests/midsearch.test.mjs). Now each paint
// measures them (`placeSizes`, once the ↑ m and the cut marks are
// placed): a size stands in the first place that meets no text, node,
// other mark or dark edge and stays inside the drawing's visible
// box (at its mark's base; under it, past its node's ↑ m; left of its
// node's axis, where the ↑ m stands on the right; right of it, under the
// base; a line up), and is hidden where none does (its mark's tooltip says it
// still). While the ↑ m and the cut marks move off the texts around
// them, the sizes are out of the layout (`setSizesAside`): nothing moves
// for a size, which gives way to every other text. The sizes stand in a
// layer over the edges (build.js `sizeLayer`), their halo over the pale
// edges that pass behind them.

import { shownRect } from './cuts.js';

/**
 * The room kept around a size, in screen pixels: across, a word's space
 * and more (two sizes 2 px apart read as one line, "206 nodes137 nodes",
 * at the search's end in tic-tac-toe); down, a line's box holds its
 * leading, which may overlap.
 */
const AIR_X = 8;
const AIR_Y = 3;

/**
 * Drawings up to this many nodes have their marks' sizes measured every
 * paint, as cuts.js measures its marks (UNTANGLE_MAX_NODES, whose reasons
 * hold here): under a plan, what it draws counts; without one, the tree.
 */
const MEASURED_MAX_NODES = 1000;

/** Whether the sizes of `view`'s marks are measured and placed (`placeSizes`), or left in their marks (paint.js). */
export function sizesMeasured(view) {
  return (view.plan ? view.records.size + view.summaries.size : view.tree.end.length) <= MEASURED_MAX_NODES;
}

/** The sizes' texts measured (sizesMeasured: the others stand in their marks). */
function sizeTexts(view) {
  return [...view.sizeLayer.querySelectorAll('text.summary-size')];
}

/**
 * Takes the sizes measured out of the layout, so that what the
 * settling measures (marks.js freeSideM, cuts.js settleMarks) does not
 * see them; `placeSizes` puts them back.
 */
export function setSizesAside(view) {
  for (const text of sizeTexts(view)) text.setAttribute('display', 'none');
}

/** Whether screen boxes `a` and `b` meet, with `air` pixels across and `down` pixels of overlap allowed. */
function meets(a, b, air, down) {
  const across = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const over = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return across > -air && over > down;
}

/**
 * What a size may not stand on, on screen: every text line drawn (its
 * lines one by one), the nodes' shapes, and the other marks' triangles
 * (`kind` 'text' or 'shape', `mark` the id of the mark a triangle is,
 * `node` the id of the node a shape is).
 */
function obstacles(view) {
  const out = [];
  const box = (e, kind, mark, node) => {
    const r = e.getBoundingClientRect();
    if (r.width > 0 && r.height > 0) out.push({ left: r.left, right: r.right, top: r.top, bottom: r.bottom, kind, mark, node });
  };
  for (const text of view.svg.querySelectorAll('text')) {
    if (text.classList.contains('summary-size') || !text.textContent.trim()) continue;
    if (!text.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
    const lines = text.querySelectorAll('tspan');
    for (const part of lines.length ? lines : [text]) if (part.textContent.trim()) box(part, 'text');
  }
  for (const shape of view.nodeLayer.querySelectorAll('g.node .shape')) box(shape, 'shape', undefined, shape.closest('g.node').dataset.nodeId);
  for (const shape of view.summaryLayer.querySelectorAll('g.summary .summary-shape')) box(shape, 'shape', shape.parentNode.dataset.rootId);
  return out;
}

/**
 * The edges drawn dark on screen (style.css: every edge but the pale ones
 * to nodes not reached or past the depth limit), each as its two ends: a
 * size on one reads crossed out, its halo too thin to hide it (a pale edge
 * it hides).
 */
function darkEdges(view) {
  const out = [];
  for (const line of view.edgeLayer.querySelectorAll('.edge[data-state]:not([data-state="unvisited"]):not([data-state="beyond"])')) {
    const m = line.getScreenCTM();
    if (!m) continue;
    const [x1, y1, x2, y2] = ['x1', 'y1', 'x2', 'y2'].map((k) => Number(line.getAttribute(k)));
    out.push([
      { x: m.a * x1 + m.c * y1 + m.e, y: m.b * x1 + m.d * y1 + m.f },
      { x: m.a * x2 + m.c * y2 + m.e, y: m.b * x2 + m.d * y2 + m.f },
    ]);
  }
  return out;
}

/** Whether the segment from `p` to `q` crosses box `r` (Liang and Barsky's clipping). */
function crosses([p, q], r) {
  const dx = q.x - p.x;
  const dy = q.y - p.y;
  let t0 = 0;
  let t1 = 1;
  for (const [d, room] of [
    [-dx, p.x - r.left],
    [dx, r.right - p.x],
    [-dy, p.y - r.top],
    [dy, r.bottom - p.y],
  ]) {
    if (d === 0) {
      if (room < 0) return false;
      continue;
    }
    const t = room / d;
    if (d < 0) t0 = Math.max(t0, t);
    else t1 = Math.min(t1, t);
    if (t0 > t1) return false;
  }
  return true;
}

/**
 * Whether box `b`, a size of node `id`'s mark moved aside, stands nearer
 * its own node's axis than any other node's of its row (`shapes`, the
 * nodes' shapes on screen): a size beside its mark is never read as its
 * neighbour's.
 */
function nearestOwn(b, id, shapes) {
  const own = shapes.find((s) => s.node === id);
  if (!own) return true;
  const centre = (r) => (r.left + r.right) / 2;
  const mid = (r) => (r.top + r.bottom) / 2;
  const x = centre(b);
  const mine = Math.abs(x - centre(own));
  return shapes.every((s) => s === own || Math.abs(mid(s) - mid(own)) > 4 || Math.abs(x - centre(s)) > mine);
}

/**
 * The places a size tries, in order, as offsets in screen pixels from
 * where paint.js puts it (centred on its node's axis, at its mark's
 * base), for a size `w` wide and `h` high: there; under the base (past
 * its node's ↑ m, which stands at the base right of the axis); left of
 * the axis, at the base and under it; right of it, under the base; a
 * line up, inside a tall mark (the whole tree's plan draws its marks down
 * to their deepest level).
 */
function places(w, h) {
  const side = w / 2 + 4;
  return [
    [0, 0],
    [0, h],
    [-side, 0],
    [-side, h],
    [side, h],
    [0, -h],
  ];
}

/**
 * Puts each size measured back in the first place (`places`)
 * where it meets no text, no node's shape, no other mark's triangle and
 * no dark edge, stands nearer its own node than any other of its row
 * (`nearestOwn`), and stays inside the drawing's visible box, or hides it where none is
 * free (`visibility`); each size placed is in the way of the
 * next. Its mark's tooltip says it in any case.
 */
export function placeSizes(view) {
  const texts = sizeTexts(view);
  if (texts.length === 0) return;
  for (const text of texts) {
    text.removeAttribute('display');
    text.setAttribute('x', '0');
    text.setAttribute('y', '0');
  }
  const around = obstacles(view);
  const shapes = around.filter((o) => o.node !== undefined);
  const edges = darkEdges(view);
  const shown = shownRect(view);
  const inside = (r) => r.left >= shown.left && r.right <= shown.right && r.top >= shown.top && r.bottom <= shown.bottom;
  const boxes = texts.map((text) => text.getBoundingClientRect());
  // The sizes' units: screen pixels, near enough (their groups are scaled
  // by the inverse of the drawing's scale), read with the boxes, before any
  // size moves: read after a move, each forced a layout of its own (19
  // layouts a step of tic-tac-toe instead of 4).
  const units = texts.map((text) => text.getScreenCTM()?.a || 1);
  texts.forEach((text, j) => {
    const r = boxes[j];
    const mark = text.parentNode.dataset.rootId;
    const free = (b, dx) =>
      inside(b) &&
      !around.some((o) => (o.kind === 'text' ? meets(b, o, AIR_X, AIR_Y) : o.mark !== mark && meets(b, o, 0, 0))) &&
      !edges.some((e) => crosses(e, b)) &&
      (dx === 0 || nearestOwn(b, mark, shapes));
    const at =
      r.width > 0
        ? places(r.width, r.height).find(([dx, dy]) => free({ left: r.left + dx, right: r.right + dx, top: r.top + dy, bottom: r.bottom + dy }, dx))
        : undefined;
    if (!at) {
      text.setAttribute('visibility', 'hidden');
      return;
    }
    text.removeAttribute('visibility');
    const k = units[j];
    const [dx, dy] = at;
    text.setAttribute('x', String(dx / k));
    text.setAttribute('y', String(dy / k));
    around.push({ left: r.left + dx, right: r.right + dx, top: r.top + dy, bottom: r.bottom + dy, kind: 'text' });
  });
}
