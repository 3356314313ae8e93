//! The searches: minimax, α-β fail-soft, α-β fail-hard and PVS, as one
//! iterative driver and one rule set per algorithm.
//!
//! The driver walks the tree depth-first, left to right, with an explicit
//! stack of [`Frame`]s (invariant 3: no recursion, so a chain of 100,000
//! levels works in wasm too). What differs between the algorithms (where m
//! starts, which window a child inherits, how a returned value is absorbed,
//! when to cut, whether α/β move) lives in a [`Rule`], one per file:
//! [`minimax`], [`fail_soft`], [`fail_hard`]. PVS ([`pvs`]) is fail-soft's
//! rule with null-window tests and re-searches, which the driver makes
//! itself. The driver reports every step to a [`Recorder`], which builds
//! the [`Trace`].
//!
//! Two options change only the order in which a node's children are tried
//! (seed 004's move-ordering methods): killer moves (a move that caused a
//! cut is tried first among the children of the next nodes at the same
//! depth; "the same move" is the same label when the move has one, as on a
//! game tree, else the same child index) and iterative deepening (depths 1
//! to P − 1 first, each ordering the next best-first by the values it
//! found). The children's order is then decided when a node is entered,
//! each decision is a step (`Killer`, `Deepen`), and the skipped children of
//! a cut are the ones never reached rather than an id range.
//!
//! With [`Options::tt`] the driver keeps a transposition table ([`tt`]):
//! a node whose position was searched before is answered from it when the
//! stored value decides the node for its window, as a `tthit` step.
//!
//! A search cannot fail: [`Options::validate`] checks the only input that can
//! be wrong (a depth limit reaching an inner node without h) before it runs.
//! A tree with chance nodes runs [`chance`] instead (expectiminimax, Star1),
//! whose exact arithmetic can overflow: that is its one error, returned
//! from [`search`] like a validation's, never a panic.

pub mod aspiration;
pub mod chance;
pub mod fail_hard;
pub mod fail_soft;
pub mod minimax;
pub mod mtdf;
pub mod pvs;
pub mod tt;

pub use crate::options::{Algorithm, Options, OptionsError, Ties};
use crate::trace::{BoundKind, Recorder, Src, Trace, Window, WINDOW};
use crate::tree::{NodeId, Player, Tree};
use crate::value::Value;

/// A node being searched: the local variables of one call of the seeds'
/// recursive function.
#[derive(Clone, Copy, Debug)]
pub struct Frame {
    /// The node.
    pub node: NodeId,
    /// Its player.
    pub player: Player,
    /// The next child to visit (or the end of the subtree). With killer
    /// moves or iterative deepening, a position in the driver's list of
    /// children in visiting order instead.
    pub next: NodeId,
    /// Where `next` stops: the end of the subtree, or the end of the node's
    /// children in the visiting order.
    pub stop: NodeId,
    /// The local α and β, and the nodes that set them.
    pub alpha: Value,
    /// See `alpha`.
    pub beta: Value,
    /// Source of `alpha`.
    pub alpha_src: Src,
    /// Source of `beta`.
    pub beta_src: Src,
    /// The synthesised value so far (`None` before any child for minimax).
    pub m: Option<Value>,
    /// Which node's value m came from last: the node itself once a child
    /// improved it, else the source of the bound m started at.
    pub m_src: Src,
    /// What the children returned so far proves about the node's true
    /// value: it lies in `[lo, hi]` (see [`Known`]).
    pub known: Known,
    /// PVS: the child being searched is under a null-window test.
    pub testing: bool,
}

impl Frame {
    /// The local window, as the trace records it.
    pub fn window(&self) -> Window {
        Window {
            alpha: self.alpha,
            beta: self.beta,
            alpha_src: self.alpha_src,
            beta_src: self.beta_src,
        }
    }
}

