// A game's tree as a class follows its search, step by step (issue 43,
// "Games cannot be shown to a class"): at 1024 × 768 with Large text, at
// every step from the first to the last, no two text lines of the tree
// (a node's ↓α ↓β, name, value and ↑ m, a cut mark's words, a leaf's
// window, a summary's size) overlap, and none stands past the drawing's
// visible edges. Only the search's end was planned (draw/foldplan.js);
// in between, the engine's layout drew the path in a column with its
// siblings' texts and cut marks on it: tic-tac-toe after x a1, o b2, x c1
// (927 nodes, 348 steps) had 1,424 such pairs at 293 steps, Connect 4 at
// P = 3 from the start (400 nodes) 268 at 113 steps and after two moves
// 534 at 224. Each step is now planned for its path (draw/stepplan.js).
// No node the search has left hides its ↑ m: judged "tight" by its folded
// subtree's width (draw/paint.js tooClose), 453 of the 1,315 such nodes
// drawn over tic-tac-toe's search hid it, beside neighbours showing theirs
// (held for tic-tac-toe, whose plans keep every ↑ m clear; Connect 4's
// plans, scaled below the texts' floor, hide an ↑ m that would run into
// its next sibling: draw/paint.js crowdedInRow).
// Connect 4 at P = 4 from the start (2,801 nodes, 651 steps) is bigger
// than draw/cuts.js measured every paint, once by its size: each cut
// mark's "m=…" stood on its own node's "↑ m" at the cut step and the
// next, 59 pairs at 59 steps from 39 to 638; what is drawn, a step's
// plan, is small, and is now what the limit counts (cuts.js
// tooBigToMeasure). One page for the trees, stepped inside the page
// (Connect 4 after two moves, 371 steps, holds too; left out for the
// test's time).
// The picture holds still as the search goes on: each row stood with its
// path node right under its parent, and the drawing was the narrowest of
// the root's places in its band, so the root slid across the box and a
// row slid a place at each move (tic-tac-toe: 64 of 347 steps moved a node
// more than 100 px on screen, 8 of them the root; Connect 4 at P = 3: 24
// and 12). Rows now stand centred under their parents, the root in the
// middle of the band where the room allows (draw/stepplan.js placeBest).
// No edge is seen through a ↑ m: the edges to a node's children leave its
// shape through its ↑ m's place, and a row of seven read "↑ 7" under seven
// edges (counted on the screenshot, at four positions: 34 values crossed
// where the edge's colour showed on a quarter of its way through them);
// the ↑ m now has a halo like the window's, drawn before the shape.
//
// Run after `cargo xtask build`: node --test tests/midsearch.test.mjs

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { foldedMarksAtEveryStep, foldedMarksInPage, openFolded, pixels, PROJECTORS, textMisfitsAtEveryStep, twoFrames } from './support/screens.mjs';
import { assertNoErrors } from './support/browser.mjs';
import { useBrowser } from './support/suite.mjs';

const env = useBrowser();

/**
 * Each tree: its name, its hash, its count of steps, and the ranges of
 * steps walked (every step when none). Connect 4 at P = 4 walks two of
 * its 651 steps' ranges, each step of the whole search costing some 25 s:
 * the search under the root's first move, where the first cuts are
 * made (the old failures' steps 39 to 142: 10 of the 59 pairs), and a
 * later move's, made with the root's α set (steps 260 to 335: 14 pairs);
 * the marks after them repeat these cuts' kinds under the other moves.
 */
const GAMES = [
  ['tic-tac-toe after x a1, o b2, x c1', 'game=tictactoe,9,game,0,x.x/.o./...', 348],
  ['Connect 4 at P = 3 from the start', 'game=connect4,3,game,0,......./......./......./......./......./.......', 188],
  [
    'Connect 4 at P = 4 from the start',
    'game=connect4,4,game,0,......./......./......./......./......./.......',
    651,
    [
      [30, 150],
      [255, 345],
    ],
  ],
];

