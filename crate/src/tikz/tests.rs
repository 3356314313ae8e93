//! Unit tests of the figures.

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
        width_pt: None,
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

#[test]
fn a_chance_node_is_a_circle_with_its_probabilities_beside_the_edges_and_its_mean_exact() {
    let t = parse("[chance[1/3: 1, 2/3: 2], 0]").unwrap();
    let tr = search(&t, &Options::default()).unwrap();
    for lang in [Lang::En, Lang::Fr] {
        let tex = tikz(&t, &tr, tr.len(), &opts(lang));
        assert_eq!(tex.matches("\\path[chance").count(), 1, "{tex}");
        assert!(tex.contains(" circle ("), "{tex}");
        assert!(tex.contains("\\node[prob] at") && tex.contains("{$1/3$}") && tex.contains("{$2/3$}"));
        // m is the mean 5/3, written exactly, not 1.6666666666666667.
        assert!(tex.contains("{$5/3$}"), "{tex}");
        assert!(!tex.contains("1.666") && !tex.contains("1{,}666"), "{tex}");
        assert!(forest(&t, &tr, tr.len(), &opts(lang)).contains("circle ("));
    }
    // The narration's fractions and products are TeX math in slides.
    assert_eq!(
        tex_sentence("S = ½·8; ⅙ left; Σ pᵢ"),
        "S = \\ensuremath{1/2}\\ensuremath{\\cdot}8; \\ensuremath{1/6} left; \\ensuremath{\\Sigma} p(i)"
    );
}
