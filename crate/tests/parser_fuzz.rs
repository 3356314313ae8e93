//! A seeded random bug-finder for the notation, runnable with plain
//! `cargo test` (the libFuzzer target in `fuzz/` needs nightly).
//!
//! It feeds `notation::parse` 20,000 texts: half are random strings over the
//! notation's own alphabet (brackets, digits, signs, `inf`, `∞`, labels,
//! `h=`, `min`/`max`, newlines) plus a few other Unicode characters; half are
//! valid trees with a few random insertions, deletions and replacements. For
//! each text:
//!
//! - `parse` does not panic;
//! - on success, `format` reads back to the same tree, and α-β (fail-soft
//!   and fail-hard) gives the root the minimax value;
//! - on failure, the position is 1-based, agrees with the character offset,
//!   and `render` puts a caret under it.
//!
//! The generator is a xorshift with a fixed seed, so a failure repeats; the
//! failing text is printed in the assertion message. To hunt further, set
//! `PARSER_FUZZ_SEED` and `PARSER_FUZZ_CASES` (e.g. `PARSER_FUZZ_CASES=1000000`).

use alphabeta::notation::{format, parse, ParseError};
use alphabeta::presets::PRESETS;
use alphabeta::random::SplitMix64;
use alphabeta::search::{search, Algorithm, Options};
use std::panic::{catch_unwind, AssertUnwindSafe};

/// How many texts to try, unless `PARSER_FUZZ_CASES` says otherwise.
const CASES: usize = 20_000;

/// The default seed, unless `PARSER_FUZZ_SEED` says otherwise.
const SEED: u64 = 0x9E37_79B9_7F4A_7C15;

fn env_or<T: std::str::FromStr>(name: &str, default: T) -> T {
    std::env::var(name).ok().and_then(|s| s.parse().ok()).unwrap_or(default)
}

/// The project's one generator, with the two draws the bug-finder needs.
struct Rng(SplitMix64);

impl Rng {
    /// A number in `0..n` (`n > 0`).
    fn below(&mut self, n: usize) -> usize {
        self.0.below(n as u64) as usize
    }

    fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }
}

/// Pieces of text the notation gives a meaning to, and some it does not.
const TOKENS: &[&str] = &[
    "[", "]", "[", "]", "(", ")", ",", ", ", " ", " ", "  ", "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", ".",
    "-", "+", "e", "i", "n", "f", "inf", "∞", ":", "h", "=", "h=", " h=", "A", "B", "min", "max", "min ", "max ", "\n",
    "\t", "\r\n", "−", "nan", "1e15", "1e16", "-0", "'", "_", "E", "infinity",
];

/// Characters outside the notation: letters it accepts in labels, spaces it
/// skips, and things it must refuse without losing count of columns.
const UNICODE: &[char] = &[
    'é', 'λ', 'Ж', '中', '🌳', '\u{301}', '\u{a0}', '\u{2028}', '\u{3000}', '\0', '\u{7f}', '—', '½', '٣', '\u{feff}',
    'ß', '\u{fffd}',
];

/// Valid trees to mutate: the presets and a few shapes the presets lack.
fn valid_trees() -> Vec<String> {
    let mut v: Vec<String> = PRESETS.iter().map(|p| p.notation.to_string()).collect();
    v.extend(
        [
            "42",
            "min [1 [2 3]]",
            "((3 12 8) (2 4 6) (14 5 2))",
            "min A:[B1:[1 -2.5] h=3, B2:+inf, -∞, h:4]",
            "[[+inf, 2], [-inf, 5]]",
            "[\n  [3, 12, 8]\n  [2 4 6],\n  [14 5 2]\n]",
            "[[[[[1]]]], 0.5, .25, 1e3, −7]",
            "X'_1:[y:1, z:[2] H=-3]",
        ]
        .map(String::from),
    );
    v
}

/// A random string over [`TOKENS`] and, now and then, [`UNICODE`].
fn random_text(rng: &mut Rng) -> String {
    let n = rng.below(40);
    let mut s = String::new();
    for _ in 0..n {
        if rng.below(12) == 0 {
            s.push(*rng.pick(UNICODE));
        } else {
            let token = *rng.pick(TOKENS);
            s.push_str(token);
        }
    }
    s
}

/// A random piece for a mutation: a token or a Unicode character.
fn random_piece(rng: &mut Rng) -> String {
    if rng.below(6) == 0 {
        rng.pick(UNICODE).to_string()
    } else {
        (*rng.pick(TOKENS)).to_string()
    }
}

