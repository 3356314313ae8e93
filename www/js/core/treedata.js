// The page's tree, read from the engine's columns (`Session.treePacked()`,
// see docs/wasm-api.md) instead of one serialised object per node, so that
// a tree of 600,000 nodes crosses the boundary as a few typed arrays. It
// keeps the shape the panels read (`tree.nodes[id]` with `id, parent,
// children, depth, player, isLeaf, label, name, value, h`): each node is a
// small object whose fields are computed from the columns when read. Names
// are the engine's (`nodeName`), asked only for the nodes a reader sees and
// kept once asked.

/** An engine number (±Infinity, NaN for none) as the DTOs write it. */
function engineValue(x) {
  if (Number.isNaN(x)) return null;
  if (x === Infinity) return '+inf';
  if (x === -Infinity) return '-inf';
  return x;
}

/** One node, read from its tree's columns. */
class TreeNode {
  constructor(tree, id) {
    this.tree = tree;
    this.id = id;
  }

  get parent() {
    const p = this.tree.parent[this.id];
    return p < 0 ? null : p;
  }

  get children() {
    return this.tree.childrenOf(this.id);
  }

  get depth() {
    return this.tree.depth[this.id];
  }

  get isLeaf() {
    return this.tree.end[this.id] === this.id + 1;
  }

  get player() {
    // A tree with chance nodes carries its players (chance levels pass the turn).
    const players = this.tree.players;
    if (players) return players[this.id] === 1 ? 'min' : 'max';
    return (this.tree.depth[this.id] & 1) === 0 ? this.tree.rootPlayer : this.tree.rootPlayer === 'max' ? 'min' : 'max';
  }

  /** Whether it is a chance node (docs/chance.md): drawn as a circle. */
  get isChance() {
    return this.tree.chance ? this.tree.chance[this.id] === 1 : false;
  }

  /** Its probability when its parent is a chance node, exactly as the engine writes it ("1/3", "0.25"), else null. */
  get probability() {
    return this.tree.probabilities?.[this.id] ?? null;
  }

  get label() {
    return this.tree.labels.get(this.id) ?? null;
  }

  get name() {
    return this.tree.nameOf(this.id);
  }

  get value() {
    return this.isLeaf ? engineValue(this.tree.num[this.id]) : null;
  }

  get h() {
    return this.isLeaf ? null : engineValue(this.tree.num[this.id]);
  }
}

/**
 * The tree of a session, from its packed columns. A tree with chance nodes
 * also has `players` (0 MAX, 1 MIN), `chance` (1 for a chance node) and
 * `probability` (each edge's, NaN for none), and `hasChance` is true; its
 * exact probabilities ("1/3") come from the engine's `tree()`, by node id,
 * as `probabilities` (null for none).
 * @param {{rootPlayer: string, parent: Int32Array, end: Uint32Array, num: Float64Array,
 *          labels: Array<[number, string]>, players?: Uint8Array, chance?: Uint8Array,
 *          probability?: Float64Array}} packed  Session.treePacked()
 * @param {(id: number) => string|null} nameOf  the engine's name of a node (Session.nodeName)
 * @param {Array<string|null>|null} [probabilities]  the exact probability of each node's edge
 * @returns {object} {rootPlayer, parent, end, depth, num, labels, nodes, childrenOf, nameOf, hasChance, …}
 */
export function treeFromPacked(packed, nameOf, probabilities = null) {
  const n = packed.parent.length;
  const depth = new Uint32Array(n);
  // Pre-order: a parent comes before its children.
  for (let i = 1; i < n; i++) depth[i] = depth[packed.parent[i]] + 1;
  const names = new Map();
  const tree = {
    rootPlayer: packed.rootPlayer,
    parent: packed.parent,
    end: packed.end,
    num: packed.num,
    depth,
    labels: new Map(packed.labels),
    players: packed.players ?? null,
    chance: packed.chance ?? null,
    probability: packed.probability ?? null,
    probabilities,
    hasChance: Boolean(packed.chance?.includes(1)),
    // The exact text of the values the search gives (player.js: "5/3" for
    // 1.6666666666666667), on a tree with chance nodes; null elsewhere.
    exact: null,
    nodes: new Array(n),
    /** The children of `id`, left to right: id + 1, then each one's end. */
    childrenOf(id) {
      const out = [];
      for (let c = id + 1; c < packed.end[id]; c = packed.end[c]) out.push(c);
      return out;
    },
    /** The engine's name of `id`, asked once. */
    nameOf(id) {
      let name = names.get(id);
      if (name === undefined) {
        name = nameOf(id) ?? '';
        names.set(id, name);
      }
      return name;
    },
  };
  for (let i = 0; i < n; i++) tree.nodes[i] = new TreeNode(tree, i);
  return tree;
}
