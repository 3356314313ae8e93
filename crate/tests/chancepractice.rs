//! Practice and construct on trees with chance nodes (`docs/chance.md`):
//! answers checked exactly and mistakes explained with their numbers, on
//! seeded random chance trees, against an independent recursive
//! expectiminimax written here in fractions of the tests' own
//! (`common::fraction`); Star1's cuts marked and explained; and the
//! construct challenge `star1-prune`, its check and its solution.

use crate::common::fraction::Q;
use alphabeta::construct::{challenge, check as check_challenge, solution as challenge_solution, Goal, Kind};
use alphabeta::lang::Lang;
use alphabeta::notation::{format, parse};
use alphabeta::practice::{answer_value, check, hint, perfect_answer, solution, Answer, Detail, NodeAnswer, Verdict};
use alphabeta::random::SplitMix64;
use alphabeta::search::{search, Algorithm, Options};
use alphabeta::tree::Tree;
use alphabeta::value::Value;

/// A node of a test tree, in pre-order (ids are the engine's).
#[derive(Clone, Debug)]
enum Node {
    Leaf(Q),
    /// A decision node: MAX or not, and its children's ids.
    Decision(bool, Vec<usize>),
    /// A chance node: each child's id with its probability.
    Chance(Vec<(usize, Q)>),
}

/// The probabilities a chance node is drawn with (several unequal).
const SPLITS: [&[(i128, i128)]; 6] = [
    &[(1, 2), (1, 3), (1, 6)],
    &[(1, 3), (2, 3)],
    &[(1, 4), (3, 4)],
    &[(1, 2), (1, 4), (1, 4)],
    &[(1, 2), (1, 2)],
    &[(1, 6), (1, 3), (1, 2)],
];

/// Draws a subtree into `nodes`, returning its text. `max` is the player
/// a decision node here would be (the opposite of its nearest decision
/// ancestor: chance nodes pass the turn).
fn draw(rng: &mut SplitMix64, nodes: &mut Vec<Node>, depth: u32, max: bool, under_chance: bool) -> String {
    let id = nodes.len();
    nodes.push(Node::Leaf(Q::int(0)));
    let leaf = depth == 0 || (depth < 3 && rng.below(4) == 0);
    if leaf {
        let v = rng.below(11) as i128;
        let q = if rng.below(5) == 0 {
            Q::new(2 * v + 1, 2)
        } else {
            Q::int(v)
        };
        nodes[id] = Node::Leaf(q);
        return if q.1 == 1 {
            format!("{}", q.0)
        } else {
            format!("{}.5", q.0 / 2)
        };
    }
    // Under a chance node a decision node comes next; elsewhere a chance
    // node half of the time.
    if !under_chance && rng.below(2) == 0 {
        let split = SPLITS[rng.below(SPLITS.len() as u64) as usize];
        let mut kids = Vec::new();
        let mut texts = Vec::new();
        for &(n, d) in split {
            let c = nodes.len();
            let t = draw(rng, nodes, depth - 1, max, true);
            kids.push((c, Q::new(n, d)));
            texts.push(format!("{n}/{d}: {t}"));
        }
        nodes[id] = Node::Chance(kids);
        return format!("chance[{}]", texts.join(", "));
    }
    let mut kids = Vec::new();
    let mut texts = Vec::new();
    for _ in 0..2 + rng.below(2) {
        kids.push(nodes.len());
        texts.push(draw(rng, nodes, depth - 1, !max, false));
    }
    nodes[id] = Node::Decision(max, kids);
    format!("[{}]", texts.join(", "))
}

/// A seeded random chance tree: its nodes and its text (MAX at the root).
fn random_chance_tree(seed: u64) -> (Vec<Node>, String) {
    let mut rng = SplitMix64::new(seed.wrapping_mul(0x9E37_79B9) ^ 0xC4A7);
    loop {
        let mut nodes = Vec::new();
        let text = draw(&mut rng, &mut nodes, 3, true, false);
        if nodes.iter().any(|n| matches!(n, Node::Chance(_))) {
            return (nodes, text);
        }
    }
}

