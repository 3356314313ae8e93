//! The JSON contract: what `alphabeta trace --format json` prints and what
//! the wasm boundary hands to the page.
//!
//! Keys are camelCase. ±∞ are the strings `"+inf"` and `"-inf"`; finite
//! values are numbers. Node ids are pre-order indices (root 0). The
//! top-level object ([`Report`]) has:
//!
//! - the [`Stats`] fields: `value`, `bestMove`, `pv`, `leavesTotal`,
//!   `leavesEvaluated`, `nodesTotal`, `nodesVisited`, `cutsShallow`,
//!   `cutsDeep`, `cutsWindow`, `minimax {leavesEvaluated, nodesVisited}`, `uniform`
//!   (`null` or `{branching, depth, bestCase, worstCase}`), and
//!   `leavesEarlierIterations` only with iterative deepening;
//! - `algorithm`, `ties`, `depthLimit`, `alpha`, `beta`: the options, and
//!   `killers: true` / `deepening: true` only when those are on (so a
//!   report without them is unchanged);
//!   `tt: true` and `ttHits` only when the transposition table was on;
//! - on a tree with chance nodes (`docs/chance.md`): `valueExact` (the
//!   root's value exactly, a string in lowest terms: `"5/3"`, `"-2"`,
//!   `"0.25"`), `cutsBound`, `cutsChanceLow`, `cutsChanceHigh`, and
//!   `bounds: [L, U]` when given; each node's `valueExact`, `isChance`
//!   and `probability`, each step's `valueExact` and `chance` (Star1's
//!   numbers), each cut's `mExact`, `boundExact` and `leafBound`; cuts
//!   of kind `"bound"`, `"chance-low"` and `"chance-high"`; under Star2
//!   (`algo: "star2"`) also `cutsProbeHigh`, `cutsProbeLow`, steps of kind
//!   `"probe"` and cuts of kind `"probe-high"` and `"probe-low"`;
//! - `nodes`: one [`NodeReport`] per node in pre-order;
//! - `cuts`: one [`CutView`] per cut, in order;
//! - `steps`: one [`StepView`] per step, in order.
//!
//! The step and cut descriptions, and the display rule they follow, are
//! the page's as well: they live in [`crate::view`].
//!
//! The contract only grows: new keys may appear, existing ones keep their
//! meaning.

use crate::options::{Algorithm, Ties};
use crate::stats::{actual_types, ideal_types, stats, NodeType, Stats};
use crate::trace::{BoundKind, Trace};
use crate::tree::{NodeId, Player, Tree};
use crate::value::Value;
use crate::view::{cut_view, phases, step_view, CutView, PhaseView, StepView};
use serde::Serialize;

/// A node as the report shows it.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct NodeReport {
    /// Its pre-order index.
    pub id: NodeId,
    /// Its parent, `null` for the root.
    pub parent: Option<NodeId>,
    /// `"max"` or `"min"`.
    pub player: Player,
    /// Whether it has no children.
    pub is_leaf: bool,
    /// Its label.
    pub label: Option<String>,
    /// A leaf's value (`null` for an inner node; its h is in `h`).
    pub leaf_value: Option<Value>,
    /// An inner node's h.
    pub h: Option<Value>,
    /// Whether the search reached it.
    pub visited: bool,
    /// Whether it lies inside a subtree skipped by a cut.
    pub pruned: bool,
    /// The m it returned, `null` if not visited.
    pub value: Option<Value>,
    /// `"exact"`, `"lower"` (true value ≥ value) or `"upper"`; `null` if not
    /// visited.
    pub bound: Option<BoundKind>,
    /// The α it inherited.
    pub alpha: Option<Value>,
    /// The β it inherited.
    pub beta: Option<Value>,
    /// Knuth–Moore: the type the node would have in a perfectly ordered
    /// tree (`"pv"`, `"cut"`, `"all"`, `null` outside the minimal tree).
    pub ideal_type: Option<NodeType>,
    /// The type it has in this search (`null` for leaves and nodes not
    /// reached).
    pub actual_type: Option<NodeType>,
    /// On a chance tree: the value it returned, exactly, in lowest terms
    /// (`"5/3"`, `"-2"`, `"0.25"`; written only there).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub value_exact: Option<String>,
    /// Whether it is a chance node (written only when it is).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub is_chance: bool,
    /// Its probability, when its parent is a chance node, exactly
    /// (`"1/3"`, `"0.5"`; written only then).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub probability: Option<String>,
}

