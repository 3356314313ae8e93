//! Construct challenges: every kind is solvable within its limits for the
//! first 200 seeds and never starts solved, the limits are enforced, and
//! one verdict per kind is pinned in English and French.

use alphabeta::construct::{challenge, check, diff, from_id, parse_id, solution, Kind};
use alphabeta::lang::Lang;
use alphabeta::notation::{format, parse};

use crate::pinned;

const SEEDS: u64 = 200;

#[test]
fn every_kind_is_solvable_and_does_not_start_solved() {
    for kind in Kind::ALL {
        for seed in 0..SEEDS {
            let c = challenge(kind, seed);
            assert_eq!(c.id, format!("{}-{seed}", kind.name()));
            let start = check(&c, &c.start);
            assert!(start.within_limits, "{}: the start breaks its own limits", c.id);
            assert!(!start.met, "{}: the start already meets the goal", c.id);
            let s = solution(&c, &c.start);
            let v = check(&c, &s);
            assert!(
                v.met,
                "{}: the solution {} fails: {}",
                c.id,
                format(&s),
                v.text(Lang::En)
            );
            assert!(!diff(&c, &c.start, &s).is_empty(), "{}: an empty diff", c.id);
        }
    }
}

#[test]
fn ids_name_kinds_and_seeds_and_give_the_same_challenge() {
    let c = from_id("deep-cut-12").unwrap();
    assert_eq!((c.kind, c.seed), (Kind::DeepCut, 12));
    assert_eq!(c.start, challenge(Kind::DeepCut, 12).start);
    assert_ne!(c.start, challenge(Kind::DeepCut, 13).start);
    for k in Kind::ALL {
        assert_eq!(parse_id(&format!("{}-7", k.name())).unwrap(), (k, 7));
        assert_eq!(Kind::from_name(k.name()), Some(k));
    }
    let e = from_id("deep-cat-12").unwrap_err();
    assert!(
        e.text.contains("deep-cat-12") && e.rule.en.contains("deep-cut-12"),
        "{e:?}"
    );
}

/// A tree with one leaf of `t` set to `v`, by text (the leaves' order in
/// the notation is the pre-order).
fn with_leaf(t: &alphabeta::tree::Tree, nth: usize, v: &str) -> alphabeta::tree::Tree {
    let text = format(t);
    let mut out = String::new();
    let mut seen = 0;
    // Numbers are the leaves (the challenges' values are whole and positive).
    let chars: Vec<char> = text.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        if chars[i].is_ascii_digit() {
            let start = i;
            while i < chars.len() && chars[i].is_ascii_digit() {
                i += 1;
            }
            if seen == nth {
                out.push_str(v);
            } else {
                out.extend(&chars[start..i]);
            }
            seen += 1;
        } else {
            out.push(chars[i]);
            i += 1;
        }
    }
    parse(&out).unwrap()
}

#[test]
fn the_limits_are_checked_before_the_goal() {
    // Values only: the shape must stay.
    let c = challenge(Kind::DeepCut, 12);
    let v = check(&c, &parse("[[1, 2], [3, 4]]").unwrap());
    assert!(!v.within_limits && !v.met);
    assert!(v.text(Lang::En).contains("shape"), "{}", v.text(Lang::En));
    assert!(v.text(Lang::Fr).contains("forme"), "{}", v.text(Lang::Fr));
    // A value out of range is named.
    let v = check(&c, &with_leaf(&c.start, 0, "25"));
    assert!(!v.within_limits);
    assert_eq!(
        v.text(Lang::En),
        "R.1.1.1.1 is worth 25; values must lie between 0 and 20."
    );
    // One leaf only.
    let c = challenge(Kind::BestMove, 3);
    let two = with_leaf(&with_leaf(&c.start, 0, "0"), 1, "0");
    let v = check(&c, &two);
    assert!(!v.within_limits, "{}", v.text(Lang::En));
    assert!(
        v.text(Lang::En).starts_with("Only one leaf may change: 2 differ"),
        "{}",
        v.text(Lang::En)
    );
    // Order only: a reordering keeps to the limits, a value change does not.
    let c = challenge(Kind::OrderMost, 3);
    assert_eq!(format(&c.start), "[[9, 7, 2], [1, 16]]");
    assert!(check(&c, &parse("[[1, 16], [2, 9, 7]]").unwrap()).within_limits);
    let v = check(&c, &parse("[[9, 7, 3], [1, 16]]").unwrap());
    assert!(!v.within_limits);
    assert!(v.text(Lang::Fr).contains("réordonnancement"), "{}", v.text(Lang::Fr));
    let v = check(&c, &parse("[[9, 7], [2, 1, 16]]").unwrap());
    assert!(!v.within_limits);
}

