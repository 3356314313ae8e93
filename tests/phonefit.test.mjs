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
//     the tree came), and the tree stays where it was first drawn; the
//     menu of the level of detail, practice's first line under the tree,
//     is seen at its centre above the dock too (the dock covered it);
//   - 390×844 with touch, hard-7 checked, then reloaded as Check left the
//     page and after a scroll down to the feedback's list by hand: the tree
//     is seen at its centre, every node above the dock (the page scrolled
//     to the verdicts a reload gives back, and the browser restored the
//     scroll: 377 px down, the tree above the screen);
//   - 1024×768 in large text, a tic-tac-toe game set up in the game
//     panel, searched, its move played and searched again (as
//     game.test.mjs plays it), and a position typed whose winning move is
//     a leaf under the root: every node drawn shows its value, leaves at
//     18 px or more, no leaf folded into a dot, no two texts of the nodes
//     and cut marks overlapping, none out of the drawing (the fold plan
//     gave up when the variation and its siblings had no room: the root's
//     "↑ 1" lay over a move's "↓α 1", the winning move was a dot; then
//     the root's "↑ 0" over the variation's "↓α −1");
//   - the example trees' menu (a one-line customizable <select>) closed on
//     its longest title, at 1024×768 in large text (English) and on a
//     390×844 phone (French): the title is cut with an ellipsis, and the
//     ▼ at the menu's right end is drawn as it is for the shortest title
//     (the same pixels), inside the menu's box and under the pointer
//     there (it was pushed out of the box, the title cut bare).
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
import { nodesSeen, overlappingTexts, PHONE, pixels, twoFrames } from './support/screens.mjs';

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

for (const [detail, label] of [
  [null, 'm (the default)'],
  ['full', 'cuts, m, α and β'],
]) {
  test(`a phone, a practice link to hard-7 at "${label}": the first drawing shows every node above the dock, the level of detail's menu too, and nothing moves after`, async () => {
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
    assert.equal(first.dock.height, words, `the dock keeps the height it had while the engine loaded (${words} px)`);
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
    // The menu of what the student answers, the panel's first row, is
    // seen at its centre above the dock (it lay under it: the dock, not the menu).
    const menu = await page.$eval('#p-detail', (s) => {
      const b = s.getBoundingClientRect();
      const hit = document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2);
      return { seen: hit !== null && (hit === s || s.contains(hit)), at: Math.round(b.top + b.height / 2), by: hit?.closest('[id]')?.id ?? 'nothing' };
    });
    assert.ok(menu.seen, `the level of detail's menu at its centre (y ${menu.at}) shows ${menu.by}`);
    assertNoErrors(errors);
    await context.close();
  });
}

/** The tree's drawing as seen: what is at its box's centre, and the page's scroll. */
function treeInSight(page) {
  return page.evaluate(() => {
    const svg = document.getElementById('tree');
    const b = svg.getBoundingClientRect();
    const hit = document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2);
    return {
      scrollY: Math.round(scrollY),
      centre: Math.round(b.top + b.height / 2),
      seen: hit !== null && svg.contains(hit),
      by: hit?.closest('[id]')?.id ?? 'nothing',
    };
  });
}

// After Check the page scrolls down to the feedback (dock.test.mjs), and
// the verdicts come back on a reload (practice.test.mjs): the browser then
// restored that scroll, 370 to 474 px down, the tree above the screen.
test('a phone, a homework link: the homework bar above the tree, and every node of its first exercise seen above the dock, as practice opened alone shows them', async () => {
  // The homework bar (188 px here) came after the tree was fitted and
  // pushed it down: 19 of medium-42's 23 nodes lay under the dock.
  const { page, errors, context } = await openPage(env.browser, env.server.url + 'index.html#homework=medium-42,hard-7,deep-cut-12', PHONE);
  await waitForReady(page);
  await page.waitForFunction(() => document.getElementById('practice').getAttribute('aria-busy') === 'false');
  await page.waitForFunction(() => !document.getElementById('homework').hidden);
  await twoFrames(page);
  const { nodes } = await nodesSeen(page);
  // The tree is wider than the phone (its line says so): its last leaf is off the right edge, and a swipe shows it.
  const covered = nodes.filter((n) => n.by !== null && Number(n.at.slice(1).split(',')[0]) < 390);
  assert.deepEqual(covered, [], 'every node on the screen is seen at its centre');
  assert.ok(nodes.length === 23, `${nodes.length} nodes`);
  assertNoErrors(errors);
  await context.close();
});

