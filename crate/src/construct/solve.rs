//! Solutions: a tree that meets the goal as close to the student's as the
//! engine finds ([`solution`]), and what to change, node by node ([`diff`]).

#[allow(unused_imports)]
use super::*;

/// A tree that meets the challenge's goal within its limits, as close to
/// `from` as the engine finds: the ideal or worst ordering of `from`, or
/// `from` with one leaf changed, else the generation's solution.
pub fn solution(c: &Challenge, from: &Tree) -> Tree {
    let ok = |t: &Tree| check(c, t).met;
    if ok(from) {
        return from.clone();
    }
    let near = if limits_broken(c, from).is_some() {
        None
    } else {
        match c.goal {
            Goal::AtMostLeaves { .. } => Some(reorder(from, Order::Ideal, 0, None).tree).filter(ok),
            Goal::AllLeaves if c.limits == Limits::Order => Some(worst(from)).filter(ok),
            _ if c.limits == Limits::Order => None,
            _ => one_leaf_away(from, None, |t| ok(t)),
        }
    };
    near.unwrap_or_else(|| c.target.clone())
}

/// What to change in `from` to get `to` under the challenge's limits: the
/// order of children when `to` reorders `from` (and only the order may
/// change), leaf values when the shapes are the same, else the whole tree.
pub fn diff(c: &Challenge, from: &Tree, to: &Tree) -> Vec<Change> {
    // The order-free texts only for trees of one size (a challenge's, so
    // small): a subtree's text holds the subtree, which is quadratic on a
    // long chain.
    let (cf, ct) = if from.len() == to.len() {
        (canonical(from), canonical(to))
    } else {
        (Vec::new(), Vec::new())
    };
    let reordering = from.len() == to.len() && cf.first() == ct.first();
    if same_shape(from, to) && !(c.limits == Limits::Order && reordering) {
        return value_changes(from, to);
    }
    if reordering {
        return order_changes(from, to, &cf, &ct);
    }
    let text = format(to);
    vec![Change {
        node: None,
        text: Text::new(
            format!("Replace the tree by {text}"),
            format!("Remplacez l’arbre par {text}"),
        ),
    }]
}

/// The leaves whose values differ between two trees of one shape.
fn value_changes(from: &Tree, to: &Tree) -> Vec<Change> {
    leaves(from)
        .into_iter()
        .filter_map(|i| {
            let (a, b) = (from.leaf_value(i)?, to.leaf_value(i)?);
            (a != b).then(|| {
                let n = from.name(i);
                Change {
                    node: Some(i),
                    text: both(|l| {
                        let (a, b) = (show_in(a, l), show_in(b, l));
                        if fr(l) {
                            format!("{n} : {a} → {b}")
                        } else {
                            format!("{n}: {a} → {b}")
                        }
                    }),
                }
            })
        })
        .collect()
}

/// The nodes whose children `to` puts in another order than `from`, given
/// both trees' order-free texts (`canonical`). Walks both trees together:
/// at each node, `to`'s children are matched to `from`'s by their texts.
fn order_changes(from: &Tree, to: &Tree, cf: &[String], ct: &[String]) -> Vec<Change> {
    let mut out = Vec::new();
    let mut stack = vec![(0 as NodeId, 0 as NodeId)];
    while let Some((f, t)) = stack.pop() {
        let fk: Vec<NodeId> = from.children(f).collect();
        let mut free: Vec<Option<NodeId>> = fk.iter().map(|&x| Some(x)).collect();
        let mut order = Vec::new();
        for tc in to.children(t) {
            let slot = free
                .iter()
                .position(|x| x.is_some_and(|x| cf[x as usize] == ct[tc as usize]));
            let Some(slot) = slot else { continue };
            let fc = free[slot].take().unwrap_or(0);
            order.push(fc);
            stack.push((fc, tc));
        }
        if order != fk {
            let names: Vec<String> = order.iter().map(|&x| from.name(x)).collect();
            let list = names.join(", ");
            let n = from.name(f);
            out.push(Change {
                node: Some(f),
                text: Text::new(
                    format!("{n}: children in the order {list}"),
                    format!("{n} : enfants dans l’ordre {list}"),
                ),
            });
        }
    }
    out.sort_by_key(|c| c.node);
    out
}
