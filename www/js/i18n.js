// Every interface word a user reads, in one catalogue per language (the
// "Catalogues" invariant in ARCHITECTURE.md): www/js/i18n/en.js and
// www/js/i18n/fr.js, loaded on demand (loadLang), so a visitor downloads
// only the language the page shows. Narration sentences and error
// messages are not here: the engine writes them in the requested language.
// Nor are the names of the algorithms and of the two kinds of cut: the
// engine's `terms(lang)` gives them, and `installTerms` adds them under the
// keys in TERM_KEYS once the engine has loaded (player.js). Messages use
// {name} placeholders that `t` fills. Static page text is marked in the
// HTML with data-i18n (text content), data-i18n-title, data-i18n-aria-label
// and data-i18n-placeholder (the attribute of that name); `applyStatic`
// fills them all.

import { count } from './num.js';

/** The catalogue modules, one per language, loaded on demand (loadLang). */
const LOADERS = {
  en: () => import('./i18n/en.js'),
  fr: () => import('./i18n/fr.js'),
};

/** The catalogues loaded so far, by language: key → text. */
const CATALOGUES = {};

/** Each language's load, once started. */
const loads = {};

/**
 * Loads the catalogue of `lang` (English for a language not offered), once;
 * a page awaits it before its first drawing and before switching language.
 * A failed load is forgotten, so a later call tries again.
 * @param {string} lang
 * @returns {Promise<void>}
 */
export function loadLang(lang) {
  const code = Object.hasOwn(LOADERS, lang) ? lang : 'en';
  loads[code] ??= LOADERS[code]().then(
    (module) => { CATALOGUES[code] = module.CATALOGUE; },
    (error) => { delete loads[code]; throw error; },
  );
  return loads[code];
}

/** Whether the catalogue of `lang` is loaded. */
export function hasLang(lang) {
  return Object.hasOwn(CATALOGUES, lang);
}

/** The languages offered, in the order of the language picker. */
export const LANGS = ['en', 'fr'];

/**
 * Picks the page language from the browser's preferences: French if the
 * first French or English entry is French, English otherwise.
 * @param {readonly string[]} preferred  navigator.languages or [navigator.language]
 * @returns {'en'|'fr'}
 */
export function detectLang(preferred) {
  for (const tag of preferred || []) {
    const base = String(tag).toLowerCase().split('-')[0];
    if (base === 'fr' || base === 'en') return base;
  }
  return 'en';
}

/** The engine's terms by language, once installed: key → text. */
const TERMS = { en: {}, fr: {} };

/** The keys the engine's terms fill (`algo.<name>`, `cut.<kind>`). */
export const TERM_KEYS = ['algo.minimax', 'algo.alphabeta', 'algo.alphabeta-hard', 'cut.shallow', 'cut.deep'];

/**
 * Adds the engine's names for the algorithms and the kinds of cut in `lang`.
 * @param {string} lang
 * @param {{algorithms: Record<string, string>, cutKinds: Record<string, string>}} table  engine.terms(lang)
 */
export function installTerms(lang, table) {
  const terms = (TERMS[lang] ??= {});
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
 * back to English when it is loaded, then to the key itself, so that a gap
 * shows up on screen instead of breaking the page.
 * @param {string} lang
 * @param {string} key
 * @param {Record<string, string|number>} [params]
 * @returns {string}
 */
export function t(lang, key, params) {
  let text = TERMS[lang]?.[key] ?? CATALOGUES[lang]?.[key] ?? CATALOGUES.en?.[key] ?? key;
  if (params) {
    text = text.replace(/\{(\w+)\}/g, (whole, name) =>
      Object.prototype.hasOwnProperty.call(params, name) ? param(params[name], lang) : whole,
    );
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
