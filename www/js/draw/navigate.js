// Zooming, panning and folding the drawing, by mouse, touch and keyboard,
// and the minimap. The wheel (or a trackpad's pinch) zooms around the
// pointer; dragging pans (a finger dragged past the tree's top or bottom
// edge scrolls the page on); two fingers pinch and pan; + and − zoom, 0 shows
// the whole tree, Alt + arrows pan; F folds the selected (or current)
// node's subtree into one mark and unfolds it, and so does a double-click
// on a node; a click on a summary mark opens it (a folded one unfolds, a
// level-of-detail one is zoomed on until its subtree opens, and following
// stops there). A small bar over the
// drawing has the same actions as buttons (for touch, and for reading what
// the keys do) in the box's top right corner, and the minimap, a canvas of the whole tree with the
// visible rectangle, shows when the drawing is zoomed and wider than the
// box. The camera itself is viewport.js's; this module only turns events
// into its moves, and calls the page's action `setFit` when the reader
// goes from the whole tree to a zoom or back. What it keeps between events
// is one object (`Navigation`) that the functions below take first.

import { minimapFrame } from '../core/camera.js';
import { setCollapsed, paint, nodeIdOf } from './render.js';
import { PHONE } from './viewport.js';

/** The zoom factor of one key press or button click. */
const STEP = 1.5;
/** How far one Alt + arrow pans, in screen pixels. */
const PAN_PX = 120;
/**
 * The minimap's size, in CSS pixels: smaller on a phone, where the usual
 * one would hide most of the tree around the current node. The style sheet
 * sizes it alike (its phone layout).
 */
const mapSize = () => (PHONE.matches ? { w: 140, h: 52 } : { w: 220, h: 80 });

function button(key, cls) {
  const b = document.createElement('button');
  b.type = 'button';
  b.className = cls;
  b.dataset.i18n = key;
  b.dataset.i18nTitle = key + '.title';
  return b;
}

