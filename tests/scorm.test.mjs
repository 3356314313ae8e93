// A homework set's SCORM package in a course platform: scorm-again (npm,
// a development dependency) plays the platform in Chromium. The package
// is made by the page's own button (Share → Homework) from a copy of the
// site with its offline list (`pkg/precache.json`, as `cargo xtask dist`
// writes it), unzipped and served beside a host page that installs
// scorm-again's `Scorm12API` as `window.API` (or `Scorm2004API` as
// `window.API_1484_11`) and frames the package's launch page. The student
// does one item wrong (an exercise checked with a wrong value) and one right (a
// challenge met by applying the engine's solution) through the page, and
// the test reads what the platform received: the score, the status, the
// suspend data; a second launch with that suspend data, in a browser with
// no storage of its own, goes on where the first stopped.
// Run after `cargo xtask build`: node --test tests/scorm.test.mjs

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { REPO_ROOT, startServer } from './support/server.mjs';
import { openPage, waitForReady, assertNoErrors, chooseLang } from './support/browser.mjs';
import { useBrowser } from './support/suite.mjs';

const SHOTS = path.join(REPO_ROOT, 'target', 'shots');
const ITEMS = 'medium-42,order-fewest-3';
const env = useBrowser();
let tmp;
/** The site copy with its offline list, and a server for it. */
let site;
/** The host pages and the unzipped packages, and a server for them. */
let host;

/** Every file below `dir`, relative, with `/`. */
async function walk(dir, base = dir) {
  const out = [];
  for (const e of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...(await walk(full, base)));
    else out.push(path.relative(base, full).split(path.sep).join('/'));
  }
  return out.sort();
}

/** What xtask/src/precache.rs lists: every served file but the list, the worker and type declarations. */
function served(name) {
  return !(name === 'pkg/precache.json' || name === 'sw.js' || name.endsWith('.d.ts') || name.split('/').pop().startsWith('.'));
}

before(async () => {
  await env.ready();
  tmp = await mkdtemp(path.join(os.tmpdir(), 'ab-scorm-'));
  const siteDir = path.join(tmp, 'site');
  await cp(path.join(REPO_ROOT, 'www'), siteDir, { recursive: true, dereference: true });
  const files = (await walk(siteDir)).filter(served);
  await writeFile(path.join(siteDir, 'pkg', 'precache.json'), JSON.stringify({ version: 'test', files }));
  site = await startServer(siteDir);
  const hostDir = path.join(tmp, 'host');
  await mkdir(hostDir);
  for (const f of ['scorm12.js', 'scorm2004.js']) await cp(path.join(REPO_ROOT, 'node_modules', 'scorm-again', 'dist', f), path.join(hostDir, f));
  await writeFile(
    path.join(hostDir, 'host.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>LMS</title><script src="scorm12.js"></script><script src="scorm2004.js"></script></head><body></body></html>',
  );
  host = await startServer(hostDir);
});

after(async () => {
  await site?.close();
  await host?.close();
  if (tmp && !process.env.AB_KEEP) await rm(tmp, { recursive: true, force: true });
});

/** Makes the package with the page's button and unzips it into the host's folder `name`; returns its file names. */
async function makePackage(edition, name) {
  const { page, errors, context } = await openPage(env.browser, `${site.url}index.html#mode=practice&exercise=easy-1`, {
    viewport: { width: 1366, height: 768 },
  });
  await waitForReady(page);
  await page.click('#share summary');
  await page.waitForFunction(() => document.getElementById('share').dataset.loaded === 'true');
  await page.fill('#hwb-items', ITEMS);
  await page.fill('#hwb-mastery', '80');
  const [download] = await Promise.all([page.waitForEvent('download'), page.click(edition === '2004' ? '#hwb-scorm2004' : '#hwb-scorm12')]);
  assert.equal(download.suggestedFilename(), edition === '2004' ? 'homework-scorm2004.zip' : 'homework-scorm12.zip');
  const zip = path.join(tmp, `${name}.zip`);
  await download.saveAs(zip);
  await page.waitForFunction(() => /downloaded/.test(document.getElementById('hwb-status').textContent));
  assertNoErrors(errors);
  await context.close();
  const entries = unzipSync(new Uint8Array(await readFile(zip)));
  const dir = path.join(host.root, name);
  for (const [file, bytes] of Object.entries(entries)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), bytes);
  }
  return Object.keys(entries);
}

