//! A tidy drawing of a tree: x and y coordinates for every node.
//!
//! The algorithm is the one of Christoph Buchheim, Michael Jünger and
//! Sebastian Leipert, "Improving Walker's algorithm to run in linear time"
//! (Graph Drawing 2002, LNCS 2528), itself a correction of John Q. Walker II,
//! "A node-positioning algorithm for general trees" (1990), which extends
//! Reingold and Tilford (1981) from binary to general trees. Its drawings have
//! these properties:
//!
//! - nodes at the same depth keep their left-to-right order and are at least
//!   one unit apart, so subtrees never overlap;
//! - a parent is centred over its first and last child;
//! - a subtree is drawn the same way wherever it occurs;
//! - small subtrees squeezed between two large ones are spread evenly
//!   (Walker's "apportion" step, made linear with the shift/change trick).
//!
//! The paper states both tree walks recursively. Here both are loops over the
//! pre-order arena of [`Tree`] (invariant 3: no recursion on tree depth), so a
//! chain of 100,000 nodes lays out like any other tree:
//!
//! - the first walk needs children before parents and siblings left to
//!   right, which is a post-order; it is a single forward pass over the ids
//!   with an explicit stack of the open ancestors, finishing a node as soon as
//!   the next id lies outside its subtree;
//! - the second walk only needs parents before children, which is the
//!   pre-order itself, so it is a plain loop over increasing ids.
//!
//! The layout only computes coordinates; drawing scales them.
//!
//! # Example
//!
//! ```
//! use alphabeta::layout::tidy;
//! use alphabeta::tree::{Player, TreeBuilder};
//! use alphabeta::value::Value;
//! let mut b = TreeBuilder::new(Player::Max);
//! b.open(None, None).unwrap();
//! b.leaf(Value::int(3), None).unwrap();
//! b.leaf(Value::int(5), None).unwrap();
//! b.close().unwrap();
//! let layout = tidy(&b.finish().unwrap());
//! assert_eq!(layout.x, vec![0.5, 0.0, 1.0]);
//! assert_eq!(layout.y, vec![0.0, 1.0, 1.0]);
//! assert_eq!((layout.width, layout.height), (1.0, 1.0));
//! ```

use crate::tree::{NodeId, Tree};
use serde::Serialize;

/// Node coordinates, indexed by node id.
///
/// Units are abstract: two neighbours at the same depth are at least `1.0`
/// apart horizontally (sibling leaves exactly `1.0`), and depth `d` is at
/// `y = d`. The leftmost node is at `x = 0`.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Layout {
    /// The horizontal position of each node, from `0` to `width`.
    pub x: Vec<f64>,
    /// The depth of each node, as a number.
    pub y: Vec<f64>,
    /// The largest `x`.
    pub width: f64,
    /// The largest `y` (the tree's height).
    pub height: f64,
}

/// The horizontal distance between neighbours at the same depth.
const DISTANCE: f64 = 1.0;

/// The "no node" marker for threads and last children.
const NONE: NodeId = NodeId::MAX;

/// Lays `tree` out with the Buchheim–Jünger–Leipert algorithm, in time and
/// memory linear in the number of nodes and without recursion.
pub fn tidy(tree: &Tree) -> Layout {
    let mut walk = Walk::new(tree);
    walk.first_walk();
    walk.second_walk()
}

/// One open inner node of the first walk's post-order, with the state the
/// recursive version keeps in its stack frame.
struct Frame {
    /// The inner node.
    id: NodeId,
    /// The last child finished so far, `NONE` before the first one.
    prev_child: NodeId,
    /// How many children are finished, which numbers the next one.
    finished: u32,
    /// The paper's `defaultAncestor` for the children of `id`.
    default_ancestor: NodeId,
}

/// The per-node working arrays of the algorithm, named as in the paper.
struct Walk<'t> {
    tree: &'t Tree,
    /// The preliminary x, relative to the parent's subtree.
    prelim: Vec<f64>,
    /// The modifier added to the whole subtree below the node (`mod`).
    modifier: Vec<f64>,
    /// The pending shift of the node's subtree, applied in `execute_shifts`.
    shift: Vec<f64>,
    /// The pending change of shift per sibling, applied in `execute_shifts`.
    change: Vec<f64>,
    /// The contour thread that continues a leaf's contour, or `NONE`.
    thread: Vec<NodeId>,
    /// The paper's `ancestor` pointer, used to find the greatest distinct
    /// ancestors of two conflicting contour nodes.
    ancestor: Vec<NodeId>,
    /// The node's index among its siblings.
    number: Vec<u32>,
    /// The last child of an inner node, `NONE` for a leaf. It is filled in
    /// when the node is finished, before anyone asks for it.
    last_child: Vec<NodeId>,
    /// Scratch space for the children of one node, reused.
    children: Vec<NodeId>,
}

