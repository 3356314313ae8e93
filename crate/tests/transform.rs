//! The transformation lesson (`src/transform.rs`, `docs/chance.md`): on
//! 600 seeded chance trees and a random increasing change (a·x + b with
//! a > 0, x³, rank), against a recursive reference written here with the
//! tests' own fractions: the new leaves are the function's, exactly; with
//! every chance node read as MIN no node's choice ever changes; under
//! expectiminimax a positive linear change changes none either; the
//! engine's decisions and first flip are the reference's. Then AIMA's
//! example flipping under its warp, and every refusal in both languages.

use crate::common::fraction::Q;
use alphabeta::exact::Exact;
use alphabeta::lang::Lang;
use alphabeta::notation::{format, parse};
use alphabeta::random::SplitMix64 as Rng;
use alphabeta::transform::{compare, explain, transform, Function, Request};
use alphabeta::tree::Tree;

#[derive(Clone, Debug)]
enum Kind {
    Leaf(Q),
    Chance,
    Decision,
}

#[derive(Clone, Debug)]
struct Node {
    kind: Kind,
    children: Vec<usize>,
    prob: Option<Q>,
}

/// A decimal's text: `-3`, `4.5`.
fn text_of(q: Q) -> String {
    if q.1 == 1 {
        q.0.to_string()
    } else {
        format!("{}", q.0 as f64 / q.1 as f64)
    }
}

/// A random chance tree, in pre-order, and its notation: a decision root,
/// chance nodes about two in five, leaves in −9..9 by halves.
fn gen(rng: &mut Rng, depth: u32, prob: Option<Q>, nodes: &mut Vec<Node>, out: &mut String) {
    let id = nodes.len();
    if depth == 0 || (id > 0 && depth < 3 && rng.below(4) == 0) {
        let v = Q::new(rng.below(37) as i128 - 18, 2);
        out.push_str(&text_of(v));
        nodes.push(Node {
            kind: Kind::Leaf(v),
            children: vec![],
            prob,
        });
        return;
    }
    let chance = id > 0 && rng.below(5) < 2;
    out.push_str(if chance { "chance[" } else { "[" });
    let kind = if chance { Kind::Chance } else { Kind::Decision };
    nodes.push(Node {
        kind,
        children: vec![],
        prob,
    });
    let n = 2 + rng.below(2) as usize;
    let weights: Vec<i128> = (0..n).map(|_| 1 + rng.below(4) as i128).collect();
    let sum: i128 = weights.iter().sum();
    for (i, &w) in weights.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        if chance {
            out.push_str(&format!("{w}/{sum}: "));
        }
        let child = nodes.len();
        nodes[id].children.push(child);
        gen(rng, depth - 1, chance.then(|| Q::new(w, sum)), nodes, out);
    }
    out.push(']');
}

/// Every node's value and preferred child (first best), recursively:
/// expectiminimax, or each chance node read as MIN. `max` is the player of
/// the node's nearest decision ancestor's opposite (MAX at the root).
fn reference(nodes: &[Node], leaves: &[Q], as_min: bool) -> (Vec<Q>, Vec<Option<usize>>) {
    let mut value = vec![Q::int(0); nodes.len()];
    let mut best = vec![None; nodes.len()];
    fn walk(
        nodes: &[Node],
        leaves: &[Q],
        as_min: bool,
        id: usize,
        max: bool,
        value: &mut [Q],
        best: &mut [Option<usize>],
    ) {
        let n = &nodes[id];
        match n.kind {
            Kind::Leaf(_) => value[id] = leaves[id],
            Kind::Chance if !as_min => {
                let mut s = Q::int(0);
                for &c in &n.children {
                    walk(nodes, leaves, as_min, c, max, value, best);
                    s = s.add(nodes[c].prob.unwrap().mul(value[c]));
                }
                value[id] = s;
            }
            _ => {
                // A chance node read as MIN is a MIN node; its children keep
                // the player they had (the opposite of the decision above).
                let (me, next) = match n.kind {
                    Kind::Chance => (false, max),
                    _ => (max, !max),
                };
                let mut b: Option<usize> = None;
                for &c in &n.children {
                    walk(nodes, leaves, as_min, c, next, value, best);
                    let better = match b {
                        None => true,
                        Some(x) => (me && value[c] > value[x]) || (!me && value[c] < value[x]),
                    };
                    if better {
                        b = Some(c);
                    }
                }
                value[id] = value[b.unwrap()];
                best[id] = b;
            }
        }
    }
    walk(nodes, leaves, as_min, 0, true, &mut value, &mut best);
    (value, best)
}

