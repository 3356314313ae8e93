//! Chance nodes (`docs/chance.md`): expectiminimax and Star1 against an
//! independent recursive reference in exact rationals of its own, on
//! thousands of seeded random chance trees, with and without leaf bounds
//! and under both tie rules (every visited node's exact value, the set of
//! visited nodes, the cuts and what they prune); the notation's round
//! trips and refusals with their line and column in both languages; and a
//! 100,000-node chain of chance and decision nodes parsed, searched,
//! narrated and laid out without recursion.

use alphabeta::error::Localised;
use alphabeta::lang::Lang;
use alphabeta::layout::tidy;
use alphabeta::narrate::narrate;
use alphabeta::notation::{format, parse, position_of};
use alphabeta::report::report;
use alphabeta::search::{search, Algorithm, Options, OptionsError, Ties};
use alphabeta::trace::CutKind;
use alphabeta::tree::Player;
use alphabeta::value::Value;
use alphabeta::view::pruned_children;
use std::process::Command;

// ---------------------------------------------------------------------
// Exact numbers of the tests' own (common/fraction.rs), independent of the engine's.

use crate::common::fraction::Q;

/// An exact number or ±∞.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum X {
    Neg,
    F(Q),
    Pos,
}

// ---------------------------------------------------------------------
// Random chance trees, in pre-order, with the notation that writes them.

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

#[derive(Clone, Debug)]
enum Kind {
    Leaf(Q),
    Decision(Option<Player>),
    Chance,
}

#[derive(Clone, Debug)]
struct Node {
    kind: Kind,
    children: Vec<usize>,
    prob: Option<Q>,
}

struct Gen {
    nodes: Vec<Node>,
    text: String,
}

/// A probability written as a fraction (not always in lowest terms) or,
/// when it is one, as a decimal.
fn prob_text(rng: &mut Rng, w: i128, sum: i128) -> String {
    let q = Q::new(w, sum);
    let mut d = q.1;
    while d % 2 == 0 {
        d /= 2;
    }
    while d % 5 == 0 {
        d /= 5;
    }
    if d == 1 && rng.below(2) == 0 {
        let mut digits = 0;
        while Q::new(q.0 * 10i128.pow(digits), q.1).1 != 1 {
            digits += 1;
        }
        let n = q.0 * 10i128.pow(digits) / q.1;
        let s = format!("{n:0>width$}", width = digits as usize + 1);
        let (a, b) = s.split_at(s.len() - digits as usize);
        return if b.is_empty() {
            a.to_string()
        } else {
            format!("{a}.{b}")
        };
    }
    format!("{w}/{sum}")
}

impl Gen {
    fn node(&mut self, rng: &mut Rng, depth: u32, prob: Option<Q>) {
        let id = self.nodes.len();
        let leaf = depth == 0 || (depth < 3 && rng.below(4) == 0);
        if leaf {
            // Integers 0..10 and quarters: equal values, and bounds met.
            let v = if rng.below(3) == 0 {
                Q::new(rng.below(41) as i128, 4)
            } else {
                Q::int(rng.below(11) as i128)
            };
            let text = if v.1 == 1 {
                v.0.to_string()
            } else {
                format!("{}", v.0 as f64 / v.1 as f64)
            };
            self.text.push_str(&text);
            self.nodes.push(Node {
                kind: Kind::Leaf(v),
                children: vec![],
                prob,
            });
            return;
        }
        let chance = rng.below(5) < 2;
        let kind = if chance {
            self.text.push_str("chance[");
            Kind::Chance
        } else {
            let written = match rng.below(8) {
                0 => Some(Player::Max),
                1 => Some(Player::Min),
                _ => None,
            };
            self.text.push_str(match written {
                Some(Player::Max) => "max[",
                Some(Player::Min) => "min[",
                None => "[",
            });
            Kind::Decision(written)
        };
        self.nodes.push(Node {
            kind,
            children: vec![],
            prob,
        });
        let n = 1 + rng.below(3) as usize;
        let weights: Vec<i128> = (0..n).map(|_| 1 + rng.below(4) as i128).collect();
        let sum: i128 = weights.iter().sum();
        for (i, &w) in weights.iter().enumerate() {
            if i > 0 {
                self.text.push_str(", ");
            }
            let p = chance.then(|| Q::new(w, sum));
            if chance {
                let t = prob_text(rng, w, sum);
                self.text.push_str(&t);
                self.text.push_str(": ");
            }
            let child = self.nodes.len();
            self.nodes[id].children.push(child);
            self.node(rng, depth - 1, p);
        }
        self.text.push(']');
    }
}

