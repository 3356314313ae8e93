// End-to-end tests of editing, undo, links, persistence and hostile links
// (www/index.html) in headless Chromium.
//
// Run after `cargo xtask build`:  node --test tests/edit.test.mjs
// Every test fails if the page logged a console error, threw, or violated
// its Content-Security-Policy. The screenshots go to tests/screenshots/.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { REPO_ROOT } from './support/server.mjs';
import { openPage, waitForReady, assertNoErrors, chooseLang } from './support/browser.mjs';
import { useBrowser } from './support/suite.mjs';
import { uniformTree } from './support/web-bench.mjs';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const SHOTS = path.join(REPO_ROOT, 'tests', 'screenshots');
const CLASSIC = '[[3, 12, 8], [2, 4, 6], [14, 5, 2]]';

const env = useBrowser();

async function open(fragment = '', options = {}) {
  const opened = await openPage(env.browser, env.server.url + fragment, { viewport: DESKTOP, ...options });
  await waitForReady(opened.page);
  return opened;
}

/** Clicks the middle of node `id`'s shape (the text drawn over it takes the pointer, as intended). */
async function clickNode(page, id) {
  const r = await page.$eval(`g.node[data-node-id="${id}"] .shape`, (s) => {
    s.scrollIntoView({ block: 'center' });
    const b = s.getBoundingClientRect();
    return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
  });
  await page.mouse.click(r.x, r.y);
}

const nodeCount = (page) => page.$$eval('g.node[data-node-id]', (gs) => gs.length);
const prunedIds = (page) => page.$$eval('g.node[data-state="pruned"]', (gs) => gs.map((g) => Number(g.dataset.nodeId)).sort((a, b) => a - b));
/** Every drawn node's state, by id (the document's order is not the ids'). */
const states = (page) =>
  page.$$eval('g.node[data-node-id]', (gs) =>
    gs
      .map((g) => [Number(g.dataset.nodeId), g.dataset.state])
      .sort((a, b) => a[0] - b[0])
      .map(([, s]) => s),
  );
const notation = (page) => page.inputValue('#tree-text');

async function counter(page) {
  const [k, n] = (await page.textContent('#counter')).split('/').map((x) => Number(x.trim()));
  return { k, n };
}

/** The pruned ids at the end of the search, asked of the engine itself. */
function enginePruned(page, text, options = {}) {
  return page.evaluate(
    async ({ text, options }) => {
      const ab = await import('./pkg/alphabeta.js');
      await ab.default();
      const s = new ab.Session(text, options);
      const snap = s.snapshotPacked(s.stepCount());
      s.free();
      const PRUNED = 4; // the packed state code (docs/wasm-api.md)
      return Array.from(snap.state)
        .map((code, i) => (code === PRUNED ? i : -1))
        .filter((i) => i >= 0);
    },
    { text, options },
  );
}

/** The message of the error the engine throws for checkValue(text). */
function valueRefusal(page, text) {
  return page.evaluate(async (text) => {
    const ab = await import('./pkg/alphabeta.js');
    await ab.default();
    try {
      ab.checkValue(text);
      return null;
    } catch (error) {
      return error.message;
    }
  }, text);
}

/** Waits until the page has written a fragment matching `pattern` (it writes at most four times a second). */
async function settledHash(page, pattern) {
  await page.waitForFunction((source) => new RegExp(source).test(location.hash), pattern.source);
  return page.evaluate(() => location.hash);
}

