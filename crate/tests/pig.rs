//! Pig, the dice game (`docs/chance.md`, section Pig): the tree's shape at
//! small depths (roll → a chance node of six outcomes of 1/6, hold only
//! with a turn total, the players after a 1 and after 2 to 6); its values
//! from the engine's expectiminimax and Star1 (leaf bounds −1, 1) against
//! an independent solver written here, a direct recursion over Pig's
//! positions in exact fractions of its own, to the same depth and with the
//! same h; and the CLI in English and French.

use alphabeta::exact::Exact;
use alphabeta::game::pig::Pig;
use alphabeta::game::{Game, GameKind, Heuristic, Setup};
use alphabeta::notation::{format, parse};
use alphabeta::search::{search, Algorithm, Options};
use alphabeta::trace::Trace;
use alphabeta::tree::{Player, Tree};
use alphabeta::value::Value;
use std::process::Command;

// ---------------------------------------------------------------------
// The independent solver: the tests' own fractions (common/fraction.rs) and Pig's rules.

use crate::common::fraction::Q;

/// A Pig position as the rules state it: banked scores, the turn total of
/// the player to move, who moves, and whether the die is in the air.
#[derive(Clone, Copy, Debug)]
struct P {
    a: i128,
    b: i128,
    t: i128,
    max: bool,
    rolling: bool,
}

/// h as `docs/chance.md` states it: MAX's lead counting the mover's turn
/// total, over G, clamped to [−1, 1] and rounded to hundredths, halves
/// away from zero; 0 under `--heuristic zero`.
fn h(p: P, goal: i128, zero: bool) -> Q {
    if zero {
        return Q(0, 1);
    }
    let lead = p.a - p.b + if p.max { p.t } else { -p.t };
    // 100·lead/G rounded half away from zero: floor(|x| + 1/2) with its sign.
    let x = 100 * lead;
    let r = (2 * x.abs() + goal).div_euclid(2 * goal) * x.signum();
    Q::new(r.clamp(-100, 100), 100)
}

/// The depth-limited expectimax value of `p` for MAX, `depth` levels left
/// (chance levels count).
fn solve(p: P, goal: i128, depth: u32, zero: bool) -> Q {
    if p.a >= goal {
        return Q(1, 1);
    }
    if p.b >= goal {
        return Q(-1, 1);
    }
    if depth == 0 {
        return h(p, goal, zero);
    }
    if p.rolling {
        let mut sum = Q(0, 1);
        for face in 1..=6 {
            let next = if face == 1 {
                P {
                    t: 0,
                    max: !p.max,
                    rolling: false,
                    ..p
                }
            } else {
                P {
                    t: p.t + face,
                    rolling: false,
                    ..p
                }
            };
            sum = sum.add(Q(1, 6).mul(solve(next, goal, depth - 1, zero)));
        }
        return sum;
    }
    let roll = solve(P { rolling: true, ..p }, goal, depth - 1, zero);
    if p.t == 0 {
        return roll;
    }
    let held = if p.max {
        P {
            a: p.a + p.t,
            t: 0,
            max: false,
            ..p
        }
    } else {
        P {
            b: p.b + p.t,
            t: 0,
            max: true,
            ..p
        }
    };
    let hold = solve(held, goal, depth - 1, zero);
    match (p.max, roll.less(hold)) {
        (true, true) | (false, false) => hold,
        _ => roll,
    }
}

/// The test's position from the engine's notation `A,B,T,who[,roll]/G`.
fn read(text: &str) -> (P, i128) {
    let (body, goal) = text.split_once('/').expect("the notation writes the goal");
    let w: Vec<&str> = body.split(',').collect();
    let n = |s: &str| s.parse::<i128>().expect("a number");
    let p = P {
        a: n(w[0]),
        b: n(w[1]),
        t: n(w[2]),
        max: w[3] == "max",
        rolling: w.len() == 5,
    };
    (p, n(goal))
}

fn q_of(x: Exact) -> Q {
    Q(x.numer(), x.denom())
}

// ---------------------------------------------------------------------
// The tree's shape.

fn pig_tree(position: &str, depth: u32) -> (Setup, Tree) {
    let s = Setup::new(GameKind::Pig, position).expect("a legal position");
    let t = s.tree(depth).expect("a small tree");
    (s, t)
}

fn labels(t: &Tree, id: u32) -> Vec<String> {
    t.children(id).map(|c| t.label(c).unwrap_or("").to_string()).collect()
}

