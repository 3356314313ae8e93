//! The games' trees against independent enumerations written here, with
//! their own rules (tic-tac-toe, domineering, Nim) or a plain recursion over
//! the game's moves (Connect 4), and the known values of solved positions.

use alphabeta::game::{connect4::Connect4, game_tree, Game, GameKind, Setup};
use alphabeta::search::{search, Algorithm, Options, Ties};
use alphabeta::trace::BoundKind;
use alphabeta::tree::{Player, Tree, TreeBuilder};
use alphabeta::value::Value;

/// Tic-tac-toe with its own rules: (nodes, finished games) below `cells`
/// with `turn` (1 or 2) to move.
fn ttt_count(cells: &mut [u8; 9], turn: u8) -> (u64, u64) {
    let won = |c: &[u8; 9]| {
        (0..3).any(|i| c[3 * i] != 0 && c[3 * i] == c[3 * i + 1] && c[3 * i + 1] == c[3 * i + 2])
            || (0..3).any(|i| c[i] != 0 && c[i] == c[i + 3] && c[i + 3] == c[i + 6])
            || (c[4] != 0 && ((c[0] == c[4] && c[4] == c[8]) || (c[2] == c[4] && c[4] == c[6])))
    };
    if won(cells) || cells.iter().all(|&c| c != 0) {
        return (1, 1);
    }
    let (mut nodes, mut games) = (1, 0);
    for i in 0..9 {
        if cells[i] == 0 {
            cells[i] = turn;
            let (n, g) = ttt_count(cells, 3 - turn);
            cells[i] = 0;
            nodes += n;
            games += g;
        }
    }
    (nodes, games)
}

/// Nodes of a depth-limited tree: a node is a leaf when finished or at `depth`.
fn nim_count(heaps: &mut Vec<u8>, depth: u32) -> u64 {
    if heaps.iter().all(|&h| h == 0) || depth == 0 {
        return 1;
    }
    let mut n = 1;
    for i in 0..heaps.len() {
        let h = heaps[i];
        for k in 1..=h {
            heaps[i] = h - k;
            n += nim_count(heaps, depth - 1);
        }
        heaps[i] = h;
    }
    n
}

/// Domineering on a `rows`×`cols` grid as a bitmask of covered cells.
fn dom_count(rows: usize, cols: usize, covered: u64, vertical: bool, depth: u32) -> u64 {
    let mut places = Vec::new();
    for r in 0..rows {
        for c in 0..cols {
            let (r2, c2) = if vertical { (r + 1, c) } else { (r, c + 1) };
            if r2 < rows && c2 < cols {
                let m = 1u64 << (r * cols + c) | 1u64 << (r2 * cols + c2);
                if covered & m == 0 {
                    places.push(m);
                }
            }
        }
    }
    if places.is_empty() || depth == 0 {
        return 1;
    }
    1 + places
        .iter()
        .map(|&m| dom_count(rows, cols, covered | m, !vertical, depth - 1))
        .sum::<u64>()
}

fn c4_count(p: &<Connect4 as Game>::Pos, depth: u32) -> u64 {
    if Connect4::utility(p).is_some() || depth == 0 {
        return 1;
    }
    1 + Connect4::moves(p)
        .iter()
        .map(|m| c4_count(&m.next, depth - 1))
        .sum::<u64>()
}

fn leaves(t: &Tree) -> usize {
    (0..t.len() as u32).filter(|&i| t.is_leaf(i)).count()
}

#[test]
fn tic_tac_toe_from_the_empty_board_has_549946_nodes_and_255168_games() {
    let (nodes, games) = ttt_count(&mut [0; 9], 1);
    assert_eq!((nodes, games), (549_946, 255_168));
    let t = Setup::new(GameKind::TicTacToe, ".../.../...").unwrap().tree(9).unwrap();
    assert_eq!(t.len(), 549_946);
    assert_eq!(leaves(&t), 255_168);
    // Perfect play draws.
    let trace = search(&t, &Options::default()).unwrap();
    assert_eq!(trace.root_value().get(), 0.0);
}

