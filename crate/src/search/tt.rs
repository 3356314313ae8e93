//! Memoisation (seed 003: "en mémoïsant les configurations déjà
//! rencontrées"): a transposition table for the searches.
//!
//! A position reached by two orders of moves has the same subtree below it
//! (same moves, same values). The table therefore keys a node by its
//! subtree, computed exactly (hash-consing, no hash collision can merge two
//! different subtrees): two nodes share a class when their evaluation (leaf
//! value or h) is the same and their children carry the same labels and
//! classes, in order. A node's own label is the move that led to it, so it
//! is left out: that is what lets two orders of moves meet. The key adds the
//! player and, under a depth limit, the depth (the limit cuts the subtree
//! at a different place). On a typed tree the same rule finds repeated
//! subtrees.
//!
//! The α-β subtlety: a node left after a cut returns only a bound. The table
//! stores the value with its kind (exact, lower or upper, as the search
//! derived it from what the children proved) and answers a later node only
//! when the stored value decides it for that node's window, as the cut test
//! would under the same tie rule: an exact value always, a lower bound v
//! when v fires against β (`v ≥ β`, or `v > β` with strict ties), an upper
//! bound v when it fires against α. Otherwise the node is searched again
//! and its new value replaces the old one (an exact value is never
//! replaced by a bound).

use crate::options::{Options, Ties};
use crate::trace::{BoundKind, Window};
use crate::tree::{NodeId, Player, Tree};
use crate::value::Value;
use std::collections::HashMap;

/// A stored value.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Stored {
    /// The value returned.
    pub value: Value,
    /// Exact, or which bound.
    pub kind: BoundKind,
    /// The node that returned it.
    pub node: NodeId,
}

/// The table and the classes of the tree's nodes.
#[derive(Debug)]
pub struct Table {
    class: Vec<u32>,
    by_depth: bool,
    depth: Vec<u32>,
    player: Vec<Player>,
    stored: HashMap<(u32, Player, u32), Stored>,
}

/// What makes two subtrees equal: the evaluation's bits and the children's
/// labels and classes.
type Signature = (Option<u64>, Vec<(Option<String>, u32)>);

/// Each node's class: equal classes, equal subtrees (labels of the children
/// included, the node's own label left out). Children have larger ids than
/// their parent, so one loop from the last id computes every class after its
/// children's (no recursion).
pub fn classes(tree: &Tree) -> Vec<u32> {
    let n = tree.len();
    let mut class = vec![0u32; n];
    let mut ids: HashMap<Signature, u32> = HashMap::new();
    for id in (0..n as NodeId).rev() {
        let num = tree.leaf_value(id).or_else(|| tree.h(id)).map(|v| v.get().to_bits());
        let kids = tree
            .children(id)
            .map(|c| (tree.label(c).map(str::to_string), class[c as usize]))
            .collect();
        let next = ids.len() as u32;
        class[id as usize] = *ids.entry((num, kids)).or_insert(next);
    }
    class
}

impl Table {
    /// An empty table for `tree` searched with `opts`.
    pub fn new(tree: &Tree, opts: &Options) -> Table {
        let n = tree.len() as NodeId;
        Table {
            class: classes(tree),
            by_depth: opts.depth_limit.is_some(),
            depth: (0..n).map(|i| tree.depth(i)).collect(),
            player: (0..n).map(|i| tree.player(i)).collect(),
            stored: HashMap::new(),
        }
    }

    fn key(&self, id: NodeId) -> (u32, Player, u32) {
        let i = id as usize;
        (
            self.class[i],
            self.player[i],
            if self.by_depth { self.depth[i] } else { 0 },
        )
    }

    /// The stored value that decides `id` under the window `w` and tie rule
    /// `ties`, if any.
    pub fn probe(&self, id: NodeId, w: &Window, ties: Ties) -> Option<Stored> {
        let s = *self.stored.get(&self.key(id))?;
        let decides = match s.kind {
            BoundKind::Exact => true,
            BoundKind::Lower => ties.op(Player::Max).fires(s.value, w.beta),
            BoundKind::Upper => ties.op(Player::Min).fires(s.value, w.alpha),
        };
        decides.then_some(s)
    }

    /// Stores what `id` returned; an exact value is not replaced by a bound.
    pub fn store(&mut self, id: NodeId, value: Value, kind: BoundKind) {
        let key = self.key(id);
        let new = Stored { value, kind, node: id };
        self.stored
            .entry(key)
            .and_modify(|s| {
                if s.kind != BoundKind::Exact || kind == BoundKind::Exact {
                    *s = new;
                }
            })
            .or_insert(new);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::parse;

    #[test]
    fn equal_subtrees_share_a_class_whatever_their_own_label() {
        let t = parse("[p:[a:1, b:2], q:[a:1, b:2], [b:1, a:2], [a:1, b:3]]").unwrap();
        let c = classes(&t);
        assert_eq!(c[1], c[4]);
        assert_ne!(c[1], c[7]);
        assert_ne!(c[1], c[10]);
    }
}
