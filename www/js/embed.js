// The embed view (embed.html), for an iframe in course notes: the tree, the
// narration line and a small bar (previous, play, next, step counter, a link
// to the full page). The session and the position come from player.js and
// the fragment is read by urlstate.js, both shared with the page, so the
// view reads the same links and draws the same default tree (schéma 6 bis,
// DEFAULT_PRESET in player.js) as the page. The fragment is the page's
// (tree, preset, algo, ties, depth, lang, step) plus `play=1` to play on
// load and `edit=0` to keep the figure from being changed; with editing on,
// a click on a leaf edits its value in place, as on the page. The drawing
// scales to the frame through the SVG's viewBox, so nothing scrolls.
//
// Its state is small: the language, the options, the tree's text and
// preset, and the player. `load` (a new tree) and `go` (a new position)
// change it, and both end in `render`.

import { t, applyStatic, detectLang } from './i18n.js';
import { buildFragment } from './url.js';
import { buildTree, drawStep, nodeIdAt } from './render.js';
import { initControls } from './controls.js';
import { createLeafEditor } from './editor.js';
import { showError, clearError, localMessage } from './errors.js';
import { loadEngine, createPlayer, findPreset, defaultPreset, presetDepth } from './player.js';
import { readLink } from './urlstate.js';

const $ = (id) => document.getElementById(id);
const els = { wrap: $('tree-wrap'), svg: $('tree'), narration: $('narration'), error: $('error'), open: $('open-full') };

const state = {
  engine: null,
  player: null,
  lang: 'en',
  options: { algo: 'alphabeta', ties: 'prune' },
  text: '',
  preset: null,
  view: null, // the drawing of the player's tree (render.buildTree)
};

const controls = initControls(
  { first: null, prev: $('prev'), play: $('play'), next: $('next'), last: null, speed: null, scrubber: null, counter: $('counter') },
  {
    position: () => state.player?.position() ?? { k: 0, n: 0 },
    go: (k) => go(k),
    label: (key, params) => t(state.lang, key, params),
  },
);

const leafEditor = createLeafEditor({
  wrap: els.wrap,
  view: () => state.view,
  label: (key, params) => t(state.lang, key, params),
  lang: () => state.lang,
  check: (text) => state.engine.checkValue(text),
  commit: (id, value) => {
    let result;
    try {
      result = state.engine.editTree(state.text, { op: 'setValue', node: id, value });
    } catch (error) {
      return t(state.lang, 'edit.failed', { message: localMessage(error, state.lang) });
    }
    return load(result.notation, { preset: null }) ? null : t(state.lang, 'edit.failed', { message: '' });
  },
});

/** Shows an error in the box above the drawing. */
function say(error, titleKey, text) {
  showError(els.error, { error, text, lang: state.lang, titleKey: error?.titleKey ?? titleKey });
}

/**
 * Draws `text` with the view's options and goes to `opts.step` (undefined:
 * keep the position, or the end if the view was at the end). Returns false,
 * after showing why, when the engine refused the tree or the options.
 * @param {string} text
 * @param {{preset: string|null, step?: number|'end'}} opts
 */
function load(text, opts) {
  try {
    state.player.open(text, state.options, opts.step);
  } catch (error) {
    say(error, error?.kind === 'parse' ? 'error.title' : 'error.options', text);
    return false;
  }
  state.text = text;
  state.preset = opts.preset;
  state.view = buildTree(els.svg, state.player.tree, state.player.layout, { large: false });
  // The frame decides the size: the viewBox scales the drawing into it.
  els.svg.removeAttribute('width');
  els.svg.removeAttribute('height');
  render();
  return true;
}

function go(k) {
  if (state.player?.seek(k)) render();
}

/** The position on screen: the drawing, the narration, the counter, the full-page link. */
function render() {
  const { player, lang } = state;
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
  // The "open in the full page" link carries the same view.
  els.open.href = 'index.html' + buildFragment({
    preset: state.preset,
    tree: state.preset ? null : state.text,
    algo: state.options.algo,
    ties: state.options.ties === 'strict' ? 'strict' : null,
    depth: state.options.depth ?? null,
    lang,
  });
  document.documentElement.dataset.ready = '1';
}

async function main() {
  const link = readLink(location.hash);
  const langs = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language];
  state.lang = link.lang ?? detectLang(langs);
  document.documentElement.lang = state.lang;
  document.title = t(state.lang, 'doc.title');
  applyStatic(document, state.lang);
  controls.relabel();
  if (link.algo) state.options.algo = link.algo;
  if (link.ties) state.options.ties = link.ties;
  if (link.depth !== undefined && link.depth !== null) state.options.depth = link.depth;
  if (link.problem) say({ message: t(state.lang, link.problem.messageKey, link.problem.messageParams) }, link.problem.titleKey);

  try {
    state.engine = await loadEngine();
  } catch (error) {
    say(error, 'error.engine');
    return;
  }
  state.player = createPlayer(state.engine);
  const presets = state.engine.presets();
  const preset = link.preset === undefined ? null : findPreset(presets, link.preset);
  let ok = false;
  if (link.tree !== undefined) {
    ok = load(link.tree, { preset: null, step: link.step });
  } else if (preset) {
    if (link.depth === undefined) setDepth(presetDepth(preset));
    ok = load(preset.notation, { preset: preset.name, step: link.step });
  }
  if (!ok) {
    // A bad or missing tree: the error (if any) is shown, and the default drawn.
    const fallback = defaultPreset(presets);
    setDepth(presetDepth(fallback));
    load(fallback.notation, { preset: fallback.name, step: 0 });
  } else if (!link.problem) {
    clearError(els.error);
  }

  if (link.editable) {
    els.svg.addEventListener('click', (ev) => {
      const id = nodeIdAt(ev.target);
      if (id !== null && state.player.tree.nodes[id].isLeaf) leafEditor.open(id);
    });
    els.svg.dataset.editable = 'true';
    els.svg.setAttribute('aria-description', t(state.lang, 'embed.editHint'));
  } else {
    els.svg.dataset.editable = 'false';
  }
  if (link.play) controls.play();
}

/** Sets the depth limit option (null: none). */
function setDepth(depth) {
  if (depth === null) delete state.options.depth;
  else state.options.depth = depth;
}

main();
