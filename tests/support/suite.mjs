// One static server and one Chromium per test file, started before the
// first test and closed after the last. Usage (node:test):
//
//   import { useBrowser } from './support/suite.mjs';
//   const env = useBrowser();          // env.server.url, env.browser
//
// The fields are filled by the `before` hook, so read them inside tests.

import { before, after } from 'node:test';
import { startServer } from './server.mjs';
import { launch } from './browser.mjs';

export function useBrowser() {
  const env = { server: null, browser: null };
  before(async () => {
    env.server = await startServer();
    env.browser = await launch();
  });
  after(async () => {
    await env.browser?.close();
    await env.server?.close();
  });
  return env;
}