test('a phone, practice on hard-7 checked then reloaded: the page opens with the tree in sight, every node above the dock', async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url + 'index.html#mode=practice&exercise=hard-7', PHONE);
  await waitForReady(page);
  await page.waitForFunction(() => document.getElementById('practice').getAttribute('aria-busy') === 'false');
  await page.tap('#p-check');
  await page.waitForFunction(() => document.getElementById('p-summary').textContent.trim() !== '');
  await twoFrames(page);
  const checked = await treeInSight(page);
  assert.ok(!checked.seen && checked.scrollY > 200, `after Check the page shows the feedback, the tree above it (${JSON.stringify(checked)})`);
  // Reloaded as the page left it, then after the student scrolled down to
  // the feedback's list by hand.
  for (const how of ['as Check left it', 'scrolled to the list by hand']) {
    if (how.startsWith('scrolled')) {
      await page.evaluate(() => window.scrollTo({ top: document.getElementById('p-list').getBoundingClientRect().top + scrollY, behavior: 'instant' }));
      await twoFrames(page);
    }
    await page.reload();
    await waitForReady(page);
    await page.waitForFunction(() => document.querySelector('g.node[data-verdict]') !== null);
    await page.waitForFunction(() => document.getElementById('practice').getAttribute('aria-busy') === 'false');
    // Until the page has settled: shown, and its scroll still for five frames.
    await page.waitForFunction(() => document.documentElement.dataset.shown === '1');
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          let [last, still] = [scrollY, 0];
          const tick = () => {
            still = scrollY === last ? still + 1 : 0;
            last = scrollY;
            if (still >= 5) resolve();
            else requestAnimationFrame(tick);
          };
          requestAnimationFrame(tick);
        }),
    );
    if (how.startsWith('as')) await page.screenshot({ path: path.join(SHOTS, 'phonefit-practice-reloaded.png') });
    const reloaded = await treeInSight(page);
    assert.ok(reloaded.seen, `${how}, reloaded: the tree's centre is the tree's, not ${reloaded.by} (${JSON.stringify(reloaded)})`);
    const { nodes } = await nodesSeen(page);
    assert.deepEqual(
      nodes.filter((n) => n.by !== null),
      [],
      `${how}, reloaded: nodes whose centre shows something else`,
    );
  }
  assertNoErrors(errors);
  await context.close();
});

/**
 * What a person sees of the drawing: the texts of the nodes and the cut
 * marks that overlap (each line of different owners, more than 2 px across
 * and 3 px down, as settings.test.mjs counts them), those out of the
 * drawing's box, the values drawn (leaves' and inner nodes', in pixels on
 * screen: font size × the SVG's scale) and the leaves folded into a dot.
 */
async function drawingSeen(page) {
  const seen = await page.evaluate(() => {
    const svg = document.getElementById('tree');
    const box = svg.getBoundingClientRect();
    const drawn = (e) => {
      for (let x = e; x && x !== svg; x = x.parentNode) if (x.getAttribute?.('display') === 'none') return false;
      return e.getBoundingClientRect().width > 0 && getComputedStyle(e).visibility !== 'hidden' && e.textContent.trim() !== '';
    };
    const items = [];
    for (const t of svg.querySelectorAll('g.node text, g.cut text')) {
      if (!drawn(t)) continue;
      const owner = t.closest('g.node, g.cut');
      const parts = t.querySelectorAll('tspan').length ? [...t.querySelectorAll('tspan')] : [t];
      for (const part of parts) {
        if (!part.textContent.trim()) continue;
        let r = part.getBoundingClientRect();
        // The scissors' glyph fills the middle half of its line box (as
        // cuts.js measuredPlace weighs it): the rest is empty line height.
        if (t.classList.contains('scissors')) r = { left: r.left, right: r.right, top: r.top + r.height / 4, bottom: r.bottom - r.height / 4 };
        items.push({ r, owner, text: part.textContent.trim() });
      }
    }
    const name = (item) => `${item.owner.dataset.nodeId ?? 'cut'} "${item.text}"`;
    const owners = new Map();
    const texts = items.map((item) => {
      if (!owners.has(item.owner)) owners.set(item.owner, owners.size);
      const { left, right, top, bottom } = item.r;
      return { r: { left, right, top, bottom }, owner: owners.get(item.owner), name: name(item) };
    });
    const outside = items.filter(({ r }) => r.left < box.left - 1 || r.right > box.right + 1 || r.top < box.top - 1 || r.bottom > box.bottom + 1).map(name);
    const px = (t) => Number.parseFloat(getComputedStyle(t).fontSize) * t.getScreenCTM().a;
    const values = [...svg.querySelectorAll('g.node[data-node-id]')]
      .filter((g) => g.dataset.tight !== 'true')
      .map((g) => {
        const v = g.querySelector('text.val') ?? g.querySelector('text.m');
        return { id: g.dataset.nodeId, leaf: Boolean(g.querySelector('text.val')), px: v && drawn(v) ? px(v) : 0 };
      });
    // The principal variation's double line starting inside a fold's mark:
    // stray green segments over the mark.
    const folds = [...svg.querySelectorAll('g.summary')].filter((g) => g.getAttribute('display') !== 'none').map((g) => g.getBoundingClientRect());
    const stray = [...svg.querySelectorAll('line.pv-inner')].filter((line) => {
      const start = new DOMPoint(line.x1.baseVal.value, line.y1.baseVal.value).matrixTransform(line.getScreenCTM());
      return folds.some((r) => start.x > r.left + 1 && start.x < r.right - 1 && start.y > r.top + 1 && start.y < r.bottom - 1);
    }).length;
    return { texts, outside, values, stray, dots: svg.querySelectorAll('g.summary[data-size="1"]').length, marks: svg.querySelectorAll('g.summary').length };
  });
  return { ...seen, overlaps: overlappingTexts(seen.texts).map(([a, b]) => `${a.name} × ${b.name}`) };
}

