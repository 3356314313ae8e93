//! Integration tests of the `alphabeta` binary: every subcommand, the exit
//! codes (0 success, 2 bad input), the positioned messages on standard error,
//! and the JSON contract of `trace --format json` (see `src/report.rs`).
//!
//! Every run goes through [`run`], which also checks that the binary never
//! panicked: a panic is a bug whatever the input.

use alphabeta::notation;
use alphabeta::presets::PRESETS;
use alphabeta::search::{search, Algorithm, Options};
use serde_json::Value as Json;
use std::io::Write;
use std::process::{Command, Stdio};

const CLASSIC: &str = "[[3,12,8],[2,4,6],[14,5,2]]";

/// What a run of the binary gave.
struct Out {
    code: i32,
    stdout: String,
    stderr: String,
}

impl Out {
    /// Asserts success and returns standard output.
    fn ok(&self) -> &str {
        assert_eq!(self.code, 0, "expected success; stderr:\n{}", self.stderr);
        assert!(self.stderr.is_empty(), "unexpected stderr:\n{}", self.stderr);
        &self.stdout
    }

    /// Asserts exit code 2 with nothing on standard output and returns
    /// standard error.
    fn bad(&self) -> &str {
        assert_eq!(
            self.code, 2,
            "expected exit code 2; stdout:\n{}\nstderr:\n{}",
            self.stdout, self.stderr
        );
        assert!(self.stdout.is_empty(), "unexpected stdout:\n{}", self.stdout);
        assert!(
            self.stderr.starts_with("alphabeta: "),
            "the message should name the program: {}",
            self.stderr
        );
        &self.stderr
    }

    /// Parses standard output as JSON after checking success.
    fn json(&self) -> Json {
        serde_json::from_str(self.ok()).expect("stdout is JSON")
    }
}

/// Runs the binary with `args`, feeding `stdin` (or an empty, closed standard
/// input when `None`, so that a command reading it cannot hang).
fn run_bytes(args: &[&str], stdin: Option<&[u8]>) -> Out {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_alphabeta"));
    cmd.args(args)
        .stdin(if stdin.is_some() { Stdio::piped() } else { Stdio::null() })
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let mut child = cmd.spawn().expect("the binary starts");
    // Feed standard input from a thread so that a child writing a lot before
    // reading everything cannot deadlock against us.
    let feeder = stdin.map(|bytes| {
        let mut pipe = child.stdin.take().expect("piped stdin");
        let bytes = bytes.to_vec();
        std::thread::spawn(move || {
            // The child may exit before reading everything (a bad flag): a
            // broken pipe is then expected, not a failure.
            let _ = pipe.write_all(&bytes);
        })
    });
    let out = child.wait_with_output().expect("the binary runs");
    if let Some(f) = feeder {
        f.join().expect("the feeder thread finishes");
    }
    let out = Out {
        code: out.status.code().expect("the binary exits normally, not by a signal"),
        stdout: String::from_utf8(out.stdout).expect("stdout is UTF-8"),
        stderr: String::from_utf8(out.stderr).expect("stderr is UTF-8"),
    };
    assert!(
        !out.stderr.contains("panicked"),
        "the binary panicked on {args:?}:\n{}",
        out.stderr
    );
    out
}

fn run(args: &[&str]) -> Out {
    run_bytes(args, None)
}

fn run_stdin(args: &[&str], stdin: &str) -> Out {
    run_bytes(args, Some(stdin.as_bytes()))
}

/// Checks that `stderr` is a positioned message for `line`/`column` followed
/// by the offending line and a caret under the spot.
fn assert_positioned(stderr: &str, line: usize, column: usize, text_line: &str) {
    assert!(
        stderr.contains(&format!("line {line}, column {column}: expected ")),
        "no position {line}:{column} in:\n{stderr}"
    );
    let lines: Vec<&str> = stderr.trim_end_matches('\n').lines().collect();
    let n = lines.len();
    assert!(n >= 3, "expected message, line and caret:\n{stderr}");
    assert_eq!(lines[n - 2], text_line, "the offending line is shown:\n{stderr}");
    assert_eq!(
        lines[n - 1],
        format!("{}^", " ".repeat(column - 1)),
        "the caret sits under column {column}:\n{stderr}"
    );
}

/// The numbers in a JSON array of ids.
fn ids(v: &Json) -> Vec<u64> {
    v.as_array()
        .expect("an array")
        .iter()
        .map(|x| x.as_u64().expect("an id"))
        .collect()
}

fn trace_json(args: &[&str]) -> Json {
    let mut all = vec!["trace"];
    all.extend_from_slice(args);
    all.extend_from_slice(&["--format", "json"]);
    run(&all).json()
}

// ---------------------------------------------------------------- trace

#[test]
fn trace_json_follows_the_contract_on_the_classic_tree() {
    let r = trace_json(&[CLASSIC]);
    let obj = r.as_object().unwrap();
    for key in ["value", "leavesTotal", "leavesEvaluated", "nodes", "cuts", "steps"] {
        assert!(obj.contains_key(key), "missing top-level key {key}");
    }
    assert_eq!(r["value"], 3);
    assert_eq!(r["leavesTotal"], 9);
    assert_eq!(r["leavesEvaluated"], 7);
    assert_eq!(r["algorithm"], "alphabeta");
    assert_eq!(r["ties"], "prune");
    assert_eq!(r["depthLimit"], Json::Null);
    assert_eq!(r["alpha"], "-inf");
    assert_eq!(r["beta"], "+inf");

    // Nodes: pre-order, parent null only for the root, players alternate.
    let nodes = r["nodes"].as_array().unwrap();
    assert_eq!(nodes.len(), 13);
    for (i, n) in nodes.iter().enumerate() {
        assert_eq!(n["id"], i as u64);
        for key in ["id", "parent", "player", "isLeaf", "visited", "pruned", "value"] {
            assert!(n.get(key).is_some(), "node {i} lacks {key}");
        }
        if i == 0 {
            assert_eq!(n["parent"], Json::Null);
            assert_eq!(n["player"], "max");
        } else {
            let p = n["parent"].as_u64().expect("a parent id") as usize;
            assert!(p < i, "pre-order: parent {p} comes before {i}");
            let pp = nodes[p]["player"].as_str().unwrap();
            let expected = if pp == "max" { "min" } else { "max" };
            assert_eq!(n["player"], expected, "players alternate at node {i}");
        }
        if n["visited"] == false {
            assert_eq!(n["value"], Json::Null, "node {i} not visited has no value");
        }
    }
    let leaves: Vec<usize> = (0..13).filter(|&i| nodes[i]["isLeaf"] == true).collect();
    assert_eq!(leaves, [2, 3, 4, 6, 7, 8, 10, 11, 12]);
    let values: Vec<&Json> = [0, 1, 5, 9].iter().map(|&i| &nodes[i]["value"]).collect();
    assert_eq!(values, [&Json::from(3), &Json::from(3), &Json::from(2), &Json::from(2)]);
    for i in [7, 8] {
        assert_eq!(nodes[i]["visited"], false);
        assert_eq!(nodes[i]["pruned"], true);
        assert_eq!(nodes[i]["value"], Json::Null);
    }
    let pruned: Vec<usize> = (0..13).filter(|&i| nodes[i]["pruned"] == true).collect();
    assert_eq!(pruned, [7, 8]);

    // One shallow cut at the second MIN node, skipping its last two leaves.
    let cuts = r["cuts"].as_array().unwrap();
    assert_eq!(cuts.len(), 1);
    assert_eq!(cuts[0]["node"], 5);
    assert_eq!(cuts[0]["kind"], "shallow");
    assert_eq!(ids(&cuts[0]["pruned"]), [7, 8]);
    assert_eq!(cuts[0]["source"], 0);
    assert_eq!(cuts[0]["which"], "alpha");
    assert_eq!(cuts[0]["op"], "≤");

    // Steps: numbered from 1, the root entered first and left last.
    let steps = r["steps"].as_array().unwrap();
    for (i, s) in steps.iter().enumerate() {
        assert_eq!(s["k"], i as u64 + 1);
    }
    assert_eq!(steps[0]["kind"], "enter");
    assert_eq!(steps[0]["node"], 0);
    let last = steps.last().unwrap();
    assert_eq!(
        (&last["kind"], &last["node"], &last["value"]),
        (&"leave".into(), &0.into(), &3.into())
    );
    let evals = steps.iter().filter(|s| s["kind"] == "eval").count();
    assert_eq!(evals, 7);
    let cut_step = cuts[0]["step"].as_u64().unwrap() as usize;
    assert_eq!(steps[cut_step - 1]["kind"], "cut");
    assert_eq!(steps[cut_step - 1]["cut"], cuts[0]);
}