/// The seed's tree: its nodes in pre-order, its notation, its root player.
fn random_tree(seed: u64) -> (Vec<Node>, String, Player) {
    let mut rng = Rng(seed);
    let mut g = Gen {
        nodes: vec![],
        text: String::new(),
    };
    let root = if rng.below(6) == 0 { Player::Min } else { Player::Max };
    if root == Player::Min {
        g.text.push_str("min ");
    }
    let depth = 2 + rng.below(3) as u32;
    g.node(&mut rng, depth, None);
    (g.nodes, g.text, root)
}

// ---------------------------------------------------------------------
// The reference: the contract's rules, written recursively and plainly.

#[derive(Clone, Copy, Debug, PartialEq)]
enum Source {
    Window,
    Node(usize),
    L,
    U,
}

struct Reference<'a> {
    nodes: &'a [Node],
    parents: Vec<Option<usize>>,
    lower: X,
    upper: X,
    ties: Ties,
    value: Vec<Option<Q>>,
    cuts: Vec<(usize, &'static str, Vec<usize>)>,
}

/// `x·r` (r ≥ 0): 0 when r = 0.
fn times(x: X, r: Q) -> X {
    match x {
        _ if r.0 == 0 => X::F(Q::int(0)),
        X::F(v) => X::F(v.mul(r)),
        inf => inf,
    }
}

fn plus(s: Q, x: X) -> X {
    match x {
        X::F(v) => X::F(s.add(v)),
        inf => inf,
    }
}

