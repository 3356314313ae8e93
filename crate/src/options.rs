//! What a search depends on besides the tree: the algorithm, the tie rule,
//! the depth limit and the initial window.
//!
//! The names of the algorithms and tie rules are written here once: the
//! CLI's flags, the JSON contract and the wasm boundary all read and write
//! them through serde (`"minimax"`, `"alphabeta"`, `"alphabeta-hard"`;
//! `"prune"`, `"strict"`). [`OptionsSpec`] is the form a caller hands in
//! (every field optional, unknown fields refused) and [`Options`] the form
//! the search runs with.

use crate::error::{Kind, Localised};
use crate::lang::Lang;
use crate::tree::{NodeId, Player, Tree};
use crate::value::Value;
use serde::{Deserialize, Serialize};
use std::fmt;

/// Which search to run.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Algorithm {
    /// Plain minimax: every node within the depth limit is visited.
    #[serde(rename = "minimax")]
    Minimax,
    /// α-β fail-soft, as seed 001 (TOUR-MAX/TOUR-MIN) and seed 003's Python:
    /// m starts at −∞ (MAX) or +∞ (MIN), and α/β move after each child.
    #[serde(rename = "alphabeta", alias = "alphabeta-soft", alias = "fail-soft")]
    AlphaBeta,
    /// α-β fail-hard, as seed 000's C function: m starts at α (MAX) or β
    /// (MIN) and is itself the bound handed to the next child.
    #[serde(rename = "alphabeta-hard", alias = "fail-hard")]
    AlphaBetaHard,
    /// Principal variation search (NegaScout): α-β fail-soft whose first
    /// child gets the full window and every other child first a null-window
    /// test, searched again with the full window when the test fails high
    /// (low at MIN). See `search::pvs` and `docs/windows.md`.
    #[serde(rename = "pvs", alias = "negascout")]
    Pvs,
    /// MTD(f): null-window α-β searches of the root with memory (the
    /// transposition table), each proving a bound, until the bounds meet.
    /// See `search::mtdf` and `docs/windows.md`.
    #[serde(rename = "mtdf")]
    Mtdf,
    /// Star2 (Ballard 1983, as Hauk, Buro and Schaeffer list it in 2004):
    /// on a regular tree with chance nodes, each chance node first probes
    /// every outcome's first reply, which bounds the outcome from one side
    /// and may make the chance node fail at once; then it runs Star1 with
    /// those bounds in place of L or U. Decision nodes run fail-soft α-β,
    /// and a tree without chance nodes is searched as by `alphabeta`. See
    /// `search::chance` and `docs/chance.md`.
    #[serde(rename = "star2")]
    Star2,
}

/// The value that `names` gives `s`, the name a reader wrote.
fn lookup<T: Copy>(names: &[(&str, T)], s: &str) -> Option<T> {
    names.iter().find(|(name, _)| *name == s).map(|&(_, t)| t)
}

impl Algorithm {
    /// Every algorithm, in the order the page lists them.
    pub const ALL: [Algorithm; 6] = [
        Algorithm::Minimax,
        Algorithm::AlphaBeta,
        Algorithm::AlphaBetaHard,
        Algorithm::Pvs,
        Algorithm::Mtdf,
        Algorithm::Star2,
    ];

