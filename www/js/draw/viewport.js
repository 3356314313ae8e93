// The drawing's size, zoom and pan on the page. Two ways to look at a tree: fitted (the whole
// drawing scaled to the box, as the SVG's viewBox) and zoomed: a small tree drawn whole at the
// zoom's scale in a box that scrolls, a big one through a camera (the SVG fills the box and its
// viewBox is the visible rectangle, `{z, cx, cd}`: pixels per drawing unit, the centre's x in
// drawing units and its level). Zooming, panning and following the current node (and the
// sources of the bounds the narration names, when they fit) move the camera and ask render.js
// to paint what is now on screen, so a big tree costs what is visible, never its whole size.
// It also holds the presenter's scroll in large-text mode (the settings scrolled away so that
// the sticky controls sit right above the tree). It reads the layout of the page and writes
// only the SVG's size (and its top margin, to leave the zoom bar clear) and the view's camera;
// the reader's choice between fitted and zoomed (`fit`) is the page's state. The embed
// view needs none of this: its SVG scales through its viewBox. Zoomed out,
// levels keep a least distance on screen (fit.js setLevelGap), so the
// camera keeps its centre's height as a level (`cd`), not in drawing units.
// The camera's state is one object (`ViewportState`) that the functions
// below take first; its arithmetic is core/camera.js's.

import { scrolls, clampCentre, zoomScale, frameScale, screenToDrawing, insideMargin } from '../core/camera.js';
import {
  paint,
  setLevelGap,
  setGap,
  fittingGap,
  levelSpacing,
  fittedWidth,
  fittedHeight,
  fitWidthScale,
  fitHeightScale,
  setDx,
  dxForWidth,
  levelOf,
  yOfLevel,
  visibleBox,
  wholeBoxAt,
  labelsMeet,
  planWhole,
  planStep,
  applyPlan,
  levelsClose,
} from './render.js';
import { pastDock, underTree } from '../ui/dock.js';
import { holdRoom } from './room.js';

/**
 * The phone's layout (the style sheet's `max-width: 640px`): the controls
 * docked at the bottom, a smaller minimap.
 */
export const PHONE = window.matchMedia('(max-width: 640px)');

/**
 * A framed subtree's root (`frame`) sits this many pixels below the box's
 * top (room for its labels); its share of the width is core/camera.js's.
 */
const TOP_PX = 64;

/**
 * What the camera keeps between calls, one per drawing box: the module's
 * functions below take it as their first argument, and `createViewport`
 * hands the page the bound ones.
 * @typedef {object} ViewportState
 * @property {{wrap: HTMLElement, svg: SVGSVGElement, sticky: HTMLElement, error: HTMLElement, setup: HTMLElement, above?: HTMLElement}} els
 * @property {number} fitScale  the scale of the fitted drawing, from the last `size`
 * @property {{z: number, cx: number, cd: number, top?: number}|null} cam  the camera while
 *   zoomed, or null (the next zoomed size starts at 100 %)
 * @property {import('./render.js').View|null} camView  the view the camera belongs to: a new tree starts afresh
 * @property {{view: import('./render.js').View|null, fit: boolean, fitOpt?: boolean|null, scroll?: boolean,
 *   boxW?: number, boxH?: number, w: number, h: number}} last  the last view sized, and whether it was fitted
 * @property {((view: import('./render.js').View) => void)|null} listener  called after the camera moved (the minimap listens)
 * @property {boolean} following  whether the camera follows the current node (the reader may turn it off)
 * @property {HTMLElement|null} clear  an element over the box that the fitted drawing leaves clear (the zoom bar)
 * @property {{element: HTMLElement, top: boolean, w: number, h: number, size?: () => {w: number, h: number}}[]} corners
 *   elements over a right-hand corner of the box (the zoom bar at the top,
 *   the minimap at the bottom), their room in CSS pixels with a little air.
 *   The bar's wraps with the window, so it is read at each `size` (never on
 *   a step); the minimap's is fixed. The camera does not leave the current
 *   node under them.
 * @property {number} padX  the box's padding left and right (a phone's layout pads it), read at
 *   each `size`: the drawing fits inside it, or the box scrolls sideways
 * @property {boolean|null} fill  whether the style sheet gives the box a height of its own (see `filled`)
 * @property {string} boxSize  the box's size at the last `size` in the presenter's layout
 */

/** The width the drawing may take in its box. */
const availWidth = (vp) => Math.max(160, vp.els.wrap.clientWidth - vp.padX - 2);

/**
 * The room below the drawing's top (or below the sticky controls, in
 * large-text mode), and above the dock when the controls are docked at
 * the bottom of the screen (a phone's layout: the sticky block is fixed
 * there), counting the narration at its tallest, so that no step's
 * sentence covers the box, and practice's level of detail under it.
 */
