//! Makes sure the outside tools are present, installing what is missing.
//!
//! A fresh CI machine has rustup, cargo, node and npm, but no wasm target, no
//! `wasm-bindgen` CLI, no Chromium and no `node_modules`. Each `ensure_*`
//! function checks cheaply first and installs only when needed, so a warm
//! machine pays almost nothing.

use std::fs;
use std::path::{Path, PathBuf};

use crate::util::{self, Result};

/// The Rust target the page is built for.
pub const WASM_TARGET: &str = "wasm32-unknown-unknown";

/// Where Debian's `chromium` package puts the browser.
pub const CHROMIUM: &str = "/usr/bin/chromium";

/// Where Debian's `chromium-headless-shell` package puts the headless-only
/// browser the end-to-end tests drive: the same engine without the desktop
/// browser around it, which ran the end-to-end files in 249 s where the full
/// browser took 566 s (docs/commands.md).
pub const HEADLESS_SHELL: &str = "/usr/bin/chromium-headless-shell";

/// Where Debian's `chromium-driver` package puts ChromeDriver.
pub const CHROMEDRIVER: &str = "/usr/bin/chromedriver";

/// Installs the wasm32 standard library if the active toolchain lacks it.
pub fn ensure_wasm_target() -> Result {
    let sysroot =
        util::output(util::command("rustc").args(["--print", "sysroot"])).map(|text| PathBuf::from(text.trim()));
    if let Some(sysroot) = sysroot {
        if sysroot.join("lib/rustlib").join(WASM_TARGET).join("lib").is_dir() {
            return Ok(());
        }
    }
    util::note(&format!("the {WASM_TARGET} target is missing; installing it"));
    util::run(util::command("rustup").args(["target", "add", WASM_TARGET]))
        .map_err(|error| format!("{error}; install rustup or the {WASM_TARGET} standard library"))
}

/// Reads the exact `wasm-bindgen` version that `crate/Cargo.toml` pins with
/// `=`, because the CLI must match the crate version exactly.
pub fn pinned_wasm_bindgen_version() -> Result<String> {
    let manifest = util::root().join("crate/Cargo.toml");
    let text = fs::read_to_string(&manifest).map_err(|e| format!("reading {}: {e}", manifest.display()))?;
    parse_pinned_version(&text, "wasm-bindgen").ok_or_else(|| {
        format!(
            "{} must pin wasm-bindgen exactly, as in `wasm-bindgen = \"=0.2.130\"`, \
             so that the CLI version can match it",
            manifest.display()
        )
    })
}

/// Finds `name = "=X"` or `name = { version = "=X", ... }` in a manifest and
/// returns `X`.
fn parse_pinned_version(manifest: &str, name: &str) -> Option<String> {
    manifest.lines().find_map(|line| {
        let rest = line.trim().strip_prefix(name)?.trim_start();
        let rest = rest.strip_prefix('=')?.trim_start();
        let rest = match rest.strip_prefix('{') {
            Some(table) => {
                let at = table.find("version")?;
                table[at + "version".len()..]
                    .trim_start()
                    .strip_prefix('=')?
                    .trim_start()
            }
            None => rest,
        };
        let quoted = rest.strip_prefix('"')?;
        let value = &quoted[..quoted.find('"')?];
        let version = value.strip_prefix('=')?.trim();
        (!version.is_empty()).then(|| version.to_string())
    })
}

/// Returns the version a tool reports with `--version` (`wasm-bindgen 0.2.130`
/// gives `0.2.130`).
fn tool_version(program: &Path) -> Option<String> {
    let text = util::output(util::command(program).arg("--version"))?;
    text.split_whitespace().nth(1).map(str::to_string)
}

