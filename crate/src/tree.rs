//! The game tree: an arena of nodes in pre-order, built once and then read.
//!
//! Node ids are pre-order indices and the root is `0`. Because the arena is
//! in pre-order, a node's subtree is the contiguous id range
//! `id..end(id)`; its first child (if any) is `id + 1` and the next sibling
//! of a child `c` is `end(c)`. That one array replaces child lists, makes
//! "every node of this subtree" a range, and lets every traversal be a loop
//! instead of a recursion (invariant 3: no recursion on tree depth).
//!
//! Players alternate by level: the root's player is stored, a node at depth
//! `d` plays the root's player when `d` is even and the other one otherwise.
//! A tree with chance nodes (expectiminimax, `docs/chance.md`) or with an
//! inner node whose player was written (`max[…]`, `min[…]`) keeps a
//! column of players instead ([`Chance`]): a decision node plays the
//! opposite of its nearest decision ancestor (the root's player when it
//! has none), since chance nodes pass the turn; a written player wins.
//! Each child of a chance node carries its probability, exact.
//!
//! A [`Tree`] is only ever built through [`TreeBuilder`], which checks the
//! structural rules (no empty inner node, values are not NaN, limits), so a
//! `Tree` that exists is valid.

use crate::error::{Kind, Localised, Refused};
use crate::exact::Exact;
use crate::lang::{Lang, Text};
use crate::value::{Value, MAX_FINITE, MAX_FINITE_TEXT};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::sync::Arc;

/// A node id: the node's pre-order index.
pub type NodeId = u32;

/// The most nodes a tree may have. Big enough for a uniform tree of
/// branching 3 and depth 12 (797,161 nodes) with room to spare, small enough
/// that ids fit in `u32` with spare values and the arena fits in memory.
pub const MAX_NODES: usize = 2_000_000;

/// The longest label, in characters.
pub const MAX_LABEL_CHARS: usize = 24;

/// Which player moves at a node. Serialised as `"max"` / `"min"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Player {
    /// The maximising player (drawn ▲).
    Max,
    /// The minimising player (drawn ▼).
    Min,
}

impl Player {
    /// The other player.
    pub fn other(self) -> Player {
        match self {
            Player::Max => Player::Min,
            Player::Min => Player::Max,
        }
    }

    /// `"max"` or `"min"`, as the JSON contract writes it.
    pub fn as_str(self) -> &'static str {
        match self {
            Player::Max => "max",
            Player::Min => "min",
        }
    }
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Player::Max => "MAX",
            Player::Min => "MIN",
        })
    }
}

/// A structural error found while building a tree. The parser turns these
/// into positioned errors; other callers report the node id.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BuildError {
    /// An inner node was closed without any child.
    EmptyInner(NodeId),
    /// More than [`MAX_NODES`] nodes.
    TooManyNodes,
    /// A label longer than [`MAX_LABEL_CHARS`] characters or with characters
    /// the notation cannot write.
    BadLabel(NodeId),
    /// `close` without an open inner node, or `finish` with open ones, or a
    /// second root.
    Unbalanced,
    /// A finite value (leaf value or h) of magnitude above [`MAX_FINITE`]:
    /// the notation could not write it back.
    OutOfRange(NodeId),
    /// h set on a node that is not a closed inner node.
    NotInner(NodeId),
    /// A chance node whose children's probabilities do not sum to exactly
    /// 1 (the sum, `None` when it passes the exact arithmetic's limit), or
    /// one of whose children has no probability.
    ProbabilitySum(NodeId, Option<Exact>),
    /// A probability that is not above 0, or one given to a node whose
    /// parent is not a chance node.
    BadProbability(NodeId),
    /// A player written on a chance node or a leaf.
    NotDecision(NodeId),
}

