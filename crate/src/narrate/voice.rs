//! The negamax view's voice: [`Voice`] (the language, and whether each
//! sentence speaks from the side to move), the numbers it turns round at
//! MIN's nodes and how it says so, and [`negamax_note`], the line the
//! view writes beside a sentence.

#[allow(unused_imports)]
use super::*;

/// How the sentences speak: in which language, and whether from the side
/// to move at each node (the negamax view, `crate::negamax`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Voice {
    /// English or French.
    pub lang: Lang,
    /// Whether each sentence is written from the side to move: values
    /// negated where MIN moves, the window (−β, −α) there, every node
    /// maximising and cutting when m ≥ β (`docs/windows.md`).
    pub negamax: bool,
}

/// A node's player as its sentences write it beside its name: `MIN`, or in
/// the negamax view, where MIN's numbers are negated, `MIN, seen from MIN`.
pub(super) fn player_as(tree: &Tree, id: NodeId, voice: Voice) -> String {
    let p = player(tree, id, voice.lang);
    match (turned(tree, id, voice), voice.lang) {
        (true, Lang::En) => format!("{p}, seen from {p}"),
        (true, Lang::Fr) => format!("{p}, vu de {p}"),
        (false, _) => p.into(),
    }
}

/// Whether the negamax view turns node `id`'s numbers round: it is on and
/// MIN moves there.
pub(super) fn turned(tree: &Tree, id: NodeId, voice: Voice) -> bool {
    voice.negamax && tree.player(id) == Player::Min
}

/// A value at node `id` as the voice says it: negated where it is turned.
pub(super) fn said(tree: &Tree, id: NodeId, v: Option<Value>, voice: Voice) -> Option<Value> {
    v.map(|x| side_value(x, turned(tree, id, voice)))
}

/// ` (MAX’s 3, negated)`: what a turned number was in the search, or
/// nothing where the voice does not turn it.
pub(super) fn was(tree: &Tree, id: NodeId, v: Option<Value>, voice: Voice) -> String {
    if !turned(tree, id, voice) {
        return String::new();
    }
    let x = show_opt(v, voice.lang);
    match voice.lang {
        Lang::En => format!(" (MAX’s {x}, negated)"),
        Lang::Fr => format!(" (le {x} de Max, nié)"),
    }
}

/// Position `k` seen by the negamax view (`crate::negamax`), one line
/// beside the sentence: the node whose numbers the step changes (the
/// parent, for a return), its window from the side to move and its m, and
/// at a cut its test turned round (every node cuts against its negamax β).
/// `None` at position 0. Under minimax there is no window to write.
///
/// ```
/// use alphabeta::{lang::Lang, narrate::negamax_note, notation::parse, search::{search, Options}};
/// let tree = parse("[[3, 12], [2, 4]]").unwrap();
/// let trace = search(&tree, &Options::default()).unwrap();
/// // Step 4: R.1.1 returns 3 to R.1, a MIN node.
/// assert_eq!(
///     negamax_note(&tree, &trace, 4, Lang::En).unwrap(),
///     "negamax: R.1 (MIN, negated): window (−∞, +∞), m = −3"
/// );
/// assert_eq!(
///     negamax_note(&tree, &trace, 4, Lang::Fr).unwrap(),
///     "négamax : R.1 (Min, nombres niés) : fenêtre (−∞ ; +∞), m = −3"
/// );
/// ```
pub fn negamax_note(tree: &Tree, trace: &Trace, k: u32, lang: Lang) -> Option<String> {
    let v = step_view(tree, trace, k)?;
    let id = match v.kind {
        StepKind::Return => v.parent.unwrap_or(v.node),
        _ => v.node,
    };
    // The node as the page's negamax view draws it: the display rule's
    // state (no window under minimax) seen from the side to move.
    let s = shown_state(trace, id, k);
    let side = Side::of(tree.player(id), s.m, s.bound, s.alpha.zip(s.beta));
    let who = match (side.negated, lang) {
        (true, Lang::En) => format!("{} (MIN, negated)", name(tree, id)),
        (true, Lang::Fr) => format!("{} (Min, nombres niés)", name(tree, id)),
        (false, _) => format!("{} ({})", name(tree, id), player(tree, id, lang)),
    };
    let mut parts = Vec::new();
    if let (Some(a), Some(b)) = (side.alpha, side.beta) {
        let word = if lang == Lang::Fr { "fenêtre" } else { "window" };
        parts.push(format!("{word} {}", show_window(a, b, lang)));
    }
    if let Some(m) = side.value {
        let op = match side.bound {
            Some(BoundKind::Lower) => "≥",
            Some(BoundKind::Upper) => "≤",
            _ => "=",
        };
        parts.push(format!("m {op} {}", show_in(m, lang)));
    }
    let mut note = match lang {
        Lang::En => format!("negamax: {who}"),
        Lang::Fr => format!("négamax : {who}"),
    };
    if !parts.is_empty() {
        note.push_str(if lang == Lang::Fr { " : " } else { ": " });
        note.push_str(&parts.join(", "));
    }
    if let Some(c) = &v.cut {
        let (m, op, bound) = side_cut(tree.player(c.node), c.m, c.op, c.bound);
        let word = if lang == Lang::Fr { " ; coupure :" } else { "; cut:" };
        let (m, op, b) = (show_in(m, lang), op.symbol(), show_bound(bound, lang));
        note.push_str(&format!("{word} m = {m} {op} β = {b}"));
    }
    Some(note)
}
