//! Figures that project and print: the boxes the exporters write (TikZ,
//! forest, Beamer) never overlap — no label on another label, on a node or
//! across an edge — on every preset and on 200 seeded random trees; a
//! Beamer frame of schéma 6 bis is laid out for the frame (text at 8 pt or
//! more, never scaled, the tree over half the frame's height); the answer
//! key names its nodes as its tables do; a cut's note prints its bound
//! whole.
//!
//! The check reads the boxes back from the `% box` and `% edge` comments
//! the exporters write (`--boxes` on the CLI), and tests them with its own
//! geometry, not the layout's.

use crate::common;

use alphabeta::exercise::Difficulty;
use alphabeta::lang::Lang;
use alphabeta::notation::parse;
use alphabeta::presets::PRESETS;
use alphabeta::search::{search, Algorithm, Options};
use alphabeta::sheet::{sheet, SheetOptions};
use alphabeta::tikz::{
    beamer, beamer_figures, cut_steps, forest_boxes, tikz_boxes, TikzOptions, BEAMER_FRAME_HEIGHT_PT, BEAMER_WIDTH_PT,
};
use alphabeta::trace::Trace;
use alphabeta::tree::Tree;

/// A box read back from a comment: its part, its node and its corners.
#[derive(Debug, Clone)]
struct Boxed {
    part: String,
    node: u32,
    r: [f64; 4],
}

/// An edge read back: parent, child, ends.
#[derive(Debug, Clone)]
struct Line {
    to: u32,
    a: (f64, f64),
    b: (f64, f64),
}

/// Reads the `% box` and `% edge` comments of an export.
fn read_boxes(tex: &str) -> (Vec<Boxed>, Vec<Line>) {
    let (mut boxes, mut lines) = (Vec::new(), Vec::new());
    for l in tex.lines() {
        let w: Vec<&str> = l.split_whitespace().collect();
        let num = |i: usize| w[i].parse::<f64>().unwrap();
        match w.get(1) {
            Some(&"box") => boxes.push(Boxed {
                part: w[2].to_string(),
                node: w[3].parse().unwrap(),
                r: [num(4), num(5), num(6), num(7)],
            }),
            Some(&"edge") => lines.push(Line {
                to: w[3].parse().unwrap(),
                a: (num(4), num(5)),
                b: (num(6), num(7)),
            }),
            _ => {}
        }
    }
    (boxes, lines)
}

/// Whether two boxes overlap by more than a hundredth of a point.
fn overlap(a: &[f64; 4], b: &[f64; 4]) -> bool {
    let e = 0.01;
    a[0] + e < b[2] && b[0] + e < a[2] && a[1] + e < b[3] && b[1] + e < a[3]
}

/// Whether the segment a–b passes inside the box (sampled finely: an
/// independent check of the layout's clipping).
fn crosses(r: &[f64; 4], a: (f64, f64), b: (f64, f64)) -> bool {
    let e = 0.01;
    (0..=400).any(|i| {
        let t = i as f64 / 400.0;
        let (x, y) = (a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t);
        x > r[0] + e && x < r[2] - e && y > r[1] + e && y < r[3] - e
    })
}

/// Every overlap among the boxes of one export, described.
fn clashes(tex: &str) -> Vec<String> {
    let (boxes, lines) = read_boxes(tex);
    assert!(!boxes.is_empty(), "no boxes written:\n{tex}");
    let mut out = Vec::new();
    let labels: Vec<&Boxed> = boxes.iter().filter(|b| b.part != "node").collect();
    let nodes: Vec<&Boxed> = boxes.iter().filter(|b| b.part == "node").collect();
    for (i, a) in labels.iter().enumerate() {
        for b in &labels[i + 1..] {
            if overlap(&a.r, &b.r) {
                out.push(format!("{} of {} on {} of {}", a.part, a.node, b.part, b.node));
            }
        }
        for n in &nodes {
            if overlap(&a.r, &n.r) {
                out.push(format!("{} of {} on node {}", a.part, a.node, n.node));
            }
        }
        for e in &lines {
            // A cross sits on its own edge by design.
            if a.part == "cross" && a.node == e.to {
                continue;
            }
            if crosses(&a.r, e.a, e.b) {
                out.push(format!("{} of {} across the edge to {}", a.part, a.node, e.to));
            }
        }
    }
    for (i, a) in nodes.iter().enumerate() {
        for b in &nodes[i + 1..] {
            if overlap(&a.r, &b.r) {
                out.push(format!("node {} on node {}", a.node, b.node));
            }
        }
    }
    out
}

fn preset(name: &str) -> (Tree, Trace) {
    let p = PRESETS.iter().find(|p| p.name == name).unwrap();
    let tree = parse(p.notation).unwrap();
    let trace = search(
        &tree,
        &Options {
            depth_limit: p.depth_limit,
            ..Options::default()
        },
    )
    .unwrap();
    (tree, trace)
}

fn opts(lang: Lang) -> TikzOptions {
    TikzOptions {
        standalone: false,
        window: true,
        lang,
        width_pt: None,
    }
}

/// The steps worth checking: the start, each cut, the end, and a few in
/// between (where the path carries windows).
fn steps(trace: &Trace) -> Vec<u32> {
    let mut s = cut_steps(trace);
    let n = trace.len();
    s.extend([n / 4, n / 2, 3 * n / 4]);
    s.sort_unstable();
    s.dedup();
    s
}

