// End-to-end test of the move-ordering panel (www/js/panels/orderings.js) in
// headless Chromium: schéma 6 bis compared under every ordering (best-first
// evaluates the seed's 11 leaves of 27), the bar chart drawn from the same
// numbers, the French words, and the menu that searches the tree in a
// chosen ordering. Screenshots go to tests/screenshots/ for a person to look at.
//
// Run after `cargo xtask build`: node --test tests/orderings.test.mjs

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { REPO_ROOT } from './support/server.mjs';
import { openPage, waitForReady, assertNoErrors, chooseLang } from './support/browser.mjs';
import { useBrowser } from './support/suite.mjs';

const SHOTS = path.join(REPO_ROOT, 'tests', 'screenshots');
const env = useBrowser();

/** The panel's table as {order: {leaves, nodes, cuts}}. */
async function table(page) {
  return page.$$eval('#ord-table tbody tr', (rows) =>
    Object.fromEntries(
      rows.map((tr) => [
        tr.dataset.order,
        Object.fromEntries([...tr.querySelectorAll('td')].map((td) => [td.dataset.col, Number(td.textContent.replace(/[,\u202f]/g, ''))])),
      ]),
    ),
  );
}

/**
 * Scrolls the orderings panel into view, as a reader does: its code and the
 * engine's full module load then (extras.js), and it says so with
 * `data-loaded`.
 */
async function showOrderings(page) {
  await page.locator('#orderings').scrollIntoViewIfNeeded();
  await page.waitForSelector('#orderings[data-loaded="true"]', { state: 'attached' });
}

/** The step counter's total. */
async function total(page) {
  const text = (await page.textContent('#counter')).trim();
  return Number(/\/ (\d+)$/.exec(text)[1]);
}

test('schéma 6 bis under every ordering: best-first evaluates 11 leaves, the chart agrees, and a chosen ordering is searched', async () => {
  const { context, page, errors } = await openPage(env.browser, env.server.url + '#preset=schema6bis', { viewport: { width: 1280, height: 900 } });
  await waitForReady(page);
  await showOrderings(page);
  await page.waitForSelector('#ord-table tbody tr');
  const rows = await table(page);
  assert.deepEqual(Object.keys(rows), ['given', 'best', 'worst', 'random', 'ideal']);
  assert.equal(rows.best.leaves, 11, 'seed 004: 11 of 27 leaves when the best moves come first');
  assert.equal(rows.given.leaves, 11);
  assert.ok(rows.worst.leaves > rows.best.leaves, `worst-first (${rows.worst.leaves}) costs more than best-first`);
  assert.equal(rows.ideal.leaves, 11);
  assert.match(await page.textContent('#ord-bounds'), /Knuth–Moore best case 11 leaves; b\^d = 27/);

  // The chart draws the table's numbers, and bars are as long as their counts.
  const bars = await page.$$eval('#ord-chart g.ord-bar', (gs) =>
    gs.map((g) => ({
      order: g.dataset.order,
      value: Number(g.querySelector('.ord-value').textContent.replace(/[,\u202f]/g, '')),
      width: Number(g.querySelector('.ord-fill').getAttribute('width')),
    })),
  );
  assert.deepEqual(
    bars.map((b) => b.order),
    ['given', 'best', 'worst', 'random', 'ideal'],
  );
  for (const b of bars) assert.equal(b.value, rows[b.order].leaves);
  const best = bars.find((b) => b.order === 'best');
  const worst = bars.find((b) => b.order === 'worst');
  assert.ok(worst.width > best.width, 'the worst-first bar is longer');
  assert.equal(await page.locator('#ord-chart line.ord-best').count(), 1, 'the Knuth–Moore line');

  await mkdir(SHOTS, { recursive: true });
  await page.locator('#orderings').screenshot({ path: path.join(SHOTS, 'orderings-panel.png') });

  // Searching in the worst-first ordering replaces the tree: the search
  // evaluates what the table said, and undo brings the given order back.
  const before = await total(page);
  await page.selectOption('#ord-menu', 'worst');
  await page.click('#ord-apply');
  await page.waitForFunction(() => /Reordered/.test(document.getElementById('ord-msg').textContent));
  assert.match(await page.textContent('#ord-msg'), /worst first/);
  const after = await table(page);
  assert.equal(after.given.leaves, rows.worst.leaves, 'the reordered tree, as given, is the worst-first search');
  assert.notEqual(await total(page), before);
  await page.click('#last');
  const evaluated = await page.$$eval('g.node.leaf[data-state="evaluated"]', (gs) => gs.length);
  assert.equal(evaluated, rows.worst.leaves, 'the drawing evaluates as many leaves as the table says');
  // The node panel says which node of the given tree a node was: worst-first
  // puts C1's leaf 1 (C1.2 as given) first.
  await page.hover('g.node[data-node-id="3"]');
  await page.waitForFunction(() => /before reordering: C1\.2/.test(document.getElementById('info').textContent));
  assert.match(await page.textContent('#info'), /C1\.1: leaf/);

  // French words.
  await chooseLang(page, 'fr');
  await page.waitForFunction(() => document.getElementById('orderings-title').textContent === 'Ordre des coups');
  assert.match(await page.textContent('#ord-msg'), /Réordonné : pire d’abord/);
  assert.match(await page.textContent('#ord-table'), /meilleur d’abord/);
  await page.locator('#orderings').screenshot({ path: path.join(SHOTS, 'orderings-panel-fr.png') });
  assertNoErrors(errors);
  await context.close();
});

