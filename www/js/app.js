// The page's wiring. It loads the engine, keeps the whole page state in one
// object (`state`), and has one path for each kind of change:
//   setTree(text)  a new tree (preset, notation box, URL)  -> rerun()
//   commit(text)   a change the reader made (an edit, a preset, a random
//                  tree, typing): setTree, then one undo entry
//   rerun()        new options or a new tree: a new Session, a new drawing
//   go(k)          a new position: one snapshot, one step, one narration
//   redraw()       the same position shown again (language, pointer focus)
// Everything a reader sees is drawn by the modules it calls: render.js (the
// tree), controls.js, code.js, stats.js, info.js, errors.js; editing comes
// from editor.js (a leaf's value in place), treekeys.js (the keyboard in the
// drawing), textbox.js (the notation box) and history.js (undo); share.js
// does links, the clipboard and files; the words come from i18n.js, and the
// URL fragment from url.js.

import { t, applyStatic, detectLang, LANGS } from './i18n.js';
import { readFragment, buildFragment, MAX_FRAGMENT } from './url.js';
import { buildTree, drawStep, nodeIdAt, nodeName, markSelected, MAX_DRAWN_NODES } from './render.js';
import { createHistory } from './history.js';
import { nodeAt } from './snapshot.js';
import { createLeafEditor, parseValue, MAX_FINITE } from './editor.js';
import { initTreeKeys } from './treekeys.js';
import { initTextBox } from './textbox.js';
import { copyText, download, importText, nestedJson, svgFigure, embedSnippet, MAX_IMPORT_BYTES, pngFigure } from './share.js';
import { initControls } from './controls.js';
import { buildCode, highlightLine, lineFor, captionFor, ALGOS } from './code.js';
import { renderStats } from './stats.js';
import { renderInfo } from './info.js';
import { showError, clearError, localMessage } from './errors.js';

/** The preset drawn when no tree is asked for, or when the asked one is bad. */
const DEFAULT_PRESET = 'schema6bis';
const LARGE_KEY = 'alphabeta.largeText';
/** Where the last view is kept, as a fragment, for a visit without one. */
const LAST_KEY = 'alphabeta.lastView';

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
  treeMsg: $('tree-msg'),
  undo: $('undo'),
  redo: $('redo'),
  rootPlayer: $('root-player'),
  replay: $('replay'),
  toEnd: $('to-end'),
  selectedName: $('selected-name'),
  nodeTools: $('node-tools'),
  editValue: $('edit-value'),
  addChild: $('add-child'),
  deleteNode: $('delete-node'),
  moveLeft: $('move-left'),
  moveRight: $('move-right'),
  toggleLeaf: $('toggle-leaf'),
  nodeLabel: $('node-label'),
  nodeH: $('node-h'),
  editMsg: $('edit-msg'),
  importFile: $('import-file'),
  ioStatus: $('io-status'),
  randomForm: $('random-form'),
  randomMsg: $('random-msg'),
  link: $('link'),
  share: $('share'),
  shareStatus: $('share-status'),
  embedCode: $('embed-code'),
  embedField: $('embed-field'),
  embedCopy: $('embed-copy'),
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
  snap: null, // the packed snapshot at k, fetched once per position
  step: null, // the StepDto at k (null at 0)
  narration: '',
  hover: null, // the node under the pointer
  error: null, // the error shown, kept to redraw it in another language
  lastGood: null, // the last tree and options the engine accepted
  scale: 1, // the drawing's scale on screen
  firstDrawn: false,
  selected: null, // the node selected for editing, or null
  editMsg: null, // the last edit's message: {key, params} or null
};

/** Undo and redo: entries are {treeText, preset, depth}. */
const history = createHistory();

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
  showEditMsg(state.editMsg);
  if (state.session) {
    updateEditBar();
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
  return rerun({ step: opts.step });
}

/** What one undo entry holds. */
function entry() {
  return { treeText: state.treeText, preset: state.preset, depth: state.depth };
}

