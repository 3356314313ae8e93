// Readable from the back row (issue 26) and on a phone (issue 25): the
// drawing's texts measured on screen against floors in pixels. A text's
// size is its font size times its screen scale (the computed font size ×
// getScreenCTM().a: what the glyphs measure on screen, whatever transform
// scales them); only texts that are shown count (not display:none, not
// empty, with a box). Every preset at 1024×768 and 1280×720, normal and
// large text, the settings folded, seen whole at the end of the search;
// two game trees at P = 2; a hard exercise seen whole on a touch phone.
//
// Run after `cargo xtask build`: node --test tests/readable.test.mjs

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openPage, waitForReady, assertNoErrors } from './support/browser.mjs';
import { useBrowser } from './support/suite.mjs';
import { openFolded, PHONE, PROJECTORS, pixels, twoFrames } from './support/screens.mjs';

const env = useBrowser();

const PRESETS = ['schema6bis', 'fig25a', 'fig25b', 'classic', 'exercise', 'horizon'];

/** The floors of issue 26, in screen pixels: values, and ↓α ↓β, names and cut tests. */
const FLOORS = { large: { value: 18, small: 14 }, normal: { value: 13, small: 11 } };

/**
 * The shown texts of the drawing by kind, each with its size on screen
 * (font size × screen scale) and its rectangle; the drawn leaves (and
 * whether each shows its value), and the box's and the texts' vertical extent.
 */
function measure(page) {
  return page.evaluate(() => {
    const svg = document.getElementById('tree');
    const shown = (t) => {
      if (!t.textContent.trim()) return false;
      for (let e = t; e && e !== svg; e = e.parentElement) {
        if (e.getAttribute('display') === 'none' || getComputedStyle(e).display === 'none') return false;
      }
      const r = t.getBoundingClientRect();
      return r.width > 0 && r.height > 0;
    };
    const size = (t) => Number.parseFloat(getComputedStyle(t).fontSize) * t.getScreenCTM().a;
    const kinds = { value: [], m: [], ab: [], label: [], cut: [] };
    const texts = [...svg.querySelectorAll('g.node text, g.cut text.cond, .overlay text.ab-leaf')].filter(shown);
    let top = Infinity;
    let bottom = -Infinity;
    for (const t of texts) {
      const cls = t.classList;
      const kind = cls.contains('val')
        ? 'value'
        : cls.contains('m')
          ? 'm'
          : cls.contains('ab')
            ? 'ab'
            : cls.contains('label')
              ? 'label'
              : cls.contains('cond')
                ? 'cut'
                : null;
      if (!kind) continue;
      kinds[kind].push({ px: size(t), text: t.textContent });
      const r = t.getBoundingClientRect();
      top = Math.min(top, r.top);
      bottom = Math.max(bottom, r.bottom);
    }
    const leaves = [...svg.querySelectorAll('g.node.leaf')];
    const box = document.getElementById('tree-wrap').getBoundingClientRect();
    return {
      kinds,
      leaves: leaves.length,
      leafValues: leaves.filter((g) => shown(g.querySelector('text.val'))).length,
      summaries: svg.querySelectorAll('g.summary').length,
      top,
      bottom,
      box: { top: box.top, bottom: box.bottom, height: box.height },
    };
  });
}

/** Asserts every shown text of `seen` at or above its floor; returns the least sizes. */
function assertFloors(seen, floors, where) {
  const least = {};
  for (const [kind, list] of Object.entries(seen.kinds)) {
    const floor = kind === 'value' || kind === 'm' ? floors.value : floors.small;
    for (const { px, text } of list) {
      assert.ok(px >= floor - 0.05, `${where}: "${text}" (${kind}) is ${px.toFixed(1)} px, below ${floor}`);
    }
    if (list.length) least[kind] = Math.min(...list.map((x) => x.px));
  }
  return least;
}

