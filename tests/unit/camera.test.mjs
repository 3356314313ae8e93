// Unit tests of the camera's arithmetic (www/js/core/camera.js), without a
// browser: which zoomed trees scroll rather than use the camera, how the
// camera stays over the tree, the zoom's and the frame's scales, a
// rectangle on screen in drawing units, the margin a node keeps from the
// box's edges, the minimap's rectangle, and the small player's frame and
// edge marks.
// Run: node --test tests/unit/camera.test.mjs

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  scrolls,
  clampCentre,
  zoomScale,
  frameScale,
  screenToDrawing,
  insideMargin,
  minimapFrame,
  scrollFor,
  boxGap,
  edgePlace,
  MIN_Z,
  MAX_Z,
  SCROLL_MAX_NODES,
} from '../../www/js/core/camera.js';

test('a zoomed tree scrolls up to 4,000 nodes and 30,000 pixels either way, beyond it gets the camera', () => {
  assert.equal(scrolls(SCROLL_MAX_NODES, 1000, 500, 1), true);
  assert.equal(scrolls(SCROLL_MAX_NODES + 1, 1000, 500, 1), false);
  assert.equal(scrolls(100, 15000, 500, 2), true);
  assert.equal(scrolls(100, 15001, 500, 2), false, 'too wide at that scale');
  assert.equal(scrolls(100, 500, 30001, 1), false, 'too tall');
});

test('the camera keeps the tree in its box, its edge at most the margin inside, and leaves a tree that fits to its caller', () => {
  // A tree 1000 wide in a box 300 wide with a margin of 100: the centre
  // goes from 50 (the left edge 100 inside) to 950 (the right edge).
  assert.equal(clampCentre(500, 1000, 300, 100), 500);
  assert.equal(clampCentre(-400, 1000, 300, 100), 50);
  assert.equal(clampCentre(2000, 1000, 300, 100), 950);
  assert.equal(clampCentre(500, 100, 300, 100), null, 'fits with its margins: the caller centres it');
  assert.equal(clampCentre(500, 100, 299, 100), 50.5, 'one unit short of fitting: clamped to the right edge');
});

test('a zoom stays between MIN_Z (or the whole tree’s scale, when lower) and MAX_Z', () => {
  assert.equal(zoomScale(1, 1.25, 0.8), 1.25);
  assert.equal(zoomScale(3.6, 1.25, 0.8), MAX_Z);
  assert.equal(zoomScale(0.6, 0.5, 0.8), MIN_Z);
  assert.equal(zoomScale(0.01, 0.5, 3e-5), 0.005, 'a big tree zooms out below MIN_Z');
  assert.equal(zoomScale(0.01, 1e-9, 3e-5), 3e-5, 'but never below its whole view');
});

test('a framed subtree takes 80 % of the box, never zooming out and at most MAX_Z', () => {
  assert.equal(frameScale(1, 400, 1000), 2);
  assert.equal(frameScale(3, 400, 1000), 3, 'never below the scale it starts from');
  assert.equal(frameScale(1, 10, 1000), MAX_Z);
});

test('a rectangle on screen in drawing units, through a viewBox met and centred in its box', () => {
  // A box 200 × 100 at (10, 20) showing a viewBox 100 × 100 from (0, 0):
  // the scale is 1 (the height limits it), centred across with 50 px each side.
  const rect = screenToDrawing(
    { left: 60, right: 110, top: 20, bottom: 70 },
    { left: 10, top: 20, width: 200, height: 100 },
    { x: 0, y: 0, w: 100, h: 100 },
    0,
  );
  assert.deepEqual(rect, { x0: 0, x1: 50, y0: 0, y1: 50 });
  const grown = screenToDrawing(
    { left: 60, right: 110, top: 20, bottom: 70 },
    { left: 10, top: 20, width: 200, height: 100 },
    { x: 10, y: 0, w: 50, h: 50 },
    4,
  );
  // Scale 2, the viewBox 100 px across centred in 200: origin at 60 − 20 = 40 px.
  assert.deepEqual(grown, { x0: 8, x1: 37, y0: -2, y1: 27 });
  assert.equal(screenToDrawing({ left: 0, right: 1, top: 0, bottom: 1 }, { left: 0, top: 0, width: 0, height: 0 }, { x: 0, y: 0, w: 10, h: 10 }, 4), null);
});

test('a node is in sight a margin inside the box: 80 px, or a quarter of a small box', () => {
  assert.equal(insideMargin(80, 80, 800, 600), true);
  assert.equal(insideMargin(79, 300, 800, 600), false);
  assert.equal(insideMargin(721, 300, 800, 600), false);
  assert.equal(insideMargin(50, 50, 200, 200), true, 'a quarter of 200 is 50');
  assert.equal(insideMargin(49, 50, 200, 200), false);
});

test('the minimap’s rectangle is the camera’s, clipped to the minimap and at least 3 pixels across', () => {
  // A drawing 1000 × 500 in a minimap 200 × 100: a fifth of a pixel per unit.
  assert.deepEqual(minimapFrame({ x: 100, y: 50, w: 500, h: 250 }, 1000, 500, 200, 100), { left: 20, top: 10, width: 100, height: 50 });
  assert.deepEqual(minimapFrame({ x: -100, y: -50, w: 2000, h: 1000 }, 1000, 500, 200, 100), { left: 0, top: 0, width: 200, height: 100 });
  assert.deepEqual(minimapFrame({ x: 500, y: 250, w: 1, h: 1 }, 1000, 500, 200, 100), { left: 100, top: 50, width: 3, height: 3 });
});