/**
 * A change the reader made to the tree: draws `text` and records it for
 * undo (a `group` coalesces a burst of typing into one entry). Nothing is
 * recorded when the engine refused the text, or when nothing changed.
 * @param {string} text
 * @param {{preset?: string|null, depth?: number|null, step?: number|'end', group?: any}} [opts]
 * @returns {boolean} whether `text` is now drawn
 */
function commit(text, opts = {}) {
  const depth = opts.depth === undefined ? state.depth : opts.depth;
  if (text === state.treeText && depth === state.depth && state.session) return true;
  state.depth = depth;
  syncOptionInputs();
  const ok = setTree(text, { preset: opts.preset, step: opts.step });
  if (ok) {
    history.push(entry(), opts.group ?? null);
    updateEditBar();
  }
  return ok;
}

/** Shows an undo entry again (undo and redo). */
function restore(e) {
  if (!e) return;
  leafEditor.close();
  state.depth = e.depth;
  syncOptionInputs();
  setTree(e.treeText, { preset: e.preset });
  updateEditBar();
}

function undo() {
  textBox.flush();
  restore(history.undo());
}

function redo() {
  textBox.flush();
  restore(history.redo());
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
  // The engine takes two million nodes, but an SVG of more than
  // MAX_DRAWN_NODES nodes would freeze the page: refuse it like a bad tree.
  const stats = session.stats();
  const total = stats.nodesTotal;
  if (total > MAX_DRAWN_NODES) {
    session.free();
    const params = { n: total, max: MAX_DRAWN_NODES };
    const error = new Error(t('en', 'error.tooManyNodes', params));
    error.messageFr = t('fr', 'error.tooManyNodes', params);
    error.titleKey = 'error.tooBig';
    return recover(error);
  }
  if (state.session) state.session.free();
  state.session = session;
  state.tree = session.tree();
  state.layout = session.layout();
  state.stats = stats;
  state.n = session.stepCount();
  state.hover = null;
  if (state.selected !== null && state.selected >= state.tree.nodes.length) state.selected = null;
  state.lastGood = { treeText: state.treeText, preset: state.preset, algo: state.algo, ties: state.ties, depth: state.depth };
  textBox.show(state.treeText);
  els.preset.value = state.preset || '';
  buildCodePanel();
  state.view = buildTree(els.svg, state.tree, state.layout, { large: state.large });
  markSelected(state.view, state.selected);
  sizeSvg();
  updateEditBar();

  let k = state.k;
  if (opts.step === 'end' || (opts.step === undefined && wasAtEnd)) k = state.n;
  else if (typeof opts.step === 'number') k = opts.step;
  state.snap = null;
  go(k, { force: true });
  // A success clears an earlier error, unless this run is the fallback
  // that the error itself asked for.
  if (!recovering && state.error) {
    if (state.error.keepOnce) state.error.keepOnce = false;
    else setError(null);
  }
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
    titleKey: error?.titleKey ?? (aboutText ? 'error.title' : 'error.options'),
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
  // Keep the bad text in the notation box so that it can be corrected there,
  // with the error shown under it too.
  els.treeText.value = text;
  if (aboutText) {
    els.notation.open = true;
    textBox.showError(error, text);
  }
  return false;
}

