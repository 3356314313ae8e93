//! The JavaScript boundary: the only file that knows about wasm-bindgen.
//!
//! Built on wasm32 only, and thin on purpose (Ruff's wasm crate, the Rust
//! and WebAssembly book): every rule lives in the core, and this file only
//! moves values across. A [`Session`] handle keeps the tree and the trace
//! in Rust; methods return small serde DTOs (camelCase at the edge only) or
//! typed arrays for per-node columns. Requests from JS (options, edits,
//! random specs, flat trees) are the core's own serde types, so an unknown
//! field or value is an error, never a silent default. The contract is
//! written down in `docs/wasm-api.md`; the TypeScript declarations below
//! describe the same shapes.
//!
//! Every export that can fail returns `Result`, and every failure is the
//! core's [`Error`], turned into a JS `Error` by [`into_js`] alone: `message`
//! (English), `messageFr`, `kind`, and `line`/`column`/`offset` or `node`
//! where they apply. A panic hook (through web-sys's `console`) reports the
//! impossible in the console instead of an opaque `unreachable`.

use crate::edit::{apply, Edit};
use crate::error::Error;
use crate::lang::Lang;
use crate::layout::{tidy, Layout};
use crate::narrate::{narrate_as, terms as engine_terms, Voice};
use crate::notation::{self, excerpt};
use crate::options::{Options, OptionsSpec};
use crate::search::search;
use crate::stats::stats;
use crate::tikz::cut_steps;
use crate::trace::Trace;
use crate::tree::{check_label, NodeId, Player, Tree};
use crate::value::Value;
use crate::view::{snapshot, step_view};
use serde::Serialize;
use std::rc::Rc;
use wasm_bindgen::prelude::*;

/// The allocator: Talc instead of the standard library's dlmalloc. The page
/// downloads the first module before its first drawing, and Talc's code is a
/// fraction of dlmalloc's: the core module as `cargo xtask build` writes it
/// is 340,733 bytes (143,490 gzipped) with Talc and 346,594 (145,610) with
/// dlmalloc (issue 28), and the engine bench's times are the same. The page
/// is single-threaded (no `atomics`), which is what this allocator assumes.
#[cfg(not(target_feature = "atomics"))]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

#[cfg(feature = "extras")]
mod extras;
#[cfg(feature = "extras")]
pub use extras::{
    challenge_info, challenge_kinds, challenge_solution, check_answer_value, check_challenge, compare_orderings,
    game_play, game_position, game_tree, random_tree, reorder_tree, tree_from_nodes,
};

#[wasm_bindgen(typescript_custom_section)]
const TS_TYPES: &str = r#"
/** Every error the engine throws. */
export interface AlphaBetaError extends Error {
  /** What was at fault. */
  kind: "parse" | "options" | "edit" | "random" | "input";
  /** The message in French (`message` is the English one). */
  messageFr: string;
  /** For parse errors: 1-based line and column (in characters), 0-based offset. */
  line?: number;
  column?: number;
  offset?: number;
  /** For errors about one node (a depth limit reaching a node without h). */
  node?: number;
}
/** A value: a number, or "+inf" / "-inf". */
export type EngineValue = number | "+inf" | "-inf";
/** Search options; every field is optional, unknown fields are refused. */
export interface SearchOptions {
  algo?: "minimax" | "alphabeta" | "alphabeta-hard" | "pvs" | "mtdf" | "star2";
  ties?: "prune" | "strict";
  depth?: number | null;
  alpha?: EngineValue;
  beta?: EngineValue;
  /** Iterative deepening (seed 004; needs h on the inner nodes above P; default false). */
  deepening?: boolean;
  /** Killer moves (seed 004; default false). */
  killers?: boolean;
  /** Memoisation: a transposition table (default false). */
  tt?: boolean;
  /** Aspiration windows at the root: first (guess − delta, guess + delta), delta > 0 (default none). */
  aspiration?: { guess: EngineValue; delta: EngineValue } | null;
  /** Leaf bounds L ≤ U for Star1 at chance nodes (docs/chance.md; default none: −∞, +∞). */
  bounds?: { lower: EngineValue; upper: EngineValue } | null;
}
/** A game's name. */
export type GameName = "tictactoe" | "connect4" | "domineering" | "nim";
/** A position of a game, to draw and to play on. */
export interface GameView {
  game: GameName;
  /** The canonical notation. */
  position: string;
  board: { rows: number; cols: number; cells: string[]; toMove: string; finished: boolean };
  /** The legal moves: label, cells changed and cells a click selects it by, as [row, col]. */
  moves: { label: string; cells: [number, number][]; keys: [number, number][]; next: string }[];
}
/** One edit; every edit names its node. */
export type TreeEdit =
  | { op: "setValue"; node: number; value: EngineValue }
  | { op: "setH"; node: number; h?: EngineValue | null }
  | { op: "setLabel"; node: number; label?: string | null }
  | { op: "addChild" | "delete" | "toggleLeaf"; node: number }
  | { op: "move"; node: number; by: -1 | 1 }
  | { op: "setRootPlayer"; node: 0; player: "max" | "min" };