#[test]
fn trace_json_is_the_library_report() {
    // The CLI prints exactly what `report::report` builds, for every
    // algorithm: the binary adds nothing and loses nothing.
    let tree = notation::parse(CLASSIC).unwrap();
    for algorithm in Algorithm::ALL {
        let opts = Options {
            algorithm,
            ..Options::default()
        };
        let trace = search(&tree, &opts).unwrap();
        let expected = serde_json::to_value(alphabeta::report::report(&tree, &trace)).unwrap();
        let got = trace_json(&[CLASSIC, "--algo", algorithm.name()]);
        assert_eq!(got, expected, "{}", algorithm.name());
        assert_eq!(got["steps"].as_array().unwrap().len(), trace.len() as usize);
    }
}

#[test]
fn minimax_evaluates_every_leaf() {
    let r = trace_json(&[CLASSIC, "--algo", "minimax"]);
    assert_eq!(r["algorithm"], "minimax");
    assert_eq!(r["value"], 3);
    assert_eq!(r["leavesEvaluated"], 9);
    assert_eq!(r["cuts"], Json::Array(vec![]));
    for n in r["nodes"].as_array().unwrap() {
        assert_eq!(n["visited"], true);
        assert_eq!(n["pruned"], false);
        assert_eq!(n["bound"], "exact");
    }
}

#[test]
fn fail_hard_and_fail_soft_agree_on_the_root_but_not_on_inner_values() {
    // Ids: 0 root, 1 leaf 5, 2 MIN v, 3 MAX w, 4 leaf 1, 5 leaf 2, 6 leaf 9.
    // Fail-soft: w returns 2 and v returns 2; fail-hard: m starts at α = 5,
    // so both return 5. Both cut at v, skipping the leaf 9.
    let tree = "[5, [[1, 2], 9]]";
    let soft = trace_json(&[tree]);
    let hard = trace_json(&[tree, "--algo", "alphabeta-hard"]);
    assert_eq!(hard["algorithm"], "alphabeta-hard");
    assert_eq!(soft["value"], 5);
    assert_eq!(hard["value"], 5);
    for (r, v) in [(&soft, 2), (&hard, 5)] {
        assert_eq!(r["nodes"][2]["value"], v);
        assert_eq!(r["nodes"][3]["value"], v);
        assert_eq!(r["nodes"][2]["bound"], "upper");
        assert_eq!(r["cuts"].as_array().unwrap().len(), 1);
        assert_eq!(r["cuts"][0]["node"], 2);
        assert_eq!(r["cuts"][0]["kind"], "shallow");
        assert_eq!(ids(&r["cuts"][0]["pruned"]), [6]);
    }
    // The aliases name the same algorithms.
    assert_eq!(
        trace_json(&[tree, "--algo", "fail-hard"])["algorithm"],
        "alphabeta-hard"
    );
    assert_eq!(trace_json(&[tree, "--algo", "fail-soft"])["algorithm"], "alphabeta");
    // The classic tree: the same cut, fewer steps (no α/β moves recorded).
    let hard = trace_json(&[CLASSIC, "--algo", "alphabeta-hard"]);
    assert_eq!((&hard["value"], &hard["leavesEvaluated"]), (&3.into(), &7.into()));
    assert_eq!(ids(&hard["cuts"][0]["pruned"]), [7, 8]);
}

#[test]
fn ties_strict_cuts_only_on_strict_inequality() {
    // The second MIN node sees 3 = α: the seeds cut, strict does not.
    let tree = "[[3,3],[3,1]]";
    let prune = trace_json(&[tree]);
    assert_eq!(prune["ties"], "prune");
    assert_eq!(prune["leavesEvaluated"], 3);
    assert_eq!(prune["cuts"][0]["node"], 4);
    assert_eq!(ids(&prune["cuts"][0]["pruned"]), [6]);
    let strict = trace_json(&[tree, "--ties", "strict"]);
    assert_eq!(strict["ties"], "strict");
    assert_eq!(strict["leavesEvaluated"], 4);
    assert_eq!(strict["cuts"], Json::Array(vec![]));
    assert_eq!(strict["value"], 3);
    // On the classic tree the cut is strict anyway (2 < 3) and the op says so.
    let strict = trace_json(&[CLASSIC, "--ties", "strict"]);
    assert_eq!(strict["cuts"][0]["op"], "<");
}

#[test]
fn depth_limit_uses_h() {
    let r = trace_json(&["[[3 5] h=4, [1 9] h=2]", "--depth", "1"]);
    assert_eq!(r["value"], 4);
    assert_eq!(r["depthLimit"], 1);
    assert_eq!(r["leavesEvaluated"], 2);
    let nodes = r["nodes"].as_array().unwrap();
    assert_eq!(nodes[1]["h"], 4);
    assert_eq!(nodes[1]["value"], 4);
    for i in [2, 3, 5, 6] {
        assert_eq!(nodes[i]["visited"], false, "node {i} is below the limit");
        assert_eq!(nodes[i]["pruned"], false, "node {i} is not pruned");
    }
    let evals: Vec<&Json> = r["steps"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|s| s["kind"] == "eval")
        .collect();
    assert_eq!(evals.len(), 2);
    assert!(evals.iter().all(|s| s["usesH"] == true));
    // Without a limit the leaves decide: max(min(3, 5), min(1, …)) = 3.
    assert_eq!(trace_json(&["[[3 5] h=4, [1 9] h=2]"])["value"], 3);
}

#[test]
fn depth_limit_at_a_node_without_h_is_refused_by_name() {
    let e = run(&["trace", "[[3 5] h=4, [1 9]]", "--depth", "1"]).bad().to_string();
    assert!(e.contains("R.2"), "the message names the node: {e}");
    assert!(e.contains("h="), "the message says how to fix it: {e}");
    let e = run(&["stats", "min [[1 2] h=4, B:[1 9]]", "--depth", "1"])
        .bad()
        .to_string();
    assert!(e.contains("inner node B"), "a label is the name: {e}");
    let e = run(&["trace", CLASSIC, "--depth", "0"]).bad().to_string();
    assert!(e.contains("inner node R,"), "{e}");
    for bad in ["-1", "x", "1.5", "99999999999"] {
        let e = run(&["trace", CLASSIC, "--depth", bad]).bad().to_string();
        assert!(e.contains("--depth"), "{e}");
    }
    // A leaf at the limit needs no h.
    assert_eq!(trace_json(&["5", "--depth", "0"])["value"], 5);
}

#[test]
fn initial_window_from_alpha_and_beta() {
    // With the window (5, 10) every MIN node below the root cuts on its
    // first leaf below 5; the bounds come from the window, which no node
    // set: the cuts are the window's own kind and have no source.
    let r = trace_json(&[CLASSIC, "--alpha", "5", "--beta", "10"]);
    assert_eq!(r["alpha"], 5);
    assert_eq!(r["beta"], 10);
    assert_eq!(r["value"], 5);
    assert_eq!(r["leavesEvaluated"], 4);
    assert_eq!(r["nodes"][0]["alpha"], 5);
    assert_eq!(r["nodes"][0]["beta"], 10);
    let cuts = r["cuts"].as_array().unwrap();
    let at: Vec<u64> = cuts.iter().map(|c| c["node"].as_u64().unwrap()).collect();
    assert_eq!(at, [1, 5, 9]);
    for c in cuts {
        assert_eq!(c["source"], Json::Null);
        assert_eq!(c["kind"], "window");
    }
    // The `--flag=value` spelling and infinities.
    let r = trace_json(&[CLASSIC, "--alpha=-inf", "--beta=+∞"]);
    assert_eq!(
        (&r["alpha"], &r["beta"], &r["value"]),
        (&"-inf".into(), &"+inf".into(), &3.into())
    );
    // An inverted window, or something that is not a number, is refused.
    let e = run(&["trace", CLASSIC, "--alpha", "5", "--beta", "1"])
        .bad()
        .to_string();
    assert!(e.contains("initial window"), "{e}");
    for bad in ["x", "[1]", "nan", ""] {
        let e = run(&["trace", CLASSIC, "--alpha", bad]).bad().to_string();
        assert!(e.contains("--alpha: ") && e.contains("is not a value"), "{e}");
    }
}

