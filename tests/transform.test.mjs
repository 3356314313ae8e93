// End-to-end test of "Change the leaves" (issue 41's transformation lesson,
// docs/chance.md, www/js/panels/transform.js) at 1024×768 with large
// text, through the real wasm: on preset aima-order, the typed values that
// map the leaves 1 → 1, 2 → 20, 3 → 30, 4 → 400, chosen and applied from
// the keyboard, flip expectiminimax's decision (a1 → a2) and not minimax's
// with chance read as MIN (a1, a1); the table says so side by side, the
// sentence gives both children's values before and after, the root is
// marked on the drawing (ring and ⇄ seen at their centres, the ⇄ at least
// 14 px on screen); every text of the panel is at least 14 px and seen
// where it is, nothing passes the side column, axe finds no WCAG 2.1 A/AA
// violation; Undo brings the tree back and the mark goes; a ≤ 0 and √ of
// a negative leaf are refused with the engine's words; French. Screenshots
// in target/shots/transform-*.png.
//
// Run: node --test tests/transform.test.mjs

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { REPO_ROOT } from './support/server.mjs';
import { assertNoErrors } from './support/browser.mjs';
import { useBrowser } from './support/suite.mjs';
import { openFolded, twoFrames } from './support/screens.mjs';
import { violations } from './support/axe.mjs';

const SHOTS = path.join(REPO_ROOT, 'target', 'shots');
const env = useBrowser();
const PROJECTOR = { viewport: { width: 1024, height: 768 } };
const WARPED = 'R:[a1:chance[0.9: 20, 0.1: 30], a2:chance[0.9: 1, 0.1: 400]]';

async function shot(page, name) {
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, name) });
}

/** Scrolls the panel into view and waits until its code and the full module are in. */
async function openPanel(page) {
  await page.$eval('#transform', (p) => p.scrollIntoView({ block: 'start' }));
  await page.waitForSelector('#transform[data-loaded="true"]');
  await twoFrames(page);
}

/** Chooses a function and applies it, from the keyboard only. */
async function applyByKeys(page, fn, fields = {}) {
  await page.focus('#tf-function');
  await page.selectOption('#tf-function', fn);
  for (const [id, text] of Object.entries(fields)) {
    await page.focus(id);
    await page.fill(id, text);
  }
  await page.focus('#tf-apply');
  await page.keyboard.press('Enter');
  await twoFrames(page);
}

/**
 * Every text of the panel a reader sees: its size on screen and whether
 * the element at its centre is it (or inside it), after scrolling it into view.
 */
function panelTexts(page) {
  return page.evaluate(() => {
    const out = [];
    const panel = document.getElementById('transform');
    for (const el of panel.querySelectorAll('h2, p, th, td, caption, label > span, button, select')) {
      if (!el.checkVisibility() || el.textContent.trim() === '') continue;
      el.scrollIntoView({ block: 'center' });
      const r = el.getBoundingClientRect();
      const at = document.elementFromPoint(r.x + Math.min(r.width / 2, 20), r.y + r.height / 2);
      out.push({
        text: el.textContent.trim().slice(0, 40),
        px: Number.parseFloat(getComputedStyle(el).fontSize),
        seen: Boolean(at && (at === el || el.contains(at) || at.contains(el))),
      });
    }
    return out;
  });
}

/** How far the side column's content passes its right edge, in px (0: nothing is cut off). */
function sideOverflow(page) {
  return page.$eval('.side', (side) => side.scrollWidth - side.clientWidth);
}

/** The flip mark on node `id`: its size on screen and whether its ring and ⇄ are seen at their centres. */
function flipMark(page, id) {
  return page.evaluate((node) => {
    const g = document.querySelector(`#tree g.node[data-node-id="${node}"][data-flip="true"]`);
    if (!g) return null;
    g.scrollIntoView({ block: 'center' });
    const mark = g.querySelector('.flip-mark');
    const r = mark.getBoundingClientRect();
    const m = mark.getScreenCTM();
    const at = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    const ring = g.querySelector('.flip-ring').getBoundingClientRect();
    const shape = g.querySelector('.shape').getBoundingClientRect();
    return {
      px: Number.parseFloat(getComputedStyle(mark).fontSize) * Math.hypot(m.a, m.b),
      seen: at === mark,
      text: mark.firstChild.nodeValue,
      title: mark.querySelector('title').textContent,
      ringAround: ring.left < shape.left && ring.right > shape.right && ring.top < shape.top && ring.bottom > shape.bottom,
      marked: document.querySelectorAll('#tree g.node[data-flip]').length,
    };
  }, id);
}

