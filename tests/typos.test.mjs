// A typo in a link or an attribute is said, as the CLI says it, instead of
// silently showing another tree or another search (issue 43, "Typos are
// silent"): the page, the embed view and the <alpha-beta-tree> element.
//
// Run after `cargo xtask build`: node --test tests/typos.test.mjs

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startServer } from './support/server.mjs';
import { openPage, waitForReady, assertNoErrors } from './support/browser.mjs';
import { useBrowser } from './support/suite.mjs';

const env = useBrowser();
const host = { dir: null, server: null };

before(async () => {
  await env.ready();
  host.dir = await mkdtemp(path.join(os.tmpdir(), 'ab-typo-'));
  const ours = env.server.url.replace(/\/$/, '');
  await writeFile(
    path.join(host.dir, 'notes.html'),
    `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Notes</title>
<script type="module" src="${ours}/js/element.js"></script>
</head><body><alpha-beta-tree id="a" tree="fig25c"></alpha-beta-tree></body></html>
`,
  );
  host.server = await startServer(host.dir, {
    csp: `default-src 'none'; script-src ${ours} 'wasm-unsafe-eval'; style-src ${ours}; connect-src ${ours}; img-src ${ours} data:`,
  });
});

after(async () => {
  await host.server?.close();
  if (host.dir) await rm(host.dir, { recursive: true, force: true });
});

/** The error box's text once it shows, or '' when it stays hidden. */
async function shownError(page, selector = '#error') {
  await page.waitForSelector(`${selector}:not([hidden])`, { timeout: 5000 }).catch(() => null);
  return (await page.isVisible(selector)) ? (await page.textContent(selector)).replace(/\s+/g, ' ') : '';
}

test('the page says a preset name that is none, and each key that does not read', async () => {
  const cases = [
    ['#preset=fig25c', /no preset called "fig25c".*schema6bis/],
    ['#preset=classic&algo=alphabta', /algo=.*alphabeta/],
    ['#preset=classic&ties=maybe', /ties=.*prune \| strict/],
    ['#preset=classic&step=x', /step=/],
    ['#preset=classic&depth=two', /depth=/],
    ['#preset=classic&lang=de', /lang=.*en \| fr/],
  ];
  for (const [hash, said] of cases) {
    const { page, errors, context } = await openPage(env.browser, env.server.url + 'index.html' + hash);
    await waitForReady(page);
    assert.match(await shownError(page), said, hash);
    // The page still draws a tree.
    assert.ok((await page.$$('#tree g.node')).length > 0, hash);
    assertNoErrors(errors);
    await context.close();
  }
  // A good link says nothing.
  const { page, errors, context } = await openPage(env.browser, env.server.url + 'index.html#preset=fig25b&algo=pvs&ties=strict&step=end');
  await waitForReady(page);
  assert.equal(await shownError(page), '');
  assertNoErrors(errors);
  await context.close();
});

test('the embed view and the element say a preset name that is none, in the reader’s language', async () => {
  for (const [hash, said] of [
    ['#preset=fig25c', /no preset called "fig25c"/],
    ['#preset=fig25c&lang=fr', /pas d’exemple nommé « fig25c »/],
    ['#preset=classic&algo=alphabta', /algo=/],
  ]) {
    const { page, errors, context } = await openPage(env.browser, env.server.url + 'embed.html' + hash);
    await waitForReady(page);
    assert.match(await shownError(page), said, hash);
    assertNoErrors(errors);
    await context.close();
  }
  const { page, errors, context } = await openPage(env.browser, host.server.url + 'notes.html');
  await page.waitForFunction(() => document.querySelector('#a')?.dataset.ready === '1');
  const text = await page.$eval('#a', (el) => {
    const box = el.shadowRoot.querySelector('.error');
    return box && !box.hidden ? box.textContent : '';
  });
  assert.match(text, /no preset called "fig25c"/);
  assert.doesNotMatch(text, /line \d+|column/i, 'not the notation’s error');
  assertNoErrors(errors);
  await context.close();
});
