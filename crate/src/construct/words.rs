//! The challenges' words, in every language: a goal and the limits as
//! sentences, leaves counted, where a cut's bound came from, and the cut
//! test's symbol and letter.

#[allow(unused_imports)]
use super::*;

pub(super) fn both(lang_text: impl Fn(Lang) -> String) -> Text {
    Text::new(lang_text(Lang::En), lang_text(Lang::Fr))
}

pub(super) fn fr(lang: Lang) -> bool {
    lang == Lang::Fr
}

pub(super) fn leaves_word(n: usize, lang: Lang) -> String {
    match (lang, n) {
        (Lang::En, 1) => "1 leaf".into(),
        (Lang::En, n) => format!("{n} leaves"),
        (Lang::Fr, 1) => "1 feuille".into(),
        (Lang::Fr, n) => format!("{n} feuilles"),
    }
}

impl Challenge {
    /// The goal, as a sentence in every language.
    pub fn goal_text(&self) -> Text {
        let t = &self.start;
        let give = Text::new(
            "Give the leaves values such that",
            "Donnez aux feuilles des valeurs telles que",
        );
        match self.goal {
            Goal::AtMostLeaves { leaves } => both(|l| {
                let w = leaves_word(leaves, l);
                if fr(l) {
                    format!("Réordonnez les enfants pour que α-β évalue au plus {w} (l’ordre idéal).")
                } else {
                    format!("Reorder the children so that α-β evaluates at most {w} (the ideal ordering).")
                }
            }),
            Goal::AllLeaves => {
                let n = t.leaf_count();
                let how = match self.limits {
                    Limits::Order => Text::new("Reorder the children so that", "Réordonnez les enfants pour que"),
                    _ => give,
                };
                Text::new(
                    format!("{} α-β prunes nothing: all {n} leaves evaluated.", how.en),
                    format!("{} α-β n’élague rien : les {n} feuilles évaluées.", how.fr),
                )
            }
            Goal::DeepCutAt { node } => {
                let n = t.name(node);
                Text::new(
                    format!("{} {n} makes {}.", give.en, a_cut_kind(CutKind::Deep, Lang::En)),
                    format!("{} {n} fasse {}.", give.fr, a_cut_kind(CutKind::Deep, Lang::Fr)),
                )
            }
            Goal::Pruned { node } => {
                let n = t.name(node);
                let (what_en, what_fr) = if t.is_leaf(node) { ("the leaf", "la feuille") } else { ("the subtree", "le sous-arbre") };
                Text::new(
                    format!("{} α-β prunes {what_en} {n}.", give.en),
                    format!("{} α-β élague {what_fr} {n}.", give.fr),
                )
            }
            Goal::SoftHardDiffer { node, root } => {
                let n = t.name(node);
                both(|l| {
                    let r = show_in(root, l);
                    if fr(l) {
                        format!("{} fail-soft et fail-hard renvoient des valeurs différentes en {n}, la valeur de la racine restant {r}.", give.fr)
                    } else {
                        format!("{} fail-soft and fail-hard return different values at {n}, while the root’s value stays {r}.", give.en)
                    }
                })
            }
            Goal::BestMoveNot { node } => {
                let n = t.name(node);
                Text::new(
                    format!("Change one leaf so that the best move is no longer {n}."),
                    format!("Changez une seule feuille pour que le meilleur coup ne soit plus {n}."),
                )
            }
            Goal::NoCutAt { node } => both(|l| match (l, t.name(node)) {
                (Lang::En, n) => format!("Change one leaf so that the cut at {n} disappears."),
                (Lang::Fr, n) => format!("Changez une seule feuille pour que la coupure en {n} disparaisse."),
            }),
            Goal::TiesDiffer => Text::new(
                format!("{} the seeds’ tie rule (cut on equality) and the strict rule prune differently.", give.en),
                format!("{} la règle des sources (coupure sur égalité) et la règle stricte élaguent différemment.", give.fr),
            ),
            Goal::KillersSave => Text::new(
                format!("{} α-β with killer moves evaluates fewer leaves than without.", give.en),
                format!("{} α-β avec les coups meurtriers évalue moins de feuilles que sans.", give.fr),
            ),
            Goal::Star1Prunes { leaves } => star1_goal(leaves, &give),
            Goal::TtSaves => Text::new(
                "Build a tree where α-β with the transposition table evaluates fewer leaves than without: a position must come back.",
                "Construisez un arbre où α-β avec la table de transposition évalue moins de feuilles que sans : une position doit revenir.",
            ),
        }
    }

    /// What may change, as a sentence in every language.
    pub fn limits_text(&self) -> Text {
        let range = |min: i32, max: i32, l: Lang| (number(Value::int(min), l), number(Value::int(max), l));
        match self.limits {
            Limits::Order => Text::new(
                "Only the order of children may change.",
                "Seul l’ordre des enfants peut changer.",
            ),
            Limits::Values { min, max } => both(|l| match (l, range(min, max, l)) {
                (Lang::En, (min, max)) => format!("Only leaf values may change, from {min} to {max}; the shape stays."),
                (Lang::Fr, (min, max)) => {
                    format!("Seules les valeurs des feuilles peuvent changer, de {min} à {max} ; la forme reste.")
                }
            }),
            Limits::OneLeaf { min, max } => both(|l| match (l, range(min, max, l)) {
                (Lang::En, (min, max)) => format!("Only one leaf’s value may change, from {min} to {max}."),
                (Lang::Fr, (min, max)) => format!("Seule la valeur d’une feuille peut changer, de {min} à {max}."),
            }),
            Limits::Budget {
                max_nodes,
                max_depth,
                min,
                max,
            } => both(|l| {
                match (l, range(min, max, l)) {
                (Lang::En, (min, max)) => format!("Anything may change (values from {min} to {max}, order, nodes added or removed) within {max_nodes} nodes and depth {max_depth}."),
                (Lang::Fr, (min, max)) => format!("Tout peut changer (valeurs de {min} à {max}, ordre, nœuds ajoutés ou supprimés) dans la limite de {max_nodes} nœuds et de la profondeur {max_depth}."),
            }
            }),
        }
    }
}

/// "its parent P" or "A, above its parent P" for a cut's bound's source.
pub(super) fn source_text(tree: &Tree, cut: &Cut) -> Text {
    match cut.source.get() {
        None => both(|l| initial_window(l).into()),
        Some(s) => {
            let n = tree.name(s);
            match cut.kind {
                CutKind::Shallow => both(|l| its_parent(&n, l)),
                _ => {
                    let p = tree.parent(cut.node).map(|p| tree.name(p)).unwrap_or_default();
                    both(|l| match l {
                        Lang::En => format!("{n}, above {}", its_parent(&p, l)),
                        Lang::Fr => format!("{n}, au-dessus de {}", its_parent(&p, l)),
                    })
                }
            }
        }
    }
}

/// The seeds' cut test at `node` (the challenges cut on equality).
pub(super) fn cut_op(tree: &Tree, node: NodeId) -> &'static str {
    Ties::Prune.op(tree.player(node)).symbol()
}

pub(super) fn bound_letter(tree: &Tree, node: NodeId) -> &'static str {
    match tree.player(node) {
        Player::Max => "β",
        Player::Min => "α",
    }
}
