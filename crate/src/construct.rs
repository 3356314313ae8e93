//! Construct challenges: a goal about the search that a student meets by
//! building or changing a tree, checked by the engine from the trace.
//!
//! A challenge is named by a kind and a seed (`deep-cut-12`), like an
//! exercise: the id gives every student the same starting tree and goal and
//! says nothing about the solution. [`challenge`] draws candidate trees from
//! a [`SplitMix64`] seeded with the id's seed and keeps the first that gives
//! a goal the starting tree does not meet and a tree that meets it within
//! the challenge's [`Limits`] (the generation's own solution, kept in the
//! challenge).
//!
//! [`check`] reads a student's tree: first the limits (only the order of
//! children, only leaf values, one leaf, or a node budget), then the goal,
//! from the traces of the searches the goal speaks of, and says what is met
//! and what is missing with the numbers, in English and French
//! ([`Verdict`]). [`solution`] finds a tree that meets the goal, as close to
//! the student's as it can (the ideal or the worst ordering of the student's
//! tree; a change of one leaf of it; else the generation's solution), and
//! [`diff`] says what to change, node by node.
//!
//! Searches run α-β fail-soft with the seeds' tie rule (prune on equality)
//! unless the goal compares two searches (fail-soft and fail-hard, the two
//! tie rules, with and without killer moves).

use crate::error::Refused;
use crate::lang::{show_in, Lang, Text};
use crate::notation::format;
use crate::options::{Algorithm, Options, Ties};
use crate::ordering::{minimax_values, reorder, Order};
use crate::random::{generate, RandomSpec, SplitMix64};
use crate::search::search;
use crate::trace::{Cut, CutKind, Trace};
use crate::tree::{NodeId, Player, Tree, TreeBuilder};
use crate::value::Value;
use serde::Serialize;

/// What a challenge asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Kind {
    /// Reorder the children so that α-β evaluates as few leaves as the ideal
    /// ordering.
    OrderFewest,
    /// Reorder the children so that α-β cuts nothing.
    OrderMost,
    /// Give leaf values so that a named node makes a deep cut.
    DeepCut,
    /// Give leaf values so that a named subtree is pruned.
    Prune,
    /// Give leaf values so that nothing is pruned.
    NoPrune,
    /// Give leaf values so that fail-soft and fail-hard return different
    /// values at a named node, the root's value unchanged.
    SoftHard,
    /// Change one leaf so that the best move changes.
    BestMove,
    /// Change one leaf so that a named node's cut disappears.
    CutGone,
    /// Give leaf values so that the seeds' tie rule and the strict one prune
    /// differently.
    Ties,
    /// Give leaf values so that killer moves save leaves.
    Killers,
    /// Build a tree, within a node budget, where the transposition table
    /// saves leaves.
    Tt,
}

impl Kind {
    /// Every kind, in the order of the progression.
    pub const ALL: [Kind; 11] = [
        Kind::OrderFewest,
        Kind::OrderMost,
        Kind::NoPrune,
        Kind::Prune,
        Kind::DeepCut,
        Kind::BestMove,
        Kind::CutGone,
        Kind::SoftHard,
        Kind::Ties,
        Kind::Killers,
        Kind::Tt,
    ];

    /// Its name in ids.
    pub fn name(self) -> &'static str {
        match self {
            Kind::OrderFewest => "order-fewest",
            Kind::OrderMost => "order-most",
            Kind::DeepCut => "deep-cut",
            Kind::Prune => "prune",
            Kind::NoPrune => "no-prune",
            Kind::SoftHard => "soft-hard",
            Kind::BestMove => "best-move",
            Kind::CutGone => "cut-gone",
            Kind::Ties => "ties",
            Kind::Killers => "killers",
            Kind::Tt => "tt",
        }
    }

    /// The kind called `name`.
    pub fn from_name(name: &str) -> Option<Kind> {
        Kind::ALL.into_iter().find(|k| k.name() == name)
    }

    /// Its title, in every language.
    pub fn title(self) -> Text {
        match self {
            Kind::OrderFewest => Text::new("Fewest leaves by ordering", "Le moins de feuilles par l’ordre"),
            Kind::OrderMost => Text::new("No cut by ordering", "Aucune coupure par l’ordre"),
            Kind::DeepCut => Text::new("A deep cut", "Une coupure profonde"),
            Kind::Prune => Text::new("Prune a subtree", "Élaguer un sous-arbre"),
            Kind::NoPrune => Text::new("Nothing pruned", "Rien d’élagué"),
            Kind::SoftHard => Text::new("Fail-soft against fail-hard", "Fail-soft contre fail-hard"),
            Kind::BestMove => Text::new("Change the best move", "Changer le meilleur coup"),
            Kind::CutGone => Text::new("Remove a cut", "Supprimer une coupure"),
            Kind::Ties => Text::new("Ties decide a cut", "Les égalités décident d’une coupure"),
            Kind::Killers => Text::new(
                "Killer moves save leaves",
                "Les coups meurtriers économisent des feuilles",
            ),
            Kind::Tt => Text::new(
                "The transposition table saves leaves",
                "La table de transposition économise des feuilles",
            ),
        }
    }

    /// Its level, from 1 (first steps) to 4 (what a course teaches last):
    /// the progression goes through the kinds in [`Kind::ALL`]'s order.
    pub fn level(self) -> u32 {
        match self {
            Kind::OrderFewest | Kind::OrderMost | Kind::NoPrune => 1,
            Kind::Prune | Kind::DeepCut => 2,
            Kind::BestMove | Kind::CutGone => 3,
            Kind::SoftHard | Kind::Ties | Kind::Killers | Kind::Tt => 4,
        }
    }

    /// The kind after this one in the progression (the last one wraps).
    pub fn next(self) -> Kind {
        let i = Kind::ALL.iter().position(|&k| k == self).unwrap_or(0);
        Kind::ALL[(i + 1) % Kind::ALL.len()]
    }

    fn salt(self) -> u64 {
        let i = Kind::ALL.iter().position(|&k| k == self).unwrap_or(0) as u64;
        0xC0_57_C7_00_u64.wrapping_add(i.wrapping_mul(0x9E37_79B9_7F4A_7C15))
    }
}

