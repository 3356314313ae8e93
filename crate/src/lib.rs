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
//! The modules form layers; a module uses only modules of lower layers
//! (`tests/layers.rs` reads the `use crate::` lines and fails on any other
//! edge, so no cycle can come back; it reads this table and
//! ARCHITECTURE.md's too, and fails when either differs from its own):
//!
//! | layer | modules | what they hold |
//! |---|---|---|
//! | 0 | [`value`] | numbers, never NaN, with ±∞ |
//! | 1 | [`lang`], [`exact`] | the languages, bilingual text, values as people write them; exact rationals for chance trees |
//! | 2 | [`error`] | the one error type that leaves the engine |
//! | 3 | [`tree`] | the tree model (an arena in pre-order) and its builder |
//! | 4 | [`options`], [`notation`], [`layout`], [`edit`], [`random`], [`presets`], [`game`] | what is built from or about a tree; real games as trees |
//! | 5 | [`trace`] | steps, the per-node index, positions |
//! | 6 | [`search`] | minimax, α-β fail-soft and fail-hard, PVS, MTD(f), aspiration windows, Star1 and Star2 at chance nodes, recording a trace |
//! | 7 | [`view`], [`stats`], [`exercise`], [`negamax`], [`phrases`] | what a reader sees at a position; counts and bounds; exercises; the negamax view's numbers; the phrase catalogue every sentence shares |
//! | 8 | [`narrate`], [`report`], [`ordering`], [`practice`] | sentences, the JSON contract, move orderings compared; a student's answer checked and explained |
//! | 9 | [`tikz`], [`construct`], [`transform`] | figures; construct challenges; a function applied to every leaf and the decisions compared |
//! | 10 | [`sheet`] | exercise sheets (LaTeX) |
//! | 11 | `wasm` (wasm32 only) | the JavaScript boundary, a thin binding |
//! | 12 | `cli` (the binary's, with `main.rs`) | the command line, through the public API |
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

pub mod construct;
pub mod edit;
pub mod error;
pub mod exact;
pub mod exercise;
pub mod game;
pub mod lang;
pub mod layout;
pub mod narrate;
pub mod negamax;
pub mod notation;
pub mod options;
pub mod ordering;
pub mod phrases;
pub mod practice;
pub mod presets;
pub mod random;
pub mod report;
pub mod search;
pub mod sheet;
pub mod stats;
pub mod tikz;
pub mod trace;
pub mod transform;
pub mod tree;
pub mod value;
pub mod view;

#[cfg(target_arch = "wasm32")]
pub mod wasm;
