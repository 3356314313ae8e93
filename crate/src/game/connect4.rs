//! Connect 4 (seed 003's *puissance 4*): 7 columns, 6 rows, `x` moves first.
//!
//! Notation: six rows from the top separated by `/`, cells `x`, `o` or `.`,
//! e.g. `......./......./......./......./......./...x...`; discs rest on a
//! disc or on the bottom, and the side to move follows from the counts as in
//! tic-tac-toe. A move is a column, `a` to `g`, and the moves are listed from
//! the centre out (`d`, `c`, `e`, `b`, `f`, `a`, `g`), the order every
//! Connect 4 program uses because central columns belong to more lines.
//!
//! Utility: +∞ for a win of the player to move, −∞ for a loss (seed 003:
//! "h = ±∞ for won positions"), 0 for a full board.
//!
//! h, the classic window count: each of the 69 windows of four aligned
//! cells that holds discs of one player only scores for that player, 1 for
//! one disc, 5 for two, 50 for three; h is the player to move's score minus
//! the opponent's.

use crate::game::{col_letter, grid, xo_board, Board, Game, GameError, Move};
use crate::value::Value;

/// The empty board.
pub const START: &str = "......./......./......./......./......./.......";

const ROWS: usize = 6;
const COLS: usize = 7;
/// The columns from the centre out.
const ORDER: [usize; 7] = [3, 2, 4, 1, 5, 0, 6];

/// A position: `cells[r * 7 + c]` with row 0 at the top; 0 empty, 1 `x`, 2 `o`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Pos {
    /// The 42 cells.
    pub cells: [u8; 42],
}

/// Every window of four aligned cells.
fn windows() -> impl Iterator<Item = [usize; 4]> {
    let dirs: [(isize, isize); 4] = [(0, 1), (1, 0), (1, 1), (1, -1)];
    (0..ROWS as isize).flat_map(move |r| {
        (0..COLS as isize).flat_map(move |c| {
            dirs.into_iter().filter_map(move |(dr, dc)| {
                let (er, ec) = (r + 3 * dr, c + 3 * dc);
                if er < 0 || er >= ROWS as isize || ec < 0 || ec >= COLS as isize {
                    return None;
                }
                let at = |k: isize| ((r + k * dr) * COLS as isize + c + k * dc) as usize;
                Some([at(0), at(1), at(2), at(3)])
            })
        })
    })
}

impl Pos {
    /// The mark of the player to move (1 or 2).
    pub fn to_move(&self) -> u8 {
        super::xo_to_move(&self.cells)
    }

    /// The winner's mark, if four are aligned.
    pub fn winner(&self) -> Option<u8> {
        windows().find_map(|w| {
            let a = self.cells[w[0]];
            (a != 0 && w.iter().all(|&i| self.cells[i] == a)).then_some(a)
        })
    }

    /// The row a disc dropped in column `c` lands on.
    fn landing(&self, c: usize) -> Option<usize> {
        (0..ROWS).rev().find(|&r| self.cells[r * COLS + c] == 0)
    }
}

/// Connect 4.
#[derive(Clone, Copy, Debug)]
pub struct Connect4;

impl Game for Connect4 {
    type Pos = Pos;

