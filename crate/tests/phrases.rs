//! The phrase catalogue is the one place its phrases are written
//! (invariant 8): the names of the kinds of cut, where a bound came from
//! ("set by R", "its parent R", "the initial window", "the leaf bound U")
//! and the players' names live in `src/phrases.rs`, and every sentence calls
//! it. This test reads every source file of `src/` (outside comments and
//! test code) and fails, with the file and line, when one of those phrases,
//! in English or French, is written anywhere else.

use crate::common::source;

use source::{rust_files, src};

/// The catalogue's phrases, compared in lower case, each followed by
/// anything but a letter ("the leaf bounds" is another phrase).
const PHRASES: &[&str] = &[
    "shallow cut",
    "deep cut",
    "coupure superficielle",
    "coupure profonde",
    "cut by the initial window",
    "coupure par la fenêtre initiale",
    "cut by a leaf bound",
    "coupure par une borne des feuilles",
    "chance node failing",
    "échec par le bas d’un nœud de hasard",
    "échec par le haut d’un nœud de hasard",
    "set by",
    "fixé par",
    "fixé plus haut par",
    "handed down unchanged",
    "the initial window",
    "la fenêtre initiale",
    "the leaf bound",
    "la borne des feuilles",
    "its parent {",
    "son père {",
];

/// The players' names as string literals, compared as written.
const PLAYERS: &[&str] = &["\"MAX\"", "\"MIN\"", "\"Max\"", "\"Min\""];

/// Files below the catalogue's layer, whose words are not sentences about
/// a search, and why each may write a phrase itself.
const ALLOWED: &[(&str, &str)] = &[
    // Error messages are the error type's catalogue (invariant 8), raised
    // at layer 4, below the phrase catalogue's layer 7.
    ("options.rs", "the initial window's and the leaf bounds' errors"),
    ("edit.rs", "an edit's errors"),
    // The examples' titles, data at layer 4 ("Shallow cut: u = max{5, v}…").
    ("presets.rs", "the examples' titles"),
    // The notation's own spelling of a player (`Display`), layer 3.
    ("tree/player.rs", "Player's Display, MAX and MIN"),
    // A Pig board's row headers, data of a game, layer 4.
    ("game/pig.rs", "the Pig board's row headers"),
];

/// Where `phrase` (lower case) occurs in `line` followed by a non-letter.
fn has_phrase(line: &str, phrase: &str) -> bool {
    let lower = line.to_lowercase();
    lower.match_indices(phrase).any(|(i, _)| {
        lower[i + phrase.len()..]
            .chars()
            .next()
            .is_none_or(|c| !c.is_alphabetic())
    })
}

#[test]
fn the_catalogues_phrases_are_written_only_in_the_catalogue() {
    let root = src();
    let mut found = Vec::new();
    for path in rust_files(&root) {
        let rel = path.strip_prefix(&root).unwrap().to_string_lossy().replace('\\', "/");
        if rel == "phrases.rs" || rel.ends_with("/tests.rs") || ALLOWED.iter().any(|(f, _)| *f == rel) {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        for (i, line) in lines.iter().enumerate() {
            // Test code ends the scan, unless it is `mod tests;` (a file of
            // its own, skipped above) in the middle of a module's items.
            if line.trim_start().starts_with("#[cfg(test)]") {
                if lines.get(i + 1).is_some_and(|next| next.trim_end().ends_with(';')) {
                    continue;
                }
                break;
            }
            if line.trim_start().starts_with("//") {
                continue;
            }
            let hits = PHRASES
                .iter()
                .filter(|p| has_phrase(line, p))
                .chain(PLAYERS.iter().filter(|p| line.contains(**p)));
            for p in hits {
                found.push(format!("src/{rel}:{}: {p:?} (call crate::phrases instead)", i + 1));
            }
        }
    }
    assert!(
        found.is_empty(),
        "phrases written outside src/phrases.rs:\n{}",
        found.join("\n")
    );
}

/// The scan finds what it looks for: a line that writes a phrase itself.
#[test]
fn the_scan_finds_a_phrase_written_again() {
    assert!(has_phrase(r#"format!("a bound set by {src}")"#, "set by"));
    assert!(has_phrase(r#"format!("Coupure profonde en {n}")"#, "coupure profonde"));
    assert!(!has_phrase("the leaf bounds need L ≤ U", "the leaf bound"));
}