/**
 * Opens the host page with scorm-again's API for `edition` and the package
 * `name` in a frame (launchOn); returns the page and the package's frame.
 */
async function launchIn(edition, name, suspend = '') {
  const opened = await openPage(env.browser, `${host.url}host.html`, { viewport: { width: 1366, height: 768 } });
  return { ...opened, frame: await launchOn(opened, edition, name, { suspend }) };
}

/**
 * In the host page `opened` (already at host.html), installs scorm-again's
 * API for `edition` with the learner's record the platform kept (`suspend`,
 * the suspend data; `learner`, the learner's id; `entry`, 'ab-initio' for a
 * new attempt) and frames the package `name`; every value the package sets
 * and every call is logged in `window.lmsLog`. Returns the package's frame.
 */
async function launchOn(opened, edition, name, { suspend = '', learner = '', entry = '' } = {}) {
  await opened.page.evaluate(
    ({ edition, name, suspend, learner, entry }) => {
      const log = [];
      window.lmsLog = log;
      const api = edition === '2004' ? new window.Scorm2004API({ logLevel: 5 }) : new window.Scorm12API({ logLevel: 5 });
      // What the platform kept from the last launch: the work, and the status it left.
      if (suspend) api.loadFromJSON({ suspend_data: suspend, core: { lesson_status: 'incomplete' } });
      // Whose record it is, and whether it is a new attempt.
      if (learner || entry) {
        if (edition === '2004') api.loadFromJSON({ learner_id: learner, entry });
        else api.loadFromJSON({ core: { student_id: learner, entry } });
      }
      // scorm-again's API methods are the instance's own properties.
      for (const method of Object.keys(api)) {
        if (typeof api[method] !== 'function' || !/^(LMS|Initialize|Terminate|Commit|SetValue)/.test(method) || /Get/.test(method)) continue;
        const real = api[method].bind(api);
        api[method] = (...args) => {
          log.push([method, ...args]);
          return real(...args);
        };
      }
      if (edition === '2004') window.API_1484_11 = api;
      else window.API = api;
      const frame = document.createElement('iframe');
      frame.src = `${name}/launch.html`;
      frame.title = 'homework';
      frame.style.cssText = 'width: 1300px; height: 720px; border: 1px solid #888';
      document.body.append(frame);
    },
    { edition, name, suspend, learner, entry },
  );
  await opened.page
    .waitForFunction(() => [...document.querySelectorAll('iframe')].some((f) => f.contentDocument?.documentElement?.dataset.ready === '1'))
    .catch(async (e) => {
      console.log(
        opened.page.frames().map((f) => f.url()),
        opened.errors,
        await opened.page.evaluate(() => JSON.stringify(window.lmsLog)),
      );
      throw e;
    });
  return opened.page.frames().find((f) => /index\.html/.test(f.url()));
}

/** Leaves the package (the frame emptied): the page is hidden and left, and the session finished. */
async function leave(page, finish) {
  await page.evaluate(() => {
    document.querySelector('iframe').src = 'about:blank';
  });
  await page.waitForFunction((finish) => window.lmsLog.some((c) => c[0] === finish), finish);
}

/** The last value the package set for `key`. */
async function lastSet(page, key) {
  return page.evaluate((key) => window.lmsLog.filter((c) => /SetValue$/.test(c[0]) && c[1] === key).pop()?.[2], key);
}

/** Checks the exercise open with a wrong m at the root (99): done, and wrong. */
async function checkWrong(frame, done = '1/2') {
  await frame.waitForFunction(() => document.getElementById('practice').getAttribute('aria-busy') === 'false');
  await frame.click('g.node[data-node-id="0"] .shape', { force: true });
  await frame.fill('#p-m', '99');
  await frame.press('#p-m', 'Enter');
  await frame.click('[data-action="check"]');
  await frame.waitForFunction((done) => document.documentElement.dataset.homeworkProgress === done, done);
}

/** Meets the challenge open by applying the engine's solution. */
async function solveChallenge(frame) {
  await frame.waitForSelector('#c-status[data-goal="unmet"]');
  await frame.click('#c-solution');
  await frame.waitForSelector('#c-diff:not([hidden])');
  await frame.click('#c-apply');
  await frame.waitForSelector('#c-status[data-goal="met"]');
}

