//! TeX text: values, labels and sentences written for TeX, with the
//! escaping user text needs and the symbols the engine's sentences use.

#[allow(unused_imports)]
use super::*;

/// A value in TeX math: `5`, `-2.5`, `+\infty`, `-\infty`.
pub fn tex_value(v: Value) -> String {
    if v == Value::POS_INF {
        "+\\infty".into()
    } else if v == Value::NEG_INF {
        "-\\infty".into()
    } else {
        v.to_string()
    }
}

/// Writes TeX's special characters escaped; false for any other character.
pub(super) fn escape_special(c: char, out: &mut String) -> bool {
    match c {
        '\\' => out.push_str("\\textbackslash{}"),
        '{' | '}' | '$' | '&' | '#' | '_' | '%' => {
            out.push('\\');
            out.push(c);
        }
        '^' => out.push_str("\\^{}"),
        '~' => out.push_str("\\~{}"),
        _ => return false,
    }
    true
}

/// Escapes text for TeX (labels are already restricted; this is defence in
/// depth). Letters outside Latin-1, which pdflatex cannot set without
/// extra packages, become `?`.
pub fn tex_text(s: &str) -> String {
    let mut out = String::new();
    for c in s.chars() {
        match c {
            c if escape_special(c, &mut out) => {}
            '\'' => out.push('\''),
            c if c.is_ascii_alphanumeric() || matches!(c, '.' | ' ' | '-') => out.push(c),
            c if c.is_alphanumeric() && (c as u32) < 0x180 => out.push(c),
            c if c.is_alphanumeric() => out.push('?'),
            _ => {}
        }
    }
    out
}

/// A sentence (English or French, as the engine writes them) as TeX text
/// for pdflatex with `fontenc` T1: the engine's symbols become math, TeX's
/// special characters are escaped, and anything else pdflatex cannot set
/// is dropped.
pub fn tex_sentence(s: &str) -> String {
    let mut out = String::new();
    for c in s.chars() {
        let math = match c {
            'α' => Some("\\alpha"),
            'β' => Some("\\beta"),
            '∞' => Some("\\infty"),
            '−' => Some("-"),
            '≥' => Some("\\geq"),
            '≤' => Some("\\leq"),
            '→' => Some("\\to"),
            '×' => Some("\\times"),
            '∓' => Some("\\mp"),
            '±' => Some("\\pm"),
            // A chance node's sentences: its running sum and probabilities.
            '·' => Some("\\cdot"),
            'Σ' => Some("\\Sigma"),
            _ => vulgar_fraction(c),
        };
        if let Some(m) = math {
            let _ = write!(out, "\\ensuremath{{{m}}}");
            continue;
        }
        match c {
            c if escape_special(c, &mut out) => {}
            '<' => out.push_str("\\ensuremath{<}"),
            '>' => out.push_str("\\ensuremath{>}"),
            '\u{a0}' | '\u{202f}' => out.push('~'),
            '’' => out.push('\''),
            // An index at full size, in the text's font (`p(i)`): a slide's
            // text is never smaller than 8 pt, and a subscript would be.
            'ᵢ' => out.push_str("(i)"),
            '«' => out.push_str("\\guillemotleft{}"),
            '»' => out.push_str("\\guillemotright{}"),
            '–' => out.push_str("--"),
            '—' => out.push_str("---"),
            'œ' => out.push_str("\\oe{}"),
            'Œ' => out.push_str("\\OE{}"),
            c if c.is_ascii() && !c.is_ascii_control() => out.push(c),
            c if (c as u32) >= 0xc0 && (c as u32) < 0x180 && c.is_alphabetic() => out.push(c),
            _ => {}
        }
    }
    out
}

/// A vulgar fraction of the narration (`½`, `⅙`) as TeX math, at full size
/// (`1/2`): a slide's text is never smaller than 8 pt, and `\frac`'s digits
/// would be.
fn vulgar_fraction(c: char) -> Option<&'static str> {
    Some(match c {
        '½' => "1/2",
        '⅓' => "1/3",
        '⅔' => "2/3",
        '¼' => "1/4",
        '¾' => "3/4",
        '⅕' => "1/5",
        '⅖' => "2/5",
        '⅗' => "3/5",
        '⅘' => "4/5",
        '⅙' => "1/6",
        '⅚' => "5/6",
        '⅛' => "1/8",
        '⅜' => "3/8",
        '⅝' => "5/8",
        '⅞' => "7/8",
        _ => return None,
    })
}

/// A value in TeX math as the figure's language writes it: a decimal comma
/// in French (`-2{,}5`), a point in English.
pub fn tex_value_in(v: Value, lang: Lang) -> String {
    let s = tex_value(v);
    match lang {
        Lang::En => s,
        Lang::Fr => s.replace('.', "{,}"),
    }
}

/// An exact number (a chance tree's value or probability) in TeX math:
/// `5/3`, `-2`, `0.25` (`0{,}25` in French), with the minus of math mode.
pub fn tex_exact(v: Exact, lang: Lang) -> String {
    let text = v.to_string();
    match lang {
        Lang::En => text,
        Lang::Fr => text.replace('.', "{,}"),
    }
}

/// A bound of a window in TeX math: as [`tex_value_in`] writes a value,
/// A value as [`tex_value_in`] writes it, except the neighbour of a short
/// value (a null window's α⁺ or β⁻, which PVS and MTD(f) hand down)
/// written `3^{+}` or `3^{-}`, as the narration's
/// [`crate::lang::show_bound`] writes `3⁺`, never `3.0000000000000004`.
pub fn tex_bound_in(v: Value, lang: Lang) -> String {
    let shown = crate::lang::show_bound(v, Lang::En);
    if shown.ends_with('⁺') {
        format!("{}^{{+}}", tex_value_in(v.pred(), lang))
    } else if shown.ends_with('⁻') {
        format!("{}^{{-}}", tex_value_in(v.succ(), lang))
    } else {
        tex_value_in(v, lang)
    }
}
