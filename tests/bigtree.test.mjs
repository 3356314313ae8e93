// End-to-end tests of big trees (issue 10): a 111,111-node and a
// 597,871-node tree (the engine's seeded uniform trees, `#random=1,10,5`
// and `#random=1,9,6`; tic-tac-toe's full tree has 549,946 nodes) load,
// show the engine's counts at the last step, keep the data-node-id /
// data-state contract for the nodes drawn, and zoom, pan and fold by mouse,
// touch and keyboard. No time is measured here (the bench does that).
//
// Run after `cargo xtask build`:  node --test tests/bigtree.test.mjs
// Screenshots of the big tree zoomed out, zoomed in and folded go to
// tests/screenshots/big-*.png.

import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT } from './support/server.mjs';
import { openPage, waitForReady, assertNoErrors } from './support/browser.mjs';
import { useBrowser } from './support/suite.mjs';
import { count } from '../www/js/core/num.js';

const DESKTOP = { width: 1280, height: 800 };
const SHOTS = path.join(REPO_ROOT, 'tests', 'screenshots');
const STATES = ['unvisited', 'path', 'done', 'evaluated', 'pruned', 'beyond'];
const TREES = {
  hundredK: { hash: 'random=1,10,5', spec: { seed: 1, minBranch: 10, maxBranch: 10, depth: 5 }, nodes: 111_111 },
  big: { hash: 'random=1,9,6', spec: { seed: 1, minBranch: 9, maxBranch: 9, depth: 6 }, nodes: 597_871 },
};

const env = useBrowser();
let engine;

before(async () => {
  // The engine itself, in Node, says what the page must show.
  engine = await import(pathToFileURL(path.join(REPO_ROOT, 'www', 'pkg', 'extras', 'alphabeta.js')).href);
  await engine.default({ module_or_path: await readFile(path.join(REPO_ROOT, 'www', 'pkg', 'extras', 'alphabeta_bg.wasm')) });
});

/** The engine's session for one of TREES: its stats, step count and end snapshot. */
function expected(tree) {
  const text = engine.randomTree({ ...tree.spec, minValue: -10, maxValue: 10, irregular: false });
  const session = new engine.Session(text, {});
  try {
    const n = session.stepCount();
    return { n, stats: session.stats(), state: session.snapshotPacked(n).state };
  } finally {
    session.free();
  }
}

/** How many nodes are evaluated at position `k` of one of TREES, counted in the engine's snapshot. */
function evaluatedAt(tree, k) {
  const text = engine.randomTree({ ...tree.spec, minValue: -10, maxValue: 10, irregular: false });
  const session = new engine.Session(text, {});
  try {
    return session.snapshotPacked(k).state.filter((code) => code === STATES.indexOf('evaluated')).length;
  } finally {
    session.free();
  }
}

/**
 * Opens the page at `fragment`. With `zoomed`, the "Actual size" button
 * then shows the tree at 100 % through the camera (the desktop layout
 * opens on the whole tree).
 */
async function open(fragment, options = {}, zoomed = true) {
  const opened = await openPage(env.browser, env.server.url + 'index.html#' + fragment, { viewport: DESKTOP, ...options });
  await waitForReady(opened.page, 120_000);
  if (zoomed) {
    await opened.page.click('#zoom');
    assert.equal(await opened.page.getAttribute('#tree-wrap', 'data-camera'), 'true', 'a big tree zoomed is seen through the camera');
  }
  return opened;
}

/** The drawn nodes: [{id, state}], and the summary marks: [{root, size, state}]. */
const drawn = (page) =>
  page.evaluate(() => ({
    nodes: [...document.querySelectorAll('#tree g.node')].map((g) => ({ id: g.dataset.nodeId, state: g.dataset.state })),
    summaries: [...document.querySelectorAll('#tree g.summary')].map((g) => ({
      root: Number(g.dataset.rootId),
      size: Number(g.dataset.size),
      state: g.dataset.state,
    })),
  }));

const viewBox = async (page) => (await page.getAttribute('#tree', 'viewBox')).split(/\s+/).map(Number);

/** The centre of the drawing's box on screen. */
async function centre(page) {
  const r = await page.$eval('#tree', (s) => s.getBoundingClientRect().toJSON());
  return { x: r.x + r.width / 2, y: r.y + r.height / 2, box: r };
}

/** Every drawn node keeps the contract and shows the engine's state. */
function assertContract(view, state, what) {
  assert.ok(view.nodes.length > 0, `${what}: some nodes are drawn`);
  for (const { id, state: shown } of view.nodes) {
    assert.match(id ?? '', /^\d+$/, `${what}: data-node-id`);
    assert.equal(shown, STATES[state[Number(id)]], `${what}: the state of node ${id}`);
  }
  for (const s of view.summaries) assert.equal(s.state, STATES[state[s.root]], `${what}: the state of summary ${s.root}`);
}

