//! Practice: a student's answer to a search, checked node by node against
//! the trace.
//!
//! The student answers at one of three levels of [`Detail`]: which subtrees
//! are pruned; also the value m each reached inner node returns (`≥ 5` /
//! `≤ 5` when it is only a bound, as fail-soft and fail-hard return); also
//! the window α, β each reached inner node inherits from its parent (seed
//! 000's picture). [`check`] gives every node a [`Verdict`]:
//!
//! - `correct`: nothing asked of this node is wrong;
//! - `wrong`: a value is wrong or missing (the fields are listed, the right
//!   values are not: [`solution`] gives them when the student asks);
//! - `missed`: the search never reached the node, and the student did not
//!   mark it pruned;
//! - `extra`: the student marked the node pruned, and the search reached it
//!   (or, for a node beyond the depth limit, never had to prune it);
//! - `none`: nothing was asked (a node beyond the depth limit, unmarked).
//!
//! Each mistake names the step at which the engine decided what the student
//! got wrong (the cut, the node's return, its entry), so the page can replay
//! the search from there: "where did I go wrong?".
//!
//! Each mistake also carries what the student wrote and what the search
//! gives, field by field ([`FieldMistake`]), and a full explanation in
//! English and French: the cut test for a missed cut, the test that did not
//! fire for an extra one, the children's values and why m is exact or a
//! bound for a wrong m, where the window came from for a wrong α or β. A
//! [`hint`] reveals the first mistake in three levels (which node, which
//! test, the answer). The sentences live in `practice/explain/`.
//!
//! The engine is the reference: every verdict is read from the [`Trace`]
//! through the same accessors the views use, never recomputed.
//!
//! # The files
//!
//! One job per file (this module holds the docs and the re-exports; each
//! file `use super::*`): `answer` (what a student writes, values read and
//! shown), `verdict` (what a check returns), `solution` (the engine's own
//! answer), `check` (the answer checked, mistakes, hints, summary),
//! `explain/` (the sentences), `chance` (the sentences about chance
//! nodes).

mod answer;
mod chance;
mod check;
mod explain;
mod solution;
#[cfg(test)]
mod tests;
mod verdict;

use crate::error::{Kind, Localised, Refused};
use crate::exact::{Exact, Ext};
use crate::lang::{show, Lang, Text};
use crate::notation::parse_value;
use crate::options::Algorithm;
use crate::trace::{BoundKind, ChanceNote, Trace};
use crate::tree::{NodeId, Tree};
use crate::value::Value;
use serde::{Deserialize, Serialize};

pub use answer::*;
pub use check::*;
pub use solution::*;
pub use verdict::*;