    /// The name the CLI, the URL and the JSON use.
    pub fn name(self) -> &'static str {
        match self {
            Algorithm::Minimax => "minimax",
            Algorithm::AlphaBeta => "alphabeta",
            Algorithm::AlphaBetaHard => "alphabeta-hard",
            Algorithm::Pvs => "pvs",
            Algorithm::Mtdf => "mtdf",
            Algorithm::Star2 => "star2",
        }
    }

    /// Every name an algorithm is read by: [`Algorithm::name`] and the
    /// aliases `alphabeta-soft`, `fail-soft`, `fail-hard`, `negascout`.
    const NAMES: [(&'static str, Algorithm); 10] = [
        ("minimax", Algorithm::Minimax),
        ("alphabeta", Algorithm::AlphaBeta),
        ("alphabeta-soft", Algorithm::AlphaBeta),
        ("fail-soft", Algorithm::AlphaBeta),
        ("alphabeta-hard", Algorithm::AlphaBetaHard),
        ("fail-hard", Algorithm::AlphaBetaHard),
        ("negascout", Algorithm::Pvs),
        ("pvs", Algorithm::Pvs),
        ("mtdf", Algorithm::Mtdf),
        ("star2", Algorithm::Star2),
    ];

    /// Parses a name as [`Algorithm::name`] writes it (and the aliases
    /// `alphabeta-soft`, `fail-soft`, `fail-hard`).
    pub fn from_name(s: &str) -> Option<Algorithm> {
        lookup(&Self::NAMES, s)
    }

    /// Whether the search visits some nodes again (PVS's re-searches,
    /// Star2's search phase after its probes), so its trace keeps several
    /// visits per node.
    pub fn researches(self) -> bool {
        matches!(self, Algorithm::Pvs | Algorithm::Star2)
    }

    /// The title a reader sees, in `lang` (the narration's "Ready" sentence
    /// and the page's algorithm menu).
    pub fn title(self, lang: Lang) -> &'static str {
        match (self, lang) {
            (Algorithm::Minimax, _) => "minimax",
            (Algorithm::AlphaBeta, Lang::Fr) => "α-β (fail-soft, u part de ∓∞)",
            (Algorithm::AlphaBeta, Lang::En) => "α-β fail-soft (u starts at ∓∞)",
            (Algorithm::AlphaBetaHard, Lang::Fr) => "α-β (fail-hard, m part de α ou β)",
            (Algorithm::AlphaBetaHard, Lang::En) => "α-β fail-hard (m starts at α or β)",
            (Algorithm::Pvs, Lang::Fr) => "PVS (recherche de la variation principale, fenêtres nulles)",
            (Algorithm::Pvs, Lang::En) => "PVS (principal variation search, null windows)",
            (Algorithm::Mtdf, Lang::Fr) => "MTD(f) (tests à fenêtre nulle avec mémoire)",
            (Algorithm::Mtdf, Lang::En) => "MTD(f) (null-window tests with memory)",
            (Algorithm::Star2, Lang::Fr) => "Star2 (α-β, sondages puis Star1 aux nœuds de hasard)",
            (Algorithm::Star2, Lang::En) => "Star2 (α-β, probes then Star1 at chance nodes)",
        }
    }
}

/// How a cut treats equality.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Ties {
    /// Cut on equality: `m ≥ β` at MAX, `m ≤ α` at MIN (all five seeds).
    Prune,
    /// Cut only on strict inequality: `m > β`, `m < α` (some courses).
    Strict,
}

impl Ties {
    /// `"prune"` or `"strict"`.
    pub fn name(self) -> &'static str {
        match self {
            Ties::Prune => "prune",
            Ties::Strict => "strict",
        }
    }

    /// Every name a tie rule is read by: [`Ties::name`]'s.
    const NAMES: [(&'static str, Ties); 2] = [("prune", Ties::Prune), ("strict", Ties::Strict)];

    /// Parses a name as [`Ties::name`] writes it.
    pub fn from_name(s: &str) -> Option<Ties> {
        lookup(&Self::NAMES, s)
    }

    /// The comparison a cut at a node of `player` uses under this rule.
    pub fn op(self, player: Player) -> CutOp {
        match (player, self) {
            (Player::Max, Ties::Prune) => CutOp::Ge,
            (Player::Max, Ties::Strict) => CutOp::Gt,
            (Player::Min, Ties::Prune) => CutOp::Le,
            (Player::Min, Ties::Strict) => CutOp::Lt,
        }
    }
}

/// The comparison that fires a cut: `m ≥ β`, `m > β` at MAX; `m ≤ α`,
/// `m < α` at MIN. Serialised as the symbol.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum CutOp {
    /// `≥`.
    #[serde(rename = "≥")]
    Ge,
    /// `>`.
    #[serde(rename = ">")]
    Gt,
    /// `≤`.
    #[serde(rename = "≤")]
    Le,
    /// `<`.
    #[serde(rename = "<")]
    Lt,
}