for (const [name, tree] of Object.entries(TREES)) {
  test(`${name}: ${tree.nodes.toLocaleString('en-US')} nodes load, and the last step shows the engine's counts`, async () => {
    const want = expected(tree);
    const { page, errors, context } = await open(`${tree.hash}&step=end`);
    assert.equal(await page.isHidden('#error'), true, 'no error: the tree is drawn, not refused');
    assert.equal(await page.textContent('#counter'), `${count(want.n, 'en')} / ${count(want.n, 'en')}`, 'the counter groups digits as English does');
    const leaves = await page.textContent('[data-stat="leaves"]');
    assert.match(leaves, new RegExp(`\\b${count(want.stats.leavesEvaluated, 'en')}\\b`));
    assert.match(leaves, new RegExp(`\\b${count(want.stats.leavesTotal, 'en')}\\b`));
    const cuts = await page.textContent('[data-stat="cuts"]');
    assert.match(cuts, new RegExp(`\\b${count(want.stats.cutsShallow, 'en')}\\b.*\\b${count(want.stats.cutsDeep, 'en')}\\b`));
    assert.equal(Number((await page.textContent('[data-stat="value"]')).replace('−', '-')), want.stats.value);
    // At 100 % the tree is far wider than the screen: the camera is on the
    // current node, and only what is on screen is drawn.
    const view = await drawn(page);
    assertContract(view, want.state, 'zoomed');
    assert.ok(view.nodes.length < 500, `${view.nodes.length} nodes drawn, not ${tree.nodes}`);
    // The whole tree: every subtree too narrow to draw is one mark with its size.
    await page.keyboard.press('0');
    await waitForReady(page);
    const whole = await drawn(page);
    assertContract(whole, want.state, 'whole');
    assert.ok(whole.summaries.length > 0, 'summary marks when zoomed out');
    const shown = new Set(whole.nodes.map((n) => Number(n.id)));
    // Drawn nodes and folded subtrees never overlap, and together they are the tree.
    let covered = 0;
    for (const s of whole.summaries) covered += s.size;
    for (const id of shown) if (!whole.summaries.some((s) => s.root === id)) covered += 1;
    assert.equal(covered, tree.nodes, 'drawn nodes and summary sizes add up to the tree');
    // A cut mark shows only on a drawn node (not inside a summary mark).
    const cutNodes = await page.$$eval('#tree g.cut:not([display])', (gs) => gs.map((g) => Number(g.dataset.cutNode)));
    assert.ok(
      cutNodes.every((id) => shown.has(id)),
      `cut marks on drawn nodes only: ${cutNodes}`,
    );
    // Stepping back and forth, the leaves evaluated so far are the snapshot's (counted per step, not per node).
    for (let i = 0; i < 25; i++) await page.keyboard.press('ArrowLeft');
    for (let i = 0; i < 10; i++) await page.keyboard.press('ArrowRight');
    const k = want.n - 15;
    assert.equal(await page.textContent('#counter'), `${count(k, 'en')} / ${count(want.n, 'en')}`);
    const now = Number(/[\d,]+/.exec(await page.textContent('[data-stat="leaves"]'))[0].replaceAll(',', ''));
    assert.equal(now, evaluatedAt(tree, k), `leaves evaluated at step ${k}`);
    assertNoErrors(errors);
    await context.close();
  });
}

test('zoom, pan and fold by mouse, with the minimap', async () => {
  const want = expected(TREES.hundredK);
  const { page, errors, context } = await open(`${TREES.hundredK.hash}&step=end`);
  const c = await centre(page);
  const [x0, , w0] = await viewBox(page);
  // The wheel zooms out around the pointer.
  await page.mouse.move(c.x, c.y);
  await page.mouse.wheel(0, 400);
  const [x1, , w1] = await viewBox(page);
  assert.ok(w1 > w0 * 1.5, `the wheel zoomed out: ${w0} → ${w1}`);
  assert.ok(Math.abs(x1 + w1 / 2 - (x0 + w0 / 2)) < w1 * 0.01, 'around the pointer (the centre)');
  // A drag pans: the view moves the other way.
  await page.mouse.move(c.x, c.y);
  await page.mouse.down();
  await page.mouse.move(c.x - 300, c.y, { steps: 6 });
  await page.mouse.up();
  const [x2] = await viewBox(page);
  assert.ok(x2 > x1, `dragging left moved the view right: ${x1} → ${x2}`);
  // The minimap shows, and a click on it moves the view there.
  assert.equal(await page.isVisible('.minimap'), true);
  const map = await page.$eval('.minimap canvas', (m) => m.getBoundingClientRect().toJSON());
  await page.mouse.click(map.x + 4, map.y + map.height / 2);
  const [x3] = await viewBox(page);
  assert.ok(x3 < x2, `a click at the minimap's left moved the view left: ${x2} → ${x3}`);
  // A double-click on an inner node folds its subtree into one mark with its size.
  await page.keyboard.press('0');
  const where = (sel) =>
    page.$eval(sel, (s) => {
      const r = s.getBoundingClientRect();
      return { id: Number(s.parentNode.dataset.nodeId), x: r.x + r.width / 2, y: r.y + r.height / 2 };
    });
  // A click selects it first, as a reader's double-click does: the edit
  // bar shows its tools on a line kept for them, so the drawing stays under
  // the pointer and the double-click lands on the same node.
  const inner = await where('#tree g.node.min .shape');
  await page.mouse.click(inner.x, inner.y);
  const after = await where(`#tree g.node[data-node-id="${inner.id}"] .shape`);
  assert.deepEqual([after.x, after.y], [inner.x, inner.y], 'selecting a node does not move the drawing');
  await page.mouse.dblclick(inner.x, inner.y);
  const folded = await drawn(page);
  const mark = folded.summaries.find((s) => s.root === inner.id);
  assert.ok(mark, `node ${inner.id} is folded`);
  assert.equal(mark.size, 11_111, 'a level-1 subtree of the b=10, d=5 tree');
  assert.equal(mark.state, STATES[want.state[inner.id]]);
  assertContract(folded, want.state, 'folded');
  // "Fold pruned": every pruned subtree's root is one mark, hatched.
  await page.click('.nav-fold-pruned');
  assert.equal(await page.getAttribute('.nav-fold-pruned', 'aria-pressed'), 'true');
  const pruned = await drawn(page);
  assert.ok(
    pruned.summaries.some((s) => s.state === 'pruned'),
    'pruned subtrees are marks',
  );
  assertContract(pruned, want.state, 'fold pruned');
  // A click on the folded node's mark opens it again.
  await page.click('.nav-fold-pruned');
  const shape = await page.$eval(`#tree g.summary[data-root-id="${inner.id}"] .summary-shape`, (s) => {
    const r = s.getBoundingClientRect();
    return { x: r.x + r.width / 2, y: r.y + r.height * 0.75 };
  });
  await page.mouse.click(shape.x, shape.y);
  const opened = await drawn(page);
  assert.ok(!opened.summaries.some((s) => s.root === inner.id), 'a click on the mark unfolds it');
  assert.ok(
    opened.nodes.some((n) => Number(n.id) === inner.id + 1),
    'its first child is drawn again',
  );
  assertNoErrors(errors);
  await context.close();
});

