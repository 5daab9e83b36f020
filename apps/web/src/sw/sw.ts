/**
 * The service worker (built by vite-plugin-pwa, strategy injectManifest, to dist/sw.js).
 * - The app shell (index.html, hashed JS/CSS, fonts, icons) is precached at install.
 * - Page navigations: network first (4 s timeout), else the precached shell; never /admin.
 * - Public GET /api/* answers: network first (4 s timeout), else the saved answer, marked with
 *   the X-SKP-Saved-Copy header so the page can say 'offline, showing saved content'.
 * - Viewed /uploads/* pictures: cache first, at most 200 for 30 days.
 * - Nothing else (admin, auth, POSTs, downloads) is touched: it goes to the network as usual.
 * A new version takes over at once (skipWaiting + clientsClaim); the page reloads itself when
 * safe (src/lib/register-service-worker.ts).
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import {
  API_CACHE,
  API_CACHE_MAX_AGE_SECONDS,
  API_CACHE_MAX_ENTRIES,
  IMAGE_CACHE,
  IMAGE_CACHE_MAX_AGE_SECONDS,
  IMAGE_CACHE_MAX_ENTRIES,
  isCacheableApiRead,
  isOfflinePage,
  isStorableApiAnswer,
  isUploadedImage,
  NETWORK_TIMEOUT_SECONDS,
  SAVED_COPY_HEADER,
} from '../lib/offline-cache-rules';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
// directoryIndex '' keeps '/' out of the precache route: navigations always try the network first.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '' });

const SHELL = 'index.html';
const sameOrigin = (url: URL) => url.origin === self.location.origin;

const pages = new NetworkOnly({ networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS });
registerRoute(
  ({ url, request }) => request.mode === 'navigate' && sameOrigin(url) && isOfflinePage(url.pathname),
  async (options) => {
    try {
      return await pages.handle(options);
    } catch (error) {
      const shell = await matchPrecache(SHELL);
      if (shell) return shell;
      throw error;
    }
  },
);

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