/// Makes sure `wasm-bindgen` and `wasm-bindgen-test-runner` are on `PATH` at
/// exactly the pinned version, installing `wasm-bindgen-cli` if not.
///
/// Returns the path of `wasm-bindgen`.
pub fn ensure_wasm_bindgen() -> Result<PathBuf> {
    let version = pinned_wasm_bindgen_version()?;
    if let Some(path) = matching_wasm_bindgen(&version) {
        return Ok(path);
    }
    util::note(&format!(
        "wasm-bindgen CLI {version} is missing or another version is installed; \
         installing wasm-bindgen-cli {version} (takes a few minutes)"
    ));
    // The default features only add TLS (rustls and ring) for talking to a
    // remote WebDriver over https; the runner here talks to a local
    // ChromeDriver, and leaving them out saves a fifth of a cold install.
    let install = [
        "install",
        "wasm-bindgen-cli",
        "--version",
        &version,
        "--no-default-features",
    ];
    // `--locked` reproduces upstream's exact dependency versions, but a
    // registry mirror may lack one of them, so retry without it. It fails
    // within seconds when it fails, so trying it first costs little.
    let locked = util::run(util::cargo().args(install).arg("--locked"));
    if let Err(error) = locked {
        util::note(&format!("{error}; retrying without --locked"));
        util::run(util::cargo().args(install))?;
    }
    matching_wasm_bindgen(&version).ok_or_else(|| {
        format!(
            "installed wasm-bindgen-cli {version}, but `wasm-bindgen --version` still \
             disagrees; check that {} comes first on PATH",
            util::cargo_bin_dir()
                .map(|dir| dir.display().to_string())
                .unwrap_or_else(|| "~/.cargo/bin".into())
        )
    })
}

/// Returns `wasm-bindgen`'s path if it and its test runner report `version`.
fn matching_wasm_bindgen(version: &str) -> Option<PathBuf> {
    let bindgen = util::which("wasm-bindgen")?;
    let runner = util::which("wasm-bindgen-test-runner")?;
    let same = |program: &Path| tool_version(program).as_deref() == Some(version);
    (same(&bindgen) && same(&runner)).then_some(bindgen)
}

/// Returns true when this process runs as root, so it may use `apt-get`.
fn is_root() -> bool {
    if let Ok(status) = fs::read_to_string("/proc/self/status") {
        if let Some(line) = status.lines().find(|line| line.starts_with("Uid:")) {
            return line.split_whitespace().nth(1) == Some("0");
        }
    }
    util::output(util::command("id").arg("-u")).is_some_and(|uid| uid.trim() == "0")
}

/// Makes sure Debian's Chromium, its headless shell and ChromeDriver are
/// installed, installing them with `apt-get` when running as root.
pub fn ensure_chromium() -> Result {
    let missing: Vec<&str> = [CHROMIUM, HEADLESS_SHELL, CHROMEDRIVER]
        .into_iter()
        .filter(|path| !Path::new(path).exists())
        .collect();
    if missing.is_empty() {
        return Ok(());
    }
    let install = "apt-get install -y chromium chromium-headless-shell chromium-driver";
    if !is_root() {
        return Err(format!(
            "{} not found; install Chromium and ChromeDriver with:\n\n    \
             sudo apt-get update && sudo {install}\n",
            missing.join(" and ")
        ));
    }
    util::note(&format!("{} not found; installing Chromium", missing.join(" and ")));
    let apt_get = |args: &[&str]| {
        let mut command = util::command("apt-get");
        command.args(args).env("DEBIAN_FRONTEND", "noninteractive");
        util::run(&mut command)
    };
    let chromium = [
        "install",
        "-y",
        "chromium",
        "chromium-headless-shell",
        "chromium-driver",
    ];
    if apt_get(&chromium).is_err() {
        // A fresh machine often has no package lists yet.
        apt_get(&["update"])?;
        apt_get(&chromium)?;
    }
    match [CHROMIUM, HEADLESS_SHELL, CHROMEDRIVER]
        .iter()
        .find(|path| !Path::new(path).exists())
    {
        Some(path) => Err(format!("`{install}` succeeded but {path} is still missing")),
        None => Ok(()),
    }
}

