// End-to-end tests of the lesson kept in frame by the embed view (an
// iframe on embed.html) and the <alpha-beta-tree> element, at 400 × 300 and
// 600 × 400: at every step of fig. 25 (b) and of schéma 6 bis, the current
// node (with its cut's mark on a cut step) and the nodes its ↓α and ↓β
// came from (the sources) are inside the tree's box (their bounding boxes within the box's rectangle), or, for a
// source the box cannot hold beside the current node at the smallest
// legible size, a mark on the box's edge names it and points its way (the
// side its node lies past); on a cut step, the children the step prunes,
// which the narration names, are in the box with the current node, before
// the sources (a source they leave out is marked); the
// counter stays on one line, the link to the full page and the narration
// are whole, with no text below 11 px, in English (fig. 25 (b)) and in
// French (schéma 6 bis); and Page Down after a click on the scrubber steps
// forward in both. Fig. 25 (b), tall and narrow, is whole in the box at
// 600 × 400, with the narration beside it. Screenshots go to tests/screenshots/
// (ignored by git): frame-*.png.
//
// Run after `cargo xtask build`: node --test tests/frame.test.mjs

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { REPO_ROOT, CSP } from './support/server.mjs';
import { openPage, assertNoErrors } from './support/browser.mjs';
import { useBrowser } from './support/suite.mjs';

const SHOTS = path.join(REPO_ROOT, 'tests', 'screenshots');
const env = useBrowser();

const SIZES = [
  [400, 300],
  [600, 400],
  // A phone's column: the bar's link on a second row ("Full page ↗" ran
  // 15 px past the element's edge, and past the frame's from step 10).
  [320, 480],
];
const PRESETS = ['fig25b', 'schema6bis'];