test('at actual size on the root, every edge to its children is drawn, leading off screen', async () => {
  const { page, errors, context } = await open(TREES.hundredK.hash);
  // The b = 10, d = 5 tree: the root's children are 11,111 ids apart, and
  // at 100 % most of them stand far off screen on either side.
  const children = Array.from({ length: 10 }, (_, j) => 1 + j * 11_111);
  const [bx, by, bw, bh] = await viewBox(page);
  const seen = await page.$$eval('#tree line[data-child]', (lines) =>
    lines.map((l) => ({ child: Number(l.dataset.child), x1: Number(l.getAttribute('x1')), x2: Number(l.getAttribute('x2')) })),
  );
  const root = seen.filter((l) => children.includes(l.child));
  assert.deepEqual(
    root.map((l) => l.child).sort((a, b) => a - b),
    children,
    'one edge per child of the root',
  );
  const off = root.filter((l) => l.x2 < bx || l.x2 > bx + bw);
  assert.ok(off.length >= 4, `most children stand off screen (${off.length} of 10; box ${bx}–${bx + bw})`);
  assert.ok(bh > 0 && by <= 0, 'the root is in view');
  assertNoErrors(errors);
  await context.close();
});

test('− stops at the whole tree, and a click on a mark, however narrow, zooms until its subtree opens', async () => {
  const tree = TREES.big;
  const session = new engine.Session(engine.randomTree({ ...tree.spec, minValue: -10, maxValue: 10, irregular: false }), {});
  const state = session.snapshotPacked(40).state;
  session.free();
  // In a narrower box, seen whole, the 597,871-node tree is mostly marks; a
  // subtree of the third level is then 7 px wide (its mark is drawn wider),
  // and a zoom by a fixed factor (4) left it folded.
  const { page, errors, context } = await open(`${tree.hash}&step=40`, { viewport: { width: 1024, height: 768 } }, false);
  // − from the whole tree changes nothing (a fixed floor of 10⁻⁴ px per
  // unit, above this tree's whole scale, made it zoom in); + then −
  // comes back to the whole tree.
  const whole = await viewBox(page);
  await page.keyboard.press('-');
  assert.deepEqual(await viewBox(page), whole, '− from the whole tree');
  await page.keyboard.press('+');
  assert.equal(await page.getAttribute('#tree-wrap', 'data-fit'), 'false');
  await page.keyboard.press('-');
  assert.equal(await page.getAttribute('#tree-wrap', 'data-fit'), 'true', '− back to the whole tree');
  const marks = await page.$$eval('#tree g.summary', (gs) =>
    gs.map((g) => {
      const r = g.querySelector('.summary-shape').getBoundingClientRect();
      return { id: Number(g.dataset.rootId), size: Number(g.dataset.size), x: r.x + r.width / 2, y: r.y + r.height * 0.75, w: r.width };
    }),
  );
  // (Nodes keep their texts' floor on screen, so the current path's
  // nodes, drawn large, may cover a mark's middle: aim where a mark is on top.)
  const onTop = await page.evaluate((ms) => ms.map((m) => Boolean(document.elementFromPoint(m.x, m.y)?.closest('g.summary'))), marks);
  const aim = marks.find((m, j) => m.size > 1000 && onTop[j]);
  assert.ok(aim, 'a mark of a subtree of the third level');
  // Marks this narrow are drawn wider than their subtree and overlap: the
  // one clicked is the one on top at that point.
  const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('g.summary')?.dataset.rootId, aim);
  const mark = marks.find((m) => m.id === Number(hit));
  assert.ok(mark && mark.size === aim.size, `the point hits a mark of the same level: ${hit}`);
  await page.mouse.click(aim.x, aim.y);
  const opened = await drawn(page);
  assert.ok(!opened.summaries.some((s) => s.root === mark.id), `the mark of node ${mark.id} opened`);
  // Its root and its nine children are drawn, inside the box.
  const svg = await page.$eval('#tree', (s) => s.getBoundingClientRect().toJSON());
  for (const id of [mark.id, ...Array.from({ length: 9 }, (_, j) => mark.id + 1 + (j * (mark.size - 1)) / 9)]) {
    const r = await page.$eval(`#tree g.node[data-node-id="${id}"] .shape`, (e) => e.getBoundingClientRect().toJSON());
    assert.ok(r.x >= svg.x && r.x + r.width <= svg.x + svg.width && r.y >= svg.y && r.y + r.height <= svg.y + svg.height, `node ${id} is in the box`);
  }
  assertContract(opened, state, 'a mark opened');
  // The reader chose where to look: following the search is off.
  assert.equal(await page.getAttribute('.nav-follow', 'aria-pressed'), 'false');
  await page.keyboard.press('ArrowRight');
  assert.ok(
    (await drawn(page)).nodes.some((n) => Number(n.id) === mark.id),
    'a step does not take the view away',
  );
  assertNoErrors(errors);
  await context.close();
});

