//! The practice checker against the trace and against an independent α-β,
//! on thousands of seeded random trees, for every algorithm, both tie rules
//! and every level of detail; the explanations and hints on random trees
//! and, pinned, on the seeds' presets; every spelling of a value; and the
//! exercise generator's promises.
//!
//! The pinned sentences are in `tests/fixtures/practice/NAME.txt`, one
//! section per (algorithm, kind of mistake). To accept an intended change,
//! run `BLESS=1 cargo test -p alphabeta --test integration practice::` and review the diff
//! before committing it.

use crate::pinned;

use alphabeta::exercise::{exercise, parse_id, Difficulty};
use alphabeta::lang::{show, Lang};
use alphabeta::practice::{
    check, hint, parse_given, perfect_answer, show_given, solution, Answer, Detail, Field, Given, NodeAnswer, Verdict,
};
use alphabeta::random::{generate, RandomSpec, SplitMix64};
use alphabeta::search::{search, Algorithm, Options, Ties};
use alphabeta::trace::BoundKind;
use alphabeta::trace::{CutKind, Trace};
use alphabeta::tree::{NodeId, Player, Tree};
use alphabeta::value::Value;
use std::fmt::Write;

const ALGORITHMS: [Algorithm; 3] = [Algorithm::Minimax, Algorithm::AlphaBeta, Algorithm::AlphaBetaHard];
const DETAILS: [Detail; 3] = [Detail::Cuts, Detail::Values, Detail::Full];

/// Random trees with many ties (values 0..=4) so that the tie rules differ.
fn tree(seed: u64) -> Tree {
    let mut rng = SplitMix64::new(seed);
    generate(&RandomSpec {
        seed: rng.next_u64(),
        min_branch: 1,
        max_branch: 3,
        depth: 1 + rng.below(4) as u32,
        min_value: 0,
        max_value: 4,
        irregular: seed % 2 == 0,
    })
    .unwrap()
}

fn options(algorithm: Algorithm, ties: Ties) -> Options {
    Options {
        algorithm,
        ties,
        ..Options::default()
    }
}

/// A textbook recursive α-β (or minimax, with an infinite window held
/// fixed), written from the seeds' pseudo-code and independent of the
/// engine: it marks the nodes it visits and returns the root's value.
/// Fail-hard hands down values clamped to the window, so under strict ties
/// it can visit more than fail-soft: it has its own branch.
fn reference_visits(t: &Tree, id: NodeId, mut a: Value, mut b: Value, o: &Options, seen: &mut [bool]) -> Value {
    seen[id as usize] = true;
    if let Some(v) = t.leaf_value(id) {
        return v;
    }
    let pruning = o.algorithm != Algorithm::Minimax;
    let cuts = |m: Value, bound: Value, max: bool| match (o.ties, max) {
        (Ties::Prune, true) => m >= bound,
        (Ties::Strict, true) => m > bound,
        (Ties::Prune, false) => m <= bound,
        (Ties::Strict, false) => m < bound,
    };
    let max = t.player(id) == Player::Max;
    let hard = o.algorithm == Algorithm::AlphaBetaHard;
    // Fail-hard (seed 000's C function) starts m at the bound it raises and
    // hands m itself down; fail-soft (seed 001) starts at ∓∞.
    let mut m = match (max, hard) {
        (true, true) => a,
        (false, true) => b,
        (true, false) => Value::NEG_INF,
        (false, false) => Value::POS_INF,
    };
    for c in t.children(id) {
        let v = if hard && max {
            reference_visits(t, c, m, b, o, seen)
        } else if hard {
            reference_visits(t, c, a, m, o, seen)
        } else {
            reference_visits(t, c, a, b, o, seen)
        };
        if max {
            m = m.max(v);
            if pruning && cuts(m, b, true) {
                return m;
            }
            a = a.max(m);
        } else {
            m = m.min(v);
            if pruning && cuts(m, a, false) {
                return m;
            }
            b = b.min(m);
        }
    }
    m
}

