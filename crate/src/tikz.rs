//! Figures and slides for course notes: a search at any step as a TikZ
//! picture, as a `forest` tree, or as a Beamer frame with one overlay per
//! chosen step.
//!
//! The pictures need only TikZ (and the `forest` package for [`forest`]),
//! so they compile with any TeX distribution (Debian: `texlive-latex-base`,
//! `texlive-pictures`, and `texlive-latex-recommended` for Beamer). MAX
//! nodes are ▲, MIN nodes ▼, leaves squares; m is written beside each
//! reached inner node (`≥ 6` / `≤ 4` for bounds, as `$\geq 6$`); the
//! inherited α and β (inner nodes only, to keep leaves readable) are the
//! window the parent handed down, as on the page (`view::shown_state`): a
//! node's own moving bound is its m, which its next child inherits. Pruned
//! subtrees are dashed and grey with the cut edge crossed, and the cut node
//! carries the test that fired and the cut's name in the figure's language.
//!
//! # Laid out with the sizes known
//!
//! Every figure is laid out here, at the size it prints ([`Fit`]): each
//! text's box is estimated from its characters at its font size (on the
//! wide side of Computer Modern's widths), the nodes are placed by the tidy
//! layout at a spacing chosen for them, and each label (m, the window, the
//! cut's note, the ×) takes the first of its places around its node that
//! meets no node, no edge and no label placed before it ([`Figure`], with a
//! grid so a check costs the boxes nearby). When none is free the spacing
//! grows and the layout starts again. A slide ([`beamer`]) is laid out for
//! the frame, never scaled: its text prints at 8 pt and more. The same
//! boxes are written by [`tikz`] and, positions forced in its `before
//! drawing tree` stage, by [`forest`]; [`Figure::boxes_comment`] writes them
//! for a check outside Rust (`alphabeta tikz --boxes`, the LaTeX stage of
//! `cargo xtask test`, which compares them with where TeX put the words).
//!
//! User text (labels) is restricted by the notation to letters, digits,
//! `_` and `'`, and is escaped for TeX anyway; sentences (the narration
//! under each overlay) go through [`tex_sentence`], which writes the
//! symbols the engine uses (α, β, ∞, −, ≥, ≤, →) as TeX math.
//!
//! # Example
//!
//! ```
//! use alphabeta::{lang::Lang, notation::parse, search::{search, Options}};
//! use alphabeta::tikz::{beamer, cut_steps, forest, tikz, TikzOptions};
//! let t = parse("[[3,12,8],[2,4,6],[14,5,2]]").unwrap();
//! let tr = search(&t, &Options::default()).unwrap();
//! let opts = TikzOptions { standalone: true, window: true, lang: Lang::Fr };
//! let tex = tikz(&t, &tr, tr.len(), &opts);
//! assert!(tex.starts_with("\\documentclass"));
//! assert!(tex.contains("coupure superficielle"));
//! assert!(forest(&t, &tr, tr.len(), &opts).contains("\\begin{forest}"));
//! let slides = beamer(&t, &tr, &cut_steps(&tr), "classic", Lang::Fr);
//! assert!(slides.contains("\\only<3>"));
//! ```

use crate::lang::Lang;
use crate::layout::tidy;
use crate::narrate::{cut_kind_name, narrate};
use crate::trace::{BoundKind, Status, Trace};
use crate::tree::{NodeId, Player, Tree};
use crate::value::Value;
use crate::view::{pruned_children, shown_state, Which};
use std::collections::HashMap;
use std::fmt::Write;

/// What to include.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TikzOptions {
    /// A whole `standalone` document instead of a bare picture.
    pub standalone: bool,
    /// Write the inherited α and β above each reached node.
    pub window: bool,
    /// The language of the words in the figure (the names of the cuts, the
    /// comment on what the picture needs).
    pub lang: Lang,
}

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
fn escape_special(c: char, out: &mut String) -> bool {
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
            _ => None,
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

/// A value in TeX math as the figure's language writes it: a decimal comma
/// in French (`-2{,}5`), a point in English.
pub fn tex_value_in(v: Value, lang: Lang) -> String {
    let s = tex_value(v);
    match lang {
        Lang::En => s,
        Lang::Fr => s.replace('.', "{,}"),
    }
}

/// A bound of a window in TeX math: as [`tex_value_in`] writes a value,
/// except the neighbour of a short value (a null window's α⁺ or β⁻, which
/// PVS and MTD(f) hand down) written `3^{+}` or `3^{-}`, as the narration's
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

/// The sizes a figure is laid out for, in TeX points (1/72.27 inch). The
/// figure is drawn at this size: nothing scales it afterwards, so the text
/// prints at exactly `node_pt` and `note_pt`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Fit {
    /// The size of the text in the nodes: leaf values and names.
    pub node_pt: f64,
    /// The size of the notes: m, the window, the cut tests, h.
    pub note_pt: f64,
    /// The widest the figure may be, labels included; `None`: as wide as
    /// it needs.
    pub width_pt: Option<f64>,
    /// The tallest, labels included; `None`: as tall as it needs.
    pub height_pt: Option<f64>,
    /// Whether the inherited window is written on the nodes of the search
    /// path only (slides, where the narration says the rest) rather than on
    /// every reached node.
    pub window_on_path_only: bool,
}

/// The width of a Beamer frame's text with the 3 mm side margins
/// [`beamer`] sets: 128 mm less 6 mm, in points.
pub const BEAMER_WIDTH_PT: f64 = 122.0 * 72.27 / 25.4;

/// The height of a Beamer frame, 96 mm, in points.
pub const BEAMER_FRAME_HEIGHT_PT: f64 = 96.0 * 72.27 / 25.4;

impl Fit {
    /// A figure for paper at its natural size: 10 pt in the nodes, 8 pt
    /// notes, as wide and tall as the tree needs.
    pub const PAPER: Fit = Fit {
        node_pt: 10.0,
        note_pt: 8.0,
        width_pt: None,
        height_pt: None,
        window_on_path_only: false,
    };

    /// A Beamer frame (128 mm × 96 mm): 9 pt in the nodes and 8 pt notes,
    /// the figure in the room between the frame's title and the narration.
    pub const BEAMER: Fit = Fit {
        node_pt: 9.0,
        note_pt: 8.0,
        width_pt: Some(BEAMER_WIDTH_PT),
        height_pt: Some(192.0),
        window_on_path_only: true,
    };
}

/// What a box of a figure holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Part {
    /// A node's shape (its text inside).
    Node,
    /// m beside a reached inner node.
    M,
    /// The inherited α and β, two lines.
    Window,
    /// The test that fired at a cut node and the cut's name.
    Cut,
    /// The × on a pruned edge.
    Cross,
    /// h beside a node of a blank exercise.
    H,
}

impl Part {
    /// The word a box comment writes.
    pub fn name(self) -> &'static str {
        match self {
            Part::Node => "node",
            Part::M => "m",
            Part::Window => "window",
            Part::Cut => "cut",
            Part::Cross => "cross",
            Part::H => "h",
        }
    }
}

/// An axis-aligned box in points, y up.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rect {
    /// Left.
    pub x0: f64,
    /// Bottom.
    pub y0: f64,
    /// Right.
    pub x1: f64,
    /// Top.
    pub y1: f64,
}

impl Rect {
    /// The box of size `w` × `h` centred on (`cx`, `cy`).
    pub fn centred(cx: f64, cy: f64, w: f64, h: f64) -> Rect {
        Rect {
            x0: cx - w / 2.0,
            y0: cy - h / 2.0,
            x1: cx + w / 2.0,
            y1: cy + h / 2.0,
        }
    }

