// The code panel's listings: each algorithm as a seed text writes it (the
// listings are quotations, so they stay as the seeds wrote them, French
// identifiers included; only seed 001's prose pseudo-code has an English
// translation), the algorithms in seed 001's style that no seed writes
// (PVS, MTD(f), Star2, and on a chance tree expectiminimax and Star1), and
// the negamax view's. Plain data: `ui/code.js` builds them and maps a step
// to a line of them (`lineFor`).

/**
 * A listing is a list of lines. Each line has an `id` (used by `lineFor`)
 * or null for lines no step points at, the text (a string, or {fr, en} when
 * it is translated), its indentation level, and `cmp` when the line holds a
 * cut test whose comparison changes under the strict tie option.
 */
export const LISTINGS = {
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

  // Expectiminimax (Russell and Norvig, AIMA 3rd ed., §5.5), shown for
  // minimax on a chance tree, in seed 001's style: the book's four cases,
  // MAX's and MIN's as the seed 002 listing splits them (the case, then its
  // return), and the chance case's Σ P(r)·EXPECTIMINIMAX(RESULT(s, r))
  // written as the running sum S the narration tells. Not a seed's text.
  expectiminimax: [
    { id: 'head', text: { fr: 'Algorithme EXPECTIMINIMAX(s)', en: 'Algorithm EXPECTIMINIMAX(s)' } },
    { id: 'leaf', ind: 1, text: { fr: '1. si TEST-TERMINAL(s), alors retourner UTILITÉ(s)', en: '1. if TERMINAL-TEST(s), then return UTILITY(s)' } },
    { id: 'max.case', ind: 1, text: { fr: '2. si JOUEUR(s) = MAX :', en: '2. if PLAYER(s) = MAX:' } },
    {
      id: 'max.ret',
      ind: 2,
      text: { fr: '3. retourner le maximum sur a de EXPECTIMINIMAX(RÉSULTAT(s, a))', en: '3. return the maximum over a of EXPECTIMINIMAX(RESULT(s, a))' },
    },
    { id: 'min.case', ind: 1, text: { fr: '4. si JOUEUR(s) = MIN :', en: '4. if PLAYER(s) = MIN:' } },
    {
      id: 'min.ret',
      ind: 2,
      text: { fr: '5. retourner le minimum sur a de EXPECTIMINIMAX(RÉSULTAT(s, a))', en: '5. return the minimum over a of EXPECTIMINIMAX(RESULT(s, a))' },
    },
    { id: 'chance.case', ind: 1, text: { fr: '6. si JOUEUR(s) = HASARD : S = 0', en: '6. if PLAYER(s) = CHANCE: S = 0' } },
    {
      id: 'chance.add',
      ind: 2,
      text: {
        fr: '7. pour chaque issue r, de probabilité P(r) : S = S + P(r)·EXPECTIMINIMAX(RÉSULTAT(s, r))',
        en: '7. for each outcome r, of probability P(r): S = S + P(r)·EXPECTIMINIMAX(RESULT(s, r))',
      },
    },
    {
      id: 'chance.ret',
      ind: 2,
      text: {
        fr: '8. retourner S, soit Σ P(r)·EXPECTIMINIMAX(RÉSULTAT(s, r)) sur les issues r',
        en: '8. return S, that is Σ P(r)·EXPECTIMINIMAX(RESULT(s, r)) over the outcomes r',
      },
    },
  ],
};

/** Seed 001's line 4 on a chance tree: a child is searched by VALUE, since it may be a chance node. */
const VALUE_UPDATE = {
  max: {
    fr: '4. si l’utilité de VALEUR(n′, α, β) ≥ u alors affecter a = a′, u = utilité de VALEUR(n′, α, β)',
    en: '4. if the utility of VALUE(n′, α, β) ≥ u then set a = a′, u = utility of VALUE(n′, α, β)',
  },
  min: {
    fr: '4. si l’utilité de VALEUR(n′, α, β) ≤ u alors affecter a = a′, u = utilité de VALEUR(n′, α, β)',
    en: '4. if the utility of VALUE(n′, α, β) ≤ u then set a = a′, u = utility of VALUE(n′, α, β)',
  },
};

