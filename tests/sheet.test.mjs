// End-to-end tests of the printable sheet (www/sheet.html), of "Print this
// exercise" in the practice panel, and of the SVG figure the page exports.
//
// Run after `cargo xtask build`:  node --test tests/sheet.test.mjs
// The printed sheet is checked where it ends: Chromium's page.pdf on A4,
// read back with poppler's `pdftotext -bbox` (every word inside the page's
// margins), and the drawings measured in the print layout (names at 7 pt
// or more, no text outside its drawing's box, where it would be clipped).
// Without poppler the PDF check is skipped and says why.

import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, readFile } from 'node:fs/promises';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from './support/server.mjs';
import { openPage, waitForReady, assertNoErrors } from './support/browser.mjs';
import { useBrowser } from './support/suite.mjs';

const SHOTS = path.join(REPO_ROOT, 'tests', 'screenshots');
/** A4's text width with the sheet's 14 mm margins, in CSS pixels: the print layout's width. */
const A4_TEXT_PX = Math.floor(((210 - 2 * 14) / 25.4) * 96);
const MARGIN_PT = (14 / 25.4) * 72;

const env = useBrowser();
before(() => mkdir(SHOTS, { recursive: true }));

/** Whether poppler's pdftotext is on the PATH. */
function hasPdftotext() {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** The pages of a PDF file and their words with their boxes, in points from the top left. */
function pdfWords(file) {
  const xml = execFileSync('pdftotext', ['-bbox', file, '-'], { encoding: 'utf8', maxBuffer: 64 << 20 });
  const pages = [];
  for (const p of xml.split('<page ').slice(1)) {
    const width = Number(/width="([\d.]+)"/.exec(p)[1]);
    const height = Number(/height="([\d.]+)"/.exec(p)[1]);
    const words = [...p.matchAll(/<word xMin="([\d.-]+)" yMin="([\d.-]+)" xMax="([\d.-]+)" yMax="([\d.-]+)">([^<]*)<\/word>/g)].map((m) => ({
      x0: Number(m[1]),
      y0: Number(m[2]),
      x1: Number(m[3]),
      y1: Number(m[4]),
      text: m[5],
    }));
    pages.push({ width, height, words });
  }
  return pages;
}

/**
 * The sheet laid out as it prints (print media, A4's text width), measured:
 * the smallest node name and leaf value in points as printed, the texts
 * that reach outside their drawing's box, and the tables wider than the page.
 */
async function printLayout(page) {
  await page.emulateMedia({ media: 'print' });
  await page.setViewportSize({ width: A4_TEXT_PX, height: 1100 });
  return page.evaluate((width) => {
    const out = { names: [], values: [], clipped: [], wide: [] };
    for (const svg of document.querySelectorAll('#sheet svg.print-tree')) {
      if (svg.closest('[hidden]')) continue;
      const vb = svg.viewBox.baseVal;
      for (const text of svg.querySelectorAll('text')) {
        if (!text.textContent.trim() || getComputedStyle(text).display === 'none' || text.closest('[display="none"]')) continue;
        const scale = text.getScreenCTM().a;
        const pt = parseFloat(getComputedStyle(text).fontSize) * scale * 0.75;
        const inLeaf = text.closest('g.node')?.classList.contains('leaf');
        if (text.classList.contains('name')) out.names.push({ text: text.textContent, pt });
        else if (inLeaf) out.values.push({ text: text.textContent, pt });
        // Its box in the drawing's own units, against the viewBox.
        const b = text.getBBox();
        const m = text.getCTM();
        const root = svg.getCTM();
        const k = root ? root.inverse().multiply(m) : m;
        const x0 = k.a * b.x + k.e;
        const x1 = k.a * (b.x + b.width) + k.e;
        const y0 = k.d * b.y + k.f;
        const y1 = k.d * (b.y + b.height) + k.f;
        if (x0 < vb.x - 0.5 || x1 > vb.x + vb.width + 0.5 || y0 < vb.y - 0.5 || y1 > vb.y + vb.height + 0.5) {
          out.clipped.push(text.textContent);
        }
      }
    }
    for (const table of document.querySelectorAll('#sheet table')) {
      const r = table.getBoundingClientRect();
      if (r.width > 0 && (r.left < -0.5 || r.right > width + 0.5)) out.wide.push(Math.round(r.right));
    }
    return out;
  }, A4_TEXT_PX);
}

for (const lang of ['en', 'fr']) {
  test(`a hard sheet and its solutions print inside A4 (${lang}): names ≥ 7 pt, nothing clipped`, async () => {
    const { page, errors, context } = await openPage(env.browser, env.server.url + `sheet.html#difficulty=hard&seed=3&count=2&lang=${lang}`, {
      viewport: { width: 1024, height: 768 },
    });
    await waitForReady(page);
    const m = await printLayout(page);
    assert.ok(m.names.length > 0 && m.values.length > 0, 'names and values measured');
    const small = [...m.names, ...m.values].filter((x) => x.pt < 7);
    assert.deepEqual(
      small.map((x) => `${x.text} ${x.pt.toFixed(1)} pt`),
      [],
      'names and values at 7 pt or more',
    );
    assert.deepEqual(m.clipped, [], 'no text outside its drawing');
    assert.deepEqual(m.wide, [], 'no table wider than the page');
    const file = path.join(SHOTS, `sheet-hard-${lang}.pdf`);
    await page.pdf({ format: 'A4', path: file });
    if (!hasPdftotext()) {
      test.skip?.('pdftotext (poppler-utils) is missing: the PDF positions are not checked');
      console.log('SKIPPED the PDF check: pdftotext (poppler-utils) is not installed');
    } else {
      const pages = pdfWords(file);
      assert.ok(pages.length >= 2, `${pages.length} pages`);
      const out = [];
      pages.forEach((p, i) => {
        for (const w of p.words) {
          if (w.x0 < MARGIN_PT - 2 || w.x1 > p.width - MARGIN_PT + 2 || w.y0 < MARGIN_PT - 2 || w.y1 > p.height - MARGIN_PT + 2) {
            out.push(`page ${i + 1}: "${w.text}" at ${w.x0.toFixed(0)}–${w.x1.toFixed(0)} × ${w.y0.toFixed(0)}–${w.y1.toFixed(0)}`);
          }
        }
      });
      assert.deepEqual(out, [], 'every word inside the page box');
      // The solution's cut tests print whole: each drawn test is in the PDF's text.
      const tests = await page.$$eval('.solutions .cut-list', (l) => l.map((p) => p.textContent.trim()).filter(Boolean));
      const text = pages.map((p) => p.words.map((w) => w.text).join(' ')).join(' ');
      for (const t of tests) {
        for (const part of t.split(/\s+/)) assert.ok(text.includes(part), `"${part}" of "${t}" printed`);
      }
    }
    await page.setViewportSize({ width: A4_TEXT_PX, height: 2400 });
    await page.screenshot({ path: path.join(SHOTS, `sheet-hard-${lang}.png`), fullPage: true });
    assertNoErrors(errors);
    await context.close();
  });
}

test('"Print this exercise" opens the sheet of the exercise on screen, in the page\'s language', async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url + '#exercise=hard-7&lang=fr', {
    viewport: { width: 1366, height: 768 },
  });
  await waitForReady(page);
  const button = page.locator('#p-print-this');
  await button.scrollIntoViewIfNeeded();
  assert.equal(await button.isEnabled(), true);
  assert.equal(await button.textContent(), 'Imprimer cet exercice');
  const [popup] = await Promise.all([page.waitForEvent('popup'), button.click()]);
  await waitForReady(popup);
  assert.equal(await popup.evaluate(() => document.documentElement.lang), 'fr');
  const heads = await popup.$$eval('.exercise h2', (l) => l.map((h) => h.textContent));
  assert.equal(heads.length, 2, 'the exercise and its solution');
  for (const h of heads) {
    assert.match(h, /^Exercice 1 difficile, n° 7 hard-7$/);
  }
  assert.equal(await popup.textContent('.exercise .ex-id'), 'hard-7');
  // The same tree: the sheet's exercise is the page's.
  const leaves = (p) => p.$$eval('g.node.leaf text', (l) => l.map((t) => t.textContent).join(' '));
  const onSheet = await popup.$$eval('.exercise.blank g.node.leaf text', (l) => l.map((t) => t.textContent).join(' '));
  assert.equal(onSheet, await leaves(page));
  await popup.close();
  assertNoErrors(errors);
  await context.close();
});

