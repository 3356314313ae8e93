// The code panel: each algorithm as a seed text writes it, and which line of
// it runs at a given step. The listings are quotations, so they stay as the
// seeds wrote them (French identifiers included); only seed 001's prose
// pseudo-code has an English translation, shown when the page is in English.
// The mapping from a step to a line is plain data and one small function,
// `lineFor`, so that a new algorithm or listing is one more table entry.

import { t } from '../i18n/i18n.js';

/**
 * A listing is a list of lines. Each line has an `id` (used by `lineFor`)
 * or null for lines no step points at, the text (a string, or {fr, en} when
 * it is translated), its indentation level, and `cmp` when the line holds a
 * cut test whose comparison changes under the strict tie option.
 */
const LISTINGS = {
  // Seed 002, "Graphes de jeu et arbres minimax" (R. Lalement, 2000).
  minimax: [
    { id: 'head', text: 'static int minimax(Configuration s) {' },
    { id: 'leaf', ind: 1, text: 'if (s.estFeuille()) return s.h();' },
    { id: null, ind: 1, text: 'switch(s.type()) {' },
    { id: 'max.case', ind: 1, text: 'case Configuration.MAX :' },
    { id: 'max.ret', ind: 2, text: "return max{minimax(s') | s → s'};" },
    { id: 'min.case', ind: 1, text: 'case Configuration.MIN :' },
    { id: 'min.ret', ind: 2, text: "return min{minimax(s') | s → s'};" },
    { id: null, ind: 1, text: '}' },
    { id: null, text: '}' },
  ],

  // Seed 000, "L'algorithme αβ" (J.-P. Chancelier, 1998), as printed.
  'alphabeta-hard': [
    { id: 'head', text: 'int alphabeta (configuration s, int α, int β) {' },
    { id: 'leaf', ind: 1, text: 'if (feuille(s)) return h(s);' },
    { id: null, ind: 1, text: 'if (type(s) == MAX) {' },
    { id: 'max.init', ind: 2, text: 'int m = α;' },
    { id: 'max.for', ind: 2, text: "for (configuration s' | s → s') {" },
    { id: 'max.call', ind: 3, text: "int t = alphabeta(s', m, β);" },
    { id: 'max.update', ind: 3, text: 'if (t > m) m = t;' },
    { id: 'max.cut', ind: 3, text: 'if (m >= β) return m;', cmp: ['>=', '>'] },
    { id: null, ind: 2, text: '}' },
    { id: 'max.ret', ind: 2, text: 'return m;' },
    { id: null, ind: 1, text: '}' },
    { id: null, ind: 1, text: 'if (type(s) == MIN) {' },
    { id: 'min.init', ind: 2, text: 'int m = β;' },
    { id: 'min.for', ind: 2, text: "for (configuration s' | s → s') {" },
    { id: 'min.call', ind: 3, text: "int t = alphabeta(s', α, m);" },
    { id: 'min.update', ind: 3, text: 'if (t < m) m = t;' },
    { id: 'min.cut', ind: 3, text: 'if (m <= α) return m;', cmp: ['<=', '<'] },
    { id: null, ind: 2, text: '}' },
    { id: 'min.ret', ind: 2, text: 'return m;' },
    { id: null, ind: 1, text: '}' },
    { id: null, text: '}' },
  ],

  // Seed 001, "Comment accélérer la recherche" (lecture slides). The slides
  // number the last line of each procedure "4." again; it is numbered 7 here
  // so that every line has its own number.
  alphabeta: [
    { id: 'top.head', text: { fr: 'Algorithme ÉLAGAGE-ALPHA-BÊTA(noeudInitial)', en: 'Algorithm ALPHA-BETA-PRUNING(initialNode)' } },
    {
      id: 'top.call',
      ind: 1,
      text: { fr: '1. retourne l’action choisie par TOUR-MAX(noeudInitial, −∞, ∞)', en: '1. return the action chosen by MAX-TURN(initialNode, −∞, ∞)' },
    },
    { id: null, text: '' },
    { id: 'max.head', text: { fr: 'Algorithme TOUR-MAX(n, α, β)', en: 'Algorithm MAX-TURN(n, α, β)' } },
    {
      id: 'max.leaf',
      ind: 1,
      text: { fr: '1. si n correspond à une fin de partie, alors retourner UTILITÉ(n)', en: '1. if n is an end of game, then return UTILITY(n)' },
    },
    { id: 'max.init', ind: 1, text: { fr: '2. u = −∞, a = void', en: '2. u = −∞, a = void' } },
    { id: 'max.for', ind: 1, text: { fr: '3. pour chaque paire (a′, n′) donnée par TRANSITION(n)', en: '3. for each pair (a′, n′) given by TRANSITION(n)' } },
    {
      id: 'max.update',
      ind: 2,
      text: {
        fr: '4. si l’utilité de TOUR-MIN(n′, α, β) ≥ u alors affecter a = a′, u = utilité de TOUR-MIN(n′, α, β)',
        en: '4. if the utility of MIN-TURN(n′, α, β) ≥ u then set a = a′, u = utility of MIN-TURN(n′, α, β)',
      },
    },
    {
      id: 'max.cut',
      ind: 2,
      text: { fr: '5. si u ≥ β alors retourner l’utilité u et l’action a', en: '5. if u ≥ β then return the utility u and the action a' },
      cmp: ['u ≥ β', 'u > β'],
    },
    { id: 'max.bound', ind: 2, text: { fr: '6. α = max(α, u)', en: '6. α = max(α, u)' } },
    { id: 'max.ret', ind: 1, text: { fr: '7. retourner l’utilité u et l’action a', en: '7. return the utility u and the action a' } },
    { id: null, text: '' },
    { id: 'min.head', text: { fr: 'Algorithme TOUR-MIN(n, α, β)', en: 'Algorithm MIN-TURN(n, α, β)' } },
    {
      id: 'min.leaf',
      ind: 1,
      text: { fr: '1. si n correspond à une fin de partie, alors retourner UTILITÉ(n)', en: '1. if n is an end of game, then return UTILITY(n)' },
    },
    { id: 'min.init', ind: 1, text: { fr: '2. u = ∞, a = void', en: '2. u = ∞, a = void' } },
    { id: 'min.for', ind: 1, text: { fr: '3. pour chaque paire (a′, n′) donnée par TRANSITION(n)', en: '3. for each pair (a′, n′) given by TRANSITION(n)' } },
    {
      id: 'min.update',
      ind: 2,
      text: {
        fr: '4. si l’utilité de TOUR-MAX(n′, α, β) ≤ u alors affecter a = a′, u = utilité de TOUR-MAX(n′, α, β)',
        en: '4. if the utility of MAX-TURN(n′, α, β) ≤ u then set a = a′, u = utility of MAX-TURN(n′, α, β)',
      },
    },
    {
      id: 'min.cut',
      ind: 2,
      text: { fr: '5. si u ≤ α alors retourner l’utilité u et l’action a', en: '5. if u ≤ α then return the utility u and the action a' },
      cmp: ['u ≤ α', 'u < α'],
    },
    { id: 'min.bound', ind: 2, text: { fr: '6. β = min(β, u)', en: '6. β = min(β, u)' } },
    { id: 'min.ret', ind: 1, text: { fr: '7. retourner l’utilité u et l’action a', en: '7. return the utility u and the action a' } },
  ],

  // PVS / NegaScout (docs/windows.md), written in seed 001's prose style:
  // TOUR-MAX and TOUR-MIN in one procedure, its null-window test and its
  // re-search as lines of their own. Not a seed's text: the caption says so.
  pvs: [
    { id: 'head', text: { fr: 'Algorithme PVS(n, α, β)', en: 'Algorithm PVS(n, α, β)' } },
    {
      id: 'leaf',
      ind: 1,
      text: {
        fr: '1. si n est une feuille (ou à la profondeur P), alors retourner UTILITÉ(n)',
        en: '1. if n is a leaf (or at depth P), then return UTILITY(n)',
      },
    },
    { id: 'init', ind: 1, text: { fr: '2. u = −∞ si n est MAX, u = +∞ si n est MIN', en: '2. u = −∞ if n is MAX, u = +∞ if n is MIN' } },
    { id: 'for', ind: 1, text: { fr: '3. pour chaque enfant n′ de n, dans l’ordre', en: '3. for each child n′ of n, in order' } },
    { id: 'first', ind: 2, text: { fr: '4. si n′ est le premier : t = PVS(n′, α, β)', en: '4. if n′ is the first: t = PVS(n′, α, β)' } },
    {
      id: 'test',
      ind: 2,
      text: {
        fr: '5. sinon, test à fenêtre nulle : t = PVS(n′, α, α⁺) si n est MAX, PVS(n′, β⁻, β) si n est MIN',
        en: '5. else, null-window test: t = PVS(n′, α, α⁺) if n is MAX, PVS(n′, β⁻, β) if n is MIN',
      },
      strict: {
        fr: '5. sinon, test à fenêtre nulle : t = PVS(n′, α, α) si n est MAX, PVS(n′, β, β) si n est MIN',
        en: '5. else, null-window test: t = PVS(n′, α, α) if n is MAX, PVS(n′, β, β) if n is MIN',
      },
    },
    {
      id: 'fail',
      ind: 3,
      text: {
        fr: '6. si le test échoue (t > α en MAX, t < β en MIN) et que t ne fait pas couper n :',
        en: '6. if the test fails (t > α at MAX, t < β at MIN) and t does not make n cut:',
      },
    },
    { id: 'research', ind: 4, text: { fr: '7. nouvelle recherche : t = PVS(n′, α, β)', en: '7. re-search: t = PVS(n′, α, β)' } },
    {
      id: 'update',
      ind: 2,
      text: { fr: '8. u = max(u, t) si n est MAX, u = min(u, t) si n est MIN', en: '8. u = max(u, t) if n is MAX, u = min(u, t) if n is MIN' },
    },
    {
      id: 'cut',
      ind: 2,
      text: { fr: '9. si u ≥ β (MAX) ou u ≤ α (MIN), alors retourner u', en: '9. if u ≥ β (MAX) or u ≤ α (MIN), then return u' },
      cmp: [
        ['u ≥ β', 'u > β'],
        ['u ≤ α', 'u < α'],
      ],
    },
    {
      id: 'bound',
      ind: 2,
      text: { fr: '10. α = max(α, u) si n est MAX, β = min(β, u) si n est MIN', en: '10. α = max(α, u) if n is MAX, β = min(β, u) if n is MIN' },
    },
    { id: 'ret', ind: 1, text: { fr: '11. retourner u', en: '11. return u' } },
  ],

  // MTD(f) (Plaat et al. 1996, docs/windows.md) in the same style: the
  // passes, then the α-β with memory each pass runs.
  mtdf: [
    { id: 'top.head', text: { fr: 'Algorithme MTD(f)(racine, f)', en: 'Algorithm MTD(f)(root, f)' } },
    { id: 'top.init', ind: 1, text: { fr: '1. g = f, borne basse = α₀, borne haute = β₀', en: '1. g = f, lower bound = α₀, upper bound = β₀' } },
    {
      id: 'top.pass',
      ind: 1,
      text: {
        fr: '2. passe : fenêtre nulle (g, g⁺), ou (g⁻, g) si g est la borne haute',
        en: '2. pass: null window (g, g⁺), or (g⁻, g) if g is the upper bound',
      },
      strict: { fr: '2. passe : fenêtre nulle (g, g)', en: '2. pass: null window (g, g)' },
    },
    { id: 'top.call', ind: 2, text: { fr: '3. g = AB-MÉMOIRE(racine, fenêtre nulle)', en: '3. g = AB-MEMORY(root, null window)' } },
    {
      id: 'top.proved',
      ind: 2,
      text: {
        fr: '4. g sous la fenêtre : borne haute = g ; au-dessus : borne basse = g',
        en: '4. g below the window: upper bound = g; above it: lower bound = g',
      },
    },
    {
      id: 'top.ret',
      ind: 1,
      text: { fr: '5. recommencer en 2 tant que les bornes diffèrent ; retourner g', en: '5. go back to 2 while the bounds differ; return g' },
    },
    { id: null, text: '' },
    { id: 'head', text: { fr: 'Algorithme AB-MÉMOIRE(n, α, β)', en: 'Algorithm AB-MEMORY(n, α, β)' } },
    {
      id: 'tt',
      ind: 1,
      text: { fr: '1. si la table décide n pour (α, β), alors retourner sa valeur', en: '1. if the table decides n for (α, β), then return its value' },
    },
    {
      id: 'leaf',
      ind: 1,
      text: {
        fr: '2. si n est une feuille (ou à la profondeur P), alors retourner UTILITÉ(n)',
        en: '2. if n is a leaf (or at depth P), then return UTILITY(n)',
      },
    },
    { id: 'init', ind: 1, text: { fr: '3. u = −∞ si n est MAX, u = +∞ si n est MIN', en: '3. u = −∞ if n is MAX, u = +∞ if n is MIN' } },
    {
      id: 'update',
      ind: 1,
      text: {
        fr: '4. pour chaque enfant n′ : u = max(u, AB-MÉMOIRE(n′, α, β)) (MAX), min (MIN)',
        en: '4. for each child n′: u = max(u, AB-MEMORY(n′, α, β)) (MAX), min (MIN)',
      },
    },
    {
      id: 'cut',
      ind: 2,
      text: { fr: '5. si u ≥ β (MAX) ou u ≤ α (MIN), alors aller en 7', en: '5. if u ≥ β (MAX) or u ≤ α (MIN), then go to 7' },
      cmp: [
        ['u ≥ β', 'u > β'],
        ['u ≤ α', 'u < α'],
      ],
    },
    {
      id: 'bound',
      ind: 2,
      text: { fr: '6. α = max(α, u) si n est MAX, β = min(β, u) si n est MIN', en: '6. α = max(α, u) if n is MAX, β = min(β, u) if n is MIN' },
    },
    {
      id: 'ret',
      ind: 1,
      text: { fr: '7. ranger u dans la table (exact, ≥ u ou ≤ u) ; retourner u', en: '7. store u in the table (exact, ≥ u or ≤ u); return u' },
    },
  ],
  // Star2 (docs/chance.md, "Star2"; Ballard 1983, as Hauk, Buro and
  // Schaeffer list it, 2004), in seed 001's style: α-β at decision nodes,
  // and at a chance node a probing phase (each outcome through its first
  // reply, which bounds it from one side) then Star1's search with the
  // probes' bounds. Not a seed's text: the caption says so.
  star2: [
    { id: 'head', text: { fr: 'Algorithme STAR2(n, α, β)', en: 'Algorithm STAR2(n, α, β)' } },
    {
      id: 'leaf',
      ind: 1,
      text: {
        fr: '1. si n est une feuille (ou à la profondeur P), alors retourner UTILITÉ(n)',
        en: '1. if n is a leaf (or at depth P), then return UTILITY(n)',
      },
    },
    {
      id: null,
      ind: 1,
      text: { fr: '2. si n est un nœud de hasard, alors retourner HASARD(n, α, β)', en: '2. if n is a chance node, then return CHANCE(n, α, β)' },
    },
    { id: 'init', ind: 1, text: { fr: '3. u = −∞ si n est MAX, u = +∞ si n est MIN', en: '3. u = −∞ if n is MAX, u = +∞ if n is MIN' } },
    {
      id: 'for',
      ind: 1,
      text: {
        fr: '4. pour chaque enfant n′ de n, dans l’ordre (le premier seul si n est sondé)',
        en: '4. for each child n′ of n, in order (the first only when n is probed)',
      },
    },
    {
      id: 'update',
      ind: 2,
      text: { fr: '5. u = max(u, STAR2(n′, α, β)) si n est MAX, min si n est MIN', en: '5. u = max(u, STAR2(n′, α, β)) if n is MAX, min if n is MIN' },
    },
    {
      id: 'cut',
      ind: 2,
      text: { fr: '6. si u ≥ β (MAX) ou u ≤ α (MIN), alors retourner u', en: '6. if u ≥ β (MAX) or u ≤ α (MIN), then return u' },
      cmp: [
        ['u ≥ β', 'u > β'],
        ['u ≤ α', 'u < α'],
      ],
    },
    {
      id: 'bound',
      ind: 2,
      text: { fr: '7. α = max(α, u) si n est MAX, β = min(β, u) si n est MIN', en: '7. α = max(α, u) if n is MAX, β = min(β, u) if n is MIN' },
    },
    { id: 'ret', ind: 1, text: { fr: '8. retourner u', en: '8. return u' } },
    { id: null, text: '' },
    {
      id: 'c.head',
      text: {
        fr: 'Algorithme HASARD(n, α, β) : issues nᵢ de probabilités pᵢ, feuilles dans [L, U]',
        en: 'Algorithm CHANCE(n, α, β): outcomes nᵢ of probabilities pᵢ, leaves in [L, U]',
      },
    },
    { id: 'c.init', ind: 1, text: { fr: '1. phase de sondage : W = 0', en: '1. probing phase: W = 0' } },
    {
      id: null,
      ind: 1,
      text: {
        fr: '2. pour chaque nᵢ, R la masse après nᵢ, sonder nᵢ (sa première réponse) :',
        en: '2. for each nᵢ, R the mass after nᵢ, probe nᵢ (its first reply):',
      },
    },
    {
      id: 'c.probe.max',
      ind: 2,
      text: { fr: '3. nᵢ MAX : wᵢ = STAR2(nᵢ, L, min(Bᵢ, U)), Bᵢ = (β − W − L·R)/pᵢ', en: '3. MAX nᵢ: wᵢ = STAR2(nᵢ, L, min(Bᵢ, U)), Bᵢ = (β − W − L·R)/pᵢ' },
    },
    {
      id: 'c.probe.min',
      ind: 2,
      text: { fr: '4. nᵢ MIN : wᵢ = STAR2(nᵢ, max(Aᵢ, L), U), Aᵢ = (α − W − U·R)/pᵢ', en: '4. MIN nᵢ: wᵢ = STAR2(nᵢ, max(Aᵢ, L), U), Aᵢ = (α − W − U·R)/pᵢ' },
    },
    {
      id: 'c.probed',
      ind: 2,
      text: { fr: '5. W = W + pᵢ·wᵢ ; lo = W + L·R (MAX), hi = W + U·R (MIN)', en: '5. W = W + pᵢ·wᵢ; lo = W + L·R (MAX), hi = W + U·R (MIN)' },
    },
    {
      id: 'c.probe.cut',
      ind: 2,
      text: { fr: '6. si lo ≥ β (MAX) ou hi ≤ α (MIN), alors retourner lo ou hi', en: '6. if lo ≥ β (MAX) or hi ≤ α (MIN), then return lo or hi' },
      cmp: [
        ['lo ≥ β', 'lo > β'],
        ['hi ≤ α', 'hi < α'],
      ],
    },
    {
      id: 'c.search',
      ind: 1,
      text: { fr: '7. phase de recherche : S = 0, chaque nᵢ exploré de nouveau, en entier', en: '7. search phase: S = 0, every nᵢ searched again, in full' },
    },
    {
      id: null,
      ind: 1,
      text: { fr: '8. pour chaque nᵢ, P = Σ pⱼ·wⱼ sur les sondages après nᵢ :', en: '8. for each nᵢ, P = Σ pⱼ·wⱼ over the probes after nᵢ:' },
    },
    { id: 'c.call', ind: 2, text: { fr: '9. vᵢ = STAR2(nᵢ, max(Aᵢ, L), min(Bᵢ, U)), où :', en: '9. vᵢ = STAR2(nᵢ, max(Aᵢ, L), min(Bᵢ, U)), where:' } },
    { id: null, ind: 3, text: { fr: '10. nᵢ MAX : Aᵢ = (α − S − U·R)/pᵢ, Bᵢ = (β − S − P)/pᵢ', en: '10. MAX nᵢ: Aᵢ = (α − S − U·R)/pᵢ, Bᵢ = (β − S − P)/pᵢ' } },
    { id: null, ind: 3, text: { fr: '11. nᵢ MIN : Aᵢ = (α − S − P)/pᵢ, Bᵢ = (β − S − L·R)/pᵢ', en: '11. MIN nᵢ: Aᵢ = (α − S − P)/pᵢ, Bᵢ = (β − S − L·R)/pᵢ' } },
    {
      id: 'c.update',
      ind: 2,
      text: {
        fr: '12. S = S + pᵢ·vᵢ ; hi = S + U·R, lo = S + P (MAX) ; hi = S + P, lo = S + L·R (MIN)',
        en: '12. S = S + pᵢ·vᵢ; hi = S + U·R, lo = S + P (MAX); hi = S + P, lo = S + L·R (MIN)',
      },
    },
    {
      id: 'c.cut',
      ind: 2,
      text: { fr: '13. si hi ≤ α, alors retourner hi ; si lo ≥ β, alors retourner lo', en: '13. if hi ≤ α, then return hi; if lo ≥ β, then return lo' },
      cmp: [
        ['hi ≤ α', 'hi < α'],
        ['lo ≥ β', 'lo > β'],
      ],
    },
    { id: 'c.ret', ind: 1, text: { fr: '14. retourner S', en: '14. return S' } },
  ],
};

