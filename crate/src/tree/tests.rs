//! The tree's own tests.

use super::*;

#[test]
fn the_builder_refuses_what_the_notation_cannot_write() {
    // 1e300 would be formatted and then refused by the parser.
    let mut b = TreeBuilder::new(Player::Max);
    b.open(None, None).unwrap();
    let huge = Value::new(1e300).unwrap();
    assert_eq!(b.leaf(huge, None), Err(BuildError::OutOfRange(1)));
    assert_eq!(b.open(Some(huge), None), Err(BuildError::OutOfRange(1)));
    let mut b = TreeBuilder::new(Player::Max);
    b.open(None, None).unwrap();
    b.leaf(Value::POS_INF, None).unwrap();
    b.leaf(Value::new(-1e15).unwrap(), None).unwrap();
    b.close().unwrap();
    assert!(b.finish().is_ok(), "±inf and ±1e15 are in range");
}

#[test]
fn h_goes_only_on_a_closed_inner_node_and_never_panics() {
    let mut b = TreeBuilder::new(Player::Max);
    let root = b.open(None, None).unwrap();
    let inner = b.open(None, None).unwrap();
    let leaf = b.leaf(Value::int(1), None).unwrap();
    let h = Value::int(4);
    assert_eq!(b.set_h(inner, h), Err(BuildError::NotInner(inner)), "still open");
    b.close().unwrap();
    assert_eq!(
        b.set_h(leaf, h),
        Err(BuildError::NotInner(leaf)),
        "a leaf keeps its value"
    );
    assert_eq!(b.set_h(99, h), Err(BuildError::NotInner(99)), "no such node");
    assert_eq!(
        b.set_h(inner, Value::new(1e300).unwrap()),
        Err(BuildError::OutOfRange(inner))
    );
    b.set_h(inner, h).unwrap();
    b.close().unwrap();
    let t = b.finish().unwrap();
    assert_eq!(
        (t.h(inner), t.leaf_value(leaf), t.h(root)),
        (Some(h), Some(Value::int(1)), None)
    );
    // The levels counted when the tree was finished see the h set late.
    assert_eq!((t.inner_without_h_at_depth(0), t.inner_without_h_at_depth(1)), (1, 0));
    assert_eq!(
        (t.nodes_at_depth(2), t.leaves_at_depth(2), t.nodes_at_depth(3)),
        (1, 1, 0)
    );
    assert_eq!((t.height(), t.leaf_count(), t.uniform_shape()), (2, 1, Some((1, 2))));
}

#[test]
fn every_build_error_reads_in_french_too() {
    use crate::lang::Lang;
    for e in [
        BuildError::EmptyInner(1),
        BuildError::TooManyNodes,
        BuildError::BadLabel(2),
        BuildError::Unbalanced,
        BuildError::OutOfRange(3),
        BuildError::NotInner(4),
    ] {
        let (en, fr) = (e.message(Lang::En), e.message(Lang::Fr));
        assert!(!fr.is_empty() && en != fr, "{e:?}");
    }
}
