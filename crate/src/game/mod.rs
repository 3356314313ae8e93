//! Real games as search trees: tic-tac-toe, Connect 4, domineering, Nim,
//! and Pig, a dice game whose trees have chance nodes.
//!
//! Seed 002 builds the search tree from *configurations*: the root is the
//! position to play, a node's children are the positions after each legal
//! move, a finished position is a leaf with its complete evaluation, and a
//! position at depth P is a leaf evaluated with a heuristic h. [`game_tree`]
//! does exactly that, through [`TreeBuilder`] and an explicit stack (no
//! recursion on depth, invariant 3), so the tree it returns is an ordinary
//! [`Tree`]: every view, export, practice mode and the CLI work on it.
//!
//! Values are those of the player to move at the root (MAX): a game's
//! [`Game::utility`] and [`Game::h`] speak for the player to move at the
//! position, and the builder flips the sign at MIN's levels.
//!
//! Each game has a compact text notation for positions
//! ([`Game::parse`]/[`Game::format`]); a bad position is a [`GameError`]
//! that says what is wrong in English and French. [`Board`] is what a page
//! needs to draw a position: a grid of cells with symbols.

pub mod connect4;
pub mod domineering;
pub mod nim;
pub mod pig;
pub mod tictactoe;

use crate::error::{Kind, Localised};
use crate::lang::Lang;
use crate::tree::{BuildError, NodeId, Player, Tree, TreeBuilder, MAX_NODES};
use crate::value::Value;
use serde::{Deserialize, Serialize};
use std::fmt;

/// A legal move: its label (a tree label, see `tree::check_label`), the
/// cells it occupies or changes (to show it on a board), the cells a click
/// selects it by, and the position it leads to.
#[derive(Clone, Debug, PartialEq)]
pub struct Move<P> {
    /// The label, as the tree writes it (`b2`, `d`, `h2t3`…).
    pub label: String,
    /// The cells the move changes, as (row, column), for highlighting.
    pub cells: Vec<(u8, u8)>,
    /// The cells a click on which plays this move.
    pub keys: Vec<(u8, u8)>,
    /// The position after the move.
    pub next: P,
}

/// A position drawn as a grid: `cells[row * cols + col]` is a symbol (an
/// empty string for an empty cell).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Board {
    /// Rows.
    pub rows: u8,
    /// Columns.
    pub cols: u8,
    /// One symbol per cell, row by row from the top.
    pub cells: Vec<String>,
    /// Who moves, as the game names the side (`x`, `o`, `vertical`…).
    #[serde(rename = "toMove")]
    pub to_move: String,
    /// Whether the game is over.
    pub finished: bool,
}

/// A game: positions, moves in order, terminal utility, a heuristic h, a
/// notation and a board to draw.
pub trait Game {
    /// A position (with the side to move).
    type Pos: Clone + PartialEq;
    /// Reads a position from its notation.
    ///
    /// # Errors
    ///
    /// A [`GameError`] naming what is wrong.
    fn parse(text: &str) -> Result<Self::Pos, GameError>;
    /// The position's notation ([`Game::parse`] reads it back).
    fn format(p: &Self::Pos) -> String;
    /// The legal moves, in the game's natural order; empty when finished.
    fn moves(p: &Self::Pos) -> Vec<Move<Self::Pos>>;
    /// The complete evaluation of a finished position for the player to
    /// move, or `None` if the game goes on.
    fn utility(p: &Self::Pos) -> Option<Value>;
    /// The heuristic value of an unfinished position for the player to move.
    fn h(p: &Self::Pos) -> Value;
    /// The board to draw.
    fn board(p: &Self::Pos) -> Board;
}

/// Which heuristic h evaluates a position at the depth limit P (seed 002:
/// "une fonction d'évaluation h"). The choice shows a class how much the
/// search's answer depends on h.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Heuristic {
    /// The game's own, documented in its module (Connect 4's windows,
    /// domineering's placements, …).
    #[default]
    Game,
    /// Mobility: how many moves the player to move has (seed 003's idea for
    /// domineering, for every game).
    Mobility,
    /// No knowledge: h = 0 everywhere, so only finished games count.
    Zero,
}

impl Heuristic {
    /// Every heuristic, in the order the page lists them.
    pub const ALL: [Heuristic; 3] = [Heuristic::Game, Heuristic::Mobility, Heuristic::Zero];

