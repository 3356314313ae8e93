//! The engine's own answer: what each node returns and inherits, as the
//! solution shows it and as a perfect answer writes it.

#[allow(unused_imports)]
use super::*;

/// Whether a node is asked for m and the window: a reached inner node that
/// the search expanded (a node cut off by the depth limit is evaluated with
/// its h, which the student is given).
pub(super) fn expanded(tree: &Tree, trace: &Trace, id: NodeId) -> bool {
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
pub(super) struct Right {
    pub(super) kind: BoundKind,
    pub(super) value: Value,
    pub(super) exact: Option<Ext>,
    pub(super) shown: String,
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
pub(super) fn right_m(trace: &Trace, id: NodeId) -> Option<Right> {
    let (value, kind) = trace.returned(id)?;
    let exact = trace.chance().and_then(|_| trace.returned_exact(id));
    Some(Right::new(kind, value, exact))
}

/// The window `id` inherited, exactly on a chance tree (the note at its
/// entry, `trace::chance`).
pub(super) fn right_window(trace: &Trace, id: NodeId) -> Option<(Right, Right)> {
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