function availHeight(els, large) {
  const dock = docked(els);
  const top = large && !dock ? els.sticky.offsetHeight : els.wrap.getBoundingClientRect().top + window.scrollY;
  // Docked, practice's level of detail under the tree is seen with it (underTree).
  const row = dock ? underTree() : null;
  const under = row ? Math.max(0, row.getBoundingClientRect().bottom - els.wrap.getBoundingClientRect().bottom) : 0;
  return Math.max(240, window.innerHeight - top - dock - 8 - under);
}

/** The height of the docked controls, their narration at its tallest, or 0 when they are not docked. */
function docked(els) {
  if (getComputedStyle(els.sticky).position !== 'fixed') return 0;
  const narration = els.sticky.querySelector('.narration');
  const tallest = parseFloat(getComputedStyle(narration).maxHeight);
  return els.sticky.offsetHeight + (Number.isFinite(tallest) ? Math.max(0, tallest - narration.offsetHeight) : 0);
}

/**
 * Whether the drawing is fitted: the reader's choice (`fit` true or
 * false), or, until they choose (null), whenever fitting keeps the
 * drawing at half size or more (a phone showing a wide tree, or a big
 * tree, starts zoomed at 100 % on the current node), and always in the
 * presenter's layout.
 */
function isFit(vp, view, fit) {
  if (fit !== null) return fit;
  if (!view || filled(vp)) return true;
  return availWidth(vp) / view.width >= 0.5;
}

/**
 * Whether the drawing is fitted: as the last `size` placed it when it
 * placed this drawing with the same choice (the box's width has not
 * changed since, or `size` would have run again), else `isFit`.
 */
const placedFit = (vp, view, fit) => (vp.last && vp.last.view === view && vp.last.fitOpt === fit ? vp.last.fit : isFit(vp, view, fit));

/**
 * Whether the style sheet gives the drawing's box a height of its own
 * (the presenter's layout, `--fill: 1` on the box): then the tree fits
 * that box, width and height. It depends on the window's size only (a
 * media query), so it is read again at each `size` (the page calls it
 * when the window is resized) and kept in between: reading a computed
 * style on every step would make the browser work out the styles of
 * the step's changes twice.
 */
const readFill = (els) => getComputedStyle(els.wrap).getPropertyValue('--fill').trim() === '1';
function filled(vp) {
  if (vp.fill === null) vp.fill = readFill(vp.els);
  return vp.fill;
}

/**
 * Whether the presenter's box changed size since the last `size` (a
 * longer narration, a folded panel): then the tree must be fitted again.
 */
function boxChanged(vp) {
  return filled(vp) && vp.boxSize !== `${vp.els.wrap.clientWidth}x${vp.els.wrap.clientHeight}`;
}

/** While the box scrolls, the camera's centre is where the reader scrolled to. */
function syncFromScroll(vp, view) {
  const { cam, last } = vp;
  if (!cam || last.fit || !last.scroll) return;
  const w = vp.els.wrap;
  const box = wholeBoxAt(view, cam.z);
  cam.cx = box.x + (w.scrollLeft + w.clientWidth / 2) / cam.z;
  cam.cd = levelOf(view, box.y + (w.scrollTop - barRoom(vp) + w.clientHeight / 2) / cam.z);
}

/**
 * In a box that scrolls, the room left above the drawing for the zoom bar
 * (CSS pixels): the top corner's height, so that scrolled to its top the
 * drawing shows the root's ↓α ↓β below the bar, not under it (a phone's
 * bar spans its box); 0 without a bar.
 */
function barRoom(vp) {
  const bar = vp.corners.find((c) => c.top && !c.element.hidden);
  return bar ? bar.h : 0;
}

/**
 * Writes the camera into the view and paints: fitted, the whole drawing;
 * zoomed and small, the whole drawing at the camera's scale, scrolled to
 * its centre; zoomed and big, the visible rectangle as the viewBox.
 */
function apply(vp, view) {
  if (!view) return;
  const { cam, last, els } = vp;
  if (last.fit || !cam) {
    view.camera = null;
    view.scale = vp.fitScale;
    els.wrap.dataset.camera = 'false';
    paint(view);
    if (vp.listener) vp.listener(view);
    return;
  }
  setLevelGap(view, cam.z);
  const scroll = scrolls(view.px.length, view.width, view.height, cam.z);
  last.scroll = scroll;
  if (cam.top !== undefined) {
    // A framed subtree (frame): its root's level TOP_PX below the box's top.
    const h = scroll ? els.wrap.clientHeight : last.boxH;
    cam.cd = levelOf(view, yOfLevel(view, cam.top) + Math.max(0, h / 2 - TOP_PX) / cam.z);
    delete cam.top;
  }
  els.wrap.dataset.camera = String(!scroll);
  if (scroll) applyScrolled(vp, view);
  else applyCamera(vp, view);
  if (vp.listener) vp.listener(view);
}

