//! Trees with chance nodes: expectiminimax (`--algo minimax`), α-β with
//! Star1 at chance nodes (`--algo alphabeta`) and Star2 (`--algo star2`),
//! in exact arithmetic (`docs/chance.md`).
//!
//! A chance node is worth Σ pᵢ·vᵢ (AIMA §5.5). Decision nodes run
//! fail-soft α-β as `fail_soft` does (seeds 001 and 003). A chance node
//! entered with (α, β) runs Star1 (Ballard 1983, as Hauk, Buro and
//! Schaeffer 2004 list it), with leaf bounds L ≤ U (`Options::bounds`,
//! −∞ and +∞ without them): S is the sum of pⱼ·vⱼ over the children
//! searched, R the probability mass after child i; child i gets
//! `(max(Aᵢ, L), min(Bᵢ, U))` with `Aᵢ = (α − S − U·R)/pᵢ` and
//! `Bᵢ = (β − S − L·R)/pᵢ`, whatever that window is; after it returns,
//! `hi = S + U·R` and `lo = S + L·R`: `hi ≤ α` fails low and returns hi,
//! `lo ≥ β` fails high and returns lo (`<` and `>` under the strict tie
//! rule); after the last child the node returns S.
//!
//! Star2 (regular trees only, which validation checks) first probes each
//! child cᵢ in order: cᵢ searches its first child alone, with the window
//! `(L, min(Bᵢ, U))` under MAX children, `Bᵢ = (β − W − L·R)/pᵢ`, and
//! `(max(Aᵢ, L), U)` under MIN ones, `Aᵢ = (α − W − U·R)/pᵢ`, W being the
//! sum of pⱼ·wⱼ over the probes wⱼ before it; then `W + L·R ≥ β` fails
//! high (MAX children) and `W + U·R ≤ α` fails low (MIN children), `>` and
//! `<` under the strict rule. Otherwise its search phase, after a
//! `research` step, is Star1 searching every child in full again, with
//! the sum of the later children's pⱼ·wⱼ in place of `L·R` (MAX children)
//! or `U·R` (MIN children).
//!
//! Infinities: L·R and U·R are 0 when R = 0 and ±∞ when the bound is
//! infinite and R > 0. In Aᵢ, −∞ wins (α = −∞ or U·R = +∞ gives −∞); in
//! Bᵢ, +∞ wins: an undefined difference opens the window, which never
//! prunes wrongly. Validation makes every leaf finite and α < β at the
//! root, so no α is ever +∞, no β −∞, and every returned value is finite.
//!
//! Every number is an [`Exact`] or an [`Ext`], and every operation is
//! checked: an overflow stops the search with
//! [`OptionsError::ChanceOverflow`] naming the node, never a panic and
//! never a rounding. The trace's 16-byte steps carry the nearest `f64`s
//! (for drawing); its [`ChanceSide`](crate::trace::ChanceSide) the exact
//! values and Star1's numbers. The driver is a loop over an explicit stack,
//! as the other searches' (invariant 3).

use super::{Algorithm, Options, OptionsError, Ties};
use crate::exact::{Exact, Ext};
use crate::trace::{
    BoundKind, ChanceNote, CutKind, Entered, Probe, Probed, Recorder, Src, Star, Sum, Trace, Window, LOWER, UPPER,
    WINDOW,
};
use crate::tree::{NodeId, Player, Tree};

/// The node where exact arithmetic overflowed.
struct Overflow(NodeId);

/// A window, exactly, with the sources of its bounds.
#[derive(Clone, Copy)]
struct Win {
    alpha: Ext,
    beta: Ext,
    alpha_src: Src,
    beta_src: Src,
}

impl Win {
    /// The nearest `f64` window, for the trace's steps.
    fn approx(&self) -> Window {
        Window {
            alpha: self.alpha.to_value(),
            beta: self.beta.to_value(),
            alpha_src: self.alpha_src,
            beta_src: self.beta_src,
        }
    }
}

