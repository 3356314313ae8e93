// The pure part of homework sets and their SCORM packages
// (www/js/core/homework.js, www/js/core/scorm.js), under node: the set's
// link, the scores, the progress and status against the pass mark, the
// suspend data within SCORM 1.2's limit, the session times, the manifest.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  itemKind,
  parseSet,
  parseMastery,
  readItems,
  readMastery,
  setNotes,
  exerciseScore,
  progress,
  firstUnfinished,
  encodeSuspend,
  decodeSuspend,
  sessionTime12,
  sessionTime2004,
  SUSPEND_LIMIT,
} from '../../www/js/core/homework.js';
import { manifest, launchPage } from '../../www/js/core/scorm.js';

test('a set reads exercise and challenge ids, in order, without blanks, repeats or strangers', () => {
  assert.equal(itemKind('medium-42'), 'exercise');
  assert.equal(itemKind('deep-cut-12'), 'challenge');
  assert.equal(itemKind('<b>-1'), null);
  assert.deepEqual(parseSet(' Medium-42, deep-cut-12,,medium-42, nope, hard-7'), {
    items: ['medium-42', 'deep-cut-12', 'hard-7'],
    dropped: ['nope'],
    over: [],
  });
  assert.equal(parseSet(' , x'), null);
  assert.equal(parseSet(Array.from({ length: 40 }, (_, i) => `easy-${i}`).join(',')).items.length, 30);
  assert.equal(parseMastery(undefined), 80);
  assert.equal(parseMastery('70'), 70);
  assert.equal(parseMastery('250'), 100);
  assert.equal(parseMastery('-3'), 80);
});

test('ids are separated by commas, semicolons or spaces; a challenge kind is the engine’s when its list is given', () => {
  assert.equal(itemKind('star1-prune-3'), 'challenge');
  assert.deepEqual(readItems('medium-42 star1-prune-3;hard-7,\tdeep-cut-1'), {
    items: ['medium-42', 'star1-prune-3', 'hard-7', 'deep-cut-1'],
    dropped: [],
    over: [],
  });
  const kinds = ['deep-cut', 'star1-prune'];
  assert.deepEqual(readItems('star1-prune-3 nokind-4 deep-cut-1 easy-2', kinds), {
    items: ['star1-prune-3', 'deep-cut-1', 'easy-2'],
    dropped: ['nokind-4'],
    over: [],
  });
  const many = readItems(Array.from({ length: 32 }, (_, i) => `easy-${i}`).join(' '));
  assert.equal(many.items.length, 30);
  assert.deepEqual(many.over, ['easy-30', 'easy-31']);
});

test('a pass mark not as written is said with the mark used', () => {
  assert.deepEqual(readMastery('70'), { mastery: 70, problem: null });
  assert.deepEqual(readMastery(''), { mastery: 80, problem: null });
  for (const text of ['5.5', '-1', 'abc']) assert.deepEqual(readMastery(text), { mastery: 80, problem: 'notWhole' }, text);
  assert.deepEqual(readMastery('150'), { mastery: 100, problem: 'over' });
  const notes = setNotes({ dropped: ['x'], over: ['easy-31'] }, readMastery('abc'), 'abc');
  assert.deepEqual(
    notes.map((n) => n.what),
    ['leftOut', 'overLimit', 'masteryNotWhole'],
  );
  assert.deepEqual(notes[2].params, { text: 'abc', mastery: 80 });
  assert.deepEqual(setNotes({ dropped: [], over: [] }, readMastery('70'), '70'), []);
  // A link of thousands of ids names ten and counts the rest.
  const many = Array.from({ length: 4970 }, (_, i) => `medium-${i + 30}`);
  assert.equal(setNotes({ dropped: [], over: many }, readMastery('80'), '80')[0].params.ids, `${many.slice(0, 10).join(', ')} … (+4960)`);
});

test('an exercise scores the share of the graded nodes right; none graded is 1', () => {
  const v = (verdict) => ({ verdict });
  assert.equal(exerciseScore({ nodes: [v('correct'), v('wrong'), v('missed'), v('correct'), v('none')] }), 0.5);
  assert.equal(exerciseScore({ nodes: [v('none')] }), 1);
});

