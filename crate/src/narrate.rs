//! Narration: one full sentence per step, in English or French.
//!
//! This is the message catalogue for everything the engine says about a
//! search; the page shows these sentences (in an `aria-live` region) and the
//! CLI prints them. The page's own catalogues (`www/js/i18n/`: English in
//! `i18n.js` and `en-page.js`, French in `fr.js`) hold the interface's
//! words. The French follows the seeds' vocabulary: coupure
//! superficielle / profonde, attribut hérité / synthétisé, nœud Max / Min,
//! élagué; a chance node is a « nœud de hasard ». On a tree with chance
//! nodes every number is exact (`5/3`) and the sentences tell Star1's
//! windows, running sums and cuts with their numbers (`docs/chance.md`).

use crate::exact::{Exact, Ext};
use crate::lang::{count, show_bound, show_in, show_window, Lang};
use crate::negamax::{side_bound, side_cut, side_value, side_window, Side};
use crate::options::{Algorithm, CutOp};
use crate::trace::{BoundKind, ChanceNote, CutKind, LeafBound, Probed, Star, StepKind, Sum, Trace};
use crate::tree::{NodeId, Player, Tree};
use crate::value::Value;
use crate::view::{shown_state, step_view, StepView, Which};
use serde::Serialize;

/// A value in `lang` (decimal comma in French), or `?` when there is none.
fn show_opt(v: Option<Value>, lang: Lang) -> String {
    v.map(|x| show_in(x, lang)).unwrap_or_else(|| "?".into())
}

/// A bound of a window (`3⁺` for the far end of a null window), or `?`.
fn bound_opt(v: Option<Value>, lang: Lang) -> String {
    v.map(|x| show_bound(x, lang)).unwrap_or_else(|| "?".into())
}

/// A node's name: its label, or `#id`.
fn name(tree: &Tree, id: NodeId) -> String {
    tree.name(id)
}

fn player(tree: &Tree, id: NodeId, lang: Lang) -> &'static str {
    player_name(tree.player(id), lang)
}

/// A node's player as its sentences write it beside its name: `MIN`, or in
/// the negamax view, where MIN's numbers are negated, `MIN, seen from MIN`.
fn player_as(tree: &Tree, id: NodeId, voice: Voice) -> String {
    let p = player(tree, id, voice.lang);
    match (turned(tree, id, voice), voice.lang) {
        (true, Lang::En) => format!("{p}, seen from {p}"),
        (true, Lang::Fr) => format!("{p}, vu de {p}"),
        (false, _) => p.into(),
    }
}

/// Whether the negamax view turns node `id`'s numbers round: it is on and
/// MIN moves there.
fn turned(tree: &Tree, id: NodeId, voice: Voice) -> bool {
    voice.negamax && tree.player(id) == Player::Min
}

/// A value at node `id` as the voice says it: negated where it is turned.
fn said(tree: &Tree, id: NodeId, v: Option<Value>, voice: Voice) -> Option<Value> {
    v.map(|x| side_value(x, turned(tree, id, voice)))
}

/// ` (MAX’s 3, negated)`: what a turned number was in the search, or
/// nothing where the voice does not turn it.
fn was(tree: &Tree, id: NodeId, v: Option<Value>, voice: Voice) -> String {
    if !turned(tree, id, voice) {
        return String::new();
    }
    let x = show_opt(v, voice.lang);
    match voice.lang {
        Lang::En => format!(" (MAX’s {x}, negated)"),
        Lang::Fr => format!(" (le {x} de Max, nié)"),
    }
}

/// A player's name in `lang`: MAX / MIN, or the seeds' Max / Min.
pub fn player_name(p: Player, lang: Lang) -> &'static str {
    match (p, lang) {
        (Player::Max, Lang::En) => "MAX",
        (Player::Min, Lang::En) => "MIN",
        (Player::Max, Lang::Fr) => "Max",
        (Player::Min, Lang::Fr) => "Min",
    }
}

/// Where a bound came from, as a phrase.
fn source(tree: &Tree, trace: &Trace, src: Option<NodeId>, lang: Lang) -> String {
    match (src, lang) {
        (Some(s), Lang::En) => format!("set by {}", name(tree, s)),
        (Some(s), Lang::Fr) => format!("fixé par {}", name(tree, s)),
        (None, _) => the_window(trace, lang).1.into(),
    }
}

/// The window no node set, as the sentences name it: the initial window,
/// or the one the root is searched with by aspiration windows or by a pass
/// of MTD(f). With the article, and without.
fn the_window(trace: &Trace, lang: Lang) -> (&'static str, &'static str) {
    let o = trace.options();
    match (o.algorithm == Algorithm::Mtdf, o.aspiration.is_some(), lang) {
        (true, _, Lang::En) => ("the pass’s null window", "null window of the pass"),
        (true, _, Lang::Fr) => ("la fenêtre nulle de la passe", "fenêtre nulle de la passe"),
        (false, true, Lang::En) => ("the aspiration window", "aspiration window"),
        (false, true, Lang::Fr) => ("la fenêtre d’aspiration", "fenêtre d’aspiration"),
        (false, false, Lang::En) => ("the initial window", "initial window"),
        (false, false, Lang::Fr) => ("la fenêtre initiale", "fenêtre initiale"),
    }
}

fn list(tree: &Tree, ids: &[NodeId]) -> String {
    ids.iter().map(|&i| name(tree, i)).collect::<Vec<_>>().join(", ")
}

/// The sentence for position `k` of `trace` (0 is the start). Position 0
/// says what is about to run, but not how to start it: that depends on the
/// front end (the page says "Press →" or, on a touch screen, "Tap ▶"; a
/// slide or the CLI need no hint).
pub fn narrate(tree: &Tree, trace: &Trace, k: u32, lang: Lang) -> String {
    narrate_as(tree, trace, k, Voice { lang, negamax: false })
}

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

