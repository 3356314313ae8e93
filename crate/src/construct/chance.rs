//! The challenge on chance trees (`docs/chance.md`): with leaves in
//! [0, 10], give the leaves values such that Star1 prunes at least k of
//! them. Its trees (a MAX root over chance nodes whose outcomes are leaves
//! or MIN nodes, drawn as notation), its search (fail-soft α-β with Star1
//! at the chance nodes, leaf bounds L = 0 and U = 10), and its goal's
//! sentences: the leaves pruned and each chance node's failure with its
//! numbers.

#[allow(unused_imports)]
use super::*;
use crate::exact::Ext;
use crate::trace::ChanceNote;

/// The leaf bounds of the chance challenge: every leaf in [0, 10].
pub(super) const CHANCE_MIN: i32 = 0;

/// See [`CHANCE_MIN`].
pub(super) const CHANCE_MAX: i32 = 10;

/// The probabilities a chance node of the challenge is drawn with.
const SPLITS: [&[&str]; 5] = [
    &["1/2", "1/2"],
    &["1/3", "2/3"],
    &["3/4", "1/4"],
    &["1/4", "1/2", "1/4"],
    &["1/3", "1/3", "1/3"],
];

impl Challenge {
    /// The leaf bounds L, U the challenge's search runs with: (0, 10) on
    /// the chance challenge, whose Star1 needs them; `None` otherwise.
    pub fn leaf_bounds(&self) -> Option<(i32, i32)> {
        matches!(self.goal, Goal::Star1Prunes { .. }).then_some((CHANCE_MIN, CHANCE_MAX))
    }
}

/// Star1 as the challenge runs it: fail-soft α-β, the seeds' tie rule,
/// leaves in [0, 10].
pub(super) fn star1(tree: &Tree) -> Option<Trace> {
    let o = Options {
        algorithm: Algorithm::AlphaBeta,
        bounds: Some((Value::int(CHANCE_MIN), Value::int(CHANCE_MAX))),
        ..Options::default()
    };
    run(tree, &o)
}

/// How many leaves Star1 prunes on `tree`.
pub(super) fn star1_pruned(tree: &Tree) -> Option<usize> {
    Some(tree.leaf_count() - star1(tree)?.leaves_evaluated())
}

/// A leaf value of the challenge's range.
fn chance_value(rng: &mut SplitMix64) -> u64 {
    rng.below((CHANCE_MAX - CHANCE_MIN + 1) as u64) + CHANCE_MIN as u64
}

/// A tree of the challenge: MAX over two or three chance nodes, each of
/// two or three outcomes, an outcome a leaf or a MIN node of two leaves.
pub(super) fn draw_chance(rng: &mut SplitMix64) -> Option<Tree> {
    let moves = 2 + rng.below(2);
    let mut kids = Vec::new();
    for _ in 0..moves {
        let split = SPLITS[rng.below(SPLITS.len() as u64) as usize];
        let outcomes: Vec<String> = split
            .iter()
            .map(|p| {
                if rng.below(3) == 0 {
                    format!("{p}: [{}, {}]", chance_value(rng), chance_value(rng))
                } else {
                    format!("{p}: {}", chance_value(rng))
                }
            })
            .collect();
        kids.push(format!("chance[{}]", outcomes.join(", ")));
    }
    crate::notation::parse(&format!("[{}]", kids.join(", "))).ok()
}

/// `tree` with one to three leaves drawn again in [0, 10].
fn perturb_chance(tree: &Tree, rng: &mut SplitMix64) -> Tree {
    let ls = leaves(tree);
    let k = 1 + rng.below(3) as usize;
    let changes: Vec<(NodeId, Value)> = (0..k)
        .map(|_| {
            let leaf = ls[rng.below(ls.len() as u64) as usize];
            (leaf, Value::int(chance_value(rng) as i32))
        })
        .collect();
    with_values(tree, &changes)
}

/// A target where Star1 prunes at least two leaves (k is its count), and
/// a start, a few leaves away, where it prunes fewer.
pub(super) fn attempt_star1(rng: &mut SplitMix64) -> Option<(Tree, Goal, Limits, Tree)> {
    let target = draw_chance(rng)?;
    let k = star1_pruned(&target)?;
    if k < 2 {
        return None;
    }
    let goal = Goal::Star1Prunes { leaves: k };
    let start = (0..60)
        .map(|_| perturb_chance(&target, rng))
        .find(|t| star1_pruned(t).is_some_and(|p| p < k))?;
    let limits = Limits::Values {
        min: CHANCE_MIN,
        max: CHANCE_MAX,
    };
    Some((start, goal, limits, target))
}