test('the set counts items done, averages with 0 for the rest, and passes or fails only once all are done', () => {
  const set = { items: ['easy-1', 'deep-cut-2', 'hard-3'], mastery: 80 };
  assert.deepEqual(progress(set, {}, null), { done: 0, n: 3, score: 0, next: 'deep-cut-2', status: 'incomplete' });
  assert.deepEqual(progress(set, { 'easy-1': 0.5 }, 'easy-1'), { done: 1, n: 3, score: 17, next: 'deep-cut-2', status: 'incomplete' });
  assert.equal(progress(set, { 'deep-cut-2': 1 }, 'hard-3').next, 'easy-1');
  assert.deepEqual(progress(set, { 'easy-1': 0.7, 'deep-cut-2': 1, 'hard-3': 0.7 }, 'hard-3'), { done: 3, n: 3, score: 80, next: null, status: 'passed' });
  assert.equal(progress(set, { 'easy-1': 0.6, 'deep-cut-2': 1, 'hard-3': 0.7 }).status, 'failed');
  assert.equal(firstUnfinished(set, { 'easy-1': 1 }), 'deep-cut-2');
  assert.equal(firstUnfinished(set, { 'easy-1': 1, 'deep-cut-2': 1, 'hard-3': 0 }), 'easy-1');
});

test('suspend data reads back and stays within 4,096 characters, dropping the work first', () => {
  const data = { results: { 'easy-1': 0.456 }, current: 'deep-cut-2', work: { t: '[1, 2]' } };
  const text = encodeSuspend(data);
  assert.deepEqual(decodeSuspend(text), { results: { 'easy-1': 0.456 }, current: 'deep-cut-2', work: { t: '[1, 2]' } });
  const big = encodeSuspend({ ...data, work: { t: 'x'.repeat(5000) } });
  assert.ok(big.length <= SUSPEND_LIMIT);
  assert.deepEqual(decodeSuspend(big), { results: { 'easy-1': 0.456 }, current: 'deep-cut-2', work: null });
  const results = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`order-fewest-${10 ** 18 + i}`, 1 / 3]));
  assert.ok(encodeSuspend({ results, current: null, work: null }).length <= SUSPEND_LIMIT);
  for (const junk of ['', 'null', '{"v":2}', 'a=1|b=2', '{"v":1,"r":{"<x>":50,"easy-1":500}}']) {
    const d = decodeSuspend(junk);
    assert.ok(d === null || Object.keys(d.results).length === 0, junk);
  }
});

test('session times are written as each edition asks', () => {
  assert.equal(sessionTime12(3_723_450), '0001:02:03.45');
  assert.equal(sessionTime2004(3_723_450), 'PT1H2M3.45S');
});

test('the manifest names the edition, the pass mark and every file, and the launch page escapes what it holds', () => {
  const set = { items: ['medium-42', 'deep-cut-12'], mastery: 75, title: 'A & B', files: ['index.html', 'js/app.js'] };
  const m12 = manifest({ ...set, edition: '1.2' });
  assert.match(m12, /<schemaversion>1\.2<\/schemaversion>/);
  assert.match(m12, /<adlcp:masteryscore>75<\/adlcp:masteryscore>/);
  assert.match(m12, /adlcp:scormtype="sco" href="launch\.html"/);
  assert.match(m12, /<title>A &amp; B<\/title>/);
  assert.deepEqual(
    [...m12.matchAll(/<file href="([^"]+)"/g)].map((x) => x[1]),
    ['launch.html', 'index.html', 'js/app.js'],
  );
  const m2004 = manifest({ ...set, edition: '2004' });
  assert.match(m2004, /<schemaversion>2004 4th Edition<\/schemaversion>/);
  assert.match(m2004, /<imsss:minNormalizedMeasure>0\.75<\/imsss:minNormalizedMeasure>/);
  const page = launchPage({ ...set, edition: '2004', csp: "default-src 'self'", lang: 'fr' });
  assert.match(page, /content="index\.html#homework=medium-42,deep-cut-12&amp;mastery=75&amp;scorm=2004&amp;lang=fr"/);
  assert.match(page, /<script type="module" src="js\/launch\.js"><\/script>/);
  assert.doesNotMatch(page, /<script>/);
});