test('killer moves and iterative deepening: switched on in the panel, their steps narrated and drawn', async () => {
  const tree = encodeURIComponent('A:[B1:[5, 7, 8], B2:[9, 2, 6], B3:[9, 4, 1]]');
  const { context, page, errors } = await openPage(env.browser, env.server.url + '#tree=' + tree, { viewport: { width: 1280, height: 900 } });
  await waitForReady(page);
  await showOrderings(page);
  await page.waitForSelector('#ord-table tbody tr');
  const before = await table(page);
  assert.equal(before.given.leaves, 7);
  await page.check('#ord-killers');
  await page.waitForFunction(() => document.querySelector('#ord-table tr[data-order="given"] td[data-col="leaves"]').textContent === '6');
  // Step to the killer step: its sentence is the engine's, and the killer
  // child and its edge are marked.
  const n = await total(page);
  let found = false;
  for (let k = 0; k < n && !found; k++) {
    await page.click('#next');
    found = /Killer move: B3\.2 is tried first/.test(await page.textContent('#narration'));
  }
  assert.ok(found, 'the narration reaches the killer step');
  await page.waitForFunction(() => /killers=1/.test(location.hash), null, { polling: 100 });
  const marked = await page.$$eval('g.node[data-tried-first="killer"]', (gs) => gs.map((g) => Number(g.dataset.nodeId)));
  assert.equal(marked.length, 1);
  assert.equal(await page.locator(`line.edge[data-child="${marked[0]}"][data-tried-first="killer"]`).count(), 1);
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, 'orderings-killer.png') });
  // One step on, the mark is gone.
  await page.click('#next');
  assert.equal(await page.locator('g.node[data-tried-first]').count(), 0);

  // Iterative deepening on a tree with h on its inner nodes: the first
  // step is the depth-1 iteration's result, and its move is marked.
  await page.uncheck('#ord-killers');
  const withH = encodeURIComponent('A:[B1:[C1:[3, 12] h=3, C2:[8, 2] h=2] h=1, B2:[C3:[2, 4] h=5, C4:[14, 5] h=6] h=4]');
  await page.evaluate((h) => {
    location.hash = 'tree=' + h + '&step=0';
  }, withH);
  await page.waitForFunction(() => document.querySelector('#ord-table tr[data-order="given"]') && /B2/.test(document.getElementById('tree').textContent));
  await page.check('#ord-deepening');
  await page.click('#next');
  await page.waitForFunction(() => /Iterative deepening: the search at depth 1/.test(document.getElementById('narration').textContent));
  assert.equal(await page.locator('g.node[data-tried-first="deepen"]').count(), 1);
  // The statistics count the earlier iterations apart: 2 leaves at depth 1, 3 at depth 2.
  assert.equal(await page.textContent('[data-stat="earlier"]'), '5 leaves (iterative deepening)');
  await page.screenshot({ path: path.join(SHOTS, 'orderings-deepen.png') });
  assertNoErrors(errors);
  await context.close();

  // A link with the technique opens with it on.
  const linked = await openPage(env.browser, env.server.url + '#tree=' + tree + '&killers=1', { viewport: { width: 1280, height: 900 } });
  await waitForReady(linked.page);
  await showOrderings(linked.page);
  await linked.page.waitForSelector('#ord-table tbody tr');
  assert.equal(await linked.page.isChecked('#ord-killers'), true);
  assert.equal((await table(linked.page)).given.leaves, 6);
  assertNoErrors(linked.errors);
  await linked.context.close();
});