/** The negamax view's first lines: one procedure, values for the side to move. */
const NEGAMAX_HEAD = [
  {
    id: 'head',
    text: {
      fr: 'Algorithme NÉGAMAX(n, α, β), valeurs vues par le joueur qui joue en n',
      en: 'Algorithm NEGAMAX(n, α, β), values seen by the player to move at n',
    },
  },
  {
    id: 'leaf',
    ind: 1,
    text: {
      fr: '1. si n est une feuille (ou à la profondeur P), retourner UTILITÉ(n) pour le joueur qui joue en n',
      en: '1. if n is a leaf (or at depth P), return UTILITY(n) for the player to move at n',
    },
  },
];

/**
 * The negamax view's listings (issue 30): the same searches written with
 * one `max`, a child's value negated and its window (−β, −α); `lineFor`
 * maps the steps to them by `negamaxLineFor`.
 */
const NEGAMAX = {
  minimax: [
    {
      id: 'head',
      text: { fr: 'Algorithme NÉGAMAX(n), valeurs vues par le joueur qui joue en n', en: 'Algorithm NEGAMAX(n), values seen by the player to move at n' },
    },
    NEGAMAX_HEAD[1],
    { id: 'max', ind: 1, text: { fr: '2. retourner max{−NÉGAMAX(n′) | n → n′}', en: '2. return max{−NEGAMAX(n′) | n → n′}' } },
  ],
  alphabeta: [
    ...NEGAMAX_HEAD,
    { id: 'init', ind: 1, text: { fr: '2. u = −∞', en: '2. u = −∞' } },
    { id: 'for', ind: 1, text: { fr: '3. pour chaque enfant n′ de n', en: '3. for each child n′ of n' } },
    { id: 'update', ind: 2, text: { fr: '4. u = max(u, −NÉGAMAX(n′, −β, −α))', en: '4. u = max(u, −NEGAMAX(n′, −β, −α))' } },
    { id: 'cut', ind: 2, text: { fr: '5. si u ≥ β, alors retourner u', en: '5. if u ≥ β, then return u' }, cmp: ['u ≥ β', 'u > β'] },
    { id: 'bound', ind: 2, text: { fr: '6. α = max(α, u)', en: '6. α = max(α, u)' } },
    { id: 'ret', ind: 1, text: { fr: '7. retourner u', en: '7. return u' } },
  ],
  'alphabeta-hard': [
    ...NEGAMAX_HEAD,
    { id: 'init', ind: 1, text: { fr: '2. u = α', en: '2. u = α' } },
    { id: 'for', ind: 1, text: { fr: '3. pour chaque enfant n′ de n', en: '3. for each child n′ of n' } },
    { id: 'update', ind: 2, text: { fr: '4. u = max(u, −NÉGAMAX(n′, −β, −u))', en: '4. u = max(u, −NEGAMAX(n′, −β, −u))' } },
    { id: 'cut', ind: 2, text: { fr: '5. si u ≥ β, alors retourner u', en: '5. if u ≥ β, then return u' }, cmp: ['u ≥ β', 'u > β'] },
    { id: 'ret', ind: 1, text: { fr: '6. retourner u', en: '6. return u' } },
  ],
};

