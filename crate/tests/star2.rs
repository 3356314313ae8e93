//! Star2 (`--algo star2`, `docs/chance.md`, "Star2"): its root value
//! against an independent recursive expectiminimax in exact rationals of
//! the test's own, and the leaves it evaluates, in order, against an
//! independent recursive Star2 written from the documented rules, on 700 seeded random regular trees (over 500 with chance nodes), with and without
//! leaf bounds, under both tie rules; irregular trees refused before any
//! search, naming the node, in English and French; the worked examples'
//! numbers (the `star2` preset, where the probes save two leaves against
//! Star1, and a search phase whose windows the probes narrow); the probe
//! sentences; and a 100,000-node regular chain searched without
//! recursion.

use alphabeta::error::Localised;
use alphabeta::lang::Lang;
use alphabeta::narrate::narrate;
use alphabeta::notation::parse;
use alphabeta::search::{search, Algorithm, Options, OptionsError, Ties};
use alphabeta::trace::{BoundKind, ChanceNote, CutKind, StepKind, Trace};
use alphabeta::tree::{NodeId, Player, Tree};
use alphabeta::value::Value;
use alphabeta::view::pruned_children;

// ---------------------------------------------------------------------
// Exact numbers of the test's own: i128 fractions in lowest terms.

use crate::common::fraction::Q;

// ---------------------------------------------------------------------
// Random regular trees, written in the notation.

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

/// What the generator still has to write.
enum Job {
    Decision(u32),
    Chance(u32),
    Text(&'static str),
    Prob(i128, i128),
}

/// A regular tree: a decision node's children are leaves (0 to 10),
/// decision nodes or chance nodes; a chance node's 2 or 3 children are
/// decision nodes (players alternate, so they are the same player's), each
/// with 1 to 3 children. Written without recursion, from a stack of jobs.
fn random_regular(seed: u64) -> String {
    let mut rng = Rng(seed);
    let mut text = String::new();
    let mut jobs = vec![if rng.below(3) == 0 {
        Job::Chance(0)
    } else {
        Job::Decision(0)
    }];
    while let Some(job) = jobs.pop() {
        match job {
            Job::Text(s) => text.push_str(s),
            Job::Prob(w, sum) => {
                let q = Q::new(w, sum);
                text.push_str(&format!("{}/{}: ", q.0, q.1));
            }
            Job::Decision(depth) => {
                text.push('[');
                let n = 1 + rng.below(3);
                let mut children = Vec::new();
                for i in 0..n {
                    if i > 0 {
                        children.push(Job::Text(", "));
                    }
                    let r = rng.below(10);
                    if depth >= 4 || r < 5 {
                        children.push(Job::Text(
                            ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"][rng.below(11) as usize],
                        ));
                    } else if r < 7 {
                        children.push(Job::Decision(depth + 1));
                    } else {
                        children.push(Job::Chance(depth + 1));
                    }
                }
                children.push(Job::Text("]"));
                jobs.extend(children.into_iter().rev());
            }
            Job::Chance(depth) => {
                text.push_str("chance[");
                let n = 2 + rng.below(2);
                let weights: Vec<i128> = (0..n).map(|_| 1 + rng.below(4) as i128).collect();
                let sum: i128 = weights.iter().sum();
                let mut children = Vec::new();
                for (i, &w) in weights.iter().enumerate() {
                    if i > 0 {
                        children.push(Job::Text(", "));
                    }
                    children.push(Job::Prob(w, sum));
                    children.push(Job::Decision(depth + 1));
                }
                children.push(Job::Text("]"));
                jobs.extend(children.into_iter().rev());
            }
        }
    }
    text
}

/// Expectiminimax, exactly, by plain recursion on the parsed tree (the
/// test trees are shallow): the reference Star2 must agree with.
fn expectiminimax(t: &Tree, id: NodeId) -> Q {
    if let Some(v) = t.leaf_value(id) {
        return Q::read(&v.to_string());
    }
    let values = t.children(id).map(|c| expectiminimax(t, c));
    if t.is_chance(id) {
        t.children(id)
            .map(|c| Q::read(&t.probability(c).unwrap().to_string()).mul(expectiminimax(t, c)))
            .fold(Q(0, 1), Q::add)
    } else if t.player(id) == Player::Max {
        values.max().unwrap()
    } else {
        values.min().unwrap()
    }
}

// ---------------------------------------------------------------------
// An independent recursive Star2, in the test's own numbers, from
// `docs/chance.md`'s rules: the leaves it evaluates, in order.

/// An exact number or ±∞.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum X {
    Neg,
    F(Q),
    Pos,
}

