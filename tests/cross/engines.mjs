// The two browser engines the cross-engine suite drives besides Chromium,
// behind one small interface, so that each test is written once:
//
//   Firefox ESR (Debian's `firefox-esr`), Gecko, through WebDriver BiDi,
//   which it speaks itself, with puppeteer-core (`browser: 'firefox'`);
//   WebKitGTK (Debian's `webkit2gtk-driver`: `WebKitWebDriver` and the
//   MiniBrowser it drives), Safari's engine, through classic W3C WebDriver
//   over HTTP, a few fetch() calls, under `xvfb-run` (MiniBrowser needs a
//   display).
//
// API:
//
//   import { ENGINES, missing } from './engines.mjs';
//   for (const engine of ENGINES) {
//     missing(engine)                    // null, or why this machine cannot run it
//     const browser = await engine.launch();
//     const tab = await browser.open(url, { width: 1024, height: 768 });
//     await tab.eval((a, b) => a + b, 1, 2)   // a function run in the page, its result
//     await tab.waitFor(() => document.documentElement.dataset.ready === '1')
//     await tab.press('PageDown')        // a key pressed and released, to the focused element
//     await tab.pressMany('PageDown', 30) // the same, 30 times (WebKit: in one request)
//     await tab.clickAt(x, y)            // a mouse click at viewport coordinates
//     await tab.type('xyz')              // characters typed into the focused element
//     await tab.shot('/tmp/x.png')       // a screenshot of the viewport
//     await tab.errors()                 // console errors, uncaught errors and rejections
//     await tab.close(); await browser.close();
//   }
//
// Errors: in Firefox, puppeteer's console and page-error events, from the
// first script on. WebDriver classic has no such events, so in WebKit a
// listener (console.error, `error`, `unhandledrejection`) is injected as
// soon as the page has loaded; an error before that (a module the engine
// refuses) leaves the page without its `data-ready`, which every test
// waits for.

import { spawn } from 'node:child_process';
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import puppeteer from 'puppeteer-core';

/** Debian's Firefox ESR. */
export const FIREFOX = '/usr/bin/firefox-esr';

/** Debian's WebKitGTK WebDriver. */
export const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver';

/** The key names the tests use, as WebDriver's code points. */
const KEYS = { PageDown: '\uE00F', PageUp: '\uE00E', Enter: '\uE007', Tab: '\uE004', Home: '\uE011', End: '\uE010' };

/** WebKitGTK's MiniBrowser (its folder names the architecture and the API version). */
function miniBrowser() {
  for (const lib of ['/usr/lib', '/usr/libexec']) {
    if (!existsSync(lib)) continue;
    for (const arch of readdirSync(lib)) {
      for (const api of ['webkit2gtk-4.1', 'webkit2gtk-4.0', 'webkitgtk-6.0']) {
        const file = path.join(lib, arch, api, 'MiniBrowser');
        if (existsSync(file)) return file;
      }
    }
  }
  return null;
}

/** The listener injected into a WebKit page: it collects what Firefox's events report. */
const LISTEN = () => {
  if (window.__crossErrors) return;
  const seen = [];
  window.__crossErrors = seen;
  const error = console.error.bind(console);
  console.error = (...args) => {
    seen.push(`console.error: ${args.map(String).join(' ')}`);
    error(...args);
  };
  addEventListener('error', (e) => seen.push(`pageerror: ${e.message} at ${e.filename}:${e.lineno}`));
  addEventListener('unhandledrejection', (e) => seen.push(`unhandledrejection: ${e.reason?.stack ?? e.reason}`));
};

