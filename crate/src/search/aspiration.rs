//! Aspiration windows at the root: search the root first with a narrow
//! window around a guess of its value, and widen only if the value falls
//! outside.
//!
//! ```text
//! (a, b) = (g − δ, g + δ) within the initial window (α₀, β₀)
//! loop: t = search(root, a, b)
//!       fails low  (t ≤ a) and a > α₀: a = α₀, search again
//!       fails high (t ≥ b) and b < β₀: b = β₀, search again
//!       otherwise t is the root's value (or, against α₀/β₀, the bound plain α-β gives)
//! ```
//!
//! The guess g is given, or with iterative deepening the value the previous
//! iteration found. A value equal to a bound fails, under both tie rules:
//! under the seeds' rule fail-soft's guarantee at a bound is only a bound,
//! and fail-hard returns the bound itself for any value beyond it, so only
//! a value strictly inside the window is known to be exact (the textbook's
//! `score ≤ α`, `score ≥ β`). Only the failed side is widened, to the initial window's
//! bound: after a failure low the value is ≤ a < b, so the second search
//! cannot fail high; there are at most two searches, each a *phase* of the
//! trace: `Aspiration` (before the first), then `Fail` and `Research` on
//! the root before the second. The window's bounds have no node as their
//! source, so a cut against them is a cut by the window (`CutKind::Window`).

use crate::options::Options;
use crate::trace::Window;
use crate::value::Value;

/// The wider window to search the root again with, after it returned `t`
/// under `w`; `None` when `t` is the answer.
pub fn widen(opts: &Options, w: &Window, t: Value) -> Option<Window> {
    opts.aspiration?;
    if w.alpha > opts.alpha && t <= w.alpha {
        return Some(Window {
            alpha: opts.alpha,
            ..*w
        });
    }
    if w.beta < opts.beta && t >= w.beta {
        return Some(Window { beta: opts.beta, ..*w });
    }
    None
}
