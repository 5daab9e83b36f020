/** SPEC §4: the Baby Steps and Cricket Academy caches carry a timestamp and are fresh for 6 hours. */
export const WING_CACHE_FRESH_MS = 6 * 60 * 60 * 1000;
/** Versioned like every other browser cache of the site (SPEC §4: keys versioned v1). */
export const TIMESTAMPED_CACHE_PREFIX = 'skp-cache-v1:';

interface Entry<T> {
  savedAt: number;
  data: T;
}

export interface TimestampedStore<T> {
  /** The storage key this store uses. */
  readonly key: string;
  /** Saves a fresh copy stamped with the current time and returns the data unchanged. */
  save(data: T): T;
  /** The stored copy, if any (however old: the caller decides how fresh it must be). */
  read(): Entry<T> | undefined;
  /** The stored data and its timestamp, shaped for TanStack Query's initialData options. */
  data(): T | undefined;
  savedAt(): number | undefined;
}

function defaultStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

function isEntry(value: unknown): value is Entry<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Entry<unknown>).savedAt === 'number' &&
    'data' in value
  );
}

/**
 * A copy of one call's data in localStorage with the time it was fetched. Broken, foreign or
 * unreadable entries count as absent; a full or disabled storage only means no cache.
 */
export function timestampedStore<T>(
  name: string,
  options: { storage?: () => Storage | undefined; now?: () => number } = {},
): TimestampedStore<T> {
  const key = `${TIMESTAMPED_CACHE_PREFIX}${name}`;
  const storage = options.storage ?? defaultStorage;
  const now = options.now ?? Date.now;
  const read = (): Entry<T> | undefined => {
    try {
      const raw = storage()?.getItem(key);
      if (!raw) return undefined;
      const parsed: unknown = JSON.parse(raw);
      return isEntry(parsed) ? (parsed as Entry<T>) : undefined;
    } catch {
      return undefined;
    }
  };
  return {
    key,
    save(data) {
      try {
        storage()?.setItem(key, JSON.stringify({ savedAt: now(), data } satisfies Entry<T>));
      } catch {
        // Quota exceeded or storage disabled: the page works without the cache.
      }
      return data;
    },
    read,
    data: () => read()?.data,
    savedAt: () => read()?.savedAt,
  };
}