/** `apply` for a zoomed drawing drawn whole and scrolled to the camera's centre. */
function applyScrolled(vp, view) {
  const { cam, last, els } = vp;
  // The drawing with the room its scaled-up texts take past its edges (the
  // viewBox paint sets): sized by the drawing alone, the SVG showed it at
  // less than cam.z, and "+" first made the texts smaller (14.1 → 11.3 px).
  const box = wholeBoxAt(view, cam.z);
  els.svg.style.width = Math.ceil(box.w * cam.z) + 'px';
  els.svg.style.height = Math.ceil(box.h * cam.z) + 'px';
  const room = barRoom(vp);
  els.svg.style.marginTop = room > 0 ? room + 'px' : '';
  view.camera = null;
  view.scale = cam.z;
  paint(view);
  const w = els.wrap;
  w.scrollLeft = Math.max(0, (cam.cx - box.x) * cam.z - w.clientWidth / 2);
  w.scrollTop = Math.max(0, (yOfLevel(view, cam.cd) - box.y) * cam.z + room - w.clientHeight / 2);
  last.w = w.clientWidth;
  last.h = w.clientHeight;
}

/** `apply` for a zoomed drawing seen through the camera: the visible rectangle as the viewBox. */
function applyCamera(vp, view) {
  const { cam, last, els } = vp;
  els.svg.style.width = last.boxW + 'px';
  els.svg.style.height = last.boxH + 'px';
  els.svg.style.marginTop = '';
  last.w = last.boxW;
  last.h = last.boxH;
  keepInView(vp, view);
  const w = last.w / cam.z;
  const h = last.h / cam.z;
  view.camera = { x: cam.cx - w / 2, y: yOfLevel(view, cam.cd) - h / 2, w, h };
  view.scale = cam.z;
  paint(view);
}

/**
 * Keeps the tree in the camera's box: panned or zoomed, its edge comes at
 * most a third of the box inside it (past that the box would show less
 * tree than blank, and the reader would lose it); a tree smaller than
 * the box, zoomed out, is centred across and has its root at the top.
 */
function keepInView(vp, view) {
  const { cam, last } = vp;
  const margin = Math.min(last.w, last.h) / 3 / cam.z;
  const w = last.w / cam.z;
  const h = last.h / cam.z;
  cam.cx = clampCentre(cam.cx, view.width, w, margin) ?? view.width / 2;
  const cy = clampCentre(yOfLevel(view, cam.cd), view.height, h, margin) ?? h / 2;
  cam.cd = levelOf(view, cy);
}

/**
 * What room.js's holdRoom needs from the viewport: whether the room is
 * held at all (large text, the box filling the page, the tree fitted),
 * the box's width, and how far the tree moves down below the zoom bar.
 */
function roomOpts(vp, view, opts, shift) {
  const hold = Boolean(opts.large) && readFill(vp.els) && isFit(vp, view, opts.fit);
  return { hold, width: availWidth(vp), whole: opts.whole, shift };
}

/**
 * Sizes the SVG. Fitted, the whole tree fits the width of its box and,
 * unless that makes it too small, the height of the window below its top
 * (small trees grow up to 1.5 times); zoomed, the SVG fills the box and
 * the camera chooses what it shows.
 * @param {ViewportState} vp
 * @param {import('./render.js').View|null} view  from render.buildTree
 * @param {{fit: boolean|null, large: boolean, whole?: boolean, current?: number|null}} opts
 *   `current`: the current node, where a new camera starts; `whole`:
 *   the fitted tree keeps its texts' floor, wider than the box if need be
 * @returns {boolean} whether the fitted tree is wider than its box
 */
function size(vp, view, opts) {
  if (!view) return;
  const style = getComputedStyle(vp.els.wrap);
  vp.padX = (parseFloat(style.paddingLeft) || 0) + (parseFloat(style.paddingRight) || 0);
  measureCorners(vp.corners);
  holdRoom(vp.els, view, roomOpts(vp, view, opts, 0));
  place(vp, view, opts, 0);
  // The zoom bar sits over the box's top right corner. When it covers
  // what the fitted tree draws there (the root's labels, a node of the
  // first levels), the tree moves down below the bar, and shrinks if the
  // box has no height to spare (the room kept for it counts the shift).
  if (vp.last.fit) {
    const shift = coveredBy(vp, view);
    if (shift > 0) {
      holdRoom(vp.els, view, roomOpts(vp, view, opts, shift));
      place(vp, view, opts, shift);
    }
  }
  return vp.last.fit && vp.last.w > availWidth(vp) + 1;
}

