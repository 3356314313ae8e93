//! The index a trace keeps beside its steps: per reached node an entry
//! (enter and leave positions, inherited window and sources, bound kind)
//! and a timeline of [`Event`]s, found by node id through [`Slots`]; and
//! what the searches that visit nodes again add ([`Again`]). The
//! [`Trace`] holds it; `record` builds it, `query` reads it.
//!
//! A search that prunes most of the tree finds its reached nodes' slots in
//! std's `HashMap`. It replaced a hand-written open-addressing table
//! (Fibonacci hashing, at most half full): on the bench tree's α-β reach
//! (33,512 ids of 797,161, in pre-order runs; min of 40 runs, natively)
//! a lookup took 12.6–15.4 ns against 4.7–5.3 ns and a build 13 ns per node
//! against 6–8, while the map takes 17.6 bytes per reached node against
//! 31.3. A node's state costs a few hundred nanoseconds and one step of the
//! page a frame, so the ten nanoseconds do not show, and std's table is
//! one less thing to keep.

use super::chance::ChanceSide;
use super::step::{BoundKind, Cut, Src, Step};
use crate::options::Options;
use crate::tree::{NodeId, Player, Tree};
use crate::value::Value;
use std::collections::HashMap;
use std::sync::Arc;

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
pub(super) struct Entry {
    /// The node (an entry is found by slot, so it names its node for the
    /// index built from the entries).
    pub(super) node: NodeId,
    pub(super) enter: u32,
    pub(super) leave: u32,
    pub(super) alpha: Value,
    pub(super) beta: Value,
    pub(super) alpha_src: Src,
    pub(super) beta_src: Src,
    pub(super) evaluated: bool,
    pub(super) bound: BoundKind,
}

pub(super) const NEVER: u32 = u32::MAX;
pub(super) const NO_CHILD: NodeId = NodeId::MAX;

/// A tree with at most this many nodes per reached node gets a slot per
/// node id ([`Slots::Dense`]); a bigger one a table of the reached nodes
/// only ([`Slots::Sparse`]). Either way, building the index costs at most
/// this many writes per reached node, so it is proportional to the steps.
const DENSE_NODES_PER_REACHED: usize = 8;

/// Where each reached node's entry is: its slot.
#[derive(Clone, Debug)]
pub(super) enum Slots {
    /// By node id: the slot, `NEVER` if the node was never reached. For
    /// searches that reach a good part of the tree (minimax).
    Dense(Vec<u32>),
    /// The reached nodes only, for searches that prune most of the tree:
    /// a small table does not make the search pay for every node.
    Sparse(HashMap<NodeId, u32>),
}

impl Slots {
    /// The index of the reached nodes `nodes` (each with its slot) in a
    /// tree of `n` nodes.
    pub(super) fn new(n: usize, nodes: impl ExactSizeIterator<Item = (NodeId, u32)>) -> Slots {
        let reached = nodes.len();
        if n <= reached.saturating_mul(DENSE_NODES_PER_REACHED) {
            let mut slot = vec![NEVER; n];
            for (id, s) in nodes {
                slot[id as usize] = s;
            }
            Slots::Dense(slot)
        } else {
            Slots::Sparse(nodes.collect())
        }
    }

    /// `id`'s slot, `NEVER` if the search never reached it.
    pub(super) fn get(&self, id: NodeId) -> u32 {
        match self {
            Slots::Dense(slot) => slot.get(id as usize).copied().unwrap_or(NEVER),
            Slots::Sparse(table) => table.get(&id).copied().unwrap_or(NEVER),
        }
    }

    /// Whether the table has a slot per node id (for the tests of the work).
    pub(super) fn is_dense(&self) -> bool {
        matches!(self, Slots::Dense(_))
    }

    /// The memory it uses, in bytes. std's table (hashbrown) keeps its
    /// places at most 7/8 full, each a (node, slot) pair and a control byte.
    pub(super) fn memory(&self) -> usize {
        match self {
            Slots::Dense(slot) => slot.capacity() * 4,
            Slots::Sparse(table) => table.capacity() * 8 / 7 * (std::mem::size_of::<(NodeId, u32)>() + 1),
        }
    }
}