#[test]
fn tic_tac_toe_trees_from_other_positions_match() {
    for (pos, cells, turn) in [
        ("x../.../...", [1, 0, 0, 0, 0, 0, 0, 0, 0], 2),
        ("x.o/.x./...", [1, 0, 2, 0, 1, 0, 0, 0, 0], 2),
        ("xo./.x./..o", [1, 2, 0, 0, 1, 0, 0, 0, 2], 1),
    ] {
        let mut c = cells;
        let (nodes, games) = ttt_count(&mut c, turn);
        let t = Setup::new(GameKind::TicTacToe, pos).unwrap().tree(9).unwrap();
        assert_eq!((t.len() as u64, leaves(&t) as u64), (nodes, games), "{pos}");
    }
}

#[test]
fn nim_and_domineering_trees_match_their_enumerations() {
    for (pos, depth) in [("1 2 3", 12), ("3 4", 12), ("2 2 2", 3), ("0 5", 2), ("0", 4)] {
        let mut heaps: Vec<u8> = pos.split(' ').map(|w| w.parse().unwrap()).collect();
        let t = Setup::new(GameKind::Nim, pos).unwrap().tree(depth).unwrap();
        assert_eq!(t.len() as u64, nim_count(&mut heaps, depth), "nim {pos} P={depth}");
    }
    for (rows, cols, depth) in [(3, 3, 12), (4, 4, 4), (2, 5, 12), (5, 5, 3), (3, 4, 12)] {
        let pos = format!("v:{}", vec![".".repeat(cols); rows].join("/"));
        let t = Setup::new(GameKind::Domineering, &pos).unwrap().tree(depth).unwrap();
        assert_eq!(t.len() as u64, dom_count(rows, cols, 0, true, depth), "{pos} P={depth}");
    }
}

#[test]
fn connect4_trees_match_a_plain_recursion() {
    for (pos, depth) in [
        (alphabeta::game::connect4::START, 4),
        ("......./......./......./...o.../...x.../..xxo..", 4),
        // x to move wins at once in column b or f, so some branches stop.
        ("......./......./......./......./......o/o.xxx.o", 3),
    ] {
        let p = Connect4::parse(pos).unwrap();
        let t = game_tree::<Connect4>(&p, depth).unwrap();
        assert_eq!(t.len() as u64, c4_count(&p, depth), "{pos}");
    }
}

#[test]
fn solved_positions_have_their_known_values() {
    // 1 ⊕ 2 ⊕ 3 = 0: the player to move loses.
    let t = Setup::new(GameKind::Nim, "1 2 3").unwrap().tree(12).unwrap();
    assert_eq!(search(&t, &Options::default()).unwrap().root_value().get(), -1.0);
    let t = Setup::new(GameKind::Nim, "1 2 4").unwrap().tree(12).unwrap();
    assert_eq!(search(&t, &Options::default()).unwrap().root_value().get(), 1.0);
    // x to move with three in a row on the bottom wins: +∞ at depth 1.
    let s = Setup::new(GameKind::Connect4, "......./......./......./......./......./o.xxxoo").unwrap();
    let t = s.tree(1).unwrap();
    let trace = search(&t, &Options::default()).unwrap();
    assert!(trace.root_value().is_infinite() && trace.root_value().get() > 0.0);
    let best = trace.best_move().unwrap();
    assert_eq!(t.label(best), Some("b"));
}

#[test]
fn bad_positions_and_depths_are_clear_errors() {
    for (g, pos, needle) in [
        (GameKind::TicTacToe, "xxx/ooo/...", "both x and o"),
        (GameKind::Connect4, "......./......./...", "rows"),
        (GameKind::Domineering, "v:.../..", "row 2"),
        (GameKind::Nim, "1 two", "'two'"),
    ] {
        let e = Setup::new(g, pos).unwrap_err();
        assert!(e.en.contains(needle), "{pos}: {e}");
        assert!(!e.fr.is_empty() && e.fr != e.en);
    }
    let s = Setup::new(GameKind::Connect4, alphabeta::game::connect4::START).unwrap();
    assert!(s.tree(13).unwrap_err().en.contains("too deep"));
    assert!(s.tree(9).unwrap_err().en.contains("nodes"));
    // A position after a move reads back through the tree's labels.
    let t = s.tree(2).unwrap();
    let node = t.children(0).nth(1).unwrap();
    let grand = t.children(node).next().unwrap();
    assert_eq!(
        s.position_at(&t, grand).unwrap(),
        "......./......./......./......./......./..xo..."
    );
}

