//! Figures and slides for course notes: a search at any step as a TikZ
//! picture, as a `forest` tree, or as a Beamer frame with one overlay per
//! chosen step.
//!
//! The pictures use only TikZ and its `shapes.geometric` library (and the
//! `forest` package for [`forest`]), so they compile with any TeX
//! distribution (Debian: `texlive-latex-base`, `texlive-pictures`, and
//! `texlive-latex-recommended` for Beamer). MAX nodes are ▲, MIN nodes ▼,
//! leaves squares; m is written beside each reached inner node (`≥ 6` /
//! `≤ 4` for bounds, as `$\geq 6$`); the inherited α and β above it (inner
//! nodes only, to keep leaves readable) are the window the parent handed
//! down, as on the page (`view::shown_state`): a node's own moving bound is
//! its m, which its next child inherits. Pruned subtrees are dashed and grey
//! with the cut edge crossed, and the cut node carries the test that fired
//! and the cut's name in the figure's language. Positions come from the
//! tidy layout ([`tikz`], [`beamer`]) or from `forest`'s own ([`forest`]).
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

/// The node styles both pictures share.
const STYLES: &str =
    "max/.style={draw, thick, regular polygon, regular polygon sides=3, inner sep=1.2pt, minimum size=7mm},\n\
     \x20 min/.style={max, shape border rotate=180},\n\
     \x20 leaf/.style={draw, thick, rectangle, minimum size=5.5mm, inner sep=1pt},\n\
     \x20 pruned/.style={dashed, draw=gray, text=gray},\n\
     \x20 unvisited/.style={draw=gray!60, text=gray!70},\n\
     \x20 note/.style={font=\\scriptsize, inner sep=1pt, fill=white, fill opacity=0.85, text opacity=1}";

/// What the two pictures write about one node at one position.
struct NodeFigure {
    /// `leaf`, `max` or `min`, and `, pruned` or `, unvisited`.
    style: String,
    /// The text inside: a leaf's value or a label.
    text: String,
    /// m beside a reached inner node, with `\geq` / `\leq` for bounds.
    m: Option<String>,
    /// The inherited window above a reached inner node.
    window: Option<(String, String)>,
    /// The edge from the parent: its TikZ style.
    edge: &'static str,
}

/// Node `id` at `k`, as both pictures draw it.
fn node_figure(tree: &Tree, trace: &Trace, id: NodeId, k: u32, opts: &TikzOptions) -> NodeFigure {
    let st = shown_state(trace, id, k);
    let shape = if tree.is_leaf(id) {
        "leaf"
    } else if tree.player(id) == Player::Max {
        "max"
    } else {
        "min"
    };
    let extra = match st.status {
        Status::Pruned => ", pruned",
        Status::Unvisited | Status::Beyond => ", unvisited",
        _ => "",
    };
    let text = match (tree.leaf_value(id), tree.label(id)) {
        (Some(v), _) => format!("${}$", tex_value(v)),
        (None, Some(l)) => tex_text(l),
        (None, None) => String::new(),
    };
    let reached = matches!(st.status, Status::Path | Status::Done | Status::Evaluated);
    let m = st.m.filter(|_| reached && !tree.is_leaf(id)).map(|m| {
        let prefix = match st.bound {
            Some(BoundKind::Lower) => "\\geq ",
            Some(BoundKind::Upper) => "\\leq ",
            _ => "",
        };
        format!("${prefix}{}$", tex_value(m))
    });
    let window = match (st.alpha, st.beta) {
        (Some(a), Some(b)) if opts.window && reached && !tree.is_leaf(id) => Some((
            format!("$\\alpha = {}$", tex_value(a)),
            format!("$\\beta = {}$", tex_value(b)),
        )),
        _ => None,
    };
    let edge = match st.status {
        Status::Pruned => "pruned",
        Status::Unvisited | Status::Beyond => "draw=gray!60",
        _ => "thick",
    };
    NodeFigure {
        style: format!("{shape}{extra}"),
        text,
        m,
        window,
        edge,
    }
}

/// The note written under a cut node: the test that fired and the cut's
/// name, `$4 \leq \alpha = 5$ (shallow cut)`.
fn cut_note(tree: &Tree, trace: &Trace, c: &crate::trace::Cut, lang: Lang) -> String {
    let player = tree.player(c.node);
    let op = trace.options().ties.op(player).tex();
    let letter = Which::tested_at(player).tex();
    format!(
        "${} {op} {letter} = {}$ ({})",
        tex_value(c.m),
        tex_value(c.bound),
        cut_kind_name(c.kind, lang)
    )
}

