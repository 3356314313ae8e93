// End-to-end tests of the <alpha-beta-tree> custom element (www/js/element.js)
// on a host page of another site (a second server, so another origin) with
// its own strict Content-Security-Policy: two elements, one script, no
// error and no CSP violation. A screenshot of the host page goes to
// tests/screenshots/element-host.png.
//
// Run after `cargo xtask build`: node --test tests/element.test.mjs

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT, startServer } from './support/server.mjs';
import { openPage, assertNoErrors } from './support/browser.mjs';
import { useBrowser } from './support/suite.mjs';
import { barProblems, barSeen } from './support/bar.mjs';

const SHOTS = path.join(REPO_ROOT, 'tests', 'screenshots');
const env = useBrowser();
const site = { dir: null, server: null };

before(async () => {
  await env.ready();
  site.dir = await mkdtemp(path.join(os.tmpdir(), 'ab-host-'));
  const ours = env.server.url.replace(/\/$/, '');
  // The host's own policy: nothing inline, and only the tree's site besides itself.
  const csp =
    `default-src 'none'; script-src ${ours} 'wasm-unsafe-eval'; style-src 'self' ${ours}; ` +
    `connect-src ${ours}; img-src 'self' ${ours} data:; base-uri 'none'; object-src 'none'`;
  await writeFile(
    path.join(site.dir, 'host.css'),
    'body { font: 16px serif; max-width: 760px; margin: 1em auto; } .note { color: #555; } #b { height: 300px; }\n',
  );
  await writeFile(
    path.join(site.dir, 'notes.html'),
    `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><title>Notes de cours</title>
<link rel="stylesheet" href="host.css">
<script type="module" src="${ours}/js/element.js"></script>
</head><body>
<h1>Élagage alpha-bêta</h1>
<p class="note">Le schéma 6 bis, pas à pas :</p>
<alpha-beta-tree id="a" tree="schema6bis" step="12"></alpha-beta-tree>
<p class="note">Un arbre à nous, en fail-hard, fini, sans boutons, en anglais :</p>
<alpha-beta-tree id="b" tree="[[3,12,8],[2,4,6],[14,5,2]]" algorithm="alphabeta-hard" step="end" lang="en" controls="none"></alpha-beta-tree>
</body></html>
`,
  );
  // Aspiration windows as an attribute, read as the link key reads it.
  await writeFile(
    path.join(site.dir, 'aspiration.html'),
    `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Aspiration</title>
<link rel="stylesheet" href="host.css">
<script type="module" src="${ours}/js/element.js"></script>
</head><body>
<alpha-beta-tree id="c" tree="classic" aspiration="2,0.5" step="1"></alpha-beta-tree>
<alpha-beta-tree id="d" tree="classic" aspiration="2.5,0.5" step="1" lang="fr"></alpha-beta-tree>
</body></html>
`,
  );
  // A chance tree with leaf bounds (Star1's preset brings its own, [0, 10]),
  // in a 600 × 400 element: the interval bar (docs/chance.md).
  await writeFile(path.join(site.dir, 'chance.css'), 'alpha-beta-tree { box-sizing: border-box; width: 600px; height: 400px; }\n');
  await writeFile(
    path.join(site.dir, 'chance.html'),
    `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Chance</title>
<link rel="stylesheet" href="chance.css">
<script type="module" src="${ours}/js/element.js"></script>
</head><body>
<alpha-beta-tree id="s" tree="star1" step="10"></alpha-beta-tree>
</body></html>
`,
  );
  site.server = await startServer(site.dir, { csp });
});

after(async () => {
  await site.server?.close();
  if (site.dir) await rm(site.dir, { recursive: true, force: true });
});