/// The true minimax value of every node (children before parents).
fn minimax_values(t: &Tree) -> Vec<Value> {
    let mut v = vec![Value::int(0); t.len()];
    for id in (0..t.len() as NodeId).rev() {
        v[id as usize] = match t.leaf_value(id) {
            Some(x) => x,
            None => {
                let kids = t.children(id).map(|c| v[c as usize]);
                if t.player(id) == Player::Max {
                    kids.fold(Value::NEG_INF, Value::max)
                } else {
                    kids.fold(Value::POS_INF, Value::min)
                }
            }
        };
    }
    v
}

fn each_case(mut f: impl FnMut(u64, &Tree, &Trace, &Options)) {
    for seed in 0..600 {
        let t = tree(seed);
        for algorithm in ALGORITHMS {
            for ties in [Ties::Prune, Ties::Strict] {
                let o = options(algorithm, ties);
                let tr = search(&t, &o).unwrap();
                f(seed, &t, &tr, &o);
            }
        }
    }
}

#[test]
fn the_solution_prunes_what_an_independent_alpha_beta_skips() {
    let mut pruned_seen = 0;
    each_case(|seed, t, tr, o| {
        let mut seen = vec![false; t.len()];
        let root = reference_visits(t, 0, Value::NEG_INF, Value::POS_INF, o, &mut seen);
        assert_eq!(root, tr.root_value(), "seed {seed} {o:?}");
        let truth = minimax_values(t);
        for s in solution(t, tr) {
            assert_eq!(s.pruned, !seen[s.node as usize], "seed {seed} node {} {o:?}", s.node);
            pruned_seen += usize::from(s.pruned);
            // An exact m is the true minimax value.
            if let Some(m) = s.m.as_deref().filter(|m| !m.starts_with(['≥', '≤'])) {
                let expected = alphabeta::lang::show(truth[s.node as usize]);
                assert_eq!(m, expected, "seed {seed} node {} {o:?}", s.node);
            }
        }
    });
    assert!(pruned_seen > 1000, "the trees must have cuts to test: {pruned_seen}");
}

#[test]
fn a_perfect_answer_has_no_mistake_at_any_detail() {
    each_case(|seed, t, tr, o| {
        for detail in DETAILS {
            let a = perfect_answer(t, tr, detail);
            let c = check(t, tr, &a).unwrap();
            assert!(c.mistakes.is_empty(), "seed {seed} {o:?} {detail:?}: {:?}", c.mistakes);
            for v in &c.nodes {
                assert!(matches!(v.verdict, Verdict::Correct | Verdict::None), "seed {seed}");
            }
        }
    });
}

