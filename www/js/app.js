// The page's wiring. It loads the engine, keeps the whole page state in one
// object (`state`), and has one path for each kind of change:
//   setTree(text)  a new tree (preset, notation box, URL)  -> rerun()
//   rerun()        new options or a new tree: a new Session, a new drawing
//   go(k)          a new position: one snapshot, one step, one narration
//   redraw()       the same position shown again (language, pointer focus)
// Everything a reader sees is drawn by the modules it calls: render.js (the
// tree), controls.js, code.js, stats.js, info.js, errors.js; the words come
// from i18n.js, and the URL fragment from url.js.

import { t, applyStatic, detectLang, LANGS } from './i18n.js';
import { parseFragment, buildFragment } from './url.js';
import { buildTree, drawStep, nodeIdAt, nodeName } from './render.js';
import { initControls } from './controls.js';
import { buildCode, highlightLine, lineFor, captionFor, ALGOS } from './code.js';
import { renderStats } from './stats.js';
import { renderInfo } from './info.js';
import { showError, clearError } from './errors.js';

/** The preset drawn when no tree is asked for, or when the asked one is bad. */
const DEFAULT_PRESET = 'schema6bis';
const LARGE_KEY = 'alphabeta.largeText';

const $ = (id) => document.getElementById(id);

const els = {
  lang: $('lang'),
  large: $('large'),
  zoom: $('zoom'),
  algo: $('algo'),
  ties: $('ties'),
  depth: $('depth'),
  preset: $('preset'),
  notation: $('notation'),
  treeText: $('tree-text'),
  treeApply: $('tree-apply'),
  error: $('error'),
  narration: $('narration'),
  sticky: $('sticky'),
  wrap: $('tree-wrap'),
  svg: $('tree'),
  info: $('info'),
  code: $('code'),
  caption: $('code-caption'),
  stats: $('stats'),
};

/** The whole page state. Only the functions below change it. */
const state = {
  engine: null, // the wasm module, once loaded
  presets: [],
  lang: 'en',
  algo: 'alphabeta',
  ties: 'prune',
  depth: null, // null = no limit
  treeText: '',
  preset: null, // the preset's name when the tree is one, else null
  large: false,
  fit: null, // true = fit, false = actual size, null = decided by size
  session: null,
  tree: null,
  layout: null,
  stats: null,
  view: null,
  n: 0,
  k: 0,
  snap: null, // the snapshot at k, fetched once per position
  step: null, // the StepDto at k (null at 0)
  narration: '',
  hover: null, // the node under the pointer
  error: null, // the error shown, kept to redraw it in another language
  lastGood: null, // the last tree and options the engine accepted
  scale: 1, // the drawing's scale on screen
  firstDrawn: false,
};

// ---------------------------------------------------------------- language

function setLang(lang) {
  state.lang = LANGS.includes(lang) ? lang : 'en';
  document.documentElement.lang = state.lang;
  document.title = t(state.lang, 'doc.title');
  els.lang.value = state.lang;
  applyStatic(document, state.lang);
  relabelToggles();
  fillPresets();
  if (state.error) setError(state.error);
  if (state.session) {
    buildCodePanel();
    state.narration = state.session.narrate(state.k, state.lang);
    redraw();
  }
  controls.relabel();
  scheduleUrl();
}

function relabelToggles() {
  const fit = effectiveFit();
  els.large.setAttribute('aria-pressed', String(state.large));
  els.zoom.textContent = t(state.lang, fit ? 'zoom.actual' : 'zoom.fit');
}

function fillPresets() {
  const select = els.preset;
  select.replaceChildren();
  const custom = document.createElement('option');
  custom.value = '';
  custom.textContent = t(state.lang, 'preset.custom');
  select.append(custom);
  for (const p of state.presets) {
    const o = document.createElement('option');
    o.value = p.name;
    o.textContent = state.lang === 'fr' ? p.titleFr : p.titleEn;
    select.append(o);
  }
  select.value = state.preset || '';
}