/// [`narrate`] in a [`Voice`]: with `negamax`, the same step told from
/// the side to move. The trace is the same; only the numbers and the
/// words around them turn round where MIN moves.
///
/// ```
/// use alphabeta::{lang::Lang, narrate::{narrate_as, Voice}, notation::parse, search::{search, Options}};
/// let tree = parse("[[3, 12], [2, 4]]").unwrap();
/// let trace = search(&tree, &Options::default()).unwrap();
/// let voice = Voice { lang: Lang::En, negamax: true };
/// // Step 4: R.1.1 returns 3 to R.1, a MIN node.
/// assert_eq!(
///     narrate_as(&tree, &trace, 4, voice),
///     "R.1.1 returns 3 to R.1 (MIN, seen from MIN), which takes its negation −3 (m = max(m, −t)): m goes from −∞ to −3."
/// );
/// ```
pub fn narrate_as(tree: &Tree, trace: &Trace, k: u32, voice: Voice) -> String {
    let lang = voice.lang;
    let algo = trace.options().algorithm;
    let Some(v) = step_view(tree, trace, k) else {
        let title = algo.title(lang);
        let nodes = count(tree.len(), lang);
        let steps = count(trace.len() as usize, lang);
        return match (voice.negamax, lang) {
            (false, Lang::En) => format!("Ready: {title} on a tree of {nodes} nodes, {steps} steps."),
            (false, Lang::Fr) => format!("Prêt : {title} sur un arbre de {nodes} nœuds, {steps} étapes."),
            (true, Lang::En) => format!(
                "Ready: {title} on a tree of {nodes} nodes, {steps} steps, told by negamax: each node maximises its value seen from the side to move."
            ),
            (true, Lang::Fr) => format!(
                "Prêt : {title} sur un arbre de {nodes} nœuds, {steps} étapes, raconté en négamax : chaque nœud maximise sa valeur vue par le joueur qui a le trait."
            ),
        };
    };
    if trace.chance().is_some() {
        let mut s = chance_sentence(tree, trace, &v, lang);
        if k == trace.len() {
            s.push(' ');
            s.push_str(&conclusion(tree, trace, lang));
        }
        return s;
    }
    let mut s = sentence(tree, trace, &v, algo, voice);
    if k == trace.len() {
        s.push(' ');
        s.push_str(&conclusion(tree, trace, lang));
    }
    s
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

/// The last sentence of a trace: the root's value (exact on a chance
/// tree), the best move and the leaves evaluated.
fn conclusion(tree: &Tree, trace: &Trace, lang: Lang) -> String {
    let value = trace
        .returned_exact(0)
        .map_or_else(|| show_in(trace.root_value(), lang), |x| exact_in(x, lang));
    let evaluated = count(trace.leaves_evaluated(), lang);
    // A chance tree's root without a move (a chance node) still says the
    // leaves it cost, which is Star1's point.
    let chance = trace.chance().is_some();
    match (trace.best_move(), lang) {
        (Some(b), Lang::En) => format!(
            "The root's value is {value}; the best move leads to {}. {evaluated} leaves evaluated.",
            name(tree, b)
        ),
        (Some(b), Lang::Fr) => format!(
            "La valeur de la racine est {value} ; le meilleur coup mène à {}. {evaluated} feuilles évaluées.",
            name(tree, b)
        ),
        (None, Lang::En) if chance => format!("The root's value is {value}. {evaluated} leaves evaluated."),
        (None, Lang::Fr) if chance => format!("La valeur de la racine est {value}. {evaluated} feuilles évaluées."),
        (None, Lang::En) => format!("The root's value is {value}."),
        (None, Lang::Fr) => format!("La valeur de la racine est {value}."),
    }
}

/// The words every PVS sentence is made of (`pvs_sentence`).
struct PvsWords {
    /// The child, its parent, and the parent's player as the voice says it.
    n: String,
    pn: String,
    pp: String,
    /// The parent's bound (the step's value), the child's window, and the
    /// bound's letter.
    val: String,
    win: String,
    letter: &'static str,
    /// "R.2 returns 3" (with the parent's negation in the negamax view), and
    /// what a failed test proves.
    returns: String,
    worth: String,
    /// Whether the parent maximises (always, in the negamax view).
    max: bool,
    negamax: bool,
    lang: Lang,
}

/// PVS's steps: a null-window test, its failure, the re-search. The window
/// is written as the child receives it (`(5, 5⁺)`: see `search::pvs`).
/// In the negamax view every parent maximises: its α, "above", failing
/// high; the child's window is seen from the child's side, and a failed
/// test's value is the child's, which the parent negates.
fn pvs_sentence(tree: &Tree, trace: &Trace, v: &StepView, voice: Voice) -> String {
    let lang = voice.lang;
    let n = name(tree, v.node);
    let parent = v.parent.unwrap_or(0);
    let pn = name(tree, parent);
    let search_max = tree.player(parent) == Player::Max;
    let max = search_max || voice.negamax;
    let val = show_opt(said(tree, parent, v.value, voice), lang);
    // The parent's own bound (α at MAX, β at MIN) is the step's value for
    // a test and a re-search; the window the child gets is its inherited
    // one, read at the next step (its enter or evaluation).
    let child = trace.inherited_at(v.node, v.k + 1);
    let win = child.map_or_else(String::new, |(a, b, _, _)| {
        let (a, b) = side_window(a, b, turned(tree, v.node, voice));
        show_window(a, b, lang)
    });
    // What the child returned: its own value, and in the negamax view the
    // parent's negation of it.
    let returns = match (voice.negamax, lang) {
        (false, Lang::En) => format!("{n} returns {val}"),
        (false, Lang::Fr) => format!("{n} renvoie {val}"),
        (true, Lang::En) => format!(
            "{n} returns {}; {pn} takes its negation {val}",
            show_opt(said(tree, v.node, v.value, voice), lang)
        ),
        (true, Lang::Fr) => format!(
            "{n} renvoie {} ; {pn} prend son opposé {val}",
            show_opt(said(tree, v.node, v.value, voice), lang)
        ),
    };
    // What the failed test proves, from the parent's side in the negamax
    // view (the child's own is the other way round).
    let worth = match (voice.negamax, lang) {
        (false, Lang::En) => format!("its value is at least {val}"),
        (false, Lang::Fr) => format!("sa valeur est au moins {val}"),
        (true, Lang::En) => format!("it is worth at least {val} to {pn}"),
        (true, Lang::Fr) => format!("il vaut au moins {val} pour {pn}"),
    };
    let w = PvsWords {
        pp: player_as(tree, parent, voice),
        letter: if max { "α" } else { "β" },
        n,
        pn,
        val,
        win,
        returns,
        worth,
        max,
        negamax: voice.negamax,
        lang,
    };
    match v.kind {
        StepKind::Test => pvs_test(&w),
        StepKind::Fail => {
            // The parent's own α (β) as it stands: the value of its test.
            let local = show_opt(
                said(tree, parent, shown_bound(trace, parent, v.k, search_max), voice),
                lang,
            );
            pvs_fail(&w, &local)
        }
        _ => pvs_research(&w),
    }
}

/// PVS's null-window test of a child.
fn pvs_test(w: &PvsWords) -> String {
    let PvsWords {
        n, pn, pp, val, win, ..
    } = w;
    match (w.max, w.lang) {
        (true, Lang::En) if w.negamax => format!(
            "Null-window test: {pn} ({pp}) already has α = {val}; it only asks whether {n} does better, so {n} gets the null window turned round, {win}, which decides “above {val} or not” for {pn} and cuts as early as possible."
        ),
        (true, Lang::Fr) if w.negamax => format!(
            "Test à fenêtre nulle : {pn} ({pp}) a déjà α = {val} ; il demande seulement si {n} fait mieux, donc {n} reçoit la fenêtre nulle retournée, {win}, qui décide « au-dessus de {val} ou non » pour {pn} et coupe le plus tôt possible."
        ),
        (true, Lang::En) => format!(
            "Null-window test: {pn} ({pp}) already has α = {val}; it only asks whether {n} does better, so {n} gets the null window {win}, which decides “above {val} or not” and cuts as early as possible."
        ),
        (false, Lang::En) => format!(
            "Null-window test: {pn} ({pp}) already has β = {val}; it only asks whether {n} does better, so {n} gets the null window {win}, which decides “below {val} or not” and cuts as early as possible."
        ),
        (true, Lang::Fr) => format!(
            "Test à fenêtre nulle : {pn} ({pp}) a déjà α = {val} ; il demande seulement si {n} fait mieux, donc {n} reçoit la fenêtre nulle {win}, qui décide « au-dessus de {val} ou non » et coupe le plus tôt possible."
        ),
        (false, Lang::Fr) => format!(
            "Test à fenêtre nulle : {pn} ({pp}) a déjà β = {val} ; il demande seulement si {n} fait mieux, donc {n} reçoit la fenêtre nulle {win}, qui décide « au-dessous de {val} ou non » et coupe le plus tôt possible."
        ),
    }
}

/// A PVS test that failed: the child is better than the parent's best so
/// far, by how much the null window does not say. `local` is the parent's
/// own bound as it stands.
fn pvs_fail(w: &PvsWords, local: &str) -> String {
    let PvsWords {
        n,
        pn,
        val,
        returns,
        worth,
        ..
    } = w;
    match (w.max, w.lang) {
        (true, Lang::En) => format!(
            "The test fails high: {returns} > α = {local}, so {n} is better than {pn}’s best so far ({worth}), and the null window does not say by how much. {pn}’s m does not change: {n} is searched again."
        ),
        (false, Lang::En) => format!(
            "The test fails low: {returns} < β = {local}, so {n} is better than {pn}’s best so far (its value is at most {val}), and the null window does not say by how much. {pn}’s m does not change: {n} is searched again."
        ),
        (true, Lang::Fr) => format!(
            "Le test échoue par le haut : {returns} > α = {local}, donc {n} est meilleur que ce que {pn} a trouvé ({worth}), et la fenêtre nulle ne dit pas de combien. Le m de {pn} ne change pas : {n} est exploré de nouveau."
        ),
        (false, Lang::Fr) => format!(
            "Le test échoue par le bas : {returns} < β = {local}, donc {n} est meilleur que ce que {pn} a trouvé (sa valeur est au plus {val}), et la fenêtre nulle ne dit pas de combien. Le m de {pn} ne change pas : {n} est exploré de nouveau."
        ),
    }
}

/// PVS's re-search of a child whose test failed, with the parent's full window.
fn pvs_research(w: &PvsWords) -> String {
    let PvsWords {
        n,
        pn,
        val,
        win,
        letter,
        ..
    } = w;
    match w.lang {
        Lang::En if w.negamax => format!(
            "Re-search: {n} is searched again with {pn}’s full window turned round, {win} ({pn}’s α = {val}); what its test found below it is set aside."
        ),
        Lang::Fr if w.negamax => format!(
            "Nouvelle recherche : {n} est exploré de nouveau avec la fenêtre complète de {pn} retournée, {win} (α = {val} pour {pn}) ; ce que son test a trouvé en dessous est mis de côté."
        ),
        Lang::En => format!(
            "Re-search: {n} is searched again with {pn}’s full window {win} ({letter} = {val}); what its test found below it is set aside."
        ),
        Lang::Fr => format!(
            "Nouvelle recherche : {n} est exploré de nouveau avec la fenêtre complète de {pn}, {win} ({letter} = {val}) ; ce que son test a trouvé en dessous est mis de côté."
        ),
    }
}

/// Aspiration windows: the first window around the guess, a failure of the
/// root's search, and its search again with the window widened.
fn aspiration_sentence(tree: &Tree, trace: &Trace, v: &StepView, lang: Lang) -> String {
    let n = name(tree, v.node);
    let val = show_opt(v.value, lang);
    let window_at = |k: u32| {
        trace
            .inherited_at(0, k)
            .map_or_else(String::new, |(a, b, _, _)| show_window(a, b, lang))
    };
    match v.kind {
        StepKind::Aspiration => {
            let win = window_at(v.k + 1);
            let deepening = !trace.earlier_iterations().is_empty();
            match (deepening, lang) {
                (false, Lang::En) => format!(
                    "Aspiration window: the root’s value is guessed to be {val}, so {n} is first searched with the narrow window {win} around it; a value outside will only be known as a bound."
                ),
                (true, Lang::En) => format!(
                    "Aspiration window: the previous iteration found {val}, so {n} is first searched with the narrow window {win} around it; a value outside will only be known as a bound."
                ),
                (false, Lang::Fr) => format!(
                    "Fenêtre d’aspiration : on devine que la racine vaut {val}, donc {n} est d’abord exploré avec la fenêtre étroite {win} autour de cette valeur ; une valeur en dehors ne sera connue que comme une borne."
                ),
                (true, Lang::Fr) => format!(
                    "Fenêtre d’aspiration : l’itération précédente a trouvé {val}, donc {n} est d’abord exploré avec la fenêtre étroite {win} autour de cette valeur ; une valeur en dehors ne sera connue que comme une borne."
                ),
            }
        }
        StepKind::Fail => {
            let (a, b, _, _) = trace.inherited_at(0, v.k).unwrap_or((
                Value::NEG_INF,
                Value::POS_INF,
                crate::trace::WINDOW,
                crate::trace::WINDOW,
            ));
            let t = v.value.unwrap_or(Value::int(0));
            // A value on a bound fails too (`search::aspiration`).
            let low = t <= a;
            let op = if low { "≤" } else { "≥" };
            let (a, b) = (show_bound(a, lang), show_bound(b, lang));
            match (low, lang) {
                (true, Lang::En) => format!(
                    "The aspiration window fails low: {n} returns {val} {op} α = {a}, so its value is at most {val}, below the window, and not known exactly."
                ),
                (false, Lang::En) => format!(
                    "The aspiration window fails high: {n} returns {val} {op} β = {b}, so its value is at least {val}, above the window, and not known exactly."
                ),
                (true, Lang::Fr) => format!(
                    "La fenêtre d’aspiration échoue par le bas : {n} renvoie {val} {op} α = {a}, donc sa valeur est au plus {val}, sous la fenêtre, et n’est pas connue exactement."
                ),
                (false, Lang::Fr) => format!(
                    "La fenêtre d’aspiration échoue par le haut : {n} renvoie {val} {op} β = {b}, donc sa valeur est au moins {val}, au-dessus de la fenêtre, et n’est pas connue exactement."
                ),
            }
        }
        _ => {
            let win = window_at(v.k + 1);
            match lang {
                Lang::En => format!(
                    "Re-search: {n} is searched again with the window widened on the side that failed, {win}; what the first search found is set aside."
                ),
                Lang::Fr => format!(
                    "Nouvelle recherche : {n} est exploré de nouveau avec la fenêtre élargie du côté qui a échoué, {win} ; ce que la première recherche a trouvé est mis de côté."
                ),
            }
        }
    }
}

/// MTD(f): a pass about to test the root, and what it proved.
fn mtdf_sentence(tree: &Tree, trace: &Trace, v: &StepView, lang: Lang) -> String {
    let n = name(tree, v.node);
    let val = show_opt(v.value, lang);
    if v.kind == StepKind::Proved {
        // The window of the pass that just ended, and what it proves.
        let w = trace
            .inherited_at(0, v.k)
            .map(|(alpha, beta, _, _)| crate::trace::Window {
                alpha,
                beta,
                alpha_src: crate::trace::WINDOW,
                beta_src: crate::trace::WINDOW,
            });
        let t = v.value.unwrap_or(Value::int(0));
        let known = trace.state(0, v.k).bound.unwrap_or(BoundKind::Exact);
        let kind = w.map_or(known, |w| {
            crate::search::mtdf::proves(trace.options().ties, &w, t, known)
        });
        return match (kind, lang) {
            (BoundKind::Upper, Lang::En) => format!("The pass returns {val}: it fails low, so {n}’s value is at most {val}, an upper bound."),
            (BoundKind::Lower, Lang::En) => format!("The pass returns {val}: it fails high, so {n}’s value is at least {val}, a lower bound."),
            (BoundKind::Exact, Lang::En) => format!("The pass returns {val}, and proves it exact: {n}’s value is {val}."),
            (BoundKind::Upper, Lang::Fr) => format!("La passe renvoie {val} : elle échoue par le bas, donc la valeur de {n} est au plus {val}, une borne supérieure."),
            (BoundKind::Lower, Lang::Fr) => format!("La passe renvoie {val} : elle échoue par le haut, donc la valeur de {n} est au moins {val}, une borne inférieure."),
            (BoundKind::Exact, Lang::Fr) => format!("La passe renvoie {val} et prouve qu’elle est exacte : la valeur de {n} est {val}."),
        };
    }
    let (a, b) = trace
        .inherited_at(0, v.k + 1)
        .map_or((Value::NEG_INF, Value::POS_INF), |(a, b, _, _)| (a, b));
    let win = show_window(a, b, lang);
    let question = match (a == b, b == v.value.unwrap_or(b), lang) {
        (true, _, Lang::En) => format!("whether its value is below, equal to or above {val}"),
        (true, _, Lang::Fr) => format!("si sa valeur est au-dessous de {val}, égale ou au-dessus"),
        (false, true, Lang::En) => format!("whether its value is below {val}"),
        (false, true, Lang::Fr) => format!("si sa valeur est au-dessous de {val}"),
        (false, false, Lang::En) => format!("whether its value is above {val}"),
        (false, false, Lang::Fr) => format!("si sa valeur est au-dessus de {val}"),
    };
    match (v.k == 1, lang) {
        (true, Lang::En) => format!(
            "MTD(f): {n}’s value is found by null-window tests with memory. First guess {val}: {n} is searched with the null window {win}, which asks {question}."
        ),
        (true, Lang::Fr) => format!(
            "MTD(f) : la valeur de {n} est trouvée par des tests à fenêtre nulle avec mémoire. Première estimation {val} : {n} est exploré avec la fenêtre nulle {win}, qui demande {question}."
        ),
        (false, Lang::En) => format!(
            "Next pass: {n} is searched again with the null window {win}, next to {val}, the value the last pass returned; it asks {question}. The table keeps what earlier passes proved, and what it decides is not searched again."
        ),
        (false, Lang::Fr) => format!(
            "Passe suivante : {n} est exploré de nouveau avec la fenêtre nulle {win}, à côté de {val}, la valeur renvoyée par la passe précédente ; elle demande {question}. La table garde ce que les passes précédentes ont prouvé, et ce qu’elle décide n’est pas exploré de nouveau."
        ),
    }
}

/// The bound a node moves (α at MAX, β at MIN) as it stands at `k`.
fn shown_bound(trace: &Trace, id: NodeId, k: u32, max: bool) -> Option<Value> {
    let s = trace.state(id, k);
    if max {
        s.alpha
    } else {
        s.beta
    }
}

/// A cut: shallow, deep, or by the window no node set.
///
/// In the negamax view a MIN node's test `m ≤ α` is told turned round,
/// `−m ≥ −α`: a cut against its negamax β, as at every node.
fn cut_sentence(tree: &Tree, trace: &Trace, v: &StepView, voice: Voice) -> String {
    let lang = voice.lang;
    let n = name(tree, v.node);
    let p = player_as(tree, v.node, voice);
    let Some(c) = &v.cut else { return String::new() };
    let test = |m: Value, op: CutOp, letter: &str, bound: Value| {
        format!(
            "m = {} {} {letter} = {}",
            show_in(m, lang),
            op.symbol(),
            show_bound(bound, lang)
        )
    };
    let mut cond = test(c.m, c.op, c.which.letter(), c.bound);
    if turned(tree, v.node, voice) {
        let (m, op, bound) = side_cut(Player::Min, c.m, c.op, c.bound);
        let search = cond;
        cond = match lang {
            Lang::En => format!("{} (MAX’s {search}, turned round)", test(m, op, "β", bound)),
            Lang::Fr => format!("{} (le {search} de Max, retourné)", test(m, op, "β", bound)),
        };
    }
    let pruned = list(tree, &c.pruned);
    let src = match c.source {
        Some(s) => name(tree, s),
        None => the_window(trace, lang).0.into(),
    };
    match (c.kind, lang) {
        (CutKind::Shallow, Lang::En) => format!("Shallow cut at {n} ({p}): {cond}, a bound set by its parent {src}. Pruned: {pruned}."),
        (CutKind::Shallow, Lang::Fr) => format!("Coupure superficielle en {n} ({p}) : {cond}, borne fixée par son père {src}. Élagués : {pruned}."),
        (CutKind::Deep, Lang::En) => format!("Deep cut at {n} ({p}): {cond}, a bound set by {src} further up and handed down unchanged. Pruned: {pruned}."),
        (CutKind::Deep, Lang::Fr) => format!("Coupure profonde en {n} ({p}) : {cond}, borne fixée plus haut par {src} et transmise sans changement. Élagués : {pruned}."),
        // No node set this bound: it is the initial window's own,
        // so the sentence names the window and its value, never a
        // parent (the root has none).
        (CutKind::Window, Lang::En) => format!("Cut by {} at {n} ({p}): {cond}, the window's own bound, which no node set. Pruned: {pruned}.", the_window(trace, lang).0),
        (CutKind::Window, Lang::Fr) => format!("Coupure par {} en {n} ({p}) : {cond}, borne de la fenêtre elle-même, qu’aucun nœud n’a fixée. Élagués : {pruned}.", the_window(trace, lang).0),
        // Chance trees have sentences of their own (`chance_sentence`);
        // these name the kind if one is ever told here.
        (kind, _) => format!("{} {n} ({p}): {cond}. {pruned}.", cut_kind_name(kind, lang)),
    }
}

/// The sentence of one step: each kind of step has its own function.
///
/// In the negamax view every step is told from the side to move. The
/// root's own searches (aspiration windows, MTD(f)'s passes) need nothing
/// turned when MAX moves at the root; when MIN does, they keep the
/// search's sentence, followed by the negamax view's numbers of the root
/// ([`negamax_note`]).
fn sentence(tree: &Tree, trace: &Trace, v: &StepView, algo: Algorithm, voice: Voice) -> String {
    let lang = voice.lang;
    let windows = match v.kind {
        StepKind::Enter => return enter_sentence(tree, trace, v, algo, voice),
        StepKind::Eval => return eval_sentence(tree, trace, v, voice),
        StepKind::Return => return return_sentence(tree, v, voice),
        StepKind::Bound => return bound_sentence(tree, v, voice),
        StepKind::Cut => return cut_sentence(tree, trace, v, voice),
        StepKind::Deepen => return deepen_sentence(tree, trace, v, lang),
        StepKind::Killer => return killer_sentence(tree, v, lang),
        StepKind::Leave => return leave_sentence(tree, v, voice),
        StepKind::TtHit => return tt_hit_sentence(tree, trace, v, voice),
        StepKind::Aspiration => aspiration_sentence(tree, trace, v, lang),
        StepKind::Pass | StepKind::Proved => mtdf_sentence(tree, trace, v, lang),
        StepKind::Fail | StepKind::Research if v.parent.is_none() => aspiration_sentence(tree, trace, v, lang),
        StepKind::Test | StepKind::Fail | StepKind::Research => return pvs_sentence(tree, trace, v, voice),
        // Star2 probes only on chance trees, which `chance_sentence` tells.
        StepKind::Probe => return String::new(),
    };
    // The root's searches: from MAX's side, the search's sentence is
    // already the side to move's.
    match turned(tree, v.node, voice)
        .then(|| negamax_note(tree, trace, v.k, lang))
        .flatten()
    {
        Some(note) => format!("{windows} {}{}.", note[..1].to_ascii_uppercase(), &note[1..]),
        None => windows,
    }
}

/// `α = 3 (set by R)` and `β = +∞ (the initial window)`: the window a step's
/// node inherited, with where each bound came from.
/// In the negamax view a MIN node's are (−β, −α), each with the source
/// of the bound it negates.
fn window_phrases(tree: &Tree, trace: &Trace, v: &StepView, voice: Voice) -> (String, String) {
    let lang = voice.lang;
    let ((alpha, alpha_src), (beta, beta_src)) = if turned(tree, v.node, voice) {
        (
            (said(tree, v.node, v.beta, voice), v.beta_src),
            (said(tree, v.node, v.alpha, voice), v.alpha_src),
        )
    } else {
        ((v.alpha, v.alpha_src), (v.beta, v.beta_src))
    };
    let a = format!(
        "α = {} ({})",
        bound_opt(alpha, lang),
        source(tree, trace, alpha_src, lang)
    );
    let b = format!(
        "β = {} ({})",
        bound_opt(beta, lang),
        source(tree, trace, beta_src, lang)
    );
    (a, b)
}

/// Entering a node: what its value will be (minimax), or the window it
/// inherits and where m starts (α-β).
/// In the negamax view every node maximises its children's values
/// negated, and below the root inherits its parent's window turned round.
fn enter_sentence(tree: &Tree, trace: &Trace, v: &StepView, algo: Algorithm, voice: Voice) -> String {
    let lang = voice.lang;
    let n = name(tree, v.node);
    let p = player_as(tree, v.node, voice);
    if algo == Algorithm::Minimax {
        let agg = if v.player == Player::Max { "maximum" } else { "minimum" };
        return match (voice.negamax, lang) {
            (false, Lang::En) => format!("Enter {n} ({p}): its value will be the {agg} of its children's values."),
            (false, Lang::Fr) => format!("On entre dans {n} ({p}) : sa valeur sera le {agg} des valeurs de ses fils."),
            (true, Lang::En) => format!(
                "Enter {n} ({p}): its value will be the maximum of its children's values, each negated (a child’s best is its parent’s worst)."
            ),
            (true, Lang::Fr) => format!(
                "On entre dans {n} ({p}) : sa valeur sera le maximum des valeurs de ses fils, chacune remplacée par son opposé (le meilleur pour un fils est le pire pour son père)."
            ),
        };
    }
    let (a, b) = window_phrases(tree, trace, v, voice);
    let m = show_opt(said(tree, v.node, shown_state(trace, v.node, v.k).m, voice), lang);
    // A child's window is its parent's turned round, except a null
    // window's (a test's) and the root's.
    let handed = voice.negamax && v.parent.is_some() && matches!(algo, Algorithm::AlphaBeta | Algorithm::AlphaBetaHard);
    match (handed, lang) {
        (false, Lang::En) => format!("Enter {n} ({p}): it inherits {a} and {b}; m starts at {m}."),
        (false, Lang::Fr) => format!("On entre dans {n} ({p}) : il hérite de {a} et {b} ; m part de {m}."),
        (true, Lang::En) => format!(
            "Enter {n} ({p}): it inherits its parent’s window turned round, (−β, −α): {a} and {b}; m starts at {m}."
        ),
        (true, Lang::Fr) => format!(
            "On entre dans {n} ({p}) : il hérite de la fenêtre de son père retournée, (−β, −α) : {a} et {b} ; m part de {m}."
        ),
    }
}

/// A leaf evaluated, or a node at the depth limit evaluated with h.
/// In the negamax view the evaluation is the side to move's.
fn eval_sentence(tree: &Tree, trace: &Trace, v: &StepView, voice: Voice) -> String {
    let lang = voice.lang;
    let n = name(tree, v.node);
    let p = player_as(tree, v.node, voice);
    let val = show_opt(said(tree, v.node, v.value, voice), lang);
    let was = was(tree, v.node, v.value, voice);
    let limit = trace.options().depth_limit.unwrap_or(0);
    match (v.uses_h, voice.negamax, lang) {
        (true, _, Lang::En) => {
            format!("{n} ({p}) is at the depth limit P = {limit}: it is evaluated with its heuristic, h = {val}{was}.")
        }
        (true, _, Lang::Fr) => {
            format!(
                "{n} ({p}) est à la profondeur limite P = {limit} : il est évalué par l’heuristique, h = {val}{was}."
            )
        }
        (false, false, Lang::En) => format!("Leaf {n} is evaluated: {val}."),
        (false, false, Lang::Fr) => format!("La feuille {n} est évaluée : {val}."),
        (false, true, Lang::En) => format!("Leaf {n} ({p}) is evaluated for the side to move: {val}{was}."),
        (false, true, Lang::Fr) => {
            format!("La feuille {n} ({p}) est évaluée pour le joueur qui a le trait : {val}{was}.")
        }
    }
}

/// A child returns its value to its parent, whose m moves or stays.
///
/// In the negamax view the child's value is its own side's, and the
/// parent takes its negation: m = max(m, −t) at every node.
fn return_sentence(tree: &Tree, v: &StepView, voice: Voice) -> String {
    let lang = voice.lang;
    let n = name(tree, v.node);
    let parent = v.parent.unwrap_or(0);
    let pn = name(tree, parent);
    let mut pp = player_as(tree, parent, voice);
    let val = show_opt(said(tree, v.node, v.value, voice), lang);
    if voice.negamax {
        // Players alternate, so exactly one of the two is turned. The
        // clause goes inside the parentheses the templates put around the
        // parent's player, and closes them itself.
        let taken = show_opt(said(tree, parent, v.value, voice), lang);
        pp.push_str(&match lang {
            Lang::En => format!("), which takes its negation {taken} (m = max(m, −t)"),
            Lang::Fr => format!("), qui prend son opposé {taken} (m = max(m, −t)"),
        });
    }
    let (before, after) = (
        show_opt(said(tree, parent, v.m_before, voice), lang),
        show_opt(said(tree, parent, v.m_after, voice), lang),
    );
    // Minimax's m has no value before the first child returns: it is not
    // "from ?", it is the first value m takes.
    if v.m_before.is_none() {
        return match lang {
            Lang::En => format!("{n} returns {val} to {pn} ({pp}): m is now {after}."),
            Lang::Fr => format!("{n} renvoie {val} à {pn} ({pp}) : m vaut maintenant {after}."),
        };
    }
    match (v.m_before == v.m_after, lang) {
        (false, Lang::En) => format!("{n} returns {val} to {pn} ({pp}): m goes from {before} to {after}."),
        (false, Lang::Fr) => format!("{n} renvoie {val} à {pn} ({pp}) : m passe de {before} à {after}."),
        (true, Lang::En) => format!("{n} returns {val} to {pn} ({pp}): m stays {after}."),
        (true, Lang::Fr) => format!("{n} renvoie {val} à {pn} ({pp}) : m reste {after}."),
    }
}

/// Fail-soft moves its own bound (α at MAX, β at MIN).
/// In the negamax view a MIN node's β = min(β, m) is α = max(α, m): every
/// node raises its α.
fn bound_sentence(tree: &Tree, v: &StepView, voice: Voice) -> String {
    let lang = voice.lang;
    let n = name(tree, v.node);
    let p = player_as(tree, v.node, voice);
    let val = show_opt(said(tree, v.node, v.value, voice), lang);
    let which = if turned(tree, v.node, voice) {
        Some(Which::Alpha)
    } else {
        v.which
    };
    match (which, lang) {
        (Some(Which::Alpha), Lang::En) => {
            format!("{n} ({p}) raises α to {val} (α = max(α, m)): its next children inherit it.")
        }
        (Some(Which::Alpha), Lang::Fr) => {
            format!("{n} ({p}) relève α à {val} (α = max(α, m)) : ses fils suivants en héritent.")
        }
        (_, Lang::En) => format!("{n} ({p}) lowers β to {val} (β = min(β, m)): its next children inherit it."),
        (_, Lang::Fr) => {
            format!("{n} ({p}) abaisse β à {val} (β = min(β, m)) : ses fils suivants en héritent.")
        }
    }
}

/// An earlier iteration of iterative deepening. The Deepen steps come
/// first, one per earlier iteration: the k-th searched at depth k.
fn deepen_sentence(tree: &Tree, trace: &Trace, v: &StepView, lang: Lang) -> String {
    let n = name(tree, v.node);
    let d = v.k;
    let val = show_opt(v.value, lang);
    let leaves = count(
        trace.earlier_iterations().get(d as usize - 1).copied().unwrap_or(0) as usize,
        lang,
    );
    match lang {
        Lang::En => format!(
            "Iterative deepening: the search at depth {d} evaluates {leaves} leaves and finds the value {val} and the move {n}; the next iteration tries each node's children in the order of the values found, best first."
        ),
        Lang::Fr => format!(
            "Recherche itérative : la recherche à la profondeur {d} évalue {leaves} feuilles et trouve la valeur {val} et le coup {n} ; l’itération suivante essaie les fils de chaque nœud dans l’ordre des valeurs trouvées, le meilleur d’abord."
        ),
    }
}

/// A killer move tried first among its siblings.
fn killer_sentence(tree: &Tree, v: &StepView, lang: Lang) -> String {
    let n = name(tree, v.node);
    let parent = v.parent.unwrap_or(0);
    let pn = name(tree, parent);
    let pp = player(tree, parent, lang);
    let cutter = v.value.map(|x| name(tree, x.get() as NodeId)).unwrap_or_default();
    match lang {
        Lang::En => format!(
            "Killer move: {n} is tried first among the children of {pn} ({pp}), because the same move caused a cut at {cutter}."
        ),
        Lang::Fr => format!(
            "Coup meurtrier : {n} est essayé en premier parmi les fils de {pn} ({pp}), car le même coup a provoqué une coupure en {cutter}."
        ),
    }
}

/// A node is done: its value, exact or a bound.
/// In the negamax view a MIN node's bound turns round with its value.
fn leave_sentence(tree: &Tree, v: &StepView, voice: Voice) -> String {
    let lang = voice.lang;
    let n = name(tree, v.node);
    let p = player_as(tree, v.node, voice);
    let val = show_opt(said(tree, v.node, v.value, voice), lang);
    let bound = v.bound_kind.map(|b| side_bound(b, turned(tree, v.node, voice)));
    match (bound, lang) {
        (Some(BoundKind::Lower), Lang::En) => {
            format!("{n} ({p}) is done and returns {val}, a bound: its true value is ≥ {val}.")
        }
        (Some(BoundKind::Lower), Lang::Fr) => {
            format!("{n} ({p}) a fini et renvoie {val}, une borne : sa vraie valeur est ≥ {val}.")
        }
        (Some(BoundKind::Upper), Lang::En) => {
            format!("{n} ({p}) is done and returns {val}, a bound: its true value is ≤ {val}.")
        }
        (Some(BoundKind::Upper), Lang::Fr) => {
            format!("{n} ({p}) a fini et renvoie {val}, une borne : sa vraie valeur est ≤ {val}.")
        }
        (_, Lang::En) => format!("{n} ({p}) is done and returns {val}, its exact value."),
        (_, Lang::Fr) => format!("{n} ({p}) a fini et renvoie {val}, sa valeur exacte."),
    }
}

/// The transposition table answers a node without its children.
/// In the negamax view a MIN node's upper bound, which reaches α, is a
/// lower bound of its negation, which reaches its negamax β.
fn tt_hit_sentence(tree: &Tree, trace: &Trace, v: &StepView, voice: Voice) -> String {
    let lang = voice.lang;
    let n = name(tree, v.node);
    let p = player_as(tree, v.node, voice);
    let val = show_opt(said(tree, v.node, v.value, voice), lang);
    let (a, b) = window_phrases(tree, trace, v, voice);
    let bound = v.bound_kind.map(|b| side_bound(b, turned(tree, v.node, voice)));
    match (bound, lang) {
        (Some(BoundKind::Lower), Lang::En) => format!(
            "{n} ({p}): this position was searched before; the table holds {val} as a lower bound (true value ≥ {val}), which reaches {b}: {n} returns {val} without searching its children."
        ),
        (Some(BoundKind::Lower), Lang::Fr) => format!(
            "{n} ({p}) : cette position a déjà été explorée ; la table garde {val} comme borne inférieure (vraie valeur ≥ {val}), qui atteint {b} : {n} renvoie {val} sans explorer ses fils."
        ),
        (Some(BoundKind::Upper), Lang::En) => format!(
            "{n} ({p}): this position was searched before; the table holds {val} as an upper bound (true value ≤ {val}), which reaches {a}: {n} returns {val} without searching its children."
        ),
        (Some(BoundKind::Upper), Lang::Fr) => format!(
            "{n} ({p}) : cette position a déjà été explorée ; la table garde {val} comme borne supérieure (vraie valeur ≤ {val}), qui atteint {a} : {n} renvoie {val} sans explorer ses fils."
        ),
        (_, Lang::En) => format!(
            "{n} ({p}): this position was searched before; the table holds its exact value {val}, so {n} returns it without searching its children."
        ),
        (_, Lang::Fr) => format!(
            "{n} ({p}) : cette position a déjà été explorée ; la table garde sa valeur exacte {val}, donc {n} la renvoie sans explorer ses fils."
        ),
    }
}

/// The engine's names for what the page also names: the algorithms (as its
/// menu lists them) and the two kinds of cut. The page reads these instead
/// of keeping its own copy (`terms` at the wasm boundary).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Terms {
    /// By algorithm name: its title.
    pub algorithms: Names,
    /// `shallow`, `deep` and `window`: the names of the cuts.
    pub cut_kinds: Names,
}

