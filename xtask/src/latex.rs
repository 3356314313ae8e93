//! The LaTeX stage of `cargo xtask test`: the CLI's TikZ, forest and Beamer
//! exports and its exercise sheets, in English and French, compiled with
//! pdflatex and read back with `pdftotext -bbox`: a figure's words lie in
//! the boxes its exporter wrote and on no other word, a sheet's words in the
//! A4 text area, a slide's on the frame and no smaller than 8 pt.

use std::fs;

use crate::tools;
use crate::util::{self, Result};

/// The exports the LaTeX stage compiles: (file name, CLI arguments, the
/// number of pages the PDF must have; 0 for slides, one page per `\only<…>`
/// overlay, or for a sheet, which has none and may have any number).
const LATEX_EXPORTS: [(&str, &[&str], u32); 15] = [
    (
        "schema6bis-step30",
        &[
            "tikz",
            "--preset",
            "schema6bis",
            "--step",
            "30",
            "--standalone",
            "--boxes",
        ],
        1,
    ),
    (
        "schema6bis-step30-fr",
        &[
            "tikz",
            "--preset",
            "schema6bis",
            "--step",
            "30",
            "--standalone",
            "--lang",
            "fr",
            "--boxes",
        ],
        1,
    ),
    (
        // Laid out for a default article's text width (345 pt).
        "schema6bis-step30-345pt",
        &[
            "tikz",
            "--preset",
            "schema6bis",
            "--step",
            "30",
            "--standalone",
            "--boxes",
            "--width",
            "345pt",
        ],
        1,
    ),
    (
        "fig25b-tikz",
        &["tikz", "--preset", "fig25b", "--standalone", "--boxes"],
        1,
    ),
    (
        "exercise-forest",
        &["forest", "--preset", "exercise", "--standalone", "--boxes"],
        1,
    ),
    (
        "exercise-forest-fr",
        &[
            "forest",
            "--preset",
            "exercise",
            "--standalone",
            "--lang",
            "fr",
            "--boxes",
        ],
        1,
    ),
    ("fig25b-slides-fr", &["beamer", "--preset", "fig25b", "--lang", "fr"], 0),
    (
        "schema6bis-cuts",
        &["beamer", "--preset", "schema6bis", "--steps", "cuts"],
        0,
    ),
    (
        "exercises-fr",
        &["exercise", "--seed", "7", "--count", "2", "--solutions", "--lang", "fr"],
        0,
    ),
    // A hard sheet and its solutions: their tables have 17 inner nodes.
    (
        "exercises-hard",
        &[
            "exercise",
            "--seed",
            "3",
            "--count",
            "2",
            "--difficulty",
            "hard",
            "--solutions",
        ],
        0,
    ),
    // Chance nodes: circles, probabilities beside their edges, exact
    // values (5/3, not 1.6666666666666667), Star1's cut notes.
    (
        "star1-tikz",
        &["tikz", "--preset", "star1", "--standalone", "--boxes"],
        1,
    ),
    (
        "expectimax-tikz-fr",
        &[
            "tikz",
            "--preset",
            "expectimax",
            "--standalone",
            "--lang",
            "fr",
            "--boxes",
        ],
        1,
    ),
    // Compiled only: forest's page is about 2 pt wider than the bounding
    // box it is given (the exercise's figure above shows it too), which
    // moves the box check's mapping by as much; TikZ's figures are checked.
    (
        "star1-forest-fr",
        &["forest", "--preset", "star1", "--standalone", "--lang", "fr"],
        1,
    ),
    ("star1-slides-fr", &["beamer", "--preset", "star1", "--lang", "fr"], 0),
    // A blank sheet (no solutions), the largest difficulty, fail-hard.
    (
        "exercises-hard-blank",
        &[
            "exercise",
            "--seed",
            "3",
            "--count",
            "3",
            "--difficulty",
            "hard",
            "--algo",
            "alphabeta-hard",
        ],
        0,
    ),
];

