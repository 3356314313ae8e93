// The small player shared by the embed view (embed.js, in an iframe) and the
// <alpha-beta-tree> element (element.js, in someone else's page): the tree,
// the narration line and a bar (first, previous, play, next, last, a
// scrubber, the step counter, a link to the full page); with "Ask the
// class" (`ask=1`, the Q key) each step is first asked, as on the page. The session and the
// position are player.js's, the drawing render.js's, the buttons and keys
// controls.js's, like on the page.
//
// The drawing fills its box, and stays legible: its texts are never drawn
// below 11 px (MIN_TEXT_PX). A tree that would need a smaller scale to fit
// is drawn at the smallest legible scale and its box scrolls, keeping the
// lesson of the step in frame: the current node and the nodes its ↓α and
// ↓β came from, or a mark on the frame's edge for a source too far away.
// The narration shrinks to fit its box, down to the same 11 px, then
// scrolls. "Open in the full page" carries the tree (with its edits), the
// options, the language and the step. What the player keeps is one object
// (`MiniView`) that the functions below take first; the frame's arithmetic
// is render.js's.

import { t } from '../i18n/i18n.js';
import { buildFragment, optionParams } from '../core/url.js';
import { scrollFor, boxGap, edgePlace } from '../core/camera.js';
import { buildTree, reuseView, drawStep, nodeIdOf, nodeName, closerGap, setGap } from './render.js';
import { phaseWords, writeNarration } from './phase.js';
import { questionSentence } from './question.js';
import { nodeAt } from '../core/snapshot.js';
import { initControls } from '../ui/controls.js';
import { createLeafEditor } from '../ui/editor.js';
import { showError, localMessage } from '../ui/errors.js';
import { createPlayer, barOf } from '../engine/player.js';

/** No text of the drawing is shown smaller than this, in CSS pixels. */
const MIN_TEXT_PX = 11;

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
 * One small player: its elements, what createMiniView was given, and what
 * it keeps. The functions below take it first.
 * @typedef {object} MiniView
 * @property {object} els  createMiniView's elements
 * @property {object} p  createMiniView's options
 * @property {string} lang
 * @property {object} player  player.js's session and position
 * @property {{text: string, preset: string|null, view: import('./render.js').View|null, scale: number}} state
 *   the tree's text, the preset it is, the drawing, its scale on screen
 * @property {object} controls  controls.js's buttons and keys
 * @property {HTMLElement[]} marks  the marks now on the edges of the frame, one per source out of it
 * @property {boolean} ask  "Ask the class" on
 * @property {{update: (asking: boolean) => void, element: HTMLElement}|null} answer  the answer bar (answerbar.js), once loaded when `p.answer`
 */

/** Shows an error above the drawing. */
function say(mv, error, titleKey, text) {
  showError(mv.els.error, { error, text, lang: mv.lang, titleKey: error?.titleKey ?? titleKey });
}

/** The leaf editor: a click on a leaf (when `p.editable`) edits its value in place. */
function wireEditor(mv) {
  const { els, p, lang } = mv;
  const leafEditor = createLeafEditor({
    wrap: els.wrap,
    view: () => mv.state.view,
    label: (key, params) => t(lang, key, params),
    lang: () => lang,
    check: (text) => p.engine.checkValue(text),
    commit: (id, value) => {
      let result;
      try {
        result = p.engine.editTree(mv.state.text, { op: 'setValue', node: id, value });
      } catch (error) {
        return t(lang, 'edit.failed', { message: localMessage(error, lang) });
      }
      return load(mv, result.notation, { preset: null }) ? null : t(lang, 'edit.failed', { message: '' });
    },
  });
  if (p.editable) {
    els.svg.addEventListener('click', (ev) => {
      const id = nodeIdOf(ev);
      if (id !== null && mv.player.tree.nodes[id].isLeaf) leafEditor.open(id);
    });
    const touch = window.matchMedia('(pointer: coarse)').matches;
    els.svg.setAttribute('aria-description', t(lang, touch ? 'embed.editHint.touch' : 'embed.editHint'));
  }
  els.svg.dataset.editable = String(Boolean(p.editable));
}

/**
 * Sizes the drawing to its box: as large as fits (up to 2.5 times), but
 * never so small that a text drops below MIN_TEXT_PX; then the box scrolls.
 * A tree that almost fits the height at that smallest scale brings its
 * levels a little closer (fit.js closerGap), so that it fits, labels
 * included, rather than scroll a few pixels and cut the root's ↓α ↓β or
 * the leaves' values.
 */
