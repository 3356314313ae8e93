//! The arena: [`Tree`] in pre-order, its chance side table, per-depth
//! counts, node names (bounded, [`name_steps`]) and [`Children`].

#[allow(unused_imports)]
use super::*;

/// A valid game tree.
#[derive(Clone, Debug, PartialEq)]
pub struct Tree {
    pub(super) root_player: Player,
    /// Shared with every trace of the tree ([`Tree::parents`]), so that a
    /// search does not copy a column per node.
    pub(super) parent: Arc<[NodeId]>,
    pub(super) end: Vec<NodeId>,
    /// Shared like `parent` ([`Tree::depths`]).
    pub(super) depth: Arc<[u32]>,
    /// The leaf value for a leaf, the heuristic h (if any) for an inner node.
    pub(super) num: Vec<Option<Value>>,
    pub(super) labels: Vec<Option<Box<str>>>,
    /// By node: whether another node carries the same label (a game tree's
    /// moves: `c` is a reply under each first move), so that its name is
    /// its path of labels (`d→c`, [`Tree::name`]); `None` when every label
    /// is unique, so that a tree without repeated labels pays nothing.
    pub(super) ambiguous: Option<Box<[bool]>>,
    /// Each node's place among its siblings, from 1 (the root has 1): what
    /// names are made of, kept so that a name never scans a child list.
    pub(super) ordinal: Vec<u32>,
    /// By depth: how many nodes and how many leaves lie at that depth.
    /// Counted once when the tree is built, so that the statistics of a
    /// search cost the levels, not the nodes.
    pub(super) levels: Vec<Level>,
    /// [`Tree::uniform_shape`], found once when the tree is built.
    pub(super) uniform: Option<(u32, u32)>,
    /// Chance nodes and written players; `None` for a tree of alternating
    /// MAX and MIN levels, so that such a tree pays nothing for them.
    pub(super) chance: Option<Box<Chance>>,
}

/// What a tree with chance nodes or written players keeps beside the
/// arena (see the module docs).
#[derive(Clone, Debug, PartialEq)]
pub struct Chance {
    /// By node: whether it is a chance node.
    pub(super) is_chance: Vec<bool>,
    /// By node: the player of a decision node; for a chance node, the
    /// player its decision children get unless written (the opposite of
    /// its nearest decision ancestor's).
    pub(super) players: std::sync::Arc<[Player]>,
    /// By node: the probability of a chance node's child.
    pub(super) prob: Vec<Option<Exact>>,
    /// By node: whether the player was written (`max[…]`, `min[…]`).
    pub(super) written: Vec<bool>,
}

/// The nodes, leaves and inner nodes without h at one depth.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct Level {
    pub(super) nodes: u32,
    pub(super) leaves: u32,
    pub(super) inner_without_h: u32,
}

/// The most child numbers a path name holds. Deeper than this below its
/// nearest labelled ancestor (or the root), a node is named `#id`, so a name
/// is never longer than a few dozen characters and naming every node of a
/// 100,000-level chain costs as much as naming a bush (no quadratic path).
/// Twelve covers every tree drawn for a lecture (tic-tac-toe is nine deep).
pub const MAX_NAME_STEPS: usize = 12;

thread_local! {
    /// How many ancestors [`Tree::name`] has visited on this thread.
    static NAME_STEPS: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
}

/// How many ancestors [`Tree::name`] has visited on this thread so far: a
/// count of the work names cost, which `tests/deep.rs` reads to hold naming
/// linear in the tree without timing anything.
pub fn name_steps() -> u64 {
    NAME_STEPS.with(std::cell::Cell::get)
}

/// The parent value stored for the root.
pub(super) const NO_PARENT: NodeId = NodeId::MAX;

impl Tree {
    /// The number of nodes.
    pub fn len(&self) -> usize {
        self.parent.len()
    }

    /// Always false: a tree has at least its root.
    pub fn is_empty(&self) -> bool {
        false
    }

    /// The root's player.
    pub fn root_player(&self) -> Player {
        self.root_player
    }

    /// The parent of `id`, `None` for the root.
    pub fn parent(&self, id: NodeId) -> Option<NodeId> {
        let p = self.parent[id as usize];
        (p != NO_PARENT).then_some(p)
    }

    /// One past the last id of `id`'s subtree.
    pub fn end(&self, id: NodeId) -> NodeId {
        self.end[id as usize]
    }

    /// The depth of `id` (the root has depth 0).
    pub fn depth(&self, id: NodeId) -> u32 {
        self.depth[id as usize]
    }

    /// Whether `id` has no children.
    pub fn is_leaf(&self, id: NodeId) -> bool {
        self.end[id as usize] == id + 1
    }