/// Where a chance node stands: Star1 throughout (`alphabeta`), or
/// Star2's probing phase, then its search phase.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Phase {
    Star1,
    Probing,
    Searching,
}

/// A node being searched.
struct Frame {
    node: NodeId,
    chance: bool,
    player: Player,
    next: NodeId,
    stop: NodeId,
    win: Win,
    /// A decision node's m (`None` before minimax's first child).
    m: Option<Ext>,
    /// A chance node's S, and the probability mass not yet searched.
    sum: Exact,
    left: Exact,
    /// What the children proved about the node's true value: it lies in
    /// `[lo, hi]` (at a chance node, so far without the mass left).
    lo: Ext,
    hi: Ext,
    /// A chance node that cut: the value it returns (hi or lo).
    result: Option<Ext>,
    /// A decision node probed by Star2: it stops after its first child.
    probe_only: bool,
    /// A chance node's phase.
    phase: Phase,
    /// Star2: whether the chance node's children are MAX nodes.
    max_children: bool,
    /// Star2: pⱼ·wⱼ for each child probed, in order.
    probes: Vec<Exact>,
    /// Star2: W, the sum of `probes` (probing phase), then the part of it
    /// that belongs to the children not yet searched (search phase).
    probe_left: Exact,
    /// Star2's search phase: the index of the next child.
    index: usize,
    /// A decision node that cut.
    cut: bool,
    /// Star2's probing phase: the children probed whose replies after the
    /// first no cut of their own skipped (a probe cut skips them).
    open_probes: Vec<NodeId>,
}

impl Frame {
    /// A Star2 probe stops after its first child: the children it skips
    /// could be worth anything in [L, U].
    fn stop_probe(&mut self, lower: Ext, upper: Ext) {
        if self.next < self.stop {
            self.next = self.stop;
            if self.player == Player::Max {
                self.hi = upper;
            } else {
                self.lo = lower;
            }
        }
    }
}

/// A node done: its value and the interval that holds its true value.
#[derive(Clone, Copy)]
struct Done {
    node: NodeId,
    value: Ext,
    lo: Ext,
    hi: Ext,
    /// Whether it cut (a decision node).
    cut: bool,
}

/// The search's state: the tree, the options, L and U, the recorder.
struct Search<'t> {
    tree: &'t Tree,
    opts: &'t Options,
    lower: Ext,
    upper: Ext,
    rec: Recorder<'t>,
    stack: Vec<Frame>,
}

/// Runs expectiminimax or Star1 on a tree with chance nodes. Called by
/// `search::search` after [`Options::validate`].
///
/// # Errors
///
/// [`OptionsError::ChanceOverflow`] when exact arithmetic would pass its
/// limit (see [`crate::exact`]).
pub(super) fn search(tree: &Tree, opts: &Options) -> Result<Trace, OptionsError> {
    let overflow = |Overflow(node)| OptionsError::ChanceOverflow {
        node,
        name: tree.name(node),
    };
    let (l, u) = opts
        .bounds
        .unwrap_or((crate::value::Value::NEG_INF, crate::value::Value::POS_INF));
    let lower = Ext::from_value(l).ok_or_else(|| overflow(Overflow(0)))?;
    let upper = Ext::from_value(u).ok_or_else(|| overflow(Overflow(0)))?;
    let root = Win {
        alpha: Ext::from_value(opts.alpha).ok_or_else(|| overflow(Overflow(0)))?,
        beta: Ext::from_value(opts.beta).ok_or_else(|| overflow(Overflow(0)))?,
        alpha_src: WINDOW,
        beta_src: WINDOW,
    };
    let mut s = Search {
        tree,
        opts,
        lower,
        upper,
        rec: Recorder::new(tree, *opts).with_chance(lower, upper),
        stack: Vec::new(),
    };
    let value = s.run(root).map_err(overflow)?;
    Ok(s.rec.finish(value.to_value()))
}

