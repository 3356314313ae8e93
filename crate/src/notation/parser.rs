//! The parser: [`parse`] reads the notation into a [`Tree`] with a loop and
//! an explicit stack, and [`position_of`] finds where a node was written.

#[allow(unused_imports)]
use super::*;

/// Parses a tree.
///
/// # Errors
///
/// A [`ParseError`] for anything that is not exactly one valid tree.
pub fn parse(text: &str) -> Result<Tree, ParseError> {
    Parser::new(text).run()
}

/// Where node `id` starts in `text` (its probability, label, word or
/// value): for the errors found after parsing that name a node, such as a
/// leaf outside the leaf bounds (`Options::bounds`), so that they too
/// carry a line and a column. `None` if the text does not reach that node.
///
/// ```
/// let p = alphabeta::notation::position_of("[1,\n  [2, 30]]", 4).unwrap();
/// assert_eq!((p.line, p.column), (2, 7));
/// ```
pub fn position_of(text: &str, id: NodeId) -> Option<Position> {
    let mut p = Parser::new(text);
    p.want = Some(id);
    let _ = p.run_mut();
    p.found.map(|(line, column, offset)| Position { line, column, offset })
}

/// What a character of the input is, for error messages.
pub(super) fn describe(c: Option<char>) -> Phrase {
    match c {
        None => phrase("the end of the text", "la fin du texte"),
        Some('\n') => phrase("the end of the line", "la fin de la ligne"),
        Some(c) if c.is_control() => phrase(
            format!("the control character U+{:04X}", c as u32),
            format!("le caractère de contrôle U+{:04X}", c as u32),
        ),
        Some(c) => quoted(c),
    }
}

pub(super) fn expect_node() -> Phrase {
    phrase("a number, a label or '['", "un nombre, une étiquette ou '['")
}

pub(super) fn expect_label() -> Phrase {
    phrase(
        format!("a label of 1 to {MAX_LABEL_CHARS} letters, digits, '_' or '\\'' that is not chance, inf, max, min or nan"),
        format!(
            "une étiquette de 1 à {MAX_LABEL_CHARS} lettres, chiffres, '_' ou '\\'' autre que chance, inf, max, min ou nan"
        ),
    )
}

/// "'])' to close the '[' at line L, column C", in both languages.
pub(super) fn expect_close(prefix: Phrase, close: char, line: usize, col: usize) -> Phrase {
    let open = if close == ']' { '[' } else { '(' };
    phrase(
        format!(
            "{}'{close}' to close the '{open}' at line {line}, column {col}",
            prefix.en
        ),
        format!(
            "{}'{close}' pour fermer le '{open}' de la ligne {line}, colonne {col}",
            prefix.fr
        ),
    )
}

pub(super) struct Parser<'a> {
    text: &'a str,
    /// Byte position of the next character.
    pos: usize,
    /// Line, column and character offset of `pos`.
    line: usize,
    col: usize,
    chars: usize,
    /// [`position_of`]: the node whose start is wanted, and where it is.
    want: Option<NodeId>,
    found: Option<(usize, usize, usize)>,
}

/// An inner node being read: its id, the bracket that opened it, where
/// the node starts (its label or its word) and whether it is a chance node.
pub(super) struct Open {
    id: NodeId,
    close: char,
    line: usize,
    col: usize,
    start: (usize, usize, usize),
    chance: bool,
}

/// A word before an inner node's bracket: its player, or chance.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Prefix {
    Player(Player),
    Chance,
}

/// What a chance node's child must start with.
pub(super) fn expect_probability() -> Phrase {
    phrase(
        "a probability above 0 (such as 1/2 or 0.5) then ':'",
        "une probabilité strictement positive (comme 1/2 ou 0.5) puis ':'",
    )
}