test('panning and zooming out never lose the tree: its edge stops inside the box, and the root comes back into view', async () => {
  const { page, errors, context } = await open(`${TREES.hundredK.hash}&step=300`);
  const svg = await page.$eval('#tree', (s) => s.getBoundingClientRect().toJSON());
  const inBox = (r) => r && r.x >= svg.x && r.x + r.width <= svg.x + svg.width && r.y >= svg.y && r.y + r.height <= svg.y + svg.height;
  // Alt + arrows far past the tree's lower right corner: it stays in view.
  await page.focus('#tree');
  for (let i = 0; i < 40; i++) await page.keyboard.press('Alt+ArrowDown');
  for (let i = 0; i < 40; i++) await page.keyboard.press('Alt+ArrowRight');
  const shapes = await page.$$eval('#tree g.node .shape', (es) => es.map((e) => e.getBoundingClientRect().toJSON()));
  const seen = shapes.filter(inBox);
  assert.ok(seen.length >= 5, `panned to the corner, nodes are still in the box (${seen.length})`);
  // A third of the box at most is blank past the tree's right edge.
  const right = Math.max(...seen.map((r) => r.x + r.width));
  assert.ok(right > svg.x + svg.width * 0.6, `the tree's right edge at ${right}, the box ${svg.x}–${svg.x + svg.width}`);
  // Zoomed out as far as it goes from there: the root is back in the box.
  for (let i = 0; i < 30; i++) await page.keyboard.press('-');
  const root = await page.$eval('#tree g.node[data-node-id="0"] .shape', (e) => e.getBoundingClientRect().toJSON()).catch(() => null);
  assert.ok(inBox(root), `zoomed out, the root is in the box: ${JSON.stringify(root)}`);
  assertNoErrors(errors);
  await context.close();
});

test('zoom, pan and fold by keyboard, and a node off screen is reached by the keys', async () => {
  const want = expected(TREES.big);
  const { page, errors, context } = await open(`${TREES.big.hash}&step=end`);
  const [, , w0] = await viewBox(page);
  await page.keyboard.press('-');
  await page.keyboard.press('-');
  const [x1, , w1] = await viewBox(page);
  assert.ok(Math.abs(w1 / w0 - 2.25) < 0.01, `two − zoom out 1.5 times each: ${w0} → ${w1}`);
  await page.keyboard.press('+');
  assert.ok(Math.abs((await viewBox(page))[2] / w1 - 1 / 1.5) < 0.01, '+ zooms in');
  await page.keyboard.press('Alt+ArrowRight');
  const [x2] = await viewBox(page);
  assert.ok(x2 > x1, 'Alt+→ pans right');
  assert.equal(await page.getAttribute('.nav-follow', 'aria-pressed'), 'false', 'panning by hand stops following');
  // The first leaf is far off screen (the view is on the root): the keys
  // select it (↓ selects the root, then ↓ goes to the first child, level by
  // level) and the view brings it into sight.
  await page.focus('#tree');
  for (let d = 0; d < 7; d++) await page.keyboard.press('ArrowDown');
  const selected = Number(await page.getAttribute('#tree g.node[data-selected="true"]', 'data-node-id'));
  assert.equal(await page.$eval('#tree g.node[data-selected="true"]', (g) => g.classList.contains('leaf')), true);
  assert.equal(await page.getAttribute(`#tree g.node[data-node-id="${selected}"]`, 'data-state'), STATES[want.state[selected]]);
  // F folds the selected node's parent's subtree once the selection moves up.
  await page.keyboard.press('ArrowUp');
  const parent = Number(await page.getAttribute('#tree g.node[data-selected="true"]', 'data-node-id'));
  await page.keyboard.press('f');
  assert.ok(
    (await drawn(page)).summaries.some((s) => s.root === parent && s.size === 10),
    'F folds the selected subtree',
  );
  await page.keyboard.press('f');
  assert.ok(!(await drawn(page)).summaries.some((s) => s.root === parent), 'F again unfolds it');
  // 0 shows the whole tree again.
  await page.keyboard.press('Escape');
  await page.keyboard.press('0');
  await waitForReady(page);
  assert.equal(await page.getAttribute('#tree-wrap', 'data-fit'), 'true');
  assertNoErrors(errors);
  await context.close();
});

/** The current node's box on screen, or null when it is not drawn. */
const currentBox = (page) => page.evaluate(() => document.querySelector('#tree g.node[data-current="true"] .shape')?.getBoundingClientRect().toJSON() ?? null);

