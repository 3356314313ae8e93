// The engine's answers each end-to-end file received: the record that lets
// `cargo xtask test --changed` skip the files an engine change cannot
// affect (xtask/answers.mjs replays it).
//
// With AB_COVERAGE=DIR in the environment, coverage.mjs hands every browser
// context to `recordAnswers`: the context serves, in place of the engine's
// wasm-bindgen glue (`pkg/alphabeta.js` and the full module's
// `pkg/extras/alphabeta.js`), a module that re-exports the real glue
// (imported as `alphabeta.js?real`) with every function, constructor and
// method wrapped. Each call sends one line to Node: its document's group
// (one per loaded glue module, so one per wasm instance), its number, the
// function, its arguments (encoded before the call) and a 53-bit digest of
// its answer (the value returned, or the error thrown, and what it wrote
// into the objects it was handed). When the file's process exits,
// DIR/NAME.test.mjs.answers holds those lines (long strings, such as the
// text of a 600,000-node tree, kept once in a table).
//
// Why that is enough: a page is a deterministic program of the engine's
// answers. If a changed engine gives every recorded call the same answer,
// every page of the file asked the same next question, saw the same
// answers and drew the same thing, so the file's result cannot change
// through the engine. The replay asks the new engine those calls in order
// and compares the digests (xtask/answers.mjs).
//
// What would break that argument is a call the record missed: a page that
// loaded the real glue without the wrapper (a service worker's cache, a
// test's own route). coverage.mjs sees every script a page runs, and
// writes into the record which glue it saw loaded unwrapped; such a file
// always runs.

import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';

/** The first line of the wrapper module: how coverage.mjs tells it from the real glue. */
export const WRAPPER_MARK = '// ab-answers: the recording wrapper of the engine glue';

/**
 * The digest and the argument encoding, shared by the page (the wrapper
 * carries this function's source) and the replay in Node. Self-contained:
 * it may name nothing outside itself.
 */
export function codec() {
  // Two 32-bit lanes (cyrb53's mixing), fed 32-bit words.
  const start = () => ({ a: 0xdeadbeef, b: 0x41c6ce57 });
  const word = (h, w) => {
    h.a = Math.imul(h.a ^ w, 2654435761);
    h.b = Math.imul(h.b ^ w, 1597334677);
  };
  const f64 = new Float64Array(1);
  const f64words = new Uint32Array(f64.buffer);
  const text = (h, s) => {
    word(h, s.length);
    for (let i = 0; i < s.length; i++) word(h, s.charCodeAt(i));
  };
  const bytes = (h, view) => {
    const u8 = new Uint8Array(view.buffer, view.byteOffset, view.byteLength);
    word(h, u8.length);
    const whole = u8.length >> 2;
    if ((u8.byteOffset & 3) === 0) {
      const u32 = new Uint32Array(u8.buffer, u8.byteOffset, whole);
      for (let i = 0; i < whole; i++) word(h, u32[i]);
    } else for (let i = 0; i < whole; i++) word(h, u8[4 * i] | (u8[4 * i + 1] << 8) | (u8[4 * i + 2] << 16) | (u8[4 * i + 3] << 24));
    for (let i = whole * 4; i < u8.length; i++) word(h, u8[i]);
  };
  const walk = (h, v) => {
    if (v === undefined) return word(h, 1);
    if (v === null) return word(h, 2);
    switch (typeof v) {
      case 'boolean':
        return word(h, v ? 4 : 3);
      case 'number':
        f64[0] = v;
        word(h, 5);
        word(h, f64words[0]);
        return word(h, f64words[1]);
      case 'bigint':
        word(h, 6);
        return text(h, String(v));
      case 'string':
        word(h, 7);
        return text(h, v);
      case 'function':
        word(h, 8);
        return text(h, v.name);
      case 'symbol':
        word(h, 9);
        return text(h, String(v));
    }
    if (ArrayBuffer.isView(v)) {
      word(h, 10);
      text(h, v.constructor.name);
      return bytes(h, v);
    }
    if (Array.isArray(v)) {
      word(h, 11);
      word(h, v.length);
      for (const item of v) walk(h, item);
      return;
    }
    if (v instanceof Error) {
      word(h, 12);
      text(h, String(v.name));
      text(h, String(v.message));
    } else word(h, 13);
    const keys = Object.keys(v);
    word(h, keys.length);
    for (const key of keys) {
      text(h, key);
      walk(h, v[key]);
    }
  };
  /** A 53-bit digest of `v`, as a base-36 string. */
  const digest = (v) => {
    const h = start();
    walk(h, v);
    let { a, b } = h;
    a = Math.imul(a ^ (a >>> 16), 2246822507) ^ Math.imul(b ^ (b >>> 13), 3266489909);
    b = Math.imul(b ^ (b >>> 16), 2246822507) ^ Math.imul(a ^ (a >>> 13), 3266489909);
    return (4294967296 * (2097151 & b) + (a >>> 0)).toString(36);
  };
  /**
   * `v` as JSON the replay can rebuild: an object an earlier call returned
   * (a session, a packed snapshot) as `{$r: call}`, through `refOf`.
   */
  const encode = (v, refOf) => {
    if (v === undefined) return { $u: 1 };
    if (typeof v === 'number' && (!Number.isFinite(v) || Object.is(v, -0))) return { $n: Object.is(v, -0) ? '-0' : String(v) };
    if (typeof v === 'bigint') return { $b: String(v) };
    if (v === null || typeof v !== 'object') return v;
    const ref = refOf(v);
    if (ref !== undefined) return { $r: ref };
    if (ArrayBuffer.isView(v)) return { $t: v.constructor.name, d: Array.from(v, Number) };
    if (Array.isArray(v)) return { $a: v.map((item) => encode(item, refOf)) };
    return { $o: Object.entries(v).map(([k, item]) => [k, encode(item, refOf)]) };
  };
  return { digest, encode };
}

