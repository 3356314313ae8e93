//! Figures for course notes: a search at any step as LaTeX/TikZ.
//!
//! The picture uses only TikZ and its `shapes.geometric` library, so it
//! compiles with any TeX distribution: MAX nodes are ▲, MIN nodes ▼, leaves
//! squares; m is written beside each reached inner node (`≥ 6` / `≤ 4` for bounds,
//! as `$\geq 6$`), the inherited α and β above it (inner nodes only, to
//! keep leaves readable), pruned subtrees dashed
//! and grey with the cut edge crossed and labelled. Positions come from the
//! tidy layout. User text (labels) is restricted by the notation to letters,
//! digits, `_` and `'`, and is escaped for TeX anyway.
//!
//! # Example
//!
//! ```
//! use alphabeta::{notation::parse, search::{search, Options}, tikz::{tikz, TikzOptions}};
//! let t = parse("[[3,12,8],[2,4,6],[14,5,2]]").unwrap();
//! let tr = search(&t, &Options::default()).unwrap();
//! let tex = tikz(&t, &tr, tr.len(), &TikzOptions { standalone: true, window: true });
//! assert!(tex.starts_with("\\documentclass"));
//! assert!(tex.contains("\\end{tikzpicture}"));
//! ```

use crate::layout::tidy;
use crate::options::Algorithm;
use crate::trace::{BoundKind, Status, Trace};
use crate::tree::{NodeId, Player, Tree};
use crate::value::Value;
use crate::view::{pruned_children, Which};
use std::fmt::Write;

/// What to include.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TikzOptions {
    /// A whole `standalone` document instead of a bare `tikzpicture`.
    pub standalone: bool,
    /// Write the inherited α and β above each reached node.
    pub window: bool,
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

/// Escapes text for TeX (labels are already restricted; this is defence in
/// depth).
pub fn tex_text(s: &str) -> String {
    let mut out = String::new();
    for c in s.chars() {
        match c {
            '\\' => out.push_str("\\textbackslash{}"),
            '{' | '}' | '$' | '&' | '#' | '_' | '%' => {
                out.push('\\');
                out.push(c);
            }
            '^' => out.push_str("\\^{}"),
            '~' => out.push_str("\\~{}"),
            '\'' => out.push('\''),
            c if c.is_alphanumeric() || matches!(c, '.' | ' ' | '-') => out.push(c),
            _ => {}
        }
    }
    out
}

/// The picture of `trace` at position `k`.
pub fn tikz(tree: &Tree, trace: &Trace, k: u32, opts: &TikzOptions) -> String {
    let layout = tidy(tree);
    let minimax = trace.options().algorithm == Algorithm::Minimax;
    let mut s = String::new();
    if opts.standalone {
        s.push_str("\\documentclass[tikz,border=4pt]{standalone}\n\\usetikzlibrary{shapes.geometric, positioning}\n\\begin{document}\n");
    } else {
        s.push_str("% Needs \\usepackage{tikz} and \\usetikzlibrary{shapes.geometric, positioning}.\n");
    }
    s.push_str(
        "\\begin{tikzpicture}[x=1.1cm, y=1.7cm, font=\\small,\n\
         \x20 max/.style={draw, thick, regular polygon, regular polygon sides=3, inner sep=1.2pt, minimum size=7mm},\n\
         \x20 min/.style={max, shape border rotate=180},\n\
         \x20 leaf/.style={draw, thick, rectangle, minimum size=5.5mm, inner sep=1pt},\n\
         \x20 pruned/.style={dashed, draw=gray, text=gray},\n\
         \x20 unvisited/.style={draw=gray!60, text=gray!70},\n\
         \x20 note/.style={font=\\scriptsize, inner sep=1pt, fill=white, fill opacity=0.85, text opacity=1}]\n",
    );
    for id in 0..tree.len() as NodeId {
        let st = trace.state(id, k);
        let (x, y) = (layout.x[id as usize], layout.y[id as usize]);
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
        let _ = writeln!(s, "  \\node[{shape}{extra}] (n{id}) at ({x:.3}, {:.3}) {{{text}}};", -y);
        // m beside reached inner nodes, with its kind once known.
        if !tree.is_leaf(id) {
            if let Some(m) =
                st.m.filter(|_| matches!(st.status, Status::Path | Status::Done | Status::Evaluated))
            {
                let prefix = match st.bound {
                    Some(BoundKind::Lower) => "\\geq ",
                    Some(BoundKind::Upper) => "\\leq ",
                    _ => "",
                };
                let _ = writeln!(s, "  \\node[note, right=1mm of n{id}] {{${prefix}{}$}};", tex_value(m));
            }
        }
        let entered = trace.visit_span(id).is_some_and(|(enter, _)| enter <= k);
        if let Some((a, b, ..)) = trace
            .inherited(id)
            .filter(|_| opts.window && !minimax && entered && !tree.is_leaf(id))
        {
            let _ = writeln!(
                s,
                "  \\node[note, above left=0mm and 1mm of n{id}.north west, align=right] {{$\\alpha = {}$\\\\$\\beta = {}$}};",
                tex_value(a),
                tex_value(b)
            );
        }
    }
    for id in 1..tree.len() as NodeId {
        let Some(p) = tree.parent(id) else { continue };
        let st = trace.state(id, k).status;
        let style = match st {
            Status::Pruned => "[pruned]",
            Status::Unvisited | Status::Beyond => "[draw=gray!60]",
            _ => "[thick]",
        };
        let _ = writeln!(s, "  \\draw{style} (n{p}) -- (n{id});");
    }
    for c in trace.cuts_until(k) {
        for at in pruned_children(tree, c) {
            let _ = writeln!(
                s,
                "  \\path (n{}) -- node[sloped, text=red!70!black] {{$\\times$}} (n{at});",
                c.node
            );
        }
        let player = tree.player(c.node);
        let op = trace.options().ties.op(player).tex();
        let letter = Which::tested_at(player).tex();
        let _ = writeln!(
            s,
            "  \\node[note, text=red!70!black, below=1mm of n{}] {{${} {op} {letter} = {}$ ({})}};",
            c.node,
            tex_value(c.m),
            tex_value(c.bound),
            c.kind.as_str()
        );
    }
    s.push_str("\\end{tikzpicture}\n");
    if opts.standalone {
        s.push_str("\\end{document}\n");
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::parse;
    use crate::search::{search, Options};

    #[test]
    fn marks_cuts_and_bounds() {
        let t = parse("u:[5, v:[4, 6, 8]]").unwrap();
        let tr = search(&t, &Options::default()).unwrap();
        let tex = tikz(
            &t,
            &tr,
            tr.len(),
            &TikzOptions {
                standalone: false,
                window: true,
            },
        );
        assert!(tex.contains("\\node[min] (n2)"), "{tex}");
        assert!(tex.contains("\\node[leaf, pruned] (n4)"), "{tex}");
        assert!(tex.contains("$4 \\leq \\alpha = 5$ (shallow)"), "{tex}");
        assert!(tex.contains("{$\\leq 4$}"), "{tex}");
        assert_eq!(tex.matches("\\times").count(), 2);
        // Balanced braces, so the file compiles.
        assert_eq!(tex.matches('{').count(), tex.matches('}').count());
    }

    #[test]
    fn escapes_text() {
        assert_eq!(tex_text("a_b{}$"), "a\\_b\\{\\}\\$");
        assert_eq!(tex_value(Value::NEG_INF), "-\\infty");
    }
}
