//! The whole pipeline must not panic (invariant 2), on seeded random
//! inputs, on stable Rust: the same code as the libFuzzer target
//! `crate/fuzz/fuzz_targets/whole.rs` (`common/pipeline.rs`), driven by
//! SplitMix64 instead of libFuzzer's bytes. Each input is a random tree in
//! the notation (labels, players, h, chance nodes; half of those regular,
//! so that Star2 runs), changed in a few places one time in four so that
//! the parser refuses some; each parsed tree goes through every algorithm,
//! both tie rules, the defaults and one drawn option set (killer moves,
//! iterative deepening, the table, aspiration, a depth limit, a window,
//! leaf bounds), every step's narration in en and fr, the figures and the
//! statistics.
//!
//! `cargo test` runs `CASES` inputs. To hunt longer:
//! `WHOLE_FUZZ_SECS=600 WHOLE_FUZZ_SEED=7 cargo test -p alphabeta --test integration whole:: -- --nocapture`
//! runs for that long from that seed and prints how many inputs it ran.

use super::common::pipeline::{mutate, tree_text, whole, Draw, Ran};
use std::time::{Duration, Instant};

/// Inputs under plain `cargo test`.
const CASES: u64 = 100;

fn env_or<T: std::str::FromStr>(name: &str, default: T) -> T {
    std::env::var(name).ok().and_then(|s| s.parse().ok()).unwrap_or(default)
}

/// Input `i` from `seed`: a tree's text, sometimes changed.
fn input(seed: u64, i: u64) -> (String, Draw) {
    let mut d = Draw::seeded(seed ^ i.wrapping_mul(0x2545_f491_4f6c_dd1d));
    let depth = 1 + d.below(4) as u32;
    let chance = d.below(2) == 0;
    let regular = chance && d.below(2) == 0;
    let mut text = tree_text(&mut d, depth, chance, regular);
    if d.below(4) == 0 {
        text = mutate(&mut d, &text);
    }
    (text, d)
}

#[test]
fn the_whole_pipeline_never_panics_on_seeded_inputs() {
    let seed: u64 = env_or("WHOLE_FUZZ_SEED", 44);
    let secs: u64 = env_or("WHOLE_FUZZ_SECS", 0);
    let started = Instant::now();
    let mut total = Ran::default();
    let (mut inputs, mut parsed) = (0u64, 0u64);
    loop {
        if secs == 0 && inputs >= CASES || secs > 0 && started.elapsed() >= Duration::from_secs(secs) {
            break;
        }
        let (text, mut d) = input(seed, inputs);
        let ran = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| whole(&text, &mut d)))
            .unwrap_or_else(|_| panic!("input {inputs} of seed {seed} panicked: {text:?}"));
        inputs += 1;
        parsed += u64::from(ran.parsed);
        total.star2_chance += ran.star2_chance;
        total.searched += ran.searched;
        total.refused += ran.refused;
        total.steps += ran.steps;
    }
    println!(
        "whole: {inputs} inputs from seed {seed} in {:.0} s: {parsed} parsed, {} searches through the whole pipeline \
         ({} steps narrated in en and fr), {} option sets refused by validation, {} Star2 searches of chance trees",
        started.elapsed().as_secs_f64(),
        total.searched,
        total.steps,
        total.refused,
        total.star2_chance
    );
    assert!(parsed * 2 > inputs, "most inputs parse: {parsed} of {inputs}");
    assert!(total.searched > total.refused, "most option sets run");
    assert!(total.star2_chance > 0, "Star2 ran on chance trees");
}