/// `x·r` (r ≥ 0): 0 when r = 0.
fn times(x: X, r: Q) -> X {
    match x {
        _ if r.0 == 0 => X::F(Q(0, 1)),
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

fn minus(a: Q, b: Q) -> Q {
    a.add(Q(-b.0, b.1))
}

/// `(α − s − rest)/p`, −∞ winning.
fn star_a(alpha: X, s: Q, rest: X, p: Q) -> X {
    match (alpha, rest) {
        (X::Neg, _) | (_, X::Pos) => X::Neg,
        (X::Pos, _) | (X::F(_), X::Neg) => X::Pos,
        (X::F(a), X::F(r)) => X::F(minus(minus(a, s), r).mul(Q::new(p.1, p.0))),
    }
}

/// `(β − s − rest)/p`, +∞ winning.
fn star_b(beta: X, s: Q, rest: X, p: Q) -> X {
    match (beta, rest) {
        (X::Pos, _) | (_, X::Neg) => X::Pos,
        (X::Neg, _) | (X::F(_), X::Pos) => X::Neg,
        (X::F(b), X::F(r)) => X::F(minus(minus(b, s), r).mul(Q::new(p.1, p.0))),
    }
}

fn fin(x: X) -> Q {
    match x {
        X::F(q) => q,
        _ => panic!("a returned value is finite"),
    }
}

struct Reference<'t> {
    t: &'t Tree,
    lower: X,
    upper: X,
    strict: bool,
    evals: Vec<NodeId>,
    /// Each chance node that failed in its search phase, in order.
    fails: Vec<Fail>,
}

impl<'t> Reference<'t> {
    /// The reference search of `t` with the leaf bounds `bounds` (none:
    /// −∞ and +∞) under the tie rule `ties`, nothing searched yet.
    fn new(t: &'t Tree, bounds: Option<(i32, i32)>, ties: Ties) -> Self {
        let (lower, upper) = bounds.map_or((X::Neg, X::Pos), |(l, u)| (X::F(Q(l.into(), 1)), X::F(Q(u.into(), 1))));
        Reference {
            t,
            lower,
            upper,
            strict: ties == Ties::Strict,
            evals: Vec::new(),
            fails: Vec::new(),
        }
    }
}

/// A chance node failing in Star2's search phase, as the reference saw
/// it: whether low, S, the outcomes left with pⱼ and their probes wⱼ,
/// whether those are MAX nodes, and the value it returns.
#[derive(Debug)]
struct Fail {
    node: NodeId,
    low: bool,
    s: Q,
    left: Vec<(Q, Q)>,
    max: bool,
    value: Q,
}

impl Reference<'_> {
    fn ge(&self, a: X, b: X) -> bool {
        if self.strict {
            a > b
        } else {
            a >= b
        }
    }

    fn le(&self, a: X, b: X) -> bool {
        if self.strict {
            a < b
        } else {
            a <= b
        }
    }

    /// Fail-soft α-β at a decision node (its first child only for a
    /// probe); the value, and whether it cut.
    fn ab(&mut self, id: NodeId, alpha: X, beta: X, probe: bool) -> (Q, bool) {
        if let Some(v) = self.t.leaf_value(id) {
            self.evals.push(id);
            return (Q::read(&v.to_string()), false);
        }
        if self.t.is_chance(id) {
            return (self.chance(id, alpha, beta), false);
        }
        let max = self.t.player(id) == Player::Max;
        let (mut a, mut b, mut m) = (alpha, beta, if max { X::Neg } else { X::Pos });
        let kids: Vec<NodeId> = self.t.children(id).collect();
        for (i, &c) in kids.iter().enumerate() {
            let v = X::F(self.ab(c, a, b, false).0);
            m = if max { m.max(v) } else { m.min(v) };
            if if max { self.ge(m, b) } else { self.le(m, a) } {
                return (fin(m), i + 1 < kids.len());
            }
            if probe {
                break;
            }
            if max {
                a = a.max(m);
            } else {
                b = b.min(m);
            }
        }
        (fin(m), false)
    }

    /// Star2 at a chance node: the probing phase, then the search phase.
    fn chance(&mut self, id: NodeId, alpha: X, beta: X) -> Q {
        let t = self.t;
        let kids: Vec<NodeId> = t.children(id).collect();
        let probs: Vec<Q> = kids
            .iter()
            .map(|&c| Q::read(&t.probability(c).unwrap().to_string()))
            .collect();
        let max = t.player(kids[0]) == Player::Max;
        let (mut w, mut sum, mut left, mut open) = (Vec::new(), Q(0, 1), Q(1, 1), false);
        for (i, (&c, &p)) in kids.iter().zip(&probs).enumerate() {
            left = minus(left, p);
            let (a, b) = if max {
                let b = star_b(beta, sum, times(self.lower, left), p);
                (self.lower, b.min(self.upper))
            } else {
                let a = star_a(alpha, sum, times(self.upper, left), p);
                (a.max(self.lower), self.upper)
            };
            let (v, cut) = self.ab(c, a, b, true);
            open |= !cut && t.child_count(c) > 1;
            w.push(p.mul(v));
            sum = sum.add(p.mul(v));
            let bound = plus(sum, times(if max { self.lower } else { self.upper }, left));
            let fires = if max {
                self.ge(bound, beta)
            } else {
                self.le(bound, alpha)
            };
            if fires && (open || i + 1 < kids.len()) {
                return fin(bound);
            }
        }
        let (mut s, mut rest) = (Q(0, 1), sum);
        left = Q(1, 1);
        for (i, (&c, &p)) in kids.iter().zip(&probs).enumerate() {
            left = minus(left, p);
            rest = minus(rest, w[i]);
            let (rlo, rhi) = if max {
                (X::F(rest), times(self.upper, left))
            } else {
                (times(self.lower, left), X::F(rest))
            };
            let a = star_a(alpha, s, rhi, p).max(self.lower);
            let b = star_b(beta, s, rlo, p).min(self.upper);
            let v = self.ab(c, a, b, false).0;
            s = s.add(p.mul(v));
            let (hi, lo, last) = (plus(s, rhi), plus(s, rlo), i + 1 == kids.len());
            let low = self.le(hi, alpha);
            if (low || self.ge(lo, beta)) && !last {
                let left = (i + 1..kids.len())
                    .map(|j| (probs[j], w[j].mul(Q::new(probs[j].1, probs[j].0))))
                    .collect();
                let value = fin(if low { hi } else { lo });
                self.fails.push(Fail {
                    node: id,
                    low,
                    s,
                    left,
                    max,
                    value,
                });
                return value;
            }
        }
        s
    }
}

