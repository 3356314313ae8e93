//! A benchmark of the engine on a big uniform tree (b = 3, d = 12: 797,161
//! nodes, 531,441 leaves), the largest the random generator allows at b = 3.
//!
//! Run with `cargo run --release -p alphabeta --example bench`.
//!
//! For each algorithm it prints the number of steps, the time per traced
//! step (the whole `search` call, best of 3), the trace's memory per step
//! (steps and index separately, from `Trace::memory`), the mean cost of a
//! snapshot at a random position (`Trace::path` plus `Trace::state` for
//! every node on the path: what the page reads to draw the current path) and
//! the mean cost of one `Trace::state(i, k)` at a random node and position.
//! Then the cost of parsing and formatting the tree's notation and of the
//! tidy layout. Ratios between algorithms are measured in the same run.
//! Between the two, the leaves evaluated per move ordering (as given,
//! best-first, worst-first, random, ideal) on a few random uniform trees,
//! against Knuth–Moore's best case and b^d ([`orderings_line`]).
//!
//! Leaf values come from a seeded xorshift, so every run benchmarks the same
//! tree.
//!
//! With `--same-tree FILE RUNS`, it parses the notation in FILE once, then
//! times the search (trace and index included) with α-β (fail-soft) and with
//! minimax, RUNS times each, and prints one line of JSON per algorithm:
//! `{"algo", "nodes", "leavesEvaluated", "value", "medianMs", "minMs"}`. The
//! web bench (`tests/support/web-bench.mjs`) runs it on the tree it gives the
//! wasm engine and its JavaScript reference, so that the three are compared
//! on the same tree in the same run.

use alphabeta::layout::tidy;
use alphabeta::notation::{format, parse};
use alphabeta::ordering::{compare, Order};
use alphabeta::search::{search, Algorithm, Options};
use alphabeta::trace::Trace;
use alphabeta::tree::{NodeId, Player, Tree, TreeBuilder};
use alphabeta::value::Value;
use std::hint::black_box;
use std::time::{Duration, Instant};

const BRANCHING: u32 = 3;
const DEPTH: u32 = 12;
const SEED: u64 = 0xA1FA_BE7A_5EED_2024;
/// Random positions sampled for the snapshot cost.
const SNAPSHOTS: usize = 10_000;
/// Random (node, position) pairs sampled for the `state` cost.
const STATES: usize = 1_000_000;
const RUNS: usize = 3;
/// Untimed searches before `--same-tree` times its runs (the web bench warms up as many).
const WARM_UP: usize = 10;

/// The project's one generator (seeded, the same native and in wasm).
use alphabeta::random::SplitMix64 as Rng;

/// A uniform tree with leaf values in -100..=100, built in pre-order with an
/// explicit stack (no recursion, like the rest of the crate).
fn uniform_tree(b: u32, d: u32, rng: &mut Rng) -> Tree {
    let mut leaf_value = || Value::int(rng.below(201) as i32 - 100);
    let mut builder = TreeBuilder::new(Player::Max);
    if d == 0 {
        builder.leaf(leaf_value(), None).expect("one leaf");
        return builder.finish().expect("a one-leaf tree");
    }
    builder.open(None, None).expect("the root");
    // The children still to add to each open node, root first; the stack's
    // length is the depth of the next child.
    let mut remaining: Vec<u32> = vec![b];
    while let Some(top) = remaining.last_mut() {
        if *top == 0 {
            remaining.pop();
            builder.close().expect("an open node with children");
            continue;
        }
        *top -= 1;
        if remaining.len() as u32 == d {
            builder.leaf(leaf_value(), None).expect("within MAX_NODES");
        } else {
            builder.open(None, None).expect("within MAX_NODES");
            remaining.push(b);
        }
    }
    builder.finish().expect("a balanced tree")
}

/// The fastest of `RUNS` runs of `f`, and the last result.
fn best_of<T>(mut f: impl FnMut() -> T) -> (Duration, T) {
    let mut best = Duration::MAX;
    let mut out = None;
    for _ in 0..RUNS {
        let start = Instant::now();
        let r = black_box(f());
        best = best.min(start.elapsed());
        out = Some(r);
    }
    (best, out.expect("RUNS > 0"))
}