impl Reference<'_> {
    fn ge(&self, a: X, b: X) -> bool {
        if self.ties == Ties::Prune {
            a >= b
        } else {
            a > b
        }
    }

    fn le(&self, a: X, b: X) -> bool {
        if self.ties == Ties::Prune {
            a <= b
        } else {
            a < b
        }
    }

    fn kind(&self, id: usize, src: Source) -> &'static str {
        match src {
            Source::Window => "window",
            Source::L | Source::U => "bound",
            Source::Node(s) if Some(s) == self.parents[id] => "shallow",
            Source::Node(_) => "deep",
        }
    }

    /// Fail-soft α-β at decision nodes and Star1 at chance nodes.
    fn ab(&mut self, id: usize, turn: Player, a: (X, Source), b: (X, Source)) -> Q {
        let v = match self.nodes[id].kind.clone() {
            Kind::Leaf(v) => v,
            Kind::Decision(w) => self.decision(id, w.unwrap_or(turn), a, b),
            Kind::Chance => self.chance(id, turn, a, b),
        };
        self.value[id] = Some(v);
        v
    }

    fn decision(
        &mut self,
        id: usize,
        p: Player,
        (mut alpha, mut asrc): (X, Source),
        (mut beta, mut bsrc): (X, Source),
    ) -> Q {
        let kids = self.nodes[id].children.clone();
        let max = p == Player::Max;
        let mut m = if max { X::Neg } else { X::Pos };
        for (i, &c) in kids.iter().enumerate() {
            let v = X::F(self.ab(c, p.other(), (alpha, asrc), (beta, bsrc)));
            m = if max { m.max(v) } else { m.min(v) };
            let fires = if max { self.ge(m, beta) } else { self.le(m, alpha) };
            if fires {
                if i + 1 < kids.len() {
                    let kind = self.kind(id, if max { bsrc } else { asrc });
                    self.cuts.push((id, kind, kids[i + 1..].to_vec()));
                }
                break;
            }
            if max && m > alpha {
                (alpha, asrc) = (m, Source::Node(id));
            }
            if !max && m < beta {
                (beta, bsrc) = (m, Source::Node(id));
            }
        }
        match m {
            X::F(q) => q,
            _ => panic!("a decision node returns a finite value"),
        }
    }

    fn chance(&mut self, id: usize, turn: Player, (alpha, _): (X, Source), (beta, _): (X, Source)) -> Q {
        let kids = self.nodes[id].children.clone();
        let (mut s, mut before) = (Q::int(0), Q::int(1));
        for (i, &c) in kids.iter().enumerate() {
            let p = self.nodes[c].prob.unwrap();
            let r = before.sub(p);
            let a = match (alpha, times(self.upper, r)) {
                (X::Neg, _) | (_, X::Pos) => X::Neg,
                (X::F(x), X::F(u)) => X::F(x.sub(s).sub(u).div(p)),
                _ => X::Pos,
            };
            let b = match (beta, times(self.lower, r)) {
                (X::Pos, _) | (_, X::Neg) => X::Pos,
                (X::F(x), X::F(l)) => X::F(x.sub(s).sub(l).div(p)),
                _ => X::Neg,
            };
            let ca = if a > self.lower {
                (a, Source::Node(id))
            } else {
                (self.lower, Source::L)
            };
            let cb = if b < self.upper {
                (b, Source::Node(id))
            } else {
                (self.upper, Source::U)
            };
            let v = self.ab(c, turn, ca, cb);
            s = s.add(p.mul(v));
            before = r;
            let (hi, lo) = (plus(s, times(self.upper, r)), plus(s, times(self.lower, r)));
            let last = i + 1 == kids.len();
            if self.le(hi, alpha) && !last {
                self.cuts.push((id, "chance-low", kids[i + 1..].to_vec()));
                return match hi {
                    X::F(q) => q,
                    _ => panic!("a chance node fails low with a finite hi"),
                };
            }
            if self.ge(lo, beta) && !last {
                self.cuts.push((id, "chance-high", kids[i + 1..].to_vec()));
                return match lo {
                    X::F(q) => q,
                    _ => panic!("a chance node fails high with a finite lo"),
                };
            }
        }
        s
    }

    /// Expectiminimax: every node, no cut.
    fn minimax(&mut self, id: usize, turn: Player) -> Q {
        let kids = self.nodes[id].children.clone();
        let v = match self.nodes[id].kind.clone() {
            Kind::Leaf(v) => v,
            Kind::Decision(w) => {
                let p = w.unwrap_or(turn);
                let vs: Vec<Q> = kids.iter().map(|&c| self.minimax(c, p.other())).collect();
                if p == Player::Max {
                    *vs.iter().max().unwrap()
                } else {
                    *vs.iter().min().unwrap()
                }
            }
            Kind::Chance => kids.iter().fold(Q::int(0), |s, &c| {
                let p = self.nodes[c].prob.unwrap();
                let v = self.minimax(c, turn);
                s.add(p.mul(v))
            }),
        };
        self.value[id] = Some(v);
        v
    }
}

fn x_of(v: Option<Value>, inf: X) -> X {
    match v {
        None => inf,
        Some(v) => X::F(Q::read(&v.to_string())),
    }
}

/// Runs the engine and the reference on one tree and one setting, and
/// says what differs, with the tree's notation.
fn compare(nodes: &[Node], text: &str, root: Player, algorithm: Algorithm, ties: Ties, bounds: Option<(i32, i32)>) {
    let tree = parse(text).unwrap_or_else(|e| panic!("{text}: {e}"));
    let opts = Options {
        algorithm,
        ties,
        bounds: bounds.map(|(l, u)| (Value::int(l), Value::int(u))),
        ..Options::default()
    };
    let trace = search(&tree, &opts).unwrap_or_else(|e| panic!("{text}: {e}"));
    let mut parents = vec![None; nodes.len()];
    for (i, n) in nodes.iter().enumerate() {
        for &c in &n.children {
            parents[c] = Some(i);
        }
    }
    let mut r = Reference {
        nodes,
        parents,
        lower: x_of(opts.bounds.map(|b| b.0), X::Neg),
        upper: x_of(opts.bounds.map(|b| b.1), X::Pos),
        ties,
        value: vec![None; nodes.len()],
        cuts: vec![],
    };
    if algorithm == Algorithm::Minimax {
        r.minimax(0, root);
    } else {
        r.ab(0, root, (X::Neg, Source::Window), (X::Pos, Source::Window));
    }
    let setting = format!("{algorithm:?} {ties:?} bounds {bounds:?}: {text}");
    for id in 0..nodes.len() {
        // A tree the generator drew without a chance node runs the plain
        // search, whose f64 values are exact on these numbers.
        let engine = match trace.chance() {
            Some(_) => trace.returned_exact(id as u32).map(|v| Q::read(&v.to_string())),
            None => trace.returned(id as u32).map(|(v, _)| Q::read(&v.to_string())),
        };
        assert_eq!(
            trace.visited(id as u32),
            r.value[id].is_some(),
            "node {id} visited, {setting}"
        );
        assert_eq!(engine, r.value[id], "node {id}'s value, {setting}");
    }
    let cuts: Vec<(usize, &str, Vec<usize>)> = trace
        .cuts()
        .iter()
        .map(|c| {
            let pruned = pruned_children(&tree, &trace, c).iter().map(|&p| p as usize).collect();
            (c.node as usize, c.kind.as_str(), pruned)
        })
        .collect();
    assert_eq!(cuts, r.cuts, "cuts, {setting}");
}

