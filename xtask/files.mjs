// The files of a site folder, for the scripts `cargo xtask dist` runs on
// it (minify.mjs, precompress.mjs).

import { readdir } from 'node:fs/promises';
import path from 'node:path';

/** Every file below `dir` whose name ends with one of `exts`, sorted. */
export async function files(dir, exts) {
  const out = [];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && exts.some((ext) => entry.name.endsWith(ext))) out.push(path.join(entry.parentPath ?? entry.path, entry.name));
  }
  return out.sort();
}
