// Writes a gzip and a brotli copy beside each file of the site that
// compresses (`F.gz`, `F.br`): `cargo xtask dist` runs it last on the folder
// it made (`node xtask/precompress.mjs DIR`). Hosts that serve such copies
// when the browser accepts them send the page compressed at the highest
// levels, at no cost per request: GitLab Pages (which compresses nothing
// itself), nginx with `gzip_static` / `brotli_static`, Caddy's
// `precompressed`. Hosts that compress by themselves (GitHub Pages, Netlify,
// Cloudflare) ignore them. Brotli takes a sixth off the first module (145 KB
// with `gzip -9`, 121 KB as brotli), which the embed view waits for before its first
// drawing (issue 27). Node's own zlib: no dependency. Prints one line: files,
// bytes as they are, gzipped and as brotli.

import { readFile, writeFile } from 'node:fs/promises';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';
import { files } from './files.mjs';

/** What compresses: text and WebAssembly. Images (PNG) already are. */
const KINDS = ['.html', '.js', '.mjs', '.css', '.wasm', '.json', '.svg', '.webmanifest', '.txt'];

/** Below this size a compressed copy saves less than its headers cost. */
const MIN_BYTES = 512;

async function main() {
  const dir = process.argv[2];
  if (!dir) throw new Error('usage: node xtask/precompress.mjs DIR');
  const sum = { files: 0, raw: 0, gz: 0, br: 0 };
  for (const file of await files(dir, KINDS)) {
    const body = await readFile(file);
    if (body.length < MIN_BYTES) continue;
    const gz = gzipSync(body, { level: 9 });
    const br = brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
    await writeFile(`${file}.gz`, gz);
    await writeFile(`${file}.br`, br);
    sum.files += 1;
    sum.raw += body.length;
    sum.gz += gz.length;
    sum.br += br.length;
  }
  const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
  console.log(`xtask: precompressed ${sum.files} files: ${kib(sum.raw)} -> ${kib(sum.gz)} gzip, ${kib(sum.br)} brotli`);
}

main().catch((error) => {
  console.error(`precompress: ${error.message}`);
  process.exitCode = 1;
});
