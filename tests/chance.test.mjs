// End-to-end tests of chance nodes on the page (docs/chance.md, docs/page.md
// "What is drawn"): what a person sees, measured as the page draws it. A
// chance node is a circle; each edge from it carries its child's
// probability, the engine's exact text ("1/3"; French "0,25"), beside the
// edge: visible (the element at the text's centre is the text itself), at
// least 14 px on screen in large text (font size × the drawing's scale on
// screen), overlapping no other text and no node's shape, at every step of
// the search. The narration gives Star1's running sum; `bounds=` in a link
// changes the search, and is kept on reload, in the share link and the
// embed code; a bad one is said in the page; the algorithms the engine
// refuses on chance trees are greyed with the reason. Screenshots in
// target/shots/chance-*.png.
//
// Run: node --test tests/chance.test.mjs

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { REPO_ROOT } from './support/server.mjs';
import { openPage, waitForReady, assertNoErrors } from './support/browser.mjs';
import { useBrowser } from './support/suite.mjs';
import { PHONE, openFolded, pointAt, textMisfitsAtEveryStep, twoFrames } from './support/screens.mjs';

const SHOTS = path.join(REPO_ROOT, 'target', 'shots');
const env = useBrowser();
const PROJECTOR = { viewport: { width: 1024, height: 768 } };

async function counter(page) {
  const match = /^(\d+) \/ (\d+)$/.exec((await page.textContent('#counter')).trim());
  assert.ok(match, 'the counter reads k / N');
  return { k: Number(match[1]), n: Number(match[2]) };
}

async function shot(page, name) {
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, name) });
}

/**
 * What a reader sees of the probabilities: for each label its text, its
 * size on screen (computed font size × the drawing's screen scale),
 * whether the element at its centre is the label itself, and every other
 * text of the drawing (or node shape) whose box it overlaps by more than
 * a pixel each way.
 */
function probLabels(page) {
  return page.evaluate(() => {
    const svg = document.getElementById('tree');
    const shown = (el) => el.checkVisibility({ visibilityProperty: true }) && !el.closest('[display="none"]');
    const boxes = [...svg.querySelectorAll('text, .node .shape')]
      .filter((el) => !el.closest('.prob-label') && shown(el) && (el.tagName !== 'text' || el.textContent.trim() !== ''))
      .map((el) => ({ el, r: el.getBoundingClientRect() }))
      .filter(({ r }) => r.width > 0 && r.height > 0);
    const describe = (el) =>
      el.classList.contains('ab-leaf')
        ? `leaf window "${el.textContent}"`
        : el.closest('.window-tag')
          ? `window tag "${el.textContent}"`
          : el.tagName === 'text'
            ? `"${el.textContent}"`
            : `shape of node ${el.closest('.node')?.dataset.nodeId}`;
    return [...svg.querySelectorAll('.prob-label')].map((g) => {
      const text = g.querySelector('text.prob');
      const r = text.getBoundingClientRect();
      const m = text.getScreenCTM();
      const px = Number.parseFloat(getComputedStyle(text).fontSize) * Math.hypot(m.a, m.b);
      const at = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
      // Off screen (a phone follows the search over a tree wider than it),
      // a label is seen when the drawing scrolls to it.
      const wrap = document.getElementById('tree-wrap').getBoundingClientRect();
      const [cx, cy] = [r.x + r.width / 2, r.y + r.height / 2];
      const onScreen =
        cx >= Math.max(0, wrap.left) && cx <= Math.min(innerWidth, wrap.right) && cy >= Math.max(0, wrap.top) && cy <= Math.min(innerHeight, wrap.bottom);
      const overlaps = boxes
        .filter(({ r: o }) => Math.min(r.right, o.right) - Math.max(r.left, o.left) > 1 && Math.min(r.bottom, o.bottom) - Math.max(r.top, o.top) > 1)
        .map(({ el }) => describe(el));
      return {
        child: Number(g.dataset.child),
        text: text.textContent,
        state: g.dataset.state,
        fill: getComputedStyle(text).fill,
        px,
        hit: Boolean(at && (at === text || text.contains(at))),
        onScreen,
        overlaps,
      };
    });
  });
}

/**
 * The problems with the labels now: hidden, too small, or over another
 * text or node. With `windowed` (a list), a label under the window of the
 * current leaf alone (drawn over everything for the step it is current,
 * when the levels stand too close for both), or under the window tag of a
 * Star2 probe (drawn over its edge for the probe's steps), is listed
 * there instead.
 */
function labelProblems(labels, k, floor = 14, windowed = null) {
  const out = [];
  for (const l of labels) {
    const others = l.overlaps.filter((o) => !(windowed && (o.startsWith('leaf window') || o.startsWith('window tag'))));
    if (windowed && others.length < l.overlaps.length) windowed.push(`step ${k}: "${l.text}"`);
    else if (!l.hit && l.onScreen) out.push(`step ${k}: "${l.text}" (edge to ${l.child}) is not the element at its centre`);
    if (l.px < floor - 0.05) out.push(`step ${k}: "${l.text}" is ${l.px.toFixed(1)} px`);
    if (others.length) out.push(`step ${k}: "${l.text}" (edge to ${l.child}) overlaps ${others.join(', ')}`);
  }
  return out;
}

/**
 * Steps from 0 to the end with `step` alone (Page Down, or a tap on Next),
 * checking the labels at every position; returns the narrations seen.
 */
async function stepToEnd(page, step) {
  const { n } = await counter(page);
  const problems = [...labelProblems(await probLabels(page), 0)];
  const told = [];
  const windowed = [];
  for (let k = 1; k <= n; k++) {
    await step();
    await page.waitForFunction((want) => document.getElementById('counter').textContent.trim().startsWith(`${want} /`), k);
    await twoFrames(page);
    told.push(await page.textContent('#narration'));
    // At the end, nothing may cover a label.
    problems.push(...labelProblems(await probLabels(page), k, 14, k < n ? windowed : null));
  }
  return { n, told, problems, windowed };
}

