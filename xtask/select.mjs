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
//       given www/ files, or "all: REASON" when it cannot narrow safely;
//       and, as "replay: FILE", the files only a changed crate/src/ file
//       chose: they run only if the engine, replaying their recorded
//       calls, answers one differently (xtask/answers.mjs), and only
//       those whose pages and tests are as recorded (`drift`).
//
// The rule, for each changed (or removed) line of a module, taken as the
// old content's line numbers, and for an insertion the lines on both sides:
// - in the body of a function that ran: the files that ran that function
//   (its innermost recorded enclosing function);
// - on a function's first line (its name or parameters): the files that
//   ran it (a caller of a renamed function ran it before), unless the line
//   exports it: every file that loaded the module (a renamed export breaks
//   the link of every module that imports it);
// - at the top level: every file that loaded the module (a changed constant
//   or import reaches them all at load);
// - not a module (HTML, CSS, a catalogue), a module the record has never
//   seen, or a missing record: all files;
// - and always, every end-to-end file the record has never seen (written
//   since it was made): no rule above could choose it.
// The record holds only functions that ran, so a change inside a function
// no file ran counts as the top level (every loader: more than needed, never
// less). A hunk whose old and new lines are all comments or blank selects
// nothing (acorn, an npm dev dependency, finds
// the comments; without it every hunk counts).

import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { cratePaths, engineReach } from './reach.mjs';

/** The 1-based lines of `text` that hold only comments or nothing, or an empty set without acorn. */
async function quietLines(text) {
  const quiet = new Set();
  let acorn;
  try {
    acorn = await import('acorn');
  } catch {
    return quiet;
  }
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') starts.push(i + 1);
  // Each character's kind: code, or not (a comment or white space).
  const code = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) code[i] = /\s/.test(text[i]) ? 0 : 1;
  try {
    acorn.parse(text, {
      ecmaVersion: 'latest',
      sourceType: 'module',
      onComment: (_block, _text, start, end) => code.fill(0, start, end),
    });
  } catch {
    return new Set();
  }
  for (let line = 0; line < starts.length; line++) {
    const end = line + 1 < starts.length ? starts[line + 1] : text.length;
    if (!code.subarray(starts[line], end).some((c) => c)) quiet.add(line + 1);
  }
  return quiet;
}

const git = (args, input) => execFileSync('git', args, { encoding: 'utf8', input, maxBuffer: 1 << 28 });

/**
 * The files a recorded engine call can depend on besides the engine: the
 * page (not its built engine, `www/pkg`, which the replay asks), the
 * end-to-end files and their support.
 */
function sourceFiles() {
  return (
    git(['ls-files', '--cached', '--others', '--exclude-standard', 'www', 'tests'])
      .split('\n')
      .filter((p) => p && existsSync(p) && !p.startsWith('www/pkg/'))
      .filter((p) => p.startsWith('www/') || p.startsWith('tests/support/') || /^tests\/[^/]+\.test\.mjs$/.test(p))
      // A probe script (`tests/support/_x.mjs`, untracked, deleted before a
      // commit: it is how a changed run is made to run, and record, every
      // file) is nothing a test imports.
      .filter((p) => !/^tests\/support\/_/.test(p))
  );
}

/** Each path's git blob id, as it is now. */
function blobs(paths) {
  if (paths.length === 0) return {};
  const ids = git(['hash-object', '--stdin-paths'], `${paths.join('\n')}\n`)
    .trim()
    .split('\n');
  return Object.fromEntries(paths.map((p, i) => [p, ids[i]]));
}

/**
 * Moves from `replay` to `chosen` the files whose recorded calls a page
 * or test change made since the record may have changed: the answers'
 * replay asks the questions the record holds, so it vouches only for a
 * file whose pages would ask the same ones. A changed module: the files
 * that ran a changed line (chooseFor); a changed test file: itself; a
 * changed support file, HTML, style sheet or any other file the record
 * cannot follow: all of them.
 */
