//! Traces: the steps of a search, and every node's state at any step.
//!
//! A [`Trace`] is built once by [`crate::search::search`] and then only read.
//! It holds:
//!
//! - the **steps**, 16 bytes each ([`Step`]): what happened, at which node,
//!   with which value;
//! - a per-node **index**: when the node was entered and left, the window
//!   it inherited (α, β and their sources), and a short timeline of
//!   [`Event`]s, one per change of its local state (m, and the α or β that
//!   fail-soft moves), grouped by node;
//! - the **cuts**, in pre-order of the subtrees they skip.
//!
//! The state of node `i` after `k` steps ([`Trace::state`]) is then a
//! binary search in `i`'s own timeline, and a [`Snapshot`] only materialises
//! the current path. Any `k` costs the same, forward or backward: there is no
//! replay from step 0 and no checkpoint to copy. `tests/properties.rs`
//! checks this index against a plain replay of the steps.
//!
//! Positions run from 0 (nothing done) to [`Trace::len`] (search finished);
//! position `k ≥ 1` is the state right after step `k` (1-based).

use crate::options::Options;
use crate::tree::{NodeId, Player, Tree};
use crate::value::Value;
use serde::Serialize;
use std::sync::Arc;

/// The source of a bound: a node whose m set it, or the initial window.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Src(u32);

/// The initial window (−∞, +∞) or the user's window: set above the root.
pub const WINDOW: Src = Src(u32::MAX);

/// The window a node searches with: α, β and the nodes that set them.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Window {
    /// α.
    pub alpha: Value,
    /// β.
    pub beta: Value,
    /// Who set α.
    pub alpha_src: Src,
    /// Who set β.
    pub beta_src: Src,
}

impl Window {
    /// The bound that moves at a node of `player` (α at MAX, β at MIN), and
    /// its source.
    pub fn moving(&self, player: Player) -> (Value, Src) {
        match player {
            Player::Max => (self.alpha, self.alpha_src),
            Player::Min => (self.beta, self.beta_src),
        }
    }
}

impl Src {
    /// The bound was set by `id`'s m.
    pub fn node(id: NodeId) -> Src {
        Src(id)
    }

    /// The node, or `None` for the initial window.
    pub fn get(self) -> Option<NodeId> {
        (self != WINDOW).then_some(self.0)
    }
}

/// What a step does. Serialised in lower case (`"enter"`, …).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
#[repr(u8)]
pub enum StepKind {
    /// Enter an inner node: it inherits α and β from its parent.
    Enter,
    /// Evaluate a leaf (its value) or a node at the depth limit (its h).
    /// The node inherits α and β and returns at once.
    Eval,
    /// A child's value comes back to its parent; the parent's m may change
    /// (synthesised attribute). `node` is the child.
    Return,
    /// Fail-soft moves the node's α (MAX) or β (MIN) to its m.
    Bound,
    /// The node stops: m crossed β (MAX) or α (MIN); its remaining children
    /// are skipped.
    Cut,
    /// The node is done and returns m, exact or as a bound.
    Leave,
    /// Iterative deepening: an earlier iteration (the d-th of these steps
    /// searched at depth d) found the root's value (the step's value) and
    /// the move `node` (the root when it has no child); the next iteration
    /// tries the best-valued children first. Before the root's `Enter`.
    Deepen,
    /// Killer move: the child `node` is tried first among its siblings,
    /// because the same move (the same label, else the same child index)
    /// caused a cut at the same depth; the step's value is the id of the
    /// node whose cut made it a killer. Just before the parent's first child.
    Killer,
    /// Memoisation: the node's position was searched before (by another
    /// order of moves) and the stored value decides it for the current
    /// window, so it returns at once, exact or as a bound.
    #[serde(rename = "tthit")]
    TtHit,
    /// PVS: the child `node` is about to be tested with a null window
    /// around the step's value (its parent's α at MAX, β at MIN): the
    /// search asks only whether the child beats that value. Just before
    /// the child's `Enter` or `Eval`, which carry the null window.
    Test,
    /// PVS: the null-window test of `node` failed high (low at a MIN
    /// parent): it returned the step's value, beyond its parent's α (β),
    /// so the child may be better and its value is not known. The parent's
    /// m does not change. Followed by `Research`.
    Fail,
    /// PVS: `node` is searched again, with its parent's full window (the
    /// step's value is the parent's α at MAX, β at MIN). Everything the
    /// test reached below it is set aside: from this step on, those nodes
    /// show what the re-search does.
    /// Aspiration windows: the root is searched again, with the window
    /// widened on the side that failed (the step's value is the bound
    /// that replaced the failed one).
    Research,
    /// Aspiration windows: the root is about to be searched with a window
    /// around the guess (the step's value); the root's `Enter` carries it.
    /// The first step.
    Aspiration,
    /// MTD(f): a pass is about to test the root's value next to the step's
    /// value with a null window; the root's `Enter` carries it. From the
    /// second pass on, what the previous pass reached is set aside (as a
    /// `Research` does), and the table keeps what it proved.
    Pass,
    /// MTD(f): the pass returned the step's value, which proves a bound on
    /// the root's value (or the value itself).
    Proved,
}

impl StepKind {
    /// The name used in JSON and by the page.
    pub fn as_str(self) -> &'static str {
        match self {
            StepKind::Enter => "enter",
            StepKind::Eval => "eval",
            StepKind::Return => "return",
            StepKind::Bound => "bound",
            StepKind::Cut => "cut",
            StepKind::Leave => "leave",
            StepKind::Deepen => "deepen",
            StepKind::Killer => "killer",
            StepKind::TtHit => "tthit",
            StepKind::Test => "test",
            StepKind::Fail => "fail",
            StepKind::Research => "research",
            StepKind::Aspiration => "aspiration",
            StepKind::Pass => "pass",
            StepKind::Proved => "proved",
        }
    }
}

/// One step: 16 bytes.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Step {
    /// The value the step carries: the evaluation, the returned value, the
    /// new bound, m at a cut or at leaving; 0 for `Enter`.
    pub value: Value,
    /// The node the step is about (the child, for `Return`).
    pub node: NodeId,
    /// What the step does.
    pub kind: StepKind,
}

