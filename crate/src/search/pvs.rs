//! Principal variation search (PVS, Marsland and Campbell 1982; NegaScout,
//! Reinefeld 1983): α-β fail-soft in which only the first child of a node
//! is searched with the node's full window. Every later child is first
//! *tested* with a null window, which only asks whether the child beats
//! the best value so far; when the test fails high (low at a MIN node) and
//! the child would not make its parent cut, the child is searched again
//! with the full window.
//!
//! ```text
//! MAX: u = −∞
//!      first child:  t = PVS(child, α, β)
//!      other child:  t = PVS(child, null window above α)
//!                    if t > α and not (t ≥ β): t = PVS(child, α, β)   (re-search)
//!      u = max(u, t); if u ≥ β: return u; α = max(α, u)
//! MIN mirrors: the null window below β, re-search if t < β and not (t ≤ α).
//! ```
//!
//! **The null window for real values.** The textbook's null window is
//! (α, α + 1), for integer values. Leaves here are real numbers, so the
//! window is the narrowest one that still decides the question "is the
//! child's value above α?", and it depends on the tie rule:
//!
//! - *The seeds' rule* (a cut fires on equality, `m ≥ β`, `m ≤ α`):
//!   **(α, α⁺)** at a MAX node, **(β⁻, β)** at a MIN node, where α⁺ is the
//!   smallest value above α ([`Value::succ`]). No number lies strictly
//!   inside, so `m ≥ α⁺` fires exactly when `m > α`: the MIN child cuts as
//!   soon as it proves a value ≤ α, a MAX grandchild as soon as it proves
//!   one > α. The empty window (α, α) would not do: with cuts on equality
//!   a MAX grandchild at exactly α would cut and its MIN parent would then
//!   cut too, calling "≤ α" a child whose value is above α.
//! - *The strict rule* (`m > β`, `m < α`): **(α, α)** at MAX, **(β, β)**
//!   at MIN. A returned t < α proves the value ≤ t, t > α proves it ≥ t,
//!   and t = α is exact.
//!
//! Either way the test *fails high* exactly when it returns t > α (fails
//! low at MIN when t < β). A value equal to the best so far is not better:
//! the engine keeps the first best child, so no re-search is needed for it.
//! A child whose window is already as narrow as the null window (inside a
//! test) is searched as it is, with no test step; so is a child the search
//! evaluates (a leaf, or a node at the depth limit P): a window changes
//! nothing for an evaluation, and a re-search would evaluate it twice. The bound β of a null
//! window above α (α of one below β) is set by the node that opened the
//! test: a cut against it below is shallow or deep, never a window cut.
//!
//! The trace shows each test (`Test`, then the child's visit with the null
//! window as its inherited α and β), each failure (`Fail`) and each
//! re-search (`Research`, then the child's second visit with the full
//! window). From the `Research` step on, what the test reached below the
//! child is set aside (`trace::Again`).

use super::{cut_fires, Frame};
use crate::options::{Options, Ties};
use crate::trace::{Recorder, Src, Window};
use crate::tree::{NodeId, Player, Tree};
use crate::value::Value;

/// The window the driver hands `child` of `f` (whose full window is `w`):
/// every child but the first, and but those the search evaluates, is
/// tested with a null window, with a `Test` step, and `f` remembers it.
pub fn child_window(
    f: &mut Frame,
    opts: &Options,
    tree: &Tree,
    rec: &mut Recorder,
    child: NodeId,
    first: bool,
    w: Window,
) -> Window {
    // A child the search evaluates gets the full window: a window changes
    // nothing for an evaluation, and a re-search would evaluate it twice.
    if first || opts.evaluates(tree, child) {
        return w;
    }
    match null_window(f.player, f.node, &w, opts.ties) {
        Some((null, v)) => {
            rec.test(child, v);
            f.testing = true;
            null
        }
        None => w,
    }
}

/// A child of `f` returned `t`: if it was under a test that failed, records
/// the failure and the re-search and returns the full window to search it
/// again with.
pub fn failed(f: &mut Frame, opts: &Options, rec: &mut Recorder, child: NodeId, t: Value) -> Option<Window> {
    if !std::mem::take(&mut f.testing) {
        return None;
    }
    let w = f.window();
    if !research(f.player, t, &w, opts.ties) {
        return None;
    }
    rec.fail(child, t);
    rec.research(child, w.moving(f.player).0);
    Some(w)
}

/// The null window a child of `node` (of `player`, with the local window
/// `w`) is tested with, and the value it tests against (α at MAX, β at
/// MIN); `None` when `w` is already that narrow, so no test is needed.
pub fn null_window(player: Player, node: NodeId, w: &Window, ties: Ties) -> Option<(Window, Value)> {
    match player {
        Player::Max => {
            let beta = match ties {
                Ties::Prune => w.alpha.succ(),
                Ties::Strict => w.alpha,
            };
            (w.beta > beta).then_some((
                Window {
                    beta,
                    beta_src: Src::node(node),
                    ..*w
                },
                w.alpha,
            ))
        }
        Player::Min => {
            let alpha = match ties {
                Ties::Prune => w.beta.pred(),
                Ties::Strict => w.beta,
            };
            (w.alpha < alpha).then_some((
                Window {
                    alpha,
                    alpha_src: Src::node(node),
                    ..*w
                },
                w.beta,
            ))
        }
    }
}

/// Whether a test that returned `t` to a node of `player` with the local
/// window `w` calls for a re-search: it failed high (t > α at MAX; low,
/// t < β, at MIN) and `t` would not make the node cut at once.
pub fn research(player: Player, t: Value, w: &Window, ties: Ties) -> bool {
    match player {
        Player::Max => t > w.alpha && !cut_fires(player, t, w.beta, ties),
        Player::Min => t < w.beta && !cut_fires(player, t, w.alpha, ties),
    }
}
