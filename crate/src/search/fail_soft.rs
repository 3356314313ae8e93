//! α-β fail-soft, as seed 001's TOUR-MAX/TOUR-MIN and seed 003's Python.
//!
//! ```text
//! MAX: u = −∞; for each child: u = max(u, TOUR-MIN(child, α, β));
//!      if u ≥ β: return u;  α = max(α, u)
//! MIN: u = +∞; for each child: u = min(u, TOUR-MAX(child, α, β));
//!      if u ≤ α: return u;  β = min(β, u)
//! ```
//!
//! The value returned may fall outside the window; it is then a bound on
//! the true value (≥ at a cut MAX node, ≤ at a cut MIN node).

use super::{Frame, Rule};
use crate::trace::Src;
use crate::tree::Player;
use crate::value::Value;

/// The fail-soft rule.
pub struct FailSoft;

impl Rule for FailSoft {
    fn initial_m(&self, f: &Frame) -> (Option<Value>, Src) {
        match f.player {
            Player::Max => (Some(Value::NEG_INF), crate::trace::WINDOW),
            Player::Min => (Some(Value::POS_INF), crate::trace::WINDOW),
        }
    }

    fn child_window(&self, f: &Frame) -> (Value, Value, Src, Src) {
        (f.alpha, f.beta, f.alpha_src, f.beta_src)
    }

    fn absorb(&self, f: &mut Frame, t: Value) -> bool {
        let m = f.m.unwrap_or(t);
        let new = match f.player {
            Player::Max => m.max(t),
            Player::Min => m.min(t),
        };
        let changed = f.m != Some(new);
        if changed {
            f.m_src = Src::node(f.node);
        }
        f.m = Some(new);
        changed
    }

    fn move_bound(&self, f: &mut Frame) -> bool {
        let Some(m) = f.m else { return false };
        match f.player {
            Player::Max if m > f.alpha => {
                f.alpha = m;
                f.alpha_src = Src::node(f.node);
                true
            }
            Player::Min if m < f.beta => {
                f.beta = m;
                f.beta_src = Src::node(f.node);
                true
            }
            _ => false,
        }
    }
}
