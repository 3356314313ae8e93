// End-to-end tests of the page for a presenter who holds only a clicker,
// and for anyone zoomed in: Page Down and Page Up step forward and back by
// exactly one from every control of the page (the scrubber after a mouse
// click on it, the number and text fields, the read-only link field, the
// menus, the buttons), and the zoom bar's buttons stay on screen (the
// element at their centre is the button itself) whether the tree is seen
// whole, at actual size or zoomed in, after scrolling or panning it, at a
// projector's 1024 × 768 and on a 390 × 844 phone (there also when the page
// scrolls the zoomed tree's box past the window's top).
//
// Run after `cargo xtask build`: node --test tests/clicker.test.mjs

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { REPO_ROOT } from './support/server.mjs';
import { openPage, waitForReady, assertNoErrors } from './support/browser.mjs';
import { useBrowser } from './support/suite.mjs';
import { PHONE } from './support/screens.mjs';

const SHOTS = path.join(REPO_ROOT, 'tests', 'screenshots');
const env = useBrowser();

async function open(fragment, options = {}) {
  const opened = await openPage(env.browser, env.server.url + 'index.html' + fragment, { viewport: { width: 1024, height: 768 }, ...options });
  await waitForReady(opened.page);
  return opened;
}

async function step(page) {
  const match = /^(\d+) \/ (\d+)$/.exec((await page.textContent('#counter')).trim());
  assert.ok(match, 'the counter reads k / N');
  return Number(match[1]);
}

/**
 * Marks every visible control of the page (`button, input, select,
 * textarea` that has a box and is not disabled) with `data-probe` and
 * returns their descriptions, in document order.
 */
function markControls(page) {
  return page.evaluate(() => {
    const out = [];
    let i = 0;
    for (const el of document.querySelectorAll('button, input, select, textarea')) {
      const r = el.getBoundingClientRect();
      if (el.disabled || r.width === 0 || r.height === 0 || !el.checkVisibility({ visibilityProperty: true })) continue;
      el.dataset.probe = String(i);
      out.push({
        i,
        what: `${el.tagName.toLowerCase()}${el.id ? '#' + el.id : ''}${el.type ? '[' + el.type + ']' : ''}${el.className ? '.' + String(el.className).split(' ')[0] : ''}`,
      });
      i += 1;
    }
    return out;
  });
}

/**
 * Gives `sel` the focus as a person does: a range input (the scrubber) by
 * a mouse click on it, which also moves the position; anything else by
 * focusing it (a click would press a button or open a menu).
 */
async function reach(page, sel) {
  const type = await page.$eval(sel, (el) => (el.tagName === 'INPUT' ? el.type : el.tagName.toLowerCase()));
  if (type === 'range') {
    await page.$eval(sel, (el) => el.scrollIntoView({ block: 'center' }));
    await page.click(sel);
  } else {
    await page.focus(sel);
  }
}

test('Page Down and Page Up step by exactly one from every control of the page, the scrubber and the fields included', async (t) => {
  // Fig. 25 (b): 19 steps. Position 5 leaves room either way; each control
  // is given the focus in turn, then the clicker's two keys are pressed.
  const { page, errors, context } = await open('#preset=fig25b&step=5');
  // Open the folded parts of the settings, so that their fields count too,
  // and make the share panel's read-only fields.
  await page.evaluate(() => {
    for (const d of document.querySelectorAll('details')) d.open = true;
  });
  await page.click('#embed-make');
  await page.waitForFunction(() => !document.getElementById('embed-field').hidden);
  const controls = await markControls(page);
  const kinds = controls.map((c) => c.what).join(' ');
  // The controls the issue names are among them.
  for (const name of [
    'input#scrubber[range]',
    'input#depth[number]',
    'input#game-depth',
    'input#link[text]',
    'select#preset',
    'textarea#tree-text',
    'textarea#embed-code',
  ]) {
    assert.ok(kinds.includes(name), `${name} is among the controls tried: ${kinds}`);
  }
  assert.ok(controls.length >= 30, `${controls.length} controls tried`);
  const stuck = [];
  for (const { i, what } of controls) {
    const sel = `[data-probe="${i}"]`;
    if (!(await page.$(sel))) continue;
    // Each control starts from the middle of the search.
    await page.evaluate(() => {
      document.activeElement?.blur();
    });
    await page.keyboard.press('Home');
    for (let j = 0; j < 5; j++) await page.keyboard.press('ArrowRight');
    await reach(page, sel);
    const before = await step(page);
    if (before >= 18 || before <= 1) {
      stuck.push(`${what}: a click moved to ${before}`);
      continue;
    }
    await page.keyboard.press('PageDown');
    const down = await step(page);
    await page.keyboard.press('PageUp');
    const up = await step(page);
    if (down !== before + 1 || up !== before) stuck.push(`${what}: ${before} → PageDown ${down} → PageUp ${up}`);
  }
  t.diagnostic(`${controls.length} controls tried`);
  assert.deepEqual(stuck, [], 'every control steps forward by one, then back by one');
  assertNoErrors(errors);
  await context.close();
});

test('in large text, choosing a preset folds the settings away again, and Page Down steps', async () => {
  const { page, errors, context } = await open('#preset=fig25a&large=1');
  assert.equal(await page.isHidden('#setup'), true, 'large text folds the settings');
  await page.click('#show-settings');
  await page.waitForSelector('#setup', { state: 'visible' });
  await page.selectOption('#preset', 'schema6bis');
  await page.waitForFunction(() => document.getElementById('counter').textContent.trim() === '0 / 56');
  assert.equal(await page.isHidden('#setup'), true, 'the preset chosen, the settings fold away so that the tree gets the room');
  await page.keyboard.press('PageDown');
  assert.equal(await step(page), 1);
  assertNoErrors(errors);
  await context.close();
});