/// Pairs of (key, name) with distinct keys, serialised as one object. A list,
/// not a `BTreeMap`: building a map sorts, and the sort's code is a few
/// kilobytes of the page's first module.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Names(pub Vec<(&'static str, &'static str)>);

impl Serialize for Names {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_map(self.0.iter().map(|(k, v)| (k, v)))
    }
}

/// The names of a cut kind in `lang`, as a noun phrase in lower case.
pub fn cut_kind_name(kind: CutKind, lang: Lang) -> &'static str {
    match (kind, lang) {
        (CutKind::Shallow, Lang::En) => "shallow cut",
        (CutKind::Deep, Lang::En) => "deep cut",
        (CutKind::Shallow, Lang::Fr) => "coupure superficielle",
        (CutKind::Deep, Lang::Fr) => "coupure profonde",
        (CutKind::Window, Lang::En) => "cut by the initial window",
        (CutKind::Window, Lang::Fr) => "coupure par la fenêtre initiale",
        (CutKind::Bound, Lang::En) => "cut by a leaf bound",
        (CutKind::Bound, Lang::Fr) => "coupure par une borne des feuilles",
        (CutKind::ChanceLow, Lang::En) => "chance node failing low",
        (CutKind::ChanceLow, Lang::Fr) => "échec par le bas d’un nœud de hasard",
        (CutKind::ChanceHigh, Lang::En) => "chance node failing high",
        (CutKind::ChanceHigh, Lang::Fr) => "échec par le haut d’un nœud de hasard",
        (CutKind::ProbeHigh, Lang::En) => "chance node failing high on its probes",
        (CutKind::ProbeHigh, Lang::Fr) => "échec par le haut d’un nœud de hasard sur ses sondages",
        (CutKind::ProbeLow, Lang::En) => "chance node failing low on its probes",
        (CutKind::ProbeLow, Lang::Fr) => "échec par le bas d’un nœud de hasard sur ses sondages",
    }
}

