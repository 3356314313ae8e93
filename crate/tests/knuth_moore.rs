//! Knuth and Moore's node types (PV, CUT, ALL) and the minimal tree: the
//! ideal types count b^⌈d/2⌉ + b^⌊d/2⌋ − 1 leaves on every uniform tree;
//! on a perfectly ordered tree with distinct values, α-β fail-soft and PVS
//! give every node they reach the type it would have, and reach exactly the
//! minimal tree; on any tree, the types a search gives agree with what each
//! node returned against its true value.

use alphabeta::notation::{format, parse};
use alphabeta::ordering::{reorder, Order};
use alphabeta::search::{search, Algorithm, Options, Ties};
use alphabeta::stats::{actual_types, ideal_types, stats, NodeType};
use alphabeta::tree::{NodeId, Player, Tree};

use crate::common;
use common::distinct_uniform;

#[test]
fn the_minimal_tree_of_a_uniform_tree_has_knuth_and_moores_leaves() {
    for b in 1..=4u32 {
        for d in 1..=5u32 {
            let t = distinct_uniform(u64::from(b * 10 + d), b, d);
            let o = Options::default();
            let ideal = ideal_types(&t, &o);
            let leaves = (0..t.len() as NodeId)
                .filter(|&id| t.is_leaf(id) && ideal[id as usize].is_some())
                .count() as u64;
            let formula = u64::from(b).pow(d.div_ceil(2)) + u64::from(b).pow(d / 2) - 1;
            assert_eq!(leaves, formula, "b {b} d {d}");
            let tr = search(&t, &o).unwrap();
            let s = stats(&t, &tr);
            assert_eq!(s.minimal.leaves as u64, formula, "b {b} d {d}");
            assert_eq!(
                s.minimal.nodes,
                ideal.iter().filter(|x| x.is_some()).count(),
                "b {b} d {d}"
            );
        }
    }
}

#[test]
fn a_perfectly_ordered_search_gives_every_node_its_ideal_type() {
    let mut typed = 0;
    for seed in 0..300u64 {
        let b = 2 + (seed % 3) as u32;
        let d = 2 + (seed / 3 % 4) as u32;
        let t = reorder(&distinct_uniform(seed, b, d), Order::Ideal, 0, None).tree;
        for algorithm in [Algorithm::AlphaBeta, Algorithm::Pvs] {
            let o = Options {
                algorithm,
                ties: Ties::Prune,
                ..Options::default()
            };
            let tr = search(&t, &o).unwrap();
            let ideal = ideal_types(&t, &o);
            let actual = actual_types(&t, &tr);
            for id in 0..t.len() as NodeId {
                if tr.visited(id) {
                    assert_eq!(
                        actual[id as usize],
                        ideal[id as usize],
                        "seed {seed} {algorithm:?} node {id}: {}",
                        format(&t)
                    );
                    typed += 1;
                }
                assert_eq!(
                    tr.visited(id),
                    ideal[id as usize].is_some(),
                    "seed {seed} {algorithm:?} node {id}"
                );
            }
            assert_eq!(
                tr.nodes_visited(),
                stats(&t, &tr).minimal.nodes,
                "seed {seed} {algorithm:?}"
            );
        }
    }
    assert!(typed > 2_000, "{typed}");
}

/// The true minimax value of every node, children first.
fn truth(t: &Tree) -> Vec<f64> {
    let mut v = vec![0.0; t.len()];
    for id in (0..t.len() as NodeId).rev() {
        v[id as usize] = match t.leaf_value(id) {
            Some(x) => x.get(),
            None => {
                let kids = t.children(id).map(|c| v[c as usize]);
                match t.player(id) {
                    Player::Max => kids.fold(f64::NEG_INFINITY, f64::max),
                    Player::Min => kids.fold(f64::INFINITY, f64::min),
                }
            }
        };
    }
    v
}

