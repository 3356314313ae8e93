// The service worker: after one visit, the page, the embed view, the
// printed sheet, both engine modules and every panel's code work with no
// network (a lecture hall without Wi-Fi, a train).
//
// What to keep is listed by `pkg/precache.json`, which `cargo xtask dist`
// writes: `{version, files}`, the version a hash of every file's bytes.
// Each version lives in its own cache, `alphabeta-<version>`, filled whole
// before it is used (a `__complete__` entry, put last, says so), so a page
// never gets a new engine beside old scripts. A page is served from the
// newest complete cache, and every file it asks for afterwards from the
// same cache; each navigation also checks the list, and a new version is
// downloaded in the background and served from the next visit on. The two
// newest versions are kept, so a tab still open on the older one can load
// its panels. Which version each open page was served from is kept in Cache
// Storage too (`alphabeta:clients`), not only in the worker's memory: the
// browser stops an idle worker, and an update starts a new one, and either
// would otherwise forget it and serve a tab's later panels from the newer
// version, beside its older scripts. Without a list (the development server, `cargo xtask serve`)
// nothing is cached and every request goes to the network.
//
// Everything is relative to the worker's scope, so the site works from a
// subfolder of a static host.

const PREFIX = 'alphabeta-';
const SCOPE = self.registration.scope;
const DONE = new URL('__complete__', SCOPE).href;
const LIST = new URL('pkg/precache.json', SCOPE).href;

/** The version each open page was served from, by client id (see persist). */
const served = new Map();
/** Where `served` is kept across the worker's restarts and updates. */
const CLIENTS = 'alphabeta:clients';
const SERVED = new URL('__served__', SCOPE).href;

/** The refresh under way, so that navigations share it. */
let refreshing = null;

self.addEventListener('install', (event) => {
  event.waitUntil(
    refresh()
      .catch(() => {})
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    self.clients
      .claim()
      .then(adopt)
      .catch(() => {}),
  );
});

/**
 * The pages open before this worker (the first visit's, which the network
 * served) belong to the newest version there is: the one just filled.
 */
async function adopt() {
  const [newest] = await complete();
  if (!newest) return;
  await load();
  for (const client of await self.clients.matchAll({ includeUncontrolled: true })) {
    if (!served.has(client.id)) served.set(client.id, newest.name);
  }
  await persist(null);
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || !request.url.startsWith(SCOPE) || request.url === LIST) return;
  event.respondWith(respond(event));
});

/** The complete caches, newest first: [{name, cache, time}]. */
async function complete() {
  const found = [];
  for (const name of await caches.keys()) {
    if (!name.startsWith(PREFIX)) continue;
    const cache = await caches.open(name);
    const done = await cache.match(DONE);
    if (done) found.push({ name, cache, time: Number(await done.text()) || 0 });
  }
  return found.sort((a, b) => b.time - a.time);
}

/**
 * Fetches the list and, when it names a version not cached yet, fills a new
 * cache with fresh copies of every file, marks it complete and drops all
 * but the two newest. Fails (and keeps what was there) on any network error.
 */
function refresh() {
  refreshing ??= (async () => {
    const response = await fetch(LIST, { cache: 'no-store' });
    if (!response.ok) return;
    const list = await response.json();
    const name = PREFIX + list.version;
    const have = await complete();
    if (have.some((c) => c.name === name)) return;
    await caches.delete(name);
    const cache = await caches.open(name);
    await Promise.all(
      list.files.map(async (file) => {
        const url = new URL(file, SCOPE).href;
        const copy = await fetch(url, { cache: 'no-store' });
        if (!copy.ok) throw new Error(`${url}: ${copy.status}`);
        await cache.put(url, copy);
      }),
    );
    await cache.put(DONE, new Response(String(Date.now())));
    for (const old of (await complete()).slice(2)) await caches.delete(old.name);
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** Whether `served` holds what was kept (once per worker). */
let loaded = false;

/** Adds what an earlier worker kept to `served`. */
async function load() {
  if (loaded) return;
  loaded = true;
  try {
    const kept = await (await caches.open(CLIENTS)).match(SERVED);
    const all = kept ? await kept.json() : {};
    for (const [client, name] of Object.entries(all)) if (!served.has(client)) served.set(client, name);
  } catch {
    // Nothing kept: such a page gets the newest version, as before.
  }
}

/** The version client `id` was served from: from memory, else as kept. */
async function servedTo(id) {
  if (id && !served.has(id)) await load();
  return served.get(id);
}

/**
 * Keeps `served` for the pages still open (and `fresh`, the page a
 * navigation is making), so that a restarted worker knows them.
 */
async function persist(fresh) {
  await load();
  const open = new Set((await self.clients.matchAll({ includeUncontrolled: true })).map((c) => c.id));
  for (const id of [...served.keys()]) if (id !== fresh && !open.has(id)) served.delete(id);
  const cache = await caches.open(CLIENTS);
  await cache.put(SERVED, new Response(JSON.stringify(Object.fromEntries(served)), { headers: { 'Content-Type': 'application/json' } }));
}

/**
 * A response from the cache the page belongs to (a navigation: the newest),
 * else from the network. The fragment and query never change the file.
 */
async function respond(event) {
  const request = event.request;
  const navigation = request.mode === 'navigate';
  const url = new URL(request.url);
  url.hash = '';
  url.search = '';
  if (url.href === SCOPE) url.href = SCOPE + 'index.html';
  const kept = await complete();
  let chosen = kept[0];
  if (!navigation) {
    const name = await servedTo(event.clientId);
    chosen = kept.find((c) => c.name === name) ?? chosen;
    // A page met for the first time here stays with what it gets now.
    if (chosen && event.clientId && name === undefined) {
      served.set(event.clientId, chosen.name);
      event.waitUntil(persist(event.clientId).catch(() => {}));
    }
  }
  if (navigation) {
    if (chosen && event.resultingClientId) {
      served.set(event.resultingClientId, chosen.name);
      event.waitUntil(persist(event.resultingClientId).catch(() => {}));
    }
    event.waitUntil(refresh().catch(() => {}));
  }
  const hit = chosen ? await chosen.cache.match(url.href) : undefined;
  return hit ?? fetch(request);
}