/** Whether two boxes on screen ({x, y, width, height}) overlap. */
const overlap = (a, b) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('following: actual size opens on the current node, zoomed out its path stays drawn, and no corner hides it', async () => {
  const tree = TREES.hundredK;
  const { n } = expected(tree);
  // Late in the search, the current node is deep in the right of the tree,
  // far from the root the camera would start on.
  const k = Math.floor(n * 0.9);
  const text = engine.randomTree({ ...tree.spec, minValue: -10, maxValue: 10, irregular: false });
  const session = new engine.Session(text, {});
  const current = session.snapshotPacked(k).current;
  session.free();
  const { page, errors, context } = await open(`${tree.hash}&step=${k}`, {}, false);
  assert.equal(await page.getAttribute('#tree-wrap', 'data-fit'), 'true', 'a big tree opens whole');
  // The wheel over the whole tree zooms in around the pointer, far from the
  // current node on the right: following does not take the view there.
  const [, , wholeW] = await viewBox(page);
  const left = await page.$eval('#tree', (s) => {
    const r = s.getBoundingClientRect();
    return { x: r.x + r.width * 0.1, y: r.y + r.height / 2 };
  });
  await page.mouse.move(left.x, left.y);
  await page.mouse.wheel(0, -100);
  assert.equal(await page.getAttribute('#tree-wrap', 'data-fit'), 'false');
  const [zx, , zw] = await viewBox(page);
  // (Not centred on the pointer: the camera keeps the tree's left edge near
  // the box's, rather than show blank beyond it.)
  assert.ok(zx + zw / 2 < wholeW / 3, `the wheel zoomed in on the left: centre at ${zx + zw / 2} of ${wholeW}`);
  // "Actual size" from the whole tree opens on the current node.
  await page.keyboard.press('0');
  await page.click('#zoom');
  const svg = await page.$eval('#tree', (s) => s.getBoundingClientRect().toJSON());
  const box = await currentBox(page);
  assert.ok(box, 'at actual size, the current node is drawn');
  assert.equal(Number(await page.getAttribute('#tree g.node[data-current="true"]', 'data-node-id')), current);
  assert.ok(box.x >= svg.x && box.x + box.width <= svg.x + svg.width && box.y >= svg.y && box.y + box.height <= svg.y + svg.height, 'and in the box');
  // Zoomed far out, the level of detail folds its neighbours, not its path.
  for (let i = 0; i < 8; i++) await page.keyboard.press('-');
  assert.equal(await page.getAttribute('#tree', 'data-lod'), 'true', 'zoomed out enough for the level of detail');
  assert.ok((await drawn(page)).summaries.length > 0, 'subtrees are folded into marks');
  for (let i = 0; i < 3; i++) {
    assert.ok(await currentBox(page), `zoomed out, the current node is drawn (step ${k + i})`);
    await page.keyboard.press('ArrowRight');
  }
  // Back at 100 %, the current node dragged under the minimap's corner:
  // turning Follow on again brings it out from under the minimap.
  for (let i = 0; i < 8; i++) await page.keyboard.press('+');
  assert.equal(await page.isVisible('.minimap'), true);
  const map = await page.$eval('.minimap', (m) => m.getBoundingClientRect().toJSON());
  const at = await currentBox(page);
  const from = { x: svg.x + svg.width / 2, y: svg.y + svg.height / 2 };
  // Its lower edge just over the minimap's top: far enough from the box's
  // edges for a camera that only keeps a margin to leave it there.
  const by = { x: map.x + 60 - (at.x + at.width / 2), y: map.y + 6 - (at.y + at.height) };
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + by.x, from.y + by.y, { steps: 10 });
  await page.mouse.up();
  assert.equal(await page.getAttribute('.nav-follow', 'aria-pressed'), 'false', 'a drag stops following');
  assert.ok(overlap(await currentBox(page), map), 'the drag put the current node under the minimap');
  await page.click('.nav-follow');
  const freed = await currentBox(page);
  const bar = await page.$eval('.nav-bar', (b) => b.getBoundingClientRect().toJSON());
  assert.ok(freed && !overlap(freed, map) && !overlap(freed, bar), 'following again, neither the minimap nor the bar covers it');
  assertNoErrors(errors);
  await context.close();
});

test('following at actual size keeps the sources of α and β in sight with the current node, when the box can hold them', async () => {
  // 11,111 nodes at 100 %: steps 60–80 evaluate leaves whose α and β were
  // set by nodes a level or two up, beside the zoom bar; the camera used to
  // keep only the current node clear (9 of the first 300 steps hid a
  // source that fitted in the box with it).
  const { page, errors, context } = await open('random=1,10,4&step=55', {}, true);
  let checked = 0;
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press('ArrowRight');
    const r = await page.evaluate(() => {
      const wrap = document.getElementById('tree-wrap').getBoundingClientRect();
      const bars = [...document.querySelectorAll('.nav-bar, .minimap')].filter((e) => !e.hidden).map((e) => e.getBoundingClientRect());
      const marks = [...document.querySelectorAll('#tree .source-mark:not([display]) .src-ring, #tree .current-ring:not([display])')].map((e) =>
        e.getBoundingClientRect(),
      );
      const centre = (m) => ({ x: m.x + m.width / 2, y: m.y + m.height / 2 });
      const inside = (p, b) => p.x >= b.left && p.x <= b.right && p.y >= b.top && p.y <= b.bottom;
      const points = marks.map(centre);
      const xs = points.map((p) => p.x);
      const ys = points.map((p) => p.y);
      return {
        k: document.getElementById('counter').textContent,
        marks: marks.length,
        seen: points.every((p) => inside(p, wrap) && !bars.some((b) => inside(p, b))),
        fits: Math.max(...xs) - Math.min(...xs) < wrap.width - 200 && Math.max(...ys) - Math.min(...ys) < wrap.height - 200,
      };
    });
    if (r.marks < 2 || !r.fits) continue;
    checked += 1;
    assert.ok(r.seen, `step ${r.k}: the current node and the sources of its bounds are in sight, clear of the bars`);
  }
  assert.ok(checked >= 5, `${checked} steps had sources that fit in the box`);
  assertNoErrors(errors);
  await context.close();
});

/**
 * The pairs of texts of different nodes drawn in the box that overlap on
 * screen (a sweep by their left edges), with a few for the message.
 */
