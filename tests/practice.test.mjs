// End-to-end tests of practice mode (www/js/panels/practice.js) and the printable
// sheet (www/sheet.html) in headless Chromium, through the real wasm.
//
// Run after `cargo xtask build`:  node --test tests/practice.test.mjs
// The expected answers come from the engine loaded in the page (the same
// Session the page uses): these tests check that what the student enters by
// mouse, touch and keys reaches the engine and that its verdicts are drawn
// on exactly the right nodes. The checker itself is proven in Rust
// (crate/tests/practice.rs). Screenshots go to tests/screenshots/.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { REPO_ROOT } from './support/server.mjs';
import { openPage, waitForReady, assertNoErrors } from './support/browser.mjs';
import { useBrowser } from './support/suite.mjs';
import { pointAt } from './support/screens.mjs';

const DESKTOP = { width: 1280, height: 720 };
const PHONE = { width: 390, height: 844 };
const SHOTS = path.join(REPO_ROOT, 'tests', 'screenshots');
const SCHEMA = '#mode=practice&preset=schema6bis';

const env = useBrowser();

async function open(fragment, options = {}) {
  const opened = await openPage(env.browser, env.server.url + fragment, { viewport: DESKTOP, ...options });
  await waitForReady(opened.page);
  // The tree is drawn before the engine's full module, which checks
  // answers, has arrived; a student waits for the fields to be on.
  await opened.page.waitForFunction(
    () => document.documentElement.dataset.mode !== 'practice' || document.getElementById('practice').getAttribute('aria-busy') === 'false',
  );
  return opened;
}

/** The engine's own solution of the tree on the page, from a second Session in the page. */
async function solutionOf(page) {
  return page.evaluate(async () => {
    const m = await import('./pkg/extras/alphabeta.js');
    await m.default();
    const text = document.getElementById('tree-text').value;
    const algo = document.getElementById('algo').value;
    const ties = document.getElementById('ties').value;
    const s = new m.Session(text, { algo, ties });
    const sol = s.solution();
    s.free();
    return sol;
  });
}

/** The tops of the pruned subtrees and the m of every reached inner node. */
function perfect(sol) {
  const pruned = sol.filter((s) => s.pruned && !isBelowPruned(sol, s.node));
  const values = sol.filter((s) => s.m !== null).map((s) => ({ node: s.node, m: s.m }));
  return { tops: pruned.map((s) => s.node), values };
}

/** Whether `id`'s parent is pruned (ids are pre-order, the parent is the nearest smaller id with a smaller depth). */
function isBelowPruned(sol, id) {
  return sol.parents[id] !== null && sol[sol.parents[id]].pruned;
}

/** Adds each node's parent to a solution (`sol.parents`), from the engine's tree. */
async function withParents(page, sol) {
  sol.parents = await page.evaluate(async () => {
    const m = await import('./pkg/extras/alphabeta.js');
    await m.default();
    return m.parseTree(document.getElementById('tree-text').value).nodes.map((n) => n.parent);
  });
  return sol;
}

/** Enters an answer with the mouse: marks, then values. */
async function answer(page, { tops, values }, tap = false) {
  for (const id of tops) {
    await pointAt(page, id, tap);
    if (tap) await page.tap('#p-prune');
    else await page.click('#p-prune');
  }
  for (const { node, m } of values) {
    await pointAt(page, node, tap);
    await page.fill('#p-m', m);
    await page.press('#p-m', 'Enter');
  }
}

/** Every drawn node's verdict, by id (the document's order is not the ids'). */
const verdicts = (page) =>
  page.$$eval('g.node[data-node-id]', (gs) =>
    gs
      .map((g) => [Number(g.dataset.nodeId), g.getAttribute('data-verdict')])
      .sort((a, b) => a[0] - b[0])
      .map(([, v]) => v),
  );

