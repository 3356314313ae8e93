//! Narration: one full sentence per step, in English or French.
//!
//! This is the message catalogue for everything the engine says about a
//! search; the page shows these sentences (in an `aria-live` region) and the
//! CLI prints them. The page's own catalogues (`www/js/i18n/`: English in
//! `i18n.js` and `en-page.js`, French in `fr.js`) hold the interface's
//! words. The French follows the seeds' vocabulary: coupure
//! superficielle / profonde, attribut hérité / synthétisé, nœud Max / Min,
//! élagué; a chance node is a « nœud de hasard ». On a tree with chance
//! nodes every number is exact (`5/3`) and the sentences tell Star1's
//! windows, running sums and cuts with their numbers (`docs/chance.md`).
//!
//! # The files
//!
//! One job per file: `sentence` picks the function that tells a step
//! ([`narrate`], [`narrate_as`]) and writes the first and last sentences;
//! `words` holds the helpers they all share over the phrase catalogue
//! (`crate::phrases`: names, players, values, where a bound came from, the
//! kinds of cut; [`terms`] for the page); `voice` the
//! negamax view's ([`Voice`], [`negamax_note`]); `plain` tells minimax's
//! and α-β's steps; `windows` PVS, aspiration windows and MTD(f);
//! `techniques` iterative deepening, killer moves and the transposition
//! table; `chance` expectiminimax and Star1 on chance trees; `star2`
//! Star2's probes. They share one namespace: this module brings in each
//! file's items (re-exporting the public ones), and each file
//! `use super::*`, so a helper moves between files without a change of
//! paths.

use crate::exact::{Exact, Ext};
use crate::lang::{count, show_bound, show_in, show_window, Lang};
use crate::negamax::{side_bound, side_cut, side_value, side_window, Side};
use crate::options::{Algorithm, CutOp};
use crate::phrases::{capitalised, its_parent, leaf_bound, set_by, set_further_up, the_window};
pub use crate::phrases::{cut_kind_name, player_name};
use crate::trace::{BoundKind, ChanceNote, CutKind, LeafBound, Probed, Star, StepKind, Sum, Trace};
use crate::tree::{NodeId, Player, Tree};
use crate::value::Value;
use crate::view::{shown_state, step_view, CutView, StepView, Which};
use serde::Serialize;

mod chance;
mod plain;
mod sentence;
mod star2;
mod techniques;
mod voice;
mod windows;
mod words;

pub use chance::exact_in;
use chance::*;
use plain::*;
pub use sentence::*;
use star2::*;
use techniques::*;
pub use voice::*;
use windows::*;
pub use words::*;