const textOverlaps = (page) =>
  page.evaluate(() => {
    const box = document.getElementById('tree').getBoundingClientRect();
    const texts = [...document.querySelectorAll('#tree g.node text')]
      .filter((t) => t.textContent.trim() && getComputedStyle(t).display !== 'none')
      .map((t) => ({ r: t.getBoundingClientRect(), text: t.textContent, id: t.closest('g.node').dataset.nodeId }))
      .filter(({ r }) => r.width > 0 && r.right > box.left && r.left < box.right && r.bottom > box.top && r.top < box.bottom)
      .sort((a, b) => a.r.left - b.r.left);
    const found = [];
    for (let i = 0; i < texts.length; i++) {
      for (let j = i + 1; j < texts.length && texts[j].r.left < texts[i].r.right - 1; j++) {
        const [a, b] = [texts[i], texts[j]];
        if (a.id !== b.id && a.r.top < b.r.bottom - 1 && b.r.top < a.r.bottom - 1) found.push(`${a.text} | ${b.text}`);
      }
    }
    return { texts: texts.length, found };
  });

test('zoomed out, the texts of nodes drawn close together are left out rather than overlap', async () => {
  for (const [lang, large] of [
    ['en', ''],
    ['fr', '&large=1'],
  ]) {
    const { page, errors, context } = await open(`${TREES.hundredK.hash}&step=end&lang=${lang}${large}`, {}, false);
    const whole = await textOverlaps(page);
    assert.ok(whole.texts > 0, "the root's texts are drawn");
    assert.deepEqual(whole.found.slice(0, 3), [], `${lang}${large}, the whole tree: ${whole.found.length} pairs of texts overlap`);
    // From actual size, the wheel zooms out notch by notch.
    await page.click('#zoom');
    const c = await centre(page);
    await page.mouse.move(c.x, c.y);
    for (let notch = 1; notch <= 12; notch++) {
      await page.mouse.wheel(0, 100);
      const seen = await textOverlaps(page);
      assert.deepEqual(seen.found.slice(0, 3), [], `${lang}${large}, ${notch} notches out: ${seen.found.length} pairs overlap`);
    }
    assertNoErrors(errors);
    await context.close();
  }
});

/** The least distance on screen, in CSS pixels, between two levels of the drawn current path. */
const pathSpacing = (page) =>
  page.evaluate(() => {
    const ys = [...document.querySelectorAll('#tree g.node[data-state="path"] .shape')]
      .map((s) => s.getBoundingClientRect())
      .map((r) => r.top + r.height / 2)
      .sort((a, b) => a - b);
    let least = Infinity;
    for (let i = 1; i < ys.length; i++) least = Math.min(least, ys[i] - ys[i - 1]);
    return { levels: ys.length, least };
  });

test("seen whole or zoomed out, a big tree spreads its levels over the box's height", async () => {
  // A tall window: the box has room for the six levels of 111,111 nodes as
  // far apart as at actual size (112 px), which the path's texts need.
  const { n } = expected(TREES.hundredK);
  const { page, errors, context } = await open(`${TREES.hundredK.hash}&step=${Math.floor(n * 0.9)}`, { viewport: { width: 1280, height: 1100 } }, false);
  assert.equal(await page.getAttribute('#tree-wrap', 'data-fit'), 'true');
  const whole = await pathSpacing(page);
  assert.ok(whole.levels >= 4, `the current path is drawn: ${whole.levels} levels`);
  assert.ok(whole.least >= 100, `the whole tree's levels are ${whole.least.toFixed(1)} px apart`);
  // Zoomed in a little from the whole tree, then out through the level of
  // detail, the levels keep that distance.
  await page.focus('#tree');
  for (const key of ['+', '-', '-', '-']) {
    await page.keyboard.press(key);
    const seen = await pathSpacing(page);
    assert.ok(seen.levels >= 2 && seen.least >= 100, `after ${key}: ${seen.levels} levels drawn, ${seen.least.toFixed(1)} px apart`);
  }
  assertNoErrors(errors);
  await context.close();
});

test("seen whole, the texts of the current path at the tree's left edge stay inside the box", async () => {
  for (const [viewport, extra] of [
    [DESKTOP, ''],
    [{ width: 1024, height: 768 }, '&large=1'],
  ]) {
    const { page, errors, context } = await open(`${TREES.hundredK.hash}&step=45${extra}`, { viewport }, false);
    assert.equal(await page.getAttribute('#tree-wrap', 'data-fit'), 'true');
    const out = await page.evaluate(() => {
      const box = document.getElementById('tree-wrap').getBoundingClientRect();
      return [...document.querySelectorAll('#tree g.node text')]
        .filter((t) => t.textContent.trim() && getComputedStyle(t).display !== 'none')
        .map((t) => ({ r: t.getBoundingClientRect(), text: t.textContent }))
        .filter(({ r }) => r.width > 0 && (r.left < box.left || r.right > box.right))
        .map(({ r, text }) => `${text} at ${r.left.toFixed(0)}–${r.right.toFixed(0)} (box ${box.left.toFixed(0)}–${box.right.toFixed(0)})`);
    });
    assert.deepEqual(out, [], `${viewport.width}×${viewport.height}${extra}: texts cut at the box's sides`);
    assertNoErrors(errors);
    await context.close();
  }
});

