//! Construct challenges: a goal about the search that a student meets by
//! building or changing a tree, checked by the engine from the trace.
//!
//! A challenge is named by a kind and a seed (`deep-cut-12`), like an
//! exercise: the id gives every student the same starting tree and goal and
//! says nothing about the solution. [`challenge`] draws candidate trees from
//! a [`SplitMix64`] seeded with the id's seed and keeps the first that gives
//! a goal the starting tree does not meet and a tree that meets it within
//! the challenge's [`Limits`] (the generation's own solution, kept in the
//! challenge).
//!
//! [`check`] reads a student's tree: first the limits (only the order of
//! children, only leaf values, one leaf, or a node budget), then the goal,
//! from the traces of the searches the goal speaks of, and says what is met
//! and what is missing with the numbers, in English and French
//! ([`Verdict`]). [`solution`] finds a tree that meets the goal, as close to
//! the student's as it can (the ideal or the worst ordering of the student's
//! tree; a change of one leaf of it; else the generation's solution), and
//! [`diff`] says what to change, node by node.
//!
//! Searches run α-β fail-soft with the seeds' tie rule (prune on equality)
//! unless the goal compares two searches (fail-soft and fail-hard, the two
//! tie rules, with and without killer moves).
//!
//! # The files
//!
//! One job per file: `model` holds what a challenge is (its kind, limits,
//! goal, the verdict and the changes); `generate` draws a challenge from
//! its id; `trees` changes trees (a rebuild, values, the worst ordering,
//! one leaf away) and compares their shapes; `runs` holds the searches a
//! goal reads; `limits` checks the limits; `goals` checks the goal and says
//! what is met and missing ([`check`]); `words` holds the sentences' shared
//! words and the goal and limits as sentences; `solve` finds a solution and
//! says what to change ([`solution`], [`diff`]); `chance` the challenge on
//! chance trees (Star1 prunes k leaves, leaves in [0, 10]). They share one namespace:
//! this module brings in each file's items (re-exporting the public ones),
//! and each file `use super::*`, so a helper moves between files without a
//! change of paths.

use crate::error::Refused;
use crate::lang::{show_in, Lang, Text};
use crate::notation::format;
use crate::options::{Algorithm, Options, Ties};
use crate::ordering::{minimax_values, reorder, Order};
use crate::phrases::{a_cut_kind, capitalised, initial_window, its_parent, number};
use crate::random::{generate, RandomSpec, SplitMix64};
use crate::search::search;
use crate::trace::{Cut, CutKind, Trace};
use crate::tree::{NodeId, Player, Tree, TreeBuilder};
use crate::value::Value;
use serde::Serialize;

mod chance;
mod generate;
mod goals;
mod limits;
mod model;
mod runs;
mod solve;
#[cfg(test)]
mod tests;
mod trees;
mod words;

use chance::*;
pub use generate::*;
pub use goals::*;
use limits::*;
pub use model::*;
use runs::*;
pub use solve::*;
use trees::*;
use words::*;