test('two elements on a host page with its own strict CSP, one script, no error', async () => {
  const { page, errors, context } = await openPage(env.browser, site.server.url + 'notes.html', { viewport: { width: 900, height: 900 } });
  await page.waitForFunction(() => [...document.querySelectorAll('alpha-beta-tree')].every((e) => e.dataset.ready === '1'));
  assertNoErrors(errors);
  assert.notEqual(new URL(site.server.url).origin, new URL(env.server.url).origin);
  assert.equal(await page.$$eval('#a g.node[data-node-id]', (g) => g.length), 40);
  assert.equal(await page.$$eval('#b g.node[data-node-id]', (g) => g.length), 13);
  assert.equal((await page.textContent('#a .counter')).trim(), '12 / 56');
  assert.match((await page.textContent('#b .counter')).trim(), /^(\d+) \/ \1$/);
  // The host page is French: the first element follows it; the second says lang="en".
  assert.match(await page.textContent('#a .narration'), /On entre|Coupure|évaluée|renvoie|hérite|a fini/);
  assert.match(await page.textContent('#b .narration'), /The root's value is 3/);
  assert.equal(await page.$eval('#b .embed-bar', (b) => b.hidden), true);
  // The shadow trees keep the host's styles out, and the drawing is styled.
  const fill = await page.$eval('#b g.node[data-state="pruned"] .shape', (s) => getComputedStyle(s).fill);
  assert.match(fill, /url\(.*#hatch/);

  // Keys step the element that has the focus, and only that one.
  await page.focus('#a');
  await page.keyboard.press('PageDown');
  await page.waitForFunction(() => document.querySelector('#a').shadowRoot.querySelector('.counter').textContent.startsWith('13 /'));
  assert.match((await page.textContent('#b .counter')).trim(), /^(\d+) \/ \1$/);
  await page.click('#a #first');
  assert.equal((await page.textContent('#a .counter')).trim(), '0 / 56');
  // Changing the step attribute moves the position; another tree redraws.
  await page.evaluate(() => document.getElementById('a').setAttribute('step', '20'));
  await page.waitForFunction(() => document.querySelector('#a').shadowRoot.querySelector('.counter').textContent.startsWith('20 /'));
  await page.evaluate(() => document.getElementById('b').setAttribute('tree', 'fig25a'));
  await page.waitForFunction(() => document.querySelector('#b').shadowRoot.querySelector('.open-full').href.includes('preset=fig25a'));
  assert.notEqual(await page.$$eval('#b g.node[data-node-id]', (g) => g.length), 13);

  // The full-page link points back at our site, with the tree and the step.
  const href = await page.getAttribute('#a .open-full', 'href');
  assert.ok(href.startsWith(env.server.url + 'index.html#preset=schema6bis'), href);
  assert.match(href, /step=20/);

  // The killers attribute searches with killer moves: on the orderings
  // test's tree, fail-hard (#b's algorithm) takes 26 steps instead of 27,
  // and the full-page link keeps it.
  await page.evaluate(() => document.getElementById('b').setAttribute('tree', 'A:[B1:[5, 7, 8], B2:[9, 2, 6], B3:[9, 4, 1]]'));
  await page.waitForFunction(() => document.querySelector('#b').shadowRoot.querySelector('.counter').textContent.trim() === '27 / 27');
  await page.evaluate(() => document.getElementById('b').setAttribute('killers', ''));
  await page.waitForFunction(() => document.querySelector('#b').shadowRoot.querySelector('.counter').textContent.trim() === '26 / 26');
  assert.match(await page.getAttribute('#b .open-full', 'href'), /killers=1/);
  await page.evaluate(() => document.getElementById('b').removeAttribute('killers'));

  await page.evaluate(() => document.getElementById('b').setAttribute('tree', '[[3,12,8],[2,4,6],[14,5,2]]'));
  await page.waitForFunction(() => document.querySelector('#b').shadowRoot.querySelectorAll('g.node[data-node-id]').length === 13);
  await page.evaluate(() => document.getElementById('a').setAttribute('step', '12'));
  await page.waitForFunction(() => document.querySelector('#a').shadowRoot.querySelector('.counter').textContent.startsWith('12 /'));
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, 'element-host.png'), fullPage: true });
  assertNoErrors(errors);
  await context.close();
});

/** The counter of element `id` once it reads `want` (a RegExp). */
async function counter(page, id, want) {
  await page.waitForFunction(
    ([id, source]) => new RegExp(source).test(document.getElementById(id).shadowRoot.querySelector('.counter').textContent.trim()),
    [id, want.source],
  );
  return (await page.textContent(`#${id} .counter`)).trim();
}