// ------------------------------------------------------------------ trees

function options() {
  const o = { algo: state.algo, ties: state.ties };
  if (state.depth !== null) o.depth = state.depth;
  return o;
}

function presetByName(name) {
  return state.presets.find((p) => p.name === name) || null;
}

/** The depth limit a preset is meant to be searched with, or null. */
function presetDepth(p) {
  return Number.isInteger(p.depthLimit) ? p.depthLimit : null;
}

function defaultPreset() {
  return presetByName(DEFAULT_PRESET) || state.presets[0] || null;
}

/**
 * Shows a new tree. On a bad tree the error is shown in place and the page
 * keeps a usable tree: the previous one, or the default preset.
 * @param {string} text
 * @param {{preset?: string|null, step?: number|'end'}} [opts]
 * @returns {boolean} whether `text` itself is now shown
 */
function setTree(text, opts = {}) {
  state.treeText = text;
  state.preset = opts.preset ?? matchPreset(text);
  return rerun({ step: opts.step ?? 0 });
}

/** The name of the preset whose notation is `text`, or null. */
function matchPreset(text) {
  const p = state.presets.find((q) => q.notation.trim() === text.trim());
  return p ? p.name : null;
}

/**
 * Builds the session for the current tree and options, draws the tree, and
 * goes to `opts.step` ('end' = the last position; default: stay at the end
 * if the page was at the end, else keep k). Returns false if the engine
 * refused the tree or the options, after showing why.
 */
function rerun(opts = {}) {
  delete document.documentElement.dataset.ready;
  const wasAtEnd = state.session !== null && state.k === state.n;
  let session;
  try {
    session = new state.engine.Session(state.treeText, options());
  } catch (error) {
    return recover(error);
  }
  if (state.session) state.session.free();
  state.session = session;
  state.tree = session.tree();
  state.layout = session.layout();
  state.stats = session.stats();
  state.n = session.stepCount();
  state.hover = null;
  state.lastGood = { treeText: state.treeText, preset: state.preset, algo: state.algo, ties: state.ties, depth: state.depth };
  els.treeText.value = state.treeText;
  els.preset.value = state.preset || '';
  buildCodePanel();
  state.view = buildTree(els.svg, state.tree, state.layout, { large: state.large });
  sizeSvg();

  let k = state.k;
  if (opts.step === 'end' || (opts.step === undefined && wasAtEnd)) k = state.n;
  else if (typeof opts.step === 'number') k = opts.step;
  state.snap = null;
  go(k, { force: true });
  // A success clears an earlier error, unless this run is the fallback
  // that the error itself asked for.
  if (!recovering && state.error) setError(null);
  return true;
}

/** True while recover() reruns, so that a second failure cannot loop. */
let recovering = false;

/**
 * After the engine refused a tree or options: show the error, then go back
 * to the last tree and options that worked, or to the default preset.
 */
function recover(error) {
  const text = state.treeText;
  const good = state.lastGood;
  const fallback = defaultPreset();
  // A positioned error is about the text; any other is about the options
  // (for example a depth limit that stops at a node without h).
  const aboutText = Number.isInteger(error?.line);
  let note = null;
  if (!recovering && good) note = aboutText || good.treeText !== text ? 'error.kept' : 'error.restored';
  else if (!recovering && fallback) note = 'error.fallback';
  setError({
    error,
    text,
    note,
    titleKey: aboutText ? 'error.title' : 'error.options',
    nodeName: (id) => (state.tree ? nodeName(state.tree, id, state.lang) : t(state.lang, 'node.name', { id })),
  });
  if (note) {
    recovering = true;
    try {
      if (good) {
        Object.assign(state, good);
      } else {
        Object.assign(state, { treeText: fallback.notation, preset: fallback.name, ties: 'prune', depth: null });
      }
      syncOptionInputs();
      rerun({ step: 0 });
    } finally {
      recovering = false;
    }
  }
  // Keep the bad text in the notation box so that it can be corrected there.
  els.treeText.value = text;
  if (aboutText) els.notation.open = true;
  return false;
}

