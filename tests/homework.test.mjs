// End-to-end tests of homework sets (www/js/panels/homework.js,
// state/homeworkactions.js, the Share → Homework builder in
// panels/homeworkshare.js) in headless Chromium, through the real wasm:
// the set's bar and its contract on <html> (`data-homework-progress`,
// `data-homework-score`), an exercise scored at its first Check and a
// challenge when met, the work kept across a reload, and the builder's
// link. Screenshots of a set in progress on a laptop and a phone go to
// target/shots/. Run after `cargo xtask build`: node --test tests/homework.test.mjs

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { REPO_ROOT } from './support/server.mjs';
import { openPage, waitForReady, assertNoErrors } from './support/browser.mjs';
import { useBrowser } from './support/suite.mjs';

const LAPTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };
const SHOTS = path.join(REPO_ROOT, 'target', 'shots');
const SET = '#homework=medium-42,order-fewest-3,hard-7&mastery=80';

const env = useBrowser();

async function open(fragment, options = {}) {
  const opened = await openPage(env.browser, env.server.url + fragment, { viewport: LAPTOP, ...options });
  await waitForReady(opened.page);
  return opened;
}

/** Waits until practice mode's panel is wired and the full module that checks answers is there. */
async function practiceReady(page) {
  await page.waitForFunction(() => document.getElementById('practice').getAttribute('aria-busy') === 'false');
}

/** Writes a wrong m (99) at the root: an answer, not a blank one. */
async function answerWrong(target) {
  await target.click('g.node[data-node-id="0"] .shape', { force: true });
  await target.fill('#p-m', '99');
  await target.press('#p-m', 'Enter');
}

/** The set's contract on <html>. */
async function progressOf(page) {
  return page.evaluate(() => ({
    progress: document.documentElement.dataset.homeworkProgress,
    score: document.documentElement.dataset.homeworkScore,
  }));
}

test('a set opens on its first item, scores an exercise at its first Check and a challenge when met, and survives a reload', async () => {
  const { page, errors, context } = await open(SET);
  // The first item, an exercise, in practice mode; the bar lists the three.
  await page.waitForFunction(() => /exercise=medium-42/.test(location.hash));
  assert.equal(await page.evaluate(() => document.documentElement.dataset.mode), 'practice');
  assert.deepEqual(await progressOf(page), { progress: '0/3', score: '0' });
  assert.deepEqual(await page.$$eval('#hw-items button', (bs) => bs.map((b) => [b.dataset.item, b.dataset.status])), [
    ['medium-42', 'current'],
    ['order-fewest-3', 'todo'],
    ['hard-7', 'todo'],
  ]);
  // Checked with a wrong root value: done, with the share of graded nodes right.
  await practiceReady(page);
  await answerWrong(page);
  await page.click('[data-action="check"]');
  await page.waitForFunction(() => document.documentElement.dataset.homeworkProgress === '1/3');
  const first = Number((await progressOf(page)).score);
  // One item of three: the set's score is a third of the item's (the nodes
  // left unmarked that the search reaches are right, the root is not).
  assert.ok(first >= 0 && first < 33, `a wrong answer is not perfect: ${first}`);
  assert.equal(await page.$eval('#hw-items button[data-item="medium-42"]', (b) => b.dataset.status), 'done');
  // A second Check does not change the item's score: only the first counts.
  await page.click('[data-action="check"]');
  assert.equal((await progressOf(page)).score, String(first));
  // Next: the challenge, met by applying the engine's solution.
  assert.match(await page.$eval('#hw-next', (b) => b.textContent), /order-fewest-3/);
  await page.click('#hw-next');
  await page.waitForFunction(() => document.documentElement.dataset.mode === 'construct');
  await page.waitForSelector('#c-status[data-goal="unmet"]');
  await page.click('#c-solution');
  await page.waitForSelector('#c-diff:not([hidden])');
  await page.click('#c-apply');
  await page.waitForSelector('#c-status[data-goal="met"]');
  await page.waitForFunction(() => document.documentElement.dataset.homeworkProgress === '2/3');
  const second = Number((await progressOf(page)).score);
  assert.ok(Math.abs(second - (first + 100 / 3)) <= 1, `a challenge met adds 100 / 3: ${first} → ${second}`);
  // A reload keeps the set's work: progress, score, and the item open.
  await page.reload();
  await waitForReady(page);
  await page.waitForFunction(() => document.documentElement.dataset.homeworkProgress === '2/3');
  assert.equal((await progressOf(page)).score, String(second));
  assert.match(await page.evaluate(() => location.hash), /homework=medium-42,order-fewest-3,hard-7/);
  // The set's link alone opens the first item not done.
  await page.goto(env.server.url + 'index.html' + SET);
  await waitForReady(page);
  await page.waitForFunction(() => /exercise=hard-7/.test(location.hash));
  assert.equal(await page.$eval('#hw-items button[aria-current="step"]', (b) => b.dataset.item), 'hard-7');
  assertNoErrors(errors);
  await context.close();
});