/**
 * The id of the listing line that runs at a step.
 *
 * The rules, by step kind: entering an inner node runs its initialisation
 * (`m = α`, `u = −∞`, or the `case` of minimax); entering or evaluating a
 * leaf (or a node at the depth limit) runs the leaf test; a child's return
 * runs the update of the parent's m; a bound step runs `α = max(α, u)`; a
 * cut runs the test that returns early; leaving an inner node runs the final
 * return, or the early return if that node was cut.
 *
 * @param {string} algo
 * @param {object|null} step  a StepDto, null at position 0
 * @param {{nodes: Array<{player: string, isLeaf: boolean}>}} tree
 * @param {{wasCut: boolean, evaluated: boolean}} facts  whether the step's
 *   node has been cut, and whether it was evaluated (a leaf, or a node
 *   evaluated with h at the depth limit); both matter for 'leave'
 * @returns {string|null}
 */
export function lineFor(algo, step, tree, facts) {
  if (facts.negamax && NEGAMAX[algo]) return negamaxLineFor(algo, step, tree, facts);
  if (algo === 'pvs' || algo === 'mtdf') return windowLineFor(algo, step, tree, facts);
  if (algo === 'star2') return star2LineFor(step, tree, facts);
  if (!step) return algo === 'alphabeta' ? 'top.call' : 'head';
  const node = tree.nodes[step.node];
  const own = node ? node.player : step.player;
  const leafLike = Boolean(node?.isLeaf || facts.evaluated);
  const leafLine = (player) => (algo === 'alphabeta' ? player + '.leaf' : 'leaf');
  switch (step.kind) {
    case 'enter':
      if (node?.isLeaf) return leafLine(own);
      return algo === 'minimax' ? own + '.case' : own + '.init';
    case 'eval':
      return leafLine(own);
    case 'return': {
      const parent = step.parent !== null && step.parent !== undefined ? tree.nodes[step.parent] : null;
      const p = parent ? parent.player : own;
      return algo === 'minimax' ? p + '.ret' : p + '.update';
    }
    case 'bound':
      return algo === 'alphabeta' ? own + '.bound' : own + '.update';
    case 'cut':
      return algo === 'minimax' ? own + '.ret' : own + '.cut';
    case 'leave':
      if (leafLike) return leafLine(own);
      if (algo !== 'minimax' && facts.wasCut) return own + '.cut';
      return own + '.ret';
    case 'aspiration':
    case 'fail':
    case 'research':
      // Aspiration windows: the root searched (again) with a window.
      return algo === 'alphabeta' ? 'top.call' : 'head';
    default:
      return null;
  }
}

