// The tree's drawing, as the rest of the page sees it: this module holds
// no code of its own, it gathers what the panels and the camera call from
// the modules of draw/ that each do one job of the drawing, in the order
// a tree goes through them:
//
//   measure.js     the texts' widths, once per tree, and the room each
//                  label of a node takes (the floors: FLOOR_PX)
//   place.js       each node's place, from the engine's layout
//   build.js       the view: `buildTree` places a tree and makes its layers
//                  (the `View` typedef), `reuseView`, `setViewLang`
//   fit.js         the spacing of levels and leaves, and the scales and
//                  rectangle that fit a box (what viewport.js asks)
//   foldplan.js    the whole tree after the search: what matters least
//                  folded and the tree laid out again (`planWhole`); in
//                  the search, the current path open (stepplan.js
//                  `planStep`)
//   paint.js       `drawStep` and `paint`: culling to the visible rectangle,
//                  level of detail (summary marks), folding (`setCollapsed`)
//   marks.js       each step's marks on the nodes drawn, the overlay, the
//                  selection (`markSelected`)
//   cuts.js        cut marks;  windowtags.js  the phases' windows
//   shapes.js, values.js, names.js, svg.js  a node's shape and its place,
//                  its numbers as written, its name (`nodeName`), the SVG
//                  elements
//   hit.js         which node an event's target is (`nodeIdAt`), a pointer's (`nodeIdOf`), a click's (`onNodeClick`)
//
// The camera's pure arithmetic (zoom range, scrolling, the minimap's
// frame) is core/camera.js's, unit-tested under node. There is no `render`
// here: the page's render is panels/screen.js's `render(state)`, which
// builds a view once per tree (`buildTree`, or `reuseView`) and shows each
// position with `drawStep`.
//
// The picture stays a pure function of (tree, layout, snapshot, camera,
// selection), and stepping back costs the same as stepping forward ("Any
// position costs the same" in ARCHITECTURE.md; the data flow in
// docs/page.md). Nothing in draw/ builds markup from strings: every
// element comes from createElementNS and every text from textContent.
//
// The test contract: each node <g> drawn carries data-node-id (its pre-order
// id) and data-state (the snapshot state), and the current node also carries
// data-current="true"; a node without its texts carries data-tight="true";
// a summary mark is <g class="summary"> with data-root-id, data-size and
// data-state. See docs/page.md.

/** The view a tree is drawn through (its one description is build.js's). @typedef {import('./build.js').View} View */

export { buildTree, reuseView, setViewLang } from './build.js';
export {
  closerGap,
  dxForWidth,
  fitHeightScale,
  fittedHeight,
  fittedWidth,
  fittingGap,
  fitWidthScale,
  labelsMeet,
  levelOf,
  levelSpacing,
  readableHeight,
  setDx,
  setGap,
  setLevelGap,
  visibleBox,
  wholeBoxAt,
  yOfLevel,
} from './fit.js';
export { planWhole, applyPlan, levelsClose } from './foldplan.js';
export { planStep, openPath } from './stepplan.js';
export { drawStep, paint, setCollapsed } from './paint.js';
export { markSelected } from './marks.js';
export { nodeName } from './names.js';
export { nodeIdAt, nodeIdOf, onNodeClick } from './hit.js';
