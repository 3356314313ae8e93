// Every interface word a user reads, in one catalogue per language (the
// "Catalogues" invariant in ARCHITECTURE.md). English is built in: it is
// the page's default and the fallback for a missing key, so it never waits.
// French lives in www/js/i18n/fr.js and is loaded on demand (loadLang), so
// a visitor downloads only the catalogues of the languages the page shows.
// Narration sentences and error messages are not here: the engine writes
// them in the requested language. Nor are the names of the algorithms and
// of the two kinds of cut: the engine's `terms(lang)` gives them, and
// `installTerms` adds them under the keys in TERM_KEYS once the engine has
// loaded (player.js). Messages use {name} placeholders that `t` fills.
// Static page text is marked in the HTML with data-i18n (text content),
// data-i18n-title, data-i18n-aria-label and data-i18n-placeholder (the
// attribute of that name); `applyStatic` fills them all.

import { count } from '../core/num.js';

/**
 * The English catalogue: every key, with its {placeholders}.
 * @type {Record<string, string>}
 */
export const ENGLISH = {
  'doc.title': 'Minimax and α-β pruning, step by step',
  'app.title': 'Minimax and α-β pruning',
  'app.subtitle': 'step by step',

  'lang.label': 'Language',
  'large.label': 'Large text',
  'large.title': 'Larger text, for a projector in a lecture hall',
  'zoom.fit': 'Fit to width',
  'zoom.actual': 'Actual size',
  'zoom.title': 'Show the whole tree, or show it at its actual size and scroll',
  'zoom.wider': 'Whole tree, wider than the screen: scroll sideways →',
  'nav.label': 'Zoom and fold',
  'nav.zoomIn': '+',
  'nav.zoomIn.title': 'Zoom in (+, the wheel, or pinch)',
  'nav.zoomOut': '−',
  'nav.zoomOut.title': 'Zoom out (−)',
  'nav.fit': 'Whole tree',
  'nav.fit.title': 'Show the whole tree (0)',
  'nav.follow': 'Follow',
  'nav.follow.title': 'Keep the current node on screen while stepping',
  'nav.fold': 'Fold',
  'nav.fold.title': 'Fold the selected node’s subtree into one mark, or unfold it (F, or double-click the node)',
  'nav.foldPruned': 'Fold pruned',
  'nav.foldPruned.title': 'Show each pruned or unreached subtree as one mark with its size',
  'nav.minimap': 'The whole tree; click or drag to move the view (Alt + arrows pan)',
  'nav.summary': '{size} nodes folded under {name}: click to open',

  'algo.label': 'Algorithm',
  'ties.label': 'Cut on equality',
  'ties.prune': 'yes, m ≥ β (as the seeds)',
  'ties.strict': 'no, strict m > β',
  'depth.label': 'Depth limit',
  'depth.placeholder': 'none',
  'depth.title': 'Nodes at this depth are evaluated with their heuristic value h instead of being expanded. Leave empty for no limit.',
  'preset.label': 'Example tree',
  'preset.custom': '(your own tree)',
  'tree.summary': 'Tree notation',
  'tree.label': 'The tree in the text notation',
  'tree.apply': 'Draw this tree',

  'controls.label': 'Step controls',
  'controls.first': 'First step (Home)',
  'controls.prev': 'Previous step (← or Page Up)',
  'controls.play': 'Play (Space)',
  'controls.pause': 'Pause (Space)',
  'controls.next': 'Next step (→ or Page Down)',
  'controls.last': 'Last step (End)',
  'controls.speed': 'Speed',
  'controls.scrubber': 'Step',
  'controls.counter': 'Step {k} of {n}',
  'controls.position': '{k} / {n}',
  'speed.slow': 'slow',
  'speed.normal': 'normal',
  'speed.fast': 'fast',
  'speed.faster': 'very fast',
  'keys.hint': 'Keys (wherever the focus is, except in a text field): ← → step, Home / End, Space plays or pauses, C / Shift+C jump to the next / previous cut, Page Up / Page Down for a presenter clicker.',
  'controls.prevCut': 'Previous cut (Shift+C)',
  'controls.nextCut': 'Next cut (C)',
  'panel.settings': 'Settings',
  'panel.settings.title': 'Show or hide the settings (algorithm, tree, examples, sharing)',
  'panel.edit': 'Edit bar',
  'panel.edit.title': 'Show or hide the edit bar',
  'keys.hint.touch': 'Tap ◀ ▶ to step, ✂ to jump from cut to cut, ▶ in the middle plays or pauses; tap a leaf to change its value.',
  'share.forest': 'LaTeX (forest)',
  'share.forest.title': 'The figure at this step as a forest tree, for course notes',
  'share.beamer': 'Beamer slides',
  'share.beamer.title': 'Beamer slides: one overlay per step, the cuts appearing as the search makes them',
  'share.beamerCuts': 'Beamer (cuts only)',
  'share.beamerCuts.title': 'Beamer slides with one overlay per cut, plus the start and the end',
  'element.label': 'Minimax and α-β pruning, step by step',

  'tree.aria': 'The search tree at the current step',
  'skip.tree': 'Skip to the tree',
  'narration.label': 'What happens at this step',
  'narration.start': 'Press → to start.',
  'narration.loading': 'The engine is loading: the tree comes in a moment.',
  'narration.start.touch': 'Tap ▶ to start.',

  'node.name': 'node {id}',
  'player.max': 'MAX',
  'player.min': 'MIN',
  'leaf': 'leaf',
  'state.unvisited': 'not reached yet',
  'state.path': 'on the current path',
  'state.done': 'finished',
  'state.evaluated': 'evaluated',
  'state.pruned': 'pruned',
  'state.beyond': 'beyond the depth limit',
  'bound.exact': 'exact value',
  'bound.lower': 'lower bound (the true value is at least this)',
  'bound.upper': 'upper bound (the true value is at most this)',
  'source.initial': 'initial window',
  'source.search': 'this search’s window, set by no node',
  'source.node': 'set by {name}',

  'info.title': 'Node',
  'info.none': 'Point at a node, or step, to see its attributes here.',
  'info.kind': '{name}: {kind}, {state}',
  'info.alpha': '↓ α = {value} ({source})',
  'info.beta': '↓ β = {value} ({source})',
  'info.m': '↑ m = {value}',
  'info.m.bound': '↑ m {value}',
  'info.m.none': '↑ m: no value yet',
  'info.window.none': '↓ α, β: not inherited yet',
  'info.h': 'heuristic value h = {value}',

  'cut.shallow.short': 'shallow',
  'cut.deep.short': 'deep',
  'cut.window.short': 'window',
  'aspiration.on': 'Aspiration window at the root',
  'aspiration.guess': 'Guess g',
  'aspiration.delta': 'Half-width δ',
  'aspiration.help': 'The root is first searched with (g − δ, g + δ); a value outside fails low or high, and the root is searched again with that side widened.',
  'types.show': 'Knuth–Moore node types (PV, CUT, ALL)',
  'types.help': 'Left of each inner node and above each leaf: its type in a perfectly ordered tree, then, after an arrow in red, the type this search gives it when they differ; – outside the minimal tree or not reached.',
  'negamax.show': 'Negamax view',
  'negamax.title': 'Values from the side to move: negated where MIN moves',
  'code.negamax': 'Negamax view: where MIN moves, values are negated and (α, β) is (−β, −α). The narration speaks from the side to move too.',
  'window.test': 'test',
  'window.research': 're-search',
  'window.pass': 'pass {n}',
  'window.aspiration': 'aspiration',
  'phase.test': 'Null-window test of {node}',
  'phase.research': 'Re-search of {node}',
  'phase.pass': 'Pass {n} of {all}',
  'phase.aspiration': 'Aspiration window',

  'code.title': 'The algorithm',
  'code.caption.minimax': 'Seed 002 (course notes, 2000): minimax as a synthesised attribute.',
  'code.caption.alphabeta': 'Seed 001 (lecture slides), TOUR-MAX / TOUR-MIN: u starts at −∞ or +∞ (fail-soft). The slides are in French; this is a translation.',
  'code.caption.alphabeta-hard': 'Seed 000 (course notes, 1998): m starts at α or β (fail-hard).',
  'code.caption.pvs': 'PVS (NegaScout), in seed 001’s style. α⁺ is the number just above α: (α, α⁺) only asks “above α?”.',
  'code.caption.mtdf': 'MTD(f) (Plaat et al., 1996), in seed 001’s style: each pass is α-β with a table kept between passes.',
  'code.strict': 'Strict option: the cut tests use > and < instead of ≥ and ≤.',
  'code.depth': 'Depth limit: a node at the limit is evaluated with h, as if it were a leaf.',

  'game.summary': 'Play a game against α-β',
  'game.label': 'Game',
  'game.tictactoe': 'Tic-tac-toe',
  'game.connect4': 'Connect 4',
  'game.domineering': 'Domineering (4×4)',
  'game.nim': 'Nim',
  'game.depth': 'Depth P',
  'game.depth.title': 'The search tree stops at depth P: positions there are evaluated with the heuristic h (seed 002).',
  'game.tt': 'Memoisation (transposition table)',
  'game.heuristic': 'Heuristic h',
  'game.heuristic.title': 'How a position at depth P is evaluated',
  'game.h.game': 'the game\'s own',
  'game.h.mobility': 'mobility (moves available)',
  'game.h.zero': 'none (h = 0)',
  'game.start': 'Start position',
  'game.search': 'Build the tree and search',
  'game.hint': 'Click the board to play moves and set up a position, choose P, then build the tree: its labels are the moves.',
  'game.position': 'Position (notation)',
  'game.position.title': 'The position in the game\'s notation; edit it and press Enter',
  'game.board': 'The position to search; {side} to move. Click a cell to play there.',
  'game.noMove': 'No legal move there.',
  'game.built': 'A tree of {n} nodes, P = {depth}.',
  'game.played': 'α-β played {move}: your move.',
  'game.side.x': 'x',
  'game.side.o': 'o',
  'game.side.vertical': 'vertical',
  'game.side.horizontal': 'horizontal',
  'game.side.next': 'the next player',
  'game.view.title': 'Position at the node',
  'game.view.node': '{name}: {side} to move',
  'game.view.finished': '{name}: the game is over',
  'game.choice': 'α-β plays {move} (value {value}).',
  'game.choice.wait': 'Step to the end of the search to see the move α-β chooses.',
  'game.choice.none': 'No move to play: the game is over or P = 0.',
  'game.play': 'Play it',
  'game.tt.mark': 'Answered by the transposition table (a position met before)',
  'orderings.title': 'Move ordering',
  'orderings.order': 'Ordering',
  'orderings.leaves': 'Leaves',
  'orderings.nodes': 'Nodes',
  'orderings.cuts': 'Cuts',
  'orderings.given': 'as given',
  'orderings.best': 'best first (h)',
  'orderings.worst': 'worst first (h)',
  'orderings.random': 'random',
  'orderings.ideal': 'ideal',
  'orderings.chart': 'Leaves evaluated per ordering',
  'orderings.km.short': 'best case {n}',
  'orderings.bounds.uniform': 'Uniform tree (b = {b}, d = {d}): Knuth–Moore best case {best} leaves; b^d = {worst}. The value never changes.',
  'orderings.bounds': 'Minimax evaluates {total}. The value never changes.',
  'orderings.compare': 'Compare the orderings ({n} nodes)',
  'orderings.big': 'This tree has {n} nodes: above {limit} the comparison (five more searches) waits for the button.',
  'orderings.killers': 'Killer moves',
  'info.original': 'before reordering: {name}',
  'orderings.deepening': 'Iterative deepening',
  'orderings.killers.saves': 'Killer moves: {with} leaves instead of {plain} on this tree.',
  'orderings.killers.same': 'Killer moves change nothing on this tree ({plain} leaves): no move that caused a cut comes early enough at its depth again. The preset “Killer moves” shows one that does.',
  'orderings.deepening.runs': 'Iterative deepening: {with} leaves in the last search instead of {plain}, after {earlier} in the earlier iterations.',
  'orderings.deepening.cannot': 'Iterative deepening cannot run on this tree: {why}. The presets “Iterative deepening” and “Depth limit P = 2” carry h.',
  'orderings.minimax': 'Under minimax nothing is cut: killer moves and iterative deepening change no count. Choose α-β to compare them.',
  'orderings.searches': 'Leaves evaluated by the searches by windows, under each ordering (a leaf evaluated again counts again)',
  'orderings.search': 'Search',
  'orderings.search.aspiration': 'aspiration {g} ± {d}',
  'orderings.menu': 'Search in the ordering',
  'orderings.apply': 'Reorder the tree',
  'orderings.applied': 'Reordered: {order} ({moved} nodes moved). Undo brings the given order back.',
  'stats.title': 'Statistics',
  'stats.earlier': 'Earlier iterations',
  'stats.earlier.value': '{n} leaves (iterative deepening)',
  'stats.leaves': 'Leaves evaluated',
  'stats.leaves.value': '{now} so far; {all} in the whole search, out of {total}',
  'stats.evaluations': 'Leaf evaluations',
  'stats.evaluations.value': '{now} so far; {all} in the whole search. The tree has {total} leaves: a re-search evaluates leaves again',
  'stats.researches': 'Re-searches',
  'stats.researches.value': '{n}',
  'stats.passes': 'Passes',
  'stats.passes.value': '{n} null-window searches of the root',
  'stats.visited': 'Nodes visited',
  'stats.visited.value': '{visited} of {total}; perfectly ordered: {minimal} (the minimal tree, {leaves} leaves: b^⌈d/2⌉ + b^⌊d/2⌋ − 1 when uniform)',
  'stats.visits.value': '{visited} visits (a node searched again counts again), {total} nodes; perfectly ordered: {minimal} (the minimal tree, {leaves} leaves: b^⌈d/2⌉ + b^⌊d/2⌋ − 1 when uniform)',
  'stats.cuts.windows': '{shallow} shallow, {deep} deep, {window} by the window of a search of the root',
  'stats.minimax': 'Minimax evaluates',
  'stats.minimax.value': '{n} leaves',
  'stats.uniform': 'Uniform tree',
  'stats.uniform.value': 'branching b = {b}, depth d = {d}: at best {best} leaves, at worst {worst}',
  'stats.cuts': 'Cuts',
  'stats.cuts.value': '{shallow} shallow, {deep} deep',
  'stats.cuts.window': '{shallow} shallow, {deep} deep, {window} by the initial window',
  'stats.value': 'Value of the root',
  'stats.move': 'Chosen move',
  'stats.pv': 'Principal variation',
  'stats.pending': 'known when the search is done',
  'stats.nomove': 'none',

  'legend.title': 'Legend',
  'legend.max': 'MAX node (maximising level)',
  'legend.min': 'MIN node (minimising level)',
  'legend.leaf': 'leaf, with its value',
  'legend.inherited': '↓ α, β: inherited attributes, handed down from the parent',
  'legend.synthesised': '↑ m: synthesised attribute, built from the children’s values',
  'legend.bound': '≥ 6 or ≤ 4: the value returned is only a bound',
  'legend.current': 'the current node; the path to it is drawn thick',
  'legend.source': 'α or β badge: the node whose m set the bound in use',
  'legend.pruned': 'hatched, dashed and grey: pruned, never looked at',
  'legend.cut': '✂ a cut, with the test that fired it and its kind: shallow (the bound comes from the parent) or deep (from higher up); a cut by the initial window when no node set the bound',
  'legend.pv': 'double line: the principal variation, at the end',
  'legend.p.exact': '5 or ≥ 6 in blue italics: your m, exact when nothing below the node was cut, ≥ v or ≤ v when a cut left only a bound',
  'legend.p.marked': 'blue ✂ on an edge and a dashed subtree: you marked it pruned',
  'legend.p.correct': '✓ correct (green outline)',
  'legend.p.wrong': '✗ a value is wrong or missing (red outline)',
  'legend.p.missed': '! missed cut: the search prunes it, you did not mark it (dotted outline)',
  'legend.p.extra': '+ extra cut: you marked it, the search visits it (purple outline)',

  'error.title': 'This tree could not be read.',
  'error.options': 'These settings cannot be used with this tree.',
  'error.restored': 'The previous settings are back.',
  'error.position': 'Line {line}, column {column}',
  'error.fallback': 'The default tree is shown instead.',
  'error.kept': 'The previous tree is still shown.',
  'error.deepeningOff': 'Iterative deepening is off; the tree is searched without it.',
  'error.node': 'The problem is at {name}.',
  'error.engine': 'The search engine could not be loaded. Reload the page; if that does not help, the page was built without its engine.',
  'error.dismiss': 'Close',

  'tree.help': 'Type or paste a tree: [[3, 12, 8], [2, 4, 6]] or ((3 12 8) (2 4 6)); “min” before it for a MIN root, “A:” before a node for a label, “h=4” after a ] for a heuristic value. The drawing follows as soon as the text is valid.',
  'text.error': 'Line {line}, column {column}: {message}',
  'text.errorPlain': '{message}',
  'text.kept': 'The last valid tree stays drawn until the text is corrected.',

  'io.import': 'Open a file…',
  'io.exportTxt': 'Save as text',
  'io.exportJson': 'Save the JSON report',
  'io.exportJson.title': 'The whole search as JSON: nodes, cuts and steps, the same as the command line’s trace --format json',
  'io.exportArrays': 'Save as nested arrays',
  'io.exportArrays.title': 'The tree as plain JSON arrays of leaf values (labels, h and a MIN root are left out)',
  'io.copyNotation': 'Copy the notation',
  'io.copyJson': 'Copy the JSON report',
  'io.copied': 'Copied.',
  'io.selected': 'The clipboard is not available here: the text is selected, press Ctrl+C (⌘C) to copy it.',
  'io.imported': 'Opened {name}.',
  'io.tooBig': 'This file is too large ({size} bytes; at most {max}).',
  'io.saved': 'Saved {name}.',

  'random.summary': 'Random tree',
  'random.minBranch': 'Children, at least',
  'random.maxBranch': 'at most',
  'random.depth': 'Depth',
  'random.minValue': 'Values from',
  'random.maxValue': 'to',
  'random.seed': 'Seed',
  'random.irregular': 'irregular (some branches stop early)',
  'random.make': 'Make this tree',
  'random.reroll': 'Another one',
  'random.reroll.title': 'A new seed, the same settings; the seed is shown so that the tree can be made again',
  'random.made': 'Tree made with seed {seed}.',

  'share.summary': 'Share, embed, export',
  'share.copyLink': 'Copy link',
  'share.link': 'A link to exactly this view',
  'share.local': 'This tree is too big to be written in a link: the link opens it again in this browser only. To share the tree itself, use “Save as text” under “Tree notation”.',
  'share.localLost': 'This tree is too big to be written in a link, and this browser could not keep it: the link will not open it. To keep or share the tree, use “Save as text” under “Tree notation”.',
  'share.copied': 'Link copied.',
  'share.selected': 'The clipboard is not available here: the link is selected, press Ctrl+C (⌘C) to copy it.',
  'share.embed': 'Embed code',
  'share.embed.title': 'HTML to show this tree, with step controls, in another page',
  'share.embedCopy': 'Copy the embed code',
  'share.embedCode': 'Paste this into a web page',
  'share.embedCopied': 'Embed code copied.',
  'share.embedTitle': 'Minimax and α-β pruning, step by step',
  'share.svg': 'Figure (SVG)',
  'share.png': 'Figure (PNG)',
  'share.png.title': 'The drawing at twice its size, for slides',
  'share.pngFailed': 'The PNG could not be made in this browser; save the SVG instead.',
  'share.tikz': 'Figure (LaTeX/TikZ)',
  'share.tikz.title': 'A stand-alone LaTeX document drawing the tree at this step',

  'mode.label': 'Mode',
  'mode.demo': 'Demonstration',
  'mode.practice': 'Practice',
  'mode.construct': 'Construct',
  'construct.level': 'level {level}',
  'construct.kind': 'Kind',
  'construct.met': 'Goal met',
  'construct.unmet': 'Goal not met yet',
  'construct.outside': 'Outside the limits',
  'construct.new': 'New challenge',
  'construct.nextKind': 'Next kind: {kind}',
  'construct.solution': 'Show a solution',
  'construct.apply': 'Apply the solution',
  'construct.solutionTitle': 'A solution, as changes to your tree:',
  'construct.noChange': 'Your tree already meets the goal.',
  'construct.score': 'Solved: {solved} ({helped} after seeing a solution)',
  'practice.label': 'Practice',
  'practice.algo.unchecked': 'not in practice: it searches a node again with another window',
  'practice.detail': 'I answer',
  'practice.detail.cuts': 'cuts only',
  'practice.detail.values': 'cuts and values m',
  'practice.detail.full': 'cuts, m, α and β',
  'practice.check': 'Check',
  'practice.where': 'Where did I go wrong?',
  'practice.reveal': 'Show answer',
  'practice.clear': 'Clear my answer',
  'practice.pick': 'Pick a node (click, tap, or Tab to the tree and use the arrows)',
  'practice.prune': '✂ Mark pruned',
  'practice.unprune': '↺ Unmark',
  'practice.alpha.title': 'α as this node inherits it from its parent: a number, +inf or -inf',
  'practice.beta.title': 'β as this node inherits it from its parent: a number, +inf or -inf',
  'practice.m.title': 'The value m this node returns: a number, or ≥ 5 / ≤ 5 (also >= and <=) when it is only a bound',
  'practice.badValue': '{message}',
  'practice.checkFailed': 'Could not check: {message}',
  'practice.howto': 'Mark the subtrees α-β never visits and write what each node returns, then press Check. The replay (▶) stays locked until then: it would give the answer away.',
  'practice.item.missed': 'Missed cut: {name} is pruned',
  'practice.item.extra': 'Extra cut: {name} is visited',
  'practice.item.wrong': 'Wrong at {name}: {fields}',
  'practice.fieldsWrong': '{fields} wrong',
  'practice.fieldsEmpty': '{fields} missing',
  'practice.answerWas': 'answer: {answer}',
  'practice.difficulty': 'Exercise',
  'practice.difficulty.easy': 'easy',
  'practice.difficulty.medium': 'medium',
  'practice.difficulty.hard': 'hard',
  'practice.next': 'New exercise',
  'practice.print': 'Print a sheet',
  'practice.print.title': 'Four exercises of this difficulty on A4, with blank boxes for α, β and m, and a solution page',
  'practice.printThis': 'Print this exercise',
  'practice.printThis.title': 'The exercise on screen alone on A4, with blank boxes for α, β and m, and its solution',
  'practice.printThis.none': 'The tree on screen is not an exercise: choose “New exercise” first',
  'practice.exerciseId': 'Exercise {id}: {settings}',
  'practice.score': 'Score: {perfect} perfect of {done} checked',
  'practice.keys': 'Keys on the tree: arrows pick a node, X marks it pruned, Enter goes to its fields; in a field Enter moves on, Esc goes back.',
  'practice.keysTouch': 'Tap a node to pick it: its button and fields are docked at the bottom, with the player.',
  'practice.hint': 'Hint',
  'practice.hint.title': 'A hint on your answer: which node to look at, then the test that decides it, then its value. Hints are counted apart from the score.',
  'practice.hintFailed': 'No hint: {message}',
  'practice.hint.none': 'No hint needed: your answer has no mistake.',
  'practice.hint.level': 'Hint {level} of {levels}: {text}',
  'practice.hintsUsed.one': '1 hint used',
  'practice.hintsUsed.other': '{count} hints used',
  'practice.nextMistake': 'Next mistake ›',
  'practice.nextMistake.title': 'Select the next mistake’s node and show why it is wrong',
  'practice.m.help': 'm is exact when nothing below the node was cut; write ≥ v or ≤ v when a cut left it a bound.',
  'practice.feedback': 'Feedback on your answer',
  'practice.settings': '{algo}, {ties}',
  'practice.settingsDepth': '{algo}, {ties}, depth {depth}',
  'practice.ties.prune': 'ties prune',
  'practice.ties.strict': 'strict ties',
  'practice.playLocked': 'Play: locked until you press Check (the replay would give the answer away)',
  'practice.nodeAnswer': 'The answer at {name}: {answer}',
  'practice.nodeCorrect': '✓ {name} is correct.',
  'sheet.title': 'α-β exercises',
  'sheet.print': 'Print',
  'sheet.solutions': 'With the solutions',
  'sheet.node': 'node',
  'sheet.treeBlank': 'The tree to search, {n} nodes, lettered as in the table',
  'sheet.treeSolved': 'The tree searched: its cuts crossed out and its pruned subtrees dashed',
  'sheet.pruned': 'pruned',
  'sheet.instructions': 'Run {algo} from left to right. Cross out the edges of the pruned subtrees and fill in the table: α and β as each node inherits them, and the value m it returns (≥ v or ≤ v when it is only a bound).',
  'sheet.instructionsMinimax': 'Run {algo} from left to right and fill in the table with the value m each node returns.',
  'sheet.solutionsTitle': 'Solutions',
  'sheet.exercise': 'Exercise {n}',
  'sheet.exerciseId': '{difficulty}, no. {seed}',
  'sheet.cuts': 'Cuts:',
  'sheet.cutAt': '{node}: {test} ({kind})',
  'edit.label': 'Editing',
  'edit.undo': '↶ Undo',
  'edit.undo.title': 'Undo the last change to the tree (Ctrl+Z)',
  'edit.redo': '↷ Redo',
  'edit.redo.title': 'Redo (Ctrl+Shift+Z or Ctrl+Y)',
  'edit.root': 'Root: {player}',
  'edit.root.title': 'Switch the root between MAX and MIN',
  'edit.replay': '⟲ Replay',
  'edit.replay.title': 'Replay the search from the start',
  'edit.toEnd': '⇥ Result',
  'edit.toEnd.title': 'Go to the end of the search',
  'edit.none': 'Click a node to edit it (or Tab to the tree and press ↓).',
  'edit.none.touch': 'Tap a node to edit it.',
  'edit.selected': 'Selected: {name} ({kind})',
  'edit.value': 'Value…',
  'edit.addChild': '+ Child',
  'edit.addChild.title': 'Add a child (Insert); a leaf becomes an inner node (Insert)',
  'edit.delete': '✕ Delete',
  'edit.delete.title': 'Delete this subtree (Delete)',
  'edit.moveLeft': '← Move',
  'edit.moveLeft.title': 'Move this node left among its siblings (Shift+←)',
  'edit.moveRight': 'Move →',
  'edit.moveRight.title': 'Move this node right among its siblings (Shift+→)',
  'edit.toInner': 'Make inner node',
  'edit.toLeaf': 'Make leaf',
  'edit.labelField': 'Label',
  'edit.hField': 'h',
  'edit.h.title': 'Heuristic value h of an inner node, used when the depth limit stops there; empty for none',
  'edit.leaf.aria': 'Value of leaf {name}',
  'edit.failed': 'This change could not be made: {message}',
  'edit.badValue': '{message}. Escape keeps the old value.',
  'edit.rootOnly': 'The root cannot be deleted or moved.',

  'keys.tree': 'In the tree (Tab to it or click a node): ↑ ↓ ← → select nodes, Enter edits a leaf, Tab goes to the next leaf, Insert or + adds a child, Delete removes, Shift+← → moves, Escape lets the arrows step again. Ctrl+Z undoes, Ctrl+Shift+Z redoes.',

  'error.link': 'This link could not be used.',
  'error.keptTree': 'This link names a tree too big to be written in a link, which only the browser that made the link keeps, and this browser does not have it. To share such a tree, export its notation to a file.',
  'error.fragmentTooLong': 'Its part after # has {length} characters; the page reads at most {limit}. The default tree is shown instead.',
  'error.fragmentEncoding': 'Its part after # is damaged (broken percent-encoding in {keys}). The default tree is shown instead.',
  'error.fragmentKey': 'Its key {key}= does not read (expected {expected}), so it was left out.',

  'embed.open': 'Open in the full page',
  'embed.openShort': 'Full page ↗',
  'embed.editHint': 'Click a leaf to change its value.',
  'embed.editHint.touch': 'Tap a leaf to change its value.',
  'embed.offFrame.left': 'The node that set {bound}, {name}, is off the frame to the left.',
  'embed.offFrame.right': 'The node that set {bound}, {name}, is off the frame to the right.',
  'embed.offFrame.up': 'The node that set {bound}, {name}, is off the frame above.',
  'embed.offFrame.down': 'The node that set {bound}, {name}, is off the frame below.',
};

