//! Built-in trees: the worked examples of the seeds.
//!
//! Each preset names the text it comes from. `tests/presets.rs` checks that
//! the engine tells the same story as the text (which leaves are evaluated,
//! which cuts happen and of which kind, the root value).

use serde::Serialize;

/// A built-in tree.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Preset {
    /// The name the CLI and the URL use.
    pub name: &'static str,
    /// A title in English.
    pub title_en: &'static str,
    /// A title in French.
    pub title_fr: &'static str,
    /// A title that gives nothing of the search away (no counts, no kind
    /// of cut), for practice mode, in English.
    pub plain_en: &'static str,
    /// The same in French.
    pub plain_fr: &'static str,
    /// Which seed text it follows.
    pub source: &'static str,
    /// The tree.
    pub notation: &'static str,
    /// The depth limit the example is meant to be searched with.
    pub depth_limit: Option<u32>,
    /// The leaf bounds L and U of Star1 it is meant to be searched with
    /// (chance trees, `docs/chance.md`).
    pub bounds: Option<(i32, i32)>,
    /// What the example teaches, in English: the page adds it to the
    /// narration before the first step and after the last (the wasm
    /// `presets()` carries it); `None` for the examples whose steps say it
    /// all.
    pub lesson_en: Option<&'static str>,
    /// The same in French.
    pub lesson_fr: Option<&'static str>,
}