/** What a node shows: its class, its shape's tag, its ↑ m. */
function nodeFacts(page, id) {
  return page.$eval(`g.node[data-node-id="${id}"]`, (g) => ({
    cls: g.getAttribute('class'),
    shape: g.querySelector('.shape').tagName,
    m: g.querySelector('text.m')?.textContent ?? null,
    state: g.dataset.state,
  }));
}

async function expectimaxLecture(page, step, name, t) {
  const { n, told, problems, windowed } = await stepToEnd(page, step);
  t.diagnostic(`under the current leaf's window for its step: ${windowed.join(', ') || 'none'}`);
  assert.deepEqual(problems, [], 'every probability is seen whole, large enough and clear of every text and node, at every step');
  assert.deepEqual(await counter(page), { k: n, n });
  const root = await nodeFacts(page, 0);
  assert.equal(root.m, '↑ 10', 'the root is worth ½·8 + ⅓·24 + ⅙·(−12) = 10');
  for (const id of [1, 5]) {
    const c = await nodeFacts(page, id);
    assert.match(c.cls, /\bchance\b/);
    assert.equal(c.shape, 'circle', `chance node ${id} is a circle`);
  }
  assert.equal((await nodeFacts(page, 0)).shape, 'polygon', 'MAX stays a triangle');
  const labels = await probLabels(page);
  assert.deepEqual(
    labels.map((l) => l.text),
    ['0.5', '1/3', '1/6', '2/3', '1/3'],
    'the engine’s exact probabilities, one per edge from a chance node',
  );
  assert.ok(
    told.some((s) => s.includes('S = ½·8 + ⅓·24 = 12')),
    'the narration gives the running sum',
  );
  assert.ok(told.some((s) => s.includes('S = ½·8 + ⅓·24 + ⅙·(−12) = 10')));
  await shot(page, name);
  return labels;
}

test('expectimax at 1024×768 in large text, Page Down alone: circles, the probabilities readable and clear at every step, the root worth 10', async (t) => {
  const { page, errors, context } = await openFolded(env, 'preset=expectimax&large=1', PROJECTOR);
  const labels = await expectimaxLecture(page, () => page.keyboard.press('PageDown'), 'chance-expectimax-1024.png', t);
  t.diagnostic(`labels at ${labels.map((l) => l.px.toFixed(1)).join(', ')} px`);
  assertNoErrors(errors);
  await context.close();
});

test('expectimax on a 390×844 touch phone, Next tapped: the same', async (t) => {
  const opened = await openPage(env.browser, env.server.url + 'index.html#preset=expectimax&large=1', PHONE);
  const { page, errors, context } = opened;
  await waitForReady(page);
  await twoFrames(page);
  const labels = await expectimaxLecture(page, () => page.tap('#next'), 'chance-expectimax-phone.png', t);
  t.diagnostic(`labels at ${labels.map((l) => l.px.toFixed(1)).join(', ')} px`);
  assertNoErrors(errors);
  await context.close();
});

test('star1 with its bounds [0, 10]: C fails low, its pruned outcomes and their probabilities greyed; at every step the labels stay clear', async (t) => {
  for (const [options, name] of [
    [PROJECTOR, 'chance-star1-1024.png'],
    [PHONE, 'chance-star1-phone.png'],
  ]) {
    const { page, errors, context } = await openFolded(env, 'preset=star1&large=1', options);
    const { told, problems, windowed } = await stepToEnd(page, () => page.keyboard.press('PageDown'));
    assert.deepEqual(problems, []);
    t.diagnostic(`${name}: under the current leaf's window for its step: ${windowed.join(', ') || 'none'}`);
    assert.ok(told.some((s) => s.includes('C (chance node) fails low')));
    const cut = await page.$eval('g.cut[data-cut-node="4"]', (g) => ({
      kind: g.dataset.kind,
      text: g.querySelector('.cond').textContent,
      display: g.getAttribute('display'),
    }));
    assert.equal(cut.kind, 'chance-low');
    assert.equal(cut.display, null, 'the cut is shown');
    assert.match(cut.text, /hi=5 ≤ α=5/);
    assert.match(cut.text, /fails low/);
    for (const id of [6, 7]) assert.equal((await nodeFacts(page, id)).state, 'pruned');
    assert.equal((await nodeFacts(page, 4)).m, '↑ ≤ 5', 'C returns an upper bound');
    const labels = await probLabels(page);
    const pruned = labels.filter((l) => l.child === 6 || l.child === 7);
    assert.equal(pruned.length, 2);
    const grey = labels.find((l) => l.child === 2).fill;
    for (const l of pruned) {
      assert.equal(l.state, 'pruned');
      assert.notEqual(l.fill, grey, 'a pruned outcome’s probability is greyed');
    }
    await page.keyboard.press('Home');
    await page.keyboard.press('PageDown');
    await shot(page, name);
    assertNoErrors(errors);
    await context.close();
  }
});

