// End-to-end tests of the code panel on chance trees (docs/chance.md,
// ui/code.js, ui/listings.js): minimax there shows expectiminimax (AIMA
// §5.5) and α-β shows Star1, each with a procedure for chance nodes, and
// at every step whose current node (the ringed node of the drawing) is a
// chance node, the line marked as running is one of that procedure's, as
// a person reads the listing: the line, or a line it stands indented
// under (measured on screen), names CHANCE (HASARD in French), and none of
// them is a MAX or MIN line (a MIN case, min{…}, u = ∞, MIN-TURN). A
// decision node keeps its lines. The listing is at least 14 px in large
// text at 1024×768 and its marked line is in view, whole (its wrapped rows
// too) in the listing's narrow box, and no line is cut off at its right. Screenshots in
// target/shots/chancecode-*.png.
//
// Run: node --test tests/chancecode.test.mjs

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { REPO_ROOT } from './support/server.mjs';
import { assertNoErrors } from './support/browser.mjs';
import { useBrowser } from './support/suite.mjs';
import { openFolded, twoFrames } from './support/screens.mjs';

const SHOTS = path.join(REPO_ROOT, 'target', 'shots');
const env = useBrowser();
const PROJECTOR = { viewport: { width: 1024, height: 768 } };

/** A line that names the chance node's procedure or case. */
const CHANCE = /\bCHANCE\b|\bHASARD\b/;
/** A line of MAX's or MIN's: their case, procedure, min{…}/max{…} or u = ±∞. */
const DECISION = /\bMAX\b|\bMIN\b|MAX-TURN|MIN-TURN|TOUR-MAX|TOUR-MIN|\bm(?:in|ax)\{|u = −?∞/;

async function stepCount(page) {
  const match = /^(\d+) \/ (\d+)$/.exec((await page.textContent('#counter')).trim());
  assert.ok(match, 'the counter reads k / N');
  return Number(match[2]);
}

/**
 * What a person sees at this step: the drawing's current node (ringed) and
 * whether it is drawn as a chance node (a circle), the narration, and the
 * listing's marked line: its text, the lines it stands under (each the
 * nearest line above drawn further left, up to the procedure's title), its
 * size, and whether the element at its centre is in it (the panel scrolled
 * into view, as a reader scrolls the side once).
 */
function seen(page) {
  return page.evaluate(() => {
    const current = document.querySelector('#tree g.node[data-current]');
    document.querySelector('.code-panel').scrollIntoView({ block: 'nearest' });
    const lines = [...document.querySelectorAll('#code .line')];
    const line = document.querySelector('#code .line.hl');
    const out = {
      node: current ? Number(current.dataset.nodeId) : null,
      chance: Boolean(current?.querySelector('circle.shape')),
      narration: document.getElementById('narration').textContent,
      line: null,
    };
    if (!line) return out;
    // Where a line's text starts on screen (its first glyph: the text of a
    // long line wraps under it, further left, with a hanging indent).
    const left = (l) => {
      const range = document.createRange();
      range.selectNodeContents(l.querySelector('.src'));
      return range.getClientRects()[0]?.left ?? Number.POSITIVE_INFINITY;
    };
    const under = [];
    let x = left(line);
    for (let i = lines.indexOf(line) - 1; i >= 0 && x > 0; i--) {
      const text = lines[i].querySelector('.src').textContent;
      if (text.trim() && left(lines[i]) < x - 1) {
        under.push(text);
        x = left(lines[i]);
      }
    }
    const r = line.getBoundingClientRect();
    const box = document.getElementById('code').getBoundingClientRect();
    const at = document.elementFromPoint(r.x + Math.min(r.width / 2, 40), r.y + r.height / 2);
    out.line = {
      id: line.dataset.lineId,
      text: line.querySelector('.src').textContent,
      under,
      px: Number.parseFloat(getComputedStyle(line.querySelector('.src')).fontSize),
      inView: Boolean(at && line.contains(at)),
      // All its wrapped rows inside the listing's box, when the box can hold them.
      whole: (r.top >= box.top - 1 && r.bottom <= box.bottom + 1) || r.height > box.height,
      // A word wider than the listing would be cut off at its right edge.
      clipped: document.getElementById('code').scrollWidth > document.getElementById('code').clientWidth + 1,
    };
    return out;
  });
}

/**
 * Steps `fragment` from its first step to its last (Page Down), and returns
 * what `seen` saw at each, with the problems: a chance node's step whose
 * line is not a chance line or is a MAX/MIN line, a decision node's step
 * marked in the chance procedure, a line under 14 px or out of view.
 */
async function walk(fragment, shotAt = null) {
  const { page, errors, context } = await openFolded(env, fragment, PROJECTOR);
  const n = await stepCount(page);
  const steps = [];
  const problems = [];
  for (let k = 1; k <= n; k++) {
    await page.keyboard.press('PageDown');
    await page.waitForFunction((want) => document.getElementById('counter').textContent.trim().startsWith(`${want} /`), k);
    await twoFrames(page);
    const s = await seen(page);
    steps.push(s);
    const where = `${fragment}, step ${k} (node ${s.node})`;
    if (!s.line) {
      problems.push(`${where}: no line marked`);
      continue;
    }
    const read = [s.line.text, ...s.line.under];
    if (s.chance) {
      if (!/chance node|nœud de hasard/.test(s.narration)) problems.push(`${where}: the narration does not speak of a chance node: ${s.narration}`);
      if (!read.some((text) => CHANCE.test(text))) problems.push(`${where}: "${s.line.text}" is not in the chance procedure (${s.line.under.join(' < ')})`);
      const wrong = read.find((text) => DECISION.test(text));
      if (wrong) problems.push(`${where}: "${s.line.text}" is a MAX/MIN line ("${wrong}") at a chance node`);
    } else if (read.some((text) => CHANCE.test(text))) {
      problems.push(`${where}: a decision node or leaf marks "${s.line.text}", in the chance procedure`);
    }
    if (s.line.px < 14) problems.push(`${where}: the listing is ${s.line.px} px`);
    if (!s.line.inView) problems.push(`${where}: the marked line is not in view`);
    if (s.line.clipped) problems.push(`${where}: the listing is wider than its box: a line is cut off`);
    if (!s.line.whole) problems.push(`${where}: "${s.line.text}" shows only in part in the listing's box`);
    if (k === shotAt) {
      await mkdir(SHOTS, { recursive: true });
      const name = `chancecode-${fragment.includes('star1') ? 'star1' : 'expectimax'}-${k}.png`;
      await page.locator('.code-panel').screenshot({ path: path.join(SHOTS, name) });
      await page.screenshot({ path: path.join(SHOTS, name.replace('.png', '-page.png')) });
    }
  }
  const facts = await page.evaluate(() => ({
    head: document.querySelector('#code .line .src').textContent,
    code: document.getElementById('code').textContent,
    caption: document.querySelector('.code-panel .caption').textContent,
    negamaxOff: document.getElementById('negamax').disabled,
  }));
  assertNoErrors(errors);
  await context.close();
  return { steps, problems, facts };
}

/** The steps (1-based) whose current node is drawn as a chance node. */
const chanceSteps = (steps) => steps.flatMap((s, i) => (s.chance ? [i + 1] : []));

test('expectimax under minimax: expectiminimax’s listing, and every step at a chance node marks its CHANCE case, never MIN’s', async () => {
  const { steps, problems, facts } = await walk('preset=expectimax&algo=minimax&large=1&lang=en', 4);
  assert.deepEqual(problems, []);
  // B's entry, its three outcomes' returns and its end; C's the same with two.
  assert.deepEqual(chanceSteps(steps), [2, 4, 6, 8, 9, 11, 13, 15, 16]);
  assert.equal(facts.head, 'Algorithm EXPECTIMINIMAX(s)');
  assert.match(facts.caption, /Expectiminimax \(Russell and Norvig, AIMA 3rd ed\., §5\.5\)/);
  assert.ok(facts.negamaxOff, 'no negamax view on a chance tree (a chance node has no side to move)');
  assert.match(steps[1].line.text, /^6\. if PLAYER\(s\) = CHANCE: S = 0$/);
  assert.match(steps[3].line.text, /^7\. for each outcome r, of probability P\(r\): S = S \+ P\(r\)·EXPECTIMINIMAX\(RESULT\(s, r\)\)$/);
  assert.match(steps[8].line.text, /^8\. return S, that is Σ P\(r\)·EXPECTIMINIMAX\(RESULT\(s, r\)\)/);
  // A, a MAX node, keeps seed 002's case and return; the leaves their test.
  assert.deepEqual(
    [0, 2, 9, 17].map((i) => steps[i].line.id),
    ['max.case', 'leaf', 'max.ret', 'max.ret'],
  );
});

test('star1 under α-β: Star1’s listing, and every step at a chance node marks CHANCE’s lines (S from 0, hi and lo), never MIN-TURN’s', async () => {
  const { steps, problems, facts } = await walk('preset=star1&algo=alphabeta&large=1&lang=en', 13);
  assert.deepEqual(problems, []);
  assert.deepEqual(chanceSteps(steps), [2, 4, 6, 7, 10, 12, 13, 14]);
  assert.equal(facts.head, 'Algorithm STAR1(initialNode)');
  assert.match(facts.caption, /Star1 \(Ballard 1983; Hauk, Buro and Schaeffer 2004\)/);
  assert.ok(facts.negamaxOff);
  assert.deepEqual(
    steps.map((s) => s.line.id),
    [
      'max.init',
      'c.init',
      'min.leaf',
      'c.update',
      'min.leaf',
      'c.update',
      'c.ret',
      'max.update',
      'max.bound',
      'c.init',
      'min.leaf',
      'c.update',
      'c.low',
      'c.low',
      'max.update',
      'max.ret',
    ],
  );
  assert.match(steps[1].line.text, /^2\. S = 0 /, 'B entered: S starts at 0, as the narration says');
  assert.match(steps[1].narration, /S starts at 0/);
  assert.match(steps[3].line.text, /^6\. S = S \+ pᵢ·vᵢ; hi = S \+ U·R, lo = S \+ L·R$/);
  assert.match(steps[12].line.text, /^7\. if hi ≤ α, then return hi \(fails low\)$/, 'C fails low: hi ≤ α');
  assert.match(steps[12].narration, /hi = S \+ U·R = 0 \+ 10·½ = 5 ≤ α = 5/);
  assert.match(
    facts.code,
    /4\. if the utility of VALUE\(n′, α, β\) ≥ u then set a = a′, u = utility of VALUE\(n′, α, β\)/,
    'MAX-TURN calls VALUE: its child may be a chance node',
  );
});

test('in French and under the strict tie rule: the same chance lines, HASARD’s tests with < and >', async () => {
  const ex = await walk('preset=expectimax&algo=minimax&large=1&lang=fr');
  assert.deepEqual(ex.problems, []);
  assert.equal(ex.facts.head, 'Algorithme EXPECTIMINIMAX(s)');
  assert.match(ex.steps[1].line.text, /^6\. si JOUEUR\(s\) = HASARD : S = 0$/);
  assert.match(ex.steps[1].narration, /la moyenne Σ pᵢ·vᵢ/);
  const star = await walk('preset=star1&algo=alphabeta&large=1&lang=fr&ties=strict', 15);
  assert.deepEqual(star.problems, []);
  assert.equal(star.facts.head, 'Algorithme STAR1(noeudInitial)');
  assert.match(star.facts.code, /7\. si hi < α, alors retourner hi \(échec bas\)/);
  assert.match(star.facts.code, /8\. si lo > β, alors retourner lo \(échec haut\)/);
  assert.match(star.facts.caption, /Star1 \(Ballard 1983 ; Hauk, Buro et Schaeffer 2004\)/);
  // hi = 5 after C.1 is not < α = 5: C searches C.2 too, then fails low.
  assert.deepEqual(chanceSteps(star.steps), [2, 4, 6, 7, 10, 12, 14, 15, 16]);
  assert.match(star.steps[14].line.text, /^7\. si hi < α, alors retourner hi/);
  assert.match(star.steps[14].narration, /hi = S \+ U·R = 2,25 \+ 10·¼ = 4,75 < α = 5/);
});