/** Rebuilds an argument `encode` wrote; `ref(n)` is the replay's answer to call n. */
export function decode(v, ref) {
  if (v === null || typeof v !== 'object') return v;
  if ('$u' in v) return undefined;
  if ('$n' in v) return v.$n === '-0' ? -0 : Number(v.$n);
  if ('$b' in v) return BigInt(v.$b);
  if ('$r' in v) return ref(v.$r);
  if ('$t' in v) return new globalThis[v.$t](v.d);
  if ('$a' in v) return v.$a.map((item) => decode(item, ref));
  if ('$o' in v) return Object.fromEntries(v.$o.map(([k, item]) => [k, decode(item, ref)]));
  return v;
}

/**
 * Runs in the page, inside the wrapper: wraps the real glue `real`, whose
 * classes are named `classes`, and sends each call through `send`.
 * Self-contained, as `codec` is (its source is copied into the wrapper).
 */
export function recorder(real, classes, group, send, codecOf) {
  const { digest, encode } = codecOf();
  let calls = 0;
  /** Objects the engine returned → the number of the call that returned them. */
  const refs = new WeakMap();
  /** Wrapped instances → the real ones. */
  const inner = new WeakMap();
  const realClasses = classes.map((name) => real[name]);
  const refOf = (v) => refs.get(v);
  const wrapInstance = (instance, n) => {
    const proxy = new Proxy(instance, {
      get(target, prop) {
        if (typeof prop !== 'string' || prop === 'constructor' || prop.startsWith('__')) return Reflect.get(target, prop);
        let desc;
        for (let proto = Object.getPrototypeOf(target); proto && !desc; proto = Object.getPrototypeOf(proto)) {
          desc = Object.getOwnPropertyDescriptor(proto, prop);
        }
        if (desc?.get) return call(n, `get ${prop}`, () => Reflect.get(target, prop), []);
        const value = Reflect.get(target, prop);
        if (typeof value !== 'function') return value;
        return (...args) => call(n, prop, (...a) => value.apply(target, a), args);
      },
    });
    inner.set(proxy, instance);
    refs.set(proxy, n);
    return proxy;
  };
  function call(self, name, run, args) {
    const n = ++calls;
    const line = { g: group, n, s: self, f: name, a: args.map((v) => encode(v, refOf)) };
    let out;
    try {
      out = run(...args.map((v) => inner.get(v) ?? v));
    } catch (error) {
      line.h = `throw ${digest(error)}`;
      send(JSON.stringify(line));
      throw error;
    }
    const written = args.filter((v) => v !== null && typeof v === 'object' && !inner.has(v));
    if (out !== null && typeof out === 'object' && realClasses.some((c) => out instanceof c)) {
      line.h = `new ${out.constructor.name}`;
      out = wrapInstance(out, n);
    } else {
      line.h = digest(out) + (written.length ? ` ${digest(written)}` : '');
      if (out !== null && typeof out === 'object') refs.set(out, n);
    }
    send(JSON.stringify(line));
    return out;
  }
  const fn = (name) => {
    const target = real[name];
    return (...args) => call(null, name, target, args);
  };
  const cls = (name) =>
    new Proxy(real[name], {
      construct(target, args) {
        return call(null, `new ${name}`, (...a) => Reflect.construct(target, a), args);
      },
      get(target, prop) {
        const value = Reflect.get(target, prop);
        if (typeof prop !== 'string' || prop === 'prototype' || prop.startsWith('__') || typeof value !== 'function') return value;
        return (...args) => call(null, `${name}.${prop}`, (...a) => value.apply(target, a), args);
      },
    });
  return { fn, cls };
}

