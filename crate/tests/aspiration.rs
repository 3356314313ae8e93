//! Aspiration windows against an independent reference written here: a
//! recursive α-β (fail-soft as seeds 001/003, fail-hard as seed 000) run
//! first with (g − δ, g + δ) and again with the failed side widened, on
//! thousands of seeded trees, both tie rules, with depth limits. The root
//! value is minimax's, and the searches (each root window, in order), the
//! re-searches and the leaves evaluated are the reference's.

use alphabeta::lang::Lang;
use alphabeta::narrate::narrate;
use alphabeta::notation::{format, parse};
use alphabeta::random::SplitMix64 as Rng;
use alphabeta::search::{search, Algorithm, Options, Ties};
use alphabeta::trace::{Status, StepKind};
use alphabeta::tree::{NodeId, Player, Tree};
use alphabeta::value::Value;

use crate::common;
use common::{cuts, limits};

fn evaluated(t: &Tree, id: NodeId, limit: Option<u32>) -> Option<f64> {
    (t.is_leaf(id) || limit == Some(t.depth(id))).then(|| t.leaf_value(id).or_else(|| t.h(id)).unwrap().get())
}

/// Which α-β: fail-hard or fail-soft, the tie rule, the depth limit.
#[derive(Clone, Copy)]
struct How {
    hard: bool,
    strict: bool,
    limit: Option<u32>,
}

/// α-β, recursively: fail-soft (u from ∓∞, α/β move) or fail-hard (m from
/// α/β, handed down). Logs the nodes evaluated.
fn alpha_beta(t: &Tree, id: NodeId, mut a: f64, mut b: f64, how: How, evals: &mut Vec<NodeId>) -> f64 {
    let How { hard, strict, limit } = how;
    if let Some(v) = evaluated(t, id, limit) {
        evals.push(id);
        return v;
    }
    let max = t.player(id) == Player::Max;
    let mut m = match (hard, max) {
        (true, true) => a,
        (true, false) => b,
        (false, true) => f64::NEG_INFINITY,
        (false, false) => f64::INFINITY,
    };
    for c in t.children(id) {
        let v = match (hard, max) {
            (true, true) => alpha_beta(t, c, m, b, how, evals),
            (true, false) => alpha_beta(t, c, a, m, how, evals),
            _ => alpha_beta(t, c, a, b, how, evals),
        };
        m = if max { m.max(v) } else { m.min(v) };
        if cuts(max, m, if max { b } else { a }, strict) {
            return m;
        }
        if !hard {
            if max {
                a = a.max(m);
            } else {
                b = b.min(m);
            }
        }
    }
    m
}

fn minimax(t: &Tree, id: NodeId, limit: Option<u32>) -> f64 {
    if let Some(v) = evaluated(t, id, limit) {
        return v;
    }
    let vals = t.children(id).map(|c| minimax(t, c, limit));
    match t.player(id) {
        Player::Max => vals.fold(f64::NEG_INFINITY, f64::max),
        Player::Min => vals.fold(f64::INFINITY, f64::min),
    }
}

/// Aspiration windows as `docs/windows.md` says: (g − δ, g + δ) within
/// (−∞, +∞); a value t ≤ a (t ≥ b) fails and the side is widened to −∞
/// (+∞). Returns the value, the root windows in order and the evaluations.
fn aspiration(
    t: &Tree,
    g: f64,
    d: f64,
    hard: bool,
    strict: bool,
    limit: Option<u32>,
) -> (f64, Vec<(f64, f64)>, Vec<NodeId>) {
    let (mut a, mut b) = (g - d, g + d);
    let mut windows = Vec::new();
    let mut evals = Vec::new();
    loop {
        windows.push((a, b));
        let v = alpha_beta(t, 0, a, b, How { hard, strict, limit }, &mut evals);
        if a > f64::NEG_INFINITY && v <= a {
            a = f64::NEG_INFINITY;
        } else if b < f64::INFINITY && v >= b {
            b = f64::INFINITY;
        } else {
            return (v, windows, evals);
        }
    }
}

