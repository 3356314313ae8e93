//! Invariant 3: no recursion on tree depth. A chain of 100,000 levels goes
//! through every code path (parse, format, search, trace, snapshot, report,
//! JSON, narration, layout, drop) on the test thread's ordinary stack, and a
//! tree of a million nodes is accepted.

use alphabeta::lang::Lang;
use alphabeta::layout::tidy;
use alphabeta::narrate::narrate;
use alphabeta::notation::{format, parse};
use alphabeta::report::report;
use alphabeta::search::{search, Algorithm, Options};
use alphabeta::trace::Status;
use alphabeta::tree::NodeId;

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
    for algorithm in [Algorithm::Minimax, Algorithm::AlphaBeta, Algorithm::AlphaBetaHard] {
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
            assert_eq!(trace.snapshot(k).path.len(), DEPTH + 1);
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
