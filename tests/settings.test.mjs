// The settings as a teacher at a projector meets them (issue 43, "Settings
// open squeeze the tree", and "an open native menu swallows Page Down"),
// measured on screen in headless Chromium through the real wasm:
//
// - open, they keep the tree readable: at 1024 × 768 in large text, the
//   exercise's tree at its last step keeps its levels 64 px apart or more
//   (48 before), no two of its texts overlap (17 pairs of its nodes' texts
//   before; then R.1's "↑ 5" stood on R.1.2's "↓α −∞" and R.2's "↑ ≤ 4"
//   on R.2.2's "↓α 5" by 5 px, folded too), nor at any step its nodes'
//   texts and a leaf's window (R.1.2.1.1's on R.1.1.2's "↑ 4" by 3 px at
//   step 26), its leaves on screen, and the settings' first menu still
//   under the pointer at its centre; schéma 6 bis (27 leaves, its scale
//   the width's, below its texts' floor) at every step, all its texts
//   (176 pairs before: levels 76 px apart, cut tests on its pruned leaves,
//   B1's "↑ 5" on C3's "↓α −∞", fit.js readableHeight); at 1366 × 768
//   (large and normal text), no two texts overlap at all;
// - a section of the settings unfolded takes its room back, folded gives
//   it to the tree again; in large text, a tree drawn from the notation box
//   or a game's position built folds the settings away (a refused text
//   keeps them open, with its message), as choosing a preset does;
// - a menu's open list leaves Page Down and Page Up to the clicker: they
//   step by one and the menu keeps its value;
// - a click whose press and release straddle a change of language (which
//   fits the tree again and draws its nodes anew) selects the node pressed.
//
// Run after `cargo xtask build`: node --test tests/settings.test.mjs

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openPage, waitForReady, assertNoErrors } from './support/browser.mjs';
import { useBrowser } from './support/suite.mjs';
import { atEveryStep, overlappingTexts, twoFrames, LAPTOP } from './support/screens.mjs';

const env = useBrowser();
const PROJECTOR = { viewport: { width: 1024, height: 768 } };

async function open(fragment, options = PROJECTOR) {
  const opened = await openPage(env.browser, env.server.url + 'index.html#' + fragment, options);
  await waitForReady(opened.page);
  return opened;
}

const counter = async (page) => Number(/^(\d+) \//.exec((await page.textContent('#counter')).trim())[1]);

/** Opens or folds the settings with their button, and waits until they are drawn so. */
async function setSettings(page, shown) {
  if ((await page.isHidden('#setup')) === !shown) return;
  await page.click('#show-settings');
  await page.waitForFunction((s) => document.getElementById('setup').hidden === !s, shown);
  await twoFrames(page);
}

/**
 * What a person sees of the drawing: the distances between its levels (the
 * nodes' shapes' centres, in whole pixels), the pairs of texts that overlap
 * (each `tspan` line, of different owners: more than 2 px across and 3 px
 * down), the nodes' texts and a leaf's window alone (`nodes`) or with the
 * cut marks' and the window tags' (`all`), and the lowest shape's bottom.
 */
async function seen(page) {
  const measured = await page.evaluate(() => {
    const shapes = [...document.querySelectorAll('#tree g.node .shape')].map((s) => s.getBoundingClientRect()).filter((b) => b.width > 0);
    const levels = [...new Set(shapes.map((b) => Math.round(b.y + b.height / 2)))].sort((a, b) => a - b);
    const drawn = (e) => {
      for (let x = e; x && x.id !== 'tree'; x = x.parentNode) if (x.getAttribute?.('display') === 'none') return false;
      return e.getBoundingClientRect().width > 0 && getComputedStyle(e).visibility !== 'hidden';
    };
    // Each line of the texts at `selector`, measured, with its owner's index.
    const owners = new Map();
    const lines = (selector) => {
      const items = [];
      for (const t of document.querySelectorAll(selector)) {
        if (!drawn(t) || !t.textContent.trim()) continue;
        const owner = t.closest('g.node, g.cut, .window-tag') ?? t;
        if (!owners.has(owner)) owners.set(owner, owners.size);
        const parts = t.querySelectorAll('tspan').length ? [...t.querySelectorAll('tspan')] : [t];
        for (const part of parts) {
          if (!part.textContent.trim()) continue;
          const { left, right, top, bottom } = part.getBoundingClientRect();
          items.push({
            r: { left, right, top, bottom },
            owner: owners.get(owner),
            name: `${owner.dataset?.nodeId ?? owner.getAttribute('class')} "${part.textContent.trim()}"`,
          });
        }
      }
      return items;
    };
    return {
      gaps: levels.slice(1).map((y, i) => y - levels[i]),
      nodes: lines('#tree g.node text, #tree text.ab-leaf'),
      all: lines('#tree g.node text, #tree text.ab-leaf, #tree g.cut text.cond, #tree .window-tag text'),
      bottom: Math.max(...shapes.map((b) => b.bottom)),
    };
  });
  const overlaps = (items) => overlappingTexts(items).map(([a, b]) => `${a.name} × ${b.name}`);
  return { ...measured, nodes: overlaps(measured.nodes), all: overlaps(measured.all) };
}

/** Whether the element at `sel`'s centre, on screen, is that element (nothing covers it, it is not scrolled away). */
function atItsCentre(page, sel) {
  return page.$eval(sel, (e) => {
    const r = e.getBoundingClientRect();
    return r.width > 0 && document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2) === e;
  });
}