/**
 * What is still seen wrong, by tree: nothing. (At tic-tac-toe's step 229
 * the cut mark of b1→b3→c2 (node 127) covered 10 px of the name of the
 * move it prunes, a3: with the rows centred under their parents and the
 * root in the middle of its band (draw/stepplan.js placeBest) its row
 * has the room.) A pair listed here is left out; one missing is not a
 * failure.
 */
const KNOWN = {};

test('games at 1024 × 768, Large text: no text of the tree meets another or passes the drawing’s edges at any step of the search', async () => {
  const { page, errors, context } = await openFolded(env, `${GAMES[0][1]}&large=1&step=0`, { viewport: PROJECTORS[0] });
  const found = [];
  for (const [name, hash, steps, ranges = [[0, steps]]] of GAMES) {
    for (const [from, to] of ranges) {
      await page.evaluate((h) => {
        location.hash = h;
      }, `${hash}&large=1&step=${from}`);
      await page.waitForFunction(([k, n]) => document.getElementById('counter').textContent.replace(/\s/g, '') === `${k}/${n}`, [from, steps]);
      await twoFrames(page);
      const known = KNOWN[name] ?? [];
      for (const f of await textMisfitsAtEveryStep(page, to, name.startsWith('tic-tac-toe')))
        if (!known.includes(f.replace(/^step \d+: /, ''))) found.push(`${name}, ${f}`);
    }
  }
  assert.deepEqual(found, []);
  assertNoErrors(errors);
  await context.close();
});

/**
 * The share of the folded marks drawn over each game's whole search (its
 * first and last steps too) that show their size as text, at least:
 * tic-tac-toe's marks stand some 70 px apart at this scale, Connect 4's
 * rows of seven closer, and a size ("174 nodes", some 50 px in Chromium's
 * font) gives way to every text, node, other mark and dark edge it would
 * meet, and keeps a word's space from the texts beside it
 * (draw/marksizes.js). Measured when written: 2,521 of 4,576 (55 %) and
 * 1,697 of 2,247 (76 %); before, 23 of 4,576 (the first and last steps',
 * none in between) and 857 of 2,247, all bare numbers.
 */
const SHOWN = {
  'tic-tac-toe after x a1, o b2, x c1': 0.5,
  'Connect 4 at P = 3 from the start': 0.7,
};

/** A size as a class reads it: a count with its unit, never a bare number that reads as a value. */
const SIZE_WORDS = { en: /^\d{1,3}(,\d{3})*\snodes$/, fr: /^\d{1,3}(\u202f\d{3})*\snœuds$/ };

test('games at 1024 × 768, Large text: a folded subtree shows how many nodes it holds, with its unit, at 14 px or more, over no other text, at most steps', async (t) => {
  const { page, errors, context } = await openFolded(env, `${GAMES[0][1]}&large=1&step=0`, { viewport: PROJECTORS[0] });
  const found = [];
  for (const [name, hash, steps] of GAMES.slice(0, 2)) {
    await page.evaluate((h) => {
      location.hash = h;
    }, `${hash}&large=1&step=0`);
    await page.waitForFunction((n) => document.getElementById('counter').textContent.replace(/\s/g, '') === `0/${n}`, steps);
    await twoFrames(page);
    let marks = 0;
    let shown = 0;
    for (const step of await foldedMarksAtEveryStep(page)) {
      marks += step.marks;
      shown += step.sizes.length;
      for (const f of step.misfits) found.push(`${name}, step ${step.k}: ${f}`);
      for (const size of step.sizes) {
        if (!SIZE_WORDS.en.test(size.text)) found.push(`${name}, step ${step.k}: node ${size.id}'s size reads "${size.text}"`);
        if (size.px < 14 - 0.01) found.push(`${name}, step ${step.k}: node ${size.id}'s size is ${size.px.toFixed(1)} px`);
      }
    }
    assert.ok(marks > 0, `${name}: no folded mark drawn`);
    const share = shown / marks;
    t.diagnostic(`${name}: ${shown} of ${marks} folded marks show their size (${(share * 100).toFixed(1)} %)`);
    if (share < SHOWN[name]) found.push(`${name}: ${shown} of ${marks} folded marks show their size (${Math.round(share * 100)} %)`);
  }
  // In French, as in English: tic-tac-toe in the middle of its search.
  await page.evaluate((h) => {
    location.hash = h;
  }, `${GAMES[0][1]}&large=1&lang=fr&step=100`);
  await page.waitForFunction(
    () => document.getElementById('lang').value === 'fr' && document.getElementById('counter').textContent.replace(/\s/g, '').startsWith('100/'),
  );
  await twoFrames(page);
  const { sizes } = await page.evaluate(foldedMarksInPage);
  if (sizes.length === 0) found.push('in French, no size shown at step 100');
  for (const size of sizes) if (!SIZE_WORDS.fr.test(size.text)) found.push(`in French, node ${size.id}'s size reads "${size.text}"`);
  assert.deepEqual(found, []);
  assertNoErrors(errors);
  await context.close();
});

