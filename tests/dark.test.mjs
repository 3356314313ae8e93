// Dark mode (style.css's colour table, light-dark()): with the reader's
// prefers-color-scheme dark, the page (classic at step 12, a chance tree,
// practice mode after Check), the embed view and the <alpha-beta-tree>
// element have a dark ground, no WCAG 2.1 A/AA violation by axe-core (its
// color-contrast rule among them), and every text of the drawing reads at
// 4.5:1 or more against what is behind it, measured in pixels: the text
// alone on screen against the same place without it. The same holds in
// light mode; a host page forces the element's scheme with `scheme`; an
// exported SVG is light whatever the screen's. Screenshots of the dark
// views go to /tmp/dark-*.png.
//
// Run after `cargo xtask build`: node --test --test-concurrency=1 tests/dark.test.mjs

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startServer } from './support/server.mjs';
import { openPage, waitForReady, assertNoErrors } from './support/browser.mjs';
import { useBrowser } from './support/suite.mjs';
import { LAPTOP, pointAt, twoFrames } from './support/screens.mjs';
import { violations } from './support/axe.mjs';

const env = useBrowser();
const host = { dir: null, server: null };

before(async () => {
  await env.ready();
  host.dir = await mkdtemp(path.join(os.tmpdir(), 'ab-dark-'));
  const ours = env.server.url.replace(/\/$/, '');
  // A host page of course notes, light only, with an element of each kind:
  // the reader's scheme, forced light, forced dark, the host page's scheme
  // (color-scheme: inherit), and one whose ground the host restyles.
  await writeFile(path.join(host.dir, 'host.css'), '#inherit { color-scheme: inherit; } #styled { --bg: light-dark(#fffbe6, #2a2000); height: 200px; }\n');
  await writeFile(
    path.join(host.dir, 'notes.html'),
    `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Course notes</title>
<link rel="stylesheet" href="host.css">
<script type="module" src="${ours}/js/element.js"></script>
</head><body><main><h1>Alpha-beta pruning</h1>
<alpha-beta-tree id="own" tree="fig25b" step="12"></alpha-beta-tree>
<alpha-beta-tree id="light" tree="classic" step="9" scheme="light"></alpha-beta-tree>
<alpha-beta-tree id="dark" tree="classic" step="9" scheme="dark"></alpha-beta-tree>
<alpha-beta-tree id="inherit" tree="classic" step="9"></alpha-beta-tree>
<alpha-beta-tree id="styled" tree="classic" step="9" controls="none"></alpha-beta-tree>
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

/** WCAG's relative luminance of an `rgb(…)` string or an [r, g, b] triple. */
function luminance(colour) {
  const rgb = Array.isArray(colour)
    ? colour
    : colour
        .match(/[\d.]+/g)
        .slice(0, 3)
        .map(Number);
  const [r, g, b] = rgb.map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * Every text of the drawing that is on screen and not under another box
 * (the zoom bar), with its box, grouped so that no two boxes of a group meet.
 */
async function drawnTexts(page, element) {
  return page.evaluate((sel) => {
    // The page's and the embed's drawing, or the element's (in its shadow tree).
    const svg = sel ? document.querySelector(sel).shadowRoot.querySelector('svg.tree') : document.querySelector('svg.tree');
    const root = svg.getRootNode();
    const texts = [...svg.querySelectorAll('text')].filter((t) => {
      const r = t.getBoundingClientRect();
      if (r.width < 3 || r.height < 3 || !t.textContent.trim() || getComputedStyle(t).visibility !== 'visible') return false;
      if (r.left < 0 || r.top < 0 || r.right > innerWidth || r.bottom > innerHeight) return false;
      const at = root.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return at !== null && (at === svg || svg.contains(at));
    });
    const groups = [];
    texts.forEach((t, i) => {
      t.dataset.contrastText = String(i);
      const r = t.getBoundingClientRect();
      const box = { i, text: t.textContent, cls: t.getAttribute('class') ?? '', x: r.left, y: r.top, w: r.width, h: r.height };
      const meets = (b) => !(b.x > box.x + box.w + 2 || box.x > b.x + b.w + 2 || b.y > box.y + box.h + 2 || box.y > b.y + b.h + 2);
      const group = groups.find((g) => !g.some(meets));
      if (group) group.push(box);
      else groups.push([box]);
    });
    return groups;
  }, element);
}

/** Shows only the texts of `shown` (their indices), or none: the others are painted transparent. */
async function showOnly(page, element, shown) {
  await page.evaluate(
    ([sel, keep]) => {
      const svg = sel ? document.querySelector(sel).shadowRoot.querySelector('svg.tree') : document.querySelector('svg.tree');
      for (const t of svg.querySelectorAll('text[data-contrast-text]')) {
        if (keep.includes(Number(t.dataset.contrastText))) t.style.removeProperty('fill');
        else t.style.setProperty('fill', 'transparent', 'important');
      }
    },
    [element ?? null, shown],
  );
  await twoFrames(page);
}

/**
 * Each drawn text's contrast against what is behind it: the ground is the
 * commonest colour of its box with no text painted (its halo stays), the
 * text's colour the pixel of its glyphs farthest from that ground (its
 * strokes' core, past the anti-aliasing). Returns the texts under `min`,
 * the least contrast and the number of texts.
 */
async function lowContrast(page, context, element, min = 4.5) {
  const groups = await drawnTexts(page, element ?? null);
  assert.ok(groups.flat().length > 5, `the drawing shows its texts (${groups.flat().length})`);
  await showOnly(page, element, []);
  const ground = (await page.screenshot()).toString('base64');
  const shots = [];
  for (const group of groups) {
    await showOnly(
      page,
      element,
      group.map((b) => b.i),
    );
    shots.push((await page.screenshot()).toString('base64'));
  }
  await showOnly(
    page,
    element,
    groups.flat().map((b) => b.i),
  );
  const blank = await context.newPage();
  const found = await blank.evaluate(
    async ({ ground, shots, groups, min }) => {
      const luminance = (rgb) => {
        const [r, g, b] = rgb.map((v) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4));
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      const decode = async (b64) => {
        const image = await createImageBitmap(await (await fetch('data:image/png;base64,' + b64)).blob());
        const c = new OffscreenCanvas(image.width, image.height).getContext('2d');
        c.drawImage(image, 0, 0);
        return c.getImageData(0, 0, image.width, image.height);
      };
      const under = await decode(ground);
      const ratio = (a, b) => {
        const [x, y] = [luminance(a), luminance(b)];
        return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
      };
      const out = [];
      let least = Number.POSITIVE_INFINITY;
      for (let g = 0; g < groups.length; g++) {
        const shown = await decode(shots[g]);
        for (const b of groups[g]) {
          const counts = new Map();
          let best = null;
          const px = (img, o) => [img.data[o], img.data[o + 1], img.data[o + 2]];
          const cells = [];
          for (let y = Math.ceil(b.y); y < Math.floor(b.y + b.h); y++) {
            for (let x = Math.ceil(b.x); x < Math.floor(b.x + b.w); x++) cells.push((y * under.width + x) * 4);
          }
          for (const o of cells) {
            const key = px(under, o).join(',');
            counts.set(key, (counts.get(key) ?? 0) + 1);
          }
          const back = [...counts.entries()]
            .sort((p, q) => q[1] - p[1])[0][0]
            .split(',')
            .map(Number);
          for (const o of cells) {
            const a = px(shown, o);
            const u = px(under, o);
            if (Math.abs(a[0] - u[0]) + Math.abs(a[1] - u[1]) + Math.abs(a[2] - u[2]) < 24) continue;
            const r = ratio(a, back);
            if (best === null || r > best) best = r;
          }
          least = Math.min(least, best ?? 1);
          if (best === null || best < min) out.push(`${b.cls} "${b.text}" ${best === null ? 'not seen' : best.toFixed(2)}:1 on rgb(${back})`);
        }
      }
      return { out, least };
    },
    { ground, shots, groups, min },
  );
  await blank.close();
  return { low: found.out, least: found.least, count: groups.flat().length };
}

/** The body's (or the element's) background, and asserts it is dark or light. */
async function assertGround(page, scheme, view, element) {
  const bg = await page.evaluate((sel) => getComputedStyle(sel ? document.querySelector(sel) : document.body).backgroundColor, element ?? null);
  const l = luminance(bg);
  if (scheme === 'dark') assert.ok(l < 0.2, `${view}: the ground ${bg} is dark (luminance ${l.toFixed(3)})`);
  else assert.ok(l > 0.8, `${view}: the ground ${bg} is light (luminance ${l.toFixed(3)})`);
}

/** axe (WCAG 2.1 A/AA, color-contrast among them), the ground and the drawing's texts of one view. */
async function check(page, context, scheme, view, element) {
  await assertGround(page, scheme, view, element);
  const found = await violations(page);
  assert.deepEqual(found, [], `${scheme}, ${view}:\n${found.join('\n')}`);
  const { low, least, count } = await lowContrast(page, context, element);
  assert.deepEqual(low, [], `${scheme}, ${view}: texts of the drawing under 4.5:1`);
  console.log(`${scheme}, ${view}: ${count} texts of the drawing, the least contrast ${least.toFixed(2)}:1`);
}

/** Opens practice mode on an exercise, answers two nodes and checks. */
async function practiseAndCheck(page) {
  await page.waitForFunction(() => document.getElementById('practice').getAttribute('aria-busy') === 'false');
  await pointAt(page, 1);
  await page.fill('#p-m', '3');
  await page.press('#p-m', 'Enter');
  await pointAt(page, 2);
  await page.click('#p-prune');
  await page.click('#p-check');
  await page.waitForFunction(() => document.querySelector('#p-summary').textContent.trim() !== '');
  await twoFrames(page);
}

for (const scheme of ['dark', 'light']) {
  test(`${scheme}: the page (classic at step 12, a chance tree, practice after Check) reads: ground, axe, the drawing's texts`, async () => {
    const { context, page, errors } = await openPage(env.browser, env.server.url + '#preset=classic&step=12', { ...LAPTOP, colorScheme: scheme });
    await waitForReady(page);
    await check(page, context, scheme, 'classic, step 12');
    if (scheme === 'dark') await page.screenshot({ path: '/tmp/dark-page.png' });
    await page.goto(env.server.url + '#preset=star1&step=end');
    await page.reload();
    await waitForReady(page);
    await check(page, context, scheme, 'star1, the end');
    if (scheme === 'dark') await page.screenshot({ path: '/tmp/dark-chance.png' });
    await page.goto(env.server.url + '#mode=practice&exercise=medium-42');
    await page.reload();
    await waitForReady(page);
    await practiseAndCheck(page);
    assert.ok((await page.$$eval('g.node[data-verdict]', (g) => g.length)) > 3, 'verdicts drawn');
    await check(page, context, scheme, 'practice after Check');
    if (scheme === 'dark') await page.screenshot({ path: '/tmp/dark-practice.png' });
    assertNoErrors(errors);
    await context.close();
  });

  test(`${scheme}: the embed view and the element read: ground, axe, the drawing's texts`, async () => {
    const { context, page, errors } = await openPage(env.browser, env.server.url + 'embed.html#preset=fig25b&step=12', {
      viewport: { width: 600, height: 400 },
      colorScheme: scheme,
    });
    await waitForReady(page);
    await check(page, context, scheme, 'embed');
    if (scheme === 'dark') await page.screenshot({ path: '/tmp/dark-embed.png' });
    await page.setViewportSize({ width: 800, height: 1000 });
    await page.goto(host.server.url + 'notes.html');
    await page.waitForFunction(() => [...document.querySelectorAll('alpha-beta-tree')].every((e) => e.dataset.ready === '1'));
    await twoFrames(page);
    // axe adds inline styles, which the host's strict policy refuses: the
    // page's own errors are counted before it runs.
    assertNoErrors(errors);
    await check(page, context, scheme, 'element', '#own');
    // A host page forces the scheme either way, or lets the element follow
    // its own (light here), and restyles a colour in either scheme.
    await assertGround(page, 'light', 'scheme="light"', '#light');
    await assertGround(page, 'dark', 'scheme="dark"', '#dark');
    await assertGround(page, 'light', 'color-scheme: inherit on a light host', '#inherit');
    assert.equal(
      await page.$eval('#styled', (e) => getComputedStyle(e).backgroundColor),
      scheme === 'dark' ? 'rgb(42, 32, 0)' : 'rgb(255, 251, 230)',
      'the host sets --bg',
    );
    if (scheme === 'dark') await page.screenshot({ path: '/tmp/dark-element.png', fullPage: true });
    await context.close();
  });
}

test('dark: an exported SVG figure is light (its ground is white), the page stays dark', async () => {
  const { context, page, errors } = await openPage(env.browser, env.server.url + '#preset=classic&step=12', { ...LAPTOP, colorScheme: 'dark' });
  await waitForReady(page);
  const figure = await page.evaluate(async () => {
    const { svgFigure } = await import('./js/ui/share.js');
    return svgFigure(document.getElementById('tree'));
  });
  const doc = await page.evaluate((text) => {
    const svg = new DOMParser().parseFromString(text, 'image/svg+xml').documentElement;
    return { fills: [...svg.querySelectorAll('text')].map((t) => t.getAttribute('fill')) };
  }, figure);
  // The texts are dark on the figure's white ground.
  const dark = doc.fills.filter((f) => f?.startsWith('rgb') && luminance(f) < 0.3);
  assert.ok(dark.length > doc.fills.length / 2, `most texts dark in the figure: ${doc.fills.slice(0, 8).join(' ')}`);
  assert.equal(await page.$eval('#tree', (s) => s.hasAttribute('data-figure')), false, 'the page keeps its scheme');
  await assertGround(page, 'dark', 'the page after the export');
  assertNoErrors(errors);
  await context.close();
});
