// The page's layers, checked from its source, as crate/tests/layers.rs
// checks the core's: a module of www/js may import only modules of its own
// folder or of a lower layer, never one above, and the imports inside a
// folder form no cycle. The table is docs/page.md's ("Layers", held equal
// here); a new folder must be placed in both, and an edge against the order
// fails here with the file and line. Runs without a browser:
// node --test tests/unit
//
// Every static import (`import … from`, `import '…'`, `export … from`) and
// every dynamic `import(…)` is read with acorn, the parser terser (the
// minifier of `cargo xtask dist`) is built on, so an import in a comment or
// a string is not one. A dynamic import whose specifier is not a plain
// string cannot be checked, so it is refused. Besides the order, two
// promises of the table are held: only `engine/` imports the wasm glue
// (`www/pkg`), only the entry points import `state/`, and `core/` names no
// browser global (no DOM, no storage, no network): its modules run, and are
// unit-tested, under node. Only the entry points sit at the top of www/js.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'acorn';

const JS = fileURLToPath(new URL('../../www/js/', import.meta.url));

/**
 * Each folder of www/js and its layer, bottom first; '.' is the entry
 * points, whose URLs pages and course notes name (js/app.js, js/element.js…).
 */
export const LAYERS = new Map([
  ['core', 0],
  ['vendor', 0],
  ['i18n', 1],
  ['ui', 2],
  ['engine', 3],
  ['state', 4],
  ['draw', 5],
  ['panels', 6],
  ['.', 7],
]);

/**
 * The entry points, the only modules at the top of www/js: their URLs are
 * named by the pages (index.html, embed.html, sheet.html) and by course
 * notes (`<script type="module" src="…/js/element.js">`), so they stay.
 */
export const ENTRIES = ['app.js', 'element.js', 'embed.js', 'launch.js', 'offline.js', 'sheet.js'];

/**
 * Folders that only some folders may import: the state is the entry
 * points' to hand out (a panel or the drawing gets the actions it may call,
 * never the state's module).
 */
export const ONLY = new Map([['state', new Set(['state', '.'])]]);

/** The browser's globals that `core/` may not name. */
const BROWSER = new Set([
  'document',
  'window',
  'navigator',
  'location',
  'localStorage',
  'sessionStorage',
  'history',
  'fetch',
  'customElements',
  'requestAnimationFrame',
  'matchMedia',
  'crypto',
  'HTMLElement',
  'Element',
  'Node',
  'addEventListener',
]);

/** Every .js file below `dir`, as a path relative to www/js with `/`. */
function modules(dir = JS) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return modules(full);
    return entry.name.endsWith('.js') ? [path.relative(JS, full).split(path.sep).join('/')] : [];
  });
}

/** Calls `visit` on every node of an acorn tree (an explicit stack: no recursion on depth). */
function walk(root, visit) {
  const stack = [[root, null, null]];
  while (stack.length) {
    const [node, parent, key] = stack.pop();
    visit(node, parent, key);
    for (const [k, value] of Object.entries(node)) {
      for (const child of Array.isArray(value) ? value : [value]) {
        if (child && typeof child.type === 'string') stack.push([child, node, k]);
      }
    }
  }
}

/**
 * What one module's source imports and names.
 * @param {string} file  the module, relative to www/js
 * @param {string} text  its source
 * @returns {{edges: {from: string, to: string, line: number, dynamic: boolean}[], unreadable: number[], globals: {name: string, line: number}[]}}
 *   `to` is normalised relative to www/js ('../pkg/…' for the glue);
 *   `unreadable` the lines of dynamic imports that are not a plain string
 */
