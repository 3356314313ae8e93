//! PVS (principal variation search) against an independent recursive
//! reference written here, on thousands of seeded trees, both tie rules,
//! with depth limits P (h on inner nodes): the root value is minimax's, and
//! every visit (node and the window it is searched with), every test, every
//! re-search and every leaf evaluated is the reference's, in order. The
//! trace's states are checked against a plain replay of its steps, in
//! which a re-search sets the child's subtree back to unvisited.

use alphabeta::notation::{format, parse};
use alphabeta::search::{search, Algorithm, Options, Ties};
use alphabeta::trace::{Status, StepKind};
use alphabeta::tree::{NodeId, Player, Tree};

use crate::common;
use common::{cuts, down, limits, minimax, up};

/// What the reference did, in order.
#[derive(Debug, Default, PartialEq)]
struct Log {
    /// Every node searched or evaluated, with its window (α, β).
    visits: Vec<(NodeId, f64, f64)>,
    /// The children tested with a null window.
    tests: Vec<NodeId>,
    /// The children searched again.
    researches: Vec<NodeId>,
    /// The nodes evaluated (leaves, or nodes at the depth limit).
    evals: Vec<NodeId>,
}

/// PVS, recursively, as `search/pvs.rs` documents it: fail-soft α-β whose
/// later children (not evaluated ones) are tested with the null window
/// (α, α⁺) at MAX, (β⁻, β) at MIN under the seeds' tie rule, (α, α) and
/// (β, β) under the strict one, and searched again with the full window
/// when the test returns t > α (t < β at MIN) without making the node cut.
fn pvs(t: &Tree, id: NodeId, mut a: f64, mut b: f64, strict: bool, limit: Option<u32>, log: &mut Log) -> f64 {
    log.visits.push((id, a, b));
    if t.is_leaf(id) || limit == Some(t.depth(id)) {
        log.evals.push(id);
        return t.leaf_value(id).or_else(|| t.h(id)).unwrap().get();
    }
    let max = t.player(id) == Player::Max;
    let mut m = if max { f64::NEG_INFINITY } else { f64::INFINITY };
    for (i, c) in t.children(id).enumerate() {
        let evaluated = t.is_leaf(c) || limit == Some(t.depth(c));
        let (na, nb) = match (max, strict) {
            (true, false) => (a, up(a)),
            (true, true) => (a, a),
            (false, false) => (down(b), b),
            (false, true) => (b, b),
        };
        let narrower = if max { b > nb } else { a < na };
        let v = if i == 0 || evaluated || !narrower {
            pvs(t, c, a, b, strict, limit, log)
        } else {
            log.tests.push(c);
            let r = pvs(t, c, na, nb, strict, limit, log);
            let again = if max {
                r > a && !cuts(true, r, b, strict)
            } else {
                r < b && !cuts(false, r, a, strict)
            };
            if again {
                log.researches.push(c);
                pvs(t, c, a, b, strict, limit, log)
            } else {
                r
            }
        };
        m = if max { m.max(v) } else { m.min(v) };
        if cuts(max, m, if max { b } else { a }, strict) {
            return m;
        }
        if max {
            a = a.max(m);
        } else {
            b = b.min(m);
        }
    }
    m
}

fn pvs_options(ties: Ties, depth_limit: Option<u32>) -> Options {
    Options {
        algorithm: Algorithm::Pvs,
        ties,
        depth_limit,
        ..Options::default()
    }
}

const TREES: u64 = 3_000;

