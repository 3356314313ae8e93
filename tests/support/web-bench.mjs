// The web page benchmark, run by `cargo xtask bench` after a build
// (or directly: `node tests/support/web-bench.mjs [--runs N] [--only PARTS]
// [--site DIR]`).
//
// `--only` runs some sections and skips the others: a comma-separated list
// of `weight` (1), `first` (2), `step` (3), `edit` (4), `engine` (5, which
// runs cargo) and `games` (6), or `page` for every section but 5. Without
// it, every section runs.
//
// It prints, in one run, medians and their ratio to the targets still in
// force (a ratio ≤ 1 meets the target). The page's weight and the wasm
// against a JavaScript α-β are printed as figures without a target: their
// targets (150 KB, 20×) are retired; what a visitor feels is measured by
// Lighthouse (tests/support/lighthouse.mjs), and the JavaScript reference
// records bare steps where the engine records an indexed trace.
//
// 1. Page weight: the gzipped size (node:zlib, level 9) of each file a
//    visitor may download — the two engines (www/pkg/alphabeta_bg.wasm, the
//    core the page loads first, and www/pkg/extras/alphabeta_bg.wasm, the
//    full one its panels load when opened), every www/**/*.js, every
//    www/**/*.css and every www/*.html — and the total; then what index.html
//    itself requests until its first drawing; with `--site
//    DIR` (cargo xtask bench passes the copy `cargo xtask dist` made), the
//    same files as that minified copy ships them.
// 2. Time to first drawing: for uniform trees of branching 10 and depth 3
//    (1,111 nodes) and depth 4 (11,111 nodes), with leaf values from a seeded
//    linear congruential generator, it loads
//    `index.html#tree=<encodeURIComponent(text)>`, and for the engine's
//    seeded uniform tree of branching 9 and depth 6 (597,871 nodes, bigger
//    than tic-tac-toe's 549,946) `index.html#random=1,9,6`, in headless
//    Chromium and waits for the page's `performance.mark('ab-first-draw')`,
//    which the page makes after its first complete render. The figure is the
//    mark's startTime (milliseconds since navigation start), median of N runs
//    (default 5; 3 for the biggest tree), each in a fresh browser context.
// 3. One step (→) to the next frame, at 11,111 and 597,871 nodes, and on
//    tic-tac-toe's 927-node tree after three moves in large text (its cut
//    marks untangled, draw/cuts.js): from the
//    key event dispatched in the page to the first task after the next
//    animation frame (so style, layout and paint are in), median of 15 steps
//    from the middle of the search.
// 4. An edit to the next frame, at 1,111 and 11,111 nodes: a leaf's value
//    typed into the in-place editor and Enter, to the same point (the whole
//    edit: the engine's editTree, a new session, the drawing), median of 7.
// 5. The engine: the same 597,871-node tree searched by α-β (fail-soft) and
//    by minimax in wasm (the full module's `Session.withOptions`: the search with its trace
//    and index, no parsing) in Node, by a typical JavaScript α-β (nested
//    objects, recursion, an object per step; `referenceSearch` below), and
//    natively (`crate/examples/bench.rs --same-tree`), medians of 21 after
//    10 untimed runs each (`timed`); the three must agree on the value and
//    the leaves evaluated.
//
// 6. Tic-tac-toe's full tree from the empty board (549,946 nodes), built
//    from the game and traced by the wasm engine in headless Chromium
//    (`Session.fromGame('tictactoe', '', 9, options)` in the loaded page),
//    for each algorithm, with and without the transposition table: the
//    median of N runs of performance.now() around the call (the engine
//    alone; the drawing is measured by 2 and 3).
//
// Exports, for reuse by tests: `uniformTree(branching, depth, seed)` returns
// the notation text and node count; `pageWeight(root)` returns the rows of
// table 1.

import { readdir, readFile, writeFile, mkdir } from 'node:fs/promises';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { launch, openPage, waitForReady } from './browser.mjs';
import { REPO_ROOT, startServer } from './server.mjs';

