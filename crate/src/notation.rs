//! The text notation for game trees: parse (with positions) and format.
//!
//! # Syntax
//!
//! ```text
//! tree    := [ "max" | "min" ] node            (the root is MAX unless "min")
//! node    := [ label ":" ] ( number | inner )
//! inner   := [ "max" | "min" | "chance" ] "[" children "]" [ "h=" number ]
//!                                              ( "(" … ")" works too )
//! children:= child { ( "," | whitespace ) child }
//! child   := node, or under "chance": probability ":" node
//! probability := a fraction "a/b" of integers or a decimal, above 0
//! number  := integer or decimal, optional sign and exponent, or ±inf / ±∞
//! label   := a letter, then letters, digits, "_" or "'" (at most 24)
//! ```
//!
//! So `[[3,12,8],[2,4,6],[14,5,2]]` (which is also JSON) and
//! `((3 12 8) (2 4 6) (14 5 2))` are the same tree, `min [1 [2 3]]` has a
//! MIN root, `A:[B1:[C1:[2 1 5]] B2:[4]]` carries labels as in seed 004, and
//! `[[3 5] h=4, [1 2] h=0]` gives the inner nodes a heuristic value h (used
//! when a depth limit stops the search there). A bare number is a one-leaf
//! tree. Whitespace includes newlines, so trees can span lines.
//!
//! `chance[1/2: 8, 1/3: 24, 1/6: -12]` is a chance node (expectiminimax,
//! `docs/chance.md`): each child carries its probability, above 0, and
//! they sum to exactly 1 (exact rationals: `0.1, 0.2, 0.7` is accepted),
//! else the error names the chance node's line and column and the sum.
//! `max[…]` and `min[…]` set an inner node's player; otherwise a decision
//! node plays the opposite of its nearest decision ancestor (chance nodes
//! pass the turn, as in AIMA's backgammon tree: MAX, chance, MIN, chance,
//! MAX), and the root's player when it has none. The formatter writes a
//! player only where it differs from that rule.
//!
//! # Limits
//!
//! At most [`MAX_INPUT_BYTES`] bytes of text, [`crate::tree::MAX_NODES`]
//! nodes, finite values of magnitude at most [`crate::value::MAX_FINITE`],
//! labels of at most [`crate::tree::MAX_LABEL_CHARS`] characters. NaN is
//! refused. Nesting depth is limited only by the node count: the parser and
//! the formatter use explicit stacks, never recursion.
//!
//! # Errors
//!
//! Every error is a [`ParseError`] with the 1-based line and column (in
//! characters) of the offending spot, what was expected and what was found.
//! [`ParseError::render`] shows the line with a caret under the spot.
//!
//! # Example
//!
//! ```
//! use alphabeta::notation::{parse, format};
//! let t = parse("((3 12 8) (2 4 6) (14 5 2))").unwrap();
//! assert_eq!(t.len(), 13);
//! assert_eq!(format(&t), "[[3, 12, 8], [2, 4, 6], [14, 5, 2]]");
//! let e = parse("[[1, 2],").unwrap_err();
//! assert_eq!((e.line, e.column), (1, 9));
//! ```

use crate::error::{Kind, Localised, Position, Refused};
use crate::exact::Exact;
use crate::lang::{Lang, Text};
use crate::tree::{is_reserved_word, BuildError, NodeId, Player, Tree, TreeBuilder, MAX_LABEL_CHARS};
use crate::value::{Value, MAX_FINITE};
use std::fmt;

/// The longest text the parser accepts, in bytes.
pub const MAX_INPUT_BYTES: usize = 64 * 1024 * 1024;

/// A positioned syntax or validation error.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// 1-based line.
    pub line: usize,
    /// 1-based column, counted in characters.
    pub column: usize,
    /// 0-based offset in characters from the start of the text.
    pub offset: usize,
    /// What the parser expected there, as a phrase ("a number or '['").
    pub expected: Text,
    /// What it found there, as a phrase ("']'", "the end of the text").
    pub found: Text,
}

