//! The `forest` emitter: the same figure as a `forest` tree, its positions
//! forced in the `before drawing tree` stage so that the boxes are TikZ's.

#[allow(unused_imports)]
use super::*;

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
    let (fit, mut fig) = paper_figure(tree, trace, k, opts);
    // forest puts the root's text at the origin.
    if let Some((ox, oy)) = fig.nodes.first().map(|n| n.text_at) {
        shift(&mut fig, -ox, -oy);
    }
    let mut s = too_wide(&fig, opts);
    if opts.standalone {
        s.push_str(
            "\\documentclass[border=4pt]{standalone}\n\\usepackage[T1]{fontenc}\n\\usepackage{lmodern}\n\\usepackage{forest}\n\\begin{document}\n",
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
pub(super) fn shift(fig: &mut Figure, dx: f64, dy: f64) {
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
