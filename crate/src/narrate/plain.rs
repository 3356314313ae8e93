//! Minimax's and α-β's own steps: entering a node with the window it
//! inherits, a leaf evaluated (or a node at the depth limit), a child
//! returning to its parent, fail-soft moving its bound, a node done, and
//! a cut (shallow, deep, or by the window no node set).

#[allow(unused_imports)]
use super::*;

/// `α = 3 (set by R)` and `β = +∞ (the initial window)`: the window a step's
/// node inherited, with where each bound came from.
/// In the negamax view a MIN node's are (−β, −α), each with the source
/// of the bound it negates.
pub(super) fn window_phrases(tree: &Tree, trace: &Trace, v: &StepView, voice: Voice) -> (String, String) {
    let lang = voice.lang;
    let ((alpha, alpha_src), (beta, beta_src)) = if turned(tree, v.node, voice) {
        (
            (said(tree, v.node, v.beta, voice), v.beta_src),
            (said(tree, v.node, v.alpha, voice), v.alpha_src),
        )
    } else {
        ((v.alpha, v.alpha_src), (v.beta, v.beta_src))
    };
    let a = format!(
        "α = {} ({})",
        bound_opt(alpha, lang),
        source(tree, trace, alpha_src, lang)
    );
    let b = format!(
        "β = {} ({})",
        bound_opt(beta, lang),
        source(tree, trace, beta_src, lang)
    );
    (a, b)
}

/// Entering a node: what its value will be (minimax), or the window it
/// inherits and where m starts (α-β).
/// In the negamax view every node maximises its children's values
/// negated, and below the root inherits its parent's window turned round.
pub(super) fn enter_sentence(tree: &Tree, trace: &Trace, v: &StepView, algo: Algorithm, voice: Voice) -> String {
    let lang = voice.lang;
    let n = name(tree, v.node);
    let p = player_as(tree, v.node, voice);
    if algo == Algorithm::Minimax {
        let agg = if v.player == Player::Max { "maximum" } else { "minimum" };
        return match (voice.negamax, lang) {
            (false, Lang::En) => format!("Enter {n} ({p}): its value will be the {agg} of its children's values."),
            (false, Lang::Fr) => format!("On entre dans {n} ({p}) : sa valeur sera le {agg} des valeurs de ses fils."),
            (true, Lang::En) => format!(
                "Enter {n} ({p}): its value will be the maximum of its children's values, each negated (a child’s best is its parent’s worst)."
            ),
            (true, Lang::Fr) => format!(
                "On entre dans {n} ({p}) : sa valeur sera le maximum des valeurs de ses fils, chacune remplacée par son opposé (le meilleur pour un fils est le pire pour son père)."
            ),
        };
    }
    let (a, b) = window_phrases(tree, trace, v, voice);
    let m = show_opt(said(tree, v.node, shown_state(trace, v.node, v.k).m, voice), lang);
    // A child's window is its parent's turned round, except a null
    // window's (a test's) and the root's.
    let handed = voice.negamax && v.parent.is_some() && matches!(algo, Algorithm::AlphaBeta | Algorithm::AlphaBetaHard);
    match (handed, lang) {
        (false, Lang::En) => format!("Enter {n} ({p}): it inherits {a} and {b}; m starts at {m}."),
        (false, Lang::Fr) => format!("On entre dans {n} ({p}) : il hérite de {a} et {b} ; m part de {m}."),
        (true, Lang::En) => format!(
            "Enter {n} ({p}): it inherits its parent’s window turned round, (−β, −α): {a} and {b}; m starts at {m}."
        ),
        (true, Lang::Fr) => format!(
            "On entre dans {n} ({p}) : il hérite de la fenêtre de son père retournée, (−β, −α) : {a} et {b} ; m part de {m}."
        ),
    }
}