/// Whether a returned value is the node's exact value or only a bound.
/// The packed snapshots write the discriminant plus one (0 = not yet).
/// Serialised as `"exact"`, `"lower"`, `"upper"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
#[repr(u8)]
pub enum BoundKind {
    /// The true minimax value.
    Exact,
    /// The true value is ≥ m (a MAX node that cut, or m ≥ β).
    Lower,
    /// The true value is ≤ m (a MIN node that cut, or m ≤ α).
    Upper,
}

impl BoundKind {
    /// `"exact"`, `"lower"` or `"upper"`.
    pub fn as_str(self) -> &'static str {
        match self {
            BoundKind::Exact => "exact",
            BoundKind::Lower => "lower",
            BoundKind::Upper => "upper",
        }
    }
}

/// Where a node stands at a given position. The discriminants are the
/// codes of the wasm boundary's packed snapshots; the names (lower case)
/// are the page's `data-state` values.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
#[repr(u8)]
pub enum Status {
    /// Not reached yet (and maybe never).
    Unvisited,
    /// Entered and not left: on the current path.
    Path,
    /// An inner node the search has left.
    Done,
    /// A leaf evaluated, or a node evaluated with h at the depth limit.
    Evaluated,
    /// Inside a subtree that a cut skipped.
    Pruned,
    /// Below the depth limit: never expanded.
    Beyond,
}

impl Status {
    /// The name used by the page's `data-state` and the JSON.
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Unvisited => "unvisited",
            Status::Path => "path",
            Status::Done => "done",
            Status::Evaluated => "evaluated",
            Status::Pruned => "pruned",
            Status::Beyond => "beyond",
        }
    }
}

/// A node's state at a position.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct NodeState {
    /// Where it stands.
    pub status: Status,
    /// Its local α while on the path (fail-soft raises it at MAX nodes),
    /// the inherited α once left.
    pub alpha: Option<Value>,
    /// Its local β while on the path, the inherited β once left.
    pub beta: Option<Value>,
    /// The source of α.
    pub alpha_src: Option<Src>,
    /// The source of β.
    pub beta_src: Option<Src>,
    /// Its synthesised value so far.
    pub m: Option<Value>,
    /// Once left: whether m is exact or a bound.
    pub bound: Option<BoundKind>,
}

impl NodeState {
    const UNREACHED: NodeState = NodeState {
        status: Status::Unvisited,
        alpha: None,
        beta: None,
        alpha_src: None,
        beta_src: None,
        m: None,
        bound: None,
    };
}

/// Shallow or deep, as seed 000 names them, or a cut by the initial
/// window. Serialised in lower case.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum CutKind {
    /// The bound was set by the cut node's parent.
    Shallow,
    /// The bound was set further up and handed down through the parent.
    Deep,
    /// No node set the bound: it is the initial window's own (`--alpha`,
    /// `--beta`, or an infinite bound reached with the seeds' tie rule).
    /// The root has no parent, so a cut there is never shallow.
    Window,
}

impl CutKind {
    /// `"shallow"`, `"deep"` or `"window"`.
    pub fn as_str(self) -> &'static str {
        match self {
            CutKind::Shallow => "shallow",
            CutKind::Deep => "deep",
            CutKind::Window => "window",
        }
    }
}

/// A cut.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Cut {
    /// The node that stopped.
    pub node: NodeId,
    /// The position of the `Cut` step.
    pub pos: u32,
    /// The node's m when it stopped.
    pub m: Value,
    /// The bound m crossed: β at a MAX node, α at a MIN node.
    pub bound: Value,
    /// Who set that bound.
    pub source: Src,
    /// Shallow, deep or by the initial window.
    pub kind: CutKind,
    /// The skipped subtrees are the ids `first_pruned..end` when the search
    /// visits children in the arena's order; with killer moves or iterative
    /// deepening, `first_pruned` is the first child skipped in the visiting
    /// order, and the skipped children are the node's children never
    /// reached (see `view::pruned_children`).
    pub first_pruned: NodeId,
    /// See `first_pruned`.
    pub end: NodeId,
}

/// A change of a node's local state, in its timeline.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Event {
    /// The position from which this state holds.
    pub pos: u32,
    /// The bound that can move: α at a MAX node, β at a MIN node.
    pub moving: Value,
    /// Its source.
    pub moving_src: Src,
    /// m (`None` before minimax's first child).
    pub m: Option<Value>,
}

/// What the search knows of a node it reached.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Entry {
    /// The node (an entry is found by slot, so it names its node for the
    /// index built from the entries).
    node: NodeId,
    enter: u32,
    leave: u32,
    alpha: Value,
    beta: Value,
    alpha_src: Src,
    beta_src: Src,
    evaluated: bool,
    bound: BoundKind,
}

const NEVER: u32 = u32::MAX;
const NO_CHILD: NodeId = NodeId::MAX;

/// A tree with at most this many nodes per reached node gets a slot per
/// node id ([`Slots::Dense`]); a bigger one a table of the reached nodes
/// only ([`Slots::Sparse`]). Either way, building the index costs at most
/// this many writes per reached node, so it is proportional to the steps.
const DENSE_NODES_PER_REACHED: usize = 8;

/// Where each reached node's entry is: its slot.
#[derive(Clone, Debug)]
enum Slots {
    /// By node id: the slot, `NEVER` if the node was never reached. For
    /// searches that reach a good part of the tree (minimax).
    Dense(Vec<u32>),
    /// The reached nodes only, for searches that prune most of the tree:
    /// a small table does not make the search pay for every node.
    Sparse(SlotTable),
}

impl Slots {
    /// The index of the reached nodes `nodes` (each with its slot) in a
    /// tree of `n` nodes.
    fn new(n: usize, nodes: impl ExactSizeIterator<Item = (NodeId, u32)>) -> Slots {
        let reached = nodes.len();
        if n <= reached.saturating_mul(DENSE_NODES_PER_REACHED) {
            let mut slot = vec![NEVER; n];
            for (id, s) in nodes {
                slot[id as usize] = s;
            }
            Slots::Dense(slot)
        } else {
            Slots::Sparse(SlotTable::new(nodes))
        }
    }

    /// `id`'s slot, `NEVER` if the search never reached it.
    fn get(&self, id: NodeId) -> u32 {
        match self {
            Slots::Dense(slot) => slot.get(id as usize).copied().unwrap_or(NEVER),
            Slots::Sparse(table) => table.get(id),
        }
    }