type Phrase = Text;

fn phrase(en: impl Into<String>, fr: impl Into<String>) -> Phrase {
    Text::new(en, fr)
}

/// The same text in both languages (a quoted character or word).
fn quoted(s: impl fmt::Display) -> Phrase {
    let s = s.to_string();
    // A word pasted by mistake can be thousands of characters long; the
    // message shows its start, and the excerpt's caret shows where it is.
    match s.char_indices().nth(MAX_QUOTED_CHARS) {
        Some((cut, _)) => Text::same(format!("'{}…'", &s[..cut])),
        None => Text::same(format!("'{s}'")),
    }
}

/// The longest word a message quotes whole.
const MAX_QUOTED_CHARS: usize = 40;

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message(Lang::En))
    }
}

impl std::error::Error for ParseError {}

impl Localised for ParseError {
    fn kind(&self) -> Kind {
        Kind::Parse
    }

    /// ```
    /// use alphabeta::{error::Localised, lang::Lang};
    /// let e = alphabeta::notation::parse("[1,").unwrap_err();
    /// assert_eq!(e.message(Lang::Fr), "ligne 1, colonne 4 : attendu un nombre, une étiquette ou '[' mais trouvé la fin du texte");
    /// ```
    fn message(&self, lang: Lang) -> String {
        let (expected, found) = (self.expected.get(lang), self.found.get(lang));
        match lang {
            Lang::En => format!(
                "line {}, column {}: expected {expected} but found {found}",
                self.line, self.column
            ),
            Lang::Fr => format!(
                "ligne {}, colonne {} : attendu {expected} mais trouvé {found}",
                self.line, self.column
            ),
        }
    }

    fn position(&self) -> Option<Position> {
        Some(Position {
            line: self.line,
            column: self.column,
            offset: self.offset,
        })
    }
}

impl ParseError {
    /// The message in English followed by [`excerpt`]: the offending line
    /// with a caret under the spot, for terminals and `<pre>` blocks.
    ///
    /// ```
    /// let text = "[1, 2,]";
    /// let e = alphabeta::notation::parse(text).unwrap_err();
    /// assert!(e.render(text).ends_with("[1, 2,]\n      ^"));
    /// ```
    pub fn render(&self, text: &str) -> String {
        self.render_in(text, Lang::En)
    }

    /// [`ParseError::render`] in `lang`.
    pub fn render_in(&self, text: &str, lang: Lang) -> String {
        format!("{}\n{}", self.message(lang), excerpt(text, self.line, self.column))
    }
}

/// How many characters of a long line [`excerpt`] keeps before the column.
const EXCERPT_BEFORE: usize = 60;
/// How many characters of a long line [`excerpt`] keeps from the column on.
const EXCERPT_AFTER: usize = 30;

/// The line `line` of `text` (1-based) with a caret line under `column`
/// (1-based, in characters). A long line is cut around the column, the cuts
/// marked `…`, so the caret stays visible; tabs before the column are copied
/// into the caret line so that it stays aligned. The page's error box and the
/// CLI both show this.
///
/// ```
/// use alphabeta::notation::excerpt;
/// assert_eq!(excerpt("[1,\n\t2 x]", 2, 4), "\t2 x]\n\t  ^");
/// ```
pub fn excerpt(text: &str, line: usize, column: usize) -> String {
    let at = text.split('\n').nth(line.saturating_sub(1)).unwrap_or("");
    let chars: Vec<char> = at.strip_suffix('\r').unwrap_or(at).chars().collect();
    let col = column.saturating_sub(1);
    let start = col.saturating_sub(EXCERPT_BEFORE);
    let end = (col + EXCERPT_AFTER).min(chars.len());
    let prefix = if start > 0 { "…" } else { "" };
    let suffix = if end < chars.len() { "…" } else { "" };
    let shown: String = chars[start.min(end)..end].iter().collect();
    let mut pad = String::from(if start > 0 { " " } else { "" });
    pad.extend(
        chars[start.min(chars.len())..col.min(chars.len())]
            .iter()
            .map(|&c| if c == '\t' { '\t' } else { ' ' }),
    );
    // A column past the end of the line (the end of the text) still points
    // one place further.
    pad.extend(std::iter::repeat_n(' ', col.saturating_sub(chars.len().max(start))));
    format!("{prefix}{shown}{suffix}\n{pad}^")
}