/** Seed 001's TOUR-MAX or TOUR-MIN (`player`) as the slides write it, but for its line 4 (VALUE_UPDATE). */
function turn(player) {
  return LISTINGS.alphabeta
    .filter((line) => line.id?.startsWith(player + '.'))
    .map((line) => (line.id === player + '.update' ? { ...line, text: VALUE_UPDATE[player] } : line));
}

// Star1 (docs/chance.md, "Star1"; Ballard 1983, named as Hauk, Buro and
// Schaeffer name it, 2004), shown for α-β on a chance tree: seed 001's
// TOUR-MAX and TOUR-MIN, whose child may now be a chance node (VALUE
// calls the procedure of its kind), and CHANCE as crate/src/search/chance.rs
// runs it: S from 0, each outcome searched with the window its Aᵢ, Bᵢ
// leave, then hi = S + U·R and lo = S + L·R tested against α and β.
// Not a seed's text: the caption says so.
LISTINGS.star1 = [
  { id: 'top.head', text: { fr: 'Algorithme STAR1(noeudInitial)', en: 'Algorithm STAR1(initialNode)' } },
  {
    id: 'top.call',
    ind: 1,
    text: { fr: '1. retourne l’action choisie par VALEUR(noeudInitial, −∞, ∞)', en: '1. return the action chosen by VALUE(initialNode, −∞, ∞)' },
  },
  {
    id: null,
    ind: 1,
    text: {
      fr: 'où VALEUR(n, α, β) est TOUR-MAX, TOUR-MIN ou HASARD(n, α, β), selon que n est MAX, MIN ou de hasard',
      en: 'where VALUE(n, α, β) is MAX-TURN, MIN-TURN or CHANCE(n, α, β), as n is a MAX, MIN or chance node',
    },
  },
  { id: null, text: '' },
  ...turn('max'),
  { id: null, text: '' },
  ...turn('min'),
  { id: null, text: '' },
  {
    id: 'c.head',
    text: {
      fr: 'Algorithme HASARD(n, α, β) : issues nᵢ de probabilités pᵢ, feuilles dans [L, U]',
      en: 'Algorithm CHANCE(n, α, β): outcomes nᵢ of probabilities pᵢ, leaves in [L, U]',
    },
  },
  { id: 'c.leaf', ind: 1, text: { fr: '1. si n est à la profondeur P, alors retourner h(n)', en: '1. if n is at depth P, then return h(n)' } },
  { id: 'c.init', ind: 1, text: { fr: '2. S = 0 (la somme des pⱼ·vⱼ des issues explorées)', en: '2. S = 0 (the sum of pⱼ·vⱼ over the outcomes searched)' } },
  {
    id: 'c.for',
    ind: 1,
    text: {
      fr: '3. pour chaque issue nᵢ, dans l’ordre, R la masse de probabilité après nᵢ',
      en: '3. for each outcome nᵢ, in order, R the probability mass after nᵢ',
    },
  },
  { id: 'c.call', ind: 2, text: { fr: '4. vᵢ = VALEUR(nᵢ, max(Aᵢ, L), min(Bᵢ, U)), où :', en: '4. vᵢ = VALUE(nᵢ, max(Aᵢ, L), min(Bᵢ, U)), where:' } },
  { id: null, ind: 3, text: { fr: '5. Aᵢ = (α − S − U·R)/pᵢ et Bᵢ = (β − S − L·R)/pᵢ', en: '5. Aᵢ = (α − S − U·R)/pᵢ and Bᵢ = (β − S − L·R)/pᵢ' } },
  { id: 'c.update', ind: 2, text: { fr: '6. S = S + pᵢ·vᵢ ; hi = S + U·R, lo = S + L·R', en: '6. S = S + pᵢ·vᵢ; hi = S + U·R, lo = S + L·R' } },
  {
    id: 'c.low',
    ind: 2,
    text: { fr: '7. si hi ≤ α, alors retourner hi (échec bas)', en: '7. if hi ≤ α, then return hi (fails low)' },
    cmp: ['hi ≤ α', 'hi < α'],
  },
  {
    id: 'c.high',
    ind: 2,
    text: { fr: '8. si lo ≥ β, alors retourner lo (échec haut)', en: '8. if lo ≥ β, then return lo (fails high)' },
    cmp: ['lo ≥ β', 'lo > β'],
  },
  { id: 'c.ret', ind: 1, text: { fr: '9. retourner S', en: '9. return S' } },
];

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
export const NEGAMAX = {
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
