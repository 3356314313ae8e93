// End-to-end tests of the searches by windows in the page (issue 30): PVS's
// null-window test and re-search, MTD(f)'s passes. What a reader sees is
// checked, at a projector's 1024×768: the window a child is searched with,
// written beside it (its text, its rendered size, and that it is the
// topmost element at its centre), the phase before the narration, the
// listing's line, the statistics' words; `#algo=pvs` across a reload; the
// French words; the negamax view's numbers and source badges; practice
// mode's menu, which offers only the algorithms it checks. Screenshots go
// to tests/screenshots/windows-*.png.
//
// Run after `cargo xtask build`: node --test tests/windows.test.mjs

import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { REPO_ROOT } from './support/server.mjs';
import { openPage, assertNoErrors, waitForReady } from './support/browser.mjs';
import { useBrowser } from './support/suite.mjs';
import { PHONE, openFolded } from './support/screens.mjs';
import { violations } from './support/axe.mjs';

const SHOTS = path.join(REPO_ROOT, 'tests', 'screenshots');
const env = useBrowser();

// R.1 is worth 3; R.2 (5) is better, so its null-window test (3, 3⁺) fails
// high and it is searched again with (3, +∞); R.3's test cuts at once.
// PVS: test at step 13, fail at 22, re-search at 23. MTD(f): three passes,
// the second from step 15 with (3, 3⁺).
const TREE = encodeURIComponent('[[3,12,8],[5,6,7],[2,4,6]]');
const PROJECTOR = { viewport: { width: 1024, height: 768 } };

/** Opens the page on TREE with `algo` at `step`. */
async function open(algo, step, options = PROJECTOR, lang = 'en') {
  const opened = await openPage(env.browser, `${env.server.url}#tree=${TREE}&algo=${algo}&lang=${lang}&step=${step}`, options);
  await waitForReady(opened.page);
  return opened;
}

/**
 * The window tags shown: their text, the text's rendered height, and
 * whether the element at the centre of the text is the tag itself (not
 * covered, not clipped out of the drawing's box). The drawing's overlay
 * lets the pointer through to the nodes (pointer-events: none), which
 * elementFromPoint skips: the tag takes the pointer while it is asked.
 */
async function shownWindows(page) {
  return page.$$eval('.window-tag:not([display="none"])', (tags) =>
    tags.map((tag) => {
      const text = tag.querySelector('.window-text');
      const r = text.getBoundingClientRect();
      tag.style.pointerEvents = 'auto';
      // Its middle and both ends: a zoom bar over the drawing's corner
      // hid the ")" of "pass 1 (0, 0⁺)" and left its centre seen.
      const y = r.top + r.height / 2;
      const seen = [r.left + 2, r.left + r.width / 2, r.right - 2].every((x) => tag.contains(document.elementFromPoint(x, y)));
      tag.style.pointerEvents = '';
      const box = document.querySelector('#tree').getBoundingClientRect();
      const inside = r.left >= box.left && r.right <= box.right && r.top >= box.top && r.bottom <= box.bottom;
      return {
        text: text.textContent,
        node: tag.dataset.node,
        kind: tag.dataset.kind,
        height: r.height,
        width: r.width,
        visible: seen && inside,
      };
    }),
  );
}