    /// The name (`game`, `mobility`, `zero`).
    pub fn name(self) -> &'static str {
        match self {
            Heuristic::Game => "game",
            Heuristic::Mobility => "mobility",
            Heuristic::Zero => "zero",
        }
    }

    /// Reads a name as [`Heuristic::name`] writes it.
    pub fn from_name(s: &str) -> Option<Heuristic> {
        Heuristic::ALL.into_iter().find(|h| h.name() == s)
    }

    /// h of an unfinished position for the player to move.
    pub fn eval<G: Game>(self, p: &G::Pos) -> Value {
        match self {
            Heuristic::Game => G::h(p),
            Heuristic::Mobility => Value::int(G::moves(p).len() as i32),
            Heuristic::Zero => Value::int(0),
        }
    }
}

/// Which game: the names the CLI, the wasm boundary and the page use.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum GameKind {
    /// Tic-tac-toe on 3×3.
    TicTacToe,
    /// Connect 4 on 7 columns × 6 rows.
    Connect4,
    /// Domineering on a small rectangle.
    Domineering,
    /// Nim (normal play) on a few small heaps.
    Nim,
    /// Pig, the dice game, to a small goal: a tree with chance nodes.
    Pig,
}

impl GameKind {
    /// Every game, in the order the page lists them.
    pub const ALL: [GameKind; 5] = [
        GameKind::TicTacToe,
        GameKind::Connect4,
        GameKind::Domineering,
        GameKind::Nim,
        GameKind::Pig,
    ];

    /// The name (`tictactoe`, `connect4`, `domineering`, `nim`, `pig`).
    pub fn name(self) -> &'static str {
        match self {
            GameKind::TicTacToe => "tictactoe",
            GameKind::Connect4 => "connect4",
            GameKind::Domineering => "domineering",
            GameKind::Nim => "nim",
            GameKind::Pig => "pig",
        }
    }

    /// Reads a name as [`GameKind::name`] writes it.
    pub fn from_name(s: &str) -> Option<GameKind> {
        GameKind::ALL.into_iter().find(|g| g.name() == s)
    }

    /// The leaf bounds L, U every value of the game's trees lies in, when
    /// its trees have chance nodes (Star1 needs them): Pig's −1, 1.
    pub fn leaf_bounds(self) -> Option<(i32, i32)> {
        (self == GameKind::Pig).then_some((-1, 1))
    }

    /// The starting position's notation.
    pub fn start(self) -> &'static str {
        match self {
            GameKind::TicTacToe => tictactoe::START,
            GameKind::Connect4 => connect4::START,
            GameKind::Domineering => domineering::START,
            GameKind::Nim => nim::START,
            GameKind::Pig => pig::START,
        }
    }
}

/// A position or a request the games refuse, in both languages.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameError {
    /// The English message.
    pub en: String,
    /// The French message.
    pub fr: String,
}

impl GameError {
    /// An error with its two messages.
    pub fn new(en: impl Into<String>, fr: impl Into<String>) -> GameError {
        GameError {
            en: en.into(),
            fr: fr.into(),
        }
    }
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.en)
    }
}

impl std::error::Error for GameError {}

impl Localised for GameError {
    fn kind(&self) -> Kind {
        Kind::Input
    }

    fn message(&self, lang: Lang) -> String {
        match lang {
            Lang::En => self.en.clone(),
            Lang::Fr => self.fr.clone(),
        }
    }
}

/// The deepest P a game tree may ask for (a tree is also capped at
/// `tree::MAX_NODES` nodes).
pub const MAX_DEPTH: u32 = 12;

/// The search tree of `game` from `pos` to depth `depth` (seed 002):
/// children in the order of [`Game::moves`], labelled with the moves;
/// finished positions are leaves worth their utility, unfinished positions
/// at depth `depth` are leaves worth h; values for the root's player (MAX).
///
/// # Errors
///
/// A [`GameError`] if `depth` exceeds [`MAX_DEPTH`] or the tree would have
/// more than `tree::MAX_NODES` nodes.
pub fn game_tree<G: Game>(pos: &G::Pos, depth: u32) -> Result<Tree, GameError> {
    build::<G>(pos, depth, false, Heuristic::Game)
}

/// As [`game_tree`], and every inner node also carries h of its position
/// (for the root's player): what orders children best-first by h at every
/// level and lets iterative deepening stop at any depth below P. The tree's
/// shape and its leaves are the same.
///
/// # Errors
///
/// As [`game_tree`].
pub fn game_tree_with_h<G: Game>(pos: &G::Pos, depth: u32) -> Result<Tree, GameError> {
    build::<G>(pos, depth, true, Heuristic::Game)
}

