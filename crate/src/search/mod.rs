//! The searches: minimax, α-β fail-soft and α-β fail-hard, as one iterative
//! driver and one rule set per algorithm.
//!
//! The driver walks the tree depth-first, left to right, with an explicit
//! stack of [`Frame`]s (invariant 3: no recursion, so a chain of 100,000
//! levels works in wasm too). What differs between the algorithms (where m
//! starts, which window a child inherits, how a returned value is absorbed,
//! when to cut, whether α/β move) lives in a [`Rule`], one per file:
//! [`minimax`], [`fail_soft`], [`fail_hard`]. The driver reports every step to
//! a [`Recorder`], which builds the [`Trace`].
//!
//! A search cannot fail: [`Options::validate`] checks the only input that can
//! be wrong (a depth limit reaching an inner node without h) before it runs.

pub mod fail_hard;
pub mod fail_soft;
pub mod minimax;

use crate::trace::{BoundKind, Recorder, Src, Trace, WINDOW};
use crate::tree::{NodeId, Player, Tree};
use crate::value::Value;
use std::fmt;

/// Which search to run.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Algorithm {
    /// Plain minimax: every node within the depth limit is visited.
    Minimax,
    /// α-β fail-soft, as seed 001 (TOUR-MAX/TOUR-MIN) and seed 003's Python:
    /// m starts at −∞ (MAX) or +∞ (MIN), and α/β move after each child.
    AlphaBeta,
    /// α-β fail-hard, as seed 000's C function: m starts at α (MAX) or β
    /// (MIN) and is itself the bound handed to the next child.
    AlphaBetaHard,
}

impl Algorithm {
    /// The name the CLI and the page use.
    pub fn name(self) -> &'static str {
        match self {
            Algorithm::Minimax => "minimax",
            Algorithm::AlphaBeta => "alphabeta",
            Algorithm::AlphaBetaHard => "alphabeta-hard",
        }
    }

    /// Parses a name as [`Algorithm::name`] writes it.
    pub fn from_name(s: &str) -> Option<Algorithm> {
        match s {
            "minimax" => Some(Algorithm::Minimax),
            "alphabeta" | "alphabeta-soft" | "fail-soft" => Some(Algorithm::AlphaBeta),
            "alphabeta-hard" | "fail-hard" => Some(Algorithm::AlphaBetaHard),
            _ => None,
        }
    }
}

/// How a cut treats equality.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Ties {
    /// Cut on equality: `m ≥ β` at MAX, `m ≤ α` at MIN (all five seeds).
    Prune,
    /// Cut only on strict inequality: `m > β`, `m < α` (some courses).
    Strict,
}

/// Everything a search depends on besides the tree.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Options {
    /// The algorithm.
    pub algorithm: Algorithm,
    /// The tie rule for cuts.
    pub ties: Ties,
    /// The depth limit P: a node at depth P is evaluated with its h (or its
    /// value, for a leaf) instead of being expanded.
    pub depth_limit: Option<u32>,
    /// The initial α (default −∞).
    pub alpha: Value,
    /// The initial β (default +∞).
    pub beta: Value,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            algorithm: Algorithm::AlphaBeta,
            ties: Ties::Prune,
            depth_limit: None,
            alpha: Value::NEG_INF,
            beta: Value::POS_INF,
        }
    }
}

/// Options that do not fit the tree.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OptionsError {
    /// The depth limit reaches an inner node that has no h.
    MissingH {
        /// The node.
        node: NodeId,
        /// Its name (label or `#id`).
        name: String,
        /// The depth limit.
        depth: u32,
    },
    /// The initial window is empty or inverted (α ≥ β). An empty window
    /// (α = β) would make the bounds ambiguous when cuts fire on equality.
    BadWindow,
}

impl fmt::Display for OptionsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OptionsError::MissingH { name, depth, .. } => write!(
                f,
                "the depth limit {depth} stops at the inner node {name}, which has no heuristic value: write it as [...] h=VALUE"
            ),
            OptionsError::BadWindow => write!(f, "the initial window needs α < β"),
        }
    }
}

impl std::error::Error for OptionsError {}

impl OptionsError {
    /// The message in French (the `Display` impl is the English one).
    pub fn message_fr(&self) -> String {
        match self {
            OptionsError::MissingH { name, depth, .. } => format!(
                "la profondeur limite {depth} s'arrête au nœud interne {name}, qui n'a pas de valeur heuristique : écrivez-le [...] h=VALEUR"
            ),
            OptionsError::BadWindow => "la fenêtre initiale doit vérifier α < β".to_string(),
        }
    }
}

impl Options {
    /// Checks that the options fit `tree`.
    ///
    /// # Errors
    ///
    /// [`OptionsError::MissingH`] for the first inner node (in pre-order) at
    /// the depth limit without h; [`OptionsError::BadWindow`] if α ≥ β.
    pub fn validate(&self, tree: &Tree) -> Result<(), OptionsError> {
        if self.alpha >= self.beta {
            return Err(OptionsError::BadWindow);
        }
        if let Some(p) = self.depth_limit {
            for id in 0..tree.len() as NodeId {
                if tree.depth(id) == p && !tree.is_leaf(id) && tree.h(id).is_none() {
                    return Err(OptionsError::MissingH {
                        node: id,
                        name: tree.name(id),
                        depth: p,
                    });
                }
            }
        }
        Ok(())
    }

