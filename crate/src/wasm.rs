//! The JavaScript boundary: the only file that knows about wasm-bindgen.
//!
//! Built on wasm32 only. Following Ruff's wasm crate and the Rust and
//! WebAssembly book: a [`Session`] handle keeps the tree and the trace in
//! Rust, and every method returns a small serde DTO (camelCase at the edge
//! only) or a JS `Error`. Nothing copies the trace across the boundary: a
//! snapshot carries one state per node, never the steps. The contract is
//! written down in `docs/wasm-api.md`.
//!
//! Every export returns `Result`; [`into_error`] turns any Rust error into a
//! JS `Error` with a readable message (and `line`/`column` for parse
//! errors). A panic hook (through web-sys's `console`) reports the
//! impossible in the console instead of an opaque `unreachable`.

use crate::edit::{apply, Edit};
use crate::layout::{tidy, Layout};
use crate::narrate::{narrate, Lang};
use crate::notation::{self, ParseError};
use crate::presets::PRESETS;
use crate::random::{generate, RandomSpec};
use crate::report::{cut_view, step_view, CutView, StepView};
use crate::search::{search, Algorithm, Options, Ties};
use crate::stats::{stats, Stats};
use crate::trace::Trace;
use crate::tree::{NodeId, Player, Tree, TreeBuilder};
use crate::value::Value;
use serde::{Deserialize, Serialize};
use wasm_bindgen::prelude::*;

/// Installs the panic hook once, when the module starts.
#[wasm_bindgen(start)]
pub fn start() {
    std::panic::set_hook(Box::new(|info| {
        web_sys::console::error_1(&JsValue::from_str(&format!("alphabeta panicked: {info}")));
    }));
}

/// A JS `Error` with `message`.
fn into_error(message: impl std::fmt::Display) -> JsValue {
    js_sys::Error::new(&message.to_string()).into()
}

/// A JS `Error` with an English `message` and its French wording in
/// `messageFr`, as the page expects of every error a reader can cause.
fn bilingual_error(en: impl std::fmt::Display, fr: impl std::fmt::Display) -> JsValue {
    let err = js_sys::Error::new(&en.to_string());
    let _ = js_sys::Reflect::set(
        &err,
        &JsValue::from_str("messageFr"),
        &JsValue::from_str(&fr.to_string()),
    );
    err.into()
}

/// A JS `Error` for a parse error, with `line`, `column`, `offset`,
/// `expected` and `found` as own properties, and the French wording in
/// `messageFr`, `expectedFr` and `foundFr`.
fn parse_error(e: &ParseError) -> JsValue {
    let err = js_sys::Error::new(&e.to_string());
    let set = |k: &str, v: JsValue| {
        let _ = js_sys::Reflect::set(&err, &JsValue::from_str(k), &v);
    };
    set("line", JsValue::from_f64(e.line as f64));
    set("column", JsValue::from_f64(e.column as f64));
    set("offset", JsValue::from_f64(e.offset as f64));
    set("expected", JsValue::from_str(&e.expected));
    set("found", JsValue::from_str(&e.found));
    set("messageFr", JsValue::from_str(&e.message(Lang::Fr)));
    set("expectedFr", JsValue::from_str(&e.expected_fr));
    set("foundFr", JsValue::from_str(&e.found_fr));
    err.into()
}

/// Serialises a DTO for JS: maps become plain objects, `None` becomes `null`
/// (not `undefined`), so every documented key is present.
fn to_js<T: Serialize>(v: &T) -> Result<JsValue, JsValue> {
    // Large DTOs go through JSON: one string across the boundary and the
    // browser's native JSON.parse is several times faster than building the
    // objects field by field (measured on a 11,111-node tree()).
    let json = serde_json::to_string(v).map_err(into_error)?;
    if json.len() > 4096 {
        return js_sys::JSON::parse(&json);
    }
    let s = serde_wasm_bindgen::Serializer::new()
        .serialize_maps_as_objects(true)
        .serialize_missing_as_null(true);
    v.serialize(&s).map_err(into_error)
}

fn parse(text: &str) -> Result<Tree, JsValue> {
    notation::parse(text).map_err(|e| parse_error(&e))
}

/// A node of [`TreeDto`].
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct NodeDto {
    id: NodeId,
    parent: Option<NodeId>,
    children: Vec<NodeId>,
    depth: u32,
    player: &'static str,
    is_leaf: bool,
    label: Option<String>,
    name: String,
    value: Option<Value>,
    h: Option<Value>,
}

