//! Star2's own steps on a chance tree (`docs/chance.md`, "Star2"): an
//! outcome's probe (only its first reply, with the window that makes its
//! chance node fail at once), what a probe returned proves, and the search
//! phase that follows when the probes did not fail.

#[allow(unused_imports)]
use super::*;

/// Star2's `probe` step (the window of a chance node's child's probe,
/// with its numbers) and its `research` step (the search phase begins).
pub(super) fn star2_sentence(tree: &Tree, trace: &Trace, v: &StepView, lang: Lang) -> String {
    let Some(c) = trace.chance() else {
        return String::new();
    };
    let n = name(tree, v.node);
    let parent = name(tree, tree.parent(v.node).unwrap_or(0));
    let x = |e: Ext| exact_in(e, lang);
    let Some(ChanceNote::Probe(p)) = c.note(v.k).copied() else {
        let w = x(c.value(v.k).unwrap_or_default());
        return match lang {
            Lang::En => format!("Search phase of {parent}: the probes (W = {w}) did not make it fail, so its outcomes are searched in full, from {n} on, each window using the other outcomes’ probes instead of L or U; what the probes reached is searched again."),
            Lang::Fr => format!("Phase de recherche de {parent} : les sondages (W = {w}) ne l’ont pas fait échouer, donc ses issues sont cherchées en entier, à partir de {n}, chaque fenêtre utilisant les sondages des autres issues au lieu de L ou U ; ce que les sondages ont atteint est cherché à nouveau."),
        };
    };
    let first = tree.children(v.node).next().map_or_else(String::new, |f| name(tree, f));
    let (pr, left) = (prob_in(p.prob, lang), prob_in(p.left, lang));
    // The chance node's window in its visit in force at this step.
    let pe = v
        .parent
        .or_else(|| tree.parent(v.node))
        .and_then(|q| trace.visit_start(q, v.k))
        .and_then(|enter| c.note(enter).copied());
    // W follows a minus sign: `(4 − (−1/30) − …)`, never `4 − −1/30`.
    let term = factor_in(Ext::Fin(p.sum), lang);
    let window = match pe {
        Some(ChanceNote::Entered(e)) if p.max => format!(
            "B = (β − W − L·R)/p = ({} − {term} − {}·{left})/{pr} = {}",
            x(e.beta),
            factor_in(c.lower, lang),
            x(p.bound)
        ),
        Some(ChanceNote::Entered(e)) => format!(
            "A = (α − W − U·R)/p = ({} − {term} − {}·{left})/{pr} = {}",
            x(e.alpha),
            factor_in(c.upper, lang),
            x(p.bound)
        ),
        _ => x(p.bound),
    };
    match (p.max, lang) {
        (true, Lang::En) => format!("Probe of {n} (MAX): only its first reply {first} is searched; its value is a lower bound on {n}. Its window is (L, B), with {window} kept within [L, U]: if the probe reaches B, {parent} fails high at once."),
        (true, Lang::Fr) => format!("Sondage de {n} (Max) : seule sa première réponse {first} est cherchée ; sa valeur est une borne inférieure de {n}. Sa fenêtre est (L ; B), avec {window} ramené dans [L ; U] : si le sondage atteint B, {parent} échoue aussitôt par le haut."),
        (false, Lang::En) => format!("Probe of {n} (MIN): only its first reply {first} is searched; its value is an upper bound on {n}. Its window is (A, U), with {window} kept within [L, U]: if the probe falls to A, {parent} fails low at once."),
        (false, Lang::Fr) => format!("Sondage de {n} (Min) : seule sa première réponse {first} est cherchée ; sa valeur est une borne supérieure de {n}. Sa fenêtre est (A ; U), avec {window} ramené dans [L ; U] : si le sondage descend à A, {parent} échoue aussitôt par le bas."),
    }
}