impl CutOp {
    /// The symbol, as the page and the narration write it.
    pub fn symbol(self) -> &'static str {
        match self {
            CutOp::Ge => "≥",
            CutOp::Gt => ">",
            CutOp::Le => "≤",
            CutOp::Lt => "<",
        }
    }

    /// The symbol in TeX math.
    pub fn tex(self) -> &'static str {
        match self {
            CutOp::Ge => "\\geq",
            CutOp::Gt => ">",
            CutOp::Le => "\\leq",
            CutOp::Lt => "<",
        }
    }

    /// Whether `m` fires the cut against `bound`.
    pub fn fires(self, m: Value, bound: Value) -> bool {
        match self {
            CutOp::Ge => m >= bound,
            CutOp::Gt => m > bound,
            CutOp::Le => m <= bound,
            CutOp::Lt => m < bound,
        }
    }
}

/// Everything a search depends on besides the tree.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Options {
    /// The algorithm.
    pub algorithm: Algorithm,
    /// The tie rule for cuts.
    pub ties: Ties,
    /// The depth limit P: a node at depth P is evaluated with its h (or its
    /// value, for a leaf) instead of being expanded.
    pub depth_limit: Option<u32>,
    /// The initial α (default −∞).
    pub alpha: Value,
    /// The initial β (default +∞).
    pub beta: Value,
    /// Iterative deepening (seed 004's *recherche itérative*): search at
    /// depths 1, 2, … P − 1 first, each iteration trying every node's
    /// children in the order of the values the previous one found; the
    /// trace is the last iteration's, at depth P, with one `Deepen` step per
    /// earlier iteration. Off by default.
    pub deepening: bool,
    /// Killer moves (seed 004's *coups meurtriers*): a move that caused a
    /// cut is tried first among the children of the nodes searched next at
    /// the same depth, each time with a `Killer` step. Off by default.
    pub killers: bool,
    /// Memoisation (seed 003): a transposition table keyed by the node's
    /// subtree (in a game tree, the position and the depth left), so a
    /// position reached again by another order of moves is answered from
    /// the table when its stored value decides the node (off by default).
    pub tt: bool,
    /// Aspiration windows at the root: a guess g and a half-width δ > 0.
    /// The root is first searched with (g − δ, g + δ) (within the initial
    /// window); when its value falls outside, the failed side is widened
    /// to the initial window's bound and the root searched again. With
    /// iterative deepening, the guess is the previous iteration's value.
    /// Off (`None`) by default. See `docs/windows.md`.
    pub aspiration: Option<(Value, Value)>,
    /// The leaf bounds L ≤ U of Star1 at chance nodes (`docs/chance.md`):
    /// every leaf (and h) lies in [L, U]. `None`: L = −∞, U = +∞, so a
    /// chance node can cut only on its last child.
    pub bounds: Option<(Value, Value)>,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            algorithm: Algorithm::AlphaBeta,
            ties: Ties::Prune,
            depth_limit: None,
            alpha: Value::NEG_INF,
            beta: Value::POS_INF,
            deepening: false,
            killers: false,
            tt: false,
            aspiration: None,
            bounds: None,
        }
    }
}

/// The options as a caller writes them (`{algo, ties, depth, alpha, beta,
/// deepening, killers, tt, aspiration}`,
/// every field optional, `null` as good as absent): the wasm boundary reads
/// this with serde, so an unknown field or value is an error, never a
/// silent default.
#[derive(Clone, Copy, Debug, Default, PartialEq, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields, default)]
pub struct OptionsSpec {
    /// The algorithm (default α-β fail-soft).
    pub algo: Option<Algorithm>,
    /// The tie rule (default: prune on equality).
    pub ties: Option<Ties>,
    /// The depth limit P.
    pub depth: Option<u32>,
    /// The initial α (default −∞).
    pub alpha: Option<Value>,
    /// The initial β (default +∞).
    pub beta: Option<Value>,
    /// Iterative deepening (default off).
    pub deepening: Option<bool>,
    /// Killer moves (default off).
    pub killers: Option<bool>,
    /// The transposition table (default off).
    pub tt: Option<bool>,
    /// Aspiration windows at the root (default off): `{guess, delta}`.
    pub aspiration: Option<AspirationSpec>,
    /// The leaf bounds of Star1 at chance nodes (default none):
    /// `{lower, upper}`.
    pub bounds: Option<BoundsSpec>,
}