test('a tree above 30,000 nodes is compared on demand, with the same numbers as the CLI would give', async () => {
  // random=1,4,8: a uniform tree of 87,381 nodes.
  const { context, page, errors } = await openPage(env.browser, env.server.url + '#random=1,4,8', { viewport: { width: 1280, height: 900 } });
  await waitForReady(page);
  await showOrderings(page);
  await page.waitForFunction(() => !document.getElementById('ord-compare').hidden);
  assert.equal(await page.locator('#ord-table tbody tr').count(), 0, 'nothing computed before the button');
  assert.match(await page.textContent('#ord-compare'), /87,381 nodes/);
  await page.click('#ord-compare');
  await page.waitForSelector('#ord-table tbody tr');
  const rows = await table(page);
  assert.equal(await page.isHidden('#ord-compare'), true);
  // Knuth–Moore for b = 4, d = 8: 4^4 + 4^4 − 1 = 511, reached by the ideal ordering.
  assert.equal(rows.ideal.leaves, 511);
  assert.match(await page.textContent('#ord-bounds'), /best case 511 leaves; b\^d = 65,536/);
  assertNoErrors(errors);
  await context.close();
});

test('beside the switches, what each technique does on the tree shown, or why it cannot run, before it is turned on', async () => {
  const { context, page, errors } = await openPage(env.browser, env.server.url + '#preset=classic', { viewport: { width: 1280, height: 900 } });
  await waitForReady(page);
  await showOrderings(page);
  await page.waitForSelector('#ord-table tbody tr');
  // The classic tree has no h: deepening says why, naming a node of this
  // tree, and its switch cannot be turned on.
  const why = await page.textContent('#ord-deepening-note');
  assert.match(why, /cannot run on this tree: iterative deepening first searches to depth 1, where the inner node R\.1 has no heuristic value/);
  assert.equal(await page.isDisabled('#ord-deepening'), true);
  assert.match(await page.textContent('#ord-killers-note'), /change nothing on this tree \(7 leaves\)/);
  // The killers preset: the note gives the saving before the switch is on.
  await page.selectOption('#preset', 'killers');
  await page.waitForFunction(() => /8 leaves instead of 10/.test(document.querySelector('#ord-killers-note').textContent));
  await page.check('#ord-killers');
  await page.waitForFunction(() => /8 of 12|8 \/ 12|\b8\b/.test(document.querySelector('#stats').textContent));
  // The deepening preset: 5 leaves in the last search instead of 9.
  await page.selectOption('#preset', 'deepening');
  await page.waitForFunction(() => /5 leaves in the last search instead of 9, after 3/.test(document.querySelector('#ord-deepening-note').textContent));
  assert.equal(await page.isDisabled('#ord-deepening'), false);
  await chooseLang(page, 'fr');
  await page.waitForFunction(() => /5 feuilles dans la dernière recherche au lieu de 9/.test(document.querySelector('#ord-deepening-note').textContent));
  assertNoErrors(errors);
  await context.close();
});

test('a deepening link on a tree without h keeps that tree, turns the switch off and names its own node; horizon runs it', async () => {
  const { context, page, errors } = await openPage(env.browser, env.server.url + '#preset=classic&deepening=1&lang=fr', {
    viewport: { width: 1280, height: 900 },
  });
  await waitForReady(page);
  const error = await page.textContent('#error');
  assert.match(error, /R\.1/, error);
  assert.doesNotMatch(error, /B1/, error);
  assert.match(error, /La recherche itérative est désactivée/, error);
  assert.equal(await page.inputValue('#preset'), 'classic');
  assert.equal(await page.isChecked('#ord-deepening'), false);
  await context.close();
  assertNoErrors(errors);
  const h = await openPage(env.browser, env.server.url + '#preset=horizon&deepening=1&lang=fr', { viewport: { width: 1280, height: 900 } });
  await waitForReady(h.page);
  assert.equal(await h.page.isHidden('#error'), true, await h.page.textContent('#error'));
  assert.match(await h.page.textContent('#stats'), /itérations précédentes|Itérations précédentes/);
  assertNoErrors(h.errors);
  await h.context.close();
});

