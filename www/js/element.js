// <alpha-beta-tree>: a live tree in any page, with one script and one
// element per tree.
//
//   <script type="module" src="https://example.org/alphabeta/js/element.js"></script>
//   <alpha-beta-tree tree="schema6bis" algorithm="alphabeta" step="12" lang="fr"></alpha-beta-tree>
//   <alpha-beta-tree tree="[[3,12,8],[2,4,6],[14,5,2]]" controls="none" step="end"></alpha-beta-tree>
//
// Attributes (all optional; a change redraws):
//   tree       the text notation, or a preset's name (default: schema6bis)
//   algorithm  minimax | alphabeta (fail-soft, the default) | alphabeta-hard | pvs | mtdf
//              | star2 (Star2's probes at chance nodes, regular trees only: docs/chance.md)
//   ties       prune (the default) | strict
//   depth      the depth limit P, a whole number
//   killers    present: killer moves (seed 004), as the page's option
//   deepening  present: iterative deepening (needs h on the inner nodes)
//   aspiration GUESS,DELTA (`3,0.5`, δ > 0): aspiration windows at the root,
//              as the link key `aspiration` and the CLI's --aspiration read
//              it (unreadable: off; ignored under minimax)
//   bounds     L,U (`0,10`): the leaf bounds of Star1 at chance nodes, as the
//              link key `bounds` (default: a preset's own, else none)
//   step       the position to show: a number or `end` (default 0)
//   lang       en | fr (default: the host page's <html lang>, else the browser's)
//   controls   `none` hides the bar (a figure that still narrates)
//   editable   present: a click on a leaf edits its value in place
//   ask        present: "Ask the class", each step asked before it is shown
//              (the element carries data-asking; Q turns it on and off)
//   answer     present: typed answers, "Ask the class" with a field for the
//              asked value and a Check; each Check dispatches `answer-checked`
//              and the last question's `goal-met` (CustomEvents that bubble
//              and cross the shadow boundary; docs/course.md)
//   scheme     light | dark: the colour scheme (default: the reader's
//              prefers-color-scheme); read by style.css alone, as :host([scheme])
//
// Each element is the small player of miniview.js (the embed view's) in its
// own shadow tree, so the host page's styles do not reach it and several
// trees share a page without sharing ids; the keys step the tree that has
// the focus. It builds its DOM with createElement and textContent and loads
// its style sheets with <link> (no inline style, no eval), so it works under
// a strict Content-Security-Policy. The host's policy must allow this site
// for scripts (with 'wasm-unsafe-eval'), styles and connections (the wasm):
//   script-src https://example.org 'wasm-unsafe-eval'; style-src https://example.org;
//   connect-src https://example.org
// The site must send `Access-Control-Allow-Origin` (cargo xtask serve and
// dist do), since modules and the wasm are fetched in CORS mode.

import { t, detectLang, useLang } from './i18n/i18n.js';
import { loadEngine, findPreset, defaultPreset, presetDepth, sayNoPreset } from './engine/player.js';
import { createMiniView } from './draw/miniview.js';
import { parseDepth, parseAspiration } from './state/urlstate.js';
import { parseBounds, ALGOS } from './core/url.js';
import { searchOptions, presetBounds } from './core/view.js';

const SVG = 'http://www.w3.org/2000/svg';
const STYLES = ['../css/style.css', '../css/embed.css', '../css/element.css'];

function el(name, attrs = {}, text = '') {
  const e = document.createElement(name);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  if (text) e.textContent = text;
  return e;
}

function svgEl(name, attrs = {}) {
  const e = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  return e;
}

/** A step button with its icon: polygons and bars, as in embed.html. */
function stepButton(id, label, shapes, extra = '') {
  // Ids are the shadow tree's own: they cannot clash with the host's.
  const b = el('button', { type: 'button', class: ('step ' + extra).trim(), id, 'aria-label': label, title: label });
  const icon = svgEl('svg', { class: 'btn-icon', viewBox: '0 0 24 24', 'aria-hidden': 'true' });
  for (const [name, attrs] of shapes) icon.append(svgEl(name, attrs));
  b.append(icon);
  return b;
}