/**
 * The zoom bar's buttons that are not on screen: the element at each
 * button's centre must be the button (or inside it), and the centre must
 * lie inside the window.
 */
function hiddenBarButtons(page) {
  return page.evaluate(() => {
    const out = [];
    for (const b of document.querySelectorAll('.nav-bar button')) {
      const r = b.getBoundingClientRect();
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      const inside = x >= 0 && y >= 0 && x <= window.innerWidth && y <= window.innerHeight;
      const hit = inside ? document.elementFromPoint(x, y) : null;
      if (!hit || !(hit === b || b.contains(hit)))
        out.push(
          `${b.className} at (${Math.round(x)}, ${Math.round(y)}) → ${hit ? hit.tagName + (hit.id ? '#' + hit.id : '') + '.' + hit.getAttribute('class') : 'off screen'}`,
        );
    }
    return out;
  });
}

/** Scrolls the tree's box to its far right and bottom, or pans the camera by dragging. */
async function scrollOrPan(page) {
  const camera = await page.getAttribute('#tree-wrap', 'data-camera');
  if (camera === 'true') {
    const r = await page.$eval('#tree', (svg) => {
      const b = svg.getBoundingClientRect();
      return { x: b.left + b.width / 2, y: b.top + b.height / 2 };
    });
    await page.keyboard.press('Alt+ArrowRight');
    await page.keyboard.press('Alt+ArrowRight');
    await page.keyboard.press('Alt+ArrowDown');
    return r;
  }
  await page.$eval('#tree-wrap', (w) => {
    w.scrollLeft = w.scrollWidth;
    w.scrollTop = w.scrollHeight;
  });
  // The scroll event is handled before the next frame.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  return null;
}

for (const [name, options] of [
  ['1024 × 768', {}],
  ['a 390 × 844 phone', PHONE],
]) {
  test(`the zoom bar stays on screen whole, at actual size and zoomed in, after scrolling or panning: ${name}`, async () => {
    const { page, errors, context } = await open('#preset=schema6bis&step=20', options);
    await mkdir(SHOTS, { recursive: true });
    const problems = [];
    const check = async (mode) => {
      // The bar is at the top of the tree's box: bring the box's top on screen first.
      await page.$eval('#tree-wrap', (w) => {
        const top = w.getBoundingClientRect().top;
        if (top < 0 || top > window.innerHeight / 2) window.scrollBy(0, top - 8);
      });
      for (const p of await hiddenBarButtons(page)) problems.push(`${mode}: ${p}`);
    };
    // Whole tree (the phone starts zoomed on a wide tree: "0" shows it whole).
    await page.focus('#tree');
    await page.keyboard.press('0');
    await check('whole tree');
    await scrollOrPan(page);
    await check('whole tree, box scrolled');
    // Actual size, then scrolled or panned.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.click('#zoom');
    await page.waitForFunction(() => document.getElementById('tree-wrap').dataset.fit === 'false');
    await check('actual size');
    await page.focus('#tree');
    await scrollOrPan(page);
    await check('actual size, scrolled or panned');
    await page.screenshot({ path: path.join(SHOTS, `zoombar-actual-${options.isMobile ? 'phone' : '1024'}.png`) });
    // Zoomed in twice, then scrolled or panned.
    await page.focus('#tree');
    await page.keyboard.press('+');
    await page.keyboard.press('+');
    await check('zoomed in');
    await scrollOrPan(page);
    await check('zoomed in, scrolled or panned');
    // The check brought the box's top on screen: the bar shows in the picture.
    await page.screenshot({ path: path.join(SHOTS, `zoombar-zoomed-${options.isMobile ? 'phone' : '1024'}.png`) });
    if (options.isMobile) {
      // The page scrolled until the box's top is 120 px above the window
      // (a swipe past the tree's edge): the bar comes down with it. (The
      // presenter's layout at 1024 × 768 is one screen: nothing scrolls.)
      await page.$eval('#tree-wrap', (w) => window.scrollBy(0, w.getBoundingClientRect().top + 120));
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      const top = await page.$eval('#tree-wrap', (w) => w.getBoundingClientRect().top);
      if (top < -100) for (const p of await hiddenBarButtons(page)) problems.push(`page scrolled past the box's top: ${p}`);
      else problems.push(`the page could not scroll past the box's top (${top})`);
      await page.screenshot({ path: path.join(SHOTS, 'zoombar-page-scrolled-phone.png') });
    }
    assert.deepEqual(problems, [], 'every button of the zoom bar is on screen and not covered');
    assertNoErrors(errors);
    await context.close();
  });
}

test('Page Down from the leaf editor keeps the value typed and steps by one', async () => {
  const { page, errors, context } = await open('#tree=' + encodeURIComponent('[[3,12,8],[2,4,6],[14,5,2]]') + '&step=3');
  const box = await page.$eval('g.node[data-node-id="2"] .shape', (s) => {
    const r = s.getBoundingClientRect();
    return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
  });
  await page.mouse.click(box.x, box.y);
  await page.waitForSelector('.leaf-input', { state: 'visible' });
  const before = await step(page);
  await page.keyboard.type('7');
  await page.keyboard.press('PageDown');
  await page.waitForFunction((b) => {
    const m = /^(\d+) \//.exec(document.querySelector('#counter').textContent.trim());
    return m && Number(m[1]) === b + 1;
  }, before);
  assert.equal(await page.isVisible('.leaf-input'), false);
  assert.match(await page.inputValue('#tree-text'), /^\[\[7, 12, 8\]/);
  assertNoErrors(errors);
  await context.close();
});
