//! Domineering (seed 003): two players take turns placing dominoes on a
//! small grid, *vertical* (`v`, moves first) covering two cells one above
//! the other, *horizontal* (`h`) two cells side by side; a player who cannot
//! place a domino loses.
//!
//! Notation: the side to move, a colon, then the rows from the top separated
//! by `/`, cells `.` (free), `v` or `h` (covered by that player's domino),
//! e.g. `v:..../..../..../....` (4×4, the start) or `h:v.../v.../..../....`.
//! Boards have 2 to 6 rows and columns. A move is named by its domino's top
//! or left cell (`a1` is the top left corner), in reading order.
//!
//! Utility: −∞ for the player to move when they cannot move (a loss),
//! as seed 003 writes won and lost positions. h, the usual evaluation: the
//! number of dominoes the player to move could place minus the number the
//! opponent could place.

use crate::game::{col_letter, grid, Board, Game, GameError, Move};
use crate::value::Value;

/// The empty 4×4 board, vertical to move.
pub const START: &str = "v:..../..../..../....";

/// A position: the grid (0 free, 1 covered by `v`, 2 by `h`) and who moves.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Pos {
    /// Rows.
    pub rows: usize,
    /// Columns.
    pub cols: usize,
    /// Cells, row by row from the top.
    pub cells: Vec<u8>,
    /// Whether vertical moves.
    pub vertical: bool,
}

impl Pos {
    /// The top-left cells where `vertical` (or horizontal) could place.
    fn places(&self, vertical: bool) -> Vec<(usize, usize)> {
        let mut out = Vec::new();
        for r in 0..self.rows {
            for c in 0..self.cols {
                let (r2, c2) = if vertical { (r + 1, c) } else { (r, c + 1) };
                if r2 < self.rows
                    && c2 < self.cols
                    && self.cells[r * self.cols + c] == 0
                    && self.cells[r2 * self.cols + c2] == 0
                {
                    out.push((r, c));
                }
            }
        }
        out
    }
}

/// Domineering.
#[derive(Clone, Copy, Debug)]
pub struct Domineering;

impl Game for Domineering {
    type Pos = Pos;

    fn parse(text: &str) -> Result<Pos, GameError> {
        let Some((side, rest)) = text.trim().split_once(':') else {
            return Err(GameError::new(
                "a domineering position starts with the side to move, 'v:' or 'h:', e.g. v:..../..../..../....",
                "une position de domineering commence par le camp qui joue, « v: » ou « h: », par exemple v:..../..../..../....",
            ));
        };
        let vertical = match side.trim() {
            "v" => true,
            "h" => false,
            other => {
                return Err(GameError::new(
                    format!("'{other}' is not a side of domineering: write 'v' (vertical) or 'h' (horizontal) before the colon"),
                    format!("« {other} » n’est pas un camp du domineering : écrivez « v » (vertical) ou « h » (horizontal) avant les deux-points"),
                ))
            }
        };
        let rows = grid(rest, 2..=6, 2..=6, ".vh", ("domineering", "domineering"))?;
        let cells = rows
            .iter()
            .flatten()
            .map(|ch| match ch {
                'v' => 1,
                'h' => 2,
                _ => 0,
            })
            .collect();
        Ok(Pos {
            rows: rows.len(),
            cols: rows[0].len(),
            cells,
            vertical,
        })
    }

    fn format(p: &Pos) -> String {
        let mut s = String::from(if p.vertical { "v:" } else { "h:" });
        for r in 0..p.rows {
            if r > 0 {
                s.push('/');
            }
            for c in 0..p.cols {
                s.push(['.', 'v', 'h'][p.cells[r * p.cols + c] as usize]);
            }
        }
        s
    }

    fn moves(p: &Pos) -> Vec<Move<Pos>> {
        let mark = if p.vertical { 1 } else { 2 };
        p.places(p.vertical)
            .into_iter()
            .map(|(r, c)| {
                let (r2, c2) = if p.vertical { (r + 1, c) } else { (r, c + 1) };
                let mut next = p.clone();
                next.cells[r * p.cols + c] = mark;
                next.cells[r2 * p.cols + c2] = mark;
                next.vertical = !p.vertical;
                Move {
                    label: format!("{}{}", col_letter(c), r + 1),
                    cells: vec![(r as u8, c as u8), (r2 as u8, c2 as u8)],
                    keys: vec![(r as u8, c as u8)],
                    next,
                }
            })
            .collect()
    }

    fn utility(p: &Pos) -> Option<Value> {
        p.places(p.vertical).is_empty().then_some(Value::NEG_INF)
    }

    fn h(p: &Pos) -> Value {
        let mine = p.places(p.vertical).len() as i32;
        let theirs = p.places(!p.vertical).len() as i32;
        Value::int(mine - theirs)
    }

    fn board(p: &Pos) -> Board {
        Board {
            rows: p.rows as u8,
            cols: p.cols as u8,
            cells: p
                .cells
                .iter()
                .map(|&c| ["", "v", "h"][c as usize].to_string())
                .collect(),
            to_move: if p.vertical { "vertical" } else { "horizontal" }.to_string(),
            finished: Self::utility(p).is_some(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_start_has_twelve_vertical_places() {
        let p = Domineering::parse(START).unwrap();
        assert_eq!(Domineering::moves(&p).len(), 12);
        assert_eq!(Domineering::h(&p).get(), 0.0);
        assert!(Domineering::parse("..../....").unwrap_err().en.contains("'v:'"));
        assert!(Domineering::parse("x:../..").unwrap_err().en.contains("'x'"));
    }
}
