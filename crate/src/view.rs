//! What a reader sees of a search at a position: the display rule, steps
//! and cuts described for narration and drawing, and the snapshot the page
//! draws.
//!
//! Everything here is read from a [`Trace`]; nothing is stored. The one
//! display rule lives in [`shown_state`]: minimax never reads α and β, so
//! its window is not shown — not in the snapshots, not in the step
//! descriptions, not in the JSON. Kinds are enums that serialise to the
//! names of the JSON contract (`"enter"`, `"shallow"`, `"≥"`, `"alpha"`…),
//! so the narration and the figures match on enums, never on strings.

use crate::options::{Algorithm, CutOp};
use crate::trace::{BoundKind, ChanceNote, Cut, CutKind, LeafBound, NodeState, Src, Status, StepKind, Trace};
use crate::tree::{NodeId, Player, Tree};
use crate::value::Value;
use serde::Serialize;

/// Which bound: α or β. Serialised as `"alpha"` / `"beta"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Which {
    /// α, the bound MIN nodes test and MAX nodes raise.
    Alpha,
    /// β, the bound MAX nodes test and MIN nodes lower.
    Beta,
}

impl Which {
    /// The bound a cut at a node of `player` tests: β at MAX, α at MIN.
    pub fn tested_at(player: Player) -> Which {
        match player {
            Player::Max => Which::Beta,
            Player::Min => Which::Alpha,
        }
    }

    /// The bound a node of `player` moves (fail-soft): α at MAX, β at MIN.
    pub fn moved_at(player: Player) -> Which {
        match player {
            Player::Max => Which::Alpha,
            Player::Min => Which::Beta,
        }
    }

    /// `α` or `β`.
    pub fn letter(self) -> &'static str {
        match self {
            Which::Alpha => "α",
            Which::Beta => "β",
        }
    }

    /// `\alpha` or `\beta`.
    pub fn tex(self) -> &'static str {
        match self {
            Which::Alpha => "\\alpha",
            Which::Beta => "\\beta",
        }
    }
}

/// Node `id`'s state at `k` as a reader sees it: the trace's state, with
/// the window left out under minimax (which never reads it), and α and β
/// always the **inherited** window, as the parent handed it down at entry.
/// Every view of a node (snapshots, steps, figures, the JSON) goes through
/// this, so ↓α and ↓β mean one thing everywhere.
///
/// The bound a node moves itself (fail-soft's `α = max(α, u)` at MAX, `β =
/// min(β, u)` at MIN; fail-hard's m, which starts at the bound) is the
/// node's own: it is its m once m has crossed the inherited bound, which is
/// what seed 000 draws ("le seuil α de s2 est la valeur m de s"). It shows
/// as the next child's inherited bound, with the node as its source.
pub fn shown_state(trace: &Trace, id: NodeId, k: u32) -> NodeState {
    let mut s = trace.state(id, k);
    if trace.options().algorithm == Algorithm::Minimax {
        (s.alpha, s.beta, s.alpha_src, s.beta_src) = (None, None, None, None);
    } else if s.alpha.is_some() {
        if let Some((a, b, asrc, bsrc)) = trace.inherited_at(id, k) {
            (s.alpha, s.beta, s.alpha_src, s.beta_src) = (Some(a), Some(b), Some(asrc), Some(bsrc));
        }
    }
    s
}

/// A cut as the JSON and the page show it.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct CutView {
    /// The node that stopped.
    pub node: NodeId,
    /// `"shallow"` or `"deep"`.
    pub kind: CutKind,
    /// Its m.
    pub m: Value,
    /// The bound m crossed.
    pub bound: Value,
    /// `"beta"` at a MAX node, `"alpha"` at a MIN node.
    pub which: Which,
    /// The comparison that fired: `"≥"`, `"≤"`, `">"` or `"<"`.
    pub op: CutOp,
    /// The node whose m set the bound, `null` for the initial window.
    pub source: Option<NodeId>,
    /// The skipped children, left to right.
    pub pruned: Vec<NodeId>,
    /// The step (1-based) of the cut.
    pub step: u32,
    /// On a chance tree: m exactly (at a chance node, its hi or lo).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub m_exact: Option<String>,
    /// On a chance tree: the bound exactly.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub bound_exact: Option<String>,
    /// When the bound is a leaf bound: `"lower"` (L) or `"upper"` (U).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub leaf_bound: Option<LeafBound>,
}