function setError(params) {
  state.error = params;
  if (params) {
    // A message of the page's own (about a link) is written in the current
    // language each time it is shown.
    const error = params.messageKey ? { message: t(state.lang, params.messageKey, params.messageParams) } : params.error;
    showError(els.error, { ...params, error, lang: state.lang, onClose: () => setError(null) });
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
  state.snap = state.session.snapshotPacked(target);
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
  const focus = state.hover ?? state.selected;
  drawStep(view, snap, {
    lang: state.lang,
    step: state.step,
    focus,
    pv: done ? state.stats.pv : null,
  });
  els.narration.textContent = state.narration;

  const cut = new Set((snap.cuts || []).map((c) => c.node));
  const stepNode = state.step ? state.step.node : null;
  const facts = {
    wasCut: stepNode !== null && cut.has(stepNode),
    evaluated: stepNode !== null && nodeAt(snap, stepNode)?.state === 'evaluated',
  };
  highlightLine(els.code, lineFor(state.algo, state.step, tree, facts));
  renderStats(els.stats, { stats: state.stats, snap, tree, algo: state.algo, lang: state.lang, done });
  renderInfo(els.info, { tree, snap, id: focus ?? snap.current, lang: state.lang });

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

/** The fragment of the view on screen; `embed` leaves out the page's own keys. */
function fragment(embed = false) {
  return buildFragment({
    preset: state.preset,
    tree: state.preset ? null : state.treeText,
    algo: state.algo,
    ties: state.ties === 'strict' ? 'strict' : null,
    depth: state.depth,
    lang: state.lang,
    step: state.k > 0 ? (state.k === state.n ? 'end' : state.k) : null,
    large: state.large && !embed ? '1' : null,
  });
}

function writeUrl() {
  if (urlTimer !== null) {
    clearTimeout(urlTimer);
    urlTimer = null;
  }
  if (!state.session) return;
  const hash = fragment();
  if (hash !== location.hash) window.history.replaceState(null, '', hash || location.pathname + location.search);
  if (els.link.value !== location.href) els.link.value = location.href;
  try {
    if (hash.length <= MAX_FRAGMENT) localStorage.setItem(LAST_KEY, hash);
  } catch {
    // Storage may be full or unavailable; the link still holds the view.
  }
}

/**
 * Applies a fragment: options first, then the tree, then the step. Keys
 * that are absent leave the state as it is.
 */
function applyFragment(hash) {
  const { params: f, problem, broken } = readFragment(hash);
  if (problem === 'tooLong') {
    setError({ titleKey: 'error.link', messageKey: 'error.fragmentTooLong', messageParams: { length: hash.length, limit: MAX_FRAGMENT }, keepOnce: true });
  } else if (problem === 'encoding') {
    setError({ titleKey: 'error.link', messageKey: 'error.fragmentEncoding', messageParams: { keys: broken.join(', ') }, keepOnce: true });
  }
  if (problem && !state.session) {
    // Whatever else the link said, the default tree is what it gets.
    delete f.tree;
    delete f.preset;
  }
  if (f.large === '1' && !state.large) setLarge(true, false);
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
    commit(p.notation, { preset: p.name, depth: presetDepth(p), step: 0 });
  });
  const applyText = () => {
    const text = els.treeText.value;
    const before = state.treeText;
    if (commit(text)) textBox.clear();
    else if (before === state.treeText) textBox.showError(state.error?.error, text, true);
  };
  els.treeApply.addEventListener('click', applyText);
  els.treeText.addEventListener('keydown', (ev) => {
    if (ev.key === 'Enter' && (ev.ctrlKey || ev.metaKey)) {
      ev.preventDefault();
      applyText();
    }
  });

  // Pointing at a node marks the sources of its α and β and fills the node
  // panel; clicking selects it for editing, and a leaf opens its editor.
  els.svg.addEventListener('pointerover', (ev) => setHover(nodeIdAt(ev.target)));
  els.svg.addEventListener('pointerleave', () => setHover(null));
  els.svg.addEventListener('click', (ev) => {
    const id = nodeIdAt(ev.target);
    select(id);
    if (id !== null && state.tree.nodes[id].isLeaf) leafEditor.open(id);
    else els.svg.focus({ preventScroll: true });
  });
  wireEditing();
  wireSharing();

  window.addEventListener('resize', sizeSvg);
  window.addEventListener('hashchange', () => {
    applyFragment(location.hash);
    history.push(entry());
    updateEditBar();
  });
}

// ---------------------------------------------------------------- editing

/** Selects node `id` for editing (null clears the selection). */
function select(id) {
  const valid = id !== null && id !== undefined && state.tree && state.tree.nodes[id] ? id : null;
  state.selected = valid;
  if (state.view) markSelected(state.view, valid);
  updateEditBar();
  redraw();
}

/**
 * Applies one edit through the engine and draws the result. `extra` holds
 * the edit's fields ({value}, {by}, {label}…); the node is the selected one
 * unless `extra.node` says otherwise.
 * @returns {string|null} null, or the message shown when it failed
 */