/// Where Debian's `firefox-esr` puts Firefox ESR (Gecko), which the
/// cross-engine stage drives over WebDriver BiDi.
pub const FIREFOX: &str = "/usr/bin/firefox-esr";

/// Where Debian's `webkit2gtk-driver` puts WebKitGTK's WebDriver (Safari's
/// engine), which drives the MiniBrowser of `libwebkit2gtk`.
pub const WEBKIT_DRIVER: &str = "/usr/bin/WebKitWebDriver";

/// Where Debian's `xvfb` puts `xvfb-run`: WebKitGTK's MiniBrowser has no
/// headless mode and needs an X display, which `xvfb-run` gives it.
pub const XVFB_RUN: &str = "/usr/bin/xvfb-run";

/// Debian's packages for the cross-engine stage: Firefox ESR, WebKitGTK's
/// WebDriver and the virtual X server it runs under.
pub const CROSS_PACKAGES: [&str; 3] = ["firefox-esr", "webkit2gtk-driver", "xvfb"];

/// Makes sure Firefox ESR, WebKitGTK's WebDriver and `xvfb-run` are
/// installed, installing Debian's packages with `apt-get` when run as root.
/// `Ok(None)` when they are there; `Ok(Some(reason))` when they cannot be
/// had here, so the caller can skip and say why (as the LaTeX stage does);
/// an error only when an install was tried and failed.
pub fn ensure_cross_browsers() -> Result<Option<String>> {
    let paths = [FIREFOX, WEBKIT_DRIVER, XVFB_RUN];
    let missing = || -> Vec<&str> { paths.into_iter().filter(|path| !Path::new(path).exists()).collect() };
    if missing().is_empty() {
        return Ok(None);
    }
    let install = format!("apt-get install -y {}", CROSS_PACKAGES.join(" "));
    if util::which("apt-get").is_none() {
        return Ok(Some(format!(
            "{} not found and this machine has no apt-get; install Firefox ESR, WebKitGTK's \
             WebKitWebDriver and xvfb-run to run this stage",
            missing().join(" and ")
        )));
    }
    if !is_root() {
        return Ok(Some(format!(
            "{} not found and installing them needs root; run\n\n    sudo {install}\n",
            missing().join(" and ")
        )));
    }
    util::note(&format!(
        "{} not found; installing Debian's {}",
        missing().join(" and "),
        CROSS_PACKAGES.join(", ")
    ));
    let apt_get = |args: &[&str]| {
        let mut command = util::command("apt-get");
        command.args(args).env("DEBIAN_FRONTEND", "noninteractive");
        util::run(&mut command)
    };
    let mut args = vec!["install", "-y"];
    args.extend(CROSS_PACKAGES);
    if apt_get(&args).is_err() {
        // A fresh machine often has no package lists yet.
        apt_get(&["update"])?;
        apt_get(&args)?;
    }
    match missing().first() {
        Some(path) => Err(format!("`{install}` succeeded but {path} is still missing")),
        None => Ok(None),
    }
}

/// Debian's packages that give pdflatex, TikZ, `forest`, `standalone` and
/// Beamer: about 90 MB to download, half a minute to install.
pub const LATEX_PACKAGES: [&str; 6] = [
    "texlive-latex-base",
    "texlive-latex-recommended",
    "texlive-latex-extra",
    "texlive-pictures",
    // Latin Modern: the exports load it, so that their text is in vector
    // (Type 1) fonts, not the bitmaps T1-encoded Computer Modern becomes.
    "lmodern",
    // pdftotext and pdftoppm: the LaTeX stage reads the PDFs' text
    // positions back and renders a slide to PNG.
    "poppler-utils",
];