/** The shadow tree's elements, made with the DOM (never from markup text). */
function buildParts(root, lang) {
  for (const href of STYLES) root.append(el('link', { rel: 'stylesheet', href: new URL(href, import.meta.url).href }));
  const frame = el('div', { class: 'frame' });
  const error = el('div', { class: 'error', role: 'alert', hidden: '' });
  // The box scrolls sideways under a wide tree: it takes the focus, so
  // the keyboard can scroll it too.
  const wrap = el('div', { class: 'tree-wrap embed-tree', tabindex: '0' });
  const svg = svgEl('svg', { class: 'tree', role: 'img', 'aria-label': t(lang, 'tree.aria') });
  const defs = svgEl('defs');
  const pattern = svgEl('pattern', { id: 'hatch', patternUnits: 'userSpaceOnUse', width: '7', height: '7', patternTransform: 'rotate(45)' });
  pattern.append(svgEl('rect', { class: 'hatch-bg', width: '7', height: '7' }), svgEl('line', { class: 'hatch-line', x1: '0', y1: '0', x2: '0', y2: '7' }));
  defs.append(pattern);
  svg.append(defs);
  wrap.append(svg);
  const narration = el('p', { class: 'narration embed-narration', 'aria-live': 'polite', 'aria-label': t(lang, 'narration.label') });
  const bar = el('nav', { class: 'embed-bar', 'aria-label': t(lang, 'controls.label') });
  const first = stepButton('first', t(lang, 'controls.first'), [
    ['rect', { x: '4', y: '5', width: '3', height: '14' }],
    ['polygon', { points: '20,5 20,19 8,12' }],
  ]);
  const prev = stepButton('prev', t(lang, 'controls.prev'), [['polygon', { points: '17,5 17,19 6,12' }]]);
  const play = stepButton('play', t(lang, 'controls.play'), [], 'play');
  const playIcon = svgEl('svg', { class: 'btn-icon icon-play', viewBox: '0 0 24 24', 'aria-hidden': 'true' });
  playIcon.append(svgEl('polygon', { points: '7,4 7,20 20,12' }));
  const pauseIcon = svgEl('svg', { class: 'btn-icon icon-pause', viewBox: '0 0 24 24', 'aria-hidden': 'true' });
  pauseIcon.append(svgEl('rect', { x: '6', y: '5', width: '4', height: '14' }), svgEl('rect', { x: '14', y: '5', width: '4', height: '14' }));
  play.replaceChildren(playIcon, pauseIcon);
  play.dataset.playing = 'false';
  const next = stepButton('next', t(lang, 'controls.next'), [['polygon', { points: '7,5 7,19 18,12' }]]);
  const last = stepButton('last', t(lang, 'controls.last'), [
    ['polygon', { points: '4,5 4,19 16,12' }],
    ['rect', { x: '17', y: '5', width: '3', height: '14' }],
  ]);
  const counter = el('output', { class: 'counter', 'aria-live': 'off' }, '0 / 0');
  const scrubber = el('input', { class: 'scrubber', type: 'range', min: '0', max: '0', value: '0', step: '1', 'aria-label': t(lang, 'controls.scrubber') });
  // The long words where the bar has the room, the short ones where it has
  // not (embed.css); the tooltip says it whole.
  const open = el('a', { class: 'open-full', target: '_blank', rel: 'noopener', title: t(lang, 'embed.open') });
  open.append(
    el('span', { class: 'open-long' }, t(lang, 'embed.open')),
    el('span', { class: 'open-short', 'aria-hidden': 'true' }, t(lang, 'embed.openShort')),
  );
  bar.append(first, prev, play, next, last, counter, scrubber, open);
  frame.append(error, wrap, narration, bar);
  root.append(frame);
  return { wrap, svg, narration, error, open, first, prev, play, next, last, scrubber, counter, bar };
}

/** The step attribute: a whole number, 'end', or undefined. */
function readStep(value) {
  if (value === null) return undefined;
  if (value.trim() === 'end') return 'end';
  const k = Number.parseInt(value, 10);
  return Number.isFinite(k) && k >= 0 ? k : undefined;
}

class AlphaBetaTree extends HTMLElement {
  static get observedAttributes() {
    return ['tree', 'algorithm', 'ties', 'depth', 'killers', 'deepening', 'aspiration', 'bounds', 'step', 'lang', 'controls', 'editable', 'ask', 'answer'];
  }

  constructor() {
    super();
    this.attachShadow({ mode: 'open' });
    /** The small player once drawn, and the attributes it was drawn with. */
    this.view = null;
    this.drawn = '';
    this.pending = null;
    this.again = false;
  }

  connectedCallback() {
    if (!this.hasAttribute('tabindex')) this.tabIndex = 0;
    this.schedule();
  }

  attributeChangedCallback(name) {
    if (!this.isConnected) return;
    // A new step only moves the position; anything else redraws.
    if (name === 'step' && this.view && this.drawn === this.key()) {
      const step = readStep(this.getAttribute('step'));
      this.view.go(step === 'end' ? this.view.player.n : (step ?? 0));
      return;
    }
    this.schedule();
  }

  /** What decides the drawing, but the step. */
  key() {
    // An absent attribute differs from an empty one: `killers=""` and
    // `editable=""` switch something on.
    return ['tree', 'algorithm', 'ties', 'depth', 'killers', 'deepening', 'aspiration', 'bounds', 'lang', 'controls', 'editable', 'ask', 'answer']
      .map((a) => (this.hasAttribute(a) ? this.getAttribute(a) : '\u0001'))
      .join('\u0000');
  }

  /**
   * Draws once per task, however many attributes changed; a change while a
   * drawing awaits (its words, the engine) draws again after it.
   */
  schedule() {
    if (this.pending) {
      this.again = true;
      return;
    }
    this.again = false;
    this.pending = Promise.resolve()
      .then(() => this.draw())
      .finally(() => {
        this.pending = null;
        if (this.again) this.schedule();
      });
  }