/// What the student may change in the starting tree.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase", tag = "may")]
pub enum Limits {
    /// Only the order of each node's children.
    Order,
    /// Any leaf values from `min` to `max`; the shape stays.
    Values {
        /// Smallest value.
        min: i32,
        /// Largest value.
        max: i32,
    },
    /// One leaf's value, from `min` to `max`; the shape stays.
    OneLeaf {
        /// Smallest value.
        min: i32,
        /// Largest value.
        max: i32,
    },
    /// Anything (values from `min` to `max`, order, nodes added or
    /// removed) within `max_nodes` nodes and depth `max_depth`.
    #[serde(rename_all = "camelCase")]
    Budget {
        /// Most nodes.
        max_nodes: usize,
        /// Greatest depth.
        max_depth: u32,
        /// Smallest value.
        min: i32,
        /// Largest value.
        max: i32,
    },
}

/// The goal, with its numbers and named nodes (ids of the starting tree,
/// whose shape every limit but [`Limits::Order`] keeps; the order goals
/// name no node).
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase", tag = "goal")]
pub enum Goal {
    /// α-β evaluates at most `leaves` leaves.
    AtMostLeaves {
        /// The ideal ordering's count.
        leaves: usize,
    },
    /// α-β evaluates every leaf.
    AllLeaves,
    /// `node` makes a deep cut.
    DeepCutAt {
        /// The node that must cut.
        node: NodeId,
    },
    /// `node` is never reached.
    Pruned {
        /// The subtree's root.
        node: NodeId,
    },
    /// Fail-soft and fail-hard return different values at `node`, and the
    /// root's value is `root`.
    SoftHardDiffer {
        /// The node.
        node: NodeId,
        /// The starting tree's root value.
        root: Value,
    },
    /// The root's best move is not `node`.
    BestMoveNot {
        /// The starting tree's best move.
        node: NodeId,
    },
    /// `node` makes no cut.
    NoCutAt {
        /// The node that cuts in the starting tree.
        node: NodeId,
    },
    /// The two tie rules reach different nodes.
    TiesDiffer,
    /// α-β with killer moves evaluates fewer leaves than without.
    KillersSave,
    /// α-β with the transposition table evaluates fewer leaves than without.
    TtSaves,
}

/// A challenge.
#[derive(Clone, Debug, PartialEq)]
pub struct Challenge {
    /// `deep-cut-12`.
    pub id: String,
    /// The kind.
    pub kind: Kind,
    /// The seed.
    pub seed: u64,
    /// The starting tree.
    pub start: Tree,
    /// The goal.
    pub goal: Goal,
    /// What may change.
    pub limits: Limits,
    /// A tree that meets the goal within the limits (the generation's).
    target: Tree,
}

/// What [`check`] says of a tree.
#[derive(Clone, Debug, PartialEq)]
pub struct Verdict {
    /// Whether the tree keeps to the limits and meets the goal.
    pub met: bool,
    /// Whether the tree keeps to the limits.
    pub within_limits: bool,
    /// What is met and what is missing, with the numbers, first the main
    /// sentence.
    pub lines: Vec<Text>,
}

impl Verdict {
    /// The lines in `lang`, one per line.
    pub fn text(&self, lang: Lang) -> String {
        self.lines.iter().map(|l| l.get(lang)).collect::<Vec<_>>().join("\n")
    }
}

/// A change that [`diff`] lists.
#[derive(Clone, Debug, PartialEq)]
pub struct Change {
    /// The node to change, an id of the tree the diff starts from (`None`
    /// when the whole tree is replaced).
    pub node: Option<NodeId>,
    /// What to do, in every language.
    pub text: Text,
}

/// How many candidate trees a challenge draws before it settles (each kind
/// finds one within a few dozen draws; a unit test runs the first seeds of
/// every kind).
const MAX_DRAWS: u32 = 2_000;

/// How many perturbations of a target a challenge tries for its start.
const MAX_TRIES: u32 = 60;

/// The value range of every challenge's leaves.
const MIN: i32 = 0;
const MAX: i32 = 20;

/// The options a goal reads, fail-soft and the seeds' tie rule unless said.
fn opts(algorithm: Algorithm, ties: Ties, killers: bool) -> Options {
    Options {
        algorithm,
        ties,
        killers,
        ..Options::default()
    }
}

fn run(tree: &Tree, o: &Options) -> Option<Trace> {
    search(tree, o).ok()
}

fn plain(tree: &Tree) -> Option<Trace> {
    run(tree, &Options::default())
}

/// The cuts that skip something (a cut at a node's last child prunes
/// nothing and is not recorded; with killer moves the ids range is the
/// visiting order's).
fn effective(trace: &Trace) -> impl Iterator<Item = &Cut> {
    trace.cuts().iter().filter(|c| c.first_pruned < c.end)
}

fn leaves(tree: &Tree) -> Vec<NodeId> {
    (0..tree.len() as NodeId).filter(|&i| tree.is_leaf(i)).collect()
}

