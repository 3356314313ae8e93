// Offline use: registers the service worker (www/sw.js) once the page is
// shown, so that its downloads never compete with the first drawing. After that one
// visit the page, the embed view and the sheet work with no network, and
// the browser can install the site (manifest.webmanifest). The worker's
// address is relative to the page, so a site in a subfolder keeps its own
// scope. The entry points (app.js, embed.js, sheet.js) import this module
// dynamically, after their first drawing.

/** Registers `sw.js` next to the page; a browser without workers, or one that refuses, just stays online. */
export function registerOffline() {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('sw.js').catch(() => {});
}
