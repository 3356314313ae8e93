// The wasm engine's module (www/pkg, made by `cargo xtask build`), loaded
// and instantiated once per document.
//
// index.html and embed.html also run this file as an `async` module script,
// ahead of their entry scripts: it has no imports, so it runs as soon as it
// arrives. There it fetches French words and practice mode's panel early
// when they will be needed; and in the embed view (`data-start` on the
// script), whose largest paint is its tree, the engine downloads and
// compiles (streaming) while the other modules are still on their way. The
// page asks for the engine itself once its words are painted (app.js).
// Whoever calls `loadGlue` later gets the same promise, so the module is
// instantiated once.

/** The engine's loading, once started; reset when it fails, so it may be retried. */
let loading = null;

/**
 * Imports the engine's glue and instantiates its wasm. Imported
 * dynamically, so that a missing build is an error the page can show.
 * @returns {Promise<object>} the glue module, ready to use
 */
export function loadGlue() {
  if (!loading) {
    loading = import('../../pkg/alphabeta.js').then(async (glue) => {
      await glue.default();
      return glue;
    });
    // A failed load may be retried (after a rebuild, say).
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}

// Only when a page runs this file as a script of its own (see above):
// sheet.html imports it through player.js but uses the full module alone.
// A failure here is reported by the page's own call, which tries again.
const script = document.querySelector('script[src$="js/engine/engine.js"]');
if (script) {
  if (script.hasAttribute('data-start')) loadGlue().catch(() => {});
  // French words too (js/i18n/fr.js; English is built into i18n.js), which
  // the page awaits before its first drawing: fetched now, they do not wait
  // for the page's modules. A guess (the language the link names, else the
  // browser's first English or French preference): the same rule as
  // urlstate.js's readLink and i18n.js's detectLang, written again here
  // because this module imports nothing. i18n.js decides for real and
  // imports the same module, so a wrong guess costs one download.
  const named = /[#&]lang=(en|fr)(&|$)/.exec(location.hash)?.[1];
  const preferred = (navigator.languages?.length ? navigator.languages : [navigator.language])
    .map((tag) => String(tag).toLowerCase().split('-')[0])
    .find((base) => base === 'en' || base === 'fr');
  if ((named ?? preferred) === 'fr') import('../i18n/fr.js').catch(() => {});
  // Practice mode's panel (js/panels/practice.js) too, when the page's link
  // opens practice mode (its mode or an exercise: urlstate.js's
  // needsPractice): the page shows its words once that module has docked
  // its tools, and would otherwise find it only then. A hint to the
  // browser, as index.html's own modulepreload links are: app.js imports
  // the module (a layer this one may not import). The embed view has no
  // practice mode.
  const page = document.documentElement.classList.contains('page');
  if (page && /[#&](mode=practice|exercise=)/.test(location.hash)) {
    const hint = document.createElement('link');
    hint.rel = 'modulepreload';
    hint.href = new URL('../panels/practice.js', import.meta.url).href;
    document.head.append(hint);
  }
}