#[test]
fn chance_searches_match_the_reference_on_seeded_trees() {
    let (mut low, mut high) = (0, 0);
    for seed in 0..1_200u64 {
        let (nodes, text, root) = random_tree(seed);
        compare(&nodes, &text, root, Algorithm::Minimax, Ties::Prune, None);
        for ties in [Ties::Prune, Ties::Strict] {
            for bounds in [None, Some((0, 10)), Some((-3, 12))] {
                compare(&nodes, &text, root, Algorithm::AlphaBeta, ties, bounds);
            }
        }
        let t = parse(&text).unwrap();
        let o = Options {
            bounds: Some((Value::int(0), Value::int(10))),
            ..Options::default()
        };
        for c in search(&t, &o).unwrap().cuts() {
            low += usize::from(c.kind == CutKind::ChanceLow);
            high += usize::from(c.kind == CutKind::ChanceHigh);
        }
    }
    // The trees exercise Star1: chance nodes cut, low and high.
    assert!(low > 50 && high > 50, "only {low} and {high} chance cuts");
}

#[test]
fn chance_notation_round_trips() {
    for seed in 0..1_000u64 {
        let (_, text, _) = random_tree(seed);
        let t = parse(&text).unwrap();
        let written = format(&t);
        let back = parse(&written).unwrap_or_else(|e| panic!("{written}: {e}"));
        assert_eq!(back, t, "{text} → {written}");
        assert_eq!(format(&back), written);
    }
    let t = parse("A: chance[0.1: max[1, 2], 2/10: B:3, 0.7: min[4, chance[1: 5]] h=3]").unwrap();
    assert_eq!(
        format(&t),
        "A:chance[0.1: [1, 2], 0.2: B:3, 0.7: min[4, chance[1: 5]] h=3]"
    );
    assert!(t.is_chance(0) && t.is_chance(7) && !t.is_chance(1));
    // Chance nodes pass the turn: MAX, chance, MIN, chance, MAX.
    let t = parse("[chance[1: [chance[1: [1]]]]]").unwrap();
    let players: Vec<Player> = [0, 2, 4].iter().map(|&i| t.player(i)).collect();
    assert_eq!(players, [Player::Max, Player::Min, Player::Max]);
    assert_eq!(parse("[min[1, 2], 3]").unwrap().player(1), Player::Min);
    assert_eq!(format(&parse("[max[1, 2], 3]").unwrap()), "[max[1, 2], 3]");
    assert_eq!(parse("[min[1, 2], 3]").unwrap(), parse("[[1, 2], 3]").unwrap());
}

/// The refusal of `text`: its line, column and message in both languages.
fn refusal(text: &str) -> (usize, usize, String, String) {
    let e = parse(text).expect_err(text);
    (e.line, e.column, e.message(Lang::En), e.message(Lang::Fr))
}