/// Mean nanoseconds per item of `total` over `n` items.
fn per(total: Duration, n: usize) -> f64 {
    total.as_nanos() as f64 / n as f64
}

fn ms(d: Duration) -> String {
    format!("{:.1} ms", d.as_secs_f64() * 1e3)
}

/// What was measured for one algorithm.
struct Row {
    name: &'static str,
    steps: u32,
    leaves: usize,
    search: Duration,
    steps_bytes: usize,
    index_bytes: usize,
    snapshot_ns: f64,
    mean_path: f64,
    state_ns: f64,
}

fn measure(tree: &Tree, algorithm: Algorithm, rng: &mut Rng) -> Row {
    let opts = Options {
        algorithm,
        ..Options::default()
    };
    let (search_time, trace): (Duration, Trace) =
        best_of(|| search(black_box(tree), black_box(&opts)).expect("no depth limit"));
    let steps = trace.len();
    let (steps_bytes, index_bytes) = trace.memory();

    // A snapshot: the current path at k, then every path node's state, as
    // the page does to draw the path. The positions are drawn beforehand so
    // that the generator is not timed.
    let ks: Vec<u32> = (0..SNAPSHOTS).map(|_| rng.below(u64::from(steps) + 1) as u32).collect();
    let (snapshot_time, path_nodes) = best_of(|| {
        let mut path_nodes = 0usize;
        for &k in &ks {
            let current = trace.path(black_box(k));
            for &id in &current.path {
                black_box(trace.state(id, current.k));
            }
            path_nodes += current.path.len();
        }
        path_nodes
    });

    let n = tree.len() as u64;
    let pairs: Vec<(NodeId, u32)> = (0..STATES)
        .map(|_| (rng.below(n) as NodeId, rng.below(u64::from(steps) + 1) as u32))
        .collect();
    let (state_time, ()) = best_of(|| {
        for &(id, k) in &pairs {
            black_box(trace.state(black_box(id), black_box(k)));
        }
    });

    Row {
        name: algorithm.name(),
        steps,
        leaves: trace.leaves_evaluated(),
        search: search_time,
        steps_bytes,
        index_bytes,
        snapshot_ns: per(snapshot_time, SNAPSHOTS),
        mean_path: path_nodes as f64 / SNAPSHOTS as f64,
        state_ns: per(state_time, STATES),
    }
}

/// The search alone (trace and index included) on the tree in `path`,
/// `runs` times per algorithm: one line of JSON per algorithm.
fn same_tree(path: &str, runs: usize) {
    let text = std::fs::read_to_string(path).expect("the tree file");
    let tree = parse(&text).expect("a valid tree");
    for (algo, algorithm) in [("alphabeta", Algorithm::AlphaBeta), ("minimax", Algorithm::Minimax)] {
        let options = Options {
            algorithm,
            ..Options::default()
        };
        // Untimed runs first, as the web bench does for wasm and JS (whose
        // compilers tier up): here they fault in the allocator's pages.
        for _ in 0..WARM_UP {
            black_box(search(black_box(&tree), &options).expect("a search"));
        }
        let mut times = Vec::with_capacity(runs);
        let mut last = None;
        for _ in 0..runs {
            let start = Instant::now();
            let trace = search(black_box(&tree), &options).expect("a search");
            times.push(start.elapsed().as_secs_f64() * 1e3);
            last = Some((trace.leaves_evaluated(), trace.root_value().get()));
        }
        times.sort_by(f64::total_cmp);
        let (leaves, value) = last.expect("at least one run");
        println!(
            "{{\"algo\":\"{algo}\",\"nodes\":{},\"leavesEvaluated\":{leaves},\"value\":{value},\"medianMs\":{:.3},\"minMs\":{:.3}}}",
            tree.len(),
            times[times.len() / 2],
            times[0]
        );
    }
    same_tree_floor(&tree, runs);
}