/**
 * `lineFor` in the negamax view: one procedure for both players, so the
 * lines have no player; minimax's whole work is its one `max` line.
 */
function negamaxLineFor(algo, step, tree, facts) {
  if (!step) return 'head';
  const node = tree.nodes[step.node];
  const leafLike = Boolean(node?.isLeaf || facts.evaluated);
  if (step.kind === 'eval' || ((step.kind === 'enter' || step.kind === 'leave') && leafLike)) return 'leaf';
  if (algo === 'minimax') return ['enter', 'return', 'leave'].includes(step.kind) ? 'max' : null;
  switch (step.kind) {
    case 'enter':
      return 'init';
    case 'return':
      return 'update';
    case 'bound':
      return algo === 'alphabeta' ? 'bound' : 'update';
    case 'cut':
      return 'cut';
    case 'leave':
      return facts.wasCut ? 'cut' : 'ret';
    default:
      return null;
  }
}

/**
 * `lineFor` for the searches by windows (PVS, MTD(f)), whose listings have
 * one procedure for both players. The steps of α-β map as in seed 001's
 * listing; PVS's `test`, `fail` and `research` (about the child) run lines
 * 5, 6 and 7; MTD(f)'s `pass` runs the choice of the pass's window, its
 * `proved` the update of the bounds, and a table hit the table's line.
 * @param {string} algo  'pvs' or 'mtdf'
 * @param {object|null} step
 * @param {{nodes: Array<{isLeaf: boolean}>}} tree
 * @param {{wasCut: boolean, evaluated: boolean}} facts  as lineFor's
 * @returns {string|null}
 */
