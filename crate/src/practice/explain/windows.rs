//! A wrong or empty field: what the student wrote, and a wrong α or β
//! explained by where the window came from.

#[allow(unused_imports)]
use super::*;

/// One wrong or empty field of node `x`.
pub(super) fn field(tree: &Tree, trace: &Trace, x: NodeId, f: &FieldMistake, shared: &mut Shared) -> Text {
    match f.field {
        Field::M => wrong_m(tree, trace, x, f, shared),
        Field::Alpha | Field::Beta => wrong_window(tree, trace, x, f),
    }
}

/// `You wrote ≤ 13 at R.2` / `You left m empty at R.2`.
pub(in crate::practice) fn wrote(f: &FieldMistake, what: &str, name: &str, lang: Lang) -> String {
    match (&f.given, lang) {
        (Some(g), Lang::En) if what == "m" => format!("You wrote {g} at {name}"),
        (Some(g), Lang::Fr) if what == "m" => format!("Vous avez écrit {g} en {name}"),
        (Some(g), Lang::En) => format!("You wrote {what} = {g} at {name}"),
        (Some(g), Lang::Fr) => format!("Vous avez écrit {what} = {g} en {name}"),
        (None, Lang::En) => format!("You left {what} empty at {name}"),
        (None, Lang::Fr) => format!("Vous avez laissé {what} vide en {name}"),
    }
}

/// A wrong or empty α or β: what `x` inherits, from which parent, set by
/// whom.
pub(super) fn wrong_window(tree: &Tree, trace: &Trace, x: NodeId, f: &FieldMistake) -> Text {
    let which = if f.field == Field::Alpha {
        Which::Alpha
    } else {
        Which::Beta
    };
    let letter = which.letter();
    let xn = tree.name(x);
    let Some((a, b, asrc, bsrc)) = trace.inherited(x) else {
        return both(|lang| format!("{}.", wrote(f, letter, &xn, lang)));
    };
    let (value, src) = match which {
        Which::Alpha => (a, asrc),
        Which::Beta => (b, bsrc),
    };
    let v = f.expected.clone();
    if let Some(p) = tree.parent(x).filter(|&p| tree.is_chance(p)) {
        if let Some(why) = chance::outcome_window(tree, trace, x, p, which == Which::Alpha) {
            return both(|lang| {
                format!(
                    "{}{} {}",
                    wrote(f, letter, &xn, lang),
                    if lang == Lang::En { ";" } else { " ;" },
                    why.get(lang)
                )
            });
        }
    }
    if let (Some(b), Some(p)) = (src.leaf_bound(), tree.parent(x)) {
        return from_leaf_bound(f, (letter, &xn, &v), &tree.name(p), b.letter());
    }
    let setter = setter_child(tree, trace, x, value, src);
    both(|lang| {
        let start = wrote(f, letter, &xn, lang);
        let iw = initial_window(lang);
        let Some(p) = tree.parent(x) else {
            return match lang {
                Lang::En => format!("{start}; the search starts at the root with {iw}: {letter} = {v}."),
                Lang::Fr => format!("{start} ; la recherche part de la racine avec {iw} : {letter} = {v}."),
            };
        };
        let pn = tree.name(p);
        let par = its_parent(&pn, lang);
        let head = match lang {
            Lang::En => format!("{start}; {xn} inherits {letter} = {v} from {par}"),
            Lang::Fr => format!("{start} ; {xn} hérite de {letter} = {v}, transmis par {par}"),
        };
        let by = set_by_itself(&pn, lang);
        match (src.get(), &setter, lang) {
            (None, _, Lang::En) => format!("{head}, which holds it from {iw}."),
            (None, _, Lang::Fr) => format!("{head}, qui le tient de {iw}."),
            (Some(s), Some(c), Lang::En) if s == p => format!("{head}, {by}: its m after {c} returned {v}."),
            (Some(s), Some(c), Lang::Fr) if s == p => {
                format!("{head}, {by} : sa valeur m après le retour de {v} par {c}.")
            }
            (Some(s), None, Lang::En) if s == p => format!("{head}, {by}: its m when {xn} is entered."),
            (Some(s), None, Lang::Fr) if s == p => format!("{head}, {by} : sa valeur m quand on entre dans {xn}."),
            (Some(s), _, _) => format!("{head}, {}.", set_further_up(&tree.name(s), lang)),
        }
    })
}

/// A wrong α or β (`letter` = `v` at `xn`) that `xn`'s parent `pn` holds
/// from the leaf bound `bound` (L or U, `docs/chance.md`).
pub(super) fn from_leaf_bound(f: &FieldMistake, (letter, xn, v): (&str, &str, &str), pn: &str, bound: &str) -> Text {
    both(|lang| {
        let start = wrote(f, letter, xn, lang);
        let (par, lb) = (its_parent(pn, lang), leaf_bound(bound, lang));
        match lang {
            Lang::En => format!("{start}; {xn} inherits {letter} = {v} from {par}, which holds it from {lb}: no leaf is worth less than L nor more than U."),
            Lang::Fr => format!("{start} ; {xn} hérite de {letter} = {v}, transmis par {par}, qui le tient de {lb} : aucune feuille ne vaut moins que L ni plus que U."),
        }
    })
}

/// When `x`'s parent set the bound `value` itself (`src`), the name of the
/// child whose return gave the parent that m: m only moves one way (up at
/// MAX, down at MIN), so the first position where it reaches the bound is
/// found by bisection in the parent's own timeline, and its step is that
/// child's return.
pub(super) fn setter_child(tree: &Tree, trace: &Trace, x: NodeId, value: Value, src: Src) -> Option<String> {
    let p = tree.parent(x).filter(|&p| src.get() == Some(p))?;
    let (mut lo, mut hi) = (trace.visit_span(p)?.0, trace.visit_span(x)?.0);
    let reached = |k: u32| {
        trace.state(p, k).m.is_some_and(|m| match tree.player(p) {
            Player::Max => m >= value,
            Player::Min => m <= value,
        })
    };
    if !reached(hi) {
        return None;
    }
    while lo < hi {
        let mid = lo + (hi - lo) / 2;
        if reached(mid) {
            hi = mid;
        } else {
            lo = mid + 1;
        }
    }
    trace
        .step(lo)
        .filter(|s| s.kind == StepKind::Return && tree.parent(s.node) == Some(p) && s.value == value)
        .map(|s| tree.name(s.node))
}