test('three leaves typed by keyboard alone change the cuts as the engine says; undo to the start, and redo', async () => {
  const { page, errors, context } = await open('#tree=' + encodeURIComponent(CLASSIC) + '&step=end');
  const start = await notation(page);
  const startStates = await states(page);
  // The classic tree: R.2's 2 ≤ α = 3 cuts its 4 and 6.
  assert.deepEqual(await prunedIds(page), [7, 8]);
  // Leaves 6, 7, 8 (R.2's children) become 5, 1, 9: R.2 now sees 5 > 3,
  // then 1 ≤ 3 and cuts only the 9.
  await clickNode(page, 6);
  assert.equal(await page.isVisible('.leaf-input'), true);
  await page.keyboard.type('5');
  await page.keyboard.press('Tab');
  await page.keyboard.type('1');
  await page.keyboard.press('Tab');
  await page.keyboard.type('9');
  await page.keyboard.press('Enter');
  assert.equal(await page.isVisible('.leaf-input'), false);
  const edited = '[[3, 12, 8], [5, 1, 9], [14, 5, 2]]';
  assert.equal(await notation(page), edited);
  const { k, n } = await counter(page);
  assert.equal(k, n, 'the view was at the end, and stays at the end');
  const expected = await enginePruned(page, edited);
  assert.deepEqual(expected, [8]);
  assert.deepEqual(await prunedIds(page), expected);

  // An invalid value shows the engine's reason and keeps the old value.
  await clickNode(page, 2);
  await page.keyboard.type('abc');
  await page.keyboard.press('Enter');
  const refusal = await valueRefusal(page, 'abc');
  assert.match(refusal, /'abc' is not a value/);
  assert.ok((await page.textContent('.leaf-msg')).startsWith(refusal));
  assert.equal(await page.getAttribute('.leaf-input', 'aria-invalid'), 'true');
  await page.keyboard.press('Escape');
  assert.equal(await notation(page), edited);

  // Three edits, three undos (the keys act outside text fields).
  await page.focus('#undo');
  for (let i = 0; i < 3; i++) await page.keyboard.press('Control+z');
  assert.equal(await notation(page), start);
  assert.deepEqual(await states(page), startStates);
  assert.equal(await page.isDisabled('#undo'), true);
  await page.keyboard.press('Control+Shift+z');
  await page.keyboard.press('Control+y');
  await page.click('#redo');
  assert.equal(await notation(page), edited);
  assert.deepEqual(await prunedIds(page), expected);
  assertNoErrors(errors);
  await context.close();
});

/** What the drawing shows, node by node and cut by cut, to compare two drawings. */
function drawingOf(page) {
  return page.evaluate(() => ({
    nodes: [...document.querySelectorAll('g.node[data-node-id]')]
      .map((g) => [
        g.dataset.nodeId,
        g.dataset.state,
        g.getAttribute('transform'),
        g.dataset.pv ?? '',
        g.dataset.current ?? '',
        [...g.querySelectorAll('text')].map((t) => t.textContent).join('|'),
      ])
      .sort((a, b) => a[0] - b[0]),
    cuts: [...document.querySelectorAll('g.cut:not([display])')]
      .map((g) => [g.dataset.cutNode, g.dataset.kind, g.getAttribute('transform'), g.querySelector('title').textContent, g.querySelector('.cond').textContent])
      .sort((a, b) => a[0] - b[0]),
    pv: [...document.querySelectorAll('.pv line')].map((l) => ['x1', 'y1', 'x2', 'y2'].map((a) => l.getAttribute(a)).join(',')),
  }));
}

