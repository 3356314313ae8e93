//! Plain minimax (seeds 002 and 003): m is the max (MAX) or min (MIN) of the
//! children's values; nothing is cut and no bound moves.
//!
//! The window is still handed down unchanged so that every node shows the
//! same α/β columns in every algorithm, but minimax never reads it.

use super::{CutTest, Frame, Rule};
use crate::trace::Src;
use crate::tree::Player;
use crate::value::Value;

/// The minimax rule.
pub struct Minimax;

impl Rule for Minimax {
    fn initial_m(&self, f: &Frame) -> (Option<Value>, Src) {
        (None, f.alpha_src)
    }

    fn child_window(&self, f: &Frame) -> (Value, Value, Src, Src) {
        (f.alpha, f.beta, f.alpha_src, f.beta_src)
    }

    fn absorb(&self, f: &mut Frame, t: Value) -> bool {
        let m = match (f.m, f.player) {
            (None, _) => t,
            (Some(m), Player::Max) => m.max(t),
            (Some(m), Player::Min) => m.min(t),
        };
        let changed = f.m != Some(m);
        f.m = Some(m);
        changed
    }

    fn cut_test(&self, _f: &Frame) -> Option<CutTest> {
        None
    }

    fn move_bound(&self, _f: &mut Frame) -> bool {
        false
    }
}