#[test]
fn roll_leads_to_six_outcomes_of_one_sixth_and_hold_needs_a_turn_total() {
    let (_, t) = pig_tree("3,5,4,max/10", 3);
    assert_eq!((t.player(0), t.is_chance(0)), (Player::Max, false));
    assert_eq!(labels(&t, 0), ["roll", "hold"]);
    let kids: Vec<u32> = t.children(0).collect();
    let (roll, hold) = (kids[0], kids[1]);
    assert!(t.is_chance(roll) && !t.is_chance(hold));
    assert_eq!(labels(&t, roll), ["d1", "d2", "d3", "d4", "d5", "d6"]);
    let sixth = Exact::new(1, 6);
    for c in t.children(roll) {
        assert_eq!(t.probability(c), sixth);
        assert!(!t.is_chance(c));
    }
    // After a 1 the turn passes to MIN (T = 0: roll only); after 2 to 6
    // MAX moves again, with roll and hold.
    let outcomes: Vec<u32> = t.children(roll).collect();
    assert_eq!(t.player(outcomes[0]), Player::Min);
    assert_eq!(labels(&t, outcomes[0]), ["roll"]);
    for &c in &outcomes[1..] {
        assert_eq!(t.player(c), Player::Max, "{}", t.name(c));
        assert_eq!(labels(&t, c), ["roll", "hold"]);
    }
    // Holding passes the turn to MIN, whose turn total is 0.
    assert_eq!(t.player(hold), Player::Min);
    assert_eq!(labels(&t, hold), ["roll"]);
    // Depth counts every level: at P = 3 the nodes below d2 are leaves.
    assert_eq!(t.height(), 3);
    assert!(t.children(outcomes[1]).all(|c| t.is_leaf(c)));
}

#[test]
fn the_shape_from_min_with_nothing_rolled_yet() {
    let (s, t) = pig_tree("2,6,0,min/10", 2);
    assert_eq!(t.root_player(), Player::Min);
    assert_eq!(labels(&t, 0), ["roll"], "no hold with T = 0");
    assert_eq!(t.len(), 1 + 1 + 6);
    let d3 = t.children(1).nth(2).unwrap();
    assert_eq!(s.position_at(&t, d3).unwrap(), "2,6,3,min/10");
    assert_eq!(s.position_at(&t, 1).unwrap(), "2,6,0,min,roll/10");
    // The leaves under the chance node are worth h for MAX.
    let d1 = t.children(1).next().unwrap();
    assert_eq!(t.leaf_value(d1), Some(Value::new(-0.4).unwrap()));
    assert_eq!(t.leaf_value(d3), Some(Value::new(-0.7).unwrap()));
}

#[test]
fn the_tree_in_the_notation_as_docs_chance_md_shows_it() {
    let (_, t) = pig_tree("3,5,4,max/10", 2);
    assert_eq!(
        format(&t),
        "[roll:chance[1/6: d1:-0.2, 1/6: d2:0.4, 1/6: d3:0.5, 1/6: d4:0.6, 1/6: d5:0.7, 1/6: d6:0.8], hold:[roll:0.2]]"
    );
    // At P = 3, MAX moves again after 2 to 6: `max[` says so; after a 1
    // and after hold, MIN moves as the alternation rule says.
    let (_, t) = pig_tree("3,5,4,max/10", 3);
    let text = format(&t);
    assert!(
        text.starts_with(
            "[roll:chance[1/6: d1:[roll:-0.2], 1/6: d2:max[roll:0.4, hold:0.4], 1/6: d3:max[roll:0.5, hold:1],"
        ),
        "{text}"
    );
    assert!(
        text.ends_with(
            "hold:[roll:chance[1/6: d1:0.2, 1/6: d2:0, 1/6: d3:-0.1, 1/6: d4:-0.2, 1/6: d5:-0.3, 1/6: d6:-0.4]]]"
        ),
        "{text}"
    );
}

#[test]
fn the_tree_writes_its_players_and_reads_back_the_same() {
    for (pos, depth) in [("3,5,4,max/10", 4), ("0,0,0,min/6", 5), ("7,8,2,max/10", 4)] {
        let (_, t) = pig_tree(pos, depth);
        let text = format(&t);
        let back = parse(&text).expect("the notation reads its own text");
        assert_eq!(format(&back), text);
        for id in 0..t.len() as u32 {
            assert_eq!(back.player(id), t.player(id), "{pos} {}", t.name(id));
            assert_eq!(back.is_chance(id), t.is_chance(id));
            assert_eq!(back.probability(id), t.probability(id));
        }
    }
}

#[test]
fn a_banked_goal_ends_the_game_at_plus_or_minus_one() {
    // MAX holds 8 + 4 ≥ 10 and wins: a leaf worth 1 whatever the depth.
    let (s, t) = pig_tree("8,5,4,max/10", 3);
    let hold = t.children(0).nth(1).unwrap();
    assert!(t.is_leaf(hold));
    assert_eq!(t.leaf_value(hold), Some(Value::int(1)));
    assert_eq!(s.position_at(&t, hold).unwrap(), "12,5,0,min/10");
    let (_, t) = pig_tree("5,8,4,min/10", 3);
    let hold = t.children(0).nth(1).unwrap();
    assert_eq!(t.leaf_value(hold), Some(Value::int(-1)));
}