test('a SCORM 1.2 package reports the score, the status and the work, and a second launch goes on where the first stopped', async () => {
  const files = await makePackage('1.2', 'p12');
  assert.ok(files.includes('imsmanifest.xml') && files.includes('launch.html') && files.includes('index.html') && files.includes('pkg/alphabeta_bg.wasm'));
  const manifest = new TextDecoder().decode(unzipSync(new Uint8Array(await readFile(path.join(tmp, 'p12.zip'))))['imsmanifest.xml']);
  assert.match(manifest, /<schemaversion>1\.2<\/schemaversion>/);
  assert.match(manifest, /adlcp:masteryscore>80</);
  // First launch: the first unfinished item, the exercise, checked wrong.
  const first = await launchIn('1.2', 'p12');
  await first.frame.waitForFunction(() => /exercise=medium-42/.test(location.hash));
  assert.deepEqual(await first.page.evaluate(() => window.lmsLog.slice(0, 1)), [['LMSInitialize', '']]);
  assert.equal(await lastSet(first.page, 'cmi.core.lesson_status'), 'incomplete');
  await checkWrong(first.frame);
  const score1 = Number(await lastSet(first.page, 'cmi.core.score.raw'));
  assert.equal(String(score1), await first.frame.evaluate(() => document.documentElement.dataset.homeworkScore));
  assert.ok(score1 < 50, `one item of two, not perfect: ${score1}`);
  assert.equal(await lastSet(first.page, 'cmi.core.score.min'), '0');
  assert.equal(await lastSet(first.page, 'cmi.core.score.max'), '100');
  assert.equal(await lastSet(first.page, 'cmi.core.lesson_status'), 'incomplete');
  assert.match(await lastSet(first.page, 'cmi.core.session_time'), /^\d{4}:\d{2}:\d{2}\.\d{2}$/);
  // On to the challenge, then the student leaves: LMSFinish with the work.
  await first.frame.click('#hw-next');
  await first.frame.waitForSelector('#c-status[data-goal="unmet"]');
  await first.page.screenshot({ path: path.join(SHOTS, 'scorm12-harness.png') });
  await first.page.evaluate(() => {
    document.querySelector('iframe').src = 'about:blank';
  });
  await first.page.waitForFunction(() => window.lmsLog.some((c) => c[0] === 'LMSFinish'));
  const calls = await first.page.evaluate(() => window.lmsLog.map((c) => c[0]));
  assert.ok(calls.indexOf('LMSCommit') > 0 && calls.at(-1) === 'LMSFinish', calls.join(' '));
  const suspend = await lastSet(first.page, 'cmi.suspend_data');
  assert.ok(suspend.length <= 4096);
  const kept = JSON.parse(suspend);
  assert.equal(kept.c, 'order-fewest-3');
  assert.equal(Object.keys(kept.r).join(), 'medium-42');
  assertNoErrors(first.errors);
  await first.context.close();

  // Second launch, in a browser with no storage: the suspend data alone
  // brings back the score and the item the student was on.
  const second = await launchIn('1.2', 'p12', suspend);
  await second.frame.waitForFunction(() => document.documentElement.dataset.homeworkProgress === '1/2');
  await second.frame.waitForFunction(() => /challenge=order-fewest-3/.test(location.hash));
  assert.equal(await second.frame.evaluate(() => document.documentElement.dataset.homeworkScore), String(score1));
  assert.equal(await lastSet(second.page, 'cmi.core.lesson_status'), undefined, 'not set back to incomplete on a later launch');
  await solveChallenge(second.frame);
  await second.frame.waitForFunction(() => document.documentElement.dataset.homeworkProgress === '2/2');
  const score2 = Number(await lastSet(second.page, 'cmi.core.score.raw'));
  assert.ok(Math.abs(score2 - (score1 + 50)) <= 1, `${score1} → ${score2}`);
  assert.equal(await lastSet(second.page, 'cmi.core.lesson_status'), score2 >= 80 ? 'passed' : 'failed');
  await second.page.screenshot({ path: path.join(SHOTS, 'scorm12-done.png') });
  assertNoErrors(second.errors);
  await second.context.close();
});

