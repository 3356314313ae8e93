// The drawing's size, zoom and pan on the page. Two ways to look at a
// tree: fitted (the whole drawing scaled to the box, as the SVG's viewBox)
// and zoomed (a camera: the SVG fills the box and its viewBox is the
// visible rectangle, `{z, cx, cd}`: pixels per drawing unit, the centre's
// x in drawing units and its level). Zooming, panning and following the current node move
// the camera and ask render.js to paint what is now on screen, so a big
// tree costs what is visible, never its whole size. It also holds the
// presenter's scroll in large-text mode (the settings scrolled away so that
// the sticky controls sit right above the tree). It reads the layout of the
// page and writes only the SVG's size and the view's camera; the reader's
// choice between fitted and zoomed (`fit`) is the page's state. The embed
// view needs none of this: its SVG scales through its viewBox. Zoomed out,
// levels keep a least distance on screen (render.js setLevelGap), so the
// camera keeps its centre's height as a level (`cd`), not in drawing units.

import { paint, setLevelGap, levelOf, yOfLevel } from './render.js';

/** The zoom range, in pixels per drawing unit. */
const MIN_Z = 1e-4;
const MAX_Z = 4;

/**
 * @param {{wrap: HTMLElement, svg: SVGSVGElement, sticky: HTMLElement,
 *          error: HTMLElement, setup: HTMLElement}} els
 */
