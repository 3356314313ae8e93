// End-to-end tests of practice and construct mode on trees with chance
// nodes (docs/chance.md) in headless Chromium, through the real wasm: the
// student types m as a fraction (5/3, and 1,5 in French), the engine
// checks it exactly and explains a mistake with the weighted mean's
// numbers; Star1's cut is marked and checked; and the construct challenge
// star1-prune ("with leaves in [0, 10], make Star1 prune at least k
// leaves") is met by typing the engine's changes into the leaves. The
// checker and the challenge are proven in Rust (crate/tests/chancepractice.rs).
//
// Run after `cargo xtask build`:  node --test tests/chancepractice.test.mjs

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openPage, waitForReady, assertNoErrors } from './support/browser.mjs';
import { useBrowser } from './support/suite.mjs';
import { LAPTOP, pointAt } from './support/screens.mjs';

const env = useBrowser();

// B = ⅓·1 + ⅔·2 = 5/3, C = ½·0 + ½·3 = 3/2, A = max = 5/3.
const THIRDS = 'A:[B:chance[1/3: 1, 2/3: 2], C:chance[1/2: 0, 1/2: 3]]';

async function open(fragment) {
  const opened = await openPage(env.browser, env.server.url + fragment, LAPTOP);
  await waitForReady(opened.page);
  await opened.page.waitForFunction(() => document.getElementById('practice').getAttribute('aria-busy') === 'false');
  return opened;
}

/** Types `value` into the m field of node `id` (selected by a click on it). */
async function typeM(page, id, value) {
  await pointAt(page, id);
  // The field is the node's once the tools have drawn it (a frame after
  // the click): typing before that wrote into the node selected before. A
  // click that straddles a change of language selects its node too
  // (draw/hit.js; tests/settings.test.mjs), so there is no second try.
  await page.waitForSelector(`#p-m[data-node="${id}"]`);
  await page.fill('#p-m', value);
  await page.press('#p-m', 'Enter');
}

/** The verdict drawn on node `id`. */
const verdictOf = (page, id) => page.$eval(`g.node[data-node-id="${id}"]`, (g) => g.getAttribute('data-verdict'));

test('practice on the Berkeley preset: the minimum at a chance node is explained with the weighted mean', async () => {
  const { page, errors, context } = await open('#mode=practice&preset=expectimax&algo=minimax&large=1');
  assert.equal(await page.$eval('#algo', (s) => s.value), 'minimax');
  // A (0), B (1) the CS188 chance node, C (5).
  await typeM(page, 0, '10');
  await typeM(page, 1, '-12');
  await typeM(page, 5, '7');
  await page.click('[data-action="check"]');
  assert.equal(await verdictOf(page, 1), 'wrong');
  assert.equal(await verdictOf(page, 0), 'correct');
  const list = await page.textContent('#p-list');
  assert.ok(list.includes('you took the minimum at a chance node'), list);
  assert.ok(list.includes('weighted mean ½·8 + ⅓·24 + ⅙·(−12) = 10'), list);
  // The explanation is what a person sees: rendered, not hidden, at least
  // 14 px in Large text.
  const box = await page.$eval('#p-list li', (li) => {
    const r = li.getBoundingClientRect();
    return { w: r.width, h: r.height, size: parseFloat(getComputedStyle(li).fontSize) };
  });
  assert.ok(box.w > 100 && box.h > 14 && box.size >= 14, JSON.stringify(box));
  await page.screenshot({ path: '/tmp/prac-berkeley-min.png' });
  // The right value, written as a fraction, is accepted.
  await typeM(page, 1, '20/2');
  await page.click('[data-action="check"]');
  assert.equal(await verdictOf(page, 1), 'correct');
  assert.match(await page.textContent('#p-summary'), /^All correct/);
  assertNoErrors(errors);
  await context.close();
});