/// The interval that the children's returned values prove about a node's
/// true value. A child's value is exact or a bound; MAX takes the max of the
/// children's intervals and MIN the min; skipped children leave the far
/// side open. The node's m is then exact when the interval is `[m, m]`, a
/// lower bound when `lo ≥ m`, an upper bound when `hi ≤ m`. This is the
/// definition of what a returned value means, so it holds for every
/// algorithm, tie rule and window, including the empty windows that strict
/// ties can hand down inside fail-hard.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Known {
    /// The true value is at least this.
    pub lo: Value,
    /// The true value is at most this.
    pub hi: Value,
}

impl Known {
    /// Nothing known yet about a node of `player` with no child seen: the
    /// max (min) of no intervals.
    pub fn empty(player: Player) -> Known {
        match player {
            Player::Max => Known {
                lo: Value::NEG_INF,
                hi: Value::NEG_INF,
            },
            Player::Min => Known {
                lo: Value::POS_INF,
                hi: Value::POS_INF,
            },
        }
    }

    /// The interval of a value `t` of kind `kind`.
    pub fn of(t: Value, kind: BoundKind) -> Known {
        match kind {
            BoundKind::Exact => Known { lo: t, hi: t },
            BoundKind::Lower => Known {
                lo: t,
                hi: Value::POS_INF,
            },
            BoundKind::Upper => Known {
                lo: Value::NEG_INF,
                hi: t,
            },
        }
    }

    /// Adds a child's interval at a node of `player`.
    pub fn absorb(&mut self, player: Player, child: Known) {
        match player {
            Player::Max => {
                self.lo = self.lo.max(child.lo);
                self.hi = self.hi.max(child.hi);
            }
            Player::Min => {
                self.lo = self.lo.min(child.lo);
                self.hi = self.hi.min(child.hi);
            }
        }
    }

    /// Children were skipped: the far side is open.
    pub fn open_far_side(&mut self, player: Player) {
        match player {
            Player::Max => self.hi = Value::POS_INF,
            Player::Min => self.lo = Value::NEG_INF,
        }
    }

    /// What the returned `m` is, given the interval.
    pub fn classify(self, m: Value) -> BoundKind {
        match (self.lo >= m, self.hi <= m) {
            (true, true) => BoundKind::Exact,
            (true, false) => BoundKind::Lower,
            (false, true) => BoundKind::Upper,
            // Unreachable for the seeds' algorithms (m always comes from a
            // child or from a bound that the children did not cross); say
            // "lower" for MAX-style overflow rather than claim exactness.
            (false, false) if m <= self.lo => BoundKind::Lower,
            (false, false) => BoundKind::Upper,
        }
    }
}

/// What a rule decides when a child's value comes back.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CutTest {
    /// The bound compared with m (β at MAX, α at MIN).
    pub bound: Value,
    /// Its source.
    pub source: Src,
}

/// The part of a search that differs between algorithms.
pub trait Rule {
    /// m at entry, and its source.
    fn initial_m(&self, f: &Frame) -> (Option<Value>, Src);
    /// The window (α, β, α source, β source) handed to the next child.
    fn child_window(&self, f: &Frame) -> (Value, Value, Src, Src);
    /// Absorbs a child's returned value `t` into m; returns whether m changed.
    fn absorb(&self, f: &mut Frame, t: Value) -> bool;
    /// The bound to test m against for a cut, if this algorithm cuts. Both
    /// α-β variants test β at a MAX node and α at a MIN node.
    fn cut_test(&self, f: &Frame) -> Option<CutTest> {
        Some(match f.player {
            Player::Max => CutTest {
                bound: f.beta,
                source: f.beta_src,
            },
            Player::Min => CutTest {
                bound: f.alpha,
                source: f.alpha_src,
            },
        })
    }
    /// Moves the local α (MAX) or β (MIN) after a child, if this algorithm
    /// does; returns whether it moved.
    fn move_bound(&self, f: &mut Frame) -> bool;
}

/// Whether `m` triggers a cut against `bound` at a node of `player`.
pub fn cut_fires(player: Player, m: Value, bound: Value, ties: Ties) -> bool {
    ties.op(player).fires(m, bound)
}

