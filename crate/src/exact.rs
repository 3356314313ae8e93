//! Exact numbers for chance nodes: rationals whose arithmetic fails
//! instead of rounding.
//!
//! A chance node's value is a weighted mean (`⅓·1 + ⅔·2 = 5/3`), which an
//! `f64` cannot hold, and a cut test on equality must fire exactly when the
//! exact numbers are equal. [`Exact`] wraps `num-rational`'s
//! `Ratio<i128>`, always in lowest terms, and every operation is checked:
//! it returns `None` when a numerator or a denominator would pass
//! [`LIMIT`] (2¹²⁰), so an overflow becomes a clear error at the search's
//! entry, never a panic and never a silent rounding. The margin under
//! `i128::MAX` keeps `num-rational`'s reductions away from `i128::MIN`,
//! whose negation would overflow.
//!
//! A leaf's `f64` is read exactly as the decimal the user typed: Rust's
//! shortest round-trip `Display` gives that decimal back (`0.1` stays
//! 1/10, not the binary fraction nearest to it). [`Ext`] adds −∞ and +∞
//! for the windows and the leaf bounds L and U.

use crate::value::Value;
use num_rational::Ratio;
use num_traits::{CheckedAdd, CheckedDiv, CheckedMul, CheckedSub, Signed, Zero};
use std::cmp::Ordering;
use std::fmt;

/// The largest magnitude of a numerator or a denominator: 2¹²⁰.
pub const LIMIT: i128 = 1 << 120;

/// A rational number in lowest terms, its numerator and denominator at
/// most [`LIMIT`] in magnitude. Every operation is checked.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Exact(Ratio<i128>);

impl Exact {
    /// 0.
    pub const ZERO: Exact = Exact(Ratio::new_raw(0, 1));
    /// 1.
    pub const ONE: Exact = Exact(Ratio::new_raw(1, 1));

    /// Keeps `r` if it is within [`LIMIT`].
    fn guard(r: Ratio<i128>) -> Option<Exact> {
        let ok = |x: i128| x.checked_abs().is_some_and(|a| a <= LIMIT);
        (ok(*r.numer()) && ok(*r.denom())).then_some(Exact(r))
    }

    /// An integer.
    pub fn int(n: i64) -> Exact {
        Exact(Ratio::from_integer(i128::from(n)))
    }

    /// `n / d` in lowest terms; `None` for `d = 0` or beyond [`LIMIT`].
    pub fn new(n: i128, d: i128) -> Option<Exact> {
        let ok = |x: i128| x.checked_abs().is_some_and(|a| a <= LIMIT);
        if d == 0 || !ok(n) || !ok(d) {
            return None;
        }
        Exact::guard(Ratio::new(n, d))
    }

    /// The numerator (its sign is the number's).
    pub fn numer(self) -> i128 {
        *self.0.numer()
    }

    /// The denominator, positive.
    pub fn denom(self) -> i128 {
        *self.0.denom()
    }

    /// `self + o`, or `None` past [`LIMIT`].
    pub fn checked_add(self, o: Exact) -> Option<Exact> {
        Exact::guard(self.0.checked_add(&o.0)?)
    }

    /// `self − o`, or `None` past [`LIMIT`].
    pub fn checked_sub(self, o: Exact) -> Option<Exact> {
        Exact::guard(self.0.checked_sub(&o.0)?)
    }

    /// `self · o`, or `None` past [`LIMIT`].
    pub fn checked_mul(self, o: Exact) -> Option<Exact> {
        Exact::guard(self.0.checked_mul(&o.0)?)
    }

    /// `self / o`, or `None` for `o = 0` or past [`LIMIT`].
    pub fn checked_div(self, o: Exact) -> Option<Exact> {
        Exact::guard(self.0.checked_div(&o.0)?)
    }

    /// `−self` (always within the limit, which is symmetric).
    pub fn negated(self) -> Exact {
        Exact(-self.0)
    }

    /// Whether it is 0.
    pub fn is_zero(self) -> bool {
        self.0.is_zero()
    }

    /// Whether it is above 0.
    pub fn is_positive(self) -> bool {
        self.0.is_positive()
    }

