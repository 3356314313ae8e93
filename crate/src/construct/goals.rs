//! Whether a tree meets its goal, read from the traces of the searches the
//! goal speaks of, with the sentences that say what is met and what is
//! missing, and [`check`]: the limits, then the goal.

#[allow(unused_imports)]
use super::*;

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

/// Whether `tree` meets `goal` (the limits aside).
pub(super) fn meets(goal: &Goal, tree: &Tree) -> bool {
    goal_lines(goal, tree).0
}

/// Whether `tree` meets `goal`, and the sentences that say so. The ids the
/// goal names are the starting tree's: every limit under which a goal names
/// a node keeps the shape, so they are the student's tree's too.
pub(super) fn goal_lines(goal: &Goal, tree: &Tree) -> (bool, Vec<Text>) {
    if let Goal::Star1Prunes { leaves } = *goal {
        return star1_lines(tree, leaves);
    }
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
        Goal::Star1Prunes { leaves } => star1_lines(tree, leaves),
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
                        "{n} fait {} : la borne {b} = {v} vient de {}.",
                        a_cut_kind(CutKind::Deep, l),
                        src.fr
                    )
                } else {
                    format!(
                        "{n} makes {}: the bound {b} = {v} comes from {}.",
                        a_cut_kind(CutKind::Deep, l),
                        src.en
                    )
                }
            });
            (true, vec![line])
        }
        Some(cut) => {
            let src = source_text(tree, cut);
            let line = Text::new(
                format!(
                    "{n} is cut, but by {}: the bound comes from {}.",
                    a_cut_kind(CutKind::Shallow, Lang::En),
                    src.en
                ),
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
