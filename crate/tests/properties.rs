//! Property tests over many seeded random trees: the searches against a
//! reference minimax, against each other, and the trace index against an
//! independent replay of the steps.
//!
//! The trees include ties (values drawn from a small range), ±∞ leaves,
//! single children and uneven shapes. Every failure prints the seed and the
//! tree's notation, so it can be replayed with the CLI.

use alphabeta::notation::format;
use alphabeta::random::SplitMix64 as Rng;
use alphabeta::search::{search, Algorithm, Options, Ties};
use alphabeta::trace::{BoundKind, NodeState, Src, Status, StepKind, Trace, WINDOW};
use alphabeta::tree::{NodeId, Player, Tree};
use alphabeta::value::Value;

use crate::common;
use common::{down, up};

/// The shared seeded random tree, with h on about half the inner nodes.
fn random_tree(seed: u64, max_depth: u32) -> Tree {
    common::random_tree(seed, max_depth, false)
}

/// The true minimax value of every node, computed children-before-parents
/// (reverse pre-order), independently of the search driver. With a depth
/// limit, nodes at the limit take their h (or leaf value).
fn reference(tree: &Tree, limit: Option<u32>) -> Vec<Value> {
    let mut v = vec![Value::int(0); tree.len()];
    for id in (0..tree.len() as NodeId).rev() {
        if limit.is_some_and(|p| tree.depth(id) > p) {
            continue;
        }
        v[id as usize] = if tree.is_leaf(id) {
            tree.leaf_value(id).unwrap()
        } else if limit == Some(tree.depth(id)) {
            tree.h(id).unwrap()
        } else {
            let kids = tree.children(id).map(|c| v[c as usize]);
            match tree.player(id) {
                Player::Max => kids.max().unwrap(),
                Player::Min => kids.min().unwrap(),
            }
        };
    }
    v
}

fn opts(algorithm: Algorithm, ties: Ties) -> Options {
    Options {
        algorithm,
        ties,
        ..Options::default()
    }
}

const TREES: u64 = 4_000;

#[test]
fn alpha_beta_gives_the_root_the_minimax_value() {
    for seed in 0..TREES {
        let t = random_tree(seed, 5);
        let truth = reference(&t, None)[0];
        for algo in [Algorithm::Minimax, Algorithm::AlphaBeta, Algorithm::AlphaBetaHard] {
            for ties in [Ties::Prune, Ties::Strict] {
                let tr = search(&t, &opts(algo, ties)).unwrap();
                assert_eq!(tr.root_value(), truth, "seed {seed} {algo:?} {ties:?}: {}", format(&t));
            }
        }
    }
}

#[test]
fn both_variants_visit_the_same_nodes_and_never_more_than_minimax() {
    for seed in 0..TREES {
        let t = random_tree(seed, 5);
        let soft = search(&t, &opts(Algorithm::AlphaBeta, Ties::Prune)).unwrap();
        let hard = search(&t, &opts(Algorithm::AlphaBetaHard, Ties::Prune)).unwrap();
        let mini = search(&t, &opts(Algorithm::Minimax, Ties::Prune)).unwrap();
        for id in 0..t.len() as NodeId {
            assert_eq!(
                soft.visited(id),
                hard.visited(id),
                "seed {seed} node {id}: {}",
                format(&t)
            );
            assert!(mini.visited(id));
            assert_eq!(soft.visited(id), soft.pruned_by(id).is_none(), "seed {seed} node {id}");
        }
        assert_eq!(soft.leaves_evaluated(), hard.leaves_evaluated());
        assert!(soft.leaves_evaluated() <= mini.leaves_evaluated());
        assert_eq!(soft.cuts().len(), hard.cuts().len(), "seed {seed}");
        // Strict ties cut a subset of what pruning on equality cuts.
        let strict = search(&t, &opts(Algorithm::AlphaBeta, Ties::Strict)).unwrap();
        assert!(strict.leaves_evaluated() >= soft.leaves_evaluated(), "seed {seed}");
    }
}