/// A probed child returns to its Star2 chance node: what its first reply
/// proves about it, and what the probes so far prove about the node.
pub(super) fn probed_sentence(tree: &Tree, trace: &Trace, v: &StepView, p: &Probed, lang: Lang) -> String {
    let Some(c) = trace.chance() else {
        return String::new();
    };
    let n = name(tree, v.node);
    let parent = v.parent.unwrap_or(0);
    let pn = name(tree, parent);
    let first = tree.children(v.node).next().map_or_else(String::new, |f| name(tree, f));
    let x = |e: Ext| exact_in(e, lang);
    let w = x(Ext::Fin(p.probe));
    let wt = if p.probe < Exact::ZERO {
        format!("({w})")
    } else {
        w.clone()
    };
    let (op, far, side) = if p.max {
        ("≥", c.lower, "L")
    } else {
        ("≤", c.upper, "U")
    };
    let is = if p.exact { "=" } else { op };
    // W before this probe, and this probe's term: the probes' values are
    // the notes' (a later visit of the child returns its full value).
    let before = p
        .prob
        .checked_mul(p.probe)
        .and_then(|t| p.sum.checked_sub(t))
        .unwrap_or(p.sum);
    let terms = if before.is_zero() {
        format!("{}·{wt}", prob_in(p.prob, lang))
    } else {
        format!("{} + {}·{wt}", x(Ext::Fin(before)), prob_in(p.prob, lang))
    };
    let left = prob_in(p.left, lang);
    let (sum, bound) = (x(Ext::Fin(p.sum)), x(p.bound));
    let tail = if p.left.is_zero() {
        match lang {
            Lang::En => format!("so far {pn} {op} W = {terms} = {sum}."),
            Lang::Fr => format!("jusqu’ici {pn} {op} W = {terms} = {sum}."),
        }
    } else {
        let f = factor_in(far, lang);
        match lang {
            Lang::En => format!("with {side} for the mass {left} not probed yet, {pn} {op} W + {side}·R = {terms} + {f}·{left} = {bound}."),
            Lang::Fr => format!("avec {side} pour la masse {left} pas encore sondée, {pn} {op} W + {side}·R = {terms} + {f}·{left} = {bound}."),
        }
    };
    match lang {
        Lang::En => format!("Probe of {n}: its first reply {first} returns {w}, so {n} {is} {w}; {tail}"),
        Lang::Fr => format!("Sondage de {n} : sa première réponse {first} renvoie {w}, donc {n} {is} {w} ; {tail}"),
    }
}

/// Star2's search phase: the outcomes `left` of a chance node, each at
/// the bound its probe proved, as the sentences write them. Returns the
/// sum `Σ pⱼ·wⱼ` term by term (`½·5 + ¼·(−2)`, `0` for none), the same
/// bracketed when more than one term follows an operator, and the bounds
/// (`C.2 ≤ 5, C.3 ≤ −2`: `≤` under MIN outcomes, `≥` under MAX ones).
/// Each wⱼ is what outcome j's last visit before position `k` returned:
/// its probe, in the chance node's visit in force at `k`, since its
/// search phase has not reached it.
pub(super) struct ProbeRest {
    /// `½·5 + ¼·(−2)`, or `0`.
    pub(super) terms: String,
    /// `terms`, in parentheses when it has more than one term.
    pub(super) operand: String,
    /// `C.2 ≤ 5, C.3 ≤ −2`.
    pub(super) bounds: String,
}

/// See [`ProbeRest`].
pub(super) fn probe_rest(
    tree: &Tree,
    trace: &Trace,
    left: impl Iterator<Item = NodeId>,
    k: u32,
    lang: Lang,
) -> ProbeRest {
    let (mut terms, mut bounds) = (Vec::new(), Vec::new());
    for j in left {
        let w = trace.returned_exact_before(j, k).unwrap_or_default();
        let p = tree.probability(j).map_or_else(String::new, |p| prob_in(p, lang));
        terms.push(format!("{p}·{}", factor_in(w, lang)));
        let op = if tree.player(j) == Player::Max { "≥" } else { "≤" };
        bounds.push(format!("{} {op} {}", name(tree, j), exact_in(w, lang)));
    }
    let joined = if terms.is_empty() {
        "0".to_string()
    } else {
        terms.join(" + ")
    };
    let operand = if terms.len() > 1 {
        format!("({joined})")
    } else {
        joined.clone()
    };
    ProbeRest {
        terms: joined,
        operand,
        bounds: bounds.join(", "),
    }
}