    /// Whether the two boxes share more than a border.
    pub fn overlaps(&self, o: &Rect) -> bool {
        self.x0 < o.x1 && o.x0 < self.x1 && self.y0 < o.y1 && o.y0 < self.y1
    }

    /// Whether the segment from `a` to `b` passes through the box's inside
    /// (Liang–Barsky clipping; touching a border does not count).
    pub fn crossed_by(&self, a: (f64, f64), b: (f64, f64)) -> bool {
        let (dx, dy) = (b.0 - a.0, b.1 - a.1);
        let (mut t0, mut t1) = (0.0f64, 1.0f64);
        for (p, q) in [
            (-dx, a.0 - self.x0),
            (dx, self.x1 - a.0),
            (-dy, a.1 - self.y0),
            (dy, self.y1 - a.1),
        ] {
            if p == 0.0 {
                if q <= 0.0 {
                    return false;
                }
            } else {
                let t = q / p;
                if p < 0.0 {
                    t0 = t0.max(t);
                } else {
                    t1 = t1.min(t);
                }
                if t0 >= t1 {
                    return false;
                }
            }
        }
        t1 - t0 > 1e-9
    }

    fn union(&self, o: &Rect) -> Rect {
        Rect {
            x0: self.x0.min(o.x0),
            y0: self.y0.min(o.y0),
            x1: self.x1.max(o.x1),
            y1: self.y1.max(o.y1),
        }
    }

    fn centre(&self) -> (f64, f64) {
        ((self.x0 + self.x1) / 2.0, (self.y0 + self.y1) / 2.0)
    }
}

/// A label the exporter placed: what it is, whose it is, where, and its
/// TeX.
#[derive(Clone, Debug, PartialEq)]
pub struct Placed {
    /// What it holds.
    pub part: Part,
    /// The node it belongs to (a cross: the child whose edge it crosses).
    pub node: NodeId,
    /// Its box, inner sep included, as estimated from the text (wider and
    /// taller than TeX sets it).
    pub rect: Rect,
    /// Its TeX.
    pub tex: String,
    /// Its TikZ style.
    pub style: &'static str,
}

/// An edge as drawn: from the parent's bottom to the child's top.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Edge {
    /// The parent.
    pub from: NodeId,
    /// The child.
    pub to: NodeId,
    /// The parent's end.
    pub a: (f64, f64),
    /// The child's end.
    pub b: (f64, f64),
}

/// The shape of a node.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Shape {
    /// ▲.
    Max,
    /// ▼.
    Min,
    /// A square.
    Leaf,
}

/// One node as laid out.
#[derive(Clone, Debug, PartialEq)]
pub struct NodeBox {
    /// The shape's bounding box.
    pub rect: Rect,
    /// Where the text's centre is.
    pub text_at: (f64, f64),
    shape: Shape,
    style: String,
    text: String,
    edge: &'static str,
}

/// A figure laid out: every node, edge and label with its box, in points
/// (y up), and the font sizes it is drawn at. [`tikz`], [`forest`] and
/// [`beamer`] write exactly these boxes; [`Figure::boxes_comment`] writes
/// them for a check outside Rust.
#[derive(Clone, Debug, PartialEq)]
pub struct Figure {
    /// The nodes, by id.
    pub nodes: Vec<NodeBox>,
    /// The edges, one per non-root node.
    pub edges: Vec<Edge>,
    /// The labels.
    pub labels: Vec<Placed>,
    /// The text size in the nodes, in points.
    pub node_pt: f64,
    /// The text size of the notes, in points.
    pub note_pt: f64,
    /// How many labels found no place clear of the others, the edges and
    /// the nodes (0 for a figure that was checked and is clear).
    pub crowded: usize,
    /// Whether the placement was checked (trees above [`MAX_CHECKED`]
    /// nodes get the first place of every label, unchecked, so a huge tree
    /// costs linear time).
    pub checked: bool,
}

/// The largest tree whose labels are placed with collision checks.
pub const MAX_CHECKED: usize = 3000;

impl Figure {
    /// The box around everything drawn.
    pub fn bounds(&self) -> Rect {
        let mut r = self.nodes.first().map_or(
            Rect {
                x0: 0.0,
                y0: 0.0,
                x1: 0.0,
                y1: 0.0,
            },
            |n| n.rect,
        );
        for n in &self.nodes {
            r = r.union(&n.rect);
        }
        for l in &self.labels {
            r = r.union(&l.rect);
        }
        r
    }

    /// The height of the tree's nodes alone, from the root's top to the
    /// lowest leaf's bottom.
    pub fn tree_height(&self) -> f64 {
        let top = self.nodes.iter().map(|n| n.rect.y1).fold(f64::MIN, f64::max);
        let bottom = self.nodes.iter().map(|n| n.rect.y0).fold(f64::MAX, f64::min);
        (top - bottom).max(0.0)
    }

    /// Every box as a TeX comment, one a line: first
    /// `% bounds X0 Y0 X1 Y1`, the picture's bounding box, then
    /// `% box PART NODE X0 Y0 X1 Y1` (points, y up, the picture's origin),
    /// then `% edge FROM TO AX AY BX BY`. A check outside Rust (the LaTeX
    /// stage) reads them back.
    pub fn boxes_comment(&self) -> String {
        let mut s = String::new();
        let b = self.bounds();
        let _ = writeln!(s, "% bounds {:.2} {:.2} {:.2} {:.2}", b.x0, b.y0, b.x1, b.y1);
        for (id, n) in self.nodes.iter().enumerate() {
            let r = n.rect;
            let _ = writeln!(s, "% box node {id} {:.2} {:.2} {:.2} {:.2}", r.x0, r.y0, r.x1, r.y1);
        }
        for l in &self.labels {
            let r = l.rect;
            let _ = writeln!(
                s,
                "% box {} {} {:.2} {:.2} {:.2} {:.2}",
                l.part.name(),
                l.node,
                r.x0,
                r.y0,
                r.x1,
                r.y1
            );
        }
        for e in &self.edges {
            let _ = writeln!(
                s,
                "% edge {} {} {:.2} {:.2} {:.2} {:.2}",
                e.from, e.to, e.a.0, e.a.1, e.b.0, e.b.1
            );
        }
        s
    }
}

