// The embed view (embed.html), for an iframe in course notes: the tree, the
// narration line and a small bar (previous, play, next, step counter). It
// reuses the page's modules (render, controls, editor, url, i18n) and keeps
// its own small state. The fragment is the page's (tree, preset, algo,
// ties, depth, lang, step) plus `play=1` to play on load and `edit=0` to
// keep the figure from being changed; with editing on, a click on a leaf
// edits its value in place, as on the page. The drawing scales to the
// frame through the SVG's viewBox, so nothing scrolls.

import { t, applyStatic, detectLang, LANGS } from './i18n.js';
import { readFragment, buildFragment, MAX_FRAGMENT } from './url.js';
import { buildTree, drawStep, nodeIdAt, MAX_DRAWN_NODES } from './render.js';
import { initControls } from './controls.js';
import { createLeafEditor } from './editor.js';
import { showError, clearError } from './errors.js';
import { ALGOS } from './code.js';

const $ = (id) => document.getElementById(id);
const els = { wrap: $('tree-wrap'), svg: $('tree'), narration: $('narration'), error: $('error'), open: $('open-full') };

const state = {
  engine: null,
  lang: 'en',
  options: { algo: 'alphabeta', ties: 'prune' },
  text: '',
  preset: null,
  editable: true,
  session: null,
  stats: null, // the session's statistics, read once per tree
  tree: null,
  view: null,
  n: 0,
  k: 0,
  snap: null,
  step: null,
};

const controls = initControls(
  { first: null, prev: $('prev'), play: $('play'), next: $('next'), last: null, speed: null, scrubber: null, counter: $('counter') },
  {
    position: () => ({ k: state.k, n: state.n }),
    go: (k) => go(k),
    label: (key, params) => t(state.lang, key, params),
  },
);

const leafEditor = createLeafEditor({
  wrap: els.wrap,
  view: () => state.view,
  label: (key, params) => t(state.lang, key, params),
  commit: (id, value) => {
    let result;
    try {
      result = state.engine.editTree(state.text, { op: 'setValue', node: id, value });
    } catch (error) {
      return t(state.lang, 'edit.failed', { message: message(error) });
    }
    return load(result.notation, null) ? null : t(state.lang, 'edit.failed', { message: '' });
  },
});

/** An engine error's message in the view's language. */
function message(error) {
  return (state.lang === 'fr' && error && error.messageFr) || (error && error.message) || String(error);
}

/**
 * Builds the session for `text` and draws it, keeping the position (or the
 * end, if the view was at the end). Returns false, after showing why, when
 * the engine refused the tree or the options.
 */
function load(text, step) {
  let session;
  try {
    session = new state.engine.Session(text, state.options);
  } catch (error) {
    showError(els.error, { error, text, lang: state.lang, titleKey: Number.isInteger(error?.line) ? 'error.title' : 'error.options' });
    return false;
  }
  const stats = session.stats();
  const total = stats.nodesTotal;
  if (total > MAX_DRAWN_NODES) {
    session.free();
    const error = { message: t(state.lang, 'error.tooManyNodes', { n: total, max: MAX_DRAWN_NODES }) };
    showError(els.error, { error, lang: state.lang, titleKey: 'error.tooBig' });
    return false;
  }
  const wasAtEnd = state.session !== null && state.k === state.n;
  if (state.session) state.session.free();
  state.session = session;
  state.stats = stats;
  state.text = text;
  state.tree = session.tree();
  state.n = session.stepCount();
  state.view = buildTree(els.svg, state.tree, session.layout(), { large: false });
  // The frame decides the size: the viewBox scales the drawing into it.
  els.svg.removeAttribute('width');
  els.svg.removeAttribute('height');
  const k = step === 'end' || (step === null && wasAtEnd) ? state.n : step === null ? state.k : step;
  state.snap = null;
  go(k, true);
  updateOpenLink();
  return true;
}