/** Lists every file below `dir`, recursively, as paths relative to `dir`. */
async function listFiles(dir, prefix = '') {
  const entries = await readdir(path.join(dir, prefix), { withFileTypes: true });
  const files = [];
  for (const entry of entries) {
    const relative = path.posix.join(prefix, entry.name);
    if (entry.isDirectory()) files.push(...(await listFiles(dir, relative)));
    else if (entry.isFile()) files.push(relative);
  }
  return files.sort();
}

/**
 * Returns `[{ file, raw, gzip }]` for the files a visitor downloads.
 * @param {string} root the site folder, e.g. www/
 */
export async function pageWeight(root) {
  const files = (await listFiles(root)).filter(
    (file) =>
      file === 'pkg/alphabeta_bg.wasm' ||
      file === 'pkg/extras/alphabeta_bg.wasm' ||
      file.endsWith('.js') ||
      file.endsWith('.css') ||
      (file.endsWith('.html') && !file.includes('/')),
  );
  const rows = [];
  for (const file of files) {
    const bytes = await readFile(path.join(root, file));
    rows.push({ file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
  }
  return rows;
}

/**
 * Builds a uniform tree in the JSON-compatible notation `[[3,12],[2,4]]`.
 * Leaves get values in -99..99 from a seeded LCG, so every run sees the
 * same tree. Uses an explicit stack, so any depth works.
 * @returns {{ text: string, nodes: number }}
 */
export function uniformTree(branching, depth, seed = 1) {
  let state = seed >>> 0;
  const next = () => {
    // Numerical Recipes' 32-bit LCG; the high bits are the good ones.
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state >>> 8;
  };
  const parts = [];
  let nodes = 0;
  // stack[i] counts the children still to emit at depth i; the bottom entry
  // stands for the root alone, so the stack's height is the next depth + 1.
  const stack = [1];
  let first = true;
  while (stack.length > 0) {
    const level = stack.length - 1;
    if (stack[level] === 0) {
      stack.pop();
      if (stack.length > 0) parts.push(']');
      first = false;
      continue;
    }
    stack[level] -= 1;
    if (!first) parts.push(',');
    nodes += 1;
    if (level === depth) {
      parts.push(String((next() % 199) - 99));
      first = false;
    } else {
      parts.push('[');
      stack.push(branching);
      first = true;
    }
  }
  return { text: parts.join(''), nodes };
}

/** Returns the median of a list of numbers. */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Formats rows as an aligned plain-text table; numbers are right-aligned. */
function table(header, rows) {
  const all = [header, ...rows].map((row) => row.map(String));
  const widths = header.map((_, i) => Math.max(...all.map((row) => row[i].length)));
  const line = (row) => row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  return [line(all[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...all.slice(1).map(line)].join('\n');
}

/** Counts the nodes of `text` with the engine itself, if the build exports parseTree. */
async function engineNodeCount(root, text) {
  try {
    const glue = await loadGlue(root);
    return typeof glue.parseTree === 'function' ? glue.parseTree(text).nodes.length : null;
  } catch (error) {
    console.warn(`note: could not check the tree with the engine in Node: ${error.message}`);
    return null;
  }
}

/**
 * Builds and traces tic-tac-toe's full tree in the page's wasm engine, `runs`
 * times per option set; returns the table rows.
 */
async function gameBench(browser, baseUrl, runs) {
  const { page, context } = await openPage(browser, `${baseUrl}index.html`, { viewport: { width: 1280, height: 800 } });
  try {
    await waitForReady(page, 60_000);
    return await page.evaluate(async (runs) => {
      // The full module (games are not in the core the page loads first).
      const engine = await import('./pkg/extras/alphabeta.js');
      await engine.default();
      const rows = [];
      for (const algo of ['minimax', 'alphabeta', 'alphabeta-hard']) {
        for (const tt of [false, true]) {
          const times = [];
          let steps = 0;
          let nodes = 0;
          for (let run = 0; run < runs; run += 1) {
            const t0 = performance.now();
            const session = engine.Session.fromGame('tictactoe', '', 9, { algo, tt });
            steps = session.stepCount();
            times.push(performance.now() - t0);
            nodes = session.stats().nodesTotal;
            session.free();
          }
          times.sort((a, b) => a - b);
          rows.push([algo, tt ? 'on' : 'off', nodes, steps, times[Math.floor(times.length / 2)].toFixed(0), times[0].toFixed(0)]);
        }
      }
      return rows;
    }, runs);
  } finally {
    await context.close();
  }
}

/** Loads the page at `#hash` once and returns the first-draw time in ms. */
async function firstDraw(browser, baseUrl, hash, timeout) {
  const url = `${baseUrl}index.html#${hash}`;
  const { page, errors, context } = await openPage(browser, url, { viewport: { width: 1280, height: 800 } });
  try {
    // An uncaught exception means the mark will never come, so stop waiting.
    let stop;
    const failed = new Promise((_, reject) => {
      stop = (error) => reject(new Error(`the page threw: ${error.message}`));
      page.once('pageerror', stop);
    });
    const marked = page.waitForFunction(() => performance.getEntriesByName('ab-first-draw').length > 0, null, {
      timeout,
      polling: 50,
    });
    try {
      await Promise.race([marked, failed]);
    } finally {
      page.off('pageerror', stop);
      failed.catch(() => {});
      marked.catch(() => {});
    }
    await refusedCheck(page);
    return await page.evaluate(() => performance.getEntriesByName('ab-first-draw')[0].startTime);
  } catch (error) {
    const seen = errors.length ? `\n  page errors:\n  - ${errors.join('\n  - ')}` : '';
    throw new Error(`no 'ab-first-draw' mark: ${error.message.split('\n')[0]}${seen}`);
  } finally {
    await context.close();
  }
}

/**
 * Throws when the page shows an error instead of the tree it was asked for
 * (a tree it refused): its figures would be those of the default tree.
 */
async function refusedCheck(page) {
  const error = await page.evaluate(() => {
    const box = document.querySelector('#error');
    return box && !box.hidden ? box.textContent.trim().slice(0, 160) : null;
  });
  if (error !== null) throw new Error(`the page did not draw the tree: ${error}`);
}

/** The files of www/ that index.html requests until its first drawing. */
async function loadedFiles(browser, baseUrl) {
  const { page, context } = await openPage(browser, 'about:blank', { viewport: { width: 1280, height: 800 } });
  try {
    const files = new Set();
    page.on('request', (request) => {
      const url = request.url();
      if (url.startsWith(baseUrl)) files.add(new URL(url).pathname.slice(1) || 'index.html');
    });
    await page.goto(`${baseUrl}index.html`);
    await page.waitForFunction(() => document.documentElement.dataset.ready === '1', null, { timeout: 60_000 });
    return [...files].sort();
  } finally {
    await context.close();
  }
}

/** Loads `url` and waits for the first drawing; returns the page and its context. */
async function openDrawn(browser, url, timeout) {
  const opened = await openPage(browser, url, { viewport: { width: 1280, height: 800 } });
  try {
    await opened.page.waitForFunction(() => document.documentElement.dataset.ready === '1', null, { timeout, polling: 50 });
    await refusedCheck(opened.page);
  } catch (error) {
    await opened.context.close();
    throw error;
  }
  return opened;
}

/**
 * In the page: dispatches `key` (on the document, or on the leaf editor's
 * input after typing `value` into it) and resolves with the milliseconds to
 * the first task after the next animation frame.
 */
function timeKey([key, value]) {
  const target = value === null ? document.body : document.querySelector('.leaf-input');
  if (value !== null) target.value = value;
  const t0 = performance.now();
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - t0), 0));
  });
}