/** Whether a key typed into `target` belongs to it (text fields, menus). */
function typing(target) {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * What the navigation keeps between events, one per drawing box: the
 * functions below take it as their first argument.
 * @typedef {object} Navigation
 * @property {{wrap: HTMLElement, svg: SVGSVGElement, viewport: object,
 *   view: () => import('./render.js').View|null, fit: () => boolean|null,
 *   setFit: (fit: boolean) => void, selected: () => number|null,
 *   current: () => number|null}} p  what initNavigation was given
 * @property {HTMLElement} bar  the bar and its buttons
 * @property {{zoomOut: HTMLButtonElement, zoomIn: HTMLButtonElement, fit: HTMLButtonElement,
 *   follow: HTMLButtonElement, fold: HTMLButtonElement, foldPruned: HTMLButtonElement}} buttons
 * @property {{map: HTMLElement, canvas: HTMLCanvasElement, frame: HTMLElement}} minimap
 * @property {import('./render.js').View|null} mapView  the view the minimap was drawn for
 * @property {{w: number, h: number}} drawnSize  the size the minimap was last drawn at (the
 *   window may have crossed the phone's width since)
 * @property {boolean} following  whether the camera follows the current node
 * @property {boolean} foldingPruned  whether pruned and unreached subtrees are folded
 * @property {Map<number, {x: number, y: number, scrolls: boolean}>} pointers  the pointers down on the drawing
 * @property {number} moved  how far the pointers moved since the last press (a drag does not also click)
 * @property {{d: number}|null} pinch  two fingers' distance, while they pinch
 * @property {boolean} mapDrag  whether a pointer drags on the minimap
 */

/** The bar: −, +, whole tree, follow, fold, fold pruned. */
function makeBar() {
  const bar = document.createElement('div');
  bar.className = 'nav-bar';
  bar.setAttribute('role', 'toolbar');
  bar.dataset.i18nAriaLabel = 'nav.label';
  const buttons = {
    zoomOut: button('nav.zoomOut', 'nav-zoom-out'),
    zoomIn: button('nav.zoomIn', 'nav-zoom-in'),
    fit: button('nav.fit', 'nav-fit'),
    follow: button('nav.follow', 'nav-follow toggle'),
    fold: button('nav.fold', 'nav-fold'),
    foldPruned: button('nav.foldPruned', 'nav-fold-pruned toggle'),
  };
  buttons.follow.setAttribute('aria-pressed', 'true');
  buttons.foldPruned.setAttribute('aria-pressed', 'false');
  bar.append(buttons.zoomOut, buttons.zoomIn, buttons.fit, buttons.follow, buttons.fold, buttons.foldPruned);
  return { bar, buttons };
}

/**
 * A tree zoomed but small enough to be drawn whole scrolls in its box
 * (viewport.js `scrolls`), and an element placed over a box that scrolls
 * scrolls with its content: the bar would leave the screen with the
 * tree (to the left on a phone, above at actual size). It is moved back
 * by what the box scrolled, so it stays over the box's corner in every
 * mode. And when the page scrolled a zoomed tree's box above the window
 * (a phone's swipe past the tree's edge), the bar comes down with the
 * window's top, as far as the box's bottom allows. (Over the whole tree
 * it stays at the top, where the fitted drawing leaves it room: lower,
 * it would cover labels.)
 */
function pinBar(wrap, bar) {
  const x = wrap.scrollLeft;
  const top = wrap.dataset.fit === 'false' ? wrap.getBoundingClientRect().top : 0;
  const down = top < 0 ? Math.max(0, Math.min(-top, wrap.clientHeight - bar.offsetHeight - 8)) : 0;
  const y = wrap.scrollTop + down;
  const at = x || y ? `translate(${x}px, ${y}px)` : '';
  if (bar.style.transform !== at) bar.style.transform = at;
}

/** The minimap: a canvas of the whole tree, and the visible rectangle over it. */
function makeMinimap() {
  const map = document.createElement('div');
  map.className = 'minimap';
  map.hidden = true;
  map.dataset.i18nTitle = 'nav.minimap';
  const canvas = document.createElement('canvas');
  const frame = document.createElement('div');
  frame.className = 'minimap-frame';
  map.append(canvas, frame);
  return { map, canvas, frame };
}

/** Zooms by `factor` around (sx, sy) in the SVG's box; from the whole tree, switches to zoomed. */
function zoom(nav, factor, sx, sy) {
  const view = nav.p.view();
  if (!view) return;
  const r = nav.p.viewport.zoomBy(view, factor, sx, sy);
  if (r?.start) nav.p.setFit(false);
  else if (r?.whole) nav.p.setFit(true);
  // Zoomed around the box's centre (the bar's buttons, the keys) while
  // following: the current node stays in sight (a phone's + at step 9
  // left the leaf C1.3 below the box).
  else if (r && sx === undefined && nav.following) nav.p.viewport.follow(view, nav.p.current(), false);
}

/**
 * Pans by (`dx`, `dy`) CSS pixels; a pan that moved the view stops
 * following. With `chain` (a finger), what the camera cannot take at
 * the tree's top or bottom edge scrolls the page, even in the middle of
 * a swipe: the camera's box is most of a phone's screen, and a swipe on
 * it must still reach the settings below.
 */
function pan(nav, dx, dy, chain = false) {
  const view = nav.p.view();
  const r = view ? nav.p.viewport.panBy(view, dx, dy) : null;
  if (r === null) return;
  if (r.moved) setFollow(nav, false);
  if (chain && Math.abs(r.rest) >= 1) window.scrollBy(0, r.rest);
}

function setFollow(nav, on) {
  nav.following = on;
  nav.buttons.follow.setAttribute('aria-pressed', String(on));
  nav.p.viewport.setFollowing(on);
}

/** Folds or unfolds the subtree of `id` (the selected node, else the current one). */
function toggleFold(nav, id) {
  const view = nav.p.view();
  if (!view) return;
  const at = id ?? nav.p.selected() ?? nav.p.current();
  if (at === null || at === undefined) return;
  const on = !view.collapsed.has(at) && !(nav.foldingPruned && view.summaries.has(at));
  if (!on && view.summaries.has(at) && !view.collapsed.has(at)) view.unfolded.add(at);
  else view.unfolded.delete(at);
  setCollapsed(view, at, on);
}

/** The bar's buttons do what the keys do. */
function wireBar(nav) {
  const { buttons, p } = nav;
  buttons.zoomIn.addEventListener('click', () => zoom(nav, STEP));
  buttons.zoomOut.addEventListener('click', () => zoom(nav, 1 / STEP));
  buttons.fit.addEventListener('click', () => p.setFit(true));
  buttons.follow.addEventListener('click', () => {
    setFollow(nav, !nav.following);
    const view = p.view();
    if (nav.following && view) p.viewport.follow(view, p.current(), false);
  });
  buttons.fold.addEventListener('click', () => toggleFold(nav, null));
  buttons.foldPruned.addEventListener('click', () => {
    nav.foldingPruned = !nav.foldingPruned;
    buttons.foldPruned.setAttribute('aria-pressed', String(nav.foldingPruned));
    const view = p.view();
    if (view) {
      view.foldPruned = nav.foldingPruned;
      view.unfolded.clear();
      paint(view);
    }
  });
}

/**
 * The drawing's own events: the wheel (and a trackpad's pinch, a wheel
 * event with Ctrl) zooms around the pointer; dragging pans and two
 * pointers pinch, and a drag does not also click; a click on a summary
 * mark opens it; a double-click folds.
 */
function wirePointers(nav) {
  const { svg, wrap, viewport } = nav.p;
  svg.addEventListener(
    'wheel',
    (ev) => {
      ev.preventDefault();
      const unit = ev.deltaMode === 1 ? 16 : ev.deltaMode === 2 ? wrap.clientHeight : 1;
      const at = viewport.toBox(ev.clientX, ev.clientY);
      zoom(nav, Math.exp(-ev.deltaY * unit * (ev.ctrlKey ? 0.01 : 0.0015)), at.x, at.y);
    },
    { passive: false },
  );
  svg.addEventListener('pointerdown', (ev) => pointerDown(nav, ev));
  svg.addEventListener('pointermove', (ev) => pointerMove(nav, ev));
  const release = (ev) => {
    nav.pointers.delete(ev.pointerId);
    if (nav.pointers.size < 2) nav.pinch = null;
  };
  svg.addEventListener('pointerup', release);
  svg.addEventListener('pointercancel', release);
  svg.addEventListener('click', (ev) => click(nav, ev), true);
  svg.addEventListener('dblclick', (ev) => {
    const id = nodeIdOf(ev);
    const view = nav.p.view();
    if (id === null || !view || view.tree.end[id] === id + 1) return;
    ev.preventDefault();
    toggleFold(nav, id);
  });
}

function pointerDown(nav, ev) {
  nav.moved = 0;
  if (ev.button !== 0) return;
  // A finger on a fitted tree or a box that scrolls scrolls the page or
  // the box, as the browser does; two fingers there pinch the tree (the
  // style sheet leaves the browser no pinch of its own on the drawing).
  nav.pointers.set(ev.pointerId, { x: ev.clientX, y: ev.clientY, scrolls: ev.pointerType === 'touch' && !nav.p.viewport.usesCamera() });
  if (nav.pointers.size === 2) {
    const [a, b] = [...nav.pointers.values()];
    nav.pinch = { d: Math.hypot(a.x - b.x, a.y - b.y) };
  }
}

function pointerMove(nav, ev) {
  const { pointers } = nav;
  const at = pointers.get(ev.pointerId);
  if (!at) return;
  const dx = ev.clientX - at.x;
  const dy = ev.clientY - at.y;
  at.x = ev.clientX;
  at.y = ev.clientY;
  if (!at.scrolls || nav.pinch) nav.moved += Math.abs(dx) + Math.abs(dy);
  if (pointers.size === 2 && nav.pinch) {
    const [a, b] = [...pointers.values()];
    const d = Math.hypot(a.x - b.x, a.y - b.y);
    const centre = nav.p.viewport.toBox((a.x + b.x) / 2, (a.y + b.y) / 2);
    if (nav.pinch.d > 0 && d > 0) zoom(nav, d / nav.pinch.d, centre.x, centre.y);
    nav.pinch.d = d;
    return;
  }
  if (nav.moved > 4 && !at.scrolls) {
    const { svg } = nav.p;
    if (!svg.hasPointerCapture(ev.pointerId)) svg.setPointerCapture(ev.pointerId);
    pan(nav, -dx, -dy, ev.pointerType === 'touch');
  }
}

/** A click (in the capture phase): none after a drag; on a summary mark, it opens the mark. */
function click(nav, ev) {
  if (nav.moved > 4) {
    ev.stopPropagation();
    ev.preventDefault();
    nav.moved = 0;
    return;
  }
  const mark = ev.target instanceof Element ? ev.target.closest('g.summary') : null;
  if (!mark) return;
  ev.stopPropagation();
  const id = Number(mark.dataset.rootId);
  const view = nav.p.view();
  if (view?.collapsed.has(id)) toggleFold(nav, id);
  else if (view && nav.foldingPruned && view.tree.end[id] - id > 1 && !view.unfolded.has(id) && isPrunedFold(view, id)) toggleFold(nav, id);
  else {
    // A mark of the level of detail: zoom until its subtree opens,
    // and stay there rather than follow the search elsewhere.
    setFollow(nav, false);
    const r = nav.p.viewport.frame(view, id);
    if (r?.start) nav.p.setFit(false);
  }
}

/** Whether `id` is folded by the pruned-and-unreached rule (its state differs from its parent's). */
function isPrunedFold(view, id) {
  const st = view.snap?.state;
  const parent = view.tree.parent[id];
  if (!st || parent < 0) return false;
  return (st[id] === 4 && st[parent] !== 4) || (st[id] === 0 && st[parent] !== 0);
}

/** The keys: + and − zoom, 0 shows the whole tree, F folds, Alt + arrows pan. */
function keyDown(nav, ev) {
  if (ev.defaultPrevented || typing(ev.target) || ev.ctrlKey || ev.metaKey) return;
  const view = nav.p.view();
  if (!view) return;
  if (ev.altKey) {
    const by = { ArrowLeft: [-PAN_PX, 0], ArrowRight: [PAN_PX, 0], ArrowUp: [0, -PAN_PX], ArrowDown: [0, PAN_PX] }[ev.key];
    if (!by) return;
    ev.preventDefault();
    pan(nav, by[0], by[1]);
    return;
  }
  if (ev.key === '+' || ev.key === '=') zoom(nav, STEP);
  else if (ev.key === '-' || ev.key === '−') zoom(nav, 1 / STEP);
  else if (ev.key === '0') nav.p.setFit(true);
  // Shift+F is full screen (controls.js); F (Caps Lock too) folds.
  else if ((ev.key === 'f' || ev.key === 'F') && !ev.shiftKey) toggleFold(nav, null);
  else return;
  ev.preventDefault();
}

/** The minimap: a click or a drag centres the view there. */
function wireMinimap(nav) {
  const { map, canvas } = nav.minimap;
  const mapMove = (ev) => {
    const view = nav.p.view();
    if (!view || !nav.mapDrag) return;
    const r = canvas.getBoundingClientRect();
    const x = ((ev.clientX - r.left) / r.width) * view.width;
    const y = ((ev.clientY - r.top) / r.height) * view.height;
    if (nav.p.viewport.centreOn(view, x, y)) setFollow(nav, false);
  };
  map.addEventListener('pointerdown', (ev) => {
    nav.mapDrag = true;
    map.setPointerCapture(ev.pointerId);
    mapMove(ev);
  });
  map.addEventListener('pointermove', mapMove);
  map.addEventListener('pointerup', () => {
    nav.mapDrag = false;
  });
}

/** Draws the whole tree into the minimap: one pixel per node, by level. */
function drawMap(nav, view) {
  const { canvas } = nav.minimap;
  const dpr = window.devicePixelRatio || 1;
  const size = mapSize();
  nav.drawnSize = size;
  const w = Math.round(size.w * dpr);
  const h = Math.round(size.h * dpr);
  canvas.width = w;
  canvas.height = h;
  const c = canvas.getContext('2d');
  const img = c.createImageData(w, h);
  const { px, py } = view;
  const sx = (w - 1) / view.width;
  const sy = (h - 1) / view.height;
  for (let i = 0; i < px.length; i++) {
    const o = (Math.round(py[i] * sy) * w + Math.round(px[i] * sx)) * 4;
    img.data[o] = 60;
    img.data[o + 1] = 80;
    img.data[o + 2] = 120;
    img.data[o + 3] = 255;
  }
  c.putImageData(img, 0, 0);
}

/** After each camera move: the minimap's rectangle, or the minimap hidden. */
function afterMove(nav, view) {
  const { bar, p, minimap } = nav;
  // Back to the whole tree, the bar goes back to the box's top (see
  // pinBar; zoomed, the scroll events place it, and no step reads the
  // layout for it).
  if (bar.style.transform && p.wrap.dataset.fit !== 'false') pinBar(p.wrap, bar);
  if (view.foldPruned !== nav.foldingPruned) {
    // A new tree: the reader's choice carries over.
    view.foldPruned = nav.foldingPruned;
    paint(view);
  }
  const cam = view.camera;
  const show = cam !== null && (cam.w < view.width * 0.98 || cam.h < view.height * 0.98);
  minimap.map.hidden = !show;
  if (!show) return;
  const { w: mapW, h: mapH } = mapSize();
  if (nav.mapView !== view || nav.drawnSize.w !== mapW) {
    nav.mapView = view;
    drawMap(nav, view);
  }
  const box = minimapFrame(cam, view.width, view.height, mapW, mapH);
  const { frame } = minimap;
  frame.style.left = box.left + 'px';
  frame.style.top = box.top + 'px';
  frame.style.width = box.width + 'px';
  frame.style.height = box.height + 'px';
}

/**
 * The bar over the drawing's top right corner, the minimap, and the
 * mouse, touch and keys that move the camera (see the top of the file).
 * @param {{wrap: HTMLElement, svg: SVGSVGElement, viewport: object,
 *          view: () => object|null, fit: () => boolean|null,
 *          setFit: (fit: boolean) => void, selected: () => number|null,
 *          current: () => number|null}} p
 */
export function initNavigation(p) {
  const { wrap, viewport } = p;
  const { bar, buttons } = makeBar();
  // Inside the drawing's box, over its top right corner: the page's layouts
  // (a grid of the box and the side panels) stay as they are, and the
  // fitted tree leaves the bar clear (viewport.js moves it down when the
  // bar would cover its labels).
  wrap.prepend(bar);
  viewport.keepClear(bar);
  const onScroll = () => pinBar(wrap, bar);
  wrap.addEventListener('scroll', onScroll, { passive: true });
  window.addEventListener('scroll', onScroll, { passive: true });

  const minimap = makeMinimap();
  wrap.append(minimap.map);
  // Its size is mapSize(), 6 px from the corner, with a border.
  viewport.keepOut(minimap.map, () => {
    const { w, h } = mapSize();
    return { w: w + 16, h: h + 16 };
  });

  /** @type {Navigation} */
  const nav = {
    p,
    bar,
    buttons,
    minimap,
    mapView: null,
    drawnSize: mapSize(),
    following: true,
    foldingPruned: false,
    pointers: new Map(),
    moved: 0,
    pinch: null,
    mapDrag: false,
  };
  wireBar(nav);
  wirePointers(nav);
  document.addEventListener('keydown', (ev) => keyDown(nav, ev));
  wireMinimap(nav);
  viewport.onMove((view) => afterMove(nav, view));

  return {
    /** Whether the view follows the current node. */
    following: () => nav.following,
  };
}