test('a SCORM 2004 package reports scaled score, completion and success', async () => {
  const files = await makePackage('2004', 'p2004');
  assert.ok(files.includes('imsmanifest.xml'));
  const run = await launchIn('2004', 'p2004');
  assert.deepEqual(await run.page.evaluate(() => window.lmsLog[0]), ['Initialize', '']);
  assert.equal(await lastSet(run.page, 'cmi.completion_status'), 'incomplete');
  await checkWrong(run.frame);
  assert.equal(await lastSet(run.page, 'cmi.success_status'), 'unknown');
  await run.frame.click('#hw-next');
  await solveChallenge(run.frame);
  await run.frame.waitForFunction(() => document.documentElement.dataset.homeworkProgress === '2/2');
  const raw = Number(await lastSet(run.page, 'cmi.score.raw'));
  assert.equal(Number(await lastSet(run.page, 'cmi.score.scaled')), raw / 100);
  assert.equal(await lastSet(run.page, 'cmi.completion_status'), 'completed');
  assert.equal(await lastSet(run.page, 'cmi.success_status'), raw >= 80 ? 'passed' : 'failed');
  assert.match(await lastSet(run.page, 'cmi.session_time'), /^PT\d+H\d+M[\d.]+S$/);
  await run.page.evaluate(() => {
    document.querySelector('iframe').src = 'about:blank';
  });
  await run.page.waitForFunction(() => window.lmsLog.some((c) => c[0] === 'Terminate'));
  assertNoErrors(run.errors);
  await run.context.close();
});

/** The set's progress and score as the page shows them on <html>. */
function progressIn(frame) {
  return frame.evaluate(() => [document.documentElement.dataset.homeworkProgress, document.documentElement.dataset.homeworkScore]);
}

test('a shared computer: a second learner (empty record, new attempt) starts from nothing and is credited only their own work', async () => {
  await makePackage('1.2', 'shared12');
  const opened = await openPage(env.browser, `${host.url}host.html`, { viewport: { width: 1366, height: 768 } });
  // Learner A checks the exercise (wrong) and leaves.
  let frame = await launchOn(opened, '1.2', 'shared12', { learner: 'learner-a', entry: 'ab-initio' });
  await frame.waitForFunction(() => /exercise=medium-42/.test(location.hash));
  await checkWrong(frame);
  const scoreA = await lastSet(opened.page, 'cmi.core.score.raw');
  await leave(opened.page, 'LMSFinish');
  const suspendA = await lastSet(opened.page, 'cmi.suspend_data');
  // Learner B, in the same browser, with an empty record of their own.
  await opened.page.goto(`${host.url}host.html`);
  frame = await launchOn(opened, '1.2', 'shared12', { learner: 'learner-b', entry: 'ab-initio' });
  assert.deepEqual(await progressIn(frame), ['0/2', '0']);
  assert.match(await frame.$eval('#hw-summary', (o) => o.textContent), /^0 of 2 done · score 0 \/ 100/);
  await frame.waitForFunction(() => /exercise=medium-42/.test(location.hash));
  // Nor is A's answer in progress shown to B.
  await frame.waitForFunction(() => document.getElementById('practice').getAttribute('aria-busy') === 'false');
  await frame.click('g.node[data-node-id="0"] .shape', { force: true });
  assert.equal(await frame.inputValue('#p-m'), '');
  // B does the challenge only: half the set, not passed or failed yet.
  await frame.click('#hw-items button[data-item="order-fewest-3"]');
  await solveChallenge(frame);
  await frame.waitForFunction(() => document.documentElement.dataset.homeworkProgress === '1/2');
  assert.equal(await lastSet(opened.page, 'cmi.core.score.raw'), '50');
  assert.equal(await lastSet(opened.page, 'cmi.core.lesson_status'), 'incomplete');
  assert.deepEqual(Object.keys(JSON.parse(await lastSet(opened.page, 'cmi.suspend_data')).r), ['order-fewest-3']);
  await leave(opened.page, 'LMSFinish');
  // Learner A comes back to their record: their work, not B's.
  await opened.page.goto(`${host.url}host.html`);
  frame = await launchOn(opened, '1.2', 'shared12', { learner: 'learner-a', entry: 'resume', suspend: suspendA });
  await frame.waitForFunction(() => document.documentElement.dataset.homeworkProgress === '1/2');
  assert.deepEqual(await progressIn(frame), ['1/2', String(Math.round(Number(scoreA)))]);
  await leave(opened.page, 'LMSFinish');
  // Learner B's new attempt (ab-initio) starts from nothing, though this browser kept B's last one.
  await opened.page.goto(`${host.url}host.html`);
  frame = await launchOn(opened, '1.2', 'shared12', { learner: 'learner-b', entry: 'ab-initio' });
  await frame.waitForFunction(() => document.documentElement.dataset.ready === '1');
  assert.deepEqual(await progressIn(frame), ['0/2', '0']);
  assertNoErrors(opened.errors);
  await opened.context.close();
});

