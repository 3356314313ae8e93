//! `cargo xtask test --changed [--base REF]`: the stages and end-to-end
//! files a change can affect, from `git diff` against `main` (or REF), the
//! uncommitted and untracked files included. CI still runs everything.
//!
//! The rules, file by file (the first that matches wins; a run is the union
//! of what its files ask for, and prints what it skips and why):
//!
//! | changed file | stages |
//! |---|---|
//! | `Cargo.toml`, `Cargo.lock`, `package*.json`, `biome.jsonc`, `.cargo/`, `.ci/`, `xtask/` | everything, as CI (the tools themselves changed) |
//! | `crate/src/wasm/`, `crate/src/lib.rs` (the binding) | formatting, both clippies, native tests, wasm tests, the build, every end-to-end file |
//! | `crate/src/` | formatting, clippy native, native tests, wasm tests (unless nothing `crate/tests/wasm.rs` calls can reach the module), the build, the end-to-end files that called an export that can reach the module (below); the LaTeX stage too for the CLI and the exporters |
//! | `crate/tests/wasm.rs` | formatting, clippy native, the wasm tests |
//! | `crate/tests/`, `crate/examples/` | formatting, clippy native, native tests |
//! | `www/` | the JavaScript's linter, the unit tests, the build, the end-to-end files that ran a changed line (below), the cross-engine suite |
//! | `tests/unit/` | the JavaScript's linter, the unit tests |
//! | `tests/NAME.test.mjs` | the JavaScript's linter, the build, that file |
//! | `tests/cross/` | the JavaScript's linter, the build, the cross-engine suite |
//! | `tests/support/` | the JavaScript's linter, the unit tests, the build, every end-to-end file, the cross-engine suite |
//! | `tests/fixtures/` | native and unit tests (`page-rules.json`: the engine's side and the page's) |
//! | `*.md` | native and unit tests (they hold some docs equal to the code) |
//! | anything else | everything |
//!
//! **Which end-to-end files a page change needs.** Every page imports most
//! modules, so "the files that load this module" is every file. Instead, a
//! changed run that runs every file on `www/` records which functions of
//! which module each file ran (Chromium's precise coverage,
//! `tests/support/coverage.mjs`) in `target/e2e-map.json`, with each
//! module's content at that run; a later run diffs each changed module
//! against that content and runs only the files that ran a changed
//! function (`xtask/select.mjs` has the exact rule: a change at a module's
//! top level or on a function's first line takes every file that loads the
//! module; a file, HTML or CSS, the record cannot follow takes all). Without
//! a record, or when a support file changed, every file runs.
//!
//! **Which end-to-end files an engine change needs.** The record also holds
//! which functions of the wasm-bindgen glue (`www/pkg/alphabeta.js` and the
//! full module's) each file ran, that is which exports it called.
//! `xtask/reach.mjs` reads, by module and by name, which exports can reach
//! each engine module (the `crate::` paths between modules, and what each
//! export of `src/wasm/` names); a change to a module runs the files that
//! called one of those exports (`crate/src/construct/` the files that used
//! a challenge, `crate/src/game/` those that played a game); a change to
//! the binding itself, every file that loaded the engine.
//!
//! **Which of those still need to run.** A module every session uses, such
//! as `search` or `narrate`, reaches every file, so the same run also
//! records every call each file's pages made to the engine, with a digest
//! of each answer (`tests/support/answers.mjs`). Once the build is made,
//! the end-to-end stage asks the new engine the recorded calls of each file
//! an engine change chose, in order (`xtask/answers.mjs`), and runs only
//! the files that got a different answer (or have no complete record): a
//! page is a deterministic program of the engine's answers, so a file that
//! got every answer as recorded cannot see the change.
//!
//! A changed run builds and tests `www/` rather than the minified copy: it
//! is the loop while working, and minifying and compressing every file
//! would add time to each turn of it; the full run, which CI makes, tests
//! the copy that ships.

use std::collections::BTreeMap;

use crate::test::Stage;
use crate::util::{self, Result};

/// Which end-to-end files a run takes.
#[derive(Clone, Debug, PartialEq)]
pub enum EndToEnd {
    /// Every `tests/*.test.mjs`.
    All,
    /// These, relative to the root.
    Files(Vec<String>),
}