/// The [`Terms`] in `lang`.
pub fn terms(lang: Lang) -> Terms {
    Terms {
        algorithms: Names(Algorithm::ALL.iter().map(|a| (a.name(), a.title(lang))).collect()),
        cut_kinds: Names(vec![
            ("shallow", cut_kind_name(CutKind::Shallow, lang)),
            ("deep", cut_kind_name(CutKind::Deep, lang)),
            ("window", cut_kind_name(CutKind::Window, lang)),
        ]),
    }
}

/// A number of a chance tree as the sentences write it: lowest terms,
/// a true minus sign, ±∞, and a decimal comma in French (`5/3`, `−0,25`).
fn exact_in(x: Ext, lang: Lang) -> String {
    let s = match x {
        Ext::PosInf => "+∞".to_string(),
        Ext::NegInf => "−∞".to_string(),
        Ext::Fin(v) => v.to_string().replace('-', "−"),
    };
    match lang {
        Lang::En => s,
        Lang::Fr => s.replace('.', ","),
    }
}

/// A number multiplied in a sentence (`{L}·R`): in parentheses when it is
/// negative or infinite, so that a sign never follows an operator:
/// `4 + (−∞)·½`, not `4 + −∞·½`.
fn factor_in(x: Ext, lang: Lang) -> String {
    let text = exact_in(x, lang);
    if x.finite().is_none() || x < Ext::default() {
        format!("({text})")
    } else {
        text
    }
}