#[test]
fn each_kind_of_mistake_is_flagged_at_exactly_its_node() {
    let mut tried = [0usize; 3];
    each_case(|seed, t, tr, o| {
        let perfect = perfect_answer(t, tr, Detail::Full);
        // A missed cut: drop one pruned subtree's mark.
        for (i, &top) in perfect.pruned.iter().enumerate() {
            let mut a = perfect.clone();
            a.pruned.remove(i);
            let c = check(t, tr, &a).unwrap();
            assert_eq!(c.mistakes.len(), 1, "seed {seed}");
            assert_eq!((c.mistakes[0].node, c.mistakes[0].verdict), (top, Verdict::Missed));
            let cut = tr.pruned_by(top).unwrap();
            assert_eq!(c.mistakes[0].step, Some(cut.pos));
            for id in top..t.end(top) {
                assert_eq!(c.nodes[id as usize].verdict, Verdict::Missed);
            }
            tried[0] += 1;
        }
        // An extra cut: mark one reached node other than the root.
        for id in (1..t.len() as NodeId).filter(|&id| tr.visited(id)).take(3) {
            let mut a = perfect.clone();
            a.pruned.push(id);
            let c = check(t, tr, &a).unwrap();
            assert_eq!(c.mistakes.len(), 1, "seed {seed}");
            assert_eq!((c.mistakes[0].node, c.mistakes[0].verdict), (id, Verdict::Extra));
            assert_eq!(c.mistakes[0].step, tr.visit_span(id).map(|s| s.0));
            tried[1] += 1;
        }
        // A wrong m: change one node's value by one.
        for (i, na) in perfect.nodes.iter().enumerate().take(3) {
            let Some(m) = &na.m else { continue };
            let mut a = perfect.clone();
            a.nodes[i].m = Some(if m == "99" { "98" } else { "99" }.into());
            let c = check(t, tr, &a).unwrap();
            assert_eq!(c.mistakes.len(), 1, "seed {seed} {m}");
            assert_eq!((c.mistakes[0].node, c.mistakes[0].verdict), (na.node, Verdict::Wrong));
            assert_eq!(c.nodes[na.node as usize].wrong, vec![Field::M]);
            assert_eq!(c.mistakes[0].step, tr.visit_span(na.node).map(|s| s.1));
            if o.algorithm != Algorithm::Minimax && a.nodes[i].alpha.is_some() {
                // A wrong α is decided when the node is entered.
                let mut a = perfect.clone();
                a.nodes[i].alpha = Some("1e9".into());
                let c = check(t, tr, &a).unwrap();
                assert_eq!(c.nodes[na.node as usize].wrong, vec![Field::Alpha]);
                assert_eq!(c.mistakes[0].step, tr.visit_span(na.node).map(|s| s.0));
            }
            tried[2] += 1;
        }
    });
    assert!(tried.iter().all(|&n| n > 500), "{tried:?}");
}

#[test]
fn a_bound_written_as_exact_is_wrong() {
    let t = alphabeta::notation::parse("[[3,12,8],[2,4,6],[14,5,2]]").unwrap();
    let tr = search(&t, &Options::default()).unwrap();
    let sol = solution(&t, &tr);
    assert_eq!(sol[5].m.as_deref(), Some("≤ 2"));
    let mut a = perfect_answer(&t, &tr, Detail::Values);
    let at = a.nodes.iter().position(|n| n.node == 5).unwrap();
    a.nodes[at] = NodeAnswer {
        node: 5,
        m: Some("2".into()),
        ..NodeAnswer::default()
    };
    let c = check(&t, &tr, &a).unwrap();
    assert_eq!(c.nodes[5].verdict, Verdict::Wrong);
    // Minimax asks no window even at full detail.
    let mm = search(&t, &options(Algorithm::Minimax, Ties::Prune)).unwrap();
    let full = Answer {
        detail: Detail::Full,
        ..perfect_answer(&t, &mm, Detail::Values)
    };
    assert!(check(&t, &mm, &full).unwrap().mistakes.is_empty());
}

#[test]
fn exercises_keep_their_promises() {
    for d in Difficulty::ALL {
        let req = d.requirements();
        for seed in 0..200u64 {
            let e = exercise(d, seed);
            assert_eq!(parse_id(&e.id).unwrap(), (d, seed));
            assert!(e.tree.leaf_count() <= req.max_leaves);
            let tr = search(&e.tree, &Options::default()).unwrap();
            let cuts = tr.cuts().iter().filter(|c| c.first_pruned < c.end).count();
            assert!(cuts >= req.min_cuts, "{}", e.id);
            let kinds: Vec<_> = tr.cuts().iter().map(|c| c.kind).collect();
            if req.deep {
                assert!(kinds.contains(&CutKind::Deep), "{}", e.id);
            }
            if req.shallow {
                assert!(kinds.contains(&CutKind::Shallow), "{}", e.id);
            }
        }
    }
}

// ---------------------------------------------------------------- feedback

