// The first second as a visitor feels it: Lighthouse 12.2.3 (npm dev
// dependency, pinned: version 13 needs Node 22) with its default mobile
// preset (a mid-range phone, slow 4G, 4× CPU slowdown) against the copy
// `cargo xtask dist` makes, served compressed as a static host would: the
// brotli or gzip copy dist writes beside each file, as GitLab Pages and
// nginx's brotli_static send them (brotli over HTTPS; browsers ask for gzip
// only over plain HTTP), or gzipped on the fly for the smallest files. Run by
// `cargo xtask bench` after a dist, or directly:
//
//   node tests/support/lighthouse.mjs [--site DIR] [--runs N] [--h2 | --http1] [--explain]
//
// For each page (the demonstration, a practice link, the embed view) it
// prints the median over N runs (default 3) of the four category scores and
// of FCP, LCP, TBT, CLS and the speed index, served twice: over HTTP/2 with
// TLS, as static hosts (GitHub Pages, Netlify, a university's nginx) serve
// a page, and over HTTP/1.1, where a browser opens six connections per host
// and the page's thirty modules queue behind each other. `--http1` or
// `--h2` keeps one of the two. HTTP/2 needs openssl for its certificate. Chromium is Debian's
// (CHROME_PATH, default /usr/bin/chromium), started headless by
// chrome-launcher with the flags the tests use.
//
// `--explain` also prints, after each page's first run, why its largest
// paint comes when it does: Lighthouse's simulation (Lantern) of that
// paint, recomputed from the run's trace, as a timeline of the requests it
// waits for (start and end in simulated ms, bytes on the wire) and of the
// main thread's tasks over 8 ms. The simulation, not the trace, gives the
// reported LCP: on HTTP/1.1 a module costs a round trip on one of six
// connections; on HTTP/2 Lantern sends one request at a time.

import path from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { REPO_ROOT, startServer } from './server.mjs';
import { CHROMIUM, CHROMIUM_ARGS } from './browser.mjs';

const PAGES = [
  ['demonstration', 'index.html'],
  ['practice link', 'index.html#mode=practice&exercise=medium-42'],
  ['embed view', 'embed.html#preset=fig25b&step=12'],
];

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

function arg(name, fallback) {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : fallback;
}

async function main() {
  const site = path.resolve(REPO_ROOT, arg('--site', 'target/site'));
  const runs = Number(arg('--runs', '3'));
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs expects a positive integer');
  const protocols = ['h2', 'http1'].filter((p) => !process.argv.includes(p === 'h2' ? '--http1' : '--h2'));
  // The certificate of the HTTP/2 server is made for the run: Chromium
  // is told to accept it.
  const flags = CHROMIUM_ARGS.filter((f) => !f.startsWith('--headless')).concat(['--headless=new', '--ignore-certificate-errors']);
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH || CHROMIUM, chromeFlags: flags });
  const rows = [];
  try {
    for (const protocol of protocols) {
      const server = await startServer(site, { gzip: true, h2: protocol === 'h2' });
      try {
        await measure(server, chrome.port, protocol, runs, rows);
      } finally {
        await server.close();
      }
    }
  } finally {
    await chrome.kill();
  }
  const head = ['page', 'served', 'perf', 'a11y', 'best pr.', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS', 'speed index'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (r) => r.map((v, i) => String(v).padEnd(widths[i])).join('  ');
  console.log(
    `\nLighthouse 12.2.3, mobile preset, ${path.relative(REPO_ROOT, site)} served compressed (brotli over HTTP/2, gzip over HTTP/1.1), median of ${runs}\n`,
  );
  console.log(line(head));
  for (const r of rows) console.log(line(r));
}

/** Runs Lighthouse `runs` times on each page from `server`, and adds a row of medians per page to `rows`. */
async function measure(server, chromePort, protocol, runs, rows) {
  for (const [name, page] of PAGES) {
    const seen = [];
    for (let i = 0; i < runs; i += 1) {
      const result = await lighthouse(server.url + page, {
        port: chromePort,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      if (i === 0 && process.argv.includes('--explain')) await explain(result, server.url, `${name}, ${protocol === 'h2' ? 'HTTP/2' : 'HTTP/1.1'}`);
      const { categories: c, audits: a } = result.lhr;
      seen.push({
        performance: c.performance.score * 100,
        accessibility: c.accessibility.score * 100,
        bestPractices: c['best-practices'].score * 100,
        seo: c.seo.score * 100,
        fcp: a['first-contentful-paint'].numericValue,
        lcp: a['largest-contentful-paint'].numericValue,
        tbt: a['total-blocking-time'].numericValue,
        cls: a['cumulative-layout-shift'].numericValue,
        si: a['speed-index'].numericValue,
      });
    }
    const m = (key) => median(seen.map((s) => s[key]));
    rows.push([
      name,
      protocol === 'h2' ? 'HTTP/2' : 'HTTP/1.1',
      m('performance'),
      m('accessibility'),
      m('bestPractices'),
      m('seo'),
      (m('fcp') / 1000).toFixed(2) + ' s',
      (m('lcp') / 1000).toFixed(2) + ' s',
      Math.round(m('tbt')) + ' ms',
      m('cls').toFixed(3),
      (m('si') / 1000).toFixed(2) + ' s',
    ]);
  }
}

/**
 * Prints Lantern's simulated timeline of one run's largest paint (see
 * `--explain` above): the requests and the long main-thread tasks it
 * waits for, in simulated milliseconds from the navigation.
 */
async function explain(result, base, title) {
  const A = result.artifacts;
  const data = { trace: A.Trace, devtoolsLog: A.DevtoolsLog, gatherContext: A.GatherContext, settings: result.lhr.configSettings, URL: A.URL, simulator: null };
  const lcp = await LanternLargestContentfulPaint.request(data, { computedCache: new Map() });
  console.log(`\n${title}: simulated LCP ${Math.round(lcp.timing)} ms, waiting for`);
  const ms = (t) => String(Math.round(t)).padStart(5);
  const rows = [...lcp.optimisticEstimate.nodeTimings.entries()].sort((x, y) => x[1].startTime - y[1].startTime);
  for (const [node, t] of rows) {
    if (node.type === 'network') console.log(`  ${ms(t.startTime)} – ${ms(t.endTime)}  ${node.request.url.replace(base, '')}  ${node.request.transferSize} B`);
    else if (t.endTime - t.startTime > 8) console.log(`  ${ms(t.startTime)} – ${ms(t.endTime)}  main thread, ${Math.round(t.endTime - t.startTime)} ms`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