/// The width of a character in em, as Computer Modern sets it or wider.
fn em_width(c: char) -> f64 {
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
fn tex_lines(tex: &str) -> Vec<f64> {
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
const INNER_SEP: f64 = 1.0;

/// The size (width, height) in points of `tex` set at `pt`, inner sep
/// included, estimated on the wide side.
fn text_size(tex: &str, pt: f64) -> (f64, f64) {
    let lines = tex_lines(tex);
    let w = lines.iter().cloned().fold(0.0, f64::max) * pt * 1.1;
    (w + 2.0 * INNER_SEP, lines.len() as f64 * 1.2 * pt + 2.0 * INNER_SEP)
}

/// A TeX font switch to `pt` points.
fn font(pt: f64) -> String {
    format!("\\fontsize{{{pt:.1}}}{{{:.1}}}\\selectfont", pt * 1.2)
}

/// What the figures write about one node.
struct NodeFigure {
    shape: Shape,
    /// `max`, `min` or `leaf`, and `, pruned` or `, unvisited`.
    style: String,
    /// The text inside: a leaf's value or a name.
    text: String,
    /// m beside a reached inner node, with `\geq` / `\leq` for bounds.
    m: Option<String>,
    /// The inherited window of a reached inner node, two lines.
    window: Option<String>,
    /// The edge from the parent: its TikZ style.
    edge: &'static str,
    /// Whether the node is on the search path.
    on_path: bool,
}

/// How the figure names and marks the nodes.
#[derive(Clone, Copy)]
struct Marks<'a> {
    /// The names written in inner nodes instead of their labels (the
    /// sheets' A, B, C…).
    names: Option<&'a [Option<String>]>,
    /// A blank exercise: the tree alone, drawn in black, h beside nodes.
    blank: bool,
}

/// Node `id` at `k`, as the figures draw it.
fn node_figure(tree: &Tree, trace: &Trace, id: NodeId, k: u32, opts: &TikzOptions, marks: Marks) -> NodeFigure {
    let st = shown_state(trace, id, k);
    let (shape, name) = if tree.is_leaf(id) {
        (Shape::Leaf, "leaf")
    } else if tree.player(id) == Player::Max {
        (Shape::Max, "max")
    } else {
        (Shape::Min, "min")
    };
    let extra = match st.status {
        _ if marks.blank => "",
        Status::Pruned => ", pruned",
        Status::Unvisited | Status::Beyond => ", unvisited",
        _ => "",
    };
    let label = marks
        .names
        .and_then(|n| n.get(id as usize).cloned().flatten())
        .or_else(|| tree.label(id).map(str::to_string));
    let text = match (tree.leaf_value(id), label) {
        (Some(v), _) => format!("${}$", tex_value_in(v, opts.lang)),
        (None, Some(l)) => tex_text(&l),
        (None, None) => String::new(),
    };
    let reached = !marks.blank && matches!(st.status, Status::Path | Status::Done | Status::Evaluated);
    let m = st.m.filter(|_| reached && !tree.is_leaf(id)).map(|m| {
        let prefix = match st.bound {
            Some(BoundKind::Lower) => "\\geq ",
            Some(BoundKind::Upper) => "\\leq ",
            _ => "",
        };
        format!("${prefix}{}$", tex_bound_in(m, opts.lang))
    });
    let window = match (st.alpha, st.beta) {
        (Some(a), Some(b)) if opts.window && reached && !tree.is_leaf(id) => Some(format!(
            "$\\alpha = {}$\\\\$\\beta = {}$",
            tex_bound_in(a, opts.lang),
            tex_bound_in(b, opts.lang)
        )),
        _ => None,
    };
    let edge = match st.status {
        _ if marks.blank => "thick",
        Status::Pruned => "pruned",
        Status::Unvisited | Status::Beyond => "draw=gray!60",
        _ => "thick",
    };
    NodeFigure {
        shape,
        style: format!("{name}{extra}"),
        text,
        m,
        window,
        edge,
        on_path: st.status == Status::Path,
    }
}

/// The note written at a cut node: the test that fired and, on a second
/// line, the cut's name: `$4 \leq \alpha = 5$\\(shallow cut)`. `short`
/// leaves the name out (slides, whose narration names the cut).
fn cut_note(tree: &Tree, trace: &Trace, c: &crate::trace::Cut, lang: Lang, short: bool) -> String {
    let player = tree.player(c.node);
    let op = trace.options().ties.op(player).tex();
    let letter = Which::tested_at(player).tex();
    let test = format!(
        "${} {op} {letter} = {}$",
        tex_bound_in(c.m, lang),
        tex_bound_in(c.bound, lang)
    );
    if short {
        test
    } else {
        format!("{test}\\\\({})", cut_kind_name(c.kind, lang))
    }
}

/// The preamble line a bare picture needs, in the figure's language.
fn needs(lang: Lang, what: &str) -> String {
    match lang {
        Lang::En => format!("% Needs {what}.\n"),
        Lang::Fr => format!("% Nécessite {what}.\n"),
    }
}

/// A label to place.
struct Request {
    part: Part,
    node: NodeId,
    tex: String,
    /// A shorter text, tried when the figure is crowded.
    short: Option<String>,
    style: &'static str,
}

/// Where a label may go around its node, in order of preference.
#[derive(Clone, Copy)]
enum Slot {
    Right,
    RightUp,
    RightDown,
    Left,
    LeftUp,
    LeftDown,
    Above,
    AboveLeft,
    AboveRight,
    Below,
    BelowLeft,
    BelowRight,
}

/// The slots of each kind of label, best first.
fn slots(part: Part) -> &'static [Slot] {
    use Slot::*;
    match part {
        Part::Window => &[
            AboveLeft, LeftUp, AboveRight, RightUp, Above, Left, Right, LeftDown, RightDown, BelowLeft, BelowRight,
            Below,
        ],
        Part::M | Part::H => &[
            Right, RightDown, RightUp, Left, LeftDown, LeftUp, BelowRight, BelowLeft, AboveRight, AboveLeft, Below,
            Above,
        ],
        Part::Cut | Part::Cross | Part::Node => &[
            Below, BelowRight, BelowLeft, RightDown, LeftDown, Right, Left, RightUp, LeftUp, AboveRight, AboveLeft,
            Above,
        ],
    }
}

/// The box of a `w` × `h` label in `slot` around the node box `n`, `d`
/// points further out than the nearest.
fn slot_rect(slot: Slot, n: &Rect, w: f64, h: f64, d: f64) -> Rect {
    let g = 1.5;
    let (cx, cy) = n.centre();
    let (x0, y0) = match slot {
        Slot::Right => (n.x1 + g + d, cy - h / 2.0),
        Slot::RightUp => (n.x1 + g + d, cy),
        Slot::RightDown => (n.x1 + g + d, cy - h),
        Slot::Left => (n.x0 - g - d - w, cy - h / 2.0),
        Slot::LeftUp => (n.x0 - g - d - w, cy),
        Slot::LeftDown => (n.x0 - g - d - w, cy - h),
        Slot::Above => (cx - w / 2.0, n.y1 + g + d),
        Slot::AboveLeft => (cx - g - w - d / 2.0, n.y1 + g + d),
        Slot::AboveRight => (cx + g + d / 2.0, n.y1 + g + d),
        Slot::Below => (cx - w / 2.0, n.y0 - g - d - h),
        Slot::BelowLeft => (cx - g - w - d / 2.0, n.y0 - g - d - h),
        Slot::BelowRight => (cx + g + d / 2.0, n.y0 - g - d - h),
    };
    Rect {
        x0,
        y0,
        x1: x0 + w,
        y1: y0 + h,
    }
}

/// How much further out each ring of slots is, in points.
const RINGS: [f64; 12] = [0.0, 3.0, 7.0, 12.0, 18.0, 25.0, 33.0, 42.0, 52.0, 64.0, 78.0, 95.0];

/// What a label must stay clear of, in cells of a uniform grid, so a check
/// costs the boxes near it.
struct Grid {
    cell: f64,
    cells: HashMap<(i64, i64), Vec<u32>>,
    rects: Vec<Rect>,
    /// Segments, with the child whose edge each is.
    segs: Vec<(Point, Point, NodeId)>,
}

/// A point (x, y) in points, y up.
type Point = (f64, f64);

/// Grid entries at or above this index are segments.
const SEG: u32 = 1 << 31;

impl Grid {
    fn new(cell: f64) -> Grid {
        Grid {
            cell,
            cells: HashMap::new(),
            rects: Vec::new(),
            segs: Vec::new(),
        }
    }

    fn span(&self, r: &Rect) -> (i64, i64, i64, i64) {
        let c = self.cell;
        (
            (r.x0 / c).floor() as i64,
            (r.y0 / c).floor() as i64,
            (r.x1 / c).floor() as i64,
            (r.y1 / c).floor() as i64,
        )
    }

    fn add(&mut self, r: &Rect, entry: u32) {
        let (i0, j0, i1, j1) = self.span(r);
        for i in i0..=i1 {
            for j in j0..=j1 {
                self.cells.entry((i, j)).or_default().push(entry);
            }
        }
    }

