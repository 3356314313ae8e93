//! The searches a goal reads: α-β fail-soft with the seeds' tie rule
//! unless the goal compares two searches, and the cuts that skip something.

#[allow(unused_imports)]
use super::*;

/// The options a goal reads, fail-soft and the seeds' tie rule unless said.
pub(super) fn opts(algorithm: Algorithm, ties: Ties, killers: bool) -> Options {
    Options {
        algorithm,
        ties,
        killers,
        ..Options::default()
    }
}

pub(super) fn run(tree: &Tree, o: &Options) -> Option<Trace> {
    search(tree, o).ok()
}

pub(super) fn plain(tree: &Tree) -> Option<Trace> {
    run(tree, &Options::default())
}

/// The cuts that skip something (a cut at a node's last child prunes
/// nothing and is not recorded; with killer moves the ids range is the
/// visiting order's).
pub(super) fn effective(trace: &Trace) -> impl Iterator<Item = &Cut> {
    trace.cuts().iter().filter(|c| c.first_pruned < c.end)
}
