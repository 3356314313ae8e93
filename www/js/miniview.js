// The small player shared by the embed view (embed.js, in an iframe) and the
// <alpha-beta-tree> element (element.js, in someone else's page): the tree,
// the narration line and a bar (first, previous, play, next, last, a
// scrubber, the step counter, a link to the full page). The session and the
// position are player.js's, the drawing render.js's, the buttons and keys
// controls.js's, like on the page.
//
// The drawing fills its box, and stays legible: its texts are never drawn
// below 11 px (MIN_TEXT_PX). A tree that would need a smaller scale to fit
// is drawn at the smallest legible scale and its box scrolls, following the
// current node. "Open in the full page" carries the tree (with its edits),
// the options, the language and the step.

import { t } from './i18n.js';
import { buildFragment } from './url.js';
import { buildTree, reuseView, drawStep, nodeIdAt, closerGap, setGap } from './render.js';
import { initControls } from './controls.js';
import { createLeafEditor } from './editor.js';
import { showError, localMessage } from './errors.js';
import { createPlayer } from './player.js';

/** No text of the drawing is shown smaller than this, in CSS pixels. */
export const MIN_TEXT_PX = 11;

/** The custom properties that size the drawing's texts (style.css). */
const TEXT_SIZES = ['--t-val', '--t-m', '--t-ab', '--t-label', '--t-cut', '--t-badge'];

/** The smallest text size of the drawing, in SVG units. */
function smallestText(svg) {
  const style = getComputedStyle(svg);
  let min = Infinity;
  for (const name of TEXT_SIZES) {
    const v = Number.parseFloat(style.getPropertyValue(name));
    if (Number.isFinite(v) && v > 0) min = Math.min(min, v);
  }
  return Number.isFinite(min) ? min : 13;
}

/**
 * Makes the small player over its elements.
 * @param {object} els  {wrap, svg, narration, error, open, first, prev, play,
 *   next, last, scrubber, counter, keys}: `keys` is where the keys are heard
 * @param {object} p
 * @param {object} p.engine  the loaded engine (player.js loadEngine)
 * @param {string} p.lang  'en' or 'fr'
 * @param {object} p.options  {algo, ties, depth?, killers?, deepening?}
 * @param {boolean} p.editable  whether a click on a leaf edits its value
 * @param {string} p.fullPage  the address of index.html, for the link
 * @returns {{load: (text: string, opts: object) => boolean, go: (k: number) => void,
 *   play: () => void, fit: () => void, player: object, say: (error: any, titleKey: string) => void}}
 */
