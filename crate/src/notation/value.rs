//! One value as a person writes it ([`parse_value`]): a number, `inf`,
//! `-inf`, with the decimal comma refused with a message that says so.

#[allow(unused_imports)]
use super::*;

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
pub(super) fn is_decimal_comma(text: &str) -> bool {
    let unsigned = text.trim_start_matches(['-', '+', '−']);
    let Some((whole, decimals)) = unsigned.split_once(',') else {
        return false;
    };
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    digits(whole) && digits(decimals)
}
