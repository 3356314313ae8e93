//! The whole pipeline on one input, which must never panic (invariant 2:
//! once the tree and the options are valid, a search, a trace query, a
//! view, a narration, a figure or a report cannot fail and cannot panic).
//! Shared by two drivers: the libFuzzer target `crate/fuzz/fuzz_targets/whole.rs`
//! (nightly, `cargo +nightly fuzz run whole`), which includes this file by
//! path, and the stable, seeded `crate/tests/whole.rs`, which draws its
//! inputs with [`Draw`] and runs a bounded count under `cargo test` or for
//! a given time (`WHOLE_FUZZ_SECS`).
//!
//! Only `alphabeta`, `serde_json` and std, the fuzz crate's dependencies.

use alphabeta::error::Error;
use alphabeta::lang::Lang;
use alphabeta::narrate::{narrate, narrate_as, Voice};
use alphabeta::notation::{format, parse};
use alphabeta::report::report;
use alphabeta::search::{search, Algorithm, Options, Ties};
use alphabeta::stats::stats;
use alphabeta::tikz::{beamer, cut_steps, forest, tikz, TikzOptions};
use alphabeta::tree::Tree;
use alphabeta::value::Value;
use alphabeta::view::{snapshot, step_view};

/// A source of choices: SplitMix64 from a seed (the stable test), or the
/// fuzzer's bytes, read eight at a time, then zeros.
pub struct Draw {
    state: u64,
    bytes: Option<Vec<u8>>,
    at: usize,
}

impl Draw {
    #[allow(dead_code)]
    pub fn seeded(seed: u64) -> Draw {
        Draw {
            state: seed,
            bytes: None,
            at: 0,
        }
    }

    /// The libFuzzer target's source of choices (the stable test seeds).
    #[allow(dead_code)]
    pub fn from_bytes(bytes: &[u8]) -> Draw {
        Draw {
            state: 0,
            bytes: Some(bytes.to_vec()),
            at: 0,
        }
    }

