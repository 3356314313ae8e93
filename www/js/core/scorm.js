// A homework set as a SCORM package: the text of its `imsmanifest.xml`
// (SCORM 1.2, or 2004 4th edition) and of its launch page, and the list of
// the package's files. The page's Share panel (panels/homeworkshare.js)
// and `cargo xtask scorm` (xtask/scorm.mjs) both build the zip from these,
// with the site's files as the offline list names them
// (`pkg/precache.json`), so the two packages are the same.
// docs/course.md ("Homework sets and SCORM") says what the package does
// inside a course platform.

import { setFragment } from './homework.js';

/** The launch page's name at the package's root. */
const LAUNCH = 'launch.html';
/** The manifest's name, at the package's root as SCORM requires. */
const MANIFEST = 'imsmanifest.xml';

/** Text for XML and HTML: the five characters that could end it escaped. */
function escapeXml(text) {
  return String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]);
}

/** A stable identifier for a set: letters, digits and dashes only. */
function setId(items) {
  let h = 0x811c9dc5;
  for (const ch of items.join(',')) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0;
  return `alphabeta-homework-${h.toString(16).padStart(8, '0')}`;
}

/** The `<file>` lines of a resource. */
function fileLines(files) {
  return files.map((f) => `      <file href="${escapeXml(f)}"/>`).join('\n');
}

/**
 * The manifest of a package: one SCO (the launch page) holding every file.
 * @param {{items: string[], mastery: number, edition: '1.2'|'2004', title: string, files: string[]}} p
 */
export function manifest(p) {
  const id = setId(p.items);
  const title = escapeXml(p.title);
  const files = fileLines([LAUNCH, ...p.files.filter((f) => f !== LAUNCH)]);
  if (p.edition === '2004') {
    return `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="${id}" version="1"
  xmlns="http://www.imsglobal.org/xsd/imscp_v1p1"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3"
  xmlns:adlseq="http://www.adlnet.org/xsd/adlseq_v1p3"
  xmlns:adlnav="http://www.adlnet.org/xsd/adlnav_v1p3"
  xmlns:imsss="http://www.imsglobal.org/xsd/imsss"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xsi:schemaLocation="http://www.imsglobal.org/xsd/imscp_v1p1 imscp_v1p1.xsd http://www.adlnet.org/xsd/adlcp_v1p3 adlcp_v1p3.xsd http://www.adlnet.org/xsd/adlseq_v1p3 adlseq_v1p3.xsd http://www.adlnet.org/xsd/adlnav_v1p3 adlnav_v1p3.xsd http://www.imsglobal.org/xsd/imsss imsss_v1p0.xsd">
  <metadata>
    <schema>ADL SCORM</schema>
    <schemaversion>2004 4th Edition</schemaversion>
  </metadata>
  <organizations default="org">
    <organization identifier="org">
      <title>${title}</title>
      <item identifier="item" identifierref="sco">
        <title>${title}</title>
        <imsss:sequencing>
          <imsss:objectives>
            <imsss:primaryObjective objectiveID="mastery" satisfiedByMeasure="false">
              <imsss:minNormalizedMeasure>${(p.mastery / 100).toFixed(2)}</imsss:minNormalizedMeasure>
            </imsss:primaryObjective>
          </imsss:objectives>
        </imsss:sequencing>
      </item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="sco" type="webcontent" adlcp:scormType="sco" href="${LAUNCH}">
${files}
    </resource>
  </resources>
</manifest>
`;
  }
  return `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="${id}" version="1"
  xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xsi:schemaLocation="http://www.imsproject.org/xsd/imscp_rootv1p1p2 imscp_rootv1p1p2.xsd http://www.imsglobal.org/xsd/imsmd_rootv1p2p1 imsmd_rootv1p2p1.xsd http://www.adlnet.org/xsd/adlcp_rootv1p2 adlcp_rootv1p2.xsd">
  <metadata>
    <schema>ADL SCORM</schema>
    <schemaversion>1.2</schemaversion>
  </metadata>
  <organizations default="org">
    <organization identifier="org">
      <title>${title}</title>
      <item identifier="item" identifierref="sco">
        <title>${title}</title>
        <adlcp:masteryscore>${p.mastery}</adlcp:masteryscore>
      </item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="sco" type="webcontent" adlcp:scormtype="sco" href="${LAUNCH}">
${files}
    </resource>
  </resources>
</manifest>
`;
}

/**
 * The launch page: under the site's CSP, it hands over to the page with
 * the set's link and the edition (`js/launch.js` reads the `ab-link`
 * meta tag); the page then opens the first unfinished item. Without
 * scripts, its link opens the set.
 * @param {{items: string[], mastery: number, edition: '1.2'|'2004', title: string, csp: string, lang: string}} p
 */
export function launchPage(p) {
  const link = `index.html#${setFragment(p.items, p.mastery)}&scorm=${p.edition}&lang=${p.lang}`;
  return `<!DOCTYPE html>
<html lang="${escapeXml(p.lang)}">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${escapeXml(p.csp)}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="ab-link" content="${escapeXml(link)}">
<title>${escapeXml(p.title)}</title>
<script type="module" src="js/launch.js"></script>
</head>
<body>
<p><a href="${escapeXml(link)}">${escapeXml(p.title)}</a></p>
</body>
</html>
`;
}

/**
 * The Content-Security-Policy of a page's meta tag, its entities decoded,
 * or null when the page has none. One reader for the SCORM launch page
 * (index.html's policy) and the servers' header rule
 * (tests/support/server.mjs, which `cargo xtask serve` runs).
 * @param {string} html
 * @returns {string|null}
 */
export function metaCsp(html) {
  const m = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html);
  return m
    ? m[1]
        .replace(/&#39;/g, "'")
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, '&')
    : null;
}

/** The package's file name: `homework-scorm12.zip` or `homework-scorm2004.zip`. */
export function packageName(edition) {
  return edition === '2004' ? 'homework-scorm2004.zip' : 'homework-scorm12.zip';
}

/**
 * Every entry of a set's package, by name: the files of the offline list
 * (`list`, pkg/precache.json's object), the service worker and that list
 * (the page registers the worker, so it works offline in the platform
 * too), the launch page and the manifest. `read(name)` gives a site
 * file's bytes (fetch in the page, the file system in xtask/scorm.mjs).
 * @param {{version: string, files: string[]}} list
 * @param {(name: string) => Promise<Uint8Array>} read
 * @param {{items: string[], mastery: number, edition: '1.2'|'2004', lang: string, title: string}} set
 * @returns {Promise<Record<string, Uint8Array>>}
 */
export async function packageEntries(list, read, set) {
  const text = (s) => new TextEncoder().encode(s);
  const files = {};
  for (const name of list.files) files[name] = await read(name);
  files['sw.js'] = await read('sw.js');
  files['pkg/precache.json'] = text(JSON.stringify(list));
  const csp = metaCsp(new TextDecoder().decode(files['index.html'] ?? (await read('index.html')))) ?? "default-src 'self'";
  files[LAUNCH] = text(launchPage({ ...set, csp }));
  files[MANIFEST] = text(manifest({ ...set, files: Object.keys(files) }));
  return files;
}

/** The zip's options: a fixed date, so that the same set and site give the same bytes. */
export const ZIP_OPTIONS = { level: 6, mtime: new Date('2026-01-01T00:00:00Z') };
