// No dead exports in the page: every name a module of www/js exports is
// named by the code (comments left out) of another module of www/js, of a
// test or of xtask (its Rust too: `cargo xtask scorm`'s test reads
// `MAX_ITEMS` from the page's source). An export used only inside its own file widens the
// module's surface for nothing, and a newcomer reads it as an entry point
// (issue 44). The check is by word: a name another file only mentions in a
// string still counts, which errs on the side of keeping. Runs without a
// browser: node --test tests/unit

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'acorn';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Every .js/.mjs file below `dir` (a path relative to the repository), vendored code and build output left out. */
function files(dir, ext = /\.m?js$/) {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['vendor', 'pkg', 'node_modules'].includes(entry.name) ? [] : files(rel, ext);
    return ext.test(entry.name) ? [rel] : [];
  });
}

/** A file's program and its text with every comment blanked out. */
function read(rel) {
  const text = readFileSync(path.join(ROOT, rel), 'utf8');
  const comments = [];
  const program = parse(text, { ecmaVersion: 'latest', sourceType: 'module', onComment: comments });
  let code = text;
  for (const c of comments) code = code.slice(0, c.start) + ' '.repeat(c.end - c.start) + code.slice(c.end);
  return { program, code };
}

/** The names a program exports by declaration (`export function f`, `export const a = …, b = …`, `export class C`). */
function exported(program) {
  return program.body.flatMap((node) => {
    if (node.type !== 'ExportNamedDeclaration' || !node.declaration) return [];
    const d = node.declaration;
    if (d.type === 'VariableDeclaration') return d.declarations.map((v) => v.id.name).filter(Boolean);
    return d.id ? [d.id.name] : [];
  });
}

test('every export of www/js is named by another file', () => {
  const page = files('www/js');
  const all = [...page, ...files('tests'), ...files('xtask')];
  const code = new Map(all.map((f) => [f, read(f)]));
  for (const f of files('xtask/src', /\.rs$/)) code.set(f, { code: readFileSync(path.join(ROOT, f), 'utf8') });
  const others = [...code.keys()];
  const dead = [];
  for (const f of page) {
    for (const name of exported(code.get(f).program)) {
      const word = new RegExp(`(?<![\\w$])${name.replace(/\$/g, '\\$')}(?![\\w$])`);
      if (!others.some((g) => g !== f && word.test(code.get(g).code))) dead.push(`${f}: ${name}`);
    }
  }
  assert.deepEqual(dead, [], 'exports named by no other file: drop the `export`, or the code');
});

test('the check sees a planted dead export', () => {
  const program = parse('export const a = 1, b = 2; export function f() {} export class C {}', {
    ecmaVersion: 'latest',
    sourceType: 'module',
  });
  assert.deepEqual(exported(program), ['a', 'b', 'f', 'C']);
});
