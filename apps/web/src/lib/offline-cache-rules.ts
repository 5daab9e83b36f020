/**
 * What the service worker (src/sw/sw.ts) may keep for offline reading. Pure functions, shared by
 * the worker and the page, so the rules are tested without a browser.
 */
import { CREST_PATH } from '@skp/shared/crest';

/** Set by the service worker on an API answer it took from its cache instead of the network. */
export const SAVED_COPY_HEADER = 'X-SKP-Saved-Copy';

/** Cache names; bump the suffix when the shape of what is stored changes. */
export const API_CACHE = 'skp-api-v1';
export const IMAGE_CACHE = 'skp-images-v1';
export const ASSET_CACHE = 'skp-assets-v1';
export const PAGE_CACHE = 'skp-pages-v1';
export const PAGE_CACHE_MAX_ENTRIES = 40;
/** The message a page sends so the worker keeps that page (served before the worker existed). */
export const KEEP_PAGE_MESSAGE = 'SKP_KEEP_PAGE';

/** A slow network falls back to the saved copy after this long. */
export const NETWORK_TIMEOUT_SECONDS = 4;
/**
 * A navigation races the network against a fresh saved copy of the page for this long: on a
 * working connection the server's page (a few KB of HTML) wins; on a slow one the saved copy paints
 * at once and the network's answer replaces it for the next visit.
 */
export const NAVIGATION_RACE_MS = 1000;
/** A saved page is fresh for 6 hours (docs/requirements.md#states: hero and wing caches); older, the network goes first. */
export const SAVED_PAGE_FRESH_MS = 6 * 60 * 60 * 1000;
/** When the worker saved a page (milliseconds since 1970), kept on the saved copy itself. */
export const SAVED_AT_HEADER = 'X-SKP-Saved-At';
export const API_CACHE_MAX_ENTRIES = 150;
export const API_CACHE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
export const IMAGE_CACHE_MAX_ENTRIES = 200;
export const IMAGE_CACHE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
/**
 * Pictures sent by the store or CDN (MEDIA_PUBLIC_URL): kept apart and fewer, as a browser counts each
 * (opaque: another origin) as several megabytes of the site's storage.
 */
export const STORE_IMAGE_CACHE = 'skp-store-images-v1';
export const STORE_IMAGE_CACHE_MAX_ENTRIES = 60;
/** Hashed scripts, styles and fonts of the pages a visitor opened (immutable names). */
export const ASSET_CACHE_MAX_ENTRIES = 150;
export const ASSET_CACHE_MAX_AGE_SECONDS = 60 * 24 * 60 * 60;

/** The content admin, its API and the sign-in API are never kept (same list as the server's http-cache). */
const PRIVATE_API = /^\/api\/(admin|auth|health|docs|openapi\.json)(\/|$)/;
const IMAGE_FILE = /\.(avif|webp|png|jpe?g|gif|svg)$/i;

/**
 * Navigations the worker answers (src/sw/page-navigation.ts): public pages only, both editions
 * (/hi/... like the others); never the language switch (/language/<locale>: it sets a cookie and
 * redirects, so it always goes to the server), nor a calendar or feed file.
 */
export function isOfflinePage(pathname: string): boolean {
  const under = (base: string) => pathname === base || pathname.startsWith(`${base}/`);
  return (
    !under('/admin') &&
    !under('/api') &&
    !under('/uploads') &&
    !under('/language') &&
    !pathname.endsWith('.ics') &&
    !pathname.endsWith('.rss')
  );
}

/** Public GET reads under /api whose last answer is kept for offline reading. */
export function isCacheableApiRead(pathname: string, method: string): boolean {
  return method === 'GET' && pathname.startsWith('/api/') && !PRIVATE_API.test(pathname);
}

/** The built app's hashed files (scripts, styles, fonts): kept as the visitor's pages load them. */
export function isBuiltAsset(pathname: string, method: string, search = ''): boolean {
  if (method !== 'GET') return false;
  // The school's crest and home-screen icons at their versioned addresses never change either.
  const versionedSchoolFile =
    (pathname === CREST_PATH || pathname.startsWith('/icons/')) && new URLSearchParams(search).has('v');
  return pathname.startsWith('/assets/') || versionedSchoolFile;
}

