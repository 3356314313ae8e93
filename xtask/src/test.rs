//! `cargo xtask test`: every check CI runs, in order, stopping at the first
//! failure with a banner that names the stage; `--changed` runs only the
//! stages and end-to-end files a change can affect.
//!
//! The order puts the cheapest and most common failures first: formatting
//! and the JavaScript's linter, the Rust lints (native and wasm32), native
//! tests, the page's unit tests and source checks under `node --test
//! tests/unit` (no browser), the wasm-bindgen tests in headless Chromium,
//! the minified copy that `cargo xtask dist` makes for a static host, the
//! end-to-end tests on that copy (the files run side by side, see
//! [`CONCURRENCY`]), the cross-engine suite on that copy in Firefox ESR and
//! WebKitGTK (`tests/cross/`: installed from Debian like Chromium when it
//! can be, skipped with the reason otherwise), then the LaTeX stage: the CLI's TikZ, forest and Beamer
//! exports (English and French) compiled with pdflatex (`latex.rs`). That
//! stage installs Debian's TeX Live packages when it can (as root, with
//! apt-get) and otherwise says it is skipped and why. `--quick` skips the
//! browser and LaTeX stages. `--changed` is `changed.rs`'s plan.
//!
//! The LaTeX stage runs beside the build (see [`Beside`]): pdflatex uses
//! one core while the build's last link and `wasm-opt` leave the other
//! idle. Its output is kept and printed, with its result, in its place.

use std::fs::{self, File};
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::{Instant, SystemTime};

use crate::build;
use crate::changed::{EndToEnd, Plan};
use crate::latex;
use crate::tools;
use crate::util::{self, Result};

/// The stages, in the order they run.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Stage {
    /// `cargo fmt --check`.
    Fmt,
    /// Biome's formatter and linter on the JavaScript.
    JsLint,
    /// Clippy on every target, native.
    ClippyNative,
    /// Clippy on the library for wasm32, both modules.
    ClippyWasm,
    /// `cargo test --workspace`.
    NativeTests,
    /// `node --test tests/unit`.
    UnitTests,
    /// The wasm-bindgen tests in Chromium.
    WasmTests,
    /// The page: the minified copy (full run) or `www/pkg` (changed run).
    Build,
    /// The end-to-end tests in Chromium.
    EndToEnd,
    /// The cross-engine suite in Firefox and WebKit.
    CrossEngine,
    /// The LaTeX exports compiled.
    Latex,
}

impl Stage {
    /// Every stage, in order.
    pub const ALL: [Stage; 11] = [
        Stage::Fmt,
        Stage::JsLint,
        Stage::ClippyNative,
        Stage::ClippyWasm,
        Stage::NativeTests,
        Stage::UnitTests,
        Stage::WasmTests,
        Stage::Build,
        Stage::EndToEnd,
        Stage::CrossEngine,
        Stage::Latex,
    ];

    /// What the banner calls it.
    pub fn name(self) -> &'static str {
        match self {
            Stage::Fmt => "formatting (cargo fmt --check)",
            Stage::JsLint => "JavaScript formatting and lints (biome ci)",
            Stage::ClippyNative => "lints, native (cargo clippy -D warnings)",
            Stage::ClippyWasm => "lints, wasm32 (cargo clippy -D warnings)",
            Stage::NativeTests => "native tests (cargo test --workspace)",
            Stage::UnitTests => "unit tests and source checks of the page (node --test tests/unit)",
            Stage::WasmTests => "wasm tests in headless Chromium (wasm-bindgen-test)",
            Stage::Build => "build the page (cargo xtask dist into target/site; www/pkg, without wasm-opt, under --changed)",
            Stage::EndToEnd => "end-to-end tests in headless Chromium (node --test)",
            Stage::CrossEngine => "cross-engine: the seeds' trees, practice, the embed and the element in Firefox ESR and WebKitGTK (node --test tests/cross)",
            Stage::Latex => "LaTeX exports compile (pdflatex: TikZ, forest, Beamer)",
        }
    }

    /// True for the stages that need a browser or pdflatex, which `--quick`
    /// skips.
    fn slow(self) -> bool {
        matches!(
            self,
            Stage::WasmTests | Stage::Build | Stage::EndToEnd | Stage::CrossEngine | Stage::Latex
        )
    }
}

