//! The searches that play with windows (`docs/windows.md`): PVS's
//! null-window tests, their failures and re-searches; aspiration windows
//! at the root, their failures and widenings; MTD(f)'s passes and what
//! each proves.

#[allow(unused_imports)]
use super::*;

/// The words every PVS sentence is made of (`pvs_sentence`).
struct PvsWords {
    /// The child, its parent, and the parent's player as the voice says it.
    n: String,
    pn: String,
    pp: String,
    /// The parent's bound (the step's value), the child's window, and the
    /// bound's letter.
    val: String,
    win: String,
    letter: &'static str,
    /// "R.2 returns 3" (with the parent's negation in the negamax view), and
    /// what a failed test proves.
    returns: String,
    worth: String,
    /// Whether the parent maximises (always, in the negamax view).
    max: bool,
    /// For a failed test: whether the child's value is exact.
    exact: bool,
    negamax: bool,
    lang: Lang,
}

/// PVS's steps: a null-window test, its failure, the re-search. The window
/// is written as the child receives it (`(5, 5⁺)`: see `search::pvs`).
/// In the negamax view every parent maximises: its α, "above", failing
/// high; the child's window is seen from the child's side, and a failed
/// test's value is the child's, which the parent negates.
pub(super) fn pvs_sentence(tree: &Tree, trace: &Trace, v: &StepView, voice: Voice) -> String {
    let lang = voice.lang;
    let n = name(tree, v.node);
    let parent = v.parent.unwrap_or(0);
    let pn = name(tree, parent);
    let search_max = tree.player(parent) == Player::Max;
    let max = search_max || voice.negamax;
    let val = show_opt(said(tree, parent, v.value, voice), lang);
    // The parent's own bound (α at MAX, β at MIN) is the step's value for
    // a test and a re-search; the window the child gets is its inherited
    // one, read at the next step (its enter or evaluation).
    let child = trace.inherited_at(v.node, v.k + 1);
    let win = child.map_or_else(String::new, |(a, b, _, _)| {
        let (a, b) = side_window(a, b, turned(tree, v.node, voice));
        show_window(a, b, lang)
    });
    // What the child returned: its own value, and in the negamax view the
    // parent's negation of it.
    let returns = match (voice.negamax, lang) {
        (false, Lang::En) => format!("{n} returns {val}"),
        (false, Lang::Fr) => format!("{n} renvoie {val}"),
        (true, Lang::En) => format!(
            "{n} returns {}; {pn} takes its negation {val}",
            show_opt(said(tree, v.node, v.value, voice), lang)
        ),
        (true, Lang::Fr) => format!(
            "{n} renvoie {} ; {pn} prend son opposé {val}",
            show_opt(said(tree, v.node, v.value, voice), lang)
        ),
    };
    // What the failed test proves, from the parent's side in the negamax
    // view (the child's own is the other way round).
    let worth = match (voice.negamax, lang) {
        (false, Lang::En) => format!("its value is at least {val}"),
        (false, Lang::Fr) => format!("sa valeur est au moins {val}"),
        (true, Lang::En) => format!("it is worth at least {val} to {pn}"),
        (true, Lang::Fr) => format!("il vaut au moins {val} pour {pn}"),
    };
    // A failed test's value may be exact (nothing below the child was
    // cut): PVS re-searches all the same, and the sentence must not call an
    // exact value a bound.
    let exact = v.kind == StepKind::Fail && shown_state(trace, v.node, v.k).bound == Some(BoundKind::Exact);
    let w = PvsWords {
        pp: player_as(tree, parent, voice),
        letter: if max { "α" } else { "β" },
        n,
        pn,
        val,
        win,
        returns,
        worth,
        max,
        exact,
        negamax: voice.negamax,
        lang,
    };
    match v.kind {
        StepKind::Test => pvs_test(&w),
        StepKind::Fail => {
            // The parent's own α (β) as it stands: the value of its test.
            let local = show_opt(
                said(tree, parent, shown_bound(trace, parent, v.k, search_max), voice),
                lang,
            );
            pvs_fail(&w, &local)
        }
        _ => pvs_research(&w),
    }
}

