//! The JSON contract: what `alphabeta trace --format json` prints and what
//! the wasm boundary hands to the page.
//!
//! Keys are camelCase. ±∞ are the strings `"+inf"` and `"-inf"`; finite
//! values are numbers. Node ids are pre-order indices (root 0). The
//! top-level object ([`Report`]) has:
//!
//! - the [`Stats`] fields: `value`, `bestMove`, `pv`, `leavesTotal`,
//!   `leavesEvaluated`, `nodesTotal`, `nodesVisited`, `cutsShallow`,
//!   `cutsDeep`, `minimax {leavesEvaluated, nodesVisited}`, `uniform`
//!   (`null` or `{branching, depth, bestCase, worstCase}`);
//! - `algorithm`, `ties`, `depthLimit`, `alpha`, `beta`: the options;
//! - `nodes`: one [`NodeReport`] per node in pre-order;
//! - `cuts`: one [`CutView`] per cut, in order;
//! - `steps`: one [`StepView`] per step, in order.
//!
//! The contract only grows: new keys may appear, existing ones keep their
//! meaning.

use crate::search::{Algorithm, Ties};
use crate::stats::{stats, Stats};
use crate::trace::{Cut, StepKind, Trace};
use crate::tree::{NodeId, Player, Tree};
use crate::value::Value;
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
    pub player: &'static str,
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
    pub bound: Option<&'static str>,
    /// The α it inherited.
    pub alpha: Option<Value>,
    /// The β it inherited.
    pub beta: Option<Value>,
}

/// A cut as the report shows it.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct CutView {
    /// The node that stopped.
    pub node: NodeId,
    /// `"shallow"` or `"deep"`.
    pub kind: &'static str,
    /// Its m.
    pub m: Value,
    /// The bound m crossed.
    pub bound: Value,
    /// `"beta"` at a MAX node, `"alpha"` at a MIN node.
    pub which: &'static str,
    /// The comparison that fired: `"≥"`, `"≤"`, `">"` or `"<"`.
    pub op: &'static str,
    /// The node whose m set the bound, `null` for the initial window.
    pub source: Option<NodeId>,
    /// The skipped children, left to right.
    pub pruned: Vec<NodeId>,
    /// The step (1-based) of the cut.
    pub step: u32,
}

/// One step, with everything a narration or a drawing needs.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct StepView {
    /// The step number (1-based).
    pub k: u32,
    /// `"enter"`, `"eval"`, `"return"`, `"bound"`, `"cut"` or `"leave"`.
    pub kind: &'static str,
    /// The node (the child, for `"return"`).
    pub node: NodeId,
    /// Its player.
    pub player: &'static str,
    /// Its parent.
    pub parent: Option<NodeId>,
    /// The value evaluated, returned, set as bound, or m at a cut or leave.
    pub value: Option<Value>,
    /// The current node's α after the step (the parent's, for `"return"`).
    pub alpha: Option<Value>,
    /// The current node's β after the step.
    pub beta: Option<Value>,
    /// The source of `alpha`.
    pub alpha_src: Option<NodeId>,
    /// The source of `beta`.
    pub beta_src: Option<NodeId>,
    /// For `"return"`: the parent's m before and after.
    pub m_before: Option<Value>,
    /// See `m_before`.
    pub m_after: Option<Value>,
    /// For `"bound"`: `"alpha"` or `"beta"`.
    pub which: Option<&'static str>,
    /// For `"leave"`: `"exact"`, `"lower"` or `"upper"`.
    pub bound_kind: Option<&'static str>,
    /// For `"cut"`: the cut.
    pub cut: Option<CutView>,
    /// For `"eval"`: whether the value is h at the depth limit.
    pub uses_h: bool,
}

/// The whole report: statistics, options, nodes, cuts and steps.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Report {
    /// The statistics (flattened into the top level).
    #[serde(flatten)]
    pub stats: Stats,
    /// `"minimax"`, `"alphabeta"` or `"alphabeta-hard"`.
    pub algorithm: &'static str,
    /// `"prune"` (cut on equality) or `"strict"`.
    pub ties: &'static str,
    /// The depth limit P.
    pub depth_limit: Option<u32>,
    /// The initial α.
    pub alpha: Value,
    /// The initial β.
    pub beta: Value,
    /// Every node, in pre-order.
    pub nodes: Vec<NodeReport>,
    /// Every cut.
    pub cuts: Vec<CutView>,
    /// Every step.
    pub steps: Vec<StepView>,
}

