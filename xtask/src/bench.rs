//! `cargo xtask bench`: the engine's native benchmark, then the web figures.
//!
//! The native part runs `crate/examples/bench.rs` in release mode. The web
//! part builds the page and its minified copy (`cargo xtask dist` into
//! `target/site`) and runs `tests/support/web-bench.mjs`, which prints
//! in one run the medians and their ratios to the targets: the gzipped page
//! weight, the first drawing from navigation (1,111, 11,111 and 597,871
//! nodes), one step and one edit to the next frame in headless Chromium, and
//! the search on one tree by the wasm engine, a typical JavaScript α-β and
//! the native engine (which it runs as `bench --same-tree`). Last,
//! `tests/support/lighthouse.mjs` runs Lighthouse 12.2.3 (mobile preset) on
//! that copy served compressed (brotli over HTTP/2, gzip over HTTP/1.1, from
//! the copies `dist` writes): the four scores, FCP, LCP, TBT, CLS and the
//! speed index, medians of three runs.

use crate::dist;
use crate::tools;
use crate::util::{self, Result};

/// Runs both benchmarks; a missing native benchmark is reported, not fatal.
pub fn bench() -> Result {
    util::banner("bench 1/3: native engine (crate/examples/bench.rs)");
    if util::root().join("crate/examples/bench.rs").is_file() {
        util::run(util::cargo().args(["run", "--release", "-p", "alphabeta", "--example", "bench"]))?;
    } else {
        util::note("crate/examples/bench.rs does not exist yet; skipping the native bench");
    }

    util::banner("bench 2/3: web page (tests/support/web-bench.mjs)");
    tools::ensure_npm_deps()?;
    // The page as `cargo xtask dist` ships it (minified), beside www/: the
    // bench weighs both.
    let site = "target/site";
    dist::dist(&util::root().join(site))?;
    tools::ensure_chromium()?;
    util::run(util::command("node").args(["tests/support/web-bench.mjs", "--site", site]))?;

    util::banner("bench 3/3: the first second on a phone (tests/support/lighthouse.mjs)");
    util::run(
        util::command("node")
            .args(["tests/support/lighthouse.mjs", "--site", site])
            .env("CHROME_PATH", tools::CHROMIUM),
    )
}
