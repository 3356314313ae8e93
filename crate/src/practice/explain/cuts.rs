//! A mistake explained: which sentence a mistake gets, and the missed and
//! extra cuts (the cut test that fired, or why none did).

#[allow(unused_imports)]
use super::*;

/// The explanation of one mistake.
pub(in crate::practice) fn mistake(tree: &Tree, trace: &Trace, m: &Mistake, shared: &mut Shared) -> Text {
    match m.verdict {
        Verdict::Missed => missed(tree, trace, m.node, shared),
        Verdict::Extra => extra(tree, trace, m.node),
        _ => {
            let parts: Vec<Text> = m.fields.iter().map(|f| field(tree, trace, m.node, f, shared)).collect();
            both(|lang| parts.iter().map(|t| t.get(lang)).collect::<Vec<_>>().join(" "))
        }
    }
}

/// A missed cut at `y`: the cut test that fired at its parent, the bound's
/// source, shallow or deep, and what was skipped.
pub(super) fn missed(tree: &Tree, trace: &Trace, y: NodeId, shared: &mut Shared) -> Text {
    let Some(c) = trace.pruned_by(y) else {
        return both(|lang| match lang {
            Lang::En => format!(
                "You did not mark {} pruned, but the search never reaches it.",
                tree.name(y)
            ),
            Lang::Fr => format!(
                "Vous n’avez pas marqué {} comme élagué, mais la recherche ne l’atteint jamais.",
                tree.name(y)
            ),
        });
    };
    let p = c.node;
    let (test, after) = fired(tree, trace, c);
    let skipped = shared.skipped(tree, trace, c);
    both(|lang| {
        let at = who(tree, p, lang);
        let src = source(tree, p, c.source, lang);
        let list = skipped.get(lang);
        let kind = a_cut_kind(c.kind, lang);
        let y = tree.name(y);
        let pn = tree.name(p);
        let after = after.map_or_else(String::new, |s| format!("{}, ", after_return(tree, trace, &s, lang)));
        match lang {
            Lang::En => format!(
                "You did not mark {y} pruned, but α-β never reaches it: at {at}, {after}{test}, {src}: {kind}. {pn} stops there and skips {list}."
            ),
            Lang::Fr => format!(
                "Vous n’avez pas marqué {y} comme élagué, mais α-β ne l’atteint jamais : en {at}, {after}{test}, {src} : {kind}. {pn} s’arrête là et élague {list}."
            ),
        }
    })
}

/// The cut test that fired at `c`'s node (`m = 5 ≥ β = 4`), and the step
/// before the cut when it is the return that made m cross the bound.
pub(super) fn fired(tree: &Tree, trace: &Trace, c: &Cut) -> (String, Option<(u32, Step)>) {
    let player = tree.player(c.node);
    let letter = Which::tested_at(player).letter();
    let op = trace.options().ties.op(player).symbol();
    let exact = |k: u32, v: Value| {
        trace
            .chance()
            .and_then(|s| s.value(k))
            .map_or_else(|| show(v), chance::num)
    };
    let test = match chance::is_chance_cut(c.kind)
        .then(|| chance::cut_test(trace, c))
        .flatten()
    {
        Some(test) => test,
        None => {
            let bound = match trace.chance().and_then(|s| s.note(c.pos)) {
                Some(crate::trace::ChanceNote::Cut(b)) => chance::num(*b),
                _ => show(c.bound),
            };
            format!("m = {} {op} {letter} = {bound}", exact(c.pos, c.m))
        }
    };
    let k = c.pos.saturating_sub(1);
    let after = trace
        .step(k)
        .filter(|s| s.kind == StepKind::Return && tree.parent(s.node) == Some(c.node))
        .map(|s| (k, s));
    (test, after)
}

/// `after R.1 returned 5`, the return step `s` (at `k`) said.
pub(super) fn after_return(tree: &Tree, trace: &Trace, (k, s): &(u32, Step), lang: Lang) -> String {
    let v = trace
        .chance()
        .and_then(|c| c.value(*k))
        .map_or_else(|| show(s.value), chance::num);
    match lang {
        Lang::En => format!("after {} returned {v}", tree.name(s.node)),
        Lang::Fr => format!("après le retour de {v} par {}", tree.name(s.node)),
    }
}

/// An extra cut at `y`: the cut test that did not fire at its parent when
/// `y` was reached, or why nothing could be cut there.
pub(super) fn extra(tree: &Tree, trace: &Trace, y: NodeId) -> Text {
    let yn = tree.name(y);
    let Some(p) = tree.parent(y) else {
        return both(|lang| match lang {
            Lang::En => format!("{} every search starts at the root.", marked(&yn, lang)),
            Lang::Fr => format!("{} toute recherche part de la racine.", marked(&yn, lang)),
        });
    };
    let Some((enter, _)) = trace.visit_span(y) else {
        return extra_unreached(tree, trace, y, p);
    };
    if trace.options().algorithm == Algorithm::Minimax {
        return both(|lang| match lang {
            Lang::En => format!("{} minimax evaluates every node: it never prunes.", marked(&yn, lang)),
            Lang::Fr => format!(
                "{} minimax évalue tous les nœuds : il n’élague jamais.",
                marked(&yn, lang)
            ),
        });
    }
    extra_no_cut(tree, trace, y, p, enter)
}

