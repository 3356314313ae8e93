//! A search costs what it reaches, not the tree: α-β on a tree whose cuts
//! skip most of it records a few steps, and its trace (steps and index)
//! must cost in proportion to those steps, however big the skipped part.
//!
//! Work is counted, never timed (the machine is shared), in the style of
//! `tests/deep.rs`: the bytes a search asks of the allocator on the test's
//! thread (a counting global allocator). Two trees that differ only in the
//! size of a subtree that a cut skips must cost exactly the same bytes; a
//! slot, a parent or a depth per node would make the bigger one cost more.

use crate::alloc_count;

use alphabeta::notation::parse;
use alphabeta::search::{search, Algorithm, Options};
use alphabeta::stats::stats;
use alphabeta::trace::{BoundKind, Status, Trace};
use alphabeta::tree::{NodeId, Tree};

/// Seed 001's example with a bigger second child: after its first leaf
/// (2 ≤ α = 3) the MIN node cuts, skipping `skipped` more leaves in `width`
/// subtrees.
fn pruned_tree(width: usize, skipped: usize) -> Tree {
    let per = skipped / width;
    let subtree = format!("[{}]", vec!["7"; per].join(", "));
    let big = vec![subtree; width].join(", ");
    parse(&format!("[[3, 12, 8], [2, {big}], [14, 5, 2]]")).expect("a valid tree")
}

/// The search of `tree` with `algorithm`, and the bytes it allocated.
fn searched(tree: &Tree, algorithm: Algorithm) -> (Trace, u64) {
    let options = Options {
        algorithm,
        ..Options::default()
    };
    let before = alloc_count::bytes();
    let trace = search(tree, &options).expect("valid options");
    (trace, alloc_count::bytes() - before)
}

#[test]
fn alpha_beta_costs_its_steps_however_big_the_skipped_part() {
    let small = pruned_tree(10, 1_000);
    let big = pruned_tree(100, 200_000);
    assert!(
        big.len() > 100 * small.len() / 2,
        "{} vs {} nodes",
        big.len(),
        small.len()
    );
    for algorithm in [Algorithm::AlphaBeta, Algorithm::AlphaBetaHard] {
        let (a, a_bytes) = searched(&small, algorithm);
        let (b, b_bytes) = searched(&big, algorithm);
        let what = |t: &Trace| t.steps().iter().map(|s| (s.kind, s.value)).collect::<Vec<_>>();
        assert_eq!(
            what(&a),
            what(&b),
            "{algorithm:?}: the same steps (the third child's ids differ)"
        );
        assert_eq!(
            a.nodes_visited(),
            11,
            "{algorithm:?}: the root, its 3 children, 3 + 1 + 3 leaves"
        );
        assert_eq!(
            a_bytes,
            b_bytes,
            "{algorithm:?}: the search allocated {a_bytes} bytes on {} nodes and {b_bytes} on {}",
            small.len(),
            big.len()
        );
        assert!(!b.index_is_per_node(), "{algorithm:?}: a table of the reached nodes");
        let (steps, index) = b.memory();
        assert_eq!((steps, index), a.memory(), "{algorithm:?}: the same memory");
        // What the trace says of the skipped part is unchanged: pruned from
        // the cut on, unvisited before, never reached.
        let cut = b.cuts()[0];
        let skipped = cut.first_pruned..cut.end;
        assert_eq!(
            skipped.len(),
            big.len() - 11,
            "{algorithm:?}: every node but the 11 reached"
        );
        for id in [skipped.start, skipped.start + 1, skipped.end - 1] {
            assert!(!b.visited(id));
            assert_eq!(b.state(id, cut.pos - 1).status, Status::Unvisited);
            assert_eq!(b.state(id, cut.pos).status, Status::Pruned);
            assert_eq!(b.pruned_by(id), Some(&cut));
        }
        let s = stats(&big, &b);
        assert_eq!((s.nodes_visited, s.nodes_total), (11, big.len()));
        assert_eq!((s.leaves_evaluated, s.leaves_total), (7, big.leaf_count()));
    }
}

#[test]
fn minimax_reaches_every_node_and_keeps_a_slot_per_node() {
    let t = pruned_tree(10, 1_000);
    let (m, _) = searched(&t, Algorithm::Minimax);
    assert_eq!(m.nodes_visited(), t.len());
    assert!(m.index_is_per_node());
    for id in 0..t.len() as NodeId {
        assert_eq!(
            m.state(id, m.len()).status,
            if t.is_leaf(id) { Status::Evaluated } else { Status::Done }
        );
    }
}

#[test]
fn the_table_of_reached_nodes_answers_every_query() {
    // Ids: 0 the root, 1 its first child with leaves 2, 3, 4; 5 the second
    // child with its first leaf 6, then the skipped subtrees; the third
    // child and its three leaves last.
    let t = pruned_tree(20, 400);
    let ab = search(&t, &Options::default()).expect("valid options");
    assert!(!ab.index_is_per_node());
    let third = t.children(0).nth(2).expect("three children");
    let reached = |id: NodeId| id <= 6 || id >= third;
    for id in 0..t.len() as NodeId {
        let end = ab.state(id, ab.len());
        assert_eq!(ab.visited(id), reached(id), "node {id}");
        if reached(id) {
            let want = if t.is_leaf(id) { Status::Evaluated } else { Status::Done };
            assert_eq!(end.status, want, "node {id}");
            assert!(ab.inherited(id).is_some() && ab.visit_span(id).is_some(), "node {id}");
        } else {
            assert_eq!(end.status, Status::Pruned, "node {id}");
            assert!(ab.inherited(id).is_none() && ab.visit_span(id).is_none() && ab.returned(id).is_none());
        }
    }
    let value = |id: NodeId| ab.returned(id).map(|(v, kind)| (v.get(), kind));
    assert_eq!(value(0), Some((3.0, BoundKind::Exact)));
    assert_eq!(value(1), Some((3.0, BoundKind::Exact)));
    assert_eq!(value(5), Some((2.0, BoundKind::Upper)));
    assert_eq!(value(third), Some((2.0, BoundKind::Exact)), "every child seen");
    assert_eq!((ab.best_move(), ab.best_child(1)), (Some(1), Some(2)));
    assert_eq!(ab.principal_variation(), vec![0, 1, 2]);
    // Halfway through, the path is entered and the rest is not.
    let (enter, leave) = ab.visit_span(5).expect("reached");
    let mid = ab.state(5, enter);
    assert_eq!((mid.status, mid.alpha.map(|a| a.get())), (Status::Path, Some(3.0)));
    assert_eq!(ab.state(third, leave).status, Status::Unvisited);
}