export function createMiniView(els, p) {
  const player = createPlayer(p.engine);
  const state = { text: '', preset: null, view: null, scale: 1 };
  const lang = p.lang;

  const controls = initControls(
    {
      first: els.first, prev: els.prev, play: els.play, next: els.next, last: els.last,
      speed: null, scrubber: els.scrubber, counter: els.counter, keys: els.keys, home: els.svg,
    },
    {
      position: () => player.position(),
      cuts: () => player.cuts,
      go: (k) => go(k),
      label: (key, params) => t(lang, key, params),
    },
  );
  controls.relabel();

  const leafEditor = createLeafEditor({
    wrap: els.wrap,
    view: () => state.view,
    label: (key, params) => t(lang, key, params),
    lang: () => lang,
    check: (text) => p.engine.checkValue(text),
    commit: (id, value) => {
      let result;
      try {
        result = p.engine.editTree(state.text, { op: 'setValue', node: id, value });
      } catch (error) {
        return t(lang, 'edit.failed', { message: localMessage(error, lang) });
      }
      return load(result.notation, { preset: null }) ? null : t(lang, 'edit.failed', { message: '' });
    },
  });

  if (p.editable) {
    els.svg.addEventListener('click', (ev) => {
      const id = nodeIdAt(ev.composedPath()[0]);
      if (id !== null && player.tree.nodes[id].isLeaf) leafEditor.open(id);
    });
    const touch = window.matchMedia('(pointer: coarse)').matches;
    els.svg.setAttribute('aria-description', t(lang, touch ? 'embed.editHint.touch' : 'embed.editHint'));
  }
  els.svg.dataset.editable = String(Boolean(p.editable));

  /** Shows an error above the drawing. */
  function say(error, titleKey, text) {
    showError(els.error, { error, text, lang, titleKey: error?.titleKey ?? titleKey });
  }

  /**
   * Sizes the drawing to its box: as large as fits (up to 2.5 times), but
   * never so small that a text drops below MIN_TEXT_PX; then the box scrolls.
   * A tree that almost fits the height at that smallest scale brings its
   * levels a little closer (render.js closerGap), so that it fits, labels
   * included, rather than scroll a few pixels and cut the root's ↓α ↓β or
   * the leaves' values.
   */
  function fit() {
    const view = state.view;
    if (!view) return;
    const legible = MIN_TEXT_PX / smallestText(els.svg);
    const dy = view.geometry.dy;
    const tall = view.top + view.bottom + view.levelCount * dy;
    let moved = false;
    // Twice: a first size that scrolls sideways brings a scrollbar, which
    // takes from the height the second one fits.
    for (let pass = 0; pass < 2; pass++) {
      const w = Math.max(50, els.wrap.clientWidth - 4);
      const h = Math.max(50, els.wrap.clientHeight - 4);
      const usual = Math.max(legible, Math.min(2.5, w / view.width, h / tall));
      if (setGap(view, tall * usual > h ? closerGap(view, h / legible) : dy)) moved = true;
      const s = Math.max(legible, Math.min(2.5, w / view.width, h / view.height));
      // Rounded up, so that the scale on screen is never below `legible`.
      els.svg.style.width = Math.ceil(view.width * s) + 'px';
      els.svg.style.height = Math.ceil(view.height * s) + 'px';
      state.scale = s;
      els.wrap.dataset.scrolls = String(view.width * s > w + 1 || view.height * s > h + 1);
    }
    // A new distance between levels places the nodes again.
    if (moved) render();
    else follow();
  }

  /**
   * When the drawing is larger than its box, keeps the current node in
   * sight with its labels (↓α ↓β at its upper left, ↑m at its right).
   */
  function follow() {
    const id = player.snap?.current;
    if (id === null || id === undefined || els.wrap.dataset.scrolls !== 'true') return;
    const view = state.view;
    const s = state.scale;
    const x = view.px[id] * s;
    const y = view.py[id] * s;
    const leaf = view.tree.end[id] === id + 1;
    const left = Math.max(60, (leaf ? view.labels.leafHalf : view.labels.innerLeft) * s + 8);
    const right = Math.max(60, (leaf ? view.labels.leafHalf : view.labels.innerRight) * s + 8);
    const w = els.wrap;
    if (x - left < w.scrollLeft || x + right > w.scrollLeft + w.clientWidth) {
      w.scrollLeft = Math.max(0, x - w.clientWidth / 2);
    }
    // Vertically, as low as shows the node and the band of labels above
    // it: the leaves (where the values and the cuts are) stay in view when
    // the height almost fits.
    const band = (view.top - view.geometry.pad) * s + 4;
    const lowest = Math.max(0, w.scrollHeight - w.clientHeight);
    w.scrollTop = Math.max(0, Math.min(lowest, y - band));
  }

  /**
   * Draws `text` with the options and goes to `opts.step` (undefined: keep
   * the position). Returns false, after showing why, when the engine
   * refused the tree or the options.
   */
  function load(text, opts) {
    try {
      player.open(text, p.options, opts.step);
    } catch (error) {
      say(error, error?.kind === 'parse' ? 'error.title' : 'error.options', text);
      return false;
    }
    state.text = text;
    state.preset = opts.preset;
    // A leaf's new value keeps the drawing (render.js reuseView), as on the page.
    if (!state.view || !reuseView(state.view, player.tree, player.layout, { large: false })) {
      state.view = buildTree(els.svg, player.tree, player.layout, { large: false });
      els.svg.removeAttribute('width');
      els.svg.removeAttribute('height');
    }
    render();
    fit();
    return true;
  }

  function go(k) {
    if (player.seek(k)) render();
  }

  /** The position on screen: the drawing, the narration, the controls, the link. */
  function render() {
    drawStep(state.view, player.snap, {
      lang,
      step: player.step,
      focus: null,
      pv: player.atEnd() ? player.stats.pv : null,
      cutTitle: (cut) => player.narrationAt(cut.step, lang),
    });
    els.narration.textContent = player.narration(lang);
    els.narration.title = els.narration.textContent;
    controls.update();
    follow();
    // "Open in the full page" carries the same view: tree (with its edits),
    // options, language and step.
    els.open.href = p.fullPage + buildFragment({
      preset: state.preset,
      tree: state.preset ? null : state.text,
      algo: p.options.algo,
      ties: p.options.ties === 'strict' ? 'strict' : null,
      depth: p.options.depth ?? null,
      killers: p.options.killers ? '1' : null,
      deepening: p.options.deepening ? '1' : null,
      lang,
      step: player.k === player.n ? 'end' : player.k,
    });
  }

  return { load, go, play: controls.play, fit, player, say };
}