/// Runs every stage (`quick`: all but the browser and LaTeX stages).
pub fn test(quick: bool) -> Result {
    let mut plan = Plan::everything();
    if quick {
        for stage in Stage::ALL.into_iter().filter(|s| s.slow()) {
            plan.skip(stage, "--quick");
        }
    }
    run(&plan)
}

/// Runs the stages `plan` keeps, stopping at the first failure.
pub fn run(plan: &Plan) -> Result {
    let started = Instant::now();
    let total = Stage::ALL.len();
    let (mut passed, mut skipped) = (0, 0);
    let mut beside: Option<Beside> = None;
    for (index, stage) in Stage::ALL.into_iter().enumerate() {
        let number = index + 1;
        if let Some(reason) = plan.skipped(stage) {
            println!("\n==> [{number}/{total}] {}: skipped ({reason})", stage.name());
            skipped += 1;
            continue;
        }
        if stage == Stage::Build && plan.skipped(Stage::Latex).is_none() {
            beside = Beside::start()?;
        }
        println!("\n==> [{number}/{total}] {}", stage.name());
        let stage_started = Instant::now();
        let result = match (stage, beside.take()) {
            (Stage::Latex, Some(latex)) => latex.finish(),
            (_, latex) => {
                beside = latex;
                run_stage(stage, plan)
            }
        };
        if let Err(error) = result {
            if let Some(latex) = beside.take() {
                latex.stop();
            }
            util::banner(&format!(
                "xtask test: FAILED at stage {number}/{total}: {}\n{error}",
                stage.name()
            ));
            println!("{}", tally(passed, 1, total - passed - 1));
            return Err(format!("stage {number}/{total} failed: {}", stage.name()));
        }
        passed += 1;
        println!(
            "==> [{number}/{total}] {}: ok ({:.0} s)",
            stage.name(),
            stage_started.elapsed().as_secs_f64()
        );
    }
    let mut summary = format!(
        "xtask test: all {passed} stages passed in {:.0} s",
        started.elapsed().as_secs_f64()
    );
    if skipped > 0 {
        summary.push_str(&format!(" ({skipped} skipped, each with its reason above)"));
    }
    util::banner(&summary);
    println!("{}", tally(passed, 0, skipped));
    Ok(())
}

/// The LaTeX stage, started in a child `cargo xtask test --latex` when the
/// build starts, its output kept in `target/latex-beside.log` and printed,
/// with its result, at the stage's place in the log. Its tools are
/// installed first, in this process, so that two `apt-get` never run at
/// once (the end-to-end stage installs Chromium), and the CLI it compiles
/// with is built first. On this two-core machine
/// it saved about 10 s: the build leaves a core idle for about 20 s.
struct Beside {
    child: Child,
    log: PathBuf,
    started: SystemTime,
}

impl Beside {
    /// Starts the LaTeX stage beside the build, or returns `None` when it
    /// would be skipped (it then says why in its place).
    fn start() -> Result<Option<Beside>> {
        if tools::ensure_pdflatex()?.is_some() {
            return Ok(None);
        }
        // The stage's CLI too (the native tests built it): a cargo building
        // beside the build would hold the package cache's lock it waits on.
        util::run(util::cargo().args(["build", "-q", "-p", "alphabeta", "--bin", "alphabeta"]))?;
        let log = util::root().join("target/latex-beside.log");
        let file = File::create(&log).map_err(|e| format!("cannot create {}: {e}", log.display()))?;
        let err = file
            .try_clone()
            .map_err(|e| format!("cannot write {}: {e}", log.display()))?;
        let exe = std::env::current_exe().map_err(|e| format!("cannot find xtask's own binary: {e}"))?;
        let child = util::command(exe)
            .args(["test", "--latex"])
            .stdin(Stdio::null())
            .stdout(file)
            .stderr(err)
            .spawn()
            .map_err(|e| format!("could not start the LaTeX stage beside the build: {e}"))?;
        println!("xtask: the LaTeX stage runs beside the build; its output follows in its place");
        Ok(Some(Beside {
            child,
            log,
            started: SystemTime::now(),
        }))
    }