/// Builds `tree` again with each node's children in the order `kids` gives
/// and each leaf's value from `value` (iteratively, as `ordering::reorder`).
fn rebuild(tree: &Tree, kids: impl Fn(NodeId) -> Vec<NodeId>, value: impl Fn(NodeId) -> Value) -> Tree {
    let mut b = TreeBuilder::new(tree.root_player());
    let mut stack: Vec<Vec<NodeId>> = Vec::new();
    let emit = |id: NodeId, b: &mut TreeBuilder, stack: &mut Vec<Vec<NodeId>>| {
        let label = tree.label(id);
        if tree.is_leaf(id) {
            b.leaf(value(id), label).expect("a node of a valid tree");
        } else {
            b.open(tree.h(id), label).expect("a node of a valid tree");
            let mut k = kids(id);
            k.reverse();
            stack.push(k);
        }
    };
    emit(0, &mut b, &mut stack);
    while let Some(top) = stack.last_mut() {
        match top.pop() {
            Some(c) => emit(c, &mut b, &mut stack),
            None => {
                stack.pop();
                b.close().expect("an open node with children");
            }
        }
    }
    b.finish().expect("the same nodes as a valid tree")
}

/// `tree` with the leaves `changes` names set to their new values.
fn with_values(tree: &Tree, changes: &[(NodeId, Value)]) -> Tree {
    rebuild(
        tree,
        |id| tree.children(id).collect(),
        |id| {
            changes
                .iter()
                .find(|(n, _)| *n == id)
                .map(|(_, v)| *v)
                .or(tree.leaf_value(id))
                .unwrap_or(Value::int(0))
        },
    )
}

/// The worst ordering by the true minimax values: a MAX node's children
/// by ascending value, a MIN node's by descending, so that no bound is
/// ever crossed before the last child (with distinct values).
fn worst(tree: &Tree) -> Tree {
    let mm = minimax_values(tree, None);
    let key = |c: NodeId| mm[c as usize].unwrap_or(Value::int(0));
    rebuild(
        tree,
        |id| {
            let mut k: Vec<NodeId> = tree.children(id).collect();
            match tree.player(id) {
                Player::Max => k.sort_by_key(|&c| key(c)),
                Player::Min => k.sort_by_key(|&c| std::cmp::Reverse(key(c))),
            }
            k
        },
        |id| tree.leaf_value(id).unwrap_or(Value::int(0)),
    )
}

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

