//! Practice on trees with chance nodes (`docs/chance.md`): the feedback's
//! sentences about a chance node, every number exact.
//!
//! A chance node's m is the weighted mean Σ pᵢ·vᵢ of its outcomes
//! (expectiminimax), or under Star1 the hi or lo it returns when it fails
//! low or high. A wrong m is explained with the mean's terms, and the
//! usual mistakes are named: the minimum or the maximum taken as if the
//! chance node were a player, the plain (unweighted) mean, a wrong sum.
//! A missed or extra cut below a chance node is explained with Star1's
//! interval `[lo, hi] = [S + L·R, S + U·R]` against α and β. Everything is
//! read from the trace's exact side table (`trace::chance`); nothing is
//! searched again.

use super::explain::{and_list, both, wrote};
use super::{parse_exact, show_exact, FieldMistake};
use crate::exact::{Exact, Ext};
use crate::lang::{Lang, Text};
use crate::options::Algorithm;
use crate::trace::{BoundKind, ChanceNote, Cut, CutKind, StepKind, Sum, Trace};
use crate::tree::{NodeId, Player, Tree};

/// A number as the sentences write it: `5/3`, `−12`, `+∞`.
pub(super) fn num(x: Ext) -> String {
    show_exact(BoundKind::Exact, x)
}

/// A number multiplied in a sentence: in parentheses when negative or
/// infinite (`⅙·(−12)`).
fn factor(x: Ext) -> String {
    if x.finite().is_none() || x < Ext::default() {
        format!("({})", num(x))
    } else {
        num(x)
    }
}

/// A probability: `½`, `⅓`, `⅙` where Unicode has the fraction, else
/// `2/7`.
fn prob(p: Exact) -> String {
    crate::phrases::vulgar(p).map_or_else(|| num(Ext::Fin(p)), str::to_string)
}

/// One outcome of a chance node as the search left it.
struct Outcome {
    p: Exact,
    /// Its exact value (maybe only a bound, under Star1).
    v: Ext,
}

/// The outcomes of chance node `x` that the search returned, in order.
fn outcomes(tree: &Tree, trace: &Trace, x: NodeId) -> Vec<Outcome> {
    tree.children(x)
        .filter_map(|c| {
            Some(Outcome {
                p: tree.probability(c)?,
                v: trace.returned_exact(c)?,
            })
        })
        .collect()
}

/// `½·8 + ⅓·24 + ⅙·(−12)`.
fn terms(outs: &[Outcome]) -> String {
    outs.iter()
        .map(|o| format!("{}·{}", prob(o.p), factor(o.v)))
        .collect::<Vec<_>>()
        .join(" + ")
}

/// Σ pᵢ·vᵢ, exactly (`None` on an infinite value or an overflow).
fn weighted(outs: &[Outcome]) -> Option<Exact> {
    outs.iter()
        .try_fold(Exact::int(0), |s, o| s.checked_add(o.p.checked_mul(o.v.finite()?)?))
}

/// The plain mean (Σ vᵢ)/n.
fn plain(outs: &[Outcome]) -> Option<Exact> {
    let sum = outs
        .iter()
        .try_fold(Exact::int(0), |s, o| s.checked_add(o.v.finite()?))?;
    sum.checked_div(Exact::int(i64::try_from(outs.len()).ok()?))
}

/// What a student who wrote `given` at a chance node most likely did,
/// named from the outcomes' values: the minimum, the maximum, the plain
/// mean; `None` for another number.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Slip {
    /// The minimum of the outcomes, as MIN would take it.
    Min,
    /// The maximum, as MAX would.
    Max,
    /// The mean with every outcome counted once.
    Plain,
}

/// The slip that gives `given` at a chance node whose outcomes returned
/// `outs`, when it is not the right value `right`.
fn slip(outs: &[Outcome], given: Ext, right: Ext) -> Option<Slip> {
    if given == right || outs.is_empty() {
        return None;
    }
    let min = outs.iter().map(|o| o.v).min()?;
    let max = outs.iter().map(|o| o.v).max()?;
    let equal = outs.iter().all(|o| o.p == outs[0].p);
    if given == min && min != max {
        Some(Slip::Min)
    } else if given == max && min != max {
        Some(Slip::Max)
    } else if !equal && plain(outs).is_some_and(|m| Ext::Fin(m) == given) {
        Some(Slip::Plain)
    } else {
        None
    }
}

