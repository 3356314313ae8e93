//! The commands: each reads its arguments, and those that search a tree
//! go through one path ([`searched`]: the tree, its order, the options,
//! the search) before they print what they print.

use super::args::Args;
use super::fail::{Fail, Msg};
use super::text::{orderings_text, stats_text};
use alphabeta::construct;
use alphabeta::error::Localised;
use alphabeta::exercise::{exercise, Difficulty};
use alphabeta::game::{pig, GameKind, Heuristic, Setup};
use alphabeta::lang::Lang;
use alphabeta::narrate::{narrate_as, Voice};
use alphabeta::negamax::Side;
use alphabeta::notation;
use alphabeta::options::{Algorithm, Options, Ties};
use alphabeta::ordering::{compare, reorder, Order};
use alphabeta::random::{generate, RandomSpec};
use alphabeta::report::report;
use alphabeta::search::search;
use alphabeta::sheet;
use alphabeta::stats::stats;
use alphabeta::trace::Trace;
use alphabeta::tree::Tree;
use alphabeta::value::Value;
use std::io::{Read, Write};

/// A tree searched as the arguments ask, and the language to say it in.
pub struct Searched {
    pub tree: Tree,
    pub opts: Options,
    pub trace: Trace,
    pub lang: Lang,
}

/// The one path from arguments to a search: the tree (TREE, `-` or
/// `--preset`), the options, the order of its children, the search (a
/// game's tree goes to [`search_text`] directly).
fn searched(a: &Args) -> Result<Searched, Fail> {
    let lang = a.lang()?;
    let (tree, text) = read_tree_text(a, lang)?;
    search_text(a, tree, lang, Some(&text), None)
}

/// The search of `tree` as the arguments ask. For a tree read from
/// `text`, an error about one node (a leaf outside `--bounds`) says its
/// line and column, and shows the line. `bounds` are the leaf bounds
/// when `--bounds` gives none (a game's: Pig's −1, 1).
fn search_text(
    a: &Args,
    tree: Tree,
    lang: Lang,
    text: Option<&str>,
    bounds: Option<(Value, Value)>,
) -> Result<Searched, Fail> {
    let mut opts = options(a, lang)?;
    if !a.has("--bounds") && bounds.is_some() {
        opts.bounds = bounds;
    }
    if tree.has_chance() {
        for flag in ["--order", "--negamax"] {
            if a.has(flag) {
                return Err(Msg::ChanceRefuses(flag).fail(lang));
            }
        }
    }
    let tree = ordered(a, tree, &opts, lang)?;
    let trace = search(&tree, &opts).map_err(|e| {
        let at = text
            .filter(|_| !a.has("--order"))
            .zip(e.node())
            .and_then(|(t, id)| notation::position_of(t, id).map(|p| (t, p)));
        match at {
            Some((t, p)) => {
                let (line, col) = (p.line, p.column);
                let head = match lang {
                    Lang::En => format!("line {line}, column {col}: {}", e.message(lang)),
                    Lang::Fr => format!("ligne {line}, colonne {col} : {}", e.message(lang)),
                };
                Fail(2, format!("{head}\n{}", notation::excerpt(t, line, col)))
            }
            None => Fail(2, e.message(lang)),
        }
    })?;
    Ok(Searched {
        tree,
        opts,
        trace,
        lang,
    })
}

/// Every step's sentence, numbered, one a line; with `negamax`, told from
/// the side to move (`narrate::narrate_as`).
fn narration(s: &Searched, negamax: bool) -> String {
    let voice = Voice { lang: s.lang, negamax };
    let mut out = String::new();
    for k in 0..=s.trace.len() {
        out.push_str(&format!("{k:>5}  {}\n", narrate_as(&s.tree, &s.trace, k, voice)));
    }
    out
}

/// The JSON report, with `negamax`: each node also carries its numbers
/// seen from the side to move (`negamax`: `negated`, `value`, `bound`,
/// `alpha`, `beta`; `alphabeta::negamax::Side`).
fn report_json(s: &Searched, negamax: bool) -> Result<String, Fail> {
    let r = report(&s.tree, &s.trace);
    if !negamax {
        return json(&r, false);
    }
    let sides: Vec<Side> = r
        .nodes
        .iter()
        .map(|n| Side::of(n.player, n.value, n.bound, n.alpha.zip(n.beta)))
        .collect();
    let mut value = serde_json::to_value(&r).map_err(|e| Fail(1, e.to_string()))?;
    if let Some(nodes) = value.get_mut("nodes").and_then(|n| n.as_array_mut()) {
        for (node, side) in nodes.iter_mut().zip(&sides) {
            node["negamax"] = serde_json::to_value(side).map_err(|e| Fail(1, e.to_string()))?;
        }
    }
    json(&value, false)
}

