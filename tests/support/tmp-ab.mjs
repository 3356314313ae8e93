import { launch, openPage } from './browser.mjs';
import { startServer } from './server.mjs';
import { uniformTree } from './web-bench.mjs';
const roots = { old: '/tmp/www-old/www', new: 'www' };
const servers = {};
for (const [k, r] of Object.entries(roots)) servers[k] = await startServer(r);
const browser = await launch();
const { text } = uniformTree(10, 3, 1);
const hash = '#tree=' + encodeURIComponent(text);
const times = { old: [], new: [] };
for (let i = 0; i < 15; i++) {
  for (const k of (i % 2 ? ['old', 'new'] : ['new', 'old'])) {
    const { page, context } = await openPage(browser, 'about:blank', { viewport: { width: 1280, height: 800 } });
    await page.goto(servers[k].url + 'index.html' + hash);
    await page.waitForFunction(() => document.documentElement.dataset.ready === '1', null, { polling: 50 });
    const t = await page.evaluate(() => performance.getEntriesByName('ab-first-draw')[0].startTime);
    times[k].push(t);
    await context.close();
  }
}
const med = (a) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
console.log('old', med(times.old).toFixed(0), times.old.map((x) => x.toFixed(0)).join(' '));
console.log('new', med(times.new).toFixed(0), times.new.map((x) => x.toFixed(0)).join(' '));
await browser.close();
for (const s of Object.values(servers)) await s.close();
