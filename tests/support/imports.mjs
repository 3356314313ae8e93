// The static import graph of the page's modules, read from their text (no
// browser, no bundler): used by tests/unit/preload.test.mjs (each page preloads
// exactly its graph) and tests/unit/i18n.test.mjs (the embed view and the
// element name only the words they download).

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { REPO_ROOT } from './server.mjs';

const WWW = path.join(REPO_ROOT, 'www');

/**
 * The static imports of a module's text (`import … from './x.js'`,
 * `import './x.js'`), and its re-exports (`export { … } from './x.js'`,
 * `export * from './x.js'`: draw/render.js gathers the drawing's modules so).
 */
export function staticImports(text) {
  return [...text.matchAll(/^\s*(?:import\s+(?:[^'"]*?\s+from\s+)?|export\s+(?:\*|\{[^}]*\})\s+from\s+)['"](\.{1,2}\/[^'"]+)['"]/gm)].map((m) => m[1]);
}

/** Every module of www/ that `entry` (relative to www/) imports statically, at any depth, sorted. */
export async function importGraph(entry) {
  const seen = new Set();
  const visit = async (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = await readFile(path.join(WWW, file), 'utf8');
    for (const spec of staticImports(text)) await visit(path.posix.normalize(path.posix.join(path.posix.dirname(file), spec)));
  };
  await visit(entry);
  seen.delete(entry);
  return [...seen].sort();
}