/// The leaf bounds L and U as a caller writes them (`docs/chance.md`);
/// `Options::validate` refuses L > U and a leaf outside them.
#[derive(Clone, Copy, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BoundsSpec {
    /// L.
    pub lower: Value,
    /// U.
    pub upper: Value,
}

/// Aspiration windows as a caller writes them: the guess g and the
/// half-width δ of the first window (g − δ, g + δ); `Options::validate`
/// refuses δ ≤ 0 and minimax.
#[derive(Clone, Copy, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AspirationSpec {
    /// The guess g.
    pub guess: Value,
    /// The half-width δ.
    pub delta: Value,
}

impl From<OptionsSpec> for Options {
    fn from(s: OptionsSpec) -> Options {
        let d = Options::default();
        Options {
            algorithm: s.algo.unwrap_or(d.algorithm),
            ties: s.ties.unwrap_or(d.ties),
            depth_limit: s.depth,
            alpha: s.alpha.unwrap_or(d.alpha),
            beta: s.beta.unwrap_or(d.beta),
            deepening: s.deepening.unwrap_or(d.deepening),
            killers: s.killers.unwrap_or(d.killers),
            tt: s.tt.unwrap_or(false),
            aspiration: s.aspiration.map(|a| (a.guess, a.delta)),
            bounds: s.bounds.map(|b| (b.lower, b.upper)),
        }
    }
}

/// Options that do not fit the tree.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OptionsError {
    /// The depth limit reaches an inner node that has no h.
    MissingH {
        /// The node.
        node: NodeId,
        /// Its name (label or path).
        name: String,
        /// The depth limit.
        depth: u32,
    },
    /// Iterative deepening's earlier iteration at `depth` stops at an inner
    /// node that has no h.
    DeepeningNeedsH {
        /// The node.
        node: NodeId,
        /// Its name (label or path).
        name: String,
        /// The depth of that earlier iteration.
        depth: u32,
    },
    /// The initial window is empty or inverted (α ≥ β). An empty window
    /// (α = β) would make the bounds ambiguous when cuts fire on equality.
    BadWindow,
    /// Aspiration windows need δ > 0 and a search that reads windows (not
    /// minimax).
    BadAspiration,
    /// The leaf bounds have L > U.
    BadBounds,
    /// A leaf (or an h) lies outside the leaf bounds [L, U].
    OutsideBounds {
        /// The node.
        node: NodeId,
        /// Its name.
        name: String,
        /// Its value, as the notation writes it.
        value: String,
        /// L and U, as the notation writes them.
        bounds: (String, String),
    },
    /// On a tree with chance nodes: an algorithm or a technique that does
    /// not run there yet (its name, as the CLI writes it).
    ChanceUnsupported(&'static str),
    /// On a tree with chance nodes: an infinite leaf or h (the mean of
    /// +∞ and −∞ is undefined).
    ChanceInfinite {
        /// The node.
        node: NodeId,
        /// Its name.
        name: String,
    },
    /// Star2 on a tree that is not regular: the chance node `node` has a
    /// child that breaks the rule (`docs/chance.md`, "Star2").
    Star2Irregular {
        /// The chance node.
        node: NodeId,
        /// Its name.
        name: String,
        /// The child at fault.
        child: NodeId,
        /// Its name.
        child_name: String,
        /// What is wrong with it.
        why: Irregular,
    },
    /// On a tree with chance nodes: a number that exact arithmetic cannot
    /// hold (a decimal too long, or a sum, product or quotient past 2¹²⁰
    /// in numerator or denominator), found at `node`.
    ChanceOverflow {
        /// The node where it was found.
        node: NodeId,
        /// Its name.
        name: String,
    },
}