test('bounds= in a link changes the search, and is kept on reload, in the share link and the embed code', async () => {
  const { page, errors, context } = await openFolded(env, 'preset=star1&bounds=0,12&step=end', PROJECTOR);
  const check = async () => {
    assert.equal(await page.$$eval('g.cut:not([display="none"])', (gs) => gs.length), 0, 'with U = 12, C no longer fails low');
    for (const id of [6, 7]) assert.equal((await nodeFacts(page, id)).state, 'evaluated');
    assert.equal((await nodeFacts(page, 4)).m, '↑ 4', 'C is worth ½·0 + ¼·9 + ¼·7 = 4');
  };
  await check();
  await page.waitForFunction(() => location.hash.includes('bounds=0,12'));
  await page.reload();
  await waitForReady(page);
  await twoFrames(page);
  await check();
  assert.equal(await page.inputValue('#bounds'), '0, 12', 'the setting shows them');
  await page.click('#show-settings');
  await page.evaluate(() => {
    for (const d of document.querySelectorAll('details')) d.open = true;
  });
  // The share link follows the address as it is written (after a step).
  await page.keyboard.press('Home');
  await page.keyboard.press('End');
  await page.waitForFunction(() => document.getElementById('link').value.includes('bounds=0,12'));
  await page.click('#embed-make');
  await page.waitForFunction(() => !document.getElementById('embed-field').hidden);
  assert.match(await page.inputValue('#embed-code'), /bounds=0,12/);
  // The setting: new bounds search again; bad ones are said, the view kept.
  await page.fill('#bounds', '0, 10');
  await page.press('#bounds', 'Enter');
  await page.waitForFunction(() => document.querySelectorAll('g.cut').length === 1);
  await page.fill('#bounds', '10, 0');
  await page.press('#bounds', 'Enter');
  await page.waitForSelector('#error:not([hidden])');
  assert.match(await page.textContent('#error'), /“10, 0” are not leaf bounds/);
  assert.equal(await page.$$eval('g.cut', (gs) => gs.length), 1, 'the last search stays');
  assertNoErrors(errors);
  await context.close();
});

test('a link with bounds that do not read says so and keeps its tree; bounds the leaves break get the engine’s message', async () => {
  const { page, errors, context } = await openFolded(env, 'preset=star1&bounds=zero,ten', PROJECTOR);
  assert.match(await page.textContent('#error'), /“zero,ten” are not leaf bounds/);
  assert.equal((await counter(page)).n, 16, 'star1, searched with its own bounds');
  await page.evaluate(() => {
    location.hash = '#preset=star1&bounds=5,10';
  });
  await page.waitForFunction(() => /outside the leaf bounds/.test(document.getElementById('error').textContent));
  assertNoErrors(errors);
  await context.close();
});

test('on a tree with chance nodes the menu greys the algorithms the engine refuses there, and a link to one gets the engine’s message', async () => {
  const { page, errors, context } = await openFolded(env, 'preset=star1', PROJECTOR);
  const menu = await page.$$eval('#algo option', (os) => os.map((o) => ({ value: o.value, disabled: o.disabled, text: o.textContent, title: o.title })));
  for (const o of menu) {
    const refused = !['minimax', 'alphabeta'].includes(o.value);
    assert.equal(o.disabled, refused, o.value);
    // Star2 runs on chance trees, but star1's chance nodes have leaf
    // children: greyed with its own reason, the engine's words as a tooltip.
    if (o.value === 'star2') {
      assert.match(o.text, /^Star2 — not a regular tree$/);
      assert.match(o.title, /^Star2 needs a regular tree: chance node B has a leaf child B\.1\./);
    } else if (refused) assert.match(o.text, /not on chance nodes/);
  }
  await page.evaluate(() => {
    location.hash = '#preset=star1&algo=pvs';
  });
  await page.waitForFunction(() => /does not run on a tree with chance nodes/.test(document.getElementById('error').textContent));
  assert.equal(await page.$$eval('g.node.chance', (gs) => gs.length), 2, 'the last view that worked is kept');
  assertNoErrors(errors);
  await context.close();
});

test('in French: a decimal comma ("0,5", "0,25"), fractions as they are, an exact mean (5/3) on its node', async () => {
  const { page, errors, context } = await openFolded(env, 'preset=star1&lang=fr&large=1&step=end', PROJECTOR);
  const labels = await probLabels(page);
  assert.deepEqual(
    labels.map((l) => l.text),
    ['0,5', '0,5', '0,5', '0,25', '0,25'],
  );
  assert.match(await page.$eval('g.cut[data-cut-node="4"] .cond', (t) => t.textContent), /échec bas/);
  await shot(page, 'chance-star1-fr-1024.png');
  await page.evaluate(() => {
    location.hash = '#tree=R:chance[1/3: 1, 2/3: 2.5]&lang=fr&step=end';
  });
  await page.waitForFunction(() => document.querySelector('g.node[data-node-id="0"] text.m')?.textContent === '↑ 2');
  assert.deepEqual(
    (await probLabels(page)).map((l) => l.text),
    ['1/3', '2/3'],
  );
  await page.evaluate(() => {
    location.hash = '#tree=R:chance[1/3: 1, 2/3: 2]&lang=fr&step=end';
  });
  await page.waitForFunction(() => document.querySelector('g.node[data-node-id="0"] text.m')?.textContent === '↑ 5/3');
  await page.evaluate(() => {
    location.hash = '#tree=R:chance[1/2: 1, 1/2: 2]&lang=fr&step=end';
  });
  await page.waitForFunction(() => document.querySelector('g.node[data-node-id="0"] text.m')?.textContent === '↑ 1,5');
  assertNoErrors(errors);
  await context.close();
});

test('the embed view draws the same circles, probabilities and chance cut', async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url + 'embed.html#preset=star1&step=end', PROJECTOR);
  await page.waitForFunction(() => document.documentElement.dataset.ready === '1');
  await twoFrames(page);
  assert.equal(await page.$$eval('g.node.chance circle.shape', (cs) => cs.length), 2);
  assert.equal(await page.$eval('g.cut[data-cut-node="4"]', (g) => g.dataset.kind), 'chance-low');
  const problems = labelProblems(await probLabels(page), 'end', 11);
  assert.deepEqual(problems, []);
  assert.match(await page.getAttribute('#open-full', 'href'), /bounds=0,10/);
  await shot(page, 'chance-embed.png');
  assertNoErrors(errors);
  await context.close();
});

/** Steps to position `k` with Page Down from where the page is. */
async function stepTo(page, k) {
  for (let { k: at } = await counter(page); at < k; at++) {
    await page.keyboard.press('PageDown');
    await page.waitForFunction((want) => document.getElementById('counter').textContent.trim().startsWith(`${want} /`), at + 1);
  }
  await twoFrames(page);
}

