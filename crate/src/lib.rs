//! `alphabeta`: minimax and α-β pruning, traced step by step for teaching.
//!
//! The crate follows five French course texts (see `shared/seeds/` in the
//! project): it computes exactly what they teach and records every step so
//! that a page or a terminal can replay it.
//!
//! ```text
//! text ──notation::parse──▶ Tree ──search::search──▶ Trace ──state(i, k)──▶ NodeState
//!                            │                         └──stats / report / narrate
//!                            └──layout::tidy──▶ Layout (x, y per node)
//! ```
//!
//! - [`tree`]: the tree model (an arena in pre-order) and its builder.
//! - [`value`]: node values, never NaN, with ±∞.
//! - [`notation`]: the text notation, parsed with positioned errors.
//! - [`search`]: minimax, α-β fail-soft, α-β fail-hard.
//! - [`trace`]: steps, the per-node index, snapshots.
//! - [`stats`]: counts, Knuth–Moore bounds, the move and the principal variation.
//! - [`narrate`]: one sentence per step, in English and French.
//! - [`report`]: the JSON contract of the CLI (and of the page's exports).
//! - [`presets`]: the worked examples of the seeds.
//! - [`tikz`]: figures for course notes (LaTeX/TikZ).
//! - [`random`]: seeded random trees.
//! - [`layout`]: the tidy tree layout for drawing.
//! - [`edit`]: the editor's operations (value, label, h, add, delete, move, …).
//! - `wasm` (wasm32 only): the JavaScript boundary.
//!
//! # Example
//!
//! ```
//! use alphabeta::{notation, search::{search, Options, Algorithm}};
//! let tree = notation::parse("[[3,12,8],[2,4,6],[14,5,2]]").unwrap();
//! let trace = search(&tree, &Options::default()).unwrap();
//! assert_eq!(trace.root_value().get(), 3.0);
//! assert_eq!(trace.cuts().len(), 1);
//! let minimax = search(&tree, &Options { algorithm: Algorithm::Minimax, ..Options::default() }).unwrap();
//! assert_eq!(minimax.leaves_evaluated(), 9);
//! ```

pub mod edit;
pub mod layout;
pub mod narrate;
pub mod notation;
pub mod presets;
pub mod random;
pub mod report;
pub mod search;
pub mod stats;
pub mod tikz;
pub mod trace;
pub mod tree;
pub mod value;

#[cfg(target_arch = "wasm32")]
pub mod wasm;
