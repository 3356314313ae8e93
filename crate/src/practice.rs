//! Practice: a student's answer to a search, checked node by node against
//! the trace.
//!
//! The student answers at one of three levels of [`Detail`]: which subtrees
//! are pruned; also the value m each reached inner node returns (`≥ 5` /
//! `≤ 5` when it is only a bound, as fail-soft and fail-hard return); also
//! the window α, β each reached inner node inherits from its parent (seed
//! 000's picture). [`check`] gives every node a [`Verdict`]:
//!
//! - `correct`: nothing asked of this node is wrong;
//! - `wrong`: a value is wrong or missing (the fields are listed, the right
//!   values are not: [`solution`] gives them when the student asks);
//! - `missed`: the search never reached the node, and the student did not
//!   mark it pruned;
//! - `extra`: the student marked the node pruned, and the search reached it
//!   (or, for a node beyond the depth limit, never had to prune it);
//! - `none`: nothing was asked (a node beyond the depth limit, unmarked).
//!
//! Each mistake names the step at which the engine decided what the student
//! got wrong (the cut, the node's return, its entry), so the page can replay
//! the search from there: "where did I go wrong?".
//!
//! Each mistake also carries what the student wrote and what the search
//! gives, field by field ([`FieldMistake`]), and a full explanation in
//! English and French: the cut test for a missed cut, the test that did not
//! fire for an extra one, the children's values and why m is exact or a
//! bound for a wrong m, where the window came from for a wrong α or β. A
//! [`hint`] reveals the first mistake in three levels (which node, which
//! test, the answer). The sentences live in `practice/explain/`.
//!
//! The engine is the reference: every verdict is read from the [`Trace`]
//! through the same accessors the views use, never recomputed.

mod chance;
mod explain;

use crate::error::{Kind, Localised, Refused};
use crate::exact::{Exact, Ext};
use crate::lang::{show, Lang, Text};
use crate::notation::parse_value;
use crate::options::Algorithm;
use crate::trace::{BoundKind, ChanceNote, Trace};
use crate::tree::{NodeId, Tree};
use crate::value::Value;
use serde::{Deserialize, Serialize};

/// How much the student answers.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Detail {
    /// Which subtrees are pruned.
    Cuts,
    /// The pruned subtrees and m at each reached inner node.
    #[default]
    Values,
    /// Also the inherited α and β at each reached inner node (α-β only).
    Full,
}

impl Detail {
    /// Whether m is asked.
    pub fn asks_m(self) -> bool {
        self != Detail::Cuts
    }

    /// Whether α and β are asked under `algorithm` (minimax has no window).
    pub fn asks_window(self, algorithm: Algorithm) -> bool {
        self == Detail::Full && algorithm != Algorithm::Minimax
    }
}

/// What a student wrote at one node. Every field is the text as typed;
/// an empty or absent field is "not answered".
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct NodeAnswer {
    /// The node.
    pub node: NodeId,
    /// m, such as `5`, `≥ 5` or `<= -2`.
    #[serde(default)]
    pub m: Option<String>,
    /// The inherited α, such as `-inf` or `3`.
    #[serde(default)]
    pub alpha: Option<String>,
    /// The inherited β.
    #[serde(default)]
    pub beta: Option<String>,
}

/// A student's whole answer. As JSON (the page keeps it in its history and
/// in local storage): `{detail, pruned: [ids], nodes: [{node, m, alpha,
/// beta}]}`, unknown keys refused.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields, default)]
pub struct Answer {
    /// The level of detail.
    pub detail: Detail,
    /// The nodes marked pruned; marking a node marks its whole subtree.
    pub pruned: Vec<NodeId>,
    /// The values written.
    pub nodes: Vec<NodeAnswer>,
}

/// A value as a student writes m: a number, or a bound `≥ v` / `≤ v`
/// (also `>= v`, `<= v`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Given {
    /// Exact, or which bound.
    pub kind: BoundKind,
    /// The number.
    pub value: Value,
}

