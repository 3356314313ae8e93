// Accessibility in every view, checked by axe-core 4.14 (WCAG 2.1 A and
// AA) in headless Chromium: the demonstration, practice after Check, the
// game panel, the move-ordering panel, the editor with a node selected, the
// embed view, a host page with the <alpha-beta-tree> element, and the
// printed sheet; in English and French. Then a pass over the main controls:
// each has an accessible name in both languages, and Tab reaches the tree.
//
// Run after `cargo xtask build`: node --test tests/a11y.test.mjs

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startServer } from './support/server.mjs';
import { openPage, waitForReady, assertNoErrors, chooseLang } from './support/browser.mjs';
import { useBrowser } from './support/suite.mjs';
import { violations } from './support/axe.mjs';

const env = useBrowser();
const host = { dir: null, server: null };

before(async () => {
  await env.ready();
  host.dir = await mkdtemp(path.join(os.tmpdir(), 'ab-a11y-'));
  const ours = env.server.url.replace(/\/$/, '');
  await writeFile(
    path.join(host.dir, 'notes.html'),
    `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Course notes</title>
<script type="module" src="${ours}/js/element.js"></script>
</head><body><main><h1>Alpha-beta pruning</h1>
<alpha-beta-tree tree="fig25b" step="3"></alpha-beta-tree>
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

/** Asserts axe finds nothing, naming the view. */
async function clean(page, view) {
  const found = await violations(page);
  assert.deepEqual(found, [], `${view}:\n${found.join('\n')}`);
}

for (const lang of ['en', 'fr']) {
  test(`${lang}: the demonstration, its panels and the editor have no WCAG 2.1 A/AA violation`, async () => {
    const { context, page, errors } = await openPage(env.browser, env.server.url + `#preset=schema6bis&step=12&lang=${lang}`, {
      viewport: { width: 1280, height: 800 },
    });
    await waitForReady(page);
    await clean(page, 'demonstration');
    // The move-ordering panel, loaded on first sight.
    await page.locator('#orderings').scrollIntoViewIfNeeded();
    await page.waitForSelector('#orderings[data-loaded="true"]', { state: 'attached' });
    await page.waitForSelector('#ord-table tbody tr');
    await clean(page, 'orderings');
    // The editor: a leaf selected, its value field open.
    await page.locator('#tree').focus();
    await page.click('#tree g.node[data-node-id="3"]');
    await clean(page, 'editor, a leaf selected');
    // The settings' panels opened: the notation, a random tree, a game, sharing.
    for (const id of ['notation', 'random', 'share']) await page.locator(`#${id} summary`).click();
    await clean(page, 'settings panels');
    await page.locator('#game summary').click();
    await page.click('#game-search');
    await page.waitForSelector('#game-view:not([hidden])');
    await clean(page, 'game panel and its tree');
    assertNoErrors(errors);
    await context.close();
  });

  test(`${lang}: practice after Check, the embed, the element and the sheet have no WCAG 2.1 A/AA violation`, async () => {
    const { context, page, errors } = await openPage(env.browser, env.server.url + `#mode=practice&exercise=medium-42&lang=${lang}`, {
      viewport: { width: 1366, height: 768 },
    });
    await waitForReady(page);
    await page.waitForSelector('#p-check:not([disabled])');
    await clean(page, 'practice');
    await page.click('#p-check');
    await page.waitForFunction(() => document.querySelector('#p-summary').textContent.trim() !== '');
    await clean(page, 'practice after Check');
    await page.goto(env.server.url + `embed.html#preset=fig25b&step=12&lang=${lang}`);
    await waitForReady(page);
    await clean(page, 'embed');
    await page.goto(env.server.url + `sheet.html#difficulty=medium&seed=42&count=2&lang=${lang}`);
    await waitForReady(page);
    await clean(page, 'sheet');
    await page.goto(host.server.url + 'notes.html');
    await page.waitForFunction(() => document.querySelector('alpha-beta-tree')?.dataset.ready === '1');
    // axe itself adds inline styles, which the host's strict policy
    // refuses: the page's own errors are counted before it runs.
    assertNoErrors(errors);
    await clean(page, 'element on a host page');
    await context.close();
  });
}