/// A wrong or empty m at chance node `x`: the weighted mean with its
/// terms, the slip named, and under Star1 the failure that made it a
/// bound.
pub(super) fn wrong_mean(tree: &Tree, trace: &Trace, x: NodeId, f: &FieldMistake) -> Text {
    let xn = tree.name(x);
    let outs = outcomes(tree, trace, x);
    let right = trace.returned_exact(x).unwrap_or_default();
    let given = f.given.as_deref().and_then(|g| parse_exact(g).ok());
    let slipped = given.and_then(|(_, g)| slip(&outs, g, right));
    let plain_mean = plain(&outs).map(|m| num(Ext::Fin(m))).unwrap_or_default();
    let plain_terms = outs.iter().map(|o| factor(o.v)).collect::<Vec<_>>().join(" + ");
    let n = outs.len();
    // The cut at `x`, found from its first pruned child (not a walk over
    // every cut: a long chain of wrong chance nodes stays linear).
    let cut = tree
        .children(x)
        .find_map(|c| trace.pruned_by(c))
        .filter(|c| c.node == x && is_chance_cut(c.kind))
        .copied();
    let products: Vec<String> = outs
        .iter()
        .filter_map(|o| {
            let v = o.p.checked_mul(o.v.finite()?)?;
            Some(format!("{}·{} = {}", prob(o.p), factor(o.v), num(Ext::Fin(v))))
        })
        .collect();
    let mean = format!(
        "{} = {}",
        terms(&outs),
        weighted(&outs).map_or_else(|| num(right), |s| num(Ext::Fin(s)))
    );
    let what = |lang: Lang| opening(&xn, slipped, cut.is_some(), (&plain_terms, n, &plain_mean), lang);
    let bounded = bounded_outcomes(tree, trace, x);
    let failed = cut.map(|c| failure(tree, trace, &c));
    let same_number = given.is_some_and(|(k, g)| g == right && k != right_kind(trace, x));
    both(|lang| {
        let start = wrote(f, "m", &xn, lang);
        let what = what(lang);
        let detail = match (slipped, given.is_some() && !same_number, lang) {
            (None, true, Lang::En) if products.len() > 1 => format!(" (term by term: {})", and_list(&products, lang)),
            (None, true, Lang::Fr) if products.len() > 1 => format!(" (terme à terme : {})", and_list(&products, lang)),
            _ => String::new(),
        };
        let mut s = match lang {
            Lang::En => format!("{start}; {what} {mean}{detail}"),
            Lang::Fr => format!("{start} ; {what} {mean}{detail}"),
        };
        if let Some(failed) = &failed {
            s.push_str(&match lang {
                Lang::En => format!(", and {}", failed.get(lang)),
                Lang::Fr => format!(", et {}", failed.get(lang)),
            });
        } else if !bounded.is_empty() {
            let list = and_list(&bounded, lang);
            let r = num(right);
            s.push_str(&match (right_kind(trace, x), lang) {
                (BoundKind::Lower, Lang::En) => format!(", where {list} is only a bound, so m is a lower bound: ≥ {r}"),
                (BoundKind::Lower, Lang::Fr) => {
                    format!(", où {list} n’est qu’une borne, donc m est une borne inférieure : ≥ {r}")
                }
                (BoundKind::Upper, Lang::En) => {
                    format!(", where {list} is only a bound, so m is an upper bound: ≤ {r}")
                }
                (BoundKind::Upper, Lang::Fr) => {
                    format!(", où {list} n’est qu’une borne, donc m est une borne supérieure : ≤ {r}")
                }
                (BoundKind::Exact, Lang::En) => format!(", exact although {list} is a bound"),
                (BoundKind::Exact, Lang::Fr) => format!(", exacte bien que {list} soit une borne"),
            });
        }
        s.push('.');
        s
    })
}

