// Module preloads (www/index.html, www/embed.html): each page names every
// module its entry script imports, at any depth, in a <link
// rel="modulepreload">, and nothing else of www/js. Without them the
// browser discovers the modules one level of imports at a time, one round
// trip per level; a module added to the graph but not to the page would
// bring that back silently. Runs without a browser:
// node --test tests/unit/preload.test.mjs

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { REPO_ROOT } from '../support/server.mjs';
import { staticImports, importGraph } from '../support/imports.mjs';

const WWW = path.join(REPO_ROOT, 'www');

for (const [page, entry] of [
  ['index.html', 'js/app.js'],
  ['embed.html', 'js/embed.js'],
]) {
  test(`${page} preloads exactly the modules ${entry} imports`, async () => {
    const html = await readFile(path.join(WWW, page), 'utf8');
    assert.ok(html.includes(`<script type="module" src="${entry}"></script>`), `${page} runs ${entry}`);
    const preloaded = [...html.matchAll(/<link rel="modulepreload" href="(js\/[^"]+)">/g)].map((m) => m[1]).sort();
    const graph = await importGraph(entry);
    assert.ok(graph.length > 3, `${entry} imports modules`);
    assert.deepEqual(preloaded, graph);
  });
}

test('the import scanner reads every form the modules use', () => {
  assert.deepEqual(
    staticImports(
      "import { a } from './a.js';\nimport b from \"../b.js\";\nimport './c.js';\n  // import { d } from './d.js';\nconst e = await import('./e.js');\n" +
        "export { f,\n  g } from './f.js';\nexport * from '../h.js';\nexport const i = 1;\n// read from './j.js'",
    ),
    ['./a.js', '../b.js', './c.js', './f.js', '../h.js'],
  );
});
