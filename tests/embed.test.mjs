// End-to-end tests of the embed view (www/embed.html) in headless Chromium,
// inside a 600 × 400 iframe of a host page on the same origin.
//
// Run after `cargo xtask build`:  node --test tests/embed.test.mjs
// Every test fails if the host or the frame logged a console error, threw,
// or violated its Content-Security-Policy.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT, CSP, startServer } from './support/server.mjs';
import { openPage, waitForReady, assertNoErrors } from './support/browser.mjs';
import { useBrowser } from './support/suite.mjs';
import { barProblems, barSeen } from './support/bar.mjs';

const SHOTS = path.join(REPO_ROOT, 'tests', 'screenshots');
const CLASSIC = '[[3, 12, 8], [2, 4, 6], [14, 5, 2]]';

const env = useBrowser();

/**
 * Opens a host page holding `<iframe src="embed.html#fragment" width=600
 * height=400>` (served from the same origin, under the same CSP, through a
 * route) and returns the frame once its drawing is ready.
 */
async function host(fragment) {
  const opened = await openPage(env.browser, env.server.url + 'favicon.svg', { viewport: { width: 800, height: 600 } });
  const url = env.server.url + 'host.html';
  await opened.page.route(url, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      headers: { 'Content-Security-Policy': CSP },
      body:
        '<!doctype html><html><head><title>Host</title></head><body>' +
        `<iframe id="f" src="embed.html${fragment.replace(/"/g, '&quot;')}" width="600" height="400" title="tree"></iframe></body></html>`,
    }),
  );
  await opened.page.goto(url);
  const frame = opened.page.frame({ url: /embed\.html/ });
  await frame.waitForFunction(() => document.documentElement.dataset.ready === '1');
  return { ...opened, frame };
}

const counter = async (frame) => (await frame.textContent('#counter')).trim();

test('typed answers in a narrow frame (320 × 480): the tree keeps its box at every step, asked and shown', async () => {
  const { page, errors, context } = await openPage(env.browser, 'about:blank', { viewport: { width: 320, height: 480 }, fresh: true });
  // The answer bar's module comes late, as on a slow network: the frame
  // said it was ready before the bar came, and the tree's box then shrank
  // under the reader (353 px, then 227; a CI run met it).
  await page.route(/answerbar\.js$/, async (route) => {
    await new Promise((r) => setTimeout(r, 400));
    await route.continue();
  });
  await page.goto(env.server.url + 'embed.html#preset=fig25b&answer=1');
  await page.waitForFunction(() => document.documentElement.dataset.ready === '1');
  await page.click('#tree-wrap');
  // A question of ↓α and ↓β wrapped the bar's row where one of m did not:
  // the tree's box took four heights (227 to 271 px) as the steps went.
  const heights = new Set();
  for (let k = 0; k < 40; k++) {
    heights.add(await page.evaluate(() => document.getElementById('tree-wrap').clientHeight));
    await page.keyboard.press('PageDown');
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  }
  assert.equal(heights.size, 1, `the tree's box took the heights ${[...heights].join(', ')} px`);
  assertNoErrors(errors);
  await context.close();
});

test('typed answers whose bar cannot load: the frame still shows its tree and steps, ready, and says what failed', async () => {
  // Awaited bare, the bar's failed import left the tree hidden for good.
  const { page, context } = await openPage(env.browser, 'about:blank', { viewport: { width: 600, height: 400 }, fresh: true });
  await page.route(/answerbar\.js$/, (route) => route.abort());
  await page.goto(env.server.url + 'embed.html#preset=fig25b&answer=1');
  await page.waitForFunction(() => document.documentElement.dataset.ready === '1' && document.documentElement.dataset.shown === '1');
  const seen = await page.evaluate(() => {
    const node = document.querySelector('#tree g.node .shape').getBoundingClientRect();
    const hit = document.elementFromPoint(node.left + node.width / 2, node.top + node.height / 2);
    return { tree: Boolean(hit?.closest('g.node')), error: document.getElementById('error').textContent.trim() };
  });
  assert.ok(seen.tree, 'the root is seen');
  assert.notEqual(seen.error, '', 'the failure is said');
  await page.keyboard.press('PageDown');
  await page.waitForFunction(() => document.getElementById('counter').textContent.trim().startsWith('1'));
  await context.close();
});