function fit(mv) {
  const { els, state } = mv;
  const view = state.view;
  if (!view) return;
  const legible = MIN_TEXT_PX / smallestText(els.svg);
  const dy = view.geometry.dy;
  const tall = view.top + view.bottom + view.levelCount * dy;
  // The answer bar as high as its tallest state, so that no question moves the tree.
  mv.answer?.reserve();
  placeNarration(mv, legible, tall);
  let moved = false;
  const before = state.scale;
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
  fitNarration(els.narration);
  // A new distance between levels places the nodes again; a new scale
  // sizes their texts again (paint.js glyphAt: else a first paint in a
  // narrower box leaves every leaf tight, an empty box).
  if (moved || state.scale !== before) render(mv);
  else follow(mv);
}

/**
 * The narration's least width beside the tree, in ems of its text: about
 * 25 characters a line, so that a cut's sentence takes five or six lines.
 */
const SIDE_EMS = 15;

/**
 * Puts the narration under the tree (the usual place) or beside it
 * (`data-side` on the frame, embed.css): beside it when the tree, at the
 * smallest legible scale, is too tall for the box the narration and its
 * answer bar leave under it, and fits across the width the narration
 * leaves beside it (fig. 25 (b) at 600 × 400: 346 px of
 * tree in a box 313 px high, 400 px of it empty on the right; its leaves,
 * the deep cut's pruned ones, were out of the frame at 17 of 20 steps),
 * or, too tall for both, has more of its height in sight beside it.
 * Measured with the narration under the tree, so the choice does not
 * depend on the last one: a frame resized back gets it back.
 */
function placeNarration(mv, legible, tall) {
  const { els } = mv;
  const view = mv.state.view;
  const frame = els.wrap.parentElement;
  if (!frame) return;
  delete frame.dataset.side;
  frame.style.removeProperty('--tree-col');
  // At its usual size, not as fitNarration shrank it for the sentence
  // shown: the choice is the frame's, whatever the step (fit sizes it
  // again after this).
  els.narration.style.fontSize = '';
  const w = els.wrap.clientWidth - 4;
  const h = els.wrap.clientHeight - 4;
  // Half a pixel for the rounding of a height solved for exactly.
  const fits = (bw, bh) => view.width * legible <= bw + 0.5 && closerTall(view, bh / legible) * legible <= bh + 0.5;
  if (fits(w, h)) return;
  const under = els.narration.offsetHeight + (mv.answer?.element.offsetHeight ?? 0);
  const side = SIDE_EMS * Number.parseFloat(getComputedStyle(els.narration).fontSize);
  const sideW = frame.clientWidth - side - 4;
  const s = Math.min(2.5, sideW / view.width, (h + under) / tall);
  // Beside wherever the tree's width has the room there: a tree that fits
  // the height there has it whole, one that does not has more of it in
  // sight than under the narration (fig. 25 (b) at 800 × 300: a box 210 px
  // high for 346 px of tree, 590 px of width empty; 257 px beside).
  if (!fits(sideW, Number.POSITIVE_INFINITY)) return;
  frame.dataset.side = 'true';
  frame.style.setProperty('--tree-col', Math.ceil(view.width * Math.max(legible, s)) + 8 + 'px');
}

/** The drawing's height with its levels as close as `closerGap` brings them for a box `height` units high. */
function closerTall(view, height) {
  return view.top + view.bottom + view.levelCount * closerGap(view, height);
}

/**
 * Node `id`'s box as drawn (its shape and its labels), in pixels of the
 * box's scrolled content, or null when it is not drawn.
 */
function nodeBox(els, id) {
  const g = els.svg.querySelector(`g.node[data-node-id="${id}"]`);
  return g ? { id, ...contentBox(els.wrap, g) } : null;
}

/** An element's box in pixels of the scrolled content of `wrap`. */
function contentBox(wrap, element) {
  const r = element.getBoundingClientRect();
  const w = wrap.getBoundingClientRect();
  const x = r.left - w.left - wrap.clientLeft + wrap.scrollLeft;
  const y = r.top - w.top - wrap.clientTop + wrap.scrollTop;
  return { x0: x, x1: x + r.width, y0: y, y1: y + r.height };
}