    /// Whether the table has a slot per node id (for the tests of the work).
    fn is_dense(&self) -> bool {
        matches!(self, Slots::Dense(_))
    }

    /// The memory it uses, in bytes.
    fn memory(&self) -> usize {
        match self {
            Slots::Dense(slot) => slot.capacity() * 4,
            Slots::Sparse(table) => table.places.capacity() * std::mem::size_of::<(NodeId, u32)>(),
        }
    }
}

/// An open-addressing hash table from node id to slot, with linear probing
/// and at least twice as many places as keys, so a lookup (found or not)
/// reads one or two places on average.
#[derive(Clone, Debug)]
struct SlotTable {
    /// (node, slot); `NO_NODE` marks a free place. A power of two long.
    places: Vec<(NodeId, u32)>,
    /// 32 minus log2 of the length: the hash keeps the product's top bits.
    shift: u32,
}

/// A free place in a [`SlotTable`] (no tree has `u32::MAX` nodes).
const NO_NODE: NodeId = NodeId::MAX;

impl SlotTable {
    fn new(nodes: impl ExactSizeIterator<Item = (NodeId, u32)>) -> SlotTable {
        let len = (nodes.len() * 2).next_power_of_two().max(2);
        let mut table = SlotTable {
            places: vec![(NO_NODE, NEVER); len],
            shift: 32 - len.trailing_zeros(),
        };
        let mask = len - 1;
        for (id, s) in nodes {
            let mut at = table.home(id);
            while table.places[at].0 != NO_NODE {
                at = (at + 1) & mask;
            }
            table.places[at] = (id, s);
        }
        table
    }

    /// Where `id`'s probe starts: Fibonacci hashing, which spreads the
    /// consecutive ids of a pre-order arena over the table.
    fn home(&self, id: NodeId) -> usize {
        (id.wrapping_mul(0x9E37_79B9) >> self.shift) as usize
    }

    fn get(&self, id: NodeId) -> u32 {
        let mask = self.places.len() - 1;
        let mut at = self.home(id);
        loop {
            let (node, slot) = self.places[at];
            if node == id {
                return slot;
            }
            if node == NO_NODE {
                return NEVER;
            }
            at = (at + 1) & mask;
        }
    }
}

/// The trace of one search. See the module docs.
#[derive(Clone, Debug)]
pub struct Trace {
    options: Options,
    steps: Vec<Step>,
    /// Each reached node's slot in `entries`. Only reached nodes pay for an
    /// entry, and a search that prunes most of the tree does not pay for a
    /// slot per node either, so α-β's index shrinks with what it prunes.
    slots: Slots,
    /// By slot, in the order the nodes were reached.
    entries: Vec<Entry>,
    /// By slot: `(start, len)`, slot `s`'s timeline in `events`. Each
    /// node's events are contiguous, in the order the nodes were left.
    timelines: Vec<(u32, u32)>,
    events: Vec<Event>,
    cuts: Vec<Cut>,
    /// By slot: the child that gave the node its m.
    best: Vec<NodeId>,
    root_player: Player,
    /// The tree's parent and depth columns, shared with the tree (not
    /// copied per search).
    parent: Arc<[NodeId]>,
    beyond_depth: Option<u32>,
    depth: Arc<[u32]>,
    root_value: Value,
    /// By node id, when the search visited children out of the arena's
    /// order (killer moves, iterative deepening): the index of the cut that
    /// skipped the node, `NEVER` for none. Empty otherwise: the cuts' id
    /// ranges are then disjoint and in order, and a binary search finds it.
    pruned_of: Vec<u32>,
    /// Iterative deepening: the leaves each earlier iteration evaluated,
    /// depth 1 first (one per `Deepen` step).
    iterations: Vec<u32>,
    /// Re-searches (PVS): the search that visits nodes again. Empty
    /// otherwise, so the other searches pay nothing for it.
    again: Again,
}

impl Again {
    /// By node id, the cuts that skipped it, in step order (`pruned_at`,
    /// `pruned`): a node is skipped at most once per visit of its parent.
    fn index_pruned(&mut self, tree: &Tree) {
        let n = tree.len();
        let mut count = vec![0u32; n + 1];
        for &(start, len, _) in &self.cuts {
            for &ch in &self.skipped[start as usize..(start + len) as usize] {
                for id in ch..tree.end(ch) {
                    count[id as usize + 1] += 1;
                }
            }
        }
        for i in 1..=n {
            count[i] += count[i - 1];
        }
        let mut fill = count.clone();
        let mut pruned = vec![0u32; count[n] as usize];
        for (ci, &(start, len, _)) in self.cuts.iter().enumerate() {
            for &ch in &self.skipped[start as usize..(start + len) as usize] {
                for id in ch..tree.end(ch) {
                    pruned[fill[id as usize] as usize] = ci as u32;
                    fill[id as usize] += 1;
                }
            }
        }
        self.pruned_at = count;
        self.pruned = pruned;
    }
}

/// What a search that visits nodes again (PVS's re-searches) adds to the
/// index. A node may have several visits, each an entry; the slot table
/// holds the latest, and each visit names the one before. A re-search of
/// a child sets aside everything its test reached (entries and cuts): from
/// the `Research` step on, those show as not reached. All empty for the
/// searches that never visit a node twice.
#[derive(Clone, Debug, Default)]
struct Again {
    /// By slot: the same node's previous visit (`NEVER` for none), and the
    /// position of the `Research` step that set this visit aside (`NEVER`).
    visits: Vec<(u32, u32)>,
    /// By cut: where its skipped children lie in `skipped`, and the
    /// position from which it is set aside (`NEVER`).
    cuts: Vec<(u32, u32, u32)>,
    /// The skipped children of every cut, each cut's contiguous.
    skipped: Vec<NodeId>,
    /// By node id: where the list of the cuts that skipped it (cut indices,
    /// in step order) lies in `pruned`. Built when the search ends.
    pruned_at: Vec<u32>,
    /// See `pruned_at`.
    pruned: Vec<u32>,
}

/// An inner node entered and not yet left: its slot, and where its events
/// start in the recorder's `pending`.
#[derive(Clone, Copy, Debug)]
struct Open {
    slot: u32,
    start: u32,
}