/// Every preset, in the order the page lists them.
pub const PRESETS: &[Preset] = &[
    Preset {
        name: "schema6bis",
        title_en: "Checkers tutorial, diagram 6 bis: 11 of 27 leaves",
        title_fr: "Tutoriel de dames, schéma n° 6 bis : 11 positions sur 27",
        plain_en: "Checkers tutorial, diagram 6 bis",
        plain_fr: "Tutoriel de dames, schéma n° 6 bis",
        source: "seed 004",
        // The text gives C1 = (2, 1, 5), C2 starting with 6, C3 with 8, C4's
        // maximum 4 and C7 = (2, 1, 3); the other values are filled so that
        // full minimax agrees (B2 ≤ 4, B3 ≤ 3, root 5).
        notation: "A:[B1:[C1:[2, 1, 5], C2:[6, 2, 9], C3:[8, 3, 7]], \
                   B2:[C4:[1, 4, 2], C5:[7, 6, 8], C6:[9, 5, 3]], \
                   B3:[C7:[2, 1, 3], C8:[4, 8, 6], C9:[7, 2, 5]]]",
        depth_limit: None,
        bounds: None,
        lesson_en: None,
        lesson_fr: None,
    },
    Preset {
        name: "fig25a",
        title_en: "Shallow cut: u = max{5, v}, v = min{4, …}",
        title_fr: "Coupure superficielle : u = max{5, v}, v = min{4, …}",
        plain_en: "Seed 001, first figure",
        plain_fr: "Texte 001, première figure",
        source: "seed 000, figure 25 (a)",
        notation: "u:[5, v:[4, 6, 8]]",
        depth_limit: None,
        bounds: None,
        lesson_en: None,
        lesson_fr: None,
    },
    Preset {
        name: "fig25b",
        title_en: "Deep cut: the bound 5 comes from u, two levels up",
        title_fr: "Coupure profonde : la borne 5 vient de u, deux niveaux plus haut",
        plain_en: "Seed 001, second figure",
        plain_fr: "Texte 001, deuxième figure",
        source: "seed 000, figure 25 (b)",
        notation: "u:[5, v:[w:[3, y:[4, 6, 8]]]]",
        depth_limit: None,
        bounds: None,
        lesson_en: None,
        lesson_fr: None,
    },
    Preset {
        name: "classic",
        title_en: "The classic 3×3 tree",
        title_fr: "L’arbre classique 3×3",
        plain_en: "The classic 3×3 tree",
        plain_fr: "L’arbre classique 3×3",
        source: "seed 001",
        notation: "[[3, 12, 8], [2, 4, 6], [14, 5, 2]]",
        depth_limit: None,
        bounds: None,
        lesson_en: None,
        lesson_fr: None,
    },
    Preset {
        name: "exercise",
        title_en: "Exercise: complete the tree with α-β and name the pruned vertices",
        title_fr: "Exercice : compléter l’arbre avec α-β et préciser les sommets élagués",
        plain_en: "Exercise of seed 003",
        plain_fr: "Exercice du texte 003",
        source: "seed 003",
        notation: "[[[[5, 6], [7, 4]], [[3, 8], [6, 9]]], [[[8, 9], [1, 2]], [[2, 7], [4, 3]]]]",
        depth_limit: None,
        bounds: None,
        lesson_en: None,
        lesson_fr: None,
    },
    Preset {
        name: "horizon",
        title_en: "Depth limit P = 2: nodes at depth 2 are evaluated with h",
        title_fr: "Profondeur limite P = 2 : les nœuds de profondeur 2 sont évalués par h",
        plain_en: "Depth limit P = 2, with h",
        plain_fr: "Profondeur limite P = 2, avec h",
        source: "seeds 001, 002, 003",
        // h on the depth-1 nodes too (each the value the search at P = 2
        // finds there: 2, 1 and 3), so that iterative deepening, whose
        // first iteration stops at depth 1, works on this tree.
        notation: "[[[3, 5] h=4, [1, 9] h=2] h=2, [[0, 7] h=1, [6, 2] h=6] h=1, [[8, 8] h=5, [4, 3] h=3] h=3]",
        depth_limit: Some(2),
        bounds: None,
        lesson_en: None,
        lesson_fr: None,
    },
    Preset {
        name: "killers",
        title_en: "Killer moves: the move that cut under B2 is tried first under B3 (10 → 8 leaves)",
        title_fr: "Coups meurtriers : le coup qui a coupé sous B2 est essayé en premier sous B3 (10 → 8 feuilles)",
        plain_en: "Three MIN nodes of four moves",
        plain_fr: "Trois nœuds Min de quatre coups",
        source: "seed 004",
        // B2's third move (1 ≤ α = 3) cuts; with killer moves, B3 tries its
        // third move first (2 ≤ 3) and skips three leaves instead of one.
        notation: "A:[B1:[3, 5, 4, 6], B2:[6, 7, 1, 5], B3:[8, 9, 2, 4]]",
        depth_limit: None,
        bounds: None,
        lesson_en: None,
        lesson_fr: None,
    },
    Preset {
        name: "deepening",
        title_en: "Iterative deepening: the search at depth 1 orders the search at depth 2 (9 → 5 leaves)",
        title_fr:
            "Recherche itérative : la recherche à la profondeur 1 ordonne celle à la profondeur 2 (9 → 5 feuilles)",
        plain_en: "Three MIN nodes with h",
        plain_fr: "Trois nœuds Min avec h",
        source: "seed 004",
        // Given worst first, α-β cuts nothing (9 leaves); the depth-1
        // iteration rates B3 best by its h, and the last search, B3 first,
        // cuts B2 and B1 after one leaf each.
        notation: "A:[B1:[2, 7, 9] h=2, B2:[4, 8, 6] h=4, B3:[6, 9, 7] h=6]",
        depth_limit: None,
        bounds: None,
        lesson_en: None,
        lesson_fr: None,
    },
];