/// Every node's minimax value, children before parents (ids in reverse).
fn true_values(t: &Tree) -> Vec<f64> {
    let mut v = vec![0.0; t.len()];
    for id in (0..t.len() as u32).rev() {
        if let Some(x) = t.leaf_value(id) {
            v[id as usize] = x.get();
        } else {
            let kids = t.children(id).map(|c| v[c as usize]);
            v[id as usize] = match t.player(id) {
                Player::Max => kids.fold(f64::NEG_INFINITY, f64::max),
                Player::Min => kids.fold(f64::INFINITY, f64::min),
            };
        }
    }
    v
}

/// A random tree with few distinct values, so that equal subtrees (the
/// transpositions of a typed tree) are common.
fn small_tree(seed: u64) -> Tree {
    let mut rng = alphabeta::random::SplitMix64::new(seed);
    let depth = 2 + rng.below(4) as u32;
    let mut b = TreeBuilder::new(Player::Max);
    fn grow(b: &mut TreeBuilder, rng: &mut alphabeta::random::SplitMix64, d: u32) {
        if d == 0 {
            b.leaf(Value::int(rng.below(3) as i32), None).unwrap();
            return;
        }
        b.open(None, None).unwrap();
        for i in 0..2 + rng.below(2) {
            let label = ["a", "b", "c"][i as usize];
            if d == 1 {
                b.leaf(Value::int(rng.below(3) as i32), Some(label)).unwrap();
            } else {
                b.open(None, Some(label)).unwrap();
                for _ in 0..2 {
                    grow(b, rng, d - 2);
                }
                b.close().unwrap();
            }
        }
        b.close().unwrap();
    }
    grow(&mut b, &mut rng, depth);
    b.finish().unwrap()
}

/// Under every algorithm and tie rule, with and without the table (and the
/// table with killer moves, which reorder the children): the same
/// root value as minimax, and every value a node returns is true for its
/// kind (exact, or the bound it claims). Returns the table's hits.
fn check_tt(t: &Tree, what: &str) -> usize {
    let truth = true_values(t);
    let mut hits = 0;
    for algorithm in Algorithm::ALL {
        for ties in [Ties::Prune, Ties::Strict] {
            for (tt, killers) in [(false, false), (true, false), (true, true)] {
                let opts = Options {
                    algorithm,
                    ties,
                    tt,
                    killers,
                    ..Options::default()
                };
                let trace = search(t, &opts).unwrap();
                assert_eq!(
                    trace.root_value().get(),
                    truth[0],
                    "{what} {algorithm:?} {ties:?} tt={tt}"
                );
                for id in 0..t.len() as u32 {
                    if let Some((v, kind)) = trace.returned(id) {
                        let (v, real) = (v.get(), truth[id as usize]);
                        let ok = match kind {
                            BoundKind::Exact => v == real,
                            BoundKind::Lower => real >= v,
                            BoundKind::Upper => real <= v,
                        };
                        assert!(
                            ok,
                            "{what} {algorithm:?} {ties:?} tt={tt}: node {id} returned {v} {kind:?}, true {real}"
                        );
                    }
                }
                // MTD(f) always keeps a table: it is α-β with memory.
                if tt || algorithm == Algorithm::Mtdf {
                    hits += trace.tt_hits();
                } else {
                    assert_eq!(trace.tt_hits(), 0);
                }
            }
        }
    }
    hits
}

#[test]
fn a_transposition_table_never_changes_the_root_value() {
    let mut hits = 0;
    for seed in 0..400 {
        hits += check_tt(&small_tree(seed), &format!("seed {seed}"));
    }
    assert!(hits > 1000, "the random trees should repeat subtrees: {hits} hits");
    for (g, pos, depth) in [
        (GameKind::TicTacToe, "x../.o./...", 9),
        (GameKind::TicTacToe, "x.o/.x./o..", 9),
        (GameKind::TicTacToe, ".../.../...", 4),
        (GameKind::Connect4, "......./......./......./...o.../...x.../..xxo..", 4),
        (GameKind::Domineering, "v:..../..../..../....", 4),
        (GameKind::Domineering, "h:v.../v.../..../....", 12),
        (GameKind::Nim, "1 2 3", 12),
        (GameKind::Nim, "2 3 3", 12),
    ] {
        let t = Setup::new(g, pos).unwrap().tree(depth).unwrap();
        let h = check_tt(&t, pos);
        assert!(h > 0, "{pos}: the game tree has transpositions, the table should hit");
    }
}

