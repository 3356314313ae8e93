//! The narration's own helpers over the phrase catalogue (`crate::phrases`,
//! which holds the words themselves): a value or a bound as written (or
//! `?`), a node's name and its player's, a list of pruned nodes, where a
//! bound came from, and [`terms`], the names the page reads instead of its
//! own copy.

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

/// Where a bound came from, as a phrase.
pub(super) fn source(tree: &Tree, trace: &Trace, src: Option<NodeId>, lang: Lang) -> String {
    match src {
        Some(s) => set_by(&name(tree, s), lang),
        None => the_window(trace, lang).1.into(),
    }
}

/// Node names separated by commas: what a cut prunes.
pub(super) fn list(tree: &Tree, ids: &[NodeId]) -> String {
    ids.iter().map(|&i| name(tree, i)).collect::<Vec<_>>().join(", ")
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
