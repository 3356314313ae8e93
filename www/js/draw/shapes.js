// A node's shape and where things sit on it: the triangle, circle or
// leaf box (`makeShape`), how far the shape reaches above and below its
// centre, where edges leave and arrive (`shapeExtent`, `edgeEnds`), and
// the transform that puts a node's group (or an overlay mark) at its
// place, scaled up when zoomed out so that its texts keep their floor
// (`nodeTransform`, `placeAt`).

import { el } from './svg.js';

/** The vertical offsets of a node's shape: where edges leave and arrive. */
export function shapeExtent(node, g) {
  if (node.isLeaf) return { top: g.leaf, bottom: g.leaf };
  if (node.isChance) return { top: chanceR(g), bottom: chanceR(g) };
  return node.player === 'max' ? { top: g.triH + 1, bottom: g.triH - 2 } : { top: g.triH - 2, bottom: g.triH + 1 };
}

/** A chance node's radius: a circle as tall as a triangle (the field's convention). */
const chanceR = (g) => g.triH + 2;

export function makeShape(node, g, leafW) {
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

/** The ends of the edge from `p` to its child `i`: under and over the shapes. */
export function edgeEnds(view, p, i) {
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
export function placeAt(view, element, id) {
  if (id === null || id === undefined) {
    element.setAttribute('display', 'none');
    return;
  }
  element.setAttribute('transform', nodeTransform(view, id, view.lesson));
  element.removeAttribute('display');
}

/** A node's (or an overlay mark's) place, its shapes and texts scaled up by `k` when more than 1. */
export function nodeTransform(view, id, k) {
  return k > 1 ? `translate(${view.px[id]},${view.py[id]}) scale(${k})` : `translate(${view.px[id]},${view.py[id]})`;
}
