// Hit-testing: which node a pointer event's target belongs to
// (`nodeIdAt`). A node's <g> carries its pre-order id (data-node-id), and
// a transparent area over its bands (build.js's prototypes) makes a click
// on its texts, or between them, land in that <g>.

/**
 * Finds the node id under a DOM event target, or null.
 * @param {EventTarget|null} target
 * @returns {number|null}
 */
export function nodeIdAt(target) {
  const g = target?.closest ? target.closest('g.node') : null;
  return g ? Number(g.dataset.nodeId) : null;
}