/// The trace of one search. See the module docs.
#[derive(Clone, Debug)]
pub struct Trace {
    pub(super) options: Options,
    pub(super) steps: Vec<Step>,
    /// Each reached node's slot in `entries`. Only reached nodes pay for an
    /// entry, and a search that prunes most of the tree does not pay for a
    /// slot per node either, so α-β's index shrinks with what it prunes.
    pub(super) slots: Slots,
    /// By slot, in the order the nodes were reached.
    pub(super) entries: Vec<Entry>,
    /// By slot: `(start, len)`, slot `s`'s timeline in `events`. Each
    /// node's events are contiguous, in the order the nodes were left.
    pub(super) timelines: Vec<(u32, u32)>,
    pub(super) events: Vec<Event>,
    pub(super) cuts: Vec<Cut>,
    /// By slot: the child that gave the node its m.
    pub(super) best: Vec<NodeId>,
    pub(super) root_player: Player,
    /// The tree's parent and depth columns, shared with the tree (not
    /// copied per search).
    pub(super) parent: Arc<[NodeId]>,
    pub(super) beyond_depth: Option<u32>,
    pub(super) depth: Arc<[u32]>,
    pub(super) root_value: Value,
    /// By node id, when the search visited children out of the arena's
    /// order (killer moves, iterative deepening): the index of the cut that
    /// skipped the node, `NEVER` for none. Empty otherwise: the cuts' id
    /// ranges are then disjoint and in order, and a binary search finds it.
    pub(super) pruned_of: Vec<u32>,
    /// Iterative deepening: the leaves each earlier iteration evaluated,
    /// depth 1 first (one per `Deepen` step).
    pub(super) iterations: Vec<u32>,
    /// Re-searches (PVS): the search that visits nodes again. Empty
    /// otherwise, so the other searches pay nothing for it.
    pub(super) again: Again,
    /// A chance tree's exact values and notes; `None` otherwise.
    pub(super) chance: Option<Box<ChanceSide>>,
    /// The tree's players by id, shared, when its levels do not simply
    /// alternate (chance nodes, written players); `None` otherwise.
    pub(super) players: Option<Arc<[Player]>>,
}

/// What a search that visits nodes again (PVS's re-searches) adds to the
/// index. A node may have several visits, each an entry; the slot table
/// holds the latest, and each visit names the one before. A re-search of
/// a child sets aside everything its test reached (entries and cuts): from
/// the `Research` step on, those show as not reached. All empty for the
/// searches that never visit a node twice.
#[derive(Clone, Debug, Default)]
pub(super) struct Again {
    /// By slot: the same node's previous visit (`NEVER` for none), and the
    /// position of the `Research` step that set this visit aside (`NEVER`).
    pub(super) visits: Vec<(u32, u32)>,
    /// By cut: where its skipped children lie in `skipped`, and the
    /// position from which it is set aside (`NEVER`).
    pub(super) cuts: Vec<(u32, u32, u32)>,
    /// The skipped children of every cut, each cut's contiguous.
    pub(super) skipped: Vec<NodeId>,
    /// By node id: where the list of the cuts that skipped it (cut indices,
    /// in step order) lies in `pruned`. Built when the search ends.
    pub(super) pruned_at: Vec<u32>,
    /// See `pruned_at`.
    pub(super) pruned: Vec<u32>,
}

impl Again {
    /// By node id, the cuts that skipped it, in step order (`pruned_at`,
    /// `pruned`): a node is skipped at most once per visit of its parent.
    pub(super) fn index_pruned(&mut self, tree: &Tree) {
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

#[cfg(test)]
mod tests {
    use super::*;

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
                let mut dense = vec![NEVER; n];
                for (s, &id) in nodes.iter().enumerate() {
                    dense[id as usize] = s as u32;
                }
                let slots = Slots::new(n, with_slots());
                assert_eq!(slots.is_dense(), n <= nodes.len() * DENSE_NODES_PER_REACHED);
                for id in 0..n as NodeId + 3 {
                    let want = dense.get(id as usize).copied().unwrap_or(NEVER);
                    assert_eq!(slots.get(id), want, "n {n}, {} reached, node {id}", nodes.len());
                }
            }
        }
    }
}
