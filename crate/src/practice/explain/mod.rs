//! The sentences of practice mode: each mistake explained, and the hints.
//!
//! One job per file (this module holds the docs and the re-exports; each
//! file `use super::*`): `words` (what the sentences share: a node's name
//! and player, values, lists, a bound's source, the children as the search
//! left them), `cuts` (which sentence a mistake gets; missed and extra
//! cuts), `windows` (a wrong α or β), `values` (a wrong m and why it is
//! exact or a bound), `hints` (the three levels). The words every kind of
//! sentence shares come from the phrase catalogue, `crate::phrases`.
//!
//! Every sentence says what the student wrote (or did not mark), what the
//! search gives, and the engine's reason with its numbers, in the seeds'
//! terms, in English and French at once. Everything is read from the
//! [`Trace`]: the cuts ([`Trace::pruned_by`], [`pruned_children`]), the values
//! the children returned and their kinds ([`Trace::returned`]), the window
//! each node inherited and who set it ([`Trace::inherited`]), and a parent's
//! state at the moment a child is entered ([`Trace::state`]). Nothing is
//! searched again.
//!
//! Why a returned m is exact or a bound follows the engine's definition
//! (`search::Known`): MAX takes the maximum of what its children prove, MIN
//! the minimum, and children skipped by a cut leave the far side open. The
//! reason given is the one that holds in the trace: a cut at the node, a
//! child that returned only a bound, or (fail-hard) m that never left the
//! bound it started at.

use super::chance;
use super::{show_exact, show_given, Field, FieldMistake, Given, Mistake, Verdict};
use crate::lang::{count, decimal_commas, show, Lang, Text};
use crate::options::{Algorithm, CutOp};
use crate::phrases::{
    a_cut_kind, initial_window, its_parent, leaf_bound, player_name, set_by_itself, set_by_parent, set_further_up,
};
use crate::trace::{BoundKind, Cut, Src, Step, StepKind, Trace};
use crate::tree::{NodeId, Player, Tree};
use crate::value::Value;
use crate::view::{pruned_children, Which};
use std::collections::HashMap;

mod cuts;
mod hints;
mod values;
mod windows;
mod words;

use cuts::*;
use values::*;
use windows::*;
use words::*;

pub(super) use cuts::mistake;
pub(super) use hints::hint;
pub(super) use windows::wrote;
pub(super) use words::{and_list, both, Shared};
