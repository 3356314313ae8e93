//! `alphabeta`: the command line for authors who script figures and
//! exercises. See `alphabeta --help`.
//!
//! Exit codes: 0 on success, 2 on bad input (with the positioned message on
//! standard error), 1 if standard output cannot be written.

use alphabeta::error::Localised;
use alphabeta::exercise::{exercise, Difficulty};
use alphabeta::game::{GameKind, Heuristic, Setup};
use alphabeta::lang::{show, Lang};
use alphabeta::narrate::narrate;
use alphabeta::notation::{self, ParseError};
use alphabeta::options::{Algorithm, Options, Ties};
use alphabeta::ordering::{compare, reorder, Order};
use alphabeta::presets::PRESETS;
use alphabeta::random::{generate, RandomSpec};
use alphabeta::report::report;
use alphabeta::search::search;
use alphabeta::sheet;
use alphabeta::stats::stats;
use alphabeta::tree::Tree;
use alphabeta::value::Value;
use std::io::{Read, Write};
use std::process::ExitCode;

const HELP: &str = "\
alphabeta: minimax and alpha-beta traces for teaching

USAGE:
  alphabeta trace  [TREE|-] [OPTIONS] [--format text|json] [--lang en|fr]
  alphabeta stats  [TREE|-] [OPTIONS] [--format text|json]
  alphabeta tikz   [TREE|-] [OPTIONS] [--step K] [--standalone] [--no-window] [--lang en|fr]
                   [--boxes]
                   a LaTeX/TikZ figure of the search at step K (default: the end);
                   --boxes adds the box of every node, label and edge as comments
  alphabeta forest [TREE|-] [OPTIONS] [--step K] [--standalone] [--no-window] [--lang en|fr]
                   [--boxes]
                   the same figure as a `forest` tree (package forest)
  alphabeta beamer [TREE|-] [OPTIONS] [--steps all|cuts|K,K,...] [--name NAME] [--lang en|fr]
                   Beamer slides: one overlay per step (all, the default), per
                   cut (cuts: the start, each cut, the end), or per listed step
  alphabeta game tictactoe|connect4|domineering|nim [--position POS] --depth P [--tt]
                   [OPTIONS] [--order O] [--format text|json] [--lang en|fr]
                   the search tree of a real game from POS (default: the start)
                   to depth P, traced like `trace`, then the best move and the
                   position it leads to; --heuristic game|mobility|zero picks
                   h at depth P (the game's own, the moves available, or 0)
  alphabeta orderings [TREE|-] [OPTIONS] [--seed S] [--format text|json]
                   the same search under every move ordering (given, best,
                   worst, random with seed S, ideal): leaves evaluated, nodes
                   visited, cuts, against Knuth-Moore's best case and b^d
  alphabeta format [TREE|-]
  alphabeta random [--seed N] [--branching MIN[..MAX]] [--depth D]
                   [--values MIN..MAX] [--irregular]
  alphabeta exercise [--seed S] [--count N] [--difficulty easy|medium|hard]
                   [--solutions] [--format tex|list] [OPTIONS] [--lang en|fr]
                   an A4 exercise sheet (LaTeX) of N exercises from seed S, with
                   blank boxes for alpha, beta and m; --solutions adds the
                   solution pages; --format list prints each id and tree
  alphabeta preset NAME      print a preset's tree (use with: trace \"$(alphabeta preset classic)\")
  alphabeta preset --list    list the presets

TREE is the notation, e.g. \"[[3,12,8],[2,4,6],[14,5,2]]\"; '-' or nothing reads
standard input. '--preset NAME' may replace TREE.

OPTIONS:
  --algo minimax|alphabeta|alphabeta-hard|pvs|mtdf   (default alphabeta:
                          fail-soft; pvs: principal variation search, with
                          null-window tests; mtdf: null-window passes with
                          memory)
  --ties prune|strict     cut on equality (seeds, default) or only strictly
  --depth P               evaluate nodes at depth P with their h
  --alpha A --beta B      initial window (default -inf, +inf)
  --aspiration G,D        aspiration windows: search the root with (G-D, G+D)
                          first, widen the side that fails (with --deepening,
                          G is the previous iteration's value)
  --killers               killer moves: a move that caused a cut is tried first
                          among the children of the next nodes at the same
                          depth (the same label, else the same child index)
  --deepening             iterative deepening: depths 1..P-1 first, each
                          ordering the next by its values (needs h on every
                          inner node above P)
  --order given|best|worst|random|ideal
                          search the tree with its children reordered
                          (trace, stats, tikz, forest, beamer; --seed S for
                          random, default 1): best-first by h (a leaf's h is
                          its value), worst-first, shuffled, or by the true
                          minimax value
  --tt                    memoisation: a transposition table (positions met
                          again are answered from it when the stored value,
                          exact or a bound, decides them)

POSITIONS (game): tictactoe  x.o/.x./...   (rows from the top; x moves first)
                  connect4   six rows of seven cells, e.g. ......./......./......./......./......./...x...
                  domineering v:..../..../..../....   (side to move, then rows; 2 to 6 each way)
                  nim        1 2 3   (1 to 4 heaps of 0 to 7)

Exit codes: 0 success, 2 bad input (message on stderr), 1 output error.
";

/// A step number from the command line, checked against the trace's length.
fn step_arg(s: &str, len: u32) -> Result<u32, Fail> {
    s.parse::<u32>()
        .ok()
        .filter(|&k| k <= len)
        .ok_or_else(|| Fail(2, format!("--step must be a whole number from 0 to {len}, not '{s}'")))
}

/// A failure with its exit code and message.
struct Fail(u8, String);

impl From<ParseError> for Fail {
    fn from(e: ParseError) -> Self {
        Fail(2, e.to_string())
    }
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(out) => {
            let mut stdout = std::io::stdout().lock();
            if stdout.write_all(out.as_bytes()).and_then(|_| stdout.flush()).is_err() {
                return ExitCode::from(1);
            }
            ExitCode::SUCCESS
        }
        Err(Fail(code, msg)) => {
            eprintln!("alphabeta: {msg}");
            ExitCode::from(code)
        }
    }
}

/// The parsed command line.
#[derive(Default)]
struct Args {
    positional: Vec<String>,
    flags: Vec<(String, Option<String>)>,
}

/// Flags that take a value.
const VALUED: [&str; 20] = [
    "--aspiration",
    "--heuristic",
    "--position",
    "--order",
    "--count",
    "--difficulty",
    "--algo",
    "--ties",
    "--depth",
    "--alpha",
    "--beta",
    "--format",
    "--lang",
    "--seed",
    "--branching",
    "--values",
    "--preset",
    "--step",
    "--steps",
    "--name",
];

fn parse_args(args: &[String]) -> Result<Args, Fail> {
    let mut out = Args::default();
    let mut it = args.iter();
    while let Some(a) = it.next() {
        if a.starts_with("--") {
            let (k, v) = match a.split_once('=') {
                Some((k, v)) => (k.to_string(), Some(v.to_string())),
                None if VALUED.contains(&a.as_str()) => {
                    let v = it.next().ok_or_else(|| Fail(2, format!("{a} needs a value")))?;
                    (a.clone(), Some(v.clone()))
                }
                None => (a.clone(), None),
            };
            out.flags.push((k, v));
        } else {
            out.positional.push(a.clone());
        }
    }
    Ok(out)
}

impl Args {
    fn get(&self, k: &str) -> Option<&str> {
        self.flags
            .iter()
            .rev()
            .find(|(f, _)| f == k)
            .and_then(|(_, v)| v.as_deref())
    }
    fn has(&self, k: &str) -> bool {
        self.flags.iter().any(|(f, _)| f == k)
    }
    fn check_known(&self, known: &[&str]) -> Result<(), Fail> {
        for (f, _) in &self.flags {
            if !known.contains(&f.as_str()) {
                return Err(Fail(2, format!("unknown option {f} (see --help)")));
            }
        }
        Ok(())
    }
}

fn run(args: &[String]) -> Result<String, Fail> {
    let Some(cmd) = args.first() else {
        return Ok(HELP.to_string());
    };
    let a = parse_args(&args[1..])?;
    const SEARCH: [&str; 14] = [
        "--aspiration",
        "--algo",
        "--ties",
        "--depth",
        "--alpha",
        "--beta",
        "--format",
        "--lang",
        "--preset",
        "--order",
        "--seed",
        "--killers",
        "--deepening",
        "--tt",
    ];
    match cmd.as_str() {
        "-h" | "--help" | "help" => Ok(HELP.to_string()),
        "trace" | "stats" => {
            a.check_known(&SEARCH)?;
            let tree = read_tree(&a)?;
            let opts = options(&a)?;
            let tree = ordered(&a, tree, &opts)?;
            let lang = lang(&a)?;
            let trace = search(&tree, &opts).map_err(|e| Fail(2, e.message(lang)))?;
            let json = match a.get("--format").unwrap_or("text") {
                "json" => true,
                "text" => false,
                f => return Err(Fail(2, format!("--format must be text or json, not '{f}'"))),
            };
            if cmd == "stats" {
                let s = stats(&tree, &trace);
                if json {
                    return Ok(serde_json::to_string_pretty(&s).map_err(|e| Fail(1, e.to_string()))? + "\n");
                }
                return Ok(stats_text(&tree, &trace, lang));
            }
            if json {
                let r = report(&tree, &trace);
                return Ok(serde_json::to_string(&r).map_err(|e| Fail(1, e.to_string()))? + "\n");
            }
            let mut out = String::new();
            for k in 0..=trace.len() {
                out.push_str(&format!("{k:>5}  {}\n", narrate(&tree, &trace, k, lang)));
            }
            out.push('\n');
            out.push_str(&stats_text(&tree, &trace, lang));
            Ok(out)
        }
        "tikz" | "forest" => {
            let mut known = SEARCH.to_vec();
            known.extend(["--step", "--standalone", "--no-window", "--boxes"]);
            a.check_known(&known)?;
            let tree = read_tree(&a)?;
            let opts = options(&a)?;
            let tree = ordered(&a, tree, &opts)?;
            let lang = lang(&a)?;
            let trace = search(&tree, &opts).map_err(|e| Fail(2, e.message(lang)))?;
            let k = match a.get("--step") {
                None => trace.len(),
                Some(s) => step_arg(s, trace.len())?,
            };
            let t = alphabeta::tikz::TikzOptions {
                standalone: a.has("--standalone"),
                window: !a.has("--no-window"),
                lang,
            };
            // --boxes: every node, label and edge box as a comment, for a
            // check of the real positions (the LaTeX stage's).
            let boxes = a.has("--boxes");
            Ok(if cmd == "tikz" {
                alphabeta::tikz::tikz_boxes(&tree, &trace, k, &t, boxes)
            } else {
                alphabeta::tikz::forest_boxes(&tree, &trace, k, &t, boxes)
            })
        }
        "beamer" => {
            let mut known = SEARCH.to_vec();
            known.extend(["--steps", "--name"]);
            a.check_known(&known)?;
            let tree = read_tree(&a)?;
            let opts = options(&a)?;
            let tree = ordered(&a, tree, &opts)?;
            let lang = lang(&a)?;
            let trace = search(&tree, &opts).map_err(|e| Fail(2, e.message(lang)))?;
            let steps = match a.get("--steps").unwrap_or("all") {
                "all" => Vec::new(),
                "cuts" => alphabeta::tikz::cut_steps(&trace),
                list => list
                    .split(',')
                    .map(|s| step_arg(s.trim(), trace.len()))
                    .collect::<Result<Vec<u32>, Fail>>()?,
            };
            let name = a.get("--name").or(a.get("--preset")).unwrap_or("tree");
            Ok(alphabeta::tikz::beamer(&tree, &trace, &steps, name, lang))
        }
        "exercise" => {
            let mut known = SEARCH.to_vec();
            known.extend(["--seed", "--count", "--difficulty", "--solutions"]);
            a.check_known(&known)?;
            if !a.positional.is_empty() || a.has("--preset") {
                return Err(Fail(2, "exercise takes no tree: it draws its own from --seed".into()));
            }
            if a.has("--order") {
                return Err(Fail(
                    2,
                    "exercise takes no --order: its trees are drawn as they are".into(),
                ));
            }
            let whole = |flag: &str, default: u64, range: std::ops::RangeInclusive<u64>| -> Result<u64, Fail> {
                match a.get(flag) {
                    None => Ok(default),
                    Some(s) => s.parse::<u64>().ok().filter(|n| range.contains(n)).ok_or_else(|| {
                        Fail(
                            2,
                            format!(
                                "{flag} must be a whole number from {} to {}, not '{s}'",
                                range.start(),
                                range.end()
                            ),
                        )
                    }),
                }
            };
            let seed = whole("--seed", 1, 0..=u64::MAX)?;
            let count = whole("--count", 4, 1..=u64::from(sheet::MAX_COUNT))? as u32;
            let difficulty = match a.get("--difficulty") {
                None => Difficulty::default(),
                Some(d) => Difficulty::from_name(d)
                    .ok_or_else(|| Fail(2, format!("--difficulty must be easy, medium or hard, not '{d}'")))?,
            };
            let opts = options(&a)?;
            let lang = lang(&a)?;
            match a.get("--format").unwrap_or("tex") {
                "tex" => Ok(sheet::sheet(&sheet::SheetOptions {
                    seed,
                    count,
                    difficulty,
                    options: opts,
                    lang,
                    solutions: a.has("--solutions"),
                })),
                "list" => Ok((0..u64::from(count))
                    .map(|i| {
                        let e = exercise(difficulty, seed.wrapping_add(i));
                        format!("{}\t{}\n", e.id, notation::format(&e.tree))
                    })
                    .collect()),
                f => Err(Fail(2, format!("--format must be tex or list, not '{f}'"))),
            }
        }
        "game" => {
            a.check_known(&[
                "--aspiration",
                "--position",
                "--depth",
                "--heuristic",
                "--tt",
                "--algo",
                "--ties",
                "--alpha",
                "--beta",
                "--format",
                "--lang",
                "--order",
                "--seed",
                "--killers",
                "--deepening",
            ])?;
            let lang = lang(&a)?;
            let [name] = a.positional.as_slice() else {
                return Err(Fail(
                    2,
                    "game takes one game: tictactoe, connect4, domineering or nim".into(),
                ));
            };
            let kind = GameKind::from_name(name).ok_or_else(|| {
                Fail(
                    2,
                    format!("no game called '{name}': the games are tictactoe, connect4, domineering and nim"),
                )
            })?;
            if a.get("--depth").is_none() {
                return Err(Fail(2, "game needs --depth P, the depth of the search tree".into()));
            }
            let opts = options(&a)?;
            let depth = opts.depth_limit.unwrap_or(0);
            let heuristic = match a.get("--heuristic") {
                None => Heuristic::Game,
                Some(h) => Heuristic::from_name(h)
                    .ok_or_else(|| Fail(2, format!("--heuristic must be game, mobility or zero, not '{h}'")))?,
            };
            let setup = Setup::new(kind, a.get("--position").unwrap_or(kind.start()))
                .map_err(|e| Fail(2, e.message(lang)))?
                .with_heuristic(heuristic);
            // h on every inner node too: best-first by h and iterative
            // deepening then work at every level.
            let tree = ordered(
                &a,
                setup.tree_with_h(depth).map_err(|e| Fail(2, e.message(lang)))?,
                &opts,
            )?;
            let trace = search(&tree, &opts).map_err(|e| Fail(2, e.message(lang)))?;
            let best = trace.best_move().and_then(|b| tree.label(b)).map(str::to_string);
            let after = match &best {
                Some(m) => Some(setup.play(m).map_err(|e| Fail(2, e.message(lang)))?.position),
                None => None,
            };
            match a.get("--format").unwrap_or("text") {
                "json" => {
                    let out = serde_json::json!({
                        "game": kind.name(),
                        "position": setup.position,
                        "depth": depth,
                        "move": best,
                        "after": after,
                        "report": report(&tree, &trace),
                    });
                    Ok(serde_json::to_string(&out).map_err(|e| Fail(1, e.to_string()))? + "\n")
                }
                "text" => {
                    let fr = lang == Lang::Fr;
                    // The same column as `stats_text`.
                    let w = if fr { 19 } else { 17 };
                    let mut out = String::new();
                    for k in 0..=trace.len() {
                        out.push_str(&format!("{k:>5}  {}\n", narrate(&tree, &trace, k, lang)));
                    }
                    out.push('\n');
                    out.push_str(&format!(
                        "{:<w$}{} {}, P = {depth}\n",
                        "position",
                        kind.name(),
                        setup.position
                    ));
                    out.push_str(&stats_text(&tree, &trace, lang));
                    if opts.tt {
                        out.push_str(&format!(
                            "{:<w$}{}\n",
                            if fr { "table (succès)" } else { "table hits" },
                            trace.tt_hits()
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
                f => Err(Fail(2, format!("--format must be text or json, not '{f}'"))),
            }
        }
        "orderings" => {
            a.check_known(&SEARCH)?;
            if a.has("--order") {
                return Err(Fail(2, "orderings compares every ordering: it takes no --order".into()));
            }
            let tree = read_tree(&a)?;
            let opts = options(&a)?;
            let lang = lang(&a)?;
            let c = compare(&tree, &opts, seed_arg(&a)?).map_err(|e| Fail(2, e.message(lang)))?;
            match a.get("--format").unwrap_or("text") {
                "json" => Ok(serde_json::to_string_pretty(&c).map_err(|e| Fail(1, e.to_string()))? + "\n"),
                "text" => Ok(orderings_text(&c, lang)),
                f => Err(Fail(2, format!("--format must be text or json, not '{f}'"))),
            }
        }
        "format" => {
            a.check_known(&["--preset"])?;
            let tree = read_tree(&a)?;
            Ok(notation::format(&tree) + "\n")
        }
        "random" => {
            a.check_known(&["--seed", "--branching", "--depth", "--values", "--irregular"])?;
            let mut spec = RandomSpec::default();
            if let Some(s) = a.get("--seed") {
                spec.seed = s
                    .parse()
                    .map_err(|_| Fail(2, format!("--seed must be a whole number, not '{s}'")))?;
            }
            if let Some(s) = a.get("--branching") {
                let (lo, hi) = range(s, "--branching")?;
                (spec.min_branch, spec.max_branch) = (to_u32(lo, "--branching")?, to_u32(hi, "--branching")?);
            }
            if let Some(s) = a.get("--depth") {
                spec.depth = s
                    .parse()
                    .map_err(|_| Fail(2, format!("--depth must be a whole number, not '{s}'")))?;
            }
            if let Some(s) = a.get("--values") {
                (spec.min_value, spec.max_value) = range(s, "--values")?;
            }
            spec.irregular = a.has("--irregular");
            let tree = generate(&spec).map_err(|e| Fail(2, e.to_string()))?;
            Ok(notation::format(&tree) + "\n")
        }
        "preset" => {
            a.check_known(&["--list"])?;
            if a.positional.len() > 1 {
                return Err(Fail(2, format!("preset takes one name, not {}", a.positional.len())));
            }
            if a.has("--list") || a.positional.is_empty() {
                let mut out = String::new();
                for p in PRESETS {
                    out.push_str(&format!("{:<12} {} ({})\n", p.name, p.title_en, p.source));
                }
                return Ok(out);
            }
            let name = &a.positional[0];
            let p = alphabeta::presets::find(name).ok_or_else(|| {
                let names: Vec<&str> = PRESETS.iter().map(|p| p.name).collect();
                Fail(
                    2,
                    format!("no preset called '{name}'; the presets are: {}", names.join(", ")),
                )
            })?;
            Ok(p.notation.to_string() + "\n")
        }
        other => Err(Fail(2, format!("unknown command '{other}' (see --help)"))),
    }
}

/// The seed of the random ordering: `--seed S`, 1 by default.
fn seed_arg(a: &Args) -> Result<u64, Fail> {
    match a.get("--seed") {
        None => Ok(1),
        Some(s) => s
            .parse()
            .map_err(|_| Fail(2, format!("--seed must be a whole number, not '{s}'"))),
    }
}

/// The tree with its children in the `--order` asked for (as given without
/// one). The ideal ordering uses the search's depth limit.
fn ordered(a: &Args, tree: Tree, opts: &Options) -> Result<Tree, Fail> {
    let Some(name) = a.get("--order") else {
        if a.has("--seed") {
            return Err(Fail(2, "--seed goes with --order random".into()));
        }
        return Ok(tree);
    };
    let order = Order::from_name(name).ok_or_else(|| {
        Fail(
            2,
            format!("--order must be given, best, worst, random or ideal, not '{name}'"),
        )
    })?;
    Ok(reorder(&tree, order, seed_arg(a)?, opts.depth_limit).tree)
}

/// The comparison as a table, one ordering a line.
fn orderings_text(c: &alphabeta::ordering::Comparison, lang: Lang) -> String {
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
            show(r.value)
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

fn to_u32(x: i64, flag: &str) -> Result<u32, Fail> {
    u32::try_from(x).map_err(|_| Fail(2, format!("{flag} must be positive")))
}

/// Parses `A..B` or a single `A` (meaning `A..A`).
fn range(s: &str, flag: &str) -> Result<(i64, i64), Fail> {
    let bad = || Fail(2, format!("{flag} takes MIN..MAX or one number, not '{s}'"));
    match s.split_once("..") {
        Some((lo, hi)) => Ok((
            lo.trim().parse().map_err(|_| bad())?,
            hi.trim().parse().map_err(|_| bad())?,
        )),
        None => {
            let x = s.trim().parse().map_err(|_| bad())?;
            Ok((x, x))
        }
    }
}

/// Reads the tree from `--preset`, the first positional argument, or
/// standard input (`-` or nothing).
fn read_tree(a: &Args) -> Result<Tree, Fail> {
    if a.positional.len() > 1 || (a.get("--preset").is_some() && !a.positional.is_empty()) {
        return Err(Fail(
            2,
            "give one tree: a TREE argument, '-' for standard input, or --preset NAME".into(),
        ));
    }
    let text = if let Some(name) = a.get("--preset") {
        let p = alphabeta::presets::find(name).ok_or_else(|| Fail(2, format!("no preset called '{name}'")))?;
        p.notation.to_string()
    } else {
        match a.positional.first().map(String::as_str) {
            None | Some("-") => {
                let mut s = String::new();
                std::io::stdin()
                    .read_to_string(&mut s)
                    .map_err(|e| Fail(2, format!("cannot read standard input as UTF-8 text: {e}")))?;
                s
            }
            Some(t) => t.to_string(),
        }
    };
    match notation::parse(&text) {
        Ok(t) => Ok(t),
        Err(e) => Err(Fail(2, e.render_in(&text, lang(a)?))),
    }
}

/// The language of the messages: `--lang en|fr`, English by default.
fn lang(a: &Args) -> Result<Lang, Fail> {
    match a.get("--lang").unwrap_or("en") {
        "en" => Ok(Lang::En),
        "fr" => Ok(Lang::Fr),
        other => Err(Fail(2, format!("--lang must be en or fr, not '{other}'"))),
    }
}

fn value_arg(a: &Args, flag: &str, default: Value) -> Result<Value, Fail> {
    match a.get(flag) {
        None => Ok(default),
        Some(s) => {
            let lang = lang(a)?;
            notation::parse_value(s).map_err(|e| Fail(2, format!("{flag}: {}", e.message(lang))))
        }
    }
}

fn options(a: &Args) -> Result<Options, Fail> {
    let mut o = Options::default();
    if let Some(s) = a.get("--algo") {
        o.algorithm = Algorithm::from_name(s).ok_or_else(|| {
            Fail(
                2,
                format!("--algo must be minimax, alphabeta, alphabeta-hard, pvs or mtdf, not '{s}'"),
            )
        })?;
    }
    if let Some(s) = a.get("--ties") {
        o.ties = Ties::from_name(s).ok_or_else(|| Fail(2, format!("--ties must be prune or strict, not '{s}'")))?;
    }
    o.depth_limit = match a.get("--depth") {
        Some(s) => Some(
            s.parse()
                .map_err(|_| Fail(2, format!("--depth must be a whole number, not '{s}'")))?,
        ),
        None => a
            .get("--preset")
            .and_then(alphabeta::presets::find)
            .and_then(|p| p.depth_limit),
    };
    o.tt = a.has("--tt");
    o.alpha = value_arg(a, "--alpha", Value::NEG_INF)?;
    o.beta = value_arg(a, "--beta", Value::POS_INF)?;
    o.killers = a.has("--killers");
    o.deepening = a.has("--deepening");
    if let Some(s) = a.get("--aspiration") {
        let bad = || {
            Fail(
                2,
                format!("--aspiration must be GUESS,DELTA (two values, DELTA > 0), not '{s}'"),
            )
        };
        let (g, d) = s.split_once(',').ok_or_else(bad)?;
        let g = notation::parse_value(g.trim()).map_err(|_| bad())?;
        let d = notation::parse_value(d.trim()).map_err(|_| bad())?;
        if d <= Value::int(0) {
            return Err(bad());
        }
        o.aspiration = Some((g, d));
    }
    Ok(o)
}

fn stats_text(tree: &Tree, trace: &alphabeta::trace::Trace, lang: Lang) -> String {
    let s = stats(tree, trace);
    let fr = lang == Lang::Fr;
    // Each line: the English and the French label, padded to one column.
    let width = if fr { 19 } else { 17 };
    let label = |en: &str, fr_label: &str| format!("{:<width$}", if fr { fr_label } else { en });
    let mut out = String::new();
    let algo = trace.options().algorithm;
    out.push_str(&format!("{}{}\n", label("algorithm", "algorithme"), algo.name()));
    out.push_str(&format!("{}{}\n", label("value", "valeur"), show(s.value)));
    if let Some(b) = s.best_move {
        out.push_str(&format!("{}{}\n", label("best move", "meilleur coup"), tree.name(b)));
    }
    let pv: Vec<String> = s.pv.iter().map(|&i| tree.name(i)).collect();
    out.push_str(&format!(
        "{}{}\n",
        label("principal line", "variante princ."),
        pv.join(" → ")
    ));
    let (of, mm) = if fr { ("sur", "minimax") } else { ("of", "minimax") };
    out.push_str(&format!(
        "{}{} {of} {} ({mm}: {})\n",
        label("leaves evaluated", "feuilles évaluées"),
        s.leaves_evaluated,
        s.leaves_total,
        s.minimax.leaves_evaluated
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
        "{}{} {of} {} ({mm}: {})\n",
        label("nodes visited", "nœuds visités"),
        s.nodes_visited,
        s.nodes_total,
        s.minimax.nodes_visited
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
    // Cuts by the initial window are counted apart, and said only when
    // there are some (a default window rarely makes one).
    let window = match (s.cuts_window, fr) {
        (0, _) => String::new(),
        (n, false) => format!(", {n} by the initial window"),
        (n, true) => format!(", {n} par la fenêtre initiale"),
    };
    out.push_str(&format!(
        "{}{} {}, {} {}{window}\n",
        label("cuts", "coupures"),
        s.cuts_shallow,
        if fr { "superficielle(s)" } else { "shallow" },
        s.cuts_deep,
        if fr { "profonde(s)" } else { "deep" },
    ));
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
