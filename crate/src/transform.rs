//! One function applied to every leaf of a tree (issue 41's transformation
//! lesson, `docs/chance.md`), and what it does to the decisions.
//!
//! [`transform`] builds the tree again with each leaf (and each h) through
//! a [`Function`], labels, probabilities, players and shape kept:
//!
//! - `a·x + b` (a > 0, a and b exact: decimals or fractions) and `x³` are
//!   computed exactly, and a result a leaf cannot hold exactly (`1/3`, or
//!   more digits than a double keeps) is refused with its leaf;
//! - `eˣ` and `√(1 + x)` are rounded to [`DECIMALS`] decimals (and say so);
//!   `√(1 + x)` is refused at a leaf below −1, with its value;
//! - `rank` gives the distinct values 1, 2, … n in their order (h counted
//!   among them), `typed` the student's values, one per leaf in pre-order
//!   (a tree with h is refused: the values are the leaves').
//!
//! Every change must be increasing: `a ≤ 0` is refused, and so is any
//! result (a rounding, typed values) that does not keep the strict order of
//! the values, with the two leaves that break it.
//!
//! [`compare`] reads both trees twice, through the search's minimax:
//! expectiminimax (a chance node's value is its mean) and "chance read as
//! MIN" (each chance node a MIN node, every other node's player kept), and
//! finds the first node in pre-order whose preferred child differs between
//! the two trees ([`Flip`], with both children's values before and after).
//! [`explain`] says it in English and French. A positive linear change
//! keeps every mean's order, so expectiminimax's choices; any increasing
//! change keeps every max's and min's, so the MIN reading's
//! (`crate/tests/transform.rs` holds both on seeded trees).

use crate::error::Error;
use crate::exact::{Exact, Ext};
use crate::lang::{show_in, Lang, Text};
use crate::narrate::exact_in;
use crate::notation::parse_value;
use crate::options::{Algorithm, Options};
use crate::search::search;
use crate::trace::Trace;
use crate::tree::{NodeId, Player, Tree, TreeBuilder};
use crate::value::Value;
use serde::Deserialize;

/// The decimals `eˣ` and `√(1 + x)` are rounded to.
pub const DECIMALS: usize = 3;

/// The largest magnitude a leaf may have (the notation's range).
const RANGE: f64 = 1e15;

/// A function of the leaves.
#[derive(Clone, Debug, PartialEq)]
pub enum Function {
    /// `a·x + b`, a > 0.
    Linear {
        /// The slope, above 0.
        a: Exact,
        /// The offset.
        b: Exact,
    },
    /// `x³`.
    Cube,
    /// `eˣ`, rounded to [`DECIMALS`] decimals.
    Exp,
    /// `√(1 + x)`, rounded to [`DECIMALS`] decimals.
    Sqrt1,
    /// The rank among the distinct values: 1 for the smallest.
    Rank,
    /// One value per leaf, in pre-order.
    Typed(Vec<Value>),
}

/// A function as a caller writes it (the wasm's request): `{function:
/// "linear", a: "2", b: "-1/2"}`, `{function: "cube"}`, `"exp"`,
/// `"sqrt1"`, `"rank"`, `{function: "typed", values: ["1", "20"]}`.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Request {
    /// `linear`, `cube`, `exp`, `sqrt1`, `rank` or `typed`.
    pub function: String,
    /// a, for `linear` (a decimal or a fraction).
    pub a: Option<String>,
    /// b, for `linear`.
    pub b: Option<String>,
    /// The values, for `typed`.
    pub values: Option<Vec<String>>,
}

fn refuse(en: String, fr: String) -> Error {
    Error::input(en, fr)
}

/// A coefficient of `a·x + b`, a decimal or a fraction.
fn coefficient(text: Option<&str>, name: &str) -> Result<Exact, Error> {
    let text = text.unwrap_or("").trim();
    if text.is_empty() {
        // Absent (the CLI without `--b`) or an empty field: say which.
        return Err(refuse(
            format!("a·x + b needs {name}: write a decimal or a fraction (2, -0.5, 1/3)"),
            format!("a·x + b demande {name} : écrivez un décimal ou une fraction (2, -0.5, 1/3)"),
        ));
    }
    Exact::parse(text).ok_or_else(|| {
        refuse(
            format!("{name} = '{text}' is not a number: write a decimal or a fraction (2, -0.5, 1/3)"),
            format!("{name} = « {text} » n’est pas un nombre : écrivez un décimal ou une fraction (2, -0.5, 1/3)"),
        )
    })
}

