// The web page benchmark, run by `cargo xtask bench` after a build
// (or directly: `node tests/support/web-bench.mjs [--runs N]`).
//
// It reports two things and prints them as tables:
//
// 1. Page weight: the gzipped size (node:zlib, level 9) of each file a
//    visitor downloads — www/pkg/alphabeta_bg.wasm, every www/**/*.js, every
//    www/**/*.css and every www/*.html — and the total.
// 2. Time to first drawing: for uniform trees of branching 10 and depth 3
//    (1,111 nodes) and depth 4 (11,111 nodes), with leaf values from a seeded
//    linear congruential generator, it loads
//    `index.html#tree=<encodeURIComponent(text)>` in headless Chromium and
//    waits for the page's `performance.mark('ab-first-draw')`, which the page
//    makes after its first complete SVG render. The figure is the mark's
//    startTime (milliseconds since navigation start), median of N runs
//    (default 5), each in a fresh browser context.
//
// 3. Tic-tac-toe's full tree from the empty board (549,946 nodes), built
//    from the game and traced by the wasm engine in headless Chromium
//    (`Session.fromGame('tictactoe', '', 9, options)` in the loaded page),
//    for each algorithm, with and without the transposition table: the
//    median of N runs of performance.now() around the call. No drawing: the
//    page's drawing limit is the big-tree renderer's business.
//
// Exports, for reuse by tests: `uniformTree(branching, depth, seed)` returns
// the notation text and node count; `pageWeight(root)` returns the rows of
// table 1.

import { readdir, readFile } from 'node:fs/promises';
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
  const line = (row) =>
    row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  return [line(all[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...all.slice(1).map(line)].join('\n');
}

/** Counts the nodes of `text` with the engine itself, if the build exports parseTree. */
async function engineNodeCount(root, text) {
  try {
    const glue = await import(pathToFileURL(path.join(root, 'pkg', 'alphabeta.js')).href);
    await glue.default({ module_or_path: await readFile(path.join(root, 'pkg', 'alphabeta_bg.wasm')) });
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
      const engine = await import('./pkg/alphabeta.js');
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

/** Loads the page with `text` once and returns the first-draw time in ms. */
async function firstDraw(browser, baseUrl, text, timeout) {
  const url = `${baseUrl}index.html#tree=${encodeURIComponent(text)}`;
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
    return await page.evaluate(() => performance.getEntriesByName('ab-first-draw')[0].startTime);
  } catch (error) {
    const seen = errors.length ? `\n  page errors:\n  - ${errors.join('\n  - ')}` : '';
    throw new Error(`no 'ab-first-draw' mark: ${error.message.split('\n')[0]}${seen}`);
  } finally {
    await context.close();
  }
}

async function main() {
  const runsAt = process.argv.indexOf('--runs');
  const runs = runsAt > 0 ? Number(process.argv[runsAt + 1]) : 5;
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs expects a positive integer');
  const root = path.join(REPO_ROOT, 'www');

  const weights = await pageWeight(root);
  const sum = (key) => weights.reduce((total, row) => total + row[key], 0);
  const kib = (bytes) => (bytes / 1024).toFixed(1);
  console.log('\nPage weight (gzip level 9)\n');
  console.log(
    table(
      ['file', 'bytes', 'gzip bytes', 'gzip KiB'],
      [
        ...weights.map((row) => [`www/${row.file}`, row.raw, row.gzip, kib(row.gzip)]),
        ['total', sum('raw'), sum('gzip'), kib(sum('gzip'))],
      ],
    ),
  );

  const trees = [
    { name: 'uniform b=10 d=3', ...uniformTree(10, 3, 1) },
    { name: 'uniform b=10 d=4', ...uniformTree(10, 4, 2) },
  ];
  for (const tree of trees) {
    const counted = await engineNodeCount(root, tree.text);
    if (counted !== null && counted !== tree.nodes) {
      throw new Error(`${tree.name}: the engine counts ${counted} nodes, expected ${tree.nodes}`);
    }
  }

  const server = await startServer(root);
  const browser = await launch();
  const rows = [];
  let games = null;
  try {
    try {
      games = await gameBench(browser, server.url, runs);
    } catch (error) {
      console.error(`\nweb-bench: tic-tac-toe in wasm: ${error.message}`);
      process.exitCode = 1;
    }
    for (const tree of trees) {
      const nodes = tree.nodes.toLocaleString('en-US');
      const urlKib = (encodeURIComponent(tree.text).length / 1024).toFixed(1);
      const times = [];
      try {
        for (let run = 0; run < runs; run += 1) {
          times.push(await firstDraw(browser, server.url, tree.text, 120_000));
        }
      } catch (error) {
        // Report the other trees' figures anyway, then fail.
        console.error(`\nweb-bench: ${tree.name}: ${error.message}`);
        process.exitCode = 1;
        rows.push([tree.name, nodes, urlKib, 'failed', '-', '-']);
        continue;
      }
      rows.push([
        tree.name,
        nodes,
        urlKib,
        median(times).toFixed(0),
        Math.min(...times).toFixed(0),
        Math.max(...times).toFixed(0),
      ]);
    }
  } finally {
    await browser.close();
    await server.close();
  }
  console.log(`\nNavigation start to 'ab-first-draw' in headless Chromium, ${runs} runs each\n`);
  console.log(table(['tree', 'nodes', 'URL KiB', 'median ms', 'min ms', 'max ms'], rows));
  if (games) {
    console.log(`\nTic-tac-toe's full tree built from the game and traced in wasm (headless Chromium), ${runs} runs each\n`);
    console.log(table(['algorithm', 'tt', 'nodes', 'steps', 'median ms', 'min ms'], games));
  }
  console.log('');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(`web-bench: ${error.stack || error.message}`);
    process.exitCode = 1;
  });
}