/** A sentence in both languages. */
export interface Bilingual {
  en: string;
  fr: string;
}
/** A construct challenge's kind, in the order of the progression. */
export type ChallengeKind =
  | "order-fewest" | "order-most" | "no-prune" | "prune" | "deep-cut"
  | "best-move" | "cut-gone" | "soft-hard" | "ties" | "killers" | "tt" | "star1-prune";
/** A construct challenge (`challengeInfo`). */
export interface ChallengeDto {
  id: string;
  kind: ChallengeKind;
  /** The seed, as a string of digits. */
  seed: string;
  /** 1 (first steps) to 4. */
  level: number;
  title: Bilingual;
  goal: Bilingual;
  /** What may change: the order of children, leaf values, one leaf's, or anything within a node budget. */
  limits: { may: "order" } | { may: "values" | "oneLeaf"; min: number; max: number } | { may: "budget"; maxNodes: number; maxDepth: number; min: number; max: number };
  limitsText: Bilingual;
  /** The starting tree. */
  notation: string;
  /** The kind after this one in the progression. */
  next: ChallengeKind;
  /** The leaf bounds [L, U] the challenge's search runs with ([0, 10] on star1-prune), or null. */
  bounds: [number, number] | null;
}
/** A kind of challenge, as `challengeKinds` lists them (in the order of the progression). */
export interface ChallengeKindDto {
  name: ChallengeKind;
  level: number;
  title: Bilingual;
}
/** What `checkChallenge` says of a tree: the main sentence first. */
export interface ChallengeVerdictDto {
  met: boolean;
  withinLimits: boolean;
  lines: Bilingual[];
}
/** A tree that meets the goal and the changes to reach it (`challengeSolution`). */
export interface ChallengeSolutionDto {
  notation: string;
  /** Each change names a node of the tree handed in (null: replace the whole tree). */
  changes: { node: number | null; en: string; fr: string }[];
}
/** A student's answer in practice mode. Values are the text as typed. */
export interface PracticeAnswer {
  detail?: "cuts" | "values" | "full";
  /** Nodes marked pruned; a mark covers the whole subtree. */
  pruned?: number[];
  nodes?: { node: number; m?: string | null; alpha?: string | null; beta?: string | null }[];
}
"#;

/// Installs the panic hook once, when the module starts.
#[wasm_bindgen(start)]
pub fn start() {
    std::panic::set_hook(Box::new(|info| {
        web_sys::console::error_1(&JsValue::from_str(&format!("alphabeta panicked: {info}")));
    }));
}

