// The interface catalogues (English in www/js/i18n/i18n.js, French in
// www/js/i18n/fr.js): English and French hold the
// same keys with the same {placeholders}, and every key the HTML or the
// modules name literally exists. Runs without a browser:
// node --test tests/i18n.test.mjs

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { REPO_ROOT } from './support/server.mjs';
import { ENGLISH as en, TERM_KEYS, t, loadLang, hasLang } from '../www/js/i18n/i18n.js';
import { CATALOGUE as fr } from '../www/js/i18n/fr.js';

const CATALOGUES = { en, fr };
import { count } from '../www/js/core/num.js';

const WWW = path.join(REPO_ROOT, 'www');
const placeholders = (s) => [...String(s).matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

test('English and French have the same keys and the same placeholders', () => {
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
  for (const file of (await readdir(js, { withFileTypes: true })).filter((e) => e.isFile()).map((e) => e.name)) {
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

test('French loads on demand, once; t falls back to English, then to the key', async () => {
  assert.ok(hasLang('en') && !hasLang('fr'), 'English is built in');
  assert.equal(t('fr', 'doc.title'), en['doc.title'], 'French not loaded yet: English');
  assert.equal(t('fr', 'no.such.key'), 'no.such.key');
  await Promise.all([loadLang('fr'), loadLang('fr')]);
  assert.equal(t('fr', 'doc.title'), fr['doc.title']);
  await loadLang('xx');
  assert.ok(!hasLang('xx'), 'a language not offered stays English');
  assert.equal(t('xx', 'doc.title'), en['doc.title']);
});

test('counts group their digits as each language does, and messages write numbers as counts', async () => {
  await Promise.all([loadLang('en'), loadLang('fr')]);
  const cases = [
    [0, 'en', '0'], [999, 'en', '999'], [1111, 'en', '1,111'], [52171, 'en', '52,171'], [1234567, 'en', '1,234,567'],
    [1111, 'fr', '1111'], [52171, 'fr', '52\u202f171'], [597871, 'fr', '597\u202f871'], [1234567, 'fr', '1\u202f234\u202f567'],
    // Not counts: written as String writes them.
    [2.5, 'en', '2.5'], [-5000, 'en', '-5000'], [Infinity, 'fr', 'Infinity'],
  ];
  for (const [n, lang, want] of cases) assert.equal(count(n, lang), want, `${n} in ${lang}`);
  assert.equal(t('en', 'controls.position', { k: 1234, n: 52171 }), '1,234 / 52,171');
  assert.equal(t('fr', 'controls.counter', { k: 12, n: 52171 }), 'Étape 12 sur 52\u202f171');
  // A string parameter is left as it is.
  assert.equal(t('en', 'controls.position', { k: '1234', n: '5' }), '1234 / 5');
});

test('identifiers passed as text are not grouped', async () => {
  await Promise.all([loadLang('en'), loadLang('fr')]);
  assert.equal(t('en', 'node.name', { id: String(12345) }), 'node 12345');
  assert.equal(t('fr', 'random.made', { seed: '4294967295' }), 'Arbre créé avec la graine 4294967295.');
});
