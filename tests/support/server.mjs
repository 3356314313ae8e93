// A static file server for the end-to-end tests (Node 20, no dependencies).
//
// API:
//
//   import { startServer } from './support/server.mjs';
//   const server = await startServer();          // serves www/ (the default)
//   const server = await startServer('dist');    // or any folder, relative to
//                                                // the repository root or absolute
//   AB_SITE=target/site node --test tests/…      // the default folder, for a whole
//                                                // suite (the xtask stage that tests
//                                                // `cargo xtask dist`'s output)
//   server.url      // 'http://127.0.0.1:PORT/', with a trailing slash
//   server.root     // the absolute folder being served
//   await server.close();                        // stops it, dropping open connections
//   const host = await startServer(dir, { csp }); // another site: its own CSP on every file
//   node tests/support/server.mjs [--port N] [FOLDER] // serves FOLDER (www) on port N
//                                                // (8000), one line per request: what
//                                                // `cargo xtask serve` runs, the one server
//
// It listens on 127.0.0.1 on a random free port, answers GET and HEAD only,
// sends the MIME types the page needs (`application/wasm` above all), sends
// `Cache-Control: no-store`, and sends the page's Content-Security-Policy as
// a header (exported as CSP), identical to the page's meta tag plus
// `frame-ancestors`, which only a header can carry. A directory is served by
// its index.html; a directory named without its trailing slash is redirected
// to it so relative URLs resolve. Paths never leave the root: `..` segments
// are refused and symbolic links pointing outside it give 404. embed.html is
// sent with `frame-ancestors *` (any site may frame it) and every file with
// `Access-Control-Allow-Origin: *` (another site may load the custom
// element's module, engine and style sheet), and every file with `nosniff`.
// These headers are one rule, `headersFor`, which `cargo xtask dist` writes
// into `_headers` by running this file (`--write-headers`, `headersFile`),
// so the development server and a static host send the same;
// tests/unit/server.test.mjs holds the two equal.
//
// Also exported: REPO_ROOT (absolute path of the repository), CSP (the header
// value for the page), EMBED_CSP (for embed.html), FRAMEABLE, headersFor,
// headersFile and MIME (extension to Content-Type).

import { execFileSync } from 'node:child_process';
import http from 'node:http';
import http2 from 'node:http2';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { metaCsp as pageMetaCsp } from '../../www/js/core/scorm.js';

/** The repository root: this file lives in tests/support/. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * The page's Content-Security-Policy without frame-ancestors, read from
 * www/index.html's meta tag, where it is written once (tests/unit/csp.test.mjs
 * holds the other pages' tags equal to it).
 */
export const CSP_BASE = metaCsp(readFileSync(path.join(REPO_ROOT, 'www', 'index.html'), 'utf8'));

/**
 * The content of a page's Content-Security-Policy meta tag, read by the
 * page's own reader (the SCORM package's launch page uses it too).
 * @param {string} html
 * @returns {string}
 */
export function metaCsp(html) {
  const csp = pageMetaCsp(html);
  if (csp === null) throw new Error('no Content-Security-Policy meta tag');
  return csp;
}

/** The Content-Security-Policy of every response but embed.html's. */
export const CSP = CSP_BASE + "; frame-ancestors 'self'";

/** embed.html's Content-Security-Policy: any site may frame it. */
export const EMBED_CSP = CSP_BASE + '; frame-ancestors *';

/** The pages any site may frame (made for course notes served from anywhere). */
export const FRAMEABLE = ['embed.html'];

/**
 * The one header rule: what every response for a file named `name` carries
 * besides its type, length and encoding, on this server and on a static
 * host (`cargo xtask dist` writes the same rule into `_headers` through
 * `headersFile`, so the two cannot drift; tests/unit/server.test.mjs holds
 * what this server sends equal to what `_headers` says). The CSP, with
 * `frame-ancestors *` for the frameable pages and `'self'` for the rest;
 * `nosniff`, so that a browser never runs a file as a type it was not sent
 * as; CORS for another site's `<alpha-beta-tree>` (its module, engine and
 * style sheet). `Cache-Control: no-store` is this server's alone (a rebuilt
 * module is always picked up): a host caches as it sees fit.
 * @param {string} name  a file's path or name
 * @returns {Record<string, string>}
 */
