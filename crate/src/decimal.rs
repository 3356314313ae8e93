//! Decimal text to `f64`, correctly rounded, in little code.
//!
//! [`parse`] reads what the notation writes for a number (`12`, `-` aside:
//! `2.5`, `.5`, `1.`, `1e15`, `25E-1`) and returns the nearest `f64`, ties
//! to even: exactly what `str::parse::<f64>` returns for the same text. It
//! exists for size. The standard library's parser carries a 10 KB table of
//! powers of five (Eisel–Lemire) that does not compress, and the page's
//! first WebAssembly module shipped it for the notation's numbers alone:
//! 14 KB of the module gzipped. Here the common case is Clinger's fast path
//! (at most 15 significant digits and a power of ten up to 10^22: one exact
//! IEEE operation), and every other text is converted exactly with a small
//! big integer: the value's top 64 bits and whether anything lies below
//! them, then one rounding.
//!
//! The unit tests compare every bit with `str::parse::<f64>` on 800,000
//! texts of every shape: long mantissas, tiny and huge exponents,
//! subnormals, and the exact midpoints between neighbouring doubles (and a
//! hair either side of them), where a rounding mistake would show.

/// 10^0 … 10^22: every power of ten that is exact in an `f64`.
const EXACT_POWERS: [f64; 23] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20,
    1e21, 1e22,
];

/// Digits kept before the rest is summed up as one non-zero digit. A double
/// or a midpoint between two doubles has at most 767 significant digits, so
/// past that only "something non-zero follows" can matter.
const MAX_DIGITS: usize = 800;

/// Reads `DIGITS[.DIGITS][(e|E)[+|-]DIGITS]`, with at least one digit before
/// the exponent, as the nearest `f64` (ties to even). `None` for any other
/// text, a sign included: the notation reads the sign itself. A value too
/// large for an `f64` is infinite, as with `str::parse`.
pub fn parse(text: &str) -> Option<f64> {
    // The common case allocates nothing: at most 15 significant digits
    // (exact in a u64 and in an f64) and a small power of ten.
    let mut m = 0u64;
    let (count, exponent) = scan(text.as_bytes(), |d| m = m.wrapping_mul(10).wrapping_add(u64::from(d)))?;
    if count <= 15 && exponent.abs() <= 22 {
        // Clinger's fast path: the digits and the power of ten are exact, so
        // one IEEE operation rounds once, correctly.
        let power = EXACT_POWERS[exponent.unsigned_abs() as usize];
        return Some(if exponent < 0 {
            m as f64 / power
        } else {
            m as f64 * power
        });
    }
    let mut digits = Vec::with_capacity(count);
    scan(text.as_bytes(), |d| digits.push(d))?;
    Some(nearest(&digits, exponent))
}

/// Reads the text's shape, handing each significant digit to `keep` (at
/// most [`MAX_DIGITS`] of them, then a 1 if a non-zero digit follows);
/// returns how many it kept and the power of ten of the last one. `None`
/// if the text is not a number of the shape [`parse`] reads.
fn scan(bytes: &[u8], mut keep: impl FnMut(u8)) -> Option<(usize, i64)> {
    let mut at = 0;
    let mut count = 0;
    let mut exponent: i64 = 0;
    let mut seen_digit = false;
    let mut in_fraction = false;
    while at < bytes.len() {
        match bytes[at] {
            b'0'..=b'9' => {
                seen_digit = true;
                let d = bytes[at] - b'0';
                if in_fraction {
                    exponent -= 1;
                }
                // Leading zeros are not significant.
                if count > 0 || d != 0 {
                    if count < MAX_DIGITS {
                        keep(d);
                        count += 1;
                    } else {
                        // Past MAX_DIGITS a digit only moves the point; the
                        // first non-zero one is kept as a 1 just after.
                        exponent += 1;
                        if d != 0 && count == MAX_DIGITS {
                            keep(1);
                            count += 1;
                            exponent -= 1;
                        }
                    }
                }
            }
            b'.' if !in_fraction => in_fraction = true,
            _ => break,
        }
        at += 1;
    }
    if !seen_digit {
        return None;
    }
    if at < bytes.len() {
        if !matches!(bytes[at], b'e' | b'E') {
            return None;
        }
        at += 1;
        let negative = match bytes.get(at) {
            Some(b'-') => {
                at += 1;
                true
            }
            Some(b'+') => {
                at += 1;
                false
            }
            _ => false,
        };
        if at == bytes.len() {
            return None;
        }
        let mut written: i64 = 0;
        for &b in &bytes[at..] {
            if !b.is_ascii_digit() {
                return None;
            }
            // As std does: digits stop counting once the exponent reaches
            // 65,536, far past any double's range on their own.
            if written < 0x10000 {
                written = written * 10 + i64::from(b - b'0');
            }
        }
        exponent += if negative { -written } else { written };
    }
    Some((count, exponent))
}

