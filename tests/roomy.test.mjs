// End-to-end tests of what a drawn tree shows when its box is short of room
// (www/js/draw/paint.js: folding, tight nodes; viewport.js: the zoomed
// drawing's size; miniview.js: the embed's first paint): a leaf is never an
// empty box (a tight leaf is a summary dot), "+" never makes the texts
// smaller, the principal variation is never folded, and a game's replies
// are named by their moves from the root ("d→c", crate/src/tree.rs `name`),
// in English and French. Measured as a person sees it: font sizes times
// the SVG's scale on screen, texts displayed or not.
// Run after `cargo xtask build`: node --test tests/roomy.test.mjs.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { mkdir } from 'node:fs/promises';
import { REPO_ROOT } from './support/server.mjs';
import { openPage, waitForReady, assertNoErrors } from './support/browser.mjs';
import { openFolded, twoFrames, pointAt } from './support/screens.mjs';
import { useBrowser } from './support/suite.mjs';

const env = useBrowser();
const SHOTS = path.join(REPO_ROOT, 'tests', 'screenshots');

/** Connect 4 after x and o in column d, searched at P = 2; tic-tac-toe after x in a1, the whole game. */
const CONNECT4 = 'game=connect4,2,game,0,......./......./......./......./...o.../...x...';
const TICTACTOE = 'game=tictactoe,9,game,0,x../.../...';

/**
 * What the drawing shows, measured on screen: each drawn leaf's value text
 * (shown or not, its size in CSS pixels), the smallest text shown by any
 * drawn node, and the nodes of the principal variation drawn with their
 * texts, against its length (its drawn edges, which marks.js draws whether
 * or not their ends are folded).
 */
const shown = (page, selector = 'svg') =>
  page.evaluate((selector) => {
    const svg = document.querySelector(selector);
    const px = (t) => Number.parseFloat(getComputedStyle(t).fontSize) * t.getScreenCTM().a;
    const visible = (t) => t.textContent.trim() !== '' && getComputedStyle(t).display !== 'none' && t.getBBox().width > 0;
    const leaves = [...svg.querySelectorAll('g.node.leaf[data-node-id]')].map((g) => {
      const val = g.querySelector('text.val');
      return { id: g.dataset.nodeId, shown: Boolean(val && visible(val)), px: val && visible(val) ? px(val) : 0 };
    });
    let smallest = Infinity;
    for (const t of svg.querySelectorAll('g.node[data-node-id] text')) if (visible(t)) smallest = Math.min(smallest, px(t));
    const pv = [...svg.querySelectorAll('g.node[data-pv]')].filter((g) => [...g.querySelectorAll('text')].some((t) => visible(t) && /\d/.test(t.textContent)));
    return { leaves, smallest, pvShown: pv.length, pvLength: svg.querySelectorAll('line.pv-outer').length + 1 };
  }, selector);

/** Every leaf drawn shows its value, at `floor` px or more. */
function everyLeafReadable(s, floor, where) {
  const empty = s.leaves.filter((l) => !l.shown).map((l) => l.id);
  assert.deepEqual(empty, [], `${where}: leaves drawn as empty boxes`);
  for (const l of s.leaves) assert.ok(l.px >= floor - 0.05, `${where}: leaf ${l.id}'s value at ${l.px.toFixed(1)} px`);
}

