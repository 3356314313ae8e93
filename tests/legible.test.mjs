// Readable from the back row: what a person sees of the drawing's texts,
// measured in pixels, where tests/readable.test.mjs measures their sizes.
// An edge that crosses a node's ↓α ↓β is judged by the screen itself: the
// window's band of glyphs is photographed with the edges drawn and with
// them hidden, and the two pictures must be the same (the texts' halo
// hides the edge under them), so a line through "↓β +∞" fails whatever
// its cause.
//
// Run after `cargo xtask build`: node --test tests/legible.test.mjs

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openPage, waitForReady, assertNoErrors } from './support/browser.mjs';
import { CSP } from './support/server.mjs';
import { useBrowser } from './support/suite.mjs';
import { openFolded, PHONE, pixels, twoFrames } from './support/screens.mjs';

const env = useBrowser();

/**
 * The screen rectangles of the inner nodes' window lines (each `tspan` of
 * a `text.ab`) that an edge's segment crosses, with the node's name and
 * the line, in whole pixels.
 */
function crossedWindows(page) {
  return page.evaluate(() => {
    const svg = document.getElementById('tree');
    const point = (line, x, y) => {
      const m = line.getScreenCTM();
      return { x: m.a * x + m.c * y + m.e, y: m.b * x + m.d * y + m.f };
    };
    const edges = [...svg.querySelectorAll('line.edge')].map((line) => [
      point(line, +line.getAttribute('x1'), +line.getAttribute('y1')),
      point(line, +line.getAttribute('x2'), +line.getAttribute('y2')),
    ]);
    // Liang–Barsky: the length of segment a–b inside rectangle r.
    const inside = ([a, b], r) => {
      let t0 = 0;
      let t1 = 1;
      const dx = b.x - a.x;
      const dy = b.y - a.y;
      for (const [p, q] of [
        [-dx, a.x - r.left],
        [dx, r.right - a.x],
        [-dy, a.y - r.top],
        [dy, r.bottom - a.y],
      ]) {
        if (p === 0) {
          if (q < 0) return 0;
        } else if (p < 0) t0 = Math.max(t0, q / p);
        else t1 = Math.min(t1, q / p);
      }
      return t1 > t0 ? (t1 - t0) * Math.hypot(dx, dy) : 0;
    };
    const found = [];
    for (const line of svg.querySelectorAll('g.node text.ab tspan')) {
      if (!line.textContent.trim()) continue;
      const r = line.getBoundingClientRect();
      if (!edges.some((e) => inside(e, r) > 2)) continue;
      const name = line.closest('g.node').querySelector('text.label')?.textContent ?? '?';
      // The glyphs' band: the line's box less the font's leading above
      // and below (an eighth of its height each), where no glyph is.
      const x = Math.floor(r.left);
      const y = Math.round(r.top + r.height / 8);
      const height = Math.round(r.bottom - r.height / 8) - y;
      found.push({ what: `${name}'s "${line.textContent}"`, clip: { x, y, width: Math.ceil(r.right) - x, height } });
    }
    return found;
  });
}

/** Shows or hides every edge of the drawing (a presentation attribute: the CSP allows it). */
function edgesShown(page, shown) {
  return page.evaluate((on) => {
    for (const line of document.querySelectorAll('#tree line.edge')) {
      if (on) line.removeAttribute('visibility');
      else line.setAttribute('visibility', 'hidden');
    }
  }, shown);
}

test('large text at 1024×768: the edge from A no longer shows through B3’s "↓β +∞" (schéma 6 bis)', async () => {
  const { page, errors, context } = await openFolded(env, 'preset=schema6bis&step=end&large=1', { viewport: { width: 1024, height: 768 } });
  const crossed = await crossedWindows(page);
  // The edge from A to B3 arrives from the upper left, through B3's window.
  assert.ok(
    crossed.some((c) => c.what === 'B3\'s "↓β +∞"'),
    `B3's window is crossed by an edge: ${crossed.map((c) => c.what).join(', ')}`,
  );
  const seen = [];
  for (const { what, clip } of crossed) {
    await edgesShown(page, true);
    const withEdges = await page.screenshot({ clip });
    await edgesShown(page, false);
    const without = await page.screenshot({ clip });
    if (!withEdges.equals(without)) seen.push(what);
  }
  await edgesShown(page, true);
  // B3's is the defect a teacher saw: the edge showed between "↓β" and
  // "+∞". A steep edge can still show above a thin glyph (C3's "−∞"),
  // out of the halo's reach: said, not asserted.
  assert.ok(!seen.includes('B3\'s "↓β +∞"'), `an edge shows through ${seen.join(', ')}`);
  console.log(`windows crossed by an edge: ${crossed.length}; showing it: ${seen.join(', ') || 'none'}`);
  assertNoErrors(errors);
  await context.close();
});

