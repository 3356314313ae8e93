// End-to-end tests of typed answers and the events for host pages
// (docs/course.md, "Events for host pages"): the embed view in a 600 × 400
// iframe named `fig1` (`answer=1`) posts to its parent, and
// <alpha-beta-tree answer> dispatches events on itself. A host page served
// by the tests' server, under the page's CSP, records what it receives;
// the test answers one question right and one wrong with the keyboard only
// (Tab, typing, Enter, Page Down) and reads the messages field by field.
// Without the option, nothing is sent and no answer bar is drawn.
//
// Run after `cargo xtask build`:  node --test tests/hostevents.test.mjs
// Screenshots: tests/screenshots/host-embed.png and host-element.png
// (HOST_SHOTS=DIR writes them there instead).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { REPO_ROOT, CSP } from './support/server.mjs';
import { openPage, assertNoErrors } from './support/browser.mjs';
import { violations } from './support/axe.mjs';
import { useBrowser } from './support/suite.mjs';

const SHOTS = process.env.HOST_SHOTS || path.join(REPO_ROOT, 'tests', 'screenshots');
const CLASSIC = '[[3, 12, 8], [2, 4, 6], [14, 5, 2]]';

const env = useBrowser();

/**
 * The host's own script: every message from a frame whose `source` is
 * ours, and every `answer-checked` and `goal-met` event that reaches the
 * document, kept in `window.received` in the order they came.
 */
const HOST_JS = `
window.received = [];
window.addEventListener('message', (ev) => {
  if (ev.data?.source !== 'alpha-beta-tree') return;
  const frame = document.getElementById('f');
  window.received.push({ via: 'message', fromFrame: Boolean(frame) && ev.source === frame.contentWindow, data: ev.data });
});
for (const type of ['answer-checked', 'goal-met']) {
  document.addEventListener(type, (ev) => window.received.push({ via: 'event', type: ev.type, target: ev.target.id, bubbles: ev.bubbles, composed: ev.composed, data: ev.detail }));
}
`;

/** Opens a host page with `body`, its script HOST_JS, and (for the element) element.js. */
async function host(body, viewport) {
  const opened = await openPage(env.browser, env.server.url + 'favicon.svg', { viewport });
  const url = env.server.url + 'host.html';
  await opened.page.route(env.server.url + 'host.js', (route) =>
    route.fulfill({ contentType: 'text/javascript; charset=utf-8', headers: { 'Content-Security-Policy': CSP }, body: HOST_JS }),
  );
  await opened.page.route(url, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      headers: { 'Content-Security-Policy': CSP },
      body: `<!doctype html><html lang="en"><head><title>Host</title><script src="host.js"></script><script type="module" src="js/element.js"></script></head><body>${body}</body></html>`,
    }),
  );
  await opened.page.goto(url);
  return opened;
}

const received = (page) => page.evaluate(() => window.received);

/**
 * Presses `key` until `done()` holds (at most `times`): the reader's way
 * through the frame with the keyboard.
 */
async function pressUntil(page, key, done, times = 40) {
  for (let i = 0; i < times; i++) {
    if (await done()) return;
    await page.keyboard.press(key);
  }
  assert.ok(await done(), `${key} × ${times} did not get there`);
}

/** The iframe's frame once drawn. */
async function embedFrame(page) {
  const frame = page.frame({ url: /embed\.html/ });
  await frame.waitForFunction(() => document.documentElement.dataset.ready === '1');
  return frame;
}

/** The message fields every message of this tree carries. */
function assertBase(data, id, server) {
  assert.equal(data.source, 'alpha-beta-tree');
  assert.equal(data.version, 1);
  assert.equal(data.id, id);
  assert.equal(data.tree, CLASSIC);
  assert.equal(data.preset, null);
  assert.equal(data.algo, 'alphabeta');
  assert.ok(data.link.startsWith(server + 'index.html#'), data.link);
  assert.ok(decodeURIComponent(data.link).includes('tree=[[3,12,8],[2,4,6],[14,5,2]]') || decodeURIComponent(data.link).includes(`tree=${CLASSIC}`), data.link);
}

/** The first message: the root's window answered right at step 1. */
function assertRight(data, id, server) {
  assertBase(data, id, server);
  assert.equal(data.type, 'answer-checked');
  assert.equal(data.step, 1);
  assert.equal(data.node, 0);
  assert.equal(data.name, 'R');
  assert.equal(data.question, 'enter');
  assert.deepEqual(data.fields, ['alpha', 'beta']);
  assert.deepEqual(data.answer, { alpha: '-inf', beta: 'inf' });
  assert.deepEqual(data.expected, { alpha: '−∞', beta: '+∞' });
  assert.equal(data.correct, true);
  assert.deepEqual(data.wrong, []);
  assert.equal(data.first, true);
  assert.deepEqual(data.score, { right: 1, checked: 1, questions: 8 });
}