/// How the explanation of a chance node's m opens: the slip named, or
/// what a chance node's value is; `plain` the plain mean's terms, count
/// and value.
fn opening(xn: &str, slipped: Option<Slip>, cut: bool, plain: (&str, usize, &str), lang: Lang) -> String {
    let (plain_terms, n, plain_mean) = plain;
    match (slipped, cut, lang) {
        (Some(Slip::Min), _, Lang::En) => "you took the minimum at a chance node, but a chance node is no player: its value is the weighted mean".to_string(),
        (Some(Slip::Min), _, Lang::Fr) => "vous avez pris le minimum en un nœud de hasard, mais un nœud de hasard ne joue pas : sa valeur est la moyenne pondérée".to_string(),
        (Some(Slip::Max), _, Lang::En) => "you took the maximum at a chance node, but a chance node is no player: its value is the weighted mean".to_string(),
        (Some(Slip::Max), _, Lang::Fr) => "vous avez pris le maximum en un nœud de hasard, mais un nœud de hasard ne joue pas : sa valeur est la moyenne pondérée".to_string(),
        (Some(Slip::Plain), _, Lang::En) => format!("you took the plain mean ({plain_terms})/{n} = {plain_mean}, but the outcomes are not equally likely: each counts with its probability, and the weighted mean is"),
        (Some(Slip::Plain), _, Lang::Fr) => format!("vous avez pris la moyenne simple ({plain_terms})/{n} = {plain_mean}, mais les issues ne sont pas équiprobables : chacune compte avec sa probabilité, et la moyenne pondérée est"),
        (None, false, Lang::En) => format!("{xn} is a chance node: its value is the weighted mean"),
        (None, false, Lang::Fr) => format!("{xn} est un nœud de hasard : sa valeur est la moyenne pondérée"),
        (None, true, Lang::En) => format!("{xn} is a chance node that stops early: the weighted mean of the outcomes it searched is"),
        (None, true, Lang::Fr) => format!("{xn} est un nœud de hasard qui s’arrête avant la fin : la moyenne pondérée des issues explorées est"),
    }
}

/// `≤ 3 (C.2)`: the outcomes of `x` that returned only a bound.
fn bounded_outcomes(tree: &Tree, trace: &Trace, x: NodeId) -> Vec<String> {
    tree.children(x)
        .filter(|&c| trace.returned(c).is_some_and(|(_, k)| k != BoundKind::Exact))
        .map(|c| {
            let (k, v) = (
                trace.returned(c).map_or(BoundKind::Exact, |r| r.1),
                trace.returned_exact(c),
            );
            format!("{} ({})", show_exact(k, v.unwrap_or_default()), tree.name(c))
        })
        .collect()
}

/// The kind of value `x` returned.
fn right_kind(trace: &Trace, x: NodeId) -> BoundKind {
    trace.returned(x).map_or(BoundKind::Exact, |(_, k)| k)
}

/// Whether a cut is a chance node's under Star1.
pub(super) fn is_chance_cut(kind: CutKind) -> bool {
    matches!(kind, CutKind::ChanceLow | CutKind::ChanceHigh)
}

/// The Star1 note of the return just before a chance node's cut `c`.
fn sum_before(trace: &Trace, c: &Cut) -> Option<Sum> {
    let k = c.pos.checked_sub(1)?;
    match trace.chance()?.note(k) {
        Some(ChanceNote::Sum(s)) => Some(*s),
        _ => None,
    }
}

/// The test a chance node's cut passed: `hi = S + U·R = 7/4 + 10·¼ =
/// 17/4 ≤ α = 5` (fails low) or `lo = S + L·R = … ≥ β = …`.
pub(super) fn cut_test(trace: &Trace, c: &Cut) -> Option<String> {
    let side = trace.chance()?;
    let s = sum_before(trace, c)?;
    let bound = match side.note(c.pos) {
        Some(ChanceNote::Cut(b)) => *b,
        _ => Ext::from_value(c.bound)?,
    };
    let ties = trace.options().ties;
    let (sum, left) = (num(Ext::Fin(s.sum)), prob(s.left));
    Some(match c.kind {
        CutKind::ChanceLow => format!(
            "hi = S + U·R = {sum} + {}·{left} = {} {} α = {}",
            factor(side.upper),
            num(s.hi),
            ties.op(Player::Min).symbol(),
            num(bound)
        ),
        _ => format!(
            "lo = S + L·R = {sum} + {}·{left} = {} {} β = {}",
            factor(side.lower),
            num(s.lo),
            ties.op(Player::Max).symbol(),
            num(bound)
        ),
    })
}