test('a new leaf value keeps the drawing in place, and shows what a fresh drawing of the new tree shows', async () => {
  const { page, errors, context } = await open('#tree=' + encodeURIComponent(CLASSIC) + '&step=end');
  /** Edits leaf `id` to `value`, then compares the drawing with a fresh one of the same tree (a page loaded anew). */
  async function editAndCompare(id, value, text) {
    await clickNode(page, id);
    await page.keyboard.type(value);
    await page.keyboard.press('Enter');
    assert.equal(await notation(page), text);
    // Nothing selected or pointed at, as on the fresh page (the selection marks the sources of its bounds).
    await page.keyboard.press('Escape');
    await page.mouse.move(1, 1);
    const fresh = await open('#tree=' + encodeURIComponent(text) + '&step=end');
    const want = await drawingOf(fresh.page);
    assertNoErrors(fresh.errors);
    await fresh.context.close();
    assert.deepEqual(await drawingOf(page), want, `after ${value} at node ${id}`);
    return want;
  }
  // A mark on the drawn elements: they survive an edit that keeps the tree's shape.
  const kept = () => page.evaluate(() => document.querySelector('g.node[data-node-id="0"]').keptMark === true);
  const mark = () =>
    page.evaluate(() => {
      document.querySelector('g.node[data-node-id="0"]').keptMark = true;
    });
  // R.3's 5 becomes 1: R.3 now cuts its last leaf, a cut mark appears. At
  // the right edge, its test on one line ("m=1 ≤ α=3") needs room the
  // drawing did not keep (it ran 6 px past the edge, issue 43): the tree
  // is fitted again with that room (draw/build.js keepRoomForCuts).
  let want = await editAndCompare(11, '1', '[[3, 12, 8], [2, 4, 6], [14, 1, 2]]');
  assert.deepEqual(
    want.cuts.map((c) => c[0]),
    ['5', '9'],
  );
  await mark();
  // R.2's 4 becomes 2, then its first 2 becomes 5: R.2 cuts one child later,
  // with the same m, bound and kind, so its mark moves and names other pruned nodes.
  await editAndCompare(7, '2', '[[3, 12, 8], [2, 2, 6], [14, 1, 2]]');
  want = await editAndCompare(6, '5', '[[3, 12, 8], [5, 2, 6], [14, 1, 2]]');
  assert.deepEqual(
    want.cuts.map((c) => c[0]),
    ['5', '9'],
  );
  // R.2's 2 becomes 4: R.2 no longer cuts, its mark goes.
  want = await editAndCompare(7, '4', '[[3, 12, 8], [5, 4, 6], [14, 1, 2]]');
  assert.deepEqual(
    want.cuts.map((c) => c[0]),
    ['9'],
  );
  assert.equal(await kept(), true, 'the drawing was kept');
  // A value wider than any before places the tree anew.
  await editAndCompare(7, '-1000', '[[3, 12, 8], [5, -1000, 6], [14, 1, 2]]');
  assert.equal(await kept(), false, 'a wider value builds the drawing again');
  assertNoErrors(errors);
  await context.close();
});

test('a step and an edit write no menu or field whose value stays the same', async () => {
  // Chromium takes a <select>'s value written again as a change of its
  // selection, and its form tracker then forces a layout of the page: a
  // fifth of an edit's frame on a 1,111-node tree (screen.js setField).
  const { page, errors, context } = await open('#tree=' + encodeURIComponent(CLASSIC) + '&step=3');
  await page.evaluate(() => {
    window.sameWrites = [];
    for (const proto of [HTMLSelectElement.prototype, HTMLInputElement.prototype, HTMLTextAreaElement.prototype]) {
      const { get, set } = Object.getOwnPropertyDescriptor(proto, 'value');
      Object.defineProperty(proto, 'value', {
        configurable: true,
        get,
        set(v) {
          if (get.call(this) === String(v)) window.sameWrites.push(this.id || this.className);
          set.call(this, v);
        },
      });
    }
  });
  await page.focus('#tree');
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
  assert.equal((await counter(page)).k, 7);
  await clickNode(page, 11);
  await page.keyboard.type('1');
  await page.keyboard.press('Enter');
  assert.equal(await notation(page), '[[3, 12, 8], [2, 4, 6], [14, 1, 2]]');
  assert.deepEqual(await page.evaluate(() => window.sameWrites), []);
  assertNoErrors(errors);
  await context.close();
});