test('a perfect answer on schéma 6 bis is all correct', async () => {
  const { page, errors } = await open(SCHEMA);
  // Nothing gives the answer away before Check.
  assert.equal(await page.$$eval('g.node[data-state="pruned"]', (g) => g.length), 0);
  assert.equal(await page.textContent('#counter'), '0 / 0');
  assert.ok(await page.$eval('.stats-panel', (e) => getComputedStyle(e).display === 'none'));
  assert.doesNotMatch(await page.textContent('#narration'), /steps|étapes/);
  const presetTitle = await page.$eval('#preset', (s) => s.selectedOptions[0].textContent);
  assert.doesNotMatch(presetTitle, /11/);
  await page.keyboard.press('End');
  assert.equal(await page.textContent('#counter'), '0 / 0', 'the replay is locked before Check');

  const sol = await withParents(page, await solutionOf(page));
  const want = perfect(sol);
  assert.ok(want.tops.length >= 3, 'schéma 6 bis has cuts');
  await answer(page, want);
  await page.screenshot({ path: path.join(SHOTS, 'practice-before-check.png') });
  await page.click('[data-action="check"]');
  const v = await verdicts(page);
  assert.ok(
    v.every((x) => x === 'correct'),
    JSON.stringify(v),
  );
  assert.match(await page.textContent('#p-summary'), /^All correct/);
  // All correct: the whole replay is open.
  await page.keyboard.press('End');
  assert.match(await page.textContent('#counter'), /^(\d+) \/ \1$/);
  assert.notEqual(await page.textContent('#counter'), '0 / 0');
  assertNoErrors(errors);
});

test('one missed cut, one extra cut and one wrong value are flagged at exactly those nodes; "where" replays to the first', async () => {
  const { page, errors } = await open(SCHEMA);
  const sol = await withParents(page, await solutionOf(page));
  const want = perfect(sol);
  const missed = want.tops[1];
  // An extra mark on a visited leaf, and a wrong m on the root.
  const extra = sol.findIndex(
    (s, id) => !s.pruned && id > 0 && s.m === null && !want.tops.includes(id) && sol.parents[id] !== null && !sol[sol.parents[id]].pruned,
  );
  const wrongNode = want.values[0].node;
  const given = {
    tops: [...want.tops.filter((x) => x !== missed), extra],
    values: want.values.map((v) => (v.node === wrongNode ? { node: v.node, m: v.m === '99' ? '98' : '99' } : v)),
  };
  await answer(page, given);
  await page.click('[data-action="check"]');
  await page.screenshot({ path: path.join(SHOTS, 'practice-after-check.png') });
  const v = await verdicts(page);
  const missedIds = [];
  for (let id = missed; id < sol.length && (id === missed || isInside(sol.parents, id, missed)); id++) missedIds.push(id);
  for (let id = 0; id < v.length; id++) {
    let expected = 'correct';
    if (missedIds.includes(id)) expected = 'missed';
    else if (id === extra) expected = 'extra';
    else if (id === wrongNode) expected = 'wrong';
    assert.equal(v[id], expected, `node ${id}`);
  }
  assert.equal(await page.$$eval('#p-list li', (l) => l.length), 3);
  assert.match(await page.textContent('#p-summary'), /^3 mistakes/);

  // "Where did I go wrong?" replays up to the step that decided the first
  // mistake, the engine's: the counter, the narration and the code line follow.
  const first = await page.evaluate(
    async (ans) => {
      const m = await import('./pkg/extras/alphabeta.js');
      await m.default();
      const s = new m.Session(document.getElementById('tree-text').value, { algo: 'alphabeta' });
      const c = s.check(ans);
      s.free();
      return c.mistakes[0];
    },
    { detail: 'values', pruned: given.tops, nodes: given.values },
  );
  // The summary says where the replay stops, out of how many steps (the
  // counter read "0 / k" under a narration announcing the search's n steps).
  const total = Number((await page.textContent('#narration')).match(/(\d+) steps/)[1]);
  assert.ok(first.step < total);
  assert.match(await page.textContent('#p-summary'), new RegExp(`The replay \\(▶\\) stops at step ${first.step} of ${total}, where your first mistake shows`));
  assert.equal(await page.textContent('#counter'), `0 / ${first.step}`);
  await page.click('[data-action="where"]');
  assert.equal(await page.textContent('#counter'), `${first.step} / ${first.step}`);
  assert.notEqual((await page.textContent('#narration')).trim(), '');
  assert.equal(await page.$$eval('#code .line.hl', (l) => l.length), 1);
  // Stepping past the first mistake is not possible before "Show answer".
  await page.keyboard.press('ArrowRight');
  assert.equal(await page.textContent('#counter'), `${first.step} / ${first.step}`);
  // The right value is hidden until "Show answer", then written in the list.
  assert.doesNotMatch(await page.textContent('#p-list'), /answer:/);
  await page.click('[data-action="reveal"]');
  const right = want.values.find((v) => v.node === wrongNode).m;
  assert.ok((await page.textContent('#p-list')).includes(`answer: m ${right}`), await page.textContent('#p-list'));
  assert.match(await page.textContent('#counter'), /^(\d+) \/ \1$/);
  assert.ok(await page.$$eval('g.node[data-state="pruned"]', (g) => g.length > 0), 'the answer shows the cuts');
  assertNoErrors(errors);
});

