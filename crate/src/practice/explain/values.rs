//! A wrong m explained: what the search gives, how it is computed from
//! the children's values, and why it is exact or only a bound.

#[allow(unused_imports)]
use super::*;

/// A wrong or empty m: the children's values that give it, and why it is
/// exact or a bound.
pub(super) fn wrong_m(tree: &Tree, trace: &Trace, x: NodeId, f: &FieldMistake, shared: &mut Shared) -> Text {
    let xn = tree.name(x);
    let Some((value, kind)) = trace.returned(x) else {
        return both(|lang| format!("{}.", wrote(f, "m", &xn, lang)));
    };
    if tree.is_chance(x) {
        return chance::wrong_mean(tree, trace, x, f);
    }
    let algorithm = trace.options().algorithm;
    let gives = |lang: Lang| search_gives(algorithm, kind, &f.expected, lang);
    // A node the transposition table answered has no children searched.
    let hit = trace
        .visit_span(x)
        .and_then(|(enter, _)| trace.step(enter))
        .is_some_and(|s| s.kind == StepKind::TtHit);
    if hit {
        return both(|lang| {
            let start = wrote(f, "m", &xn, lang);
            match lang {
                Lang::En => format!("{start}; {}: the transposition table answered {xn} from an earlier search of the same position.", gives(lang)),
                Lang::Fr => format!("{start} ; {} : la table de transposition a répondu pour {xn} d’après une recherche antérieure de la même position.", gives(lang)),
            }
        });
    }
    let (reached, pruned) = kids(tree, trace, x);
    let own_cut = pruned.first().and_then(|&c| trace.pruned_by(c)).copied();
    let pruned_list = own_cut.map(|c| shared.skipped(tree, trace, &c));
    // Fail-hard: m starts at the bound it moves (α at MAX, β at MIN).
    let start = trace
        .inherited(x)
        .filter(|_| algorithm == Algorithm::AlphaBetaHard)
        .map(|(a, b, asrc, bsrc)| match tree.player(x) {
            Player::Max => (a, asrc),
            Player::Min => (b, bsrc),
        });
    let computed = how_computed(
        tree,
        trace,
        x,
        &reached,
        start,
        pruned_list.as_ref().map(|t| (pruned.len(), t)),
    );
    let reason = reason(tree, trace, x, (value, kind), &reached, start, own_cut.zip(pruned_list));
    both(|lang| {
        let opening = wrote(f, "m", &xn, lang);
        let (semi, colon) = match lang {
            Lang::En => (";", ":"),
            Lang::Fr => (" ;", " :"),
        };
        let (gives, computed) = (gives(lang), computed.get(lang));
        match reason.as_ref().map(|r| r(lang)) {
            Some(r) => format!("{opening}{semi} {gives}{colon} {computed}{semi} {r}."),
            None => format!("{opening}{semi} {gives}{colon} {computed}."),
        }
    })
}

/// `the search gives ≥ 5, a lower bound`: what the search returned at a
/// node (`expected`, as the student would write it) and its kind.
pub(super) fn search_gives(algorithm: Algorithm, kind: BoundKind, expected: &str, lang: Lang) -> String {
    match (algorithm, kind, lang) {
        (Algorithm::Minimax, _, Lang::En) => format!("the search gives {expected}"),
        (Algorithm::Minimax, _, Lang::Fr) => format!("la recherche donne {expected}"),
        (_, BoundKind::Exact, Lang::En) => format!("the search gives {expected}, exact"),
        (_, BoundKind::Exact, Lang::Fr) => format!("la recherche donne {expected}, valeur exacte"),
        (_, BoundKind::Lower, Lang::En) => format!("the search gives {expected}, a lower bound"),
        (_, BoundKind::Lower, Lang::Fr) => format!("la recherche donne {expected}, une borne inférieure"),
        (_, BoundKind::Upper, Lang::En) => format!("the search gives {expected}, an upper bound"),
        (_, BoundKind::Upper, Lang::Fr) => format!("la recherche donne {expected}, une borne supérieure"),
    }
}