/** What the page shows of Star2 now: the narration's phase, the window tags, the node panel, the probe cuts. */
function star2Facts(page) {
  return page.evaluate(() => ({
    phase: document.querySelector('#narration strong.phase')?.textContent ?? null,
    tags: [...document.querySelectorAll('#tree g.window-tag:not([display="none"])')].map((g) => ({
      kind: g.dataset.kind,
      node: Number(g.dataset.node),
      text: g.querySelector('text').textContent,
    })),
    info: [...document.querySelectorAll('#info li')].map((li) => li.textContent),
    cuts: [...document.querySelectorAll('#tree g.cut:not([display="none"])')].map((g) => ({
      node: Number(g.dataset.cutNode),
      kind: g.dataset.kind,
      text: g.querySelector('.cond').textContent,
    })),
  }));
}

test('Star2 on the page: in the menu, its probes and its cut on its probes drawn and said, Page Down from start to end with no error', async (t) => {
  for (const options of [PROJECTOR, PHONE]) {
    const { page, errors, context } = await openFolded(env, 'preset=star2&algo=star2&large=1', options);
    assert.equal(await page.inputValue('#algo'), 'star2', 'the link chose Star2 in the menu');
    const star2 = await page.$eval('#algo option[value="star2"]', (o) => ({ disabled: o.disabled, text: o.textContent }));
    assert.deepEqual(star2, { disabled: false, text: 'Star2 (α-β, probes then Star1 at chance nodes)' }, 'the engine’s title, on a regular tree');
    // The probe of C.1 (C's outcomes are MIN nodes: the probe's α comes from α = 5).
    await stepTo(page, 13);
    let f = await star2Facts(page);
    assert.equal(f.phase, 'Probe of C.1 · ');
    assert.deepEqual(f.tags, [{ kind: 'probe', node: 5, text: 'probe (0, 10)' }], 'the probe’s window on C.1’s edge');
    assert.ok(f.info.includes('probed by Star2: only its first reply is searched'), f.info.join(' | '));
    // Its window comes from the leaf bounds, as the narration says (not "the initial window").
    assert.ok(f.info.includes('↓ α = 0 (the leaf bound L)') && f.info.includes('↓ β = 10 (the leaf bound U)'), f.info.join(' | '));
    // The probe of C.1 returns: the panel of C.1 gives its probe's bound.
    await stepTo(page, 17);
    await pointAt(page, 5, options === PHONE);
    await page.waitForFunction(() => document.getElementById('info').textContent.startsWith('C.1'));
    f = await star2Facts(page);
    assert.ok(f.info.includes('probe: its first reply is worth 2, so C.1 ≤ 2'), f.info.join(' | '));
    assertNoErrors(errors);
    await context.close();
  }
  for (const [options, name] of [
    [PROJECTOR, 'chance-star2-1024.png'],
    [PHONE, 'chance-star2-phone.png'],
  ]) {
    // From the start to the end, Page Down alone: C fails low on its probes.
    const { page, errors, context } = await openFolded(env, 'preset=star2&algo=star2&large=1', options);
    const { told, problems, windowed } = await stepToEnd(page, () => page.keyboard.press('PageDown'));
    assert.deepEqual(problems, [], `${name}: the probabilities stay clear at every step`);
    t.diagnostic(`${name}: under a window for its steps: ${windowed.join(', ') || 'none'}`);
    assert.ok(told.some((s) => s.includes('C (chance node) fails low on its probes')));
    // A step whose sentence names its phase ("Probe of C.1 (MIN): …") is
    // not led by it again.
    assert.deepEqual(
      told.filter((s) => /^(.+) · \1[\s:(]/u.test(s)),
      [],
      `${name}: a phase said twice`,
    );
    assert.ok(
      told.some((s) => s.startsWith('Probe of C.1 (MIN): ')),
      `${name}: the probe's own step`,
    );
    let f = await star2Facts(page);
    const cut = f.cuts.find((c) => c.node === 4);
    assert.equal(cut.kind, 'probe-low');
    assert.match(cut.text, /hi=4\.25 ≤ α=5/);
    assert.match(cut.text, /probes: low/);
    await pointAt(page, 4, options === PHONE);
    await page.waitForFunction(() => document.getElementById('info').textContent.startsWith('C'));
    f = await star2Facts(page);
    assert.ok(f.info.includes('fails low on its probes: hi = 4.25 ≤ α = 5'), f.info.join(' | '));
    for (const id of [7, 8, 13]) assert.equal((await nodeFacts(page, id)).state, 'pruned', `node ${id} is pruned`);
    t.diagnostic(`${name}: ${(await counter(page)).n} steps`);
    await page.keyboard.press('Home');
    await stepTo(page, 13);
    await shot(page, name);
    assertNoErrors(errors);
    await context.close();
  }
});

test('Star2 in French, and its search phase: the probes’ marks set aside while the chance node searches its outcomes again', async () => {
  const tree = encodeURIComponent('A:[4, C:chance[1/2: [5, 2, 8], 1/2: [5, 7]]]');
  const { page, errors, context } = await openFolded(env, `tree=${tree}&algo=star2&bounds=0,10&lang=fr&large=1`, PROJECTOR);
  const { told } = await stepToEnd(page, () => page.keyboard.press('PageDown'));
  assert.ok(
    told.some((s) => s.startsWith('Sondage de C.1 · ')),
    'the probe’s phase, in French',
  );
  assert.ok(
    told.some((s) => s.startsWith('Phase de recherche de C · ')),
    'the search phase, in French',
  );
  assert.deepEqual(
    told.filter((s) => /^(.+) · \1[\s:(]/u.test(s)),
    [],
    'a phase said once: "Sondage de C.1 (Min) : …" is not led by "Sondage de C.1 ·"',
  );
  // The search phase's failure names the bound it uses, with its numbers.
  assert.ok(
    told.some((s) => s.includes('hi = S + Σ pⱼ·wⱼ = 1 + ½·5 = 3,5 ≤ α = 4 (venu de A)') && s.includes('(C.2 ≤ 5)')),
    told.join('\n'),
  );
  const f = await star2Facts(page);
  assert.deepEqual(
    f.cuts.map((c) => [c.node, c.kind]),
    [
      [3, 'shallow'],
      [2, 'chance-low'],
    ],
    'C.1 cuts on its second reply in the search phase, then C fails low',
  );
  assert.match(f.cuts[1].text, /échec bas/);
  assertNoErrors(errors);
  await context.close();
});

/**
 * The code panel now: the id and the text of the line marked as running,
 * whether the element at that line's centre is in it (the listing scrolls
 * to it), and its size on screen; the panel's first line.
 */
function codeLine(page) {
  return page.evaluate(() => {
    const line = document.querySelector('#code .line.hl');
    if (!line) return null;
    // The side scrolls (on a chance tree the leaves' panel stands above
    // the listing): a reader scrolls it to the listing once.
    document.querySelector('.code-panel').scrollIntoView({ block: 'nearest' });
    const r = line.getBoundingClientRect();
    const at = document.elementFromPoint(r.x + Math.min(r.width / 2, 40), r.y + r.height / 2);
    return {
      id: line.dataset.lineId,
      text: line.querySelector('.src').textContent,
      seen: Boolean(at && line.contains(at)),
      px: Number.parseFloat(getComputedStyle(line).fontSize),
      head: document.querySelector('#code .line .src').textContent,
    };
  });
}

test('Star2’s own listing: stepping the star2 preset marks the probe’s lines during its probes, then the search phase’s in French, the strict tests with >', async (t) => {
  const { page, errors, context } = await openFolded(env, 'preset=star2&algo=star2&large=1', PROJECTOR);
  assert.equal((await codeLine(page)).head, 'Algorithm STAR2(n, α, β)', 'Star2’s listing, not seed 001’s');
  assert.match(await page.textContent('#code'), /Algorithm CHANCE\(n, α, β\)/);
  assert.match(await page.textContent('.code-panel .caption'), /Star2 \(Ballard 1983; Hauk, Buro and Schaeffer 2004\)/);
  const seen = [];
  const { n } = await counter(page);
  for (let k = 1; k <= n; k++) {
    await stepTo(page, k);
    const line = await codeLine(page);
    assert.ok(line.seen, `step ${k}: the marked line ${line.id} is in view`);
    assert.ok(line.px >= 14, `step ${k}: the listing is ${line.px} px`);
    seen.push(line.id);
    if (k === 12) {
      assert.match(line.text, /^4\. MIN nᵢ: wᵢ = STAR2\(nᵢ, max\(Aᵢ, L\), U\)/, 'the probe of C.1, a MIN node, runs the probe’s call for MIN outcomes');
      await shot(page, 'chance-star2-code-1024.png');
    }
  }
  // Steps 11–28: C entered, the probes of C.1 and C.2 (each a probe step, the
  // probed child's own lines for its first reply, its bound added to W),
  // C's failure on its probes, A's end (the trace: docs/chance.md's table).
  assert.deepEqual(seen.slice(10), [
    'c.init',
    'c.probe.min',
    'init',
    'leaf',
    'update',
    'ret',
    'c.probed',
    'c.probe.min',
    'init',
    'leaf',
    'update',
    'cut',
    'cut',
    'c.probed',
    'c.probe.cut',
    'c.probe.cut',
    'update',
    'ret',
  ]);
  t.diagnostic(`lines of steps 1–10: ${seen.slice(0, 10).join(', ')}`);
  assert.deepEqual(seen.slice(0, 10), ['init', 'init', 'leaf', 'update', 'bound', 'leaf', 'update', 'ret', 'update', 'bound']);
  assertNoErrors(errors);
  await context.close();

  // The search phase, in French and under the strict tie rule.
  const tree = encodeURIComponent('A:[4, C:chance[1/2: [5, 2, 8], 1/2: [5, 7]]]');
  const fr = await openFolded(env, `tree=${tree}&algo=star2&bounds=0,10&lang=fr&large=1&ties=strict`, PROJECTOR);
  assert.equal((await codeLine(fr.page)).head, 'Algorithme STAR2(n, α, β)');
  const code = await fr.page.textContent('#code');
  assert.match(code, /6\. si lo > β \(MAX\) ou hi < α \(MIN\), alors retourner lo ou hi/, 'the strict test on the probes');
  assert.match(code, /13\. si hi < α, alors retourner hi ; si lo > β, alors retourner lo/, 'the strict tests of Star1');
  const lines = {};
  const { n: m } = await counter(fr.page);
  for (let k = 1; k <= m; k++) {
    await stepTo(fr.page, k);
    lines[k] = await codeLine(fr.page);
  }
  assert.equal(lines[6].id, 'c.probe.min');
  assert.match(lines[6].text, /^4\. nᵢ MIN : wᵢ = STAR2/);
  assert.equal(lines[11].id, 'c.probed');
  assert.equal(lines[18].id, 'c.search', 'the research step starts the search phase');
  assert.match(lines[18].text, /^7\. phase de recherche : S = 0/);
  assert.equal(lines[27].id, 'c.update', 'C.1’s return in the search phase adds to S');
  assert.equal(lines[28].id, 'c.cut', 'C fails low in the search phase: Star1’s test');
  assert.equal(lines[29].id, 'c.cut', 'and leaves by it');
  for (const [k, line] of Object.entries(lines)) assert.ok(line.seen, `step ${k}: the marked line is in view`);
  await shot(fr.page, 'chance-star2-code-fr.png');
  assertNoErrors(fr.errors);
  await fr.context.close();
});

test('a link to Star2 on an irregular tree gets the engine’s message, in the page’s language', async () => {
  const { page, errors, context } = await openFolded(env, 'preset=star1&algo=star2&lang=fr', PROJECTOR);
  await page.waitForSelector('#error:not([hidden])');
  assert.match(await page.textContent('#error'), /Star2 demande un arbre régulier : le nœud de hasard B a pour fils la feuille B\.1/);
  assertNoErrors(errors);
  await context.close();
});

/**
 * The interval bar now (docs/chance.md, "The interval bar"), or null: its
 * node, lo and hi, α and β as drawn, its texts with their size on screen
 * (font size × the drawing's screen scale), its box on screen, and every
 * text of the drawing it covers: a node's value, window, label or a
 * probability whose centre the bar is the element at.
 */
function barFacts(page) {
  return page.evaluate(() => {
    const g = document.querySelector('#tree g.interval-bar:not([display="none"])');
    if (!g) return null;
    const texts = [...g.querySelectorAll('text')].filter((t) => t.getAttribute('display') !== 'none');
    const covered = [...document.querySelectorAll('#tree g.node text, #tree text.prob, #tree g.cut text')]
      .filter((t) => t.textContent.trim() !== '' && t.checkVisibility({ visibilityProperty: true }) && !t.closest('[display="none"]'))
      .filter((t) => {
        const r = t.getBoundingClientRect();
        if (r.width === 0) return false;
        const at = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
        return Boolean(at?.closest('.interval-bar'));
      })
      .map((t) => `"${t.textContent}" of ${t.closest('g.node')?.dataset.nodeId ?? t.closest('.prob-label')?.dataset.child ?? 'a cut'}`);
    const r = g.querySelector('.interval-back').getBoundingClientRect();
    // And what its box overlaps (more than a pixel each way): a node's shape or text, a probability.
    const overlaps = [...document.querySelectorAll('#tree g.node text, #tree g.node .shape, #tree text.prob')]
      .filter((e) => e.checkVisibility({ visibilityProperty: true }) && !e.closest('[display="none"]') && (e.tagName !== 'text' || e.textContent.trim() !== ''))
      .filter((e) => {
        const o = e.getBoundingClientRect();
        return Math.min(r.right, o.right) - Math.max(r.left, o.left) > 1 && Math.min(r.bottom, o.bottom) - Math.max(r.top, o.top) > 1;
      })
      .map(
        (e) =>
          `${e.tagName === 'text' ? `"${e.textContent}"` : 'the shape'} of ${e.closest('g.node')?.dataset.nodeId ?? e.closest('.prob-label')?.dataset.child}`,
      );
    return {
      node: Number(g.dataset.node),
      far: g.dataset.far === 'true',
      overlaps,
      lo: Number(g.dataset.lo),
      hi: Number(g.dataset.hi),
      alpha: g.dataset.alpha,
      beta: g.dataset.beta,
      texts: texts.map((t) => t.textContent),
      px: Math.min(...texts.map((t) => Number.parseFloat(getComputedStyle(t).fontSize) * Math.hypot(t.getScreenCTM().a, t.getScreenCTM().b))),
      span: g.querySelector('.interval-span').getBoundingClientRect().width,
      box: { left: r.left, right: r.right, top: r.top, bottom: r.bottom },
      covered,
    };
  });
}

/** Steps from 0 to the end with Page Down, the bar's facts at every position. */
async function barsToEnd(page) {
  const { n } = await counter(page);
  const bars = [await barFacts(page)];
  for (let k = 1; k <= n; k++) {
    await page.keyboard.press('PageDown');
    await page.waitForFunction((want) => document.getElementById('counter').textContent.trim().startsWith(`${want} /`), k);
    await twoFrames(page);
    bars.push(await barFacts(page));
  }
  return bars;
}

test('the interval bar of Star1 (star1, [0, 10]): on the chance node searched, [lo, hi] shrinking child by child, α marked, its texts ≥ 14 px, no value covered, at 1024×768 and on a phone', async (t) => {
  for (const [options, name] of [
    [PROJECTOR, '1024'],
    [PHONE, 'phone'],
  ]) {
    const { page, errors, context } = await openFolded(env, 'preset=star1&large=1', options);
    const bars = await barsToEnd(page);
    const shown = bars.map((b, k) => (b ? `${k}:${b.node}[${b.lo},${b.hi}]` : null)).filter(Boolean);
    // B (node 1) from its enter to its last return, C (node 4) until it fails low.
    assert.deepEqual(shown, ['2:1[0,10]', '3:1[0,10]', '4:1[3,8]', '5:1[3,8]', '6:1[5,5]', '10:4[0,10]', '11:4[0,10]', '12:4[0,5]', '13:4[0,5]'], name);
    assert.ok(bars[4].span < bars[3].span && bars[6].span < bars[4].span, 'the thick part shrinks child by child');
    assert.deepEqual(bars[12].texts, ['α', '0', '10', '[0, 5]'], 'α = 5 marked on C’s bar; β = +∞ is past U');
    assert.equal(bars[12].alpha, '5');
    const problems = [];
    bars.forEach((b, k) => {
      if (!b) return;
      if (b.px < 14 - 0.05) problems.push(`step ${k}: bar text at ${b.px.toFixed(1)} px`);
      if (b.covered.length) problems.push(`step ${k}: the bar covers ${b.covered.join(', ')}`);
      if (b.overlaps.length) problems.push(`step ${k}: the bar overlaps ${b.overlaps.join(', ')}`);
    });
    assert.deepEqual(problems, [], name);
    t.diagnostic(
      `${name}: the bar's texts at ${Math.min(...bars.filter(Boolean).map((b) => b.px)).toFixed(1)} px at least; away from its node at steps ${bars.flatMap((b, k) => (b?.far ? [k] : [])).join(', ') || 'none'}`,
    );
    await page.keyboard.press('Home');
    await stepTo(page, 12);
    await shot(page, `chance-bar-${name}.png`);
    assertNoErrors(errors);
    await context.close();
  }
});

test('the interval bar under Star2’s probes (one side known), under expectiminimax with bounds, and none without bounds', async () => {
  const { page, errors, context } = await openFolded(env, 'preset=star2&algo=star2&large=1', PROJECTOR);
  let bars = await barsToEnd(page);
  // C's outcomes are MIN nodes: each probe bounds C from above, L stays.
  assert.deepEqual(bars.map((b, k) => (b && k >= 17 ? `${k}:[${b.lo},${b.hi}]` : null)).filter(Boolean), [
    '17:[0,6]',
    '18:[0,6]',
    '19:[0,6]',
    '20:[0,6]',
    '21:[0,6]',
    '22:[0,6]',
    '23:[0,6]',
    '24:[0,4.25]',
    '25:[0,4.25]',
  ]);
  assert.deepEqual(
    bars.flatMap((b, k) => (b?.covered.length || b?.overlaps.length ? [`${k}: ${b.covered} ${b.overlaps}`] : [])),
    [],
  );
  // Expectiminimax (no window, so no α or β) with the same leaf bounds.
  await page.evaluate(() => {
    location.hash = '#preset=star1&algo=minimax&bounds=0,10&large=1';
  });
  await page.waitForFunction(() => document.getElementById('algo').value === 'minimax');
  await page.keyboard.press('Home');
  await page.waitForFunction(() => document.getElementById('counter').textContent.trim().startsWith('0 /'));
  bars = await barsToEnd(page);
  assert.deepEqual(bars[4] && [bars[4].node, bars[4].lo, bars[4].hi, bars[4].texts], [1, 3, 8, ['0', '10', '[3, 8]']]);
  // Without bounds (expectimax): L = −∞, U = +∞, a bar would have no ends.
  await page.evaluate(() => {
    location.hash = '#preset=expectimax&large=1';
  });
  await page.waitForFunction(() => document.querySelectorAll('g.node.chance').length === 2 && document.getElementById('bounds').value === '');
  await page.keyboard.press('Home');
  await page.waitForFunction(() => document.getElementById('counter').textContent.trim().startsWith('0 /'));
  bars = await barsToEnd(page);
  assert.deepEqual(bars.filter(Boolean), []);
  assertNoErrors(errors);
  await context.close();
});

test('AIMA’s order-preserving transformation: two presets with leaves in the same order, a1 then a2, the lesson said before the first step and after the last', async () => {
  const { page, errors, context } = await openFolded(env, 'preset=aima-order&algo=minimax&large=1', PROJECTOR);
  const narration = () => page.textContent('#narration');
  assert.match(await narration(), /only a change a·x \+ b \(a > 0\) of every leaf keeps the order of every mean/, 'the lesson before the first step');
  await page.keyboard.press('PageDown');
  await page.waitForFunction(() => document.getElementById('counter').textContent.trim().startsWith('1 /'));
  assert.doesNotMatch(await narration(), /a·x \+ b/, 'the steps are the engine’s alone');
  await page.keyboard.press('End');
  await page.waitForFunction(() => /a·x \+ b/.test(document.getElementById('narration').textContent));
  assert.match(await narration(), /the best move leads to a1/);
  assert.equal((await nodeFacts(page, 0)).m, '↑ 2.1');
  assert.equal((await nodeFacts(page, 1)).m, '↑ 2.1');
  assert.equal((await nodeFacts(page, 4)).m, '↑ 1.3');
  // The same tree, its leaves through 1 → 1, 2 → 20, 3 → 30, 4 → 400: a2.
  await page.evaluate(() => {
    location.hash = '#preset=aima-order-warped&algo=minimax&large=1&step=end';
  });
  await page.waitForFunction(() => document.querySelector('g.node[data-node-id="0"] text.m')?.textContent === '↑ 40.9');
  assert.match(await narration(), /the best move leads to a2/);
  assert.match(await narration(), /Only a·x \+ b with a > 0 keeps every mean's order/);
  assert.equal((await nodeFacts(page, 1)).m, '↑ 21');
  // In French.
  await page.evaluate(() => {
    location.hash = '#preset=aima-order-warped&algo=minimax&large=1&step=end&lang=fr';
  });
  await page.waitForFunction(() => /Seule a·x \+ b avec a > 0/.test(document.getElementById('narration').textContent));
  assert.equal((await nodeFacts(page, 0)).m, '↑ 40,9');
  await shot(page, 'chance-aima-fr.png');
  assertNoErrors(errors);
  await context.close();
});

test('a long lesson keeps the tree where it is: at 1024×768 in large text the tree’s top does not move from the lesson to the first step and to the last, the lesson scrolling in the narration’s room', async () => {
  for (const lang of ['en', 'fr']) {
    const { page, errors, context } = await openFolded(env, `preset=aima-order&algo=minimax&large=1&lang=${lang}`, PROJECTOR);
    const look = () =>
      page.evaluate(() => {
        const n = document.getElementById('narration');
        const r = n.getBoundingClientRect();
        return {
          k: document.getElementById('counter').textContent.trim().split(' ')[0],
          tree: document.getElementById('tree').getBoundingClientRect().top,
          wrap: document.getElementById('tree-wrap').getBoundingClientRect().top,
          narration: r.height,
          more: n.scrollHeight - n.clientHeight,
          lesson: 'lesson' in n.dataset,
          shaded: getComputedStyle(n).backgroundImage.includes('gradient'),
          px: Number.parseFloat(getComputedStyle(n).fontSize),
          focusable: n.tabIndex === 0,
        };
      });
    const start = await look();
    assert.ok(start.lesson && start.more > 20, `${lang}: the lesson is longer than the narration's room (${start.more} px more), as this test needs`);
    assert.ok(start.shaded, `${lang}: the narration is shaded where more waits`);
    assert.ok(start.px >= 14, `${lang}: the narration is ${start.px} px`);
    assert.ok(start.focusable, `${lang}: the narration that scrolls takes the focus, for the keys`);
    // From there, Page Down still steps (a clicker's key).
    await page.focus('#narration');
    await page.keyboard.press('PageDown');
    await page.waitForFunction(() => document.getElementById('counter').textContent.trim().startsWith('1 /'));
    await twoFrames(page);
    const first = await look();
    assert.equal(first.lesson, false);
    assert.equal(first.focusable, false, `${lang}: without the lesson the narration is not a stop of Tab`);
    await page.keyboard.press('End');
    await page.waitForFunction(() => 'lesson' in document.getElementById('narration').dataset);
    await twoFrames(page);
    const end = await look();
    for (const [name, at] of [
      ['step 1', first],
      ['the end', end],
    ]) {
      assert.equal(at.tree, start.tree, `${lang}: the tree's top at ${name} is where it was with the lesson before step 1`);
      assert.equal(at.wrap, start.wrap, `${lang}: the tree's box at ${name} too`);
      assert.equal(at.narration, start.narration, `${lang}: the narration's height at ${name}`);
    }
    // The lesson is read by scrolling the narration: its last words come into view.
    const last = await page.evaluate(() => {
      const n = document.getElementById('narration');
      n.scrollTop = n.scrollHeight;
      const r = n.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + 40, r.bottom - 12);
      return { end: n.scrollTop + n.clientHeight >= n.scrollHeight - 1, seen: Boolean(hit && n.contains(hit)) };
    });
    assert.deepEqual(last, { end: true, seen: true });
    // A new step's sentence is read from its start.
    await page.keyboard.press('Home');
    await page.waitForFunction(() => document.getElementById('counter').textContent.trim().startsWith('0 /'));
    assert.equal(await page.$eval('#narration', (n) => n.scrollTop), 0);
    if (lang === 'en') await shot(page, 'chance-lesson-1024.png');
    assertNoErrors(errors);
    await context.close();
  }
});

test('Star2 at 1024×768 in large text: a click at a leaf’s value selects that leaf at every step, never the node scaled up beside it', async () => {
  // C.1, scaled up for the lesson and drawn over its neighbours, had a
  // hit area of 197 × 111 px over leaf B.2: a click on its "7" picked C.1
  // at 25 of the 29 positions.
  const { page, errors, context } = await openFolded(env, 'preset=star2&algo=star2&large=1', { viewport: { width: 1024, height: 768 } });
  const n = Number((await page.textContent('#counter')).split('/')[1]);
  const found = [];
  let clicks = 0;
  for (let k = 0; k <= n; k++) {
    // The leaves whose value text is seen at its centre (another text over it is another test's failure).
    const leaves = await page.evaluate(() =>
      [...document.querySelectorAll('#tree g.node.leaf')].flatMap((g) => {
        const r = g.querySelector('text.val')?.getBoundingClientRect();
        if (!r || r.width === 0) return [];
        const x = r.x + r.width / 2;
        const y = r.y + r.height / 2;
        return document.elementFromPoint(x, y)?.closest('g.node') ? [{ id: g.dataset.nodeId, x, y }] : [];
      }),
    );
    for (const leaf of leaves) {
      await page.mouse.click(leaf.x, leaf.y);
      clicks++;
      const selected = await page.getAttribute('#tree g.node[data-selected="true"]', 'data-node-id');
      if (selected !== leaf.id) found.push(`step ${k}: a click on leaf ${leaf.id}'s value selected ${selected}`);
      await page.keyboard.press('Escape');
    }
    await page.keyboard.press('PageDown');
    await twoFrames(page);
  }
  assert.ok(clicks > n, `${clicks} clicks`);
  assert.deepEqual(found, []);
  assertNoErrors(errors);
  await context.close();
});

test('Star2 at 1024×768 in large text: the pointer moved from leaf B.2’s value onto C.1, scaled up over it, names C.1 in the node panel, and back again B.2', async () => {
  // Hover was read when the pointer entered an element: moving on within
  // C.1's hit area, from over B.2 onto C.1's own shape, left B.2 named.
  const { page, errors, context } = await openFolded(env, 'preset=star2&algo=star2&large=1&step=0', { viewport: { width: 1024, height: 768 } });
  const centre = (sel) =>
    page.$eval(sel, (e) => {
      const r = e.getBoundingClientRect();
      return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
    });
  const named = () => page.$eval('#info li', (li) => li.textContent.split(':')[0].trim());
  const leaf = await centre('#tree g.node[data-node-id="3"] text.val');
  const parent = await centre('#tree g.node[data-node-id="5"] .shape');
  const seen = [];
  for (const at of [leaf, parent, leaf]) {
    await page.mouse.move(at.x, at.y, { steps: 4 });
    await twoFrames(page);
    seen.push(await named());
  }
  assert.deepEqual(seen, ['B.2', 'C.1', 'B.2']);
  assertNoErrors(errors);
  await context.close();
});

test('Star2 with its search phase at 1024×768 in large text: the interval bar beside C never covers the letter of C’s ring, nor any text, at any step', async () => {
  // The bar's first place, right of C, covered the "α" of the ring that
  // marks C as the source of its child's bound (steps 13 to 24).
  const tree = encodeURIComponent('A:[4,C:chance[1/2:[5,2,8],1/2:[5,7]]]');
  const { page, errors, context } = await openFolded(env, `tree=${tree}&bounds=0,10&algo=star2&large=1&step=0`, PROJECTOR);
  assert.deepEqual(await textMisfitsAtEveryStep(page), []);
  assertNoErrors(errors);
  await context.close();
});