/// The first tree one leaf away from `tree` that meets `goal`, trying the
/// leaves from a place `rng` picks (so the solution is not always at the
/// first leaf) and the values from the nearest outwards.
fn one_leaf_away(tree: &Tree, rng: Option<&mut SplitMix64>, goal: impl Fn(&Tree) -> bool) -> Option<Tree> {
    let ls = leaves(tree);
    let shift = rng.map_or(0, |r| r.below(ls.len().max(1) as u64) as usize);
    for i in 0..ls.len() {
        let leaf = ls[(i + shift) % ls.len()];
        let old = tree.leaf_value(leaf)?.get() as i32;
        for d in 1..=(MAX - MIN) {
            for v in [old - d, old + d] {
                if !(MIN..=MAX).contains(&v) {
                    continue;
                }
                let t = with_values(tree, &[(leaf, Value::int(v))]);
                if goal(&t) {
                    return Some(t);
                }
            }
        }
    }
    None
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

/// Whether `tree` meets `goal` (the limits aside).
fn meets(goal: &Goal, tree: &Tree) -> bool {
    goal_lines(goal, tree).0
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

fn draws(kind: Kind, seed: u64) -> Option<(Tree, Goal, Limits, Tree)> {
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

fn both(lang_text: impl Fn(Lang) -> String) -> Text {
    Text::new(lang_text(Lang::En), lang_text(Lang::Fr))
}

fn fr(lang: Lang) -> bool {
    lang == Lang::Fr
}

fn leaves_word(n: usize, lang: Lang) -> String {
    match (lang, n) {
        (Lang::En, 1) => "1 leaf".into(),
        (Lang::En, n) => format!("{n} leaves"),
        (Lang::Fr, 1) => "1 feuille".into(),
        (Lang::Fr, n) => format!("{n} feuilles"),
    }
}

impl Challenge {
    /// The goal, as a sentence in every language.
    pub fn goal_text(&self) -> Text {
        let t = &self.start;
        let give = Text::new(
            "Give the leaves values such that",
            "Donnez aux feuilles des valeurs telles que",
        );
        match self.goal {
            Goal::AtMostLeaves { leaves } => both(|l| {
                let w = leaves_word(leaves, l);
                if fr(l) {
                    format!("Réordonnez les enfants pour que α-β évalue au plus {w} (l’ordre idéal).")
                } else {
                    format!("Reorder the children so that α-β evaluates at most {w} (the ideal ordering).")
                }
            }),
            Goal::AllLeaves => {
                let n = t.leaf_count();
                let how = match self.limits {
                    Limits::Order => Text::new("Reorder the children so that", "Réordonnez les enfants pour que"),
                    _ => give,
                };
                Text::new(
                    format!("{} α-β prunes nothing: all {n} leaves evaluated.", how.en),
                    format!("{} α-β n’élague rien : les {n} feuilles évaluées.", how.fr),
                )
            }
            Goal::DeepCutAt { node } => {
                let n = t.name(node);
                Text::new(
                    format!("{} {n} makes a deep cut.", give.en),
                    format!("{} {n} fasse une coupure profonde.", give.fr),
                )
            }
            Goal::Pruned { node } => {
                let n = t.name(node);
                let (what_en, what_fr) = if t.is_leaf(node) { ("the leaf", "la feuille") } else { ("the subtree", "le sous-arbre") };
                Text::new(
                    format!("{} α-β prunes {what_en} {n}.", give.en),
                    format!("{} α-β élague {what_fr} {n}.", give.fr),
                )
            }
            Goal::SoftHardDiffer { node, root } => {
                let n = t.name(node);
                both(|l| {
                    let r = show_in(root, l);
                    if fr(l) {
                        format!("{} fail-soft et fail-hard renvoient des valeurs différentes en {n}, la valeur de la racine restant {r}.", give.fr)
                    } else {
                        format!("{} fail-soft and fail-hard return different values at {n}, while the root’s value stays {r}.", give.en)
                    }
                })
            }
            Goal::BestMoveNot { node } => {
                let n = t.name(node);
                Text::new(
                    format!("Change one leaf so that the best move is no longer {n}."),
                    format!("Changez une seule feuille pour que le meilleur coup ne soit plus {n}."),
                )
            }
            Goal::NoCutAt { node } => {
                let n = t.name(node);
                Text::new(
                    format!("Change one leaf so that the cut at {n} disappears."),
                    format!("Changez une seule feuille pour que la coupure en {n} disparaisse."),
                )
            }
            Goal::TiesDiffer => Text::new(
                format!("{} the seeds’ tie rule (cut on equality) and the strict rule prune differently.", give.en),
                format!("{} la règle des sources (coupure sur égalité) et la règle stricte élaguent différemment.", give.fr),
            ),
            Goal::KillersSave => Text::new(
                format!("{} α-β with killer moves evaluates fewer leaves than without.", give.en),
                format!("{} α-β avec les coups meurtriers évalue moins de feuilles que sans.", give.fr),
            ),
            Goal::TtSaves => Text::new(
                "Build a tree where α-β with the transposition table evaluates fewer leaves than without: a position must come back.",
                "Construisez un arbre où α-β avec la table de transposition évalue moins de feuilles que sans : une position doit revenir.",
            ),
        }
    }

    /// What may change, as a sentence in every language.
    pub fn limits_text(&self) -> Text {
        match self.limits {
            Limits::Order => Text::new(
                "Only the order of children may change.",
                "Seul l’ordre des enfants peut changer.",
            ),
            Limits::Values { min, max } => Text::new(
                format!("Only leaf values may change, from {min} to {max}; the shape stays."),
                format!("Seules les valeurs des feuilles peuvent changer, de {min} à {max} ; la forme reste."),
            ),
            Limits::OneLeaf { min, max } => Text::new(
                format!("Only one leaf’s value may change, from {min} to {max}."),
                format!("Seule la valeur d’une feuille peut changer, de {min} à {max}."),
            ),
            Limits::Budget {
                max_nodes,
                max_depth,
                min,
                max,
            } => Text::new(
                format!("Anything may change (values from {min} to {max}, order, nodes added or removed) within {max_nodes} nodes and depth {max_depth}."),
                format!("Tout peut changer (valeurs de {min} à {max}, ordre, nœuds ajoutés ou supprimés) dans la limite de {max_nodes} nœuds et de la profondeur {max_depth}."),
            ),
        }
    }
}

/// Whether two trees have the same shape: the same nodes in pre-order,
/// leaves at the same places.
fn same_shape(a: &Tree, b: &Tree) -> bool {
    a.len() == b.len()
        && a.root_player() == b.root_player()
        && (0..a.len() as NodeId).all(|i| a.is_leaf(i) == b.is_leaf(i) && a.end(i) == b.end(i))
}

/// A text per node that does not depend on the order of children: two
/// trees are reorderings of one another when their roots' texts are equal.
/// Built bottom-up over the pre-order arena (children have larger ids).
fn canonical(t: &Tree) -> Vec<String> {
    let mut out = vec![String::new(); t.len()];
    for id in (0..t.len() as NodeId).rev() {
        let s = if let Some(v) = t.leaf_value(id) {
            v.get().to_string()
        } else {
            let mut k: Vec<String> = t.children(id).map(|c| out[c as usize].clone()).collect();
            k.sort();
            format!("[{}]", k.join(","))
        };
        out[id as usize] = s;
    }
    out
}

/// What the limits say of `tree`: `None` when it keeps to them, else the
/// sentence that says why not.
fn limits_broken(c: &Challenge, tree: &Tree) -> Option<Text> {
    let (min, max) = match c.limits {
        Limits::Order => {
            let ok = tree.root_player() == c.start.root_player()
                && tree.len() == c.start.len()
                && canonical(tree).first() == canonical(&c.start).first();
            return (!ok).then(|| {
                Text::new(
                    "Only the order of children may change, and this tree is not a reordering of the challenge’s tree.",
                    "Seul l’ordre des enfants peut changer, et cet arbre n’est pas un réordonnancement de l’arbre du défi.",
                )
            });
        }
        Limits::Values { min, max } | Limits::OneLeaf { min, max } => (min, max),
        Limits::Budget {
            max_nodes,
            max_depth,
            min,
            max,
        } => {
            let (n, d) = (tree.len(), tree.height());
            if n > max_nodes {
                return Some(both(|l| {
                    if fr(l) {
                        format!("L’arbre a {n} nœuds ; le budget est de {max_nodes}.")
                    } else {
                        format!("The tree has {n} nodes; the budget is {max_nodes}.")
                    }
                }));
            }
            if d > max_depth {
                return Some(both(|l| {
                    if fr(l) {
                        format!("L’arbre a une profondeur de {d} ; la limite est {max_depth}.")
                    } else {
                        format!("The tree is {d} deep; the limit is {max_depth}.")
                    }
                }));
            }
            return out_of_range(tree, min, max);
        }
    };
    if !same_shape(tree, &c.start) {
        return Some(Text::new(
            "Only leaf values may change: the tree’s shape must stay the challenge’s.",
            "Seules les valeurs des feuilles peuvent changer : la forme de l’arbre doit rester celle du défi.",
        ));
    }
    if let Some(why) = out_of_range(tree, min, max) {
        return Some(why);
    }
    if matches!(c.limits, Limits::OneLeaf { .. }) {
        let changed: Vec<String> = leaves(tree)
            .into_iter()
            .filter(|&i| tree.leaf_value(i) != c.start.leaf_value(i))
            .map(|i| tree.name(i))
            .collect();
        if changed.len() > 1 {
            let k = changed.len();
            let list = changed.join(", ");
            return Some(both(|l| {
                if fr(l) {
                    format!("Une seule feuille peut changer : {k} diffèrent de l’arbre du défi ({list}).")
                } else {
                    format!("Only one leaf may change: {k} differ from the challenge’s tree ({list}).")
                }
            }));
        }
    }
    None
}

/// The first leaf whose value is outside `min..=max`, said.
fn out_of_range(tree: &Tree, min: i32, max: i32) -> Option<Text> {
    let leaf = leaves(tree).into_iter().find(|&i| {
        let v = tree.leaf_value(i).unwrap_or(Value::int(0));
        v < Value::int(min) || v > Value::int(max)
    })?;
    let v = tree.leaf_value(leaf).unwrap_or(Value::int(0));
    let n = tree.name(leaf);
    Some(both(|l| {
        let v = show_in(v, l);
        if fr(l) {
            format!("{n} vaut {v} ; les valeurs doivent aller de {min} à {max}.")
        } else {
            format!("{n} is worth {v}; values must lie between {min} and {max}.")
        }
    }))
}

/// Checks `tree` against the challenge: the limits, then the goal.
pub fn check(c: &Challenge, tree: &Tree) -> Verdict {
    if let Some(why) = limits_broken(c, tree) {
        return Verdict {
            met: false,
            within_limits: false,
            lines: vec![why],
        };
    }
    let (met, lines) = goal_lines(&c.goal, tree);
    Verdict {
        met,
        within_limits: true,
        lines,
    }
}

/// "its parent P" or "A, above its parent P" for a cut's bound's source.
fn source_text(tree: &Tree, cut: &Cut) -> Text {
    match cut.source.get() {
        None => Text::new("the initial window", "la fenêtre initiale"),
        Some(s) => {
            let n = tree.name(s);
            match cut.kind {
                CutKind::Shallow => Text::new(format!("its parent {n}"), format!("son parent {n}")),
                _ => {
                    let p = tree.parent(cut.node).map(|p| tree.name(p)).unwrap_or_default();
                    Text::new(
                        format!("{n}, above its parent {p}"),
                        format!("{n}, au-dessus de son parent {p}"),
                    )
                }
            }
        }
    }
}

/// The seeds' cut test at `node` (the challenges cut on equality).
fn cut_op(tree: &Tree, node: NodeId) -> &'static str {
    Ties::Prune.op(tree.player(node)).symbol()
}

fn bound_letter(tree: &Tree, node: NodeId) -> &'static str {
    match tree.player(node) {
        Player::Max => "β",
        Player::Min => "α",
    }
}

/// Whether `tree` meets `goal`, and the sentences that say so. The ids the
/// goal names are the starting tree's: every limit under which a goal names
/// a node keeps the shape, so they are the student's tree's too.
fn goal_lines(goal: &Goal, tree: &Tree) -> (bool, Vec<Text>) {
    let Some(trace) = plain(tree) else {
        return (false, vec![]);
    };
    match *goal {
        Goal::AtMostLeaves { leaves } => at_most_lines(&trace, leaves),
        Goal::AllLeaves => all_leaves_lines(tree, &trace),
        Goal::DeepCutAt { node } => deep_cut_lines(tree, &trace, node),
        Goal::Pruned { node } => pruned_lines(tree, &trace, node),
        Goal::SoftHardDiffer { node, root } => soft_hard_lines(tree, &trace, node, root),
        Goal::BestMoveNot { node } => best_move_lines(tree, &trace, node),
        Goal::NoCutAt { node } => no_cut_lines(tree, &trace, node),
        Goal::TiesDiffer => ties_lines(tree, &trace),
        Goal::TtSaves => tt_lines(tree, &trace),
        Goal::KillersSave => killers_lines(tree, &trace),
    }
}

/// "N still cuts: m = 5 ≥ β = 4, a bound that comes from …".
fn still_cuts(tree: &Tree, cut: &Cut) -> Text {
    let n = tree.name(cut.node);
    let b = bound_letter(tree, cut.node);
    let op = cut_op(tree, cut.node);
    let src = source_text(tree, cut);
    both(|l| {
        let (m, v) = (show_in(cut.m, l), show_in(cut.bound, l));
        if fr(l) {
            format!(
                "{n} fait encore une coupure : m = {m} {op} {b} = {v}, une borne qui vient de {}.",
                src.fr
            )
        } else {
            format!(
                "{n} still cuts: m = {m} {op} {b} = {v}, a bound that comes from {}.",
                src.en
            )
        }
    })
}

/// `AtMostLeaves`: the leaves α-β evaluates against the ideal order's.
fn at_most_lines(trace: &Trace, leaves: usize) -> (bool, Vec<Text>) {
    let evaluated = trace.leaves_evaluated();
    let met = evaluated <= leaves;
    let line = both(|l| {
        let e = leaves_word(evaluated, l);
        match (fr(l), met) {
            (false, true) => format!("α-β evaluates {e}; the goal is at most {leaves}: met."),
            (false, false) => format!("α-β evaluates {e}; the goal is at most {leaves}."),
            (true, true) => format!("α-β évalue {e} ; l’objectif est d’au plus {leaves} : atteint."),
            (true, false) => format!("α-β évalue {e} ; l’objectif est d’au plus {leaves}."),
        }
    });
    let mut lines = vec![line];
    if !met {
        lines.push(Text::new(
            "Put first, at each node, the child whose value the node takes: the best move for MAX, the worst for MIN.",
            "Placez en premier, à chaque nœud, l’enfant dont le nœud prend la valeur : le meilleur coup pour Max, le pire pour Min.",
        ));
    }
    (met, lines)
}

/// `AllLeaves`: the leaves evaluated, and each cut that still fires.
fn all_leaves_lines(tree: &Tree, trace: &Trace) -> (bool, Vec<Text>) {
    let evaluated = trace.leaves_evaluated();
    let total = tree.leaf_count();
    let met = evaluated == total;
    let mut lines = vec![both(|l| {
        let e = leaves_word(evaluated, l);
        match (fr(l), met) {
            (false, true) => format!("α-β evaluates all {total} leaves: nothing is pruned."),
            (false, false) => format!("α-β evaluates {e} of {total}; the goal is all {total}."),
            (true, true) => format!("α-β évalue les {total} feuilles : rien n’est élagué."),
            (true, false) => format!("α-β évalue {e} sur {total} ; l’objectif est les {total}."),
        }
    })];
    lines.extend(effective(trace).map(|cut| still_cuts(tree, cut)));
    (met, lines)
}

/// `DeepCutAt`: the cut at the node, deep, shallow or none.
fn deep_cut_lines(tree: &Tree, trace: &Trace, node: NodeId) -> (bool, Vec<Text>) {
    let n = tree.name(node);
    match effective(trace).find(|c| c.node == node) {
        Some(cut) if cut.kind == CutKind::Deep => {
            let src = source_text(tree, cut);
            let b = bound_letter(tree, node);
            let line = both(|l| {
                let v = show_in(cut.bound, l);
                if fr(l) {
                    format!(
                        "{n} fait une coupure profonde : la borne {b} = {v} vient de {}.",
                        src.fr
                    )
                } else {
                    format!("{n} makes a deep cut: the bound {b} = {v} comes from {}.", src.en)
                }
            });
            (true, vec![line])
        }
        Some(cut) => {
            let src = source_text(tree, cut);
            let line = Text::new(
                format!("{n} is cut, but by a shallow cut: the bound comes from {}.", src.en),
                format!(
                    "{n} fait une coupure, mais superficielle : la borne vient de {}.",
                    src.fr
                ),
            );
            (false, vec![line])
        }
        None => (false, vec![not_cutting(tree, trace, node)]),
    }
}

/// `Pruned`: the cut that prunes the node, or why its parent does not cut.
fn pruned_lines(tree: &Tree, trace: &Trace, node: NodeId) -> (bool, Vec<Text>) {
    let n = tree.name(node);
    match trace.pruned_by(node).or_else(|| ancestor_cut(tree, trace, node)) {
        Some(cut) if !trace.visited(node) => {
            let at = tree.name(cut.node);
            let line = Text::new(
                format!("{n} is pruned by the cut at {at}."),
                format!("{n} est élagué par la coupure en {at}."),
            );
            (true, vec![line])
        }
        _ => {
            let mut lines = vec![Text::new(
                format!("{n} is visited: nothing prunes it."),
                format!("{n} est visité : rien ne l’élague."),
            )];
            if let Some(p) = tree.parent(node) {
                lines.push(not_cutting(tree, trace, p));
            }
            (false, lines)
        }
    }
}

/// `SoftHardDiffer`: both searches' values at the node, and the root's.
fn soft_hard_lines(tree: &Tree, soft: &Trace, node: NodeId, root: Value) -> (bool, Vec<Text>) {
    let n = tree.name(node);
    let hard = run(tree, &opts(Algorithm::AlphaBetaHard, Ties::Prune, false));
    let (s, h) = (soft.returned(node), hard.as_ref().and_then(|h| h.returned(node)));
    let r = soft.root_value();
    let root_line = both(|l| {
        let (r, want) = (show_in(r, l), show_in(root, l));
        match (fr(l), r == want) {
            (false, true) => format!("The root’s value stays {r}."),
            (false, false) => format!("The root’s value is {r}; it must stay {want}."),
            (true, true) => format!("La valeur de la racine reste {r}."),
            (true, false) => format!("La valeur de la racine est {r} ; elle doit rester {want}."),
        }
    });
    let (Some((s, _)), Some((h, _))) = (s, h) else {
        return (false, vec![unreached(tree, soft, node), root_line]);
    };
    let met = s != h && r == root;
    let line = both(|l| {
        let (s, h) = (show_in(s, l), show_in(h, l));
        match (fr(l), s != h) {
            (false, true) => format!("At {n}, fail-soft returns {s} and fail-hard {h}."),
            (false, false) => format!("At {n}, fail-soft and fail-hard both return {s}."),
            (true, true) => format!("En {n}, fail-soft renvoie {s} et fail-hard {h}."),
            (true, false) => format!("En {n}, fail-soft et fail-hard renvoient tous deux {s}."),
        }
    });
    (met, vec![line, root_line])
}

/// `BestMoveNot`: the root's best move now.
fn best_move_lines(tree: &Tree, trace: &Trace, node: NodeId) -> (bool, Vec<Text>) {
    let n = tree.name(node);
    let v = trace.root_value();
    let changed = trace.best_move().filter(|&b| b != node);
    let line = both(|l| {
        let v = show_in(v, l);
        match (changed.map(|b| tree.name(b)), fr(l)) {
            (Some(bn), true) => format!("Le meilleur coup est maintenant {bn}, de valeur {v}, et non plus {n}."),
            (Some(bn), false) => format!("The best move is now {bn}, worth {v}, no longer {n}."),
            (None, true) => format!("Le meilleur coup est {n}, de valeur {v} ; il doit changer."),
            (None, false) => format!("The best move is {n}, worth {v}; it must change."),
        }
    });
    (changed.is_some(), vec![line])
}

/// `NoCutAt`: whether the node still cuts.
fn no_cut_lines(tree: &Tree, trace: &Trace, node: NodeId) -> (bool, Vec<Text>) {
    let n = tree.name(node);
    match effective(trace).find(|c| c.node == node) {
        Some(cut) => (false, vec![still_cuts(tree, cut)]),
        None => (
            true,
            vec![Text::new(
                format!("{n} no longer cuts."),
                format!("{n} ne fait plus de coupure."),
            )],
        ),
    }
}

/// `TiesDiffer`: the first node the two tie rules treat differently.
fn ties_lines(tree: &Tree, trace: &Trace) -> (bool, Vec<Text>) {
    let Some(strict) = run(tree, &opts(Algorithm::AlphaBeta, Ties::Strict, false)) else {
        return (false, vec![]);
    };
    let first = (0..tree.len() as NodeId).find(|&i| trace.visited(i) != strict.visited(i));
    let (p, s) = (trace.leaves_evaluated(), strict.leaves_evaluated());
    let Some(i) = first else {
        let line = both(|l| {
            let pw = leaves_word(p, l);
            if fr(l) {
                format!("Les deux règles évaluent les mêmes {pw} : il faut une égalité entre m et une borne pour qu’elles diffèrent.")
            } else {
                format!("Both rules evaluate the same {pw}: they differ only when m equals a bound.")
            }
        });
        return (false, vec![line]);
    };
    let n = tree.name(i);
    let seeds = Text::new("the seeds’ rule", "la règle des sources");
    let strict_rule = Text::new("the strict rule", "la règle stricte");
    let (by, not) = if trace.visited(i) {
        (strict_rule, seeds)
    } else {
        (seeds, strict_rule)
    };
    let line = both(|l| {
        let (pw, sw) = (leaves_word(p, l), leaves_word(s, l));
        if fr(l) {
            format!(
                "La règle des sources évalue {pw}, la règle stricte {sw} : {n} est élagué par {} et non par {}.",
                by.fr, not.fr
            )
        } else {
            format!(
                "The seeds’ rule evaluates {pw}, the strict rule {sw}: {n} is pruned by {} and not by {}.",
                by.en, not.en
            )
        }
    });
    (true, vec![line])
}

/// `TtSaves`: the leaves evaluated with and without the table.
fn tt_lines(tree: &Tree, trace: &Trace) -> (bool, Vec<Text>) {
    let evaluated = trace.leaves_evaluated();
    let with = run(
        tree,
        &Options {
            tt: true,
            ..Options::default()
        },
    );
    let (k, hits) = with.map_or((usize::MAX, 0), |t| (t.leaves_evaluated(), t.tt_hits()));
    let met = k < evaluated;
    let line = both(|l| {
        let (kw, pw) = (leaves_word(k, l), leaves_word(evaluated, l));
        match (fr(l), met) {
            (false, true) => format!("With the transposition table α-β evaluates {kw}, without {pw}: it saves {} ({hits} {} by the table).", leaves_word(evaluated - k, l), if hits == 1 { "node answered" } else { "nodes answered" }),
            (false, false) => format!("With the transposition table α-β evaluates {kw}, without {pw}: it saves nothing. A subtree equal to one already searched must come back."),
            (true, true) => format!("Avec la table de transposition α-β évalue {kw}, sans {pw} : elle en économise {} ({hits} {} de la table).", evaluated - k, if hits == 1 { "réponse" } else { "réponses" }),
            (true, false) => format!("Avec la table de transposition α-β évalue {kw}, sans {pw} : elle n’économise rien. Un sous-arbre égal à un sous-arbre déjà exploré doit revenir."),
        }
    });
    (met, vec![line])
}

/// `KillersSave`: the leaves evaluated with and without killer moves.
fn killers_lines(tree: &Tree, trace: &Trace) -> (bool, Vec<Text>) {
    let evaluated = trace.leaves_evaluated();
    let k = run(tree, &opts(Algorithm::AlphaBeta, Ties::Prune, true)).map_or(usize::MAX, |t| t.leaves_evaluated());
    let met = k < evaluated;
    let line = both(|l| {
        let (kw, pw) = (leaves_word(k, l), leaves_word(evaluated, l));
        match (fr(l), met) {
            (false, true) => format!(
                "With killer moves α-β evaluates {kw}, without {pw}: they save {}.",
                leaves_word(evaluated - k, l)
            ),
            (false, false) => format!("With killer moves α-β evaluates {kw}, without {pw}: they save nothing."),
            (true, true) => format!(
                "Avec les coups meurtriers α-β évalue {kw}, sans {pw} : ils en économisent {}.",
                evaluated - k
            ),
            (true, false) => format!("Avec les coups meurtriers α-β évalue {kw}, sans {pw} : ils n’économisent rien."),
        }
    });
    (met, vec![line])
}

/// The cut that skipped an ancestor of `node` (or `node`), if any.
fn ancestor_cut<'t>(tree: &Tree, trace: &'t Trace, node: NodeId) -> Option<&'t Cut> {
    let mut at = Some(node);
    while let Some(a) = at {
        if let Some(c) = trace.pruned_by(a) {
            return Some(c);
        }
        at = tree.parent(a);
    }
    None
}

