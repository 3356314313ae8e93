//! `cargo xtask`: the workspace's developer commands, written in Rust with
//! the standard library only so that they build in seconds anywhere cargo
//! runs (the pattern described at <https://github.com/matklad/cargo-xtask>).
//!
//! | command | what it does |
//! |---|---|
//! | `build` | compiles the engine to wasm and writes `www/pkg` |
//! | `serve [--port N]` | builds, then serves `www/` on `http://127.0.0.1:N/` |
//! | `dist [--out DIR] [--prebuilt]` | builds (unless `--prebuilt`: `www/pkg` as it is), then copies `www/` to a folder for any static host, its scripts and styles minified |
//! | `test [--quick]` | formatting, lints, native, wasm, end-to-end and LaTeX tests |
//! | `test --changed [--base REF]` | the stages and end-to-end files a change since `main` (or REF) can affect |
//! | `test --latex` | only the LaTeX stage: the exports compiled with pdflatex |
//! | `bench` | the native engine bench, then page weight and first-draw times |
//! | `scorm --homework ID,ID --out FILE.zip [--edition 2004] [--mastery N]` | builds the site, then a homework set's SCORM package |
//!
//! Missing tools (the wasm target, the `wasm-bindgen` CLI, Chromium, the npm
//! packages) are installed on first use; see `tools.rs`.

mod bench;
mod build;
mod changed;
mod dist;
mod latex;
mod precache;
mod scorm;
mod serve;
mod test;
mod tools;
mod util;

use std::path::PathBuf;
use std::process::ExitCode;

use util::Result;

/// The text `cargo xtask help` prints.
const USAGE: &str = "\
Usage: cargo xtask <command> [options]

Commands:
  build              Compile the engine to wasm and write www/pkg
  serve [--port N]   Build, then serve www/ on http://127.0.0.1:N/ (default 8000)
  dist [--out DIR] [--prebuilt]
                     Build (unless --prebuilt: www/pkg as it is), then copy www/ into DIR
                     (default dist/) for a static host, minified
  test [--quick]     Run every check CI runs; --quick skips the browser and LaTeX stages
  test --changed [--base REF]
                     Only the stages and end-to-end files that the files changed since
                     main (or REF; uncommitted and untracked included) can affect
  test --latex       Only compile the LaTeX exports (TikZ, forest, Beamer) with pdflatex
  bench              Run the native engine bench and the web page bench
  scorm --homework ID,ID --out FILE.zip [--edition 1.2|2004] [--mastery N]
                     Build, then zip a homework set (exercise and challenge ids) as a
                     SCORM package for a course platform (default 1.2, pass mark 80)
  help               Show this text

Missing tools (wasm32 target, wasm-bindgen CLI, Chromium, npm packages) are
installed on first use.";

fn main() -> ExitCode {
    util::prepend_cargo_bin_to_path();
    let args: Vec<String> = std::env::args().skip(1).collect();
    match dispatch(&args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("\nxtask: error: {error}");
            ExitCode::FAILURE
        }
    }
}

/// Runs the command that `args` names.
fn dispatch(args: &[String]) -> Result {
    let Some((command, options)) = args.split_first() else {
        println!("{USAGE}");
        return Err("no command given".into());
    };
    let mut options = Options::new(command, options);
    match command.as_str() {
        "build" => {
            options.finish()?;
            build::build()
        }
        "serve" => {
            let port = options.value("--port")?.unwrap_or_else(|| "8000".into());
            options.finish()?;
            let port: u16 = port
                .parse()
                .map_err(|_| format!("--port expects a number from 0 to 65535, not `{port}`"))?;
            build::build()?;
            serve::serve(&util::root().join("www"), port)
        }
        "dist" => {
            let out = options.value("--out")?.unwrap_or_else(|| "dist".into());
            let prebuilt = options.flag("--prebuilt");
            options.finish()?;
            if prebuilt {
                dist::dist_prebuilt(&PathBuf::from(out))
            } else {
                dist::dist(&PathBuf::from(out))
            }
        }
        "test" => {
            let quick = options.flag("--quick");
            let latex = options.flag("--latex");
            let changed = options.flag("--changed");
            let base = options.value("--base")?;
            options.finish()?;
            if latex {
                test::latex_only()
            } else if changed || base.is_some() {
                changed::test_changed(base.as_deref())
            } else {
                test::test(quick)
            }
        }
        "bench" => {
            options.finish()?;
            bench::bench()
        }
        "scorm" => {
            let homework = options.value("--homework")?;
            let out = options.value("--out")?;
            let edition = options.value("--edition")?;
            let mastery = options.value("--mastery")?;
            options.finish()?;
            scorm::scorm(&scorm::request(homework, out, edition, mastery)?)
        }
        "help" | "--help" | "-h" => {
            println!("{USAGE}");
            Ok(())
        }
        other => {
            println!("{USAGE}");
            Err(format!("unknown command `{other}`"))
        }
    }
}

/// A tiny option parser: `--name value`, `--name=value` and `--flag`.
struct Options<'a> {
    command: &'a str,
    rest: Vec<&'a str>,
}

impl<'a> Options<'a> {
    fn new(command: &'a str, args: &'a [String]) -> Self {
        Options {
            command,
            rest: args.iter().map(String::as_str).collect(),
        }
    }

    /// Removes `--name value` or `--name=value` and returns the value.
    fn value(&mut self, name: &str) -> Result<Option<String>> {
        let prefix = format!("{name}=");
        if let Some(at) = self.rest.iter().position(|arg| arg.starts_with(&prefix)) {
            let arg = self.rest.remove(at);
            return Ok(Some(arg[prefix.len()..].to_string()));
        }
        let Some(at) = self.rest.iter().position(|arg| *arg == name) else {
            return Ok(None);
        };
        if at + 1 >= self.rest.len() {
            return Err(format!("{name} needs a value"));
        }
        let value = self.rest.remove(at + 1).to_string();
        self.rest.remove(at);
        Ok(Some(value))
    }

    /// Removes `--flag` and says whether it was there.
    fn flag(&mut self, name: &str) -> bool {
        let before = self.rest.len();
        self.rest.retain(|arg| *arg != name);
        self.rest.len() != before
    }

    /// Fails if anything was left unrecognised.
    fn finish(self) -> Result {
        match self.rest.first() {
            None => Ok(()),
            Some(arg) => Err(format!(
                "unexpected argument `{arg}` for `cargo xtask {}`; see `cargo xtask help`",
                self.command
            )),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Options;

    fn strings(args: &[&str]) -> Vec<String> {
        args.iter().map(|arg| arg.to_string()).collect()
    }

    #[test]
    fn parses_values_in_both_spellings() {
        let args = strings(&["--port", "9000"]);
        let mut options = Options::new("serve", &args);
        assert_eq!(options.value("--port").unwrap().as_deref(), Some("9000"));
        assert!(options.finish().is_ok());

        let args = strings(&["--out=site"]);
        let mut options = Options::new("dist", &args);
        assert_eq!(options.value("--out").unwrap().as_deref(), Some("site"));
        assert!(options.finish().is_ok());
    }

    #[test]
    fn rejects_missing_values_and_unknown_arguments() {
        let args = strings(&["--port"]);
        let mut options = Options::new("serve", &args);
        assert!(options.value("--port").is_err());

        let args = strings(&["--quick", "--verbose"]);
        let mut options = Options::new("test", &args);
        assert!(options.flag("--quick"));
        assert!(options.finish().unwrap_err().contains("--verbose"));
    }
}