export function readModule(file, text) {
  const ast = parse(text, { ecmaVersion: 'latest', sourceType: 'module', locations: true });
  const edges = [];
  const unreadable = [];
  const globals = [];
  const edge = (source, node, dynamic) => {
    const to = path.posix.normalize(path.posix.join(path.posix.dirname(file), source));
    edges.push({ from: file, to, line: node.loc.start.line, dynamic });
  };
  walk(ast, (node, parent, key) => {
    if ((node.type === 'ImportDeclaration' || node.type === 'ExportNamedDeclaration' || node.type === 'ExportAllDeclaration') && node.source) {
      edge(node.source.value, node, false);
    } else if (node.type === 'ImportExpression') {
      if (node.source.type === 'Literal' && typeof node.source.value === 'string') edge(node.source.value, node, true);
      else unreadable.push(node.loc.start.line);
    } else if (node.type === 'Identifier' && BROWSER.has(node.name)) {
      const isKey =
        (parent?.type === 'MemberExpression' && key === 'property' && !parent.computed) ||
        (parent?.type === 'Property' && key === 'key' && !parent.computed) ||
        parent?.type === 'MethodDefinition' ||
        parent?.type === 'PropertyDefinition';
      if (!isKey) globals.push({ name: node.name, line: node.loc.start.line });
    }
  });
  return { edges, unreadable, globals };
}

/** A module's folder, '.' for an entry point. */
const folderOf = (file) => (file.includes('/') ? file.slice(0, file.indexOf('/')) : '.');

/**
 * Every broken rule of the layers in an import graph, as sentences naming
 * the file and line (empty when the graph keeps them).
 * @param {{from: string, to: string, line: number}[]} edges  paths relative to www/js
 * @param {Map<string, number>} layers  folder → layer
 */
export function layerProblems(edges, layers = LAYERS) {
  const problems = [];
  const inside = new Map();
  for (const { from, to, line } of edges) {
    const at = `${from}:${line}`;
    const source = folderOf(from);
    if (!layers.has(source)) {
      problems.push(`${at}: ${from} is in a folder with no layer; give "${source}" a row in the table`);
      continue;
    }
    if (to.startsWith('../')) {
      if (!to.startsWith('../pkg/')) problems.push(`${at}: imports ${to}, outside www/js and www/pkg`);
      else if (source !== 'engine') problems.push(`${at}: imports the wasm glue ${to}; only engine/ may`);
      continue;
    }
    const target = folderOf(to);
    if (!layers.has(target)) {
      problems.push(`${at}: imports ${to}, in a folder with no layer`);
    } else if (layers.get(target) > layers.get(source)) {
      problems.push(`${at}: ${source} (layer ${layers.get(source)}) imports ${to} of ${target} (layer ${layers.get(target)}), a layer above`);
    } else if (ONLY.has(target) && !ONLY.get(target).has(source)) {
      problems.push(`${at}: ${source} imports ${to}; only ${[...ONLY.get(target)].map((f) => (f === '.' ? 'the entry points' : `${f}/`)).join(' and ')} may`);
    } else if (target === source) {
      if (!inside.has(from)) inside.set(from, []);
      inside.get(from).push(to);
    }
  }
  // Edges up are refused above, so a cycle can only run inside one folder.
  const done = new Set();
  for (const start of inside.keys()) {
    if (done.has(start)) continue;
    const onPath = [start];
    const stack = [[start, 0]];
    while (stack.length) {
      const top = stack[stack.length - 1];
      const next = (inside.get(top[0]) ?? [])[top[1]++];
      if (next === undefined) {
        done.add(top[0]);
        stack.pop();
        onPath.pop();
      } else if (onPath.includes(next)) {
        problems.push(`import cycle: ${[...onPath.slice(onPath.indexOf(next)), next].join(' → ')}`);
      } else if (!done.has(next)) {
        onPath.push(next);
        stack.push([next, 0]);
      }
    }
  }
  return problems;
}