function edit(op, extra = {}) {
  const node = extra.node ?? state.selected ?? 0;
  let result;
  try {
    result = state.engine.editTree(state.treeText, { op, node, ...extra });
  } catch (error) {
    return showEditMsg({ key: 'edit.failed', params: { message: localMessage(error, state.lang) } });
  }
  showEditMsg(null);
  if (!commit(result.notation, { preset: null })) return t(state.lang, 'edit.failed', { message: '' });
  select(result.focus);
  return null;
}

/** Shows (or clears) the message line under the edit bar; returns its text. */
function showEditMsg(msg) {
  state.editMsg = msg;
  const text = msg ? t(state.lang, msg.key, msg.params) : '';
  els.editMsg.textContent = text;
  return text || null;
}

/** Enables the edit bar's buttons for the selected node, and labels them. */
function updateEditBar() {
  els.undo.disabled = !history.canUndo();
  els.redo.disabled = !history.canRedo();
  const tree = state.tree;
  if (!tree) return;
  const root = tree.nodes[0];
  els.rootPlayer.textContent = t(state.lang, 'edit.root', { player: t(state.lang, 'player.' + root.player) });
  const id = state.selected;
  const node = id === null ? null : tree.nodes[id];
  const parent = node && node.parent !== null ? tree.nodes[node.parent] : null;
  const at = parent ? parent.children.indexOf(id) : -1;
  els.selectedName.textContent = node
    ? t(state.lang, 'edit.selected', { name: nodeName(tree, id, state.lang), kind: node.isLeaf ? t(state.lang, 'leaf') : t(state.lang, 'player.' + node.player) })
    : t(state.lang, 'edit.none');
  // The node tools only show once a node is selected, so that the bar stays
  // one line and the tree keeps the screen on a projector.
  els.nodeTools.dataset.selected = node ? 'true' : 'false';
  els.editValue.disabled = !node || !node.isLeaf;
  els.addChild.disabled = !node;
  els.deleteNode.disabled = !parent;
  els.moveLeft.disabled = !parent || at <= 0;
  els.moveRight.disabled = !parent || at >= parent.children.length - 1;
  els.toggleLeaf.disabled = !node;
  els.toggleLeaf.textContent = t(state.lang, node && !node.isLeaf ? 'edit.toLeaf' : 'edit.toInner');
  els.nodeLabel.disabled = !node;
  els.nodeH.disabled = !node || node.isLeaf;
  if (document.activeElement !== els.nodeLabel) els.nodeLabel.value = node?.label ?? '';
  if (document.activeElement !== els.nodeH) els.nodeH.value = node && node.h !== null && node.h !== undefined ? fmtNumber(node.h) : '';
}

/** A value as the notation writes it back (inf, not ∞), for an input. */
function fmtNumber(v) {
  if (v === '+inf') return 'inf';
  if (v === '-inf') return '-inf';
  return String(v);
}

const leafEditor = createLeafEditor({
  wrap: els.wrap,
  view: () => state.view,
  label: (key, params) => t(state.lang, key, params),
  commit: (id, value) => edit('setValue', { node: id, value }),
  onClose: (id, how) => {
    if (how !== 'blur') els.svg.focus({ preventScroll: true });
  },
});

const textBox = initTextBox({
  textarea: els.treeText,
  message: els.treeMsg,
  label: (key, params) => t(state.lang, key, params),
  lang: () => state.lang,
  check: (text) => {
    try {
      state.engine.formatTree(text);
      return null;
    } catch (error) {
      return error;
    }
  },
  apply: (text, group) => {
    if (text !== state.treeText) commit(text, { group });
  },
});

