//! Seed 004's techniques and memoisation, each a step of its own: an
//! earlier iteration of iterative deepening, a killer move tried first,
//! and the transposition table answering a node without its children.

#[allow(unused_imports)]
use super::*;

/// An earlier iteration of iterative deepening. The Deepen steps come
/// first, one per earlier iteration: the k-th searched at depth k.
pub(super) fn deepen_sentence(tree: &Tree, trace: &Trace, v: &StepView, lang: Lang) -> String {
    let n = name(tree, v.node);
    let d = v.k;
    let val = show_opt(v.value, lang);
    let leaves = count(
        trace.earlier_iterations().get(d as usize - 1).copied().unwrap_or(0) as usize,
        lang,
    );
    match lang {
        Lang::En => format!(
            "Iterative deepening: the search at depth {d} evaluates {leaves} leaves and finds the value {val} and the move {n}; the next iteration tries each node's children in the order of the values found, best first."
        ),
        Lang::Fr => format!(
            "Recherche itérative : la recherche à la profondeur {d} évalue {leaves} feuilles et trouve la valeur {val} et le coup {n} ; l’itération suivante essaie les fils de chaque nœud dans l’ordre des valeurs trouvées, le meilleur d’abord."
        ),
    }
}

/// A killer move tried first among its siblings.
pub(super) fn killer_sentence(tree: &Tree, v: &StepView, lang: Lang) -> String {
    let n = name(tree, v.node);
    let parent = v.parent.unwrap_or(0);
    let pn = name(tree, parent);
    let pp = player(tree, parent, lang);
    let cutter = v.value.map(|x| name(tree, x.get() as NodeId)).unwrap_or_default();
    match lang {
        Lang::En => format!(
            "Killer move: {n} is tried first among the children of {pn} ({pp}), because the same move caused a cut at {cutter}."
        ),
        Lang::Fr => format!(
            "Coup meurtrier : {n} est essayé en premier parmi les fils de {pn} ({pp}), car le même coup a provoqué une coupure en {cutter}."
        ),
    }
}

/// The transposition table answers a node without its children.
/// In the negamax view a MIN node's upper bound, which reaches α, is a
/// lower bound of its negation, which reaches its negamax β.
pub(super) fn tt_hit_sentence(tree: &Tree, trace: &Trace, v: &StepView, voice: Voice) -> String {
    let lang = voice.lang;
    let n = name(tree, v.node);
    let p = player_as(tree, v.node, voice);
    let val = show_opt(said(tree, v.node, v.value, voice), lang);
    let (a, b) = window_phrases(tree, trace, v, voice);
    let bound = v.bound_kind.map(|b| side_bound(b, turned(tree, v.node, voice)));
    match (bound, lang) {
        (Some(BoundKind::Lower), Lang::En) => format!(
            "{n} ({p}): this position was searched before; the table holds {val} as a lower bound (true value ≥ {val}), which reaches {b}: {n} returns {val} without searching its children."
        ),
        (Some(BoundKind::Lower), Lang::Fr) => format!(
            "{n} ({p}) : cette position a déjà été explorée ; la table garde {val} comme borne inférieure (vraie valeur ≥ {val}), qui atteint {b} : {n} renvoie {val} sans explorer ses fils."
        ),
        (Some(BoundKind::Upper), Lang::En) => format!(
            "{n} ({p}): this position was searched before; the table holds {val} as an upper bound (true value ≤ {val}), which reaches {a}: {n} returns {val} without searching its children."
        ),
        (Some(BoundKind::Upper), Lang::Fr) => format!(
            "{n} ({p}) : cette position a déjà été explorée ; la table garde {val} comme borne supérieure (vraie valeur ≤ {val}), qui atteint {a} : {n} renvoie {val} sans explorer ses fils."
        ),
        (_, Lang::En) => format!(
            "{n} ({p}): this position was searched before; the table holds its exact value {val}, so {n} returns it without searching its children."
        ),
        (_, Lang::Fr) => format!(
            "{n} ({p}) : cette position a déjà été explorée ; la table garde sa valeur exacte {val}, donc {n} la renvoie sans explorer ses fils."
        ),
    }
}
