//! Tests of the JavaScript boundary (`src/wasm/`), in a real browser.
//!
//! Run with
//! `CHROMEDRIVER=/usr/bin/chromedriver cargo test -p alphabeta --target wasm32-unknown-unknown --test wasm`.
//!
//! They call the `#[wasm_bindgen]` exports and read the returned `JsValue`s
//! the way the page does (`Reflect.get`, `Object.keys`), so they check what
//! crosses the boundary: every documented key present, `null` and never
//! `undefined` for a missing value, ±∞ as `"+inf"`/`"-inf"`, errors as JS
//! `Error`s with their extra properties. The parity tests run the native
//! engine in the same wasm module and compare it with the session, step by
//! step: the boundary reports exactly what the engine computed.

#![cfg(target_arch = "wasm32")]

use alphabeta::notation;
use alphabeta::options::{Algorithm, Options};
use alphabeta::presets::find;
use alphabeta::random::{generate, RandomSpec};
use alphabeta::search::search;
use alphabeta::stats::stats;
use alphabeta::trace::{BoundKind, Status};
use alphabeta::tree::NodeId;
use alphabeta::value::Value;
use alphabeta::wasm::{
    challenge_info, challenge_kinds, challenge_solution, check_answer_value, check_challenge, check_label_js,
    check_value, compare_orderings, edit_tree, error_excerpt, exercise_tree, format_tree, game_play, game_position,
    game_tree, parse_tree, presets, random_tree, reorder_tree, terms, tree_from_nodes, Session,
};
use js_sys::{Array, Object, Reflect};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

const CLASSIC: &str = "[[3,12,8],[2,4,6],[14,5,2]]";

// ---------------------------------------------------------------- helpers

/// `obj[key]`, `undefined` if absent.
fn get(obj: &JsValue, key: &str) -> JsValue {
    Reflect::get(obj, &JsValue::from_str(key)).expect("Reflect.get on an object")
}

/// `obj[i]` for an array.
fn at(arr: &JsValue, i: u32) -> JsValue {
    arr.dyn_ref::<Array>().expect("an array").get(i)
}

fn len(arr: &JsValue) -> u32 {
    arr.dyn_ref::<Array>().expect("an array").length()
}

/// The own enumerable keys of an object, sorted.
fn keys(obj: &JsValue) -> Vec<String> {
    let o = obj.dyn_ref::<Object>().expect("an object");
    let mut k: Vec<String> = Object::keys(o).iter().map(|k| k.as_string().unwrap()).collect();
    k.sort();
    k
}

fn sorted(k: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = k.iter().map(|s| s.to_string()).collect();
    v.sort();
    v
}

/// Asserts that `obj` has exactly the keys `expected` and that none of them
/// is `undefined` (a missing value must be `null`).
fn assert_keys(obj: &JsValue, expected: &[&str], what: &str) {
    assert_eq!(keys(obj), sorted(expected), "{what}: keys");
    for k in expected {
        assert!(!get(obj, k).is_undefined(), "{what}.{k} is undefined, not null");
    }
}

/// A JS object from JSON text (options and specs as the page writes them).
fn js(json: &str) -> JsValue {
    js_sys::JSON::parse(json).expect("valid JSON")
}

/// How the boundary writes a value: a number, or `"+inf"`/`"-inf"`.
fn js_value(v: Option<Value>) -> JsValue {
    match v {
        None => JsValue::NULL,
        Some(v) if v == Value::POS_INF => JsValue::from_str("+inf"),
        Some(v) if v == Value::NEG_INF => JsValue::from_str("-inf"),
        Some(v) => JsValue::from_f64(v.get()),
    }
}

fn js_id(id: Option<NodeId>) -> JsValue {
    id.map_or(JsValue::NULL, |i| JsValue::from_f64(f64::from(i)))
}

fn num(v: &JsValue) -> f64 {
    v.as_f64().unwrap_or_else(|| panic!("a number, not {v:?}"))
}

fn string(v: &JsValue) -> String {
    v.as_string().unwrap_or_else(|| panic!("a string, not {v:?}"))
}

/// Asserts that `e` is a JS `Error` and returns its message.
fn error_message(e: &JsValue) -> String {
    let err = e
        .dyn_ref::<js_sys::Error>()
        .unwrap_or_else(|| panic!("a JS Error, not {e:?}"));
    String::from(err.message())
}

/// A packed snapshot read back into Rust: `(k, current, path, cuts)` and
/// one [`Shown`] per node.
struct Packed {
    current: JsValue,
    path: Vec<f64>,
    cuts: JsValue,
    nodes: Vec<Shown>,
}

/// One node of a packed snapshot, decoded with the documented codes.
#[derive(Debug, PartialEq)]
struct Shown {
    state: u8,
    alpha: Option<f64>,
    beta: Option<f64>,
    m: Option<f64>,
    alpha_src: Option<u32>,
    beta_src: Option<u32>,
    bound: u8,
}

fn packed(s: &Session, k: u32) -> (JsValue, Packed) {
    let p = s.snapshot_packed(k).unwrap();
    let f64s = |key: &str| js_sys::Float64Array::new(&get(&p, key)).to_vec();
    let i32s = |key: &str| js_sys::Int32Array::new(&get(&p, key)).to_vec();
    let u8s = |key: &str| js_sys::Uint8Array::new(&get(&p, key)).to_vec();
    let (state, alpha, beta, m) = (u8s("state"), f64s("alpha"), f64s("beta"), f64s("m"));
    let (alpha_src, beta_src, bound) = (i32s("alphaSrc"), i32s("betaSrc"), u8s("bound"));
    let opt = |x: f64| (!x.is_nan()).then_some(x);
    let id = |x: i32| u32::try_from(x).ok();
    let nodes = (0..state.len())
        .map(|i| Shown {
            state: state[i],
            alpha: opt(alpha[i]),
            beta: opt(beta[i]),
            m: opt(m[i]),
            alpha_src: id(alpha_src[i]),
            beta_src: id(beta_src[i]),
            bound: bound[i],
        })
        .collect();
    let path = (0..len(&get(&p, "path")))
        .map(|i| num(&at(&get(&p, "path"), i)))
        .collect();
    let out = Packed {
        current: get(&p, "current"),
        path,
        cuts: get(&p, "cuts"),
        nodes,
    };
    (p, out)
}

fn session(text: &str, options: &str) -> Session {
    Session::new(text, js(options)).unwrap_or_else(|e| panic!("{text} {options}: {}", error_message(&e)))
}

// ---------------------------------------------------------------- DTO shapes

const TREE_NODE_KEYS: &[&str] = &[
    "id",
    "parent",
    "children",
    "depth",
    "player",
    "isLeaf",
    "label",
    "name",
    "value",
    "h",
    "isChance",
    "probability",
    "probabilityValue",
];
const SNAPSHOT_KEYS: &[&str] = &[
    "k", "current", "path", "state", "alpha", "beta", "m", "alphaSrc", "betaSrc", "bound", "cuts",
];
const STEP_KEYS: &[&str] = &[
    "k",
    "kind",
    "node",
    "player",
    "parent",
    "value",
    "alpha",
    "beta",
    "alphaSrc",
    "betaSrc",
    "mBefore",
    "mAfter",
    "which",
    "boundKind",
    "cut",
    "usesH",
];
const CUT_KEYS: &[&str] = &["node", "kind", "m", "bound", "which", "op", "source", "pruned", "step"];
const STATS_KEYS: &[&str] = &[
    "value",
    "bestMove",
    "pv",
    "leavesTotal",
    "leavesEvaluated",
    "nodesTotal",
    "nodesVisited",
    "cutsShallow",
    "cutsDeep",
    "cutsWindow",
    "minimax",
    "uniform",
    "minimal",
];

