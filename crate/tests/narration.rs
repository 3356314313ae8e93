//! The narration's exact sentences, pinned for every preset, algorithm and
//! tie rule, in English and French.
//!
//! Each preset has a fixture `tests/fixtures/narration/NAME.txt` with one
//! section per (algorithm, ties, language) and one line per position, from
//! 0 (the "Ready" sentence) to the end (which adds the conclusion). A change
//! to a sentence shows up as a readable diff of these files. To accept an
//! intended change, run `BLESS=1 cargo test -p alphabeta --test integration narration::`
//! and review the diff before committing it.

use crate::pinned;

use alphabeta::lang::Lang;
use alphabeta::narrate::{narrate, narrate_as, Voice};
use alphabeta::notation::parse;
use alphabeta::options::{Algorithm, Options, Ties};
use alphabeta::search::search;
use std::fmt::Write;
use std::path::PathBuf;

/// Every sentence of every (algorithm, ties, language) for one preset.
fn transcript(notation: &str, depth_limit: Option<u32>) -> String {
    transcript_as(notation, depth_limit, false)
}

/// [`transcript`], told from the side to move when `negamax`.
fn transcript_as(notation: &str, depth_limit: Option<u32>, negamax: bool) -> String {
    let tree = parse(notation).unwrap();
    let mut out = String::new();
    for algorithm in [Algorithm::Minimax, Algorithm::AlphaBeta, Algorithm::AlphaBetaHard] {
        for ties in [Ties::Prune, Ties::Strict] {
            if algorithm == Algorithm::Minimax && ties == Ties::Strict {
                // Minimax never cuts: the tie rule changes nothing.
                continue;
            }
            let opts = Options {
                algorithm,
                ties,
                depth_limit,
                ..Options::default()
            };
            let trace = search(&tree, &opts).unwrap();
            for lang in [Lang::En, Lang::Fr] {
                let _ = writeln!(out, "## {} {} {}", algorithm.name(), ties.name(), lang.code());
                for k in 0..=trace.len() {
                    let _ = writeln!(out, "{k}: {}", narrate_as(&tree, &trace, k, Voice { lang, negamax }));
                }
                out.push('\n');
            }
        }
    }
    out
}

/// The negamax view's narration of seed 000's figure 25 (b), the deep cut,
/// pinned for each algorithm and tie rule in both languages: every node
/// maximises its children's values negated, inherits its parent's window
/// turned round, and cuts when m ≥ β, MIN's numbers negated.
#[test]
fn negamax_sentences_are_pinned() {
    let fig = alphabeta::presets::PRESETS.iter().find(|p| p.name == "fig25b").unwrap();
    let out = transcript_as(fig.notation, fig.depth_limit, true);
    for needle in [
        "told by negamax",
        "raconté en négamax",
        "(MIN, seen from MIN)",
        "(Min, vu de Min)",
        "which takes its negation",
        "qui prend son opposé",
        "turned round, (−β, −α)",
        "Deep cut at",
        "Coupure profonde en",
        "m = −4 ≥ β = −5",
    ] {
        assert!(out.contains(needle), "{needle}");
    }
    assert!(!out.contains(" ≤ β") && !out.contains("lowers β") && !out.contains("abaisse β"));
    check_one("narration", "negamax-fig25b", &out);
}

#[test]
fn every_sentence_of_every_preset_is_pinned() {
    pinned::check_every_preset("narration", "narration", transcript);
}

#[test]
fn the_fixtures_hold_both_languages_in_the_seeds_vocabulary() {
    // A guard on the fixtures themselves: the French sections use the seeds'
    // words, and the English ones never slip into French.
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/narration");
    let schema = std::fs::read_to_string(dir.join("schema6bis.txt")).unwrap();
    assert!(schema.contains("Coupure superficielle en C2 (Max)"));
    assert!(schema.contains("Shallow cut at C2 (MAX)"));
    let fig = std::fs::read_to_string(dir.join("fig25b.txt")).unwrap();
    assert!(fig.contains("Coupure profonde"));
    assert!(fig.contains("Deep cut"));
    for section in schema.split("## ").filter(|s| s.contains(" en\n")) {
        assert!(!section.contains("nœud") && !section.contains("Coupure"), "{section}");
    }
}

/// Counts of four digits or more are grouped as the page's counter writes
/// them: 1,111 in English, 11 111 (narrow no-break space) in French.
#[test]
fn big_counts_are_grouped_as_people_write_them() {
    let leaves = ["1"; 10].join(",");
    let level = vec![format!("[{leaves}]"); 10].join(",");
    let text = format!("[{}]", vec![format!("[{level}]"); 10].join(","));
    let tree = parse(&text).unwrap();
    assert_eq!(tree.len(), 1111);
    let trace = search(&tree, &Options::default()).unwrap();
    let en = narrate(&tree, &trace, 0, Lang::En);
    assert!(en.contains("a tree of 1,111 nodes"), "{en}");
    let fr = narrate(&tree, &trace, 0, Lang::Fr);
    assert!(fr.contains("un arbre de 1111 nœuds"), "{fr}");
    let minimax = Options {
        algorithm: Algorithm::Minimax,
        ..Options::default()
    };
    let trace = search(&tree, &minimax).unwrap();
    let end = narrate(&tree, &trace, trace.len(), Lang::Fr);
    assert!(end.contains("1000 feuilles évaluées"), "{end}");
    let end = narrate(&tree, &trace, trace.len(), Lang::En);
    assert!(end.contains("1,000 leaves evaluated"), "{end}");
}