function isInside(parents, id, top) {
  for (let at = parents[id]; at !== null; at = parents[at]) if (at === top) return true;
  return false;
}

test('on a 1024×768 projector with Large text, practice mode leaves the listing its lines: no negamax switch there', async () => {
  const { page, errors, context } = await open('#mode=practice&preset=classic&large=1', { viewport: { width: 1024, height: 768 } });
  assert.equal(await page.$eval('#negamax', (i) => i.closest('label').getBoundingClientRect().height), 0);
  const lines = await page.$eval('#code', (pre) => {
    const line = pre.querySelector('.line');
    return pre.getBoundingClientRect().height / parseFloat(getComputedStyle(line).lineHeight);
  });
  assert.ok(lines >= 4, `${lines.toFixed(1)} lines of the listing`);
  assertNoErrors(errors);
  await context.close();
});

test("on projectors with Large text, the demonstration shows the negamax switch on the listing's title line, and the listing keeps 7 lines", async () => {
  for (const [width, height, lang] of [
    [1024, 768, 'en'],
    [1024, 768, 'fr'],
    [1280, 720, 'fr'],
  ]) {
    const { page, errors, context } = await open(`#preset=classic&step=9&large=1&lang=${lang}`, { viewport: { width, height } });
    const seen = await page.$eval('#negamax', (box) => {
      const b = box.getBoundingClientRect();
      return document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2) === box;
    });
    assert.ok(seen, `${lang}: the negamax switch is in sight`);
    const lines = await page.$eval('#code', (pre) => pre.getBoundingClientRect().height / parseFloat(getComputedStyle(pre.querySelector('.line')).lineHeight));
    // Before, the switch took a line of its own below the caption, and the
    // listing showed 6.1 lines at 1024×768 and about 5.5 at 1280×720.
    assert.ok(lines >= 7, `${width}×${height} ${lang}: ${lines.toFixed(1)} lines of the listing`);
    assertNoErrors(errors);
    await context.close();
  }
});

test('on projectors and a laptop, in English and French, every control of the practice panel is in sight, its last row too', async () => {
  // Before, at 1024×768 the first row wrapped (a long menu, six buttons)
  // and the exercise row (New exercise, Print) sat below the bottom of the
  // panel's scrolling box.
  for (const [width, height, large] of [
    [1024, 768, true],
    [1024, 768, false],
    [1280, 720, true],
    [1366, 768, true],
  ]) {
    for (const lang of ['en', 'fr']) {
      const { page, errors, context } = await open(`#mode=practice&exercise=medium-42&lang=${lang}${large ? '&large=1' : ''}`, { viewport: { width, height } });
      const hidden = await page.evaluate(() => {
        const out = [];
        for (const e of document.querySelectorAll('#practice button, #practice select, #practice input')) {
          if (e.closest('[hidden]') || e.getClientRects().length === 0) continue;
          const b = e.getBoundingClientRect();
          const hit = document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2);
          if (!(hit === e || e.contains(hit) || hit?.closest('label')?.contains(e))) out.push(e.id);
        }
        return out;
      });
      assert.deepEqual(hidden, [], `${width}×${height} ${lang}${large ? ' Large' : ''}: covered or cut`);
      assertNoErrors(errors);
      await context.close();
    }
  }
});