fn star2(bounds: Option<(i32, i32)>, ties: Ties) -> Options {
    Options {
        algorithm: Algorithm::Star2,
        ties,
        bounds: bounds.map(|(l, u)| (Value::int(l), Value::int(u))),
        ..Options::default()
    }
}

fn count(tr: &Trace, kind: CutKind) -> usize {
    tr.cuts().iter().filter(|c| c.kind == kind).count()
}

#[test]
fn star2_matches_expectiminimax_and_a_recursive_star2_on_seeded_regular_trees() {
    let (mut high, mut low, mut phases, mut trees) = (0, 0, 0, 0);
    for seed in 0..700u64 {
        let text = random_regular(seed);
        let t = parse(&text).unwrap_or_else(|e| panic!("seed {seed}: {text}: {e}"));
        if !t.has_chance() {
            continue;
        }
        trees += 1;
        let want = expectiminimax(&t, 0);
        for bounds in [Some((0, 10)), Some((-3, 12)), None] {
            for ties in [Ties::Prune, Ties::Strict] {
                let o = star2(bounds, ties);
                let tr = search(&t, &o).unwrap_or_else(|e| panic!("seed {seed}: {text}: {e}"));
                let got = Q::read(&tr.returned_exact(0).unwrap().to_string());
                let mut r = Reference::new(&t, bounds, ties);
                let (value, _) = r.ab(0, X::Neg, X::Pos, false);
                let evals: Vec<NodeId> = tr
                    .steps()
                    .iter()
                    .filter(|s| s.kind == StepKind::Eval)
                    .map(|s| s.node)
                    .collect();
                assert_eq!(
                    (evals, got),
                    (r.evals, value),
                    "seed {seed}, bounds {bounds:?}, ties {ties:?}: the leaves evaluated in order and the value, engine then reference, on {text}"
                );
                assert_eq!(
                    got, want,
                    "seed {seed}, bounds {bounds:?}, ties {ties:?}: Star2 gives {got:?}, expectiminimax {want:?}, on {text}"
                );
                // Every node's last visit returns its value or a true bound.
                for id in 0..t.len() as NodeId {
                    let (Some(x), Some((_, kind))) = (tr.returned_exact(id), tr.returned(id)) else {
                        continue;
                    };
                    let (x, v) = (Q::read(&x.to_string()), expectiminimax(&t, id));
                    let ok = match kind {
                        BoundKind::Exact => x == v,
                        BoundKind::Lower => v >= x,
                        BoundKind::Upper => v <= x,
                    };
                    assert!(ok, "seed {seed}, bounds {bounds:?}, ties {ties:?}: {} returned {x:?} ({kind:?}) but is worth {v:?}, on {text}", t.name(id));
                }
                high += count(&tr, CutKind::ProbeHigh);
                low += count(&tr, CutKind::ProbeLow);
                phases += tr.steps().iter().filter(|s| s.kind == StepKind::Research).count();
            }
        }
    }
    // The trees exercise every path: both probe cuts and search phases.
    assert!(trees >= 500, "{trees} regular trees with chance nodes");
    assert!(
        high > 0 && low > 0 && phases > 0,
        "probe-high {high}, probe-low {low}, search phases {phases}"
    );
}

fn refusal(text: &str) -> (String, String) {
    let t = parse(text).unwrap();
    let e = search(&t, &star2(Some((0, 10)), Ties::Prune)).expect_err(text);
    let OptionsError::Star2Irregular { child, .. } = e else {
        panic!("{text}: {e:?}");
    };
    // The place an error shows (line and column) is the child's.
    assert_eq!(e.node(), Some(child), "{text}");
    (e.message(Lang::En), e.message(Lang::Fr))
}