/// One step of [`floor_search`]: what the JS reference pushes per step,
/// in 16 bytes (the engine's own step size).
#[derive(Clone, Copy)]
struct FloorStep {
    value: f64,
    node: u32,
    kind: u8,
}

/// The floor of any traced α-β: fail-soft α-β on the engine's tree that
/// records only a 16-byte step per enter, evaluation, return, cut and
/// leave (the JS reference's steps), with no index, no windows and no
/// sources, so that no state can be asked of it. It tells how fast a trace
/// can possibly be written, beside the engine's search, which also indexes
/// every node's window and timeline. Its value and leaf count must equal
/// the engine's.
fn floor_search(tree: &Tree, steps: &mut Vec<FloorStep>) -> (f64, usize) {
    fn go(
        tree: &Tree,
        id: NodeId,
        mut alpha: f64,
        mut beta: f64,
        steps: &mut Vec<FloorStep>,
        leaves: &mut usize,
    ) -> f64 {
        steps.push(FloorStep {
            value: 0.0,
            node: id,
            kind: 0,
        });
        if let Some(v) = tree.leaf_value(id) {
            *leaves += 1;
            steps.push(FloorStep {
                value: v.get(),
                node: id,
                kind: 1,
            });
            return v.get();
        }
        let max = tree.player(id) == Player::Max;
        let mut m = if max { f64::NEG_INFINITY } else { f64::INFINITY };
        let end = tree.end(id);
        let mut child = id + 1;
        while child < end {
            let next = tree.end(child);
            let t = go(tree, child, alpha, beta, steps, leaves);
            steps.push(FloorStep {
                value: t,
                node: child,
                kind: 2,
            });
            m = if max { m.max(t) } else { m.min(t) };
            let crossed = if max { m >= beta } else { m <= alpha };
            if crossed && next < end {
                steps.push(FloorStep {
                    value: m,
                    node: id,
                    kind: 3,
                });
                break;
            }
            if max {
                alpha = alpha.max(m);
            } else {
                beta = beta.min(m);
            }
            child = next;
        }
        steps.push(FloorStep {
            value: m,
            node: id,
            kind: 4,
        });
        m
    }
    let mut leaves = 0;
    let value = go(tree, 0, f64::NEG_INFINITY, f64::INFINITY, steps, &mut leaves);
    (value, leaves)
}