/** The median time of `count` steps (→) from the middle of the search. */
async function stepTimes(browser, baseUrl, hashTree, count) {
  const { page, context } = await openDrawn(browser, `${baseUrl}index.html#${hashTree}&step=end`, 180_000);
  try {
    // From the end, half-way back without timing, then forward.
    // The counter groups digits (52,171): only digits and the slash are read.
    const n = await page.evaluate(() =>
      Number(
        document
          .querySelector('#counter')
          .textContent.replace(/[^\d/]/g, '')
          .split('/')[1],
      ),
    );
    if (!(n > 0)) throw new Error(`the counter reads ${n} steps`);
    await page.evaluate(
      (back) => {
        for (let i = 0; i < back; i++) document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }));
      },
      Math.min(Math.floor(n / 2), 200),
    );
    const times = [];
    for (let i = 0; i < count; i++) times.push(await page.evaluate(timeKey, ['ArrowRight', null]));
    return times;
  } finally {
    await context.close();
  }
}

/** The times of `count` edits of a leaf's value, to the next frame. */
async function editTimes(browser, baseUrl, hashTree, count) {
  const { page, context } = await openDrawn(browser, `${baseUrl}index.html#${hashTree}&step=end`, 180_000);
  try {
    const times = [];
    for (let i = 0; i < count; i++) {
      // The keys select the first leaf under the root (the drawing brings
      // it into view) and Enter opens its editor.
      if (i === 0) {
        await page.focus('#tree');
        const onLeaf = () => page.evaluate(() => Boolean(document.querySelector('g.node.leaf[data-selected="true"]')));
        for (let d = 0; d < 12 && !(await onLeaf()); d++) await page.keyboard.press('ArrowDown');
      }
      await page.keyboard.press('Enter');
      await page.waitForSelector('.leaf-input', { state: 'visible' });
      times.push(await page.evaluate(timeKey, ['Enter', String(50 + i)]));
      await page.waitForFunction(() => document.documentElement.dataset.ready === '1');
    }
    return times;
  } finally {
    await context.close();
  }
}

