//! Which sentence tells a step: [`narrate`] and [`narrate_as`], the first
//! sentence (what is about to run) and the last (the root's value), and
//! the dispatch from a step's kind to the function that tells it.

#[allow(unused_imports)]
use super::*;

/// The sentence for position `k` of `trace` (0 is the start). Position 0
/// says what is about to run, but not how to start it: that depends on the
/// front end (the page says "Press →" or, on a touch screen, "Tap ▶"; a
/// slide or the CLI need no hint).
pub fn narrate(tree: &Tree, trace: &Trace, k: u32, lang: Lang) -> String {
    narrate_as(tree, trace, k, Voice { lang, negamax: false })
}

/// [`narrate`] in a [`Voice`]: with `negamax`, the same step told from
/// the side to move. The trace is the same; only the numbers and the
/// words around them turn round where MIN moves.
///
/// ```
/// use alphabeta::{lang::Lang, narrate::{narrate_as, Voice}, notation::parse, search::{search, Options}};
/// let tree = parse("[[3, 12], [2, 4]]").unwrap();
/// let trace = search(&tree, &Options::default()).unwrap();
/// let voice = Voice { lang: Lang::En, negamax: true };
/// // Step 4: R.1.1 returns 3 to R.1, a MIN node.
/// assert_eq!(
///     narrate_as(&tree, &trace, 4, voice),
///     "R.1.1 returns 3 to R.1 (MIN, seen from MIN), which takes its negation −3 (m = max(m, −t)): m goes from −∞ to −3."
/// );
/// ```
pub fn narrate_as(tree: &Tree, trace: &Trace, k: u32, voice: Voice) -> String {
    let lang = voice.lang;
    let algo = trace.options().algorithm;
    let Some(v) = step_view(tree, trace, k) else {
        let title = algo.title(lang);
        let nodes = count(tree.len(), lang);
        let steps = count(trace.len() as usize, lang);
        return match (voice.negamax, lang) {
            (false, Lang::En) => format!("Ready: {title} on a tree of {nodes} nodes, {steps} steps."),
            (false, Lang::Fr) => format!("Prêt : {title} sur un arbre de {nodes} nœuds, {steps} étapes."),
            (true, Lang::En) => format!(
                "Ready: {title} on a tree of {nodes} nodes, {steps} steps, told by negamax: each node maximises its value seen from the side to move."
            ),
            (true, Lang::Fr) => format!(
                "Prêt : {title} sur un arbre de {nodes} nœuds, {steps} étapes, raconté en négamax : chaque nœud maximise sa valeur vue par le joueur qui a le trait."
            ),
        };
    };
    if trace.chance().is_some() {
        let mut s = chance_sentence(tree, trace, &v, lang);
        if k == trace.len() {
            s.push(' ');
            s.push_str(&conclusion(tree, trace, lang));
        }
        return s;
    }
    let mut s = sentence(tree, trace, &v, algo, voice);
    if k == trace.len() {
        s.push(' ');
        s.push_str(&conclusion(tree, trace, lang));
    }
    s
}

/// The last sentence of a trace: the root's value (exact on a chance
/// tree), the best move and the leaves evaluated.
pub(super) fn conclusion(tree: &Tree, trace: &Trace, lang: Lang) -> String {
    let value = trace
        .returned_exact(0)
        .map_or_else(|| show_in(trace.root_value(), lang), |x| exact_in(x, lang));
    let evaluated = count(trace.leaves_evaluated(), lang);
    // A chance tree's root without a move (a chance node) still says the
    // leaves it cost, which is Star1's point.
    let chance = trace.chance().is_some();
    match (trace.best_move(), lang) {
        (Some(b), Lang::En) => format!(
            "The root's value is {value}; the best move leads to {}. {evaluated} leaves evaluated.",
            name(tree, b)
        ),
        (Some(b), Lang::Fr) => format!(
            "La valeur de la racine est {value} ; le meilleur coup mène à {}. {evaluated} feuilles évaluées.",
            name(tree, b)
        ),
        (None, Lang::En) if chance => format!("The root's value is {value}. {evaluated} leaves evaluated."),
        (None, Lang::Fr) if chance => format!("La valeur de la racine est {value}. {evaluated} feuilles évaluées."),
        (None, Lang::En) => format!("The root's value is {value}."),
        (None, Lang::Fr) => format!("La valeur de la racine est {value}."),
    }
}

