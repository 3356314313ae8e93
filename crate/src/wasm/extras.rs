//! The rarely used half of the JavaScript boundary, built only with the
//! `extras` feature: games, move orderings, figures (TikZ, forest, Beamer),
//! the JSON report, practice (checking an answer, the solution),
//! construct challenges (the goal, the check, the solution), random trees
//! and trees from flat nodes.
//!
//! The page loads the core module (`www/pkg/`, built without this feature)
//! to draw its first tree, and the full module (`www/pkg/extras/`, built
//! with it) only when a panel that needs one of these exports is opened.
//! Everything here is a plain function of its arguments or a method of a
//! [`Session`] of the full module, so no state crosses between the two
//! modules: the page hands the full module the tree's notation and options.

use super::{bad_request, internal, into_js, json_of, options_of, parse, to_js, Session};
use crate::construct;
use crate::edit::{from_flat, FlatTree};
use crate::error::Error;
use crate::game::{pig, Board, GameError, GameKind, Heuristic, MoveView, Setup};
use crate::lang::Lang;
use crate::notation;
use crate::ordering;
use crate::practice::{answer_value, check, hint, solution, Answer};
use crate::random::{generate, RandomSpec};
use crate::stats::{actual_types, ideal_types, NodeType};
use crate::tikz::{beamer, forest, tikz, TikzOptions};
use serde::de::DeserializeOwned;
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// Reads a request from JS into the core's serde type `T` (the full
/// module's requests: flat trees, random specs, answers); `what` names it
/// in the error, in English and French, as the core module reads its own.
fn from_js<T: DeserializeOwned>(v: JsValue, what: (&str, &str)) -> Result<T, JsValue> {
    json_of(&v, 0)
        .and_then(|j| serde_json::from_value(j).map_err(|e| e.to_string()))
        .map_err(|e| bad_request(&e, what))
}

/// Like [`from_js`], with `undefined` and `null` meaning the default.
fn from_js_or_default<T: DeserializeOwned + Default>(v: JsValue, what: (&str, &str)) -> Result<T, JsValue> {
    if v.is_undefined() || v.is_null() {
        Ok(T::default())
    } else {
        from_js(v, what)
    }
}

/// The tree of `text` searched with `options` under every move ordering
/// (`given`, `best`, `worst`, `random` from `seed`, `ideal`): the
/// comparison's DTO (`{seed, leavesTotal, uniform, rows: [{order, value,
/// leavesEvaluated, nodesVisited, cuts}]}`).
///
/// # Errors
///
/// A positioned parse error, options of the wrong shape, or an `"options"`
/// error.
#[wasm_bindgen(js_name = compareOrderings)]
pub fn compare_orderings(text: &str, options: JsValue, seed: u32) -> Result<JsValue, JsValue> {
    let tree = parse(text)?;
    to_js(&ordering::compare(&tree, &options_of(options)?, u64::from(seed)).map_err(into_js)?)
}

/// What killer moves and iterative deepening do on the tree of `text` under
/// `options`, each tried alone (`ordering::Techniques`: `{plain, killers,
/// deepening, deepeningEarlier, deepeningWhyEn, deepeningWhyFr}`), so the
/// page can say before a switch is turned on whether it changes anything,
/// or why it cannot run.
///
/// # Errors
///
/// A positioned parse error, options of the wrong shape, or an `"options"`
/// error for options that do not fit the tree even without the techniques.
#[wasm_bindgen(js_name = techniqueNotes)]
pub fn technique_notes(text: &str, options: JsValue) -> Result<JsValue, JsValue> {
    let tree = parse(text)?;
    to_js(&ordering::techniques(&tree, &options_of(options)?).map_err(into_js)?)
}

/// The tree of `text` with its children in `order` (`"given"`, `"best"`,
/// `"worst"`, `"random"`, `"ideal"`); `seed` drives `random`, `depth` (the
/// search's P, or `undefined`) is the limit `ideal` computes values under.
/// Returns `{notation, original}`: `original[newId]` is the node's id in
/// the tree of `text`.
///
/// # Errors
///
/// A positioned parse error, or an `"input"` error for an unknown order.
#[wasm_bindgen(js_name = reorderTree)]
pub fn reorder_tree(text: &str, order: &str, seed: u32, depth: Option<u32>) -> Result<JsValue, JsValue> {
    let tree = parse(text)?;
    let order = ordering::Order::from_name(order).ok_or_else(|| {
        into_js(Error::input(
            format!("unknown order '{order}' (given, best, worst, random, ideal)"),
            format!("ordre inconnu « {order} » (given, best, worst, random, ideal)"),
        ))
    })?;
    let o = ordering::reorder(&tree, order, u64::from(seed), depth);
    #[derive(Serialize)]
    struct Reordered {
        notation: String,
        original: Vec<u32>,
    }
    to_js(&Reordered {
        notation: notation::format(&o.tree),
        original: o.original,
    })
}