for (const viewport of PROJECTORS) {
  for (const large of [true, false]) {
    const mode = large ? 'large' : 'normal';
    test(`every preset at ${viewport.width}×${viewport.height}, ${mode} text, seen whole: every leaf's value, and every text at its floor`, async () => {
      const { page, errors, context } = await openFolded(env, `preset=schema6bis${large ? '&large=1' : ''}`, { viewport });
      const report = [];
      for (const preset of PRESETS) {
        await page.evaluate(
          (h) => {
            location.hash = h;
          },
          `preset=${preset}&step=end${large ? '&large=1' : ''}`,
        );
        await page.waitForFunction(
          (p) => document.getElementById('preset').value === p && /^(\d+) \/ \1$/.test(document.getElementById('counter').textContent.trim()),
          preset,
        );
        await twoFrames(page);
        assert.equal(await page.getAttribute('#tree-wrap', 'data-fit'), 'true', `${preset}: seen whole`);
        const seen = await measure(page);
        const where = `${preset} at ${viewport.width}×${viewport.height}, ${mode} text`;
        // Every leaf drawn with its value: nothing folded, nothing tight.
        assert.equal(seen.summaries, 0, `${where}: nothing folded`);
        assert.ok(seen.leaves > 0 && seen.leafValues === seen.leaves, `${where}: ${seen.leafValues} of ${seen.leaves} leaf values shown`);
        assert.ok(
          seen.kinds.m.length > 0 && seen.kinds.ab.length > 0 && seen.kinds.label.length > 0 && seen.kinds.cut.length > 0,
          `${where}: values, windows, names and cut tests are shown`,
        );
        const least = assertFloors(seen, FLOORS[mode], where);
        // The tree takes the height of its box: from its top texts to its
        // bottom ones, at least 75 % of the box.
        const used = (seen.bottom - seen.top) / seen.box.height;
        assert.ok(used >= 0.75, `${where}: the tree spans ${(100 * used).toFixed(0)} % of its box's height`);
        report.push(
          `${preset}: ${Object.entries(least)
            .map(([k, v]) => `${k} ${v.toFixed(1)}`)
            .join(', ')}; ${(100 * used).toFixed(0)} % of the height`,
        );
      }
      console.log(`${viewport.width}×${viewport.height} ${mode}:\n  ${report.join('\n  ')}`);
      assertNoErrors(errors);
      await context.close();
    });
  }
}

// Tic-tac-toe after one move (65 nodes, 56 leaves) and Connect 4 from the
// start (57 nodes), both at P = 2: what is drawn meets the floors; the
// leaves that have no room fold into summary marks rather than show
// empty boxes or smaller texts.
for (const viewport of PROJECTORS) {
  for (const [name, game] of [
    ['tic-tac-toe after one move', 'tictactoe,2,game,0,x../.../...'],
    ['Connect 4', 'connect4,2,game,0,'],
  ]) {
    test(`${name} at P = 2, ${viewport.width}×${viewport.height}, large text: every text drawn meets its floor, every leaf drawn shows its value`, async () => {
      const { page, errors, context } = await openFolded(env, `game=${game}&step=end&large=1`, { viewport });
      await page.waitForFunction(
        () => /^(\d+) \/ \1$/.test(document.getElementById('counter').textContent.trim()) && document.querySelectorAll('#tree g.node').length > 1,
      );
      const seen = await measure(page);
      const where = `${name}, ${viewport.width}×${viewport.height}`;
      assertFloors(seen, FLOORS.large, where);
      assert.equal(seen.leafValues, seen.leaves, `${where}: every leaf drawn shows its value (${seen.leafValues} of ${seen.leaves})`);
      // The root and Connect 4's seven moves show their values.
      // Tic-tac-toe's eight "↑ ≤ −0.3" at 18 px need about 86 px each
      // and the box gives 70 to 80: only the root and the lesson's nodes
      // show theirs, the other moves none (never a smaller text).
      const least = game.startsWith('tictactoe') ? 1 : 8;
      assert.ok(seen.kinds.m.length >= least, `${where}: ${seen.kinds.m.length} values of inner nodes shown, ${least} expected`);
      assertNoErrors(errors);
      await context.close();
    });
  }
}