/// PVS's null-window test of a child.
fn pvs_test(w: &PvsWords) -> String {
    let PvsWords {
        n, pn, pp, val, win, ..
    } = w;
    match (w.max, w.lang) {
        (true, Lang::En) if w.negamax => format!(
            "Null-window test: {pn} ({pp}) already has α = {val}; it only asks whether {n} does better, so {n} gets the null window turned round, {win}, which decides “above {val} or not” for {pn} and cuts as early as possible."
        ),
        (true, Lang::Fr) if w.negamax => format!(
            "Test à fenêtre nulle : {pn} ({pp}) a déjà α = {val} ; il demande seulement si {n} fait mieux, donc {n} reçoit la fenêtre nulle retournée, {win}, qui décide « au-dessus de {val} ou non » pour {pn} et coupe le plus tôt possible."
        ),
        (true, Lang::En) => format!(
            "Null-window test: {pn} ({pp}) already has α = {val}; it only asks whether {n} does better, so {n} gets the null window {win}, which decides “above {val} or not” and cuts as early as possible."
        ),
        (false, Lang::En) => format!(
            "Null-window test: {pn} ({pp}) already has β = {val}; it only asks whether {n} does better, so {n} gets the null window {win}, which decides “below {val} or not” and cuts as early as possible."
        ),
        (true, Lang::Fr) => format!(
            "Test à fenêtre nulle : {pn} ({pp}) a déjà α = {val} ; il demande seulement si {n} fait mieux, donc {n} reçoit la fenêtre nulle {win}, qui décide « au-dessus de {val} ou non » et coupe le plus tôt possible."
        ),
        (false, Lang::Fr) => format!(
            "Test à fenêtre nulle : {pn} ({pp}) a déjà β = {val} ; il demande seulement si {n} fait mieux, donc {n} reçoit la fenêtre nulle {win}, qui décide « au-dessous de {val} ou non » et coupe le plus tôt possible."
        ),
    }
}

/// A PVS test that failed: the child is better than the parent's best so
/// far, by how much the null window does not say. `local` is the parent's
/// own bound as it stands.
fn pvs_fail(w: &PvsWords, local: &str) -> String {
    let PvsWords {
        n,
        pn,
        val,
        returns,
        worth,
        ..
    } = w;
    if w.exact {
        return pvs_fail_exact(w, local);
    }
    match (w.max, w.lang) {
        (true, Lang::En) => format!(
            "The test fails high: {returns} > α = {local}, so {n} is better than {pn}’s best so far ({worth}), and the null window does not say by how much. {pn}’s m does not change: {n} is searched again."
        ),
        (false, Lang::En) => format!(
            "The test fails low: {returns} < β = {local}, so {n} is better than {pn}’s best so far (its value is at most {val}), and the null window does not say by how much. {pn}’s m does not change: {n} is searched again."
        ),
        (true, Lang::Fr) => format!(
            "Le test échoue par le haut : {returns} > α = {local}, donc {n} est meilleur que ce que {pn} a trouvé ({worth}), et la fenêtre nulle ne dit pas de combien. Le m de {pn} ne change pas : {n} est exploré de nouveau."
        ),
        (false, Lang::Fr) => format!(
            "Le test échoue par le bas : {returns} < β = {local}, donc {n} est meilleur que ce que {pn} a trouvé (sa valeur est au plus {val}), et la fenêtre nulle ne dit pas de combien. Le m de {pn} ne change pas : {n} est exploré de nouveau."
        ),
    }
}

/// A failed test whose child returned its exact value: better than the
/// parent's best, by a known amount, and PVS re-searches it all the same
/// (its rule does not look at whether the value is exact).
fn pvs_fail_exact(w: &PvsWords, local: &str) -> String {
    let PvsWords {
        n, pn, val, returns, ..
    } = w;
    let (op, letter, how_en, how_fr) = if w.max {
        (">", "α", "high", "le haut")
    } else {
        ("<", "β", "low", "le bas")
    };
    match w.lang {
        Lang::En => format!(
            "The test fails {how_en}: {returns} {op} {letter} = {local}, so {n} is better than {pn}’s best so far. Here {val} is even exact (nothing below {n} was cut), but PVS’s rule searches again every child whose test fails, exact or not: {pn}’s m does not change, and {n} is searched again."
        ),
        Lang::Fr => format!(
            "Le test échoue par {how_fr} : {returns} {op} {letter} = {local}, donc {n} est meilleur que ce que {pn} a trouvé. Ici {val} est même exact (rien n’a été coupé sous {n}), mais la règle de PVS explore de nouveau tout enfant dont le test échoue, exact ou non : le m de {pn} ne change pas, et {n} est exploré de nouveau."
        ),
    }
}