impl Function {
    /// Reads a [`Request`].
    ///
    /// # Errors
    ///
    /// An `"input"` error: an unknown function, a coefficient that is not a
    /// number, `a ≤ 0` (not increasing), a typed value that is not one
    /// (with its place).
    pub fn from_request(r: &Request) -> Result<Function, Error> {
        Ok(match r.function.as_str() {
            "linear" => {
                let a = coefficient(r.a.as_deref(), "a")?;
                let b = coefficient(r.b.as_deref(), "b")?;
                if !a.is_positive() {
                    let s = |l| exact_in(Ext::Fin(a), l);
                    return Err(refuse(
                        format!(
                            "a·x + b keeps the order of the leaves only for a > 0: a = {} {} it",
                            s(Lang::En),
                            if a.is_zero() { "flattens" } else { "reverses" }
                        ),
                        format!(
                            "a·x + b garde l’ordre des feuilles seulement pour a > 0 : a = {} {}",
                            s(Lang::Fr),
                            if a.is_zero() { "l’aplatit" } else { "l’inverse" }
                        ),
                    ));
                }
                Function::Linear { a, b }
            }
            "cube" => Function::Cube,
            "exp" => Function::Exp,
            "sqrt1" => Function::Sqrt1,
            "rank" => Function::Rank,
            "typed" => Function::Typed(typed_values(r.values.as_deref().unwrap_or(&[]))?),
            other => {
                return Err(refuse(
                    format!("unknown function '{other}' (linear, cube, exp, sqrt1, rank, typed)"),
                    format!("fonction inconnue « {other} » (linear, cube, exp, sqrt1, rank, typed)"),
                ))
            }
        })
    }

    /// The function as a sentence writes it: `x ↦ 2·x + 1`, `x ↦ x³`,
    /// `x ↦ eˣ (rounded to 3 decimals)`.
    pub fn describe(&self) -> Text {
        let both = |f: &dyn Fn(Lang) -> String| Text::new(f(Lang::En), f(Lang::Fr));
        match self {
            Function::Linear { a, b } => both(&|l| format!("x ↦ {}", linear_text(*a, *b, l))),
            Function::Cube => Text::same("x ↦ x³"),
            Function::Exp => Text::new(
                format!("x ↦ eˣ (rounded to {DECIMALS} decimals)"),
                format!("x ↦ eˣ (arrondi à {DECIMALS} décimales)"),
            ),
            Function::Sqrt1 => Text::new(
                format!("x ↦ √(1 + x) (rounded to {DECIMALS} decimals)"),
                format!("x ↦ √(1 + x) (arrondi à {DECIMALS} décimales)"),
            ),
            Function::Rank => Text::new(
                "x ↦ its rank among the distinct values (1 for the smallest)",
                "x ↦ son rang parmi les valeurs distinctes (1 pour la plus petite)",
            ),
            Function::Typed(_) => Text::new("the values typed", "les valeurs saisies"),
        }
    }
}

/// `2·x + 1`, `x − 3`, `1/2·x`.
fn linear_text(a: Exact, b: Exact, lang: Lang) -> String {
    let ax = if a == Exact::int(1) {
        "x".to_string()
    } else {
        format!("{}·x", exact_in(Ext::Fin(a), lang))
    };
    if b.is_zero() {
        ax
    } else if b.is_positive() {
        format!("{ax} + {}", exact_in(Ext::Fin(b), lang))
    } else {
        format!("{ax} − {}", exact_in(Ext::Fin(b.negated()), lang))
    }
}

/// The typed values, each read as a leaf's value.
fn typed_values(texts: &[String]) -> Result<Vec<Value>, Error> {
    texts
        .iter()
        .enumerate()
        .map(|(i, t)| {
            parse_value(t).map_err(|e| {
                refuse(
                    format!("value {} ('{}') {}", i + 1, t.trim(), e.rule.get(Lang::En)),
                    format!("valeur {} (« {} ») {}", i + 1, t.trim(), e.rule.get(Lang::Fr)),
                )
            })
        })
        .collect()
}

