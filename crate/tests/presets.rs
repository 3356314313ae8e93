//! The seeds' worked examples, checked against the story each text tells.

use alphabeta::presets::{find, PRESETS};
use alphabeta::report::report;
use alphabeta::search::{search, Algorithm, Options, Ties};
use alphabeta::trace::{CutKind, Status, Trace};
use alphabeta::tree::{NodeId, Tree};

fn run(name: &str, algorithm: Algorithm, ties: Ties) -> (Tree, Trace) {
    let p = find(name).unwrap();
    let tree = alphabeta::notation::parse(p.notation).unwrap();
    let opts = Options {
        algorithm,
        ties,
        depth_limit: p.depth_limit,
        ..Options::default()
    };
    let trace = search(&tree, &opts).unwrap();
    (tree, trace)
}

fn id(tree: &Tree, name: &str) -> NodeId {
    (0..tree.len() as NodeId)
        .find(|&i| tree.name(i) == name)
        .unwrap_or_else(|| panic!("no node {name}"))
}

fn names(tree: &Tree, ids: impl IntoIterator<Item = NodeId>) -> Vec<String> {
    ids.into_iter().map(|i| tree.name(i)).collect()
}

/// Seed 004, schéma n° 6 bis: "nous avons examiné 11 positions, sur 27
/// possibles … 16 positions inutiles à étudier", root value 5 from C1.
#[test]
fn schema_6_bis_evaluates_11_of_27_leaves() {
    for algo in [Algorithm::AlphaBeta, Algorithm::AlphaBetaHard] {
        let (t, tr) = run("schema6bis", algo, Ties::Prune);
        assert_eq!(t.leaf_count(), 27);
        assert_eq!(tr.leaves_evaluated(), 11, "{algo:?}");
        assert_eq!(tr.root_value().get(), 5.0);
        let end = tr.len();
        let leaves: Vec<NodeId> = (0..t.len() as NodeId).filter(|&i| t.is_leaf(i)).collect();
        let pruned = leaves
            .iter()
            .filter(|&&i| tr.state(i, end).status == Status::Pruned)
            .count();
        assert_eq!(pruned, 16);
        // The story: C2 stops after 6, C3 after 8 (both below B1, whose 5
        // came from C1), then B2 after C4 (4 ≤ 5) and B3 after C7 (3 ≤ 5).
        let cut_nodes: Vec<String> = tr.cuts().iter().map(|c| t.name(c.node)).collect();
        assert_eq!(cut_nodes, ["C2", "C3", "B2", "B3"]);
        assert!(tr.cuts().iter().all(|c| c.kind == CutKind::Shallow));
        let c2 = &tr.cuts()[0];
        assert_eq!((c2.m.get(), c2.bound.get()), (6.0, 5.0));
        assert_eq!(c2.source.get(), Some(id(&t, "B1")));
        let b2 = &tr.cuts()[2];
        assert_eq!(b2.source.get(), Some(id(&t, "A")));
        let r = report(&t, &tr);
        assert_eq!(names(&t, r.cuts[2].pruned.iter().copied()), ["C5", "C6"]);
        assert_eq!(names(&t, r.cuts[3].pruned.iter().copied()), ["C8", "C9"]);
        assert_eq!(tr.best_move(), Some(id(&t, "B1")));
        assert_eq!(names(&t, tr.principal_variation()), ["A", "B1", "C1", "C1.3"]);
    }
    // Plain minimax examines all 27 and agrees on the value.
    let (_, mm) = run("schema6bis", Algorithm::Minimax, Ties::Prune);
    assert_eq!((mm.leaves_evaluated(), mm.root_value().get()), (27, 5.0));
}