/// A probability as the sentences write it: `½`, `⅓`, `⅙` where Unicode
/// has the fraction, else as [`exact_in`] writes it.
fn prob_in(p: Exact, lang: Lang) -> String {
    const VULGAR: [(i128, i128, &str); 15] = [
        (1, 2, "½"),
        (1, 3, "⅓"),
        (2, 3, "⅔"),
        (1, 4, "¼"),
        (3, 4, "¾"),
        (1, 5, "⅕"),
        (2, 5, "⅖"),
        (3, 5, "⅗"),
        (4, 5, "⅘"),
        (1, 6, "⅙"),
        (5, 6, "⅚"),
        (1, 8, "⅛"),
        (3, 8, "⅜"),
        (5, 8, "⅝"),
        (7, 8, "⅞"),
    ];
    VULGAR
        .iter()
        .find(|&&(n, d, _)| p.numer() == n && p.denom() == d)
        .map_or_else(|| exact_in(Ext::Fin(p), lang), |&(_, _, s)| s.to_string())
}

/// A node's kind as its sentences write it beside its name: its player,
/// or "chance node".
fn who_chance(tree: &Tree, id: NodeId, lang: Lang) -> &'static str {
    match (tree.is_chance(id), lang) {
        (true, Lang::En) => "chance node",
        (true, Lang::Fr) => "nœud de hasard",
        (false, _) => player(tree, id, lang),
    }
}

