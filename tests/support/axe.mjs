// axe-core (npm dev dependency) in a page: `violations(page)` runs the WCAG
// 2.1 A and AA rules and returns what fails, one line per element, so a test
// can assert the list is empty and show what is wrong when it is not.
// axe is evaluated through the DevTools protocol, not added as a <script>:
// the pages run under a strict CSP that forbids inline scripts, and the
// tests watch for CSP violations.

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { REPO_ROOT } from './server.mjs';

let source = null;

/** The WCAG 2.1 A/AA rules, as axe tags them. */
export const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Runs axe on the page (shadow trees included) and returns the violations
 * as readable lines: `rule (impact): target — summary`.
 * @param {import('playwright-core').Page} page
 * @returns {Promise<string[]>}
 */
export async function violations(page) {
  source ??= await readFile(path.join(REPO_ROOT, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) await page.evaluate(source);
  const found = await page.evaluate(async (tags) => {
    const result = await window.axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')} — ${n.failureSummary.replace(/\s+/g, ' ')}`));
  }, WCAG);
  return found;
}
