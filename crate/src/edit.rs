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
//! One job, over 800 lines long because its tests (about 200 lines) sit
//! beside the edits they check; the edits alone are about 600.
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

use crate::error::{Kind, Localised};
use crate::exact::Exact;
use crate::lang::{Lang, Text};
use crate::tree::{check_label, BuildError, NodeId, Player, Tree, TreeBuilder};
use crate::value::Value;
use serde::Deserialize;
use std::fmt;

/// One edit. Every edit names its node. As JSON (the wasm boundary):
/// `{"op": "setValue", "node": 3, "value": 5}`, with `op` one of
/// `setValue`, `setH`, `setLabel`, `addChild`, `delete`, `move`,
/// `toggleLeaf`, `setRootPlayer`; unknown ops and fields are refused.
///
/// Read through `Request`, a flat struct, rather than serde's internally
/// tagged enum: the tagged form buffers the object before it picks a
/// variant, and that reader was 11 KB of the page's first module (gzipped,
/// of 154 KB; the flat one costs 3 KB of it, so 8 KB less; issue 27), which
/// every visitor downloads before the first drawing. The objects it reads
/// and refuses are the same; a null where a value is required is refused
/// as null, and serde's derive still reads an array of the fields in the
/// struct's order (`op`, `node`, `value`, `h`, `label`, `by`, `player`).
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(try_from = "Request")]
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
        /// The root (0): the edit names it like every other.
        node: NodeId,
        /// The root's new player.
        player: Player,
    },
}

/// The names of the edits, as JSON writes them in `op`: a string only
/// (`variant_identifier`), as the tagged enum read it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "camelCase", variant_identifier)]
enum Op {
    SetValue,
    SetH,
    SetLabel,
    AddChild,
    Delete,
    Move,
    ToggleLeaf,
    SetRootPlayer,
}

/// An edit as JSON writes it: `op`, `node`, and the fields of that op.
/// Each optional field is `None` when absent and `Some(None)` when `null`,
/// so a field that the op does not take is refused even when it is null.
#[derive(Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
struct Request {
    op: Op,
    node: NodeId,
    #[serde(default, deserialize_with = "present")]
    value: Option<Option<Value>>,
    #[serde(default, deserialize_with = "present")]
    h: Option<Option<Value>>,
    #[serde(default, deserialize_with = "present")]
    label: Option<Option<String>>,
    #[serde(default, deserialize_with = "present")]
    by: Option<Option<i32>>,
    #[serde(default, deserialize_with = "present")]
    player: Option<Option<Player>>,
}

/// Reads a field that is present (its value may be null).
fn present<'de, D, T>(d: D) -> Result<Option<Option<T>>, D::Error>
where
    D: serde::Deserializer<'de>,
    T: Deserialize<'de>,
{
    Option::<T>::deserialize(d).map(Some)
}

/// A required field of a request: absent, or null, each refused with
/// serde's words.
fn needed<T>(field: Option<Option<T>>, name: &str) -> Result<T, String> {
    match field {
        Some(Some(v)) => Ok(v),
        Some(None) => Err(format!("invalid type: null for `{name}`, expected a value")),
        None => Err(format!("missing field `{name}`")),
    }
}

impl TryFrom<Request> for Edit {
    type Error = String;