/// The node's written answer in `a`, added if absent.
fn written(a: &mut Answer, node: NodeId) -> &mut NodeAnswer {
    if let Some(i) = a.nodes.iter().position(|n| n.node == node) {
        return &mut a.nodes[i];
    }
    a.nodes.push(NodeAnswer {
        node,
        ..NodeAnswer::default()
    });
    a.nodes.last_mut().unwrap()
}

/// The expanded nodes (asked for m), in the order the search left them.
fn asked(tr: &Trace, a: &Answer) -> Vec<NodeId> {
    let mut ids: Vec<NodeId> = a.nodes.iter().map(|n| n.node).collect();
    ids.sort_by_key(|&id| tr.visit_span(id).map(|s| s.1));
    ids
}

/// One mistake of each kind that the search allows, injected into the
/// perfect answer: (label, answer).
fn one_of_each(t: &Tree, tr: &Trace) -> Vec<(&'static str, Answer)> {
    let algorithm = tr.options().algorithm;
    let detail = if algorithm == Algorithm::Minimax {
        Detail::Values
    } else {
        Detail::Full
    };
    let perfect = perfect_answer(t, tr, detail);
    let mut out = Vec::new();
    for (label, kind) in [
        ("missed shallow cut", CutKind::Shallow),
        ("missed deep cut", CutKind::Deep),
    ] {
        if let Some(c) = tr.cuts().iter().find(|c| c.kind == kind && c.first_pruned < c.end) {
            let mut a = perfect.clone();
            a.pruned.retain(|&p| p != c.first_pruned);
            out.push((label, a));
        }
    }
    let later_child = (1..t.len() as NodeId).find(|&id| {
        let p = t.parent(id).unwrap();
        tr.visited(id) && t.children(p).take_while(|&c| c != id).any(|c| tr.visited(c))
    });
    if let Some(id) = later_child {
        let mut a = perfect.clone();
        a.pruned.push(id);
        out.push(("extra cut", a));
    }
    let sol = solution(t, tr);
    let order = asked(tr, &perfect);
    let m_of = |id: NodeId| parse_given(sol[id as usize].m.as_deref().unwrap()).unwrap();
    if let Some(&id) = order.iter().find(|&&id| m_of(id).kind == BoundKind::Exact) {
        let mut a = perfect.clone();
        written(&mut a, id).m = Some(format!("<= {}", m_of(id).value));
        out.push(("wrong m, exact", a));
    }
    if let Some(&id) = order.iter().find(|&&id| m_of(id).kind != BoundKind::Exact) {
        let mut a = perfect.clone();
        written(&mut a, id).m = Some(m_of(id).value.to_string());
        out.push(("wrong m, bound", a));
    }
    if detail == Detail::Full {
        let mut by_entry = order.clone();
        by_entry.sort_by_key(|&id| tr.visit_span(id).map(|s| s.0));
        let alpha = |id: NodeId| tr.inherited(id).unwrap().0;
        let beta = |id: NodeId| tr.inherited(id).unwrap().1;
        if let Some(&id) = by_entry.iter().find(|&&id| alpha(id) != Value::NEG_INF) {
            let mut a = perfect.clone();
            written(&mut a, id).alpha = Some("-inf".into());
            out.push(("wrong alpha", a));
        }
        if let Some(&id) = by_entry.iter().find(|&&id| beta(id) != Value::POS_INF) {
            let mut a = perfect.clone();
            written(&mut a, id).beta = Some("+inf".into());
            out.push(("wrong beta", a));
        }
    }
    let mut a = perfect;
    written(&mut a, 0).m = None;
    out.push(("empty m", a));
    out
}

