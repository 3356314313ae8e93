// End-to-end tests of Pig, the dice game, in the game panel
// (www/js/panels/game.js and pig.js): a game played to the end against the
// search at 1024×768 with large text, its moves made by click and by key
// (roll, hold, the die's face chosen, the die drawn at random, the search's
// move played), the scores shown after every move checked against a
// reference the test computes from Pig's rules, the tree searched again
// from each position (chance nodes drawn as circles, 1/6 on their edges),
// the texts' sizes and the score panel in sight; the game kept by a reload;
// the French words; and a game on a 390×844 touch phone. axe checks the
// panel against WCAG 2.1 A and AA. Run after
// `cargo xtask build`: node --test tests/pig.test.mjs. Every test fails on
// a console error, a page exception or a CSP violation.

import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { REPO_ROOT } from './support/server.mjs';
import { openPage, waitForReady, assertNoErrors, chooseLang } from './support/browser.mjs';
import { PHONE, openFolded, twoFrames } from './support/screens.mjs';
import { useBrowser } from './support/suite.mjs';
import { violations } from './support/axe.mjs';

const SHOTS = path.join(REPO_ROOT, 'tests', 'screenshots');
const GOAL = 10;

const env = useBrowser();

before(() => mkdir(SHOTS, { recursive: true }));

// ---------------------------------------------------------------------
// The reference: Pig's rules as issue 41 states them, written here.

/** The start: no points, MAX to move. */
const START = { a: 0, b: 0, t: 0, max: true, rolling: false };

/**
 * The position after `move` (roll, hold, d1 to d6): a roll puts the die in
 * the air; a 1 loses the turn total and passes the turn; 2 to 6 add to it
 * and the same player goes on; holding banks the turn total and passes.
 */
function apply(s, move) {
  if (move === 'roll') {
    assert.equal(s.rolling, false, 'a roll from a decision');
    return { ...s, rolling: true };
  }
  if (move === 'hold') {
    assert.ok(!s.rolling && s.t > 0, 'hold only with a turn total above 0');
    return s.max ? { ...s, a: s.a + s.t, t: 0, max: false } : { ...s, b: s.b + s.t, t: 0, max: true };
  }
  const face = Number(/^d([1-6])$/.exec(move)[1]);
  assert.equal(s.rolling, true, 'a face once the die is in the air');
  if (face === 1) return { ...s, t: 0, max: !s.max, rolling: false };
  return { ...s, t: s.t + face, rolling: false };
}

const winner = (s) => (s.a >= GOAL ? 'max' : s.b >= GOAL ? 'min' : null);

/** The engine's notation of `s` (docs/chance.md), as the side board names its position. */
const notation = (s) => `${s.a},${s.b},${s.t},${s.max ? 'max' : 'min'}${s.rolling ? ',roll' : ''}/${GOAL}`;

// ---------------------------------------------------------------------
// What the page shows.

/** The score panel beside the tree, as read on screen. */
const shown = (page) =>
  page.$eval('#pig-score', (box) => {
    const num = (sel) => Number(box.querySelector(sel).textContent.trim());
    return {
      a: num('.pig-player[data-side="max"] .pig-banked'),
      b: num('.pig-player[data-side="min"] .pig-banked'),
      t: num('.pig-total'),
      turn: box.querySelector('.pig-player[data-turn="true"]')?.dataset.side ?? null,
      won: box.querySelector('.pig-player[data-won="true"]')?.dataset.side ?? null,
      face: box.querySelector('.pig-die').dataset.face,
    };
  });

/** Which of Pig's buttons are enabled. */
const enabled = (page) =>
  page.$$eval('#pig button[data-move], #pig-draw', (bs) =>
    bs
      .filter((b) => !b.disabled)
      .map((b) => b.dataset.move ?? 'draw')
      .sort(),
  );

/**
 * Checks the page against the reference `s` after `move`: the scores, the
 * player to move, the die, the legal moves, the tree searched from there
 * (its root's position, chance nodes drawn as circles with 1/6 on their
 * edges while the game goes on; unless `tree` is false, when the tree
 * is not in sight and may not be drawn).
 */