    /// Whether the search evaluates `id` instead of expanding it.
    pub fn evaluates(&self, tree: &Tree, id: NodeId) -> bool {
        tree.is_leaf(id) || self.depth_limit == Some(tree.depth(id))
    }

    /// The value used when the search evaluates `id`: the leaf's value or
    /// the inner node's h. Validation guarantees h exists; 0 is unreachable.
    pub fn evaluation(&self, tree: &Tree, id: NodeId) -> Value {
        tree.leaf_value(id).or_else(|| tree.h(id)).unwrap_or(Value::int(0))
    }
}

/// A node being searched: the local variables of one call of the seeds'
/// recursive function.
#[derive(Clone, Copy, Debug)]
pub struct Frame {
    /// The node.
    pub node: NodeId,
    /// Its player.
    pub player: Player,
    /// The next child to visit (or the end of the subtree).
    pub next: NodeId,
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
    match (player, ties) {
        (Player::Max, Ties::Prune) => m >= bound,
        (Player::Max, Ties::Strict) => m > bound,
        (Player::Min, Ties::Prune) => m <= bound,
        (Player::Min, Ties::Strict) => m < bound,
    }
}

/// Runs the search and returns its trace.
///
/// # Errors
///
/// Only [`Options::validate`]'s errors; once they pass, the search itself
/// cannot fail.
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
    Ok(match opts.algorithm {
        Algorithm::Minimax => drive(tree, opts, &minimax::Minimax),
        Algorithm::AlphaBeta => drive(tree, opts, &fail_soft::FailSoft),
        Algorithm::AlphaBetaHard => drive(tree, opts, &fail_hard::FailHard),
    })
}

/// The iterative depth-first driver shared by all algorithms.
fn drive(tree: &Tree, opts: &Options, rule: &dyn Rule) -> Trace {
    let mut rec = Recorder::new(tree, *opts);
    let mut stack: Vec<Frame> = Vec::new();
    // The value that a finished node hands to the frame on top of the stack.
    let mut pending: Option<(NodeId, Value, BoundKind)> = start(
        tree,
        opts,
        rule,
        &mut rec,
        &mut stack,
        0,
        (opts.alpha, opts.beta, WINDOW, WINDOW),
    );
    loop {
        if let Some((child, t, kind)) = pending.take() {
            let Some(f) = stack.last_mut() else {
                // The root has finished.
                return rec.finish(t);
            };
            // The first child, or one that improves m, is the best move so
            // far. Ties keep the earlier child: seed 001's `≥` would switch to
            // a later child whose cut value is only a bound, not its value.
            if rule.absorb(f, t) || !rec.has_best(f.node) {
                rec.best_child(f.node, child);
            }
            f.known.absorb(f.player, Known::of(t, kind));
            rec.returned(child, f.node, t, f);
            let remaining = f.next < tree.end(f.node);
            if let Some(c) = rule.cut_test(f) {
                let m = f.m.unwrap_or(t);
                if cut_fires(f.player, m, c.bound, opts.ties) {
                    if remaining {
                        rec.cut(f, m, c, f.next);
                        f.next = tree.end(f.node);
                        f.known.open_far_side(f.player);
                    }
                    continue;
                }
            }
            if rule.move_bound(f) {
                rec.bound_moved(f);
            }
            continue;
        }
        // The stack cannot be empty here: the root's value arrives through
        // `pending` and ends the loop above.
        let Some(f) = stack.last_mut() else {
            return rec.finish(Value::int(0));
        };
        if f.next < tree.end(f.node) {
            let child = f.next;
            f.next = tree.end(child);
            let window = rule.child_window(f);
            pending = start(tree, opts, rule, &mut rec, &mut stack, child, window);
        } else {
            let f = stack.pop().expect("checked above");
            let m = f.m.unwrap_or(Value::int(0));
            let kind = f.known.classify(m);
            rec.leave(&f, m, kind);
            pending = Some((f.node, m, kind));
        }
    }
}

/// Starts visiting `id` with the window `(α, β, α source, β source)`.
/// Returns the value at once for an evaluated node, or pushes a frame.
fn start(
    tree: &Tree,
    opts: &Options,
    rule: &dyn Rule,
    rec: &mut Recorder,
    stack: &mut Vec<Frame>,
    id: NodeId,
    (alpha, beta, alpha_src, beta_src): (Value, Value, Src, Src),
) -> Option<(NodeId, Value, BoundKind)> {
    if opts.evaluates(tree, id) {
        let v = opts.evaluation(tree, id);
        rec.eval(id, v, alpha, beta, alpha_src, beta_src);
        return Some((id, v, BoundKind::Exact));
    }
    let mut f = Frame {
        node: id,
        player: tree.player(id),
        next: id + 1,
        alpha,
        beta,
        alpha_src,
        beta_src,
        m: None,
        m_src: WINDOW,
        known: Known::empty(tree.player(id)),
    };
    (f.m, f.m_src) = rule.initial_m(&f);
    rec.enter(&f);
    stack.push(f);
    None
}