test("a frame with typed answers resized across the narration's two places logs no error and settles in each", async () => {
  const { page, errors, context, frame } = await host('#preset=fig25b&answer=1');
  // The answer bar loads after the frame is ready (answerbar.js, imported then).
  await frame.waitForSelector('.answer-bar');
  // Errors the observers report go to the frame's window.onerror, which
  // Playwright's page errors do not see (a host page's handler would).
  await frame.evaluate(() => {
    window.seenErrors = [];
    addEventListener('error', (e) => window.seenErrors.push(e.message));
  });
  const sides = [];
  // 480 px high, the answer bar's height changed as the frame grew past
  // 645 px wide, while the narration moved under and beside the tree:
  // "ResizeObserver loop completed with undelivered notifications".
  for (const [w, h] of [
    [600, 480],
    [620, 480],
    [645, 480],
    [650, 480],
    [680, 480],
    [650, 480],
    [640, 480],
    [380, 480],
    [600, 480],
  ]) {
    await page.evaluate(([w, h]) => Object.assign(document.getElementById('f'), { width: String(w), height: String(h) }), [w, h]);
    await frame.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(r)))));
    sides.push(`${w}:${(await frame.evaluate(() => document.body.dataset.side)) ?? 'under'}`);
  }
  assert.deepEqual(await frame.evaluate(() => window.seenErrors), [], sides.join(' '));
  // Beside at these widths but the narrowest, where the tree and the sentence have no room side by side.
  assert.deepEqual(sides, ['600:true', '620:true', '645:true', '650:true', '680:true', '650:true', '640:true', '380:under', '600:true']);
  assertNoErrors(errors);
  await context.close();
});

test('printed, the embed view keeps the tree and the sentence of its step, and drops its buttons, its answer fields and its link', async () => {
  const { page, errors, context, frame } = await host('#preset=classic&step=12&answer=1');
  await page.emulateMedia({ media: 'print' });
  const seen = await frame.evaluate(() => {
    const visible = (el) => Boolean(el) && getComputedStyle(el).display !== 'none' && el.getBoundingClientRect().height > 0;
    const svg = document.getElementById('tree').getBoundingClientRect();
    const nodes = [...document.querySelectorAll('g.node[data-node-id] .shape')].map((shape) => {
      const r = shape.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return { inside: r.top >= svg.top && r.bottom <= svg.bottom, hit: Boolean(hit?.closest('g.node')) };
    });
    return {
      nodes,
      buttons: [...document.querySelectorAll('button, input, .open-full')].filter(visible).map((el) => el.id || el.className),
      narration: visible(document.getElementById('narration')),
    };
  });
  assert.equal(seen.nodes.length, 13);
  assert.ok(
    seen.nodes.every((n) => n.inside && n.hit),
    JSON.stringify(seen.nodes),
  );
  assert.deepEqual(seen.buttons, [], 'nothing to press on paper');
  assert.ok(seen.narration);
  assertNoErrors(errors);
  await context.close();
});

test('embed.html opened directly draws, steps and plays under its own CSP without a single error', async () => {
  // No host page: only embed.html's own <meta> CSP applies, and every
  // console error, exception or CSP violation it causes is collected.
  const { page, errors, context } = await openPage(env.browser, env.server.url + 'embed.html#preset=classic&step=end', {
    viewport: { width: 600, height: 400 },
  });
  await waitForReady(page);
  assert.equal(await page.$$eval('g.node[data-node-id]', (gs) => gs.length), 13);
  const end = await counter(page);
  assert.match(end, /^(\d+) \/ \1$/);
  await page.click('#prev');
  assert.notEqual(await counter(page), end);
  await page.click('#play');
  await page.waitForFunction((at) => document.getElementById('counter').textContent.trim() === at, end);
  assert.equal(await page.getAttribute('#play', 'data-playing'), 'false');
  assert.ok((await page.$$('g.cut:not([display])')).length > 0);
  assertNoErrors(errors);
  // The check is live in this document: an inline style attribute, which
  // the CSP forbids, is reported.
  const [violation] = await Promise.all([
    page.waitForEvent('console', (m) => m.text().startsWith('CSP violation:')),
    page.evaluate(() => {
      const div = document.createElement('div');
      div.setAttribute('style', 'color: red');
      document.body.append(div);
    }),
  ]);
  assert.match(violation.text(), /style-src/);
  assert.throws(() => assertNoErrors(errors), /CSP violation: style-src/);
  await context.close();
});

