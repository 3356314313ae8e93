// Unit tests of Pig's pure helpers in the game panel (www/js/panels/pig.js),
// without a browser: the die drawn for "Draw" is fair (every face from the
// same number of 32-bit values, the incomplete last run of six drawn
// again), the keys, the face a move shows, and the sentences that say
// what the last move did, in English and French.
// Run: node --test tests/unit/pig.test.mjs

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { addEnglish, loadLang } from '../../www/js/i18n/i18n.js';
import { PAGE_ENGLISH } from '../../www/js/i18n/en-page.js';
import { drawFace, faceOf, pigKey, pigSaid, pigNode } from '../../www/js/panels/pig.js';

addEnglish(PAGE_ENGLISH);

/** A `fill` that hands out `values` in turn, counting the calls. */
function feed(values) {
  const fill = (a) => {
    a[0] = values[fill.calls];
    fill.calls += 1;
  };
  fill.calls = 0;
  return fill;
}

test('the die drawn is fair: each face from as many 32-bit values, the last incomplete run drawn again', () => {
  const limit = 2 ** 32 - (2 ** 32 % 6);
  assert.equal(limit % 6, 0);
  // The six values at the start of the range give the six faces in order.
  assert.deepEqual(
    [0, 1, 2, 3, 4, 5].map((v) => drawFace(feed([v]))),
    [1, 2, 3, 4, 5, 6],
  );
  // The largest kept value is a 6; the four past it are drawn again.
  assert.equal(drawFace(feed([limit - 1])), 6);
  for (let v = limit; v < 2 ** 32; v += 1) {
    const fill = feed([v, 7]);
    assert.equal(drawFace(fill), 2, `${v} is drawn again`);
    assert.equal(fill.calls, 2);
  }
  // Every face comes from limit / 6 values: count the faces of a stride
  // through the whole kept range.
  const counts = [0, 0, 0, 0, 0, 0, 0];
  const stride = 6 * 7919 + 1;
  let n = 0;
  for (let v = 0; v < limit; v += stride) {
    counts[drawFace(feed([v]))] += 1;
    n += 1;
  }
  for (let f = 1; f <= 6; f += 1) assert.ok(Math.abs(counts[f] - n / 6) <= 1, `face ${f}: ${counts[f]} of ${n}`);
  // And the browser's generator (Node's webcrypto here) gives faces 1 to 6.
  for (let i = 0; i < 200; i += 1) assert.ok([1, 2, 3, 4, 5, 6].includes(drawFace()));
});

test("keys and moves: R, H, D, P and 1 to 6 in either case; a face is d1 to d6's", () => {
  assert.deepEqual(['r', 'R', 'h', 'H', 'd', 'p', '1', '6'].map(pigKey), ['roll', 'roll', 'hold', 'hold', 'draw', 'play', '1', '6']);
  for (const other of ['0', '7', 'x', 'Enter', ' ', 'ArrowRight']) assert.equal(pigKey(other), null, other);
  assert.deepEqual(['d1', 'd6', 'roll', 'hold', 'd7', null].map(faceOf), [1, 6, null, null, null, null]);
});

test('the sentence says what the last move did and who moves, in English and French', async () => {
  const score = (over) => ({ maxScore: 7, minScore: 4, turnTotal: 0, toMove: 'max', rolling: false, goal: 10, winner: null, ...over });
  assert.equal(pigSaid(score({}), 'd1', 'en'), 'MIN rolled a 1 and loses the turn total: MAX to move.');
  assert.equal(pigSaid(score({ turnTotal: 9 }), 'd5', 'en'), 'MAX rolled a 5: turn total 9. Roll again or hold.');
  assert.equal(pigSaid(score({ rolling: true, turnTotal: 4 }), 'roll', 'en'), "MAX rolls: choose the die's face (1 to 6) or draw it.");
  assert.equal(pigSaid(score({ toMove: 'min' }), 'hold', 'en'), 'MAX held and banked the turn total: MIN to move.');
  assert.equal(pigSaid(score({}), null, 'en'), 'MAX to move.');
  assert.equal(pigSaid(score({ maxScore: 12, toMove: 'min', winner: 'max' }), 'hold', 'en'), 'MAX wins: MAX 12, MIN 4. New game to play again.');
  assert.equal(pigNode('R.1', score({ rolling: true, turnTotal: 4 }), 'en'), 'R.1: MAX has rolled and the die decides (MAX 7, MIN 4, turn total 4)');
  await loadLang('fr');
  assert.equal(pigSaid(score({}), 'd1', 'fr'), 'MIN a fait 1 et perd le total du tour : MAX joue.');
  assert.equal(
    pigSaid(score({ toMove: 'min', maxScore: 3, minScore: 10, winner: 'min' }), 'hold', 'fr'),
    'MIN gagne : MAX 3, MIN 10. Nouvelle partie pour rejouer.',
  );
});