/// One value as the notation reads a leaf: a number of magnitude at most
/// [`MAX_FINITE`] or ±inf / ±∞, surrounded by spaces or not. The editor's
/// fields use this, so a value typed in a field and one typed in the
/// notation obey the same rule.
///
/// # Errors
///
/// A [`Refused`] naming the text, for anything else (a label, a tree, an
/// out-of-range number).
///
/// ```
/// use alphabeta::{notation::parse_value, value::Value};
/// assert_eq!(parse_value(" -2.5 ").unwrap(), Value::new(-2.5).unwrap());
/// assert_eq!(parse_value("+∞").unwrap(), Value::POS_INF);
/// assert!(parse_value("1e16").is_err() && parse_value("[1]").is_err() && parse_value("x").is_err());
/// // A decimal comma is refused with its own reason.
/// use alphabeta::error::Localised;
/// let comma = parse_value("3,5").unwrap_err().message(alphabeta::lang::Lang::En);
/// assert!(comma.contains("decimals follow a point"), "{comma}");
/// ```
pub fn parse_value(text: &str) -> Result<Value, Refused> {
    let refused = || {
        Refused {
        text: text.trim().to_string(),
        rule: Text::new(
            "is not a value: write a number of magnitude at most 1e15 (such as 3, -2.5 or 1e3), or +inf or -inf",
            "n’est pas une valeur : écrivez un nombre d’au plus 1e15 en valeur absolue (comme 3, -2.5 ou 1e3), ou +inf ou -inf",
        ),
    }
    };
    // "3,5" reads as two leaves in a tree, and as nothing in a field of one
    // value: say that the decimals follow a point (the page's French leaf
    // editor turns its decimal comma into one before it asks).
    if is_decimal_comma(text.trim()) {
        return Err(Refused {
            text: text.trim().to_string(),
            rule: Text::new(
                "is not a value: decimals follow a point, not a comma (3.5), and a number has no thousands separator (1000)",
                "n’est pas une valeur : les décimales suivent un point, pas une virgule (3.5), et un nombre s’écrit sans séparateur de milliers (1000)",
            ),
        });
    }
    let tree = parse(text).map_err(|_| refused())?;
    let bare = tree.len() == 1 && tree.root_player() == Player::Max && tree.label(0).is_none();
    tree.leaf_value(0).filter(|_| bare).ok_or_else(refused)
}