test('the small player’s frame scrolls as little as shows every span, with up to 6 px of air, or says it cannot', () => {
  // A box 100 long over content 500 long, at 0: a span from 150 to 180
  // needs the box's end at 186, so it starts at 86.
  assert.equal(scrollFor([150], [180], 0, 100, 500), 86);
  assert.equal(scrollFor([150], [180], 120, 100, 500), 120, 'already in view: no scroll');
  assert.equal(scrollFor([150], [180], 300, 100, 500), 144, 'from below: the span’s start 6 px in');
  assert.equal(scrollFor([10, 150], [20, 180], 0, 100, 500), null, 'too far apart for the box');
  assert.equal(scrollFor([490], [500], 0, 100, 500), 400, 'never past the content’s end');
  assert.equal(scrollFor([0], [96], 50, 100, 500), 0, 'a span nearly the box’s size gets what air is left, and never below 0');
  assert.equal(boxGap({ x0: 0, x1: 2, y0: 0, y1: 2 }, { x0: 3, x1: 5, y0: 4, y1: 6 }), 5);
});

test('a mark for a node off the frame sits 2 px inside the edge it is beyond, across from it unless that covers more text', () => {
  const shown = { x0: 100, x1: 400, y0: 50, y1: 250 };
  const size = { w: 40, h: 20 };
  const none = () => 0;
  assert.deepEqual(edgePlace('left', shown, size, { x: 20, y: 150 }, none), { left: 102, top: 140 });
  assert.deepEqual(edgePlace('right', shown, size, { x: 500, y: 150 }, none), { left: 358, top: 140 });
  assert.deepEqual(edgePlace('up', shown, size, { x: 250, y: 0 }, none), { left: 230, top: 52 });
  assert.deepEqual(edgePlace('down', shown, size, { x: 250, y: 900 }, none), { left: 230, top: 228 });
  assert.deepEqual(edgePlace('left', shown, size, { x: 20, y: 0 }, none), { left: 102, top: 52 }, 'clamped to the edge’s ends');
  // Text across from the node: the mark goes to the end of the edge that covers none.
  const textMiddle = (_x, y) => (y > 100 && y < 180 ? 500 : 0);
  assert.deepEqual(edgePlace('left', shown, size, { x: 20, y: 150 }, textMiddle), { left: 102, top: 52 });
  const slightly = (_x, y) => (y === 140 ? 1 : 0);
  assert.deepEqual(edgePlace('left', shown, size, { x: 20, y: 150 }, slightly), { left: 102, top: 140 }, 'a tie within a pixel stays across');
});

/** A seeded generator of numbers in [0, 1) (a linear congruential one), so a failure can be replayed. */
function seeded(seed) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

test('over 2,000 random boxes, the camera stays over the tree and a zoom in range, and the box’s centre is the viewBox’s', () => {
  const random = seeded(44);
  for (let n = 0; n < 2000; n++) {
    const size = 1 + random() * 5000;
    const span = 1 + random() * 2000;
    const margin = random() * 200;
    const c = (random() - 0.25) * 2 * size;
    const at = clampCentre(c, size, span, margin);
    if (size + 2 * margin <= span) {
      assert.equal(at, null, `fits: ${size} ${span} ${margin}`);
    } else {
      // The box's edges come at most `margin` past the tree's, and a centre that kept that stays.
      assert.ok(at - span / 2 >= -margin - 1e-9 && at + span / 2 <= size + margin + 1e-9, `over the tree: ${c} ${size} ${span} ${margin} → ${at}`);
      if (c - span / 2 >= -margin && c + span / 2 <= size + margin) assert.equal(at, c);
    }
    const fit = 1e-5 + random() * 2;
    const z = zoomScale(0.01 + random() * 5, 0.5 + random() * 2, fit);
    assert.ok(z <= MAX_Z && z >= Math.min(MIN_Z, fit), `a zoom in range: ${z}`);
    const box = { left: random() * 500, top: random() * 500, width: 10 + random() * 1000, height: 10 + random() * 800 };
    const vb = { x: random() * 100 - 50, y: random() * 100 - 50, w: 10 + random() * 3000, h: 10 + random() * 3000 };
    const cx = box.left + box.width / 2;
    const cy = box.top + box.height / 2;
    const mid = screenToDrawing({ left: cx, right: cx, top: cy, bottom: cy }, box, vb, 0);
    assert.ok(Math.abs(mid.x0 - (vb.x + vb.w / 2)) < 1e-6 * vb.w && Math.abs(mid.y0 - (vb.y + vb.h / 2)) < 1e-6 * vb.h, 'the centres meet');
    // The whole box shows all of the viewBox along the axis that fills it, and more along the other.
    const all = screenToDrawing({ left: box.left, right: box.left + box.width, top: box.top, bottom: box.top + box.height }, box, vb, 0);
    assert.ok(all.x0 <= vb.x + 1e-6 * vb.w && all.x1 >= vb.x + vb.w - 1e-6 * vb.w && all.y0 <= vb.y + 1e-6 * vb.h && all.y1 >= vb.y + vb.h - 1e-6 * vb.h);
  }
});