test('PVS at 1024×768: the null-window test and the re-search are read on screen, with their windows and lines', async () => {
  const { page, errors, context } = await open('pvs', 13);
  // The test: R.2 (node 5) is searched with the null window (3, 3⁺).
  let tags = await shownWindows(page);
  assert.deepEqual(
    tags.map((w) => [w.text, w.node, w.kind]),
    [['test (3, 3⁺)', '5', 'test']],
  );
  assert.ok(tags[0].visible, 'the test window is the topmost element at its centre');
  assert.ok(tags[0].height >= 11, `the window is written at least 11 px high (${tags[0].height})`);
  assert.equal(await page.$eval('#code .line.hl', (l) => l.dataset.lineId), 'test');
  assert.match(await page.textContent('#narration'), /^Null-window test of R\.2 · Null-window test:/);
  // Inside the test, R.2's inherited β is 3⁺, as the engine's sentence says, never its digits.
  await page.keyboard.press('ArrowRight');
  assert.match(await page.textContent('#narration'), /β = 3⁺/);
  const texts = await page.$$eval('#tree text, #info', (els) => els.map((e) => e.textContent).join(' '));
  assert.match(texts, /↓β 3⁺/);
  assert.doesNotMatch(texts, /3\.0000000000000004|2\.9999999999999996/);
  // The failed test, then the re-search with the full window (3, +∞).
  // From the last step, whose link the page writes as `step=end` a moment
  // later (state/urlstate.js): the edit waits for it, so that it is never
  // made on the address the writer then replaces (on a busy machine it
  // was, and the step asked for never came).
  await page.keyboard.press('End');
  await page.waitForFunction(() => location.hash.includes('step=end'));
  await page.evaluate(() => {
    location.hash = location.hash.replace(/step=(\d+|end)/, 'step=22');
  });
  await page.waitForFunction(() => document.querySelector('#counter').textContent.startsWith('22 /'));
  assert.equal(await page.$eval('#code .line.hl', (l) => l.dataset.lineId), 'fail');
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction(() => document.querySelector('#counter').textContent.startsWith('23 /'));
  tags = await shownWindows(page);
  assert.deepEqual(
    tags.map((w) => [w.text, w.node, w.kind]),
    [['re-search (3, +∞)', '5', 'research']],
  );
  assert.ok(tags[0].visible && tags[0].height >= 11, JSON.stringify(tags[0]));
  assert.equal(await page.$eval('#code .line.hl', (l) => l.dataset.lineId), 'research');
  assert.equal(await page.$eval('#narration', (p) => p.dataset.phase), 'research');
  // The step names its phase itself, which is said once (core/windows.js phaseLead).
  assert.match(await page.textContent('#narration'), /^Re-search: R\.2 is searched again/);
  await page.screenshot({ path: path.join(SHOTS, 'windows-pvs-1024.png') });
  // The statistics count evaluations, not a part of the tree's leaves.
  await page.keyboard.press('End');
  await page.waitForFunction(() => document.querySelector('#counter').textContent.startsWith('42 /'));
  // 10 evaluations of 9 leaves, counted from the steps (the snapshot shows only the re-search's).
  assert.match(
    await page.textContent('[data-stat="leaves"]'),
    /^10 so far; 10 in the whole search\. The tree has 9 leaves: a re-search evaluates leaves again$/,
  );
  assert.equal(await page.textContent('[data-stat="researches"]'), '1');
  assert.match(
    await page.textContent('[data-stat="visited"]'),
    /^15 visits \(a node searched again counts again\), 13 nodes; perfectly ordered: 9 \(the minimal tree, 5 leaves/,
  );
  assertNoErrors(errors);
  await context.close();
});

test('MTD(f) at 1024×768: each pass is a phase with its null window beside the root, and the last pass’s cut is set aside', async () => {
  const { page, errors, context } = await open('mtdf', 15);
  const tags = await shownWindows(page);
  assert.deepEqual(
    tags.map((w) => [w.text, w.node, w.kind]),
    [['pass 2 (3, 3⁺)', '0', 'pass']],
  );
  assert.ok(tags[0].visible && tags[0].height >= 11, JSON.stringify(tags[0]));
  // Numbered without the count of passes, which the class is to find out.
  assert.match(await page.textContent('#narration'), /^Pass 2 · /);
  assert.equal(await page.$eval('#code .line.hl', (l) => l.dataset.lineId), 'top.pass');
  // Pass 1 cut at R by its window (0, 0⁺); pass 2 searches R again: no cut mark at R.
  await page.keyboard.press('ArrowRight');
  assert.equal(await page.$$eval('#tree .cut:not([display="none"])', (c) => c.length), 0);
  assert.equal(await page.$eval('#code .line.hl', (l) => l.dataset.lineId), 'init');
  // The node panel names the pass's window as no node's, not the initial window.
  assert.match(await page.textContent('#info'), /↓ β = 3⁺ \(this search’s window, set by no node\)/);
  await page.screenshot({ path: path.join(SHOTS, 'windows-mtdf-1024.png') });
  await page.keyboard.press('End');
  await page.waitForFunction(() => document.querySelector('#counter').textContent.startsWith('44 /'));
  assert.equal(await page.$eval('#code .line.hl', (l) => l.dataset.lineId), 'top.proved');
  assert.match(await page.textContent('[data-stat="passes"]'), /^3 null-window searches of the root$/);
  assertNoErrors(errors);
  await context.close();
});

test('MTD(f)’s first pass on the classic tree: the root’s tag "pass 1 (0, 0⁺)" is seen whole, clear of the zoom bar over the drawing’s corner, on a laptop and a projector', async () => {
  for (const viewport of [
    { width: 1366, height: 768 },
    { width: 1280, height: 720 },
    { width: 1024, height: 768 },
  ]) {
    const { page, errors, context } = await openPage(env.browser, `${env.server.url}#preset=classic&algo=mtdf&step=12`, { viewport });
    await waitForReady(page);
    const tags = await shownWindows(page);
    assert.deepEqual(
      tags.map((t) => [t.text, t.visible]),
      [['pass 1 (0, 0⁺)', true]],
      `${viewport.width}×${viewport.height}`,
    );
    assertNoErrors(errors);
    await context.close();
  }
});

test('#algo=pvs survives a reload, and the menu writes algo=mtdf into the link; both views meet WCAG (axe, at 1280×800 as a11y.test.mjs)', async () => {
  const { page, errors, context } = await open('pvs', 23, { viewport: { width: 1280, height: 800 } });
  assert.equal(await page.$eval('#algo', (s) => s.value), 'pvs');
  assert.deepEqual(await violations(page), []);
  await page.reload();
  await waitForReady(page);
  assert.equal(await page.$eval('#algo', (s) => s.value), 'pvs');
  assert.match(await page.textContent('#code'), /null-window test: t = PVS\(n′, α, α⁺\)/);
  await page.selectOption('#algo', 'mtdf');
  await page.waitForFunction(() => /algo=mtdf(&|$)/.test(location.hash));
  await page.reload();
  await waitForReady(page);
  assert.equal(await page.$eval('#algo', (s) => s.value), 'mtdf');
  assert.match(await page.textContent('#code'), /Algorithm MTD\(f\)\(root, f\)/);
  assert.deepEqual(await violations(page), []);
  assertNoErrors(errors);
  await context.close();
});

test('in French, on a phone: the menu, the phase and the window, with a semicolon between the bounds', async () => {
  const { page, errors, context } = await open('pvs', 23, PHONE, 'fr');
  const labels = await page.$$eval('#algo option', (o) => o.map((x) => [x.value, x.textContent]));
  assert.deepEqual(labels.slice(3), [
    ['pvs', 'PVS (recherche de la variation principale, fenêtres nulles)'],
    ['mtdf', 'MTD(f) (tests à fenêtre nulle avec mémoire)'],
    ['star2', 'Star2 (α-β, sondages puis Star1 aux nœuds de hasard)'],
  ]);
  assert.match(await page.textContent('#narration'), /^Nouvelle recherche : R\.2 est exploré de nouveau/);
  const tags = await shownWindows(page);
  assert.deepEqual(
    tags.map((w) => w.text),
    ['nouvelle recherche (3 ; +∞)'],
  );
  assert.ok(tags[0].visible && tags[0].height >= 11, JSON.stringify(tags[0]));
  assert.match(await page.textContent('#code'), /7\. nouvelle recherche : t = PVS\(n′, α, β\)/);
  await page.screenshot({ path: path.join(SHOTS, 'windows-pvs-phone-fr.png') });
  assertNoErrors(errors);
  await context.close();
});

test('aspiration windows: the guess ± δ beside the root, the fail-high re-search, and the control in the techniques', async () => {
  const { page, errors, context } = await open('alphabeta&aspiration=4,0.5', 1);
  let tags = await shownWindows(page);
  assert.deepEqual(
    tags.map((w) => [w.text, w.node, w.kind]),
    [['aspiration (3.5, 4.5)', '0', 'aspiration']],
  );
  assert.ok(tags[0].visible && tags[0].height >= 11, JSON.stringify(tags[0]));
  // The phase is said once (core/windows.js phaseLead: the sentence begins with it).
  assert.match(await page.textContent('#narration'), /^Aspiration window: the root’s value is guessed to be 4/);
  // R is worth 5: the window fails high at step 20, and R is searched again with (3.5, +∞).
  await page.evaluate(() => {
    location.hash = location.hash.replace(/step=(\d+|end)/, 'step=21');
  });
  await page.waitForFunction(() => document.querySelector('#counter').textContent.startsWith('21 /'));
  tags = await shownWindows(page);
  assert.deepEqual(
    tags.map((w) => [w.text, w.node, w.kind]),
    [['re-search (3.5, +∞)', '0', 'research']],
  );
  assert.match(await page.textContent('#narration'), /^Re-search: R is searched again/);
  // The control sits with killer moves and iterative deepening, and says what the link says.
  await page.locator('#orderings').scrollIntoViewIfNeeded();
  await page.waitForSelector('#orderings[data-loaded="true"]', { state: 'attached' });
  await page.waitForFunction(() => document.querySelector('#ord-aspiration').checked);
  assert.equal(await page.inputValue('#ord-asp-guess'), '4');
  assert.equal(await page.inputValue('#ord-asp-delta'), '0.5');
  await page.uncheck('#ord-aspiration');
  await page.waitForFunction(() => !/aspiration=/.test(location.hash));
  assert.equal(await page.$$eval('.window-tag:not([display="none"])', (t) => t.length), 0);
  await page.fill('#ord-asp-guess', '6');
  await page.fill('#ord-asp-delta', '1');
  await page.check('#ord-aspiration');
  await page.waitForFunction(() => /aspiration=6(%2C|,)1(&|$)/.test(location.hash));
  // Beside the orderings, the leaves each search by windows evaluates on this tree, as given:
  // α-β 7; PVS 10 (R.2's three leaves twice); the aspiration window (5, 7) 10 (R is worth 5, on the
  // window's bound: that fails low, and R is searched again); MTD(f) 7 over three passes.
  await page.waitForFunction(() => /6 ± 1/.test(document.querySelector('#ord-searches').textContent));
  const given = await page.$$eval('#ord-searches tbody tr', (rs) =>
    rs.map((r) => [r.dataset.search, r.querySelector('th').textContent, r.querySelector('td[data-col="given"]').textContent]),
  );
  assert.deepEqual(given, [
    ['alphabeta', 'α-β fail-soft', '7'],
    ['pvs', 'PVS', '10'],
    ['aspiration', 'aspiration 6 ± 1', '10'],
    ['mtdf', 'MTD(f)', '7'],
  ]);
  await page.locator('#orderings').screenshot({ path: path.join(SHOTS, 'windows-aspiration-control.png') });
  assertNoErrors(errors);
  await context.close();
});

test('each window tag’s pale box holds its bold text whole and fits it, at 1024×768 with Large text, in both languages', async () => {
  // A PVS test (3, 3⁺), a re-search (3, +∞), the aspiration window (3.5, 4.5)
  // and MTD(f)'s second pass, each where its tag is drawn.
  for (const [algo, step] of [
    ['pvs', 13],
    ['pvs', 23],
    ['alphabeta&aspiration=4,0.5', 1],
    ['mtdf', 15],
  ]) {
    for (const lang of ['en', 'fr']) {
      const { page, errors, context } = await open(`${algo}&large=1`, step, PROJECTOR, lang);
      assert.equal(await page.evaluate(() => document.documentElement.classList.contains('large')), true, 'Large text');
      const tags = await page.$$eval('.window-tag:not([display="none"])', (ts) =>
        ts.map((tag) => {
          const text = tag.querySelector('.window-text').getBoundingClientRect();
          const back = tag.querySelector('.window-back').getBoundingClientRect();
          return {
            words: tag.textContent,
            text: [text.left, text.top, text.right, text.bottom],
            back: [back.left, back.top, back.right, back.bottom],
            height: text.height,
          };
        }),
      );
      assert.ok(tags.length > 0, `${algo} ${step} ${lang}: a tag is drawn`);
      for (const tag of tags) {
        const [tl, tt, tr, tb] = tag.text;
        const [bl, bt, br, bb] = tag.back;
        // Half a pixel of rounding; the text's box includes its line's ascent and descent.
        assert.ok(
          bl <= tl + 0.5 && tr <= br + 0.5,
          `${algo} ${step} ${lang}: "${tag.words}" is ${(tr - tl).toFixed(1)} px wide, its box ${(br - bl).toFixed(1)} px from ${(tl - bl).toFixed(1)} px before it`,
        );
        // Sized from the text drawn: as much air after the words as before them
        // (a count of characters left 7 px before "aspiration (3,5 ; 4,5)" and 47 after).
        assert.ok(
          Math.abs(br - tr - (tl - bl)) <= 1.5,
          `${algo} ${step} ${lang}: "${tag.words}" has ${(tl - bl).toFixed(1)} px before it, ${(br - tr).toFixed(1)} px after`,
        );
        assert.ok(bt <= tt + tag.height / 2 && tb - tag.height / 2 <= bb, `${algo} ${step} ${lang}: "${tag.words}" stands in its box`);
        assert.ok(tag.height >= 11, `${tag.words}: ${tag.height} px`);
      }
      if (algo === 'alphabeta&aspiration=4,0.5' && lang === 'fr') await page.screenshot({ path: path.join(SHOTS, 'windows-tag-large-fr.png') });
      assertNoErrors(errors);
      await context.close();
    }
  }
});

test('a link whose aspiration= does not read says so in both languages, and keeps the rest of the link', async () => {
  for (const [lang, said] of [
    ['en', /Its key aspiration= does not read/],
    ['fr', /Sa clé aspiration= est illisible/],
  ]) {
    const { page, errors, context } = await openPage(env.browser, `${env.server.url}#tree=${TREE}&algo=pvs&aspiration=4;0.5&lang=${lang}&step=13`, PROJECTOR);
    await waitForReady(page);
    await page.waitForFunction(() => !document.getElementById('error').hidden);
    const box = await page.$eval('#error', (e) => {
      const r = e.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return { text: e.textContent, visible: Boolean(hit && e.contains(hit)) };
    });
    assert.match(box.text, said);
    assert.ok(box.visible, 'the message is not covered');
    // The tree, the algorithm, the language and the step are kept; no aspiration window.
    assert.equal(await page.inputValue('#algo'), 'pvs');
    assert.match(await page.textContent('#counter'), /^13 \//);
    assert.equal(await page.$$eval('g.window-tag[data-kind="aspiration"]:not([display="none"])', (t) => t.length), 0);
    assertNoErrors(errors);
    await context.close();
  }
});

test('Knuth–Moore node types on demand, leaves included: perfect order, then this search’s type when it differs, readable at 1024×768', async () => {
  const { page, errors, context } = await open('pvs', 'end');
  assert.equal(await page.$$eval('#tree text.ktype', (t) => t.filter((x) => x.textContent).length), 0, 'off by default');
  await page.check('#show-types');
  await page.waitForFunction(() => document.querySelector('#tree g.node[data-node-id="5"] text.ktype')?.textContent);
  // Each type as read: its lines (a leaf's stand on two when they differ),
  // each line's rendered height, and whether the centre of each line shows it.
  const types = await page.$$eval('#tree g.node', (gs) =>
    Object.fromEntries(
      gs
        .filter((g) => g.querySelector('.ktype'))
        .map((g) => {
          const text = g.querySelector('.ktype');
          const lines = text.querySelectorAll('tspan').length ? [...text.querySelectorAll('tspan')] : [text];
          const seen = lines.map((line) => {
            const r = line.getBoundingClientRect();
            const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
            return { height: r.height, visible: Boolean(hit && text.contains(hit)), box: [r.left, r.top, r.right, r.bottom] };
          });
          return [g.dataset.nodeId, { text: lines.map((l) => l.textContent).join(' '), lines: seen, leaf: g.classList.contains('leaf') }];
        }),
    ),
  );
  // R.2 would be a CUT node in a perfectly ordered tree; here it is the
  // principal variation's, and so is its first leaf (ALL→PV). Leaves have
  // types too: R.1.1 on the principal variation, R.1.2 refuted (CUT), R.2's
  // other leaves outside the minimal tree but searched (– →CUT); R.3's
  // pruned leaves, outside it and not reached, say nothing.
  assert.deepEqual(Object.fromEntries(Object.entries(types).map(([id, v]) => [id, v.text])), {
    0: 'PV',
    1: 'PV',
    2: 'PV',
    3: 'CUT',
    4: 'CUT',
    5: 'CUT→PV',
    6: 'ALL →PV',
    7: '– →CUT',
    8: '– →CUT',
    9: 'CUT',
    10: 'ALL',
    11: '',
    12: '',
  });
  for (const [id, v] of Object.entries(types)) {
    if (!v.text) continue;
    for (const line of v.lines) assert.ok(line.visible && line.height >= 11, `${id}: ${JSON.stringify(v)}`);
  }
  // No two leaves' types meet.
  const boxes = Object.values(types)
    .filter((v) => v.leaf && v.text)
    .map((v) => v.lines.map((l) => l.box).reduce((a, b) => [Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.max(a[2], b[2]), Math.max(a[3], b[3])]));
  for (const [i, a] of boxes.entries()) {
    for (const b of boxes.slice(i + 1)) assert.ok(a[2] <= b[0] || b[2] <= a[0] || a[3] <= b[1] || b[3] <= a[1], `${a} meets ${b}`);
  }
  // Beside the visited nodes, the minimal tree's size (b^⌈d/2⌉ + b^⌊d/2⌋ − 1 = 5 leaves here).
  assert.match(await page.textContent('[data-stat="visited"]'), /perfectly ordered: 9 \(the minimal tree, 5 leaves/);
  await page.screenshot({ path: path.join(SHOTS, 'windows-types-1024.png') });
  await page.uncheck('#show-types');
  await page.waitForFunction(() => [...document.querySelectorAll('#tree text.ktype')].every((t) => !t.textContent));
  assertNoErrors(errors);
  await context.close();
});

test('leaves’ Knuth–Moore types at 1024×768 with Large text: each readable and seen, none meeting another or a node’s ↑ m', async () => {
  for (const algo of ['alphabeta', 'pvs']) {
    const { page, errors, context } = await open(`${algo}&large=1`, 'end');
    await page.check('#show-types');
    await page.waitForFunction(() => document.querySelector('#tree g.node[data-node-id="5"] text.ktype')?.textContent);
    const seen = await page.evaluate(() => {
      const rect = (e) => {
        const r = e.getBoundingClientRect();
        return [r.left, r.top, r.right, r.bottom];
      };
      const leaves = [...document.querySelectorAll('#tree g.node.leaf text.ktype')]
        .filter((t) => t.textContent)
        .map((t) => {
          const lines = t.querySelectorAll('tspan').length ? [...t.querySelectorAll('tspan')] : [t];
          const shown = lines.map((line) => {
            const r = line.getBoundingClientRect();
            const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
            return { height: r.height, visible: Boolean(hit && t.contains(hit)) };
          });
          const box = lines.map(rect).reduce((a, b) => [Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.max(a[2], b[2]), Math.max(a[3], b[3])]);
          return { text: t.textContent, box, shown };
        });
      const ms = [...document.querySelectorAll('#tree text.m')].filter((m) => m.textContent).map((m) => ({ text: m.textContent, box: rect(m) }));
      return { leaves, ms };
    });
    const meet = (a, b) => !(a[2] <= b[0] || b[2] <= a[0] || a[3] <= b[1] || b[3] <= a[1]);
    assert.ok(seen.leaves.length >= 6, `${algo}: ${seen.leaves.length} leaves typed`);
    for (const [i, a] of seen.leaves.entries()) {
      for (const line of a.shown) assert.ok(line.visible && line.height >= 11, `${algo} ${a.text}: ${JSON.stringify(line)}`);
      for (const b of seen.leaves.slice(i + 1)) assert.ok(!meet(a.box, b.box), `${algo}: "${a.text}" meets "${b.text}"`);
      for (const m of seen.ms) assert.ok(!meet(a.box, m.box), `${algo}: "${a.text}" meets "${m.text}"`);
    }
    if (algo === 'alphabeta') await page.screenshot({ path: path.join(SHOTS, 'windows-types-large.png') });
    assertNoErrors(errors);
    await context.close();
  }
});

test('the current leaf’s Knuth–Moore type moves above its α β window, readable, instead of under it; a neighbour’s it covers steps aside', async () => {
  for (const large of [false, true]) {
    const { page, errors, context } = await open(`alphabeta${large ? '&large=1' : ''}`, 3);
    await page.check('#show-types');
    await page.waitForFunction(() => document.querySelector('#tree g.node[data-node-id="5"] text.ktype')?.textContent);
    const seen = await page.evaluate(() => {
      const current = document.querySelector('#tree g.node[data-current="true"]');
      const kt = current?.querySelector('text.ktype');
      const win = document.querySelector('#tree text.ab-leaf');
      const r = kt.getBoundingClientRect();
      const w = win.getBoundingClientRect();
      // The overlay lets the pointer through; it takes it while asked.
      const overlay = win.closest('g.overlay');
      overlay.style.pointerEvents = 'auto';
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      overlay.style.pointerEvents = '';
      const meets = (b) => !(b.right <= w.left || w.right <= b.left || b.bottom <= w.top || w.bottom <= b.top);
      // The other leaves' types that are shown, and meet the window: none
      // (at Large text the window reached over R.1.2's "CUT", read "UT").
      const under = [...document.querySelectorAll('#tree text.ktype.leaf-type')]
        .filter((t) => t !== kt && t.textContent && getComputedStyle(t).visibility !== 'hidden' && meets(t.getBoundingClientRect()))
        .map((t) => t.textContent);
      return {
        leaf: current.classList.contains('leaf'),
        text: kt.textContent,
        height: r.height,
        visible: Boolean(hit && kt.contains(hit)),
        meets: meets(r),
        window: win.textContent,
        under,
      };
    });
    assert.ok(seen.leaf && seen.window, `the test's premise: the current node is a leaf with its window shown (${JSON.stringify(seen)})`);
    assert.ok(seen.text && seen.visible && seen.height >= 11 && !seen.meets, `large=${large}: ${JSON.stringify(seen)}`);
    assert.deepEqual(seen.under, [], `large=${large}: leaves' types under the window`);
    // Once the step moves on, the type comes back just above its box.
    const y = () => page.evaluate(() => Number(document.querySelector('#tree g.node[data-node-id="2"] text.ktype').getAttribute('y')));
    const lifted = await y();
    await page.keyboard.press('Home');
    await page.waitForFunction((was) => Number(document.querySelector('#tree g.node[data-node-id="2"] text.ktype').getAttribute('y')) !== was, lifted);
    assert.ok((await y()) > lifted, 'back down next to its box');
    assertNoErrors(errors);
    await context.close();
  }
});

test('the negamax view: a MIN node’s values negated, its window (−β, −α), its cut against β, and one max in the listing', async () => {
  const tree = encodeURIComponent('[[3,12,8],[2,4,6],[14,5,2]]');
  const { page, errors, context } = await openPage(env.browser, `${env.server.url}#tree=${tree}&lang=en&step=end`, PROJECTOR);
  await waitForReady(page);
  // R, R.1 and R.2's ↓α, ↓β and ↑ m, as drawn.
  const shown = () =>
    page.evaluate(() =>
      [0, 1, 5].map((id) => {
        const g = document.querySelector(`#tree g.node[data-node-id="${id}"]`);
        return [...g.querySelectorAll('text.ab tspan, text.m')].map((x) => x.textContent).join(' ');
      }),
    );
  const before = await shown();
  await page.check('#negamax');
  await page.waitForFunction(() => /NEGAMAX/.test(document.querySelector('#code').textContent));
  // R (MAX) keeps its 3; R.1 (MIN) returns −3 from its side; R.2 inherits (−∞, −3) and returns ≥ −2.
  assert.deepEqual(await shown(), ['↓α −∞ ↓β +∞ ↑ 3', '↓α −∞ ↓β +∞ ↑ −3', '↓α −∞ ↓β −3 ↑ ≥ −2']);
  assert.match(await page.textContent('#tree g.cut[data-cut-node="5"] .cond'), /^m=−2 ≥ β=−3/);
  assert.match(await page.textContent('#code'), /u = max\(u, −NEGAMAX\(n′, −β, −α\)\)/);
  assert.equal(await page.$$eval('#code .line', (ls) => ls.filter((l) => /\bmin\b/.test(l.textContent)).length), 0, 'one max, no min');
  assert.equal(await page.$eval('#code .line.hl', (l) => l.dataset.lineId), 'ret');
  // The leaves below R.1 are MAX's to move: their values stay.
  assert.equal(await page.textContent('#tree g.node[data-node-id="2"] text.val'), '3');
  await page.uncheck('#negamax');
  await page.waitForFunction(() => !/NEGAMAX/.test(document.querySelector('#code').textContent));
  assert.deepEqual(await shown(), before);
  // PVS has no negamax listing: the switch is off there.
  await page.selectOption('#algo', 'pvs');
  await page.waitForFunction(() => document.querySelector('#negamax').disabled);
  assertNoErrors(errors);
  await context.close();
});

test('the negamax view’s switch tells the narration and the node panel from the side to move at once, the position unchanged, in both languages', async () => {
  const tree = encodeURIComponent('[[3,12,8],[2,4,6],[14,5,2]]');
  // Step 16 is R.2's cut: MAX's m = 2 ≤ α = 3, MIN's −2 ≥ β = −3.
  const { page, errors, context } = await openPage(env.browser, `${env.server.url}#tree=${tree}&lang=en&step=16`, PROJECTOR);
  await waitForReady(page);
  /** The narration as a reader sees it: its text, its height, and whether its centre shows it. */
  const narration = () =>
    page.$eval('#narration', (p) => {
      const r = p.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return { text: p.textContent, counter: document.querySelector('#counter').textContent, visible: Boolean(hit && p.contains(hit)), height: r.height };
    });
  const plain = await narration();
  assert.match(plain.text, /^Shallow cut at R\.2 \(MIN\): m = 2 ≤ α = 3/);
  await page.check('#negamax');
  await page.waitForFunction(() => /seen from MIN/.test(document.querySelector('#narration').textContent));
  const neg = await narration();
  assert.match(neg.text, /^Shallow cut at R\.2 \(MIN, seen from MIN\): m = −2 ≥ β = −3 \(MAX’s m = 2 ≤ α = 3, turned round\)/);
  assert.equal(neg.counter, plain.counter, 'the same position');
  assert.ok(neg.visible && neg.height > 0, JSON.stringify(neg));
  // The node panel says R.2's numbers as the drawing and the narration do.
  assert.match(await page.textContent('#info'), /β = −3 \(set by R\).*m = −2/);
  // A step further: R.2 returns its bound from its own side.
  await page.evaluate(() => document.activeElement?.blur());
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction(() => /is done and returns −2, a bound: its true value is ≥ −2/.test(document.querySelector('#narration').textContent));
  // In French, still from the side to move.
  await page.selectOption('#lang', 'fr');
  await page.waitForFunction(() => /R\.2 \(Min, vu de Min\) a fini et renvoie −2/.test(document.querySelector('#narration').textContent));
  await page.uncheck('#negamax');
  await page.waitForFunction(() => /R\.2 \(Min\) a fini et renvoie 2/.test(document.querySelector('#narration').textContent));
  assertNoErrors(errors);
  await context.close();
});

test('the negamax view: the α/β source badges name a MIN node’s bounds as the view does, a MAX node’s as before', async () => {
  const tree = encodeURIComponent('[[3,12,8],[2,4,6],[14,5,2]]');
  // Step 13 enters R.2 (MIN) with α = 3 set by R; step 14 evaluates R.2.1
  // (MAX to move) under the same α; step 16 is R.2's cut m = 2 ≤ α = 3.
  const { page, errors, context } = await openPage(env.browser, `${env.server.url}#tree=${tree}&lang=en&step=13`, PROJECTOR);
  await waitForReady(page);
  /** The badges shown, by the node they sit on, each read where a reader sees it. */
  const badges = () =>
    page.$$eval('#tree .source-mark:not([display="none"])', (marks) =>
      marks.map((mark) => {
        const text = mark.querySelector('text.badge');
        const r = text.getBoundingClientRect();
        mark.style.pointerEvents = 'auto';
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        mark.style.pointerEvents = '';
        return { text: text.textContent, height: r.height, visible: Boolean(hit && mark.contains(hit)) };
      }),
    );
  // Steps with the keys, as a teacher does (the switch gives the focus back first).
  const at = async (k) => {
    await page.evaluate(() => document.activeElement?.blur());
    const now = Number((await page.textContent('#counter')).split('/')[0]);
    for (let i = now; i !== k; i += Math.sign(k - now)) await page.keyboard.press(k > now ? 'ArrowRight' : 'ArrowLeft');
    await page.waitForFunction((k) => document.querySelector('#counter').textContent.trim().startsWith(`${k} `), k);
    return badges();
  };
  const plain = { 13: await at(13), 14: await at(14), 16: await at(16) };
  assert.deepEqual(
    plain[13].map((b) => b.text),
    ['α'],
  );
  assert.deepEqual(
    plain[16].map((b) => b.text),
    ['α'],
  );
  await page.check('#negamax');
  await page.waitForFunction(() => /NEGAMAX/.test(document.querySelector('#code').textContent));
  // R.2 is MIN's: its window reads (−∞, −3), so R, which set the search's α,
  // set its negamax β; its cut is against β.
  const neg13 = await at(13);
  assert.deepEqual(
    neg13.map((b) => b.text),
    ['β'],
  );
  assert.match(await page.textContent('#tree g.node[data-node-id="5"] text.ab'), /↓β −3/);
  assert.deepEqual(
    (await at(16)).map((b) => b.text),
    ['β'],
  );
  assert.match(await page.textContent('#tree g.cut[data-cut-node="5"] .cond'), /β=−3/);
  // R.2.1 is MAX's to move: its α keeps its letter.
  assert.deepEqual(
    (await at(14)).map((b) => b.text),
    plain[14].map((b) => b.text),
  );
  assert.deepEqual(
    plain[14].map((b) => b.text),
    ['α'],
  );
  for (const b of neg13) {
    assert.ok(b.visible, 'the badge is not covered');
    assert.ok(b.height >= 11, `the badge is ${b.height} px high`);
  }
  await page.screenshot({ path: path.join(SHOTS, 'windows-negamax-badge.png') });
  assertNoErrors(errors);
  await context.close();
});

test('practice mode offers only the algorithms it checks: PVS and MTD(f) are greyed and say why, in both languages', async () => {
  // A link to practise PVS opens practice under α-β fail-soft.
  const { page, errors, context } = await openPage(env.browser, `${env.server.url}#mode=practice&algo=pvs&tree=${TREE}&lang=en`, {
    viewport: { width: 1366, height: 768 },
  });
  await waitForReady(page);
  await page.waitForFunction(() => document.querySelector('#mode').value === 'practice' && document.querySelector('#algo').value === 'alphabeta');
  const menu = () => page.$$eval('#algo option', (os) => os.map((o) => ({ value: o.value, disabled: o.disabled, text: o.textContent })));
  let options = await menu();
  // Star2 too: its search phase searches the probed nodes again.
  assert.deepEqual(
    options.filter((o) => o.disabled).map((o) => o.value),
    ['pvs', 'mtdf', 'star2'],
  );
  assert.deepEqual(
    options.filter((o) => o.disabled).map((o) => o.text),
    ['PVS', 'MTD(f)', 'Star2'].map((name) => `${name} — not in practice: it searches a node again with another window`),
  );
  for (const o of options.filter((o) => !o.disabled)) assert.doesNotMatch(o.text, /practice/);
  // The link says so too, and the answer's panel works under α-β.
  await page.waitForFunction(() => /algo=alphabeta(&|$)/.test(location.hash) || !/algo=pvs/.test(location.hash));
  assert.equal(await page.isVisible('#practice'), true);
  // Back in the demonstration every algorithm is offered under its own name.
  await page.selectOption('#mode', 'demo');
  await page.waitForFunction(() => !document.querySelector('#algo option[value="pvs"]').disabled);
  options = await menu();
  assert.ok(
    options.every((o) => !o.disabled && !/practice/.test(o.text)),
    JSON.stringify(options),
  );
  await page.selectOption('#algo', 'mtdf');
  await page.waitForFunction(() => /algo=mtdf/.test(location.hash));
  // Practice from the menu, under MTD(f): it practises α-β, in French too.
  await page.selectOption('#mode', 'practice');
  await page.waitForFunction(() => document.querySelector('#algo').value === 'alphabeta');
  await page.selectOption('#lang', 'fr');
  await page.waitForFunction(() => /pas en entraînement/.test(document.querySelector('#algo option[value="pvs"]').textContent));
  assert.match(
    await page.textContent('#algo option[value="mtdf"]'),
    /^MTD\(f\).* — pas en entraînement : il explore un nœud de nouveau avec une autre fenêtre$/,
  );
  assertNoErrors(errors);
  await context.close();
});

test('MTD(f): a node the table answered carries the ≡ mark on the tree, and the node panel says the table answered it, not that it was evaluated', async () => {
  for (const lang of ['en', 'fr']) {
    const { page, errors, context } = await openPage(env.browser, `${env.server.url}#preset=classic&algo=mtdf&lang=${lang}`, PROJECTOR);
    await waitForReady(page);
    assert.equal(await page.$$eval('#tree g.node[data-tthit]', (gs) => gs.length), 0, `${lang}: nothing answered at the start`);
    await page.keyboard.press('End');
    await page.waitForSelector('#tree g.node[data-tthit] .tt-mark');
    const hit = await page.$eval('#tree g.node[data-tthit] .tt-mark', (m) => {
      const r = m.getBoundingClientRect();
      const seen = m.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
      // No other text of the drawing under it (the node's name was, at first).
      const over = [...document.querySelectorAll('#tree text')]
        .filter((o) => o !== m && !m.contains(o) && o.getBoundingClientRect().width > 0)
        .filter((o) => {
          const b = o.getBoundingClientRect();
          return Math.min(b.right, r.right) - Math.max(b.left, r.left) > 1 && Math.min(b.bottom, r.bottom) - Math.max(b.top, r.top) > 1;
        })
        .map((o) => o.textContent);
      return { id: Number(m.closest('g.node').dataset.nodeId), seen, over, px: r.height };
    });
    assert.ok(hit.seen, `${lang}: the mark is in sight`);
    assert.deepEqual(hit.over, [], `${lang}: the mark lies over no other text`);
    // Pointing at the node fills the panel with its attributes.
    const box = await page.$eval(`#tree g.node[data-node-id="${hit.id}"] .shape`, (s) => s.getBoundingClientRect().toJSON());
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    const said = await page.textContent('#info li');
    assert.match(said, lang === 'en' ? /answered by the transposition table/ : /réponse de la table de transposition/, said);
    assert.doesNotMatch(said, lang === 'en' ? /evaluated/ : /évalué/);
    assertNoErrors(errors);
    await context.close();
  }
});

test('schéma 6 bis at 1024×768 with Large text: the leaves’ types, one letter each where the names do not fit, read at 14 px and never meet', async () => {
  const { page, errors, context } = await openFolded(env, 'preset=schema6bis&step=end&large=1&types=1', { viewport: { width: 1024, height: 768 } });
  await page.waitForFunction(() => [...document.querySelectorAll('#tree g.leaf text.ktype')].some((t) => t.textContent));
  const leaves = await page.$$eval('#tree g.leaf text.ktype', (texts) => {
    const svg = document.getElementById('tree');
    return texts
      .filter((t) => t.textContent && t.getBoundingClientRect().width > 0)
      .map((t) => {
        // The size as seen: the font size times the drawing's scale on screen.
        const m = t.getScreenCTM();
        const px = parseFloat(getComputedStyle(t).fontSize) * Math.hypot(m.a, m.b);
        const r = t.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return { text: t.textContent, px, box: [r.left, r.top, r.right, r.bottom], seen: Boolean(hit && t.contains(hit)), inside: svg.contains(t) };
      });
  });
  assert.ok(leaves.length >= 10, `${leaves.length} leaves typed`);
  for (const l of leaves) {
    assert.ok(l.px >= 14, `${l.text} at ${l.px.toFixed(1)} px`);
    assert.ok(/^[–PCA→]+$/.test(l.text), `one letter a type: ${l.text}`);
  }
  const ms = await page.$$eval('#tree text.m', (ts) =>
    ts
      .filter((t) => t.textContent)
      .map((t) => {
        const r = t.getBoundingClientRect();
        return { text: t.textContent, box: [r.left, r.top, r.right, r.bottom] };
      }),
  );
  for (const [i, a] of leaves.entries()) {
    for (const b of [...leaves.slice(i + 1), ...ms]) {
      const meet = a.box[0] < b.box[2] - 1 && b.box[0] < a.box[2] - 1 && a.box[1] < b.box[3] - 1 && b.box[1] < a.box[3] - 1;
      assert.ok(!meet, `${a.text} ${a.box} meets ${b.text} ${b.box}`);
    }
  }
  // The help says what the letters stand for, and what PV means off the green path.
  assert.match(await page.textContent('#types-help'), /P, C, A for PV, CUT, ALL.*green path/);
  assertNoErrors(errors);
  await context.close();
});