test('aspiration="G,D" searches the root with (G − D, G + D) first, as the link key does', async () => {
  const { page, errors, context } = await openPage(env.browser, site.server.url + 'aspiration.html', { viewport: { width: 1024, height: 768 } });
  await page.waitForFunction(() => [...document.querySelectorAll('alpha-beta-tree')].every((e) => e.dataset.ready === '1'));
  assertNoErrors(errors);
  // Step 1 is the guess: the narration says the window, and the drawing
  // writes it beside the root, where a reader sees it.
  assert.match(await page.textContent('#c .narration'), /guessed to be 2, so R is first searched with the narrow window \(1\.5, 2\.5\)/);
  assert.match(await page.textContent('#d .narration'), /on devine que la racine vaut 2,5, donc R est d’abord exploré avec la fenêtre étroite \(2 ; 3\)/);
  const tag = await page.evaluate(() => {
    const root = document.getElementById('c').shadowRoot;
    const text = root.querySelector('g.window-tag[data-kind="aspiration"] text');
    if (!text) return null;
    const r = text.getBoundingClientRect();
    // The overlay lets the pointer through to the nodes, which
    // elementFromPoint skips: the tag takes it while it is asked.
    const tag = text.closest('g.window-tag');
    tag.style.pointerEvents = 'auto';
    const hit = root.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    tag.style.pointerEvents = '';
    return { words: text.textContent, height: r.height, seen: Boolean(hit && tag.contains(hit)) };
  });
  assert.ok(tag, 'the aspiration window is drawn');
  assert.match(tag.words, /\(1\.5, 2\.5\)/);
  assert.ok(tag.seen, 'the window tag is not covered');
  assert.ok(tag.height >= 11, `the window tag is ${tag.height} px high`);
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, 'element-aspiration.png'), fullPage: true });
  // The root is worth 3: the narrow window fails high and is searched again.
  await page.evaluate(() => document.getElementById('c').setAttribute('step', 'end'));
  const [, n] = (await counter(page, 'c', /^(\d+) \/ \1$/)).match(/^(\d+)/);
  assert.match(await page.textContent('#c .narration'), /The root's value is 3/);
  // The full-page link keeps the attribute as its key.
  assert.match(await page.getAttribute('#c .open-full', 'href'), /aspiration=2,0\.5/);
  // Without the attribute (or with one the link key would not read) the
  // root is searched once, in fewer steps; minimax ignores it.
  await page.evaluate(() => document.getElementById('c').setAttribute('aspiration', '2;0.5'));
  await page.waitForFunction((was) => document.getElementById('c').shadowRoot.querySelector('.counter').textContent.trim() !== was, `${n} / ${n}`);
  const plain = Number((await counter(page, 'c', /^(\d+) \/ \1$/)).split('/')[1]);
  assert.ok(plain < Number(n), `${plain} steps without aspiration, ${n} with`);
  await page.evaluate(() => document.getElementById('c').removeAttribute('aspiration'));
  await page.evaluate(() => {
    const c = document.getElementById('c');
    c.setAttribute('aspiration', '2,0.5');
    c.setAttribute('algorithm', 'minimax');
  });
  await page.waitForFunction(() => !document.getElementById('c').shadowRoot.querySelector('.open-full').href.includes('aspiration'));
  assert.equal(await page.$eval('#c .error', (e) => e.hidden), true);
  assert.doesNotMatch(await page.textContent('#c .narration'), /spiration/);
  assertNoErrors(errors);
  await context.close();
});

test('a 600×400 element on a chance tree with bounds draws the interval bar on the chance node searched: seen, its texts ≥ 11 px, no value covered, the tree kept in its box', async () => {
  const { page, errors, context } = await openPage(env.browser, site.server.url + 'chance.html', { viewport: { width: 800, height: 600 } });
  await page.waitForFunction(() => document.getElementById('s').dataset.ready === '1');
  const size = await page.$eval('#s', (e) => e.getBoundingClientRect().toJSON());
  assert.deepEqual([size.width, size.height], [600, 400]);
  const n = Number((await page.textContent('#s .counter')).split('/')[1]);
  const problems = [];
  const bars = [];
  let svgAt = null;
  for (let k = 10; k <= n; k++) {
    if (k > 10) await page.click('#s #next');
    await page.waitForFunction((want) => document.getElementById('s').shadowRoot.querySelector('.counter').textContent.trim().startsWith(`${want} /`), k);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const svg = await page.evaluate(() => document.getElementById('s').shadowRoot.querySelector('svg.tree').getBoundingClientRect().toJSON());
    svgAt ??= svg;
    if (svg.x !== svgAt.x || svg.y !== svgAt.y || svg.width !== svgAt.width || svg.height !== svgAt.height) problems.push(`step ${k}: the drawing moved`);
    const bar = await barSeen(page, 's');
    if (!bar) continue;
    bars.push([k, bar.node, bar.range]);
    problems.push(...barProblems(bar, k));
    if (k === 12) {
      await mkdir(SHOTS, { recursive: true });
      await page.screenshot({ path: path.join(SHOTS, 'element-bar.png'), clip: { x: 0, y: 0, width: 640, height: 440 } });
    }
  }
  assert.deepEqual(problems, []);
  // C (node 4) from its entry until it fails low at [0, 5] ≤ α = 5.
  assert.deepEqual(bars, [
    [10, 4, '[0, 10]'],
    [11, 4, '[0, 10]'],
    [12, 4, '[0, 5]'],
    [13, 4, '[0, 5]'],
  ]);
  // Without leaf bounds the bar has no ends, and is not drawn.
  await page.evaluate(() => document.getElementById('s').setAttribute('tree', 'expectimax'));
  await page.waitForFunction(() => document.getElementById('s').shadowRoot.querySelector('.counter').textContent.trim().startsWith('10 /'));
  assert.equal(await barSeen(page, 's'), null);
  assertNoErrors(errors);
  await context.close();
});