async function check(page, s, move, what, tree = true) {
  const face = /^d([1-6])$/.exec(move ?? '')?.[1] ?? '';
  const w = winner(s);
  assert.deepEqual(await shown(page), { a: s.a, b: s.b, t: s.t, turn: w ? null : s.max ? 'max' : 'min', won: w, face }, what);
  assert.equal(await page.getAttribute('#game-node-board', 'data-position'), notation(s), `${what}: the tree's root`);
  const legal = w ? [] : s.rolling ? ['d1', 'd2', 'd3', 'd4', 'd5', 'd6', 'draw'] : s.t > 0 ? ['hold', 'roll'] : ['roll'];
  assert.deepEqual(await enabled(page), legal.sort(), `${what}: the moves offered`);
  if (!w && tree) {
    const circles = await page.$$eval('#tree g.node circle.shape', (cs) => cs.length);
    assert.ok(circles > 0, `${what}: chance nodes drawn as circles`);
    const probs = await page.$$eval('#tree text.prob', (ts) => [...new Set(ts.map((x) => x.textContent.trim()))]);
    assert.deepEqual(probs, ['1/6'], `${what}: 1/6 on the chance edges`);
  }
  assert.equal(await page.isHidden('#pig-new'), !w, `${what}: New game once the game is over`);
}