/// Trees with chance nodes (`docs/chance.md`). Kept apart from
/// [`PRESETS`] until the figures (TikZ, forest, Beamer), the negamax view
/// and the page draw chance nodes, since every preset of that list goes
/// through them; [`find`] knows them, so `--preset expectimax` works.
pub const CHANCE_PRESETS: &[Preset] = &[
    Preset {
        name: "expectimax",
        title_en: "Expectimax: ½·8 + ⅓·24 + ⅙·(−12) = 10 (Berkeley CS188)",
        title_fr: "Expectimax : ½·8 + ⅓·24 + ⅙·(−12) = 10 (Berkeley CS188)",
        plain_en: "MAX over two chance nodes",
        plain_fr: "Max au-dessus de deux nœuds de hasard",
        source: "Berkeley CS188, expectimax",
        // CS188's chance node is worth 10; the other one 2/3·3 + 1/3·15 = 7,
        // so MAX takes the first.
        notation: "A:[B:chance[1/2: 8, 1/3: 24, 1/6: -12], C:chance[2/3: 3, 1/3: 15]]",
        depth_limit: None,
        bounds: None,
        lesson_en: None,
        lesson_fr: None,
    },
    Preset {
        name: "star1",
        title_en: "Star1: with leaves in [0, 10], C fails low after one outcome",
        title_fr: "Star1 : feuilles dans [0, 10], C échoue par le bas après une issue",
        plain_en: "MAX over two chance nodes, leaves in [0, 10]",
        plain_fr: "Max au-dessus de deux nœuds de hasard, feuilles dans [0, 10]",
        source: "Ballard 1983; Hauk, Buro and Schaeffer 2004",
        // B is worth 5, so α = 5 at C. C's first outcome is 0: even if the
        // other half were worth U = 10, C could not pass ½·0 + ½·10 = 5 ≤ α,
        // so it fails low and skips two outcomes. With U = 12 the bound is
        // 6 > 5, and C searches every outcome (`tests/chance.rs`).
        notation: "A:[B:chance[1/2: 6, 1/2: 4], C:chance[1/2: 0, 1/4: 9, 1/4: 7]]",
        depth_limit: None,
        bounds: Some((0, 10)),
        lesson_en: None,
        lesson_fr: None,
    },
    Preset {
        name: "star2",
        title_en: "Star2: C's probes fail low after two first replies, 4 leaves instead of Star1's 6",
        title_fr: "Star2 : les sondages de C échouent par le bas après deux premières réponses, 4 feuilles au lieu des 6 de Star1",
        plain_en: "MAX over a MIN node and a chance node of MIN nodes, leaves in [0, 10]",
        plain_fr: "Max au-dessus d’un nœud Min et d’un nœud de hasard de nœuds Min, feuilles dans [0, 10]",
        source: "Ballard 1983; Hauk, Buro and Schaeffer 2004",
        // B is worth 5, so α = 5 at C. C's outcomes are MIN nodes, so each
        // probe (its first reply) bounds it from above: C.1 ≤ 2, C.2 ≤ 3,
        // and C ≤ ½·2 + ¼·3 + ¼·10 = 17/4 ≤ 5 fails low before C.3 and
        // before any second reply. Star1 searches C.1 in full (2, 9, 4)
        // and C.2's first reply before failing low: 6 leaves to Star2's 4
        // (`docs/chance.md`, "Star2"; `tests/star2.rs`).
        notation: "A:[B:[5, 7], C:chance[1/2: [2, 9, 4], 1/4: [3, 8, 6], 1/4: [7, 1, 5]]]",
        depth_limit: None,
        bounds: Some((0, 10)),
        lesson_en: None,
        lesson_fr: None,
    },
    Preset {
        name: "aima-order",
        title_en: "Order is not enough (AIMA §5.5): a1 = 2.1 beats a2 = 1.3",
        title_fr: "L’ordre ne suffit pas (AIMA §5.5) : a1 = 2,1 bat a2 = 1,3",
        plain_en: "MAX over two chance nodes of 0.9 and 0.1",
        plain_fr: "Max au-dessus de deux nœuds de hasard de 0,9 et 0,1",
        source: "Russell and Norvig, AIMA §5.5, order-preserving transformation",
        // a1 = 0.9·2 + 0.1·3 = 2.1, a2 = 0.9·1 + 0.1·4 = 1.3: MAX plays a1.
        // `aima-order-warped` maps the leaves by an increasing, non-linear
        // function and the decision flips (`tests/chance.rs`).
        notation: "R:[a1:chance[0.9: 2, 0.1: 3], a2:chance[0.9: 1, 0.1: 4]]",
        depth_limit: None,
        bounds: None,
        lesson_en: Some(
            "a1 = 0.9·2 + 0.1·3 = 2.1 and a2 = 0.9·1 + 0.1·4 = 1.3: MAX plays a1. A chance node's value is a \
             mean, and only a change a·x + b (a > 0) of every leaf keeps the order of every mean (the mean \
             of a·x + b is a·mean + b): an increasing map that is not linear may flip the choice (preset \
             aima-order-warped).",
        ),
        lesson_fr: Some(
            "a1 = 0,9·2 + 0,1·3 = 2,1 et a2 = 0,9·1 + 0,1·4 = 1,3 : Max joue a1. La valeur d’un nœud de \
             hasard est une moyenne, et seule une transformation a·x + b (a > 0) de toutes les feuilles \
             garde l’ordre de toutes les moyennes (la moyenne de a·x + b est a·moyenne + b) : une fonction \
             croissante non affine peut changer le choix (préréglage aima-order-warped).",
        ),
    },
    Preset {
        name: "aima-order-warped",
        title_en: "The same order, another decision: leaves 20, 30 | 1, 400, a2 = 40.9 beats a1 = 21",
        title_fr: "Même ordre, autre décision : feuilles 20, 30 | 1, 400, a2 = 40,9 bat a1 = 21",
        plain_en: "MAX over two chance nodes of 0.9 and 0.1, other leaves",
        plain_fr: "Max au-dessus de deux nœuds de hasard de 0,9 et 0,1, autres feuilles",
        source: "Russell and Norvig, AIMA §5.5, order-preserving transformation",
        // `aima-order`'s leaves through 1 → 1, 2 → 20, 3 → 30, 4 → 400
        // (increasing, not linear): a1 = 0.9·20 + 0.1·30 = 21,
        // a2 = 0.9·1 + 0.1·400 = 40.9, so MAX plays a2.
        notation: "R:[a1:chance[0.9: 20, 0.1: 30], a2:chance[0.9: 1, 0.1: 400]]",
        depth_limit: None,
        bounds: None,
        lesson_en: Some(
            "The leaves of aima-order through 1 → 1, 2 → 20, 3 → 30, 4 → 400: the same order, but a1 = \
             0.9·20 + 0.1·30 = 21 and a2 = 0.9·1 + 0.1·400 = 40.9, so MAX plays a2. Only a·x + b with a > 0 \
             keeps every mean's order, so only it surely keeps expectiminimax's decision; any increasing map \
             keeps minimax's.",
        ),
        lesson_fr: Some(
            "Les feuilles de aima-order passées par 1 → 1, 2 → 20, 3 → 30, 4 → 400 : le même ordre, mais a1 \
             = 0,9·20 + 0,1·30 = 21 et a2 = 0,9·1 + 0,1·400 = 40,9, donc Max joue a2. Seule a·x + b avec a > \
             0 garde l’ordre de toutes les moyennes, donc elle seule garde sûrement la décision de \
             l’expectiminimax ; toute fonction croissante garde celle du minimax.",
        ),
    },
];

/// The preset called `name`.
///
/// ```
/// let p = alphabeta::presets::find("classic").unwrap();
/// assert_eq!(alphabeta::notation::parse(p.notation).unwrap().leaf_count(), 9);
/// ```
pub fn find(name: &str) -> Option<&'static Preset> {
    all().find(|p| p.name == name)
}

/// Every preset, the seeds' first, then the chance trees': the list the
/// page's menu and `alphabeta preset --list` show.
pub fn all() -> impl Iterator<Item = &'static Preset> {
    PRESETS.iter().chain(CHANCE_PRESETS)
}
