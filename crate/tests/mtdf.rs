//! MTD(f) against an independent reference written here: a recursive α-β
//! fail-soft with memory (a table keyed by the subtree, storing what each
//! returned value proves, kept from pass to pass) driven by the MTD(f)
//! loop, on thousands of seeded trees, both tie rules, with depth limits.
//! The root value is minimax's, and the passes (each null window, in
//! order), the nodes the table answers and the leaves evaluated are the
//! reference's.

use alphabeta::lang::Lang;
use alphabeta::narrate::narrate;
use alphabeta::notation::{format, parse};
use alphabeta::search::{search, Algorithm, Options, Ties};
use alphabeta::trace::StepKind;
use alphabeta::tree::{NodeId, Player, Tree};
use std::collections::HashMap;

use crate::common;
use common::{down, limits, minimax, up};

#[derive(Clone, Copy, Debug, PartialEq)]
enum Kind {
    Exact,
    Lower,
    Upper,
}

/// The reference's memory and what it logs.
struct Memo<'t> {
    t: &'t Tree,
    strict: bool,
    limit: Option<u32>,
    /// Each node's subtree written out (values, h, children's labels), its
    /// own label left out: two equal subtrees share their entries.
    shape: Vec<String>,
    table: HashMap<(String, bool, u32), (f64, Kind)>,
    evals: Vec<NodeId>,
    hits: Vec<NodeId>,
}

impl Memo<'_> {
    fn key(&self, id: NodeId) -> (String, bool, u32) {
        let depth = if self.limit.is_some() { self.t.depth(id) } else { 0 };
        (self.shape[id as usize].clone(), self.t.player(id) == Player::Max, depth)
    }

    fn cuts(&self, max: bool, m: f64, bound: f64) -> bool {
        match (max, self.strict) {
            (true, false) => m >= bound,
            (true, true) => m > bound,
            (false, false) => m <= bound,
            (false, true) => m < bound,
        }
    }

    /// α-β fail-soft with memory; returns the value and what it proves,
    /// from the intervals the children's values prove.
    fn search(&mut self, id: NodeId, mut a: f64, mut b: f64) -> (f64, Kind) {
        let t = self.t;
        if t.is_leaf(id) || self.limit == Some(t.depth(id)) {
            self.evals.push(id);
            return (t.leaf_value(id).or_else(|| t.h(id)).unwrap().get(), Kind::Exact);
        }
        if let Some(&(v, kind)) = self.table.get(&self.key(id)) {
            let decides = match kind {
                Kind::Exact => true,
                Kind::Lower => self.cuts(true, v, b),
                Kind::Upper => self.cuts(false, v, a),
            };
            if decides {
                self.hits.push(id);
                return (v, kind);
            }
        }
        let max = t.player(id) == Player::Max;
        let inf = if max { f64::NEG_INFINITY } else { f64::INFINITY };
        let (mut m, mut lo, mut hi) = (inf, inf, inf);
        let kids: Vec<NodeId> = t.children(id).collect();
        for (i, &c) in kids.iter().enumerate() {
            let (v, kind) = self.search(c, a, b);
            let (clo, chi) = match kind {
                Kind::Exact => (v, v),
                Kind::Lower => (v, f64::INFINITY),
                Kind::Upper => (f64::NEG_INFINITY, v),
            };
            if max {
                (m, lo, hi) = (m.max(v), lo.max(clo), hi.max(chi));
            } else {
                (m, lo, hi) = (m.min(v), lo.min(clo), hi.min(chi));
            }
            if self.cuts(max, m, if max { b } else { a }) {
                if i + 1 < kids.len() {
                    if max {
                        hi = f64::INFINITY;
                    } else {
                        lo = f64::NEG_INFINITY;
                    }
                }
                break;
            }
            if max {
                a = a.max(m);
            } else {
                b = b.min(m);
            }
        }
        let kind = match (lo >= m, hi <= m) {
            (true, true) => Kind::Exact,
            (true, false) => Kind::Lower,
            (false, true) => Kind::Upper,
            (false, false) => panic!("node {id}: {m} outside [{lo}, {hi}]"),
        };
        let key = self.key(id);
        let keep = matches!(self.table.get(&key), Some(&(_, Kind::Exact))) && kind != Kind::Exact;
        if !keep {
            self.table.insert(key, (m, kind));
        }
        (m, kind)
    }
}

/// Every node's subtree written out, children before parents.
fn shapes(t: &Tree) -> Vec<String> {
    let mut s = vec![String::new(); t.len()];
    for id in (0..t.len() as NodeId).rev() {
        let own = t.leaf_value(id).or_else(|| t.h(id)).map(|v| v.get().to_bits());
        let kids: Vec<String> = t
            .children(id)
            .map(|c| format!("{:?}={}", t.label(c), s[c as usize]))
            .collect();
        s[id as usize] = format!("{own:?}[{}]", kids.join(","));
    }
    s
}

