// End-to-end tests of practice mode's feedback (www/js/panels/practice.js), as a
// student sees it: after Check every mistake is on screen or one activation
// away, explained with the student's value and the search's; the verdict
// glyphs never cover a node's texts; on a phone the selected node's answer
// controls sit in the dock with the player, next to the tree; an exercise
// is a place (its own answer, Back after "New exercise", its algorithm
// fixed by its link); Play says why it is locked before Check; hints.
//
// Run after `cargo xtask build`:  node --test tests/feedback.test.mjs
// "Visible" is what a person sees: inside the viewport, and the element
// itself at its centre (document.elementFromPoint), not only in the DOM.
// Screenshots go to tests/screenshots/.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { REPO_ROOT } from './support/server.mjs';
import { openPage, waitForReady, assertNoErrors } from './support/browser.mjs';
import { useBrowser } from './support/suite.mjs';

const SHOTS = path.join(REPO_ROOT, 'tests', 'screenshots');
const LAPTOP = { width: 1366, height: 768 };
const PROJECTOR = { width: 1280, height: 720 };
const PHONE = { width: 390, height: 844 };
const TOUCH = { hasTouch: true, isMobile: true };
/** Three MIN nodes under a MAX root: one cut (the last two leaves of node 5). */
const TREE = '[[3,12,8],[2,4,6],[14,5,2]]';

const env = useBrowser();

async function open(fragment, options = {}) {
  const opened = await openPage(env.browser, env.server.url + fragment, { viewport: LAPTOP, ...options });
  await waitForReady(opened.page);
  // The tree is drawn before the engine's full module, which checks
  // answers, has arrived; a student waits for the fields to be on.
  await opened.page.waitForFunction(
    () => document.documentElement.dataset.mode !== 'practice' || document.getElementById('practice').getAttribute('aria-busy') === 'false',
  );
  return opened;
}

/** Whether `selector`'s element is seen: inside the viewport and on top at its centre. */
function seen(page, selector) {
  return page.$eval(selector, (e) => {
    const r = e.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) return `${r.width}×${r.height}`;
    if (r.top < 0 || r.left < 0 || r.bottom > innerHeight || r.right > innerWidth)
      return `outside: ${Math.round(r.left)},${Math.round(r.top)} → ${Math.round(r.right)},${Math.round(r.bottom)}`;
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    if (!hit || !(e === hit || e.contains(hit))) return `covered by ${hit?.outerHTML.slice(0, 80)}`;
    // Nothing of it scrolled away inside its own box, or cut by a box around it.
    if (e.scrollHeight > e.clientHeight + 1) return `clipped: ${e.scrollHeight} > ${e.clientHeight}`;
    for (let box = e.parentElement; box && box !== document.body; box = box.parentElement) {
      if (getComputedStyle(box).overflowY === 'visible') continue;
      const b = box.getBoundingClientRect();
      if (r.top < b.top - 1 || r.bottom > b.bottom + 1)
        return `cut by ${box.id || box.className}: ${Math.round(r.top)}–${Math.round(r.bottom)} in ${Math.round(b.top)}–${Math.round(b.bottom)}`;
    }
    return true;
  });
}

/**
 * The engine's solution of the tree on the page, and an answer at full
 * detail with exactly one mistake of each kind: a missed cut (the first
 * pruned leaf left unmarked), an extra cut (a visited leaf of the last MIN
 * node marked), a wrong m (the root's) and a wrong α (node 1's).
 */
async function answerWithMistakes(page) {
  return page.evaluate(async () => {
    const m = await import('./pkg/extras/alphabeta.js');
    await m.default();
    const text = document.getElementById('tree-text').value;
    const s = new m.Session(text, { algo: 'alphabeta', ties: 'prune' });
    const sol = s.solution();
    s.free();
    const nodes = {};
    for (const x of sol) {
      if (x.m === null) continue;
      nodes[x.node] = { m: x.m, alpha: x.alpha, beta: x.beta };
    }
    nodes[0].m = nodes[0].m === '4' ? '5' : '4';
    nodes[1].alpha = '5';
    // Leaves 7 and 8 are pruned: 8 is marked, 7 is missed; leaf 11 is visited.
    return { answer: { detail: 'full', pruned: [8, 11], nodes }, text };
  });
}