function windowLineFor(algo, step, tree, facts) {
  if (!step) return algo === 'mtdf' ? 'top.init' : 'head';
  const node = tree.nodes[step.node];
  const leafLike = Boolean(node?.isLeaf || facts.evaluated);
  switch (step.kind) {
    case 'enter':
      return node?.isLeaf ? 'leaf' : 'init';
    case 'eval':
      return 'leaf';
    case 'return':
      return 'update';
    case 'bound':
      return 'bound';
    case 'cut':
      return 'cut';
    case 'leave':
      if (leafLike) return 'leaf';
      // MTD(f) stores what a node returns, cut or not, on its way out.
      return facts.wasCut && algo === 'pvs' ? 'cut' : 'ret';
    case 'test':
    case 'fail':
    case 'research':
      // About the root, these are aspiration's: the search of the root.
      if (step.parent === null || step.parent === undefined) return algo === 'mtdf' ? 'top.call' : 'head';
      return algo === 'pvs' ? step.kind : null;
    case 'aspiration':
      return algo === 'mtdf' ? 'top.call' : 'head';
    case 'tthit':
      return algo === 'mtdf' ? 'tt' : null;
    case 'pass':
      return 'top.pass';
    case 'proved':
      return 'top.proved';
    default:
      return null;
  }
}