/// Reads m as a student writes it: every spelling the notation reads
/// (`5`, `5.0`, `1e1`, `inf`, `+∞`, `−∞` with a true minus), after `≥`,
/// `>=`, `≤` or `<=` for a bound, spaces anywhere around, and a decimal
/// comma for a point. Whatever [`show_given`] writes reads back the same.
///
/// # Errors
///
/// [`Refused`] with the rule, in every language, for anything else.
///
/// # Example
///
/// ```
/// use alphabeta::practice::parse_given;
/// use alphabeta::trace::BoundKind;
/// assert_eq!(parse_given("≥ 5").unwrap().kind, BoundKind::Lower);
/// assert_eq!(parse_given("<=-inf").unwrap().kind, BoundKind::Upper);
/// assert_eq!(parse_given(" 3 ").unwrap().kind, BoundKind::Exact);
/// assert_eq!(parse_given("≥ −2,5").unwrap(), parse_given(">=-2.5").unwrap());
/// assert!(parse_given("≥").is_err());
/// ```
pub fn parse_given(text: &str) -> Result<Given, Refused> {
    let t = text.trim();
    let (kind, rest) = if let Some(r) = t.strip_prefix('≥').or_else(|| t.strip_prefix(">=")) {
        (BoundKind::Lower, r)
    } else if let Some(r) = t.strip_prefix('≤').or_else(|| t.strip_prefix("<=")) {
        (BoundKind::Upper, r)
    } else {
        (BoundKind::Exact, t)
    };
    // A decimal comma (`−2,5`, as French writes it) reads as a point; a
    // comma is never part of a value otherwise.
    let pointed;
    let rest = if rest.contains(',') && !rest.contains('.') {
        pointed = rest.replacen(',', ".", 1);
        pointed.as_str()
    } else {
        rest
    };
    // A fraction (`5/3`, a chance node's mean) reads as its nearest
    // value here; [`parse_exact`] keeps it exact.
    let value = parse_value(rest)
        .ok()
        .or_else(|| {
            rest.contains('/')
                .then(|| Exact::parse(rest))
                .flatten()
                .map(Exact::to_value)
        })
        .ok_or_else(|| refused(t))?;
    Ok(Given { kind, value })
}

/// The refusal of a value that does not read.
fn refused(t: &str) -> Refused {
    Refused {
        text: t.to_string(),
        rule: Text::new(
            "is not a value: write a number such as 5, -2.5 or 5/3, +inf or -inf, with ≥ or ≤ in front (or >= and <=) when it is only a bound",
            "n’est pas une valeur : écrivez un nombre comme 5, -2,5 ou 5/3, +inf ou -inf, précédé de ≥ ou ≤ (ou >= et <=) si c’est seulement une borne",
        ),
    }
}

/// Reads m (or α, β) as [`parse_given`] does, but exactly, as the values
/// of a chance tree are compared (`docs/chance.md`): `5/3`, `1.25`,
/// `−2,5`, `≥ 10/3`, `-inf`.
///
/// # Errors
///
/// As [`parse_given`].
///
/// # Example
///
/// ```
/// use alphabeta::exact::{Exact, Ext};
/// use alphabeta::practice::parse_exact;
/// use alphabeta::trace::BoundKind;
/// assert_eq!(parse_exact("10/6").unwrap(), (BoundKind::Exact, Ext::Fin(Exact::new(5, 3).unwrap())));
/// assert_eq!(parse_exact("≥ 3,5").unwrap().1.to_string(), "3.5");
/// assert_eq!(parse_exact("<= -inf").unwrap(), (BoundKind::Upper, Ext::NegInf));
/// ```
pub fn parse_exact(text: &str) -> Result<(BoundKind, Ext), Refused> {
    let g = parse_given(text)?;
    let t = text.trim();
    let rest = t
        .trim_start_matches(['≥', '≤'])
        .trim_start_matches(">=")
        .trim_start_matches("<=")
        .trim();
    let rest = if rest.contains(',') && !rest.contains('.') {
        rest.replacen(',', ".", 1)
    } else {
        rest.to_string()
    };
    let exact = Exact::parse(&rest)
        .map(Ext::Fin)
        .or_else(|| Ext::from_value(g.value))
        .ok_or_else(|| refused(t))?;
    Ok((g.kind, exact))
}

