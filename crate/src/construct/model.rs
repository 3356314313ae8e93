//! What a challenge is: its [`Kind`] (name, title, level, the progression),
//! its [`Limits`] and [`Goal`], the [`Challenge`] itself, and what the
//! engine answers: a [`Verdict`] and the [`Change`]s a diff lists.

#[allow(unused_imports)]
use super::*;

/// What a challenge asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Kind {
    /// Reorder the children so that α-β evaluates as few leaves as the ideal
    /// ordering.
    OrderFewest,
    /// Reorder the children so that α-β cuts nothing.
    OrderMost,
    /// Give leaf values so that a named node makes a deep cut.
    DeepCut,
    /// Give leaf values so that a named subtree is pruned.
    Prune,
    /// Give leaf values so that nothing is pruned.
    NoPrune,
    /// Give leaf values so that fail-soft and fail-hard return different
    /// values at a named node, the root's value unchanged.
    SoftHard,
    /// Change one leaf so that the best move changes.
    BestMove,
    /// Change one leaf so that a named node's cut disappears.
    CutGone,
    /// Give leaf values so that the seeds' tie rule and the strict one prune
    /// differently.
    Ties,
    /// Give leaf values so that killer moves save leaves.
    Killers,
    /// Build a tree, within a node budget, where the transposition table
    /// saves leaves.
    Tt,
    /// On a tree with chance nodes, give leaf values in [0, 10] so that
    /// Star1 prunes at least k leaves (`docs/chance.md`).
    Star1Prune,
}

impl Kind {
    /// Every kind, in the order of the progression.
    pub const ALL: [Kind; 12] = [
        Kind::OrderFewest,
        Kind::OrderMost,
        Kind::NoPrune,
        Kind::Prune,
        Kind::DeepCut,
        Kind::BestMove,
        Kind::CutGone,
        Kind::SoftHard,
        Kind::Ties,
        Kind::Killers,
        Kind::Tt,
        Kind::Star1Prune,
    ];

    /// Its name in ids.
    pub fn name(self) -> &'static str {
        match self {
            Kind::OrderFewest => "order-fewest",
            Kind::OrderMost => "order-most",
            Kind::DeepCut => "deep-cut",
            Kind::Prune => "prune",
            Kind::NoPrune => "no-prune",
            Kind::SoftHard => "soft-hard",
            Kind::BestMove => "best-move",
            Kind::CutGone => "cut-gone",
            Kind::Ties => "ties",
            Kind::Killers => "killers",
            Kind::Tt => "tt",
            Kind::Star1Prune => "star1-prune",
        }
    }

    /// The kind called `name`.
    pub fn from_name(name: &str) -> Option<Kind> {
        Kind::ALL.into_iter().find(|k| k.name() == name)
    }

    /// Its title, in every language.
    pub fn title(self) -> Text {
        match self {
            Kind::OrderFewest => Text::new("Fewest leaves by ordering", "Le moins de feuilles par l’ordre"),
            Kind::OrderMost => Text::new("No cut by ordering", "Aucune coupure par l’ordre"),
            Kind::DeepCut => Text::new(
                capitalised(&a_cut_kind(CutKind::Deep, Lang::En)),
                capitalised(&a_cut_kind(CutKind::Deep, Lang::Fr)),
            ),
            Kind::Prune => Text::new("Prune a subtree", "Élaguer un sous-arbre"),
            Kind::NoPrune => Text::new("Nothing pruned", "Rien d’élagué"),
            Kind::SoftHard => Text::new("Fail-soft against fail-hard", "Fail-soft contre fail-hard"),
            Kind::BestMove => Text::new("Change the best move", "Changer le meilleur coup"),
            Kind::CutGone => Text::new("Remove a cut", "Supprimer une coupure"),
            Kind::Ties => Text::new("Ties decide a cut", "Les égalités décident d’une coupure"),
            Kind::Killers => Text::new(
                "Killer moves save leaves",
                "Les coups meurtriers économisent des feuilles",
            ),
            Kind::Tt => Text::new(
                "The transposition table saves leaves",
                "La table de transposition économise des feuilles",
            ),
            Kind::Star1Prune => Text::new("Star1 prunes at chance nodes", "Star1 élague aux nœuds de hasard"),
        }
    }

    /// Its level, from 1 (first steps) to 4 (what a course teaches last):
    /// the progression goes through the kinds in [`Kind::ALL`]'s order.
    pub fn level(self) -> u32 {
        match self {
            Kind::OrderFewest | Kind::OrderMost | Kind::NoPrune => 1,
            Kind::Prune | Kind::DeepCut => 2,
            Kind::BestMove | Kind::CutGone => 3,
            Kind::SoftHard | Kind::Ties | Kind::Killers | Kind::Tt | Kind::Star1Prune => 4,
        }
    }

    /// The kind after this one in the progression (the last one wraps).
    pub fn next(self) -> Kind {
        let i = Kind::ALL.iter().position(|&k| k == self).unwrap_or(0);
        Kind::ALL[(i + 1) % Kind::ALL.len()]
    }

    pub(super) fn salt(self) -> u64 {
        let i = Kind::ALL.iter().position(|&k| k == self).unwrap_or(0) as u64;
        0xC0_57_C7_00_u64.wrapping_add(i.wrapping_mul(0x9E37_79B9_7F4A_7C15))
    }
}

