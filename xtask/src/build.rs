//! `cargo xtask build`: compiles the engine to WebAssembly and writes the
//! JavaScript bindings to `www/pkg` (the core module, which the page loads
//! first) and `www/pkg/extras` (the full module, with the `extras` feature:
//! games, orderings, figures; loaded when a panel needs it).
//!
//! The steps, per module: make sure the wasm target and the matching
//! `wasm-bindgen` CLI exist, build `alphabeta` as a size-optimised
//! (`--profile wasm`, or `wasm-core`, the same settings in a folder of its
//! own) `cdylib` for `wasm32-unknown-unknown`, run
//! `wasm-bindgen --target web`, and shrink the result with `wasm-opt -Oz`
//! when the npm package `binaryen` is installed. A stamp file per module lets
//! a repeated build skip the last two steps when cargo did not relink it.

use std::fs;
use std::path::{Path, PathBuf};

use crate::tools;
use crate::util::{self, Result};

/// One of the two modules the page loads.
struct Module {
    /// Its cargo profile (both are the size-optimised `wasm` profile; the
    /// core's own name gives it its own output folder, so building one
    /// module does not overwrite the other and a repeated build relinks
    /// neither).
    profile: &'static str,
    /// The output directory for its bindings, relative to the root.
    dir: &'static str,
    /// Whether it is built with the `extras` feature.
    extras: bool,
    /// Its stamp file, relative to the root.
    stamp: &'static str,
}

/// The core module first (the page's first drawing needs only it), then the
/// full one.
const MODULES: [Module; 2] = [
    Module {
        profile: "wasm-core",
        dir: "www/pkg",
        extras: false,
        stamp: "target/xtask-build.stamp",
    },
    Module {
        profile: "wasm",
        dir: "www/pkg/extras",
        extras: true,
        stamp: "target/xtask-build-extras.stamp",
    },
];

/// The wasm features that rustc enables by default for
/// `wasm32-unknown-unknown` and that every current browser supports.
///
/// `wasm-opt` rejects a module that uses a feature it was not told about,
/// and must not introduce one the browser lacks, so the list is explicit.
const WASM_FEATURES: [&str; 6] = [
    "--enable-bulk-memory",
    "--enable-nontrapping-float-to-int",
    "--enable-sign-ext",
    "--enable-mutable-globals",
    "--enable-multivalue",
    "--enable-reference-types",
];

/// Builds `www/pkg` and `www/pkg/extras` from the engine.
pub fn build() -> Result {
    build_with(true)
}

/// Builds `www/pkg` and `www/pkg/extras` without `wasm-opt`: the loop of
/// `cargo xtask test --changed`, where `wasm-opt -Oz --converge` took
/// about 35 of an engine change's 64 s of building (two modules) and
/// changes no behaviour a test can see (it only shrinks the code). The
/// full run, `serve` and `dist` build with it, and the stamp tells the two
/// builds apart, so the next of those optimises again.
pub fn build_unoptimised() -> Result {
    util::note("wasm-opt skipped in a changed run (the full run tests the optimised modules)");
    build_with(false)
}

fn build_with(optimise: bool) -> Result {
    tools::ensure_wasm_target()?;
    let bindgen = tools::ensure_wasm_bindgen()?;
    // wasm-opt comes from npm: serve and dist must ship the optimised module
    // the tests measured, not a third larger one on a fresh clone.
    tools::ensure_npm_deps()?;
    let wasm_opt = if optimise { tools::wasm_opt() } else { None };
    if optimise && wasm_opt.is_none() {
        util::note(
            "node_modules/.bin/wasm-opt not found, so the modules are not optimised; \
             run `npm ci` to install binaryen",
        );
    }
    // The two modules build at once: each link is one long single-threaded
    // step (LTO, one codegen unit), and so is each `wasm-opt`, so on two
    // cores the second no longer waits for the first (cargo locks each
    // profile's folder, not the target folder).
    std::thread::scope(|scope| {
        let builds: Vec<_> = MODULES
            .iter()
            .map(|module| scope.spawn(|| build_module(module, &bindgen, wasm_opt.as_deref())))
            .collect();
        builds
            .into_iter()
            .try_for_each(|build| build.join().unwrap_or_else(|_| Err("a module's build panicked".into())))
    })
}