/**
 * Keeps `answer` as this browser's answer in progress for `text`, then
 * reloads. It is written the way the page before the store of answers did
 * ({tree, answer}), which the page still reads, so that these tests run on
 * that page too.
 */
async function keepAnswer(page, text, answer) {
  await page.evaluate(
    ([tree, answer]) => {
      localStorage.setItem('alphabeta.practice', JSON.stringify({ tree, answer }));
    },
    [text, answer],
  );
  await page.reload();
  await waitForReady(page);
  await page.waitForFunction(() => document.getElementById('practice').getAttribute('aria-busy') === 'false');
}

/** The engine's verdicts on the same answer, from a second Session in the page. */
async function engineCheck(page, answer) {
  return page.evaluate(async (answer) => {
    const m = await import('./pkg/extras/alphabeta.js');
    await m.default();
    const s = new m.Session(document.getElementById('tree-text').value, { algo: 'alphabeta', ties: 'prune' });
    const nodes = Object.entries(answer.nodes).map(([id, v]) => ({ node: Number(id), ...v }));
    const c = s.check({ ...answer, nodes });
    s.free();
    return c;
  }, answer);
}

async function press(page, selector, touch) {
  if (touch) {
    await page.$eval(selector, (e) => e.scrollIntoView({ block: 'center' }));
    await page.tap(selector);
  } else {
    await page.click(selector);
  }
}

for (const [name, viewport, touch] of [
  ['1366×768', LAPTOP, false],
  ['1280×720', PROJECTOR, false],
  ['1280×800', { width: 1280, height: 800 }, false],
  ['1440×900', { width: 1440, height: 900 }, false],
  ['390×844 touch', PHONE, true],
]) {
  test(`at ${name}, after Check every mistake is on screen or one activation away, explained with both values`, async () => {
    const { page, errors } = await open('#mode=practice&lang=en&tree=' + encodeURIComponent(TREE), { viewport, ...(touch ? TOUCH : {}) });
    const { answer, text } = await answerWithMistakes(page);
    await keepAnswer(page, text, answer);
    const want = await engineCheck(page, answer);
    assert.deepEqual(want.mistakes.map((m) => m.verdict).sort(), ['extra', 'missed', 'wrong', 'wrong']);
    await press(page, '[data-action="check"]', touch);
    // The list of mistakes has a real height (it was 0 px below 1920 × 1080).
    const listHeight = await page.$eval('#p-list', (l) => l.getBoundingClientRect().height);
    assert.ok(listHeight > 40, `#p-list is ${listHeight} px tall`);
    await mkdir(SHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SHOTS, `feedback-${viewport.width}x${viewport.height}-en.png`) });
    // Check selected the first mistake; "Next mistake" walks the others:
    // each is seen after at most one activation.
    for (let i = 0; i < want.mistakes.length; i++) {
      const m = want.mistakes[i];
      if (i > 0) await press(page, '[data-action="next-mistake"]', touch);
      assert.equal(await page.$eval('g.node[data-selected="true"]', (g) => Number(g.dataset.nodeId)), m.node, `mistake ${i} selects its node`);
      // Its explanation is seen: the item in the list beside the tree on a
      // laptop, the line docked under the fields on a phone.
      const where = touch ? '#p-explain' : `#p-list button[data-node="${m.node}"] .p-why`;
      assert.equal(await seen(page, where), true, `mistake ${i} (${m.verdict} at ${m.name}): ${where}`);
      const shown = await page.textContent(where);
      assert.ok(m.explainEn && shown.includes(m.explainEn), `the engine's explanation, whole: ${shown}`);
      for (const f of m.fields ?? []) {
        if (f.given !== null) assert.ok(shown.includes(f.given), `${m.name}: the student's ${f.field} ${f.given} in "${shown}"`);
        assert.ok(shown.includes(f.expected), `${m.name}: the search's ${f.field} ${f.expected} in "${shown}"`);
      }
      if (m.verdict === 'wrong') assert.ok((m.fields ?? []).length > 0, 'a wrong node names its fields');
    }
    // The node of a mistake is on screen too.
    assertNoErrors(errors);
  });
}