/// What the student may change in the starting tree.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase", tag = "may")]
pub enum Limits {
    /// Only the order of each node's children.
    Order,
    /// Any leaf values from `min` to `max`; the shape stays.
    Values {
        /// Smallest value.
        min: i32,
        /// Largest value.
        max: i32,
    },
    /// One leaf's value, from `min` to `max`; the shape stays.
    OneLeaf {
        /// Smallest value.
        min: i32,
        /// Largest value.
        max: i32,
    },
    /// Anything (values from `min` to `max`, order, nodes added or
    /// removed) within `max_nodes` nodes and depth `max_depth`.
    #[serde(rename_all = "camelCase")]
    Budget {
        /// Most nodes.
        max_nodes: usize,
        /// Greatest depth.
        max_depth: u32,
        /// Smallest value.
        min: i32,
        /// Largest value.
        max: i32,
    },
}

/// The goal, with its numbers and named nodes (ids of the starting tree,
/// whose shape every limit but [`Limits::Order`] keeps; the order goals
/// name no node).
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase", tag = "goal")]
pub enum Goal {
    /// α-β evaluates at most `leaves` leaves.
    AtMostLeaves {
        /// The ideal ordering's count.
        leaves: usize,
    },
    /// α-β evaluates every leaf.
    AllLeaves,
    /// `node` makes a deep cut.
    DeepCutAt {
        /// The node that must cut.
        node: NodeId,
    },
    /// `node` is never reached.
    Pruned {
        /// The subtree's root.
        node: NodeId,
    },
    /// Fail-soft and fail-hard return different values at `node`, and the
    /// root's value is `root`.
    SoftHardDiffer {
        /// The node.
        node: NodeId,
        /// The starting tree's root value.
        root: Value,
    },
    /// The root's best move is not `node`.
    BestMoveNot {
        /// The starting tree's best move.
        node: NodeId,
    },
    /// `node` makes no cut.
    NoCutAt {
        /// The node that cuts in the starting tree.
        node: NodeId,
    },
    /// The two tie rules reach different nodes.
    TiesDiffer,
    /// α-β with killer moves evaluates fewer leaves than without.
    KillersSave,
    /// α-β with the transposition table evaluates fewer leaves than without.
    TtSaves,
    /// Star1 (leaves in [0, 10]) prunes at least `leaves` leaves.
    Star1Prunes {
        /// The least number of leaves pruned.
        leaves: usize,
    },
}

/// A challenge.
#[derive(Clone, Debug, PartialEq)]
pub struct Challenge {
    /// `deep-cut-12`.
    pub id: String,
    /// The kind.
    pub kind: Kind,
    /// The seed.
    pub seed: u64,
    /// The starting tree.
    pub start: Tree,
    /// The goal.
    pub goal: Goal,
    /// What may change.
    pub limits: Limits,
    /// A tree that meets the goal within the limits (the generation's).
    pub(super) target: Tree,
}

/// What [`check`] says of a tree.
#[derive(Clone, Debug, PartialEq)]
pub struct Verdict {
    /// Whether the tree keeps to the limits and meets the goal.
    pub met: bool,
    /// Whether the tree keeps to the limits.
    pub within_limits: bool,
    /// What is met and what is missing, with the numbers, first the main
    /// sentence.
    pub lines: Vec<Text>,
}

impl Verdict {
    /// The lines in `lang`, one per line.
    pub fn text(&self, lang: Lang) -> String {
        self.lines.iter().map(|l| l.get(lang)).collect::<Vec<_>>().join("\n")
    }
}

/// A change that [`diff`] lists.
#[derive(Clone, Debug, PartialEq)]
pub struct Change {
    /// The node to change, an id of the tree the diff starts from (`None`
    /// when the whole tree is replaced).
    pub node: Option<NodeId>,
    /// What to do, in every language.
    pub text: Text,
}
