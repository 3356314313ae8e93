//! Small helpers shared by every command: the repository root, running child
//! processes with an echo of what runs, banners, and file-system utilities.
//!
//! Every helper returns [`Result`] with a human-readable message, because the
//! only consumer of an error is the person reading the terminal.

use std::env;
use std::ffi::OsString;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::SystemTime;

/// The error type of every command: a sentence for the terminal.
pub type Result<T = ()> = std::result::Result<T, String>;

/// Returns the workspace root, which is the parent of the `xtask` package.
///
/// Commands always run from there, so `cargo xtask` behaves the same from any
/// subdirectory.
pub fn root() -> PathBuf {
    let manifest_dir = Path::new(env!("CARGO_MANIFEST_DIR"));
    manifest_dir
        .parent()
        .expect("xtask lives one level below the workspace root")
        .to_path_buf()
}

/// Returns the directory where `cargo install` puts binaries.
pub fn cargo_bin_dir() -> Option<PathBuf> {
    if let Some(home) = env::var_os("CARGO_HOME") {
        return Some(PathBuf::from(home).join("bin"));
    }
    env::var_os("HOME").map(|home| PathBuf::from(home).join(".cargo").join("bin"))
}

/// Puts the cargo binary directory first on `PATH` for this process and its
/// children.
///
/// A freshly installed `wasm-bindgen` must win over any other copy, and
/// cargo must find `wasm-bindgen-test-runner` when it runs wasm tests.
pub fn prepend_cargo_bin_to_path() {
    let Some(bin) = cargo_bin_dir() else { return };
    let old = env::var_os("PATH").unwrap_or_default();
    let mut dirs: Vec<PathBuf> = env::split_paths(&old).filter(|dir| *dir != bin).collect();
    dirs.insert(0, bin);
    if let Ok(joined) = env::join_paths(dirs) {
        // Setting the variable is sound here: xtask calls this once at start-up,
        // before it spawns any thread.
        env::set_var("PATH", joined);
    }
}

/// Finds an executable on `PATH`, like `command -v`.
pub fn which(name: &str) -> Option<PathBuf> {
    let path = env::var_os("PATH")?;
    env::split_paths(&path)
        .map(|dir| dir.join(name))
        .find(|candidate| candidate.is_file())
}

/// Returns the `cargo` that launched xtask, so nested builds use the same
/// toolchain.
pub fn cargo() -> Command {
    let program = env::var_os("CARGO").unwrap_or_else(|| OsString::from("cargo"));
    command(program)
}

/// Builds a command that runs in the workspace root.
pub fn command(program: impl Into<OsString>) -> Command {
    let mut command = Command::new(program.into());
    command.current_dir(root());
    command
}

/// Formats a command line the way a shell user would type it.
pub fn describe(command: &Command) -> String {
    let mut words = vec![command.get_program().to_string_lossy().into_owned()];
    words.extend(command.get_args().map(|arg| {
        let arg = arg.to_string_lossy();
        if arg.is_empty() || arg.contains([' ', '"', '\'']) {
            format!("'{arg}'")
        } else {
            arg.into_owned()
        }
    }));
    let envs: Vec<String> = command
        .get_envs()
        .filter_map(|(key, value)| value.map(|value| format!("{}={}", key.to_string_lossy(), value.to_string_lossy())))
        .filter(|pair| !pair.starts_with("PATH="))
        .collect();
    if envs.is_empty() {
        words.join(" ")
    } else {
        format!("{} {}", envs.join(" "), words.join(" "))
    }
}

/// Runs a command to completion with inherited standard streams, echoing it
/// first, and fails unless it exits with status 0.
pub fn run(command: &mut Command) -> Result {
    let line = describe(command);
    println!("$ {line}");
    let status = command
        .status()
        .map_err(|error| format!("could not start `{line}`: {error}"))?;
    if status.success() {
        Ok(())
    } else {
        Err(format!("`{line}` failed ({status})"))
    }
}

/// Runs a command quietly and returns its standard output, or `None` if it
/// could not start or did not succeed.
pub fn output(command: &mut Command) -> Option<String> {
    let out = command.output().ok()?;
    out.status
        .success()
        .then(|| String::from_utf8_lossy(&out.stdout).into_owned())
}

/// Prints a banner that stands out in a long log.
pub fn banner(text: &str) {
    let rule = "=".repeat(72);
    println!("\n{rule}\n{text}\n{rule}");
}

/// Prints a note that something was skipped or is worth knowing.
pub fn note(text: &str) {
    println!("xtask: note: {text}");
}

/// Prints a warning that does not stop the command.
pub fn warn(text: &str) {
    println!("xtask: warning: {text}");
}

/// Returns a file's modification time, or `None` if it does not exist.
pub fn modified(path: &Path) -> Option<SystemTime> {
    fs::metadata(path).and_then(|meta| meta.modified()).ok()
}

/// Lists every file below `dir`, recursively, sorted, without following
/// symbolic links to directories.
pub fn walk_files(dir: &Path) -> Result<Vec<PathBuf>> {
    let mut files = Vec::new();
    let mut pending = vec![dir.to_path_buf()];
    while let Some(current) = pending.pop() {
        let entries = fs::read_dir(&current).map_err(|e| format!("reading {}: {e}", current.display()))?;
        for entry in entries {
            let entry = entry.map_err(|e| format!("reading {}: {e}", current.display()))?;
            let kind = entry
                .file_type()
                .map_err(|e| format!("reading {}: {e}", entry.path().display()))?;
            if kind.is_dir() {
                pending.push(entry.path());
            } else {
                files.push(entry.path());
            }
        }
    }
    files.sort();
    Ok(files)
}

/// Formats a byte count for people: `12.3 KiB`.
pub fn human_bytes(bytes: u64) -> String {
    if bytes < 1024 {
        format!("{bytes} B")
    } else if bytes < 1024 * 1024 {
        format!("{:.1} KiB", bytes as f64 / 1024.0)
    } else {
        format!("{:.2} MiB", bytes as f64 / (1024.0 * 1024.0))
    }
}

/// Returns a path relative to the workspace root when it lies inside it,
/// for shorter messages.
pub fn display_path(path: &Path) -> String {
    let root = root();
    path.strip_prefix(&root).unwrap_or(path).display().to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn human_bytes_picks_a_readable_unit() {
        assert_eq!(human_bytes(512), "512 B");
        assert_eq!(human_bytes(2048), "2.0 KiB");
        assert_eq!(human_bytes(3 * 1024 * 1024), "3.00 MiB");
    }

    #[test]
    fn describe_quotes_arguments_with_spaces() {
        let mut command = Command::new("node");
        command.args(["--test", "a b.mjs"]).env("CI", "1");
        assert_eq!(describe(&command), "CI=1 node --test 'a b.mjs'");
    }
}