/// JSON, pretty or on one line, with a newline.
fn json<T: serde::Serialize>(value: &T, pretty: bool) -> Result<String, Fail> {
    let text = if pretty {
        serde_json::to_string_pretty(value)
    } else {
        serde_json::to_string(value)
    };
    Ok(text.map_err(|e| Fail(1, e.to_string()))? + "\n")
}

/// `trace` (every step, then the statistics) and `stats`.
pub fn trace_or_stats(a: &Args) -> Result<String, Fail> {
    let s = searched(a)?;
    let as_json = a.word("--format", &["text", "json"], "text")? == "json";
    match (a.command.as_str(), as_json) {
        ("stats", true) => json(&stats(&s.tree, &s.trace), true),
        ("stats", false) => Ok(stats_text(&s.tree, &s.trace, s.lang)),
        (_, true) => report_json(&s, a.has("--negamax")),
        (_, false) => Ok(narration(&s, a.has("--negamax")) + "\n" + &stats_text(&s.tree, &s.trace, s.lang)),
    }
}

/// A step number given to `flag`, from 0 to the trace's length.
fn step_arg(a: &Args, flag: &'static str, given: &str, len: u32) -> Result<u32, Fail> {
    given.parse::<u32>().ok().filter(|&k| k <= len).ok_or_else(|| {
        a.fail(Msg::WholeIn {
            flag,
            given,
            lo: 0,
            hi: u64::from(len),
        })
    })
}

/// A `--width` in TeX points (72.27 to the inch), from 100 to 2000: a
/// number with `pt`, `mm`, `cm` or `in`, or a bare number of points.
fn width_pt(given: &str) -> Option<u32> {
    let text = given.trim();
    let (number, per_unit) = [("pt", 1.0), ("mm", 72.27 / 25.4), ("cm", 72.27 / 2.54), ("in", 72.27)]
        .iter()
        .find_map(|&(unit, scale)| text.strip_suffix(unit).map(|n| (n.trim(), scale)))
        .unwrap_or((text, 1.0));
    let pt = number.parse::<f64>().ok()? * per_unit;
    (100.0..=2000.0).contains(&pt).then_some(pt.floor() as u32)
}

/// `tikz` and `forest`: the figure of one step.
pub fn figure(a: &Args) -> Result<String, Fail> {
    let s = searched(a)?;
    let k = match a.get("--step") {
        None => s.trace.len(),
        Some(given) => step_arg(a, "--step", given, s.trace.len())?,
    };
    let width_pt = match a.get("--width") {
        None => None,
        Some(given) => Some(width_pt(given).ok_or_else(|| a.fail(Msg::Width(given)))?),
    };
    let t = alphabeta::tikz::TikzOptions {
        standalone: a.has("--standalone"),
        window: !a.has("--no-window"),
        lang: s.lang,
        width_pt,
    };
    // --boxes: every node, label and edge box as a comment, for a check of
    // the real positions (the LaTeX stage's).
    let boxes = a.has("--boxes");
    Ok(if a.command == "tikz" {
        alphabeta::tikz::tikz_boxes(&s.tree, &s.trace, k, &t, boxes)
    } else {
        alphabeta::tikz::forest_boxes(&s.tree, &s.trace, k, &t, boxes)
    })
}

/// `beamer`: one overlay per step, per cut or per listed step.
pub fn beamer(a: &Args) -> Result<String, Fail> {
    let s = searched(a)?;
    let steps = match a.get("--steps").unwrap_or("all") {
        "all" => Vec::new(),
        "cuts" => alphabeta::tikz::cut_steps(&s.trace),
        list => list
            .split(',')
            .map(|k| step_arg(a, "--steps", k.trim(), s.trace.len()))
            .collect::<Result<Vec<u32>, Fail>>()?,
    };
    let name = a.get("--name").or(a.get("--preset")).unwrap_or("tree");
    Ok(alphabeta::tikz::beamer(&s.tree, &s.trace, &steps, name, s.lang))
}