function setError(params) {
  state.error = params;
  if (params) {
    showError(els.error, { ...params, lang: state.lang, onClose: () => setError(null) });
  } else {
    clearError(els.error);
  }
  // The box moves the drawing up or down, which changes the room it has.
  sizeSvg();
}

// --------------------------------------------------------------- positions

/**
 * Moves to position k (clamped to 0..N). Asks the engine once for the
 * snapshot, the step and the narration of the new position.
 */
function go(k, opts = {}) {
  if (!state.session) return;
  const target = Math.max(0, Math.min(state.n, Math.trunc(Number(k) || 0)));
  if (!opts.force && target === state.k && state.snap) return;
  state.k = target;
  state.snap = state.session.snapshot(target);
  state.step = target > 0 ? state.session.step(target) : null;
  state.narration = state.session.narrate(target, state.lang);
  redraw();
  controls.update();
  scrollToCurrent();
  scheduleUrl();
}

/** Shows the current position again; asks the engine for nothing. */
function redraw() {
  const { snap, view, tree } = state;
  if (!snap || !view) return;
  const done = state.k === state.n;
  drawStep(view, snap, {
    lang: state.lang,
    step: state.step,
    focus: state.hover,
    pv: done ? state.stats.pv : null,
  });
  els.narration.textContent = state.narration;

  const cut = new Set((snap.cuts || []).map((c) => c.node));
  const stepNode = state.step ? state.step.node : null;
  const facts = {
    wasCut: stepNode !== null && cut.has(stepNode),
    evaluated: stepNode !== null && snap.nodes[stepNode]?.state === 'evaluated',
  };
  highlightLine(els.code, lineFor(state.algo, state.step, tree, facts));
  renderStats(els.stats, { stats: state.stats, snap, tree, algo: state.algo, lang: state.lang, done });
  renderInfo(els.info, { tree, snap, id: state.hover ?? snap.current, lang: state.lang });

  document.documentElement.dataset.ready = '1';
  if (!state.firstDrawn) {
    state.firstDrawn = true;
    performance.mark('ab-first-draw');
  }
}

function buildCodePanel() {
  const opts = { strict: state.ties === 'strict', depth: state.depth };
  buildCode(els.code, state.algo, state.lang, opts);
  els.caption.replaceChildren();
  for (const text of captionFor(state.algo, state.lang, opts)) {
    const p = document.createElement('p');
    p.textContent = text;
    els.caption.append(p);
  }
}

// ------------------------------------------------------------ tree sizing

/**
 * Sizes the SVG. In "fit" mode the whole tree fits the width of its box
 * and, unless that makes it too small, the height of the window below its
 * top (small trees grow up to 1.5 times); in "actual size" mode it is
 * drawn at 100 % and its box scrolls. Until the reader chooses, the page
 * fits when that keeps the drawing at half size or more (a phone showing a
 * wide tree starts at actual size).
 */
function sizeSvg() {
  const view = state.view;
  if (!view) return;
  const availW = Math.max(160, els.wrap.clientWidth - 2);
  // Normally, the room below the drawing's top when the page is scrolled to
  // the top, so that the whole tree shows on arrival. In large-text mode,
  // the room below the sticky controls: the presenter's view scrolls the
  // settings away (see presenterScroll) so that the tree can stay large.
  const top = state.large ? els.sticky.offsetHeight : wrapTop();
  const availH = Math.max(240, window.innerHeight - top - 8);
  const ws = availW / view.width;
  const hs = availH / view.height;
  const fit = effectiveFit();
  let scale = 1;
  if (fit) {
    scale = Math.min(1.5, ws);
    // Fit the height too, but never below 60 % of the width's fit: a deep
    // tree then scrolls rather than shrinking to nothing.
    if (view.height * scale > availH) scale = Math.max(hs, Math.min(1, ws) * 0.6);
  }
  els.svg.style.width = Math.round(view.width * scale) + 'px';
  els.svg.style.height = Math.round(view.height * scale) + 'px';
  els.wrap.dataset.fit = String(fit);
  state.scale = scale;
  relabelToggles();
}

