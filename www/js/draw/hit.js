// Hit-testing: which node a pointer event's target belongs to
// (`nodeIdAt`). A node's <g> carries its pre-order id (data-node-id), and
// a transparent area over its bands (build.js's prototypes) makes a click
// on its texts, or between them, land in that <g>; `onNodeClick` keeps
// a click for the node pressed when the drawing is painted anew under it.

/**
 * Finds the node id under a DOM event target, or null.
 * @param {EventTarget|null} target
 * @returns {number|null}
 */
export function nodeIdAt(target) {
  const g = target?.closest ? target.closest('g.node') : null;
  return g ? Number(g.dataset.nodeId) : null;
}

/**
 * Calls `handler(id)` on a click on `svg`, with the node under it (null
 * off the nodes); and on a release whose press was on a node that the
 * drawing painted anew in between (a change of language, or of the box's
 * size, fits the tree again and draws its nodes afresh), with the node
 * pressed: Chromium then fires no click at all, and the press was lost.
 * @param {SVGSVGElement} svg
 * @param {(id: number|null) => void} handler
 */
export function onNodeClick(svg, handler) {
  let pressed = null;
  let released = false;
  svg.addEventListener('pointerdown', (ev) => {
    pressed = ev.target;
    released = false;
  });
  svg.addEventListener('pointerup', (ev) => {
    const was = pressed;
    pressed = null;
    if (!(was instanceof Element) || was.isConnected || ev.button !== 0) return;
    const id = nodeIdAt(was);
    if (id === null) return;
    released = true;
    handler(id);
  });
  svg.addEventListener('click', (ev) => {
    // A browser that clicks anyway: the release has stood for it.
    const twice = released && ev.detail > 0;
    released = false;
    if (!twice) handler(nodeIdAt(ev.target));
  });
}