test('the embed view draws the same default tree as the page when the link names none', async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url + 'embed.html', { viewport: { width: 600, height: 400 } });
  await waitForReady(page);
  // Schéma 6 bis: 40 nodes, 56 steps.
  assert.equal(await page.$$eval('g.node[data-node-id]', (gs) => gs.length), 40);
  assert.equal(await counter(page), '0 / 56');
  assert.match(await page.getAttribute('#open-full', 'href'), /^index\.html#preset=schema6bis/);
  assertNoErrors(errors);
  await context.close();
});

/** The drawing's smallest text on screen, in CSS pixels, and how the drawing fills its box. */
function legibility(frame) {
  return frame.evaluate(() => {
    const svg = document.getElementById('tree');
    let smallest = Infinity;
    for (const text of svg.querySelectorAll('text')) {
      if (!text.textContent.trim() || text.getClientRects().length === 0) continue;
      if (text.closest('[display="none"]')) continue;
      // The text's own screen scale: zoomed out, nodes are scaled up to
      // keep their texts' floor (render.js), beyond the drawing's scale.
      smallest = Math.min(smallest, Number.parseFloat(getComputedStyle(text).fontSize) * text.getScreenCTM().a);
    }
    const wrap = document.getElementById('tree-wrap');
    const d = document.documentElement;
    const box = svg.getBoundingClientRect();
    return {
      smallest,
      docScrolls: d.scrollWidth > d.clientWidth || d.scrollHeight > d.clientHeight,
      wrapW: wrap.clientWidth,
      wrapH: wrap.clientHeight,
      svgW: box.width,
      svgH: box.height,
      scrolls: wrap.dataset.scrolls,
    };
  });
}

test('the embed view at 600×400: texts never below 11 px, the tree fills the frame or scrolls, first / last / scrubber', async () => {
  const { page, frame, errors, context } = await host('#preset=schema6bis&step=12');
  assert.equal(await frame.$$eval('g.node[data-node-id]', (gs) => gs.length), 40);
  assert.equal(await counter(frame), '12 / 56');
  const wide = await legibility(frame);
  assert.ok(wide.smallest >= 11, `smallest text ${wide.smallest} px`);
  assert.equal(wide.docScrolls, false, JSON.stringify(wide));
  // Schéma 6 bis is too wide to fit legibly: it fills the height and scrolls sideways.
  assert.equal(wide.scrolls, 'true', JSON.stringify(wide));
  assert.ok(wide.svgW > wide.wrapW, JSON.stringify(wide));
  // The current node is in the visible part of the box.
  const inView = await frame.evaluate(() => {
    const node = document.querySelector('g.node[data-current="true"] .shape').getBoundingClientRect();
    const wrap = document.getElementById('tree-wrap').getBoundingClientRect();
    return node.left >= wrap.left && node.right <= wrap.right && node.top >= wrap.top && node.bottom <= wrap.bottom;
  });
  assert.ok(inView, 'the current node is in view');
  await frame.click('#next');
  assert.equal(await counter(frame), '13 / 56');
  await frame.click('#last');
  assert.equal(await counter(frame), '56 / 56');
  await frame.click('#first');
  assert.equal(await counter(frame), '0 / 56');
  await frame.fill('#scrubber', '30');
  assert.equal(await counter(frame), '30 / 56');
  assert.ok((await frame.textContent('#narration')).length > 5);
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, 'embed.png'), clip: { x: 0, y: 0, width: 620, height: 420 } });
  // The full-page link carries the tree, the options and the step.
  assert.match(await frame.getAttribute('#open-full', 'href'), /^index\.html#preset=schema6bis&algo=alphabeta&lang=\w+&step=30$/);
  assertNoErrors(errors);
  await context.close();

  // A small tree fills the frame instead of leaving it blank.
  const small = await host('#preset=fig25a');
  const fill = await legibility(small.frame);
  assert.equal(fill.scrolls, 'false', JSON.stringify(fill));
  assert.ok(fill.smallest >= 11, JSON.stringify(fill));
  assert.ok(fill.svgW >= 0.9 * fill.wrapW || fill.svgH >= 0.9 * fill.wrapH, JSON.stringify(fill));
  assertNoErrors(small.errors);
  await small.context.close();
});