/// A leaf evaluated, or a node at the depth limit evaluated with h.
/// In the negamax view the evaluation is the side to move's.
pub(super) fn eval_sentence(tree: &Tree, trace: &Trace, v: &StepView, voice: Voice) -> String {
    let lang = voice.lang;
    let n = name(tree, v.node);
    let p = player_as(tree, v.node, voice);
    let val = show_opt(said(tree, v.node, v.value, voice), lang);
    let was = was(tree, v.node, v.value, voice);
    let limit = trace.options().depth_limit.unwrap_or(0);
    match (v.uses_h, voice.negamax, lang) {
        (true, _, Lang::En) => {
            format!("{n} ({p}) is at the depth limit P = {limit}: it is evaluated with its heuristic, h = {val}{was}.")
        }
        (true, _, Lang::Fr) => {
            format!(
                "{n} ({p}) est à la profondeur limite P = {limit} : il est évalué par l’heuristique, h = {val}{was}."
            )
        }
        (false, false, Lang::En) => format!("Leaf {n} is evaluated: {val}."),
        (false, false, Lang::Fr) => format!("La feuille {n} est évaluée : {val}."),
        (false, true, Lang::En) => format!("Leaf {n} ({p}) is evaluated for the side to move: {val}{was}."),
        (false, true, Lang::Fr) => {
            format!("La feuille {n} ({p}) est évaluée pour le joueur qui a le trait : {val}{was}.")
        }
    }
}

/// A child returns its value to its parent, whose m moves or stays.
///
/// In the negamax view the child's value is its own side's, and the
/// parent takes its negation: m = max(m, −t) at every node.
pub(super) fn return_sentence(tree: &Tree, v: &StepView, voice: Voice) -> String {
    let lang = voice.lang;
    let n = name(tree, v.node);
    let parent = v.parent.unwrap_or(0);
    let pn = name(tree, parent);
    let mut pp = player_as(tree, parent, voice);
    let val = show_opt(said(tree, v.node, v.value, voice), lang);
    if voice.negamax {
        // Players alternate, so exactly one of the two is turned. The
        // clause goes inside the parentheses the templates put around the
        // parent's player, and closes them itself.
        let taken = show_opt(said(tree, parent, v.value, voice), lang);
        pp.push_str(&match lang {
            Lang::En => format!("), which takes its negation {taken} (m = max(m, −t)"),
            Lang::Fr => format!("), qui prend son opposé {taken} (m = max(m, −t)"),
        });
    }
    let (before, after) = (
        show_opt(said(tree, parent, v.m_before, voice), lang),
        show_opt(said(tree, parent, v.m_after, voice), lang),
    );
    // Minimax's m has no value before the first child returns: it is not
    // "from ?", it is the first value m takes.
    if v.m_before.is_none() {
        return match lang {
            Lang::En => format!("{n} returns {val} to {pn} ({pp}): m is now {after}."),
            Lang::Fr => format!("{n} renvoie {val} à {pn} ({pp}) : m vaut maintenant {after}."),
        };
    }
    match (v.m_before == v.m_after, lang) {
        (false, Lang::En) => format!("{n} returns {val} to {pn} ({pp}): m goes from {before} to {after}."),
        (false, Lang::Fr) => format!("{n} renvoie {val} à {pn} ({pp}) : m passe de {before} à {after}."),
        (true, Lang::En) => format!("{n} returns {val} to {pn} ({pp}): m stays {after}."),
        (true, Lang::Fr) => format!("{n} renvoie {val} à {pn} ({pp}) : m reste {after}."),
    }
}

/// Fail-soft moves its own bound (α at MAX, β at MIN).
/// In the negamax view a MIN node's β = min(β, m) is α = max(α, m): every
/// node raises its α.
pub(super) fn bound_sentence(tree: &Tree, v: &StepView, voice: Voice) -> String {
    let lang = voice.lang;
    let n = name(tree, v.node);
    let p = player_as(tree, v.node, voice);
    let val = show_opt(said(tree, v.node, v.value, voice), lang);
    let which = if turned(tree, v.node, voice) {
        Some(Which::Alpha)
    } else {
        v.which
    };
    match (which, lang) {
        (Some(Which::Alpha), Lang::En) => {
            format!("{n} ({p}) raises α to {val} (α = max(α, m)): its next children inherit it.")
        }
        (Some(Which::Alpha), Lang::Fr) => {
            format!("{n} ({p}) relève α à {val} (α = max(α, m)) : ses fils suivants en héritent.")
        }
        (_, Lang::En) => format!("{n} ({p}) lowers β to {val} (β = min(β, m)): its next children inherit it."),
        (_, Lang::Fr) => {
            format!("{n} ({p}) abaisse β à {val} (β = min(β, m)) : ses fils suivants en héritent.")
        }
    }
}