/// The one way an error leaves the engine: a JS `Error` whose own
/// properties are those of [`crate::error::Error`].
fn into_js(e: impl Into<Error>) -> JsValue {
    let e: Error = e.into();
    let err = js_sys::Error::new(e.message(Lang::En));
    let set = |k: &str, v: JsValue| {
        let _ = js_sys::Reflect::set(&err, &JsValue::from_str(k), &v);
    };
    set("messageFr", JsValue::from_str(e.message(Lang::Fr)));
    let kind = serde_json::to_value(e.kind)
        .ok()
        .and_then(|k| k.as_str().map(JsValue::from_str));
    set("kind", kind.unwrap_or(JsValue::NULL));
    if let Some(p) = e.position {
        set("line", JsValue::from_f64(p.line as f64));
        set("column", JsValue::from_f64(p.column as f64));
        set("offset", JsValue::from_f64(p.offset as f64));
    }
    if let Some(node) = e.node {
        set("node", JsValue::from_f64(f64::from(node)));
    }
    err.into()
}

/// How deeply a request from JS may nest (the deepest real one, a flat
/// tree, nests three levels).
const MAX_REQUEST_DEPTH: u32 = 16;

/// A JS value as JSON, with the infinities written `"+inf"` / `"-inf"` as the
/// core reads them. A serde deserializer over JS objects would read only the
/// fields a struct names, so an unknown field would pass unseen; going through
/// JSON lets `deny_unknown_fields` see every key.
///
/// Written by hand, and kept (issue 28): the library route,
/// `serde_wasm_bindgen::from_value` into a `serde_json::Value`, keeps every
/// key but reads a JS infinity as `null` and recurses without a bound. Swapped
/// in, it passed 26 of the 27 boundary tests of `crate/tests/wasm.rs` and
/// failed `requests_read_js_infinities_and_refuse_deep_nesting`: a `setValue`
/// of `-Infinity`, which `docs/wasm-api.md` accepts, was refused ("invalid
/// type: null").
fn json_of(v: &JsValue, depth: u32) -> Result<serde_json::Value, String> {
    use serde_json::Value as J;
    if depth > MAX_REQUEST_DEPTH {
        return Err(format!("nested more than {MAX_REQUEST_DEPTH} levels"));
    }
    if v.is_null() || v.is_undefined() {
        return Ok(J::Null);
    }
    if let Some(b) = v.as_bool() {
        return Ok(J::Bool(b));
    }
    if let Some(x) = v.as_f64() {
        // Whole numbers become JSON integers, so that ids and counts read
        // as the integer types the core declares.
        if x.fract() == 0.0 && x.abs() <= 9_007_199_254_740_991.0 {
            return Ok(J::Number((x as i64).into()));
        }
        return Ok(match serde_json::Number::from_f64(x) {
            Some(n) => J::Number(n),
            None if x == f64::INFINITY => J::String("+inf".into()),
            None if x == f64::NEG_INFINITY => J::String("-inf".into()),
            None => J::String("NaN".into()),
        });
    }
    if let Some(s) = v.as_string() {
        return Ok(J::String(s));
    }
    if js_sys::Array::is_array(v) {
        let a = js_sys::Array::from(v);
        return a
            .iter()
            .map(|x| json_of(&x, depth + 1))
            .collect::<Result<_, _>>()
            .map(J::Array);
    }
    if v.is_object() && !v.is_function() {
        let mut map = serde_json::Map::new();
        for entry in js_sys::Object::entries(v.unchecked_ref()).iter() {
            let pair = js_sys::Array::from(&entry);
            let key = pair.get(0).as_string().unwrap_or_default();
            map.insert(key, json_of(&pair.get(1), depth + 1)?);
        }
        return Ok(J::Object(map));
    }
    Err("a value that is not data (a function or a symbol)".into())
}

/// The `"input"` error for a request of the wrong shape: `what` (in English
/// and French) and why.
fn bad_request(why: &str, what: (&str, &str)) -> JsValue {
    into_js(Error::input(
        format!("bad {}: {why}", what.0),
        format!("{} invalide : {why}", what.1),
    ))
}

/// Reads the search options (JS `SearchOptions`) with serde: `undefined`
/// and `null` mean the defaults.
fn options_of(v: JsValue) -> Result<Options, JsValue> {
    if v.is_undefined() || v.is_null() {
        return Ok(Options::default());
    }
    json_of(&v, 0)
        .and_then(|j| serde_json::from_value::<OptionsSpec>(j).map_err(|e| e.to_string()))
        .map(Options::from)
        .map_err(|e| bad_request(&e, ("options", "options")))
}

