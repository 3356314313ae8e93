// End-to-end tests of "Ask the class" (core/ask.js, docs/course.md): with
// `ask=1` (or Q, or the player bar's switch) Page Down first asks a step's
// question, its answer hidden, and the next Page Down shows it. Measured as
// the class sees it, at 1024 × 768 in large text: the texts drawn on the
// tree (values, windows, cut marks, pruned subtrees, the sources' rings),
// the node panel's fields and the narration, at every question and every
// reveal of a whole lecture's trace stepped with Page Down alone; Page Up
// walks back through both; `ask=1` survives a reload and goes into the
// share link and the embed code; B and . blank the screen and any key
// brings it back; the full-screen button and Shift+F; the embed view. The
// helpers fail on any console error. Screenshots of a question and of its
// reveal go to target/shots/ask-*.png.
//
// Run after `cargo xtask build`: node --test tests/ask.test.mjs

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { REPO_ROOT } from './support/server.mjs';
import { openPage, waitForReady, assertNoErrors } from './support/browser.mjs';
import { useBrowser } from './support/suite.mjs';
import { openFolded, twoFrames } from './support/screens.mjs';

const SHOTS = path.join(REPO_ROOT, 'target', 'shots');
const PROJECTOR = { viewport: { width: 1024, height: 768 } };
const env = useBrowser();

/**
 * What the class sees of the position: `<html data-asking>`, the counter,
 * the narration, the node panel's lines, and the drawing as a map from a
 * place to its text: each visible value text of a node (its ↓α ↓β lines,
 * its ↑ m, a leaf's value), of a cut mark, of the window over a current
 * leaf and of a window's tag on an edge; a pruned node (`state:ID`); and a
 * node ringed as the source of a bound in use (`source:ID`). Names and
 * badges' letters are left out: they are no answer.
 */
function look(page) {
  return page.evaluate(() => {
    const svg = document.getElementById('tree');
    const texts = {};
    const seen = (e) => e.checkVisibility({ visibilityProperty: true }) && e.getBoundingClientRect().width > 0;
    for (const text of svg.querySelectorAll('text')) {
      if (/\b(label|badge|ktype|summary-size)\b/.test(text.getAttribute('class') ?? '') || !seen(text)) continue;
      const node = text.closest('g.node');
      const cut = text.closest('g.cut');
      const tag = text.closest('g.window-tag');
      const where = node
        ? `n${node.dataset.nodeId}`
        : cut
          ? `cut${cut.dataset.cutNode}`
          : tag
            ? `tag${[...svg.querySelectorAll('g.window-tag')].indexOf(tag)}`
            : 'overlay';
      const parts = text.children.length ? [...text.children].map((t) => t.textContent) : [text.textContent];
      parts.forEach((p, j) => {
        if (p.trim()) texts[`${where}.${text.getAttribute('class')}.${j}`] = p.trim();
      });
    }
    for (const g of svg.querySelectorAll('g.node[data-state="pruned"]')) texts[`state:${g.dataset.nodeId}`] = 'pruned';
    for (const g of svg.querySelectorAll('g.node[data-source="true"]')) texts[`source:${g.dataset.nodeId}`] = 'source';
    return {
      asking: document.documentElement.dataset.asking ?? null,
      counter: document.getElementById('counter').textContent.trim(),
      narration: document.getElementById('narration').textContent.trim(),
      panel: [...document.querySelectorAll('#info li')].map((li) => li.textContent.trim()),
      texts,
    };
  });
}

/** Presses `key` and waits until the page has drawn it. */
async function press(page, key) {
  await page.keyboard.press(key);
  await twoFrames(page);
}

/** The node panel's lines about α, β and m, by field ('↓ α', '↓ β', '↑ m'). */
function fields(panel) {
  const out = new Map();
  for (const line of panel) for (const f of ['↓ α', '↓ β', '↑ m']) if (line.startsWith(f)) out.set(f, line);
  return out;
}

/**
 * The checks of one question `q` against the step before it, `before`
 * (revealed), and its reveal `r`; returns what is wrong, as sentences.
 * The answer is what `r` shows that `before` did not; the question shows
 * none of it, and nothing `before` did not show but a "?" where the
 * answer will be. `panel`: check the node panel too (its node is the same
 * in `q` and `r` when the step's node is not the answer itself).
 */