/// MTD(f) as `docs/windows.md` says: passes with the null window next to
/// g, (g, g⁺) or (g⁻, g) when g is the upper bound (or +∞) under the
/// seeds' rule, (g, g) under the strict one, until the bounds meet. A
/// pass whose value the children prove exact ends it.
/// What the reference found: the value, each pass's window, the nodes
/// evaluated and the nodes the table answered, in order.
type Run = (f64, Vec<(f64, f64)>, Vec<NodeId>, Vec<NodeId>);

fn mtdf(t: &Tree, strict: bool, limit: Option<u32>) -> Run {
    let mut memo = Memo {
        t,
        strict,
        limit,
        shape: shapes(t),
        table: HashMap::new(),
        evals: Vec::new(),
        hits: Vec::new(),
    };
    let (mut lower, mut upper) = (f64::NEG_INFINITY, f64::INFINITY);
    let mut g = t.h(0).map_or(0.0, |h| h.get());
    let mut windows = Vec::new();
    loop {
        let (a, b) = if strict {
            (g, g)
        } else if g == upper || g == f64::INFINITY {
            (down(g), g)
        } else {
            (g, up(g))
        };
        windows.push((a, b));
        let (v, kind) = memo.search(0, a, b);
        let (low, high) = if strict { (v < a, v > b) } else { (v <= a, v >= b) };
        // The window's answer, unless what the children proved says more.
        match (low, high, kind) {
            (true, _, Kind::Upper) => upper = v,
            (false, true, Kind::Lower) => lower = v,
            _ => (lower, upper) = (v, v),
        }
        g = v;
        if lower >= upper {
            return (v, windows, memo.evals, memo.hits);
        }
        assert!(windows.len() <= t.len() + 2, "the reference does not end");
    }
}

#[test]
fn mtdf_is_the_reference_pass_for_pass() {
    let (mut passes, mut hits) = (0, 0);
    for seed in 0..3_000u64 {
        let t = common::random_tree(seed, 5, seed % 2 == 0);
        for limit in limits(&t) {
            for ties in [Ties::Prune, Ties::Strict] {
                let (want, windows, evals, want_hits) = mtdf(&t, ties == Ties::Strict, limit);
                let what = format!("seed {seed} {ties:?} P={limit:?}: {}", format(&t));
                assert_eq!(want, minimax(&t, 0, limit), "the reference itself, {what}");
                let opts = Options {
                    algorithm: Algorithm::Mtdf,
                    ties,
                    depth_limit: limit,
                    ..Options::default()
                };
                let tr = search(&t, &opts).unwrap();
                assert_eq!(tr.root_value().get(), want, "{what}");
                let (mut got_windows, mut got_evals, mut got_hits) = (Vec::new(), Vec::new(), Vec::new());
                for (i, s) in tr.steps().iter().enumerate() {
                    let k = i as u32 + 1;
                    match s.kind {
                        StepKind::Pass => {
                            let (a, b, _, _) = tr.inherited_at(0, k + 1).unwrap();
                            got_windows.push((a.get(), b.get()));
                        }
                        StepKind::Eval => got_evals.push(s.node),
                        StepKind::TtHit => got_hits.push(s.node),
                        _ => {}
                    }
                }
                assert_eq!(got_windows, windows, "{what}");
                assert_eq!(got_evals, evals, "{what}");
                assert_eq!(got_hits, want_hits, "{what}");
                passes += windows.len();
                hits += want_hits.len();
            }
        }
    }
    assert!(passes > 20_000 && hits > 5_000, "{passes} passes, {hits} table hits");
}

/// On the classic tree the first guess 0 fails high (R ≥ 3); the second
/// pass tests above 3, where the table answers R.1 (exactly 3) without
/// searching it, and R's children prove 3 exact. Said in both
/// languages, with the null windows written (0, 0⁺) and (3, 3⁺).
#[test]
fn the_classic_tree_takes_two_passes() {
    let t = parse("[[3, 12, 8], [2, 4, 6], [14, 5, 2]]").unwrap();
    let opts = Options {
        algorithm: Algorithm::Mtdf,
        ..Options::default()
    };
    let tr = search(&t, &opts).unwrap();
    let passes: Vec<u32> = (1..=tr.len())
        .filter(|&k| tr.step(k).unwrap().kind == StepKind::Pass)
        .collect();
    assert_eq!(passes.len(), 2);
    let say = |k, lang| narrate(&t, &tr, k, lang);
    assert!(
        say(passes[0], Lang::En).contains("null window (0, 0⁺)"),
        "{}",
        say(passes[0], Lang::En)
    );
    assert!(
        say(passes[1], Lang::Fr).contains("fenêtre nulle (3 ; 3⁺)"),
        "{}",
        say(passes[1], Lang::Fr)
    );
    assert!(
        say(passes[1] - 1, Lang::En).contains("at least 3"),
        "{}",
        say(passes[1] - 1, Lang::En)
    );
    assert!(
        say(tr.len(), Lang::En).contains("proves it exact"),
        "{}",
        say(tr.len(), Lang::En)
    );
    assert!(
        say(tr.len(), Lang::Fr).contains("prouve qu’elle est exacte"),
        "{}",
        say(tr.len(), Lang::Fr)
    );
    assert_eq!(tr.step(passes[1] + 2).unwrap().kind, StepKind::TtHit);
    assert_eq!(tr.root_value().get(), 3.0);
}