test('on projectors (1024×768, 1280×720 with Large text) the demonstration has no WCAG 2.1 A/AA violation', async () => {
  // The narrow player hides its visible labels: each control must keep a name.
  for (const [width, height, large] of [
    [1024, 768, false],
    [1280, 720, true],
  ]) {
    const { context, page, errors } = await openPage(env.browser, env.server.url + `#preset=classic&step=9${large ? '&large=1' : ''}`, {
      viewport: { width, height },
    });
    await waitForReady(page);
    await clean(page, `${width}×${height}${large ? ', Large text' : ''}`);
    assertNoErrors(errors);
    await context.close();
  }
});

test('every control of the page has an accessible name in English and in French, and Tab reaches the tree first', async () => {
  const { context, page, errors } = await openPage(env.browser, env.server.url + '#preset=classic', { viewport: { width: 1280, height: 800 } });
  await waitForReady(page);
  // Keyboard only: the first Tab stop is the skip button, which takes the focus to the tree.
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'skip-tree');
  await page.keyboard.press('Enter');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'tree');
  for (const lang of ['en', 'fr']) {
    if (lang === 'fr') await chooseLang(page, 'fr');
    const nameless = await page.evaluate(() => {
      const named = (e) => {
        if (e.getAttribute('aria-label')?.trim() || e.getAttribute('aria-labelledby')) return true;
        if (e.labels && [...e.labels].some((l) => l.textContent.trim())) return true;
        if (e.closest('label')?.textContent.trim()) return true;
        if (e.tagName === 'BUTTON' && e.textContent.trim()) return true;
        if (e.tagName === 'SUMMARY' && e.textContent.trim()) return true;
        return Boolean(e.getAttribute('title')?.trim());
      };
      return [...document.querySelectorAll('button, input, select, textarea, summary, [role="application"]')]
        .filter((e) => !e.closest('[hidden]') && getComputedStyle(e).display !== 'none' && !named(e))
        .map((e) => e.id || e.outerHTML.slice(0, 80));
    });
    assert.deepEqual(nameless, [], `${lang}: controls without a name`);
  }
  assertNoErrors(errors);
  await context.close();
});

/** The text of the page's live status regions, as the accessibility tree exposes them to a screen reader. */
async function spokenStatus(page) {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  await cdp.detach();
  const byId = new Map(nodes.map((n) => [n.nodeId, n]));
  const text = (n) => (n.role?.value === 'StaticText' ? (n.name?.value ?? '') : (n.childIds ?? []).map((c) => (byId.has(c) ? text(byId.get(c)) : '')).join(''));
  return nodes
    .filter((n) => n.role?.value === 'status' && !n.ignored && n.properties?.some((p) => p.name === 'live' && p.value.value === 'polite'))
    .map(text)
    .filter(Boolean);
}

test('a screen reader hears the selected node as the arrows move it in the drawing, in English and French', async () => {
  for (const lang of ['en', 'fr']) {
    const { context, page, errors } = await openPage(env.browser, `${env.server.url}#preset=fig25b&step=12&lang=${lang}`, {
      viewport: { width: 1280, height: 800 },
    });
    await waitForReady(page);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const heard = [];
    for (const key of ['ArrowDown', 'ArrowDown', 'ArrowRight', 'ArrowUp']) {
      await page.keyboard.press(key);
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      assert.equal(await page.evaluate(() => document.activeElement.id), 'tree', `${lang}: the drawing keeps the focus`);
      const said = await spokenStatus(page);
      const panel = await page.evaluate(() => document.getElementById('tree-said').textContent);
      assert.ok(panel.length > 0, `${lang}: ${key} says something`);
      assert.ok(said.includes(panel), `${lang}: the accessibility tree exposes it as a polite status: ${JSON.stringify(said)}`);
      heard.push(panel);
    }
    // Down, down, right, up: the current node, its first child, that
    // child's neighbour, and back to the node; each with its player or
    // kind, its state, its window with where it came from, and its value.
    assert.equal(new Set(heard.slice(0, 3)).size, 3, `${lang}: each move says another node: ${heard.join(' | ')}`);
    assert.equal(heard[3], heard[0], `${lang}: up says the node again`);
    assert.match(heard[0], /^y ?: (MIN|Min)/);
    assert.match(heard[1], lang === 'en' ? /^y\.1: leaf/ : /^y\.1 : feuille/);
    assert.match(heard.join(' '), /α/);
    assert.match(heard.join(' '), /β/);
    assertNoErrors(errors);
    await context.close();
  }
});
