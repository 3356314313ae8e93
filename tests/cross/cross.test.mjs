// The cross-engine suite: what a class meets in Firefox (Gecko) and in
// Safari's engine (WebKitGTK), the browsers besides Chromium that a
// student's laptop or a teacher's Mac runs. Each engine, through
// tests/cross/engines.mjs, on the site `AB_SITE` names (the full run tests
// the minified copy target/site, as the end-to-end stage does):
//
// - the seeds' trees (schéma 6 bis, fig. 25 (b), the classic tree) stepped
//   to the end with Page Down, a clicker's key: the counter moves by one per
//   press, and every step's narration is the engine's own sentence, pinned
//   in crate/tests/fixtures/narration/ (α-β fail-soft, the default); the
//   last one gives the root's value (5, 5 and 3);
// - practice: a wrong m typed on the root, Check, the root marked wrong
//   and the summary counting mistakes;
// - the embed (embed.html) stepped with Page Down to its last sentence;
// - the <alpha-beta-tree> element on a host page of another origin: drawn,
//   and stepped with Page Down once focused;
// - no console error, uncaught error or unhandled rejection in any of them.
//
// Run after `cargo xtask build`: node --test tests/cross/cross.test.mjs
// (`cargo xtask test` runs it as its cross-engine stage, and installs the
// engines). An engine that is not installed is skipped with the reason.

import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT, startServer } from '../support/server.mjs';
import { ENGINES, missing } from './engines.mjs';

const SHOTS = path.join(REPO_ROOT, 'tests', 'screenshots');
const PROJECTOR = { width: 1024, height: 768 };