impl fmt::Display for BuildError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BuildError::EmptyInner(id) => write!(f, "node {id} is an inner node with no children"),
            BuildError::TooManyNodes => write!(f, "the tree has more than {MAX_NODES} nodes"),
            BuildError::BadLabel(id) => write!(
                f,
                "node {id} has a bad label (1 to {MAX_LABEL_CHARS} letters, digits, '_' or '\\'', starting with a letter)"
            ),
            BuildError::Unbalanced => write!(f, "the tree is not balanced (an inner node was not closed, or closed twice)"),
            BuildError::OutOfRange(id) => {
                write!(f, "node {id} has a value beyond the range (at most {MAX_FINITE_TEXT} in magnitude, or ±inf)")
            }
            BuildError::NotInner(id) => write!(f, "node {id} is not an inner node, so it cannot have h"),
            BuildError::ProbabilitySum(id, sum) => write!(
                f,
                "the chance node {id}'s probabilities sum to {}, not 1",
                sum.map_or_else(|| "more than the exact arithmetic holds".into(), |s| s.to_string())
            ),
            BuildError::BadProbability(id) => write!(
                f,
                "node {id} has a probability that is not above 0, or its parent is not a chance node"
            ),
            BuildError::NotDecision(id) => write!(f, "node {id} is not a decision node, so it has no player"),
        }
    }
}

impl std::error::Error for BuildError {}

impl Localised for BuildError {
    fn kind(&self) -> Kind {
        Kind::Input
    }

    fn message(&self, lang: Lang) -> String {
        match lang {
            Lang::En => self.to_string(),
            Lang::Fr => match self {
                BuildError::EmptyInner(id) => format!("le nœud {id} est un nœud interne sans fils"),
                BuildError::TooManyNodes => format!("l’arbre a plus de {MAX_NODES} nœuds"),
                BuildError::BadLabel(id) => format!(
                    "le nœud {id} a une étiquette invalide (1 à {MAX_LABEL_CHARS} lettres, chiffres, '_' ou '\\'', commençant par une lettre)"
                ),
                BuildError::Unbalanced => {
                    "l’arbre n’est pas équilibré (un nœud interne n’est pas fermé, ou l’est deux fois)".into()
                }
                BuildError::OutOfRange(id) => format!(
                    "le nœud {id} a une valeur hors limites (au plus {MAX_FINITE_TEXT} en valeur absolue, ou ±inf)"
                ),
                BuildError::NotInner(id) => format!("le nœud {id} n’est pas un nœud interne : il ne peut pas avoir de h"),
                BuildError::ProbabilitySum(id, sum) => format!(
                    "les probabilités du nœud de hasard {id} ont pour somme {}, et non 1",
                    sum.map_or_else(|| "plus que l’arithmétique exacte ne peut tenir".into(), |s| s.to_string())
                ),
                BuildError::BadProbability(id) => format!(
                    "le nœud {id} a une probabilité qui n’est pas strictement positive, ou son père n’est pas un nœud de hasard"
                ),
                BuildError::NotDecision(id) => {
                    format!("le nœud {id} n’est pas un nœud de décision : il n’a pas de joueur")
                }
            },
        }
    }

    fn node(&self) -> Option<u32> {
        match self {
            BuildError::EmptyInner(id)
            | BuildError::BadLabel(id)
            | BuildError::OutOfRange(id)
            | BuildError::NotInner(id)
            | BuildError::ProbabilitySum(id, _)
            | BuildError::BadProbability(id)
            | BuildError::NotDecision(id) => Some(*id),
            BuildError::TooManyNodes | BuildError::Unbalanced => None,
        }
    }
}

/// A valid game tree.
#[derive(Clone, Debug, PartialEq)]
pub struct Tree {
    root_player: Player,
    /// Shared with every trace of the tree ([`Tree::parents`]), so that a
    /// search does not copy a column per node.
    parent: Arc<[NodeId]>,
    end: Vec<NodeId>,
    /// Shared like `parent` ([`Tree::depths`]).
    depth: Arc<[u32]>,
    /// The leaf value for a leaf, the heuristic h (if any) for an inner node.
    num: Vec<Option<Value>>,
    labels: Vec<Option<Box<str>>>,
    /// By node: whether another node carries the same label (a game tree's
    /// moves: `c` is a reply under each first move), so that its name is
    /// its path of labels (`d→c`, [`Tree::name`]); `None` when every label
    /// is unique, so that a tree without repeated labels pays nothing.
    ambiguous: Option<Box<[bool]>>,
    /// Each node's place among its siblings, from 1 (the root has 1): what
    /// names are made of, kept so that a name never scans a child list.
    ordinal: Vec<u32>,
    /// By depth: how many nodes and how many leaves lie at that depth.
    /// Counted once when the tree is built, so that the statistics of a
    /// search cost the levels, not the nodes.
    levels: Vec<Level>,
    /// [`Tree::uniform_shape`], found once when the tree is built.
    uniform: Option<(u32, u32)>,
    /// Chance nodes and written players; `None` for a tree of alternating
    /// MAX and MIN levels, so that such a tree pays nothing for them.
    chance: Option<Box<Chance>>,
}