test('a hard exercise seen whole on a phone: every leaf value at 11 px or more, and the box says it scrolls sideways', async () => {
  for (const [exercise, lang] of [
    ['hard-1', 'en'],
    ['hard-2', 'fr'],
    ['hard-3', 'en'],
  ]) {
    const { page, errors, context } = await openPage(env.browser, env.server.url + `index.html#mode=practice&exercise=${exercise}&lang=${lang}`, PHONE);
    await waitForReady(page);
    // The whole tree: the zoom button's "Fit", if the page opened at actual size.
    if ((await page.getAttribute('#tree-wrap', 'data-fit')) !== 'true') await page.click('#zoom');
    await page.waitForFunction(() => document.getElementById('tree-wrap').dataset.fit === 'true');
    const seen = await measure(page);
    const where = `${exercise} on a phone`;
    assert.ok(seen.leaves > 8, `${where}: the leaves are drawn (${seen.leaves})`);
    assert.equal(seen.leafValues, seen.leaves, `${where}: every leaf shows its value`);
    const least = Math.min(...seen.kinds.value.map((x) => x.px));
    assert.ok(least >= 11, `${where}: leaf values at ${least.toFixed(1)} px`);
    const wide = await page.evaluate(() => {
      const wrap = document.getElementById('tree-wrap');
      return { scroll: wrap.scrollWidth, client: wrap.clientWidth, note: wrap.dataset.wider ?? null, shown: getComputedStyle(wrap, '::after').content };
    });
    if (wide.scroll > wide.client + 1) {
      assert.ok(wide.note && wide.shown.includes(wide.note), `${where}: a tree wider than the screen says so (${wide.shown})`);
      assert.match(wide.note, lang === 'fr' ? /défiler/ : /scroll/);
    }
    console.log(`${where}: ${seen.leaves} leaves, values ≥ ${least.toFixed(1)} px, ${wide.scroll} px wide in ${wide.client}`);
    assertNoErrors(errors);
    await context.close();
  }
});

test('on a phone, each settings menu shows its chosen option whole, under a label of 14 px, in English and French', async () => {
  // The menus a class reads: every mode and tie rule, and the three
  // algorithms whose names fit a phone's width (the null-window ones and
  // the long preset titles are cut, and read whole in the open list).
  const choices = { mode: ['demo', 'practice', 'construct'], ties: ['prune', 'strict'], algo: ['minimax', 'alphabeta', 'alphabeta-hard'] };
  for (const lang of ['en', 'fr']) {
    const { page, errors, context } = await openPage(env.browser, env.server.url + `index.html#preset=classic&lang=${lang}`, PHONE);
    await waitForReady(page);
    for (const [id, values] of Object.entries(choices)) {
      for (const value of values) {
        const seen = await page.$eval(
          `#${id}`,
          (select, want) => {
            const option = [...select.options].find((o) => o.value === want);
            const style = getComputedStyle(select);
            const ctx = document.createElement('canvas').getContext('2d');
            ctx.font = style.font;
            // The text's room: the menu's inside, less its left padding and
            // the arrow's 24 px at the right.
            const room = select.clientWidth - Number.parseFloat(style.paddingLeft) - 24;
            const label = select.parentElement.querySelector('span');
            select.scrollIntoView({ block: 'center' });
            const r = select.getBoundingClientRect();
            const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
            return {
              text: option.textContent,
              width: Math.ceil(ctx.measureText(option.textContent).width),
              room: Math.floor(room),
              label: Number.parseFloat(getComputedStyle(label).fontSize),
              visible: hit === select || select.contains(hit),
            };
          },
          value,
        );
        const where = `${lang}, #${id} "${seen.text}"`;
        assert.ok(seen.width <= seen.room, `${where}: ${seen.width} px of text in ${seen.room} px`);
        assert.ok(seen.label >= 14, `${where}: its label is ${seen.label} px`);
        assert.ok(seen.visible, `${where}: the menu is seen at its centre`);
      }
    }
    assertNoErrors(errors);
    await context.close();
  }
});