#[test]
fn infinities_are_strings_in_json() {
    // Ids: 0 root, 1 MIN, 2 +inf, 3 leaf 2, 4 MIN, 5 -inf, 6 leaf 5.
    let r = trace_json(&["[[+inf, 2], [-inf, 5]]"]);
    assert_eq!(r["value"], 2);
    let nodes = &r["nodes"];
    assert_eq!(nodes[2]["leafValue"], "+inf");
    assert_eq!(nodes[2]["value"], "+inf");
    assert_eq!(nodes[5]["leafValue"], "-inf");
    assert_eq!(nodes[4]["value"], "-inf");
    assert_eq!(nodes[0]["alpha"], "-inf");
    assert_eq!(nodes[0]["beta"], "+inf");
    assert_eq!(nodes[4]["alpha"], 2);
    assert_eq!(r["cuts"][0]["m"], "-inf");
    assert_eq!(ids(&r["cuts"][0]["pruned"]), [6]);
    // An infinite root value: the MAX root cuts at once, m ≥ β = +∞.
    let r = trace_json(&["[∞, 3]"]);
    assert_eq!(r["value"], "+inf");
    assert_eq!(r["cuts"][0]["bound"], "+inf");
    assert_eq!(r["nodes"][2]["pruned"], true);
    let r = run(&["stats", "min [-inf, 3]", "--format", "json"]).json();
    assert_eq!(r["value"], "-inf");
}

#[test]
fn trace_text_narrates_every_position_then_the_stats() {
    let out = run(&["trace", CLASSIC]);
    let text = out.ok();
    let steps = search(&notation::parse(CLASSIC).unwrap(), &Options::default())
        .unwrap()
        .len() as usize;
    // One line per position 0..=steps, each numbered.
    for k in 0..=steps {
        assert!(
            text.lines().any(|l| l.trim_start().starts_with(&format!("{k}  "))),
            "position {k} is narrated"
        );
    }
    assert!(text.contains("value            3\n"), "{text}");
    assert!(text.contains("leaves evaluated 7 of 9 (minimax: 9)\n"), "{text}");
    assert!(text.contains("cuts             1 shallow, 0 deep\n"), "{text}");
    // French narration is a different text with the same numbering.
    let fr = run(&["trace", CLASSIC, "--lang", "fr"]);
    let fr = fr.ok();
    assert_ne!(fr, text);
    assert_eq!(fr.lines().count(), text.lines().count());
}

// ---------------------------------------------------------------- stats

#[test]
fn stats_text_and_json() {
    let out = run(&["stats", CLASSIC]);
    let text = out.ok();
    assert!(
        text.starts_with("algorithm        alphabeta\nvalue            3\n"),
        "{text}"
    );
    assert!(text.contains("nodes visited    11 of 13 (minimax: 13)\n"), "{text}");
    assert!(
        text.contains("uniform b=3 d=2  best case 5 leaves, worst case 9\n"),
        "{text}"
    );
    let s = run(&["stats", CLASSIC, "--format", "json"]).json();
    assert_eq!(s["value"], 3);
    assert_eq!(s["bestMove"], 1);
    assert_eq!(ids(&s["pv"]), [0, 1, 2]);
    assert_eq!(s["leavesTotal"], 9);
    assert_eq!(s["leavesEvaluated"], 7);
    assert_eq!(s["nodesTotal"], 13);
    assert_eq!(s["nodesVisited"], 11);
    assert_eq!((&s["cutsShallow"], &s["cutsDeep"]), (&1.into(), &0.into()));
    assert_eq!(s["minimax"]["leavesEvaluated"], 9);
    assert_eq!(s["uniform"]["branching"], 3);
    assert_eq!(s["uniform"]["bestCase"], 5);
    assert_eq!(s["uniform"]["worstCase"], 9);
    // Stats has no per-node or per-step data.
    assert!(s.get("nodes").is_none() && s.get("steps").is_none());
    // An irregular tree has no Knuth–Moore bounds.
    let s = run(&["stats", "[1, [2, 3]]", "--format", "json"]).json();
    assert_eq!(s["uniform"], Json::Null);
    assert_eq!(s["bestMove"], 2);
}

// ---------------------------------------------------------------- format

#[test]
fn format_writes_the_canonical_notation() {
    let out = run(&["format", "((3 12 8) (2 4 6) (14 5 2))"]);
    assert_eq!(out.ok(), "[[3, 12, 8], [2, 4, 6], [14, 5, 2]]\n");
    let text = "min  A:( B1:(1 -2.5) h=3\n  B2:+∞ , -infinity h:4)";
    let out = run(&["format", text]);
    let canonical = out.ok();
    assert_eq!(canonical, "min A:[B1:[1, -2.5] h=3, B2:+inf, -inf, h:4]\n");
    // Formatting is idempotent.
    let again = run(&["format", canonical.trim_end()]);
    assert_eq!(again.ok(), canonical);
    let e = run(&["format", "[1, 2"]).bad().to_string();
    assert_positioned(&e, 1, 6, "[1, 2");
}

// ---------------------------------------------------------------- random

#[test]
fn random_is_seeded_and_obeys_its_flags() {
    let a = run(&["random", "--seed", "42"]);
    let b = run(&["random", "--seed", "42"]);
    let c = run(&["random", "--seed", "43"]);
    assert_eq!(a.ok(), b.ok(), "a seed gives one tree");
    assert_ne!(a.ok(), c.ok(), "another seed gives another tree");
    assert!(notation::parse(run(&["random"]).ok()).is_ok());

    let out = run(&[
        "random",
        "--seed",
        "7",
        "--branching",
        "2",
        "--depth",
        "3",
        "--values",
        "0..0",
    ]);
    let t = notation::parse(out.ok()).unwrap();
    assert_eq!(t.uniform_shape(), Some((2, 3)));
    assert!((0..t.len() as u32)
        .filter_map(|i| t.leaf_value(i))
        .all(|v| v.get() == 0.0));

    let out = run(&[
        "random",
        "--seed",
        "9",
        "--branching",
        "2..4",
        "--depth",
        "4",
        "--values",
        "-5..5",
    ]);
    let t = notation::parse(out.ok()).unwrap();
    assert_eq!(t.height(), 4);
    for i in 0..t.len() as u32 {
        if t.is_leaf(i) {
            assert_eq!(t.depth(i), 4, "regular trees have all leaves at the bottom");
            let v = t.leaf_value(i).unwrap().get();
            assert!((-5.0..=5.0).contains(&v), "{v}");
        } else {
            assert!((2..=4).contains(&t.child_count(i)));
        }
    }

    // Irregular trees: over a few seeds some leaf sits above the bottom.
    let shallow_leaf = (0..20).any(|seed| {
        let s = seed.to_string();
        let out = run(&["random", "--seed", &s, "--depth", "4", "--irregular"]);
        let t = notation::parse(out.ok()).unwrap();
        (0..t.len() as u32).any(|i| t.is_leaf(i) && t.depth(i) < t.height())
    });
    assert!(shallow_leaf);
}

#[test]
fn random_refuses_bad_specs() {
    for (args, needle) in [
        (&["--seed", "x"][..], "--seed"),
        (&["--seed", "-1"], "--seed"),
        (&["--depth", "13"], "depth"),
        (&["--depth", "deep"], "--depth"),
        (&["--branching", "0"], "min_branch"),
        (&["--branching", "3..2"], "max_branch"),
        (&["--branching", "11"], "10"),
        (&["--branching", "-2"], "--branching"),
        (&["--values", "5..1"], "max_value"),
        (&["--values", "1e20"], "--values"),
        (&["--branching", "10", "--depth", "12"], "depth"),
        (&["--seed"], "--seed needs a value"),
    ] {
        let mut all = vec!["random"];
        all.extend_from_slice(args);
        let e = run(&all).bad().to_string();
        assert!(e.contains(needle), "{args:?}: {e}");
    }
}

// ---------------------------------------------------------------- presets

#[test]
fn preset_list_and_lookup() {
    for list in [&["preset"][..], &["preset", "--list"]] {
        let out = run(list);
        let text = out.ok();
        assert_eq!(text.lines().count(), alphabeta::presets::all().count());
        for p in alphabeta::presets::all() {
            assert!(
                text.lines().any(|l| l.starts_with(&format!("{} ", p.name))),
                "{}",
                p.name
            );
        }
    }
    for p in PRESETS {
        let out = run(&["preset", p.name]);
        assert_eq!(out.ok(), format!("{}\n", p.notation));
        assert!(notation::parse(out.ok()).is_ok(), "{} parses", p.name);
    }
    let e = run(&["preset", "nope"]).bad().to_string();
    assert!(e.contains("no preset called 'nope'"), "{e}");
    assert!(
        e.contains("classic") && e.contains("schema6bis"),
        "the message lists the presets: {e}"
    );
}

