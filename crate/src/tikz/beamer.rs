//! The Beamer emitter: one frame with an overlay per chosen step (every
//! cut, or a list), laid out for the frame and never scaled.

#[allow(unused_imports)]
use super::*;

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
        width_pt: None,
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
pub(super) fn beamer_steps(trace: &Trace, steps: &[u32]) -> Vec<u32> {
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
        "% {}\n\\documentclass{{beamer}}\n\\usepackage[T1]{{fontenc}}\n\\usepackage{{lmodern}}\n\
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
