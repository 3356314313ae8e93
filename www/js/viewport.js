// The drawing's size and scroll on the page: "fit to width" or "actual
// size", the scale that fits the window, following the current node when
// the drawing scrolls, and the presenter's scroll in large-text mode (the
// settings scrolled away so that the sticky controls sit right above the
// tree), and in the presenter's layout (a box of its own, see style.css) the
// fit to that box's width and height. It reads the layout of the page and writes only the SVG's size and
// the scroll positions; the reader's choice (`fit`) is the page's state.
// The embed view needs none of this: its SVG scales through its viewBox.

/**
 * @param {{wrap: HTMLElement, svg: SVGSVGElement, sticky: HTMLElement,
 *          error: HTMLElement, setup: HTMLElement}} els
 */
export function createViewport(els) {
  /** The drawing's scale on screen, from the last `size`. */
  let scale = 1;

  const availWidth = () => Math.max(160, els.wrap.clientWidth - 2);

  /**
   * Whether the drawing is fitted: the reader's choice (`fit` true or
   * false), or, until they choose (null), whenever fitting keeps the
   * drawing at half size or more (a phone showing a wide tree starts at
   * actual size).
   */
  function isFit(view, fit) {
    if (fit !== null) return fit;
    if (!view || filled()) return true;
    return availWidth() / view.width >= 0.5;
  }

  /**
   * Whether the style sheet gives the drawing's box a height of its own
   * (the presenter's layout, `--fill: 1` on the box): then the tree fits
   * that box, width and height.
   */
  const filled = () => getComputedStyle(els.wrap).getPropertyValue('--fill').trim() === '1';

  /** The box's size at the last `size` in the presenter's layout. */
  let box = '';

  /**
   * Whether the presenter's box changed size since the last `size` (a
   * longer narration, a folded panel): then the tree must be fitted again.
   */
  function boxChanged() {
    return filled() && box !== `${els.wrap.clientWidth}x${els.wrap.clientHeight}`;
  }

  /**
   * Sizes the SVG. Fitted, the whole tree fits the width of its box and,
   * unless that makes it too small, the height of the window below its top
   * (small trees grow up to 1.5 times); at actual size it is drawn at 100 %
   * and its box scrolls.
   * @param {object|null} view  from render.buildTree
   * @param {{fit: boolean|null, large: boolean}} opts
   */
  function size(view, opts) {
    if (!view) return;
    const availW = availWidth();
    if (filled()) {
      // The presenter's layout: the whole tree in the box left to it.
      const fit = isFit(view, opts.fit);
      const s = fit ? Math.min(1.5, availW / view.width, (els.wrap.clientHeight - 2) / view.height) : 1;
      els.svg.style.width = Math.round(view.width * s) + 'px';
      els.svg.style.height = Math.round(view.height * s) + 'px';
      els.wrap.dataset.fit = String(fit);
      scale = s;
      box = `${els.wrap.clientWidth}x${els.wrap.clientHeight}`;
      return;
    }
    // Normally, the room below the drawing's top when the page is scrolled to
    // the top, so that the whole tree shows on arrival. In large-text mode,
    // the room below the sticky controls: the presenter's view scrolls the
    // settings away (see presenterScroll) so that the tree can stay large.
    const top = opts.large ? els.sticky.offsetHeight : els.wrap.getBoundingClientRect().top + window.scrollY;
    const availH = Math.max(240, window.innerHeight - top - 8);
    const ws = availW / view.width;
    const hs = availH / view.height;
    const fit = isFit(view, opts.fit);
    let s = 1;
    if (fit) {
      s = Math.min(1.5, ws);
      // Fit the height too, but never below 60 % of the width's fit: a deep
      // tree then scrolls rather than shrinking to nothing.
      if (view.height * s > availH) s = Math.max(hs, Math.min(1, ws) * 0.6);
    }
    els.svg.style.width = Math.round(view.width * s) + 'px';
    els.svg.style.height = Math.round(view.height * s) + 'px';
    els.wrap.dataset.fit = String(fit);
    scale = s;
  }

  /** At actual size, scrolls the drawing's box to keep node `id` in sight. */
  function follow(view, id, fit) {
    if (isFit(view, fit) || !view) return;
    if (id === null || id === undefined) return;
    const x = view.px[id] * scale;
    const y = view.py[id] * scale;
    const w = els.wrap;
    const margin = 80;
    if (x < w.scrollLeft + margin || x > w.scrollLeft + w.clientWidth - margin) {
      w.scrollLeft = Math.max(0, x - w.clientWidth / 2);
    }
    if (y < w.scrollTop + margin || y > w.scrollTop + w.clientHeight - margin) {
      w.scrollTop = Math.max(0, y - w.clientHeight / 2);
    }
  }

  /**
   * Scrolls the settings out of view so that the sticky controls sit at the
   * top, right above the tree: the large-text (presenter's) view.
   */
  function presenterScroll() {
    // The presenter's layout has no page to scroll: the settings fold away.
    if (filled()) return;
    // Where the sticky block starts in the flow: right after the settings,
    // or after the error box when one is shown.
    const above = els.error.hidden ? els.setup : els.error;
    const top = above.getBoundingClientRect().bottom + window.scrollY;
    window.scrollTo({ top: Math.max(0, top), behavior: 'instant' });
  }

  return { isFit, size, boxChanged, follow, presenterScroll };
}