/// What a tree with chance nodes or written players keeps beside the
/// arena (see the module docs).
#[derive(Clone, Debug, PartialEq)]
pub struct Chance {
    /// By node: whether it is a chance node.
    is_chance: Vec<bool>,
    /// By node: the player of a decision node; for a chance node, the
    /// player its decision children get unless written (the opposite of
    /// its nearest decision ancestor's).
    players: std::sync::Arc<[Player]>,
    /// By node: the probability of a chance node's child.
    prob: Vec<Option<Exact>>,
    /// By node: whether the player was written (`max[…]`, `min[…]`).
    written: Vec<bool>,
}

/// The nodes, leaves and inner nodes without h at one depth.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Level {
    nodes: u32,
    leaves: u32,
    inner_without_h: u32,
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
const NO_PARENT: NodeId = NodeId::MAX;

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
    fn measure(&mut self) {
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
    fn find_uniform_shape(&self) -> Option<(u32, u32)> {
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
    tree: &'a Tree,
    next: NodeId,
    end: NodeId,
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

/// Whether `s` is a label the notation can write: a letter first, then
/// letters, digits, `_` or `'`, at most [`MAX_LABEL_CHARS`] characters, and
/// not one of the words the notation reserves.
pub fn is_valid_label(s: &str) -> bool {
    let mut chars = s.chars();
    let Some(first) = chars.next() else { return false };
    first.is_alphabetic()
        && s.chars().count() <= MAX_LABEL_CHARS
        && chars.all(|c| c.is_alphanumeric() || c == '_' || c == '\'')
        && !is_reserved_word(s)
}

/// Words that cannot be labels because the notation gives them a meaning.
const RESERVED: [&str; 6] = ["chance", "inf", "infinity", "max", "min", "nan"];

/// Whether `s` is a word the notation reserves (case-insensitive).
pub fn is_reserved_word(s: &str) -> bool {
    RESERVED.iter().any(|r| r.eq_ignore_ascii_case(s))
}

/// The label a reader typed, trimmed: `None` when empty, the label when the
/// notation can write it.
///
/// # Errors
///
/// A [`Refused`] naming the text, for anything [`is_valid_label`] refuses.
///
/// ```
/// use alphabeta::tree::check_label;
/// assert_eq!(check_label(" B1 ").unwrap().as_deref(), Some("B1"));
/// assert_eq!(check_label("").unwrap(), None);
/// assert!(check_label("max").is_err() && check_label("1a").is_err());
/// ```
pub fn check_label(text: &str) -> Result<Option<String>, Refused> {
    let t = text.trim();
    if t.is_empty() {
        Ok(None)
    } else if is_valid_label(t) {
        Ok(Some(t.to_string()))
    } else {
        Err(Refused {
            text: t.to_string(),
            rule: Text::new(
                format!(
                    "cannot be a label: write 1 to {MAX_LABEL_CHARS} letters, digits, '_' or '\\'', starting with a letter, other than chance, inf, max, min or nan"
                ),
                format!(
                    "ne peut pas être une étiquette : écrivez 1 à {MAX_LABEL_CHARS} lettres, chiffres, '_' ou '\\'', en commençant par une lettre, autre que chance, inf, max, min ou nan"
                ),
            ),
        })
    }
}

/// Whether the notation can write `v`: ±∞ or a magnitude of at most
/// [`MAX_FINITE`].
fn in_range(v: Value) -> bool {
    v.is_infinite() || v.get().abs() <= MAX_FINITE
}

/// Builds a [`Tree`] in pre-order: `open` an inner node, add `leaf`s and
/// nested inner nodes, `close` it. The first call creates the root.
///
/// # Example
///
/// ```
/// use alphabeta::tree::{TreeBuilder, Player};
/// use alphabeta::value::Value;
/// let mut b = TreeBuilder::new(Player::Max);
/// b.open(None, None).unwrap();
/// b.leaf(Value::new(3.0).unwrap(), None).unwrap();
/// b.leaf(Value::new(5.0).unwrap(), None).unwrap();
/// b.close().unwrap();
/// let t = b.finish().unwrap();
/// assert_eq!(t.len(), 3);
/// assert_eq!(t.children(0).collect::<Vec<_>>(), vec![1, 2]);
/// ```
#[derive(Debug)]
pub struct TreeBuilder {
    tree: Tree,
    /// The tree's `parent` and `depth` columns while they grow; shared
    /// (`Arc`) once the tree is finished.
    parent: Vec<NodeId>,
    depth: Vec<u32>,
    open: Vec<NodeId>,
    /// The number of children added so far to each open node.
    kids: Vec<u32>,
    done: bool,
    /// By node: whether it is a chance node, its written player, and its
    /// probability (empty until the first of them is set, so that a tree
    /// without them pays nothing).
    is_chance: Vec<bool>,
    written: Vec<Option<Player>>,
    prob: Vec<Option<Exact>>,
}

impl TreeBuilder {
    /// Starts an empty tree whose root will play `root_player`.
    pub fn new(root_player: Player) -> TreeBuilder {
        TreeBuilder {
            tree: Tree {
                root_player,
                parent: Arc::new([]),
                end: Vec::new(),
                depth: Arc::new([]),
                num: Vec::new(),
                labels: Vec::new(),
                ambiguous: None,
                ordinal: Vec::new(),
                levels: Vec::new(),
                uniform: None,
                chance: None,
            },
            parent: Vec::new(),
            depth: Vec::new(),
            open: Vec::new(),
            kids: Vec::new(),
            done: false,
            is_chance: Vec::new(),
            written: Vec::new(),
            prob: Vec::new(),
        }
    }

    /// Makes the chance columns as long as the nodes, from the first use.
    fn grow_chance(&mut self) {
        let n = self.len();
        self.is_chance.resize(n, false);
        self.written.resize(n, None);
        self.prob.resize(n, None);
    }

    /// Opens a chance node (expectiminimax) with its optional h and label.
    /// Each of its children then gets a probability
    /// ([`TreeBuilder::set_probability`]) and they sum to exactly 1.
    ///
    /// # Errors
    ///
    /// As for [`TreeBuilder::leaf`].
    pub fn open_chance(&mut self, h: Option<Value>, label: Option<&str>) -> Result<NodeId, BuildError> {
        let id = self.open(h, label)?;
        self.grow_chance();
        self.is_chance[id as usize] = true;
        Ok(id)
    }

    /// Writes the player of `id`, a decision node (`max[…]`, `min[…]`).
    ///
    /// # Errors
    ///
    /// [`BuildError::NotDecision`] for a chance node or a node not added.
    pub fn set_player(&mut self, id: NodeId, p: Player) -> Result<(), BuildError> {
        self.grow_chance();
        let i = id as usize;
        if i >= self.len() || self.is_chance[i] {
            return Err(BuildError::NotDecision(id));
        }
        self.written[i] = Some(p);
        Ok(())
    }

    /// Gives `id`, a child of a chance node, its probability.
    ///
    /// # Errors
    ///
    /// [`BuildError::BadProbability`] for `p ≤ 0` or a parent that is not
    /// a chance node.
    pub fn set_probability(&mut self, id: NodeId, p: Exact) -> Result<(), BuildError> {
        self.grow_chance();
        let i = id as usize;
        let parent_is_chance = self
            .parent
            .get(i)
            .is_some_and(|&q| q != NO_PARENT && self.is_chance[q as usize]);
        if !p.is_positive() || !parent_is_chance {
            return Err(BuildError::BadProbability(id));
        }
        self.prob[i] = Some(p);
        Ok(())
    }

    /// The sum of the probabilities of `id`'s children, if `id` is a
    /// chance node (`None` inside: a child without one, or past the limit).
    fn probability_sum(&self, id: NodeId) -> Option<Option<Exact>> {
        if !self.is_chance.get(id as usize).copied().unwrap_or(false) {
            return None;
        }
        let (mut c, end) = (id + 1, self.len() as NodeId);
        let mut sum = Some(Exact::ZERO);
        while c < end {
            sum = match (sum, self.prob.get(c as usize).copied().flatten()) {
                (Some(s), Some(p)) => s.checked_add(p),
                _ => None,
            };
            c = self.tree.end[c as usize];
        }
        Some(sum)
    }

    /// The number of nodes added so far.
    pub fn len(&self) -> usize {
        self.parent.len()
    }

    /// Whether nothing was added yet.
    pub fn is_empty(&self) -> bool {
        self.parent.is_empty()
    }

    fn push(&mut self, num: Option<Value>, label: Option<&str>) -> Result<NodeId, BuildError> {
        if self.done {
            return Err(BuildError::Unbalanced);
        }
        let id = self.len();
        if id >= MAX_NODES {
            return Err(BuildError::TooManyNodes);
        }
        let id = id as NodeId;
        if num.is_some_and(|v| !in_range(v)) {
            return Err(BuildError::OutOfRange(id));
        }
        if let Some(l) = label {
            if !is_valid_label(l) {
                return Err(BuildError::BadLabel(id));
            }
        }
        let (parent, depth) = match self.open.last() {
            Some(&p) => (p, self.depth[p as usize] + 1),
            None => (NO_PARENT, 0),
        };
        self.parent.push(parent);
        self.tree.end.push(id + 1);
        self.depth.push(depth);
        self.tree.num.push(num);
        self.tree.labels.push(label.map(Into::into));
        let ordinal = match self.kids.last_mut() {
            Some(k) => {
                *k += 1;
                *k
            }
            None => 1,
        };
        self.tree.ordinal.push(ordinal);
        if self.open.is_empty() && id > 0 {
            return Err(BuildError::Unbalanced);
        }
        Ok(id)
    }

    /// Adds a leaf with its value and optional label.
    ///
    /// # Errors
    ///
    /// Too many nodes, a bad label, or a leaf after the root was finished.
    pub fn leaf(&mut self, value: Value, label: Option<&str>) -> Result<NodeId, BuildError> {
        let id = self.push(Some(value), label)?;
        if self.open.is_empty() {
            self.done = true;
        }
        Ok(id)
    }

    /// Opens an inner node with its optional heuristic value h and label.
    ///
    /// # Errors
    ///
    /// As for [`TreeBuilder::leaf`].
    pub fn open(&mut self, h: Option<Value>, label: Option<&str>) -> Result<NodeId, BuildError> {
        let id = self.push(h, label)?;
        self.open.push(id);
        self.kids.push(0);
        Ok(id)
    }

    /// Sets the heuristic value h of `id`, an inner node already closed
    /// (the notation writes h after the children).
    ///
    /// # Errors
    ///
    /// [`BuildError::NotInner`] if `id` is not a closed inner node,
    /// [`BuildError::OutOfRange`] for a value the notation cannot write.
    pub fn set_h(&mut self, id: NodeId, h: Value) -> Result<(), BuildError> {
        let i = id as usize;
        let closed_inner = i < self.len() && self.tree.end[i] > id + 1 && !self.open.contains(&id);
        if !closed_inner {
            return Err(BuildError::NotInner(id));
        }
        if !in_range(h) {
            return Err(BuildError::OutOfRange(id));
        }
        self.tree.num[i] = Some(h);
        Ok(())
    }

    /// Closes the innermost open inner node and returns its id.
    ///
    /// # Errors
    ///
    /// [`BuildError::EmptyInner`] if it has no child, [`BuildError::Unbalanced`]
    /// if nothing is open.
    pub fn close(&mut self) -> Result<NodeId, BuildError> {
        let id = self.open.pop().ok_or(BuildError::Unbalanced)?;
        self.kids.pop();
        let end = self.len() as NodeId;
        if end == id + 1 {
            return Err(BuildError::EmptyInner(id));
        }
        self.tree.end[id as usize] = end;
        if let Some(sum) = self.probability_sum(id) {
            if sum != Some(Exact::ONE) {
                return Err(BuildError::ProbabilitySum(id, sum));
            }
        }
        if self.open.is_empty() {
            self.done = true;
        }
        Ok(id)
    }

    /// Returns the finished tree.
    ///
    /// # Errors
    ///
    /// [`BuildError::Unbalanced`] if nothing was added or a node is still open.
    pub fn finish(mut self) -> Result<Tree, BuildError> {
        if !self.done || !self.open.is_empty() {
            return Err(BuildError::Unbalanced);
        }
        let chance = self.chance_columns()?;
        let mut tree = self.tree;
        tree.parent = self.parent.into();
        tree.depth = self.depth.into();
        tree.chance = chance;
        tree.measure();
        Ok(tree)
    }

    /// The players of a tree with chance nodes or written players, in one
    /// pass in pre-order (a parent comes before its children); `None` when
    /// every player is what the levels give, so that such a tree equals
    /// the one built without them.
    fn chance_columns(&mut self) -> Result<Option<Box<Chance>>, BuildError> {
        if self.is_chance.is_empty() {
            return Ok(None);
        }
        self.grow_chance();
        let n = self.len();
        let root = self.tree.root_player;
        let mut players = Vec::with_capacity(n);
        let mut written = vec![false; n];
        for (i, written) in written.iter_mut().enumerate() {
            let default = match self.parent[i] {
                NO_PARENT => root,
                p if self.is_chance[p as usize] => players[p as usize],
                p => Player::other(players[p as usize]),
            };
            let leaf = self.tree.end[i] == i as NodeId + 1;
            let player = match self.written[i] {
                Some(_) if leaf || self.is_chance[i] => return Err(BuildError::NotDecision(i as NodeId)),
                Some(w) => {
                    *written = w != default;
                    w
                }
                None => default,
            };
            players.push(player);
        }
        let parity = |i: usize| if self.depth[i] % 2 == 0 { root } else { root.other() };
        if !self.is_chance.contains(&true) && (0..n).all(|i| players[i] == parity(i)) {
            return Ok(None);
        }
        Ok(Some(Box::new(Chance {
            is_chance: std::mem::take(&mut self.is_chance),
            players: players.into(),
            prob: std::mem::take(&mut self.prob),
            written,
        })))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_builder_refuses_what_the_notation_cannot_write() {
        // 1e300 would be formatted and then refused by the parser.
        let mut b = TreeBuilder::new(Player::Max);
        b.open(None, None).unwrap();
        let huge = Value::new(1e300).unwrap();
        assert_eq!(b.leaf(huge, None), Err(BuildError::OutOfRange(1)));
        assert_eq!(b.open(Some(huge), None), Err(BuildError::OutOfRange(1)));
        let mut b = TreeBuilder::new(Player::Max);
        b.open(None, None).unwrap();
        b.leaf(Value::POS_INF, None).unwrap();
        b.leaf(Value::new(-1e15).unwrap(), None).unwrap();
        b.close().unwrap();
        assert!(b.finish().is_ok(), "±inf and ±1e15 are in range");
    }

    #[test]
    fn h_goes_only_on_a_closed_inner_node_and_never_panics() {
        let mut b = TreeBuilder::new(Player::Max);
        let root = b.open(None, None).unwrap();
        let inner = b.open(None, None).unwrap();
        let leaf = b.leaf(Value::int(1), None).unwrap();
        let h = Value::int(4);
        assert_eq!(b.set_h(inner, h), Err(BuildError::NotInner(inner)), "still open");
        b.close().unwrap();
        assert_eq!(
            b.set_h(leaf, h),
            Err(BuildError::NotInner(leaf)),
            "a leaf keeps its value"
        );
        assert_eq!(b.set_h(99, h), Err(BuildError::NotInner(99)), "no such node");
        assert_eq!(
            b.set_h(inner, Value::new(1e300).unwrap()),
            Err(BuildError::OutOfRange(inner))
        );
        b.set_h(inner, h).unwrap();
        b.close().unwrap();
        let t = b.finish().unwrap();
        assert_eq!(
            (t.h(inner), t.leaf_value(leaf), t.h(root)),
            (Some(h), Some(Value::int(1)), None)
        );
        // The levels counted when the tree was finished see the h set late.
        assert_eq!((t.inner_without_h_at_depth(0), t.inner_without_h_at_depth(1)), (1, 0));
        assert_eq!(
            (t.nodes_at_depth(2), t.leaves_at_depth(2), t.nodes_at_depth(3)),
            (1, 1, 0)
        );
        assert_eq!((t.height(), t.leaf_count(), t.uniform_shape()), (2, 1, Some((1, 2))));
    }

    #[test]
    fn every_build_error_reads_in_french_too() {
        use crate::lang::Lang;
        for e in [
            BuildError::EmptyInner(1),
            BuildError::TooManyNodes,
            BuildError::BadLabel(2),
            BuildError::Unbalanced,
            BuildError::OutOfRange(3),
            BuildError::NotInner(4),
        ] {
            let (en, fr) = (e.message(Lang::En), e.message(Lang::Fr));
            assert!(!fr.is_empty() && en != fr, "{e:?}");
        }
    }
}