/// "N is not reached: the cut at C prunes it."
fn unreached(tree: &Tree, trace: &Trace, node: NodeId) -> Text {
    let n = tree.name(node);
    match ancestor_cut(tree, trace, node) {
        Some(c) => {
            let at = tree.name(c.node);
            both(|l| {
                if fr(l) {
                    format!("{n} n’est pas atteint : la coupure en {at} l’élague.")
                } else {
                    format!("{n} is not reached: the cut at {at} prunes it.")
                }
            })
        }
        None => both(|l| {
            if fr(l) {
                format!("{n} n’est pas atteint.")
            } else {
                format!("{n} is not reached.")
            }
        }),
    }
}

/// Why `node` makes no cut: not reached, or its m never reached its bound.
fn not_cutting(tree: &Tree, trace: &Trace, node: NodeId) -> Text {
    let n = tree.name(node);
    if !trace.visited(node) {
        return unreached(tree, trace, node);
    }
    let b = bound_letter(tree, node);
    let bound = trace.inherited(node).map(|(a, bt, _, _)| match tree.player(node) {
        Player::Max => bt,
        Player::Min => a,
    });
    let m = trace.returned(node).map(|(m, _)| m);
    match (m, bound) {
        (Some(m), Some(bound)) => both(|l| {
            let (m, v) = (show_in(m, l), show_in(bound, l));
            if fr(l) {
                format!("{n} ne fait pas de coupure : son m = {m} n’atteint pas {b} = {v} avant son dernier enfant.")
            } else {
                format!("{n} makes no cut: its m = {m} does not reach {b} = {v} before its last child.")
            }
        }),
        _ => both(|l| {
            if fr(l) {
                format!("{n} ne fait pas de coupure.")
            } else {
                format!("{n} makes no cut.")
            }
        }),
    }
}

