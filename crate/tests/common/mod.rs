//! Seeded random trees shared by the property, ordering and search-technique tests.

use alphabeta::random::SplitMix64 as Rng;
use alphabeta::tree::{Player, Tree, TreeBuilder};
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