/// The first node (pre-order) whose preferred child differs.
fn first_flip(a: &[Option<usize>], b: &[Option<usize>]) -> Option<(usize, usize, usize)> {
    (0..a.len()).find_map(|i| match (a[i], b[i]) {
        (Some(x), Some(y)) if x != y => Some((i, x, y)),
        _ => None,
    })
}

/// A random increasing change, its engine form and the reference's map.
fn draw_function(rng: &mut Rng, leaves: &[Q]) -> (Function, Box<dyn Fn(Q) -> Q>, &'static str) {
    match rng.below(3) {
        0 => {
            let a = [
                Q::new(1, 2),
                Q::int(2),
                Q::int(3),
                Q::new(1, 4),
                Q::new(5, 2),
                Q::new(1, 10),
            ][rng.below(6) as usize];
            let b = [Q::int(-7), Q::int(0), Q::new(3, 2), Q::new(1, 4), Q::int(2)][rng.below(5) as usize];
            let ex = |q: Q| Exact::new(q.0, q.1).unwrap();
            (
                Function::Linear { a: ex(a), b: ex(b) },
                Box::new(move |x: Q| a.mul(x).add(b)),
                "linear",
            )
        }
        1 => (Function::Cube, Box::new(|x: Q| x.mul(x).mul(x)), "cube"),
        _ => {
            let mut distinct: Vec<Q> = leaves.to_vec();
            distinct.sort();
            distinct.dedup();
            let rank = move |x: Q| Q::int(distinct.iter().filter(|&&d| d < x).count() as i128 + 1);
            (Function::Rank, Box::new(rank), "rank")
        }
    }
}

fn leaf_values(t: &Tree) -> Vec<Q> {
    (0..t.len() as u32)
        .map(|id| t.leaf_value(id).map_or(Q::int(0), |v| Q::read(&v.to_string())))
        .collect()
}

#[test]
fn increasing_changes_keep_min_readings_and_linear_ones_keep_expectiminimax() {
    let (mut flips, mut linear) = (0, 0);
    for seed in 0..600u64 {
        let mut rng = Rng::new(seed);
        let (mut nodes, mut text) = (Vec::new(), String::new());
        let depth = 2 + rng.below(3) as u32;
        gen(&mut rng, depth, None, &mut nodes, &mut text);
        let tree = parse(&text).unwrap();
        let old: Vec<Q> = nodes
            .iter()
            .map(|n| if let Kind::Leaf(v) = n.kind { v } else { Q::int(0) })
            .collect();
        let leaves: Vec<Q> = old
            .iter()
            .zip(&nodes)
            .filter(|(_, n)| n.children.is_empty())
            .map(|(v, _)| *v)
            .collect();
        let (f, map, name) = draw_function(&mut rng, &leaves);
        let after = transform(&tree, &f).unwrap_or_else(|e| panic!("seed {seed} {name}: {e} on {text}"));
        // The new leaves are exactly the function's; the rest is kept.
        let new: Vec<Q> = nodes
            .iter()
            .zip(&old)
            .map(|(n, v)| if n.children.is_empty() { map(*v) } else { Q::int(0) })
            .collect();
        assert_eq!(leaf_values(&after), new, "seed {seed} {name}: {text}");
        assert_eq!(after.len(), tree.len());
        for id in 0..tree.len() as u32 {
            assert_eq!(
                (
                    after.label(id),
                    after.probability(id),
                    after.is_chance(id),
                    after.end(id)
                ),
                (tree.label(id), tree.probability(id), tree.is_chance(id), tree.end(id))
            );
        }
        let (e0, b0) = reference(&nodes, &old, false);
        let (e1, b1) = reference(&nodes, &new, false);
        let (m0, c0) = reference(&nodes, &old, true);
        let (m1, c1) = reference(&nodes, &new, true);
        // The property: with chance read as MIN, no choice changes.
        assert_eq!(c0, c1, "seed {seed} {name}: chance as MIN changed on {text}");
        if name == "linear" {
            linear += 1;
            assert_eq!(
                b0, b1,
                "seed {seed}: a·x + b changed expectiminimax's choices on {text}"
            );
        }
        let c = compare(&tree, &after).unwrap();
        let root = |v: &[Q], b: &[Option<usize>]| (v[0], b[0].map(|x| x as u32));
        let got = |d: alphabeta::transform::Decision| (Q::read(&d.value.to_string()), d.choice);
        assert_eq!(
            [got(c.expecti[0]), got(c.expecti[1])],
            [root(&e0, &b0), root(&e1, &b1)],
            "seed {seed}"
        );
        assert_eq!(
            [got(c.as_min[0]), got(c.as_min[1])],
            [root(&m0, &c0), root(&m1, &c1)],
            "seed {seed}"
        );
        assert_eq!(c.min_flip, None, "seed {seed}");
        let flip = c.flip.map(|f| (f.node as usize, f.was as usize, f.now as usize));
        assert_eq!(flip, first_flip(&b0, &b1), "seed {seed} {name}: {text}");
        if let Some(fl) = c.flip {
            flips += 1;
            let q = |x: Exact| Q::read(&x.to_string());
            assert_eq!(fl.before.map(q), [e0[fl.was as usize], e0[fl.now as usize]]);
            assert_eq!(fl.after.map(q), [e1[fl.was as usize], e1[fl.now as usize]]);
        }
    }
    // Both sides of the lesson were met: flips (x³, rank) and linear changes.
    println!("600 trees: {flips} flips under expectiminimax, {linear} linear changes");
    assert!(flips >= 20 && linear >= 150, "flips {flips}, linear {linear}");
}