/// Why a tree is not regular, as Star2 needs it: every child of a chance
/// node is a decision node (MAX or MIN, with children of its own, not at
/// the depth limit), and the children of one chance node are the same
/// player's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Irregular {
    /// The child is a leaf.
    Leaf,
    /// The child is an inner node that the depth limit evaluates with h.
    AtDepthLimit,
    /// The child is itself a chance node.
    Chance,
    /// The child's player differs from its elder sibling's (named).
    Players(String),
}

impl Localised for OptionsError {
    fn kind(&self) -> Kind {
        Kind::Options
    }

    fn message(&self, lang: Lang) -> String {
        match (self, lang) {
            (OptionsError::MissingH { name, depth, .. }, Lang::En) => format!(
                "the depth limit {depth} stops at the inner node {name}, which has no heuristic value: write it as [...] h=VALUE"
            ),
            (OptionsError::MissingH { name, depth, .. }, Lang::Fr) => format!(
                "la profondeur limite {depth} s’arrête au nœud interne {name}, qui n’a pas de valeur heuristique : écrivez-le [...] h=VALEUR"
            ),
            (OptionsError::DeepeningNeedsH { name, depth, .. }, Lang::En) => format!(
                "iterative deepening first searches to depth {depth}, where the inner node {name} has no heuristic value: write it as [...] h=VALUE, or turn iterative deepening off"
            ),
            (OptionsError::DeepeningNeedsH { name, depth, .. }, Lang::Fr) => format!(
                "la recherche itérative cherche d’abord jusqu’à la profondeur {depth}, où le nœud interne {name} n’a pas de valeur heuristique : écrivez-le [...] h=VALEUR, ou désactivez la recherche itérative"
            ),
            (OptionsError::BadWindow, Lang::En) => "the initial window needs α < β".into(),
            (OptionsError::BadWindow, Lang::Fr) => "la fenêtre initiale doit vérifier α < β".into(),
            (OptionsError::BadAspiration, Lang::En) => {
                "an aspiration window needs δ > 0 and an α-β search (minimax reads no window)".into()
            }
            (OptionsError::BadAspiration, Lang::Fr) => {
                "une fenêtre d’aspiration demande δ > 0 et une recherche α-β (minimax ne lit aucune fenêtre)".into()
            }
            (e, lang) => chance_message(e, lang),
        }
    }

    fn node(&self) -> Option<u32> {
        match self {
            OptionsError::MissingH { node, .. } | OptionsError::DeepeningNeedsH { node, .. } => Some(*node),
            OptionsError::OutsideBounds { node, .. }
            | OptionsError::ChanceInfinite { node, .. }
            | OptionsError::ChanceOverflow { node, .. } => Some(*node),
            // The place shown is the child's, which breaks the rule.
            OptionsError::Star2Irregular { child, .. } => Some(*child),
            OptionsError::BadWindow
            | OptionsError::BadAspiration
            | OptionsError::BadBounds
            | OptionsError::ChanceUnsupported(_) => None,
        }
    }
}