/// Where a bound of a chance tree came from: a node, the initial window,
/// or a leaf bound (`L = 0`).
fn chance_source(tree: &Tree, trace: &Trace, v: &StepView, alpha: bool, lang: Lang) -> String {
    let (src, leaf) = if alpha {
        (v.alpha_src, v.alpha_leaf_bound)
    } else {
        (v.beta_src, v.beta_leaf_bound)
    };
    match (leaf, trace.chance()) {
        (Some(b), Some(c)) => {
            let x = if b == LeafBound::Lower { c.lower } else { c.upper };
            match lang {
                Lang::En => format!("the leaf bound {} = {}", b.letter(), exact_in(x, lang)),
                Lang::Fr => format!("la borne des feuilles {} = {}", b.letter(), exact_in(x, lang)),
            }
        }
        _ => source(tree, trace, src, lang),
    }
}

/// The sentence of step `v` on a tree with chance nodes: every number
/// exact, Star1's windows, sums and cuts told with their numbers
/// (`docs/chance.md`). The negamax view does not apply here.
fn chance_sentence(tree: &Tree, trace: &Trace, v: &StepView, lang: Lang) -> String {
    let Some(side) = trace.chance() else {
        return String::new();
    };
    let val = side.value(v.k).unwrap_or_default();
    let n = name(tree, v.node);
    let p = who_chance(tree, v.node, lang);
    match v.kind {
        StepKind::Enter | StepKind::Eval => chance_enter(tree, trace, v, lang),
        StepKind::Return => chance_return(tree, trace, v, lang),
        StepKind::Bound => {
            let x = exact_in(val, lang);
            match (v.which, lang) {
                (Some(Which::Alpha), Lang::En) => {
                    format!("{n} ({p}) raises α to {x} (α = max(α, m)): its next children inherit it.")
                }
                (Some(Which::Alpha), Lang::Fr) => {
                    format!("{n} ({p}) relève α à {x} (α = max(α, m)) : ses fils suivants en héritent.")
                }
                (_, Lang::En) => format!("{n} ({p}) lowers β to {x} (β = min(β, m)): its next children inherit it."),
                (_, Lang::Fr) => format!("{n} ({p}) abaisse β à {x} (β = min(β, m)) : ses fils suivants en héritent."),
            }
        }
        StepKind::Cut => chance_cut(tree, trace, v, lang),
        StepKind::Probe | StepKind::Research => star2_sentence(tree, trace, v, lang),
        StepKind::Leave => {
            let x = exact_in(val, lang);
            match (v.bound_kind, lang) {
                (Some(BoundKind::Lower), Lang::En) => {
                    format!("{n} ({p}) is done and returns {x}, a bound: its true value is ≥ {x}.")
                }
                (Some(BoundKind::Lower), Lang::Fr) => {
                    format!("{n} ({p}) a fini et renvoie {x}, une borne : sa vraie valeur est ≥ {x}.")
                }
                (Some(BoundKind::Upper), Lang::En) => {
                    format!("{n} ({p}) is done and returns {x}, a bound: its true value is ≤ {x}.")
                }
                (Some(BoundKind::Upper), Lang::Fr) => {
                    format!("{n} ({p}) a fini et renvoie {x}, une borne : sa vraie valeur est ≤ {x}.")
                }
                (_, Lang::En) => format!("{n} ({p}) is done and returns {x}, its exact value."),
                (_, Lang::Fr) => format!("{n} ({p}) a fini et renvoie {x}, sa valeur exacte."),
            }
        }
        _ => String::new(),
    }
}

/// Entering or evaluating a node of a chance tree: what it computes, the
/// window it inherits (α-β), and under a chance node how Star1 made it.
fn chance_enter(tree: &Tree, trace: &Trace, v: &StepView, lang: Lang) -> String {
    let n = name(tree, v.node);
    let p = who_chance(tree, v.node, lang);
    let minimax = trace.options().algorithm == Algorithm::Minimax;
    let note = trace.chance().and_then(|c| c.note(v.k)).copied();
    let Some(ChanceNote::Entered(e)) = note else {
        return String::new();
    };
    let value = trace.chance().and_then(|c| c.value(v.k)).unwrap_or_default();
    let what = match (v.kind, tree.is_chance(v.node), minimax, lang) {
        (StepKind::Eval, _, _, Lang::En) => format!("Leaf {n} is evaluated: {}.", exact_in(value, lang)),
        (StepKind::Eval, _, _, Lang::Fr) => format!("La feuille {n} est évaluée : {}.", exact_in(value, lang)),
        (_, true, _, Lang::En) => {
            format!("Enter {n} ({p}): its value is the mean Σ pᵢ·vᵢ of its children’s values; S starts at 0.")
        }
        (_, true, _, Lang::Fr) => {
            format!("On entre dans {n} ({p}) : sa valeur est la moyenne Σ pᵢ·vᵢ des valeurs de ses fils ; S part de 0.")
        }
        (_, false, true, Lang::En) => format!(
            "Enter {n} ({p}): its value will be the {} of its children's values.",
            if v.player == Player::Max { "maximum" } else { "minimum" }
        ),
        (_, false, true, Lang::Fr) => format!(
            "On entre dans {n} ({p}) : sa valeur sera le {} des valeurs de ses fils.",
            if v.player == Player::Max { "maximum" } else { "minimum" }
        ),
        (_, false, false, Lang::En) => format!(
            "Enter {n} ({p}): m starts at {}.",
            if v.player == Player::Max { "−∞" } else { "+∞" }
        ),
        (_, false, false, Lang::Fr) => format!(
            "On entre dans {n} ({p}) : m part de {}.",
            if v.player == Player::Max { "−∞" } else { "+∞" }
        ),
    };
    if minimax {
        return what;
    }
    let (a, b) = (exact_in(e.alpha, lang), exact_in(e.beta, lang));
    let (asrc, bsrc) = (
        chance_source(tree, trace, v, true, lang),
        chance_source(tree, trace, v, false, lang),
    );
    let window = match (lang, v.kind) {
        (Lang::En, _) => format!(" It inherits α = {a} ({asrc}) and β = {b} ({bsrc})."),
        (Lang::Fr, StepKind::Eval) => format!(" Elle hérite de α = {a} ({asrc}) et β = {b} ({bsrc})."),
        (Lang::Fr, _) => format!(" Il hérite de α = {a} ({asrc}) et β = {b} ({bsrc})."),
    };
    let star = e.star.map_or_else(String::new, |s| star_phrase(trace, v, &s, lang));
    format!("{what}{window}{star}")
}