// ---------------------------------------------------------------------
// Values against the independent solver.

const POSITIONS: [&str; 9] = [
    "0,0,0,max/10",
    "3,5,4,max/10",
    "8,5,4,max/10",
    "7,8,0,min/10",
    "5,8,6,min/10",
    "0,0,0,min/5",
    "3,2,2,max/5",
    "1,2,0,max/6",
    "4,4,3,min/7",
];

/// The value `id` returned as a fraction: exact on a chance tree; on a
/// tree without a chance node (P ≤ 1, or T = 0 at P = 1) the `f64` of a
/// leaf, a decimal in hundredths, read as that decimal.
fn returned(t: &Tree, tr: &Trace, id: u32) -> Option<Q> {
    if t.has_chance() {
        return tr.returned_exact(id).and_then(|v| v.finite()).map(q_of);
    }
    let (v, _) = tr.returned(id)?;
    let hundredths = (v.get() * 100.0).round() as i128;
    assert_eq!(
        v,
        Value::new(hundredths as f64 / 100.0).unwrap(),
        "a leaf holds hundredths"
    );
    Some(Q::new(hundredths, 100))
}

/// Every visited node's exact value under expectiminimax, and the root's
/// under Star1 with bounds −1, 1, equal the solver's at that position.
fn check(position: &str, depth: u32, heuristic: Heuristic) {
    let zero = heuristic == Heuristic::Zero;
    let s = Setup::new(GameKind::Pig, position).unwrap().with_heuristic(heuristic);
    let t = s.tree(depth).unwrap();
    let (p, goal) = read(&s.position);
    let want = solve(p, goal, depth, zero);
    let mut opts = Options {
        depth_limit: Some(depth),
        ..Options::default()
    };
    opts.algorithm = Algorithm::Minimax;
    let tr = search(&t, &opts).expect("a valid search");
    for id in 0..t.len() as u32 {
        let at = s.position_at(&t, id).unwrap();
        let (q, g) = read(&at);
        let left = depth - t.depth(id);
        let want = solve(q, g, left, zero);
        assert_eq!(
            returned(&t, &tr, id),
            Some(want),
            "{position} P = {depth} at {}",
            t.name(id)
        );
    }
    opts.algorithm = Algorithm::AlphaBeta;
    opts.bounds = Some((Value::int(-1), Value::int(1)));
    let tr = search(&t, &opts).expect("a valid search");
    assert_eq!(returned(&t, &tr, 0), Some(want), "Star1, {position} P = {depth}");
}

#[test]
fn expectiminimax_and_star1_equal_the_solver_with_the_race_estimate() {
    for pos in POSITIONS {
        for depth in 0..=6 {
            check(pos, depth, Heuristic::Game);
        }
    }
}

#[test]
fn expectiminimax_and_star1_equal_the_solver_with_h_zero() {
    for pos in POSITIONS {
        for depth in 1..=5 {
            check(pos, depth, Heuristic::Zero);
        }
    }
}

#[test]
fn h_rounds_to_hundredths_only_when_the_goal_does_not_divide_100() {
    let (p, g) = read("1,2,0,max/3");
    assert_eq!(h(p, g, false), Q(-33, 100));
    let e = Pig::parse("1,2,0,max/3").unwrap();
    assert_eq!(Pig::h(&e), Value::new(-0.33).unwrap());
    let (p, g) = read("4,0,2,min/8");
    assert_eq!(h(p, g, false), Q(1, 4), "(4 − 0 − 2)/8 exactly");
    let (p, g) = read("9,0,9,max/10");
    assert_eq!(h(p, g, false), Q(1, 1), "clamped to 1");
}

// ---------------------------------------------------------------------
// The CLI.

struct Out {
    code: i32,
    stdout: String,
    stderr: String,
}

fn run(args: &[&str]) -> Out {
    let out = Command::new(env!("CARGO_BIN_EXE_alphabeta"))
        .args(args)
        .output()
        .expect("the binary runs");
    let out = Out {
        code: out.status.code().expect("an exit code"),
        stdout: String::from_utf8(out.stdout).unwrap(),
        stderr: String::from_utf8(out.stderr).unwrap(),
    };
    assert!(!out.stderr.contains("panicked"), "{args:?}: {}", out.stderr);
    out
}

fn refused(args: &[&str]) -> String {
    let out = run(args);
    assert_eq!((out.code, out.stdout.as_str()), (2, ""), "{args:?}");
    out.stderr
}