test('fractions are typed and checked exactly; French reads a decimal comma', async () => {
  const { page, errors, context } = await open(`#mode=practice&algo=minimax&tree=${encodeURIComponent(THIRDS)}`);
  await typeM(page, 0, '5/3');
  await typeM(page, 1, '1.6667');
  await typeM(page, 4, '3/2');
  await page.click('[data-action="check"]');
  assert.equal(await verdictOf(page, 1), 'wrong', 'a rounded decimal is not 5/3');
  const list = await page.textContent('#p-list');
  assert.ok(list.includes('⅓·1 + ⅔·2 = 5/3'), list);
  // The hints: the node, then the weighted mean's rule, from the engine.
  await page.click('[data-action="hint"]');
  await page.waitForFunction(() => document.getElementById('p-explain').textContent.includes('B (chance node)'));
  await page.click('[data-action="hint"]');
  await page.waitForFunction(() => document.getElementById('p-explain').textContent.includes('Σ p·v'));
  await typeM(page, 1, '10/6');
  // The field shows the value as the engine writes it back.
  await pointAt(page, 1);
  assert.equal(await page.$eval('#p-m', (i) => i.value), '5/3');
  await page.click('[data-action="check"]');
  assert.match(await page.textContent('#p-summary'), /^All correct/);
  // In French, 1,5 is the same number as 3/2.
  await page.selectOption('#lang', 'fr');
  // The page switches once the French words have loaded, and fits the
  // tree to them: a student points at a node in the tree they see.
  await page.waitForFunction(() => document.documentElement.lang === 'fr');
  await typeM(page, 4, '0');
  await page.click('[data-action="check"]');
  const fr = await page.textContent('#p-list');
  assert.ok(fr.includes('vous avez pris le minimum en un nœud de hasard') && fr.includes('½·0 + ½·3 = 1,5'), fr);
  await page.screenshot({ path: '/tmp/prac-thirds-fr.png' });
  await typeM(page, 4, '1,5');
  await page.click('[data-action="check"]');
  assert.match(await page.textContent('#p-summary'), /^Tout est juste/);
  assertNoErrors(errors);
  await context.close();
});

test('practice Star1 on the star1 preset: the chance node failing low is marked and checked', async () => {
  const { page, errors, context } = await open('#mode=practice&preset=star1&algo=alphabeta');
  // On a chance tree practice offers expectiminimax and Star1, the searches
  // it checks there; the others are greyed with the reason.
  const offered = await page.$$eval('#algo option', (os) => os.filter((o) => !o.disabled).map((o) => o.value));
  assert.deepEqual(offered.sort(), ['alphabeta', 'minimax']);
  // A:[B:chance[1/2: 6, 1/2: 4], C:chance[1/2: 0, 1/4: 9, 1/4: 7]], [0, 10]:
  // C fails low after C.1 (hi = 0 + 10·½ = 5 ≤ α = 5), C.2 and C.3 pruned.
  await typeM(page, 0, '5');
  await typeM(page, 1, '5');
  await typeM(page, 4, '≤ 5');
  await pointAt(page, 6);
  await page.click('#p-prune');
  await page.click('[data-action="check"]');
  assert.equal(await verdictOf(page, 7), 'missed');
  const list = await page.textContent('#p-list');
  assert.ok(list.includes('hi = S + U·R = 0 + 10·½ = 5 ≤ α = 5'), list);
  await pointAt(page, 7);
  await page.click('#p-prune');
  await page.click('[data-action="check"]');
  assert.match(await page.textContent('#p-summary'), /^All correct/);
  await page.screenshot({ path: '/tmp/prac-star1-correct.png' });
  assertNoErrors(errors);
  await context.close();
});

test('the construct challenge star1-prune is met by typing the engine’s changes into the leaves', async () => {
  const { page, errors, context } = await openPage(env.browser, `${env.server.url}#mode=construct&challenge=star1-prune-3`, LAPTOP);
  await waitForReady(page);
  await page.waitForSelector('#construct:not([hidden]) #c-goal:not(:empty)');
  assert.match(await page.textContent('#c-goal'), /Star1 \(α-β at chance nodes\) prunes at least 2 leaves/);
  // The page searches with the challenge's bounds: Star1 at [0, 10].
  assert.equal(await page.$eval('#bounds', (i) => i.value.replace(/\s/g, '')), '0,10');
  await page.waitForSelector('#c-status[data-goal="unmet"]');
  const lines = await page.$$eval('#c-lines li', (l) => l.map((x) => x.textContent));
  assert.ok(lines[0].startsWith('Star1 evaluates 8 leaves of 9 and prunes 1'), lines.join(' | '));
  const changes = await page.evaluate(async () => {
    const m = await import('./pkg/extras/alphabeta.js');
    await m.default();
    return m.challengeSolution('star1-prune-3', document.getElementById('tree-text').value).changes;
  });
  assert.ok(changes.length > 0);
  for (const change of changes) {
    await pointAt(page, change.node);
    const input = await page.waitForSelector('.leaf-input');
    await input.fill(change.en.split('→ ')[1]);
    await input.press('Enter');
  }
  await page.waitForSelector('#c-status[data-goal="met"]');
  const after = await page.$$eval('#c-lines li', (l) => l.map((x) => x.textContent));
  assert.ok(
    after.some((l) => /\(chance node\) fails low: hi = S \+ U·R = /.test(l)),
    after.join(' | '),
  );
  await page.screenshot({ path: '/tmp/prac-construct-star1.png' });
  assertNoErrors(errors);
  await context.close();
});
