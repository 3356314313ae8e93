// The rules the page writes again, held equal to the engine's (invariant 9
// in ARCHITECTURE.md). These copies run before the engine loads and under
// node, where no wasm is built, so they cannot ask the engine: instead
// crate/tests/page_rules.rs writes what the engine says on seeded inputs to
// tests/fixtures/page-rules.json (and fails when the engine says something
// else), and this test runs the page's copies on the same inputs and fails
// when they say something else. Change a rule on one side and one of the
// two fails; change it on both and BLESS=1 (that test's comment) writes the
// table again.
//
// Held equal here: num.js's count, fmt, fmtWindowBound, fmtWindow, nextUp,
// nextDown and fmtExact; negamax.js's sideValue, sideWindow, sideBound and
// sideCut; the lists of algorithms (url.js's ALGOS, which element.js and
// sheet.js read; i18n.js's TERM_KEYS; index.html's menu), difficulties
// (answer.js's DIFFICULTIES, index.html's menus) and heuristics
// (urlstate.js's HEURISTICS, index.html's menu); the algorithms a tree with
// chance nodes offers (url.js's CHANCE_ALGOS), practice checks
// (answer.js's PRACTICE_ALGOS) and the negamax view tells (negamax.js's
// NEGAMAX_ALGOS); the games of the game panel's menu.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { count, fmt, fmtWindowBound, fmtWindow, nextUp, nextDown, fmtExact } from '../../www/js/core/num.js';
import { sideValue, sideWindow, sideBound, sideCut, NEGAMAX_ALGOS } from '../../www/js/core/negamax.js';
import { ALGOS, CHANCE_ALGOS } from '../../www/js/core/url.js';
import { DIFFICULTIES, PRACTICE_ALGOS } from '../../www/js/core/answer.js';
import { HEURISTICS } from '../../www/js/state/urlstate.js';
import { TERM_KEYS } from '../../www/js/i18n/i18n.js';
import { PAGE_ENGLISH } from '../../www/js/i18n/en-page.js';
import { CATALOGUE as FRENCH } from '../../www/js/i18n/fr.js';

const TABLE = JSON.parse(readFileSync(new URL('../fixtures/page-rules.json', import.meta.url), 'utf8'));
const LANGS = ['en', 'fr'];
const BITS = new DataView(new ArrayBuffer(8));

/** A double from the table's 16 hex digits of its bits. */
function num(hex) {
  BITS.setBigUint64(0, BigInt('0x' + hex));
  return BITS.getFloat64(0);
}

/** A double's 16 hex digits, as the table writes them. */
function hex(x) {
  BITS.setFloat64(0, x);
  return BITS.getBigUint64(0).toString(16).padStart(16, '0');
}

/** Runs `check` on every row; fails listing the first rows that differ. */
function holdEqual(rows, check) {
  const differ = [];
  for (const row of rows) {
    const why = check(row);
    if (why) differ.push(why);
  }
  assert.deepEqual(differ.slice(0, 8), [], `${differ.length} of ${rows.length} differ from the engine`);
  return rows.length;
}

test('count groups digits as the engine’s lang::count does (1,000 counts, both languages)', () => {
  const n = holdEqual(TABLE.counts, ([text, want]) => {
    const got = LANGS.map((lang) => count(Number(text), lang));
    return got.join('|') === want.join('|') ? null : `${text}: page ${got}, engine ${want}`;
  });
  assert.ok(n >= 1000);
});

test('fmt, fmtWindowBound, nextUp, nextDown and the negation write and step values as the engine does (1,500 values)', () => {
  const n = holdEqual(TABLE.values, (row) => {
    const v = num(row.v);
    const got = {
      show: LANGS.map((lang) => fmt(v, lang)),
      bound: LANGS.map((lang) => fmtWindowBound(v, lang)),
      succ: hex(nextUp(v)),
      pred: hex(nextDown(v)),
      minus: hex(sideValue(v, true)),
    };
    const bad = Object.keys(got).filter((k) => JSON.stringify(got[k]) !== JSON.stringify(row[k]));
    return bad.length === 0 ? null : `${String(v)}: ${bad.map((k) => `${k} page ${JSON.stringify(got[k])}, engine ${JSON.stringify(row[k])}`).join('; ')}`;
  });
  assert.ok(n >= 1500);
});

test('fmtWindow and sideWindow write and turn windows as the engine does (500 windows)', () => {
  holdEqual(TABLE.windows, (row) => {
    const [a, b] = [num(row.a), num(row.b)];
    const text = LANGS.map((lang) => fmtWindow(a, b, lang));
    const side = sideWindow(a, b, row.min).map(hex);
    const ok = text.join('|') === row.text.join('|') && side.join('|') === row.side.join('|');
    return ok ? null : `(${a}, ${b}) min=${row.min}: page ${text} ${side}, engine ${row.text} ${row.side}`;
  });
});

test('sideCut and sideBound turn cuts and bounds round as the engine does (500 cuts, every bound)', () => {
  holdEqual(TABLE.cuts, (row) => {
    const which = (op) => (op === '≥' || op === '>' ? 'beta' : 'alpha');
    const got = sideCut({ m: num(row.m), op: row.op, bound: num(row.bound), which: which(row.op) }, row.min);
    const want = { m: row.side[0], op: row.side[1], bound: row.side[2], which: which(row.side[1]) };
    const mine = { m: hex(got.m), op: got.op, bound: hex(got.bound), which: got.which };
    return JSON.stringify(mine) === JSON.stringify(want) ? null : `${JSON.stringify(row)}: page ${JSON.stringify(mine)}`;
  });
  holdEqual(TABLE.bounds, ([bound, min, want]) =>
    sideBound(bound, min) === want ? null : `${bound} min=${min}: page ${sideBound(bound, min)}, engine ${want}`,
  );
});

