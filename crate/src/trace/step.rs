//! What a trace is made of: the steps (16 bytes each), the window a node
//! searches with and who set its bounds, the kinds of steps, bounds and
//! cuts with the names the JSON gives them, a cut, and the state of one
//! node at one position as the readers see it.

use crate::tree::{NodeId, Player};
use crate::value::Value;
use serde::Serialize;

/// The source of a bound: a node whose m set it, the initial window, or
/// (below a chance node) one of the leaf bounds L and U.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Src(u32);

/// The initial window (−∞, +∞) or the user's window: set above the root.
pub const WINDOW: Src = Src(u32::MAX);

/// The leaf bound L (`--bounds L,U`): a chance node's child's α when the
/// Star1 window's own lower end is below it (`docs/chance.md`).
pub const LOWER: Src = Src(u32::MAX - 1);

/// The leaf bound U: a chance node's child's β when the Star1 window's
/// own upper end is above it.
pub const UPPER: Src = Src(u32::MAX - 2);

/// Which leaf bound set a bound, for the JSON: `"lower"` (L) or
/// `"upper"` (U).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum LeafBound {
    /// L, the least value a leaf may have.
    Lower,
    /// U, the greatest.
    Upper,
}

impl LeafBound {
    /// `L` or `U`.
    pub fn letter(self) -> &'static str {
        match self {
            LeafBound::Lower => "L",
            LeafBound::Upper => "U",
        }
    }
}

/// The window a node searches with: α, β and the nodes that set them.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Window {
    /// α.
    pub alpha: Value,
    /// β.
    pub beta: Value,
    /// Who set α.
    pub alpha_src: Src,
    /// Who set β.
    pub beta_src: Src,
}

impl Window {
    /// The bound that moves at a node of `player` (α at MAX, β at MIN), and
    /// its source.
    pub fn moving(&self, player: Player) -> (Value, Src) {
        match player {
            Player::Max => (self.alpha, self.alpha_src),
            Player::Min => (self.beta, self.beta_src),
        }
    }
}

impl Src {
    /// The bound was set by `id`'s m.
    pub fn node(id: NodeId) -> Src {
        Src(id)
    }

    /// The node, or `None` for the initial window or a leaf bound.
    pub fn get(self) -> Option<NodeId> {
        (self != WINDOW && self != LOWER && self != UPPER).then_some(self.0)
    }

    /// The leaf bound that set it, if one did.
    pub fn leaf_bound(self) -> Option<LeafBound> {
        match self {
            LOWER => Some(LeafBound::Lower),
            UPPER => Some(LeafBound::Upper),
            _ => None,
        }
    }
}

/// What a step does. Serialised in lower case (`"enter"`, …).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
#[repr(u8)]
pub enum StepKind {
    /// Enter an inner node: it inherits α and β from its parent.
    Enter,
    /// Evaluate a leaf (its value) or a node at the depth limit (its h).
    /// The node inherits α and β and returns at once.
    Eval,
    /// A child's value comes back to its parent; the parent's m may change
    /// (synthesised attribute). `node` is the child.
    Return,
    /// Fail-soft moves the node's α (MAX) or β (MIN) to its m.
    Bound,
    /// The node stops: m crossed β (MAX) or α (MIN); its remaining children
    /// are skipped.
    Cut,
    /// The node is done and returns m, exact or as a bound.
    Leave,
    /// Iterative deepening: an earlier iteration (the d-th of these steps
    /// searched at depth d) found the root's value (the step's value) and
    /// the move `node` (the root when it has no child); the next iteration
    /// tries the best-valued children first. Before the root's `Enter`.
    Deepen,
    /// Killer move: the child `node` is tried first among its siblings,
    /// because the same move (the same label, else the same child index)
    /// caused a cut at the same depth; the step's value is the id of the
    /// node whose cut made it a killer. Just before the parent's first child.
    Killer,
    /// Memoisation: the node's position was searched before (by another
    /// order of moves) and the stored value decides it for the current
    /// window, so it returns at once, exact or as a bound.
    #[serde(rename = "tthit")]
    TtHit,
    /// PVS: the child `node` is about to be tested with a null window
    /// around the step's value (its parent's α at MAX, β at MIN): the
    /// search asks only whether the child beats that value. Just before
    /// the child's `Enter` or `Eval`, which carry the null window.
    Test,
    /// PVS: the null-window test of `node` failed high (low at a MIN
    /// parent): it returned the step's value, beyond its parent's α (β),
    /// so the child may be better and its value is not known. The parent's
    /// m does not change. Followed by `Research`.
    Fail,
    /// PVS: `node` is searched again, with its parent's full window (the
    /// step's value is the parent's α at MAX, β at MIN). Everything the
    /// test reached below it is set aside: from this step on, those nodes
    /// show what the re-search does.
    /// Aspiration windows: the root is searched again, with the window
    /// widened on the side that failed (the step's value is the bound
    /// that replaced the failed one).
    Research,
    /// Aspiration windows: the root is about to be searched with a window
    /// around the guess (the step's value); the root's `Enter` carries it.
    /// The first step.
    Aspiration,
    /// MTD(f): a pass is about to test the root's value next to the step's
    /// value with a null window; the root's `Enter` carries it. From the
    /// second pass on, what the previous pass reached is set aside (as a
    /// `Research` does), and the table keeps what it proved.
    Pass,
    /// MTD(f): the pass returned the step's value, which proves a bound on
    /// the root's value (or the value itself).
    Proved,
    /// Star2's probing phase: the chance node's child `node` is about to be
    /// probed, only its first child searched, with the window its `Enter`
    /// carries; the step's value is the bound whose reaching makes the
    /// chance node fail at once (the probe's β under a MAX child, α under a
    /// MIN child). The side table's note holds the numbers exactly.
    Probe,
}

