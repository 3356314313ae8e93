// Which of the wasm module's exports can reach each engine module: what a
// changed run needs to choose the end-to-end files a change to one engine
// module can affect (xtask/select.mjs, `cargo xtask test --changed`).
//
// The engine is read at the granularity of its top-level modules (the rows
// of ARCHITECTURE.md's layer table: `src/search/fail_soft.rs` is `search`),
// as `crate/tests/layers.rs` reads it:
// - a module depends on every module one of its files names through a
//   `crate::NAME` path (`use crate::{a, b}` names both); Rust has no other
//   way to reach another module's code, so the closure of that relation is
//   every module whose code can run under it (a trait's impl lives with its
//   trait or its type, both of which the caller must name);
// - an export of `src/wasm/` (a function, or a method of an exported type,
//   under its JavaScript name) reaches the modules its own text names (its
//   signature and body, through the file's `use crate::…` imports or a
//   `crate::` path), those of the wasm files' own helpers it calls (by
//   name, transitively), and for a method those its type's definition names
//   (the fields a method reads), then everything those depend on.
// The reading is by name and by module, so it errs towards more: a module
// an export can reach is never left out. A change to `src/wasm/` or
// `src/lib.rs` reaches every export (the caller runs every file).

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** Every `.rs` file under `dir`, as paths. */
function rustFiles(dir) {
  const out = [];
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...rustFiles(path));
    else if (name.endsWith('.rs')) out.push(path);
  }
  return out;
}

/** `text` without its whole-line comments and its `#[cfg(test)]` items (what the build compiles). */
function code(text) {
  let out = text.replace(/^\s*\/\/.*$/gm, '');
  for (let at = out.indexOf('#[cfg(test)]'); at >= 0; at = out.indexOf('#[cfg(test)]', at)) {
    const semi = out.indexOf(';', at);
    const brace = out.indexOf('{', at);
    const end = semi >= 0 && (brace < 0 || semi < brace) ? semi + 1 : blockEnd(out, at);
    out = out.slice(0, at) + out.slice(end);
  }
  return out;
}

/** The top-level module a file of `src` belongs to. */
export function moduleOf(src, path) {
  return relative(src, path).split(sep)[0].replace(/\.rs$/, '');
}

/** Every module `text` names through `crate::` (layers.rs's reading), or through `root::` when given (a test names the library `alphabeta::`). */
export function cratePaths(text, root = 'crate') {
  const out = [];
  for (const match of text.matchAll(new RegExp(`\\b${root}::(\\w+|\\{[^}]*)`, 'g'))) {
    if (match[1].startsWith('{')) {
      for (const part of match[1].slice(1).split(',')) {
        const name = part.trim().match(/^\w+/);
        if (name) out.push(name[0]);
      }
    } else out.push(match[1]);
  }
  return out;
}

/** The names a file's `use crate::…;` lines import, each with its module. */
function imports(text) {
  const names = new Map();
  for (const match of text.matchAll(/^\s*(?:pub\s+)?use\s+crate::([^;]+);/gm)) {
    const path = match[1].replace(/\s+/g, '');
    const brace = path.indexOf('{');
    if (brace < 0) {
      const parts = path.split('::');
      const last = parts.at(-1).split(' as ').at(-1);
      names.set(last, parts[0]);
      continue;
    }
    const head = path.slice(0, brace).split('::').filter(Boolean);
    for (const item of path.slice(brace + 1, path.lastIndexOf('}')).split(',')) {
      if (!item) continue;
      const parts = [...head, ...item.split('::')];
      const leaf = parts.at(-1).replace(/[{}]/g, '');
      const module = parts[0].replace(/[{}]/g, '');
      names.set(leaf === 'self' ? module : leaf.split('as').at(-1), module);
    }
  }
  return names;
}

/** The end of the item whose `{` is the first at or after `from` (brace matching, strings skipped roughly). */
function blockEnd(text, from) {
  let i = text.indexOf('{', from);
  if (i < 0) return text.length;
  let depth = 0;
  for (; i < text.length; i++) {
    const c = text[i];
    if (c === '"') {
      for (i++; i < text.length && text[i] !== '"'; i++) if (text[i] === '\\') i++;
    } else if (c === '/' && text[i + 1] === '/') {
      i = text.indexOf('\n', i);
      if (i < 0) return text.length;
    } else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i + 1;
  }
  return text.length;
}

