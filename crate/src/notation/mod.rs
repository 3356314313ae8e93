//! The text notation for game trees: parse (with positions) and format.
//!
//! # Syntax
//!
//! ```text
//! tree    := [ "max" | "min" ] node            (the root is MAX unless "min")
//! node    := [ label ":" ] ( number | inner )
//! inner   := [ "max" | "min" | "chance" ] "[" children "]" [ "h=" number ]
//!                                              ( "(" … ")" works too )
//! children:= child { ( "," | whitespace ) child }
//! child   := node, or under "chance": probability ":" node
//! probability := a fraction "a/b" of integers or a decimal, above 0
//! number  := integer or decimal, optional sign and exponent, or ±inf / ±∞
//! label   := a letter, then letters, digits, "_" or "'" (at most 24)
//! ```
//!
//! So `[[3,12,8],[2,4,6],[14,5,2]]` (which is also JSON) and
//! `((3 12 8) (2 4 6) (14 5 2))` are the same tree, `min [1 [2 3]]` has a
//! MIN root, `A:[B1:[C1:[2 1 5]] B2:[4]]` carries labels as in seed 004, and
//! `[[3 5] h=4, [1 2] h=0]` gives the inner nodes a heuristic value h (used
//! when a depth limit stops the search there). A bare number is a one-leaf
//! tree. Whitespace includes newlines, so trees can span lines.
//!
//! `chance[1/2: 8, 1/3: 24, 1/6: -12]` is a chance node (expectiminimax,
//! `docs/chance.md`): each child carries its probability, above 0, and
//! they sum to exactly 1 (exact rationals: `0.1, 0.2, 0.7` is accepted),
//! else the error names the chance node's line and column and the sum.
//! `max[…]` and `min[…]` set an inner node's player; otherwise a decision
//! node plays the opposite of its nearest decision ancestor (chance nodes
//! pass the turn, as in AIMA's backgammon tree: MAX, chance, MIN, chance,
//! MAX), and the root's player when it has none. The formatter writes a
//! player only where it differs from that rule.
//!
//! # Limits
//!
//! At most [`MAX_INPUT_BYTES`] bytes of text, [`crate::tree::MAX_NODES`]
//! nodes, finite values of magnitude at most [`crate::value::MAX_FINITE`],
//! labels of at most [`crate::tree::MAX_LABEL_CHARS`] characters. NaN is
//! refused. Nesting depth is limited only by the node count: the parser and
//! the formatter use explicit stacks, never recursion.
//!
//! # Errors
//!
//! Every error is a [`ParseError`] with the 1-based line and column (in
//! characters) of the offending spot, what was expected and what was found.
//! [`ParseError::render`] shows the line with a caret under the spot.
//!
//! # Example
//!
//! ```
//! use alphabeta::notation::{parse, format};
//! let t = parse("((3 12 8) (2 4 6) (14 5 2))").unwrap();
//! assert_eq!(t.len(), 13);
//! assert_eq!(format(&t), "[[3, 12, 8], [2, 4, 6], [14, 5, 2]]");
//! let e = parse("[[1, 2],").unwrap_err();
//! assert_eq!((e.line, e.column), (1, 9));
//! ```
//!
//! # The files
//!
//! One job per file (this module holds the docs and the re-exports; each
//! file `use super::*`): `error` (the positioned error, its phrases and
//! excerpt), `value` (one value as written), `parser` (the notation read into
//! a tree), `format` (a tree written back), `tests`.

use crate::error::{Kind, Localised, Position, Refused};
use crate::exact::Exact;
use crate::lang::{Lang, Text};
use crate::tree::{is_reserved_word, BuildError, NodeId, Player, Tree, TreeBuilder, MAX_LABEL_CHARS};
use crate::value::{Value, MAX_FINITE};
use std::fmt;

mod error;
mod format;
mod parser;
#[cfg(test)]
mod tests;
mod value;

pub use error::*;
pub use format::*;
pub use parser::*;
pub use value::*;