function problems(k, before, q, r, panel = true) {
  const out = [];
  if (q.asking !== 'true') out.push(`${k}: the question has data-asking=${q.asking}`);
  if (r.asking !== 'false') out.push(`${k}: the reveal has data-asking=${r.asking}`);
  if (q.counter !== r.counter) out.push(`${k}: the counter moved between the question (${q.counter}) and its reveal (${r.counter})`);
  for (const [key, text] of Object.entries(r.texts)) {
    if (before.texts[key] !== text && q.texts[key] === text) out.push(`${k}: the question shows the answer ${key} = ${text}`);
  }
  for (const [key, text] of Object.entries(q.texts)) {
    if (key.startsWith('source:')) continue;
    if (before.texts[key] !== text && !text.includes('?')) out.push(`${k}: the question shows ${key} = ${text}, which the step before did not`);
  }
  if (!q.narration.endsWith('?')) out.push(`${k}: the narration is no question: ${q.narration}`);
  if (r.narration.includes('?') || r.narration === q.narration) out.push(`${k}: the reveal's narration is not the engine's sentence: ${r.narration}`);
  if (panel) {
    const qf = fields(q.panel);
    const rf = fields(r.panel);
    // The panel before was about the same node (MTD(f)'s next pass at the
    // root): what it showed may stay until the reveal clears it.
    const nodeOf = (v) => (v.panel[0] ?? '').split(':')[0].trim();
    const bf = nodeOf(before) === nodeOf(q) ? fields(before.panel) : new Map();
    for (const [f, line] of qf) {
      if (!line.includes('?') && rf.get(f) !== line && bf.get(f) !== line) out.push(`${k}: the panel's question shows ${line}, its reveal ${rf.get(f)}`);
    }
    // A value the reveal writes ("=", "≤", "≥") is shown or asked.
    for (const [f, line] of rf) {
      if (/[=≤≥]/.test(line) && qf.get(f) !== line && !qf.get(f)?.includes('?'))
        out.push(`${k}: the panel's answer ${line} is neither shown nor asked (${qf.get(f)})`);
    }
  }
  return out;
}

/** What differs between two views, for a failure's message. */
function diff(a, b) {
  const out = {};
  for (const key of ['asking', 'counter', 'narration']) if (a[key] !== b[key]) out[key] = [a[key], b[key]];
  if (JSON.stringify(a.panel) !== JSON.stringify(b.panel)) out.panel = [a.panel, b.panel];
  for (const key of new Set([...Object.keys(a.texts), ...Object.keys(b.texts)])) if (a.texts[key] !== b.texts[key]) out[key] = [a.texts[key], b.texts[key]];
  return out;
}

/**
 * Steps the whole trace with Page Down alone from position 0, looking at
 * every question and reveal; then walks back with Page Up and finds the
 * same views in reverse order. Returns the views, the problems found and
 * the step count.
 */
async function lecture(page, { panel = true } = {}) {
  const n = Number((await page.textContent('#counter')).split('/')[1]);
  const views = [await look(page)];
  const found = [];
  if (views[0].asking !== 'false') found.push(`0: data-asking=${views[0].asking} at the start`);
  for (let k = 1; k <= n; k++) {
    await press(page, 'PageDown');
    const q = await look(page);
    await press(page, 'PageDown');
    const r = await look(page);
    found.push(...problems(k, views[views.length - 1], q, r, panel));
    views.push(q, r);
  }
  // At the end, Page Down does nothing more.
  await press(page, 'PageDown');
  assert.deepEqual(await look(page), views[views.length - 1], 'Page Down at the end changes nothing');
  for (let j = views.length - 2; j >= 0; j--) {
    await press(page, 'PageUp');
    const v = await look(page);
    if (!isDeepStrictEqual(v, views[j]))
      found.push(
        `Page Up ${views.length - 1 - j}: not the view seen on the way forward (${v.counter}, asking ${v.asking}, ${v.narration}) ${JSON.stringify(diff(views[j], v))}`,
      );
  }
  return { views, found, n };
}