test('keyboard alone: pick, mark, write, check, undo', async () => {
  const { page, errors } = await open('#mode=practice&tree=' + encodeURIComponent('[[3,12,8],[2,4,6],[14,5,2]]'));
  await page.focus('#tree');
  await page.keyboard.press('ArrowDown'); // selects the root
  await page.keyboard.press('Enter'); // to its m field
  await page.keyboard.type('3');
  await page.keyboard.press('Enter'); // next inner node: 1
  await page.keyboard.type('3');
  await page.keyboard.press('Enter'); // node 5
  await page.keyboard.type('<= 2');
  await page.keyboard.press('Enter'); // node 9
  await page.keyboard.type('2');
  await page.keyboard.press('Enter');
  // Back to the tree; mark leaves 7 and 8 (the last two children of node 5).
  await page.keyboard.press('Escape');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'tree');
  // Walk to node 7: Escape clears the selection, ↓ picks the root, then
  // down to node 1, right to 5, down to 6, right to 7.
  await page.keyboard.press('Escape');
  await page.keyboard.press('ArrowDown');
  for (const key of ['ArrowDown', 'ArrowRight', 'ArrowDown', 'ArrowRight']) await page.keyboard.press(key);
  await page.keyboard.press('x');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('x');
  assert.deepEqual(await page.$$eval('g.node[data-marked="top"]', (g) => g.map((x) => Number(x.dataset.nodeId))), [7, 8]);
  await page.focus('[data-action="check"]');
  await page.keyboard.press('Enter');
  assert.match(await page.textContent('#p-summary'), /^All correct/);
  // Undo takes back the last mark, and the verdicts go with it.
  await page.keyboard.press('Control+z');
  assert.deepEqual(await page.$$eval('g.node[data-marked="top"]', (g) => g.map((x) => Number(x.dataset.nodeId))), [7]);
  assert.equal(await page.$$eval('g.node[data-verdict]', (g) => g.length), 0);
  // A bad value is refused with a message, and the last good one stays.
  await page.focus('#tree');
  await page.keyboard.press('Home');
  await pointAt(page, 0);
  await page.fill('#p-m', '≥');
  await page.press('#p-m', 'Enter');
  assert.equal(await page.getAttribute('#p-m', 'aria-invalid'), 'true');
  assert.notEqual((await page.textContent('#p-msg')).trim(), '');
  assert.equal(await page.$eval('g.node[data-node-id="0"] .p-m', (t) => t.textContent), '3');
  assertNoErrors(errors);
});

test("practice waits for the engine's full module, and says so when it cannot load", async () => {
  const { page, context } = await open('#preset=schema6bis&lang=fr');
  // The page drew its tree with the core module alone.
  const full = [];
  page.on('request', (r) => {
    if (r.url().includes('/pkg/extras/')) full.push(r.url());
  });
  await context.route('**/pkg/extras/**', (route) => route.abort());
  await page.selectOption('#mode', 'practice');
  await page.waitForFunction(() => /moteur de recherche/.test(document.getElementById('p-msg').textContent));
  assert.equal(await page.getAttribute('#practice', 'aria-busy'), 'true');
  assert.equal(await page.$eval('#p-check', (b) => b.disabled), true);
  assert.equal(await page.$eval('#p-next', (b) => b.disabled), true);
  // One attempt, not one per drawing of the page.
  assert.equal(full.length, 1, full.join());
  // Back on the network, after a reload (as the message says) practice
  // mode loads it.
  await context.unroute('**/pkg/extras/**');
  await page.reload();
  await waitForReady(page);
  await page.selectOption('#mode', 'practice');
  await page.waitForFunction(() => document.getElementById('practice').getAttribute('aria-busy') === 'false');
  assert.equal(await page.$eval('#p-check', (b) => b.disabled), false);
  await context.close();
});