/// The nearest `f64` to `0.d1d2d3… × 10^(len + exponent)`, that is to the
/// integer the digits spell times `10^exponent`.
fn nearest(digits: &[u8], mut exponent: i64) -> f64 {
    // Trailing zeros move into the exponent.
    let len = digits.iter().rposition(|&d| d != 0).map_or(0, |last| last + 1);
    exponent += (digits.len() - len) as i64;
    let digits = &digits[..len];
    if digits.is_empty() {
        return 0.0;
    }
    // The value lies in [10^(magnitude - 1), 10^magnitude).
    let magnitude = len as i64 + exponent;
    if magnitude > 310 {
        return f64::INFINITY;
    }
    if magnitude < -330 {
        // Below 10^-331, less than half the smallest double (2^-1075).
        return 0.0;
    }
    let mut n = Big::from_digits(digits);
    if exponent >= 0 {
        n.mul_pow10(exponent as u32);
        let (top, shift, sticky) = n.top64();
        round(top, shift, sticky)
    } else {
        // value = n / 10^-exponent; the quotient gets 66 or 67 bits.
        let mut p = Big::from_digits(&[1]);
        p.mul_pow10(exponent.unsigned_abs() as u32);
        let s = 66 + p.bits() as i64 - n.bits() as i64;
        if s >= 0 {
            n.shl(s as u32);
        } else {
            p.shl(s.unsigned_abs() as u32);
        }
        let (q, exact) = n.div_small_quotient(&p);
        let excess = 128 - q.leading_zeros() - 64;
        let top = (q >> excess) as u64;
        let dropped = q & ((1u128 << excess) - 1) != 0;
        round(top, excess as i64 - s, dropped || !exact)
    }
}

/// The nearest `f64` to `top × 2^shift`, plus a little more when `sticky`
/// (some bit below `top` was set). `top` has its bit 63 set.
fn round(top: u64, shift: i64, sticky: bool) -> f64 {
    let lead = 63 + shift;
    if lead > 1023 {
        return f64::INFINITY;
    }
    // Bits of precision at this size: 53, fewer for a subnormal.
    let keep = (lead + 1075).min(53);
    if keep < 0 {
        return 0.0;
    }
    let drop = 64 - keep as u32;
    let t = u128::from(top);
    let mut q = (t >> drop) as u64;
    let rest = t & ((1u128 << drop) - 1);
    let half = 1u128 << (drop - 1);
    if rest > half || (rest == half && (sticky || q & 1 == 1)) {
        q += 1;
    }
    let mut exp = shift + i64::from(drop);
    if q == 0 {
        return 0.0;
    }
    if q == 1 << 53 {
        q >>= 1;
        exp += 1;
    }
    let bits = 64 - i64::from(q.leading_zeros());
    let lead = bits - 1 + exp;
    if lead > 1023 {
        return f64::INFINITY;
    }
    if lead >= -1022 {
        let mantissa = (q << (53 - bits)) & ((1 << 52) - 1);
        f64::from_bits(((lead + 1023) as u64) << 52 | mantissa)
    } else {
        // A subnormal: `keep` made q's last bit worth 2^-1074 or more.
        f64::from_bits(q << (exp + 1074))
    }
}

/// A non-negative integer in base 2^32, least significant limb first.
struct Big(Vec<u32>);

impl Big {
    fn from_digits(digits: &[u8]) -> Big {
        let mut n = Big(Vec::new());
        for chunk in digits.chunks(9) {
            let (scale, add) = chunk
                .iter()
                .fold((1u32, 0u32), |(s, a), &d| (s * 10, a * 10 + u32::from(d)));
            n.mul_add(scale, add);
        }
        n
    }

    /// self = self × m + a.
    fn mul_add(&mut self, m: u32, a: u32) {
        let mut carry = u64::from(a);
        for limb in &mut self.0 {
            let x = u64::from(*limb) * u64::from(m) + carry;
            *limb = x as u32;
            carry = x >> 32;
        }
        if carry > 0 {
            self.0.push(carry as u32);
        }
    }

    fn mul_pow10(&mut self, mut e: u32) {
        while e > 0 {
            let step = e.min(9);
            self.mul_add(10u32.pow(step), 0);
            e -= step;
        }
    }

    fn bits(&self) -> u32 {
        self.0
            .last()
            .map_or(0, |top| 32 * self.0.len() as u32 - top.leading_zeros())
    }

    fn shl(&mut self, by: u32) {
        let (limbs, bits) = ((by / 32) as usize, by % 32);
        if bits > 0 {
            let mut carry = 0;
            for limb in &mut self.0 {
                let x = *limb;
                *limb = (x << bits) | carry;
                carry = x >> (32 - bits);
            }
            if carry > 0 {
                self.0.push(carry);
            }
        }
        self.0.splice(0..0, std::iter::repeat_n(0, limbs));
    }

