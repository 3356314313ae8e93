// The length of the page's functions, checked from its source: no function
// of www/js is over 120 lines, and none is over 80 lines unless a comment
// right above it (or its JSDoc) has a sentence saying why, with the words
// "long because" (docs/page.md, "Function length"). Runs without a
// browser: node --test tests/unit
//
// Every function is measured, whatever its form (a declaration, an
// expression, an arrow, a method, a getter), from the line of its first
// token to the line of its last, both counted, with acorn, the parser of
// tests/unit/layers.test.mjs. A function inside another is measured on its
// own, and the outer one's length includes it.
//
// The functions that were over the limits when this test came are listed
// in OFFENDERS with their length then: each may only shrink. The list is
// kept exact, so a listed function that grows fails, and so does one that
// shrank (write its new length), went under the limits or is gone (take it
// off the list): the list only ever gets shorter.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'acorn';

const JS = fileURLToPath(new URL('../../www/js/', import.meta.url));

/** Over this many lines a function must say why it is long. */
export const EXPLAIN = 80;
/** Over this many lines a function is refused, explained or not. */
export const LIMIT = 120;
/** The words a comment right above a long function carries. */
export const BECAUSE = /\blong because\b/i;

/**
 * Today's offenders, "file:function" → its length in lines, which may only
 * shrink (state/state.js and app.js are being changed by another hand).
 */
export const OFFENDERS = new Map([]);

/** Every .js file below `dir`, as a path relative to www/js with `/`. */
function modules(dir = JS) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    // vendor/ holds other projects' code as they ship it (fflate), not the page's own.
    if (entry.isDirectory()) return entry.name === 'vendor' && dir === JS ? [] : modules(full);
    return entry.name.endsWith('.js') ? [path.relative(JS, full).split(path.sep).join('/')] : [];
  });
}

/** The node types that carry a function's name and its comment before it. */
const WRAPPERS = new Set([
  'VariableDeclarator',
  'VariableDeclaration',
  'ExportNamedDeclaration',
  'ExportDefaultDeclaration',
  'Property',
  'MethodDefinition',
  'PropertyDefinition',
  'AssignmentExpression',
  'ExpressionStatement',
]);
const FUNCTIONS = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);

/** A property or method key as written, or null when it is computed. */
function keyName(node) {
  if (node.computed) return null;
  return node.key.type === 'Identifier' ? node.key.name : String(node.key.value);
}

/** The text of an assignment's target (`view.paint`, `exports.x`), or null. */
function targetName(node) {
  if (node.type === 'Identifier') return node.name;
  if (node.type === 'ThisExpression') return 'this';
  if (node.type === 'MemberExpression' && !node.computed) {
    const object = targetName(node.object);
    return object && `${object}.${node.property.name}`;
  }
  return null;
}

/**
 * Every function of one module's source, with its length and whether a
 * comment right above it says why it is long.
 * @param {string} text  a module's source
 * @returns {{name: string, line: number, lines: number, explained: boolean}[]}
 *   `name` is the function's own name, or the name it is given (a variable,
 *   a property, a method, an assignment's target), or `(anonymous)`, with
 *   `#2`, `#3`… after the second and later functions of the same name in
 *   one module, in source order
 */
export function measure(text) {
  const comments = [];
  const ast = parse(text, {
    ecmaVersion: 'latest',
    sourceType: 'module',
    locations: true,
    onComment: comments,
  });
  const found = [];
  // An explicit stack of [node, ancestors]: no recursion on depth.
  const stack = [[ast, []]];
  while (stack.length) {
    const [node, ancestors] = stack.pop();
    if (FUNCTIONS.has(node.type)) found.push(describe(node, ancestors, comments));
    const below = [...ancestors, node];
    for (const value of Object.values(node)) {
      for (const child of Array.isArray(value) ? value : [value]) {
        if (child && typeof child.type === 'string') stack.push([child, below]);
      }
    }
  }
  found.sort((a, b) => a.start - b.start);
  const seen = new Map();
  return found.map(({ name, line, lines, explained }) => {
    const n = (seen.get(name) ?? 0) + 1;
    seen.set(name, n);
    return { name: n === 1 ? name : `${name}#${n}`, line, lines, explained };
  });
}

