//! The languages of every catalogue, and text written in each of them.
//!
//! This is the bottom layer of the message catalogues (invariant 8): a
//! [`Lang`] picks a language, a [`Text`] holds one phrase in every language,
//! and [`show`] writes a value as people read it. The sentences themselves
//! live next to what they describe (`narrate` for searches, each error type
//! for its errors) and are always built for both languages at once, so no
//! caller can forget one.

use crate::value::Value;

/// A language of the catalogues.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Lang {
    /// English.
    En,
    /// French, in the seeds' vocabulary.
    Fr,
}

impl Lang {
    /// Every language, in the order the page lists them.
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Fr];

    /// `"fr"` (or any `fr-…`) is French; anything else is English.
    pub fn from_code(code: &str) -> Lang {
        if code.get(..2).is_some_and(|p| p.eq_ignore_ascii_case("fr")) {
            Lang::Fr
        } else {
            Lang::En
        }
    }

    /// `"en"` or `"fr"`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Fr => "fr",
        }
    }
}

/// One phrase in every language.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Text {
    /// In English.
    pub en: String,
    /// In French.
    pub fr: String,
}

impl Text {
    /// A phrase from its English and French wordings.
    pub fn new(en: impl Into<String>, fr: impl Into<String>) -> Text {
        Text {
            en: en.into(),
            fr: fr.into(),
        }
    }

    /// The same words in every language (a quoted character, a number).
    pub fn same(s: impl Into<String>) -> Text {
        let s = s.into();
        Text { en: s.clone(), fr: s }
    }

    /// The wording in `lang`.
    pub fn get(&self, lang: Lang) -> &str {
        match lang {
            Lang::En => &self.en,
            Lang::Fr => &self.fr,
        }
    }
}

/// A count as people write it: `52,171` in English (from four digits:
/// `1,111`); `52 171` in French, with a narrow no-break space, from five
/// digits (`1111`), as French typography does. The page's `num.js count`
/// writes the same.
///
/// ```
/// use alphabeta::lang::{count, Lang};
/// assert_eq!(count(597_871, Lang::En), "597,871");
/// assert_eq!(count(1111, Lang::En), "1,111");
/// assert_eq!(count(1111, Lang::Fr), "1111");
/// assert_eq!(count(11_111, Lang::Fr), "11\u{202f}111");
/// assert_eq!(count(999, Lang::En), "999");
/// ```
pub fn count(n: usize, lang: Lang) -> String {
    let digits = n.to_string();
    let (sep, from) = match lang {
        Lang::En => (',', 4),
        Lang::Fr => ('\u{202f}', 5),
    };
    if digits.len() < from {
        return digits;
    }
    let head = match digits.len() % 3 {
        0 => 3,
        r => r,
    };
    let mut out = String::with_capacity(digits.len() + digits.len() / 3 * 3);
    out.push_str(&digits[..head]);
    for (i, c) in digits[head..].chars().enumerate() {
        if i % 3 == 0 {
            out.push(sep);
        }
        out.push(c);
    }
    out
}

/// A value as people write it in `lang`: French writes a decimal comma
/// (`−0,3`), English a point (`−0.3`).
///
/// ```
/// use alphabeta::{lang::{show_in, Lang}, value::Value};
/// let v = Value::new(-0.3).unwrap();
/// assert_eq!(show_in(v, Lang::Fr), "−0,3");
/// assert_eq!(show_in(v, Lang::En), "−0.3");
/// ```
pub fn show_in(v: Value, lang: Lang) -> String {
    match lang {
        Lang::En => show(v),
        Lang::Fr => show(v).replace('.', ","),
    }
}

/// A French sentence's decimals with a comma: every number written with a
/// point between digits (`−0.5`, `12.25`) becomes `−0,5`, `12,25`; node
/// names are left alone (`R.1.2`, `C4.2`, `#12.3`: the digits before the
/// point follow a letter, a point or `#`). For sentences assembled from
/// values already written with [`show`].
///
/// ```
/// use alphabeta::lang::decimal_commas;
/// assert_eq!(decimal_commas("m = −0.5 ≤ α = 2.25 en R.1.2 et C4.2"), "m = −0,5 ≤ α = 2,25 en R.1.2 et C4.2");
/// assert_eq!(decimal_commas("Fin. 3. #12.3"), "Fin. 3. #12.3");
/// ```
pub fn decimal_commas(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    for (i, &c) in chars.iter().enumerate() {
        let between_digits =
            c == '.' && i > 0 && chars[i - 1].is_ascii_digit() && chars.get(i + 1).is_some_and(|d| d.is_ascii_digit());
        let standalone = between_digits && {
            // The start of the digits before the point.
            let mut j = i - 1;
            while j > 0 && chars[j - 1].is_ascii_digit() {
                j -= 1;
            }
            j == 0 || !(chars[j - 1].is_alphanumeric() || matches!(chars[j - 1], '.' | '#' | '_' | '\''))
        };
        out.push(if standalone { ',' } else { c });
    }
    out
}