/// How Star1 made a chance node's child's window, with its numbers:
/// `A = (α − S − U·R)/p`, `B = (β − S − L·R)/p`, each clipped to [L, U].
fn star_phrase(trace: &Trace, v: &StepView, s: &Star, lang: Lang) -> String {
    let Some(c) = trace.chance() else {
        return String::new();
    };
    let Some(ChanceNote::Entered(pe)) = v
        .parent
        .and_then(|p| trace.visit_span(p))
        .and_then(|(enter, _)| c.note(enter))
        .copied()
    else {
        return String::new();
    };
    let x = |e: Ext| exact_in(e, lang);
    let (pr, sum, left) = (prob_in(s.prob, lang), x(Ext::Fin(s.sum)), prob_in(s.left, lang));
    if trace.options().algorithm == Algorithm::Star2 {
        let (a, b) = (x(s.a), x(s.b));
        return match lang {
            Lang::En => format!(" Star2’s search phase (p = {pr}, S = {sum}, R = {left} after it): A = {a}, B = {b}, as Star1’s but with each outcome left at its probe’s bound instead of L (MAX outcomes) or U (MIN outcomes), each kept within [L, U]."),
            Lang::Fr => format!(" Phase de recherche de Star2 (p = {pr}, S = {sum}, R = {left} après lui) : A = {a}, B = {b}, comme pour Star1 mais chaque issue restante à la borne de son sondage au lieu de L (issues Max) ou U (issues Min), chacun ramené dans [L ; U]."),
        };
    }
    let a = format!(
        "A = (α − S − U·R)/p = ({} − {sum} − {}·{left})/{pr} = {}",
        x(pe.alpha),
        factor_in(c.upper, lang),
        x(s.a)
    );
    let b = format!(
        "B = (β − S − L·R)/p = ({} − {sum} − {}·{left})/{pr} = {}",
        x(pe.beta),
        factor_in(c.lower, lang),
        x(s.b)
    );
    let open = !s.left.is_zero() && (c.upper == Ext::PosInf || c.lower == Ext::NegInf);
    let why = match (open, lang) {
        (true, Lang::En) => " Without a finite bound on the leaves, the outcomes left could move the mean anywhere, so only the last outcome’s window narrows.",
        (true, Lang::Fr) => " Sans borne finie sur les feuilles, les issues restantes pourraient déplacer la moyenne n’importe où : seule la fenêtre de la dernière issue se resserre.",
        (false, _) => "",
    };
    match lang {
        Lang::En => {
            format!(" Star1 (p = {pr}, S = {sum}, R = {left} after it): {a}, {b}, each kept within [L, U].{why}")
        }
        Lang::Fr => {
            format!(" Star1 (p = {pr}, S = {sum}, R = {left} après lui) : {a}, {b}, chacun ramené dans [L ; U].{why}")
        }
    }
}

/// A child returns to its parent on a chance tree: a decision node's m,
/// or a chance node's running sum and its interval [lo, hi].
fn chance_return(tree: &Tree, trace: &Trace, v: &StepView, lang: Lang) -> String {
    let n = name(tree, v.node);
    let parent = v.parent.unwrap_or(0);
    let (pn, pp) = (name(tree, parent), who_chance(tree, parent, lang));
    let Some(c) = trace.chance() else {
        return String::new();
    };
    let val = exact_in(c.value(v.k).unwrap_or_default(), lang);
    if let Some(ChanceNote::Probed(p)) = c.note(v.k).copied() {
        return probed_sentence(tree, trace, v, &p, lang);
    }
    let Some(ChanceNote::Sum(s)) = c.note(v.k).copied() else {
        let after = decision_m(tree, trace, parent, v.node).unwrap_or_default();
        let before = decision_m(tree, trace, parent, v.node.saturating_sub(1)).filter(|_| v.node > parent + 1);
        let start = match tree.player(parent) {
            _ if trace.options().algorithm == Algorithm::Minimax => None,
            Player::Max => Some(Ext::NegInf),
            Player::Min => Some(Ext::PosInf),
        };
        let (a, b) = (before.or(start), exact_in(after, lang));
        return match (a, lang) {
            (None, Lang::En) => format!("{n} returns {val} to {pn} ({pp}): m is now {b}."),
            (None, Lang::Fr) => format!("{n} renvoie {val} à {pn} ({pp}) : m vaut maintenant {b}."),
            (Some(a), Lang::En) if a == after => format!("{n} returns {val} to {pn} ({pp}): m stays {b}."),
            (Some(a), Lang::Fr) if a == after => format!("{n} renvoie {val} à {pn} ({pp}) : m reste {b}."),
            (Some(a), Lang::En) => format!(
                "{n} returns {val} to {pn} ({pp}): m goes from {} to {b}.",
                exact_in(a, lang)
            ),
            (Some(a), Lang::Fr) => format!(
                "{n} renvoie {val} à {pn} ({pp}) : m passe de {} à {b}.",
                exact_in(a, lang)
            ),
        };
    };
    // The terms of S: each child returned so far, with its probability.
    let terms: Vec<String> = tree
        .children(parent)
        .take_while(|&ch| ch <= v.node)
        .map(|ch| {
            let r = trace.returned_exact(ch).unwrap_or_default();
            let r = if r < Ext::default() {
                format!("({})", exact_in(r, lang))
            } else {
                exact_in(r, lang)
            };
            format!(
                "{}·{r}",
                tree.probability(ch).map_or_else(String::new, |p| prob_in(p, lang))
            )
        })
        .collect();
    let sum = exact_in(Ext::Fin(s.sum), lang);
    let left = prob_in(s.left, lang);
    let interval = sum_interval(trace, &s, lang);
    let terms = terms.join(" + ");
    match (s.left.is_zero(), lang) {
        (true, Lang::En) => format!("{n} returns {val} to {pn} ({pp}): S = {terms} = {sum}; nothing left."),
        (true, Lang::Fr) => format!("{n} renvoie {val} à {pn} ({pp}) : S = {terms} = {sum} ; il ne reste rien."),
        (false, Lang::En) => format!("{n} returns {val} to {pn} ({pp}): S = {terms} = {sum}; {left} left.{interval}"),
        (false, Lang::Fr) => {
            format!("{n} renvoie {val} à {pn} ({pp}) : S = {terms} = {sum} ; il reste {left}.{interval}")
        }
    }
}

/// Star2's `probe` step (the window of a chance node's child's probe,
/// with its numbers) and its `research` step (the search phase begins).
fn star2_sentence(tree: &Tree, trace: &Trace, v: &StepView, lang: Lang) -> String {
    let Some(c) = trace.chance() else {
        return String::new();
    };
    let n = name(tree, v.node);
    let parent = name(tree, tree.parent(v.node).unwrap_or(0));
    let x = |e: Ext| exact_in(e, lang);
    let Some(ChanceNote::Probe(p)) = c.note(v.k).copied() else {
        let w = x(c.value(v.k).unwrap_or_default());
        return match lang {
            Lang::En => format!("Search phase of {parent}: the probes (W = {w}) did not make it fail, so its outcomes are searched in full, from {n} on, each window using the other outcomes’ probes instead of L or U; what the probes reached is searched again."),
            Lang::Fr => format!("Phase de recherche de {parent} : les sondages (W = {w}) ne l’ont pas fait échouer, donc ses issues sont cherchées en entier, à partir de {n}, chaque fenêtre utilisant les sondages des autres issues au lieu de L ou U ; ce que les sondages ont atteint est cherché à nouveau."),
        };
    };
    let first = tree.children(v.node).next().map_or_else(String::new, |f| name(tree, f));
    let (pr, sum, left) = (prob_in(p.prob, lang), x(Ext::Fin(p.sum)), prob_in(p.left, lang));
    let pe = v
        .parent
        .or_else(|| tree.parent(v.node))
        .and_then(|q| trace.visit_span(q))
        .and_then(|(enter, _)| c.note(enter).copied());
    let window = match pe {
        Some(ChanceNote::Entered(e)) if p.max => format!(
            "B = (β − W − L·R)/p = ({} − {sum} − {}·{left})/{pr} = {}",
            x(e.beta),
            factor_in(c.lower, lang),
            x(p.bound)
        ),
        Some(ChanceNote::Entered(e)) => format!(
            "A = (α − W − U·R)/p = ({} − {sum} − {}·{left})/{pr} = {}",
            x(e.alpha),
            factor_in(c.upper, lang),
            x(p.bound)
        ),
        _ => x(p.bound),
    };
    match (p.max, lang) {
        (true, Lang::En) => format!("Probe of {n} (MAX): only its first reply {first} is searched; its value is a lower bound on {n}. Its window is (L, B), with {window} kept within [L, U]: if the probe reaches B, {parent} fails high at once."),
        (true, Lang::Fr) => format!("Sondage de {n} (Max) : seule sa première réponse {first} est cherchée ; sa valeur est une borne inférieure de {n}. Sa fenêtre est (L ; B), avec {window} ramené dans [L ; U] : si le sondage atteint B, {parent} échoue aussitôt par le haut."),
        (false, Lang::En) => format!("Probe of {n} (MIN): only its first reply {first} is searched; its value is an upper bound on {n}. Its window is (A, U), with {window} kept within [L, U]: if the probe falls to A, {parent} fails low at once."),
        (false, Lang::Fr) => format!("Sondage de {n} (Min) : seule sa première réponse {first} est cherchée ; sa valeur est une borne supérieure de {n}. Sa fenêtre est (A ; U), avec {window} ramené dans [L ; U] : si le sondage descend à A, {parent} échoue aussitôt par le bas."),
    }
}