/// A node's name and value as a refusal writes them: `leaf a2.1 = −3`.
fn at(tree: &Tree, id: NodeId, x: Value) -> (String, String) {
    let what = |l: Lang| match (tree.is_leaf(id), l) {
        (true, Lang::En) => "leaf",
        (true, Lang::Fr) => "feuille",
        (false, Lang::En) => "h of",
        (false, Lang::Fr) => "h de",
    };
    let name = tree.name(id);
    (
        format!("{} {name} = {}", what(Lang::En), show_in(x, Lang::En)),
        format!("{} {name} = {}", what(Lang::Fr), show_in(x, Lang::Fr)),
    )
}

/// An exact result as a leaf's value, refused when a leaf cannot hold it
/// exactly or it is out of range.
fn exact_leaf(tree: &Tree, id: NodeId, x: Value, r: Option<Exact>) -> Result<Value, Error> {
    let (en, fr) = at(tree, id, x);
    let r = r.ok_or_else(|| {
        refuse(
            format!("{en}: the result is too large to compute exactly"),
            format!("{fr} : le résultat est trop grand pour être calculé exactement"),
        )
    })?;
    let v = r.to_value();
    if v.get().abs() > RANGE {
        return Err(refuse(
            format!(
                "{en} would become {}, beyond the leaves' range (±1e15)",
                exact_in(Ext::Fin(r), Lang::En)
            ),
            format!(
                "{fr} deviendrait {}, hors de l’intervalle des feuilles (±1e15)",
                exact_in(Ext::Fin(r), Lang::Fr)
            ),
        ));
    }
    if Exact::from_value(v) != Some(r) {
        return Err(refuse(
            format!(
                "{en} would become {}, which a leaf cannot hold exactly (a leaf is a decimal of at most 17 digits): choose a and b as decimals",
                exact_in(Ext::Fin(r), Lang::En)
            ),
            format!(
                "{fr} deviendrait {}, qu’une feuille ne peut pas écrire exactement (une feuille est un décimal d’au plus 17 chiffres) : choisissez a et b décimaux",
                exact_in(Ext::Fin(r), Lang::Fr)
            ),
        ));
    }
    Ok(v)
}

/// A real result rounded to [`DECIMALS`] decimals, refused past the range.
fn rounded(tree: &Tree, id: NodeId, x: Value, y: f64) -> Result<Value, Error> {
    let (en, fr) = at(tree, id, x);
    if !y.is_finite() || y.abs() > RANGE {
        return Err(refuse(
            format!("{en} would become more than 1e15, beyond the leaves' range"),
            format!("{fr} deviendrait plus que 1e15, hors de l’intervalle des feuilles"),
        ));
    }
    let text = format!("{y:.DECIMALS$}");
    let v = text.parse::<f64>().ok().and_then(Value::new).unwrap_or(Value::int(0));
    Ok(if v.get() == 0.0 { Value::int(0) } else { v })
}

/// One value through a pointwise function.
fn apply(tree: &Tree, id: NodeId, x: Value, f: &Function) -> Result<Value, Error> {
    let e = Exact::from_value(x);
    match f {
        Function::Linear { a, b } => exact_leaf(
            tree,
            id,
            x,
            e.and_then(|e| a.checked_mul(e)).and_then(|ae| ae.checked_add(*b)),
        ),
        Function::Cube => exact_leaf(tree, id, x, e.and_then(|e| e.checked_mul(e)?.checked_mul(e))),
        Function::Exp => rounded(tree, id, x, x.get().exp()),
        Function::Sqrt1 => {
            if x.get() < -1.0 {
                let (en, fr) = at(tree, id, x);
                let inside = |l| show_in(Value::new(1.0 + x.get()).unwrap_or(x), l);
                return Err(refuse(
                    format!("√(1 + x) is undefined at {en}: 1 + x = {} < 0", inside(Lang::En)),
                    format!("√(1 + x) n’est pas définie en {fr} : 1 + x = {} < 0", inside(Lang::Fr)),
                ));
            }
            rounded(tree, id, x, (1.0 + x.get()).sqrt())
        }
        Function::Rank | Function::Typed(_) => Ok(x),
    }
}

/// The nodes whose value the function changes, with their values: every
/// leaf, and every inner node with h.
fn points(tree: &Tree) -> Vec<(NodeId, Value)> {
    (0..tree.len() as NodeId)
        .filter_map(|id| tree.leaf_value(id).or_else(|| tree.h(id)).map(|v| (id, v)))
        .collect()
}

