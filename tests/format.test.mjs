// One rule for writing a value: the page's formatter (www/js/core/num.js)
// writes every value as the engine does (its `Value` Display, which the
// narration, the figures and the CLI use). num.js is a second spelling of
// that rule, kept in JS so that a drawing's thousands of labels cost no
// call into wasm; this test holds the two equal on 4,000 seeded values of
// every kind (integers, decimals, quarters, tiny and huge values, random
// doubles), through the engine module the site serves (`AB_SITE`, as the
// browser suites). No browser: node loads the wasm itself.
//
// Run after `cargo xtask build`: node --test tests/format.test.mjs

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT } from './support/server.mjs';
import { fmt } from '../www/js/core/num.js';

const SITE = path.resolve(REPO_ROOT, process.env.AB_SITE || 'www');

/** SplitMix64's 32-bit cousin (Mulberry32): the same values on every run. */
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** 4,000 values of the kinds a tree holds, from seed 30. */
function values() {
  const r = rng(30);
  const sign = () => (r() < 0.5 ? -1 : 1);
  const kinds = [
    () => sign() * Math.floor(r() * 1000),
    () => (sign() * Math.floor(r() * 1e6)) / 1000,
    () => (sign() * Math.floor(r() * 400)) / 4,
    () => sign() * Number((r() * 10 ** (-1 - Math.floor(r() * 9))).toPrecision(1 + Math.floor(r() * 6))),
    () => sign() * Math.floor(r() * 1e15),
    () => sign() * r() * 10 ** Math.floor(r() * 12 - 6),
    () => sign() * Number((r() * 100).toFixed(1 + Math.floor(r() * 4))),
  ];
  const out = [0, 0.1, 0.2, 0.30000000000000004, 1e-7, 1e15, -1e15, 123456789012345, 5e-324, 0.5];
  while (out.length < 4000) out.push(kinds[out.length % kinds.length]());
  return out;
}

test('the page writes each of 4,000 seeded values as the engine does', async () => {
  const engine = await import(pathToFileURL(path.join(SITE, 'pkg', 'alphabeta.js')).href);
  engine.initSync({ module: readFileSync(path.join(SITE, 'pkg', 'alphabeta_bg.wasm')) });
  const all = values();
  const differ = [];
  for (let i = 0; i < all.length; i += 500) {
    const chunk = all.slice(i, i + 500);
    // The engine reads each value as JS writes it, and writes it back its own way.
    const written = engine.formatTree('[' + chunk.map(String).join(', ') + ']');
    const theirs = written
      .trim()
      .replace(/^\[|\]$/g, '')
      .split(/,\s*/);
    assert.equal(theirs.length, chunk.length, 'one value back for each value sent');
    chunk.forEach((v, j) => {
      const ours = fmt(v).replace('\u2212', '-');
      if (ours !== theirs[j]) differ.push(`${String(v)}: page ${ours}, engine ${theirs[j]}`);
    });
  }
  assert.deepEqual(differ.slice(0, 10), [], `${differ.length} of ${all.length} values written differently`);
});
