// One Content-Security-Policy (issue 28): written once, in www/index.html's
// meta tag; the other pages' tags say the same, and the test server (like
// cargo xtask serve and dist, tested in xtask) sends it. No browser.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { REPO_ROOT, CSP, EMBED_CSP, CSP_BASE, metaCsp } from '../support/server.mjs';

test('every page states the one policy, and the servers send it with their frame-ancestors', async () => {
  assert.match(CSP_BASE, /^default-src 'self'; script-src 'self' 'wasm-unsafe-eval';/);
  assert.doesNotMatch(CSP_BASE, /'unsafe-inline'|'unsafe-eval'|frame-ancestors/);
  for (const page of ['index.html', 'embed.html', 'sheet.html']) {
    const html = await readFile(path.join(REPO_ROOT, 'www', page), 'utf8');
    assert.equal(metaCsp(html), CSP_BASE, page);
  }
  assert.equal(CSP, CSP_BASE + "; frame-ancestors 'self'");
  assert.equal(EMBED_CSP, CSP_BASE + '; frame-ancestors *');
});

test('one reader of the meta tag: entities decoded, a page without one refused by the server', () => {
  const tag = (c) => `<meta http-equiv="Content-Security-Policy" content="${c}">`;
  assert.equal(metaCsp(tag('default-src &#39;self&#39;; img-src data: &amp; &quot;x&quot;')), `default-src 'self'; img-src data: & "x"`);
  assert.throws(() => metaCsp('<p>no tag</p>'), /no Content-Security-Policy meta tag/);
});
