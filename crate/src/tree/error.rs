//! What can go wrong building a tree ([`BuildError`]), in both languages.

#[allow(unused_imports)]
use super::*;

/// A structural error found while building a tree. The parser turns these
/// into positioned errors; other callers report the node id.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BuildError {
    /// An inner node was closed without any child.
    EmptyInner(NodeId),
    /// More than [`MAX_NODES`] nodes.
    TooManyNodes,
    /// A label longer than [`MAX_LABEL_CHARS`] characters or with characters
    /// the notation cannot write.
    BadLabel(NodeId),
    /// `close` without an open inner node, or `finish` with open ones, or a
    /// second root.
    Unbalanced,
    /// A finite value (leaf value or h) of magnitude above [`MAX_FINITE`]:
    /// the notation could not write it back.
    OutOfRange(NodeId),
    /// h set on a node that is not a closed inner node.
    NotInner(NodeId),
    /// A chance node whose children's probabilities do not sum to exactly
    /// 1 (the sum, `None` when it passes the exact arithmetic's limit), or
    /// one of whose children has no probability.
    ProbabilitySum(NodeId, Option<Exact>),
    /// A probability that is not above 0, or one given to a node whose
    /// parent is not a chance node.
    BadProbability(NodeId),
    /// A player written on a chance node or a leaf.
    NotDecision(NodeId),
}

impl fmt::Display for BuildError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BuildError::EmptyInner(id) => write!(f, "node {id} is an inner node with no children"),
            BuildError::TooManyNodes => write!(f, "the tree has more than {MAX_NODES} nodes"),
            BuildError::BadLabel(id) => write!(
                f,
                "node {id} has a bad label (1 to {MAX_LABEL_CHARS} letters, digits, '_' or '\\'', starting with a letter)"
            ),
            BuildError::Unbalanced => write!(f, "the tree is not balanced (an inner node was not closed, or closed twice)"),
            BuildError::OutOfRange(id) => {
                write!(f, "node {id} has a value beyond the range (at most {MAX_FINITE_TEXT} in magnitude, or ±inf)")
            }
            BuildError::NotInner(id) => write!(f, "node {id} is not an inner node, so it cannot have h"),
            BuildError::ProbabilitySum(id, sum) => write!(
                f,
                "the chance node {id}'s probabilities sum to {}, not 1",
                sum.map_or_else(|| "more than the exact arithmetic holds".into(), |s| s.to_string())
            ),
            BuildError::BadProbability(id) => write!(
                f,
                "node {id} has a probability that is not above 0, or its parent is not a chance node"
            ),
            BuildError::NotDecision(id) => write!(f, "node {id} is not a decision node, so it has no player"),
        }
    }
}

impl std::error::Error for BuildError {}

impl Localised for BuildError {
    fn kind(&self) -> Kind {
        Kind::Input
    }

    fn message(&self, lang: Lang) -> String {
        match lang {
            Lang::En => self.to_string(),
            Lang::Fr => match self {
                BuildError::EmptyInner(id) => format!("le nœud {id} est un nœud interne sans fils"),
                BuildError::TooManyNodes => format!("l’arbre a plus de {MAX_NODES} nœuds"),
                BuildError::BadLabel(id) => format!(
                    "le nœud {id} a une étiquette invalide (1 à {MAX_LABEL_CHARS} lettres, chiffres, '_' ou '\\'', commençant par une lettre)"
                ),
                BuildError::Unbalanced => {
                    "l’arbre n’est pas équilibré (un nœud interne n’est pas fermé, ou l’est deux fois)".into()
                }
                BuildError::OutOfRange(id) => format!(
                    "le nœud {id} a une valeur hors limites (au plus {MAX_FINITE_TEXT} en valeur absolue, ou ±inf)"
                ),
                BuildError::NotInner(id) => format!("le nœud {id} n’est pas un nœud interne : il ne peut pas avoir de h"),
                BuildError::ProbabilitySum(id, sum) => format!(
                    "les probabilités du nœud de hasard {id} ont pour somme {}, et non 1",
                    sum.map_or_else(|| "plus que l’arithmétique exacte ne peut tenir".into(), |s| s.to_string())
                ),
                BuildError::BadProbability(id) => format!(
                    "le nœud {id} a une probabilité qui n’est pas strictement positive, ou son père n’est pas un nœud de hasard"
                ),
                BuildError::NotDecision(id) => {
                    format!("le nœud {id} n’est pas un nœud de décision : il n’a pas de joueur")
                }
            },
        }
    }

    fn node(&self) -> Option<u32> {
        match self {
            BuildError::EmptyInner(id)
            | BuildError::BadLabel(id)
            | BuildError::OutOfRange(id)
            | BuildError::NotInner(id)
            | BuildError::ProbabilitySum(id, _)
            | BuildError::BadProbability(id)
            | BuildError::NotDecision(id) => Some(*id),
            BuildError::TooManyNodes | BuildError::Unbalanced => None,
        }
    }
}