    /// Checks that the request has the fields its op takes, and no other.
    fn try_from(r: Request) -> Result<Edit, String> {
        let node = r.node;
        let fields = [
            ("value", r.value.is_some()),
            ("h", r.h.is_some()),
            ("label", r.label.is_some()),
            ("by", r.by.is_some()),
            ("player", r.player.is_some()),
        ];
        let takes: &[&str] = match r.op {
            Op::SetValue => &["value"],
            Op::SetH => &["h"],
            Op::SetLabel => &["label"],
            Op::Move => &["by"],
            Op::SetRootPlayer => &["player"],
            Op::AddChild | Op::Delete | Op::ToggleLeaf => &[],
        };
        if let Some((name, _)) = fields
            .into_iter()
            .find(|&(name, given)| given && !takes.contains(&name))
        {
            return Err(format!("unknown field `{name}` for this op"));
        }
        Ok(match r.op {
            Op::SetValue => Edit::SetValue {
                node,
                value: needed(r.value, "value")?,
            },
            Op::SetH => Edit::SetH { node, h: r.h.flatten() },
            Op::SetLabel => Edit::SetLabel {
                node,
                label: r.label.flatten(),
            },
            Op::AddChild => Edit::AddChild { node },
            Op::Delete => Edit::Delete { node },
            Op::Move => Edit::Move {
                node,
                by: needed(r.by, "by")?,
            },
            Op::ToggleLeaf => Edit::ToggleLeaf { node },
            Op::SetRootPlayer => Edit::SetRootPlayer {
                node,
                player: needed(r.player, "player")?,
            },
        })
    }
}

/// An edit that cannot apply, with the reason in every language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EditError(pub Text);

impl Localised for EditError {
    fn kind(&self) -> Kind {
        Kind::Edit
    }

    fn message(&self, lang: Lang) -> String {
        self.0.get(lang).to_string()
    }
}

impl fmt::Display for EditError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0.en)
    }
}

impl std::error::Error for EditError {}

fn err<T>(en: impl Into<String>, fr: impl Into<String>) -> Result<T, EditError> {
    Err(EditError(Text::new(en, fr)))
}

/// A structural error from the builder (too many nodes), in every language.
fn built(e: BuildError) -> EditError {
    EditError(Text::new(e.message(Lang::En), e.message(Lang::Fr)))
}

/// A node of the editable form: children as a list, so edits are local.
#[derive(Clone, Debug)]
struct Draft {
    label: Option<String>,
    /// The leaf value, or the inner node's h.
    num: Option<Value>,
    children: Vec<usize>,
    /// A chance tree's columns (`docs/chance.md`): whether the node is a
    /// chance node, its edge's probability, its player when written.
    chance: bool,
    prob: Option<Exact>,
    player: Option<Player>,
}

