//! The service worker's list (`pkg/precache.json`): every file of a built
//! site that the page, the embed view, the sheet or a panel can ask for,
//! and a version that changes whenever any of their bytes change.
//!
//! `cargo xtask dist` writes it into its copy, after minifying, so the
//! version is the hash of what is served. `www/sw.js` caches each version
//! whole under its own name and serves a page and everything it loads from
//! one version. `cargo xtask serve` writes none: while developing, every
//! request goes to the network.

use std::fs;
use std::path::Path;

use crate::util::{self, Result};

/// Where the list goes, relative to the site's root.
pub const LIST: &str = "pkg/precache.json";

/// Whether `relative` (a path below the site's root, with `/`) is served to
/// the page: not the list itself, not the worker (the browser fetches it on
/// its own), not type declarations, the host's header file or the
/// compressed copies that hosts send in a file's place.
fn served(relative: &str) -> bool {
    !(relative == LIST
        || relative == "sw.js"
        || relative == "_headers"
        || relative.ends_with(".d.ts")
        || relative.ends_with(".gz")
        || relative.ends_with(".br")
        || relative.rsplit('/').next().is_some_and(|name| name.starts_with('.')))
}

/// FNV-1a, 64 bits: a version stamp, not a defence against anyone.
fn fnv1a(hash: u64, bytes: &[u8]) -> u64 {
    bytes
        .iter()
        .fold(hash, |h, &b| (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3))
}

/// The list's JSON for the files (relative path, bytes), in order.
fn list_json(files: &[(String, Vec<u8>)]) -> String {
    let mut hash = 0xcbf2_9ce4_8422_2325;
    for (name, bytes) in files {
        hash = fnv1a(hash, name.as_bytes());
        hash = fnv1a(hash, &[0]);
        hash = fnv1a(hash, bytes);
    }
    let names: Vec<String> = files.iter().map(|(name, _)| format!("\"{name}\"")).collect();
    format!("{{\"version\":\"{hash:016x}\",\"files\":[{}]}}\n", names.join(","))
}

/// Writes the list for the site in `site`; returns the number of files.
pub fn write(site: &Path) -> Result<usize> {
    let mut files = Vec::new();
    for file in util::walk_files(site)? {
        let relative = file.strip_prefix(site).expect("walk_files stays below the site");
        let name = relative.to_string_lossy().replace('\\', "/");
        if !served(&name) {
            continue;
        }
        // Paths become JSON strings and URLs: the site's names are plain.
        if name.contains(['"', '\\']) {
            return Err(format!(
                "{name}: a file name with a quote or a backslash cannot be listed"
            ));
        }
        let bytes = fs::read(&file).map_err(|e| format!("reading {}: {e}", file.display()))?;
        files.push((name, bytes));
    }
    let target = site.join(LIST);
    fs::write(&target, list_json(&files)).map_err(|e| format!("writing {}: {e}", target.display()))?;
    Ok(files.len())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_version_follows_every_byte_and_name() {
        let a = list_json(&[("index.html".into(), b"<p>1</p>".to_vec())]);
        let b = list_json(&[("index.html".into(), b"<p>2</p>".to_vec())]);
        let c = list_json(&[("embed.html".into(), b"<p>1</p>".to_vec())]);
        assert_ne!(a, b);
        assert_ne!(a[..30], c[..30]);
        assert!(a.ends_with("\"files\":[\"index.html\"]}\n"), "{a}");
    }

    #[test]
    fn only_what_pages_load_is_listed() {
        for name in [
            "index.html",
            "js/app.js",
            "pkg/alphabeta_bg.wasm",
            "pkg/extras/alphabeta.js",
            "icons/icon-192.png",
        ] {
            assert!(served(name), "{name}");
        }
        for name in [
            LIST,
            "sw.js",
            "_headers",
            "pkg/alphabeta.d.ts",
            "js/app.js.br",
            "index.html.gz",
            ".xtask-dist",
            "pkg/.gitignore",
        ] {
            assert!(!served(name), "{name}");
        }
    }
}