/** The other languages' catalogue modules, loaded on demand (loadLang). */
const LOADERS = {
  fr: () => import('./fr.js'),
};

/** The catalogues loaded so far, by language: key → text. */
const CATALOGUES = { en: ENGLISH };

/** Each language's load, once started. */
const loads = {};

/**
 * Loads the catalogue of `lang` once (English is built in, and stands for a
 * language not offered); a page awaits it before its first drawing and
 * before switching language.
 * A failed load is forgotten, so a later call tries again (a browser may
 * answer it from its own record of the failure until the page reloads).
 * @param {string} lang
 * @returns {Promise<void>}
 */
export function loadLang(lang) {
  if (!Object.hasOwn(LOADERS, lang)) return Promise.resolve();
  loads[lang] ??= LOADERS[lang]().then(
    (module) => { CATALOGUES[lang] = module.CATALOGUE; },
    (error) => { delete loads[lang]; throw error; },
  );
  return loads[lang];
}

/** Whether the catalogue of `lang` is loaded. */
export function hasLang(lang) {
  return Object.hasOwn(CATALOGUES, lang);
}

/** The languages offered, in the order of the language picker. */
export const LANGS = ['en', ...Object.keys(LOADERS)];

/**
 * Picks the page language from the browser's preferences: the first entry
 * whose language is offered, English if none is.
 * @param {readonly string[]} [preferred]  the browser's (navigator.languages,
 *   or [navigator.language] where that list is empty)
 * @returns {string}
 */
