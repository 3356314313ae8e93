//! Invariant 3: no recursion on tree depth. A chain of 100,000 levels goes
//! through every code path (parse, format, search, trace, snapshot, report,
//! JSON, narration, layout, drop) on the test thread's ordinary stack, and a
//! tree of a million nodes is accepted.
//!
//! No quadratic path: the same pipeline, and every CLI command, on a chain
//! of n and of 2n levels must cost at most about twice as much. Work is
//! counted, never timed (the machine is shared): the characters produced
//! (narration, names, JSON, figures; what the CLI prints), the allocations
//! made on the test's thread (a counting global allocator), and the
//! ancestors that naming visited (`tree::name_steps`). Bytes allocated are
//! not compared: a buffer that doubles can cross a power of two between n
//! and 2n and cost four times as much without any quadratic path.
//! Building each name from the whole path, as the engine once did, makes
//! the 2n chain cost four times the n chain, and fails here.

use crate::alloc_count;

use alphabeta::lang::Lang;
use alphabeta::layout::tidy;
use alphabeta::narrate::narrate;
use alphabeta::notation::{format, parse};
use alphabeta::report::report;
use alphabeta::search::{search, Algorithm, Options};
use alphabeta::stats::stats;
use alphabeta::tikz::{forest, tikz, TikzOptions};
use alphabeta::trace::Status;
use alphabeta::tree::{name_steps, NodeId, MAX_NAME_STEPS};
use alphabeta::view::{snapshot, step_view};
use std::process::Command;

const DEPTH: usize = 100_000;

fn chain() -> String {
    // Every level also has a leaf sibling, so the searches compare and cut.
    let mut s = String::with_capacity(DEPTH * 6);
    for _ in 0..DEPTH {
        s.push_str("[1 ");
    }
    s.push('7');
    for _ in 0..DEPTH {
        s.push(']');
    }
    s
}

#[test]
fn a_deep_chain_goes_through_every_code_path() {
    let text = chain();
    let tree = parse(&text).unwrap();
    assert_eq!(tree.len(), 2 * DEPTH + 1);
    assert_eq!(tree.height() as usize, DEPTH);
    assert_eq!(parse(&format(&tree)).unwrap(), tree);
    for algorithm in Algorithm::ALL {
        let trace = search(
            &tree,
            &Options {
                algorithm,
                ..Options::default()
            },
        )
        .unwrap();
        let deepest = (tree.len() - 1) as NodeId;
        // The path at the deepest leaf's evaluation runs through every level.
        let k = (1..=trace.len()).find(|&k| trace.current(k) == Some(deepest));
        if let Some(k) = k {
            assert_eq!(trace.path(k).path.len(), DEPTH + 1);
            assert_eq!(trace.state(0, k).status, Status::Path);
        }
        let json = serde_json::to_string(&report(&tree, &trace)).unwrap();
        assert!(json.len() > DEPTH);
        assert!(!narrate(&tree, &trace, trace.len(), Lang::Fr).is_empty());
        drop(trace);
    }
    let layout = tidy(&tree);
    assert_eq!(layout.height as usize, DEPTH);
    drop(tree);
}

#[test]
fn a_million_nodes_are_accepted() {
    // 10 levels of 4 children: 1,398,101 nodes.
    let mut s = String::new();
    fn open(s: &mut String, depth: u32) {
        // Built level by level with an explicit stack to stay iterative.
        let mut stack = vec![(depth, 0u32)];
        while let Some((d, child)) = stack.pop() {
            if d == 0 {
                s.push_str(&((child * 7 + d) % 19).to_string());
                continue;
            }
            if child == 0 {
                s.push('[');
            }
            if child < 4 {
                if child > 0 {
                    s.push(',');
                }
                stack.push((d, child + 1));
                stack.push((d - 1, 0));
            } else {
                s.push(']');
            }
        }
    }
    open(&mut s, 10);
    let tree = parse(&s).unwrap();
    assert_eq!(tree.len(), 1_398_101);
    let trace = search(&tree, &Options::default()).unwrap();
    let minimax = search(
        &tree,
        &Options {
            algorithm: Algorithm::Minimax,
            ..Options::default()
        },
    )
    .unwrap();
    assert_eq!(trace.root_value(), minimax.root_value());
    assert!(trace.leaves_evaluated() < minimax.leaves_evaluated());
}

/// A chain of `depth` levels whose deep child comes first, so that every
/// algorithm goes all the way down before it meets the leaf siblings:
/// `[[[…[7, 1]…, 1], 1], 1]`.
fn deep_first(depth: usize) -> String {
    format!("{}7{}", "[".repeat(depth), ", 1]".repeat(depth))
}

