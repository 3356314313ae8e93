//! Exact numbers of the tests' own, independent of the engine's `exact`
//! module: i128 fractions in lowest terms, for the chance, Star2 and Pig
//! references.

use std::cmp::Ordering;

fn gcd(a: i128, b: i128) -> i128 {
    let (mut a, mut b) = (a.abs(), b.abs());
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Q(pub i128, pub i128);

impl Q {
    pub fn new(n: i128, d: i128) -> Q {
        let g = gcd(n, d).max(1);
        let s = if d < 0 { -1 } else { 1 };
        Q(s * n / g, s * d / g)
    }
    pub fn int(n: i128) -> Q {
        Q(n, 1)
    }
    pub fn add(self, o: Q) -> Q {
        Q::new(self.0 * o.1 + o.0 * self.1, self.1 * o.1)
    }
    pub fn sub(self, o: Q) -> Q {
        self.add(Q(-o.0, o.1))
    }
    pub fn mul(self, o: Q) -> Q {
        Q::new(self.0 * o.0, self.1 * o.1)
    }
    pub fn less(self, o: Q) -> bool {
        self < o
    }
    pub fn div(self, o: Q) -> Q {
        Q::new(self.0 * o.1, self.1 * o.0)
    }
    /// Reads what the engine and the notation write: `-2`, `0.25`, `5/3`.
    pub fn read(s: &str) -> Q {
        if let Some((n, d)) = s.split_once('/') {
            return Q::new(n.parse().unwrap(), d.parse().unwrap());
        }
        let neg = s.starts_with('-');
        let body = s.trim_start_matches('-');
        let (w, f) = body.split_once('.').unwrap_or((body, ""));
        let n: i128 = format!("{w}{f}").parse().unwrap();
        let q = Q::new(n, 10i128.pow(f.len() as u32));
        if neg {
            Q(-q.0, q.1)
        } else {
            q
        }
    }
}

impl PartialOrd for Q {
    fn partial_cmp(&self, o: &Q) -> Option<Ordering> {
        Some(self.cmp(o))
    }
}

impl Ord for Q {
    fn cmp(&self, o: &Q) -> Ordering {
        (self.0 * o.1).cmp(&(o.0 * self.1))
    }
}
