//! What a student writes: the level of detail, an answer node by node, and
//! reading and showing a value as typed (`≥ 5`, `5/3`).

#[allow(unused_imports)]
use super::*;

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
pub(super) fn refused(t: &str) -> Refused {
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