#[test]
fn star2_refuses_irregular_trees_naming_the_node_in_both_languages() {
    let (en, fr) = refusal("A:[B:[1, 2], C:chance[1/2: [3, 4], 1/2: 5]]");
    assert!(
        en.starts_with("Star2 needs a regular tree: chance node C has a leaf child C.2."),
        "{en}"
    );
    assert!(
        fr.starts_with("Star2 demande un arbre régulier : le nœud de hasard C a pour fils la feuille C.2."),
        "{fr}"
    );
    let (en, fr) = refusal("C:chance[1/2: chance[1/2: [1], 1/2: [2]], 1/2: [3]]");
    assert!(en.contains("chance node C has a chance node child C.1"), "{en}");
    assert!(
        fr.contains("le nœud de hasard C a pour fils le nœud de hasard C.1"),
        "{fr}"
    );
    let (en, fr) = refusal("C:chance[1/2: max[1, 2], 1/2: min[3, 4]]");
    assert!(
        en.contains("chance node C has children of both players (C.1 and C.2"),
        "{en}"
    );
    assert!(
        fr.contains("le nœud de hasard C a des fils des deux joueurs (C.1 et C.2"),
        "{fr}"
    );
    // A child evaluated at the depth limit is a leaf to the search.
    let t = parse("A:[C:chance[1/2: [3, 4] h=3, 1/2: [5] h=5]]").unwrap();
    let o = Options {
        depth_limit: Some(2),
        ..star2(Some((0, 10)), Ties::Prune)
    };
    let e = search(&t, &o).unwrap_err();
    assert!(
        e.message(Lang::En).contains("has a child C.1 at the depth limit"),
        "{e}"
    );
    // Star1 runs on the same trees, and Star2 on a tree without chance
    // nodes is α-β.
    let t = parse("A:[B:[1, 2], C:chance[1/2: [3, 4], 1/2: 5]]").unwrap();
    assert!(search(&t, &Options::default()).is_ok());
    let plain = parse("[[3, 12, 8], [2, 4, 6], [14, 5, 2]]").unwrap();
    let tr = search(&plain, &star2(None, Ties::Prune)).unwrap();
    assert_eq!((tr.root_value(), tr.leaves_evaluated()), (Value::int(3), 7));
}

/// The exact numbers of the notes of the steps of `kind` at `node`.
fn notes(t: &Tree, tr: &Trace, kind: StepKind, node: &str) -> Vec<ChanceNote> {
    let side = tr.chance().unwrap();
    (1..=tr.len())
        .filter(|&k| {
            let s = tr.step(k).unwrap();
            s.kind == kind && t.name(s.node) == node
        })
        .filter_map(|k| side.note(k).copied())
        .collect()
}

#[test]
fn the_star2_preset_probes_fail_low_and_save_two_leaves() {
    let p = alphabeta::presets::find("star2").unwrap();
    let t = parse(p.notation).unwrap();
    assert_eq!(p.bounds, Some((0, 10)));
    let tr = search(&t, &star2(p.bounds, Ties::Prune)).unwrap();
    let star1 = search(
        &t,
        &Options {
            algorithm: Algorithm::AlphaBeta,
            ..star2(p.bounds, Ties::Prune)
        },
    )
    .unwrap();
    assert_eq!((tr.leaves_evaluated(), star1.leaves_evaluated()), (4, 6));
    assert_eq!((tr.nodes_visited(), star1.nodes_visited()), (9, 11));
    assert_eq!(tr.returned_exact(0).unwrap().to_string(), "5");
    // Probe of C.1: A = (5 − 0 − 10·½)/½ = 0, clipped to L = 0; of C.2:
    // A = (5 − 1 − 10·¼)/¼ = 6.
    let bounds: Vec<String> = notes(&t, &tr, StepKind::Probe, "C.1")
        .into_iter()
        .chain(notes(&t, &tr, StepKind::Probe, "C.2"))
        .map(|n| match n {
            ChanceNote::Probe(p) => format!("{} {} {} {} {}", p.prob, p.sum, p.left, p.max, p.bound),
            other => format!("{other:?}"),
        })
        .collect();
    assert_eq!(bounds, ["0.5 0 0.5 false 0", "0.25 1 0.25 false 6"]);
    // C.1 ≤ 2: C ≤ ½·2 + 10·½ = 6 > 5; C.2 ≤ 3: C ≤ 1 + ¼·3 + 10·¼ = 17/4.
    let probed: Vec<String> = notes(&t, &tr, StepKind::Return, "C.1")
        .into_iter()
        .chain(notes(&t, &tr, StepKind::Return, "C.2"))
        .map(|n| match n {
            ChanceNote::Probed(p) => format!("{} {} {}", p.probe, p.sum, p.bound),
            other => format!("{other:?}"),
        })
        .collect();
    assert_eq!(probed, ["2 1 6", "3 1.75 4.25"]);
    let c = tr.cuts().iter().find(|c| c.kind == CutKind::ProbeLow).unwrap();
    assert_eq!((t.name(c.node), c.bound), ("C".to_string(), Value::int(5)));
    let pruned: Vec<String> = pruned_children(&t, &tr, c).iter().map(|&id| t.name(id)).collect();
    assert_eq!(pruned, ["C.1.2", "C.1.3", "C.3"]);
    assert_eq!(
        tr.returned_exact(t.children(0).nth(1).unwrap()).unwrap().to_string(),
        "4.25"
    );
    assert!(
        !tr.steps().iter().any(|s| s.kind == StepKind::Research),
        "no search phase"
    );
}