test('a whole lecture stepped with Page Down alone asks each step first, its answer hidden on the tree, in the panel and in the narration; Page Up walks back through both', async (t) => {
  for (const preset of ['fig25b', 'schema6bis']) {
    const { page, errors, context } = await openFolded(env, `preset=${preset}&large=1&ask=1`, PROJECTOR);
    assert.equal(await page.getAttribute('#ask', 'aria-pressed'), 'true', 'the switch shows ask=1');
    const { views, found, n } = await lecture(page);
    assert.deepEqual(found, [], `${preset}: every question hides exactly its answer`);
    // The trace has every kind of step the lecture teaches, each asked.
    const questions = views.filter((v) => v.asking === 'true').map((v) => v.narration);
    for (const kind of [
      /^Which α and β does .* inherit/,
      /^Leaf .* is evaluated: what does it return\?$/,
      /returns its value to .*: what is .*’s m now\?$/,
      /^Does .* cut here\?/,
      /^What does .* return: /,
    ]) {
      assert.ok(
        questions.some((s) => kind.test(s)),
        `${preset}: a question matches ${kind}`,
      );
    }
    // Something is hidden at most questions: the lesson is not given away.
    const hidden = views.filter((v) => v.asking === 'true' && Object.values(v.texts).some((s) => s.includes('?'))).length;
    t.diagnostic(`${preset}: ${n} steps, ${n} questions, ${hidden} with "?" on the tree`);
    assert.ok(hidden >= n / 2, `${preset}: ${hidden} of ${n} questions show where their answer goes`);
    assertNoErrors(errors);
    await context.close();
  }
});

test('chance trees asked: the interval bar shows the interval the class has seen, not the step’s answer (Star1 and Star2)', async () => {
  // The bar read the asked step's interval: "what is B's m now?" stood
  // beside [3, 8], its answer 3 (star1 with α-β, question 4).
  const found = [];
  for (const hash of ['preset=star1&algo=alphabeta', 'preset=star2&algo=star2']) {
    const { page, errors, context } = await openFolded(env, `${hash}&large=1&ask=1`, PROJECTOR);
    const { views, found: wrong } = await lecture(page);
    // "Does C cut here?" rings the sources of C's ↓α ↓β, which its window
    // showed before the question: where α comes from, not whether it cuts.
    found.push(...wrong.filter((w) => !/the question shows the answer source:\d+ = source$/.test(w)).map((w) => `${hash}: ${w}`));
    const bars = views.filter((v) => Object.keys(v.texts).some((key) => key.startsWith('overlay.interval'))).length;
    assert.ok(bars > 0, `${hash}: the interval bar is drawn at some step`);
    assertNoErrors(errors);
    await context.close();
  }
  assert.deepEqual(found, []);
});

test('questions and their reveals, photographed at 1024 × 768 in large text: a cut hidden, then shown; an entry’s window and m asked, then shown', async () => {
  await mkdir(SHOTS, { recursive: true });
  const { page, errors, context } = await openFolded(env, 'preset=schema6bis&large=1&ask=1', PROJECTOR);
  // Walk to the first cut's question.
  let v = await look(page);
  for (let guard = 0; guard < 200 && !(v.asking === 'true' && /cut here/.test(v.narration)); guard++) {
    await press(page, 'PageDown');
    v = await look(page);
  }
  assert.match(v.narration, /^Does .* cut here\?/);
  assert.equal(Object.keys(v.texts).filter((k) => k.startsWith('cut')).length, Object.keys((await look(page)).texts).filter((k) => k.startsWith('cut')).length);
  // The narration's question is in view, and is what is drawn there.
  const box = await page.$eval('#narration', (n) => {
    const r = n.getBoundingClientRect();
    return { top: r.top, bottom: r.bottom, hit: document.elementFromPoint(r.left + 30, r.top + r.height / 2)?.id };
  });
  assert.ok(box.top >= 0 && box.bottom <= 768, 'the narration is on screen');
  assert.equal(box.hit, 'narration');
  await page.screenshot({ path: path.join(SHOTS, 'ask-question.png') });
  const cutsBefore = Object.keys(v.texts).filter((k) => k.startsWith('cut')).length;
  await press(page, 'PageDown');
  const r = await look(page);
  assert.match(r.narration, /cut at/);
  assert.ok(Object.keys(r.texts).filter((k) => k.startsWith('cut')).length > cutsBefore, 'the reveal draws the cut');
  await page.screenshot({ path: path.join(SHOTS, 'ask-reveal.png') });
  // The next entry: its window and its m are "?" until shown.
  for (let guard = 0; guard < 20 && !(v.asking === 'true' && /inherit/.test(v.narration)); guard++) {
    await press(page, 'PageDown');
    v = await look(page);
  }
  assert.equal(Object.values(v.texts).filter((text) => text.includes('?')).length, 3, '↓α ?, ↓β ? and ↑ ?');
  await page.screenshot({ path: path.join(SHOTS, 'ask-enter-question.png') });
  await press(page, 'PageDown');
  assert.equal(Object.values((await look(page)).texts).filter((text) => text.includes('?')).length, 0);
  await page.screenshot({ path: path.join(SHOTS, 'ask-enter-reveal.png') });
  assertNoErrors(errors);
  await context.close();
});