/// The independent reference: expectiminimax, recursively, in `Q`.
fn value(nodes: &[Node], id: usize) -> Q {
    match &nodes[id] {
        Node::Leaf(q) => *q,
        Node::Decision(max, kids) => {
            let vs = kids.iter().map(|&c| value(nodes, c));
            if *max {
                vs.max().unwrap()
            } else {
                vs.min().unwrap()
            }
        }
        Node::Chance(kids) => kids.iter().fold(Q::int(0), |s, &(c, p)| s.add(p.mul(value(nodes, c)))),
    }
}

/// A fraction as a student types it: `5/3`, `-2`.
fn typed(q: Q) -> String {
    if q.1 == 1 {
        q.0.to_string()
    } else {
        format!("{}/{}", q.0, q.1)
    }
}

/// A fraction as the engine writes it: lowest terms, a decimal when the
/// denominator has only 2s and 5s, a true minus sign.
fn written(q: Q) -> String {
    let mut d = q.1;
    while d % 2 == 0 {
        d /= 2;
    }
    while d % 5 == 0 {
        d /= 5;
    }
    let s = if q.1 == 1 {
        q.0.to_string()
    } else if d == 1 {
        let mut places = 0;
        while 10i128.pow(places) % q.1 != 0 {
            places += 1;
        }
        let n = q.0.abs() * (10i128.pow(places) / q.1);
        let digits = format!("{n:0>width$}", width = places as usize + 1);
        let (w, f) = digits.split_at(digits.len() - places as usize);
        format!("{}{w}.{f}", if q.0 < 0 { "-" } else { "" })
    } else {
        format!("{}/{}", q.0, q.1)
    };
    s.replace('-', "−")
}

/// An answer that writes `m` at every inner node (expectiminimax asks m
/// only: nothing is pruned).
fn answer_with(nodes: &[Node], m: impl Fn(usize) -> String) -> Answer {
    Answer {
        detail: Detail::Values,
        pruned: vec![],
        nodes: (0..nodes.len())
            .filter(|&i| !matches!(nodes[i], Node::Leaf(_)))
            .map(|i| NodeAnswer {
                node: i as u32,
                m: Some(m(i)),
                ..NodeAnswer::default()
            })
            .collect(),
    }
}

fn minimax(text: &str) -> (Tree, alphabeta::trace::Trace) {
    let t = parse(text).unwrap_or_else(|e| panic!("{text}: {e:?}"));
    let tr = search(
        &t,
        &Options {
            algorithm: Algorithm::Minimax,
            ..Options::default()
        },
    )
    .unwrap();
    (t, tr)
}

#[test]
fn chance_answers_are_checked_exactly_against_an_independent_expectiminimax() {
    let mut fractions = 0;
    for seed in 0..300 {
        let (nodes, text) = random_chance_tree(seed);
        let (t, tr) = minimax(&text);
        assert_eq!(t.len(), nodes.len(), "{text}");
        // The reference's values, typed as fractions, are all right.
        let right = answer_with(&nodes, |i| typed(value(&nodes, i)));
        let c = check(&t, &tr, &right).unwrap();
        assert!(c.mistakes.is_empty(), "{text}: {:?}", c.mistakes.first());
        // The solution writes them as the engine does.
        for s in solution(&t, &tr).iter().filter(|s| s.m.is_some()) {
            assert_eq!(
                s.m.as_deref(),
                Some(written(value(&nodes, s.node as usize)).as_str()),
                "{text}"
            );
        }
        // A value off by the least decimal is wrong: the comparison is exact.
        for (i, _) in nodes.iter().enumerate().filter(|(_, n)| !matches!(n, Node::Leaf(_))) {
            let v = value(&nodes, i);
            if v.1 % 3 != 0 {
                continue;
            }
            fractions += 1;
            let rounded = format!("{:.4}", v.0 as f64 / v.1 as f64);
            let a = answer_with(&nodes, |j| {
                if j == i {
                    rounded.clone()
                } else {
                    typed(value(&nodes, j))
                }
            });
            let c = check(&t, &tr, &a).unwrap();
            assert_eq!(c.nodes[i].verdict, Verdict::Wrong, "{text} at {i}: {rounded}");
            assert_eq!(c.mistakes.len(), 1, "{text}");
        }
    }
    assert!(fractions > 50, "only {fractions} values in thirds");
}