#[test]
fn chance_notation_refusals_say_where_in_both_languages() {
    assert!(parse("chance[0.1: 1, 0.2: 2, 0.7: 3]").is_ok(), "exactly 1");
    let (line, col, en, fr) = refusal("[1,\n  chance[1/2: 1, 1/4: 2, 1/6: 3]]");
    assert_eq!((line, col), (2, 3));
    assert!(
        en.contains("line 2, column 3") && en.contains("the probabilities sum to 11/12"),
        "{en}"
    );
    assert!(fr.contains("ligne 2, colonne 3") && fr.contains("11/12"), "{fr}");
    let (line, col, en, fr) = refusal("chance[0: 1, 1: 2]");
    assert_eq!((line, col), (1, 8));
    assert!(
        en.contains("a probability above 0") && fr.contains("strictement positive"),
        "{en} / {fr}"
    );
    let (line, col, ..) = refusal("chance[1/2: 1,\n -1/2: 2]");
    assert_eq!((line, col), (2, 2));
    let (line, col, en, _) = refusal("chance[1, 2]");
    assert_eq!((line, col), (1, 9), "the ':' after the probability");
    assert!(en.contains("probability"), "{en}");
    let (_, col, ..) = refusal("[chance: 1, 2]");
    assert_eq!(col, 2, "chance is a reserved word");
    assert!(parse("chance[1/0: 1]").is_err());
}

#[test]
fn chance_leaves_outside_the_bounds_are_refused_with_their_place() {
    let text = "[5,\n chance[1/2: 0, 1/2: 12]]";
    let t = parse(text).unwrap();
    let o = Options {
        bounds: Some((Value::int(0), Value::int(10))),
        ..Options::default()
    };
    let e = search(&t, &o).unwrap_err();
    let id = e.node().unwrap();
    let p = position_of(text, id).unwrap();
    assert_eq!((p.line, p.column), (2, 17));
    assert!(e.message(Lang::En).contains("outside the leaf bounds [0, 10]"));
    assert!(e.message(Lang::Fr).contains("sort des bornes des feuilles"));
    let bad = Options {
        bounds: Some((Value::int(3), Value::int(1))),
        ..Options::default()
    };
    assert_eq!(search(&t, &bad).unwrap_err(), OptionsError::BadBounds);
    for (lang, want) in [("en", "line 2, column 17"), ("fr", "ligne 2, colonne 17")] {
        let out = Command::new(env!("CARGO_BIN_EXE_alphabeta"))
            .args(["trace", "--bounds", "0,10", "--lang", lang, text])
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2));
        assert!(err.contains(want), "{err}");
    }
}

#[test]
fn chance_trees_refuse_what_does_not_run_there_yet() {
    let t = parse("chance[1/2: 8, 1/2: [1, 2]]").unwrap();
    for o in [
        Options {
            algorithm: Algorithm::AlphaBetaHard,
            ..Options::default()
        },
        Options {
            algorithm: Algorithm::Pvs,
            ..Options::default()
        },
        Options {
            tt: true,
            ..Options::default()
        },
        Options {
            killers: true,
            ..Options::default()
        },
    ] {
        let e = search(&t, &o).unwrap_err();
        assert!(matches!(e, OptionsError::ChanceUnsupported(_)), "{e:?}");
        assert!(!e.message(Lang::Fr).is_empty());
    }
    let inf = parse("chance[1/2: +inf, 1/2: 1]").unwrap();
    assert!(matches!(
        search(&inf, &Options::default()),
        Err(OptionsError::ChanceInfinite { .. })
    ));
}

#[test]
fn chance_exact_arithmetic_overflows_into_an_error_not_a_panic() {
    // Each level divides by 3: 3^200 is far past 2^120.
    let mut text = String::new();
    for _ in 0..200 {
        text.push_str("chance[1/3: 1, 2/3: ");
    }
    text.push('2');
    text.push_str(&"]".repeat(200));
    let t = parse(&text).unwrap();
    for algorithm in [Algorithm::Minimax, Algorithm::AlphaBeta] {
        let o = Options {
            algorithm,
            ..Options::default()
        };
        let e = search(&t, &o).unwrap_err();
        assert!(matches!(e, OptionsError::ChanceOverflow { .. }), "{e:?}");
        assert!(e.message(Lang::En).contains("2^120"));
    }
}