/**
 * The current node's texts and shape (and a current leaf's window) that a
 * person cannot see: the element at the centre of each line is not the
 * drawing's (the zoom bar, a control), or the centre lies outside the
 * tree's box or the window (clipped). Each is named with what hides it.
 */
function currentHidden(page) {
  return page.evaluate(() => {
    const svg = document.getElementById('tree');
    const wrap = document.getElementById('tree-wrap').getBoundingClientRect();
    const current = svg.querySelector('g.node[data-current="true"]');
    if (!current) return [];
    const shown = (e) => e.textContent.trim() !== '' || e.matches('.shape');
    const drawn = (e) => !e.closest('[display="none"]');
    const parts = [...current.querySelectorAll('.shape, text')];
    const leafWindow = svg.querySelector('text.ab-leaf');
    if (leafWindow && drawn(leafWindow)) parts.push(leafWindow);
    const hidden = [];
    for (const part of parts.filter((e) => shown(e) && drawn(e))) {
      const lines = part.querySelectorAll('tspan').length ? [...part.querySelectorAll('tspan')].filter(shown) : [part];
      for (const line of lines) {
        const r = line.getBoundingClientRect();
        const x = (r.left + r.right) / 2;
        const y = (r.top + r.bottom) / 2;
        const what = `${current.dataset.nodeId}'s ${part.getAttribute('class')} "${line.textContent.trim()}"`;
        if (x < Math.max(0, wrap.left) || x > Math.min(innerWidth, wrap.right) || y < Math.max(0, wrap.top) || y > Math.min(innerHeight, wrap.bottom)) {
          hidden.push(`${what}: clipped at (${Math.round(x)}, ${Math.round(y)})`);
          continue;
        }
        const hit = document.elementFromPoint(x, y);
        if (!hit || !svg.contains(hit)) hidden.push(`${what}: under ${hit ? `${hit.tagName.toLowerCase()}.${hit.className}` : 'nothing'}`);
      }
    }
    return hidden;
  });
}

/** The counter's position, once the drawing shows it (two frames after). */
async function settled(page, k) {
  await page.waitForFunction((at) => document.getElementById('counter').textContent.trim().startsWith(`${at} /`), k);
  await twoFrames(page);
}

test('a phone following the steps of schéma 6 bis: the zoom bar never covers the current node’s texts (A’s "↓α −∞" at step 1)', async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url + 'index.html#preset=schema6bis&step=0', PHONE);
  await waitForReady(page);
  const total = Number((await page.textContent('#counter')).split('/')[1]);
  const seen = [];
  for (let k = 1; k <= total; k++) {
    await page.evaluate(() => document.getElementById('next').click());
    await settled(page, k);
    for (const h of await currentHidden(page)) seen.push(`step ${k}: ${h}`);
  }
  assert.deepEqual(seen, [], seen.join('\n'));
  assertNoErrors(errors);
  await context.close();
});

test('a phone at step 9 of schéma 6 bis: the bar’s + keeps the current leaf C1.3 in sight, twice', async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url + 'index.html#preset=schema6bis&step=9', PHONE);
  await waitForReady(page);
  assert.deepEqual(await currentHidden(page), [], 'before zooming');
  for (const n of [1, 2]) {
    const z = await page.evaluate(() => document.querySelector('#tree g.node[data-current="true"]').getBoundingClientRect().height);
    await page.tap('.nav-zoom-in');
    await page.waitForFunction((h) => document.querySelector('#tree g.node[data-current="true"]')?.getBoundingClientRect().height > h * 1.05, z);
    await twoFrames(page);
    assert.deepEqual(await currentHidden(page), [], `after + ${n}`);
  }
  assertNoErrors(errors);
  await context.close();
});

