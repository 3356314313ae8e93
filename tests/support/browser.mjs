// Headless Chromium for the end-to-end tests, through playwright-core.
//
// API:
//
//   import { launch, openPage, assertNoErrors, waitForReady } from './support/browser.mjs';
//   const browser = await launch();              // Debian's Chromium headless shell
//   const { page, errors, context } = await openPage(browser, url, { viewport: { width: 1280, height: 800 } });
//   await waitForReady(page);                    // until <html data-ready="1"> (first drawing done)
//   const { release, asked } = await holdRoute(page, '**/pkg/x.wasm'); // held until release()
//   ...
//   assertNoErrors(errors);                      // throws, listing every error seen so far
//   await context.close();                       // optional: browser.close() closes it too
//   await browser.close();
//
// `openPage` opens `url` in a page of its own and waits for the `load`
// event. The page is a fresh one, or one an earlier test of the same file
// left as new (see "Pages kept between tests" below). `errors` is a live
// array of strings that collects, from the moment the page is created:
//   - console messages of type 'error' ("console.error: ..."),
//   - uncaught exceptions and unhandled rejections ("pageerror: ..."),
//   - Content-Security-Policy violations ("CSP violation: ..."), reported by
//     an init script that listens for `securitypolicyviolation` in every frame
//     (Chromium also logs its own console error for each one).
// The one console error it ignores is the 404 of the /favicon.ico that
// Chromium requests by itself when a page declares no icon.
// Options of openPage: `viewport` (default 1280x800), `locale` (e.g. 'fr-FR'),
// `colorScheme` ('light' | 'dark'), `reducedMotion` ('reduce' |
// 'no-preference'), and `waitUntil` (default 'load'), passed to Playwright;
// and `clock: true`, which installs Playwright's fake clock before the page
// loads, so that a test moves the page's timers (the play timer, the
// fragment writer) with `page.clock.runFor(ms)` instead of sleeping.
//
// Set CHROMIUM=/path/to/chrome to use another browser binary,
// AB_COVERAGE=DIR to record which functions each file runs (coverage.mjs),
// and AB_FRESH_PAGES=1 to give every test a new context (no page kept).
//
// Pages kept between tests. A page load in a new context costs the machine
// about 0.7 CPU-seconds (a new renderer process compiles the page's 70-odd
// modules and its wasm, and each request crosses the browser, its network
// service and Playwright); in a page that loaded the page before, with the
// files cached, about 0.25 (issue 40, docs/commands.md). So when a test
// closes its context, the page goes back to a pool of its browser, keyed by
// the context's options, for the next test of the file, cleared as a new
// one is: navigated to about:blank, its history reset, the local storage,
// IndexedDB, cache storage and cookies of every origin it visited cleared,
// its viewport set again. A test that changed the page or its context in a
// way a reset does not undo (routes, init scripts, bindings, listeners
// of its own, the fake clock, emulated media, a second page, the context
// openPage returned used for anything but close) gets its context closed
// for real. (`page.context()` is Playwright's own way in and is not
// watched: a test that changes the context through it passes `fresh`.)
// `fresh: true` (and `clock`, or a `serviceWorkers` option) always opens a
// new context: for a test of a first visit (cold caches, the first drawing's
// timing). The test server sends `Cache-Control: max-age` (suite.mjs), so a
// kept page reads the files from its cache.

import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { watch } from './coverage.mjs';

/**
 * The browser binary: Debian's `chromium-headless-shell` (the same engine
 * without the desktop browser around it, twice as fast for these files,
 * docs/commands.md), or its `chromium` when the shell is not installed.
 */
