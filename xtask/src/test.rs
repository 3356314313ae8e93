//! `cargo xtask test`: every check CI runs, in order, stopping at the first
//! failure with a banner that names the stage.
//!
//! The order puts the cheapest and most common failures first: formatting,
//! lints (native and wasm32), native tests, then the wasm-bindgen tests in
//! headless Chromium, then the end-to-end tests of the built page with
//! `node --test`, then the same tests on the minified copy that `cargo
//! xtask dist` makes for a static host, then the LaTeX stage: the CLI's TikZ, forest and Beamer
//! exports (English and French) compiled with pdflatex. That stage installs
//! Debian's TeX Live packages when it can (as root, with apt-get) and
//! otherwise says it is skipped and why. `--quick` skips the browser and
//! LaTeX stages for a fast local loop.

use std::fs;
use std::process::Command;
use std::time::Instant;

use crate::build;
use crate::tools;
use crate::util::{self, Result};

/// One step of the test run.
struct Stage {
    /// What the banner calls it.
    name: &'static str,
    /// True for the slow stages (Chromium, pdflatex), which `--quick` skips.
    browser: bool,
    /// The work.
    run: fn() -> Result,
}

/// The stages, in the order they run.
const STAGES: [Stage; 9] = [
    Stage {
        name: "formatting (cargo fmt --check)",
        browser: false,
        run: fmt,
    },
    Stage {
        name: "lints, native (cargo clippy -D warnings)",
        browser: false,
        run: clippy_native,
    },
    Stage {
        name: "lints, wasm32 (cargo clippy -D warnings)",
        browser: false,
        run: clippy_wasm,
    },
    Stage {
        name: "native tests (cargo test --workspace)",
        browser: false,
        run: native_tests,
    },
    Stage {
        name: "wasm tests in headless Chromium (wasm-bindgen-test)",
        browser: true,
        run: wasm_tests,
    },
    Stage {
        name: "build www/pkg (cargo xtask build)",
        browser: true,
        run: build_page,
    },
    Stage {
        name: "end-to-end tests in headless Chromium (node --test)",
        browser: true,
        run: end_to_end,
    },
    Stage {
        name: "end-to-end tests on the minified copy (cargo xtask dist)",
        browser: true,
        run: end_to_end_dist,
    },
    Stage {
        name: "LaTeX exports compile (pdflatex: TikZ, forest, Beamer)",
        browser: true,
        run: latex,
    },
];

/// Runs the stages; `quick` skips those that need a browser.
pub fn test(quick: bool) -> Result {
    let started = Instant::now();
    let total = STAGES.len();
    let mut skipped = 0;
    let mut passed = 0;
    for (index, stage) in STAGES.iter().enumerate() {
        let number = index + 1;
        if quick && stage.browser {
            println!("\n==> [{number}/{total}] {}: skipped (--quick)", stage.name);
            skipped += 1;
            continue;
        }
        println!("\n==> [{number}/{total}] {}", stage.name);
        let stage_started = Instant::now();
        if let Err(error) = (stage.run)() {
            util::banner(&format!(
                "xtask test: FAILED at stage {number}/{total}: {}\n{error}",
                stage.name
            ));
            println!("{}", tally(passed, 1, total - passed - 1));
            return Err(format!("stage {number}/{total} failed: {}", stage.name));
        }
        passed += 1;
        println!(
            "==> [{number}/{total}] {}: ok ({:.0} s)",
            stage.name,
            stage_started.elapsed().as_secs_f64()
        );
    }
    let mut summary = format!(
        "xtask test: all {passed} stages passed in {:.0} s",
        started.elapsed().as_secs_f64()
    );
    if skipped > 0 {
        summary.push_str(&format!(" ({skipped} browser and LaTeX stages skipped by --quick)"));
    }
    util::banner(&summary);
    println!("{}", tally(passed, 0, skipped));
    Ok(())
}

