//! [`format`]: a tree written back in the notation, which [`parse`] reads
//! again to the same tree.

#[allow(unused_imports)]
use super::*;

/// Formats a tree in the canonical notation: `", "` between children, the
/// root player written only when it is MIN, labels as `A:`, h as ` h=4`
/// after the closing bracket; a chance node's children as `1/3: A:5`
/// (the probability in lowest terms, a decimal when it is one), and
/// `max[`/`min[` only where the player differs from the default rule.
/// `parse(format(t)) == t` for every tree.
///
/// # Example
///
/// ```
/// let t = alphabeta::notation::parse("min ( A:(1 2) 3 )").unwrap();
/// assert_eq!(alphabeta::notation::format(&t), "min [A:[1, 2], 3]");
/// ```
pub fn format(tree: &Tree) -> String {
    let mut out = String::new();
    if tree.root_player() == Player::Min {
        out.push_str("min ");
    }
    // The stack holds the inner nodes still open; a node closes when the
    // walk reaches the end of its subtree.
    let mut open: Vec<NodeId> = Vec::new();
    for id in 0..tree.len() as NodeId {
        close_until(tree, &mut open, &mut out, id);
        if let Some(&p) = open.last() {
            if id != p + 1 {
                out.push_str(", ");
            }
        }
        if let Some(p) = tree.probability(id) {
            out.push_str(&p.to_string());
            out.push_str(": ");
        }
        if let Some(l) = tree.label(id) {
            out.push_str(l);
            out.push(':');
        }
        if tree.is_leaf(id) {
            out.push_str(&tree.leaf_value(id).map(|v| v.to_string()).unwrap_or_default());
        } else {
            if tree.is_chance(id) {
                out.push_str("chance");
            } else if tree.player_is_written(id) {
                out.push_str(if tree.player(id) == Player::Max { "max" } else { "min" });
            }
            out.push('[');
            open.push(id);
        }
    }
    close_until(tree, &mut open, &mut out, tree.len() as NodeId);
    out
}

/// Closes every open node whose subtree ends at or before `id`.
pub(super) fn close_until(tree: &Tree, open: &mut Vec<NodeId>, out: &mut String, id: NodeId) {
    while let Some(&top) = open.last() {
        if tree.end(top) > id {
            break;
        }
        open.pop();
        out.push(']');
        if let Some(h) = tree.h(top) {
            out.push_str(" h=");
            out.push_str(&h.to_string());
        }
    }
}