    fn parse(text: &str) -> Result<Pos, GameError> {
        let rows = grid(text, ROWS..=ROWS, COLS..=COLS, "xo.", ("Connect 4", "puissance 4"))?;
        let mut cells = [0u8; 42];
        for (r, row) in rows.iter().enumerate() {
            for (c, ch) in row.iter().enumerate() {
                cells[r * COLS + c] = match ch {
                    'x' => 1,
                    'o' => 2,
                    _ => 0,
                };
            }
        }
        for c in 0..COLS {
            for r in 0..ROWS - 1 {
                if cells[r * COLS + c] != 0 && cells[(r + 1) * COLS + c] == 0 {
                    return Err(GameError::new(
                        format!(
                            "in this Connect 4 position the disc in column {} row {} floats: discs rest on a disc or on the bottom",
                            col_letter(c),
                            r + 1
                        ),
                        format!(
                            "dans cette position de puissance 4, le pion de la colonne {} ligne {} flotte : un pion repose sur un pion ou sur le fond",
                            col_letter(c),
                            r + 1
                        ),
                    ));
                }
            }
        }
        let x = cells.iter().filter(|&&c| c == 1).count();
        let o = cells.iter().filter(|&&c| c == 2).count();
        if x != o && x != o + 1 {
            return Err(GameError::new(
                format!("this Connect 4 position has {x} x and {o} o: x moves first, so x has as many discs as o or one more"),
                format!("cette position de puissance 4 a {x} x et {o} o : x joue en premier, donc x a autant de pions que o ou un de plus"),
            ));
        }
        let p = Pos { cells };
        if p.winner().is_some_and(|w| w == p.to_move()) {
            let who = if p.to_move() == 1 { "x" } else { "o" };
            return Err(GameError::new(
                format!("in this Connect 4 position {who} has four in a row but it would be {who}'s turn: the game ended when {who} made them"),
                format!("dans cette position de puissance 4, {who} a aligné quatre pions mais ce serait à {who} de jouer : la partie s’est arrêtée quand {who} les a alignés"),
            ));
        }
        Ok(p)
    }

    fn format(p: &Pos) -> String {
        let mut s = String::with_capacity(47);
        for r in 0..ROWS {
            if r > 0 {
                s.push('/');
            }
            for c in 0..COLS {
                s.push(['.', 'x', 'o'][p.cells[r * COLS + c] as usize]);
            }
        }
        s
    }

    fn moves(p: &Pos) -> Vec<Move<Pos>> {
        if p.winner().is_some() {
            return Vec::new();
        }
        let m = p.to_move();
        ORDER
            .iter()
            .filter_map(|&c| {
                let r = p.landing(c)?;
                let mut next = *p;
                next.cells[r * COLS + c] = m;
                Some(Move {
                    label: col_letter(c).to_string(),
                    cells: vec![(r as u8, c as u8)],
                    keys: (0..ROWS as u8).map(|rr| (rr, c as u8)).collect(),
                    next,
                })
            })
            .collect()
    }

    fn utility(p: &Pos) -> Option<Value> {
        match p.winner() {
            Some(_) => Some(Value::NEG_INF),
            None if p.cells.iter().all(|&c| c != 0) => Some(Value::int(0)),
            None => None,
        }
    }

    fn h(p: &Pos) -> Value {
        let me = p.to_move();
        let mut score = 0i32;
        for w in windows() {
            let mine = w.iter().filter(|&&i| p.cells[i] == me).count();
            let theirs = w.iter().filter(|&&i| p.cells[i] == 3 - me).count();
            let worth = |n: usize| [0, 1, 5, 50, 0][n];
            if theirs == 0 {
                score += worth(mine);
            } else if mine == 0 {
                score -= worth(theirs);
            }
        }
        Value::int(score)
    }

    fn board(p: &Pos) -> Board {
        xo_board(
            ROWS as u8,
            COLS as u8,
            &p.cells,
            p.to_move(),
            Self::utility(p).is_some(),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn there_are_69_windows_and_the_centre_comes_first() {
        assert_eq!(windows().count(), 69);
        let p = Connect4::parse(START).unwrap();
        let labels: Vec<String> = Connect4::moves(&p).into_iter().map(|m| m.label).collect();
        assert_eq!(labels, ["d", "c", "e", "b", "f", "a", "g"]);
        let e = Connect4::parse("...x.../......./......./......./......./.......").unwrap_err();
        assert!(e.en.contains("floats"), "{e}");
    }

    #[test]
    fn h_counts_windows_for_the_player_to_move() {
        // One x in column d: o to move; x's disc lies in 7 windows… the
        // count is symmetric, so h for o is minus h for x.
        let p = Connect4::parse("......./......./......./......./......./...x...").unwrap();
        let h = Connect4::h(&p).get();
        assert!(h < 0.0, "o to move should be behind: {h}");
    }
}
