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
//
// Run after `cargo xtask build`: node --test tests/midsearch.test.mjs

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { foldedMarksAtEveryStep, foldedMarksInPage, openFolded, PROJECTORS, textMisfitsAtEveryStep, twoFrames } from './support/screens.mjs';
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
 * What is still seen wrong, by tree: at tic-tac-toe's step 229, the cut
 * mark of b1→b3→c2 (node 127), whose three lines do not fit between
 * levels this close (70 px), slides down its edge off c2's "↑ ≤ 0", wider
 * than the step before's "↑ 0" (draw/cuts.js untangleCuts), and its
 * "≤ α=0" covers 10 px of the name of the move it prunes, a3 (node 133):
 * every place tried, in each form, covers it or more. (At step 228 its
 * "shallow" covered a3 where the estimate put it; it now takes its
 * compact form there, which covers nothing: cuts.js measuredPlace.)
 * Listed so that any other pair fails; one missing is not a failure.
 */
const KNOWN = {
  'tic-tac-toe after x a1, o b2, x c1': ['cut 127 "≤ α=0" × node 133 "a3"'],
};

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