/// `--same-tree`'s floor row: [`floor_search`] timed like the engine.
fn same_tree_floor(tree: &Tree, runs: usize) {
    let run = || {
        let mut steps = Vec::new();
        let (value, leaves) = floor_search(black_box(tree), &mut steps);
        (value, leaves, black_box(steps))
    };
    for _ in 0..WARM_UP {
        run();
    }
    let mut times = Vec::with_capacity(runs);
    let mut last = (0.0, 0, Vec::new());
    for _ in 0..runs {
        let start = Instant::now();
        last = run();
        times.push(start.elapsed().as_secs_f64() * 1e3);
    }
    times.sort_by(f64::total_cmp);
    let (value, leaves, trace) = last;
    // The steps say what the search found: one evaluation per leaf, and the
    // root leaves last with the value.
    let evaluations = trace.iter().filter(|s| s.kind == 1).count();
    let end = trace.last().expect("steps");
    assert!(
        evaluations == leaves && end.node == 0 && end.value == value,
        "the floor's steps disagree with its result"
    );
    let steps = trace.len();
    println!(
        "{{\"algo\":\"floor\",\"nodes\":{},\"leavesEvaluated\":{leaves},\"value\":{value},\"steps\":{steps},\"medianMs\":{:.3},\"minMs\":{:.3}}}",
        tree.len(),
        times[times.len() / 2],
        times[0]
    );
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().map(String::as_str) == Some("--same-tree") {
        let runs = args.get(2).and_then(|r| r.parse().ok()).unwrap_or(5);
        same_tree(args.get(1).expect("--same-tree FILE RUNS"), runs);
        return;
    }
    let mut rng = Rng::new(SEED);
    let build_start = Instant::now();
    let tree = uniform_tree(BRANCHING, DEPTH, &mut rng);
    let build = build_start.elapsed();
    println!(
        "uniform tree b = {BRANCHING}, d = {DEPTH}: {} nodes, {} leaves, values in -100..=100 (seed {SEED:#x}), built in {}",
        tree.len(),
        tree.leaf_count(),
        ms(build)
    );
    println!(
        "times: best of {RUNS} runs; snapshots are means over {SNAPSHOTS} random k, state over {STATES} random (i, k)"
    );
    println!();

    let rows: Vec<Row> = [Algorithm::Minimax, Algorithm::AlphaBeta, Algorithm::AlphaBetaHard]
        .into_iter()
        .map(|a| measure(&tree, a, &mut rng))
        .collect();

    println!(
        "{:<15} {:>10} {:>9} {:>10} {:>8} {:>12} {:>12} {:>9} {:>13} {:>9} {:>10}",
        "algorithm",
        "steps",
        "leaves",
        "search",
        "ns/step",
        "steps B/step",
        "index B/step",
        "trace MiB",
        "snapshot+path",
        "mean path",
        "state(i,k)"
    );
    for r in &rows {
        let s = r.steps as usize;
        println!(
            "{:<15} {:>10} {:>9} {:>10} {:>8.1} {:>12.1} {:>12.1} {:>9.1} {:>10.0} ns {:>9.1} {:>7.1} ns",
            r.name,
            r.steps,
            r.leaves,
            ms(r.search),
            per(r.search, s),
            r.steps_bytes as f64 / s as f64,
            r.index_bytes as f64 / s as f64,
            (r.steps_bytes + r.index_bytes) as f64 / (1 << 20) as f64,
            r.snapshot_ns,
            r.mean_path,
            r.state_ns
        );
    }
    println!("(the index is per reached node, plus a slot per node id only when minimax-like searches reach most of the tree)");
    println!();
    let minimax = &rows[0];
    for r in &rows[1..] {
        println!(
            "{:<15} / minimax: steps {:.3}, leaves evaluated {:.3}, search time {:.3}",
            r.name,
            f64::from(r.steps) / f64::from(minimax.steps),
            r.leaves as f64 / minimax.leaves as f64,
            r.search.as_secs_f64() / minimax.search.as_secs_f64()
        );
    }
    println!(
        "Knuth–Moore best case for b = {BRANCHING}, d = {DEPTH}: {} leaves (α-β here: {}, {:.2}× the best case)",
        best_case(BRANCHING, DEPTH),
        rows[1].leaves,
        rows[1].leaves as f64 / best_case(BRANCHING, DEPTH) as f64
    );
    println!();

    println!("leaves evaluated per move ordering (α-β fail-soft, the seeds' tie rule; random = seed 1):");
    orderings_header();
    for (b, d, seed) in [(3, 6, 1), (3, 8, 2), (4, 5, 3), (5, 4, 4), (8, 3, 5)] {
        let spec = alphabeta::random::RandomSpec {
            seed,
            min_branch: b,
            max_branch: b,
            depth: d,
            min_value: -100,
            max_value: 100,
            irregular: false,
        };
        let t = alphabeta::random::generate(&spec).expect("a spec within the generator's limits");
        orderings_line(&format!("random b={b} d={d} s={seed}"), &t, &Options::default());
    }
    println!();
    games_bench();
    println!("Connect 4 from the empty board, leaves evaluated per move ordering (h on every node, so best-first by h orders every level):");
    orderings_header();
    let c4 = alphabeta::game::Setup::new(alphabeta::game::GameKind::Connect4, alphabeta::game::connect4::START)
        .expect("the start parses");
    for depth in 2..=6 {
        let t = c4.tree_with_h(depth).expect("within the tree limit");
        let opts = Options {
            depth_limit: Some(depth),
            ..Options::default()
        };
        orderings_line(&format!("Connect 4, P = {depth}"), &t, &opts);
    }
    println!();

    let (format_time, text) = best_of(|| format(black_box(&tree)));
    let (parse_time, parsed) = best_of(|| parse(black_box(&text)).expect("the canonical notation parses"));
    assert!(parsed == tree, "format/parse round trip");
    let (layout_time, layout) = best_of(|| tidy(black_box(&tree)));
    let nodes = tree.len();
    println!(
        "notation: {} bytes ({:.2} MiB)",
        text.len(),
        text.len() as f64 / (1 << 20) as f64
    );
    println!(
        "{:<8} {:>10}  {:>6.1} ns/node  {:>6.1} MB/s",
        "parse",
        ms(parse_time),
        per(parse_time, nodes),
        text.len() as f64 / parse_time.as_secs_f64() / 1e6
    );
    println!(
        "{:<8} {:>10}  {:>6.1} ns/node  {:>6.1} MB/s",
        "format",
        ms(format_time),
        per(format_time, nodes),
        text.len() as f64 / format_time.as_secs_f64() / 1e6
    );
    println!(
        "{:<8} {:>10}  {:>6.1} ns/node  (width {}, height {})",
        "layout",
        ms(layout_time),
        per(layout_time, nodes),
        layout.width,
        layout.height
    );
}