#[test]
fn the_cli_searches_pig_with_star1_bounds_by_default() {
    let out = run(&[
        "game",
        "pig",
        "--goal",
        "10",
        "--position",
        "3,5,4,max",
        "--depth",
        "2",
        "--format",
        "json",
    ]);
    assert_eq!(out.code, 0, "{}", out.stderr);
    let j: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    assert_eq!(j["game"], "pig");
    assert_eq!(j["position"], "3,5,4,max/10");
    assert_eq!(j["report"]["algorithm"], "alphabeta");
    assert_eq!(j["report"]["bounds"], serde_json::json!([-1, 1]));
    // (1/6)(−0.2 + 0.4 + 0.5 + 0.6 + 0.7 + 0.8) = 7/15 > hold's 0.2.
    assert_eq!(j["report"]["valueExact"], "7/15");
    assert_eq!(
        (j["move"].as_str(), j["after"].as_str()),
        (Some("roll"), Some("3,5,4,max,roll/10"))
    );
    let want = solve(read("3,5,4,max/10").0, 10, 2, false);
    assert_eq!(want, Q(7, 15));
    // Near the goal, holding wins at once; under minimax too.
    let out = run(&[
        "game",
        "pig",
        "--position",
        "8,5,4,max",
        "--depth",
        "3",
        "--algo",
        "minimax",
        "--format",
        "json",
    ]);
    let j: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    assert_eq!(
        (j["move"].as_str(), j["report"]["valueExact"].as_str()),
        (Some("hold"), Some("1"))
    );
    // Star1 prunes at Pig's chance nodes and keeps the value.
    let leaves = |algo: &str| {
        let out = run(&[
            "game",
            "pig",
            "--position",
            "3,5,4,max",
            "--depth",
            "5",
            "--algo",
            algo,
            "--format",
            "json",
        ]);
        let j: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
        let r = &j["report"];
        (
            r["leavesEvaluated"].as_u64(),
            r["valueExact"].clone(),
            r["cutsChanceLow"].as_u64(),
        )
    };
    assert_eq!(leaves("minimax"), (Some(117), "251/360".into(), Some(0)));
    assert_eq!(leaves("alphabeta"), (Some(71), "251/360".into(), Some(3)));
    assert_eq!(solve(read("3,5,4,max/10").0, 10, 5, false), Q(251, 360));
    let zero = run(&[
        "game",
        "pig",
        "--position",
        "3,5,4,max",
        "--depth",
        "2",
        "--heuristic",
        "zero",
        "--format",
        "json",
    ]);
    let j: serde_json::Value = serde_json::from_str(&zero.stdout).unwrap();
    assert_eq!(j["report"]["valueExact"], "0");
}

#[test]
fn the_cli_speaks_english_and_french() {
    let en = run(&["game", "pig", "--position", "3,5,4,max", "--depth", "2"]);
    assert!(
        en.stdout.contains("position         pig 3,5,4,max/10, P = 2"),
        "{}",
        en.stdout
    );
    assert!(
        en.stdout.contains("move played      roll → 3,5,4,max,roll/10"),
        "{}",
        en.stdout
    );
    assert!(en.stdout.contains("chance node"));
    let fr = run(&["game", "pig", "--position", "3,5,4,max", "--depth", "2", "--lang", "fr"]);
    assert!(
        fr.stdout.contains("coup joué          roll → 3,5,4,max,roll/10"),
        "{}",
        fr.stdout
    );
    for (args, en, fr) in [
        (
            ["--position", "12,0,0,max"],
            "MAX's banked score has reached the goal G = 10",
            "le score acquis de MAX a atteint le but G = 10",
        ),
        (
            ["--position", "0,0,1,max"],
            "a turn total T = 1 cannot happen",
            "un total du tour T = 1 est impossible",
        ),
        (
            ["--position", "0,-2,0,min"],
            "MIN's score B cannot be negative",
            "le score B de MIN ne peut pas être négatif",
        ),
        (["--position", "0,10,0,max"], "is over", "est finie"),
        (
            ["--position", "0,0,0,both"],
            "'both' is not a player",
            "« both » n’est pas un joueur",
        ),
        (
            ["--position", "1,2,3"],
            "a Pig position is A,B,T,max",
            "une position du cochon s’écrit",
        ),
        (["--goal", "1"], "--goal", "--goal"),
        (["--heuristic", "mobility"], "race, zero or game", "race, zero ou game"),
    ] {
        let mut a = vec!["game", "pig", "--depth", "2"];
        a.extend(args);
        assert!(refused(&a).contains(en), "{a:?}: {}", refused(&a));
        a.extend(["--lang", "fr"]);
        assert!(refused(&a).contains(fr), "{a:?}: {}", refused(&a));
    }
    assert!(refused(&["game", "nim", "--depth", "2", "--goal", "10"]).contains("only game pig takes it"));
    assert!(refused(&[
        "game",
        "pig",
        "--depth",
        "2",
        "--goal",
        "10",
        "--position",
        "0,0,0,max/20"
    ])
    .contains("the goal is given twice"));
}