    fn add_rect(&mut self, r: Rect) {
        let entry = self.rects.len() as u32;
        self.rects.push(r);
        self.add(&r, entry);
    }

    fn add_seg(&mut self, a: (f64, f64), b: (f64, f64), child: NodeId) {
        let entry = SEG | self.segs.len() as u32;
        self.segs.push((a, b, child));
        // In pieces no longer than a cell, so a long edge marks the cells
        // it passes through, not its whole bounding box.
        let len = ((b.0 - a.0).powi(2) + (b.1 - a.1).powi(2)).sqrt();
        let pieces = (len / self.cell).ceil().max(1.0) as usize;
        for p in 0..pieces {
            let (t0, t1) = (p as f64 / pieces as f64, (p + 1) as f64 / pieces as f64);
            let (x0, y0) = (a.0 + (b.0 - a.0) * t0, a.1 + (b.1 - a.1) * t0);
            let (x1, y1) = (a.0 + (b.0 - a.0) * t1, a.1 + (b.1 - a.1) * t1);
            let r = Rect {
                x0: x0.min(x1),
                y0: y0.min(y1),
                x1: x0.max(x1),
                y1: y0.max(y1),
            };
            self.add(&r, entry);
        }
    }

    /// Whether `r` meets a box or an edge (other than the edge into
    /// `skip`, which a cross sits on).
    fn hits(&self, r: &Rect, skip: Option<NodeId>) -> bool {
        let (i0, j0, i1, j1) = self.span(r);
        for i in i0..=i1 {
            for j in j0..=j1 {
                let Some(list) = self.cells.get(&(i, j)) else { continue };
                for &e in list {
                    if e & SEG != 0 {
                        let (a, b, child) = self.segs[(e & !SEG) as usize];
                        if Some(child) != skip && r.crossed_by(a, b) {
                            return true;
                        }
                    } else if self.rects[e as usize].overlaps(r) {
                        return true;
                    }
                }
            }
        }
        false
    }
}

/// The size (width, height) of a node's shape for its text `(tw, th)`.
fn shape_size(shape: Shape, tw: f64, th: f64, pt: f64) -> (f64, f64) {
    match shape {
        Shape::Leaf => ((tw + 3.0).max(1.15 * pt), (th + 3.0).max(1.25 * pt)),
        Shape::Max | Shape::Min => {
            // The text sits near the wide side, a tenth of the height in:
            // the triangle is as wide there as the text plus 2 pt.
            let h = (((tw + 2.0) / 1.15 + th) / 0.9).max(1.9 * pt);
            (1.15 * h, h)
        }
    }
}

/// Lays out the nodes of `scene` at units `ux` × `uy` and places its
/// labels (with their short texts when `short`).
fn place(
    tree: &Tree,
    layout: &crate::layout::Layout,
    scene: &Scene,
    fit: &Fit,
    (ux, uy): (f64, f64),
    short: bool,
) -> Figure {
    let checked = tree.len() <= MAX_CHECKED;
    let nodes = node_boxes(layout, &scene.figs, fit, (ux, uy));
    let edges = edges_between(tree, &nodes);
    let mut grid = Grid::new((3.0 * fit.note_pt).max(ux.min(uy)));
    if checked {
        for nb in &nodes {
            grid.add_rect(nb.rect);
        }
        for e in &edges {
            grid.add_seg(e.a, e.b, e.to);
        }
    }
    let mut labels = Labels {
        grid,
        checked,
        crowded: 0,
        placed: Vec::new(),
        room: room_in_frame(&nodes, fit),
        pt: fit.note_pt,
    };
    // The crosses first: each sits on its edge, at the middle if it can.
    for &child in &scene.crosses {
        if let Some(e) = edges.iter().find(|e| e.to == child) {
            labels.cross(e);
        }
    }
    for req in &scene.requests {
        let tex = match (&req.short, short) {
            (Some(s), true) => s.clone(),
            _ => req.tex.clone(),
        };
        labels.around(req, tex, &nodes[req.node as usize].rect);
    }
    Figure {
        nodes,
        edges,
        labels: labels.placed,
        node_pt: fit.node_pt,
        note_pt: fit.note_pt,
        crowded: labels.crowded,
        checked,
    }
}

/// Each node's box at units `ux` × `uy`, its shape sized to its text.
fn node_boxes(layout: &crate::layout::Layout, figs: &[NodeFigure], fit: &Fit, (ux, uy): (f64, f64)) -> Vec<NodeBox> {
    figs.iter()
        .enumerate()
        .map(|(id, f)| {
            let (cx, cy) = (layout.x[id] * ux, -layout.y[id] * uy);
            let (tw, _) = text_size(&f.text, fit.node_pt);
            let th = fit.node_pt;
            let (w, h) = shape_size(f.shape, tw, th, fit.node_pt);
            let rect = Rect::centred(cx, cy, w, h);
            let text_y = match f.shape {
                Shape::Leaf => cy,
                Shape::Max => rect.y0 + 0.1 * h + th / 2.0,
                Shape::Min => rect.y1 - 0.1 * h - th / 2.0,
            };
            NodeBox {
                rect,
                text_at: (cx, text_y),
                shape: f.shape,
                style: f.style.clone(),
                text: f.text.clone(),
                edge: f.edge,
            }
        })
        .collect()
}

/// Each edge, from the bottom of the parent's box to the top of the child's.
fn edges_between(tree: &Tree, nodes: &[NodeBox]) -> Vec<Edge> {
    (1..tree.len() as NodeId)
        .filter_map(|id| {
            let p = tree.parent(id)?;
            let (pr, cr) = (nodes[p as usize].rect, nodes[id as usize].rect);
            Some(Edge {
                from: p,
                to: id,
                a: ((pr.x0 + pr.x1) / 2.0, pr.y0),
                b: ((cr.x0 + cr.x1) / 2.0, cr.y1),
            })
        })
        .collect()
}

/// The room a label may take: in a frame, the nodes' extent widened by the
/// frame's slack, half on each side, so that no label pushes the figure
/// out of the frame; everywhere otherwise.
fn room_in_frame(nodes: &[NodeBox], fit: &Fit) -> Rect {
    let mut room = Rect {
        x0: f64::MIN,
        y0: f64::MIN,
        x1: f64::MAX,
        y1: f64::MAX,
    };
    let Some(first) = nodes.first() else { return room };
    let extent = nodes.iter().fold(first.rect, |r, n| r.union(&n.rect));
    if let Some(slack) = fit.width_pt.map(|w| w - (extent.x1 - extent.x0)).filter(|&s| s > 0.0) {
        room.x0 = extent.x0 - slack / 2.0;
        room.x1 = extent.x1 + slack / 2.0;
    }
    if let Some(slack) = fit.height_pt.map(|h| h - (extent.y1 - extent.y0)).filter(|&s| s > 0.0) {
        room.y0 = extent.y0 - slack / 2.0;
        room.y1 = extent.y1 + slack / 2.0;
    }
    room
}

/// The labels placed so far, and what places the next one: the grid of
/// what is drawn (checked only up to [`MAX_CHECKED`] nodes), the room a
/// label may take, and the labels' size.
struct Labels {
    grid: Grid,
    checked: bool,
    /// How many labels found no free place.
    crowded: usize,
    placed: Vec<Placed>,
    room: Rect,
    pt: f64,
}

impl Labels {
    /// Keeps `rect` for a label and marks it taken.
    fn keep(&mut self, part: Part, node: NodeId, rect: Rect, tex: String, style: &'static str) {
        if self.checked {
            self.grid.add_rect(rect);
        }
        self.placed.push(Placed {
            part,
            node,
            rect,
            tex,
            style,
        });
    }