test('printed, the element keeps its tree and its sentence, every node on the sheet, and drops its buttons', async () => {
  const { page, errors, context } = await openPage(env.browser, site.server.url + 'notes.html', { viewport: { width: 900, height: 2400 } });
  await page.waitForFunction(() => [...document.querySelectorAll('alpha-beta-tree')].every((e) => e.dataset.ready === '1'));
  await page.emulateMedia({ media: 'print' });
  const seen = await page.evaluate(() => {
    const host = document.getElementById('a');
    const root = host.shadowRoot;
    const box = host.getBoundingClientRect();
    const nodes = [...root.querySelectorAll('g.node[data-node-id] .shape')].map((shape) => {
      const r = shape.getBoundingClientRect();
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      const hit = root.elementFromPoint(x, y);
      const inside = r.top >= box.top && r.bottom <= box.bottom && r.left >= box.left && r.right <= box.right;
      return { id: shape.closest('g.node').dataset.nodeId, inside, hit: Boolean(hit?.closest('g.node')) };
    });
    const shown = (sel) => {
      const el = root.querySelector(sel);
      return Boolean(el) && getComputedStyle(el).display !== 'none' && el.getBoundingClientRect().height > 0;
    };
    return {
      nodes,
      bar: shown('.embed-bar'),
      link: shown('.open-full'),
      narration: shown('.narration'),
      said: root.querySelector('.narration').textContent.trim(),
    };
  });
  assert.equal(seen.nodes.length, 40);
  for (const node of seen.nodes) assert.ok(node.inside && node.hit, `node ${node.id} is printed inside the element and seen: ${JSON.stringify(node)}`);
  assert.equal(seen.bar, false, 'no step buttons on paper');
  assert.equal(seen.link, false, 'no link on paper');
  assert.ok(seen.narration && seen.said.length > 10, 'the sentence of the step shown is printed');
  // The browser's own print of the page holds the tree's texts.
  const pdf = await page.pdf({ format: 'A4' });
  assert.ok(pdf.length > 2000 && pdf.subarray(0, 5).toString() === '%PDF-');
  await page.emulateMedia({ media: 'screen' });
  assert.equal(await page.$eval('#a', (host) => getComputedStyle(host.shadowRoot.querySelector('.embed-bar')).display !== 'none'), true);
  assertNoErrors(errors);
  await context.close();
});

test('what a host puts inside the element shows where the script cannot run (blocked, or a host that drops the CORS header), and is hidden once it runs', async () => {
  const ours = env.server.url.replace(/\/$/, '');
  await writeFile(
    path.join(site.dir, 'fallback.html'),
    `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Fallback</title>
<link rel="stylesheet" href="host.css">
<script type="module" src="${ours}/js/element.js"></script>
</head><body>
<alpha-beta-tree id="f" tree="classic" step="end"><p id="said">The interactive tree could not load: see the figure in the PDF.</p></alpha-beta-tree>
</body></html>
`,
  );
  const seen = (page) =>
    page.evaluate(() => {
      const p = document.getElementById('said');
      const r = p.getBoundingClientRect();
      return r.width > 0 && document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2) === p;
    });
  // The tree's site without Access-Control-Allow-Origin: the module is refused.
  const blocked = await openPage(env.browser, site.server.url + 'fallback.html', { viewport: { width: 900, height: 700 } });
  await blocked.page.route(`${ours}/js/element.js`, (route) => route.abort('blockedbyclient'));
  await blocked.page.reload();
  await blocked.page.waitForLoadState('load');
  assert.equal(await seen(blocked.page), true, 'the host’s sentence is read');
  assert.equal(await blocked.page.evaluate(() => customElements.get('alpha-beta-tree')), undefined);
  await blocked.context.close();
  // Loaded: the tree, and the sentence is gone.
  const { page, errors, context } = await openPage(env.browser, site.server.url + 'fallback.html', { viewport: { width: 900, height: 700 } });
  await page.waitForFunction(() => document.getElementById('f').dataset.ready === '1');
  assert.equal(await seen(page), false, 'the sentence is not shown beside the tree');
  assert.equal(await page.$$eval('#f g.node[data-node-id]', (g) => g.length), 13);
  assertNoErrors(errors);
  await context.close();
});
