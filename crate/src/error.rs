//! The one error type that leaves the engine.
//!
//! Every failure a reader can cause (a tree that does not parse, options
//! that do not fit the tree, an edit that cannot apply, a random-tree spec
//! out of range, a value or label the notation refuses, a malformed request
//! from JavaScript) becomes an [`Error`]: a [`Kind`] to switch on, the
//! message in every language, and where it applies, the position in the
//! text (line, column) or the node at fault. The specific error types stay
//! where they are raised (`notation::ParseError`, `options::OptionsError`,
//! …) and each says how it reads through [`Localised`]; converting one into
//! an [`Error`] is the only way a message is translated.

use crate::lang::{Lang, Text};
use serde::Serialize;
use std::fmt;

/// What kind of input was at fault.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Kind {
    /// The tree's text (the notation).
    Parse,
    /// The search options (a depth limit, the initial window).
    Options,
    /// An edit of the tree.
    Edit,
    /// A random-tree spec.
    Random,
    /// Anything else a caller handed in: a value, a label, a request's shape.
    Input,
}

/// A position in a text: 1-based line and column (in characters), and the
/// 0-based offset in characters.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    /// 1-based line.
    pub line: usize,
    /// 1-based column, in characters.
    pub column: usize,
    /// 0-based offset from the start of the text, in characters.
    pub offset: usize,
}

/// An error that reads in every language.
pub trait Localised {
    /// What kind of input was at fault.
    fn kind(&self) -> Kind;
    /// The whole message in `lang`.
    fn message(&self, lang: Lang) -> String;
    /// Where in the text, for errors about a text.
    fn position(&self) -> Option<Position> {
        None
    }
    /// The node at fault, for errors about one node.
    fn node(&self) -> Option<u32> {
        None
    }
}

/// A text a field refused (a value, a label), with the rule it breaks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refused {
    /// The text, trimmed.
    pub text: String,
    /// The rule, as the rest of a sentence: "is not a value: write …".
    pub rule: Text,
}

impl Localised for Refused {
    fn kind(&self) -> Kind {
        Kind::Input
    }

    fn message(&self, lang: Lang) -> String {
        // A pasted page must not become a page-long message.
        let mut shown: String = self.text.chars().take(40).collect();
        if shown.len() < self.text.len() {
            shown.push('…');
        }
        match lang {
            Lang::En => format!("'{shown}' {}", self.rule.en),
            Lang::Fr => format!("« {shown} » {}", self.rule.fr),
        }
    }
}

/// An error as it leaves the engine (see the module docs).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error {
    /// What kind of input was at fault.
    pub kind: Kind,
    /// The message in every language.
    pub message: Text,
    /// Where in the text.
    pub position: Option<Position>,
    /// The node at fault.
    pub node: Option<u32>,
}

impl Error {
    /// An error about a caller's input that has no type of its own.
    pub fn input(en: impl Into<String>, fr: impl Into<String>) -> Error {
        Error {
            kind: Kind::Input,
            message: Text::new(en, fr),
            position: None,
            node: None,
        }
    }

    /// The message in `lang`.
    pub fn message(&self, lang: Lang) -> &str {
        self.message.get(lang)
    }
}

impl<E: Localised> From<E> for Error {
    fn from(e: E) -> Error {
        Error {
            kind: e.kind(),
            message: Text::new(e.message(Lang::En), e.message(Lang::Fr)),
            position: e.position(),
            node: e.node(),
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message.en)
    }
}

impl std::error::Error for Error {}
