// The drawing's texts as a class sees them, at every step of the seeds'
// trees (issue 43, "a value hidden under its own cut test", "settings
// open squeeze the tree"): every text line of the tree (a node's ↓α ↓β,
// name, value and ↑ m, a cut mark's words and scissors, a leaf's window, a
// window's tag) stands inside the drawing's visible rectangle, and no two
// of different owners overlap (more than 2 px across and 3 px down: a
// line's box holds its font's leading; the scissors' box, taller than
// their glyph, is held to the edges only). Measured on the rendered
// boxes (getBoundingClientRect of each `text` or `tspan`), on a laptop
// with the settings open, a projector, two projectors in large text, and
// the projector teacher's 1024 × 768 in large text with the settings open
// (there the seeds the other screens leave out: fig25a, fig25b, killers).
//
// Before: the exercise's R.2.2.2 drew "m=4 ≤ α=5" past the right edge
// from step 76 (its test on one line over the leaves is wider than the
// room placeX kept: draw/place.js cutReach), and MTD(f)'s "window" on
// classic stood on "R.2" at step 12 (draw/cuts.js measuredPlace weighed
// the scissors' line box, taller than their glyph, on R's "↑ 3", and
// slid the mark down onto R.2 rather than leave its words where they
// were). MTD(f) on schéma 6 bis drew its tree in a quarter of the box
// (engine/player.js counted its null window "0⁺" as a number of 334
// characters, and the drawing kept room for that test on one line), C1's
// mark ran 4 px past the left edge at step 11 (draw/cuts.js measuredPlace
// let three lines go there), and C2's ≡ stood on C3's "↓β 2⁺" at step 41
// in large text (draw/tablehits.js placeHits). In large text with the
// settings open at 1024 × 768, fig25a's, fig25b's and killers' current
// leaf at the drawing's edge drew its window 5 px past it (step 2, 2, 3:
// draw/place.js placeX kept room for the leaf alone, not for its window
// and ring, measure.js leafOuter), and MTD(f)'s C3 on schéma 6 bis slid
// its mark down its edge past the bottom, over pruned leaves (step 24:
// draw/cuts.js measuredPlace kept its three lines inside across only).
//
// Run after `cargo xtask build`: node --test tests/marksfit.test.mjs

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { atEveryStep, openFolded, textMisfits, LAPTOP, PROJECTORS, twoFrames } from './support/screens.mjs';
import { assertNoErrors } from './support/browser.mjs';
import { useBrowser } from './support/suite.mjs';

const env = useBrowser();

// Each with its algorithm: the page keeps the one chosen when the preset changes.
const PRESETS = ['exercise', 'horizon', 'classic', 'classic&algo=mtdf', 'schema6bis', 'schema6bis&algo=mtdf'];
const withAlgo = (preset) => (preset.includes('&algo=') ? preset : `${preset}&algo=alphabeta`);

/**
 * What the page still shows wrong in large text, by preset: the pairs of
 * texts that overlap at some step (see the report of issue 43), at
 * 1024 × 768 and at 1280 × 720. There the fitted tree has no room for
 * them: its levels are 108 drawing units apart (GEOMETRY.large, 93 px on
 * screen at 1024 × 768, 87 at 1280 × 720), and a three-line cut mark over
 * a level of leaves needs about 126 (two lines, a compact form, fit:
 * R.2.1.2's test takes one, draw/cuts.js measuredPlace). R.2.2.1's test,
 * between R.2.1.2's and R.2.2.2's marks over the exercise's leaves, has
 * no free place in any form: at step 74 at 1024 × 768 (with R.2.2.2.1's
 * window over its leaf) it stands on R.2.2.1.1's "2", at step 70 at
 * 1280 × 720 on R.2.2.2.1's "4". Listed so that any other overlap fails.
 * (Some stand 3-5 px over each other, near the threshold: one missing is
 * not a failure, and one mended is taken off the list.)
 *
 * Mended: a node's ↑ m and its right child's ↓α need 116 units; they met
 * (the exercise's R.1 "↑ 5" and R.1.2 "↓α −∞", R.2 "↑ ≤ 4" and R.2.2
 * "↓α 5", horizon's R.1 and R.1.2, R.3 and R.3.2) until draw/marks.js
 * freeSideM moved a ↑ m that meets the texts below it up beside its ▽'s
 * tip or to its node's other side, or the child's window to the child's
 * other side. MTD(f)'s "window" on classic's pruned R.2 (step 12) and
 * horizon's "shallow" on its pruned R.2.2 (step 15) take a compact form
 * that covers nothing, and horizon's R.2 mark slides further down its
 * edge, off R.3.1's "↓β +∞" (step 19: draw/cuts.js PLACES).
 */
const LARGE_KNOWN = {
  exercise: ['cut 25 "deep" × node 26 "2"'],
};
const LARGE_1280_KNOWN = {
  exercise: ['cut 25 "≤ α=5" × node 29 "4"', 'cut 25 "deep" × node 29 "4"'],
};

