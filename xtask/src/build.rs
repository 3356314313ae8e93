//! `cargo xtask build`: compiles the engine to WebAssembly and writes the
//! JavaScript bindings to `www/pkg`.
//!
//! The steps are: make sure the wasm target and the matching `wasm-bindgen`
//! CLI exist, build `alphabeta` as a size-optimised (`--profile wasm`) `cdylib` for
//! `wasm32-unknown-unknown`, run `wasm-bindgen --target web`, and shrink the
//! result with `wasm-opt -Oz` when the npm package `binaryen` is installed.
//! A stamp file lets a repeated build skip the last two steps when cargo did
//! not relink the module.

use std::fs;
use std::path::{Path, PathBuf};

use crate::tools;
use crate::util::{self, Result};

/// The file cargo writes for the size-optimised wasm build of the library.
const CARGO_WASM: &str = "target/wasm32-unknown-unknown/wasm/alphabeta.wasm";

/// The output directory for the generated bindings, relative to the root.
pub const PKG_DIR: &str = "www/pkg";

/// The optimised module that the page loads.
const PKG_WASM: &str = "www/pkg/alphabeta_bg.wasm";

/// The glue module that the page imports.
const PKG_JS: &str = "www/pkg/alphabeta.js";

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

/// Records what produced `www/pkg`, so an unchanged input is not processed
/// again.
const STAMP: &str = "target/xtask-build.stamp";

/// Builds `www/pkg` from the engine.
pub fn build() -> Result {
    let root = util::root();
    tools::ensure_wasm_target()?;
    let bindgen = tools::ensure_wasm_bindgen()?;
    // wasm-opt comes from npm: serve and dist must ship the optimised module
    // the tests measured, not a third larger one on a fresh clone.
    tools::ensure_npm_deps()?;
    util::run(util::cargo().args([
        "build",
        "--profile",
        "wasm",
        "--target",
        tools::WASM_TARGET,
        "-p",
        "alphabeta",
        "--lib",
    ]))?;

    let input = root.join(CARGO_WASM);
    let wasm_opt = tools::wasm_opt();
    let stamp = stamp_for(&input, &bindgen, wasm_opt.as_deref())?;
    let stamp_path = root.join(STAMP);
    let outputs_exist = root.join(PKG_WASM).is_file() && root.join(PKG_JS).is_file();
    if outputs_exist && fs::read_to_string(&stamp_path).ok().as_deref() == Some(stamp.as_str()) {
        println!("xtask: {PKG_DIR} is up to date with {CARGO_WASM}");
        return Ok(());
    }
    // A stale stamp must not survive a failed run below.
    let _ = fs::remove_file(&stamp_path);

    util::run(
        util::command(&bindgen)
            .args(["--target", "web", "--out-dir", PKG_DIR])
            .arg(&input),
    )?;

    match &wasm_opt {
        Some(wasm_opt) => optimise(wasm_opt, &root.join(PKG_WASM))?,
        None => util::note(
            "node_modules/.bin/wasm-opt not found, so the module is not optimised; \
             run `npm ci` to install binaryen",
        ),
    }
    fs::write(&stamp_path, stamp).map_err(|e| format!("writing {STAMP}: {e}"))?;
    let size = fs::metadata(root.join(PKG_WASM)).map_or(0, |meta| meta.len());
    println!("xtask: built {PKG_DIR} ({PKG_WASM}: {})", util::human_bytes(size));
    Ok(())
}

/// Describes the inputs of the post-cargo steps: the module's time and size,
/// the CLI version, and whether `wasm-opt` runs.
fn stamp_for(input: &Path, bindgen: &Path, wasm_opt: Option<&Path>) -> Result<String> {
    let meta = fs::metadata(input).map_err(|e| format!("reading {}: {e}", input.display()))?;
    let modified = meta
        .modified()
        .ok()
        .and_then(|time| time.duration_since(std::time::UNIX_EPOCH).ok())
        .map_or(0, |age| age.as_nanos());
    Ok(format!(
        "input {} {} {modified}\nbindgen {}\nwasm-opt {:?} {}\n",
        input.display(),
        meta.len(),
        bindgen.display(),
        wasm_opt.map(PathBuf::from),
        WASM_FEATURES.join(" "),
    ))
}

/// Runs `wasm-opt -Oz` on `wasm`, in place, via a temporary file.
fn optimise(wasm_opt: &Path, wasm: &Path) -> Result {
    let before = fs::metadata(wasm).map_or(0, |meta| meta.len());
    let temporary = wasm.with_extension("opt.wasm");
    let mut command = util::command(wasm_opt);
    command
        .arg("-Oz")
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