/// With strict ties, the two variants part ways on schéma 6 bis: fail-hard
/// returns C4 = α = 5 (m starts at α), and 5 < 5 does not cut B2, while
/// fail-soft returns C4 = 4 and cuts. Both still find 5.
#[test]
fn strict_ties_separate_fail_soft_from_fail_hard() {
    let (t, soft) = run("schema6bis", Algorithm::AlphaBeta, Ties::Strict);
    let (_, hard) = run("schema6bis", Algorithm::AlphaBetaHard, Ties::Strict);
    let c4 = id(&t, "C4");
    assert_eq!(soft.returned(c4).unwrap().0.get(), 4.0);
    assert_eq!(hard.returned(c4).unwrap().0.get(), 5.0);
    assert!(soft.cuts().iter().any(|c| t.name(c.node) == "B2"));
    assert!(!hard.cuts().iter().any(|c| t.name(c.node) == "B2"));
    assert!(hard.leaves_evaluated() > soft.leaves_evaluated());
    assert_eq!((soft.root_value().get(), hard.root_value().get()), (5.0, 5.0));
}

/// Seed 000, figure 25 (a): u = max{5, v}, v = min{4, …}: u = 5 whatever v,
/// so v's other children are skipped: a shallow cut.
#[test]
fn figure_25a_is_a_shallow_cut() {
    let (t, tr) = run("fig25a", Algorithm::AlphaBetaHard, Ties::Prune);
    assert_eq!(tr.root_value().get(), 5.0);
    assert_eq!(tr.cuts().len(), 1);
    let c = &tr.cuts()[0];
    assert_eq!(t.name(c.node), "v");
    assert_eq!(c.kind, CutKind::Shallow);
    assert_eq!(c.source.get(), Some(id(&t, "u")));
}

/// Seed 000, figure 25 (b): the same reasoning applied two levels down: y's
/// bound 5 was set by u and handed down through v and w: a deep cut.
#[test]
fn figure_25b_is_a_deep_cut() {
    for algo in [Algorithm::AlphaBeta, Algorithm::AlphaBetaHard] {
        let (t, tr) = run("fig25b", algo, Ties::Prune);
        assert_eq!(tr.root_value().get(), 5.0);
        assert_eq!(tr.cuts().len(), 1, "{algo:?}");
        let c = &tr.cuts()[0];
        assert_eq!(t.name(c.node), "y");
        assert_eq!(c.kind, CutKind::Deep);
        assert_eq!(c.source.get(), Some(id(&t, "u")));
        assert_eq!(t.parent(c.node), Some(id(&t, "w")));
    }
}

/// The classic 3×3 tree: value 3, the second MIN node stops after its 2.
#[test]
fn classic_tree() {
    let (t, tr) = run("classic", Algorithm::AlphaBeta, Ties::Prune);
    assert_eq!(tr.root_value().get(), 3.0);
    assert_eq!(tr.leaves_evaluated(), 7);
    assert_eq!(names(&t, tr.cuts().iter().map(|c| c.node)), ["R.2"]);
    assert_eq!(t.uniform_shape(), Some((3, 2)));
}

/// Seed 003's exercise: "compléter l'arbre … préciser les sommets élagués".
/// Worked by hand: R.1 = 5; under R.2, R.2.1.2 stops at 1 ≤ α = 8 (shallow,
/// from R.2.1); R.2.2.1 and R.2.2.2 stop at 2 and 4 ≤ α = 5 (deep, from R).
#[test]
fn exercise_names_the_pruned_vertices() {
    let (t, tr) = run("exercise", Algorithm::AlphaBeta, Ties::Prune);
    assert_eq!(t.height(), 4);
    assert_eq!(tr.root_value().get(), 5.0);
    assert_eq!(tr.leaves_evaluated(), 13);
    let pruned: Vec<NodeId> = (0..t.len() as NodeId).filter(|&i| tr.pruned_by(i).is_some()).collect();
    assert_eq!(names(&t, pruned), ["R.2.1.2.2", "R.2.2.1.2", "R.2.2.2.2"]);
    let kinds: Vec<CutKind> = tr.cuts().iter().map(|c| c.kind).collect();
    assert_eq!(kinds, [CutKind::Shallow, CutKind::Deep, CutKind::Deep]);
}

