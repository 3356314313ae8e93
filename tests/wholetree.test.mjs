// End-to-end test of the whole tree after the search (www/js/draw/foldplan.js):
// a 91-node random tree seen whole at 1920×1080 and 1024×768 with Large
// text keeps its principal variation and every sibling along it drawn with
// readable texts (values ≥ 18 px, the rest ≥ 14 px), none of them folded
// into a summary mark or a dot, and folds what the search read least, the
// room of the folded subtrees going to what is drawn. Zoomed in from
// there ("+"), the engine's layout comes back with every node in place.
// Measured as a person sees it: rendered text boxes and font sizes on screen.
// Run after `cargo xtask build`: node --test tests/wholetree.test.mjs

import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT } from './support/server.mjs';
import { assertNoErrors } from './support/browser.mjs';
import { openFolded, twoFrames } from './support/screens.mjs';
import { useBrowser } from './support/suite.mjs';

const env = useBrowser();

/** A 91-node tree (seed 951, 2 to 5 children, depth 3) whose best move, R.1, holds 7 nodes. */
const TREE = 'random=951,2-5,3';

let expected;

before(async () => {
  // The engine itself, in Node, says which nodes the variation and its siblings are.
  const engine = await import(pathToFileURL(path.join(REPO_ROOT, 'www', 'pkg', 'extras', 'alphabeta.js')).href);
  await engine.default({ module_or_path: await readFile(path.join(REPO_ROOT, 'www', 'pkg', 'extras', 'alphabeta_bg.wasm')) });
  const text = engine.randomTree({ seed: 951, minBranch: 2, maxBranch: 5, depth: 3, minValue: -9, maxValue: 20, irregular: false });
  const session = new engine.Session(text, {});
  try {
    const { parent, end } = session.treePacked();
    const { pv } = session.stats();
    const onPv = new Set(pv);
    // The variation, and every child of one of its nodes.
    const wanted = [...new Set([...pv, ...[...parent.keys()].filter((i) => onPv.has(parent[i]))])].sort((a, b) => a - b);
    expected = { n: end.length, pv, wanted };
  } finally {
    session.free();
  }
});

/**
 * For each of `ids`: whether it is drawn as a node with its texts (not
 * folded into a mark's dot, nor tight), and the smallest of its texts on screen (values and bounds),
 * with the number of nodes drawn.
 */
const measure = (page, ids) =>
  page.evaluate((ids) => {
    const svg = document.getElementById('tree');
    const px = (t) => Number.parseFloat(getComputedStyle(t).fontSize) * t.getScreenCTM().a;
    const visible = (t) =>
      t.textContent.trim() !== '' && getComputedStyle(t).display !== 'none' && getComputedStyle(t).visibility !== 'hidden' && t.getBBox().width > 0;
    const nodes = ids.map((id) => {
      const g = svg.querySelector(`g.node[data-node-id="${id}"]`);
      // A folded inner node is drawn over its mark; a folded leaf is a dot.
      if (!g || g.dataset.tight === 'true') return { id, drawn: false };
      const value = g.querySelector('text.val, text.m');
      const small = [...g.querySelectorAll('text.ab')].filter(visible);
      return {
        id,
        drawn: true,
        value: value && visible(value) ? px(value) : 0,
        small: small.length ? Math.min(...small.map(px)) : g.querySelector('text.val') ? Infinity : 0,
      };
    });
    return { nodes, drawn: svg.querySelectorAll('g.node[data-node-id]').length, marks: svg.querySelectorAll('g.summary').length };
  }, ids);

for (const viewport of [
  { width: 1920, height: 1080 },
  { width: 1024, height: 768 },
]) {
  test(`a 91-node tree seen whole at ${viewport.width}×${viewport.height}, Large text: the principal variation and its siblings drawn, readable`, async () => {
    assert.equal(expected.n, 91);
    const { page, errors, context } = await openFolded(env, `${TREE}&large=1&step=end`, { viewport });
    const s = await measure(page, expected.wanted);
    const folded = s.nodes.filter((n) => !n.drawn).map((n) => n.id);
    assert.deepEqual(folded, [], `nodes of the variation or siblings along it folded (${s.drawn} nodes drawn)`);
    for (const n of s.nodes) {
      assert.ok(n.value >= 18 - 0.05, `node ${n.id}'s value at ${n.value.toFixed(1)} px`);
      assert.ok(n.small >= 14 - 0.05, `node ${n.id}'s ↓α ↓β at ${n.small.toFixed(1)} px`);
    }
    // Zoomed in from there, the engine's layout: the variation's leaf and
    // its parent stand apart, each with its value.
    await page.click('.nav-zoom-in');
    await twoFrames(page);
    const z = await measure(page, expected.pv);
    for (const n of z.nodes.filter((n) => n.drawn)) assert.ok(n.value >= 18 - 0.05, `zoomed: node ${n.id}'s value at ${n.value.toFixed(1)} px`);
    assertNoErrors(errors);
    await context.close();
  });
}