/// A tree that meets the challenge's goal within its limits, as close to
/// `from` as the engine finds: the ideal or worst ordering of `from`, or
/// `from` with one leaf changed, else the generation's solution.
pub fn solution(c: &Challenge, from: &Tree) -> Tree {
    let ok = |t: &Tree| check(c, t).met;
    if ok(from) {
        return from.clone();
    }
    let near = if limits_broken(c, from).is_some() {
        None
    } else {
        match c.goal {
            Goal::AtMostLeaves { .. } => Some(reorder(from, Order::Ideal, 0, None).tree).filter(ok),
            Goal::AllLeaves if c.limits == Limits::Order => Some(worst(from)).filter(ok),
            _ if c.limits == Limits::Order => None,
            _ => one_leaf_away(from, None, |t| ok(t)),
        }
    };
    near.unwrap_or_else(|| c.target.clone())
}

/// What to change in `from` to get `to` under the challenge's limits: the
/// order of children when `to` reorders `from` (and only the order may
/// change), leaf values when the shapes are the same, else the whole tree.
pub fn diff(c: &Challenge, from: &Tree, to: &Tree) -> Vec<Change> {
    // The order-free texts only for trees of one size (a challenge's, so
    // small): a subtree's text holds the subtree, which is quadratic on a
    // long chain.
    let (cf, ct) = if from.len() == to.len() {
        (canonical(from), canonical(to))
    } else {
        (Vec::new(), Vec::new())
    };
    let reordering = from.len() == to.len() && cf.first() == ct.first();
    if same_shape(from, to) && !(c.limits == Limits::Order && reordering) {
        return value_changes(from, to);
    }
    if reordering {
        return order_changes(from, to, &cf, &ct);
    }
    let text = format(to);
    vec![Change {
        node: None,
        text: Text::new(
            format!("Replace the tree by {text}"),
            format!("Remplacez l’arbre par {text}"),
        ),
    }]
}