/// Builds a tree from flat pre-order nodes (`{rootPlayer?, nodes: [{parent,
/// label?, value?, h?}]}`), the form the page's nested-array import
/// produces, and returns its canonical notation.
///
/// # Errors
///
/// A request of the wrong shape, or an `"edit"` error naming the first
/// node that breaks the rules (not in pre-order, a leaf without value, a
/// bad label).
#[wasm_bindgen(js_name = treeFromNodes)]
pub fn tree_from_nodes(flat: JsValue) -> Result<String, JsValue> {
    let flat: FlatTree = from_js(flat, ("tree", "arbre"))?;
    Ok(notation::format(&from_flat(&flat).map_err(into_js)?))
}

/// A seeded random tree (`{seed, minBranch, maxBranch, depth, minValue,
/// maxValue, irregular}`, all optional), as notation.
///
/// # Errors
///
/// A request of the wrong shape, or a `"random"` error naming the field out
/// of range.
#[wasm_bindgen(js_name = randomTree)]
pub fn random_tree(spec: JsValue) -> Result<String, JsValue> {
    let spec: RandomSpec = from_js_or_default(spec, ("random tree", "arbre aléatoire"))?;
    Ok(notation::format(&generate(&spec).map_err(into_js)?))
}

/// m as a student writes it in practice mode (`5`, `≥ 5`, `<= -inf`,
/// `5/3` on a chance tree, `3,5`), written back the engine's way (`≥ 5`,
/// `5/3`).
///
/// # Errors
///
/// An `"input"` error naming the text.
#[wasm_bindgen(js_name = checkAnswerValue)]
pub fn check_answer_value(text: &str) -> Result<String, JsValue> {
    answer_value(text).map_err(into_js)
}

/// A sentence in both languages, as the construct DTOs carry them.
#[derive(Serialize)]
pub struct Bilingual {
    pub en: String,
    pub fr: String,
}

impl From<&crate::lang::Text> for Bilingual {
    fn from(t: &crate::lang::Text) -> Bilingual {
        Bilingual {
            en: t.en.clone(),
            fr: t.fr.clone(),
        }
    }
}

/// A construct challenge, as `challengeInfo` returns it.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ChallengeDto {
    pub id: String,
    pub kind: construct::Kind,
    pub seed: String,
    pub level: u32,
    pub title: Bilingual,
    pub goal: Bilingual,
    pub limits: construct::Limits,
    pub limits_text: Bilingual,
    pub notation: String,
    pub next: construct::Kind,
    /// The leaf bounds `[L, U]` the challenge's search runs with (Star1 on
    /// the chance challenge), or `null`.
    pub bounds: Option<(i32, i32)>,
}

/// What `checkChallenge` says of a tree.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ChallengeVerdictDto {
    pub met: bool,
    pub within_limits: bool,
    pub lines: Vec<Bilingual>,
}

/// One change of `challengeSolution`'s diff.
#[derive(Serialize)]
pub struct ChangeDto {
    pub node: Option<u32>,
    pub en: String,
    pub fr: String,
}

/// What `challengeSolution` returns.
#[derive(Serialize)]
pub struct ChallengeSolutionDto {
    pub notation: String,
    pub changes: Vec<ChangeDto>,
}

thread_local! {
    /// The last challenge asked for: the page checks the same one after
    /// every edit, and drawing it again costs up to a few hundred searches.
    static LAST_CHALLENGE: std::cell::RefCell<Option<construct::Challenge>> = const { std::cell::RefCell::new(None) };
}

fn the_challenge(id: &str) -> Result<construct::Challenge, JsValue> {
    let (kind, seed) = construct::parse_id(id).map_err(into_js)?;
    LAST_CHALLENGE.with(|last| {
        let mut last = last.borrow_mut();
        if let Some(c) = last.as_ref().filter(|c| c.kind == kind && c.seed == seed) {
            return Ok(c.clone());
        }
        let c = construct::challenge(kind, seed);
        *last = Some(c.clone());
        Ok(c)
    })
}