    /// A cross on edge `e`, at the middle or the first free place near it.
    fn cross(&mut self, e: &Edge) {
        let tex = "$\\times$".to_string();
        let (w, h) = text_size(&tex, self.pt);
        let at = |t: f64| Rect::centred(e.a.0 + (e.b.0 - e.a.0) * t, e.a.1 + (e.b.1 - e.a.1) * t, w, h);
        let free = [0.5, 0.4, 0.6, 0.3, 0.7, 0.2, 0.8]
            .into_iter()
            .map(at)
            .find(|r| !self.checked || !self.grid.hits(r, Some(e.to)));
        let rect = free.unwrap_or_else(|| {
            self.crowded += 1;
            at(0.5)
        });
        self.keep(Part::Cross, e.to, rect, tex, "cross");
    }

    /// A label around its node's box `around`: the first free slot of the
    /// nearest ring inside the room, else its first slot.
    fn around(&mut self, req: &Request, tex: String, around: &Rect) {
        let (w, h) = text_size(&tex, self.pt);
        let free = if self.checked {
            RINGS.iter().find_map(|&d| {
                slots(req.part)
                    .iter()
                    .map(|&slot| slot_rect(slot, around, w, h, d))
                    .find(|r| self.inside(r) && !self.grid.hits(r, None))
            })
        } else {
            None
        };
        let rect = free.unwrap_or_else(|| {
            if self.checked {
                self.crowded += 1;
            }
            slot_rect(slots(req.part)[0], around, w, h, 0.0)
        });
        self.keep(req.part, req.node, rect, tex, req.style);
    }

    fn inside(&self, r: &Rect) -> bool {
        let room = &self.room;
        r.x0 >= room.x0 && r.x1 <= room.x1 && r.y0 >= room.y0 && r.y1 <= room.y1
    }
}

/// One step of a figure, ready to lay out: the node figures, the labels
/// and the crossed edges.
struct Scene {
    figs: Vec<NodeFigure>,
    requests: Vec<Request>,
    crosses: Vec<NodeId>,
}

/// What the figure of `trace` at `k` draws.
fn scene(tree: &Tree, trace: &Trace, k: u32, opts: &TikzOptions, marks: Marks, fit: &Fit) -> Scene {
    let figs: Vec<NodeFigure> = (0..tree.len() as NodeId)
        .map(|id| node_figure(tree, trace, id, k, opts, marks))
        .collect();
    let mut requests = Vec::new();
    let mut crosses = Vec::new();
    for (id, f) in figs.iter().enumerate() {
        let id = id as NodeId;
        if let Some(w) = &f.window {
            if !fit.window_on_path_only || f.on_path {
                requests.push(Request {
                    part: Part::Window,
                    node: id,
                    tex: w.clone(),
                    short: None,
                    style: "window",
                });
            }
        }
        if let Some(m) = &f.m {
            requests.push(Request {
                part: Part::M,
                node: id,
                tex: m.clone(),
                short: None,
                style: "note",
            });
        }
        if marks.blank {
            if let Some(h) = tree.h(id) {
                requests.push(Request {
                    part: Part::H,
                    node: id,
                    tex: format!("$h = {}$", tex_value_in(h, opts.lang)),
                    short: None,
                    style: "note",
                });
            }
        }
    }
    if !marks.blank {
        for c in trace.cuts_until(k) {
            requests.push(Request {
                part: Part::Cut,
                node: c.node,
                tex: cut_note(tree, trace, c, opts.lang, false),
                short: Some(cut_note(tree, trace, c, opts.lang, true)),
                style: "cut",
            });
            crosses.extend(pruned_children(tree, trace, c));
        }
    }
    Scene {
        figs,
        requests,
        crosses,
    }
}

/// The units a figure starts from, and the least they may shrink to.
struct Units {
    ux: f64,
    uy: f64,
    /// The least horizontal unit: neighbours' shapes do not touch.
    ux_min: f64,
    /// The tallest node shape.
    maxh: f64,
}

/// The first units of the figures of `first`'s tree: wide enough that no
/// two neighbours at one depth touch, tall enough for the notes between
/// levels, and spread over the frame when there is one.
fn start_units(layout: &crate::layout::Layout, first: &Scene, fit: &Fit) -> Units {
    // Neighbours at one depth bound the spacing from below: their shapes
    // must not touch, however many units apart the layout puts them.
    let (mut maxw, mut maxh) = (0.0f64, 0.0f64);
    let mut ux_min = 0.0f64;
    let mut last_at: Vec<Option<(f64, f64)>> = vec![None; layout.height as usize + 2];
    for (id, f) in first.figs.iter().enumerate() {
        let (tw, _) = text_size(&f.text, fit.node_pt);
        let (w, h) = shape_size(f.shape, tw, fit.node_pt, fit.node_pt);
        maxw = maxw.max(w);
        maxh = maxh.max(h);
        let d = (layout.y[id] as usize).min(last_at.len() - 1);
        if let Some((x, half)) = last_at[d] {
            let units = layout.x[id] - x;
            if units > 0.0 {
                ux_min = ux_min.max((half + w / 2.0 + 2.5) / units);
            }
        }
        last_at[d] = Some((layout.x[id], w / 2.0));
    }
    let note_line = 1.2 * fit.note_pt + 2.0 * INNER_SEP;
    let mut ux = ux_min.max(maxw / 2.0);
    let mut uy = maxh + 2.0 * note_line + 8.0;
    if let (Some(w), true) = (fit.width_pt, layout.width > 0.0) {
        ux = ux.max((0.85 * w / layout.width).min(4.0 * maxw));
    }
    if let (Some(h), true) = (fit.height_pt, layout.height > 0.0) {
        uy = uy.max(((h - maxh - 2.0 * note_line) / layout.height).min(5.0 * maxh));
    }
    Units { ux, uy, ux_min, maxh }
}

/// How far the widest and the tallest of `figures` spill out of the
/// frame (0 when they fit, or without a frame).
fn overflow(figures: &[Figure], fit: &Fit) -> (f64, f64) {
    let (mut over_w, mut over_h) = (0.0f64, 0.0f64);
    for f in figures {
        let b = f.bounds();
        if let Some(w) = fit.width_pt {
            over_w = over_w.max(b.x1 - b.x0 - w);
        }
        if let Some(h) = fit.height_pt {
            over_h = over_h.max(b.y1 - b.y0 - h);
        }
    }
    (over_w, over_h)
}

/// Lays out every scene with one spacing, the same for all (the overlays of
/// a slide keep the tree still): the smallest spacing that places every
/// label clear of the rest, grown until it does, and within the fit's room
/// when it has one.
fn lay_out(tree: &Tree, scenes: &[Scene], fit: &Fit) -> Vec<Figure> {
    let layout = tidy(tree);
    let Some(first) = scenes.first() else { return Vec::new() };
    let Units {
        mut ux,
        mut uy,
        ux_min,
        maxh,
    } = start_units(&layout, first, fit);
    if tree.len() > MAX_CHECKED {
        return scenes
            .iter()
            .map(|s| place(tree, &layout, s, fit, (ux, uy), false))
            .collect();
    }
    let has_room = fit.width_pt.is_some() || fit.height_pt.is_some();
    let mut best: Option<(usize, f64, Vec<Figure>)> = None;
    let mut short = false;
    for _ in 0..24 {
        let figures: Vec<Figure> = scenes
            .iter()
            .map(|s| place(tree, &layout, s, fit, (ux, uy), short))
            .collect();
        let crowded: usize = figures.iter().map(|f| f.crowded).sum();
        let (over_w, over_h) = overflow(&figures, fit);
        let spill = over_w.max(0.0) + over_h.max(0.0);
        if crowded == 0 && spill <= 0.0 {
            return figures;
        }
        if best.as_ref().is_none_or(|(c, s, _)| (crowded, spill) < (*c, *s)) {
            best = Some((crowded, spill, figures));
        }
        // In a frame, the notes give up the cut's name first (the
        // narration under the slide says it).
        if has_room && !short {
            short = true;
            continue;
        }
        if crowded > 0 {
            // Taller while the room allows, then wider.
            let tall_room = fit.height_pt.is_some_and(|h| over_h < -0.08 * h);
            // (Steeper edges leave room for the crosses on them and the
            // labels between them.)
            if tall_room {
                uy *= 1.1;
            } else {
                ux *= 1.05;
                uy *= 1.08;
            }
        } else {
            // Clear, but too big: tighten where it spills.
            if over_w > 0.0 && layout.width > 0.0 {
                ux = (ux - over_w / layout.width - 0.5).max(ux_min);
            }
            if over_h > 0.0 && layout.height > 0.0 {
                uy = (uy - over_h / layout.height - 0.5).max(maxh + 1.0);
            }
        }
    }
    best.map(|(_, _, f)| f).unwrap_or_default()
}

