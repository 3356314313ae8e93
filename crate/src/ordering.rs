//! Move ordering: the same tree with each node's children in another order,
//! and the comparison of one search under every ordering.
//!
//! Seeds 001 and 004 insist that the order in which α-β meets the children
//! decides the gain: b^m leaves at worst, O(b^(3m/4)) on average with a
//! random order, O(b^(m/2)) with a perfect order (Knuth and Moore's best
//! case, b^⌈d/2⌉ + b^⌊d/2⌋ − 1). This module builds the orderings a class
//! compares:
//!
//! - [`Order::Given`]: the tree as typed (or as the game generated it).
//! - [`Order::Best`]: best-first by h. A MAX node's children by descending h,
//!   a MIN node's by ascending h; a leaf's value is its h. A node whose
//!   children do not all have an h (inner nodes typed without one) keeps
//!   their order: there is nothing to sort them by.
//! - [`Order::Worst`]: the reverse of best-first (MAX ascending, MIN
//!   descending), with the same rule for children without h.
//! - [`Order::Random`]: a seeded shuffle of every node's children
//!   ([`SplitMix64`], the same native and in wasm).
//! - [`Order::Ideal`]: by the true minimax value under the depth limit (the
//!   value a search would find), best first, so α-β examines exactly Knuth
//!   and Moore's minimal tree on uniform trees with distinct values.
//!
//! Sorts are stable: equal keys keep their given order. The reordered tree
//! is built through [`TreeBuilder`] with an explicit stack (invariant 3: no
//! recursion on depth), and [`Ordered::original`] maps each new id back to
//! the original node, so a view can say which original node is which.

use crate::options::Options;
use crate::random::SplitMix64;
use crate::search::{search, OptionsError};
use crate::stats::Uniform;
use crate::tree::{NodeId, Player, Tree, TreeBuilder};
use crate::value::Value;
use serde::{Deserialize, Serialize};

/// A way to order each node's children.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Order {
    /// As given.
    Given,
    /// Best-first by h.
    Best,
    /// Worst-first by h.
    Worst,
    /// A seeded shuffle.
    Random,
    /// Best-first by the true minimax value.
    Ideal,
}

impl Order {
    /// Every ordering, in the order the comparison lists them.
    pub const ALL: [Order; 5] = [Order::Given, Order::Best, Order::Worst, Order::Random, Order::Ideal];

    /// The name used by the CLI, the JSON and the page.
    pub fn name(self) -> &'static str {
        match self {
            Order::Given => "given",
            Order::Best => "best",
            Order::Worst => "worst",
            Order::Random => "random",
            Order::Ideal => "ideal",
        }
    }

    /// The ordering called `s`, if any.
    pub fn from_name(s: &str) -> Option<Order> {
        Order::ALL.into_iter().find(|o| o.name() == s)
    }
}

/// A reordered tree and the way back to the original ids.
#[derive(Clone, Debug, PartialEq)]
pub struct Ordered {
    /// The tree with its children reordered.
    pub tree: Tree,
    /// `original[new id]` is the id of the same node in the original tree.
    pub original: Vec<NodeId>,
}

/// The minimax value of every node within the depth limit (`None` below
/// it), computed bottom-up in reverse pre-order: a plain loop, since every
/// child has a larger id than its parent.
pub fn minimax_values(tree: &Tree, depth_limit: Option<u32>) -> Vec<Option<Value>> {
    let n = tree.len();
    let mut val: Vec<Option<Value>> = vec![None; n];
    for id in (0..n as NodeId).rev() {
        let d = tree.depth(id);
        if depth_limit.is_some_and(|p| d > p) {
            continue;
        }
        if tree.is_leaf(id) || depth_limit == Some(d) {
            val[id as usize] = tree.leaf_value(id).or_else(|| tree.h(id));
            continue;
        }
        let kids = tree.children(id).filter_map(|c| val[c as usize]);
        val[id as usize] = match tree.player(id) {
            Player::Max => kids.max(),
            Player::Min => kids.min(),
        };
    }
    val
}