/**
 * The drawing's texts that are cut: above or below the visible part of the
 * box (it must fit the height), or beyond the drawing's own edges (the box
 * may scroll sideways, so a text may be out of view there, never cut off
 * by the SVG); and those of the current node that are not in view.
 */
function cutTexts(frame) {
  return frame.evaluate(() => {
    const wrap = document.getElementById('tree-wrap');
    const w = wrap.getBoundingClientRect();
    const top = w.top + wrap.clientTop;
    const bottom = top + wrap.clientHeight;
    const left = w.left + wrap.clientLeft;
    const right = left + wrap.clientWidth;
    const svg = document.getElementById('tree').getBoundingClientRect();
    const out = [];
    const slack = 0.5;
    for (const text of document.querySelectorAll('#tree text')) {
      const r = text.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || text.closest('[display="none"]')) continue;
      const what = `"${text.textContent}" of ${text.closest('g').getAttribute('class')} ${JSON.stringify(r)}`;
      if (r.top < top - slack || r.bottom > bottom + slack) out.push(`above or below the box: ${what}`);
      if (r.left < svg.left - slack || r.right > svg.right + slack) out.push(`beyond the drawing: ${what}`);
      if (text.closest('g.node[data-current="true"]') && (r.left < left - slack || r.right > right + slack)) out.push(`current, out of view: ${what}`);
    }
    return out;
  });
}

test('the embed view at 600×400: the default tree fits the height, and no text is cut at step 0 and at the last step', async () => {
  const { frame, errors, context } = await host('');
  assert.equal(await counter(frame), '0 / 56');
  assert.deepEqual(await cutTexts(frame), [], 'step 0');
  await frame.click('#last');
  assert.equal(await counter(frame), '56 / 56');
  // The root is current at the end: its ↓α, ↓β and ↑m are drawn.
  assert.match(await frame.textContent('g.node[data-node-id="0"] text.ab'), /↓α/);
  assert.deepEqual(await cutTexts(frame), [], 'the last step');
  assertNoErrors(errors);
  await context.close();
});

test('the embed view at 600×400 draws the interval bar of Star1 (star1, [0, 10]) on the chance node searched: seen, its texts ≥ 11 px, no value covered, the tree kept in its box', async () => {
  const { page, frame, errors, context } = await host('#preset=star1');
  const n = Number((await counter(frame)).split('/')[1]);
  const svgAt0 = await frame.$eval('#tree', (s) => s.getBoundingClientRect().toJSON());
  const bars = [];
  const problems = [];
  for (let k = 0; k <= n; k++) {
    if (k > 0) {
      await frame.click('#next');
      assert.equal(await counter(frame), `${k} / ${n}`);
    }
    await frame.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    problems.push(...(await cutTexts(frame)).map((p) => `step ${k}: ${p}`));
    const svg = await frame.$eval('#tree', (s) => s.getBoundingClientRect().toJSON());
    if (svg.x !== svgAt0.x || svg.y !== svgAt0.y || svg.width !== svgAt0.width || svg.height !== svgAt0.height) problems.push(`step ${k}: the drawing moved`);
    const bar = await barSeen(frame);
    if (!bar) continue;
    bars.push([k, bar.node, bar.range]);
    problems.push(...barProblems(bar, k));
    if (k === 12) {
      await mkdir(SHOTS, { recursive: true });
      await page.screenshot({ path: path.join(SHOTS, 'embed-bar.png'), clip: { x: 0, y: 0, width: 620, height: 420 } });
    }
  }
  assert.deepEqual(problems, []);
  // B (node 1) while its outcomes are searched, then C (node 4), which
  // fails low at [0, 5] ≤ α = 5 (docs/chance.md's worked example).
  assert.deepEqual(bars, [
    [2, 1, '[0, 10]'],
    [3, 1, '[0, 10]'],
    [4, 1, '[3, 8]'],
    [5, 1, '[3, 8]'],
    [6, 1, '[5, 5]'],
    [10, 4, '[0, 10]'],
    [11, 4, '[0, 10]'],
    [12, 4, '[0, 5]'],
    [13, 4, '[0, 5]'],
  ]);
  assert.deepEqual((await barSeen(frame)) ?? 'no bar at the end', 'no bar at the end');
  assertNoErrors(errors);
  await context.close();
  // In French, and without bounds none (the bar would have no ends).
  const fr = await host('#preset=star1&lang=fr&step=12');
  const bar = await barSeen(fr.frame);
  assert.equal(bar.range, '[0 ; 5]');
  assert.ok(
    bar.texts.some((t) => t.text === 'α'),
    'α = 5 marked',
  );
  assertNoErrors(fr.errors);
  await fr.context.close();
  const none = await host('#preset=expectimax&step=3');
  assert.equal(await barSeen(none.frame), null);
  assertNoErrors(none.errors);
  await none.context.close();
});