/**
 * The mean brightness of a band 2 to 6 px inside the top and the bottom
 * edge of the box `selector`, in its left padding where nothing is drawn
 * but the box's background: the shade of a box that scrolls
 * (style.css, --scroll-shades) darkens it.
 */
async function edgeShades(context, page, selector) {
  const box = await page.$eval(selector, (n) => {
    const r = n.getBoundingClientRect();
    return { x: r.left, y: r.top, height: r.height, pad: Number.parseFloat(getComputedStyle(n).paddingLeft) };
  });
  const clip = { x: Math.floor(box.x), y: Math.floor(box.y), width: Math.floor(box.pad) - 2, height: Math.floor(box.height) };
  const [rgba] = await pixels(context, [await page.screenshot({ clip })]);
  const mean = (from, to) => {
    let sum = 0;
    let n = 0;
    for (let y = from; y < to; y += 1) {
      for (let x = 1; x < clip.width; x += 1) {
        const i = (y * clip.width + x) * 4;
        sum += (rgba[i] + rgba[i + 1] + rgba[i + 2]) / 3;
        n += 1;
      }
    }
    return Math.round(sum / n);
  };
  return { top: mean(2, 6), bottom: mean(clip.height - 6, clip.height - 2) };
}

/** How many pixels of `selector`'s content wait below its box. */
const hiddenBelow = (page, selector) => page.$eval(selector, (n) => n.scrollHeight - n.clientHeight - n.scrollTop);

// A sentence longer than its box scrolls: on a phone the docked narration
// holds four lines in practice mode, and the how-to in French takes five at
// 360 px. The box says so with a shade on the edge where more text waits.
test('phone: a narration longer than its box is shaded on the edge where more text waits, and not once read to its end', async () => {
  const { context, page, errors } = await openPage(env.browser, 'about:blank', { ...PHONE, viewport: { width: 360, height: 800 } });
  await page.goto(env.server.url + 'index.html#mode=practice&exercise=medium-42&lang=fr');
  await waitForReady(page);
  const more = await hiddenBelow(page, '#narration');
  assert.ok(more > 4, `the how-to is longer than its box (${more} px more), as this test needs`);
  const start = await edgeShades(context, page, '#narration');
  assert.ok(
    start.bottom < 240 && start.top > 250,
    `at its start, more text waits below: the bottom edge is shaded, the top not (brightness ${JSON.stringify(start)})`,
  );
  await page.$eval('#narration', (n) => {
    n.scrollTop = n.scrollHeight;
  });
  await twoFrames(page);
  const end = await edgeShades(context, page, '#narration');
  assert.ok(end.top < 240 && end.bottom > 250, `read to its end, the text above is shaded, the bottom edge not (brightness ${JSON.stringify(end)})`);
  assertNoErrors(errors);
  await context.close();
});