    /// The player who moves at `id`. For a chance node (see
    /// [`Tree::is_chance`]), the player its decision children get unless
    /// their player is written.
    pub fn player(&self, id: NodeId) -> Player {
        if let Some(c) = &self.chance {
            return c.players[id as usize];
        }
        if self.depth[id as usize] % 2 == 0 {
            self.root_player
        } else {
            self.root_player.other()
        }
    }

    /// Whether the tree has a chance node.
    pub fn has_chance(&self) -> bool {
        self.chance.as_ref().is_some_and(|c| c.is_chance.contains(&true))
    }

    /// Whether `id` is a chance node.
    pub fn is_chance(&self, id: NodeId) -> bool {
        self.chance.as_ref().is_some_and(|c| c.is_chance[id as usize])
    }

    /// The probability of `id`, a child of a chance node; `None` for any
    /// other node.
    pub fn probability(&self, id: NodeId) -> Option<Exact> {
        self.chance.as_ref().and_then(|c| c.prob[id as usize])
    }

    /// Whether `id`'s player differs from what the levels alone give it:
    /// the notation writes `max[…]` or `min[…]` for such a node.
    pub fn player_is_written(&self, id: NodeId) -> bool {
        self.chance.as_ref().is_some_and(|c| c.written[id as usize])
    }

    /// Every node's player by id, shared, when the tree keeps a column of
    /// players (chance nodes, written players); `None` when the levels
    /// alternate.
    pub fn player_column(&self) -> Option<std::sync::Arc<[Player]>> {
        self.chance.as_ref().map(|c| std::sync::Arc::clone(&c.players))
    }

    /// A leaf's value.
    pub fn leaf_value(&self, id: NodeId) -> Option<Value> {
        if self.is_leaf(id) {
            self.num[id as usize]
        } else {
            None
        }
    }

    /// An inner node's heuristic value h, if the tree gives one.
    pub fn h(&self, id: NodeId) -> Option<Value> {
        if self.is_leaf(id) {
            None
        } else {
            self.num[id as usize]
        }
    }

    /// The node's label, if any.
    pub fn label(&self, id: NodeId) -> Option<&str> {
        self.labels[id as usize].as_deref()
    }

    /// A name for messages: the label if there is one, else the path from
    /// the nearest labelled ancestor, child numbers from 1 (`C4.2` is the
    /// second child of `C4`). An unlabelled root is `R`, so the first
    /// grandchild of an unlabelled tree is `R.1.1`. A label that another
    /// node carries too (a game's moves: `c` is a reply under every first
    /// move) is named by its path of labels from the root, joined by `→`
    /// (`d→c`: the reply `c` to the first move `d`). A node more than
    /// [`MAX_NAME_STEPS`] steps below its name's start is `#id` (its
    /// pre-order id): the cost of a name is bounded, whatever the depth.
    ///
    /// ```
    /// let t = alphabeta::notation::parse("[A:[1, 2], [3, 4]]").unwrap();
    /// let names: Vec<String> = (0..t.len() as u32).map(|i| t.name(i)).collect();
    /// assert_eq!(names, ["R", "A", "A.1", "A.2", "R.2", "R.2.1", "R.2.2"]);
    /// let deep = alphabeta::notation::parse(&("[".repeat(20) + "1" + &"]".repeat(20))).unwrap();
    /// assert_eq!((deep.name(12), deep.name(13)), ("R.1.1.1.1.1.1.1.1.1.1.1.1".into(), "#13".into()));
    /// let game = alphabeta::notation::parse("[c:[c:1, d:2], d:[c:3, d:4], e:[5]]").unwrap();
    /// let names: Vec<String> = (0..game.len() as u32).map(|i| game.name(i)).collect();
    /// assert_eq!(names, ["R", "c", "c→c", "c→d", "d", "d→c", "d→d", "e", "e.1"]);
    /// ```
    pub fn name(&self, id: NodeId) -> String {
        // The steps up to the name's start: a child number (`.2`) or a
        // repeated label (`→c`), nearest first.
        let mut steps: [(u32, Option<&str>); MAX_NAME_STEPS] = [(0, None); MAX_NAME_STEPS];
        let mut n = 0;
        let mut at = id;
        let base = loop {
            NAME_STEPS.with(|c| c.set(c.get() + 1));
            let label = self.label(at);
            let parent = self.parent(at);
            match (label, parent) {
                (Some(l), _) if !self.label_repeated(at) => break l.to_string(),
                (Some(l), None) => break l.to_string(),
                // A path of labels starts at the root's move: no `R→`.
                (None, None) if n > 0 && steps[n - 1].1.is_some() => break String::new(),
                (None, None) => break "R".to_string(),
                _ => {}
            }
            if n == MAX_NAME_STEPS {
                return format!("#{id}");
            }
            steps[n] = (self.ordinal[at as usize], label);
            n += 1;
            at = parent.unwrap_or(at);
        };
        let mut name = base;
        for &(i, label) in steps[..n].iter().rev() {
            match label {
                Some(l) if name.is_empty() => name.push_str(l),
                Some(l) => {
                    name.push('→');
                    name.push_str(l);
                }
                None => {
                    name.push('.');
                    name.push_str(&i.to_string());
                }
            }
        }
        name
    }

