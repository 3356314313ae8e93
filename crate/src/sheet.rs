//! Exercise sheets: N exercises on A4 as a LaTeX document, with blank boxes
//! for α, β and m, and optionally the solutions on their own pages.
//!
//! Each exercise is a figure of the tree (MAX ▲, MIN ▼, leaves with their
//! values, inner nodes lettered A, B, C… in pre-order) and a table with one
//! row of blank boxes per inner node. The table scales to any tree, where
//! boxes drawn on the tree would collide on a wide one. A solution is the
//! TikZ figure of the finished search ([`crate::tikz`]: cuts crossed, m and
//! the window written) and the same table filled in from [`solution`].
//!
//! The document needs only `geometry`, `graphicx`, `array` and TikZ, all in
//! Debian's `texlive-latex-base`, `texlive-latex-recommended` and
//! `texlive-pictures`, and compiles with `pdflatex` (tested by
//! `cargo xtask test` when pdflatex is present).

use crate::exercise::{exercise, Difficulty};
use crate::lang::Lang;
use crate::options::Algorithm;
use crate::phrases::{algorithm_tex_title, ties_rule};
use crate::practice::solution;
use crate::search::{search, Options};
use crate::tikz::{named_picture, tex_sentence, tex_text, Figure, Fit, TikzOptions};
use crate::trace::Trace;
use crate::tree::{NodeId, Tree};
use std::fmt::Write;

/// What a sheet holds.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SheetOptions {
    /// The first exercise's seed; exercise i has seed `seed + i`.
    pub seed: u64,
    /// How many exercises.
    pub count: u32,
    /// Their difficulty.
    pub difficulty: Difficulty,
    /// The search the student performs.
    pub options: Options,
    /// The language of the text.
    pub lang: Lang,
    /// Whether solution pages follow.
    pub solutions: bool,
}

/// The most exercises on one sheet.
pub const MAX_COUNT: u32 = 100;

/// A letter name for each inner node, in pre-order: A, B, …, Z, A1, B1, …
/// (its label, if it has one).
fn letters(tree: &Tree) -> Vec<Option<String>> {
    let mut next = 0usize;
    (0..tree.len() as NodeId)
        .map(|id| {
            if tree.is_leaf(id) {
                return None;
            }
            if let Some(l) = tree.label(id) {
                return Some(l.to_string());
            }
            let letter = char::from(b'A' + (next % 26) as u8);
            let round = next / 26;
            next += 1;
            Some(if round == 0 {
                letter.to_string()
            } else {
                format!("{letter}{round}")
            })
        })
        .collect()
}

/// The room a sheet's figure has: the text width of an A4 page with 2 cm
/// margins (170 mm), in points.
pub const SHEET_WIDTH_PT: f64 = 170.0 * 72.27 / 25.4;

/// How a sheet's figures are laid out: 10 pt names and values, 8 pt notes,
/// within the text width, at their natural size.
pub const SHEET_FIT: Fit = Fit {
    node_pt: 10.0,
    note_pt: 8.0,
    width_pt: Some(SHEET_WIDTH_PT),
    height_pt: None,
    window_on_path_only: false,
};

/// A figure for the sheet: `trace` at `k` (the tree alone when `blank`),
/// its inner nodes named by `names`, as TikZ laid out for [`SHEET_FIT`],
/// and the scale it prints at (1 unless it is wider than the page, when
/// it is shrunk to the text width).
pub fn sheet_figure(
    tree: &Tree,
    trace: &Trace,
    k: u32,
    names: &[Option<String>],
    window: bool,
    blank: bool,
    lang: Lang,
) -> (String, Figure, f64) {
    let opts = TikzOptions {
        standalone: false,
        window,
        lang,
        width_pt: None,
    };
    let (pic, fig) = named_picture(tree, trace, k, &opts, names, blank, &SHEET_FIT);
    let b = fig.bounds();
    let width = b.x1 - b.x0;
    if width > SHEET_WIDTH_PT {
        let scale = SHEET_WIDTH_PT / width;
        (format!("\\scalebox{{{scale:.4}}}{{%\n{pic}}}\n"), fig, scale)
    } else {
        (pic, fig, 1.0)
    }
}

/// The most nodes in one table; a larger tree gets several tables.
const TABLE_COLUMNS: usize = 10;