/// The new value of each point.
fn new_values(tree: &Tree, pts: &[(NodeId, Value)], f: &Function) -> Result<Vec<Value>, Error> {
    match f {
        Function::Rank => {
            let mut distinct: Vec<Value> = pts.iter().map(|p| p.1).collect();
            distinct.sort();
            distinct.dedup();
            Ok(pts
                .iter()
                .map(|p| Value::int(distinct.partition_point(|&d| d < p.1) as i32 + 1))
                .collect())
        }
        Function::Typed(values) => {
            if let Some(&(id, _)) = pts.iter().find(|p| !tree.is_leaf(p.0)) {
                let name = tree.name(id);
                return Err(refuse(
                    format!("typed values give one value per leaf, and node {name} has h: change the leaves with a function instead"),
                    format!("les valeurs saisies donnent une valeur par feuille, et le nœud {name} a un h : changez les feuilles par une fonction"),
                ));
            }
            if values.len() != pts.len() {
                return Err(refuse(
                    format!(
                        "expected {} values, one per leaf in order, but found {}",
                        pts.len(),
                        values.len()
                    ),
                    format!(
                        "{} valeurs attendues, une par feuille dans l’ordre, mais {} trouvées",
                        pts.len(),
                        values.len()
                    ),
                ));
            }
            Ok(values.clone())
        }
        _ => pts.iter().map(|&(id, x)| apply(tree, id, x, f)).collect(),
    }
}

/// Refuses a change that is not strictly increasing on the values: two
/// points whose old values are in one order (or equal) and new ones not.
fn check_increasing(tree: &Tree, pts: &[(NodeId, Value)], new: &[Value]) -> Result<(), Error> {
    let mut order: Vec<usize> = (0..pts.len()).collect();
    order.sort_by_key(|&i| (pts[i].1, pts[i].0));
    for w in order.windows(2) {
        let (i, j) = (w[0], w[1]);
        let broken = if pts[i].1 == pts[j].1 {
            new[i] != new[j]
        } else {
            new[i] >= new[j]
        };
        if broken {
            let (ei, fi) = at(tree, pts[i].0, pts[i].1);
            let (ej, fj) = at(tree, pts[j].0, pts[j].1);
            let (ni, nj) = (|l| show_in(new[i], l), |l| show_in(new[j], l));
            return Err(refuse(
                format!(
                    "the change is not increasing: {ei} and {ej} become {} and {}; an increasing function keeps every order and gives equal values one value",
                    ni(Lang::En),
                    nj(Lang::En)
                ),
                format!(
                    "la transformation n’est pas croissante : {fi} et {fj} deviennent {} et {} ; une fonction croissante garde tout ordre et donne une seule valeur à des valeurs égales",
                    ni(Lang::Fr),
                    nj(Lang::Fr)
                ),
            ));
        }
    }
    Ok(())
}

/// `tree` with every leaf (and h) through `f`.
///
/// # Errors
///
/// An `"input"` error naming the leaf: an infinite leaf, a result out of
/// range or not exact where it must be, `√` of a negative, typed values of
/// the wrong count or not increasing, a rounding that merges two values.
///
/// ```
/// use alphabeta::{notation::{parse, format}, transform::{transform, Function}};
/// let t = parse("R:[a1:chance[0.9: 2, 0.1: 3], a2:chance[0.9: 1, 0.1: 4]]").unwrap();
/// let cubed = transform(&t, &Function::Cube).unwrap();
/// assert_eq!(format(&cubed), "R:[a1:chance[0.9: 8, 0.1: 27], a2:chance[0.9: 1, 0.1: 64]]");
/// ```
pub fn transform(tree: &Tree, f: &Function) -> Result<Tree, Error> {
    let pts = points(tree);
    if let Some(&(id, x)) = pts.iter().find(|p| p.1.is_infinite()) {
        let (en, fr) = at(tree, id, x);
        return Err(refuse(
            format!("{en}: only finite leaves can be changed"),
            format!("{fr} : seules des feuilles finies peuvent être changées"),
        ));
    }
    let new = new_values(tree, &pts, f)?;
    check_increasing(tree, &pts, &new)?;
    let mut by_id: Vec<Option<Value>> = vec![None; tree.len()];
    for (p, v) in pts.iter().zip(&new) {
        by_id[p.0 as usize] = Some(*v);
    }
    rebuild(tree, &by_id, false)
}

