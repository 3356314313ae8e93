// What the phone's dock (the player bar, the narration and practice's node
// tools, fixed at the bottom at 640 px and less: style.css, ui/dock.js)
// leaves seen, and what practice's panel shows on a laptop, measured as a
// person sees them: document.elementFromPoint at an element's centre must
// be that element (not the dock, not what a clipped box lets through),
// with no scroll made by the test.
//
//   - 390×844 with touch, practice on hard-7 at "cuts, m, α and β": every
//     one of the tree's 17 nodes (the dock covered 7 of them, 6 of 8 leaves);
//   - after Check there: the summary and "Where did I go wrong?" (848 px
//     down the page, under the dock, before);
//   - construct's "Goal met" and its line once an edit meets the goal;
//   - 1366×768, settings open, English and French: the practice panel's
//     last lines (the exercise, the score, the hints used, the keys) as
//     opened; after Hint, Check and Show answer the exercise, the score
//     and the hints used, the keys a scroll of the panel away, and the
//     answer's last line reachable in its own box.
//
// Screenshots go to tests/screenshots/dock-*.png.
// Run after `cargo xtask build`: node --test --test-concurrency=1 tests/dock.test.mjs

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { REPO_ROOT } from './support/server.mjs';
import { openPage, waitForReady, assertNoErrors } from './support/browser.mjs';
import { useBrowser } from './support/suite.mjs';
import { LAPTOP, PHONE, pointAt, twoFrames } from './support/screens.mjs';

const SHOTS = path.join(REPO_ROOT, 'tests', 'screenshots');
const env = useBrowser();

/** Opens practice on `fragment` once its fields are on (the engine's full module has come). */
async function openPractice(fragment, options) {
  const opened = await openPage(env.browser, env.server.url + '#mode=practice&' + fragment, options);
  await waitForReady(opened.page);
  await opened.page.waitForFunction(() => document.getElementById('practice').getAttribute('aria-busy') === 'false');
  return opened;
}

/** Lets a change settle: the dock's ResizeObserver, the drawing sized again, the page scrolled. */
async function settle(page) {
  for (let i = 0; i < 3; i++) await twoFrames(page);
}

/**
 * For each selector, what a person sees at the centre of its element (of
 * its first line box for a text that wraps): null when it is the element,
 * else what covers it. Nothing is scrolled.
 */
function covered(page, selectors) {
  return page.evaluate((sels) => {
    const out = {};
    for (const sel of sels) {
      const el = document.querySelector(sel);
      const b = el.getClientRects()[0] ?? el.getBoundingClientRect();
      const x = b.left + b.width / 2;
      const y = b.top + b.height / 2;
      const hit = document.elementFromPoint(x, y);
      const seen = b.width > 0 && b.height > 0 && y >= 0 && y < innerHeight && hit !== null && (hit === el || el.contains(hit));
      out[sel] = seen ? null : `centre (${Math.round(x)}, ${Math.round(y)}) shows ${hit ? hit.closest('[id]')?.id || hit.tagName : 'nothing'}`;
    }
    return out;
  }, selectors);
}

const none = (result) => Object.fromEntries(Object.keys(result).map((k) => [k, null]));

test('a phone, practice at "cuts, m, α and β" on hard-7: every node of the tree is seen above the dock', async () => {
  await mkdir(SHOTS, { recursive: true });
  const { page, errors, context } = await openPractice('exercise=hard-7', PHONE);
  await page.selectOption('#p-detail', 'full');
  await page.waitForFunction(() => !document.getElementById('p-alpha').hidden);
  await settle(page);
  const nodes = await page.evaluate(() =>
    [...document.querySelectorAll('#tree g.node[data-node-id]')].map((g) => {
      const b = g.querySelector('.shape').getBoundingClientRect();
      const x = b.left + b.width / 2;
      const y = b.top + b.height / 2;
      const hit = document.elementFromPoint(x, y);
      return { id: g.dataset.nodeId, at: `(${Math.round(x)}, ${Math.round(y)})`, by: hit && g.contains(hit) ? null : (hit?.closest('[id]')?.id ?? 'nothing') };
    }),
  );
  await page.screenshot({ path: path.join(SHOTS, 'dock-practice-phone.png') });
  assert.equal(nodes.length, 17, 'hard-7 has 17 nodes');
  assert.deepEqual(
    nodes.filter((n) => n.by !== null),
    [],
    'nodes whose centre shows something else',
  );
  // The dock is what it was: the tools with the α, β and m fields, the
  // narration and the player, fixed at the bottom.
  assert.ok(await page.$eval('#sticky', (s) => getComputedStyle(s).position === 'fixed' && s.contains(document.getElementById('p-alpha'))));
  assertNoErrors(errors);
  await context.close();
});

