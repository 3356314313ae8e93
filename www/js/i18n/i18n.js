// Every interface word a user reads, in one catalogue per language (the
// "Catalogues" invariant in ARCHITECTURE.md). English is built in: it is
// the page's default and the fallback for a missing key, so it never waits.
// It comes in two halves: ENGLISH below, the words every view shows (the
// player, the drawing, errors, the embed view and the element), and
// PAGE_ENGLISH in www/js/i18n/en-page.js, the full page's own parts, which
// the page and the sheet add (addEnglish) before they show a word, and
// which the embed view and the element never download. French lives in
// www/js/i18n/fr.js (both halves) and is loaded on demand (loadLang), so
// a visitor downloads only the catalogues of the languages the page shows.
// Narration sentences and error messages are not here: the engine writes
// them in the requested language. Nor are the names of the algorithms and
// of the two kinds of cut: the engine's `terms(lang)` gives them, and
// `installTerms` adds them under the keys in TERM_KEYS once the engine has
// loaded (player.js). Messages use {name} placeholders that `t` fills.
// Static page text is marked in the HTML with data-i18n (text content),
// data-i18n-title, data-i18n-aria-label and data-i18n-placeholder (the
// attribute of that name); `applyStatic` fills them all.

import { count } from '../core/num.js';

/**
 * The English words every view shows, with their {placeholders}; the
 * page's own are PAGE_ENGLISH (en-page.js).
 * @type {Record<string, string>}
 */