/// Builds `tree` again with the leaf and h values of `values` (by id); with
/// `chance_as_min`, every chance node becomes a MIN node and every other
/// decision node keeps its player (written).
fn rebuild(tree: &Tree, values: &[Option<Value>], chance_as_min: bool) -> Result<Tree, Error> {
    let mut b = TreeBuilder::new(tree.root_player());
    let mut open: Vec<NodeId> = Vec::new();
    for id in 0..tree.len() as NodeId {
        while open.last().is_some_and(|&o| tree.end(o) <= id) {
            open.pop();
            b.close()?;
        }
        let (label, v) = (tree.label(id), values[id as usize]);
        if tree.is_leaf(id) {
            b.leaf(v.unwrap_or(Value::int(0)), label)?;
        } else {
            open.push(id);
            if tree.is_chance(id) && !chance_as_min {
                b.open_chance(v, label)?;
            } else {
                b.open(v, label)?;
            }
            if chance_as_min {
                let p = if tree.is_chance(id) {
                    Player::Min
                } else {
                    tree.player(id)
                };
                b.set_player(id, p)?;
            } else if tree.player_is_written(id) {
                b.set_player(id, tree.player(id))?;
            }
        }
        if let (Some(p), false) = (tree.probability(id), chance_as_min) {
            b.set_probability(id, p)?;
        }
    }
    for _ in open {
        b.close()?;
    }
    Ok(b.finish()?)
}

/// One reading of one tree at its root: the value and the preferred child
/// (`None` when the root has no choice: a leaf or, under expectiminimax, a
/// chance node).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Decision {
    /// The root's value.
    pub value: Exact,
    /// The root's preferred child.
    pub choice: Option<NodeId>,
}

/// The first node in pre-order whose preferred child differs between two
/// trees of one shape: the child it preferred (`was`) and the one it
/// prefers now, each child's value in the first tree (`before`: `[was,
/// now]`) and in the second (`after`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Flip {
    /// The node.
    pub node: NodeId,
    /// The child it preferred in the first tree.
    pub was: NodeId,
    /// The child it prefers in the second.
    pub now: NodeId,
    /// `[was, now]`'s values in the first tree.
    pub before: [Exact; 2],
    /// `[was, now]`'s values in the second.
    pub after: [Exact; 2],
}

/// Two trees of one shape (a tree and its changed copy) read both ways.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Comparison {
    /// Expectiminimax at the root, `[before, after]`.
    pub expecti: [Decision; 2],
    /// Minimax with every chance node read as MIN, `[before, after]`.
    pub as_min: [Decision; 2],
    /// The first flip under expectiminimax.
    pub flip: Option<Flip>,
    /// The first flip with chance read as MIN (never, for an increasing
    /// change).
    pub min_flip: Option<Flip>,
}

/// Every node's value and preferred child under one reading.
struct Reading {
    values: Vec<Exact>,
    best: Vec<Option<NodeId>>,
}

/// `tree` read through the search's minimax: expectiminimax, or with
/// every chance node a MIN node.
fn read(tree: &Tree, chance_as_min: bool) -> Result<Reading, Error> {
    let owned;
    let t = if chance_as_min {
        let values: Vec<Option<Value>> = (0..tree.len() as NodeId)
            .map(|id| tree.leaf_value(id).or_else(|| tree.h(id)))
            .collect();
        owned = rebuild(tree, &values, true)?;
        &owned
    } else {
        tree
    };
    let trace = search(
        t,
        &Options {
            algorithm: Algorithm::Minimax,
            ..Options::default()
        },
    )?;
    let ids = 0..t.len() as NodeId;
    let values = ids
        .clone()
        .map(|id| exact_of(&trace, id).unwrap_or(Exact::ZERO))
        .collect();
    let best = ids
        .map(|id| {
            if t.is_leaf(id) || t.is_chance(id) {
                None
            } else {
                trace.best_child(id)
            }
        })
        .collect();
    Ok(Reading { values, best })
}

/// The exact value `id` returned (every node is reached under minimax).
fn exact_of(trace: &Trace, id: NodeId) -> Option<Exact> {
    trace
        .returned_exact(id)
        .and_then(Ext::finite)
        .or_else(|| trace.returned(id).and_then(|(v, _)| Exact::from_value(v)))
}