/** One function's name, length and explanation (see `measure`). */
function describe(node, ancestors, comments) {
  let name = node.id?.name ?? null;
  // The statement the function is the value of starts where its comment
  // ends: climb through the nodes that only name or export it.
  let anchor = node;
  for (let i = ancestors.length - 1; i >= 0 && WRAPPERS.has(ancestors[i].type); i--) {
    const up = ancestors[i];
    if (up.type === 'ExpressionStatement' && up.expression !== anchor) break;
    if (name === null) {
      if (up.type === 'VariableDeclarator' && up.id.type === 'Identifier') name = up.id.name;
      else if (up.type === 'Property' || up.type === 'MethodDefinition' || up.type === 'PropertyDefinition') name = keyName(up);
      else if (up.type === 'AssignmentExpression') name = targetName(up.left);
      else if (up.type === 'ExportDefaultDeclaration') name = 'default';
    }
    anchor = up;
  }
  return {
    name: name ?? '(anonymous)',
    start: node.start,
    line: node.loc.start.line,
    lines: node.loc.end.line - node.loc.start.line + 1,
    explained: commentAbove(anchor, comments).some((c) => BECAUSE.test(c.value.replace(/\s*\n\s*\*?\s*/g, ' '))),
  };
}

/**
 * The comments right above a node: the run of comments that ends on the
 * line before it (or on its line, before it), each on the line after the
 * previous one, with nothing but blank space between them and the node.
 */
function commentAbove(node, comments) {
  const run = [];
  let line = node.loc.start.line;
  for (let i = comments.length - 1; i >= 0; i--) {
    const c = comments[i];
    if (c.end > node.start) continue;
    if (c.loc.end.line < line - 1) break;
    run.push(c);
    line = c.loc.start.line;
  }
  return run;
}

/**
 * Every broken rule of the lengths, as sentences naming the file, line and
 * function (empty when the functions keep them).
 * @param {{file: string, name: string, line: number, lines: number, explained: boolean}[]} functions
 * @param {Map<string, number>} offenders  "file:name" → its length at most
 */
export function lengthProblems(functions, offenders = OFFENDERS) {
  const problems = [];
  const needed = new Set();
  for (const f of functions) {
    const key = `${f.file}:${f.name}`;
    const over = f.lines > LIMIT || (f.lines > EXPLAIN && !f.explained);
    if (offenders.has(key)) {
      needed.add(key);
      const was = offenders.get(key);
      if (f.lines > was) problems.push(`${f.file}:${f.line}: ${f.name} has ${f.lines} lines, more than the ${was} it is allowed; make it shorter`);
      else if (!over) problems.push(`${key} keeps the limits now (${f.lines} lines); take it off the list of offenders`);
      else if (f.lines < was) problems.push(`${key} shrank from ${was} to ${f.lines} lines; write ${f.lines} in the list of offenders`);
    } else if (f.lines > LIMIT) {
      problems.push(`${f.file}:${f.line}: ${f.name} has ${f.lines} lines, over ${LIMIT}; split it`);
    } else if (over) {
      problems.push(`${f.file}:${f.line}: ${f.name} has ${f.lines} lines, over ${EXPLAIN}, with no comment above it saying why it is "long because"…`);
    }
  }
  for (const key of offenders.keys()) {
    if (!needed.has(key)) problems.push(`${key} is on the list of offenders but no longer exists; take it off`);
  }
  return problems;
}

test(`no function of www/js is over ${LIMIT} lines, nor over ${EXPLAIN} without saying why, but for the shrinking list`, () => {
  const functions = modules().flatMap((file) => measure(readFileSync(path.join(JS, file), 'utf8')).map((f) => ({ file, ...f })));
  assert.ok(functions.length > 500, `found the functions (${functions.length})`);
  assert.deepEqual(lengthProblems(functions), []);
});

/** A function of `body` lines in all, with `above` on the lines before it. */
const fn = (body, above = '') => `${above}function f() {\n${'  x();\n'.repeat(body - 2)}}\n`;