/// Runs the search and returns its trace.
///
/// # Errors
///
/// Only [`Options::validate`]'s errors; once they pass, the search itself
/// cannot fail, except on a tree with chance nodes whose exact arithmetic
/// would overflow ([`OptionsError::ChanceOverflow`]).
///
/// # Example
///
/// ```
/// use alphabeta::{notation::parse, search::{search, Options}};
/// let t = parse("[[3,12,8],[2,4,6],[14,5,2]]").unwrap();
/// let trace = search(&t, &Options::default()).unwrap();
/// assert_eq!(trace.root_value().get(), 3.0);
/// assert_eq!(trace.leaves_evaluated(), 7);
/// ```
pub fn search(tree: &Tree, opts: &Options) -> Result<Trace, OptionsError> {
    opts.validate(tree)?;
    if tree.has_chance() {
        // Expectiminimax or Star1, in exact arithmetic (`docs/chance.md`).
        return chance::search(tree, opts);
    }
    // MTD(f) is α-β with memory: the table is part of the algorithm.
    let with_memory = Options { tt: true, ..*opts };
    let opts = if opts.algorithm == Algorithm::Mtdf {
        &with_memory
    } else {
        opts
    };
    let rule = &AnyRule(opts.algorithm);
    if !opts.deepening {
        return Ok(drive(tree, opts, rule, None, &[]));
    }
    // Iterative deepening (seed 004's "recherche itérative"): depths 1 to
    // P − 1, each ordered by the values the previous one found; the last
    // iteration, at depth P, is the trace.
    // A limit below the leaves adds no iteration: depth P past the deepest
    // leaf searches the same tree as the height.
    let last = opts.depth_limit.unwrap_or(u32::MAX).min(tree.height());
    let mut prior: Option<Vec<Option<Value>>> = None;
    let mut found = Vec::new();
    for d in 1..last {
        let o = Options {
            depth_limit: Some(d),
            aspiration: None,
            ..*opts
        };
        let t = drive(tree, &o, rule, prior.as_deref(), &[]);
        found.push((t.best_move().unwrap_or(0), t.root_value(), t.leaves_evaluated()));
        prior = Some(
            (0..tree.len() as NodeId)
                .map(|id| t.returned(id).map(|(v, _)| v))
                .collect(),
        );
    }
    Ok(drive(tree, opts, rule, prior.as_deref(), &found))
}

/// The rule of the algorithm a search runs, chosen once per search and
/// matched at each call: the driver is compiled once, with the three rules
/// inlined into its loop, instead of an indirect call per rule and step
/// through a `&dyn Rule`.
#[derive(Clone, Copy)]
struct AnyRule(Algorithm);

impl Rule for AnyRule {
    #[inline]
    fn initial_m(&self, f: &Frame) -> (Option<Value>, Src) {
        match self.0 {
            Algorithm::Minimax => minimax::Minimax.initial_m(f),
            Algorithm::AlphaBeta | Algorithm::Pvs | Algorithm::Mtdf | Algorithm::Star2 => {
                fail_soft::FailSoft.initial_m(f)
            }
            Algorithm::AlphaBetaHard => fail_hard::FailHard.initial_m(f),
        }
    }

    #[inline]
    fn child_window(&self, f: &Frame) -> (Value, Value, Src, Src) {
        match self.0 {
            Algorithm::Minimax => minimax::Minimax.child_window(f),
            Algorithm::AlphaBeta | Algorithm::Pvs | Algorithm::Mtdf | Algorithm::Star2 => {
                fail_soft::FailSoft.child_window(f)
            }
            Algorithm::AlphaBetaHard => fail_hard::FailHard.child_window(f),
        }
    }

    #[inline]
    fn absorb(&self, f: &mut Frame, t: Value) -> bool {
        match self.0 {
            Algorithm::Minimax => minimax::Minimax.absorb(f, t),
            Algorithm::AlphaBeta | Algorithm::Pvs | Algorithm::Mtdf | Algorithm::Star2 => {
                fail_soft::FailSoft.absorb(f, t)
            }
            Algorithm::AlphaBetaHard => fail_hard::FailHard.absorb(f, t),
        }
    }

