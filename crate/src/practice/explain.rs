//! The sentences of practice mode: each mistake explained, and the hints.
//!
//! Every sentence says what the student wrote (or did not mark), what the
//! search gives, and the engine's reason with its numbers, in the seeds'
//! terms, in English and French at once. Everything is read from the
//! [`Trace`]: the cuts ([`Trace::pruned_by`], [`pruned_children`]), the values
//! the children returned and their kinds ([`Trace::returned`]), the window
//! each node inherited and who set it ([`Trace::inherited`]), and a parent's
//! state at the moment a child is entered ([`Trace::state`]). Nothing is
//! searched again.
//!
//! Why a returned m is exact or a bound follows the engine's definition
//! (`search::Known`): MAX takes the maximum of what its children prove, MIN
//! the minimum, and children skipped by a cut leave the far side open. The
//! reason given is the one that holds in the trace: a cut at the node, a
//! child that returned only a bound, or (fail-hard) m that never left the
//! bound it started at.

use super::chance;
use super::{show_exact, show_given, Field, FieldMistake, Given, Mistake, Verdict};
use crate::lang::{count, decimal_commas, show, Lang, Text};
use crate::options::{Algorithm, CutOp};
use crate::phrases::{
    a_cut_kind, initial_window, its_parent, leaf_bound, player_name, set_by_itself, set_by_parent, set_further_up,
};
use crate::trace::{BoundKind, Cut, Src, Step, StepKind, Trace};
use crate::tree::{NodeId, Player, Tree};
use crate::value::Value;
use crate::view::{pruned_children, Which};
use std::collections::HashMap;

/// At most this many children are named in a list of skipped subtrees;
/// the rest are counted ("and 996 others"), so a wide node cut early does
/// not make every one of its thousands of missed mistakes name them all.
const NAMED: usize = 4;

/// What several mistakes of one check share, built once: the list of each
/// cut's skipped children.
#[derive(Default)]
pub(super) struct Shared {
    skipped: HashMap<NodeId, Text>,
}

