//! The TikZ emitter: styles, shapes and labels of a laid-out figure as a
//! `tikzpicture`, standalone or bare.

#[allow(unused_imports)]
use super::*;

/// The styles the pictures use.
pub(super) fn styles(fit: &Fit) -> String {
    format!(
        "nshape/.style={{draw, thick, line join=round}},\n\
         \x20 max/.style={{nshape}}, min/.style={{nshape}}, leaf/.style={{nshape}}, chance/.style={{nshape}},\n\
         \x20 pruned/.style={{dashed, draw=gray, text=gray}},\n\
         \x20 unvisited/.style={{draw=gray!60, text=gray!70}},\n\
         \x20 ntext/.style={{inner sep=0pt, font={}}},\n\
         \x20 note/.style={{inner sep={INNER_SEP}pt, font={}, align=center}},\n\
         \x20 window/.style={{note}},\n\
         \x20 cut/.style={{note, text=red!70!black}},\n\
         \x20 cross/.style={{note, text=red!70!black}},\n\
         \x20 prob/.style={{note, text=blue!50!black}}",
        font(fit.node_pt),
        font(fit.note_pt)
    )
}

/// The path of a node's shape, in absolute coordinates.
pub(super) fn shape_path(nb: &NodeBox) -> String {
    let r = nb.rect;
    let cx = (r.x0 + r.x1) / 2.0;
    match nb.shape {
        Shape::Leaf => format!("({:.2}pt,{:.2}pt) rectangle ({:.2}pt,{:.2}pt)", r.x0, r.y0, r.x1, r.y1),
        Shape::Chance => format!(
            "({cx:.2}pt,{:.2}pt) circle ({:.2}pt)",
            (r.y0 + r.y1) / 2.0,
            (r.x1 - r.x0) / 2.0
        ),
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
pub(super) fn text_colour(style: &str) -> &'static str {
    if style.contains("pruned") {
        ", text=gray"
    } else if style.contains("unvisited") {
        ", text=gray!70"
    } else {
        ""
    }
}

/// A label as a TikZ node at its box's centre.
pub(super) fn label_tex(l: &Placed) -> String {
    let (x, y) = l.rect.centre();
    format!("\\node[{}] at ({x:.2}pt,{y:.2}pt) {{{}}};", l.style, l.tex)
}

/// The `tikzpicture` of a laid-out figure, in points, its bounding box
/// `b` (the figure's, or the union of a slide's overlays).
pub(super) fn picture(fig: &Figure, fit: &Fit, b: &Rect) -> String {
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

pub(super) fn empty_figure(fit: &Fit) -> Figure {
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

/// The figure for paper of `trace` at `k` and the fit it was laid out for:
/// [`Fit::PAPER`], within `opts.width_pt` when given, its nodes' text at
/// 10 pt, else 9, else 8 (notes 8, 8, 7): the first that fits, or the
/// narrowest of them.
pub(super) fn paper_figure(tree: &Tree, trace: &Trace, k: u32, opts: &TikzOptions) -> (Fit, Figure) {
    let Some(width) = opts.width_pt else {
        return (Fit::PAPER, figure(tree, trace, k, opts, &Fit::PAPER));
    };
    let mut narrowest: Option<(Fit, Figure)> = None;
    for (node_pt, note_pt) in [(10.0, 8.0), (9.0, 8.0), (8.0, 7.0)] {
        let fit = Fit {
            node_pt,
            note_pt,
            width_pt: Some(f64::from(width)),
            ..Fit::PAPER
        };
        let fig = figure(tree, trace, k, opts, &fit);
        let wide = figure_width(&fig);
        if wide <= f64::from(width) {
            return (fit, fig);
        }
        if narrowest.as_ref().is_none_or(|(_, f)| wide < figure_width(f)) {
            narrowest = Some((fit, fig));
        }
    }
    narrowest.unwrap_or_else(|| (Fit::PAPER, figure(tree, trace, k, opts, &Fit::PAPER)))
}

/// A figure's width, labels included, in points.
fn figure_width(fig: &Figure) -> f64 {
    let b = fig.bounds();
    b.x1 - b.x0
}

/// A TeX comment when the figure is wider than the width asked for.
pub(super) fn too_wide(fig: &Figure, opts: &TikzOptions) -> String {
    match opts.width_pt {
        Some(w) if figure_width(fig) > f64::from(w) => {
            let wide = figure_width(fig);
            let said = Text::new(
                format!("This figure is {wide:.0} pt wide, wider than the {w} pt asked for, even at 8 pt: draw a smaller tree or split it."),
                format!("Cette figure fait {wide:.0} pt de large, plus que les {w} pt demandés, même en 8 pt : dessinez un arbre plus petit ou coupez-le."),
            );
            format!("% {}\n", said.get(opts.lang))
        }
        _ => String::new(),
    }
}

/// The TikZ picture of `trace` at position `k` (clamped to the end), laid
/// out at its natural size ([`Fit::PAPER`]), or for `opts.width_pt`.
pub fn tikz(tree: &Tree, trace: &Trace, k: u32, opts: &TikzOptions) -> String {
    tikz_boxes(tree, trace, k, opts, false)
}

/// [`tikz`], with the boxes of every node, label and edge written as
/// comments after the picture ([`Figure::boxes_comment`]) when `boxes`.
pub fn tikz_boxes(tree: &Tree, trace: &Trace, k: u32, opts: &TikzOptions, boxes: bool) -> String {
    let (fit, fig) = paper_figure(tree, trace, k, opts);
    let mut s = too_wide(&fig, opts);
    if opts.standalone {
        s.push_str("\\documentclass[tikz,border=4pt]{standalone}\n\\usepackage[T1]{fontenc}\n\\usepackage{lmodern}\n\\begin{document}\n");
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