/// The roots of the subtrees a cut skipped, left to right.
pub fn pruned_children(tree: &Tree, trace: &Trace, c: &Cut) -> Vec<NodeId> {
    let mut pruned = Vec::new();
    if let Some(skipped) = trace.skipped_by(c) {
        // A search with re-searches recorded them: its cuts' ranges overlap.
        return skipped.to_vec();
    }
    let mut at = c.first_pruned;
    if trace.options().killers || trace.options().deepening {
        // The children were visited out of order: the skipped ones are
        // those never reached, in the arena's order.
        return tree.children(c.node).filter(|&ch| !trace.visited(ch)).collect();
    }
    while at < c.end {
        pruned.push(at);
        at = tree.end(at);
    }
    pruned
}

/// Describes a cut.
pub fn cut_view(tree: &Tree, trace: &Trace, c: &Cut) -> CutView {
    // A chance node tests α when it fails low and β when it fails high,
    // as a MIN or a MAX node does, whatever player its place gives it.
    let player = match c.kind {
        CutKind::ChanceLow | CutKind::ProbeLow => Player::Min,
        CutKind::ChanceHigh | CutKind::ProbeHigh => Player::Max,
        _ => tree.player(c.node),
    };
    CutView {
        node: c.node,
        kind: c.kind,
        m: c.m,
        bound: c.bound,
        which: Which::tested_at(player),
        op: trace.options().ties.op(player),
        source: c.source.get(),
        pruned: pruned_children(tree, trace, c),
        step: c.pos,
        m_exact: trace.chance().and_then(|s| s.value(c.pos)).map(|v| v.to_string()),
        bound_exact: match trace.chance().and_then(|s| s.note(c.pos)) {
            Some(ChanceNote::Cut(b)) => Some(b.to_string()),
            _ => None,
        },
        leaf_bound: c.source.leaf_bound(),
    }
}

/// One step, with everything a narration or a drawing needs.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct StepView {
    /// The step number (1-based).
    pub k: u32,
    /// `"enter"`, `"eval"`, `"return"`, `"bound"`, `"cut"` or `"leave"`.
    pub kind: StepKind,
    /// The node (the child, for `"return"`).
    pub node: NodeId,
    /// Its player, `"max"` or `"min"`.
    pub player: Player,
    /// Its parent.
    pub parent: Option<NodeId>,
    /// The value evaluated, returned, set as bound, or m at a cut or leave.
    pub value: Option<Value>,
    /// The current node's inherited α (the parent's, for `"return"`);
    /// `null` under minimax.
    pub alpha: Option<Value>,
    /// The current node's inherited β; `null` under minimax.
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
    pub which: Option<Which>,
    /// For `"leave"` and `"tthit"`: `"exact"`, `"lower"` or `"upper"`.
    pub bound_kind: Option<BoundKind>,
    /// For `"cut"`: the cut.
    pub cut: Option<CutView>,
    /// For `"eval"`: whether the value is h at the depth limit.
    pub uses_h: bool,
    /// When α (β) was set by a leaf bound below a chance node: `"lower"`
    /// (L) or `"upper"` (U); `alphaSrc` (`betaSrc`) is then `null`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub alpha_leaf_bound: Option<LeafBound>,
    /// See `alpha_leaf_bound`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub beta_leaf_bound: Option<LeafBound>,
    /// On a chance tree: the step's value exactly, in lowest terms.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub value_exact: Option<String>,
    /// On a chance tree: what Star1 says at this step (`docs/chance.md`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub chance: Option<ChanceView>,
}