/** A host page on the same origin holding the iframe or the element, `w` × `h`. */
async function host(kind, preset, w, h, lang = 'en') {
  const opened = await openPage(env.browser, env.server.url + 'favicon.svg', { viewport: { width: w + 100, height: h + 100 } });
  const url = env.server.url + 'host.html';
  const css = env.server.url + 'host.css';
  await opened.page.route(css, (route) =>
    route.fulfill({
      contentType: 'text/css',
      body: `body { margin: 10px; } alpha-beta-tree { width: ${w}px; height: ${h}px; }`,
    }),
  );
  const body =
    kind === 'iframe'
      ? `<iframe id="f" src="embed.html#preset=${preset}&lang=${lang}" width="${w}" height="${h}" title="tree"></iframe>`
      : `<alpha-beta-tree id="e" tree="${preset}" lang="${lang}"></alpha-beta-tree>`;
  await opened.page.route(url, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      headers: { 'Content-Security-Policy': CSP },
      body:
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Host</title><link rel="stylesheet" href="host.css">` +
        (kind === 'element' ? '<script type="module" src="js/element.js"></script>' : '') +
        `</head><body>${body}</body></html>`,
    }),
  );
  await opened.page.goto(url);
  if (kind === 'iframe') {
    const frame = opened.page.frame({ url: /embed\.html/ });
    await frame.waitForFunction(() => document.documentElement.dataset.ready === '1');
    // The iframe's document is the frame: its elements are found from its root.
    return { ...opened, scope: frame, root: 'document' };
  }
  await opened.page.waitForFunction(() => document.getElementById('e')?.dataset.ready === '1');
  return { ...opened, scope: opened.page, root: 'shadow' };
}

/**
 * What a reader sees at the position shown: the current node and the
 * sources (their boxes), the tree's box, the marks on its edges, the
 * counter's lines, the link's and the narration's boxes against what they
 * hold, and the smallest text of the player.
 */
function look(scope, root) {
  return scope.evaluate((root) => {
    const doc = root === 'shadow' ? document.getElementById('e').shadowRoot : document;
    const box = (el) => {
      const r = el.getBoundingClientRect();
      return { x0: r.left, y0: r.top, x1: r.right, y1: r.bottom };
    };
    const wrap = doc.querySelector('.tree-wrap');
    const w = box(wrap);
    // The box's inside: its scrollbars are not a window onto the tree.
    const inner = {
      x0: w.x0 + wrap.clientLeft,
      y0: w.y0 + wrap.clientTop,
      x1: w.x0 + wrap.clientLeft + wrap.clientWidth,
      y1: w.y0 + wrap.clientTop + wrap.clientHeight,
    };
    const nodes = (sel) => [...doc.querySelectorAll(sel)].map((g) => ({ id: g.dataset.nodeId, ...box(g) }));
    const counter = doc.querySelector('.counter');
    const lineHeight = parseFloat(getComputedStyle(counter).lineHeight) || parseFloat(getComputedStyle(counter).fontSize) * 1.3;
    const link = doc.querySelector('.open-full');
    const narration = doc.querySelector('.narration');
    const frame = root === 'shadow' ? box(document.getElementById('e')) : { x0: 0, y0: 0, x1: window.innerWidth, y1: window.innerHeight };
    const texts = [narration, counter, link, ...doc.querySelectorAll('.edge-mark')];
    return {
      k: counter.textContent.trim(),
      inner,
      frame,
      current: nodes('g.node[data-current="true"]'),
      cut: [...doc.querySelectorAll('g.cut[data-now="true"]:not([display])')].map(box),
      all: [...nodes('g.node'), ...[...doc.querySelectorAll('g.cut:not([display])')].map((g) => ({ id: 'cut', ...box(g) }))],
      sources: nodes('g.node[data-source="true"]'),
      pruned: nodes('g.node[data-state="pruned"]'),
      marks: [...doc.querySelectorAll('.edge-mark')].map((m) => ({ id: m.dataset.nodeId, side: m.dataset.side, text: m.textContent, ...box(m) })),
      counterLines: Math.round(counter.getBoundingClientRect().height / lineHeight),
      counterWraps: counter.scrollWidth > counter.clientWidth + 1,
      link: { ...box(link), scrollW: link.scrollWidth, clientW: link.clientWidth },
      narration: { ...box(narration), clipped: narration.scrollHeight > narration.clientHeight + 1 && getComputedStyle(narration).overflowY !== 'auto' },
      smallest: Math.min(...texts.map((t) => parseFloat(getComputedStyle(t).fontSize))),
    };
  }, root);
}

const within = (a, b) => a.x0 >= b.x0 - 0.5 && a.y0 >= b.y0 - 0.5 && a.x1 <= b.x1 + 0.5 && a.y1 <= b.y1 + 0.5;
const r = (b) => `[${Math.round(b.x0)}, ${Math.round(b.y0)}, ${Math.round(b.x1)}, ${Math.round(b.y1)}]`;

for (const kind of ['iframe', 'element']) {
  for (const [w, h] of SIZES) {
    test(`${kind} at ${w} × ${h}: at every step of fig. 25 (b) and schéma 6 bis, the current node and its sources are in frame; counter, link and narration fit`, async (t) => {
      await mkdir(SHOTS, { recursive: true });
      const problems = [];
      let marked = 0;
      for (const preset of PRESETS) {
        // Schéma 6 bis in French: longer sentences and a longer link.
        const lang = preset === 'schema6bis' ? 'fr' : 'en';
        const { page, errors, context, scope, root } = await host(kind, preset, w, h, lang);
        const prefix = root === 'shadow' ? '#e ' : '';
        const n = Number((await look(scope, root)).k.split('/ ')[1]);
        let before = new Set();
        for (let k = 0; k <= n; k++) {
          const seen = await look(scope, root);
          // The children this step prunes, which its narration names: in
          // the box unless they and the current node are farther apart than
          // the box is high or wide (fig. 25 (b) step 12 at 600 × 400 had
          // them under its bottom edge).
          // (The pruned children are siblings, the highest of the nodes newly
          // pruned; their subtrees below them are not named.)
          const fresh = seen.pruned.filter((p) => !before.has(p.id));
          const top = Math.min(...fresh.map((p) => p.y0));
          const now = fresh.filter((p) => p.y0 <= top + 1);
          before = new Set(seen.pruned.map((p) => p.id));
          const c = seen.current[0];
          if (c && now.length && seen.cut.length) {
            const all = [c, ...now];
            const span = (lo, hi) => Math.max(...all.map((b) => b[hi])) - Math.min(...all.map((b) => b[lo]));
            const fits = span('x0', 'x1') <= seen.inner.x1 - seen.inner.x0 && span('y0', 'y1') <= seen.inner.y1 - seen.inner.y0;
            for (const p of now)
              if (fits && !within(p, seen.inner)) problems.push(`${preset} step ${seen.k}: pruned ${p.id} ${r(p)} out of the box ${r(seen.inner)}`);
          }
          // A mark on the frame's edge points the way its node lies.
          for (const m of seen.marks) {
            const s = seen.sources.find((x) => x.id === m.id);
            const ok = !s || { up: s.y0 < seen.inner.y0, down: s.y1 > seen.inner.y1, left: s.x0 < seen.inner.x0, right: s.x1 > seen.inner.x1 }[m.side];
            if (!ok) problems.push(`${preset} step ${seen.k}: the mark for ${m.id} points ${m.side}, but it lies at ${r(s)} of ${r(seen.inner)}`);
          }
          const at = `${preset} step ${seen.k}`;
          if (seen.k !== `${k} / ${n}`) problems.push(`${at}: expected step ${k}`);
          for (const c of seen.current) if (!within(c, seen.inner)) problems.push(`${at}: current node ${c.id} ${r(c)} out of the box ${r(seen.inner)}`);
          // On a cut step, the cut's test and kind are read with it.
          for (const c of seen.cut) if (!within(c, seen.inner)) problems.push(`${at}: the cut's mark ${r(c)} out of the box ${r(seen.inner)}`);
          for (const s of seen.sources) {
            if (within(s, seen.inner)) continue;
            // Out of frame only when the box cannot hold it with the current
            // node: they are farther apart than the box is wide (or high),
            // and a mark on the edge, inside the box, names it.
            // On a cut step the children it prunes count with the current
            // node: the frame shows them first, and marks the source.
            const group = [seen.current[0], ...(seen.cut.length ? now : [])].filter(Boolean);
            const far =
              group.length > 0 &&
              (Math.max(s.x1, ...group.map((b) => b.x1)) - Math.min(s.x0, ...group.map((b) => b.x0)) > seen.inner.x1 - seen.inner.x0 ||
                Math.max(s.y1, ...group.map((b) => b.y1)) - Math.min(s.y0, ...group.map((b) => b.y0)) > seen.inner.y1 - seen.inner.y0);
            const mark = seen.marks.find((m) => m.id === s.id);
            if (!far)
              problems.push(
                `${at}: source ${s.id} ${r(s)} out of the box ${r(seen.inner)}, though it fits with the current node (and the children the step prunes)`,
              );
            else if (!mark || !within(mark, seen.inner)) problems.push(`${at}: source ${s.id} out of the box, and no mark says where`);
            else marked += 1;
          }
          // A tall tree in a wide frame has the narration beside it, and
          // is whole in the box at every step: fig. 25 (b) at 600 × 400
          // (its leaves, the pruned ones the deep cut names, were under
          // the bottom edge at 17 of 20 steps, and its end's cut mark).
          if (preset === 'fig25b' && w === 600)
            for (const b of seen.all)
              if (!within(b, seen.inner)) problems.push(`${at}: ${b.id} ${r(b)} out of the box ${r(seen.inner)}, though the tree fits beside the narration`);
          if (seen.counterLines !== 1 || seen.counterWraps) problems.push(`${at}: the counter takes ${seen.counterLines} lines`);
          if (!within(seen.link, seen.frame) || seen.link.scrollW > seen.link.clientW + 1)
            problems.push(`${at}: the link is clipped ${r(seen.link)} in ${r(seen.frame)}`);
          if (!within(seen.narration, seen.frame) || seen.narration.clipped) problems.push(`${at}: the narration is cut`);
          if (seen.smallest < 11) problems.push(`${at}: a text of ${seen.smallest} px`);
          if ((k === 12 || k === 44) && w === 400)
            await page.screenshot({
              path: path.join(SHOTS, `frame-${kind}-${preset}-${lang}-${w}x${h}-step${k}.png`),
              clip: { x: 0, y: 0, width: w + 30, height: h + 30 },
            });
          if (k < n) await scope.click(prefix + '.step[id="next"]');
        }
        assertNoErrors(errors);
        await context.close();
      }
      t.diagnostic(`${marked} source(s) too far for the frame, each named by a mark on its edge`);
      assert.deepEqual(problems, []);
    });
  }
}