/// The outcomes' values of chance node `i`, by the reference.
fn outcomes(nodes: &[Node], i: usize) -> Vec<(Q, Q)> {
    match &nodes[i] {
        Node::Chance(kids) => kids.iter().map(|&(c, p)| (p, value(nodes, c))).collect(),
        _ => vec![],
    }
}

/// The explanation of a wrong m `given` at node `i`, both languages.
fn explained(nodes: &[Node], t: &Tree, tr: &alphabeta::trace::Trace, i: usize, given: &str) -> (String, String) {
    let a = answer_with(nodes, |j| {
        if j == i {
            given.to_string()
        } else {
            typed(value(nodes, j))
        }
    });
    let c = check(t, tr, &a).unwrap();
    assert_eq!(c.mistakes.len(), 1, "{given} at {i}");
    let m = &c.mistakes[0];
    assert_eq!(m.node, i as u32);
    (m.explain_en.clone(), m.explain_fr.clone())
}

#[test]
fn mistakes_at_chance_nodes_are_named_and_explained_with_the_weighted_mean() {
    let (mut min, mut max, mut plain, mut sum) = (0, 0, 0, 0);
    for seed in 0..300 {
        let (nodes, text) = random_chance_tree(seed);
        let (t, tr) = minimax(&text);
        for i in (0..nodes.len()).filter(|&i| matches!(nodes[i], Node::Chance(_))) {
            let outs = outcomes(&nodes, i);
            let right = value(&nodes, i);
            let mean = written(right);
            let lo = outs.iter().map(|o| o.1).min().unwrap();
            let hi = outs.iter().map(|o| o.1).max().unwrap();
            if lo != hi && lo != right {
                let (en, fr) = explained(&nodes, &t, &tr, i, &typed(lo));
                assert!(en.contains("you took the minimum at a chance node"), "{text}: {en}");
                assert!(
                    en.contains("weighted mean") && en.ends_with(&format!("= {mean}.")),
                    "{text}: {en}"
                );
                assert!(fr.contains("vous avez pris le minimum en un nœud de hasard"), "{fr}");
                min += 1;
            }
            if lo != hi && hi != right {
                let (en, fr) = explained(&nodes, &t, &tr, i, &typed(hi));
                assert!(en.contains("you took the maximum at a chance node"), "{text}: {en}");
                assert!(fr.contains("le maximum"), "{fr}");
                max += 1;
            }
            let n = outs.len() as i128;
            let unweighted = outs.iter().fold(Q::int(0), |s, o| s.add(o.1)).div(Q::int(n));
            let equal = outs.iter().all(|o| o.0 == outs[0].0);
            if !equal && unweighted != right && unweighted != lo && unweighted != hi {
                let (en, fr) = explained(&nodes, &t, &tr, i, &typed(unweighted));
                assert!(
                    en.contains("you took the plain mean (") && en.contains(&format!("/{n} = {}", written(unweighted))),
                    "{text}: {en}"
                );
                assert!(
                    en.contains("not equally likely") && en.ends_with(&format!("= {mean}.")),
                    "{en}"
                );
                assert!(fr.contains("moyenne simple") && fr.contains("équiprobables"), "{fr}");
                plain += 1;
            }
            // Another number: the sum term by term, each product the
            // reference's.
            let off = right.add(Q::int(1));
            if off != lo && off != hi && off != unweighted {
                let (en, fr) = explained(&nodes, &t, &tr, i, &typed(off));
                assert!(en.contains("term by term: "), "{en}");
                for (p, v) in &outs {
                    assert!(
                        en.contains(&format!("= {}", written(p.mul(*v)))),
                        "{text}: {en} lacks {p:?}·{v:?}"
                    );
                }
                assert!(fr.contains("terme à terme : "), "{fr}");
                sum += 1;
            }
            // The hint names the weighted mean.
            let a = answer_with(&nodes, |j| if j == i { String::new() } else { typed(value(&nodes, j)) });
            let h = hint(&t, &tr, &a, 2).unwrap().unwrap();
            assert!(h.en.contains("Σ p·v") && h.fr.contains("pondérée"), "{}", h.en);
            assert!(hint(&t, &tr, &a, 3)
                .unwrap()
                .unwrap()
                .en
                .contains(&format!("= {mean}.")));
        }
    }
    assert!(
        min > 100 && max > 100 && plain > 30 && sum > 100,
        "{min} {max} {plain} {sum}"
    );
}