/// Every explanation and hint of one preset, one section per (algorithm,
/// kind of mistake).
fn feedback_transcript(notation: &str, depth_limit: Option<u32>) -> String {
    let tree = alphabeta::notation::parse(notation).unwrap();
    let mut out = String::new();
    for algorithm in ALGORITHMS {
        let o = Options {
            depth_limit,
            ..options(algorithm, Ties::Prune)
        };
        let tr = search(&tree, &o).unwrap();
        for (label, answer) in one_of_each(&tree, &tr) {
            let c = check(&tree, &tr, &answer).unwrap();
            assert_eq!(c.mistakes.len(), 1, "{} {label}: {}", algorithm.name(), c.summary_en);
            let m = &c.mistakes[0];
            let _ = writeln!(out, "## {} · {label}", algorithm.name());
            let fields: Vec<String> = m
                .fields
                .iter()
                .map(|f| {
                    let field = serde_json::to_string(&f.field).unwrap();
                    format!("{field} given {:?} expected {:?}", f.given, f.expected)
                })
                .collect();
            let _ = writeln!(
                out,
                "mistake: {:?} at {} (step {:?}) [{}]",
                m.verdict,
                m.name,
                m.step,
                fields.join("; ")
            );
            for lang in Lang::ALL {
                let _ = writeln!(out, "summary {}: {}", lang.code(), c.summary(lang));
            }
            for lang in Lang::ALL {
                let _ = writeln!(out, "explain {}: {}", lang.code(), m.explain(lang));
            }
            for level in 1..=2 {
                let h = hint(&tree, &tr, &answer, level).unwrap().unwrap();
                let _ = writeln!(out, "hint {level} en: {}", h.en);
                let _ = writeln!(out, "hint {level} fr: {}", h.fr);
            }
            let h = hint(&tree, &tr, &answer, 3).unwrap().unwrap();
            assert_eq!(
                (h.en.as_str(), h.fr.as_str()),
                (m.explain_en.as_str(), m.explain_fr.as_str())
            );
            out.push('\n');
        }
    }
    out
}

#[test]
fn every_explanation_and_hint_of_every_preset_is_pinned() {
    pinned::check_every_preset("practice", "feedback", feedback_transcript);
}

/// An answer with random mistakes: marks dropped and added, values changed
/// to other values or bounds, fields emptied.
fn scrambled(t: &Tree, tr: &Trace, rng: &mut SplitMix64) -> Answer {
    let mut a = perfect_answer(t, tr, Detail::Full);
    a.pruned.retain(|_| rng.below(3) != 0);
    for id in 1..t.len() as NodeId {
        if rng.below(8) == 0 {
            a.pruned.push(id);
        }
    }
    let spell = |rng: &mut SplitMix64| -> Option<String> {
        let v = rng.below(7) as i64 - 1;
        match rng.below(6) {
            0 => None,
            1 => Some(format!("≥ {v}")),
            2 => Some(format!("<= {v}")),
            3 => Some("-inf".into()),
            4 => Some("∞".into()),
            _ => Some(format!("{v}.0")),
        }
    };
    for n in &mut a.nodes {
        if rng.below(3) == 0 {
            n.m = spell(rng);
        }
        if rng.below(4) == 0 {
            n.alpha = spell(rng);
        }
        if rng.below(4) == 0 {
            n.beta = spell(rng);
        }
    }
    a
}

