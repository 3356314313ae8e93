// The interface catalogues (www/js/i18n.js): English and French hold the
// same keys with the same {placeholders}, and every key the HTML or the
// modules name literally exists. Runs without a browser:
// node --test tests/i18n.test.mjs

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { REPO_ROOT } from './support/server.mjs';
import { CATALOGUES, TERM_KEYS } from '../www/js/i18n.js';

const WWW = path.join(REPO_ROOT, 'www');
const placeholders = (s) => [...String(s).matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

test('English and French have the same keys and the same placeholders', () => {
  const en = CATALOGUES.en;
  const fr = CATALOGUES.fr;
  assert.deepEqual(Object.keys(fr).sort(), Object.keys(en).sort());
  for (const key of Object.keys(en)) {
    assert.deepEqual(placeholders(fr[key]), placeholders(en[key]), key);
    assert.ok(String(fr[key]).trim(), `${key} is empty in French`);
  }
});

test('every key named in the HTML and the modules exists', async () => {
  const used = new Set();
  for (const file of ['index.html', 'embed.html']) {
    const html = await readFile(path.join(WWW, file), 'utf8');
    for (const m of html.matchAll(/data-i18n(?:-[a-z-]+)?="([^"]+)"/g)) used.add(m[1]);
  }
  const js = path.join(WWW, 'js');
  for (const file of await readdir(js)) {
    const src = await readFile(path.join(js, file), 'utf8');
    // t(lang, 'key' …) and the keys passed by name: titleKey / messageKey / key.
    for (const m of src.matchAll(/\bt\([^,()]+,\s*'([\w.]+)'/g)) used.add(m[1]);
    for (const m of src.matchAll(/\b(?:titleKey|messageKey|key):\s*'([\w.]+)'/g)) used.add(m[1]);
  }
  assert.ok(used.size > 50, `found ${used.size} keys`);
  // A key ending in '.' is a prefix completed at run time ('player.' + 'max').
  const keys = Object.keys(CATALOGUES.en);
  const missing = [...used].filter((k) => (k.endsWith('.') ? !keys.some((x) => x.startsWith(k)) : !keys.includes(k)));
  assert.deepEqual(missing, []);
});

test('the families completed at run time cover every value the engine sends', () => {
  const families = {
    state: ['unvisited', 'path', 'done', 'evaluated', 'pruned', 'beyond'],
    player: ['max', 'min'],
    bound: ['exact', 'lower', 'upper'],
    'code.caption': ['minimax', 'alphabeta', 'alphabeta-hard'],
  };
  for (const [family, values] of Object.entries(families)) {
    for (const v of values) {
      for (const lang of ['en', 'fr']) assert.ok(`${family}.${v}` in CATALOGUES[lang], `${lang}: ${family}.${v}`);
    }
  }
});

test('the names the engine gives (algorithms, kinds of cut) are not written again in the catalogues', () => {
  for (const lang of ['en', 'fr']) {
    assert.deepEqual(TERM_KEYS.filter((key) => key in CATALOGUES[lang]), [], lang);
  }
});