/**
 * On a phone, a whole tree (practice and construct keep every node at its
 * texts' floor) taller than the room between the header and the dock
 * (hard-7's 17 nodes need 376 px where the dock of the full level of
 * detail leaves 272) would lie partly under the dock: the page scrolls
 * the header away instead, as far as the tree's box ends above the dock
 * (its narration at its tallest, as availHeight counts it) and never past
 * the box's top. Only down: a reader who scrolled below the tree is left
 * there. The first drawing too (issue 43): a practice link's first view
 * kept its header and left 7 of hard-7's nodes under the dock until
 * something fitted the tree again, and the tree may not move once shown
 * (tests/firstsecond.test.mjs), so the room is made before it is. Then
 * only when a node would be under the dock as it is (`pad`): the words
 * shown while the engine loaded stay where they are for a tree that fits
 * under them (medium-42's, whose box alone reaches the dock). Later
 * fittings make the room again (a level of detail, the dock grown or
 * shrunk, a new exercise, the window turned). Practice's level of detail
 * under the tree (`underTree`) is cleared of the dock with it, as far as
 * the drawing's first texts stay on the screen (it lay under the dock:
 * hard-7 at 390×844 now opens 74 px further down, its zoom bar scrolled
 * away, every node seen); the fitting leaves it room too (availHeight).
 */
function clearOfDock(vp, view) {
  const { els } = vp;
  const dock = docked(els);
  if (dock === 0) return;
  if (document.documentElement.dataset.shown !== '1' && pad(els, view).bottom <= els.sticky.getBoundingClientRect().top) return;
  const row = underTree();
  const tree = pastDock(els.sticky, els.wrap.getBoundingClientRect().top, els.svg.getBoundingClientRect().bottom, dock);
  // The level of detail too: the zoom bar may scroll away, not the tree.
  const withRow = row ? pastDock(els.sticky, pad(els, view).top, row.getBoundingClientRect().bottom, dock) : 0;
  const by = Math.max(tree, withRow);
  if (by >= 1) window.scrollBy({ top: by, behavior: 'instant' });
}

/**
 * Where the drawing's first texts start and its lowest texts end on
 * screen (CSS pixels): its box's top and bottom, past the blank padding
 * around them (the nodes are painted later, at the next frame, so the
 * drawing's numbers say it).
 */
function pad(els, view) {
  const r = els.svg.getBoundingClientRect();
  const px = view.geometry.pad * (r.height / visibleBox(view).h);
  return { top: r.top + px, bottom: r.bottom - px };
}

/** Reads the room each corner's element takes (see `corners`). */
function measureCorners(corners) {
  for (const c of corners) {
    if (!c.top) {
      ({ w: c.w, h: c.h } = c.size());
      continue;
    }
    if (c.element.hidden || !c.element.isConnected) continue;
    const w = c.element.offsetWidth;
    c.w = w ? w + 8 : 0;
    c.h = w ? c.element.offsetHeight + 8 : 0;
  }
}

/**
 * How far down (in CSS pixels) the fitted drawing must move so that the
 * element kept clear (the zoom bar) covers none of its labels, or 0 when
 * it covers none already. Reads the layout (only when the drawing is
 * sized, never on a step).
 */
function coveredBy(vp, view) {
  const { clear, els } = vp;
  if (!clear?.isConnected) return 0;
  const bar = clear.getBoundingClientRect();
  if (bar.width === 0 || bar.height === 0) return 0;
  const r = els.svg.getBoundingClientRect();
  const air = 4;
  const rect = screenToDrawing(bar, r, visibleBox(view), air);
  if (!rect) return 0;
  return labelsMeet(view, rect) ? Math.ceil(bar.bottom + air - r.top) : 0;
}

/**
 * The fitted scale for `place`, and what it decided on the way: whether
 * only the texts' floor holds it (`floorOnly`), the width's fit (`ws`).
 * Sets the view's level spacing, gap and leaf distance as it goes.
 */