    /// Waits for the stage, prints its output and says how it ended.
    fn finish(mut self) -> Result {
        let status = self.child.wait().map_err(|e| format!("the LaTeX stage: {e}"))?;
        print!("{}", fs::read_to_string(&self.log).unwrap_or_default());
        // Its own time: from its start to its log's last line (it ended
        // long before this stage's turn came).
        let took = fs::metadata(&self.log)
            .and_then(|meta| meta.modified())
            .ok()
            .and_then(|end| end.duration_since(self.started).ok())
            .map_or_else(|| "?".to_string(), |took| format!("{:.0}", took.as_secs_f64()));
        println!("xtask: (the LaTeX stage ran beside the build and took {took} s)");
        if status.success() {
            Ok(())
        } else {
            Err(format!("`cargo xtask test --latex` failed ({status})"))
        }
    }

    /// Stops the stage when an earlier one failed.
    fn stop(mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Runs one stage as `plan` says.
fn run_stage(stage: Stage, plan: &Plan) -> Result {
    match stage {
        Stage::Fmt => fmt(),
        Stage::JsLint => js_lint(),
        Stage::ClippyNative => clippy_native(),
        Stage::ClippyWasm => clippy_wasm(),
        Stage::NativeTests => native_tests(),
        Stage::UnitTests => page_unit_tests(),
        Stage::WasmTests => wasm_tests(),
        Stage::Build if plan.on_www => build::build_unoptimised(),
        Stage::Build => crate::dist::dist(&util::root().join(SITE)),
        Stage::EndToEnd => end_to_end(plan),
        Stage::CrossEngine => cross_engine(plan),
        Stage::Latex => latex::latex(),
    }
}

/// Runs the LaTeX stage alone (`cargo xtask test --latex`).
pub fn latex_only() -> Result {
    latex::latex()?;
    util::banner("xtask test --latex: the exports compile");
    Ok(())
}

/// The closing line, in the plain `N passed, N failed` form that CI reads;
/// it counts stages, and stages not run count as skipped.
fn tally(passed: usize, failed: usize, skipped: usize) -> String {
    let mut line = format!("stages: {passed} passed, {failed} failed");
    if skipped > 0 {
        line.push_str(&format!(", {skipped} skipped"));
    }
    line
}

/// Checks that every crate is formatted as `cargo fmt` would leave it.
fn fmt() -> Result {
    util::run(util::cargo().args(["fmt", "--all", "--check"]))
        .map_err(|error| format!("{error}\nrun `cargo fmt --all` to fix the formatting"))
}

/// Biome's check of the page, the tests and xtask's scripts (`biome.jsonc`
/// says which files and which rules): formatting and lints, failing on any
/// finding and writing nothing.
fn js_lint() -> Result {
    tools::ensure_npm_deps()?;
    let biome = util::root().join("node_modules/.bin/biome");
    util::run(
        util::command(biome)
            .current_dir(util::root())
            .args(["ci", "--error-on-warnings"]),
    )
    .map_err(|error| format!("{error}\nrun `npx biome check --write` to apply the formatting and the safe fixes"))
}

/// Lints every target of every crate for the host, warnings as errors.
fn clippy_native() -> Result {
    util::run(util::cargo().args(["clippy", "--workspace", "--all-targets", "--", "-D", "warnings"]))
}

/// Lints the library as the browser gets it, so `wasm/` is linted too:
/// the full module, then the core one (without `extras`, where an import
/// only the full module uses would be dead).
fn clippy_wasm() -> Result {
    tools::ensure_wasm_target()?;
    for features in [None, Some("--no-default-features")] {
        let mut command = util::cargo();
        command.args(["clippy", "-p", "alphabeta", "--lib", "--target", tools::WASM_TARGET]);
        command.args(features);
        command.args(["--", "-D", "warnings"]);
        util::run(&mut command)?;
    }
    Ok(())
}

/// Runs the unit, integration and doc tests of the workspace natively.
fn native_tests() -> Result {
    util::run(util::cargo().args(["test", "--workspace"]))
}

/// Runs the `wasm_bindgen_test` tests in headless Chromium via ChromeDriver.
/// Only `tests/wasm.rs` holds such tests: the other targets, built for
/// wasm32, would each be linked and handed to the runner for nothing
/// (which took most of this stage's three minutes).
fn wasm_tests() -> Result {
    tools::ensure_chromium()?;
    tools::ensure_wasm_target()?;
    // The runner named in .cargo/config.toml comes with the CLI.
    tools::ensure_wasm_bindgen()?;
    let mut command = util::cargo();
    command
        .args([
            "test",
            "-p",
            "alphabeta",
            "--target",
            tools::WASM_TARGET,
            "--test",
            "wasm",
        ])
        .env("CHROMEDRIVER", tools::CHROMEDRIVER)
        // All the tests run in one page, under one timeout: 52 s on an idle
        // two-core machine (the 100,000-node chain alone takes most of it),
        // about twice that under load, so 120 s was too close.
        .env("WASM_BINDGEN_TEST_TIMEOUT", "300");
    util::run(&mut command)
}

/// The folder the minified copy is made in for the end-to-end stage.
const SITE: &str = "target/site";

/// How many end-to-end files run at once. Each file drives its own
/// Chromium, which spends much of its time waiting (on the server, the
/// wasm's compilation, animation frames), so three at once on two cores
/// keep both busy; measured in docs/commands.md.
const CONCURRENCY: &str = "3";

/// The end-to-end files that take longest, longest first (measured on a
/// fresh clone; docs/commands.md). They start first: `node --test` runs
/// the files in the order given, so a long file started last would run on
/// alone at the end while a core waits. The others follow in name order.
const LONGEST_FIRST: [&str; 15] = [
    "midsearch.test.mjs",
    "marksfit.test.mjs",
    "presenter.test.mjs",
    "firstsecond.test.mjs",
    "ask.test.mjs",
    "bigtree.test.mjs",
    "chance.test.mjs",
    "a11y.test.mjs",
    "edit.test.mjs",
    "embed.test.mjs",
    "frame.test.mjs",
    "cutmarks.test.mjs",
    "practice.test.mjs",
    "feedback.test.mjs",
    "clicker.test.mjs",
];

/// `files` with the longest ones first (`LONGEST_FIRST`), the others after
/// them in their order.
fn longest_first(mut files: Vec<String>) -> Vec<String> {
    files.sort_by_key(|file| {
        LONGEST_FIRST
            .iter()
            .position(|long| file.strip_prefix("tests/") == Some(*long))
            .unwrap_or(LONGEST_FIRST.len())
    });
    files
}

/// Runs the end-to-end files `plan` selects, on the minified copy (what a
/// teacher uploads, so a minifier that broke the page cannot ship) or, in a
/// changed run, on `www/` (no minifying to wait for). `AB_SITE` tells the
/// tests' server which folder to serve (tests/support/server.mjs).
fn end_to_end(plan: &Plan) -> Result {
    tools::ensure_chromium()?;
    let mut files = match &plan.end_to_end {
        EndToEnd::All => test_files_in("tests"),
        EndToEnd::Files(files) => files.clone(),
    };
    if files.is_empty() {
        return Err("no tests/*.test.mjs files found".into());
    }
    if !plan.replay.is_empty() {
        let still = replay(&plan.replay)?;
        files.retain(|file| !plan.replay.contains(file) || still.contains(file));
        if files.is_empty() {
            util::note(
                "end-to-end stage skipped: every file an engine change chose got the answers it got when recorded",
            );
            return Ok(());
        }
        println!("xtask: end-to-end: {} file(s) to run", files.len());
    }
    let mut command = util::command("node");
    command
        .current_dir(util::root())
        .arg("--test")
        .arg(format!("--test-concurrency={CONCURRENCY}"))
        .args(longest_first(files));
    if !plan.on_www {
        command.env("AB_SITE", SITE);
        return util::run(&mut command);
    }
    // www/pkg is built for this run (without wasm-opt): a file that makes a
    // copy of the site copies it as it is (`dist --prebuilt`).
    command.env("AB_PREBUILT", "1");
    if plan.end_to_end != EndToEnd::All {
        return util::run(&mut command);
    }
    // A changed run of every file records which functions each one runs,
    // so that the next changed run can choose (xtask/src/changed.rs).
    let coverage = util::root().join(crate::changed::COVERAGE);
    let _ = fs::remove_dir_all(&coverage);
    command.env("AB_COVERAGE", &coverage);
    let result = util::run(&mut command);
    util::run(
        util::command("node")
            .current_dir(util::root())
            .arg("xtask/select.mjs")
            .arg("build")
            .arg(&coverage)
            .arg(crate::changed::MAP),
    )?;
    result
}

/// The files of `chosen` whose recorded engine calls the engine, as built
/// in `www/pkg`, answers differently, or that have no usable record
/// (`xtask/answers.mjs`; its reasons go to the terminal).
fn replay(chosen: &[String]) -> Result<Vec<String>> {
    let mut command = util::command("node");
    command
        .current_dir(util::root())
        .arg("xtask/answers.mjs")
        .arg("check")
        .arg(crate::changed::COVERAGE)
        .args(chosen)
        .stderr(std::process::Stdio::inherit());
    let out = util::output(&mut command).ok_or("xtask/answers.mjs failed")?;
    Ok(out.lines().map(str::to_string).collect())
}

/// Runs `tests/cross/*.test.mjs`, one file at a time (each drives both
/// engines, one after the other: Firefox and WebKit at once on two cores
/// would only slow each other), on the minified copy or, in a changed run,
/// on `www/`. Firefox ESR, WebKitGTK's WebDriver and `xvfb-run` are
/// installed from Debian when run as root; otherwise the stage says it is
/// skipped and why, as the LaTeX stage does.
fn cross_engine(plan: &Plan) -> Result {
    if let Some(reason) = tools::ensure_cross_browsers()? {
        util::warn(&format!("cross-engine stage SKIPPED: {reason}"));
        return Ok(());
    }
    tools::ensure_npm_deps()?;
    let files = test_files_in("tests/cross");
    if files.is_empty() {
        return Err("no tests/cross/*.test.mjs files found".into());
    }
    let mut command = util::command("node");
    command
        .current_dir(util::root())
        .args(["--test", "--test-concurrency=1"])
        .args(&files);
    if !plan.on_www {
        command.env("AB_SITE", SITE);
    }
    util::run(&mut command)
}

/// The `*.test.mjs` files directly in `folder` (relative to the root),
/// sorted, or none when it does not exist. Node 20 treats `node --test DIR`
/// differently from later versions, so the files are named explicitly.
pub fn test_files_in(folder: &str) -> Vec<String> {
    let Ok(entries) = fs::read_dir(util::root().join(folder)) else {
        return Vec::new();
    };
    let mut files: Vec<String> = entries
        .filter_map(|entry| entry.ok())
        .filter(|entry| entry.file_type().is_ok_and(|kind| kind.is_file()))
        .filter_map(|entry| entry.file_name().into_string().ok())
        .filter(|name| name.ends_with(".test.mjs"))
        .map(|name| format!("{folder}/{name}"))
        .collect();
    files.sort();
    files
}

/// The page's pure modules and the checks that only read its sources
/// (catalogues, preloads, layers), under `node --test`, without a browser:
/// every `tests/unit/*.test.mjs`, after the npm dev dependencies are
/// installed.
fn page_unit_tests() -> Result {
    // The layer and length checks parse the page with acorn, an npm dev
    // dependency, so a fresh clone needs `npm ci` before this stage.
    tools::ensure_npm_deps()?;
    let files = test_files_in("tests/unit");
    if files.is_empty() {
        return Err("no unit tests found in tests/unit".into());
    }
    util::run(node_test_command(&files).current_dir(util::root()))
}

/// Builds the `node --test` command for the given files, from the root,
/// two files at once: they read sources and run pure modules, no browser
/// (Node's default on two cores is one at a time).
fn node_test_command(files: &[String]) -> Command {
    let mut command = util::command("node");
    command
        .current_dir(util::root())
        .args(["--test", "--test-concurrency=2"])
        .args(files);
    command
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_longest_end_to_end_files_start_first_and_the_others_keep_their_order() {
        let files = [
            "tests/a11y.test.mjs",
            "tests/aaa.test.mjs",
            "tests/marksfit.test.mjs",
            "tests/zzz.test.mjs",
        ];
        let ordered = longest_first(files.iter().map(|f| f.to_string()).collect());
        assert_eq!(
            ordered,
            [
                "tests/marksfit.test.mjs",
                "tests/a11y.test.mjs",
                "tests/aaa.test.mjs",
                "tests/zzz.test.mjs"
            ]
        );
    }

    #[test]
    fn every_file_named_longest_exists() {
        let files = test_files_in("tests");
        for long in LONGEST_FIRST {
            assert!(files.contains(&format!("tests/{long}")), "{long} is not in tests/");
        }
    }
}