for (const [game, hash] of [
  ['Connect 4 at P = 2 after two moves', CONNECT4],
  ['tic-tac-toe after one move', TICTACTOE],
]) {
  test(`${game}, 1024×768, large text, fitted: no empty leaf box, leaf values ≥ 18 px, texts ≥ 14 px, "+" never makes them smaller`, async () => {
    const { page, errors, context } = await openFolded(env, `${hash}&large=1&step=end`, { viewport: { width: 1024, height: 768 } });
    for (const step of ['end', 'middle', 'start']) {
      if (step === 'middle') {
        for (let i = 0; i < 12; i++) await page.keyboard.press('ArrowLeft');
      }
      if (step === 'start') await page.click('#first');
      await twoFrames(page);
      const s = await shown(page, '#tree');
      everyLeafReadable(s, 18, `${game}, ${step}`);
      assert.ok(s.smallest >= 14 - 0.05, `${game}, ${step}: a text at ${s.smallest.toFixed(1)} px`);
    }
    await page.click('#last');
    await twoFrames(page);
    if (game.startsWith('Connect')) await page.screenshot({ path: path.join(SHOTS, 'roomy-connect4.png') });
    let before = (await shown(page, '#tree')).smallest;
    for (let press = 1; press <= 9; press++) {
      await page.click('.nav-zoom-in');
      await twoFrames(page);
      const s = await shown(page, '#tree');
      everyLeafReadable(s, 18, `${game}, after ${press} × "+"`);
      assert.ok(s.smallest >= before - 0.05, `${game}: "+" ${press} made the smallest text ${before.toFixed(2)} → ${s.smallest.toFixed(2)} px`);
      before = s.smallest;
    }
    assertNoErrors(errors);
    await context.close();
  });
}

test('an embed 480×420 of schéma 6 bis: no leaf is an empty box, at step 0 and after stepping', async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url + 'embed.html#preset=schema6bis', { viewport: { width: 480, height: 420 } });
  await waitForReady(page);
  await page.waitForTimeout(300);
  await twoFrames(page);
  await page.screenshot({ path: path.join(SHOTS, 'roomy-embed-480.png') });
  let s = await shown(page, 'svg.tree');
  assert.ok(s.leaves.length > 0, 'leaves drawn');
  everyLeafReadable(s, 11, 'step 0');
  for (let i = 1; i <= 30; i++) {
    await page.keyboard.press('ArrowRight');
    if (i % 5) continue;
    await twoFrames(page);
    s = await shown(page, 'svg.tree');
    everyLeafReadable(s, 11, `step ${i}`);
  }
  assertNoErrors(errors);
  await context.close();
});

test('the whole view of a 96-node random tree at 1920×1080: every node of the principal variation drawn with its texts', async () => {
  const { page, errors, context } = await openFolded(env, 'random=8,2-3,4&step=end', { viewport: { width: 1920, height: 1080 } });
  const s = await shown(page, '#tree');
  assert.ok(s.pvLength >= 3, `a principal variation of ${s.pvLength} nodes`);
  assert.equal(s.pvShown, s.pvLength, 'principal variation nodes drawn with their texts');
  everyLeafReadable(s, 13, 'whole view');
  assertNoErrors(errors);
  await context.close();
});

test('a game names its replies by their moves from the root (d→c), in the narration and the node panel, English and French', async () => {
  const { page, errors, context } = await openFolded(env, `${CONNECT4}&large=1&step=end`, { viewport: { width: 1280, height: 900 } });
  // A reply pointed at (the principal variation's leaf): the node panel
  // names it by its path.
  const reply = await page.$eval('#tree g.node.leaf[data-pv]', (g) => g.dataset.nodeId);
  await pointAt(page, reply);
  assert.match(await page.textContent('#info'), /\b[a-g]→[a-g]\b/);
  // The statistics' principal line gives the path: each step by its move.
  assert.match(await page.textContent('[data-stat="pv"]'), /^R → [a-g] → [a-g]$/);
  // Back to the last cut: its sentence lists the pruned replies.
  let said = '';
  for (let i = 0; i < 60 && !/Pruned/.test(said); i++) {
    await page.click('#prev');
    said = await page.textContent('#narration');
  }
  assert.match(said, /Pruned: ([a-g]→[a-g])(, [a-g]→[a-g])*/);
  assert.doesNotMatch(said, /Pruned: [a-g],/);
  const fr = await openFolded(env, `${CONNECT4}&large=1&step=end&lang=fr`, { viewport: { width: 1280, height: 900 } });
  said = '';
  for (let i = 0; i < 60 && !/[Éé]lagu/.test(said); i++) {
    await fr.page.click('#prev');
    said = await fr.page.textContent('#narration');
  }
  assert.match(said, /[a-g]→[a-g]/);
  assertNoErrors(errors);
  assertNoErrors(fr.errors);
  await context.close();
  await fr.context.close();
});

// Kept for the screenshots' folder: created before the first test writes there.
await mkdir(SHOTS, { recursive: true });