impl Shared {
    /// `R.1.2, R.1.3 and R.1.4`, or `R.1.2, …, R.1.5 and 996 others`: the
    /// subtrees cut `c` skipped.
    fn skipped(&mut self, tree: &Tree, trace: &Trace, c: &Cut) -> Text {
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
pub(super) fn both(f: impl Fn(Lang) -> String) -> Text {
    Text::new(f(Lang::En), decimal_commas(&f(Lang::Fr)))
}

/// `R.1 (MIN)`, `C (chance node)`.
fn who(tree: &Tree, id: NodeId, lang: Lang) -> String {
    let kind = match (tree.is_chance(id), lang) {
        (true, Lang::En) => "chance node",
        (true, Lang::Fr) => "nœud de hasard",
        (false, _) => player_name(tree.player(id), lang),
    };
    format!("{} ({kind})", tree.name(id))
}

/// A value `x` returned as the feedback writes it: exactly on a chance
/// tree (`5/3`), else as `lang::show` does.
fn shown(trace: &Trace, x: NodeId, value: Value) -> String {
    match trace.chance().and_then(|_| trace.returned_exact(x)) {
        Some(e) => chance::num(e),
        None => show(value),
    }
}

/// `a`, `a and b`, `a, b and c` (French: `et`).
pub(super) fn and_list(items: &[String], lang: Lang) -> String {
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
fn aggregate(p: Player) -> &'static str {
    match p {
        Player::Max => "maximum",
        Player::Min => "minimum",
    }
}

/// The comparison that did not fire: the negation of the cut test.
fn negated(op: CutOp) -> &'static str {
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
fn source(tree: &Tree, at: NodeId, src: Src, lang: Lang) -> String {
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
struct Kid {
    id: NodeId,
    /// What it returned, if the search reached it.
    returned: Option<(Value, BoundKind)>,
    /// When it was entered (for the visiting order).
    enter: u32,
}

/// `x`'s children the search reached, in the order it visited them, and
/// those a cut skipped, left to right.
fn kids(tree: &Tree, trace: &Trace, x: NodeId) -> (Vec<Kid>, Vec<NodeId>) {
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
fn kid_value(tree: &Tree, trace: &Trace, k: &Kid) -> String {
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
fn cut_below(tree: &Tree, trace: &Trace, x: NodeId) -> bool {
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

/// The explanation of one mistake.
pub(super) fn mistake(tree: &Tree, trace: &Trace, m: &Mistake, shared: &mut Shared) -> Text {
    match m.verdict {
        Verdict::Missed => missed(tree, trace, m.node, shared),
        Verdict::Extra => extra(tree, trace, m.node),
        _ => {
            let parts: Vec<Text> = m.fields.iter().map(|f| field(tree, trace, m.node, f, shared)).collect();
            both(|lang| parts.iter().map(|t| t.get(lang)).collect::<Vec<_>>().join(" "))
        }
    }
}

/// A missed cut at `y`: the cut test that fired at its parent, the bound's
/// source, shallow or deep, and what was skipped.
fn missed(tree: &Tree, trace: &Trace, y: NodeId, shared: &mut Shared) -> Text {
    let Some(c) = trace.pruned_by(y) else {
        return both(|lang| match lang {
            Lang::En => format!(
                "You did not mark {} pruned, but the search never reaches it.",
                tree.name(y)
            ),
            Lang::Fr => format!(
                "Vous n’avez pas marqué {} comme élagué, mais la recherche ne l’atteint jamais.",
                tree.name(y)
            ),
        });
    };
    let p = c.node;
    let (test, after) = fired(tree, trace, c);
    let skipped = shared.skipped(tree, trace, c);
    both(|lang| {
        let at = who(tree, p, lang);
        let src = source(tree, p, c.source, lang);
        let list = skipped.get(lang);
        let kind = a_cut_kind(c.kind, lang);
        let y = tree.name(y);
        let pn = tree.name(p);
        let after = after.map_or_else(String::new, |s| format!("{}, ", after_return(tree, trace, &s, lang)));
        match lang {
            Lang::En => format!(
                "You did not mark {y} pruned, but α-β never reaches it: at {at}, {after}{test}, {src}: {kind}. {pn} stops there and skips {list}."
            ),
            Lang::Fr => format!(
                "Vous n’avez pas marqué {y} comme élagué, mais α-β ne l’atteint jamais : en {at}, {after}{test}, {src} : {kind}. {pn} s’arrête là et élague {list}."
            ),
        }
    })
}

/// The cut test that fired at `c`'s node (`m = 5 ≥ β = 4`), and the step
/// before the cut when it is the return that made m cross the bound.
fn fired(tree: &Tree, trace: &Trace, c: &Cut) -> (String, Option<(u32, Step)>) {
    let player = tree.player(c.node);
    let letter = Which::tested_at(player).letter();
    let op = trace.options().ties.op(player).symbol();
    let exact = |k: u32, v: Value| {
        trace
            .chance()
            .and_then(|s| s.value(k))
            .map_or_else(|| show(v), chance::num)
    };
    let test = match chance::is_chance_cut(c.kind)
        .then(|| chance::cut_test(trace, c))
        .flatten()
    {
        Some(test) => test,
        None => {
            let bound = match trace.chance().and_then(|s| s.note(c.pos)) {
                Some(crate::trace::ChanceNote::Cut(b)) => chance::num(*b),
                _ => show(c.bound),
            };
            format!("m = {} {op} {letter} = {bound}", exact(c.pos, c.m))
        }
    };
    let k = c.pos.saturating_sub(1);
    let after = trace
        .step(k)
        .filter(|s| s.kind == StepKind::Return && tree.parent(s.node) == Some(c.node))
        .map(|s| (k, s));
    (test, after)
}

/// `after R.1 returned 5`, the return step `s` (at `k`) said.
fn after_return(tree: &Tree, trace: &Trace, (k, s): &(u32, Step), lang: Lang) -> String {
    let v = trace
        .chance()
        .and_then(|c| c.value(*k))
        .map_or_else(|| show(s.value), chance::num);
    match lang {
        Lang::En => format!("after {} returned {v}", tree.name(s.node)),
        Lang::Fr => format!("après le retour de {v} par {}", tree.name(s.node)),
    }
}

/// An extra cut at `y`: the cut test that did not fire at its parent when
/// `y` was reached, or why nothing could be cut there.
fn extra(tree: &Tree, trace: &Trace, y: NodeId) -> Text {
    let yn = tree.name(y);
    let Some(p) = tree.parent(y) else {
        return both(|lang| match lang {
            Lang::En => format!("{} every search starts at the root.", marked(&yn, lang)),
            Lang::Fr => format!("{} toute recherche part de la racine.", marked(&yn, lang)),
        });
    };
    let Some((enter, _)) = trace.visit_span(y) else {
        return extra_unreached(tree, trace, y, p);
    };
    if trace.options().algorithm == Algorithm::Minimax {
        return both(|lang| match lang {
            Lang::En => format!("{} minimax evaluates every node: it never prunes.", marked(&yn, lang)),
            Lang::Fr => format!(
                "{} minimax évalue tous les nœuds : il n’élague jamais.",
                marked(&yn, lang)
            ),
        });
    }
    extra_no_cut(tree, trace, y, p, enter)
}

/// `You marked R.1 pruned, but`: how the explanation of an extra cut opens.
fn marked(yn: &str, lang: Lang) -> String {
    match lang {
        Lang::En => format!("You marked {yn} pruned, but"),
        Lang::Fr => format!("Vous avez marqué {yn} comme élagué, mais"),
    }
}

/// An extra cut at `y` (child of `p`) that the search never reached and no
/// cut skipped: below the depth limit, or below a node the transposition
/// table answered.
fn extra_unreached(tree: &Tree, trace: &Trace, y: NodeId, p: NodeId) -> Text {
    let yn = tree.name(y);
    let limit = trace.options().depth_limit;
    if let Some(limit) = limit.filter(|&l| tree.depth(y) > l) {
        let mut a = y;
        while tree.depth(a) > limit {
            a = tree.parent(a).unwrap_or(0);
        }
        let an = tree.name(a);
        return both(|lang| {
            match lang {
            Lang::En => format!(
                "{} {yn} lies below the depth limit P = {limit}: the search evaluates {an} with h and never expands it, which is not a cut.",
                marked(&yn, lang)
            ),
            Lang::Fr => format!(
                "{} {yn} est sous la profondeur limite P = {limit} : la recherche évalue {an} par h sans le développer, ce qui n’est pas une coupure.",
                marked(&yn, lang)
            ),
        }
        });
    }
    let mut a = p;
    while !trace.visited(a) {
        a = tree.parent(a).unwrap_or(0);
    }
    let an = tree.name(a);
    both(|lang| {
        match lang {
        Lang::En => format!(
            "{} no cut skips it: the transposition table answered {an} from an earlier search of the same position.",
            marked(&yn, lang)
        ),
        Lang::Fr => format!(
            "{} aucune coupure ne l’élague : la table de transposition a répondu pour {an} d’après une recherche antérieure de la même position.",
            marked(&yn, lang)
        ),
    }
    })
}

/// An extra cut at `y`, entered at `enter` under its parent `p`: the cut
/// test that ran before it and did not fire, or that nothing had returned
/// yet.
fn extra_no_cut(tree: &Tree, trace: &Trace, y: NodeId, p: NodeId, enter: u32) -> Text {
    let yn = tree.name(y);
    // The sibling that returned last before `y` was entered: the cut test
    // ran after it, and did not fire. It is the step before `y`'s entry,
    // past the bound that fail-soft moves and a killer move's step.
    let mut k = enter.saturating_sub(1);
    while trace
        .step(k)
        .is_some_and(|s| matches!(s.kind, StepKind::Bound | StepKind::Killer))
    {
        k -= 1;
    }
    if tree.is_chance(p) {
        if let Some(text) = chance::extra_outcome(tree, trace, y, p, enter) {
            return text;
        }
    }
    let before = trace
        .step(k)
        .filter(|s| s.kind == StepKind::Return && tree.parent(s.node) == Some(p))
        .map(|s| (k, s));
    let Some(prev) = before else {
        return both(|lang| {
            match lang {
            Lang::En => format!(
                "{} α-β evaluates it: it is the first child of {} that the search tries, and a node is cut only after one of its children has returned.",
                marked(&yn, lang),
                who(tree, p, lang)
            ),
            Lang::Fr => format!(
                "{} α-β l’évalue : c’est le premier fils de {} que la recherche essaie, et un nœud n’est coupé qu’après le retour de l’un de ses fils.",
                marked(&yn, lang),
                who(tree, p, lang)
            ),
        }
        });
    };
    let player = tree.player(p);
    let state = trace.state(p, enter);
    let which = Which::tested_at(player);
    let (bound, src) = match which {
        Which::Alpha => (state.alpha, state.alpha_src),
        Which::Beta => (state.beta, state.beta_src),
    };
    let op = negated(trace.options().ties.op(player));
    let m = state.m.map_or_else(|| "?".into(), show);
    let bound = match trace.chance().and_then(|c| c.note(enter)) {
        Some(crate::trace::ChanceNote::Entered(e)) if trace.chance().is_some() => chance::num(match which {
            Which::Alpha => e.alpha,
            Which::Beta => e.beta,
        }),
        _ => bound.map_or_else(|| "?".into(), show),
    };
    both(|lang| {
        let src = src.map_or_else(String::new, |s| source(tree, p, s, lang));
        let test = format!("m = {m} {op} {} = {bound} ({src})", which.letter());
        let after = after_return(tree, trace, &prev, lang);
        match lang {
            Lang::En => format!(
                "{} α-β evaluates it: when it is reached, {after}, {} has {test}: no cut.",
                marked(&yn, lang),
                who(tree, p, lang)
            ),
            Lang::Fr => format!(
                "{} α-β l’évalue : quand il est atteint, {after}, {} a {test} : pas de coupure.",
                marked(&yn, lang),
                who(tree, p, lang)
            ),
        }
    })
}

/// One wrong or empty field of node `x`.
fn field(tree: &Tree, trace: &Trace, x: NodeId, f: &FieldMistake, shared: &mut Shared) -> Text {
    match f.field {
        Field::M => wrong_m(tree, trace, x, f, shared),
        Field::Alpha | Field::Beta => wrong_window(tree, trace, x, f),
    }
}

/// `You wrote ≤ 13 at R.2` / `You left m empty at R.2`.
pub(super) fn wrote(f: &FieldMistake, what: &str, name: &str, lang: Lang) -> String {
    match (&f.given, lang) {
        (Some(g), Lang::En) if what == "m" => format!("You wrote {g} at {name}"),
        (Some(g), Lang::Fr) if what == "m" => format!("Vous avez écrit {g} en {name}"),
        (Some(g), Lang::En) => format!("You wrote {what} = {g} at {name}"),
        (Some(g), Lang::Fr) => format!("Vous avez écrit {what} = {g} en {name}"),
        (None, Lang::En) => format!("You left {what} empty at {name}"),
        (None, Lang::Fr) => format!("Vous avez laissé {what} vide en {name}"),
    }
}

/// A wrong or empty α or β: what `x` inherits, from which parent, set by
/// whom.
fn wrong_window(tree: &Tree, trace: &Trace, x: NodeId, f: &FieldMistake) -> Text {
    let which = if f.field == Field::Alpha {
        Which::Alpha
    } else {
        Which::Beta
    };
    let letter = which.letter();
    let xn = tree.name(x);
    let Some((a, b, asrc, bsrc)) = trace.inherited(x) else {
        return both(|lang| format!("{}.", wrote(f, letter, &xn, lang)));
    };
    let (value, src) = match which {
        Which::Alpha => (a, asrc),
        Which::Beta => (b, bsrc),
    };
    let v = f.expected.clone();
    if let Some(p) = tree.parent(x).filter(|&p| tree.is_chance(p)) {
        if let Some(why) = chance::outcome_window(tree, trace, x, p, which == Which::Alpha) {
            return both(|lang| {
                format!(
                    "{}{} {}",
                    wrote(f, letter, &xn, lang),
                    if lang == Lang::En { ";" } else { " ;" },
                    why.get(lang)
                )
            });
        }
    }
    if let (Some(b), Some(p)) = (src.leaf_bound(), tree.parent(x)) {
        return from_leaf_bound(f, (letter, &xn, &v), &tree.name(p), b.letter());
    }
    let setter = setter_child(tree, trace, x, value, src);
    both(|lang| {
        let start = wrote(f, letter, &xn, lang);
        let iw = initial_window(lang);
        let Some(p) = tree.parent(x) else {
            return match lang {
                Lang::En => format!("{start}; the search starts at the root with {iw}: {letter} = {v}."),
                Lang::Fr => format!("{start} ; la recherche part de la racine avec {iw} : {letter} = {v}."),
            };
        };
        let pn = tree.name(p);
        let par = its_parent(&pn, lang);
        let head = match lang {
            Lang::En => format!("{start}; {xn} inherits {letter} = {v} from {par}"),
            Lang::Fr => format!("{start} ; {xn} hérite de {letter} = {v}, transmis par {par}"),
        };
        let by = set_by_itself(&pn, lang);
        match (src.get(), &setter, lang) {
            (None, _, Lang::En) => format!("{head}, which holds it from {iw}."),
            (None, _, Lang::Fr) => format!("{head}, qui le tient de {iw}."),
            (Some(s), Some(c), Lang::En) if s == p => format!("{head}, {by}: its m after {c} returned {v}."),
            (Some(s), Some(c), Lang::Fr) if s == p => {
                format!("{head}, {by} : sa valeur m après le retour de {v} par {c}.")
            }
            (Some(s), None, Lang::En) if s == p => format!("{head}, {by}: its m when {xn} is entered."),
            (Some(s), None, Lang::Fr) if s == p => format!("{head}, {by} : sa valeur m quand on entre dans {xn}."),
            (Some(s), _, _) => format!("{head}, {}.", set_further_up(&tree.name(s), lang)),
        }
    })
}

/// A wrong α or β (`letter` = `v` at `xn`) that `xn`'s parent `pn` holds
/// from the leaf bound `bound` (L or U, `docs/chance.md`).
fn from_leaf_bound(f: &FieldMistake, (letter, xn, v): (&str, &str, &str), pn: &str, bound: &str) -> Text {
    both(|lang| {
        let start = wrote(f, letter, xn, lang);
        let (par, lb) = (its_parent(pn, lang), leaf_bound(bound, lang));
        match lang {
            Lang::En => format!("{start}; {xn} inherits {letter} = {v} from {par}, which holds it from {lb}: no leaf is worth less than L nor more than U."),
            Lang::Fr => format!("{start} ; {xn} hérite de {letter} = {v}, transmis par {par}, qui le tient de {lb} : aucune feuille ne vaut moins que L ni plus que U."),
        }
    })
}

/// When `x`'s parent set the bound `value` itself (`src`), the name of the
/// child whose return gave the parent that m: m only moves one way (up at
/// MAX, down at MIN), so the first position where it reaches the bound is
/// found by bisection in the parent's own timeline, and its step is that
/// child's return.
fn setter_child(tree: &Tree, trace: &Trace, x: NodeId, value: Value, src: Src) -> Option<String> {
    let p = tree.parent(x).filter(|&p| src.get() == Some(p))?;
    let (mut lo, mut hi) = (trace.visit_span(p)?.0, trace.visit_span(x)?.0);
    let reached = |k: u32| {
        trace.state(p, k).m.is_some_and(|m| match tree.player(p) {
            Player::Max => m >= value,
            Player::Min => m <= value,
        })
    };
    if !reached(hi) {
        return None;
    }
    while lo < hi {
        let mid = lo + (hi - lo) / 2;
        if reached(mid) {
            hi = mid;
        } else {
            lo = mid + 1;
        }
    }
    trace
        .step(lo)
        .filter(|s| s.kind == StepKind::Return && tree.parent(s.node) == Some(p) && s.value == value)
        .map(|s| tree.name(s.node))
}

/// A wrong or empty m: the children's values that give it, and why it is
/// exact or a bound.
fn wrong_m(tree: &Tree, trace: &Trace, x: NodeId, f: &FieldMistake, shared: &mut Shared) -> Text {
    let xn = tree.name(x);
    let Some((value, kind)) = trace.returned(x) else {
        return both(|lang| format!("{}.", wrote(f, "m", &xn, lang)));
    };
    if tree.is_chance(x) {
        return chance::wrong_mean(tree, trace, x, f);
    }
    let algorithm = trace.options().algorithm;
    let gives = |lang: Lang| search_gives(algorithm, kind, &f.expected, lang);
    // A node the transposition table answered has no children searched.
    let hit = trace
        .visit_span(x)
        .and_then(|(enter, _)| trace.step(enter))
        .is_some_and(|s| s.kind == StepKind::TtHit);
    if hit {
        return both(|lang| {
            let start = wrote(f, "m", &xn, lang);
            match lang {
                Lang::En => format!("{start}; {}: the transposition table answered {xn} from an earlier search of the same position.", gives(lang)),
                Lang::Fr => format!("{start} ; {} : la table de transposition a répondu pour {xn} d’après une recherche antérieure de la même position.", gives(lang)),
            }
        });
    }
    let (reached, pruned) = kids(tree, trace, x);
    let own_cut = pruned.first().and_then(|&c| trace.pruned_by(c)).copied();
    let pruned_list = own_cut.map(|c| shared.skipped(tree, trace, &c));
    // Fail-hard: m starts at the bound it moves (α at MAX, β at MIN).
    let start = trace
        .inherited(x)
        .filter(|_| algorithm == Algorithm::AlphaBetaHard)
        .map(|(a, b, asrc, bsrc)| match tree.player(x) {
            Player::Max => (a, asrc),
            Player::Min => (b, bsrc),
        });
    let computed = how_computed(
        tree,
        trace,
        x,
        &reached,
        start,
        pruned_list.as_ref().map(|t| (pruned.len(), t)),
    );
    let reason = reason(tree, trace, x, (value, kind), &reached, start, own_cut.zip(pruned_list));
    both(|lang| {
        let opening = wrote(f, "m", &xn, lang);
        let (semi, colon) = match lang {
            Lang::En => (";", ":"),
            Lang::Fr => (" ;", " :"),
        };
        let (gives, computed) = (gives(lang), computed.get(lang));
        match reason.as_ref().map(|r| r(lang)) {
            Some(r) => format!("{opening}{semi} {gives}{colon} {computed}{semi} {r}."),
            None => format!("{opening}{semi} {gives}{colon} {computed}."),
        }
    })
}

/// `the search gives ≥ 5, a lower bound`: what the search returned at a
/// node (`expected`, as the student would write it) and its kind.
fn search_gives(algorithm: Algorithm, kind: BoundKind, expected: &str, lang: Lang) -> String {
    match (algorithm, kind, lang) {
        (Algorithm::Minimax, _, Lang::En) => format!("the search gives {expected}"),
        (Algorithm::Minimax, _, Lang::Fr) => format!("la recherche donne {expected}"),
        (_, BoundKind::Exact, Lang::En) => format!("the search gives {expected}, exact"),
        (_, BoundKind::Exact, Lang::Fr) => format!("la recherche donne {expected}, valeur exacte"),
        (_, BoundKind::Lower, Lang::En) => format!("the search gives {expected}, a lower bound"),
        (_, BoundKind::Lower, Lang::Fr) => format!("la recherche donne {expected}, une borne inférieure"),
        (_, BoundKind::Upper, Lang::En) => format!("the search gives {expected}, an upper bound"),
        (_, BoundKind::Upper, Lang::Fr) => format!("la recherche donne {expected}, une borne supérieure"),
    }
}

/// How `x`'s m is computed from its `reached` children: from the bound it
/// starts at under fail-hard (`start`), or as their maximum or minimum,
/// with the children its own cut skipped (how many, and their list).
fn how_computed(
    tree: &Tree,
    trace: &Trace,
    x: NodeId,
    reached: &[Kid],
    start: Option<(Value, Src)>,
    pruned: Option<(usize, &Text)>,
) -> Text {
    let player = tree.player(x);
    let agg = aggregate(player);
    let values: Vec<String> = reached.iter().map(|k| kid_value(tree, trace, k)).collect();
    let say = |lang: Lang| {
        let who = who(tree, x, lang);
        let list = and_list(&values, lang);
        let mut s = match (start, lang) {
            (Some((m0, _)), Lang::En) => format!(
                "{who} starts with m = {} = {}, then keeps the {agg} of m and each child's value: {list}",
                Which::moved_at(player).letter(),
                show(m0)
            ),
            (Some((m0, _)), Lang::Fr) => format!(
                "{who} part de m = {} = {}, puis garde le {agg} de m et de la valeur de chaque fils : {list}",
                Which::moved_at(player).letter(),
                show(m0)
            ),
            (None, Lang::En) => format!("{who} is the {agg} of {list}"),
            (None, Lang::Fr) => format!("{who} est le {agg} de {list}"),
        };
        if let Some((n, p)) = pruned.map(|(n, t)| (n, t.get(lang))) {
            s.push_str(&match (n, lang) {
                (_, Lang::En) => format!(", with {p} pruned"),
                (1, Lang::Fr) => format!(", {p} étant élagué"),
                (_, Lang::Fr) => format!(", {p} étant élagués"),
            });
        }
        s
    };
    Text::new(say(Lang::En), say(Lang::Fr))
}

/// A sentence still to be said in a language.
type Said<'a> = Box<dyn Fn(Lang) -> String + 'a>;

/// Why `x`'s m is exact or a bound, read from what its children returned
/// and from its cut; `None` under minimax, whose values are the children's.
fn reason<'a>(
    tree: &'a Tree,
    trace: &'a Trace,
    x: NodeId,
    (value, kind): (Value, BoundKind),
    reached: &[Kid],
    start: Option<(Value, Src)>,
    own_cut: Option<(Cut, Text)>,
) -> Option<Said<'a>> {
    if trace.options().algorithm == Algorithm::Minimax {
        return None;
    }
    if kind == BoundKind::Exact {
        return Some(exact_reason(tree, trace, x, reached));
    }
    let player = tree.player(x);
    // The far side is open because the node cut: MAX proves a lower bound,
    // MIN an upper one.
    let cut_side = matches!(
        (player, kind),
        (Player::Max, BoundKind::Lower) | (Player::Min, BoundKind::Upper)
    );
    if let (true, Some((c, skipped))) = (cut_side, own_cut) {
        return Some(cut_reason(tree, trace, x, (value, kind), c, skipped));
    }
    // Fail-hard: m never left the bound it started at (MAX proves then at
    // most α, MIN at least β).
    let start_side = !cut_side;
    if let (true, Some((m0, src))) = (start_side, start) {
        let beaten = reached.iter().any(|k| {
            k.returned.is_some_and(|(t, _)| match player {
                Player::Max => t > m0,
                Player::Min => t < m0,
            })
        });
        if m0 == value && !beaten {
            return Some(start_reason(tree, x, kind, m0, src));
        }
    }
    Some(child_bound_reason(
        tree,
        trace,
        (shown(trace, x, value), value, kind),
        reached,
        cut_side,
    ))
}

/// `so its true value is at least 5` (a lower bound) or `at most 5`.
fn true_value(kind: BoundKind, v: &str, lang: Lang) -> String {
    match (kind, lang) {
        (BoundKind::Lower, Lang::En) => format!("so its true value is at least {v}"),
        (BoundKind::Lower, Lang::Fr) => format!("donc sa vraie valeur est au moins {v}"),
        (_, Lang::En) => format!("so its true value is at most {v}"),
        (_, Lang::Fr) => format!("donc sa vraie valeur est au plus {v}"),
    }
}

/// Why `x`'s value is exact: nothing below it was cut, or no child of it
/// was and the bounds its children returned cannot change its m.
fn exact_reason<'a>(tree: &Tree, trace: &Trace, x: NodeId, reached: &[Kid]) -> Said<'a> {
    let xn = tree.name(x);
    let bounded: Vec<String> = reached
        .iter()
        .filter(|k| k.returned.is_some_and(|(_, kind)| kind != BoundKind::Exact))
        .map(|k| kid_value(tree, trace, k))
        .collect();
    let all_exact = bounded.is_empty();
    let below = cut_below(tree, trace, x);
    let agg = aggregate(tree.player(x));
    Box::new(move |lang| match (below, all_exact, lang) {
        (false, _, Lang::En) => format!("nothing below {xn} was cut, so its value is exact"),
        (false, _, Lang::Fr) => format!("rien n’a été élagué sous {xn}, donc sa valeur est exacte"),
        (true, true, Lang::En) => {
            format!("no child of {xn} was pruned and each returned its exact value, so the {agg} is exact")
        }
        (true, true, Lang::Fr) => {
            format!("aucun fils de {xn} n’a été élagué et chacun a renvoyé sa valeur exacte, donc le {agg} est exact")
        }
        (true, false, Lang::En) if bounded.len() == 1 => format!(
            "no child of {xn} was pruned, and the bound {} cannot change the {agg}, so it is exact",
            bounded[0]
        ),
        (true, false, Lang::Fr) if bounded.len() == 1 => format!(
            "aucun fils de {xn} n’a été élagué, et la borne {} ne peut pas changer le {agg}, donc il est exact",
            bounded[0]
        ),
        (true, false, Lang::En) => format!(
            "no child of {xn} was pruned, and the bounds {} cannot change the {agg}, so it is exact",
            and_list(&bounded, lang)
        ),
        (true, false, Lang::Fr) => format!(
            "aucun fils de {xn} n’a été élagué, et les bornes {} ne peuvent pas changer le {agg}, donc il est exact",
            and_list(&bounded, lang)
        ),
    })
}

/// Why `x`'s value is a bound when `x` cut: the test that fired, after
/// which child, and the children `c` skipped.
fn cut_reason<'a>(
    tree: &'a Tree,
    trace: &'a Trace,
    x: NodeId,
    (value, kind): (Value, BoundKind),
    c: Cut,
    skipped: Text,
) -> Said<'a> {
    let v = shown(trace, x, value);
    let (test, after) = fired(tree, trace, &c);
    Box::new(move |lang| {
        let src = source(tree, x, c.source, lang);
        let list = skipped.get(lang);
        let tv = true_value(kind, &v, lang);
        let after = after.map_or_else(String::new, |s| format!("{}, ", after_return(tree, trace, &s, lang)));
        match lang {
            Lang::En => format!("{after}{test} ({src}) cut {list}, {tv}"),
            Lang::Fr => format!("{after}{test} ({src}) a coupé {list}, {tv}"),
        }
    })
}

/// Why `x`'s value is a bound under fail-hard: m never left the bound `m0`
/// it started at (set by `src`).
fn start_reason(tree: &Tree, x: NodeId, kind: BoundKind, m0: Value, src: Src) -> Said<'_> {
    let player = tree.player(x);
    let letter = Which::moved_at(player).letter();
    let v = show(m0);
    Box::new(move |lang| {
        let src = source(tree, x, src, lang);
        let tv = true_value(kind, &v, lang);
        match (player, lang) {
            (Player::Max, Lang::En) => {
                format!("m started at {letter} = {v} ({src}) and no child returned more, {tv}")
            }
            (Player::Min, Lang::En) => {
                format!("m started at {letter} = {v} ({src}) and no child returned less, {tv}")
            }
            (Player::Max, Lang::Fr) => {
                format!("m est parti de {letter} = {v} ({src}) et aucun fils n’a renvoyé plus, {tv}")
            }
            (Player::Min, Lang::Fr) => {
                format!("m est parti de {letter} = {v} ({src}) et aucun fils n’a renvoyé moins, {tv}")
            }
        }
    })
}

/// Why `x`'s value is a bound otherwise: a child's bound leaves the side
/// open. At MAX, a child that proved only a lower bound (for a lower
/// bound; `cut_side`) or the children that reach m proving only upper
/// bounds (for an upper bound); MIN mirrors.
fn child_bound_reason<'a>(
    tree: &Tree,
    trace: &Trace,
    (v, value, kind): (String, Value, BoundKind),
    reached: &[Kid],
    cut_side: bool,
) -> Said<'a> {
    let open_kind = match kind {
        BoundKind::Lower => BoundKind::Lower,
        _ => BoundKind::Upper,
    };
    let culprits: Vec<String> = reached
        .iter()
        .filter(|k| {
            k.returned
                .is_some_and(|(t, kk)| kk == open_kind && (cut_side || t == value))
        })
        .map(|k| kid_value(tree, trace, k))
        .collect();
    if culprits.is_empty() {
        return Box::new(move |lang| {
            let tv = true_value(kind, &v, lang);
            match lang {
                Lang::En => format!("the children's values leave it a bound, {tv}"),
                Lang::Fr => format!("les valeurs des fils en font une borne, {tv}"),
            }
        });
    }
    Box::new(move |lang| {
        let list = and_list(&culprits, lang);
        let tv = true_value(kind, &v, lang);
        let plural = culprits.len() > 1;
        match (open_kind, plural, lang) {
            (BoundKind::Lower, false, Lang::En) => format!("{list} is only a lower bound, {tv}"),
            (BoundKind::Lower, true, Lang::En) => format!("{list} are only lower bounds, {tv}"),
            (_, false, Lang::En) => format!("{list} is only an upper bound, {tv}"),
            (_, true, Lang::En) => format!("{list} are only upper bounds, {tv}"),
            (BoundKind::Lower, false, Lang::Fr) => format!("{list} n’est qu’une borne inférieure, {tv}"),
            (BoundKind::Lower, true, Lang::Fr) => format!("{list} ne sont que des bornes inférieures, {tv}"),
            (_, false, Lang::Fr) => format!("{list} n’est qu’une borne supérieure, {tv}"),
            (_, true, Lang::Fr) => format!("{list} ne sont que des bornes supérieures, {tv}"),
        }
    })
}