/// Whether `text` is digits, a comma and digits, with a sign or not: a
/// number written with a decimal comma or a thousands separator.
fn is_decimal_comma(text: &str) -> bool {
    let unsigned = text.trim_start_matches(['-', '+', '−']);
    let Some((whole, decimals)) = unsigned.split_once(',') else {
        return false;
    };
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    digits(whole) && digits(decimals)
}

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
fn describe(c: Option<char>) -> Phrase {
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

fn expect_node() -> Phrase {
    phrase("a number, a label or '['", "un nombre, une étiquette ou '['")
}

fn expect_label() -> Phrase {
    phrase(
        format!("a label of 1 to {MAX_LABEL_CHARS} letters, digits, '_' or '\\'' that is not chance, inf, max, min or nan"),
        format!(
            "une étiquette de 1 à {MAX_LABEL_CHARS} lettres, chiffres, '_' ou '\\'' autre que chance, inf, max, min ou nan"
        ),
    )
}

/// "'])' to close the '[' at line L, column C", in both languages.
fn expect_close(prefix: Phrase, close: char, line: usize, col: usize) -> Phrase {
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

struct Parser<'a> {
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
struct Open {
    id: NodeId,
    close: char,
    line: usize,
    col: usize,
    start: (usize, usize, usize),
    chance: bool,
}

/// A word before an inner node's bracket: its player, or chance.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Prefix {
    Player(Player),
    Chance,
}

/// What a chance node's child must start with.
fn expect_probability() -> Phrase {
    phrase(
        "a probability above 0 (such as 1/2 or 0.5) then ':'",
        "une probabilité strictement positive (comme 1/2 ou 0.5) puis ':'",
    )
}

/// "the probabilities sum to 11/12", in both languages.
fn sum_found(sum: Option<Exact>) -> Phrase {
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

/// Formats a tree in the canonical notation: `", "` between children, the
/// root player written only when it is MIN, labels as `A:`, h as ` h=4`
/// after the closing bracket; a chance node's children as `1/3: A:5`
/// (the probability in lowest terms, a decimal when it is one), and
/// `max[`/`min[` only where the player differs from the default rule.
/// `parse(format(t)) == t` for every tree.
///
/// # Example
///
/// ```
/// let t = alphabeta::notation::parse("min ( A:(1 2) 3 )").unwrap();
/// assert_eq!(alphabeta::notation::format(&t), "min [A:[1, 2], 3]");
/// ```
pub fn format(tree: &Tree) -> String {
    let mut out = String::new();
    if tree.root_player() == Player::Min {
        out.push_str("min ");
    }
    // The stack holds the inner nodes still open; a node closes when the
    // walk reaches the end of its subtree.
    let mut open: Vec<NodeId> = Vec::new();
    for id in 0..tree.len() as NodeId {
        close_until(tree, &mut open, &mut out, id);
        if let Some(&p) = open.last() {
            if id != p + 1 {
                out.push_str(", ");
            }
        }
        if let Some(p) = tree.probability(id) {
            out.push_str(&p.to_string());
            out.push_str(": ");
        }
        if let Some(l) = tree.label(id) {
            out.push_str(l);
            out.push(':');
        }
        if tree.is_leaf(id) {
            out.push_str(&tree.leaf_value(id).map(|v| v.to_string()).unwrap_or_default());
        } else {
            if tree.is_chance(id) {
                out.push_str("chance");
            } else if tree.player_is_written(id) {
                out.push_str(if tree.player(id) == Player::Max { "max" } else { "min" });
            }
            out.push('[');
            open.push(id);
        }
    }
    close_until(tree, &mut open, &mut out, tree.len() as NodeId);
    out
}

/// Closes every open node whose subtree ends at or before `id`.
fn close_until(tree: &Tree, open: &mut Vec<NodeId>, out: &mut String, id: NodeId) {
    while let Some(&top) = open.last() {
        if tree.end(top) > id {
            break;
        }
        open.pop();
        out.push(']');
        if let Some(h) = tree.h(top) {
            out.push_str(" h=");
            out.push_str(&h.to_string());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn err(text: &str) -> ParseError {
        parse(text).unwrap_err()
    }

    #[test]
    fn classic_tree_in_three_spellings() {
        let a = parse("[[3,12,8],[2,4,6],[14,5,2]]").unwrap();
        let b = parse("((3 12 8) (2 4 6) (14 5 2))").unwrap();
        let c = parse("[\n  [3, 12, 8]\n  [2 4 6],\n  [14 5 2]\n]").unwrap();
        assert_eq!(a, b);
        assert_eq!(a, c);
        assert_eq!(a.len(), 13);
        assert_eq!(a.leaf_count(), 9);
        assert_eq!(a.player(0), Player::Max);
        assert_eq!(a.player(1), Player::Min);
    }

    #[test]
    fn labels_min_root_h_and_infinities() {
        let t = parse("min A:[B1:[1 -2.5] h=3, B2:+inf, -∞, h:4]").unwrap();
        assert_eq!(t.root_player(), Player::Min);
        assert_eq!(t.label(0), Some("A"));
        assert_eq!(t.label(1), Some("B1"));
        assert_eq!(t.h(1), Some(Value::int(3)));
        assert_eq!(t.leaf_value(3), Some(Value::new(-2.5).unwrap()));
        assert_eq!(t.leaf_value(4), Some(Value::POS_INF));
        assert_eq!(t.leaf_value(5), Some(Value::NEG_INF));
        assert_eq!(t.label(6), Some("h"));
        assert_eq!(format(&t), "min A:[B1:[1, -2.5] h=3, B2:+inf, -inf, h:4]");
        assert_eq!(parse(&format(&t)).unwrap(), t);
    }

    #[test]
    fn bare_number_is_one_leaf() {
        let t = parse("  42 ").unwrap();
        assert_eq!(t.len(), 1);
        assert_eq!(t.leaf_value(0), Some(Value::int(42)));
        assert_eq!(format(&t), "42");
    }

    #[test]
    fn errors_are_positioned() {
        let e = err("[]");
        assert_eq!((e.line, e.column), (1, 2));
        assert!(e.expected.en.contains("at least one child"), "{e}");
        let e = err("[1, 2] 3");
        assert_eq!((e.line, e.column), (1, 8));
        assert!(e.expected.en.contains("end of the text"));
        let e = err("[1,\n 2,\n x]");
        assert_eq!((e.line, e.column), (3, 3));
        assert_eq!(e.expected.en, "':' after the label");
        let e = err("[1, nan]");
        assert_eq!((e.line, e.column), (1, 5));
        let e = err("[1, 2)");
        assert!(
            e.expected.en.contains("']' to close the '[' at line 1, column 1"),
            "{e}"
        );
        let e = err("");
        assert_eq!(e.found.en, "the end of the text");
        let e = err("[1e16]");
        assert!(e.expected.en.contains("between"));
        let e = err("[1, 2,]");
        assert_eq!(e.column, 7);
        let e = err("[[1 2]");
        assert_eq!((e.line, e.column), (1, 7));
        assert!(e.expected.en.contains("column 1"), "{e}");
        let e = err("[1 2 3..4]");
        assert_eq!((e.column, e.found.en.as_str()), (6, "'3..4'"));
        let e = err("max");
        assert_eq!(e.found.en, "the end of the text");
    }

    #[test]
    fn render_shows_the_spot() {
        let text = "[[1, 2],";
        let r = err(text).render(text);
        assert_eq!(
            r,
            "line 1, column 9: expected a number, a label or '[' but found the end of the text\n[[1, 2],\n        ^"
        );
    }

    #[test]
    fn deep_chain_parses_and_formats_without_recursion() {
        let n = 100_000;
        let text = format!("{}7{}", "[".repeat(n), "]".repeat(n));
        let t = parse(&text).unwrap();
        assert_eq!(t.len(), n + 1);
        assert_eq!(t.depth(n as NodeId), n as u32);
        assert_eq!(format(&t), text);
        drop(t);
    }

    #[test]
    fn a_long_word_is_quoted_by_its_start() {
        let word = "9".repeat(5_000);
        let message = parse(&format!("[{word}, 1]")).unwrap_err().to_string();
        assert!(message.contains(&format!("'{}…'", "9".repeat(40))), "{message}");
        assert!(message.len() < 200, "{message}");
    }

    #[test]
    fn numbers() {
        for (s, x) in [
            ("0", 0.0),
            ("-0", 0.0),
            ("+3", 3.0),
            ("1.5e2", 150.0),
            (".5", 0.5),
            ("−2", -2.0),
            ("1e+2", 100.0),
        ] {
            assert_eq!(parse(s).unwrap().leaf_value(0).unwrap().get(), x, "{s}");
        }
        for s in ["1.2.3", "0x10", "e5", "-", "+-1", "infinit", "1e", "--1"] {
            assert!(parse(s).is_err(), "{s} should be refused");
        }
    }
}
