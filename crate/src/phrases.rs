//! The phrase catalogue: the words every kind of sentence shares, in both
//! languages, written once. The narration (`narrate`), practice feedback
//! (`practice`), the construct challenges (`construct`), the figures, the
//! exercise sheets and the command line all call these functions instead of
//! writing the words again: the names of the players and of the kinds of
//! cut (with and without their article), where a bound came from ("set by
//! R", "its parent R", "the initial window", "the leaf bound L"), the
//! algorithms' titles as sheets print them, and numbers as a language
//! writes them (French with a decimal comma, through [`lang::show_in`]).
//! `tests/phrases.rs` fails when one of these phrases is written outside
//! this file.
//!
//! It sits at layer 7, above `trace` and `search` (whose kinds of cut and
//! options it names) and below every module that writes sentences.

use crate::exact::Exact;
use crate::lang::{show_in, Lang};
use crate::options::{Algorithm, Ties};
use crate::trace::{CutKind, Trace};
use crate::tree::Player;
use crate::value::Value;

/// A player's name in `lang`: MAX / MIN, or the seeds' Max / Min.
pub fn player_name(p: Player, lang: Lang) -> &'static str {
    match (p, lang) {
        (Player::Max, Lang::En) => "MAX",
        (Player::Min, Lang::En) => "MIN",
        (Player::Max, Lang::Fr) => "Max",
        (Player::Min, Lang::Fr) => "Min",
    }
}

/// The name of a cut kind in `lang`, as a noun phrase in lower case.
pub fn cut_kind_name(kind: CutKind, lang: Lang) -> &'static str {
    match (kind, lang) {
        (CutKind::Shallow, Lang::En) => "shallow cut",
        (CutKind::Deep, Lang::En) => "deep cut",
        (CutKind::Shallow, Lang::Fr) => "coupure superficielle",
        (CutKind::Deep, Lang::Fr) => "coupure profonde",
        (CutKind::Window, Lang::En) => "cut by the initial window",
        (CutKind::Window, Lang::Fr) => "coupure par la fenêtre initiale",
        (CutKind::Bound, Lang::En) => "cut by a leaf bound",
        (CutKind::Bound, Lang::Fr) => "coupure par une borne des feuilles",
        (CutKind::ChanceLow, Lang::En) => "chance node failing low",
        (CutKind::ChanceLow, Lang::Fr) => "échec par le bas d’un nœud de hasard",
        (CutKind::ChanceHigh, Lang::En) => "chance node failing high",
        (CutKind::ChanceHigh, Lang::Fr) => "échec par le haut d’un nœud de hasard",
        (CutKind::ProbeHigh, Lang::En) => "chance node failing high on its probes",
        (CutKind::ProbeHigh, Lang::Fr) => "échec par le haut d’un nœud de hasard sur ses sondages",
        (CutKind::ProbeLow, Lang::En) => "chance node failing low on its probes",
        (CutKind::ProbeLow, Lang::Fr) => "échec par le bas d’un nœud de hasard sur ses sondages",
    }
}

/// The name of a cut kind with its indefinite article: "a shallow cut",
/// « une coupure superficielle », « un échec par le bas … ».
pub fn a_cut_kind(kind: CutKind, lang: Lang) -> String {
    let article = match (kind, lang) {
        (_, Lang::En) => "a",
        (CutKind::Shallow | CutKind::Deep | CutKind::Window | CutKind::Bound, Lang::Fr) => "une",
        (_, Lang::Fr) => "un",
    };
    format!("{article} {}", cut_kind_name(kind, lang))
}

/// `text` with its first letter in upper case (a phrase opening a sentence).
pub fn capitalised(text: &str) -> String {
    let mut c = text.chars();
    c.next()
        .map_or_else(String::new, |f| f.to_uppercase().chain(c).collect())
}

/// A bound set by the node `name`: "set by R".
pub fn set_by(name: &str, lang: Lang) -> String {
    match lang {
        Lang::En => format!("set by {name}"),
        Lang::Fr => format!("fixé par {name}"),
    }
}

/// A bound set by the node `name`, which is the cut node's parent:
/// "set by R, its parent".
pub fn set_by_parent(name: &str, lang: Lang) -> String {
    match lang {
        Lang::En => format!("set by {name}, its parent"),
        Lang::Fr => format!("fixé par {name}, son père"),
    }
}

/// A bound set by the node `name` itself: "set by R itself".
pub fn set_by_itself(name: &str, lang: Lang) -> String {
    match lang {
        Lang::En => format!("set by {name} itself"),
        Lang::Fr => format!("fixé par {name} lui-même"),
    }
}