/// An error that cannot come from the reader's input (serialisation).
fn internal(e: impl std::fmt::Display) -> JsValue {
    into_js(Error::input(e.to_string(), e.to_string()))
}

/// Serialises a DTO for JS: maps become plain objects, `None` becomes `null`
/// (not `undefined`), so every documented key is present. Through JSON: one
/// string across the boundary, and the browser's native JSON.parse is
/// several times faster than building the objects field by field (measured
/// on a 11,111-node tree()). The per-step DTOs use [`to_js_small`].
fn to_js<T: Serialize>(v: &T) -> Result<JsValue, JsValue> {
    let json = serde_json::to_string(v).map_err(internal)?;
    js_sys::JSON::parse(&json)
}

/// Serialises a small DTO made on every step (the step, the path, the cuts)
/// straight into JS objects with serde-wasm-bindgen, with no JSON text in
/// between. The JSON-compatible serializer keeps the contract of [`to_js`]:
/// maps are plain objects, `None` is `null`. Measured on 5,047 steps of an
/// 11,111-node tree in Node, `step(k)` costs the same either way (about
/// 2 µs); the big DTOs (`tree()`, `stats()`) stay on JSON, which the
/// browser parses natively much faster than objects built field by field.
fn to_js_small<T: Serialize>(v: &T) -> Result<JsValue, JsValue> {
    v.serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .map_err(internal)
}

fn parse(text: &str) -> Result<Tree, JsValue> {
    notation::parse(text).map_err(into_js)
}

/// A node of [`TreeDto`].
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct NodeDto {
    id: NodeId,
    parent: Option<NodeId>,
    children: Vec<NodeId>,
    depth: u32,
    player: Player,
    is_leaf: bool,
    label: Option<String>,
    name: String,
    value: Option<Value>,
    h: Option<Value>,
    /// Whether it is a chance node (drawn as a circle; `docs/chance.md`).
    is_chance: bool,
    /// Its probability when its parent is a chance node, exactly
    /// (`"1/3"`, `"0.5"`): the label of the edge from its parent.
    probability: Option<String>,
    /// The same probability as a number (for drawing, never for a test).
    probability_value: Option<f64>,
}

/// The tree as JS sees it.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct TreeDto {
    root_player: Player,
    nodes: Vec<NodeDto>,
}

fn tree_dto(t: &Tree) -> TreeDto {
    TreeDto {
        root_player: t.root_player(),
        nodes: (0..t.len() as NodeId)
            .map(|id| NodeDto {
                id,
                parent: t.parent(id),
                children: t.children(id).collect(),
                depth: t.depth(id),
                player: t.player(id),
                is_leaf: t.is_leaf(id),
                label: t.label(id).map(str::to_string),
                name: t.name(id),
                value: t.leaf_value(id),
                h: t.h(id),
                is_chance: t.is_chance(id),
                probability: t.probability(id).map(|p| p.to_string()),
                probability_value: t.probability(id).map(|p| p.to_f64()),
            })
            .collect(),
    }
}

/// Parses `text` and returns the tree (`TreeDto`).
///
/// # Errors
///
/// A positioned parse error.
#[wasm_bindgen(js_name = parseTree)]
pub fn parse_tree(text: &str) -> Result<JsValue, JsValue> {
    to_js(&tree_dto(&parse(text)?))
}