/// Collects the steps while the search runs, then builds the index.
///
/// The steps about an inner node (its `enter`, the `returned` of each
/// child, `bound_moved`, `best_child`, `leave`) come between its `enter`
/// and its `leave`, as a depth-first search makes them.
#[derive(Debug)]
pub struct Recorder<'t> {
    tree: &'t Tree,
    options: Options,
    steps: Vec<Step>,
    entries: Vec<Entry>,
    /// The nodes entered and not yet left, root first: the driver's stack,
    /// so the node a step is about is found without a table by node id.
    open: Vec<Open>,
    /// The events of the open nodes, each node's contiguous, root's first:
    /// a child's events go on top of its parent's and leave for `events`
    /// when it is left, so the parent's next event follows its earlier ones.
    pending: Vec<Event>,
    /// The finished timelines, each node's contiguous.
    events: Vec<Event>,
    /// By slot: where its timeline lies in `events`.
    timelines: Vec<(u32, u32)>,
    cuts: Vec<Cut>,
    best: Vec<NodeId>,
    iterations: Vec<u32>,
    /// With re-searches: each node's latest slot while recording.
    latest: Option<std::collections::HashMap<NodeId, u32>>,
    again: Again,
}

// The recorder's methods run once or more per step. They are marked
// `#[inline]` because the page's engine is built for size (opt-level "s"),
// which otherwise keeps them out of the driver's loop: inlined, α-β on the
// 597,871-node bench tree takes a quarter less time in wasm, and the module
// is no bigger.
impl<'t> Recorder<'t> {
    /// Starts recording a search of `tree` with `options`.
    pub fn new(tree: &'t Tree, options: Options) -> Self {
        Recorder {
            tree,
            options,
            steps: Vec::new(),
            entries: Vec::new(),
            open: Vec::new(),
            pending: Vec::new(),
            events: Vec::new(),
            timelines: Vec::new(),
            cuts: Vec::new(),
            best: Vec::new(),
            iterations: Vec::new(),
            latest: options.revisits().then(std::collections::HashMap::new),
            again: Again::default(),
        }
    }

    /// Gives a newly reached node its slot and entry; returns the slot.
    #[inline]
    fn reach(&mut self, e: Entry) -> u32 {
        let s = self.entries.len() as u32;
        if let Some(latest) = self.latest.as_mut() {
            let prev = latest.insert(e.node, s).unwrap_or(NEVER);
            self.again.visits.push((prev, NEVER));
        }
        self.entries.push(e);
        self.best.push(NO_CHILD);
        self.timelines.push((0, 0));
        s
    }

    /// Where `id`, a node entered and not yet left, is in `open`. The
    /// driver always speaks of the node on top of its stack, which is the
    /// top of `open`; the search below keeps any other open node correct.
    #[inline]
    fn open_at(&self, id: NodeId) -> usize {
        match self.open.last() {
            Some(o) if self.entries[o.slot as usize].node == id => self.open.len() - 1,
            _ => self
                .open
                .iter()
                .rposition(|o| self.entries[o.slot as usize].node == id)
                .expect("a step about an inner node comes between its enter and its leave"),
        }
    }

    /// The slot of `id`, a node entered and not yet left.
    #[inline]
    fn open_slot(&self, id: NodeId) -> usize {
        self.open[self.open_at(id)].slot as usize
    }

    #[inline]
    fn push(&mut self, kind: StepKind, node: NodeId, value: Value) -> u32 {
        self.steps.push(Step { value, node, kind });
        self.steps.len() as u32
    }

    /// The event of a node of `player` at `pos`, with the window `w` and m.
    #[inline]
    fn event(pos: u32, player: Player, w: &Window, m: Option<Value>) -> Event {
        let (moving, moving_src) = w.moving(player);
        Event {
            pos,
            moving,
            moving_src,
            m,
        }
    }

    /// Adds `e` to the timeline of the open node at `at` in `open`.
    #[inline]
    fn open_event(&mut self, at: usize, e: Event) {
        if at + 1 == self.open.len() {
            self.pending.push(e);
        } else {
            // Not the innermost open node (never so in the driver): its
            // events end where the next open node's begin.
            let end = self.open[at + 1].start as usize;
            self.pending.insert(end, e);
            for o in &mut self.open[at + 1..] {
                o.start += 1;
            }
        }
    }

    /// Moves the open node at `at` in `open`, and its events, out.
    #[inline]
    fn close(&mut self, at: usize) -> usize {
        let o = self.open.remove(at);
        let start = o.start as usize;
        let end = self.open.get(at).map_or(self.pending.len(), |next| next.start as usize);
        let len = end - start;
        self.timelines[o.slot as usize] = (self.events.len() as u32, len as u32);
        if end == self.pending.len() {
            // The innermost open node (always, in the driver): one copy.
            self.events.extend_from_slice(&self.pending[start..]);
            self.pending.truncate(start);
        } else {
            self.events.extend(self.pending.drain(start..end));
        }
        for next in &mut self.open[at..] {
            next.start -= len as u32;
        }
        o.slot as usize
    }

    /// A leaf or depth-limit node is evaluated to `v` under the window `w`.
    #[inline]
    pub fn eval(&mut self, id: NodeId, v: Value, w: &Window) {
        self.settle(StepKind::Eval, id, v, BoundKind::Exact, w);
    }

    /// The inner node `id` is answered from the transposition table with
    /// `v`, of kind `kind`, under the window `w`: it is reached and left at
    /// once, like an evaluation, but it is not a leaf evaluated.
    pub fn tt_hit(&mut self, id: NodeId, v: Value, kind: BoundKind, w: &Window) {
        self.settle(StepKind::TtHit, id, v, kind, w);
    }

    /// One step that reaches `id` and leaves it at once with `v` (an
    /// evaluation or a table hit).
    #[inline]
    fn settle(&mut self, step: StepKind, id: NodeId, v: Value, bound: BoundKind, w: &Window) {
        let pos = self.push(step, id, v);
        let slot = self.reach(Entry {
            node: id,
            enter: pos,
            leave: pos,
            alpha: w.alpha,
            beta: w.beta,
            alpha_src: w.alpha_src,
            beta_src: w.beta_src,
            evaluated: true,
            bound,
        });
        self.timelines[slot as usize] = (self.events.len() as u32, 1);
        let e = Self::event(pos, self.tree.player(id), w, Some(v));
        self.events.push(e);
    }