/// The table of boxes: one column per inner node (at most
/// [`TABLE_COLUMNS`] per table), rows α, β and m (m only under minimax);
/// filled from the solution when a trace is given.
fn table(tree: &Tree, names: &[Option<String>], window: bool, filled: Option<&Trace>, lang: Lang) -> String {
    let mut s = String::new();
    let (node, pruned_h) = match lang {
        Lang::En => ("node", "pruned"),
        Lang::Fr => ("nœud", "élagué"),
    };
    let sol = filled.map(|tr| solution(tree, tr));
    let inner: Vec<NodeId> = (0..tree.len() as NodeId)
        .filter(|&id| names[id as usize].is_some())
        .collect();
    let blank = "\\rule{0pt}{5mm}\\hspace{11mm}";
    let cell = |id: NodeId, pick: fn(&crate::practice::NodeSolution) -> Option<&String>| match &sol {
        None => blank.to_string(),
        Some(sol) => {
            let row = &sol[id as usize];
            match pick(row) {
                Some(t) => tex_sentence(t),
                None if row.pruned => format!("\\textit{{\\footnotesize {pruned_h}}}"),
                None => "--".to_string(),
            }
        }
    };
    s.push_str("\\begin{center}\\renewcommand{\\arraystretch}{1.6}\n");
    for chunk in inner.chunks(TABLE_COLUMNS) {
        let _ = writeln!(s, "\\begin{{tabular}}{{|c|{}}}\\hline", "c|".repeat(chunk.len()));
        let mut row = |head: &str, f: &dyn Fn(NodeId) -> String| {
            s.push_str(head);
            for &id in chunk {
                s.push_str(" & ");
                s.push_str(&f(id));
            }
            s.push_str(" \\\\ \\hline\n");
        };
        row(node, &|id| tex_text(names[id as usize].as_deref().unwrap_or("")));
        if window {
            row("$\\alpha$", &|id| cell(id, |r| r.alpha.as_ref()));
            row("$\\beta$", &|id| cell(id, |r| r.beta.as_ref()));
        }
        row("$m$", &|id| cell(id, |r| r.m.as_ref()));
        s.push_str("\\end{tabular}\\par\\medskip\n");
    }
    s.push_str("\\end{center}\n");
    s
}

/// The sheet's words in its language: its title, the words "Exercise"
/// and "Solutions", and the instructions for its algorithm and tie rule.
struct Words {
    title: &'static str,
    exercise: &'static str,
    solutions: &'static str,
    instructions: String,
}

fn words(opts: &SheetOptions, window: bool) -> Words {
    let lang = opts.lang;
    let ties = ties_rule(opts.options.ties, lang);
    let algo = algorithm_tex_title(opts.options.algorithm, lang);
    let (title, exercise, solutions, instructions) = match lang {
        Lang::En => (
            "$\\alpha$-$\\beta$ exercises",
            "Exercise",
            "Solutions",
            format!(
                "Run {algo} ({ties}) from left to right, MAX at the root ($\\triangle$ MAX, $\\triangledown$ MIN). \
                 Cross out the edges of the pruned subtrees, and fill in the table{}; write $\\geq v$ or $\\leq v$ when a node returns only a bound.",
                if window { " with $\\alpha$ and $\\beta$ as each node inherits them and the value $m$ it returns" } else { " with the value $m$ each node returns" }
            ),
        ),
        Lang::Fr => (
            "Exercices $\\alpha$-$\\beta$",
            "Exercice",
            "Corrigé",
            format!(
                "Déroulez {algo} ({ties}) de gauche à droite, MAX à la racine ($\\triangle$ MAX, $\\triangledown$ MIN). \
                 Barrez les arêtes des sous-arbres élagués et complétez le tableau{} ; écrivez $\\geq v$ ou $\\leq v$ quand un nœud ne renvoie qu’une borne.",
                if window { " avec $\\alpha$ et $\\beta$ hérités par chaque nœud et la valeur $m$ qu’il renvoie" } else { " avec la valeur $m$ renvoyée par chaque nœud" }
            ),
        ),
    };
    Words {
        title,
        exercise,
        solutions,
        instructions,
    }
}