/**
 * What a page loaded before the worker controlled it (the first visit) and that the worker should
 * keep: same-origin built files, uploaded pictures and public API reads. Never on the admin.
 */
export function resourcesToKeep(
  resourceUrls: string[],
  page: { origin: string; pathname: string },
): string[] {
  if (!isOfflinePage(page.pathname)) return [];
  const keep = new Set<string>();
  for (const href of resourceUrls) {
    let url: URL;
    try {
      url = new URL(href, page.origin);
    } catch {
      continue;
    }
    if (url.origin !== page.origin) continue;
    const path = url.pathname;
    const fileDownload = /\/(view|download)$/.test(path);
    if (
      isBuiltAsset(path, 'GET', url.search) ||
      isUploadedImage(path, 'GET', '') ||
      (isCacheableApiRead(path, 'GET') && !fileDownload)
    )
      keep.add(url.href);
  }
  return [...keep];
}

/** An upload's picture by its name: `<folder>/<random uuid>[-<width>].<ext>`, never reused for another file. */
const UPLOADED_PICTURE_NAME =
  /\/[a-z0-9-]+\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?:-\d+)?\.(?:avif|webp|png|jpe?g)$/;

/**
 * Uploaded pictures the visitor has viewed that the store or CDN sent (pages link there when
 * MEDIA_PUBLIC_URL is set): another origin, known by the upload's name.
 */
export function isStoredImageElsewhere(pathname: string, method: string, destination: string): boolean {
  return method === 'GET' && destination === 'image' && UPLOADED_PICTURE_NAME.test(pathname);
}

/** Uploaded pictures the visitor has viewed. */
export function isUploadedImage(pathname: string, method: string, destination: string): boolean {
  return (
    method === 'GET' &&
    pathname.startsWith('/uploads/') &&
    (destination === 'image' || IMAGE_FILE.test(pathname))
  );
}

/**
 * Only a plain, successful JSON answer is stored: never a file download, an error, or an answer
 * the server marked private or not to be stored.
 */
export function isStorableApiAnswer(status: number, headers: Pick<Headers, 'get'>): boolean {
  if (status !== 200) return false;
  const cacheControl = headers.get('Cache-Control') ?? '';
  if (/\b(no-store|private)\b/i.test(cacheControl)) return false;
  if (headers.get('Set-Cookie')) return false;
  return /^application\/json\b/i.test(headers.get('Content-Type') ?? '');
}

/** The offline notice's exact words, shown on a page the visitor reads from the saved copy. */
export const OFFLINE_TEXT = 'offline, showing saved content';

/** The notice's class (styles/site.css). */
export const OFFLINE_NOTICE_CLASS = 'offline-notice';

/** The empty status region every server-rendered page has (site/layout/site-frame.tsx). */
const OFFLINE_NOTICE_REGION = 'data-testid="offline-notice"></div>';

/**
 * A kept server-rendered page, marked as the saved copy: the notice goes into its status region
 * (styled by the global `offline-notice` class). Pages without the region come back unchanged.
 */
export function markSavedCopy(html: string): string {
  return html.replace(
    OFFLINE_NOTICE_REGION,
    `data-testid="offline-notice"><p class="${OFFLINE_NOTICE_CLASS}">${OFFLINE_TEXT}</p></div>`,
  );
}

/**
 * A saved page as the worker shows it: its announcement banners hidden. A saved copy cannot tell
 * whether its banner is still current (it may have ended, or a more urgent one may have started),
 * so it shows none; the next page from the network has the current ones.
 */
export function withoutAnnouncements(html: string): string {
  if (!html.includes('data-announcements=')) return html;
  return html.replace('</head>', '<style>[data-announcements]{display:none!important}</style></head>');
}

/** Whether a page saved at `savedAt` may be shown before the network answers. */
export function isSavedPageFresh(savedAt: number, now: number): boolean {
  return Number.isFinite(savedAt) && savedAt <= now && now - savedAt < SAVED_PAGE_FRESH_MS;
}