/// A PVS child whose null-window test held returns: the sentence says so,
/// and that no re-search follows (a failed test is a step of its own,
/// `Fail`, and the child then returns after its re-search, not here).
fn with_test_held(tree: &Tree, trace: &Trace, v: &StepView, said: String, voice: Voice) -> String {
    // The step just before the child's visit that ends here: a test (not a
    // re-search). Found from the visit's start, so that narrating every
    // step costs no more than the steps (a scan back was quadratic on a
    // 100,000-level chain).
    if trace.options().algorithm != Algorithm::Pvs {
        return said;
    }
    let tested = trace
        .visit_start(v.node, v.k.saturating_sub(1))
        .and_then(|start| trace.step(start.checked_sub(1)?))
        .is_some_and(|s| s.node == v.node && s.kind == StepKind::Test);
    if !tested {
        return said;
    }
    let n = name(tree, v.node);
    let pn = name(tree, v.parent.unwrap_or(0));
    match voice.lang {
        Lang::En => format!("{said} The test holds: {n} does no better than {pn}’s best so far, so it needs no re-search."),
        Lang::Fr => format!(
            "{said} Le test tient : {n} ne fait pas mieux que ce que {pn} a trouvé, il n’est donc pas exploré de nouveau."
        ),
    }
}

/// The sentence of one step: each kind of step has its own function.
///
/// In the negamax view every step is told from the side to move. The
/// root's own searches (aspiration windows, MTD(f)'s passes) need nothing
/// turned when MAX moves at the root; when MIN does, they keep the
/// search's sentence, followed by the negamax view's numbers of the root
/// ([`negamax_note`]).
pub(super) fn sentence(tree: &Tree, trace: &Trace, v: &StepView, algo: Algorithm, voice: Voice) -> String {
    let lang = voice.lang;
    let windows = match v.kind {
        StepKind::Enter => return enter_sentence(tree, trace, v, algo, voice),
        StepKind::Eval => return eval_sentence(tree, trace, v, voice),
        StepKind::Return => return with_test_held(tree, trace, v, return_sentence(tree, v, voice), voice),
        StepKind::Bound => return bound_sentence(tree, v, voice),
        StepKind::Cut => return cut_sentence(tree, trace, v, voice),
        StepKind::Deepen => return deepen_sentence(tree, trace, v, lang),
        StepKind::Killer => return killer_sentence(tree, v, lang),
        StepKind::Leave => return leave_sentence(tree, v, voice),
        StepKind::TtHit => return tt_hit_sentence(tree, trace, v, voice),
        StepKind::Aspiration => aspiration_sentence(tree, trace, v, lang),
        StepKind::Pass | StepKind::Proved => mtdf_sentence(tree, trace, v, lang),
        StepKind::Fail | StepKind::Research if v.parent.is_none() => aspiration_sentence(tree, trace, v, lang),
        StepKind::Test | StepKind::Fail | StepKind::Research => return pvs_sentence(tree, trace, v, voice),
        // Star2 probes only on chance trees, which `chance_sentence` tells.
        StepKind::Probe => return String::new(),
    };
    // The root's searches: from MAX's side, the search's sentence is
    // already the side to move's.
    match turned(tree, v.node, voice)
        .then(|| negamax_note(tree, trace, v.k, lang))
        .flatten()
    {
        Some(note) => format!("{windows} {}{}.", note[..1].to_ascii_uppercase(), &note[1..]),
        None => windows,
    }
}