/** The top of the drawing's box in the document. */
function wrapTop() {
  return els.wrap.getBoundingClientRect().top + window.scrollY;
}

/**
 * Scrolls the settings out of view so that the sticky controls sit at the
 * top, right above the tree: the large-text (presenter's) view.
 */
function presenterScroll() {
  // Where the sticky block starts in the flow: right after the settings,
  // or after the error box when one is shown.
  const above = els.error.hidden ? document.querySelector('.setup') : els.error;
  const top = above.getBoundingClientRect().bottom + window.scrollY;
  window.scrollTo({ top: Math.max(0, top), behavior: 'instant' });
}

/** Whether the drawing is fitted: the reader's choice, or the automatic one. */
function effectiveFit() {
  if (state.fit !== null) return state.fit;
  if (!state.view) return true;
  const availW = Math.max(160, els.wrap.clientWidth - 2);
  return availW / state.view.width >= 0.5;
}

/** In actual-size mode, scrolls the tree's box to keep the current node seen. */
function scrollToCurrent() {
  if (effectiveFit() || !state.view || !state.snap) return;
  const id = state.snap.current;
  if (id === null || id === undefined) return;
  const x = state.view.px[id] * state.scale;
  const y = state.view.py[id] * state.scale;
  const w = els.wrap;
  const margin = 80;
  if (x < w.scrollLeft + margin || x > w.scrollLeft + w.clientWidth - margin) {
    w.scrollLeft = Math.max(0, x - w.clientWidth / 2);
  }
  if (y < w.scrollTop + margin || y > w.scrollTop + w.clientHeight - margin) {
    w.scrollTop = Math.max(0, y - w.clientHeight / 2);
  }
}

// -------------------------------------------------------------------- URL

let urlTimer = null;

/** Writes the state into the fragment, at most four times a second. */
function scheduleUrl() {
  if (urlTimer !== null) return;
  urlTimer = setTimeout(() => {
    urlTimer = null;
    writeUrl();
  }, 250);
}

function writeUrl() {
  if (!state.session) return;
  const hash = buildFragment({
    preset: state.preset,
    tree: state.preset ? null : state.treeText,
    algo: state.algo,
    ties: state.ties === 'strict' ? 'strict' : null,
    depth: state.depth,
    lang: state.lang,
    step: state.k > 0 ? (state.k === state.n ? 'end' : state.k) : null,
  });
  if (hash !== location.hash) history.replaceState(null, '', hash || location.pathname + location.search);
}

/**
 * Applies a fragment: options first, then the tree, then the step. Keys
 * that are absent leave the state as it is.
 */
function applyFragment(hash) {
  const f = parseFragment(hash);
  if (f.lang && LANGS.includes(f.lang) && f.lang !== state.lang) setLang(f.lang);
  if (f.algo && ALGOS.includes(f.algo)) state.algo = f.algo;
  if (f.ties === 'strict' || f.ties === 'prune') state.ties = f.ties;
  if ('depth' in f) state.depth = parseDepth(f.depth);
  syncOptionInputs();
  const step = f.step === 'end' ? 'end' : f.step !== undefined ? Number.parseInt(f.step, 10) || 0 : 0;
  if (typeof f.tree === 'string') {
    setTree(f.tree, { step });
  } else if (f.preset && presetByName(f.preset)) {
    const p = presetByName(f.preset);
    if (!('depth' in f)) state.depth = presetDepth(p);
    syncOptionInputs();
    setTree(p.notation, { preset: p.name, step });
  } else if (!state.session) {
    const p = defaultPreset();
    if (p) {
      if (!('depth' in f)) state.depth = presetDepth(p);
      syncOptionInputs();
      setTree(p.notation, { preset: p.name, step });
    }
  } else {
    rerun({ step });
  }
}