/// `exercise`: a sheet of exercises, or their ids and trees.
pub fn exercise_sheet(a: &Args) -> Result<String, Fail> {
    let lang = a.lang()?;
    if !a.positional.is_empty() || a.has("--preset") {
        return Err(a.fail(Msg::ExerciseNoTree));
    }
    if a.has("--order") {
        return Err(a.fail(Msg::ExerciseNoOrder));
    }
    let seed = a.whole("--seed", 1, 0..=u64::MAX)?;
    let count = a.whole("--count", 4, 1..=u64::from(sheet::MAX_COUNT))? as u32;
    let difficulty = a.choice(
        "--difficulty",
        &Difficulty::ALL,
        Difficulty::name,
        Difficulty::from_name,
    )?;
    let difficulty = difficulty.unwrap_or_default();
    let options = options(a, lang)?;
    match a.word("--format", &["tex", "list"], "tex")? {
        "tex" => Ok(sheet::sheet(&sheet::SheetOptions {
            seed,
            count,
            difficulty,
            options,
            lang,
            solutions: a.has("--solutions"),
        })),
        _ => Ok((0..u64::from(count))
            .map(|i| {
                let e = exercise(difficulty, seed.wrapping_add(i));
                format!("{}\t{}\n", e.id, notation::format(&e.tree))
            })
            .collect()),
    }
}

/// `game`: a game's search tree from a position, traced, then the move played.
pub fn game(a: &Args) -> Result<String, Fail> {
    let lang = a.lang()?;
    let games: Vec<&'static str> = GameKind::ALL.iter().map(|g| g.name()).collect();
    let [name] = a.positional.as_slice() else {
        return Err(a.fail(Msg::OneGame(games)));
    };
    let kind = GameKind::from_name(name).ok_or_else(|| a.fail(Msg::NoGame { name, games }))?;
    if a.get("--depth").is_none() {
        return Err(a.fail(Msg::GameNeedsDepth));
    }
    let depth = options(a, lang)?.depth_limit.unwrap_or(0);
    let setup = game_setup(a, kind, lang)?;
    // h on every inner node too: best-first by h and iterative deepening
    // then work at every level.
    let tree = setup.tree_with_h(depth).map_err(|e| Fail(2, e.message(lang)))?;
    // Pig's values and h lie in [−1, 1]: Star1's leaf bounds unless
    // `--bounds` says otherwise.
    let bounds = kind.leaf_bounds().map(|(l, u)| (Value::int(l), Value::int(u)));
    let s = search_text(a, tree, lang, None, bounds)?;
    let best = s.trace.best_move().and_then(|b| s.tree.label(b)).map(str::to_string);
    let after = match &best {
        Some(m) => Some(setup.play(m).map_err(|e| Fail(2, e.message(lang)))?.position),
        None => None,
    };
    if a.word("--format", &["text", "json"], "text")? == "json" {
        let out = serde_json::json!({
            "game": kind.name(),
            "position": setup.position,
            "depth": depth,
            "move": best,
            "after": after,
            "report": report(&s.tree, &s.trace),
        });
        return json(&out, false);
    }
    let fr = lang == Lang::Fr;
    // The same column as `stats_text`.
    let w = if fr { 19 } else { 17 };
    let mut out = narration(&s, false) + "\n";
    out.push_str(&format!(
        "{:<w$}{} {}, P = {depth}\n",
        "position",
        kind.name(),
        setup.position
    ));
    out.push_str(&stats_text(&s.tree, &s.trace, lang));
    if s.opts.tt {
        out.push_str(&format!(
            "{:<w$}{}\n",
            if fr { "table (succès)" } else { "table hits" },
            s.trace.tt_hits()
        ));
    }
    if let (Some(m), Some(p)) = (best, after) {
        out.push_str(&format!(
            "{:<w$}{m} → {p}\n",
            if fr { "coup joué" } else { "move played" }
        ));
    }
    Ok(out)
}

