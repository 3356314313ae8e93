// The screens the end-to-end tests look at, and the page as a teacher in
// front of a class opens it. Usage (node:test, with ./suite.mjs):
//
//   import { PROJECTORS, PHONE, openFolded, twoFrames } from './support/screens.mjs';
//   const env = useBrowser();
//   for (const viewport of PROJECTORS) ...        // 1024×768, 1280×720
//   const { page, errors, context } = await openFolded(env, 'preset=fig25a&large=1', { viewport });
//   await openPage(env.browser, url, PHONE);      // a touch phone, 390×844
//   await twoFrames(page);                        // after a change, once it is drawn
//   await pointAt(page, 3, true);                 // taps node 3's shape (clicks without `true`)
//   const [rgba] = await pixels(context, [await page.screenshot({ clip })]);  // a shot's RGBA bytes
//   const found = await atEveryStep(page, probe);  // steps to the end, gathering probe(page)'s findings
//   const steps = await foldedMarksAtEveryStep(page); // each step's folded marks, sizes shown, sizes misplaced
//
// `openFolded` opens index.html at `fragment` (without its '#'), waits for
// the first drawing, folds the settings away if they are shown and waits
// two frames, so that what a test measures is what the class sees.

import { openPage, waitForReady } from './browser.mjs';

/** The projectors of a lecture hall, where the tree must read from the back row. */
export const PROJECTORS = [
  { width: 1024, height: 768 },
  { width: 1280, height: 720 },
];

/** A laptop: the options of `openPage` (and of Playwright's context). */
export const LAPTOP = { viewport: { width: 1366, height: 768 } };

/** A touch phone: the options of `openPage` (and of Playwright's context). */
export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/**
 * The pairs of text lines, of different owners, that a reader sees one
 * over the other: their boxes meet by more than 2 px across and 3 px down
 * (a line's box holds its font's leading, which overlaps harmlessly).
 * `items` are `{r: {left, right, top, bottom}, owner}` in screen pixels,
 * as a page measured them (`owner`: any key, the same for the lines of one
 * node, mark or tag).
 * @template {{r: {left: number, right: number, top: number, bottom: number}, owner: unknown}} T
 * @param {T[]} items
 * @returns {[T, T][]}
 */
export function overlappingTexts(items) {
  const pairs = [];
  for (let i = 0; i < items.length; i++) {
    for (let j = i + 1; j < items.length; j++) {
      const [a, b] = [items[i], items[j]];
      if (a.owner === b.owner) continue;
      const across = Math.min(a.r.right, b.r.right) - Math.max(a.r.left, b.r.left);
      const down = Math.min(a.r.bottom, b.r.bottom) - Math.max(a.r.top, b.r.top);
      if (across > 2 && down > 3) pairs.push([a, b]);
    }
  }
  return pairs;
}

/**
 * Every node of the tree as a person sees it: `by` null when the node's
 * shape is hit at its centre (elementFromPoint), else the id of what covers
 * it ('nothing' when the point is off the page); the tree's top in the
 * document; and the docked bar's (`#sticky`) top on screen and height.
 * @returns {Promise<{nodes: {id: string, at: string, by: string|null}[], top: number, dock: {top: number, height: number}}>}
 */
export function nodesSeen(page) {
  return page.evaluate(() => {
    const nodes = [...document.querySelectorAll('#tree g.node[data-node-id]')].map((g) => {
      const b = g.querySelector('.shape').getBoundingClientRect();
      const x = b.left + b.width / 2;
      const y = b.top + b.height / 2;
      const hit = document.elementFromPoint(x, y);
      return { id: g.dataset.nodeId, at: `(${Math.round(x)}, ${Math.round(y)})`, by: hit && g.contains(hit) ? null : (hit?.closest('[id]')?.id ?? 'nothing') };
    });
    const sticky = document.getElementById('sticky');
    return {
      nodes,
      top: Math.round(document.getElementById('tree').getBoundingClientRect().top + scrollY),
      dock: { top: sticky.getBoundingClientRect().top, height: sticky.offsetHeight },
    };
  });
}