/// The leaves whose values differ between two trees of one shape.
fn value_changes(from: &Tree, to: &Tree) -> Vec<Change> {
    leaves(from)
        .into_iter()
        .filter_map(|i| {
            let (a, b) = (from.leaf_value(i)?, to.leaf_value(i)?);
            (a != b).then(|| {
                let n = from.name(i);
                Change {
                    node: Some(i),
                    text: both(|l| {
                        let (a, b) = (show_in(a, l), show_in(b, l));
                        if fr(l) {
                            format!("{n} : {a} → {b}")
                        } else {
                            format!("{n}: {a} → {b}")
                        }
                    }),
                }
            })
        })
        .collect()
}

/// The nodes whose children `to` puts in another order than `from`, given
/// both trees' order-free texts (`canonical`). Walks both trees together:
/// at each node, `to`'s children are matched to `from`'s by their texts.
fn order_changes(from: &Tree, to: &Tree, cf: &[String], ct: &[String]) -> Vec<Change> {
    let mut out = Vec::new();
    let mut stack = vec![(0 as NodeId, 0 as NodeId)];
    while let Some((f, t)) = stack.pop() {
        let fk: Vec<NodeId> = from.children(f).collect();
        let mut free: Vec<Option<NodeId>> = fk.iter().map(|&x| Some(x)).collect();
        let mut order = Vec::new();
        for tc in to.children(t) {
            let slot = free
                .iter()
                .position(|x| x.is_some_and(|x| cf[x as usize] == ct[tc as usize]));
            let Some(slot) = slot else { continue };
            let fc = free[slot].take().unwrap_or(0);
            order.push(fc);
            stack.push((fc, tc));
        }
        if order != fk {
            let names: Vec<String> = order.iter().map(|&x| from.name(x)).collect();
            let list = names.join(", ");
            let n = from.name(f);
            out.push(Change {
                node: Some(f),
                text: Text::new(
                    format!("{n}: children in the order {list}"),
                    format!("{n} : enfants dans l’ordre {list}"),
                ),
            });
        }
    }
    out.sort_by_key(|c| c.node);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seed_zero_finds_a_challenge_of_every_kind() {
        for k in Kind::ALL {
            assert!(draws(k, 0).is_some(), "{}", k.name());
        }
    }

    #[test]
    fn ids_read_back() {
        assert_eq!(parse_id("deep-cut-12").unwrap(), (Kind::DeepCut, 12));
        assert_eq!(parse_id("order-most-0").unwrap(), (Kind::OrderMost, 0));
        for bad in [
            "",
            "deep-cut",
            "deep-cut-",
            "deep-12",
            "deep-cut-x",
            "deep-cut--3",
            "prune-99999999999999999999",
        ] {
            assert!(parse_id(bad).is_err(), "{bad}");
        }
    }
}
