//! The practice module's own tests.

use super::*;
use crate::notation::parse;
use crate::search::{search, Options};

fn setup(text: &str) -> (Tree, Trace) {
    let t = parse(text).unwrap();
    let tr = search(&t, &Options::default()).unwrap();
    (t, tr)
}

#[test]
fn reads_what_students_write() {
    assert_eq!(
        parse_given("≥ 5").unwrap(),
        Given {
            kind: BoundKind::Lower,
            value: Value::int(5)
        }
    );
    assert_eq!(parse_given("<= −∞").unwrap().value, Value::NEG_INF);
    assert_eq!(parse_given("-2.5").unwrap().kind, BoundKind::Exact);
    for bad in ["", "≥", "five", "≥≥5", "5 6"] {
        assert!(parse_given(bad).is_err(), "{bad}");
    }
    assert_eq!(show_given(parse_given(">=3").unwrap()), "≥ 3");
}

#[test]
fn one_missed_one_extra_one_wrong() {
    // Russell & Norvig's tree: the second MIN node (id 5) is cut after
    // its first leaf, leaves 7 and 8 pruned.
    let (t, tr) = setup("[[3,12,8],[2,4,6],[14,5,2]]");
    let mut a = perfect_answer(&t, &tr, Detail::Values);
    assert_eq!(a.pruned, vec![7, 8]);
    a.pruned = vec![8, 2];
    a.nodes.iter_mut().find(|x| x.node == 9).unwrap().m = Some("5".into());
    let c = check(&t, &tr, &a).unwrap();
    assert_eq!(c.nodes[7].verdict, Verdict::Missed);
    assert_eq!(c.nodes[8].verdict, Verdict::Correct);
    assert_eq!(c.nodes[2].verdict, Verdict::Extra);
    assert_eq!(c.nodes[9].verdict, Verdict::Wrong);
    assert_eq!(c.nodes[9].wrong, vec![Field::M]);
    assert_eq!(c.mistakes.len(), 3);
    // The extra mark is on the first leaf, entered before anything else.
    assert_eq!(c.mistakes[0].verdict, Verdict::Extra);
    assert!(c.summary_en.starts_with("3 mistakes: "), "{}", c.summary_en);
    assert!(c.summary_fr.starts_with("3 erreurs : "), "{}", c.summary_fr);
}

#[test]
fn empty_values_are_wrong_and_bad_values_are_errors() {
    let (t, tr) = setup("[[3,12,8],[2,4,6],[14,5,2]]");
    let a = Answer {
        detail: Detail::Full,
        pruned: vec![7, 8],
        nodes: vec![],
    };
    let c = check(&t, &tr, &a).unwrap();
    assert_eq!(c.nodes[0].verdict, Verdict::Wrong);
    assert_eq!(c.nodes[0].empty, vec![Field::M, Field::Alpha, Field::Beta]);
    let bad = Answer {
        nodes: vec![NodeAnswer {
            node: 1,
            m: Some("abc".into()),
            ..NodeAnswer::default()
        }],
        ..a.clone()
    };
    assert_eq!(check(&t, &tr, &bad).unwrap_err().node, 1);
    // A pasted page is named by its first 40 characters, not echoed whole.
    let long = Answer {
        nodes: vec![NodeAnswer {
            node: 1,
            m: Some("x".repeat(100_000)),
            ..NodeAnswer::default()
        }],
        ..a.clone()
    };
    let message = check(&t, &tr, &long).unwrap_err().message.get(Lang::En).to_string();
    assert!(message.len() < 300 && message.contains("x…'"), "{message}");
    let far = Answer { pruned: vec![99], ..a };
    assert_eq!(check(&t, &tr, &far).unwrap_err().node, 99);
}

#[test]
fn an_outcome_s_window_brackets_a_negative_s_after_its_minus_sign() {
    // S = ½·(−3) = −3/2 when C.2 is entered: A = (α − S − U·R)/p is
    // written `(… − (−1.5) − …)`, never `… − −1.5 − …`.
    let t = parse("chance[1/2: -3, 1/4: -1, 1/4: 4]").unwrap();
    let opts = Options {
        bounds: Some((Value::int(-5), Value::int(5))),
        ..Options::default()
    };
    let tr = search(&t, &opts).unwrap();
    let said = chance::outcome_window(&t, &tr, 2, 0, true).unwrap();
    assert!(said.en.contains("(−∞ − (−1.5) − 5·¼)/¼"), "{}", said.en);
    assert!(!said.en.contains("− −") && !said.fr.contains("− −"), "{said:?}");
}