/// The styles the pictures use.
fn styles(fit: &Fit) -> String {
    format!(
        "nshape/.style={{draw, thick, line join=round}},\n\
         \x20 max/.style={{nshape}}, min/.style={{nshape}}, leaf/.style={{nshape}},\n\
         \x20 pruned/.style={{dashed, draw=gray, text=gray}},\n\
         \x20 unvisited/.style={{draw=gray!60, text=gray!70}},\n\
         \x20 ntext/.style={{inner sep=0pt, font={}}},\n\
         \x20 note/.style={{inner sep={INNER_SEP}pt, font={}, align=center}},\n\
         \x20 window/.style={{note}},\n\
         \x20 cut/.style={{note, text=red!70!black}},\n\
         \x20 cross/.style={{note, text=red!70!black}}",
        font(fit.node_pt),
        font(fit.note_pt)
    )
}

/// The path of a node's shape, in absolute coordinates.
fn shape_path(nb: &NodeBox) -> String {
    let r = nb.rect;
    let cx = (r.x0 + r.x1) / 2.0;
    match nb.shape {
        Shape::Leaf => format!("({:.2}pt,{:.2}pt) rectangle ({:.2}pt,{:.2}pt)", r.x0, r.y0, r.x1, r.y1),
        Shape::Max => format!(
            "({:.2}pt,{:.2}pt) -- ({:.2}pt,{:.2}pt) -- ({cx:.2}pt,{:.2}pt) -- cycle",
            r.x0, r.y0, r.x1, r.y0, r.y1
        ),
        Shape::Min => format!(
            "({:.2}pt,{:.2}pt) -- ({:.2}pt,{:.2}pt) -- ({cx:.2}pt,{:.2}pt) -- cycle",
            r.x0, r.y1, r.x1, r.y1, r.y0
        ),
    }
}

/// The text colour of a node of style `style`, as an option to append.
fn text_colour(style: &str) -> &'static str {
    if style.contains("pruned") {
        ", text=gray"
    } else if style.contains("unvisited") {
        ", text=gray!70"
    } else {
        ""
    }
}

/// A label as a TikZ node at its box's centre.
fn label_tex(l: &Placed) -> String {
    let (x, y) = l.rect.centre();
    format!("\\node[{}] at ({x:.2}pt,{y:.2}pt) {{{}}};", l.style, l.tex)
}

/// The `tikzpicture` of a laid-out figure, in points, its bounding box
/// `b` (the figure's, or the union of a slide's overlays).
fn picture(fig: &Figure, fit: &Fit, b: &Rect) -> String {
    let mut s = String::new();
    let _ = writeln!(s, "\\begin{{tikzpicture}}[x=1pt, y=1pt,\n  {}]", styles(fit));
    let _ = writeln!(
        s,
        "  \\useasboundingbox ({:.2},{:.2}) rectangle ({:.2},{:.2});",
        b.x0, b.y0, b.x1, b.y1
    );
    for e in &fig.edges {
        let _ = writeln!(
            s,
            "  \\draw[{}] ({:.2},{:.2}) -- ({:.2},{:.2});",
            fig.nodes[e.to as usize].edge, e.a.0, e.a.1, e.b.0, e.b.1
        );
    }
    for (id, nb) in fig.nodes.iter().enumerate() {
        let _ = writeln!(s, "  \\path[{}] {};", nb.style, shape_path(nb));
        let (x, y) = nb.text_at;
        let _ = writeln!(
            s,
            "  \\node[ntext{}] (n{id}) at ({x:.2},{y:.2}) {{{}}};",
            text_colour(&nb.style),
            nb.text
        );
    }
    for l in &fig.labels {
        s.push_str("  ");
        s.push_str(&label_tex(l));
        s.push('\n');
    }
    s.push_str("\\end{tikzpicture}\n");
    s
}

/// The figure of `trace` at `k` laid out for `fit`: the boxes [`tikz`]
/// writes (and [`forest`], moved so the root's text is at the origin).
pub fn figure(tree: &Tree, trace: &Trace, k: u32, opts: &TikzOptions, fit: &Fit) -> Figure {
    let k = k.min(trace.len());
    let marks = Marks {
        names: None,
        blank: false,
    };
    let scenes = [scene(tree, trace, k, opts, marks, fit)];
    lay_out(tree, &scenes, fit).pop().unwrap_or_else(|| empty_figure(fit))
}

fn empty_figure(fit: &Fit) -> Figure {
    Figure {
        nodes: Vec::new(),
        edges: Vec::new(),
        labels: Vec::new(),
        node_pt: fit.node_pt,
        note_pt: fit.note_pt,
        crowded: 0,
        checked: true,
    }
}

/// The `tikzpicture` of `trace` at `k` with the inner nodes named by
/// `names` (the sheets' letters) instead of their labels, or of the tree
/// alone (`blank`: no search, drawn in black, h beside nodes), at its
/// natural size for paper. For [`crate::sheet`].
pub fn named_picture(
    tree: &Tree,
    trace: &Trace,
    k: u32,
    opts: &TikzOptions,
    names: &[Option<String>],
    blank: bool,
    fit: &Fit,
) -> (String, Figure) {
    let marks = Marks {
        names: Some(names),
        blank,
    };
    let scenes = [scene(tree, trace, k.min(trace.len()), opts, marks, fit)];
    let fig = lay_out(tree, &scenes, fit).pop().unwrap_or_else(|| empty_figure(fit));
    (picture(&fig, fit, &fig.bounds()), fig)
}

/// The TikZ picture of `trace` at position `k` (clamped to the end), laid
/// out at its natural size ([`Fit::PAPER`]).
pub fn tikz(tree: &Tree, trace: &Trace, k: u32, opts: &TikzOptions) -> String {
    tikz_boxes(tree, trace, k, opts, false)
}

/// [`tikz`], with the boxes of every node, label and edge written as
/// comments after the picture ([`Figure::boxes_comment`]) when `boxes`.
pub fn tikz_boxes(tree: &Tree, trace: &Trace, k: u32, opts: &TikzOptions, boxes: bool) -> String {
    let fit = Fit::PAPER;
    let fig = figure(tree, trace, k, opts, &fit);
    let mut s = String::new();
    if opts.standalone {
        s.push_str("\\documentclass[tikz,border=4pt]{standalone}\n\\usepackage[T1]{fontenc}\n\\begin{document}\n");
    } else {
        s.push_str(&needs(opts.lang, "\\usepackage{tikz}"));
    }
    s.push_str(&picture(&fig, &fit, &fig.bounds()));
    if boxes {
        s.push_str(&fig.boxes_comment());
    }
    if opts.standalone {
        s.push_str("\\end{document}\n");
    }
    s
}