/// The construct challenge with id `id` (`deep-cut-12`): its goal, its
/// limits and its starting tree ([`ChallengeDto`]). The id says nothing of
/// the solution.
///
/// # Errors
///
/// An `"input"` error for an id that is not a kind, a dash and a seed.
#[wasm_bindgen(js_name = challengeInfo)]
pub fn challenge_info(id: &str) -> Result<JsValue, JsValue> {
    let c = the_challenge(id)?;
    to_js(&ChallengeDto {
        id: c.id.clone(),
        kind: c.kind,
        seed: c.seed.to_string(),
        level: c.kind.level(),
        title: (&c.kind.title()).into(),
        goal: (&c.goal_text()).into(),
        limits: c.limits,
        limits_text: (&c.limits_text()).into(),
        notation: notation::format(&c.start),
        next: c.kind.next(),
        bounds: c.leaf_bounds(),
    })
}

/// One kind of challenge, as `challengeKinds` lists them.
#[derive(Serialize)]
pub struct ChallengeKindDto {
    pub name: construct::Kind,
    pub level: u32,
    pub title: Bilingual,
}

/// Every kind of challenge in the order of the progression, with its level
/// and title ([`ChallengeKindDto`]), for the page's menu.
#[wasm_bindgen(js_name = challengeKinds)]
pub fn challenge_kinds() -> Result<JsValue, JsValue> {
    let kinds: Vec<ChallengeKindDto> = construct::Kind::ALL
        .into_iter()
        .map(|k| ChallengeKindDto {
            name: k,
            level: k.level(),
            title: (&k.title()).into(),
        })
        .collect();
    to_js(&kinds)
}

/// The tree of `text` checked against challenge `id`: the limits, then the
/// goal ([`ChallengeVerdictDto`]).
///
/// # Errors
///
/// A bad id, or a positioned parse error.
#[wasm_bindgen(js_name = checkChallenge)]
pub fn check_challenge(id: &str, text: &str) -> Result<JsValue, JsValue> {
    let c = the_challenge(id)?;
    let tree = parse(text)?;
    let v = construct::check(&c, &tree);
    to_js(&ChallengeVerdictDto {
        met: v.met,
        within_limits: v.within_limits,
        lines: v.lines.iter().map(Bilingual::from).collect(),
    })
}

/// A tree that meets challenge `id`, found from the tree of `text`, and the
/// changes from it ([`ChallengeSolutionDto`]).
///
/// # Errors
///
/// A bad id, or a positioned parse error.
#[wasm_bindgen(js_name = challengeSolution)]
pub fn challenge_solution(id: &str, text: &str) -> Result<JsValue, JsValue> {
    let c = the_challenge(id)?;
    let tree = parse(text)?;
    let s = construct::solution(&c, &tree);
    let changes = construct::diff(&c, &tree, &s)
        .into_iter()
        .map(|ch| ChangeDto {
            node: ch.node,
            en: ch.text.en,
            fr: ch.text.fr,
        })
        .collect();
    to_js(&ChallengeSolutionDto {
        notation: notation::format(&s),
        changes,
    })
}

/// A game and one of its positions, as the page draws it; Pig's adds its
/// score panel (`pig`).
#[derive(Serialize)]
struct GameView {
    game: GameKind,
    position: String,
    board: Board,
    moves: Vec<MoveView>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pig: Option<pig::Score>,
}

fn game_kind(name: &str) -> Result<GameKind, JsValue> {
    GameKind::from_name(name).ok_or_else(|| {
        let shown: String = name.chars().take(24).collect();
        into_js(Error::input(
            format!("no game called '{shown}': the games are tictactoe, connect4, domineering, nim and pig"),
            format!("aucun jeu ne s’appelle « {shown} » : les jeux sont tictactoe, connect4, domineering, nim et pig"),
        ))
    })
}

/// The setup of `game` at `position` (empty: the game's start).
fn setup(game: &str, position: &str) -> Result<Setup, JsValue> {
    let kind = game_kind(game)?;
    let text = if position.trim().is_empty() {
        kind.start()
    } else {
        position
    };
    Setup::new(kind, text).map_err(game_error)
}