#[test]
fn star2_search_phase_windows_use_the_probes() {
    // α = 4 at C; probes C.1 ≤ 5, C.2 ≤ 5, W = 5 > 4: no failure. In the
    // search phase C.1's α is (4 − 0 − ½·5)/½ = 3 (Star1's: −2, so L = 0),
    // so C.1 cuts on its second reply 2 ≤ 3; then hi = ½·2 + ½·5 = 7/2 ≤ 4
    // and C fails low before C.2.
    let t = parse("A:[4, C:chance[1/2: [5, 2, 8], 1/2: [5, 7]]]").unwrap();
    let tr = search(&t, &star2(Some((0, 10)), Ties::Prune)).unwrap();
    let kinds: Vec<(String, CutKind)> = tr.cuts().iter().map(|c| (t.name(c.node), c.kind)).collect();
    assert_eq!(
        kinds,
        [
            ("C.1".to_string(), CutKind::Shallow),
            ("C".to_string(), CutKind::ChanceLow)
        ]
    );
    let research = tr.steps().iter().position(|s| s.kind == StepKind::Research).unwrap() as u32 + 1;
    let enter = (research + 1..=tr.len())
        .find(|&k| tr.step(k).unwrap().kind == StepKind::Enter)
        .unwrap();
    let Some(ChanceNote::Entered(e)) = tr.chance().unwrap().note(enter).copied() else {
        panic!("the search phase's enter of C.1 carries its window");
    };
    let star = e.star.unwrap();
    assert_eq!((e.alpha.to_string(), star.a.to_string()), ("3".into(), "3".into()));
    let low = tr.cuts()[1];
    // The probes' nodes count again when searched again (C.1, C.1.1);
    // C.2's probe is set aside at the search phase, and C.2 shows pruned
    // by C's failing low.
    assert_eq!(tr.nodes_visited(), 10);
    let c2 = t.children(2).nth(1).unwrap();
    assert_eq!(t.name(c2), "C.2");
    assert!(!tr.visited(c2));
    assert_eq!(tr.pruned_by(c2).map(|c| c.kind), Some(CutKind::ChanceLow));
    assert_eq!(tr.chance().unwrap().value(low.pos).unwrap().to_string(), "3.5");
    assert_eq!(tr.returned_exact(0).unwrap().to_string(), "4");
    let star1 = Options {
        algorithm: Algorithm::AlphaBeta,
        ..star2(Some((0, 10)), Ties::Prune)
    };
    assert_eq!(
        (tr.leaves_evaluated(), search(&t, &star1).unwrap().leaves_evaluated()),
        (5, 5)
    );
    // Probes that make nothing fail cost their leaves twice: Star2 does
    // not always evaluate fewer leaves than Star1.
    let t = parse("A:[B:chance[1/2: [6, 2], 1/2: [4, 9]], C:chance[1/2: [1, 9], 1/2: [2, 8]]]").unwrap();
    let (two, one) = (
        search(&t, &star2(Some((0, 10)), Ties::Prune)).unwrap(),
        search(&t, &star1).unwrap(),
    );
    assert_eq!((two.leaves_evaluated(), one.leaves_evaluated()), (8, 7));
}

#[test]
fn star2_narrates_its_probes_in_both_languages() {
    let p = alphabeta::presets::find("star2").unwrap();
    let t = parse(p.notation).unwrap();
    let tr = search(&t, &star2(p.bounds, Ties::Prune)).unwrap();
    let all = |lang| {
        (0..=tr.len())
            .map(|k| narrate(&t, &tr, k, lang))
            .collect::<Vec<_>>()
            .join("\n")
    };
    let (en, fr) = (all(Lang::En), all(Lang::Fr));
    for s in [
        "Probe of C.1 (MIN): only its first reply C.1.1 is searched",
        "Probe of C.1: its first reply C.1.1 returns 2, so C.1 ≤ 2; with U for the mass ½ not probed yet, C ≤ W + U·R = ½·2 + 10·½ = 6.",
        "Probe of C.2: its first reply C.2.1 returns 3, so C.2 ≤ 3; with U for the mass ¼ not probed yet, C ≤ W + U·R = 1 + ¼·3 + 10·¼ = 4.25.",
        "C (chance node) fails low on its probes: W + U·R = 4.25 ≤ α = 5 (from A)",
        "Pruned: C.1.2, C.1.3, C.3.",
    ] {
        assert!(en.contains(s), "missing {s:?} in\n{en}");
    }
    for s in [
        "Sondage de C.1 (Min) : seule sa première réponse C.1.1 est cherchée",
        "Sondage de C.1 : sa première réponse C.1.1 renvoie 2, donc C.1 ≤ 2",
        "C ≤ W + U·R = 1 + ¼·3 + 10·¼ = 4,25.",
        "C (nœud de hasard) échoue par le bas sur ses sondages : W + U·R = 4,25 ≤ α = 5 (venu de A)",
        "Élagués : C.1.2, C.1.3, C.3.",
    ] {
        assert!(fr.contains(s), "missing {s:?} in\n{fr}");
    }
    let t = parse("A:[4, C:chance[1/2: [5, 2, 8], 1/2: [5, 7]]]").unwrap();
    let tr = search(&t, &star2(Some((0, 10)), Ties::Prune)).unwrap();
    let en = (0..=tr.len())
        .map(|k| narrate(&t, &tr, k, Lang::En))
        .collect::<Vec<_>>()
        .join("\n");
    assert!(
        en.contains("Search phase of C: the probes (W = 5) did not make it fail"),
        "{en}"
    );
}

