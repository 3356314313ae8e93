// What issue 43 measured on the screens the page is used on, as a person
// sees them (elementFromPoint at a centre, rendered text boxes and sizes),
// with no scroll made by the test:
//
//   - 390×844 with touch, a practice link to hard-7 as a student reopens
//     it (the level of detail kept in this browser: "m" by default, "cuts,
//     m, α and β"): at the first drawing every one of the tree's 17 nodes
//     is seen above the dock (7 of them were under it, 11 at the full
//     level, until something fitted the tree again), the dock has the
//     height it had while the engine loaded (it grew by α's and β's row as
//     the tree came), and the tree stays where it was first drawn;
//
// Screenshots go to tests/screenshots/phonefit-*.png.
// Run after `cargo xtask build`: node --test --test-concurrency=1 tests/phonefit.test.mjs

import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { REPO_ROOT } from './support/server.mjs';
import { openPage, waitForReady, assertNoErrors } from './support/browser.mjs';
import { useBrowser } from './support/suite.mjs';
import { PHONE } from './support/screens.mjs';

const SHOTS = path.join(REPO_ROOT, 'tests', 'screenshots');
const env = useBrowser();

before(() => mkdir(SHOTS, { recursive: true }));

/**
 * Before the page's scripts: the answer in progress this browser keeps for
 * `exercise` at level `detail` (none when null, the default level then),
 * and the dock's height when the page shows its words.
 */
function keepDetail([exercise, detail]) {
  if (detail) {
    const entry = { key: `exercise:${exercise}`, answer: { detail, pruned: [], nodes: {} }, hints: 0 };
    localStorage.setItem('alphabeta.practice', JSON.stringify({ entries: [entry] }));
  }
  new MutationObserver((_, observer) => {
    if (document.documentElement.dataset.words !== '1') return;
    window.__dockAtWords = document.getElementById('sticky').offsetHeight;
    observer.disconnect();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-words'] });
}

/** Every node of the tree: null when its shape's centre shows it, else what covers it; and the tree's top. */
function nodesSeen(page) {
  return page.evaluate(() => {
    const nodes = [...document.querySelectorAll('#tree g.node[data-node-id]')].map((g) => {
      const b = g.querySelector('.shape').getBoundingClientRect();
      const x = b.left + b.width / 2;
      const y = b.top + b.height / 2;
      const hit = document.elementFromPoint(x, y);
      return { id: g.dataset.nodeId, at: `(${Math.round(x)}, ${Math.round(y)})`, by: hit && g.contains(hit) ? null : (hit?.closest('[id]')?.id ?? 'nothing') };
    });
    return {
      nodes,
      top: Math.round(document.getElementById('tree').getBoundingClientRect().top + scrollY),
      dock: document.getElementById('sticky').offsetHeight,
    };
  });
}

for (const [detail, label] of [
  [null, 'm (the default)'],
  ['full', 'cuts, m, α and β'],
]) {
  test(`a phone, a practice link to hard-7 at "${label}": the first drawing shows every node above the dock, and nothing moves after`, async () => {
    const { page, errors, context } = await openPage(env.browser, 'about:blank', PHONE);
    await context.addInitScript(keepDetail, ['hard-7', detail]);
    await page.goto(env.server.url + 'index.html#mode=practice&exercise=hard-7');
    // The first drawing, as shown: nothing has fitted the tree again yet.
    await waitForReady(page);
    const first = await nodesSeen(page);
    if (detail) await page.screenshot({ path: path.join(SHOTS, 'phonefit-practice-first.png') });
    assert.equal(await page.inputValue('#p-detail'), detail ?? 'values');
    assert.equal(first.nodes.length, 17, 'hard-7 has 17 nodes');
    assert.deepEqual(
      first.nodes.filter((n) => n.by !== null),
      [],
      'nodes whose centre shows something else at the first drawing',
    );
    const words = await page.evaluate(() => window.__dockAtWords);
    assert.equal(first.dock, words, `the dock keeps the height it had while the engine loaded (${words} px)`);
    // The engine's full module arrives (the panel's fields and Check wake):
    // the tree stays where it was first drawn, every node still seen.
    await page.waitForFunction(() => document.getElementById('practice').getAttribute('aria-busy') === 'false');
    await page.waitForTimeout(500);
    const later = await nodesSeen(page);
    assert.equal(later.top, first.top, 'the tree stays where it was drawn');
    assert.deepEqual(
      later.nodes.filter((n) => n.by !== null),
      [],
      'nodes whose centre shows something else once the full module is in',
    );
    assertNoErrors(errors);
    await context.close();
  });
}