/// Tic-tac-toe's full tree from the empty board: built from the game
/// (`game::Setup::tree`), then traced by each algorithm, with and without
/// the transposition table.
fn games_bench() {
    use alphabeta::game::{GameKind, Setup};
    let setup = Setup::new(GameKind::TicTacToe, ".../.../...").expect("the empty board parses");
    let (build, t) = best_of(|| setup.tree(9).expect("the full tree fits"));
    println!(
        "tic-tac-toe, full tree from the empty board: {} nodes, {} finished games, built in {}",
        t.len(),
        t.leaf_count(),
        ms(build)
    );
    for algorithm in [Algorithm::Minimax, Algorithm::AlphaBeta, Algorithm::AlphaBetaHard] {
        for tt in [false, true] {
            let opts = Options {
                algorithm,
                tt,
                ..Options::default()
            };
            let (time, trace) = best_of(|| search(black_box(&t), &opts).expect("valid options"));
            println!(
                "  {:<15} tt {:<3}  {:>9} steps  {:>7} leaves  {:>6} table hits  traced in {}  (build + trace {})",
                algorithm.name(),
                if tt { "on" } else { "off" },
                trace.len(),
                trace.leaves_evaluated(),
                trace.tt_hits(),
                ms(time),
                ms(build + time)
            );
        }
    }
    println!();
}

/// b^⌈d/2⌉ + b^⌊d/2⌋ − 1 leaves: the fewest any α-β can evaluate.
fn best_case(b: u32, d: u32) -> u64 {
    u64::from(b).pow(d.div_ceil(2)) + u64::from(b).pow(d / 2) - 1
}

/// The header of the orderings table printed by [`orderings_line`].
pub fn orderings_header() {
    let names: Vec<String> = Order::ALL.iter().map(|o| format!("{:>8}", o.name())).collect();
    println!(
        "{:<24} {} {:>8} {:>10} {:>10}",
        "tree",
        names.join(" "),
        "killers",
        "best case",
        "b^d"
    );
}

/// One line of leaves evaluated per ordering for `tree` searched with
/// `opts`, then the given order with killer moves on, with Knuth–Moore's
/// best case and b^d when the tree is uniform (else "-" and minimax's count). Game benchmarks (Connect 4 at depths 2–6)
/// call it with their trees.
pub fn orderings_line(name: &str, tree: &Tree, opts: &Options) {
    let c = compare(tree, opts, 1).expect("options that fit the tree");
    let cells: Vec<String> = c.rows.iter().map(|r| format!("{:>8}", r.leaves_evaluated)).collect();
    let killers = search(tree, &Options { killers: true, ..*opts })
        .expect("options that fit the tree")
        .leaves_evaluated();
    let (best, worst) = match &c.uniform {
        Some(u) => (u.best_case.to_string(), u.worst_case.to_string()),
        None => ("-".to_string(), c.leaves_total.to_string()),
    };
    println!("{name:<24} {} {killers:>8} {best:>10} {worst:>10}", cells.join(" "));
}