/// Builds one module: cargo, then (unless its stamp says the same input
/// was already processed) wasm-bindgen and wasm-opt.
fn build_module(module: &Module, bindgen: &Path, wasm_opt: Option<&Path>) -> Result {
    let root = util::root();
    let mut cargo = util::cargo();
    cargo.args([
        "build",
        "--profile",
        module.profile,
        "--target",
        tools::WASM_TARGET,
        "-p",
        "alphabeta",
        "--lib",
    ]);
    if !module.extras {
        cargo.arg("--no-default-features");
    }
    util::run(&mut cargo)?;

    let cargo_wasm = format!("target/{}/{}/alphabeta.wasm", tools::WASM_TARGET, module.profile);
    let input = root.join(&cargo_wasm);
    let dir = root.join(module.dir);
    let (wasm, glue) = (dir.join("alphabeta_bg.wasm"), dir.join("alphabeta.js"));
    let stamp = stamp_for(&input, bindgen, wasm_opt, module.extras)?;
    let stamp_path = root.join(module.stamp);
    let outputs_exist = wasm.is_file() && glue.is_file();
    if outputs_exist && fs::read_to_string(&stamp_path).ok().as_deref() == Some(stamp.as_str()) {
        println!("xtask: {} is up to date with {cargo_wasm}", module.dir);
        return Ok(());
    }
    // A stale stamp must not survive a failed run below.
    let _ = fs::remove_file(&stamp_path);

    util::run(
        util::command(bindgen)
            .args(["--target", "web", "--out-dir", module.dir])
            .arg(&input),
    )?;
    if let Some(wasm_opt) = wasm_opt {
        optimise(wasm_opt, &wasm)?;
    }
    fs::write(&stamp_path, stamp).map_err(|e| format!("writing {}: {e}", module.stamp))?;
    let size = fs::metadata(&wasm).map_or(0, |meta| meta.len());
    println!("xtask: built {} ({})", module.dir, util::human_bytes(size));
    Ok(())
}

/// Describes the inputs of the post-cargo steps: the module's time and size,
/// the CLI version, and whether `wasm-opt` runs.
fn stamp_for(input: &Path, bindgen: &Path, wasm_opt: Option<&Path>, extras: bool) -> Result<String> {
    let meta = fs::metadata(input).map_err(|e| format!("reading {}: {e}", input.display()))?;
    let modified = meta
        .modified()
        .ok()
        .and_then(|time| time.duration_since(std::time::UNIX_EPOCH).ok())
        .map_or(0, |age| age.as_nanos());
    Ok(format!(
        "input {} {} {modified} extras={extras}\nbindgen {}\nwasm-opt {:?} {} {}\n",
        input.display(),
        meta.len(),
        bindgen.display(),
        wasm_opt.map(PathBuf::from),
        WASM_OPT_PASSES.join(" "),
        WASM_FEATURES.join(" "),
    ))
}

/// What `wasm-opt` does besides `-Oz`: repeat the passes while they still
/// shrink the module, and drop the producers and target-features sections
/// (read by no browser). Measured on the core module: 350 B gzipped less
/// than `-Oz` alone (`--gufa` was measured too, and added 60 B).
const WASM_OPT_PASSES: [&str; 3] = ["--converge", "--strip-producers", "--strip-target-features"];

/// Runs `wasm-opt -Oz` on `wasm`, in place, via a temporary file.
fn optimise(wasm_opt: &Path, wasm: &Path) -> Result {
    let before = fs::metadata(wasm).map_or(0, |meta| meta.len());
    let temporary = wasm.with_extension("opt.wasm");
    let mut command = util::command(wasm_opt);
    command
        .arg("-Oz")
        .args(WASM_OPT_PASSES)
        .args(WASM_FEATURES)
        .arg(wasm)
        .arg("-o")
        .arg(&temporary);
    let result = util::run(&mut command);
    if let Err(error) = result {
        let _ = fs::remove_file(&temporary);
        return Err(error);
    }
    fs::rename(&temporary, wasm).map_err(|e| format!("replacing {}: {e}", wasm.display()))?;
    let after = fs::metadata(wasm).map_or(0, |meta| meta.len());
    println!(
        "xtask: wasm-opt -Oz: {} -> {}",
        util::human_bytes(before),
        util::human_bytes(after)
    );
    Ok(())
}