/// Every returned value is exact or a correct bound on the true value, and
/// fail-soft's root value obeys the window rule for any initial window.
#[test]
fn returned_values_are_exact_or_correct_bounds() {
    for seed in 0..TREES {
        let t = random_tree(seed, 5);
        let truth = reference(&t, None);
        let mut rng = Rng::new(seed + 7);
        let a = Value::int(rng.below(7) as i32 - 4);
        let b = Value::int(a.get() as i32 + 1 + rng.below(4) as i32);
        let windows = [(Value::NEG_INF, Value::POS_INF), (a, b)];
        for (alpha, beta) in windows {
            for algo in [Algorithm::AlphaBeta, Algorithm::AlphaBetaHard] {
                for ties in [Ties::Prune, Ties::Strict] {
                    let o = Options {
                        algorithm: algo,
                        ties,
                        depth_limit: None,
                        alpha,
                        beta,
                        ..Options::default()
                    };
                    let tr = search(&t, &o).unwrap();
                    for id in 0..t.len() as NodeId {
                        let Some((v, kind)) = tr.returned(id) else { continue };
                        let true_v = truth[id as usize];
                        let ok = match kind {
                            BoundKind::Exact => v == true_v,
                            BoundKind::Lower => true_v >= v,
                            BoundKind::Upper => true_v <= v,
                        };
                        assert!(ok, "seed {seed} {algo:?} {ties:?} window ({alpha}, {beta}) node {id}: returned {v} {kind:?}, true {true_v}: {}", format(&t));
                    }
                    let v = tr.root_value();
                    let r = truth[0];
                    if alpha == Value::NEG_INF && beta == Value::POS_INF {
                        assert_eq!(
                            tr.returned(0).map(|x| x.1),
                            Some(BoundKind::Exact),
                            "seed {seed}: the root is exact"
                        );
                    }
                    if v > alpha && v < beta {
                        assert_eq!(v, r, "seed {seed}: inside the window the value is exact");
                    } else if v <= alpha {
                        assert!(
                            r <= v.max(alpha),
                            "seed {seed} {algo:?} {ties:?} ({alpha},{beta}) v={v} r={r}: fail-low bound: {}",
                            format(&t)
                        );
                    } else {
                        assert!(r >= v.min(beta), "seed {seed}: fail-high bound");
                    }
                    // Seed 000's m starts at α (MAX) or β (MIN), so the value
                    // never leaves the window on that side ("fail-hard on one
                    // side"); on the other side a cut may return more.
                    if algo == Algorithm::AlphaBetaHard && !t.is_leaf(0) {
                        match t.player(0) {
                            Player::Max => assert!(v >= alpha, "seed {seed}: MAX m starts at α"),
                            Player::Min => assert!(v <= beta, "seed {seed}: MIN m starts at β"),
                        }
                    }
                }
            }
        }
    }
}

#[test]
fn depth_limited_searches_use_h() {
    for seed in 0..1_000 {
        let t = random_tree(seed, 5);
        for p in 0..4 {
            let o = Options {
                depth_limit: Some(p),
                ..Options::default()
            };
            match search(&t, &o) {
                Ok(tr) => {
                    assert_eq!(tr.root_value(), reference(&t, Some(p))[0], "seed {seed} P={p}");
                    for id in 0..t.len() as NodeId {
                        if t.depth(id) > p {
                            assert!(!tr.visited(id));
                            assert_eq!(tr.state(id, tr.len()).status, Status::Beyond);
                        }
                    }
                }
                Err(e) => {
                    // The error names an inner node at depth P without h.
                    let bad = (0..t.len() as NodeId).find(|&i| t.depth(i) == p && !t.is_leaf(i) && t.h(i).is_none());
                    assert!(bad.is_some(), "seed {seed} P={p}: unexpected error {e}");
                }
            }
        }
    }
}

#[test]
fn traces_are_deterministic() {
    for seed in 0..500 {
        let t = random_tree(seed, 6);
        for algo in [Algorithm::Minimax, Algorithm::AlphaBeta, Algorithm::AlphaBetaHard] {
            let a = search(&t, &opts(algo, Ties::Prune)).unwrap();
            let b = search(&t, &opts(algo, Ties::Prune)).unwrap();
            assert_eq!(a.steps(), b.steps());
            assert_eq!(a.cuts(), b.cuts());
        }
    }
}

/// One node's state in the replay.
#[derive(Clone, Copy)]
struct Replayed {
    state: NodeState,
    /// Fail-hard hands m down as a bound; this is where m came from.
    m_src: Src,
    /// What the children proved: the true value is in [lo, hi].
    lo: Value,
    hi: Value,
    /// The window inherited at entry: a finished call shows it again.
    inherited: (Value, Value, Src, Src),
}