#[test]
fn preset_flag_replaces_the_tree_and_brings_its_depth_limit() {
    let r = trace_json(&["--preset", "classic"]);
    assert_eq!((&r["value"], &r["leavesEvaluated"]), (&3.into(), &7.into()));
    // `horizon` is meant for P = 2: the flag applies it...
    let r = trace_json(&["--preset", "horizon"]);
    assert_eq!(r["depthLimit"], 2);
    assert!(r["steps"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|s| s["kind"] == "eval")
        .all(|s| s["usesH"] == true));
    // ...and an explicit --depth wins (3 is the leaves' depth: no h used).
    let r = trace_json(&["--preset", "horizon", "--depth", "3"]);
    assert_eq!(r["depthLimit"], 3);
    assert!(r["steps"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|s| s["kind"] == "eval")
        .all(|s| s["usesH"] == false));
    let s = run(&["stats", "--preset", "schema6bis", "--format", "json"]).json();
    assert_eq!((&s["leavesEvaluated"], &s["leavesTotal"]), (&11.into(), &27.into()));
    let out = run(&["format", "--preset", "fig25a"]);
    assert_eq!(out.ok(), "u:[5, v:[4, 6, 8]]\n");
    let e = run(&["trace", "--preset", "nope"]).bad().to_string();
    assert!(e.contains("no preset called 'nope'"), "{e}");
}

// ---------------------------------------------------------------- stdin

#[test]
fn reads_standard_input_with_dash_or_nothing() {
    let text = "[\n  [3, 12, 8]\n  [2 4 6],\n  [14 5 2]\n]\n";
    for args in [&["trace", "-", "--format", "json"][..], &["trace", "--format", "json"]] {
        let r: Json = serde_json::from_str(run_stdin(args, text).ok()).unwrap();
        assert_eq!((&r["value"], &r["leavesEvaluated"]), (&3.into(), &7.into()), "{args:?}");
    }
    assert_eq!(
        run_stdin(&["format"], text).ok(),
        "[[3, 12, 8], [2, 4, 6], [14, 5, 2]]\n"
    );
    assert_eq!(
        run_stdin(&["format", "-"], text).ok(),
        "[[3, 12, 8], [2, 4, 6], [14, 5, 2]]\n"
    );
    let out = run_stdin(&["stats", "-"], "[1, 2]");
    assert!(out.ok().contains("value            2\n"));
    // Positions count lines of the input read from stdin.
    let e = run_stdin(&["trace", "-"], "[1,\n 2,\n x]").bad().to_string();
    assert_positioned(&e, 3, 3, " x]");
    assert!(e.contains("':' after the label"), "{e}");
}

#[test]
fn empty_or_binary_standard_input_is_bad_input() {
    let e = run(&["trace"]).bad().to_string();
    assert_positioned(&e, 1, 1, "");
    assert!(e.contains("the end of the text"), "{e}");
    let e = run_bytes(&["format", "-"], Some(b"[1, \xff\xfe]")).bad().to_string();
    assert!(e.contains("UTF-8"), "{e}");
}

// ---------------------------------------------------------------- errors

#[test]
fn bad_trees_give_positioned_messages() {
    for (text, line, column, shown) in [
        ("[[1, 2],", 1, 9, "[[1, 2],"),
        ("[]", 1, 2, "[]"),
        ("[1, 2] 3", 1, 8, "[1, 2] 3"),
        ("[1, nan]", 1, 5, "[1, nan]"),
        ("[1 2 3..4]", 1, 6, "[1 2 3..4]"),
        ("[1, 2)", 1, 6, "[1, 2)"),
        ("[1,\n [2, 1e16]]", 2, 6, " [2, 1e16]]"),
        ("[é, 1]", 1, 3, "[é, 1]"),
    ] {
        for cmd in ["trace", "stats", "format"] {
            let e = run(&[cmd, text]).bad().to_string();
            assert_positioned(&e, line, column, shown);
        }
    }
}

/// `--algo pvs`: the JSON carries each null-window test, its failure and
/// the re-search as steps, and the window each visit of the child is
/// searched with as the step's α and β: the null window (3, 3⁺) for the
/// test, the full window (3, +∞) for the re-search.
#[test]
fn pvs_json_carries_tests_and_re_searches_with_their_windows() {
    let tree = "[[3, 12, 8], [2, 4, 6], [[14, 1], 5, 9]]";
    let r = trace_json(&[tree, "--algo", "pvs"]);
    assert_eq!(r["algorithm"], "pvs");
    assert_eq!(r["researches"], 1);
    assert_eq!(r["value"], 5);
    let steps = r["steps"].as_array().unwrap();
    let kinds: Vec<&str> = steps.iter().map(|s| s["kind"].as_str().unwrap()).collect();
    let at = |kind: &str| kinds.iter().position(|k| *k == kind).unwrap();
    let research = at("research");
    assert_eq!(kinds[research - 1], "fail");
    let r3 = steps[research]["node"].clone();
    let enters: Vec<&Json> = steps
        .iter()
        .filter(|s| s["kind"] == "enter" && s["node"] == r3)
        .collect();
    assert_eq!(enters.len(), 2, "R.3 is visited twice");
    assert_eq!(enters[0]["alpha"], 3);
    assert_eq!(enters[0]["beta"].as_f64(), Some(f64::from_bits(3f64.to_bits() + 1)));
    assert_eq!(
        (&enters[1]["alpha"], &enters[1]["beta"]),
        (&Json::from(3), &Json::from("+inf"))
    );
    let text = run(&["trace", tree, "--algo", "pvs", "--lang", "fr"]).ok().to_string();
    assert!(text.contains("fenêtre nulle (3 ; 3⁺)"), "{text}");
    let e = run(&["trace", tree, "--algo", "pvss"]).bad().to_string();
    assert!(
        e.contains("--algo must be minimax, alphabeta, alphabeta-hard, pvs, mtdf or star2"),
        "{e}"
    );
    // MTD(f): each pass a phase, with the bound it proves.
    let r = trace_json(&[CLASSIC, "--algo", "mtdf"]);
    let proves: Vec<&str> = r["phases"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["proves"].as_str().unwrap())
        .collect();
    assert_eq!(proves, ["lower", "exact"]);
    assert_eq!(r["phases"][1]["alpha"], 3);
}

/// `--aspiration G,D`: the JSON carries each search of the root as a
/// phase (window, value, what it proves); bad values exit 2 by name.
#[test]
fn aspiration_json_carries_the_phases() {
    let r = trace_json(&[CLASSIC, "--aspiration", "6,1"]);
    let phases = r["phases"].as_array().unwrap();
    assert_eq!(phases.len(), 2);
    assert_eq!(
        (&phases[0]["alpha"], &phases[0]["beta"]),
        (&Json::from(5), &Json::from(7))
    );
    assert_eq!(
        (&phases[0]["value"], &phases[0]["proves"]),
        (&Json::from(5), &Json::from("upper"))
    );
    assert_eq!(
        (&phases[1]["alpha"], &phases[1]["proves"]),
        (&Json::from("-inf"), &Json::from("exact"))
    );
    assert_eq!(r["value"], 3);
    assert_eq!(r["steps"][0]["kind"], "aspiration");
    for bad in ["6", "6,0", "6,-1", "x,1", "6,y"] {
        let e = run(&["trace", CLASSIC, "--aspiration", bad]).bad().to_string();
        assert!(e.contains("--aspiration must be GUESS,DELTA"), "{bad}: {e}");
    }
    let e = run(&["trace", CLASSIC, "--aspiration", "6,1", "--algo", "minimax"])
        .bad()
        .to_string();
    assert!(e.contains("aspiration window needs δ > 0 and an α-β search"), "{e}");
}

#[test]
fn unknown_commands_flags_and_bad_values_exit_2() {
    let e = run(&["frobnicate"]).bad().to_string();
    assert!(e.contains("unknown command 'frobnicate'"), "{e}");
    for cmd in [
        &["trace", CLASSIC, "--bogus"][..],
        &["stats", CLASSIC, "--bogus"],
        &["format", CLASSIC, "--bogus"],
        &["format", CLASSIC, "--algo", "minimax"],
        &["random", "--bogus"],
        &["random", "--algo", "minimax"],
    ] {
        let e = run(cmd).bad().to_string();
        assert!(
            e.contains("unknown option --bogus") || e.contains("--algo only applies to trace"),
            "{cmd:?}: {e}"
        );
    }
    for (cmd, needle) in [
        (&["trace", CLASSIC, "--algo", "negamax"][..], "--algo"),
        (&["trace", CLASSIC, "--ties", "sometimes"], "--ties"),
        (&["trace", CLASSIC, "--format", "xml"], "--format"),
        (&["stats", CLASSIC, "--format", "yaml"], "--format"),
        (&["trace", CLASSIC, "--algo"], "--algo needs a value"),
    ] {
        let e = run(cmd).bad().to_string();
        assert!(e.contains(needle), "{cmd:?}: {e}");
    }
}