test('the embed view in a 600×400 iframe, fig25b at step 12: no node’s ↓α ↓β paints over a leaf beside it (v’s "↓β +∞" over the leaf 5)', async () => {
  const opened = await openPage(env.browser, env.server.url + 'favicon.svg', { viewport: { width: 800, height: 600 } });
  const { page, errors, context } = opened;
  const url = env.server.url + 'host.html';
  await page.route(url, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      headers: { 'Content-Security-Policy': CSP },
      body:
        '<!doctype html><html><head><title>Host</title></head><body>' +
        '<iframe id="f" src="embed.html#preset=fig25b&amp;step=12" width="600" height="400" title="tree"></iframe></body></html>',
    }),
  );
  await page.goto(url);
  const frame = page.frame({ url: /embed\.html/ });
  await frame.waitForFunction(() => document.documentElement.dataset.ready === '1' && document.getElementById('counter').textContent.trim().startsWith('12 /'));
  await twoFrames(frame);
  // Each leaf's box on the host's screen, a pixel round it, where the frame shows it.
  const leaves = await frame.evaluate(() => {
    const wrap = document.getElementById('tree-wrap').getBoundingClientRect();
    const f = window.frameElement ? window.frameElement.getBoundingClientRect() : { left: 0, top: 0 };
    return [...document.querySelectorAll('#tree g.node.leaf')]
      .map((g) => {
        const r = g.querySelector('.shape').getBoundingClientRect();
        return { value: g.querySelector('text.val').textContent, r: { left: r.left - 1, top: r.top - 1, right: r.right + 1, bottom: r.bottom + 1 } };
      })
      .filter(({ r }) => r.left >= wrap.left && r.right <= wrap.right && r.top >= wrap.top && r.bottom <= wrap.bottom)
      .map(({ value, r }) => {
        const x = Math.floor(r.left + f.left);
        const y = Math.floor(r.top + f.top);
        return { value, clip: { x, y, width: Math.ceil(r.right + f.left) - x, height: Math.ceil(r.bottom + f.top) - y } };
      });
  });
  assert.ok(
    leaves.some((l) => l.value === '5'),
    `the leaf 5 is in the frame: ${leaves.map((l) => l.value).join(', ')}`,
  );
  const windows = (shown) =>
    frame.evaluate((on) => {
      for (const t of document.querySelectorAll('#tree g.node text.ab')) {
        if (on) t.removeAttribute('visibility');
        else t.setAttribute('visibility', 'hidden');
      }
    }, shown);
  const covered = [];
  for (const { value, clip } of leaves) {
    await windows(true);
    const withWindows = await page.screenshot({ clip });
    await windows(false);
    const without = await page.screenshot({ clip });
    if (!withWindows.equals(without)) covered.push(value);
  }
  await windows(true);
  assert.deepEqual(covered, [], `a window paints over the leaf ${covered.join(', ')}`);
  assertNoErrors(errors);
  await context.close();
});

test('large text at 1024×768: the current node’s ring no longer runs through its own "↓β +∞" (classic, R.1 at step 9)', async () => {
  const { page, errors, context } = await openFolded(env, 'preset=classic&step=9&large=1', { viewport: { width: 1024, height: 768 } });
  // R.1 is the current node: its window's two lines end at its axis,
  // inside the ring's radius.
  const clip = await page.evaluate(() => {
    const group = [...document.querySelectorAll('#tree g.node')].find((g) => g.querySelector('text.label')?.textContent === 'R.1');
    const r = group.querySelector('text.ab').getBoundingClientRect();
    const x = Math.floor(r.left);
    const y = Math.floor(r.top);
    return { x, y, width: Math.ceil(r.right) - x, height: Math.ceil(r.bottom) - y };
  });
  assert.equal(await page.$eval('#tree .current-ring', (c) => c.getAttribute('display')), null, 'the ring is drawn');
  const show = (selector, on) =>
    page.evaluate(
      ([sel, v]) => {
        for (const e of document.querySelectorAll(sel)) e.style.visibility = v ? '' : 'hidden';
      },
      [selector, on],
    );
  const both = await page.screenshot({ clip });
  await show('#tree .current-ring', false);
  const textOnly = await page.screenshot({ clip });
  await show('#tree text.ab', false);
  const neither = await page.screenshot({ clip });
  await show('#tree text.ab', true);
  await show('#tree .current-ring', true);
  // The glyphs: what the window's text adds that is not the page's white
  // (its halo is white). The ring may pass under the halo, never within
  // 3 px of a glyph: there it must not change a pixel.
  const [a, t, n] = await pixels(context, [both, textOnly, neither]);
  const { width, height } = clip;
  const diff = (p, q, i) => Math.abs(p[i] - q[i]) + Math.abs(p[i + 1] - q[i + 1]) + Math.abs(p[i + 2] - q[i + 2]);
  const ink = new Uint8Array(width * height);
  for (let k = 0; k < ink.length; k++) ink[k] = t[4 * k] + t[4 * k + 1] + t[4 * k + 2] < 450 && diff(t, n, 4 * k) > 30 ? 1 : 0;
  const near = (x, y) => {
    for (let dy = -3; dy <= 3; dy++) for (let dx = -3; dx <= 3; dx++) if (ink[(y + dy) * width + x + dx]) return true;
    return false;
  };
  let glyphs = 0;
  let crossed = 0;
  for (let y = 3; y < height - 3; y++) {
    for (let x = 3; x < width - 3; x++) {
      if (ink[y * width + x]) glyphs += 1;
      if (!ink[y * width + x] && near(x, y) && diff(a, t, 4 * (y * width + x)) > 60) crossed += 1;
    }
  }
  assert.ok(glyphs > 100, `the test sees the window's glyphs (${glyphs} pixels)`);
  assert.equal(crossed, 0, `the ring shows in ${crossed} pixels within 3 px of R.1’s "↓α −∞ ↓β +∞"`);
  assertNoErrors(errors);
  await context.close();
});