/** The second message: R.1's m answered wrong at its leaving. */
function assertWrong(data, id, server) {
  assertBase(data, id, server);
  assert.equal(data.type, 'answer-checked');
  assert.equal(data.node, 1);
  assert.equal(data.name, 'R.1');
  assert.equal(data.question, 'leave');
  assert.deepEqual(data.fields, ['m']);
  assert.deepEqual(data.answer, { m: '12' });
  assert.deepEqual(data.expected, { m: '3' });
  assert.equal(data.correct, false);
  assert.deepEqual(data.wrong, ['m']);
  assert.equal(data.first, true);
  assert.deepEqual(data.score, { right: 1, checked: 2, questions: 8 });
}

test('the embed view with answer=1: one right and one wrong answer by keyboard, each posted to the parent', async () => {
  const fragment = `#tree=${encodeURIComponent(CLASSIC)}&answer=1&edit=0`;
  const { page, errors, context } = await host(`<iframe id="f" name="fig1" src="embed.html${fragment}" width="600" height="400" title="tree"></iframe>`, {
    width: 800,
    height: 600,
  });
  const frame = await embedFrame(page);
  await frame.waitForSelector('form.answer-bar');
  const active = () => frame.evaluate(() => document.activeElement?.getAttribute('name') ?? document.activeElement?.id ?? '');
  // Into the frame, then Page Down asks the first step: the root's window.
  await pressUntil(page, 'Tab', async () => (await active()) === 'next');
  await page.keyboard.press('PageDown');
  assert.equal(await frame.getAttribute('html', 'data-asking'), 'true');
  await pressUntil(page, 'Shift+Tab', async () => (await active()) === 'alpha');
  await page.keyboard.type('-inf');
  await page.keyboard.press('Tab');
  await page.keyboard.type('inf');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.received.length === 1);
  // Checked, the step's answer is shown, and Next has the focus.
  assert.equal(await frame.getAttribute('html', 'data-asking'), 'false');
  assert.equal(await active(), 'next');
  assert.match(await frame.textContent('.answer-result'), /^✓ Right: ↓α = −∞, ↓β = \+∞\.$/);
  // Page Down through the questions (a field it lands in is skipped with
  // Page Down too) to R.1's leaving, which asks its m.
  await pressUntil(page, 'PageDown', async () => (await active()) === 'm');
  assert.match(await frame.textContent('.answer-field[data-field="m"]'), /R\.1 returns/);
  await page.keyboard.type('12');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.received.length === 2);
  assert.match(await frame.textContent('.answer-result'), /^✗ Not quite: the search gives m = 3 \(you wrote m = 12\)\.$/);
  assert.equal((await frame.textContent('.answer-score')).trim(), '1 of 2 right');
  const [first, second] = await received(page);
  assert.deepEqual([first.via, first.fromFrame, second.via, second.fromFrame], ['message', true, 'message', true]);
  assertRight(first.data, 'fig1', env.server.url);
  assertWrong(second.data, 'fig1', env.server.url);
  // The bar reads at 14 px or more in the 600 × 400 frame.
  const sizes = await frame.$$eval('.answer-bar :is(input, button, label, span, output)', (els) =>
    els.filter((e) => e.offsetParent !== null && e.textContent.trim() + (e.value ?? '') !== '').map((e) => Number.parseFloat(getComputedStyle(e).fontSize)),
  );
  assert.ok(sizes.length >= 3 && Math.min(...sizes) >= 14, String(sizes));
  await mkdir(SHOTS, { recursive: true });
  await page.locator('#f').screenshot({ path: path.join(SHOTS, 'host-embed.png') });
  // The next question with a field: R.2's window, typed and not yet checked.
  await pressUntil(page, 'PageDown', async () => (await active()) === 'alpha');
  await page.keyboard.type('3');
  await page.locator('#f').screenshot({ path: path.join(SHOTS, 'host-embed-question.png') });
  assert.equal((await received(page)).length, 2);
  assertNoErrors(errors);
  await context.close();
});

test('<alpha-beta-tree answer>: one right and one wrong answer by keyboard, each a bubbling, composed event', async () => {
  const { page, errors, context } = await host(`<h1>Notes</h1><alpha-beta-tree id="el1" answer tree="${CLASSIC}"></alpha-beta-tree>`, {
    width: 700,
    height: 600,
  });
  await page.waitForFunction(() => document.getElementById('el1').dataset.ready === '1');
  await page.waitForFunction(() => document.getElementById('el1').shadowRoot.querySelector('form.answer-bar'));
  const active = () =>
    page.evaluate(() => {
      const e = document.getElementById('el1');
      if (document.activeElement !== e) return '';
      const a = e.shadowRoot.activeElement;
      return a ? (a.getAttribute('name') ?? a.id ?? a.className) : 'host';
    });
  await pressUntil(page, 'Tab', async () => (await active()) === 'host');
  await page.keyboard.press('PageDown');
  assert.equal(await page.getAttribute('#el1', 'data-asking'), 'true');
  await pressUntil(page, 'Tab', async () => (await active()) === 'alpha');
  await page.keyboard.type('-inf');
  await page.keyboard.press('Tab');
  await page.keyboard.type('inf');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.received.length === 1);
  assert.equal(await active(), 'next');
  await pressUntil(page, 'PageDown', async () => (await active()) === 'm');
  await page.keyboard.type('12');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.received.length === 2);
  const [first, second] = await received(page);
  for (const r of [first, second]) assert.deepEqual([r.via, r.type, r.target, r.bubbles, r.composed], ['event', 'answer-checked', 'el1', true, true]);
  assertRight(first.data, 'el1', env.server.url);
  assertWrong(second.data, 'el1', env.server.url);
  await mkdir(SHOTS, { recursive: true });
  await page.locator('#el1').screenshot({ path: path.join(SHOTS, 'host-element.png') });
  await pressUntil(page, 'PageDown', async () => (await active()) === 'alpha');
  await page.locator('#el1').screenshot({ path: path.join(SHOTS, 'host-element-question.png') });
  // axe adds inline styles, which the page's policy refuses: the page's own errors first.
  assertNoErrors(errors);
  const found = await violations(page);
  assert.deepEqual(found, [], found.join('\n'));
  await context.close();
});

