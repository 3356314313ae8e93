//! Every native integration test of the engine, in one binary.
//!
//! Each file beside this one is a module of it: one test binary links once
//! (22 separate binaries each linked the library and spent most of the
//! native stage's time in the linker). The counting global allocator of
//! `deep.rs` and `pruned.rs` is `alloc_count`'s, shared: it counts per
//! thread, so the other tests running beside them do not change their
//! counts. `wasm.rs`, the boundary tests in the browser, is a binary of its
//! own (`crate/Cargo.toml` lists both; `autotests = false`). Run one file's
//! tests with `cargo test -p alphabeta --test integration NAME::`.

#![cfg(not(target_arch = "wasm32"))]

mod alloc_count;
mod common;
mod pinned;

mod aspiration;
mod boundary;
mod chance;
mod chancepractice;
mod cli;
mod construct;
mod deep;
mod figures;
mod games;
mod knuth_moore;
mod layers;
mod mtdf;
mod narration;
mod orderings;
mod page_rules;
mod parser_fuzz;
mod phrases;
mod pig;
mod practice;
mod presets;
mod properties;
mod pruned;
mod pvs;
mod sizes;
mod star2;
mod techniques;
mod transform;
mod whole;
mod window;