/// PVS's re-search of a child whose test failed, with the parent's full window.
fn pvs_research(w: &PvsWords) -> String {
    let PvsWords {
        n,
        pn,
        val,
        win,
        letter,
        ..
    } = w;
    match w.lang {
        Lang::En if w.negamax => format!(
            "Re-search: {n} is searched again with {pn}’s full window turned round, {win} ({pn}’s α = {val}); what its test found below it is set aside."
        ),
        Lang::Fr if w.negamax => format!(
            "Nouvelle recherche : {n} est exploré de nouveau avec la fenêtre complète de {pn} retournée, {win} (α = {val} pour {pn}) ; ce que son test a trouvé en dessous est mis de côté."
        ),
        Lang::En => format!(
            "Re-search: {n} is searched again with {pn}’s full window {win} ({letter} = {val}); what its test found below it is set aside."
        ),
        Lang::Fr => format!(
            "Nouvelle recherche : {n} est exploré de nouveau avec la fenêtre complète de {pn}, {win} ({letter} = {val}) ; ce que son test a trouvé en dessous est mis de côté."
        ),
    }
}

/// Aspiration windows: the first window around the guess, a failure of the
/// root's search, and its search again with the window widened.
pub(super) fn aspiration_sentence(tree: &Tree, trace: &Trace, v: &StepView, lang: Lang) -> String {
    let n = name(tree, v.node);
    let val = show_opt(v.value, lang);
    let window_at = |k: u32| {
        trace
            .inherited_at(0, k)
            .map_or_else(String::new, |(a, b, _, _)| show_window(a, b, lang))
    };
    match v.kind {
        StepKind::Aspiration => {
            let win = window_at(v.k + 1);
            let deepening = !trace.earlier_iterations().is_empty();
            match (deepening, lang) {
                (false, Lang::En) => format!(
                    "Aspiration window: the root’s value is guessed to be {val}, so {n} is first searched with the narrow window {win} around it; a value outside will only be known as a bound."
                ),
                (true, Lang::En) => format!(
                    "Aspiration window: the previous iteration found {val}, so {n} is first searched with the narrow window {win} around it; a value outside will only be known as a bound."
                ),
                (false, Lang::Fr) => format!(
                    "Fenêtre d’aspiration : on devine que la racine vaut {val}, donc {n} est d’abord exploré avec la fenêtre étroite {win} autour de cette valeur ; une valeur en dehors ne sera connue que comme une borne."
                ),
                (true, Lang::Fr) => format!(
                    "Fenêtre d’aspiration : l’itération précédente a trouvé {val}, donc {n} est d’abord exploré avec la fenêtre étroite {win} autour de cette valeur ; une valeur en dehors ne sera connue que comme une borne."
                ),
            }
        }
        StepKind::Fail => {
            let (a, b, _, _) = trace.inherited_at(0, v.k).unwrap_or((
                Value::NEG_INF,
                Value::POS_INF,
                crate::trace::WINDOW,
                crate::trace::WINDOW,
            ));
            let t = v.value.unwrap_or(Value::int(0));
            // A value on a bound fails too (`search::aspiration`).
            let low = t <= a;
            let op = if low { "≤" } else { "≥" };
            let (a, b) = (show_bound(a, lang), show_bound(b, lang));
            match (low, lang) {
                (true, Lang::En) => format!(
                    "The aspiration window fails low: {n} returns {val} {op} α = {a}, so its value is at most {val}, below the window, and not known exactly."
                ),
                (false, Lang::En) => format!(
                    "The aspiration window fails high: {n} returns {val} {op} β = {b}, so its value is at least {val}, above the window, and not known exactly."
                ),
                (true, Lang::Fr) => format!(
                    "La fenêtre d’aspiration échoue par le bas : {n} renvoie {val} {op} α = {a}, donc sa valeur est au plus {val}, sous la fenêtre, et n’est pas connue exactement."
                ),
                (false, Lang::Fr) => format!(
                    "La fenêtre d’aspiration échoue par le haut : {n} renvoie {val} {op} β = {b}, donc sa valeur est au moins {val}, au-dessus de la fenêtre, et n’est pas connue exactement."
                ),
            }
        }
        _ => {
            let win = window_at(v.k + 1);
            match lang {
                Lang::En => format!(
                    "Re-search: {n} is searched again with the window widened on the side that failed, {win}; what the first search found is set aside."
                ),
                Lang::Fr => format!(
                    "Nouvelle recherche : {n} est exploré de nouveau avec la fenêtre élargie du côté qui a échoué, {win} ; ce que la première recherche a trouvé est mis de côté."
                ),
            }
        }
    }
}

