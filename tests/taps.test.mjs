// Tap areas on a touch screen (style.css and embed.css, `@media (pointer:
// coarse)`): on a 390×844 phone with touch, every control a person sees —
// button, menu, field, slider, summary, link, and a checkbox with its
// label — has a box of at least 44×44 CSS px, and a tap at its centre
// lands on it (document.elementFromPoint: nothing covers it). On the page
// with the settings open (each of their sections unfolded) and folded, in
// practice mode with a node selected and after Check, in the embed view
// and in the <alpha-beta-tree> element. The drawing's nodes are not
// controls here. A mouse keeps the denser sizes: the same page at 1366×768
// without touch has 34 px buttons.
//
// Run after `cargo xtask build`: node --test --test-concurrency=1 tests/taps.test.mjs

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startServer } from './support/server.mjs';
import { openPage, waitForReady, assertNoErrors } from './support/browser.mjs';
import { useBrowser } from './support/suite.mjs';
import { LAPTOP, PHONE, pointAt, twoFrames } from './support/screens.mjs';

const MIN = 44;
const env = useBrowser();
const host = { dir: null, server: null };

before(async () => {
  await env.ready();
  host.dir = await mkdtemp(path.join(os.tmpdir(), 'ab-taps-'));
  const ours = env.server.url.replace(/\/$/, '');
  await writeFile(
    path.join(host.dir, 'notes.html'),
    `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Course notes</title>
<script type="module" src="${ours}/js/element.js"></script>
</head><body><main><h1>Alpha-beta pruning</h1>
<alpha-beta-tree tree="fig25b" step="3" editable answer></alpha-beta-tree>
</main></body></html>
`,
  );
  const csp = `default-src 'none'; script-src ${ours} 'wasm-unsafe-eval'; style-src 'self' ${ours}; connect-src ${ours}; img-src 'self' ${ours} data:`;
  host.server = await startServer(host.dir, { csp });
});

after(async () => {
  await host.server?.close();
  if (host.dir) await rm(host.dir, { recursive: true, force: true });
});

/**
 * Every visible control of the document (or of the element's shadow tree,
 * `element` its selector): its name, its tap area (a checkbox's or a
 * file field's is its label) and what a tap at the area's centre hits,
 * each scrolled to the middle of the screen first. Returns the failures.
 */
async function smallOrCovered(page, element = null) {
  return page.evaluate(
    ([sel, min]) => {
      const root = sel ? document.querySelector(sel).shadowRoot : document;
      // A menu's own face (`<select><button><selectedcontent>`) is the menu's
      // tap area, measured as the menu.
      const controls = [...root.querySelectorAll('button, select, input, textarea, summary, a[href]')].filter((c) => !c.matches('select > button'));
      const name = (c) =>
        `${c.tagName.toLowerCase()}${c.id ? '#' + c.id : ''}${c.className && typeof c.className === 'string' ? '.' + c.className.trim().split(/\s+/).join('.') : ''} "${(c.getAttribute('aria-label') || c.textContent || c.value || '').trim().slice(0, 30)}"`;
      const out = [];
      for (const c of controls) {
        const labelled = c.matches('input[type="checkbox"], input[type="radio"], input[type="file"]');
        const area = labelled ? (c.closest('label') ?? c.labels?.[0] ?? c) : c;
        // Seen: not hidden, not in a folded <details> (content-visibility), not invisible.
        if (!area.checkVisibility({ visibilityProperty: true }) || area.getClientRects().length === 0) continue;
        let r = area.getBoundingClientRect();
        // Out of sight: the skip link until it has the focus (1×1).
        if (r.width <= 1 || r.height <= 1) continue;
        area.scrollIntoView({ block: 'center', inline: 'nearest' });
        r = area.getBoundingClientRect();
        const w = Math.round(r.width * 10) / 10;
        const h = Math.round(r.height * 10) / 10;
        if (w < min || h < min) out.push(`${name(c)}: ${w}×${h}`);
        const x = r.left + r.width / 2;
        const y = r.top + r.height / 2;
        if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) {
          out.push(`${name(c)}: its centre (${Math.round(x)}, ${Math.round(y)}) is off the screen`);
          continue;
        }
        const hit = root.elementFromPoint(x, y);
        if (hit === null || !(area === hit || area.contains(hit))) {
          const by = hit ? `${hit.tagName.toLowerCase()}${hit.id ? '#' + hit.id : ''}.${String(hit.className?.baseVal ?? hit.className)}` : 'nothing';
          out.push(`${name(c)}: a tap at its centre hits ${by}`);
        }
      }
      return out;
    },
    [element, MIN],
  );
}

/** The number of controls `smallOrCovered` looks at, so that a test cannot pass on none. */
const countControls = (page) =>
  page.evaluate(
    () =>
      [...document.querySelectorAll('button, select, input, textarea, summary, a[href]')].filter(
        (c) => !c.matches('select > button') && c.checkVisibility({ visibilityProperty: true }),
      ).length,
  );