/// What a test run does: the stages it skips (with the reason), the
/// end-to-end files it runs, and on which folder.
#[derive(Debug)]
pub struct Plan {
    /// The stages not run, and why.
    skip: BTreeMap<Stage, String>,
    /// The end-to-end files.
    pub end_to_end: EndToEnd,
    /// True to build and test `www/` (a changed run), false for the
    /// minified copy.
    pub on_www: bool,
    /// The end-to-end files that only an engine change chose: each runs
    /// only if the engine, as built, answers one of the calls its pages
    /// made when the record was made differently (`xtask/answers.mjs`).
    pub replay: Vec<String>,
}

impl Plan {
    /// Every stage, every file, on the minified copy: what CI runs.
    pub fn everything() -> Plan {
        Plan {
            skip: BTreeMap::new(),
            end_to_end: EndToEnd::All,
            on_www: false,
            replay: Vec::new(),
        }
    }

    /// Leaves `stage` out, saying why.
    pub fn skip(&mut self, stage: Stage, reason: &str) {
        self.skip.insert(stage, reason.to_string());
    }

    /// Why `stage` is left out, or `None` when it runs.
    pub fn skipped(&self, stage: Stage) -> Option<&str> {
        self.skip.get(&stage).map(String::as_str)
    }
}

/// What one changed file asks for.
#[derive(Debug, PartialEq)]
enum Need {
    /// Everything, as CI.
    Everything,
    /// These stages, and these end-to-end files (`None`: none; `Some(All)`).
    Stages(&'static [Stage], Option<EndToEnd>),
}

/// The stages an engine change needs (the end-to-end files are chosen by
/// the exports that reach it). Clippy for wasm32 lints the same code as the
/// native clippy except `src/wasm/` and `src/lib.rs`, the only files with
/// `cfg(target_arch)` or `cfg(feature)`, so only those add it (`BINDING`).
const ENGINE: &[Stage] = &[
    Stage::Fmt,
    Stage::ClippyNative,
    Stage::NativeTests,
    Stage::WasmTests,
    Stage::Build,
    Stage::EndToEnd,
];

/// The stages a change to the binding (`src/wasm/`, `src/lib.rs`) needs.
const BINDING: &[Stage] = &[
    Stage::Fmt,
    Stage::ClippyNative,
    Stage::ClippyWasm,
    Stage::NativeTests,
    Stage::WasmTests,
    Stage::Build,
    Stage::EndToEnd,
];

/// The engine's files whose output the LaTeX stage compiles.
const LATEX_SOURCES: [&str; 7] = [
    "crate/src/tikz",
    "crate/src/sheet",
    "crate/src/exercise",
    "crate/src/cli",
    "crate/src/main.rs",
    "crate/src/layout",
    "crate/src/lang",
];

/// What a change to `path` needs (the table in this module's docs).
fn need(path: &str) -> Need {
    use Stage::*;
    let tools = [
        "Cargo.toml",
        "Cargo.lock",
        "package.json",
        "package-lock.json",
        "biome.jsonc",
    ];
    if tools.contains(&path)
        || ["xtask/", ".cargo/", ".ci/", "crate/Cargo.toml"]
            .iter()
            .any(|p| path.starts_with(p))
    {
        return Need::Everything;
    }
    if path.starts_with("crate/src/") {
        if LATEX_SOURCES.iter().any(|p| path.starts_with(p)) {
            const WITH_LATEX: &[Stage] = &[Fmt, ClippyNative, NativeTests, WasmTests, Build, EndToEnd, Latex];
            return Need::Stages(WITH_LATEX, Some(self::EndToEnd::All));
        }
        if path.starts_with("crate/src/wasm/") || path == "crate/src/lib.rs" {
            return Need::Stages(BINDING, Some(self::EndToEnd::All));
        }
        return Need::Stages(ENGINE, Some(self::EndToEnd::All));
    }
    if path == "crate/tests/wasm.rs" {
        return Need::Stages(&[Fmt, ClippyNative, WasmTests], None);
    }
    if path.starts_with("crate/tests/") || path.starts_with("crate/examples/") || path.starts_with("crate/fuzz/") {
        return Need::Stages(&[Fmt, ClippyNative, NativeTests], None);
    }
    if path.starts_with("www/") {
        return Need::Stages(
            &[JsLint, UnitTests, Build, EndToEnd, CrossEngine],
            Some(self::EndToEnd::All),
        );
    }
    if path.starts_with("tests/cross/") {
        return Need::Stages(&[JsLint, Build, CrossEngine], None);
    }
    if path.starts_with("tests/unit/") {
        return Need::Stages(&[JsLint, UnitTests], None);
    }
    if path.starts_with("tests/support/") {
        return Need::Stages(
            &[JsLint, UnitTests, Build, EndToEnd, CrossEngine],
            Some(self::EndToEnd::All),
        );
    }
    if path.starts_with("tests/fixtures/") {
        return Need::Stages(&[NativeTests, UnitTests], None);
    }
    if path.starts_with("tests/") && path.ends_with(".test.mjs") && !path["tests/".len()..].contains('/') {
        let files = self::EndToEnd::Files(vec![path.to_string()]);
        return Need::Stages(&[JsLint, Build, EndToEnd], Some(files));
    }
    if path.ends_with(".md") {
        return Need::Stages(&[NativeTests, UnitTests], None);
    }
    Need::Everything
}

/// The plan for the files in `changed` (paths relative to the root).
pub fn plan(changed: &[String]) -> Plan {
    let mut run: Vec<Stage> = Vec::new();
    let mut files: Option<EndToEnd> = None;
    for path in changed {
        match need(path) {
            Need::Everything => return Plan::everything(),
            Need::Stages(stages, end_to_end) => {
                run.extend(stages);
                files = match (files, end_to_end) {
                    (Some(EndToEnd::All), _) | (_, Some(EndToEnd::All)) => Some(EndToEnd::All),
                    (Some(EndToEnd::Files(mut a)), Some(EndToEnd::Files(b))) => {
                        a.extend(b);
                        Some(EndToEnd::Files(a))
                    }
                    (a, b) => a.or(b),
                };
            }
        }
    }
    let mut plan = Plan {
        skip: BTreeMap::new(),
        end_to_end: files.unwrap_or(EndToEnd::All),
        on_www: true,
        replay: Vec::new(),
    };
    for stage in Stage::ALL {
        if !run.contains(&stage) {
            plan.skip(stage, "no changed file can affect it");
        }
    }
    plan
}

/// The files changed since `base` (the merge base of `HEAD` and `main` when
/// none is given), committed or not, and the untracked ones.
pub fn changed_files(base: Option<&str>) -> Result<Vec<String>> {
    let git = |args: &[&str]| {
        util::output(util::command("git").current_dir(util::root()).args(args))
            .ok_or_else(|| format!("`git {}` failed", args.join(" ")))
    };
    let base = match base {
        Some(base) => base.to_string(),
        None => git(&["merge-base", "HEAD", "main"])?.trim().to_string(),
    };
    let mut files: Vec<String> = git(&["diff", "--name-only", &base])?
        .lines()
        .chain(git(&["ls-files", "--others", "--exclude-standard"])?.lines())
        .map(str::to_string)
        .collect();
    files.sort();
    files.dedup();
    Ok(files)
}

/// `cargo xtask test --changed`: prints the changed files and the plan's
/// choices, then runs it.
pub fn test_changed(base: Option<&str>) -> Result {
    let files = changed_files(base)?;
    if files.is_empty() {
        util::note("no file differs from the base: nothing to test");
        return Ok(());
    }
    println!("xtask: {} changed file(s):", files.len());
    for file in &files {
        println!("    {file}");
    }
    let mut plan = plan(&files);
    narrow(&files, &mut plan)?;
    match &plan.end_to_end {
        EndToEnd::Files(chosen) if plan.skipped(Stage::EndToEnd).is_none() => {
            let all = crate::test::test_files_in("tests").len();
            println!("xtask: end-to-end: {} of {all} files, on www/", chosen.len());
            if !plan.replay.is_empty() {
                println!(
                    "xtask: end-to-end: {} of them chosen by an engine change alone, run only if the built engine answers one of their recorded calls differently",
                    plan.replay.len()
                );
            }
        }
        _ => {}
    }
    crate::test::run(&plan)
}

/// The record of which functions each end-to-end file runs, per module.
pub const MAP: &str = "target/e2e-map.json";

/// Where a run of every file on `www/` writes each file's coverage.
pub const COVERAGE: &str = "target/e2e-coverage";

/// Narrows "every end-to-end file" to the files that ran a changed line,
/// when only page files ask for every file (see the module's docs).
fn narrow(files: &[String], plan: &mut Plan) -> Result {
    if !plan.on_www || plan.end_to_end != EndToEnd::All || plan.skipped(Stage::EndToEnd).is_some() {
        return Ok(());
    }
    let mut page = Vec::new();
    let mut named = Vec::new();
    for file in files {
        match need(file) {
            _ if file.starts_with("www/") || file.starts_with("crate/src/") => page.push(file.as_str()),
            Need::Stages(_, Some(EndToEnd::All)) | Need::Everything => return Ok(()),
            Need::Stages(_, Some(EndToEnd::Files(chosen))) => named.extend(chosen),
            Need::Stages(_, None) => {}
        }
    }
    let mut command = util::command("node");
    command
        .current_dir(util::root())
        .args(["xtask/select.mjs", "choose", MAP])
        .args(&page)
        .stderr(std::process::Stdio::inherit());
    let out = util::output(&mut command).ok_or("xtask/select.mjs failed")?;
    if let Some(reason) = out.lines().find_map(|line| line.strip_prefix("skip-wasm: ")) {
        plan.skip(Stage::WasmTests, reason);
    }
    if let Some(reason) = out.lines().find_map(|line| line.strip_prefix("all: ")) {
        println!("xtask: end-to-end: every file ({reason})");
        return Ok(());
    }
    let mut chosen: Vec<String> = out
        .lines()
        .filter(|line| !line.starts_with("skip-wasm: "))
        .map(|line| line.strip_prefix("replay: ").unwrap_or(line).to_string())
        .chain(named.iter().cloned())
        .collect();
    chosen.sort();
    chosen.dedup();
    plan.replay = out
        .lines()
        .filter_map(|line| line.strip_prefix("replay: "))
        .filter(|file| !named.iter().any(|n| n == file))
        .map(str::to_string)
        .collect();
    if chosen.is_empty() {
        // The build serves the end-to-end files and the cross-engine suite.
        if plan.skipped(Stage::CrossEngine).is_some() {
            plan.skip(Stage::Build, "no end-to-end file runs");
        }
        plan.skip(
            Stage::EndToEnd,
            "no end-to-end file ran a changed line or called an export that reaches a changed engine module (target/e2e-map.json)",
        );
    } else {
        plan.end_to_end = EndToEnd::Files(chosen);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn runs(plan: &Plan, stage: Stage) -> bool {
        plan.skipped(stage).is_none()
    }

    #[test]
    fn a_page_module_runs_the_page_stages_only() {
        let plan = plan(&["www/js/draw/render.js".to_string()]);
        assert!(runs(&plan, Stage::JsLint) && runs(&plan, Stage::EndToEnd) && runs(&plan, Stage::UnitTests));
        assert!(
            runs(&plan, Stage::CrossEngine),
            "a page change runs the cross-engine suite"
        );
        assert!(!runs(&plan, Stage::NativeTests) && !runs(&plan, Stage::ClippyNative) && !runs(&plan, Stage::Latex));
        assert_eq!(plan.end_to_end, EndToEnd::All);
        assert!(plan.on_www);
    }

    #[test]
    fn an_engine_module_runs_the_rust_and_browser_stages() {
        let plan = plan(&["crate/src/narrate/plain.rs".to_string()]);
        for stage in ENGINE {
            assert!(runs(&plan, *stage), "{stage:?}");
        }
        assert!(!runs(&plan, Stage::JsLint) && !runs(&plan, Stage::Latex) && !runs(&plan, Stage::ClippyWasm));
        assert!(!runs(&plan, Stage::CrossEngine));
        assert!(runs(
            &super::plan(&["crate/src/wasm/extras.rs".to_string()]),
            Stage::ClippyWasm
        ));
        assert!(runs(&super::plan(&["crate/src/tikz.rs".to_string()]), Stage::Latex));
    }

    #[test]
    fn one_end_to_end_file_runs_alone_and_tools_run_everything() {
        let plan = plan(&["tests/game.test.mjs".to_string(), "README.md".to_string()]);
        assert_eq!(
            plan.end_to_end,
            EndToEnd::Files(vec!["tests/game.test.mjs".to_string()])
        );
        assert!(runs(&plan, Stage::NativeTests) && !runs(&plan, Stage::WasmTests));
        assert!(!runs(&plan, Stage::CrossEngine));
        let cross = super::plan(&["tests/cross/cross.test.mjs".to_string()]);
        assert!(runs(&cross, Stage::CrossEngine) && runs(&cross, Stage::Build) && !runs(&cross, Stage::EndToEnd));
        let all = super::plan(&["crate/src/value.rs".to_string(), "Cargo.lock".to_string()]);
        assert!(Stage::ALL.iter().all(|s| runs(&all, *s)));
        assert!(!all.on_www);
    }
}