/// As [`game_tree_with_h`], with the heuristic `h` at the depth limit and on
/// the inner nodes.
///
/// # Errors
///
/// As [`game_tree`].
pub fn game_tree_using<G: Game>(pos: &G::Pos, depth: u32, h: Heuristic) -> Result<Tree, GameError> {
    build::<G>(pos, depth, true, h)
}

fn build<G: Game>(pos: &G::Pos, depth: u32, inner_h: bool, heuristic: Heuristic) -> Result<Tree, GameError> {
    if depth > MAX_DEPTH {
        return Err(GameError::new(
            format!("the depth P = {depth} is too deep: at most {MAX_DEPTH}"),
            format!("la profondeur P = {depth} est trop grande : au plus {MAX_DEPTH}"),
        ));
    }
    let mut b = TreeBuilder::new(Player::Max);
    // Each open node keeps the moves still to expand, in reverse order, and
    // (with `inner_h`) its h for the root's player.
    let mut stack: Vec<Vec<Move<G::Pos>>> = Vec::new();
    let mut hs: Vec<Value> = Vec::new();
    let root = Move {
        label: String::new(),
        cells: Vec::new(),
        keys: Vec::new(),
        next: pos.clone(),
    };
    let mut pending = Some(root);
    loop {
        if let Some(mv) = pending.take() {
            let d = stack.len() as u32;
            let label = (!mv.label.is_empty()).then_some(mv.label.as_str());
            let sign = if d % 2 == 0 { 1.0 } else { -1.0 };
            let leaf = match G::utility(&mv.next) {
                Some(u) => Some(u),
                None if d == depth => Some(heuristic.eval::<G>(&mv.next)),
                None => None,
            };
            match leaf {
                Some(v) => {
                    let v = Value::new(sign * v.get()).unwrap_or(v);
                    b.leaf(v, label).map_err(build_error)?;
                }
                None => {
                    let mut moves = G::moves(&mv.next);
                    moves.reverse();
                    b.open(None, label).map_err(build_error)?;
                    stack.push(moves);
                    if inner_h {
                        let h = heuristic.eval::<G>(&mv.next);
                        hs.push(Value::new(sign * h.get()).unwrap_or(h));
                    }
                }
            }
        }
        let Some(top) = stack.last_mut() else { break };
        match top.pop() {
            Some(mv) => pending = Some(mv),
            None => {
                stack.pop();
                let id = b.close().map_err(build_error)?;
                if let Some(h) = hs.pop() {
                    b.set_h(id, h).map_err(build_error)?;
                }
                if stack.is_empty() {
                    break;
                }
            }
        }
    }
    b.finish().map_err(build_error)
}

fn build_error(e: BuildError) -> GameError {
    match e {
        BuildError::TooManyNodes => GameError::new(
            format!("the game tree would have more than {MAX_NODES} nodes: choose a smaller depth P"),
            format!("l’arbre du jeu aurait plus de {MAX_NODES} nœuds : choisissez une profondeur P plus petite"),
        ),
        other => GameError::new(
            format!("the game tree cannot be built: {other}"),
            format!("l’arbre du jeu ne peut pas être construit : {other}"),
        ),
    }
}

/// The position at node `id` of a tree [`game_tree`] built from `root`:
/// the root's position with the moves on the path from the root played.
///
/// # Errors
///
/// A [`GameError`] if a label on the path is not a legal move (the tree was
/// not built from this position).
pub fn position_at<G: Game>(root: &G::Pos, tree: &Tree, id: NodeId) -> Result<G::Pos, GameError> {
    let mut path = Vec::new();
    let mut n = id;
    while let Some(p) = tree.parent(n) {
        path.push(n);
        n = p;
    }
    let mut pos = root.clone();
    for &node in path.iter().rev() {
        let label = tree.label(node).unwrap_or("");
        let Some(mv) = G::moves(&pos).into_iter().find(|m| m.label == label) else {
            return Err(GameError::new(
                format!("'{label}' is not a legal move in this position"),
                format!("« {label} » n’est pas un coup légal dans cette position"),
            ));
        };
        pos = mv.next;
    }
    Ok(pos)
}