#[wasm_bindgen_test]
fn parse_tree_returns_the_tree_dto() {
    let t = parse_tree("min A:[[+inf, 2] h=3, -∞]").unwrap();
    assert_keys(&t, &["rootPlayer", "nodes"], "tree");
    assert_eq!(string(&get(&t, "rootPlayer")), "min");
    let nodes = get(&t, "nodes");
    assert_eq!(len(&nodes), 5);
    for i in 0..5 {
        let n = at(&nodes, i);
        assert_keys(&n, TREE_NODE_KEYS, &format!("node {i}"));
        assert_eq!(num(&get(&n, "id")), f64::from(i));
    }
    let root = at(&nodes, 0);
    assert!(get(&root, "parent").is_null());
    assert_eq!(string(&get(&root, "label")), "A");
    assert_eq!(string(&get(&root, "name")), "A");
    assert_eq!(string(&get(&root, "player")), "min");
    assert!(get(&root, "value").is_null(), "an inner node has no value");
    assert!(get(&root, "h").is_null());
    assert_eq!(get(&root, "isChance"), JsValue::FALSE);
    assert!(get(&root, "probability").is_null() && get(&root, "probabilityValue").is_null());
    // A chance node, and its children's probabilities as the edges show them.
    let chance = parse_tree("[chance[1/3: 1, 2/3: 2], 0]").unwrap();
    let c = at(&get(&chance, "nodes"), 1);
    assert_eq!(get(&c, "isChance"), JsValue::TRUE);
    let third = at(&get(&chance, "nodes"), 2);
    assert_eq!(string(&get(&third, "probability")), "1/3");
    assert!((num(&get(&third, "probabilityValue")) - 1.0 / 3.0).abs() < 1e-12);
    assert_eq!(len(&get(&root, "children")), 2);
    let inner = at(&nodes, 1);
    assert_eq!(num(&get(&inner, "h")), 3.0);
    assert!(get(&inner, "label").is_null(), "no label is null");
    assert_eq!(string(&get(&inner, "name")), "A.1");
    assert_eq!(string(&get(&inner, "player")), "max");
    let pos_inf = at(&nodes, 2);
    assert_eq!(get(&pos_inf, "value"), JsValue::from_str("+inf"));
    assert_eq!(get(&pos_inf, "isLeaf"), JsValue::TRUE);
    assert_eq!(num(&get(&pos_inf, "depth")), 2.0);
    assert_eq!(get(&at(&nodes, 4), "value"), JsValue::from_str("-inf"));
}