test('an exercise link draws its tree with the core module, before the full one that checks answers', async () => {
  // The full module never arrives: the tree is drawn all the same, the
  // panel says it waits, and nothing can be checked yet.
  const context = await env.browser.newContext({ viewport: DESKTOP });
  await context.route('**/pkg/extras/**', (route) => route.abort());
  const page = await context.newPage();
  await page.goto(env.server.url + '#mode=practice&exercise=medium-42&lang=fr');
  await waitForReady(page);
  assert.equal(await page.getAttribute('html', 'data-mode'), 'practice');
  const leaves = await page.$$eval('g.node.leaf text.val', (ts) => ts.filter((t) => t.textContent.trim() !== '').length);
  assert.ok(leaves >= 4, `${leaves} leaf values drawn`);
  const hit = await page.$eval('g.node[data-node-id="0"] .shape', (s) => {
    const b = s.getBoundingClientRect();
    return s.closest('g.node').contains(document.elementFromPoint(b.x + b.width / 2, b.y + b.height / 2));
  });
  assert.equal(hit, true, 'the root is seen');
  await page.waitForFunction(() => /moteur de recherche/.test(document.getElementById('p-msg').textContent));
  assert.equal(await page.getAttribute('#practice', 'aria-busy'), 'true');
  assert.equal(await page.$eval('#p-check', (b) => b.disabled), true);
  await context.close();
});

test("practice mode says so when its panel's code cannot load, and keeps its buttons off", async () => {
  const { page, context } = await open('#preset=schema6bis&lang=fr');
  await context.route('**/js/panels/practice.js', (route) => route.abort());
  await page.selectOption('#mode', 'practice');
  await page.waitForFunction(() => /moteur de recherche/.test(document.getElementById('p-msg').textContent));
  assert.equal(await page.$eval('#practice', (p) => p.hidden), false, 'the panel shows, with its message');
  assert.equal(await page.getAttribute('#practice', 'aria-busy'), 'true');
  assert.equal(await page.$eval('#p-check', (b) => b.disabled), true);
  // Back to the demonstration, the panel goes; the page still steps.
  await page.selectOption('#mode', 'demo');
  assert.equal(await page.$eval('#practice', (p) => p.hidden), true);
  await page.keyboard.press('End');
  await context.close();
});

test('the answer survives a reload; an exercise link holds no solution', async () => {
  const { page, errors } = await open('#mode=practice&exercise=medium-42&lang=fr');
  await page.waitForFunction(() => location.hash.includes('exercise=medium-42'));
  const hash = await page.evaluate(() => location.hash);
  assert.doesNotMatch(hash, /tree=|step=|preset=/, hash);
  assert.equal(await page.textContent('[data-action="check"]'), 'Vérifier');
  await pointAt(page, 0);
  await page.fill('#p-m', '7');
  await page.press('#p-m', 'Enter');
  await page.click('[data-action="check"]');
  assert.match(await page.textContent('#p-summary'), /erreur|Tout est juste/);
  assert.match(await page.textContent('#p-score'), /sur 1 vérifié/);
  await page.click('[data-action="reveal"]');
  await page.waitForFunction(() => !location.hash.includes('step='));
  assert.doesNotMatch(await page.evaluate(() => location.hash), /step=|tree=/);
  await page.reload();
  await waitForReady(page);
  assert.equal(await page.$eval('g.node[data-node-id="0"] .p-m', (t) => t.textContent), '7');
  assert.equal(await page.$eval('#mode', (s) => s.value), 'practice');
  // "New exercise" gives another tree, and a fresh answer.
  const before = await page.$eval('#tree-text', (t) => t.value);
  await page.click('[data-action="next-exercise"]');
  assert.notEqual(await page.$eval('#tree-text', (t) => t.value), before);
  assert.equal(await page.$$eval('g.node .p-m', (l) => l.filter((t) => t.textContent !== '').length), 0);
  // A bad exercise id is said, and the page still opens.
  const bad = await open('#mode=practice&exercise=nightmare-1');
  assert.match(await bad.page.textContent('#error'), /exercise|exercice/);
  assertNoErrors(errors);
  assertNoErrors(bad.errors);
});