/// French writes a decimal comma, English a point, in every sentence that
/// carries a value (seed typography: −0,3).
#[test]
fn decimals_follow_the_language() {
    let tree = parse("[[0.5, -0.3], [-1.25, 2]]").unwrap();
    let trace = search(&tree, &Options::default()).unwrap();
    let (mut en, mut fr) = (String::new(), String::new());
    for k in 0..=trace.len() {
        en.push_str(&narrate(&tree, &trace, k, Lang::En));
        fr.push_str(&narrate(&tree, &trace, k, Lang::Fr));
    }
    assert!(
        en.contains("−0.3") && en.contains("0.5") && en.contains("−1.25"),
        "{en}"
    );
    assert!(
        fr.contains("−0,3") && fr.contains("0,5") && fr.contains("−1,25"),
        "{fr}"
    );
    assert!(!fr.contains("0.3") && !fr.contains("0.5"), "{fr}");
}

/// PVS's sentences on one tree, pinned in both languages and both tie
/// rules: a test that fails low at a MIN node and one that fails high at
/// the root, each followed by its re-search; a test that holds, cut by the
/// null window's own bound; the null window written (5⁻, 5) and (4, 4⁺)
/// under the seeds' rule, (5, 5) and (4, 4) under the strict one.
#[test]
fn pvs_sentences_are_pinned() {
    let out = windowed(
        PVS_TREE,
        Options {
            algorithm: Algorithm::Pvs,
            ..Options::default()
        },
    );
    for needle in [
        "(5⁻, 5)",
        "(4, 4⁺)",
        "(5, 5)",
        "fails low",
        "fails high",
        "échoue par le haut",
        "Nouvelle recherche",
    ] {
        assert!(out.contains(needle), "{needle}");
    }
    check_one("narration", "pvs", &out);
}

/// Every sentence of a search on `notation` with `opts`, under both tie
/// rules and in both languages.
fn windowed(notation: &str, opts: Options) -> String {
    let tree = parse(notation).unwrap();
    let mut out = String::new();
    for ties in [Ties::Prune, Ties::Strict] {
        let trace = search(&tree, &Options { ties, ..opts }).unwrap();
        for lang in [Lang::En, Lang::Fr] {
            let _ = writeln!(out, "## {} {} {}", opts.algorithm.name(), ties.name(), lang.code());
            for k in 0..=trace.len() {
                let _ = writeln!(out, "{k}: {}", narrate(&tree, &trace, k, lang));
            }
            out.push('\n');
        }
    }
    out
}

/// Aspiration windows on the classic tree guessed at 6 ± 1: the window
/// (5, 7), the root failing low, the search again with (−∞, 7).
#[test]
fn aspiration_sentences_are_pinned() {
    let out = windowed(
        "[[3, 12, 8], [2, 4, 6], [14, 5, 2]]",
        Options {
            aspiration: Some((alphabeta::value::Value::int(6), alphabeta::value::Value::int(1))),
            ..Options::default()
        },
    );
    for needle in [
        "window (5, 7)",
        "fails low",
        "(−∞, 7)",
        "Fenêtre d’aspiration",
        "échoue par le bas",
    ] {
        assert!(out.contains(needle), "{needle}");
    }
    check_one("narration", "aspiration", &out);
}

/// MTD(f) on PVS's tree: the passes, each null window and what each
/// proves, in both languages and both tie rules.
#[test]
fn mtdf_sentences_are_pinned() {
    let out = windowed(
        PVS_TREE,
        Options {
            algorithm: Algorithm::Mtdf,
            ..Options::default()
        },
    );
    for needle in [
        "First guess 0",
        "(0, 0⁺)",
        "Next pass",
        "at least",
        "Passe suivante",
        "au moins",
    ] {
        assert!(out.contains(needle), "{needle}");
    }
    check_one("narration", "mtdf", &out);
}

/// The tree of `pvs_sentences_are_pinned`.
const PVS_TREE: &str = "[[5, [4, 1], 6], [2, 4, 6], [[14, 1], 5, 9]]";

/// Compares `got` with `tests/fixtures/<folder>/<name>.txt` (or writes it
/// under `BLESS`), for a text pinned on one tree rather than every preset.
fn check_one(folder: &str, name: &str, got: &str) {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures")
        .join(folder)
        .join(format!("{name}.txt"));
    if std::env::var_os("BLESS").is_some() {
        std::fs::write(&path, got).unwrap();
        return;
    }
    let want = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let first = got
        .lines()
        .zip(want.lines())
        .find(|(g, w)| g != w)
        .map(|(g, w)| format!("\n  got:  {g}\n  want: {w}"));
    assert!(
        got == want,
        "{name} changed:{}",
        first.unwrap_or_else(|| " (different lengths)".into())
    );
}