/// The editable form of `tree`: slot `i` is node `i`.
fn drafts(tree: &Tree) -> Vec<Draft> {
    (0..tree.len() as NodeId)
        .map(|id| Draft {
            label: tree.label(id).map(str::to_string),
            num: tree.leaf_value(id).or_else(|| tree.h(id)),
            children: tree.children(id).map(|c| c as usize).collect(),
            chance: tree.is_chance(id),
            prob: tree.probability(id),
            player: tree.player_is_written(id).then(|| tree.player(id)),
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
            let id = if n.chance {
                b.open_chance(n.num, label)
            } else {
                b.open(n.num, label)
            };
            stack.push((slot, 0));
            id
        }
        .map_err(built)?;
        // A chance tree keeps its probabilities and written players; one
        // that no longer fits (a chance node made a leaf) is left out, and
        // `finish` says what is wrong with what remains.
        if let Some(p) = n.prob {
            b.set_probability(id, p).ok();
        }
        if let Some(p) = n.player.filter(|_| !n.chance && !n.children.is_empty()) {
            b.set_player(id, p).ok();
        }
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
    let mut d = drafts(tree);
    let mut root = tree.root_player();
    let focus = match edit {
        Edit::SetValue { node, value } => set_value(tree, &mut d, *node, *value)?,
        Edit::SetH { node, h } => set_h(tree, &mut d, *node, *h)?,
        Edit::SetLabel { node, label } => {
            let i = index(tree, *node)?;
            d[i].label = check_label(label.as_deref().unwrap_or(""))
                .map_err(|e| EditError(Text::new(e.message(Lang::En), e.message(Lang::Fr))))?;
            i
        }
        Edit::AddChild { node } => add_child(tree, &mut d, *node)?,
        Edit::Delete { node } => delete(tree, &mut d, *node)?,
        Edit::Move { node, by } => move_by(tree, &mut d, *node, *by)?,
        Edit::ToggleLeaf { node } => toggle_leaf(tree, &mut d, *node)?,
        Edit::SetRootPlayer { node, player } => {
            if *node != 0 {
                let name = tree.name(index(tree, *node)? as NodeId);
                return err(
                    format!("only the root's player can be chosen, and {name} is not the root"),
                    format!("seul le joueur de la racine se choisit, et {name} n’est pas la racine"),
                );
            }
            root = *player;
            0
        }
    };
    rebuild(&d, root, focus)
}

/// The index of node `id` in the drafts, or the error that says it is not
/// in the tree.
fn index(tree: &Tree, id: NodeId) -> Result<usize, EditError> {
    let n = tree.len();
    if (id as usize) < n {
        Ok(id as usize)
    } else {
        err(
            format!("there is no node {id} (the tree has {n})"),
            format!("il n’y a pas de nœud {id} (l’arbre en a {n})"),
        )
    }
}

/// A leaf with no label and value `num`.
fn leaf(num: Option<Value>) -> Draft {
    Draft {
        label: None,
        num,
        children: Vec::new(),
        chance: false,
        prob: None,
        player: None,
    }
}

/// A leaf's value; an inner node's is refused (its h is set instead).
fn set_value(tree: &Tree, d: &mut [Draft], node: NodeId, value: Value) -> Result<usize, EditError> {
    let i = index(tree, node)?;
    if !tree.is_leaf(node) {
        let name = tree.name(node);
        return err(
            format!("{name} is an inner node: set its h, or make it a leaf first"),
            format!("{name} est un nœud interne : donnez-lui un h, ou faites-en d’abord une feuille"),
        );
    }
    d[i].num = Some(value);
    Ok(i)
}

/// An inner node's h; a leaf's is refused (its value is its h).
fn set_h(tree: &Tree, d: &mut [Draft], node: NodeId, h: Option<Value>) -> Result<usize, EditError> {
    let i = index(tree, node)?;
    if tree.is_leaf(node) {
        let name = tree.name(node);
        return err(
            format!("{name} is a leaf: its value is its h"),
            format!("{name} est une feuille : sa valeur tient lieu de h"),
        );
    }
    d[i].num = h;
    Ok(i)
}

/// A new last child of value 0; the new child is focused. A leaf's value
/// moves to its first child, and the new child is the second.
fn add_child(tree: &Tree, d: &mut Vec<Draft>, node: NodeId) -> Result<usize, EditError> {
    let i = index(tree, node)?;
    if tree.is_leaf(node) {
        let keep = d.len();
        d.push(leaf(d[i].num));
        d[i].num = None;
        d[i].children.push(keep);
    }
    let new = d.len();
    d.push(leaf(Some(Value::int(0))));
    d[i].children.push(new);
    Ok(new)
}

/// Removes a node and its subtree; the parent is focused, and becomes a
/// leaf (its h, or 0, its value) when it had no other child.
fn delete(tree: &Tree, d: &mut [Draft], node: NodeId) -> Result<usize, EditError> {
    let i = index(tree, node)?;
    let Some(p) = tree.parent(node) else {
        return err(
            "the root cannot be deleted; edit the text or start a new tree instead",
            "la racine ne peut pas être supprimée ; modifiez le texte ou commencez un nouvel arbre",
        );
    };
    let p = p as usize;
    d[p].children.retain(|&c| c != i);
    if d[p].children.is_empty() {
        d[p].num = Some(d[p].num.unwrap_or(Value::int(0)));
    }
    Ok(p)
}

/// Moves a node one place left (`by` −1) or right (+1) among its siblings.
fn move_by(tree: &Tree, d: &mut [Draft], node: NodeId, by: i32) -> Result<usize, EditError> {
    let i = index(tree, node)?;
    let Some(p) = tree.parent(node) else {
        return err(
            "the root has no siblings to move past",
            "la racine n’a pas de frère à dépasser",
        );
    };
    let kids = &mut d[p as usize].children;
    let at = kids.iter().position(|&c| c == i).unwrap_or(0);
    let to = at as i64 + i64::from(by);
    if to < 0 || to >= kids.len() as i64 || by.abs() != 1 {
        let name = tree.name(node);
        return err(
            format!("{name} cannot move that way"),
            format!("{name} ne peut pas aller de ce côté"),
        );
    }
    kids.swap(at, to as usize);
    Ok(i)
}

/// A leaf becomes an inner node with two children of its value; an inner
/// node becomes a leaf of its minimax value.
fn toggle_leaf(tree: &Tree, d: &mut Vec<Draft>, node: NodeId) -> Result<usize, EditError> {
    let i = index(tree, node)?;
    if tree.is_leaf(node) {
        let v = d[i].num;
        for _ in 0..2 {
            let c = d.len();
            d.push(leaf(v));
            d[i].children.push(c);
        }
        d[i].num = None;
    } else {
        d[i].children.clear();
        d[i].num = Some(minimax_values(tree)[i]);
    }
    Ok(i)
}

/// A node of the editor's flat form (see [`from_flat`]). Other keys are
/// ignored, so the page's `TreeDto` (with `id`, `children`, `name`…) reads as
/// a flat tree too.
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct FlatNode {
    /// Its parent's index in the list; `null` for the root only.
    pub parent: Option<NodeId>,
    /// Its label (`null` or empty for none).
    #[serde(default)]
    pub label: Option<String>,
    /// A leaf's value.
    #[serde(default)]
    pub value: Option<Value>,
    /// An inner node's h.
    #[serde(default)]
    pub h: Option<Value>,
}

/// A tree in the editor's flat form: nodes in pre-order with their parent's
/// index, as the page's nested-array import produces it.
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct FlatTree {
    /// The root's player (default MAX).
    #[serde(default)]
    pub root_player: Option<Player>,
    /// The nodes, in pre-order.
    pub nodes: Vec<FlatNode>,
}

/// Builds a tree from its flat form.
///
/// # Errors
///
/// An [`EditError`] naming the first node that breaks the rules (not in
/// pre-order, a leaf without value, a bad label, a value out of range).
///
/// ```
/// use alphabeta::edit::{from_flat, FlatTree};
/// let flat: FlatTree = serde_json::from_str(
///     r#"{"nodes": [{"parent": null}, {"parent": 0, "value": 3}, {"parent": 0, "value": "+inf"}]}"#,
/// ).unwrap();
/// assert_eq!(alphabeta::notation::format(&from_flat(&flat).unwrap()), "[3, +inf]");
/// ```
pub fn from_flat(flat: &FlatTree) -> Result<Tree, EditError> {
    let mut b = TreeBuilder::new(flat.root_player.unwrap_or(Player::Max));
    if flat.nodes.is_empty() {
        return err("a tree needs at least one node", "un arbre a au moins un nœud");
    }
    let mut open: Vec<NodeId> = Vec::new();
    for (i, node) in flat.nodes.iter().enumerate() {
        let id = i as NodeId;
        match (i, node.parent) {
            (0, None) => {}
            (0, Some(_)) | (_, None) => {
                return err(
                    format!("node {i}: only the first node is the root"),
                    format!("nœud {i} : seul le premier nœud est la racine"),
                )
            }
            (_, Some(p)) => {
                while open.last().is_some_and(|&top| top != p) {
                    b.close().map_err(built)?;
                    open.pop();
                }
                if open.is_empty() {
                    return err(
                        format!("node {i}: its parent {p} is not an open ancestor (nodes must be in pre-order)"),
                        format!("nœud {i} : son père {p} n’est pas un ancêtre ouvert (les nœuds doivent être en ordre préfixe)"),
                    );
                }
            }
        }
        let label = node.label.as_deref().filter(|l| !l.is_empty());
        let inner = flat.nodes.get(i + 1).is_some_and(|next| next.parent == Some(id));
        if inner {
            b.open(node.h, label).map_err(built)?;
            open.push(id);
        } else {
            let Some(v) = node.value else {
                return err(
                    format!("node {i} is a leaf without a value"),
                    format!("le nœud {i} est une feuille sans valeur"),
                );
            };
            b.leaf(v, label).map_err(built)?;
        }
    }
    while open.pop().is_some() {
        b.close().map_err(built)?;
    }
    b.finish().map_err(built)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::{format, parse};

    /// Edits read from JSON as the page writes them, and the requests
    /// refused with words that name the problem.
    #[test]
    fn edits_are_read_from_json_and_bad_ones_refused() {
        let read = |case: &str| serde_json::from_str::<Edit>(case);
        assert_eq!(
            read(r#"{"op":"setValue","node":2,"value":-2.5}"#).unwrap(),
            Edit::SetValue {
                node: 2,
                value: Value::new(-2.5).unwrap()
            }
        );
        assert_eq!(
            read(r#"{"op":"setH","node":1}"#).unwrap(),
            Edit::SetH { node: 1, h: None }
        );
        assert_eq!(
            read(r#"{"op":"move","node":3,"by":-1}"#).unwrap(),
            Edit::Move { node: 3, by: -1 }
        );
        assert_eq!(
            read(r#"{"op":"setRootPlayer","node":0,"player":"min"}"#).unwrap(),
            Edit::SetRootPlayer {
                node: 0,
                player: Player::Min
            }
        );
        let refused = [
            (r#"{"op":"explode","node":1}"#, "unknown variant"),
            (r#"{"op":"addChild"}"#, "missing field `node`"),
            (r#"{"node":1}"#, "missing field `op`"),
            (r#"{"op":"setValue","node":1}"#, "missing field `value`"),
            (r#"{"op":"move","node":1}"#, "missing field `by`"),
            (r#"{"op":"setRootPlayer","node":0,"player":"MIN"}"#, "unknown variant"),
            (r#"{"op":"addChild","node":1,"extra":1}"#, "unknown field"),
            (r#"{"op":"addChild","node":1,"value":1}"#, "unknown field"),
            (r#"{"op":"setValue","node":1,"value":1e300}"#, "1e15"),
            (r#"{"op":"setValue","node":-1,"value":1}"#, "invalid value"),
            (r#"{"op":"move","node":1,"by":"left"}"#, "invalid type"),
            (r#""setValue""#, "invalid type"),
            (r#"{"op":"addChild","node":1,"value":null}"#, "unknown field `value`"),
            (r#"{"op":"setRootPlayer","node":0,"player":null}"#, "invalid type: null"),
            (r#"{"op":"setValue","node":1,"value":null}"#, "invalid type: null"),
            (r#"{"op":{"setValue":null},"node":1,"value":5}"#, "invalid type: map"),
            (r#"{"op":1,"node":1}"#, "invalid type"),
        ];
        for (case, words) in refused {
            let e = read(case).unwrap_err().to_string();
            assert!(e.contains(words), "{case}: {e}");
        }
    }

    fn run(text: &str, e: Edit) -> (String, NodeId) {
        let (t, f) = apply(&parse(text).unwrap(), &e).unwrap();
        (format(&t), f)
    }

    fn fails(text: &str, e: Edit) -> String {
        apply(&parse(text).unwrap(), &e).unwrap_err().0.en
    }

    #[test]
    fn a_chance_tree_keeps_its_chance_nodes_probabilities_and_players() {
        let text = "A:[B:chance[1/3: 1, 2/3: [2, min[3, 4]]], C:chance[0.5: 0, 0.5: 3]]";
        let t = parse(text).unwrap();
        let leaf = (0..t.len() as NodeId)
            .find(|&i| t.leaf_value(i) == Some(Value::int(1)))
            .unwrap();
        let (out, _) = run(
            text,
            Edit::SetValue {
                node: leaf,
                value: Value::int(7),
            },
        );
        assert_eq!(out, text.replacen("1/3: 1", "1/3: 7", 1));
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
        .contains("cannot be a label"));
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
            run(
                "[1, 2]",
                Edit::SetRootPlayer {
                    node: 0,
                    player: Player::Min
                }
            )
            .0,
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