/// The whole sheet, a LaTeX document.
///
/// # Example
///
/// ```
/// use alphabeta::{exercise::Difficulty, lang::Lang, search::Options};
/// use alphabeta::sheet::{sheet, SheetOptions};
/// let tex = sheet(&SheetOptions {
///     seed: 1, count: 2, difficulty: Difficulty::Easy, options: Options::default(),
///     lang: Lang::Fr, solutions: true,
/// });
/// assert!(tex.contains("\\documentclass[a4paper"));
/// assert!(tex.contains("Corrigé"));
/// ```
pub fn sheet(opts: &SheetOptions) -> String {
    let lang = opts.lang;
    let window = opts.options.algorithm != Algorithm::Minimax;
    let count = opts.count.clamp(1, MAX_COUNT);
    let exercises: Vec<_> = (0..count as u64)
        .map(|i| exercise(opts.difficulty, opts.seed.wrapping_add(i)))
        .collect();
    let Words {
        title,
        exercise: exercise_w,
        solutions: solutions_w,
        instructions,
    } = words(opts, window);
    let mut s = String::new();
    s.push_str(
        "\\documentclass[a4paper,11pt]{article}\n\
         \\usepackage[utf8]{inputenc}\n\\usepackage[T1]{fontenc}\n\\usepackage{lmodern}\n\
         \\usepackage[margin=2cm]{geometry}\n\\usepackage{graphicx}\n\\usepackage{amssymb}\n\
         \\usepackage{tikz}\n\
         \\pagestyle{plain}\\setlength{\\parindent}{0pt}\n\\begin{document}\n",
    );
    let _ = writeln!(s, "\\section*{{{title}}}\n{instructions}\n");
    // The options were validated by the caller's search; exercise trees
    // have no h, so no depth limit can make the search fail.
    let solved: Vec<_> = exercises
        .iter()
        .filter_map(|e| {
            search(&e.tree, &opts.options)
                .ok()
                .map(|trace| (e, letters(&e.tree), trace))
        })
        .collect();
    // Each exercise is one unbreakable block, so a page holds as many whole
    // exercises as fit; the blank tree is the search at its start, drawn
    // in black, the solution the finished search.
    let block = |s: &mut String, i: usize, id: &str, figure: &str, table: &str| {
        let _ = writeln!(
            s,
            "\\noindent\\begin{{minipage}}{{\\linewidth}}\n\\subsection*{{{exercise_w} {} \\normalfont\\small (\\texttt{{{}}})}}\n\\begin{{center}}\n{figure}\\end{{center}}\n{table}\\end{{minipage}}\\par\\bigskip",
            i + 1,
            tex_text(id),
        );
    };
    for (i, (e, names, trace)) in solved.iter().enumerate() {
        let (fig, _, _) = sheet_figure(&e.tree, trace, 0, names, window, true, lang);
        block(&mut s, i, &e.id, &fig, &table(&e.tree, names, window, None, lang));
    }
    if opts.solutions {
        let _ = writeln!(s, "\\newpage\n\\section*{{{solutions_w}}}");
        for (i, (e, names, trace)) in solved.iter().enumerate() {
            let (fig, _, _) = sheet_figure(&e.tree, trace, trace.len(), names, window, false, lang);
            block(
                &mut s,
                i,
                &e.id,
                &fig,
                &table(&e.tree, names, window, Some(trace), lang),
            );
        }
    }
    s.push_str("\\end{document}\n");
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    fn opts(solutions: bool) -> SheetOptions {
        SheetOptions {
            seed: 7,
            count: 3,
            difficulty: Difficulty::Medium,
            options: Options::default(),
            lang: Lang::En,
            solutions,
        }
    }

    #[test]
    fn blank_sheets_hold_no_value_of_the_search() {
        let tex = sheet(&opts(false));
        assert_eq!(tex.matches("\\subsection*{Exercise").count(), 3);
        assert!(!tex.contains("Solutions"));
        assert!(!tex.contains("\\geq 1") && !tex.contains("\\times"));
        assert_eq!(tex.matches('{').count(), tex.matches('}').count());
    }

    #[test]
    fn solutions_follow_with_every_inner_node_filled() {
        let tex = sheet(&opts(true));
        assert!(tex.contains("\\section*{Solutions}"));
        assert_eq!(tex.matches("\\subsection*{Exercise").count(), 6);
        assert!(tex.contains("\\times"), "the cuts are crossed");
        assert_eq!(tex.matches('{').count(), tex.matches('}').count());
    }

    #[test]
    fn letters_run_past_z() {
        let t = crate::notation::parse(&format!("[{}]", vec!["[1]"; 30].join(","))).unwrap();
        let names = letters(&t);
        assert_eq!(names[0].as_deref(), Some("A"));
        assert_eq!(names.iter().flatten().last().map(String::as_str), Some("E1"));
    }
}