#[test]
fn a_node_budget_lets_the_student_reshape_the_tree() {
    let c = challenge(Kind::Tt, 3);
    assert_eq!(format(&c.start), "[[6, 9, 19], [1, 9, 9]]");
    assert_eq!(
        c.limits_text().en,
        "Anything may change (values from 0 to 20, order, nodes added or removed) within 13 nodes and depth 3."
    );
    let big = check(&c, &parse("[[1, 2, 3], [4, 5, 6], [7, 8, 9, 10]]").unwrap());
    assert!(!big.within_limits);
    assert_eq!(big.text(Lang::En), "The tree has 14 nodes; the budget is 13.");
    assert_eq!(big.text(Lang::Fr), "L’arbre a 14 nœuds ; le budget est de 13.");
    let deep = check(&c, &parse("[[[[1]]], 2]").unwrap());
    assert_eq!(deep.text(Lang::En), "The tree is 4 deep; the limit is 3.");
    // Another shape, within the budget: the second [5, 7] is answered by
    // the table, where without it its first leaf is evaluated.
    let mine = parse("[[5, 7], [5, 7], [3]]").unwrap();
    let v = check(&c, &mine);
    assert!(v.met, "{}", v.text(Lang::En));
    assert_eq!(
        v.text(Lang::En),
        "With the transposition table α-β evaluates 3 leaves, without 4 leaves: it saves 1 leaf (1 node answered by the table)."
    );
    // From a tree of another shape, the solution's changes are the whole tree.
    let other = parse("[[5, 7], [4, 8], [3]]").unwrap();
    let s = solution(&c, &other);
    assert!(check(&c, &s).met);
    assert_eq!(diff(&c, &other, &s).len(), 1);
}

#[test]
fn the_solution_starts_from_the_students_tree() {
    // The diff names the student's nodes (R.1.3 is the student's 7), not
    // the start's.
    let c = challenge(Kind::OrderMost, 3);
    let student = parse("[[9, 2, 7], [1, 16]]").unwrap();
    assert!(!check(&c, &student).met);
    let s = solution(&c, &student);
    assert!(check(&c, &s).met);
    let d: Vec<String> = diff(&c, &student, &s).into_iter().map(|x| x.text.en).collect();
    assert_eq!(
        d,
        [
            "R: children in the order R.2, R.1",
            "R.1: children in the order R.1.1, R.1.3, R.1.2",
            "R.2: children in the order R.2.2, R.2.1"
        ]
    );
    let done = parse("[[16, 1], [9, 7, 2]]").unwrap();
    assert!(check(&c, &done).met);
    assert!(diff(&c, &done, &solution(&c, &done)).is_empty());
}

/// One challenge per kind, pinned: the goal, the limits, the starting tree,
/// the start's verdict, the solution as changes and its verdict, in English
/// and French (`BLESS=1` writes `tests/fixtures/construct/<kind>.txt`).
#[test]
fn verdicts_are_pinned_in_english_and_french() {
    let texts = Kind::ALL.into_iter().map(|kind| {
        let c = challenge(kind, if kind == Kind::DeepCut { 12 } else { 3 });
        let s = solution(&c, &c.start);
        let mut got = format!("{}\n{}\n\n", c.id, format(&c.start));
        for lang in [Lang::En, Lang::Fr] {
            got.push_str(&format!("[{}]\n", lang.code()));
            got.push_str(&format!("{}\n{}\n", c.kind.title().get(lang), c.goal_text().get(lang)));
            got.push_str(&format!("{}\n", c.limits_text().get(lang)));
            got.push_str(&format!("start: {}\n", check(&c, &c.start).text(lang)));
            for ch in diff(&c, &c.start, &s) {
                got.push_str(&format!("  {}\n", ch.text.get(lang)));
            }
            got.push_str(&format!("solved: {}\n\n", check(&c, &s).text(lang)));
        }
        (kind.name(), got)
    });
    pinned::check_each("construct", "verdicts", texts);
}

#[test]
fn a_huge_tree_is_refused_by_the_limits_and_replaced_whole_in_linear_time() {
    // A chain of 100,000 nodes: no order-free text of it is ever built (it
    // would be quadratic), and no recursion runs on its depth.
    let chain = format!("{}1{}", "[".repeat(100_000), "]".repeat(100_000));
    let tree = parse(&chain).unwrap();
    for kind in [Kind::OrderFewest, Kind::DeepCut, Kind::BestMove] {
        let c = challenge(kind, 1);
        let v = check(&c, &tree);
        assert!(!v.within_limits && !v.met, "{}", c.id);
        let s = solution(&c, &tree);
        assert!(check(&c, &s).met, "{}", c.id);
        let d = diff(&c, &tree, &s);
        assert_eq!(d.len(), 1, "{}", c.id);
        assert_eq!(d[0].node, None);
        assert!(d[0].text.en.starts_with("Replace the tree by ["), "{}", c.id);
    }
}