#[test]
fn every_explanation_names_both_values_and_the_hint_follows_the_first_mistake() {
    let mut seen = [0usize; 3];
    let mut rng = SplitMix64::new(25);
    each_case(|seed, t, tr, o| {
        if seed % 3 != 0 {
            return;
        }
        let truth = minimax_values(t);
        let mut answers: Vec<Answer> = one_of_each(t, tr).into_iter().map(|(_, a)| a).collect();
        answers.push(scrambled(t, tr, &mut rng));
        answers.push(Answer {
            detail: Detail::Full,
            ..Answer::default()
        });
        for a in answers {
            let c = check(t, tr, &a).unwrap();
            for m in &c.mistakes {
                for lang in Lang::ALL {
                    let e = m.explain(lang);
                    let at = format!("seed {seed} {o:?} {}: {e}", m.name);
                    assert!(e.contains(&m.name), "{at}");
                    // No placeholder, no question, no reason left unnamed.
                    assert!(
                        !e.contains('?') && !e.contains("leave it a bound") && !e.contains("en font une borne"),
                        "{at}"
                    );
                    match m.verdict {
                        Verdict::Missed => {
                            assert!(
                                e.starts_with("You did not mark") || e.starts_with("Vous n’avez pas marqué"),
                                "{at}"
                            );
                            seen[0] += 1;
                        }
                        Verdict::Extra => {
                            assert!(e.starts_with("You marked") || e.starts_with("Vous avez marqué"), "{at}");
                            seen[1] += 1;
                        }
                        _ => {
                            assert!(!m.fields.is_empty(), "{at}");
                            for f in &m.fields {
                                if let Some(g) = &f.given {
                                    assert!(e.contains(g.as_str()), "{at}: given {g}");
                                } else {
                                    assert!(e.contains("empty") || e.contains("vide"), "{at}");
                                }
                                assert!(e.contains(&f.expected), "{at}: expected {}", f.expected);
                                if f.field == Field::M {
                                    // The children the search reached are named.
                                    for ch in t.children(m.node).filter(|&ch| tr.visited(ch)) {
                                        assert!(e.contains(&t.name(ch)), "{at}: child {}", t.name(ch));
                                    }
                                    // What the sentence claims holds: the kind of
                                    // value against the true minimax value, and
                                    // "nothing below was cut" against the cuts.
                                    let g = parse_given(&f.expected).unwrap();
                                    let truth = truth[m.node as usize];
                                    let holds = match g.kind {
                                        BoundKind::Exact => truth == g.value,
                                        BoundKind::Lower => truth >= g.value,
                                        BoundKind::Upper => truth <= g.value,
                                    };
                                    assert!(holds, "{at}: true value {truth:?}");
                                    let says = ["nothing below ", "rien n’a été élagué sous "]
                                        .iter()
                                        .any(|w| e.contains(&format!("{w}{}", m.name)));
                                    if says {
                                        let end = t.end(m.node);
                                        assert!((m.node..end).all(|id| tr.pruned_by(id).is_none()), "{at}");
                                    }
                                }
                            }
                            seen[2] += 1;
                        }
                    }
                }
            }
            let h = hint(t, tr, &a, 3).unwrap();
            assert_eq!(
                h.as_ref().map(|h| h.node),
                c.mistakes.first().map(|m| m.node),
                "seed {seed}"
            );
            if let (Some(h), Some(m)) = (h, c.mistakes.first()) {
                assert_eq!(
                    (h.en, h.fr, h.step),
                    (m.explain_en.clone(), m.explain_fr.clone(), m.step)
                );
                for level in [0, 1, 2, 9] {
                    let h = hint(t, tr, &a, level).unwrap().unwrap();
                    assert_eq!(h.level, level.clamp(1, 3));
                    assert!(!h.en.is_empty() && !h.fr.is_empty());
                }
            }
        }
    });
    assert!(seen.iter().all(|&n| n > 2000), "{seen:?}");
}