/** The functions (and types) of the wasm files: name → { text, type, js, exported }. */
function wasmItems(files) {
  const items = new Map();
  const types = new Map();
  for (const { text } of files) {
    for (const m of text.matchAll(/^\s*pub\s+(?:struct|enum)\s+(\w+)/gm)) {
      types.set(m[1], text.slice(m.index, blockEnd(text, m.index)));
    }
    // Each `impl T` block: the methods inside take T's definition too.
    const impls = [...text.matchAll(/^(#\[wasm_bindgen[^\]]*\]\s*)?impl\s+(\w+)/gm)].map((m) => ({
      start: m.index,
      end: blockEnd(text, m.index),
      type: m[2],
    }));
    for (const m of text.matchAll(/((?:#\[[^\]]*\]\s*)*)(?:pub(?:\([^)]*\))?\s+)?fn\s+(\w+)/g)) {
      const attrs = m[1];
      const start = m.index + m[1].length;
      const impl = impls.find((b) => b.start < start && start < b.end);
      const exported = /#\[wasm_bindgen/.test(attrs) || (impl && /#\[wasm_bindgen/.test(text.slice(impl.start, impl.start + 20)));
      const jsName = attrs.match(/js_name\s*=\s*"?(\w+)"?/)?.[1];
      const js = /constructor/.test(attrs) ? 'constructor' : (jsName ?? m[2]);
      items.set(`${impl?.type ?? ''}::${m[2]}`, {
        name: m[2],
        text: text.slice(start, blockEnd(text, start)),
        type: impl?.type,
        js,
        exported: Boolean(exported) && /\bpub\b/.test(text.slice(m.index, start + 10)),
        names: null,
      });
    }
  }
  return { items, types };
}

/**
 * The engine's reach: `{ exports, rust, modules }`, where `exports` maps each
 * export's JavaScript name, and `rust` its Rust name, to the modules it can
 * reach, and `closure(modules)` the modules those can run,
 * read from `root/crate/src` (see the top of the file).
 */
export function engineReach(root) {
  const src = join(root, 'crate', 'src');
  const files = rustFiles(src).map((path) => ({ path, module: moduleOf(src, path), text: code(readFileSync(path, 'utf8')) }));
  // The module graph and its closure.
  const deps = new Map();
  for (const { module, text } of files) {
    const set = deps.get(module) ?? new Set();
    for (const name of cratePaths(text)) if (name !== module) set.add(name);
    deps.set(module, set);
  }
  const closure = (start) => {
    const seen = new Set();
    const stack = [...start];
    while (stack.length) {
      const m = stack.pop();
      if (seen.has(m)) continue;
      seen.add(m);
      for (const d of deps.get(m) ?? []) stack.push(d);
    }
    return seen;
  };
  const wasm = files.filter((f) => f.module === 'wasm');
  const named = new Map();
  for (const f of wasm) for (const [name, module] of imports(f.text)) named.set(name, module);
  const { items, types } = wasmItems(wasm);
  const local = new Map([...items.values()].map((item) => [item.name, item]));
  // The modules one item's text names, with its helpers' and its type's.
  const direct = (item, seen = new Set()) => {
    if (seen.has(item)) return new Set();
    seen.add(item);
    const out = new Set(cratePaths(item.text));
    const text = item.type ? `${item.text}\n${types.get(item.type) ?? ''}` : item.text;
    for (const word of new Set(text.match(/\b\w+\b/g) ?? [])) {
      if (named.has(word)) out.add(named.get(word));
      const helper = local.get(word);
      if (helper && helper !== item) for (const m of direct(helper, seen)) out.add(m);
      if (types.has(word) && word !== item.type) for (const m of cratePaths(types.get(word))) out.add(m);
    }
    return out;
  };
  const exports = new Map();
  const rust = new Map();
  for (const item of items.values()) {
    if (!item.exported) continue;
    const reach = closure(direct(item));
    for (const [map, key] of [
      [exports, item.js],
      [rust, item.name],
    ]) {
      const set = map.get(key) ?? new Set();
      for (const m of reach) set.add(m);
      map.set(key, set);
    }
  }
  return { exports, rust, closure, modules: [...deps.keys()].sort() };
}

// `node xtask/reach.mjs [ROOT]` prints each export's modules (to read the reach by eye).
if (import.meta.url === `file://${process.argv[1]}`) {
  const { exports } = engineReach(process.argv[2] ?? '.');
  for (const [js, set] of [...exports].sort()) console.log(`${js}: ${[...set].sort().join(' ')}`);
}