#[test]
fn pvs_is_the_reference_visit_for_visit() {
    let mut researched = 0;
    let mut tested = 0;
    for seed in 0..TREES {
        let t = common::random_tree(seed, 5, seed % 2 == 0);
        for limit in limits(&t) {
            for ties in [Ties::Prune, Ties::Strict] {
                let strict = ties == Ties::Strict;
                let mut log = Log::default();
                let want = pvs(&t, 0, f64::NEG_INFINITY, f64::INFINITY, strict, limit, &mut log);
                let what = format!("seed {seed} {ties:?} P={limit:?}: {}", format(&t));
                assert_eq!(want, minimax(&t, 0, limit), "the reference itself, {what}");
                let tr = search(&t, &pvs_options(ties, limit)).unwrap();
                assert_eq!(tr.root_value().get(), want, "{what}");
                let mut got = Log::default();
                for (i, s) in tr.steps().iter().enumerate() {
                    let k = i as u32 + 1;
                    match s.kind {
                        StepKind::Enter | StepKind::Eval => {
                            let (a, b, _, _) = tr.inherited_at(s.node, k).unwrap();
                            got.visits.push((s.node, a.get(), b.get()));
                            if s.kind == StepKind::Eval {
                                got.evals.push(s.node);
                            }
                        }
                        StepKind::Test => got.tests.push(s.node),
                        StepKind::Research => got.researches.push(s.node),
                        _ => {}
                    }
                }
                assert_eq!(got, log, "{what}");
                assert_eq!(tr.leaves_evaluated(), log.evals.len(), "{what}");
                assert_eq!(tr.researches(), log.researches.len(), "{what}");
                researched += log.researches.len();
                tested += log.tests.len();
            }
        }
    }
    // The trees exercise what the test is about.
    assert!(
        tested > 10_000 && researched > 1_000,
        "{tested} tests, {researched} re-searches"
    );
}

/// The states the trace gives at every position are those of a plain
/// replay of its steps: enter → path, eval → evaluated, leave → done, a
/// cut prunes the later siblings' subtrees, and a re-search sets the
/// child's subtree back to unvisited.
#[test]
fn pvs_states_follow_a_replay_of_the_steps() {
    for seed in 0..600 {
        let t = common::random_tree(seed, 4, true);
        for ties in [Ties::Prune, Ties::Strict] {
            let tr = search(&t, &pvs_options(ties, None)).unwrap();
            let n = t.len();
            let mut st = vec![Status::Unvisited; n];
            // The last child each node got a value from.
            let mut last = vec![NodeId::MAX; n];
            for k in 0..=tr.len() {
                if k > 0 {
                    let s = tr.step(k).unwrap();
                    let id = s.node as usize;
                    match s.kind {
                        StepKind::Enter => st[id] = Status::Path,
                        StepKind::Eval => st[id] = Status::Evaluated,
                        StepKind::Leave => st[id] = Status::Done,
                        StepKind::Return => last[t.parent(s.node).unwrap() as usize] = s.node,
                        StepKind::Cut => {
                            let after = last[id];
                            for c in t.children(s.node).filter(|&c| c > after) {
                                for j in c..t.end(c) {
                                    st[j as usize] = Status::Pruned;
                                }
                            }
                        }
                        StepKind::Research => {
                            for j in s.node..t.end(s.node) {
                                st[j as usize] = Status::Unvisited;
                            }
                        }
                        _ => {}
                    }
                }
                for id in 0..n as NodeId {
                    assert_eq!(
                        tr.state(id, k).status,
                        st[id as usize],
                        "seed {seed} {ties:?} k={k} node {id}: {}",
                        format(&t)
                    );
                }
            }
        }
    }
}

/// Under the seeds' tie rule the null window is (α, α⁺), not (α, α): on
/// this tree the empty window would let the MAX grandchild cut at exactly
/// 3 and its MIN parent then call "≤ 3" a child worth 8. PVS finds 8, and
/// the window R.2 is tested with is written 3⁺ by the narration.
#[test]
fn the_null_window_under_the_seeds_rule_is_not_empty() {
    let t = parse("[3, [[3, 8]]]").unwrap();
    let tr = search(&t, &pvs_options(Ties::Prune, None)).unwrap();
    assert_eq!(tr.root_value().get(), 8.0);
    let enter = tr
        .steps()
        .iter()
        .position(|s| s.kind == StepKind::Enter && s.node == 2)
        .unwrap() as u32
        + 1;
    let (a, b, _, _) = tr.inherited_at(2, enter).unwrap();
    assert_eq!((a.get(), b.get()), (3.0, up(3f64)));
    assert_eq!(tr.researches(), 1);
    let text = alphabeta::narrate::narrate(&t, &tr, enter, alphabeta::lang::Lang::En);
    assert!(text.contains("β = 3⁺"), "{text}");
}