test('every algorithm asks: minimax, α-β fail-hard, PVS and MTD(f), and killer moves', async (t) => {
  for (const fragment of [
    'preset=fig25b&algo=minimax',
    'preset=fig25b&algo=alphabeta-hard',
    'preset=schema6bis&algo=pvs',
    'preset=fig25b&algo=mtdf',
    'preset=killers&killers=1',
  ]) {
    const { page, errors, context } = await openFolded(env, `${fragment}&large=1&ask=1`, PROJECTOR);
    // The node panel follows the step's node, which a killer move's question keeps back.
    const { views, found, n } = await lecture(page, { panel: !fragment.includes('killers') });
    assert.deepEqual(found, [], `${fragment}: every question hides exactly its answer`);
    const questions = views.filter((v) => v.asking === 'true');
    assert.equal(questions.length, n, `${fragment}: every step is asked`);
    assert.ok(!questions.some((v) => /What happens at/.test(v.narration)), `${fragment}: every kind of step has its own question`);
    t.diagnostic(`${fragment}: ${n} questions, ${questions.filter((v) => Object.values(v.texts).some((s) => s.includes('?'))).length} with "?" on the tree`);
    assertNoErrors(errors);
    await context.close();
  }
});

test('in French the questions are French', async () => {
  const { page, errors, context } = await openFolded(env, 'preset=fig25b&large=1&ask=1&lang=fr', PROJECTOR);
  await press(page, 'PageDown');
  assert.equal((await look(page)).narration, 'De quels α et β u hérite-t-il, et de quelle valeur part son m ?');
  await press(page, 'PageDown');
  assert.match((await look(page)).narration, /^On entre dans u/);
  assertNoErrors(errors);
  await context.close();
});

test('Home and End go to revealed steps; the scrubber too; Q turns asking off and on, and off shows the answer', async () => {
  const { page, errors, context } = await openFolded(env, 'preset=fig25b&large=1&ask=1', PROJECTOR);
  await press(page, 'PageDown');
  assert.equal((await look(page)).asking, 'true');
  await press(page, 'End');
  let v = await look(page);
  assert.deepEqual([v.asking, v.counter], ['false', '19 / 19']);
  assert.equal(await page.isDisabled('#next'), true, 'the end, revealed: nothing to step to');
  await press(page, 'PageUp');
  v = await look(page);
  assert.deepEqual([v.asking, v.counter], ['true', '19 / 19'], 'Page Up from the last step asks it again');
  assert.equal(await page.isDisabled('#next'), false, 'the last question has its answer to show');
  await page.click('#next');
  await twoFrames(page);
  assert.equal((await look(page)).asking, 'false', 'Next shows the answer');
  await page.click('#prev');
  await twoFrames(page);
  assert.equal((await look(page)).asking, 'true', 'Previous asks again');
  await press(page, 'Home');
  v = await look(page);
  assert.deepEqual([v.asking, v.counter], ['false', '0 / 19']);
  await press(page, 'ArrowRight');
  assert.deepEqual([(await look(page)).asking, (await look(page)).counter], ['true', '1 / 19'], '→ asks too');
  await press(page, 'q');
  v = await look(page);
  assert.equal(v.asking, null, 'Q turns asking off: no data-asking');
  assert.match(v.narration, /^Enter u/, 'and shows the answer asked');
  assert.equal(await page.getAttribute('#ask', 'aria-pressed'), 'false');
  await press(page, 'ArrowRight');
  assert.equal((await look(page)).counter, '2 / 19', 'off, → steps at once');
  await page.click('#ask');
  await twoFrames(page);
  assert.equal((await look(page)).asking, 'false');
  // The clicker's keys step from the switch and from the other controls.
  for (const sel of ['#ask', '#speed', '#scrubber', '#fullscreen:not([hidden])', '#play']) {
    if (!(await page.$(sel))) continue;
    await page.focus(sel);
    const before = await look(page);
    await page.keyboard.press('PageDown');
    await twoFrames(page);
    const after = await look(page);
    assert.equal(after.asking, 'true', `Page Down from ${sel} asks`);
    assert.equal(Number(after.counter.split(' ')[0]), Number(before.counter.split(' ')[0]) + 1, `from ${sel}`);
    await page.keyboard.press('PageDown');
    await twoFrames(page);
    assert.equal((await look(page)).asking, 'false', `Page Down from ${sel} reveals`);
  }
  assertNoErrors(errors);
  await context.close();
});