/// MTD(f): a pass about to test the root, and what it proved.
pub(super) fn mtdf_sentence(tree: &Tree, trace: &Trace, v: &StepView, lang: Lang) -> String {
    let n = name(tree, v.node);
    let val = show_opt(v.value, lang);
    if v.kind == StepKind::Proved {
        // The window of the pass that just ended, and what it proves.
        let w = trace
            .inherited_at(0, v.k)
            .map(|(alpha, beta, _, _)| crate::trace::Window {
                alpha,
                beta,
                alpha_src: crate::trace::WINDOW,
                beta_src: crate::trace::WINDOW,
            });
        let t = v.value.unwrap_or(Value::int(0));
        let known = trace.state(0, v.k).bound.unwrap_or(BoundKind::Exact);
        let kind = w.map_or(known, |w| {
            crate::search::mtdf::proves(trace.options().ties, &w, t, known)
        });
        return match (kind, lang) {
            (BoundKind::Upper, Lang::En) => format!("The pass returns {val}: it fails low, so {n}’s value is at most {val}, an upper bound."),
            (BoundKind::Lower, Lang::En) => format!("The pass returns {val}: it fails high, so {n}’s value is at least {val}, a lower bound."),
            (BoundKind::Exact, Lang::En) => format!("The pass returns {val}, and proves it exact: {n}’s value is {val}."),
            (BoundKind::Upper, Lang::Fr) => format!("La passe renvoie {val} : elle échoue par le bas, donc la valeur de {n} est au plus {val}, une borne supérieure."),
            (BoundKind::Lower, Lang::Fr) => format!("La passe renvoie {val} : elle échoue par le haut, donc la valeur de {n} est au moins {val}, une borne inférieure."),
            (BoundKind::Exact, Lang::Fr) => format!("La passe renvoie {val} et prouve qu’elle est exacte : la valeur de {n} est {val}."),
        };
    }
    let (a, b) = trace
        .inherited_at(0, v.k + 1)
        .map_or((Value::NEG_INF, Value::POS_INF), |(a, b, _, _)| (a, b));
    let win = show_window(a, b, lang);
    let question = match (a == b, b == v.value.unwrap_or(b), lang) {
        (true, _, Lang::En) => format!("whether its value is below, equal to or above {val}"),
        (true, _, Lang::Fr) => format!("si sa valeur est au-dessous de {val}, égale ou au-dessus"),
        (false, true, Lang::En) => format!("whether its value is below {val}"),
        (false, true, Lang::Fr) => format!("si sa valeur est au-dessous de {val}"),
        (false, false, Lang::En) => format!("whether its value is above {val}"),
        (false, false, Lang::Fr) => format!("si sa valeur est au-dessus de {val}"),
    };
    match (v.k == 1, lang) {
        (true, Lang::En) => format!(
            "MTD(f): {n}’s value is found by null-window tests with memory. First guess {val}: {n} is searched with the null window {win}, which asks {question}."
        ),
        (true, Lang::Fr) => format!(
            "MTD(f) : la valeur de {n} est trouvée par des tests à fenêtre nulle avec mémoire. Première estimation {val} : {n} est exploré avec la fenêtre nulle {win}, qui demande {question}."
        ),
        (false, Lang::En) => format!(
            "Next pass: {n} is searched again with the null window {win}, next to {val}, the value the last pass returned; it asks {question}. The table keeps what earlier passes proved, and what it decides is not searched again."
        ),
        (false, Lang::Fr) => format!(
            "Passe suivante : {n} est exploré de nouveau avec la fenêtre nulle {win}, à côté de {val}, la valeur renvoyée par la passe précédente ; elle demande {question}. La table garde ce que les passes précédentes ont prouvé, et ce qu’elle décide n’est pas exploré de nouveau."
        ),
    }
}

/// The bound a node moves (α at MAX, β at MIN) as it stands at `k`.
fn shown_bound(trace: &Trace, id: NodeId, k: u32, max: bool) -> Option<Value> {
    let s = trace.state(id, k);
    if max {
        s.alpha
    } else {
        s.beta
    }
}