/** Star2's lines of a chance node's cut, by the cut's kind. */
const STAR2_CUT_LINES = { 'probe-high': 'c.probe.cut', 'probe-low': 'c.probe.cut', 'chance-high': 'c.cut', 'chance-low': 'c.cut' };

/**
 * `lineFor` for Star2's listing (docs/chance.md, "Star2"): a decision
 * node's steps run STAR2's lines as α-β's run seed 001's (a probed node's
 * too: it runs them for its first child); a chance node's run CHANCE's.
 * Its probes: the `probe` step runs the probe's call, the probed child's
 * `return` (whose note carries `probe`, its bound wᵢ) the sum W, a cut
 * on the probes the probes' test; the `research` step starts the search
 * phase, whose returns and cuts run Star1's lines.
 * @param {object|null} step
 * @param {{nodes: Array<{isLeaf: boolean, isChance?: boolean}>}} tree
 * @param {{wasCut: boolean, evaluated: boolean, cutKind?: string|null}} facts  as lineFor's, with
 *   the kind of the step's node's cut when it was cut
 * @returns {string|null}
 */
function star2LineFor(step, tree, facts) {
  if (!step) return 'head';
  const node = tree.nodes[step.node];
  const chance = Boolean(node?.isChance);
  const leafLike = Boolean(node?.isLeaf || facts.evaluated);
  switch (step.kind) {
    case 'enter':
      if (node?.isLeaf) return 'leaf';
      return chance ? 'c.init' : 'init';
    case 'eval':
      return 'leaf';
    case 'probe':
      // The probe's call, as the probed child's player writes it.
      return node?.player === 'min' ? 'c.probe.min' : 'c.probe.max';
    case 'research':
      return 'c.search';
    case 'return': {
      const parent = step.parent !== null && step.parent !== undefined ? tree.nodes[step.parent] : null;
      if (!parent?.isChance) return 'update';
      return step.chance?.probe !== undefined ? 'c.probed' : 'c.update';
    }
    case 'bound':
      return 'bound';
    case 'cut':
      return STAR2_CUT_LINES[step.cut?.kind] || 'cut';
    case 'leave':
      if (leafLike) return 'leaf';
      if (chance) return facts.wasCut ? STAR2_CUT_LINES[facts.cutKind] || 'c.cut' : 'c.ret';
      return facts.wasCut ? 'cut' : 'ret';
    default:
      return null;
  }
}