/// How `x`'s m is computed from its `reached` children: from the bound it
/// starts at under fail-hard (`start`), or as their maximum or minimum,
/// with the children its own cut skipped (how many, and their list).
pub(super) fn how_computed(
    tree: &Tree,
    trace: &Trace,
    x: NodeId,
    reached: &[Kid],
    start: Option<(Value, Src)>,
    pruned: Option<(usize, &Text)>,
) -> Text {
    let player = tree.player(x);
    let agg = aggregate(player);
    let values: Vec<String> = reached.iter().map(|k| kid_value(tree, trace, k)).collect();
    let say = |lang: Lang| {
        let who = who(tree, x, lang);
        let list = and_list(&values, lang);
        let mut s = match (start, lang) {
            (Some((m0, _)), Lang::En) => format!(
                "{who} starts with m = {} = {}, then keeps the {agg} of m and each child's value: {list}",
                Which::moved_at(player).letter(),
                show(m0)
            ),
            (Some((m0, _)), Lang::Fr) => format!(
                "{who} part de m = {} = {}, puis garde le {agg} de m et de la valeur de chaque fils : {list}",
                Which::moved_at(player).letter(),
                show(m0)
            ),
            (None, Lang::En) => format!("{who} is the {agg} of {list}"),
            (None, Lang::Fr) => format!("{who} est le {agg} de {list}"),
        };
        if let Some((n, p)) = pruned.map(|(n, t)| (n, t.get(lang))) {
            s.push_str(&match (n, lang) {
                (_, Lang::En) => format!(", with {p} pruned"),
                (1, Lang::Fr) => format!(", {p} étant élagué"),
                (_, Lang::Fr) => format!(", {p} étant élagués"),
            });
        }
        s
    };
    Text::new(say(Lang::En), say(Lang::Fr))
}

/// A sentence still to be said in a language.
pub(super) type Said<'a> = Box<dyn Fn(Lang) -> String + 'a>;

/// Why `x`'s m is exact or a bound, read from what its children returned
/// and from its cut; `None` under minimax, whose values are the children's.
pub(super) fn reason<'a>(
    tree: &'a Tree,
    trace: &'a Trace,
    x: NodeId,
    (value, kind): (Value, BoundKind),
    reached: &[Kid],
    start: Option<(Value, Src)>,
    own_cut: Option<(Cut, Text)>,
) -> Option<Said<'a>> {
    if trace.options().algorithm == Algorithm::Minimax {
        return None;
    }
    if kind == BoundKind::Exact {
        return Some(exact_reason(tree, trace, x, reached));
    }
    let player = tree.player(x);
    // The far side is open because the node cut: MAX proves a lower bound,
    // MIN an upper one.
    let cut_side = matches!(
        (player, kind),
        (Player::Max, BoundKind::Lower) | (Player::Min, BoundKind::Upper)
    );
    if let (true, Some((c, skipped))) = (cut_side, own_cut) {
        return Some(cut_reason(tree, trace, x, (value, kind), c, skipped));
    }
    // Fail-hard: m never left the bound it started at (MAX proves then at
    // most α, MIN at least β).
    let start_side = !cut_side;
    if let (true, Some((m0, src))) = (start_side, start) {
        let beaten = reached.iter().any(|k| {
            k.returned.is_some_and(|(t, _)| match player {
                Player::Max => t > m0,
                Player::Min => t < m0,
            })
        });
        if m0 == value && !beaten {
            return Some(start_reason(tree, x, kind, m0, src));
        }
    }
    Some(child_bound_reason(
        tree,
        trace,
        (shown(trace, x, value), value, kind),
        reached,
        cut_side,
    ))
}

/// `so its true value is at least 5` (a lower bound) or `at most 5`.
pub(super) fn true_value(kind: BoundKind, v: &str, lang: Lang) -> String {
    match (kind, lang) {
        (BoundKind::Lower, Lang::En) => format!("so its true value is at least {v}"),
        (BoundKind::Lower, Lang::Fr) => format!("donc sa vraie valeur est au moins {v}"),
        (_, Lang::En) => format!("so its true value is at most {v}"),
        (_, Lang::Fr) => format!("donc sa vraie valeur est au plus {v}"),
    }
}

/// Why `x`'s value is exact: nothing below it was cut, or no child of it
/// was and the bounds its children returned cannot change its m.
pub(super) fn exact_reason<'a>(tree: &Tree, trace: &Trace, x: NodeId, reached: &[Kid]) -> Said<'a> {
    let xn = tree.name(x);
    let bounded: Vec<String> = reached
        .iter()
        .filter(|k| k.returned.is_some_and(|(_, kind)| kind != BoundKind::Exact))
        .map(|k| kid_value(tree, trace, k))
        .collect();
    let all_exact = bounded.is_empty();
    let below = cut_below(tree, trace, x);
    let agg = aggregate(tree.player(x));
    Box::new(move |lang| match (below, all_exact, lang) {
        (false, _, Lang::En) => format!("nothing below {xn} was cut, so its value is exact"),
        (false, _, Lang::Fr) => format!("rien n’a été élagué sous {xn}, donc sa valeur est exacte"),
        (true, true, Lang::En) => {
            format!("no child of {xn} was pruned and each returned its exact value, so the {agg} is exact")
        }
        (true, true, Lang::Fr) => {
            format!("aucun fils de {xn} n’a été élagué et chacun a renvoyé sa valeur exacte, donc le {agg} est exact")
        }
        (true, false, Lang::En) if bounded.len() == 1 => format!(
            "no child of {xn} was pruned, and the bound {} cannot change the {agg}, so it is exact",
            bounded[0]
        ),
        (true, false, Lang::Fr) if bounded.len() == 1 => format!(
            "aucun fils de {xn} n’a été élagué, et la borne {} ne peut pas changer le {agg}, donc il est exact",
            bounded[0]
        ),
        (true, false, Lang::En) => format!(
            "no child of {xn} was pruned, and the bounds {} cannot change the {agg}, so it is exact",
            and_list(&bounded, lang)
        ),
        (true, false, Lang::Fr) => format!(
            "aucun fils de {xn} n’a été élagué, et les bornes {} ne peuvent pas changer le {agg}, donc il est exact",
            and_list(&bounded, lang)
        ),
    })
}