test('ask=1 survives a reload and goes into the share link and the embed code; without it, nothing is asked', async () => {
  const { page, errors, context } = await openFolded(env, 'preset=fig25b&ask=1', PROJECTOR);
  await press(page, 'PageDown');
  await press(page, 'PageDown');
  await press(page, 'PageDown');
  assert.deepEqual([(await look(page)).asking, (await look(page)).counter], ['true', '2 / 19']);
  // Step 2 is asked, not shown: the link names step 1, the last one shown.
  await page.waitForFunction(() => /(^#|&)ask=1(&|$)/.test(location.hash) && /(^#|&)step=1(&|$)/.test(location.hash));
  await page.reload();
  await waitForReady(page);
  assert.equal(await page.getAttribute('#ask', 'aria-pressed'), 'true', 'the switch is on after a reload');
  assert.deepEqual([(await look(page)).asking, (await look(page)).counter], ['false', '1 / 19'], 'a reload shows the last step shown, not the answer asked');
  await press(page, 'PageDown');
  assert.deepEqual([(await look(page)).asking, (await look(page)).counter], ['true', '2 / 19'], 'and asks the step again');
  // The share panel's link and embed code carry it.
  await page.click('#show-settings');
  await page.evaluate(() => {
    document.getElementById('share').open = true;
  });
  await page.waitForFunction(() => document.getElementById('share').dataset.loaded === 'true');
  await page.waitForFunction(() => /[#&]ask=1(&|$)/.test(document.getElementById('link').value));
  await page.click('#embed-make');
  await page.waitForFunction(() => !document.getElementById('embed-field').hidden);
  assert.match(await page.inputValue('#embed-code'), /embed\.html#[^"]*ask=1/);
  // Q turns it off: the link loses it.
  await page.focus('#tree');
  await press(page, 'Q');
  await page.waitForFunction(() => !/[#&]ask=1/.test(location.hash));
  assertNoErrors(errors);
  await context.close();
  // A link without it never asks.
  const plain = await openFolded(env, 'preset=fig25b', PROJECTOR);
  await press(plain.page, 'PageDown');
  const v = await look(plain.page);
  assert.deepEqual([v.asking, v.counter], [null, '1 / 19']);
  assert.equal(await plain.page.getAttribute('#ask', 'aria-pressed'), 'false');
  assertNoErrors(plain.errors);
  await plain.context.close();
});

/** The blank screen as seen: whether it covers the window's centre, and its colour. */
function blankSeen(page) {
  return page.evaluate(() => {
    const hit = document.elementFromPoint(innerWidth / 2, innerHeight / 2);
    const blank = document.getElementById('blank');
    const r = blank.getBoundingClientRect();
    return {
      covers: hit === blank && r.width >= innerWidth && r.height >= innerHeight,
      colour: getComputedStyle(blank).backgroundColor,
    };
  });
}

test('B blanks the screen black and . white; any key or a click brings the page back, and that key does nothing else', async () => {
  const { page, errors, context } = await openFolded(env, 'preset=fig25b&large=1&ask=1', PROJECTOR);
  await press(page, 'PageDown');
  const before = await look(page);
  await press(page, 'b');
  assert.deepEqual(await blankSeen(page), { covers: true, colour: 'rgb(0, 0, 0)' });
  await press(page, 'PageDown');
  assert.equal((await blankSeen(page)).covers, false, 'Page Down brings the page back');
  assert.deepEqual(await look(page), before, '… and does nothing else: the step is still asked');
  await press(page, '.');
  assert.deepEqual(await blankSeen(page), { covers: true, colour: 'rgb(255, 255, 255)' });
  await press(page, 'Space');
  assert.equal((await blankSeen(page)).covers, false, 'Space brings it back');
  assert.equal(await page.getAttribute('#play', 'data-playing'), 'false', '… and does not play');
  await press(page, 'B');
  await page.mouse.click(500, 400);
  await twoFrames(page);
  assert.equal((await blankSeen(page)).covers, false, 'a click brings it back');
  assert.deepEqual(await look(page), before);
  // A blank key typed in a text field is a letter.
  await page.click('#show-settings');
  await page.evaluate(() => {
    document.getElementById('notation').open = true;
  });
  await page.focus('#tree-text');
  await page.keyboard.press('End');
  await page.keyboard.press('b');
  assert.equal((await blankSeen(page)).covers, false, 'B in the notation box types');
  assertNoErrors(errors);
  await context.close();
});

test('the full-screen button and Shift+F show the page full screen; F alone still folds', async () => {
  const { page, errors, context } = await openFolded(env, 'preset=fig25b&large=1', PROJECTOR);
  const able = await page.evaluate(() => document.fullscreenEnabled);
  assert.equal(await page.isHidden('#fullscreen'), !able, 'the button shows where the API does');
  if (able) {
    // The button is on screen, not covered.
    const hit = await page.$eval('#fullscreen', (b) => {
      const r = b.getBoundingClientRect();
      return b.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)) && r.right <= innerWidth;
    });
    assert.ok(hit, 'the full-screen button is on screen');
    await page.focus('#tree');
    await page.keyboard.press('Shift+F');
    await page.waitForFunction(() => document.fullscreenElement === document.documentElement);
    // The button says so on the fullscreenchange event, which may come a
    // task after fullscreenElement is set: wait for it, not for the element.
    await page.waitForFunction(() => document.getElementById('fullscreen').getAttribute('aria-pressed') === 'true');
    assert.equal(await page.$$eval('g.summary', (s) => s.length), 0, 'Shift+F folds nothing');
    await page.click('#fullscreen');
    await page.waitForFunction(() => document.fullscreenElement === null);
    await page.waitForFunction(() => document.getElementById('fullscreen').getAttribute('aria-pressed') === 'false');
  }
  await press(page, 'ArrowRight');
  await page.focus('#tree');
  await press(page, 'f');
  assert.equal(await page.$$eval('g.summary', (s) => s.length), 1, 'F folds the current subtree');
  assert.equal(await page.evaluate(() => document.fullscreenElement), null, 'F is not full screen');
  assertNoErrors(errors);
  await context.close();
});

test('the embed view honours ask=1: its keys and buttons ask, then reveal, and its full-page link keeps it', async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url + 'embed.html#preset=fig25b&ask=1', { viewport: { width: 800, height: 600 } });
  await waitForReady(page);
  const seen = () =>
    page.evaluate(() => ({
      asking: document.documentElement.dataset.asking ?? null,
      counter: document.getElementById('counter').textContent.trim(),
      narration: document.getElementById('narration').textContent.trim(),
      m: [...document.querySelectorAll('#tree g.node[data-node-id="0"] text.m')].map((e) => e.textContent),
    }));
  assert.equal((await seen()).asking, 'false');
  await press(page, 'PageDown');
  let v = await seen();
  assert.deepEqual([v.asking, v.counter, v.narration], ['true', '1 / 19', 'Which α and β does u inherit, and where does its m start?']);
  assert.deepEqual(v.m, ['↑ ?'], 'the root’s m is asked');
  await press(page, 'PageDown');
  v = await seen();
  assert.deepEqual([v.asking, v.counter], ['false', '1 / 19']);
  assert.match(v.narration, /^Enter u/);
  assert.deepEqual(v.m, ['↑ −∞']);
  await page.click('#next');
  await twoFrames(page);
  assert.equal((await seen()).asking, 'true', 'its Next button asks');
  await page.click('#prev');
  await twoFrames(page);
  assert.deepEqual([(await seen()).asking, (await seen()).counter], ['false', '1 / 19'], 'its Previous goes back to the step before, revealed');
  assert.match(await page.getAttribute('#open-full', 'href'), /[#&]ask=1(&|$)/);
  assertNoErrors(errors);
  await context.close();
});
