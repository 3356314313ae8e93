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
    { id: 'top.call', ind: 1, text: { fr: '1. retourne l’action choisie par TOUR-MAX(noeudInitial, −∞, ∞)', en: '1. return the action chosen by MAX-TURN(initialNode, −∞, ∞)' } },
    { id: null, text: '' },
    { id: 'max.head', text: { fr: 'Algorithme TOUR-MAX(n, α, β)', en: 'Algorithm MAX-TURN(n, α, β)' } },
    { id: 'max.leaf', ind: 1, text: { fr: '1. si n correspond à une fin de partie, alors retourner UTILITÉ(n)', en: '1. if n is an end of game, then return UTILITY(n)' } },
    { id: 'max.init', ind: 1, text: { fr: '2. u = −∞, a = void', en: '2. u = −∞, a = void' } },
    { id: 'max.for', ind: 1, text: { fr: '3. pour chaque paire (a′, n′) donnée par TRANSITION(n)', en: '3. for each pair (a′, n′) given by TRANSITION(n)' } },
    { id: 'max.update', ind: 2, text: { fr: '4. si l’utilité de TOUR-MIN(n′, α, β) ≥ u alors affecter a = a′, u = utilité de TOUR-MIN(n′, α, β)', en: '4. if the utility of MIN-TURN(n′, α, β) ≥ u then set a = a′, u = utility of MIN-TURN(n′, α, β)' } },
    { id: 'max.cut', ind: 2, text: { fr: '5. si u ≥ β alors retourner l’utilité u et l’action a', en: '5. if u ≥ β then return the utility u and the action a' }, cmp: ['u ≥ β', 'u > β'] },
    { id: 'max.bound', ind: 2, text: { fr: '6. α = max(α, u)', en: '6. α = max(α, u)' } },
    { id: 'max.ret', ind: 1, text: { fr: '7. retourner l’utilité u et l’action a', en: '7. return the utility u and the action a' } },
    { id: null, text: '' },
    { id: 'min.head', text: { fr: 'Algorithme TOUR-MIN(n, α, β)', en: 'Algorithm MIN-TURN(n, α, β)' } },
    { id: 'min.leaf', ind: 1, text: { fr: '1. si n correspond à une fin de partie, alors retourner UTILITÉ(n)', en: '1. if n is an end of game, then return UTILITY(n)' } },
    { id: 'min.init', ind: 1, text: { fr: '2. u = ∞, a = void', en: '2. u = ∞, a = void' } },
    { id: 'min.for', ind: 1, text: { fr: '3. pour chaque paire (a′, n′) donnée par TRANSITION(n)', en: '3. for each pair (a′, n′) given by TRANSITION(n)' } },
    { id: 'min.update', ind: 2, text: { fr: '4. si l’utilité de TOUR-MAX(n′, α, β) ≤ u alors affecter a = a′, u = utilité de TOUR-MAX(n′, α, β)', en: '4. if the utility of MAX-TURN(n′, α, β) ≤ u then set a = a′, u = utility of MAX-TURN(n′, α, β)' } },
    { id: 'min.cut', ind: 2, text: { fr: '5. si u ≤ α alors retourner l’utilité u et l’action a', en: '5. if u ≤ α then return the utility u and the action a' }, cmp: ['u ≤ α', 'u < α'] },
    { id: 'min.bound', ind: 2, text: { fr: '6. β = min(β, u)', en: '6. β = min(β, u)' } },
    { id: 'min.ret', ind: 1, text: { fr: '7. retourner l’utilité u et l’action a', en: '7. return the utility u and the action a' } },
  ],
};

/** The algorithms the page offers, in the order of the picker. */
export const ALGOS = ['minimax', 'alphabeta', 'alphabeta-hard'];

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
  if (!step) return algo === 'alphabeta' ? 'top.call' : 'head';
  const node = tree.nodes[step.node];
  const own = node ? node.player : step.player;
  const leafLike = Boolean((node && node.isLeaf) || facts.evaluated);
  const leafLine = (player) => (algo === 'alphabeta' ? player + '.leaf' : 'leaf');
  switch (step.kind) {
    case 'enter':
      if (node && node.isLeaf) return leafLine(own);
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
  const lines = LISTINGS[algo] || LISTINGS.alphabeta;
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
    let text = typeof line.text === 'string' ? line.text : line.text[lang] || line.text.fr;
    if (opts.strict && line.cmp) text = text.replace(line.cmp[0], line.cmp[1]);
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
 * @param {{strict: boolean, depth: number|null}} opts
 * @returns {string[]}
 */
export function captionFor(algo, lang, opts) {
  const out = [t(lang, 'code.caption.' + algo)];
  if (opts.strict && algo !== 'minimax') out.push(t(lang, 'code.strict'));
  if (opts.depth !== null && opts.depth !== undefined) out.push(t(lang, 'code.depth'));
  return out;
}