#[wasm_bindgen_test]
fn format_tree_and_tree_from_nodes_agree_with_the_notation() {
    assert_eq!(
        format_tree("((3 12 8) (2 4 6) (14 5 2))").unwrap(),
        "[[3, 12, 8], [2, 4, 6], [14, 5, 2]]"
    );
    // The editor's round trip: TreeDto → treeFromNodes gives the notation back.
    for text in [
        CLASSIC,
        "min A:[B1:[1 -2.5] h=3, B2:+inf, -∞, h:4]",
        "42",
        find("schema6bis").unwrap().notation,
        find("horizon").unwrap().notation,
    ] {
        let dto = parse_tree(text).unwrap();
        assert_eq!(
            tree_from_nodes(dto).unwrap(),
            notation::format(&notation::parse(text).unwrap()),
            "{text}"
        );
    }
    let e = tree_from_nodes(js(r#"{"nodes":[{"parent":null},{"parent":0,"value":1},{"parent":0}]}"#)).unwrap_err();
    assert!(
        error_message(&e).contains("node 2 is a leaf without a value"),
        "{}",
        error_message(&e)
    );
    // Node 4 names a parent whose subtree was already closed: not pre-order.
    let e = tree_from_nodes(js(r#"{"nodes":[{"parent":null},{"parent":0},{"parent":1,"value":1},
        {"parent":0,"value":2},{"parent":1,"value":3}]}"#))
    .unwrap_err();
    let msg = error_message(&e);
    assert!(msg.contains("node 4") && msg.contains("pre-order"), "{msg}");
    let e = tree_from_nodes(js(r#"{"nodes":[]}"#)).unwrap_err();
    assert!(error_message(&e).contains("at least one node"));
    let e = tree_from_nodes(js(r#"{"rootPlayer":"both","nodes":[{"parent":null,"value":1}]}"#)).unwrap_err();
    assert!(
        error_message(&e).contains("unknown variant `both`"),
        "{}",
        error_message(&e)
    );
}

#[wasm_bindgen_test]
fn presets_and_random_trees() {
    let p = presets().unwrap();
    assert_eq!(len(&p), alphabeta::presets::all().count() as u32);
    for (i, native) in alphabeta::presets::all().enumerate() {
        let dto = at(&p, i as u32);
        assert_keys(
            &dto,
            &[
                "name",
                "titleEn",
                "titleFr",
                "plainEn",
                "plainFr",
                "source",
                "notation",
                "depthLimit",
                "bounds",
                "lessonEn",
                "lessonFr",
            ],
            native.name,
        );
        assert_eq!(string(&get(&dto, "notation")), native.notation);
        assert_eq!(get(&dto, "depthLimit"), js_id(native.depth_limit));
    }
    // No spec: the native default spec.
    let native = notation::format(&generate(&RandomSpec::default()).unwrap());
    assert_eq!(random_tree(JsValue::UNDEFINED).unwrap(), native);
    assert_eq!(random_tree(JsValue::NULL).unwrap(), native);
    let spec = r#"{"seed": 7, "minBranch": 2, "maxBranch": 2, "depth": 3, "minValue": 0, "maxValue": 9}"#;
    let a = random_tree(js(spec)).unwrap();
    assert_eq!(a, random_tree(js(spec)).unwrap(), "seeded");
    assert_eq!(
        a,
        random_tree(js(&spec.replace("7", "\"7\""))).unwrap(),
        "a seed may be a string"
    );
    assert_eq!(notation::parse(&a).unwrap().uniform_shape(), Some((2, 3)));
    for bad in [
        r#"{"depth": 13}"#,
        r#"{"seed": "abc"}"#,
        r#"{"seed": -1}"#,
        r#"{"seed": 1.5}"#,
        r#"{"minBranch": 0}"#,
    ] {
        let e = random_tree(js(bad)).unwrap_err();
        assert!(!error_message(&e).is_empty(), "{bad}");
    }
}

#[wasm_bindgen_test]
fn snapshot_step_and_stats_dtos_have_every_key() {
    // Ids: 0 root, 1 MIN, 2 +inf, 3 leaf 2, 4 MIN, 5 -inf, 6 leaf 5 (pruned).
    let s = session("[[+inf, 2], [-inf, 5]]", "{}");
    let n = s.step_count();
    for k in [0, 1, n / 2, n, n + 10] {
        let (snap, p) = packed(&s, k);
        assert_keys(&snap, SNAPSHOT_KEYS, &format!("snapshot {k}"));
        assert_eq!(num(&get(&snap, "k")), f64::from(k.min(n)), "k is clamped");
        assert_eq!(p.nodes.len(), 7);
        for c in 0..len(&p.cuts) {
            assert_keys(&at(&p.cuts, c), CUT_KEYS, "cut");
        }
    }
    let (_, start) = packed(&s, 0);
    assert!(start.current.is_null());
    assert!(start.path.is_empty());
    let unreached = Shown {
        state: Status::Unvisited as u8,
        alpha: None,
        beta: None,
        m: None,
        alpha_src: None,
        beta_src: None,
        bound: 0,
    };
    assert_eq!(start.nodes[0], unreached, "nothing is known before the search");
    let (_, end) = packed(&s, n);
    let root = &end.nodes[0];
    assert_eq!(root.state, Status::Done as u8);
    assert_eq!(root.m, Some(2.0));
    assert_eq!(root.beta, Some(f64::INFINITY));
    assert_eq!(root.beta_src, None, "the initial window has no source node");
    assert_eq!(root.bound, BoundKind::Exact as u8 + 1);
    assert_eq!(end.nodes[2].m, Some(f64::INFINITY));
    assert_eq!(end.nodes[4].m, Some(f64::NEG_INFINITY));
    assert_eq!(
        end.nodes[4].alpha_src,
        Some(0),
        "α of the second MIN node comes from the root"
    );
    assert_eq!(end.nodes[6].state, Status::Pruned as u8);
    let cut = at(&end.cuts, 0);
    assert_eq!(get(&cut, "m"), JsValue::from_str("-inf"));
    assert_eq!(string(&get(&cut, "kind")), "shallow");

    assert!(s.step(0).unwrap().is_null());
    assert!(s.step(n + 1).unwrap().is_null());
    for k in 1..=n {
        let step = s.step(k).unwrap();
        assert_keys(&step, STEP_KEYS, &format!("step {k}"));
        if string(&get(&step, "kind")) == "cut" {
            assert_keys(&get(&step, "cut"), CUT_KEYS, "step cut");
        }
    }
    let first = s.step(1).unwrap();
    assert_eq!(string(&get(&first, "kind")), "enter");
    assert!(get(&first, "value").is_null());
    assert_eq!(get(&first, "alpha"), JsValue::from_str("-inf"));

    let st = s.stats().unwrap();
    assert_keys(&st, STATS_KEYS, "stats");
    assert_keys(
        &get(&st, "minimax"),
        &["leavesEvaluated", "nodesVisited"],
        "stats.minimax",
    );
    assert_keys(
        &get(&st, "uniform"),
        &["branching", "depth", "bestCase", "worstCase"],
        "stats.uniform",
    );
    let st = session("[1, [2, 3]]", "{}").stats().unwrap();
    assert!(get(&st, "uniform").is_null(), "an irregular tree has uniform null");
    let st = session("[+inf, 3]", "{}").stats().unwrap();
    assert_eq!(get(&st, "value"), JsValue::from_str("+inf"));

    // Minimax has no window: α, β and their sources are absent at every
    // position, in the snapshots and in the steps alike.
    let mm = session(CLASSIC, r#"{"algo": "minimax"}"#);
    for k in 0..=mm.step_count() {
        for (i, n) in packed(&mm, k).1.nodes.iter().enumerate() {
            assert!(
                n.alpha.is_none() && n.beta.is_none(),
                "minimax window at k={k} node {i}"
            );
            assert!(
                n.alpha_src.is_none() && n.beta_src.is_none(),
                "minimax sources at k={k} node {i}"
            );
        }
        if k > 0 {
            let step = mm.step(k).unwrap();
            for key in ["alpha", "beta", "alphaSrc", "betaSrc"] {
                assert!(get(&step, key).is_null(), "minimax step {k} {key}");
            }
        }
    }
}

// ---------------------------------------------------------------- errors

#[wasm_bindgen_test]
fn parse_errors_are_positioned_js_errors() {
    for e in [
        parse_tree("[[1, 2],").unwrap_err(),
        format_tree("[[1, 2],").unwrap_err(),
        Session::new("[[1, 2],", JsValue::UNDEFINED).err().expect("a bad tree"),
    ] {
        let msg = error_message(&e);
        assert!(msg.contains("line 1, column 9"), "{msg}");
        assert_eq!(num(&get(&e, "line")), 1.0);
        assert_eq!(num(&get(&e, "column")), 9.0);
        assert_eq!(num(&get(&e, "offset")), 8.0);
        assert_eq!(string(&get(&e, "kind")), "parse");
        assert!(
            msg.contains("a number") && msg.ends_with("the end of the text"),
            "{msg}"
        );
    }
    let e = parse_tree("[1,\n 2,\n x]").unwrap_err();
    assert_eq!((num(&get(&e, "line")), num(&get(&e, "column"))), (3.0, 3.0));
    assert!(error_message(&e).contains("line 3, column 3"));
}

#[wasm_bindgen_test]
fn bad_options_are_js_errors() {
    for (options, needle) in [
        (r#"{"algo": "negamax"}"#, "negamax"),
        (r#"{"ties": "sometimes"}"#, "sometimes"),
        (r#"{"alpha": "x"}"#, "1e15"),
        (r#"{"alpha": 5, "beta": 1}"#, "window"),
        (r#"{"alpha": 1e16}"#, "1e15"),
        (r#"{"depth": -1}"#, "options"),
        (r#"{"depth": "two"}"#, "options"),
        (r#"{"algorithm": "minimax"}"#, "unknown field"),
    ] {
        let Some(e) = Session::new(CLASSIC, js(options)).err() else {
            panic!("{options} was accepted")
        };
        let msg = error_message(&e);
        assert!(!msg.is_empty() && msg.contains(needle), "{options}: {msg}");
        let fr = string(&get(&e, "messageFr"));
        assert!(!fr.is_empty() && fr != msg || needle == "window", "{options}: {fr}");
        let kind = string(&get(&e, "kind"));
        assert!(kind == "input" || kind == "options", "{options}: {kind}");
    }
    // Infinite bounds may be strings; the default window is (−∞, +∞).
    let s = session(
        CLASSIC,
        r#"{"alpha": "-inf", "beta": "+inf", "algo": "alphabeta-hard", "ties": "strict"}"#,
    );
    assert_eq!(num(&get(&s.stats().unwrap(), "value")), 3.0);
}

#[wasm_bindgen_test]
fn a_depth_limit_without_h_names_the_node() {
    // Ids: 0 root, 1 [3 5] h=4, 2, 3, 4 [1 9] (no h).
    let e = Session::new("[[3 5] h=4, [1 9]]", js(r#"{"depth": 1}"#))
        .err()
        .expect("missing h");
    assert_eq!(num(&get(&e, "node")), 4.0);
    let msg = error_message(&e);
    assert!(msg.contains("R.2") && msg.contains("h="), "{msg}");
    let s = session("[[3 5] h=4, [1 9] h=2]", r#"{"depth": 1}"#);
    assert_eq!(num(&get(&s.stats().unwrap(), "value")), 4.0);
    let (_, end) = packed(&s, s.step_count());
    assert_eq!(end.nodes[1].state, Status::Evaluated as u8);
    assert_eq!(end.nodes[2].state, Status::Beyond as u8);
}

// ---------------------------------------------------------------- parity

/// Runs the session and the native engine on `text` with `algorithm` and
/// `depth`, and checks that every number and every node state the session
/// hands to JS is the engine's.
fn assert_parity(text: &str, algorithm: Algorithm, depth: Option<u32>) {
    let what = format!("{text} with {} depth {depth:?}", algorithm.name());
    let tree = notation::parse(text).unwrap();
    let opts = Options {
        algorithm,
        depth_limit: depth,
        ..Options::default()
    };
    let trace = search(&tree, &opts).unwrap();
    let options = format!(
        r#"{{"algo": "{}", "depth": {}}}"#,
        algorithm.name(),
        depth.map_or("null".to_string(), |d| d.to_string())
    );
    let s = session(text, &options);
    assert_eq!(s.step_count(), trace.len(), "{what}: step count");

    let native = stats(&tree, &trace);
    let st = s.stats().unwrap();
    assert_eq!(get(&st, "value"), js_value(Some(native.value)), "{what}: value");
    assert_eq!(
        num(&get(&st, "leavesEvaluated")),
        native.leaves_evaluated as f64,
        "{what}: leaves evaluated"
    );
    assert_eq!(
        s.report_json().unwrap(),
        serde_json::to_string(&alphabeta::report::report(&tree, &trace)).unwrap(),
        "{what}: the exported report"
    );
    assert_eq!(s.notation(), notation::format(&tree));

    for k in 0..=trace.len() {
        let (_, p) = packed(&s, k);
        let nat = trace.path(k);
        assert_eq!(p.current, js_id(nat.current), "{what}: current at {k}");
        let nat_path: Vec<f64> = nat.path.iter().map(|&i| f64::from(i)).collect();
        assert_eq!(p.path, nat_path, "{what}: path at {k}");
        assert_eq!(len(&p.cuts) as usize, trace.cuts_until(k).len(), "{what}: cuts at {k}");
        assert_eq!(p.nodes.len(), tree.len());
        for (i, n) in p.nodes.iter().enumerate() {
            // The packed snapshot is what a reader sees: the display rule's
            // state (↓α and ↓β are the inherited window).
            let st = alphabeta::view::shown_state(&trace, i as NodeId, k);
            assert_eq!(n.state, st.status as u8, "{what}: node {i} at {k}");
            assert_eq!(n.m, st.m.map(Value::get), "{what}: m of node {i} at {k}");
            if algorithm != Algorithm::Minimax {
                assert_eq!(n.alpha, st.alpha.map(Value::get), "{what}: α of node {i} at {k}");
                assert_eq!(n.beta, st.beta.map(Value::get), "{what}: β of node {i} at {k}");
                assert_eq!(
                    n.alpha_src,
                    st.alpha_src.and_then(|s| s.get()),
                    "{what}: α source of {i} at {k}"
                );
                assert_eq!(
                    n.beta_src,
                    st.beta_src.and_then(|s| s.get()),
                    "{what}: β source of {i} at {k}"
                );
            }
            assert_eq!(
                n.bound,
                st.bound.map_or(0, |b| b as u8 + 1),
                "{what}: bound of node {i} at {k}"
            );
        }
        if k >= 1 {
            let step = s.step(k).unwrap();
            let ns = trace.step(k).unwrap();
            assert_eq!(
                get(&step, "kind"),
                JsValue::from_str(ns.kind.as_str()),
                "{what}: step {k}"
            );
            assert_eq!(num(&get(&step, "node")), f64::from(ns.node), "{what}: step {k}");
        }
        assert!(!s.narrate(k, "en", None).is_empty() && !s.narrate(k, "fr", None).is_empty());
    }
}

#[wasm_bindgen_test]
fn the_session_reports_what_the_engine_computed() {
    let random = notation::format(
        &generate(&RandomSpec {
            seed: 2024,
            depth: 4,
            irregular: true,
            ..RandomSpec::default()
        })
        .unwrap(),
    );
    let trees = [
        find("classic").unwrap().notation,
        find("schema6bis").unwrap().notation,
        find("fig25b").unwrap().notation,
        "[[+inf, 2], [-inf, 5]]",
        random.as_str(),
    ];
    // PVS and MTD(f) too: their re-searches and passes, the windows each
    // visit gets and what a re-search sets aside.
    for text in trees {
        for algorithm in Algorithm::ALL {
            assert_parity(text, algorithm, None);
        }
    }
    let horizon = find("horizon").unwrap();
    for algorithm in [Algorithm::Minimax, Algorithm::AlphaBeta, Algorithm::AlphaBetaHard] {
        assert_parity(horizon.notation, algorithm, horizon.depth_limit);
    }
}

/// `nodeTypes()`: Knuth–Moore's types by node id, the native ones, coded
/// 0 none, 1 PV, 2 CUT, 3 ALL.
#[wasm_bindgen_test]
fn node_types_are_the_native_ones() {
    for algo in ["alphabeta", "pvs", "mtdf"] {
        let s = session(CLASSIC, &format!(r#"{{"algo": "{algo}"}}"#));
        let types = s.node_types().unwrap();
        assert_keys(&types, &["ideal", "actual"], "nodeTypes");
        let tree = notation::parse(CLASSIC).unwrap();
        let opts = Options {
            algorithm: Algorithm::from_name(algo).unwrap(),
            ..Options::default()
        };
        let trace = search(&tree, &opts).unwrap();
        let code = |v: Vec<Option<alphabeta::stats::NodeType>>| -> Vec<u8> {
            v.into_iter().map(|t| t.map_or(0, |t| t as u8)).collect()
        };
        let ideal: Vec<u8> = js_sys::Uint8Array::from(get(&types, "ideal")).to_vec();
        let actual: Vec<u8> = js_sys::Uint8Array::from(get(&types, "actual")).to_vec();
        assert_eq!(ideal, code(alphabeta::stats::ideal_types(&tree, &opts)), "{algo}");
        assert_eq!(actual, code(alphabeta::stats::actual_types(&tree, &trace)), "{algo}");
        assert_eq!(&ideal[..3], &[1, 1, 1], "{algo}: the first path is PV");
    }
}

#[wasm_bindgen_test]
fn the_layout_is_the_native_one() {
    let mut s = session(CLASSIC, "{}");
    let l = s.layout().unwrap();
    let native = alphabeta::layout::tidy(&notation::parse(CLASSIC).unwrap());
    assert_keys(&l, &["x", "y", "width", "height"], "layout");
    let xs: Vec<f64> = (0..len(&get(&l, "x"))).map(|i| num(&at(&get(&l, "x"), i))).collect();
    assert_eq!(xs, native.x);
    assert_eq!(num(&get(&l, "width")), native.width);
    assert_eq!(num(&get(&l, "height")), native.height);
}

#[wasm_bindgen_test]
fn a_deep_chain_works_in_wasm_too() {
    // Invariant 3: no recursion on depth, and wasm's stack is small.
    let n = 100_000;
    let text = format!("{}7{}", "[".repeat(n), "]".repeat(n));
    assert_eq!(format_tree(&text).unwrap(), text);
    let s = session(&text, "{}");
    assert_eq!(num(&get(&s.stats().unwrap(), "value")), 7.0);
    assert!(packed(&s, s.step_count() / 2).1.path.len() > 1);
}

/// The native α-β trace of `text`.
fn native_trace(text: &str) -> alphabeta::trace::Trace {
    search(&notation::parse(text).unwrap(), &Options::default()).unwrap()
}

#[wasm_bindgen_test]
fn snapshot_into_fills_the_arrays_it_is_given() {
    let s = session(CLASSIC, "{}");
    let n = s.step_count();
    let first = s.snapshot_packed(0).unwrap();
    let state = get(&first, "state");
    let again = s.snapshot_into(n, first.clone()).unwrap();
    // The same arrays, now showing position n, as a fresh snapshot does.
    assert!(js_sys::Object::is(&get(&again, "state"), &state));
    let fresh = s.snapshot_packed(n).unwrap();
    for key in ["state", "alpha", "beta", "m", "alphaSrc", "betaSrc", "bound"] {
        let a = js_sys::Array::from(&get(&again, key));
        let b = js_sys::Array::from(&get(&fresh, key));
        let same = (0..a.length()).all(|i| {
            let (x, y) = (a.get(i), b.get(i));
            x == y || (num(&x).is_nan() && num(&y).is_nan())
        });
        assert!(same && a.length() == b.length(), "{key}");
    }
    assert_eq!(num(&get(&again, "k")), f64::from(n));
    // Anything else gets fresh arrays.
    let other = s.snapshot_into(1, JsValue::from_str("not a snapshot")).unwrap();
    assert_eq!(len(&js_sys::Array::from(&get(&other, "state")).into()), 13);
}

#[wasm_bindgen_test]
fn every_export_takes_a_deep_chain_and_names_cost_a_bounded_walk() {
    // The deep child first, so that α-β goes all the way down. Names are
    // counted, not timed: every export together visits at most
    // `MAX_NAME_STEPS + 1` ancestors per node named (once per node for the
    // tree, and a few per step narrated), where names built from the whole
    // path would visit 10^10.
    use alphabeta::tree::{name_steps, MAX_NAME_STEPS};
    let n = 100_000u32;
    let text = chain(n);
    let before = name_steps();
    assert_eq!(len(&get(&parse_tree(&text).unwrap(), "nodes")), 2 * n + 1);
    let mut s = session(&text, "{}");
    let nodes = get(&s.tree().unwrap(), "nodes");
    assert_eq!(string(&get(&at(&nodes, n), "name")), format!("#{n}"));
    let packed_tree = s.tree_packed().unwrap();
    assert_eq!(len(&get(&packed_tree, "labels")), 0);
    assert_eq!(s.node_name(3).as_deref(), Some("R.1.1.1"));
    assert_eq!(s.node_name(2 * n + 1), None);
    let layout = s.layout().unwrap();
    assert_eq!(num(&get(&layout, "height")), f64::from(n));
    assert_eq!(
        num(&get(&s.layout_packed().unwrap(), "width")),
        num(&get(&layout, "width"))
    );
    let last = s.step_count();
    let mut narrated = 0u64;
    for k in [0, 1, last / 2, last - 1, last] {
        assert!(packed(&s, k).1.path.len() <= n as usize + 1);
        assert!(!s.step(k).unwrap().is_undefined());
        assert!(!s.narrate(k, "fr", None).is_empty());
        narrated += 3;
    }
    let native = search(&notation::parse(&text).unwrap(), &Options::default()).unwrap();
    assert_eq!(num(&get(&s.stats().unwrap(), "value")), native.root_value().get());
    assert_eq!(s.cut_steps(), alphabeta::tikz::cut_steps(&native_trace(&text)));
    assert!(s.report_json().unwrap().len() > n as usize);
    assert_eq!(s.notation(), format_tree(&text).unwrap());
    // Every export above may name each node once (the tree DTOs and the
    // report), and the narrations a few nodes each.
    let named = 4 * u64::from(2 * n + 1) + narrated * 4 + 20;
    let walked = name_steps() - before;
    assert!(
        walked <= (MAX_NAME_STEPS as u64 + 1) * named,
        "{walked} ancestors visited"
    );
}

#[wasm_bindgen_test]
fn figures_of_a_deep_chain_name_each_node_at_a_bounded_cost() {
    // The figures write a name beside every node: five whole-tree figures of
    // a 20,000-level chain (tens of megabytes of LaTeX: a 100,000-level
    // one took 100 s in this debug build, where the CLI takes 1 s).
    use alphabeta::tree::{name_steps, MAX_NAME_STEPS};
    let n = 20_000u32;
    let s = session(&chain(n), "{}");
    let last = s.step_count();
    let before = name_steps();
    assert!(s.tikz(last, true, None).len() > n as usize);
    assert!(s.forest(last / 2, false, Some("fr".into())).len() > n as usize);
    assert!(s.beamer(Some(vec![1, 2, 3]), "chain", None).len() > n as usize);
    let named = 5 * u64::from(2 * n + 1) + 20;
    let walked = name_steps() - before;
    assert!(
        walked <= (MAX_NAME_STEPS as u64 + 1) * named,
        "{walked} ancestors visited"
    );
}

/// A chain `n` levels deep: each inner node's first child is the next
/// level, its second a leaf 1; the deepest leaf is 7.
fn chain(n: u32) -> String {
    format!("{}7{}", "[".repeat(n as usize), ", 1]".repeat(n as usize))
}

// ---------------------------------------------------------------- editing, packed snapshots, figures

#[wasm_bindgen_test]
fn edits_return_the_new_notation_and_a_focus() {
    let out = edit_tree(CLASSIC, js(r#"{"op":"setValue","node":2,"value":"+inf"}"#)).unwrap();
    assert_keys(&out, &["notation", "focus"], "edit result");
    assert_eq!(string(&get(&out, "notation")), "[[+inf, 12, 8], [2, 4, 6], [14, 5, 2]]");
    assert_eq!(num(&get(&out, "focus")), 2.0);
    let out = edit_tree(CLASSIC, js(r#"{"op":"addChild","node":1}"#)).unwrap();
    assert_eq!(string(&get(&out, "notation")), "[[3, 12, 8, 0], [2, 4, 6], [14, 5, 2]]");
    assert_eq!(num(&get(&out, "focus")), 5.0);
    let out = edit_tree(CLASSIC, js(r#"{"op":"setRootPlayer","node":0,"player":"min"}"#)).unwrap();
    assert!(string(&get(&out, "notation")).starts_with("min "));
    for (bad, words, kind) in [
        (r#"{"op":"delete","node":0}"#, "root", "edit"),
        (r#"{"op":"setValue","node":0,"value":1}"#, "inner node", "edit"),
        (r#"{"op":"setValue","node":99,"value":1}"#, "no node 99", "edit"),
        (
            r#"{"op":"setRootPlayer","node":2,"player":"min"}"#,
            "not the root",
            "edit",
        ),
        // Requests of the wrong shape are refused, never read with defaults.
        (r#"{"op":"explode","node":1}"#, "unknown variant", "input"),
        (r#"{"op":"addChild"}"#, "missing field `node`", "input"),
        (
            r#"{"op":"setRootPlayer","node":0,"player":"MIN"}"#,
            "unknown variant",
            "input",
        ),
        (r#"{"op":"addChild","node":1,"extra":1}"#, "unknown field", "input"),
        (r#"{"op":"setValue","node":1,"value":1e300}"#, "1e15", "input"),
    ] {
        let e = edit_tree(CLASSIC, js(bad)).unwrap_err();
        assert!(error_message(&e).contains(words), "{bad}: {}", error_message(&e));
        assert_eq!(string(&get(&e, "kind")), kind, "{bad}");
        assert!(!string(&get(&e, "messageFr")).is_empty(), "{bad}");
    }
}

/// A request read through `json_of`: JS's own infinities (the packed
/// columns hand them to the page) read as the contract's `"+inf"`/`"-inf"`,
/// and a request nested deeper than any real one is refused, not recursed
/// into. Reading JS through serde-wasm-bindgen into JSON instead turns an
/// infinity into `null`.
#[wasm_bindgen_test]
fn requests_read_js_infinities_and_refuse_deep_nesting() {
    let edit = js(r#"{"op":"setValue","node":2}"#);
    js_sys::Reflect::set(
        &edit,
        &JsValue::from_str("value"),
        &JsValue::from_f64(f64::NEG_INFINITY),
    )
    .unwrap();
    let out = edit_tree(CLASSIC, edit).unwrap();
    assert_eq!(string(&get(&out, "notation")), "[[-inf, 12, 8], [2, 4, 6], [14, 5, 2]]");
    let deep = format!(r#"{{"op":"addChild","node":{}1{}}}"#, "[".repeat(40), "]".repeat(40));
    let e = edit_tree(CLASSIC, js(&deep)).unwrap_err();
    assert!(
        error_message(&e).contains("nested more than 16 levels"),
        "{}",
        error_message(&e)
    );
    assert_eq!(string(&get(&e, "kind")), "input");
}

/// The rules the page asks the engine about: values, labels, the error
/// excerpt and the names of algorithms and cuts.
#[wasm_bindgen_test]
fn the_page_asks_the_engine_for_its_rules() {
    assert_eq!(check_value(" -2.5 ").unwrap(), JsValue::from_f64(-2.5));
    assert_eq!(check_value("+∞").unwrap(), JsValue::from_str("+inf"));
    for bad in ["1e16", "x", "[1]", "", "NaN"] {
        let e = check_value(bad).unwrap_err();
        assert_eq!(string(&get(&e, "kind")), "input", "{bad}");
        assert!(string(&get(&e, "messageFr")).contains("valeur"), "{bad}");
    }
    assert_eq!(check_label_js(" B1 ").unwrap(), JsValue::from_str("B1"));
    assert!(
        check_label_js("  ").unwrap().is_null(),
        "no label is null, not undefined"
    );
    for bad in ["max", "1a", "a b", &"x".repeat(25)] {
        assert!(check_label_js(bad).is_err(), "{bad}");
    }
    assert_eq!(error_excerpt("[1,\n 2 x]", 2, 4), " 2 x]\n   ^");
    let fr = terms("fr").unwrap();
    assert_eq!(string(&get(&get(&fr, "cutKinds"), "deep")), "coupure profonde");
    assert!(string(&get(&get(&fr, "algorithms"), "alphabeta-hard")).contains("fail-hard"));
}

#[wasm_bindgen_test]
fn errors_carry_french_too_and_figures_export() {
    let e = parse_tree("[[1, 2],").unwrap_err();
    assert_eq!(
        string(&get(&e, "messageFr")),
        "ligne 1, colonne 9 : attendu un nombre, une étiquette ou '[' mais trouvé la fin du texte"
    );
    let e = edit_tree(CLASSIC, js(r#"{"op":"delete","node":0}"#)).unwrap_err();
    assert!(string(&get(&e, "messageFr")).contains("la racine ne peut pas être supprimée"));
    let e = Session::new("[[1, 2], [3, 4]]", js(r#"{"depth":1}"#))
        .err()
        .expect("no h at depth 1");
    assert!(string(&get(&e, "messageFr")).contains("profondeur limite 1"));
    let e = random_tree(js(r#"{"depth":40}"#)).unwrap_err();
    assert!(string(&get(&e, "messageFr")).contains("profondeur"));
    let s = session("u:[5, v:[4, 6, 8]]", "{}");
    let tex = s.tikz(s.step_count(), true, None);
    assert!(tex.starts_with("\\documentclass"));
    assert!(tex.contains("(shallow cut)"));
    let fr = s.tikz(s.step_count(), true, Some("fr".into()));
    assert!(fr.contains("(coupure superficielle)"), "{fr}");
    let fo = s.forest(s.step_count(), false, Some("fr".into()));
    assert!(
        fo.contains("\\begin{forest}") && fo.contains("(coupure superficielle)"),
        "{fo}"
    );
    assert_eq!(s.cut_steps(), vec![0, 8, s.step_count()]);
    let slides = s.beamer(Some(s.cut_steps()), "fig25a", Some("fr".into()));
    assert_eq!(slides.matches("\\only<").count(), 3, "{slides}");
    assert!(slides.contains("fig25a"), "{slides}");
}

// ---------------------------------------------------------------- practice

#[wasm_bindgen_test]
fn practice_checks_an_answer_through_the_boundary() {
    let s = Session::new(CLASSIC, JsValue::UNDEFINED).unwrap();
    // Leaves 7 and 8 are pruned; the second MIN node returns ≤ 2.
    let perfect = js(r#"{"detail":"values","pruned":[7,8],"nodes":[
        {"node":0,"m":"3"},{"node":1,"m":"3"},{"node":5,"m":"≤ 2"},{"node":9,"m":"2"}]}"#);
    let c = s.check(perfect).unwrap();
    assert_eq!(
        keys(&c),
        ["correct", "detail", "mistakes", "nodes", "summaryEn", "summaryFr"]
    );
    assert_eq!(len(&get(&c, "mistakes")), 0, "{:?}", get(&c, "summaryEn").as_string());
    let wrong = js(r#"{"detail":"values","pruned":[8,2],"nodes":[
        {"node":0,"m":"3"},{"node":1,"m":"3"},{"node":5,"m":"≤ 2"},{"node":9,"m":"5"}]}"#);
    let c = s.check(wrong).unwrap();
    let verdict = |id: u32| get(&at(&get(&c, "nodes"), id), "verdict").as_string().unwrap();
    assert_eq!(
        [verdict(2), verdict(7), verdict(8), verdict(9)],
        ["extra", "missed", "correct", "wrong"]
    );
    let first = at(&get(&c, "mistakes"), 0);
    assert_eq!(
        keys(&first),
        ["explainEn", "explainFr", "fields", "name", "node", "step", "verdict"]
    );
    assert!(get(&c, "summaryFr").as_string().unwrap().starts_with("3 erreurs"));
    // Each mistake says what was written and what the search gives: fields
    // for a wrong node (none for a missed or extra cut), and sentences.
    let mistakes = get(&c, "mistakes");
    let by_verdict = |v: &str| {
        (0..len(&mistakes))
            .map(|i| at(&mistakes, i))
            .find(|m| get(m, "verdict").as_string().as_deref() == Some(v))
            .unwrap()
    };
    let wrong = by_verdict("wrong");
    let fields = get(&wrong, "fields");
    assert_eq!(len(&fields), 1);
    let f = at(&fields, 0);
    assert_eq!(keys(&f), ["expected", "field", "given"]);
    assert_eq!(
        [get(&f, "field"), get(&f, "given"), get(&f, "expected")].map(|v| v.as_string()),
        [Some("m".into()), Some("5".into()), Some("2".into())]
    );
    let en = get(&wrong, "explainEn").as_string().unwrap();
    assert!(
        en.starts_with("You wrote 5 at R.3; the search gives 2, exact: "),
        "{en}"
    );
    assert!(get(&wrong, "explainFr")
        .as_string()
        .unwrap()
        .starts_with("Vous avez écrit 5 en R.3"));
    for v in ["missed", "extra"] {
        let m = by_verdict(v);
        assert_eq!(len(&get(&m, "fields")), 0);
        assert!(!get(&m, "explainFr").as_string().unwrap().is_empty());
    }
    // An empty field is given as null.
    let empty = s
        .check(js(r#"{"detail":"values","pruned":[7,8],"nodes":[
        {"node":1,"m":"3"},{"node":5,"m":"≤ 2"},{"node":9,"m":"2"}]}"#))
        .unwrap();
    let f = at(&get(&at(&get(&empty, "mistakes"), 0), "fields"), 0);
    assert!(get(&f, "given").is_null());
    assert_eq!(get(&f, "expected").as_string().as_deref(), Some("3"));
    // The solution reveals everything "Show answer" draws.
    let sol = s.solution().unwrap();
    assert_eq!(keys(&at(&sol, 5)), ["alpha", "beta", "m", "node", "pruned"]);
    assert_eq!(get(&at(&sol, 5), "m").as_string().as_deref(), Some("≤ 2"));
    assert!(get(&at(&sol, 7), "m").is_null());
}

#[wasm_bindgen_test]
fn practice_hints_reveal_the_first_mistake_in_three_levels() {
    let s = Session::new(CLASSIC, JsValue::UNDEFINED).unwrap();
    let perfect = r#"{"detail":"values","pruned":[7,8],"nodes":[
        {"node":0,"m":"3"},{"node":1,"m":"3"},{"node":5,"m":"≤ 2"},{"node":9,"m":"2"}]}"#;
    assert!(s.hint(js(perfect), 1).unwrap().is_null());
    let missed = r#"{"detail":"values","pruned":[],"nodes":[
        {"node":0,"m":"3"},{"node":1,"m":"3"},{"node":5,"m":"≤ 2"},{"node":9,"m":"2"}]}"#;
    let h = s.hint(js(missed), 1).unwrap();
    assert_eq!(keys(&h), ["en", "fr", "level", "levels", "name", "node", "step"]);
    assert_eq!(
        get(&h, "en").as_string().as_deref(),
        Some("Look at R.2 (MIN): is R.2.2 reached?")
    );
    assert_eq!(
        get(&h, "fr").as_string().as_deref(),
        Some("Regardez R.2 (Min) : R.2.2 est-il atteint ?")
    );
    assert_eq!(
        (get(&h, "node").as_f64(), get(&h, "levels").as_f64()),
        (Some(7.0), Some(3.0))
    );
    let c = s.check(js(missed)).unwrap();
    let first = at(&get(&c, "mistakes"), 0);
    assert_eq!(get(&h, "step").as_f64(), get(&first, "step").as_f64());
    // Levels are clamped to 1..=3; the third is the explanation.
    assert_eq!(get(&s.hint(js(missed), 0).unwrap(), "level").as_f64(), Some(1.0));
    let last = s.hint(js(missed), 99).unwrap();
    assert_eq!(get(&last, "level").as_f64(), Some(3.0));
    assert_eq!(get(&last, "en").as_string(), get(&first, "explainEn").as_string());
    assert_eq!(get(&last, "fr").as_string(), get(&first, "explainFr").as_string());
    let e = s.hint(js(r#"{"nodes":[{"node":1,"m":"lots"}]}"#), 1).unwrap_err();
    assert_eq!(get(&e, "node").as_f64(), Some(1.0));
}

#[wasm_bindgen_test]
fn practice_refuses_bad_answers_with_the_node() {
    let s = Session::new(CLASSIC, JsValue::UNDEFINED).unwrap();
    let e = s.check(js(r#"{"nodes":[{"node":1,"m":"lots"}]}"#)).unwrap_err();
    assert_eq!(get(&e, "kind").as_string().as_deref(), Some("input"));
    assert_eq!(get(&e, "node").as_f64(), Some(1.0));
    let e = s.check(js(r#"{"pruned":[1],"verdicts":[]}"#)).unwrap_err();
    assert!(get(&e, "message").as_string().unwrap().contains("verdicts"));
    assert_eq!(check_answer_value(">= -inf").unwrap(), "≥ −∞");
    assert_eq!(check_answer_value("≥5.0").unwrap(), "≥ 5");
    assert_eq!(check_answer_value("-2,5").unwrap(), "−2.5");
    assert_eq!(check_answer_value("1e1").unwrap(), "10");
    assert!(check_answer_value("≥").is_err());
}

#[wasm_bindgen_test]
fn exercises_come_from_their_id_alone() {
    let e = exercise_tree("hard-12").unwrap();
    assert_eq!(keys(&e), ["difficulty", "id", "notation", "seed"]);
    let native = alphabeta::exercise::exercise(alphabeta::exercise::Difficulty::Hard, 12);
    assert_eq!(get(&e, "notation").as_string().unwrap(), notation::format(&native.tree));
    let bad = exercise_tree("impossible-1").unwrap_err();
    assert!(get(&bad, "messageFr")
        .as_string()
        .unwrap()
        .contains("n’est pas un exercice"));
}

#[wasm_bindgen_test]
fn challenges_come_from_their_id_and_are_checked_by_the_engine() {
    let c = challenge_info("deep-cut-12").unwrap();
    assert_eq!(
        keys(&c),
        [
            "bounds",
            "goal",
            "id",
            "kind",
            "level",
            "limits",
            "limitsText",
            "next",
            "notation",
            "seed",
            "title"
        ]
    );
    let native = alphabeta::construct::challenge(alphabeta::construct::Kind::DeepCut, 12);
    let start = get(&c, "notation").as_string().unwrap();
    assert_eq!(start, notation::format(&native.start));
    assert_eq!(get(&c, "kind").as_string().unwrap(), "deep-cut");
    assert_eq!(get(&get(&c, "limits"), "may").as_string().unwrap(), "values");
    // No leaf bounds but on the chance challenge, whose Star1 runs in [0, 10].
    assert!(get(&c, "bounds").is_null());
    let star1 = challenge_info("star1-prune-3").unwrap();
    assert_eq!(
        (len(&get(&star1, "bounds")), at(&get(&star1, "bounds"), 1).as_f64()),
        (2, Some(10.0))
    );
    assert!(get(&get(&c, "goal"), "fr")
        .as_string()
        .unwrap()
        .contains("coupure profonde"));
    // The start misses the goal; the solution meets it, one leaf away.
    let v = check_challenge("deep-cut-12", &start).unwrap();
    assert_eq!(keys(&v), ["lines", "met", "withinLimits"]);
    assert_eq!(get(&v, "met").as_bool(), Some(false));
    let s = challenge_solution("deep-cut-12", &start).unwrap();
    assert_eq!(keys(&s), ["changes", "notation"]);
    assert_eq!(len(&get(&s, "changes")), 1);
    let change = at(&get(&s, "changes"), 0);
    assert_eq!(get(&change, "en").as_string().unwrap(), "R.1.1.2.1: 19 → 10");
    let solved = get(&s, "notation").as_string().unwrap();
    let v = check_challenge("deep-cut-12", &solved).unwrap();
    assert_eq!(get(&v, "met").as_bool(), Some(true));
    let line = at(&get(&v, "lines"), 0);
    assert!(get(&line, "fr")
        .as_string()
        .unwrap()
        .starts_with("R.2.2.2 fait une coupure profonde"));
    // Errors: a bad id by name, a broken tree by position.
    let bad = challenge_info("deep-cat-12").unwrap_err();
    assert_eq!(get(&bad, "kind").as_string().unwrap(), "input");
    let broken = check_challenge("deep-cut-12", "[[1, 2], [3").unwrap_err();
    assert_eq!(get(&broken, "kind").as_string().unwrap(), "parse");
    assert_eq!(get(&broken, "column").as_f64(), Some(12.0));
}

#[wasm_bindgen_test]
fn challenge_kinds_follow_the_progression() {
    let kinds = challenge_kinds().unwrap();
    assert_eq!(len(&kinds), alphabeta::construct::Kind::ALL.len() as u32);
    for (i, k) in alphabeta::construct::Kind::ALL.into_iter().enumerate() {
        let dto = at(&kinds, i as u32);
        assert_eq!(keys(&dto), ["level", "name", "title"]);
        assert_eq!(get(&dto, "name").as_string().unwrap(), k.name());
        assert_eq!(get(&get(&dto, "title"), "fr").as_string().unwrap(), k.title().fr);
    }
}

/// The label of node `id` in the tree of `text`, as the page reads it.
fn parse_tree_label(text: &str, id: u32) -> String {
    notation::parse(text).unwrap().label(id).unwrap().to_string()
}

#[wasm_bindgen_test]
fn games_build_trees_draw_positions_and_play_the_best_move() {
    // The start, drawn: an empty 3×3 board with nine moves.
    let v = game_position("tictactoe", "").unwrap();
    assert_keys(&v, &["game", "position", "board", "moves"], "GameView");
    assert_eq!(string(&get(&v, "position")), ".../.../...");
    let board = get(&v, "board");
    assert_keys(&board, &["rows", "cols", "cells", "toMove", "finished"], "board");
    assert_eq!(len(&get(&board, "cells")), 9);
    assert_eq!(len(&get(&v, "moves")), 9);
    let first = at(&get(&v, "moves"), 0);
    assert_eq!(string(&get(&first, "label")), "a1");
    assert_eq!(num(&at(&at(&get(&first, "keys"), 0), 1)), 0.0);
    // The notation and the session agree with the native tree.
    let text = game_tree("tictactoe", "xo./.x./..o", 9, None).unwrap();
    let native = alphabeta::game::Setup::new(alphabeta::game::GameKind::TicTacToe, "xo./.x./..o")
        .unwrap()
        .tree_with_h(9)
        .unwrap();
    assert_eq!(text, notation::format(&native));
    let s = Session::from_game("tictactoe", "xo./.x./..o", 9, js(r#"{"tt": true}"#), None).unwrap();
    assert_eq!(s.notation(), text);
    // The core names the best child; the full module plays its label.
    let node = s.best_move().unwrap();
    let label = parse_tree_label(&text, node);
    assert_eq!(label, "a2");
    let best = game_play("tictactoe", "xo./.x./..o", vec![label]).unwrap();
    assert_eq!(string(&get(&best, "position")), "xo./xx./..o");
    let hits = s.tt_hits();
    assert!(!hits.is_empty() && hits.len() % 2 == 0);
    assert_eq!(s.step(hits[1]).map(|v| string(&get(&v, "kind"))).unwrap(), "tthit");
    // Two moves down the tree: the labels on the path, played in order.
    let there = game_play("tictactoe", "xo./.x./..o", vec!["a2".into(), "c1".into()]).unwrap();
    assert_eq!(string(&get(&there, "position")), "xoo/xx./..o");
    // Errors are the engine's, in both languages, never a panic.
    let e = game_position("chess", "").unwrap_err();
    assert!(error_message(&e).contains("no game called 'chess'"));
    let e = game_tree("connect4", "......./......./...", 2, None).unwrap_err();
    assert!(error_message(&e).contains("rows"));
    assert_eq!(string(&get(&e, "kind")), "input");
    let e = game_play("tictactoe", "xo./.x./..o", vec!["a1".into()]).unwrap_err();
    assert!(error_message(&e).contains("'a1' is not a legal move"));
    assert!(game_play("connect4", "", vec!["a2".into()]).is_err());
    assert_eq!(len(&get(&game_position("domineering", " ").unwrap(), "moves")), 12);
    // Pig's view adds its score panel; the die in the air offers d1 to d6.
    let v = game_position("pig", "3,5,4,min,roll/20").unwrap();
    assert_keys(&v, &["game", "position", "board", "moves", "pig"], "Pig's GameView");
    let score = get(&v, "pig");
    assert_keys(
        &score,
        &[
            "maxScore",
            "minScore",
            "turnTotal",
            "toMove",
            "rolling",
            "goal",
            "winner",
        ],
        "pig",
    );
    assert_eq!(num(&get(&score, "turnTotal")), 4.0);
    assert_eq!(string(&get(&score, "toMove")), "min");
    assert!(get(&score, "winner").is_null());
    assert_eq!(string(&get(&at(&get(&v, "moves"), 5), "label")), "d6");
    let won = game_play("pig", "4,2,6,max/10", vec!["hold".into()]).unwrap();
    assert_eq!(string(&get(&get(&won, "pig"), "winner")), "max");
    assert_eq!(len(&get(&won, "moves")), 0);
}

#[wasm_bindgen_test]
fn orderings_compare_and_reorder_as_the_core_does() {
    let p = find("schema6bis").unwrap();
    let c = compare_orderings(p.notation, JsValue::UNDEFINED, 1).unwrap();
    assert_keys(&c, &["seed", "leavesTotal", "uniform", "rows"], "comparison");
    let rows = get(&c, "rows");
    assert_eq!(len(&rows), 5);
    assert_keys(
        &at(&rows, 0),
        &["order", "value", "leavesEvaluated", "nodesVisited", "cuts"],
        "row",
    );
    let tree = notation::parse(p.notation).unwrap();
    let native = alphabeta::ordering::compare(&tree, &Options::default(), 1).unwrap();
    for (i, r) in native.rows.iter().enumerate() {
        let row = at(&rows, i as u32);
        assert_eq!(string(&get(&row, "order")), r.order.name());
        assert_eq!(num(&get(&row, "leavesEvaluated")) as usize, r.leaves_evaluated);
    }
    assert_eq!(num(&get(&at(&rows, 1), "leavesEvaluated")), 11.0);
    let r = reorder_tree("[[3,12,8],[2,4,6],[14,5,2]]", "best", 1, None).unwrap();
    assert_eq!(string(&get(&r, "notation")), "[[3, 8, 12], [2, 4, 6], [2, 5, 14]]");
    assert_eq!(len(&get(&r, "original")), 13);
    let e = reorder_tree("[1]", "sideways", 1, None).unwrap_err();
    assert!(error_message(&e).contains("unknown order"));
    // The techniques are options like the others; unknown ones are refused.
    let s = Session::new(
        "A:[B1:[5, 7, 8], B2:[9, 2, 6], B3:[9, 4, 1]]",
        js(r#"{"killers": true}"#),
    )
    .unwrap();
    let kinds: Vec<String> = (1..=s.step_count())
        .map(|k| string(&get(&s.step(k).unwrap(), "kind")))
        .collect();
    assert_eq!(kinds.iter().filter(|k| *k == "killer").count(), 1);
    assert!(Session::new("[1, 2]", js(r#"{"killer": true}"#)).is_err());
}

#[wasm_bindgen_test]
fn a_game_tree_takes_a_heuristic_by_name() {
    let own = game_tree("connect4", "", 2, None).unwrap();
    let zero = game_tree("connect4", "", 2, Some("zero".into())).unwrap();
    let mobility = game_tree("connect4", "", 2, Some("mobility".into())).unwrap();
    assert_ne!(own, zero);
    assert_ne!(own, mobility);
    // Zero: every leaf at the limit is worth 0, so the root is.
    let s = Session::from_game("connect4", "", 2, JsValue::UNDEFINED, Some("zero".into())).unwrap();
    assert_eq!(get(&s.stats().unwrap(), "value").as_f64(), Some(0.0));
    let e = game_tree("connect4", "", 2, Some("clever".into())).unwrap_err();
    assert!(get(&e, "message")
        .as_string()
        .unwrap()
        .contains("game, mobility or zero"));
}

// ---------------------------------------------------------------- refusal

/// `refusal` says why options cannot search a tree without searching it:
/// the page greys Star2 in its menu on an irregular chance tree with the
/// engine's words, and leaves it on where it runs.
#[wasm_bindgen_test]
fn refusal_gives_the_options_error_without_a_search() {
    let star1 = session("A:[B:chance[1/2: 6, 1/2: 4], C:chance[1/2: 0, 1/4: 9, 1/4: 7]]", "{}");
    let e = star1.refusal(js(r#"{"algo": "star2"}"#)).unwrap();
    assert!(!e.is_null(), "a chance node with leaf children is irregular for Star2");
    assert!(error_message(&e).starts_with("Star2 needs a regular tree: chance node B has a leaf child B.1"));
    assert_eq!(get(&e, "kind"), JsValue::from_str("options"));
    assert!(string(&get(&e, "messageFr")).starts_with("Star2 demande un arbre régulier"));
    assert!(star1.refusal(js(r#"{"algo": "alphabeta"}"#)).unwrap().is_null());
    let star2 = session(
        "A:[B:[5, 7], C:chance[1/2: [2, 9, 4], 1/4: [3, 8, 6], 1/4: [7, 1, 5]]]",
        "{}",
    );
    assert!(star2.refusal(js(r#"{"algo": "star2"}"#)).unwrap().is_null());
    assert!(!star2.refusal(js(r#"{"algo": "pvs"}"#)).unwrap().is_null());
    assert!(
        star2.refusal(js(r#"{"algo": "nope"}"#)).is_err(),
        "options of the wrong shape throw"
    );
}