  lang() {
    const own = this.getAttribute('lang');
    if (own) return own.toLowerCase().startsWith('fr') ? 'fr' : 'en';
    const page = document.documentElement.lang;
    if (page) return page.toLowerCase().startsWith('fr') ? 'fr' : 'en';
    return detectLang();
  }

  /** The search options the attributes ask for, and the leaf bounds read. */
  readOptions() {
    const algo = this.getAttribute('algorithm');
    const options = {
      algo: ALGOS.includes(algo) ? algo : 'alphabeta',
      ties: this.getAttribute('ties') === 'strict' ? 'strict' : 'prune',
    };
    const depth = parseDepth(this.getAttribute('depth') ?? '');
    if (depth !== null && depth !== undefined && !Number.isNaN(depth)) options.depth = depth;
    for (const technique of ['killers', 'deepening']) {
      if (this.hasAttribute(technique) && this.getAttribute(technique) !== 'false') options[technique] = true;
    }
    // Aspiration windows as a link's key reads them; minimax reads no window
    // (the engine would refuse it), so there it is left off, as the page does.
    const aspiration = parseAspiration(this.getAttribute('aspiration') ?? undefined);
    if (aspiration && options.algo !== 'minimax') options.aspiration = aspiration;
    const bounds = parseBounds(this.getAttribute('bounds') ?? undefined);
    if (bounds) options.bounds = searchOptions({ ...options, depth: null, bounds }).bounds;
    return { options, bounds };
  }

  async draw() {
    const key = this.key();
    if (this.view && this.drawn === key) return;
    const asked = this.lang();
    // The words first; a language whose words cannot load is shown in English.
    const lang = await useLang(asked);
    const root = this.shadowRoot;
    root.replaceChildren();
    this.view = null;
    this.setAttribute('role', 'group');
    this.setAttribute('aria-label', t(lang, 'element.label'));
    const parts = buildParts(root, lang);
    parts.bar.hidden = (this.getAttribute('controls') || '').trim() === 'none';
    let engine;
    try {
      engine = await loadEngine();
    } catch (error) {
      parts.error.hidden = false;
      parts.error.textContent = t(lang, 'error.engine') + ' ' + String(error?.message ?? error);
      return;
    }
    const { options, bounds } = this.readOptions();
    const view = createMiniView(
      { ...parts, keys: this },
      {
        engine,
        lang,
        options,
        editable: this.hasAttribute('editable') && this.getAttribute('editable') !== 'false',
        fullPage: new URL('../index.html', import.meta.url).href,
        // "Ask the class": each step asked first; the element carries data-asking.
        ask: this.hasAttribute('ask') && this.getAttribute('ask') !== 'false',
        root: this,
        // Typed answers: asked, typed, checked, and told as events on the element.
        answer: this.hasAttribute('answer') && this.getAttribute('answer') !== 'false',
        report: (message) => this.dispatchEvent(new CustomEvent(message.type, { detail: message, bubbles: true, composed: true })),
        id: () => this.id || null,
      },
    );
    const presets = engine.presets();
    const text = (this.getAttribute('tree') || '').trim();
    const preset = findPreset(presets, text) || (text ? null : defaultPreset(presets));
    const step = readStep(this.getAttribute('step'));
    let ok;
    // A bare name that is no preset's is a typo of one, not a tree: say so
    // as the CLI does, instead of the notation's error.
    if (!preset && /^[a-z][\w-]*$/i.test(text)) ok = sayNoPreset(view, lang, presets, text) ?? false;
    else if (preset) {
      if (options.depth === undefined && presetDepth(preset) !== null) options.depth = presetDepth(preset);
      if (!bounds && presetBounds(preset)) options.bounds = searchOptions({ ...options, depth: null, bounds: presetBounds(preset) }).bounds;
      ok = view.load(preset.notation, { preset: preset.name, step });
    } else {
      ok = view.load(text, { preset: null, step });
    }
    if (!ok) {
      // A bad tree: its error stays shown above the default tree.
      const fallback = defaultPreset(presets);
      delete options.depth;
      if (presetDepth(fallback) !== null) options.depth = presetDepth(fallback);
      delete options.bounds;
      view.load(fallback.notation, { preset: fallback.name, step: 0 });
    }
    this.view = view;
    this.drawn = key;
    // The element may change size with the host page: fit the tree again.
    if (!this.resizer) {
      this.resizer = new ResizeObserver(() => this.view?.fit());
      this.resizer.observe(this);
    }
    // Typed answers: ready once their bar is in (the tree's box keeps its
    // height), without holding the drawing of a later change behind it.
    Promise.race([view.settled, new Promise((r) => setTimeout(r, 3000))]).then(() => {
      if (this.view !== view) return;
      this.dataset.ready = '1';
      this.dispatchEvent(new CustomEvent('ready'));
    });
  }
}

if (!customElements.get('alpha-beta-tree')) customElements.define('alpha-beta-tree', AlphaBetaTree);
