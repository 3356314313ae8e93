//! `cargo xtask dist`: builds the page and copies `www/` (with `www/pkg`)
//! into a folder that any static host can serve, at its root or in a
//! subfolder, with its scripts and style sheets minified (`minify`): the
//! same modules, loaded the same way, 49 KiB less to download gzipped. Each
//! file that compresses gets a gzip and a brotli copy beside it
//! (`precompress`), which GitLab Pages and nginx serve as they are.
//!
//! Working from a subfolder depends on the page using relative URLs only, so
//! the command scans the page's sources for root-relative references such as
//! `src="/pkg/..."` and warns about each one it finds.
//!
//! It also writes `_headers` (the format Netlify and Cloudflare Pages read,
//! and a template for any other server): the same headers as `cargo xtask
//! serve`, written by the server itself (`node tests/support/server.mjs
//! --write-headers`, from its one rule `headersFor`), so that `embed.html`
//! may be framed by any site while the page keeps `frame-ancestors 'self'`,
//! every file is sent `nosniff`, and every file may be loaded by another
//! site's `<alpha-beta-tree>`.

use std::fs;
use std::path::{Path, PathBuf};

use crate::build;
use crate::precache;
use crate::util::{self, Result};

/// A marker that says xtask made the folder, so it may empty it next time.
const MARKER: &str = ".xtask-dist";

/// Builds the page and copies it to `out`.
pub fn dist(out: &Path) -> Result {
    build::build()?;
    copy_site(out)
}

/// Copies the page to `out` as `www/pkg` already holds it, without
/// building (`cargo xtask dist --prebuilt`): the end-to-end file that tests
/// a copy (`tests/offline.test.mjs`) asks for it in a changed run, whose
/// `www/pkg` is built without wasm-opt; building there would rewrite the
/// modules under the files running beside it.
pub fn dist_prebuilt(out: &Path) -> Result {
    if !util::root().join("www/pkg/alphabeta_bg.wasm").is_file() {
        return Err("www/pkg is not built: run `cargo xtask build` first".into());
    }
    copy_site(out)
}

fn copy_site(out: &Path) -> Result {
    let root = util::root();
    let www = root.join("www");
    let out = if out.is_absolute() {
        out.to_path_buf()
    } else {
        root.join(out)
    };
    check_destination(&www, &out)?;
    prepare(&out)?;

    let mut count = 0;
    let mut bytes = 0;
    for file in util::walk_files(&www)? {
        let relative = file.strip_prefix(&www).expect("walk_files stays below www");
        // wasm-bindgen and editors may leave files that are not part of the site.
        let name = relative.file_name().and_then(|n| n.to_str()).unwrap_or("");
        if name == ".gitignore" || name.ends_with('~') || name == ".DS_Store" {
            continue;
        }
        let target = out.join(relative);
        if let Some(parent) = target.parent() {
            fs::create_dir_all(parent).map_err(|e| format!("creating {}: {e}", parent.display()))?;
        }
        bytes +=
            fs::copy(&file, &target).map_err(|e| format!("copying {} to {}: {e}", file.display(), target.display()))?;
        count += 1;
    }
    minify(&out)?;
    // After minifying: the version is the hash of what is served.
    let listed = precache::write(&out)?;
    println!("xtask: {} lists {listed} files for the service worker", precache::LIST);
    write_headers(&out)?;
    // Last, so that every file served has its compressed copies.
    precompress(&out)?;
    fs::write(out.join(MARKER), "Made by `cargo xtask dist`; safe to delete.\n")
        .map_err(|e| format!("writing {}: {e}", out.join(MARKER).display()))?;

    let warnings = absolute_references(&www)?;
    for warning in &warnings {
        util::warn(warning);
    }
    if !warnings.is_empty() {
        util::warn(
            "root-relative URLs break when the site is served from a subfolder; \
             make them relative (`./pkg/...`, `js/...`)",
        );
    }
    println!(
        "xtask: copied {count} files ({}) to {}",
        util::human_bytes(bytes),
        out.display()
    );
    println!("xtask: upload that folder to any static host; it needs no server-side code.");
    println!(
        "xtask: _headers lets any site frame embed.html (frame-ancestors *) and keeps the page at \
         frame-ancestors 'self'; a host that ignores _headers needs the same headers set by hand."
    );
    Ok(())
}

/// Minifies the copy's scripts and style sheets in place (`xtask/minify.mjs`,
/// terser from npm): every module stays a module of its own, only smaller.
/// Without terser the copy is served as it is, and says so.
fn minify(out: &Path) -> Result {
    let root = util::root();
    if !root.join("node_modules/terser").is_dir() {
        util::note("node_modules/terser not found, so the copy is not minified; run `npm ci` to install it");
        return Ok(());
    }
    util::run(util::command("node").arg(root.join("xtask/minify.mjs")).arg(out))
}

/// Writes `F.gz` and `F.br` beside each file that compresses
/// (`xtask/precompress.mjs`, Node's zlib), for hosts that serve such copies
/// (GitLab Pages, nginx's `gzip_static` and `brotli_static`).
fn precompress(out: &Path) -> Result {
    let root = util::root();
    util::run(util::command("node").arg(root.join("xtask/precompress.mjs")).arg(out))
}

/// Writes `_headers` through the one header rule, the server's
/// (`tests/support/server.mjs`, `headersFor`), for the pages of `out`.
fn write_headers(out: &Path) -> Result {
    let root = util::root();
    util::run(
        util::command("node")
            .arg(root.join("tests/support/server.mjs"))
            .arg("--write-headers")
            .arg(out),
    )
}