function wireEditing() {
  els.undo.addEventListener('click', undo);
  els.redo.addEventListener('click', redo);
  els.rootPlayer.addEventListener('click', () => {
    const player = state.tree.nodes[0].player === 'max' ? 'min' : 'max';
    edit('setRootPlayer', { node: 0, player });
  });
  els.replay.addEventListener('click', () => {
    controls.pause();
    go(0);
    controls.play();
  });
  els.toEnd.addEventListener('click', () => {
    controls.pause();
    go(state.n);
  });
  els.editValue.addEventListener('click', () => {
    if (state.selected !== null) leafEditor.open(state.selected);
  });
  els.addChild.addEventListener('click', () => edit('addChild'));
  els.deleteNode.addEventListener('click', () => edit('delete'));
  els.moveLeft.addEventListener('click', () => edit('move', { by: -1 }));
  els.moveRight.addEventListener('click', () => edit('move', { by: 1 }));
  els.toggleLeaf.addEventListener('click', () => edit('toggleLeaf'));
  els.nodeLabel.addEventListener('change', () => {
    if (state.selected === null) return;
    const label = els.nodeLabel.value.trim();
    if (label && !/^\p{L}[\p{L}\p{N}_'’]{0,23}$/u.test(label)) {
      showEditMsg({ key: 'edit.badLabel' });
      return;
    }
    edit('setLabel', { label: label || null });
  });
  els.nodeH.addEventListener('change', () => {
    if (state.selected === null) return;
    const text = els.nodeH.value.trim();
    if (text === '') {
      edit('setH', { h: null });
      return;
    }
    const h = parseValue(text);
    if (h === null) showEditMsg({ key: 'edit.badNumber', params: { text: text.slice(0, 40) } });
    else if (typeof h === 'number' && Math.abs(h) > MAX_FINITE) showEditMsg({ key: 'edit.tooLarge' });
    else edit('setH', { h });
  });
  for (const input of [els.nodeLabel, els.nodeH]) {
    input.addEventListener('keydown', (ev) => {
      if (ev.key === 'Escape') {
        updateEditBar();
        els.svg.focus({ preventScroll: true });
      }
    });
  }

  initTreeKeys(els.svg, {
    tree: () => state.tree,
    selected: () => state.selected,
    current: () => state.snap?.current ?? null,
    select,
    editLeaf: (id) => leafEditor.open(id),
    focusPanel: () => {
      const first = [els.addChild, els.toggleLeaf, els.nodeLabel].find((b) => !b.disabled);
      first?.focus();
    },
    edit: (op, extra) => edit(op, extra),
  });

  // Undo and redo everywhere but in a text field, where the browser's own
  // text undo applies.
  document.addEventListener('keydown', (ev) => {
    if (!(ev.ctrlKey || ev.metaKey) || ev.altKey) return;
    const target = ev.target;
    if (target instanceof Element && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))) return;
    const key = ev.key.toLowerCase();
    if (key === 'z' && !ev.shiftKey) undo();
    else if ((key === 'z' && ev.shiftKey) || key === 'y') redo();
    else return;
    ev.preventDefault();
  });

  els.randomForm.addEventListener('submit', (ev) => {
    ev.preventDefault();
    makeRandom(false);
  });
  $('random-reroll').addEventListener('click', () => makeRandom(true));
}

/** Reads the random-tree form and draws its tree; `reroll` picks a new seed first. */
function makeRandom(reroll) {
  const num = (id) => Number.parseInt($(id).value, 10);
  if (reroll) {
    // A fresh seed from the browser's generator; the tree itself comes from
    // the engine's seeded generator, so the seed shown makes it again.
    const word = new Uint32Array(1);
    crypto.getRandomValues(word);
    $('r-seed').value = String(word[0]);
  }
  const seed = $('r-seed').value.trim();
  let text;
  try {
    text = state.engine.randomTree({
      seed: seed === '' ? 0 : seed,
      minBranch: num('r-min-branch'),
      maxBranch: num('r-max-branch'),
      depth: num('r-depth'),
      minValue: num('r-min-value'),
      maxValue: num('r-max-value'),
      irregular: $('r-irregular').checked,
    });
  } catch (error) {
    els.randomMsg.textContent = t(state.lang, 'edit.failed', { message: error.message || String(error) });
    return;
  }
  select(null);
  if (commit(text, { preset: null, depth: null, step: 0 })) {
    els.randomMsg.textContent = t(state.lang, 'random.made', { seed: seed || '0' });
  }
}

// ---------------------------------------------------------------- sharing

function say(output, key, params) {
  output.textContent = t(state.lang, key, params);
}

