//! Narration: one full sentence per step, in English or French.
//!
//! This is the message catalogue for everything the engine says about a
//! search; the page shows these sentences (in an `aria-live` region) and the
//! CLI prints them. The page's own catalogue (`www/js/i18n.js`) holds the
//! interface's words. The French follows the seeds' vocabulary: coupure
//! superficielle / profonde, attribut hérité / synthétisé, nœud Max / Min,
//! élagué.

use crate::report::{step_view, StepView};
use crate::search::Algorithm;
use crate::trace::Trace;
use crate::tree::{NodeId, Tree};
use crate::value::Value;

/// A language of the catalogue.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lang {
    /// English.
    En,
    /// French.
    Fr,
}

impl Lang {
    /// `"fr"` (or any `fr-…`) is French; anything else is English.
    pub fn from_code(code: &str) -> Lang {
        if code.get(..2).is_some_and(|p| p.eq_ignore_ascii_case("fr")) {
            Lang::Fr
        } else {
            Lang::En
        }
    }
}

/// A value as people write it: `5`, `-2.5` with a true minus sign, `+∞`, `−∞`.
pub fn show(v: Value) -> String {
    if v == Value::POS_INF {
        "+∞".into()
    } else if v == Value::NEG_INF {
        "−∞".into()
    } else {
        v.to_string().replace('-', "−")
    }
}

fn show_opt(v: Option<Value>) -> String {
    v.map(show).unwrap_or_else(|| "?".into())
}

/// A node's name: its label, or `#id`.
fn name(tree: &Tree, id: NodeId) -> String {
    tree.name(id)
}

fn player(tree: &Tree, id: NodeId, lang: Lang) -> &'static str {
    match (tree.player(id), lang) {
        (crate::tree::Player::Max, Lang::En) => "MAX",
        (crate::tree::Player::Min, Lang::En) => "MIN",
        (crate::tree::Player::Max, Lang::Fr) => "Max",
        (crate::tree::Player::Min, Lang::Fr) => "Min",
    }
}

/// Where a bound came from, as a phrase.
fn source(tree: &Tree, src: Option<NodeId>, lang: Lang) -> String {
    match (src, lang) {
        (Some(s), Lang::En) => format!("set by {}", name(tree, s)),
        (Some(s), Lang::Fr) => format!("fixé par {}", name(tree, s)),
        (None, Lang::En) => "initial window".into(),
        (None, Lang::Fr) => "fenêtre initiale".into(),
    }
}

fn list(tree: &Tree, ids: &[NodeId]) -> String {
    ids.iter().map(|&i| name(tree, i)).collect::<Vec<_>>().join(", ")
}

/// The sentence for position `k` of `trace` (0 is the start).
pub fn narrate(tree: &Tree, trace: &Trace, k: u32, lang: Lang) -> String {
    let algo = trace.options().algorithm;
    let Some(v) = step_view(tree, trace, k) else {
        let title = crate::report::algorithm_title(algo, if lang == Lang::Fr { "fr" } else { "en" });
        return match lang {
            Lang::En => format!(
                "Ready: {title} on a tree of {} nodes, {} steps. Press → to start.",
                tree.len(),
                trace.len()
            ),
            Lang::Fr => format!(
                "Prêt : {title} sur un arbre de {} nœuds, {} étapes. Appuyez sur → pour commencer.",
                tree.len(),
                trace.len()
            ),
        };
    };
    let mut s = sentence(tree, trace, &v, algo, lang);
    if k == trace.len() {
        s.push(' ');
        s.push_str(&conclusion(tree, trace, lang));
    }
    s
}

fn conclusion(tree: &Tree, trace: &Trace, lang: Lang) -> String {
    let value = show(trace.root_value());
    let evaluated = trace.leaves_evaluated();
    match (trace.best_move(), lang) {
        (Some(b), Lang::En) => format!(
            "The root's value is {value}; the best move leads to {}. {evaluated} leaves evaluated.",
            name(tree, b)
        ),
        (Some(b), Lang::Fr) => format!(
            "La valeur de la racine est {value} ; le meilleur coup mène à {}. {evaluated} feuilles évaluées.",
            name(tree, b)
        ),
        (None, Lang::En) => format!("The root's value is {value}."),
        (None, Lang::Fr) => format!("La valeur de la racine est {value}."),
    }
}

