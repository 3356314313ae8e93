//! Tic-tac-toe on 3×3: `x` moves first.
//!
//! Notation: three rows from the top separated by `/`, cells `x`, `o` or
//! `.` (empty), e.g. `x.o/.x./...`; the side to move follows from the counts
//! (`x` when they are equal, `o` when `x` has one more). Moves are named by
//! the cell, column letter then row number from the top: `a1` … `c3`, in
//! reading order. Utility (seed 002's complete evaluation): +1 for a win of
//! the player to move, −1 for a loss, 0 for a draw. From the empty board the
//! full tree has 549,946 nodes and 255,168 finished games.
//!
//! h (for a depth limit): the lines still open for the player to move minus
//! the lines still open for the opponent (a line is open for a player when
//! the opponent has no mark on it), the classic evaluation of Russell and
//! Norvig, scaled by 1/10 so that it stays between the utilities −1 and +1.

use crate::game::{col_letter, grid, xo_board, Board, Game, GameError, Move};
use crate::value::Value;

/// The empty board.
pub const START: &str = ".../.../...";

/// The eight lines.
const LINES: [[usize; 3]; 8] = [
    [0, 1, 2],
    [3, 4, 5],
    [6, 7, 8],
    [0, 3, 6],
    [1, 4, 7],
    [2, 5, 8],
    [0, 4, 8],
    [2, 4, 6],
];

/// A position: 0 empty, 1 `x`, 2 `o`; `x` moves when the counts are equal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Pos {
    /// The nine cells in reading order.
    pub cells: [u8; 9],
}

impl Pos {
    /// The mark of the player to move (1 or 2).
    pub fn to_move(&self) -> u8 {
        super::xo_to_move(&self.cells)
    }

    /// The winner's mark, if a line is full of one mark.
    pub fn winner(&self) -> Option<u8> {
        LINES.iter().find_map(|l| {
            let a = self.cells[l[0]];
            (a != 0 && a == self.cells[l[1]] && a == self.cells[l[2]]).then_some(a)
        })
    }
}

/// Tic-tac-toe.
#[derive(Clone, Copy, Debug)]
pub struct TicTacToe;

impl Game for TicTacToe {
    type Pos = Pos;

    fn parse(text: &str) -> Result<Pos, GameError> {
        let rows = grid(text, 3..=3, 3..=3, "xo.", ("tic-tac-toe", "morpion"))?;
        let mut cells = [0u8; 9];
        for (r, row) in rows.iter().enumerate() {
            for (c, ch) in row.iter().enumerate() {
                cells[r * 3 + c] = match ch {
                    'x' => 1,
                    'o' => 2,
                    _ => 0,
                };
            }
        }
        let x = cells.iter().filter(|&&c| c == 1).count();
        let o = cells.iter().filter(|&&c| c == 2).count();
        if x != o && x != o + 1 {
            return Err(GameError::new(
                format!("this tic-tac-toe position has {x} x and {o} o: x moves first, so x has as many marks as o or one more"),
                format!("cette position de morpion a {x} x et {o} o : x joue en premier, donc x a autant de marques que o ou une de plus"),
            ));
        }
        let p = Pos { cells };
        let wins = |m: u8| LINES.iter().any(|l| l.iter().all(|&i| cells[i] == m));
        if wins(1) && wins(2) {
            return Err(GameError::new(
                "in this tic-tac-toe position both x and o have a line: one game cannot reach it",
                "dans cette position de morpion, x et o ont chacun une ligne : aucune partie n’y mène",
            ));
        }
        if p.winner().is_some_and(|w| w == p.to_move()) {
            let who = if p.to_move() == 1 { "x" } else { "o" };
            return Err(GameError::new(
                format!("in this tic-tac-toe position {who} has a line but it would be {who}'s turn: the game ended when {who} made it"),
                format!("dans cette position de morpion, {who} a une ligne mais ce serait à {who} de jouer : la partie s’est arrêtée quand {who} l’a faite"),
            ));
        }
        Ok(p)
    }

    fn format(p: &Pos) -> String {
        let mut s = String::with_capacity(11);
        for r in 0..3 {
            if r > 0 {
                s.push('/');
            }
            for c in 0..3 {
                s.push(['.', 'x', 'o'][p.cells[r * 3 + c] as usize]);
            }
        }
        s
    }

    fn moves(p: &Pos) -> Vec<Move<Pos>> {
        if p.winner().is_some() {
            return Vec::new();
        }
        let m = p.to_move();
        (0..9)
            .filter(|&i| p.cells[i] == 0)
            .map(|i| {
                let mut next = *p;
                next.cells[i] = m;
                let rc = ((i / 3) as u8, (i % 3) as u8);
                Move {
                    label: format!("{}{}", col_letter(i % 3), i / 3 + 1),
                    cells: vec![rc],
                    keys: vec![rc],
                    next,
                }
            })
            .collect()
    }

    fn utility(p: &Pos) -> Option<Value> {
        match p.winner() {
            // The last player to move made the line: the player to move lost.
            Some(_) => Some(Value::int(-1)),
            None if p.cells.iter().all(|&c| c != 0) => Some(Value::int(0)),
            None => None,
        }
    }

    fn h(p: &Pos) -> Value {
        let me = p.to_move();
        let other = 3 - me;
        let open = |m: u8| LINES.iter().filter(|l| l.iter().all(|&i| p.cells[i] != 3 - m)).count() as f64;
        Value::new((open(me) - open(other)) / 10.0).unwrap_or(Value::int(0))
    }

    fn board(p: &Pos) -> Board {
        xo_board(3, 3, &p.cells, p.to_move(), Self::utility(p).is_some())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notation_round_trips_and_refuses_clearly() {
        let p = TicTacToe::parse("x.o/.x./...").unwrap();
        assert_eq!(TicTacToe::format(&p), "x.o/.x./...");
        assert_eq!(p.to_move(), 2);
        let e = TicTacToe::parse("xx./.../...").unwrap_err();
        assert!(e.en.contains("2 x and 0 o"), "{e}");
        let e = TicTacToe::parse("x?./.../...").unwrap_err();
        assert!(e.en.contains("'?'"), "{e}");
        assert!(TicTacToe::parse("..../.../...").is_err());
        let e = TicTacToe::parse("xox/oxo/o.x").unwrap_err();
        assert!(e.en.contains("x has a line but it would be x's turn"), "{e}");
        assert_eq!(
            TicTacToe::utility(&TicTacToe::parse("xox/oxo/..x").unwrap())
                .unwrap()
                .get(),
            -1.0
        );
    }
}