/**
 * A typical JavaScript α-β, the reference the engine is compared with: the
 * tree as nested objects ({value} or {children}), a recursive search, and an
 * object pushed per step (enter, eval, return, cut, leave), as a teaching
 * tool written in JavaScript would record its trace.
 * @returns {{value: number, leaves: number, steps: object[]}}
 */
export function referenceSearch(root, minimax = false) {
  const steps = [];
  let leaves = 0;
  function search(node, alpha, beta, max) {
    steps.push({ kind: 'enter', node, alpha, beta });
    if (node.children === undefined) {
      leaves += 1;
      steps.push({ kind: 'eval', node, value: node.value });
      return node.value;
    }
    let m = max ? -Infinity : Infinity;
    for (let i = 0; i < node.children.length; i++) {
      const child = node.children[i];
      const t = search(child, alpha, beta, !max);
      steps.push({ kind: 'return', node: child, value: t });
      if (max) {
        if (t > m) m = t;
        if (!minimax && m >= beta && i < node.children.length - 1) {
          steps.push({ kind: 'cut', node, m, bound: beta });
          break;
        }
        if (m > alpha) alpha = m;
      } else {
        if (t < m) m = t;
        if (!minimax && m <= alpha && i < node.children.length - 1) {
          steps.push({ kind: 'cut', node, m, bound: alpha });
          break;
        }
        if (m < beta) beta = m;
      }
    }
    steps.push({ kind: 'leave', node, value: m });
    return m;
  }
  const value = search(root, -Infinity, Infinity, true);
  return { value, leaves, steps };
}

/** Nested arrays (the notation of a tree without labels or h) as nested objects. */
function toObjects(json) {
  return Array.isArray(json) ? { children: json.map(toObjects) } : { value: json };
}

/**
 * Median, minimum and the result of `runs` calls of `f`, after `WARM_UP`
 * untimed calls: wasm and JavaScript both start in a baseline compiler
 * (V8's Liftoff and Ignition/Sparkplug) and tier up while running, and the
 * first wasm search also grows the module's memory, so a cold median
 * measures the compilers, not the code. The native bench warms up alike.
 */
function timed(runs, f) {
  for (let i = 0; i < WARM_UP; i++) f();
  const times = [];
  let result;
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    result = f();
    times.push(performance.now() - t0);
  }
  return { median: median(times), min: Math.min(...times), result };
}

/** Untimed calls before each timed series (see `timed`). */
const WARM_UP = 10;

/**
 * The engine in Node, from the build in `root`/pkg: the core module the page
 * draws with, or with `full` the full one (pkg/extras, which has randomTree).
 */
async function loadGlue(root, full = false) {
  const dir = full ? path.join(root, 'pkg', 'extras') : path.join(root, 'pkg');
  const glue = await import(pathToFileURL(path.join(dir, 'alphabeta.js')).href);
  await glue.default({ module_or_path: await readFile(path.join(dir, 'alphabeta_bg.wasm')) });
  return glue;
}