    /// The inner node `id` is entered with the window `w`; its m starts at `m`.
    #[inline]
    pub fn enter(&mut self, id: NodeId, w: &Window, m: Option<Value>) {
        let pos = self.push(StepKind::Enter, id, Value::int(0));
        let slot = self.reach(Entry {
            node: id,
            enter: pos,
            leave: NEVER,
            alpha: w.alpha,
            beta: w.beta,
            alpha_src: w.alpha_src,
            beta_src: w.beta_src,
            evaluated: false,
            bound: BoundKind::Exact,
        });
        self.open.push(Open {
            slot,
            start: self.pending.len() as u32,
        });
        let e = Self::event(pos, self.tree.player(id), w, m);
        self.pending.push(e);
    }

    /// `child` returned `t` to `parent`, whose window is now `w` and whose
    /// m is now `m`.
    #[inline]
    pub fn returned(&mut self, child: NodeId, parent: NodeId, t: Value, w: &Window, m: Option<Value>) {
        let pos = self.push(StepKind::Return, child, t);
        let at = self.open_at(parent);
        let e = Self::event(pos, self.tree.player(parent), w, m);
        self.open_event(at, e);
    }

    /// `child` gave `parent` its m (so far the best move from `parent`).
    #[inline]
    pub fn best_child(&mut self, parent: NodeId, child: NodeId) {
        let s = self.open_slot(parent);
        self.best[s] = child;
    }

    /// Whether `parent` has a best child yet.
    #[inline]
    pub fn has_best(&self, parent: NodeId) -> bool {
        self.best[self.open_slot(parent)] != NO_CHILD
    }

    /// `node` stops with `m`, which crossed `bound` (set by `source`); the
    /// ids from `first_pruned` to the end of its subtree are skipped (when
    /// the children are visited in the arena's order; otherwise
    /// `first_pruned` is the next child in the visiting order, and the
    /// skipped children are those never reached).
    pub fn cut(&mut self, node: NodeId, m: Value, bound: Value, source: Src, first_pruned: NodeId) {
        let pos = self.push(StepKind::Cut, node, m);
        let parent = self.tree.parent(node);
        let kind = match (source.get(), parent) {
            (None, _) => CutKind::Window,
            (Some(s), Some(p)) if s == p => CutKind::Shallow,
            _ => CutKind::Deep,
        };
        self.cuts.push(Cut {
            node,
            pos,
            m,
            bound,
            source,
            kind,
            first_pruned,
            end: self.tree.end(node),
        });
    }

    /// The children `skipped` were skipped by the last cut (recorded only
    /// by a search that visits nodes again, whose cuts' ranges overlap).
    pub fn skipped(&mut self, skipped: impl Iterator<Item = NodeId>) {
        if self.latest.is_some() {
            let start = self.again.skipped.len() as u32;
            self.again.skipped.extend(skipped);
            let len = self.again.skipped.len() as u32 - start;
            self.again.cuts.push((start, len, NEVER));
        }
    }

    /// Aspiration windows: the root is searched with a window around `guess`.
    pub fn aspiration(&mut self, guess: Value) {
        self.push(StepKind::Aspiration, 0, guess);
    }

    /// PVS: `child` is tested with a null window around `bound`.
    pub fn test(&mut self, child: NodeId, bound: Value) {
        self.push(StepKind::Test, child, bound);
    }

    /// PVS: `child`'s test failed: it returned `t`.
    pub fn fail(&mut self, child: NodeId, t: Value) {
        self.push(StepKind::Fail, child, t);
    }

    /// PVS: `child` is searched again, its parent's bound being `bound`;
    /// everything its test reached is set aside from this step on.
    pub fn research(&mut self, child: NodeId, bound: Value) {
        self.again(StepKind::Research, child, bound);
    }

    /// MTD(f): a pass tests the root next to `g`; the previous pass, if
    /// any, is set aside.
    pub fn pass(&mut self, g: Value) {
        self.again(StepKind::Pass, 0, g);
    }

    /// MTD(f): the pass returned `t`.
    pub fn proved(&mut self, t: Value) {
        self.push(StepKind::Proved, 0, t);
    }

    /// A step after which `child` is searched again: what its earlier visit
    /// reached is set aside from this step on.
    fn again(&mut self, kind: StepKind, child: NodeId, bound: Value) {
        let pos = self.push(kind, child, bound);
        let Some(&first) = self.latest.as_ref().and_then(|l| l.get(&child)) else {
            return;
        };
        // The test's visits are the entries from the child's on: the
        // search is depth-first and the child was the last one searched.
        for v in &mut self.again.visits[first as usize..] {
            if v.1 == NEVER {
                v.1 = pos;
            }
        }
        let enter = self.entries[first as usize].enter;
        for (c, a) in self.cuts.iter().zip(self.again.cuts.iter_mut()).rev() {
            if c.pos < enter {
                break;
            }
            if a.2 == NEVER {
                a.2 = pos;
            }
        }
    }

    /// An earlier iteration of iterative deepening found `value` at the
    /// root, with the move `best` (the root if it has no child), evaluating
    /// `leaves` leaves (or nodes at its depth).
    pub fn deepen(&mut self, best: NodeId, value: Value, leaves: usize) {
        self.push(StepKind::Deepen, best, value);
        self.iterations.push(leaves as u32);
    }

    /// `child` is tried first among its siblings: a killer move, made one
    /// by the cut at `cutter`.
    pub fn killer(&mut self, child: NodeId, cutter: NodeId) {
        self.push(StepKind::Killer, child, Value::int(cutter as i32));
    }

    /// Fail-soft moved `node`'s α or β: its window is now `w`, its m `m`.
    #[inline]
    pub fn bound_moved(&mut self, node: NodeId, w: &Window, m: Option<Value>) {
        let player = self.tree.player(node);
        let (v, _) = w.moving(player);
        let pos = self.push(StepKind::Bound, node, v);
        let at = self.open_at(node);
        self.open_event(at, Self::event(pos, player, w, m));
    }

    /// `node` is left with `m`, exact or a bound as `kind` says.
    #[inline]
    pub fn leave(&mut self, node: NodeId, m: Value, kind: BoundKind) {
        let pos = self.push(StepKind::Leave, node, m);
        let at = self.open_at(node);
        let s = self.close(at);
        let e = &mut self.entries[s];
        e.leave = pos;
        e.bound = kind;
    }