/// The hint at `level` (1 to 3) about mistake `m`.
pub(super) fn hint(tree: &Tree, trace: &Trace, m: &Mistake, level: u8) -> Text {
    if level >= 3 {
        return mistake(tree, trace, m, &mut Shared::default());
    }
    match m.verdict {
        Verdict::Missed | Verdict::Extra => cut_hint(tree, trace, m.node, level),
        _ if m.fields.iter().any(|f| f.field != Field::M) => window_hint(tree, m.node, level),
        _ => m_hint(tree, trace, m.node, level),
    }
}

/// A hint about a missed or an extra cut at `x`: is it reached?
fn cut_hint(tree: &Tree, trace: &Trace, x: NodeId, level: u8) -> Text {
    let xn = tree.name(x);
    let Some(p) = tree.parent(x) else {
        return both(|lang| match lang {
            Lang::En => format!("Is {xn} reached?"),
            Lang::Fr => format!("{xn} est-il atteint ?"),
        });
    };
    if level == 1 {
        return both(|lang| match lang {
            Lang::En => format!("Look at {}: is {xn} reached?", who(tree, p, lang)),
            Lang::Fr => format!("Regardez {} : {xn} est-il atteint ?", who(tree, p, lang)),
        });
    }
    if trace.options().depth_limit.is_some_and(|l| tree.depth(x) > l) {
        return both(|lang| match lang {
            Lang::En => "What does the search do with a node at the depth limit P?".into(),
            Lang::Fr => "Que fait la recherche d’un nœud à la profondeur limite P ?".into(),
        });
    }
    if tree.is_chance(p) && trace.options().algorithm != Algorithm::Minimax {
        return chance::cut_hint(tree, p, x);
    }
    if trace.options().algorithm == Algorithm::Minimax {
        return both(|lang| match lang {
            Lang::En => "Does minimax ever skip a child?".into(),
            Lang::Fr => "Minimax saute-t-il jamais un fils ?".into(),
        });
    }
    let player = tree.player(p);
    let letter = Which::tested_at(player).letter();
    let op = trace.options().ties.op(player).symbol();
    let pn = tree.name(p);
    both(|lang| {
        match lang {
        Lang::En => format!(
            "After each child of {pn} returns, compare m with {letter}: {pn} stops as soon as m {op} {letter}. Does that happen before {xn}?"
        ),
        Lang::Fr => format!(
            "Après le retour de chaque fils de {pn}, comparez m à {letter} : {pn} s’arrête dès que m {op} {letter}. Cela arrive-t-il avant {xn} ?"
        ),
    }
    })
}