test('"Show answer" writes the right values where they are seen', async () => {
  const { page, errors } = await open('#mode=practice&lang=en&tree=' + encodeURIComponent(TREE));
  const { answer, text } = await answerWithMistakes(page);
  await keepAnswer(page, text, answer);
  await page.click('[data-action="check"]');
  await page.click('[data-action="reveal"]');
  // Root: a wrong m; its right value is in its item and under the fields.
  await page.click('#p-list button[data-node="0"]');
  const sol = await page.evaluate(async () => {
    const m = await import('./pkg/extras/alphabeta.js');
    await m.default();
    const s = new m.Session(document.getElementById('tree-text').value, {});
    const x = s.solution()[0];
    s.free();
    return x;
  });
  assert.equal(await seen(page, '#p-list button[data-node="0"] .p-answer'), true);
  assert.ok((await page.textContent('#p-list button[data-node="0"] .p-answer')).includes(`m ${sol.m}`));
  assert.equal(await seen(page, '#p-explain'), true);
  assert.ok((await page.textContent('#p-explain')).includes(`m ${sol.m}`));
  assertNoErrors(errors);
});

test('no verdict glyph covers a text of its node, before and after the replay moves', async () => {
  const { page, errors } = await open('#mode=practice&lang=en&preset=schema6bis', { viewport: { width: 1440, height: 900 } });
  // A wrong m on every inner node, one extra and one missed cut: ✗ + ! and ✓ all drawn.
  const { answer, text } = await page.evaluate(async () => {
    const m = await import('./pkg/extras/alphabeta.js');
    await m.default();
    const text = document.getElementById('tree-text').value;
    const s = new m.Session(text, {});
    const sol = s.solution();
    s.free();
    const nodes = {};
    const tops = sol.filter((x) => x.pruned).map((x) => x.node);
    for (const x of sol) if (x.m !== null) nodes[x.node] = { m: x.node % 2 ? x.m : '99', alpha: x.alpha, beta: x.beta };
    const visitedLeaf = sol.findIndex((x, id) => id > 0 && !x.pruned && x.m === null);
    return { answer: { detail: 'full', pruned: [...tops.slice(1), visitedLeaf], nodes }, text };
  });
  await keepAnswer(page, text, answer);
  await page.click('[data-action="check"]');
  const overlaps = () =>
    page.$$eval('g.node', (groups) => {
      const found = [];
      let glyphs = 0;
      for (const g of groups) {
        const glyph = g.querySelector('.p-verdict');
        if (!glyph || glyph.textContent === '') continue;
        glyphs += 1;
        const a = glyph.getBoundingClientRect();
        for (const other of g.querySelectorAll('text, tspan')) {
          if (other === glyph || other.textContent.trim() === '' || other.contains(glyph) || other.getAttribute('display') === 'none') continue;
          const b = other.getBoundingClientRect();
          if (b.width === 0) continue;
          if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom)
            found.push(`${g.dataset.nodeId}: ${glyph.textContent} on "${other.textContent}"`);
        }
      }
      return { glyphs, found };
    });
  const before = await overlaps();
  assert.ok(before.glyphs >= 8, `${before.glyphs} glyphs`);
  assert.deepEqual(before.found, []);
  // "Where did I go wrong?" moves the replay: the engine's ↓α ↓β appear.
  await page.click('[data-action="where"]');
  await page.click('[data-action="reveal"]');
  const after = await overlaps();
  assert.ok(await page.$$eval('g.node text.ab', (l) => l.some((t) => t.textContent.trim() !== '')), "the engine's windows are drawn");
  assert.deepEqual(after.found, []);
  await page.screenshot({ path: path.join(SHOTS, 'feedback-glyphs.png') });
  assertNoErrors(errors);
});