#[test]
fn without_the_option_the_trace_is_the_same() {
    let t = Setup::new(GameKind::TicTacToe, "x../.o./...").unwrap().tree(9).unwrap();
    let off = search(&t, &Options::default()).unwrap();
    let on = search(
        &t,
        &Options {
            tt: true,
            ..Options::default()
        },
    )
    .unwrap();
    assert!(on.len() < off.len() && on.tt_hits() > 0);
    assert!(on.leaves_evaluated() < off.leaves_evaluated());
}

#[test]
fn table_hits_are_narrated_in_both_languages() {
    use alphabeta::lang::Lang;
    use alphabeta::narrate::narrate;
    use alphabeta::trace::StepKind;
    let t = Setup::new(GameKind::TicTacToe, "x../.o./...").unwrap().tree(9).unwrap();
    let trace = search(
        &t,
        &Options {
            tt: true,
            ..Options::default()
        },
    )
    .unwrap();
    let k = trace.steps().iter().position(|s| s.kind == StepKind::TtHit).unwrap() as u32 + 1;
    let en = narrate(&t, &trace, k, Lang::En);
    let fr = narrate(&t, &trace, k, Lang::Fr);
    assert!(en.contains("searched before") && en.contains("table"), "{en}");
    assert!(fr.contains("déjà été explorée") && fr.contains("table"), "{fr}");
    assert_eq!(StepKind::TtHit.as_str(), "tthit");
    assert_eq!(serde_json::to_string(&StepKind::TtHit).unwrap(), "\"tthit\"");
}

#[test]
fn arbitrary_text_is_a_position_or_a_clear_error_never_a_panic() {
    let alphabet: Vec<char> = "xo.vh:/ ,0123456789é#\n".chars().collect();
    let mut rng = alphabeta::random::SplitMix64::new(9);
    let mut accepted = 0;
    for _ in 0..20_000 {
        let len = rng.below(50) as usize;
        let text: String = (0..len)
            .map(|_| alphabet[rng.below(alphabet.len() as u64) as usize])
            .collect();
        for g in GameKind::ALL {
            match Setup::new(g, &text) {
                Ok(s) => {
                    accepted += 1;
                    // A position read back is the same position, and it builds.
                    assert_eq!(Setup::new(g, &s.position).unwrap(), s);
                    s.tree(1).unwrap();
                }
                Err(e) => assert!(!e.en.is_empty() && !e.fr.is_empty()),
            }
        }
    }
    assert!(accepted > 0);
}

#[test]
fn with_h_on_inner_nodes_the_tree_is_the_same_and_deepening_agrees() {
    for (g, pos, depth) in [
        (GameKind::Connect4, alphabeta::game::connect4::START, 4),
        (GameKind::Domineering, "v:..../..../..../....", 4),
        (GameKind::TicTacToe, "x../.o./...", 5),
    ] {
        let s = Setup::new(g, pos).unwrap();
        let plain = s.tree(depth).unwrap();
        let with_h = s.tree_with_h(depth).unwrap();
        assert_eq!(plain.len(), with_h.len());
        for id in 0..plain.len() as u32 {
            assert_eq!(plain.leaf_value(id), with_h.leaf_value(id));
            assert_eq!(plain.label(id), with_h.label(id));
            assert_eq!(with_h.h(id).is_some(), !with_h.is_leaf(id), "{pos}: node {id}");
        }
        // Iterative deepening's last iteration is a plain search at depth P.
        let opts = Options {
            depth_limit: Some(depth),
            ..Options::default()
        };
        let base = search(&with_h, &opts).unwrap();
        let deep = search(
            &with_h,
            &Options {
                deepening: true,
                ..opts
            },
        )
        .unwrap();
        assert_eq!(base.root_value(), deep.root_value(), "{pos}");
        assert_eq!(
            base.root_value(),
            search(&plain, &Options::default()).unwrap().root_value()
        );
    }
}