export function detectLang(preferred = navigator.languages?.length ? navigator.languages : [navigator.language]) {
  for (const tag of preferred || []) {
    const base = String(tag).toLowerCase().split('-')[0];
    if (LANGS.includes(base)) return base;
  }
  return 'en';
}

/**
 * The language to show for `lang`: itself once its words are loaded
 * (loading them if need be), English if they cannot load or it is not
 * offered. Every page awaits this before it draws in a language.
 * @param {string} lang
 * @returns {Promise<string>}
 */
export async function useLang(lang) {
  await loadLang(lang).catch(() => {});
  return hasLang(lang) ? lang : 'en';
}

/** The engine's terms by language, once installed: key → text. */
const TERMS = { en: {}, fr: {} };

/** The keys the engine's terms fill (`algo.<name>`, `cut.<kind>`). */
export const TERM_KEYS = ['algo.minimax', 'algo.alphabeta', 'algo.alphabeta-hard', 'algo.pvs', 'algo.mtdf', 'cut.shallow', 'cut.deep', 'cut.window'];

/**
 * Adds the engine's names for the algorithms and the kinds of cut in `lang`.
 * @param {string} lang
 * @param {{algorithms: Record<string, string>, cutKinds: Record<string, string>}} table  engine.terms(lang)
 */