impl<'t> Walk<'t> {
    fn new(tree: &'t Tree) -> Walk<'t> {
        let n = tree.len();
        Walk {
            tree,
            prelim: vec![0.0; n],
            modifier: vec![0.0; n],
            shift: vec![0.0; n],
            change: vec![0.0; n],
            thread: vec![NONE; n],
            ancestor: (0..n as NodeId).collect(),
            number: vec![0; n],
            last_child: vec![NONE; n],
            children: Vec::new(),
        }
    }

    /// The paper's `FirstWalk`, as a post-order loop: every node is finished
    /// after all of its children and after its left siblings.
    fn first_walk(&mut self) {
        let n = self.tree.len() as NodeId;
        let mut open: Vec<Frame> = Vec::new();
        for v in 0..n {
            // Finish the open nodes whose subtree ends before `v`.
            while let Some(frame) = open.pop() {
                if self.tree.end(frame.id) > v {
                    open.push(frame);
                    break;
                }
                self.finish(frame.id, frame.prev_child, &mut open);
            }
            if self.tree.is_leaf(v) {
                self.finish(v, NONE, &mut open);
            } else {
                open.push(Frame {
                    id: v,
                    prev_child: NONE,
                    finished: 0,
                    default_ancestor: v + 1,
                });
            }
        }
        while let Some(frame) = open.pop() {
            self.finish(frame.id, frame.prev_child, &mut open);
        }
    }

    /// Places `v` once its children are placed (the body of `FirstWalk`
    /// after the loop over the children), then fits it against its left
    /// siblings (the `Apportion` call the parent makes for it). `last` is its
    /// last child, `NONE` for a leaf, and `open` holds its ancestors, the
    /// parent on top.
    fn finish(&mut self, v: NodeId, last: NodeId, open: &mut [Frame]) {
        let vi = v as usize;
        let parent = open.last_mut();
        let left = parent.as_ref().map_or(NONE, |p| p.prev_child);
        if last == NONE {
            self.prelim[vi] = if left == NONE {
                0.0
            } else {
                self.prelim[left as usize] + DISTANCE
            };
        } else {
            self.last_child[vi] = last;
            self.execute_shifts(v);
            let midpoint = (self.prelim[vi + 1] + self.prelim[last as usize]) / 2.0;
            if left == NONE {
                self.prelim[vi] = midpoint;
            } else {
                self.prelim[vi] = self.prelim[left as usize] + DISTANCE;
                self.modifier[vi] = self.prelim[vi] - midpoint;
            }
        }
        if let Some(p) = parent {
            self.number[vi] = p.finished;
            p.finished += 1;
            p.default_ancestor = self.apportion(v, left, p.default_ancestor);
            p.prev_child = v;
        }
    }

    /// The next node on the left contour below `v`: its first child, or its
    /// thread if it is a leaf.
    fn next_left(&self, v: NodeId) -> NodeId {
        if self.tree.is_leaf(v) {
            self.thread[v as usize]
        } else {
            v + 1
        }
    }

    /// The next node on the right contour below `v`: its last child, or its
    /// thread if it is a leaf.
    fn next_right(&self, v: NodeId) -> NodeId {
        if self.tree.is_leaf(v) {
            self.thread[v as usize]
        } else {
            self.last_child[v as usize]
        }
    }

    /// The paper's `Apportion`: walks down the right contour of the forest of
    /// `v`'s left siblings and the left contour of `v`'s subtree together,
    /// pushes `v` right wherever they come closer than [`DISTANCE`], spreads
    /// the push over the siblings in between, and threads the shorter
    /// contour onto the longer one. `left` is `v`'s left sibling (`NONE` for
    /// a first child). Returns the new default ancestor.
    fn apportion(&mut self, v: NodeId, left: NodeId, default_ancestor: NodeId) -> NodeId {
        if left == NONE {
            return default_ancestor;
        }
        let parent = self.tree.parent(v);
        // "i" is the inside contour and "o" the outside one; "r" is `v`'s
        // subtree and "l" the forest to its left.
        let (mut vir, mut vor) = (v, v);
        let mut vil = left;
        // The leftmost sibling is the parent's first child.
        let mut vol = parent.map_or(v, |p| p + 1);
        let mut sir = self.modifier[vir as usize];
        let mut sor = self.modifier[vor as usize];
        let mut sil = self.modifier[vil as usize];
        let mut sol = self.modifier[vol as usize];
        let mut default_ancestor = default_ancestor;
        loop {
            let (nil, nir) = (self.next_right(vil), self.next_left(vir));
            if nil == NONE || nir == NONE {
                break;
            }
            vil = nil;
            vir = nir;
            // The left forest's left contour is at least as deep as its right
            // contour, and the same holds on the right for `v`'s subtree, so
            // these two steps always find a node.
            vol = self.next_left(vol);
            vor = self.next_right(vor);
            self.ancestor[vor as usize] = v;
            let shift = (self.prelim[vil as usize] + sil) - (self.prelim[vir as usize] + sir) + DISTANCE;
            if shift > 0.0 {
                let a = self.ancestor[vil as usize];
                let a = if self.tree.parent(a) == parent {
                    a
                } else {
                    default_ancestor
                };
                self.move_subtree(a, v, shift);
                sir += shift;
                sor += shift;
            }
            sil += self.modifier[vil as usize];
            sir += self.modifier[vir as usize];
            sol += self.modifier[vol as usize];
            sor += self.modifier[vor as usize];
        }
        let nil = self.next_right(vil);
        if nil != NONE && self.next_right(vor) == NONE {
            self.thread[vor as usize] = nil;
            self.modifier[vor as usize] += sil - sor;
        }
        let nir = self.next_left(vir);
        if nir != NONE && self.next_left(vol) == NONE {
            self.thread[vol as usize] = nir;
            self.modifier[vol as usize] += sir - sol;
            default_ancestor = v;
        }
        default_ancestor
    }

    /// The paper's `MoveSubtree`: moves `wr`'s subtree right by `shift` now,
    /// and records in `shift`/`change` that the siblings strictly between
    /// `wl` and `wr` must move by evenly growing fractions of it later.
    fn move_subtree(&mut self, wl: NodeId, wr: NodeId, shift: f64) {
        let (wl, wr) = (wl as usize, wr as usize);
        let subtrees = f64::from(self.number[wr] - self.number[wl]);
        self.change[wr] -= shift / subtrees;
        self.shift[wr] += shift;
        self.change[wl] += shift / subtrees;
        self.prelim[wr] += shift;
        self.modifier[wr] += shift;
    }

    /// The paper's `ExecuteShifts`: applies the shifts recorded by
    /// `move_subtree` to the children of `v`, right to left, in one pass.
    fn execute_shifts(&mut self, v: NodeId) {
        let mut children = std::mem::take(&mut self.children);
        children.clear();
        children.extend(self.tree.children(v));
        let (mut shift, mut change) = (0.0, 0.0);
        for &w in children.iter().rev() {
            let w = w as usize;
            self.prelim[w] += shift;
            self.modifier[w] += shift;
            change += self.change[w];
            shift += self.shift[w] + change;
        }
        self.children = children;
    }

    /// The paper's `SecondWalk`: a node's x is its preliminary x plus the
    /// modifiers of all its ancestors. Parents come before children in the
    /// pre-order, so one forward pass turns `modifier` into running sums.
    /// Then everything is moved so that the leftmost node is at 0.
    fn second_walk(self) -> Layout {
        let Walk {
            tree,
            prelim,
            mut modifier,
            ..
        } = self;
        let mut x = prelim;
        for v in 1..tree.len() {
            let p = tree.parent(v as NodeId).map_or(0, |p| p as usize);
            x[v] += modifier[p];
            modifier[v] += modifier[p];
        }
        let min = x.iter().copied().fold(f64::INFINITY, f64::min);
        let mut width: f64 = 0.0;
        for xv in &mut x {
            // Adding 0.0 turns a -0.0 into 0.0, which serialises more kindly.
            *xv = (*xv - min) + 0.0;
            width = width.max(*xv);
        }
        let y = (0..tree.len() as NodeId).map(|v| f64::from(tree.depth(v))).collect();
        Layout {
            x,
            y,
            width,
            height: f64::from(tree.height()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tree::{Player, TreeBuilder};
    use crate::value::Value;

    const EPS: f64 = 1e-9;

    /// Builds a tree from the child counts of its nodes in pre-order (`0`
    /// for a leaf), without recursion.
    fn build(shape: &[u32]) -> Tree {
        let mut b = TreeBuilder::new(Player::Max);
        let mut remaining: Vec<u32> = Vec::new();
        for &k in shape {
            if k == 0 {
                b.leaf(Value::int(0), None).unwrap();
            } else {
                b.open(None, None).unwrap();
            }
            if let Some(r) = remaining.last_mut() {
                *r -= 1;
            }
            if k > 0 {
                remaining.push(k);
            }
            while remaining.last() == Some(&0) {
                remaining.pop();
                b.close().unwrap();
            }
        }
        b.finish().unwrap()
    }

    /// The child counts of `tree` in pre-order.
    fn shape_of(tree: &Tree) -> Vec<u32> {
        (0..tree.len() as NodeId).map(|v| tree.child_count(v) as u32).collect()
    }

    /// The mirror image of `tree` as a shape, and for each of its ids the
    /// original id.
    fn mirror(tree: &Tree) -> (Vec<u32>, Vec<NodeId>) {
        let mut order = Vec::new();
        let mut stack = vec![0];
        while let Some(v) = stack.pop() {
            order.push(v);
            // Pushed left to right, so popped right to left.
            stack.extend(tree.children(v));
        }
        (order.iter().map(|&v| tree.child_count(v) as u32).collect(), order)
    }

    /// The project's one generator, so that the tests are the same everywhere.
    use crate::random::SplitMix64 as Lcg;

    /// A random shape with about `target` nodes and at most `max_children`
    /// children per node; nodes often have few children and leaves appear at
    /// many depths, which makes contours of uneven length.
    fn random_shape(rng: &mut Lcg, target: usize, max_children: u64) -> Vec<u32> {
        let mut shape = Vec::new();
        let mut pending = 1usize;
        while pending > 0 {
            pending -= 1;
            let k = if shape.len() + pending >= target || rng.below(3) == 0 {
                0
            } else {
                1 + rng.below(max_children) as u32
            };
            shape.push(k);
            pending += k as usize;
        }
        shape
    }

    /// Checks every property the module promises and panics with the shape
    /// on the first failure, so that a failing random case can be copied
    /// into a literal test.
    fn check(tree: &Tree, layout: &Layout) {
        let shape = shape_of(tree);
        let n = tree.len();
        assert_eq!(layout.x.len(), n);
        assert_eq!(layout.y.len(), n);
        let min = layout.x.iter().copied().fold(f64::INFINITY, f64::min);
        let max = layout.x.iter().copied().fold(f64::NEG_INFINITY, f64::max);
        assert_eq!(min, 0.0, "leftmost node not at 0 for {shape:?}");
        assert_eq!(max, layout.width, "width is not the largest x for {shape:?}");
        assert_eq!(layout.height, f64::from(tree.height()));
        // Pre-order visits each depth left to right.
        let mut last_at_depth: Vec<Option<NodeId>> = vec![None; tree.height() as usize + 1];
        for v in 0..n as NodeId {
            let d = tree.depth(v) as usize;
            assert_eq!(layout.y[v as usize], d as f64);
            if let Some(u) = last_at_depth[d] {
                let gap = layout.x[v as usize] - layout.x[u as usize];
                assert!(gap >= DISTANCE - EPS, "nodes {u} and {v} are {gap} apart for {shape:?}");
            }
            last_at_depth[d] = Some(v);
            if !tree.is_leaf(v) {
                let first = v + 1;
                let last = tree.children(v).last().unwrap();
                let mid = (layout.x[first as usize] + layout.x[last as usize]) / 2.0;
                assert!(
                    (layout.x[v as usize] - mid).abs() < EPS,
                    "node {v} not centred for {shape:?}"
                );
            }
        }
    }

    #[test]
    fn a_single_leaf_is_at_the_origin() {
        let t = build(&[0]);
        let l = tidy(&t);
        assert_eq!(
            l,
            Layout {
                x: vec![0.0],
                y: vec![0.0],
                width: 0.0,
                height: 0.0
            }
        );
    }

    #[test]
    fn a_uniform_three_by_three_tree_is_evenly_spaced() {
        let t = build(&[3, 3, 0, 0, 0, 3, 0, 0, 0, 3, 0, 0, 0]);
        let l = tidy(&t);
        check(&t, &l);
        let leaves: Vec<f64> = (0..t.len() as NodeId)
            .filter(|&v| t.is_leaf(v))
            .map(|v| l.x[v as usize])
            .collect();
        assert_eq!(leaves, vec![0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0]);
        assert_eq!((l.x[1], l.x[5], l.x[9]), (1.0, 4.0, 7.0));
        assert_eq!(l.x[0], 4.0);
        assert_eq!((l.width, l.height), (8.0, 2.0));
    }

    #[test]
    fn a_chain_is_a_vertical_line() {
        let t = build(&[1, 1, 1, 0]);
        assert_eq!(tidy(&t).x, vec![0.0; 4]);
    }

    #[test]
    fn a_small_subtree_between_two_large_ones_is_centred() {
        // The root has a wide child, two leaves, and another wide child. The
        // wide children's leaves push them 4 apart, and Walker's apportion
        // spreads the two leaves evenly in that gap instead of packing them
        // to the left as Reingold–Tilford would.
        let t = build(&[4, 4, 0, 0, 0, 0, 0, 0, 4, 0, 0, 0, 0]);
        let l = tidy(&t);
        check(&t, &l);
        let (a, p, q, b) = (l.x[1], l.x[6], l.x[7], l.x[8]);
        assert!((b - a - 4.0).abs() < EPS, "the wide children are {} apart", b - a);
        assert!((p - a - (b - a) / 3.0).abs() < EPS);
        assert!((q - a - 2.0 * (b - a) / 3.0).abs() < EPS);
    }

    #[test]
    fn a_deep_left_subtree_threads_its_contour() {
        // The left child is a chain of four with a fork at the bottom; the
        // right child is a leaf. The bottom fork must not move the leaf.
        let t = build(&[2, 1, 1, 2, 0, 0, 0]);
        let l = tidy(&t);
        check(&t, &l);
        assert_eq!(l.x, vec![1.0, 0.5, 0.5, 0.5, 0.0, 1.0, 1.5]);
    }

    #[test]
    fn random_trees_are_tidy_and_mirror_symmetric() {
        let mut rng = Lcg::new(7);
        for round in 0..400 {
            let target = 1 + (round % 60);
            let shape = random_shape(&mut rng, target, 1 + (round as u64 % 5));
            let t = build(&shape);
            let l = tidy(&t);
            check(&t, &l);
            // The mirror image of the tree is drawn as the mirror image of
            // the drawing.
            let (mshape, order) = mirror(&t);
            let m = build(&mshape);
            let ml = tidy(&m);
            check(&m, &ml);
            assert!(
                (ml.width - l.width).abs() < EPS,
                "width differs from the mirror's for {shape:?}"
            );
            for (k, &v) in order.iter().enumerate() {
                let expected = l.width - l.x[v as usize];
                assert!(
                    (ml.x[k] - expected).abs() < 1e-6,
                    "mirror differs at node {v} for {shape:?}"
                );
            }
        }
    }

    #[test]
    fn a_chain_of_100_000_nodes_is_laid_out_without_recursion() {
        let mut shape = vec![1u32; 99_999];
        shape.push(0);
        let t = build(&shape);
        let l = tidy(&t);
        assert!(l.x.iter().all(|&x| x == 0.0));
        assert_eq!(l.height, 99_999.0);
        assert_eq!(l.y[99_999], 99_999.0);
        drop(l);
        drop(t);
    }

    #[test]
    fn a_deep_comb_keeps_its_teeth_apart() {
        // Every inner node has a leaf on the left and the rest of the comb on
        // the right, 20,000 levels deep: long contours on both sides.
        let mut shape = Vec::new();
        for _ in 0..20_000 {
            shape.extend([2, 0]);
        }
        shape.push(0);
        let t = build(&shape);
        let l = tidy(&t);
        check(&t, &l);
    }

    #[test]
    fn a_large_bushy_tree_is_tidy() {
        // About 200,000 nodes with uneven branching: enough to show the time
        // is linear (a quadratic apportion would not finish), small enough for
        // a debug build.
        let mut rng = Lcg::new(11);
        let shape = random_shape(&mut rng, 200_000, 6);
        let t = build(&shape);
        let l = tidy(&t);
        check(&t, &l);
    }
}