/// `it fails low after C.2 returns: hi = … ≤ α = 5, so it returns hi =
/// 17/4, an upper bound (≤ 17/4)`.
fn failure(tree: &Tree, trace: &Trace, c: &Cut) -> Text {
    let test = cut_test(trace, c).unwrap_or_default();
    let after = trace
        .step(c.pos.saturating_sub(1))
        .filter(|s| s.kind == StepKind::Return)
        .map(|s| tree.name(s.node))
        .unwrap_or_default();
    let v = trace.chance().and_then(|side| side.value(c.pos)).unwrap_or_default();
    let low = c.kind == CutKind::ChanceLow;
    let bound = show_exact(if low { BoundKind::Upper } else { BoundKind::Lower }, v);
    both(|lang| {
        match (low, lang) {
        (true, Lang::En) => format!("it fails low after {after} returns: {test}, so it stops and returns hi, an upper bound: m is {bound}"),
        (true, Lang::Fr) => format!("il échoue par le bas après le retour de {after} : {test}, donc il s’arrête et renvoie hi, une borne supérieure : m vaut {bound}"),
        (false, Lang::En) => format!("it fails high after {after} returns: {test}, so it stops and returns lo, a lower bound: m is {bound}"),
        (false, Lang::Fr) => format!("il échoue par le haut après le retour de {after} : {test}, donc il s’arrête et renvoie lo, une borne inférieure : m vaut {bound}"),
    }
    })
}

/// An extra cut at `y`, an outcome of chance node `p` entered at `enter`:
/// Star1's interval after the outcome before it did not cross α or β.
pub(super) fn extra_outcome(tree: &Tree, trace: &Trace, y: NodeId, p: NodeId, enter: u32) -> Option<Text> {
    let side = trace.chance()?;
    let yn = tree.name(y);
    let pn = tree.name(p);
    if trace.options().algorithm == Algorithm::Minimax {
        return None;
    }
    let prev = (1..enter).rev().take(4).find_map(|k| match side.note(k) {
        Some(ChanceNote::Sum(s)) if trace.step(k).is_some_and(|st| tree.parent(st.node) == Some(p)) => Some((k, *s)),
        _ => None,
    });
    let (pa, pb) = match side.note(trace.visit_span(p)?.0) {
        Some(ChanceNote::Entered(e)) => (e.alpha, e.beta),
        _ => (Ext::NegInf, Ext::PosInf),
    };
    let Some((k, s)) = prev else {
        return Some(both(|lang| {
            match lang {
            Lang::En => format!("You marked {yn} pruned, but Star1 searches it: it is the first outcome of {pn} (chance node), and a chance node fails only after an outcome has returned."),
            Lang::Fr => format!("Vous avez marqué {yn} comme élagué, mais Star1 l’explore : c’est la première issue de {pn} (nœud de hasard), et un nœud de hasard n’échoue qu’après le retour d’une issue."),
        }
        }));
    };
    let before = trace.step(k).map(|st| tree.name(st.node)).unwrap_or_default();
    let ties = trace.options().ties;
    let (lo_op, hi_op) = (
        negated(ties.op(Player::Max).symbol()),
        negated(ties.op(Player::Min).symbol()),
    );
    let (sum, left) = (num(Ext::Fin(s.sum)), prob(s.left));
    let hi = format!(
        "hi = {sum} + {}·{left} = {} {hi_op} α = {}",
        factor(side.upper),
        num(s.hi),
        num(pa)
    );
    let lo = format!(
        "lo = {sum} + {}·{left} = {} {lo_op} β = {}",
        factor(side.lower),
        num(s.lo),
        num(pb)
    );
    Some(both(|lang| {
        match lang {
        Lang::En => format!("You marked {yn} pruned, but Star1 searches it: after {before} returned, {pn} (chance node) has S = {sum} with {left} left, {hi} and {lo}: it fails neither low nor high."),
        Lang::Fr => format!("Vous avez marqué {yn} comme élagué, mais Star1 l’explore : après le retour de {before}, {pn} (nœud de hasard) a S = {sum} avec {left} restant, {hi} et {lo} : il n’échoue ni par le bas ni par le haut."),
    }
    }))
}

/// The comparison that did not fire.
fn negated(op: &str) -> &'static str {
    match op {
        "≥" => "<",
        ">" => "≤",
        "≤" => ">",
        _ => "≥",
    }
}

