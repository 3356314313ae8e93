//! Killer moves and iterative deepening on thousands of seeded trees: they
//! only change the order in which children are tried, so the root value
//! never changes (every algorithm, both tie rules, with and without a depth
//! limit); iterative deepening's last iteration finds what a plain search at
//! depth P finds, and each `Deepen` step carries what a plain search at its
//! depth finds; every node is reached once, skipped by exactly the cut that
//! the trace says, or below the limit. And on small trees, the steps say
//! what the seeds say.

use alphabeta::lang::Lang;
use alphabeta::narrate::narrate;
use alphabeta::notation::{format, parse};
use alphabeta::ordering::minimax_values;
use alphabeta::search::{search, Algorithm, Options};
use alphabeta::trace::{Status, StepKind, Trace};
use alphabeta::tree::{NodeId, Tree};
use alphabeta::view::pruned_children;

use crate::common;
use common::{all_options, random_tree};

/// Every node is reached at most once; a node not reached is below the
/// limit or skipped by a cut at its nearest reached ancestor, which lists
/// the skipped child among its pruned children.
fn check_coverage(t: &Tree, tr: &Trace, what: &str) {
    if tr.options().algorithm == Algorithm::Mtdf {
        // MTD(f) answers nodes from its table, whose children are then
        // neither reached nor pruned, as with `tt` (tests/mtdf.rs).
        return;
    }
    let end = tr.len();
    for id in 0..t.len() as NodeId {
        let st = tr.state(id, end).status;
        if tr.visited(id) {
            assert!(
                !matches!(st, Status::Pruned | Status::Beyond),
                "{what}: node {id} reached but {st:?}"
            );
            continue;
        }
        if tr.options().depth_limit.is_some_and(|p| t.depth(id) > p) {
            assert_eq!(st, Status::Beyond, "{what}: node {id}");
            continue;
        }
        // The nearest reached ancestor and its child on the way down.
        let mut child = id;
        let mut up = t.parent(id).unwrap();
        while !tr.visited(up) {
            child = up;
            up = t.parent(up).unwrap();
        }
        let cut = tr
            .pruned_by(id)
            .unwrap_or_else(|| panic!("{what}: node {id} neither reached nor pruned"));
        assert_eq!(cut.node, up, "{what}: node {id}");
        assert!(pruned_children(t, tr, cut).contains(&child), "{what}: node {id}");
        assert_eq!(st, Status::Pruned, "{what}: node {id}");
    }
}

#[test]
fn killer_moves_never_change_the_root_value() {
    let mut killer_steps = 0;
    for seed in 0..2000u64 {
        let limit = (seed % 3 == 0).then_some(1 + (seed % 4) as u32);
        let t = random_tree(seed, 5, limit.is_some());
        let expected = minimax_values(&t, limit)[0].unwrap();
        for opts in all_options(limit, true, false) {
            let tr = search(&t, &opts).unwrap();
            let what = format!("seed {seed} {:?} {:?}: {}", opts.algorithm, opts.ties, format(&t));
            assert_eq!(tr.root_value(), expected, "{what}");
            check_coverage(&t, &tr, &what);
            // A killer step names a child that is entered (or evaluated) next.
            for k in 1..=tr.len() {
                let s = tr.step(k).unwrap();
                if s.kind == StepKind::Killer {
                    killer_steps += 1;
                    let next = tr.step(k + 1).unwrap();
                    // (or answered by MTD(f)'s table).
                    assert!(
                        matches!(next.kind, StepKind::Enter | StepKind::Eval | StepKind::TtHit),
                        "{what}"
                    );
                    assert_eq!(next.node, s.node, "{what}");
                    let cutter = s.value.get() as NodeId;
                    assert!(tr.cuts().iter().any(|c| c.node == cutter && c.pos < k), "{what}");
                }
            }
        }
    }
    assert!(
        killer_steps > 1000,
        "the trees exercise killer moves ({killer_steps} steps)"
    );
}

#[test]
fn iterative_deepening_ends_with_a_plain_search_at_depth_p() {
    let mut deepen_steps = 0;
    for seed in 0..1500u64 {
        let t = random_tree(seed, 5, true);
        let p = if seed % 2 == 0 {
            Some(1 + (seed % 5) as u32)
        } else {
            None
        };
        let last = p.unwrap_or(t.height()).min(t.height());
        for killers in [false, true] {
            for opts in all_options(p, killers, true) {
                let what = format!(
                    "seed {seed} {:?} {:?} killers {killers}: {}",
                    opts.algorithm,
                    opts.ties,
                    format(&t)
                );
                let tr = search(&t, &opts).unwrap();
                let plain = search(
                    &t,
                    &Options {
                        deepening: false,
                        killers: false,
                        ..opts
                    },
                )
                .unwrap();
                assert_eq!(tr.root_value(), plain.root_value(), "{what}");
                assert_eq!(tr.root_value(), minimax_values(&t, p)[0].unwrap(), "{what}");
                check_coverage(&t, &tr, &what);
                // One Deepen step per earlier iteration, first, each with a
                // plain search's value at its depth.
                let deepens: Vec<_> = tr.steps().iter().take_while(|s| s.kind == StepKind::Deepen).collect();
                assert_eq!(deepens.len() as u32, last.saturating_sub(1), "{what}");
                assert!(
                    !tr.steps()
                        .iter()
                        .skip(deepens.len())
                        .any(|s| s.kind == StepKind::Deepen),
                    "{what}"
                );
                for (i, s) in deepens.iter().enumerate() {
                    let d = i as u32 + 1;
                    let at_d = Options {
                        depth_limit: Some(d),
                        deepening: false,
                        killers: false,
                        ..opts
                    };
                    let plain_d = search(&t, &at_d).unwrap();
                    assert_eq!(s.value, plain_d.root_value(), "{what}: depth {d}");
                    // Its leaves: at least one, at most what minimax evaluates at depth d.
                    let n = tr.earlier_iterations()[i] as usize;
                    let total = alphabeta::stats::stats(&t, &plain_d).leaves_total;
                    // PVS evaluates again the leaves under a child it
                    // searches again, MTD(f) those each pass reaches: they
                    // may pass the total.
                    assert!(n >= 1, "{what}: depth {d}, {n} of {total}");
                    if !matches!(opts.algorithm, Algorithm::Pvs | Algorithm::Mtdf) {
                        assert!(n <= total, "{what}: depth {d}, {n} of {total}");
                    }
                    deepen_steps += 1;
                }
            }
        }
    }
    assert!(deepen_steps > 10_000, "{deepen_steps}");
}

