// The phone's dock on a practice link to a tree (issue 43), as a person
// sees it: 390×844 with touch, a student who chose "cuts, m, α and β" on
// that tree reopens its link (the tree's notation, or its id when the
// tree is kept in this browser: `local=`). The page shows its words with
// the dock at the height the kept detail gives it, so that the tree's
// arrival moves nothing: the layout shift of the load stays ≤ 0.02, the
// dock's top does not move between the preview (the words shown while
// the engine loads) and the first drawing nor after, and every node's
// centre shows the node (elementFromPoint), above the dock. Before, the
// preview read the kept detail for an exercise only: a tree's link showed
// the default detail's dock, 348 px tall, which grew to 392 px as the tree
// came (a shift of 0.083); then for a preset's link, whose tree the engine
// makes, still.
//
// Screenshots go to tests/screenshots/treedock-*.png.
// Run after `cargo xtask build`: node --test --test-concurrency=1 tests/treedock.test.mjs

import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { REPO_ROOT } from './support/server.mjs';
import { openPage, waitForReady, assertNoErrors } from './support/browser.mjs';
import { useBrowser } from './support/suite.mjs';
import { nodesSeen, PHONE } from './support/screens.mjs';
import { textHash } from '../www/js/core/hash.js';

const SHOTS = path.join(REPO_ROOT, 'tests', 'screenshots');
const env = useBrowser();

before(() => mkdir(SHOTS, { recursive: true }));

const TREE = '[[3,12,8],[2,4,6],[14,5,2]]';

/** Before the page's scripts: `text` kept in this browser as a tree too long for a link (urlstate.js keepTree). */
function keepTree(text) {
  // about:blank, between the two visits, has no storage.
  if (location.protocol.startsWith('http')) localStorage.setItem('alphabeta.tree', text);
}

/**
 * Before the page's scripts: every layout shift from the first byte on
 * (window.__shifts), and the dock's top and height when the page shows
 * its words, while the engine loads (window.__atWords).
 */
function observeDock() {
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      window.__shifts.push({ at: Math.round(e.startTime), value: e.value, nodes: (e.sources || []).map((s) => s.node?.id || s.node?.nodeName || '?') });
  }).observe({ type: 'layout-shift', buffered: true });
  new MutationObserver((_, observer) => {
    if (document.documentElement.dataset.words !== '1') return;
    const sticky = document.getElementById('sticky');
    window.__atWords = { top: sticky.getBoundingClientRect().top, height: sticky.offsetHeight };
    observer.disconnect();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-words'] });
}

/** Waits until the practice panel's fields are on (the engine's full module has come). */
function panelAwake(page) {
  return page.waitForFunction(() => document.getElementById('practice').getAttribute('aria-busy') === 'false');
}

for (const [kind, fragment, kept] of [
  ['its notation', `mode=practice&tree=${TREE}`, null],
  ['its id, the tree kept in this browser', `mode=practice&local=${textHash(TREE)}`, TREE],
  // The same tree, which the engine makes from the preset's name: the
  // preview finds its answer by that name (answer.js sourceKey).
  ["a preset's name", 'mode=practice&preset=classic', null],
]) {
  test(`a phone, a practice link to a tree by ${kind}, reopened at "cuts, m, α and β": the dock has its height from the start, nothing shifts, every node is above it`, async () => {
    const { page, errors, context } = await openPage(env.browser, 'about:blank', PHONE);
    if (kept) await context.addInitScript(keepTree, kept);
    // The student's first visit: the level of detail chosen in the panel,
    // which this browser keeps with the answer in progress.
    await page.goto(env.server.url + 'index.html#' + fragment);
    await waitForReady(page);
    await panelAwake(page);
    await page.selectOption('#p-detail', 'full');
    const store = await page.evaluate(() => JSON.parse(localStorage.getItem('alphabeta.practice')));
    assert.deepEqual(
      store.entries.map((e) => e.answer.detail),
      ['full'],
      'the detail chosen is kept',
    );
    // The link reopened, in a load of its own.
    await page.goto('about:blank');
    await context.addInitScript(observeDock);
    await page.goto(env.server.url + 'index.html#' + fragment);
    await waitForReady(page);
    const drawn = await nodesSeen(page);
    const words = await page.evaluate(() => window.__atWords);
    await page.screenshot({ path: path.join(SHOTS, `treedock-${kept ? 'local' : fragment.includes('preset=') ? 'preset' : 'tree'}.png`) });
    assert.equal(await page.inputValue('#p-detail'), 'full', 'the kept detail comes back');
    assert.equal(drawn.nodes.length, 13, 'the tree has 13 nodes');
    assert.equal(
      Math.round(drawn.dock.top),
      Math.round(words.top),
      `the dock's top stays where the preview showed it (${words.height} px tall then, ${drawn.dock.height} px at the first drawing)`,
    );
    assert.deepEqual(
      drawn.nodes.filter((n) => n.by !== null),
      [],
      'nodes whose centre shows something else at the first drawing',
    );
    // The engine's full module arrives (the panel's fields and Check wake),
    // and a moment for shifts that must not happen, which no event can end.
    await panelAwake(page);
    await page.waitForTimeout(1200);
    const later = await nodesSeen(page);
    assert.equal(Math.round(later.dock.top), Math.round(words.top), "the dock's top stays there once the full module is in");
    assert.deepEqual(
      later.nodes.filter((n) => n.by !== null),
      [],
      'nodes whose centre shows something else once the full module is in',
    );
    const shifts = await page.evaluate(() => window.__shifts);
    const total = shifts.reduce((sum, s) => sum + s.value, 0);
    assert.ok(total <= 0.02, `layout shift ${total.toFixed(3)}: ${JSON.stringify(shifts)}`);
    assertNoErrors(errors);
    await context.close();
  });
}