fn first_flip(a: &Reading, b: &Reading) -> Option<Flip> {
    a.best
        .iter()
        .zip(&b.best)
        .enumerate()
        .find_map(|(id, pair)| match pair {
            (Some(was), Some(now)) if was != now => Some(Flip {
                node: id as NodeId,
                was: *was,
                now: *now,
                before: [a.values[*was as usize], a.values[*now as usize]],
                after: [b.values[*was as usize], b.values[*now as usize]],
            }),
            _ => None,
        })
}

/// `before` and `after` (a tree and its changed copy) read both ways, and
/// the first node whose preference flips.
///
/// # Errors
///
/// Trees of two shapes, an infinite leaf (a mean of ±∞ is undefined), or
/// the search's exact overflow.
///
/// ```
/// use alphabeta::{notation::parse, transform::compare};
/// let a = parse("R:[a1:chance[0.9: 2, 0.1: 3], a2:chance[0.9: 1, 0.1: 4]]").unwrap();
/// let b = parse("R:[a1:chance[0.9: 20, 0.1: 30], a2:chance[0.9: 1, 0.1: 400]]").unwrap();
/// let c = compare(&a, &b).unwrap();
/// assert_eq!((c.expecti[0].choice, c.expecti[1].choice), (Some(1), Some(4)));
/// assert_eq!((c.as_min[0].choice, c.as_min[1].choice), (Some(1), Some(1)));
/// assert_eq!(c.flip.unwrap().node, 0);
/// ```
pub fn compare(before: &Tree, after: &Tree) -> Result<Comparison, Error> {
    let same = before.len() == after.len()
        && (0..before.len() as NodeId)
            .all(|id| before.end(id) == after.end(id) && before.is_chance(id) == after.is_chance(id));
    if !same {
        return Err(refuse(
            "the two trees differ in shape: only their leaves may differ".into(),
            "les deux arbres n’ont pas la même forme : seules leurs feuilles peuvent différer".into(),
        ));
    }
    for t in [before, after] {
        if let Some((id, x)) = points(t).into_iter().find(|p| p.1.is_infinite()) {
            let (en, fr) = at(t, id, x);
            return Err(refuse(
                format!("{en}: the comparison reads finite leaves only"),
                format!("{fr} : la comparaison ne lit que des feuilles finies"),
            ));
        }
    }
    let (e0, e1) = (read(before, false)?, read(after, false)?);
    let (m0, m1) = (read(before, true)?, read(after, true)?);
    let root = |r: &Reading| Decision {
        value: r.values[0],
        choice: r.best[0],
    };
    Ok(Comparison {
        expecti: [root(&e0), root(&e1)],
        as_min: [root(&m0), root(&m1)],
        flip: first_flip(&e0, &e1),
        min_flip: first_flip(&m0, &m1),
    })
}

/// A number of a sentence.
fn num(x: Exact, lang: Lang) -> String {
    exact_in(Ext::Fin(x), lang)
}

/// The root's decision in a sentence: `a1 (2.1)`, or its value alone when
/// it has no choice.
fn decision(tree: &Tree, d: Decision, lang: Lang) -> String {
    match d.choice {
        Some(c) => format!("{} ({})", tree.name(c), num(d.value, lang)),
        None => num(d.value, lang),
    }
}

/// What the change `f` did, in both languages: the flip under
/// expectiminimax (where, both children's values before and after, why),
/// or that no choice changed (and why, for a linear change), then the
/// reading with chance as MIN.
///
/// ```
/// use alphabeta::{lang::Lang, notation::parse, transform::{compare, explain, transform, Function}};
/// let a = parse("R:[a1:chance[0.9: 2, 0.1: 3], a2:chance[0.9: 1, 0.1: 4]]").unwrap();
/// // The leaves in pre-order are 2, 3, 1, 4: through 1 → 1, 2 → 20, 3 → 30, 4 → 400.
/// let f = Function::Typed([20, 30, 1, 400].map(alphabeta::value::Value::int).to_vec());
/// let b = transform(&a, &f).unwrap();
/// let said = explain(&a, &compare(&a, &b).unwrap(), &f);
/// assert!(said.get(Lang::En).starts_with("At R, a1 was worth 2.1 and a2 1.3"), "{}", said.get(Lang::En));
/// ```
pub fn explain(tree: &Tree, c: &Comparison, f: &Function) -> Text {
    let say = |lang: Lang| {
        let fx = f.describe();
        let fx = fx.get(lang);
        let mut out = match &c.flip {
            Some(flip) => flip_sentence(tree, c, flip, fx, lang),
            None => kept_sentence(tree, c, f, fx, lang),
        };
        out.push(' ');
        out.push_str(&min_sentence(tree, c, lang));
        out
    };
    Text::new(say(Lang::En), say(Lang::Fr))
}

