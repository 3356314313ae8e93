// Asks the engine as built now (www/pkg) every question an end-to-end file's
// pages asked when the record was made, and names the files that got a
// different answer. Called by `cargo xtask test --changed` for the files an
// engine change could reach (xtask/src/test.rs):
//
//   node xtask/answers.mjs check DIR FILE…
//       prints, one a line, the FILEs (tests/NAME.test.mjs) to run: those
//       whose record DIR/NAME.test.mjs.answers is missing, says a page ran
//       the glue unrecorded, or holds a call the engine now answers
//       differently (the first such call is said on stderr). The others got
//       every answer as recorded, so they would see what they saw then.
//
// tests/support/answers.mjs records the calls and says why equal answers
// are enough. The replay uses one instance of each glue module for all the
// calls, in the recorded order: the engine keeps no state between calls but
// its sessions (and a cache of the last challenge, keyed by its id), so a
// page's own instance would answer the same.

import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { codec, decode } from '../tests/support/answers.mjs';

const { digest } = codec();

/** The glue modules, instantiated once (`core`, `extras`). */
async function engines() {
  const out = {};
  for (const [name, dir] of [
    ['core', 'www/pkg'],
    ['extras', 'www/pkg/extras'],
  ]) {
    const glue = await import(pathToFileURL(join(dir, 'alphabeta.js')).href);
    glue.initSync({ module: readFileSync(join(dir, 'alphabeta_bg.wasm')) });
    out[name] = glue;
  }
  return out;
}

/** Puts the long strings of `table` back into `v` (saveAnswers took them out). */
function unkeep(v, table) {
  if (Array.isArray(v)) return v.map((item) => unkeep(item, table));
  if (v !== null && typeof v === 'object') {
    if (typeof v.$k === 'string' && Object.keys(v).length === 1) return table[v.$k];
    return Object.fromEntries(Object.entries(v).map(([k, item]) => [k, unkeep(item, table)]));
  }
  return v;
}

/** A short form of a call for a message. */
function show(call, args) {
  const text = args.map((a) => (typeof a === 'string' ? JSON.stringify(a.length > 40 ? `${a.slice(0, 40)}…` : a) : typeof a)).join(', ');
  return `call ${call.n} of ${call.g}: ${call.f}(${text})`;
}

/**
 * Replays one file's record; returns null when every answer is as
 * recorded, or why the file must run.
 */
export function replay(text, glue) {
  const [head, tableLine, ...lines] = text.split('\n').filter(Boolean);
  let unwrapped;
  let table;
  try {
    ({ unwrapped } = JSON.parse(head));
    table = JSON.parse(tableLine);
  } catch {
    return 'its record does not read (cut short or damaged)';
  }
  if (!Array.isArray(unwrapped)) return 'its record does not read (cut short or damaged)';
  if (unwrapped.length) return `a page ran the ${unwrapped.join(' and ')} glue without the recorder`;
  /** group → call number → the replay's answer (sessions, packed snapshots). */
  const answers = new Map();
  const made = [];
  try {
    for (const line of lines) {
      const call = unkeep(JSON.parse(line), table);
      const module = glue[call.g.split(':')[0]];
      if (!answers.has(call.g)) answers.set(call.g, new Map());
      const mine = answers.get(call.g);
      const args = call.a.map((a) => decode(a, (n) => mine.get(n)));
      let out;
      let h;
      try {
        if (call.s !== null) {
          const self = mine.get(call.s);
          out = call.f.startsWith('get ') ? self[call.f.slice(4)] : self[call.f](...args);
        } else if (call.f.startsWith('new ')) out = new module[call.f.slice(4)](...args);
        else {
          const [owner, name] = call.f.includes('.') ? call.f.split('.') : [null, call.f];
          out = owner ? module[owner][name](...args) : module[name](...args);
        }
        // As the recorder: what the call may have written into the objects it was handed.
        const written = args.filter((v) => v !== null && typeof v === 'object' && !isInstance(v, module));
        if (isInstance(out, module)) {
          h = `new ${out.constructor.name}`;
          made.push(out);
        } else h = digest(out) + (written.length ? ` ${digest(written)}` : '');
      } catch (error) {
        h = `throw ${digest(error)}`;
      }
      if (out !== null && typeof out === 'object') mine.set(call.n, out);
      if (h !== call.h) return `${show(call, args)} answered differently`;
    }
    return null;
  } catch (error) {
    return `the replay failed: ${error.message}`;
  } finally {
    // The sessions the page left (one it freed itself refuses a second free).
    for (const session of made) {
      try {
        session.free?.();
      } catch {}
    }
  }
}

/** Each glue module's classes (`Session`). */
const classes = new Map();

/** Whether `v` is an instance of one of `module`'s classes. */
function isInstance(v, module) {
  if (!classes.has(module)) {
    const isClass = (c) => typeof c === 'function' && /^class\b/.test(Function.prototype.toString.call(c));
    classes.set(module, Object.values(module).filter(isClass));
  }
  return v !== null && typeof v === 'object' && classes.get(module).some((c) => v instanceof c);
}

/** Prints the files of `files` to run (see the top of the file). */
async function check(dir, files) {
  const glue = await engines();
  let same = 0;
  for (const file of files) {
    const record = join(dir, `${basename(file)}.answers`);
    const why = existsSync(record) ? replay(readFileSync(record, 'utf8'), glue) : 'no record of its answers';
    if (why) {
      console.error(`answers: ${file}: ${why}`);
      console.log(file);
    } else same++;
  }
  console.error(`answers: ${same} of ${files.length} file(s) got every answer as recorded`);
}

const [command, ...rest] = import.meta.url === pathToFileURL(process.argv[1] ?? '').href ? process.argv.slice(2) : ['imported'];
if (command === 'imported') {
  // Imported by a test: no command to run.
} else if (command === 'check' && rest.length >= 1) await check(rest[0], rest.slice(1));
else {
  console.error('usage: node xtask/answers.mjs check DIR FILE…');
  process.exit(2);
}
