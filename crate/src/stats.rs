//! Statistics of a search: what it evaluated and visited against plain
//! minimax, its cuts by kind, Knuth and Moore's bounds for uniform trees,
//! the root value, the chosen move and the principal variation.

use crate::options::Options;
use crate::trace::{CutKind, Trace};
use crate::tree::{NodeId, Tree};
use crate::value::Value;
use serde::Serialize;

/// Minimax's counts on the same tree and depth limit.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct MinimaxCounts {
    /// Leaves (and depth-limit nodes) evaluated: all of them.
    pub leaves_evaluated: usize,
    /// Nodes visited: every node within the depth limit.
    pub nodes_visited: usize,
}

/// Knuth and Moore's bounds on evaluated leaves for a uniform tree of
/// branching b and depth d (Knuth & Moore 1975; seed 001 gives O(b^(d/2))).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Uniform {
    /// b.
    pub branching: u32,
    /// d.
    pub depth: u32,
    /// b^⌈d/2⌉ + b^⌊d/2⌋ − 1: perfect move ordering.
    pub best_case: u64,
    /// b^d: no cut at all.
    pub worst_case: u64,
}

/// The statistics of one search.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Stats {
    /// The root's value.
    pub value: Value,
    /// The root's chosen child.
    pub best_move: Option<NodeId>,
    /// The principal variation, root first.
    pub pv: Vec<NodeId>,
    /// Evaluation points of the searched tree: leaves within the depth
    /// limit and nodes at the limit.
    pub leaves_total: usize,
    /// How many of them the search evaluated (with iterative deepening,
    /// in its last iteration).
    pub leaves_evaluated: usize,
    /// Iterative deepening: the leaves the earlier iterations evaluated, in
    /// all (written only when there were some).
    #[serde(skip_serializing_if = "is_zero")]
    pub leaves_earlier_iterations: usize,
    /// Nodes in the tree.
    pub nodes_total: usize,
    /// Nodes the search reached.
    pub nodes_visited: usize,
    /// Cuts whose bound came from the cut node's parent.
    pub cuts_shallow: usize,
    /// Cuts whose bound came from further up.
    pub cuts_deep: usize,
    /// Cuts whose bound is the initial window's own (no node set it).
    pub cuts_window: usize,
    /// Plain minimax on the same tree.
    pub minimax: MinimaxCounts,
    /// Knuth–Moore bounds, for uniform trees.
    pub uniform: Option<Uniform>,
}

/// Whether `n` is 0 (a key then left out of the JSON).
fn is_zero(n: &usize) -> bool {
    *n == 0
}

/// b^e, saturating.
fn pow(b: u32, e: u32) -> u64 {
    u64::from(b).saturating_pow(e)
}

impl Uniform {
    /// The bounds for branching `b` and depth `d`.
    ///
    /// ```
    /// let u = alphabeta::stats::Uniform::new(3, 2);
    /// assert_eq!((u.best_case, u.worst_case), (5, 9));
    /// ```
    pub fn new(b: u32, d: u32) -> Uniform {
        Uniform {
            branching: b,
            depth: d,
            best_case: pow(b, d.div_ceil(2)).saturating_add(pow(b, d / 2)) - 1,
            worst_case: pow(b, d),
        }
    }
}

/// Computes the statistics of `trace`, a search of `tree`.
pub fn stats(tree: &Tree, trace: &Trace) -> Stats {
    let opts: &Options = trace.options();
    // The evaluation points are the leaves above the depth limit and every
    // node at it; the tree counts its levels once, so this costs the levels
    // down to the limit, not the nodes.
    let (leaves_total, nodes_within) = match opts.depth_limit {
        None => (tree.leaf_count(), tree.len()),
        Some(p) => {
            let above = 0..p.min(tree.height().saturating_add(1));
            let leaves_above: usize = above.clone().map(|d| tree.leaves_at_depth(d)).sum();
            let nodes_above: usize = above.map(|d| tree.nodes_at_depth(d)).sum();
            let at = tree.nodes_at_depth(p);
            (leaves_above + at, nodes_above + at)
        }
    };
    let uniform = tree.uniform_shape().map(|(b, d)| match opts.depth_limit {
        Some(p) if p < d => Uniform::new(b, p),
        _ => Uniform::new(b, d),
    });
    let count = |k: CutKind| trace.cuts().iter().filter(|c| c.kind == k).count();
    Stats {
        value: trace.root_value(),
        best_move: trace.best_move(),
        pv: trace.principal_variation(),
        leaves_total,
        leaves_evaluated: trace.leaves_evaluated(),
        leaves_earlier_iterations: trace.earlier_iterations().iter().map(|&n| n as usize).sum(),
        nodes_total: tree.len(),
        nodes_visited: trace.nodes_visited(),
        cuts_shallow: count(CutKind::Shallow),
        cuts_deep: count(CutKind::Deep),
        cuts_window: count(CutKind::Window),
        minimax: MinimaxCounts {
            leaves_evaluated: leaves_total,
            nodes_visited: nodes_within,
        },
        uniform: uniform.filter(|u| u.depth > 0),
    }
}