/** The game panel's Search, then the end of the search, the settings folded away (large text). */
async function search(page) {
  await page.click('#game-search');
  await page.waitForSelector('#game-view:not([hidden])');
  await page.waitForFunction(() => document.getElementById('setup').hidden && /^(\d[\d,]*) \/ \1$/.test(document.getElementById('counter').textContent.trim()));
  await twoFrames(page);
}

/** Opens the settings (large text folds them away) and the game panel. */
async function openGame(page) {
  if (await page.isHidden('#setup')) await page.click('#show-settings');
  await page.waitForSelector('#setup:not([hidden])');
  if (!(await page.$eval('#game', (d) => d.open))) await page.click('#game summary');
  await page.waitForSelector('#game[data-loaded="true"]', { state: 'attached' });
}

function assertReadable(seen, where) {
  assert.deepEqual(seen.overlaps, [], `${where}: texts that overlap`);
  assert.deepEqual(seen.outside, [], `${where}: texts out of the drawing`);
  assert.equal(seen.dots, 0, `${where}: leaves folded into a dot, their values not shown`);
  assert.equal(seen.stray, 0, `${where}: segments of the principal variation drawn over a fold's mark`);
  const unread = seen.values.filter((v) => v.px < 18 - 0.05).map((v) => `${v.id}${v.leaf ? ' (leaf)' : ''} at ${v.px.toFixed(1)} px`);
  assert.deepEqual(unread, [], `${where}: values drawn under 18 px`);
}

test('tic-tac-toe at 1024×768 in large text: a game set up, searched and played, and a position with a winning leaf, drawn with every value readable and no text over another', async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url + 'index.html#preset=classic&large=1', {
    viewport: { width: 1024, height: 768 },
  });
  await waitForReady(page);
  await openGame(page);
  await page.selectOption('#game-name', 'tictactoe');
  // As game.test.mjs plays it: x a1, o b2, x c1 (927 nodes), then α-β's b1.
  for (const [r, c] of [
    [0, 0],
    [1, 1],
    [0, 2],
  ])
    await page.click(`#game-board .cell[data-row="${r}"][data-col="${c}"]`);
  await search(page);
  await page.click('#game-play');
  assert.equal(await page.inputValue('#game-position'), 'xox/.o./...');
  await openGame(page);
  await search(page);
  const played = await drawingSeen(page);
  await page.screenshot({ path: path.join(SHOTS, 'phonefit-tictactoe-played.png') });
  assert.ok(
    played.values.length >= 6 && played.marks >= 1,
    `the root and its five moves drawn, the rest folded (${played.values.length} nodes, ${played.marks} marks)`,
  );
  assertReadable(played, 'xox/.o./... searched');
  // x a1 a2, o b1 c2, x to move: a3 wins at once, a leaf under the root.
  await openGame(page);
  await page.fill('#game-position', 'xo./x.o/...');
  await page.press('#game-position', 'Enter');
  await search(page);
  const winning = await drawingSeen(page);
  await page.screenshot({ path: path.join(SHOTS, 'phonefit-tictactoe-leaf.png') });
  assert.ok(
    winning.values.some((v) => v.leaf),
    'the winning move, a leaf, is drawn with its value',
  );
  assertReadable(winning, 'xo./x.o/... searched');
  assertNoErrors(errors);
  await context.close();
});

/**
 * The preset menu closed on option `value`: its box, where its ▼ is drawn
 * (the picker icon's width at the right of its content box, CSS pixels)
 * and what is there under the pointer, and how its chosen title is cut
 * (the element that shows it: the menu's own button's <selectedcontent>,
 * else the menu itself).
 */