/// "the probabilities sum to 11/12", in both languages.
pub(super) fn sum_found(sum: Option<Exact>) -> Phrase {
    match sum {
        Some(s) => phrase(
            format!("the probabilities sum to {s}"),
            format!("des probabilités de somme {s}"),
        ),
        None => phrase(
            "probabilities whose sum passes the exact arithmetic's limit",
            "des probabilités dont la somme dépasse la limite de l’arithmétique exacte",
        ),
    }
}

impl<'a> Parser<'a> {
    fn new(text: &'a str) -> Self {
        Parser {
            text,
            pos: 0,
            line: 1,
            col: 1,
            chars: 0,
            want: None,
            found: None,
        }
    }

    fn peek(&self) -> Option<char> {
        self.text[self.pos..].chars().next()
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.pos += c.len_utf8();
        self.chars += 1;
        if c == '\n' {
            self.line += 1;
            self.col = 1;
        } else {
            self.col += 1;
        }
        Some(c)
    }

    fn skip_ws(&mut self) {
        while self.peek().is_some_and(char::is_whitespace) {
            self.bump();
        }
    }

    fn error_here(&self, expected: Phrase) -> ParseError {
        self.error_at(self.here(), expected, describe(self.peek()))
    }

    fn error_at(&self, at: (usize, usize, usize), expected: Phrase, found: Phrase) -> ParseError {
        ParseError {
            line: at.0,
            column: at.1,
            offset: at.2,
            expected,
            found,
        }
    }

    fn here(&self) -> (usize, usize, usize) {
        (self.line, self.col, self.chars)
    }