/// The heuristic named `name` (`game`, `mobility`, `zero`; absent: the
/// game's own; `race`, Pig's own, is `game` too).
fn heuristic(name: Option<String>) -> Result<Heuristic, JsValue> {
    match name.as_deref() {
        None | Some("") | Some("race") => Ok(Heuristic::Game),
        Some(n) => Heuristic::from_name(n).ok_or_else(|| {
            into_js(Error::input(
                format!("'{n}' is not a heuristic: use game, mobility or zero (race for Pig)"),
                format!("« {n} » n’est pas une heuristique : game, mobility ou zero (race pour le cochon)"),
            ))
        }),
    }
}

fn game_error(e: GameError) -> JsValue {
    into_js(Error::from(e))
}

fn game_view(s: &Setup) -> Result<JsValue, JsValue> {
    to_js(&GameView {
        game: s.game,
        position: s.position.clone(),
        board: s.board().map_err(game_error)?,
        moves: s.moves().map_err(game_error)?,
        pig: s.pig_score().map_err(game_error)?,
    })
}

/// A game's position (`GameView`): the canonical notation, the board and
/// the legal moves, and Pig's score panel (`pig`). `position` empty means the game's start (in every game export).
///
/// # Errors
///
/// An `"input"` error for an unknown game or a bad position.
#[wasm_bindgen(js_name = gamePosition)]
pub fn game_position(game: &str, position: &str) -> Result<JsValue, JsValue> {
    game_view(&setup(game, position)?)
}

/// The leaf bounds `{lower, upper}` of `game`'s trees when they have
/// chance nodes (Pig: −1 and 1, what α-β's Star1 needs in the session's
/// `bounds` option), or `null`.
///
/// # Errors
///
/// An `"input"` error for an unknown game.
#[wasm_bindgen(js_name = gameBounds)]
pub fn game_bounds(game: &str) -> Result<JsValue, JsValue> {
    #[derive(Serialize)]
    struct Bounds {
        lower: i32,
        upper: i32,
    }
    let bounds = game_kind(game)?
        .leaf_bounds()
        .map(|(lower, upper)| Bounds { lower, upper });
    to_js(&bounds)
}

/// The search tree of `game` from `position` to depth `depth`, as notation
/// (the moves are the labels; seed 002's tree), with h on every inner node
/// (the node panel shows it; best-first ordering and iterative deepening
/// use it).
///
/// # Errors
///
/// An `"input"` error for an unknown game, a bad position, a depth above
/// 12 or a tree of more than two million nodes.
#[wasm_bindgen(js_name = gameTree)]
pub fn game_tree(game: &str, position: &str, depth: u32, h: Option<String>) -> Result<String, JsValue> {
    let setup = setup(game, position)?.with_heuristic(heuristic(h)?);
    Ok(notation::format(&setup.tree_with_h(depth).map_err(game_error)?))
}

/// The position (`GameView`) reached from `position` (empty: the game's
/// start) by playing `moves`, labels in order: the board beside a node of
/// the game's tree (the labels on the path from the root) and "Play it"
/// (the root's best move, `Session.bestMove` in the core). Plain arguments,
/// so the page's core session need not cross into this module.
///
/// # Errors
///
/// An `"input"` error for an unknown game, a bad position or a move that
/// is not legal where it is played.
#[wasm_bindgen(js_name = gamePlay)]
pub fn game_play(game: &str, position: &str, moves: Vec<String>) -> Result<JsValue, JsValue> {
    let mut at = setup(game, position)?;
    for label in &moves {
        at = at.play(label).map_err(game_error)?;
    }
    game_view(&at)
}

/// The figure options of the page's exports: the inherited window shown,
/// words in `lang` (English by default).
fn figure_options(standalone: bool, lang: Option<String>) -> TikzOptions {
    TikzOptions {
        standalone,
        window: true,
        lang: Lang::from_code(lang.as_deref().unwrap_or("en")),
        width_pt: None,
    }
}

#[wasm_bindgen]
impl Session {
    /// A new session over the same tree with other `options`: the search
    /// again, without parsing or laying the tree out again. The engine
    /// bench's figure (`tests/support/web-bench.mjs`, section 5: the search
    /// alone on a 597,871-node tree); the page does not call it, so it is
    /// the full module's, not the first one's.
    ///
    /// # Errors
    ///
    /// As for the constructor's options.
    #[wasm_bindgen(js_name = withOptions)]
    pub fn with_options(&self, options: JsValue) -> Result<Session, JsValue> {
        let trace = crate::search::search(&self.tree, &options_of(options)?).map_err(into_js)?;
        Ok(Session {
            tree: std::rc::Rc::clone(&self.tree),
            trace,
            layout: self.layout.clone(),
        })
    }