    #[inline]
    fn cut_test(&self, f: &Frame) -> Option<CutTest> {
        match self.0 {
            Algorithm::Minimax => minimax::Minimax.cut_test(f),
            Algorithm::AlphaBeta | Algorithm::Pvs | Algorithm::Mtdf | Algorithm::Star2 => {
                fail_soft::FailSoft.cut_test(f)
            }
            Algorithm::AlphaBetaHard => fail_hard::FailHard.cut_test(f),
        }
    }

    #[inline]
    fn move_bound(&self, f: &mut Frame) -> bool {
        match self.0 {
            Algorithm::Minimax => minimax::Minimax.move_bound(f),
            Algorithm::AlphaBeta | Algorithm::Pvs | Algorithm::Mtdf | Algorithm::Star2 => {
                fail_soft::FailSoft.move_bound(f)
            }
            Algorithm::AlphaBetaHard => fail_hard::FailHard.move_bound(f),
        }
    }
}

/// A move that caused a cut: the child after which its parent stopped,
/// its index among its siblings, and the parent.
#[derive(Clone, Copy, Debug)]
struct Killer {
    child: NodeId,
    index: usize,
    cutter: NodeId,
}

/// How the driver picks the order of a node's children: in the arena's
/// order, or (with killer moves or iterative deepening) in an order decided
/// when the node is entered.
struct Plan<'a> {
    /// Whether the children are visited in a decided order.
    dynamic: bool,
    /// The previous iteration's value of each node it reached.
    prior: Option<&'a [Option<Value>]>,
    /// By depth of the child: the last killer move, if killer moves are on.
    killers: Option<Vec<Option<Killer>>>,
    /// The children of every frame on the stack, in visiting order.
    order: Vec<NodeId>,
}

impl Plan<'_> {
    /// Pushes `id`'s children in visiting order onto `order` (recording a
    /// `Killer` step when a killer move goes first) and returns the range.
    fn children(&mut self, tree: &Tree, rec: &mut Recorder, id: NodeId) -> (NodeId, NodeId) {
        let base = self.order.len();
        self.order.extend(tree.children(id));
        let kids = &mut self.order[base..];
        if let Some(prior) = self.prior {
            // Best first by the previous iteration's values; children it did
            // not reach keep their order, after the others.
            let max = tree.player(id) == Player::Max;
            // Equal ones by id, a total order: the standard unstable sort
            // (no allocation) then orders them as a stable sort would.
            kids.sort_unstable_by(|&a, &b| {
                let by_value = match (prior[a as usize], prior[b as usize]) {
                    (Some(x), Some(y)) if max => y.cmp(&x),
                    (Some(x), Some(y)) => x.cmp(&y),
                    (Some(_), None) => std::cmp::Ordering::Less,
                    (None, Some(_)) => std::cmp::Ordering::Greater,
                    (None, None) => std::cmp::Ordering::Equal,
                };
                by_value.then(a.cmp(&b))
            });
        }
        let depth = tree.depth(id) as usize + 1;
        if let Some(Some(k)) = self.killers.as_ref().and_then(|ks| ks.get(depth)) {
            // The same move: the same label when the killer has one (a game
            // tree's moves), else the same child index.
            let hit = match tree.label(k.child) {
                Some(label) => tree.children(id).find(|&c| tree.label(c) == Some(label)),
                None => tree.children(id).nth(k.index),
            };
            if let Some(c) = hit.filter(|&c| c != k.child) {
                let kids = &mut self.order[base..];
                if let Some(at) = kids.iter().position(|&x| x == c).filter(|&at| at > 0) {
                    kids[..=at].rotate_right(1);
                    rec.killer(c, k.cutter);
                }
            }
        }
        (base as NodeId, self.order.len() as NodeId)
    }

    /// Records the children the cut at `f` skipped (for the searches that
    /// visit nodes again, whose cuts' ranges overlap).
    fn record_skipped(&self, tree: &Tree, rec: &mut Recorder, f: &Frame) {
        if self.dynamic {
            rec.skipped(self.order[f.next as usize..f.stop as usize].iter().copied());
        } else {
            let mut at = f.next;
            rec.skipped(std::iter::from_fn(|| {
                (at < f.stop).then(|| {
                    let c = at;
                    at = tree.end(c);
                    c
                })
            }));
        }
    }

    /// Remembers that `child` made `parent` cut.
    fn cut_by(&mut self, tree: &Tree, parent: NodeId, child: NodeId) {
        if let Some(ks) = self.killers.as_mut() {
            let depth = tree.depth(child) as usize;
            if ks.len() <= depth {
                ks.resize(depth + 1, None);
            }
            let index = tree.children(parent).position(|c| c == child).unwrap_or(0);
            ks[depth] = Some(Killer {
                child,
                index,
                cutter: parent,
            });
        }
    }
}