/// The `"≥"`-style operator of a cut at a node of `player`.
pub fn cut_op(player: Player, ties: Ties) -> &'static str {
    match (player, ties) {
        (Player::Max, Ties::Prune) => "≥",
        (Player::Max, Ties::Strict) => ">",
        (Player::Min, Ties::Prune) => "≤",
        (Player::Min, Ties::Strict) => "<",
    }
}

/// Describes a cut.
pub fn cut_view(tree: &Tree, trace: &Trace, c: &Cut) -> CutView {
    let player = tree.player(c.node);
    let mut pruned = Vec::new();
    let mut at = c.first_pruned;
    while at < c.end {
        pruned.push(at);
        at = tree.end(at);
    }
    CutView {
        node: c.node,
        kind: c.kind.as_str(),
        m: c.m,
        bound: c.bound,
        which: if player == Player::Max { "beta" } else { "alpha" },
        op: cut_op(player, trace.options().ties),
        source: c.source.get(),
        pruned,
        step: c.pos,
    }
}

/// Describes step `k` (1-based), or `None` outside `1..=len`.
pub fn step_view(tree: &Tree, trace: &Trace, k: u32) -> Option<StepView> {
    let s = trace.step(k)?;
    let current = trace.current(k).unwrap_or(s.node);
    let now = trace.state(current, k);
    let mut v = StepView {
        k,
        kind: s.kind.as_str(),
        node: s.node,
        player: tree.player(s.node).as_str(),
        parent: tree.parent(s.node),
        value: (s.kind != StepKind::Enter).then_some(s.value),
        alpha: now.alpha,
        beta: now.beta,
        alpha_src: now.alpha_src.and_then(|s| s.get()),
        beta_src: now.beta_src.and_then(|s| s.get()),
        m_before: None,
        m_after: None,
        which: None,
        bound_kind: None,
        cut: None,
        uses_h: false,
    };
    match s.kind {
        StepKind::Return => {
            v.m_before = trace.state(current, k - 1).m;
            v.m_after = now.m;
        }
        StepKind::Bound => {
            v.which = Some(if tree.player(s.node) == Player::Max {
                "alpha"
            } else {
                "beta"
            });
        }
        StepKind::Cut => {
            let c = trace.cuts().iter().find(|c| c.pos == k);
            v.cut = c.map(|c| cut_view(tree, trace, c));
        }
        StepKind::Leave => {
            v.bound_kind = now.bound.map(|b| b.as_str());
        }
        StepKind::Eval => {
            v.uses_h = !tree.is_leaf(s.node);
        }
        StepKind::Enter => {}
    }
    Some(v)
}

/// The report of a search.
pub fn report(tree: &Tree, trace: &Trace) -> Report {
    let opts = trace.options();
    let nodes = (0..tree.len() as NodeId)
        .map(|id| {
            let returned = trace.returned(id);
            let inherited = trace.inherited(id);
            NodeReport {
                id,
                parent: tree.parent(id),
                player: tree.player(id).as_str(),
                is_leaf: tree.is_leaf(id),
                label: tree.label(id).map(str::to_string),
                leaf_value: tree.leaf_value(id),
                h: tree.h(id),
                visited: trace.visited(id),
                pruned: trace.pruned_by(id).is_some(),
                value: returned.map(|r| r.0),
                bound: returned.map(|r| r.1.as_str()),
                alpha: inherited.map(|w| w.0),
                beta: inherited.map(|w| w.1),
            }
        })
        .collect();
    Report {
        stats: stats(tree, trace),
        algorithm: opts.algorithm.name(),
        ties: match opts.ties {
            Ties::Prune => "prune",
            Ties::Strict => "strict",
        },
        depth_limit: opts.depth_limit,
        alpha: opts.alpha,
        beta: opts.beta,
        nodes,
        cuts: trace.cuts().iter().map(|c| cut_view(tree, trace, c)).collect(),
        steps: (1..=trace.len()).filter_map(|k| step_view(tree, trace, k)).collect(),
    }
}

/// The display name of an algorithm in a language (`"en"` or `"fr"`).
pub fn algorithm_title(a: Algorithm, lang: &str) -> &'static str {
    match (a, lang) {
        (Algorithm::Minimax, _) => "minimax",
        (Algorithm::AlphaBeta, "fr") => "α-β (fail-soft, u part de ∓∞)",
        (Algorithm::AlphaBeta, _) => "α-β fail-soft (u starts at ∓∞)",
        (Algorithm::AlphaBetaHard, "fr") => "α-β (fail-hard, m part de α ou β)",
        (Algorithm::AlphaBetaHard, _) => "α-β fail-hard (m starts at α or β)",
    }
}