/// The same figure as a `forest` tree: the tree written as nested brackets,
/// as course notes often do, each node with its text, its shape, its edge
/// and its labels. The positions are the ones [`figure`] computes (set in
/// forest's `before drawing tree` stage, relative to the root), so the
/// labels are placed clear of everything as in [`tikz`]. The brackets are
/// written in one pass over the pre-order arena, closing each subtree with
/// a stack of ends, so a deep tree needs no recursion here.
pub fn forest(tree: &Tree, trace: &Trace, k: u32, opts: &TikzOptions) -> String {
    forest_boxes(tree, trace, k, opts, false)
}

/// [`forest`], with the boxes written as comments (relative to the root's
/// text, as forest places them) when `boxes`.
pub fn forest_boxes(tree: &Tree, trace: &Trace, k: u32, opts: &TikzOptions, boxes: bool) -> String {
    let fit = Fit::PAPER;
    let mut fig = figure(tree, trace, k, opts, &fit);
    // forest puts the root's text at the origin.
    if let Some((ox, oy)) = fig.nodes.first().map(|n| n.text_at) {
        shift(&mut fig, -ox, -oy);
    }
    let mut s = String::new();
    if opts.standalone {
        s.push_str(
            "\\documentclass[border=4pt]{standalone}\n\\usepackage[T1]{fontenc}\n\\usepackage{forest}\n\\begin{document}\n",
        );
    } else {
        s.push_str(&needs(opts.lang, "\\usepackage{forest}"));
    }
    // Each node's labels, drawn with the node.
    let mut own: Vec<Vec<usize>> = vec![Vec::new(); tree.len()];
    for (i, l) in fig.labels.iter().enumerate() {
        own[l.node as usize].push(i);
    }
    let _ = writeln!(
        s,
        "\\tikzset{{{}}}\n\\begin{{forest}}\n  for tree={{ntext, anchor=center}}",
        styles(&fit)
    );
    let mut ends: Vec<NodeId> = Vec::new();
    for id in 0..tree.len() as NodeId {
        let nb = &fig.nodes[id as usize];
        let indent = "  ".repeat(ends.len().min(40) + 1);
        let (x, y) = nb.text_at;
        let _ = write!(
            s,
            "{indent}[{{{}}}{}, before drawing tree={{x={x:.2}pt, y={y:.2}pt}}",
            nb.text,
            text_colour(&nb.style)
        );
        s.push_str(", tikz+={");
        if id == 0 {
            let b = fig.bounds();
            let _ = write!(
                s,
                "\\useasboundingbox ({:.2}pt,{:.2}pt) rectangle ({:.2}pt,{:.2}pt); ",
                b.x0, b.y0, b.x1, b.y1
            );
        }
        let _ = write!(s, "\\path[{}] {};", nb.style, shape_path(nb));
        for &i in &own[id as usize] {
            s.push(' ');
            s.push_str(&label_tex(&fig.labels[i]));
        }
        s.push('}');
        if let Some(e) = fig.edges.iter().find(|e| e.to == id) {
            let _ = write!(
                s,
                ", edge path'={{({:.2}pt,{:.2}pt) -- ({:.2}pt,{:.2}pt)}}, edge={{{}}}",
                e.a.0, e.a.1, e.b.0, e.b.1, nb.edge
            );
        }
        s.push('\n');
        ends.push(tree.end(id));
        while ends.last() == Some(&(id + 1)) {
            ends.pop();
            let indent = "  ".repeat(ends.len().min(40) + 1);
            let _ = writeln!(s, "{indent}]");
        }
    }
    s.push_str("\\end{forest}\n");
    if boxes {
        s.push_str(&fig.boxes_comment());
    }
    if opts.standalone {
        s.push_str("\\end{document}\n");
    }
    s
}

/// Moves every box of `fig` by (`dx`, `dy`).
fn shift(fig: &mut Figure, dx: f64, dy: f64) {
    let mv = |r: &mut Rect| {
        r.x0 += dx;
        r.x1 += dx;
        r.y0 += dy;
        r.y1 += dy;
    };
    for n in &mut fig.nodes {
        mv(&mut n.rect);
        n.text_at = (n.text_at.0 + dx, n.text_at.1 + dy);
    }
    for l in &mut fig.labels {
        mv(&mut l.rect);
    }
    for e in &mut fig.edges {
        e.a = (e.a.0 + dx, e.a.1 + dy);
        e.b = (e.b.0 + dx, e.b.1 + dy);
    }
}

/// The positions a "cuts only" slide show stops at: the start, each cut's
/// step, and the end.
pub fn cut_steps(trace: &Trace) -> Vec<u32> {
    let mut steps = vec![0];
    steps.extend(trace.cuts().iter().map(|c| c.pos));
    steps.push(trace.len());
    steps.dedup();
    steps
}

/// The overlays of a Beamer frame laid out for the frame ([`Fit::BEAMER`]):
/// one figure per position in `steps` (as [`beamer`] reads them), all with
/// the same node positions. The text is at its size in print: nothing
/// scales the pictures.
pub fn beamer_figures(tree: &Tree, trace: &Trace, steps: &[u32], lang: Lang) -> Vec<Figure> {
    let steps = beamer_steps(trace, steps);
    let opts = TikzOptions {
        standalone: false,
        window: true,
        lang,
    };
    let marks = Marks {
        names: None,
        blank: false,
    };
    let fit = Fit::BEAMER;
    let scenes: Vec<Scene> = steps
        .iter()
        .map(|&k| scene(tree, trace, k, &opts, marks, &fit))
        .collect();
    lay_out(tree, &scenes, &fit)
}

/// The steps of a slide show: clamped to the trace, sorted, without
/// repeats; an empty list means every position.
fn beamer_steps(trace: &Trace, steps: &[u32]) -> Vec<u32> {
    let mut steps: Vec<u32> = if steps.is_empty() {
        (0..=trace.len()).collect()
    } else {
        steps.iter().map(|&k| k.min(trace.len())).collect()
    };
    steps.sort_unstable();
    steps.dedup();
    steps
}