#[test]
fn the_command_line_s_own_messages_are_in_the_language_asked_for() {
    for (args, en, fr) in [
        (
            &["trace", CLASSIC, "--bogus"][..],
            "unknown option --bogus",
            "option inconnue --bogus",
        ),
        (
            &["trace", CLASSIC, "--ties", "x"],
            "--ties must be prune or strict, not 'x'",
            "--ties vaut prune ou strict, pas « x »",
        ),
        (
            &["stats", CLASSIC, "--depth", "deep"],
            "--depth must be a whole number",
            "--depth doit être un nombre entier",
        ),
        (
            &["tikz", CLASSIC, "--step", "99"],
            "--step must be a whole number from 0 to",
            "--step doit être un nombre entier de 0 à",
        ),
        (
            &["game", "chess", "--depth", "2"],
            "no game called 'chess'",
            "aucun jeu ne s’appelle « chess »",
        ),
        (
            &["random", "--values", "a..b"],
            "--values takes MIN..MAX",
            "--values prend MIN..MAX",
        ),
        (&["random", "--depth", "13"], "depth", "profondeur"),
        (
            &["preset", "nope"],
            "no preset called 'nope'",
            "aucun arbre d’exemple ne s’appelle « nope »",
        ),
        (
            &["orderings", CLASSIC, "--order", "best"],
            "it takes no --order",
            "il ne prend pas --order",
        ),
        (
            &["frobnicate"],
            "unknown command 'frobnicate'",
            "commande inconnue « frobnicate »",
        ),
    ] {
        let e = run(args).bad().to_string();
        assert!(e.contains(en), "{args:?}: {e}");
        let mut french = args.to_vec();
        french.extend(["--lang", "fr"]);
        let f = run(&french).bad().to_string();
        assert!(f.contains(fr), "{french:?}: {f}");
    }
    let e = run(&["trace", CLASSIC, "--lang", "de"]).bad().to_string();
    assert!(e.contains("--lang must be en or fr, not 'de'"), "{e}");
}

#[test]
fn a_pvs_figure_writes_the_null_window_as_a_neighbour_not_as_sixteen_digits() {
    // R.1.2 is tested with the null window (3⁻, 3): the figure writes 3^{-}.
    for cmd in ["tikz", "forest", "beamer"] {
        let out = run(&[cmd, "[[3,[[3,8]]],[2,5]]", "--algo", "pvs"]);
        let tex = out.ok();
        assert!(tex.contains("3^{-}"), "{cmd}: {tex}");
        assert!(!tex.contains("2.9999999"), "{cmd}: {tex}");
    }
}

#[test]
fn preset_refuses_unknown_flags_like_every_other_command() {
    // Every other subcommand exits 2 on an unknown option; `preset` ignores
    // it (main.rs never calls `check_known` in the "preset" branch).
    let e = run(&["preset", "classic", "--bogus"]).bad().to_string();
    assert!(e.contains("unknown option --bogus"), "{e}");
}

#[test]
fn help_and_no_arguments_succeed() {
    for args in [&[][..], &["--help"], &["-h"], &["help"]] {
        let out = run(args);
        let text = out.ok();
        assert!(text.contains("USAGE:"), "{args:?}");
        assert!(text.contains("Exit codes"), "{args:?}");
    }
}

// ---------------------------------------------------------------- depth

/// A chain of `n` nested brackets around one leaf.
fn chain(n: usize) -> String {
    format!("{}7{}", "[".repeat(n), "]".repeat(n))
}

#[test]
fn a_chain_of_100000_brackets_formats_through_stdin() {
    let text = chain(100_000);
    let out = run_stdin(&["format", "-"], &text);
    assert_eq!(out.ok().trim_end(), text);
}

#[test]
fn a_chain_of_100000_brackets_traces_to_json_through_stdin() {
    // The main thread has an 8 MiB stack: parse, search, stats, report and
    // serialisation must all be free of recursion on depth. The output is
    // about 100 MB, so only its ends and its size are checked, not parsed
    // (a debug-build serde_json would take longer than the run itself).
    let n = 100_000;
    let out = run_stdin(&["trace", "--format", "json"], &chain(n));
    let json = out.ok();
    assert!(json.starts_with("{\"value\":7,"), "{}", &json[..json.len().min(200)]);
    assert!(json.ends_with("}\n"));
    assert!(json.contains(&format!(
        "\"leavesTotal\":1,\"leavesEvaluated\":1,\"nodesTotal\":{},",
        n + 1
    )));
    // Each step is one object with "k", as many as the library records.
    let steps = search(&notation::parse(&chain(n)).unwrap(), &Options::default())
        .unwrap()
        .len() as usize;
    assert_eq!(json.matches("{\"k\":").count(), steps);
    // And the small stats agree.
    let s: Json = serde_json::from_str(run_stdin(&["stats", "--format", "json", "-"], &chain(n)).ok()).unwrap();
    assert_eq!(s["value"], 7);
    assert_eq!(s["pv"].as_array().unwrap().len(), n + 1);
}

#[test]
fn stats_and_errors_speak_french_when_asked() {
    let fr = run(&["stats", "--preset", "schema6bis", "--lang", "fr"]);
    let fr = fr.ok();
    assert!(fr.contains("feuilles évaluées  11 sur 27"), "{fr}");
    assert!(fr.contains("coupures") && !fr.contains("leaves evaluated"), "{fr}");
    let en = run(&["stats", "--preset", "schema6bis"]);
    assert!(en.ok().contains("leaves evaluated 11 of 27"));
    let e = run(&["trace", "[[1, 2], [3, 4]]", "--depth", "1", "--lang", "fr"]);
    assert!(e.bad().contains("profondeur limite 1"), "{}", e.bad());
    let e = run(&["trace", "[1,", "--lang", "fr"]);
    assert!(e.bad().contains("ligne 1, colonne 4 : attendu"), "{}", e.bad());
}

#[test]
fn figures_and_slides_in_both_languages() {
    let fr = run(&["tikz", "--preset", "fig25a", "--lang", "fr", "--standalone"]);
    assert!(fr.ok().contains("coupure superficielle"), "{}", fr.ok());
    let en = run(&["forest", "--preset", "fig25a"]);
    assert!(en.ok().contains("\\begin{forest}"), "{}", en.ok());
    assert!(en.ok().contains("shallow cut"), "{}", en.ok());
    let slides = run(&["beamer", "--preset", "fig25a", "--steps", "cuts", "--lang", "fr"]);
    let tex = slides.ok();
    assert!(
        tex.contains("\\documentclass{beamer}") && tex.contains("fig25a"),
        "{tex}"
    );
    assert!(tex.contains("\\only<2>") && !tex.contains("\\only<4>"), "{tex}");
    let chosen = run(&["beamer", "--preset", "fig25a", "--steps", "1,3"]);
    assert_eq!(chosen.ok().matches("\\only<").count(), 2);
    let bad = run(&["beamer", "--preset", "fig25a", "--steps", "1,x"]);
    assert!(bad.bad().contains("--steps must be a whole number"), "{}", bad.bad());
}

#[test]
fn exercise_sheets_with_and_without_solutions() {
    let blank = run(&["exercise", "--seed", "3", "--count", "2"]).ok().to_string();
    assert!(blank.starts_with("\\documentclass[a4paper"), "{blank}");
    assert_eq!(blank.matches("\\subsection*{Exercise").count(), 2);
    assert!(!blank.contains("\\times"), "a blank sheet shows no cut");
    let full = run(&["exercise", "--seed", "3", "--count", "2", "--solutions", "--lang", "fr"])
        .ok()
        .to_string();
    assert!(full.contains("\\section*{Corrigé}"));
    assert!(full.contains("\\times"));
    // The same seed gives the same sheet; the list names each exercise.
    assert_eq!(run(&["exercise", "--seed", "3", "--count", "2"]).ok(), blank);
    let list = run(&[
        "exercise",
        "--seed",
        "3",
        "--count",
        "2",
        "--format",
        "list",
        "--difficulty",
        "easy",
    ]);
    let lines: Vec<&str> = list.ok().lines().collect();
    assert_eq!(lines.len(), 2);
    assert!(
        lines[0].starts_with("easy-3\t[") && lines[1].starts_with("easy-4\t["),
        "{lines:?}"
    );
    assert!(notation::parse(lines[0].split('\t').nth(1).unwrap()).is_ok());
}

#[test]
fn exercise_refuses_what_it_cannot_do() {
    assert!(run(&["exercise", "--difficulty", "extreme"])
        .bad()
        .contains("easy, medium or hard"));
    assert!(run(&["exercise", "--count", "1000"]).bad().contains("--count"));
    assert!(run(&["exercise", "--count", "0"]).bad().contains("from 1 to 100"));
    assert!(run(&["exercise", "--seed", "-1"]).bad().contains("--seed"));
    assert!(run(&["exercise", "[1,2]"]).bad().contains("no tree"));
    assert!(run(&["exercise", "--format", "pdf"]).bad().contains("tex or list"));
}