test('settings open at 1024×768 in large text keep the exercise’s tree readable: levels ≥ 64 px apart, no two texts overlap at its last step, nor its nodes’ at any step', async () => {
  const { page, errors, context } = await open('preset=exercise&large=1');
  assert.equal(await page.isHidden('#setup'), true, 'large text folds the settings');
  await page.click('#last');
  await twoFrames(page);
  const folded = await seen(page);
  await setSettings(page, true);
  const shown = await seen(page);
  await page.screenshot({ path: '/tmp/settings-open-1024-large.png' });
  // Before: 52, 48, 51, 49 px and 17 pairs of the nodes' texts overlapping.
  assert.ok(Math.min(...shown.gaps) >= 64, `levels ${shown.gaps.join(', ')} px apart with the settings open`);
  assert.deepEqual(folded.all, [], 'no texts overlap with the settings folded');
  assert.deepEqual(shown.all, [], 'no texts overlap with the settings open');
  assert.ok(shown.bottom <= 768, `the lowest leaf ends at ${shown.bottom} px, on screen`);
  assert.ok(await atItsCentre(page, '#algo'), 'the settings’ menus are still there to choose from');
  // Every step, the settings open: the nodes' texts and a leaf's window.
  await page.click('#first');
  await page.waitForFunction(() => document.getElementById('counter').textContent.trim().startsWith('0 '));
  await twoFrames(page);
  assert.deepEqual(await atEveryStep(page, async (p) => (await seen(p)).nodes), [], 'no texts of the nodes overlap at any step');
  assertNoErrors(errors);
  await context.close();
});

/**
 * What stays wrong with the settings open at 1024 × 768 in large text on
 * schéma 6 bis: none. Listed (as "A × B", the seen() names) only where a
 * pair truly cannot be mended, with why, so that any other overlap fails.
 */
const SCHEMA6BIS_KNOWN = [];

test('settings open at 1024×768 in large text keep schéma 6 bis’s tree readable at every step: no two texts overlap, its leaves on screen', async () => {
  const { page, errors, context } = await open('preset=schema6bis&large=1');
  await setSettings(page, true);
  assert.equal(await counter(page), 0, 'the search starts at its first step');
  // Before: levels 81, 76, 80 px apart (the width's scale, below the
  // texts' floor: fit.js readableHeight kept the geometry's distance
  // scaled down), 176 pairs over 56 steps: C2's and C3's cut tests on
  // their pruned leaves' values from step 18, B1's "↑ 5" on C3's "↓α −∞"
  // from step 31, leaves' windows on a parent's ↑ m (steps 7, 22, 47).
  const found = await atEveryStep(page, async (p) => (await seen(p)).all);
  const unknown = found.filter((f) => !SCHEMA6BIS_KNOWN.includes(f.replace(/^step \d+: /, '')));
  assert.deepEqual(unknown, [], 'no two texts overlap at any step');
  const last = await seen(page);
  assert.ok(Math.min(...last.gaps) >= 64, `levels ${last.gaps.join(', ')} px apart`);
  assert.ok(last.bottom <= 768, `the lowest leaf ends at ${last.bottom} px, on screen`);
  assert.ok(await atItsCentre(page, '#algo'), 'the settings’ menus are still there to choose from');
  assertNoErrors(errors);
  await context.close();
});

