//! Tree edits, as the page's editor offers them: set a leaf's value, a
//! label or an inner node's h; add a child; delete a subtree; move a child
//! left or right; turn a leaf into an inner node and back; switch the root's
//! player.
//!
//! An edit takes a valid tree and returns a valid tree (or an error that
//! names what is wrong), plus the id of the node the editor should focus
//! next: the edited node, the new child, or the parent of a deleted subtree.
//! Keeping edits in Rust means one implementation, tested natively, and a
//! page that only keeps a stack of notations for undo and redo.
//!
//! # Example
//!
//! ```
//! use alphabeta::edit::{apply, Edit};
//! use alphabeta::notation::{parse, format};
//! let t = parse("[[3, 12], [2, 4]]").unwrap();
//! let (t, focus) = apply(&t, &Edit::AddChild { node: 1 }).unwrap();
//! assert_eq!(format(&t), "[[3, 12, 0], [2, 4]]");
//! assert_eq!(focus, 4);
//! ```

use crate::tree::{is_valid_label, NodeId, Player, Tree, TreeBuilder, MAX_LABEL_CHARS};
use crate::value::Value;
use std::fmt;

/// One edit.
#[derive(Clone, Debug, PartialEq)]
pub enum Edit {
    /// Set a leaf's value.
    SetValue {
        /// The leaf.
        node: NodeId,
        /// Its new value.
        value: Value,
    },
    /// Set or clear an inner node's heuristic value h.
    SetH {
        /// The inner node.
        node: NodeId,
        /// The new h, or `None` to remove it.
        h: Option<Value>,
    },
    /// Set or clear a label.
    SetLabel {
        /// The node.
        node: NodeId,
        /// The new label, or `None` (or empty) to remove it.
        label: Option<String>,
    },
    /// Append a leaf (value 0) to an inner node; a leaf becomes an inner
    /// node whose first child keeps the old value.
    AddChild {
        /// The node.
        node: NodeId,
    },
    /// Delete a subtree. A parent left without children becomes a leaf
    /// (with its h as value, or 0).
    Delete {
        /// The subtree's root (not the tree's root).
        node: NodeId,
    },
    /// Swap a node with its left (`-1`) or right (`+1`) sibling.
    Move {
        /// The node.
        node: NodeId,
        /// `-1` or `+1`.
        by: i32,
    },
    /// A leaf becomes an inner node with two children of its value; an inner
    /// node becomes a leaf worth its minimax value.
    ToggleLeaf {
        /// The node.
        node: NodeId,
    },
    /// Make the root MAX or MIN.
    SetRootPlayer {
        /// The root's new player.
        player: Player,
    },
}

/// An edit that cannot apply: the reason in English (`.0`, and `Display`)
/// and in French (`.1`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EditError(pub String, pub String);

impl fmt::Display for EditError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for EditError {}

fn err<T>(en: impl Into<String>, fr: impl Into<String>) -> Result<T, EditError> {
    Err(EditError(en.into(), fr.into()))
}

/// A structural error from the builder (too many nodes), in both languages.
fn built(e: crate::tree::BuildError) -> EditError {
    let en = e.to_string();
    let fr = match e {
        crate::tree::BuildError::TooManyNodes => format!("l'arbre dépasserait {} nœuds", crate::tree::MAX_NODES),
        _ => format!("l'arbre modifié n'est pas valide ({en})"),
    };
    EditError(en, fr)
}

/// A node of the editable form: children as a list, so edits are local.
#[derive(Clone, Debug)]
struct Draft {
    label: Option<String>,
    /// The leaf value, or the inner node's h.
    num: Option<Value>,
    children: Vec<usize>,
}

/// The editable form of `tree`: slot `i` is node `i`.
fn drafts(tree: &Tree) -> Vec<Draft> {
    (0..tree.len() as NodeId)
        .map(|id| Draft {
            label: tree.label(id).map(str::to_string),
            num: tree.leaf_value(id).or_else(|| tree.h(id)),
            children: tree.children(id).map(|c| c as usize).collect(),
        })
        .collect()
}

/// Rebuilds a tree from drafts reachable from slot 0, in pre-order, and
/// maps the slot `focus` to its new id.
fn rebuild(d: &[Draft], root: Player, focus: usize) -> Result<(Tree, NodeId), EditError> {
    let mut b = TreeBuilder::new(root);
    let mut new_focus = 0;
    // Each stack entry: a slot and how many of its children were emitted.
    let mut stack: Vec<(usize, usize)> = Vec::new();
    let mut emit = |slot: usize, b: &mut TreeBuilder, stack: &mut Vec<(usize, usize)>| -> Result<(), EditError> {
        let n = &d[slot];
        let label = n.label.as_deref();
        let id = if n.children.is_empty() {
            b.leaf(n.num.unwrap_or(Value::int(0)), label)
        } else {
            let id = b.open(n.num, label);
            stack.push((slot, 0));
            id
        }
        .map_err(built)?;
        if slot == focus {
            new_focus = id;
        }
        Ok(())
    };
    emit(0, &mut b, &mut stack)?;
    while let Some(&mut (slot, ref mut next)) = stack.last_mut() {
        if let Some(&c) = d[slot].children.get(*next) {
            *next += 1;
            emit(c, &mut b, &mut stack)?;
        } else {
            stack.pop();
            b.close().map_err(built)?;
        }
    }
    let tree = b.finish().map_err(built)?;
    Ok((tree, new_focus))
}