#[test]
fn game_traces_a_real_game_and_plays_the_best_move() {
    let out = run(&["game", "tictactoe", "--position", "xo./.x./..o", "--depth", "9"]);
    let text = out.ok();
    assert!(text.contains("position         tictactoe xo./.x./..o, P = 9"), "{text}");
    assert!(text.contains("value            1\n"), "{text}");
    assert!(text.contains("move played      a2 → xo./xx./..o\n"), "{text}");
    assert!(!text.contains("table hits"));
    // The JSON: the report of the tree the library builds, plus the move.
    let j: Json = serde_json::from_str(
        run(&[
            "game",
            "nim",
            "--position",
            "1 2 4",
            "--depth",
            "12",
            "--format",
            "json",
        ])
        .ok(),
    )
    .unwrap();
    assert_eq!(j["game"], "nim");
    assert_eq!(j["report"]["value"], 1.0);
    assert_eq!(j["move"], "h3t1");
    assert_eq!(j["after"], "1 2 3");
    assert!(j["report"].get("tt").is_none());
    // The table: same value, fewer steps, hits counted and shown as steps.
    let plain: Json =
        serde_json::from_str(run(&["game", "domineering", "--depth", "4", "--format", "json"]).ok()).unwrap();
    let tt: Json =
        serde_json::from_str(run(&["game", "domineering", "--depth", "4", "--tt", "--format", "json"]).ok()).unwrap();
    assert_eq!(plain["report"]["value"], tt["report"]["value"]);
    assert_eq!(tt["report"]["tt"], true);
    let hits = tt["report"]["ttHits"].as_u64().unwrap();
    let steps = tt["report"]["steps"].as_array().unwrap();
    assert!(hits > 0);
    assert_eq!(steps.iter().filter(|s| s["kind"] == "tthit").count() as u64, hits);
    assert!(steps.len() < plain["report"]["steps"].as_array().unwrap().len());
    let fr = run(&["game", "connect4", "--depth", "2", "--tt", "--lang", "fr"]);
    assert!(fr.ok().contains("table (succès)"));
    // The game's tree has h on every node: best-first by h and iterative
    // deepening work on it, and keep the value.
    let json = |extra: &[&str]| -> Json {
        let mut args = vec!["game", "connect4", "--depth", "4", "--format", "json"];
        args.extend_from_slice(extra);
        serde_json::from_str(run(&args).ok()).unwrap()
    };
    let given = json(&[]);
    let best = json(&["--order", "best"]);
    let deep = json(&["--deepening"]);
    assert_eq!(given["report"]["value"], best["report"]["value"]);
    assert_eq!(given["report"]["value"], deep["report"]["value"]);
    assert!(best["report"]["leavesEvaluated"].as_u64() < given["report"]["leavesEvaluated"].as_u64());
    assert_eq!(deep["report"]["deepening"], true);
}

#[test]
fn game_refuses_bad_input_clearly() {
    assert!(run(&["game", "chess", "--depth", "2"])
        .bad()
        .contains("no game called 'chess'"));
    assert!(run(&["game", "nim"]).bad().contains("--depth"));
    assert!(run(&["game", "tictactoe", "--position", "xx./.../...", "--depth", "2"])
        .bad()
        .contains("2 x and 0 o"));
    assert!(run(&["game", "connect4", "--depth", "9"]).bad().contains("nodes"));
    assert!(
        run(&["game", "nim", "--position", "1 2 3", "--depth", "2", "--lang", "fr"])
            .ok()
            .contains("coup joué")
    );
}

#[test]
fn orderings_compares_every_ordering_on_schema_6_bis() {
    let j = run(&["orderings", "--preset", "schema6bis", "--format", "json"]).json();
    let rows = j["rows"].as_array().unwrap();
    let names: Vec<&str> = rows.iter().map(|r| r["order"].as_str().unwrap()).collect();
    assert_eq!(names, ["given", "best", "worst", "random", "ideal"]);
    assert_eq!(rows[1]["leavesEvaluated"], 11);
    assert!(rows[2]["leavesEvaluated"].as_u64().unwrap() > 11);
    assert!(rows.iter().all(|r| r["value"] == 5));
    assert_eq!(j["uniform"]["bestCase"], 11);
    assert_eq!(j["uniform"]["worstCase"], 27);
    assert_eq!(j["leavesTotal"], 27);
    let text = run(&["orderings", "--preset", "schema6bis", "--lang", "fr"])
        .ok()
        .to_string();
    assert!(text.contains("meilleur cas (Knuth-Moore) 11 feuilles"), "{text}");
    assert!(run(&["orderings", CLASSIC, "--order", "best"])
        .bad()
        .contains("no --order"));
}

#[test]
fn order_reorders_the_tree_before_trace_stats_and_tikz() {
    let plain = run(&["stats", CLASSIC, "--format", "json"]).json();
    let best = run(&["stats", CLASSIC, "--order", "best", "--format", "json"]).json();
    assert_eq!(plain["leavesEvaluated"], 7);
    assert_eq!(best["leavesEvaluated"], 5);
    assert_eq!(plain["value"], best["value"]);
    let r1 = run(&["trace", CLASSIC, "--order", "random", "--seed", "5", "--format", "json"]).json();
    let r2 = run(&["trace", CLASSIC, "--order", "random", "--seed", "5", "--format", "json"]).json();
    assert_eq!(r1, r2, "a seeded order is the same every run");
    assert!(run(&["tikz", CLASSIC, "--order", "worst"]).ok().contains("tikzpicture"));
    assert!(run(&["trace", CLASSIC, "--order", "sideways"])
        .bad()
        .contains("--order must be"));
    assert!(run(&["trace", CLASSIC, "--seed", "3"]).bad().contains("--order random"));
}

#[test]
fn killers_and_deepening_are_flags_of_the_search() {
    let tree = "A:[B1:[5, 7, 8], B2:[9, 2, 6], B3:[9, 4, 1]]";
    let plain = run(&["trace", tree, "--format", "json"]).json();
    let killers = run(&["trace", tree, "--killers", "--format", "json"]).json();
    assert!(
        plain.get("killers").is_none(),
        "the report is unchanged without the option"
    );
    assert_eq!(killers["killers"], true);
    assert_eq!(plain["leavesEvaluated"], 7);
    assert_eq!(killers["leavesEvaluated"], 6);
    let kinds: Vec<&str> = killers["steps"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["kind"].as_str().unwrap())
        .collect();
    assert_eq!(kinds.iter().filter(|k| **k == "killer").count(), 1);
    let text = run(&["trace", tree, "--killers", "--lang", "fr"]).ok().to_string();
    assert!(text.contains("Coup meurtrier : B3.2 est essayé en premier"), "{text}");
    let err = run(&["trace", "[[[1,2],[3,4]],[[5,6],[7,8]]]", "--deepening"])
        .bad()
        .to_string();
    assert!(err.contains("R.1"), "{err}");
}

#[test]
fn game_heuristics_change_the_values_at_the_limit_not_the_tree() {
    let tree_of = |h: &str| {
        let out = run(&["game", "connect4", "--depth", "2", "--heuristic", h, "--format", "json"]);
        serde_json::from_str::<Json>(out.ok()).unwrap()
    };
    let (own, zero, mobility) = (tree_of("game"), tree_of("zero"), tree_of("mobility"));
    let nodes = |v: &Json| v["report"]["nodes"].as_array().unwrap().len();
    assert_eq!(nodes(&own), nodes(&zero));
    assert_eq!(nodes(&own), nodes(&mobility));
    // With h = 0 no leaf at the limit is worth anything: the root is 0.
    assert_eq!(zero["report"]["value"], serde_json::json!(0));
    assert_ne!(own["report"]["value"], zero["report"]["value"]);
    assert!(run(&["game", "nim", "--depth", "2", "--heuristic", "clever"])
        .bad()
        .contains("game, mobility or zero"));
}

// ------------------------------------------------------------ challenge

const DEEP_CUT_12: &str = "[[[[4, 13], [19, 13]], [[11, 11], [10, 18]]], [[[19, 11], [11, 0]], [[5, 16], [4, 1]]]]";

#[test]
fn challenge_prints_the_goal_and_the_starting_tree() {
    let out = run(&["challenge", "--id", "deep-cut-12"]);
    let text = out.ok();
    assert!(text.starts_with("deep-cut-12 (A deep cut, level 2)\n"), "{text}");
    assert!(
        text.contains("Give the leaves values such that R.2.2.2 makes a deep cut.\n"),
        "{text}"
    );
    assert!(text.ends_with(&format!("{DEEP_CUT_12}\n")), "{text}");
    // The printed tree is the start: it does not meet the goal.
    let graded = run(&["challenge", "--id", "deep-cut-12", "--check", DEEP_CUT_12]);
    assert_eq!(graded.code, 1, "{}", graded.stderr);
    assert_eq!(graded.stdout, "R.2.2.2 is not reached: the cut at R.2 prunes it.\n");
    assert_eq!(graded.stderr, "alphabeta: deep-cut-12: the goal is not met\n");
    let fr = run(&["challenge", "--id", "deep-cut-12", "--lang", "fr"]);
    assert!(fr.ok().contains("R.2.2.2 fasse une coupure profonde"), "{}", fr.stdout);
}