#[test]
fn aima_order_flips_under_its_warp_and_the_sentence_says_where() {
    let plain = parse(alphabeta::presets::find("aima-order").unwrap().notation).unwrap();
    let warped = alphabeta::presets::find("aima-order-warped").unwrap().notation;
    let f = Function::from_request(&Request {
        function: "typed".into(),
        values: Some(["20", "30", "1", "400"].map(String::from).to_vec()),
        ..Request::default()
    })
    .unwrap();
    let after = transform(&plain, &f).unwrap();
    assert_eq!(format(&after), format(&parse(warped).unwrap()));
    let c = compare(&plain, &after).unwrap();
    assert_eq!((c.expecti[0].choice, c.expecti[1].choice), (Some(1), Some(4)));
    assert_eq!(
        (c.expecti[0].value.to_string(), c.expecti[1].value.to_string()),
        ("2.1".into(), "40.9".into())
    );
    assert_eq!((c.as_min[0].choice, c.as_min[1].choice), (Some(1), Some(1)));
    let flip = c.flip.unwrap();
    assert_eq!((flip.node, flip.was, flip.now), (0, 1, 4));
    assert_eq!(
        flip.before.map(|x| x.to_string()),
        ["2.1".to_string(), "1.3".to_string()]
    );
    assert_eq!(
        flip.after.map(|x| x.to_string()),
        ["21".to_string(), "40.9".to_string()]
    );
    let said = explain(&plain, &c, &f);
    assert!(said.get(Lang::En).starts_with(
        "At R, a1 was worth 2.1 and a2 1.3; after the values typed, a1 is worth 21 and a2 40.9, so R now prefers a2."
    ));
    assert!(
        said.get(Lang::En).contains("Chance read as MIN: a1 (2), then a1 (20)."),
        "{}",
        said.get(Lang::En)
    );
    assert!(said
        .get(Lang::Fr)
        .starts_with("En R, a1 valait 2,1 et a2 1,3 ; après les valeurs saisies, a1 vaut 21 et a2 40,9"));
    // x³ keeps a1 here (9.9 against 7.3), eˣ too; the sentence says why it may not elsewhere.
    for f in [Function::Cube, Function::Exp, Function::Sqrt1, Function::Rank] {
        let after = transform(&plain, &f).unwrap();
        let c = compare(&plain, &after).unwrap();
        assert_eq!(c.flip, None, "{:?}", f);
        assert!(explain(&plain, &c, &f).get(Lang::En).contains("not linear"));
    }
    let exp = transform(&plain, &Function::Exp).unwrap();
    assert_eq!(
        format(&exp),
        "R:[a1:chance[0.9: 7.389, 0.1: 20.086], a2:chance[0.9: 2.718, 0.1: 54.598]]"
    );
    assert!(Function::Exp.describe().get(Lang::En).contains("rounded to 3 decimals"));
    assert!(Function::Sqrt1
        .describe()
        .get(Lang::Fr)
        .contains("arrondi à 3 décimales"));
    let lin = Function::Linear {
        a: Exact::int(3),
        b: Exact::int(-1),
    };
    let c = compare(&plain, &transform(&plain, &lin).unwrap()).unwrap();
    assert_eq!(c.flip, None);
    assert!(explain(&plain, &c, &lin)
        .get(Lang::En)
        .contains("x ↦ 3·x − 1, every node prefers the same child"));
}