test('the chart in large text at 1024×768, in the side column: its texts at 14 px or more on screen, none past the chart’s box, and again once the window is turned', async () => {
  // Drawn 312 units wide at 11 units and shrunk to the column, they read 8.5 px.
  const { context, page, errors } = await openPage(env.browser, env.server.url + '#preset=schema6bis&large=1', { viewport: { width: 1024, height: 768 } });
  await waitForReady(page);
  await showOrderings(page);
  await page.waitForSelector('#ord-chart g.ord-bar');
  // The panel was 484 px wide in a 287 px column (a wide table's
  // min-content), its chart and tables cut at the screen's edge; the
  // Knuth–Moore line's words met the total ("best case 1127").
  const measure = () =>
    page.$eval('#ord-chart', (svg) => {
      const box = svg.getBoundingClientRect();
      const panel = document.getElementById('orderings').getBoundingClientRect();
      const boxes = [...svg.querySelectorAll('text')].map((t) => t.getBoundingClientRect());
      return [...svg.querySelectorAll('text')].map((t, i) => {
        const r = boxes[i];
        const m = t.getScreenCTM();
        const meets = boxes.some(
          (o, j) => j !== i && Math.min(r.right, o.right) - Math.max(r.left, o.left) > 1 && Math.min(r.bottom, o.bottom) - Math.max(r.top, o.top) > 1,
        );
        return {
          text: t.textContent,
          px: Number.parseFloat(getComputedStyle(t).fontSize) * Math.hypot(m.a, m.b),
          inside:
            r.left >= box.left - 0.5 &&
            r.right <= box.right + 0.5 &&
            r.top >= box.top - 0.5 &&
            r.bottom <= box.bottom + 0.5 &&
            box.right <= panel.right &&
            panel.right <= innerWidth,
          meets,
        };
      });
    });
  // The chart lays itself out again as its width changes: an error its
  // observer reports goes to window.onerror, which page errors do not see.
  await page.evaluate(() => {
    window.seenErrors = [];
    addEventListener('error', (e) => window.seenErrors.push(e.message));
  });
  for (const size of [null, { width: 1366, height: 768 }, { width: 1100, height: 768 }, { width: 1024, height: 768 }]) {
    if (size) {
      await page.setViewportSize(size);
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    }
    const texts = await measure();
    assert.ok(texts.length >= 7, `${texts.length} texts`);
    for (const t of texts) {
      assert.ok(t.px >= 14 - 0.05, `"${t.text}" is ${t.px.toFixed(1)} px`);
      assert.ok(t.inside, `"${t.text}" passes the chart's box, or the chart the panel's, or the panel the screen's`);
      assert.ok(!t.meets, `"${t.text}" meets another text of the chart`);
    }
  }
  assert.deepEqual(await page.evaluate(() => window.seenErrors), []);
  assertNoErrors(errors);
  await context.close();
});

test('focused before the panel is wired, the killer moves’ switch is still on the screen once its tables are filled above it (1024×768, large text)', async () => {
  // The tables filled in after the focus came and pushed the switch to 1,138 px down a 768 px screen.
  const { context, page, errors } = await openPage(env.browser, env.server.url + '#preset=schema6bis&large=1', { viewport: { width: 1024, height: 768 } });
  await waitForReady(page);
  await page.focus('#ord-killers');
  await page.waitForSelector('#orderings[data-loaded="true"]', { state: 'attached' });
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const seen = await page.$eval('#ord-killers', (input) => {
    const r = input.getBoundingClientRect();
    const at = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return { focused: document.activeElement === input, bottom: r.bottom, hit: at === input || Boolean(at?.closest('label')?.contains(input)) };
  });
  assert.ok(seen.focused, 'the switch keeps the focus');
  assert.ok(seen.hit && seen.bottom <= 768, `the switch is seen (${JSON.stringify(seen)})`);
  assertNoErrors(errors);
  await context.close();
});
