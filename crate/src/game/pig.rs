//! Pig, the dice game, as a tree with chance nodes (`docs/chance.md`).
//!
//! Rules: the first player to bank G points wins (G is the goal, small for
//! a class: 10 or 20). The player to move either rolls a die or holds
//! (holding only with a turn total above 0). A roll of 1 loses the turn
//! total and passes the turn; 2 to 6 add to the turn total and the same
//! player goes on; holding banks the turn total and passes the turn, and
//! banking G or more wins. A win is worth +1 to MAX, a loss −1.
//!
//! Notation: `A,B,T,max` or `A,B,T,min`, then `/G` for the goal (10 when
//! left out): A and B the banked scores of MAX and MIN, T the turn total of
//! the player to move, e.g. `0,0,0,max/10`. After the move `roll` and
//! before the die lands, the position is written with `,roll` before the
//! goal (`3,5,4,max,roll/10`): the tree's chance node. A finished game is
//! written as the hold that won left it (`0,12,0,max/10`: MIN banked 12).
//!
//! The tree ([`tree`]): a decision node (the player to move, written
//! explicitly, since the same player may move twice in a row) has the
//! children `roll` and, when T > 0, `hold`; `roll` leads to a chance node
//! with six outcomes `d1` to `d6` (labels start with a letter), each of
//! probability 1/6. Values are MAX's whichever side moves at the root:
//! finished positions are worth ±1, and a position at the depth limit P
//! (every level counts, chance levels too) is worth h.
//!
//! h, the race estimate: MAX's lead counting the turn total of whoever is
//! to move, `(A + T − B) / G` when MAX moves and `(A − B − T) / G` when MIN
//! does, clamped to [−1, 1] and rounded to hundredths (halves away from 0).
//! A leaf holds a decimal that the chance search reads exactly, so h is a
//! finite decimal: with G dividing 100 (2, 4, 5, 10, 20, 25, 50, 100) no
//! rounding happens and h is exactly the quotient. Every value lies in
//! [−1, 1], so Star1's leaf bounds are L = −1 and U = 1.

use crate::exact::Exact;
use crate::game::{Board, Game, GameError, Heuristic, Move, MAX_DEPTH};
use crate::tree::{Player, Tree, TreeBuilder};
use crate::value::Value;
use serde::Serialize;

/// No points yet, MAX to move, goal 10.
pub const START: &str = "0,0,0,max/10";

/// The goal when the notation gives none.
pub const DEFAULT_GOAL: u32 = 10;

/// The largest goal: Pig's usual 100.
pub const MAX_GOAL: u32 = 100;

/// The largest turn total the notation accepts.
pub const MAX_TOTAL: u32 = 1000;

/// A position: the banked scores, the turn total, who moves, whether the
/// die is rolling (the chance node after `roll`), and the goal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Pos {
    /// MAX's banked score (A).
    pub a: u32,
    /// MIN's banked score (B).
    pub b: u32,
    /// The turn total of the player to move (T).
    pub t: u32,
    /// Whether MAX is to move.
    pub max: bool,
    /// Whether the die is in the air: the position after `roll`.
    pub rolling: bool,
    /// The goal G.
    pub goal: u32,
}

impl Pos {
    /// Whether the game is over (a banked score reached the goal).
    pub fn finished(&self) -> bool {
        self.a >= self.goal || self.b >= self.goal
    }

    /// The player to move.
    pub fn player(&self) -> Player {
        if self.max {
            Player::Max
        } else {
            Player::Min
        }
    }

    /// The value of a finished position for MAX: +1 when MAX reached the
    /// goal, −1 when MIN did; `None` while the game goes on.
    pub fn outcome(&self) -> Option<i32> {
        if self.a >= self.goal {
            Some(1)
        } else if self.b >= self.goal {
            Some(-1)
        } else {
            None
        }
    }

    /// The race estimate for MAX in hundredths, from −100 to 100 (see the
    /// module's docs).
    pub fn race_hundredths(&self) -> i64 {
        let t = i64::from(self.t);
        let lead = i64::from(self.a) - i64::from(self.b) + if self.max { t } else { -t };
        let (num, den) = (100 * lead, i64::from(self.goal.max(1)));
        // Rounded half away from zero, in integers.
        let q = (2 * num.abs() + den) / (2 * den);
        (if num < 0 { -q } else { q }).clamp(-100, 100)
    }
}