test('seen whole, the current leaf at the bottom is inside the drawing and over its neighbours, its value shown', async () => {
  // 11,111 and 111,111 nodes: leaves less than a pixel apart, scaled up
  // to stay visible; the drawing's bottom edge cut the lowest ones.
  for (const [hash, step, viewport, extra] of [
    ['random=1,10,4', 120, DESKTOP, ''],
    [TREES.hundredK.hash, 400, { width: 1024, height: 768 }, '&large=1'],
  ]) {
    const { page, errors, context } = await open(`${hash}&step=${step}${extra}`, { viewport }, false);
    assert.equal(await page.getAttribute('#tree-wrap', 'data-fit'), 'true');
    const seen = await page.evaluate(() => {
      const g = document.querySelector('#tree g.node[data-current="true"]');
      const svg = document.getElementById('tree').getBoundingClientRect();
      const r = g.querySelector('.shape').getBoundingClientRect();
      const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2)?.closest('g.node');
      return {
        leaf: g.classList.contains('leaf'),
        value: g.querySelector('.val').textContent,
        shown: getComputedStyle(g.querySelector('.val')).display !== 'none',
        r: r.toJSON(),
        svg: svg.toJSON(),
        onTop: top === g,
      };
    });
    const where = `${hash} step ${step}${extra}`;
    assert.ok(seen.leaf, `${where}: the current node is a leaf`);
    assert.ok(
      seen.r.bottom <= seen.svg.bottom && seen.r.top >= seen.svg.top,
      `${where}: the leaf (${seen.r.top}–${seen.r.bottom}) is inside the drawing (${seen.svg.top}–${seen.svg.bottom})`,
    );
    assert.ok(seen.onTop, `${where}: the current leaf is drawn over its neighbours`);
    assert.ok(seen.shown && seen.value !== '', `${where}: its value is shown`);
    assertNoErrors(errors);
    await context.close();
  }
});

test("seen whole, what the narration reads out is legible from the back: the path, the sources, the ring and the leaf's window", async () => {
  // Zoomed out, every text keeps 45 % of its size (6–8 px); the lesson's
  // keep 75 %: ↓α at 11 px or more, the ring around the current node as
  // wide as its shape. Measured on screen, in CSS pixels.
  for (const [hash, step, viewport, extra] of [
    ['random=1,10,4', 120, DESKTOP, ''],
    // Step 302 evaluates a leaf; α and β came from two different nodes.
    [TREES.big.hash, 302, { width: 1024, height: 768 }, ''],
    ['random=1,10,4', 120, DESKTOP, '&lang=fr'],
  ]) {
    const { page, errors, context } = await open(`${hash}&step=${step}${extra}`, { viewport }, false);
    const where = `${hash} step ${step}${extra}`;
    assert.equal(await page.getAttribute('#tree-wrap', 'data-fit'), 'true', `${where}: seen whole`);
    const seen = await page.evaluate(() => {
      const svg = document.getElementById('tree');
      const px = (e) => e.getBoundingClientRect().height;
      // (display is not inherited: a hidden text's tspans say "inline".)
      const shown = (e) =>
        e &&
        getComputedStyle(e.closest('text')).display !== 'none' &&
        e.closest('text').getAttribute('display') !== 'none' &&
        e.textContent !== '' &&
        px(e) > 0;
      const path = [...svg.querySelectorAll('g.node[data-on-path="true"]:not(.leaf)')];
      const others = [...svg.querySelectorAll('g.node:not([data-on-path]):not([data-current]):not([data-source]):not(.leaf)')];
      const ab = (g) => g.querySelector('text.ab tspan');
      const win = svg.querySelector('text.ab-leaf');
      const ring = svg.querySelector('.current-ring').getBoundingClientRect();
      const cur = svg.querySelector('g.node[data-current="true"] .shape').getBoundingClientRect();
      const sources = [...svg.querySelectorAll('.source-mark:not([display])')];
      const box = svg.getBoundingClientRect();
      const inside = (r) => r.left >= box.left - 1 && r.right <= box.right + 1 && r.top >= box.top - 1 && r.bottom <= box.bottom + 1;
      return {
        path: path.map((g) => (shown(ab(g)) ? px(ab(g)) : 0)),
        pathInside: path.every((g) => inside(g.getBoundingClientRect())),
        other: others.filter((g) => shown(ab(g))).map((g) => px(ab(g)))[0] ?? null,
        win: shown(win) ? px(win.firstChild) : 0,
        winInside: inside(win.getBoundingClientRect()),
        ring: ring.width,
        ringInside: inside(ring),
        shape: cur.width,
        sources: sources.map((m) => m.getBoundingClientRect().width),
        onTop: [...path, svg.querySelector('g.node[data-current="true"]')].every((g) => {
          // Each lesson node comes after every other node in the layer.
          let at = g.nextElementSibling;
          while (at && (at.dataset.onPath || at.dataset.current || at.dataset.source)) at = at.nextElementSibling;
          return at === null;
        }),
      };
    });
    assert.ok(seen.path.length >= 3, `${where}: the path's inner nodes are drawn`);
    for (const h of seen.path) assert.ok(h >= 10, `${where}: a path node's ↓α is ${h.toFixed(1)} px tall, less than 10`);
    assert.ok(seen.pathInside, `${where}: the path's nodes and texts are inside the drawing`);
    if (seen.other !== null) assert.ok(seen.other < Math.min(...seen.path), `${where}: other nodes' texts (${seen.other.toFixed(1)} px) stay smaller`);
    assert.ok(seen.win >= 10, `${where}: the current leaf's window is ${seen.win.toFixed(1)} px tall`);
    assert.ok(seen.winInside && seen.ringInside, `${where}: the window and the ring are inside the drawing`);
    assert.ok(seen.ring > seen.shape, `${where}: the ring (${seen.ring.toFixed(1)} px) goes round the current leaf (${seen.shape.toFixed(1)} px)`);
    assert.ok(
      seen.sources.length >= 1 && seen.sources.every((w) => w >= 30),
      `${where}: the sources' marks are ${seen.sources.map((w) => w.toFixed(0))} px wide`,
    );
    assert.ok(seen.onTop, `${where}: the lesson's nodes are drawn over the others`);
    assertNoErrors(errors);
    await context.close();
  }
});