    /// Reads a run of word characters (letters, digits, `_`, `'`, `.`, `+`
    /// after `e`) without interpreting it.
    fn word(&mut self) -> &'a str {
        let start = self.pos;
        while self
            .peek()
            .is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '\'' || c == '.')
        {
            self.bump();
        }
        &self.text[start..self.pos]
    }

    /// Reads a number at the current position.
    fn number(&mut self) -> Result<Value, ParseError> {
        let at = self.here();
        let mut negative = false;
        match self.peek() {
            Some('-') | Some('−') => {
                negative = true;
                self.bump();
            }
            Some('+') => {
                self.bump();
            }
            _ => {}
        }
        if self.peek() == Some('∞') {
            self.bump();
            return Ok(if negative { Value::NEG_INF } else { Value::POS_INF });
        }
        let start = self.pos;
        // Digits, a decimal point, and an exponent with its own sign.
        while let Some(c) = self.peek() {
            let after_e = self.pos > start && matches!(self.text.as_bytes()[self.pos - 1], b'e' | b'E');
            if c.is_ascii_alphanumeric() || c == '.' || ((c == '+' || c == '-') && after_e) {
                self.bump();
            } else {
                break;
            }
        }
        let word = &self.text[start..self.pos];
        if word.is_empty() {
            return Err(self.error_here(phrase("a digit or 'inf'", "un chiffre ou 'inf'")));
        }
        let lower = word.to_ascii_lowercase();
        if lower == "inf" || lower == "infinity" {
            return Ok(if negative { Value::NEG_INF } else { Value::POS_INF });
        }
        // A number starts with a digit or a point; the standard parser
        // would also take `nan`, which is not a value.
        let numeric = word.starts_with(|c: char| c.is_ascii_digit() || c == '.');
        let x: f64 = match word.parse::<f64>() {
            Ok(x) if numeric => x,
            _ => return Err(self.error_at(at, phrase("a number", "un nombre"), quoted(word))),
        };
        if x.abs() > MAX_FINITE {
            return Err(self.error_at(
                at,
                phrase(
                    "a number between -1e15 and 1e15 (or ±inf)",
                    "un nombre entre -1e15 et 1e15 (ou ±inf)",
                ),
                quoted(word),
            ));
        }
        let x = if negative { -x } else { x };
        Ok(Value::new(x).unwrap_or(Value::int(0)))
    }

    fn build_error(&self, e: BuildError, at: (usize, usize, usize)) -> ParseError {
        let max = crate::tree::MAX_NODES;
        match e {
            BuildError::TooManyNodes => self.error_at(
                at,
                phrase(format!("at most {max} nodes"), format!("au plus {max} nœuds")),
                phrase("one more node", "un nœud de plus"),
            ),
            BuildError::BadLabel(_) => self.error_at(
                at,
                expect_label(),
                phrase("a longer label", "une étiquette plus longue"),
            ),
            BuildError::EmptyInner(_) => self.error_at(
                at,
                expect_node(),
                phrase(
                    "']' (an inner node needs a child)",
                    "']' (un nœud interne a besoin d’un fils)",
                ),
            ),
            BuildError::Unbalanced => self.error_at(
                at,
                phrase("the end of the text", "la fin du texte"),
                phrase("more text", "du texte en trop"),
            ),
            BuildError::ProbabilitySum(_, sum) => self.error_at(
                at,
                phrase(
                    "probabilities that sum to exactly 1",
                    "des probabilités de somme exactement 1",
                ),
                sum_found(sum),
            ),
            BuildError::BadProbability(_) => self.error_at(
                at,
                phrase("a probability above 0", "une probabilité strictement positive"),
                phrase(
                    "a probability outside a chance node",
                    "une probabilité hors d’un nœud de hasard",
                ),
            ),
            BuildError::NotDecision(_) => self.error_at(
                at,
                phrase("'[' after 'max' or 'min'", "'[' après 'max' ou 'min'"),
                phrase("a player on a chance node", "un joueur sur un nœud de hasard"),
            ),
            // The parser checks ranges and places h itself; kept exhaustive.
            BuildError::OutOfRange(_) | BuildError::NotInner(_) => self.error_at(
                at,
                phrase(
                    "a number between -1e15 and 1e15 (or ±inf)",
                    "un nombre entre -1e15 et 1e15 (ou ±inf)",
                ),
                phrase("a value out of range", "une valeur hors limites"),
            ),
        }
    }

    /// Reads the whole text: the root's player, then node after node until
    /// the tree is complete.
    fn run(mut self) -> Result<Tree, ParseError> {
        self.run_mut()
    }

    /// [`Parser::run`], keeping the parser (for [`position_of`]).
    fn run_mut(&mut self) -> Result<Tree, ParseError> {
        self.check_size()?;
        self.skip_ws();
        let mut b = TreeBuilder::new(self.root_player());
        let mut open: Vec<Open> = Vec::new();
        loop {
            if self.node(&mut b, &mut open)? {
                continue;
            }
            if self.after_node(&mut b, &mut open)? {
                return b.finish().map_err(|e| self.build_error(e, self.here()));
            }
        }
    }

    /// Refuses a text over [`MAX_INPUT_BYTES`].
    fn check_size(&self) -> Result<(), ParseError> {
        if self.text.len() <= MAX_INPUT_BYTES {
            return Ok(());
        }
        let mib = MAX_INPUT_BYTES >> 20;
        let len = self.text.len();
        Err(self.error_at(
            (1, 1, 0),
            phrase(
                format!("at most {mib} MiB of text"),
                format!("au plus {mib} Mio de texte"),
            ),
            phrase(format!("{len} bytes"), format!("{len} octets")),
        ))
    }

    /// An optional "max" or "min" before the root (MAX without it).
    fn root_player(&mut self) -> Player {
        if !self.peek().is_some_and(char::is_alphabetic) {
            return Player::Max;
        }
        let save = (self.pos, self.line, self.col, self.chars);
        let w = self.word();
        self.skip_ws();
        if self.peek() != Some(':') && (w.eq_ignore_ascii_case("max") || w.eq_ignore_ascii_case("min")) {
            return if w.eq_ignore_ascii_case("min") {
                Player::Min
            } else {
                Player::Max
            };
        }
        (self.pos, self.line, self.col, self.chars) = save;
        Player::Max
    }

    /// An optional `label:` before a node, read up to and past the `:`.
    fn label(&mut self) -> Result<Option<&'a str>, ParseError> {
        let at = self.here();
        if !self.peek().is_some_and(char::is_alphabetic) {
            return Ok(None);
        }
        let w = self.word();
        let lower = w.to_ascii_lowercase();
        if lower == "inf" || lower == "infinity" {
            // Not a label: rewind, and it is read as a number.
            (self.pos, self.line, self.col, self.chars) = (self.pos - w.len(), at.0, at.1, at.2);
            return Ok(None);
        }
        if is_reserved_word(w) {
            let what = if lower == "nan" {
                phrase("'nan' (NaN is not a value)", "'nan' (NaN n’est pas une valeur)")
            } else {
                quoted(w)
            };
            return Err(self.error_at(at, expect_node(), what));
        }
        self.skip_ws();
        if self.peek() != Some(':') {
            return Err(self.error_here(phrase("':' after the label", "':' après l’étiquette")));
        }
        if !crate::tree::is_valid_label(w) {
            return Err(self.error_at(at, expect_label(), quoted(w)));
        }
        self.bump();
        self.skip_ws();
        Ok(Some(w))
    }

    /// One node (a chance node's child's probability, its label, its
    /// player or `chance`, then an opening bracket or a leaf's value).
    /// Returns whether it opened an inner node, whose first child comes next.
    fn node(&mut self, b: &mut TreeBuilder, open: &mut Vec<Open>) -> Result<bool, ParseError> {
        self.skip_ws();
        if self.want == Some(b.len() as NodeId) && self.found.is_none() {
            self.found = Some(self.here());
        }
        let prob = match open.last() {
            Some(o) if o.chance => Some((self.here(), self.probability()?)),
            _ => None,
        };
        let at = self.here();
        let mut prefix = self.prefix();
        let label = if prefix.is_none() { self.label()? } else { None };
        if prefix.is_none() && label.is_some() {
            prefix = self.prefix();
        }
        let node_at = self.here();
        let (id, inner) = match self.peek() {
            Some(c @ ('[' | '(')) => {
                self.bump();
                let opened = match prefix {
                    Some(Prefix::Chance) => b.open_chance(None, label),
                    _ => b.open(None, label),
                };
                let id = opened.map_err(|e| self.build_error(e, at))?;
                if let Some(Prefix::Player(p)) = prefix {
                    b.set_player(id, p).map_err(|e| self.build_error(e, at))?;
                }
                open.push(Open {
                    id,
                    close: if c == '[' { ']' } else { ')' },
                    line: node_at.0,
                    col: node_at.1,
                    start: at,
                    chance: prefix == Some(Prefix::Chance),
                });
                (id, true)
            }
            Some(c) if c.is_ascii_digit() || matches!(c, '-' | '+' | '−' | '.' | '∞' | 'i' | 'I') => {
                let v = self.number()?;
                (b.leaf(v, label).map_err(|e| self.build_error(e, at))?, false)
            }
            _ => return Err(self.error_here(expect_node())),
        };
        if let Some((p_at, p)) = prob {
            b.set_probability(id, p).map_err(|e| self.build_error(e, p_at))?;
        }
        if inner {
            self.skip_ws();
            if matches!(self.peek(), Some(']' | ')')) {
                let e = expect_node();
                return Err(self.error_here(phrase(
                    format!("{} (an inner node needs at least one child)", e.en),
                    format!("{} (un nœud interne a besoin d’au moins un fils)", e.fr),
                )));
            }
            return Ok(true);
        }
        Ok(false)
    }

    /// A chance node's child's probability and its `:`: a fraction of
    /// integers (`1/3`) or a decimal (`0.25`), above 0, read exactly.
    fn probability(&mut self) -> Result<Exact, ParseError> {
        let at = self.here();
        let start = self.pos;
        while self
            .peek()
            .is_some_and(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '/' | '-' | '+' | '−'))
        {
            self.bump();
        }
        let word = &self.text[start..self.pos];
        if word.is_empty() {
            return Err(self.error_here(expect_probability()));
        }
        let p = Exact::parse(word).ok_or_else(|| self.error_at(at, expect_probability(), quoted(word)))?;
        if !p.is_positive() {
            let above = phrase("a probability above 0", "une probabilité strictement positive");
            return Err(self.error_at(at, above, quoted(word)));
        }
        self.skip_ws();
        if self.peek() != Some(':') {
            return Err(self.error_here(phrase("':' after the probability", "':' après la probabilité")));
        }
        self.bump();
        self.skip_ws();
        Ok(p)
    }

    /// An optional `max`, `min` or `chance` right before an opening
    /// bracket; anything else is left for the label or the number.
    fn prefix(&mut self) -> Option<Prefix> {
        if !self.peek().is_some_and(char::is_alphabetic) {
            return None;
        }
        let save = (self.pos, self.line, self.col, self.chars);
        let w = self.word().to_ascii_lowercase();
        self.skip_ws();
        let prefix = match w.as_str() {
            "max" => Some(Prefix::Player(Player::Max)),
            "min" => Some(Prefix::Player(Player::Min)),
            "chance" => Some(Prefix::Chance),
            _ => None,
        };
        if prefix.is_some() && matches!(self.peek(), Some('[' | '(')) {
            return prefix;
        }
        (self.pos, self.line, self.col, self.chars) = save;
        None
    }

    /// After a node: separators and closing brackets (each maybe followed
    /// by h=…) up to the next node (false) or the end of a complete tree
    /// (true).
    fn after_node(&mut self, b: &mut TreeBuilder, open: &mut Vec<Open>) -> Result<bool, ParseError> {
        loop {
            let had_ws = self.peek().is_some_and(char::is_whitespace);
            self.skip_ws();
            let Some(top) = open.last() else {
                if self.peek().is_some() {
                    return Err(self.error_here(phrase(
                        "the end of the text (the tree is complete)",
                        "la fin du texte (l’arbre est complet)",
                    )));
                }
                return Ok(true);
            };
            match self.peek() {
                Some(',') => {
                    self.bump();
                    return Ok(false);
                }
                Some(c @ (']' | ')')) => {
                    if c != top.close {
                        return Err(self.error_here(expect_close(phrase("", ""), top.close, top.line, top.col)));
                    }
                    self.bump();
                    let top = open.pop().expect("checked above");
                    let id = b.close().map_err(|e| match e {
                        BuildError::ProbabilitySum(_, sum) => self.error_at(
                            top.start,
                            phrase(
                                "probabilities that sum to exactly 1",
                                "des probabilités de somme exactement 1",
                            ),
                            sum_found(sum),
                        ),
                        e => self.build_error(e, self.here()),
                    })?;
                    debug_assert_eq!(id, top.id);
                    self.h_suffix(b, id)?;
                }
                None => {
                    let expected = expect_close(phrase("',' or ", "',' ou "), top.close, top.line, top.col);
                    return Err(self.error_here(expected));
                }
                Some(_) if had_ws => return Ok(false),
                Some(_) => {
                    let c = top.close;
                    return Err(self.error_here(phrase(
                        format!("',', a space or '{c}'"),
                        format!("',', une espace ou '{c}'"),
                    )));
                }
            }
        }
    }

    /// Reads an optional `h=NUMBER` after a closing bracket. A word `h`
    /// followed by `:` is the label of the next sibling, not an h.
    fn h_suffix(&mut self, b: &mut TreeBuilder, id: NodeId) -> Result<(), ParseError> {
        let save = (self.pos, self.line, self.col, self.chars);
        self.skip_ws();
        if matches!(self.peek(), Some('h' | 'H')) {
            let w = self.word();
            self.skip_ws();
            if (w == "h" || w == "H") && self.peek() == Some('=') {
                self.bump();
                self.skip_ws();
                let v = self.number()?;
                b.set_h(id, v).map_err(|e| self.build_error(e, self.here()))?;
                return Ok(());
            }
        }
        (self.pos, self.line, self.col, self.chars) = save;
        Ok(())
    }
}