#[test]
fn fractions_decimals_and_commas_read_as_students_write_them() {
    assert_eq!(answer_value("10/6").unwrap(), "5/3");
    assert_eq!(answer_value("≥ -4/6").unwrap(), "≥ −2/3");
    assert_eq!(answer_value("3,5").unwrap(), "3.5");
    assert_eq!(answer_value("2/4").unwrap(), "0.5");
    assert!(answer_value("5/0").is_err() && answer_value("1/3/4").is_err());
    // On the Berkeley tree, 10 is right however it is written.
    let (t, tr) = minimax("A:[B:chance[1/2: 8, 1/3: 24, 1/6: -12], C:chance[2/3: 3, 1/3: 15]]");
    for ten in ["10", "10.0", "20/2", "10,0"] {
        let mut a = perfect_answer(&t, &tr, Detail::Values);
        a.nodes.iter_mut().find(|n| n.node == 1).unwrap().m = Some(ten.into());
        assert!(check(&t, &tr, &a).unwrap().mistakes.is_empty(), "{ten}");
    }
}

/// Star1 with leaves in [0, `upper`].
fn star1(text: &str, upper: i32) -> (Tree, alphabeta::trace::Trace) {
    let t = parse(text).unwrap();
    let o = Options {
        algorithm: Algorithm::AlphaBeta,
        bounds: Some((Value::int(0), Value::int(upper))),
        ..Options::default()
    };
    let tr = search(&t, &o).unwrap();
    (t, tr)
}