/// A position as a score panel shows it (the page's game panel): the
/// banked scores, the turn total, who moves, whether the die is in the
/// air, the goal and the winner once the game is over. The board
/// ([`Game::board`]) draws the same numbers as a grid; this names them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Score {
    /// MAX's banked score (A).
    pub max_score: u32,
    /// MIN's banked score (B).
    pub min_score: u32,
    /// The turn total of the player to move (T).
    pub turn_total: u32,
    /// Who moves: `max` or `min`.
    pub to_move: &'static str,
    /// Whether the die is in the air (the outcome is next).
    pub rolling: bool,
    /// The goal G.
    pub goal: u32,
    /// `max` or `min` once a banked score has reached the goal, else `None`.
    pub winner: Option<&'static str>,
}

impl Pos {
    /// The position as a score panel shows it.
    pub fn score(&self) -> Score {
        let side = |max: bool| if max { "max" } else { "min" };
        Score {
            max_score: self.a,
            min_score: self.b,
            turn_total: self.t,
            to_move: side(self.max),
            rolling: self.rolling,
            goal: self.goal,
            winner: self.outcome().map(|v| side(v > 0)),
        }
    }
}

/// Pig.
#[derive(Clone, Copy, Debug)]
pub struct Pig;

fn shown(w: &str) -> String {
    w.chars().take(12).collect()
}

/// A whole number field of the notation; `what` names it in both languages.
fn number(w: &str, what: (&str, &str)) -> Result<u32, GameError> {
    let w = w.trim();
    if w.starts_with(['-', '−']) {
        return Err(GameError::new(
            format!("{} cannot be negative: '{}'", what.0, shown(w)),
            format!("{} ne peut pas être négatif : « {} »", what.1, shown(w)),
        ));
    }
    w.parse().map_err(|_| {
        GameError::new(
            format!("'{}' is not {}: write a whole number", shown(w), what.0),
            format!("« {} » n’est pas {} : écrivez un entier", shown(w), what.1),
        )
    })
}

/// The goal after `/`, checked.
fn goal(text: Option<&str>) -> Result<u32, GameError> {
    let Some(g) = text else { return Ok(DEFAULT_GOAL) };
    let g = number(g, ("the goal G", "le but G"))?;
    if !(2..=MAX_GOAL).contains(&g) {
        return Err(GameError::new(
            format!("the goal G = {g} is out of range: from 2 to {MAX_GOAL}"),
            format!("le but G = {g} est hors limites : de 2 à {MAX_GOAL}"),
        ));
    }
    Ok(g)
}

/// Refuses scores at or past the goal, except a finished game as the hold
/// that won leaves it.
fn check_scores(p: &Pos) -> Result<(), GameError> {
    let winner_moved = (p.a >= p.goal && !p.max) || (p.b >= p.goal && p.max);
    let won_by_hold = winner_moved && p.t == 0 && !p.rolling && p.a.min(p.b) < p.goal;
    if p.finished() && !won_by_hold {
        let (en, fr) = if p.a >= p.goal {
            ("MAX's", "de MAX")
        } else {
            ("MIN's", "de MIN")
        };
        return Err(GameError::new(
            format!(
                "{en} banked score has reached the goal G = {}: give banked scores below G",
                p.goal
            ),
            format!(
                "le score acquis {fr} a atteint le but G = {} : donnez des scores acquis inférieurs à G",
                p.goal
            ),
        ));
    }
    Ok(())
}

impl Game for Pig {
    type Pos = Pos;

    fn parse(text: &str) -> Result<Pos, GameError> {
        let mut halves = text.trim().split('/');
        let body = halves.next().unwrap_or("");
        let goal_text = halves.next();
        let words: Vec<&str> = body.split(',').map(str::trim).collect();
        let rolling = words.len() == 5 && words[4].eq_ignore_ascii_case("roll");
        if halves.next().is_some() || !(words.len() == 4 || rolling) {
            return Err(GameError::new(
                "a Pig position is A,B,T,max or A,B,T,min (MAX's and MIN's banked scores, the turn total, who moves), then /G for the goal, e.g. 0,0,0,max/10",
                "une position du cochon s’écrit A,B,T,max ou A,B,T,min (les scores acquis de MAX et de MIN, le total du tour, qui joue), puis /G pour le but, par exemple 0,0,0,max/10",
            ));
        }
        let max = match words[3].to_ascii_lowercase().as_str() {
            "max" => true,
            "min" => false,
            _ => {
                return Err(GameError::new(
                    format!("'{}' is not a player: write max or min", shown(words[3])),
                    format!("« {} » n’est pas un joueur : écrivez max ou min", shown(words[3])),
                ))
            }
        };
        let p = Pos {
            a: number(words[0], ("MAX's score A", "le score A de MAX"))?,
            b: number(words[1], ("MIN's score B", "le score B de MIN"))?,
            t: number(words[2], ("the turn total T", "le total du tour T"))?,
            max,
            rolling,
            goal: goal(goal_text)?,
        };
        check_scores(&p)?;
        if p.t == 1 || p.t > MAX_TOTAL || (p.t > 0 && p.finished()) {
            return Err(GameError::new(
                format!("a turn total T = {} cannot happen: a roll of 1 loses the turn total and 2 to 6 add to it, so T is 0 or from 2 to {MAX_TOTAL}, and 0 once the game is over", p.t),
                format!("un total du tour T = {} est impossible : un 1 perd le total du tour et 2 à 6 s’y ajoutent, donc T vaut 0 ou de 2 à {MAX_TOTAL}, et 0 une fois la partie finie", p.t),
            ));
        }
        Ok(p)
    }