/// An exact value as the page writes it: `5/3`, `−2`, `+∞`, with `≥ ` or
/// `≤ ` in front for a bound (what [`parse_exact`] reads back).
pub fn show_exact(kind: BoundKind, x: Ext) -> String {
    let v = match x {
        Ext::PosInf => "+∞".to_string(),
        Ext::NegInf => "−∞".to_string(),
        Ext::Fin(v) => v.to_string().replace('-', "−"),
    };
    match kind {
        BoundKind::Exact => v,
        BoundKind::Lower => format!("≥ {v}"),
        BoundKind::Upper => format!("≤ {v}"),
    }
}

/// What a student typed, written back the engine's way: exactly when it
/// is a fraction (`5/3`), else as [`show_given`] writes it (what the wasm
/// `checkAnswerValue` returns).
///
/// # Errors
///
/// As [`parse_given`].
pub fn answer_value(text: &str) -> Result<String, Refused> {
    let g = parse_given(text)?;
    Ok(match parse_exact(text) {
        Ok((kind, x)) if x.finite().is_some_and(|v| v.to_string().contains('/')) => show_exact(kind, x),
        _ => show_given(g),
    })
}

/// m as the page and the sheets write it: `5`, `≥ 5`, `≤ −∞`.
pub fn show_given(g: Given) -> String {
    match g.kind {
        BoundKind::Exact => show(g.value),
        BoundKind::Lower => format!("≥ {}", show(g.value)),
        BoundKind::Upper => format!("≤ {}", show(g.value)),
    }
}

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

/// Whether a node is asked for m and the window: a reached inner node that
/// the search expanded (a node cut off by the depth limit is evaluated with
/// its h, which the student is given).
fn expanded(tree: &Tree, trace: &Trace, id: NodeId) -> bool {
    !tree.is_leaf(id) && trace.visited(id) && trace.options().depth_limit.is_none_or(|p| tree.depth(id) < p)
}

/// The perfect answer, node by node (what "Show answer" reveals). On a
/// chance tree the values are exact (`5/3`).
pub fn solution(tree: &Tree, trace: &Trace) -> Vec<NodeSolution> {
    let window = trace.options().algorithm != Algorithm::Minimax;
    (0..tree.len() as NodeId)
        .map(|id| {
            let inner = expanded(tree, trace, id);
            let m = right_m(trace, id).filter(|_| inner).map(|r| r.shown);
            let (alpha, beta) = match right_window(trace, id).filter(|_| inner && window) {
                Some((a, b)) => (Some(a.shown), Some(b.shown)),
                None => (None, None),
            };
            NodeSolution {
                node: id,
                pruned: trace.pruned_by(id).is_some(),
                m,
                alpha,
                beta,
            }
        })
        .collect()
}

/// A value the search gives, as it is compared with what a student wrote:
/// its kind, its value, exactly on a chance tree, and as it is written.
#[derive(Clone, Debug)]
struct Right {
    kind: BoundKind,
    value: Value,
    exact: Option<Ext>,
    shown: String,
}

impl Right {
    fn new(kind: BoundKind, value: Value, exact: Option<Ext>) -> Right {
        let shown = match exact {
            Some(x) => show_exact(kind, x),
            None => show_given(Given { kind, value }),
        };
        Right {
            kind,
            value,
            exact,
            shown,
        }
    }
}

/// What `id` returned, exactly on a chance tree.
fn right_m(trace: &Trace, id: NodeId) -> Option<Right> {
    let (value, kind) = trace.returned(id)?;
    let exact = trace.chance().and_then(|_| trace.returned_exact(id));
    Some(Right::new(kind, value, exact))
}

/// The window `id` inherited, exactly on a chance tree (the note at its
/// entry, `trace::chance`).
fn right_window(trace: &Trace, id: NodeId) -> Option<(Right, Right)> {
    let (a, b, ..) = trace.inherited(id)?;
    let exact = trace.chance().and_then(|c| {
        let (enter, _) = trace.visit_span(id)?;
        match c.note(enter) {
            Some(ChanceNote::Entered(e)) => Some((e.alpha, e.beta)),
            _ => Some((Ext::from_value(a)?, Ext::from_value(b)?)),
        }
    });
    Some((
        Right::new(BoundKind::Exact, a, exact.map(|e| e.0)),
        Right::new(BoundKind::Exact, b, exact.map(|e| e.1)),
    ))
}