function wireSharing() {
  $('copy-link').addEventListener('click', async () => {
    writeUrl();
    const how = await copyText(location.href, els.link);
    say(els.shareStatus, how === 'copied' ? 'share.copied' : 'share.selected');
  });
  els.share.addEventListener('toggle', () => {
    if (els.share.open) writeUrl();
  });
  $('embed-make').addEventListener('click', () => {
    els.embedCode.value = embedSnippet(location.href, fragment(true), t(state.lang, 'share.embedTitle'));
    els.embedField.hidden = false;
    els.embedCopy.hidden = false;
    els.embedCode.focus();
    els.embedCode.select();
  });
  els.embedCopy.addEventListener('click', async () => {
    const how = await copyText(els.embedCode.value, els.embedCode);
    say(els.shareStatus, how === 'copied' ? 'share.embedCopied' : 'io.selected');
  });
  $('export-svg').addEventListener('click', () => {
    download('tree.svg', svgFigure(els.svg), 'image/svg+xml');
    say(els.shareStatus, 'io.saved', { name: 'tree.svg' });
  });
  $('export-png').addEventListener('click', async () => {
    const box = (els.svg.getAttribute('viewBox') || '0 0 100 100').split(/\s+/).map(Number);
    try {
      download('tree.png', await pngFigure(svgFigure(els.svg), box[2], box[3]), 'image/png');
      say(els.shareStatus, 'io.saved', { name: 'tree.png' });
    } catch {
      say(els.shareStatus, 'share.pngFailed');
    }
  });
  $('export-tikz').addEventListener('click', () => {
    download('tree.tex', state.session.tikz(state.k, true), 'text/x-tex');
    say(els.shareStatus, 'io.saved', { name: 'tree.tex' });
  });

  $('export-txt').addEventListener('click', () => {
    download('tree.txt', state.session.notation() + '\n', 'text/plain');
    say(els.ioStatus, 'io.saved', { name: 'tree.txt' });
  });
  $('export-json').addEventListener('click', () => {
    download('tree-report.json', state.session.reportJson(), 'application/json');
    say(els.ioStatus, 'io.saved', { name: 'tree-report.json' });
  });
  $('export-arrays').addEventListener('click', () => {
    download('tree.json', nestedJson(state.tree) + '\n', 'application/json');
    say(els.ioStatus, 'io.saved', { name: 'tree.json' });
  });
  $('copy-notation').addEventListener('click', async () => {
    const how = await copyText(state.session.notation(), els.treeText);
    say(els.ioStatus, how === 'copied' ? 'io.copied' : 'io.selected');
  });
  $('copy-json').addEventListener('click', async () => {
    const how = await copyText(state.session.reportJson(), null);
    say(els.ioStatus, how === 'copied' ? 'io.copied' : 'io.selected');
  });
  els.importFile.addEventListener('change', async () => {
    const file = els.importFile.files && els.importFile.files[0];
    els.importFile.value = '';
    if (!file) return;
    if (file.size > MAX_IMPORT_BYTES) {
      say(els.ioStatus, 'io.tooBig', { size: file.size, max: MAX_IMPORT_BYTES });
      return;
    }
    const text = await file.text();
    let notation;
    try {
      notation = importText(text, state.engine);
    } catch (error) {
      // Shown in the box, at the spot, with the last tree still drawn.
      els.treeText.value = text;
      textBox.showError(error, text, true);
      return;
    }
    select(null);
    if (commit(notation, { preset: null, step: 0 })) say(els.ioStatus, 'io.imported', { name: file.name });
  });
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
  const asked = readFragment(location.hash).params;
  const langs = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language];
  state.lang = LANGS.includes(asked.lang) ? asked.lang : detectLang(langs);
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
  // Without a fragment, the last view of this browser comes back.
  let hash = location.hash;
  if (hash === '' || hash === '#') {
    try {
      hash = localStorage.getItem(LAST_KEY) || '';
    } catch {
      hash = '';
    }
  }
  applyFragment(hash);
  history.reset(entry());
  updateEditBar();
  if (state.large) presenterScroll();
}

main();
