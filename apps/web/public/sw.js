/* global self, caches */ // service worker globals (the lint config knows only Node and the web app)
// App cache: KhataBill and every one of its screens open without a connection (spec:
// installable PWA). `vite build` replaces the two placeholders below with the shell and
// every chunk and stylesheet (see vite.config.ts), so each release gets its own cache
// name, and a changed sw.js makes browsers install the new version.
const VERSION = '__SHELL_VERSION__';
const SHELL_FILES = ['__SHELL_FILES__'];

const CACHE_PREFIX = 'khatabill-shell-';
const CACHE_NAME = CACHE_PREFIX + VERSION;
// The app page by its own address: `/` is the landing page the server draws (ADR 014).
const SHELL_URL = '/index.html';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE_NAME)
      // `reload` skips the HTTP cache, so the shell stored is exactly this release.
      .then((cache) =>
        cache.addAll(SHELL_FILES.map((url) => new Request(url, { cache: 'reload' }))),
      )
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE_NAME)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  // API answers and stored images belong to one signed-in shop: never cached here.
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;

  if (request.mode === 'navigate') {
    event.respondWith(networkFirstShell(request));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request));
  }
});

/** Pages come from the network when it answers; offline, the cached shell routes on the client. */
async function networkFirstShell(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const shell = await caches.match(SHELL_URL, { cacheName: CACHE_NAME });
    if (shell) return shell;
    throw error;
  }
}

/** Built assets carry a content hash in their name, so a cached copy is never stale. */
async function cacheFirst(request) {
  const cache = await caches.open(CACHE_NAME);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}