/// The perfect answer at `detail`, as an [`Answer`]: the pruned subtrees'
/// tops and every asked value. Checking it gives no mistake.
pub fn perfect_answer(tree: &Tree, trace: &Trace, detail: Detail) -> Answer {
    let sol = solution(tree, trace);
    let pruned = sol
        .iter()
        .filter(|s| s.pruned && tree.parent(s.node).is_none_or(|p| !sol[p as usize].pruned))
        .map(|s| s.node)
        .collect();
    let window = detail.asks_window(trace.options().algorithm);
    let nodes = sol
        .into_iter()
        .filter(|s| s.m.is_some())
        .map(|s| NodeAnswer {
            node: s.node,
            m: s.m.filter(|_| detail.asks_m()),
            alpha: s.alpha.filter(|_| window),
            beta: s.beta.filter(|_| window),
        })
        .filter(|a| a.m.is_some() || a.alpha.is_some())
        .collect();
    Answer { detail, pruned, nodes }
}

/// An answer that does not fit the tree: a node id out of range, or a value
/// that does not read. The page checks values as they are typed, so this is
/// a caller's mistake, reported with the node.
#[derive(Clone, Debug, PartialEq)]
pub struct AnswerError {
    /// The node at fault.
    pub node: NodeId,
    /// What is wrong, in every language.
    pub message: Text,
}

impl Localised for AnswerError {
    fn kind(&self) -> Kind {
        Kind::Input
    }
    fn message(&self, lang: Lang) -> String {
        self.message.get(lang).to_string()
    }
    fn node(&self) -> Option<u32> {
        Some(self.node)
    }
}

/// Compares one field: `None` when right, else `Some` of what was written
/// back the engine's way (`None` inside when the field is empty). On a
/// chance tree the comparison is exact: `5/3` is right where 1.6667 is not.
fn compare(
    written: Option<&String>,
    right: &Right,
    node: NodeId,
    exact_only: bool,
) -> Result<Option<Option<String>>, AnswerError> {
    let Some(text) = written.filter(|t| !t.trim().is_empty()) else {
        return Ok(Some(None));
    };
    let unread = |r: Refused| AnswerError {
        node,
        // The refusal's own sentence: one wording, long texts cut short.
        message: Text::new(r.message(Lang::En), r.message(Lang::Fr)),
    };
    let (ok, shown) = match right.exact {
        Some(x) => {
            let (kind, given) = parse_exact(text).map_err(unread)?;
            (kind == right.kind && given == x, show_exact(kind, given))
        }
        None => {
            let given = parse_given(text).map_err(unread)?;
            (
                given.kind == right.kind && given.value == right.value,
                show_given(given),
            )
        }
    };
    let ok = ok && !(exact_only && right.kind != BoundKind::Exact);
    Ok((!ok).then_some(Some(shown)))
}

/// Checks an answer against the search.
///
/// # Errors
///
/// [`AnswerError`] for a node id out of range or a value that does not read.
///
/// # Example
///
/// ```
/// use alphabeta::{notation::parse, search::{search, Options}};
/// use alphabeta::practice::{check, perfect_answer, Detail, Verdict};
/// let t = parse("[[3,12,8],[2,4,6],[14,5,2]]").unwrap();
/// let tr = search(&t, &Options::default()).unwrap();
/// let mut answer = perfect_answer(&t, &tr, Detail::Values);
/// assert!(check(&t, &tr, &answer).unwrap().mistakes.is_empty());
/// answer.pruned.clear();
/// let checked = check(&t, &tr, &answer).unwrap();
/// assert_eq!(checked.nodes[7].verdict, Verdict::Missed);
/// ```
pub fn check(tree: &Tree, trace: &Trace, answer: &Answer) -> Result<Checked, AnswerError> {
    let mut checked = verdicts(tree, trace, answer)?;
    let mut shared = explain::Shared::default();
    for m in &mut checked.mistakes {
        let text = explain::mistake(tree, trace, m, &mut shared);
        (m.explain_en, m.explain_fr) = (text.en, text.fr);
    }
    Ok(checked)
}

