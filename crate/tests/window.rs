//! Cuts by the initial window (issue 30's defect): a bound that no node set
//! is the initial window's own, so the cut it fires is neither shallow
//! (the root has no parent) nor deep (no ancestor set it). It gets its own
//! kind, its own sentence and its own count.

use alphabeta::lang::Lang;
use alphabeta::narrate::narrate;
use alphabeta::notation::parse;
use alphabeta::random::{generate, RandomSpec, SplitMix64};
use alphabeta::search::{search, Algorithm, Options, Ties};
use alphabeta::stats::stats;
use alphabeta::trace::CutKind;
use alphabeta::value::Value;

fn windowed(text: &str, alpha: i32, beta: i32) -> (alphabeta::tree::Tree, alphabeta::trace::Trace) {
    let tree = parse(text).unwrap();
    let opts = Options {
        alpha: Value::int(alpha),
        beta: Value::int(beta),
        ..Options::default()
    };
    let trace = search(&tree, &opts).unwrap();
    (tree, trace)
}

/// The root R (MAX) gets 7 from R.1 with β = 6 from the window: 7 ≥ 6
/// stops R. The bound is the window's; the root has no parent.
#[test]
fn a_cut_at_the_root_is_the_windows_and_names_no_parent() {
    let (tree, trace) = windowed("[[7,8],[1,2]]", -100, 6);
    let cuts = trace.cuts();
    assert_eq!(cuts.len(), 1);
    assert_eq!((cuts[0].node, cuts[0].kind), (0, CutKind::Window));
    let k = cuts[0].pos;
    let en = narrate(&tree, &trace, k, Lang::En);
    let fr = narrate(&tree, &trace, k, Lang::Fr);
    assert_eq!(
        en,
        "Cut by the initial window at R (MAX): m = 7 ≥ β = 6, the window's own bound, which no node set. Pruned: R.2."
    );
    assert_eq!(
        fr,
        "Coupure par la fenêtre initiale en R (Max) : m = 7 ≥ β = 6, borne de la fenêtre elle-même, qu’aucun nœud n’a fixée. Élagués : R.2."
    );
    for s in [&en, &fr] {
        assert!(
            !s.contains("parent") && !s.contains("père") && !s.contains("Shallow"),
            "{s}"
        );
    }
    let s = stats(&tree, &trace);
    assert_eq!((s.cuts_shallow, s.cuts_deep, s.cuts_window), (0, 0, 1));
}

/// Below the root: R.1 (MIN) inherits α = 4 from the window, unchanged by
/// R, and its first leaf 3 ≤ 4 stops it. Once called deep; no node set 4.
#[test]
fn a_window_bound_handed_down_is_not_a_deep_cut() {
    let (tree, trace) = windowed("[[3,8],[9]]", 4, 100);
    let cuts = trace.cuts();
    assert_eq!(cuts.len(), 1);
    assert_eq!((cuts[0].node, cuts[0].kind), (1, CutKind::Window));
    let en = narrate(&tree, &trace, cuts[0].pos, Lang::En);
    assert!(
        en.starts_with("Cut by the initial window at R.1 (MIN): m = 3 ≤ α = 4"),
        "{en}"
    );
}

/// With the default window, the seeds' tie rule still meets the window's
/// own bound when a leaf is infinite: m = +∞ ≥ β = +∞ at the root, and
/// m = −∞ ≤ α = −∞ at a MIN node whose α no node raised.
#[test]
fn an_infinite_leaf_meets_the_default_window() {
    for text in ["[+inf, 1]", "[[-inf, 1], 2]"] {
        let tree = parse(text).unwrap();
        let trace = search(&tree, &Options::default()).unwrap();
        let kinds: Vec<CutKind> = trace.cuts().iter().map(|c| c.kind).collect();
        assert_eq!(kinds, [CutKind::Window], "{text}");
    }
}

