// The rule by which a changed run chooses the end-to-end files a change to
// a page module can affect (xtask/select.mjs), on a module of twelve lines
// that two files ran differently. Run: node --test tests/unit/select.test.mjs

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { engineReach } from '../../xtask/reach.mjs';
import { chooseEngine, chooseFor, drift, unrecorded } from '../../xtask/select.mjs';

const OLD = `import { x } from './x.js';
const LIMIT = 3;
// Doubles.
function double(n) {
  return n * 2;
}
export function half(n) {
  return n / 2;
}
function unused() {
  return 0;
}
`;

// Both files load the module (its top level, lines 1–12); A ran double, B ran half; nobody ran unused.
const FILES = {
  'tests/a.test.mjs': [
    [1, 12],
    [4, 6],
  ],
  'tests/b.test.mjs': [
    [1, 12],
    [7, 9],
  ],
};
const blob = execFileSync('git', ['hash-object', '-w', '--stdin'], { input: OLD, encoding: 'utf8' }).trim();

/** The files chosen when the module's text becomes `now`. */
async function chosen(now, name = 'm.js') {
  const dir = mkdtempSync(join(tmpdir(), 'ab-select-test-'));
  try {
    const path = join(dir, name);
    writeFileSync(path, now);
    const result = await chooseFor(path, { blob, files: FILES });
    return result.all ? 'all' : [...result.files].sort();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('a change inside a function takes the files that ran it; in one nobody ran, every loader (the record has no range for it)', async () => {
  assert.deepEqual(await chosen(OLD.replace('n * 2', 'n * 3')), ['tests/a.test.mjs']);
  assert.deepEqual(await chosen(OLD.replace('n / 2', 'n / 4')), ['tests/b.test.mjs']);
  assert.deepEqual(await chosen(OLD.replace('return 0', 'return 1')), ['tests/a.test.mjs', 'tests/b.test.mjs']);
});

test("a function's first line takes the files that ran it, or every loader when it is exported", async () => {
  assert.deepEqual(await chosen(OLD.replace('function double(n)', 'function double(n, m = 1)')), ['tests/a.test.mjs']);
  assert.deepEqual(await chosen(OLD.replace('export function half(n)', 'export function halve(n)')), ['tests/a.test.mjs', 'tests/b.test.mjs']);
});

test('the top level takes every file that loads the module; comments and blank lines take none', async () => {
  assert.deepEqual(await chosen(OLD.replace('LIMIT = 3', 'LIMIT = 4')), ['tests/a.test.mjs', 'tests/b.test.mjs']);
  assert.deepEqual(await chosen(OLD.replace('import { x }', 'import { x, y }')), ['tests/a.test.mjs', 'tests/b.test.mjs']);
  assert.deepEqual(await chosen(OLD.replace('// Doubles.', '// Doubles its argument.\n')), []);
  assert.deepEqual(await chosen(OLD.replace('  return n / 2;', '  // Exact for even n.\n  return n / 2;')), []);
});

test('a line inserted between two functions is the top level; what the record cannot follow takes all', async () => {
  assert.deepEqual(await chosen(OLD.replace('function unused', 'const later = 1;\nfunction unused')), ['tests/a.test.mjs', 'tests/b.test.mjs']);
  assert.equal(await chosen('body { color: red }', 'm.css'), 'all');
  assert.equal((await chooseFor('www/js/none.js', undefined)).all !== undefined, true);
});

// An engine of four modules: `b` uses `a`, `c` uses nothing, and the binding
// exports `one` (which names `b` through an import) and `Box.two` (whose
// type's field names `c`), and a helper only `one` calls names `d`.
const ENGINE = {
  'lib.rs': 'pub mod a;\npub mod b;\npub mod c;\npub mod d;\nmod wasm;\n',
  'a.rs': '//! Names crate::c in a comment only.\npub fn f() {}\n#[cfg(test)]\nmod tests {\n    use crate::d;\n}\n',
  'b.rs': 'use crate::a::f;\npub fn g() { f() }\n',
  'c.rs': 'pub struct C;\n',
  'd.rs': 'pub fn h() {}\n',
  'wasm/mod.rs': `use crate::b::g;
use crate::{c::C};
#[wasm_bindgen(js_name = one)]
pub fn one_thing() { g(); helper() }
fn helper() { crate::d::h() }
#[wasm_bindgen]
pub struct Box { inner: C }
#[wasm_bindgen]
impl Box {
    pub fn two(&self) {}
}
`,
};

const GLUE = `export function one(x) {
  return x;
}
export class Box {
  two() {
    return 2;
  }
}
`;

test("an engine module's exports are the binding's functions that can reach it, read by name and module", async () => {
  const root = mkdtempSync(join(tmpdir(), 'ab-reach-test-'));
  try {
    for (const [name, text] of Object.entries(ENGINE)) {
      mkdirSync(dirname(join(root, 'crate/src', name)), { recursive: true });
      writeFileSync(join(root, 'crate/src', name), text);
    }
    const reach = engineReach(root);
    assert.deepEqual([...reach.exports.get('one')].sort(), ['a', 'b', 'd']);
    assert.deepEqual([...reach.exports.get('two')].sort(), ['c']);
    const glue = execFileSync('git', ['hash-object', '-w', '--stdin'], { input: GLUE, encoding: 'utf8' }).trim();
    // File A called one (lines 1–3), B called Box.two (lines 5–7), C only loaded the glue.
    const modules = {
      'www/pkg/alphabeta.js': {
        blob: glue,
        files: {
          'tests/a.test.mjs': [
            [1, 9],
            [1, 3],
          ],
          'tests/b.test.mjs': [
            [1, 9],
            [5, 7],
          ],
          'tests/c.test.mjs': [[1, 9]],
        },
      },
    };
    const files = async (path) => {
      const result = await chooseEngine(path, modules, reach);
      return result.all ? 'all' : [...result.files].sort();
    };
    assert.deepEqual(await files('crate/src/a.rs'), ['tests/a.test.mjs']);
    assert.deepEqual(await files('crate/src/c.rs'), ['tests/b.test.mjs']);
    assert.deepEqual(await files('crate/src/d.rs'), ['tests/a.test.mjs']);
    // The binding itself: every file that loaded the glue (the answers' replay narrows them).
    assert.deepEqual(await files('crate/src/wasm/mod.rs'), ['tests/a.test.mjs', 'tests/b.test.mjs', 'tests/c.test.mjs']);
    assert.deepEqual(await files('crate/src/lib.rs'), ['tests/a.test.mjs', 'tests/b.test.mjs', 'tests/c.test.mjs']);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('an end-to-end file the record has never seen joins every choice', () => {
  const modules = {
    'www/js/app.js': { files: { 'tests/page.test.mjs': [], 'tests/game.test.mjs': [] } },
    'www/js/embed.js': { files: { 'tests/embed.test.mjs': [] } },
  };
  const files = ['tests/embed.test.mjs', 'tests/game.test.mjs', 'tests/new.test.mjs', 'tests/page.test.mjs'];
  assert.deepEqual(unrecorded(modules, files), ['tests/new.test.mjs']);
  assert.deepEqual(unrecorded({}, files), files);
});

test('the replay vouches only for files whose pages and tests are as recorded: a module changed since the record runs the files that ran its changed lines, a style sheet or a support file all', async () => {
  const root = mkdtempSync(join(tmpdir(), 'ab-drift-test-'));
  const here = process.cwd();
  try {
    process.chdir(root);
    execFileSync('git', ['init', '-q']);
    const write = (path, text) => {
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, text);
    };
    const module = ['// A module of two functions.', 'export function a() {', '  return 1;', '}', 'export function b() {', '  return 2;', '}', ''].join('\n');
    write('www/js/m.js', module);
    write('www/style.css', 'a {}\n');
    write('tests/support/s.mjs', 'export {};\n');
    for (const name of ['a', 'b', 'c']) write(`tests/${name}.test.mjs`, `// ${name}\n`);
    const id = (path) => execFileSync('git', ['hash-object', '-w', path], { encoding: 'utf8' }).trim();
    const paths = ['www/js/m.js', 'www/style.css', 'tests/support/s.mjs', 'tests/a.test.mjs', 'tests/b.test.mjs', 'tests/c.test.mjs'];
    const map = {
      modules: {
        'www/js/m.js': {
          blob: id('www/js/m.js'),
          files: {
            'tests/a.test.mjs': [
              [1, 8],
              [2, 4],
            ],
            'tests/b.test.mjs': [
              [1, 8],
              [5, 7],
            ],
          },
        },
      },
      sources: Object.fromEntries(paths.map((p) => [p, id(p)])),
    };
    const run = async () => {
      const replay = new Set(['tests/a.test.mjs', 'tests/b.test.mjs', 'tests/c.test.mjs']);
      const chosen = new Set();
      await drift(map, replay, chosen);
      return [[...chosen].sort(), [...replay].sort()];
    };
    assert.deepEqual(await run(), [[], ['tests/a.test.mjs', 'tests/b.test.mjs', 'tests/c.test.mjs']], 'nothing changed: all replayed');
    write('www/js/m.js', module.replace('return 1;', 'return 10;'));
    assert.deepEqual(await run(), [['tests/a.test.mjs'], ['tests/b.test.mjs', 'tests/c.test.mjs']], 'a() changed: its file runs');
    write('tests/c.test.mjs', '// c, changed\n');
    assert.deepEqual(await run(), [['tests/a.test.mjs', 'tests/c.test.mjs'], ['tests/b.test.mjs']], 'a test changed: it runs');
    write('www/style.css', 'a { color: red }\n');
    assert.deepEqual((await run())[1], [], 'a style sheet changed: none is replayed');
    write('www/style.css', 'a {}\n');
    write('tests/support/s.mjs', 'export const x = 1;\n');
    assert.deepEqual((await run())[1], [], 'a support file changed: none is replayed');
    const old = { replay: new Set(['tests/a.test.mjs']), chosen: new Set() };
    await drift({ modules: {} }, old.replay, old.chosen);
    assert.deepEqual([[...old.chosen], old.replay.size], [['tests/a.test.mjs'], 0], 'a record without its sources: no replay');
  } finally {
    process.chdir(here);
    rmSync(root, { recursive: true, force: true });
  }
});