/** Section 5: wasm, the JavaScript reference and native on one tree. */
async function engineRows(root, text, runs) {
  // The full module: withOptions is its own (the page never calls it).
  const glue = await loadGlue(root, true);
  const dir = path.join(REPO_ROOT, 'target', 'bench');
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, 'same-tree.txt');
  await writeFile(file, text);
  const out = execFileSync('cargo', ['run', '--release', '-q', '-p', 'alphabeta', '--example', 'bench', '--', '--same-tree', file, String(runs)], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const native = new Map(
    out
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line))
      .map((r) => [r.algo, r]),
  );
  // What a trace costs at least: the same α-β writing only the reference's
  // steps, 16 bytes each, with no index (bench.rs, floor_search).
  const floor = native.get('floor');
  const base = new glue.Session(text, {});
  const objects = toObjects(JSON.parse(text));
  const rows = [];
  try {
    for (const algo of ['alphabeta', 'minimax']) {
      const wasm = timed(runs, () => {
        const s = base.withOptions({ algo });
        const stats = s.stats();
        const r = { value: stats.value, leaves: stats.leavesEvaluated };
        s.free();
        return r;
      });
      const js = timed(runs, () => referenceSearch(objects, algo === 'minimax'));
      const nat = native.get(algo);
      const agree =
        wasm.result.value === js.result.value &&
        wasm.result.value === nat.value &&
        wasm.result.leaves === js.result.leaves &&
        wasm.result.leaves === nat.leavesEvaluated;
      if (!agree) {
        throw new Error(
          `${algo}: the engines disagree: wasm ${JSON.stringify(wasm.result)}, JS ${js.result.value}/${js.result.leaves}, native ${nat.value}/${nat.leavesEvaluated}`,
        );
      }
      rows.push({ algo, value: wasm.result.value, wasm: wasm.median, js: js.median, native: nat.medianMs, steps: js.result.steps.length });
    }
    const ab = rows.find((r) => r.algo === 'alphabeta');
    if (floor.value !== ab.value || floor.steps !== ab.steps) {
      throw new Error(`the floor search disagrees: ${JSON.stringify(floor)}`);
    }
  } finally {
    base.free();
  }
  return { rows, floor };
}

/** Formats milliseconds for the tables: one decimal below 10 ms. */
const fmtMs = (x) => (x === null ? '-' : x.toFixed(x < 10 ? 1 : 0));

/** Every section of the bench, by the name `--only` gives it. */
const PARTS = ['weight', 'first', 'step', 'edit', 'engine', 'games'];

/** The sections `--only` asks for (`page`: all but the engine's), or all of them. */
function onlyParts(argv) {
  const at = argv.indexOf('--only');
  if (at < 0) return new Set(PARTS);
  const asked = (argv[at + 1] ?? '').split(',').filter(Boolean);
  const parts = new Set();
  for (const part of asked) {
    if (part === 'page') {
      for (const p of PARTS) if (p !== 'engine') parts.add(p);
    } else if (PARTS.includes(part)) parts.add(part);
    else throw new Error(`--only expects some of page, ${PARTS.join(', ')}; got '${part}'`);
  }
  if (parts.size === 0) throw new Error(`--only expects some of page, ${PARTS.join(', ')}`);
  return parts;
}