/// A hint about the first mistake of `answer` in the order of the search
/// (the first of [`check`]'s mistakes), at `level` (clamped to
/// `1..=HINT_LEVELS`): level 1 names the node and what is asked there, level
/// 2 the test that decides it, level 3 gives the answer and the reason (the
/// mistake's explanation). `None` when the answer has no mistake (an empty
/// field is a mistake).
///
/// # Errors
///
/// As [`check`].
///
/// # Example
///
/// ```
/// use alphabeta::{notation::parse, search::{search, Options}};
/// use alphabeta::practice::{hint, perfect_answer, Detail};
/// let t = parse("[[3,12,8],[2,4,6],[14,5,2]]").unwrap();
/// let tr = search(&t, &Options::default()).unwrap();
/// let mut answer = perfect_answer(&t, &tr, Detail::Values);
/// assert!(hint(&t, &tr, &answer, 1).unwrap().is_none());
/// answer.pruned.clear();
/// let h = hint(&t, &tr, &answer, 1).unwrap().unwrap();
/// assert_eq!((h.name.as_str(), h.en.as_str()), ("R.2.2", "Look at R.2 (MIN): is R.2.2 reached?"));
/// ```
pub fn hint(tree: &Tree, trace: &Trace, answer: &Answer, level: u8) -> Result<Option<Hint>, AnswerError> {
    let checked = verdicts(tree, trace, answer)?;
    let Some(first) = checked.mistakes.first() else {
        return Ok(None);
    };
    let level = level.clamp(1, HINT_LEVELS);
    let text = explain::hint(tree, trace, first, level);
    Ok(Some(Hint {
        node: first.node,
        name: first.name.clone(),
        level,
        levels: HINT_LEVELS,
        en: text.en,
        fr: text.fr,
        step: first.step,
    }))
}

/// [`check`] without the explanations (left empty): the verdicts, the
/// mistakes with their fields, the summary.
fn verdicts(tree: &Tree, trace: &Trace, answer: &Answer) -> Result<Checked, AnswerError> {
    let (marked, written) = read_answer(tree, answer)?;
    let asks_window = answer.detail.asks_window(trace.options().algorithm);
    let mut nodes = Vec::with_capacity(tree.len());
    // By node, the wrong or empty fields of a `wrong` node (empty vectors
    // cost no allocation).
    let mut fields: Vec<Vec<FieldMistake>> = vec![Vec::new(); tree.len()];
    for id in 0..tree.len() as NodeId {
        let i = id as usize;
        let mut v = NodeVerdict {
            node: id,
            verdict: Verdict::Correct,
            wrong: Vec::new(),
            empty: Vec::new(),
            step: None,
        };
        let span = trace.visit_span(id);
        if let Some(c) = trace.pruned_by(id) {
            if !marked[i] {
                v.verdict = Verdict::Missed;
                v.step = Some(c.pos);
            }
        } else if marked[i] {
            v.verdict = Verdict::Extra;
            v.step = span.map(|(enter, _)| enter);
        } else if span.is_none() {
            v.verdict = Verdict::None;
        } else if expanded(tree, trace, id) {
            let fields_asked = Asked {
                m: answer.detail.asks_m(),
                window: asks_window,
            };
            check_fields(trace, id, written[i], fields_asked, &mut v, &mut fields[i])?;
        }
        nodes.push(v);
    }
    let mistakes = mistakes_of(tree, &nodes, &mut fields);
    let correct = nodes.iter().filter(|v| v.verdict == Verdict::Correct).count();
    let summary_en = summary(&mistakes, correct, Lang::En);
    let summary_fr = summary(&mistakes, correct, Lang::Fr);
    Ok(Checked {
        detail: answer.detail,
        nodes,
        mistakes,
        correct,
        summary_en,
        summary_fr,
    })
}