    /// Knuth and Moore's node types, by node id, as two `Uint8Array`s
    /// `{ideal, actual}`: 0 none, 1 PV, 2 CUT, 3 ALL. `ideal` is the type
    /// the node would have in a perfectly ordered tree (0 outside the
    /// minimal tree), `actual` the type this search gave it, leaves
    /// included (0 for nodes not reached). See `stats::ideal_types`,
    /// `actual_types`.
    ///
    /// # Errors
    ///
    /// Only if the object cannot be built.
    #[wasm_bindgen(js_name = nodeTypes)]
    pub fn node_types(&self) -> Result<JsValue, JsValue> {
        let code = |v: Vec<Option<NodeType>>| -> Vec<u8> { v.into_iter().map(|t| t.map_or(0, |t| t as u8)).collect() };
        let ideal = code(ideal_types(&self.tree, self.trace.options()));
        let actual = code(actual_types(&self.tree, &self.trace));
        let o = js_sys::Object::new();
        js_sys::Reflect::set(
            &o,
            &JsValue::from_str("ideal"),
            &js_sys::Uint8Array::from(&ideal[..]).into(),
        )?;
        js_sys::Reflect::set(
            &o,
            &JsValue::from_str("actual"),
            &js_sys::Uint8Array::from(&actual[..]).into(),
        )?;
        Ok(o.into())
    }

    /// A session on the search tree of `game` from `position` to depth
    /// `depth` (see `gameTree`), searched with `options`.
    ///
    /// # Errors
    ///
    /// As `gameTree`, and options of the wrong shape.
    #[wasm_bindgen(js_name = fromGame)]
    pub fn from_game(
        game: &str,
        position: &str,
        depth: u32,
        options: JsValue,
        h: Option<String>,
    ) -> Result<Session, JsValue> {
        let setup = setup(game, position)?.with_heuristic(heuristic(h)?);
        Session::searched(setup.tree_with_h(depth).map_err(game_error)?, options)
    }

    /// A LaTeX/TikZ figure of position `k` (a whole `standalone` document
    /// when `standalone` is true), as the CLI's `tikz` command writes it,
    /// with its words in `lang` (`"en"`, the default, or `"fr"`).
    pub fn tikz(&self, k: u32, standalone: bool, lang: Option<String>) -> String {
        tikz(&self.tree, &self.trace, k, &figure_options(standalone, lang))
    }

    /// The same figure as a `forest` tree, as the CLI's `forest` command
    /// writes it.
    pub fn forest(&self, k: u32, standalone: bool, lang: Option<String>) -> String {
        forest(&self.tree, &self.trace, k, &figure_options(standalone, lang))
    }

    /// A Beamer document with one overlay per position of `steps` (every
    /// position when it is absent or empty), titled with `name` (the tree's
    /// name), as the CLI's `beamer` command writes it.
    pub fn beamer(&self, steps: Option<Vec<u32>>, name: &str, lang: Option<String>) -> String {
        let lang = Lang::from_code(lang.as_deref().unwrap_or("en"));
        beamer(&self.tree, &self.trace, &steps.unwrap_or_default(), name, lang)
    }

    /// Checks a student's answer (`PracticeAnswer`) against this search:
    /// `{detail, nodes: [{node, verdict, wrong, empty, step}], mistakes:
    /// [{node, name, verdict, step, fields: [{field, given, expected}],
    /// explainEn, explainFr}], correct, summaryEn, summaryFr}`.
    ///
    /// # Errors
    ///
    /// An answer of the wrong shape, a node out of range, or a value that
    /// does not read (with `node`).
    pub fn check(&self, answer: JsValue) -> Result<JsValue, JsValue> {
        let answer: Answer = from_js_or_default(answer, ("answer", "réponse"))?;
        to_js(&check(&self.tree, &self.trace, &answer).map_err(into_js)?)
    }