#[test]
fn iterative_deepening_needs_h_above_p() {
    let t = parse("[[[1, 2], [3, 4]], [[5, 6], [7, 8]]]").unwrap();
    let o = Options {
        deepening: true,
        ..Options::default()
    };
    let e = search(&t, &o).unwrap_err();
    assert!(
        e.to_string()
            .contains("iterative deepening first searches to depth 1, where the inner node R.1 has no heuristic value"),
        "{e}"
    );
}

#[test]
fn a_killer_move_is_tried_first_and_saves_a_leaf() {
    // B2 cuts after its second child; B3's second child is then tried first
    // and cuts at once.
    let t = parse("A:[B1:[5, 7, 8], B2:[9, 2, 6], B3:[9, 4, 1]]").unwrap();
    let plain = search(&t, &Options::default()).unwrap();
    let killers = search(
        &t,
        &Options {
            killers: true,
            ..Options::default()
        },
    )
    .unwrap();
    assert_eq!(plain.leaves_evaluated(), 7);
    assert_eq!(killers.leaves_evaluated(), 6);
    assert_eq!(killers.root_value(), plain.root_value());
    let k = (1..=killers.len())
        .find(|&k| killers.step(k).unwrap().kind == StepKind::Killer)
        .unwrap();
    assert_eq!(
        narrate(&t, &killers, k, Lang::En),
        "Killer move: B3.2 is tried first among the children of B3 (MIN), because the same move caused a cut at B2."
    );
    assert_eq!(
        narrate(&t, &killers, k, Lang::Fr),
        "Coup meurtrier : B3.2 est essayé en premier parmi les fils de B3 (Min), car le même coup a provoqué une coupure en B2."
    );
    let cut = killers.cuts().last().unwrap();
    let names: Vec<String> = pruned_children(&t, &killers, cut).iter().map(|&c| t.name(c)).collect();
    assert_eq!(names, ["B3.1", "B3.3"]);
}

#[test]
fn a_killer_is_the_same_label_on_a_game_tree() {
    // Labels are moves: B2's cut came from move "c", which is B3's first
    // child, not its second.
    let t = parse("A:[B1:[a:5, b:7], B2:[a:9, c:2, b:6], B3:[c:4, a:9, b:1]]").unwrap();
    let killers = search(
        &t,
        &Options {
            killers: true,
            ..Options::default()
        },
    )
    .unwrap();
    // B3's "c" is already first: no killer step is needed.
    assert!(!killers.steps().iter().any(|s| s.kind == StepKind::Killer));
    let t = parse("A:[B1:[a:5, b:7], B2:[a:9, c:2, b:6], B3:[a:9, b:1, c:4]]").unwrap();
    let killers = search(
        &t,
        &Options {
            killers: true,
            ..Options::default()
        },
    )
    .unwrap();
    let k = (1..=killers.len())
        .find(|&k| killers.step(k).unwrap().kind == StepKind::Killer)
        .unwrap();
    assert_eq!(t.label(killers.step(k).unwrap().node), Some("c"));
    assert_eq!(killers.leaves_evaluated(), 2 + 2 + 1);
}

#[test]
fn iterative_deepening_is_narrated() {
    let t = parse("A:[B1:[C1:[3, 12] h=3, C2:[8, 2] h=2] h=1, B2:[C3:[2, 4] h=5, C4:[14, 5] h=6] h=4]").unwrap();
    let o = Options {
        deepening: true,
        ..Options::default()
    };
    let tr = search(&t, &o).unwrap();
    assert_eq!(tr.step(1).unwrap().kind, StepKind::Deepen);
    assert_eq!(tr.step(2).unwrap().kind, StepKind::Deepen);
    assert_eq!(
        narrate(&t, &tr, 1, Lang::En),
        "Iterative deepening: the search at depth 1 evaluates 2 leaves and finds the value 4 and the move B2; the next iteration tries each node's children in the order of the values found, best first."
    );
    assert!(narrate(&t, &tr, 2, Lang::Fr)
        .starts_with("Recherche itérative : la recherche à la profondeur 2 évalue 3 feuilles et trouve la valeur"));
    assert_eq!(tr.step(3).unwrap().kind, StepKind::Enter);
    // The last iteration enters B2 first: depth 2 found it better (5 against 2).
    let first_child = tr
        .steps()
        .iter()
        .skip(3)
        .find(|s| s.kind == StepKind::Enter)
        .unwrap()
        .node;
    assert_eq!(t.name(first_child), "B2");
    assert_eq!(tr.root_value(), search(&t, &Options::default()).unwrap().root_value());
}
