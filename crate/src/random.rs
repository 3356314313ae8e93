//! Seeded random game trees, for exercises and demonstrations.
//!
//! A [`RandomSpec`] (seed, branching range, depth, value range, regular or
//! irregular) always gives the same tree, on every platform: the generator is
//! our own SplitMix64 and the sequence of draws uses only `u64` arithmetic,
//! never `usize`, so a native build and a wasm32 build agree (invariant 4: the
//! seed is shown and shareable).
//!
//! The tree is built in pre-order with [`TreeBuilder`] and an explicit stack
//! of open nodes, so its depth never costs native stack (invariant 3).
//!
//! # Example
//!
//! ```
//! use alphabeta::random::{generate, RandomSpec};
//! let spec = RandomSpec { seed: 42, depth: 2, ..RandomSpec::default() };
//! let tree = generate(&spec).unwrap();
//! assert_eq!(tree.height(), 2);
//! assert_eq!(generate(&spec).unwrap(), tree);
//! ```

use crate::error::{Kind, Localised};
use crate::lang::Lang;
use crate::tree::{BuildError, Player, Tree, TreeBuilder, MAX_NODES};
use crate::value::{Value, MAX_FINITE};
use serde::de::{self, Deserializer, Visitor};
use serde::Deserialize;
use std::fmt;

/// The largest branching a spec may ask for.
pub const MAX_BRANCH: u32 = 10;

/// The largest depth a spec may ask for.
pub const MAX_DEPTH: u32 = 12;

/// The largest leaf value magnitude, [`MAX_FINITE`] as an integer.
pub const MAX_ABS_VALUE: i64 = MAX_FINITE as i64;

/// In an irregular tree, the chance that a node below the root and above the
/// last level is a leaf instead of an inner node, as "one in this many".
const EARLY_LEAF_ONE_IN: u64 = 4;

/// What a random tree looks like. As JSON (the wasm boundary): camelCase
/// keys, every one optional (the [`Default`] fills in), unknown keys
/// refused; the seed may be a whole number or a string of digits.
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields, default)]
pub struct RandomSpec {
    /// The seed; equal specs give equal trees.
    #[serde(deserialize_with = "seed")]
    pub seed: u64,
    /// The fewest children of an inner node, at least 1.
    pub min_branch: u32,
    /// The most children of an inner node, at most [`MAX_BRANCH`].
    pub max_branch: u32,
    /// The depth of the leaves (of the deepest ones, if irregular), at most
    /// [`MAX_DEPTH`]. Depth 0 is a single leaf.
    pub depth: u32,
    /// The smallest leaf value.
    pub min_value: i64,
    /// The largest leaf value.
    pub max_value: i64,
    /// Whether nodes below the root may be leaves before the last level,
    /// each with probability 1/4.
    pub irregular: bool,
}

impl Default for RandomSpec {
    /// Seed 1, two or three children, depth 3, values from −10 to 10, regular:
    /// the size of a class exercise.
    fn default() -> RandomSpec {
        RandomSpec {
            seed: 1,
            min_branch: 2,
            max_branch: 3,
            depth: 3,
            min_value: -10,
            max_value: 10,
            irregular: false,
        }
    }
}

/// Why a [`RandomSpec`] was refused. Each message names the field and the
/// range it must lie in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RandomError {
    /// `min_branch` is 0 or above [`MAX_BRANCH`].
    MinBranch(u32),
    /// `max_branch` is 0 or above [`MAX_BRANCH`].
    MaxBranch(u32),
    /// `min_branch` is greater than `max_branch`.
    BranchOrder {
        /// The spec's `min_branch`.
        min_branch: u32,
        /// The spec's `max_branch`.
        max_branch: u32,
    },
    /// `depth` is above [`MAX_DEPTH`].
    Depth(u32),
    /// `min_value` is beyond ±[`MAX_ABS_VALUE`].
    MinValue(i64),
    /// `max_value` is beyond ±[`MAX_ABS_VALUE`].
    MaxValue(i64),
    /// `min_value` is greater than `max_value`.
    ValueOrder {
        /// The spec's `min_value`.
        min_value: i64,
        /// The spec's `max_value`.
        max_value: i64,
    },
    /// `max_branch` and `depth` together could give more than [`MAX_NODES`]
    /// nodes.
    TooManyNodes {
        /// The spec's `max_branch`.
        max_branch: u32,
        /// The spec's `depth`.
        depth: u32,
    },
    /// The tree builder refused the tree. This cannot happen for a spec that
    /// passed validation; it exists so that generation never panics.
    Build(BuildError),
}