/// A hint about a wrong α or β at `x`: what it inherits, and from whom.
fn window_hint(tree: &Tree, x: NodeId, level: u8) -> Text {
    let xn = tree.name(x);
    if level == 1 {
        return both(|lang| match lang {
            Lang::En => format!("Look at {}: which α and β does it inherit?", who(tree, x, lang)),
            Lang::Fr => format!("Regardez {} : de quels α et β hérite-t-il ?", who(tree, x, lang)),
        });
    }
    both(|lang| match (tree.parent(x), lang) {
        (None, Lang::En) => format!("The root starts with {}.", initial_window(lang)),
        (None, Lang::Fr) => format!("La racine part de {}.", initial_window(lang)),
        (Some(p), Lang::En) => format!(
            "{xn} inherits α and β from {} when it is entered: which node last set each of them?",
            its_parent(&tree.name(p), lang)
        ),
        (Some(p), Lang::Fr) => format!(
            "{xn} hérite de α et β de {} quand on y entre : quel nœud a fixé chacun en dernier ?",
            its_parent(&tree.name(p), lang)
        ),
    })
}

/// A hint about a wrong m at `x`: what it returns, and from which children.
fn m_hint(tree: &Tree, trace: &Trace, x: NodeId, level: u8) -> Text {
    if level == 1 {
        return both(|lang| match lang {
            Lang::En => format!("Look at {}: what does it return?", who(tree, x, lang)),
            Lang::Fr => format!("Regardez {} : que renvoie-t-il ?", who(tree, x, lang)),
        });
    }
    if tree.is_chance(x) {
        return chance::mean_hint(tree, trace, x);
    }
    let agg = aggregate(tree.player(x));
    both(|lang| {
        match (trace.options().algorithm, lang) {
        (Algorithm::Minimax, Lang::En) => {
            format!("{} takes the {agg} of its children's values: what does each child return?", who(tree, x, lang))
        }
        (Algorithm::Minimax, Lang::Fr) => {
            format!("{} prend le {agg} des valeurs de ses fils : que renvoie chacun d’eux ?", who(tree, x, lang))
        }
        (_, Lang::En) => format!(
            "{} takes the {agg} of its children's values: which children are evaluated, and does it stop early? A node that stops early, or whose value rests on a child's bound, returns a bound (≥ or ≤).",
            who(tree, x, lang)
        ),
        (_, Lang::Fr) => format!(
            "{} prend le {agg} des valeurs de ses fils : quels fils sont évalués, et s’arrête-t-il avant la fin ? Un nœud qui s’arrête avant la fin, ou dont la valeur repose sur la borne d’un fils, renvoie une borne (≥ ou ≤).",
            who(tree, x, lang)
        ),
    }
    })
}