#[test]
fn a_100000_node_regular_chain_goes_through_without_recursion() {
    // Decision nodes [9, C] and chance nodes chance[0.5: [9], 0.5: D]:
    // every first reply is a leaf, so each probe costs one leaf; every
    // value is 9.
    let pairs = 20_000;
    let mut text = String::with_capacity(pairs * 30);
    for _ in 0..pairs {
        text.push_str("[9, chance[0.5: [9], 0.5: ");
    }
    text.push_str("[9]");
    text.push_str(&"]]".repeat(pairs));
    let t = parse(&text).unwrap();
    assert_eq!(t.len(), 5 * pairs + 2);
    for ties in [Ties::Prune, Ties::Strict] {
        let tr = search(&t, &star2(Some((0, 9)), ties)).unwrap();
        assert_eq!(tr.returned_exact(0).unwrap().to_string(), "9");
        let chars: usize = (0..=tr.len())
            .step_by(997)
            .map(|k| narrate(&t, &tr, k, Lang::En).len())
            .sum();
        assert!(chars > 0);
    }
}

#[test]
fn star2_fails_high_on_the_probes_of_max_children() {
    // β = 4 at C (MIN's first leaf). C's outcomes are MAX nodes: C.1 ≥ 6,
    // so C ≥ ½·6 + 0·½ = 3 < 4; C.2's probe has β = (4 − 3 − 0)/½ = 2, its
    // first reply 5 cuts it (C.2 ≥ 5), and C ≥ 3 + ½·5 = 5.5 ≥ 4.
    let t = parse("min[4, C:chance[1/2: [6, 1], 1/2: [5, 0]]]").unwrap();
    for (ties, op) in [(Ties::Prune, "≥"), (Ties::Strict, ">")] {
        let tr = search(&t, &star2(Some((0, 10)), ties)).unwrap();
        let c = *tr.cuts().last().unwrap();
        let v = alphabeta::view::cut_view(&t, &tr, &c);
        assert_eq!((t.name(c.node), c.kind), ("C".to_string(), CutKind::ProbeHigh));
        assert_eq!(
            (
                v.which.letter(),
                v.op.symbol(),
                v.m_exact.as_deref(),
                v.bound_exact.as_deref()
            ),
            ("β", op, Some("5.5"), Some("4"))
        );
        let pruned: Vec<String> = v.pruned.iter().map(|&id| t.name(id)).collect();
        assert_eq!(pruned, ["C.1.2"]);
        assert_eq!(tr.returned_exact(0).unwrap().to_string(), "4");
        let en = narrate(&t, &tr, c.pos, Lang::En);
        assert!(
            en.starts_with(&format!(
                "C (chance node) fails high on its probes: W + L·R = 5.5 {op} β = 4"
            )),
            "{en}"
        );
    }
}

#[test]
fn the_cli_prints_star2_s_leaves_nodes_and_probe_cuts() {
    let run = |algo: &str, lang: &str| {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_alphabeta"))
            .args([
                "stats", "--preset", "star2", "--algo", algo, "--bounds", "0,10", "--lang", lang,
            ])
            .output()
            .unwrap();
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        String::from_utf8(out.stdout).unwrap()
    };
    let en = run("star2", "en");
    for line in [
        "algorithm        star2",
        "leaves evaluated 4 of 11",
        "nodes visited    9 of 17",
        "chance cuts      0 by a leaf bound, 0 failing low, 0 failing high; on probes: 1 failing low, 0 failing high",
    ] {
        assert!(en.contains(line), "{line:?} in\n{en}");
    }
    assert!(run("alphabeta", "en").contains("leaves evaluated 6 of 11"));
    let fr = run("star2", "fr");
    assert!(fr.contains("sondages : 1 par le bas, 0 par le haut"), "{fr}");
}

