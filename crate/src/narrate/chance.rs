//! Trees with chance nodes (`docs/chance.md`): every number exact, the
//! probabilities as fractions, and expectiminimax's and Star1's sentences:
//! a chance node's mean and running sum S with its interval [lo, hi], each
//! outcome's window A, B with its numbers, and the cuts (a chance node
//! failing low or high, a leaf bound, a decision node's).

#[allow(unused_imports)]
use super::*;

/// A number of a chance tree as the sentences write it: lowest terms,
/// a true minus sign, ±∞, and a decimal comma in French (`5/3`, `−0,25`).
pub fn exact_in(x: Ext, lang: Lang) -> String {
    let s = match x {
        Ext::PosInf => "+∞".to_string(),
        Ext::NegInf => "−∞".to_string(),
        Ext::Fin(v) => v.to_string().replace('-', "−"),
    };
    match lang {
        Lang::En => s,
        Lang::Fr => s.replace('.', ","),
    }
}

/// A number multiplied in a sentence (`{L}·R`): in parentheses when it is
/// negative or infinite, so that a sign never follows an operator:
/// `4 + (−∞)·½`, not `4 + −∞·½`.
pub(super) fn factor_in(x: Ext, lang: Lang) -> String {
    let text = exact_in(x, lang);
    if x.finite().is_none() || x < Ext::default() {
        format!("({text})")
    } else {
        text
    }
}

/// A probability as the sentences write it: `½`, `⅓`, `⅙` where Unicode
/// has the fraction, else as [`exact_in`] writes it.
pub(super) fn prob_in(p: Exact, lang: Lang) -> String {
    crate::phrases::vulgar(p).map_or_else(|| exact_in(Ext::Fin(p), lang), str::to_string)
}

/// A node's kind as its sentences write it beside its name: its player,
/// or "chance node".
fn who_chance(tree: &Tree, id: NodeId, lang: Lang) -> &'static str {
    match (tree.is_chance(id), lang) {
        (true, Lang::En) => "chance node",
        (true, Lang::Fr) => "nœud de hasard",
        (false, _) => player(tree, id, lang),
    }
}

/// Where a bound of a chance tree came from: a node, the initial window,
/// or a leaf bound (`L = 0`).
fn chance_source(tree: &Tree, trace: &Trace, v: &StepView, alpha: bool, lang: Lang) -> String {
    let (src, leaf) = if alpha {
        (v.alpha_src, v.alpha_leaf_bound)
    } else {
        (v.beta_src, v.beta_leaf_bound)
    };
    match (leaf, trace.chance()) {
        (Some(b), Some(c)) => {
            let x = if b == LeafBound::Lower { c.lower } else { c.upper };
            format!("{} = {}", leaf_bound(b.letter(), lang), exact_in(x, lang))
        }
        _ => source(tree, trace, src, lang),
    }
}

/// The sentence of step `v` on a tree with chance nodes: every number
/// exact, Star1's windows, sums and cuts told with their numbers
/// (`docs/chance.md`). The negamax view does not apply here.
pub(super) fn chance_sentence(tree: &Tree, trace: &Trace, v: &StepView, lang: Lang) -> String {
    let Some(side) = trace.chance() else {
        return String::new();
    };
    let val = side.value(v.k).unwrap_or_default();
    let n = name(tree, v.node);
    let p = who_chance(tree, v.node, lang);
    match v.kind {
        StepKind::Enter | StepKind::Eval => chance_enter(tree, trace, v, lang),
        StepKind::Return => chance_return(tree, trace, v, lang),
        StepKind::Bound => {
            let x = exact_in(val, lang);
            match (v.which, lang) {
                (Some(Which::Alpha), Lang::En) => {
                    format!("{n} ({p}) raises α to {x} (α = max(α, m)): its next children inherit it.")
                }
                (Some(Which::Alpha), Lang::Fr) => {
                    format!("{n} ({p}) relève α à {x} (α = max(α, m)) : ses fils suivants en héritent.")
                }
                (_, Lang::En) => format!("{n} ({p}) lowers β to {x} (β = min(β, m)): its next children inherit it."),
                (_, Lang::Fr) => format!("{n} ({p}) abaisse β à {x} (β = min(β, m)) : ses fils suivants en héritent."),
            }
        }
        StepKind::Cut => chance_cut(tree, trace, v, lang),
        StepKind::Probe | StepKind::Research => star2_sentence(tree, trace, v, lang),
        StepKind::Leave => {
            let x = exact_in(val, lang);
            match (v.bound_kind, lang) {
                (Some(BoundKind::Lower), Lang::En) => {
                    format!("{n} ({p}) is done and returns {x}, a bound: its true value is ≥ {x}.")
                }
                (Some(BoundKind::Lower), Lang::Fr) => {
                    format!("{n} ({p}) a fini et renvoie {x}, une borne : sa vraie valeur est ≥ {x}.")
                }
                (Some(BoundKind::Upper), Lang::En) => {
                    format!("{n} ({p}) is done and returns {x}, a bound: its true value is ≤ {x}.")
                }
                (Some(BoundKind::Upper), Lang::Fr) => {
                    format!("{n} ({p}) a fini et renvoie {x}, une borne : sa vraie valeur est ≤ {x}.")
                }
                (_, Lang::En) => format!("{n} ({p}) is done and returns {x}, its exact value."),
                (_, Lang::Fr) => format!("{n} ({p}) a fini et renvoie {x}, sa valeur exacte."),
            }
        }
        _ => String::new(),
    }
}

