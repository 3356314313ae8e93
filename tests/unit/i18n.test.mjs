// The interface catalogues (English in www/js/i18n/i18n.js, the words of
// every view, and www/js/i18n/en-page.js, the page's own; French in
// www/js/i18n/fr.js): English and French hold the same keys with the same
// {placeholders}, every key the HTML or the modules name literally exists,
// and the embed view and the element name only the words of every view
// (they do not download the page's). Runs without a browser:
// node --test tests/unit/i18n.test.mjs

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { REPO_ROOT } from '../support/server.mjs';
import { importGraph } from '../support/imports.mjs';
import { ENGLISH, TERM_KEYS, t, loadLang, hasLang, addEnglish } from '../../www/js/i18n/i18n.js';
import { PAGE_ENGLISH } from '../../www/js/i18n/en-page.js';
import { CATALOGUE as fr } from '../../www/js/i18n/fr.js';

const en = { ...ENGLISH, ...PAGE_ENGLISH };
const CATALOGUES = { en, fr };
import { count } from '../../www/js/core/num.js';

const WWW = path.join(REPO_ROOT, 'www');
const placeholders = (s) => [...String(s).matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

test('English and French have the same keys and the same placeholders', () => {
  assert.deepEqual(Object.keys(fr).sort(), Object.keys(en).sort());
  for (const key of Object.keys(en)) {
    assert.deepEqual(placeholders(fr[key]), placeholders(en[key]), key);
    assert.ok(String(fr[key]).trim(), `${key} is empty in French`);
  }
});

/** Every .js file under `dir`, as paths relative to www/js. */
async function modules(dir = path.join(WWW, 'js'), base = '') {
  const out = [];
  for (const e of await readdir(dir, { withFileTypes: true })) {
    if (e.isDirectory()) out.push(...(await modules(path.join(dir, e.name), base + e.name + '/')));
    else if (e.name.endsWith('.js') && !base.startsWith('i18n')) out.push(base + e.name);
  }
  return out;
}

/**
 * The keys that `files` (under www/) name literally: data-i18n attributes,
 * t(lang, 'key' …), and the keys passed by name (titleKey, messageKey,
 * key, note). A key ending in '.' is a prefix completed at run time.
 */
async function keysNamed(files) {
  const used = new Set();
  for (const file of files) {
    const src = await readFile(path.join(WWW, file), 'utf8');
    for (const m of src.matchAll(/data-i18n(?:-[a-z-]+)?="([^"]+)"/g)) used.add(m[1]);
    for (const m of src.matchAll(/\bt\([^,()]+,\s*['`]([\w.-]+)['`$]/g)) used.add(m[1]);
    for (const m of src.matchAll(/\b(?:titleKey|messageKey|key|note):\s*'([\w.]+)'/g)) used.add(m[1]);
  }
  return used;
}

/**
 * The keys of `used` that `catalogue` lacks. A prefix (a key completed at
 * run time: 'phase.' + kind) needs every key of the whole catalogue that
 * starts with it.
 */
function missingFrom(used, catalogue) {
  const keys = Object.keys(en);
  return [...used].flatMap((k) => {
    const meant = k.endsWith('.') ? keys.filter((x) => x.startsWith(k)) : [k];
    if (meant.length === 0) return [k];
    return meant.filter((x) => !(x in catalogue));
  });
}

/**
 * The keys and key prefixes that quoted texts of `files` spell, whatever
 * hands them to t (names.js's nodeName: t(lang, 'node.name'), a ternary, a variable):
 * texts with a dot that are keys, or prefixes of keys, of the catalogue.
 */
async function keysQuoted(files) {
  const keys = Object.keys(en);
  const found = new Set();
  for (const file of files) {
    const src = await readFile(path.join(WWW, file), 'utf8');
    for (const m of src.matchAll(/['"`]([a-zA-Z][\w-]*(?:\.[\w-]+)+\.?|[a-zA-Z][\w-]*\.)(?=['"`]|\$\{)/g)) {
      const k = m[1];
      if (k in en || (k.endsWith('.') && keys.some((x) => x.startsWith(k)))) found.add(k);
    }
  }
  return found;
}

test('every key named in the HTML and the modules exists', async () => {
  const files = ['index.html', 'embed.html', 'sheet.html', ...(await modules()).map((f) => 'js/' + f)];
  const used = await keysNamed(files);
  assert.ok(used.size > 200, `found ${used.size} keys`);
  assert.deepEqual(missingFrom(used, en), []);
});

test('the embed view and the element name only the words of every view, which they download', async () => {
  const graph = new Set(['js/embed.js', 'js/element.js']);
  for (const entry of [...graph]) for (const file of await importGraph(entry)) graph.add(file);
  assert.ok(!graph.has('js/i18n/en-page.js'), "the embed and the element do not download the page's words");
  const files = ['embed.html', ...[...graph].filter((f) => !f.startsWith('js/i18n/'))];
  const used = await keysNamed(files);
  for (const k of await keysQuoted(files)) used.add(k);
  assert.ok(used.size > 40, `found ${used.size} keys`);
  assert.deepEqual(missingFrom(used, ENGLISH), []);
});

test('the two halves of English share no key', () => {
  assert.deepEqual(
    Object.keys(PAGE_ENGLISH).filter((k) => k in ENGLISH),
    [],
  );
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
    assert.deepEqual(
      TERM_KEYS.filter((key) => key in CATALOGUES[lang]),
      [],
      lang,
    );
  }
});

test('French loads on demand, once; t falls back to English, then to the key', async () => {
  assert.ok(hasLang('en') && !hasLang('fr'), 'English is built in');
  assert.equal(t('fr', 'doc.title'), en['doc.title'], 'French not loaded yet: English');
  // A key with no English words shows as itself and is reported, once.
  const said = [];
  const error = console.error;
  console.error = (m) => said.push(m);
  try {
    assert.equal(t('fr', 'no.such.key'), 'no.such.key');
    assert.equal(t('en', 'no.such.key'), 'no.such.key');
    // The page's words are there once the page adds them.
    assert.equal(t('en', 'app.title'), 'app.title');
    addEnglish(PAGE_ENGLISH);
    assert.equal(t('en', 'app.title'), PAGE_ENGLISH['app.title']);
  } finally {
    console.error = error;
  }
  assert.deepEqual(said, ['i18n: no English words for "no.such.key"', 'i18n: no English words for "app.title"']);
  await Promise.all([loadLang('fr'), loadLang('fr')]);
  assert.equal(t('fr', 'doc.title'), fr['doc.title']);
  await loadLang('xx');
  assert.ok(!hasLang('xx'), 'a language not offered stays English');
  assert.equal(t('xx', 'doc.title'), en['doc.title']);
});

test('counts group their digits as each language does, and messages write numbers as counts', async () => {
  await Promise.all([loadLang('en'), loadLang('fr')]);
  const cases = [
    [0, 'en', '0'],
    [999, 'en', '999'],
    [1111, 'en', '1,111'],
    [52171, 'en', '52,171'],
    [1234567, 'en', '1,234,567'],
    [1111, 'fr', '1111'],
    [52171, 'fr', '52\u202f171'],
    [597871, 'fr', '597\u202f871'],
    [1234567, 'fr', '1\u202f234\u202f567'],
    // Not counts: written as String writes them.
    [2.5, 'en', '2.5'],
    [-5000, 'en', '-5000'],
    [Infinity, 'fr', 'Infinity'],
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