/// Makes sure `pdflatex` and poppler's `pdftotext` are on the PATH,
/// installing Debian's TeX Live packages and poppler-utils with `apt-get`
/// when run as root. `Ok(None)` when it is there;
/// `Ok(Some(reason))` when it cannot be had here, so the caller can skip
/// and say why; an error only when an install was tried and failed.
pub fn ensure_pdflatex() -> Result<Option<String>> {
    let lmodern = || util::output(util::command("kpsewhich").arg("lmodern.sty")).is_some_and(|p| !p.trim().is_empty());
    if util::which("pdflatex").is_some() && util::which("pdftotext").is_some() && lmodern() {
        return Ok(None);
    }
    let install = format!(
        "apt-get install -y --no-install-recommends {}",
        LATEX_PACKAGES.join(" ")
    );
    if util::which("apt-get").is_none() {
        return Ok(Some(
            "pdflatex or pdftotext is not installed and this machine has no apt-get; install a TeX \
             distribution with TikZ, forest, standalone and Beamer, and poppler's tools, to run this stage"
                .into(),
        ));
    }
    if !is_root() {
        return Ok(Some(format!(
            "pdflatex or pdftotext is not installed and installing them needs root; run\n\n    sudo {install}\n"
        )));
    }
    util::note(
        "pdflatex or pdftotext not found; installing Debian's TeX Live packages and poppler-utils (about 90 MB)",
    );
    let apt_get = |args: &[&str]| {
        let mut command = util::command("apt-get");
        command.args(args).env("DEBIAN_FRONTEND", "noninteractive");
        util::run(&mut command)
    };
    let mut args = vec!["install", "-y", "--no-install-recommends"];
    args.extend(LATEX_PACKAGES);
    if apt_get(&args).is_err() {
        apt_get(&["update"])?;
        apt_get(&args)?;
    }
    match (util::which("pdflatex"), util::which("pdftotext")) {
        (Some(_), Some(_)) => Ok(None),
        _ => Err(format!(
            "`{install}` succeeded but pdflatex or pdftotext is still missing"
        )),
    }
}

/// Installs the npm development dependencies with `npm ci` when
/// `node_modules` is missing or older than `package-lock.json`.
pub fn ensure_npm_deps() -> Result {
    let root = util::root();
    let lock = root.join("package-lock.json");
    // npm writes this hidden lockfile on every install, so its age is the age
    // of the installed tree.
    let installed = root.join("node_modules/.package-lock.json");
    let stale = match (util::modified(&installed), util::modified(&lock)) {
        (Some(installed), Some(lock)) => installed < lock,
        _ => true,
    };
    if !stale {
        println!("xtask: node_modules is up to date with package-lock.json; skipping npm ci");
        return Ok(());
    }
    if util::which("npm").is_none() {
        return Err("npm is not on PATH; install Node.js 20 or newer".into());
    }
    util::run(util::command("npm").args(["ci", "--no-audit", "--no-fund"]))
}

/// Returns `node_modules/.bin/wasm-opt` (npm package `binaryen`) if installed.
pub fn wasm_opt() -> Option<PathBuf> {
    let path = util::root().join("node_modules/.bin/wasm-opt");
    path.is_file().then_some(path)
}

#[cfg(test)]
mod tests {
    use super::parse_pinned_version;

    #[test]
    fn reads_a_plain_pinned_version() {
        let manifest = "[dependencies]\nwasm-bindgen = \"=0.2.130\"\n";
        assert_eq!(
            parse_pinned_version(manifest, "wasm-bindgen").as_deref(),
            Some("0.2.130")
        );
    }

    #[test]
    fn reads_a_pinned_version_in_a_table() {
        let manifest = "wasm-bindgen = { version = \"=0.2.99\", default-features = false }";
        assert_eq!(
            parse_pinned_version(manifest, "wasm-bindgen").as_deref(),
            Some("0.2.99")
        );
    }

    #[test]
    fn ignores_similar_names_and_unpinned_versions() {
        let manifest = "wasm-bindgen-test = \"=0.3.80\"\nwasm-bindgen = \"0.2.130\"\n";
        assert_eq!(parse_pinned_version(manifest, "wasm-bindgen"), None);
    }
}
