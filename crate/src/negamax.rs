//! The negamax view: the same search seen from the side to move at each
//! node (issue 30). Where MIN moves, a value is negated (MIN's best is
//! MAX's worst), so every node maximises: the window (α, β) a MIN node
//! inherits is (−β, −α), its bound "≤ m" is "≥ −m", and its cut test
//! `m ≤ α` is `−m ≥ −α`, a cut against its negamax β. Nothing is searched
//! again: these are the trace's numbers, written for the other reader.
//! The page applies the same rule (`www/js/core/negamax.js`); the rule is
//! stated once in `docs/windows.md` ("The negamax view").

use crate::options::CutOp;
use crate::trace::BoundKind;
use crate::tree::Player;
use crate::value::Value;
use serde::Serialize;

/// A value seen from the side to move: negated where MIN moves (`min`).
/// ±∞ change sign; 0 stays 0.
///
/// ```
/// use alphabeta::{negamax::side_value, value::Value};
/// assert_eq!(side_value(Value::int(3), true), Value::int(-3));
/// assert_eq!(side_value(Value::POS_INF, true), Value::NEG_INF);
/// assert_eq!(side_value(Value::int(3), false), Value::int(3));
/// ```
pub fn side_value(v: Value, min: bool) -> Value {
    if min {
        // Never NaN: the negation of a value that is not NaN.
        Value::new(-v.get()).unwrap_or(v)
    } else {
        v
    }
}

/// A window seen from the side to move: (α, β) at a MAX node, (−β, −α)
/// at a MIN node. The far end of a null window stays one: −(α⁺) = (−α)⁻.
pub fn side_window(alpha: Value, beta: Value, min: bool) -> (Value, Value) {
    if min {
        (side_value(beta, true), side_value(alpha, true))
    } else {
        (alpha, beta)
    }
}

/// A returned bound seen from the side to move: at a MIN node an upper
/// bound of m is a lower bound of −m, and the other way round.
pub fn side_bound(bound: BoundKind, min: bool) -> BoundKind {
    match (bound, min) {
        (BoundKind::Upper, true) => BoundKind::Lower,
        (BoundKind::Lower, true) => BoundKind::Upper,
        (b, _) => b,
    }
}

/// A node's numbers from the side to move: what the JSON's `negamax`
/// object holds per node (with `--negamax`) and what the CLI's note says.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Side {
    /// Whether MIN moves at the node, so its numbers are negated.
    pub negated: bool,
    /// Its m (the value it returned, for a node's report), negated at MIN.
    pub value: Option<Value>,
    /// Whether `value` is exact or a bound, turned round at MIN.
    pub bound: Option<BoundKind>,
    /// Its negamax α: α at MAX, −β at MIN.
    pub alpha: Option<Value>,
    /// Its negamax β: β at MAX, −α at MIN.
    pub beta: Option<Value>,
}

impl Side {
    /// The numbers of a node where `player` moves, as the search gives
    /// them (m, its bound kind, the inherited α and β), seen from that side.
    pub fn of(player: Player, value: Option<Value>, bound: Option<BoundKind>, window: Option<(Value, Value)>) -> Side {
        let min = player == Player::Min;
        let window = window.map(|(a, b)| side_window(a, b, min));
        Side {
            negated: min,
            value: value.map(|v| side_value(v, min)),
            bound: bound.map(|b| side_bound(b, min)),
            alpha: window.map(|w| w.0),
            beta: window.map(|w| w.1),
        }
    }
}

/// A cut's test seen from the side to move at a node where `player`
/// moves: (m, the comparison, the bound). At MAX it is the search's
/// `m ≥ β` (`>` under the strict rule); at MIN `m ≤ α` becomes `−m ≥ −α`,
/// so every node cuts against its negamax β.
pub fn side_cut(player: Player, m: Value, op: CutOp, bound: Value) -> (Value, CutOp, Value) {
    let min = player == Player::Min;
    let op = match op {
        CutOp::Le if min => CutOp::Ge,
        CutOp::Lt if min => CutOp::Gt,
        op => op,
    };
    (side_value(m, min), op, side_value(bound, min))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_min_node_is_turned_round_and_a_max_node_kept() {
        let w = Some((Value::int(2), Value::POS_INF));
        let min = Side::of(Player::Min, Some(Value::int(5)), Some(BoundKind::Upper), w);
        assert_eq!(
            (min.value, min.bound, min.alpha, min.beta),
            (
                Some(Value::int(-5)),
                Some(BoundKind::Lower),
                Some(Value::NEG_INF),
                Some(Value::int(-2))
            )
        );
        let max = Side::of(Player::Max, Some(Value::int(5)), Some(BoundKind::Upper), w);
        assert_eq!(
            (max.value, max.alpha, max.beta),
            (Some(Value::int(5)), Some(Value::int(2)), Some(Value::POS_INF))
        );
        assert!(min.negated && !max.negated);
    }

    #[test]
    fn zero_stays_zero_and_a_null_window_stays_null() {
        assert_eq!(side_value(Value::int(0), true).get().to_bits(), 0f64.to_bits());
        let a = Value::int(3);
        let (lo, hi) = side_window(a, a.succ(), true);
        assert_eq!((lo, hi), (Value::int(-3).pred(), Value::int(-3)));
    }
}