test('nodes are added, deleted, moved and turned into leaves; the notation follows', async () => {
  const { page, errors, context } = await open('#tree=' + encodeURIComponent(CLASSIC));
  assert.equal(await nodeCount(page), 13);
  await clickNode(page, 1); // R.1, a MIN node
  assert.match(await page.textContent('#selected-name'), /R\.1/);
  await page.click('#add-child');
  // A new child is a leaf worth 0, added last.
  assert.equal(await nodeCount(page), 14);
  assert.equal(await notation(page), '[[3, 12, 8, 0], [2, 4, 6], [14, 5, 2]]');
  // Delete R.3 (id 10 now): four nodes go.
  await clickNode(page, 10);
  await page.click('#delete-node');
  assert.equal(await nodeCount(page), 10);
  assert.equal(await notation(page), '[[3, 12, 8, 0], [2, 4, 6]]');
  // By keyboard: a leaf of R.2, Escape closes its editor and keeps it
  // selected, ↑ goes to R.2, Shift+← moves R.2 left, Delete removes it.
  await clickNode(page, 7);
  await page.keyboard.press('Escape');
  await page.keyboard.press('ArrowUp');
  assert.match(await page.textContent('#selected-name'), /R\.2/);
  await page.keyboard.press('Shift+ArrowLeft');
  assert.equal(await notation(page), '[[2, 4, 6], [3, 12, 8, 0]]');
  await page.keyboard.press('Delete');
  assert.equal(await notation(page), '[[3, 12, 8, 0]]');
  assert.equal(await nodeCount(page), 6);
  await page.keyboard.press('Insert');
  assert.ok((await nodeCount(page)) > 6);
  await page.keyboard.press('Control+z');
  assert.equal(await nodeCount(page), 6);
  // Turn R.1 into a leaf (worth its minimax value, 0) and back.
  await clickNode(page, 1);
  await page.click('#toggle-leaf');
  assert.equal(await nodeCount(page), 2);
  assert.equal(await notation(page), '[0]');
  // The root switches to MIN; R.1 becomes inner again (two copies); a label and h are set.
  await page.click('#root-player');
  assert.equal(await notation(page), 'min [0]');
  await clickNode(page, 1);
  await page.keyboard.press('Escape');
  await page.click('#toggle-leaf');
  assert.equal(await nodeCount(page), 4);
  await clickNode(page, 1);
  await page.fill('#node-label', 'Bx');
  await page.press('#node-label', 'Enter');
  await page.fill('#node-h', '7');
  await page.press('#node-h', 'Enter');
  const done = await notation(page);
  assert.match(done, /^min \[Bx: ?\[0, 0\] ?h=7\]$/);
  // A label or an h the notation refuses is refused by the engine, which
  // says why (in the page's language), and the tree is left as it was.
  await page.fill('#node-label', '1x');
  await page.press('#node-label', 'Enter');
  assert.match(await page.textContent('#edit-msg'), /'1x' cannot be a label/);
  await page.fill('#node-h', '1e16');
  await page.press('#node-h', 'Enter');
  assert.match(await page.textContent('#edit-msg'), /'1e16' is not a value/);
  await chooseLang(page, 'fr');
  assert.match(await page.textContent('#edit-msg'), /« 1e16 » n’est pas une valeur/);
  assert.equal(await notation(page), done);
  assertNoErrors(errors);
  await context.close();
});

test('invalid notation shows its line and column while the tree stays drawn; typing is one undo entry', async () => {
  const { page, errors, context } = await open('#tree=' + encodeURIComponent(CLASSIC));
  await page.click('#notation summary');
  const count = await nodeCount(page);
  await page.fill('#tree-text', '[[3, 12, 8],\n [2, , 6]]');
  await page.waitForSelector('#tree-msg:not([hidden])');
  const msg = await page.textContent('#tree-msg');
  assert.match(msg, /Line 2, column 6/);
  assert.equal(await page.textContent('#tree-msg pre'), ' [2, , 6]]\n     ^');
  assert.equal(await page.getAttribute('#tree-text', 'aria-invalid'), 'true');
  assert.equal(await nodeCount(page), count, 'the last valid tree stays drawn');
  // Correcting the text draws the new tree.
  await page.focus('#tree-text');
  await page.keyboard.press('End');
  await page.fill('#tree-text', '[[3, 12, 8],\n [2, 1, 6], [4]]');
  await page.waitForFunction(() => document.querySelectorAll('g.node[data-node-id]').length === 11);
  assert.equal(await page.getAttribute('#tree-text', 'aria-invalid'), 'false');
  await page.fill('#tree-text', '[[3, 12, 8],\n [2, 1, 6], [4, 5]]');
  await page.waitForFunction(() => document.querySelectorAll('g.node[data-node-id]').length === 12);
  // One burst of typing is one undo entry.
  await page.click('#undo');
  assert.equal(await notation(page), CLASSIC);
  assert.equal(await nodeCount(page), 13);
  assertNoErrors(errors);
  await context.close();
});