/// A Beamer document: one frame on the tree `name`, one overlay per
/// position in `steps` (clamped to the trace, sorted, without repeats; an
/// empty list means every position), each the figure at that position with
/// the engine's narration of the step under it, in `lang`. The cuts appear
/// overlay after overlay, as the search makes them. The tree is laid out
/// for the frame ([`beamer_figures`]): its text prints at 8 pt or more,
/// never scaled down, and it takes the frame's height under the title.
pub fn beamer(tree: &Tree, trace: &Trace, steps: &[u32], name: &str, lang: Lang) -> String {
    let figures = beamer_figures(tree, trace, steps, lang);
    let steps = beamer_steps(trace, steps);
    let fit = Fit::BEAMER;
    let title = trace.options().algorithm.title(lang);
    let step_word = match lang {
        Lang::En => "step",
        Lang::Fr => "étape",
    };
    // One bounding box for every overlay, so the tree stays still.
    let mut bounds: Option<Rect> = None;
    for f in &figures {
        let b = f.bounds();
        bounds = Some(bounds.map_or(b, |a| a.union(&b)));
    }
    let b = bounds.unwrap_or(Rect {
        x0: 0.0,
        y0: 0.0,
        x1: 0.0,
        y1: 0.0,
    });
    let mut s = String::new();
    let _ = writeln!(
        s,
        "% {}\n\\documentclass{{beamer}}\n\\usepackage[T1]{{fontenc}}\n\
         \\usepackage{{tikz}}\n\
         \\setbeamertemplate{{navigation symbols}}{{}}\n\
         \\setbeamersize{{text margin left=3mm, text margin right=3mm}}\n\
         \\setbeamerfont{{frametitle}}{{size=\\normalsize}}\n\\begin{{document}}",
        match lang {
            Lang::En => "Slides made by alphabeta: one overlay per chosen step, the tree laid out for the frame.",
            Lang::Fr =>
                "Transparents faits par alphabeta : une étape choisie par calque, l’arbre disposé pour le cadre.",
        }
    );
    let _ = writeln!(
        s,
        "\\begin{{frame}}[t]{{{} --- {}}}\n\\centering",
        tex_sentence(title),
        tex_text(name)
    );
    for (i, (&k, fig)) in steps.iter().zip(&figures).enumerate() {
        let _ = writeln!(s, "\\only<{}>{{%", i + 1);
        // Every overlay reserves the same box: the union of all of them.
        s.push_str(&picture(fig, &fit, &b));
        s.push_str("\\par\\smallskip\n");
        let _ = writeln!(
            s,
            "{{\\footnotesize \\textbf{{{} {k}/{}.}} {}}}}}",
            tex_sentence(step_word),
            trace.len(),
            tex_sentence(&narrate(tree, trace, k, lang))
        );
    }
    s.push_str("\\end{frame}\n\\end{document}\n");
    s
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_null_window_s_bounds_are_written_as_neighbours() {
        use super::tex_bound_in;
        let three = Value::int(3);
        assert_eq!(tex_bound_in(three.succ(), Lang::En), "3^{+}");
        assert_eq!(tex_bound_in(Value::new(2.5).unwrap().pred(), Lang::Fr), "2{,}5^{-}");
        assert_eq!(tex_bound_in(three, Lang::En), "3");
        assert_eq!(
            tex_bound_in(Value::NEG_INF, Lang::En),
            tex_value_in(Value::NEG_INF, Lang::En)
        );
    }

    use super::*;
    use crate::notation::parse;
    use crate::search::{search, Options};

    fn opts(lang: Lang) -> TikzOptions {
        TikzOptions {
            standalone: false,
            window: true,
            lang,
        }
    }

    #[test]
    fn marks_cuts_and_bounds() {
        let t = parse("u:[5, v:[4, 6, 8]]").unwrap();
        let tr = search(&t, &Options::default()).unwrap();
        let tex = tikz(&t, &tr, tr.len(), &opts(Lang::En));
        assert!(tex.contains("\\path[min] ("), "{tex}");
        assert!(tex.contains("\\node[ntext] (n2)"), "{tex}");
        assert!(tex.contains("\\path[leaf, pruned] ("), "{tex}");
        assert!(tex.contains("{$4 \\leq \\alpha = 5$\\\\(shallow cut)}"), "{tex}");
        assert!(tex.contains("{$\\leq 4$}"), "{tex}");
        assert_eq!(tex.matches("\\times").count(), 2);
        // Balanced braces, so the file compiles.
        assert_eq!(tex.matches('{').count(), tex.matches('}').count());
    }

    /// The figure's ↓α is the inherited window, as on the page: u keeps
    /// α = −∞ while v, its second child, inherits u's m.
    #[test]
    fn the_window_is_the_inherited_one() {
        let t = parse("u:[5, v:[4, 6, 8]]").unwrap();
        let tr = search(&t, &Options::default()).unwrap();
        let v_entered = tr.visit_span(2).unwrap().0;
        let fig = figure(&t, &tr, v_entered, &opts(Lang::En), &Fit::PAPER);
        let window = |id: u32| {
            fig.labels
                .iter()
                .find(|l| l.part == Part::Window && l.node == id)
                .map(|l| l.tex.clone())
                .unwrap_or_default()
        };
        assert!(window(0).contains("$\\alpha = -\\infty$"), "{fig:?}");
        assert!(window(2).contains("$\\alpha = 5$"), "{fig:?}");
    }

    /// French figures write a decimal comma.
    #[test]
    fn french_values_have_a_decimal_comma() {
        let t = parse("[2.5, [1.5, 3]]").unwrap();
        let tr = search(&t, &Options::default()).unwrap();
        let fr = tikz(&t, &tr, tr.len(), &opts(Lang::Fr));
        assert!(fr.contains("$2{,}5$") && !fr.contains("2.5"), "{fr}");
        let en = tikz(&t, &tr, tr.len(), &opts(Lang::En));
        assert!(en.contains("$2.5$"), "{en}");
    }

    #[test]
    fn french_figures_are_french() {
        let t = parse("u:[5, v:[4, 6, 8]]").unwrap();
        let tr = search(&t, &Options::default()).unwrap();
        let tex = tikz(&t, &tr, tr.len(), &opts(Lang::Fr));
        assert!(tex.contains("(coupure superficielle)"), "{tex}");
        assert!(tex.starts_with("% Nécessite"), "{tex}");
        let fo = forest(&t, &tr, tr.len(), &opts(Lang::Fr));
        assert!(fo.contains("(coupure superficielle)"), "{fo}");
        let slides = beamer(&t, &tr, &[], "fig25a", Lang::Fr);
        assert!(slides.contains("\\textbf{étape 3/"), "{slides}");
        assert!(slides.contains("Coupure superficielle en"), "{slides}");
    }

    #[test]
    fn forest_nests_the_tree() {
        let t = parse("u:[5, v:[4, 6, 8], [1, [2]]]").unwrap();
        let tr = search(&t, &Options::default()).unwrap();
        let fo = forest(&t, &tr, tr.len(), &opts(Lang::En));
        let body = &fo[fo.find("\\begin{forest}").unwrap()..];
        // One bracket pair per node, balanced, and braces balanced.
        let nodes = body.lines().filter(|l| l.trim_start().starts_with("[{")).count();
        let closes = body.lines().filter(|l| l.trim() == "]").count();
        assert_eq!((nodes, closes), (t.len(), t.len()), "{fo}");
        assert_eq!(fo.matches('{').count(), fo.matches('}').count(), "{fo}");
        assert!(fo.matches("{$\\times$}").count() >= 2, "{fo}");
        assert!(fo.contains("before drawing tree={x="), "{fo}");
    }

    #[test]
    fn beamer_has_one_overlay_per_chosen_step() {
        let t = parse("u:[5, v:[4, 6, 8]]").unwrap();
        let tr = search(&t, &Options::default()).unwrap();
        let every = beamer(&t, &tr, &[], "fig25a", Lang::En);
        assert_eq!(every.matches("\\only<").count(), tr.len() as usize + 1);
        let cuts = cut_steps(&tr);
        assert_eq!(cuts.len(), 3, "{cuts:?}");
        let some = beamer(&t, &tr, &cuts, "fig25a", Lang::En);
        assert_eq!(some.matches("\\only<").count(), 3);
        // The cut mark appears only from the cut's overlay on.
        let overlays: Vec<&str> = some.split("\\only<").skip(1).collect();
        assert!(!overlays[0].contains("\\times"));
        assert!(overlays[1].contains("\\times"));
        assert_eq!(some.matches('{').count(), some.matches('}').count(), "{some}");
    }

    #[test]
    fn escapes_text() {
        assert_eq!(tex_text("a_b{}$"), "a\\_b\\{\\}\\$");
        assert_eq!(tex_text("é"), "é");
        assert_eq!(tex_text("ж"), "?");
        assert_eq!(tex_value(Value::NEG_INF), "-\\infty");
        assert_eq!(
            tex_sentence("α = −∞ (50 %) ≥ x_1"),
            "\\ensuremath{\\alpha} = \\ensuremath{-}\\ensuremath{\\infty} (50 \\%) \\ensuremath{\\geq} x\\_1"
        );
    }
}
