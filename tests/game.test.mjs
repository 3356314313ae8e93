// End-to-end tests of the game panel (www/js/panels/game.js): a tic-tac-toe and a
// Connect 4 position set up by clicking on the board, the depth-P tree built
// and searched, the board of the current node (and of a node pointed at)
// beside the tree, the move α-β chooses shown and played; memoisation marks
// the nodes the table answered; a bad position is a message, not an error.
// Run after `cargo xtask build`: node --test tests/game.test.mjs. Every test
// fails on a console error, a page exception or a CSP violation.

import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { REPO_ROOT } from './support/server.mjs';
import { openPage, waitForReady, assertNoErrors, chooseLang, holdRoute } from './support/browser.mjs';
import { useBrowser } from './support/suite.mjs';

const SHOTS = path.join(REPO_ROOT, 'tests', 'screenshots');

const env = useBrowser();

before(() => mkdir(SHOTS, { recursive: true }));

async function open() {
  const opened = await openPage(env.browser, env.server.url + '#preset=classic', { viewport: { width: 1280, height: 900 } });
  await waitForReady(opened.page);
  await opened.page.evaluate(() => {
    document.getElementById('game').open = true;
  });
  // The panel's code and the engine's full module load when it opens.
  await opened.page.waitForSelector('#game[data-loaded="true"]', { state: 'attached' });
  return opened;
}

const cell = (board, r, c) => `${board} .cell[data-row="${r}"][data-col="${c}"]`;
const position = (page) => page.inputValue('#game-position');
const nodeBoard = (page) => page.getAttribute('#game-node-board', 'data-position');
const shownNode = (page) => page.getAttribute('#game-node-board', 'data-node');

/**
 * The tree's size as drawn: the drawn nodes plus the folded subtrees'
 * sizes (a summary mark hangs under its root, which is drawn and counted
 * in its size too).
 */
const drawnSize = (page) =>
  page.evaluate(() => {
    const ids = new Set([...document.querySelectorAll('#tree g.node[data-node-id]')].map((g) => g.dataset.nodeId));
    let size = ids.size;
    for (const g of document.querySelectorAll('#tree g.summary[data-size]')) {
      size += Number(g.dataset.size) - (ids.has(g.dataset.rootId) ? 1 : 0);
    }
    return size;
  });

test('tic-tac-toe: set up by clicking, search, see the node boards, play the chosen move', async () => {
  const { page, errors, context } = await open();
  assert.equal(await position(page), '.../.../...');
  // x a1, o b2, x c1: o must block at b1.
  for (const [r, c] of [
    [0, 0],
    [1, 1],
    [0, 2],
  ])
    await page.click(cell('#game-board', r, c));
  assert.equal(await position(page), 'x.x/.o./...');
  // A click on an occupied cell plays nothing and says so.
  await page.click(cell('#game-board', 1, 1));
  assert.equal(await position(page), 'x.x/.o./...');
  assert.match(await page.textContent('#game-msg'), /No legal move/);
  await page.fill('#game-depth', '9');
  await page.click('#game-search');

  // The whole tree of this position (927 nodes, as the CLI and the
  // independent enumeration count), searched to the end.
  assert.equal(await drawnSize(page), 927);
  assert.equal(await page.isVisible('#game-view'), true);
  assert.match(await page.textContent('#game-choice'), /α-β plays b1 \(value 0\)/);
  // At the end the current node is the root: its board, with the chosen move marked.
  assert.equal(await nodeBoard(page), 'x.x/.o./...');
  assert.equal(await page.getAttribute(cell('#game-node-board', 0, 1), 'data-mark'), 'chosen');
  assert.equal(await page.getAttribute(cell('#game-board', 0, 1), 'data-mark'), 'chosen');

  // Stepping back to the first child's entry shows that child's position,
  // with the move that led there outlined.
  await page.click('#first');
  await page.click('#next');
  await page.click('#next');
  assert.equal(await shownNode(page), '1');
  assert.equal(await nodeBoard(page), 'xox/.o./...');
  assert.equal(await page.getAttribute(cell('#game-node-board', 0, 1), 'data-mark'), 'last');
  assert.match(await page.textContent('#game-choice'), /Step to the end/);
  assert.equal(await page.isDisabled('#game-play'), true);

  // Pointing at another drawn node shows its position (the event the
  // pointer makes: the fitted 927-node drawing is too small to aim at).
  const other = await page.$eval('#tree g.node[data-node-id]:not([data-node-id="0"]):not([data-node-id="1"])', (g) => g.dataset.nodeId);
  await page.dispatchEvent(`#tree g.node[data-node-id="${other}"]`, 'pointerover');
  assert.equal(await shownNode(page), other);
  assert.notEqual(await nodeBoard(page), 'xox/.o./...');
  await page.screenshot({ path: path.join(SHOTS, 'game-tictactoe.png') });

  // Play it: the set-up board takes the move, and it is x's turn.
  await page.click('#last');
  await page.click('#game-play');
  assert.equal(await position(page), 'xox/.o./...');
  assert.match(await page.textContent('#game-msg'), /α-β played b1/);
  assert.equal(await page.textContent(cell('#game-board', 0, 1)), '◯');
  assertNoErrors(errors);
  await context.close();
});