    /// A hint about the first mistake of `answer` (the first of `check`'s
    /// mistakes) at `level` (1 to 3, clamped): `{node, name, level, levels,
    /// en, fr, step}`, or `null` when the answer has no mistake.
    ///
    /// # Errors
    ///
    /// As `check`.
    pub fn hint(&self, answer: JsValue, level: u32) -> Result<JsValue, JsValue> {
        let answer: Answer = from_js_or_default(answer, ("answer", "réponse"))?;
        let level = level.min(u32::from(u8::MAX)) as u8;
        match hint(&self.tree, &self.trace, &answer, level).map_err(into_js)? {
            Some(h) => to_js(&h),
            None => Ok(JsValue::NULL),
        }
    }

    /// The perfect answer node by node (`[{node, pruned, m, alpha, beta}]`),
    /// for "Show answer".
    ///
    /// # Errors
    ///
    /// Serialisation errors only.
    pub fn solution(&self) -> Result<JsValue, JsValue> {
        to_js(&solution(&self.tree, &self.trace))
    }

    /// The full JSON report, as the CLI's `trace --format json` prints it
    /// (for the page's export button).
    ///
    /// # Errors
    ///
    /// Serialisation errors only.
    #[wasm_bindgen(js_name = reportJson)]
    pub fn report_json(&self) -> Result<String, JsValue> {
        serde_json::to_string(&crate::report::report(&self.tree, &self.trace)).map_err(internal)
    }
}

/// A root's decision under one reading, as `transformTree` returns it: the
/// value exactly (`"2.1"`, `"5/3"`) and the preferred child, if any.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct DecisionDto {
    pub value: String,
    pub choice: Option<u32>,
    pub choice_name: Option<String>,
}

/// The first node whose preference flips, as `transformTree` returns it.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct FlipDto {
    pub node: u32,
    pub name: String,
    pub was: u32,
    pub was_name: String,
    pub now: u32,
    pub now_name: String,
    /// `[was, now]`'s values before the change, exact.
    pub before: [String; 2],
    /// And after.
    pub after: [String; 2],
}

/// What `transformTree` returns.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct TransformDto {
    pub notation: String,
    pub function: Bilingual,
    /// The decimals eˣ and √(1 + x) are rounded to (`null` for the exact functions).
    pub decimals: Option<usize>,
    /// Expectiminimax at the root, before and after.
    pub expecti: [DecisionDto; 2],
    /// Chance read as MIN, before and after.
    pub as_min: [DecisionDto; 2],
    pub flip: Option<FlipDto>,
    pub min_flip: Option<FlipDto>,
    pub said: Bilingual,
}

/// The tree of `text` with every leaf through a function (`{function:
/// "linear", a, b}`, `"cube"`, `"exp"`, `"sqrt1"`, `"rank"`, `{function:
/// "typed", values}`; `transform::Request`), and both trees' decisions:
/// expectiminimax and chance read as MIN at the root, the first node whose
/// preferred child flips, and the sentence that explains it.
///
/// # Errors
///
/// A positioned parse error, a request of the wrong shape, or an
/// `"input"` error naming the leaf (a ≤ 0, √ of a value below −1, a
/// result a leaf cannot hold, a change that is not increasing).
#[wasm_bindgen(js_name = transformTree)]
pub fn transform_tree(text: &str, request: JsValue) -> Result<JsValue, JsValue> {
    use crate::transform::{compare, explain, transform, Decision, Flip, Function, Request, DECIMALS};
    let tree = parse(text)?;
    let request: Request = from_js(request, ("function", "fonction"))?;
    let f = Function::from_request(&request).map_err(into_js)?;
    let after = transform(&tree, &f).map_err(into_js)?;
    let c = compare(&tree, &after).map_err(into_js)?;
    let decision = |d: Decision| DecisionDto {
        value: d.value.to_string(),
        choice: d.choice,
        choice_name: d.choice.map(|id| tree.name(id)),
    };
    let flip = |f: Flip| FlipDto {
        node: f.node,
        name: tree.name(f.node),
        was: f.was,
        was_name: tree.name(f.was),
        now: f.now,
        now_name: tree.name(f.now),
        before: f.before.map(|x| x.to_string()),
        after: f.after.map(|x| x.to_string()),
    };
    to_js(&TransformDto {
        notation: notation::format(&after),
        function: Bilingual::from(&f.describe()),
        decimals: matches!(f, Function::Exp | Function::Sqrt1).then_some(DECIMALS),
        expecti: c.expecti.map(decision),
        as_min: c.as_min.map(decision),
        flip: c.flip.map(flip),
        min_flip: c.min_flip.map(flip),
        said: Bilingual::from(&explain(&tree, &c, &f)),
    })
}