impl RandomError {
    /// The name of the [`RandomSpec`] field at fault, as written in Rust
    /// (the message catalogues can key on it). For an error about two
    /// fields, the one named is the `max_` one; for a builder error it is
    /// `"spec"`.
    pub fn field(&self) -> &'static str {
        match self {
            RandomError::MinBranch(_) => "min_branch",
            RandomError::MaxBranch(_) | RandomError::BranchOrder { .. } => "max_branch",
            RandomError::Depth(_) | RandomError::TooManyNodes { .. } => "depth",
            RandomError::MinValue(_) => "min_value",
            RandomError::MaxValue(_) | RandomError::ValueOrder { .. } => "max_value",
            RandomError::Build(_) => "spec",
        }
    }
}

/// A seed: a whole number from 0 to 2^53 − 1 (what JavaScript holds
/// exactly), or the same written as a string (which may be longer).
fn seed<'de, D: Deserializer<'de>>(d: D) -> Result<u64, D::Error> {
    struct V;
    impl Visitor<'_> for V {
        type Value = u64;
        fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str("a whole number (or a string of digits)")
        }
        fn visit_u64<E: de::Error>(self, x: u64) -> Result<u64, E> {
            Ok(x)
        }
        fn visit_i64<E: de::Error>(self, x: i64) -> Result<u64, E> {
            u64::try_from(x).map_err(|_| E::invalid_value(de::Unexpected::Signed(x), &self))
        }
        fn visit_f64<E: de::Error>(self, x: f64) -> Result<u64, E> {
            if x >= 0.0 && x.fract() == 0.0 && x <= 9_007_199_254_740_991.0 {
                Ok(x as u64)
            } else {
                Err(E::invalid_value(de::Unexpected::Float(x), &self))
            }
        }
        fn visit_str<E: de::Error>(self, s: &str) -> Result<u64, E> {
            s.trim()
                .parse()
                .map_err(|_| E::invalid_value(de::Unexpected::Str(s), &self))
        }
    }
    d.deserialize_any(V)
}

impl Localised for RandomError {
    fn kind(&self) -> Kind {
        Kind::Random
    }

    fn message(&self, lang: Lang) -> String {
        match lang {
            Lang::En => self.to_string(),
            Lang::Fr => self.message_fr(),
        }
    }
}

impl RandomError {
    /// The message in French (the `Display` impl is the English one).
    fn message_fr(&self) -> String {
        match self {
            RandomError::MinBranch(b) => format!("min_branch vaut {b}, mais doit être entre 1 et {MAX_BRANCH}"),
            RandomError::MaxBranch(b) => format!("max_branch vaut {b}, mais doit être entre 1 et {MAX_BRANCH}"),
            RandomError::BranchOrder { min_branch, max_branch } => {
                format!("max_branch vaut {max_branch}, mais doit être entre min_branch ({min_branch}) et {MAX_BRANCH}")
            }
            RandomError::Depth(d) => format!("la profondeur vaut {d}, mais doit être entre 0 et {MAX_DEPTH}"),
            RandomError::MinValue(v) => {
                format!("min_value vaut {v}, mais doit être entre -{MAX_ABS_VALUE} et {MAX_ABS_VALUE}")
            }
            RandomError::MaxValue(v) => {
                format!("max_value vaut {v}, mais doit être entre -{MAX_ABS_VALUE} et {MAX_ABS_VALUE}")
            }
            RandomError::ValueOrder { min_value, max_value } => {
                format!("max_value vaut {max_value}, mais doit être entre min_value ({min_value}) et {MAX_ABS_VALUE}")
            }
            RandomError::TooManyNodes { max_branch, depth } => format!(
                "la profondeur vaut {depth}, mais avec max_branch {max_branch} elle doit valoir au plus {} \
                 pour que l’arbre ne dépasse pas {MAX_NODES} nœuds",
                max_depth_for(*max_branch)
            ),
            RandomError::Build(e) => format!("l’arbre aléatoire n’a pas pu être construit : {e}"),
        }
    }
}