test('what a reader does in the panel before its code arrives is done once it is there', async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url + '#preset=classic', { viewport: { width: 1280, height: 900 } });
  await waitForReady(page);
  // A slow network: the panel's code arrives once the reader has acted (a
  // fixed delay was outrun by the reader's four actions on a busy machine).
  const { release: arrive } = await holdRoute(context, /\/js\/panels\/game\.js$/);
  await page.click('#game summary');
  await page.selectOption('#game-name', 'connect4');
  await page.fill('#game-depth', '2');
  await page.click('#game-search');
  assert.notEqual(await page.getAttribute('#game', 'data-loaded'), 'true', 'still loading');
  arrive();
  // The click was held, then done: Connect 4's tree at depth 2 (1 + 7 + 49 nodes).
  await page.waitForFunction(() => document.getElementById('game-view').hidden === false);
  assert.equal(await page.inputValue('#game-name'), 'connect4');
  assert.equal(await page.inputValue('#game-depth'), '2');
  assert.equal(await drawnSize(page), 57);
  assert.match(await page.textContent('#game-choice'), /α-β plays/);
  assertNoErrors(errors);
  await context.close();
});

test('Connect 4: set up by clicking, search at depth 3, play the chosen move', async () => {
  const { page, errors, context } = await open();
  await page.selectOption('#game-name', 'connect4');
  assert.equal(await page.inputValue('#game-depth'), '3');
  // A click anywhere in a column drops a disc there: x then o in column d.
  await page.click(cell('#game-board', 0, 3));
  await page.click(cell('#game-board', 2, 3));
  assert.equal(await position(page), '......./......./......./......./...o.../...x...');
  await page.click('#game-search');
  assert.equal(await drawnSize(page), 400);
  assert.match(await page.textContent('#game-choice'), /α-β plays c /);
  assert.equal(await nodeBoard(page), '......./......./......./......./...o.../...x...');
  // The chosen move is the disc that lands in column c, on the bottom row.
  assert.equal(await page.getAttribute(cell('#game-node-board', 5, 2), 'data-mark'), 'chosen');
  // Every inner node carries h of its position (the window count, here for x).
  assert.match(await page.textContent('#info'), /heuristic value h = [−-]3/);
  await page.click('#prev');
  const shown = await nodeBoard(page);
  assert.notEqual(shown, null);
  await page.click('#last');
  await page.screenshot({ path: path.join(SHOTS, 'game-connect4.png') });
  await page.click('#game-play');
  assert.equal(await position(page), '......./......./......./......./...o.../..xx...');
  assertNoErrors(errors);
  await context.close();
});

test('the heuristic at depth P is chosen on the page: h = 0 makes every unfinished position worth 0', async () => {
  const { page, errors, context } = await open();
  await page.selectOption('#game-name', 'connect4');
  await page.fill('#game-depth', '2');
  await page.click('#game-search');
  const rootValue = () => page.$eval('g.node[data-node-id="0"] .m', (t) => t.textContent.trim());
  const own = await rootValue();
  await page.selectOption('#game-heuristic', 'zero');
  await page.click('#game-search');
  // No position two moves from the start is finished, so the root is 0.
  assert.match(await rootValue(), /0$/);
  assert.doesNotMatch(await rootValue(), /[1-9]/);
  assert.notEqual(await rootValue(), own);
  await page.selectOption('#game-heuristic', 'mobility');
  await page.click('#game-search');
  // Mobility: every position two moves in still has its 7 columns open.
  assert.match(await rootValue(), /7$/);
  assertNoErrors(errors);
  await context.close();
});

test('memoisation marks the nodes the table answered; a bad position is a message', async () => {
  const { page, errors, context } = await open();
  // Nim 1 1 2 (46 nodes, drawn whole): taking from heap 1 then heap 2 meets
  // taking from heap 2 then heap 1.
  await page.selectOption('#game-name', 'nim');
  await page.fill('#game-position', '1 1 2');
  await page.press('#game-position', 'Enter');
  assert.equal(await position(page), '1 1 2');
  await page.check('#game-tt');
  await page.click('#game-search');
  assert.equal(await drawnSize(page), 46);
  const marked = await page.$$eval('g.node[data-tthit="true"]', (gs) => gs.length);
  assert.ok(marked > 0, 'some nodes are answered by the table');
  assert.equal(await page.$$eval('g.node[data-tthit="true"] .tt-mark', (ms) => ms.length), marked);
  assert.match(await page.textContent('#game-choice'), /α-β plays h3t2 \(value 1\)/);
  await page.screenshot({ path: path.join(SHOTS, 'game-tt.png') });
  // Back at the start, nothing is marked yet.
  await page.click('#first');
  assert.equal(await page.$$eval('g.node[data-tthit="true"]', (gs) => gs.length), 0);
  // Memoisation is the game search's: another tree is searched without it.
  await page.selectOption('#preset', 'classic');
  assert.equal(await page.isVisible('#game-view'), false);
  assert.equal(await page.$$eval('g.node[data-tthit="true"]', (gs) => gs.length), 0);

  await page.selectOption('#game-name', 'tictactoe');
  await page.fill('#game-position', 'xx./.../...');
  await page.press('#game-position', 'Enter');
  assert.match(await page.textContent('#game-msg'), /2 x and 0 o/);
  await chooseLang(page, 'fr');
  assert.match(await page.textContent('#game-msg'), /2 x et 0 o/);
  // The refused text stays to be corrected; the board keeps the last good position.
  assert.equal(await position(page), 'xx./.../...');
  assert.equal(await page.textContent(cell('#game-board', 0, 0)), '');
  assertNoErrors(errors);
  await context.close();
});