// On a 1024 × 768 projector practice mode leaves the settings and its own
// panel less room than they take (in French: the settings give way first,
// a hundred times more readily, and then the panel; at 1280 × 720 the
// panel now fits, dock.test.mjs): a line of each is cut at the box's edge. The cut edge is shaded, as a box
// that scrolls, so a teacher knows the rest is there; a box read to its
// end, or one that fits, is not.
test('projector: practice mode’s settings and panel, cut on a short screen, are shaded where more waits', async () => {
  const { context, page, errors } = await openPage(env.browser, 'about:blank', { viewport: { width: 1024, height: 768 } });
  await page.goto(env.server.url + 'index.html#mode=practice&exercise=medium-42&lang=fr');
  await waitForReady(page);
  for (const selector of ['#setup', '#practice']) {
    const more = await hiddenBelow(page, selector);
    assert.ok(more > 4, `${selector} is cut at 1024 × 768 (${more} px more), as this test needs`);
    // The box keeps its own colour (practice's tint), where no shade is.
    const own = await page.$eval(selector, (n) => {
      const [r, g, b] = getComputedStyle(n).backgroundColor.match(/\d+/g).map(Number);
      return Math.round((r + g + b) / 3);
    });
    const start = await edgeShades(context, page, selector);
    assert.ok(Math.abs(start.top - own) <= 2, `${selector}: its unshaded top edge has its own colour (brightness ${start.top}, colour ${own})`);
    assert.ok(start.bottom < start.top - 12, `${selector}: more waits below, so its bottom edge is shaded (brightness ${JSON.stringify(start)})`);
    await page.$eval(selector, (n) => {
      n.scrollTop = n.scrollHeight;
    });
    await twoFrames(page);
    const end = await edgeShades(context, page, selector);
    assert.ok(end.top < end.bottom - 12, `${selector} read to its end: the top edge is shaded, the bottom not (brightness ${JSON.stringify(end)})`);
  }
  // In demonstration mode the settings fit (at 1280 × 720, in English): no shade.
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(env.server.url + 'index.html#preset=schema6bis&lang=en');
  await page.reload();
  await waitForReady(page);
  assert.equal(await hiddenBelow(page, '#setup'), 0, 'the settings fit in demonstration mode');
  const fits = await edgeShades(context, page, '#setup');
  assert.ok(fits.top > 250 && fits.bottom > 250, `a box that fits is not shaded (brightness ${JSON.stringify(fits)})`);
  assertNoErrors(errors);
  await context.close();
});

// The zoom button names the other choice ("Fit to width" or "Actual size",
// in French "Ajuster à la largeur" or "Taille réelle") and keeps the width
// of the longer one: on a phone its new label moved the button beside it
// and could take the header to another line, moving the tree.
test('phone: pressing the zoom button changes its label and name, and moves nothing beside it', async () => {
  for (const lang of ['fr', 'en']) {
    const { context, page, errors } = await openPage(env.browser, env.server.url + `index.html#preset=fig25b&lang=${lang}`, {
      ...PHONE,
      viewport: { width: 360, height: 800 },
    });
    await waitForReady(page);
    const look = () =>
      page.evaluate(() => {
        const box = (sel) => {
          const r = document.querySelector(sel).getBoundingClientRect();
          return [Math.round(r.left), Math.round(r.top), Math.round(r.width), Math.round(r.height)];
        };
        return {
          // biome-ignore lint/performance/useDomNodeTextContent: the label on screen; the button holds both, CSS hides one
          label: document.getElementById('zoom').innerText.trim(),
          zoom: box('#zoom'),
          settings: box('#show-settings'),
          header: box('body > .top'),
          tree: box('#tree-wrap'),
        };
      });
    const before = await look();
    await page.tap('#zoom');
    await twoFrames(page);
    const after = await look();
    assert.notEqual(after.label, before.label, `${lang}: the label changes (${before.label} → ${after.label})`);
    for (const label of [before.label, after.label])
      assert.ok(label.length > 4 && !label.includes('\n'), `${lang}: one label shows at a time: ${JSON.stringify(label)}`);
    // Its accessible name is the label shown, not both.
    assert.equal(await page.getByRole('button', { name: after.label, exact: true }).count(), 1, `${lang}: the button is named ${after.label}`);
    for (const key of ['zoom', 'settings', 'header']) assert.deepEqual(after[key], before[key], `${lang}: ${key} stays where it was`);
    assert.equal(after.tree[1], before.tree[1], `${lang}: the tree's box starts where it did`);
    assertNoErrors(errors);
    await context.close();
  }
});