/// The children of `id` in `order`. `ideal` holds the minimax values when
/// `order` is [`Order::Ideal`].
fn ordered_children(
    tree: &Tree,
    id: NodeId,
    order: Order,
    rng: &mut SplitMix64,
    ideal: &[Option<Value>],
) -> Vec<NodeId> {
    let mut kids: Vec<NodeId> = tree.children(id).collect();
    let key = |c: NodeId| -> Option<Value> {
        match order {
            Order::Ideal => ideal[c as usize],
            _ => tree.leaf_value(c).or_else(|| tree.h(c)),
        }
    };
    match order {
        Order::Given => {}
        Order::Random => {
            // Fisher–Yates, drawing from the one seeded generator.
            for i in (1..kids.len()).rev() {
                let j = rng.below(i as u64 + 1) as usize;
                kids.swap(i, j);
            }
        }
        Order::Best | Order::Worst | Order::Ideal => {
            if kids.iter().all(|&c| key(c).is_some()) {
                let descending = (tree.player(id) == Player::Max) == (order != Order::Worst);
                // Stable: equal keys keep their given order.
                kids.sort_by(|&a, &b| {
                    let (ka, kb) = (key(a), key(b));
                    if descending {
                        kb.cmp(&ka)
                    } else {
                        ka.cmp(&kb)
                    }
                });
            }
        }
    }
    kids
}

/// The tree with every node's children in `order`. `seed` drives
/// [`Order::Random`]; `depth_limit` is the one [`Order::Ideal`] computes the
/// minimax values under (the search's P).
///
/// ```
/// use alphabeta::{notation::{parse, format}, ordering::{reorder, Order}};
/// let t = parse("[[3,12,8],[2,4,6],[14,5,2]]").unwrap();
/// let best = reorder(&t, Order::Best, 0, None);
/// assert_eq!(format(&best.tree), "[[3, 8, 12], [2, 4, 6], [2, 5, 14]]");
/// let ideal = reorder(&t, Order::Ideal, 0, None);
/// assert_eq!(format(&ideal.tree), "[[3, 8, 12], [2, 4, 6], [2, 5, 14]]");
/// assert_eq!(ideal.original[1], 1);
/// ```
pub fn reorder(tree: &Tree, order: Order, seed: u64, depth_limit: Option<u32>) -> Ordered {
    let ideal = if order == Order::Ideal {
        minimax_values(tree, depth_limit)
    } else {
        Vec::new()
    };
    let mut rng = SplitMix64::new(seed);
    rebuild(
        tree,
        |id| ordered_children(tree, id, order, &mut rng, &ideal),
        |id| tree.leaf_value(id).unwrap_or(Value::int(0)),
    )
}

/// Builds `tree` again, iteratively, with each inner node's children in the
/// order `kids` gives (asked once per inner node, in the new tree's
/// pre-order) and each leaf's value from `value`; labels and h are kept.
/// The one rebuild walker: [`reorder`] and the construct challenges'
/// changes (`construct::trees`) both use it.
pub(crate) fn rebuild(
    tree: &Tree,
    mut kids: impl FnMut(NodeId) -> Vec<NodeId>,
    value: impl Fn(NodeId) -> Value,
) -> Ordered {
    let mut b = TreeBuilder::new(tree.root_player());
    let mut original = Vec::with_capacity(tree.len());
    // Each open node's children still to emit, last one first (so `pop`
    // yields them in order).
    let mut stack: Vec<Vec<NodeId>> = Vec::new();
    let mut emit = |id: NodeId, b: &mut TreeBuilder, stack: &mut Vec<Vec<NodeId>>| {
        original.push(id);
        let label = tree.label(id);
        let new = if tree.is_leaf(id) {
            b.leaf(value(id), label).expect("a node of a valid tree")
        } else {
            let new = if tree.is_chance(id) {
                b.open_chance(tree.h(id), label)
            } else {
                b.open(tree.h(id), label)
            };
            let mut k = kids(id);
            k.reverse();
            stack.push(k);
            new.expect("a node of a valid tree")
        };
        // A chance tree keeps its chance nodes, each edge's probability and
        // the players written (`docs/chance.md`).
        if let Some(p) = tree.probability(id) {
            b.set_probability(new, p).expect("a probability of a valid tree");
        }
        if tree.player_is_written(id) {
            b.set_player(new, tree.player(id))
                .expect("a decision node of a valid tree");
        }
    };
    emit(0, &mut b, &mut stack);
    while let Some(top) = stack.last_mut() {
        match top.pop() {
            Some(c) => emit(c, &mut b, &mut stack),
            None => {
                stack.pop();
                b.close().expect("an open node with children");
            }
        }
    }
    let tree = b.finish().expect("the same nodes as a valid tree");
    Ordered { tree, original }
}

/// One ordering's counts in a [`Comparison`].
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct OrderRow {
    /// The ordering.
    pub order: Order,
    /// The root's value (the same for every ordering).
    pub value: Value,
    /// Leaves (and depth-limit nodes) evaluated.
    pub leaves_evaluated: usize,
    /// Nodes reached.
    pub nodes_visited: usize,
    /// Cuts made.
    pub cuts: usize,
}

