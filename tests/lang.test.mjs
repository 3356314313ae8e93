// The language menu while the new language's words load (www/js/app.js,
// state.langWanted): a step in between must not put the old language back
// under the reader's choice. This was the race behind a flaky presenter
// test ("#lang kept its choice: 'en' !== 'fr'"), reproduced here on purpose
// by holding the French catalogue back.
//
// Run after `cargo xtask build`: node --test tests/lang.test.mjs

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openPage, waitForReady, assertNoErrors, holdRoute } from './support/browser.mjs';
import { useBrowser } from './support/suite.mjs';

const env = useBrowser();

test('a step while French loads keeps French in the menu, and the page turns French when its words arrive', async () => {
  const { context, page, errors } = await openPage(env.browser, env.server.url + '#preset=fig25a', { viewport: { width: 1280, height: 800 } });
  await waitForReady(page);
  const { release } = await holdRoute(page, '**/js/i18n/fr.js');
  await page.selectOption('#lang', 'fr');
  await page.focus('#lang');
  const before = await page.textContent('#counter');
  await page.keyboard.press('PageDown');
  await page.waitForFunction((b) => document.querySelector('#counter').textContent !== b, before);
  assert.equal(await page.inputValue('#lang'), 'fr', 'the menu keeps the choice while the words load');
  assert.equal(await page.getAttribute('html', 'lang'), 'en', 'nothing is drawn in French before its words arrive');
  release();
  await page.waitForFunction(() => document.documentElement.lang === 'fr');
  assert.equal(await page.inputValue('#lang'), 'fr');
  assertNoErrors(errors);
  await context.close();
});

test('a language whose words cannot load leaves the page English, and the menu says so', async () => {
  const { context, page, errors } = await openPage(env.browser, env.server.url + '#preset=fig25a', { viewport: { width: 1280, height: 800 } });
  await waitForReady(page);
  await page.route('**/js/i18n/fr.js', (route) => route.abort());
  await page.selectOption('#lang', 'fr');
  await page.waitForFunction(() => document.querySelector('#lang').value === 'en');
  assert.equal(await page.getAttribute('html', 'lang'), 'en');
  assertNoErrors(errors.filter((e) => !/i18n\/fr\.js|Failed to fetch|net::ERR_FAILED|dynamically imported/.test(e)));
  await context.close();
});

test('values on the tree take a decimal comma in French, a point in English', async () => {
  const tree = encodeURIComponent('[[0.5, -0.25], [1.5, 2]]');
  const { context, page, errors } = await openPage(env.browser, env.server.url + `#tree=${tree}&step=end&lang=fr`, { viewport: { width: 1280, height: 800 } });
  await waitForReady(page);
  const leaves = () => page.$$eval('g.node.leaf', (gs) => gs.map((g) => g.lastChild.textContent));
  assert.deepEqual((await leaves()).slice(0, 3), ['0,5', '\u22120,25', '1,5']);
  const drawn = await page.$eval('#tree', (svg) => svg.textContent);
  assert.match(drawn, /\u22120,25/);
  assert.doesNotMatch(drawn, /\d\.\d/);
  await page.selectOption('#lang', 'en');
  await page.waitForFunction(() => document.documentElement.lang === 'en');
  assert.deepEqual((await leaves()).slice(0, 3), ['0.5', '\u22120.25', '1.5']);
  assert.doesNotMatch(await page.$eval('#tree', (svg) => svg.textContent), /\d,\d/);
  assertNoErrors(errors);
  await context.close();
});