#[test]
fn challenge_check_grades_a_tree_with_the_exit_code() {
    let solved = DEEP_CUT_12.replacen("19", "10", 1);
    let out = run(&["challenge", "--id", "deep-cut-12", "--check", &solved]);
    assert_eq!(
        out.ok(),
        "R.2.2.2 makes a deep cut: the bound α = 10 comes from R, above its parent R.2.2.\n"
    );
    // From standard input too, and in French.
    let out = run_stdin(
        &["challenge", "--id", "deep-cut-12", "--check", "-", "--lang", "fr"],
        &solved,
    );
    assert!(
        out.ok().starts_with("R.2.2.2 fait une coupure profonde"),
        "{}",
        out.stdout
    );
    // Out of the limits: not met, said why.
    let out = run(&["challenge", "--id", "deep-cut-12", "--check", "[[1, 2], [3, 4]]"]);
    assert_eq!(out.code, 1);
    assert!(out.stdout.contains("shape"), "{}", out.stdout);
    // --solution lists the changes from the tree checked.
    let out = run(&["challenge", "--id", "deep-cut-12", "--check", DEEP_CUT_12, "--solution"]);
    assert_eq!(out.code, 1);
    assert!(out.stdout.ends_with("  R.1.1.2.1: 19 → 10\n"), "{}", out.stdout);
}

#[test]
fn challenge_refuses_bad_input_with_exit_2() {
    let e = run(&["challenge", "--id", "deep-cat-12"]);
    assert!(e.bad().contains("'deep-cat-12' is not a challenge"), "{}", e.stderr);
    let e = run(&["challenge", "--id", "deep-cut-12", "--check", "[[1, 2], [3"]);
    assert_positioned(e.bad(), 1, 12, "[[1, 2], [3");
    assert!(run(&["challenge"]).bad().contains("--id"));
    assert!(run(&["challenge", "--id", "prune-1", "--depth", "2"])
        .bad()
        .contains("--depth only applies to"));
    assert!(run(&["challenge", "--id", "prune-1", DEEP_CUT_12])
        .bad()
        .contains("--check"));
}

/// `trace --negamax`: each step told from the side to move; a MIN node's
/// window is (−β, −α), its m negated, and its cut `m ≤ α` reads
/// `−m ≥ −α`, against β. One sentence per step, as without the switch.
#[test]
fn trace_negamax_writes_each_step_from_the_side_to_move_in_both_languages() {
    let tree = "[[3,12],[2,4]]";
    let plain = run(&["trace", tree]).ok().to_string();
    let en = run(&["trace", tree, "--negamax"]).ok().to_string();
    assert_eq!(en.lines().count(), plain.lines().count(), "one line per step:\n{en}");
    assert!(!en.contains("       negamax"), "no extra line:\n{en}");
    for line in [
        "    4  R.1.1 returns 3 to R.1 (MIN, seen from MIN), which takes its negation −3 (m = max(m, −t)): m goes from −∞ to −3.\n",
        "   11  Enter R.2 (MIN, seen from MIN): it inherits its parent’s window turned round, (−β, −α): α = −∞ (initial window) and β = −3 (set by R); m starts at −∞.\n",
        "   14  Shallow cut at R.2 (MIN, seen from MIN): m = −2 ≥ β = −3 (MAX’s m = 2 ≤ α = 3, turned round), a bound set by its parent R. Pruned: R.2.2.\n",
        "   15  R.2 (MIN, seen from MIN) is done and returns −2, a bound: its true value is ≥ −2.\n",
    ] {
        assert!(en.contains(line), "{line}\nnot in\n{en}");
    }
    let fr = run(&["trace", tree, "--negamax", "--lang", "fr", "--ties", "strict"])
        .ok()
        .to_string();
    for line in [
        "    4  R.1.1 renvoie 3 à R.1 (Min, vu de Min), qui prend son opposé −3 (m = max(m, −t)) : m passe de −∞ à −3.\n",
        "   14  Coupure superficielle en R.2 (Min, vu de Min) : m = −2 > β = −3 (le m = 2 < α = 3 de Max, retourné), borne fixée par son père R. Élagués : R.2.2.\n",
    ] {
        assert!(fr.contains(line), "{line}\nnot in\n{fr}");
    }
    // Decimal values: French writes decimal commas.
    let dec = run(&["trace", "[[2.5,3],[0.5,4]]", "--negamax", "--lang", "fr"])
        .ok()
        .to_string();
    assert!(
        dec.contains("renvoie 0,5 à R.2 (Min, vu de Min), qui prend son opposé −0,5"),
        "{dec}"
    );
}

/// Under minimax no window exists: each node maximises its children's
/// values negated. PVS's own steps are told from the side to move too:
/// the parent's α, the child's null window turned round (−(α⁺) is
/// (−α)⁻), a failed test's value negated by the parent.
#[test]
fn trace_negamax_under_minimax_and_pvs() {
    let mm = run(&["trace", "[[3,12],[2,4]]", "--algo", "minimax", "--negamax"])
        .ok()
        .to_string();
    assert!(
        mm.contains(
            "R.1.1 returns 3 to R.1 (MIN, seen from MIN), which takes its negation −3 (m = max(m, −t)): m is now −3.\n"
        ),
        "{mm}"
    );
    assert!(!mm.contains("window ("), "{mm}");
    let pvs = run(&["trace", "[[3,8],[4,2],[5,1]]", "--algo", "pvs", "--negamax"])
        .ok()
        .to_string();
    assert!(
        pvs.contains("Enter R.2 (MIN, seen from MIN): it inherits α = −3⁻ (set by R) and β = −3 (set by R)"),
        "{pvs}"
    );
    let tree = "[[5, [4, 1], 6], [2, 4, 6], [[14, 1], 5, 9]]";
    let pvs = run(&["trace", tree, "--algo", "pvs", "--negamax"]).ok().to_string();
    for line in [
        "    6  Null-window test: R.1 (MIN, seen from MIN) already has α = −5; it only asks whether R.1.2 does better, so R.1.2 gets the null window turned round, (5⁻, 5), which decides “above −5 or not” for R.1 and cuts as early as possible.\n",
        // R.1.2's 4 is exact (nothing below it was cut): the sentence says
        // so, and that PVS re-searches all the same.
        "   13  The test fails high: R.1.2 returns 4; R.1 takes its negation −4 > α = −5, so R.1.2 is better than R.1’s best so far. Here −4 is even exact (nothing below R.1.2 was cut), but PVS’s rule searches again every child whose test fails, exact or not: R.1’s m does not change, and R.1.2 is searched again.\n",
        "   14  Re-search: R.1.2 is searched again with R.1’s full window turned round, (−∞, 5) (R.1’s α = −5); what its test found below it is set aside.\n",
    ] {
        assert!(pvs.contains(line), "{line}\nnot in\n{pvs}");
    }
    assert!(!pvs.contains("fails low") && !pvs.contains("< β"), "{pvs}");
    let fr = run(&["trace", tree, "--algo", "pvs", "--negamax", "--lang", "fr"])
        .ok()
        .to_string();
    assert!(
        fr.contains("   13  Le test échoue par le haut : R.1.2 renvoie 4 ; R.1 prend son opposé −4 > α = −5, donc R.1.2 est meilleur que ce que R.1 a trouvé. Ici −4 est même exact"),
        "{fr}"
    );
}

/// `--format json --negamax`: every node also carries `negamax`, its
/// numbers from the side to move; without the switch the report is as it
/// was. Checked against the node's own numbers on every preset.
#[test]
fn trace_json_negamax_carries_each_nodes_side_values() {
    let neg = |v: &Json| match v {
        Json::Null => Json::Null,
        Json::String(s) if s == "+inf" => Json::from("-inf"),
        Json::String(s) if s == "-inf" => Json::from("+inf"),
        v => {
            let x = -v.as_f64().unwrap();
            if x == x.trunc() && x.abs() < 1e15 {
                Json::from(x as i64)
            } else {
                Json::from(x)
            }
        }
    };
    let flip = |b: &Json| match b.as_str() {
        Some("lower") => Json::from("upper"),
        Some("upper") => Json::from("lower"),
        _ => b.clone(),
    };
    for p in PRESETS {
        let plain = run(&["trace", "--preset", p.name, "--format", "json"]).json();
        assert!(plain["nodes"][0].get("negamax").is_none());
        let r = run(&["trace", "--preset", p.name, "--format", "json", "--negamax"]).json();
        let mut negated = 0;
        for n in r["nodes"].as_array().unwrap() {
            let s = &n["negamax"];
            let min = n["player"] == "min";
            assert_eq!(s["negated"], min, "{}", p.name);
            if min {
                negated += 1;
                assert_eq!(s["value"], neg(&n["value"]), "{} {n}", p.name);
                assert_eq!(s["alpha"], neg(&n["beta"]), "{} {n}", p.name);
                assert_eq!(s["beta"], neg(&n["alpha"]), "{} {n}", p.name);
                assert_eq!(s["bound"], flip(&n["bound"]), "{} {n}", p.name);
            } else {
                for (a, b) in [
                    ("value", "value"),
                    ("alpha", "alpha"),
                    ("beta", "beta"),
                    ("bound", "bound"),
                ] {
                    assert_eq!(s[a], n[b], "{} {n}", p.name);
                }
            }
        }
        assert!(negated > 0, "{}", p.name);
    }
}