/**
 * What stays wrong with the settings open at 1280 × 720 in large text: the
 * settings at their least height (a row of fields), the tree's box is 451
 * px tall, 45 of them under the zoom bar, which covers the root's ring and
 * ↑ m; the exercise's five levels need 457 px to keep their texts apart
 * (fit.js readableHeight: a node's ↑ m over its children's ↓α ↓β, 90 px
 * a level at the texts' floor) and get 406, levels 78 px apart. So
 * R.2.2's "↑ ≤ 4" meets R.2.2.2's "↓α 5" (step 79), a leaf's window its
 * parent's ↑ m (R.2.2.1's, R.2.2.2's: steps 68 and 74), and the cut
 * tests over the last leaves, in their compact forms, stand on pruned
 * values. Schéma 6 bis has the room at its floor scale but is drawn at
 * its width's, larger, where C3's test needs 126 units a level and gets
 * about 120: its compact form stands on C2's pruned leaves (step 32).
 * Listed so that any other overlap fails.
 */
const LARGE_1280_OPEN_KNOWN = {
  exercise: [
    `a leaf's window "↓α 5" × node 25 "↑ +∞"`,
    `a leaf's window "↓α 5" × node 28 "↑ +∞"`,
    'cut 25 "≤ α=5" × node 29 "4"',
    'cut 28 "deep" × node 30 "3"',
    'node 24 "↑ ≤ 4" × node 28 "↓α 5"',
  ],
  schema6bis: ['cut 10 "shallow" × node 8 "2"', 'cut 10 "shallow" × node 9 "9"'],
};

const SCREENS = [
  { name: '1366 × 768, settings open', viewport: LAPTOP.viewport, large: false, settings: true },
  { name: '1280 × 720', viewport: PROJECTORS[1], large: false, settings: false },
  { name: '1024 × 768, Large text', viewport: PROJECTORS[0], large: true, settings: false, known: LARGE_KNOWN },
  { name: '1280 × 720, Large text', viewport: PROJECTORS[1], large: true, settings: false, known: LARGE_1280_KNOWN },
  // The projector teacher with the settings open: the seeds the screens above
  // leave out, and those that went wrong only so.
  {
    name: '1024 × 768, Large text, settings open',
    viewport: PROJECTORS[0],
    large: true,
    settings: true,
    presets: ['fig25a', 'fig25b', 'killers', 'schema6bis&algo=mtdf'],
  },
  {
    name: '1280 × 720, Large text, settings open',
    viewport: PROJECTORS[1],
    large: true,
    settings: true,
    presets: ['exercise', 'schema6bis'],
    known: LARGE_1280_OPEN_KNOWN,
  },
];

/** Opens or folds the settings with their button, and waits until they are drawn so. */
async function setSettings(page, shown) {
  if ((await page.isHidden('#setup')) === !shown) return;
  await page.click('#show-settings');
  await page.waitForFunction((s) => document.getElementById('setup').hidden === !s, shown);
  await twoFrames(page);
}

for (const screen of SCREENS) {
  test(`${screen.name}: every text of the seeds' trees inside the drawing and clear of the others at every step`, async () => {
    const large = screen.large ? '&large=1' : '';
    const { page, errors, context } = await openFolded(env, `preset=classic&step=0${large}`, { viewport: screen.viewport });
    const edges = [];
    const pairs = new Map();
    const presets = screen.presets ?? PRESETS;
    for (const preset of presets) {
      await page.evaluate(
        (hash) => {
          location.hash = hash;
        },
        `preset=${withAlgo(preset)}&step=0${large}`,
      );
      const [name, algo] = withAlgo(preset).split('&algo=');
      await page.waitForFunction(
        ([p, a]) =>
          document.getElementById('preset').value === p &&
          document.getElementById('algo').value === a &&
          document.getElementById('counter').textContent.trim().startsWith('0 '),
        [name, algo],
      );
      await setSettings(page, screen.settings);
      const found = await atEveryStep(page, textMisfits);
      edges.push(...found.filter((f) => f.includes(' edge by ')).map((f) => `${preset} ${f}`));
      // Each pair once, with the first step it shows at.
      const seen = new Map();
      for (const f of found.filter((f) => !f.includes(' edge by '))) {
        const pair = f.replace(/^step \d+: /, '');
        if (!seen.has(pair)) seen.set(pair, f);
      }
      pairs.set(preset, seen);
    }
    const unknown = [];
    for (const preset of presets) {
      const seen = pairs.get(preset);
      const known = screen.known?.[preset] ?? [];
      for (const [pair, first] of seen) if (!known.includes(pair)) unknown.push(`${preset} ${first}`);
    }
    // Both at once, so that a failure lists all that is wrong.
    assert.deepEqual({ edges, unknown }, { edges: [], unknown: [] }, 'no text past the drawing’s edges, no two texts overlap');
    assertNoErrors(errors);
    await context.close();
  });
}
