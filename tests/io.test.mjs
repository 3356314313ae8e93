// End-to-end tests of import and export (www/index.html): the tree as
// notation, as the JSON report and as nested arrays, saved to a file and
// opened again; the SVG and TikZ figures. Run after `cargo xtask build`:
// node --test tests/io.test.mjs. Every test fails on a console error,
// a page exception or a CSP violation.

import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, copyFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { REPO_ROOT } from './support/server.mjs';
import { openPage, waitForReady, assertNoErrors, holdRoute } from './support/browser.mjs';
import { useBrowser } from './support/suite.mjs';

const SHOTS = path.join(REPO_ROOT, 'tests', 'screenshots');
const SCHEMA = 'A:[B1:[C1:[2, 1, 5], C2:[6, 2, 9]], B2:[+inf, -1.5]]';

const env = useBrowser();

before(() => mkdir(SHOTS, { recursive: true }));

async function open(fragment) {
  const opened = await openPage(env.browser, env.server.url + fragment, { viewport: { width: 1280, height: 800 } });
  await waitForReady(opened.page);
  return opened;
}

/** Clicks `selector` and returns the downloaded file's name and text. */
async function download(page, selector) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.click(selector)]);
  const where = await file.path();
  return { name: file.suggestedFilename(), text: await readFile(where, 'utf8') };
}

const notation = (page) => page.inputValue('#tree-text');
const nodeCount = (page) => page.$$eval('g.node[data-node-id]', (gs) => gs.length);

test('the tree saved as notation, JSON report and nested arrays opens again as the same tree', async () => {
  const { page, errors, context } = await open('#tree=' + encodeURIComponent(SCHEMA) + '&step=end');
  await page.evaluate(() =>
    document.querySelectorAll('details').forEach((d) => {
      d.open = true;
    }),
  );
  const original = await notation(page);

  const txt = await download(page, '#export-txt');
  assert.match(txt.name, /\.txt$/);
  assert.equal(txt.text.trim(), original);

  const json = await download(page, '#export-json');
  const report = JSON.parse(json.text);
  assert.equal(report.value, 5, 'the report is the engine’s: root value 5');
  assert.equal(report.nodes.length, 13);
  assert.ok(report.cuts.length >= 1);

  const arrays = await download(page, '#export-arrays');
  assert.deepEqual(JSON.parse(arrays.text), [
    [
      [2, 1, 5],
      [6, 2, 9],
    ],
    ['+inf', -1.5],
  ]);

  // Each file opens again as the same tree (labels survive where the format keeps them).
  for (const [file, expected] of [
    [txt, original],
    [json, original],
    [arrays, '[[[2, 1, 5], [6, 2, 9]], [+inf, -1.5]]'],
  ]) {
    await page.fill('#tree-text', '[1, 2]');
    await page.waitForFunction(() => document.querySelectorAll('g.node[data-node-id]').length === 3);
    await page.setInputFiles('#import-file', { name: file.name, mimeType: 'text/plain', buffer: Buffer.from(file.text) });
    await page.waitForFunction((n) => document.querySelectorAll('g.node[data-node-id]').length === n, 13);
    const squeeze = (s) => s.replace(/\s+/g, '');
    assert.equal(squeeze(await notation(page)), squeeze(expected), file.name);
  }
  assertNoErrors(errors);
  await context.close();
});