/// One tree searched under every ordering with the same options.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Comparison {
    /// The seed of the random ordering.
    pub seed: u64,
    /// Evaluation points within the depth limit: what minimax evaluates
    /// (b^d on a uniform tree).
    pub leaves_total: usize,
    /// Knuth–Moore's best case and b^d, for uniform trees.
    pub uniform: Option<Uniform>,
    /// One row per ordering, in [`Order::ALL`]'s order.
    pub rows: Vec<OrderRow>,
}

/// Searches `tree` with `opts` under every ordering.
///
/// # Errors
///
/// [`Options::validate`]'s errors (the orderings keep every node, so one
/// check covers them all).
///
/// ```
/// use alphabeta::{notation::parse, options::Options, ordering::{compare, Order}};
/// let t = parse("[[3,12,8],[2,4,6],[14,5,2]]").unwrap();
/// let c = compare(&t, &Options::default(), 1).unwrap();
/// assert_eq!(c.rows.iter().find(|r| r.order == Order::Ideal).unwrap().leaves_evaluated, 5);
/// assert_eq!(c.uniform.unwrap().best_case, 5);
/// ```
pub fn compare(tree: &Tree, opts: &Options, seed: u64) -> Result<Comparison, OptionsError> {
    opts.validate(tree)?;
    let mut rows = Vec::with_capacity(Order::ALL.len());
    let mut leaves_total = 0;
    let mut uniform = None;
    for order in Order::ALL {
        let t = reorder(tree, order, seed, opts.depth_limit);
        let trace = search(&t.tree, opts)?;
        let s = crate::stats::stats(&t.tree, &trace);
        // Reordering keeps the shape, so every row has the same totals.
        leaves_total = s.leaves_total;
        uniform = s.uniform;
        rows.push(OrderRow {
            order,
            value: trace.root_value(),
            leaves_evaluated: trace.leaves_evaluated(),
            nodes_visited: trace.nodes_visited(),
            cuts: trace.cuts().len(),
        });
    }
    Ok(Comparison {
        seed,
        leaves_total,
        uniform,
        rows,
    })
}

/// What killer moves and iterative deepening do on one tree, for the page to
/// say beside their switches before anyone turns them on: the leaves the
/// search evaluates without either technique, with killer moves, and with
/// iterative deepening (in its last iteration, and in the earlier ones), or
/// why iterative deepening cannot run on this tree.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Techniques {
    /// Leaves evaluated with neither technique.
    pub plain: usize,
    /// Leaves evaluated with killer moves.
    pub killers: usize,
    /// Leaves evaluated by iterative deepening's last iteration, when it can
    /// run.
    pub deepening: Option<usize>,
    /// Leaves its earlier iterations evaluated, in all.
    pub deepening_earlier: Option<usize>,
    /// Why iterative deepening cannot run, in English.
    pub deepening_why_en: Option<String>,
    /// The same in French.
    pub deepening_why_fr: Option<String>,
}

/// [`Techniques`] for `tree` under `opts` (whose own `killers` and
/// `deepening` are ignored: each is tried alone).
///
/// # Errors
///
/// [`OptionsError`] when `opts` without either technique do not fit the
/// tree.
///
/// # Example
///
/// ```
/// use alphabeta::{notation::parse, ordering::techniques, search::Options};
/// let p = alphabeta::presets::find("killers").unwrap();
/// let t = techniques(&parse(p.notation).unwrap(), &Options::default()).unwrap();
/// assert_eq!((t.plain, t.killers), (10, 8));
/// assert!(t.deepening.is_none() && t.deepening_why_en.is_some());
/// ```
pub fn techniques(tree: &Tree, opts: &Options) -> Result<Techniques, OptionsError> {
    use crate::error::Localised;
    use crate::lang::Lang;
    let plain_opts = Options {
        killers: false,
        deepening: false,
        ..*opts
    };
    let plain = search(tree, &plain_opts)?.leaves_evaluated();
    let killers = search(
        tree,
        &Options {
            killers: true,
            ..plain_opts
        },
    )?
    .leaves_evaluated();
    let deep_opts = Options {
        deepening: true,
        ..plain_opts
    };
    let (deepening, deepening_earlier, why) = match search(tree, &deep_opts) {
        Ok(trace) => (
            Some(trace.leaves_evaluated()),
            Some(trace.earlier_iterations().iter().map(|&n| n as usize).sum()),
            None,
        ),
        Err(e) => (None, None, Some(e)),
    };
    Ok(Techniques {
        plain,
        killers,
        deepening,
        deepening_earlier,
        deepening_why_en: why.as_ref().map(|e| e.message(Lang::En)),
        deepening_why_fr: why.as_ref().map(|e| e.message(Lang::Fr)),
    })
}