export const ENGLISH = {
  'doc.title': 'Minimax and α-β pruning, step by step',

  'nav.summary': '{size} nodes folded under {name}: click to open',
  'tree.size': '{size}\u00a0nodes',

  'controls.label': 'Step controls',
  'controls.first': 'First step (Home)',
  'controls.prev': 'Previous step (← or Page Up)',
  'controls.play': 'Play (Space)',
  'controls.pause': 'Pause (Space)',
  'controls.next': 'Next step (→ or Page Down)',
  'controls.last': 'Last step (End)',
  'controls.scrubber': 'Step',
  'controls.counter': 'Step {k} of {n}',
  'controls.position': '{k} / {n}',
  'element.label': 'Minimax and α-β pruning, step by step',

  'tree.aria': 'The search tree at the current step',
  'narration.label': 'What happens at this step',
  'narration.start': 'Press → to start.',
  'narration.loading': 'The engine is loading: the tree comes in a moment.',
  'narration.start.touch': 'Tap ▶ to start.',

  'node.name': 'node {id}',
  'leaf': 'leaf',

  'cut.shallow.short': 'shallow',
  'cut.deep.short': 'deep',
  'cut.window.short': 'window',
  'cut.chance-low.short': 'fails low',
  'cut.chance-high.short': 'fails high',
  'cut.bound.short': 'leaf bound',
  'cut.probe-low.short': 'probes: low',
  'cut.probe-high.short': 'probes: high',
  'window.test': 'test',
  'window.research': 're-search',
  'window.pass': 'pass {n}',
  'window.aspiration': 'aspiration',
  'window.probe': 'probe',
  'phase.test': 'Null-window test of {node}',
  'phase.research': 'Re-search of {node}',
  'phase.pass': 'Pass {n}',
  'phase.aspiration': 'Aspiration window',
  'phase.probe': 'Probe of {node}',
  'phase.search': 'Search phase of {node}',

  'error.title': 'This tree could not be read.',
  'error.options': 'These settings cannot be used with this tree.',
  'error.position': 'Line {line}, column {column}',
  'error.node': 'The problem is at {name}.',
  'error.engine': 'The search engine could not be loaded. Reload the page; if that does not help, the page was built without its engine.',
  'error.dismiss': 'Close',
  'bounds.bad': '“{text}” are not leaf bounds: write two numbers L, U with L ≤ U (for example 0, 10), or nothing for none.',

  'edit.leaf.aria': 'Value of leaf {name}',
  'edit.failed': 'This change could not be made: {message}',
  'edit.badValue': '{message}. Escape keeps the old value.',

  'error.link': 'This link could not be used.',
  'error.noPreset': 'There is no preset called "{name}" (the presets: {names}); the default tree is shown.',
  'error.fragmentTooLong': 'Its part after # has {length} characters; the page reads at most {limit}. The default tree is shown instead.',
  'error.fragmentEncoding': 'Its part after # is damaged (broken percent-encoding in {keys}). The default tree is shown instead.',
  'error.fragmentKey': 'Its key {key}= does not read (expected {expected}), so it was left out.',

  'answer.label': 'Your answer',
  'answer.alpha': '↓α',
  'answer.beta': '↓β',
  'answer.m': '{name} returns',
  'answer.alpha.aria': '↓α that {name} inherits',
  'answer.beta.aria': '↓β that {name} inherits',
  'answer.m.aria': 'm that {name} returns (≥ v or ≤ v for a bound)',
  'answer.check': 'Check',
  'answer.idle': 'Values to type are asked here.',
  'answer.nothing': 'Nothing to type here: Next shows the answer.',
  'answer.empty': 'Type a value first.',
  'answer.loading': 'The checker is loading…',
  'answer.right': '✓ Right: {expected}.',
  'answer.wrong': '✗ Not quite: the search gives {expected} (you wrote {given}).',
  'answer.score': '{right} of {checked} right',
  'embed.open': 'Open in the full page',
  'embed.openShort': 'Full page ↗',
  'embed.editHint': 'Click a leaf to change its value.',
  'embed.editHint.touch': 'Tap a leaf to change its value.',
  'embed.offFrame.left': 'The node that set {bound}, {name}, is off the frame to the left.',
  'embed.offFrame.right': 'The node that set {bound}, {name}, is off the frame to the right.',
  'embed.offFrame.up': 'The node that set {bound}, {name}, is off the frame above.',
  'embed.offFrame.down': 'The node that set {bound}, {name}, is off the frame below.',

  // "Ask the class" (core/ask.js): the question a step asks before its
  // answer is shown, one per kind of step; {name} is the node asked
  // about, {child} the step's own node (the child that returns).
  'question.enter': 'Which α and β does {name} inherit, and where does its m start?',
  'question.enter.minimax': 'Enter {name}: will its value be the maximum or the minimum of its children’s values?',
  'question.eval': 'Leaf {name} is evaluated: what does it return?',
  'question.eval.h': '{name} is at the depth limit: what is its heuristic value h?',
  'question.return': '{child} returns its value to {name}: what is {name}’s m now?',
  'question.bound.alpha': '{name} moves its α (α = max(α, m)): to which value?',
  'question.bound.beta': '{name} moves its β (β = min(β, m)): to which value?',
  'question.cut': 'Does {name} cut here? Against which bound, and which children are pruned?',
  'question.leave': 'What does {name} return: its exact value, or a bound?',
  'question.killer': 'Which child of {name} is tried first, and why?',
  'question.deepen': 'An iteration is over: what did it find, and which move does the next one try first?',
  'question.tthit': 'The table has seen {name}’s position before: what does it answer?',
  'question.test': 'Which null window does {name} get for its test?',
  'question.fail': 'The test of {name} is over: what does it tell its parent?',
  'question.fail.root': 'The search of {name} is over: is its value inside the aspiration window?',
  'question.research': 'With which window is {name} searched again?',
  'question.aspiration': 'With which window is {name} searched first, around the guess?',
  'question.pass': 'A pass of MTD(f): with which null window is {name} tested?',
  'question.proved': 'The pass is over: what does it prove about {name}’s value?',
  'question.other': 'What happens at {name}?',
};

/** The other languages' catalogue modules, loaded on demand (loadLang). */
const LOADERS = {
  fr: () => import('./fr.js'),
};

/** The catalogues loaded so far, by language: key → text. */
const CATALOGUES = { en: { ...ENGLISH } };

/**
 * Adds the full page's English words (PAGE_ENGLISH, en-page.js) to the
 * catalogue: the page and the sheet call it once, before their first word.
 * @param {Record<string, string>} table
 */
export function addEnglish(table) {
  Object.assign(CATALOGUES.en, table);
}

/** The keys missing from English that `t` has already reported. */
const reported = new Set();

/** Each language's load, once started. */
const loads = {};

/**
 * Loads the catalogue of `lang` once (English is built in, and stands for a
 * language not offered); a page awaits it before its first drawing and
 * before switching language.
 * A failed load is forgotten, so a later call tries again (a browser may
 * answer it from its own record of the failure until the page reloads).
 * @param {string} lang
 * @returns {Promise<void>}
 */
export function loadLang(lang) {
  if (!Object.hasOwn(LOADERS, lang)) return Promise.resolve();
  loads[lang] ??= LOADERS[lang]().then(
    (module) => {
      CATALOGUES[lang] = module.CATALOGUE;
    },
    (error) => {
      delete loads[lang];
      throw error;
    },
  );
  return loads[lang];
}

