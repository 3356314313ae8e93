//! The game tree: an arena of nodes in pre-order, built once and then read.
//!
//! Node ids are pre-order indices and the root is `0`. Because the arena is
//! in pre-order, a node's subtree is the contiguous id range
//! `id..end(id)`; its first child (if any) is `id + 1` and the next sibling
//! of a child `c` is `end(c)`. That one array replaces child lists, makes
//! "every node of this subtree" a range, and lets every traversal be a loop
//! instead of a recursion (invariant 3: no recursion on tree depth).
//!
//! Players alternate by level: the root's player is stored, a node at depth
//! `d` plays the root's player when `d` is even and the other one otherwise.
//! A tree with chance nodes (expectiminimax, `docs/chance.md`) or with an
//! inner node whose player was written (`max[…]`, `min[…]`) keeps a
//! column of players instead ([`Chance`]): a decision node plays the
//! opposite of its nearest decision ancestor (the root's player when it
//! has none), since chance nodes pass the turn; a written player wins.
//! Each child of a chance node carries its probability, exact.
//!
//! A [`Tree`] is only ever built through [`TreeBuilder`], which checks the
//! structural rules (no empty inner node, values are not NaN, limits), so a
//! `Tree` that exists is valid.
//!
//! # The files
//!
//! One job per file (this module holds the docs and the re-exports; each
//! file `use super::*`): `player` (ids, limits, players), `error` (the
//! builder's errors), `arena` (the tree itself and its queries), `label`
//! (labels and the value range), `builder` (building a tree), `tests`.

use crate::error::{Kind, Localised, Refused};
use crate::exact::Exact;
use crate::lang::{Lang, Text};
use crate::value::{Value, MAX_FINITE, MAX_FINITE_TEXT};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::sync::Arc;

mod arena;
mod builder;
mod error;
mod label;
mod player;
#[cfg(test)]
mod tests;

pub use arena::*;
pub use builder::*;
pub use error::*;
pub use label::*;
pub use player::*;