    /// The nearest `f64` (the quotient of the two nearest `f64`s): for
    /// drawing and for the trace's 16-byte steps, never for a decision.
    pub fn to_f64(self) -> f64 {
        let x = self.numer() as f64 / self.denom() as f64;
        if x == 0.0 {
            0.0
        } else {
            x
        }
    }

    /// [`Exact::to_f64`] as a [`Value`].
    pub fn to_value(self) -> Value {
        Value::new(self.to_f64()).unwrap_or(Value::int(0))
    }

    /// A finite value read exactly as the decimal it prints as (the
    /// decimal the user typed); `None` for ±∞ or a decimal too long for
    /// [`LIMIT`] (a value such as 1e-300).
    pub fn from_value(v: Value) -> Option<Exact> {
        if v.is_infinite() {
            return None;
        }
        Exact::parse(&v.to_string())
    }

    /// Reads a decimal (`3`, `-0.25`, `.5`, with `−` too) or a fraction of
    /// integers (`1/3`, `-2/4`); `None` for anything else or beyond
    /// [`LIMIT`]. No exponent: `Value`'s `Display` never writes one.
    ///
    /// ```
    /// use alphabeta::exact::Exact;
    /// assert_eq!(Exact::parse("0.1").unwrap().to_string(), "0.1");
    /// assert_eq!(Exact::parse("2/6").unwrap().to_string(), "1/3");
    /// assert_eq!(Exact::parse("-4/2").unwrap().to_string(), "-2");
    /// assert!(Exact::parse("1/0").is_none() && Exact::parse("x").is_none());
    /// ```
    pub fn parse(text: &str) -> Option<Exact> {
        let text = text.trim();
        let (negative, body) = match text.strip_prefix(['-', '−']) {
            Some(rest) => (true, rest),
            None => (false, text.strip_prefix('+').unwrap_or(text)),
        };
        let x = match body.split_once('/') {
            Some((n, d)) => Exact::new(integer(n)?, integer(d)?)?,
            None => {
                let (whole, frac) = body.split_once('.').unwrap_or((body, ""));
                if whole.is_empty() && frac.is_empty() {
                    return None;
                }
                let digits = format!("{whole}{frac}");
                let n = if digits.is_empty() { None } else { integer(&digits) }?;
                let d = 10i128.checked_pow(u32::try_from(frac.len()).ok()?)?;
                Exact::new(n, d)?
            }
        };
        Some(if negative { x.negated() } else { x })
    }
}

/// A run of ASCII digits as an integer, `None` for anything else.
fn integer(s: &str) -> Option<i128> {
    if s.is_empty() || !s.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    s.parse().ok()
}

impl fmt::Display for Exact {
    /// Lowest terms: an integer (`-2`), a decimal when the denominator is
    /// a product of 2s and 5s (`0.25`), else `a/b` (`5/3`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (n, d) = (self.numer(), self.denom());
        if d == 1 {
            return write!(f, "{n}");
        }
        match decimal(n, d) {
            Some(s) => f.write_str(&s),
            None => write!(f, "{n}/{d}"),
        }
    }
}

/// `n / d` as a finite decimal, when `d` is a product of 2s and 5s and the
/// digits fit in `i128`.
fn decimal(n: i128, d: i128) -> Option<String> {
    let (mut twos, mut fives, mut rest) = (0u32, 0u32, d);
    while rest % 2 == 0 {
        rest /= 2;
        twos += 1;
    }
    while rest % 5 == 0 {
        rest /= 5;
        fives += 1;
    }
    if rest != 1 {
        return None;
    }
    let places = twos.max(fives);
    let scale = 10i128.checked_pow(places)? / d;
    let digits = n.checked_abs()?.checked_mul(scale)?.to_string();
    let places = places as usize;
    let padded = format!("{digits:0>width$}", width = places + 1);
    let (whole, frac) = padded.split_at(padded.len() - places);
    let sign = if n < 0 { "-" } else { "" };
    Some(format!("{sign}{whole}.{frac}"))
}

/// An exact number or ±∞: a window's bound, or a leaf bound L or U.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Ext {
    /// −∞.
    NegInf,
    /// A finite number.
    Fin(Exact),
    /// +∞.
    PosInf,
}