function parseDepth(text) {
  const n = Number.parseInt(String(text ?? '').trim(), 10);
  return Number.isInteger(n) && n >= 0 ? n : null;
}

function syncOptionInputs() {
  els.algo.value = state.algo;
  els.ties.value = state.ties;
  // Minimax makes no cuts, so the tie rule does not apply to it.
  els.ties.disabled = state.algo === 'minimax';
  els.depth.value = state.depth === null ? '' : String(state.depth);
}

// ---------------------------------------------------------------- wiring

const controls = initControls(
  {
    first: $('first'),
    prev: $('prev'),
    play: $('play'),
    next: $('next'),
    last: $('last'),
    speed: $('speed'),
    scrubber: $('scrubber'),
    counter: $('counter'),
  },
  {
    position: () => ({ k: state.k, n: state.n }),
    go: (k) => go(k),
    label: (key, params) => t(state.lang, key, params),
  },
);

function wire() {
  els.lang.addEventListener('change', () => setLang(els.lang.value));
  els.large.addEventListener('click', () => setLarge(!state.large, true));
  els.zoom.addEventListener('click', () => {
    state.fit = !effectiveFit();
    sizeSvg();
    scrollToCurrent();
  });
  els.algo.addEventListener('change', () => {
    state.algo = els.algo.value;
    syncOptionInputs();
    rerun();
  });
  els.ties.addEventListener('change', () => {
    state.ties = els.ties.value;
    rerun();
  });
  els.depth.addEventListener('change', () => {
    state.depth = parseDepth(els.depth.value);
    els.depth.value = state.depth === null ? '' : String(state.depth);
    rerun();
  });
  els.preset.addEventListener('change', () => {
    const p = presetByName(els.preset.value);
    if (!p) return;
    state.depth = presetDepth(p);
    syncOptionInputs();
    setTree(p.notation, { preset: p.name });
  });
  els.treeApply.addEventListener('click', () => setTree(els.treeText.value));
  els.treeText.addEventListener('keydown', (ev) => {
    if (ev.key === 'Enter' && (ev.ctrlKey || ev.metaKey)) {
      ev.preventDefault();
      setTree(els.treeText.value);
    }
  });

  // Pointing at a node marks the sources of its α and β and fills the node
  // panel. Click handlers for editing can be added here by node id later.
  els.svg.addEventListener('pointerover', (ev) => setHover(nodeIdAt(ev.target)));
  els.svg.addEventListener('pointerleave', () => setHover(null));

  window.addEventListener('resize', sizeSvg);
  window.addEventListener('hashchange', () => applyFragment(location.hash));
}

function setHover(id) {
  if (id === state.hover) return;
  state.hover = id;
  redraw();
}

function setLarge(on, persist) {
  state.large = on;
  document.documentElement.classList.toggle('large', on);
  relabelToggles();
  if (persist) {
    try {
      localStorage.setItem(LARGE_KEY, on ? '1' : '0');
    } catch {
      // Storage may be unavailable (private mode); the toggle still works.
    }
  }
  if (state.session) {
    state.view = buildTree(els.svg, state.tree, state.layout, { large: state.large });
    sizeSvg();
    redraw();
    if (on) presenterScroll();
  }
}

function readLarge() {
  try {
    return localStorage.getItem(LARGE_KEY) === '1';
  } catch {
    return false;
  }
}

async function main() {
  const fragment = parseFragment(location.hash);
  const langs = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language];
  state.lang = LANGS.includes(fragment.lang) ? fragment.lang : detectLang(langs);
  setLarge(readLarge(), false);
  setLang(state.lang);
  syncOptionInputs();
  controls.update();
  wire();

  try {
    const engine = await import('../pkg/alphabeta.js');
    await engine.default();
    state.engine = engine;
    state.presets = engine.presets();
  } catch (error) {
    setError({ error, titleKey: 'error.engine' });
    return;
  }
  fillPresets();
  applyFragment(location.hash);
  if (state.large) presenterScroll();
}

main();
