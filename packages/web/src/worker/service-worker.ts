/**
 * The app's service worker (/sw.js, built by scripts/service-worker.ts). It keeps the app shell,
 * every page and the hashed files of its release, and answers a page and its files from there, so
 * a returning customer's screen starts without waiting on the network. API replies are the
 * network's; only a booking's own reads are kept, and answered when the network fails
 * (offline-replies.ts). A new release installs beside the running one and takes over at once; a
 * page still running the old one reloads into the new one at its next change of screen
 * (src/signed-in/use-app-worker.ts).
 */
import { isKeptRead, networkThenKept } from './offline-replies.ts';
import { pageFor } from './pages.ts';
import { isOtherRelease, PRECACHE, precacheName, precacheRequest } from './precache.ts';

/** What the worker uses of its global scope (the app compiles against the DOM's types). */
interface ExtendableEvent extends Event {
  waitUntil(work: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(reply: Promise<Response>): void;
}
interface WorkerScope {
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
}

const scope = self as unknown as WorkerScope;
const CACHE = precacheName(PRECACHE.version);
const kept = new Set(PRECACHE.files);

scope.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      await cache.addAll(PRECACHE.files.map(precacheRequest));
      // The release is whole in its cache: nothing is gained by waiting for the old pages to close.
      await scope.skipWaiting();
    })(),
  );
});

scope.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names.filter((name) => isOtherRelease(name, PRECACHE.version)).map((name) => caches.delete(name)),
      );
      await scope.clients.claim();
    })(),
  );
});

/** The kept file, else the network's (a cache the browser cleared under pressure). */
const keptOrNetwork = async (path: string, request: Request): Promise<Response> =>
  (await caches.match(path, { cacheName: CACHE })) ?? fetch(request);

scope.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.method === 'GET' && request.mode === 'navigate') {
    const page = pageFor(url, PRECACHE);
    if (page) event.respondWith(keptOrNetwork(page, request));
    return;
  }
  if (request.method === 'GET' && url.search === '' && kept.has(url.pathname)) {
    event.respondWith(keptOrNetwork(url.pathname, request));
    return;
  }
  if (isKeptRead(request)) event.respondWith(networkThenKept(request, (work) => event.waitUntil(work)));
});