/// The searches of the root: one, or with aspiration windows and MTD(f)
/// several, each with its window.
struct Root {
    /// The window of the current search of the root.
    window: Window,
    /// MTD(f): the bounds the passes proved so far.
    lower: Value,
    upper: Value,
    /// MTD(f): the passes left (a guard; they end before).
    passes: usize,
}

impl Root {
    /// The first search's window: the initial one, the aspiration window
    /// around the guess, or MTD(f)'s first null window (the guess being
    /// the previous iteration's value, if any); records the step that
    /// announces it.
    fn new(tree: &Tree, opts: &Options, found: &[(NodeId, Value, usize)], rec: &mut Recorder) -> Root {
        let mut root = Root {
            window: Window {
                alpha: opts.alpha,
                beta: opts.beta,
                alpha_src: WINDOW,
                beta_src: WINDOW,
            },
            lower: opts.alpha,
            upper: opts.beta,
            passes: tree.len() + 2,
        };
        let previous = found.last().map(|&(_, v, _)| v);
        if let Some((given, delta)) = opts.aspiration {
            let guess = previous.unwrap_or(given);
            (root.window.alpha, root.window.beta) = opts.aspiration_window(guess, delta);
            rec.aspiration(guess);
        }
        if opts.algorithm == Algorithm::Mtdf {
            let guess = previous.or_else(|| tree.h(0)).unwrap_or(Value::int(0));
            let g = guess.max(root.lower).min(root.upper);
            root.window = mtdf::window(opts.ties, g, root.upper);
            rec.pass(g);
        }
        root
    }

    /// The root returned `t` of kind `kind`: the window to search it again
    /// with (MTD(f)'s next pass, or aspiration's widened window), recording
    /// the steps that say so; `None` when `t` is the answer.
    fn again(&mut self, opts: &Options, rec: &mut Recorder, t: Value, kind: BoundKind) -> Option<Window> {
        if opts.algorithm == Algorithm::Mtdf {
            rec.proved(t);
            match mtdf::proves(opts.ties, &self.window, t, kind) {
                BoundKind::Upper => self.upper = t,
                BoundKind::Lower => self.lower = t,
                BoundKind::Exact => (self.lower, self.upper) = (t, t),
            }
            self.passes -= 1;
            if self.lower >= self.upper || self.passes == 0 {
                return None;
            }
            self.window = mtdf::window(opts.ties, t, self.upper);
            rec.pass(t);
            return Some(self.window);
        }
        let w = aspiration::widen(opts, &self.window, t)?;
        rec.fail(0, t);
        // The step carries the bound that replaced the failed one.
        rec.research(0, if w.alpha != self.window.alpha { w.alpha } else { w.beta });
        self.window = w;
        Some(w)
    }
}