/// The interval a returned value proves.
fn interval(t: Value, kind: BoundKind) -> (Value, Value) {
    match kind {
        BoundKind::Exact => (t, t),
        BoundKind::Lower => (t, Value::POS_INF),
        BoundKind::Upper => (Value::NEG_INF, t),
    }
}

/// Replays the steps from position 0, applying each algorithm's rules as
/// the seeds write them, without looking at the trace's index.
fn replay(t: &Tree, tr: &Trace, o: &Options, mut check: impl FnMut(u32, &[Replayed])) {
    let unreached = NodeState {
        status: Status::Unvisited,
        alpha: None,
        beta: None,
        alpha_src: None,
        beta_src: None,
        m: None,
        bound: None,
    };
    let mut s = vec![
        Replayed {
            state: unreached,
            m_src: WINDOW,
            lo: Value::NEG_INF,
            hi: Value::POS_INF,
            inherited: (Value::NEG_INF, Value::POS_INF, WINDOW, WINDOW),
        };
        t.len()
    ];
    for id in 0..t.len() as NodeId {
        if o.depth_limit.is_some_and(|p| t.depth(id) > p) {
            s[id as usize].state.status = Status::Beyond;
        }
    }
    let fresh = s.clone();
    // The root's window (MTD(f)'s passes change it).
    let mut root = (o.alpha, o.beta, WINDOW, WINDOW);
    // PVS: the null window a child is about to be tested with.
    let mut null: Vec<Option<(Value, Value, Src, Src)>> = vec![None; t.len()];
    check(0, &s);
    for (i, step) in tr.steps().iter().enumerate() {
        let k = i as u32 + 1;
        let n = step.node as usize;
        match step.kind {
            // Announcements: they change no node's state.
            StepKind::Deepen
            | StepKind::Killer
            | StepKind::Fail
            | StepKind::Aspiration
            | StepKind::Proved
            | StepKind::Probe => {}
            // MTD(f): the root is searched (again) with a null window,
            // which `tests/mtdf.rs` checks; everything is searched anew.
            StepKind::Pass => {
                root = tr.inherited_at(0, k + 1).unwrap();
                s.clone_from(&fresh);
            }
            // PVS: the child will be searched with the null window next to
            // its parent's α (MAX) or β (MIN): (α, α⁺) or (α, α) by the
            // tie rule, the other bound set by the parent.
            StepKind::Test => {
                let p = t.parent(step.node).unwrap();
                let ps = s[p as usize].state;
                let (pa, pb) = (ps.alpha.unwrap(), ps.beta.unwrap());
                let strict = o.ties == Ties::Strict;
                null[n] = Some(if t.player(p) == Player::Max {
                    let b = if strict { pa } else { Value::new(up(pa.get())).unwrap() };
                    assert_eq!(step.value, pa);
                    (pa, b, ps.alpha_src.unwrap(), Src::node(p))
                } else {
                    let a = if strict {
                        pb
                    } else {
                        Value::new(down(pb.get())).unwrap()
                    };
                    assert_eq!(step.value, pb);
                    (a, pb, Src::node(p), ps.beta_src.unwrap())
                });
            }
            // PVS: the child's subtree is searched again from scratch.
            StepKind::Research => {
                for id in step.node..t.end(step.node) {
                    s[id as usize] = fresh[id as usize];
                }
            }
            StepKind::Enter | StepKind::Eval | StepKind::TtHit => {
                let (a, b, asrc, bsrc) = match t.parent(step.node) {
                    None => root,
                    Some(p) => {
                        let ps = s[p as usize];
                        let (pa, pb) = (ps.state.alpha.unwrap(), ps.state.beta.unwrap());
                        let (pas, pbs) = (ps.state.alpha_src.unwrap(), ps.state.beta_src.unwrap());
                        match (o.algorithm, t.player(p)) {
                            (Algorithm::AlphaBetaHard, Player::Max) => (ps.state.m.unwrap(), pb, ps.m_src, pbs),
                            (Algorithm::AlphaBetaHard, Player::Min) => (pa, ps.state.m.unwrap(), pas, ps.m_src),
                            _ => (pa, pb, pas, pbs),
                        }
                    }
                };
                let (a, b, asrc, bsrc) = null[n].take().unwrap_or((a, b, asrc, bsrc));
                let me = &mut s[n];
                me.state.alpha = Some(a);
                me.state.beta = Some(b);
                me.state.alpha_src = Some(asrc);
                me.state.beta_src = Some(bsrc);
                me.inherited = (a, b, asrc, bsrc);
                if step.kind != StepKind::Enter {
                    // A table hit returns at once like an evaluation, with
                    // the kind of the value it stored.
                    me.state.status = Status::Evaluated;
                    me.state.m = Some(step.value);
                    me.state.bound = Some(match step.kind {
                        // A node may be hit more than once (MTD(f)'s
                        // passes): the kind of this hit.
                        StepKind::TtHit => tr.state(step.node, k).bound.unwrap_or(BoundKind::Exact),
                        _ => BoundKind::Exact,
                    });
                } else {
                    me.state.status = Status::Path;
                    let max = t.player(step.node) == Player::Max;
                    // The max (min) of no interval.
                    let e = if max { Value::NEG_INF } else { Value::POS_INF };
                    (me.lo, me.hi) = (e, e);
                    (me.state.m, me.m_src) = match o.algorithm {
                        Algorithm::Minimax => (None, asrc),
                        Algorithm::AlphaBeta | Algorithm::Pvs | Algorithm::Mtdf | Algorithm::Star2 => {
                            (Some(if max { Value::NEG_INF } else { Value::POS_INF }), WINDOW)
                        }
                        Algorithm::AlphaBetaHard => {
                            if max {
                                (Some(a), asrc)
                            } else {
                                (Some(b), bsrc)
                            }
                        }
                    };
                }
            }
            StepKind::Return => {
                let p = t.parent(step.node).unwrap();
                let v = step.value;
                assert_eq!(s[n].state.m, Some(v), "the child returns its m");
                let (clo, chi) = interval(v, s[n].state.bound.unwrap());
                let ps = &mut s[p as usize];
                let max = t.player(p) == Player::Max;
                if max {
                    (ps.lo, ps.hi) = (ps.lo.max(clo), ps.hi.max(chi));
                } else {
                    (ps.lo, ps.hi) = (ps.lo.min(clo), ps.hi.min(chi));
                }
                let m = ps.state.m;
                let better = match m {
                    None => true,
                    Some(m) if max => v > m,
                    Some(m) => v < m,
                };
                if better {
                    ps.state.m = Some(v);
                    if o.algorithm != Algorithm::Minimax {
                        ps.m_src = Src::node(p);
                    }
                }
            }
            StepKind::Bound => {
                let me = &mut s[n];
                assert_eq!(me.state.m, Some(step.value), "fail-soft moves the bound to m");
                if t.player(step.node) == Player::Max {
                    assert!(me.state.alpha.unwrap() < step.value);
                    me.state.alpha = Some(step.value);
                    me.state.alpha_src = Some(Src::node(step.node));
                } else {
                    assert!(me.state.beta.unwrap() > step.value);
                    me.state.beta = Some(step.value);
                    me.state.beta_src = Some(Src::node(step.node));
                }
            }
            StepKind::Cut => {
                // Every child not yet reached, and its subtree, is pruned.
                // (With killer moves the children are not visited left to
                // right, so the skipped ones need not be the last ones.)
                let skipped: Vec<NodeId> = t
                    .children(step.node)
                    .filter(|&c| s[c as usize].state.status == Status::Unvisited)
                    .collect();
                assert!(!skipped.is_empty(), "a recorded cut skips something");
                for c in skipped {
                    for id in c..t.end(c) {
                        s[id as usize].state.status = Status::Pruned;
                    }
                }
                let me = &mut s[n];
                if t.player(step.node) == Player::Max {
                    me.hi = Value::POS_INF;
                } else {
                    me.lo = Value::NEG_INF;
                }
            }
            StepKind::Leave => {
                let me = &mut s[n];
                assert_eq!(me.state.m, Some(step.value));
                me.state.status = Status::Done;
                let m = step.value;
                me.state.bound = Some(match (me.lo >= m, me.hi <= m) {
                    (true, true) => BoundKind::Exact,
                    (true, false) => BoundKind::Lower,
                    (false, true) => BoundKind::Upper,
                    (false, false) => panic!("seed tree: node {n} returned {m} outside [{}, {}]", me.lo, me.hi),
                });
                let (a, b, asrc, bsrc) = me.inherited;
                (me.state.alpha, me.state.beta) = (Some(a), Some(b));
                (me.state.alpha_src, me.state.beta_src) = (Some(asrc), Some(bsrc));
            }
        }
        check(k, &s);
    }
}

