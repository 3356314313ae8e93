//! The parser's errors: a positioned [`ParseError`] in both languages, its
//! phrases, and [`excerpt`], the offending line with a caret.

#[allow(unused_imports)]
use super::*;

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

pub(super) type Phrase = Text;

pub(super) fn phrase(en: impl Into<String>, fr: impl Into<String>) -> Phrase {
    Text::new(en, fr)
}

/// The same text in both languages (a quoted character or word).
pub(super) fn quoted(s: impl fmt::Display) -> Phrase {
    let s = s.to_string();
    // A word pasted by mistake can be thousands of characters long; the
    // message shows its start, and the excerpt's caret shows where it is.
    match s.char_indices().nth(MAX_QUOTED_CHARS) {
        Some((cut, _)) => Text::same(format!("'{}…'", &s[..cut])),
        None => Text::same(format!("'{s}'")),
    }
}

/// The longest word a message quotes whole.
pub(super) const MAX_QUOTED_CHARS: usize = 40;

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
pub(super) const EXCERPT_BEFORE: usize = 60;
/// How many characters of a long line [`excerpt`] keeps from the column on.
pub(super) const EXCERPT_AFTER: usize = 30;

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