/// Star1's numbers at a step of a chance tree, exactly, as strings in
/// lowest terms (`"5/3"`, `"-inf"`): at an `enter` or `eval`, the window
/// inherited (and under a chance node `prob`, `sum`, `left` and the
/// unclipped `a`, `b`); at a `return` to a chance node, `prob`, `sum`,
/// `left`, `lo` and `hi`.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ChanceView {
    /// α, exactly (enter, eval).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub alpha: Option<String>,
    /// β, exactly (enter, eval).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub beta: Option<String>,
    /// pᵢ.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub prob: Option<String>,
    /// S.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sum: Option<String>,
    /// R, the probability mass left.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub left: Option<String>,
    /// Aᵢ before clipping to L.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub a: Option<String>,
    /// Bᵢ before clipping to U.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub b: Option<String>,
    /// `lo = S + L·R`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub lo: Option<String>,
    /// `hi = S + U·R`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub hi: Option<String>,
    /// Star2: the probe's value wᵢ, at the `return` of a probed child
    /// (a lower bound on a MAX child, an upper one on a MIN child).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub probe: Option<String>,
}

/// The [`ChanceView`] of a note.
fn chance_view(note: &ChanceNote) -> Option<ChanceView> {
    let text = |x: &dyn std::fmt::Display| Some(x.to_string());
    Some(match note {
        ChanceNote::Entered(e) => ChanceView {
            alpha: text(&e.alpha),
            beta: text(&e.beta),
            prob: e.star.and_then(|s| text(&s.prob)),
            sum: e.star.and_then(|s| text(&s.sum)),
            left: e.star.and_then(|s| text(&s.left)),
            a: e.star.and_then(|s| text(&s.a)),
            b: e.star.and_then(|s| text(&s.b)),
            ..ChanceView::default()
        },
        ChanceNote::Sum(s) => ChanceView {
            prob: text(&s.prob),
            sum: text(&s.sum),
            left: text(&s.left),
            lo: text(&s.lo),
            hi: text(&s.hi),
            ..ChanceView::default()
        },
        // Star2's probe: W as `sum`; the probe's bound as `b` (MAX
        // children) or `a` (MIN children), unclipped.
        ChanceNote::Probe(p) => ChanceView {
            prob: text(&p.prob),
            sum: text(&p.sum),
            left: text(&p.left),
            a: (!p.max).then(|| p.bound.to_string()),
            b: p.max.then(|| p.bound.to_string()),
            ..ChanceView::default()
        },
        // After a probe: W as `sum`, and `W + L·R` as `lo` (MAX children)
        // or `W + U·R` as `hi` (MIN children).
        ChanceNote::Probed(p) => ChanceView {
            prob: text(&p.prob),
            sum: text(&p.sum),
            left: text(&p.left),
            lo: p.max.then(|| p.bound.to_string()),
            hi: (!p.max).then(|| p.bound.to_string()),
            probe: text(&p.probe),
            ..ChanceView::default()
        },
        ChanceNote::Cut(_) => return None,
    })
}

/// The cut made at step `k`, if step `k` is a cut. A binary search: the
/// cuts are in step order.
pub fn cut_at(trace: &Trace, k: u32) -> Option<&Cut> {
    let cuts = trace.cuts();
    let i = cuts.partition_point(|c| c.pos < k);
    cuts.get(i).filter(|c| c.pos == k)
}

/// Describes step `k` (1-based), or `None` outside `1..=len`.
pub fn step_view(tree: &Tree, trace: &Trace, k: u32) -> Option<StepView> {
    let s = trace.step(k)?;
    let current = trace.current(k).unwrap_or(s.node);
    let now = shown_state(trace, current, k);
    let src = |s: Option<Src>| s.and_then(Src::get);
    let mut v = StepView {
        k,
        kind: s.kind,
        node: s.node,
        player: tree.player(s.node),
        parent: tree.parent(s.node),
        value: (s.kind != StepKind::Enter).then_some(s.value),
        alpha: now.alpha,
        beta: now.beta,
        alpha_src: src(now.alpha_src),
        beta_src: src(now.beta_src),
        m_before: None,
        m_after: None,
        which: None,
        bound_kind: None,
        cut: None,
        uses_h: false,
        alpha_leaf_bound: now.alpha_src.and_then(Src::leaf_bound),
        beta_leaf_bound: now.beta_src.and_then(Src::leaf_bound),
        value_exact: trace
            .chance()
            .and_then(|c| c.value(k))
            .filter(|_| s.kind != StepKind::Enter)
            .map(|v| v.to_string()),
        chance: trace.chance().and_then(|c| c.note(k)).and_then(chance_view),
    };
    match s.kind {
        StepKind::Return => {
            v.m_before = trace.state(current, k - 1).m;
            v.m_after = now.m;
        }
        StepKind::Bound => v.which = Some(Which::moved_at(tree.player(s.node))),
        StepKind::Cut => v.cut = cut_at(trace, k).map(|c| cut_view(tree, trace, c)),
        StepKind::Leave | StepKind::TtHit => v.bound_kind = now.bound,
        StepKind::Eval => v.uses_h = !tree.is_leaf(s.node),
        StepKind::Enter
        | StepKind::Deepen
        | StepKind::Killer
        | StepKind::Test
        | StepKind::Fail
        | StepKind::Research
        | StepKind::Aspiration
        | StepKind::Pass
        | StepKind::Proved
        | StepKind::Probe => {}
    }
    Some(v)
}