test('a phone, practice on hard-7: after Check the summary and "Where did I go wrong?" are seen above the dock', async () => {
  const { page, errors, context } = await openPractice('exercise=hard-7', PHONE);
  await page.selectOption('#p-detail', 'full');
  await page.waitForFunction(() => !document.getElementById('p-alpha').hidden);
  await settle(page);
  // Check (docked with the fields), then the feedback.
  await page.tap('#p-check');
  await page.waitForFunction(() => document.getElementById('p-summary').textContent.trim() !== '');
  await settle(page);
  await page.screenshot({ path: path.join(SHOTS, 'dock-practice-phone-checked.png') });
  const seen = await covered(page, ['#p-summary', '#p-where']);
  assert.deepEqual(seen, none(seen), 'after Check');
  assert.equal(await page.isDisabled('#p-where'), false, 'mistakes to find');
  assertNoErrors(errors);
  await context.close();
});

test('a phone, construct: "Goal met" and its line are seen above the dock once an edit meets the goal, in English and French', async () => {
  for (const lang of ['en', 'fr']) {
    const { page, errors, context } = await openPage(env.browser, env.server.url + `#mode=construct&challenge=deep-cut-12&lang=${lang}`, PHONE);
    await waitForReady(page);
    await page.waitForSelector('#construct:not([hidden]) #c-goal:not(:empty)');
    // The leaf R.1.1.2.1 (node 7) at 10 makes the deep cut (construct.test.mjs).
    await page.tap('#zoom');
    await page.waitForSelector('g.node[data-node-id="7"] .shape');
    await pointAt(page, 7, true);
    const input = await page.waitForSelector('.leaf-input');
    await input.fill('10');
    await input.press('Enter');
    await page.waitForSelector('#c-status[data-goal="met"]');
    await settle(page);
    if (lang === 'en') await page.screenshot({ path: path.join(SHOTS, 'dock-construct-phone.png') });
    const seen = await covered(page, ['#c-status', '#c-lines li']);
    assert.deepEqual(seen, none(seen), `${lang}: the verdict`);
    assertNoErrors(errors);
    await context.close();
  }
});

/**
 * The practice panel's last lines, each seen at its centre (null) or what
 * covers it; and the last one (the keys) whole, not cut at the panel's edge
 * (scrolled as the panel is).
 */
async function lastLines(page) {
  const last = '#practice > .hint:not(.touch-hint)';
  const seen = await covered(page, ['#p-exercise', '#p-score', last]);
  const cut = await page.$eval(last, (p) => Math.round(p.getBoundingClientRect().bottom - p.parentElement.getBoundingClientRect().bottom));
  if (cut > 1) seen.whole = `the keys' line is cut ${cut} px at the panel's bottom`;
  else seen.whole = null;
  return seen;
}

test('a laptop, 1366×768 with the settings open: the practice panel shows its last lines (the score and the hints used always), and the answer shown is reachable, in English and French', async () => {
  for (const lang of ['en', 'fr']) {
    const { page, errors, context } = await openPractice(`exercise=hard-7&lang=${lang}`, LAPTOP);
    assert.equal(await page.$eval('#setup', (s) => s.hidden), false, 'the settings are open');
    let seen = await lastLines(page);
    assert.deepEqual(seen, none(seen), `${lang}: as opened`);
    // Two hints, Check, Show answer: the line beside the fields grows long.
    await page.selectOption('#p-detail', 'full');
    await page.click('#p-hint');
    await page.click('#p-hint');
    await page.click('#p-check');
    await page.click('#p-reveal');
    await page.waitForFunction(() => /\d/.test(document.getElementById('p-hints').textContent));
    await settle(page);
    if (lang === 'fr') await page.screenshot({ path: path.join(SHOTS, 'dock-practice-laptop-fr.png') });
    // The exercise, the score and the hints used are seen; the tree keeps
    // the height its texts need with the settings open (viewport.js
    // holdRoom), so the keys' line, the panel's last, may wait a scroll of
    // the panel away (shaded).
    seen = await covered(page, ['#p-exercise', '#p-score', '#p-hints']);
    assert.deepEqual(seen, none(seen), `${lang}: after Hint, Check and Show answer`);
    await page.$eval('#practice', (p) => {
      p.scrollTop = p.scrollHeight;
    });
    seen = await lastLines(page);
    assert.deepEqual(seen, none(seen), `${lang}: after Hint, Check and Show answer, the panel scrolled to its end`);
    // The explanation's last line (the answer) is reached by scrolling
    // the box it is in, and then seen at its centre.
    const last = await page.evaluate(() => {
      const explain = document.getElementById('p-explain');
      for (let box = explain; box && box !== document.body; box = box.parentElement) box.scrollTop = box.scrollHeight;
      const range = document.createRange();
      range.selectNodeContents(explain);
      const rects = [...range.getClientRects()].filter((r) => r.width > 0);
      const r = rects[rects.length - 1];
      const hit = document.elementFromPoint(r.left + Math.min(r.width / 2, 40), r.top + r.height / 2);
      return { seen: explain.contains(hit), text: explain.textContent.trim().split('\n').pop() };
    });
    assert.ok(last.seen, `${lang}: the explanation's last line "${last.text}" is reached`);
    assertNoErrors(errors);
    await context.close();
  }
});