impl StepKind {
    /// The name used in JSON and by the page.
    pub fn as_str(self) -> &'static str {
        match self {
            StepKind::Enter => "enter",
            StepKind::Eval => "eval",
            StepKind::Return => "return",
            StepKind::Bound => "bound",
            StepKind::Cut => "cut",
            StepKind::Leave => "leave",
            StepKind::Deepen => "deepen",
            StepKind::Killer => "killer",
            StepKind::TtHit => "tthit",
            StepKind::Test => "test",
            StepKind::Fail => "fail",
            StepKind::Research => "research",
            StepKind::Aspiration => "aspiration",
            StepKind::Pass => "pass",
            StepKind::Proved => "proved",
            StepKind::Probe => "probe",
        }
    }
}

/// One step: 16 bytes.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Step {
    /// The value the step carries: the evaluation, the returned value, the
    /// new bound, m at a cut or at leaving; 0 for `Enter`.
    pub value: Value,
    /// The node the step is about (the child, for `Return`).
    pub node: NodeId,
    /// What the step does.
    pub kind: StepKind,
}

/// Whether a returned value is the node's exact value or only a bound.
/// The packed snapshots write the discriminant plus one (0 = not yet).
/// Serialised as `"exact"`, `"lower"`, `"upper"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
#[repr(u8)]
pub enum BoundKind {
    /// The true minimax value.
    Exact,
    /// The true value is ≥ m (a MAX node that cut, or m ≥ β).
    Lower,
    /// The true value is ≤ m (a MIN node that cut, or m ≤ α).
    Upper,
}

impl BoundKind {
    /// `"exact"`, `"lower"` or `"upper"`.
    pub fn as_str(self) -> &'static str {
        match self {
            BoundKind::Exact => "exact",
            BoundKind::Lower => "lower",
            BoundKind::Upper => "upper",
        }
    }
}

/// Where a node stands at a given position. The discriminants are the
/// codes of the wasm boundary's packed snapshots; the names (lower case)
/// are the page's `data-state` values.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
#[repr(u8)]
pub enum Status {
    /// Not reached yet (and maybe never).
    Unvisited,
    /// Entered and not left: on the current path.
    Path,
    /// An inner node the search has left.
    Done,
    /// A leaf evaluated, or a node evaluated with h at the depth limit.
    Evaluated,
    /// Inside a subtree that a cut skipped.
    Pruned,
    /// Below the depth limit: never expanded.
    Beyond,
}

impl Status {
    /// The name used by the page's `data-state` and the JSON.
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Unvisited => "unvisited",
            Status::Path => "path",
            Status::Done => "done",
            Status::Evaluated => "evaluated",
            Status::Pruned => "pruned",
            Status::Beyond => "beyond",
        }
    }
}

