//! Drawing a challenge from its id: each kind's attempt draws a tree from
//! the seeded [`SplitMix64`] and keeps a start that misses the goal and a
//! target within the limits that meets it; [`challenge`], and the ids
//! ([`parse_id`], [`from_id`]).

#[allow(unused_imports)]
use super::*;

/// How many candidate trees a challenge draws before it settles (each kind
/// finds one within a few dozen draws; a unit test runs the first seeds of
/// every kind).
const MAX_DRAWS: u32 = 2_000;

/// How many perturbations of a target a challenge tries for its start.
const MAX_TRIES: u32 = 60;

fn draw(rng: &mut SplitMix64, depth: u32, min_branch: u32, max_branch: u32) -> Option<Tree> {
    generate(&RandomSpec {
        seed: rng.next_u64(),
        min_branch,
        max_branch,
        depth,
        min_value: i64::from(MIN),
        max_value: i64::from(MAX),
        irregular: false,
    })
    .ok()
}

fn random_value(rng: &mut SplitMix64) -> Value {
    Value::int(MIN + rng.below((MAX - MIN + 1) as u64) as i32)
}

/// `tree` with one to three leaves drawn again.
fn perturb(tree: &Tree, rng: &mut SplitMix64) -> Tree {
    let ls = leaves(tree);
    let k = 1 + rng.below(3) as usize;
    let changes: Vec<(NodeId, Value)> = (0..k)
        .map(|_| (ls[rng.below(ls.len() as u64) as usize], random_value(rng)))
        .collect();
    with_values(tree, &changes)
}

/// A start for `target`: a perturbation of it that does not meet `goal`.
fn start_from(target: &Tree, rng: &mut SplitMix64, goal: impl Fn(&Tree) -> bool) -> Option<Tree> {
    (0..MAX_TRIES).map(|_| perturb(target, rng)).find(|t| !goal(t))
}

fn pick<T: Copy>(rng: &mut SplitMix64, xs: &[T]) -> Option<T> {
    if xs.is_empty() {
        None
    } else {
        Some(xs[rng.below(xs.len() as u64) as usize])
    }
}

/// What one attempt finds: (start, goal, limits, target).
type Attempt = (Tree, Goal, Limits, Tree);

/// Any leaf value from the challenges' range.
const VALUES: Limits = Limits::Values { min: MIN, max: MAX };

/// One leaf's value from the challenges' range.
const ONE_LEAF: Limits = Limits::OneLeaf { min: MIN, max: MAX };

/// One attempt at a challenge of `kind`, each kind drawn its own way.
fn attempt(kind: Kind, rng: &mut SplitMix64) -> Option<Attempt> {
    match kind {
        Kind::OrderFewest => attempt_order_fewest(rng),
        Kind::OrderMost => attempt_order_most(rng),
        Kind::NoPrune => attempt_no_prune(rng),
        Kind::DeepCut => attempt_deep_cut(rng),
        Kind::Prune => attempt_prune(rng),
        Kind::CutGone => attempt_cut_gone(rng),
        Kind::BestMove => attempt_best_move(rng),
        Kind::SoftHard => attempt_soft_hard(rng),
        Kind::Ties => attempt_ties(rng),
        Kind::Tt => attempt_tt(rng),
        Kind::Killers => attempt_killers(rng),
        Kind::Star1Prune => attempt_star1(rng),
    }
}

/// A small tree: depth 2 or 3, two or three children per node.
fn draw_small(rng: &mut SplitMix64) -> Option<Tree> {
    let depth = 2 + rng.below(2) as u32;
    draw(rng, depth, 2, 3)
}

/// A challenge on leaf values whose target is `target`: the start is a
/// perturbation of it that misses `goal`.
fn from_target(target: Tree, goal: Goal, rng: &mut SplitMix64) -> Option<Attempt> {
    let start = start_from(&target, rng, |t| meets(&goal, t))?;
    Some((start, goal, VALUES, target))
}

/// A challenge on one leaf whose start is `start`: the target is one leaf
/// away from it.
fn one_leaf_from(start: Tree, goal: Goal, rng: &mut SplitMix64) -> Option<Attempt> {
    let target = one_leaf_away(&start, Some(rng), |t| meets(&goal, t))?;
    Some((start, goal, ONE_LEAF, target))
}

/// A random order of a small tree; the goal is the ideal order's count.
fn attempt_order_fewest(rng: &mut SplitMix64) -> Option<Attempt> {
    let t = draw(rng, 3, 2, 3)?;
    let start = reorder(&t, Order::Random, rng.next_u64(), None).tree;
    let target = reorder(&start, Order::Ideal, 0, None).tree;
    let n = plain(&target)?.leaves_evaluated();
    let goal = Goal::AtMostLeaves { leaves: n };
    (!meets(&goal, &start)).then_some((start, goal, Limits::Order, target))
}