/// On any tree and every algorithm that cuts: a PV node returned its true
/// value; a CUT node returned a bound beyond which its true value lies on
/// its own player's side (≥ at MAX, ≤ at MIN); an ALL node one on the other
/// side; leaves are typed as inner nodes are; nodes not reached have none.
#[test]
fn actual_types_say_what_each_node_returned() {
    let mut seen = [0usize; 3];
    for seed in 0..2_000u64 {
        let t = common::random_tree(seed, 5, false);
        let v = truth(&t);
        for algorithm in [
            Algorithm::AlphaBeta,
            Algorithm::AlphaBetaHard,
            Algorithm::Pvs,
            Algorithm::Mtdf,
        ] {
            for ties in [Ties::Prune, Ties::Strict] {
                let tr = search(
                    &t,
                    &Options {
                        algorithm,
                        ties,
                        ..Options::default()
                    },
                )
                .unwrap();
                for (id, ty) in actual_types(&t, &tr).into_iter().enumerate() {
                    let id = id as NodeId;
                    let Some(ty) = ty else {
                        assert!(tr.returned(id).is_none(), "seed {seed} node {id}");
                        continue;
                    };
                    let (m, real) = (tr.returned(id).unwrap().0.get(), v[id as usize]);
                    let max = t.player(id) == Player::Max;
                    let ok = match ty {
                        NodeType::Pv => m == real,
                        NodeType::Cut => {
                            if max {
                                real >= m
                            } else {
                                real <= m
                            }
                        }
                        NodeType::All => {
                            if max {
                                real <= m
                            } else {
                                real >= m
                            }
                        }
                    };
                    assert!(
                        ok,
                        "seed {seed} {algorithm:?} {ties:?} node {id} {ty:?}: m {m}, true {real}: {}",
                        format(&t)
                    );
                    seen[ty as usize - 1] += 1;
                }
            }
        }
    }
    assert!(seen.iter().all(|&n| n > 10_000), "{seen:?}");
}

/// The JSON carries both types on every node.
#[test]
fn the_report_carries_both_types() {
    let t = parse("[[3, 12, 8], [2, 4, 6], [14, 5, 2]]").unwrap();
    let tr = search(&t, &Options::default()).unwrap();
    let r = serde_json::to_value(alphabeta::report::report(&t, &tr)).unwrap();
    let ty = |id: usize, k: &str| r["nodes"][id][k].clone();
    assert_eq!((ty(0, "idealType"), ty(0, "actualType")), ("pv".into(), "pv".into()));
    // R.2 cuts at once; R.3 is searched whole, but its 2 ≤ α = 3 refutes
    // it all the same: CUT in both.
    assert_eq!((ty(5, "idealType"), ty(5, "actualType")), ("cut".into(), "cut".into()));
    assert_eq!((ty(9, "idealType"), ty(9, "actualType")), ("cut".into(), "cut".into()));
    // Leaves are typed too: R.1.1 is on the principal variation; R.1.2's
    // 12 ≥ β = 3 refutes it (CUT); R.2.1's 2 ≤ α = 3 is ALL, the first
    // child of a CUT node, as in a perfectly ordered tree.
    for (id, want) in [(2, "pv"), (3, "cut"), (6, "all")] {
        assert_eq!(
            (ty(id, "idealType"), ty(id, "actualType")),
            (want.into(), want.into()),
            "{id}"
        );
    }
    // Leaves not reached have no type.
    assert_eq!(ty(7, "actualType"), serde_json::Value::Null);
    assert_eq!(r["minimal"]["leaves"], 5);
    // Badly ordered: R.2 (ideal CUT) improves on R.1 and is PV here.
    let t = parse("[[2, 4, 6], [3, 12, 8], [14, 5, 2]]").unwrap();
    let tr = search(&t, &Options::default()).unwrap();
    let r = serde_json::to_value(alphabeta::report::report(&t, &tr)).unwrap();
    assert_eq!(
        (&r["nodes"][5]["idealType"], &r["nodes"][5]["actualType"]),
        (&"cut".into(), &"pv".into())
    );
}