    /// The place of `id` among its siblings, from 1 (the root: 1).
    pub fn ordinal(&self, id: NodeId) -> u32 {
        self.ordinal[id as usize]
    }

    /// The children of `id`, left to right.
    pub fn children(&self, id: NodeId) -> Children<'_> {
        Children {
            tree: self,
            next: id + 1,
            end: self.end[id as usize],
        }
    }

    /// The number of children of `id`.
    pub fn child_count(&self, id: NodeId) -> usize {
        self.children(id).count()
    }

    /// The number of leaves.
    pub fn leaf_count(&self) -> usize {
        self.levels.iter().map(|l| l.leaves as usize).sum()
    }

    /// The greatest depth of any node.
    pub fn height(&self) -> u32 {
        self.levels.len().saturating_sub(1) as u32
    }

    /// How many nodes lie at depth `d`.
    pub fn nodes_at_depth(&self, d: u32) -> usize {
        self.levels.get(d as usize).map_or(0, |l| l.nodes as usize)
    }

    /// How many leaves lie at depth `d`.
    pub fn leaves_at_depth(&self, d: u32) -> usize {
        self.levels.get(d as usize).map_or(0, |l| l.leaves as usize)
    }

    /// How many inner nodes at depth `d` have no h (so a depth limit of `d`
    /// cannot evaluate them).
    pub fn inner_without_h_at_depth(&self, d: u32) -> usize {
        self.levels.get(d as usize).map_or(0, |l| l.inner_without_h as usize)
    }

    /// Every node's parent by id (`NodeId::MAX` for the root), shared: a
    /// trace keeps this handle instead of a copy of the column.
    pub fn parents(&self) -> Arc<[NodeId]> {
        Arc::clone(&self.parent)
    }

    /// Every node's depth by id, shared like [`Tree::parents`].
    pub fn depths(&self) -> Arc<[u32]> {
        Arc::clone(&self.depth)
    }

    /// `Some((b, d))` when every inner node has exactly `b` children and
    /// every leaf is at depth `d` (a uniform tree, for the Knuth–Moore
    /// bounds), `None` otherwise. Found once, when the tree is built.
    pub fn uniform_shape(&self) -> Option<(u32, u32)> {
        self.uniform
    }

    /// Counts the levels and finds the uniform shape: one pass over the
    /// nodes, when the tree is built.
    pub(super) fn measure(&mut self) {
        let mut levels: Vec<Level> = Vec::new();
        for i in 0..self.len() as NodeId {
            let d = self.depth(i) as usize;
            if levels.len() <= d {
                levels.resize(d + 1, Level::default());
            }
            levels[d].nodes += 1;
            levels[d].leaves += u32::from(self.is_leaf(i));
            levels[d].inner_without_h += u32::from(!self.is_leaf(i) && self.h(i).is_none());
        }
        self.levels = levels;
        self.uniform = self.find_uniform_shape();
        self.ambiguous = self.find_ambiguous_labels();
    }

    /// See the field `ambiguous`; runs once per tree.
    fn find_ambiguous_labels(&self) -> Option<Box<[bool]>> {
        let mut seen: std::collections::HashMap<&str, u32> = std::collections::HashMap::new();
        for l in self.labels.iter().flatten() {
            *seen.entry(l).or_default() += 1;
        }
        if seen.values().all(|&n| n < 2) {
            return None;
        }
        Some(
            self.labels
                .iter()
                .map(|l| l.as_deref().is_some_and(|l| seen[l] > 1))
                .collect(),
        )
    }

    /// Whether another node of the tree carries `id`'s label.
    fn label_repeated(&self, id: NodeId) -> bool {
        self.ambiguous.as_ref().is_some_and(|a| a[id as usize])
    }

    /// See [`Tree::uniform_shape`]; runs once per tree.
    pub(super) fn find_uniform_shape(&self) -> Option<(u32, u32)> {
        let d = self.height();
        if d == 0 {
            return None;
        }
        let b = self.child_count(0) as u32;
        for i in 0..self.len() as NodeId {
            if self.is_leaf(i) {
                if self.depth(i) != d {
                    return None;
                }
            } else if self.child_count(i) as u32 != b {
                return None;
            }
        }
        Some((b, d))
    }
}

/// Iterator over a node's children.
pub struct Children<'a> {
    pub(super) tree: &'a Tree,
    pub(super) next: NodeId,
    pub(super) end: NodeId,
}

impl Iterator for Children<'_> {
    type Item = NodeId;
    fn next(&mut self) -> Option<NodeId> {
        if self.next >= self.end {
            return None;
        }
        let c = self.next;
        self.next = self.tree.end[c as usize];
        Some(c)
    }
}
