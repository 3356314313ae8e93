//! The rules the page writes again, held equal to the engine's (invariant 9
//! in ARCHITECTURE.md). The page's pure modules (`www/js/core/num.js`,
//! `core/negamax.js`, the lists of algorithms, difficulties, heuristics
//! and games; the algorithms offered on chance trees, in practice and in the
//! negamax view)
//! run before the engine has loaded and under node's unit stage, where no
//! wasm is built, so they cannot ask the engine; instead this test writes
//! what the engine says on thousands of seeded inputs to one table,
//! `tests/fixtures/page-rules.json` at the repository's root, and fails
//! when the engine no longer says it; `tests/unit/rules.test.mjs` runs the
//! page's copies on the same inputs and fails when they say anything else.
//! Change a rule on one side and one of the two fails; change it on both
//! and `BLESS=1 cargo test -p alphabeta --test integration page_rules::`
//! writes the table again, for review.

use alphabeta::exact::{Exact, Ext};
use alphabeta::exercise::Difficulty;
use alphabeta::game::{GameKind, Heuristic};
use alphabeta::lang::{count, show_bound, show_in, show_window, Lang};
use alphabeta::narrate::{exact_in, terms};
use alphabeta::negamax::{side_bound, side_cut, side_value, side_window};
use alphabeta::notation::parse;
use alphabeta::options::{Algorithm, CutOp, Options};
use alphabeta::presets::CHANCE_PRESETS;
use alphabeta::trace::BoundKind;
use alphabeta::tree::Player;
use alphabeta::value::Value;
use serde_json::{json, Value as Json};
use std::path::PathBuf;

/// SplitMix64: the same inputs on every run.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }

    fn unit(&mut self) -> f64 {
        (self.next() >> 11) as f64 / (1u64 << 53) as f64
    }
}

/// A value's bits, as the table writes every double (exact, and ±∞ too).
fn bits(v: Value) -> String {
    format!("{:016x}", v.get().to_bits())
}

/// 1,500 values of every kind a tree or a window holds: integers,
/// decimals, quarters, tiny and huge ones, random doubles, ±∞, and the
/// successor and predecessor of short values (the ends of null windows).
fn values() -> Vec<Value> {
    let mut r = Rng(44);
    let mut out: Vec<Value> = [
        0.0,
        0.5,
        -0.5,
        3.0,
        -3.0,
        1e15,
        -1e15,
        1e-7,
        5e-324,
        -5e-324,
        f64::MAX,
        f64::MIN,
    ]
    .into_iter()
    .chain([f64::INFINITY, f64::NEG_INFINITY])
    .filter_map(Value::new)
    .collect();
    for v in [
        Value::POS_INF,
        Value::NEG_INF,
        Value::int(0),
        Value::int(3),
        Value::int(-7),
    ] {
        out.extend([v.succ(), v.pred()]);
    }
    while out.len() < 1500 {
        let sign = if r.below(2) == 0 { -1.0 } else { 1.0 };
        let x = match out.len() % 8 {
            0 => sign * r.below(1000) as f64,
            1 => sign * r.below(1_000_000) as f64 / 1000.0,
            2 => sign * r.below(400) as f64 / 4.0,
            3 => sign * r.unit() * 10f64.powi(-(r.below(12) as i32)),
            4 => sign * r.below(1_000_000_000_000_000) as f64,
            5 => sign * r.unit() * 10f64.powi(r.below(12) as i32 - 6),
            6 => {
                let base = Value::new(sign * r.below(2000) as f64 / 8.0).unwrap();
                (if r.below(2) == 0 { base.succ() } else { base.pred() }).get()
            }
            _ => f64::from_bits(r.next()),
        };
        if let Some(v) = Value::new(x) {
            out.push(v);
        }
    }
    out
}

fn lang_pair(f: impl Fn(Lang) -> String) -> Json {
    json!([f(Lang::En), f(Lang::Fr)])
}

fn bound_name(b: BoundKind) -> &'static str {
    match b {
        BoundKind::Exact => "exact",
        BoundKind::Lower => "lower",
        BoundKind::Upper => "upper",
    }
}

fn op_name(op: CutOp) -> &'static str {
    match op {
        CutOp::Ge => "≥",
        CutOp::Gt => ">",
        CutOp::Le => "≤",
        CutOp::Lt => "<",
    }
}

