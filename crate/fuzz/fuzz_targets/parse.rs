//! Fuzzes the notation parser and, through it, the searches.
//!
//! For any text: `parse` must not panic. When it accepts the text, the
//! canonical notation must read back to the same tree, and the default
//! search (α-β fail-soft) must give the root the minimax value (the seeds'
//! claim that pruning never changes the answer). Run with
//! `cargo +nightly fuzz run parse` from `crate/`.

#![no_main]

use alphabeta::notation::{format, parse};
use alphabeta::search::{search, Algorithm, Options};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let Ok(tree) = parse(&text) else {
        return;
    };
    let canonical = format(&tree);
    let again = parse(&canonical).unwrap_or_else(|e| panic!("format gave unreadable text {canonical:?}: {e}"));
    assert_eq!(again, tree, "format/parse round trip of {canonical:?}");

    let alphabeta = search(&tree, &Options::default()).expect("no depth limit, default window");
    let minimax = search(
        &tree,
        &Options {
            algorithm: Algorithm::Minimax,
            ..Options::default()
        },
    )
    .expect("no depth limit, default window");
    assert_eq!(
        alphabeta.root_value(),
        minimax.root_value(),
        "α-β and minimax disagree on {canonical:?}"
    );
});
