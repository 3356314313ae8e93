//! What the command line prints as text: the statistics of a search and
//! the table of orderings, in English or French.

use alphabeta::lang::{show_in, Lang};
use alphabeta::phrases::initial_window;
use alphabeta::stats::{stats, Stats};
use alphabeta::trace::StepKind;
use alphabeta::tree::Tree;

/// The comparison as a table, one ordering a line.
pub fn orderings_text(c: &alphabeta::ordering::Comparison, lang: Lang) -> String {
    let fr = lang == Lang::Fr;
    let mut out = String::new();
    let (o, l, n, k, v) = if fr {
        ("ordre", "feuilles", "nœuds", "coupures", "valeur")
    } else {
        ("order", "leaves", "nodes", "cuts", "value")
    };
    out.push_str(&format!("{o:<8} {l:>8} {n:>8} {k:>8}  {v}\n"));
    for r in &c.rows {
        out.push_str(&format!(
            "{:<8} {:>8} {:>8} {:>8}  {}\n",
            r.order.name(),
            r.leaves_evaluated,
            r.nodes_visited,
            r.cuts,
            show_in(r.value, lang)
        ));
    }
    out.push_str(&if fr {
        format!(
            "minimax  {:>8} (graine de l’ordre aléatoire : {})\n",
            c.leaves_total, c.seed
        )
    } else {
        format!("minimax  {:>8} (random ordering seed: {})\n", c.leaves_total, c.seed)
    });
    if let Some(u) = &c.uniform {
        out.push_str(&if fr {
            format!(
                "uniforme b={} d={}  meilleur cas (Knuth-Moore) {} feuilles, b^d = {}\n",
                u.branching, u.depth, u.best_case, u.worst_case
            )
        } else {
            format!(
                "uniform b={} d={}  best case (Knuth-Moore) {} leaves, b^d = {}\n",
                u.branching, u.depth, u.best_case, u.worst_case
            )
        });
    }
    out
}

/// The cuts of a chance tree's search, counted by kind: against a leaf
/// bound, Star1's chance nodes failing low and high, and with Star2 its
/// chance nodes failing on their probes. `None` on other trees.
fn chance_cuts(s: &Stats, fr: bool) -> Option<String> {
    let (bound, low, high) = (s.cuts_bound?, s.cuts_chance_low?, s.cuts_chance_high?);
    let mut line = if fr {
        format!("{bound} par une borne des feuilles, {low} échec(s) par le bas, {high} par le haut")
    } else {
        format!("{bound} by a leaf bound, {low} failing low, {high} failing high")
    };
    if let (Some(ph), Some(pl)) = (s.cuts_probe_high, s.cuts_probe_low) {
        line.push_str(&if fr {
            format!(" ; sondages : {pl} par le bas, {ph} par le haut")
        } else {
            format!("; on probes: {pl} failing low, {ph} failing high")
        });
    }
    Some(line)
}

/// "7 of 9 (minimax: 9)": how many leaves (`kind` Eval) or nodes (Enter,
/// with the leaves) the search reached (`count`, the statistics' own), of
/// `total`, beside plain minimax's `minimax`. A search by windows (PVS,
/// MTD(f), aspiration) reaches some again when it searches again: then it
/// counts each time and says so ("11 times, 7 of 9: a re-search counts
/// again"), where a bare "11 of 9" read as a mistake.
fn counted(
    trace: &alphabeta::trace::Trace,
    kind: StepKind,
    count: usize,
    total: usize,
    minimax: usize,
    lang: Lang,
) -> String {
    let mut reached = std::collections::HashSet::new();
    let mut times = 0;
    for step in trace.steps() {
        // A node is visited when it is entered, evaluated, or answered by
        // the transposition table (the engine's `nodesVisited`, which the
        // page shows, counts the three).
        let visit = matches!(step.kind, StepKind::Eval | StepKind::TtHit);
        if step.kind == kind || (kind == StepKind::Enter && visit) {
            times += 1;
            reached.insert(step.node);
        }
    }
    let once = reached.len();
    match (times > once, lang) {
        (false, Lang::En) => format!("{count} of {total} (minimax: {minimax})"),
        (false, Lang::Fr) => format!("{count} sur {total} (minimax : {minimax})"),
        (true, Lang::En) => format!("{times} times, {once} of {total}: a re-search counts again (minimax: {minimax})"),
        (true, Lang::Fr) => {
            format!("{times} fois, {once} sur {total} : une nouvelle recherche compte de nouveau (minimax : {minimax})")
        }
    }
}