/// One search of the root, when the root is searched more than once
/// (aspiration windows, MTD(f)'s passes): a *phase* of the trace.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PhaseView {
    /// The step (1-based) at which the root is entered (or evaluated).
    pub step: u32,
    /// The step at which the root returns.
    pub end: u32,
    /// The root's window in this phase.
    pub alpha: Value,
    /// See `alpha`.
    pub beta: Value,
    /// What the root returned.
    pub value: Value,
    /// What that value proves: `"upper"` (failed low: the value is at most
    /// this), `"lower"` (failed high), or `"exact"`.
    pub proves: BoundKind,
}

/// The phases of a trace: each search of the root, in order (one for a
/// search that never searches the root again).
pub fn phases(trace: &Trace) -> Vec<PhaseView> {
    let mut out = Vec::new();
    let mut start = None;
    for (i, s) in trace.steps().iter().enumerate() {
        let k = i as u32 + 1;
        if s.node != 0 {
            continue;
        }
        match s.kind {
            StepKind::Enter | StepKind::Eval => start = Some(k),
            _ => {}
        }
        if matches!(s.kind, StepKind::Leave | StepKind::Eval) {
            let step = start.unwrap_or(k);
            let (alpha, beta, _, _) = trace.inherited_at(0, k).unwrap_or((
                Value::NEG_INF,
                Value::POS_INF,
                crate::trace::WINDOW,
                crate::trace::WINDOW,
            ));
            let next = trace.step(k + 1).filter(|n| n.node == 0).map(|n| n.kind);
            let proves = match (next, s.value <= alpha) {
                (Some(StepKind::Proved), _) => {
                    let w = crate::trace::Window {
                        alpha,
                        beta,
                        alpha_src: crate::trace::WINDOW,
                        beta_src: crate::trace::WINDOW,
                    };
                    let known = trace.state(0, k).bound.unwrap_or(BoundKind::Exact);
                    crate::search::mtdf::proves(trace.options().ties, &w, s.value, known)
                }
                (Some(StepKind::Fail), true) => BoundKind::Upper,
                (Some(StepKind::Fail), false) => BoundKind::Lower,
                _ => trace.returned(0).map_or(BoundKind::Exact, |r| r.1),
            };
            out.push(PhaseView {
                step,
                end: k,
                alpha,
                beta,
                value: s.value,
                proves,
            });
        }
    }
    out
}

/// Every node's state at a position, in columns: what the page draws. The
/// wasm boundary hands the columns over as typed arrays (`snapshotPacked`);
/// the codes are documented in `docs/wasm-api.md`.
#[derive(Clone, Debug, PartialEq)]
pub struct Snapshot {
    /// The position (clamped to `0..=len`).
    pub k: u32,
    /// The node of step `k`, or `None` at position 0.
    pub current: Option<NodeId>,
    /// The root, …, `current`.
    pub path: Vec<NodeId>,
    /// By node: the [`crate::trace::Status`] discriminant.
    pub state: Vec<u8>,
    /// By node: α, NaN when not shown.
    pub alpha: Vec<f64>,
    /// By node: β, NaN when not shown.
    pub beta: Vec<f64>,
    /// By node: m, NaN when none yet.
    pub m: Vec<f64>,
    /// By node: the node that set α, −1 for the initial window or none,
    /// −2 for the leaf bound L and −3 for U (under a chance node).
    pub alpha_src: Vec<i32>,
    /// By node: the node that set β, as `alpha_src`.
    pub beta_src: Vec<i32>,
    /// By node: 0 while m is not returned, else the [`BoundKind`]
    /// discriminant plus one.
    pub bound: Vec<u8>,
    /// The cuts made by position `k`.
    pub cuts: Vec<CutView>,
}