#[test]
fn star2_s_probe_tests_follow_the_tie_rule() {
    // α = 5 at C; the probes give C.1 ≤ 2 and C.2 ≤ 8, so
    // W + U·R = ½·2 + ½·8 = 5 = α: the seeds' rule fails low on the probes,
    // the strict rule goes on to the search phase and finds C = 3/2.
    let t = parse("A:[B:[5, 7], C:chance[1/2: [2, 9], 1/2: [8, 1]]]").unwrap();
    let prune = search(&t, &star2(Some((0, 10)), Ties::Prune)).unwrap();
    let c = *prune.cuts().last().unwrap();
    assert_eq!(
        (t.name(c.node), c.kind, c.m, c.bound),
        ("C".into(), CutKind::ProbeLow, Value::int(5), Value::int(5))
    );
    let strict = search(&t, &star2(Some((0, 10)), Ties::Strict)).unwrap();
    assert_eq!(count(&strict, CutKind::ProbeLow), 0);
    assert!(strict.steps().iter().any(|s| s.kind == StepKind::Research));
    let node = t.children(0).nth(1).unwrap();
    assert_eq!(strict.returned_exact(node).unwrap().to_string(), "1.5");
    for tr in [&prune, &strict] {
        assert_eq!(tr.returned_exact(0).unwrap().to_string(), "5");
    }
}

/// The number a return sentence says m becomes ("m goes from +∞ to 5.",
/// "m is now 5.", "m stays 5."), as a float.
fn said_m(sentence: &str) -> Option<f64> {
    let tail = sentence
        .rsplit_once("m stays ")
        .or_else(|| sentence.rsplit_once("m is now "))
        .or_else(|| sentence.rsplit_once("m goes from ")?.1.rsplit_once(" to "))?
        .1
        .trim_end_matches('.');
    let t = tail.replace('−', "-");
    match t.as_str() {
        "+∞" => Some(f64::INFINITY),
        "-∞" => Some(f64::NEG_INFINITY),
        _ => match t.split_once('/') {
            Some((a, b)) => Some(a.parse::<f64>().ok()? / b.parse::<f64>().ok()?),
            None => t.parse().ok(),
        },
    }
}

#[test]
fn every_return_to_a_decision_node_says_the_m_the_step_holds() {
    // Star2's probes return to a node the search phase prunes later, whose
    // children keep no final return: the sentence said "m goes from +∞ to
    // 0" where m became 5 (A:[4, C:chance[1/2: [5, 2, 8], 1/2: [5, 7]]]).
    let mut checked = 0;
    for seed in 0..300u64 {
        let text = random_regular(seed);
        let t = parse(&text).unwrap();
        for options in [star2(Some((0, 10)), Ties::Prune), star2(None, Ties::Strict)] {
            let Ok(tr) = search(&t, &options) else { continue };
            for k in 1..=tr.len() {
                let Some(v) = alphabeta::view::step_view(&t, &tr, k) else {
                    continue;
                };
                if v.kind != StepKind::Return || v.parent.is_none_or(|p| t.is_chance(p)) {
                    continue;
                }
                let Some(after) = v.m_after else { continue };
                let sentence = narrate(&t, &tr, k, Lang::En);
                let said = said_m(&sentence).unwrap_or_else(|| panic!("seed {seed} step {k}: {sentence}"));
                assert!(
                    (said - after.get()).abs() < 1e-9 || said == after.get(),
                    "seed {seed} step {k}: {sentence} (m = {after:?}) in {text}"
                );
                checked += 1;
            }
        }
    }
    assert!(checked > 1000, "{checked} returns checked");
}

/// A number as a sentence writes it (`3.5`, `3,5`, `−7/2`, `½`,
/// `(−2)`), read exactly.
fn said_number(s: &str) -> Q {
    const VULGAR: [(&str, i128, i128); 15] = [
        ("½", 1, 2),
        ("⅓", 1, 3),
        ("⅔", 2, 3),
        ("¼", 1, 4),
        ("¾", 3, 4),
        ("⅕", 1, 5),
        ("⅖", 2, 5),
        ("⅗", 3, 5),
        ("⅘", 4, 5),
        ("⅙", 1, 6),
        ("⅚", 5, 6),
        ("⅛", 1, 8),
        ("⅜", 3, 8),
        ("⅝", 5, 8),
        ("⅞", 7, 8),
    ];
    let s = s.trim().trim_start_matches('(').trim_end_matches(')');
    if let Some(&(_, n, d)) = VULGAR.iter().find(|(v, _, _)| *v == s) {
        return Q::new(n, d);
    }
    Q::read(&s.replace('−', "-").replace(',', "."))
}

/// A sum as a sentence writes it, `1 + ½·5 + ¼·(−2)`: its terms, each a
/// number or a product of two, read exactly.
fn said_terms(s: &str) -> Vec<(Q, Q)> {
    s.split(" + ")
        .map(|t| match t.split_once('·') {
            Some((a, b)) => (said_number(a), said_number(b)),
            None => (Q::int(1), said_number(t)),
        })
        .collect()
}

