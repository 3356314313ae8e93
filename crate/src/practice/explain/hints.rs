//! The hints: the first mistake revealed in three levels (which node,
//! which test, the answer).

#[allow(unused_imports)]
use super::*;

/// The hint at `level` (1 to 3) about mistake `m`.
pub(in crate::practice) fn hint(tree: &Tree, trace: &Trace, m: &Mistake, level: u8) -> Text {
    if level >= 3 {
        return mistake(tree, trace, m, &mut Shared::default());
    }
    match m.verdict {
        Verdict::Missed | Verdict::Extra => cut_hint(tree, trace, m.node, level),
        _ if m.fields.iter().any(|f| f.field != Field::M) => window_hint(tree, m.node, level),
        _ => m_hint(tree, trace, m.node, level),
    }
}

/// A hint about a missed or an extra cut at `x`: is it reached?
pub(super) fn cut_hint(tree: &Tree, trace: &Trace, x: NodeId, level: u8) -> Text {
    let xn = tree.name(x);
    let Some(p) = tree.parent(x) else {
        return both(|lang| match lang {
            Lang::En => format!("Is {xn} reached?"),
            Lang::Fr => format!("{xn} est-il atteint ?"),
        });
    };
    if level == 1 {
        return both(|lang| match lang {
            Lang::En => format!("Look at {}: is {xn} reached?", who(tree, p, lang)),
            Lang::Fr => format!("Regardez {} : {xn} est-il atteint ?", who(tree, p, lang)),
        });
    }
    if trace.options().depth_limit.is_some_and(|l| tree.depth(x) > l) {
        return both(|lang| match lang {
            Lang::En => "What does the search do with a node at the depth limit P?".into(),
            Lang::Fr => "Que fait la recherche d’un nœud à la profondeur limite P ?".into(),
        });
    }
    if tree.is_chance(p) && trace.options().algorithm != Algorithm::Minimax {
        return chance::cut_hint(tree, p, x);
    }
    if trace.options().algorithm == Algorithm::Minimax {
        return both(|lang| match lang {
            Lang::En => "Does minimax ever skip a child?".into(),
            Lang::Fr => "Minimax saute-t-il jamais un fils ?".into(),
        });
    }
    let player = tree.player(p);
    let letter = Which::tested_at(player).letter();
    let op = trace.options().ties.op(player).symbol();
    let pn = tree.name(p);
    both(|lang| {
        match lang {
        Lang::En => format!(
            "After each child of {pn} returns, compare m with {letter}: {pn} stops as soon as m {op} {letter}. Does that happen before {xn}?"
        ),
        Lang::Fr => format!(
            "Après le retour de chaque fils de {pn}, comparez m à {letter} : {pn} s’arrête dès que m {op} {letter}. Cela arrive-t-il avant {xn} ?"
        ),
    }
    })
}

/// A hint about a wrong α or β at `x`: what it inherits, and from whom.
pub(super) fn window_hint(tree: &Tree, x: NodeId, level: u8) -> Text {
    let xn = tree.name(x);
    if level == 1 {
        return both(|lang| match lang {
            Lang::En => format!("Look at {}: which α and β does it inherit?", who(tree, x, lang)),
            Lang::Fr => format!("Regardez {} : de quels α et β hérite-t-il ?", who(tree, x, lang)),
        });
    }
    both(|lang| match (tree.parent(x), lang) {
        (None, Lang::En) => format!("The root starts with {}.", initial_window(lang)),
        (None, Lang::Fr) => format!("La racine part de {}.", initial_window(lang)),
        (Some(p), Lang::En) => format!(
            "{xn} inherits α and β from {} when it is entered: which node last set each of them?",
            its_parent(&tree.name(p), lang)
        ),
        (Some(p), Lang::Fr) => format!(
            "{xn} hérite de α et β de {} quand on y entre : quel nœud a fixé chacun en dernier ?",
            its_parent(&tree.name(p), lang)
        ),
    })
}

/// A hint about a wrong m at `x`: what it returns, and from which children.
pub(super) fn m_hint(tree: &Tree, trace: &Trace, x: NodeId, level: u8) -> Text {
    if level == 1 {
        return both(|lang| match lang {
            Lang::En => format!("Look at {}: what does it return?", who(tree, x, lang)),
            Lang::Fr => format!("Regardez {} : que renvoie-t-il ?", who(tree, x, lang)),
        });
    }
    if tree.is_chance(x) {
        return chance::mean_hint(tree, trace, x);
    }
    let agg = aggregate(tree.player(x));
    both(|lang| {
        match (trace.options().algorithm, lang) {
        (Algorithm::Minimax, Lang::En) => {
            format!("{} takes the {agg} of its children's values: what does each child return?", who(tree, x, lang))
        }
        (Algorithm::Minimax, Lang::Fr) => {
            format!("{} prend le {agg} des valeurs de ses fils : que renvoie chacun d’eux ?", who(tree, x, lang))
        }
        (_, Lang::En) => format!(
            "{} takes the {agg} of its children's values: which children are evaluated, and does it stop early? A node that stops early, or whose value rests on a child's bound, returns a bound (≥ or ≤).",
            who(tree, x, lang)
        ),
        (_, Lang::Fr) => format!(
            "{} prend le {agg} des valeurs de ses fils : quels fils sont évalués, et s’arrête-t-il avant la fin ? Un nœud qui s’arrête avant la fin, ou dont la valeur repose sur la borne d’un fils, renvoie une borne (≥ ou ≤).",
            who(tree, x, lang)
        ),
    }
    })
}