/// The preamble line a bare picture needs, in the figure's language.
fn needs(lang: Lang, what: &str) -> String {
    match lang {
        Lang::En => format!("% Needs {what}.\n"),
        Lang::Fr => format!("% Nécessite {what}.\n"),
    }
}

/// The `tikzpicture` of `trace` at `k`, positioned by `layout`.
fn picture(tree: &Tree, trace: &Trace, layout: &crate::layout::Layout, k: u32, opts: &TikzOptions) -> String {
    let mut s = String::new();
    let _ = writeln!(s, "\\begin{{tikzpicture}}[x=1.1cm, y=1.7cm, font=\\small,\n  {STYLES}]");
    for id in 0..tree.len() as NodeId {
        let f = node_figure(tree, trace, id, k, opts);
        let (x, y) = (layout.x[id as usize], layout.y[id as usize]);
        let _ = writeln!(
            s,
            "  \\node[{}] (n{id}) at ({x:.3}, {:.3}) {{{}}};",
            f.style, -y, f.text
        );
        if let Some(m) = f.m {
            let _ = writeln!(s, "  \\node[note, right=1mm of n{id}] {{{m}}};");
        }
        if let Some((a, b)) = f.window {
            let _ = writeln!(
                s,
                "  \\node[note, above left=0mm and 1mm of n{id}.north west, align=right] {{{a}\\\\{b}}};"
            );
        }
    }
    for id in 1..tree.len() as NodeId {
        let Some(p) = tree.parent(id) else { continue };
        let edge = node_figure(tree, trace, id, k, opts).edge;
        let _ = writeln!(s, "  \\draw[{edge}] (n{p}) -- (n{id});");
    }
    for c in trace.cuts_until(k) {
        for at in pruned_children(tree, trace, c) {
            let _ = writeln!(
                s,
                "  \\path (n{}) -- node[sloped, text=red!70!black] {{$\\times$}} (n{at});",
                c.node
            );
        }
        let _ = writeln!(
            s,
            "  \\node[note, text=red!70!black, below=1mm of n{}] {{{}}};",
            c.node,
            cut_note(tree, trace, c, opts.lang)
        );
    }
    s.push_str("\\end{tikzpicture}\n");
    s
}

/// The TikZ picture of `trace` at position `k` (clamped to the end).
pub fn tikz(tree: &Tree, trace: &Trace, k: u32, opts: &TikzOptions) -> String {
    let k = k.min(trace.len());
    let layout = tidy(tree);
    let mut s = String::new();
    if opts.standalone {
        s.push_str(
            "\\documentclass[tikz,border=4pt]{standalone}\n\\usepackage[T1]{fontenc}\n\
             \\usetikzlibrary{shapes.geometric, positioning}\n\\begin{document}\n",
        );
    } else {
        s.push_str(&needs(
            opts.lang,
            "\\usepackage{tikz} and \\usetikzlibrary{shapes.geometric, positioning}",
        ));
    }
    s.push_str(&picture(tree, trace, &layout, k, opts));
    if opts.standalone {
        s.push_str("\\end{document}\n");
    }
    s
}