/// The game's setup from `--position` (the start without it), `--goal`
/// (Pig's, 10 by default) and `--heuristic` (Pig's are `race`, its own,
/// and `zero`). A finished Pig game is refused: there is nothing to search.
fn game_setup(a: &Args, kind: GameKind, lang: Lang) -> Result<Setup, Fail> {
    let bad = |e: alphabeta::game::GameError| Fail(2, e.message(lang));
    if kind != GameKind::Pig {
        if a.has("--goal") {
            return Err(Msg::GoalIsPigs.fail(lang));
        }
        let heuristic = a.choice("--heuristic", &Heuristic::ALL, Heuristic::name, Heuristic::from_name)?;
        return Ok(Setup::new(kind, a.get("--position").unwrap_or(kind.start()))
            .map_err(bad)?
            .with_heuristic(heuristic.unwrap_or(Heuristic::Game)));
    }
    let goal = a.whole("--goal", u64::from(pig::DEFAULT_GOAL), 2..=u64::from(pig::MAX_GOAL))?;
    let position = a.get("--position").unwrap_or("0,0,0,max");
    if position.contains('/') && a.has("--goal") {
        return Err(Msg::GoalTwice.fail(lang));
    }
    let text = if position.contains('/') {
        position.to_string()
    } else {
        format!("{position}/{goal}")
    };
    let heuristic = match a.word("--heuristic", &["race", "zero", "game"], "race")? {
        "zero" => Heuristic::Zero,
        _ => Heuristic::Game,
    };
    let setup = Setup::new(kind, &text).map_err(bad)?.with_heuristic(heuristic);
    if setup.board().map_err(bad)?.finished {
        return Err(Msg::PigOver(setup.position).fail(lang));
    }
    Ok(setup)
}

/// `orderings`: the same search under every ordering of the children.
pub fn orderings(a: &Args) -> Result<String, Fail> {
    if a.has("--order") {
        return Err(a.fail(Msg::OrderingsNoOrder));
    }
    let lang = a.lang()?;
    let tree = read_tree(a, lang)?;
    let opts = options(a, lang)?;
    let c = compare(&tree, &opts, a.whole("--seed", 1, 0..=u64::MAX)?).map_err(|e| Fail(2, e.message(lang)))?;
    match a.word("--format", &["text", "json"], "text")? {
        "json" => json(&c, true),
        _ => Ok(orderings_text(&c, lang)),
    }
}

/// `format`: the tree written back in the notation.
pub fn format(a: &Args) -> Result<String, Fail> {
    let tree = read_tree(a, a.lang()?)?;
    Ok(notation::format(&tree) + "\n")
}

/// `transform`: every leaf of the tree through `--function` (`linear`
/// with `--a`, `--b`; `cube`, `exp`, `sqrt1`, `rank`; `typed` with
/// `--leaves`), the new tree in the notation, then the decisions before
/// and after, expectiminimax and chance read as MIN (`transform::explain`).
pub fn transform(a: &Args) -> Result<String, Fail> {
    use alphabeta::transform::{compare, explain, transform, Function, Request};
    let lang = a.lang()?;
    let tree = read_tree(a, lang)?;
    let request = Request {
        function: a.get("--function").unwrap_or("").to_string(),
        a: a.get("--a").map(String::from),
        b: a.get("--b").map(String::from),
        values: a.get("--leaves").map(|s| {
            s.split(|c: char| c.is_whitespace() || c == ';')
                .filter(|v| !v.is_empty())
                .map(String::from)
                .collect()
        }),
    };
    let refused = |e: alphabeta::error::Error| Fail(2, e.message(lang).to_string());
    let f = Function::from_request(&request).map_err(refused)?;
    let after = transform(&tree, &f).map_err(refused)?;
    let c = compare(&tree, &after).map_err(refused)?;
    Ok(format!(
        "{}\n{}\n",
        notation::format(&after),
        explain(&tree, &c, &f).get(lang)
    ))
}

/// `random`: a random tree in the notation.
pub fn random(a: &Args) -> Result<String, Fail> {
    let lang = a.lang()?;
    let mut spec = RandomSpec::default();
    spec.seed = a.whole("--seed", spec.seed, 0..=u64::MAX)?;
    if let Some(s) = a.get("--branching") {
        let (lo, hi) = range(a, s, "--branching")?;
        (spec.min_branch, spec.max_branch) = (to_u32(a, lo, "--branching")?, to_u32(a, hi, "--branching")?);
    }
    if let Some(given) = a.get("--depth") {
        spec.depth = given
            .parse()
            .map_err(|_| a.fail(Msg::Whole { flag: "--depth", given }))?;
    }
    if let Some(s) = a.get("--values") {
        (spec.min_value, spec.max_value) = range(a, s, "--values")?;
    }
    spec.irregular = a.has("--irregular");
    let tree = generate(&spec).map_err(|e| Fail(2, e.message(lang)))?;
    Ok(notation::format(&tree) + "\n")
}