function fittedScale(view, opts, fit, own, availW, availH) {
  // The whole tree after the search, where nodes may fold (not practice):
  // what matters least folds and the rest takes its room (foldplan.js).
  // Zoomed, the engine's layout.
  plan(view, fit && !opts.whole, availW, availH);
  // Fitted, the leaves start at their least distance (setDx below).
  if (fit) setDx(view, view.baseDx);
  const ws = fitWidthScale(view, availW / view.width, availW);
  view.levelPx = levelSpacing(view, availH);
  let s = Math.min(1.5, ws);
  // The whole tree where every node must stay drawn (opts.whole:
  // practice) never shrinks its texts below their floor: it is wider
  // than the box instead, which scrolls sideways.
  const floorOnly = fit && opts.whole && s < view.floor;
  if (floorOnly) s = view.floor;
  // Levels spread out when a wide tree is seen whole, as far as the height
  // allows.
  if (fit) setGap(view, fittingGap(view, s, availH, own));
  // Fit the height too, but never below 60 % of the width's fit: a deep
  // tree then stays readable rather than shrinking to nothing (in the
  // presenter's box, the whole tree fits, width and height).
  if (!floorOnly && fittedHeight(view, s) > availH) {
    s = own ? fitHeightScale(view, s, availH) : Math.max(availH / view.height, Math.min(1, ws) * 0.6);
  }
  // In the presenter's box, a tree whose height limits its scale spreads
  // across the box's width (fit.js setDx): its nodes get that room
  // for their texts, which then fold or hide less.
  if (fit && own && !floorOnly && s < ws * 0.98 && setDx(view, dxForWidth(view, s, availW))) {
    s = Math.min(s, fitWidthScale(view, s, availW));
  }
  return { s, floorOnly };
}

/**
 * Lays the view out by the whole tree's plan for a box `availW` × `availH`
 * pixels (`on`), or, during the search, by the plan of the current path
 * (`stepPath`, planStep), or as the engine does: planned again only when
 * the box's width, whether its levels are close (levelsClose), the
 * principal variation or the path, or the floor changed.
 */
function plan(view, on, availW, availH) {
  const close = on && levelsClose(view, availH);
  const ids = view.wholePv ?? view.stepPath;
  const kind = view.wholePv ? 'whole' : 'step';
  const key = on && ids ? `${kind}|${Math.round(availW)}|${close}|${ids.join(',')}|${view.floor}` : '';
  if (key === view.planKey) return;
  view.planKey = key;
  if (!key) applyPlan(view, null);
  else applyPlan(view, view.wholePv ? planWhole(view, availW, view.wholePv, close) : planStep(view, availW, view.stepPath, close));
}

/**
 * Zooming from the whole tree: the engine's layout comes back, and the
 * camera (`cam`, in the planned drawing's units) moves to the same
 * node's new place, the node nearest its centre.
 */
function unplan(view, cam) {
  if (!view.plan) return;
  let id = 0;
  let best = Infinity;
  const y = yOfLevel(view, cam.cd);
  for (const i of view.records.keys()) {
    const d = Math.hypot(view.px[i] - cam.cx, view.py[i] - y);
    if (d < best) {
      best = d;
      id = i;
    }
  }
  const off = cam.cx - view.px[id];
  view.planKey = '';
  applyPlan(view, null);
  cam.cx = view.px[id] + off;
}

/**
 * Sizes the SVG for `size`, with the fitted drawing `shift` CSS pixels
 * below the top of its box (room left for the zoom bar).
 */
function place(vp, view, opts, shift) {
  const { els } = vp;
  const availW = availWidth(vp);
  // The presenter's layout: the box left to the tree, whatever the window.
  vp.fill = readFill(els);
  const own = vp.fill;
  const availH = Math.max(60, (own ? Math.max(120, els.wrap.clientHeight - 2) : availHeight(els, opts.large)) - shift);
  const fit = isFit(vp, view, opts.fit);
  const { s, floorOnly } = fittedScale(view, opts, fit, own, availW, availH);
  if (own) vp.boxSize = `${els.wrap.clientWidth}x${els.wrap.clientHeight}`;
  vp.fitScale = s;
  if (vp.camView !== view) {
    vp.camView = view;
    vp.cam = null;
    view.onReveal = (id) => reveal(vp, view, id);
  }
  let boxH = availH;
  // The fitted drawing's height: the viewBox meets the box, so if the
  // scaled-up texts need more than the room, it shrinks a little rather
  // than overflow.
  const fitH = Math.min(fittedHeight(view, s), Math.max(view.height * s, availH));
  els.svg.style.marginTop = fit && shift > 0 ? shift + 'px' : '';
  if (fit) {
    vp.cam = null;
    els.svg.style.width = Math.round(fittedWidth(view, s)) + 'px';
    els.svg.style.height = Math.round(fitH) + 'px';
  } else {
    syncFromScroll(vp, view);
    boxH = own ? availH : Math.min(availH, Math.max(240, Math.round(view.height * (vp.cam ? vp.cam.z : 1)) + 4));
    if (!vp.cam) vp.cam = newCamera(vp, view, boxH, opts.current);
  }
  els.wrap.dataset.fit = String(fit);
  vp.last = { view, fit, fitOpt: opts.fit, scroll: false, boxW: availW, boxH, w: fit ? fittedWidth(view, s) : availW, h: fit ? fitH : boxH };
  apply(vp, view);
  // A whole tree wider than its box opens with its root in the middle.
  if (floorOnly && vp.last.w > availW + 1) els.wrap.scrollLeft = Math.max(0, view.px[0] * s - els.wrap.clientWidth / 2);
}