test('the legend names every practice glyph and mark, in practice mode', async () => {
  const { page, errors } = await open('#mode=practice&lang=fr&tree=' + encodeURIComponent(TREE));
  const items = await page.$$eval('.legend li', (l) => l.filter((li) => getComputedStyle(li).display !== 'none').map((li) => li.textContent));
  for (const glyph of ['✓', '✗', '!', '+', '✂']) {
    assert.ok(
      items.some((x) => x.trimStart().startsWith(glyph) || x.includes(glyph + ' ')),
      `${glyph} in ${items.join(' | ')}`,
    );
  }
  assert.ok(
    items.some((x) => /exact/.test(x) && /borne/.test(x)),
    'exact and bound, in the legend',
  );
  // Next to the m field, the same rule in one line.
  assert.equal(await seen(page, '#p-m-help'), true);
  assert.match(await page.textContent('#p-m-help'), /exact.*≥ v ou ≤ v/);
  assertNoErrors(errors);
});

test("on a phone the picked node's controls are docked with the player: no scroll from node to node", async () => {
  // Schéma 6 bis: four levels, so the tree's box is tall and anything below it is off screen.
  const { page, errors } = await open('#mode=practice&lang=en&preset=schema6bis', { viewport: PHONE, ...TOUCH });
  await page.waitForFunction(() => document.getElementById('practice').getAttribute('aria-busy') === 'false');
  await page.evaluate(() => window.scrollTo(0, 0));
  // The inner nodes on screen (the tree is zoomed: some are a pan away).
  const shown = await page.$$eval('g.node.max, g.node.min', (gs) =>
    gs
      .filter((g) => {
        const b = g.querySelector('.shape').getBoundingClientRect();
        const hit = document.elementFromPoint(b.x + b.width / 2, b.y + b.height / 2);
        return hit && g.contains(hit);
      })
      .map((g) => Number(g.dataset.nodeId)),
  );
  assert.ok(shown.length >= 4, `inner nodes on screen: ${shown}`);
  for (const id of shown.slice(0, 4)) {
    const y0 = await page.evaluate(() => window.scrollY);
    const at = await page.$eval(`g.node[data-node-id="${id}"] .shape`, (s) => {
      const b = s.getBoundingClientRect();
      return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
    });
    await page.touchscreen.tap(at.x, at.y);
    assert.equal(await page.$eval(`g.node[data-node-id="${id}"]`, (g) => g.dataset.selected), 'true');
    assert.equal(await page.evaluate(() => window.scrollY), y0, 'no scroll');
    // The node itself: its shape inside the window and its node on top
    // there (its texts may run past a tree wider than the screen).
    const nodeSeen = await page.$eval(`g.node[data-node-id="${id}"]`, (g) => {
      const r = g.querySelector('.shape').getBoundingClientRect();
      if (r.top < 0 || r.left < 0 || r.bottom > innerHeight || r.right > innerWidth) return `outside: ${Math.round(r.left)},${Math.round(r.top)}`;
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return Boolean(hit && g.contains(hit)) || `covered by ${hit?.outerHTML.slice(0, 80)}`;
    });
    assert.equal(nodeSeen, true, `node ${id}`);
    assert.equal(await seen(page, '#p-m'), true, `m field, node ${id}`);
    // The prune toggle is an action in both states; the root cannot be pruned.
    if (id !== 0) assert.equal(await seen(page, '#p-prune'), true, `prune button, node ${id}`);
    await page.tap('#p-m');
    await page.fill('#p-m', '3');
    await page.press('#p-m', 'Enter');
    assert.equal(await page.evaluate(() => window.scrollY), y0, 'no scroll after Enter');
  }
  assert.equal(await page.$eval(`g.node[data-node-id="${shown[0]}"] .p-m`, (t) => t.textContent), '3');
  // The leaves, whose marks are answered too, are above the dock, not under it.
  const dockTop = await page.$eval('#sticky', (d) => d.getBoundingClientRect().top);
  const boxBottom = await page.$eval('#tree-wrap', (w) => w.getBoundingClientRect().bottom);
  assert.ok(boxBottom <= dockTop + 1, `the tree's box ends at ${boxBottom}, the dock starts at ${dockTop}`);
  await page.screenshot({ path: path.join(SHOTS, 'feedback-phone-dock-en.png') });
  assertNoErrors(errors);
});

