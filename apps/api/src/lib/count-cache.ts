/**
 * Totals of large lists, kept for a minute. A list's page comes from an indexed, limited query, but
 * its exact total has to visit every matching row: on 100,000 notices that count is most of the
 * request. Totals of at least LARGE_TOTAL rows are therefore kept for TTL_MS per query (per database
 * handle) and dropped on any write through this instance (see plugins/http-cache.ts); smaller totals
 * are always counted. So a total of a thousand or more rows may be up to a minute old on another
 * instance, or just after a scheduled publish or expiry time; the rows themselves never are.
 */
export const LARGE_TOTAL = 1000;
export const TTL_MS = 60_000;

interface Entry {
  value: unknown;
  expires: number;
}

const caches = new WeakMap<object, Map<string, Entry>>();

/**
 * The count `key` of `owner` (a database handle): kept when `totalOf(value)` is large, else counted
 * every time. `value` is a number, or anything a total can be read from (counts per category).
 */
export async function cachedCount<T = number>(
  owner: object,
  key: string,
  count: () => Promise<T>,
  totalOf: (value: T) => number = (value) => value as number,
  now: () => number = Date.now,
): Promise<T> {
  let cache = caches.get(owner);
  const hit = cache?.get(key);
  if (hit && hit.expires > now()) return hit.value as T;
  const value = await count();
  if (totalOf(value) >= LARGE_TOTAL) {
    if (!cache) caches.set(owner, (cache = new Map()));
    if (cache.size >= 500) cache.clear();
    cache.set(key, { value, expires: now() + TTL_MS });
  } else {
    cache?.delete(key);
  }
  return value;
}

/** Forgets every kept total of this database handle (after a write). */
export function forgetCounts(owner: object): void {
  caches.get(owner)?.clear();
}
