// Unit tests of the page's tree read from the engine's columns
// (www/js/core/treedata.js) and of the packed snapshots read node by node
// (www/js/core/snapshot.js), without a browser or the engine: columns are
// written here as `Session.treePacked()` and `snapshotPacked(k)` give them
// (docs/wasm-api.md), and the codes are held equal to that contract.
// Run: node --test tests/unit/treedata.test.mjs

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { treeFromPacked } from '../../www/js/core/treedata.js';
import { nodeAt, STATES, BOUNDS } from '../../www/js/core/snapshot.js';

/**
 * A tree as the engine packs it: the root A (id 0) with children B (1),
 * the leaf C worth 0 (4) and the leaf −2 (5); B, whose h is 2.5, has the
 * leaves 3 (2) and +∞ (3). Ids in pre-order, `end` one past each subtree,
 * values and h in `num` (NaN for none).
 */
function packed(rootPlayer = 'max') {
  return {
    rootPlayer,
    parent: Int32Array.from([-1, 0, 1, 1, 0, 0]),
    end: Uint32Array.from([6, 4, 3, 4, 5, 6]),
    num: Float64Array.from([NaN, 2.5, 3, Infinity, 0, -2]),
    labels: [
      [0, 'A'],
      [1, 'B'],
      [4, 'C'],
    ],
  };
}

test('the nodes read their parent, children, depth and leafness from the columns', () => {
  const tree = treeFromPacked(packed(), () => null);
  assert.equal(tree.nodes.length, 6);
  assert.deepEqual(
    tree.nodes.map((n) => n.parent),
    [null, 0, 1, 1, 0, 0],
  );
  assert.deepEqual(
    tree.nodes.map((n) => n.children),
    [[1, 4, 5], [2, 3], [], [], [], []],
  );
  assert.deepEqual(
    tree.nodes.map((n) => n.depth),
    [0, 1, 2, 2, 1, 1],
  );
  assert.deepEqual(
    tree.nodes.map((n) => n.isLeaf),
    [false, false, true, true, true, true],
  );
  assert.deepEqual(
    tree.nodes.map((n) => n.label),
    ['A', 'B', null, null, 'C', null],
  );
  assert.deepEqual([...tree.depth], [0, 1, 2, 2, 1, 1], 'the depth column is computed once');
});

test("players alternate from the root's, whichever it is", () => {
  assert.deepEqual(
    treeFromPacked(packed('max'), () => null).nodes.map((n) => n.player),
    ['max', 'min', 'max', 'max', 'min', 'min'],
  );
  assert.deepEqual(
    treeFromPacked(packed('min'), () => null).nodes.map((n) => n.player),
    ['min', 'max', 'min', 'min', 'max', 'max'],
  );
});

test('a leaf has a value and no h, an inner node h or null, infinities written as the engine writes them', () => {
  const tree = treeFromPacked(packed(), () => null);
  assert.deepEqual(
    tree.nodes.map((n) => n.value),
    [null, null, 3, '+inf', 0, -2],
  );
  assert.deepEqual(
    tree.nodes.map((n) => n.h),
    [null, 2.5, null, null, null, null],
  );
  // A leaf with no value (NaN) reads as none, and −∞ as '-inf'.
  const p = packed();
  p.num[2] = -Infinity;
  p.num[3] = NaN;
  const t2 = treeFromPacked(p, () => null);
  assert.equal(t2.nodes[2].value, '-inf');
  assert.equal(t2.nodes[3].value, null);
});

test("a node's name is asked of the engine once, when first read, and none reads as empty", () => {
  const asked = [];
  const tree = treeFromPacked(packed(), (id) => {
    asked.push(id);
    return id === 3 ? null : `n${id}`;
  });
  assert.deepEqual(asked, [], 'no name is asked before one is read');
  assert.equal(tree.nodes[2].name, 'n2');
  assert.equal(tree.nodes[2].name, 'n2');
  assert.equal(tree.nameOf(2), 'n2');
  assert.equal(tree.nodes[3].name, '');
  assert.equal(tree.nodes[3].name, '');
  assert.deepEqual(asked, [2, 3]);
});

test('a one-node tree is a leaf with no parent and no children', () => {
  const tree = treeFromPacked(
    { rootPlayer: 'max', parent: Int32Array.from([-1]), end: Uint32Array.from([1]), num: Float64Array.from([7]), labels: [] },
    () => 'R',
  );
  const [root] = tree.nodes;
  assert.equal(root.parent, null);
  assert.deepEqual(root.children, []);
  assert.equal(root.isLeaf, true);
  assert.equal(root.value, 7);
  assert.equal(root.name, 'R');
});

/** A packed snapshot of two nodes (docs/wasm-api.md, "Packed snapshot"). */
function snapshot() {
  return {
    state: Uint8Array.from([1, 4]),
    alpha: Float64Array.from([-Infinity, NaN]),
    beta: Float64Array.from([5, NaN]),
    m: Float64Array.from([3, NaN]),
    alphaSrc: Int32Array.from([-1, 0]),
    betaSrc: Int32Array.from([0, -1]),
    bound: Uint8Array.from([2, 0]),
  };
}

test('a node of a packed snapshot reads back in words, with none for NaN and -1', () => {
  assert.deepEqual(nodeAt(snapshot(), 0), {
    state: 'path',
    alpha: -Infinity,
    beta: 5,
    m: 3,
    alphaSrc: null,
    betaSrc: 0,
    alphaLeaf: null,
    betaLeaf: null,
    bound: 'lower',
  });
  assert.deepEqual(nodeAt(snapshot(), 1), {
    state: 'pruned',
    alpha: null,
    beta: null,
    m: null,
    alphaSrc: 0,
    betaSrc: null,
    alphaLeaf: null,
    betaLeaf: null,
    bound: null,
  });
});

test('under a chance node, -2 and -3 say that the leaf bound L or U set α or β (docs/chance.md)', () => {
  const s = { ...snapshot(), alphaSrc: Int32Array.from([-2, 0]), betaSrc: Int32Array.from([-3, -1]) };
  const n = nodeAt(s, 0);
  assert.deepEqual([n.alphaSrc, n.betaSrc, n.alphaLeaf, n.betaLeaf], [null, null, 'lower', 'upper']);
  assert.deepEqual([nodeAt(s, 1).alphaLeaf, nodeAt(s, 1).betaLeaf], [null, null]);
});

test('an id outside the snapshot, or no snapshot, reads as null', () => {
  for (const id of [-1, 2, null, undefined]) assert.equal(nodeAt(snapshot(), id), null, String(id));
  assert.equal(nodeAt(null, 0), null);
});

test("the state and bound codes are the boundary's (docs/wasm-api.md)", () => {
  const doc = readFileSync(new URL('../../docs/wasm-api.md', import.meta.url), 'utf8');
  const states = /state: Uint8Array,\s*\/\/ (.*)/.exec(doc)[1];
  assert.deepEqual(
    [...states.matchAll(/(\d) (\w+)/g)].map((m) => [Number(m[1]), m[2]]),
    STATES.map((s, i) => [i, s]),
  );
  const bounds = /bound: Uint8Array \}\s*\/\/ (.*)/.exec(doc)[1];
  assert.deepEqual(
    [...bounds.matchAll(/(\d) (?:= )?(\w+)/g)].map((m) => [Number(m[1]), m[2]]),
    [
      [0, 'not'],
      [1, 'exact'],
      [2, 'lower'],
      [3, 'upper'],
    ],
  );
  assert.deepEqual(BOUNDS, [null, 'exact', 'lower', 'upper']);
});