test('the checker refuses a function of 121 lines, and one of 81 that does not say why', () => {
  const long = measure(fn(121));
  assert.deepEqual(
    long.map((f) => [f.name, f.lines]),
    [['f', 121]],
  );
  assert.deepEqual(
    lengthProblems(
      long.map((f) => ({ file: 'x.js', ...f })),
      new Map(),
    ),
    ['x.js:1: f has 121 lines, over 120; split it'],
  );
  const said = measure(fn(121, '// Long because it is a test.\n'));
  assert.deepEqual(
    lengthProblems(
      said.map((f) => ({ file: 'x.js', ...f })),
      new Map(),
    ),
    ['x.js:2: f has 121 lines, over 120; split it'],
  );
  const unexplained = measure(fn(81, '// A function.\n'));
  assert.deepEqual(
    lengthProblems(
      unexplained.map((f) => ({ file: 'x.js', ...f })),
      new Map(),
    ),
    ['x.js:2: f has 81 lines, over 80, with no comment above it saying why it is "long because"…'],
  );
  assert.deepEqual(
    measure(fn(80)).map((f) => f.lines),
    [80],
  );
  assert.deepEqual(
    lengthProblems(
      measure(fn(80)).map((f) => ({ file: 'x.js', ...f })),
      new Map(),
    ),
    [],
  );
});

test('a sentence saying why, right above or in the JSDoc, lets a function of 81 to 120 lines pass', () => {
  const cases = [
    '// The table is long because every key has a row.\n',
    '/**\n * Draws it.\n *\n * It is long\n * because each case is a step.\n */\n',
    '/* Long because. */ export ',
    '// Long because: one step per case.\nconst ',
  ];
  for (const above of cases) {
    const source = above.endsWith('const ') ? `${above}g = ${fn(100)}` : fn(100, above);
    const [f] = measure(source);
    assert.equal(f.lines, 100);
    assert.ok(f.explained, `explained by ${JSON.stringify(above)}`);
  }
  const far = measure(fn(100, '// Long because it is a test.\n\n'));
  assert.equal(far[0].explained, false, 'a comment a blank line away is not right above');
  const other = measure(`// Long because it is a test.\nconst a = 1;\n${fn(100)}`);
  assert.equal(other.find((f) => f.name === 'f').explained, false, 'a comment above another statement does not count');
});

test('the checker names every kind of function and holds the list of offenders exact', () => {
  const source = [
    'export function a() {}',
    'const b = () => 1;',
    'const o = { c() {}, d: function () {}, get e() { return 1; } };',
    'class K { m() {} static n = () => {}; }',
    'view.paint = function () {};',
    'export default function () {}',
    'list.map((x) => x);',
    'const p = { a() {} };',
  ].join('\n');
  assert.deepEqual(
    measure(source).map((f) => [f.name, f.line]),
    [
      ['a', 1],
      ['b', 2],
      ['c', 3],
      ['d', 3],
      ['e', 3],
      ['m', 4],
      ['n', 4],
      ['view.paint', 5],
      ['default', 6],
      ['(anonymous)', 7],
      ['a#2', 8],
    ],
  );
  const listed = new Map([
    ['x.js:f', 150],
    ['x.js:gone', 90],
  ]);
  const at = (lines) => measure(fn(lines)).map((f) => ({ file: 'x.js', ...f }));
  assert.deepEqual(lengthProblems(at(150), listed), ['x.js:gone is on the list of offenders but no longer exists; take it off']);
  listed.delete('x.js:gone');
  assert.deepEqual(lengthProblems(at(150), listed), []);
  assert.deepEqual(lengthProblems(at(151), listed), ['x.js:1: f has 151 lines, more than the 150 it is allowed; make it shorter']);
  assert.deepEqual(lengthProblems(at(130), listed), ['x.js:f shrank from 150 to 130 lines; write 130 in the list of offenders']);
  assert.deepEqual(lengthProblems(at(90), listed), ['x.js:f shrank from 150 to 90 lines; write 90 in the list of offenders']);
  assert.deepEqual(lengthProblems(at(80), listed), ['x.js:f keeps the limits now (80 lines); take it off the list of offenders']);
  assert.deepEqual(
    lengthProblems(
      measure(fn(90, '// Long because.\n')).map((f) => ({ file: 'x.js', ...f })),
      listed,
    ),
    ['x.js:f keeps the limits now (90 lines); take it off the list of offenders'],
  );
});