impl Search<'_> {
    /// The loop: enter, hand values up, leave, until the root is done.
    fn run(&mut self, root: Win) -> Result<Ext, Overflow> {
        let mut pending = self.start(0, root, None, false)?;
        loop {
            if let Some(done) = pending.take() {
                if self.stack.is_empty() {
                    return Ok(done.value);
                }
                self.absorb(done)?;
                continue;
            }
            let Some(f) = self.stack.last_mut() else {
                return Ok(Ext::default());
            };
            if f.next < f.stop {
                let child = f.next;
                f.next = self.tree.end(child);
                if f.phase == Phase::Probing {
                    let win = self.probe_window(child)?;
                    pending = self.start(child, win, None, true)?;
                } else {
                    let (win, star) = self.child_window(child)?;
                    pending = self.start(child, win, star, false)?;
                }
            } else if f.phase == Phase::Probing {
                self.search_phase();
            } else if let Some(f) = self.stack.pop() {
                pending = Some(self.finish(f)?);
            }
        }
    }

    /// Starts `id` with the window `win`: evaluates it at once, or pushes
    /// a frame (one that stops after its first child, for a Star2 probe).
    fn start(&mut self, id: NodeId, win: Win, star: Option<Star>, probe: bool) -> Result<Option<Done>, Overflow> {
        let note = ChanceNote::Entered(Entered {
            alpha: win.alpha,
            beta: win.beta,
            star,
        });
        if self.opts.evaluates(self.tree, id) {
            let shown = self.opts.evaluation(self.tree, id);
            let v = Ext::Fin(crate::exact::Exact::from_value(shown).ok_or(Overflow(id))?);
            self.rec.eval(id, shown, &win.approx());
            self.rec.exact(v);
            self.rec.note(note);
            return Ok(Some(Done {
                node: id,
                value: v,
                lo: v,
                hi: v,
                cut: false,
            }));
        }
        let chance = self.tree.is_chance(id);
        let player = self.tree.player(id);
        let minimax = self.opts.algorithm == Algorithm::Minimax;
        let m = match (chance, minimax, player) {
            (true, _, _) | (false, true, _) => None,
            (false, false, Player::Max) => Some(Ext::NegInf),
            (false, false, Player::Min) => Some(Ext::PosInf),
        };
        let (lo, hi) = match (chance, player) {
            (true, _) => (Ext::default(), Ext::default()),
            (false, Player::Max) => (Ext::NegInf, Ext::NegInf),
            (false, Player::Min) => (Ext::PosInf, Ext::PosInf),
        };
        self.rec.enter(id, &win.approx(), m.map(Ext::to_value));
        self.rec.exact(Ext::default());
        self.rec.note(note);
        let star2 = chance && self.opts.algorithm == Algorithm::Star2;
        let first = id + 1;
        self.stack.push(Frame {
            node: id,
            chance,
            player,
            next: id + 1,
            stop: self.tree.end(id),
            win,
            m,
            sum: Exact::ZERO,
            left: Exact::ONE,
            lo,
            hi,
            result: None,
            probe_only: probe,
            phase: if star2 { Phase::Probing } else { Phase::Star1 },
            max_children: star2 && self.tree.player(first) == Player::Max,
            probes: Vec::new(),
            probe_left: Exact::ZERO,
            index: 0,
            cut: false,
            open_probes: Vec::new(),
        });
        Ok(None)
    }

    /// Star2: the window of the probe of `child`, the next child of the
    /// chance node on top, and the `probe` step before it. Under a MAX
    /// child the probe's value is a lower bound on the child, so only
    /// failing high can come of it: `(L, min(B, U))` with
    /// `B = (β − W − L·R)/p`; under a MIN child, `(max(A, L), U)` with
    /// `A = (α − W − U·R)/p`.
    fn probe_window(&mut self, child: NodeId) -> Result<Win, Overflow> {
        let Some(f) = self.stack.last() else {
            return Err(Overflow(child));
        };
        let at = Overflow(f.node);
        let p = self.tree.probability(child).ok_or(Overflow(child))?;
        let left = f.left.checked_sub(p).ok_or(Overflow(f.node))?;
        let (max, node, w) = (f.max_children, f.node, f.probe_left);
        let (bound, win) = if max {
            let b = star_b(f.win.beta, w, times(self.lower, left).ok_or(Overflow(node))?, p).ok_or(at)?;
            let (beta, beta_src) = if b < self.upper {
                (b, Src::node(node))
            } else {
                (self.upper, UPPER)
            };
            let win = Win {
                alpha: self.lower,
                beta,
                alpha_src: LOWER,
                beta_src,
            };
            (b, win)
        } else {
            let a = star_a(f.win.alpha, w, times(self.upper, left).ok_or(Overflow(node))?, p).ok_or(at)?;
            let (alpha, alpha_src) = if a > self.lower {
                (a, Src::node(node))
            } else {
                (self.lower, LOWER)
            };
            let win = Win {
                alpha,
                beta: self.upper,
                alpha_src,
                beta_src: UPPER,
            };
            (a, win)
        };
        self.rec.probe(child, bound.to_value());
        self.rec.exact(bound);
        self.rec.note(ChanceNote::Probe(Probe {
            prob: p,
            sum: w,
            left,
            max,
            bound,
        }));
        Ok(win)
    }

    /// Star2: the chance node on top probed every child without failing;
    /// its search phase starts over from its first child, with a
    /// `research` step that sets aside what the probes reached (the
    /// search phase searches each child in full again).
    fn search_phase(&mut self) {
        let Some(f) = self.stack.last_mut() else { return };
        f.phase = Phase::Searching;
        f.next = f.node + 1;
        f.left = Exact::ONE;
        f.index = 0;
        let w = Ext::Fin(f.probe_left);
        self.rec.research(f.node + 1, w.to_value());
        self.rec.exact(w);
    }

    /// The window of the next child of the frame on top, `child`: its
    /// parent's (a decision node, or any node under minimax), or Star1's.
    fn child_window(&self, child: NodeId) -> Result<(Win, Option<Star>), Overflow> {
        let Some(f) = self.stack.last() else {
            return Err(Overflow(child));
        };
        if !f.chance || self.opts.algorithm == Algorithm::Minimax {
            return Ok((f.win, None));
        }
        let at = Overflow(f.node);
        let p = self.tree.probability(child).ok_or(Overflow(child))?;
        let left = f.left.checked_sub(p).ok_or(Overflow(f.node))?;
        let probe_left = match f.probes.get(f.index) {
            Some(&mine) if f.phase == Phase::Searching => f.probe_left.checked_sub(mine).ok_or(Overflow(f.node))?,
            _ => f.probe_left,
        };
        let (rest_lo, rest_hi) = rests(f, self.lower, self.upper, left, probe_left).ok_or(Overflow(f.node))?;
        let a = star_a(f.win.alpha, f.sum, rest_hi, p).ok_or(Overflow(f.node))?;
        let b = star_b(f.win.beta, f.sum, rest_lo, p).ok_or(at)?;
        let (alpha, alpha_src) = if a > self.lower {
            (a, Src::node(f.node))
        } else {
            (self.lower, LOWER)
        };
        let (beta, beta_src) = if b < self.upper {
            (b, Src::node(f.node))
        } else {
            (self.upper, UPPER)
        };
        let star = Star {
            prob: p,
            sum: f.sum,
            left,
            a,
            b,
        };
        let win = Win {
            alpha,
            beta,
            alpha_src,
            beta_src,
        };
        Ok((win, Some(star)))
    }

    /// A child is done: its parent, on top of the stack, takes its value.
    fn absorb(&mut self, done: Done) -> Result<(), Overflow> {
        let (chance, probing) = self
            .stack
            .last()
            .map_or((false, false), |f| (f.chance, f.phase == Phase::Probing));
        if probing {
            self.absorb_probe(done)
        } else if chance {
            self.absorb_chance(done)
        } else {
            self.absorb_decision(done);
            Ok(())
        }
    }

    /// A decision node takes a child's value: fail-soft α-β (seed 001),
    /// or minimax's max or min.
    fn absorb_decision(&mut self, done: Done) {
        let (ties, minimax) = (self.opts.ties, self.opts.algorithm == Algorithm::Minimax);
        let (lower, upper) = (self.lower, self.upper);
        let Some(f) = self.stack.last_mut() else { return };
        let max = f.player == Player::Max;
        let better = |m: Ext| if max { done.value > m } else { done.value < m };
        let improved = f.m.is_none_or(better);
        let first = !self.rec.has_best(f.node);
        if improved {
            f.m = Some(done.value);
        }
        if improved || first {
            self.rec.best_child(f.node, done.node);
        }
        (f.lo, f.hi) = if max {
            (f.lo.max(done.lo), f.hi.max(done.hi))
        } else {
            (f.lo.min(done.lo), f.hi.min(done.hi))
        };
        let m = f.m.unwrap_or(done.value);
        self.rec.returned(
            done.node,
            f.node,
            done.value.to_value(),
            &f.win.approx(),
            Some(m.to_value()),
        );
        self.rec.exact(done.value);
        if minimax {
            return;
        }
        let (bound, source) = if max {
            (f.win.beta, f.win.beta_src)
        } else {
            (f.win.alpha, f.win.alpha_src)
        };
        let fires = match (max, ties) {
            (true, Ties::Prune) => m >= bound,
            (true, Ties::Strict) => m > bound,
            (false, Ties::Prune) => m <= bound,
            (false, Ties::Strict) => m < bound,
        };
        if fires {
            if f.next < f.stop {
                self.rec.cut(f.node, m.to_value(), bound.to_value(), source, f.next);
                self.rec.exact(m);
                self.rec.note(ChanceNote::Cut(bound));
                self.rec.skipped(siblings(self.tree, f.next, f.stop));
                f.next = f.stop;
                f.cut = true;
                // The children skipped could be worth anything in [L, U].
                if max {
                    f.hi = upper;
                } else {
                    f.lo = lower;
                }
            }
            return;
        }
        if f.probe_only {
            f.stop_probe(lower, upper);
            return;
        }
        let moved = if max && m > f.win.alpha {
            f.win.alpha = m;
            f.win.alpha_src = Src::node(f.node);
            true
        } else if !max && m < f.win.beta {
            f.win.beta = m;
            f.win.beta_src = Src::node(f.node);
            true
        } else {
            false
        };
        if moved {
            self.rec.bound_moved(f.node, &f.win.approx(), Some(m.to_value()));
            self.rec.exact(m);
        }
    }

    /// A chance node takes child i's value: S grows by pᵢ·vᵢ, then Star1's
    /// tests (α-β only).
    fn absorb_chance(&mut self, done: Done) -> Result<(), Overflow> {
        let (ties, minimax) = (self.opts.ties, self.opts.algorithm == Algorithm::Minimax);
        let (lower, upper) = (self.lower, self.upper);
        let Some(f) = self.stack.last_mut() else {
            return Ok(());
        };
        let at = f.node;
        let p = self.tree.probability(done.node).ok_or(Overflow(done.node))?;
        let v = done.value.finite().ok_or(Overflow(at))?;
        f.sum = f
            .sum
            .checked_add(p.checked_mul(v).ok_or(Overflow(at))?)
            .ok_or(Overflow(at))?;
        f.left = f.left.checked_sub(p).ok_or(Overflow(at))?;
        if f.phase == Phase::Searching {
            let mine = f.probes.get(f.index).copied().unwrap_or(Exact::ZERO);
            f.probe_left = f.probe_left.checked_sub(mine).ok_or(Overflow(at))?;
            f.index += 1;
        }
        f.lo = add(f.lo, times(done.lo, p).ok_or(Overflow(at))?).ok_or(Overflow(at))?;
        f.hi = add(f.hi, times(done.hi, p).ok_or(Overflow(at))?).ok_or(Overflow(at))?;
        let (rest_lo, rest_hi) = rests(f, lower, upper, f.left, f.probe_left).ok_or(Overflow(at))?;
        let lo = add(Ext::Fin(f.sum), rest_lo).ok_or(Overflow(at))?;
        let hi = add(Ext::Fin(f.sum), rest_hi).ok_or(Overflow(at))?;
        let shown = Some(Ext::Fin(f.sum).to_value());
        self.rec
            .returned(done.node, at, done.value.to_value(), &f.win.approx(), shown);
        self.rec.exact(done.value);
        self.rec.note(ChanceNote::Sum(Sum {
            prob: p,
            sum: f.sum,
            left: f.left,
            lo,
            hi,
        }));
        if minimax {
            return Ok(());
        }
        let strict = ties == Ties::Strict;
        let low = if strict { hi < f.win.alpha } else { hi <= f.win.alpha };
        let high = if strict { lo > f.win.beta } else { lo >= f.win.beta };
        let cut = match (low, high) {
            (true, _) => Some((CutKind::ChanceLow, hi, f.win.alpha, f.win.alpha_src)),
            (false, true) => Some((CutKind::ChanceHigh, lo, f.win.beta, f.win.beta_src)),
            (false, false) => None,
        };
        // A cut on the last child skips nothing: the node returns S.
        if let Some((kind, value, bound, source)) = cut.filter(|_| f.next < f.stop) {
            self.rec
                .chance_cut(at, value.to_value(), bound.to_value(), source, f.next, kind);
            self.rec.exact(value);
            self.rec.note(ChanceNote::Cut(bound));
            self.rec.skipped(siblings(self.tree, f.next, f.stop));
            f.next = f.stop;
            f.result = Some(value);
            // The outcomes skipped lie in [L, U], or within their probes.
            f.lo = add(f.lo, rest_lo).ok_or(Overflow(at))?;
            f.hi = add(f.hi, rest_hi).ok_or(Overflow(at))?;
        }
        Ok(())
    }

    /// Star2's probing phase: the chance node on top takes child i's
    /// probe wᵢ (W grows by pᵢ·wᵢ), then tests whether the probes alone
    /// make it fail: `W + L·R ≥ β` under MAX children (`>` under the
    /// strict tie rule), `W + U·R ≤ α` under MIN children (`<`).
    fn absorb_probe(&mut self, done: Done) -> Result<(), Overflow> {
        let strict = self.opts.ties == Ties::Strict;
        let (lower, upper, tree) = (self.lower, self.upper, self.tree);
        let Some(f) = self.stack.last_mut() else {
            return Ok(());
        };
        let at = f.node;
        let p = tree.probability(done.node).ok_or(Overflow(done.node))?;
        let w = done.value.finite().ok_or(Overflow(at))?;
        let product = p.checked_mul(w).ok_or(Overflow(at))?;
        f.probes.push(product);
        if !done.cut {
            f.open_probes.push(done.node);
        }
        f.probe_left = f.probe_left.checked_add(product).ok_or(Overflow(at))?;
        f.left = f.left.checked_sub(p).ok_or(Overflow(at))?;
        let max = f.max_children;
        let far = times(if max { lower } else { upper }, f.left).ok_or(Overflow(at))?;
        let bound = add(Ext::Fin(f.probe_left), far).ok_or(Overflow(at))?;
        self.rec.returned(
            done.node,
            at,
            done.value.to_value(),
            &f.win.approx(),
            Some(bound.to_value()),
        );
        self.rec.exact(done.value);
        self.rec.note(ChanceNote::Probed(Probed {
            prob: p,
            probe: w,
            exact: done.lo == done.hi,
            sum: f.probe_left,
            left: f.left,
            max,
            bound,
        }));
        let fires = match (max, strict) {
            (true, false) => bound >= f.win.beta,
            (true, true) => bound > f.win.beta,
            (false, false) => bound <= f.win.alpha,
            (false, true) => bound < f.win.alpha,
        };
        // What a cut skips: the children not probed yet, and the replies
        // after the first of every child probed (unless its own cut did).
        let first_pruned = f.next;
        let skipped: Vec<NodeId> = f
            .open_probes
            .iter()
            .flat_map(|&c| tree.children(c).skip(1))
            .chain(siblings(tree, f.next, f.stop))
            .collect();
        if !fires || skipped.is_empty() {
            return Ok(());
        }
        let (kind, crossed, source) = if max {
            (CutKind::ProbeHigh, f.win.beta, f.win.beta_src)
        } else {
            (CutKind::ProbeLow, f.win.alpha, f.win.alpha_src)
        };
        self.rec
            .chance_cut(at, bound.to_value(), crossed.to_value(), source, first_pruned, kind);
        self.rec.exact(bound);
        self.rec.note(ChanceNote::Cut(crossed));
        self.rec.skipped(skipped.into_iter());
        f.next = f.stop;
        f.phase = Phase::Star1;
        f.result = Some(bound);
        // The probes prove the bound; the other side is open.
        (f.lo, f.hi) = if max { (bound, upper) } else { (lower, bound) };
        Ok(())
    }

    /// Leaves the frame `f`, taken off the stack: its value, exact or a
    /// bound as the interval of its children says.
    fn finish(&mut self, f: Frame) -> Result<Done, Overflow> {
        let value = match (f.chance, f.result, f.m) {
            (true, Some(r), _) => r,
            (true, None, _) => Ext::Fin(f.sum),
            (false, _, Some(m)) => m,
            (false, _, None) => return Err(Overflow(f.node)),
        };
        let kind = match (f.lo >= value, f.hi <= value) {
            (true, true) => BoundKind::Exact,
            (true, false) => BoundKind::Lower,
            (false, true) => BoundKind::Upper,
            (false, false) if value <= f.lo => BoundKind::Lower,
            (false, false) => BoundKind::Upper,
        };
        self.rec.leave(f.node, value.to_value(), kind);
        self.rec.exact(value);
        Ok(Done {
            node: f.node,
            value,
            lo: f.lo,
            hi: f.hi,
            cut: f.cut,
        })
    }
}

