// The phases of a search by windows (docs/windows.md), read from its steps:
// PVS's null-window tests and re-searches of a child, MTD(f)'s passes and
// aspiration's searches of the root, and Star2's probes and search phase at
// a chance node (docs/chance.md). Each phase is a span of steps about
// one node with the window that node is searched with, so the drawing can
// write that window on the node's edge and the player can say which phase
// a step belongs to. Pure: the steps come from a function, so this runs
// under node (tests/unit/windows.test.mjs).

/** The step kinds that open a phase, and the phase each opens. */
const OPENS = { test: 'test', research: 'research', pass: 'pass', aspiration: 'aspiration', probe: 'probe' };

/** Whether a phase is open on `node` (the last one opened on it). */
function openOn(open, node) {
  for (let j = open.length - 1; j >= 0; j--) if (open[j].node === node) return j;
  return -1;
}

/**
 * The phases of a trace of `n` steps, in the order they open.
 *
 * A `test` or `research` step opens a phase on its node (the child, or the
 * root for aspiration's re-search), an `aspiration` step one on the root,
 * a `pass` step MTD(f)'s numbered pass, a `probe` step (Star2) a probe of
 * its node, a child of a chance node searched through its first reply.
 * The window is the one the node's next step (its `enter` or `eval`)
 * inherits. Under Star2 (`star2`), a `research` step about a chance node's
 * first child opens the chance node's search phase instead (kind
 * `search`, on the parent, with no window of its own): every child is
 * searched again, not only the first. A phase ends at its node's `fail`
 * (a test that failed), its `return` to its parent, the `proved` step of
 * a pass, or the end of the trace.
 *
 * @param {number} n  the number of steps
 * @param {(k: number) => {kind: string, node: number, parent?: number|null, alpha: *, beta: *}|null} stepAt  the StepDto of step k (1 ≤ k ≤ n)
 * @param {boolean} [star2]  the trace is Star2's
 * @returns {Array<{kind: string, node: number, from: number, to: number, alpha: *, beta: *, index: number}>}
 *   `index` counts the phases of the same kind from 1 (pass 1, pass 2…)
 */
export function windowPhases(n, stepAt, star2 = false) {
  return scanWindows(n, stepAt, star2).phases;
}

/**
 * `windowPhases`, and the steps that evaluate a node (`eval`; a table's
 * answer is no evaluation, as the engine's statistics count) in order,
 * read in the same pass: a search that searches a node again counts its
 * evaluations from the steps, since the snapshot shows only the last
 * visit's.
 * @param {number} n
 * @param {(k: number) => object|null} stepAt
 * @param {boolean} [star2]  the trace is Star2's (windowPhases)
 * @returns {{phases: ReturnType<typeof windowPhases>, evals: number[], probes: Array<{node: number, k: number, value: *, exact: string|null, max: boolean}>}}
 *   `probes`: under Star2, each probe's value as its child returns it
 *   (`max`: a MAX child's, a lower bound on it), in step order
 */
export function scanWindows(n, stepAt, star2 = false) {
  const out = [];
  const evals = [];
  const probes = [];
  const open = [];
  const counts = {};
  for (let k = 1; k <= n; k++) {
    const s = stepAt(k);
    if (!s) continue;
    if (s.kind === 'eval') evals.push(k);
    const search = star2 && s.kind === 'research' && s.parent !== null && s.parent !== undefined;
    const kind = search ? 'search' : OPENS[s.kind];
    if (kind) {
      const node = search ? s.parent : s.node;
      const next = k < n && !search ? stepAt(k + 1) : null;
      const win = next && next.node === s.node ? next : null;
      counts[kind] = (counts[kind] ?? 0) + 1;
      const phase = { kind, node, from: k, to: n, alpha: win ? win.alpha : null, beta: win ? win.beta : null, index: counts[kind] };
      out.push(phase);
      open.push(phase);
      continue;
    }
    if (s.kind === 'return' && s.chance?.probe !== undefined) {
      probes.push({ node: s.node, k, value: s.value, exact: s.chance.probe, max: s.chance.lo !== undefined });
    }
    if (s.kind === 'fail' || s.kind === 'return' || s.kind === 'proved') {
      const j = openOn(open, s.node);
      if (j >= 0) {
        open[j].to = k;
        open.splice(j, 1);
      }
    }
  }
  return { phases: out, evals, probes };
}

/**
 * How many of the sorted steps `evals` are at or before position k
 * (a binary search).
 * @param {number[]} evals
 * @param {number} k
 */
export function countUpTo(evals, k) {
  let lo = 0;
  let hi = evals.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (evals[mid] <= k) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The phases in force at position k, outermost first (a pass, then a test
 * inside it…).
 * @param {ReturnType<typeof windowPhases>} phases
 * @param {number} k
 */
export function phasesAt(phases, k) {
  return phases.filter((p) => p.from <= k && k <= p.to);
}

/** The algorithms whose searches have phases, and the options that add them. */
export function hasPhases(algo, aspiration) {
  return algo === 'pvs' || algo === 'mtdf' || algo === 'star2' || Boolean(aspiration);
}

/**
 * The phase's words to write before the engine's sentence, or '' when the
 * sentence already starts with them: Star2's probe step ("Probe of C.1
 * (MIN): …", French "Sondage de C.1 (Min) : …"), a probe's return
 * ("Probe of C.1: its first reply…") and its search phase's first step
 * ("Search phase of C: …") name their phase themselves, which is then
 * said once. A longer name (C.12 after C.1) is not the same phase. So is
 * a re-search's first step, which names its kind and its node ("Re-search
 * of R.2" before "Re-search: R.2 is searched again…", French "Nouvelle
 * recherche de R.2" before "Nouvelle recherche : R.2 est exploré…").
 * @param {string} phase  the phase's words (draw/phase.js phaseWords), '' for none
 * @param {string} sentence  the engine's
 * @returns {string}
 */
export function phaseLead(phase, sentence) {
  if (!phase) return phase;
  if (sentence.startsWith(phase)) {
    const next = sentence.charAt(phase.length);
    return next === '' || /[\s:;,.(]/u.test(next) ? '' : phase;
  }
  const named = /^(.+) (?:of|de) (\S+)$/u.exec(phase);
  if (named && [': ', ' : '].some((colon) => sentence.startsWith(`${named[1]}${colon}${named[2]} `))) return '';
  return phase;
}