async function main() {
  const runsAt = process.argv.indexOf('--runs');
  const runs = runsAt > 0 ? Number(process.argv[runsAt + 1]) : 5;
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs expects a positive integer');
  const parts = onlyParts(process.argv);
  // The minified copy to weigh too (`--site DIR`), read before Chromium
  // starts, so that a wrong folder stops the bench with its name.
  const siteAt = process.argv.indexOf('--site');
  const site = siteAt > 0 ? path.resolve(REPO_ROOT, process.argv[siteAt + 1] ?? '') : null;
  const siteWeights =
    site === null
      ? null
      : await pageWeight(site).catch((error) => {
          throw new Error(`--site ${site}: ${error.message}`);
        });
  const wanted = (part) => parts.has(part);
  const root = path.join(REPO_ROOT, 'www');
  const weights = await pageWeight(root);
  const sum = (key) => weights.reduce((total, row) => total + row[key], 0);
  const kib = (bytes) => (bytes / 1024).toFixed(1);
  if (wanted('weight')) {
    console.log('\nPage weight (gzip level 9)\n');
    console.log(
      table(
        ['file', 'bytes', 'gzip bytes', 'gzip KiB'],
        [...weights.map((row) => [`www/${row.file}`, row.raw, row.gzip, kib(row.gzip)]), ['total', sum('raw'), sum('gzip'), kib(sum('gzip'))]],
      ),
    );
  }

  const total = sum('gzip');
  const ratios = [];
  /** Figures printed without a target (their targets are retired). */
  const figures = [];

  const small = { name: 'uniform b=10 d=3', ...uniformTree(10, 3, 1) };
  const medium = { name: 'uniform b=10 d=4', ...uniformTree(10, 4, 2) };
  for (const tree of [small, medium]) {
    const counted = await engineNodeCount(root, tree.text);
    if (counted !== null && counted !== tree.nodes) {
      throw new Error(`${tree.name}: the engine counts ${counted} nodes, expected ${tree.nodes}`);
    }
    tree.hash = `tree=${encodeURIComponent(tree.text)}`;
  }
  const big = { name: 'random=1,9,6 (uniform b=9 d=6)', nodes: 597_871, hash: 'random=1,9,6' };
  const trees = [
    { ...small, runs, target: 200 },
    { ...medium, runs, target: 500 },
    { ...big, runs: Math.min(runs, 3), target: 1500 },
  ];

  const server = await startServer(root);
  const browser = await launch();
  // What index.html itself downloads to its first drawing (the embed view's
  // files are not among them), gzipped like the table above.
  if (wanted('weight')) {
    const byFile = new Map(weights.map((row) => [row.file, row.gzip]));
    const loaded = await loadedFiles(browser, server.url);
    const pageGzip = loaded.reduce((t, file) => t + (byFile.get(file) ?? 0), 0);
    console.log(`\nindex.html downloads ${loaded.length} files to its first drawing: ${kib(pageGzip)} KiB gzipped (all files: ${kib(total)} KiB)`);
    figures.push(['page weight of index.html (gzip)', `${kib(pageGzip)} KiB`]);
    // The same files as `cargo xtask dist` ships them (minified), when asked.
    if (siteWeights !== null) {
      const shipped = new Map(siteWeights.map((row) => [row.file, row.gzip]));
      const missing = loaded.filter((file) => !shipped.has(file) && byFile.has(file));
      const siteGzip = loaded.reduce((t, file) => t + (shipped.get(file) ?? 0), 0);
      if (missing.length > 0) {
        console.error(`web-bench: --site ${site} lacks ${missing.join(', ')}; weighed as 0`);
        process.exitCode = 1;
      }
      console.log(`the same files minified by cargo xtask dist (${path.relative(REPO_ROOT, site)}): ${kib(siteGzip)} KiB gzipped`);
      figures.push(['… as cargo xtask dist ships it', `${kib(siteGzip)} KiB`]);
    }
  }
  const rows = [];
  let games = null;
  /** Runs one measure, reporting a failure as a row instead of stopping the bench. */
  async function measure(label, target, f) {
    try {
      const times = await f();
      const m = median(times);
      ratios.push([label, `${fmtMs(m)} ms`, `${target} ms`, (m / target).toFixed(2)]);
      return times;
    } catch (error) {
      console.error(`\nweb-bench: ${label}: ${error.message.split('\n')[0]}`);
      process.exitCode = 1;
      ratios.push([label, 'failed', `${target} ms`, '-']);
      return null;
    }
  }
  try {
    if (wanted('games')) {
      try {
        games = await gameBench(browser, server.url, runs);
        const ab = games.find((row) => row[0] === 'alphabeta' && row[1] === 'off');
        ratios.push(['tic-tac-toe full tree built + traced, α-β, wasm', `${ab[4]} ms`, '500 ms', (Number(ab[4]) / 500).toFixed(2)]);
      } catch (error) {
        console.error(`\nweb-bench: tic-tac-toe in wasm: ${error.message}`);
        process.exitCode = 1;
      }
    }
    for (const tree of wanted('first') ? trees : []) {
      const nodes = tree.nodes.toLocaleString('en-US');
      const label = `first drawing, ${nodes} nodes`;
      const times = await measure(label, tree.target, async () => {
        const out = [];
        for (let run = 0; run < tree.runs; run += 1) out.push(await firstDraw(browser, server.url, tree.hash, 180_000));
        return out;
      });
      rows.push([tree.name, nodes, times ? fmtMs(median(times)) : 'failed', times ? fmtMs(Math.min(...times)) : '-', times ? fmtMs(Math.max(...times)) : '-']);
    }
    if (wanted('step')) {
      await measure('one step →, 11,111 nodes', 16, () => stepTimes(browser, server.url, medium.hash, 15));
      await measure('one step →, 597,871 nodes', 50, () => stepTimes(browser, server.url, big.hash, 15));
      // A game's tree small enough to have its cut marks untangled, each
      // place tried a layout (draw/cuts.js UNTANGLE_MAX_NODES), in large text.
      await measure('one step →, 927 nodes, marks untangled', 16, () => stepTimes(browser, server.url, 'game=tictactoe,9,game,0,x.x/.o./...&large=1', 15));
    }
    if (wanted('edit')) {
      await measure('an edit, 1,111 nodes', 16, () => editTimes(browser, server.url, small.hash, 7));
      await measure('an edit, 11,111 nodes', 100, () => editTimes(browser, server.url, medium.hash, 7));
    }
  } finally {
    await browser.close();
    await server.close();
  }
  if (rows.length) {
    console.log(`\nNavigation start to 'ab-first-draw' in headless Chromium (a fresh context per run)\n`);
    console.log(table(['tree', 'nodes', 'median ms', 'min ms', 'max ms'], rows));
  }
  if (games) {
    console.log(`\nTic-tac-toe's full tree built from the game and traced in wasm (headless Chromium), ${runs} runs each\n`);
    console.log(table(['algorithm', 'tt', 'nodes', 'steps', 'median ms', 'min ms'], games));
  }

  // The engine, on the biggest tree: its notation from the engine's own generator.
  if (wanted('engine')) {
    const full = await loadGlue(root, true);
    const bigText = full.randomTree({ seed: 1, minBranch: 9, maxBranch: 9, depth: 6, minValue: -10, maxValue: 10, irregular: false });
    const { rows: engine, floor } = await engineRows(root, bigText, 21);
    console.log('\nThe search on the 597,871-node tree, medians of 21 (wasm and JS in Node, native in release)\n');
    console.log(
      table(
        ['algorithm', 'steps', 'JS reference ms', 'wasm ms', 'native ms', 'JS / wasm', 'wasm / native'],
        engine.map((r) => [r.algo, r.steps, fmtMs(r.js), fmtMs(r.wasm), fmtMs(r.native), (r.js / r.wasm).toFixed(1), (r.wasm / r.native).toFixed(2)]),
      ),
    );
    const ab = engine.find((r) => r.algo === 'alphabeta');
    console.log(
      `\nThe floor of a traced α-β: the same search writing only the reference's ${floor.steps} steps (16 bytes each,` +
        `\nno index, no windows), natively: ${floor.medianMs.toFixed(2)} ms, so JS reference / floor = ${(ab.js / floor.medianMs).toFixed(1)}×.` +
        `\nIndexing every node's window and timeline takes the other ${(100 * (1 - floor.medianMs / ab.native)).toFixed(0)} % of the engine's native search.`,
    );
    for (const r of engine) {
      figures.push([`${r.algo}: JS reference / wasm (bare steps / indexed trace)`, (r.js / r.wasm).toFixed(1) + '×']);
      ratios.push([`${r.algo}: wasm / native`, (r.wasm / r.native).toFixed(2) + '×', '≤ 1.6×', (r.wasm / r.native / 1.6).toFixed(2)]);
    }
  }

  console.log('\nEvery target in one table (ratio = measured / target; ≤ 1 meets it)\n');
  console.log(table(['measure', 'median', 'target', 'ratio'], ratios));
  if (figures.length) {
    console.log('\nFigures without a target (the 150 KB and 20× targets are retired)\n');
    console.log(table(['measure', 'median'], figures));
  }
  console.log('');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(`web-bench: ${error.stack || error.message}`);
    process.exitCode = 1;
  });
}