/// A value as people write it: `5`, `−2.5` with a true minus sign, `+∞`, `−∞`.
///
/// ```
/// use alphabeta::{lang::show, value::Value};
/// assert_eq!(show(Value::NEG_INF), "−∞");
/// assert_eq!(show(Value::int(-3)), "−3");
/// ```
pub fn show(v: Value) -> String {
    if v == Value::POS_INF {
        "+∞".into()
    } else if v == Value::NEG_INF {
        "−∞".into()
    } else {
        v.to_string().replace('-', "−")
    }
}

/// A bound of a window as the narration writes it: as [`show_in`] does,
/// except that the successor or predecessor of a short value (the far end
/// of a null window, `docs/windows.md`) is written as that value with `⁺`
/// or `⁻`: `3⁺` rather than `3.0000000000000004`, `−∞⁺` rather than
/// `−1.7976931348623157e308`. Only for bounds: a value a reader may type
/// back (a leaf, m, a practice answer) keeps [`show`]'s digits.
///
/// ```
/// use alphabeta::{lang::{show_bound, Lang}, value::Value};
/// assert_eq!(show_bound(Value::int(3).succ(), Lang::En), "3⁺");
/// assert_eq!(show_bound(Value::new(2.5).unwrap().pred(), Lang::Fr), "2,5⁻");
/// assert_eq!(show_bound(Value::NEG_INF.succ(), Lang::En), "−∞⁺");
/// assert_eq!(show_bound(Value::new(0.125).unwrap(), Lang::Fr), "0,125");
/// ```
pub fn show_bound(v: Value, lang: Lang) -> String {
    let text = match neighbour(v) {
        Some(s) => s.replace('-', "−"),
        None => show(v),
    };
    match lang {
        Lang::En => text,
        Lang::Fr => text.replace('.', ","),
    }
}

/// A window (or any interval) as the narration writes it: each bound as
/// [`show_bound`] writes it, between parentheses. English separates the
/// bounds with a comma, `(2.5, 3)`; French, whose decimal mark is the
/// comma, with a semicolon, `(2,5 ; 3)`, as the page's window tags do
/// (`fmtWindow` in `www/js/core/num.js`): `(2,5, 3)` could be read as
/// three numbers or as the window (2 ; 5,3). Every window a sentence
/// writes goes through here.
///
/// ```
/// use alphabeta::{lang::{show_window, Lang}, value::Value};
/// let (a, b) = (Value::new(2.5).unwrap(), Value::int(3));
/// assert_eq!(show_window(a, b, Lang::En), "(2.5, 3)");
/// assert_eq!(show_window(a, b, Lang::Fr), "(2,5 ; 3)");
/// assert_eq!(show_window(a, a.succ(), Lang::Fr), "(2,5 ; 2,5⁺)");
/// assert_eq!(show_window(Value::NEG_INF, b, Lang::Fr), "(−∞ ; 3)");
/// ```
pub fn show_window(alpha: Value, beta: Value, lang: Lang) -> String {
    let sep = match lang {
        Lang::En => ", ",
        Lang::Fr => " ; ",
    };
    format!("({}{sep}{})", show_bound(alpha, lang), show_bound(beta, lang))
}

/// A value that is the successor or predecessor of a short one written as
/// that value with `⁺` or `⁻` (see [`show_bound`]); `None` for any other
/// value.
fn neighbour(v: Value) -> Option<String> {
    let text = v.to_string();
    if text.len() < 16 {
        return None;
    }
    let short = |w: Value| {
        let s = if w.is_infinite() { show(w) } else { w.to_string() };
        (s.len() + 8 <= text.len()).then_some(s)
    };
    short(v.pred())
        .map(|s| format!("{s}⁺"))
        .or_else(|| short(v.succ()).map(|s| format!("{s}⁻")))
}