// A student who checked and then reloads (or comes back to the link) sees
// the verdicts again, as the engine gives them, without a second Check
// counted; an answer changed after its Check comes back unchecked. Before,
// a reload kept the answer and lost its 13 verdicts and the summary.
test('the verdicts survive a reload, not counted again; an answer changed since its Check comes back unchecked', async () => {
  const { page, errors, context } = await open('#mode=practice&exercise=medium-42&lang=en');
  await pointAt(page, 0);
  await page.fill('#p-m', '7');
  await page.press('#p-m', 'Enter');
  await page.click('[data-action="check"]');
  const checked = { verdicts: await verdicts(page), summary: await page.textContent('#p-summary'), score: await page.textContent('#p-score') };
  assert.ok(checked.verdicts.filter(Boolean).length > 1, `verdicts on the tree: ${checked.verdicts}`);
  assert.match(checked.score, /1 checked/);
  await page.reload();
  await waitForReady(page);
  await page.waitForFunction(() => document.getElementById('practice').getAttribute('aria-busy') === 'false');
  await page.waitForFunction(() => document.querySelector('g.node[data-verdict]') !== null);
  assert.deepEqual(await verdicts(page), checked.verdicts, 'the same verdicts on the same nodes');
  assert.equal(await page.textContent('#p-summary'), checked.summary);
  assert.equal(await page.textContent('#p-score'), checked.score, 'the reload is no second Check');
  // Changed after its Check: the verdicts go, and a reload does not bring them back.
  await pointAt(page, 0);
  await page.fill('#p-m', '8');
  await page.press('#p-m', 'Enter');
  assert.equal(await page.$$eval('g.node[data-verdict]', (g) => g.length), 0, 'a changed answer has no verdicts');
  await page.reload();
  await waitForReady(page);
  await page.waitForFunction(() => document.getElementById('practice').getAttribute('aria-busy') === 'false');
  assert.equal(await page.$eval('g.node[data-node-id="0"] .p-m', (t) => t.textContent), '8');
  assert.equal(await page.$$eval('g.node[data-verdict]', (g) => g.length), 0, 'and none after a reload');
  assertNoErrors(errors);
  await context.close();
});

test('a phone with touch answers and checks', async () => {
  const { page, errors } = await open(SCHEMA, { viewport: PHONE, hasTouch: true, isMobile: true });
  const sol = await withParents(page, await solutionOf(page));
  const want = perfect(sol);
  await answer(page, { tops: want.tops.slice(0, 2), values: want.values.slice(0, 2) }, true);
  await page.tap('[data-action="check"]');
  const v = await verdicts(page);
  assert.equal(v.filter((x) => x === 'missed').length > 0, true);
  await page.screenshot({ path: path.join(SHOTS, 'practice-phone.png'), fullPage: true });
  assertNoErrors(errors);
});