test('fmtExact writes a chance tree’s exact numbers as the narration does (500 numbers)', () => {
  holdEqual(TABLE.exact, ([text, want]) => {
    const got = LANGS.map((lang) => fmtExact(text, lang));
    return got.join('|') === want.join('|') ? null : `${text}: page ${got}, engine ${want}`;
  });
});

/** The values of a <select id="…">'s options in www/index.html. */
function menu(id) {
  const html = readFileSync(new URL('../../www/index.html', import.meta.url), 'utf8');
  const start = html.indexOf(`<select id="${id}"`);
  assert.ok(start >= 0, `index.html has a #${id}`);
  const body = html.slice(start, html.indexOf('</select>', start));
  return [...body.matchAll(/<option value="([^"]*)"/g)].map((m) => m[1]);
}

test('the page’s algorithms are the engine’s, in its order; Star2 is the one the page may leave out', () => {
  // Star2 runs on regular trees with chance nodes only; the page offers it
  // where such a tree is drawn (its own change), so the lists may omit it.
  const engine = TABLE.algorithms;
  const inOrder = (list) => list.every((a, i) => engine.includes(a) && (i === 0 || engine.indexOf(list[i - 1]) < engine.indexOf(a)));
  assert.ok(inOrder(ALGOS), `url.js's ALGOS ${ALGOS} in the engine's order ${engine}`);
  assert.deepEqual(
    engine.filter((a) => !ALGOS.includes(a)),
    engine.filter((a) => a === 'star2' && !ALGOS.includes(a)),
    'every engine algorithm but Star2 is in ALGOS',
  );
  assert.deepEqual(menu('algo'), ALGOS, "index.html's algorithm menu lists ALGOS");
  assert.deepEqual(TABLE.terms.algorithms, engine, 'the engine’s terms name every algorithm');
  const algoKeys = TERM_KEYS.filter((k) => k.startsWith('algo.')).map((k) => k.slice(5));
  assert.deepEqual(algoKeys, ALGOS, 'TERM_KEYS has a key for each of ALGOS');
  const cutKeys = TERM_KEYS.filter((k) => k.startsWith('cut.')).map((k) => k.slice(4));
  assert.deepEqual(cutKeys, TABLE.terms.cutKinds, 'TERM_KEYS has a key for each cut kind the engine names');
});

test('the page’s difficulties and heuristics are the engine’s', () => {
  assert.deepEqual(DIFFICULTIES, TABLE.difficulties);
  assert.deepEqual(menu('p-difficulty'), TABLE.difficulties);
  assert.deepEqual(menu('hwb-difficulty'), TABLE.difficulties);
  assert.deepEqual(HEURISTICS, TABLE.heuristics);
  assert.deepEqual(menu('game-heuristic'), TABLE.heuristics);
});

test('every algorithm the page offers has its listing and its caption in both languages (a new one missed in one place fails here)', () => {
  // ARCHITECTURE.md, "Where to change what": the page's places for an algorithm.
  const code = readFileSync(new URL('../../www/js/ui/listings.js', import.meta.url), 'utf8');
  const listings = code.slice(code.indexOf('const LISTINGS = {'), code.indexOf('const NEGAMAX = {'));
  // Star2 included: its listing has its probing phase and Star1's search
  // (docs/chance.md, "Star2"), not α-β's.
  for (const algo of ALGOS) {
    assert.match(listings, new RegExp(`^  '?${algo}'?: \\[`, 'm'), `ui/listings.js has a listing for ${algo}`);
    assert.ok(`code.caption.${algo}` in PAGE_ENGLISH, `en-page.js has code.caption.${algo}`);
    assert.ok(`code.caption.${algo}` in FRENCH, `fr.js has code.caption.${algo}`);
  }
  // On a chance tree minimax and α-β show expectiminimax and Star1 (docs/chance.md).
  for (const [name, written] of [
    ['expectiminimax', /^ {2}expectiminimax: \[/m],
    ['star1', /^LISTINGS\.star1 = \[/m],
  ]) {
    assert.match(listings, written, `ui/listings.js has a listing for ${name}`);
    assert.ok(`code.caption.${name}` in PAGE_ENGLISH && `code.caption.${name}` in FRENCH, `code.caption.${name} in both languages`);
  }
});

test('the algorithms offered on chance trees, in practice and in the negamax view, and the games, are the engine’s', () => {
  // The engine runs these on its chance presets (Options::validate).
  assert.deepEqual(CHANCE_ALGOS, TABLE.chance, "url.js's CHANCE_ALGOS against the engine's");
  // Practice holds one α, β and m per node, and the negamax view tells the
  // plain family: the algorithms whose trace visits each node once.
  assert.deepEqual(PRACTICE_ALGOS, TABLE.oneVisit, "answer.js's PRACTICE_ALGOS against the engine's");
  assert.deepEqual(NEGAMAX_ALGOS, TABLE.oneVisit, "negamax.js's NEGAMAX_ALGOS against the engine's");
  assert.deepEqual(menu('game-name'), TABLE.games, "index.html's game menu against GameKind::ALL");
});