test('every question checked: goal-met once, with the score, after the last answer-checked', async () => {
  const { page, errors, context } = await host(`<alpha-beta-tree id="el1" answer tree="[[3, 5], 2]"></alpha-beta-tree>`, { width: 700, height: 600 });
  await page.waitForFunction(() => document.getElementById('el1').shadowRoot?.querySelector('form.answer-bar'));
  const inField = () => page.evaluate(() => document.getElementById('el1').shadowRoot.activeElement?.tagName === 'INPUT');
  // What the search gives: R inherits (−∞, +∞) and returns 3; R.1 too, and returns 3.
  const answers = [['-inf', 'inf'], ['-inf', 'inf'], ['3'], ['3']];
  await pressUntil(page, 'Tab', () => page.evaluate(() => document.activeElement?.id === 'el1'));
  await page.keyboard.press('PageDown');
  await pressUntil(page, 'Tab', inField);
  // An empty field and a text that is no value are said in the bar; nothing is sent.
  const result = () => page.evaluate(() => document.getElementById('el1').shadowRoot.querySelector('.answer-result').textContent);
  await page.keyboard.press('Enter');
  assert.equal(await result(), 'Type a value first.');
  await page.keyboard.type('many');
  await page.keyboard.press('Tab');
  await page.keyboard.type('inf');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => !/loading|^$/.test(document.getElementById('el1').shadowRoot.querySelector('.answer-result').textContent));
  assert.match(await result(), /many/);
  assert.equal(await page.getAttribute('#el1', 'data-asking'), 'true');
  assert.deepEqual(await received(page), []);
  // The focus stayed in ↓β: both fields are emptied, and the loop below types again.
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Backspace');
  for (const typed of answers) {
    // After a Check, Next has the focus, and the next question's field takes it.
    await pressUntil(page, 'PageDown', inField);
    for (const [i, v] of typed.entries()) {
      if (i > 0) await page.keyboard.press('Tab');
      await page.keyboard.type(v);
    }
    await page.keyboard.press('Enter');
  }
  await page.waitForFunction(() => window.received.length === 5);
  const all = await received(page);
  assert.deepEqual(
    all.map((r) => [r.type, r.data.correct, r.data.step]),
    [
      ['answer-checked', true, all[0].data.step],
      ['answer-checked', true, all[1].data.step],
      ['answer-checked', true, all[2].data.step],
      ['answer-checked', true, all[3].data.step],
      ['goal-met', undefined, all[3].data.step],
    ],
  );
  assert.equal(all[4].data.goal, 'all-answered');
  assert.deepEqual(all[4].data.score, { right: 4, checked: 4, questions: 4 });
  assertNoErrors(errors);
  await context.close();
});

test('without the option nothing is posted or dispatched, and no answer bar is drawn', async () => {
  const fragment = `#tree=${encodeURIComponent(CLASSIC)}&ask=1`;
  const { page, errors, context } = await host(
    `<iframe id="f" name="fig1" src="embed.html${fragment}" width="600" height="400" title="tree"></iframe><alpha-beta-tree id="el2" ask tree="${CLASSIC}"></alpha-beta-tree>`,
    { width: 800, height: 1000 },
  );
  const frame = await embedFrame(page);
  await page.waitForFunction(() => document.getElementById('el2').dataset.ready === '1');
  await frame.focus('#next');
  for (let i = 0; i < 12; i++) await page.keyboard.press('PageDown');
  await page.focus('#el2');
  for (let i = 0; i < 12; i++) await page.keyboard.press('PageDown');
  assert.equal(await frame.$('form.answer-bar'), null);
  assert.equal(await page.evaluate(() => document.getElementById('el2').shadowRoot.querySelector('form.answer-bar')), null);
  // The questions are asked as before.
  assert.notEqual(await frame.getAttribute('html', 'data-asking'), null);
  assert.notEqual(await page.getAttribute('#el2', 'data-asking'), null);
  await page.waitForTimeout(300);
  assert.deepEqual(await received(page), []);
  assertNoErrors(errors);
  await context.close();
});