/// `x·r` for `r ≥ 0`: 0 when `r = 0` (no mass left, whatever the bound),
/// ±∞ for an infinite `x` and `r > 0`.
fn times(x: Ext, r: Exact) -> Option<Ext> {
    if r.is_zero() {
        return Some(Ext::default());
    }
    Some(match x {
        Ext::Fin(v) => Ext::Fin(v.checked_mul(r)?),
        inf => inf,
    })
}

/// `x + y`; `None` past the limit or for +∞ + −∞, which the search never
/// forms (a lower end sums finite numbers and −∞, an upper one finite
/// numbers and +∞).
fn add(x: Ext, y: Ext) -> Option<Ext> {
    match (x, y) {
        (Ext::Fin(a), Ext::Fin(b)) => Some(Ext::Fin(a.checked_add(b)?)),
        (Ext::PosInf, Ext::NegInf) | (Ext::NegInf, Ext::PosInf) => None,
        (Ext::Fin(_), inf) | (inf, _) => Some(inf),
    }
}

/// The children after `from` up to `stop` (the ids of a node's children
/// from `from` on): what a cut skips.
fn siblings(tree: &Tree, from: NodeId, stop: NodeId) -> impl Iterator<Item = NodeId> + '_ {
    let mut at = from;
    std::iter::from_fn(move || {
        (at < stop).then(|| {
            let c = at;
            at = tree.end(c);
            c
        })
    })
}