/// Entering or evaluating a node of a chance tree: what it computes, the
/// window it inherits (α-β), and under a chance node how Star1 made it.
fn chance_enter(tree: &Tree, trace: &Trace, v: &StepView, lang: Lang) -> String {
    let n = name(tree, v.node);
    let p = who_chance(tree, v.node, lang);
    let minimax = trace.options().algorithm == Algorithm::Minimax;
    let note = trace.chance().and_then(|c| c.note(v.k)).copied();
    let Some(ChanceNote::Entered(e)) = note else {
        return String::new();
    };
    let value = trace.chance().and_then(|c| c.value(v.k)).unwrap_or_default();
    let what = match (v.kind, tree.is_chance(v.node), minimax, lang) {
        (StepKind::Eval, _, _, Lang::En) => format!("Leaf {n} is evaluated: {}.", exact_in(value, lang)),
        (StepKind::Eval, _, _, Lang::Fr) => format!("La feuille {n} est évaluée : {}.", exact_in(value, lang)),
        (_, true, _, Lang::En) => {
            format!("Enter {n} ({p}): its value is the mean Σ pᵢ·vᵢ of its children’s values; S starts at 0.")
        }
        (_, true, _, Lang::Fr) => {
            format!("On entre dans {n} ({p}) : sa valeur est la moyenne Σ pᵢ·vᵢ des valeurs de ses fils ; S part de 0.")
        }
        (_, false, true, Lang::En) => format!(
            "Enter {n} ({p}): its value will be the {} of its children's values.",
            if v.player == Player::Max { "maximum" } else { "minimum" }
        ),
        (_, false, true, Lang::Fr) => format!(
            "On entre dans {n} ({p}) : sa valeur sera le {} des valeurs de ses fils.",
            if v.player == Player::Max { "maximum" } else { "minimum" }
        ),
        (_, false, false, Lang::En) => format!(
            "Enter {n} ({p}): m starts at {}.",
            if v.player == Player::Max { "−∞" } else { "+∞" }
        ),
        (_, false, false, Lang::Fr) => format!(
            "On entre dans {n} ({p}) : m part de {}.",
            if v.player == Player::Max { "−∞" } else { "+∞" }
        ),
    };
    if minimax {
        return what;
    }
    let (a, b) = (exact_in(e.alpha, lang), exact_in(e.beta, lang));
    let (asrc, bsrc) = (
        chance_source(tree, trace, v, true, lang),
        chance_source(tree, trace, v, false, lang),
    );
    let window = match (lang, v.kind) {
        (Lang::En, _) => format!(" It inherits α = {a} ({asrc}) and β = {b} ({bsrc})."),
        (Lang::Fr, StepKind::Eval) => format!(" Elle hérite de α = {a} ({asrc}) et β = {b} ({bsrc})."),
        (Lang::Fr, _) => format!(" Il hérite de α = {a} ({asrc}) et β = {b} ({bsrc})."),
    };
    let star = e.star.map_or_else(String::new, |s| star_phrase(trace, v, &s, lang));
    format!("{what}{window}{star}")
}