export async function drift(map, replay, chosen) {
  const moveAll = (why) => {
    if (replay.size) console.error(`select: ${why}: the ${replay.size} file(s) an engine change chose run without the replay`);
    for (const file of replay) chosen.add(file);
    replay.clear();
  };
  if (!map.sources) return moveAll('the record lists no sources');
  const current = blobs(sourceFiles());
  for (const path of [...new Set([...Object.keys(map.sources), ...Object.keys(current)])].sort()) {
    if (replay.size === 0) return;
    if (map.sources[path] === current[path]) continue;
    if (/^tests\/[^/]+\.test\.mjs$/.test(path)) {
      if (replay.delete(path)) chosen.add(path);
      continue;
    }
    if (!path.startsWith('www/') || !path.endsWith('.js')) return moveAll(`${path} changed since the record`);
    const entry = map.modules[path];
    if (!entry) continue;
    const result = await chooseFor(path, entry);
    if (result.all) return moveAll(result.all);
    for (const file of result.files) if (replay.delete(file)) chosen.add(file);
  }
}

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
  const sources = blobs(sourceFiles());
  writeFileSync(mapPath, `${JSON.stringify({ made: new Date().toISOString(), modules, sources })}\n`);
  console.log(`select: recorded ${Object.keys(modules).length} modules in ${mapPath}`);
}

/**
 * The old content's lines that the diff from `blob` to `path` touches, and
 * the old content's lines themselves.
 */