    /// Builds the trace once the root returned `root_value`.
    pub fn finish(mut self, root_value: Value) -> Trace {
        let n = self.tree.len();
        // The root has been left, so nothing is open; a node still open
        // keeps the events it has.
        while !self.open.is_empty() {
            self.close(self.open.len() - 1);
        }
        let mut events = self.events;
        events.shrink_to_fit();
        let tree = self.tree;
        let mut steps = self.steps;
        steps.shrink_to_fit();
        let mut entries = self.entries;
        entries.shrink_to_fit();
        let mut best = self.best;
        best.shrink_to_fit();
        let mut pruned_of = Vec::new();
        let mut again = self.again;
        if self.latest.is_some() {
            again.index_pruned(tree);
        } else if self.options.killers || self.options.deepening {
            // Parents come before children in pre-order: a node the search
            // never reached was skipped by its parent's cut, or with its
            // parent. This table is by node id, so these two options (off
            // by default) still cost a pass over the tree per search.
            let mut reached = vec![false; n];
            for e in &entries {
                reached[e.node as usize] = true;
            }
            let mut cut_at = vec![NEVER; n];
            for (i, c) in self.cuts.iter().enumerate() {
                cut_at[c.node as usize] = i as u32;
            }
            pruned_of = vec![NEVER; n];
            for id in 1..n as NodeId {
                if reached[id as usize] {
                    continue;
                }
                let p = tree.parent(id).unwrap_or(0) as usize;
                pruned_of[id as usize] = if reached[p] { cut_at[p] } else { pruned_of[p] };
            }
        }
        // With re-searches, the slot table holds each node's latest visit.
        let slots = if let Some(latest) = &self.latest {
            let mut latest: Vec<(NodeId, u32)> = latest.iter().map(|(&id, &s)| (id, s)).collect();
            latest.sort_unstable();
            Slots::new(n, latest.into_iter())
        } else {
            Slots::new(n, entries.iter().enumerate().map(|(s, e)| (e.node, s as u32)))
        };
        Trace {
            options: self.options,
            steps,
            slots,
            entries,
            timelines: self.timelines,
            events,
            cuts: self.cuts,
            best,
            root_player: tree.root_player(),
            parent: tree.parents(),
            beyond_depth: self.options.depth_limit,
            depth: tree.depths(),
            root_value,
            pruned_of,
            iterations: self.iterations,
            again,
        }
    }
}

/// The current path at a position: the node the step is about (the parent,
/// for a `Return`) and its ancestors, root first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Snapshot {
    /// The position.
    pub k: u32,
    /// The node of step `k`, or `None` at position 0.
    pub current: Option<NodeId>,
    /// The root, …, `current`.
    pub path: Vec<NodeId>,
}

impl Trace {
    /// The options the search ran with.
    pub fn options(&self) -> &Options {
        &self.options
    }

    /// The number of steps.
    pub fn len(&self) -> u32 {
        self.steps.len() as u32
    }

    /// Whether there are no steps (never: the root is always visited).
    pub fn is_empty(&self) -> bool {
        self.steps.is_empty()
    }

    /// All steps, in order.
    pub fn steps(&self) -> &[Step] {
        &self.steps
    }

    /// Step `k` (1-based), or `None` outside `1..=len`.
    pub fn step(&self, k: u32) -> Option<Step> {
        k.checked_sub(1).and_then(|i| self.steps.get(i as usize)).copied()
    }

    /// All cuts, in order.
    pub fn cuts(&self) -> &[Cut] {
        &self.cuts
    }

    /// The cuts made by position `k`.
    pub fn cuts_until(&self, k: u32) -> &[Cut] {
        let n = self.cuts.partition_point(|c| c.pos <= k);
        &self.cuts[..n]
    }

    /// The value the search returned at the root.
    pub fn root_value(&self) -> Value {
        self.root_value
    }

    /// The root's chosen child (the move), if the root has children.
    pub fn best_move(&self) -> Option<NodeId> {
        self.best_child(0)
    }

    /// The child that gave `id` its m.
    pub fn best_child(&self, id: NodeId) -> Option<NodeId> {
        let s = self.slot_of(id)?;
        Some(self.best[s]).filter(|&c| c != NO_CHILD)
    }

    /// `id`'s slot in the index, if the search reached it.
    fn slot_of(&self, id: NodeId) -> Option<usize> {
        let s = self.slots.get(id);
        (s != NEVER).then_some(s as usize)
    }

    /// `id`'s entry: with re-searches, the visit the search ends with
    /// (none if a re-search set aside every visit of it).
    fn entry(&self, id: NodeId) -> Option<Entry> {
        if self.again.visits.is_empty() {
            self.slot_of(id).map(|s| self.entries[s])
        } else {
            self.visit_at(id, NEVER - 1).map(|s| self.entries[s])
        }
    }

    /// The principal variation: the root, its chosen child, that child's
    /// chosen child, and so on.
    pub fn principal_variation(&self) -> Vec<NodeId> {
        let mut pv = vec![0];
        let mut at = 0;
        while let Some(c) = self.best_child(at) {
            pv.push(c);
            at = c;
        }
        pv
    }

    /// How many leaves (or depth-limit nodes) the search evaluated.
    pub fn leaves_evaluated(&self) -> usize {
        self.steps.iter().filter(|s| s.kind == StepKind::Eval).count()
    }

    /// How many nodes the transposition table answered (`tthit` steps).
    pub fn tt_hits(&self) -> usize {
        self.steps.iter().filter(|s| s.kind == StepKind::TtHit).count()
    }

    /// Iterative deepening: the leaves (or nodes at the iteration's depth)
    /// each earlier iteration evaluated, depth 1 first; empty otherwise.
    /// [`Trace::leaves_evaluated`] counts the last iteration only.
    pub fn earlier_iterations(&self) -> &[u32] {
        &self.iterations
    }

    /// How many nodes the search reached.
    pub fn nodes_visited(&self) -> usize {
        self.entries.len()
    }

    /// Whether the search reached `id` (with re-searches: in a visit that
    /// no re-search set aside, so what the search ends with).
    pub fn visited(&self, id: NodeId) -> bool {
        if self.again.visits.is_empty() {
            self.slot_of(id).is_some()
        } else {
            self.visit_at(id, NEVER - 1).is_some()
        }
    }

