//! The practice checker against the trace and against an independent α-β,
//! on thousands of seeded random trees, for every algorithm, both tie rules
//! and every level of detail; and the exercise generator's promises.

use alphabeta::exercise::{exercise, parse_id, Difficulty};
use alphabeta::practice::{check, perfect_answer, solution, Answer, Detail, Field, NodeAnswer, Verdict};
use alphabeta::random::{generate, RandomSpec, SplitMix64};
use alphabeta::search::{search, Algorithm, Options, Ties};
use alphabeta::trace::{CutKind, Trace};
use alphabeta::tree::{NodeId, Player, Tree};
use alphabeta::value::Value;

const ALGORITHMS: [Algorithm; 3] = [Algorithm::Minimax, Algorithm::AlphaBeta, Algorithm::AlphaBetaHard];
const DETAILS: [Detail; 3] = [Detail::Cuts, Detail::Values, Detail::Full];

/// Random trees with many ties (values 0..=4) so that the tie rules differ.
fn tree(seed: u64) -> Tree {
    let mut rng = SplitMix64::new(seed);
    generate(&RandomSpec {
        seed: rng.next_u64(),
        min_branch: 1,
        max_branch: 3,
        depth: 1 + rng.below(4) as u32,
        min_value: 0,
        max_value: 4,
        irregular: seed % 2 == 0,
    })
    .unwrap()
}

fn options(algorithm: Algorithm, ties: Ties) -> Options {
    Options {
        algorithm,
        ties,
        ..Options::default()
    }
}

/// A textbook recursive α-β (or minimax, with an infinite window held
/// fixed), written from the seeds' pseudo-code and independent of the
/// engine: it marks the nodes it visits and returns the root's value.
/// Fail-hard hands down values clamped to the window, so under strict ties
/// it can visit more than fail-soft: it has its own branch.
fn reference_visits(t: &Tree, id: NodeId, mut a: Value, mut b: Value, o: &Options, seen: &mut [bool]) -> Value {
    seen[id as usize] = true;
    if let Some(v) = t.leaf_value(id) {
        return v;
    }
    let pruning = o.algorithm != Algorithm::Minimax;
    let cuts = |m: Value, bound: Value, max: bool| match (o.ties, max) {
        (Ties::Prune, true) => m >= bound,
        (Ties::Strict, true) => m > bound,
        (Ties::Prune, false) => m <= bound,
        (Ties::Strict, false) => m < bound,
    };
    let max = t.player(id) == Player::Max;
    let hard = o.algorithm == Algorithm::AlphaBetaHard;
    // Fail-hard (seed 000's C function) starts m at the bound it raises and
    // hands m itself down; fail-soft (seed 001) starts at ∓∞.
    let mut m = match (max, hard) {
        (true, true) => a,
        (false, true) => b,
        (true, false) => Value::NEG_INF,
        (false, false) => Value::POS_INF,
    };
    for c in t.children(id) {
        let v = if hard && max {
            reference_visits(t, c, m, b, o, seen)
        } else if hard {
            reference_visits(t, c, a, m, o, seen)
        } else {
            reference_visits(t, c, a, b, o, seen)
        };
        if max {
            m = m.max(v);
            if pruning && cuts(m, b, true) {
                return m;
            }
            a = a.max(m);
        } else {
            m = m.min(v);
            if pruning && cuts(m, a, false) {
                return m;
            }
            b = b.min(m);
        }
    }
    m
}

/// The true minimax value of every node (children before parents).
fn minimax_values(t: &Tree) -> Vec<Value> {
    let mut v = vec![Value::int(0); t.len()];
    for id in (0..t.len() as NodeId).rev() {
        v[id as usize] = match t.leaf_value(id) {
            Some(x) => x,
            None => {
                let kids = t.children(id).map(|c| v[c as usize]);
                if t.player(id) == Player::Max {
                    kids.fold(Value::NEG_INF, Value::max)
                } else {
                    kids.fold(Value::POS_INF, Value::min)
                }
            }
        };
    }
    v
}

fn each_case(mut f: impl FnMut(u64, &Tree, &Trace, &Options)) {
    for seed in 0..600 {
        let t = tree(seed);
        for algorithm in ALGORITHMS {
            for ties in [Ties::Prune, Ties::Strict] {
                let o = options(algorithm, ties);
                let tr = search(&t, &o).unwrap();
                f(seed, &t, &tr, &o);
            }
        }
    }
}

#[test]
fn the_solution_prunes_what_an_independent_alpha_beta_skips() {
    let mut pruned_seen = 0;
    each_case(|seed, t, tr, o| {
        let mut seen = vec![false; t.len()];
        let root = reference_visits(t, 0, Value::NEG_INF, Value::POS_INF, o, &mut seen);
        assert_eq!(root, tr.root_value(), "seed {seed} {o:?}");
        let truth = minimax_values(t);
        for s in solution(t, tr) {
            assert_eq!(s.pruned, !seen[s.node as usize], "seed {seed} node {} {o:?}", s.node);
            pruned_seen += usize::from(s.pruned);
            // An exact m is the true minimax value.
            if let Some(m) = s.m.as_deref().filter(|m| !m.starts_with(['≥', '≤'])) {
                let expected = alphabeta::lang::show(truth[s.node as usize]);
                assert_eq!(m, expected, "seed {seed} node {} {o:?}", s.node);
            }
        }
    });
    assert!(pruned_seen > 1000, "the trees must have cuts to test: {pruned_seen}");
}