/** Resolves after two animation frames: a change the page draws on the next frame is then on screen. */
export function twoFrames(page) {
  return page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

/**
 * Opens the page at `fragment` with the settings folded, as a teacher has
 * them; `options` are `openPage`'s.
 * @param {{browser: import('playwright-core').Browser, server: {url: string}}} env from `useBrowser()`
 * @param {string} fragment
 * @param {object} [options]
 */
export async function openFolded(env, fragment, options) {
  const opened = await openPage(env.browser, env.server.url + 'index.html#' + fragment, options);
  await waitForReady(opened.page);
  if (!(await opened.page.evaluate(() => document.getElementById('setup').hidden))) {
    await opened.page.click('#show-settings');
    await opened.page.waitForFunction(() => document.getElementById('setup').hidden);
  }
  await twoFrames(opened.page);
  return opened;
}

/**
 * Clicks (or, with `tap`, taps) the middle of node `id`'s shape, scrolled
 * into view first, as a person points at a node.
 */
export async function pointAt(page, id, tap = false) {
  const r = await page.$eval(`g.node[data-node-id="${id}"] .shape`, (s) => {
    s.scrollIntoView({ block: 'center' });
    const b = s.getBoundingClientRect();
    return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
  });
  if (tap) await page.touchscreen.tap(r.x, r.y);
  else await page.mouse.click(r.x, r.y);
}

/**
 * The pixels of `shots` (PNG buffers) decoded in a blank page
 * of `context`: for each, its RGBA bytes.
 */
export async function pixels(context, shots) {
  const blank = await context.newPage();
  const data = await blank.evaluate(
    async (urls) =>
      Promise.all(
        urls.map(async (url) => {
          const image = await createImageBitmap(await (await fetch(url)).blob());
          const canvas = new OffscreenCanvas(image.width, image.height);
          const c = canvas.getContext('2d');
          c.drawImage(image, 0, 0);
          return Array.from(c.getImageData(0, 0, image.width, image.height).data);
        }),
      ),
    shots.map((b) => 'data:image/png;base64,' + b.toString('base64')),
  );
  await blank.close();
  return data;
}

/**
 * Presses `key` inside the page and resolves two frames later, once its
 * step is drawn: a keydown and a keyup dispatched at the focused element,
 * which reach the page's listeners as a clicker's key does (the page reads
 * `key` and the target, never whether the event is trusted). One round
 * trip instead of a trusted press's three: the tests that walk every step
 * of a tree to measure it use this (a trusted press costs the machine about
 * 40 % more per step, docs/commands.md); the tests of the keys themselves
 * press them with `page.keyboard`.
 * @param {import('playwright-core').Page} page
 * @param {string} key a KeyboardEvent key, such as 'PageDown'
 */
export function pressInPage(page, key) {
  return page.evaluate(
    (key) =>
      new Promise((resolve) => {
        const target = document.activeElement ?? document.body;
        for (const type of ['keydown', 'keyup']) target.dispatchEvent(new KeyboardEvent(type, { key, bubbles: true, cancelable: true, composed: true }));
        requestAnimationFrame(() => requestAnimationFrame(resolve));
      }),
    key,
  );
}

/**
 * Steps the open page from its position to the end with Page Down (the
 * clicker's key, pressed in the page: `pressInPage`), and gathers what
 * `probe(page)` finds at each step (an array of strings), prefixed with
 * the step.
 */
export async function atEveryStep(page, probe) {
  const n = Number((await page.textContent('#counter')).split('/')[1]);
  const found = [];
  for (let k = 0; k <= n; k++) {
    for (const p of await probe(page)) found.push(`step ${k}: ${p}`);
    if (k < n) await pressInPage(page, 'PageDown');
  }
  return found;
}

/**
 * Runs in the page: the tree's text lines as a class sees them at the
 * position shown (each visible `text` or `tspan`, its box on screen, its
 * owner: a node, a cut mark, a leaf's window, or the text itself, a tag or
 * a summary's size), the lines past the drawing's visible edges (its SVG's
 * box within its scrolling box; the scissors too, whose box is taller than
 * their glyph and is held to the edges only), and with `keepsM` the ↑ m of
 * a node the search has left when hidden. Self-contained, so that
 * `textMisfitsAtEveryStep` can run it in its own loop in the page.
 * @returns {{k: string, items: {r: object, owner: number, what: string}[], past: string[]}}
 */
export function treeTextsInPage(keepsM = false) {
  const svg = document.getElementById('tree');
  const s = svg.getBoundingClientRect();
  const w = svg.parentElement.getBoundingClientRect();
  const edge = { left: Math.max(s.left, w.left), right: Math.min(s.right, w.right), top: Math.max(s.top, w.top), bottom: Math.min(s.bottom, w.bottom) };
  const items = [];
  const past = [];
  const owners = new Map();
  for (const t of svg.querySelectorAll('text')) {
    if (!t.textContent.trim() || !t.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
    const node = t.closest('g.node');
    const cut = t.closest('g.cut');
    const element = node ?? cut ?? (t.classList.contains('ab-leaf') ? t : (t.closest('.window-tag') ?? t));
    if (!owners.has(element)) owners.set(element, owners.size);
    const name = node
      ? `node ${node.dataset.nodeId}`
      : cut
        ? `cut ${cut.dataset.cutNode}`
        : t.classList.contains('ab-leaf')
          ? "a leaf's window"
          : `a ${t.getAttribute('class') ?? 'text'}`;
    const parts = t.querySelectorAll('tspan').length ? [...t.querySelectorAll('tspan')] : [t];
    for (const part of parts) {
      const { left, right, top, bottom, width } = part.getBoundingClientRect();
      if (!part.textContent.trim() || width === 0) continue;
      const what = `${name} "${part.textContent.trim()}"`;
      const sides = [
        ['left', edge.left - left],
        ['right', right - edge.right],
        ['top', edge.top - top],
        ['bottom', bottom - edge.bottom],
      ];
      for (const [side, by] of sides) if (by > 0.5) past.push(`${what} past the ${side} edge by ${by.toFixed(1)} px`);
      if (!t.classList.contains('scissors')) items.push({ r: { left, right, top, bottom }, owner: owners.get(element), what });
    }
  }
  // With `keepsM`, a node the search has left keeps its ↑ m in sight: the
  // narration reasons from it.
  for (const m of keepsM ? svg.querySelectorAll('g.node[data-state="done"] text.m') : []) {
    if (m.textContent.trim() && !m.checkVisibility()) past.push(`node ${m.closest('g.node').dataset.nodeId} "${m.textContent.trim()}" hidden`);
  }
  return { k: document.getElementById('counter').textContent.split('/')[0].trim(), items, past };
}

/** What `treeTextsInPage` found, as sentences: the lines past an edge, then the pairs that overlap. */
function misfitsOf({ items, past }) {
  return [...past, ...overlappingTexts(items).map(([a, b]) => [a.what, b.what].sort().join(' × '))];
}

/**
 * What a class would see wrong in the tree's texts at the position shown
 * (`treeTextsInPage`, `misfitsOf`): each line past an edge, each pair
 * that overlaps, named in one order whatever the drawing's.
 */
export async function textMisfits(page, keepsM = false) {
  return misfitsOf(await page.evaluate(treeTextsInPage, keepsM));
}

/**
 * Steps the open page from its position to the end, or to step `last`,
 * inside the page (the Next button, two frames each: no round trip a
 * step, for trees of hundreds of steps), and returns what `measure(arg)`
 * (a self-contained function of the page, handed in as its source, whose
 * answer has the step shown as `k`) answers at each step.
 * @returns {Promise<object[]>}
 */
function measureAtEveryStep(page, measure, last, arg) {
  const walk = async (measure, last, arg) => {
    const frames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const out = [measure(arg)];
    const n = Number(document.getElementById('counter').textContent.split('/')[1]);
    for (let k = Number(out[0].k); k < Math.min(n, last ?? Infinity); k++) {
      document.getElementById('next').click();
      await frames();
      out.push(measure(arg));
    }
    return out;
  };
  return page.evaluate(`(${walk})(${measure}, ${Number.isFinite(last) ? last : null}, ${JSON.stringify(arg)})`);
}

/**
 * `textMisfits` at each step from the position shown to the end, or to
 * step `last` (`measureAtEveryStep`), prefixed with the step.
 * @returns {Promise<string[]>}
 */
export async function textMisfitsAtEveryStep(page, last = Infinity, keepsM = false) {
  const steps = await measureAtEveryStep(page, treeTextsInPage, last, keepsM);
  return steps.flatMap((step) => misfitsOf(step).map((f) => `step ${step.k}: ${f}`));
}

/**
 * Runs in the page: the folded subtrees' marks drawn (each `g.summary`
 * with a triangle) and the sizes shown as text (each visible
 * `text.summary-size`: its words and its font's size on screen, in
 * pixels), with the node each belongs to.
 * @returns {{marks: number, sizes: {id: string, text: string, px: number}[]}}
 */
export function foldedMarksInPage() {
  const svg = document.getElementById('tree');
  const marks = [...svg.querySelectorAll('g.summary')].filter((g) => g.querySelector('polygon'));
  const sizes = [];
  for (const t of svg.querySelectorAll('text.summary-size')) {
    if (!t.textContent.trim() || !t.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
    const px = Number.parseFloat(getComputedStyle(t).fontSize) * Math.abs(t.getScreenCTM()?.a ?? 1);
    sizes.push({ id: t.closest('[data-root-id]')?.dataset.rootId ?? '?', text: t.textContent.trim(), px });
  }
  return { marks: marks.length, sizes };
}

/**
 * At each step from the position shown to the end (`measureAtEveryStep`):
 * the marks drawn and the sizes shown (`foldedMarksInPage`), and what a
 * class would see wrong with a size (`textMisfits`'s findings that name
 * one: a size past an edge, a size and another text one over the other).
 * @returns {Promise<{k: string, marks: number, sizes: {id: string, text: string, px: number}[], misfits: string[]}[]>}
 */
export async function foldedMarksAtEveryStep(page) {
  const both = `() => ({ ...(${treeTextsInPage})(false), ...(${foldedMarksInPage})() })`;
  const steps = await measureAtEveryStep(page, both, Infinity, null);
  return steps.map((step) => ({ k: step.k, marks: step.marks, sizes: step.sizes, misfits: misfitsOf(step).filter((f) => f.includes('summary-size')) }));
}
