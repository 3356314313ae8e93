// One static server and one Chromium per test file, started before the
// first test and closed after the last. Usage (node:test):
//
//   import { useBrowser } from './support/suite.mjs';
//   const env = useBrowser();          // env.server.url, env.browser
//   before(async () => { await env.ready(); ... }); // a hook that needs them
//
// The fields are filled by the `before` hook, so read them inside tests.

import { before, after } from 'node:test';
import { startServer } from './server.mjs';
import { launch } from './browser.mjs';

export function useBrowser() {
  const env = { server: null, browser: null, ready: null };
  let starting = null;
  // Starts both once, from whichever hook asks first: a file's own
  // `before` hook that needs them awaits env.ready().
  env.ready = () =>
    (starting ??= (async () => {
      env.server = await startServer(undefined, { cache: true });
      env.browser = await launch();
    })());
  before(() => env.ready());
  after(async () => {
    await env.browser?.close();
    await env.server?.close();
  });
  return env;
}
