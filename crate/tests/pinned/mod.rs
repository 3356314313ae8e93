//! Texts pinned in fixture files, one per preset or per case, shared by the
//! narration, practice feedback and construct tests: `BLESS=1` writes them
//! for review, otherwise each must equal its file and the first differing
//! line is shown.

use alphabeta::presets::PRESETS;
use std::path::PathBuf;

/// Compares `transcript(preset)` for every preset with
/// `tests/fixtures/<folder>/<preset>.txt` (or writes them under `BLESS`);
/// `what` names the texts in the failure. (The construct tests pin their
/// own cases, hence the `allow`.)
pub fn check_every_preset(folder: &str, what: &str, transcript: impl Fn(&str, Option<u32>) -> String) {
    check_each(
        folder,
        what,
        PRESETS.iter().map(|p| (p.name, transcript(p.notation, p.depth_limit))),
    );
}

/// Compares each `(name, text)` with `tests/fixtures/<folder>/<name>.txt`
/// (or writes them under `BLESS`); `what` names the texts in the failure.
pub fn check_each<'a>(folder: &str, what: &str, texts: impl IntoIterator<Item = (&'a str, String)>) {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures")
        .join(folder);
    let bless = std::env::var_os("BLESS").is_some();
    let mut changed = Vec::new();
    for (name, got) in texts {
        let path = dir.join(format!("{name}.txt"));
        if bless {
            std::fs::create_dir_all(&dir).unwrap();
            std::fs::write(&path, &got).unwrap();
            continue;
        }
        let want = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        if got != want {
            let first = got
                .lines()
                .zip(want.lines())
                .find(|(g, w)| g != w)
                .map(|(g, w)| format!("\n  got:  {g}\n  want: {w}"))
                .unwrap_or_else(|| "\n  (different lengths)".into());
            changed.push(format!("{name}{first}"));
        }
    }
    assert!(changed.is_empty(), "{what} changed for: {}", changed.join("\n"));
}