#[test]
fn star1_cuts_are_marked_and_explained_with_hi_and_lo() {
    let (mut low, mut high) = (0, 0);
    for seed in 0..300 {
        let (nodes, text) = random_chance_tree(seed);
        let (t, tr) = star1(&text, 11);
        let perfect = perfect_answer(&t, &tr, Detail::Full);
        assert!(check(&t, &tr, &perfect).unwrap().mistakes.is_empty(), "{text}");
        // A chance node whose subtree nothing pruned returns the
        // reference's weighted mean exactly.
        for i in (0..nodes.len()).filter(|&i| matches!(nodes[i], Node::Chance(_))) {
            let end = t.end(i as u32) as usize;
            let untouched = tr.visited(i as u32) && (i..end).all(|j| tr.pruned_by(j as u32).is_none());
            if untouched {
                let sol = &solution(&t, &tr)[i];
                assert_eq!(
                    sol.m.as_deref(),
                    Some(written(value(&nodes, i)).as_str()),
                    "{text} at {i}"
                );
            }
        }
        // Forgetting the cuts: each chance cut's missed mistake says its test.
        let mut a = perfect.clone();
        a.pruned.clear();
        let c = check(&t, &tr, &a).unwrap();
        for m in &c.mistakes {
            assert_eq!(m.verdict, Verdict::Missed);
            let at = tr.pruned_by(m.node).unwrap();
            match at.kind {
                alphabeta::trace::CutKind::ChanceLow => {
                    assert!(
                        m.explain_en.contains("hi = S + U·R = ") && m.explain_en.contains(" α = "),
                        "{}",
                        m.explain_en
                    );
                    assert!(m.explain_fr.contains("un échec par le bas"), "{}", m.explain_fr);
                    low += 1;
                }
                alphabeta::trace::CutKind::ChanceHigh => {
                    assert!(
                        m.explain_en.contains("lo = S + L·R = ") && m.explain_en.contains(" β = "),
                        "{}",
                        m.explain_en
                    );
                    high += 1;
                }
                _ => {}
            }
        }
        // Marking an outcome Star1 searches: the interval that did not fail.
        for i in
            (1..nodes.len()).filter(|&i| tr.visited(i as u32) && t.parent(i as u32).is_some_and(|p| t.is_chance(p)))
        {
            let p = t.parent(i as u32).unwrap();
            if t.children(p).next() == Some(i as u32) {
                continue;
            }
            let mut a = perfect.clone();
            a.pruned.push(i as u32);
            let c = check(&t, &tr, &a).unwrap();
            let m = c.mistakes.iter().find(|m| m.node == i as u32).unwrap();
            assert_eq!(m.verdict, Verdict::Extra);
            assert!(
                m.explain_en.contains("it fails neither low nor high"),
                "{}",
                m.explain_en
            );
            assert!(
                m.explain_fr.contains("il n’échoue ni par le bas ni par le haut"),
                "{}",
                m.explain_fr
            );
        }
    }
    assert!(low > 20, "{low} chance nodes failed low, {high} high");
}

#[test]
fn the_berkeley_preset_explains_the_minimum_with_its_numbers() {
    let (t, tr) = minimax("A:[B:chance[1/2: 8, 1/3: 24, 1/6: -12], C:chance[2/3: 3, 1/3: 15]]");
    let mut a = perfect_answer(&t, &tr, Detail::Values);
    a.nodes.iter_mut().find(|n| n.node == 1).unwrap().m = Some("-12".into());
    let c = check(&t, &tr, &a).unwrap();
    assert_eq!(
        c.mistakes[0].explain(Lang::En),
        "You wrote −12 at B; you took the minimum at a chance node, but a chance node is no player: its value is the weighted mean ½·8 + ⅓·24 + ⅙·(−12) = 10."
    );
    assert_eq!(
        c.mistakes[0].explain(Lang::Fr),
        "Vous avez écrit −12 en B ; vous avez pris le minimum en un nœud de hasard, mais un nœud de hasard ne joue pas : sa valeur est la moyenne pondérée ½·8 + ⅓·24 + ⅙·(−12) = 10."
    );
}

