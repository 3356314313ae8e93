//! Seeded random trees shared by the property, ordering and search-technique
//! tests, and the few helpers several of them need (the next float up and
//! down, the depth limits a tree allows), and [`source`], the core's source
//! files for the tests that read the code itself.

pub mod fraction;
pub mod pipeline;
pub mod source;

use alphabeta::random::SplitMix64 as Rng;
use alphabeta::search::{Algorithm, Options, Ties};
use alphabeta::tree::{NodeId, Player, Tree, TreeBuilder};
use alphabeta::value::Value;

/// A random tree: up to `max_depth` levels, 1 to 4 children, leaves in
/// -3..=3 with an occasional ±∞ (many ties), a random root player; every
/// inner node has an h when `all_h`, about half of them otherwise.
pub fn random_tree(seed: u64, max_depth: u32, all_h: bool) -> Tree {
    let mut rng = Rng::new(seed);
    let root = if rng.below(4) == 0 { Player::Min } else { Player::Max };
    let mut b = TreeBuilder::new(root);
    let mut todo: Vec<(u32, u32)> = Vec::new();
    let mut depth = 0;
    loop {
        let leaf = depth >= max_depth || (depth > 0 && rng.below(3) == 0) || (depth == 0 && rng.below(20) == 0);
        if leaf {
            let v = match rng.below(16) {
                0 => Value::POS_INF,
                1 => Value::NEG_INF,
                x => Value::int(x as i32 % 7 - 3),
            };
            b.leaf(v, None).unwrap();
        } else {
            let h = (all_h || rng.below(2) == 0).then(|| Value::int(rng.below(7) as i32 - 3));
            b.open(h, None).unwrap();
            todo.push((1 + rng.below(4) as u32, depth + 1));
        }
        loop {
            match todo.last_mut() {
                None => return b.finish().unwrap(),
                Some((0, _)) => {
                    todo.pop();
                    b.close().unwrap();
                }
                Some((left, d)) => {
                    *left -= 1;
                    depth = *d;
                    break;
                }
            }
        }
    }
}

/// The next `f64` above `x` (what `f64::next_up` does, above the MSRV).
pub fn up(x: f64) -> f64 {
    match x {
        f64::INFINITY => x,
        0.0 => f64::from_bits(1),
        _ if x > 0.0 => f64::from_bits(x.to_bits() + 1),
        _ => f64::from_bits(x.to_bits() - 1) + 0.0,
    }
}

/// The next `f64` below `x`.
pub fn down(x: f64) -> f64 {
    -up(-x)
}

/// A depth limit for a tree: none, or one that stops at inner nodes with h
/// only (the common tree gives every inner node an h).
pub fn limits(t: &Tree) -> Vec<Option<u32>> {
    let mut out = vec![None];
    for p in 1..t.height() {
        if t.inner_without_h_at_depth(p) == 0 {
            out.push(Some(p));
        }
    }
    out
}

/// A uniform tree of branching `b` and depth `d` whose leaves are a
/// shuffled 0..b^d: every value distinct.
pub fn distinct_uniform(seed: u64, b: u32, d: u32) -> Tree {
    let mut rng = Rng::new(seed);
    let n = (b as u64).pow(d) as usize;
    let mut values: Vec<i32> = (0..n as i32).collect();
    for i in (1..n).rev() {
        values.swap(i, rng.below(i as u64 + 1) as usize);
    }
    let mut next = values.into_iter();
    let mut t = TreeBuilder::new(Player::Max);
    if d == 0 {
        t.leaf(Value::int(next.next().unwrap()), None).unwrap();
        return t.finish().unwrap();
    }
    t.open(None, None).unwrap();
    let mut remaining = vec![b];
    while let Some(top) = remaining.last_mut() {
        if *top == 0 {
            remaining.pop();
            t.close().unwrap();
            continue;
        }
        *top -= 1;
        if remaining.len() as u32 == d {
            t.leaf(Value::int(next.next().unwrap()), None).unwrap();
        } else {
            t.open(None, None).unwrap();
            remaining.push(b);
        }
    }
    t.finish().unwrap()
}

/// Whether `m` makes a node of `max` cut against `bound`.
pub fn cuts(max: bool, m: f64, bound: f64, strict: bool) -> bool {
    match (max, strict) {
        (true, false) => m >= bound,
        (true, true) => m > bound,
        (false, false) => m <= bound,
        (false, true) => m < bound,
    }
}

/// Plain minimax, recursively, with the depth limit.
pub fn minimax(t: &Tree, id: NodeId, limit: Option<u32>) -> f64 {
    if t.is_leaf(id) || limit == Some(t.depth(id)) {
        return t.leaf_value(id).or_else(|| t.h(id)).unwrap().get();
    }
    let vals = t.children(id).map(|c| minimax(t, c, limit));
    match t.player(id) {
        Player::Max => vals.fold(f64::NEG_INFINITY, f64::max),
        Player::Min => vals.fold(f64::INFINITY, f64::min),
    }
}

/// Every algorithm under both tie rules, with the depth limit and the two
/// techniques given.
pub fn all_options(depth_limit: Option<u32>, killers: bool, deepening: bool) -> Vec<Options> {
    let mut v = Vec::new();
    for algorithm in Algorithm::ALL {
        for ties in [Ties::Prune, Ties::Strict] {
            v.push(Options {
                algorithm,
                ties,
                depth_limit,
                killers,
                deepening,
                ..Options::default()
            });
        }
    }
    v
}