/**
 * Runs in the page: steps with Next from the position shown to the step
 * before the last (the last draws the end's plan), and returns for each
 * step after the first how far the node that moved most moved on screen
 * since the step before, and the root, in CSS pixels.
 */
async function movesInPage() {
  const frames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  const centres = () =>
    new Map(
      [...document.querySelectorAll('#tree g.node')].map((g) => {
        const b = g.querySelector('.shape').getBoundingClientRect();
        return [g.dataset.nodeId, [b.x + b.width / 2, b.y + b.height / 2]];
      }),
    );
  const [k, n] = document.getElementById('counter').textContent.split('/').map(Number);
  let before = centres();
  const out = [];
  for (let i = k; i < n - 1; i++) {
    document.getElementById('next').click();
    await frames();
    const now = centres();
    let most = 0;
    for (const [id, [x, y]] of now) {
      const was = before.get(id);
      if (was) most = Math.max(most, Math.hypot(x - was[0], y - was[1]));
    }
    const root = now.get('0') && before.get('0') ? Math.hypot(now.get('0')[0] - before.get('0')[0], now.get('0')[1] - before.get('0')[1]) : 0;
    out.push({ step: i + 1, most, root });
    before = now;
  }
  return out;
}

/**
 * The most steps of each game's search at which some node, or the root,
 * moves more than 100 px on screen (the counts now, that a change must
 * not raise).
 */
const STILL = [
  ['tic-tac-toe after x a1, o b2, x c1', GAMES[0][1], { most: 56, root: 2 }],
  ['Connect 4 at P = 3 from the start', GAMES[1][1], { most: 16, root: 0 }],
];

test('games at 1024 × 768, Large text: the picture holds still as the search goes on, the root in its place, rows under their parents', async () => {
  const { page, errors, context } = await openFolded(env, `${STILL[0][1]}&large=1&step=0`, { viewport: PROJECTORS[0] });
  const found = [];
  for (const [name, hash, bar] of STILL) {
    await page.evaluate((h) => {
      location.hash = h;
    }, `${hash}&large=1&step=0`);
    await page.waitForFunction(() => document.getElementById('counter').textContent.replace(/\s/g, '').startsWith('0/'));
    await twoFrames(page);
    const moves = await page.evaluate(`(${movesInPage})()`);
    const most = moves.filter((m) => m.most > 100);
    const root = moves.filter((m) => m.root > 100);
    if (most.length > bar.most || root.length > bar.root)
      found.push(
        `${name}: ${most.length} steps move a node over 100 px (at most ${bar.most}), ${root.length} the root (at most ${bar.root}): ${root.map((m) => m.step).join(', ')}`,
      );
    console.log(`${name}: ${most.length} steps move a node over 100 px, ${root.length} the root`);
  }
  assert.deepEqual(found, []);
  assertNoErrors(errors);
  await context.close();
});

