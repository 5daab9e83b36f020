/**
 * Registers the offline service worker (dist/sw.js, see src/sw/sw.ts). Loaded by main.tsx with a
 * dynamic import after the page's load event, so it costs nothing on the first paint.
 *
 * Updates: the worker skips waiting and claims open pages, so a new version serves the next
 * navigation at once. A page still running the old version's code could then ask for a lazy
 * chunk the new version no longer has; so such a page reloads itself when that is safe (it is
 * hidden and no form holds typed text), or at once if a lazy chunk fails to load.
 */

import { isOfflinePage, KEEP_PAGE_MESSAGE, resourcesToKeep } from './offline-cache-rules';

const RELOAD_GUARD_KEY = 'skp-sw-reload-at';
const RELOAD_GUARD_MS = 30_000;

/** A page can reload without losing anything: not the admin, and no text typed into a form. */
export function isSafeToReload(doc: Document = document): boolean {
  if (/^\/admin(\/|$)/.test(doc.location?.pathname ?? '')) return false;
  const fields = doc.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'input:not([type=hidden]):not([type=checkbox]):not([type=radio]):not([type=button]):not([type=submit]), textarea',
  );
  return Array.from(fields).every((field) => field.value === '');
}

/** Reloads unless this tab already did in the last 30 s (no loop when offline). */
export function reloadOnce(win: Window = window, now = Date.now()): boolean {
  try {
    const last = Number(win.sessionStorage.getItem(RELOAD_GUARD_KEY) ?? 0);
    if (now - last < RELOAD_GUARD_MS) return false;
    win.sessionStorage.setItem(RELOAD_GUARD_KEY, String(now));
  } catch {
    // No session storage: still reload, the guard is only against loops.
  }
  win.location.reload();
  return true;
}

export interface RegisterOptions {
  container?: ServiceWorkerContainer;
  win?: Window;
  doc?: Document;
  scriptUrl?: string;
}

export async function registerServiceWorker({
  container = navigator.serviceWorker,
  win = window,
  doc = document,
  scriptUrl = '/sw.js',
}: RegisterOptions = {}): Promise<ServiceWorkerRegistration | undefined> {
  // A page already controlled by a worker is running a version that may be replaced.
  const updating = Boolean(container.controller);

  win.addEventListener('vite:preloadError', (event) => {
    if (!win.navigator.onLine) return;
    event.preventDefault();
    reloadOnce(win);
  });

  if (updating) {
    container.addEventListener('controllerchange', () => {
      const reloadWhenSafe = () => {
        if (doc.visibilityState !== 'hidden' || !isSafeToReload(doc)) return false;
        doc.removeEventListener('visibilitychange', reloadWhenSafe);
        return reloadOnce(win);
      };
      if (!reloadWhenSafe()) doc.addEventListener('visibilitychange', reloadWhenSafe);
    });
  }

  let registration: ServiceWorkerRegistration;
  try {
    registration = await container.register(scriptUrl, { scope: '/' });
  } catch {
    // Blocked (private mode, policy, tests) or unsupported: the site works online as before.
    return undefined;
  }
  // Only an offline nicety: a failure here must never reach the page.
  handOverFirstVisit(container, win).catch(() => undefined);
  return registration;
}

/**
 * The first visit loaded its files before the worker existed; the worker keeps them once it is
 * active (Workbox routes CACHE_URLS through the same rules as fetches), so this page reads offline.
 */
export async function handOverFirstVisit(container: ServiceWorkerContainer, win: Window): Promise<number> {
  const ready = await container.ready;
  const loaded = win.performance.getEntriesByType('resource').map((entry) => entry.name);
  const urlsToCache = resourcesToKeep(loaded, win.location);
  if (urlsToCache.length > 0) ready.active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache } });
  if (isOfflinePage(win.location.pathname))
    ready.active?.postMessage({ type: KEEP_PAGE_MESSAGE, url: win.location.href });
  return urlsToCache.length;
}