#[test]
fn chance_values_and_json_are_exact() {
    let t = parse("[chance[1/2: 8, 1/3: 24, 1/6: -12], chance[1/3: 1, 2/3: 2]]").unwrap();
    let tr = search(&t, &Options::default()).unwrap();
    let r = report(&t, &tr);
    let json = serde_json::to_value(&r).unwrap();
    assert_eq!(json["valueExact"], "10");
    assert_eq!(json["value"], 10);
    assert_eq!(json["nodes"][5]["valueExact"], "5/3");
    assert_eq!(json["nodes"][5]["isChance"], true);
    assert_eq!(json["nodes"][6]["probability"], "1/3");
    let words = narrate(&t, &tr, 6, Lang::En);
    assert!(words.contains("S = ½·8 + ⅓·24 = 12; ⅙ left"), "{words}");
    let fr = narrate(&t, &tr, 5, Lang::Fr);
    assert!(fr.contains("Star1"), "{fr}");
}

#[test]
fn a_100000_node_chance_chain_goes_through_without_recursion() {
    // MAX, chance, MIN, chance, … : each decision node [9, C], each chance
    // node chance[0.5: 9, 0.5: D]; every value is 9, exactly.
    let pairs = 25_000;
    let mut text = String::with_capacity(pairs * 30);
    for _ in 0..pairs {
        text.push_str("[9, chance[0.5: 9, 0.5: ");
    }
    text.push('9');
    text.push_str(&"]]".repeat(pairs));
    let t = parse(&text).unwrap();
    assert_eq!(t.len(), 4 * pairs + 1);
    assert_eq!(format(&t), text);
    for bounds in [None, Some((Value::int(0), Value::int(9)))] {
        for algorithm in [Algorithm::Minimax, Algorithm::AlphaBeta] {
            let o = Options {
                algorithm,
                bounds,
                ..Options::default()
            };
            let tr = search(&t, &o).unwrap();
            assert_eq!(tr.returned_exact(0).unwrap().to_string(), "9");
            let mut chars = 0;
            for k in 0..=tr.len() {
                chars += narrate(&t, &tr, k, Lang::Fr).len();
            }
            assert!(chars > 0);
            drop(tr);
        }
    }
    let layout = tidy(&t);
    drop(layout);
    drop(t);
}

#[test]
fn chance_presets_tell_their_story() {
    let p = alphabeta::presets::find("expectimax").unwrap();
    let t = parse(p.notation).unwrap();
    for algorithm in [Algorithm::Minimax, Algorithm::AlphaBeta] {
        let o = Options {
            algorithm,
            ..Options::default()
        };
        let tr = search(&t, &o).unwrap();
        assert_eq!(tr.returned_exact(1).unwrap().to_string(), "10");
        assert_eq!(tr.returned_exact(0).unwrap().to_string(), "10");
    }
    let p = alphabeta::presets::find("star1").unwrap();
    let t = parse(p.notation).unwrap();
    let with = |u: i32| {
        let o = Options {
            bounds: Some((Value::int(0), Value::int(u))),
            ..Options::default()
        };
        search(&t, &o).unwrap()
    };
    let (l, u) = p.bounds.unwrap();
    assert_eq!((l, u), (0, 10));
    let tight = with(u);
    let cuts: Vec<_> = tight
        .cuts()
        .iter()
        .map(|c| (c.node, c.kind, pruned_children(&t, &tight, c).len()))
        .collect();
    assert_eq!(cuts, [(4, CutKind::ChanceLow, 2)]);
    assert_eq!(tight.returned_exact(0).unwrap().to_string(), "5");
    let loose = with(12);
    assert!(loose.cuts().is_empty(), "with U = 12, C searches every outcome");
    assert_eq!(loose.returned_exact(0).unwrap().to_string(), "5");
}