/// `preset`: a preset's tree, or the list of presets.
pub fn preset(a: &Args) -> Result<String, Fail> {
    a.lang()?;
    if a.positional.len() > 1 {
        return Err(a.fail(Msg::PresetOneName(a.positional.len())));
    }
    let Some(name) = a.positional.first().filter(|_| !a.has("--list")) else {
        return Ok(alphabeta::presets::all()
            .map(|p| format!("{:<12} {} ({})\n", p.name, p.title_en, p.source))
            .collect());
    };
    let p = alphabeta::presets::find(name).ok_or_else(|| {
        let names = alphabeta::presets::all().map(|p| p.name).collect::<Vec<_>>().join(", ");
        a.fail(Msg::NoPresetAmong { name, names })
    })?;
    Ok(p.notation.to_string() + "\n")
}

/// The tree with its children in the `--order` asked for (as given without
/// one). The ideal ordering uses the search's depth limit.
fn ordered(a: &Args, tree: Tree, opts: &Options, lang: Lang) -> Result<Tree, Fail> {
    let Some(order) = a.choice("--order", &Order::ALL, Order::name, Order::from_name)? else {
        if a.has("--seed") {
            return Err(Msg::SeedWithoutRandom.fail(lang));
        }
        return Ok(tree);
    };
    Ok(reorder(&tree, order, a.whole("--seed", 1, 0..=u64::MAX)?, opts.depth_limit).tree)
}

fn to_u32(a: &Args, x: i64, flag: &str) -> Result<u32, Fail> {
    u32::try_from(x).map_err(|_| a.fail(Msg::Positive(flag)))
}

/// Parses `A..B` or a single `A` (meaning `A..A`).
fn range(a: &Args, given: &str, flag: &str) -> Result<(i64, i64), Fail> {
    let bad = || a.fail(Msg::Range { flag, given });
    match given.split_once("..") {
        Some((lo, hi)) => Ok((
            lo.trim().parse().map_err(|_| bad())?,
            hi.trim().parse().map_err(|_| bad())?,
        )),
        None => {
            let x = given.trim().parse().map_err(|_| bad())?;
            Ok((x, x))
        }
    }
}

/// Reads the tree from `--preset`, the first positional argument, or
/// standard input (`-` or nothing).
fn read_tree(a: &Args, lang: Lang) -> Result<Tree, Fail> {
    read_tree_text(a, lang).map(|(tree, _)| tree)
}

/// [`read_tree`], and the text the tree was read from.
fn read_tree_text(a: &Args, lang: Lang) -> Result<(Tree, String), Fail> {
    if a.positional.len() > 1 || (a.get("--preset").is_some() && !a.positional.is_empty()) {
        return Err(a.fail(Msg::OneTree));
    }
    if let Some(name) = a.get("--preset") {
        let text = alphabeta::presets::find(name)
            .ok_or_else(|| a.fail(Msg::NoPreset(name)))?
            .notation;
        return parse_tree_text(a, Some(text), lang);
    }
    parse_tree_text(a, a.positional.first().map(String::as_str), lang)
}

/// The tree written `source`, or read from standard input (`-` or None).
fn parse_tree(a: &Args, source: Option<&str>, lang: Lang) -> Result<Tree, Fail> {
    parse_tree_text(a, source, lang).map(|(tree, _)| tree)
}

/// [`parse_tree`], and the text.
fn parse_tree_text(a: &Args, source: Option<&str>, lang: Lang) -> Result<(Tree, String), Fail> {
    let text = match source {
        None | Some("-") => {
            let mut s = String::new();
            std::io::stdin()
                .read_to_string(&mut s)
                .map_err(|e| a.fail(Msg::Stdin(e.to_string())))?;
            s
        }
        Some(t) => t.to_string(),
    };
    let tree = notation::parse(&text).map_err(|e| Fail(2, e.render_in(&text, lang)))?;
    Ok((tree, text))
}

