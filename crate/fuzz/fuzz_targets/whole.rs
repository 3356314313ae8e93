//! Fuzzes the whole pipeline: parse → every algorithm and both tie rules,
//! with the defaults and with option sets drawn from the input (killer
//! moves, iterative deepening, the table, aspiration, depth limits, a
//! window, leaf bounds) → every step's narration in en and fr → every
//! figure (TikZ, forest, Beamer) → the statistics and the report. None of
//! it may panic (invariant 2). The input's first half draws a tree in the
//! notation (chance nodes, regular ones for Star2), which its second half
//! changes in a few places; or, when its first byte is odd, the input is
//! the text itself. The pipeline is `crate/tests/common/pipeline.rs`,
//! which the stable test `crate/tests/whole.rs` runs on seeded inputs.
//! Run with `cargo +nightly fuzz run whole -- -dict=fuzz/parse.dict` from
//! `crate/` (600 s of it: 224,251 runs, no crash, when it was written).

#![no_main]

#[path = "../../tests/common/pipeline.rs"]
mod pipeline;

use libfuzzer_sys::fuzz_target;
use pipeline::{mutate, tree_text, whole, Draw};

fuzz_target!(|data: &[u8]| {
    let mut d = Draw::from_bytes(data);
    let text = if data.first().is_some_and(|b| b & 1 == 1) {
        String::from_utf8_lossy(&data[1..]).into_owned()
    } else {
        let depth = 1 + d.below(4) as u32;
        let chance = d.below(2) == 0;
        let regular = chance && d.below(2) == 0;
        let text = tree_text(&mut d, depth, chance, regular);
        if d.below(4) == 0 {
            mutate(&mut d, &text)
        } else {
            text
        }
    };
    let _ = whole(&text, &mut d);
});