test('"Print this exercise" is disabled, and says why, when the tree is not an exercise', async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url + '#mode=practice&preset=classic', {
    viewport: { width: 1366, height: 768 },
  });
  await waitForReady(page);
  const button = page.locator('#p-print-this');
  assert.equal(await button.isDisabled(), true);
  assert.match(await button.getAttribute('title'), /not an exercise/);
  assertNoErrors(errors);
  await context.close();
});

test('the exported SVG carries only what a figure needs and stands alone', async () => {
  const { page, errors, context } = await openPage(env.browser, env.server.url + '#preset=schema6bis&step=end', {
    viewport: { width: 1280, height: 800 },
  });
  await waitForReady(page);
  await page.evaluate(() =>
    document.querySelectorAll('details').forEach((d) => {
      d.open = true;
    }),
  );
  const [file] = await Promise.all([page.waitForEvent('download'), page.click('#export-svg')]);
  const text = await readFile(await file.path(), 'utf8');
  for (const attr of [/\sid="tree"/, /\srole=/, /\saria-[a-z]+=/, /\stabindex=/, /\sfocusable=/]) {
    assert.doesNotMatch(text, attr);
  }
  // Every id left is one the figure refers to, and every reference has its id.
  const ids = [...text.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
  const refs = [...text.matchAll(/url\(#([^)"']+)\)/g)].map((m) => m[1]);
  for (const id of ids) assert.ok(refs.includes(id), `id "${id}" is referred to`);
  for (const r of refs) assert.ok(ids.includes(r), `url(#${r}) has its element`);
  // A valid standalone SVG: it parses, and draws as an image with its styles.
  const drawn = await page.evaluate(async (svg) => {
    const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
    if (doc.querySelector('parsererror')) return { error: doc.querySelector('parsererror').textContent };
    const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
    const img = new Image();
    await new Promise((ok, ko) => {
      img.onload = ok;
      img.onerror = ko;
      img.src = url;
    });
    return { width: img.naturalWidth, fills: doc.querySelectorAll('[fill]').length };
  }, text);
  assert.equal(drawn.error, undefined);
  assert.ok(drawn.width > 0 && drawn.fills > 10, JSON.stringify(drawn));
  assertNoErrors(errors);
  await context.close();
});