// Nothing typed is lost on reload: a text the engine refused comes back
// in the notation box with its message, over the tree it was typed on
// (before, a reload showed the tree's own text and the typing was gone).
// A text written over by another tree is forgotten with it.
test('a refused text in the notation box survives a reload, with its line and column, over the same tree', async () => {
  const { page, errors, context } = await open('#tree=' + encodeURIComponent(CLASSIC));
  await page.click('#notation summary');
  const bad = '[[3, 12, 8],\n [2, , 6]]';
  await page.fill('#tree-text', bad);
  await page.waitForSelector('#tree-msg:not([hidden])');
  await page.reload();
  await waitForReady(page);
  await page.waitForFunction((t) => document.getElementById('tree-text').value === t, bad);
  assert.match(await page.textContent('#tree-msg'), /Line 2, column 6/);
  assert.equal(await page.getAttribute('#tree-text', 'aria-invalid'), 'true');
  assert.equal(await nodeCount(page), 13, 'the tree it was typed on stays drawn');
  // Another tree writes the box over: the refused text goes for good.
  await page.selectOption('#preset', 'fig25a');
  await page.waitForFunction((t) => document.getElementById('tree-text').value !== t, bad);
  await page.reload();
  await waitForReady(page);
  assert.notEqual(await notation(page), bad);
  assert.equal(await page.getAttribute('#tree-text', 'aria-invalid'), 'false');
  assertNoErrors(errors);
  await context.close();
});