/// How Star1 made a chance node's child's window, with its numbers:
/// `A = (α − S − U·R)/p`, `B = (β − S − L·R)/p`, each clipped to [L, U].
fn star_phrase(trace: &Trace, v: &StepView, s: &Star, lang: Lang) -> String {
    let Some(c) = trace.chance() else {
        return String::new();
    };
    let Some(ChanceNote::Entered(pe)) = v
        .parent
        .and_then(|p| trace.visit_span(p))
        .and_then(|(enter, _)| c.note(enter))
        .copied()
    else {
        return String::new();
    };
    let x = |e: Ext| exact_in(e, lang);
    let (pr, sum, left) = (prob_in(s.prob, lang), x(Ext::Fin(s.sum)), prob_in(s.left, lang));
    if trace.options().algorithm == Algorithm::Star2 {
        let (a, b) = (x(s.a), x(s.b));
        return match lang {
            Lang::En => format!(" Star2’s search phase (p = {pr}, S = {sum}, R = {left} after it): A = {a}, B = {b}, as Star1’s but with each outcome left at its probe’s bound instead of L (MAX outcomes) or U (MIN outcomes), each kept within [L, U]."),
            Lang::Fr => format!(" Phase de recherche de Star2 (p = {pr}, S = {sum}, R = {left} après lui) : A = {a}, B = {b}, comme pour Star1 mais chaque issue restante à la borne de son sondage au lieu de L (issues Max) ou U (issues Min), chacun ramené dans [L ; U]."),
        };
    }
    let a = format!(
        "A = (α − S − U·R)/p = ({} − {sum} − {}·{left})/{pr} = {}",
        x(pe.alpha),
        factor_in(c.upper, lang),
        x(s.a)
    );
    let b = format!(
        "B = (β − S − L·R)/p = ({} − {sum} − {}·{left})/{pr} = {}",
        x(pe.beta),
        factor_in(c.lower, lang),
        x(s.b)
    );
    let open = !s.left.is_zero() && (c.upper == Ext::PosInf || c.lower == Ext::NegInf);
    let why = match (open, lang) {
        (true, Lang::En) => " Without a finite bound on the leaves, the outcomes left could move the mean anywhere, so only the last outcome’s window narrows.",
        (true, Lang::Fr) => " Sans borne finie sur les feuilles, les issues restantes pourraient déplacer la moyenne n’importe où : seule la fenêtre de la dernière issue se resserre.",
        (false, _) => "",
    };
    match lang {
        Lang::En => {
            format!(" Star1 (p = {pr}, S = {sum}, R = {left} after it): {a}, {b}, each kept within [L, U].{why}")
        }
        Lang::Fr => {
            format!(" Star1 (p = {pr}, S = {sum}, R = {left} après lui) : {a}, {b}, chacun ramené dans [L ; U].{why}")
        }
    }
}

/// A child returns to its parent on a chance tree: a decision node's m,
/// or a chance node's running sum and its interval [lo, hi].
fn chance_return(tree: &Tree, trace: &Trace, v: &StepView, lang: Lang) -> String {
    let n = name(tree, v.node);
    let parent = v.parent.unwrap_or(0);
    let (pn, pp) = (name(tree, parent), who_chance(tree, parent, lang));
    let Some(c) = trace.chance() else {
        return String::new();
    };
    let val = exact_in(c.value(v.k).unwrap_or_default(), lang);
    if let Some(ChanceNote::Probed(p)) = c.note(v.k).copied() {
        return probed_sentence(tree, trace, v, &p, lang);
    }
    let Some(ChanceNote::Sum(s)) = c.note(v.k).copied() else {
        let before = decision_m(tree, trace, parent, v.node.saturating_sub(1), v.k).filter(|_| v.node > parent + 1);
        let start = match tree.player(parent) {
            _ if trace.options().algorithm == Algorithm::Minimax => None,
            Player::Max => Some(Ext::NegInf),
            Player::Min => Some(Ext::PosInf),
        };
        // m after the return is the child's value when it moved m (or
        // equals it), else what m was: read from this step, not from the
        // child's final return, which a node pruned later has none of
        // (Star2's probed C.2.1 said "m goes from +∞ to 0").
        let now = c.value(v.k);
        let after = match (v.m_after == v.value, now) {
            (true, Some(now)) => now,
            _ => before.or(start).or(now).unwrap_or_default(),
        };
        let (a, b) = (before.or(start), exact_in(after, lang));
        return match (a, lang) {
            (None, Lang::En) => format!("{n} returns {val} to {pn} ({pp}): m is now {b}."),
            (None, Lang::Fr) => format!("{n} renvoie {val} à {pn} ({pp}) : m vaut maintenant {b}."),
            (Some(a), Lang::En) if a == after => format!("{n} returns {val} to {pn} ({pp}): m stays {b}."),
            (Some(a), Lang::Fr) if a == after => format!("{n} renvoie {val} à {pn} ({pp}) : m reste {b}."),
            (Some(a), Lang::En) => format!(
                "{n} returns {val} to {pn} ({pp}): m goes from {} to {b}.",
                exact_in(a, lang)
            ),
            (Some(a), Lang::Fr) => format!(
                "{n} renvoie {val} à {pn} ({pp}) : m passe de {} à {b}.",
                exact_in(a, lang)
            ),
        };
    };
    // The terms of S: each child returned so far, with its probability.
    let terms: Vec<String> = tree
        .children(parent)
        .take_while(|&ch| ch <= v.node)
        .map(|ch| {
            let r = trace.returned_exact(ch).unwrap_or_default();
            let r = if r < Ext::default() {
                format!("({})", exact_in(r, lang))
            } else {
                exact_in(r, lang)
            };
            format!(
                "{}·{r}",
                tree.probability(ch).map_or_else(String::new, |p| prob_in(p, lang))
            )
        })
        .collect();
    let sum = exact_in(Ext::Fin(s.sum), lang);
    let left = prob_in(s.left, lang);
    let interval = sum_interval(trace, &s, lang);
    let terms = terms.join(" + ");
    match (s.left.is_zero(), lang) {
        (true, Lang::En) => format!("{n} returns {val} to {pn} ({pp}): S = {terms} = {sum}; nothing left."),
        (true, Lang::Fr) => format!("{n} renvoie {val} à {pn} ({pp}) : S = {terms} = {sum} ; il ne reste rien."),
        (false, Lang::En) => format!("{n} returns {val} to {pn} ({pp}): S = {terms} = {sum}; {left} left.{interval}"),
        (false, Lang::Fr) => {
            format!("{n} renvoie {val} à {pn} ({pp}) : S = {terms} = {sum} ; il reste {left}.{interval}")
        }
    }
}