test('large text at 1024×768, every step of fig. 25 (a), fig. 25 (b) and the killers’ tree: no text of the drawing overlaps another’s (classic and schéma 6 bis: marksfit.test.mjs)', async () => {
  const { page, errors, context } = await openFolded(env, 'preset=fig25a&step=0&large=1', { viewport: { width: 1024, height: 768 } });
  const overlaps = [];
  // Before, 10 pairs: a cut's condition over its node's ↑ m in classic,
  // fig25a, fig25b and killers. Classic and schéma 6 bis are stepped at
  // this screen by marksfit.test.mjs, which holds every text of the tree
  // (names and scissors too) apart and inside the drawing, with no pair
  // let through for them: here, the seeds' other trees.
  for (const preset of ['fig25a', 'fig25b', 'killers']) {
    await page.evaluate((p) => {
      location.hash = `preset=${p}&step=0&large=1`;
    }, preset);
    await page.waitForFunction(
      (p) => document.getElementById('preset').value === p && document.getElementById('counter').textContent.trim().startsWith('0'),
      preset,
    );
    const n = await page.evaluate(() => Number(document.getElementById('scrubber').max));
    for (let k = 0; k <= n; k++) {
      const found = await page.evaluate(() => {
        const drawn = (e) => {
          for (let x = e; x && x.id !== 'tree'; x = x.parentNode) if (x.getAttribute?.('display') === 'none') return false;
          return e.getBoundingClientRect().width > 0 && getComputedStyle(e).visibility !== 'hidden';
        };
        const items = [];
        for (const t of document.querySelectorAll('#tree g.node text, #tree g.cut text.cond, #tree .window-tag text')) {
          if (!drawn(t) || !t.textContent.trim()) continue;
          const owner = t.closest('g.node, g.cut, .window-tag');
          const parts = t.querySelectorAll('tspan').length ? [...t.querySelectorAll('tspan')] : [t];
          for (const part of parts) {
            if (part.textContent.trim()) items.push({ r: part.getBoundingClientRect(), owner, text: part.textContent.trim() });
          }
        }
        const out = [];
        for (let i = 0; i < items.length; i++) {
          for (let j = i + 1; j < items.length; j++) {
            const a = items[i];
            const b = items[j];
            if (a.owner === b.owner) continue;
            const ix = Math.min(a.r.right, b.r.right) - Math.max(a.r.left, b.r.left);
            const iy = Math.min(a.r.bottom, b.r.bottom) - Math.max(a.r.top, b.r.top);
            if (ix > 2 && iy > 3) out.push(`"${a.text}" × "${b.text}"`);
          }
        }
        return out;
      });
      for (const pair of found) overlaps.push(`${preset} step ${k}: ${pair}`);
      if (k < n) {
        await page.click('#next');
        await page.waitForFunction(
          (want) =>
            document
              .getElementById('counter')
              .textContent.trim()
              .startsWith(String(want) + ' '),
          k + 1,
        );
      }
    }
  }
  assert.deepEqual(overlaps, []);
  assertNoErrors(errors);
  await context.close();
});

test('large text at 1024×768: no text of the page under 14 px, settings open, in practice and in construct, in English and French (labels, hints and the construct badge were 12.8–13.6 px)', async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url + 'index.html#preset=classic&large=1', {
    viewport: { width: 1024, height: 768 },
  });
  await waitForReady(page);
  const small = [];
  for (const fragment of [
    'preset=classic&large=1',
    'preset=classic&large=1&lang=fr',
    'preset=classic&large=1&mode=practice',
    'mode=construct&challenge=deep-cut-12&large=1&lang=fr',
  ]) {
    await page.evaluate((f) => {
      location.hash = f;
    }, fragment);
    await page.waitForFunction(() => document.documentElement.dataset.ready === '1');
    await page.evaluate(() => new Promise((r) => setTimeout(r, 300)));
    const found = await page.evaluate(() => {
      const out = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const el = n.parentElement;
        if (!n.textContent.trim() || el.closest('svg')) continue;
        const r = el.getBoundingClientRect();
        if (r.width === 0 || getComputedStyle(el).visibility === 'hidden') continue;
        const px = parseFloat(getComputedStyle(el).fontSize);
        if (px < 14) out.push(`"${n.textContent.trim().slice(0, 30)}" at ${px.toFixed(1)} px`);
      }
      return out;
    });
    for (const f of found) small.push(`${fragment}: ${f}`);
  }
  assert.deepEqual(small, []);
  assertNoErrors(errors);
  await context.close();
});