test('a set in progress is readable on a 1366×768 laptop and a 390×844 phone', async () => {
  await mkdir(SHOTS, { recursive: true });
  for (const [name, viewport] of [
    ['homework-laptop', LAPTOP],
    ['homework-phone', PHONE],
  ]) {
    const { page, errors, context } = await open(SET, { viewport });
    await practiceReady(page);
    await answerWrong(page);
    await page.click('[data-action="check"]');
    await page.waitForFunction(() => document.documentElement.dataset.homeworkProgress === '1/3');
    await page.click('#hw-next');
    await page.waitForFunction(() => document.documentElement.dataset.mode === 'construct');
    await waitForReady(page);
    // Every item's button and the next one are on screen, and no text of the bar is cut.
    const boxes = await page.$$eval('#homework button:not([hidden])', (bs) =>
      bs.map((b) => {
        const r = b.getBoundingClientRect();
        return { right: r.right, bottom: r.bottom, left: r.left, fits: b.scrollWidth <= b.clientWidth + 1 };
      }),
    );
    for (const b of boxes) {
      assert.ok(b.left >= 0 && b.right <= viewport.width + 0.5, `${name}: a button of the bar leaves the screen: ${JSON.stringify(b)}`);
      assert.ok(b.fits, `${name}: a button's text is cut`);
    }
    await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
    assertNoErrors(errors);
    await context.close();
  }
});

test('Share → Homework builds the set’s link from picked items and the pass mark', async () => {
  const { page, errors, context } = await open('#mode=practice&exercise=easy-5');
  await page.click('#share summary');
  await page.waitForFunction(() => document.getElementById('share').dataset.loaded === 'true');
  await page.click('#hwb-add-this');
  await page.fill('#hwb-items', `${await page.inputValue('#hwb-items')}, deep-cut-12, not an id`);
  await page.fill('#hwb-mastery', '70');
  const link = await page.inputValue('#hwb-link');
  assert.match(link, /\/(index\.html)?#homework=easy-5,deep-cut-12&mastery=70&lang=en$/);
  assert.match(await page.$eval('#hwb-status', (o) => o.textContent), /not, an, id\.$/);
  // The link opens that set.
  await page.goto(link);
  await waitForReady(page);
  await page.waitForFunction(() => document.documentElement.dataset.homeworkProgress === '0/2');
  assert.deepEqual(await page.$$eval('#hw-items button', (bs) => bs.map((b) => b.dataset.item)), ['easy-5', 'deep-cut-12']);
  assertNoErrors(errors);
  await context.close();
});

/** Whether `selector` is seen: on screen, 14 px or more, and the element at its centre. */
async function seenText(page, selector) {
  return page.$eval(selector, (el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + Math.min(20, r.width / 2), r.top + r.height / 2);
    const px = Number.parseFloat(getComputedStyle(el).fontSize);
    return { seen: !el.hidden && r.width > 0 && r.bottom <= innerHeight && r.right <= innerWidth && el.contains(hit), px, text: el.textContent };
  });
}

test('Check with nothing entered scores nothing: refused and said (English and French), the item stays to do', async () => {
  for (const [lang, words] of [
    ['en', /^Nothing answered yet/],
    ['fr', /^Rien de répondu pour l’instant/],
  ]) {
    const { page, errors, context } = await open(`${SET}&lang=${lang}`);
    await page.waitForFunction(() => /exercise=medium-42/.test(location.hash));
    await practiceReady(page);
    await page.click('[data-action="check"]');
    await page.waitForFunction(() => document.getElementById('p-msg').textContent !== '');
    const said = await seenText(page, '#p-msg');
    assert.match(said.text, words);
    assert.ok(said.seen && said.px >= 14, `the message is seen: ${JSON.stringify(said)}`);
    await page.screenshot({ path: path.join(SHOTS, `homework-blank-${lang}.png`) });
    assert.deepEqual(await progressOf(page), { progress: '0/3', score: '0' });
    assert.equal(await page.$eval('#hw-items button[data-item="medium-42"]', (b) => b.dataset.status), 'current');
    // A value typed makes the Check count, wrong or not.
    await answerWrong(page);
    await page.click('[data-action="check"]');
    await page.waitForFunction(() => document.documentElement.dataset.homeworkProgress === '1/3');
    assert.equal(await page.$eval('#p-msg', (o) => o.textContent), '');
    assertNoErrors(errors);
    await context.close();
  }
});

