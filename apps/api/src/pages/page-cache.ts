import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

export interface CachedPage {
  status: 200 | 404;
  html: string;
  etag: string;
  /** The page's bytes as sent, compressed once when rendered (not on every request). */
  bodies: { identity: Buffer; br: Buffer; gzip: Buffer };
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** A rendered page with its ETag and its bytes: plain, brotli and gzip. */
export async function cachedPage(status: 200 | 404, html: string): Promise<CachedPage> {
  const identity = Buffer.from(html);
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: 9,
        [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length,
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
      },
    }),
    gzipped(identity, { level: 9 }),
  ]);
  return { status, html, etag: etagOf(html), bodies: { identity, br, gzip: gz } };
}

/** A strong validator of a page's bytes. */
export function etagOf(html: string): string {
  return `"${createHash('sha1').update(html).digest('base64url').slice(0, 22)}"`;
}

/**
 * Rendered pages in memory, per URL and content version: an entry is used only while the content
 * version it was rendered at is current, until `notAfter` (the next scheduled publish or expiry)
 * and for at most `maxAgeMs`. Concurrent misses for one URL share one render.
 */
export function createPageCache(options: { maxAgeMs: number; maxEntries?: number }) {
  const maxEntries = options.maxEntries ?? 500;
  const entries = new Map<string, { version: string; expires: number; page: Promise<CachedPage> }>();
  return {
    get(
      key: string,
      version: string,
      render: () => Promise<CachedPage>,
      notAfter = Number.POSITIVE_INFINITY,
    ): Promise<CachedPage> {
      if (options.maxAgeMs <= 0) return render();
      const hit = entries.get(key);
      if (hit && hit.version === version && hit.expires > Date.now()) return hit.page;
      if (entries.size >= maxEntries) entries.clear();
      const page = render();
      entries.set(key, { version, expires: Math.min(Date.now() + options.maxAgeMs, notAfter), page });
      page.catch(() => entries.delete(key));
      return page;
    },
    clear: () => entries.clear(),
  };
}