/// The whole table: every rule, every input, what the engine says.
fn table() -> Json {
    let vals = values();
    let mut r = Rng(4401);
    // Counts: every length of digits up to JS's largest safe integer (the
    // page's counts are JS numbers), and the edges of each grouping.
    let mut counts: Vec<usize> = vec![
        0,
        1,
        999,
        1000,
        1111,
        9999,
        10_000,
        11_111,
        999_999,
        1_000_000,
        (1 << 53) - 1,
    ];
    while counts.len() < 1000 {
        counts.push((r.next() >> (11 + r.below(53))) as usize);
    }
    let counts: Vec<Json> = counts
        .into_iter()
        .map(|n| json!([n.to_string(), lang_pair(|l| count(n, l))]))
        .collect();
    let values: Vec<Json> = vals
        .iter()
        .map(|&v| {
            json!({
                "v": bits(v),
                "show": lang_pair(|l| show_in(v, l)),
                "bound": lang_pair(|l| show_bound(v, l)),
                "succ": bits(v.succ()),
                "pred": bits(v.pred()),
                "minus": bits(side_value(v, true)),
            })
        })
        .collect();
    let windows: Vec<Json> = (0..500)
        .map(|i| {
            let a = vals[r.below(vals.len() as u64) as usize];
            let b = if i % 3 == 0 { a.succ() } else { vals[r.below(vals.len() as u64) as usize] };
            let min = i % 2 == 1;
            let (x, y) = side_window(a, b, min);
            json!({ "a": bits(a), "b": bits(b), "text": lang_pair(|l| show_window(a, b, l)), "min": min, "side": [bits(x), bits(y)] })
        })
        .collect();
    // A cut as the search makes it: `m ≥ β` (or `>`) at MAX, `m ≤ α` (or `<`) at MIN.
    let ops = [CutOp::Ge, CutOp::Gt, CutOp::Le, CutOp::Lt];
    let cuts: Vec<Json> = (0..500)
        .map(|i| {
            let m = vals[r.below(vals.len() as u64) as usize];
            let bound = vals[r.below(vals.len() as u64) as usize];
            let op = ops[i % 4];
            let min = i % 4 >= 2;
            let player = if min { Player::Min } else { Player::Max };
            let (m2, op2, b2) = side_cut(player, m, op, bound);
            json!({ "m": bits(m), "op": op_name(op), "bound": bits(bound), "min": min,
                    "side": [bits(m2), op_name(op2), bits(b2)] })
        })
        .collect();
    let bounds: Vec<Json> = [BoundKind::Exact, BoundKind::Lower, BoundKind::Upper]
        .into_iter()
        .flat_map(|b| [false, true].map(|min| json!([bound_name(b), min, bound_name(side_bound(b, min))])))
        .collect();
    // Exact numbers of chance trees: fractions, decimals, integers, ±∞.
    let mut exacts: Vec<Ext> = vec![Ext::PosInf, Ext::NegInf, Ext::Fin(Exact::ZERO)];
    while exacts.len() < 500 {
        let n = r.below(20_001) as i128 - 10_000;
        let d = [1, 2, 3, 4, 5, 6, 7, 8, 10, 12, 16, 25, 100, 1000][r.below(14) as usize];
        exacts.push(Ext::Fin(Exact::new(n, d).unwrap()));
    }
    let exacts: Vec<Json> = exacts
        .into_iter()
        .map(|x| json!([x.to_string(), lang_pair(|l| exact_in(x, l))]))
        .collect();
    let en = terms(Lang::En);
    let keys = |names: &alphabeta::narrate::Names| names.0.iter().map(|(k, _)| *k).collect::<Vec<_>>();
    json!({
        "about": "What the engine says on seeded inputs, for tests/unit/rules.test.mjs; written by crate/tests/page_rules.rs (BLESS=1).",
        "algorithms": Algorithm::ALL.map(|a| a.name()),
        "terms": { "algorithms": keys(&en.algorithms), "cutKinds": keys(&en.cut_kinds) },
        "difficulties": Difficulty::ALL.map(|d| d.name()),
        "heuristics": Heuristic::ALL.map(|h| h.name()),
        "oneVisit": one_visit(),
        "chance": on_chance_trees(),
        "games": GameKind::ALL.map(|g| g.name()),
        "counts": counts,
        "values": values,
        "windows": windows,
        "cuts": cuts,
        "bounds": bounds,
        "exact": exacts,
    })
}

/// The algorithms whose trace visits each node once on one window
/// (`Options::revisits` false with their defaults): the ones practice can
/// check (one α, β and m per node) and the negamax view tells.
fn one_visit() -> Vec<&'static str> {
    Algorithm::ALL
        .into_iter()
        .filter(|&algorithm| {
            !Options {
                algorithm,
                ..Options::default()
            }
            .revisits()
        })
        .map(|a| a.name())
        .collect()
}

/// The algorithms the engine runs on some tree with chance nodes (its
/// chance presets, with their leaf bounds): `Options::validate` accepts them.
fn on_chance_trees() -> Vec<&'static str> {
    Algorithm::ALL
        .into_iter()
        .filter(|&algorithm| {
            CHANCE_PRESETS.iter().any(|p| {
                let tree = parse(p.notation).unwrap();
                let o = Options {
                    algorithm,
                    depth_limit: p.depth_limit,
                    bounds: p.bounds.map(|(l, u)| (Value::int(l), Value::int(u))),
                    ..Options::default()
                };
                o.validate(&tree).is_ok()
            })
        })
        .map(|a| a.name())
        .collect()
}

#[test]
fn the_table_of_the_rules_the_page_copies_is_what_the_engine_says() {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../tests/fixtures/page-rules.json");
    let mut got = serde_json::to_string(&table())
        .unwrap()
        .replace("},{", "},\n{")
        .replace("],[", "],\n[");
    got.push('\n');
    if std::env::var_os("BLESS").is_some() {
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, &got).unwrap();
        return;
    }
    let want = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let first = got.lines().zip(want.lines()).position(|(g, w)| g != w).map(|i| {
        format!(
            "line {}:\n  engine: {}\n  table:  {}",
            i + 1,
            got.lines().nth(i).unwrap(),
            want.lines().nth(i).unwrap()
        )
    });
    assert!(
        got == want,
        "the engine no longer says what tests/fixtures/page-rules.json holds, which the page's copies are held to \
         (tests/unit/rules.test.mjs): change the page's copy too, then BLESS=1 to write the table again; {}",
        first.unwrap_or_else(|| "different lengths".into())
    );
}