test('Change the leaves flips AIMA’s example under expectiminimax, not with chance read as MIN, and marks where', async () => {
  const { page, errors, context } = await openFolded(env, 'preset=aima-order&large=1', PROJECTOR);
  assert.equal(await page.isVisible('#transform'), true, 'the panel is shown on a chance tree');
  await openPanel(page);
  // The typed values start as the tree's leaves, in pre-order.
  await page.selectOption('#tf-function', 'typed');
  assert.equal(await page.inputValue('#tf-values'), '2 3 1 4');
  assert.equal(await page.isVisible('#tf-result'), false);
  await applyByKeys(page, 'typed', { '#tf-values': '20 30 1 400' });

  // The tree on the page is the warped one, and the lesson's preset is recognised.
  assert.equal(await page.inputValue('#tree-text'), WARPED);
  assert.equal(await page.inputValue('#preset'), 'aima-order-warped');
  // Side by side: expectiminimax flips, chance read as MIN does not.
  const row = (reading) =>
    page.$eval(`#tf-table tr[data-reading="${reading}"]`, (tr) => ({
      before: tr.querySelector('[data-when="before"]').textContent,
      after: tr.querySelector('[data-when="after"]').textContent,
      changed: tr.querySelector('[data-when="after"]').dataset.changed === 'true',
    }));
  assert.deepEqual(await row('expecti'), { before: 'a1 (2.1)', after: 'a2 (40.9)', changed: true });
  assert.deepEqual(await row('asMin'), { before: 'a1 (2)', after: 'a1 (20)', changed: false });
  const said = await page.textContent('#tf-said');
  assert.match(said, /^At R, a1 was worth 2\.1 and a2 1\.3; after the values typed, a1 is worth 21 and a2 40\.9, so R now prefers a2\./);
  assert.match(said, /a mean: it weighs how large the outcomes are, not only their order/);
  assert.match(said, /Chance read as MIN: a1 \(2\), then a1 \(20\)\./);

  // The root, where the preference flipped, is marked on the drawing.
  const mark = await flipMark(page, 0);
  assert.ok(mark, 'the root carries the flip mark');
  assert.equal(mark.marked, 1, 'one node is marked');
  assert.equal(mark.text, '⇄');
  assert.equal(mark.title, 'Here the preferred child changed');
  assert.ok(mark.seen, 'the ⇄ is seen at its centre');
  assert.ok(mark.ringAround, 'the ring goes round the root’s shape');
  assert.ok(mark.px >= 14, `the ⇄ is ${mark.px.toFixed(1)} px on screen`);
  await page.$eval('#tree-wrap', (w) => w.scrollIntoView({ block: 'start' }));
  await twoFrames(page);
  await shot(page, 'transform-tree.png');
  await openPanel(page);
  await page.$eval('#transform', (p) => p.scrollIntoView({ block: 'start' }));
  await shot(page, 'transform-panel.png');

  assert.equal(await sideOverflow(page), 0, 'the panel fits its column');
  // The panel, its table and the mark break no WCAG 2.1 A/AA rule (axe-core).
  assert.deepEqual(await violations(page), []);
  // Every text of the panel is readable and seen where it is.
  const texts = await panelTexts(page);
  assert.ok(texts.length >= 10, `${texts.length} texts measured`);
  for (const x of texts) {
    assert.ok(x.px >= 14, `"${x.text}" is ${x.px} px`);
    assert.ok(x.seen, `"${x.text}" is seen at its centre`);
  }

  // Undo (Ctrl+Z, from the Apply button) brings the first tree back; the comparison and the mark go.
  await page.focus('#tf-apply');
  await page.keyboard.press('Control+z');
  await twoFrames(page);
  assert.equal(await page.inputValue('#preset'), 'aima-order');
  assert.equal(await page.isVisible('#tf-result'), false);
  assert.equal(await page.$$eval('#tree g.node[data-flip]', (gs) => gs.length), 0);

  // x³ keeps a1 here (9.9 against 7.3): nothing flips, nothing is marked.
  await openPanel(page);
  await applyByKeys(page, 'cube');
  assert.deepEqual(await row('expecti'), { before: 'a1 (2.1)', after: 'a1 (9.9)', changed: false });
  assert.match(await page.textContent('#tf-said'), /not linear: here it keeps every choice/);
  assert.equal(await page.$$eval('#tree g.node[data-flip]', (gs) => gs.length), 0);

  // Refusals say the engine's reason and change nothing.
  const before = await page.inputValue('#tree-text');
  await applyByKeys(page, 'linear', { '#tf-a': '0', '#tf-b': '1' });
  assert.match(await page.textContent('#tf-msg'), /Not applied: a·x \+ b keeps the order of the leaves only for a > 0: a = 0 flattens it/);
  assert.equal(await page.inputValue('#tree-text'), before);
  assertNoErrors(errors);
  await context.close();
});

test('Change the leaves in French, and √(1 + x) refused at a leaf below −1 with its value', async () => {
  const { page, errors, context } = await openFolded(env, 'preset=aima-order&large=1&lang=fr', PROJECTOR);
  await openPanel(page);
  assert.equal(await page.textContent('#transform h2'), 'Changer les feuilles');
  await applyByKeys(page, 'linear', { '#tf-a': '0,5', '#tf-b': '-7' });
  const said = await page.textContent('#tf-said');
  assert.match(said, /^Après x ↦ 0,5·x − 7, chaque nœud préfère le même enfant qu’avant : la décision de la racine est a1 \(2,1\), puis a1 \(−5,95\)\./);
  assert.match(said, /Hasard lu comme Min : a1 \(2\), puis a1 \(−6\)\./);
  // Leaves −6.5 … −5 now: √(1 + x) is undefined at the first.
  await applyByKeys(page, 'sqrt1');
  assert.match(await page.textContent('#tf-msg'), /Non appliqué : √\(1 \+ x\) n’est pas définie en feuille a1\.1 = −6 : 1 \+ x = −5 < 0/);
  assert.equal(await sideOverflow(page), 0, 'the panel fits its column in French');
  await page.$eval('#transform', (p) => p.scrollIntoView({ block: 'start' }));
  await shot(page, 'transform-fr.png');
  // Typed values with decimal commas, separated by spaces.
  await applyByKeys(page, 'typed', { '#tf-values': '-6 -5,5 -6,5 4,5' });
  assert.equal(await page.inputValue('#tree-text'), 'R:[a1:chance[0.9: -6, 0.1: -5.5], a2:chance[0.9: -6.5, 0.1: 4.5]]');
  assert.match(await page.textContent('#tf-said'), /^En R, a1 valait −5,95 et a2 −6,35 ; après les valeurs saisies, a1 vaut −5,95 et a2 −5,4/);
  assertNoErrors(errors);
  await context.close();
});
