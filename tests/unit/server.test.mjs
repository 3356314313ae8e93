// The one static server (tests/support/server.mjs), which the end-to-end
// tests start and `cargo xtask serve` runs: what it sends for files,
// folders and escapes, over real HTTP on a throwaway site, and the
// compressed copies `cargo xtask dist` writes for it to send. No browser.

import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, writeFileSync, rmSync, readFileSync, existsSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { startServer, CSP, EMBED_CSP, MIME, headersFor } from '../support/server.mjs';

const site = mkdtempSync(path.join(os.tmpdir(), 'ab-serve-'));
mkdirSync(path.join(site, 'pkg'));
mkdirSync(path.join(site, 'docs'));
writeFileSync(path.join(site, 'index.html'), '<!doctype html><title>t</title>');
writeFileSync(path.join(site, 'embed.html'), '<!doctype html><title>e</title>');
writeFileSync(path.join(site, 'pkg', 'a b.wasm'), Buffer.from('\0asm\x01\0\0\0', 'latin1'));
writeFileSync(path.join(site, '.secret'), 'no');
const server = await startServer(site);
after(async () => {
  await server.close();
  rmSync(site, { recursive: true, force: true });
});

/** Sends `method target` as written (no normalisation) and returns the status, headers and body. */
function exchange(method, target) {
  return new Promise((resolve, reject) => {
    const { port } = new URL(server.url);
    const request = http.request({ host: '127.0.0.1', port, method, path: target }, (response) => {
      const chunks = [];
      response.on('data', (c) => chunks.push(c));
      response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
    request.end();
  });
}

test('a file is sent with its type, no caching, the page’s policy and CORS; embed.html may be framed by any site', async () => {
  const wasm = await exchange('GET', '/pkg/a%20b.wasm');
  assert.equal(wasm.status, 200);
  assert.equal(wasm.headers['content-type'], 'application/wasm');
  assert.equal(wasm.headers['cache-control'], 'no-store');
  assert.equal(wasm.headers['content-length'], '8');
  assert.equal(wasm.headers['access-control-allow-origin'], '*');
  assert.equal(wasm.headers['x-content-type-options'], 'nosniff');
  assert.equal(wasm.headers['content-security-policy'], CSP);
  assert.deepEqual(wasm.body, Buffer.from('\0asm\x01\0\0\0', 'latin1'));
  const embed = await exchange('GET', '/embed.html');
  assert.equal(embed.headers['content-security-policy'], EMBED_CSP);
  assert.match(EMBED_CSP, /frame-ancestors \*$/);
});

test('a folder is its index.html, or a redirect to its name with a slash; HEAD sends no body; other methods are refused', async () => {
  const root = await exchange('GET', '/index.html?x=1');
  assert.equal(root.status, 200);
  assert.equal(root.body.toString(), '<!doctype html><title>t</title>');
  assert.equal((await exchange('GET', '/')).status, 200);
  const folder = await exchange('GET', '/pkg?v=2');
  assert.equal(folder.status, 301);
  assert.equal(folder.headers.location, '/pkg/?v=2');
  assert.equal((await exchange('GET', '/docs/')).status, 404, 'a folder without index.html');
  assert.equal((await exchange('GET', '/missing.js')).status, 404);
  const head = await exchange('HEAD', '/');
  assert.equal(head.status, 200);
  assert.equal(head.body.length, 0);
  const post = await exchange('POST', '/');
  assert.equal(post.status, 405);
  assert.equal(post.headers.allow, 'GET, HEAD');
});

test('no request leaves the served folder or reaches a hidden file', async () => {
  for (const target of ['/../etc/passwd', '/pkg/%2e%2e/%2e%2e/x', '/pkg%2f..%2f..%2fx', '/a%5c..%5cb', '/%zz']) {
    assert.equal((await exchange('GET', target)).status, 400, target);
  }
  assert.equal((await exchange('GET', '/.secret')).status, 404);
});

test('the types the page needs', () => {
  assert.equal(MIME['.wasm'], 'application/wasm');
  assert.equal(MIME['.mjs'], 'text/javascript; charset=utf-8');
  assert.equal(MIME['.html'], 'text/html; charset=utf-8');
  assert.equal(MIME['.css'], 'text/css; charset=utf-8');
  assert.equal(MIME['.svg'], 'image/svg+xml');
});

/** The headers `_headers` (Netlify's format) gives `target`: every rule that matches it, merged. */
function hostHeaders(file, target) {
  const out = {};
  let applies = false;
  for (const line of file.split('\n')) {
    if (line.startsWith('#') || line.trim() === '') continue;
    if (!line.startsWith(' ')) {
      applies = line === target || (line.endsWith('*') && target.startsWith(line.slice(0, -1)));
      continue;
    }
    const at = line.indexOf(':');
    if (applies) out[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
  }
  return out;
}

test('one header rule: the `_headers` `cargo xtask dist` writes (through this server) says what this server sends', async () => {
  // What dist runs: `node tests/support/server.mjs --write-headers FOLDER`.
  execFileSync(process.execPath, [fileURLToPath(new URL('../support/server.mjs', import.meta.url)), '--write-headers', site]);
  const file = readFileSync(path.join(site, '_headers'), 'utf8');
  rmSync(path.join(site, '_headers'));
  // Headers of this server's alone (caching, the body's own), which a host sets itself.
  const own = new Set(['cache-control', 'content-type', 'content-length', 'content-encoding', 'vary', 'date', 'connection', 'keep-alive', 'transfer-encoding']);
  for (const target of ['/', '/index.html', '/embed.html', '/pkg/a%20b.wasm']) {
    const sent = (await exchange('GET', target)).headers;
    const host = hostHeaders(file, target);
    const rule = Object.fromEntries(Object.entries(sent).filter(([key]) => !own.has(key)));
    // A file that is not a page may go without its CSP on a host: a policy rules documents only.
    if (!target.endsWith('/') && !target.endsWith('.html')) delete rule['content-security-policy'];
    assert.deepEqual(host, rule, `${target}: _headers against the server`);
  }
  assert.equal(hostHeaders(file, '/embed.html')['content-security-policy'], EMBED_CSP);
  assert.equal(hostHeaders(file, '/js/app.js')['x-content-type-options'], 'nosniff');
  assert.deepEqual(headersFor('sheet.html'), { ...headersFor('index.html') });
});

test('`cargo xtask dist`’s compressed copies: written beside each file, and sent in its place to a browser that accepts them', async () => {
  const copy = mkdtempSync(path.join(os.tmpdir(), 'ab-precompress-'));
  try {
    const script = 'export const words = ' + JSON.stringify('minimax α-β '.repeat(200)) + ';\n';
    mkdirSync(path.join(copy, 'js'));
    writeFileSync(path.join(copy, 'js', 'big.js'), script);
    writeFileSync(path.join(copy, 'small.css'), 'p{}');
    writeFileSync(path.join(copy, 'icon.png'), Buffer.alloc(4096));
    execFileSync(process.execPath, [fileURLToPath(new URL('../../xtask/precompress.mjs', import.meta.url)), copy]);
    // The copies hold the same bytes; files too small to gain, and images, get none.
    assert.equal(brotliDecompressSync(readFileSync(path.join(copy, 'js', 'big.js.br'))).toString(), script);
    assert.equal(gunzipSync(readFileSync(path.join(copy, 'js', 'big.js.gz'))).toString(), script);
    assert.deepEqual([existsSync(path.join(copy, 'small.css.br')), existsSync(path.join(copy, 'icon.png.gz'))], [false, false]);

    const served = await startServer(copy, { gzip: true });
    try {
      const get = (encoding) =>
        new Promise((resolve, reject) => {
          const { port } = new URL(served.url);
          http
            .get({ host: '127.0.0.1', port, path: '/js/big.js', headers: { 'Accept-Encoding': encoding } }, (response) => {
              const chunks = [];
              response.on('data', (c) => chunks.push(c));
              response.on('end', () =>
                resolve({ encoding: response.headers['content-encoding'], type: response.headers['content-type'], body: Buffer.concat(chunks) }),
              );
            })
            .on('error', reject);
        });
      const br = await get('gzip, deflate, br');
      assert.equal(br.encoding, 'br');
      assert.match(br.type, /javascript/);
      assert.deepEqual(br.body, readFileSync(path.join(copy, 'js', 'big.js.br')));
      const gz = await get('gzip');
      assert.equal(gz.encoding, 'gzip');
      assert.deepEqual(gz.body, readFileSync(path.join(copy, 'js', 'big.js.gz')));
      const plain = await get('identity');
      assert.equal(plain.encoding, undefined);
      assert.equal(plain.body.toString(), script);
    } finally {
      await served.close();
    }
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
});
