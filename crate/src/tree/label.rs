//! Labels (the label rule, reserved words, [`check_label`]) and the range
//! a value must lie in.

#[allow(unused_imports)]
use super::*;

/// Whether `s` is a label the notation can write: a letter first, then
/// letters, digits, `_` or `'`, at most [`MAX_LABEL_CHARS`] characters, and
/// not one of the words the notation reserves.
pub fn is_valid_label(s: &str) -> bool {
    let mut chars = s.chars();
    let Some(first) = chars.next() else { return false };
    first.is_alphabetic()
        && s.chars().count() <= MAX_LABEL_CHARS
        && chars.all(|c| c.is_alphanumeric() || c == '_' || c == '\'')
        && !is_reserved_word(s)
}

/// Words that cannot be labels because the notation gives them a meaning.
pub(super) const RESERVED: [&str; 6] = ["chance", "inf", "infinity", "max", "min", "nan"];

/// Whether `s` is a word the notation reserves (case-insensitive).
pub fn is_reserved_word(s: &str) -> bool {
    RESERVED.iter().any(|r| r.eq_ignore_ascii_case(s))
}

/// The label a reader typed, trimmed: `None` when empty, the label when the
/// notation can write it.
///
/// # Errors
///
/// A [`Refused`] naming the text, for anything [`is_valid_label`] refuses.
///
/// ```
/// use alphabeta::tree::check_label;
/// assert_eq!(check_label(" B1 ").unwrap().as_deref(), Some("B1"));
/// assert_eq!(check_label("").unwrap(), None);
/// assert!(check_label("max").is_err() && check_label("1a").is_err());
/// ```
pub fn check_label(text: &str) -> Result<Option<String>, Refused> {
    let t = text.trim();
    if t.is_empty() {
        Ok(None)
    } else if is_valid_label(t) {
        Ok(Some(t.to_string()))
    } else {
        Err(Refused {
            text: t.to_string(),
            rule: Text::new(
                format!(
                    "cannot be a label: write 1 to {MAX_LABEL_CHARS} letters, digits, '_' or '\\'', starting with a letter, other than chance, inf, max, min or nan"
                ),
                format!(
                    "ne peut pas être une étiquette : écrivez 1 à {MAX_LABEL_CHARS} lettres, chiffres, '_' ou '\\'', en commençant par une lettre, autre que chance, inf, max, min ou nan"
                ),
            ),
        })
    }
}

/// Whether the notation can write `v`: ±∞ or a magnitude of at most
/// [`MAX_FINITE`].
pub(super) fn in_range(v: Value) -> bool {
    v.is_infinite() || v.get().abs() <= MAX_FINITE
}