/// The work of the whole pipeline on `text` (every step described and
/// narrated in both languages, every node named, the report as JSON, the
/// statistics, a figure, the layout, snapshots), for every algorithm:
/// `(characters produced, allocations, ancestors visited by names)`.
fn work(text: &str) -> (u64, u64, u64) {
    let allocs0 = alloc_count::allocations();
    let names0 = name_steps();
    let tree = parse(text).unwrap();
    let mut chars = 0usize;
    for id in 0..tree.len() as NodeId {
        chars += tree.name(id).len();
    }
    chars += format(&tree).len();
    chars += tidy(&tree).x.len();
    for algorithm in Algorithm::ALL {
        let trace = search(
            &tree,
            &Options {
                algorithm,
                ..Options::default()
            },
        )
        .unwrap();
        for k in 0..=trace.len() {
            chars += step_view(&tree, &trace, k).map_or(0, |v| serde_json::to_string(&v).unwrap().len());
            chars += narrate(&tree, &trace, k, Lang::En).len();
            chars += narrate(&tree, &trace, k, Lang::Fr).len();
        }
        chars += serde_json::to_string(&report(&tree, &trace)).unwrap().len();
        chars += serde_json::to_string(&stats(&tree, &trace)).unwrap().len();
        let figure = TikzOptions {
            standalone: true,
            window: true,
            lang: Lang::Fr,
            width_pt: None,
        };
        chars += tikz(&tree, &trace, trace.len(), &figure).len();
        chars += forest(&tree, &trace, trace.len() / 2, &figure).len();
        for k in [0, trace.len() / 2, trace.len()] {
            let s = snapshot(&tree, &trace, k);
            chars += s.path.len() + s.state.len() + s.cuts.len();
        }
    }
    (
        chars as u64,
        alloc_count::allocations() - allocs0,
        name_steps() - names0,
    )
}

/// Whether `big` (the work at 2n) is at most `2.2 ×` `small` (at n): linear,
/// with room for the odd doubling of a buffer.
fn linear(small: u64, big: u64) -> bool {
    big as f64 <= 2.2 * small as f64
}

#[test]
fn twice_as_deep_costs_twice_as_much() {
    let n = 10_000;
    let (c1, a1, s1) = work(&deep_first(n));
    let (c2, a2, s2) = work(&deep_first(2 * n));
    assert!(linear(c1, c2), "characters: {c1} at {n} levels, {c2} at {}", 2 * n);
    assert!(linear(a1, a2), "allocations: {a1} at {n} levels, {a2} at {}", 2 * n);
    assert!(linear(s1, s2), "ancestors named: {s1} at {n} levels, {s2} at {}", 2 * n);
}

#[test]
fn a_name_visits_a_bounded_number_of_ancestors() {
    let tree = parse(&deep_first(DEPTH)).unwrap();
    let before = name_steps();
    let longest = (0..tree.len() as NodeId).map(|id| tree.name(id).len()).max().unwrap();
    let visited = name_steps() - before;
    assert!(
        visited <= (MAX_NAME_STEPS as u64 + 1) * tree.len() as u64,
        "{visited} ancestors"
    );
    assert!(longest <= 2 + 2 * MAX_NAME_STEPS, "a name of {longest} characters");
    assert_eq!(tree.name(12), "R.1.1.1.1.1.1.1.1.1.1.1.1");
    assert_eq!(tree.name(13), "#13");
    // A wide node: its children are named from their stored places, not by
    // scanning the child list (which would cost the square of the width).
    let wide = parse(&format!("[{}9]", "1, ".repeat(DEPTH))).unwrap();
    assert_eq!(wide.name(DEPTH as NodeId + 1), format!("R.{}", DEPTH + 1));
}

/// What the CLI prints for `args` on `text`: it must succeed.
fn cli(args: &[&str], text: &str) -> usize {
    use std::io::Write;
    let mut child = Command::new(env!("CARGO_BIN_EXE_alphabeta"))
        .args(args)
        .arg("-")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let input = text.to_string();
    let writer = std::thread::spawn(move || stdin.write_all(input.as_bytes()));
    let out = child.wait_with_output().unwrap();
    writer.join().unwrap().unwrap();
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    out.stdout.len()
}

/// Every command that reads a tree. `beamer` is run on the cuts' steps
/// only: with every step it writes one whole figure per step, which is the
/// size of the tree times the number of steps by design (slides of a
/// lecture-sized tree, not of a 100,000-level chain).
const COMMANDS: [&[&str]; 12] = [
    &["stats"],
    &["stats", "--format", "json"],
    &["stats", "--algo", "minimax", "--lang", "fr"],
    &["trace"],
    &["trace", "--lang", "fr", "--algo", "alphabeta-hard"],
    &["trace", "--format", "json"],
    &["tikz", "--standalone"],
    &["tikz", "--step", "1000"],
    &["forest", "--lang", "fr"],
    &["beamer", "--steps", "cuts", "--name", "chain"],
    &["beamer", "--steps", "1,2,3"],
    &["format"],
];

#[test]
fn every_cli_command_prints_in_proportion_to_the_tree() {
    let n = 5_000;
    let (small, big) = (deep_first(n), deep_first(2 * n));
    for args in COMMANDS {
        let (c1, c2) = (cli(args, &small), cli(args, &big));
        assert!(
            linear(c1 as u64, c2 as u64),
            "{args:?}: {c1} characters at {n} levels, {c2} at {}",
            2 * n
        );
    }
}

#[test]
fn every_cli_command_takes_a_100000_level_chain() {
    let text = deep_first(DEPTH);
    for args in COMMANDS {
        // The principal variation alone runs through all 100,001 levels.
        assert!(cli(args, &text) > 0, "{args:?}");
    }
}