test("the embed view's sentence grows with its frame: read from afar when it fills a projector, as before in a small frame", async () => {
  const read = (page) =>
    page.evaluate(() => {
      const n = document.getElementById('narration');
      const r = n.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + 20, r.top + r.height / 2);
      const wrap = document.getElementById('tree-wrap').getBoundingClientRect();
      return {
        px: parseFloat(getComputedStyle(n).fontSize),
        seen: n === hit || n.contains(hit),
        fits: n.scrollHeight <= n.clientHeight + 1,
        below: r.top >= wrap.bottom - 0.5,
        beside: r.left >= wrap.right - 0.5 && r.top < wrap.bottom,
      };
    });
  for (const [width, height, least, most] of [
    [1024, 768, 18, 19],
    [1366, 768, 18, 19],
    [1920, 1080, 24, 24],
    [600, 400, 11, 13.6],
    [390, 844, 11, 13.6],
  ]) {
    const { page, errors, context } = await openPage(env.browser, env.server.url + 'embed.html#preset=fig25b&step=12&lang=fr', { viewport: { width, height } });
    await waitForReady(page);
    const got = await read(page);
    const at = `${width}×${height}: ${JSON.stringify(got)}`;
    assert.ok(got.px >= least && got.px <= most, at);
    // Under the tree, or beside it where the tree is tall and the frame
    // wide (fig. 25 (b) at 600 × 400, miniview.js placeNarration).
    assert.ok(got.seen && got.fits && (width === 600 ? got.beside : got.below), at);
    // In a projector's frame the tree still fits the height left above it
    // (a small frame may scroll this deep tree, as before).
    if (width >= 1024) assert.deepEqual(await cutTexts(page), [], at);
    assertNoErrors(errors);
    await context.close();
  }
});

test('"open in the full page" keeps an edited tree, the options and the step', async () => {
  const { frame, errors, context } = await host('#tree=[[3,12,8],[2,4,6]]&algo=alphabeta-hard&ties=strict&step=4');
  await frame.click('g.node.leaf[data-node-id="2"]');
  await frame.fill('.leaf-input', '7');
  await frame.press('.leaf-input', 'Enter');
  await frame.waitForFunction(() => document.querySelector('g.node.leaf[data-node-id="2"] text.val').textContent === '7');
  const href = await frame.getAttribute('#open-full', 'href');
  assert.match(decodeURIComponent(href), /tree=\[\[7, 12, 8\], \[2, 4, 6\]\]/);
  assert.match(href, /algo=alphabeta-hard/);
  assert.match(href, /ties=strict/);
  assert.match(href, /step=4/);
  // The full page opened at that address shows the same position.
  const full = await openPage(env.browser, env.server.url + href);
  await waitForReady(full.page);
  assert.equal((await full.page.textContent('#counter')).trim().split(' /')[0], '4');
  assert.equal(await full.page.inputValue('#algo'), 'alphabeta-hard');
  assert.equal(await full.page.textContent('g.node.leaf[data-node-id="2"] text.val'), '7');
  assertNoErrors(full.errors);
  await full.context.close();
  assertNoErrors(errors);
  await context.close();
});