/// A small tree whose worst order prunes nothing and whose own order does.
fn attempt_order_most(rng: &mut SplitMix64) -> Option<Attempt> {
    let start = draw_small(rng)?;
    let target = worst(&start);
    let goal = Goal::AllLeaves;
    (meets(&goal, &target) && !meets(&goal, &start)).then_some((start, goal, Limits::Order, target))
}

/// A tree in its worst order, which prunes nothing, and leaf values that do.
fn attempt_no_prune(rng: &mut SplitMix64) -> Option<Attempt> {
    let target = worst(&draw_small(rng)?);
    let goal = Goal::AllLeaves;
    if !meets(&goal, &target) {
        return None;
    }
    from_target(target, goal, rng)
}

/// A deep cut of the target, which the start's values lose.
fn attempt_deep_cut(rng: &mut SplitMix64) -> Option<Attempt> {
    // A deep cut needs a bound set two levels above the cutting node, which
    // is inner: depth 4 at least, binary to stay small.
    let target = draw(rng, 4, 2, 2)?;
    let trace = plain(&target)?;
    let deep: Vec<NodeId> = effective(&trace)
        .filter(|c| c.kind == CutKind::Deep)
        .map(|c| c.node)
        .collect();
    let goal = Goal::DeepCutAt {
        node: pick(rng, &deep)?,
    };
    from_target(target, goal, rng)
}

/// A subtree the target prunes, which the start's values reach.
fn attempt_prune(rng: &mut SplitMix64) -> Option<Attempt> {
    let target = draw_small(rng)?;
    let trace = plain(&target)?;
    let pruned: Vec<NodeId> = effective(&trace)
        .flat_map(|c| crate::view::pruned_children(&target, &trace, c))
        .collect();
    let goal = Goal::Pruned {
        node: pick(rng, &pruned)?,
    };
    from_target(target, goal, rng)
}

/// A cut of the start, which one leaf changed removes.
fn attempt_cut_gone(rng: &mut SplitMix64) -> Option<Attempt> {
    // Here the drawn tree is the start, and the target one leaf away from it.
    let start = draw_small(rng)?;
    let trace = plain(&start)?;
    let cutting: Vec<NodeId> = effective(&trace).map(|c| c.node).collect();
    let goal = Goal::NoCutAt {
        node: pick(rng, &cutting)?,
    };
    one_leaf_from(start, goal, rng)
}

/// The start's best move, which one leaf changed replaces.
fn attempt_best_move(rng: &mut SplitMix64) -> Option<Attempt> {
    let start = draw_small(rng)?;
    let goal = Goal::BestMoveNot {
        node: plain(&start)?.best_move()?,
    };
    one_leaf_from(start, goal, rng)
}

/// The values fail-soft and fail-hard (seeds' tie rule) return at `node`.
fn soft_and_hard(tree: &Tree, node: NodeId) -> Option<(Trace, Option<Value>, Option<Value>)> {
    let soft = run(tree, &opts(Algorithm::AlphaBeta, Ties::Prune, false))?;
    let hard = run(tree, &opts(Algorithm::AlphaBetaHard, Ties::Prune, false))?;
    let (s, h) = (soft.returned(node).map(|r| r.0), hard.returned(node).map(|r| r.0));
    Some((soft, s, h))
}

/// A node where fail-soft and fail-hard differ in the target and agree in
/// the start, the root's value the same in both.
fn attempt_soft_hard(rng: &mut SplitMix64) -> Option<Attempt> {
    let target = draw(rng, 3, 2, 3)?;
    let soft = run(&target, &opts(Algorithm::AlphaBeta, Ties::Prune, false))?;
    let hard = run(&target, &opts(Algorithm::AlphaBetaHard, Ties::Prune, false))?;
    let differ: Vec<NodeId> = (1..target.len() as NodeId)
        .filter(|&i| matches!((soft.returned(i), hard.returned(i)), (Some(a), Some(b)) if a.0 != b.0))
        .collect();
    let node = pick(rng, &differ)?;
    let root = soft.root_value();
    let goal = Goal::SoftHardDiffer { node, root };
    // The start keeps the root's value and returns one value at the node,
    // reached by both searches.
    let start = (0..MAX_TRIES)
        .map(|_| perturb(&target, rng))
        .find(|t| soft_and_hard(t, node).is_some_and(|(s, a, b)| s.root_value() == root && a.is_some() && a == b))?;
    Some((start, goal, VALUES, target))
}