/// A probed child returns to its Star2 chance node: what its first reply
/// proves about it, and what the probes so far prove about the node.
fn probed_sentence(tree: &Tree, trace: &Trace, v: &StepView, p: &Probed, lang: Lang) -> String {
    let Some(c) = trace.chance() else {
        return String::new();
    };
    let n = name(tree, v.node);
    let parent = v.parent.unwrap_or(0);
    let pn = name(tree, parent);
    let first = tree.children(v.node).next().map_or_else(String::new, |f| name(tree, f));
    let x = |e: Ext| exact_in(e, lang);
    let w = x(Ext::Fin(p.probe));
    let wt = if p.probe < Exact::ZERO {
        format!("({w})")
    } else {
        w.clone()
    };
    let (op, far, side) = if p.max {
        ("≥", c.lower, "L")
    } else {
        ("≤", c.upper, "U")
    };
    let is = if p.exact { "=" } else { op };
    // W before this probe, and this probe's term: the probes' values are
    // the notes' (a later visit of the child returns its full value).
    let before = p
        .prob
        .checked_mul(p.probe)
        .and_then(|t| p.sum.checked_sub(t))
        .unwrap_or(p.sum);
    let terms = if before.is_zero() {
        format!("{}·{wt}", prob_in(p.prob, lang))
    } else {
        format!("{} + {}·{wt}", x(Ext::Fin(before)), prob_in(p.prob, lang))
    };
    let left = prob_in(p.left, lang);
    let (sum, bound) = (x(Ext::Fin(p.sum)), x(p.bound));
    let tail = if p.left.is_zero() {
        match lang {
            Lang::En => format!("so far {pn} {op} W = {terms} = {sum}."),
            Lang::Fr => format!("jusqu’ici {pn} {op} W = {terms} = {sum}."),
        }
    } else {
        let f = factor_in(far, lang);
        match lang {
            Lang::En => format!("with {side} for the mass {left} not probed yet, {pn} {op} W + {side}·R = {terms} + {f}·{left} = {bound}."),
            Lang::Fr => format!("avec {side} pour la masse {left} pas encore sondée, {pn} {op} W + {side}·R = {terms} + {f}·{left} = {bound}."),
        }
    };
    match lang {
        Lang::En => format!("Probe of {n}: its first reply {first} returns {w}, so {n} {is} {w}; {tail}"),
        Lang::Fr => format!("Sondage de {n} : sa première réponse {first} renvoie {w}, donc {n} {is} {w} ; {tail}"),
    }
}

/// A chance node's interval after a child returned, `[lo, hi]`, as the
/// return's sentence ends (nothing under minimax or with nothing left).
fn sum_interval(trace: &Trace, s: &Sum, lang: Lang) -> String {
    let Some(c) = trace.chance() else {
        return String::new();
    };
    let sum = exact_in(Ext::Fin(s.sum), lang);
    let left = prob_in(s.left, lang);
    if trace.options().algorithm == Algorithm::Minimax || s.left.is_zero() {
        String::new()
    } else if trace.options().algorithm == Algorithm::Star2 {
        let (lo, hi) = (exact_in(s.lo, lang), exact_in(s.hi, lang));
        match lang {
            Lang::En => format!(" [lo, hi] = [{lo}, {hi}], the outcomes left at their probes’ bounds on one side, at L or U on the other."),
            Lang::Fr => format!(" [lo ; hi] = [{lo} ; {hi}], les issues restantes aux bornes de leurs sondages d’un côté, à L ou U de l’autre."),
        }
    } else {
        let (lo, hi) = (exact_in(s.lo, lang), exact_in(s.hi, lang));
        let (l, u) = (factor_in(c.lower, lang), factor_in(c.upper, lang));
        match lang {
            Lang::En => {
                format!(" [lo, hi] = [S + L·R, S + U·R] = [{sum} + {l}·{left}, {sum} + {u}·{left}] = [{lo}, {hi}].")
            }
            Lang::Fr => {
                format!(" [lo ; hi] = [S + L·R ; S + U·R] = [{sum} + {l}·{left} ; {sum} + {u}·{left}] = [{lo} ; {hi}].")
            }
        }
    }
}

/// A decision node's m once its child `upto` has returned, exactly: the
/// best value its children returned so far (their number, not the
/// steps between, bounds the work: no quadratic path on a deep chain).
fn decision_m(tree: &Tree, trace: &Trace, id: NodeId, upto: NodeId) -> Option<Ext> {
    let max = tree.player(id) == Player::Max;
    tree.children(id)
        .take_while(|&ch| ch <= upto)
        .filter_map(|ch| trace.returned_exact(ch))
        .reduce(|a, b| if max { a.max(b) } else { a.min(b) })
}

/// A cut on a chance tree: Star1's chance node failing low or high, with
/// its numbers, or a decision node's cut (shallow, deep, by the initial
/// window, or by a leaf bound).
fn chance_cut(tree: &Tree, trace: &Trace, v: &StepView, lang: Lang) -> String {
    let Some(c) = &v.cut else { return String::new() };
    let n = name(tree, v.node);
    let p = who_chance(tree, v.node, lang);
    let pruned = list(tree, &c.pruned);
    let m = c.m_exact.clone().unwrap_or_default();
    let x = |s: &str| s.replace('-', "−").replace("+inf", "+∞").replace("−inf", "−∞");
    let (m, bound) = (x(&m), x(&c.bound_exact.clone().unwrap_or_default()));
    let (m, bound) = match lang {
        Lang::En => (m, bound),
        Lang::Fr => (m.replace('.', ","), bound.replace('.', ",")),
    };
    let src = match (c.leaf_bound, c.source) {
        (Some(b), _) => b.letter().to_string(),
        (None, Some(s)) => name(tree, s),
        (None, None) => the_window(trace, lang).0.into(),
    };
    let op = c.op.symbol();
    match (c.kind, lang) {
        (CutKind::ChanceLow, Lang::En) => format!("{n} ({p}) fails low: hi = S + U·R = {m} {op} α = {bound} (from {src}): even if every outcome left were worth U, the mean could not pass α. It returns {m}, an upper bound. Pruned: {pruned}."),
        (CutKind::ChanceLow, Lang::Fr) => format!("{n} ({p}) échoue par le bas : hi = S + U·R = {m} {op} α = {bound} (venu de {src}) : même si toutes les issues restantes valaient U, la moyenne ne pourrait dépasser α. Il renvoie {m}, une borne supérieure. Élagués : {pruned}."),
        (CutKind::ChanceHigh, Lang::En) => format!("{n} ({p}) fails high: lo = S + L·R = {m} {op} β = {bound} (from {src}): even if every outcome left were worth L, the mean would reach β. It returns {m}, a lower bound. Pruned: {pruned}."),
        (CutKind::ChanceHigh, Lang::Fr) => format!("{n} ({p}) échoue par le haut : lo = S + L·R = {m} {op} β = {bound} (venu de {src}) : même si toutes les issues restantes valaient L, la moyenne atteindrait β. Il renvoie {m}, une borne inférieure. Élagués : {pruned}."),
        (CutKind::ProbeHigh, Lang::En) => format!("{n} ({p}) fails high on its probes: W + L·R = {m} {op} β = {bound} (from {src}): its children are MAX nodes, each at least its probe, so the mean reaches β whatever the rest is worth. It returns {m}, a lower bound, and skips its search phase. Pruned: {pruned}."),
        (CutKind::ProbeHigh, Lang::Fr) => format!("{n} ({p}) échoue par le haut sur ses sondages : W + L·R = {m} {op} β = {bound} (venu de {src}) : ses fils sont des nœuds Max, chacun au moins égal à son sondage, donc la moyenne atteint β quoi que vaille le reste. Il renvoie {m}, une borne inférieure, et saute sa phase de recherche. Élagués : {pruned}."),
        (CutKind::ProbeLow, Lang::En) => format!("{n} ({p}) fails low on its probes: W + U·R = {m} {op} α = {bound} (from {src}): its children are MIN nodes, each at most its probe, so the mean cannot pass α whatever the rest is worth. It returns {m}, an upper bound, and skips its search phase. Pruned: {pruned}."),
        (CutKind::ProbeLow, Lang::Fr) => format!("{n} ({p}) échoue par le bas sur ses sondages : W + U·R = {m} {op} α = {bound} (venu de {src}) : ses fils sont des nœuds Min, chacun au plus égal à son sondage, donc la moyenne ne peut dépasser α quoi que vaille le reste. Il renvoie {m}, une borne supérieure, et saute sa phase de recherche. Élagués : {pruned}."),
        (CutKind::Bound, Lang::En) => format!("Cut by a leaf bound at {n} ({p}): m = {m} {op} {} = {src} = {bound}: no leaf is worth more than U nor less than L. Pruned: {pruned}.", c.which.letter()),
        (CutKind::Bound, Lang::Fr) => format!("Coupure par une borne des feuilles en {n} ({p}) : m = {m} {op} {} = {src} = {bound} : aucune feuille ne vaut plus que U ni moins que L. Élagués : {pruned}.", c.which.letter()),
        (kind, Lang::En) => format!("{} at {n} ({p}): m = {m} {op} {} = {bound}, a bound set by {src}. Pruned: {pruned}.", capitalised(cut_kind_name(kind, lang)), c.which.letter()),
        (kind, Lang::Fr) => format!("{} en {n} ({p}) : m = {m} {op} {} = {bound}, borne fixée par {src}. Élagués : {pruned}.", capitalised(cut_kind_name(kind, lang)), c.which.letter()),
    }
}

/// `text` with its first letter in upper case.
fn capitalised(text: &str) -> String {
    let mut c = text.chars();
    c.next()
        .map_or_else(String::new, |f| f.to_uppercase().chain(c).collect())
}
