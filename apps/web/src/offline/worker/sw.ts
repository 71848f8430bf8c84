/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { createPartialResponse } from 'workbox-range-requests';
import { OFFLINE_CACHE, SAVED_CHANGED, SKIP_WAITING, savedKey } from '../offline-cache';
import { isNetworkFirst, mayBeSaved } from './saved-routing';

declare let self: ServiceWorkerGlobalScope;

// The app shell: every script, style, page and icon of this build, so every route opens offline
// after the first visit. A new build waits until the traveller chooses Reload (never mid-tour).
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: [/^\/api\//, /^\/media\//, /^\/metrics/, /^\/healthz/, /^\/readyz/],
  }),
);

self.addEventListener('message', (event) => {
  const type = (event.data as { type?: string } | null)?.type;
  if (type === SKIP_WAITING) void self.skipWaiting();
  if (type === SAVED_CHANGED) event.waitUntil(loadSaved());
});

/** The addresses saved for offline, known synchronously once read, so other requests are left alone. */
let saved: Set<string> | null = null;
let loading: Promise<Set<string>> | null = null;
function loadSaved(): Promise<Set<string>> {
  loading = caches
    .open(OFFLINE_CACHE)
    .then((cache) => cache.keys())
    .then((requests) => (saved = new Set(requests.map((request) => savedKey(request.url, self.location.origin)))));
  return loading;
}
void loadSaved();

async function fromSaved(request: Request): Promise<Response | undefined> {
  const cache = await caches.open(OFFLINE_CACHE);
  const response = await cache.match(request.url, { ignoreVary: true, ignoreSearch: false });
  if (!response) return undefined;
  // Audio seeks with Range requests: answer the part asked for, as the server would.
  return request.headers.has('range') ? createPartialResponse(request, response) : response;
}

/** The tour's JSON: fresh from the server when it answers within 6 s, else the saved copy. */
async function networkFirst(request: Request): Promise<Response> {
  try {
    const response = await Promise.race([
      fetch(request),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('slow network')), 6000)),
    ]);
    return response;
  } catch (error) {
    const copy = await fromSaved(request);
    if (copy) return copy;
    throw error;
  }
}

async function answer(request: Request): Promise<Response> {
  const keys = saved ?? (await (loading ?? loadSaved()));
  const key = savedKey(request.url, self.location.origin);
  if (!keys.has(key)) return fetch(request);
  if (isNetworkFirst(key)) return networkFirst(request);
  return (await fromSaved(request)) ?? fetch(request);
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || request.mode === 'navigate') return;
  const key = savedKey(request.url, self.location.origin);
  // Known not saved (or never saved): the browser fetches it as if there were no worker. Pictures
  // from other hosts are answered only once the saved list is read (the worker's own fetch of them
  // would be held to its Content-Security-Policy).
  if (!mayBeSaved(key) || (saved && !saved.has(key)) || (!saved && !key.startsWith('/'))) return;
  event.respondWith(answer(request));
});