// The how-to says to press Check. On a phone it sat in the panel below the
// tree, under the dock, found only by a scroll; it is docked now with the
// selected node's tools, after the fields. Elsewhere it stays in the
// panel's first row.
test('on a phone Check is docked with the node’s tools, seen without the student scrolling, in English and French', async () => {
  for (const viewport of [PHONE, { width: 360, height: 800 }]) {
    for (const lang of ['en', 'fr']) {
      const where = `${viewport.width}×${viewport.height} ${lang}`;
      const { page, errors, context } = await open(`#mode=practice&exercise=medium-42&lang=${lang}`, { viewport, hasTouch: true, isMobile: true });
      const seen = await page.evaluate(() => {
        const check = document.getElementById('p-check');
        const b = check.getBoundingClientRect();
        const hit = document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2);
        return {
          docked: Boolean(check.closest('#sticky .p-tools')),
          // The page may have scrolled its header away by itself, so that
          // the tree and the level of detail under it clear the taller dock
          // (viewport.js clearOfDock; the zoom bar may go with the header),
          // but never past the tree's root: nothing of the tree to scroll back to.
          scrolled: window.scrollY,
          treeTop: document.querySelector('#tree g.node[data-node-id="0"] .shape').getBoundingClientRect().top,
          inside: b.top >= 0 && b.bottom <= innerHeight && b.left >= 0 && b.right <= innerWidth,
          hit: hit === check || check.contains(hit),
          label: check.textContent,
          // Beside the m field, so that the dock is no taller for it.
          row:
            Math.abs(
              b.top +
                b.height / 2 -
                (() => {
                  const m = document.getElementById('p-m').getBoundingClientRect();
                  return m.top + m.height / 2;
                })(),
            ) < 8,
        };
      });
      assert.ok(seen.docked, `${where}: Check is in the dock`);
      assert.ok(seen.scrolled === 0 || seen.treeTop >= 0, `${where}: the page is scrolled past the tree's root (${JSON.stringify(seen)})`);
      assert.ok(seen.inside && seen.hit, `${where}: "${seen.label}" is seen at its centre (${JSON.stringify(seen)})`);
      assert.ok(seen.row, `${where}: Check is on the m field's row`);
      await page.tap('#p-check');
      await page.waitForSelector('#tree g.node[data-verdict]');
      assertNoErrors(errors);
      await context.close();
    }
  }
  const { page, errors, context } = await open('#mode=practice&exercise=medium-42');
  assert.ok(
    await page.$eval('#p-check', (c) => c.parentElement === document.querySelector('#practice > .tool-row')),
    '1280×720: Check stays in the panel’s first row',
  );
  assertNoErrors(errors);
  await context.close();
});

test('the printable sheet: exercises with blank boxes, then the solutions, as a PDF', async () => {
  await mkdir(SHOTS, { recursive: true });
  const { page, errors } = await open('sheet.html#difficulty=medium&seed=42&count=4&lang=fr');
  assert.equal(await page.$$eval('.exercise', (l) => l.length), 8);
  const blankCells = await page.$$eval('.exercise.blank td', (l) => l.filter((c) => c.textContent === '').length);
  const allBlank = await page.$$eval('.exercise.blank td', (l) => l.length);
  assert.equal(blankCells, allBlank, 'the exercises hold no value');
  assert.ok(await page.$$eval('.solutions td', (l) => l.some((c) => /[0-9]/.test(c.textContent))));
  // The first exercise is the page's exercise medium-42.
  assert.equal(await page.textContent('.exercise .ex-id'), 'medium-42');
  const pdf = await page.pdf({ format: 'A4', path: path.join(SHOTS, 'practice-sheet.pdf') });
  const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? [];
  assert.ok(pages.length >= 3, `${pages.length} pages`);
  assertNoErrors(errors);
});

test('a leaf picked in practice shows its value in its m field, given and not asked (the field is off), in English and French', async () => {
  for (const lang of ['en', 'fr']) {
    const { page, errors, context } = await open(`#mode=practice&lang=${lang}&tree=` + encodeURIComponent('[[3,12.5,8],[2,4,6]]'));
    await page.focus('#tree');
    await page.keyboard.press('ArrowDown'); // the root
    await page.keyboard.press('ArrowDown'); // its first child
    await page.keyboard.press('ArrowDown'); // that child's first leaf, 3
    await page.keyboard.press('ArrowRight'); // the next leaf, 12.5
    await page.waitForFunction(() => document.getElementById('p-m').value !== '');
    assert.equal(await page.inputValue('#p-m'), lang === 'en' ? '12.5' : '12,5');
    assert.equal(await page.isDisabled('#p-m'), true, `${lang}: a leaf's value is not a question`);
    // An inner node's field is the student's again, empty.
    await page.keyboard.press('ArrowUp');
    await page.waitForFunction(() => document.getElementById('p-m').value === '');
    assert.equal(await page.isDisabled('#p-m'), false);
    assertNoErrors(errors);
    await context.close();
  }
});
