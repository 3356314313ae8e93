//! MTD(f) (Plaat, Schaeffer, Pijls and de Bruin, 1996): the root's value
//! found by a sequence of null-window searches with memory, each pass
//! proving a bound and the next testing next to it, until the lower and
//! the upper bound meet.
//!
//! ```text
//! lower = α₀ (−∞), upper = β₀ (+∞), g = first guess
//! while lower < upper:
//!     t = α-β with memory (root, null window next to g)
//!     the pass proves value ≤ t (upper = t), value ≥ t (lower = t), or = t
//!     (= t also when the children prove t exact: the search knows more
//!     than the window says)
//!     g = t
//! ```
//!
//! Each pass is α-β fail-soft with the transposition table of `search::tt`
//! kept from pass to pass (the memory: a position whose stored bound
//! decides it for the new window is not searched again). The null window
//! is the one `search::pvs` defines for real values:
//!
//! - under the seeds' tie rule, (g, g⁺) asks "is the value above g?" and
//!   (g⁻, g) asks "is it below g?"; the pass tests above g, except when g
//!   is already the upper bound (or +∞), where it tests below. A returned
//!   t ≤ g proves value ≤ t, t ≥ g⁺ proves value ≥ t (fail-soft's
//!   guarantee, with no value strictly inside the window);
//! - under the strict rule, (g, g) answers three ways: t < g proves value
//!   ≤ t, t > g proves value ≥ t, t = g proves value = g.
//!
//! The first guess is the previous iteration's value with iterative
//! deepening, else the root's h if it has one, else 0. Each pass moves one
//! bound strictly (to a value of the tree), so the passes end; a cap of
//! the tree's size plus two passes guards the loop all the same. In the
//! trace, each pass is a phase: a `Pass` step (the value tested) before the
//! root's visit, a `Proved` step (what the pass returned) after it.

use crate::options::Ties;
use crate::trace::{BoundKind, Window, WINDOW};
use crate::value::Value;

/// The null window of a pass testing next to `g`, with the bounds known.
pub fn window(ties: Ties, g: Value, upper: Value) -> Window {
    let (alpha, beta) = match ties {
        Ties::Strict => (g, g),
        Ties::Prune if g == upper || g == Value::POS_INF => (g.pred(), g),
        Ties::Prune => (g, g.succ()),
    };
    Window {
        alpha,
        beta,
        alpha_src: WINDOW,
        beta_src: WINDOW,
    }
}

/// What a pass under the null window `w` proves when the root returns `t`
/// of kind `known` (what the children proved, `search::Known`): the
/// window's answer (t at or below it: value ≤ t; above: value ≥ t), or the
/// value itself when the children prove it exact, or when the two bounds
/// meet.
pub fn proves(ties: Ties, w: &Window, t: Value, known: BoundKind) -> BoundKind {
    let (low, high) = match ties {
        Ties::Prune => (t <= w.alpha, t >= w.beta),
        Ties::Strict => (t < w.alpha, t > w.beta),
    };
    let by_window = match (low, high) {
        (true, _) => BoundKind::Upper,
        (_, true) => BoundKind::Lower,
        _ => BoundKind::Exact,
    };
    if by_window == known {
        known
    } else {
        BoundKind::Exact
    }
}