export function headersFor(name) {
  return {
    'Content-Security-Policy': FRAMEABLE.includes(path.basename(name)) ? EMBED_CSP : CSP,
    'X-Content-Type-Options': 'nosniff',
    'Access-Control-Allow-Origin': '*',
  };
}

/**
 * The `_headers` file (the format Netlify and Cloudflare Pages read, and a
 * template for any other host) of the rule above, for a site whose pages
 * are `pages` (file names, index.html among them). Hosts merge every rule
 * that matches a path, so the CSP, whose `frame-ancestors` differs, is given
 * per page (and for `/`, index.html), and the rest for every file.
 * @param {string[]} pages
 * @returns {string}
 */
export function headersFile(pages) {
  const every = Object.entries(headersFor('any')).filter(([key]) => key !== 'Content-Security-Policy');
  let out = '# Written by `cargo xtask dist` from tests/support/server.mjs (headersFor): the headers `cargo xtask serve` sends.\n';
  for (const [pattern, page] of [['/', 'index.html'], ...[...pages].sort().map((p) => ['/' + p, p])]) {
    out += `${pattern}\n  Content-Security-Policy: ${headersFor(page)['Content-Security-Policy']}\n`;
  }
  out += '/*\n' + every.map(([key, value]) => `  ${key}: ${value}\n`).join('');
  return out;
}

/** MIME types by lower-case extension; anything else is octet-stream. */
export const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.htm': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.map': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.woff2': 'font/woff2',
  '.tex': 'text/x-tex; charset=utf-8',
};

/**
 * Maps a request target to a file, a redirect, or an error status.
 * @returns {Promise<{file: string} | {redirect: string} | {status: number}>}
 */