export function createViewport(els) {
  /** The scale of the fitted drawing, from the last `size`. */
  let fitScale = 1;
  /** The camera while zoomed, or null (the next zoomed size starts at 100 %). */
  let cam = null;
  /** The view the camera belongs to: a new tree starts afresh. */
  let camView = null;
  /** The last view sized, and whether it was fitted. */
  let last = { view: null, fit: true, w: 0, h: 0 };
  /** Called after the camera moved (the minimap listens). */
  let listener = null;
  /** Whether the camera follows the current node (the reader may turn it off). */
  let following = true;

  const availWidth = () => Math.max(160, els.wrap.clientWidth - 2);

  /** The room below the drawing's top (or below the sticky controls, in large-text mode). */
  function availHeight(large) {
    const top = large ? els.sticky.offsetHeight : els.wrap.getBoundingClientRect().top + window.scrollY;
    return Math.max(240, window.innerHeight - top - 8);
  }

  /**
   * Whether the drawing is fitted: the reader's choice (`fit` true or
   * false), or, until they choose (null), whenever fitting keeps the
   * drawing at half size or more (a phone showing a wide tree, or a big
   * tree, starts zoomed at 100 % on the current node).
   */
  function isFit(view, fit) {
    if (fit !== null) return fit;
    if (!view) return true;
    return availWidth() / view.width >= 0.5;
  }

  /** Writes the camera into the view as its visible rectangle, and paints. */
  function apply(view) {
    if (!view) return;
    if (last.fit || !cam) {
      view.camera = null;
      view.scale = fitScale;
    } else {
      setLevelGap(view, cam.z);
      const w = last.w / cam.z;
      const h = last.h / cam.z;
      view.camera = { x: cam.cx - w / 2, y: yOfLevel(view, cam.cd) - h / 2, w, h };
      view.scale = cam.z;
    }
    paint(view);
    if (listener) listener(view);
  }

  /**
   * Sizes the SVG. Fitted, the whole tree fits the width of its box and,
   * unless that makes it too small, the height of the window below its top
   * (small trees grow up to 1.5 times); zoomed, the SVG fills the box and
   * the camera chooses what it shows.
   * @param {object|null} view  from render.buildTree
   * @param {{fit: boolean|null, large: boolean}} opts
   */
  function size(view, opts) {
    if (!view) return;
    const availW = availWidth();
    const availH = availHeight(opts.large);
    const ws = availW / view.width;
    const fit = isFit(view, opts.fit);
    let s = Math.min(1.5, ws);
    if (fit) setLevelGap(view, s);
    // Fit the height too, but never below 60 % of the width's fit: a deep
    // tree then stays readable rather than shrinking to nothing.
    if (view.height * s > availH) {
      s = Math.max(availH / view.height, Math.min(1, ws) * 0.6);
      if (fit) setLevelGap(view, s);
    }
    fitScale = s;
    if (camView !== view) {
      camView = view;
      cam = null;
      view.onReveal = (id) => reveal(view, id);
    }
    if (fit) {
      cam = null;
      els.svg.style.width = Math.round(view.width * s) + 'px';
      els.svg.style.height = Math.round(view.height * s) + 'px';
    } else {
      const h = Math.min(availH, Math.max(240, Math.round(view.height * (cam ? cam.z : 1)) + 4));
      els.svg.style.width = availW + 'px';
      els.svg.style.height = h + 'px';
      if (!cam) cam = { z: 1, cx: view.px[0], cd: levelOf(view, h / 2) };
    }
    els.wrap.dataset.fit = String(fit);
    last = { view, fit, w: fit ? view.width * s : availW, h: fit ? view.height * s : Number.parseFloat(els.svg.style.height) };
    apply(view);
  }

  /** Zoomed, moves the camera to keep node `id` in sight. */
  function follow(view, id, fit) {
    if (!following || isFit(view, fit) || !view || !cam) return;
    if (id === null || id === undefined) return;
    const x = (view.px[id] - cam.cx) * cam.z + last.w / 2;
    const y = (view.py[id] - yOfLevel(view, cam.cd)) * cam.z + last.h / 2;
    const margin = Math.min(80, last.w / 4, last.h / 4);
    if (x < margin || x > last.w - margin || y < margin || y > last.h - margin) {
      reveal(view, id);
    }
  }

  /** Zoomed, centres the camera on node `id`. */
  function reveal(view, id) {
    if (!cam || view !== camView) return;
    cam.cx = view.px[id];
    cam.cd = view.levels[id];
    apply(view);
  }

  /**
   * Zooms by `factor` around the point (`sx`, `sy`) of the SVG's box (its
   * centre by default), which stays where it is on screen. From the fitted
   * drawing, the camera starts at the fitted scale: `startZoom` switches the
   * page to zoomed first (an action, so the button and the URL follow).
   */
  function zoomBy(view, factor, sx, sy) {
    if (!view) return;
    const z0 = cam ? cam.z : fitScale;
    const z = Math.max(MIN_Z, Math.min(MAX_Z, z0 * factor));
    const px = sx ?? last.w / 2;
    const py = sy ?? last.h / 2;
    if (!cam || last.fit) {
      // The point under the pointer, in drawing units, on the fitted
      // drawing, becomes the centre.
      cam = { z, cx: px / fitScale, cd: levelOf(view, py / fitScale) };
      return { start: true };
    }
    // The point under the pointer stays there: its x in drawing units and
    // its level (the distance between levels may change with the zoom).
    const wx = cam.cx + (px - last.w / 2) / cam.z;
    const level = levelOf(view, yOfLevel(view, cam.cd) + (py - last.h / 2) / cam.z);
    cam.z = z;
    setLevelGap(view, z);
    cam.cx = wx - (px - last.w / 2) / z;
    cam.cd = levelOf(view, yOfLevel(view, level) - (py - last.h / 2) / z);
    apply(view);
    return { start: false };
  }

  /** Zoomed, pans by (`dx`, `dy`) screen pixels. */
  function panBy(view, dx, dy) {
    if (!cam || last.fit || !view) return false;
    cam.cx += dx / cam.z;
    cam.cd += dy / cam.z / view.gap;
    apply(view);
    return true;
  }

  /** Zoomed, centres on the drawing point (`x`, `y`). */
  function centreOn(view, x, y) {
    if (!cam || last.fit || !view) return false;
    cam.cx = x;
    cam.cd = levelOf(view, y);
    apply(view);
    return true;
  }

  /**
   * Scrolls the settings out of view so that the sticky controls sit at the
   * top, right above the tree: the large-text (presenter's) view.
   */
  function presenterScroll() {
    // Where the sticky block starts in the flow: right after the settings,
    // or after the error box when one is shown.
    const above = els.error.hidden ? els.setup : els.error;
    const top = above.getBoundingClientRect().bottom + window.scrollY;
    window.scrollTo({ top: Math.max(0, top), behavior: 'instant' });
  }

  return {
    isFit,
    size,
    follow,
    reveal,
    zoomBy,
    panBy,
    centreOn,
    presenterScroll,
    /** The camera ({z, cx, cd}) while zoomed, else null; and the box's size on screen. */
    camera: () => (last.fit ? null : cam),
    box: () => ({ w: last.w, h: last.h }),
    onMove: (f) => {
      listener = f;
    },
    setFollowing: (on) => {
      following = on;
    },
  };
}