/// The messages of the errors about leaf bounds and chance nodes.
fn chance_message(e: &OptionsError, lang: Lang) -> String {
    match (e, lang) {
        (OptionsError::BadBounds, Lang::En) => "the leaf bounds need L ≤ U".into(),
        (OptionsError::BadBounds, Lang::Fr) => "les bornes des feuilles doivent vérifier L ≤ U".into(),
        (OptionsError::OutsideBounds { name, value, bounds: (l, u), .. }, Lang::En) => format!(
            "the value {value} of {name} lies outside the leaf bounds [{l}, {u}]: Star1 would prune on a false premise"
        ),
        (OptionsError::OutsideBounds { name, value, bounds: (l, u), .. }, Lang::Fr) => format!(
            "la valeur {value} de {name} sort des bornes des feuilles [{l} ; {u}] : Star1 élaguerait sur une prémisse fausse"
        ),
        (OptionsError::ChanceUnsupported(what), Lang::En) => format!(
            "{what} does not run on a tree with chance nodes yet: choose minimax (expectiminimax), alphabeta (α-β with Star1 at chance nodes) or star2 (Star2, on regular trees), without killer moves, iterative deepening, the transposition table or aspiration windows"
        ),
        (OptionsError::ChanceUnsupported(what), Lang::Fr) => format!(
            "{what} ne s’exécute pas encore sur un arbre avec des nœuds de hasard : choisissez minimax (expectiminimax), alphabeta (α-β avec Star1 aux nœuds de hasard) ou star2 (Star2, sur les arbres réguliers), sans coups meurtriers, recherche itérative, table de transposition ni fenêtres d’aspiration"
        ),
        (OptionsError::ChanceInfinite { name, .. }, Lang::En) => format!(
            "{name} is infinite, on a tree with chance nodes: a mean of +∞ and −∞ is undefined, so values there must be finite"
        ),
        (OptionsError::ChanceInfinite { name, .. }, Lang::Fr) => format!(
            "{name} est infini, dans un arbre avec des nœuds de hasard : la moyenne de +∞ et −∞ n’est pas définie, donc les valeurs y sont finies"
        ),
        (OptionsError::ChanceOverflow { name, .. }, Lang::En) => format!(
            "at {name}, a value needs more than exact arithmetic on 128-bit integers holds (numerator or denominator above 2^120): use fewer decimals or simpler probabilities"
        ),
        (OptionsError::ChanceOverflow { name, .. }, Lang::Fr) => format!(
            "en {name}, une valeur demande plus que l’arithmétique exacte sur des entiers de 128 bits ne peut tenir (numérateur ou dénominateur au-delà de 2^120) : utilisez moins de décimales ou des probabilités plus simples"
        ),
        (OptionsError::Star2Irregular { .. }, _) => star2_message(e, lang),
        // The other errors have their messages in `message`.
        (_, _) => String::new(),
    }
}

/// The message of [`OptionsError::Star2Irregular`].
fn star2_message(e: &OptionsError, lang: Lang) -> String {
    let OptionsError::Star2Irregular {
        name,
        child_name: c,
        why,
        ..
    } = e
    else {
        return String::new();
    };
    let what = match (why, lang) {
        (Irregular::Leaf, Lang::En) => format!("has a leaf child {c}"),
        (Irregular::Leaf, Lang::Fr) => format!("a pour fils la feuille {c}"),
        (Irregular::AtDepthLimit, Lang::En) => format!("has a child {c} at the depth limit, evaluated as a leaf"),
        (Irregular::AtDepthLimit, Lang::Fr) => {
            format!("a pour fils {c}, à la profondeur limite, évalué comme une feuille")
        }
        (Irregular::Chance, Lang::En) => format!("has a chance node child {c}"),
        (Irregular::Chance, Lang::Fr) => format!("a pour fils le nœud de hasard {c}"),
        (Irregular::Players(first), Lang::En) => {
            format!("has children of both players ({first} and {c} do not play the same side)")
        }
        (Irregular::Players(first), Lang::Fr) => {
            format!("a des fils des deux joueurs ({first} et {c} ne jouent pas pour le même camp)")
        }
    };
    match lang {
        Lang::En => format!(
            "Star2 needs a regular tree: chance node {name} {what}. Every outcome of a chance node must be a MAX node, or every one a MIN node, whose first reply Star2 probes; alphabeta (Star1) runs on any tree"
        ),
        Lang::Fr => format!(
            "Star2 demande un arbre régulier : le nœud de hasard {name} {what}. Les issues d’un nœud de hasard doivent être toutes des nœuds Max, ou toutes des nœuds Min, dont Star2 sonde la première réponse ; alphabeta (Star1) s’exécute sur tout arbre"
        ),
    }
}

impl fmt::Display for OptionsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message(Lang::En))
    }
}

impl std::error::Error for OptionsError {}