/// Why `x`'s value is a bound when `x` cut: the test that fired, after
/// which child, and the children `c` skipped.
pub(super) fn cut_reason<'a>(
    tree: &'a Tree,
    trace: &'a Trace,
    x: NodeId,
    (value, kind): (Value, BoundKind),
    c: Cut,
    skipped: Text,
) -> Said<'a> {
    let v = shown(trace, x, value);
    let (test, after) = fired(tree, trace, &c);
    Box::new(move |lang| {
        let src = source(tree, x, c.source, lang);
        let list = skipped.get(lang);
        let tv = true_value(kind, &v, lang);
        let after = after.map_or_else(String::new, |s| format!("{}, ", after_return(tree, trace, &s, lang)));
        match lang {
            Lang::En => format!("{after}{test} ({src}) cut {list}, {tv}"),
            Lang::Fr => format!("{after}{test} ({src}) a coupé {list}, {tv}"),
        }
    })
}

/// Why `x`'s value is a bound under fail-hard: m never left the bound `m0`
/// it started at (set by `src`).
pub(super) fn start_reason(tree: &Tree, x: NodeId, kind: BoundKind, m0: Value, src: Src) -> Said<'_> {
    let player = tree.player(x);
    let letter = Which::moved_at(player).letter();
    let v = show(m0);
    Box::new(move |lang| {
        let src = source(tree, x, src, lang);
        let tv = true_value(kind, &v, lang);
        match (player, lang) {
            (Player::Max, Lang::En) => {
                format!("m started at {letter} = {v} ({src}) and no child returned more, {tv}")
            }
            (Player::Min, Lang::En) => {
                format!("m started at {letter} = {v} ({src}) and no child returned less, {tv}")
            }
            (Player::Max, Lang::Fr) => {
                format!("m est parti de {letter} = {v} ({src}) et aucun fils n’a renvoyé plus, {tv}")
            }
            (Player::Min, Lang::Fr) => {
                format!("m est parti de {letter} = {v} ({src}) et aucun fils n’a renvoyé moins, {tv}")
            }
        }
    })
}

/// Why `x`'s value is a bound otherwise: a child's bound leaves the side
/// open. At MAX, a child that proved only a lower bound (for a lower
/// bound; `cut_side`) or the children that reach m proving only upper
/// bounds (for an upper bound); MIN mirrors.
pub(super) fn child_bound_reason<'a>(
    tree: &Tree,
    trace: &Trace,
    (v, value, kind): (String, Value, BoundKind),
    reached: &[Kid],
    cut_side: bool,
) -> Said<'a> {
    let open_kind = match kind {
        BoundKind::Lower => BoundKind::Lower,
        _ => BoundKind::Upper,
    };
    let culprits: Vec<String> = reached
        .iter()
        .filter(|k| {
            k.returned
                .is_some_and(|(t, kk)| kk == open_kind && (cut_side || t == value))
        })
        .map(|k| kid_value(tree, trace, k))
        .collect();
    if culprits.is_empty() {
        return Box::new(move |lang| {
            let tv = true_value(kind, &v, lang);
            match lang {
                Lang::En => format!("the children's values leave it a bound, {tv}"),
                Lang::Fr => format!("les valeurs des fils en font une borne, {tv}"),
            }
        });
    }
    Box::new(move |lang| {
        let list = and_list(&culprits, lang);
        let tv = true_value(kind, &v, lang);
        let plural = culprits.len() > 1;
        match (open_kind, plural, lang) {
            (BoundKind::Lower, false, Lang::En) => format!("{list} is only a lower bound, {tv}"),
            (BoundKind::Lower, true, Lang::En) => format!("{list} are only lower bounds, {tv}"),
            (_, false, Lang::En) => format!("{list} is only an upper bound, {tv}"),
            (_, true, Lang::En) => format!("{list} are only upper bounds, {tv}"),
            (BoundKind::Lower, false, Lang::Fr) => format!("{list} n’est qu’une borne inférieure, {tv}"),
            (BoundKind::Lower, true, Lang::Fr) => format!("{list} ne sont que des bornes inférieures, {tv}"),
            (_, false, Lang::Fr) => format!("{list} n’est qu’une borne supérieure, {tv}"),
            (_, true, Lang::Fr) => format!("{list} ne sont que des bornes supérieures, {tv}"),
        }
    })
}