test('a set assigns every challenge construct mode opens (star1-prune-3), and says which ids of its link were left out and why', async () => {
  const ids = Array.from({ length: 31 }, (_, i) => `easy-${i + 1}`);
  const { page, errors, context } = await open('#homework=medium-42,star1-prune-3,nokind-4,<b>&mastery=abc');
  await page.waitForFunction(() => document.documentElement.dataset.homeworkProgress === '0/2');
  assert.deepEqual(await page.$$eval('#hw-items button', (bs) => bs.map((b) => b.dataset.item)), ['medium-42', 'star1-prune-3']);
  const note = await seenText(page, '#hw-note');
  assert.ok(note.seen && note.px >= 14, JSON.stringify(note));
  await page.screenshot({ path: path.join(SHOTS, 'homework-left-out.png') });
  assert.match(note.text, /Left out of the set, not an exercise or a challenge id: nokind-4, <b>\./);
  assert.match(note.text, /Pass mark “abc” is not a whole number from 0 to 100: 80 is used\./);
  // The challenge opens in construct mode from the bar.
  await page.click('#hw-items button[data-item="star1-prune-3"]');
  await page.waitForFunction(() => document.documentElement.dataset.mode === 'construct' && /challenge=star1-prune-3/.test(location.hash));
  await page.waitForSelector('#c-status[data-goal="unmet"]');
  // The note stays while the set is open, though the address no longer names the ids.
  assert.match(await page.$eval('#hw-note', (p) => p.textContent), /nokind-4/);
  // A link of 31 items keeps 30 and says so.
  await page.goto(`${env.server.url}index.html#homework=${ids.join(',')}&lang=fr`);
  await waitForReady(page);
  await page.waitForFunction(() => document.documentElement.dataset.homeworkProgress === '0/30');
  assert.match(await page.$eval('#hw-note', (p) => p.textContent), /Un devoir a au plus 30 éléments ; laissé de côté : easy-31\./);
  assertNoErrors(errors);
  await context.close();
});

test('the builder reads ids separated by spaces, commas or semicolons, says what it changed, and its link carries the language', async () => {
  const { page, errors, context } = await open('#mode=practice&exercise=easy-5&lang=fr');
  await page.click('#share summary');
  await page.waitForFunction(() => document.getElementById('share').dataset.loaded === 'true');
  const status = () => page.$eval('#hwb-status', (o) => o.textContent);
  await page.fill('#hwb-items', 'medium-42 star1-prune-3; hard-7');
  const link = await page.inputValue('#hwb-link');
  assert.match(link, /#homework=medium-42,star1-prune-3,hard-7&mastery=80&lang=fr$/);
  assert.equal(await page.isDisabled('#hwb-copy'), false);
  assert.equal(await status(), '');
  // An unknown kind is said by name, and the message follows the field.
  await page.fill('#hwb-items', 'medium-42 nokind-4');
  await page.waitForFunction(() => /nokind-4/.test(document.getElementById('hwb-status').textContent));
  await page.fill('#hwb-items', 'medium-42');
  assert.equal(await status(), '');
  // The pass mark: what is used, and why.
  await page.fill('#hwb-mastery', '5.5');
  assert.match(await status(), /Le seuil « 5\.5 » n’est pas un nombre entier de 0 à 100 : 80 est utilisé\./);
  await page.$eval('#hwb-status', (o) => o.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: path.join(SHOTS, 'homework-builder-mastery.png') });
  assert.match(await page.inputValue('#hwb-link'), /mastery=80&/);
  await page.fill('#hwb-mastery', '150');
  assert.match(await status(), /Le seuil 150 dépasse 100 : 100 est utilisé\./);
  assert.match(await page.inputValue('#hwb-link'), /mastery=100&/);
  await page.fill('#hwb-mastery', '70');
  assert.equal(await status(), '');
  // No id at all: said, and no link.
  await page.fill('#hwb-items', 'nothing here');
  assert.equal(await page.inputValue('#hwb-link'), '');
  assert.equal(await page.isDisabled('#hwb-copy'), true);
  assert.match(await status(), /nothing, here/);
  await page.fill('#hwb-items', Array.from({ length: 32 }, (_, i) => `easy-${i}`).join(' '));
  assert.match(await status(), /Un devoir a au plus 30 éléments ; laissé de côté : easy-30, easy-31\./);
  assertNoErrors(errors);
  await context.close();
});