/// Runs the LaTeX stage alone (`cargo xtask test --latex`).
pub fn latex_only() -> Result {
    latex()?;
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
fn wasm_tests() -> Result {
    tools::ensure_chromium()?;
    tools::ensure_wasm_target()?;
    // The runner named in .cargo/config.toml comes with the CLI.
    tools::ensure_wasm_bindgen()?;
    let mut command = util::cargo();
    command
        .args(["test", "-p", "alphabeta", "--target", tools::WASM_TARGET])
        .env("CHROMEDRIVER", tools::CHROMEDRIVER)
        .env("WASM_BINDGEN_TEST_TIMEOUT", "120");
    util::run(&mut command)
}

/// Builds `www/pkg`, which the end-to-end tests load.
fn build_page() -> Result {
    build::build()
}

/// Runs `tests/*.test.mjs` against the built page with `node --test`.
fn end_to_end() -> Result {
    run_end_to_end(None)
}

/// The folder the minified copy is made in for [`end_to_end_dist`].
const SITE: &str = "target/site";

/// Runs the same tests against what `cargo xtask dist` makes, which a
/// teacher uploads: every module minified by terser. A minifier that broke
/// the page would otherwise ship unnoticed.
fn end_to_end_dist() -> Result {
    crate::dist::dist(&util::root().join(SITE))?;
    run_end_to_end(Some(SITE))
}

/// Runs the end-to-end tests on `www/`, or on `site` when given: `AB_SITE`
/// tells the tests' server which folder to serve (tests/support/server.mjs).
fn run_end_to_end(site: Option<&str>) -> Result {
    tools::ensure_chromium()?;
    let files = end_to_end_files()?;
    if files.is_empty() {
        util::note("no tests/*.test.mjs files yet; nothing to run");
        return Ok(());
    }
    let mut command = node_test_command(&files);
    if let Some(site) = site {
        command.env("AB_SITE", site);
    }
    util::run(&mut command)
}

/// Lists `tests/*.test.mjs` and the page's unit tests `tests/unit/*.test.mjs`
/// (pure modules, no browser), sorted. Node 20 treats `node --test DIR`
/// differently from later versions, so the files are named explicitly.
fn end_to_end_files() -> Result<Vec<String>> {
    let mut files = test_files_in("tests");
    files.extend(test_files_in("tests/unit"));
    files.sort();
    Ok(files)
}

/// The `*.test.mjs` files directly in `folder` (relative to the root), or
/// none when it does not exist.
fn test_files_in(folder: &str) -> Vec<String> {
    let Ok(entries) = fs::read_dir(util::root().join(folder)) else {
        return Vec::new();
    };
    entries
        .filter_map(|entry| entry.ok())
        .filter(|entry| entry.file_type().is_ok_and(|kind| kind.is_file()))
        .filter_map(|entry| entry.file_name().into_string().ok())
        .filter(|name| name.ends_with(".test.mjs"))
        .map(|name| format!("{folder}/{name}"))
        .collect()
}

/// Builds the `node --test` command for the given files.
fn node_test_command(files: &[String]) -> Command {
    let mut command = util::command("node");
    command.arg("--test").args(files);
    command
}

/// The exports the LaTeX stage compiles: (file name, CLI arguments, the
/// number of pages the PDF must have; 0 for slides, one page per `\only<…>`
/// overlay, or for a sheet, which has none and may have any number).
const LATEX_EXPORTS: [(&str, &[&str], u32); 8] = [
    (
        "schema6bis-step30",
        &["tikz", "--preset", "schema6bis", "--step", "30", "--standalone"],
        1,
    ),
    (
        "schema6bis-step30-fr",
        &[
            "tikz",
            "--preset",
            "schema6bis",
            "--step",
            "30",
            "--standalone",
            "--lang",
            "fr",
        ],
        1,
    ),
    (
        "exercise-forest",
        &["forest", "--preset", "exercise", "--standalone"],
        1,
    ),
    (
        "exercise-forest-fr",
        &["forest", "--preset", "exercise", "--standalone", "--lang", "fr"],
        1,
    ),
    ("fig25b-slides-fr", &["beamer", "--preset", "fig25b", "--lang", "fr"], 0),
    (
        "schema6bis-cuts",
        &["beamer", "--preset", "schema6bis", "--steps", "cuts"],
        0,
    ),
    (
        "exercises-fr",
        &["exercise", "--seed", "7", "--count", "2", "--solutions", "--lang", "fr"],
        0,
    ),
    // A blank sheet (no solutions), the largest difficulty, fail-hard.
    (
        "exercises-hard-blank",
        &[
            "exercise",
            "--seed",
            "3",
            "--count",
            "3",
            "--difficulty",
            "hard",
            "--algo",
            "alphabeta-hard",
        ],
        0,
    ),
];

/// Writes the CLI's exports to `target/latex-check/` and compiles each with
/// pdflatex; skipped, with the reason, when pdflatex cannot be had. Slides
/// must have one page per overlay (the `\\only<…>` count).
fn latex() -> Result {
    if let Some(reason) = tools::ensure_pdflatex()? {
        util::warn(&format!("LaTeX stage SKIPPED: {reason}"));
        return Ok(());
    }
    util::run(util::cargo().args(["build", "-q", "-p", "alphabeta", "--bin", "alphabeta"]))?;
    let cli = util::root().join("target/debug/alphabeta");
    let dir = util::root().join("target/latex-check");
    fs::create_dir_all(&dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    for (name, args, pages) in LATEX_EXPORTS {
        let tex = util::output(util::command(&cli).args(args))
            .ok_or_else(|| format!("alphabeta {} failed", args.join(" ")))?;
        let file = dir.join(format!("{name}.tex"));
        fs::write(&file, &tex).map_err(|e| format!("cannot write {}: {e}", file.display()))?;
        let mut command = util::command("pdflatex");
        command
            .current_dir(&dir)
            .args(["-interaction=nonstopmode", "-halt-on-error"])
            .arg(format!("{name}.tex"));
        let log = command
            .output()
            .map(|out| String::from_utf8_lossy(&out.stdout).into_owned())
            .map_err(|e| format!("could not start pdflatex: {e}"))?;
        let pdf = dir.join(format!("{name}.pdf"));
        if !pdf.is_file() || !log.contains("Output written on") {
            let tail: Vec<&str> = log.lines().rev().take(25).collect();
            let tail: Vec<&str> = tail.into_iter().rev().collect();
            return Err(format!("pdflatex failed on {}:\n{}", file.display(), tail.join("\n")));
        }
        let expected = if pages == 0 {
            tex.matches("\\only<").count() as u32
        } else {
            pages
        };
        if expected > 0 && !log.contains(&format!("({expected} page")) {
            return Err(format!(
                "{name}.pdf should have {expected} pages; pdflatex said:\n{log}"
            ));
        }
        println!("    {name}.tex -> {name}.pdf");
    }
    Ok(())
}
