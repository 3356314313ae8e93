//! What a reader asks of a [`Trace`]: the steps and cuts, the root's
//! value and move, a node's state at any position (a binary search in its
//! own timeline), the inherited window, whether and by which cut a node
//! was pruned, the current path ([`CurrentPath`]), the counts and the memory.

use super::chance::ChanceSide;
use super::index::{Entry, Event, Trace, NEVER, NO_CHILD};
use super::step::{BoundKind, Cut, NodeState, Src, Status, Step, StepKind};
use crate::exact::Ext;
use crate::options::Options;
use crate::tree::{NodeId, Player};
use crate::value::Value;

/// The current path at a position: the node the step is about (the parent,
/// for a `Return`) and its ancestors, root first. (Every node's state at a
/// position, for drawing, is `view::Snapshot`.)
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CurrentPath {
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

    /// A chance tree's exact side table (`None` for any other tree).
    pub fn chance(&self) -> Option<&ChanceSide> {
        self.chance.as_deref()
    }

    /// The exact value `id` returned, on a chance tree (`None` for any
    /// other tree or a node not left).
    pub fn returned_exact(&self, id: NodeId) -> Option<Ext> {
        let c = self.chance.as_deref()?;
        let e = self.entry(id)?;
        if e.leave == NEVER {
            return None;
        }
        c.value(e.leave)
    }

    /// The exact value `id` returned in its visit in force at position `k`
    /// (a visit a later re-search sets aside still counts before it), on a
    /// chance tree; `None` for any other tree, or when that visit has not
    /// returned by `k`.
    pub fn returned_exact_at(&self, id: NodeId, k: u32) -> Option<Ext> {
        let c = self.chance.as_deref()?;
        let e = self.entries[self.visit_at(id, k)?];
        if e.leave == NEVER || e.leave > k {
            return None;
        }
        c.value(e.leave)
    }

    /// The exact value `id` returned in its last visit that left before
    /// position `k`, even one a re-search set aside since (Star2's probe
    /// of an outcome its chance node's search phase has not reached yet:
    /// the bound the search phase uses for it), on a chance tree.
    pub fn returned_exact_before(&self, id: NodeId, k: u32) -> Option<Ext> {
        let c = self.chance.as_deref()?;
        let mut s = self.slot_of(id)?;
        loop {
            let e = self.entries[s];
            if e.leave != NEVER && e.leave < k {
                return c.value(e.leave);
            }
            let prev = self.again.visits.get(s)?.0;
            if prev == NEVER {
                return None;
            }
            s = prev as usize;
        }
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

    /// The position at which the visit of `id` in force at step `k` began
    /// (its enter or evaluation step), or `None` before its first visit.
    pub fn visit_start(&self, id: NodeId, k: u32) -> Option<u32> {
        self.visit_at(id, k).map(|s| self.entries[s].enter)
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
        let player = match &self.players {
            Some(p) => p[i],
            None if self.depth[i] % 2 == 0 => self.root_player,
            None => self.root_player.other(),
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

    /// The current path at position `k` (clamped to `0..=len`): the current
    /// node and the path to it. Costs O(depth).
    pub fn path(&self, k: u32) -> CurrentPath {
        let k = k.min(self.len());
        let current = self.current(k);
        let mut path = Vec::new();
        let mut at = current;
        while let Some(id) = at {
            path.push(id);
            at = self.parent_of(id);
        }
        path.reverse();
        CurrentPath { k, current, path }
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
