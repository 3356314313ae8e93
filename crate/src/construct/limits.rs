//! Whether a tree keeps to a challenge's limits (a reordering, the same
//! shape, one leaf, a node budget, the value range), and the sentence that
//! says why not. Read before any search, so a huge tree costs its size.

#[allow(unused_imports)]
use super::*;

/// What the limits say of `tree`: `None` when it keeps to them, else the
/// sentence that says why not.
pub(super) fn limits_broken(c: &Challenge, tree: &Tree) -> Option<Text> {
    let (min, max) = match c.limits {
        Limits::Order => {
            let ok = tree.root_player() == c.start.root_player()
                && tree.len() == c.start.len()
                && canonical(tree).first() == canonical(&c.start).first();
            return (!ok).then(|| {
                Text::new(
                    "Only the order of children may change, and this tree is not a reordering of the challenge’s tree.",
                    "Seul l’ordre des enfants peut changer, et cet arbre n’est pas un réordonnancement de l’arbre du défi.",
                )
            });
        }
        Limits::Values { min, max } | Limits::OneLeaf { min, max } => (min, max),
        Limits::Budget {
            max_nodes,
            max_depth,
            min,
            max,
        } => {
            let (n, d) = (tree.len(), tree.height());
            if n > max_nodes {
                return Some(both(|l| {
                    if fr(l) {
                        format!("L’arbre a {n} nœuds ; le budget est de {max_nodes}.")
                    } else {
                        format!("The tree has {n} nodes; the budget is {max_nodes}.")
                    }
                }));
            }
            if d > max_depth {
                return Some(both(|l| {
                    if fr(l) {
                        format!("L’arbre a une profondeur de {d} ; la limite est {max_depth}.")
                    } else {
                        format!("The tree is {d} deep; the limit is {max_depth}.")
                    }
                }));
            }
            return out_of_range(tree, min, max);
        }
    };
    if !same_shape(tree, &c.start) {
        return Some(Text::new(
            "Only leaf values may change: the tree’s shape must stay the challenge’s.",
            "Seules les valeurs des feuilles peuvent changer : la forme de l’arbre doit rester celle du défi.",
        ));
    }
    if let Some(why) = out_of_range(tree, min, max) {
        return Some(why);
    }
    if matches!(c.limits, Limits::OneLeaf { .. }) {
        let changed: Vec<String> = leaves(tree)
            .into_iter()
            .filter(|&i| tree.leaf_value(i) != c.start.leaf_value(i))
            .map(|i| tree.name(i))
            .collect();
        if changed.len() > 1 {
            let k = changed.len();
            let list = changed.join(", ");
            return Some(both(|l| {
                if fr(l) {
                    format!("Une seule feuille peut changer : {k} diffèrent de l’arbre du défi ({list}).")
                } else {
                    format!("Only one leaf may change: {k} differ from the challenge’s tree ({list}).")
                }
            }));
        }
    }
    None
}

/// The first leaf whose value is outside `min..=max`, said.
fn out_of_range(tree: &Tree, min: i32, max: i32) -> Option<Text> {
    let leaf = leaves(tree).into_iter().find(|&i| {
        let v = tree.leaf_value(i).unwrap_or(Value::int(0));
        v < Value::int(min) || v > Value::int(max)
    })?;
    let v = tree.leaf_value(leaf).unwrap_or(Value::int(0));
    let n = tree.name(leaf);
    Some(both(|l| {
        let (v, min, max) = (show_in(v, l), number(Value::int(min), l), number(Value::int(max), l));
        if fr(l) {
            format!("{n} vaut {v} ; les valeurs doivent aller de {min} à {max}.")
        } else {
            format!("{n} is worth {v}; values must lie between {min} and {max}.")
        }
    }))
}