test('the prune toggle reads as an action in both states', async () => {
  const { page, errors } = await open('#mode=practice&lang=en&tree=' + encodeURIComponent(TREE));
  await page.waitForFunction(() => document.getElementById('practice').getAttribute('aria-busy') === 'false');
  await page.click('g.node[data-node-id="7"]');
  assert.equal((await page.textContent('#p-prune')).trim(), '✂ Mark pruned');
  await page.click('#p-prune');
  assert.equal((await page.textContent('#p-prune')).trim(), '↺ Unmark');
  assertNoErrors(errors);
});

test('Play says why it is locked before Check, on the button and in a line on screen', async () => {
  const { page, errors } = await open('#mode=practice&lang=fr&tree=' + encodeURIComponent(TREE));
  await page.waitForFunction(() => document.getElementById('practice').getAttribute('aria-busy') === 'false');
  assert.match(await page.getAttribute('#play', 'aria-label'), /verrouillée jusqu’à Vérifier/);
  assert.equal(await page.getAttribute('#play', 'title'), await page.getAttribute('#play', 'aria-label'));
  assert.equal(await page.getAttribute('#play', 'aria-disabled'), 'true');
  assert.equal(await seen(page, '#narration'), true);
  assert.match(await page.textContent('#narration'), /verrouillé/);
  await page.click('[data-action="check"]');
  assert.doesNotMatch(await page.getAttribute('#play', 'aria-label'), /verrouillée/);
  assert.equal(await page.getAttribute('#play', 'aria-disabled'), null);
  assertNoErrors(errors);
});

test('each exercise keeps its answer, and Back after "New exercise" returns to it', async () => {
  const { page, errors } = await open('#mode=practice&exercise=medium-42&lang=en');
  await page.waitForFunction(() => document.getElementById('practice').getAttribute('aria-busy') === 'false');
  const first = await page.$eval('#tree-text', (t) => t.value);
  await page.click('g.node[data-node-id="0"]');
  await page.fill('#p-m', '7');
  await page.press('#p-m', 'Enter');
  await page.click('[data-action="next-exercise"]');
  await page.waitForFunction((t) => document.getElementById('tree-text').value !== t, first);
  const second = await page.$eval('#tree-text', (t) => t.value);
  const secondHash = await page.evaluate(() => location.hash);
  assert.doesNotMatch(secondHash, /exercise=medium-42(&|$)/);
  assert.equal(await page.$$eval('g.node .p-m', (l) => l.filter((t) => t.textContent !== '').length), 0, 'a fresh answer');
  await page.click('g.node[data-node-id="0"]');
  await page.fill('#p-m', '≥ 2');
  await page.press('#p-m', 'Enter');
  await page.goBack();
  await page.waitForFunction((t) => document.getElementById('tree-text').value === t, first);
  assert.match(await page.evaluate(() => location.hash), /exercise=medium-42/);
  assert.equal(await page.$eval('g.node[data-node-id="0"] .p-m', (t) => t.textContent), '7');
  await page.goForward();
  await page.waitForFunction((t) => document.getElementById('tree-text').value === t, second);
  assert.equal(await page.$eval('g.node[data-node-id="0"] .p-m', (t) => t.textContent), '≥ 2');
  assertNoErrors(errors);
});

test('an exercise link fixes its algorithm, tie rule and depth, fresh or pasted, and says so', async () => {
  const link = '#mode=practice&exercise=medium-42&lang=en';
  const fresh = await open(link);
  const settings = (page) =>
    page.evaluate(() => [document.getElementById('algo').value, document.getElementById('ties').value, document.getElementById('depth').value]);
  const want = await settings(fresh.page);
  assert.deepEqual(want, ['alphabeta', 'prune', '']);
  // A tab on fail-hard, strict ties and a depth limit, and the link pasted into it.
  const { page, errors } = await open('#preset=schema6bis&algo=alphabeta-hard&ties=strict&depth=2&lang=en');
  await page.evaluate((h) => {
    location.hash = h;
  }, link);
  await page.waitForFunction(() => /medium-42/.test(document.getElementById('p-exercise').textContent));
  assert.deepEqual(await settings(page), want);
  assert.equal(await page.textContent('#p-exercise'), 'Exercise medium-42: α-β fail-soft, ties prune');
  assert.equal(await seen(page, '#p-exercise'), true);
  // A link made for fail-hard opens fail-hard, in both.
  await page.evaluate(() => {
    location.hash = '#mode=practice&exercise=easy-3&algo=alphabeta-hard&ties=strict&lang=en';
  });
  await page.waitForFunction(() => /easy-3/.test(document.getElementById('p-exercise').textContent));
  assert.equal(await page.textContent('#p-exercise'), 'Exercise easy-3: α-β fail-hard, strict ties');
  // In French too the line says which variant is checked (the engine's
  // French names hold it inside their gloss: "α-β (fail-hard, …)").
  await page.evaluate(() => {
    location.hash = '#mode=practice&exercise=easy-3&algo=alphabeta-hard&ties=strict&lang=fr';
  });
  await page.waitForFunction(() => /^Exercice/.test(document.getElementById('p-exercise').textContent));
  assert.equal(await page.textContent('#p-exercise'), 'Exercice easy-3 : α-β fail-hard, égalité sans coupure');
  assertNoErrors(errors);
  assertNoErrors(fresh.errors);
});

