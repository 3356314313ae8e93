// "Ask the class": each step is first shown as a question, its answer
// hidden, and the next press reveals it (docs/course.md). What is pure
// about it lives here, so that the page (screen.js) and the small player
// (miniview.js) ask the same way and tests/unit/ask.test.mjs checks it
// without a browser:
//
// - the position is a step k and whether its answer is hidden (`asking`);
//   `askMove` is where Next and Previous go from there;
// - the question of step k is drawn from the snapshot of k − 1 (what the
//   class has seen so far) with the step's node as the current node
//   (`questionSnap`): every value, bound, cut mark and pruned subtree that
//   step k would newly show is left out, and the fields it answers are
//   marked (`asked`), so that the drawing and the node panel write "?"
//   there;
// - the sentence that asks depends only on the step's kind
//   (`questionKey`): "What does R.2 return?", "Does R.2 cut here?".

/** `asked` bits: the node's ↓α ↓β are the answer, and its ↑ m is. */
export const ASK_WINDOW = 1;
export const ASK_M = 2;

/** The snapshot's state codes this module reads (snapshot.js STATES). */
const UNVISITED = 0;
const PATH = 1;
const EVALUATED = 3;

/** The columns of a node's numbers, compared between the two snapshots. */
const WINDOW_FIELDS = ['alpha', 'beta', 'alphaSrc', 'betaSrc'];
const M_FIELDS = ['m', 'bound'];

/**
 * The steps whose node is itself the answer (the move tried first: a
 * killer move, or the move an earlier iteration found): their question
 * keeps the previous step's current node, so as not to ring the answer.
 */
const NODE_IS_ANSWER = new Set(['killer', 'deepen']);

/**
 * Where Next (`dir` 1) or Previous (−1) goes from position `pos` ({k,
 * asking}) of `n` steps, with the class asked: Next asks step k + 1, then
 * reveals it; Previous goes from a revealed step back to its question,
 * and from a question to the step before, revealed. Position 0 has no
 * question.
 * @param {{k: number, asking: boolean}} pos
 * @param {number} dir  1 or -1
 * @param {number} n  the step count
 * @returns {{k: number, asking: boolean}}
 */
export function askMove(pos, dir, n) {
  const { k, asking } = pos;
  if (dir > 0) {
    if (asking) return { k, asking: false };
    return k < n ? { k: k + 1, asking: true } : { k, asking: false };
  }
  if (asking) return { k: Math.max(0, k - 1), asking: false };
  return k > 0 ? { k, asking: true } : { k: 0, asking: false };
}

/** Whether column `f` differs at node `i` between two snapshots (NaN equals NaN). */
function differs(a, b, f, i) {
  const x = a[f][i];
  const y = b[f][i];
  return !(x === y || (Number.isNaN(x) && Number.isNaN(y)));
}

/** Whether the snapshot shows something in the node's window, or in its m. */
const hasWindow = (snap, i) => !Number.isNaN(snap.alpha[i]);
const hasM = (snap, i) => !Number.isNaN(snap.m[i]);

/**
 * The fields of each node that step k answers, as `asked` bits: those
 * that differ between `prev` (k − 1) and `snap` (k) and that k shows
 * (a field k clears, as a new pass of MTD(f) clears the tree, asks
 * nothing), and on a return the parent's m, which the class is asked
 * for even when it does not move (a "?" only where it moves would say
 * that it stays).
 */
function askedFields(prev, snap, step) {
  const n = snap.state.length;
  const asked = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    if (hasWindow(snap, i) && WINDOW_FIELDS.some((f) => differs(prev, snap, f, i))) asked[i] |= ASK_WINDOW;
    if (hasM(snap, i) && M_FIELDS.some((f) => differs(prev, snap, f, i))) asked[i] |= ASK_M;
  }
  const parent = snap.current;
  if (step?.kind === 'return' && parent !== null && parent !== undefined && hasM(snap, parent)) asked[parent] |= ASK_M;
  return asked;
}

/**
 * The question of step k as a packed snapshot (snapshot.js), for the
 * drawing and the node panel: the numbers, the cuts and the states of
 * `prev` (position k − 1), with the current node and path of `snap`
 * (position k), the node entered or evaluated at k shown reached, and
 * `asked` (by node, ASK_WINDOW | ASK_M) naming the fields step k answers.
 * The typed arrays of `prev` are shared, not copied, except `state`.
 * @param {object} prev  the packed snapshot of k − 1
 * @param {object} snap  the packed snapshot of k
 * @param {object|null} step  the StepDto of k
 * @returns {object} a packed snapshot with `asked`
 */
export function questionSnap(prev, snap, step) {
  const keepNode = step !== null && NODE_IS_ANSWER.has(step.kind);
  const state = prev.state.slice();
  for (let i = 0; i < state.length; i++) {
    // The node the step enters or evaluates is where the class looks.
    const now = snap.state[i];
    if (state[i] === UNVISITED && (now === PATH || now === EVALUATED) && !keepNode) state[i] = now;
  }
  return {
    k: snap.k,
    // The step whose numbers the class has seen: the interval bar reads
    // its interval there (core/interval.js barAt), not the answer's.
    seen: prev.k,
    current: keepNode ? prev.current : snap.current,
    path: keepNode ? prev.path : snap.path,
    cuts: prev.cuts,
    state,
    alpha: prev.alpha,
    beta: prev.beta,
    m: prev.m,
    alphaSrc: prev.alphaSrc,
    betaSrc: prev.betaSrc,
    bound: prev.bound,
    asked: askedFields(prev, snap, step),
  };
}

/**
 * The question's catalogue key for a step, and the node it names (the
 * parent for a return and a killer move: the node whose m or order is
 * asked about; the sentence may name the step's own node too). The key depends on the step's kind
 * only, with the algorithm for an entry (minimax inherits no window) and
 * the bound for fail-soft's `bound` step (α at MAX, β at MIN).
 * @param {object} step  a StepDto
 * @param {string} algo
 * @returns {{key: string, node: number}}
 */
export function questionKey(step, algo) {
  const parent = step.parent ?? step.node;
  switch (step.kind) {
    case 'enter':
      return { key: algo === 'minimax' ? 'question.enter.minimax' : 'question.enter', node: step.node };
    case 'eval':
      return { key: step.usesH ? 'question.eval.h' : 'question.eval', node: step.node };
    case 'return':
      return { key: 'question.return', node: parent };
    case 'bound':
      return { key: step.which === 'beta' ? 'question.bound.beta' : 'question.bound.alpha', node: step.node };
    case 'killer':
      return { key: 'question.killer', node: parent };
    case 'fail':
      // Aspiration windows' failure is the root's; PVS's, a child's test.
      return { key: step.parent === null || step.parent === undefined ? 'question.fail.root' : 'question.fail', node: step.node };
    case 'cut':
    case 'leave':
    case 'deepen':
    case 'tthit':
    case 'test':
    case 'research':
    case 'aspiration':
    case 'pass':
    case 'proved':
      return { key: 'question.' + step.kind, node: step.node };
    default:
      return { key: 'question.other', node: step.node };
  }
}
