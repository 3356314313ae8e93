//! Traces: the steps of a search, and every node's state at any step.
//!
//! A [`Trace`] is built once by [`crate::search::search`] and then only read.
//! It holds:
//!
//! - the **steps**, 16 bytes each ([`Step`]): what happened, at which node,
//!   with which value;
//! - a per-node **index**: when the node was entered and left, the window
//!   it inherited (α, β and their sources), and a short timeline of
//!   [`Event`]s, one per change of its local state (m, and the α or β that
//!   fail-soft moves), grouped by node;
//! - the **cuts**, in pre-order of the subtrees they skip.
//!
//! The state of node `i` after `k` steps ([`Trace::state`]) is then a
//! binary search in `i`'s own timeline, and [`Trace::path`] only
//! materialises the current path ([`CurrentPath`]). Any `k` costs the same,
//! forward or backward: there is no replay from step 0 and no checkpoint to
//! copy. `tests/properties.rs` checks this index against a plain replay of
//! the steps.
//!
//! Positions run from 0 (nothing done) to [`Trace::len`] (search finished);
//! position `k ≥ 1` is the state right after step `k` (1-based).
//!
//! The module is split by job: `step.rs` holds what a trace is made of (the
//! steps, windows, cuts and node states, all public); `chance.rs` what a
//! chance tree's trace keeps beside its steps, exactly ([`ChanceSide`]);
//! `record.rs` the [`Recorder`] the search drives, which builds the index when it
//! finishes; `index.rs` the [`Trace`] itself, its per-node entries and the
//! table that finds a node's entry; `query.rs` everything a reader asks of
//! a trace (a node's state at a position, the path, the cuts, the counts).
//! Callers name the types through this module (`crate::trace::Trace`).

mod chance;
mod index;
mod query;
mod record;
mod step;

pub use chance::{ChanceNote, ChanceSide, Entered, Probe, Probed, Star, Sum};
pub use index::{Event, Trace};
pub use query::CurrentPath;
pub use record::Recorder;
pub use step::{
    BoundKind, Cut, CutKind, LeafBound, NodeState, Src, Status, Step, StepKind, Window, LOWER, UPPER, WINDOW,
};