/// What the children after the current one can add to a chance node's
/// sum, at least and at most: `L·R` and `U·R` (Star1), or in Star2's
/// search phase the probes' `Σ pⱼ·wⱼ` in place of `L·R` (MAX children)
/// or of `U·R` (MIN children). `left` is R, `probe_left` that sum.
fn rests(f: &Frame, lower: Ext, upper: Ext, left: Exact, probe_left: Exact) -> Option<(Ext, Ext)> {
    let (lo, hi) = (times(lower, left)?, times(upper, left)?);
    Some(match (f.phase, f.max_children) {
        (Phase::Searching, true) => (Ext::Fin(probe_left), hi),
        (Phase::Searching, false) => (lo, Ext::Fin(probe_left)),
        _ => (lo, hi),
    })
}

/// Star1's `Aᵢ = (α − S − U·R)/pᵢ`, `rest` being `U·R` (or Star2's sum of
/// the probes' upper bounds); −∞ wins (see the module docs).
fn star_a(alpha: Ext, sum: Exact, rest: Ext, p: Exact) -> Option<Ext> {
    Some(match (alpha, rest) {
        (Ext::NegInf, _) | (_, Ext::PosInf) => Ext::NegInf,
        (Ext::PosInf, _) | (Ext::Fin(_), Ext::NegInf) => Ext::PosInf,
        (Ext::Fin(a), Ext::Fin(ur)) => Ext::Fin(a.checked_sub(sum)?.checked_sub(ur)?.checked_div(p)?),
    })
}

