//! The [`Recorder`]: the search calls it at each step, and it keeps the
//! steps, each reached node's entry and the timeline of its events (found
//! on the stack of open nodes, as the search is depth-first), the cuts,
//! and what re-searches set aside; [`Recorder::finish`] builds the
//! [`Trace`] and its index.

use super::chance::{ChanceNote, ChanceSide};
use super::index::{Again, Entry, Event, Slots, Trace, NEVER, NO_CHILD};
use super::step::{BoundKind, Cut, CutKind, Src, Step, StepKind, Window};
use crate::exact::Ext;
use crate::options::Options;
use crate::tree::{NodeId, Player, Tree};
use crate::value::Value;

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
    /// A chance tree's exact values and notes (`None` for any other tree).
    chance: Option<ChanceSide>,
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
            chance: None,
        }
    }

    /// Keeps a chance tree's exact side table ([`ChanceSide`]), the leaf
    /// bounds being `lower` and `upper`.
    pub fn with_chance(mut self, lower: Ext, upper: Ext) -> Self {
        self.chance = Some(ChanceSide {
            lower,
            upper,
            ..ChanceSide::default()
        });
        self
    }

    /// The exact value of the step just recorded (chance trees only).
    pub fn exact(&mut self, v: Ext) {
        let n = self.steps.len();
        if let Some(c) = self.chance.as_mut() {
            c.values.resize(n.saturating_sub(1), Ext::default());
            c.values.push(v);
        }
    }

    /// A note on the step just recorded (chance trees only).
    pub fn note(&mut self, note: ChanceNote) {
        let pos = self.steps.len() as u32;
        if let Some(c) = self.chance.as_mut() {
            c.notes.push((pos, note));
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
            (None, _) if source.leaf_bound().is_some() => CutKind::Bound,
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

    /// Star1: the chance node `node` stops (`kind` says whether it fails
    /// low or high) and returns `value` (its hi or lo), which crossed
    /// `bound` (α or β, set by `source`); the ids from `first_pruned` to
    /// the end of its subtree are skipped. Its m becomes `value`.
    pub fn chance_cut(
        &mut self,
        node: NodeId,
        value: Value,
        bound: Value,
        source: Src,
        first_pruned: NodeId,
        kind: CutKind,
    ) {
        self.cut(node, value, bound, source, first_pruned);
        if let Some(c) = self.cuts.last_mut() {
            c.kind = kind;
        }
        let pos = self.steps.len() as u32;
        let at = self.open_at(node);
        let last = self.pending.last().copied();
        if let Some(e) = last {
            self.open_event(
                at,
                Event {
                    pos,
                    m: Some(value),
                    ..e
                },
            );
        }
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

    /// Star2: `child` is probed (only its first child searched); `bound`
    /// is the value whose reaching makes its chance node fail at once.
    pub fn probe(&mut self, child: NodeId, bound: Value) {
        self.push(StepKind::Probe, child, bound);
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
        let mut chance = self.chance.map(Box::new);
        if let Some(c) = chance.as_mut() {
            c.values.resize(steps.len(), Ext::default());
        }
        Trace {
            chance,
            players: tree.player_column(),
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::trace::{Status, WINDOW};

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
}