test("killer moves and iterative deepening: the page's embed code carries them, the embed searches with them, the full page gets them back", async () => {
  // The tree of the orderings test: with killer moves α-β evaluates 6 leaves, not 7.
  const tree = encodeURIComponent('A:[B1:[5, 7, 8], B2:[9, 2, 6], B3:[9, 4, 1]]');
  const page = await openPage(env.browser, env.server.url + 'index.html#tree=' + tree + '&killers=1&step=end', { viewport: { width: 1280, height: 800 } });
  await waitForReady(page.page);
  const pageEnd = (await page.page.textContent('#counter')).trim();
  await page.page.click('#share summary');
  await page.page.click('#embed-make');
  // The Share panel's code loads on first use and replays the click once
  // it has: wait for the code it writes, not for the click.
  await page.page.waitForFunction(() => document.getElementById('embed-code').value.includes('embed.html'));
  const code = await page.page.inputValue('#embed-code');
  const src = /src="[^"]*embed\.html(#[^"]*)"/.exec(code)[1].replace(/&amp;/g, '&');
  assert.match(src, /killers=1/);
  assertNoErrors(page.errors);
  await page.context.close();

  const { frame, errors, context } = await host(src + '&step=end');
  assert.equal(await counter(frame), pageEnd, 'the embed takes as many steps as the page');
  let found = false;
  const n = Number(pageEnd.split('/ ')[1]);
  await frame.click('#first');
  for (let k = 0; k < n && !found; k++) {
    await frame.click('#next');
    found = /Killer move: B3\.2 is tried first/.test(await frame.textContent('#narration'));
  }
  assert.ok(found, 'the embed narrates the killer step');
  assert.match(await frame.getAttribute('#open-full', 'href'), /killers=1/);
  assertNoErrors(errors);
  await context.close();

  // Iterative deepening needs h on the inner nodes; its first step is the depth-1 search.
  const withH = encodeURIComponent('A:[B1:[C1:[3, 12] h=3, C2:[8, 2] h=2] h=1, B2:[C3:[2, 4] h=5, C4:[14, 5] h=6] h=4]');
  const deep = await host('#tree=' + withH + '&deepening=1&step=1');
  assert.match(await deep.frame.textContent('#narration'), /Iterative deepening: the search at depth 1/);
  assertNoErrors(deep.errors);
  await deep.context.close();
});

