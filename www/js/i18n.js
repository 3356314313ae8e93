// Every interface word a user reads, in one catalogue per language (the
// "Catalogues" invariant in ARCHITECTURE.md). Narration sentences and error
// messages are not here: the engine writes them in the requested language.
// Nor are the names of the algorithms and of the two kinds of cut: the
// engine's `terms(lang)` gives them, and `installTerms` adds them under the
// keys in TERM_KEYS once the engine has loaded (player.js). Messages use
// {name} placeholders that `t` fills. Static page text is marked in the
// HTML with data-i18n (text content), data-i18n-title, data-i18n-aria-label
// and data-i18n-placeholder (the attribute of that name); `applyStatic`
// fills them all.
//
// Why one file of this size: it is data, two catalogues with the same keys
// side by side (tests/i18n.test.mjs checks they match), and the three small
// functions that read them.

/** @type {Record<string, Record<string, string>>} */
export const CATALOGUES = {
  en: {
    'doc.title': 'Minimax and α-β pruning, step by step',
    'app.title': 'Minimax and α-β pruning',
    'app.subtitle': 'step by step',

    'lang.label': 'Language',
    'large.label': 'Large text',
    'large.title': 'Larger text, for a projector in a lecture hall',
    'zoom.fit': 'Fit to width',
    'zoom.actual': 'Actual size',
    'zoom.title': 'Show the whole tree, or show it at its actual size and scroll',
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
    'narration.label': 'What happens at this step',

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

    'code.title': 'The algorithm',
    'code.caption.minimax': 'Seed 002 (course notes, 2000): minimax as a synthesised attribute.',
    'code.caption.alphabeta': 'Seed 001 (lecture slides), TOUR-MAX / TOUR-MIN: u starts at −∞ or +∞ (fail-soft). The slides are in French; this is a translation.',
    'code.caption.alphabeta-hard': 'Seed 000 (course notes, 1998): m starts at α or β (fail-hard).',
    'code.strict': 'Strict option: the cut tests use > and < instead of ≥ and ≤.',
    'code.depth': 'Depth limit: a node at the limit is evaluated with h, as if it were a leaf.',

    'stats.title': 'Statistics',
    'stats.leaves': 'Leaves evaluated',
    'stats.leaves.value': '{now} so far; {all} in the whole search, out of {total}',
    'stats.minimax': 'Minimax evaluates',
    'stats.minimax.value': '{n} leaves',
    'stats.uniform': 'Uniform tree',
    'stats.uniform.value': 'branching b = {b}, depth d = {d}: at best {best} leaves, at worst {worst}',
    'stats.cuts': 'Cuts',
    'stats.cuts.value': '{shallow} shallow, {deep} deep',
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
    'legend.cut': '✂ a cut, with the test that fired it and its kind: shallow (the bound comes from the parent) or deep (from higher up)',
    'legend.pv': 'double line: the principal variation, at the end',

    'error.title': 'This tree could not be read.',
    'error.options': 'These settings cannot be used with this tree.',
    'error.restored': 'The previous settings are back.',
    'error.position': 'Line {line}, column {column}',
    'error.fallback': 'The default tree is shown instead.',
    'error.kept': 'The previous tree is still shown.',
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
    'practice.label': 'Practice',
    'practice.detail': 'I answer',
    'practice.detail.cuts': 'the cuts only',
    'practice.detail.values': 'the cuts and the values m',
    'practice.detail.full': 'the cuts, m, and α β at each node',
    'practice.check': 'Check',
    'practice.where': 'Where did I go wrong?',
    'practice.reveal': 'Show answer',
    'practice.clear': 'Clear my answer',
    'practice.pick': 'Pick a node (click, tap, or Tab to the tree and use the arrows)',
    'practice.prune': '✗ Mark pruned',
    'practice.unprune': '✓ Not pruned',
    'practice.alpha.title': 'α as this node inherits it from its parent: a number, +inf or -inf',
    'practice.beta.title': 'β as this node inherits it from its parent: a number, +inf or -inf',
    'practice.m.title': 'The value m this node returns: a number, or ≥ 5 / ≤ 5 (also >= and <=) when it is only a bound',
    'practice.badValue': '{message}',
    'practice.checkFailed': 'Could not check: {message}',
    'practice.howto': 'Mark the subtrees α-β never visits and write what each node returns, then press Check. Nothing is shown before you check.',
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
    'practice.exerciseId': 'Exercise {id}',
    'practice.score': 'Score: {perfect} perfect of {done} checked',
    'practice.keys': 'Keys on the tree: arrows pick a node, X marks it pruned, Enter goes to its fields; in a field Enter moves on, Esc goes back.',
    'practice.keysTouch': 'Tap a node to pick it, then use the buttons and fields above.',
    'sheet.title': 'α-β exercises',
    'sheet.print': 'Print',
    'sheet.solutions': 'With the solutions',
    'sheet.node': 'node',
    'sheet.pruned': 'pruned',
    'sheet.instructions': 'Run {algo} from left to right. Cross out the edges of the pruned subtrees and fill in the table: α and β as each node inherits them, and the value m it returns (≥ v or ≤ v when it is only a bound).',
    'sheet.instructionsMinimax': 'Run {algo} from left to right and fill in the table with the value m each node returns.',
    'sheet.solutionsTitle': 'Solutions',
    'sheet.exercise': 'Exercise {n}',
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
    'error.fragmentTooLong': 'Its part after # has {length} characters; the page reads at most {limit}. The default tree is shown instead.',
    'error.fragmentEncoding': 'Its part after # is damaged (broken percent-encoding in {keys}). The default tree is shown instead.',

    'embed.open': 'Open in the full page',
    'embed.editHint': 'Click a leaf to change its value.',
    'embed.editHint.touch': 'Tap a leaf to change its value.',
  },

  fr: {
    'doc.title': 'Minimax et élagage α-β, pas à pas',
    'app.title': 'Minimax et élagage α-β',
    'app.subtitle': 'pas à pas',

    'lang.label': 'Langue',
    'large.label': 'Grand texte',
    'large.title': 'Texte plus grand, pour un vidéoprojecteur en amphithéâtre',
    'zoom.fit': 'Ajuster à la largeur',
    'zoom.actual': 'Taille réelle',
    'zoom.title': 'Voir l’arbre entier, ou le voir en taille réelle et le faire défiler',
    'nav.label': 'Zoom et repli',
    'nav.zoomIn': '+',
    'nav.zoomIn.title': 'Zoomer (+, la molette, ou en pinçant)',
    'nav.zoomOut': '−',
    'nav.zoomOut.title': 'Dézoomer (−)',
    'nav.fit': 'Arbre entier',
    'nav.fit.title': 'Voir l’arbre entier (0)',
    'nav.follow': 'Suivre',
    'nav.follow.title': 'Garder le nœud courant à l’écran pendant le pas à pas',
    'nav.fold': 'Replier',
    'nav.fold.title': 'Replier le sous-arbre du nœud choisi en une seule marque, ou le déplier (F, ou double-clic sur le nœud)',
    'nav.foldPruned': 'Replier l’élagué',
    'nav.foldPruned.title': 'Montrer chaque sous-arbre élagué ou non atteint comme une marque avec sa taille',
    'nav.minimap': 'L’arbre entier ; cliquer ou glisser pour déplacer la vue (Alt + flèches)',
    'nav.summary': '{size} nœuds repliés sous {name} : cliquer pour ouvrir',

    'algo.label': 'Algorithme',
    'ties.label': 'Coupure à l’égalité',
    'ties.prune': 'oui, m ≥ β (comme les textes)',
    'ties.strict': 'non, stricte m > β',
    'depth.label': 'Profondeur maximale',
    'depth.placeholder': 'aucune',
    'depth.title': 'Les nœuds à cette profondeur sont évalués par leur valeur heuristique h au lieu d’être développés. Laisser vide pour ne pas limiter.',
    'preset.label': 'Arbre d’exemple',
    'preset.custom': '(votre arbre)',
    'tree.summary': 'Notation de l’arbre',
    'tree.label': 'L’arbre, dans la notation textuelle',
    'tree.apply': 'Dessiner cet arbre',

    'controls.label': 'Commandes pas à pas',
    'controls.first': 'Première étape (Début)',
    'controls.prev': 'Étape précédente (← ou Page préc.)',
    'controls.play': 'Lecture (Espace)',
    'controls.pause': 'Pause (Espace)',
    'controls.next': 'Étape suivante (→ ou Page suiv.)',
    'controls.last': 'Dernière étape (Fin)',
    'controls.speed': 'Vitesse',
    'controls.scrubber': 'Étape',
    'controls.counter': 'Étape {k} sur {n}',
    'speed.slow': 'lente',
    'speed.normal': 'normale',
    'speed.fast': 'rapide',
    'speed.faster': 'très rapide',
    'keys.hint': 'Touches (où que soit le focus, sauf dans un champ de texte) : ← → pour avancer ou reculer, Début / Fin, Espace pour lancer ou arrêter, C / Maj+C pour la coupure suivante / précédente, Page préc. / Page suiv. pour une télécommande de présentation.',
    'controls.prevCut': 'Coupure précédente (Maj+C)',
    'controls.nextCut': 'Coupure suivante (C)',
    'panel.settings': 'Réglages',
    'panel.settings.title': 'Afficher ou masquer les réglages (algorithme, arbre, exemples, partage)',
    'panel.edit': 'Barre d’édition',
    'panel.edit.title': 'Afficher ou masquer la barre d’édition',
    'keys.hint.touch': 'Touchez ◀ ▶ pour avancer ou reculer, ✂ pour aller d’une coupure à l’autre, ▶ au milieu pour lancer ou arrêter ; touchez une feuille pour changer sa valeur.',
    'share.forest': 'LaTeX (forest)',
    'share.forest.title': 'La figure à cette étape, en arbre forest, pour un polycopié',
    'share.beamer': 'Transparents Beamer',
    'share.beamer.title': 'Transparents Beamer : un calque par étape, les coupures apparaissant au fil de la recherche',
    'share.beamerCuts': 'Beamer (coupures seules)',
    'share.beamerCuts.title': 'Transparents Beamer avec un calque par coupure, plus le début et la fin',
    'element.label': 'Minimax et élagage alpha-bêta, pas à pas',

    'tree.aria': 'L’arbre de recherche à l’étape courante',
    'narration.label': 'Ce qui se passe à cette étape',

    'node.name': 'nœud {id}',
    'player.max': 'Max',
    'player.min': 'Min',
    'leaf': 'feuille',
    'state.unvisited': 'pas encore atteint',
    'state.path': 'sur le chemin courant',
    'state.done': 'terminé',
    'state.evaluated': 'évalué',
    'state.pruned': 'élagué',
    'state.beyond': 'au-delà de la profondeur maximale',
    'bound.exact': 'valeur exacte',
    'bound.lower': 'minorant (la vraie valeur est au moins celle-ci)',
    'bound.upper': 'majorant (la vraie valeur est au plus celle-ci)',
    'source.initial': 'fenêtre initiale',
    'source.node': 'fixé par {name}',

    'info.title': 'Nœud',
    'info.none': 'Pointez un nœud, ou avancez d’une étape, pour voir ici ses attributs.',
    'info.kind': '{name} : {kind}, {state}',
    'info.alpha': '↓ α = {value} ({source})',
    'info.beta': '↓ β = {value} ({source})',
    'info.m': '↑ m = {value}',
    'info.m.bound': '↑ m {value}',
    'info.m.none': '↑ m : pas encore de valeur',
    'info.window.none': '↓ α, β : pas encore hérités',
    'info.h': 'valeur heuristique h = {value}',

    'cut.shallow.short': 'superficielle',
    'cut.deep.short': 'profonde',

    'code.title': 'L’algorithme',
    'code.caption.minimax': 'Texte 002 (notes de cours, 2000) : minimax comme attribut synthétisé.',
    'code.caption.alphabeta': 'Texte 001 (transparents de cours), TOUR-MAX / TOUR-MIN : u part de −∞ ou +∞ (« fail-soft »).',
    'code.caption.alphabeta-hard': 'Texte 000 (notes de cours, 1998) : m part de α ou β (« fail-hard »).',
    'code.strict': 'Option stricte : les tests de coupure utilisent > et < au lieu de ≥ et ≤.',
    'code.depth': 'Profondeur maximale : un nœud à la limite est évalué par h, comme une feuille.',

    'stats.title': 'Statistiques',
    'stats.leaves': 'Feuilles évaluées',
    'stats.leaves.value': '{now} jusqu’ici ; {all} sur toute la recherche, sur {total}',
    'stats.minimax': 'Minimax évalue',
    'stats.minimax.value': '{n} feuilles',
    'stats.uniform': 'Arbre uniforme',
    'stats.uniform.value': 'b = {b} coups par nœud, profondeur d = {d} : au mieux {best} feuilles, au pire {worst}',
    'stats.cuts': 'Coupures',
    'stats.cuts.value': '{shallow} superficielle(s), {deep} profonde(s)',
    'stats.value': 'Valeur de la racine',
    'stats.move': 'Coup choisi',
    'stats.pv': 'Variation principale',
    'stats.pending': 'connue à la fin de la recherche',
    'stats.nomove': 'aucun',

    'legend.title': 'Légende',
    'legend.max': 'nœud Max (niveau maximisant)',
    'legend.min': 'nœud Min (niveau minimisant)',
    'legend.leaf': 'feuille, avec sa valeur',
    'legend.inherited': '↓ α, β : attributs hérités, transmis par le parent',
    'legend.synthesised': '↑ m : attribut synthétisé, calculé à partir des valeurs des fils',
    'legend.bound': '≥ 6 ou ≤ 4 : la valeur renvoyée n’est qu’une borne',
    'legend.current': 'le nœud courant ; le chemin qui y mène est en trait épais',
    'legend.source': 'pastille α ou β : le nœud dont le m a fixé la borne utilisée',
    'legend.pruned': 'hachuré, pointillé et gris : élagué, jamais examiné',
    'legend.cut': '✂ une coupure, avec le test qui l’a déclenchée et son type : superficielle (la borne vient du père) ou profonde (de plus haut)',
    'legend.pv': 'trait double : la variation principale, à la fin',

    'error.title': 'Cet arbre n’a pas pu être lu.',
    'error.options': 'Ces réglages ne conviennent pas à cet arbre.',
    'error.restored': 'Les réglages précédents sont rétablis.',
    'error.position': 'Ligne {line}, colonne {column}',
    'error.fallback': 'L’arbre par défaut est affiché à la place.',
    'error.kept': 'L’arbre précédent reste affiché.',
    'error.node': 'Le problème se trouve en {name}.',
    'error.engine': 'Le moteur de recherche n’a pas pu être chargé. Rechargez la page ; si cela ne suffit pas, la page a été construite sans son moteur.',
    'error.dismiss': 'Fermer',

    'tree.help': 'Tapez ou collez un arbre : [[3, 12, 8], [2, 4, 6]] ou ((3 12 8) (2 4 6)) ; « min » devant pour une racine Min, « A: » devant un nœud pour une étiquette, « h=4 » après un ] pour une valeur heuristique. Le dessin suit dès que le texte est valide.',
    'text.error': 'Ligne {line}, colonne {column} : {message}',
    'text.errorPlain': '{message}',
    'text.kept': 'Le dernier arbre valide reste dessiné jusqu’à ce que le texte soit corrigé.',

    'io.import': 'Ouvrir un fichier…',
    'io.exportTxt': 'Enregistrer en texte',
    'io.exportJson': 'Enregistrer le rapport JSON',
    'io.exportJson.title': 'Toute la recherche en JSON : nœuds, coupures et étapes, comme trace --format json en ligne de commande',
    'io.exportArrays': 'Enregistrer en tableaux imbriqués',
    'io.exportArrays.title': 'L’arbre en simples tableaux JSON de valeurs de feuilles (sans étiquettes, sans h, sans racine Min)',
    'io.copyNotation': 'Copier la notation',
    'io.copyJson': 'Copier le rapport JSON',
    'io.copied': 'Copié.',
    'io.selected': 'Le presse-papiers n’est pas disponible ici : le texte est sélectionné, appuyez sur Ctrl+C (⌘C) pour le copier.',
    'io.imported': '{name} est ouvert.',
    'io.tooBig': 'Ce fichier est trop gros ({size} octets ; au plus {max}).',
    'io.saved': '{name} est enregistré.',

    'random.summary': 'Arbre aléatoire',
    'random.minBranch': 'Fils, au moins',
    'random.maxBranch': 'au plus',
    'random.depth': 'Profondeur',
    'random.minValue': 'Valeurs de',
    'random.maxValue': 'à',
    'random.seed': 'Graine',
    'random.irregular': 'irrégulier (certaines branches s’arrêtent plus tôt)',
    'random.make': 'Créer cet arbre',
    'random.reroll': 'Un autre',
    'random.reroll.title': 'Une nouvelle graine, les mêmes réglages ; la graine est affichée pour pouvoir refaire l’arbre',
    'random.made': 'Arbre créé avec la graine {seed}.',

    'share.summary': 'Partager, intégrer, exporter',
    'share.copyLink': 'Copier le lien',
    'share.link': 'Un lien vers exactement cette vue',
    'share.copied': 'Lien copié.',
    'share.selected': 'Le presse-papiers n’est pas disponible ici : le lien est sélectionné, appuyez sur Ctrl+C (⌘C) pour le copier.',
    'share.embed': 'Code d’intégration',
    'share.embed.title': 'Du HTML pour montrer cet arbre, avec ses commandes pas à pas, dans une autre page',
    'share.embedCopy': 'Copier le code d’intégration',
    'share.embedCode': 'À coller dans une page web',
    'share.embedCopied': 'Code d’intégration copié.',
    'share.embedTitle': 'Minimax et élagage α-β, pas à pas',
    'share.svg': 'Figure (SVG)',
    'share.png': 'Figure (PNG)',
    'share.png.title': 'Le dessin en taille double, pour des diapositives',
    'share.pngFailed': 'Ce navigateur n’a pas pu produire le PNG ; enregistrez plutôt le SVG.',
    'share.tikz': 'Figure (LaTeX/TikZ)',
    'share.tikz.title': 'Un document LaTeX autonome qui dessine l’arbre à cette étape',

    'mode.label': 'Mode',
    'mode.demo': 'Démonstration',
    'mode.practice': 'Entraînement',
    'practice.label': 'Entraînement',
    'practice.detail': 'Je réponds',
    'practice.detail.cuts': 'les coupes seulement',
    'practice.detail.values': 'les coupes et les valeurs m',
    'practice.detail.full': 'les coupes, m, et α β à chaque nœud',
    'practice.check': 'Vérifier',
    'practice.where': 'Où me suis-je trompé ?',
    'practice.reveal': 'Montrer la réponse',
    'practice.clear': 'Effacer ma réponse',
    'practice.pick': 'Choisissez un nœud (clic, toucher, ou Tab vers l\'arbre puis les flèches)',
    'practice.prune': '✗ Marquer élagué',
    'practice.unprune': '✓ Pas élagué',
    'practice.alpha.title': 'α tel que ce nœud le reçoit de son père : un nombre, +inf ou -inf',
    'practice.beta.title': 'β tel que ce nœud le reçoit de son père : un nombre, +inf ou -inf',
    'practice.m.title': 'La valeur m que renvoie ce nœud : un nombre, ou ≥ 5 / ≤ 5 (aussi >= et <=) si ce n\'est qu\'une borne',
    'practice.badValue': '{message}',
    'practice.checkFailed': 'Vérification impossible : {message}',
    'practice.howto': 'Marquez les sous-arbres qu\'α-β ne visite pas et écrivez ce que renvoie chaque nœud, puis appuyez sur Vérifier. Rien n\'est montré avant.',
    'practice.item.missed': 'Coupe oubliée : {name} est élagué',
    'practice.item.extra': 'Coupe en trop : {name} est visité',
    'practice.item.wrong': 'Erreur en {name} : {fields}',
    'practice.fieldsWrong': '{fields} faux',
    'practice.fieldsEmpty': '{fields} manquant',
    'practice.answerWas': 'réponse : {answer}',
    'practice.difficulty': 'Exercice',
    'practice.difficulty.easy': 'facile',
    'practice.difficulty.medium': 'moyen',
    'practice.difficulty.hard': 'difficile',
    'practice.next': 'Nouvel exercice',
    'practice.print': 'Imprimer une feuille',
    'practice.print.title': 'Quatre exercices de cette difficulté sur A4, avec des cases vides pour α, β et m, et une page de corrigé',
    'practice.exerciseId': 'Exercice {id}',
    'practice.score': 'Score : {perfect} parfaits sur {done} vérifiés',
    'practice.keys': 'Touches sur l\'arbre : les flèches choisissent un nœud, X le marque élagué, Entrée va à ses cases ; dans une case Entrée passe à la suivante, Échap revient.',
    'practice.keysTouch': 'Touchez un nœud pour le choisir, puis utilisez les boutons et les cases ci-dessus.',
    'sheet.title': 'Exercices α-β',
    'sheet.print': 'Imprimer',
    'sheet.solutions': 'Avec le corrigé',
    'sheet.node': 'nœud',
    'sheet.pruned': 'élagué',
    'sheet.instructions': 'Déroulez {algo} de gauche à droite. Barrez les arêtes des sous-arbres élagués et complétez le tableau : α et β hérités par chaque nœud, et la valeur m qu\'il renvoie (≥ v ou ≤ v si ce n\'est qu\'une borne).',
    'sheet.instructionsMinimax': 'Déroulez {algo} de gauche à droite et complétez le tableau avec la valeur m renvoyée par chaque nœud.',
    'sheet.solutionsTitle': 'Corrigé',
    'sheet.exercise': 'Exercice {n}',
    'edit.label': 'Modification',
    'edit.undo': '↶ Annuler',
    'edit.undo.title': 'Annuler la dernière modification de l’arbre (Ctrl+Z)',
    'edit.redo': '↷ Rétablir',
    'edit.redo.title': 'Rétablir (Ctrl+Maj+Z ou Ctrl+Y)',
    'edit.root': 'Racine : {player}',
    'edit.root.title': 'Faire de la racine un nœud Max ou Min',
    'edit.replay': '⟲ Rejouer',
    'edit.replay.title': 'Rejouer la recherche depuis le début',
    'edit.toEnd': '⇥ Résultat',
    'edit.toEnd.title': 'Aller à la fin de la recherche',
    'edit.none': 'Cliquez sur un nœud pour le modifier (ou Tab jusqu’à l’arbre puis ↓).',
    'edit.none.touch': 'Touchez un nœud pour le modifier.',
    'edit.selected': 'Sélection : {name} ({kind})',
    'edit.value': 'Valeur…',
    'edit.addChild': '+ Fils',
    'edit.addChild.title': 'Ajouter un fils (Inser) ; une feuille devient un nœud interne',
    'edit.delete': '✕ Supprimer',
    'edit.delete.title': 'Supprimer ce sous-arbre (Suppr)',
    'edit.moveLeft': '← Déplacer',
    'edit.moveLeft.title': 'Déplacer ce nœud vers la gauche parmi ses frères (Maj+←)',
    'edit.moveRight': 'Déplacer →',
    'edit.moveRight.title': 'Déplacer ce nœud vers la droite parmi ses frères (Maj+→)',
    'edit.toInner': 'En faire un nœud interne',
    'edit.toLeaf': 'En faire une feuille',
    'edit.labelField': 'Étiquette',
    'edit.hField': 'h',
    'edit.h.title': 'Valeur heuristique h d’un nœud interne, utilisée quand la profondeur maximale s’y arrête ; vide pour aucune',
    'edit.leaf.aria': 'Valeur de la feuille {name}',
    'edit.failed': 'Cette modification n’a pas pu être faite : {message}',
    'edit.badValue': '{message}. Échap garde l’ancienne valeur.',
    'edit.rootOnly': 'La racine ne peut être ni supprimée ni déplacée.',

    'keys.tree': 'Dans l’arbre (Tab jusqu’à lui, ou clic sur un nœud) : ↑ ↓ ← → choisissent un nœud, Entrée modifie une feuille, Tab passe à la feuille suivante, Inser ou + ajoute un fils, Suppr supprime, Maj+← → déplace, Échap rend aux flèches le pas à pas. Ctrl+Z annule, Ctrl+Maj+Z rétablit.',

    'error.link': 'Ce lien n’a pas pu être utilisé.',
    'error.fragmentTooLong': 'Sa partie après # compte {length} caractères ; la page en lit au plus {limit}. L’arbre par défaut est affiché à la place.',
    'error.fragmentEncoding': 'Sa partie après # est abîmée (codage « pour cent » invalide dans {keys}). L’arbre par défaut est affiché à la place.',

    'embed.open': 'Ouvrir dans la page complète',
    'embed.editHint': 'Cliquez sur une feuille pour changer sa valeur.',
    'embed.editHint.touch': 'Touchez une feuille pour changer sa valeur.',
  },
};