/// The tree as JS sees it.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct TreeDto {
    root_player: &'static str,
    nodes: Vec<NodeDto>,
}

fn tree_dto(t: &Tree) -> TreeDto {
    TreeDto {
        root_player: t.root_player().as_str(),
        nodes: (0..t.len() as NodeId)
            .map(|id| NodeDto {
                id,
                parent: t.parent(id),
                children: t.children(id).collect(),
                depth: t.depth(id),
                player: t.player(id).as_str(),
                is_leaf: t.is_leaf(id),
                label: t.label(id).map(str::to_string),
                name: t.name(id),
                value: t.leaf_value(id),
                h: t.h(id),
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

/// A number or `"+inf"`/`"-inf"` from JS.
#[derive(Deserialize, Clone, Copy)]
#[serde(untagged)]
enum JsNum {
    Num(f64),
    Text(JsNumText),
}

#[derive(Deserialize, Clone, Copy)]
enum JsNumText {
    #[serde(rename = "+inf", alias = "inf", alias = "Infinity")]
    PosInf,
    #[serde(rename = "-inf", alias = "-Infinity")]
    NegInf,
}

impl JsNum {
    fn value(self) -> Result<Value, JsValue> {
        match self {
            JsNum::Num(x) if x.abs() <= crate::value::MAX_FINITE || x.is_infinite() => {
                Value::new(x).ok_or_else(|| into_error("NaN is not a value"))
            }
            JsNum::Num(x) => Err(into_error(format!("{x} is out of range (at most 1e15 in magnitude)"))),
            JsNum::Text(JsNumText::PosInf) => Ok(Value::POS_INF),
            JsNum::Text(JsNumText::NegInf) => Ok(Value::NEG_INF),
        }
    }
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct FlatNode {
    parent: Option<NodeId>,
    #[serde(default)]
    label: Option<String>,
    #[serde(default)]
    value: Option<JsNum>,
    #[serde(default)]
    h: Option<JsNum>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct FlatTree {
    #[serde(default)]
    root_player: Option<String>,
    nodes: Vec<FlatNode>,
}

/// Builds a tree from flat pre-order nodes (`{parent, label, value, h}`),
/// the editor's working form, and returns its canonical notation.
///
/// # Errors
///
/// A sentence naming the first node that breaks the rules (not in
/// pre-order, a leaf without value, a bad label).
#[wasm_bindgen(js_name = treeFromNodes)]
pub fn tree_from_nodes(flat: JsValue) -> Result<String, JsValue> {
    let flat: FlatTree = serde_wasm_bindgen::from_value(flat).map_err(into_error)?;
    let root = match flat.root_player.as_deref() {
        None | Some("max") => Player::Max,
        Some("min") => Player::Min,
        Some(p) => return Err(into_error(format!("rootPlayer must be 'max' or 'min', not '{p}'"))),
    };
    let n = flat.nodes.len();
    if n == 0 {
        return Err(into_error("a tree needs at least one node"));
    }
    let mut b = TreeBuilder::new(root);
    let mut open: Vec<NodeId> = Vec::new();
    for (i, node) in flat.nodes.iter().enumerate() {
        let id = i as NodeId;
        match (i, node.parent) {
            (0, None) => {}
            (0, Some(_)) | (_, None) => return Err(into_error(format!("node {i}: only the first node is the root"))),
            (_, Some(p)) => {
                while open.last().is_some_and(|&top| top != p) {
                    b.close().map_err(into_error)?;
                    open.pop();
                }
                if open.is_empty() {
                    return Err(into_error(format!(
                        "node {i}: its parent {p} is not an open ancestor (nodes must be in pre-order)"
                    )));
                }
            }
        }
        let label = node.label.as_deref().filter(|l| !l.is_empty());
        let inner = flat.nodes.get(i + 1).is_some_and(|next| next.parent == Some(id));
        if inner {
            let h = node.h.map(JsNum::value).transpose()?;
            b.open(h, label).map_err(into_error)?;
            open.push(id);
        } else {
            let v = node
                .value
                .ok_or_else(|| into_error(format!("node {i} is a leaf without a value")))?
                .value()?;
            b.leaf(v, label).map_err(into_error)?;
        }
    }
    while open.pop().is_some() {
        b.close().map_err(into_error)?;
    }
    Ok(notation::format(&b.finish().map_err(into_error)?))
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct EditDto {
    op: String,
    #[serde(default)]
    node: NodeId,
    value: Option<JsNum>,
    h: Option<JsNum>,
    label: Option<String>,
    by: Option<i32>,
    player: Option<String>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct EditedDto {
    notation: String,
    focus: NodeId,
}

/// Applies one edit to the tree written `text` and returns
/// `{notation, focus}`: the new canonical notation and the id of the node to
/// focus next. `edit` is `{op, node, …}` with `op` one of `setValue`
/// (`value`), `setH` (`h`, null to remove), `setLabel` (`label`, null or ""
/// to remove), `addChild`, `delete`, `move` (`by`: -1 or 1), `toggleLeaf`,
/// `setRootPlayer` (`player`: "max" or "min").
///
/// # Errors
///
/// A parse error for `text`, or a sentence saying why the edit cannot apply.
#[wasm_bindgen(js_name = editTree)]
pub fn edit_tree(text: &str, edit: JsValue) -> Result<JsValue, JsValue> {
    let tree = parse(text)?;
    let dto: EditDto = serde_wasm_bindgen::from_value(edit).map_err(into_error)?;
    let node = dto.node;
    let value = |v: Option<JsNum>| -> Result<Value, JsValue> {
        v.ok_or_else(|| into_error(format!("{} needs a value", dto.op)))?
            .value()
    };
    let e = match dto.op.as_str() {
        "setValue" => Edit::SetValue {
            node,
            value: value(dto.value)?,
        },
        "setH" => Edit::SetH {
            node,
            h: dto.h.map(JsNum::value).transpose()?,
        },
        "setLabel" => Edit::SetLabel {
            node,
            label: dto.label.clone(),
        },
        "addChild" => Edit::AddChild { node },
        "delete" => Edit::Delete { node },
        "move" => Edit::Move {
            node,
            by: dto.by.unwrap_or(1),
        },
        "toggleLeaf" => Edit::ToggleLeaf { node },
        "setRootPlayer" => Edit::SetRootPlayer {
            player: if dto.player.as_deref() == Some("min") {
                Player::Min
            } else {
                Player::Max
            },
        },
        other => return Err(into_error(format!("unknown edit '{other}'"))),
    };
    let (tree, focus) = apply(&tree, &e).map_err(|e| bilingual_error(&e.0, &e.1))?;
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
    to_js(&PRESETS)
}

#[derive(Deserialize, Default)]
#[serde(rename_all = "camelCase")]
struct RandomDto {
    seed: Option<SeedDto>,
    min_branch: Option<u32>,
    max_branch: Option<u32>,
    depth: Option<u32>,
    min_value: Option<i64>,
    max_value: Option<i64>,
    irregular: Option<bool>,
}

#[derive(Deserialize)]
#[serde(untagged)]
enum SeedDto {
    Num(f64),
    Text(String),
}

/// A seeded random tree, as notation.
///
/// # Errors
///
/// A sentence naming the field out of range.
#[wasm_bindgen(js_name = randomTree)]
pub fn random_tree(spec: JsValue) -> Result<String, JsValue> {
    let dto: RandomDto = if spec.is_undefined() || spec.is_null() {
        RandomDto::default()
    } else {
        serde_wasm_bindgen::from_value(spec).map_err(into_error)?
    };
    let mut s = RandomSpec::default();
    if let Some(seed) = dto.seed {
        s.seed = match seed {
            SeedDto::Num(x) if x >= 0.0 && x.fract() == 0.0 && x <= 9.007_199_254_740_991e15 => x as u64,
            SeedDto::Text(t) => t
                .trim()
                .parse()
                .map_err(|_| into_error(format!("the seed must be a whole number, not '{t}'")))?,
            SeedDto::Num(x) => return Err(into_error(format!("the seed must be a whole number, not {x}"))),
        };
    }
    s.min_branch = dto.min_branch.unwrap_or(s.min_branch);
    s.max_branch = dto.max_branch.unwrap_or(s.max_branch);
    s.depth = dto.depth.unwrap_or(s.depth);
    s.min_value = dto.min_value.unwrap_or(s.min_value);
    s.max_value = dto.max_value.unwrap_or(s.max_value);
    s.irregular = dto.irregular.unwrap_or(s.irregular);
    let tree = generate(&s).map_err(|e| bilingual_error(&e, e.message_fr()))?;
    Ok(notation::format(&tree))
}

#[derive(Deserialize, Default)]
#[serde(rename_all = "camelCase")]
struct OptionsDto {
    algo: Option<String>,
    ties: Option<String>,
    depth: Option<u32>,
    alpha: Option<JsNum>,
    beta: Option<JsNum>,
}

fn options(js: JsValue) -> Result<Options, JsValue> {
    let dto: OptionsDto = if js.is_undefined() || js.is_null() {
        OptionsDto::default()
    } else {
        serde_wasm_bindgen::from_value(js).map_err(into_error)?
    };
    let mut o = Options::default();
    if let Some(a) = dto.algo {
        o.algorithm = Algorithm::from_name(&a)
            .ok_or_else(|| into_error(format!("algo must be minimax, alphabeta or alphabeta-hard, not '{a}'")))?;
    }
    o.ties = match dto.ties.as_deref() {
        None | Some("prune") => Ties::Prune,
        Some("strict") => Ties::Strict,
        Some(t) => return Err(into_error(format!("ties must be prune or strict, not '{t}'"))),
    };
    o.depth_limit = dto.depth;
    o.alpha = dto.alpha.map(JsNum::value).transpose()?.unwrap_or(Value::NEG_INF);
    o.beta = dto.beta.map(JsNum::value).transpose()?.unwrap_or(Value::POS_INF);
    Ok(o)
}

/// One node in a snapshot.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct NodeStateDto {
    state: &'static str,
    alpha: Option<Value>,
    beta: Option<Value>,
    m: Option<Value>,
    alpha_src: Option<NodeId>,
    beta_src: Option<NodeId>,
    bound: Option<&'static str>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct SnapshotDto {
    k: u32,
    current: Option<NodeId>,
    path: Vec<NodeId>,
    nodes: Vec<NodeStateDto>,
    cuts: Vec<CutView>,
}

/// A tree and the trace of one search over it, kept in Rust.
#[wasm_bindgen]
pub struct Session {
    tree: Tree,
    trace: Trace,
    layout: Option<Layout>,
}

impl Session {
    /// A node's state as the page shows it: minimax never reads α and β,
    /// so its window is left out (both snapshot forms use this).
    fn shown_state(&self, id: NodeId, k: u32) -> crate::trace::NodeState {
        let mut s = self.trace.state(id, k);
        if self.trace.options().algorithm == Algorithm::Minimax {
            (s.alpha, s.beta, s.alpha_src, s.beta_src) = (None, None, None, None);
        }
        s
    }
}

#[wasm_bindgen]
impl Session {
    /// Parses `text` and runs the search with `options`
    /// (`{algo, ties, depth, alpha, beta}`, all optional).
    ///
    /// # Errors
    ///
    /// A positioned parse error, bad options, or a depth limit that reaches
    /// an inner node without h (the error has a `node` property).
    #[wasm_bindgen(constructor)]
    pub fn new(text: &str, options_js: JsValue) -> Result<Session, JsValue> {
        let tree = parse(text)?;
        let opts = options(options_js)?;
        let trace = search(&tree, &opts).map_err(|e| {
            let err = bilingual_error(&e, e.message_fr());
            if let crate::search::OptionsError::MissingH { node, .. } = e {
                let _ = js_sys::Reflect::set(&err, &JsValue::from_str("node"), &JsValue::from_f64(f64::from(node)));
            }
            err
        })?;
        Ok(Session {
            tree,
            trace,
            layout: None,
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
        to_js(self.layout.get_or_insert_with(|| tidy(tree)))
    }

    /// Every node's state at position `k` (clamped to `0..=stepCount`).
    ///
    /// # Errors
    ///
    /// Serialisation errors only.
    pub fn snapshot(&self, k: u32) -> Result<JsValue, JsValue> {
        let snap = self.trace.snapshot(k);
        let k = snap.k;
        let nodes = (0..self.tree.len() as NodeId)
            .map(|id| {
                let s = self.shown_state(id, k);
                NodeStateDto {
                    state: s.status.as_str(),
                    alpha: s.alpha,
                    beta: s.beta,
                    m: s.m,
                    alpha_src: s.alpha_src.and_then(|x| x.get()),
                    beta_src: s.beta_src.and_then(|x| x.get()),
                    bound: s.bound.map(|b| b.as_str()),
                }
            })
            .collect();
        let cuts = self
            .trace
            .cuts_until(k)
            .iter()
            .map(|c| cut_view(&self.tree, &self.trace, c))
            .collect();
        to_js(&SnapshotDto {
            k,
            current: snap.current,
            path: snap.path,
            nodes,
            cuts,
        })
    }

    /// Every node's state at position `k`, packed in typed arrays for big
    /// trees: `{k, current, path, state: Uint8Array, alpha, beta, m:
    /// Float64Array, alphaSrc, betaSrc: Int32Array, bound: Uint8Array,
    /// cuts}`. Codes and sentinels are listed in `docs/wasm-api.md`.
    ///
    /// # Errors
    ///
    /// Serialisation errors only.
    #[wasm_bindgen(js_name = snapshotPacked)]
    pub fn snapshot_packed(&self, k: u32) -> Result<JsValue, JsValue> {
        let snap = self.trace.snapshot(k);
        let k = snap.k;
        let n = self.tree.len();
        let mut state = Vec::with_capacity(n);
        let (mut alpha, mut beta, mut m) = (Vec::with_capacity(n), Vec::with_capacity(n), Vec::with_capacity(n));
        let (mut alpha_src, mut beta_src, mut bound) =
            (Vec::with_capacity(n), Vec::with_capacity(n), Vec::with_capacity(n));
        let num = |v: Option<Value>| v.map_or(f64::NAN, Value::get);
        let src = |s: Option<crate::trace::Src>| s.and_then(|x| x.get()).map_or(-1, |id| id as i32);
        for id in 0..n as NodeId {
            let s = self.shown_state(id, k);
            state.push(s.status as u8);
            alpha.push(num(s.alpha));
            beta.push(num(s.beta));
            m.push(num(s.m));
            alpha_src.push(src(s.alpha_src));
            beta_src.push(src(s.beta_src));
            bound.push(s.bound.map_or(0, |b| b as u8 + 1));
        }
        let o = js_sys::Object::new();
        let set = |key: &str, v: &JsValue| js_sys::Reflect::set(&o, &JsValue::from_str(key), v).map(|_| ());
        set("k", &JsValue::from_f64(f64::from(k)))?;
        set(
            "current",
            &snap.current.map_or(JsValue::NULL, |c| JsValue::from_f64(f64::from(c))),
        )?;
        set("path", &to_js(&snap.path)?)?;
        set("state", &js_sys::Uint8Array::from(&state[..]).into())?;
        set("alpha", &js_sys::Float64Array::from(&alpha[..]).into())?;
        set("beta", &js_sys::Float64Array::from(&beta[..]).into())?;
        set("m", &js_sys::Float64Array::from(&m[..]).into())?;
        set("alphaSrc", &js_sys::Int32Array::from(&alpha_src[..]).into())?;
        set("betaSrc", &js_sys::Int32Array::from(&beta_src[..]).into())?;
        set("bound", &js_sys::Uint8Array::from(&bound[..]).into())?;
        let cuts: Vec<CutView> = self
            .trace
            .cuts_until(k)
            .iter()
            .map(|c| cut_view(&self.tree, &self.trace, c))
            .collect();
        set("cuts", &to_js(&cuts)?)?;
        Ok(o.into())
    }

    /// Step `k` (1-based) as a `StepDto`, or `null` for 0 or beyond the end.
    ///
    /// # Errors
    ///
    /// Serialisation errors only.
    pub fn step(&self, k: u32) -> Result<JsValue, JsValue> {
        match step_view(&self.tree, &self.trace, k) {
            Some(v) => to_js::<StepView>(&v),
            None => Ok(JsValue::NULL),
        }
    }

    /// The sentence for position `k` in `lang` (`"en"` or `"fr"`).
    pub fn narrate(&self, k: u32, lang: &str) -> String {
        narrate(&self.tree, &self.trace, k.min(self.trace.len()), Lang::from_code(lang))
    }

    /// The statistics (`StatsDto`).
    ///
    /// # Errors
    ///
    /// Serialisation errors only.
    pub fn stats(&self) -> Result<JsValue, JsValue> {
        to_js::<Stats>(&stats(&self.tree, &self.trace))
    }

    /// A LaTeX/TikZ figure of position `k` (a whole `standalone` document
    /// when `standalone` is true), as the CLI's `tikz` command writes it.
    pub fn tikz(&self, k: u32, standalone: bool) -> String {
        let opts = crate::tikz::TikzOptions {
            standalone,
            window: true,
        };
        crate::tikz::tikz(&self.tree, &self.trace, k.min(self.trace.len()), &opts)
    }

    /// The full JSON report, as the CLI's `trace --format json` prints it
    /// (for the page's export button).
    ///
    /// # Errors
    ///
    /// Serialisation errors only.
    #[wasm_bindgen(js_name = reportJson)]
    pub fn report_json(&self) -> Result<String, JsValue> {
        serde_json::to_string(&crate::report::report(&self.tree, &self.trace)).map_err(into_error)
    }
}