    pub fn next(&mut self) -> u64 {
        if let Some(bytes) = &self.bytes {
            let mut word = [0u8; 8];
            for w in &mut word {
                *w = bytes.get(self.at).copied().unwrap_or(0);
                self.at += 1;
            }
            return u64::from_le_bytes(word);
        }
        self.state = self.state.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (`n > 0`).
    pub fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

/// A leaf value as the notation writes it: small integers (many ties),
/// halves, ±∞ now and then.
fn value_text(d: &mut Draw) -> String {
    match d.below(20) {
        0 => "inf".into(),
        1 => "-inf".into(),
        2 | 3 => format!("{}.5", d.below(9) as i64 - 4),
        _ => (d.below(11) as i64 - 5).to_string(),
    }
}

/// The probabilities of a chance node's outcomes.
const PROBS: [&[&str]; 6] = [
    &["1/2", "1/2"],
    &["1/3", "2/3"],
    &["1/4", "1/4", "1/2"],
    &["1/3", "1/3", "1/3"],
    &["1/6", "1/3", "1/2"],
    &["0.25", "0.75"],
];

/// A random tree in the notation, up to `depth` levels: labels, explicit
/// players, h on inner nodes, chance nodes (when `chance`), regular ones
/// (every outcome a decision node, so Star2 runs) when `regular`.
pub fn tree_text(d: &mut Draw, depth: u32, chance: bool, regular: bool) -> String {
    let mut out = String::new();
    let mut label = 0u32;
    node(d, depth, chance, regular, false, &mut label, &mut out);
    out
}

fn node(d: &mut Draw, depth: u32, chance: bool, regular: bool, outcome: bool, label: &mut u32, out: &mut String) {
    let leaf = !outcome && (depth == 0 || d.below(4) == 0);
    if d.below(3) == 0 {
        *label += 1;
        out.push_str(&format!("N{label}:"));
    }
    if leaf && !(regular && outcome) {
        out.push_str(&value_text(d));
        return;
    }
    let depth = depth.max(1);
    if chance && !outcome && depth >= 2 && d.below(3) == 0 {
        let probs = PROBS[d.below(PROBS.len() as u64) as usize];
        out.push_str("chance[");
        for (i, p) in probs.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            out.push_str(p);
            out.push_str(": ");
            node(d, depth - 1, chance, regular, regular, label, out);
        }
        out.push(']');
    } else {
        match d.below(8) {
            0 if !regular => out.push_str("min"),
            1 if !regular => out.push_str("max"),
            _ => {}
        }
        out.push('[');
        let n = 1 + d.below(3);
        for i in 0..n {
            if i > 0 {
                out.push_str(", ");
            }
            node(d, depth - 1, chance, regular, false, label, out);
        }
        out.push(']');
    }
    if d.below(3) == 0 {
        out.push_str(&format!(" h={}", d.below(11) as i64 - 5));
    }
}

/// A text changed in a few places (a character dropped, doubled or
/// replaced by one of the notation's), for the parser's refusals.
pub fn mutate(d: &mut Draw, text: &str) -> String {
    const ALPHABET: [&str; 16] = [
        "[", "]", ",", ":", "-", "1", "/", "h=", "inf", "chance", "min", " ", ".", "∞", "\n", "A",
    ];
    let mut chars: Vec<String> = text.chars().map(String::from).collect();
    for _ in 0..1 + d.below(3) {
        if chars.is_empty() {
            break;
        }
        let at = d.below(chars.len() as u64) as usize;
        match d.below(3) {
            0 => {
                chars.remove(at);
            }
            1 => chars.insert(at, chars[at].clone()),
            _ => chars[at] = ALPHABET[d.below(ALPHABET.len() as u64) as usize].to_string(),
        }
    }
    chars.concat()
}

/// One option set for `algorithm` and `ties`, drawn: killer moves,
/// iterative deepening, the transposition table, an aspiration window, a
/// depth limit, an initial window, leaf bounds (each now and then).
pub fn options(d: &mut Draw, tree: &Tree, algorithm: Algorithm, ties: Ties) -> Options {
    let small = |d: &mut Draw| Value::int(d.below(13) as i32 - 6);
    let mut o = Options {
        algorithm,
        ties,
        killers: d.below(3) == 0,
        deepening: d.below(3) == 0,
        tt: d.below(3) == 0,
        ..Options::default()
    };
    if d.below(3) == 0 {
        o.depth_limit = Some(d.below(tree.height() as u64 + 2) as u32);
    }
    if d.below(4) == 0 {
        let (a, b) = (small(d), small(d));
        (o.alpha, o.beta) = (a.min(b), a.max(b));
    }
    if d.below(4) == 0 {
        o.aspiration = Some((small(d), Value::int(1 + d.below(3) as i32)));
    }
    if d.below(2) == 0 {
        o.bounds = Some(match d.below(3) {
            0 => (Value::int(-5), Value::int(5)),
            1 => (Value::int(-10), Value::int(10)),
            _ => (Value::NEG_INF, Value::POS_INF),
        });
    }
    o
}

/// What one input did: how many searches ran to the end of the pipeline,
/// and how many the options' validation refused.
#[derive(Default, Clone, Copy, Debug)]
pub struct Ran {
    pub parsed: bool,
    pub searched: u64,
    pub refused: u64,
    pub steps: u64,
    /// Star2 searches of a tree with chance nodes (a regular one) that ran.
    pub star2_chance: u64,
}

/// The whole pipeline on `text`, with option sets drawn from `d`: parse
/// (a refusal is written in both languages with its excerpt), then for
/// every algorithm and both tie rules, once with the defaults and once
/// with drawn options: search, then at every step the narration in en and
/// fr (and the negamax voice), the step's view and snapshot; the figures
/// (TikZ and forest at the start, the middle and the end, in both
/// languages, at the page's width or unbounded; Beamer on the cuts' steps);
/// the statistics and the report as JSON. Panics are what it looks for.
pub fn whole(text: &str, d: &mut Draw) -> Ran {
    let mut ran = Ran::default();
    let tree = match parse(text) {
        Ok(tree) => tree,
        Err(e) => {
            let _ = e.render_in(text, Lang::Fr);
            let error = Error::from(e);
            let _ = (error.message(Lang::En).len(), error.message(Lang::Fr).len());
            return ran;
        }
    };
    ran.parsed = true;
    let again = parse(&format(&tree)).expect("the canonical notation reads back");
    assert_eq!(again, tree, "format/parse round trip of {text:?}");
    for algorithm in Algorithm::ALL {
        for ties in [Ties::Prune, Ties::Strict] {
            let drawn = options(d, &tree, algorithm, ties);
            for opts in [
                Options {
                    algorithm,
                    ties,
                    ..Options::default()
                },
                drawn,
            ] {
                match search(&tree, &opts) {
                    Ok(trace) => {
                        ran.searched += 1;
                        ran.steps += u64::from(trace.len());
                        ran.star2_chance += u64::from(algorithm == Algorithm::Star2 && tree.has_chance());
                        every_step(&tree, &trace);
                    }
                    Err(e) => {
                        ran.refused += 1;
                        let error = Error::from(e);
                        let _ = (error.message(Lang::En).len(), error.message(Lang::Fr).len());
                    }
                }
            }
        }
    }
    ran
}

fn every_step(tree: &Tree, trace: &alphabeta::trace::Trace) {
    let len = trace.len();
    for k in 0..=len {
        for lang in [Lang::En, Lang::Fr] {
            let _ = narrate(tree, trace, k, lang);
            let _ = narrate_as(tree, trace, k, Voice { lang, negamax: true });
        }
        if let Some(view) = step_view(tree, trace, k) {
            let _ = serde_json::to_string(&view).unwrap();
        }
        let _ = snapshot(tree, trace, k);
    }
    for lang in [Lang::En, Lang::Fr] {
        for (i, k) in [0, len / 2, len].into_iter().enumerate() {
            let opts = TikzOptions {
                standalone: i == 0,
                window: i != 1,
                lang,
                width_pt: if i == 2 { Some(345) } else { None },
            };
            let _ = tikz(tree, trace, k, &opts);
            let _ = forest(tree, trace, k, &opts);
        }
        let _ = beamer(tree, trace, &cut_steps(trace), "fuzz", lang);
    }
    let _ = serde_json::to_string(&stats(tree, trace)).unwrap();
    let _ = serde_json::to_string(&report(tree, trace)).unwrap();
}