/// The answer by node: whether each node is marked pruned (it or an
/// ancestor is in `pruned`), and what was written at it.
fn read_answer<'a>(tree: &Tree, answer: &'a Answer) -> Result<(Vec<bool>, Vec<Option<&'a NodeAnswer>>), AnswerError> {
    let n = tree.len();
    let out_of_range = |node: NodeId| AnswerError {
        node,
        message: Text::new(
            format!("node {node} is not in the tree (it has {n} nodes)"),
            format!("le nœud {node} n’est pas dans l’arbre (il a {n} nœuds)"),
        ),
    };
    // The arena is in pre-order, so one pass over ranges marks the subtrees.
    let mut marked = vec![false; n];
    for &p in &answer.pruned {
        if p as usize >= n {
            return Err(out_of_range(p));
        }
        marked[p as usize..tree.end(p) as usize].fill(true);
    }
    let mut written: Vec<Option<&NodeAnswer>> = vec![None; n];
    for a in &answer.nodes {
        if a.node as usize >= n {
            return Err(out_of_range(a.node));
        }
        written[a.node as usize] = Some(a);
    }
    Ok((marked, written))
}

/// Which fields the level of detail asks for.
#[derive(Clone, Copy)]
struct Asked {
    m: bool,
    window: bool,
}

/// Compares the fields written at expanded node `id` (`w`) with the
/// search's: each wrong or empty one goes to `v` and to `notes`, and the
/// node is wrong when there is one.
fn check_fields(
    trace: &Trace,
    id: NodeId,
    w: Option<&NodeAnswer>,
    asked: Asked,
    v: &mut NodeVerdict,
    notes: &mut Vec<FieldMistake>,
) -> Result<(), AnswerError> {
    let (enter, leave) = trace.visit_span(id).unwrap_or_default();
    let mut record = |field: Field, result: Option<Option<String>>, right: &Right, step: u32| {
        let Some(given) = result else { return };
        if given.is_some() {
            v.wrong.push(field);
        } else {
            v.empty.push(field);
        }
        notes.push(FieldMistake {
            field,
            given,
            expected: right.shown.clone(),
        });
        v.step = Some(v.step.map_or(step, |s: u32| s.min(step)));
    };
    if asked.m {
        if let Some(right) = right_m(trace, id) {
            let r = compare(w.and_then(|a| a.m.as_ref()), &right, id, false)?;
            record(Field::M, r, &right, leave);
        }
    }
    if asked.window {
        if let Some((a, b)) = right_window(trace, id) {
            let ra = compare(w.and_then(|x| x.alpha.as_ref()), &a, id, true)?;
            record(Field::Alpha, ra, &a, enter);
            let rb = compare(w.and_then(|x| x.beta.as_ref()), &b, id, true)?;
            record(Field::Beta, rb, &b, enter);
        }
    }
    if !v.wrong.is_empty() || !v.empty.is_empty() {
        v.verdict = Verdict::Wrong;
    }
    Ok(())
}

/// The mistakes in the order of the search: a wrong node each, and a
/// missed or extra subtree as one mistake, named by its top.
fn mistakes_of(tree: &Tree, nodes: &[NodeVerdict], fields: &mut [Vec<FieldMistake>]) -> Vec<Mistake> {
    let mut mistakes: Vec<Mistake> = nodes
        .iter()
        .filter(|v| match v.verdict {
            Verdict::Wrong => true,
            Verdict::Missed | Verdict::Extra => tree
                .parent(v.node)
                .is_none_or(|p| nodes[p as usize].verdict != v.verdict),
            _ => false,
        })
        .map(|v| Mistake {
            node: v.node,
            name: tree.name(v.node),
            verdict: v.verdict,
            step: v.step,
            fields: std::mem::take(&mut fields[v.node as usize]),
            explain_en: String::new(),
            explain_fr: String::new(),
        })
        .collect();
    mistakes.sort_by_key(|m| (m.step.unwrap_or(u32::MAX), m.node));
    mistakes
}

