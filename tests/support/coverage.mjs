// Which functions of the page's modules each end-to-end file runs: the
// record that `cargo xtask test --changed` reads to choose the files a
// change to one page module can affect (xtask/select.mjs).
//
// With AB_COVERAGE=DIR in the environment, `launch()` (browser.mjs) hands
// its browser to `watch`: every page opened through a context starts
// Chromium's precise JavaScript coverage before it navigates, and closing
// the context (or the browser) collects it. When the test file's process
// exits, DIR/NAME.test.mjs.json holds, for every script served from the
// site (`/js/…`, the embed's and the element's scripts included):
//
//   { "js/core/num.js": [[1, 240], [12, 30], …], … }
//
// the line ranges (1-based, inclusive) of the functions that ran at least
// once; the first range is the module's top level, present once it loaded.
// Beside it, DIR/NAME.test.mjs.answers holds the engine's answers to every
// call the file's pages made (answers.mjs), and which glue modules a page
// ran without the recording wrapper (a call the record cannot hold).
// Without AB_COVERAGE nothing here runs.

import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { glueOf, recordAnswers, saveAnswers, WRAPPER_MARK } from './answers.mjs';

/** module path → Set of "start-end" line ranges that ran. */
const ran = new Map();

/** The glue modules (`core`, `extras`) a page ran without the recording wrapper. */
const unwrapped = new Set();

/** The 1-based line of each offset in `source`, through a table of line starts. */
function lineOf(starts, offset) {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid] <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo + 1;
}

/** Adds one page's coverage entries to `ran`. */
function record(entries) {
  for (const entry of entries) {
    let path;
    try {
      const url = new URL(entry.url);
      if (!/^\/(js|pkg)\//.test(url.pathname) && !url.pathname.endsWith('.js')) continue;
      path = url.pathname.slice(1);
    } catch {
      continue;
    }
    if (!entry.source) continue;
    // The recording wrapper is not the page's code; the real glue it
    // imports comes as `alphabeta.js?real`, any other load went round it.
    if (entry.source.startsWith(WRAPPER_MARK)) continue;
    const glue = glueOf(entry.url);
    if (glue && new URL(entry.url).search !== '?real') unwrapped.add(glue);
    const starts = [0];
    for (let i = 0; i < entry.source.length; i++) if (entry.source[i] === '\n') starts.push(i + 1);
    const set = ran.get(path) ?? new Set();
    for (const fn of entry.functions) {
      const whole = fn.ranges[0];
      if (!whole || whole.count === 0) continue;
      set.add(`${lineOf(starts, whole.startOffset)}-${lineOf(starts, Math.max(whole.startOffset, whole.endOffset - 1))}`);
    }
    ran.set(path, set);
  }
}

/** Collects and stops the coverage of `pages`, skipping the closed ones. */
async function collect(pages) {
  for (const page of pages.splice(0)) {
    if (page.isClosed()) continue;
    record(await page.coverage.stopJSCoverage().catch(() => []));
  }
}

/** Writes what ran to DIR/<this test file>.json. */
function save(dir) {
  mkdirSync(dir, { recursive: true });
  const out = {};
  for (const [path, set] of [...ran].sort()) {
    out[path] = [...set].map((s) => s.split('-').map(Number)).sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  }
  const name = basename(process.argv[1] ?? 'unknown');
  writeFileSync(join(dir, `${name}.json`), `${JSON.stringify(out)}\n`);
  saveAnswers(join(dir, `${name}.answers`), [...unwrapped].sort());
}

/**
 * Records the coverage of every page `browser` opens (see the top of the
 * file). Wraps `newContext`, each context's `newPage` and `close`, and the
 * browser's `close`, which the tests already call.
 * @param {import('playwright-core').Browser} browser
 * @param {string} dir
 */
export function watch(browser, dir) {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args) => {
    const context = await newContext(...args);
    // A service worker would cache the recording wrapper in the glue's
    // place and change what its test tests: there the glue runs unwrapped,
    // and the record says so (the file then always runs).
    if (args[0]?.serviceWorkers !== 'allow') await recordAnswers(context);
    const pages = [];
    const newPage = context.newPage.bind(context);
    context.newPage = async () => {
      const page = await newPage();
      await page.coverage.startJSCoverage({ resetOnNavigation: false });
      pages.push(page);
      return page;
    };
    const close = context.close.bind(context);
    context.close = async (...rest) => {
      await collect(pages);
      return close(...rest);
    };
    return context;
  };
  const closeBrowser = browser.close.bind(browser);
  browser.close = async (...rest) => {
    for (const context of browser.contexts()) await context.close();
    return closeBrowser(...rest);
  };
  process.on('exit', () => save(dir));
}
