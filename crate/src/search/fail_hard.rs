//! α-β as seed 000 writes it in C ("fail-hard" on one side):
//!
//! ```text
//! MAX: m = α; for each child: t = alphabeta(child, m, β);
//!      if (t > m) m = t;  if (m >= β) return m;
//! MIN: m = β; for each child: t = alphabeta(child, α, m);
//!      if (t < m) m = t;  if (m <= α) return m;
//! ```
//!
//! m starts at the inherited bound and is itself the bound handed to the
//! next child, so α and β never move as separate variables. The value
//! returned never goes below α (MAX) or above β (MIN).

use super::{Frame, Rule};
use crate::trace::Src;
use crate::tree::Player;
use crate::value::Value;

/// The fail-hard rule of seed 000.
pub struct FailHard;

impl Rule for FailHard {
    fn initial_m(&self, f: &Frame) -> (Option<Value>, Src) {
        match f.player {
            Player::Max => (Some(f.alpha), f.alpha_src),
            Player::Min => (Some(f.beta), f.beta_src),
        }
    }

    fn child_window(&self, f: &Frame) -> (Value, Value, Src, Src) {
        let m = f.m.unwrap_or(f.alpha);
        match f.player {
            Player::Max => (m, f.beta, f.m_src, f.beta_src),
            Player::Min => (f.alpha, m, f.alpha_src, f.m_src),
        }
    }

    fn absorb(&self, f: &mut Frame, t: Value) -> bool {
        let m = f.m.unwrap_or(t);
        let better = match f.player {
            Player::Max => t > m,
            Player::Min => t < m,
        };
        if better {
            f.m = Some(t);
            f.m_src = Src::node(f.node);
        }
        better
    }

    fn move_bound(&self, _f: &mut Frame) -> bool {
        false
    }
}
