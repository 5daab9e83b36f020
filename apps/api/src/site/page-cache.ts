import { LRUCache } from 'lru-cache';
import { createFlights, etagOf, keepBytes, type KeptBytes } from '../lib/kept-answer';

export interface CachedPage {
  status: 200 | 404;
  /** A personal page's own answer status (a look-up over its limit: 429), never kept. */
  answer?: { code: number; retryAfterSeconds?: number } | undefined;
  html: string;
  /** The page's bytes as sent and its ETag, compressed once when rendered (not on every request). */
  bytes: KeptBytes;
}

/**
 * A rendered page with its ETag and its bytes: plain, brotli and gzip. A page sent `once` (a
 * look-up's answer, a staff member's view) is not compressed ahead in both encodings: the response
 * compresses the one encoding its visitor takes, at a quicker setting.
 */
export async function cachedPage(status: 200 | 404, html: string, once = false): Promise<CachedPage> {
  if (once) {
    const identity = Buffer.from(html);
    return { status, html, bytes: { etag: etagOf(identity, 'strong'), identity, size: identity.length } };
  }
  return { status, html, bytes: await keepBytes(html, { etag: 'strong', brotliQuality: 9 }) };
}

/** Bytes a kept page holds: its text and its three encodings. */
function pageBytes(page: CachedPage): number {
  return page.html.length + page.bytes.size;
}

/** 24 MB keeps every page of both editions (~150 KB each with its encodings) many times over. */
export const PAGE_CACHE_BYTES = 24 * 1024 * 1024;

/**
 * Rendered pages in memory, per key and content version: an entry is used only while the content
 * version it was rendered at is current, until `notAfter` (the next scheduled publish or expiry)
 * and for at most `maxAgeMs`. Past `maxBytes` the least recently used pages go first, so a flood of
 * new addresses cannot push out the pages parents read. Concurrent misses for one key share one render.
 */
export function createPageCache(options: {
  maxAgeMs: number;
  maxBytes?: number;
  /** The status of the pages kept (200: the 404 page is kept once, by its own key, not per address). */
  keepStatus?: 200 | 404;
}) {
  const keepStatus = options.keepStatus ?? 200;
  const kept = new LRUCache<string, { version: string; page: CachedPage }>({
    maxSize: options.maxBytes ?? PAGE_CACHE_BYTES,
    sizeCalculation: (entry) => Math.max(1, pageBytes(entry.page)),
  });
  const rendering = createFlights<CachedPage>();
  const enabled = options.maxAgeMs > 0;

  return {
    /** The kept page for `key` at `version`, if there is one. */
    find(key: string, version: string): CachedPage | undefined {
      const hit = enabled ? kept.get(key) : undefined;
      return hit?.version === version ? hit.page : undefined;
    },

    /** Whether `key` at `version` is kept or being rendered (asking for it costs no render). */
    has(key: string, version: string): boolean {
      return this.find(key, version) !== undefined || rendering.pending(`${version} ${key}`) !== undefined;
    },

    get(
      key: string,
      version: string,
      render: () => Promise<CachedPage>,
      notAfter = Number.POSITIVE_INFINITY,
    ): Promise<CachedPage> {
      if (!enabled) return render();
      const hit = this.find(key, version);
      if (hit) return Promise.resolve(hit);
      return rendering.run(`${version} ${key}`, () =>
        render().then((rendered) => {
          const ttl = Math.min(options.maxAgeMs, notAfter - Date.now());
          if (rendered.status === keepStatus && ttl > 0) kept.set(key, { version, page: rendered }, { ttl });
          return rendered;
        }),
      );
    },

    clear: () => kept.clear(),

    get bytes() {
      return kept.calculatedSize;
    },
  };
}