/**
 * Builds the code panel for `algo` into `pre` (a <pre> element), replacing
 * what was there. Each line is a <span class="line"> carrying data-line-id,
 * with its number in a <span class="ln"> that copying leaves out (CSS).
 * @param {HTMLElement} pre
 * @param {string} algo
 * @param {string} lang
 * @param {{strict: boolean}} opts
 */
export function buildCode(pre, algo, lang, opts) {
  pre.replaceChildren();
  const code = document.createElement('code');
  const lines = (opts.negamax && NEGAMAX[algo]) || LISTINGS[algo] || LISTINGS.alphabeta;
  lines.forEach((line, i) => {
    const span = document.createElement('span');
    span.className = 'line';
    if (line.id) span.dataset.lineId = line.id;
    span.style.setProperty('--ind', String(line.ind || 0));
    const ln = document.createElement('span');
    ln.className = 'ln';
    ln.setAttribute('aria-hidden', 'true');
    ln.textContent = String(i + 1);
    const body = document.createElement('span');
    body.className = 'src';
    const source = opts.strict && line.strict ? line.strict : line.text;
    let text = typeof source === 'string' ? source : source[lang] || source.fr;
    // `cmp` is one [prune, strict] pair of comparisons, or a list of them.
    if (opts.strict && line.cmp) {
      for (const [from, to] of Array.isArray(line.cmp[0]) ? line.cmp : [line.cmp]) text = text.replace(from, to);
    }
    body.textContent = text;
    span.append(ln, body, document.createTextNode('\n'));
    code.append(span);
  });
  pre.append(code);
}