/// The hint (level 2) about m at chance node `x`.
pub(super) fn mean_hint(tree: &Tree, trace: &Trace, x: NodeId) -> Text {
    let xn = tree.name(x);
    let star = trace.options().algorithm != Algorithm::Minimax;
    both(|lang| {
        match (star, lang) {
        (false, Lang::En) => format!("{xn} is a chance node: it takes no maximum nor minimum but the mean of its outcomes' values, each weighted by its probability (Σ p·v)."),
        (false, Lang::Fr) => format!("{xn} est un nœud de hasard : il ne prend ni maximum ni minimum mais la moyenne des valeurs de ses issues, chacune pondérée par sa probabilité (Σ p·v)."),
        (true, Lang::En) => format!("{xn} is a chance node: its value is the mean of its outcomes weighted by their probabilities (Σ p·v), unless it fails low (hi = S + U·R ≤ α) or high (lo = S + L·R ≥ β) before its last outcome."),
        (true, Lang::Fr) => format!("{xn} est un nœud de hasard : sa valeur est la moyenne de ses issues pondérées par leurs probabilités (Σ p·v), sauf s’il échoue par le bas (hi = S + U·R ≤ α) ou par le haut (lo = S + L·R ≥ β) avant sa dernière issue."),
    }
    })
}

/// The hint (level 2) about a cut below chance node `p`.
pub(super) fn cut_hint(tree: &Tree, p: NodeId, x: NodeId) -> Text {
    let (pn, xn) = (tree.name(p), tree.name(x));
    both(|lang| {
        match lang {
        Lang::En => format!("After each outcome of {pn} returns, compute S, then hi = S + U·R and lo = S + L·R (R the probability left): {pn} stops as soon as hi ≤ α or lo ≥ β. Does that happen before {xn}?"),
        Lang::Fr => format!("Après le retour de chaque issue de {pn}, calculez S, puis hi = S + U·R et lo = S + L·R (R la probabilité restante) : {pn} s’arrête dès que hi ≤ α ou lo ≥ β. Cela arrive-t-il avant {xn} ?"),
    }
    })
}

/// A wrong or empty α or β at `x`, an outcome of chance node `p`: how
/// Star1 made it, `α = max(Aᵢ, L)` with `Aᵢ = (α − S − U·R)/pᵢ` (β
/// mirrors), with the numbers. `None` when the trace has no note for it.
pub(super) fn outcome_window(tree: &Tree, trace: &Trace, x: NodeId, p: NodeId, alpha: bool) -> Option<Text> {
    let side = trace.chance()?;
    let star = match side.note(trace.visit_span(x)?.0) {
        Some(ChanceNote::Entered(e)) => e.star?,
        _ => return None,
    };
    let (pa, pb) = match side.note(trace.visit_span(p)?.0) {
        Some(ChanceNote::Entered(e)) => (e.alpha, e.beta),
        _ => return None,
    };
    let (xn, pn) = (tree.name(x), tree.name(p));
    // S follows a minus sign: `(4 − (−1/30) − …)`, never `4 − −1/30`.
    let (sum, left, pi) = (factor(Ext::Fin(star.sum)), prob(star.left), prob(star.prob));
    let (letter, big, bound, edge, raw, clipped) = if alpha {
        ("α", "A", side.lower, "L", star.a, star.a.max(side.lower))
    } else {
        ("β", "B", side.upper, "U", star.b, star.b.min(side.upper))
    };
    let formula = if alpha {
        format!(
            "(α − S − U·R)/p = ({} − {sum} − {}·{left})/{pi}",
            num(pa),
            factor(side.upper)
        )
    } else {
        format!(
            "(β − S − L·R)/p = ({} − {sum} − {}·{left})/{pi}",
            num(pb),
            factor(side.lower)
        )
    };
    let (raw, bound, clipped) = (num(raw), num(bound), num(clipped));
    let op = if alpha { "max" } else { "min" };
    Some(both(|lang| {
        match lang {
        Lang::En => format!("{xn} is an outcome of {pn} (chance node), which gives it {letter} = {op}({big}, {edge}) with {big} = {formula} = {raw} and {edge} = {bound}: {letter} = {clipped}."),
        Lang::Fr => format!("{xn} est une issue de {pn} (nœud de hasard), qui lui donne {letter} = {op}({big}, {edge}) avec {big} = {formula} = {raw} et {edge} = {bound} : {letter} = {clipped}."),
    }
    }))
}