test("the page's embed code keeps the step and every option on screen: the embed opens where the page is, saying the same", async () => {
  const fragment = '#preset=fig25b&algo=alphabeta-hard&ties=strict&lang=fr&step=12';
  const opened = await openPage(env.browser, env.server.url + 'index.html' + fragment, { viewport: { width: 1280, height: 800 } });
  await opened.page.waitForFunction(() => document.documentElement.dataset.ready === '1');
  const pageCounter = (await opened.page.textContent('#counter')).trim();
  const pageNarration = (await opened.page.textContent('#narration')).trim();
  assert.match(pageCounter, /^12 \//);
  await opened.page.click('#share summary');
  await opened.page.click('#embed-make');
  await opened.page.waitForFunction(() => document.getElementById('embed-code').value.includes('embed.html'));
  const code = await opened.page.inputValue('#embed-code');
  const src = /src="[^"]*embed\.html(#[^"]*)"/.exec(code)[1].replace(/&amp;/g, '&');
  for (const part of ['preset=fig25b', 'algo=alphabeta-hard', 'ties=strict', 'lang=fr', 'step=12']) {
    assert.ok(src.split(/[#&]/).includes(part), `the embed code carries ${part}: ${src}`);
  }
  assertNoErrors(opened.errors);
  await opened.context.close();

  const embed = await openPage(env.browser, env.server.url + 'embed.html' + src, { viewport: { width: 600, height: 400 } });
  await embed.page.waitForFunction(() => document.documentElement.dataset.ready === '1');
  assert.equal((await embed.page.textContent('#counter')).trim(), pageCounter);
  assert.equal((await embed.page.textContent('#narration')).trim(), pageNarration, 'the embed says what the page said');
  assertNoErrors(embed.errors);
  await embed.context.close();

  // A random tree: the embed view makes none, so its code carries the tree.
  const random = await openPage(env.browser, env.server.url + 'index.html#random=7,2,3&step=3', { viewport: { width: 1280, height: 800 } });
  await random.page.waitForFunction(() => document.documentElement.dataset.ready === '1');
  const nodes = await random.page.$$eval('g.node[data-node-id]', (g) => g.length);
  await random.page.click('#share summary');
  await random.page.click('#embed-make');
  await random.page.waitForFunction(() => document.getElementById('embed-code').value.includes('embed.html'));
  const randomSrc = /src="[^"]*embed\.html(#[^"]*)"/.exec(await random.page.inputValue('#embed-code'))[1].replace(/&amp;/g, '&');
  assert.match(randomSrc, /[#&]tree=/);
  assert.doesNotMatch(randomSrc, /random=/);
  assertNoErrors(random.errors);
  await random.context.close();
  const shown = await openPage(env.browser, env.server.url + 'embed.html' + randomSrc, { viewport: { width: 600, height: 400 } });
  await shown.page.waitForFunction(() => document.documentElement.dataset.ready === '1');
  assert.equal(await shown.page.$$eval('g.node[data-node-id]', (g) => g.length), nodes, 'the embed draws the random tree, not the default one');
  assert.match((await shown.page.textContent('#counter')).trim(), /^3 \//);
  assertNoErrors(shown.errors);
  await shown.context.close();
});

test('in the embed and the element, Page Down after a click on the scrubber steps forward by one, Page Up back by one', async () => {
  for (const kind of ['iframe', 'element']) {
    const { errors, context, scope, root } = await host(kind, 'fig25b', 600, 400);
    const prefix = root === 'shadow' ? '#e ' : '';
    const at = async () => Number((await look(scope, root)).k.split(' /')[0]);
    await scope.click(prefix + 'input.scrubber');
    const before = await at();
    assert.ok(before > 0 && before < 19, `the click moved to ${before}`);
    const keys = scope.page ? scope.page().keyboard : scope.keyboard;
    await keys.press('PageDown');
    assert.equal(await at(), before + 1, `${kind}: Page Down steps forward`);
    await keys.press('PageUp');
    await keys.press('PageUp');
    assert.equal(await at(), before - 1, `${kind}: Page Up steps back`);
    assertNoErrors(errors);
    await context.close();
  }
});

test('a tall tree in a short, wide frame (fig. 25 (b) at 800 × 300) has the narration beside it, and more of its height in sight', async () => {
  for (const kind of ['iframe', 'element']) {
    const { errors, context, scope, root } = await host(kind, 'fig25b', 800, 300);
    const seen = await scope.evaluate((root) => {
      const doc = root === 'shadow' ? document.getElementById('e').shadowRoot : document;
      const wrap = doc.querySelector('.tree-wrap');
      const svg = wrap.querySelector('svg');
      return {
        side: wrap.parentElement.dataset.side ?? null,
        box: wrap.clientHeight,
        tree: svg.getBoundingClientRect().height,
        bar: doc.querySelector('.embed-bar').getBoundingClientRect().height,
      };
    }, root);
    // Under the narration its box was 210 px high for 346 px of tree, with
    // 590 px of the frame's width empty beside it.
    assert.equal(seen.side, 'true', `${kind}: ${JSON.stringify(seen)}`);
    assert.ok(seen.box >= 240 && seen.box / seen.tree >= 0.7, `${kind}: ${JSON.stringify(seen)}`);
    assertNoErrors(errors);
    await context.close();
  }
});
