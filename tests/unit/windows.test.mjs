// Unit tests of www/js/core/windows.js: the phases of a search by windows
// read from its steps (PVS's tests and re-searches, MTD(f)'s passes), with
// the window each node is searched with. No browser, no engine: the steps
// are written here as the engine's StepDto would give them.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { windowPhases, phasesAt, hasPhases, scanWindows, countUpTo, phaseLead } from '../../www/js/core/windows.js';

const UP3 = 3.0000000000000004;

/** Steps 1…n from a list, as `session.step(k)` gives them. */
const from = (steps) => (k) => steps[k - 1] ?? null;

// PVS on [[3,12,8],[5,6,7]]: the second child R.2 (node 5) is tested with
// (3, 3⁺), fails high with 5, and is searched again with (3, +∞).
const PVS = [
  { kind: 'enter', node: 0, alpha: '-inf', beta: '+inf' },
  { kind: 'enter', node: 1, alpha: '-inf', beta: '+inf' },
  { kind: 'return', node: 1 },
  { kind: 'bound', node: 0 },
  { kind: 'test', node: 5, alpha: '-inf', beta: '+inf' },
  { kind: 'enter', node: 5, alpha: 3, beta: UP3 },
  { kind: 'eval', node: 6, alpha: 3, beta: UP3 },
  { kind: 'leave', node: 5 },
  { kind: 'fail', node: 5 },
  { kind: 'research', node: 5 },
  { kind: 'enter', node: 5, alpha: 3, beta: '+inf' },
  { kind: 'leave', node: 5 },
  { kind: 'return', node: 5 },
  { kind: 'leave', node: 0 },
];

test('a PVS test runs from its step to its fail, the re-search to the child’s return, each with its window', () => {
  const phases = windowPhases(PVS.length, from(PVS));
  assert.deepEqual(
    phases.map(({ kind, node, from: a, to, alpha, beta, index }) => [kind, node, a, to, alpha, beta, index]),
    [
      ['test', 5, 5, 9, 3, UP3, 1],
      ['research', 5, 10, 13, 3, '+inf', 1],
    ],
  );
  assert.deepEqual(phasesAt(phases, 4), []);
  assert.deepEqual(
    phasesAt(phases, 7).map((p) => p.kind),
    ['test'],
  );
  assert.deepEqual(
    phasesAt(phases, 12).map((p) => p.kind),
    ['research'],
  );
  assert.deepEqual(phasesAt(phases, 14), []);
});

test('MTD(f)’s passes are numbered, each ends at its proved step, and a test inside one nests', () => {
  const steps = [
    { kind: 'pass', node: 0 },
    { kind: 'enter', node: 0, alpha: 0, beta: Number.MIN_VALUE },
    { kind: 'leave', node: 0 },
    { kind: 'proved', node: 0 },
    { kind: 'pass', node: 0 },
    { kind: 'enter', node: 0, alpha: 3, beta: UP3 },
    { kind: 'test', node: 2 },
    { kind: 'eval', node: 2, alpha: 3, beta: UP3 },
    { kind: 'return', node: 2 },
    { kind: 'leave', node: 0 },
    { kind: 'proved', node: 0 },
  ];
  const phases = windowPhases(steps.length, from(steps));
  assert.deepEqual(
    phases.map((p) => [p.kind, p.index, p.from, p.to]),
    [
      ['pass', 1, 1, 4],
      ['pass', 2, 5, 11],
      ['test', 1, 7, 9],
    ],
  );
  assert.deepEqual(
    phasesAt(phases, 8).map((p) => p.kind),
    ['pass', 'test'],
  );
  assert.equal(phases[1].beta, UP3);
});

test('a phase never closed runs to the end; only PVS, MTD(f) and aspiration have phases', () => {
  const steps = [
    { kind: 'aspiration', node: 0 },
    { kind: 'enter', node: 0, alpha: 1, beta: 5 },
  ];
  assert.deepEqual(
    windowPhases(2, from(steps)).map((p) => [p.kind, p.from, p.to, p.alpha, p.beta]),
    [['aspiration', 1, 2, 1, 5]],
  );
  assert.equal(hasPhases('pvs'), true);
  assert.equal(hasPhases('mtdf'), true);
  assert.equal(hasPhases('alphabeta', { guess: 3, delta: 1 }), true);
  assert.equal(hasPhases('alphabeta'), false);
  assert.equal(hasPhases('alphabeta-hard', null), false);
});

test('evaluations are counted from the steps, a re-search’s too, and a table’s answer is none', () => {
  const steps = [
    { kind: 'eval', node: 2 },
    { kind: 'tthit', node: 3 },
    { kind: 'research', node: 1 },
    { kind: 'eval', node: 2 },
    { kind: 'eval', node: 4 },
  ];
  const { evals } = scanWindows(steps.length, from(steps));
  assert.deepEqual(evals, [1, 4, 5]);
  assert.deepEqual(
    [0, 1, 3, 4, 5, 9].map((k) => countUpTo(evals, k)),
    [0, 1, 1, 2, 3, 3],
  );
});