impl fmt::Display for RandomError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RandomError::MinBranch(b) => write!(f, "min_branch is {b}, but it must be between 1 and {MAX_BRANCH}"),
            RandomError::MaxBranch(b) => write!(f, "max_branch is {b}, but it must be between 1 and {MAX_BRANCH}"),
            RandomError::BranchOrder { min_branch, max_branch } => write!(
                f,
                "max_branch is {max_branch}, but it must be between min_branch ({min_branch}) and {MAX_BRANCH}"
            ),
            RandomError::Depth(d) => write!(f, "depth is {d}, but it must be between 0 and {MAX_DEPTH}"),
            RandomError::MinValue(v) => {
                write!(
                    f,
                    "min_value is {v}, but it must be between -{MAX_ABS_VALUE} and {MAX_ABS_VALUE}"
                )
            }
            RandomError::MaxValue(v) => {
                write!(
                    f,
                    "max_value is {v}, but it must be between -{MAX_ABS_VALUE} and {MAX_ABS_VALUE}"
                )
            }
            RandomError::ValueOrder { min_value, max_value } => write!(
                f,
                "max_value is {max_value}, but it must be between min_value ({min_value}) and {MAX_ABS_VALUE}"
            ),
            RandomError::TooManyNodes { max_branch, depth } => write!(
                f,
                "depth is {depth}, but with max_branch {max_branch} it must be at most {} \
                 so that the tree cannot exceed {MAX_NODES} nodes",
                max_depth_for(*max_branch)
            ),
            RandomError::Build(e) => write!(f, "the random tree could not be built: {e}"),
        }
    }
}

impl std::error::Error for RandomError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            RandomError::Build(e) => Some(e),
            _ => None,
        }
    }
}

impl From<BuildError> for RandomError {
    fn from(e: BuildError) -> RandomError {
        RandomError::Build(e)
    }
}

/// The most nodes a tree of branching at most `branch` and depth `depth` can
/// have: `1 + b + b² + … + b^depth`, saturating at `u64::MAX`.
fn node_bound(branch: u32, depth: u32) -> u64 {
    let b = u64::from(branch);
    let mut level: u64 = 1;
    let mut total: u64 = 1;
    for _ in 0..depth {
        level = level.saturating_mul(b);
        total = total.saturating_add(level);
    }
    total
}

/// The greatest depth up to [`MAX_DEPTH`] whose node bound for `branch` fits
/// in [`MAX_NODES`].
fn max_depth_for(branch: u32) -> u32 {
    (0..=MAX_DEPTH)
        .rev()
        .find(|&d| node_bound(branch, d) <= MAX_NODES as u64)
        .unwrap_or(0)
}

/// Checks every field of `spec`, in declaration order.
fn validate(spec: &RandomSpec) -> Result<(), RandomError> {
    if !(1..=MAX_BRANCH).contains(&spec.min_branch) {
        return Err(RandomError::MinBranch(spec.min_branch));
    }
    if !(1..=MAX_BRANCH).contains(&spec.max_branch) {
        return Err(RandomError::MaxBranch(spec.max_branch));
    }
    if spec.min_branch > spec.max_branch {
        return Err(RandomError::BranchOrder {
            min_branch: spec.min_branch,
            max_branch: spec.max_branch,
        });
    }
    if spec.depth > MAX_DEPTH {
        return Err(RandomError::Depth(spec.depth));
    }
    let values = -MAX_ABS_VALUE..=MAX_ABS_VALUE;
    if !values.contains(&spec.min_value) {
        return Err(RandomError::MinValue(spec.min_value));
    }
    if !values.contains(&spec.max_value) {
        return Err(RandomError::MaxValue(spec.max_value));
    }
    if spec.min_value > spec.max_value {
        return Err(RandomError::ValueOrder {
            min_value: spec.min_value,
            max_value: spec.max_value,
        });
    }
    if node_bound(spec.max_branch, spec.depth) > MAX_NODES as u64 {
        return Err(RandomError::TooManyNodes {
            max_branch: spec.max_branch,
            depth: spec.depth,
        });
    }
    Ok(())
}

/// SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number
/// generators", OOPSLA 2014; constants as in Vigna's public-domain C code):
/// a 64-bit counter stepped by the golden-ratio constant and scrambled. It is
/// small, passes BigCrush, and every seed, 0 included, is a good seed.
/// The property tests, the parser's bug-finder and the bench draw from it
/// too, so the project has one generator.
#[derive(Clone, Debug)]
pub struct SplitMix64(u64);

