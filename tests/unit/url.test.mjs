// Unit tests of the page's pure URL modules (www/js/core/url.js, the reading
// half of www/js/state/urlstate.js): no browser, run by `node --test tests/unit`.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { readFragment, buildFragment, MAX_FRAGMENT, ALGOS, optionParams } from '../../www/js/core/url.js';
import { readLink, parseDepth, parseGame, formatGame, parseRandom, needsExtras, needsPractice, fragmentOf } from '../../www/js/state/urlstate.js';

test('a fragment reads back what was built, brackets and commas kept readable, + kept as +', () => {
  const params = { tree: 'A:[B:[3, +inf], -2]', algo: 'alphabeta', step: 'end', custom: 'x y' };
  const hash = buildFragment(params);
  assert.match(hash, /^#tree=A:\[B:\[3,%20%2Binf\],%20-2\]&algo=alphabeta&step=end&custom=x%20y$/);
  assert.deepEqual(readFragment(hash), { params, problem: null, broken: [] });
  // A hand-typed + is a plus, not a space (URLSearchParams would say space).
  assert.equal(readFragment('#tree=[+inf,2]').params.tree, '[+inf,2]');
  // Empty values and null are left out.
  assert.equal(buildFragment({ tree: '', algo: null, lang: undefined }), '');
});

test('a broken percent-encoding or an overlong fragment is said, never thrown', () => {
  const r = readFragment('#tree=%E0%A4%A&algo=minimax');
  assert.equal(r.problem, 'encoding');
  assert.deepEqual(r.broken, ['tree']);
  assert.deepEqual(r.params, { algo: 'minimax' });
  const long = readFragment('#tree=' + '1'.repeat(MAX_FRAGMENT));
  assert.equal(long.problem, 'tooLong');
  assert.deepEqual(long.params, {});
});

test('readLink keeps what makes sense and drops the rest', () => {
  const link = readLink('#algo=alphabeta-hard&ties=strict&depth=3&lang=fr&step=end&large=1&killers=1&mode=practice&exercise=hard-7');
  assert.equal(link.algo, 'alphabeta-hard');
  assert.equal(link.ties, 'strict');
  assert.equal(link.depth, 3);
  assert.equal(link.lang, 'fr');
  assert.equal(link.step, 'end');
  assert.equal(link.large, true);
  assert.equal(link.killers, true);
  assert.equal(link.deepening, false);
  assert.equal(link.exercise, 'hard-7');
  assert.equal(needsPractice(link), true);
  // The core module makes an exercise's tree: its link waits for nothing more.
  assert.equal(needsExtras(link), false);
  const odd = readLink('#algo=alphazero&ties=maybe&lang=de&step=x&local=XYZ');
  for (const key of ['algo', 'ties', 'lang', 'local']) assert.equal(odd[key], undefined, key);
  assert.equal(odd.step, 0);
  // A typo is said (the first one), not silently dropped.
  assert.equal(odd.problem.messageParams.key, 'lang');
  for (const [hash, key] of [
    ['#algo=alphabta', 'algo'],
    ['#ties=maybe', 'ties'],
    ['#lang=de', 'lang'],
    ['#step=x', 'step'],
    ['#depth=two', 'depth'],
  ]) {
    assert.equal(readLink(hash).problem?.messageParams.key, key, hash);
  }
  for (const fine of ['#depth=', '#depth=3', '#step=12', '#step=end', '#algo=pvs&ties=strict&lang=fr']) assert.equal(readLink(fine).problem, null, fine);
  // A random or game key that does not read is said, not dropped silently.
  assert.equal(readLink('#random=1,x,3').problem.messageParams.key, 'random');
  assert.equal(readLink('#game=chess,3').problem.messageParams.key, 'game');
  // So is an aspiration key, and the rest of the link is kept.
  for (const bad of ['2;0.5', '2,0', '2,-1', 'x,1', '2,', '']) {
    const read = readLink(`#tree=%5B1%2C2%5D&aspiration=${bad}&algo=pvs`);
    assert.equal(read.problem?.messageParams.key, 'aspiration', bad);
    assert.equal(read.aspiration, null, bad);
    assert.deepEqual([read.tree, read.algo], ['[1,2]', 'pvs'], bad);
  }
  assert.equal(readLink('#aspiration=2,0.5').problem, null);
});

test('depth, game and random keys read their documented shapes', () => {
  assert.equal(parseDepth(' 4 '), 4);
  assert.equal(parseDepth('0'), 0);
  for (const bad of ['', '-1', 'two', null, undefined]) assert.equal(parseDepth(bad), null, String(bad));
  const g = parseGame('connect4,4,mobility,1,3,4,4');
  assert.deepEqual(g, { name: 'connect4', depth: 4, heuristic: 'mobility', tt: true, position: '3,4,4' });
  assert.equal(formatGame(g), 'connect4,4,mobility,1,3,4,4');
  for (const bad of ['tictactoe,9,game', 'tic tac,9,game,0,', 'nim,999,game,0,', 'nim,3,best,0,', 'nim,3,game,2,']) assert.equal(parseGame(bad), null, bad);
  assert.deepEqual(parseRandom('7,2-4,5,-3..3,irregular'), { seed: '7', minBranch: 2, maxBranch: 4, depth: 5, minValue: -3, maxValue: 3, irregular: true });
  assert.deepEqual(parseRandom('1,9,6'), { seed: '1', minBranch: 9, maxBranch: 9, depth: 6, minValue: -10, maxValue: 10, irregular: false });
  for (const bad of ['1,2', 'a,2,3', '1,2,3,sideways', '1,2-x,3']) assert.equal(parseRandom(bad), null, bad);
});

test('an exercise link carries its id, never the tree or the position', () => {
  const view = {
    mode: 'practice',
    exercise: 'medium-42',
    preset: null,
    random: null,
    game: null,
    treeText: '[[1,2],[3,4]]',
    algo: 'alphabeta',
    ties: 'prune',
    depth: null,
    lang: 'en',
    k: 5,
    n: 9,
    large: false,
  };
  const hash = fragmentOf(view);
  assert.match(hash, /exercise=medium-42/);
  assert.doesNotMatch(hash, /tree=|step=|preset=/);
  // The same view in demonstration mode is the tree at its step.
  const demo = fragmentOf({ ...view, mode: 'demo', exercise: null });
  assert.match(demo, /tree=\[\[1,2\],\[3,4\]\]/);
  assert.match(demo, /step=5/);
  // The embed code keeps neither the page's large text nor, in practice, the mode.
  assert.doesNotMatch(fragmentOf({ ...view, large: true, mode: 'demo' }, true), /large=|mode=/);
});

test('a construct challenge is named by its id alone: the link carries no tree, no step, no solution', () => {
  const link = readLink('#mode=construct&challenge=deep-cut-12');
  assert.equal(link.mode, 'construct');
  assert.equal(link.challenge, 'deep-cut-12');
  assert.equal(needsExtras(link), true);
  assert.equal(needsPractice(link), false);
  const view = {
    preset: 'classic',
    random: null,
    game: null,
    treeText: '[[1, 2], [3, 4]]',
    algo: 'alphabeta',
    ties: 'prune',
    depth: null,
    lang: 'en',
    k: 5,
    n: 9,
    large: false,
    mode: 'construct',
    exercise: null,
    challenge: 'deep-cut-12',
  };
  const hash = fragmentOf(view);
  assert.equal(hash, '#mode=construct&algo=alphabeta&lang=en&challenge=deep-cut-12');
  assert.deepEqual(readLink(hash).challenge, 'deep-cut-12');
  // Out of construct mode the challenge is not written; nor in the embed code.
  assert.doesNotMatch(fragmentOf({ ...view, mode: 'demo' }), /challenge=/);
  assert.doesNotMatch(fragmentOf(view, true), /challenge=|mode=/);
});

test('the algorithms a link may name are the algorithm menu’s, in its order', () => {
  const page = readFileSync(new URL('../../www/index.html', import.meta.url), 'utf8');
  const menu = /<select id="algo"[^>]*>([\s\S]*?)<\/select>/.exec(page)?.[1] ?? '';
  assert.deepEqual(
    [...menu.matchAll(/<option value="([^"]+)"/g)].map((m) => m[1]),
    ALGOS,
  );
});

test('one writer of the options keys: the page view and the small player (engine-form bounds) say the same', () => {
  const page = {
    algo: 'alphabeta',
    ties: 'strict',
    depth: 2,
    bounds: { lower: -Infinity, upper: 5 },
    killers: true,
    deepening: false,
    aspiration: { guess: 3, delta: 1 },
  };
  const player = { ...page, bounds: { lower: '-inf', upper: 5 } };
  const want = { algo: 'alphabeta', ties: 'strict', depth: 2, bounds: '-inf,5', killers: '1', deepening: null, aspiration: '3,1' };
  assert.deepEqual(optionParams(page), want);
  assert.deepEqual(optionParams(player), want);
  assert.deepEqual(optionParams({ algo: 'minimax', ties: 'loose' }), {
    algo: 'minimax',
    ties: null,
    depth: null,
    bounds: null,
    killers: null,
    deepening: null,
    aspiration: null,
  });
  assert.equal(buildFragment(optionParams(page)), '#algo=alphabeta&ties=strict&depth=2&bounds=-inf,5&killers=1&aspiration=3,1');
});