    fn format(p: &Pos) -> String {
        let who = if p.max { "max" } else { "min" };
        let roll = if p.rolling { ",roll" } else { "" };
        format!("{},{},{},{who}{roll}/{}", p.a, p.b, p.t, p.goal)
    }

    fn moves(p: &Pos) -> Vec<Move<Pos>> {
        let step = |label: String, next: Pos| Move {
            label,
            cells: Vec::new(),
            keys: Vec::new(),
            next,
        };
        if p.finished() {
            return Vec::new();
        }
        if p.rolling {
            let pass = Pos {
                t: 0,
                max: !p.max,
                rolling: false,
                ..*p
            };
            let mut out = vec![step("d1".into(), pass)];
            for k in 2..=6 {
                let next = Pos {
                    t: p.t + k,
                    rolling: false,
                    ..*p
                };
                out.push(step(format!("d{k}"), next));
            }
            return out;
        }
        let mut out = vec![step("roll".into(), Pos { rolling: true, ..*p })];
        if p.t > 0 {
            let (a, b) = if p.max { (p.a + p.t, p.b) } else { (p.a, p.b + p.t) };
            let next = Pos {
                a,
                b,
                t: 0,
                max: !p.max,
                ..*p
            };
            out.push(step("hold".into(), next));
        }
        out
    }

    fn utility(p: &Pos) -> Option<Value> {
        let v = p.outcome()?;
        Some(Value::int(if p.max { v } else { -v }))
    }

    fn h(p: &Pos) -> Value {
        let h = hundredths(p.race_hundredths());
        if p.max {
            h
        } else {
            Value::new(-h.get()).unwrap_or(h)
        }
    }

    fn board(p: &Pos) -> Board {
        let cell = |x: u32| x.to_string();
        let turn = |mine: bool| if mine { cell(p.t) } else { String::new() };
        Board {
            rows: 2,
            cols: 3,
            cells: vec![
                "MAX".into(),
                cell(p.a),
                turn(p.max),
                "MIN".into(),
                cell(p.b),
                turn(!p.max),
            ],
            to_move: if p.max { "max" } else { "min" }.into(),
            finished: p.finished(),
        }
    }
}

/// `n / 100` as a value (the nearest `f64`, whose shortest decimal is
/// `n / 100` exactly).
fn hundredths(n: i64) -> Value {
    Value::new(n as f64 / 100.0).unwrap_or(Value::int(0))
}

/// The value for MAX of a leaf at `p`: ±1 when finished, else h.
fn leaf_value(p: &Pos, heuristic: Heuristic) -> Value {
    match p.outcome() {
        Some(v) => Value::int(v),
        None if heuristic == Heuristic::Zero => Value::int(0),
        None => hundredths(p.race_hundredths()),
    }
}