test('a platform that gives no learner id (a preview): a second launch with an empty record starts from nothing', async () => {
  // Two anonymous launches shared the store "lms:1.2:" and the second saw the first's work.
  await makePackage('1.2', 'anon12');
  const opened = await openPage(env.browser, `${host.url}host.html`, { viewport: { width: 1366, height: 768 } });
  let frame = await launchOn(opened, '1.2', 'anon12');
  await frame.waitForFunction(() => /exercise=medium-42/.test(location.hash));
  await checkWrong(frame);
  await leave(opened.page, 'LMSFinish');
  await opened.page.goto(`${host.url}host.html`);
  frame = await launchOn(opened, '1.2', 'anon12');
  assert.deepEqual(await progressIn(frame), ['0/2', '0']);
  // Nor is the first one's answer shown.
  await frame.waitForFunction(() => /exercise=medium-42/.test(location.hash));
  await frame.waitForFunction(() => document.getElementById('practice').getAttribute('aria-busy') === 'false');
  await frame.click('g.node[data-node-id="0"] .shape', { force: true });
  assert.equal(await frame.inputValue('#p-m'), '');
  assertNoErrors(opened.errors);
  await opened.context.close();
});

test('a SCORM 2004 launch with an empty record for another learner starts from nothing', async () => {
  await makePackage('2004', 'shared2004');
  const opened = await openPage(env.browser, `${host.url}host.html`, { viewport: { width: 1366, height: 768 } });
  let frame = await launchOn(opened, '2004', 'shared2004', { learner: 'learner-a', entry: 'ab-initio' });
  await frame.waitForFunction(() => /exercise=medium-42/.test(location.hash));
  await checkWrong(frame);
  await leave(opened.page, 'Terminate');
  await opened.page.goto(`${host.url}host.html`);
  frame = await launchOn(opened, '2004', 'shared2004', { learner: 'learner-b', entry: 'ab-initio' });
  assert.deepEqual(await progressIn(frame), ['0/2', '0']);
  await frame.waitForFunction(() => /exercise=medium-42/.test(location.hash));
  assertNoErrors(opened.errors);
  await opened.context.close();
});

test('a package opened with no course platform says the score stays in this browser (English, French), and works on', async () => {
  await makePackage('1.2', 'alone12');
  const { page, errors, context } = await openPage(env.browser, `${host.url}alone12/launch.html`, { viewport: { width: 1366, height: 768 } });
  await page.waitForURL(/index\.html#/);
  await waitForReady(page);
  assert.match(page.url(), /scorm=1\.2/);
  const note = () =>
    page.$eval('#hw-note', (el) => {
      const r = el.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + 20, r.top + r.height / 2);
      return {
        text: el.textContent,
        seen: !el.hidden && r.height > 0 && r.bottom <= innerHeight && el.contains(hit),
        px: Number.parseFloat(getComputedStyle(el).fontSize),
      };
    });
  const en = await note();
  assert.equal(en.text, 'No course platform found: your score is kept in this browser only.');
  assert.ok(en.seen && en.px >= 14, JSON.stringify(en));
  await page.screenshot({ path: path.join(SHOTS, 'scorm-no-platform.png') });
  // The homework works on, kept in this browser.
  await checkWrong(page);
  await chooseLang(page, 'fr');
  await page.waitForFunction(() => /Aucune plateforme de cours trouvée/.test(document.getElementById('hw-note').textContent));
  assert.equal((await note()).text, 'Aucune plateforme de cours trouvée : votre note est gardée dans ce navigateur seulement.');
  assertNoErrors(errors);
  await context.close();
});