export const CHROMIUM = process.env.CHROMIUM || (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');

/** Flags that keep headless Chromium quiet, offline and root-friendly. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Launches headless Chromium.
 * @returns {Promise<import('playwright-core').Browser>}
 */
export async function launch() {
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  // `cargo xtask test-map` records which functions each file runs.
  if (process.env.AB_COVERAGE) watch(browser, process.env.AB_COVERAGE);
  return browser;
}

// Runs in every frame before the page's own scripts. Init scripts are injected
// by the DevTools protocol, so the page's CSP does not block this one.
const REPORT_CSP_VIOLATIONS = () => {
  document.addEventListener('securitypolicyviolation', (event) => {
    console.error(
      `CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'}` +
        (event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}` : '') +
        (event.sample ? ` (${event.sample})` : ''),
    );
  });
};

/**
 * Chromium asks for /favicon.ico on its own when a page declares no icon;
 * the page did not ask for it, so its 404 is not the page's error.
 */
function isImplicitFaviconMiss(text, where) {
  return text.startsWith('Failed to load resource') && Boolean(where?.url) && new URL(where.url).pathname === '/favicon.ico';
}

/**
 * Returns an uncaught page exception's message and its in-page stack frames,
 * without the Node frames that Playwright appends.
 */
function pageStack(error) {
  const lines = (error.stack || error.message).split('\n');
  return lines.filter((line) => !/\((file|node):/.test(line) && !/^\s+at (async )?\S+ \(node:/.test(line)).join('\n');
}

/** Collects a page's errors into `sink()`, the current test's array; see the top of the file. */
function collectErrors(page, sink) {
  page.on('console', (message) => {
    if (message.type() === 'error') {
      const where = message.location();
      if (isImplicitFaviconMiss(message.text(), where)) return;
      const at = where?.url ? ` (${where.url}:${where.lineNumber})` : '';
      const text = message.text();
      sink().push(text.startsWith('CSP violation:') ? text : `console.error: ${text}${at}`);
    }
  });
  page.on('pageerror', (error) => sink().push(`pageerror: ${pageStack(error)}`));
}

/** The page events a test may listen to: one listener of its own leaves the page out of the pool. */
const PAGE_EVENTS = [
  'close',
  'console',
  'crash',
  'dialog',
  'domcontentloaded',
  'download',
  'filechooser',
  'frameattached',
  'framedetached',
  'framenavigated',
  'load',
  'pageerror',
  'popup',
  'request',
  'requestfailed',
  'requestfinished',
  'response',
  'websocket',
  'worker',
];

/** The page methods whose effect outlives a navigation: a test that calls one gets a new page next time. */
const LASTING = [
  'route',
  'routeFromHAR',
  'routeWebSocket',
  'exposeFunction',
  'exposeBinding',
  'addInitScript',
  'setExtraHTTPHeaders',
  'addLocatorHandler',
  'emulateMedia',
  'close',
];

/** The pages kept for the next test, by browser, then by their context's options. */
const pools = new WeakMap();

/** A new context and page for `contextOptions`, with what every page has. */
async function newEntry(browser, viewport, contextOptions) {
  const context = await browser.newContext({ viewport, serviceWorkers: 'block', ...contextOptions });
  await context.addInitScript(REPORT_CSP_VIOLATIONS);
  const page = await context.newPage();
  const entry = { context, page, errors: [], origins: new Set(), tainted: false, baseline: null, cdp: null };
  collectErrors(page, () => entry.errors);
  page.on('framenavigated', (frame) => {
    const { origin } = new URL(frame.url());
    if (origin.startsWith('http')) entry.origins.add(origin);
  });
  for (const name of LASTING) {
    const own = page[name];
    page[name] = (...args) => {
      entry.tainted = true;
      return own.apply(page, args);
    };
  }
  const clock = page.clock;
  Object.defineProperty(page, 'clock', {
    get: () => {
      entry.tainted = true;
      return clock;
    },
  });
  entry.baseline = PAGE_EVENTS.map((name) => page.listenerCount(name));
  return entry;
}

/**
 * Gives `entry`'s page back to its pool as a new page is, or closes its
 * context when its test left something a reset does not undo.
 */
async function release(pool, entry) {
  const { page, context } = entry;
  const kept =
    !entry.tainted && !page.isClosed() && PAGE_EVENTS.every((name, i) => page.listenerCount(name) === entry.baseline[i]) && context.pages().length === 1;
  if (kept) {
    try {
      await page.goto('about:blank');
      entry.cdp ??= await context.newCDPSession(page);
      await entry.cdp.send('Page.resetNavigationHistory');
      for (const origin of entry.origins) await entry.cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'local_storage,indexeddb,cache_storage' });
      await context.clearCookies();
      entry.origins.clear();
      pool.push(entry);
      return;
    } catch {
      // A page that cannot be reset is not kept.
    }
  }
  await context.close();
}

/**
 * Opens `url` and collects errors; see the top of the file.
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {{viewport?: {width: number, height: number}, locale?: string,
 *          colorScheme?: 'light'|'dark', reducedMotion?: 'reduce'|'no-preference',
 *          waitUntil?: 'load'|'domcontentloaded'|'networkidle'|'commit', clock?: boolean,
 *          fresh?: boolean}} [options]
 * @returns {Promise<{page: import('playwright-core').Page, errors: string[],
 *                    context: import('playwright-core').BrowserContext}>}
 */
export async function openPage(browser, url, options = {}) {
  const { viewport = { width: 1280, height: 800 }, waitUntil = 'load', clock = false, fresh = false, ...contextOptions } = options;
  // Service workers are blocked unless a test asks for them (the offline
  // test): a worker serving from its cache would hide requests from the
  // tests that count or intercept them.
  const keep = !fresh && !clock && !('serviceWorkers' in contextOptions) && !process.env.AB_FRESH_PAGES && !process.env.AB_COVERAGE;
  if (!keep) {
    const { context, page, errors } = await newEntry(browser, viewport, contextOptions);
    if (clock) await page.clock.install();
    await page.goto(url, { waitUntil });
    return { page, errors, context };
  }
  if (!pools.has(browser)) pools.set(browser, new Map());
  const key = JSON.stringify(Object.entries(contextOptions).sort());
  const pool = pools.get(browser).get(key) ?? [];
  pools.get(browser).set(key, pool);
  const entry = pool.pop() ?? (await newEntry(browser, viewport, contextOptions));
  entry.errors = [];
  const { page } = entry;
  const size = page.viewportSize();
  if (size?.width !== viewport.width || size?.height !== viewport.height) await page.setViewportSize(viewport);
  // The test holds the context through this stand-in: closing it gives the
  // page back; anything else it does with the context keeps it out of the pool.
  let released = null;
  const context = new Proxy(entry.context, {
    get(target, name) {
      if (name === 'close') return () => (released ??= release(pool, entry));
      entry.tainted = true;
      const value = Reflect.get(target, name, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  await page.goto(url, { waitUntil });
  return { page, errors: entry.errors, context };
}

/**
 * Waits until the page says its first drawing is complete
 * (`document.documentElement.dataset.ready === '1'`) and, for the page and
 * the embed, until it is shown (`data-shown`).
 * @param {import('playwright-core').Page} page
 * @param {number} [timeout=30000] milliseconds
 */
export async function waitForReady(page, timeout = 30_000) {
  await page.waitForFunction(
    () => {
      const root = document.documentElement;
      // The page and the embed are hidden until their first drawing
      // (style.css): a person sees them two frames after data-ready.
      const hidden = (root.classList.contains('page') || root.classList.contains('embed')) && root.dataset.shown !== '1';
      return root.dataset.ready === '1' && !hidden;
    },
    null,
    { timeout },
  );
}

/**
 * Throws if `errors` is not empty, listing each one on its own line.
 * @param {string[]} errors
 */
export function assertNoErrors(errors) {
  if (errors.length > 0) {
    throw new Error(`the page reported ${errors.length} error(s):\n  - ${errors.join('\n  - ')}`);
  }
}

/**
 * Holds back every request matching `pattern` (a glob or RegExp, as
 * Playwright's `route` takes) on `target` (a page or a context), as on a
 * slow network, until `release()`: `asked` resolves when the first such
 * request is made.
 * @param {import('playwright-core').Page|import('playwright-core').BrowserContext} target
 * @param {string|RegExp} pattern
 * @returns {Promise<{release: () => void, asked: Promise<void>}>}
 */
export async function holdRoute(target, pattern) {
  let release;
  let ask;
  const held = new Promise((resolve) => {
    release = resolve;
  });
  const asked = new Promise((resolve) => {
    ask = resolve;
  });
  await target.route(pattern, async (route) => {
    ask();
    await held;
    await route.continue();
  });
  return { release, asked };
}

/**
 * Chooses `lang` in the page's language menu and waits for the switch: the
 * page loads that language's catalogue first (www/js/i18n/i18n.js), so the
 * switch lands a fetch later.
 */
export async function chooseLang(page, lang) {
  await page.selectOption('#lang', lang);
  await page.waitForFunction((want) => document.documentElement.lang === want, lang);
}