/**
 * The lesson of the step as boxes (`nodeBox`): the current node with its
 * labels (and the cut's mark on a cut step), then the sources of its
 * bounds, nearest first; empty when the drawing fits its box.
 */
function lessonBoxes(mv) {
  const { els, state, player } = mv;
  const id = player.snap?.current;
  const view = state.view;
  if (id === null || id === undefined || !view || els.wrap.dataset.scrolls !== 'true') return [];
  const cur = nodeBox(els, id);
  if (!cur) return [];
  // On a cut step, the cut's mark (its test, shallow or deep) is part
  // of the current node's lesson.
  const cut = els.svg.querySelector('g.cut[data-now="true"]:not([display])');
  if (cut) {
    const c = contentBox(els.wrap, cut);
    if (c.x1 > c.x0) Object.assign(cur, { x0: Math.min(cur.x0, c.x0), x1: Math.max(cur.x1, c.x1), y0: Math.min(cur.y0, c.y0), y1: Math.max(cur.y1, c.y1) });
  }
  const sources = [...new Set((view.stepSources || []).filter((s) => s !== null && s !== undefined && s >= 0 && s !== id))]
    .map((s) => nodeBox(els, s))
    .filter(Boolean)
    .sort((a, b) => boxGap(cur, a) - boxGap(cur, b));
  return [cur, ...sources];
}

/**
 * When the drawing is larger than its box, keeps the lesson of the step
 * in the frame: the current node with its labels, and the nodes whose m
 * set the ↓α and ↓β it inherited (the cut's source on a cut step), so
 * that a deep cut shows the ancestor that caused it. The box scrolls as
 * little as brings them in. When they cannot all be in the frame at the
 * smallest legible size, the current node and the nearest source are,
 * and each source left out gets a mark on the edge of the frame that
 * points its way and names it (`edgeMarks`).
 */
function follow(mv) {
  const w = mv.els.wrap;
  const lesson = lessonBoxes(mv);
  if (lesson.length === 0) {
    edgeMarks(mv, []);
    return;
  }
  const [cur, ...sources] = lesson;
  // On a cut step the narration names the children it prunes ("Pruned:
  // y.2, y.3"): the frame shows them too when it can (fig. 25 (b) at
  // 600 × 400 put them under its bottom edge).
  const step = mv.player.step;
  const pruned = step?.kind === 'cut' ? (step.cut?.pruned ?? []).map((id) => nodeBox(mv.els, id)).filter(Boolean) : [];
  // The groups tried, best first: every node (the pruned ones too), the
  // current one with its pruned children and the nearest source, then with
  // them alone (a source left out gets a mark on the frame's edge, a
  // pruned child would get none), then without them: the current one with
  // the nearest source, with the other, and alone.
  const tries = [];
  if (pruned.length) {
    tries.push([...lesson, ...pruned]);
    if (sources.length) tries.push([cur, sources[0], ...pruned]);
    tries.push([cur, ...pruned]);
  }
  tries.push(lesson);
  if (sources.length === 2) tries.push([cur, sources[0]], [cur, sources[1]]);
  if (sources.length > 0) tries.push([cur]);
  const placed = tries.some((group) => {
    const left = scrollFor(
      group.map((b) => b.x0),
      group.map((b) => b.x1),
      w.scrollLeft,
      w.clientWidth,
      w.scrollWidth,
    );
    const top = scrollFor(
      group.map((b) => b.y0),
      group.map((b) => b.y1),
      w.scrollTop,
      w.clientHeight,
      w.scrollHeight,
    );
    if (left === null || top === null) return false;
    w.scrollLeft = left;
    w.scrollTop = top;
    return true;
  });
  // A box smaller than the node and its labels: their upper left corner.
  if (!placed) {
    w.scrollLeft = cur.x0;
    w.scrollTop = cur.y0;
  }
  // What the frame shows now, and the sources it could not hold.
  const shown = { x0: w.scrollLeft, x1: w.scrollLeft + w.clientWidth, y0: w.scrollTop, y1: w.scrollTop + w.clientHeight };
  edgeMarks(
    mv,
    sources.filter((b) => b.x0 < shown.x0 || b.x1 > shown.x1 || b.y0 < shown.y0 || b.y1 > shown.y1),
    shown,
  );
}

