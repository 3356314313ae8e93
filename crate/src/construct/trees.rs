//! What a challenge does to a tree: its leaves, a rebuild with children
//! reordered or leaf values changed, the worst ordering, the nearest tree
//! one leaf away that meets a goal, and whether two trees have one shape
//! or are reorderings of one another. The leaves' value range is here.

#[allow(unused_imports)]
use super::*;

/// The value range of every challenge's leaves.
pub(super) const MIN: i32 = 0;

pub(super) const MAX: i32 = 20;

pub(super) fn leaves(tree: &Tree) -> Vec<NodeId> {
    (0..tree.len() as NodeId).filter(|&i| tree.is_leaf(i)).collect()
}

/// Builds `tree` again with each node's children in the order `kids` gives
/// and each leaf's value from `value` (`ordering::rebuild`, the walker
/// `ordering::reorder` uses).
pub(super) fn rebuild(tree: &Tree, kids: impl Fn(NodeId) -> Vec<NodeId>, value: impl Fn(NodeId) -> Value) -> Tree {
    crate::ordering::rebuild(tree, kids, value).tree
}

/// `tree` with the leaves `changes` names set to their new values.
pub(super) fn with_values(tree: &Tree, changes: &[(NodeId, Value)]) -> Tree {
    rebuild(
        tree,
        |id| tree.children(id).collect(),
        |id| {
            changes
                .iter()
                .find(|(n, _)| *n == id)
                .map(|(_, v)| *v)
                .or(tree.leaf_value(id))
                .unwrap_or(Value::int(0))
        },
    )
}

/// The worst ordering by the true minimax values: a MAX node's children
/// by ascending value, a MIN node's by descending, so that no bound is
/// ever crossed before the last child (with distinct values).
pub(super) fn worst(tree: &Tree) -> Tree {
    let mm = minimax_values(tree, None);
    let key = |c: NodeId| mm[c as usize].unwrap_or(Value::int(0));
    rebuild(
        tree,
        |id| {
            let mut k: Vec<NodeId> = tree.children(id).collect();
            match tree.player(id) {
                Player::Max => k.sort_by_key(|&c| key(c)),
                Player::Min => k.sort_by_key(|&c| std::cmp::Reverse(key(c))),
            }
            k
        },
        |id| tree.leaf_value(id).unwrap_or(Value::int(0)),
    )
}

/// The first tree one leaf away from `tree` that meets `goal`, trying the
/// leaves from a place `rng` picks (so the solution is not always at the
/// first leaf) and the values from the nearest outwards.
pub(super) fn one_leaf_away(tree: &Tree, rng: Option<&mut SplitMix64>, goal: impl Fn(&Tree) -> bool) -> Option<Tree> {
    let ls = leaves(tree);
    let shift = rng.map_or(0, |r| r.below(ls.len().max(1) as u64) as usize);
    for i in 0..ls.len() {
        let leaf = ls[(i + shift) % ls.len()];
        let old = tree.leaf_value(leaf)?.get() as i32;
        for d in 1..=(MAX - MIN) {
            for v in [old - d, old + d] {
                if !(MIN..=MAX).contains(&v) {
                    continue;
                }
                let t = with_values(tree, &[(leaf, Value::int(v))]);
                if goal(&t) {
                    return Some(t);
                }
            }
        }
    }
    None
}

/// Whether two trees have the same shape: the same nodes in pre-order,
/// leaves at the same places, the same chance nodes, probabilities and
/// players.
pub(super) fn same_shape(a: &Tree, b: &Tree) -> bool {
    a.len() == b.len()
        && a.root_player() == b.root_player()
        && (0..a.len() as NodeId).all(|i| {
            a.is_leaf(i) == b.is_leaf(i)
                && a.end(i) == b.end(i)
                && a.is_chance(i) == b.is_chance(i)
                && a.probability(i) == b.probability(i)
                && a.player(i) == b.player(i)
        })
}

/// A text per node that does not depend on the order of children: two
/// trees are reorderings of one another when their roots' texts are equal.
/// Built bottom-up over the pre-order arena (children have larger ids).
pub(super) fn canonical(t: &Tree) -> Vec<String> {
    let mut out = vec![String::new(); t.len()];
    for id in (0..t.len() as NodeId).rev() {
        let s = if let Some(v) = t.leaf_value(id) {
            v.get().to_string()
        } else {
            let mut k: Vec<String> = t.children(id).map(|c| out[c as usize].clone()).collect();
            k.sort();
            format!("[{}]", k.join(","))
        };
        out[id as usize] = s;
    }
    out
}