async function touched(blob, path) {
  const scratch = mkdtempSync(join(tmpdir(), 'ab-select-'));
  try {
    const old = join(scratch, 'old');
    const text = git(['cat-file', 'blob', blob]);
    writeFileSync(old, text);
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
    const now = existsSync(path) ? readFileSync(path, 'utf8') : '';
    const [quietOld, quietNew] = await Promise.all([quietLines(text), quietLines(now)]);
    for (const match of diff.matchAll(/^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? /gm)) {
      const start = Number(match[1]);
      const count = match[2] === undefined ? 1 : Number(match[2]);
      const added = Number(match[3]);
      const addedCount = match[4] === undefined ? 1 : Number(match[4]);
      const all = (from, n, quiet) => Array.from({ length: n }, (_, i) => from + i).every((l) => quiet.has(l));
      // Only comments (or blank lines) went out and came in: nothing runs differently.
      if (all(start, count, quietOld) && all(added, addedCount, quietNew)) continue;
      if (count === 0) {
        lines.add(start);
        lines.add(start + 1);
      } else for (let line = start; line < start + count; line++) lines.add(line);
    }
    return { lines, text: text.split('\n') };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** The files to run for a change to one module, or a reason to run all. */
export async function chooseFor(path, entry) {
  if (!path.endsWith('.js')) return { all: `${path} is not a module the record can follow` };
  if (!entry) return { all: `no file of the record loaded ${path}` };
  const { lines, text } = await touched(entry.blob, path);
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
    const topLevel = !inner || inner.start === 1;
    const exported = inner && line === inner.start && /\bexport\b/.test(text[line - 1] ?? '');
    for (const file of topLevel || exported ? loaders : inner.files) chosen.add(file);
  }
  return { files: chosen };
}

/** The functions the wasm-bindgen glue `text` defines: `{ name, start, end }` in lines (exports and classes' methods). */
export async function glueFunctions(text) {
  const acorn = await import('acorn');
  const tree = acorn.parse(text, { ecmaVersion: 'latest', sourceType: 'module', locations: true });
  const out = [];
  const add = (name, node) => out.push({ name, start: node.loc.start.line, end: node.loc.end.line });
  for (const item of tree.body) {
    const decl = item.type === 'ExportNamedDeclaration' ? item.declaration : item;
    if (decl?.type === 'FunctionDeclaration') add(decl.id.name, decl);
    if (decl?.type === 'ClassDeclaration') {
      for (const member of decl.body.body) if (member.type === 'MethodDefinition' && member.key.name) add(member.key.name, member);
    }
  }
  return out;
}

/**
 * The files to run for a change to one engine module (`crate/src/…`), or a
 * reason to run all: the files that called, through the wasm-bindgen glue
 * the record holds, an export that can reach the module (xtask/reach.mjs).
 */
export async function chooseEngine(path, modules, reach) {
  const module = path.slice('crate/src/'.length).split('/')[0].replace(/\.rs$/, '');
  const glue = Object.keys(modules).filter((p) => /^www\/pkg\/(extras\/)?alphabeta\.js$/.test(p));
  if (module === 'wasm' || module === 'lib') {
    // The binding itself: every file that loaded the engine.
    const chosen = new Set(glue.flatMap((served) => Object.keys(modules[served].files)));
    return { files: chosen, exports: new Set(['(the binding: every export)']) };
  }
  const exports = new Set([...reach.exports].filter(([, set]) => set.has(module)).map(([name]) => name));
  if (exports.size === 0) return { files: new Set(), exports };
  if (glue.length === 0) return { all: 'the record holds no call of the wasm glue' };
  const chosen = new Set();
  for (const served of glue) {
    const entry = modules[served];
    const functions = (await glueFunctions(git(['cat-file', 'blob', entry.blob]))).filter((f) => exports.has(f.name));
    for (const [file, ranges] of Object.entries(entry.files)) {
      if (ranges.some(([a, b]) => functions.some((f) => f.start <= a && b <= f.end))) chosen.add(file);
    }
  }
  return { files: chosen, exports };
}

/** Whether the engine change at `paths` can touch what crate/tests/wasm.rs calls. */
function wasmTestsReach(paths, reach) {
  const text = readFileSync('crate/tests/wasm.rs', 'utf8');
  const called = [...reach.rust].filter(([name]) => new RegExp(`\\b${name}\\b`).test(text));
  const modules = reach.closure(cratePaths(text, 'alphabeta'));
  for (const [, set] of called) for (const m of set) modules.add(m);
  return paths.some((p) => modules.has(p.slice('crate/src/'.length).split('/')[0].replace(/\.rs$/, '')));
}

/**
 * The end-to-end files (`tests/*.test.mjs`, as `files` lists them) that the
 * record has never seen: written since it was made, they ran no recorded
 * function, so no rule above can choose them, and each joins every choice
 * until a run of every file records it.
 * @param {Record<string, {files: Record<string, unknown>}>} modules
 * @param {string[]} files
 */
export function unrecorded(modules, files) {
  const seen = new Set();
  for (const entry of Object.values(modules)) for (const file of Object.keys(entry.files)) seen.add(file);
  return files.filter((file) => !seen.has(file));
}

/** Prints the choice for the changed www/ and crate/src/ files (see the top of the file). */
async function choose(mapPath, paths) {
  const engine = paths.filter((p) => p.startsWith('crate/src/'));
  const reach = engine.length ? engineReach('.') : null;
  if (engine.length && !engine.some((p) => /^crate\/src\/(wasm\/|lib\.rs)/.test(p)) && !wasmTestsReach(engine, reach)) {
    console.log('skip-wasm: no function crate/tests/wasm.rs calls can reach the changed engine modules');
  }
  if (!existsSync(mapPath)) {
    console.log('all: no record of which functions each file runs yet (the next run of every file makes it)');
    return;
  }
  let map;
  try {
    map = JSON.parse(readFileSync(mapPath, 'utf8'));
  } catch {
    console.log(`all: ${mapPath} does not read (the next run of every file makes it again)`);
    return;
  }
  const { modules = {} } = map;
  const chosen = new Set();
  // Files an engine change alone chose: they run only if the engine now
  // answers one of their recorded calls differently (xtask/answers.mjs).
  const replay = new Set();
  for (const path of paths) {
    if (path.startsWith('crate/src/')) {
      const result = await chooseEngine(path, modules, reach);
      if (result.all) {
        console.log(`all: ${result.all}`);
        return;
      }
      const names = [...result.exports].sort().join(', ') || 'none';
      console.error(`select: ${path}: exports that reach it: ${names}; ${result.files.size} file(s) called one`);
      for (const file of result.files) replay.add(file);
      continue;
    }
    const result = await chooseFor(path, modules[path]);
    if (result.all) {
      console.log(`all: ${result.all}`);
      return;
    }
    console.error(`select: ${path}: ${result.files.size} file(s) ran its changed lines`);
    for (const file of result.files) chosen.add(file);
  }
  const fresh = unrecorded(
    modules,
    readdirSync('tests')
      .filter((name) => name.endsWith('.test.mjs'))
      .map((name) => `tests/${name}`),
  );
  if (fresh.length) console.error(`select: ${fresh.length} file(s) the record has not seen yet, run too: ${fresh.join(', ')}`);
  for (const file of fresh) chosen.add(file);
  for (const file of chosen) replay.delete(file);
  if (replay.size) await drift(map, replay, chosen);
  for (const file of [...chosen].sort()) console.log(file);
  for (const file of [...replay].sort()) if (!chosen.has(file)) console.log(`replay: ${file}`);
}

const [command, ...rest] = import.meta.url === pathToFileURL(process.argv[1] ?? '').href ? process.argv.slice(2) : ['imported'];
if (command === 'imported') {
  // Imported by a test: no command to run.
} else if (command === 'build' && rest.length === 2) build(rest[0], rest[1]);
else if (command === 'choose' && rest.length >= 1) await choose(rest[0], rest.slice(1));
else {
  console.error('usage: node xtask/select.mjs build COVERAGE_DIR MAP | choose MAP FILE…');
  process.exit(2);
}
