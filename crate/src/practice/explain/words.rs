//! The feedback's shared words and facts: a node as `R.1 (MIN)`, a value
//! as returned, lists, where a tested bound came from, and a node's
//! children as the search left them (reached, returned, skipped).

#[allow(unused_imports)]
use super::*;

/// At most this many children are named in a list of skipped subtrees;
/// the rest are counted ("and 996 others"), so a wide node cut early does
/// not make every one of its thousands of missed mistakes name them all.
pub(super) const NAMED: usize = 4;

/// What several mistakes of one check share, built once: the list of each
/// cut's skipped children.
#[derive(Default)]
pub(in crate::practice) struct Shared {
    skipped: HashMap<NodeId, Text>,
}

impl Shared {
    /// `R.1.2, R.1.3 and R.1.4`, or `R.1.2, …, R.1.5 and 996 others`: the
    /// subtrees cut `c` skipped.
    pub(super) fn skipped(&mut self, tree: &Tree, trace: &Trace, c: &Cut) -> Text {
        self.skipped
            .entry(c.node)
            .or_insert_with(|| {
                let all = pruned_children(tree, trace, c);
                let named: Vec<String> = all.iter().take(NAMED).map(|&s| tree.name(s)).collect();
                let rest = all.len() - named.len();
                both(|lang| match (rest, lang) {
                    (0, _) => and_list(&named, lang),
                    (_, Lang::En) => format!(
                        "{} and {} other{}",
                        named.join(", "),
                        count(rest, lang),
                        if rest == 1 { "" } else { "s" }
                    ),
                    (_, Lang::Fr) => format!(
                        "{} et {} autre{}",
                        named.join(", "),
                        count(rest, lang),
                        if rest == 1 { "" } else { "s" }
                    ),
                })
            })
            .clone()
    }
}

/// Builds a [`Text`] from one function of the language; French decimals
/// take a comma (`lang::decimal_commas`).
pub(in crate::practice) fn both(f: impl Fn(Lang) -> String) -> Text {
    Text::new(f(Lang::En), decimal_commas(&f(Lang::Fr)))
}

/// `R.1 (MIN)`, `C (chance node)`.
pub(super) fn who(tree: &Tree, id: NodeId, lang: Lang) -> String {
    let kind = match (tree.is_chance(id), lang) {
        (true, Lang::En) => "chance node",
        (true, Lang::Fr) => "nœud de hasard",
        (false, _) => player_name(tree.player(id), lang),
    };
    format!("{} ({kind})", tree.name(id))
}

/// A value `x` returned as the feedback writes it: exactly on a chance
/// tree (`5/3`), else as `lang::show` does.
pub(super) fn shown(trace: &Trace, x: NodeId, value: Value) -> String {
    match trace.chance().and_then(|_| trace.returned_exact(x)) {
        Some(e) => chance::num(e),
        None => show(value),
    }
}

/// `a`, `a and b`, `a, b and c` (French: `et`).
pub(in crate::practice) fn and_list(items: &[String], lang: Lang) -> String {
    let and = match lang {
        Lang::En => " and ",
        Lang::Fr => " et ",
    };
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{}{and}{last}", init.join(", ")),
    }
}

/// `maximum` or `minimum` (the same word in both languages).
pub(super) fn aggregate(p: Player) -> &'static str {
    match p {
        Player::Max => "maximum",
        Player::Min => "minimum",
    }
}

/// The comparison that did not fire: the negation of the cut test.
pub(super) fn negated(op: CutOp) -> &'static str {
    match op {
        CutOp::Ge => "<",
        CutOp::Gt => "≤",
        CutOp::Le => ">",
        CutOp::Lt => "≥",
    }
}

/// Where the bound tested at `at` came from: `set by R, its parent`, `set
/// by u further up and handed down unchanged`, `the initial window`, `the
/// leaf bound U`.
pub(super) fn source(tree: &Tree, at: NodeId, src: Src, lang: Lang) -> String {
    if let Some(b) = src.leaf_bound() {
        return leaf_bound(b.letter(), lang);
    }
    match src.get() {
        None => initial_window(lang).into(),
        Some(s) if Some(s) == tree.parent(at) => set_by_parent(&tree.name(s), lang),
        Some(s) if s == at => set_by_itself(&tree.name(s), lang),
        Some(s) => set_further_up(&tree.name(s), lang),
    }
}

/// A child of a node, as the search left it.
pub(super) struct Kid {
    pub(super) id: NodeId,
    /// What it returned, if the search reached it.
    pub(super) returned: Option<(Value, BoundKind)>,
    /// When it was entered (for the visiting order).
    pub(super) enter: u32,
}

/// `x`'s children the search reached, in the order it visited them, and
/// those a cut skipped, left to right.
pub(super) fn kids(tree: &Tree, trace: &Trace, x: NodeId) -> (Vec<Kid>, Vec<NodeId>) {
    let mut reached = Vec::new();
    let mut pruned = Vec::new();
    for c in tree.children(x) {
        match trace.visit_span(c) {
            Some((enter, _)) => reached.push(Kid {
                id: c,
                returned: trace.returned(c),
                enter,
            }),
            None if trace.pruned_by(c).is_some() => pruned.push(c),
            None => {}
        }
    }
    reached.sort_by_key(|k| k.enter);
    (reached, pruned)
}

/// `13 (R.2.1)`, `≥ 16 (R.1.2)`, `h = 4 (R.1.1)` for a node evaluated
/// with its heuristic at the depth limit.
pub(super) fn kid_value(tree: &Tree, trace: &Trace, k: &Kid) -> String {
    let at_limit = !tree.is_leaf(k.id) && trace.options().depth_limit.is_some_and(|p| tree.depth(k.id) >= p);
    match k.returned {
        Some((value, _)) if at_limit => format!("h = {} ({})", shown(trace, k.id, value), tree.name(k.id)),
        Some((_, kind)) if trace.chance().is_some() => format!(
            "{} ({})",
            show_exact(kind, trace.returned_exact(k.id).unwrap_or_default()),
            tree.name(k.id)
        ),
        Some((value, kind)) => format!("{} ({})", show_given(Given { kind, value }), tree.name(k.id)),
        None => tree.name(k.id),
    }
}

/// Whether a cut skipped anything below `x`.
pub(super) fn cut_below(tree: &Tree, trace: &Trace, x: NodeId) -> bool {
    let end = tree.end(x);
    let cuts = trace.cuts();
    if trace.options().killers || trace.options().deepening {
        return cuts.iter().any(|c| c.node >= x && c.node < end);
    }
    // Without reordering the cuts are in the order of the disjoint ranges
    // they skip, and a range below `x` lies inside `x..end`.
    let i = cuts.partition_point(|c| c.first_pruned <= x);
    cuts.get(i).is_some_and(|c| c.first_pruned < end)
}