test("the page's embed code, pasted as is into a host page whose policy forbids inline styles, draws with no error, and a host style sheet narrows it", async () => {
  const made = await openPage(env.browser, env.server.url + 'index.html#preset=classic&step=5', { viewport: { width: 1280, height: 800 } });
  await waitForReady(made.page);
  await made.page.click('#share summary');
  await made.page.click('#embed-make');
  await made.page.waitForFunction(() => document.getElementById('embed-code').value.includes('embed.html'));
  const code = await made.page.inputValue('#embed-code');
  assertNoErrors(made.errors);
  await made.context.close();
  assert.doesNotMatch(code, /\sstyle=/, 'no inline style');
  assert.match(code, /class="alpha-beta-embed"/);
  // A 320 px phone column with the host's own sheet: max-width: 100%.
  const opened = await openPage(env.browser, env.server.url + 'favicon.svg', { viewport: { width: 320, height: 640 } });
  const url = env.server.url + 'notes.html';
  await opened.page.route(env.server.url + 'notes.css', (route) =>
    route.fulfill({ contentType: 'text/css', body: 'body { margin: 8px; } .alpha-beta-embed { max-width: 100%; }' }),
  );
  await opened.page.route(url, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      headers: { 'Content-Security-Policy': "default-src 'none'; style-src 'self'; frame-src 'self'; img-src 'self'" },
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Notes</title><link rel="stylesheet" href="notes.css"></head><body>${code}</body></html>`,
    }),
  );
  await opened.page.goto(url);
  // The frame loads lazily: wait for its drawing through the host (same origin).
  await opened.page.waitForFunction(() => document.querySelector('iframe')?.contentDocument?.documentElement?.dataset.ready === '1');
  const frame = opened.page.frame({ url: /embed\.html/ });
  assert.match(await counter(frame), /^5 \//);
  const width = await opened.page.$eval('iframe', (f) => f.getBoundingClientRect().right);
  assert.ok(width <= 320, `the frame ends at ${width} px in a 320 px page`);
  assert.equal(await opened.page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), true, 'nothing scrolls sideways');
  assertNoErrors(opened.errors);
  await opened.context.close();
});

test('a page on another origin frames the embed view (frame-ancestors *)', async () => {
  // The course notes are a real file served on a second port: another
  // origin (a page fulfilled by a Playwright route would count as a public
  // address, which Chromium keeps from framing 127.0.0.1).
  const dir = await mkdtemp(path.join(os.tmpdir(), 'ab-notes-'));
  await writeFile(
    path.join(dir, 'notes.html'),
    '<!doctype html><html><head><meta charset="utf-8"><title>Course notes</title></head><body>' +
      `<iframe src="${env.server.url}embed.html#preset=classic&step=end" width="600" height="400" title="tree"></iframe></body></html>`,
  );
  // The notes' own strict CSP allows frames from the tree's site only.
  const other = await startServer(dir, { csp: `default-src 'self'; frame-src ${env.server.url}` });
  try {
    const opened = await openPage(env.browser, other.url + 'notes.html', { viewport: { width: 800, height: 600 } });
    const frame = await (await opened.page.waitForSelector('iframe')).contentFrame();
    await frame.waitForFunction(() => document.documentElement.dataset.ready === '1');
    assert.notEqual(new URL(frame.url()).origin, new URL(opened.page.url()).origin);
    assert.match(await counter(frame), /^(\d+) \/ \1$/);
    assert.equal(await frame.$$eval('g.node[data-node-id]', (gs) => gs.length), 13);
    assertNoErrors(opened.errors);
    await opened.context.close();
  } finally {
    await other.close();
    await rm(dir, { recursive: true, force: true });
  }
});

test('play=1 plays on load, and a leaf can be edited in place unless edit=0', async () => {
  const playing = await host('#tree=' + encodeURIComponent(CLASSIC) + '&play=1&lang=fr');
  assert.equal(await playing.frame.getAttribute('#play', 'data-playing'), 'true');
  await playing.frame.waitForFunction(() => Number(document.getElementById('counter').textContent.split('/')[0]) >= 1);
  assert.equal(await playing.frame.getAttribute('html', 'lang'), 'fr');
  assertNoErrors(playing.errors);
  await playing.context.close();

  const editable = await host('#tree=' + encodeURIComponent(CLASSIC) + '&step=end');
  const f = editable.frame;
  assert.deepEqual(await f.$$eval('g.node[data-state="pruned"]', (gs) => gs.map((g) => g.dataset.nodeId)), ['7', '8']);
  await f.$eval('g.node[data-node-id="6"] text.val', (t) => t.dispatchEvent(new MouseEvent('click', { bubbles: true })));
  assert.equal(await f.isVisible('.leaf-input'), true);
  await f.fill('.leaf-input', '5');
  await f.press('.leaf-input', 'Enter');
  // R.2 = [5, 4, 6]: 5 > 3, then 4 > 3, then 6: no cut at all.
  assert.deepEqual(await f.$$eval('g.node[data-state="pruned"]', (gs) => gs.length), 0);
  assert.equal(await f.textContent('g.node[data-node-id="6"] text.val'), '5');
  assertNoErrors(editable.errors);
  await editable.context.close();

  const fixed = await host('#tree=' + encodeURIComponent(CLASSIC) + '&step=end&edit=0');
  await fixed.frame.$eval('g.node[data-node-id="6"] text.val', (t) => t.dispatchEvent(new MouseEvent('click', { bubbles: true })));
  assert.equal(await fixed.frame.isVisible('.leaf-input'), false);
  assert.equal(await fixed.frame.textContent('g.node[data-node-id="6"] text.val'), '2');
  assertNoErrors(fixed.errors);
  await fixed.context.close();
});

test('the embed view refuses a hostile fragment with a message and draws a default tree', async () => {
  const { frame, errors, context, page } = await host('#tree=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E');
  const dialogs = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    d.dismiss();
  });
  assert.equal(await frame.isVisible('#error'), true);
  assert.ok((await frame.$$('g.node[data-node-id]')).length > 1);
  assert.equal(await frame.$$eval('img', (s) => s.length), 0);
  assert.deepEqual(dialogs, []);
  assertNoErrors(errors);
  await context.close();
});

test('aspiration=G,D in the embed searches the root with (G − D, G + D) first, as the page and the element do; a key that does not read is said, in both languages', async () => {
  // The classic tree is worth 3: guessed at 6 ± 1, the window (5, 7) fails low.
  const tree = encodeURIComponent(CLASSIC);
  const { frame, errors, context } = await host('#tree=' + tree + '&aspiration=6,1&step=1');
  assert.match(
    await frame.textContent('#narration'),
    /Aspiration window: the root’s value is guessed to be 6, so R is first searched with the narrow window \(5, 7\)/,
  );
  // The window is drawn beside the root, readable and not covered.
  const tag = await frame.$eval('g.window-tag[data-kind="aspiration"]:not([display="none"])', (g) => {
    const text = g.querySelector('.window-text');
    const r = text.getBoundingClientRect();
    g.style.pointerEvents = 'auto';
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    g.style.pointerEvents = '';
    return { text: text.textContent, height: r.height, visible: Boolean(hit && g.contains(hit)) };
  });
  assert.equal(tag.text, 'aspiration (5, 7)');
  assert.ok(tag.visible && tag.height >= 11, JSON.stringify(tag));
  assert.match(await frame.getAttribute('#open-full', 'href'), /aspiration=6,1/);
  await frame.click('#last');
  assert.match(await frame.textContent('#narration'), /The root's value is 3/);
  assertNoErrors(errors);
  await context.close();

  for (const [lang, said] of [
    ['en', /Its key aspiration= does not read/],
    ['fr', /Sa clé aspiration= est illisible/],
  ]) {
    const bad = await host('#tree=' + tree + `&aspiration=6;1&lang=${lang}&step=1`);
    assert.equal(await bad.frame.isVisible('#error'), true);
    assert.match(await bad.frame.textContent('#error'), said);
    // The rest of the link is kept: the tree, the language and the step, searched without the window.
    assert.match(await bad.frame.textContent('#narration'), lang === 'en' ? /^Enter R \(MAX\)/ : /^On entre dans R \(Max\)/);
    assertNoErrors(bad.errors);
    await bad.context.close();
  }
});

// An engine that cannot load (no wasm on the host, a network that drops):
// the frame says why, and its link to the full page still works, the way
// out for the reader; the steps stay off, with no tree to step.
test('the embed view whose engine cannot load says why, and its link to the full page still works', async () => {
  const { context, page } = await openPage(env.browser, 'about:blank', { viewport: { width: 480, height: 360 } });
  await page.route('**/pkg/alphabeta_bg.wasm', (route) => route.abort());
  await page.goto(env.server.url + 'embed.html#preset=fig25b&step=12');
  await page.waitForSelector('#error:not([hidden])');
  await page.waitForFunction(() => document.documentElement.dataset.shown === '1');
  assert.match(await page.textContent('#error'), /engine/i);
  const link = await page.$eval('#open-full', (a) => {
    const r = a.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return { inert: Boolean(a.closest('[inert]')), seen: hit === a || a.contains(hit) };
  });
  assert.deepEqual(link, { inert: false, seen: true }, 'the link to the full page is seen and takes a click');
  const popup = page.waitForEvent('popup');
  await page.click('#open-full');
  await (await popup).close();
  assert.equal(await page.$eval('#next', (b) => Boolean(b.closest('[inert]'))), true, 'the steps stay off');
  await context.close();
});
