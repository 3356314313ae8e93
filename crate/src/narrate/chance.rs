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
    let star = e
        .star
        .map_or_else(String::new, |s| star_phrase(tree, trace, v, &s, lang));
    format!("{what}{window}{star}")
}

/// How Star1 made a chance node's child's window, with its numbers:
/// `A = (α − S − U·R)/p`, `B = (β − S − L·R)/p`, each clipped to [L, U].
fn star_phrase(tree: &Tree, trace: &Trace, v: &StepView, s: &Star, lang: Lang) -> String {
    let Some(c) = trace.chance() else {
        return String::new();
    };
    // The chance node's window in its visit in force at this step (Star2
    // visits a chance node again when an ancestor's search phase does).
    let Some(ChanceNote::Entered(pe)) = v
        .parent
        .and_then(|p| trace.visit_start(p, v.k))
        .and_then(|enter| c.note(enter))
        .copied()
    else {
        return String::new();
    };
    let x = |e: Ext| exact_in(e, lang);
    let (pr, sum, left) = (prob_in(s.prob, lang), x(Ext::Fin(s.sum)), prob_in(s.left, lang));
    // S follows a minus sign: `(4 − (−1/30) − …)`, never `4 − −1/30`.
    let term = factor_in(Ext::Fin(s.sum), lang);
    let star2 = trace.options().algorithm == Algorithm::Star2;
    let parent = v.parent.unwrap_or(0);
    let rest = probe_rest(tree, trace, tree.children(parent).filter(|&j| j > v.node), v.k, lang);
    let max = tree.player(v.node) == Player::Max;
    // Star2 puts the probes' sum where its outcomes' probes bound them:
    // MIN outcomes (upper bounds) in A, MAX ones (lower bounds) in B.
    let a_rest = if star2 && !max {
        ("Σ pⱼ·wⱼ", rest.operand.clone())
    } else {
        ("U·R", format!("{}·{left}", factor_in(c.upper, lang)))
    };
    let b_rest = if star2 && max {
        ("Σ pⱼ·wⱼ", rest.operand.clone())
    } else {
        ("L·R", format!("{}·{left}", factor_in(c.lower, lang)))
    };
    let a = format!(
        "A = (α − S − {})/p = ({} − {term} − {})/{pr} = {}",
        a_rest.0,
        x(pe.alpha),
        a_rest.1,
        x(s.a)
    );
    let b = format!(
        "B = (β − S − {})/p = ({} − {term} − {})/{pr} = {}",
        b_rest.0,
        x(pe.beta),
        b_rest.1,
        x(s.b)
    );
    if star2 {
        let bounds = &rest.bounds;
        let tail = match (bounds.is_empty(), max, lang) {
            (true, _, _) => String::new(),
            (false, true, Lang::En) => format!(": Star1’s, with each outcome left at the bound its probe proved, wⱼ ({bounds}), instead of L"),
            (false, false, Lang::En) => format!(": Star1’s, with each outcome left at the bound its probe proved, wⱼ ({bounds}), instead of U"),
            (false, true, Lang::Fr) => format!(" : ceux de Star1, chaque issue restante à la borne prouvée par son sondage, wⱼ ({bounds}), au lieu de L"),
            (false, false, Lang::Fr) => format!(" : ceux de Star1, chaque issue restante à la borne prouvée par son sondage, wⱼ ({bounds}), au lieu de U"),
        };
        return match lang {
            Lang::En => format!(" Star2’s search phase (p = {pr}, S = {sum}, R = {left} after it): {a}, {b}, each kept within [L, U]{tail}."),
            Lang::Fr => format!(" Phase de recherche de Star2 (p = {pr}, S = {sum}, R = {left} après lui) : {a}, {b}, chacun ramené dans [L ; U]{tail}."),
        };
    }
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
    let interval = sum_interval(tree, trace, v, &s, lang);
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
fn sum_interval(tree: &Tree, trace: &Trace, v: &StepView, s: &Sum, lang: Lang) -> String {
    let Some(c) = trace.chance() else {
        return String::new();
    };
    let sum = exact_in(Ext::Fin(s.sum), lang);
    let left = prob_in(s.left, lang);
    if trace.options().algorithm == Algorithm::Minimax || s.left.is_zero() {
        String::new()
    } else {
        let (lo, hi) = (exact_in(s.lo, lang), exact_in(s.hi, lang));
        let (l, u) = (factor_in(c.lower, lang), factor_in(c.upper, lang));
        let (mut flo, mut fhi) = (("L·R", format!("{l}·{left}")), ("U·R", format!("{u}·{left}")));
        let mut why = String::new();
        // Star2's search phase: the probes bound the outcomes left on one
        // side (below under MAX outcomes, above under MIN ones).
        if trace.options().algorithm == Algorithm::Star2 {
            let parent = v.parent.unwrap_or(0);
            let rest = probe_rest(tree, trace, tree.children(parent).filter(|&j| j > v.node), v.k, lang);
            let probed = ("Σ pⱼ·wⱼ", rest.terms);
            if tree.player(v.node) == Player::Max {
                flo = probed;
            } else {
                fhi = probed;
            }
            why = match lang {
                Lang::En => format!(", wⱼ the bound the probe of each outcome left proved ({})", rest.bounds),
                Lang::Fr => format!(
                    ", wⱼ la borne prouvée par le sondage de chaque issue restante ({})",
                    rest.bounds
                ),
            };
        }
        let ((nl, tl), (nh, th)) = (flo, fhi);
        match lang {
            Lang::En => {
                format!(" [lo, hi] = [S + {nl}, S + {nh}] = [{sum} + {tl}, {sum} + {th}] = [{lo}, {hi}]{why}.")
            }
            Lang::Fr => {
                format!(" [lo ; hi] = [S + {nl} ; S + {nh}] = [{sum} + {tl} ; {sum} + {th}] = [{lo} ; {hi}]{why}.")
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
        (CutKind::ChanceLow | CutKind::ChanceHigh, _) => chance_fails(tree, trace, v, c, [&m, &bound, &src, &pruned], lang),
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

/// Star1's test that a chance node passed, with its numbers: `hi = S +
/// U·R = 1 + 10·½ = 6 ≤ α` (fails low) or `lo = S + L·R = …` (fails
/// high); in Star2's search phase the side its outcomes' probes bound
/// is `S + Σ pⱼ·wⱼ` instead, the outcomes left at their probes' bounds
/// (`hi = S + Σ pⱼ·wⱼ = 1 + ½·5 = 3.5 ≤ α`, with `C.2 ≤ 5`). `said` is the
/// cut's m, bound, source and pruned nodes as the sentence writes them.
fn chance_fails(tree: &Tree, trace: &Trace, v: &StepView, c: &CutView, said: [&str; 4], lang: Lang) -> String {
    let [m, bound, src, pruned] = said;
    let (n, p, op) = (name(tree, v.node), who_chance(tree, v.node, lang), c.op.symbol());
    let low = c.kind == CutKind::ChanceLow;
    let side = trace.chance();
    // The return just before the cut holds S and R.
    let sum = side.and_then(|ch| match ch.note(v.k.saturating_sub(1)) {
        Some(ChanceNote::Sum(s)) => Some(*s),
        _ => None,
    });
    let max = tree
        .children(v.node)
        .next()
        .is_some_and(|f| tree.player(f) == Player::Max);
    let probed = trace.options().algorithm == Algorithm::Star2 && low != max;
    let rest = probe_rest(tree, trace, c.pruned.iter().copied(), v.k, lang);
    let (formula, numbers) = match (probed, low, sum, side) {
        (true, _, Some(s), _) => (
            "Σ pⱼ·wⱼ",
            format!(" = {} + {}", exact_in(Ext::Fin(s.sum), lang), rest.terms),
        ),
        (true, _, None, _) => ("Σ pⱼ·wⱼ", String::new()),
        (false, _, Some(s), Some(ch)) => {
            let far = factor_in(if low { ch.upper } else { ch.lower }, lang);
            let r = prob_in(s.left, lang);
            let rr = if low { "U·R" } else { "L·R" };
            (rr, format!(" = {} + {far}·{r}", exact_in(Ext::Fin(s.sum), lang)))
        }
        (false, true, _, _) => ("U·R", String::new()),
        (false, false, _, _) => ("L·R", String::new()),
    };
    let bounds = &rest.bounds;
    let why = match (probed, low, lang) {
        (false, true, Lang::En) => ": even if every outcome left were worth U, the mean could not pass α".to_string(),
        (false, true, Lang::Fr) => " : même si toutes les issues restantes valaient U, la moyenne ne pourrait dépasser α".to_string(),
        (false, false, Lang::En) => ": even if every outcome left were worth L, the mean would reach β".to_string(),
        (false, false, Lang::Fr) => " : même si toutes les issues restantes valaient L, la moyenne atteindrait β".to_string(),
        (true, true, Lang::En) => format!(", wⱼ the bound the probe of each outcome left proved ({bounds}): even if every outcome left were worth its probe’s bound, the mean could not pass α"),
        (true, true, Lang::Fr) => format!(", wⱼ la borne prouvée par le sondage de chaque issue restante ({bounds}) : même si toutes les issues restantes valaient la borne de leur sondage, la moyenne ne pourrait dépasser α"),
        (true, false, Lang::En) => format!(", wⱼ the bound the probe of each outcome left proved ({bounds}): even if every outcome left were worth only its probe’s bound, the mean would reach β"),
        (true, false, Lang::Fr) => format!(", wⱼ la borne prouvée par le sondage de chaque issue restante ({bounds}) : même si toutes les issues restantes ne valaient que la borne de leur sondage, la moyenne atteindrait β"),
    };
    match (low, lang) {
        (true, Lang::En) => format!("{n} ({p}) fails low: hi = S + {formula}{numbers} = {m} {op} α = {bound} (from {src}){why}. It returns {m}, an upper bound. Pruned: {pruned}."),
        (true, Lang::Fr) => format!("{n} ({p}) échoue par le bas : hi = S + {formula}{numbers} = {m} {op} α = {bound} (venu de {src}){why}. Il renvoie {m}, une borne supérieure. Élagués : {pruned}."),
        (false, Lang::En) => format!("{n} ({p}) fails high: lo = S + {formula}{numbers} = {m} {op} β = {bound} (from {src}){why}. It returns {m}, a lower bound. Pruned: {pruned}."),
        (false, Lang::Fr) => format!("{n} ({p}) échoue par le haut : lo = S + {formula}{numbers} = {m} {op} β = {bound} (venu de {src}){why}. Il renvoie {m}, une borne inférieure. Élagués : {pruned}."),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{GameKind, Setup};
    use crate::notation::parse;
    use crate::search::{search, Options};

    /// Where a sentence writes a sign right after an operator (`4 − −1/30`,
    /// `½·−2`, `1 + +∞`): a negative or infinite operand must be
    /// bracketed, `4 − (−1/30)`.
    fn sign_after_operator(s: &str) -> Option<&str> {
        ["− −", "− +", "+ −", "+ +", "·−", "·+", "/−", "/+"]
            .into_iter()
            .find(|bad| s.contains(bad))
    }

    /// Every step's sentence, in both languages.
    fn told(tree: &Tree, opts: &Options) -> Vec<String> {
        let trace = search(tree, opts).unwrap();
        (0..=trace.len())
            .flat_map(|k| [Lang::En, Lang::Fr].map(|lang| crate::narrate::narrate(tree, &trace, k, lang)))
            .collect()
    }

    fn options(algorithm: Algorithm, lower: i32, upper: i32) -> Options {
        Options {
            algorithm,
            bounds: Some((Value::int(lower), Value::int(upper))),
            ..Options::default()
        }
    }

    #[test]
    fn a_negative_operand_after_an_operator_is_bracketed() {
        // Pig from 3 : 5, 4 in the turn, to 10 (the page's link
        // `game=pig,2,game,0,3,5,4,max/10`): S = −1/30 at step 5.
        let pig = Setup::new(GameKind::Pig, "3,5,4,max/10").unwrap().tree(2).unwrap();
        let said = told(&pig, &options(Algorithm::AlphaBeta, -1, 1));
        assert!(said.iter().any(|s| s.contains("(−∞ − (−1/30) − 1·⅔)/⅙")), "{said:#?}");
        let mut all = said;
        for (text, algorithm) in [
            ("chance[1/2: -3, 1/4: -1, 1/4: 4]", Algorithm::AlphaBeta),
            (
                "[chance[1/2: [-3, 2], 1/2: [-1, 4]], chance[1/3: [-2, 5], 2/3: [1, -4]]]",
                Algorithm::AlphaBeta,
            ),
            (
                "[chance[1/2: [-3, 2], 1/2: [-1, 4]], chance[1/3: [-2, 5], 2/3: [1, -4]]]",
                Algorithm::Star2,
            ),
            (
                "[3, chance[1/4: [-4, 5], 1/4: [-2, 1], 1/2: [-5, 3]]]",
                Algorithm::Star2,
            ),
            (
                "min[-3, chance[1/4: [-4, -5], 1/4: [-2, -1], 1/2: [-5, -3]]]",
                Algorithm::Star2,
            ),
        ] {
            all.extend(told(&parse(text).unwrap(), &options(algorithm, -5, 5)));
        }
        for s in &all {
            assert_eq!(sign_after_operator(s), None, "{s}");
        }
    }

    #[test]
    fn factor_in_brackets_negative_and_infinite_numbers_only() {
        let e = |s: &str| Ext::Fin(Exact::parse(s).unwrap());
        assert_eq!(factor_in(e("-1/30"), Lang::En), "(−1/30)");
        assert_eq!(factor_in(e("-0.5"), Lang::Fr), "(−0,5)");
        assert_eq!(factor_in(Ext::PosInf, Lang::En), "(+∞)");
        assert_eq!(factor_in(Ext::NegInf, Lang::En), "(−∞)");
        assert_eq!(factor_in(e("5/3"), Lang::En), "5/3");
        assert_eq!(factor_in(e("0"), Lang::En), "0");
    }
}