test('every module of www/js imports only its own folder or a lower layer, with no cycle', () => {
  const files = modules();
  assert.ok(files.length > 30, `found the modules (${files.length})`);
  const edges = [];
  const problems = [];
  for (const file of files) {
    const { edges: mine, unreadable, globals } = readModule(file, readFileSync(path.join(JS, file), 'utf8'));
    edges.push(...mine);
    for (const line of unreadable) problems.push(`${file}:${line}: a dynamic import of something other than a string, which this test cannot check`);
    if (folderOf(file) === 'core') for (const g of globals) problems.push(`${file}:${g.line}: core/ names the browser's ${g.name}`);
    if (!LAYERS.has(folderOf(file))) problems.push(`${file}: in a folder with no layer; give "${folderOf(file)}" a row in the table`);
  }
  assert.deepEqual(files.filter((f) => folderOf(f) === '.').sort(), ENTRIES, 'only the entry points sit at the top of www/js');
  for (const { from, to, line } of edges) {
    if (!to.startsWith('../') && !files.includes(to)) problems.push(`${from}:${line}: imports ${to}, which does not exist`);
  }
  assert.ok(edges.length > 100, `read the imports (${edges.length})`);
  assert.ok(
    edges.some((e) => e.dynamic),
    'read the dynamic imports',
  );
  assert.deepEqual([...problems, ...layerProblems(edges)], []);
});

test("docs/page.md's table of layers is this test's", () => {
  const doc = readFileSync(new URL('../../docs/page.md', import.meta.url), 'utf8');
  const section = doc.slice(doc.indexOf('## Layers'), doc.indexOf('## Files'));
  const rows = [...section.matchAll(/^\| (\d+) \| `(?:js\/)?([a-z0-9]*)\/?` (?:itself )?\|/gm)].map((m) => [
    m[2] === 'js' || m[2] === '' ? '.' : m[2],
    Number(m[1]),
  ]);
  assert.deepEqual(rows, [...LAYERS]);
});

test('the checker refuses an edge up, a cycle, a folder with no layer, the glue outside engine/ and the state outside the entry points', () => {
  const up = { from: 'core/num.js', to: 'draw/render.js', line: 3 };
  const problems = layerProblems([
    { from: 'draw/render.js', to: 'core/num.js', line: 1 },
    up,
    { from: 'draw/a.js', to: 'draw/b.js', line: 1 },
    { from: 'draw/b.js', to: 'draw/c.js', line: 2 },
    { from: 'draw/c.js', to: 'draw/a.js', line: 3 },
    { from: 'misc/x.js', to: 'core/num.js', line: 4 },
    { from: 'panels/game.js', to: '../pkg/alphabeta.js', line: 5 },
    { from: 'engine/engine.js', to: '../pkg/alphabeta.js', line: 6 },
    { from: 'panels/game.js', to: 'state/state.js', line: 7 },
    { from: 'app.js', to: 'state/state.js', line: 8 },
  ]);
  assert.deepEqual(problems, [
    'core/num.js:3: core (layer 0) imports draw/render.js of draw (layer 5), a layer above',
    'misc/x.js:4: misc/x.js is in a folder with no layer; give "misc" a row in the table',
    'panels/game.js:5: imports the wasm glue ../pkg/alphabeta.js; only engine/ may',
    'panels/game.js:7: panels imports state/state.js; only state/ and the entry points may',
    'import cycle: draw/a.js → draw/b.js → draw/c.js → draw/a.js',
  ]);
});

test('the reader finds static, re-exported and dynamic imports, not those in comments or strings, and core’s browser globals', () => {
  const text = [
    "import { a } from './a.js';",
    "import '../core/b.js';",
    "export { c } from './c.js';",
    "// import { d } from './d.js';",
    'const s = "import(\'./e.js\')";',
    "const f = () => import('../draw/f.js');",
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template literal, read by the test
    'const g = (name) => import(`./${name}.js`);',
    'const h = document.title + x.window + { navigator: 1 }.navigator;',
  ].join('\n');
  const { edges, unreadable, globals } = readModule('ui/z.js', text);
  assert.deepEqual(
    edges.map((e) => [e.to, e.line, e.dynamic]).sort((p, q) => p[1] - q[1]),
    [
      ['ui/a.js', 1, false],
      ['core/b.js', 2, false],
      ['ui/c.js', 3, false],
      ['draw/f.js', 6, true],
    ],
  );
  assert.deepEqual(unreadable, [7]);
  assert.deepEqual(globals, [{ name: 'document', line: 8 }]);
});
