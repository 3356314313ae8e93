// The keyboard inside the drawing. When the tree has the focus (Tab to it,
// or click a node) and a node is selected, the arrow keys move the
// selection instead of stepping: ↑ parent, ↓ first child, ← → the
// neighbour on the same level. Enter (or F2) edits the selected leaf in
// place, or moves to the node panel for an inner node; Delete removes the
// subtree, Insert or + adds a child, Shift+← / Shift+→ move the node among
// its siblings, Escape clears the selection. With nothing selected, ↓ or
// Enter selects the current node (or the root), and the arrows step as
// everywhere else. Page Up / Page Down, Home, End and Space always step.

/**
 * The node the arrow `key` leads to from `id`, or `id` itself when there is
 * none that way.
 * @param {object} tree  TreeDto
 * @param {number} id
 * @param {'ArrowUp'|'ArrowDown'|'ArrowLeft'|'ArrowRight'} key
 * @returns {number}
 */
function neighbour(tree, id, key) {
  const node = tree.nodes[id];
  if (!node) return 0;
  if (key === 'ArrowUp') return node.parent ?? id;
  if (key === 'ArrowDown') return node.children.length ? node.children[0] : id;
  // Pre-order visits the nodes of one level from left to right, so the
  // neighbours on a level are the previous and next of that depth.
  const step = key === 'ArrowLeft' ? -1 : 1;
  for (let j = id + step; j >= 0 && j < tree.nodes.length; j += step) {
    if (tree.nodes[j].depth === node.depth) return j;
  }
  return id;
}

/**
 * Wires the keys on the drawing.
 * @param {SVGSVGElement} svg
 * @param {{tree: () => object|null, selected: () => number|null, current: () => number|null,
 *          select: (id: number|null) => void, editLeaf: (id: number) => void,
 *          focusPanel: () => void, edit: (op: string, extra?: object) => void,
 *          extraKey?: (key: string) => boolean}} api
 */
export function initTreeKeys(svg, api) {
  svg.addEventListener('keydown', (ev) => {
    if (ev.altKey || ev.ctrlKey || ev.metaKey) return;
    const tree = api.tree();
    if (!tree) return;
    const sel = api.selected();
    let handled = true;
    if (sel === null) {
      if (ev.key === 'ArrowDown' || ev.key === 'Enter') api.select(api.current() ?? 0);
      else handled = false;
    } else {
      switch (ev.key) {
        case 'ArrowUp':
        case 'ArrowDown':
          api.select(neighbour(tree, sel, ev.key));
          break;
        case 'ArrowLeft':
        case 'ArrowRight':
          if (ev.shiftKey) api.edit('move', { by: ev.key === 'ArrowLeft' ? -1 : 1 });
          else api.select(neighbour(tree, sel, ev.key));
          break;
        case 'Enter':
        case 'F2':
          if (tree.nodes[sel]?.isLeaf) api.editLeaf(sel);
          else api.focusPanel();
          break;
        case 'Delete':
        case 'Backspace':
          api.edit('delete');
          break;
        case 'Insert':
        case '+':
          api.edit('addChild');
          break;
        case 'Escape':
          api.select(null);
          break;
        default:
          // Keys of the current mode (practice mode's X), if any.
          handled = api.extraKey ? api.extraKey(ev.key) : false;
      }
    }
    if (handled) {
      ev.preventDefault();
      ev.stopPropagation();
    }
  });
}