test('settings open at 1366×768, large and normal text: no two texts of the exercise’s tree overlap, levels ≥ 64 px apart', async () => {
  for (const large of [true, false]) {
    const { page, errors, context } = await open(`preset=exercise${large ? '&large=1' : ''}`, LAPTOP);
    await page.click('#last');
    await setSettings(page, true);
    const shown = await seen(page);
    const where = `1366×768${large ? ', large text' : ''}`;
    // Before, in large text: 7 pairs (3 with the settings folded).
    assert.deepEqual(shown.all, [], `${where}: no texts overlap`);
    assert.ok(Math.min(...shown.gaps) >= 64, `${where}: levels ${shown.gaps.join(', ')} px apart`);
    assert.ok(shown.bottom <= 768, `${where}: the lowest leaf ends at ${shown.bottom} px`);
    assert.ok(await atItsCentre(page, '#algo'), `${where}: the algorithm's menu shows`);
    assertNoErrors(errors);
    await context.close();
  }
});

test('a section of the settings unfolded takes its room back from the tree; folded again, the tree is readable again', async () => {
  const { page, errors, context } = await open('preset=exercise&large=1&step=83');
  await setSettings(page, true);
  const strip = await page.$eval('#setup', (s) => s.getBoundingClientRect().height);
  await page.click('#notation summary');
  await page.waitForFunction((h) => document.getElementById('setup').getBoundingClientRect().height > h + 100, strip);
  await page.locator('#tree-text').scrollIntoViewIfNeeded();
  assert.ok(await atItsCentre(page, '#tree-text'), 'the notation box shows whole enough to type in');
  await page.click('#notation summary');
  await page.waitForFunction((h) => document.getElementById('setup').getBoundingClientRect().height <= h + 1, strip);
  await twoFrames(page);
  const shown = await seen(page);
  assert.ok(Math.min(...shown.gaps) >= 64, `levels ${shown.gaps.join(', ')} px apart once the box is folded`);
  assertNoErrors(errors);
  await context.close();
});

test('in large text, a tree drawn from the notation box or a game’s position built folds the settings away; a refused text keeps them open', async () => {
  const { page, errors, context } = await open('preset=fig25a&large=1');
  await setSettings(page, true);
  await page.click('#notation summary');
  await page.fill('#tree-text', 'A:[B:[3, 5], C:[');
  await page.press('#tree-text', 'Control+Enter');
  await page.waitForSelector('#tree-msg', { state: 'visible' });
  assert.equal(await page.isHidden('#setup'), false, 'a refused text keeps the settings open, with its message');
  await page.fill('#tree-text', 'A:[B:[3, 5], C:[2, 9]]');
  await page.press('#tree-text', 'Control+Enter');
  await page.waitForFunction(() => document.querySelectorAll('#tree g.node').length === 7);
  await page.waitForFunction(() => document.getElementById('setup').hidden);
  assert.equal(await page.getAttribute('#show-settings', 'aria-expanded'), 'false');
  // A game: its board is in the settings; its tree built, they fold away.
  await setSettings(page, true);
  await page.click('#notation summary');
  await page.click('#game summary');
  await page.waitForSelector('#game[data-loaded="true"]', { state: 'attached' });
  await page.selectOption('#game-name', 'tictactoe');
  await page.fill('#game-position', 'xo.x.o...');
  await page.press('#game-position', 'Enter');
  await page.click('#game-search');
  await page.waitForFunction(() => document.getElementById('setup').hidden);
  assert.match(await page.textContent('#game-msg'), /\d+/, 'the tree was built');
  assertNoErrors(errors);
  await context.close();
  // Not in normal text: a student drawing tree after tree keeps the box.
  const laptop = await open('preset=fig25a', LAPTOP);
  await setSettings(laptop.page, true);
  await laptop.page.click('#notation summary');
  await laptop.page.fill('#tree-text', 'A:[B:[3, 5], C:[2, 9]]');
  await laptop.page.press('#tree-text', 'Control+Enter');
  await laptop.page.waitForFunction(() => document.querySelectorAll('#tree g.node').length === 7);
  assert.equal(await laptop.page.isHidden('#setup'), false, 'normal text keeps the settings open');
  assertNoErrors(laptop.errors);
  await laptop.context.close();
});