test("a game's tree is a short link: a reload or a shared link builds it again, with its board and settings", async () => {
  const { page, errors, context } = await open();
  await page.selectOption('#game-name', 'connect4');
  await page.click(cell('#game-board', 0, 3));
  await page.selectOption('#game-heuristic', 'mobility');
  await page.check('#game-tt');
  await page.click('#game-search');
  await page.waitForSelector('#game-view:not([hidden])');
  const counter = async (p) => (await p.textContent('#counter')).trim();
  const before = await counter(page);
  const built = await page.textContent('#game-msg');
  assert.match(built, /^A tree of [\d,]+ nodes, P = 3\.$/);
  // The address names the game, P, h, the table and the position, not the tree.
  await page.waitForFunction(() => location.hash.startsWith('#game=connect4,3,mobility,1,'), null, { polling: 100 });
  const hash = await page.evaluate(() => location.hash);
  assert.doesNotMatch(hash, /tree=/);
  assert.match(hash, /game=connect4,3,mobility,1,\.\.\.\.\.\.\.\/.*\/\.\.\.x\.\.\./);
  await page.reload();
  await waitForReady(page);
  assert.equal(await counter(page), before);
  await page.waitForSelector('#game[open][data-loaded="true"]', { state: 'attached' });
  assert.equal(await page.inputValue('#game-name'), 'connect4');
  assert.equal(await page.inputValue('#game-heuristic'), 'mobility');
  assert.equal(await page.isChecked('#game-tt'), true);
  assert.equal(await nodeBoard(page), '......./......./......./......./......./...x...');
  assert.equal(await page.textContent('#game-msg'), built, 'the panel says what it built, as before the reload');
  assertNoErrors(errors);
  await context.close();

  // The same link in another browser, and then a link to no game: a
  // message, and the tree stays.
  const shared = await openPage(env.browser, env.server.url + hash, { viewport: { width: 1280, height: 900 } });
  await waitForReady(shared.page);
  assert.equal(await counter(shared.page), before);
  await shared.page.evaluate(() => {
    location.hash = 'game=chess,3,game,0,';
  });
  await shared.page.waitForFunction(() => !document.getElementById('error').hidden);
  // The engine's message (written for the CLI, after "error: ") begins the
  // box's line with a capital.
  assert.match(await shared.page.textContent('#error .error-message'), /^No game called 'chess'/);
  await shared.page.click('#error button');
  await shared.page.evaluate(() => {
    location.hash = 'game=pig,2,game,0,1,2';
  });
  await shared.page.waitForFunction(() => !document.getElementById('error').hidden);
  assert.match(await shared.page.textContent('#error .error-message'), /^A Pig position is A,B,T,max/);
  // A key that does not read (an unknown heuristic) is said too, not dropped silently.
  await shared.page.click('#error button');
  await shared.page.evaluate(() => {
    location.hash = 'game=tictactoe,3,evil,0,';
  });
  await shared.page.waitForFunction(() => !document.getElementById('error').hidden);
  assert.match(await shared.page.textContent('#error'), /Its key game= does not read/);
  assert.equal((await shared.page.textContent('#counter')).trim().split(' / ')[1], before.split(' / ')[1], 'the tree stays');
  assertNoErrors(shared.errors);
  await shared.context.close();
});

test("tic-tac-toe's full tree from the empty board is built, searched and drawn folded", async () => {
  const { page, errors, context } = await open();
  await page.fill('#game-depth', '9');
  await page.click('#game-search', { timeout: 120_000 });
  await page.waitForSelector('#game-view:not([hidden])', { timeout: 120_000 });
  assert.equal(await drawnSize(page), 549_946);
  assert.equal(await nodeBoard(page), '.../.../...');
  assert.match(await page.textContent('#game-choice'), /α-β plays a1 \(value 0\)/);
  await page.screenshot({ path: path.join(SHOTS, 'game-tictactoe-full.png') });
  await page.click('#game-play');
  assert.equal(await position(page), 'x../.../...');
  assertNoErrors(errors);
  await context.close();
});