/** The move the search chooses (its sentence), or null when none is offered. */
async function searchMove(page) {
  if (await page.isDisabled('#game-play')) return null;
  const m = /plays (roll|hold) \(value /.exec(await page.textContent('#game-choice'));
  assert.ok(m, 'the choice names the move');
  return m[1];
}

/**
 * Every text of the Pig panel and the choice: its rendered size (at the
 * screen's scale, deviceScaleFactor 1 here) and whether it is a value.
 */
const textSizes = (page) =>
  page.$$eval('#pig *, #game-choice, #game-play, #pig-keys, #game-node-name, #game-view-title', (els) =>
    els
      .filter((e) => e.checkVisibility() && [...e.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim()))
      .map((e) => ({
        text: e.textContent.trim().slice(0, 30),
        px: Number.parseFloat(getComputedStyle(e).fontSize) * window.devicePixelRatio,
        value: e.matches('.pig-banked, .pig-total'),
      })),
  );

async function assertReadable(page, where) {
  const sizes = await textSizes(page);
  assert.ok(sizes.length >= 10, `${where}: the panel's texts are measured (${sizes.length})`);
  for (const s of sizes) assert.ok(s.px >= (s.value ? 18 : 14), `${where}: "${s.text}" at ${s.px} px`);
  // The score panel is on screen, and nothing lies over its middle.
  const seen = await page.$eval('#pig-score', (box) => {
    const r = box.getBoundingClientRect();
    const inside = r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth;
    const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return { inside, hit: box.contains(hit), rect: [r.x, r.y, r.width, r.height].map(Math.round) };
  });
  assert.ok(seen.inside && seen.hit, `${where}: the score panel is seen whole (${JSON.stringify(seen)})`);
}

/** Opens the page, the game panel, and a game of Pig to GOAL. */
async function openPig(url, options) {
  const opened = await openPage(env.browser, url, options);
  const { page } = opened;
  await waitForReady(page);
  // The settings, folded on a projector, hold the game panel.
  if (await page.evaluate(() => document.getElementById('setup').hidden)) await page.click('#show-settings');
  await page.evaluate(() => {
    document.getElementById('game').open = true;
  });
  await page.waitForSelector('#game[data-loaded="true"]', { state: 'attached' });
  await page.selectOption('#game-name', 'pig');
  // Pig is played at once: the tree of the start is built beside the panel.
  await page.waitForSelector('#pig:not([hidden])');
  return opened;
}

test('a game of Pig played to the end against the search, by click and by key, checked against the rules', async () => {
  const { page, errors, context } = await openPig(env.server.url + '#preset=classic&large=1', { viewport: { width: 1024, height: 768 } });
  assert.equal(await page.inputValue('#game-goal'), String(GOAL));
  assert.equal(await page.inputValue('#game-depth'), '2');
  let s = START;
  await check(page, s, null, 'the start');
  assert.match(await page.textContent('#pig-said'), /^MAX to move\.$/);
  await assertReadable(page, 'the start');
  // The tree at the default depth: a decision and the roll's chance node
  // with its six outcomes (8 nodes from the start, where hold is no move).
  assert.match(await page.textContent('#game-msg'), /^A tree of 8 nodes, P = 2\.$/);
  // The settings fold away, as a teacher has them: the tree and the game.
  await page.click('#show-settings');
  // Star1 needs the game's leaf bounds, which the link keeps.
  await page.waitForFunction(() => location.hash.includes('bounds=-1%2C1') || location.hash.includes('bounds=-1,1'), null, { polling: 100 });

  /** Plays `move` with `how` (a click on its button or its key) and checks the page. */
  const play = async (move, how, what) => {
    const key = { roll: 'r', hold: 'h', draw: 'd', play: 'p' }[move] ?? move.slice(1);
    const button = { roll: '#pig-roll', hold: '#pig-hold', draw: '#pig-draw', play: '#game-play' }[move] ?? `#pig button[data-move="${move}"]`;
    let played = move;
    if (move === 'play') played = await searchMove(page);
    const before = s;
    if (how === 'key') await page.keyboard.press(key);
    else await page.click(button);
    await twoFrames(page);
    if (move === 'draw') {
      const face = (await shown(page)).face || '1';
      played = 'd' + face;
    }
    s = apply(before, played);
    await check(page, s, played, `${what} (${played}, by ${how})`);
    return played;
  };

  // MAX: the search's move at the start is a roll, the only move there.
  assert.equal(await searchMove(page), 'roll');
  await play('play', 'click', 'the search rolls');
  assert.match(await page.textContent('#pig-said'), /MAX rolls: choose the die's face/);
  assert.match(await page.textContent('#game-choice'), /The die decides/);
  assert.equal(await page.isDisabled('#game-play'), true, 'no move to choose while the die decides');
  await play('d4', 'click', 'a 4');
  assert.match(await page.textContent('#pig-said'), /^MAX rolled a 4: turn total 4\./);
  await play('roll', 'key', 'roll again');
  await play('d1', 'key', 'a 1');
  assert.match(await page.textContent('#pig-said'), /^MAX rolled a 1 and loses the turn total: MIN to move\.$/);
  // MIN: 3 and 5, then holds 8.
  await play('roll', 'click', 'MIN rolls');
  await play('d3', 'click', 'a 3');
  await play('roll', 'key', 'MIN rolls again');
  await play('d5', 'key', 'a 5');
  await assertReadable(page, 'MIN at 8');
  await page.screenshot({ path: path.join(SHOTS, 'pig-1024.png') });
  // WCAG 2.1 A and AA (axe), the score panel and the moves included.
  assert.deepEqual(await violations(page), []);
  await play('hold', 'key', 'MIN holds');
  assert.match(await page.textContent('#pig-said'), /^MIN held and banked the turn total: MAX to move\.$/);
  // MAX: the die drawn at random, by key, whatever it shows.
  await play('roll', 'click', 'MAX rolls');
  await play('draw', 'key', 'a face drawn');
  // Then the game to its end: the search moves for whoever is to move
  // (by key and by click in turn), the die set by the test. The search
  // holds only when holding wins, so the game ends within a few turns.
  const faces = ['d3', 'd2', 'd1', 'd4', 'd5', 'd6', 'd2', 'd1'];
  let rolls = 0;
  let searchMoves = 0;
  for (let turn = 0; !winner(s); turn += 1) {
    assert.ok(turn < 80, 'the game ends');
    if (s.rolling) {
      await play(faces[rolls % faces.length], rolls % 2 ? 'key' : 'click', 'the die');
      rolls += 1;
    } else {
      searchMoves += 1;
      await play('play', searchMoves % 2 ? 'key' : 'click', "the search's move");
    }
  }
  assert.ok(searchMoves >= 2, `the search played (${searchMoves} moves)`);
  const w = winner(s).toUpperCase();
  assert.equal(await page.textContent('#pig-said'), `${w} wins: MAX ${s.a}, MIN ${s.b}. New game to play again.`);
  assert.equal(await page.textContent(`#pig-score .pig-player[data-won="true"] .pig-mark`), 'wins');
  assert.match(await page.textContent('#game-choice'), /No move to play/);
  await assertReadable(page, 'the end');
  await page.screenshot({ path: path.join(SHOTS, 'pig-1024-end.png') });

  // Keys do nothing once the game is over, and New game starts again.
  await page.keyboard.press('r');
  await check(page, s, s.rolling ? null : 'hold', 'a key after the end');
  await page.click('#pig-new');
  await check(page, START, null, 'a new game');
  assertNoErrors(errors);
  await context.close();
});

test('the game stays in the link: a reload shows the same scores, die and turn; French words', async () => {
  const { page, errors, context } = await openPig(env.server.url + '#preset=classic', { viewport: { width: 1280, height: 800 } });
  // A goal of 20, then MAX rolls a 5 and a 2 and holds, MIN rolls a 4.
  await page.fill('#game-goal', '20');
  await page.press('#game-goal', 'Enter');
  await page.waitForFunction(() => document.getElementById('game-node-board').dataset.position === '0,0,0,max/20');
  // Keys in a field are the field's: the game's keys work once it is left.
  await page.keyboard.press('r');
  assert.equal(await page.getAttribute('#game-node-board', 'data-position'), '0,0,0,max/20');
  await page.evaluate(() => document.activeElement.blur());
  for (const key of ['r', '5', 'r', '2', 'h', 'r', '4']) await page.keyboard.press(key);
  const want = { a: 7, b: 0, t: 4, turn: 'min', won: null, face: '4' };
  await page.waitForFunction(() => document.getElementById('game-node-board').dataset.position === '7,0,4,min/20');
  assert.deepEqual(await shown(page), want);
  await page.waitForFunction(() => /game=pig,2,game,0,7,0,4,min\/20&last=d4/.test(decodeURIComponent(location.hash)), null, { polling: 100 });
  await page.reload();
  await waitForReady(page);
  await page.waitForSelector('#pig:not([hidden])');
  assert.deepEqual(await shown(page), want, 'the same game after a reload');
  assert.equal(await page.inputValue('#game-goal'), '20');
  assert.match(await page.textContent('#pig-said'), /^MIN rolled a 4: turn total 4\./);
  // Built again at P = 3, the game and its die stay.
  if (await page.evaluate(() => document.getElementById('setup').hidden)) await page.click('#show-settings');
  await page.fill('#game-depth', '3');
  await page.click('#game-search');
  await page.waitForFunction(() => /P = 3\.$/.test(document.getElementById('game-msg').textContent));
  assert.deepEqual(await shown(page), want, 'the same game at another depth');
  await page.evaluate(() => document.activeElement.blur());
  // The game goes on from there, and undo goes back a move.
  await page.keyboard.press('h');
  await page.waitForFunction(() => document.getElementById('game-node-board').dataset.position === '7,4,0,max/20');
  assert.deepEqual(await shown(page), { a: 7, b: 4, t: 0, turn: 'max', won: null, face: '' });
  await page.keyboard.press('Control+z');
  await page.waitForFunction(() => document.getElementById('game-node-board').dataset.position === '7,0,4,min/20');
  assert.deepEqual(await shown(page), want, 'undo: the move before, its die included');
  await page.keyboard.press('h');
  await page.waitForFunction(() => document.getElementById('game-node-board').dataset.position === '7,4,0,max/20');
  await chooseLang(page, 'fr');
  assert.equal(await page.textContent('#pig-said'), 'MIN a gardé et acquis le total du tour : MAX joue.');
  assert.match(await page.textContent('#pig-roll'), /Lancer/);
  assert.match(await page.textContent('#pig-score'), /Total du tour/);
  assert.match(await page.textContent('#game-choice'), /α-β joue roll \(valeur /);
  // A goal the engine refuses is said, in French, and the game stays.
  await page.fill('#game-goal', '1');
  await page.press('#game-goal', 'Enter');
  assert.match(await page.textContent('#game-msg'), /le but G = 1 est hors limites/);
  assert.equal(await page.getAttribute('#game-node-board', 'data-position'), '7,4,0,max/20');
  assertNoErrors(errors);
  await context.close();
});

test('Pig on a touch phone: tap to roll, choose the face and hold; the score panel reads', async () => {
  // Opened under MTD(f), which chance trees refuse: Pig's tree is searched
  // with α-β (Star1 at the rolls), and the panel says why.
  const { page, errors, context } = await openPig(env.server.url + '#preset=classic&algo=mtdf', PHONE);
  assert.match(await page.textContent('#game-msg'), /^Pig's tree has chance nodes, which that algorithm does not search: α-β fail-soft/);
  assert.equal(await page.inputValue('#algo'), 'alphabeta');
  let s = START;
  const tapOn = async (selector) => {
    await page.$eval(selector, (b) => b.scrollIntoView({ block: 'center' }));
    await page.tap(selector);
    await twoFrames(page);
  };
  for (const [selector, move] of [
    ['#pig-roll', 'roll'],
    ['#pig button[data-move="d6"]', 'd6'],
    ['#pig-roll', 'roll'],
    ['#pig button[data-move="d3"]', 'd3'],
    ['#pig-hold', 'hold'],
    ['#pig-roll', 'roll'],
    ['#pig-draw', 'draw'],
  ]) {
    await tapOn(selector);
    const played = move === 'draw' ? 'd' + (await shown(page)).face : move;
    s = apply(s, played);
    await check(page, s, played, `phone: ${played}`, false);
  }
  // The tree of the last position, once in sight, with its chance node
  // (a circle; its outcomes may be folded on a phone's width: Whole tree).
  await page.$eval('#tree', (t) => t.scrollIntoView({ block: 'center' }));
  await page.waitForFunction(() => document.querySelector('#tree g.node circle.shape') !== null);
  await page.$eval('#pig-score', (b) => b.scrollIntoView({ block: 'center' }));
  await assertReadable(page, 'phone');
  // Touch screens are not told about keys.
  assert.equal(await page.isVisible('.pig-keys'), false);
  await page.screenshot({ path: path.join(SHOTS, 'pig-phone.png') });
  assertNoErrors(errors);
  await context.close();
});

test('Pig at 1024×768 in large text, in French: the six “1/6” of a roll never cover one another, at every step of the search', async () => {
  // The two middle labels of the fan overlapped by 13 × 5 px at every step.
  const { page, errors, context } = await openFolded(env, 'game=pig,2,game,0,3,5,4,max/10&large=1&lang=fr&step=0', { viewport: { width: 1024, height: 768 } });
  const n = Number((await page.textContent('#counter')).split('/')[1]);
  const found = [];
  for (let k = 0; k <= n; k++) {
    const pairs = await page.evaluate(() => {
      const boxes = [...document.querySelectorAll('#tree .prob-label text')]
        .map((t) => [t.textContent, t.getBoundingClientRect()])
        .filter(([, r]) => r.width > 0);
      const out = [];
      for (let i = 0; i < boxes.length; i++)
        for (let j = i + 1; j < boxes.length; j++) {
          const [a, r] = boxes[i];
          const [b, o] = boxes[j];
          const w = Math.min(r.right, o.right) - Math.max(r.left, o.left);
          const h = Math.min(r.bottom, o.bottom) - Math.max(r.top, o.top);
          if (w > 1 && h > 1) out.push(`"${a}" × "${b}" by ${Math.round(w)} × ${Math.round(h)} px`);
        }
      return { pairs: out, labels: boxes.length };
    });
    if (pairs.labels < 6) found.push(`step ${k}: ${pairs.labels} labels`);
    found.push(...pairs.pairs.map((p) => `step ${k}: ${p}`));
    await page.keyboard.press('PageDown');
    await twoFrames(page);
  }
  assert.deepEqual(found, []);
  assertNoErrors(errors);
  await context.close();
});

test('a Pig link without bounds searches with the game’s own, −1 and 1, in French: L = −1, a negative S in brackets, the link written with them', async () => {
  const url = `${env.server.url}#game=pig,2,game,0,3,5,4,max/10&large=1&lang=fr&step=5`;
  const { page, errors, context } = await openPage(env.browser, url, { viewport: { width: 1024, height: 768 } });
  await waitForReady(page);
  await page.waitForFunction(() => document.getElementById('counter').textContent.trim().startsWith('5 /'));
  const said = await page.textContent('#narration');
  assert.ok(said.includes('(la borne des feuilles L = −1)'), said);
  assert.ok(said.includes('A = (α − S − U·R)/p = (−∞ − (−1/30) − 1·⅔)/⅙'), said);
  assert.ok(!said.includes('− −') && !said.includes('+∞)·'), said);
  await page.waitForFunction(() => /bounds=-1,1/.test(decodeURIComponent(location.hash)), null, { polling: 100 });
  assertNoErrors(errors);
  await context.close();
});