/// The whole report: statistics, options, nodes, cuts and steps.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Report {
    /// The statistics (flattened into the top level).
    #[serde(flatten)]
    pub stats: Stats,
    /// `"minimax"`, `"alphabeta"` or `"alphabeta-hard"`.
    pub algorithm: Algorithm,
    /// `"prune"` (cut on equality) or `"strict"`.
    pub ties: Ties,
    /// The depth limit P.
    pub depth_limit: Option<u32>,
    /// The initial α.
    pub alpha: Value,
    /// The initial β.
    pub beta: Value,
    /// Killer moves, written only when on.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub killers: bool,
    /// Iterative deepening, written only when on.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub deepening: bool,
    /// Whether the transposition table was on (written only when it was).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub tt: bool,
    /// How many nodes the table answered (`tthit` steps), when it was on.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tt_hits: Option<usize>,
    /// PVS: how many children were searched again after a failed
    /// null-window test (`research` steps); written for PVS only.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub researches: Option<usize>,
    /// The leaf bounds L and U of Star1, written only when given.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub bounds: Option<(Value, Value)>,
    /// Aspiration windows and MTD(f): each search of the root (its window,
    /// what it returned and what that proves); written only for them.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub phases: Option<Vec<PhaseView>>,
    /// Every node, in pre-order.
    pub nodes: Vec<NodeReport>,
    /// Every cut.
    pub cuts: Vec<CutView>,
    /// Every step.
    pub steps: Vec<StepView>,
}

/// The report of a search.
pub fn report(tree: &Tree, trace: &Trace) -> Report {
    let opts = trace.options();
    let ideal = ideal_types(tree, opts);
    let actual = actual_types(tree, trace);
    let nodes = (0..tree.len() as NodeId)
        .map(|id| {
            let returned = trace.returned(id);
            let inherited = trace.inherited(id);
            NodeReport {
                id,
                parent: tree.parent(id),
                player: tree.player(id),
                is_leaf: tree.is_leaf(id),
                label: tree.label(id).map(str::to_string),
                leaf_value: tree.leaf_value(id),
                h: tree.h(id),
                visited: trace.visited(id),
                pruned: trace.pruned_by(id).is_some(),
                value: returned.map(|r| r.0),
                bound: returned.map(|r| r.1),
                alpha: inherited.map(|w| w.0),
                ideal_type: ideal[id as usize],
                actual_type: actual[id as usize],
                beta: inherited.map(|w| w.1),
                value_exact: trace.returned_exact(id).map(|v| v.to_string()),
                is_chance: tree.is_chance(id),
                probability: tree.probability(id).map(|p| p.to_string()),
            }
        })
        .collect();
    Report {
        stats: stats(tree, trace),
        algorithm: opts.algorithm,
        ties: opts.ties,
        depth_limit: opts.depth_limit,
        alpha: opts.alpha,
        beta: opts.beta,
        killers: opts.killers,
        deepening: opts.deepening,
        tt: opts.tt,
        tt_hits: opts.tt.then(|| trace.tt_hits()),
        bounds: opts.bounds,
        researches: opts.revisits().then(|| trace.researches()),
        phases: (opts.aspiration.is_some() || opts.algorithm == Algorithm::Mtdf).then(|| phases(trace)),
        nodes,
        cuts: trace.cuts().iter().map(|c| cut_view(tree, trace, c)).collect(),
        steps: (1..=trace.len()).filter_map(|k| step_view(tree, trace, k)).collect(),
    }
}
