// The style sheets' colours (www/css/*.css): each is a variable of the
// table at the top of style.css with its light and its dark value
// (light-dark()), so that dark mode misses none; the table for browsers
// without light-dark() holds the same light values; only the presenter's
// blank screens (black, white: what the keys mean) and the printed
// sheet's own colours (paper) are written as they are.
//
// Run: node --test tests/unit/scheme.test.mjs

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';

const css = (name) => readFile(new URL(`../../www/css/${name}`, import.meta.url), 'utf8');
const COLOUR = /#[0-9a-fA-F]{3,8}\b|\brgba?\(|\bhsla?\(/g;

/** The text between `open` and its matching closing brace. */
function block(text, open) {
  const start = text.indexOf(open);
  assert.ok(start >= 0, `no ${open}`);
  let depth = 0;
  for (let i = text.indexOf('{', start); i < text.length; i++) {
    if (text[i] === '{') depth++;
    if (text[i] === '}' && --depth === 0) return text.slice(start, i + 1);
  }
  throw new Error(`${open} is not closed`);
}

/** Comments out: a colour named in a comment is no colour. */
const code = (text) => text.replace(/\/\*[\s\S]*?\*\//g, '');

test('every colour of style.css is a variable with a light and a dark value', async () => {
  const text = code(await css('style.css'));
  const table = block(text, ':root, :host {\n  color-scheme: light dark;');
  const fallback = block(text, '@supports not (color: light-dark(#000, #fff))');
  const pairs = [...table.matchAll(/(--[\w-]+): light-dark\(([^,]+(?:\([^)]*\))?), ([^;]+)\);/g)];
  assert.ok(pairs.length >= 40, `the table has ${pairs.length} colours`);
  // Nothing else in the table is a colour.
  const rest = pairs.reduce((t, m) => t.replace(m[0], ''), table);
  assert.deepEqual(rest.match(COLOUR) ?? [], [], 'a colour in the table without its dark value');
  // Outside the two tables: the blank screens' black and white only.
  const outside = text.replace(table, '').replace(fallback, '');
  const found = [...outside.matchAll(/^.*(?:#[0-9a-fA-F]{3,8}\b|\brgba?\(|\bhsla?\().*$/gm)].map((m) => m[0].trim());
  assert.deepEqual(found, ['background: #000;', '.screen-blank[data-color="white"] { background: #fff; }']);
  // Each dark value differs from its light one unless the comment above says why (a physical board).
  const same = pairs.filter((m) => m[2] === m[3].replace(/\)$/, '')).map((m) => m[1]);
  assert.deepEqual(same.sort(), ['--c4-board', '--c4-o', '--c4-o-fg', '--c4-x', '--c4-x-fg']);
  // The fallback: the same variables with their light values, in order.
  const light = pairs.map((m) => `${m[1]}: ${m[2]};`);
  const given = [...fallback.matchAll(/(--[\w-]+): ([^;]+);/g)].map((m) => `${m[1]}: ${m[2]};`);
  assert.deepEqual(given, light);
});

test('embed.css and element.css name no colour of their own', async () => {
  for (const name of ['embed.css', 'element.css']) {
    assert.deepEqual(code(await css(name)).match(COLOUR) ?? [], [], name);
  }
});

test('the page and the embed declare both schemes from their first paint; a printed sheet stays light', async () => {
  for (const page of ['index.html', 'embed.html']) {
    const html = await readFile(new URL(`../../www/${page}`, import.meta.url), 'utf8');
    assert.match(html, /<meta name="color-scheme" content="light dark">/, page);
  }
  assert.match(code(await css('sheet.css')), /:root \{ color-scheme: light; \}/);
  assert.match(code(await css('style.css')), /@media print \{\s*:root, :host, :host\(\[scheme\]\) \{ color-scheme: light; \}/);
});