test('Hint reveals level by level, resets when the answer changes, and is counted apart from the score', async () => {
  const { page, errors } = await open('#mode=practice&lang=en&tree=' + encodeURIComponent(TREE));
  await page.waitForFunction(() => document.getElementById('practice').getAttribute('aria-busy') === 'false');
  assert.equal(await page.$eval('[data-action="hint"]', (b) => b.hidden), false, 'the engine gives hints');
  const lines = [];
  for (let level = 1; level <= 3; level++) {
    await page.click('[data-action="hint"]');
    const line = await page.textContent('#p-explain');
    assert.match(line, new RegExp(`^Hint ${level} of 3: `));
    assert.equal(await seen(page, '#p-explain'), true);
    lines.push(line);
  }
  assert.equal(new Set(lines).size, 3, 'each level says more');
  // A fourth press shows the last level again and counts nothing.
  await page.click('[data-action="hint"]');
  assert.equal(await page.textContent('#p-hints'), '3 hints used');
  assert.equal(await seen(page, '#p-hints'), true);
  assert.doesNotMatch(await page.textContent('#p-score'), /hint/);
  // The hint's node is selected; an answer there resets the hint to level 1.
  await page.fill('#p-m', '1');
  await page.press('#p-m', 'Enter');
  await page.click('[data-action="hint"]');
  assert.match(await page.textContent('#p-explain'), /^Hint 1 of 3: /);
  assert.equal(await page.textContent('#p-hints'), '4 hints used');
  assertNoErrors(errors);
});

test("in French, the summary, the list and the line under the fields are the engine's French (laptop and phone)", async () => {
  for (const [viewport, touch] of [
    [LAPTOP, false],
    [PHONE, true],
  ]) {
    const { page, errors, context } = await open('#mode=practice&lang=fr&tree=' + encodeURIComponent(TREE), { viewport, ...(touch ? TOUCH : {}) });
    const { answer, text } = await answerWithMistakes(page);
    await keepAnswer(page, text, answer);
    const want = await engineCheck(page, answer);
    await press(page, '[data-action="check"]', touch);
    // The engine's summary, then the page's word on where the replay stops.
    const first = want.mistakes[0];
    const summary = await page.textContent('#p-summary');
    assert.ok(summary.startsWith(want.summaryFr), summary);
    assert.match(
      summary.slice(want.summaryFr.length),
      new RegExp(`^ La relecture \\(▶\\) s’arrête à l’étape ${first.step} sur \\d+, où se voit votre première erreur`),
    );
    assert.equal(await page.textContent(`#p-list button[data-node="${first.node}"] .p-why`), first.explainFr);
    assert.ok((await page.textContent('#p-explain')).includes(first.explainFr));
    assert.equal(await seen(page, touch ? '#p-explain' : `#p-list button[data-node="${first.node}"] .p-why`), true);
    assert.equal((await page.textContent('[data-action="next-mistake"]')).trim(), 'Erreur suivante ›');
    if (touch) await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(SHOTS, `feedback-${viewport.width}-fr.png`) });
    assertNoErrors(errors);
    await context.close();
  }
});