/// The canonical notation of `text`.
///
/// # Errors
///
/// A positioned parse error.
#[wasm_bindgen(js_name = formatTree)]
pub fn format_tree(text: &str) -> Result<String, JsValue> {
    Ok(notation::format(&parse(text)?))
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct EditedDto {
    notation: String,
    focus: NodeId,
}

/// Applies one edit (`TreeEdit`: `{op, node, …}`, see `crate::edit::Edit`)
/// to the tree written `text` and returns `{notation, focus}`: the new
/// canonical notation and the id of the node to focus next.
///
/// # Errors
///
/// A parse error for `text`, a request of the wrong shape (an unknown op or
/// field, a missing node), or an `"edit"` error saying why it cannot apply.
#[wasm_bindgen(js_name = editTree)]
pub fn edit_tree(text: &str, edit: JsValue) -> Result<JsValue, JsValue> {
    let tree = parse(text)?;
    let edit = json_of(&edit, 0)
        .and_then(|j| serde_json::from_value::<Edit>(j).map_err(|e| e.to_string()))
        .map_err(|e| bad_request(&e, ("edit", "modification")))?;
    let (tree, focus) = apply(&tree, &edit).map_err(into_js)?;
    to_js(&EditedDto {
        notation: notation::format(&tree),
        focus,
    })
}

/// The built-in trees of the seeds.
///
/// # Errors
///
/// None in practice; serialisation errors become JS errors.
#[wasm_bindgen]
pub fn presets() -> Result<JsValue, JsValue> {
    to_js(&crate::presets::all().collect::<Vec<_>>())
}

/// An exercise as the page receives it.
#[derive(Serialize)]
struct ExerciseDto {
    id: String,
    difficulty: crate::exercise::Difficulty,
    /// A string of digits: a `u64` does not fit a JavaScript number.
    seed: String,
    notation: String,
}

/// The exercise with id `id` (`medium-42`): `{id, difficulty, seed,
/// notation}`. The id says nothing of the solution. It is in the core
/// module, not the full one, so that an exercise's link draws its tree
/// while the full module (which checks the answers) is still loading.
///
/// # Errors
///
/// An `"input"` error for an id that is not a difficulty, a dash and a seed.
#[wasm_bindgen(js_name = exerciseTree)]
pub fn exercise_tree(id: &str) -> Result<JsValue, JsValue> {
    let (difficulty, seed) = crate::exercise::parse_id(id).map_err(into_js)?;
    let e = crate::exercise::exercise(difficulty, seed);
    to_js(&ExerciseDto {
        id: e.id,
        difficulty: e.difficulty,
        seed: e.seed.to_string(),
        notation: notation::format(&e.tree),
    })
}

/// One value as the notation reads it (a number of magnitude at most 1e15,
/// or ±inf), for the editor's fields: a number, `"+inf"` or `"-inf"`.
///
/// # Errors
///
/// An `"input"` error naming the text.
#[wasm_bindgen(js_name = checkValue)]
pub fn check_value(text: &str) -> Result<JsValue, JsValue> {
    to_js::<Value>(&notation::parse_value(text).map_err(into_js)?)
}

/// A label as the notation accepts it, trimmed; `null` for an empty text.
///
/// # Errors
///
/// An `"input"` error naming the text.
#[wasm_bindgen(js_name = checkLabel)]
pub fn check_label_js(text: &str) -> Result<JsValue, JsValue> {
    // Through `to_js`, so that "no label" is `null` (a bare `Option` would
    // give `undefined`).
    to_js(&check_label(text).map_err(into_js)?)
}

/// The line `line` of `text` with a caret under `column` (both 1-based),
/// cut around the column: the excerpt under a parse error.
#[wasm_bindgen(js_name = errorExcerpt)]
pub fn error_excerpt(text: &str, line: u32, column: u32) -> String {
    excerpt(text, line as usize, column as usize)
}

/// The engine's names for the algorithms and the cut kinds in `lang`
/// (`{algorithms: {minimax, alphabeta, "alphabeta-hard"}, cutKinds:
/// {shallow, deep}}`).
///
/// # Errors
///
/// Serialisation errors only.
#[wasm_bindgen]
pub fn terms(lang: &str) -> Result<JsValue, JsValue> {
    to_js(&engine_terms(Lang::from_code(lang)))
}

/// A tree and the trace of one search over it, kept in Rust. The tree and
/// its layout are shared with the sessions made from this one by the full
/// module's `withOptions`, which need not parse or lay it out again.
#[wasm_bindgen]
pub struct Session {
    tree: Rc<Tree>,
    trace: Trace,
    layout: Option<Rc<Layout>>,
}

#[wasm_bindgen]
impl Session {
    /// Parses `text` and runs the search with `options` (`SearchOptions`:
    /// `{algo, ties, depth, alpha, beta}`, all optional).
    ///
    /// # Errors
    ///
    /// A positioned parse error, options of the wrong shape, or an
    /// `"options"` error (a depth limit that reaches an inner node without
    /// h has a `node` property).
    #[wasm_bindgen(constructor)]
    pub fn new(text: &str, options: JsValue) -> Result<Session, JsValue> {
        Session::searched(parse(text)?, options)
    }

    /// The nodes the transposition table answered, with the step of each
    /// hit, flattened: `[node, k, node, k, …]` in step order (empty without
    /// the `tt` option).
    #[wasm_bindgen(js_name = ttHits)]
    pub fn tt_hits(&self) -> Vec<u32> {
        let mut out = Vec::new();
        for (i, s) in self.trace.steps().iter().enumerate() {
            if s.kind == crate::trace::StepKind::TtHit {
                out.extend([s.node, i as u32 + 1]);
            }
        }
        out
    }

    /// The root's best child (the move α-β or minimax chose), or `undefined`
    /// when the root has no child or the search did not finish it.
    #[wasm_bindgen(js_name = bestMove)]
    pub fn best_move(&self) -> Option<u32> {
        self.trace.best_move()
    }

    /// Why `options` cannot search this tree, without searching it: the
    /// error a search with them would throw (an `"options"` error with
    /// `messageFr`, and `node` when one node is at fault), or `null` when
    /// the options fit. The page greys an algorithm of its menu with it
    /// (Star2 on an irregular tree: `docs/chance.md`); a validation costs
    /// the tree's size at most, never a search.
    ///
    /// # Errors
    ///
    /// Options of the wrong shape.
    pub fn refusal(&self, options: JsValue) -> Result<JsValue, JsValue> {
        Ok(match options_of(options)?.validate(&self.tree) {
            Ok(()) => JsValue::NULL,
            Err(e) => into_js(e),
        })
    }

    /// The number of steps.
    #[wasm_bindgen(js_name = stepCount)]
    pub fn step_count(&self) -> u32 {
        self.trace.len()
    }

    /// The tree (`TreeDto`).
    ///
    /// # Errors
    ///
    /// Serialisation errors only.
    pub fn tree(&self) -> Result<JsValue, JsValue> {
        to_js(&tree_dto(&self.tree))
    }

    /// The tree in columns (`TreePacked`), for big trees: `{rootPlayer,
    /// parent: Int32Array (-1 for the root), end: Uint32Array (one past the
    /// subtree, so a leaf has `end = id + 1`), num: Float64Array (a leaf's
    /// value or an inner node's h, NaN for none, ±Infinity as numbers),
    /// labels: [[id, label], …] for the labelled nodes only}`. No names:
    /// ask `nodeName(id)` for the nodes shown. Linear in the tree, a few
    /// typed arrays across the boundary instead of an object per node.
    ///
    /// # Errors
    ///
    /// Never in practice (setting a property of a fresh object).
    #[wasm_bindgen(js_name = treePacked)]
    pub fn tree_packed(&self) -> Result<JsValue, JsValue> {
        let t = &self.tree;
        let n = t.len() as NodeId;
        let parent: Vec<i32> = (0..n).map(|i| t.parent(i).map_or(-1, |p| p as i32)).collect();
        let end: Vec<u32> = (0..n).map(|i| t.end(i)).collect();
        let num: Vec<f64> = (0..n)
            .map(|i| t.leaf_value(i).or_else(|| t.h(i)).map_or(f64::NAN, Value::get))
            .collect();
        let labels = js_sys::Array::new();
        for i in 0..n {
            if let Some(l) = t.label(i) {
                labels.push(&js_sys::Array::of2(
                    &JsValue::from_f64(f64::from(i)),
                    &JsValue::from_str(l),
                ));
            }
        }
        let o = js_sys::Object::new();
        let set = |key: &str, v: &JsValue| js_sys::Reflect::set(&o, &JsValue::from_str(key), v).map(|_| ());
        set("rootPlayer", &JsValue::from_str(t.root_player().as_str()))?;
        set("parent", &js_sys::Int32Array::from(&parent[..]).into())?;
        set("end", &js_sys::Uint32Array::from(&end[..]).into())?;
        set("num", &js_sys::Float64Array::from(&num[..]).into())?;
        set("labels", &labels.into())?;
        if t.player_column().is_some() {
            // Chance trees (and written players): each node's player (0 MAX,
            // 1 MIN), whether it is a chance node, and its edge's
            // probability (NaN for none); exact texts through `tree()`.
            let players: Vec<u8> = (0..n).map(|i| u8::from(t.player(i) == Player::Min)).collect();
            let chance: Vec<u8> = (0..n).map(|i| u8::from(t.is_chance(i))).collect();
            let prob: Vec<f64> = (0..n)
                .map(|i| t.probability(i).map_or(f64::NAN, |p| p.to_f64()))
                .collect();
            set("players", &js_sys::Uint8Array::from(&players[..]).into())?;
            set("chance", &js_sys::Uint8Array::from(&chance[..]).into())?;
            set("probability", &js_sys::Float64Array::from(&prob[..]).into())?;
        }
        Ok(o.into())
    }

    /// The name of node `id` as the narration writes it (`R.2.1`, a label,
    /// or `#id` deep down), or `null` for an id outside the tree. The page
    /// asks it for the nodes it shows: names are never built for a whole
    /// big tree.
    #[wasm_bindgen(js_name = nodeName)]
    pub fn node_name(&self, id: u32) -> Option<String> {
        ((id as usize) < self.tree.len()).then(|| self.tree.name(id))
    }

    /// The tidy layout in columns (`LayoutPacked`): `{x: Float64Array,
    /// width, height}`; a node's y is its depth (computed once per
    /// session, shared with `layout()`).
    ///
    /// # Errors
    ///
    /// Never in practice (setting a property of a fresh object).
    #[wasm_bindgen(js_name = layoutPacked)]
    pub fn layout_packed(&mut self) -> Result<JsValue, JsValue> {
        let tree = &self.tree;
        let l = self.layout.get_or_insert_with(|| Rc::new(tidy(tree)));
        let o = js_sys::Object::new();
        let set = |key: &str, v: &JsValue| js_sys::Reflect::set(&o, &JsValue::from_str(key), v).map(|_| ());
        set("x", &js_sys::Float64Array::from(&l.x[..]).into())?;
        set("width", &JsValue::from_f64(l.width))?;
        set("height", &JsValue::from_f64(l.height))?;
        Ok(o.into())
    }

    /// The canonical notation of the tree.
    pub fn notation(&self) -> String {
        notation::format(&self.tree)
    }

    /// The tidy layout (computed once per session).
    ///
    /// # Errors
    ///
    /// Serialisation errors only.
    pub fn layout(&mut self) -> Result<JsValue, JsValue> {
        let tree = &self.tree;
        to_js(&**self.layout.get_or_insert_with(|| Rc::new(tidy(tree))))
    }

    /// Every node's state at position `k` (clamped to `0..=stepCount`),
    /// in typed arrays: `{k, current, path, state: Uint8Array, alpha, beta,
    /// m: Float64Array, alphaSrc, betaSrc: Int32Array, bound: Uint8Array,
    /// cuts}`. The columns are `crate::view::Snapshot`'s; codes and
    /// sentinels are listed in `docs/wasm-api.md`.
    ///
    /// # Errors
    ///
    /// Serialisation errors only.
    #[wasm_bindgen(js_name = snapshotPacked)]
    pub fn snapshot_packed(&self, k: u32) -> Result<JsValue, JsValue> {
        self.packed(k, None)
    }

    /// The same as `snapshotPacked(k)`, written into the typed arrays of
    /// `into`, an earlier packed snapshot of this session: the result
    /// shares them (and `into` now shows position `k` too). On a big tree a
    /// step then makes no new arrays for the garbage collector (about 20 MB
    /// per step at 600,000 nodes). An `into` that is not such a snapshot
    /// gets fresh arrays, as `snapshotPacked` does.
    ///
    /// # Errors
    ///
    /// Serialisation errors only.
    #[wasm_bindgen(js_name = snapshotInto)]
    pub fn snapshot_into(&self, k: u32, into: JsValue) -> Result<JsValue, JsValue> {
        self.packed(k, Some(&into))
    }

    /// Step `k` (1-based) as a `StepDto`, or `null` for 0 or beyond the end.
    ///
    /// # Errors
    ///
    /// Serialisation errors only.
    pub fn step(&self, k: u32) -> Result<JsValue, JsValue> {
        match step_view(&self.tree, &self.trace, k) {
            Some(v) => to_js_small(&v),
            None => Ok(JsValue::NULL),
        }
    }

    /// The sentence for position `k` in `lang` (`"en"` or `"fr"`); with
    /// `negamax` true, told from the side to move (the negamax view's
    /// switch: `narrate::narrate_as`).
    pub fn narrate(&self, k: u32, lang: &str, negamax: Option<bool>) -> String {
        let voice = Voice {
            lang: Lang::from_code(lang),
            negamax: negamax.unwrap_or(false),
        };
        narrate_as(&self.tree, &self.trace, k.min(self.trace.len()), voice)
    }

    /// The statistics (`StatsDto`).
    ///
    /// # Errors
    ///
    /// Serialisation errors only.
    pub fn stats(&self) -> Result<JsValue, JsValue> {
        to_js(&stats(&self.tree, &self.trace))
    }

    /// The positions of a "cuts only" slide show: 0, each cut's step, the
    /// end.
    #[wasm_bindgen(js_name = cutSteps)]
    pub fn cut_steps(&self) -> Vec<u32> {
        cut_steps(&self.trace)
    }
}

impl Session {
    /// A session on `tree`, searched with `options` (JS `SearchOptions`):
    /// the constructor's and `fromGame`'s common end.
    fn searched(tree: Tree, options: JsValue) -> Result<Session, JsValue> {
        let trace = search(&tree, &options_of(options)?).map_err(into_js)?;
        Ok(Session {
            tree: Rc::new(tree),
            trace,
            layout: None,
        })
    }

    /// A packed snapshot of position `k`, its columns copied into those of
    /// `reuse` when they are typed arrays of the right kind and length.
    fn packed(&self, k: u32, reuse: Option<&JsValue>) -> Result<JsValue, JsValue> {
        let s = snapshot(&self.tree, &self.trace, k);
        let o = js_sys::Object::new();
        let set = |key: &str, v: &JsValue| js_sys::Reflect::set(&o, &JsValue::from_str(key), v).map(|_| ());
        let old = |key: &str| reuse.and_then(|r| js_sys::Reflect::get(r, &JsValue::from_str(key)).ok());
        let n = s.state.len() as u32;
        macro_rules! column {
            ($key:expr, $ty:ty, $data:expr) => {{
                match old($key)
                    .and_then(|v| v.dyn_into::<$ty>().ok())
                    .filter(|a| a.length() == n)
                {
                    Some(a) => {
                        a.copy_from(&$data[..]);
                        set($key, &a.into())?;
                    }
                    None => set($key, &<$ty>::from(&$data[..]).into())?,
                }
            }};
        }
        set("k", &JsValue::from_f64(f64::from(s.k)))?;
        set(
            "current",
            &s.current.map_or(JsValue::NULL, |c| JsValue::from_f64(f64::from(c))),
        )?;
        set("path", &to_js_small(&s.path)?)?;
        column!("state", js_sys::Uint8Array, s.state);
        column!("alpha", js_sys::Float64Array, s.alpha);
        column!("beta", js_sys::Float64Array, s.beta);
        column!("m", js_sys::Float64Array, s.m);
        column!("alphaSrc", js_sys::Int32Array, s.alpha_src);
        column!("betaSrc", js_sys::Int32Array, s.beta_src);
        column!("bound", js_sys::Uint8Array, s.bound);
        set("cuts", &to_js_small(&s.cuts)?)?;
        Ok(o.into())
    }
}