    /// Bit `i` (0 is the lowest).
    fn bit(&self, i: u32) -> bool {
        self.0
            .get((i / 32) as usize)
            .is_some_and(|limb| limb >> (i % 32) & 1 == 1)
    }

    /// The top 64 bits, how far they are shifted (self ≈ top × 2^shift), and
    /// whether any bit below them is set.
    fn top64(&self) -> (u64, i64, bool) {
        let bits = self.bits();
        let mut top = 0u64;
        for i in 0..64 {
            top <<= 1;
            if i < bits && self.bit(bits - 1 - i) {
                top |= 1;
            }
        }
        let shift = i64::from(bits) - 64;
        let sticky = (0..bits.saturating_sub(64)).any(|i| self.bit(i));
        (top, shift, sticky)
    }

    fn cmp(&self, other: &Big) -> std::cmp::Ordering {
        let trim = |v: &Vec<u32>| v.iter().rposition(|&x| x != 0).map_or(0, |i| i + 1);
        let (a, b) = (&self.0[..trim(&self.0)], &other.0[..trim(&other.0)]);
        a.len().cmp(&b.len()).then_with(|| a.iter().rev().cmp(b.iter().rev()))
    }

    /// self −= other (other ≤ self).
    fn sub(&mut self, other: &Big) {
        let mut borrow = 0i64;
        for (i, limb) in self.0.iter_mut().enumerate() {
            let x = i64::from(*limb) - i64::from(other.0.get(i).copied().unwrap_or(0)) - borrow;
            borrow = i64::from(x < 0);
            *limb = (x + (borrow << 32)) as u32;
        }
    }

    /// The quotient self / d (known to fit in 128 bits), by shifts and
    /// subtractions, and whether the division was exact. Consumes self's
    /// value (the remainder is left in it).
    fn div_small_quotient(&mut self, d: &Big) -> (u128, bool) {
        let mut q = 0u128;
        let span = self.bits().saturating_sub(d.bits());
        for i in (0..=span).rev() {
            let mut shifted = Big(d.0.clone());
            shifted.shl(i);
            if self.cmp(&shifted) != std::cmp::Ordering::Less {
                self.sub(&shifted);
                q |= 1u128 << i;
            }
        }
        (q, self.0.iter().all(|&x| x == 0))
    }
}

#[cfg(test)]
mod tests {
    use super::parse;

    /// SplitMix64, so every run tries the same texts.
    struct Rng(u64);
    impl Rng {
        fn next(&mut self) -> u64 {
            self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let mut z = self.0;
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            z ^ (z >> 31)
        }
        fn below(&mut self, n: u64) -> u64 {
            self.next() % n
        }
    }

    fn same(text: &str) {
        let want = text.parse::<f64>().ok();
        let got = parse(text);
        assert_eq!(
            got.map(f64::to_bits),
            want.map(f64::to_bits),
            "{text}: {got:?} vs std {want:?}"
        );
    }

    #[test]
    fn shapes_the_notation_writes() {
        for text in [
            "0",
            "00",
            "0.0",
            "1",
            "12",
            "2.5",
            ".5",
            "1.",
            "1e15",
            "1E15",
            "1e+2",
            "25e-1",
            "0.1",
            "0.3",
            "123456789012345678901234567890",
            "9007199254740993",
            "9007199254740992.5",
            "1e-320",
            "2.4703282292062328e-324",
            "2.4703282292062327e-324",
            "4.9406564584124654e-324",
            "2.2250738585072011e-308",
            "1.7976931348623157e308",
            "1.7976931348623159e308",
            "1e400",
            "1e-400",
            "0e999999999",
            "1e0000000000000000000001",
        ] {
            same(text);
        }
        // Exponent digits stop counting at 65,536, as in std, which a long
        // mantissa can then bring back into range.
        for text in [
            format!("0.{}1e655360", "0".repeat(65_535)),
            format!("1{}e-655360", "0".repeat(65_536)),
            format!("1{}e-655369", "0".repeat(65_540)),
        ] {
            same(&text);
        }
        for text in [
            "", ".", "e5", "1e", "1e+", "1.2.3", "-1", "+1", "1x", "0x10", "inf", "nan", "1e5.5", " 1",
        ] {
            assert_eq!(parse(text), None, "{text:?} is refused");
        }
    }