/// `You marked R.1 pruned, but`: how the explanation of an extra cut opens.
pub(super) fn marked(yn: &str, lang: Lang) -> String {
    match lang {
        Lang::En => format!("You marked {yn} pruned, but"),
        Lang::Fr => format!("Vous avez marqué {yn} comme élagué, mais"),
    }
}

/// An extra cut at `y` (child of `p`) that the search never reached and no
/// cut skipped: below the depth limit, or below a node the transposition
/// table answered.
pub(super) fn extra_unreached(tree: &Tree, trace: &Trace, y: NodeId, p: NodeId) -> Text {
    let yn = tree.name(y);
    let limit = trace.options().depth_limit;
    if let Some(limit) = limit.filter(|&l| tree.depth(y) > l) {
        let mut a = y;
        while tree.depth(a) > limit {
            a = tree.parent(a).unwrap_or(0);
        }
        let an = tree.name(a);
        return both(|lang| {
            match lang {
            Lang::En => format!(
                "{} {yn} lies below the depth limit P = {limit}: the search evaluates {an} with h and never expands it, which is not a cut.",
                marked(&yn, lang)
            ),
            Lang::Fr => format!(
                "{} {yn} est sous la profondeur limite P = {limit} : la recherche évalue {an} par h sans le développer, ce qui n’est pas une coupure.",
                marked(&yn, lang)
            ),
        }
        });
    }
    let mut a = p;
    while !trace.visited(a) {
        a = tree.parent(a).unwrap_or(0);
    }
    let an = tree.name(a);
    both(|lang| {
        match lang {
        Lang::En => format!(
            "{} no cut skips it: the transposition table answered {an} from an earlier search of the same position.",
            marked(&yn, lang)
        ),
        Lang::Fr => format!(
            "{} aucune coupure ne l’élague : la table de transposition a répondu pour {an} d’après une recherche antérieure de la même position.",
            marked(&yn, lang)
        ),
    }
    })
}

/// An extra cut at `y`, entered at `enter` under its parent `p`: the cut
/// test that ran before it and did not fire, or that nothing had returned
/// yet.
pub(super) fn extra_no_cut(tree: &Tree, trace: &Trace, y: NodeId, p: NodeId, enter: u32) -> Text {
    let yn = tree.name(y);
    // The sibling that returned last before `y` was entered: the cut test
    // ran after it, and did not fire. It is the step before `y`'s entry,
    // past the bound that fail-soft moves and a killer move's step.
    let mut k = enter.saturating_sub(1);
    while trace
        .step(k)
        .is_some_and(|s| matches!(s.kind, StepKind::Bound | StepKind::Killer))
    {
        k -= 1;
    }
    if tree.is_chance(p) {
        if let Some(text) = chance::extra_outcome(tree, trace, y, p, enter) {
            return text;
        }
    }
    let before = trace
        .step(k)
        .filter(|s| s.kind == StepKind::Return && tree.parent(s.node) == Some(p))
        .map(|s| (k, s));
    let Some(prev) = before else {
        return both(|lang| {
            match lang {
            Lang::En => format!(
                "{} α-β evaluates it: it is the first child of {} that the search tries, and a node is cut only after one of its children has returned.",
                marked(&yn, lang),
                who(tree, p, lang)
            ),
            Lang::Fr => format!(
                "{} α-β l’évalue : c’est le premier fils de {} que la recherche essaie, et un nœud n’est coupé qu’après le retour de l’un de ses fils.",
                marked(&yn, lang),
                who(tree, p, lang)
            ),
        }
        });
    };
    let player = tree.player(p);
    let state = trace.state(p, enter);
    let which = Which::tested_at(player);
    let (bound, src) = match which {
        Which::Alpha => (state.alpha, state.alpha_src),
        Which::Beta => (state.beta, state.beta_src),
    };
    let op = negated(trace.options().ties.op(player));
    let m = state.m.map_or_else(|| "?".into(), show);
    let bound = match trace.chance().and_then(|c| c.note(enter)) {
        Some(crate::trace::ChanceNote::Entered(e)) if trace.chance().is_some() => chance::num(match which {
            Which::Alpha => e.alpha,
            Which::Beta => e.beta,
        }),
        _ => bound.map_or_else(|| "?".into(), show),
    };
    both(|lang| {
        let src = src.map_or_else(String::new, |s| source(tree, p, s, lang));
        let test = format!("m = {m} {op} {} = {bound} ({src})", which.letter());
        let after = after_return(tree, trace, &prev, lang);
        match lang {
            Lang::En => format!(
                "{} α-β evaluates it: when it is reached, {after}, {} has {test}: no cut.",
                marked(&yn, lang),
                who(tree, p, lang)
            ),
            Lang::Fr => format!(
                "{} α-β l’évalue : quand il est atteint, {after}, {} a {test} : pas de coupure.",
                marked(&yn, lang),
                who(tree, p, lang)
            ),
        }
    })
}