    /// The value `id` returned and whether it is exact, if it was reached.
    pub fn returned(&self, id: NodeId) -> Option<(Value, BoundKind)> {
        let e = self.entry(id)?;
        if e.leave == NEVER {
            return None;
        }
        let s = self.state(id, e.leave);
        s.m.map(|m| (m, e.bound))
    }

    /// The cut that skipped `id`, if any (at any position). With
    /// re-searches, the last cut that skipped it and that no re-search set
    /// aside.
    pub fn pruned_by(&self, id: NodeId) -> Option<&Cut> {
        if !self.again.pruned_at.is_empty() {
            return self.pruned_by_at(id, NEVER - 1);
        }
        if !self.pruned_of.is_empty() {
            return self.cuts.get(self.pruned_of[id as usize] as usize);
        }
        let i = self.cuts.partition_point(|c| c.first_pruned <= id);
        let c = self.cuts.get(i.checked_sub(1)?)?;
        (id < c.end).then_some(c)
    }

    /// With re-searches: the cut that skipped `id` and holds at position
    /// `k` (made by `k` and not set aside by a re-search by `k`). A later
    /// cut that skipped `id` comes from a later visit of its parent, which
    /// only a re-search makes, so the last one made by `k` decides.
    fn pruned_by_at(&self, id: NodeId, k: u32) -> Option<&Cut> {
        let a = &self.again;
        let (start, end) = (a.pruned_at[id as usize] as usize, a.pruned_at[id as usize + 1] as usize);
        let list = &a.pruned[start..end];
        let n = list.partition_point(|&c| self.cuts[c as usize].pos <= k);
        let c = *list.get(n.checked_sub(1)?)? as usize;
        (a.cuts[c].2 > k).then(|| &self.cuts[c])
    }

    /// The children a cut skipped, when the search recorded them (a search
    /// with re-searches, whose cuts' ranges overlap); `None` otherwise.
    pub fn skipped_by(&self, c: &Cut) -> Option<&[NodeId]> {
        let a = &self.again;
        if a.cuts.is_empty() {
            return None;
        }
        let i = self.cuts.partition_point(|x| x.pos < c.pos);
        let &(start, len, _) = a.cuts.get(i)?;
        Some(&a.skipped[start as usize..(start + len) as usize])
    }

    /// The inherited window of a reached node: (α, β, α source, β source).
    /// With re-searches, that of the visit the search ends with.
    pub fn inherited(&self, id: NodeId) -> Option<(Value, Value, Src, Src)> {
        self.entry(id).map(|e| (e.alpha, e.beta, e.alpha_src, e.beta_src))
    }

    /// The window `id` inherited in the visit that holds at position `k`
    /// (with re-searches, a node is visited again, maybe with another
    /// window: a null window for the test, the full one for the re-search).
    pub fn inherited_at(&self, id: NodeId, k: u32) -> Option<(Value, Value, Src, Src)> {
        self.visit_at(id, k)
            .or_else(|| self.slot_of(id))
            .map(|s| self.entries[s])
            .map(|e| (e.alpha, e.beta, e.alpha_src, e.beta_src))
    }

    /// The slot of `id`'s visit that holds at position `k`: entered by `k`
    /// and not set aside by a re-search by `k`.
    fn visit_at(&self, id: NodeId, k: u32) -> Option<usize> {
        let mut s = self.slot_of(id)?;
        if self.again.visits.is_empty() {
            return (k >= self.entries[s].enter).then_some(s);
        }
        while self.entries[s].enter > k {
            let prev = self.again.visits[s].0;
            if prev == NEVER {
                return None;
            }
            s = prev as usize;
        }
        (self.again.visits[s].1 > k).then_some(s)
    }

    /// How many times the search re-searched a child (PVS's `Research`
    /// steps).
    pub fn researches(&self) -> usize {
        self.steps.iter().filter(|s| s.kind == StepKind::Research).count()
    }

    /// The position at which `id` was entered and left.
    pub fn visit_span(&self, id: NodeId) -> Option<(u32, u32)> {
        self.entry(id).map(|e| (e.enter, e.leave))
    }

    /// Node `id`'s state after `k` steps. Costs a binary search in the
    /// node's own timeline (a few events) and, for a node not reached, one
    /// in the cut list.
    pub fn state(&self, id: NodeId, k: u32) -> NodeState {
        let i = id as usize;
        if self.beyond_depth.is_some_and(|p| self.depth[i] > p) {
            return NodeState {
                status: Status::Beyond,
                ..NodeState::UNREACHED
            };
        }
        let slot = self.visit_at(id, k);
        let e = slot.map(|s| self.entries[s]);
        let Some(e) = e else {
            let pruned = if self.again.pruned_at.is_empty() {
                self.pruned_by(id).is_some_and(|c| c.pos <= k)
            } else {
                self.pruned_by_at(id, k).is_some()
            };
            let status = if pruned { Status::Pruned } else { Status::Unvisited };
            return NodeState {
                status,
                ..NodeState::UNREACHED
            };
        };
        let s = slot.expect("an entry has a slot");
        let (start, len) = self.timelines[s];
        let timeline = &self.events[start as usize..(start + len) as usize];
        let at = timeline.partition_point(|ev| ev.pos <= k).saturating_sub(1);
        let ev = timeline[at];
        let player = if self.depth[i] % 2 == 0 {
            self.root_player
        } else {
            self.root_player.other()
        };
        let (alpha, alpha_src, beta, beta_src) = match player {
            Player::Max => (ev.moving, ev.moving_src, e.beta, e.beta_src),
            Player::Min => (e.alpha, e.alpha_src, ev.moving, ev.moving_src),
        };
        let left = e.leave != NEVER && k >= e.leave;
        // Once the call has returned, its local α and β are gone: what stays
        // are the attributes, the inherited window and the synthesised m.
        let (alpha, alpha_src, beta, beta_src) = if left {
            (e.alpha, e.alpha_src, e.beta, e.beta_src)
        } else {
            (alpha, alpha_src, beta, beta_src)
        };
        let status = match (left, e.evaluated) {
            (false, _) => Status::Path,
            (true, true) => Status::Evaluated,
            (true, false) => Status::Done,
        };
        NodeState {
            status,
            alpha: Some(alpha),
            beta: Some(beta),
            alpha_src: Some(alpha_src),
            beta_src: Some(beta_src),
            m: ev.m,
            bound: left.then_some(e.bound),
        }
    }

