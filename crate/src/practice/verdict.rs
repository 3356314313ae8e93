//! What a check gives back: a verdict per node, the mistakes with their
//! fields, a hint, and the whole result with its summary's counts.

#[allow(unused_imports)]
use super::*;

/// One node's verdict.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Verdict {
    /// Nothing asked of the node is wrong.
    Correct,
    /// A value is wrong or missing.
    Wrong,
    /// Pruned by the search, not marked.
    Missed,
    /// Marked, not pruned by the search.
    Extra,
    /// Nothing was asked of the node.
    None,
}

/// A field of a node's answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Field {
    /// The value returned.
    M,
    /// The inherited α.
    Alpha,
    /// The inherited β.
    Beta,
}

/// One node's verdict with what is wrong and when the engine decided it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct NodeVerdict {
    /// The node.
    pub node: NodeId,
    /// The verdict.
    pub verdict: Verdict,
    /// For `wrong`: the fields answered wrongly.
    pub wrong: Vec<Field>,
    /// For `wrong`: the fields left empty.
    pub empty: Vec<Field>,
    /// The step at which the engine decided what this node's verdict is
    /// about: the cut (missed), the entry (extra, wrong α or β), the return
    /// (wrong m). `None` for nodes the search never reached nor pruned.
    pub step: Option<u32>,
}

/// A mistake as the summary lists it: a wrong node, or the top of a
/// missed or extra subtree.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Mistake {
    /// The node.
    pub node: NodeId,
    /// Its name (`C4.2`, `R.1`).
    pub name: String,
    /// `wrong`, `missed` or `extra`.
    pub verdict: Verdict,
    /// See [`NodeVerdict::step`].
    pub step: Option<u32>,
    /// For `wrong`: each wrong or empty field, with what was written and
    /// what the search gives; empty for `missed` and `extra`.
    pub fields: Vec<FieldMistake>,
    /// What went wrong and why, in English: what the student wrote, what
    /// the search gives, and the engine's reason with its numbers.
    pub explain_en: String,
    /// The same in French.
    pub explain_fr: String,
}

impl Mistake {
    /// The explanation in `lang`.
    pub fn explain(&self, lang: Lang) -> &str {
        match lang {
            Lang::En => &self.explain_en,
            Lang::Fr => &self.explain_fr,
        }
    }
}

/// One wrong or empty field of a node's answer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct FieldMistake {
    /// `m`, `alpha` or `beta`.
    pub field: Field,
    /// What the student wrote, written back the engine's way (as
    /// `checkAnswerValue` writes it: `≥ 5`, `−∞`); `None` when empty.
    pub given: Option<String>,
    /// What the search gives, written the same way.
    pub expected: String,
}

/// A hint about the first mistake of an answer (see [`hint`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Hint {
    /// The node the first mistake is about.
    pub node: NodeId,
    /// Its name.
    pub name: String,
    /// The level given, 1 to [`HINT_LEVELS`].
    pub level: u8,
    /// How many levels there are.
    pub levels: u8,
    /// The hint in English.
    pub en: String,
    /// The hint in French.
    pub fr: String,
    /// The step the mistake is about (see [`NodeVerdict::step`]).
    pub step: Option<u32>,
}

/// How many levels a hint has: 1 says which node to look at and what is
/// asked there, 2 which test decides it, 3 the answer and why.
pub const HINT_LEVELS: u8 = 3;

/// The result of [`check`].
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Checked {
    /// The level of detail checked.
    pub detail: Detail,
    /// Every node's verdict, by id.
    pub nodes: Vec<NodeVerdict>,
    /// The mistakes, in the order the search made the decisions (then by
    /// node).
    pub mistakes: Vec<Mistake>,
    /// The nodes that were asked something and are correct.
    pub correct: usize,
    /// The summary in English.
    pub summary_en: String,
    /// The summary in French.
    pub summary_fr: String,
}

impl Checked {
    /// The summary in `lang`.
    pub fn summary(&self, lang: Lang) -> &str {
        match lang {
            Lang::En => &self.summary_en,
            Lang::Fr => &self.summary_fr,
        }
    }

    /// The first mistake in the order of the search, if any.
    pub fn first(&self) -> Option<&Mistake> {
        self.mistakes.first()
    }
}

/// What a student's answer would be if it were perfect, for one node.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct NodeSolution {
    /// The node.
    pub node: NodeId,
    /// Whether the search pruned it.
    pub pruned: bool,
    /// m as written (`≥ 5`), for reached inner nodes.
    pub m: Option<String>,
    /// The inherited α, for reached inner nodes under α-β.
    pub alpha: Option<String>,
    /// The inherited β.
    pub beta: Option<String>,
}
