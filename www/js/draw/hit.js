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
 * The node under a pointer event: as `nodeIdAt` of its target, except
 * where the target is a node's transparent hit area and another node's
 * shape or text is drawn under the pointer: that node, the one seen
 * there. A node scaled up for the lesson is drawn over its neighbours,
 * and its hit area (197 × 111 px for Star2's C.1) covered leaf B.2, so a
 * click on the "7" picked C.1.
 * @param {PointerEvent|MouseEvent} ev
 * @returns {number|null}
 */
export function nodeIdOf(ev, pointerType = ev.pointerType) {
  const target = ev.composedPath ? ev.composedPath()[0] : ev.target;
  const id = nodeIdAt(target);
  if (id === null && pointerType === 'touch') return nodeNear(target, ev.clientX, ev.clientY);
  if (id === null || !target.classList?.contains('hit') || !(ev.clientX || ev.clientY)) return id;
  const root = target.getRootNode();
  for (const e of root.elementsFromPoint?.(ev.clientX, ev.clientY) ?? []) {
    if (e.classList.contains('hit')) continue;
    const seen = nodeIdAt(e);
    if (seen !== null) return seen;
    if (e.tagName.toLowerCase() === 'svg') break;
  }
  return id;
}

/** Half the side of a finger's target (44 × 44 px, as every control's on a touch screen). */
const FINGER = 22;

/**
 * The node whose shape's centre is nearest to a tap at (`x`, `y`) off
 * every node, within FINGER px across and down, or null: a finger's
 * target is 44 px square, and a leaf drawn 23 × 19 px on a phone missed
 * a tap 14 px off its centre.
 */
function nodeNear(target, x, y) {
  const svg = target?.closest?.('svg');
  if (!svg) return null;
  let best = null;
  let far = Infinity;
  for (const shape of svg.querySelectorAll('g.node .shape')) {
    const r = shape.getBoundingClientRect();
    const dx = Math.abs(r.x + r.width / 2 - x);
    const dy = Math.abs(r.y + r.height / 2 - y);
    if (r.width === 0 || dx > FINGER || dy > FINGER || Math.hypot(dx, dy) >= far) continue;
    far = Math.hypot(dx, dy);
    best = nodeIdAt(shape);
  }
  return best;
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
  // The press's pointer: a browser whose click is a plain MouseEvent says it only here.
  let pointerType = 'mouse';
  svg.addEventListener('pointerdown', (ev) => {
    pressed = ev.target;
    released = false;
    pointerType = ev.pointerType;
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
    if (!twice) handler(nodeIdOf(ev, ev.pointerType || pointerType));
  });
}