test('zoom, pan and fold by touch: the bar, a one-finger drag and a pinch', async () => {
  const { page, errors, context } = await open(`${TREES.hundredK.hash}&step=end`, { hasTouch: true, isMobile: false });
  const cdp = await context.newCDPSession(page);
  const touch = (type, points) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points.map(([x, y], id) => ({ x, y, id })) });
  const [, , w0] = await viewBox(page);
  await page.tap('.nav-zoom-out');
  const [x1, , w1] = await viewBox(page);
  assert.ok(Math.abs(w1 / w0 - 1.5) < 0.01, `a tap on − zooms out: ${w0} → ${w1}`);
  // One finger drags the view.
  const c = await centre(page);
  await touch('touchStart', [[c.x, c.y]]);
  for (let i = 1; i <= 6; i++) await touch('touchMove', [[c.x + 40 * i, c.y]]);
  await touch('touchEnd', []);
  const [x2, , w2] = await viewBox(page);
  assert.ok(x2 < x1, `dragging right moved the view left: ${x1} → ${x2}`);
  assert.equal(w2, w1, 'a drag does not zoom');
  // Two fingers spreading apart zoom in.
  await touch('touchStart', [
    [c.x - 50, c.y],
    [c.x + 50, c.y],
  ]);
  for (let i = 1; i <= 6; i++)
    await touch('touchMove', [
      [c.x - 50 - 25 * i, c.y],
      [c.x + 50 + 25 * i, c.y],
    ]);
  await touch('touchEnd', []);
  const [, , w3] = await viewBox(page);
  assert.ok(w3 < w2 * 0.5, `the pinch zoomed in: ${w2} → ${w3}`);
  // A tap selects an inner node; "Fold" folds it.
  await page.tap('.nav-fit');
  await waitForReady(page);
  const inner = await page.$eval('#tree g.node.min .shape', (s) => {
    const r = s.getBoundingClientRect();
    return { id: Number(s.parentNode.dataset.nodeId), x: r.x + r.width / 2, y: r.y + r.height / 2 };
  });
  await page.touchscreen.tap(inner.x, inner.y);
  assert.equal(await page.getAttribute(`#tree g.node[data-node-id="${inner.id}"]`, 'data-selected'), 'true');
  await page.tap('.nav-fold');
  assert.ok(
    (await drawn(page)).summaries.some((s) => s.root === inner.id && s.size === 11_111),
    'Fold folds the selected node',
  );
  assertNoErrors(errors);
  await context.close();
});

test('screenshots: the 597,871-node tree zoomed out, zoomed in and folded', async () => {
  await mkdir(SHOTS, { recursive: true });
  const shot = (page, name) => page.screenshot({ path: path.join(SHOTS, name + '.png') });
  // A tall window, so that the drawing shows below the settings unscrolled.
  const { page, errors, context } = await open(`${TREES.big.hash}&step=end`, { viewport: { width: 1280, height: 1100 } });
  await page.keyboard.press('End');
  // Zoomed in: from the end, half-way back, the current node deep down.
  for (let i = 0; i < 40; i++) await page.keyboard.press('ArrowLeft');
  await shot(page, 'big-zoomed-in');
  await page.keyboard.press('0');
  await waitForReady(page);
  await shot(page, 'big-zoomed-out');
  await page.click('.nav-fold-pruned');
  await page.keyboard.press('+');
  await page.keyboard.press('+');
  await shot(page, 'big-folded');
  assertNoErrors(errors);
  await context.close();
});

test('the counter passing 9,999 → 10,000 stays on one line and moves neither the tree nor the buttons, on a laptop and a phone', async () => {
  for (const viewport of [DESKTOP, { width: 390, height: 844 }]) {
    const { page, errors, context } = await open(`${TREES.hundredK.hash}&step=9999`, { viewport }, false);
    const boxes = () =>
      page.evaluate(() => {
        const rect = (sel) => document.querySelector(sel).getBoundingClientRect().toJSON();
        const counter = document.getElementById('counter');
        const lines = counter.getClientRects().length;
        return {
          tree: rect('#tree'),
          next: rect('#next'),
          counter: rect('#counter'),
          lines,
          text: counter.textContent,
          lineHeight: Number.parseFloat(getComputedStyle(counter).fontSize) * 1.6,
        };
      });
    const before = await boxes();
    await page.keyboard.press('PageDown');
    await page.waitForFunction(() => /^10,000 \//.test(document.getElementById('counter').textContent));
    const after = await boxes();
    const what = `${viewport.width}×${viewport.height}: ${before.text} → ${after.text}`;
    assert.ok(after.counter.height <= after.lineHeight, `${what}: one line (${after.counter.height} px high)`);
    assert.deepEqual(after.tree, before.tree, `${what}: the tree's box stays`);
    assert.deepEqual(after.next, before.next, `${what}: Next stays`);
    assert.deepEqual([after.counter.x, after.counter.width], [before.counter.x, before.counter.width], `${what}: the counter keeps its place`);
    assertNoErrors(errors);
    await context.close();
  }
});