/** Polls `fn` in the page until it returns a truthy value (WebDriver has no wait). */
async function poll(tab, fn, args, timeout) {
  const end = Date.now() + timeout;
  for (;;) {
    const value = await tab.eval(fn, ...args);
    if (value) return value;
    if (Date.now() > end) throw new Error(`${tab.engine}: timed out after ${timeout} ms waiting for ${fn}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Firefox through puppeteer-core's WebDriver BiDi. */
const firefox = {
  name: 'Firefox',
  missing: () => (existsSync(FIREFOX) ? null : `${FIREFOX} is not installed (Debian's firefox-esr)`),
  async launch() {
    const browser = await puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX, headless: true });
    return {
      version: await browser.version(),
      async open(url, { width, height }) {
        const page = await browser.newPage();
        await page.setViewport({ width, height });
        const seen = [];
        page.on('console', (m) => {
          if (m.type() === 'error') seen.push(`console.error: ${m.text()}`);
        });
        page.on('pageerror', (e) => seen.push(`pageerror: ${e.message}`));
        await page.goto(url, { waitUntil: 'load' });
        const tab = {
          engine: 'Firefox',
          eval: (fn, ...args) => page.evaluate(fn, ...args),
          waitFor: (fn, ...args) => poll(tab, fn, args, 30000),
          press: (key) => page.keyboard.press(key),
          pressMany: async (key, n) => {
            for (let i = 0; i < n; i++) await page.keyboard.press(key);
          },
          clickAt: (x, y) => page.mouse.click(x, y),
          type: (text) => page.keyboard.type(text),
          shot: (file) => page.screenshot({ path: file }),
          errors: async () => seen.slice(),
          close: () => page.close(),
        };
        return tab;
      },
      close: () => browser.close(),
    };
  },
};

/** WebKitGTK through WebKitWebDriver's classic WebDriver. */
const webkit = {
  name: 'WebKit',
  missing: () => {
    if (!existsSync(WEBKIT_DRIVER)) return `${WEBKIT_DRIVER} is not installed (Debian's webkit2gtk-driver)`;
    if (!miniBrowser()) return "WebKitGTK's MiniBrowser is not installed (Debian's webkit2gtk-driver)";
    if (!existsSync('/usr/bin/xvfb-run')) return "xvfb-run is not installed (Debian's xvfb)";
    return null;
  },
  async launch() {
    const port = 20000 + Math.floor(Math.random() * 20000);
    // xvfb-run starts its own X server; its process group holds the driver,
    // the browser and the server, and is ended as one.
    const driver = spawn('xvfb-run', ['-a', '-s', '-screen 0 1600x1200x24', WEBKIT_DRIVER, `--port=${port}`], {
      stdio: 'ignore',
      detached: true,
    });
    const base = `http://127.0.0.1:${port}`;
    const call = async (method, route, body) => {
      const response = await fetch(base + route, {
        method,
        headers: { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const json = await response.json();
      if (json.value?.error) throw new Error(`WebKit ${method} ${route}: ${json.value.error}: ${json.value.message}`);
      return json.value;
    };
    const started = Date.now();
    for (;;) {
      try {
        if ((await call('GET', '/status')).ready) break;
      } catch {
        if (Date.now() - started > 20000) throw new Error(`WebKitWebDriver did not answer on ${base}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    const capabilities = { 'webkitgtk:browserOptions': { binary: miniBrowser(), args: ['--automation'] } };
    const session = await call('POST', '/session', { capabilities: { alwaysMatch: capabilities } });
    const s = `/session/${session.sessionId}`;
    const keys = (value) =>
      [...value].flatMap((k) => [
        { type: 'keyDown', value: k },
        { type: 'keyUp', value: k },
      ]);
    return {
      version: `WebKitGTK ${session.capabilities.browserVersion}`,
      async open(url, { width, height }) {
        // The window's outer size; the viewport is what the page measures.
        // A blank page first: a link that differs from the last one only
        // by its fragment would not load the page again.
        await call('POST', `${s}/url`, { url: 'about:blank' });
        await call('POST', `${s}/window/rect`, { width, height });
        await call('POST', `${s}/url`, { url });
        const inner = await call('POST', `${s}/execute/sync`, { script: 'return [innerWidth, innerHeight]', args: [] });
        const rect = await call('GET', `${s}/window/rect`);
        await call('POST', `${s}/window/rect`, { width: width + rect.width - inner[0], height: height + rect.height - inner[1] });
        await call('POST', `${s}/execute/sync`, { script: `(${LISTEN})()`, args: [] });
        const tab = {
          engine: 'WebKit',
          // An async function's promise is awaited by execute/async's callback.
          eval: (fn, ...args) =>
            call('POST', `${s}/execute/async`, {
              script: `const done = arguments[arguments.length - 1];
                Promise.resolve((${fn})(...Array.from(arguments).slice(0, -1))).then(done, (e) => done({ __error: String(e && e.stack || e) }));`,
              args,
            }).then((value) => {
              if (value && typeof value === 'object' && '__error' in value) throw new Error(`in WebKit's page: ${value.__error}`);
              return value;
            }),
          waitFor: (fn, ...args) => poll(tab, fn, args, 30000),
          press: (key) => call('POST', `${s}/actions`, { actions: [{ type: 'key', id: 'k', actions: keys(KEYS[key] ?? key) }] }),
          // One request for all the presses: a round trip each costs WebKit a tenth of a second.
          pressMany: (key, n) => call('POST', `${s}/actions`, { actions: [{ type: 'key', id: 'k', actions: keys((KEYS[key] ?? key).repeat(n)) }] }),
          clickAt: (x, y) =>
            call('POST', `${s}/actions`, {
              actions: [
                {
                  type: 'pointer',
                  id: 'mouse',
                  parameters: { pointerType: 'mouse' },
                  actions: [
                    { type: 'pointerMove', origin: 'viewport', x: Math.round(x), y: Math.round(y) },
                    { type: 'pointerDown', button: 0 },
                    { type: 'pointerUp', button: 0 },
                  ],
                },
              ],
            }),
          type: (text) => call('POST', `${s}/actions`, { actions: [{ type: 'key', id: 'k', actions: keys(text) }] }),
          shot: async (file) => writeFileSync(file, Buffer.from(await call('GET', `${s}/screenshot`), 'base64')),
          errors: () => call('POST', `${s}/execute/sync`, { script: 'return (window.__crossErrors || []).slice()', args: [] }),
          close: async () => {},
        };
        return tab;
      },
      async close() {
        await call('DELETE', s).catch(() => {});
        try {
          process.kill(-driver.pid);
        } catch {
          // Already gone.
        }
      },
    };
  },
};

/** The engines, in the order the suite runs them. */
export const ENGINES = [firefox, webkit];

/** Why `engine` cannot run here, or null. */
export const missing = (engine) => engine.missing();
