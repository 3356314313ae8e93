//! The text of `alphabeta --help`: every command and flag the command line
//! reads (a test checks that each flag of `args::FLAGS` is in it).

pub const HELP: &str = "\
alphabeta: minimax and alpha-beta traces for teaching

USAGE:
  alphabeta trace  [TREE|-] [OPTIONS] [--format text|json] [--lang en|fr] [--negamax]
                   every step's sentence, then the statistics; --negamax tells
                   each step from the side to move (values negated at MIN
                   nodes, the window (-beta, -alpha), every cut m >= beta)
                   and, in JSON, adds a `negamax` object per node
  alphabeta stats  [TREE|-] [OPTIONS] [--format text|json]
  alphabeta tikz   [TREE|-] [OPTIONS] [--step K] [--standalone] [--no-window] [--lang en|fr]
                   [--boxes] [--width W]
                   a LaTeX/TikZ figure of the search at step K (default: the end);
                   --boxes adds the box of every node, label and edge as comments;
                   --width lays it out no wider than W (345pt, 12cm: a page's
                   text width), its text at 10, 9 or 8 pt, never scaled
  alphabeta forest [TREE|-] [OPTIONS] [--step K] [--standalone] [--no-window] [--lang en|fr]
                   [--boxes] [--width W]
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
  alphabeta game pig [--goal G] [--position A,B,T,max|min] --depth P
                   [--algo minimax|alphabeta] [--heuristic race|zero] [OPTIONS]
                   the dice game Pig to the goal G (10 by default): rolls are
                   chance nodes; expectiminimax, or Star1 with --bounds -1,1
                   (the default here); h is the race estimate or 0
  alphabeta orderings [TREE|-] [OPTIONS] [--seed S] [--format text|json]
                   the same search under every move ordering (given, best,
                   worst, random with seed S, ideal): leaves evaluated, nodes
                   visited, cuts, against Knuth-Moore's best case and b^d
  alphabeta format [TREE|-]
  alphabeta transform [TREE|-] --function linear|cube|exp|sqrt1|rank|typed
                   [--a A --b B] [--leaves \"V1 V2 ...\"] [--lang en|fr]
                   every leaf (and h) through a·x + b (a > 0; A, B decimals or
                   fractions), x³, eˣ or √(1 + x) (3 decimals), the rank, or
                   the values given one per leaf in order; prints the new tree,
                   then the root's decision before and after under
                   expectiminimax and with chance read as MIN, and the first
                   node whose choice flips (docs/chance.md)
  alphabeta random [--seed N] [--branching MIN[..MAX]] [--depth D]
                   [--values MIN..MAX] [--irregular]
  alphabeta exercise [--seed S] [--count N] [--difficulty easy|medium|hard]
                   [--solutions] [--format tex|list] [OPTIONS] [--lang en|fr]
                   an A4 exercise sheet (LaTeX) of N exercises from seed S, with
                   blank boxes for alpha, beta and m; --solutions adds the
                   solution pages; --format list prints each id and tree
  alphabeta challenge --id ID [--check TREE|-] [--solution] [--lang en|fr]
                   a construct challenge (such as deep-cut-12): its goal, its
                   limits and its starting tree; --check grades TREE against
                   it (exit 0 when the goal is met, 1 when not); --solution
                   adds the engine's solution as changes from the start
  alphabeta preset NAME      print a preset's tree (use with: trace \"$(alphabeta preset classic)\")
  alphabeta preset --list    list the presets

TREE is the notation, e.g. \"[[3,12,8],[2,4,6],[14,5,2]]\"; '-' or nothing reads
standard input. '--preset NAME' may replace TREE.

OPTIONS:
  --algo minimax|alphabeta|alphabeta-hard|pvs|mtdf|star2   (default alphabeta:
                          fail-soft; pvs: principal variation search, with
                          null-window tests; mtdf: null-window passes with
                          memory; star2: Star2's probes at the chance nodes
                          of a regular tree, with --bounds)
  --ties prune|strict     cut on equality (seeds, default) or only strictly
  --depth P               evaluate nodes at depth P with their h
  --alpha A --beta B      initial window (default -inf, +inf)
  --aspiration G,D        aspiration windows: search the root with (G-D, G+D)
                          first, widen the side that fails (with --deepening,
                          G is the previous iteration's value)
  --bounds L,U            leaf bounds for Star1 at chance nodes
                          (chance[1/2: 8, 1/2: 3]): every leaf lies in
                          [L, U], so a chance node can cut before its last
                          child (docs/chance.md; default -inf,+inf)
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
                  pig        3,5,4,max   (MAX's and MIN's banked scores, the
                             turn total, who moves; /G may give the goal)

Every command takes --lang en|fr: its messages, and the text it prints, in
English or French.

Exit codes: 0 success, 2 bad input (message on stderr), 1 output error or,
for challenge --check, a tree that does not meet the goal.
";
