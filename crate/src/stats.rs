//! Statistics of a search: what it evaluated and visited against plain
//! minimax, its cuts by kind, Knuth and Moore's bounds for uniform trees
//! and the minimal tree of any tree, the root value, the chosen move and
//! the principal variation; and Knuth and Moore's node types (PV, CUT,
//! ALL), as a perfectly ordered tree would have them and as the search
//! gave them.

use crate::options::Options;
use crate::trace::{BoundKind, CutKind, Trace};
use crate::tree::{NodeId, Player, Tree};
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
    /// On a tree with chance nodes (written only there): the root's value
    /// exactly, in lowest terms (`"5/3"`, `"-2"`, `"0.25"`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub value_exact: Option<String>,
    /// On a tree with chance nodes: the cuts against a leaf bound (L or
    /// U) at decision nodes, and Star1's chance nodes failing low and
    /// failing high (`docs/chance.md`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cuts_bound: Option<usize>,
    /// See `cuts_bound`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cuts_chance_low: Option<usize>,
    /// See `cuts_bound`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cuts_chance_high: Option<usize>,
    /// Star2 on a tree with chance nodes: its chance nodes failing high
    /// and failing low on their probes alone (`docs/chance.md`, "Star2").
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cuts_probe_high: Option<usize>,
    /// See `cuts_probe_high`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cuts_probe_low: Option<usize>,
    /// Plain minimax on the same tree.
    pub minimax: MinimaxCounts,
    /// Knuth–Moore bounds, for uniform trees.
    pub uniform: Option<Uniform>,
    /// The minimal tree of this tree (within the depth limit): the nodes a
    /// perfectly ordered tree of this shape makes α-β visit, those with an
    /// ideal type ([`ideal_types`]). On a uniform tree, b^⌈d/2⌉ + b^⌊d/2⌋
    /// − 1 leaves.
    pub minimal: Minimal,
}

/// The size of the minimal tree (Knuth and Moore 1975).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Minimal {
    /// Its nodes.
    pub nodes: usize,
    /// Its leaves (evaluation points: leaves, or nodes at the depth limit).
    pub leaves: usize,
}

/// Knuth and Moore's node types. Serialised `"pv"`, `"cut"`, `"all"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
#[repr(u8)]
pub enum NodeType {
    /// Type 1: on the principal variation; its value is exact.
    Pv = 1,
    /// Type 2: a node that cuts (fails high for its player): one child
    /// suffices to refute it.
    Cut = 2,
    /// Type 3: every child is searched, and each cuts (the node fails low).
    All = 3,
}

/// The type each node would have in a perfectly ordered tree (its first
/// child always best), by id: the root is PV; a PV node's first child is
/// PV and the others CUT; a CUT node's first child is ALL and the others
/// are not in the minimal tree (`None`); an ALL node's children are CUT.
/// Nodes below the depth limit have none. Linear in the tree, iterative.
pub fn ideal_types(tree: &Tree, opts: &Options) -> Vec<Option<NodeType>> {
    let mut ty = vec![None; tree.len()];
    ty[0] = Some(NodeType::Pv);
    for id in 1..tree.len() as NodeId {
        let p = tree.parent(id).unwrap_or(0);
        if opts.depth_limit.is_some_and(|l| tree.depth(id) > l) {
            continue;
        }
        let first = id == p + 1;
        ty[id as usize] = match ty[p as usize] {
            Some(NodeType::Pv) if first => Some(NodeType::Pv),
            Some(NodeType::Pv) => Some(NodeType::Cut),
            Some(NodeType::Cut) if first => Some(NodeType::All),
            Some(NodeType::All) => Some(NodeType::Cut),
            _ => None,
        };
    }
    ty
}

/// The type each node has in this search, by id: what it returned against
/// the window it inherited (in the visit the search ends with), as Knuth
/// and Moore type a search. It *failed high* for its player (t ≥ β at MAX,
/// t ≤ α at MIN: refuted, its parent will not choose it) is CUT; it *failed
/// low* (t ≤ α at MAX, t ≥ β at MIN: no child did better than what the
/// parent has) is ALL; strictly inside the window is PV. A value on a
/// bound counts as failed, as the textbook's `≤ α`, `≥ β`; in an empty
/// window (α = β, which strict ties can hand down inside fail-hard) what
/// the children proved decides. A leaf (or a node evaluated at the depth
/// limit) is typed so too: its value against the window it was evaluated
/// in, as Knuth and Moore type the leaves of the minimal tree. Nodes not
/// reached have none.
pub fn actual_types(tree: &Tree, trace: &Trace) -> Vec<Option<NodeType>> {
    (0..tree.len() as NodeId)
        .map(|id| {
            let (t, kind) = trace.returned(id)?;
            let (alpha, beta, _, _) = trace.inherited(id)?;
            let max = tree.player(id) == Player::Max;
            let (high, low) = (t >= beta, t <= alpha);
            Some(match (high, low) {
                // An empty window meets both tests: the kind says which.
                (true, true) => match (kind, max) {
                    (BoundKind::Lower, true) | (BoundKind::Upper, false) => NodeType::Cut,
                    (BoundKind::Exact, _) => NodeType::Pv,
                    _ => NodeType::All,
                },
                (true, false) if max => NodeType::Cut,
                (false, true) if !max => NodeType::Cut,
                (false, false) => NodeType::Pv,
                _ => NodeType::All,
            })
        })
        .collect()
}

/// The minimal tree's size, walking only the minimal tree (a CUT node's
/// first child only), so it costs its own size, not the tree's.
fn minimal(tree: &Tree, opts: &Options) -> Minimal {
    let mut m = Minimal { nodes: 0, leaves: 0 };
    let mut stack = vec![(0 as NodeId, NodeType::Pv)];
    while let Some((id, ty)) = stack.pop() {
        m.nodes += 1;
        if opts.evaluates(tree, id) {
            m.leaves += 1;
            continue;
        }
        for (i, c) in tree.children(id).enumerate() {
            let child = match (ty, i) {
                (NodeType::Pv, 0) => NodeType::Pv,
                (NodeType::Pv, _) | (NodeType::All, _) => NodeType::Cut,
                (NodeType::Cut, 0) => NodeType::All,
                (NodeType::Cut, _) => break,
            };
            stack.push((c, child));
        }
    }
    m
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
    let star2 = trace.chance().is_some() && opts.algorithm == crate::options::Algorithm::Star2;
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
        value_exact: trace.returned_exact(0).map(|v| v.to_string()),
        cuts_bound: trace.chance().map(|_| count(CutKind::Bound)),
        cuts_chance_low: trace.chance().map(|_| count(CutKind::ChanceLow)),
        cuts_chance_high: trace.chance().map(|_| count(CutKind::ChanceHigh)),
        cuts_probe_high: star2.then(|| count(CutKind::ProbeHigh)),
        cuts_probe_low: star2.then(|| count(CutKind::ProbeLow)),
        minimax: MinimaxCounts {
            leaves_evaluated: leaves_total,
            nodes_visited: nodes_within,
        },
        uniform: uniform.filter(|u| u.depth > 0),
        minimal: minimal(tree, opts),
    }
}