/// A game known by name, with its position as notation: what the CLI and
/// the wasm boundary hand in. The functions dispatch to the game's module.
#[derive(Clone, Debug, PartialEq)]
pub struct Setup {
    /// The game.
    pub game: GameKind,
    /// The position's notation, as the game formats it.
    pub position: String,
    /// The heuristic at the depth limit (the game's own by default).
    pub heuristic: Heuristic,
}

/// A move as the page shows it: the label, the cells it changes and the
/// cells that select it, and the notation of the position it leads to.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MoveView {
    /// The label.
    pub label: String,
    /// Cells changed, as `[row, col]`.
    pub cells: Vec<(u8, u8)>,
    /// Cells a click on which plays the move.
    pub keys: Vec<(u8, u8)>,
    /// The notation of the position after the move.
    pub next: String,
}

macro_rules! dispatch {
    ($kind:expr, $g:ident => $body:expr) => {
        match $kind {
            GameKind::TicTacToe => {
                type $g = tictactoe::TicTacToe;
                $body
            }
            GameKind::Connect4 => {
                type $g = connect4::Connect4;
                $body
            }
            GameKind::Domineering => {
                type $g = domineering::Domineering;
                $body
            }
            GameKind::Nim => {
                type $g = nim::Nim;
                $body
            }
            GameKind::Pig => {
                type $g = pig::Pig;
                $body
            }
        }
    };
}

impl Setup {
    /// A setup, its position checked and written canonically.
    ///
    /// # Errors
    ///
    /// The game's [`GameError`] for a bad position.
    pub fn new(game: GameKind, position: &str) -> Result<Setup, GameError> {
        let position = dispatch!(game, G => G::format(&G::parse(position)?));
        Ok(Setup {
            game,
            position,
            heuristic: Heuristic::Game,
        })
    }

    /// The same setup, evaluated with `heuristic` at the depth limit.
    pub fn with_heuristic(self, heuristic: Heuristic) -> Setup {
        Setup { heuristic, ..self }
    }

    /// The search tree to depth `depth` (see [`game_tree`]; Pig's is
    /// [`pig::tree`], with chance nodes and values for MAX).
    ///
    /// # Errors
    ///
    /// As [`game_tree`], and [`pig::tree`]'s.
    pub fn tree(&self, depth: u32) -> Result<Tree, GameError> {
        if self.game == GameKind::Pig {
            return pig::tree(&pig::Pig::parse(&self.position)?, depth, self.heuristic);
        }
        dispatch!(self.game, G => build::<G>(&G::parse(&self.position)?, depth, false, self.heuristic))
    }

    /// The search tree with h on every inner node too (see
    /// [`game_tree_with_h`]); Pig's tree is [`Setup::tree`]'s, without h
    /// inside (its chance tree is never reordered by h).
    ///
    /// # Errors
    ///
    /// As [`game_tree`].
    pub fn tree_with_h(&self, depth: u32) -> Result<Tree, GameError> {
        if self.game == GameKind::Pig {
            return self.tree(depth);
        }
        dispatch!(self.game, G => game_tree_using::<G>(&G::parse(&self.position)?, depth, self.heuristic))
    }

    /// The notation of the position at node `id` of `tree` (built by
    /// [`Setup::tree`]).
    ///
    /// # Errors
    ///
    /// As [`position_at`].
    pub fn position_at(&self, tree: &Tree, id: NodeId) -> Result<String, GameError> {
        dispatch!(self.game, G => Ok(G::format(&position_at::<G>(&G::parse(&self.position)?, tree, id)?)))
    }

    /// The board of the position.
    ///
    /// # Errors
    ///
    /// The game's [`GameError`] (never for a setup made by [`Setup::new`]).
    pub fn board(&self) -> Result<Board, GameError> {
        dispatch!(self.game, G => Ok(G::board(&G::parse(&self.position)?)))
    }

    /// Pig's score panel (`pig::Score`: the banked scores, the turn total,
    /// who moves, the die in the air, the goal, the winner); `None` for the
    /// other games, whose board says it all.
    ///
    /// # Errors
    ///
    /// As [`Setup::board`].
    pub fn pig_score(&self) -> Result<Option<pig::Score>, GameError> {
        if self.game != GameKind::Pig {
            return Ok(None);
        }
        Ok(Some(pig::Pig::parse(&self.position)?.score()))
    }