#[test]
fn aspiration_is_the_reference_search_for_search() {
    let mut failed = 0;
    let mut phases = 0;
    for seed in 0..3_000u64 {
        let t = common::random_tree(seed, 5, seed % 2 == 0);
        let mut rng = Rng::new(seed ^ 0xA5);
        let g = rng.below(9) as f64 - 4.0;
        let d = [0.5, 1.0, 2.0][rng.below(3) as usize];
        for limit in limits(&t) {
            for algorithm in [Algorithm::AlphaBeta, Algorithm::AlphaBetaHard] {
                for ties in [Ties::Prune, Ties::Strict] {
                    let hard = algorithm == Algorithm::AlphaBetaHard;
                    let strict = ties == Ties::Strict;
                    let (want, windows, evals) = aspiration(&t, g, d, hard, strict, limit);
                    let what = format!(
                        "seed {seed} {algorithm:?} {ties:?} P={limit:?} g={g} δ={d}: {}",
                        format(&t)
                    );
                    assert_eq!(want, minimax(&t, 0, limit), "the reference itself, {what}");
                    let opts = Options {
                        algorithm,
                        ties,
                        depth_limit: limit,
                        aspiration: Some((Value::new(g).unwrap(), Value::new(d).unwrap())),
                        ..Options::default()
                    };
                    let tr = search(&t, &opts).unwrap();
                    assert_eq!(tr.root_value().get(), want, "{what}");
                    let mut got_windows = Vec::new();
                    let mut got_evals = Vec::new();
                    for (i, s) in tr.steps().iter().enumerate() {
                        let k = i as u32 + 1;
                        if matches!(s.kind, StepKind::Enter | StepKind::Eval) && s.node == 0 {
                            let (a, b, _, _) = tr.inherited_at(0, k).unwrap();
                            got_windows.push((a.get(), b.get()));
                        }
                        if s.kind == StepKind::Eval {
                            got_evals.push(s.node);
                        }
                    }
                    assert_eq!(got_windows, windows, "{what}");
                    assert_eq!(got_evals, evals, "{what}");
                    assert_eq!(tr.researches(), windows.len() - 1, "{what}");
                    assert_eq!(tr.steps()[0].kind, StepKind::Aspiration, "{what}");
                    failed += windows.len() - 1;
                    phases += windows.len();
                    // What the search ends with holds no node of a set-aside
                    // phase: every node is reached, pruned, beyond or never
                    // reached in the last phase, as plain α-β with the last
                    // window leaves it.
                    let last = windows.last().unwrap();
                    let plain = search(
                        &t,
                        &Options {
                            alpha: Value::new(last.0).unwrap(),
                            beta: Value::new(last.1).unwrap(),
                            aspiration: None,
                            ..opts
                        },
                    )
                    .unwrap();
                    for id in 0..t.len() as NodeId {
                        let (ours, theirs) = (tr.state(id, tr.len()), plain.state(id, plain.len()));
                        assert_eq!((ours.status, ours.m), (theirs.status, theirs.m), "{what} node {id}");
                    }
                }
            }
        }
    }
    assert!(
        failed > 5_000 && phases > failed,
        "{failed} failures in {phases} searches"
    );
}

/// With iterative deepening the guess is the previous iteration's value
/// (the last `Deepen` step's), and the aspiration step comes after them.
#[test]
fn with_deepening_the_guess_is_the_previous_iteration_value() {
    let mut checked = 0;
    for seed in 0..500u64 {
        let t = common::random_tree(seed, 4, true);
        if t.height() < 2 {
            continue;
        }
        let opts = Options {
            deepening: true,
            aspiration: Some((Value::int(100), Value::int(1))),
            ..Options::default()
        };
        let tr = search(&t, &opts).unwrap();
        let steps = tr.steps();
        let at = steps.iter().position(|s| s.kind == StepKind::Aspiration).unwrap();
        assert_eq!(steps[at - 1].kind, StepKind::Deepen, "seed {seed}");
        assert_eq!(steps[at].value, steps[at - 1].value, "seed {seed}");
        assert_eq!(tr.root_value().get(), minimax(&t, 0, None), "seed {seed}");
        checked += 1;
    }
    assert!(checked > 300);
}

/// The classic tree guessed at 6 ± 1: the first search fails low (R returns
/// 5 ≤ α = 5), the root is searched again with (−∞, 7); the sentences say
/// so in both languages, and from the re-search on the first search's nodes
/// show as not reached.
#[test]
fn a_failed_aspiration_is_narrated_and_set_aside() {
    let t = parse("[[3, 12, 8], [2, 4, 6], [14, 5, 2]]").unwrap();
    let opts = Options {
        aspiration: Some((Value::int(6), Value::int(1))),
        ..Options::default()
    };
    let tr = search(&t, &opts).unwrap();
    assert_eq!(tr.root_value().get(), 3.0);
    let find = |kind| tr.steps().iter().position(|s| s.kind == kind).unwrap() as u32 + 1;
    let (fail, research) = (find(StepKind::Fail), find(StepKind::Research));
    assert_eq!(research, fail + 1);
    let say = |k, lang| narrate(&t, &tr, k, lang);
    assert!(say(1, Lang::En).contains("window (5, 7)"), "{}", say(1, Lang::En));
    assert!(
        say(fail, Lang::En).contains("fails low: R returns 5 ≤ α = 5"),
        "{}",
        say(fail, Lang::En)
    );
    assert!(
        say(fail, Lang::Fr).contains("échoue par le bas"),
        "{}",
        say(fail, Lang::Fr)
    );
    assert!(
        say(research, Lang::En).contains("(−∞, 7)"),
        "{}",
        say(research, Lang::En)
    );
    assert!(
        say(research, Lang::Fr).contains("Nouvelle recherche"),
        "{}",
        say(research, Lang::Fr)
    );
    // R.1.2 was pruned in the first search, is unvisited from the
    // re-search on, and evaluated in it.
    let r12 = 3;
    assert_eq!(tr.state(r12, fail).status, Status::Pruned);
    assert_eq!(tr.state(r12, research).status, Status::Unvisited);
    assert_eq!(tr.state(r12, tr.len()).status, Status::Evaluated);
}

/// Aspiration needs δ > 0 and a search that reads windows.
#[test]
fn bad_aspirations_are_refused() {
    let t = parse("[1, 2]").unwrap();
    for (algorithm, d) in [
        (Algorithm::AlphaBeta, 0),
        (Algorithm::AlphaBeta, -1),
        (Algorithm::Minimax, 1),
    ] {
        let opts = Options {
            algorithm,
            aspiration: Some((Value::int(0), Value::int(d))),
            ..Options::default()
        };
        assert!(search(&t, &opts).is_err(), "{algorithm:?} δ={d}");
    }
}