/// On many seeded trees and windows, every algorithm and tie rule: a cut is
/// by the window exactly when no node set its bound, shallow exactly when
/// the cut node's parent set it, deep otherwise; the counts add up.
#[test]
fn the_kind_follows_the_source_on_random_trees() {
    let mut rng = SplitMix64::new(30);
    let mut seen = [0usize; 3];
    for seed in 0..300 {
        let spec = RandomSpec {
            seed,
            min_branch: 1,
            max_branch: 3,
            depth: 4,
            min_value: -9,
            max_value: 9,
            irregular: true,
        };
        let tree = generate(&spec).unwrap();
        let a = rng.below(12) as i32 - 8;
        let b = a + 1 + rng.below(10) as i32;
        for algorithm in [Algorithm::AlphaBeta, Algorithm::AlphaBetaHard] {
            for ties in [Ties::Prune, Ties::Strict] {
                let opts = Options {
                    algorithm,
                    ties,
                    alpha: Value::int(a),
                    beta: Value::int(b),
                    ..Options::default()
                };
                let trace = search(&tree, &opts).unwrap();
                for c in trace.cuts() {
                    let want = match (c.source.get(), tree.parent(c.node)) {
                        (None, _) => CutKind::Window,
                        (Some(s), Some(p)) if s == p => CutKind::Shallow,
                        _ => CutKind::Deep,
                    };
                    assert_eq!(
                        c.kind, want,
                        "seed {seed}, window ({a}, {b}), {algorithm:?} {ties:?}, cut at {}",
                        c.node
                    );
                    if c.kind == CutKind::Shallow || c.kind == CutKind::Deep {
                        assert!(c.source.get().is_some());
                    }
                    seen[c.kind as usize] += 1;
                }
                let s = stats(&tree, &trace);
                assert_eq!(s.cuts_shallow + s.cuts_deep + s.cuts_window, trace.cuts().len());
            }
        }
    }
    assert!(seen.iter().all(|&n| n > 0), "every kind met: {seen:?}");
}

/// A tree of depth ≤ 3 whose leaves are quarters between −5 and 5
/// (`2.25`, `-1.5`, `3`), drawn from `rng`: decimal bounds are where a
/// window's separator can be mistaken for a decimal mark.
fn decimal_tree(rng: &mut SplitMix64, depth: u32) -> String {
    if depth == 0 || (depth < 3 && rng.below(5) == 0) {
        return format!("{}", (rng.below(41) as f64 - 20.0) / 4.0);
    }
    let children: Vec<String> = (0..2 + rng.below(2)).map(|_| decimal_tree(rng, depth - 1)).collect();
    format!("[{}]", children.join(", "))
}

/// The windows a sentence writes: every parenthesised text made of two
/// bounds (digits, a decimal mark, −, ∞, ⁺, ⁻) around `sep`.
fn windows_in<'a>(sentence: &'a str, sep: &str) -> Vec<&'a str> {
    let is_bound = |s: &str| {
        !s.is_empty()
            && s.chars().all(|c| c.is_ascii_digit() || ".,−+∞⁺⁻".contains(c))
            && s.chars().any(|c| c.is_ascii_digit() || c == '∞')
    };
    sentence
        .split('(')
        .skip(1)
        .filter_map(|rest| rest.split(')').next())
        .filter(|inside| inside.split_once(sep).is_some_and(|(a, b)| is_bound(a) && is_bound(b)))
        .collect()
}

/// French writes a decimal comma, so a window "(2,5, 3)" reads as three
/// numbers: the narration separates a window's bounds with " ; " in French
/// ("(2,5 ; 3)") and ", " in English. Over seeded trees with decimal
/// leaves, under PVS, aspiration windows and MTD(f) with both tie rules,
/// no French sentence writes a window with a comma between its bounds, and
/// each writes as many windows as its English twin.
#[test]
fn french_windows_separate_their_bounds_with_a_semicolon() {
    let mut rng = SplitMix64::new(3030);
    let (mut written, mut decimal) = (0, 0);
    for _ in 0..150 {
        let tree = parse(&decimal_tree(&mut rng, 3)).unwrap();
        let guess = Value::new((rng.below(21) as f64 - 10.0) / 4.0).unwrap();
        let delta = Value::new((1 + rng.below(8)) as f64 / 4.0).unwrap();
        let searches = [
            (Algorithm::Pvs, None),
            (Algorithm::Mtdf, None),
            (Algorithm::AlphaBeta, Some((guess, delta))),
            (Algorithm::AlphaBetaHard, Some((guess, delta))),
        ];
        for (algorithm, aspiration) in searches {
            for ties in [Ties::Prune, Ties::Strict] {
                let opts = Options {
                    algorithm,
                    ties,
                    aspiration,
                    ..Options::default()
                };
                let trace = search(&tree, &opts).unwrap();
                for k in 0..=trace.len() {
                    let fr = narrate(&tree, &trace, k, Lang::Fr);
                    let en = narrate(&tree, &trace, k, Lang::En);
                    assert!(
                        windows_in(&fr, ", ").is_empty(),
                        "{algorithm:?} {ties:?} step {k}: {fr}"
                    );
                    let shown = windows_in(&fr, " ; ");
                    assert_eq!(shown.len(), windows_in(&en, ", ").len(), "step {k}: {fr} / {en}");
                    written += shown.len();
                    decimal += shown.iter().filter(|w| w.contains(',')).count();
                }
            }
        }
    }
    // The trees do write windows, many of them with decimal bounds.
    assert!(
        written > 2000 && decimal > 1000,
        "{written} windows written, {decimal} with a decimal comma"
    );
}