/**
 * Marks the line with id `lineId` as running (class "hl", aria-current) and
 * unmarks the previous one; nothing changes when the line is the one
 * already marked. Returns whether the line changed: then `scrollToLine`
 * shows it (the page calls it once the render has written everything,
 * since reading where the line is lays the page out).
 * @param {HTMLElement} pre
 * @param {string|null} lineId
 * @returns {boolean}
 */
export function highlightLine(pre, lineId) {
  const marked = pre.querySelector('.line.hl');
  if (marked && lineId && marked.dataset.lineId === lineId) return false;
  if (marked) {
    marked.classList.remove('hl');
    marked.removeAttribute('aria-current');
  }
  if (!lineId) return marked !== null;
  const line = pre.querySelector('.line[data-line-id="' + CSS.escape(lineId) + '"]');
  if (!line) return marked !== null;
  line.classList.add('hl');
  line.setAttribute('aria-current', 'step');
  return true;
}

/** Scrolls the panel `pre`, not the page, so that its marked line shows. */
export function scrollToLine(pre) {
  const line = pre.querySelector('.line.hl');
  if (!line) return;
  const top = line.offsetTop;
  if (top < pre.scrollTop || top + line.offsetHeight > pre.scrollTop + pre.clientHeight) {
    pre.scrollTop = Math.max(0, top - pre.clientHeight / 3);
  }
}

/**
 * The caption under the listing: which seed, and the notes for the options
 * in force.
 * @param {string} algo
 * @param {string} lang
 * @param {{strict: boolean, depth: number|null, negamax?: boolean}} opts
 * @returns {string[]}
 */
export function captionFor(algo, lang, opts) {
  // The negamax view's listing is not a seed's: its note stands first.
  const out = [t(lang, opts.negamax && NEGAMAX[algo] ? 'code.negamax' : 'code.caption.' + algo)];
  if (opts.strict && algo !== 'minimax') out.push(t(lang, 'code.strict'));
  if (opts.depth !== null && opts.depth !== undefined) out.push(t(lang, 'code.depth'));
  return out;
}