/// A node's state at a position.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct NodeState {
    /// Where it stands.
    pub status: Status,
    /// Its local α while on the path (fail-soft raises it at MAX nodes),
    /// the inherited α once left.
    pub alpha: Option<Value>,
    /// Its local β while on the path, the inherited β once left.
    pub beta: Option<Value>,
    /// The source of α.
    pub alpha_src: Option<Src>,
    /// The source of β.
    pub beta_src: Option<Src>,
    /// Its synthesised value so far.
    pub m: Option<Value>,
    /// Once left: whether m is exact or a bound.
    pub bound: Option<BoundKind>,
}

impl NodeState {
    pub(super) const UNREACHED: NodeState = NodeState {
        status: Status::Unvisited,
        alpha: None,
        beta: None,
        alpha_src: None,
        beta_src: None,
        m: None,
        bound: None,
    };
}

/// Shallow or deep, as seed 000 names them, or a cut by the initial
/// window. Serialised in lower case.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum CutKind {
    /// The bound was set by the cut node's parent.
    Shallow,
    /// The bound was set further up and handed down through the parent.
    Deep,
    /// No node set the bound: it is the initial window's own (`--alpha`,
    /// `--beta`, or an infinite bound reached with the seeds' tie rule).
    /// The root has no parent, so a cut there is never shallow.
    Window,
    /// Below a chance node: the bound is a leaf bound, L or U (`--bounds`),
    /// which the Star1 window handed down instead of its own end.
    Bound,
    /// Star1 at a chance node: even if every unsearched outcome were worth
    /// U, the mean could not exceed α (`hi = S + U·R ≤ α`): it fails low.
    #[serde(rename = "chance-low")]
    ChanceLow,
    /// Star1 at a chance node: even if every unsearched outcome were worth
    /// L, the mean would reach β (`lo = S + L·R ≥ β`): it fails high.
    #[serde(rename = "chance-high")]
    ChanceHigh,
    /// Star2's probing phase, MAX children: the probes' lower bounds, with
    /// L for the children not probed yet, already reach β
    /// (`lo = W + L·R ≥ β`): the chance node fails high before its search
    /// phase.
    #[serde(rename = "probe-high")]
    ProbeHigh,
    /// Star2's probing phase, MIN children: the probes' upper bounds, with
    /// U for the children not probed yet, stay at or below α
    /// (`hi = W + U·R ≤ α`): the chance node fails low.
    #[serde(rename = "probe-low")]
    ProbeLow,
}

impl CutKind {
    /// `"shallow"`, `"deep"`, `"window"`, `"bound"`, `"chance-low"`,
    /// `"chance-high"`, `"probe-high"` or `"probe-low"`.
    pub fn as_str(self) -> &'static str {
        match self {
            CutKind::Shallow => "shallow",
            CutKind::Deep => "deep",
            CutKind::Window => "window",
            CutKind::Bound => "bound",
            CutKind::ChanceLow => "chance-low",
            CutKind::ChanceHigh => "chance-high",
            CutKind::ProbeHigh => "probe-high",
            CutKind::ProbeLow => "probe-low",
        }
    }

    /// Whether a chance node made it (Star1, or Star2's probes).
    pub fn is_chance(self) -> bool {
        matches!(
            self,
            CutKind::ChanceLow | CutKind::ChanceHigh | CutKind::ProbeHigh | CutKind::ProbeLow
        )
    }
}

/// A cut.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Cut {
    /// The node that stopped.
    pub node: NodeId,
    /// The position of the `Cut` step.
    pub pos: u32,
    /// The node's m when it stopped.
    pub m: Value,
    /// The bound m crossed: β at a MAX node, α at a MIN node.
    pub bound: Value,
    /// Who set that bound.
    pub source: Src,
    /// Shallow, deep or by the initial window.
    pub kind: CutKind,
    /// The skipped subtrees are the ids `first_pruned..end` when the search
    /// visits children in the arena's order; with killer moves or iterative
    /// deepening, `first_pruned` is the first child skipped in the visiting
    /// order, and the skipped children are the node's children never
    /// reached (see `view::pruned_children`).
    pub first_pruned: NodeId,
    /// See `first_pruned`.
    pub end: NodeId,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_step_is_sixteen_bytes() {
        assert_eq!(std::mem::size_of::<Step>(), 16);
    }
}