/// The snapshot at position `k`. Linear in the tree size.
pub fn snapshot(tree: &Tree, trace: &Trace, k: u32) -> Snapshot {
    let path = trace.path(k);
    let k = path.k;
    let n = tree.len();
    let mut s = Snapshot {
        k,
        current: path.current,
        path: path.path,
        state: Vec::with_capacity(n),
        alpha: Vec::with_capacity(n),
        beta: Vec::with_capacity(n),
        m: Vec::with_capacity(n),
        alpha_src: Vec::with_capacity(n),
        beta_src: Vec::with_capacity(n),
        bound: Vec::with_capacity(n),
        cuts: trace.cuts_until(k).iter().map(|c| cut_view(tree, trace, c)).collect(),
    };
    let num = |v: Option<Value>| v.map_or(f64::NAN, Value::get);
    // −2 and −3 for the leaf bounds L and U (chance trees), −1 otherwise.
    let src = |v: Option<Src>| match v.and_then(Src::leaf_bound) {
        Some(LeafBound::Lower) => -2,
        Some(LeafBound::Upper) => -3,
        None => v.and_then(Src::get).map_or(-1, |id| id as i32),
    };
    let limit = trace.options().depth_limit;
    let mut id: NodeId = 0;
    while (id as usize) < n {
        let st = shown_state(trace, id, k);
        s.state.push(st.status as u8);
        s.alpha.push(num(st.alpha));
        s.beta.push(num(st.beta));
        s.m.push(num(st.m));
        s.alpha_src.push(src(st.alpha_src));
        s.beta_src.push(src(st.beta_src));
        s.bound.push(st.bound.map_or(0, |b| b as u8 + 1));
        // Nothing below a node the search has not entered by `k` is
        // entered either: its subtree shares its status (unvisited, or
        // pruned by the same cut), except the nodes below the depth limit,
        // which are beyond. One pass over the range instead of a search per
        // node: on a big α-β tree most nodes are in such ranges.
        if matches!(st.status, Status::Unvisited | Status::Pruned | Status::Beyond) {
            let end = tree.end(id);
            for j in id + 1..end {
                let beyond = limit.is_some_and(|p| tree.depth(j) > p);
                s.state.push(if beyond { Status::Beyond } else { st.status } as u8);
                s.alpha.push(f64::NAN);
                s.beta.push(f64::NAN);
                s.m.push(f64::NAN);
                s.alpha_src.push(-1);
                s.beta_src.push(-1);
                s.bound.push(0);
            }
            id = end;
        } else {
            id += 1;
        }
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::parse;
    use crate::search::{search, Options};
    use crate::trace::Status;

    /// Seed 000's picture: u (MAX) learns 5 from its first leaf; its own
    /// α moves, but what u shows as ↓α stays what it inherited (−∞), and
    /// its next child v inherits α = 5 with u as the source.
    #[test]
    fn alpha_and_beta_are_always_the_inherited_window() {
        let t = parse("u:[5, v:[4, 6, 8]]").unwrap();
        for algorithm in [Algorithm::AlphaBeta, Algorithm::AlphaBetaHard] {
            let opts = Options {
                algorithm,
                ..Options::default()
            };
            let tr = search(&t, &opts).unwrap();
            let v_entered = tr.visit_span(2).unwrap().0;
            for k in 0..=tr.len() {
                let u = shown_state(&tr, 0, k);
                if u.status == Status::Unvisited {
                    continue;
                }
                assert_eq!(u.alpha, Some(Value::NEG_INF), "{algorithm:?} k={k}");
                assert_eq!(u.alpha_src.and_then(Src::get), None, "{algorithm:?} k={k}");
                if k >= v_entered {
                    let v = shown_state(&tr, 2, k);
                    assert_eq!(v.alpha, Some(Value::new(5.0).unwrap()), "{algorithm:?} k={k}");
                    assert_eq!(v.alpha_src.and_then(Src::get), Some(0), "{algorithm:?} k={k}");
                }
            }
        }
    }
}