    /// The node a position is about: the step's node, or the parent that
    /// receives the value for a `Return`.
    pub fn current(&self, k: u32) -> Option<NodeId> {
        let s = self.step(k)?;
        Some(match s.kind {
            StepKind::Return => self.parent_of(s.node).unwrap_or(s.node),
            _ => s.node,
        })
    }

    /// The parent of `id` in the searched tree.
    pub fn parent_of(&self, id: NodeId) -> Option<NodeId> {
        let p = self.parent[id as usize];
        (p != NodeId::MAX).then_some(p)
    }

    /// The snapshot at position `k` (clamped to `0..=len`): the current node
    /// and the path to it. Costs O(depth).
    pub fn snapshot(&self, k: u32) -> Snapshot {
        let k = k.min(self.len());
        let current = self.current(k);
        let mut path = Vec::new();
        let mut at = current;
        while let Some(id) = at {
            path.push(id);
            at = self.parent_of(id);
        }
        path.reverse();
        Snapshot { k, current, path }
    }

    /// Every node's state at `k`, by id. Linear in the tree size: meant for
    /// drawing small trees and for tests, not for the hot path of big ones.
    pub fn states(&self, k: u32) -> Vec<NodeState> {
        (0..self.parent.len() as NodeId).map(|i| self.state(i, k)).collect()
    }

    /// The memory the trace uses, in bytes: (steps, index). The tree's
    /// parent and depth columns, which the trace shares with the tree, are
    /// the tree's and not counted.
    pub fn memory(&self) -> (usize, usize) {
        let steps = self.steps.capacity() * std::mem::size_of::<Step>();
        let index = self.slots.memory()
            + self.entries.capacity() * std::mem::size_of::<Entry>()
            + self.events.capacity() * std::mem::size_of::<Event>()
            + self.timelines.capacity() * 8
            + self.cuts.capacity() * std::mem::size_of::<Cut>()
            + self.best.capacity() * 4
            + self.pruned_of.capacity() * 4;
        (steps, index)
    }

    /// Whether the index keeps a slot per node id (true) or a table of the
    /// reached nodes only (false): a search that prunes most of a big tree
    /// gets the table, so its index costs what it reached.
    pub fn index_is_per_node(&self) -> bool {
        self.slots.is_dense()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_step_is_sixteen_bytes() {
        assert_eq!(std::mem::size_of::<Step>(), 16);
    }

    #[test]
    fn each_open_nodes_events_stay_its_own_whatever_the_order_of_calls() {
        // The driver always speaks of the innermost open node; here the root
        // gets an event and is left while its child is still open, and each
        // node's timeline must still hold its own events in order.
        let t = crate::notation::parse("[[1, 2], 3]").expect("a tree");
        let w = Window {
            alpha: Value::NEG_INF,
            beta: Value::POS_INF,
            alpha_src: WINDOW,
            beta_src: WINDOW,
        };
        let m = |v: i32| Some(Value::int(v));
        let mut r = Recorder::new(&t, Options::default());
        r.enter(0, &w, m(-1)); // 1
        r.enter(1, &w, m(-2)); // 2
        r.returned(4, 0, Value::int(5), &w, m(5)); // 3: the root's, under node 1's
        r.eval(2, Value::int(1), &w); // 4
        r.returned(2, 1, Value::int(1), &w, m(1)); // 5
        r.leave(0, Value::int(5), BoundKind::Exact); // 6: the root, node 1 still open
        r.returned(3, 1, Value::int(9), &w, m(9)); // 7
        r.leave(1, Value::int(9), BoundKind::Exact); // 8
        let trace = r.finish(Value::int(5));
        let at = |id: NodeId, k: u32| trace.state(id, k).m.map(|v| v.get());
        assert_eq!((at(0, 2), at(0, 3), at(0, 8)), (Some(-1.0), Some(5.0), Some(5.0)));
        assert_eq!(
            (at(1, 2), at(1, 4), at(1, 5), at(1, 7)),
            (Some(-2.0), Some(-2.0), Some(1.0), Some(9.0))
        );
        assert_eq!((trace.visit_span(0), trace.visit_span(1)), (Some((1, 6)), Some((2, 8))));
        assert_eq!(trace.state(2, 4).status, Status::Evaluated);
    }

    #[test]
    fn the_table_of_reached_nodes_finds_what_the_slot_per_node_finds() {
        // Every shape of reach: none, one node, runs of consecutive ids (a
        // pre-order search), scattered ids, ids that collide in a small
        // table, and a tree reached all over (out of id order, as killer
        // moves reach it).
        let mut rng = crate::random::SplitMix64::new(7);
        for n in [1usize, 2, 3, 17, 64, 1000, 4096] {
            let shapes: Vec<Vec<NodeId>> = vec![
                vec![],
                vec![0],
                (0..n as NodeId).take(n / 3 + 1).collect(),
                (0..n as NodeId).step_by(7).collect(),
                (0..n as NodeId).step_by(64).collect(),
                (0..n as NodeId).filter(|_| rng.below(5) == 0).collect(),
                (0..n as NodeId).rev().collect(),
            ];
            for nodes in shapes {
                let with_slots = || nodes.iter().enumerate().map(|(s, &id)| (id, s as u32));
                let sparse = SlotTable::new(with_slots());
                let mut dense = vec![NEVER; n];
                for (s, &id) in nodes.iter().enumerate() {
                    dense[id as usize] = s as u32;
                }
                for id in 0..n as NodeId + 3 {
                    let want = dense.get(id as usize).copied().unwrap_or(NEVER);
                    assert_eq!(sparse.get(id), want, "n {n}, {} reached, node {id}", nodes.len());
                }
                assert!(sparse.places.len() >= 2 * nodes.len(), "at most half full");
                let slots = Slots::new(n, with_slots());
                assert_eq!(slots.is_dense(), n <= nodes.len() * DENSE_NODES_PER_REACHED);
                for id in 0..n as NodeId {
                    assert_eq!(slots.get(id), dense[id as usize]);
                }
            }
        }
    }
}