/** Whether the catalogue of `lang` is loaded. */
export function hasLang(lang) {
  return Object.hasOwn(CATALOGUES, lang);
}

/** The languages offered, in the order of the language picker. */
export const LANGS = ['en', ...Object.keys(LOADERS)];

/**
 * Picks the page language from the browser's preferences: the first entry
 * whose language is offered, English if none is.
 * @param {readonly string[]} [preferred]  the browser's (navigator.languages,
 *   or [navigator.language] where that list is empty)
 * @returns {string}
 */
export function detectLang(preferred = navigator.languages?.length ? navigator.languages : [navigator.language]) {
  for (const tag of preferred || []) {
    const base = String(tag).toLowerCase().split('-')[0];
    if (LANGS.includes(base)) return base;
  }
  return 'en';
}

/**
 * The language to show for `lang`: itself once its words are loaded
 * (loading them if need be), English if they cannot load or it is not
 * offered. Every page awaits this before it draws in a language.
 * @param {string} lang
 * @returns {Promise<string>}
 */
export async function useLang(lang) {
  await loadLang(lang).catch(() => {});
  return hasLang(lang) ? lang : 'en';
}

/** The engine's terms by language, once installed: key → text. */
const TERMS = { en: {}, fr: {} };

/** The keys the engine's terms fill (`algo.<name>`, `cut.<kind>`). */
export const TERM_KEYS = [
  'algo.minimax',
  'algo.alphabeta',
  'algo.alphabeta-hard',
  'algo.pvs',
  'algo.mtdf',
  'algo.star2',
  'cut.shallow',
  'cut.deep',
  'cut.window',
];

/**
 * Adds the engine's names for the algorithms and the kinds of cut in `lang`.
 * @param {string} lang
 * @param {{algorithms: Record<string, string>, cutKinds: Record<string, string>}} table  engine.terms(lang)
 */
export function installTerms(lang, table) {
  TERMS[lang] ??= {};
  const terms = TERMS[lang];
  for (const [algo, name] of Object.entries(table.algorithms)) terms['algo.' + algo] = name;
  for (const [kind, name] of Object.entries(table.cutKinds)) terms['cut.' + kind] = name;
}

/** Whether the engine's terms are installed for `lang`. */
export function hasTerms(lang) {
  return Object.keys(TERMS[lang] ?? {}).length > 0;
}

/**
 * A placeholder's text: a number is a quantity (steps, nodes, leaves), its
 * digits grouped as `lang` does; an identifier (a node id, a seed) is
 * passed as a string and written as it is.
 */
function param(value, lang) {
  return typeof value === 'number' ? count(value, lang) : String(value);
}

/**
 * Returns the message `key` in `lang` with its {placeholders} filled (a
 * number with its digits grouped, as `count` writes it): the
 * engine's term for the key when there is one, else the catalogue's. A key
 * missing from a catalogue (or a catalogue not loaded yet: loadLang) falls
 * back to English, then to the key itself, reported in the console, so that
 * a gap shows up instead of breaking the page.
 * @param {string} lang
 * @param {string} key
 * @param {Record<string, string|number>} [params]
 * @returns {string}
 */
export function t(lang, key, params) {
  let text = TERMS[lang]?.[key] ?? CATALOGUES[lang]?.[key] ?? CATALOGUES.en[key];
  if (text === undefined) {
    // A gap in the words (or a page word asked for in a view that did not
    // add them) is a bug: said once in the console, which every browser
    // test fails on, and shown as the key itself.
    if (!reported.has(key)) {
      reported.add(key);
      console.error(`i18n: no English words for "${key}"`);
    }
    text = key;
  }
  if (params) {
    text = text.replace(/\{(\w+)\}/g, (whole, name) => (Object.hasOwn(params, name) ? param(params[name], lang) : whole));
  }
  return text;
}

/**
 * Fills every element marked with data-i18n* attributes under `root`.
 * @param {ParentNode} root
 * @param {string} lang
 */
export function applyStatic(root, lang) {
  for (const el of root.querySelectorAll('[data-i18n]')) {
    el.textContent = t(lang, el.dataset.i18n);
  }
  for (const attr of ['title', 'aria-label', 'placeholder']) {
    const data = 'i18n' + attr.replace(/(^|-)(\w)/g, (_, __, c) => c.toUpperCase());
    for (const el of root.querySelectorAll('[data-i18n-' + attr + ']')) {
      el.setAttribute(attr, t(lang, el.dataset[data]));
    }
  }
}