/// `Star1Prunes`: the leaves Star1 prunes against k, and each chance
/// node's failure with its numbers (or, when none fails, what would make
/// one fail).
pub(super) fn star1_lines(tree: &Tree, k: usize) -> (bool, Vec<Text>) {
    let Some(trace) = star1(tree).filter(|_| tree.has_chance()) else {
        return (
            false,
            vec![Text::new(
                "Star1 needs the challenge’s tree with its chance nodes.",
                "Star1 demande l’arbre du défi avec ses nœuds de hasard.",
            )],
        );
    };
    let total = tree.leaf_count();
    let pruned = total - trace.leaves_evaluated();
    let met = pruned >= k;
    let mut lines = vec![both(|l| {
        let e = leaves_word(trace.leaves_evaluated(), l);
        match (fr(l), met) {
            (false, true) => {
                format!("Star1 evaluates {e} of {total} and prunes {pruned}; the goal is at least {k}: met.")
            }
            (false, false) => format!("Star1 evaluates {e} of {total} and prunes {pruned}; the goal is at least {k}."),
            (true, true) => {
                format!("Star1 évalue {e} sur {total} et en élague {pruned} ; l’objectif est au moins {k} : atteint.")
            }
            (true, false) => {
                format!("Star1 évalue {e} sur {total} et en élague {pruned} ; l’objectif est au moins {k}.")
            }
        }
    })];
    lines.extend(effective(&trace).map(|c| cut_line(tree, &trace, c)));
    if !met {
        lines.push(Text::new(
            "A chance node fails low when, with U = 10 for every outcome not searched yet, its mean still cannot pass α: search a good move first, then give the next chance node a low first outcome with a large probability.",
            "Un nœud de hasard échoue par le bas quand, avec U = 10 pour chaque issue pas encore explorée, sa moyenne ne peut toujours pas dépasser α : explorez d’abord un bon coup, puis donnez au nœud de hasard suivant une première issue basse de grande probabilité.",
        ));
    }
    (met, lines)
}

/// The goal `Star1Prunes` as a sentence; `give` opens it ("Give the
/// leaves values such that").
pub(super) fn star1_goal(leaves: usize, give: &Text) -> Text {
    both(|l| {
        let w = leaves_word(leaves, l);
        if fr(l) {
            format!("Toutes les feuilles valent entre 0 et 10 (L = 0, U = 10). {} Star1 (α-β aux nœuds de hasard) élague au moins {w}.", give.fr)
        } else {
            format!(
                "Every leaf lies in [0, 10] (L = 0, U = 10). {} Star1 (α-β at chance nodes) prunes at least {w}.",
                give.en
            )
        }
    })
}

/// One cut of Star1's search, said with its numbers.
fn cut_line(tree: &Tree, trace: &Trace, c: &Cut) -> Text {
    let n = tree.name(c.node);
    let side = trace.chance();
    let exact = |k: u32| {
        side.and_then(|s| s.value(k))
            .map_or_else(String::new, |x| x.to_string())
    };
    let bound = match side.and_then(|s| s.note(c.pos)) {
        Some(ChanceNote::Cut(b)) => b.to_string(),
        _ => Ext::from_value(c.bound).map_or_else(String::new, |b| b.to_string()),
    };
    let m = exact(c.pos);
    let skipped = (c.first_pruned..c.end).filter(|&i| tree.is_leaf(i)).count();
    let (op, letter) = (cut_op(tree, c.node), bound_letter(tree, c.node));
    both(|l| {
        let (m, b) = (m.replace('-', "−"), bound.replace('-', "−"));
        let (m, b) = if fr(l) {
            (m.replace('.', ","), b.replace('.', ","))
        } else {
            (m, b)
        };
        let w = leaves_word(skipped, l);
        let gone = match (skipped, fr(l)) {
            (1, false) => "goes unsearched",
            (_, false) => "go unsearched",
            (1, true) => "n’est pas explorée",
            (_, true) => "ne sont pas explorées",
        };
        match (c.kind, fr(l)) {
            (CutKind::ChanceLow, false) => {
                format!("{n} (chance node) fails low: hi = S + U·R = {m} ≤ α = {b}, and {w} {gone}.")
            }
            (CutKind::ChanceLow, true) => {
                format!("{n} (nœud de hasard) échoue par le bas : hi = S + U·R = {m} ≤ α = {b}, et {w} {gone}.")
            }
            (CutKind::ChanceHigh, false) => {
                format!("{n} (chance node) fails high: lo = S + L·R = {m} ≥ β = {b}, and {w} {gone}.")
            }
            (CutKind::ChanceHigh, true) => {
                format!("{n} (nœud de hasard) échoue par le haut : lo = S + L·R = {m} ≥ β = {b}, et {w} {gone}.")
            }
            (_, false) => format!("{n} cuts: m = {m} {op} {letter} = {b}, and {w} {gone}."),
            (_, true) => format!("{n} coupe : m = {m} {op} {letter} = {b}, et {w} {gone}."),
        }
    })
}
