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
// goes from the whole tree to a zoom or back.

import { setCollapsed, paint, nodeIdAt } from './render.js';
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
 * @param {{wrap: HTMLElement, svg: SVGSVGElement, viewport: object,
 *          view: () => object|null, fit: () => boolean|null,
 *          setFit: (fit: boolean) => void, selected: () => number|null,
 *          current: () => number|null}} p
 */
export function initNavigation(p) {
  const { wrap, svg, viewport } = p;

  // The bar: −, +, whole tree, follow, fold, fold pruned.
  const bar = document.createElement('div');
  bar.className = 'nav-bar';
  bar.setAttribute('role', 'toolbar');
  bar.dataset.i18nAriaLabel = 'nav.label';
  const zoomOut = button('nav.zoomOut', 'nav-zoom-out');
  const zoomIn = button('nav.zoomIn', 'nav-zoom-in');
  const fit = button('nav.fit', 'nav-fit');
  const follow = button('nav.follow', 'nav-follow toggle');
  const fold = button('nav.fold', 'nav-fold');
  const foldPruned = button('nav.foldPruned', 'nav-fold-pruned toggle');
  follow.setAttribute('aria-pressed', 'true');
  foldPruned.setAttribute('aria-pressed', 'false');
  bar.append(zoomOut, zoomIn, fit, follow, fold, foldPruned);
  // Inside the drawing's box, over its top right corner: the page's layouts
  // (a grid of the box and the side panels) stay as they are, and the
  // fitted tree leaves the bar clear (viewport.js moves it down when the
  // bar would cover its labels).
  wrap.prepend(bar);
  viewport.keepClear(bar);
  // A tree zoomed but small enough to be drawn whole scrolls in its box
  // (viewport.js `scrolls`), and an element placed over a box that scrolls
  // scrolls with its content: the bar would leave the screen with the
  // tree (to the left on a phone, above at actual size). It is moved back
  // by what the box scrolled, so it stays over the box's corner in every
  // mode. And when the page scrolled a zoomed tree's box above the window
  // (a phone's swipe past the tree's edge), the bar comes down with the
  // window's top, as far as the box's bottom allows. (Over the whole tree
  // it stays at the top, where the fitted drawing leaves it room: lower,
  // it would cover labels.)
  const pinBar = () => {
    const x = wrap.scrollLeft;
    const top = wrap.dataset.fit === 'false' ? wrap.getBoundingClientRect().top : 0;
    const down = top < 0 ? Math.max(0, Math.min(-top, wrap.clientHeight - bar.offsetHeight - 8)) : 0;
    const y = wrap.scrollTop + down;
    const at = x || y ? `translate(${x}px, ${y}px)` : '';
    if (bar.style.transform !== at) bar.style.transform = at;
  };
  wrap.addEventListener('scroll', pinBar, { passive: true });
  window.addEventListener('scroll', pinBar, { passive: true });

  // The minimap: the whole tree drawn once per tree, and the visible rectangle.
  const map = document.createElement('div');
  map.className = 'minimap';
  map.hidden = true;
  map.dataset.i18nTitle = 'nav.minimap';
  const canvas = document.createElement('canvas');
  const frame = document.createElement('div');
  frame.className = 'minimap-frame';
  map.append(canvas, frame);
  wrap.append(map);
  // Its size is mapSize(), 6 px from the corner, with a border.
  viewport.keepOut(map, () => {
    const { w, h } = mapSize();
    return { w: w + 16, h: h + 16 };
  });
  let mapView = null;
  /** The size the minimap was last drawn at (the window may have crossed the phone's width since). */
  let drawnSize = mapSize();

  let following = true;
  let foldingPruned = false;

  /** Zooms by `factor` around (sx, sy) in the SVG's box; from the whole tree, switches to zoomed. */
  function zoom(factor, sx, sy) {
    const view = p.view();
    if (!view) return;
    const r = viewport.zoomBy(view, factor, sx, sy);
    if (r && r.start) p.setFit(false);
    else if (r && r.whole) p.setFit(true);
  }

  /**
   * Pans by (`dx`, `dy`) CSS pixels; a pan that moved the view stops
   * following. With `chain` (a finger), what the camera cannot take at
   * the tree's top or bottom edge scrolls the page, even in the middle of
   * a swipe: the camera's box is most of a phone's screen, and a swipe on
   * it must still reach the settings below.
   */
  function pan(dx, dy, chain = false) {
    const view = p.view();
    const r = view ? viewport.panBy(view, dx, dy) : null;
    if (r === null) return;
    if (r.moved) setFollow(false);
    if (chain && Math.abs(r.rest) >= 1) window.scrollBy(0, r.rest);
  }

  function setFollow(on) {
    following = on;
    follow.setAttribute('aria-pressed', String(on));
    viewport.setFollowing(on);
  }

  /** Folds or unfolds the subtree of `id` (the selected node, else the current one). */
  function toggleFold(id) {
    const view = p.view();
    if (!view) return;
    const at = id ?? p.selected() ?? p.current();
    if (at === null || at === undefined) return;
    const on = !view.collapsed.has(at) && !(foldingPruned && view.summaries.has(at));
    if (!on && view.summaries.has(at) && !view.collapsed.has(at)) view.unfolded.add(at);
    else view.unfolded.delete(at);
    setCollapsed(view, at, on);
  }

  zoomIn.addEventListener('click', () => zoom(STEP));
  zoomOut.addEventListener('click', () => zoom(1 / STEP));
  fit.addEventListener('click', () => p.setFit(true));
  follow.addEventListener('click', () => {
    setFollow(!following);
    const view = p.view();
    if (following && view) viewport.follow(view, p.current(), false);
  });
  fold.addEventListener('click', () => toggleFold(null));
  foldPruned.addEventListener('click', () => {
    foldingPruned = !foldingPruned;
    foldPruned.setAttribute('aria-pressed', String(foldingPruned));
    const view = p.view();
    if (view) {
      view.foldPruned = foldingPruned;
      view.unfolded.clear();
      paint(view);
    }
  });

  // The wheel, and a trackpad's pinch (a wheel event with Ctrl), zoom
  // around the pointer.
  svg.addEventListener(
    'wheel',
    (ev) => {
      ev.preventDefault();
      const unit = ev.deltaMode === 1 ? 16 : ev.deltaMode === 2 ? wrap.clientHeight : 1;
      const at = viewport.toBox(ev.clientX, ev.clientY);
      zoom(Math.exp(-ev.deltaY * unit * (ev.ctrlKey ? 0.01 : 0.0015)), at.x, at.y);
    },
    { passive: false },
  );

  // Dragging pans; two pointers pinch. A drag does not also click.
  const pointers = new Map();
  let moved = 0;
  let pinch = null;
  svg.addEventListener('pointerdown', (ev) => {
    moved = 0;
    if (ev.button !== 0) return;
    // A finger on a fitted tree or a box that scrolls scrolls the page or
    // the box, as the browser does; two fingers there pinch the tree (the
    // style sheet leaves the browser no pinch of its own on the drawing).
    pointers.set(ev.pointerId, { x: ev.clientX, y: ev.clientY, scrolls: ev.pointerType === 'touch' && !viewport.usesCamera() });
    if (pointers.size === 2) {
      const [a, b] = [...pointers.values()];
      pinch = { d: Math.hypot(a.x - b.x, a.y - b.y) };
    }
  });
  svg.addEventListener('pointermove', (ev) => {
    const at = pointers.get(ev.pointerId);
    if (!at) return;
    const dx = ev.clientX - at.x;
    const dy = ev.clientY - at.y;
    at.x = ev.clientX;
    at.y = ev.clientY;
    if (!at.scrolls || pinch) moved += Math.abs(dx) + Math.abs(dy);
    if (pointers.size === 2 && pinch) {
      const [a, b] = [...pointers.values()];
      const d = Math.hypot(a.x - b.x, a.y - b.y);
      const at = viewport.toBox((a.x + b.x) / 2, (a.y + b.y) / 2);
      if (pinch.d > 0 && d > 0) zoom(d / pinch.d, at.x, at.y);
      pinch.d = d;
      return;
    }
    if (moved > 4 && !at.scrolls) {
      if (!svg.hasPointerCapture(ev.pointerId)) svg.setPointerCapture(ev.pointerId);
      pan(-dx, -dy, ev.pointerType === 'touch');
    }
  });
  const release = (ev) => {
    pointers.delete(ev.pointerId);
    if (pointers.size < 2) pinch = null;
  };
  svg.addEventListener('pointerup', release);
  svg.addEventListener('pointercancel', release);
  svg.addEventListener(
    'click',
    (ev) => {
      if (moved > 4) {
        ev.stopPropagation();
        ev.preventDefault();
        moved = 0;
        return;
      }
      // A click on a summary mark opens it.
      const mark = ev.target instanceof Element ? ev.target.closest('g.summary') : null;
      if (mark) {
        ev.stopPropagation();
        const id = Number(mark.dataset.rootId);
        const view = p.view();
        if (view && view.collapsed.has(id)) toggleFold(id);
        else if (view && foldingPruned && view.tree.end[id] - id > 1 && !view.unfolded.has(id) && isPrunedFold(view, id)) toggleFold(id);
        else {
          // A mark of the level of detail: zoom until its subtree opens,
          // and stay there rather than follow the search elsewhere.
          setFollow(false);
          const r = viewport.frame(view, id);
          if (r && r.start) p.setFit(false);
        }
      }
    },
    true,
  );
  svg.addEventListener('dblclick', (ev) => {
    const id = nodeIdAt(ev.target);
    const view = p.view();
    if (id === null || !view || view.tree.end[id] === id + 1) return;
    ev.preventDefault();
    toggleFold(id);
  });

  /** Whether `id` is folded by the pruned-and-unreached rule (its state differs from its parent's). */
  function isPrunedFold(view, id) {
    const st = view.snap?.state;
    const parent = view.tree.parent[id];
    if (!st || parent < 0) return false;
    return (st[id] === 4 && st[parent] !== 4) || (st[id] === 0 && st[parent] !== 0);
  }

  document.addEventListener('keydown', (ev) => {
    if (ev.defaultPrevented || typing(ev.target) || ev.ctrlKey || ev.metaKey) return;
    const view = p.view();
    if (!view) return;
    if (ev.altKey) {
      const by = { ArrowLeft: [-PAN_PX, 0], ArrowRight: [PAN_PX, 0], ArrowUp: [0, -PAN_PX], ArrowDown: [0, PAN_PX] }[ev.key];
      if (!by) return;
      ev.preventDefault();
      pan(by[0], by[1]);
      return;
    }
    if (ev.key === '+' || ev.key === '=') zoom(STEP);
    else if (ev.key === '-' || ev.key === '−') zoom(1 / STEP);
    else if (ev.key === '0') p.setFit(true);
    else if (ev.key === 'f' || ev.key === 'F') toggleFold(null);
    else return;
    ev.preventDefault();
  });

  // The minimap: a click or a drag centres the view there.
  let mapDrag = false;
  const mapMove = (ev) => {
    const view = p.view();
    if (!view || !mapDrag) return;
    const r = canvas.getBoundingClientRect();
    const x = ((ev.clientX - r.left) / r.width) * view.width;
    const y = ((ev.clientY - r.top) / r.height) * view.height;
    if (viewport.centreOn(view, x, y)) setFollow(false);
  };
  map.addEventListener('pointerdown', (ev) => {
    mapDrag = true;
    map.setPointerCapture(ev.pointerId);
    mapMove(ev);
  });
  map.addEventListener('pointermove', mapMove);
  map.addEventListener('pointerup', () => {
    mapDrag = false;
  });

  /** Draws the whole tree into the minimap: one pixel per node, by level. */
  function drawMap(view) {
    const dpr = window.devicePixelRatio || 1;
    const size = mapSize();
    drawnSize = size;
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
  viewport.onMove((view) => {
    // Back to the whole tree, the bar goes back to the box's top (see
    // pinBar; zoomed, the scroll events place it, and no step reads the
    // layout for it).
    if (bar.style.transform && wrap.dataset.fit !== 'false') pinBar();
    if (view.foldPruned !== foldingPruned) {
      // A new tree: the reader's choice carries over.
      view.foldPruned = foldingPruned;
      paint(view);
    }
    const cam = view.camera;
    const show = cam !== null && (cam.w < view.width * 0.98 || cam.h < view.height * 0.98);
    map.hidden = !show;
    if (!show) return;
    const { w: mapW, h: mapH } = mapSize();
    if (mapView !== view || drawnSize.w !== mapW) {
      mapView = view;
      drawMap(view);
    }
    const fx = mapW / view.width;
    const fy = mapH / view.height;
    const left = Math.max(0, cam.x * fx);
    const top = Math.max(0, cam.y * fy);
    frame.style.left = left + 'px';
    frame.style.top = top + 'px';
    frame.style.width = Math.max(3, Math.min(mapW, (cam.x + cam.w) * fx) - left) + 'px';
    frame.style.height = Math.max(3, Math.min(mapH, (cam.y + cam.h) * fy) - top) + 'px';
  });

  return {
    /** Whether the view follows the current node. */
    following: () => following,
  };
}
