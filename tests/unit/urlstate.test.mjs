// Unit tests of the view kept outside the page (www/js/state/urlstate.js),
// without a browser: a view written as a fragment reads back as the same
// request, a tree too long for a link is named by its id, and what this
// browser keeps (localStorage, a stand-in here) is read back checked, with
// storage that refuses everything costing nothing but the memory.
// tests/unit/url.test.mjs has the fragment's encoding and readLink's keys.
// Run: node --test tests/unit/urlstate.test.mjs

import { test, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import { MAX_FRAGMENT } from '../../www/js/core/url.js';
import { textHash } from '../../www/js/core/hash.js';
import { answerKey } from '../../www/js/core/answer.js';
import {
  fragmentOf,
  readLink,
  readKeptTree,
  startFragment,
  readScore,
  storeScore,
  readPanels,
  storePanels,
  readLarge,
  storeLarge,
  readPractice,
  storePractice,
} from '../../www/js/state/urlstate.js';

/** A view as the page hands it to fragmentOf. */
const VIEW = {
  mode: 'demo',
  exercise: null,
  preset: null,
  random: null,
  game: null,
  treeText: '[[3, 12, 8], [2, 4, 6]]',
  algo: 'alphabeta',
  ties: 'prune',
  depth: null,
  killers: false,
  deepening: false,
  lang: 'en',
  k: 0,
  n: 20,
  large: false,
};

/** localStorage as the browser's: strings by key. */
class MemoryStorage {
  #items = new Map();
  getItem(key) {
    return this.#items.has(key) ? this.#items.get(key) : null;
  }
  setItem(key, value) {
    this.#items.set(key, String(value));
  }
  removeItem(key) {
    this.#items.delete(key);
  }
}

/** Storage that refuses everything, as in some private modes. */
const REFUSING = {
  getItem() {
    throw new Error('SecurityError');
  },
  setItem() {
    throw new Error('QuotaExceededError');
  },
  removeItem() {
    throw new Error('SecurityError');
  },
};

beforeEach(() => {
  globalThis.localStorage = new MemoryStorage();
  globalThis.location = { hash: '' };
});

test('a view written as a fragment reads back as the same request', () => {
  const views = [
    VIEW,
    { ...VIEW, algo: 'alphabeta-hard', ties: 'strict', depth: 2, lang: 'fr', k: 7, large: true, killers: true, deepening: true },
    { ...VIEW, algo: 'minimax', k: 20, depth: 0 },
    { ...VIEW, algo: 'pvs', aspiration: { guess: -2.5, delta: 1 } },
    { ...VIEW, algo: 'mtdf', k: 3 },
  ];
  for (const v of views) {
    const link = readLink(fragmentOf(v));
    assert.equal(link.problem, null);
    assert.equal(link.tree, v.treeText);
    assert.equal(link.algo, v.algo);
    assert.equal(link.ties ?? 'prune', v.ties, "the seeds' tie rule is the default, left out");
    assert.equal(link.depth ?? null, v.depth);
    assert.equal(link.lang, v.lang);
    assert.equal(link.large, v.large);
    assert.equal(link.killers, v.killers);
    assert.equal(link.deepening, v.deepening);
    assert.deepEqual(link.aspiration, v.aspiration ?? null);
    assert.equal(link.step, v.k === v.n ? 'end' : v.k, 'the last step is written end');
  }
});

test('a named tree is written by its name alone: an exercise, then a preset, a random tree, a game', () => {
  const game = { name: 'nim', depth: 3, heuristic: 'game', tt: false, position: '1,2' };
  const random = '7,2-4,5';
  const all = { ...VIEW, exercise: 'easy-3', preset: 'schema6bis', random, game };
  const link = (v, embed = false) => readLink(fragmentOf(v, embed));
  assert.equal(link({ ...all, mode: 'practice' }).exercise, 'easy-3');
  const preset = link(all);
  assert.equal(preset.preset, 'schema6bis');
  assert.equal(preset.tree, undefined);
  assert.equal(preset.random, undefined);
  assert.deepEqual(link({ ...all, preset: null }).random, {
    text: random,
    spec: { seed: '7', minBranch: 2, maxBranch: 4, depth: 5, minValue: -10, maxValue: 10, irregular: false },
  });
  assert.deepEqual(link({ ...all, preset: null, random: null }).game, game);
  // The embed view has neither random trees nor games: its code carries the tree.
  const embedded = link({ ...all, preset: null }, true);
  assert.equal(embedded.random, undefined);
  assert.equal(embedded.game, undefined);
  assert.equal(embedded.tree, VIEW.treeText);
});

test("a game of Pig keeps the move that led to its position (its die's face): last=, read back, and refused when it is no move of Pig's", () => {
  const game = { name: 'pig', depth: 4, heuristic: 'game', tt: false, position: '7,0,4,min/20', last: 'd4' };
  const hash = fragmentOf({ ...VIEW, game });
  assert.match(hash, /&last=d4(&|$)/);
  assert.deepEqual(readLink(hash).game, game);
  // Without a move (a new game), no key; without a game, the key is not read.
  assert.doesNotMatch(fragmentOf({ ...VIEW, game: { ...game, last: null } }), /last=/);
  assert.equal(readLink('#preset=classic&last=d4').game, undefined);
  for (const bad of ['d7', 'd0', 'jump', '']) {
    const link = readLink(`#game=pig,4,game,0,7,0,4,min/20&last=${bad}`);
    assert.equal(link.game.last, undefined, bad);
    assert.equal(link.problem.messageParams.key, 'last', bad);
  }
});

test('a tree too long for a link is named by an id that follows its text, and kept in this browser only', () => {
  const long = `[${Array.from({ length: MAX_FRAGMENT / 2 }, (_, i) => i % 10).join(',')}]`;
  const hash = fragmentOf({ ...VIEW, treeText: long });
  assert.ok(hash.length < 200, 'the link stays short');
  const link = readLink(hash);
  assert.equal(link.tree, undefined);
  assert.match(link.local, /^[0-9a-f]{8}$/);
  assert.equal(readLink(fragmentOf({ ...VIEW, treeText: long, k: 3 })).local, link.local, 'the same text, the same id');
  assert.notEqual(readLink(fragmentOf({ ...VIEW, treeText: long.replace('[0', '[1') })).local, link.local);
  const embedded = readLink(fragmentOf({ ...VIEW, treeText: long }, true));
  assert.equal(embedded.local, undefined, 'the embed code cannot name a tree kept here');
  assert.equal(embedded.tree, undefined);
  // What is kept opens only the link made for it.
  assert.equal(readKeptTree(link.local), null, 'nothing kept yet');
  localStorage.setItem('alphabeta.tree', long);
  assert.equal(readKeptTree(link.local), long);
  localStorage.setItem('alphabeta.tree', long.replace('[0', '[1'));
  assert.equal(readKeptTree(link.local), null, 'another tree kept since');
});

test("a tree's id is its FNV-1a hash, the one the practice store names a tree by", () => {
  // The published 32-bit FNV-1a test vectors.
  assert.equal(textHash(''), '811c9dc5');
  assert.equal(textHash('a'), 'e40c292c');
  assert.equal(textHash('foobar'), 'bf9cf968');
  const long = `[${'7,'.repeat(MAX_FRAGMENT)}7]`;
  assert.equal(readLink(fragmentOf({ ...VIEW, treeText: long })).local, textHash(long));
  assert.equal(answerKey(null, long), `tree:${textHash(long)}:${long.length}`);
});

test("the address's fragment opens the page, else the last view kept here", () => {
  assert.equal(startFragment(), '');
  localStorage.setItem('alphabeta.lastView', '#preset=fig25a');
  assert.equal(startFragment(), '#preset=fig25a');
  location.hash = '#';
  assert.equal(startFragment(), '#preset=fig25a', 'an empty fragment is none');
  location.hash = '#algo=minimax';
  assert.equal(startFragment(), '#algo=minimax');
});

test('the score, the panels, large text and practice answers read back what was stored, and nothing else', () => {
  assert.deepEqual(readScore(), { done: 0, perfect: 0, seen: [] });
  storeScore({ done: 3, perfect: 1, seen: ['easy-1', 'easy-2'] });
  assert.deepEqual(readScore(), { done: 3, perfect: 1, seen: ['easy-1', 'easy-2'] });
  localStorage.setItem('alphabeta.score', JSON.stringify({ done: -2, perfect: 1.5, seen: ['ok', 4, null] }));
  assert.deepEqual(readScore(), { done: 0, perfect: 0, seen: ['ok'] }, 'what the page did not write is dropped');
  localStorage.setItem('alphabeta.score', '{not json');
  assert.deepEqual(readScore(), { done: 0, perfect: 0, seen: [] });

  assert.deepEqual(readPanels(), { settings: true, edit: true }, 'both open the first time');
  storePanels({ settings: false, edit: true });
  assert.deepEqual(readPanels(), { settings: false, edit: true });

  assert.equal(readLarge(), false);
  storeLarge(true);
  assert.equal(readLarge(), true);
  storeLarge(false);
  assert.equal(readLarge(), false);

  assert.equal(readPractice(), null);
  storePractice({ entries: [] });
  assert.deepEqual(readPractice(), { entries: [] });
});

test("storage that refuses everything gives the first visit's defaults and never throws", () => {
  globalThis.localStorage = REFUSING;
  assert.equal(startFragment(), '');
  assert.deepEqual(readScore(), { done: 0, perfect: 0, seen: [] });
  assert.deepEqual(readPanels(), { settings: true, edit: true });
  assert.equal(readLarge(), false);
  assert.equal(readPractice(), null);
  assert.equal(readKeptTree('0123abcd'), null);
  storeScore({ done: 1, perfect: 1, seen: [] });
  storePanels({ settings: false, edit: false });
  storeLarge(true);
  storePractice({ entries: [] });
});

test('aspiration windows are written GUESS,DELTA as the CLI reads them; anything else is off', async () => {
  const { parseAspiration } = await import('../../www/js/state/urlstate.js');
  assert.deepEqual(parseAspiration('3,1'), { guess: 3, delta: 1 });
  assert.deepEqual(parseAspiration('-2.5,0.25'), { guess: -2.5, delta: 0.25 });
  for (const bad of [undefined, '', '3', '3,0', '3,-1', 'a,1', '3,1,2', ',1', '3,']) assert.equal(parseAspiration(bad), null, String(bad));
  assert.match(fragmentOf({ ...VIEW, aspiration: { guess: 3, delta: 1 } }), /&aspiration=3%2C1(&|$)|&aspiration=3,1(&|$)/);
});

test('the on/off keys read 1 and 0; any other value is said as a typo, and the rest of the link kept', () => {
  for (const key of ['killers', 'deepening', 'ask', 'negamax', 'types', 'answer']) {
    assert.equal(readLink(`#preset=classic&${key}=1`)[key], true, key);
    const off = readLink(`#preset=classic&${key}=0`);
    assert.deepEqual([off[key], off.problem], [false, null], `${key}=0`);
    const typo = readLink(`#preset=classic&${key}=yes`);
    assert.equal(typo[key], false, `${key}=yes is not on`);
    assert.equal(typo.preset, 'classic', 'the tree is kept');
    assert.deepEqual(typo.problem?.messageParams, { key, expected: '1 | 0' }, `${key}=yes is said`);
  }
});