/// AIMA §5.5's order-preserving transformation: `aima-order` and
/// `aima-order-warped` have leaves in the same order (the second's are the
/// first's through 1 → 1, 2 → 20, 3 → 30, 4 → 400) and expectiminimax
/// plays a1 on the first, a2 on the second; any a·x + b with a > 0 keeps
/// a1, and minimax with the chance nodes read as MIN keeps a1 under both.
#[test]
fn aima_order_preserving_transformation_flips_the_decision() {
    let solve = |text: &str| {
        let t = parse(text).unwrap();
        let tr = search(&t, &Options::default()).unwrap();
        let best = tr.best_move().map(|id| t.name(id));
        (
            best,
            tr.returned_exact(1).unwrap().to_string(),
            tr.returned_exact(4).unwrap().to_string(),
        )
    };
    let plain = alphabeta::presets::find("aima-order").unwrap();
    let warped = alphabeta::presets::find("aima-order-warped").unwrap();
    assert_eq!(
        solve(plain.notation),
        (Some("a1".to_string()), "2.1".to_string(), "1.3".to_string())
    );
    assert_eq!(
        solve(warped.notation),
        (Some("a2".to_string()), "21".to_string(), "40.9".to_string())
    );
    // The warped leaves are the plain ones through an increasing map.
    let leaves = |text: &str| {
        let t = parse(text).unwrap();
        (0..t.len() as u32)
            .filter_map(|id| t.leaf_value(id))
            .map(|v| v.get())
            .collect::<Vec<_>>()
    };
    let (a, b) = (leaves(plain.notation), leaves(warped.notation));
    let map = |x: f64| {
        [(1.0, 1.0), (2.0, 20.0), (3.0, 30.0), (4.0, 400.0)]
            .iter()
            .find(|(k, _)| *k == x)
            .unwrap()
            .1
    };
    assert_eq!(a.iter().map(|&x| map(x)).collect::<Vec<_>>(), b);
    // A positive linear change keeps the decision: 3·x + 1 and 0.5·x − 7.
    for (s, shift) in [(3.0, 1.0), (0.5, -7.0)] {
        let f = |x: f64| s * x + shift;
        let text = format!(
            "R:[a1:chance[0.9: {}, 0.1: {}], a2:chance[0.9: {}, 0.1: {}]]",
            f(2.0),
            f(3.0),
            f(1.0),
            f(4.0)
        );
        assert_eq!(solve(&text).0, Some("a1".to_string()), "{text}");
    }
    // Minimax with each chance node read as MIN keeps a1 under both.
    for text in ["R:[a1:[2, 3], a2:[1, 4]]", "R:[a1:[20, 30], a2:[1, 400]]"] {
        let t = parse(text).unwrap();
        let tr = search(
            &t,
            &Options {
                algorithm: Algorithm::Minimax,
                ..Options::default()
            },
        )
        .unwrap();
        assert_eq!(tr.best_move().map(|id| t.name(id)), Some("a1".to_string()), "{text}");
    }
    assert!(plain.lesson_en.unwrap().contains("a·x + b (a > 0)"));
    assert!(warped.lesson_fr.unwrap().contains("a·x + b avec a > 0"));
}

/// A negative or infinite factor is written in parentheses: Star1 without
/// leaf bounds says `[4 + (−∞)·½, 4 + (+∞)·½]`, never `4 + −∞·½`, and
/// a negative bound `(−2)·½`.
#[test]
fn a_negative_or_infinite_factor_is_parenthesised() {
    let t = parse("[chance[1/2: 8, 1/2: 4], 1]").unwrap();
    let tr = search(&t, &Options::default()).unwrap();
    let all: String = (1..=tr.len()).map(|k| narrate(&t, &tr, k, Lang::En) + "\n").collect();
    assert!(all.contains("[4 + (−∞)·½, 4 + (+∞)·½]"), "{all}");
    assert!(all.contains("(−∞ − 0 − (+∞)·½)/½"), "{all}");
    assert!(
        !all.contains("+ −") && !all.contains("− −∞·") && !all.contains(" −∞·"),
        "{all}"
    );
    let fr: String = (1..=tr.len()).map(|k| narrate(&t, &tr, k, Lang::Fr) + "\n").collect();
    assert!(fr.contains("[4 + (−∞)·½ ; 4 + (+∞)·½]"), "{fr}");
    let o = Options {
        bounds: Some((Value::int(-2), Value::int(10))),
        ..Options::default()
    };
    let t = parse("[chance[1/2: 8, 1/2: 4], 1]").unwrap();
    let tr = search(&t, &o).unwrap();
    let all: String = (1..=tr.len()).map(|k| narrate(&t, &tr, k, Lang::En) + "\n").collect();
    assert!(all.contains("[4 + (−2)·½, 4 + 10·½]"), "{all}");
}
