//! Text measurement: each text's box estimated from its characters at its
//! font size (on the wide side of Computer Modern's widths), and a node
//! shape's size around its text.

#[allow(unused_imports)]
use super::*;

/// The width of a character in em, as Computer Modern sets it or wider.
pub(super) fn em_width(c: char) -> f64 {
    match c {
        '0'..='9' => 0.5,
        ' ' => 0.34,
        '.' | ',' | ':' | ';' | '\'' => 0.28,
        '=' | '<' | '>' | '+' | '-' => 0.78,
        '(' | ')' | '[' | ']' => 0.39,
        'A'..='Z' => 0.77,
        'm' | 'w' => 0.84,
        'i' | 'l' | 'j' | 't' | 'f' | 'r' => 0.4,
        c if c.is_lowercase() => 0.56,
        _ => 0.8,
    }
}

/// The widths (in em) of the lines of a TeX string as this module writes
/// them: `\\` breaks a line, math shifts and braces take no room, and the
/// commands it uses take their glyph's width.
pub(super) fn tex_lines(tex: &str) -> Vec<f64> {
    let mut lines = vec![0.0];
    let mut chars = tex.chars().peekable();
    while let Some(c) = chars.next() {
        let w = match c {
            '\\' => {
                if chars.peek() == Some(&'\\') {
                    chars.next();
                    lines.push(0.0);
                    continue;
                }
                let mut name = String::new();
                while let Some(&d) = chars.peek() {
                    if d.is_ascii_alphabetic() {
                        name.push(d);
                        chars.next();
                    } else {
                        break;
                    }
                }
                if name.is_empty() {
                    // An escaped special character.
                    chars.next();
                    0.6
                } else {
                    match name.as_str() {
                        "infty" => 1.0,
                        "geq" | "leq" | "times" | "to" => 0.78,
                        "alpha" => 0.64,
                        "beta" => 0.58,
                        "textbackslash" | "oe" | "OE" => 0.8,
                        _ => 0.0,
                    }
                }
            }
            '$' | '{' | '}' => 0.0,
            c => em_width(c),
        };
        if let Some(last) = lines.last_mut() {
            *last += w;
        }
    }
    lines
}

/// The inner sep of every label, in points.
pub(super) const INNER_SEP: f64 = 1.0;

/// The size (width, height) in points of `tex` set at `pt`, inner sep
/// included, estimated on the wide side.
pub(super) fn text_size(tex: &str, pt: f64) -> (f64, f64) {
    let lines = tex_lines(tex);
    let w = lines.iter().cloned().fold(0.0, f64::max) * pt * 1.1;
    (w + 2.0 * INNER_SEP, lines.len() as f64 * 1.2 * pt + 2.0 * INNER_SEP)
}

/// A TeX font switch to `pt` points.
pub(super) fn font(pt: f64) -> String {
    format!("\\fontsize{{{pt:.1}}}{{{:.1}}}\\selectfont", pt * 1.2)
}

/// The size (width, height) of a node's shape for its text `(tw, th)`.
pub(super) fn shape_size(shape: Shape, tw: f64, th: f64, pt: f64) -> (f64, f64) {
    match shape {
        Shape::Leaf => ((tw + 3.0).max(1.15 * pt), (th + 3.0).max(1.25 * pt)),
        Shape::Chance => {
            // As tall as a triangle: a letter's font box is taller than
            // the letter.
            let d = (tw.max(th) + 4.0).max(1.9 * pt);
            (d, d)
        }
        Shape::Max | Shape::Min => {
            // The text sits near the wide side, a tenth of the height in:
            // the triangle is as wide there as the text plus 2 pt.
            let h = (((tw + 2.0) / 1.15 + th) / 0.9).max(1.9 * pt);
            (1.15 * h, h)
        }
    }
}