test('a link reproduces the view, a reload restores it, and a visit without a fragment restores the last one', async () => {
  const { page, errors, context } = await open('#tree=' + encodeURIComponent(CLASSIC) + '&algo=alphabeta-hard&lang=fr');
  await clickNode(page, 12);
  await page.keyboard.type('-4');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  for (let i = 0; i < 9; i++) await page.keyboard.press('ArrowRight');
  await page.selectOption('#ties', 'strict');
  await settledHash(page, /#tree=.*algo=alphabeta-hard.*ties=strict.*lang=fr.*step=9/);
  await page.click('#share summary');
  await page.click('#copy-link');
  const link = await page.inputValue('#link');
  assert.match(link, /#tree=.*algo=alphabeta-hard.*ties=strict.*lang=fr.*step=9/);
  const view = {
    text: await notation(page),
    states: await states(page),
    counter: await page.textContent('#counter'),
    narration: await page.textContent('#narration'),
  };

  const other = await openPage(env.browser, link, { viewport: DESKTOP });
  await waitForReady(other.page);
  assert.equal(await notation(other.page), view.text);
  assert.equal(await other.page.inputValue('#algo'), 'alphabeta-hard');
  assert.equal(await other.page.inputValue('#ties'), 'strict');
  assert.equal(await other.page.getAttribute('html', 'lang'), 'fr');
  assert.equal(await other.page.textContent('#counter'), view.counter);
  assert.equal(await other.page.textContent('#narration'), view.narration);
  assert.deepEqual(await states(other.page), view.states);
  assertNoErrors(other.errors);
  await other.context.close();

  await page.reload();
  await waitForReady(page);
  assert.equal(await notation(page), view.text);
  assert.deepEqual(await states(page), view.states);
  // The same browser, the page without a fragment: the last view is back.
  await page.goto(env.server.url);
  await waitForReady(page);
  assert.equal(await notation(page), view.text);
  assert.equal(await page.textContent('#counter'), view.counter);
  assertNoErrors(errors);
  await context.close();
});

/**
 * Edits the first leaf as a reader with a keyboard does: ↓ from the drawing
 * down to the leaf, Enter opens its editor, the value, Enter.
 */
async function editFirstLeafByKeys(page, value) {
  await page.focus('#tree');
  const onLeaf = () => page.evaluate(() => Boolean(document.querySelector('g.node.leaf[data-selected="true"]')));
  for (let d = 0; d < 8 && !(await onLeaf()); d++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.keyboard.type(value);
  await page.keyboard.press('Enter');
}

test('a tree whose link would be too long is kept in this browser: a reload opens it, another browser says why it cannot', async () => {
  // 37,449 nodes: its link (120,000 characters) is read, but once a leaf is
  // edited the page writes the notation with a space after each comma,
  // whose encoding is over the 200,000 characters a link may have.
  const { text, nodes } = uniformTree(8, 5, 3);
  // Written as the page writes it: commas and brackets are not escaped.
  const { page, errors, context } = await open('#tree=' + text + '&step=end');
  assert.match(await page.textContent('#stats'), /out of 32,768/, 'the 37,449-node tree is open');
  await editFirstLeafByKeys(page, '77');
  const hash = await settledHash(page, /(^#|&)local=[0-9a-f]{8}(&|$)/);
  assert.ok(hash.length < 200, `the link names the tree: ${hash}`);
  assert.doesNotMatch(hash, /tree=/);
  const edited = await notation(page);
  assert.notEqual(edited, text);
  const counts = await page.textContent('#stats');
  // The share panel says what such a link can do.
  await page.click('#share summary');
  await page.waitForFunction(() => /in this browser only/.test(document.getElementById('share-status').textContent));
  // A reload opens the edited tree at the same step.
  await page.reload();
  await waitForReady(page);
  assert.equal(await notation(page), edited);
  assert.equal(await page.textContent('#stats'), counts);
  assert.equal(await page.isVisible('#error'), false);
  assertNoErrors(errors);
  // Another browser has no such tree: the link says so over the default tree.
  const url = page.url();
  await context.close();
  const other = await openPage(env.browser, url, { viewport: DESKTOP });
  await waitForReady(other.page);
  assert.match(await other.page.textContent('#error'), /too big to be written in a link/);
  assert.equal(await other.page.inputValue('#preset'), 'schema6bis', 'the default tree');
  assert.ok((await nodeCount(other.page)) < nodes);
  assertNoErrors(other.errors);
  await other.context.close();
});

test('a tree this browser cannot keep is said so, and the last view is not written over with its link', async () => {
  const { text } = uniformTree(8, 5, 3);
  const { page, errors, context } = await open('#tree=' + text + '&step=end');
  // A full storage: it refuses the tree, and takes the rest.
  await page.evaluate(() => {
    const set = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key, value) {
      if (key === 'alphabeta.tree') throw new DOMException('full', 'QuotaExceededError');
      return set.call(this, key, value);
    };
  });
  // The view opened is kept first (the writer waits a moment after loading).
  await page.waitForFunction(() => localStorage.getItem('alphabeta.lastView') !== null);
  const before = await page.evaluate(() => localStorage.getItem('alphabeta.lastView'));
  await editFirstLeafByKeys(page, '77');
  await settledHash(page, /(^#|&)local=[0-9a-f]{8}(&|$)/);
  await page.click('#share summary');
  await page.waitForFunction(() => /could not keep it/.test(document.getElementById('share-status').textContent));
  assert.equal(await page.evaluate(() => localStorage.getItem('alphabeta.lastView')), before);
  assertNoErrors(errors);
  await context.close();
});

test('hostile fragments leave the page safe and usable', async () => {
  const cases = [
    '#tree=<script>alert(1)</script>',
    '#tree=' + encodeURIComponent('<script>alert(1)</script>'),
    '#tree=<img src=x onerror=alert(1)>',
    '#tree=' + encodeURIComponent('<img src=x onerror=alert(1)>') + '&lang=<b>x</b>&step=<svg onload=alert(1)>',
    '#tree=' + 'x'.repeat(1_000_000),
    '#tree=%E0%A4%A',
    '#algo=%E0%A4%A&tree=[1,2]',
  ];
  for (const fragment of cases) {
    const { page, errors, context } = await openPage(env.browser, env.server.url + fragment, { viewport: DESKTOP });
    const dialogs = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      d.dismiss();
    });
    await waitForReady(page);
    const what = fragment.slice(0, 60);
    assert.equal(await page.isVisible('#error'), true, `a message for ${what}`);
    assert.ok((await page.textContent('#error')).length > 10, what);
    assert.equal(await page.$$eval('script', (s) => s.filter((x) => !x.src).length), 0, `no inline script for ${what}`);
    assert.equal(await page.$$eval('img, iframe, object', (s) => s.length), 0, `no injected element for ${what}`);
    // The default tree is drawn and steps.
    assert.equal(await nodeCount(page), 40, what);
    await page.keyboard.press('ArrowRight');
    assert.equal((await counter(page)).k, 1, what);
    assert.deepEqual(dialogs, [], what);
    if (fragment.length > 200_000) assert.match(await page.textContent('#error'), /200,000/);
    if (fragment.includes('%E0%A4%A')) assert.match(await page.textContent('#error'), /percent-encoding/);
    assertNoErrors(errors);
    await context.close();
  }
});

test('random trees come from a seed that is shown, and a preset load is one undo entry', async () => {
  const { page, errors, context } = await open('#preset=classic');
  await page.click('#random summary');
  await page.fill('#r-seed', '42');
  await page.fill('#r-depth', '2');
  // The tree comes from the engine's full module, so the form answers
  // asynchronously: its message (cleared on each click) says when.
  const made = () => page.waitForFunction(() => document.getElementById('random-msg').textContent !== '');
  await page.click('#random-make');
  await made();
  const first = await notation(page);
  assert.notEqual(first, CLASSIC);
  assert.match(await page.textContent('#random-msg'), /42/);
  await page.click('#random-reroll');
  await made();
  const seed = await page.inputValue('#r-seed');
  assert.notEqual(seed, '42');
  assert.match(await page.textContent('#random-msg'), new RegExp(seed));
  // The same seed gives the same tree.
  await page.fill('#r-seed', '42');
  await page.click('#random-make');
  await made();
  assert.equal(await notation(page), first);
  await page.selectOption('#preset', 'schema6bis');
  assert.equal(await nodeCount(page), 40);
  await page.click('#undo');
  assert.equal(await notation(page), first);
  // Replay and go to the end.
  await page.click('#to-end');
  const end = await counter(page);
  assert.equal(end.k, end.n);
  await page.click('#replay');
  assert.ok((await counter(page)).k <= 1);
  assert.equal(await page.getAttribute('#play', 'data-playing'), 'true');
  await page.click('#play');
  assertNoErrors(errors);
  await context.close();
});

test('screenshots: editing on a phone, and the desktop page with the editor open', async () => {
  await mkdir(SHOTS, { recursive: true });
  const phone = await open('#tree=' + encodeURIComponent(CLASSIC) + '&step=end', { viewport: PHONE });
  await clickNode(phone.page, 7);
  // Every field that takes a value below zero offers a keyboard with a
  // minus sign: an iPhone's decimal and numeric pads have none.
  const pads = await phone.page.evaluate(() =>
    ['.leaf-editor input', '#node-h', '#r-min-value', '#r-max-value'].map((s) => `${s}: ${document.querySelector(s)?.inputMode ?? 'missing'}`),
  );
  assert.deepEqual(
    pads.filter((p) => /: (decimal|numeric|missing)$/.test(p)),
    [],
    'no minus-less pad',
  );
  await phone.page.keyboard.type('x');
  await phone.page.keyboard.press('Enter');
  await phone.page.screenshot({ path: path.join(SHOTS, 'edit-phone.png') });
  const overflow = await phone.page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(overflow <= PHONE.width, `the page is ${overflow}px wide on a phone`);
  await phone.page.keyboard.press('Escape');
  await phone.page.evaluate(() => window.scrollTo(0, 0));
  await phone.page.screenshot({ path: path.join(SHOTS, 'edit-phone-top.png') });
  assertNoErrors(phone.errors);
  await phone.context.close();

  const desk = await open('#preset=schema6bis&step=20');
  await desk.page.click('#notation summary');
  await desk.page.click('#share summary');
  await clickNode(desk.page, 4);
  await desk.page.evaluate(() => window.scrollTo(0, 0));
  await desk.page.screenshot({ path: path.join(SHOTS, 'edit-desktop.png') });
  assertNoErrors(desk.errors);
  await desk.context.close();
});

test('the leaf editor takes "3,5" as 3.5 in French, and in English says that decimals follow a point', async () => {
  const fr = await open(`#tree=${encodeURIComponent(CLASSIC)}&lang=fr`);
  await editFirstLeafByKeys(fr.page, '3,5');
  await fr.page.waitForFunction(() => document.getElementById('tree-text').value.startsWith('[[3.5,'));
  assert.equal(await fr.page.textContent('g.node[data-node-id="2"] text.val'), '3,5', 'drawn with a decimal comma, as French writes it');
  assertNoErrors(fr.errors);
  await fr.context.close();
  const en = await open(`#tree=${encodeURIComponent(CLASSIC)}`);
  await editFirstLeafByKeys(en.page, '3,5');
  const said = await en.page.textContent('#leaf-msg');
  assert.match(said, /decimals follow a point, not a comma \(3\.5\)/, `the reason is said: ${said}`);
  assert.equal(await notation(en.page), CLASSIC, 'and the tree is kept');
  assertNoErrors(en.errors);
  await en.context.close();
});

test('in French, "3,5" in the notation box draws two leaves, as the notation reads it, and a note under the box says so and how to write 3.5', async () => {
  for (const lang of ['fr', 'en']) {
    const { page, errors, context } = await open(`#tree=${encodeURIComponent(CLASSIC)}&lang=${lang}`);
    await page.click('#notation summary');
    await page.fill('#tree-text', '[[3,5], [2, 4]]');
    await page.waitForFunction(() => document.querySelectorAll('g.node[data-node-id]').length === 7);
    assert.equal(await page.getAttribute('#tree-text', 'aria-invalid'), 'false', `${lang}: the text is valid`);
    if (lang === 'fr') {
      await page.waitForSelector('#tree-msg:not([hidden])');
      assert.equal(await page.textContent('#tree-msg'), '« 3,5 » se lit comme deux valeurs, 3 et 5 ; pour une décimale, la notation prend un point : 3.5.');
      // The note is seen: the box's message is in sight, not under another element.
      const seen = await page.$eval('#tree-msg', (m) => {
        const r = m.getBoundingClientRect();
        return m.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
      });
      assert.ok(seen, 'the note is in sight');
      // Written with a point, the note goes.
      await page.fill('#tree-text', '[[3.5], [2, 4]]');
      await page.waitForFunction(() => document.querySelectorAll('g.node[data-node-id]').length === 6);
      assert.equal(await page.isHidden('#tree-msg'), true, 'no note for 3.5');
    } else {
      assert.equal(await page.isHidden('#tree-msg'), true, 'English reads "3,5" as two values: no note');
    }
    assertNoErrors(errors);
    await context.close();
  }
});

test('on a laptop and a projector, a bad text and its message are seen together while typing: the box, the line and column, the caret', async () => {
  for (const viewport of [
    { width: 1366, height: 768 },
    { width: 1024, height: 768 },
  ]) {
    const { page, errors, context } = await open(`#tree=${encodeURIComponent(CLASSIC)}`, { viewport });
    await page.click('#notation summary');
    await page.focus('#tree-text');
    await page.fill('#tree-text', '[[3, 12, 8],\n [2, , 6]]');
    await page.waitForSelector('#tree-msg:not([hidden])');
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const seen = await page.evaluate(() => {
      const on = (el, x, y) => el.contains(document.elementFromPoint(x, y));
      const box = document.getElementById('tree-text').getBoundingClientRect();
      const parts = ['.tree-msg-head', '.tree-msg-excerpt'].map((sel) => {
        const r = document.querySelector(sel).getBoundingClientRect();
        return on(document.querySelector(sel), r.x + 20, r.y + r.height / 2) && on(document.querySelector(sel), r.x + 20, r.bottom - 2);
      });
      // The box's first and second lines, where the text at fault is.
      const lines = [box.y + 12, box.y + 34].map((y) => on(document.getElementById('tree-text'), box.x + 40, y));
      return { parts, lines, tree: document.getElementById('tree').getBoundingClientRect().height };
    });
    const what = `${viewport.width}×${viewport.height}`;
    assert.deepEqual(seen.parts, [true, true], `${what}: the message's line and column and its caret are seen`);
    // On the laptop the box's lines are seen above it too; at 1024×768 the
    // message's excerpt shows the line at fault with its caret instead.
    if (viewport.width === 1366) assert.deepEqual(seen.lines, [true, true], `${what}: the text's lines are seen above it`);
    assert.ok(seen.tree >= 0.2 * viewport.height, `${what}: the tree stays drawn (${Math.round(seen.tree)} px)`);
    assertNoErrors(errors);
    await context.close();
  }
});