/// `challenge`: a construct challenge (its goal, limits and starting tree),
/// or a tree graded against it: the verdict on standard output, and exit 1
/// when the goal is not met.
pub fn challenge(a: &Args) -> Result<String, Fail> {
    let lang = a.lang()?;
    if !a.positional.is_empty() {
        return Err(a.fail(Msg::ChallengeTree));
    }
    let id = a.get("--id").ok_or_else(|| a.fail(Msg::ChallengeNeedsId))?;
    let c = construct::from_id(id).map_err(|e| Fail(2, e.message(lang)))?;
    let level = if lang == Lang::Fr { "niveau" } else { "level" };
    let mut out = format!(
        "{} ({}, {level} {})\n{}\n{}\n{}\n",
        c.id,
        c.kind.title().get(lang),
        c.kind.level(),
        c.goal_text().get(lang),
        c.limits_text().get(lang),
        notation::format(&c.start)
    );
    // The engine's solution from a tree, as changes.
    let changes = |from: &Tree, to: &Tree| -> String {
        construct::diff(&c, from, to)
            .iter()
            .map(|change| format!("  {}\n", change.text.get(lang)))
            .collect()
    };
    let Some(text) = a.get("--check") else {
        if a.has("--solution") {
            let s = construct::solution(&c, &c.start);
            out.push_str(&changes(&c.start, &s));
            out.push_str(&format!("{}\n", notation::format(&s)));
        }
        return Ok(out);
    };
    let tree = parse_tree(a, Some(text), lang)?;
    let verdict = construct::check(&c, &tree);
    let mut graded = format!("{}\n", verdict.text(lang));
    if a.has("--solution") {
        graded.push_str(&changes(&tree, &construct::solution(&c, &tree)));
    }
    if verdict.met {
        return Ok(graded);
    }
    // The verdict is the answer, on standard output; the exit code grades.
    let mut stdout = std::io::stdout().lock();
    stdout
        .write_all(graded.as_bytes())
        .and_then(|_| stdout.flush())
        .map_err(|e| Fail(1, e.to_string()))?;
    Err(Fail(1, Msg::GoalNotMet(&c.id).say(lang)))
}

/// A value given to `flag` (`--alpha`, `--beta`), `default` without it.
fn value_arg(a: &Args, flag: &str, default: Value, lang: Lang) -> Result<Value, Fail> {
    match a.get(flag) {
        None => Ok(default),
        Some(s) => notation::parse_value(s).map_err(|e| Fail(2, format!("{flag}: {}", e.message(lang)))),
    }
}

/// The search's options from the flags (a preset brings its depth limit).
fn options(a: &Args, lang: Lang) -> Result<Options, Fail> {
    let mut o = Options::default();
    if let Some(algo) = a.choice("--algo", &Algorithm::ALL, Algorithm::name, Algorithm::from_name)? {
        o.algorithm = algo;
    }
    if let Some(ties) = a.choice("--ties", &[Ties::Prune, Ties::Strict], Ties::name, Ties::from_name)? {
        o.ties = ties;
    }
    o.depth_limit = match a.get("--depth") {
        Some(given) => Some(
            given
                .parse()
                .map_err(|_| a.fail(Msg::Whole { flag: "--depth", given }))?,
        ),
        None => a
            .get("--preset")
            .and_then(alphabeta::presets::find)
            .and_then(|p| p.depth_limit),
    };
    o.tt = a.has("--tt");
    o.alpha = value_arg(a, "--alpha", Value::NEG_INF, lang)?;
    o.beta = value_arg(a, "--beta", Value::POS_INF, lang)?;
    o.killers = a.has("--killers");
    o.deepening = a.has("--deepening");
    if let Some(given) = a.get("--aspiration") {
        let bad = || a.fail(Msg::Aspiration(given));
        let (g, d) = given.split_once(',').ok_or_else(bad)?;
        let g = notation::parse_value(g.trim()).map_err(|_| bad())?;
        let d = notation::parse_value(d.trim()).map_err(|_| bad())?;
        if d <= Value::int(0) {
            return Err(bad());
        }
        o.aspiration = Some((g, d));
    }
    if let Some(given) = a.get("--bounds") {
        let bad = || a.fail(Msg::Bounds(given));
        let (l, u) = given.split_once(',').ok_or_else(bad)?;
        let l = notation::parse_value(l.trim()).map_err(|_| bad())?;
        let u = notation::parse_value(u.trim()).map_err(|_| bad())?;
        o.bounds = Some((l, u));
    } else if let Some((l, u)) = a
        .get("--preset")
        .and_then(alphabeta::presets::find)
        .and_then(|p| p.bounds)
    {
        o.bounds = Some((Value::int(l), Value::int(u)));
    }
    Ok(o)
}