/**
 * Which edge of the frame `shown` box `b` (centre cx, cy) lies past: the
 * side its centre is beyond, or, for a box whose centre is in the frame
 * but whose labels are cut, the side it is cut on (fig. 25 (b)'s u, its
 * ↓α ↓β above the frame, was marked as below it).
 */
function sideOf(b, cx, cy, shown) {
  if (cx < shown.x0) return 'left';
  if (cx > shown.x1) return 'right';
  if (cy < shown.y0) return 'up';
  if (cy > shown.y1) return 'down';
  if (b.y0 < shown.y0) return 'up';
  if (b.y1 > shown.y1) return 'down';
  return b.x0 < shown.x0 ? 'left' : 'right';
}

/**
 * Puts a mark on the frame's edge for each source box in `out` (out of
 * the frame `shown`): an arrow towards it, the bound it set and its
 * name, its sentence as its tooltip and for screen readers. The marks
 * live in the box that scrolls, placed where it shows now.
 */
function edgeMarks(mv, out, shown) {
  const { els, marks, lang } = mv;
  while (marks.length > out.length) marks.pop().remove();
  // The drawing's texts in the frame, which a mark covers as little as it can.
  const texts = out.length
    ? [...els.svg.querySelectorAll('g.node text, g.cut:not([display]) text')].map((e) => contentBox(els.wrap, e)).filter((t) => t.x1 > t.x0)
    : [];
  const covered = (x, y, w, h) =>
    texts.reduce((sum, t) => sum + Math.max(0, Math.min(x + w, t.x1) - Math.max(x, t.x0)) * Math.max(0, Math.min(y + h, t.y1) - Math.max(y, t.y0)), 0);
  out.forEach((b, j) => {
    let mark = marks[j];
    if (!mark) {
      mark = document.createElement('span');
      mark.className = 'edge-mark';
      els.wrap.append(mark);
      marks.push(mark);
    }
    const cx = (b.x0 + b.x1) / 2;
    const cy = (b.y0 + b.y1) / 2;
    const side = sideOf(b, cx, cy, shown);
    const name = nodeName(mv.player.tree, b.id, lang);
    const bound = whichBound(mv.player, b.id);
    const arrow = { left: '←', right: '→', up: '↑', down: '↓' }[side];
    mark.dataset.nodeId = String(b.id);
    mark.dataset.side = side;
    mark.textContent = side === 'right' || side === 'down' ? `${bound} ${name} ${arrow}` : `${arrow} ${bound} ${name}`;
    const sentence = t(lang, 'embed.offFrame.' + side, { bound, name });
    mark.title = sentence;
    mark.setAttribute('aria-label', sentence);
    const at = edgePlace(side, shown, { w: mark.offsetWidth, h: mark.offsetHeight }, { x: cx, y: cy }, covered);
    mark.style.left = Math.round(at.left) + 'px';
    mark.style.top = Math.round(at.top) + 'px';
  });
}

/**
 * The bound (`α`, `β` or `α β`) that node `id` set for the step: the
 * cut's on a cut step, else the current node's ↓α and ↓β it is the
 * source of.
 */
function whichBound(player, id) {
  const step = player.step;
  if (step && step.kind === 'cut' && step.cut) return step.cut.which === 'alpha' ? 'α' : 'β';
  const cur = player.snap?.current;
  const node = cur === null || cur === undefined ? null : nodeAt(player.snap, cur);
  const letters = [];
  if (node && node.alphaSrc === id) letters.push('α');
  if (node && node.betaSrc === id) letters.push('β');
  return letters.join(' ');
}

/**
 * Draws `text` with the options and goes to `opts.step` (undefined: keep
 * the position). Returns false, after showing why, when the engine
 * refused the tree or the options.
 */
function load(mv, text, opts) {
  const { els, state, player, p, lang } = mv;
  try {
    player.open(text, p.options, opts.step);
  } catch (error) {
    say(mv, error, error?.kind === 'parse' ? 'error.title' : 'error.options', text);
    return false;
  }
  state.text = text;
  state.preset = opts.preset;
  // A leaf's new value keeps the drawing (build.js reuseView), as on the page.
  if (!state.view || !reuseView(state.view, player.tree, player.layout, { large: false })) {
    state.view = buildTree(els.svg, player.tree, player.layout, { large: false, lang });
    els.svg.removeAttribute('width');
    els.svg.removeAttribute('height');
  }
  render(mv);
  fit(mv);
  return true;
}