#[test]
fn snapshots_agree_with_a_replay() {
    for seed in 0..1_500 {
        let t = random_tree(seed, 4);
        for (algo, killers) in Algorithm::ALL.into_iter().flat_map(|a| [(a, false), (a, true)]) {
            let o = Options {
                killers,
                ..opts(algo, if seed % 2 == 0 { Ties::Prune } else { Ties::Strict })
            };
            let tr = search(&t, &o).unwrap();
            replay(&t, &tr, &o, |k, s| {
                for id in 0..t.len() as NodeId {
                    let got = tr.state(id, k);
                    assert_eq!(
                        got,
                        s[id as usize].state,
                        "seed {seed} {algo:?} k={k} node {id}: {}",
                        format(&t)
                    );
                }
                let current = tr.path(k);
                for &id in &current.path[..current.path.len().saturating_sub(1)] {
                    assert_eq!(
                        s[id as usize].state.status,
                        Status::Path,
                        "seed {seed} k={k}: the path is entered"
                    );
                }
            });
        }
    }
}

/// A cut's bound was set by an ancestor's m (or the window); the cut is
/// shallow exactly when that ancestor is the parent.
#[test]
fn cuts_name_their_source_and_kind() {
    let mut deep = 0;
    for seed in 0..TREES {
        let t = random_tree(seed, 6);
        let tr = search(&t, &Options::default()).unwrap();
        for c in tr.cuts() {
            match c.source.get() {
                Some(src) => {
                    let mut at = t.parent(c.node);
                    while at.is_some_and(|a| a != src) {
                        at = t.parent(at.unwrap());
                    }
                    assert_eq!(at, Some(src), "seed {seed}: the source is an ancestor");
                    assert_eq!(
                        tr.state(src, c.pos).m,
                        Some(c.bound),
                        "seed {seed}: the source's m is the bound"
                    );
                    let shallow = t.parent(c.node) == Some(src);
                    assert_eq!(c.kind == alphabeta::trace::CutKind::Shallow, shallow);
                    deep += usize::from(!shallow);
                }
                None => assert!(c.bound.is_infinite() || c.bound == Options::default().alpha),
            }
        }
    }
    assert!(deep > 100, "the random trees exercise deep cuts ({deep})");
}