/// A chance node's interval after a child returned, `[lo, hi]`, as the
/// return's sentence ends (nothing under minimax or with nothing left).
fn sum_interval(trace: &Trace, s: &Sum, lang: Lang) -> String {
    let Some(c) = trace.chance() else {
        return String::new();
    };
    let sum = exact_in(Ext::Fin(s.sum), lang);
    let left = prob_in(s.left, lang);
    if trace.options().algorithm == Algorithm::Minimax || s.left.is_zero() {
        String::new()
    } else if trace.options().algorithm == Algorithm::Star2 {
        let (lo, hi) = (exact_in(s.lo, lang), exact_in(s.hi, lang));
        match lang {
            Lang::En => format!(" [lo, hi] = [{lo}, {hi}], the outcomes left at their probes’ bounds on one side, at L or U on the other."),
            Lang::Fr => format!(" [lo ; hi] = [{lo} ; {hi}], les issues restantes aux bornes de leurs sondages d’un côté, à L ou U de l’autre."),
        }
    } else {
        let (lo, hi) = (exact_in(s.lo, lang), exact_in(s.hi, lang));
        let (l, u) = (factor_in(c.lower, lang), factor_in(c.upper, lang));
        match lang {
            Lang::En => {
                format!(" [lo, hi] = [S + L·R, S + U·R] = [{sum} + {l}·{left}, {sum} + {u}·{left}] = [{lo}, {hi}].")
            }
            Lang::Fr => {
                format!(" [lo ; hi] = [S + L·R ; S + U·R] = [{sum} + {l}·{left} ; {sum} + {u}·{left}] = [{lo} ; {hi}].")
            }
        }
    }
}

/// A decision node's m once its child `upto` has returned, exactly: the
/// best value its children returned so far (their number, not the
/// steps between, bounds the work: no quadratic path on a deep chain),
/// each in its visit in force at position `k` (Star2's probes visit a
/// node its search phase sets aside later).
fn decision_m(tree: &Tree, trace: &Trace, id: NodeId, upto: NodeId, k: u32) -> Option<Ext> {
    let max = tree.player(id) == Player::Max;
    tree.children(id)
        .take_while(|&ch| ch <= upto)
        .filter_map(|ch| trace.returned_exact_at(ch, k))
        .reduce(|a, b| if max { a.max(b) } else { a.min(b) })
}