async function resolve(root, target) {
  const pathPart = target.split(/[?#]/, 1)[0];
  if (!pathPart.startsWith('/')) return { status: 400 };
  let decoded;
  try {
    decoded = decodeURIComponent(pathPart);
  } catch {
    return { status: 400 };
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return { status: 400 };
  const segments = [];
  for (const segment of decoded.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') return { status: 400 };
    // Hidden files (.git, .gitignore) are never part of the site.
    if (segment.startsWith('.')) return { status: 404 };
    segments.push(segment);
  }
  let real;
  try {
    real = await realpath(path.join(root, ...segments));
  } catch {
    return { status: 404 };
  }
  if (real !== root && !real.startsWith(root + path.sep)) return { status: 404 };
  const info = await stat(real);
  if (info.isDirectory()) {
    if (!pathPart.endsWith('/')) return { redirect: pathPart + '/' + target.slice(pathPart.length) };
    const index = path.join(real, 'index.html');
    try {
      if ((await stat(index)).isFile()) return { file: index };
    } catch {
      // Fall through to 404.
    }
    return { status: 404 };
  }
  return info.isFile() ? { file: real } : { status: 404 };
}

/**
 * A key and a certificate for 127.0.0.1 made by openssl for this run, for
 * the `h2` option (browsers speak HTTP/2 over TLS only).
 * @returns {{key: Buffer, cert: Buffer}}
 */
function selfSigned() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ab-tls-'));
  try {
    const key = path.join(dir, 'key.pem');
    const cert = path.join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        key,
        '-out',
        cert,
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Starts the server; see the comment at the top of this file.
 * @param {string} [root='www'] folder to serve, relative to the repository root or absolute
 * @param {{csp?: string, gzip?: boolean, h2?: boolean, port?: number, log?: boolean, cache?: boolean}} [options]  `csp`: the Content-Security-Policy of every
 *   response instead of the page's (a host page of another site, in the tests);
 *   `port`: the port to listen on (a free one by default); `log`: print a line per request;
 *   `gzip`: compress responses for clients that accept it: the copy
 *   `cargo xtask dist` wrote beside the file (F.br, then F.gz), else gzip
 *   made here; `cache`: `Cache-Control: max-age=3600` instead of `no-store`
 *   (the end-to-end suites' server, whose files do not change during a run:
 *   a page kept between tests reads them from its cache, browser.mjs); `h2`: serve HTTP/2
 *   over TLS with a certificate made for the run (needs openssl)
 * @returns {Promise<{url: string, root: string, close: () => Promise<void>}>}
 */
export async function startServer(root = process.env.AB_SITE || 'www', options = {}) {
  const served = await realpath(path.resolve(REPO_ROOT, root));
  const handler = async (request, response) => {
    const common = {
      'Cache-Control': options.cache ? 'max-age=3600' : 'no-store',
      ...headersFor('index.html'),
      ...(options.csp ? { 'Content-Security-Policy': options.csp } : {}),
    };
    const send = (status, headers, body) => {
      if (options.log) console.log(`${status} ${request.method} ${request.url}`);
      response.writeHead(status, { ...common, 'Content-Length': Buffer.byteLength(body), ...headers });
      response.end(request.method === 'HEAD' ? undefined : body);
    };
    const text = (status) => send(status, { 'Content-Type': 'text/plain; charset=utf-8' }, `${status} ${http.STATUS_CODES[status]}\n`);
    try {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        response.setHeader('Allow', 'GET, HEAD');
        return text(405);
      }
      const found = await resolve(served, request.url ?? '');
      if (found.redirect) return send(301, { Location: found.redirect, 'Content-Type': 'text/plain; charset=utf-8' }, 'Moved Permanently\n');
      if (found.status) return text(found.status);
      const body = await readFile(found.file);
      const type = MIME[path.extname(found.file).toLowerCase()] ?? 'application/octet-stream';
      const csp = options.csp ?? headersFor(found.file)['Content-Security-Policy'];
      // `gzip`: compressed as a static host would (the Lighthouse bench):
      // the copy `cargo xtask dist` wrote beside the file (F.br, F.gz) when
      // the browser accepts it, as GitLab Pages and nginx's brotli_static
      // and gzip_static do, else gzipped here. Browsers accept brotli over
      // HTTPS only.
      const headers = { 'Content-Type': type, 'Content-Security-Policy': csp };
      if (options.gzip) {
        const accepts = request.headers['accept-encoding'] ?? '';
        const encoded = (encoding, bytes) => send(200, { ...headers, 'Content-Encoding': encoding, Vary: 'Accept-Encoding' }, bytes);
        for (const [encoding, ext] of [
          ['br', '.br'],
          ['gzip', '.gz'],
        ]) {
          if (!new RegExp(`\\b${encoding}\\b`).test(accepts)) continue;
          const copy = await readFile(found.file + ext).catch(() => null);
          if (copy) return encoded(encoding, copy);
        }
        if (/\bgzip\b/.test(accepts)) return encoded('gzip', gzipSync(body));
      }
      return send(200, headers, body);
    } catch {
      return text(500);
    }
  };
  // `h2`: HTTP/2 over TLS, as static hosts serve a page (the browser must
  // accept the certificate, which is made here and signed by nobody).
  const server = options.h2 ? http2.createSecureServer({ ...selfSigned(), allowHTTP1: true }, handler) : http.createServer(handler);
  const sockets = new Set();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolveListen);
  });
  const { port } = server.address();
  return {
    url: `${options.h2 ? 'https' : 'http'}://127.0.0.1:${port}/`,
    root: served,
    close: () =>
      new Promise((resolveClose) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolveClose());
      }),
  };
}

/**
 * Serves a folder until the process is stopped, as `cargo xtask serve` asks:
 * `node tests/support/server.mjs [--port N] [FOLDER]`; or, as `cargo xtask
 * dist` asks, writes FOLDER's `_headers` and stops:
 * `node tests/support/server.mjs --write-headers FOLDER`.
 * @param {string[]} args
 */
async function main(args) {
  let port = 8000;
  let root = 'www';
  let write = false;
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--port') port = Number(args[++i]);
    else if (args[i] === '--write-headers') write = true;
    else root = args[i];
  }
  if (write) {
    const folder = path.resolve(REPO_ROOT, root);
    const pages = readdirSync(folder).filter((name) => name.endsWith('.html'));
    writeFileSync(path.join(folder, '_headers'), headersFile(pages));
    return;
  }
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error('--port expects a number from 0 to 65535');
  const server = await startServer(root, { port, log: true });
  console.log(`\nServing ${server.root} at ${server.url}\nPress Ctrl-C to stop.\n`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(`server: ${error.message}`);
    process.exit(1);
  });
}