test('with a menu’s list open, Page Down and Page Up step by one and the menu keeps its value', async () => {
  const { page, errors, context } = await open('preset=fig25b&step=5');
  await setSettings(page, true);
  const stuck = [];
  for (const sel of ['#speed', '#algo', '#ties', '#preset', '#mode', '#lang']) {
    const value = await page.inputValue(sel);
    const k = await counter(page);
    await page.click(sel);
    const listOpen = await page.$eval(sel, (s) => s.matches(':open'));
    assert.ok(listOpen, `${sel}'s list is open`);
    await page.keyboard.press('PageDown');
    await page.keyboard.press('PageDown');
    const down = await counter(page);
    await page.keyboard.press('PageUp');
    const up = await counter(page);
    await page.keyboard.press('Escape');
    await twoFrames(page);
    const after = await page.inputValue(sel);
    if (down !== k + 2 || up !== k + 1 || after !== value) stuck.push(`${sel}: ${k} → ${down} → ${up}, value ${value} → ${after}`);
    // Focused, its list closed: the same.
    await page.focus(sel);
    await page.keyboard.press('PageDown');
    await page.keyboard.press('PageUp');
    await page.keyboard.press('PageUp');
    const back = await counter(page);
    if (back !== k || (await page.inputValue(sel)) !== value) stuck.push(`${sel} focused: back to ${back}, value ${await page.inputValue(sel)}`);
  }
  assert.deepEqual(stuck, []);
  // A choice made in a list hands the focus back to the drawing.
  await page.click('#speed');
  await page.click('#speed option[value="fast"]');
  await page.waitForFunction(() => document.activeElement?.id === 'tree');
  assert.equal(await page.inputValue('#speed'), 'fast');
  assertNoErrors(errors);
  await context.close();
});

test('a click on a node pressed before a change of language and released after it selects that node; one right after the change too', async () => {
  for (const fragment of ['preset=fig25b&step=5', 'preset=exercise&large=1&step=83']) {
    const { page, errors, context } = await open(fragment, LAPTOP);
    const centre = (id) =>
      page.$eval(`g.node[data-node-id="${id}"] .shape`, (s) => {
        const b = s.getBoundingClientRect();
        return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
      });
    const selected = () => page.evaluate(() => [...document.querySelectorAll('#tree g.node[data-selected="true"]')].map((g) => Number(g.dataset.nodeId)));
    for (const [id, lang] of [
      [3, 'fr'],
      [2, 'en'],
    ]) {
      const at = await centre(id);
      await page.mouse.move(at.x, at.y);
      await page.mouse.down();
      await page.selectOption('#lang', lang);
      await page.waitForFunction((l) => document.documentElement.lang === l, lang);
      // The tree was fitted again: its nodes are drawn anew under the pointer.
      await page.mouse.up();
      await twoFrames(page);
      assert.deepEqual(await selected(), [id], `${fragment}: node ${id}, pressed in one language and released in the other`);
    }
    // Right after a change, without waiting for anything else.
    await page.selectOption('#lang', 'fr');
    await page.waitForFunction(() => document.documentElement.lang === 'fr');
    const at = await centre(1);
    await page.mouse.click(at.x, at.y);
    await twoFrames(page);
    assert.deepEqual(await selected(), [1], `${fragment}: node 1, clicked right after the change`);
    assertNoErrors(errors);
    await context.close();
  }
});