impl SplitMix64 {
    /// A generator started at `seed`.
    pub fn new(seed: u64) -> SplitMix64 {
        SplitMix64(seed)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A uniform integer in `0..n`, for `n ≥ 1`, without bias: Lemire's
    /// multiply-and-shift with rejection ("Fast random integer generation in
    /// an interval", 2019).
    pub fn below(&mut self, n: u64) -> u64 {
        // 2^64 mod n: the low products below it would make some results
        // more likely than others.
        let threshold = n.wrapping_neg() % n;
        loop {
            let m = u128::from(self.next_u64()) * u128::from(n);
            if m as u64 >= threshold {
                return (m >> 64) as u64;
            }
        }
    }

    /// A uniform integer in `lo..=hi`, for `lo ≤ hi` (any `u32` range).
    fn between_u32(&mut self, lo: u32, hi: u32) -> u32 {
        lo + self.below(u64::from(hi - lo) + 1) as u32
    }

    /// A uniform integer in `lo..=hi`, for `lo ≤ hi` within ±[`MAX_ABS_VALUE`],
    /// so the span fits in `u64` with room to spare.
    fn between_i64(&mut self, lo: i64, hi: i64) -> i64 {
        lo + self.below(hi.abs_diff(lo) + 1) as i64
    }
}

/// Generates the tree that `spec` describes. The root plays MAX and nodes
/// have no labels.
///
/// The draws, in pre-order: the root's branching; then for each child in
/// turn, in an irregular tree and above the last level, whether it is an
/// early leaf; then its value if it is a leaf, or its branching otherwise.
/// Changing this order changes every shared seed's tree, so don't.
///
/// # Errors
///
/// A [`RandomError`] naming the first field out of range, or
/// [`RandomError::TooManyNodes`] when `max_branch` and `depth` allow a tree
/// larger than [`MAX_NODES`].
///
/// # Example
///
/// ```
/// use alphabeta::random::{generate, RandomError, RandomSpec};
/// let spec = RandomSpec { min_branch: 2, max_branch: 2, depth: 3, ..RandomSpec::default() };
/// assert_eq!(generate(&spec).unwrap().leaf_count(), 8);
/// let bad = RandomSpec { depth: 13, ..RandomSpec::default() };
/// assert_eq!(generate(&bad), Err(RandomError::Depth(13)));
/// ```
pub fn generate(spec: &RandomSpec) -> Result<Tree, RandomError> {
    validate(spec)?;
    let mut rng = SplitMix64(spec.seed);
    let leaf_value = |rng: &mut SplitMix64| {
        let v = rng.between_i64(spec.min_value, spec.max_value);
        // |v| ≤ 10^15 < 2^53, so the conversion is exact and never NaN.
        Value::new(v as f64).unwrap_or(Value::int(0))
    };
    let mut b = TreeBuilder::new(Player::Max);
    if spec.depth == 0 {
        b.leaf(leaf_value(&mut rng), None)?;
        return Ok(b.finish()?);
    }
    b.open(None, None)?;
    // The number of children still to add to each open node; the stack
    // length is the depth of the next child.
    let mut remaining: Vec<u32> = vec![rng.between_u32(spec.min_branch, spec.max_branch)];
    while let Some(top) = remaining.last_mut() {
        if *top == 0 {
            remaining.pop();
            b.close()?;
            continue;
        }
        *top -= 1;
        let depth = remaining.len() as u32;
        let is_leaf = depth == spec.depth || (spec.irregular && rng.below(EARLY_LEAF_ONE_IN) == 0);
        if is_leaf {
            b.leaf(leaf_value(&mut rng), None)?;
        } else {
            b.open(None, None)?;
            remaining.push(rng.between_u32(spec.min_branch, spec.max_branch));
        }
    }
    Ok(b.finish()?)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tree::NodeId;

    fn leaf_values(t: &Tree) -> Vec<f64> {
        (0..t.len() as NodeId)
            .filter_map(|v| t.leaf_value(v))
            .map(Value::get)
            .collect()
    }

    fn leaf_depths(t: &Tree) -> Vec<u32> {
        (0..t.len() as NodeId)
            .filter(|&v| t.is_leaf(v))
            .map(|v| t.depth(v))
            .collect()
    }

    #[test]
    fn splitmix64_matches_the_reference_sequence() {
        // The first outputs of Vigna's splitmix64.c from state 0; a change
        // here would change every shared seed's tree.
        let mut rng = SplitMix64(0);
        assert_eq!(rng.next_u64(), 0xE220_A839_7B1D_CDAF);
        assert_eq!(rng.next_u64(), 0x6E78_9E6A_A1B9_65F4);
        assert_eq!(rng.next_u64(), 0x06C4_5D18_8009_454F);
    }

    #[test]
    fn a_seed_gives_a_fixed_tree() {
        // This literal pins the generator and the order of the draws: if it
        // changes, every shared seed shows another tree.
        let spec = RandomSpec {
            seed: 2024,
            min_branch: 2,
            max_branch: 2,
            depth: 2,
            ..RandomSpec::default()
        };
        let t = generate(&spec).unwrap();
        assert_eq!(t.uniform_shape(), Some((2, 2)));
        assert_eq!(leaf_values(&t), vec![-4.0, -8.0, 1.0, -8.0]);
    }

    #[test]
    fn the_same_seed_gives_the_same_tree() {
        for irregular in [false, true] {
            let spec = RandomSpec {
                seed: 99,
                depth: 5,
                irregular,
                ..RandomSpec::default()
            };
            let a = generate(&spec).unwrap();
            let b = generate(&spec).unwrap();
            assert_eq!(a, b);
            assert_eq!(leaf_values(&a), leaf_values(&b));
        }
    }

    #[test]
    fn different_seeds_give_different_trees() {
        let trees: Vec<Vec<f64>> = (1..=5)
            .map(|seed| {
                leaf_values(
                    &generate(&RandomSpec {
                        seed,
                        ..RandomSpec::default()
                    })
                    .unwrap(),
                )
            })
            .collect();
        for i in 0..trees.len() {
            for j in i + 1..trees.len() {
                assert_ne!(trees[i], trees[j], "seeds {} and {} agree", i + 1, j + 1);
            }
        }
    }

    #[test]
    fn regular_trees_respect_the_bounds() {
        for seed in 0..50 {
            let spec = RandomSpec {
                seed,
                min_branch: 1,
                max_branch: 4,
                depth: 4,
                min_value: -3,
                max_value: 5,
                irregular: false,
            };
            let t = generate(&spec).unwrap();
            assert_eq!(t.root_player(), Player::Max);
            for v in 0..t.len() as NodeId {
                if t.is_leaf(v) {
                    assert_eq!(t.depth(v), 4);
                    let x = t.leaf_value(v).unwrap().get();
                    assert!((-3.0..=5.0).contains(&x) && x.fract() == 0.0, "value {x}");
                } else {
                    assert!((1..=4).contains(&t.child_count(v)));
                    assert_eq!(t.h(v), None);
                }
                assert_eq!(t.label(v), None);
            }
        }
    }

    #[test]
    fn every_value_and_branching_in_range_occurs() {
        let spec = RandomSpec {
            seed: 5,
            min_branch: 1,
            max_branch: 3,
            depth: 6,
            min_value: -2,
            max_value: 2,
            irregular: false,
        };
        let t = generate(&spec).unwrap();
        let mut values = leaf_values(&t);
        values.sort_by(f64::total_cmp);
        values.dedup();
        assert_eq!(values, vec![-2.0, -1.0, 0.0, 1.0, 2.0]);
        let mut branchings: Vec<usize> = (0..t.len() as NodeId)
            .filter(|&v| !t.is_leaf(v))
            .map(|v| t.child_count(v))
            .collect();
        branchings.sort_unstable();
        branchings.dedup();
        assert_eq!(branchings, vec![1, 2, 3]);
    }

    #[test]
    fn a_single_value_range_gives_that_value() {
        let spec = RandomSpec {
            min_value: 7,
            max_value: 7,
            ..RandomSpec::default()
        };
        assert!(leaf_values(&generate(&spec).unwrap()).iter().all(|&x| x == 7.0));
    }

    #[test]
    fn extreme_values_are_allowed_and_exact() {
        let spec = RandomSpec {
            seed: 3,
            min_value: -MAX_ABS_VALUE,
            max_value: MAX_ABS_VALUE,
            depth: 4,
            ..RandomSpec::default()
        };
        let t = generate(&spec).unwrap();
        for x in leaf_values(&t) {
            assert!(x.abs() <= MAX_FINITE && x.fract() == 0.0);
        }
    }

    #[test]
    fn irregular_trees_have_leaves_at_several_depths() {
        let mut found = false;
        for seed in 1..=10 {
            let spec = RandomSpec {
                seed,
                depth: 4,
                irregular: true,
                ..RandomSpec::default()
            };
            let t = generate(&spec).unwrap();
            assert!(!t.is_leaf(0), "the root of seed {seed} is a leaf");
            let depths = leaf_depths(&t);
            assert!(depths.iter().all(|&d| (1..=4).contains(&d)));
            let first = depths[0];
            found |= depths.iter().any(|&d| d != first);
        }
        assert!(found);
    }

    #[test]
    fn irregular_depth_one_is_a_root_with_leaves() {
        let spec = RandomSpec {
            depth: 1,
            irregular: true,
            ..RandomSpec::default()
        };
        let t = generate(&spec).unwrap();
        assert_eq!(t.height(), 1);
        assert!((2..=3).contains(&t.child_count(0)));
    }

    #[test]
    fn depth_zero_is_a_single_leaf() {
        for irregular in [false, true] {
            let t = generate(&RandomSpec {
                depth: 0,
                irregular,
                ..RandomSpec::default()
            })
            .unwrap();
            assert_eq!(t.len(), 1);
            let x = t.leaf_value(0).unwrap().get();
            assert!((-10.0..=10.0).contains(&x));
        }
    }

    #[test]
    fn the_largest_allowed_trees_are_built() {
        // Branching 3 at depth 12 is the textbook uniform tree (797,161
        // nodes); branching 10 allows depth 6 (1,111,111 nodes). Depth 3 keeps
        // the debug-mode test fast while crossing the same code.
        let t = generate(&RandomSpec {
            min_branch: 10,
            max_branch: 10,
            depth: 3,
            ..RandomSpec::default()
        })
        .unwrap();
        assert_eq!(t.len(), 1_111);
        assert_eq!(t.uniform_shape(), Some((10, 3)));
        assert!(validate(&RandomSpec {
            min_branch: 3,
            max_branch: 3,
            depth: 12,
            ..RandomSpec::default()
        })
        .is_ok());
        assert!(validate(&RandomSpec {
            max_branch: 10,
            depth: 6,
            ..RandomSpec::default()
        })
        .is_ok());
    }

    #[test]
    fn node_bound_saturates() {
        assert_eq!(node_bound(1, 12), 13);
        assert_eq!(node_bound(2, 3), 15);
        assert_eq!(node_bound(3, 12), 797_161);
        assert_eq!(node_bound(10, 12), 1_111_111_111_111);
        assert_eq!(node_bound(u32::MAX, 12), u64::MAX);
        assert_eq!(max_depth_for(10), 6);
        assert_eq!(max_depth_for(3), 12);
        assert_eq!(max_depth_for(4), 10);
    }

    #[test]
    fn bad_specs_are_refused_with_the_field_and_range() {
        let d = RandomSpec::default();
        let cases = [
            (
                RandomSpec {
                    min_branch: 0,
                    ..d.clone()
                },
                "min_branch is 0, but it must be between 1 and 10",
            ),
            (
                RandomSpec {
                    max_branch: 11,
                    ..d.clone()
                },
                "max_branch is 11, but it must be between 1 and 10",
            ),
            (
                RandomSpec {
                    min_branch: 3,
                    max_branch: 2,
                    ..d.clone()
                },
                "max_branch is 2, but it must be between min_branch (3) and 10",
            ),
            (
                RandomSpec { depth: 13, ..d.clone() },
                "depth is 13, but it must be between 0 and 12",
            ),
            (
                RandomSpec {
                    min_value: -1_000_000_000_000_001,
                    ..d.clone()
                },
                "min_value is -1000000000000001, but it must be between -1000000000000000 and 1000000000000000",
            ),
            (
                RandomSpec {
                    max_value: i64::MAX,
                    ..d.clone()
                },
                "max_value is 9223372036854775807, but it must be between -1000000000000000 and 1000000000000000",
            ),
            (
                RandomSpec {
                    min_value: 5,
                    max_value: 4,
                    ..d.clone()
                },
                "max_value is 4, but it must be between min_value (5) and 1000000000000000",
            ),
            (
                RandomSpec {
                    max_branch: 10,
                    depth: 7,
                    ..d.clone()
                },
                "depth is 7, but with max_branch 10 it must be at most 6 so that the tree cannot exceed 2000000 nodes",
            ),
        ];
        for (spec, message) in cases {
            let e = generate(&spec).unwrap_err();
            assert_eq!(e.to_string(), message);
            assert!(
                message.starts_with(e.field()),
                "{message} does not start with {}",
                e.field()
            );
        }
    }
}
