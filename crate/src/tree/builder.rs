//! [`TreeBuilder`], the only way to make a [`Tree`]: nodes opened and
//! closed in pre-order, checked as they come.

#[allow(unused_imports)]
use super::*;

/// Builds a [`Tree`] in pre-order: `open` an inner node, add `leaf`s and
/// nested inner nodes, `close` it. The first call creates the root.
///
/// # Example
///
/// ```
/// use alphabeta::tree::{TreeBuilder, Player};
/// use alphabeta::value::Value;
/// let mut b = TreeBuilder::new(Player::Max);
/// b.open(None, None).unwrap();
/// b.leaf(Value::new(3.0).unwrap(), None).unwrap();
/// b.leaf(Value::new(5.0).unwrap(), None).unwrap();
/// b.close().unwrap();
/// let t = b.finish().unwrap();
/// assert_eq!(t.len(), 3);
/// assert_eq!(t.children(0).collect::<Vec<_>>(), vec![1, 2]);
/// ```
#[derive(Debug)]
pub struct TreeBuilder {
    tree: Tree,
    /// The tree's `parent` and `depth` columns while they grow; shared
    /// (`Arc`) once the tree is finished.
    parent: Vec<NodeId>,
    depth: Vec<u32>,
    open: Vec<NodeId>,
    /// The number of children added so far to each open node.
    kids: Vec<u32>,
    done: bool,
    /// By node: whether it is a chance node, its written player, and its
    /// probability (empty until the first of them is set, so that a tree
    /// without them pays nothing).
    is_chance: Vec<bool>,
    written: Vec<Option<Player>>,
    prob: Vec<Option<Exact>>,
}

impl TreeBuilder {
    /// Starts an empty tree whose root will play `root_player`.
    pub fn new(root_player: Player) -> TreeBuilder {
        TreeBuilder {
            tree: Tree {
                root_player,
                parent: Arc::new([]),
                end: Vec::new(),
                depth: Arc::new([]),
                num: Vec::new(),
                labels: Vec::new(),
                ambiguous: None,
                ordinal: Vec::new(),
                levels: Vec::new(),
                uniform: None,
                chance: None,
            },
            parent: Vec::new(),
            depth: Vec::new(),
            open: Vec::new(),
            kids: Vec::new(),
            done: false,
            is_chance: Vec::new(),
            written: Vec::new(),
            prob: Vec::new(),
        }
    }

    /// Makes the chance columns as long as the nodes, from the first use.
    fn grow_chance(&mut self) {
        let n = self.len();
        self.is_chance.resize(n, false);
        self.written.resize(n, None);
        self.prob.resize(n, None);
    }

    /// Opens a chance node (expectiminimax) with its optional h and label.
    /// Each of its children then gets a probability
    /// ([`TreeBuilder::set_probability`]) and they sum to exactly 1.
    ///
    /// # Errors
    ///
    /// As for [`TreeBuilder::leaf`].
    pub fn open_chance(&mut self, h: Option<Value>, label: Option<&str>) -> Result<NodeId, BuildError> {
        let id = self.open(h, label)?;
        self.grow_chance();
        self.is_chance[id as usize] = true;
        Ok(id)
    }

    /// Writes the player of `id`, a decision node (`max[…]`, `min[…]`).
    ///
    /// # Errors
    ///
    /// [`BuildError::NotDecision`] for a chance node or a node not added.
    pub fn set_player(&mut self, id: NodeId, p: Player) -> Result<(), BuildError> {
        self.grow_chance();
        let i = id as usize;
        if i >= self.len() || self.is_chance[i] {
            return Err(BuildError::NotDecision(id));
        }
        self.written[i] = Some(p);
        Ok(())
    }

    /// Gives `id`, a child of a chance node, its probability.
    ///
    /// # Errors
    ///
    /// [`BuildError::BadProbability`] for `p ≤ 0` or a parent that is not
    /// a chance node.
    pub fn set_probability(&mut self, id: NodeId, p: Exact) -> Result<(), BuildError> {
        self.grow_chance();
        let i = id as usize;
        let parent_is_chance = self
            .parent
            .get(i)
            .is_some_and(|&q| q != NO_PARENT && self.is_chance[q as usize]);
        if !p.is_positive() || !parent_is_chance {
            return Err(BuildError::BadProbability(id));
        }
        self.prob[i] = Some(p);
        Ok(())
    }

    /// The sum of the probabilities of `id`'s children, if `id` is a
    /// chance node (`None` inside: a child without one, or past the limit).
    fn probability_sum(&self, id: NodeId) -> Option<Option<Exact>> {
        if !self.is_chance.get(id as usize).copied().unwrap_or(false) {
            return None;
        }
        let (mut c, end) = (id + 1, self.len() as NodeId);
        let mut sum = Some(Exact::ZERO);
        while c < end {
            sum = match (sum, self.prob.get(c as usize).copied().flatten()) {
                (Some(s), Some(p)) => s.checked_add(p),
                _ => None,
            };
            c = self.tree.end[c as usize];
        }
        Some(sum)
    }

    /// The number of nodes added so far.
    pub fn len(&self) -> usize {
        self.parent.len()
    }

    /// Whether nothing was added yet.
    pub fn is_empty(&self) -> bool {
        self.parent.is_empty()
    }