/// Seeds 001–003: at depth P the search evaluates h instead of expanding.
#[test]
fn horizon_uses_h_at_the_depth_limit() {
    let (t, tr) = run("horizon", Algorithm::AlphaBeta, Ties::Prune);
    assert_eq!(tr.root_value().get(), 3.0);
    assert_eq!(tr.leaves_evaluated(), 5);
    assert!((0..t.len() as NodeId)
        .filter(|&i| t.depth(i) == 3)
        .all(|i| tr.state(i, tr.len()).status == Status::Beyond));
    assert_eq!(names(&t, tr.cuts().iter().map(|c| c.node)), ["R.2"]);
}

#[test]
fn every_preset_parses_and_round_trips() {
    for p in PRESETS {
        let t = alphabeta::notation::parse(p.notation).unwrap();
        assert_eq!(
            alphabeta::notation::parse(&alphabeta::notation::format(&t)).unwrap(),
            t,
            "{}",
            p.name
        );
    }
}

/// Seed 004's killer moves ("coups meurtriers"): B2's third move cuts
/// (1 ≤ α = 3); with killer moves B3 tries its third move first, and 2 ≤ 3
/// cuts after one leaf: 8 leaves instead of 10, the same value.
#[test]
fn killer_moves_save_two_leaves() {
    let p = find("killers").unwrap();
    let tree = alphabeta::notation::parse(p.notation).unwrap();
    let plain = search(&tree, &Options::default()).unwrap();
    let killers = search(
        &tree,
        &Options {
            killers: true,
            ..Options::default()
        },
    )
    .unwrap();
    assert_eq!((plain.leaves_evaluated(), killers.leaves_evaluated()), (10, 8));
    assert_eq!(plain.root_value(), killers.root_value());
    let b3 = id(&tree, "B3");
    let cut = killers.cuts().iter().find(|c| c.node == b3).unwrap();
    assert_eq!(cut.m.get(), 2.0);
    assert_eq!(names(&tree, killers.cuts().iter().map(|c| c.node)), ["B2", "B3"]);
}

/// Seed 004's iterative deepening ("recherche itérative"): given worst
/// first, α-β cuts nothing; the depth-1 iteration rates B3 best by its h,
/// so the last search takes B3 first and cuts B2 and B1 after one leaf.
#[test]
fn iterative_deepening_reorders_the_last_search() {
    let p = find("deepening").unwrap();
    let tree = alphabeta::notation::parse(p.notation).unwrap();
    let plain = search(&tree, &Options::default()).unwrap();
    let deep = search(
        &tree,
        &Options {
            deepening: true,
            ..Options::default()
        },
    )
    .unwrap();
    assert_eq!((plain.leaves_evaluated(), deep.leaves_evaluated()), (9, 5));
    assert_eq!(deep.earlier_iterations(), [3]);
    assert_eq!(plain.root_value(), deep.root_value());
    assert!(plain.cuts().is_empty());
    assert_eq!(names(&tree, deep.cuts().iter().map(|c| c.node)), ["B2", "B1"]);
}

/// Every preset either runs iterative deepening or the engine says why,
/// naming a node of that preset's own tree.
#[test]
fn deepening_runs_or_names_a_node_of_the_tree() {
    use alphabeta::ordering::techniques;
    for p in PRESETS {
        let tree = alphabeta::notation::parse(p.notation).unwrap();
        let opts = Options {
            depth_limit: p.depth_limit,
            ..Options::default()
        };
        let t = techniques(&tree, &opts).unwrap();
        match (&t.deepening, &t.deepening_why_en) {
            (Some(_), None) => {}
            (None, Some(why)) => {
                let named = (0..tree.len() as NodeId).any(|i| why.contains(&format!(" {} ", tree.name(i))));
                assert!(named, "{}: {why}", p.name);
                assert!(why.starts_with("iterative deepening"), "{why}");
            }
            other => panic!("{}: {other:?}", p.name),
        }
    }
    let horizon = find("horizon").unwrap();
    let tree = alphabeta::notation::parse(horizon.notation).unwrap();
    let opts = Options {
        depth_limit: horizon.depth_limit,
        ..Options::default()
    };
    assert!(
        techniques(&tree, &opts).unwrap().deepening.is_some(),
        "horizon carries h at depth 1"
    );
}