/// A bound set higher than the parent: "set by R further up and handed
/// down unchanged".
pub fn set_further_up(name: &str, lang: Lang) -> String {
    match lang {
        Lang::En => format!("set by {name} further up and handed down unchanged"),
        Lang::Fr => format!("fixé plus haut par {name} et transmis sans changement"),
    }
}

/// A node's parent, named: "its parent R", « son père R ».
pub fn its_parent(name: &str, lang: Lang) -> String {
    match lang {
        Lang::En => format!("its parent {name}"),
        Lang::Fr => format!("son père {name}"),
    }
}

/// The window no node set, when the search has no other: "the initial
/// window", « la fenêtre initiale ».
pub fn initial_window(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "the initial window",
        Lang::Fr => "la fenêtre initiale",
    }
}

/// The window no node set, as the sentences name it: the initial window,
/// or the one the root is searched with by aspiration windows or by a pass
/// of MTD(f). With the article, and without.
pub fn the_window(trace: &Trace, lang: Lang) -> (&'static str, &'static str) {
    let o = trace.options();
    match (o.algorithm == Algorithm::Mtdf, o.aspiration.is_some(), lang) {
        (true, _, Lang::En) => ("the pass’s null window", "null window of the pass"),
        (true, _, Lang::Fr) => ("la fenêtre nulle de la passe", "fenêtre nulle de la passe"),
        (false, true, Lang::En) => ("the aspiration window", "aspiration window"),
        (false, true, Lang::Fr) => ("la fenêtre d’aspiration", "fenêtre d’aspiration"),
        (false, false, Lang::En) => ("the initial window", "initial window"),
        (false, false, Lang::Fr) => ("la fenêtre initiale", "fenêtre initiale"),
    }
}

/// A leaf bound, by its letter (or its letter and value): "the leaf bound
/// U", « la borne des feuilles U ».
pub fn leaf_bound(letter: &str, lang: Lang) -> String {
    match lang {
        Lang::En => format!("the leaf bound {letter}"),
        Lang::Fr => format!("la borne des feuilles {letter}"),
    }
}

/// A number as `lang` writes it: `−3`, `2.5` in English, `2,5` in French.
pub fn number(v: Value, lang: Lang) -> String {
    show_in(v, lang)
}

/// An algorithm's title as the exercise sheets print it (LaTeX); the
/// page's and the narration's titles are [`Algorithm::title`].
pub fn algorithm_tex_title(a: Algorithm, lang: Lang) -> &'static str {
    match (a, lang) {
        (Algorithm::Minimax, _) => "minimax",
        (Algorithm::AlphaBeta, Lang::En) => "$\\alpha$-$\\beta$ fail-soft",
        (Algorithm::AlphaBeta, Lang::Fr) => "$\\alpha$-$\\beta$ (fail-soft)",
        (Algorithm::AlphaBetaHard, Lang::En) => "$\\alpha$-$\\beta$ fail-hard",
        (Algorithm::AlphaBetaHard, Lang::Fr) => "$\\alpha$-$\\beta$ (fail-hard)",
        (Algorithm::Pvs, Lang::En) => "PVS (principal variation search)",
        (Algorithm::Pvs, Lang::Fr) => "PVS (recherche de la variation principale)",
        (Algorithm::Mtdf, _) => "MTD(f)",
        (Algorithm::Star2, _) => "Star2",
    }
}

/// The tie rule as the exercise sheets state it.
pub fn ties_rule(t: Ties, lang: Lang) -> &'static str {
    match (t, lang) {
        (Ties::Prune, Lang::En) => "cut on equality",
        (Ties::Prune, Lang::Fr) => "coupure en cas d’égalité",
        (Ties::Strict, Lang::En) => "cut only on strict inequality",
        (Ties::Strict, Lang::Fr) => "coupure seulement sur inégalité stricte",
    }
}

/// A probability's Unicode fraction (`½`, `⅓`, `⅙`, …), when Unicode has
/// one: the narration and the practice feedback write probabilities so.
pub fn vulgar(p: Exact) -> Option<&'static str> {
    const VULGAR: [(i128, i128, &str); 15] = [
        (1, 2, "½"),
        (1, 3, "⅓"),
        (2, 3, "⅔"),
        (1, 4, "¼"),
        (3, 4, "¾"),
        (1, 5, "⅕"),
        (2, 5, "⅖"),
        (3, 5, "⅗"),
        (4, 5, "⅘"),
        (1, 6, "⅙"),
        (5, 6, "⅚"),
        (1, 8, "⅛"),
        (3, 8, "⅜"),
        (5, 8, "⅝"),
        (7, 8, "⅞"),
    ];
    VULGAR
        .iter()
        .find(|&&(n, d, _)| p.numer() == n && p.denom() == d)
        .map(|&(_, _, s)| s)
}
