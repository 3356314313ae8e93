//! A node's id, the tree's limits, and the players (MAX, MIN).

#[allow(unused_imports)]
use super::*;

/// A node id: the node's pre-order index.
pub type NodeId = u32;

/// The most nodes a tree may have. Big enough for a uniform tree of
/// branching 3 and depth 12 (797,161 nodes) with room to spare, small enough
/// that ids fit in `u32` with spare values and the arena fits in memory.
pub const MAX_NODES: usize = 2_000_000;

/// The longest label, in characters.
pub const MAX_LABEL_CHARS: usize = 24;

/// Which player moves at a node. Serialised as `"max"` / `"min"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Player {
    /// The maximising player (drawn ▲).
    Max,
    /// The minimising player (drawn ▼).
    Min,
}

impl Player {
    /// The other player.
    pub fn other(self) -> Player {
        match self {
            Player::Max => Player::Min,
            Player::Min => Player::Max,
        }
    }

    /// `"max"` or `"min"`, as the JSON contract writes it.
    pub fn as_str(self) -> &'static str {
        match self {
            Player::Max => "max",
            Player::Min => "min",
        }
    }
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Player::Max => "MAX",
            Player::Min => "MIN",
        })
    }
}