#[test]
fn the_star1_challenge_is_checked_and_its_solution_meets_it() {
    for seed in 0..60 {
        let c = challenge(Kind::Star1Prune, seed);
        let Goal::Star1Prunes { leaves: k } = c.goal else {
            panic!("{}: {:?}", c.id, c.goal)
        };
        assert!(c.start.has_chance() && k >= 2, "{}", c.id);
        assert_eq!(c.leaf_bounds(), Some((0, 10)));
        // The goal counted independently: the leaves Star1 never evaluates.
        let pruned = |t: &Tree| {
            let (t2, tr) = star1(&format(t), 10);
            (0..t2.len() as u32)
                .filter(|&i| t2.is_leaf(i) && !tr.visited(i))
                .count()
        };
        let start = check_challenge(&c, &c.start);
        assert!(start.within_limits && !start.met && pruned(&c.start) < k, "{}", c.id);
        let s = challenge_solution(&c, &c.start);
        let v = check_challenge(&c, &s);
        assert!(v.met && pruned(&s) >= k, "{}: {}", c.id, v.text(Lang::En));
        assert!(v.text(Lang::Fr).contains("atteint"), "{}", v.text(Lang::Fr));
        // The probabilities are the challenge's: changing one breaks the limits.
        let changed = format(&c.start).replacen("1/", "2/", 1);
        if let Ok(t) =
            parse(&changed)
                .map_err(|_| ())
                .and_then(|t| if changed == format(&c.start) { Err(()) } else { Ok(t) })
        {
            assert!(!check_challenge(&c, &t).within_limits, "{changed}");
        }
        // A leaf above U = 10 breaks them too.
        let leaf = (0..c.start.len() as u32).find(|&i| c.start.is_leaf(i)).unwrap();
        let t = &c.start;
        let high = format(t).replacen(&format!(": {}", t.leaf_value(leaf).unwrap()), ": 11", 1);
        if high != format(t) {
            let v = check_challenge(&c, &parse(&high).unwrap());
            assert!(
                !v.within_limits && v.text(Lang::En).contains("between 0 and 10"),
                "{high}: {}",
                v.text(Lang::En)
            );
        }
    }
}

#[test]
fn a_deep_chance_chain_is_checked_and_explained_without_recursion() {
    // 30,000 levels: chance nodes over a leaf and a decision node, every m
    // left empty, so every inner node is a mistake with its explanation.
    let levels = 15_000;
    let mut text = String::new();
    for i in 0..levels {
        text.push_str(&format!("chance[1/2: {}, 1/2: [{}, ", i % 7, i % 5));
    }
    text.push('1');
    for _ in 0..levels {
        text.push_str("]]");
    }
    let (t, tr) = minimax(&text);
    let answer = Answer {
        detail: Detail::Values,
        ..Answer::default()
    };
    let started = std::time::Instant::now();
    let c = check(&t, &tr, &answer).unwrap();
    assert_eq!(c.mistakes.len(), 2 * levels);
    let means = c
        .mistakes
        .iter()
        .filter(|m| {
            m.explain_en
                .contains("is a chance node: its value is the weighted mean")
        })
        .count();
    assert_eq!(means, levels);
    assert!(started.elapsed().as_secs() < 60, "{:?}", started.elapsed());
}

#[test]
fn an_alpha_handed_down_from_a_leaf_bound_says_so() {
    // R.1 (chance) gives R.1.1 α = max(A, L) = L = 0; R.1.1 (MIN) hands it
    // down to R.1.1.1 unchanged.
    let (t, tr) = star1("[chance[1/2: [[3, 4], 5], 1/2: 6]]", 10);
    let mut a = perfect_answer(&t, &tr, Detail::Full);
    let id = (0..t.len() as u32).find(|&i| t.name(i) == "R.1.1.1").unwrap();
    a.nodes.iter_mut().find(|n| n.node == id).unwrap().alpha = Some("-inf".into());
    let c = check(&t, &tr, &a).unwrap();
    let m = &c.mistakes[0];
    assert!(
        m.explain_en.contains("which holds it from the leaf bound L"),
        "{}",
        m.explain_en
    );
    assert!(m.explain_fr.contains("de la borne des feuilles L"), "{}", m.explain_fr);
    // R.1.1 itself: α made by the chance node, with A's numbers.
    let mut a = perfect_answer(&t, &tr, Detail::Full);
    let id = (0..t.len() as u32).find(|&i| t.name(i) == "R.1.1").unwrap();
    a.nodes.iter_mut().find(|n| n.node == id).unwrap().alpha = Some("5/3".into());
    let c = check(&t, &tr, &a).unwrap();
    assert!(
        c.mistakes[0].explain_en.contains("R.1.1 is an outcome of R.1 (chance node), which gives it α = max(A, L) with A = (α − S − U·R)/p = (−∞ − 0 − 10·½)/½ = −∞ and L = 0: α = 0."),
        "{}",
        c.mistakes[0].explain_en
    );
}