/** Every step's sentence of α-β fail-soft in English, as the engine pins it for `preset`. */
async function pinned(preset) {
  const text = await readFile(path.join(REPO_ROOT, 'crate/tests/fixtures/narration', `${preset}.txt`), 'utf8');
  const section = text.split(/^## /m).find((s) => s.startsWith('alphabeta prune en\n'));
  assert.ok(section, `${preset}.txt has α-β fail-soft's sentences`);
  return section
    .split('\n')
    .slice(1)
    .filter((line) => /^\d+: /.test(line))
    .map((line) => line.replace(/^\d+: /, ''));
}

/** What the page shows: its counter and its narration. */
const look = (tab) =>
  tab.eval(() => ({
    counter: document.getElementById('counter').textContent.trim(),
    narration: document.getElementById('narration').textContent.trim(),
  }));

const ready = () => document.documentElement.dataset.ready === '1';

/**
 * Why the page's modules did not run: importing each again gives the
 * error that stopped it (a module the engine refuses to parse), which
 * WebKit's injected listener comes too late to see.
 */
const whyNotLoaded = () =>
  Promise.all(
    [...document.querySelectorAll('script[type="module"][src]')].map((s) =>
      import(s.src).then(
        () => null,
        (e) => `${s.src}: ${e}`,
      ),
    ),
  ).then((all) => all.filter(Boolean));

/**
 * Opens `url` in `env`'s engine and waits until `isReady` holds in it. It
 * fails at once when the page reports an error first, and names the errors
 * and what stopped the modules; once a page (index.html, embed.html, the
 * host page) has failed to load, the engine's later tests of that page
 * fail at once, with the same reason.
 */
async function openReady(env, url, size, isReady = ready) {
  const page = new URL(url).pathname;
  if (env.broken.has(page)) throw new Error(`${env.broken.get(page)} (seen first above)`);
  const tab = await env.browser.open(url, size);
  const end = Date.now() + 30000;
  for (;;) {
    if (await tab.eval(isReady)) return tab;
    const errors = await tab.errors();
    if (errors.length > 0 || Date.now() > end) {
      const why = [...errors, ...(await tab.eval(whyNotLoaded))];
      env.broken.set(page, `${tab.engine}: ${url} never became ready: ${why.join('; ') || 'no error reported'}`);
      throw new Error(env.broken.get(page));
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Fails listing the errors `tab` collected, if any. */
async function noErrors(tab) {
  assert.deepEqual(await tab.errors(), [], `${tab.engine}: no console error`);
}

/** Clicks the centre of node `id`'s shape, as a person does. */
async function clickNode(tab, id) {
  const at = await tab.eval((n) => {
    const shape = document.querySelector(`g.node[data-node-id="${n}"] .shape`);
    shape.scrollIntoView({ block: 'center' });
    const b = shape.getBoundingClientRect();
    return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
  }, id);
  await tab.clickAt(at.x, at.y);
}

/** A host page on another origin, with one element, written into `dir`. */
async function hostPage(dir, ours) {
  await writeFile(
    path.join(dir, 'notes.html'),
    `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Course notes</title>
<script type="module" src="${ours}/js/element.js"></script>
</head><body>
<h1>Alpha-beta pruning</h1>
<alpha-beta-tree id="a" tree="fig25b" step="0" lang="en"></alpha-beta-tree>
</body></html>
`,
  );
}

for (const engine of ENGINES) {
  const why = missing(engine);
  describe(engine.name, { skip: why ?? false, concurrency: false }, () => {
    const env = { server: null, host: null, dir: null, browser: null, broken: new Map() };
    before(async () => {
      await mkdir(SHOTS, { recursive: true });
      env.server = await startServer();
      env.dir = await mkdtemp(path.join(os.tmpdir(), 'ab-cross-'));
      const ours = env.server.url.replace(/\/$/, '');
      await hostPage(env.dir, ours);
      // The host's own policy, as tests/element.test.mjs's: only the tree's site besides itself.
      const csp = `default-src 'none'; script-src ${ours} 'wasm-unsafe-eval'; style-src 'self' ${ours}; connect-src ${ours}; img-src 'self' ${ours} data:`;
      env.host = await startServer(env.dir, { csp });
      env.browser = await engine.launch();
    });
    after(async () => {
      await env.browser?.close();
      await env.host?.close();
      await env.server?.close();
      if (env.dir) await rm(env.dir, { recursive: true, force: true });
    });

    for (const [preset, root] of [
      ['schema6bis', 5],
      ['fig25b', 5],
      ['classic', 3],
    ]) {
      test(`${preset} stepped to its end with Page Down, every sentence the engine's`, async () => {
        const sentences = await pinned(preset);
        const steps = sentences.length - 1;
        const tab = await openReady(env, `${env.server.url}index.html#preset=${preset}&lang=en`, PROJECTOR);
        // Every change of the counter or the narration, as the page makes it:
        // the presses go in one batch, and the record shows each step.
        await tab.eval(() => {
          const counter = document.getElementById('counter');
          const narration = document.getElementById('narration');
          const seen = [];
          const note = () => seen.push({ counter: counter.textContent.trim(), narration: narration.textContent.trim() });
          note();
          window.__crossSeen = seen;
          const observer = new MutationObserver(note);
          for (const el of [counter, narration]) observer.observe(el, { childList: true, characterData: true, subtree: true });
        });
        await tab.pressMany('PageDown', steps);
        // Until the page is still: the end reached, or a press lost.
        await tab.waitFor(
          (n) =>
            new Promise((done) => {
              const before = window.__crossSeen.length;
              setTimeout(() => done(window.__crossSeen.length === before || document.getElementById('counter').textContent.trim() === `${n} / ${n}`), 300);
            }),
          steps,
        );
        // The last record of each counter value is what a person sees at that step.
        const records = await tab.eval(() => window.__crossSeen);
        const seen = [];
        for (const r of records) {
          const k = Number(r.counter.split(' / ')[0]);
          if (seen.length && seen.at(-1).k === k) seen[seen.length - 1] = { k, ...r };
          else seen.push({ k, ...r });
        }
        // The errors first, if any: they say why a step went missing.
        const errors = await tab.errors();
        assert.deepEqual(
          seen.map((r) => r.k),
          Array.from({ length: steps + 1 }, (_, k) => k),
          `${engine.name}, ${preset}: one step per Page Down, none skipped${errors.length ? `; errors: ${errors.join('; ')}` : ''}`,
        );
        if (preset === 'schema6bis') await tab.shot(path.join(SHOTS, `cross-${engine.name.toLowerCase()}-schema6bis.png`));
        for (let k = 0; k <= steps; k++) {
          assert.equal(seen[k].counter, `${k} / ${steps}`, `${engine.name}, ${preset}: one step per Page Down`);
          // Step 0's sentence is followed by the page's "Press → to start.".
          const narration = k === 0 ? seen[k].narration.replace(/ Press → to start\.$/, '') : seen[k].narration;
          assert.equal(narration, sentences[k], `${engine.name}, ${preset}, step ${k}`);
        }
        assert.match(seen[steps].narration, new RegExp(`The root's value is ${root};`));
        await tab.press('PageDown');
        assert.equal((await look(tab)).counter, `${steps} / ${steps}`, 'Page Down at the end stays there');
        await noErrors(tab);
        await tab.close();
      });
    }

    test('practice: a wrong m on the root, Check, the root marked wrong', async () => {
      const tab = await openReady(env, `${env.server.url}index.html#mode=practice&preset=fig25b&lang=en`, PROJECTOR);
      // The checker comes with the engine's full module, after the drawing.
      await tab.waitFor(() => document.getElementById('practice').getAttribute('aria-busy') === 'false');
      await clickNode(tab, 0);
      await tab.waitFor(() => !document.getElementById('p-m').disabled && document.getElementById('p-m').offsetParent !== null);
      const field = await tab.eval(() => {
        const b = document.getElementById('p-m').getBoundingClientRect();
        return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
      });
      await tab.clickAt(field.x, field.y);
      await tab.type('99');
      await tab.press('Enter');
      const check = await tab.eval(() => {
        const button = document.getElementById('p-check');
        button.scrollIntoView({ block: 'center' });
        const b = button.getBoundingClientRect();
        return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
      });
      await tab.clickAt(check.x, check.y);
      await tab.waitFor(() => document.getElementById('p-summary').textContent.trim() !== '');
      const after = await tab.eval(() => ({
        root: document.querySelector('g.node[data-node-id="0"]').getAttribute('data-verdict'),
        summary: document.getElementById('p-summary').textContent.trim(),
      }));
      await tab.shot(path.join(SHOTS, `cross-${engine.name.toLowerCase()}-practice.png`));
      assert.equal(after.root, 'wrong', `${engine.name}: the root's 99 is marked wrong`);
      assert.match(after.summary, /^\d+ mistakes?/, `${engine.name}: the summary counts the mistakes`);
      await noErrors(tab);
      await tab.close();
    });

    test('the embed steps with Page Down to its last sentence', async () => {
      const sentences = await pinned('classic');
      const steps = sentences.length - 1;
      const tab = await openReady(env, `${env.server.url}embed.html#preset=classic&lang=en&step=${steps - 2}`, { width: 600, height: 400 });
      assert.equal(await tab.eval(() => document.querySelectorAll('g.node[data-node-id]').length), 13);
      await tab.eval(() => document.getElementById('tree-wrap').focus());
      const counters = [];
      for (let k = 0; k < 2; k++) {
        await tab.press('PageDown');
        counters.push((await look(tab)).counter);
      }
      assert.deepEqual(counters, [`${steps - 1} / ${steps}`, `${steps} / ${steps}`]);
      assert.equal((await look(tab)).narration, sentences[steps]);
      await noErrors(tab);
      await tab.close();
    });

    test('the element on a host page of another origin draws and steps with Page Down', async () => {
      const tab = await openReady(env, `${env.host.url}notes.html`, { width: 900, height: 800 }, () => document.getElementById('a')?.dataset.ready === '1');
      const inside = () => {
        const root = document.getElementById('a').shadowRoot;
        return {
          nodes: root.querySelectorAll('g.node[data-node-id]').length,
          counter: root.querySelector('.counter').textContent.trim(),
          narration: root.querySelector('.narration').textContent.trim(),
        };
      };
      const sentences = await pinned('fig25b');
      const first = await tab.eval(inside);
      assert.equal(first.nodes, 9, `${engine.name}: fig. 25 (b)'s nodes drawn`);
      assert.equal(first.counter, `0 / ${sentences.length - 1}`);
      await tab.eval(() => document.getElementById('a').focus());
      await tab.press('PageDown');
      await tab.press('PageDown');
      const then = await tab.eval(inside);
      assert.equal(then.counter, `2 / ${sentences.length - 1}`, `${engine.name}: two Page Downs, two steps`);
      assert.equal(then.narration, sentences[2]);
      await tab.shot(path.join(SHOTS, `cross-${engine.name.toLowerCase()}-element.png`));
      await noErrors(tab);
      await tab.close();
    });
  });
}