/**
 * A new camera ("Actual size") starts at 100 % with the tree's top at the
 * box's top, over the current node `id` while following (centred on it
 * when it is lower down), else over the root. A zoom from the whole tree
 * (the wheel, +) made its own camera around the pointer.
 */
function newCamera(vp, view, boxH, id) {
  const top = levelOf(view, Math.min(boxH, view.height) / 2);
  return vp.following && id !== null && id !== undefined && id < view.px.length
    ? { z: 1, cx: view.px[id], cd: Math.max(top, view.levels[id]) }
    : { z: 1, cx: view.px[0], cd: top };
}

/**
 * Zoomed, moves the camera to keep node `id` in sight, and with it the
 * nodes whose m set the bounds the narration names (render.js
 * `stepSources`) when the box can hold them all: centred on them, or
 * shifted by half a corner clear of the zoom bar and the minimap. Else,
 * when `id` itself is out of sight, centred on `id`. Each place is
 * tested as the camera will show it (keepInView), and painted once.
 */
function follow(vp, view, id, fit) {
  // Whether the drawing is fitted is known from the last `size` without
  // reading the layout, which a step has just changed.
  if (!vp.following || !view || !vp.cam || placedFit(vp, view, fit)) return;
  if (id === null || id === undefined) return;
  syncFromScroll(vp, view);
  const ids = [id, ...(view.stepSources || []).filter((s) => s !== null && s !== undefined && s !== id)];
  if (ids.every((i) => inSight(vp, view, i))) return;
  if (ids.length > 1 && followAll(vp, view, ids)) return;
  if (!inSight(vp, view, id)) reveal(vp, view, id);
}

/**
 * `follow` for several nodes: the camera centred on them all, or shifted
 * clear of the corners. Paints and returns true at the first place where
 * they are all in sight; else leaves the camera as it was.
 */
function followAll(vp, view, ids) {
  const { cam, last } = vp;
  const saved = { cx: cam.cx, cd: cam.cd };
  const xs = ids.map((i) => view.px[i]);
  const ys = ids.map((i) => view.py[i]);
  const x = (Math.min(...xs) + Math.max(...xs)) / 2;
  const y = (Math.min(...ys) + Math.max(...ys)) / 2;
  const shown = vp.corners.filter((c) => !c.element.hidden);
  const shiftX = Math.max(0, ...shown.map((c) => c.w)) / 2 / cam.z;
  const shiftY = Math.max(0, ...shown.filter((c) => c.top).map((c) => c.h)) / 2 / cam.z;
  for (const [dx, dy] of [
    [0, 0],
    [shiftX, 0],
    [0, -shiftY],
    [shiftX, -shiftY],
  ]) {
    cam.cx = x + dx;
    cam.cd = levelOf(view, y + dy);
    if (!last.scroll) keepInView(vp, view);
    if (ids.every((i) => inSight(vp, view, i))) {
      apply(vp, view);
      return true;
    }
  }
  cam.cx = saved.cx;
  cam.cd = saved.cd;
  return false;
}

/**
 * Whether node `id` is on screen under the camera, a margin inside the
 * box's edges (room for its labels) and clear of the corners.
 */
function inSight(vp, view, id) {
  const { cam, last } = vp;
  const x = (view.px[id] - cam.cx) * cam.z + last.w / 2;
  const y = (view.py[id] - yOfLevel(view, cam.cd)) * cam.z + last.h / 2;
  return insideMargin(x, y, last.w, last.h) && !underCorner(vp, x, y, textsAbove(view, cam.z));
}

/**
 * How far above a node's centre its texts reach on screen (CSS pixels):
 * its shape and the two lines of ↓α ↓β (measure.js `up`), scaled as the
 * node is drawn (a floor's or the lesson's scale) and by the camera.
 */
function textsAbove(view, z) {
  const up = view.labels ? view.labels.up : 0;
  return up * Math.max(1, view.glyph || 1, view.lesson || 1) * z;
}

/**
 * Whether a node drawn at (`x`, `y`) in the box (CSS pixels) would be
 * under the zoom bar or the minimap, with room for its labels: `above`
 * pixels of them over its centre, which the bar at the top must clear (a
 * phone's bar spans the box, and A's "↓α −∞" hid under it). A box that
 * scrolls keeps its bar at its top right too (navigate.js moves it back by
 * the scroll), so this holds there as well.
 */