/// The same figure as a `forest` tree: `forest` places the nodes itself
/// (it writes trees as nested brackets, as course notes often do), with
/// the same styles, notes and cut marks as [`tikz`]. The brackets are
/// written in one pass over the pre-order arena, closing each subtree with
/// a stack of ends, so a deep tree needs no recursion here.
pub fn forest(tree: &Tree, trace: &Trace, k: u32, opts: &TikzOptions) -> String {
    let k = k.min(trace.len());
    let mut s = String::new();
    if opts.standalone {
        s.push_str(
            "\\documentclass[border=4pt]{standalone}\n\\usepackage[T1]{fontenc}\n\\usepackage{forest}\n\
             \\usetikzlibrary{shapes.geometric}\n\\begin{document}\n",
        );
    } else {
        s.push_str(&needs(
            opts.lang,
            "\\usepackage{forest} and \\usetikzlibrary{shapes.geometric}",
        ));
    }
    // Where each node's cut note and crossed edge go.
    let mut note = vec![None; tree.len()];
    let mut crossed = vec![false; tree.len()];
    for c in trace.cuts_until(k) {
        note[c.node as usize] = Some(cut_note(tree, trace, c, opts.lang));
        for at in pruned_children(tree, trace, c) {
            crossed[at as usize] = true;
        }
    }
    // The styles are TikZ's; forest hands the node options it does not know
    // to TikZ.
    let _ = writeln!(
        s,
        "\\tikzset{{{STYLES}}}\n\\begin{{forest}}\n  for tree={{font=\\small, s sep=3mm, l sep=9mm, inner sep=1pt}}"
    );
    let mut ends: Vec<NodeId> = Vec::new();
    for id in 0..tree.len() as NodeId {
        let f = node_figure(tree, trace, id, k, opts);
        let indent = "  ".repeat(ends.len().min(40) + 1);
        let _ = write!(s, "{indent}[{{{}}}, {}", f.text, f.style);
        if id > 0 {
            let _ = write!(s, ", edge={{{}}}", f.edge);
        }
        if crossed[id as usize] {
            s.push_str(", edge label={node[midway, sloped, text=red!70!black]{$\\times$}}");
        }
        if let Some(m) = f.m {
            let _ = write!(s, ", label={{[note]right:{{{m}}}}}");
        }
        if let Some((a, b)) = f.window {
            let _ = write!(s, ", label={{[note, align=right]north west:{{{a}\\\\{b}}}}}");
        }
        if let Some(n) = &note[id as usize] {
            let _ = write!(s, ", label={{[note, text=red!70!black]below:{{{n}}}}}");
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
    if opts.standalone {
        s.push_str("\\end{document}\n");
    }
    s
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

/// A Beamer document: one frame on the tree `name`, one overlay per
/// position in `steps` (clamped to the trace, sorted, without repeats; an
/// empty list means every position), each the figure at that position with
/// the engine's narration of the step under it, in `lang`. The cuts appear
/// overlay after overlay, as the search makes them.
pub fn beamer(tree: &Tree, trace: &Trace, steps: &[u32], name: &str, lang: Lang) -> String {
    let mut steps: Vec<u32> = if steps.is_empty() {
        (0..=trace.len()).collect()
    } else {
        steps.iter().map(|&k| k.min(trace.len())).collect()
    };
    steps.sort_unstable();
    steps.dedup();
    let layout = tidy(tree);
    let opts = TikzOptions {
        standalone: false,
        window: true,
        lang,
    };
    // The picture is scaled to the frame: by its width when it is wide, by
    // its height (leaving room for the narration) when it is tall.
    let (mut min_x, mut max_x, mut max_y) = (0.0f64, 0.0f64, 0.0f64);
    for i in 0..tree.len() {
        min_x = min_x.min(layout.x[i]);
        max_x = max_x.max(layout.x[i]);
        max_y = max_y.max(layout.y[i]);
    }
    let (width, height) = ((max_x - min_x) * 1.1 + 2.5, max_y * 1.7 + 2.0);
    let resize = if width / height > 10.8 / 5.0 {
        "\\resizebox{\\linewidth}{!}"
    } else {
        "\\resizebox{!}{0.6\\textheight}"
    };
    let title = trace.options().algorithm.title(lang);
    let step_word = match lang {
        Lang::En => "step",
        Lang::Fr => "étape",
    };
    let mut s = String::new();
    let _ = writeln!(
        s,
        "% {}\n\\documentclass{{beamer}}\n\\usepackage[T1]{{fontenc}}\n\
         \\usepackage{{tikz}}\n\\usetikzlibrary{{shapes.geometric, positioning}}\n\
         \\setbeamertemplate{{navigation symbols}}{{}}\n\\begin{{document}}",
        match lang {
            Lang::En => "Slides made by alphabeta: one overlay per chosen step.",
            Lang::Fr => "Transparents faits par alphabeta : une étape choisie par calque.",
        }
    );
    let _ = writeln!(
        s,
        "\\begin{{frame}}{{{} --- {}}}\n\\centering",
        tex_sentence(title),
        tex_text(name)
    );
    for (i, &k) in steps.iter().enumerate() {
        let _ = writeln!(s, "\\only<{}>{{%", i + 1);
        let _ = writeln!(s, "{resize}{{%");
        s.push_str(&picture(tree, trace, &layout, k, &opts));
        s.push_str("}\\par\\medskip\n");
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
        assert!(tex.contains("\\node[min] (n2)"), "{tex}");
        assert!(tex.contains("\\node[leaf, pruned] (n4)"), "{tex}");
        assert!(tex.contains("$4 \\leq \\alpha = 5$ (shallow cut)"), "{tex}");
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
        let tex = tikz(&t, &tr, v_entered, &opts(Lang::En));
        let line = |id: u32| {
            let key = format!("of n{id}.north west");
            tex.lines().find(|l| l.contains(&key)).unwrap_or_default().to_string()
        };
        assert!(line(0).contains("$\\alpha = -\\infty$"), "{tex}");
        assert!(line(2).contains("$\\alpha = 5$"), "{tex}");
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
        assert!(
            fo.contains("edge label={node[midway, sloped, text=red!70!black]{$\\times$}}"),
            "{fo}"
        );
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