/// A start where the two tie rules prune alike, one leaf from a target
/// where they do not.
fn attempt_ties(rng: &mut SplitMix64) -> Option<Attempt> {
    let start = draw(rng, 3, 2, 3)?;
    let goal = Goal::TiesDiffer;
    if meets(&goal, &start) {
        return None;
    }
    let target = one_leaf_away(&start, Some(rng), |t| meets(&goal, t))?;
    Some((start, goal, VALUES, target))
}

/// A start where the table saves nothing, and a target that copies a
/// child's leaves into a sibling of the same shape, so that it does.
fn attempt_tt(rng: &mut SplitMix64) -> Option<Attempt> {
    // A small tree where no subtree comes back; the target copies a child's
    // leaves into a sibling of the same shape, so that the table answers
    // the second from the first.
    let start = draw(rng, 2, 2, 3)?;
    let goal = Goal::TtSaves;
    if meets(&goal, &start) {
        return None;
    }
    let kids: Vec<NodeId> = start.children(0).collect();
    let a = kids[rng.below(kids.len() as u64) as usize];
    let b = *kids
        .iter()
        .find(|&&b| b != a && start.child_count(b) == start.child_count(a))?;
    let changes: Vec<(NodeId, Value)> = start
        .children(b)
        .zip(start.children(a))
        .filter_map(|(to, from)| Some((to, start.leaf_value(from)?)))
        .collect();
    let target = with_values(&start, &changes);
    let limits = Limits::Budget {
        max_nodes: start.len() + 4,
        max_depth: start.height() + 1,
        min: MIN,
        max: MAX,
    };
    meets(&goal, &target).then_some((start, goal, limits, target))
}

/// A target where killer moves save leaves, and a start where they do not.
fn attempt_killers(rng: &mut SplitMix64) -> Option<Attempt> {
    let target = draw(rng, 3, 3, 3)?;
    let goal = Goal::KillersSave;
    if !meets(&goal, &target) {
        return None;
    }
    from_target(target, goal, rng)
}

/// The challenge of a kind and a seed.
///
/// # Example
///
/// ```
/// use alphabeta::construct::{challenge, check, solution, Kind};
/// let c = challenge(Kind::DeepCut, 12);
/// assert_eq!(c.id, "deep-cut-12");
/// assert!(!check(&c, &c.start).met);
/// assert!(check(&c, &solution(&c, &c.start)).met);
/// ```
pub fn challenge(kind: Kind, seed: u64) -> Challenge {
    let found = draws(kind, seed).or_else(|| draws(kind, 0));
    // Every kind finds a challenge for seed 0 (a unit test runs it), so the
    // last resort, a challenge already met, is never reached.
    let (start, goal, limits, target) = found.unwrap_or_else(|| {
        let mut b = TreeBuilder::new(Player::Max);
        b.leaf(Value::int(0), None).expect("a leaf in range");
        let t = b.finish().expect("a one-leaf tree");
        (t.clone(), Goal::AllLeaves, Limits::Order, t)
    });
    Challenge {
        id: format!("{}-{seed}", kind.name()),
        kind,
        seed,
        start,
        goal,
        limits,
        target,
    }
}

pub(super) fn draws(kind: Kind, seed: u64) -> Option<(Tree, Goal, Limits, Tree)> {
    let mut rng = SplitMix64::new(seed ^ kind.salt());
    (0..MAX_DRAWS).find_map(|_| attempt(kind, &mut rng))
}

/// Reads a challenge id (`deep-cut-12`).
///
/// # Errors
///
/// [`Refused`] with the rule, for anything that is not a kind, a dash and a
/// seed.
pub fn parse_id(id: &str) -> Result<(Kind, u64), Refused> {
    let refused = || Refused {
        text: id.trim().to_string(),
        rule: Text::new(
            format!(
                "is not a challenge: write a kind ({}), a dash and a number, such as deep-cut-12",
                kind_list()
            ),
            format!(
                "n’est pas un défi : écrivez un genre ({}), un tiret et un nombre, comme deep-cut-12",
                kind_list()
            ),
        ),
    };
    let (name, seed) = id.trim().rsplit_once('-').ok_or_else(refused)?;
    let kind = Kind::from_name(name).ok_or_else(refused)?;
    if seed.is_empty() || !seed.bytes().all(|b| b.is_ascii_digit()) {
        return Err(refused());
    }
    let seed = seed.parse().map_err(|_| refused())?;
    Ok((kind, seed))
}

fn kind_list() -> String {
    Kind::ALL.iter().map(|k| k.name()).collect::<Vec<_>>().join(", ")
}

/// The challenge an id names.
///
/// # Errors
///
/// As [`parse_id`].
pub fn from_id(id: &str) -> Result<Challenge, Refused> {
    let (kind, seed) = parse_id(id)?;
    Ok(challenge(kind, seed))
}