/// Pig's search tree from `pos` to depth `depth` (module docs): values for
/// MAX, the players written on every decision node, a chance node of six
/// outcomes of 1/6 after each `roll`. `heuristic` is `Game` (the race
/// estimate) or `Zero`.
///
/// # Errors
///
/// A [`GameError`] for a depth above [`MAX_DEPTH`], the heuristic
/// `mobility` (no meaning for Pig: it would leave [−1, 1]), or a tree of
/// more than `tree::MAX_NODES` nodes.
pub fn tree(pos: &Pos, depth: u32, heuristic: Heuristic) -> Result<Tree, GameError> {
    if depth > MAX_DEPTH {
        return Err(GameError::new(
            format!("the depth P = {depth} is too deep: at most {MAX_DEPTH}"),
            format!("la profondeur P = {depth} est trop grande : au plus {MAX_DEPTH}"),
        ));
    }
    if heuristic == Heuristic::Mobility {
        return Err(GameError::new(
            "Pig's heuristics are race (the game's own) and zero",
            "les heuristiques du cochon sont race (celle du jeu) et zero",
        ));
    }
    let sixth = Exact::new(1, 6).ok_or_else(|| GameError::new("1/6 is out of range", "1/6 est hors limites"))?;
    let mut b = TreeBuilder::new(pos.player());
    // Each open node keeps whether it is a chance node and the moves still
    // to expand, in reverse order.
    let mut stack: Vec<(bool, Vec<Move<Pos>>)> = Vec::new();
    let mut pending = Some((String::new(), *pos));
    loop {
        if let Some((label, p)) = pending.take() {
            let label = (!label.is_empty()).then_some(label.as_str());
            let under_chance = stack.last().is_some_and(|(c, _)| *c);
            let id = if p.finished() || stack.len() as u32 == depth {
                b.leaf(leaf_value(&p, heuristic), label)
            } else if p.rolling {
                b.open_chance(None, label)
            } else {
                b.open(None, label)
                    .and_then(|id| b.set_player(id, p.player()).map(|()| id))
            }
            .map_err(super::build_error)?;
            if under_chance {
                b.set_probability(id, sixth).map_err(super::build_error)?;
            }
            if !p.finished() && (stack.len() as u32) < depth {
                let mut moves = Pig::moves(&p);
                moves.reverse();
                stack.push((p.rolling, moves));
            }
        }
        let Some((_, top)) = stack.last_mut() else { break };
        match top.pop() {
            Some(mv) => pending = Some((mv.label, mv.next)),
            None => {
                stack.pop();
                b.close().map_err(super::build_error)?;
                if stack.is_empty() {
                    break;
                }
            }
        }
    }
    b.finish().map_err(super::build_error)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notation_moves_and_h() {
        let p = Pig::parse(" 3, 5 ,4,MAX ").unwrap();
        assert_eq!(Pig::format(&p), "3,5,4,max/10");
        let labels: Vec<String> = Pig::moves(&p).into_iter().map(|m| m.label).collect();
        assert_eq!(labels, ["roll", "hold"]);
        assert_eq!(Pig::h(&p).to_string(), "0.2");
        let q = Pig::parse("3,5,4,min/3").unwrap_err();
        assert!(q.en.contains("MAX's banked score"), "{q}");
        assert!(Pig::parse("0,0,1,max").unwrap_err().en.contains("T = 1"));
        assert!(Pig::parse("0,-1,0,max").unwrap_err().en.contains("negative"));
        assert!(Pig::parse("0,0,0,max/1").unwrap_err().en.contains("goal"));
        let r = Pig::parse("1,2,0,min/3").unwrap();
        assert_eq!(r.race_hundredths(), -33, "-1/3 rounds to -0.33");
        let won = Pig::parse("0,12,0,max/10").unwrap();
        assert_eq!(Pig::utility(&won), Some(Value::int(-1)));
        assert!(Pig::parse("0,12,0,min/10").is_err(), "MIN cannot move after winning");
    }

    #[test]
    fn score_names_the_numbers_the_board_draws() {
        let s = Pig::parse("3,5,4,min,roll/20").unwrap().score();
        assert_eq!(
            s,
            Score {
                max_score: 3,
                min_score: 5,
                turn_total: 4,
                to_move: "min",
                rolling: true,
                goal: 20,
                winner: None,
            }
        );
        let json = serde_json::to_string(&s).unwrap();
        assert_eq!(
            json,
            r#"{"maxScore":3,"minScore":5,"turnTotal":4,"toMove":"min","rolling":true,"goal":20,"winner":null}"#
        );
        assert_eq!(Pig::parse("0,12,0,max/10").unwrap().score().winner, Some("min"));
        assert_eq!(Pig::parse("10,2,0,min/10").unwrap().score().winner, Some("max"));
        // The hold that wins: MAX banks 4 + 6 = 10.
        let won = Pig::moves(&Pig::parse("4,2,6,max/10").unwrap())
            .into_iter()
            .find(|m| m.label == "hold")
            .unwrap()
            .next;
        assert_eq!((won.score().max_score, won.score().winner), (10, Some("max")));
    }
}