/** The languages offered, in the order of the language picker. */
export const LANGS = ['en', 'fr'];

/**
 * Picks the page language from the browser's preferences: French if the
 * first French or English entry is French, English otherwise.
 * @param {readonly string[]} preferred  navigator.languages or [navigator.language]
 * @returns {'en'|'fr'}
 */
export function detectLang(preferred) {
  for (const tag of preferred || []) {
    const base = String(tag).toLowerCase().split('-')[0];
    if (base === 'fr' || base === 'en') return base;
  }
  return 'en';
}

/** The engine's terms by language, once installed: key → text. */
const TERMS = { en: {}, fr: {} };

/** The keys the engine's terms fill (`algo.<name>`, `cut.<kind>`). */
export const TERM_KEYS = ['algo.minimax', 'algo.alphabeta', 'algo.alphabeta-hard', 'cut.shallow', 'cut.deep'];

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
 * Returns the message `key` in `lang` with its {placeholders} filled: the
 * engine's term for the key when there is one, else the catalogue's. A key
 * missing from a catalogue falls back to English, then to the key itself,
 * so that a gap shows up on screen instead of breaking the page.
 * @param {string} lang
 * @param {string} key
 * @param {Record<string, string|number>} [params]
 * @returns {string}
 */
export function t(lang, key, params) {
  const cat = CATALOGUES[lang] || CATALOGUES.en;
  let text = TERMS[lang]?.[key] ?? cat[key] ?? CATALOGUES.en[key] ?? key;
  if (params) {
    text = text.replace(/\{(\w+)\}/g, (whole, name) =>
      Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole,
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
