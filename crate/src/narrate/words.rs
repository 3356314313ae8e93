//! The words every sentence shares: a value or a bound as written (or `?`),
//! a node's name and its player's, a list of pruned nodes, where a bound
//! came from (a node, or the window no node set), the names of the kinds
//! of cut, and [`terms`], the names the page reads instead of its own copy.

#[allow(unused_imports)]
use super::*;

/// A value in `lang` (decimal comma in French), or `?` when there is none.
pub(super) fn show_opt(v: Option<Value>, lang: Lang) -> String {
    v.map(|x| show_in(x, lang)).unwrap_or_else(|| "?".into())
}

/// A bound of a window (`3⁺` for the far end of a null window), or `?`.
pub(super) fn bound_opt(v: Option<Value>, lang: Lang) -> String {
    v.map(|x| show_bound(x, lang)).unwrap_or_else(|| "?".into())
}

/// A node's name: its label, or `#id`.
pub(super) fn name(tree: &Tree, id: NodeId) -> String {
    tree.name(id)
}

/// A node's player's name in `lang`.
pub(super) fn player(tree: &Tree, id: NodeId, lang: Lang) -> &'static str {
    player_name(tree.player(id), lang)
}

/// A player's name in `lang`: MAX / MIN, or the seeds' Max / Min.
pub fn player_name(p: Player, lang: Lang) -> &'static str {
    match (p, lang) {
        (Player::Max, Lang::En) => "MAX",
        (Player::Min, Lang::En) => "MIN",
        (Player::Max, Lang::Fr) => "Max",
        (Player::Min, Lang::Fr) => "Min",
    }
}

/// Where a bound came from, as a phrase.
pub(super) fn source(tree: &Tree, trace: &Trace, src: Option<NodeId>, lang: Lang) -> String {
    match (src, lang) {
        (Some(s), Lang::En) => format!("set by {}", name(tree, s)),
        (Some(s), Lang::Fr) => format!("fixé par {}", name(tree, s)),
        (None, _) => the_window(trace, lang).1.into(),
    }
}

/// The window no node set, as the sentences name it: the initial window,
/// or the one the root is searched with by aspiration windows or by a pass
/// of MTD(f). With the article, and without.
pub(super) fn the_window(trace: &Trace, lang: Lang) -> (&'static str, &'static str) {
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

/// Node names separated by commas: what a cut prunes.
pub(super) fn list(tree: &Tree, ids: &[NodeId]) -> String {
    ids.iter().map(|&i| name(tree, i)).collect::<Vec<_>>().join(", ")
}

/// `text` with its first letter in upper case.
pub(super) fn capitalised(text: &str) -> String {
    let mut c = text.chars();
    c.next()
        .map_or_else(String::new, |f| f.to_uppercase().chain(c).collect())
}

/// The engine's names for what the page also names: the algorithms (as its
/// menu lists them) and the two kinds of cut. The page reads these instead
/// of keeping its own copy (`terms` at the wasm boundary).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Terms {
    /// By algorithm name: its title.
    pub algorithms: Names,
    /// `shallow`, `deep` and `window`: the names of the cuts.
    pub cut_kinds: Names,
}

/// Pairs of (key, name) with distinct keys, serialised as one object. A list,
/// not a `BTreeMap`: building a map sorts, and the sort's code is a few
/// kilobytes of the page's first module.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Names(pub Vec<(&'static str, &'static str)>);

impl Serialize for Names {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_map(self.0.iter().map(|(k, v)| (k, v)))
    }
}

/// The names of a cut kind in `lang`, as a noun phrase in lower case.
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

/// The [`Terms`] in `lang`.
pub fn terms(lang: Lang) -> Terms {
    Terms {
        algorithms: Names(Algorithm::ALL.iter().map(|a| (a.name(), a.title(lang))).collect()),
        cut_kinds: Names(vec![
            ("shallow", cut_kind_name(CutKind::Shallow, lang)),
            ("deep", cut_kind_name(CutKind::Deep, lang)),
            ("window", cut_kind_name(CutKind::Window, lang)),
        ]),
    }
}