impl Options {
    /// Checks that the options fit `tree`.
    ///
    /// # Errors
    ///
    /// [`OptionsError::MissingH`] for the first inner node (in pre-order) at
    /// the depth limit without h; [`OptionsError::DeepeningNeedsH`] with
    /// iterative deepening, for one at any depth from 1 to P − 1, since an
    /// earlier iteration stops there; [`OptionsError::BadWindow`] if α ≥ β.
    pub fn validate(&self, tree: &Tree) -> Result<(), OptionsError> {
        if self.alpha >= self.beta {
            return Err(OptionsError::BadWindow);
        }
        if let Some((_, d)) = self.aspiration {
            if d <= Value::int(0) || self.algorithm == Algorithm::Minimax {
                return Err(OptionsError::BadAspiration);
            }
        }
        self.validate_chance(tree)?;
        // The tree counts its inner nodes without h per depth, so options
        // that fit cost the levels, not the nodes; only an error looks for
        // the first node at fault.
        // Iterative deepening evaluates every inner node above P with its h
        // in some earlier iteration.
        let last = self.depth_limit.unwrap_or_else(|| tree.height());
        if self.deepening && (1..last).any(|d| tree.inner_without_h_at_depth(d) > 0) {
            for id in 0..tree.len() as NodeId {
                let d = tree.depth(id);
                if d >= 1 && d < last && !tree.is_leaf(id) && tree.h(id).is_none() {
                    return Err(OptionsError::DeepeningNeedsH {
                        node: id,
                        name: tree.name(id),
                        depth: d,
                    });
                }
            }
        }
        if let Some(p) = self.depth_limit.filter(|&p| tree.inner_without_h_at_depth(p) > 0) {
            for id in 0..tree.len() as NodeId {
                if tree.depth(id) == p && !tree.is_leaf(id) && tree.h(id).is_none() {
                    return Err(OptionsError::MissingH {
                        node: id,
                        name: tree.name(id),
                        depth: p,
                    });
                }
            }
        }
        Ok(())
    }

    /// The checks of leaf bounds and chance trees (see
    /// [`Options::validate`]): L ≤ U and every leaf and h within them; on
    /// a tree with chance nodes, minimax or fail-soft α-β without the
    /// techniques that do not run there yet, finite values, and numbers
    /// exact arithmetic holds. A tree without either costs nothing.
    fn validate_chance(&self, tree: &Tree) -> Result<(), OptionsError> {
        let chance = tree.has_chance();
        if let Some((l, u)) = self.bounds {
            if l > u {
                return Err(OptionsError::BadBounds);
            }
        }
        if chance {
            let unsupported = match self.algorithm {
                Algorithm::AlphaBetaHard | Algorithm::Pvs | Algorithm::Mtdf => Some(self.algorithm.name()),
                Algorithm::Minimax | Algorithm::AlphaBeta | Algorithm::Star2 => None,
            };
            let technique = [
                (self.killers, "killer moves (--killers)"),
                (self.deepening, "iterative deepening (--deepening)"),
                (self.tt, "the transposition table (--tt)"),
                (self.aspiration.is_some(), "aspiration windows (--aspiration)"),
            ]
            .into_iter()
            .find_map(|(on, name)| on.then_some(name));
            if let Some(what) = unsupported.or(technique) {
                return Err(OptionsError::ChanceUnsupported(what));
            }
        }
        if chance && self.algorithm == Algorithm::Star2 {
            self.validate_regular(tree)?;
        }
        if self.bounds.is_none() && !chance {
            return Ok(());
        }
        for id in 0..tree.len() as NodeId {
            let Some(v) = tree.leaf_value(id).or_else(|| tree.h(id)) else {
                continue;
            };
            if let Some((l, u)) = self.bounds.filter(|&(l, u)| v < l || v > u) {
                return Err(OptionsError::OutsideBounds {
                    node: id,
                    name: tree.name(id),
                    value: v.to_string(),
                    bounds: (l.to_string(), u.to_string()),
                });
            }
            if chance && v.is_infinite() {
                return Err(OptionsError::ChanceInfinite {
                    node: id,
                    name: tree.name(id),
                });
            }
            if chance && crate::exact::Exact::from_value(v).is_none() {
                return Err(OptionsError::ChanceOverflow {
                    node: id,
                    name: tree.name(id),
                });
            }
        }
        Ok(())
    }