/// Star1's `Bᵢ = (β − S − L·R)/pᵢ`, `rest` being `L·R` (or Star2's sum
/// of the probes' lower bounds); +∞ wins (see the module docs).
fn star_b(beta: Ext, sum: Exact, rest: Ext, p: Exact) -> Option<Ext> {
    Some(match (beta, rest) {
        (Ext::PosInf, _) | (_, Ext::NegInf) => Ext::PosInf,
        (Ext::NegInf, _) | (Ext::Fin(_), Ext::PosInf) => Ext::NegInf,
        (Ext::Fin(b), Ext::Fin(lr)) => Ext::Fin(b.checked_sub(sum)?.checked_sub(lr)?.checked_div(p)?),
    })
}

#[cfg(test)]
mod tests {
    use crate::exact::Ext;
    use crate::notation::parse;
    use crate::search::{search, Algorithm, Options};
    use crate::trace::CutKind;
    use crate::value::Value;

    #[test]
    fn chance_berkeley_example_is_worth_ten() {
        let t = parse("chance[1/2: 8, 1/3: 24, 1/6: -12]").unwrap();
        for algorithm in [Algorithm::Minimax, Algorithm::AlphaBeta] {
            let o = Options {
                algorithm,
                ..Options::default()
            };
            let tr = search(&t, &o).unwrap();
            assert_eq!(tr.returned_exact(0).unwrap().to_string(), "10", "{algorithm:?}");
            assert_eq!(tr.root_value(), Value::int(10));
        }
    }

    #[test]
    fn chance_means_are_exact() {
        let t = parse("chance[1/3: 1, 2/3: 2]").unwrap();
        let tr = search(&t, &Options::default()).unwrap();
        assert_eq!(tr.returned_exact(0).map(|v| v.to_string()), Some("5/3".into()));
    }

    #[test]
    fn chance_bounds_make_star1_cut() {
        // MAX takes 5 on the left; the chance node's first outcome, 0,
        // with U = 10 leaves at most ½·0 + ½·10 = 5 ≤ α = 5: fail low.
        let t = parse("[5, chance[1/2: 0, 1/2: 9]]").unwrap();
        let o = Options {
            bounds: Some((Value::int(0), Value::int(10))),
            ..Options::default()
        };
        let tr = search(&t, &o).unwrap();
        let c = tr.cuts()[0];
        assert_eq!((c.node, c.kind), (2, CutKind::ChanceLow));
        assert_eq!(tr.returned_exact(2), Some(Ext::Fin(crate::exact::Exact::int(5))));
        let loose = Options {
            bounds: Some((Value::int(0), Value::int(11))),
            ..o
        };
        assert!(search(&t, &loose).unwrap().cuts().is_empty());
    }
}
