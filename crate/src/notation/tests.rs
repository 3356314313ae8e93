//! The notation's own tests: spellings, errors and their positions, and
//! format's round trip.

use super::*;

fn err(text: &str) -> ParseError {
    parse(text).unwrap_err()
}

#[test]
fn classic_tree_in_three_spellings() {
    let a = parse("[[3,12,8],[2,4,6],[14,5,2]]").unwrap();
    let b = parse("((3 12 8) (2 4 6) (14 5 2))").unwrap();
    let c = parse("[\n  [3, 12, 8]\n  [2 4 6],\n  [14 5 2]\n]").unwrap();
    assert_eq!(a, b);
    assert_eq!(a, c);
    assert_eq!(a.len(), 13);
    assert_eq!(a.leaf_count(), 9);
    assert_eq!(a.player(0), Player::Max);
    assert_eq!(a.player(1), Player::Min);
}

#[test]
fn labels_min_root_h_and_infinities() {
    let t = parse("min A:[B1:[1 -2.5] h=3, B2:+inf, -∞, h:4]").unwrap();
    assert_eq!(t.root_player(), Player::Min);
    assert_eq!(t.label(0), Some("A"));
    assert_eq!(t.label(1), Some("B1"));
    assert_eq!(t.h(1), Some(Value::int(3)));
    assert_eq!(t.leaf_value(3), Some(Value::new(-2.5).unwrap()));
    assert_eq!(t.leaf_value(4), Some(Value::POS_INF));
    assert_eq!(t.leaf_value(5), Some(Value::NEG_INF));
    assert_eq!(t.label(6), Some("h"));
    assert_eq!(format(&t), "min A:[B1:[1, -2.5] h=3, B2:+inf, -inf, h:4]");
    assert_eq!(parse(&format(&t)).unwrap(), t);
}

#[test]
fn bare_number_is_one_leaf() {
    let t = parse("  42 ").unwrap();
    assert_eq!(t.len(), 1);
    assert_eq!(t.leaf_value(0), Some(Value::int(42)));
    assert_eq!(format(&t), "42");
}

#[test]
fn errors_are_positioned() {
    let e = err("[]");
    assert_eq!((e.line, e.column), (1, 2));
    assert!(e.expected.en.contains("at least one child"), "{e}");
    let e = err("[1, 2] 3");
    assert_eq!((e.line, e.column), (1, 8));
    assert!(e.expected.en.contains("end of the text"));
    let e = err("[1,\n 2,\n x]");
    assert_eq!((e.line, e.column), (3, 3));
    assert_eq!(e.expected.en, "':' after the label");
    let e = err("[1, nan]");
    assert_eq!((e.line, e.column), (1, 5));
    let e = err("[1, 2)");
    assert!(
        e.expected.en.contains("']' to close the '[' at line 1, column 1"),
        "{e}"
    );
    let e = err("");
    assert_eq!(e.found.en, "the end of the text");
    let e = err("[1e16]");
    assert!(e.expected.en.contains("between"));
    let e = err("[1, 2,]");
    assert_eq!(e.column, 7);
    let e = err("[[1 2]");
    assert_eq!((e.line, e.column), (1, 7));
    assert!(e.expected.en.contains("column 1"), "{e}");
    let e = err("[1 2 3..4]");
    assert_eq!((e.column, e.found.en.as_str()), (6, "'3..4'"));
    let e = err("max");
    assert_eq!(e.found.en, "the end of the text");
}

#[test]
fn render_shows_the_spot() {
    let text = "[[1, 2],";
    let r = err(text).render(text);
    assert_eq!(
        r,
        "line 1, column 9: expected a number, a label or '[' but found the end of the text\n[[1, 2],\n        ^"
    );
}

#[test]
fn deep_chain_parses_and_formats_without_recursion() {
    let n = 100_000;
    let text = format!("{}7{}", "[".repeat(n), "]".repeat(n));
    let t = parse(&text).unwrap();
    assert_eq!(t.len(), n + 1);
    assert_eq!(t.depth(n as NodeId), n as u32);
    assert_eq!(format(&t), text);
    drop(t);
}

#[test]
fn a_long_word_is_quoted_by_its_start() {
    let word = "9".repeat(5_000);
    let message = parse(&format!("[{word}, 1]")).unwrap_err().to_string();
    assert!(message.contains(&format!("'{}…'", "9".repeat(40))), "{message}");
    assert!(message.len() < 200, "{message}");
}

#[test]
fn numbers() {
    for (s, x) in [
        ("0", 0.0),
        ("-0", 0.0),
        ("+3", 3.0),
        ("1.5e2", 150.0),
        (".5", 0.5),
        ("−2", -2.0),
        ("1e+2", 100.0),
    ] {
        assert_eq!(parse(s).unwrap().leaf_value(0).unwrap().get(), x, "{s}");
    }
    for s in ["1.2.3", "0x10", "e5", "-", "+-1", "infinit", "1e", "--1"] {
        assert!(parse(s).is_err(), "{s} should be refused");
    }
}