/// The iterative depth-first driver shared by all algorithms. `prior`
/// orders the children (iterative deepening); `found` is what the earlier
/// iterations found, recorded as `Deepen` steps before the root.
fn drive(
    tree: &Tree,
    opts: &Options,
    rule: &AnyRule,
    prior: Option<&[Option<Value>]>,
    found: &[(NodeId, Value, usize)],
) -> Trace {
    let mut rec = Recorder::new(tree, *opts);
    for &(best, value, leaves) in found {
        rec.deepen(best, value, leaves);
    }
    let mut plan = Plan {
        dynamic: opts.killers || opts.deepening,
        prior,
        killers: opts.killers.then(Vec::new),
        order: Vec::new(),
    };
    let mut stack: Vec<Frame> = Vec::new();
    let mut table = opts.tt.then(|| tt::Table::new(tree, opts));
    let mut root = Root::new(tree, opts, found, &mut rec);
    // The value that a finished node hands to the frame on top of the stack.
    let mut pending: Option<(NodeId, Value, BoundKind)> = start(
        tree,
        opts,
        rule,
        &mut rec,
        &mut stack,
        &mut plan,
        table.as_ref(),
        0,
        root.window,
    );
    loop {
        if let Some((child, t, kind)) = pending.take() {
            // A node searched again: the root, when it has finished and
            // aspiration windows or MTD(f) ask for another window; a child
            // whose PVS test failed.
            let again = match stack.last_mut() {
                None => root.again(opts, &mut rec, t, kind).map(|w| (0, w)),
                Some(f) => pvs::failed(f, opts, &mut rec, child, t).map(|w| (child, w)),
            };
            if let Some((id, w)) = again {
                pending = start(tree, opts, rule, &mut rec, &mut stack, &mut plan, table.as_ref(), id, w);
                continue;
            }
            let Some(f) = stack.last_mut() else {
                // The root has finished.
                return rec.finish(t);
            };
            absorb(tree, opts, rule, &mut rec, &mut plan, f, (child, t, kind));
            continue;
        }
        // The stack cannot be empty here: the root's value arrives through
        // `pending` and ends the loop above.
        let Some(f) = stack.last_mut() else {
            return rec.finish(Value::int(0));
        };
        if f.next < f.stop {
            let (child, window) = next_child(tree, opts, rule, &mut rec, &plan, f);
            pending = start(
                tree,
                opts,
                rule,
                &mut rec,
                &mut stack,
                &mut plan,
                table.as_ref(),
                child,
                window,
            );
        } else {
            let f = stack.pop().expect("checked above");
            pending = Some(finish(tree, &mut rec, &mut plan, table.as_mut(), f));
        }
    }
}

/// `child` returned `t` (of `kind`) to `f`: the best move, what the
/// children prove, m, then the cut test and the bound the rule moves.
fn absorb(
    tree: &Tree,
    opts: &Options,
    rule: &AnyRule,
    rec: &mut Recorder,
    plan: &mut Plan,
    f: &mut Frame,
    (child, t, kind): (NodeId, Value, BoundKind),
) {
    // The first child, or one that improves m, is the best move so far.
    // Ties keep the earlier child: seed 001's `≥` would switch to a later
    // child whose cut value is only a bound, not its value.
    if rule.absorb(f, t) || !rec.has_best(f.node) {
        rec.best_child(f.node, child);
    }
    f.known.absorb(f.player, Known::of(t, kind));
    rec.returned(child, f.node, t, &f.window(), f.m);
    if cut(tree, opts, rule, rec, plan, f, child, t) {
        return;
    }
    if rule.move_bound(f) {
        rec.bound_moved(f.node, &f.window(), f.m);
    }
}

/// The next child of `f` to search (in the plan's order, or the arena's)
/// and the window it gets: its rule's, which PVS narrows after the first
/// child.
fn next_child(
    tree: &Tree,
    opts: &Options,
    rule: &AnyRule,
    rec: &mut Recorder,
    plan: &Plan,
    f: &mut Frame,
) -> (NodeId, Window) {
    let child = if plan.dynamic {
        f.next += 1;
        plan.order[f.next as usize - 1]
    } else {
        let c = f.next;
        f.next = tree.end(c);
        c
    };
    let (alpha, beta, alpha_src, beta_src) = rule.child_window(f);
    let mut window = Window {
        alpha,
        beta,
        alpha_src,
        beta_src,
    };
    if opts.algorithm == Algorithm::Pvs {
        let first = if plan.dynamic {
            f.next as usize - 1 == f.stop as usize - tree.child_count(f.node)
        } else {
            child == f.node + 1
        };
        window = pvs::child_window(f, opts, tree, rec, child, first, window);
    }
    (child, window)
}