function go(k, force = false) {
  if (!state.session) return;
  const target = Math.max(0, Math.min(state.n, Math.trunc(Number(k) || 0)));
  if (!force && target === state.k && state.snap) return;
  state.k = target;
  state.snap = state.session.snapshotPacked(target);
  state.step = target > 0 ? state.session.step(target) : null;
  drawStep(state.view, state.snap, {
    lang: state.lang,
    step: state.step,
    focus: null,
    pv: target === state.n ? state.stats.pv : null,
  });
  els.narration.textContent = state.session.narrate(target, state.lang);
  els.narration.title = els.narration.textContent;
  controls.update();
  document.documentElement.dataset.ready = '1';
}

/** The "open in the full page" link carries the same view. */
function updateOpenLink() {
  els.open.href = 'index.html' + buildFragment({
    preset: state.preset,
    tree: state.preset ? null : state.text,
    algo: state.options.algo,
    ties: state.options.ties === 'strict' ? 'strict' : null,
    depth: state.options.depth ?? null,
    lang: state.lang,
  });
}

async function main() {
  const { params: f, problem, broken } = readFragment(location.hash);
  const langs = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language];
  state.lang = LANGS.includes(f.lang) ? f.lang : detectLang(langs);
  document.documentElement.lang = state.lang;
  document.title = t(state.lang, 'doc.title');
  applyStatic(document, state.lang);
  controls.relabel();
  state.editable = f.edit !== '0';
  if (ALGOS.includes(f.algo)) state.options.algo = f.algo;
  if (f.ties === 'strict') state.options.ties = 'strict';
  const depth = Number.parseInt(f.depth ?? '', 10);
  if (Number.isInteger(depth) && depth >= 0) state.options.depth = depth;
  if (problem === 'tooLong') {
    showError(els.error, { error: { message: t(state.lang, 'error.fragmentTooLong', { length: location.hash.length, limit: MAX_FRAGMENT }) }, lang: state.lang, titleKey: 'error.link' });
  } else if (problem === 'encoding') {
    showError(els.error, { error: { message: t(state.lang, 'error.fragmentEncoding', { keys: broken.join(', ') }) }, lang: state.lang, titleKey: 'error.link' });
  }

  try {
    const engine = await import('../pkg/alphabeta.js');
    await engine.default();
    state.engine = engine;
  } catch (error) {
    showError(els.error, { error, lang: state.lang, titleKey: 'error.engine' });
    return;
  }
  const presets = state.engine.presets();
  const preset = presets.find((p) => p.name === f.preset) || null;
  const fallback = presets.find((p) => p.name === 'classic') || presets[0];
  const step = f.step === 'end' ? 'end' : Number.parseInt(f.step ?? '0', 10) || 0;
  let ok = false;
  if (typeof f.tree === 'string') {
    ok = load(f.tree, step);
  } else if (preset) {
    state.preset = preset.name;
    if (state.options.depth === undefined && Number.isInteger(preset.depthLimit)) state.options.depth = preset.depthLimit;
    ok = load(preset.notation, step);
  }
  if (!ok && !state.session) {
    // A bad or missing tree: the error (if any) is shown, and a usable one drawn.
    state.preset = fallback.name;
    delete state.options.depth;
    if (Number.isInteger(fallback.depthLimit)) state.options.depth = fallback.depthLimit;
    load(fallback.notation, 0);
  } else if (ok && !problem) {
    clearError(els.error);
  }

  if (state.editable) {
    els.svg.addEventListener('click', (ev) => {
      const id = nodeIdAt(ev.target);
      if (id !== null && state.tree.nodes[id].isLeaf) leafEditor.open(id);
    });
    els.svg.dataset.editable = 'true';
    els.svg.setAttribute('aria-description', t(state.lang, 'embed.editHint'));
  } else {
    els.svg.dataset.editable = 'false';
  }
  if (f.play === '1') controls.play();
}

main();
