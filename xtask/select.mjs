// The end-to-end files a change to the page's modules can affect, read from
// a record of which functions each file runs (tests/support/coverage.mjs).
// Called by `cargo xtask test --changed` (xtask/src/changed.rs):
//
//   node xtask/select.mjs build COVERAGE_DIR MAP
//       merges the per-file records of a run of every file on www/ into MAP,
//       with each module's content at that run (kept as a git blob, so a
//       later change is diffed against what was measured, not against main);
//   node xtask/select.mjs choose MAP FILE…
//       prints the test files (one a line) that ran a changed line of the
//       given www/ files, or "all: REASON" when it cannot narrow safely.
//
// The rule, for each changed (or removed) line of a module, taken as the
// old content's line numbers, and for an insertion the lines on both sides:
// - in the body of a function that ran: the files that ran that function
//   (its innermost recorded enclosing function);
// - on a function's first line (its name or parameters), at the top level,
//   or in a module no file ran: every file that loaded the module (a renamed
//   export or a changed constant reaches them all at load);
// - not a module (HTML, CSS, a catalogue), a module the record has never
//   seen, or a missing record: all files.
// A function no file ran cannot change what a file sees, so a change inside
// one selects nothing beyond the rule above.

import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const git = (args, input) => execFileSync('git', args, { encoding: 'utf8', input, maxBuffer: 1 << 28 });

/** Builds MAP from the records in DIR (see the top of the file). */
function build(dir, mapPath) {
  const modules = {};
  for (const name of readdirSync(dir)
    .filter((n) => n.endsWith('.test.mjs.json'))
    .sort()) {
    const file = `tests/${name.slice(0, -'.json'.length)}`;
    const record = JSON.parse(readFileSync(join(dir, name), 'utf8'));
    for (const [served, ranges] of Object.entries(record)) {
      const path = `www/${served}`;
      if (!existsSync(path)) continue;
      modules[path] ??= { blob: git(['hash-object', '-w', path]).trim(), files: {} };
      modules[path].files[file] = ranges;
    }
  }
  writeFileSync(mapPath, `${JSON.stringify({ made: new Date().toISOString(), modules })}\n`);
  console.log(`select: recorded ${Object.keys(modules).length} modules in ${mapPath}`);
}

/** The old content's lines that the diff from `blob` to `path` touches. */
function touched(blob, path) {
  const scratch = mkdtempSync(join(tmpdir(), 'ab-select-'));
  try {
    const old = join(scratch, 'old');
    writeFileSync(old, git(['cat-file', 'blob', blob]));
    let diff = '';
    try {
      diff = execFileSync('git', ['diff', '--no-index', '-U0', old, existsSync(path) ? path : '/dev/null'], {
        encoding: 'utf8',
        maxBuffer: 1 << 28,
      });
    } catch (error) {
      // git diff --no-index exits 1 when the files differ.
      diff = error.stdout ?? '';
    }
    const lines = new Set();
    for (const match of diff.matchAll(/^@@ -(\d+)(?:,(\d+))? /gm)) {
      const start = Number(match[1]);
      const count = match[2] === undefined ? 1 : Number(match[2]);
      if (count === 0) {
        lines.add(start);
        lines.add(start + 1);
      } else for (let line = start; line < start + count; line++) lines.add(line);
    }
    return lines;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** The files to run for a change to one module, or a reason to run all. */
function chooseFor(path, entry) {
  if (!path.endsWith('.js')) return { all: `${path} is not a module the record can follow` };
  if (!entry) return { all: `no file of the record loaded ${path}` };
  const lines = touched(entry.blob, path);
  const loaders = Object.keys(entry.files);
  // Every recorded function of the module, with the files that ran it.
  const functions = new Map();
  for (const [file, ranges] of Object.entries(entry.files)) {
    for (const [start, end] of ranges) {
      const key = `${start}-${end}`;
      if (!functions.has(key)) functions.set(key, { start, end, files: new Set() });
      functions.get(key).files.add(file);
    }
  }
  const chosen = new Set();
  for (const line of lines) {
    let inner = null;
    for (const fn of functions.values()) {
      if (fn.start <= line && line <= fn.end && (!inner || fn.end - fn.start < inner.end - inner.start)) inner = fn;
    }
    const topLevel = !inner || inner.start === 1 || line === inner.start;
    for (const file of topLevel ? loaders : inner.files) chosen.add(file);
  }
  return { files: chosen };
}

/** Prints the choice for the changed www/ files (see the top of the file). */
function choose(mapPath, paths) {
  if (!existsSync(mapPath)) {
    console.log('all: no record of which functions each file runs yet (the next run of every file makes it)');
    return;
  }
  const { modules } = JSON.parse(readFileSync(mapPath, 'utf8'));
  const chosen = new Set();
  for (const path of paths) {
    const result = chooseFor(path, modules[path]);
    if (result.all) {
      console.log(`all: ${result.all}`);
      return;
    }
    console.error(`select: ${path}: ${result.files.size} file(s) ran its changed lines`);
    for (const file of result.files) chosen.add(file);
  }
  for (const file of [...chosen].sort()) console.log(file);
}

const [command, ...rest] = process.argv.slice(2);
if (command === 'build' && rest.length === 2) build(rest[0], rest[1]);
else if (command === 'choose' && rest.length >= 1) choose(rest[0], rest.slice(1));
else {
  console.error('usage: node xtask/select.mjs build COVERAGE_DIR MAP | choose MAP FILE…');
  process.exit(2);
}
