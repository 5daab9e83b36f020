/**
 * What the service worker (src/sw/sw.ts) may keep for offline reading. Pure functions, shared by
 * the worker and the page, so the rules are tested without a browser.
 */

/** Set by the service worker on an API answer it took from its cache instead of the network. */
export const SAVED_COPY_HEADER = 'X-SKP-Saved-Copy';

/** Cache names; bump the suffix when the shape of what is stored changes. */
export const API_CACHE = 'skp-api-v1';
export const IMAGE_CACHE = 'skp-images-v1';

/** A slow network falls back to the saved copy after this long. */
export const NETWORK_TIMEOUT_SECONDS = 4;
export const API_CACHE_MAX_ENTRIES = 150;
export const API_CACHE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
export const IMAGE_CACHE_MAX_ENTRIES = 200;
export const IMAGE_CACHE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** The content admin, its API and the sign-in API are never kept (same list as the server's http-cache). */
const PRIVATE_API = /^\/api\/(admin|auth|health|docs|openapi\.json)(\/|$)/;
const IMAGE_FILE = /\.(avif|webp|png|jpe?g|gif|svg)$/i;

/** Navigations the worker answers (network first, then the saved app shell): public pages only. */
export function isOfflinePage(pathname: string): boolean {
  const under = (base: string) => pathname === base || pathname.startsWith(`${base}/`);
  return !under('/admin') && !under('/api') && !under('/uploads');
}

/** Public GET reads under /api whose last answer is kept for offline reading. */
export function isCacheableApiRead(pathname: string, method: string): boolean {
  return method === 'GET' && pathname.startsWith('/api/') && !PRIVATE_API.test(pathname);
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