#[test]
fn the_packed_snapshot_is_every_nodes_shown_state() {
    // `view::snapshot` fills the subtree of a node not yet entered in one
    // pass; it must still say, node by node, what `shown_state` says.
    use alphabeta::view::{shown_state, snapshot};
    let num = |v: Option<Value>| v.map(Value::get);
    let nan = |x: f64| (!x.is_nan()).then_some(x);
    for seed in 0..300 {
        let t = random_tree(seed, 5);
        for algorithm in [Algorithm::Minimax, Algorithm::AlphaBeta, Algorithm::AlphaBetaHard] {
            for depth_limit in [None, Some(1), Some(3)] {
                let o = Options {
                    algorithm,
                    depth_limit,
                    ..Options::default()
                };
                let Ok(tr) = search(&t, &o) else { continue };
                for k in [0, 1, tr.len() / 3, tr.len() / 2, tr.len()] {
                    let s = snapshot(&t, &tr, k);
                    assert_eq!(s.state.len(), t.len());
                    for id in 0..t.len() as NodeId {
                        let i = id as usize;
                        let st = shown_state(&tr, id, k);
                        let what = format!("seed {seed} {algorithm:?} P={depth_limit:?} k={k} node {id}");
                        assert_eq!(s.state[i], st.status as u8, "{what}");
                        assert_eq!(nan(s.alpha[i]), num(st.alpha), "{what}");
                        assert_eq!(nan(s.beta[i]), num(st.beta), "{what}");
                        assert_eq!(nan(s.m[i]), num(st.m), "{what}");
                        assert_eq!(s.bound[i], st.bound.map_or(0, |b| b as u8 + 1), "{what}");
                        let src = |v: Option<Src>| v.and_then(Src::get).map_or(-1, |x| x as i32);
                        assert_eq!(
                            (s.alpha_src[i], s.beta_src[i]),
                            (src(st.alpha_src), src(st.beta_src)),
                            "{what}"
                        );
                    }
                }
            }
        }
    }
}