    fn push(&mut self, num: Option<Value>, label: Option<&str>) -> Result<NodeId, BuildError> {
        if self.done {
            return Err(BuildError::Unbalanced);
        }
        let id = self.len();
        if id >= MAX_NODES {
            return Err(BuildError::TooManyNodes);
        }
        let id = id as NodeId;
        if num.is_some_and(|v| !in_range(v)) {
            return Err(BuildError::OutOfRange(id));
        }
        if let Some(l) = label {
            if !is_valid_label(l) {
                return Err(BuildError::BadLabel(id));
            }
        }
        let (parent, depth) = match self.open.last() {
            Some(&p) => (p, self.depth[p as usize] + 1),
            None => (NO_PARENT, 0),
        };
        self.parent.push(parent);
        self.tree.end.push(id + 1);
        self.depth.push(depth);
        self.tree.num.push(num);
        self.tree.labels.push(label.map(Into::into));
        let ordinal = match self.kids.last_mut() {
            Some(k) => {
                *k += 1;
                *k
            }
            None => 1,
        };
        self.tree.ordinal.push(ordinal);
        if self.open.is_empty() && id > 0 {
            return Err(BuildError::Unbalanced);
        }
        Ok(id)
    }

    /// Adds a leaf with its value and optional label.
    ///
    /// # Errors
    ///
    /// Too many nodes, a bad label, or a leaf after the root was finished.
    pub fn leaf(&mut self, value: Value, label: Option<&str>) -> Result<NodeId, BuildError> {
        let id = self.push(Some(value), label)?;
        if self.open.is_empty() {
            self.done = true;
        }
        Ok(id)
    }

    /// Opens an inner node with its optional heuristic value h and label.
    ///
    /// # Errors
    ///
    /// As for [`TreeBuilder::leaf`].
    pub fn open(&mut self, h: Option<Value>, label: Option<&str>) -> Result<NodeId, BuildError> {
        let id = self.push(h, label)?;
        self.open.push(id);
        self.kids.push(0);
        Ok(id)
    }

    /// Sets the heuristic value h of `id`, an inner node already closed
    /// (the notation writes h after the children).
    ///
    /// # Errors
    ///
    /// [`BuildError::NotInner`] if `id` is not a closed inner node,
    /// [`BuildError::OutOfRange`] for a value the notation cannot write.
    pub fn set_h(&mut self, id: NodeId, h: Value) -> Result<(), BuildError> {
        let i = id as usize;
        let closed_inner = i < self.len() && self.tree.end[i] > id + 1 && !self.open.contains(&id);
        if !closed_inner {
            return Err(BuildError::NotInner(id));
        }
        if !in_range(h) {
            return Err(BuildError::OutOfRange(id));
        }
        self.tree.num[i] = Some(h);
        Ok(())
    }

    /// Closes the innermost open inner node and returns its id.
    ///
    /// # Errors
    ///
    /// [`BuildError::EmptyInner`] if it has no child, [`BuildError::Unbalanced`]
    /// if nothing is open.
    pub fn close(&mut self) -> Result<NodeId, BuildError> {
        let id = self.open.pop().ok_or(BuildError::Unbalanced)?;
        self.kids.pop();
        let end = self.len() as NodeId;
        if end == id + 1 {
            return Err(BuildError::EmptyInner(id));
        }
        self.tree.end[id as usize] = end;
        if let Some(sum) = self.probability_sum(id) {
            if sum != Some(Exact::ONE) {
                return Err(BuildError::ProbabilitySum(id, sum));
            }
        }
        if self.open.is_empty() {
            self.done = true;
        }
        Ok(id)
    }

    /// Returns the finished tree.
    ///
    /// # Errors
    ///
    /// [`BuildError::Unbalanced`] if nothing was added or a node is still open.
    pub fn finish(mut self) -> Result<Tree, BuildError> {
        if !self.done || !self.open.is_empty() {
            return Err(BuildError::Unbalanced);
        }
        let chance = self.chance_columns()?;
        let mut tree = self.tree;
        tree.parent = self.parent.into();
        tree.depth = self.depth.into();
        tree.chance = chance;
        tree.measure();
        Ok(tree)
    }

    /// The players of a tree with chance nodes or written players, in one
    /// pass in pre-order (a parent comes before its children); `None` when
    /// every player is what the levels give, so that such a tree equals
    /// the one built without them.
    fn chance_columns(&mut self) -> Result<Option<Box<Chance>>, BuildError> {
        if self.is_chance.is_empty() {
            return Ok(None);
        }
        self.grow_chance();
        let n = self.len();
        let root = self.tree.root_player;
        let mut players = Vec::with_capacity(n);
        let mut written = vec![false; n];
        for (i, written) in written.iter_mut().enumerate() {
            let default = match self.parent[i] {
                NO_PARENT => root,
                p if self.is_chance[p as usize] => players[p as usize],
                p => Player::other(players[p as usize]),
            };
            let leaf = self.tree.end[i] == i as NodeId + 1;
            let player = match self.written[i] {
                Some(_) if leaf || self.is_chance[i] => return Err(BuildError::NotDecision(i as NodeId)),
                Some(w) => {
                    *written = w != default;
                    w
                }
                None => default,
            };
            players.push(player);
        }
        let parity = |i: usize| if self.depth[i] % 2 == 0 { root } else { root.other() };
        if !self.is_chance.contains(&true) && (0..n).all(|i| players[i] == parity(i)) {
            return Ok(None);
        }
        Ok(Some(Box::new(Chance {
            is_chance: std::mem::take(&mut self.is_chance),
            players: players.into(),
            prob: std::mem::take(&mut self.prob),
            written,
        })))
    }
}