    /// Star2's rule (see [`Irregular`]): the first chance node, in
    /// pre-order, with a child that breaks it is refused, naming the child.
    fn validate_regular(&self, tree: &Tree) -> Result<(), OptionsError> {
        for id in (0..tree.len() as NodeId).filter(|&id| tree.is_chance(id) && !self.evaluates(tree, id)) {
            let mut first: Option<NodeId> = None;
            for child in tree.children(id) {
                let why = if tree.is_leaf(child) {
                    Some(Irregular::Leaf)
                } else if tree.is_chance(child) {
                    Some(Irregular::Chance)
                } else if self.evaluates(tree, child) {
                    Some(Irregular::AtDepthLimit)
                } else {
                    first
                        .filter(|&f| tree.player(f) != tree.player(child))
                        .map(|f| Irregular::Players(tree.name(f)))
                };
                if let Some(why) = why {
                    return Err(OptionsError::Star2Irregular {
                        node: id,
                        name: tree.name(id),
                        child,
                        child_name: tree.name(child),
                        why,
                    });
                }
                first = first.or(Some(child));
            }
        }
        Ok(())
    }

    /// The first aspiration window around the guess `g` with half-width
    /// `d`: (g − δ, g + δ) within the initial window; the initial window
    /// itself when they do not meet (a guess of ±∞, or one outside it).
    pub fn aspiration_window(&self, g: Value, d: Value) -> (Value, Value) {
        let lo = Value::new(g.get() - d.get()).unwrap_or(self.alpha).max(self.alpha);
        let hi = Value::new(g.get() + d.get()).unwrap_or(self.beta).min(self.beta);
        if lo < hi {
            (lo, hi)
        } else {
            (self.alpha, self.beta)
        }
    }

    /// Whether the search may visit a node again (PVS's re-searches,
    /// aspiration's searches of the root after a failure), so the trace
    /// keeps several visits per node.
    pub fn revisits(&self) -> bool {
        self.algorithm.researches() || self.aspiration.is_some() || self.algorithm == Algorithm::Mtdf
    }

    /// Whether the search evaluates `id` instead of expanding it.
    pub fn evaluates(&self, tree: &Tree, id: NodeId) -> bool {
        tree.is_leaf(id) || self.depth_limit == Some(tree.depth(id))
    }

    /// The value used when the search evaluates `id`: the leaf's value or
    /// the inner node's h. Validation guarantees h exists; 0 is unreachable.
    pub fn evaluation(&self, tree: &Tree, id: NodeId) -> Value {
        tree.leaf_value(id).or_else(|| tree.h(id)).unwrap_or(Value::int(0))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_spec_refuses_unknown_fields_and_values() {
        let ok: OptionsSpec =
            serde_json::from_str(r#"{"algo": "fail-hard", "ties": "strict", "alpha": "-inf"}"#).unwrap();
        assert_eq!(Options::from(ok).algorithm, Algorithm::AlphaBetaHard);
        for bad in [
            r#"{"algorithm": "minimax"}"#,
            r#"{"algo": "negamax"}"#,
            r#"{"alpha": 1e16}"#,
        ] {
            assert!(serde_json::from_str::<OptionsSpec>(bad).is_err(), "{bad}");
        }
    }

    /// The page sends aspiration windows as `{guess, delta}` (issue 30);
    /// a missing or unknown field is refused, and δ ≤ 0 is the options'
    /// error, as the CLI's `--aspiration`.
    #[test]
    fn a_spec_reads_aspiration_windows() {
        let spec: OptionsSpec =
            serde_json::from_str(r#"{"algo": "alphabeta", "aspiration": {"guess": 3, "delta": 0.5}}"#).unwrap();
        let o = Options::from(spec);
        assert_eq!(o.aspiration, Some((Value::int(3), Value::new(0.5).unwrap())));
        let none: OptionsSpec = serde_json::from_str(r#"{"aspiration": null}"#).unwrap();
        assert_eq!(Options::from(none).aspiration, None);
        for bad in [
            r#"{"aspiration": {"guess": 3}}"#,
            r#"{"aspiration": {"guess": 3, "delta": 1, "x": 0}}"#,
        ] {
            assert!(serde_json::from_str::<OptionsSpec>(bad).is_err(), "{bad}");
        }
        let zero: OptionsSpec = serde_json::from_str(r#"{"aspiration": {"guess": 3, "delta": 0}}"#).unwrap();
        let tree = crate::notation::parse("[1, 2]").unwrap();
        assert!(Options::from(zero).validate(&tree).is_err());
    }
}
