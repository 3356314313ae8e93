//! Nim, small enough to solve exactly: a few heaps of objects; a move takes
//! one or more objects from one heap; whoever takes the last object wins
//! (normal play).
//!
//! Notation: the heap sizes separated by spaces or commas, 1 to 4 heaps of
//! 0 to 7 objects, e.g. `1 2 3` (the start, 1,000-odd nodes). A move is
//! named `hItK`: from heap I (from 1) take K; moves are listed heap by heap,
//! taking 1 first.
//!
//! Utility: −1 for the player to move when no object is left (the opponent
//! took the last one). h is Bouton's theorem (1901): the player to move wins
//! exactly when the heaps' nim-sum (their exclusive or) is not 0, so h is +1
//! or −1 and is the true value: with it a search of depth 1 already plays
//! perfectly, which shows what a perfect heuristic would buy.

use crate::game::{Board, Game, GameError, Move};
use crate::value::Value;

/// Three heaps of 1, 2 and 3.
pub const START: &str = "1 2 3";

const MAX_HEAPS: usize = 4;
const MAX_HEAP: u8 = 7;

/// A position: the heap sizes.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Pos {
    /// The heaps.
    pub heaps: Vec<u8>,
}

/// Nim.
#[derive(Clone, Copy, Debug)]
pub struct Nim;

impl Game for Nim {
    type Pos = Pos;

    fn parse(text: &str) -> Result<Pos, GameError> {
        let words: Vec<&str> = text.split([' ', ',']).filter(|w| !w.is_empty()).collect();
        if words.is_empty() || words.len() > MAX_HEAPS {
            return Err(GameError::new(
                format!("a Nim position is 1 to {MAX_HEAPS} heap sizes separated by spaces, e.g. 1 2 3; found {}", words.len()),
                format!("une position de Nim est faite de 1 à {MAX_HEAPS} tailles de tas séparées par des espaces, par exemple 1 2 3 ; trouvé {}", words.len()),
            ));
        }
        let mut heaps = Vec::with_capacity(words.len());
        for w in words {
            match w.parse::<u8>() {
                Ok(n) if n <= MAX_HEAP => heaps.push(n),
                _ => {
                    let shown: String = w.chars().take(12).collect();
                    return Err(GameError::new(
                        format!("'{shown}' is not a heap size: write a whole number from 0 to {MAX_HEAP}"),
                        format!("« {shown} » n’est pas une taille de tas : écrivez un entier de 0 à {MAX_HEAP}"),
                    ));
                }
            }
        }
        Ok(Pos { heaps })
    }

    fn format(p: &Pos) -> String {
        p.heaps.iter().map(u8::to_string).collect::<Vec<_>>().join(" ")
    }

    fn moves(p: &Pos) -> Vec<Move<Pos>> {
        let mut out = Vec::new();
        for (i, &n) in p.heaps.iter().enumerate() {
            for k in 1..=n {
                let mut next = p.clone();
                next.heaps[i] = n - k;
                out.push(Move {
                    label: format!("h{}t{}", i + 1, k),
                    cells: ((n - k)..n).map(|c| (i as u8, c)).collect(),
                    keys: vec![(i as u8, n - k)],
                    next,
                });
            }
        }
        out
    }

    fn utility(p: &Pos) -> Option<Value> {
        p.heaps.iter().all(|&n| n == 0).then_some(Value::int(-1))
    }

    fn h(p: &Pos) -> Value {
        let x = p.heaps.iter().fold(0, |a, &n| a ^ n);
        Value::int(if x != 0 { 1 } else { -1 })
    }

    fn board(p: &Pos) -> Board {
        let cols = MAX_HEAP;
        let mut cells = Vec::with_capacity(p.heaps.len() * cols as usize);
        for &n in &p.heaps {
            for c in 0..cols {
                cells.push(if c < n { "●" } else { "" }.to_string());
            }
        }
        Board {
            rows: p.heaps.len() as u8,
            cols,
            cells,
            to_move: String::new(),
            finished: Self::utility(p).is_some(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notation_and_moves() {
        let p = Nim::parse("1, 2 3").unwrap();
        assert_eq!(Nim::format(&p), "1 2 3");
        assert_eq!(Nim::moves(&p).len(), 6);
        assert_eq!(Nim::h(&p).get(), -1.0);
        assert!(Nim::parse("9").unwrap_err().en.contains("'9'"));
        assert!(Nim::parse("").is_err());
    }
}