/** The wrapper module served in place of the glue `source` (see the top of the file). */
export function wrapperSource(source, module) {
  const functions = [...source.matchAll(/^export function (\w+)/gm)].map((m) => m[1]).filter((name) => name !== 'initSync');
  const classes = [...source.matchAll(/^export class (\w+)/gm)].map((m) => m[1]);
  return [
    WRAPPER_MARK,
    "import * as real from './alphabeta.js?real';",
    "export * from './alphabeta.js?real';",
    "export { default } from './alphabeta.js?real';",
    `const codecOf = ${codec.toString()};`,
    `const make = ${recorder.toString()};`,
    `const group = ${JSON.stringify(module)} + ':' + Math.random().toString(36).slice(2);`,
    // A line sent as the page closes is lost quietly, not as an unhandled rejection the test would see.
    'const send = (line) => globalThis.__abAnswers?.(line)?.catch?.(() => {});',
    `const { fn, cls } = make(real, ${JSON.stringify(classes)}, group, send, codecOf);`,
    ...functions.map((name) => `export const ${name} = fn('${name}');`),
    ...classes.map((name) => `export const ${name} = cls('${name}');`),
    '',
  ].join('\n');
}

/** The glue's module name (`core` or `extras`) for a URL, or null. */
export function glueOf(url) {
  const match = /\/pkg\/(extras\/)?alphabeta\.js$/.exec(new URL(url).pathname);
  return match ? (match[1] ? 'extras' : 'core') : null;
}

/** Every line the pages of this process sent. */
const lines = [];

/**
 * Serves the recording wrapper in `context` and collects its lines (see
 * the top of the file).
 * @param {import('playwright-core').BrowserContext} context
 */
export async function recordAnswers(context) {
  await context.exposeBinding('__abAnswers', (_source, line) => {
    lines.push(line);
  });
  await context.route(
    (url) => glueOf(url.href) !== null,
    async (route) => {
      const url = new URL(route.request().url());
      // Only a module's load runs it: a fetch of the file (the page
      // packing itself into a SCORM zip) gets the file as it is.
      if (route.request().resourceType() !== 'script') return route.fallback();
      try {
        // The real glue, fetched from its own address: not every test's
        // server serves a path with a query.
        if (url.search === '?real') return await route.fulfill({ response: await route.fetch({ url: url.href.slice(0, -url.search.length) }) });
        const response = await route.fetch();
        if (!response.ok()) return await route.fulfill({ response });
        const body = wrapperSource(await response.text(), glueOf(url.href));
        return await route.fulfill({ status: 200, contentType: 'text/javascript', body });
      } catch {
        // The page closed, or the network is off: the request goes on as
        // if nothing were recording (a glue it then loads is unwrapped,
        // and coverage.mjs says so).
        return route.fallback().catch(() => {});
      }
    },
  );
}

/**
 * Writes DIR/NAME.answers for the test file NAME: a header line
 * (`unwrapped`: the glue modules a page ran without the wrapper), the
 * table of long strings, then the calls.
 * @param {string} path
 * @param {string[]} unwrapped
 */
export function saveAnswers(path, unwrapped) {
  const table = {};
  const keep = (v) => {
    if (typeof v === 'string' && v.length > 512) {
      const key = createHash('sha1').update(v).digest('hex');
      table[key] = v;
      return { $k: key };
    }
    if (Array.isArray(v)) return v.map(keep);
    if (v !== null && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, item]) => [k, keep(item)]));
    return v;
  };
  const calls = lines.map((line) => JSON.stringify(keep(JSON.parse(line))));
  const head = JSON.stringify({ unwrapped, calls: calls.length });
  writeFileSync(path, `${head}\n${JSON.stringify(table)}\n${calls.join('\n')}\n`);
}
