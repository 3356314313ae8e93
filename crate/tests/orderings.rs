//! Move orderings on thousands of seeded trees: an ordering is a
//! permutation of each node's children that never changes the root value
//! (every algorithm, both tie rules, with and without a depth limit), the
//! map back to the original ids is right, and the ideal ordering reaches
//! Knuth and Moore's best case exactly on uniform trees.

use alphabeta::notation::format;
use alphabeta::ordering::{compare, minimax_values, reorder, Order};
use alphabeta::search::{search, Algorithm, Options, Ties};
use alphabeta::stats::Uniform;
use alphabeta::tree::{NodeId, Player};
use alphabeta::value::Value;

use crate::common;
use common::{all_options, distinct_uniform, random_tree};

#[test]
fn an_ordering_is_a_permutation_of_each_nodes_children() {
    for seed in 0..1500u64 {
        let t = random_tree(seed, 5, false);
        for order in Order::ALL {
            let o = reorder(&t, order, seed, None);
            assert_eq!(o.tree.len(), t.len());
            let mut seen = vec![false; t.len()];
            for new in 0..o.tree.len() as NodeId {
                let old = o.original[new as usize];
                assert!(!seen[old as usize], "seed {seed} {order:?}: {old} twice");
                seen[old as usize] = true;
                assert_eq!(o.tree.leaf_value(new), t.leaf_value(old));
                assert_eq!(o.tree.h(new), t.h(old));
                assert_eq!(o.tree.player(new), t.player(old));
                let parent_new = o.tree.parent(new).map(|p| o.original[p as usize]);
                assert_eq!(parent_new, t.parent(old), "seed {seed} {order:?} node {new}");
            }
        }
        assert_eq!(format(&reorder(&t, Order::Given, seed, None).tree), format(&t));
    }
}

#[test]
fn orderings_never_change_the_root_value() {
    for seed in 0..2000u64 {
        let limit = (seed % 3 == 0).then_some(1 + (seed % 4) as u32);
        let t = random_tree(seed, 5, limit.is_some());
        let expected = minimax_values(&t, limit)[0].unwrap();
        for opts in all_options(limit, false, false) {
            let c = compare(&t, &opts, seed).unwrap();
            for row in &c.rows {
                assert_eq!(
                    row.value,
                    expected,
                    "seed {seed} {:?} {:?} {:?}: {}",
                    opts.algorithm,
                    opts.ties,
                    row.order,
                    format(&t)
                );
                // PVS evaluates again the leaves below a child it searches
                // again, MTD(f) those each pass reaches: they may pass it.
                if !matches!(opts.algorithm, Algorithm::Pvs | Algorithm::Mtdf) {
                    assert!(row.leaves_evaluated <= c.leaves_total);
                }
            }
        }
    }
}

#[test]
fn best_first_sorts_max_descending_and_min_ascending() {
    for seed in 0..500u64 {
        let t = random_tree(seed, 4, true);
        let best = reorder(&t, Order::Best, 0, None).tree;
        let worst = reorder(&t, Order::Worst, 0, None).tree;
        for (tree, flip) in [(&best, false), (&worst, true)] {
            for id in 0..tree.len() as NodeId {
                let keys: Vec<Value> = tree
                    .children(id)
                    .map(|c| tree.leaf_value(c).or(tree.h(c)).unwrap())
                    .collect();
                let descending = (tree.player(id) == Player::Max) != flip;
                for w in keys.windows(2) {
                    assert!(
                        if descending { w[0] >= w[1] } else { w[0] <= w[1] },
                        "seed {seed} node {id}"
                    );
                }
            }
        }
    }
}

#[test]
fn the_ideal_ordering_reaches_knuth_and_moores_best_case_exactly() {
    let mut checked = 0;
    for seed in 0..400u64 {
        let b = 2 + (seed % 3) as u32;
        let d = 1 + (seed / 3 % 5) as u32;
        let t = distinct_uniform(seed, b, d);
        let best = Uniform::new(b, d).best_case as usize;
        for opts in all_options(None, false, false)
            .into_iter()
            .filter(|o| o.algorithm != Algorithm::Minimax)
        {
            let c = compare(&t, &opts, seed).unwrap();
            assert_eq!(c.uniform.as_ref().unwrap().best_case as usize, best);
            let ideal = c.rows.iter().find(|r| r.order == Order::Ideal).unwrap();
            checked += 1;
            // Fail-hard under strict ties cannot reach it: its m never drops
            // below α, so its strict test m < α never fires where the minimal
            // tree needs it (see ARCHITECTURE.md); every other variant meets
            // the best case exactly.
            // MTD(f) searches the root several times: its evaluations over
            // all passes are at least the best case, not equal to it.
            if opts.algorithm == Algorithm::Mtdf
                || (opts.algorithm == Algorithm::AlphaBetaHard && opts.ties == Ties::Strict)
            {
                assert!(
                    ideal.leaves_evaluated >= best,
                    "seed {seed} b {b} d {d}: {}",
                    format(&t)
                );
                continue;
            }
            assert_eq!(
                ideal.leaves_evaluated,
                best,
                "seed {seed} b {b} d {d} {opts:?}: {}",
                format(&t)
            );
            for row in &c.rows {
                assert!(
                    row.leaves_evaluated >= best,
                    "seed {seed} {:?} beat the best case",
                    row.order
                );
            }
        }
    }
    // Five algorithms that cut (PVS among them, which meets the best case
    // too: with the ideal order no null-window test fails; Star2, which on
    // a tree without chance nodes is α-β) × two tie rules.
    assert_eq!(checked, 4000);
}

#[test]
fn with_ties_the_ideal_ordering_never_exceeds_the_best_case_under_the_seeds_rule() {
    for seed in 0..1000u64 {
        let b = 2 + (seed % 3) as u32;
        let d = 1 + (seed / 3 % 4) as u32;
        let mut spec = alphabeta::random::RandomSpec::default();
        (spec.seed, spec.min_branch, spec.max_branch, spec.depth) = (seed, b, b, d);
        (spec.min_value, spec.max_value) = (-2, 2);
        let t = alphabeta::random::generate(&spec).unwrap();
        let o = Options::default();
        let ideal = search(&reorder(&t, Order::Ideal, 0, None).tree, &o).unwrap();
        assert!(
            ideal.leaves_evaluated() as u64 <= Uniform::new(b, d).best_case,
            "seed {seed}: {}",
            format(&t)
        );
    }
}

#[test]
fn schema_6_bis_best_first_evaluates_the_seeds_eleven_leaves() {
    let p = alphabeta::presets::find("schema6bis").unwrap();
    let t = alphabeta::notation::parse(p.notation).unwrap();
    let c = compare(&t, &Options::default(), 1).unwrap();
    let get = |o: Order| c.rows.iter().find(|r| r.order == o).unwrap().leaves_evaluated;
    assert_eq!(get(Order::Given), 11);
    assert_eq!(get(Order::Best), 11);
    assert_eq!(c.leaves_total, 27);
    assert!(get(Order::Worst) > 11);
}
