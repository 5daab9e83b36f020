/**
 * The service worker (built by vite-plugin-pwa, strategy injectManifest, to dist/sw.js).
 * - Only the icons are precached at install: a parent on mobile data never downloads pages they
 *   did not open. The hashed JS/CSS/fonts of the pages they open are kept as they load (cache
 *   first: the names are immutable), and what the first visit loaded before the worker was in
 *   control is handed over by the page with Workbox's CACHE_URLS message.
 * - Page navigations (server-rendered HTML, data included): the last copy of each public page is
 *   kept (skp-pages-v1, stamped with its time); a copy younger than 6 hours races the network for
 *   1 s, older ones wait for the network; offline, the copy with the notice (page-navigation.ts).
 *   Never /admin.
 * - Public GET /api/* answers: network first (4 s timeout), else the saved answer, marked with
 *   the X-SKP-Saved-Copy header so the page can say 'offline, showing saved content'.
 * - Viewed /uploads/* pictures: cache first, at most 200 for 30 days; the same pictures sent by the
 *   store or CDN (MEDIA_PUBLIC_URL, another origin, known by an upload's name): at most 60.
 * - Nothing else (admin, auth, POSTs, downloads) is touched: it goes to the network as usual.
 * - Web push: a push message becomes a notification; tapping it opens its page; a subscription the
 *   browser renews is subscribed again with the server's key and the server told (push-notification.ts).
 * A new version takes over at once (skipWaiting + clientsClaim); the page reloads itself when
 * safe (src/lib/register-service-worker.ts).
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import {
  API_CACHE,
  ASSET_CACHE,
  ASSET_CACHE_MAX_AGE_SECONDS,
  ASSET_CACHE_MAX_ENTRIES,
  API_CACHE_MAX_AGE_SECONDS,
  API_CACHE_MAX_ENTRIES,
  IMAGE_CACHE,
  IMAGE_CACHE_MAX_AGE_SECONDS,
  IMAGE_CACHE_MAX_ENTRIES,
  isBuiltAsset,
  KEEP_PAGE_MESSAGE,
  PAGE_CACHE,
  PAGE_CACHE_MAX_ENTRIES,
  isCacheableApiRead,
  isOfflinePage,
  isStorableApiAnswer,
  isStoredImageElsewhere,
  isUploadedImage,
  NETWORK_TIMEOUT_SECONDS,
  SAVED_COPY_HEADER,
  STORE_IMAGE_CACHE,
  STORE_IMAGE_CACHE_MAX_ENTRIES,
} from '../lib/offline-cache-rules';
import { answerNavigation, isPageToKeep, stampSavedAt } from './page-navigation';
import {
  notificationFromPush,
  notificationTarget,
  openNotificationTarget,
  renewPushSubscription,
  type PushSubscriptionChange,
} from './push-notification';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

const sameOrigin = (url: URL) => url.origin === self.location.origin;

const keptPages = new CacheExpiration(PAGE_CACHE, {
  maxEntries: PAGE_CACHE_MAX_ENTRIES,
  maxAgeSeconds: ASSET_CACHE_MAX_AGE_SECONDS,
});
/** One copy per path: the page as last served, with the data the server rendered into it. */
const pageKey = (url: string) => new URL(url).origin + new URL(url).pathname;

async function keepPage(url: string, response: Response): Promise<void> {
  if (!isPageToKeep(response)) return;
  const cache = await caches.open(PAGE_CACHE);
  await cache.put(pageKey(url), await stampSavedAt(response, Date.now()));
  await keptPages.updateTimestamp(pageKey(url));
  await keptPages.expireEntries();
}

registerRoute(
  ({ url, request }) => request.mode === 'navigate' && sameOrigin(url) && isOfflinePage(url.pathname),
  ({ request, event }) =>
    answerNavigation({
      fetchPage: () => fetch(request),
      savedPage: async () => (await caches.open(PAGE_CACHE)).match(pageKey(request.url)),
      keepPage: (response) => keepPage(request.url, response),
      waitUntil: (work) => (event as ExtendableEvent).waitUntil(work),
      isOffline: () => self.navigator.onLine === false,
    }),
);

