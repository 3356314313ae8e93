// Unit tests of what the page's actions compute about the view
// (www/js/core/view.js), without a browser or the engine: the options sent
// to the engine, the preset a text is, the undo entry and the last good
// view, the fallback, and the settings a link fixes.
// Run: node --test tests/unit/view.test.mjs

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { searchOptions, presetNamed, undoEntry, goodView, fallbackView, linkSettings, withoutTree } from '../../www/js/core/view.js';
import { readLink } from '../../www/js/state/urlstate.js';

/** A state as state.js holds it, with the fields these functions read. */
const STATE = {
  algo: 'alphabeta',
  ties: 'prune',
  killers: false,
  deepening: false,
  depth: null,
  tt: false,
  treeText: '[[1, 2], 3]',
  preset: null,
  random: '4,2,3',
  game: null,
  lang: 'fr',
  large: true,
  practice: { answer: { detail: 'values', pruned: [2], nodes: {} }, exercise: null, score: { done: 1 } },
};

test('the engine is sent the algorithm and tie rule, and only the switches that are on and a limit that is set', () => {
  assert.deepEqual(searchOptions(STATE), { algo: 'alphabeta', ties: 'prune' });
  assert.deepEqual(
    searchOptions({ ...STATE, algo: 'minimax', ties: 'strict', killers: true, deepening: true, depth: 0, tt: true }),
    { algo: 'minimax', ties: 'strict', killers: true, deepening: true, depth: 0, tt: true },
    'a depth limit of 0 is a limit',
  );
  // Aspiration windows go as {guess, delta}, and never with minimax, which reads no window.
  const aspiration = { guess: 3, delta: 0.5 };
  assert.deepEqual(searchOptions({ ...STATE, algo: 'pvs', aspiration }), { algo: 'pvs', ties: 'prune', aspiration });
  assert.deepEqual(searchOptions({ ...STATE, algo: 'minimax', aspiration }), { algo: 'minimax', ties: 'prune' });
  assert.deepEqual(linkSettings(readLink('#algo=pvs&aspiration=3,0.5')), { algo: 'pvs', killers: false, deepening: false, aspiration });
});

test('a text is a preset when its notation matches, blanks around it aside', () => {
  const presets = [
    { name: 'fig25a', notation: '[5, [4, 9]]\n' },
    { name: 'classic', notation: '[[3, 12], [2]]' },
  ];
  assert.equal(presetNamed(presets, '  [5, [4, 9]]'), 'fig25a');
  assert.equal(presetNamed(presets, '[[3, 12], [2]]'), 'classic');
  assert.equal(presetNamed(presets, '[5,[4,9]]'), null, 'another spelling is another text');
  assert.equal(presetNamed([], '[1]'), null);
});

test('an undo entry keeps the tree, its name, its limit and its answer; the last good view the options too', () => {
  const entry = undoEntry(STATE);
  assert.deepEqual(entry, {
    treeText: '[[1, 2], 3]',
    preset: null,
    random: '4,2,3',
    game: null,
    tt: false,
    depth: null,
    bounds: null,
    answer: STATE.practice.answer,
    exercise: null,
    challenge: null,
  });
  const good = goodView(STATE);
  assert.deepEqual(good, {
    treeText: '[[1, 2], 3]',
    preset: null,
    random: '4,2,3',
    game: null,
    algo: 'alphabeta',
    ties: 'prune',
    depth: null,
    bounds: null,
    killers: false,
    deepening: false,
    tt: false,
    aspiration: null,
  });
  // Restoring either puts back only view fields: never the language, the
  // large text or the score.
  for (const view of [entry, good]) for (const key of ['lang', 'large', 'practice', 'extras']) assert.ok(!(key in view), key);
  // The fallback is the preset with the default options, keeping the algorithm.
  const fallback = fallbackView({ name: 'schema6bis', notation: '[A]' });
  const refused = goodView({ ...STATE, algo: 'minimax', ties: 'strict', depth: 3, killers: true, deepening: true, tt: true, game: { name: 'nim' } });
  assert.deepEqual(
    { ...refused, ...fallback },
    {
      treeText: '[A]',
      preset: 'schema6bis',
      random: null,
      game: null,
      algo: 'minimax',
      ties: 'prune',
      depth: null,
      bounds: null,
      killers: false,
      deepening: false,
      tt: false,
      aspiration: null,
    },
  );
  assert.ok(!('algo' in fallback));
});

test('a link sets only what it names; an exercise fixes its algorithm, tie rule and depth', () => {
  assert.deepEqual(linkSettings(readLink('#tree=[1,2]')), { killers: false, deepening: false, aspiration: null }, 'the switches are written only when on');
  assert.deepEqual(linkSettings(readLink('#algo=minimax&ties=strict&depth=2&killers=1&mode=demo')), {
    algo: 'minimax',
    ties: 'strict',
    depth: 2,
    killers: true,
    deepening: false,
    aspiration: null,
    mode: 'demo',
  });
  assert.deepEqual(
    linkSettings(readLink('#depth=x')),
    { depth: null, killers: false, deepening: false, aspiration: null },
    'a depth that does not read is no limit',
  );
  assert.deepEqual(linkSettings(readLink('#exercise=hard-7')), {
    algo: 'alphabeta',
    ties: 'prune',
    depth: null,
    killers: false,
    deepening: false,
    aspiration: null,
  });
  assert.deepEqual(linkSettings(readLink('#exercise=hard-7&algo=alphabeta-hard&depth=3')), {
    algo: 'alphabeta-hard',
    ties: 'prune',
    depth: 3,
    killers: false,
    deepening: false,
    aspiration: null,
  });
});

test('a link without its tree keys keeps everything else', () => {
  const link = readLink('#tree=[1]&preset=fig25a&random=1,2,3&game=nim,3,game,0,1&local=0123abcd&algo=minimax&step=end');
  const rest = withoutTree(link);
  for (const key of ['tree', 'preset', 'random', 'game', 'local']) assert.ok(!(key in rest), key);
  assert.equal(rest.algo, 'minimax');
  assert.equal(rest.step, 'end');
  assert.equal(link.tree, '[1]', 'the link itself is left as it was');
});
