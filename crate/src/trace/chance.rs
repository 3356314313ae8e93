//! What the trace of a tree with chance nodes keeps beside its 16-byte
//! steps: each step's value exactly, and notes on the steps that Star1
//! explains (`docs/chance.md`). Filled only for chance trees: the trace
//! of any other tree has no [`ChanceSide`] and pays nothing for it.

use crate::exact::{Exact, Ext};

/// A chance tree's exact side table (see the module docs).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ChanceSide {
    /// By step (0-based): the step's value exactly (0 for an `enter`).
    pub values: Vec<Ext>,
    /// The notes, by position (1-based), in increasing order.
    pub notes: Vec<(u32, ChanceNote)>,
    /// The leaf bounds L and U the search ran with (−∞, +∞ without them).
    pub lower: Ext,
    /// See `lower`.
    pub upper: Ext,
}

/// A note on one step of a chance tree's trace.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum ChanceNote {
    /// At an `enter` or `eval`: the window the node inherited, exactly,
    /// and under a chance node how Star1 made it.
    Entered(Entered),
    /// At a `return` to a chance node: the running sum and its interval.
    Sum(Sum),
    /// At a `cut`: the bound crossed, exactly (α or β, or at a chance node
    /// the α or β its interval crossed).
    Cut(Ext),
    /// At a `probe` (Star2): how the chance node made the probe's window.
    Probe(Probe),
    /// At the `return` of a probed child to its chance node (Star2): what
    /// the probes prove so far.
    Probed(Probed),
}

/// How a Star2 chance node made the window of child i's probe
/// (`docs/chance.md`, "Star2"): W is the sum of pⱼ·wⱼ over the children
/// probed before it, R the mass after it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Probe {
    /// pᵢ.
    pub prob: Exact,
    /// W, the probes' sum so far.
    pub sum: Exact,
    /// R, the probability mass after child i.
    pub left: Exact,
    /// Whether child i is a MAX node (its probe bounds it from below).
    pub max: bool,
    /// `(β − W − L·R)/pᵢ` under a MAX child, `(α − W − U·R)/pᵢ` under a
    /// MIN one, before clipping to [L, U].
    pub bound: Ext,
}

/// A Star2 chance node after child i's probe returned wᵢ.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Probed {
    /// pᵢ.
    pub prob: Exact,
    /// wᵢ, a lower bound on child i (MAX) or an upper one (MIN).
    pub probe: Exact,
    /// Whether the probe's value is the child's exact value (the child
    /// has one child, whose value came back exact).
    pub exact: bool,
    /// W, now with pᵢ·wᵢ.
    pub sum: Exact,
    /// R, the mass of the children not probed yet.
    pub left: Exact,
    /// Whether the children are MAX nodes.
    pub max: bool,
    /// `W + L·R` (MAX children: the least the node can be) or `W + U·R`
    /// (MIN children: the most).
    pub bound: Ext,
}

/// The window a node inherited, exactly.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Entered {
    /// α.
    pub alpha: Ext,
    /// β.
    pub beta: Ext,
    /// Under a chance node: Star1's numbers for this child.
    pub star: Option<Star>,
}

/// How a chance node made its child i's window (`docs/chance.md`):
/// `Aᵢ = (α − S − U·R)/pᵢ` and `Bᵢ = (β − S − L·R)/pᵢ`, clipped to
/// `[L, U]`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Star {
    /// pᵢ.
    pub prob: Exact,
    /// S, the sum of pⱼ·vⱼ over the children already searched.
    pub sum: Exact,
    /// R, the probability mass after child i.
    pub left: Exact,
    /// Aᵢ, before clipping to L.
    pub a: Ext,
    /// Bᵢ, before clipping to U.
    pub b: Ext,
}

/// A chance node after child i returned vᵢ.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sum {
    /// pᵢ.
    pub prob: Exact,
    /// S, now with pᵢ·vᵢ.
    pub sum: Exact,
    /// R, the probability mass of the children not yet searched.
    pub left: Exact,
    /// `lo = S + L·R`: the least the node's value can be.
    pub lo: Ext,
    /// `hi = S + U·R`: the most it can be.
    pub hi: Ext,
}

impl ChanceSide {
    /// The note at position `k`, if there is one.
    pub fn note(&self, k: u32) -> Option<&ChanceNote> {
        let i = self.notes.partition_point(|(p, _)| *p < k);
        self.notes.get(i).filter(|(p, _)| *p == k).map(|(_, n)| n)
    }

    /// The exact value of step `k` (1-based).
    pub fn value(&self, k: u32) -> Option<Ext> {
        k.checked_sub(1).and_then(|i| self.values.get(i as usize)).copied()
    }
}