/**
 * Runs in the page: for each ↑ m shown and each visible edge through its
 * box (a pixel inside its edges), the pixels of the edge's way through
 * it (CSS pixels on the screen), and the edge's colour.
 */
function crossingsInPage() {
  const shown = (e) => {
    for (let x = e; x && x.tagName !== 'svg'; x = x.parentElement)
      if (x.getAttribute('display') === 'none' || getComputedStyle(x).display === 'none') return false;
    return true;
  };
  const rgb = (c) =>
    c
      .match(/\d+(\.\d+)?/g)
      .slice(0, 3)
      .map(Number);
  const edges = [...document.querySelectorAll('#tree line.edge')].filter(shown).map((l) => {
    const m = l.getScreenCTM();
    const at = (x, y) => [m.a * x + m.c * y + m.e, m.b * x + m.d * y + m.f];
    return {
      a: at(+l.getAttribute('x1'), +l.getAttribute('y1')),
      b: at(+l.getAttribute('x2'), +l.getAttribute('y2')),
      colour: rgb(getComputedStyle(l).stroke),
    };
  });
  const out = [];
  for (const t of document.querySelectorAll('#tree g.node text.m')) {
    if (!shown(t) || !t.textContent.trim()) continue;
    const r = t.getBoundingClientRect();
    const [x0, y0, x1, y1] = [r.left + 1, r.top + 2, r.right - 1, r.bottom - 2];
    for (const e of edges) {
      const len = Math.hypot(e.b[0] - e.a[0], e.b[1] - e.a[1]);
      const way = [];
      for (let i = 0; i <= len; i++) {
        const x = e.a[0] + ((e.b[0] - e.a[0]) * i) / len;
        const y = e.a[1] + ((e.b[1] - e.a[1]) * i) / len;
        if (x > x0 && x < x1 && y > y0 && y < y1) way.push([Math.round(x), Math.round(y)]);
      }
      if (way.length) out.push({ node: t.closest('g.node').dataset.nodeId, text: t.textContent, colour: e.colour, way });
    }
  }
  return out;
}

test('games at 1024 × 768, Large text: no edge is seen through a ↑ m', async () => {
  const positions = [
    [GAMES[0][1], 60],
    [GAMES[0][1], 120],
    [GAMES[0][1], 200],
    [GAMES[1][1], 120],
  ];
  const { page, errors, context } = await openFolded(env, `${positions[0][0]}&large=1&step=${positions[0][1]}`, { viewport: PROJECTORS[0] });
  const seen = [];
  let crossed = 0;
  for (const [hash, step] of positions) {
    await page.evaluate((h) => {
      location.hash = h;
    }, `${hash}&large=1&step=${step}`);
    await page.waitForFunction((k) => document.getElementById('counter').textContent.replace(/\s/g, '').startsWith(`${k}/`), step);
    await twoFrames(page);
    const crossings = await page.evaluate(crossingsInPage);
    const [rgba] = await pixels(context, [await page.screenshot()]);
    const width = PROJECTORS[0].width;
    for (const c of crossings) {
      crossed += 1;
      // The pixels of its way through the value that show the edge's colour.
      const showing = c.way.filter(([x, y]) => {
        const i = (y * width + x) * 4;
        return Math.hypot(rgba[i] - c.colour[0], rgba[i + 1] - c.colour[1], rgba[i + 2] - c.colour[2]) < 60;
      }).length;
      if (showing >= 3 && showing >= c.way.length / 4)
        seen.push(`${hash.slice(5, 15)} step ${step}: node ${c.node} "${c.text}", ${showing} of ${c.way.length} px`);
    }
  }
  console.log(`${crossed} edges cross a ↑ m's box, ${seen.length} seen through it`);
  // Connect 4's path edge R→b passes its sibling e's "↑ ≤ 11" at its end,
  // drawn over the nodes: one allowed.
  assert.ok(crossed > 0, 'no edge crosses a ↑ m: nothing measured');
  assert.ok(seen.length <= 1, seen.join('\n'));
  assertNoErrors(errors);
  await context.close();
});