test('a file that is not a tree is refused with a positioned message and the tree stays', async () => {
  const { page, errors, context } = await open('#tree=' + encodeURIComponent(SCHEMA));
  await page.evaluate(() =>
    document.querySelectorAll('details').forEach((d) => {
      d.open = true;
    }),
  );
  const count = await nodeCount(page);
  await page.setInputFiles('#import-file', { name: 'bad.txt', mimeType: 'text/plain', buffer: Buffer.from('[[1, 2],\n [3, <script>]]') });
  // The imported text goes to the notation box, which shows where it is wrong.
  await page.waitForSelector('#tree-msg:not([hidden])');
  assert.match(await page.textContent('#tree-msg'), /Line 2, column 6/);
  // Valid JSON that is not a tree: the error points into the file's own
  // text (column 13 is the string), not into a rewriting of it.
  await page.setInputFiles('#import-file', { name: 'json.txt', mimeType: 'text/plain', buffer: Buffer.from('[[1e-99999, "<script>alert(1)</script>"]]') });
  await page.waitForFunction(() => /column 13/.test(document.getElementById('tree-msg').textContent));
  assert.equal(await nodeCount(page), count);
  assert.equal(await page.$$eval('script', (s) => s.filter((x) => !x.src).length), 0, 'nothing injected');
  assertNoErrors(errors);
  await context.close();
});