    #[test]
    fn random_texts_round_as_the_standard_library_does() {
        let mut rng = Rng(2026);
        for _ in 0..400_000 {
            let longest = if rng.below(4) == 0 { 40 } else { 20 };
            let len = 1 + rng.below(longest) as usize;
            let mut text: String = (0..len).map(|_| char::from(b'0' + rng.below(10) as u8)).collect();
            if rng.below(2) == 0 {
                let point = rng.below(len as u64 + 1) as usize;
                text.insert(point, '.');
            }
            if rng.below(2) == 0 {
                let e = rng.below(700) as i64 - 350;
                text.push_str(&format!("e{e}"));
            }
            same(&text);
        }
    }

    #[test]
    fn every_double_and_its_shortest_text_read_back() {
        let mut rng = Rng(7);
        for _ in 0..200_000 {
            let x = f64::from_bits(rng.next() >> 1);
            if !x.is_finite() {
                continue;
            }
            same(&format!("{x:e}"));
            same(&format!("{x:.30e}"));
        }
    }

    /// The exact decimal value of a finite non-negative double: its digits
    /// and the power of ten of the last one (from Rust's exact formatting).
    fn exact(x: f64) -> (Vec<u8>, i64) {
        let text = format!("{x:.1100e}");
        let (mantissa, e) = text.split_once('e').unwrap();
        let digits: Vec<u8> = mantissa.bytes().filter(u8::is_ascii_digit).map(|b| b - b'0').collect();
        let e: i64 = e.parse().unwrap();
        let last = e - (digits.len() as i64 - 1);
        (digits, last)
    }

    /// (a + b) / 2 in decimal, exactly: both with their last digit at `last`.
    fn midpoint(a: &[u8], b: &[u8]) -> Vec<u8> {
        let n = a.len().max(b.len()) + 1;
        let pad = |v: &[u8]| -> Vec<u8> { std::iter::repeat_n(0, n - v.len()).chain(v.iter().copied()).collect() };
        let (a, b) = (pad(a), pad(b));
        let mut sum = vec![0u8; n];
        let mut carry = 0;
        for i in (0..n).rev() {
            let s = a[i] + b[i] + carry;
            sum[i] = s % 10;
            carry = s / 10;
        }
        // Halve, with one more digit for the remainder.
        let mut half = Vec::with_capacity(n + 1);
        let mut rem = 0u8;
        for &d in sum.iter().chain(std::iter::once(&0)) {
            let x = rem * 10 + d;
            half.push(x / 2);
            rem = x % 2;
        }
        half
    }

    fn text_of(digits: &[u8], last: i64) -> String {
        let body: String = digits.iter().map(|&d| char::from(b'0' + d)).collect();
        format!("{body}e{last}")
    }

    #[test]
    fn midpoints_between_doubles_and_a_hair_either_side() {
        let mut rng = Rng(11);
        let mut tried = 0;
        while tried < 3_000 {
            // Every range of sizes: subnormals, around 1, near the top.
            let x = match rng.below(4) {
                0 => f64::from_bits(rng.below(1 << 52)),
                1 => f64::from_bits(rng.next() >> 1),
                2 => (rng.below(1 << 62) as f64) * 2f64.powi(rng.below(60) as i32),
                _ => f64::from_bits(0x3FF0_0000_0000_0000 + rng.below(1 << 52)),
            };
            let y = f64::from_bits(x.to_bits() + 1);
            if !y.is_finite() {
                continue;
            }
            tried += 1;
            let ((a, la), (b, lb)) = (exact(x), exact(y));
            // Align both on the lower last digit.
            let last = la.min(lb);
            let widen = |mut v: Vec<u8>, l: i64| {
                v.extend(std::iter::repeat_n(0, (l - last) as usize));
                v
            };
            let mid = midpoint(&widen(a, la), &widen(b, lb));
            let mid_last = last - 1;
            same(&text_of(&mid, mid_last));
            // A hair above: one more non-zero digit far below.
            let mut above = mid.clone();
            above.extend([0, 0, 0, 1]);
            same(&text_of(&above, mid_last - 4));
            // A hair below: the midpoint minus one in its last digit.
            let mut below = mid.clone();
            let mut i = below.len();
            loop {
                i -= 1;
                if below[i] > 0 {
                    below[i] -= 1;
                    break;
                }
                below[i] = 9;
            }
            below.extend([9, 9, 9]);
            same(&text_of(&below, mid_last - 3));
        }
    }

    #[test]
    fn long_texts_keep_only_what_can_matter() {
        let mut rng = Rng(3);
        for _ in 0..2_000 {
            let len = 700 + rng.below(400) as usize;
            let mut text: String = (0..len).map(|_| char::from(b'0' + rng.below(10) as u8)).collect();
            if rng.below(3) == 0 {
                // Mostly zeros, then a last digit: the sticky rule's case.
                text = format!("1{}{}", "0".repeat(len), rng.below(10));
            }
            let e = -(rng.below(1_400) as i64);
            same(&format!("{text}e{e}"));
            same(&format!("0.{text}"));
        }
    }
}