/// The minimax value of every node (children before parents).
fn minimax_values(tree: &Tree) -> Vec<Value> {
    let mut v = vec![Value::int(0); tree.len()];
    for id in (0..tree.len() as NodeId).rev() {
        v[id as usize] = match tree.leaf_value(id) {
            Some(x) => x,
            None => {
                let kids = tree.children(id).map(|c| v[c as usize]);
                let best = match tree.player(id) {
                    Player::Max => kids.max(),
                    Player::Min => kids.min(),
                };
                best.unwrap_or(Value::int(0))
            }
        };
    }
    v
}

/// Applies `edit` to `tree`; returns the new tree and the id to focus.
///
/// # Errors
///
/// An [`EditError`] naming the problem: an id outside the tree, a value on
/// an inner node, deleting the root, a bad label, too many nodes.
pub fn apply(tree: &Tree, edit: &Edit) -> Result<(Tree, NodeId), EditError> {
    let n = tree.len();
    let check = |id: NodeId| -> Result<usize, EditError> {
        if (id as usize) < n {
            Ok(id as usize)
        } else {
            err(
                format!("there is no node {id} (the tree has {n})"),
                format!("il n'y a pas de nœud {id} (l'arbre en a {n})"),
            )
        }
    };
    let mut d = drafts(tree);
    let mut root = tree.root_player();
    let focus = match edit {
        Edit::SetValue { node, value } => {
            let i = check(*node)?;
            if !tree.is_leaf(*node) {
                let name = tree.name(*node);
                return err(
                    format!("{name} is an inner node: set its h, or make it a leaf first"),
                    format!("{name} est un nœud interne : donnez-lui un h, ou faites-en d'abord une feuille"),
                );
            }
            d[i].num = Some(*value);
            i
        }
        Edit::SetH { node, h } => {
            let i = check(*node)?;
            if tree.is_leaf(*node) {
                let name = tree.name(*node);
                return err(
                    format!("{name} is a leaf: its value is its h"),
                    format!("{name} est une feuille : sa valeur tient lieu de h"),
                );
            }
            d[i].num = *h;
            i
        }
        Edit::SetLabel { node, label } => {
            let i = check(*node)?;
            let label = label.as_deref().map(str::trim).filter(|l| !l.is_empty());
            if let Some(l) = label {
                if !is_valid_label(l) {
                    return err(
                        format!(
                            "'{l}' is not a label: 1 to {MAX_LABEL_CHARS} letters, digits, '_' or '\\'', starting with a letter, and not inf, max, min or nan"
                        ),
                        format!(
                            "'{l}' n'est pas une étiquette : 1 à {MAX_LABEL_CHARS} lettres, chiffres, '_' ou '\\'', commençant par une lettre, autre que inf, max, min ou nan"
                        ),
                    );
                }
            }
            d[i].label = label.map(str::to_string);
            i
        }
        Edit::AddChild { node } => {
            let i = check(*node)?;
            let new = d.len();
            if tree.is_leaf(*node) {
                // The leaf's value moves to its first child; the new child
                // is the second.
                let keep = d.len();
                d.push(Draft {
                    label: None,
                    num: d[i].num,
                    children: Vec::new(),
                });
                d[i].num = None;
                d[i].children.push(keep);
                d.push(Draft {
                    label: None,
                    num: Some(Value::int(0)),
                    children: Vec::new(),
                });
                d[i].children.push(new + 1);
                new + 1
            } else {
                d.push(Draft {
                    label: None,
                    num: Some(Value::int(0)),
                    children: Vec::new(),
                });
                d[i].children.push(new);
                new
            }
        }
        Edit::Delete { node } => {
            let i = check(*node)?;
            let Some(p) = tree.parent(*node) else {
                return err(
                    "the root cannot be deleted; edit the text or start a new tree instead",
                    "la racine ne peut pas être supprimée ; modifiez le texte ou commencez un nouvel arbre",
                );
            };
            let p = p as usize;
            d[p].children.retain(|&c| c != i);
            if d[p].children.is_empty() {
                // The parent becomes a leaf; its h (if any) becomes its value.
                d[p].num = Some(d[p].num.unwrap_or(Value::int(0)));
            }
            p
        }
        Edit::Move { node, by } => {
            let i = check(*node)?;
            let Some(p) = tree.parent(*node) else {
                return err(
                    "the root has no siblings to move past",
                    "la racine n'a pas de frère à dépasser",
                );
            };
            let kids = &mut d[p as usize].children;
            let at = kids.iter().position(|&c| c == i).unwrap_or(0);
            let to = at as i64 + i64::from(*by);
            if to < 0 || to >= kids.len() as i64 || by.abs() != 1 {
                let name = tree.name(*node);
                return err(
                    format!("{name} cannot move that way"),
                    format!("{name} ne peut pas aller de ce côté"),
                );
            }
            kids.swap(at, to as usize);
            i
        }
        Edit::ToggleLeaf { node } => {
            let i = check(*node)?;
            if tree.is_leaf(*node) {
                let v = d[i].num;
                for _ in 0..2 {
                    let c = d.len();
                    d.push(Draft {
                        label: None,
                        num: v,
                        children: Vec::new(),
                    });
                    d[i].children.push(c);
                }
                d[i].num = None;
            } else {
                d[i].children.clear();
                d[i].num = Some(minimax_values(tree)[i]);
            }
            i
        }
        Edit::SetRootPlayer { player } => {
            root = *player;
            0
        }
    };
    rebuild(&d, root, focus)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::{format, parse};

    fn run(text: &str, e: Edit) -> (String, NodeId) {
        let (t, f) = apply(&parse(text).unwrap(), &e).unwrap();
        (format(&t), f)
    }

    fn fails(text: &str, e: Edit) -> String {
        apply(&parse(text).unwrap(), &e).unwrap_err().0
    }

    #[test]
    fn values_labels_and_h() {
        assert_eq!(
            run(
                "[1, 2]",
                Edit::SetValue {
                    node: 2,
                    value: Value::POS_INF
                }
            ),
            ("[1, +inf]".into(), 2)
        );
        assert!(fails(
            "[1, 2]",
            Edit::SetValue {
                node: 0,
                value: Value::int(3)
            }
        )
        .contains("inner node"));
        assert_eq!(
            run(
                "[1, 2]",
                Edit::SetH {
                    node: 0,
                    h: Some(Value::int(4))
                }
            )
            .0,
            "[1, 2] h=4"
        );
        assert_eq!(run("[1, 2] h=4", Edit::SetH { node: 0, h: None }).0, "[1, 2]");
        assert_eq!(
            run(
                "[1, 2]",
                Edit::SetLabel {
                    node: 1,
                    label: Some("B1".into())
                }
            )
            .0,
            "[B1:1, 2]"
        );
        assert_eq!(
            run(
                "[B1:1, 2]",
                Edit::SetLabel {
                    node: 1,
                    label: Some(" ".into())
                }
            )
            .0,
            "[1, 2]"
        );
        assert!(fails(
            "[1, 2]",
            Edit::SetLabel {
                node: 1,
                label: Some("1x".into())
            }
        )
        .contains("not a label"));
        assert!(fails(
            "[1, 2]",
            Edit::SetValue {
                node: 9,
                value: Value::int(0)
            }
        )
        .contains("no node 9"));
    }

    #[test]
    fn add_delete_move() {
        assert_eq!(run("[[1], 2]", Edit::AddChild { node: 1 }), ("[[1, 0], 2]".into(), 3));
        assert_eq!(run("[[1], 2]", Edit::AddChild { node: 3 }), ("[[1], [2, 0]]".into(), 5));
        assert_eq!(run("[[1, 5], 2]", Edit::Delete { node: 2 }), ("[[5], 2]".into(), 1));
        assert_eq!(run("[[1] h=7, 2]", Edit::Delete { node: 2 }), ("[7, 2]".into(), 1));
        assert!(fails("[1]", Edit::Delete { node: 0 }).contains("root"));
        assert_eq!(
            run("[A:[1, 2], 3]", Edit::Move { node: 1, by: 1 }),
            ("[3, A:[1, 2]]".into(), 2)
        );
        assert_eq!(
            run("[A:[1, 2], 3]", Edit::Move { node: 4, by: -1 }),
            ("[3, A:[1, 2]]".into(), 1)
        );
        assert!(fails("[1, 2]", Edit::Move { node: 1, by: -1 }).contains("cannot move"));
    }

    #[test]
    fn toggle_and_root_player() {
        assert_eq!(run("[4, 2]", Edit::ToggleLeaf { node: 1 }), ("[[4, 4], 2]".into(), 1));
        // An inner MIN node [3, 9] becomes a leaf worth its minimax value 3.
        assert_eq!(run("[[3, 9], 2]", Edit::ToggleLeaf { node: 1 }), ("[3, 2]".into(), 1));
        assert_eq!(
            run("[1, 2]", Edit::SetRootPlayer { player: Player::Min }).0,
            "min [1, 2]"
        );
        assert_eq!(run("7", Edit::ToggleLeaf { node: 0 }).0, "[7, 7]");
    }

    #[test]
    fn edits_on_a_deep_chain_do_not_recurse() {
        let depth = 50_000;
        let text = format!("{}1{}", "[".repeat(depth), "]".repeat(depth));
        let t = parse(&text).unwrap();
        let (t2, f) = apply(
            &t,
            &Edit::AddChild {
                node: depth as NodeId - 1,
            },
        )
        .unwrap();
        assert_eq!(t2.len(), t.len() + 1);
        assert_eq!(t2.parent(f), Some(depth as NodeId - 1));
    }
}
