// Zips a homework set's SCORM package from a built site: `cargo xtask
// scorm` runs it on the copy `cargo xtask dist` made
// (`node xtask/scorm.mjs SITE OUT ITEMS EDITION MASTERY`). The entries are
// the page's own (www/js/core/scorm.js: the files of the offline list
// pkg/precache.json, the worker, the launch page, imsmanifest.xml) and
// the zip is fflate's (npm, exact-pinned; the page vendors the same
// version), so this package and the one the Share panel downloads are the
// same. Prints the package's name, entries and size.

import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { zipSync } from 'fflate';
import { packageEntries, ZIP_OPTIONS } from '../www/js/core/scorm.js';
import { parseSet, parseMastery } from '../www/js/core/homework.js';
import { PAGE_ENGLISH } from '../www/js/i18n/en-page.js';

async function main() {
  const [site, out, items, edition, mastery] = process.argv.slice(2);
  if (!site || !out || !items || !['1.2', '2004'].includes(edition)) throw new Error('usage: node xtask/scorm.mjs SITE OUT.zip ID,ID 1.2|2004 MASTERY');
  const set = parseSet(items);
  if (!set || set.dropped.length) throw new Error(`not exercise or challenge ids: ${set ? set.dropped.join(', ') : items}`);
  const list = JSON.parse(await readFile(path.join(site, 'pkg', 'precache.json'), 'utf8'));
  const read = async (name) => new Uint8Array(await readFile(path.join(site, ...name.split('/'))));
  const title = PAGE_ENGLISH['hwb.packageTitle'].replace('{n}', String(set.items.length));
  const entries = await packageEntries(list, read, { items: set.items, mastery: parseMastery(mastery), edition, lang: 'en', title });
  const zip = zipSync(entries, ZIP_OPTIONS);
  await writeFile(out, zip);
  console.log(`scorm: ${out}: SCORM ${edition}, ${set.items.length} items, ${Object.keys(entries).length} files, ${(zip.length / 1024).toFixed(0)} KiB`);
}

main().catch((error) => {
  console.error(`scorm: ${error.message}`);
  process.exit(1);
});