    /// The legal moves, in order.
    ///
    /// # Errors
    ///
    /// As [`Setup::board`].
    pub fn moves(&self) -> Result<Vec<MoveView>, GameError> {
        dispatch!(self.game, G => Ok(G::moves(&G::parse(&self.position)?)
            .into_iter()
            .map(|m| MoveView {
                label: m.label,
                cells: m.cells,
                keys: m.keys,
                next: G::format(&m.next),
            })
            .collect()))
    }

    /// The position after the move `label`.
    ///
    /// # Errors
    ///
    /// A [`GameError`] if `label` is not a legal move here.
    pub fn play(&self, label: &str) -> Result<Setup, GameError> {
        let next = self.moves()?.into_iter().find(|m| m.label == label).ok_or_else(|| {
            GameError::new(
                format!("'{label}' is not a legal move in this position"),
                format!("« {label} » n’est pas un coup légal dans cette position"),
            )
        })?;
        Ok(Setup {
            game: self.game,
            position: next.next,
            heuristic: self.heuristic,
        })
    }
}

/// The mark to move in a game of x and o (tic-tac-toe, Connect 4), cells
/// coded as for [`xo_board`]: x (1) starts and the two alternate, so x moves
/// when both have played as often, o (2) otherwise.
pub(crate) fn xo_to_move(cells: &[u8]) -> u8 {
    let x = cells.iter().filter(|&&c| c == 1).count();
    let o = cells.iter().filter(|&&c| c == 2).count();
    if x == o {
        1
    } else {
        2
    }
}

/// The board of a game of x and o (tic-tac-toe, Connect 4): cells coded 0
/// (empty), 1 (x), 2 (o), row by row.
pub(crate) fn xo_board(rows: u8, cols: u8, cells: &[u8], to_move: u8, finished: bool) -> Board {
    let symbol = |c: u8| ["", "x", "o"][c as usize].to_string();
    Board {
        rows,
        cols,
        cells: cells.iter().map(|&c| symbol(c)).collect(),
        to_move: symbol(to_move),
        finished,
    }
}

/// Splits a grid notation (rows separated by `/`) into rows of characters,
/// checking the size and the alphabet; `what` names the game in messages.
pub(crate) fn grid(
    text: &str,
    rows: std::ops::RangeInclusive<usize>,
    cols: std::ops::RangeInclusive<usize>,
    alphabet: &str,
    what: (&str, &str),
) -> Result<Vec<Vec<char>>, GameError> {
    let lines: Vec<Vec<char>> = text.trim().split('/').map(|r| r.trim().chars().collect()).collect();
    if !rows.contains(&lines.len()) {
        // "6 rows" for a fixed board, "2 to 6 rows" for a choice of sizes.
        let (en, fr) = if rows.start() == rows.end() {
            (rows.start().to_string(), rows.start().to_string())
        } else {
            (
                format!("{} to {}", rows.start(), rows.end()),
                format!("{} à {}", rows.start(), rows.end()),
            )
        };
        return Err(GameError::new(
            format!(
                "a {} position has {en} rows separated by '/', not {}",
                what.0,
                lines.len()
            ),
            format!(
                "une position de {} a {fr} lignes séparées par '/', pas {}",
                what.1,
                lines.len()
            ),
        ));
    }
    let width = lines[0].len();
    for (i, l) in lines.iter().enumerate() {
        if l.len() != width || !cols.contains(&l.len()) {
            return Err(GameError::new(
                format!(
                    "row {} of the {} position has {} cells: every row needs the same number, from {} to {}",
                    i + 1,
                    what.0,
                    l.len(),
                    cols.start(),
                    cols.end()
                ),
                format!(
                    "la ligne {} de la position de {} a {} cases : toutes les lignes en ont autant, de {} à {}",
                    i + 1,
                    what.1,
                    l.len(),
                    cols.start(),
                    cols.end()
                ),
            ));
        }
        if let Some(c) = l.iter().find(|c| !alphabet.contains(**c)) {
            return Err(GameError::new(
                format!(
                    "row {} of the {} position has '{c}': write cells with {}",
                    i + 1,
                    what.0,
                    spell(alphabet)
                ),
                format!(
                    "la ligne {} de la position de {} contient « {c} » : écrivez les cases avec {}",
                    i + 1,
                    what.1,
                    spell(alphabet)
                ),
            ));
        }
    }
    Ok(lines)
}

fn spell(alphabet: &str) -> String {
    alphabet
        .chars()
        .map(|c| format!("'{c}'"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The column letter `a`, `b`… of column `c`.
pub(crate) fn col_letter(c: usize) -> char {
    (b'a' + c as u8) as char
}