// The first visit's page was served before the worker existed: the page asks for it to be kept.
self.addEventListener('message', (event) => {
  const data = event.data as { type?: string; url?: string } | null;
  if (data?.type !== KEEP_PAGE_MESSAGE || typeof data.url !== 'string') return;
  const url = new URL(data.url, self.location.origin);
  if (!sameOrigin(url) || !isOfflinePage(url.pathname)) return;
  event.waitUntil(
    fetch(url.href, { credentials: 'same-origin' })
      .then((response) => keepPage(url.href, response))
      .catch(() => undefined),
  );
});

/** Stores only plain JSON answers; marks an answer read back from the cache. */
const savedApiAnswers: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) =>
    isStorableApiAnswer(response.status, response.headers) ? response : null,
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return null;
    const headers = new Headers(cachedResponse.headers);
    headers.set(SAVED_COPY_HEADER, '1');
    return new Response(cachedResponse.body, {
      status: cachedResponse.status,
      statusText: cachedResponse.statusText,
      headers,
    });
  },
};

registerRoute(
  ({ url, request }) => sameOrigin(url) && isCacheableApiRead(url.pathname, request.method),
  new NetworkFirst({
    cacheName: API_CACHE,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    // Expiry first: only an answer that is still kept gets marked as the saved copy.
    plugins: [
      new ExpirationPlugin({
        maxEntries: API_CACHE_MAX_ENTRIES,
        maxAgeSeconds: API_CACHE_MAX_AGE_SECONDS,
        purgeOnQuotaError: true,
      }),
      savedApiAnswers,
    ],
  }),
);

registerRoute(
  ({ url, request }) => sameOrigin(url) && isUploadedImage(url.pathname, request.method, request.destination),
  new CacheFirst({
    cacheName: IMAGE_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({
        maxEntries: IMAGE_CACHE_MAX_ENTRIES,
        maxAgeSeconds: IMAGE_CACHE_MAX_AGE_SECONDS,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

// The same pictures sent by the store or CDN (MEDIA_PUBLIC_URL): the answer is opaque (another origin,
// no CORS), so it is kept as it comes; a name is never reused, so a kept one stays right.
registerRoute(
  ({ url, request }) =>
    !sameOrigin(url) && isStoredImageElsewhere(url.pathname, request.method, request.destination),
  new CacheFirst({
    cacheName: STORE_IMAGE_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      new ExpirationPlugin({
        maxEntries: STORE_IMAGE_CACHE_MAX_ENTRIES,
        maxAgeSeconds: IMAGE_CACHE_MAX_AGE_SECONDS,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

const builtAssets = new CacheFirst({
  cacheName: ASSET_CACHE,
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({
      maxEntries: ASSET_CACHE_MAX_ENTRIES,
      maxAgeSeconds: ASSET_CACHE_MAX_AGE_SECONDS,
      purgeOnQuotaError: true,
    }),
  ],
});
registerRoute(
  ({ url, request }) => sameOrigin(url) && isBuiltAsset(url.pathname, request.method, url.search),
  async (options) => {
    // The admin's files are never kept: it is not for offline use.
    const { event, request } = options;
    const clientId = event instanceof FetchEvent ? event.clientId : '';
    const client = clientId ? await self.clients.get(clientId) : undefined;
    if (client && !isOfflinePage(new URL(client.url).pathname)) return fetch(request);
    return builtAssets.handle(options);
  },
);

// Web push: the server's notification of a new notice or event (or the urgent alert), shown with the
// school's icon; tapping it opens the notice's or event's page (src/sw/push-notification.ts).
self.addEventListener('push', (event) => {
  const shown = notificationFromPush(event.data?.text() ?? '', self.location.origin);
  if (!shown) return;
  event.waitUntil(self.registration.showNotification(shown.title, shown.options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(
    openNotificationTarget(self.clients, notificationTarget(event.notification.data, self.location.origin)),
  );
});

// The browser renewed the phone's subscription: subscribe again with the server's VAPID key and
// tell the server which subscription the new one replaces (it keeps the phone's choices).
self.addEventListener('pushsubscriptionchange', (event) => {
  const change = event as ExtendableEvent & PushSubscriptionChange;
  change.waitUntil(
    renewPushSubscription(change, {
      fetch: (input, init) => fetch(input, init),
      pushManager: self.registration.pushManager,
    }).catch(() => false),
  );
});