fn flip_sentence(tree: &Tree, c: &Comparison, flip: &Flip, fx: &str, lang: Lang) -> String {
    let (n, was, now) = (tree.name(flip.node), tree.name(flip.was), tree.name(flip.now));
    let [b0, b1] = flip.before.map(|x| num(x, lang));
    let [a0, a1] = flip.after.map(|x| num(x, lang));
    let root = if flip.node == 0 {
        String::new()
    } else {
        let [d0, d1] = c.expecti.map(|d| decision(tree, d, lang));
        match lang {
            Lang::En => format!(" (the first node whose choice changes; the root's decision: {d0}, then {d1})"),
            Lang::Fr => format!(" (le premier nœud dont le choix change ; la décision de la racine : {d0}, puis {d1})"),
        }
    };
    match lang {
        Lang::En => format!(
            "At {n}, {was} was worth {b0} and {now} {b1}; after {fx}, {was} is worth {a0} and {now} {a1}, so {n} now prefers {now}{root}. \
             The order of the leaves is kept, yet a chance node's value is a mean: it weighs how large the outcomes are, not only their order."
        ),
        Lang::Fr => format!(
            "En {n}, {was} valait {b0} et {now} {b1} ; après {fx}, {was} vaut {a0} et {now} {a1}, donc {n} préfère maintenant {now}{root}. \
             L’ordre des feuilles est gardé, mais la valeur d’un nœud de hasard est une moyenne : elle pèse la grandeur des issues, pas seulement leur ordre."
        ),
    }
}

fn kept_sentence(tree: &Tree, c: &Comparison, f: &Function, fx: &str, lang: Lang) -> String {
    let [d0, d1] = c.expecti.map(|d| decision(tree, d, lang));
    let why = match (matches!(f, Function::Linear { .. }), lang) {
        (true, Lang::En) => {
            "The mean of a·x + b is a·(the mean) + b, so a change a·x + b with a > 0 never changes expectiminimax's choices."
        }
        (true, Lang::Fr) => {
            "La moyenne de a·x + b est a·(la moyenne) + b : une transformation a·x + b avec a > 0 ne change jamais les choix de l’expectiminimax."
        }
        (false, Lang::En) => {
            "This change keeps the order but is not linear: here it keeps every choice, on other leaves it may not (preset aima-order-warped)."
        }
        (false, Lang::Fr) => {
            "Cette transformation garde l’ordre mais n’est pas affine : ici elle garde tous les choix, sur d’autres feuilles elle peut les changer (préréglage aima-order-warped)."
        }
    };
    match lang {
        Lang::En => format!("After {fx}, every node prefers the same child as before: the root's decision is {d0}, then {d1}. {why}"),
        Lang::Fr => format!("Après {fx}, chaque nœud préfère le même enfant qu’avant : la décision de la racine est {d0}, puis {d1}. {why}"),
    }
}

fn min_sentence(tree: &Tree, c: &Comparison, lang: Lang) -> String {
    let [d0, d1] = c.as_min.map(|d| decision(tree, d, lang));
    match (&c.min_flip, lang) {
        (None, Lang::En) => format!(
            "Chance read as MIN: {d0}, then {d1}. An increasing change keeps the order of every maximum and minimum, so this reading's choices never change."
        ),
        (None, Lang::Fr) => format!(
            "Hasard lu comme Min : {d0}, puis {d1}. Une transformation croissante garde l’ordre de tout maximum et de tout minimum : les choix de cette lecture ne changent jamais."
        ),
        (Some(m), Lang::En) => format!(
            "Chance read as MIN: {d0}, then {d1}; {} changes its choice, so the leaves did not change by an increasing function.",
            tree.name(m.node)
        ),
        (Some(m), Lang::Fr) => format!(
            "Hasard lu comme Min : {d0}, puis {d1} ; {} change de choix : les feuilles n’ont donc pas changé par une fonction croissante.",
            tree.name(m.node)
        ),
    }
}