test('figures: SVG of the drawn tree, a PNG twice its size, and a LaTeX/TikZ document', async () => {
  const { page, errors, context } = await open('#tree=' + encodeURIComponent(SCHEMA) + '&step=end');
  await page.evaluate(() =>
    document.querySelectorAll('details').forEach((d) => {
      d.open = true;
    }),
  );
  const svg = await download(page, '#export-svg');
  assert.match(svg.name, /\.svg$/);
  assert.match(svg.text, /^(<\?xml[^>]*>\s*)?<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  assert.equal((svg.text.match(/data-node-id=/g) || []).length, 13);
  // The file says what it shows to a screen reader where it is used: its
  // title names the tree, the algorithm and the step, its description is
  // the narration's sentence; the page's own roles and labels are not copied.
  const { figure, shown } = await page.evaluate((text) => {
    const root = new DOMParser().parseFromString(text, 'image/svg+xml').documentElement;
    return {
      figure: {
        first: root.firstElementChild.tagName,
        title: root.querySelector(':scope > title')?.textContent,
        desc: root.querySelector(':scope > desc')?.textContent,
        role: root.getAttribute('role'),
        tabindex: root.getAttribute('tabindex'),
      },
      shown: {
        narration: document.getElementById('narration').textContent.trim(),
        algo: document.getElementById('algo').selectedOptions[0].textContent.trim(),
      },
    };
  }, svg.text);
  assert.equal(figure.first, 'title');
  assert.ok(figure.title.startsWith(`a tree of one’s own: ${shown.algo}, step `), figure.title);
  assert.match(figure.title, /, step (\d+) of \1$/, 'the end of the search');
  assert.equal(figure.desc, shown.narration);
  assert.ok(shown.narration.length > 20, shown.narration);
  assert.equal(figure.role, null, 'the page’s role is not copied: the title names the figure');
  assert.equal(figure.tabindex, null);
  const [png] = await Promise.all([page.waitForEvent('download'), page.click('#export-png')]);
  // A tree of one's own is named `tree`, with the step the figure shows.
  assert.match(png.suggestedFilename(), /^tree-step\d+\.png$/);
  const bytes = await readFile(await png.path());
  assert.deepEqual([...bytes.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'a PNG signature');
  const width = bytes.readUInt32BE(16);
  const box = await page.getAttribute('#tree', 'viewBox');
  assert.equal(width, Math.ceil(Number(box.split(/\s+/)[2]) * 2), 'twice the drawing’s width');
  await copyFile(await png.path(), path.join(SHOTS, 'export.png'));
  const tex = await download(page, '#export-tikz');
  assert.match(tex.name, /\.tex$/);
  assert.match(tex.text, /^\\documentclass\[tikz/);
  assert.match(tex.text, /\\end\{tikzpicture\}/);
  assertNoErrors(errors);
  await context.close();
});

test('the panels load their code on first use, and what a reader does before it arrives is done, not lost', async () => {
  const { page, errors, context } = await open('#tree=' + encodeURIComponent(SCHEMA) + '&step=end');
  // A reader who opens no panel downloads none of their code.
  const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
  for (const module of ['panels/io.js', 'ui/share.js', 'panels/randomform.js', 'panels/practice.js']) {
    assert.ok(!loaded.some((url) => url.endsWith('/js/' + module)), `${module} is not downloaded before its panel opens`);
  }
  // A slow network: the panels' code arrives 600 ms after it is asked for.
  const slow = async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  };
  await context.route(/\/js\/panels\/(io|randomform)\.js$/, slow);

  // "Draw this tree" is the page's own, wired from the start: it draws at
  // once and is not clicked again when the panel's code arrives.
  await page.click('#notation summary');
  await page.evaluate(() => {
    window.applyClicks = 0;
    document.getElementById('tree-apply').addEventListener('click', () => {
      window.applyClicks += 1;
    });
  });
  await page.fill('#tree-text', '[[5, 6], [7]]');
  await page.click('#tree-apply');
  assert.equal(await nodeCount(page), 6, 'drawn at once');
  await page.waitForFunction(() => document.getElementById('notation').dataset.loaded === 'true');
  assert.equal(await page.evaluate(() => window.applyClicks), 1, 'clicked once, not replayed');

  // A file chosen at once is opened once the code is there: a new page,
  // the code slow again.
  await page.reload();
  await waitForReady(page);
  await page.click('#notation summary');
  assert.notEqual(await page.getAttribute('#notation', 'data-loaded'), 'true', 'still loading');
  await page.setInputFiles('#import-file', { name: 'mine.txt', mimeType: 'text/plain', buffer: Buffer.from('[[4, 8], [1, 9]]') });
  await page.waitForFunction(() => document.querySelectorAll('g.node[data-node-id]').length === 7);
  assert.equal(await notation(page), '[[4, 8], [1, 9]]');
  assert.equal(await page.getAttribute('#share', 'data-loaded'), 'true', 'both panels are wired by one load');

  // The random form sent at once (Enter in a field) makes its tree once its
  // code is there, and the page is never sent to the server.
  const url = page.url();
  await page.click('#random summary');
  await page.fill('#r-seed', '7');
  await page.press('#r-seed', 'Enter');
  assert.notEqual(await page.getAttribute('#random', 'data-loaded'), 'true', 'still loading');
  await page.waitForFunction(() => /7/.test(document.getElementById('random-msg').textContent));
  assert.notEqual(await notation(page), '[[4, 8], [1, 9]]');
  assert.equal(new URL(page.url()).search, '', 'no query: the form was not sent');
  assert.equal(page.url().split('#')[0], url.split('#')[0]);
  assertNoErrors(errors);
  await context.close();
});

test('a click on a figure while the share panel is half wired downloads one file, not two', async () => {
  const { page, errors, context } = await open('#tree=' + encodeURIComponent(SCHEMA) + '&step=end');
  // The panel's own module arrives, its homework module is held: the
  // export buttons have their code, the panel is not yet wired. Before,
  // a click then ran the button's code and was held too, and done again
  // once the panel was wired: two downloads of the same figure (a fresh
  // clone's run on a busy machine saw the second one taken for the PNG).
  const { release } = await holdRoute(context, /\/js\/panels\/homeworkshare\.js$/);
  const names = [];
  page.on('download', (file) => names.push(file.suggestedFilename()));
  const io = page.waitForResponse((response) => response.url().endsWith('/js/panels/io.js'));
  await page.click('#share summary');
  await io;
  // The module has run (its import resolves in a later task).
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.endsWith('/js/ui/share.js')));
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));
  assert.notEqual(await page.getAttribute('#share', 'data-loaded'), 'true', 'the panel is still being wired');
  await page.click('#export-svg');
  release();
  await page.waitForFunction(() => document.getElementById('share').dataset.loaded === 'true');
  // Downloads arrive in their own time: the first is waited for; no event
  // marks that a second will not come, so a second is given a moment.
  for (let i = 0; i < 50 && names.length === 0; i++) await page.waitForTimeout(100);
  await page.waitForTimeout(1000);
  assert.deepEqual(names, ['tree-step31.svg']);
  assertNoErrors(errors);
  await context.close();
});
