//! Unit tests of the challenges.

use super::*;

#[test]
fn seed_zero_finds_a_challenge_of_every_kind() {
    for k in Kind::ALL {
        assert!(draws(k, 0).is_some(), "{}", k.name());
    }
}

#[test]
fn ids_read_back() {
    assert_eq!(parse_id("deep-cut-12").unwrap(), (Kind::DeepCut, 12));
    assert_eq!(parse_id("order-most-0").unwrap(), (Kind::OrderMost, 0));
    for bad in [
        "",
        "deep-cut",
        "deep-cut-",
        "deep-12",
        "deep-cut-x",
        "deep-cut--3",
        "prune-99999999999999999999",
    ] {
        assert!(parse_id(bad).is_err(), "{bad}");
    }
}