/// A cut on a chance tree: Star1's chance node failing low or high, with
/// its numbers, or a decision node's cut (shallow, deep, by the initial
/// window, or by a leaf bound).
fn chance_cut(tree: &Tree, trace: &Trace, v: &StepView, lang: Lang) -> String {
    let Some(c) = &v.cut else { return String::new() };
    let n = name(tree, v.node);
    let p = who_chance(tree, v.node, lang);
    let pruned = list(tree, &c.pruned);
    let m = c.m_exact.clone().unwrap_or_default();
    let x = |s: &str| s.replace('-', "−").replace("+inf", "+∞").replace("−inf", "−∞");
    let (m, bound) = (x(&m), x(&c.bound_exact.clone().unwrap_or_default()));
    let (m, bound) = match lang {
        Lang::En => (m, bound),
        Lang::Fr => (m.replace('.', ","), bound.replace('.', ",")),
    };
    let src = match (c.leaf_bound, c.source) {
        (Some(b), _) => b.letter().to_string(),
        (None, Some(s)) => name(tree, s),
        (None, None) => the_window(trace, lang).0.into(),
    };
    let op = c.op.symbol();
    match (c.kind, lang) {
        (CutKind::ChanceLow, Lang::En) => format!("{n} ({p}) fails low: hi = S + U·R = {m} {op} α = {bound} (from {src}): even if every outcome left were worth U, the mean could not pass α. It returns {m}, an upper bound. Pruned: {pruned}."),
        (CutKind::ChanceLow, Lang::Fr) => format!("{n} ({p}) échoue par le bas : hi = S + U·R = {m} {op} α = {bound} (venu de {src}) : même si toutes les issues restantes valaient U, la moyenne ne pourrait dépasser α. Il renvoie {m}, une borne supérieure. Élagués : {pruned}."),
        (CutKind::ChanceHigh, Lang::En) => format!("{n} ({p}) fails high: lo = S + L·R = {m} {op} β = {bound} (from {src}): even if every outcome left were worth L, the mean would reach β. It returns {m}, a lower bound. Pruned: {pruned}."),
        (CutKind::ChanceHigh, Lang::Fr) => format!("{n} ({p}) échoue par le haut : lo = S + L·R = {m} {op} β = {bound} (venu de {src}) : même si toutes les issues restantes valaient L, la moyenne atteindrait β. Il renvoie {m}, une borne inférieure. Élagués : {pruned}."),
        (CutKind::ProbeHigh, Lang::En) => format!("{n} ({p}) fails high on its probes: W + L·R = {m} {op} β = {bound} (from {src}): its children are MAX nodes, each at least its probe, so the mean reaches β whatever the rest is worth. It returns {m}, a lower bound, and skips its search phase. Pruned: {pruned}."),
        (CutKind::ProbeHigh, Lang::Fr) => format!("{n} ({p}) échoue par le haut sur ses sondages : W + L·R = {m} {op} β = {bound} (venu de {src}) : ses fils sont des nœuds Max, chacun au moins égal à son sondage, donc la moyenne atteint β quoi que vaille le reste. Il renvoie {m}, une borne inférieure, et saute sa phase de recherche. Élagués : {pruned}."),
        (CutKind::ProbeLow, Lang::En) => format!("{n} ({p}) fails low on its probes: W + U·R = {m} {op} α = {bound} (from {src}): its children are MIN nodes, each at most its probe, so the mean cannot pass α whatever the rest is worth. It returns {m}, an upper bound, and skips its search phase. Pruned: {pruned}."),
        (CutKind::ProbeLow, Lang::Fr) => format!("{n} ({p}) échoue par le bas sur ses sondages : W + U·R = {m} {op} α = {bound} (venu de {src}) : ses fils sont des nœuds Min, chacun au plus égal à son sondage, donc la moyenne ne peut dépasser α quoi que vaille le reste. Il renvoie {m}, une borne supérieure, et saute sa phase de recherche. Élagués : {pruned}."),
        (CutKind::Bound, Lang::En) => format!("{} at {n} ({p}): m = {m} {op} {} = {src} = {bound}: no leaf is worth more than U nor less than L. Pruned: {pruned}.", capitalised(cut_kind_name(c.kind, lang)), c.which.letter()),
        (CutKind::Bound, Lang::Fr) => format!("{} en {n} ({p}) : m = {m} {op} {} = {src} = {bound} : aucune feuille ne vaut plus que U ni moins que L. Élagués : {pruned}.", capitalised(cut_kind_name(c.kind, lang)), c.which.letter()),
        (kind, Lang::En) => format!("{} at {n} ({p}): m = {m} {op} {} = {bound}, a bound {}. Pruned: {pruned}.", capitalised(cut_kind_name(kind, lang)), c.which.letter(), set_by(&src, lang)),
        (kind, Lang::Fr) => format!("{} en {n} ({p}) : m = {m} {op} {} = {bound}, borne fixée par {src}. Élagués : {pruned}.", capitalised(cut_kind_name(kind, lang)), c.which.letter()),
    }
}