/// "3 mistakes: a missed cut at C, …" or "All 14 nodes are correct."
fn summary(mistakes: &[Mistake], correct: usize, lang: Lang) -> String {
    if mistakes.is_empty() {
        return match lang {
            Lang::En => format!("All correct: {correct} nodes checked, no mistake."),
            Lang::Fr => format!("Tout est juste : {correct} nœuds vérifiés, aucune erreur."),
        };
    }
    let items: Vec<String> = mistakes
        .iter()
        .map(|m| {
            let (en, fr) = match m.verdict {
                Verdict::Missed => ("a missed cut at", "une coupure oubliée en"),
                Verdict::Extra => ("an extra cut at", "une coupure en trop en"),
                _ => ("a wrong value at", "une valeur fausse en"),
            };
            match lang {
                Lang::En => format!("{en} {}", m.name),
                Lang::Fr => format!("{fr} {}", m.name),
            }
        })
        .collect();
    let count = mistakes.len();
    match lang {
        Lang::En => format!(
            "{count} mistake{}: {}.",
            if count == 1 { "" } else { "s" },
            items.join(", ")
        ),
        Lang::Fr => format!(
            "{count} erreur{} : {}.",
            if count == 1 { "" } else { "s" },
            items.join(", ")
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::parse;
    use crate::search::{search, Options};

    fn setup(text: &str) -> (Tree, Trace) {
        let t = parse(text).unwrap();
        let tr = search(&t, &Options::default()).unwrap();
        (t, tr)
    }

    #[test]
    fn reads_what_students_write() {
        assert_eq!(
            parse_given("≥ 5").unwrap(),
            Given {
                kind: BoundKind::Lower,
                value: Value::int(5)
            }
        );
        assert_eq!(parse_given("<= −∞").unwrap().value, Value::NEG_INF);
        assert_eq!(parse_given("-2.5").unwrap().kind, BoundKind::Exact);
        for bad in ["", "≥", "five", "≥≥5", "5 6"] {
            assert!(parse_given(bad).is_err(), "{bad}");
        }
        assert_eq!(show_given(parse_given(">=3").unwrap()), "≥ 3");
    }

    #[test]
    fn one_missed_one_extra_one_wrong() {
        // Russell & Norvig's tree: the second MIN node (id 5) is cut after
        // its first leaf, leaves 7 and 8 pruned.
        let (t, tr) = setup("[[3,12,8],[2,4,6],[14,5,2]]");
        let mut a = perfect_answer(&t, &tr, Detail::Values);
        assert_eq!(a.pruned, vec![7, 8]);
        a.pruned = vec![8, 2];
        a.nodes.iter_mut().find(|x| x.node == 9).unwrap().m = Some("5".into());
        let c = check(&t, &tr, &a).unwrap();
        assert_eq!(c.nodes[7].verdict, Verdict::Missed);
        assert_eq!(c.nodes[8].verdict, Verdict::Correct);
        assert_eq!(c.nodes[2].verdict, Verdict::Extra);
        assert_eq!(c.nodes[9].verdict, Verdict::Wrong);
        assert_eq!(c.nodes[9].wrong, vec![Field::M]);
        assert_eq!(c.mistakes.len(), 3);
        // The extra mark is on the first leaf, entered before anything else.
        assert_eq!(c.mistakes[0].verdict, Verdict::Extra);
        assert!(c.summary_en.starts_with("3 mistakes: "), "{}", c.summary_en);
        assert!(c.summary_fr.starts_with("3 erreurs : "), "{}", c.summary_fr);
    }

    #[test]
    fn empty_values_are_wrong_and_bad_values_are_errors() {
        let (t, tr) = setup("[[3,12,8],[2,4,6],[14,5,2]]");
        let a = Answer {
            detail: Detail::Full,
            pruned: vec![7, 8],
            nodes: vec![],
        };
        let c = check(&t, &tr, &a).unwrap();
        assert_eq!(c.nodes[0].verdict, Verdict::Wrong);
        assert_eq!(c.nodes[0].empty, vec![Field::M, Field::Alpha, Field::Beta]);
        let bad = Answer {
            nodes: vec![NodeAnswer {
                node: 1,
                m: Some("abc".into()),
                ..NodeAnswer::default()
            }],
            ..a.clone()
        };
        assert_eq!(check(&t, &tr, &bad).unwrap_err().node, 1);
        // A pasted page is named by its first 40 characters, not echoed whole.
        let long = Answer {
            nodes: vec![NodeAnswer {
                node: 1,
                m: Some("x".repeat(100_000)),
                ..NodeAnswer::default()
            }],
            ..a.clone()
        };
        let message = check(&t, &tr, &long).unwrap_err().message.get(Lang::En).to_string();
        assert!(message.len() < 300 && message.contains("x…'"), "{message}");
        let far = Answer { pruned: vec![99], ..a };
        assert_eq!(check(&t, &tr, &far).unwrap_err().node, 99);
    }
}