/// The statistics of a search, a line each, the labels in `lang`. It is
/// long because it writes every statistic, each line in both languages,
/// in the order a reader scans them.
pub fn stats_text(tree: &Tree, trace: &alphabeta::trace::Trace, lang: Lang) -> String {
    let s = stats(tree, trace);
    let fr = lang == Lang::Fr;
    // Each line: the English and the French label, padded to one column.
    let width = if fr { 19 } else { 17 };
    let label = |en: &str, fr_label: &str| format!("{:<width$}", if fr { fr_label } else { en });
    let mut out = String::new();
    let algo = trace.options().algorithm;
    out.push_str(&format!("{}{}\n", label("algorithm", "algorithme"), algo.name()));
    out.push_str(&format!("{}{}\n", label("value", "valeur"), show_in(s.value, lang)));
    if let Some(b) = s.best_move {
        out.push_str(&format!("{}{}\n", label("best move", "meilleur coup"), tree.name(b)));
    }
    // Each step of the line by its own label (a move), as the line gives the path.
    let pv: Vec<String> =
        s.pv.iter()
            .map(|&i| tree.label(i).map_or_else(|| tree.name(i), str::to_string))
            .collect();
    out.push_str(&format!(
        "{}{}\n",
        label("principal line", "variante princ."),
        pv.join(" → ")
    ));
    out.push_str(&format!(
        "{}{}\n",
        label("leaves evaluated", "feuilles évaluées"),
        counted(
            trace,
            StepKind::Eval,
            s.leaves_evaluated,
            s.leaves_total,
            s.minimax.leaves_evaluated,
            lang
        )
    ));
    if s.leaves_earlier_iterations > 0 {
        out.push_str(&format!(
            "{}{}\n",
            label("earlier iterations", "itérations avant"),
            if fr {
                format!("{} feuilles (recherche itérative)", s.leaves_earlier_iterations)
            } else {
                format!("{} leaves (iterative deepening)", s.leaves_earlier_iterations)
            }
        ));
    }
    out.push_str(&format!(
        "{}{}\n",
        label("nodes visited", "nœuds visités"),
        counted(
            trace,
            StepKind::Enter,
            s.nodes_visited,
            s.nodes_total,
            s.minimax.nodes_visited,
            lang
        )
    ));
    // Knuth and Moore's minimal tree of this shape, beside the visits.
    out.push_str(&format!(
        "{}{} {}, {} {} (Knuth–Moore)\n",
        label("minimal tree", "arbre minimal"),
        s.minimal.nodes,
        if fr { "nœuds" } else { "nodes" },
        s.minimal.leaves,
        if fr { "feuilles" } else { "leaves" },
    ));
    // Cuts by the window no node set are counted apart, and said only when
    // there are some (a default window rarely makes one): the initial
    // window, or under MTD(f) and aspiration windows the window each search
    // of the root is given (as the page says).
    let searched_again = algo == alphabeta::search::Algorithm::Mtdf || trace.options().aspiration.is_some();
    let window = match (s.cuts_window, searched_again, fr) {
        (0, _, _) => String::new(),
        (n, false, false) => format!(", {n} by {}", initial_window(Lang::En)),
        (n, false, true) => format!(", {n} par {}", initial_window(Lang::Fr)),
        (n, true, false) => format!(", {n} by the window of a search of the root"),
        (n, true, true) => format!(", {n} par la fenêtre d’une recherche de la racine"),
    };
    out.push_str(&format!(
        "{}{} {}, {} {}{window}\n",
        label("cuts", "coupures"),
        s.cuts_shallow,
        if fr { "superficielle(s)" } else { "shallow" },
        s.cuts_deep,
        if fr { "profonde(s)" } else { "deep" },
    ));
    if let Some(line) = chance_cuts(&s, fr) {
        out.push_str(&format!("{}{line}\n", label("chance cuts", "coupures hasard")));
    }
    if let Some(u) = s.uniform {
        out.push_str(&if fr {
            format!(
                "uniforme b={} d={}  meilleur cas {} feuilles, pire cas {}\n",
                u.branching, u.depth, u.best_case, u.worst_case
            )
        } else {
            format!(
                "uniform b={} d={}  best case {} leaves, worst case {}\n",
                u.branching, u.depth, u.best_case, u.worst_case
            )
        });
    }
    out
}