#[test]
fn a_perfect_answer_has_no_mistake_at_any_detail() {
    each_case(|seed, t, tr, o| {
        for detail in DETAILS {
            let a = perfect_answer(t, tr, detail);
            let c = check(t, tr, &a).unwrap();
            assert!(c.mistakes.is_empty(), "seed {seed} {o:?} {detail:?}: {:?}", c.mistakes);
            for v in &c.nodes {
                assert!(matches!(v.verdict, Verdict::Correct | Verdict::None), "seed {seed}");
            }
        }
    });
}

#[test]
fn each_kind_of_mistake_is_flagged_at_exactly_its_node() {
    let mut tried = [0usize; 3];
    each_case(|seed, t, tr, o| {
        let perfect = perfect_answer(t, tr, Detail::Full);
        // A missed cut: drop one pruned subtree's mark.
        for (i, &top) in perfect.pruned.iter().enumerate() {
            let mut a = perfect.clone();
            a.pruned.remove(i);
            let c = check(t, tr, &a).unwrap();
            assert_eq!(c.mistakes.len(), 1, "seed {seed}");
            assert_eq!((c.mistakes[0].node, c.mistakes[0].verdict), (top, Verdict::Missed));
            let cut = tr.pruned_by(top).unwrap();
            assert_eq!(c.mistakes[0].step, Some(cut.pos));
            for id in top..t.end(top) {
                assert_eq!(c.nodes[id as usize].verdict, Verdict::Missed);
            }
            tried[0] += 1;
        }
        // An extra cut: mark one reached node other than the root.
        for id in (1..t.len() as NodeId).filter(|&id| tr.visited(id)).take(3) {
            let mut a = perfect.clone();
            a.pruned.push(id);
            let c = check(t, tr, &a).unwrap();
            assert_eq!(c.mistakes.len(), 1, "seed {seed}");
            assert_eq!((c.mistakes[0].node, c.mistakes[0].verdict), (id, Verdict::Extra));
            assert_eq!(c.mistakes[0].step, tr.visit_span(id).map(|s| s.0));
            tried[1] += 1;
        }
        // A wrong m: change one node's value by one.
        for (i, na) in perfect.nodes.iter().enumerate().take(3) {
            let Some(m) = &na.m else { continue };
            let mut a = perfect.clone();
            a.nodes[i].m = Some(if m == "99" { "98" } else { "99" }.into());
            let c = check(t, tr, &a).unwrap();
            assert_eq!(c.mistakes.len(), 1, "seed {seed} {m}");
            assert_eq!((c.mistakes[0].node, c.mistakes[0].verdict), (na.node, Verdict::Wrong));
            assert_eq!(c.nodes[na.node as usize].wrong, vec![Field::M]);
            assert_eq!(c.mistakes[0].step, tr.visit_span(na.node).map(|s| s.1));
            if o.algorithm != Algorithm::Minimax && a.nodes[i].alpha.is_some() {
                // A wrong α is decided when the node is entered.
                let mut a = perfect.clone();
                a.nodes[i].alpha = Some("1e9".into());
                let c = check(t, tr, &a).unwrap();
                assert_eq!(c.nodes[na.node as usize].wrong, vec![Field::Alpha]);
                assert_eq!(c.mistakes[0].step, tr.visit_span(na.node).map(|s| s.0));
            }
            tried[2] += 1;
        }
    });
    assert!(tried.iter().all(|&n| n > 500), "{tried:?}");
}

#[test]
fn a_bound_written_as_exact_is_wrong() {
    let t = alphabeta::notation::parse("[[3,12,8],[2,4,6],[14,5,2]]").unwrap();
    let tr = search(&t, &Options::default()).unwrap();
    let sol = solution(&t, &tr);
    assert_eq!(sol[5].m.as_deref(), Some("≤ 2"));
    let mut a = perfect_answer(&t, &tr, Detail::Values);
    let at = a.nodes.iter().position(|n| n.node == 5).unwrap();
    a.nodes[at] = NodeAnswer {
        node: 5,
        m: Some("2".into()),
        ..NodeAnswer::default()
    };
    let c = check(&t, &tr, &a).unwrap();
    assert_eq!(c.nodes[5].verdict, Verdict::Wrong);
    // Minimax asks no window even at full detail.
    let mm = search(&t, &options(Algorithm::Minimax, Ties::Prune)).unwrap();
    let full = Answer {
        detail: Detail::Full,
        ..perfect_answer(&t, &mm, Detail::Values)
    };
    assert!(check(&t, &mm, &full).unwrap().mistakes.is_empty());
}

#[test]
fn exercises_keep_their_promises() {
    for d in Difficulty::ALL {
        let req = d.requirements();
        for seed in 0..200u64 {
            let e = exercise(d, seed);
            assert_eq!(parse_id(&e.id).unwrap(), (d, seed));
            assert!(e.tree.leaf_count() <= req.max_leaves);
            let tr = search(&e.tree, &Options::default()).unwrap();
            let cuts = tr.cuts().iter().filter(|c| c.first_pruned < c.end).count();
            assert!(cuts >= req.min_cuts, "{}", e.id);
            let kinds: Vec<_> = tr.cuts().iter().map(|c| c.kind).collect();
            if req.deep {
                assert!(kinds.contains(&CutKind::Deep), "{}", e.id);
            }
            if req.shallow {
                assert!(kinds.contains(&CutKind::Shallow), "{}", e.id);
            }
        }
    }
}