// Star2 on A:[4, C:chance[1/2: [5, 2, 8], 1/2: [5, 7]]] with bounds 0, 10
// (docs/chance.md, "A search phase"), its steps cut short: C (node 2)
// probes C.1 (3) and C.2 (7), each through its first reply, then its
// search phase searches both again.
const STAR2 = [
  { kind: 'enter', node: 2, parent: 0, alpha: 4, beta: '+inf' },
  { kind: 'probe', node: 3, parent: 2 },
  { kind: 'enter', node: 3, parent: 2, alpha: 0, beta: 10 },
  { kind: 'eval', node: 4, parent: 3, alpha: 0, beta: 10 },
  { kind: 'return', node: 3, parent: 2, value: 5, chance: { prob: '1/2', sum: '5/2', left: '1/2', probe: '5', hi: '15/2' } },
  { kind: 'probe', node: 7, parent: 2 },
  { kind: 'enter', node: 7, parent: 2, alpha: 3, beta: 10 },
  { kind: 'return', node: 7, parent: 2, value: 5, chance: { prob: '1/2', sum: '5', left: '0', probe: '5', hi: '5' } },
  { kind: 'research', node: 3, parent: 2 },
  { kind: 'enter', node: 3, parent: 2, alpha: 3, beta: 10 },
  { kind: 'return', node: 3, parent: 2 },
  { kind: 'return', node: 2, parent: 0 },
];

test('Star2: a probe is a phase on the child probed, with its window; the search phase is the chance node’s; the probes’ values are kept', () => {
  assert.equal(hasPhases('star2', null), true);
  const { phases, probes } = scanWindows(STAR2.length, from(STAR2), true);
  assert.deepEqual(
    phases.map((p) => [p.kind, p.node, p.from, p.to, p.alpha, p.beta]),
    [
      ['probe', 3, 2, 5, 0, 10],
      ['probe', 7, 6, 8, 3, 10],
      ['search', 2, 9, 12, null, null],
    ],
  );
  assert.deepEqual(probes, [
    { node: 3, k: 5, value: 5, exact: '5', max: false },
    { node: 7, k: 8, value: 5, exact: '5', max: false },
  ]);
  // Without the flag a research is PVS's, on its node.
  assert.deepEqual(
    windowPhases(STAR2.length, from(STAR2)).map((p) => [p.kind, p.node]),
    [
      ['probe', 3],
      ['probe', 7],
      ['research', 3],
    ],
  );
});

test('a sentence that names its phase itself gets no lead: the phase is said once', () => {
  assert.equal(phaseLead('Probe of C.1', 'Probe of C.1 (MIN): only its first reply C.1.1 is searched.'), '');
  assert.equal(phaseLead('Probe of C.1', 'Probe of C.1: its first reply C.1.1 returns 5, so C.1 ≤ 5.'), '');
  assert.equal(phaseLead('Sondage de C.1', 'Sondage de C.1 (Min) : seule sa première réponse C.1.1 est cherchée.'), '');
  assert.equal(phaseLead('Sondage de C.1', 'Sondage de C.1 : sa première réponse C.1.1 renvoie 5.'), '');
  assert.equal(phaseLead('Phase de recherche de C', 'Phase de recherche de C : les sondages (W = 5) …'), '');
  assert.equal(phaseLead('Search phase of C', 'Search phase of C: the probes (W = 5) …'), '');
  // Any other step keeps its phase's words; a longer name is another node.
  assert.equal(phaseLead('Probe of C.1', 'Enter C.1 (MIN): m starts at +∞.'), 'Probe of C.1');
  assert.equal(phaseLead('Probe of C.1', 'Probe of C.12 (MIN): …'), 'Probe of C.1');
  assert.equal(phaseLead('', 'Enter A (MAX).'), '');
  assert.equal(phaseLead('Pass 2', 'Pass 2'), '');
  // A re-search's first step names its kind and its node: "Re-search of R.2 · Re-search: R.2 is searched again" said it twice.
  assert.equal(phaseLead('Re-search of R.2', 'Re-search: R.2 is searched again with R’s full window (3, +∞) (α = 3); …'), '');
  assert.equal(phaseLead('Nouvelle recherche de R.2', 'Nouvelle recherche : R.2 est exploré de nouveau avec la fenêtre complète de R, …'), '');
  assert.equal(phaseLead('Re-search of R.2', 'Re-search: R.21 is searched again …'), 'Re-search of R.2');
  assert.equal(phaseLead('Re-search of R.2', 'Leaf R.2.1 is evaluated: 4.'), 'Re-search of R.2');
});