#[test]
fn every_spelling_the_engine_writes_or_accepts_reads_back() {
    let given = |t: &str| parse_given(t).unwrap_or_else(|e| panic!("{t}: {e:?}"));
    let g = |kind, v: f64| Given {
        kind,
        value: Value::new(v).unwrap(),
    };
    for (text, want) in [
        ("≥5", g(BoundKind::Lower, 5.0)),
        (">= 5", g(BoundKind::Lower, 5.0)),
        ("≥ +∞", g(BoundKind::Lower, f64::INFINITY)),
        ("≤ −∞", g(BoundKind::Upper, f64::NEG_INFINITY)),
        ("<=-inf", g(BoundKind::Upper, f64::NEG_INFINITY)),
        ("inf", g(BoundKind::Exact, f64::INFINITY)),
        ("+inf", g(BoundKind::Exact, f64::INFINITY)),
        ("∞", g(BoundKind::Exact, f64::INFINITY)),
        ("-∞", g(BoundKind::Exact, f64::NEG_INFINITY)),
        ("5.0", g(BoundKind::Exact, 5.0)),
        ("1e1", g(BoundKind::Exact, 10.0)),
        (" −2,5 ", g(BoundKind::Exact, -2.5)),
        ("≤ 0,125", g(BoundKind::Upper, 0.125)),
    ] {
        assert_eq!(given(text), want, "{text}");
    }
    // Whatever the engine writes reads back as the same value, with a point
    // or with the decimal comma French writes.
    let mut rng = SplitMix64::new(7);
    let mut values = vec![
        f64::INFINITY,
        f64::NEG_INFINITY,
        0.0,
        1e15,
        -1e15,
        0.1 + 0.2,
        1e-7,
        123456.789,
    ];
    for _ in 0..3000 {
        let x = (rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64;
        let scale = 10f64.powi(rng.below(31) as i32 - 15);
        let sign = if rng.below(2) == 0 { -1.0 } else { 1.0 };
        values.push(sign * (x * scale).min(1e15));
        values.push(rng.below(2001) as f64 - 1000.0);
    }
    for v in values {
        for kind in [BoundKind::Exact, BoundKind::Lower, BoundKind::Upper] {
            let want = g(kind, v);
            let shown = show_given(want);
            assert_eq!(given(&shown), want, "{shown}");
            assert_eq!(given(&shown.replace('.', ",")), want, "{shown} with a comma");
            assert_eq!(given(&shown.replace(' ', "")), want, "{shown} without spaces");
        }
        assert_eq!(given(&show(Value::new(v).unwrap())).value.get(), v);
    }
}

#[test]
fn a_bound_for_an_exact_value_is_wrong_and_says_why_the_value_is_exact() {
    // The classic tree: R.1 = min(3, 12, 8) is exactly 3.
    let t = alphabeta::notation::parse("[[3,12,8],[2,4,6],[14,5,2]]").unwrap();
    let tr = search(&t, &Options::default()).unwrap();
    let mut a = perfect_answer(&t, &tr, Detail::Values);
    written(&mut a, 1).m = Some("≤ 3".into());
    let c = check(&t, &tr, &a).unwrap();
    assert_eq!(c.mistakes.len(), 1);
    let m = &c.mistakes[0];
    assert_eq!(m.fields.len(), 1);
    assert_eq!(
        (m.fields[0].given.as_deref(), m.fields[0].expected.as_str()),
        (Some("≤ 3"), "3")
    );
    assert_eq!(
        m.explain_en,
        "You wrote ≤ 3 at R.1; the search gives 3, exact: R.1 (MIN) is the minimum of 3 (R.1.1), 12 (R.1.2) and 8 (R.1.3); nothing below R.1 was cut, so its value is exact."
    );
    // The same value in other spellings is right.
    for spelling in ["3.0", "3,0", " 3", "0.3e1"] {
        written(&mut a, 1).m = Some(spelling.into());
        assert!(check(&t, &tr, &a).unwrap().mistakes.is_empty(), "{spelling}");
    }
}

/// The feedback costs what it says, whatever the tree: an empty answer on
/// a node cut early among n leaves (n missed subtrees) and on a node whose
/// n children each inherit a bound it set, at n and 2n. The characters
/// written and the ancestors named at 2n are at most 2.2 × those at n (no
/// explanation lists every skipped sibling, none searches its siblings).
#[test]
fn the_feedback_is_linear_in_the_tree() {
    let work = |n: usize| {
        let ones = vec!["1"; n].join(", ");
        let wide: Vec<String> = (0..n).map(|i| format!("[{}]", 100_000 - i)).collect();
        let text = format!("[5, [4, {ones}], [{}]]", wide.join(", "));
        let t = alphabeta::notation::parse(&text).unwrap();
        let tr = search(&t, &Options::default()).unwrap();
        let a = Answer {
            detail: Detail::Full,
            ..Answer::default()
        };
        let names = alphabeta::tree::name_steps();
        let c = check(&t, &tr, &a).unwrap();
        let chars: usize = c.mistakes.iter().map(|m| m.explain_en.len() + m.explain_fr.len()).sum();
        assert!(c.mistakes.len() > 2 * n, "{}", c.mistakes.len());
        let skipped = c.mistakes.iter().find(|m| m.verdict == Verdict::Missed).unwrap();
        let head: String = skipped.explain_en.chars().take(300).collect();
        assert!(
            skipped
                .explain_en
                .ends_with(&format!(" and {} others.", alphabeta::lang::count(n - 4, Lang::En))),
            "{head}…"
        );
        let set = c.mistakes.iter().find(|m| m.name == "R.3.3").unwrap();
        let head: String = set.explain_en.chars().take(300).collect();
        assert!(
            set.explain_en
                .ends_with("set by R.3 itself: its m after R.3.2 returned 99999."),
            "{head}…"
        );
        (chars, alphabeta::tree::name_steps() - names)
    };
    let (small, big) = (work(2000), work(4000));
    assert!(big.0 * 10 <= small.0 * 22, "characters: {small:?} then {big:?}");
    assert!(big.1 * 10 <= small.1 * 22, "names: {small:?} then {big:?}");
}

/// With killer moves (which change the order of the children) or a
/// transposition table (which answers a node without its children), every
/// explanation still names both values and leaves nothing unexplained.
#[test]
fn explanations_hold_under_reordering_and_memoisation() {
    let mut rng = SplitMix64::new(4);
    let mut seen = 0;
    for seed in (0..600).step_by(5) {
        let t = tree(seed);
        for algorithm in [Algorithm::AlphaBeta, Algorithm::AlphaBetaHard] {
            for (killers, tt) in [(true, false), (false, true)] {
                let o = Options {
                    killers,
                    tt,
                    ..options(algorithm, Ties::Prune)
                };
                let tr = search(&t, &o).unwrap();
                let a = scrambled(&t, &tr, &mut rng);
                for m in check(&t, &tr, &a).unwrap().mistakes {
                    for lang in Lang::ALL {
                        let e = m.explain(lang);
                        let at = format!("seed {seed} {o:?}: {e}");
                        assert!(e.contains(&m.name), "{at}");
                        assert!(
                            !e.contains('?') && !e.contains("leave it a bound") && !e.contains("en font une borne"),
                            "{at}"
                        );
                        for f in &m.fields {
                            assert!(e.contains(&f.expected), "{at}");
                            assert!(f.given.as_ref().is_none_or(|g| e.contains(g.as_str())), "{at}");
                        }
                    }
                    seen += 1;
                }
            }
        }
    }
    assert!(seen > 1000, "{seen}");
}

/// French explanations write decimals with a comma, English with a point;
/// node names keep their points.
#[test]
fn french_explanations_write_a_decimal_comma() {
    let tree = alphabeta::notation::parse("[[0.5, -0.3], [1.25, 2]]").unwrap();
    let trace = search(&tree, &Options::default()).unwrap();
    let mut answer = perfect_answer(&tree, &trace, Detail::Values);
    answer.nodes.iter_mut().find(|a| a.node == 1).unwrap().m = Some("7".into());
    let checked = check(&tree, &trace, &answer).unwrap();
    let m = &checked.mistakes[0];
    assert!(
        m.explain_en.contains("−0.3") && m.explain_en.contains("0.5"),
        "{}",
        m.explain_en
    );
    assert!(
        m.explain_fr.contains("−0,3") && m.explain_fr.contains("0,5"),
        "{}",
        m.explain_fr
    );
    assert!(m.explain_fr.contains("R.1"), "{}", m.explain_fr);
}