/// Writes the CLI's exports to `target/latex-check/` and compiles each with
/// pdflatex; skipped, with the reason, when pdflatex cannot be had. Slides
/// must have one page per overlay (the `\\only<…>` count).
pub fn latex() -> Result {
    if let Some(reason) = tools::ensure_pdflatex()? {
        util::warn(&format!("LaTeX stage SKIPPED: {reason}"));
        return Ok(());
    }
    util::run(util::cargo().args(["build", "-q", "-p", "alphabeta", "--bin", "alphabeta"]))?;
    let cli = util::root().join("target/debug/alphabeta");
    let dir = util::root().join("target/latex-check");
    fs::create_dir_all(&dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    for (name, args, pages) in LATEX_EXPORTS {
        let tex = util::output(util::command(&cli).args(args))
            .ok_or_else(|| format!("alphabeta {} failed", args.join(" ")))?;
        let file = dir.join(format!("{name}.tex"));
        fs::write(&file, &tex).map_err(|e| format!("cannot write {}: {e}", file.display()))?;
        let mut command = util::command("pdflatex");
        command
            .current_dir(&dir)
            .args(["-interaction=nonstopmode", "-halt-on-error"])
            .arg(format!("{name}.tex"));
        let log = command
            .output()
            .map(|out| String::from_utf8_lossy(&out.stdout).into_owned())
            .map_err(|e| format!("could not start pdflatex: {e}"))?;
        let pdf = dir.join(format!("{name}.pdf"));
        if !pdf.is_file() || !log.contains("Output written on") {
            let tail: Vec<&str> = log.lines().rev().take(25).collect();
            let tail: Vec<&str> = tail.into_iter().rev().collect();
            return Err(format!("pdflatex failed on {}:\n{}", file.display(), tail.join("\n")));
        }
        let expected = if pages == 0 {
            tex.matches("\\only<").count() as u32
        } else {
            pages
        };
        if expected > 0 && !log.contains(&format!("({expected} page")) {
            return Err(format!(
                "{name}.pdf should have {expected} pages; pdflatex said:\n{log}"
            ));
        }
        println!("    {name}.tex -> {name}.pdf");
        let pdf_name = format!("{name}.pdf");
        vector_fonts(&dir, &pdf_name)?;
        if let Some(at) = args.iter().position(|a| *a == "--width") {
            fits_width(&dir, &pdf_name, args[at + 1])?;
        }
        if tex.contains("% box ") {
            check_figure(&dir, &pdf_name, &tex)?;
        } else if args[0] == "exercise" {
            check_sheet(&dir, &pdf_name)?;
        } else if args[0] == "beamer" {
            check_slides(&dir, &pdf_name)?;
        }
    }
    Ok(())
}

/// A figure laid out for `--width W` (in points, `345pt`) prints no wider:
/// the page of a `standalone` PDF is the figure and its 4 pt border on each
/// side, read with poppler's `pdfinfo`.
fn fits_width(dir: &std::path::Path, pdf: &str, width: &str) -> Result {
    let asked: f64 = width
        .trim_end_matches("pt")
        .parse()
        .map_err(|_| format!("the LaTeX stage's --width {width} is not in points"))?;
    let info = util::output(util::command("pdfinfo").current_dir(dir).arg(pdf))
        .ok_or_else(|| format!("pdfinfo {pdf} failed"))?;
    let page: f64 = info
        .lines()
        .find_map(|line| line.strip_prefix("Page size:"))
        .and_then(|size| size.split_whitespace().next())
        .and_then(|w| w.parse().ok())
        .ok_or_else(|| format!("pdfinfo {pdf} gave no page size"))?;
    let printed = page - 8.0;
    if printed > asked + 0.5 {
        return Err(format!(
            "{pdf} prints {printed:.1} pt wide, wider than the --width {width} it was laid out for"
        ));
    }
    println!("      {printed:.1} pt wide, within --width {width}");
    Ok(())
}

/// Every font of `pdf` is a vector font: a Type 3 font is a bitmap (what
/// T1-encoded Computer Modern becomes without Latin Modern), blurred on a
/// projector and in print. Read with poppler's `pdffonts`.
fn vector_fonts(dir: &std::path::Path, pdf: &str) -> Result {
    let Some(list) = util::output(util::command("pdffonts").current_dir(dir).arg(pdf)) else {
        return Err(format!("pdffonts {pdf} failed"));
    };
    let bitmaps: Vec<&str> = list.lines().filter(|l| l.contains("Type 3")).collect();
    if bitmaps.is_empty() {
        Ok(())
    } else {
        Err(format!("{pdf} has bitmap (Type 3) fonts:\n  {}", bitmaps.join("\n  ")))
    }
}

/// One word of a PDF page as `pdftotext -bbox` gives it: its box in
/// points from the page's top left, and its text.
struct Word {
    x0: f64,
    y0: f64,
    x1: f64,
    y1: f64,
    text: String,
}

/// One page: its size and its words.
struct Page {
    width: f64,
    height: f64,
    words: Vec<Word>,
}

/// The value of `attr="…"` in `s`, as a number.
fn attr(s: &str, attr: &str) -> Option<f64> {
    let key = format!("{attr}=\"");
    let at = s.find(&key)? + key.len();
    s[at..].split('"').next()?.parse().ok()
}

/// The pages and words of `pdf` (in `dir`), read with `pdftotext -bbox`.
fn pdf_words(dir: &std::path::Path, pdf: &str) -> std::result::Result<Vec<Page>, String> {
    let xml = util::output(util::command("pdftotext").current_dir(dir).args(["-bbox", pdf, "-"]))
        .ok_or_else(|| format!("pdftotext -bbox {pdf} failed"))?;
    let mut pages = Vec::new();
    for chunk in xml.split("<page ").skip(1) {
        let mut page = Page {
            width: attr(chunk, "width").unwrap_or(0.0),
            height: attr(chunk, "height").unwrap_or(0.0),
            words: Vec::new(),
        };
        for w in chunk.split("<word ").skip(1) {
            let text = w.split('>').nth(1).and_then(|t| t.split('<').next()).unwrap_or("");
            if let (Some(x0), Some(y0), Some(x1), Some(y1)) =
                (attr(w, "xMin"), attr(w, "yMin"), attr(w, "xMax"), attr(w, "yMax"))
            {
                page.words.push(Word {
                    x0,
                    y0,
                    x1,
                    y1,
                    text: text.to_string(),
                });
            }
        }
        pages.push(page);
    }
    Ok(pages)
}

/// A figure exported with `--boxes`: every word TeX set lies inside one of
/// the boxes the exporter wrote (its estimate of the label and node sizes
/// is not smaller than TeX's), and the words of different boxes never
/// overlap. The picture's bounding box is the exporter's (it writes
/// `\useasboundingbox`), so PDF positions map back to the figure's.
fn check_figure(dir: &std::path::Path, pdf: &str, tex: &str) -> Result {
    let mut boxes: Vec<[f64; 4]> = Vec::new();
    let mut bound: Option<[f64; 4]> = None;
    for line in tex.lines() {
        let w: Vec<&str> = line.split_whitespace().collect();
        if w.len() == 8 && w[1] == "box" {
            let n: Vec<f64> = w[4..8].iter().filter_map(|x| x.parse().ok()).collect();
            if n.len() == 4 {
                boxes.push([n[0], n[1], n[2], n[3]]);
            }
        }
        if w.len() == 6 && w[1] == "bounds" {
            let n: Vec<f64> = w[2..6].iter().filter_map(|x| x.parse().ok()).collect();
            if n.len() == 4 {
                bound = Some([n[0], n[1], n[2], n[3]]);
            }
        }
    }
    let b = bound.ok_or_else(|| format!("{pdf}: the export wrote no `% bounds` line"))?;
    let pages = pdf_words(dir, pdf)?;
    let page = pages.first().ok_or_else(|| format!("{pdf}: no page"))?;
    // standalone's border is 4 pt on every side.
    let border = 4.0;
    let scale = (b[2] - b[0] + 2.0 * border) / page.width.max(1.0);
    let mut bad = Vec::new();
    let mut owner = Vec::new();
    for w in &page.words {
        // Back to the figure's points, y up.
        let (x0, x1) = (w.x0 * scale - border + b[0], w.x1 * scale - border + b[0]);
        let (y1, y0) = (b[3] + border - w.y0 * scale, b[3] + border - w.y1 * scale);
        let tol = 1.5;
        let inside = boxes
            .iter()
            .position(|r| x0 >= r[0] - tol && x1 <= r[2] + tol && y0 >= r[1] - tol && y1 <= r[3] + tol);
        // pdftotext joins neighbouring glyphs into one word (two crosses
        // side by side read "××"): such a word must lie in the union of
        // the boxes it meets.
        let inside = inside.or_else(|| {
            let met: Vec<usize> = (0..boxes.len())
                .filter(|&i| {
                    let r = boxes[i];
                    x0 < r[2] && r[0] < x1 && y0 < r[3] && r[1] < y1
                })
                .collect();
            let first = *met.first()?;
            let u = met.iter().fold(boxes[first], |u, &i| {
                let r = boxes[i];
                [u[0].min(r[0]), u[1].min(r[1]), u[2].max(r[2]), u[3].max(r[3])]
            });
            (met.len() > 1 && x0 >= u[0] - tol && x1 <= u[2] + tol && y0 >= u[1] - tol && y1 <= u[3] + tol)
                .then_some(first)
        });
        match inside {
            Some(i) => owner.push((i, [x0, y0, x1, y1], w.text.clone())),
            None => bad.push(format!(
                "\"{}\" at {x0:.1},{y0:.1} – {x1:.1},{y1:.1} is in no box",
                w.text
            )),
        }
    }
    for (i, (a, ra, ta)) in owner.iter().enumerate() {
        for (b2, rb, tb) in &owner[i + 1..] {
            let e = 0.8;
            if a != b2 && ra[0] + e < rb[2] && rb[0] + e < ra[2] && ra[1] + e < rb[3] && rb[1] + e < ra[3] {
                bad.push(format!("\"{ta}\" overlaps \"{tb}\""));
            }
        }
    }
    verdict(
        bad,
        &format!("{} words, each inside its box, none on another", page.words.len()),
        &format!("{pdf}: the figure's text is not where its boxes say"),
    )
}

/// A check's end: the line it prints when nothing is `bad`, else an error
/// that lists what is, under `what`.
fn verdict(bad: Vec<String>, ok: &str, what: &str) -> Result {
    if bad.is_empty() {
        println!("      {ok}");
        Ok(())
    } else {
        Err(format!("{what}:\n  {}", bad.join("\n  ")))
    }
}

/// A sheet: every word inside the A4 page's text area (2 cm margins), the
/// page number below it excepted.
fn check_sheet(dir: &std::path::Path, pdf: &str) -> Result {
    let pages = pdf_words(dir, pdf)?;
    let margin = 20.0 / 25.4 * 72.0;
    let mut bad = Vec::new();
    for (i, p) in pages.iter().enumerate() {
        for w in &p.words {
            let folio = w.y0 > p.height - margin && w.text.bytes().all(|c| c.is_ascii_digit());
            if folio {
                continue;
            }
            if w.x0 < margin - 2.0
                || w.x1 > p.width - margin + 2.0
                || w.y0 < margin - 12.0
                || w.y1 > p.height - margin + 2.0
            {
                bad.push(format!(
                    "page {}: \"{}\" at {:.0}–{:.0} × {:.0}–{:.0} ({:.0} × {:.0} pt page)",
                    i + 1,
                    w.text,
                    w.x0,
                    w.x1,
                    w.y0,
                    w.y1,
                    p.width,
                    p.height
                ));
            }
        }
    }
    verdict(
        bad,
        &format!("{} pages, every word inside the text area", pages.len()),
        &format!("{pdf}: text outside the page's text area"),
    )
}

/// Slides: every word on the frame, none smaller than an 8 pt font sets
/// (pdftotext's word boxes are about 0.85 em tall), and the second frame
/// rendered to PNG (`pdftoppm -r 100`) to look at.
fn check_slides(dir: &std::path::Path, pdf: &str) -> Result {
    let pages = pdf_words(dir, pdf)?;
    let mut bad = Vec::new();
    for (i, p) in pages.iter().enumerate() {
        for w in &p.words {
            // (The title's font reports boxes taller than its glyphs, above
            // the page's top: the top is not checked.)
            if w.x0 < -0.5 || w.x1 > p.width + 0.5 || w.y1 > p.height + 0.5 {
                bad.push(format!("overlay {}: \"{}\" off the frame", i + 1, w.text));
            }
            if w.y1 - w.y0 < 6.5 {
                bad.push(format!(
                    "overlay {}: \"{}\" is {:.1} pt tall",
                    i + 1,
                    w.text,
                    w.y1 - w.y0
                ));
            }
        }
    }
    if !bad.is_empty() {
        return Err(format!("{pdf}: {}", bad.join("\n  ")));
    }
    if util::which("pdftoppm").is_some() && pages.len() > 1 {
        let stem = pdf.trim_end_matches(".pdf");
        let _ = util::output(util::command("pdftoppm").current_dir(dir).args([
            "-png",
            "-r",
            "100",
            "-f",
            "2",
            "-l",
            "2",
            "-singlefile",
            pdf,
            &format!("{stem}-frame2"),
        ]));
        println!("      rendered {}/{stem}-frame2.png", dir.display());
    }
    Ok(())
}