/// Refuses destinations that would copy the site into itself or over it.
fn check_destination(www: &Path, out: &Path) -> Result {
    let www = www
        .canonicalize()
        .map_err(|e| format!("{} is missing: {e}", www.display()))?;
    let out_real = normalise(out);
    if out_real.starts_with(&www) || www.starts_with(&out_real) {
        return Err(format!(
            "--out {} overlaps the page sources in {}; choose another folder",
            out.display(),
            www.display()
        ));
    }
    Ok(())
}

/// Resolves `.` and `..` and symbolic links in the existing part of a path.
fn normalise(path: &Path) -> PathBuf {
    let mut existing = path.to_path_buf();
    let mut rest = Vec::new();
    while !existing.exists() {
        match (existing.file_name().map(|n| n.to_os_string()), existing.parent()) {
            (Some(name), Some(parent)) => {
                rest.push(name);
                existing = parent.to_path_buf();
            }
            _ => break,
        }
    }
    let mut result = existing.canonicalize().unwrap_or(existing);
    result.extend(rest.iter().rev());
    result
}

/// Empties `out` if xtask made it, creates it if missing, and refuses to
/// touch a non-empty folder that someone else made.
fn prepare(out: &Path) -> Result {
    if out.exists() {
        let empty = fs::read_dir(out)
            .map_err(|e| format!("reading {}: {e}", out.display()))?
            .next()
            .is_none();
        if !empty && !out.join(MARKER).is_file() {
            return Err(format!(
                "{} exists and was not made by `cargo xtask dist`; \
                 remove it or choose another --out",
                out.display()
            ));
        }
        fs::remove_dir_all(out).map_err(|e| format!("emptying {}: {e}", out.display()))?;
    }
    fs::create_dir_all(out).map_err(|e| format!("creating {}: {e}", out.display()))
}

/// The spellings of a root-relative URL in HTML, CSS and JavaScript.
const ABSOLUTE_PATTERNS: [&str; 18] = [
    "src=\"/",
    "src='/",
    "href=\"/",
    "href='/",
    "action=\"/",
    "\"/pkg",
    "'/pkg",
    "`/pkg",
    "url(/",
    "url(\"/",
    "url('/",
    "from \"/",
    "from '/",
    "import(\"/",
    "import('/",
    "fetch(\"/",
    "fetch('/",
    "new URL('/",
];

/// Lists `file:line: text` for every root-relative reference in the page's
/// hand-written sources (not in the generated `pkg/`).
fn absolute_references(www: &Path) -> Result<Vec<String>> {
    let mut found = Vec::new();
    for file in util::walk_files(www)? {
        let relative = file.strip_prefix(www).unwrap_or(&file);
        if relative.starts_with("pkg") {
            continue;
        }
        let is_source = matches!(
            file.extension().and_then(|e| e.to_str()),
            Some("html" | "htm" | "js" | "mjs" | "css" | "svg")
        );
        if !is_source {
            continue;
        }
        let Ok(text) = fs::read_to_string(&file) else { continue };
        found.extend(scan(&text).into_iter().map(|(line, content)| {
            format!(
                "{}:{line}: root-relative URL: {}",
                util::display_path(&file),
                content.trim()
            )
        }));
    }
    Ok(found)
}

/// Returns the 1-based line numbers and texts of lines with a root-relative
/// reference. A protocol-relative `//host` URL counts too: the page must not
/// depend on another origin.
fn scan(text: &str) -> Vec<(usize, &str)> {
    text.lines()
        .enumerate()
        .filter(|(_, line)| ABSOLUTE_PATTERNS.iter().any(|pattern| line.contains(pattern)))
        .map(|(index, line)| (index + 1, line))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `_headers` as dist writes it, through the server's rule (Node).
    #[test]
    fn headers_let_any_site_frame_the_embed_view_only() {
        let dir = std::env::temp_dir().join(format!("xtask-headers-{}", std::process::id()));
        fs::create_dir_all(&dir).unwrap();
        for page in ["index.html", "embed.html"] {
            fs::write(dir.join(page), "<!doctype html>").unwrap();
        }
        write_headers(&dir).unwrap();
        let file = fs::read_to_string(dir.join("_headers")).unwrap();
        fs::remove_dir_all(&dir).unwrap();
        let embed = file.split("/embed.html\n").nth(1).unwrap();
        assert!(embed.lines().next().unwrap().ends_with("frame-ancestors *"), "{file}");
        let index = file.split("/index.html\n").nth(1).unwrap();
        assert!(
            index.lines().next().unwrap().ends_with("frame-ancestors 'self'"),
            "{file}"
        );
        assert!(
            file.ends_with("/*\n  X-Content-Type-Options: nosniff\n  Access-Control-Allow-Origin: *\n"),
            "{file}"
        );
    }

    #[test]
    fn flags_root_relative_urls_only() {
        let html = "<script type=module src=\"./js/main.js\"></script>\n\
                    <link rel=stylesheet href=\"/style.css\">\n\
                    import init from '/pkg/alphabeta.js';\n\
                    import init from './pkg/alphabeta.js';\n";
        let lines: Vec<usize> = scan(html).into_iter().map(|(line, _)| line).collect();
        assert_eq!(lines, vec![2, 3]);
    }

    #[test]
    fn normalises_paths_that_do_not_exist_yet() {
        let base = std::env::temp_dir().canonicalize().unwrap();
        let path = base.join("xtask-no-such-dir/a/../b");
        assert!(normalise(&path).starts_with(&base));
    }
}