/// A request's refusal, in English and French.
fn refused(tree: &str, r: Request) -> (String, String) {
    let t = parse(tree).unwrap();
    let e = Function::from_request(&r).and_then(|f| transform(&t, &f)).unwrap_err();
    (e.message(Lang::En).to_string(), e.message(Lang::Fr).to_string())
}

fn req(function: &str, a: Option<&str>, b: Option<&str>, values: Option<&[&str]>) -> Request {
    Request {
        function: function.into(),
        a: a.map(String::from),
        b: b.map(String::from),
        values: values.map(|v| v.iter().map(|s| s.to_string()).collect()),
    }
}

#[test]
fn transformations_refuse_what_is_not_increasing_exact_or_defined() {
    let aima = "R:[a1:chance[0.9: 2, 0.1: 3], a2:chance[0.9: 1, 0.1: 4]]";
    let (en, fr) = refused(aima, req("linear", Some("0"), Some("1"), None));
    assert!(
        en.contains("only for a > 0: a = 0 flattens it") && fr.contains("a = 0 l’aplatit"),
        "{en} / {fr}"
    );
    let (en, fr) = refused(aima, req("linear", Some("-2"), Some("0"), None));
    assert!(
        en.contains("a = −2 reverses it") && fr.contains("a = −2 l’inverse"),
        "{en} / {fr}"
    );
    let (en, _) = refused(aima, req("linear", Some("two"), Some("0"), None));
    assert!(en.contains("a = 'two' is not a number"), "{en}");
    // b left out (the CLI without --b) is said as missing, not as ''.
    let (en, fr) = refused(aima, req("linear", Some("2"), None, None));
    assert!(
        en.contains("a·x + b needs b") && fr.contains("a·x + b demande b"),
        "{en} / {fr}"
    );
    let (en, fr) = refused("[chance[1/2: -3, 1/2: 5], 1]", req("sqrt1", None, None, None));
    assert!(en.contains("undefined at leaf R.1.1 = −3: 1 + x = −2 < 0"), "{en}");
    assert!(
        fr.contains("n’est pas définie en feuille R.1.1 = −3 : 1 + x = −2 < 0"),
        "{fr}"
    );
    let (en, fr) = refused(aima, req("linear", Some("1/3"), Some("0"), None));
    assert!(
        en.contains("leaf a1.1 = 2 would become 2/3, which a leaf cannot hold exactly"),
        "{en}"
    );
    assert!(fr.contains("feuille a1.1 = 2 deviendrait 2/3"), "{fr}");
    let (en, fr) = refused(aima, req("typed", None, None, Some(&["1", "2"])));
    assert!(
        en.contains("expected 4 values, one per leaf in order, but found 2"),
        "{en}"
    );
    assert!(fr.contains("4 valeurs attendues"), "{fr}");
    let (en, fr) = refused(aima, req("typed", None, None, Some(&["5", "3", "1", "4"])));
    assert!(
        en.contains("not increasing: leaf a1.1 = 2 and leaf a1.2 = 3 become 5 and 3"),
        "{en}"
    );
    assert!(fr.contains("n’est pas croissante"), "{fr}");
    let (en, _) = refused(aima, req("typed", None, None, Some(&["1", "x", "1", "4"])));
    assert!(en.starts_with("value 2 ('x') is not a value"), "{en}");
    // Rounding merges two values: e⁻²⁰ and e⁻²¹ are both 0.000.
    let (en, _) = refused("[chance[1/2: -20, 1/2: -21], 1]", req("exp", None, None, None));
    assert!(
        en.contains("not increasing: leaf R.1.2 = −21 and leaf R.1.1 = −20 become 0 and 0"),
        "{en}"
    );
    let (en, _) = refused("[chance[1/2: 100, 1/2: 1], 1]", req("exp", None, None, None));
    assert!(en.contains("leaf R.1.1 = 100 would become more than 1e15"), "{en}");
    let (en, _) = refused(
        "[chance[1/2: 1, 1/2: 2], 3]h=2",
        req("typed", None, None, Some(&["1", "2", "3"])),
    );
    assert!(en.contains("node R has h"), "{en}");
    let (en, fr) = refused(aima, req("square", None, None, None));
    assert!(
        en.contains("unknown function 'square'") && fr.contains("fonction inconnue"),
        "{en}"
    );
    // h goes through the function too.
    let t = parse("[chance[1/2: 1, 1/2: 2], [3, 4]h=5]").unwrap();
    let after = transform(
        &t,
        &Function::Linear {
            a: Exact::int(2),
            b: Exact::int(0),
        },
    )
    .unwrap();
    assert_eq!(format(&after), "[chance[0.5: 2, 0.5: 4], [6, 8] h=10]");
}