/// `text` with one to four random insertions, deletions or replacements,
/// always at character boundaries.
fn mutate(rng: &mut Rng, text: &str) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    for _ in 0..1 + rng.below(4) {
        let at = rng.below(chars.len() + 1);
        match rng.below(3) {
            0 => {
                let piece: Vec<char> = random_piece(rng).chars().collect();
                chars.splice(at..at, piece);
            }
            1 if at < chars.len() => {
                let len = 1 + rng.below(3.min(chars.len() - at));
                chars.drain(at..at + len);
            }
            _ if at < chars.len() => {
                let piece: Vec<char> = random_piece(rng).chars().collect();
                chars.splice(at..at + 1, piece);
            }
            _ => {}
        }
    }
    chars.into_iter().collect()
}

/// The 1-based line and column of the character at `offset` (0-based).
fn position_of(text: &str, offset: usize) -> (usize, usize) {
    let (mut line, mut col) = (1, 1);
    for c in text.chars().take(offset) {
        if c == '\n' {
            line += 1;
            col = 1;
        } else {
            col += 1;
        }
    }
    (line, col)
}

fn check_error(text: &str, e: &ParseError) {
    assert!(e.line >= 1 && e.column >= 1, "{text:?}: position {e:?}");
    assert!(
        e.offset <= text.chars().count(),
        "{text:?}: offset beyond the end: {e:?}"
    );
    assert_eq!(
        position_of(text, e.offset),
        (e.line, e.column),
        "{text:?}: line/column disagree with the offset: {e:?}"
    );
    assert!(
        !e.expected.en.is_empty() && !e.found.en.is_empty() && !e.expected.fr.is_empty() && !e.found.fr.is_empty(),
        "{text:?}: {e:?}"
    );
    let rendered = catch_unwind(|| e.render(text)).unwrap_or_else(|_| panic!("render panicked on {text:?} with {e:?}"));
    let caret = rendered.lines().last().unwrap_or("");
    assert!(
        caret.ends_with('^') && caret.trim_start() == "^",
        "{text:?}: the last line of render is a caret: {rendered:?}"
    );
    assert!(rendered.starts_with(&e.to_string()), "{text:?}: {rendered:?}");
}

fn check_tree(text: &str, tree: &alphabeta::tree::Tree) {
    let canonical = format(tree);
    match parse(&canonical) {
        Ok(again) => assert_eq!(
            &again, tree,
            "{text:?} formats as {canonical:?}, which reads back differently"
        ),
        Err(e) => panic!("{text:?} formats as {canonical:?}, which does not parse: {e}"),
    }
    assert_eq!(format(&parse(&canonical).unwrap()), canonical, "format is idempotent");
    let minimax = search(
        tree,
        &Options {
            algorithm: Algorithm::Minimax,
            ..Options::default()
        },
    )
    .expect("no depth limit");
    for algorithm in [Algorithm::AlphaBeta, Algorithm::AlphaBetaHard] {
        let opts = Options {
            algorithm,
            ..Options::default()
        };
        let trace = search(tree, &opts).expect("no depth limit");
        assert_eq!(
            trace.root_value(),
            minimax.root_value(),
            "{} disagrees with minimax on {canonical:?}",
            algorithm.name()
        );
    }
}

fn check(text: &str) -> bool {
    let result =
        catch_unwind(AssertUnwindSafe(|| parse(text))).unwrap_or_else(|_| panic!("parse panicked on {text:?}"));
    match result {
        Ok(tree) => {
            check_tree(text, &tree);
            true
        }
        Err(e) => {
            check_error(text, &e);
            false
        }
    }
}

#[test]
fn parse_never_panics_round_trips_and_positions_its_errors() {
    // xorshift must not start at 0.
    let mut rng = Rng(SplitMix64::new(env_or("PARSER_FUZZ_SEED", SEED)));
    let cases = env_or("PARSER_FUZZ_CASES", CASES);
    let trees = valid_trees();
    for t in &trees {
        assert!(check(t), "the starting tree {t:?} is valid");
    }
    let (mut accepted, mut mutated_accepted) = (0, 0);
    for i in 0..cases {
        if i % 2 == 0 {
            accepted += usize::from(check(&random_text(&mut rng)));
        } else {
            let base = rng.pick(&trees).clone();
            mutated_accepted += usize::from(check(&mutate(&mut rng, &base)));
        }
    }
    // The generator must reach both sides of the parser, or the test proves
    // little: some random texts and many mutated trees are valid.
    assert!(accepted * 400 > cases, "only {accepted} random texts of {cases} parsed");
    assert!(
        mutated_accepted * 30 > cases,
        "only {mutated_accepted} mutated trees of {cases} parsed"
    );
    println!("{cases} texts: {accepted} random and {mutated_accepted} mutated ones parsed");
}