#[test]
fn no_label_overlaps_in_tikz_forest_or_beamer_on_any_preset() {
    let mut bad = Vec::new();
    for p in PRESETS {
        let (tree, trace) = preset(p.name);
        for lang in [Lang::En, Lang::Fr] {
            for k in steps(&trace) {
                for (what, tex) in [
                    ("tikz", tikz_boxes(&tree, &trace, k, &opts(lang), true)),
                    ("forest", forest_boxes(&tree, &trace, k, &opts(lang), true)),
                ] {
                    for c in clashes(&tex) {
                        bad.push(format!("{} {what} {lang:?} step {k}: {c}", p.name));
                    }
                }
            }
            for (i, f) in beamer_figures(&tree, &trace, &cut_steps(&trace), lang)
                .iter()
                .enumerate()
            {
                for c in clashes(&f.boxes_comment()) {
                    bad.push(format!("{} beamer {lang:?} overlay {}: {c}", p.name, i + 1));
                }
            }
        }
    }
    assert!(bad.is_empty(), "{} overlaps:\n{}", bad.len(), bad.join("\n"));
}

#[test]
fn no_label_overlaps_on_200_random_trees() {
    let mut bad = Vec::new();
    for seed in 0..200u64 {
        let tree = common::random_tree(seed, 4, false);
        let algorithm = if seed % 2 == 0 {
            Algorithm::AlphaBeta
        } else {
            Algorithm::AlphaBetaHard
        };
        let trace = search(
            &tree,
            &Options {
                algorithm,
                ..Options::default()
            },
        )
        .unwrap();
        let lang = if seed % 3 == 0 { Lang::Fr } else { Lang::En };
        let k = if seed % 5 == 0 { trace.len() / 2 } else { trace.len() };
        for (what, tex) in [
            ("tikz", tikz_boxes(&tree, &trace, k, &opts(lang), true)),
            ("forest", forest_boxes(&tree, &trace, k, &opts(lang), true)),
        ] {
            for c in clashes(&tex) {
                bad.push(format!("seed {seed} {what} step {k}: {c}"));
            }
        }
        if seed % 4 == 0 {
            for f in beamer_figures(&tree, &trace, &cut_steps(&trace), lang) {
                for c in clashes(&f.boxes_comment()) {
                    bad.push(format!("seed {seed} beamer: {c}"));
                }
            }
        }
    }
    assert!(bad.is_empty(), "{} overlaps:\n{}", bad.len(), bad.join("\n"));
}

/// The slide of schéma 6 bis: laid out for the 128 mm × 96 mm frame, text
/// at 8 pt or more (nothing scales the picture), inside the frame's width,
/// and the tree's nodes over half the frame's height.
#[test]
fn a_beamer_frame_of_schema_6_bis_is_readable() {
    let (tree, trace) = preset("schema6bis");
    for lang in [Lang::En, Lang::Fr] {
        let tex = beamer(&tree, &trace, &cut_steps(&trace), "schema6bis", lang);
        assert!(
            !tex.contains("\\resizebox") && !tex.contains("\\scalebox") && !tex.contains("scale="),
            "the picture must not be scaled:\n{tex}"
        );
        for f in beamer_figures(&tree, &trace, &cut_steps(&trace), lang) {
            assert!(f.node_pt >= 8.0 && f.note_pt >= 8.0, "{} / {} pt", f.node_pt, f.note_pt);
            let b = f.bounds();
            assert!(b.x1 - b.x0 <= BEAMER_WIDTH_PT, "{} pt wide", b.x1 - b.x0);
            assert!(
                b.y1 - b.y0 <= 0.7 * BEAMER_FRAME_HEIGHT_PT,
                "{} pt tall: no room for the title and the narration",
                b.y1 - b.y0
            );
            assert!(
                f.tree_height() >= 0.5 * BEAMER_FRAME_HEIGHT_PT,
                "the tree is {} pt of a {} pt frame",
                f.tree_height(),
                BEAMER_FRAME_HEIGHT_PT
            );
            // Every α/β and cut note is there: the labels were placed.
            assert_eq!(f.crowded, 0);
        }
        // The text sizes are written as set.
        assert!(
            tex.contains("\\fontsize{8.0}") && tex.contains("\\fontsize{9.0}"),
            "{tex}"
        );
    }
}

/// The solutions of a sheet name the inner nodes A, B, C… in the figure,
/// as the tables do, and a cut's note prints its bound whole (β = 15, not
/// a digit of it).
#[test]
fn the_answer_key_letters_its_nodes_and_prints_whole_bounds() {
    let tex = sheet(&SheetOptions {
        seed: 3,
        count: 2,
        difficulty: Difficulty::Hard,
        options: Options::default(),
        lang: Lang::En,
        solutions: true,
    });
    let solutions = &tex[tex.find("\\section*{Solutions}").unwrap()..];
    let first = &solutions[..solutions.find("\\end{minipage}").unwrap()];
    // The texts inside the figure's nodes.
    let texts: Vec<&str> = first
        .lines()
        .filter(|l| l.contains("\\node[ntext"))
        .filter_map(|l| l.rsplit_once('{').map(|(_, t)| t.trim_end_matches("};")))
        .collect();
    for letter in ["A", "B", "C", "D", "E"] {
        assert!(
            texts.contains(&letter),
            "no {letter} in the answer key's figure: {texts:?}"
        );
    }
    // The table heads name the same letters.
    assert!(first.contains("node & A & B & C"), "{first}");

    // A cut against β = 15: MAX at depth 2 meets 16 ≥ β = 15.
    let tree = parse("[[15, [16, 3]], 1]").unwrap();
    let trace = search(&tree, &Options::default()).unwrap();
    let fig = tikz_boxes(&tree, &trace, trace.len(), &opts(Lang::En), false);
    assert!(fig.contains("$16 \\geq \\beta = 15$"), "{fig}");
}
