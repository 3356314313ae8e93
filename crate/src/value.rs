//! Node values: real numbers, +∞ and −∞, never NaN.
//!
//! [`Value`] wraps an `f64` that is known not to be NaN, so it has a total
//! order and the searches can compare without `partial_cmp` unwraps. The
//! notation and the JSON write ±∞ as `+inf` / `-inf`.

use serde::de::{self, Deserialize, Deserializer, Visitor};
use serde::{Serialize, Serializer};
use std::cmp::Ordering;
use std::fmt;

/// The largest finite magnitude the notation accepts. Integers up to this
/// size are exact in `f64`, and every value prints without an exponent.
pub const MAX_FINITE: f64 = 1e15;

/// [`MAX_FINITE`] as messages write it.
pub const MAX_FINITE_TEXT: &str = "1e15";

/// What a refused value should have been, as the reader of requests says it.
pub const VALUE_EXPECTED: &str = "a number of magnitude at most 1e15, \"+inf\" or \"-inf\"";

/// A node value: a finite number or ±∞, never NaN.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Value(f64);

impl Value {
    /// −∞.
    pub const NEG_INF: Value = Value(f64::NEG_INFINITY);
    /// +∞.
    pub const POS_INF: Value = Value(f64::INFINITY);

    /// Wraps `x`, or `None` if it is NaN.
    pub fn new(x: f64) -> Option<Value> {
        if x.is_nan() {
            None
        } else {
            // Normalise −0 to 0 so that formatting round-trips.
            Some(Value(if x == 0.0 { 0.0 } else { x }))
        }
    }

    /// Wraps an integer.
    pub fn int(x: i32) -> Value {
        Value(f64::from(x))
    }

    /// ±∞ from the words the JSON, the page and JavaScript use for them
    /// (`"+inf"`, `"inf"`, `"Infinity"`, `"∞"`, `"-inf"`, `"−∞"`…).
    pub fn from_name(s: &str) -> Option<Value> {
        match s {
            "+inf" | "inf" | "Infinity" | "+∞" | "∞" => Some(Value::POS_INF),
            "-inf" | "-Infinity" | "−∞" | "-∞" => Some(Value::NEG_INF),
            _ => None,
        }
    }

    /// The number.
    pub fn get(self) -> f64 {
        self.0
    }

    /// Whether the value is +∞ or −∞.
    pub fn is_infinite(self) -> bool {
        self.0.is_infinite()
    }

    /// The smallest value above this one (`next_up`): the upper end of a
    /// null window under the seeds' tie rule (`docs/windows.md`). No number
    /// lies strictly between a value and its successor, so `m ≥ v.succ()`
    /// holds exactly when `m > v`. +∞ is its own successor.
    pub fn succ(self) -> Value {
        Value(next_up(self.0))
    }

    /// The largest value below this one (`next_down`); −∞ is its own
    /// predecessor. See [`Value::succ`].
    pub fn pred(self) -> Value {
        let x = -next_up(-self.0);
        Value(if x == 0.0 { 0.0 } else { x })
    }

    /// The larger of two values.
    pub fn max(self, o: Value) -> Value {
        if o > self {
            o
        } else {
            self
        }
    }

    /// The smaller of two values.
    pub fn min(self, o: Value) -> Value {
        if o < self {
            o
        } else {
            self
        }
    }
}

/// The smallest `f64` above `x` (not NaN), as `f64::next_up` (Rust 1.86,
/// above the crate's MSRV): the next bit pattern away from zero for a
/// positive number, towards zero for a negative one; +∞ stays.
fn next_up(x: f64) -> f64 {
    if x == f64::INFINITY {
        x
    } else if x == 0.0 {
        f64::from_bits(1)
    } else if x > 0.0 {
        f64::from_bits(x.to_bits() + 1)
    } else {
        let y = f64::from_bits(x.to_bits() - 1);
        if y == 0.0 {
            0.0
        } else {
            y
        }
    }
}

impl Eq for Value {}