export function installTerms(lang, table) {
  const terms = (TERMS[lang] ??= {});
  for (const [algo, name] of Object.entries(table.algorithms)) terms['algo.' + algo] = name;
  for (const [kind, name] of Object.entries(table.cutKinds)) terms['cut.' + kind] = name;
}

/** Whether the engine's terms are installed for `lang`. */
export function hasTerms(lang) {
  return Object.keys(TERMS[lang] ?? {}).length > 0;
}

/**
 * A placeholder's text: a number is a quantity (steps, nodes, leaves), its
 * digits grouped as `lang` does; an identifier (a node id, a seed) is
 * passed as a string and written as it is.
 */
function param(value, lang) {
  return typeof value === 'number' ? count(value, lang) : String(value);
}

/**
 * Returns the message `key` in `lang` with its {placeholders} filled (a
 * number with its digits grouped, as `count` writes it): the
 * engine's term for the key when there is one, else the catalogue's. A key
 * missing from a catalogue (or a catalogue not loaded yet: loadLang) falls
 * back to English, then to the key itself, so that a gap shows up on screen
 * instead of breaking the page.
 * @param {string} lang
 * @param {string} key
 * @param {Record<string, string|number>} [params]
 * @returns {string}
 */
export function t(lang, key, params) {
  let text = TERMS[lang]?.[key] ?? CATALOGUES[lang]?.[key] ?? CATALOGUES.en?.[key] ?? key;
  if (params) {
    text = text.replace(/\{(\w+)\}/g, (whole, name) =>
      Object.prototype.hasOwnProperty.call(params, name) ? param(params[name], lang) : whole,
    );
  }
  return text;
}

/**
 * Fills every element marked with data-i18n* attributes under `root`.
 * @param {ParentNode} root
 * @param {string} lang
 */
export function applyStatic(root, lang) {
  for (const el of root.querySelectorAll('[data-i18n]')) {
    el.textContent = t(lang, el.dataset.i18n);
  }
  for (const attr of ['title', 'aria-label', 'placeholder']) {
    const data = 'i18n' + attr.replace(/(^|-)(\w)/g, (_, __, c) => c.toUpperCase());
    for (const el of root.querySelectorAll('[data-i18n-' + attr + ']')) {
      el.setAttribute(attr, t(lang, el.dataset[data]));
    }
  }
}