/// Ends the frame `f`, taken off the stack: records its value and kind,
/// stores them in the table, and returns what it hands to its parent.
fn finish(
    tree: &Tree,
    rec: &mut Recorder,
    plan: &mut Plan,
    table: Option<&mut tt::Table>,
    f: Frame,
) -> (NodeId, Value, BoundKind) {
    if plan.dynamic {
        plan.order.truncate(f.stop as usize - tree.child_count(f.node));
    }
    let m = f.m.unwrap_or(Value::int(0));
    let kind = f.known.classify(m);
    rec.leave(f.node, m, kind);
    if let Some(t) = table {
        t.store(f.node, m, kind);
    }
    (f.node, m, kind)
}

/// After `child` returned `t` to `f`: whether `f` stops (its m crossed the
/// bound its rule tests). A cut that skips children is recorded (with the
/// children it skipped, for the searches that visit nodes again) and ends
/// the frame's children; one on the last child skips nothing and is not.
// The driver's state is passed piece by piece so that each borrow is short.
#[allow(clippy::too_many_arguments)]
fn cut(
    tree: &Tree,
    opts: &Options,
    rule: &AnyRule,
    rec: &mut Recorder,
    plan: &mut Plan,
    f: &mut Frame,
    child: NodeId,
    t: Value,
) -> bool {
    let Some(c) = rule.cut_test(f) else {
        return false;
    };
    let m = f.m.unwrap_or(t);
    if !cut_fires(f.player, m, c.bound, opts.ties) {
        return false;
    }
    if f.next < f.stop {
        let first = if plan.dynamic {
            plan.order[f.next as usize]
        } else {
            f.next
        };
        rec.cut(f.node, m, c.bound, c.source, first);
        if opts.revisits() {
            plan.record_skipped(tree, rec, f);
        }
        f.next = f.stop;
        f.known.open_far_side(f.player);
        plan.cut_by(tree, f.node, child);
    }
    true
}

/// Starts visiting `id` with the window `w`.
/// Returns the value at once for an evaluated node or a node the
/// transposition table decides, or pushes a frame.
// The driver's state is passed piece by piece so that each borrow is short.
#[allow(clippy::too_many_arguments)]
fn start(
    tree: &Tree,
    opts: &Options,
    rule: &AnyRule,
    rec: &mut Recorder,
    stack: &mut Vec<Frame>,
    plan: &mut Plan,
    table: Option<&tt::Table>,
    id: NodeId,
    w: Window,
) -> Option<(NodeId, Value, BoundKind)> {
    if opts.evaluates(tree, id) {
        let v = opts.evaluation(tree, id);
        rec.eval(id, v, &w);
        return Some((id, v, BoundKind::Exact));
    }
    if let Some(hit) = table.and_then(|t| t.probe(id, &w, opts.ties)) {
        rec.tt_hit(id, hit.value, hit.kind, &w);
        return Some((id, hit.value, hit.kind));
    }
    let mut f = Frame {
        node: id,
        player: tree.player(id),
        next: id + 1,
        stop: tree.end(id),
        alpha: w.alpha,
        beta: w.beta,
        alpha_src: w.alpha_src,
        beta_src: w.beta_src,
        m: None,
        m_src: WINDOW,
        known: Known::empty(tree.player(id)),
        testing: false,
    };
    (f.m, f.m_src) = rule.initial_m(&f);
    rec.enter(f.node, &f.window(), f.m);
    if plan.dynamic {
        (f.next, f.stop) = plan.children(tree, rec, id);
    }
    stack.push(f);
    None
}