function go(mv, k) {
  if (mv.player.seek(k)) render(mv);
}

/** Whether the position is a question of "Ask the class", its answer hidden. */
const asking = (mv) => mv.ask && mv.player.asking && mv.player.k > 0;

/**
 * One step back or forward: with "Ask the class" on, through the step's
 * question and then its answer (player.js stepBy), as on the page.
 */
function stepBy(mv, dir) {
  const { player } = mv;
  const moved = mv.ask ? player.stepBy(dir) : player.seek(player.k + dir);
  if (moved) render(mv);
}

/** "Ask the class" on or off (the Q key); off shows a step's hidden answer. */
function toggleAsk(mv) {
  mv.ask = !mv.ask;
  if (!mv.ask) mv.player.asking = false;
  render(mv);
}

/**
 * The position on screen: the drawing, the narration, the controls, the
 * link. A question of "Ask the class" (core/ask.js) draws its snapshot,
 * asks its sentence, and shows the phases of the step before; `p.root`
 * then carries `data-asking`, as the page's <html> does.
 */
function render(mv) {
  const { els, state, player, p, lang } = mv;
  const question = asking(mv) ? player.question() : null;
  const phases = player.phases(question ? player.k - 1 : player.k);
  const snap = question ? question.snap : player.snap;
  drawStep(state.view, snap, {
    lang,
    step: question && player.step?.kind !== 'return' ? null : player.step,
    focus: null,
    pv: player.atEnd() && !question ? player.stats.pv : null,
    cutTitle: (cut) => player.narrationAt(cut.step, lang),
    windows: phases,
    // The interval bar of the chance node searched, as on the page
    // (docs/chance.md): inside the drawing, its texts the cut marks' size,
    // which fit keeps at MIN_TEXT_PX or more.
    bar: barOf(player, snap),
  });
  if (p.root && mv.ask) p.root.dataset.asking = String(Boolean(question));
  else if (p.root) delete p.root.dataset.asking;
  mv.answer?.update(Boolean(question));
  const phase = phaseWords(phases, player.tree, lang);
  const sentence = question ? questionSentence(player.step, player.tree, p.options.algo, lang) : player.narration(lang);
  writeNarration(els.narration, phase, phases.length ? phases[phases.length - 1].kind : null, sentence);
  els.narration.title = els.narration.textContent;
  fitNarration(els.narration);
  mv.controls.update();
  follow(mv);
  // "Open in the full page" carries the same view: tree (with its edits),
  // options, language and step.
  els.open.href =
    p.fullPage +
    buildFragment({
      preset: state.preset,
      tree: state.preset ? null : state.text,
      ...optionParams(p.options),
      lang,
      step: player.k === player.n ? 'end' : player.k,
      ask: mv.ask ? '1' : null,
    });
}

/**
 * Typed answers (`p.answer`): loads the answer bar (answerbar.js, only
 * now, so that the player without it downloads nothing more), puts it
 * under the narration and fits the drawing to the room left. The bar
 * tells the host through `p.report` with the fields of `messageBase`.
 * Returns a promise settled once the bar is in: the embed and the element
 * say they are ready only then, so the tree's box never shrinks under the
 * reader when the bar arrives (a 320 × 480 frame's took 353 px, then 227).
 */
function wireAnswers(mv) {
  const { els, p } = mv;
  return import('./answerbar.js').then(({ createAnswerBar }) => {
    mv.answer = createAnswerBar(els.narration, {
      lang: mv.lang,
      player: mv.player,
      base: () => messageBase(mv),
      report: (message) => p.report?.(message),
      reveal: () => stepBy(mv, 1),
      next: els.next,
    });
    render(mv);
    fit(mv);
    // A narrow frame may wrap the bar's row: the tree takes the room left.
    // Fitted at the next frame, not while the observer delivers: fitting
    // lays the bar out again (placeNarration measures it under the tree,
    // then beside it), and a size changed then is a notification the
    // observer cannot deliver ("ResizeObserver loop completed with
    // undelivered notifications", an error in the host page, as a frame
    // 480 px high grew past 645 px wide).
    let height = 0;
    let queued = false;
    new ResizeObserver(([entry]) => {
      const h = entry.contentRect.height;
      if (Math.abs(h - height) >= 1 && height > 0 && !queued) {
        queued = true;
        requestAnimationFrame(() => {
          queued = false;
          fit(mv);
        });
      }
      height = h;
    }).observe(mv.answer.element);
  });
}