impl Ext {
    /// A value read exactly (see [`Exact::from_value`]); `None` for a
    /// decimal too long for [`LIMIT`].
    pub fn from_value(v: Value) -> Option<Ext> {
        if v == Value::POS_INF {
            Some(Ext::PosInf)
        } else if v == Value::NEG_INF {
            Some(Ext::NegInf)
        } else {
            Exact::from_value(v).map(Ext::Fin)
        }
    }

    /// The nearest [`Value`].
    pub fn to_value(self) -> Value {
        match self {
            Ext::NegInf => Value::NEG_INF,
            Ext::PosInf => Value::POS_INF,
            Ext::Fin(x) => x.to_value(),
        }
    }

    /// The finite number, if it is one.
    pub fn finite(self) -> Option<Exact> {
        match self {
            Ext::Fin(x) => Some(x),
            _ => None,
        }
    }

    /// The larger of two.
    pub fn max(self, o: Ext) -> Ext {
        if o > self {
            o
        } else {
            self
        }
    }

    /// The smaller of two.
    pub fn min(self, o: Ext) -> Ext {
        if o < self {
            o
        } else {
            self
        }
    }
}

impl Default for Ext {
    /// 0.
    fn default() -> Ext {
        Ext::Fin(Exact::ZERO)
    }
}

impl PartialOrd for Ext {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Ext {
    fn cmp(&self, other: &Self) -> Ordering {
        let rank = |e: &Ext| match e {
            Ext::NegInf => 0,
            Ext::Fin(_) => 1,
            Ext::PosInf => 2,
        };
        match (self, other) {
            (Ext::Fin(a), Ext::Fin(b)) => a.cmp(b),
            _ => rank(self).cmp(&rank(other)),
        }
    }
}

impl fmt::Display for Ext {
    /// `+inf`, `-inf`, or the number as [`Exact`] writes it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Ext::NegInf => f.write_str("-inf"),
            Ext::PosInf => f.write_str("+inf"),
            Ext::Fin(x) => x.fmt(f),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn leaves_are_read_as_typed_and_written_in_lowest_terms() {
        for (typed, shown) in [
            ("0.1", "0.1"),
            ("-2", "-2"),
            ("2.50", "2.5"),
            (".5", "0.5"),
            ("1e3", "1000"),
        ] {
            let v: f64 = typed.parse().unwrap();
            let x = Exact::from_value(Value::new(v).unwrap()).unwrap();
            assert_eq!(x.to_string(), shown, "{typed}");
        }
        let third = Exact::new(1, 3).unwrap();
        assert_eq!(third.checked_mul(Exact::int(5)).unwrap().to_string(), "5/3");
        assert_eq!(Exact::new(1, 4).unwrap().to_string(), "0.25");
        assert_eq!(Exact::new(-3, 8).unwrap().to_string(), "-0.375");
        assert!(Exact::new(1, 1 << 100).unwrap().to_string().len() > 30);
        assert!(Exact::from_value(Value::new(1e-300).unwrap()).is_none());
    }

    #[test]
    fn arithmetic_past_the_limit_fails_instead_of_panicking() {
        let big = Exact::new(LIMIT, 1).unwrap();
        assert!(big.checked_add(Exact::ONE).is_none());
        assert!(big.checked_mul(big).is_none());
        assert!(Exact::new(1, LIMIT)
            .unwrap()
            .checked_mul(Exact::new(1, 3).unwrap())
            .is_none());
        assert!(Exact::ONE.checked_div(Exact::ZERO).is_none());
        assert!(Exact::new(i128::MIN, 1).is_none());
        assert_eq!(big.negated().checked_add(big), Some(Exact::ZERO));
    }

    #[test]
    fn infinities_order_around_the_numbers() {
        let two = Ext::Fin(Exact::int(2));
        assert!(Ext::NegInf < two && two < Ext::PosInf);
        assert_eq!(two.max(Ext::NegInf), two);
        assert_eq!(Ext::from_value(Value::NEG_INF), Some(Ext::NegInf));
        assert_eq!(Ext::PosInf.to_string(), "+inf");
    }
}