/// `--negamax` belongs to `trace` alone: the other commands print no step
/// nor node to turn round, so they refuse it and say why (not "unknown
/// option"), in both languages.
#[test]
fn negamax_is_refused_by_commands_that_print_no_steps() {
    for cmd in ["stats", "tikz", "beamer", "orderings"] {
        let e = run(&[cmd, CLASSIC, "--negamax"]).bad().to_string();
        assert!(
            e.contains(&format!(
                "--negamax tells the steps from the side to move: it only applies to commands that print steps (trace), not to {cmd}"
            )),
            "{e}"
        );
        assert!(!e.contains("unknown option"), "{e}");
        let e = run(&[cmd, CLASSIC, "--negamax", "--lang", "fr"]).bad().to_string();
        assert!(
            e.contains(&format!(
                "--negamax raconte les étapes du point de vue du joueur qui a le trait : elle ne s’applique qu’aux commandes qui écrivent des étapes (trace), pas à {cmd}"
            )),
            "{e}"
        );
    }
    let e = run(&["trace", CLASSIC, "--negamax=1"]).bad().to_string();
    assert!(e.contains("--negamax takes no value"), "{e}");
}

/// The statistics and the orderings' table write the root's value as the
/// narration does: a decimal comma in French, a point in English.
#[test]
fn stats_and_orderings_write_the_value_in_the_language_asked_for() {
    let tree = "[[2.5,3],[0.5,4]]";
    let fr = run(&["stats", tree, "--lang", "fr"]).ok().to_string();
    assert!(fr.contains("valeur             2,5\n"), "{fr}");
    let en = run(&["stats", tree]).ok().to_string();
    assert!(en.contains("value            2.5\n"), "{en}");
    let table = run(&["orderings", tree, "--lang", "fr"]).ok().to_string();
    assert!(table.lines().skip(1).take(5).all(|l| l.ends_with(" 2,5")), "{table}");
}

/// A search by windows evaluates leaves again when it searches again: the
/// statistics count each time and say so, instead of "11 of 9", which read
/// as a mistake; a search without re-searches keeps its line. French puts
/// a space before the colon.
#[test]
fn stats_of_a_re_search_count_each_time_and_say_so() {
    let en = run(&["stats", CLASSIC, "--aspiration", "10,1"]);
    let en = en.ok();
    assert!(
        en.contains("leaves evaluated 11 times, 7 of 9: a re-search counts again (minimax: 9)\n"),
        "{en}"
    );
    assert!(
        en.contains("nodes visited    19 times, 11 of 13: a re-search counts again (minimax: 13)\n"),
        "{en}"
    );
    let fr = run(&["stats", CLASSIC, "--aspiration", "10,1", "--lang", "fr"]);
    let fr = fr.ok();
    assert!(
        fr.contains("11 fois, 7 sur 9 : une nouvelle recherche compte de nouveau (minimax : 9)\n"),
        "{fr}"
    );
    let plain = run(&["stats", CLASSIC, "--lang", "fr"]);
    let plain = plain.ok();
    assert!(plain.contains("feuilles évaluées  7 sur 9 (minimax : 9)\n"), "{plain}");
}

/// A figure's width, labels included, from `--boxes`'s `% bounds x0 y0 x1 y1`.
fn boxes_width(tex: &str) -> f64 {
    let line = tex
        .lines()
        .find_map(|l| l.strip_prefix("% bounds "))
        .expect("a bounds comment");
    let n: Vec<f64> = line.split_whitespace().map(|w| w.parse().unwrap()).collect();
    n[2] - n[0]
}

#[test]
fn width_lays_a_figure_out_for_a_page_and_says_when_it_cannot() {
    let natural = run(&["tikz", "--preset", "schema6bis", "--step", "30", "--boxes"]);
    let page = run(&[
        "tikz",
        "--preset",
        "schema6bis",
        "--step",
        "30",
        "--boxes",
        "--width",
        "345pt",
    ]);
    let (natural, page) = (boxes_width(natural.ok()), boxes_width(page.ok()));
    assert!(natural > 400.0, "schéma 6 bis at its natural size is {natural} pt wide");
    assert!(page <= 345.0, "laid out for 345 pt, it is {page} pt wide");
    assert!(!run(&["forest", "--preset", "schema6bis", "--width", "12.2cm"])
        .ok()
        .contains("% This figure"));
    // Too narrow even at 8 pt: the figure is still made, with a comment saying so.
    let narrow = run(&["tikz", "--preset", "schema6bis", "--width", "8cm"]);
    assert!(narrow.ok().starts_with("% This figure is "), "{}", narrow.stdout);
    let fr = run(&["tikz", "--preset", "schema6bis", "--width", "8cm", "--lang", "fr"]);
    assert!(fr.ok().starts_with("% Cette figure fait "), "{}", fr.stdout);
    for bad in ["abc", "50pt", "3m", ""] {
        let err = run(&["tikz", CLASSIC, "--width", bad]);
        assert!(
            err.bad().contains("--width must be a width from 100 to 2000 pt"),
            "{bad}: {}",
            err.stderr
        );
    }
    assert!(run(&["beamer", CLASSIC, "--width", "345pt"]).bad().contains("--width"));
}

#[test]
fn stats_count_the_visits_the_page_counts_and_name_the_window_that_cut() {
    // The page shows the engine's nodesVisited; the text must say the same
    // number, table hits included (MTD(f) answers a node from its table).
    for extra in [
        &["--algo", "mtdf"][..],
        &["--algo", "pvs"],
        &["--algo", "alphabeta", "--tt"],
        &["--aspiration", "3,1"],
        &["--algo", "pvs", "--killers"],
    ] {
        let mut args = vec!["stats", "--preset", "classic"];
        args.extend_from_slice(extra);
        let text = run(&args).ok().to_string();
        args.extend_from_slice(&["--format", "json"]);
        let json = run(&args).json();
        let line = text
            .lines()
            .find(|l| l.starts_with("nodes visited"))
            .expect("a visits line");
        let first: u64 = line["nodes visited".len()..]
            .split_whitespace()
            .next()
            .and_then(|w| w.parse().ok())
            .expect("a number");
        assert_eq!(Some(first), json["nodesVisited"].as_u64(), "{extra:?}: {line}");
    }
    let mtdf = run(&["stats", "--preset", "classic", "--algo", "mtdf"]);
    assert!(
        mtdf.ok().contains("2 by the window of a search of the root"),
        "{}",
        mtdf.stdout
    );
    assert!(!mtdf.ok().contains("initial window"));
}

/// `transform`: AIMA's example through the typed warp prints the warped
/// tree and says where the choice flips; a ≤ 0 is refused (exit 2), in
/// French too.
#[test]
fn transform_prints_the_new_tree_and_the_flip() {
    let out = run(&[
        "transform",
        "--preset",
        "aima-order",
        "--function",
        "typed",
        "--leaves",
        "20 30 1 400",
    ]);
    let text = out.ok();
    let mut lines = text.lines();
    assert_eq!(
        lines.next(),
        Some("R:[a1:chance[0.9: 20, 0.1: 30], a2:chance[0.9: 1, 0.1: 400]]")
    );
    assert!(
        lines
            .next()
            .unwrap()
            .starts_with("At R, a1 was worth 2.1 and a2 1.3; after the values typed, a1 is worth 21 and a2 40.9"),
        "{text}"
    );
    let out = run(&[
        "transform",
        "--preset",
        "aima-order",
        "--function",
        "linear",
        "--a=3",
        "--b=-1",
    ]);
    assert!(out.ok().starts_with("R:[a1:chance[0.9: 5, 0.1: 8], a2:chance[0.9: 2, 0.1: 11]]\nAfter x ↦ 3·x − 1, every node prefers the same child"));
    let out = run(&[
        "transform",
        "--preset",
        "aima-order",
        "--function",
        "linear",
        "--a=0",
        "--b=1",
        "--lang",
        "fr",
    ]);
    assert!(out.bad().contains("a = 0 l’aplatit"), "{}", out.stderr);
}
