// A node's name: for a reader, the same as the narration's (`nodeName`:
// the engine's, its label, its path name R.2.1, a game's reply by its
// moves d→c, or "node 7"), which the panels
// and the narration's helpers import; and as drawn on the tree
// (`drawnName`, the last step ".1" of a path whose start is drawn above
// it; `nameText`, its <text>: a leaf's label below its box, a short name
// inside an inner node's shape, a longer one above its window).

import { t } from '../i18n/i18n.js';
import { el } from './svg.js';

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
 * The name of a node for a reader, the same as the narration's: the
 * engine's name (its label, its path name R.2.1, or, for a label that
 * other nodes carry too, its path of labels: a game's reply "d→c"), its
 * label when the engine gave none, or "node 7" as a last resort.
 */
export function nodeName(tree, id, lang) {
  const node = tree.nodes[id];
  if (node?.name) return node.name;
  if (node?.label) return node.label;
  return t(lang, 'node.name', { id: String(id) });
}

/**
 * The name drawn on `node`, or null: a leaf's label below its square; an
 * inner node's short name inside its shape (a triangle's centroid, a
 * circle's centre), a longer one above its window.
 */
export function nameText(view, node, g) {
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