test('the page on a touch phone: every control, settings open (each section unfolded) and folded, is 44×44 and takes its tap', async () => {
  const { context, page, errors } = await openPage(env.browser, env.server.url + '#preset=classic&step=12', PHONE);
  await waitForReady(page);
  if (await page.evaluate(() => document.getElementById('setup').hidden)) await page.tap('#show-settings');
  for (const id of ['notation', 'random', 'game', 'share']) {
    await page.locator(`#${id} summary`).scrollIntoViewIfNeeded();
    await page.tap(`#${id} summary`);
  }
  await page.waitForSelector('#game-board .cell');
  await twoFrames(page);
  assert.ok((await countControls(page)) > 60, 'the settings show their controls');
  assert.deepEqual(await smallOrCovered(page), [], 'settings open');
  await page.evaluate(() => scrollTo(0, 0));
  await page.tap('#show-settings');
  await page.waitForFunction(() => document.getElementById('setup').hidden);
  await twoFrames(page);
  assert.deepEqual(await smallOrCovered(page), [], 'settings folded');
  assertNoErrors(errors);
  await context.close();
});

test('practice mode on a touch phone: its panel, the docked node tools and the feedback after Check are 44×44 and take their taps', async () => {
  const { context, page, errors } = await openPage(env.browser, env.server.url + '#mode=practice&exercise=medium-42', PHONE);
  await waitForReady(page);
  await page.waitForFunction(() => document.getElementById('practice').getAttribute('aria-busy') === 'false');
  await pointAt(page, 1, true);
  await page.waitForFunction(() => document.querySelector('#p-tools').dataset.selected !== 'false' && document.querySelector('#p-node').textContent !== '');
  await twoFrames(page);
  assert.deepEqual(await smallOrCovered(page), [], 'a node selected');
  await page.evaluate(() => document.getElementById('p-check').scrollIntoView({ block: 'center' }));
  await page.tap('#p-check');
  await page.waitForFunction(() => document.querySelector('#p-summary').textContent.trim() !== '');
  await twoFrames(page);
  assert.ok((await page.$$eval('#p-list button', (b) => b.length)) > 0, 'mistakes listed');
  assert.deepEqual(await smallOrCovered(page), [], 'after Check');
  assertNoErrors(errors);
  await context.close();
});

test('practice on a touch phone: a tap off a leaf, within 22 px of its centre and nearer it than any other node, selects that leaf', async () => {
  // A leaf is drawn 23 × 19 px on hard-7 at 390 × 844: a tap 14 px off
  // its centre missed it, where a finger's target is 44 px square.
  const { context, page, errors } = await openPage(env.browser, env.server.url + '#mode=practice&exercise=hard-7', PHONE);
  await waitForReady(page);
  await page.waitForFunction(() => document.getElementById('practice').getAttribute('aria-busy') === 'false');
  const leaves = await page.$$eval('#tree g.node.leaf', (gs) => gs.map((g) => g.dataset.nodeId));
  const found = [];
  let tried = 0;
  for (const id of leaves) {
    // Where the leaf is now (selecting a node may fit the tree again), a
    // point 14 px right and 12 px down of its centre, if no node is drawn
    // there and no other node's centre is nearer.
    const at = await page.evaluate((id) => {
      const shape = document.querySelector(`#tree g.node[data-node-id="${id}"] .shape`);
      shape.scrollIntoView({ block: 'center' });
      const centre = (s) => {
        const r = s.getBoundingClientRect();
        return [r.x + r.width / 2, r.y + r.height / 2];
      };
      const [cx, cy] = centre(shape);
      const x = cx + 14;
      const y = cy + 12;
      const hit = document.elementFromPoint(x, y);
      if (!hit || hit.closest('g.node') || !hit.closest('#tree')) return null;
      const mine = Math.hypot(14, 12);
      for (const s of document.querySelectorAll('#tree g.node .shape')) {
        const [ox, oy] = centre(s);
        if (s !== shape && Math.hypot(ox - x, oy - y) <= mine) return null;
      }
      return { x, y };
    }, id);
    if (!at) continue;
    tried++;
    await page.touchscreen.tap(at.x, at.y);
    await twoFrames(page);
    const selected = await page.getAttribute('#tree g.node[data-selected="true"]', 'data-node-id').catch(() => null);
    if (selected !== id) found.push(`a tap 14 px right and 12 px below leaf ${id} selected ${selected}`);
  }
  assert.ok(tried >= 4, `${tried} leaves tried`);
  assert.deepEqual(found, []);
  assertNoErrors(errors);
  await context.close();
});

test('the embed view and the element on a touch phone: their bars are 44×44 and take their taps', async () => {
  const { context, page, errors } = await openPage(env.browser, env.server.url + 'embed.html#preset=fig25b&step=3&answer=1', PHONE);
  await waitForReady(page);
  assert.ok((await countControls(page)) >= 7, 'the embed bar');
  assert.deepEqual(await smallOrCovered(page), [], 'embed');
  await page.goto(host.server.url + 'notes.html');
  await page.waitForFunction(() => document.querySelector('alpha-beta-tree')?.dataset.ready === '1');
  await twoFrames(page);
  assert.ok((await page.$eval('alpha-beta-tree', (e) => e.shadowRoot.querySelectorAll('button').length)) >= 5, 'the element bar');
  assert.deepEqual(await smallOrCovered(page, 'alpha-beta-tree'), [], 'element');
  assertNoErrors(errors);
  await context.close();
});

test('a mouse keeps the denser controls: at 1366×768 without touch a step button is under 44 px tall', async () => {
  const { context, page, errors } = await openPage(env.browser, env.server.url + '#preset=classic&step=12', LAPTOP);
  await waitForReady(page);
  const heights = await page.$$eval('#large, #show-settings, #lang', (els) => els.map((e) => e.getBoundingClientRect().height));
  assert.ok(
    heights.every((h) => h < MIN),
    `header controls ${heights.join(', ')} px`,
  );
  assertNoErrors(errors);
  await context.close();
});
