//! The core's layers, checked from its source: a module may use only
//! modules of a lower layer (or itself). The table is ARCHITECTURE.md's and
//! `src/lib.rs`'s; a new module must be placed in it, and an edge against the
//! order fails here with the file and line, so no cycle can creep back.
//!
//! The test reads every `crate::name` path outside `#[cfg(test)]` modules
//! (in `use` lines and inline paths alike), and `super::` inside
//! `src/search/` counts as `search`.

use crate::common::source;

use source::{rust_files, src};
use std::collections::BTreeMap;
use std::path::Path;

/// Each module of `src/` and its layer, bottom first.
const LAYERS: &[(&str, u32)] = &[
    ("value", 0),
    ("lang", 1),
    ("exact", 1),
    ("error", 2),
    ("tree", 3),
    ("options", 4),
    ("notation", 4),
    ("layout", 4),
    ("edit", 4),
    ("random", 4),
    ("presets", 4),
    ("game", 4),
    ("trace", 5),
    ("search", 6),
    ("view", 7),
    ("stats", 7),
    ("exercise", 7),
    ("negamax", 7),
    ("phrases", 7),
    ("narrate", 8),
    ("report", 8),
    ("ordering", 8),
    ("practice", 8),
    ("tikz", 9),
    ("construct", 9),
    ("transform", 9),
    ("sheet", 10),
    ("wasm", 11),
    // The command line's modules belong to the binary (`main.rs`), which
    // uses the library from above.
    ("cli", 12),
];

/// The module a source file belongs to: `src/search/fail_soft.rs` is `search`.
fn module_of(path: &Path) -> Option<String> {
    let rel = path.strip_prefix(src()).ok()?;
    let first = rel.components().next()?.as_os_str().to_str()?;
    Some(first.trim_end_matches(".rs").to_string())
}

/// Every `crate::NAME` in `line`.
fn crate_paths(line: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = line;
    while let Some(i) = rest.find("crate::") {
        let after = &rest[i + "crate::".len()..];
        let name: String = after.chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
        // `crate::{a, b}` lists several modules.
        if name.is_empty() && after.starts_with('{') {
            let inner = &after[1..after.find('}').unwrap_or(after.len())];
            for part in inner.split(',') {
                let m: String = part
                    .trim()
                    .chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '_')
                    .collect();
                if !m.is_empty() {
                    out.push(m);
                }
            }
        } else if !name.is_empty() {
            out.push(name);
        }
        rest = after;
    }
    out
}

#[test]
fn every_module_uses_only_lower_layers() {
    let layer: BTreeMap<&str, u32> = LAYERS.iter().copied().collect();
    let files = rust_files(&src());
    let mut wrong = Vec::new();
    for file in &files {
        let Some(module) = module_of(file) else { continue };
        if module == "lib" || module == "main" {
            // The crate root declares the modules; the CLI is a separate
            // crate that sees only the public API.
            continue;
        }
        let Some(&own) = layer.get(module.as_str()) else {
            wrong.push(format!("{}: module `{module}` has no layer in LAYERS", file.display()));
            continue;
        };
        let text = std::fs::read_to_string(file).unwrap();
        for (n, line) in text.lines().enumerate() {
            if line.trim_start().starts_with("#[cfg(test)]") {
                // Unit tests may use any module.
                break;
            }
            if line.trim_start().starts_with("//") {
                continue;
            }
            for used in crate_paths(line) {
                if used == module {
                    continue;
                }
                match layer.get(used.as_str()) {
                    Some(&l) if l < own => {}
                    Some(&l) => wrong.push(format!(
                        "{}:{}: `{module}` (layer {own}) uses `{used}` (layer {l})",
                        file.display(),
                        n + 1
                    )),
                    None => wrong.push(format!("{}:{}: unknown module `{used}`", file.display(), n + 1)),
                }
            }
        }
    }
    assert!(wrong.is_empty(), "edges against the layers:\n{}", wrong.join("\n"));
}

#[test]
fn the_layer_table_knows_every_module_and_catches_an_upward_edge() {
    // Every file of src/ is in the table (or is lib.rs / main.rs).
    let files = rust_files(&src());
    for f in &files {
        let m = module_of(f).unwrap();
        assert!(
            m == "lib" || m == "main" || LAYERS.iter().any(|(name, _)| *name == m),
            "{m} is missing from LAYERS"
        );
    }
    // The scanner sees inline paths and grouped imports, so the check can fail.
    assert_eq!(crate_paths("use crate::{trace::Trace, view};"), ["trace", "view"]);
    assert_eq!(crate_paths("let x = crate::search::Known::of(v);"), ["search"]);
}

/// The (module, layer) pairs of the layer table in `text`: the rows after
/// its header (`| layer | modules |…`) up to the first line that is not a
/// row, the layer in the first column and the modules in the second, each
/// in backquotes (`value`, or [`value`] in rustdoc); a file named there
/// (`main.rs`) is not a module. `prefix` is what starts each row (`|`, or
/// `//! |` in `lib.rs`).
fn table_layers(text: &str, prefix: &str) -> BTreeMap<String, u32> {
    let mut out = BTreeMap::new();
    let header = format!("{prefix} layer | modules |");
    let rows = text
        .lines()
        .skip_while(|l| !l.trim_start().starts_with(&header))
        .skip(1);
    for line in rows {
        let Some(row) = line.trim_start().strip_prefix(prefix) else {
            break;
        };
        let cells: Vec<&str> = row.split('|').map(str::trim).collect();
        let (Some(layer), Some(modules)) = (cells.first(), cells.get(1)) else {
            continue;
        };
        let Ok(layer) = layer.parse::<u32>() else { continue };
        for (i, name) in modules.split('`').enumerate() {
            if i % 2 == 1 && !name.contains('.') {
                out.insert(name.to_string(), layer);
            }
        }
    }
    out
}

#[test]
fn architecture_and_lib_tables_are_this_test_s_layers() {
    let own: BTreeMap<String, u32> = LAYERS.iter().map(|&(m, l)| (m.to_string(), l)).collect();
    let root = src().parent().unwrap().parent().unwrap().to_path_buf();
    let architecture = std::fs::read_to_string(root.join("ARCHITECTURE.md")).unwrap();
    let lib = std::fs::read_to_string(src().join("lib.rs")).unwrap();
    assert_eq!(table_layers(&architecture, "|"), own, "ARCHITECTURE.md's layer table");
    assert_eq!(table_layers(&lib, "//! |"), own, "src/lib.rs's layer table");
    // The reader sees a changed row, so the check can fail.
    let moved =
        "| layer | modules | x |\n|---|---|---|\n| 4 | `options`, `notation` | tree |\n| 5 | `trace`, [`exact`] | x |";
    let read = table_layers(moved, "|");
    assert_eq!((read["notation"], read["exact"]), (4, 5));
}