/// A node is done: its value, exact or a bound.
/// In the negamax view a MIN node's bound turns round with its value.
pub(super) fn leave_sentence(tree: &Tree, v: &StepView, voice: Voice) -> String {
    let lang = voice.lang;
    let n = name(tree, v.node);
    let p = player_as(tree, v.node, voice);
    let val = show_opt(said(tree, v.node, v.value, voice), lang);
    let bound = v.bound_kind.map(|b| side_bound(b, turned(tree, v.node, voice)));
    match (bound, lang) {
        (Some(BoundKind::Lower), Lang::En) => {
            format!("{n} ({p}) is done and returns {val}, a bound: its true value is ≥ {val}.")
        }
        (Some(BoundKind::Lower), Lang::Fr) => {
            format!("{n} ({p}) a fini et renvoie {val}, une borne : sa vraie valeur est ≥ {val}.")
        }
        (Some(BoundKind::Upper), Lang::En) => {
            format!("{n} ({p}) is done and returns {val}, a bound: its true value is ≤ {val}.")
        }
        (Some(BoundKind::Upper), Lang::Fr) => {
            format!("{n} ({p}) a fini et renvoie {val}, une borne : sa vraie valeur est ≤ {val}.")
        }
        (_, Lang::En) => format!("{n} ({p}) is done and returns {val}, its exact value."),
        (_, Lang::Fr) => format!("{n} ({p}) a fini et renvoie {val}, sa valeur exacte."),
    }
}

/// A cut: shallow, deep, or by the window no node set.
///
/// In the negamax view a MIN node's test `m ≤ α` is told turned round,
/// `−m ≥ −α`: a cut against its negamax β, as at every node.
pub(super) fn cut_sentence(tree: &Tree, trace: &Trace, v: &StepView, voice: Voice) -> String {
    let lang = voice.lang;
    let n = name(tree, v.node);
    let p = player_as(tree, v.node, voice);
    let Some(c) = &v.cut else { return String::new() };
    let test = |m: Value, op: CutOp, letter: &str, bound: Value| {
        format!(
            "m = {} {} {letter} = {}",
            show_in(m, lang),
            op.symbol(),
            show_bound(bound, lang)
        )
    };
    let mut cond = test(c.m, c.op, c.which.letter(), c.bound);
    if turned(tree, v.node, voice) {
        let (m, op, bound) = side_cut(Player::Min, c.m, c.op, c.bound);
        let search = cond;
        cond = match lang {
            Lang::En => format!("{} (MAX’s {search}, turned round)", test(m, op, "β", bound)),
            Lang::Fr => format!("{} (le {search} de Max, retourné)", test(m, op, "β", bound)),
        };
    }
    let pruned = list(tree, &c.pruned);
    let src = match c.source {
        Some(s) => name(tree, s),
        None => the_window(trace, lang).0.into(),
    };
    let kind = capitalised(cut_kind_name(c.kind, lang));
    match (c.kind, lang) {
        (CutKind::Shallow, Lang::En) => format!("{kind} at {n} ({p}): {cond}, a bound {}. Pruned: {pruned}.", set_by(&its_parent(&src, lang), lang)),
        (CutKind::Shallow, Lang::Fr) => format!("{kind} en {n} ({p}) : {cond}, borne fixée par {}. Élagués : {pruned}.", its_parent(&src, lang)),
        (CutKind::Deep, Lang::En) => format!("{kind} at {n} ({p}): {cond}, a bound {}. Pruned: {pruned}.", set_further_up(&src, lang)),
        (CutKind::Deep, Lang::Fr) => format!("{kind} en {n} ({p}) : {cond}, borne fixée plus haut par {src} et transmise sans changement. Élagués : {pruned}."),
        // No node set this bound: it is the initial window's own,
        // so the sentence names the window and its value, never a
        // parent (the root has none).
        (CutKind::Window, Lang::En) => format!("Cut by {} at {n} ({p}): {cond}, the window's own bound, which no node set. Pruned: {pruned}.", the_window(trace, lang).0),
        (CutKind::Window, Lang::Fr) => format!("Coupure par {} en {n} ({p}) : {cond}, borne de la fenêtre elle-même, qu’aucun nœud n’a fixée. Élagués : {pruned}.", the_window(trace, lang).0),
        // Chance trees have sentences of their own (`chance_sentence`);
        // these name the kind if one is ever told here.
        (kind, _) => format!("{} {n} ({p}): {cond}. {pruned}.", cut_kind_name(kind, lang)),
    }
}