async function closedMenu(page, value) {
  // Large text folds the settings away when a tree is chosen.
  for (const choose of [true, false]) {
    if (await page.isHidden('#setup')) await page.click('#show-settings');
    await page.waitForSelector('#setup:not([hidden])');
    if (choose) await page.selectOption('#preset', value);
  }
  await page.$eval('#preset', (s) => s.scrollIntoView({ block: 'center' }));
  await twoFrames(page);
  return page.$eval('#preset', (s) => {
    const b = s.getBoundingClientRect();
    const cs = getComputedStyle(s);
    const iconW = Number.parseFloat(getComputedStyle(s, '::picker-icon').width) || 0;
    const right = b.right - Number.parseFloat(cs.borderRightWidth) - Number.parseFloat(cs.paddingRight);
    const icon = { x: Math.floor(right - iconW - 2), y: Math.ceil(b.top + 3), width: Math.ceil(iconW + 4), height: Math.floor(b.height - 6) };
    const hit = document.elementFromPoint(right - iconW / 2, b.top + b.height / 2);
    const shows = s.querySelector(':scope > button > selectedcontent') ?? s;
    const st = getComputedStyle(shows);
    return {
      title: s.selectedOptions[0].textContent,
      box: { left: b.left, right: b.right, top: b.top, bottom: b.bottom },
      iconW,
      icon,
      hit: hit === s || s.contains(hit),
      textEnd: shows === s ? b.right : shows.getBoundingClientRect().right,
      cut: shows.scrollWidth > shows.clientWidth + 1,
      ellipsis: st.textOverflow === 'ellipsis' && st.whiteSpace === 'nowrap' && st.overflow !== 'visible',
    };
  });
}

for (const [where, options, lang] of [
  ['1024×768 in large text', { viewport: { width: 1024, height: 768 } }, 'en'],
  ['a 390×844 phone', PHONE, 'fr'],
]) {
  test(`the example trees' menu closed on its longest title at ${where} (${lang}): the title ends with an ellipsis, the ▼ stays in the box`, async () => {
    const large = where.includes('large') ? '&large=1' : '';
    const { page, errors, context } = await openPage(env.browser, env.server.url + `index.html#preset=classic&lang=${lang}${large}`, options);
    await waitForReady(page);
    const titles = await page.$$eval('#preset option', (os) => os.filter((o) => o.value).map((o) => ({ value: o.value, length: o.textContent.length })));
    const [shortest, longest] = [titles.reduce((a, b) => (b.length < a.length ? b : a)), titles.reduce((a, b) => (b.length > a.length ? b : a))];
    const short = await closedMenu(page, shortest.value);
    const [arrowShort] = await pixels(context, [await page.screenshot({ clip: short.icon })]);
    const long = await closedMenu(page, longest.value);
    const [arrowLong] = await pixels(context, [await page.screenshot({ clip: long.icon })]);
    const b = long.box;
    await page.screenshot({
      path: path.join(SHOTS, `phonefit-menu-${lang}.png`),
      clip: { x: Math.max(0, b.left - 8), y: b.top - 8, width: b.right - Math.max(0, b.left - 8) + 8, height: b.bottom - b.top + 16 },
    });
    const what = `${where}, "${long.title}"`;
    assert.ok(long.iconW > 4, `${what}: the menu draws its ▼ (${long.iconW} px)`);
    assert.ok(long.icon.x >= b.left && long.icon.x + long.icon.width <= b.right + 1, `${what}: the ▼'s place is inside the box`);
    assert.ok(long.hit, `${what}: the ▼'s centre is the menu's, under the pointer`);
    assert.ok(long.textEnd <= long.icon.x + 2, `${what}: the title ends (${long.textEnd.toFixed(1)}) before the ▼ (${long.icon.x})`);
    assert.ok(long.cut && long.ellipsis, `${what}: the title is cut with an ellipsis (cut ${long.cut}, ellipsis ${long.ellipsis})`);
    // What is seen there: the same ▼ as under the shortest title, nothing of the title over it.
    assert.equal(short.icon.x, long.icon.x, 'the ▼ at one place whatever the title');
    const differ = arrowLong.filter((v, i) => Math.abs(v - arrowShort[i]) > 40).length;
    assert.equal(differ, 0, `${what}: the ▼'s pixels differ from the shortest title's at ${differ} channels`);
    assert.ok(
      arrowLong.some((v, i) => i % 4 !== 3 && v < 128),
      `${what}: the ▼ is drawn (dark pixels)`,
    );
    assertNoErrors(errors);
    await context.close();
  });
}