/** The fields every message to the host carries: which figure, on which tree, and its link. */
function messageBase(mv) {
  const { p, state, els } = mv;
  return { id: p.id?.() ?? null, tree: state.text, preset: state.preset, algo: p.options.algo, link: els.open.href };
}

/**
 * The step's sentence is read whole in its box `n`, whose height never
 * changes: at its usual size when it fits, else at the largest of the
 * sizes a pixel apart below it that fits, down to MIN_TEXT_PX, and past
 * that it scrolls (from its start). Each size tried costs a layout before
 * the embed's first drawing, so the sizes are searched by halves: about
 * log2 of their count instead of one per size (the element's narration,
 * 19 px, has 8 below it; the embed's, 13.6 px, 3). A smaller text never
 * takes more lines.
 */
function fitNarration(n) {
  n.style.fontSize = '';
  n.scrollTop = 0;
  const usual = Number.parseFloat(getComputedStyle(n).fontSize);
  const fits = () => n.scrollHeight <= n.clientHeight + 1;
  if (fits() || usual <= MIN_TEXT_PX) return;
  // Sizes usual − k, for k in 1..steps (the last one clamped to MIN_TEXT_PX).
  const steps = Math.ceil(usual - MIN_TEXT_PX);
  const sizeAt = (k) => Math.max(MIN_TEXT_PX, usual - k);
  const tryStep = (k) => {
    n.style.fontSize = sizeAt(k) + 'px';
    return fits();
  };
  // The smallest k that fits, or steps when none does.
  let [lo, hi] = [1, steps];
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (tryStep(mid)) hi = mid;
    else lo = mid + 1;
  }
  n.style.fontSize = sizeAt(lo) + 'px';
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
 * @param {boolean} [p.ask]  "Ask the class": each step asked before it is
 *   shown (core/ask.js; the Q key turns it on and off)
 * @param {HTMLElement} [p.root]  what carries `data-asking` while asking
 *   (the embed view's <html>, the element itself)
 * @param {boolean} [p.answer]  typed answers: "Ask the class" on, and a
 *   bar under the narration where the reader types the asked value and
 *   checks it (answerbar.js, loaded only then)
 * @param {(message: object) => void} [p.report]  tells the host page of a
 *   checked answer or a met goal (docs/course.md, "Events for host pages")
 * @param {() => string|null} [p.id]  the messages' `id`: the frame's name, the element's id
 * @returns {{settled: Promise<void>, load: (text: string, opts: object) => boolean, go: (k: number) => void,
 *   play: () => void, fit: () => void, player: object, say: (error: any, titleKey: string) => void}}
 */
export function createMiniView(els, p) {
  const player = createPlayer(p.engine);
  const lang = p.lang;
  /** @type {MiniView} */
  const mv = {
    els,
    p,
    lang,
    player,
    ask: Boolean(p.ask || p.answer),
    answer: null,
    state: { text: '', preset: null, view: null, scale: 1 },
    controls: null,
    marks: [],
  };
  mv.controls = initControls(
    {
      first: els.first,
      prev: els.prev,
      play: els.play,
      next: els.next,
      last: els.last,
      speed: null,
      scrubber: els.scrubber,
      counter: els.counter,
      keys: els.keys,
      home: els.svg,
    },
    {
      position: () => ({ k: player.k, n: player.n, asking: asking(mv) }),
      cuts: () => player.cuts,
      go: (k) => go(mv, k),
      step: (dir) => stepBy(mv, dir),
      toggleAsk: () => toggleAsk(mv),
      label: (key, params) => t(lang, key, params),
    },
  );
  mv.controls.relabel();
  wireEditor(mv);
  // A bar that cannot load is said, and the player goes on without it.
  const settled = p.answer ? wireAnswers(mv).catch((e) => say(mv, e, 'error.engine')) : Promise.resolve();
  return {
    settled,
    load: (text, opts) => load(mv, text, opts),
    go: (k) => go(mv, k),
    play: mv.controls.play,
    fit: () => fit(mv),
    player,
    say: (error, titleKey, text) => say(mv, error, titleKey, text),
  };
}