fn sentence(tree: &Tree, trace: &Trace, v: &StepView, algo: Algorithm, lang: Lang) -> String {
    let n = name(tree, v.node);
    let p = player(tree, v.node, lang);
    let window = |lang: Lang| {
        let a = format!("α = {} ({})", show_opt(v.alpha), source(tree, v.alpha_src, lang));
        let b = format!("β = {} ({})", show_opt(v.beta), source(tree, v.beta_src, lang));
        (a, b)
    };
    match v.kind {
        "enter" => {
            if algo == Algorithm::Minimax {
                return match lang {
                    Lang::En => format!(
                        "Enter {n} ({p}): its value will be the {} of its children's values.",
                        if p == "MAX" { "maximum" } else { "minimum" }
                    ),
                    Lang::Fr => format!(
                        "On entre dans {n} ({p}) : sa valeur sera le {} des valeurs de ses fils.",
                        if p == "Max" { "maximum" } else { "minimum" }
                    ),
                };
            }
            let (a, b) = window(lang);
            let m = show_opt(trace.state(v.node, v.k).m);
            match lang {
                Lang::En => format!("Enter {n} ({p}): it inherits {a} and {b}; m starts at {m}."),
                Lang::Fr => format!("On entre dans {n} ({p}) : il hérite de {a} et {b} ; m part de {m}."),
            }
        }
        "eval" => {
            let val = show_opt(v.value);
            let limit = trace.options().depth_limit.unwrap_or(0);
            match (v.uses_h, lang) {
                (true, Lang::En) => format!(
                    "{n} ({p}) is at the depth limit P = {limit}: it is evaluated with its heuristic, h = {val}."
                ),
                (true, Lang::Fr) => format!(
                    "{n} ({p}) est à la profondeur limite P = {limit} : il est évalué par l'heuristique, h = {val}."
                ),
                (false, Lang::En) => format!("Leaf {n} is evaluated: {val}."),
                (false, Lang::Fr) => format!("La feuille {n} est évaluée : {val}."),
            }
        }
        "return" => {
            let parent = v.parent.unwrap_or(0);
            let pn = name(tree, parent);
            let pp = player(tree, parent, lang);
            let val = show_opt(v.value);
            let (before, after) = (show_opt(v.m_before), show_opt(v.m_after));
            match (v.m_before == v.m_after, lang) {
                (false, Lang::En) => format!("{n} returns {val} to {pn} ({pp}): m goes from {before} to {after}."),
                (false, Lang::Fr) => format!("{n} renvoie {val} à {pn} ({pp}) : m passe de {before} à {after}."),
                (true, Lang::En) => format!("{n} returns {val} to {pn} ({pp}): m stays {after}."),
                (true, Lang::Fr) => format!("{n} renvoie {val} à {pn} ({pp}) : m reste {after}."),
            }
        }
        "bound" => {
            let val = show_opt(v.value);
            match (v.which, lang) {
                (Some("alpha"), Lang::En) => {
                    format!("{n} ({p}) raises α to {val} (α = max(α, m)): its next children inherit it.")
                }
                (Some("alpha"), Lang::Fr) => {
                    format!("{n} ({p}) relève α à {val} (α = max(α, m)) : ses fils suivants en héritent.")
                }
                (_, Lang::En) => format!("{n} ({p}) lowers β to {val} (β = min(β, m)): its next children inherit it."),
                (_, Lang::Fr) => {
                    format!("{n} ({p}) abaisse β à {val} (β = min(β, m)) : ses fils suivants en héritent.")
                }
            }
        }
        "cut" => {
            let Some(c) = &v.cut else { return String::new() };
            let letter = if c.which == "beta" { "β" } else { "α" };
            let cond = format!("m = {} {} {letter} = {}", show(c.m), c.op, show(c.bound));
            let pruned = list(tree, &c.pruned);
            let src = match c.source {
                Some(s) => name(tree, s),
                None => match lang {
                    Lang::En => "the initial window".into(),
                    Lang::Fr => "la fenêtre initiale".into(),
                },
            };
            match (c.kind, lang) {
                ("shallow", Lang::En) => format!("Shallow cut at {n} ({p}): {cond}, a bound set by its parent {src}. Pruned: {pruned}."),
                ("shallow", Lang::Fr) => format!("Coupure superficielle en {n} ({p}) : {cond}, borne fixée par son père {src}. Élagués : {pruned}."),
                (_, Lang::En) => format!("Deep cut at {n} ({p}): {cond}, a bound set by {src} further up and handed down unchanged. Pruned: {pruned}."),
                (_, Lang::Fr) => format!("Coupure profonde en {n} ({p}) : {cond}, borne fixée plus haut par {src} et transmise sans changement. Élagués : {pruned}."),
            }
        }
        _ => {
            let val = show_opt(v.value);
            match (v.bound_kind, lang) {
                (Some("lower"), Lang::En) => {
                    format!("{n} ({p}) is done and returns {val}, a bound: its true value is ≥ {val}.")
                }
                (Some("lower"), Lang::Fr) => {
                    format!("{n} ({p}) a fini et renvoie {val}, une borne : sa vraie valeur est ≥ {val}.")
                }
                (Some("upper"), Lang::En) => {
                    format!("{n} ({p}) is done and returns {val}, a bound: its true value is ≤ {val}.")
                }
                (Some("upper"), Lang::Fr) => {
                    format!("{n} ({p}) a fini et renvoie {val}, une borne : sa vraie valeur est ≤ {val}.")
                }
                (_, Lang::En) => format!("{n} ({p}) is done and returns {val}, its exact value."),
                (_, Lang::Fr) => format!("{n} ({p}) a fini et renvoie {val}, sa valeur exacte."),
            }
        }
    }
}
