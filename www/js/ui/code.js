// The code panel: each algorithm's listing (ui/listings.js: as a seed text
// writes it, or in seed 001's style), built into the panel, and which line
// of it runs at a given step. On a chance tree minimax shows expectiminimax
// and α-β Star1, whose chance nodes run a procedure of their own. The
// mapping from a step to a line is plain data and small functions
// (`lineFor`), so that a new algorithm or listing is one more table entry.

import { t } from '../i18n/i18n.js';
import { LISTINGS, NEGAMAX } from './listings.js';

/**
 * The id of the listing line that runs at a step.
 *
 * The rules, by step kind: entering an inner node runs its initialisation
 * (`m = α`, `u = −∞`, or the `case` of minimax); entering or evaluating a
 * leaf (or a node at the depth limit) runs the leaf test; a child's return
 * runs the update of the parent's m; a bound step runs `α = max(α, u)`; a
 * cut runs the test that returns early; leaving an inner node runs the final
 * return, or the early return if that node was cut. On a chance tree, a
 * chance node's steps run its own procedure's lines (CHANCE_LINES).
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
  const chanceLine = CHANCE_LINES[algo] ? chanceLineFor(CHANCE_LINES[algo], step, tree, facts) : null;
  if (chanceLine) return chanceLine;
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

/** The listing a chance tree shows for an algorithm, with its chance nodes' procedure (listings.js). */
const CHANCE_LISTINGS = { minimax: 'expectiminimax', alphabeta: 'star1' };

/**
 * The lines a chance node's steps run in those listings, by step kind
 * (`return`: a child's return to it) and, for Star1, by the kind of its
 * cut (docs/chance.md, "Star1"): `eval` is Star1's chance node at the
 * depth limit; a step without an entry here runs the decision nodes' line
 * (expectiminimax's chance node at the depth limit: its line 1, the test
 * that runs before the player's case).
 */
const CHANCE_LINES = {
  minimax: { enter: 'chance.case', return: 'chance.add', leave: 'chance.ret' },
  alphabeta: { enter: 'c.init', eval: 'c.leaf', return: 'c.update', leave: 'c.ret', 'chance-low': 'c.low', 'chance-high': 'c.high' },
};

/**
 * The line of `lines` (a CHANCE_LINES entry) that a step at a chance node
 * runs, or null when the step is not at one (a return is at its parent).
 */
function chanceLineFor(lines, step, tree, facts) {
  const at = step.kind === 'return' ? step.parent : step.node;
  if (at === null || at === undefined || !tree.nodes[at]?.isChance) return null;
  if (step.kind === 'cut') return lines[step.cut?.kind] ?? null;
  if (step.kind !== 'leave') return lines[step.kind] ?? null;
  if (facts.evaluated) return lines.eval ?? null;
  return facts.wasCut ? (lines[facts.cutKind] ?? null) : lines.leave;
}

/**
 * The listing shown: the negamax view's, else a chance tree's, else the
 * algorithm's own (seed 001's α-β for an algorithm without one).
 * @param {string} algo
 * @param {{negamax?: boolean, chance?: boolean}} opts
 */
function listingFor(algo, opts) {
  if (opts.negamax && NEGAMAX[algo]) return NEGAMAX[algo];
  return LISTINGS[(opts.chance && CHANCE_LISTINGS[algo]) || algo] || LISTINGS.alphabeta;
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
 * @param {{strict: boolean, negamax?: boolean, chance?: boolean}} opts  `chance`: the
 *   tree has chance nodes (CHANCE_LISTINGS)
 */
export function buildCode(pre, algo, lang, opts) {
  pre.replaceChildren();
  const code = document.createElement('code');
  const lines = listingFor(algo, opts);
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

/**
 * Scrolls the panel `pre`, not the page, so that its marked line shows: a
 * third of the way down, or higher when a long line, wrapped in a narrow
 * panel (a projector's side in large text), would not show whole there.
 */
export function scrollToLine(pre) {
  const line = pre.querySelector('.line.hl');
  if (!line) return;
  const top = line.offsetTop;
  if (top < pre.scrollTop || top + line.offsetHeight > pre.scrollTop + pre.clientHeight) {
    pre.scrollTop = Math.max(0, top - Math.max(0, Math.min(pre.clientHeight / 3, pre.clientHeight - line.offsetHeight)));
  }
}

/**
 * The caption under the listing: which seed, and the notes for the options
 * in force.
 * @param {string} algo
 * @param {string} lang
 * @param {{strict: boolean, depth: number|null, negamax?: boolean, chance?: boolean}} opts
 * @returns {string[]}
 */
export function captionFor(algo, lang, opts) {
  // The negamax view's listing is not a seed's: its note stands first.
  const listing = (opts.chance && CHANCE_LISTINGS[algo]) || algo;
  const out = [t(lang, opts.negamax && NEGAMAX[algo] ? 'code.negamax' : 'code.caption.' + listing)];
  if (opts.strict && algo !== 'minimax') out.push(t(lang, 'code.strict'));
  if (opts.depth !== null && opts.depth !== undefined) out.push(t(lang, 'code.depth'));
  return out;
}