function underCorner(vp, x, y, above = 0) {
  const { last } = vp;
  const air = 40;
  const up = Math.max(air, above + 4);
  const under = (c, x, y) => !c.element.hidden && c.w > 0 && x > last.w - c.w - air && (c.top ? y < c.h + up : y > last.h - c.h - air);
  // A corner that covers the box's centre too (a small box) is left out:
  // centring the node would not bring it out.
  return vp.corners.some((c) => under(c, x, y) && !under(c, last.w / 2, last.h / 2));
}

/** Zoomed, centres the camera on node `id`. */
function reveal(vp, view, id) {
  if (!vp.cam || view !== vp.camView || vp.last.fit) return;
  vp.cam.cx = view.px[id];
  vp.cam.cd = view.levels[id];
  apply(vp, view);
}

/**
 * Zooms by `factor` around the point (`sx`, `sy`) of the SVG's box (its
 * centre by default), which stays where it is on screen. From the fitted
 * drawing, the camera starts at the fitted scale: `startZoom` switches the
 * page to zoomed first (an action, so the button and the URL follow).
 */
function zoomBy(vp, view, factor, sx, sy) {
  if (!view) return;
  const { last, fitScale } = vp;
  const whole = !vp.cam || last.fit;
  const z0 = whole ? fitScale : vp.cam.z;
  const z = zoomScale(z0, factor, fitScale);
  // The scale at which the whole tree is in sight: fitted, or its width in the box.
  const wholeZ = Math.max(fitScale, availWidth(vp) / view.width) * 1.001;
  if (factor < 1 && z <= wholeZ && (whole || z0 > wholeZ)) {
    // Out to the whole tree, or already there.
    return whole ? undefined : { whole: true };
  }
  const px = sx ?? last.w / 2;
  const py = sy ?? last.h / 2;
  syncFromScroll(vp, view);
  if (whole) {
    // The point under the pointer, in drawing units, on the fitted
    // drawing, becomes the centre.
    vp.cam = { z, cx: px / fitScale, cd: levelOf(view, py / fitScale) };
    unplan(view, vp.cam);
    return { start: true };
  }
  // The point under the pointer stays there: its x in drawing units and
  // its level (the distance between levels may change with the zoom).
  const { cam } = vp;
  const wx = cam.cx + (px - last.w / 2) / cam.z;
  const level = levelOf(view, yOfLevel(view, cam.cd) + (py - last.h / 2) / cam.z);
  cam.z = z;
  setLevelGap(view, z);
  cam.cx = wx - (px - last.w / 2) / z;
  cam.cd = levelOf(view, yOfLevel(view, level) - (py - last.h / 2) / z);
  apply(vp, view);
  return { start: false };
}

/**
 * Zooms on node `id`'s subtree: its extent takes most of the box's width
 * (never zooming out, at most MAX_Z), centred, with its root near the
 * box's top, so a summary mark clicked opens whatever its width. Where
 * the root's level lands depends on the box's height, known only once
 * the box is sized (a zoom from the whole tree resizes it), so the camera
 * carries the level (`top`) and `apply` turns it into its centre.
 * Returns `{start}` as zoomBy does.
 */
function frame(vp, view, id) {
  if (!view) return;
  const start = !vp.cam || vp.last.fit;
  const z0 = start ? vp.fitScale : vp.cam.z;
  if (start && view.plan) unplan(view, { cx: view.px[id], cd: view.levels[id] });
  const z = frameScale(z0, view.hi[id] - view.lo[id] + view.dx, availWidth(vp));
  vp.cam = { z, cx: (view.lo[id] + view.hi[id]) / 2, cd: view.levels[id], top: view.levels[id] };
  if (!start) apply(vp, view);
  return { start };
}

/**
 * Zoomed, moves the camera by (`dx`, `dy`) CSS pixels, as far as the
 * tree's edges let it (keepInView).
 * @returns {{moved: boolean, rest: number}|null} whether the camera
 *   moved, and the vertical pixels it could not take (a finger hands
 *   them on to the page); null when nothing pans
 */
function panBy(vp, view, dx, dy) {
  const { cam, last } = vp;
  if (!cam || last.fit || !view) return null;
  syncFromScroll(vp, view);
  const { cx, cd } = cam;
  const y0 = yOfLevel(view, cd);
  cam.cx += dx / cam.z;
  cam.cd += dy / cam.z / view.gap;
  if (last.scroll) {
    apply(vp, view);
    return { moved: true, rest: 0 };
  }
  keepInView(vp, view);
  // At the tree's edge, nothing to paint: the page may scroll instead.
  const moved = Math.abs(cam.cx - cx) * cam.z > 0.01 || Math.abs(cam.cd - cd) * view.gap * cam.z > 0.01;
  if (moved) apply(vp, view);
  return { moved, rest: dy - (yOfLevel(view, cam.cd) - y0) * cam.z };
}