#[test]
fn a_star2_search_phase_failure_quotes_the_value_of_the_formula_it_names() {
    // Each chance node that fails in its search phase says `hi = S + F =
    // numbers = v ≤ α` (or `lo = … ≥ β`): F, the formula it names, must be
    // the one v is the value of, recomputed here from the reference's S,
    // the outcomes left and their probes, and the leaf bounds; the
    // numbers must be S and F's terms and add up to v. Star2's own side
    // (hi under MIN outcomes, lo under MAX ones) is S + Σ pⱼ·wⱼ, the
    // other Star1's S + U·R or S + L·R.
    let (mut probed, mut star1, mut checked) = (0, 0, 0);
    for seed in 0..700u64 {
        let text = random_regular(seed);
        let t = parse(&text).unwrap();
        if !t.has_chance() {
            continue;
        }
        for bounds in [Some((0, 10)), Some((-3, 12)), None] {
            for ties in [Ties::Prune, Ties::Strict] {
                let tr = search(&t, &star2(bounds, ties)).unwrap();
                let mut r = Reference::new(&t, bounds, ties);
                r.ab(0, X::Neg, X::Pos, false);
                let cuts: Vec<_> = tr
                    .cuts()
                    .iter()
                    .filter(|c| matches!(c.kind, CutKind::ChanceLow | CutKind::ChanceHigh))
                    .collect();
                let at = format!("seed {seed}, bounds {bounds:?}, ties {ties:?}, on {text}");
                assert_eq!(
                    cuts.iter().map(|c| c.node).collect::<Vec<_>>(),
                    r.fails.iter().map(|f| f.node).collect::<Vec<_>>(),
                    "{at}: the chance nodes failing in their search phase"
                );
                for (c, f) in cuts.iter().zip(&r.fails) {
                    let mass = f.left.iter().fold(Q::int(0), |a, &(p, _)| a.add(p));
                    let probes = f.left.iter().fold(Q::int(0), |a, &(p, w)| a.add(p.mul(w)));
                    let far = if f.low { r.upper } else { r.lower };
                    for lang in [Lang::En, Lang::Fr] {
                        let said = narrate(&t, &tr, c.pos, lang);
                        let (head, tail) = if f.low {
                            ("hi = ", " α = ")
                        } else {
                            ("lo = ", " β = ")
                        };
                        let body = said
                            .split_once(head)
                            .and_then(|(_, b)| b.split_once(tail))
                            .map(|(b, _)| b)
                            .unwrap_or_else(|| panic!("{at}: no {head:?} in {said:?}"));
                        let parts: Vec<&str> = body.split(" = ").collect();
                        let quoted = parts.last().unwrap().trim_end_matches([' ', '≤', '≥', '<', '>']);
                        let quoted = said_number(quoted);
                        assert_eq!(quoted, f.value, "{at}: {said}");
                        let named = match parts[0] {
                            "S + U·R" | "S + L·R" => match times(far, mass) {
                                X::F(x) => f.s.add(x),
                                _ => panic!("{at}: an infinite bound in a failure {said}"),
                            },
                            "S + Σ pⱼ·wⱼ" => f.s.add(probes),
                            other => panic!("{at}: unknown formula {other:?} in {said}"),
                        };
                        assert_eq!(
                            named, quoted,
                            "{at}: the formula named is worth {named:?}, not the {quoted:?} quoted: {said}"
                        );
                        // Star2's side is the probes', the other Star1's.
                        let want = if f.low != f.max { "S + Σ pⱼ·wⱼ" } else { "" };
                        assert!(want.is_empty() || parts[0] == want, "{at}: {said}");
                        assert_eq!(parts.len(), 3, "{at}: the numbers, in {said}");
                        let terms = said_terms(parts[1]);
                        let sum = terms.iter().fold(Q::int(0), |a, &(p, x)| a.add(p.mul(x)));
                        assert_eq!(sum, quoted, "{at}: {} adds up to {sum:?}: {said}", parts[1]);
                        assert_eq!(terms[0], (Q::int(1), f.s), "{at}: S first, in {said}");
                        if parts[0] == "S + Σ pⱼ·wⱼ" {
                            assert_eq!(
                                terms[1..],
                                f.left[..],
                                "{at}: each outcome left at its probe, in {said}"
                            );
                            let op = if f.max { "≥" } else { "≤" };
                            for &j in &c_pruned(&t, c.node, c.first_pruned) {
                                let who = format!("{} {op} ", t.name(j));
                                assert!(said.contains(&who), "{at}: {who:?} missing in {said}");
                            }
                            probed += 1;
                        } else {
                            star1 += 1;
                        }
                        checked += 1;
                    }
                }
            }
        }
    }
    eprintln!("probed {probed}, Star1 side {star1}, of {checked}");
    assert!(
        probed > 50 && star1 > 50,
        "probed {probed}, Star1's side {star1}, of {checked}"
    );
}

/// The outcomes of chance node `node` from `first` on.
fn c_pruned(t: &Tree, node: NodeId, first: NodeId) -> Vec<NodeId> {
    t.children(node).filter(|&j| j >= first).collect()
}