impl PartialOrd for Value {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Value {
    fn cmp(&self, other: &Self) -> Ordering {
        // Neither side is NaN, so `partial_cmp` always answers.
        self.0.partial_cmp(&other.0).unwrap_or(Ordering::Equal)
    }
}

impl fmt::Display for Value {
    /// Writes `+inf`, `-inf`, or the shortest decimal that reads back to the
    /// same number (`3`, `-2.5`, `0.1`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0 == f64::INFINITY {
            f.write_str("+inf")
        } else if self.0 == f64::NEG_INFINITY {
            f.write_str("-inf")
        } else {
            // The standard formatter: the shortest digits that read back as
            // the value, in plain decimal notation (`0.0000001`), never −0
            // ([`Value::new`] makes it 0).
            write!(f, "{}", self.0)
        }
    }
}

impl Serialize for Value {
    /// Finite values are JSON numbers; ±∞ are the strings `"+inf"`/`"-inf"`.
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        if self.0.is_infinite() {
            s.serialize_str(if self.0 > 0.0 { "+inf" } else { "-inf" })
        } else if self.0.fract() == 0.0 && self.0.abs() <= MAX_FINITE {
            s.serialize_i64(self.0 as i64)
        } else {
            s.serialize_f64(self.0)
        }
    }
}

impl<'de> Deserialize<'de> for Value {
    /// A number of magnitude at most [`MAX_FINITE`], or ±∞ written as the
    /// JSON contract writes it (`"+inf"`, `"-inf"`; `"inf"`, `"Infinity"`,
    /// `"-Infinity"` and the JS infinities are accepted too). NaN and
    /// anything larger are refused with a message that says the range.
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Value, D::Error> {
        struct V;
        impl Visitor<'_> for V {
            type Value = Value;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(VALUE_EXPECTED)
            }
            fn visit_f64<E: de::Error>(self, x: f64) -> Result<Value, E> {
                match Value::new(x) {
                    Some(v) if x.is_infinite() || x.abs() <= MAX_FINITE => Ok(v),
                    _ => Err(E::invalid_value(de::Unexpected::Float(x), &self)),
                }
            }
            fn visit_i64<E: de::Error>(self, x: i64) -> Result<Value, E> {
                self.visit_f64(x as f64)
            }
            fn visit_u64<E: de::Error>(self, x: u64) -> Result<Value, E> {
                self.visit_f64(x as f64)
            }
            fn visit_str<E: de::Error>(self, s: &str) -> Result<Value, E> {
                Value::from_name(s).ok_or_else(|| E::invalid_value(de::Unexpected::Str(s), &self))
            }
        }
        d.deserialize_any(V)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `decimal` writes what `{}` writes, on special values and on a
    /// million seeded values of every magnitude in range.
    #[test]
    fn display_is_plain_decimal() {
        for (x, text) in [
            (0.0, "0"),
            (-2.5, "-2.5"),
            (1e-7, "0.0000001"),
            (1e15, "1000000000000000"),
            (0.1 + 0.2, "0.30000000000000004"),
        ] {
            assert_eq!(Value::new(x).unwrap().to_string(), text);
        }
        assert_eq!(Value::new(-0.0).unwrap().to_string(), "0");
    }

    #[test]
    fn display_round_trips_through_parse() {
        for x in [0.0, -0.0, 3.0, -2.5, 0.1, 1e15, -1e15, 123456.789] {
            let v = Value::new(x).unwrap();
            let back: f64 = v.to_string().parse().unwrap();
            assert_eq!(back, v.get());
        }
        assert_eq!(Value::POS_INF.to_string(), "+inf");
        assert_eq!(Value::NEG_INF.to_string(), "-inf");
    }

    #[test]
    fn nan_is_refused_and_order_is_total() {
        assert!(Value::new(f64::NAN).is_none());
        assert!(Value::NEG_INF < Value::int(-5));
        assert!(Value::int(7) < Value::POS_INF);
        assert_eq!(Value::int(2).max(Value::int(3)), Value::int(3));
    }
}