/** Zoomed, centres on the drawing point (`x`, `y`). */
function centreOn(vp, view, x, y) {
  if (!vp.cam || vp.last.fit || !view) return false;
  vp.cam.cx = x;
  vp.cam.cd = levelOf(view, y);
  apply(vp, view);
  return true;
}

/**
 * Scrolls the settings out of view so that the sticky controls sit at the
 * top, right above the tree: the large-text (presenter's) view.
 */
function presenterScroll(vp) {
  // The presenter's layout has no page to scroll: the settings fold away.
  if (filled(vp)) return;
  // Where the sticky block starts in the flow: right after the settings,
  // or after the error box when one is shown.
  const { els } = vp;
  const above = els.error.hidden ? els.setup : els.error;
  const top = above.getBoundingClientRect().bottom + window.scrollY;
  window.scrollTo({ top: Math.max(0, top), behavior: 'instant' });
}

/**
 * The camera of one drawing box, with the functions above bound to it.
 * @param {{wrap: HTMLElement, svg: SVGSVGElement, sticky: HTMLElement,
 *          error: HTMLElement, setup: HTMLElement}} els
 */
export function createViewport(els) {
  // A reload opens the page where its link does (clearOfDock and the
  // presenter's scroll place it), not where the browser left it: after
  // Check a phone's practice came back 377 px down, its tree above the screen.
  history.scrollRestoration = 'manual';
  /** @type {ViewportState} */
  const vp = {
    els,
    fitScale: 1,
    cam: null,
    camView: null,
    last: { view: null, fit: true, w: 0, h: 0 },
    listener: null,
    following: true,
    clear: null,
    corners: [],
    padX: 0,
    fill: null,
    boxSize: '',
  };
  // What comes above the tree after it is drawn (the homework bar, 188 px on a phone, left 19 of
  // medium-42's 23 nodes under the dock) moves it down: the page scrolls for the dock again.
  const again = () => vp.last.view?.keepWhole && vp.last.fit && clearOfDock(vp, vp.last.view);
  if (els.above) new ResizeObserver(again).observe(els.above);
  return {
    isFit: (view, fit) => isFit(vp, view, fit),
    size: (view, opts) => size(vp, view, opts),
    /** After `size` (and the line under a tree wider than its box), a fitted whole tree clears the dock (clearOfDock). */
    clearOfDock: (view, whole) => view && whole && vp.last.fit && clearOfDock(vp, view),
    boxChanged: () => boxChanged(vp),
    follow: (view, id, fit) => follow(vp, view, id, fit),
    reveal: (view, id) => reveal(vp, view, id),
    zoomBy: (view, factor, sx, sy) => zoomBy(vp, view, factor, sx, sy),
    frame: (view, id) => frame(vp, view, id),
    panBy: (view, dx, dy) => panBy(vp, view, dx, dy),
    centreOn: (view, x, y) => centreOn(vp, view, x, y),
    presenterScroll: () => presenterScroll(vp),
    /** A point on screen as coordinates in the visible box (for zoomBy). */
    toBox: (clientX, clientY) => {
      const r = (vp.last.scroll ? els.wrap : els.svg).getBoundingClientRect();
      return { x: clientX - r.left, y: clientY - r.top };
    },
    /** Whether the camera (not the box's scrolling) moves the view. */
    usesCamera: () => !vp.last.fit && !vp.last.scroll,
    /** The camera ({z, cx, cd}) while zoomed, else null; and the box's size on screen. */
    camera: () => (vp.last.fit ? null : vp.cam),
    box: () => ({ w: vp.last.w, h: vp.last.h }),
    onMove: (f) => {
      vp.listener = f;
    },
    setFollowing: (on) => {
      vp.following = on;
    },
    /** The fitted drawing leaves `element` (over the box's top) clear of its labels. */
    keepClear: (element) => {
      vp.clear = element;
      vp.corners.push({ element, top: true, w: 0, h: 0 });
    },
    /**
     * Following never leaves the current node under `element`, in the box's
     * bottom right corner, `size()` ({w, h}, CSS pixels) when shown (the
     * minimap, whose size depends on the window's width only, so that it
     * is asked at each `size` and need not be shown to be measured).
     */
    keepOut: (element, size) => {
      vp.corners.push({ element, top: false, w: 0, h: 0, size });
    },
  };
}
