import { describe, expect, it } from 'vitest';
import { timestampedStore, WING_CACHE_FRESH_MS } from './timestamped-cache';

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, v),
  };
}

describe('timestampedStore', () => {
  it('saves data with the time it was fetched and reads it back', () => {
    const storage = memoryStorage();
    let now = 1_000;
    const store = timestampedStore<string[]>('programs', { storage: () => storage, now: () => now });
    expect(store.data()).toBeUndefined();
    expect(store.save(['Foundation'])).toEqual(['Foundation']);
    now = 2_000;
    expect(store.read()).toEqual({ savedAt: 1_000, data: ['Foundation'] });
    expect(store.data()).toEqual(['Foundation']);
    expect(store.savedAt()).toBe(1_000);
    expect(storage.getItem('skp-cache-v1:programs')).toBe('{"savedAt":1000,"data":["Foundation"]}');
  });

  it('is fresh for 6 hours', () => {
    expect(WING_CACHE_FRESH_MS).toBe(6 * 3_600_000);
  });

  it('keeps null (nothing set up) as data', () => {
    const storage = memoryStorage();
    const store = timestampedStore<null>('contact', { storage: () => storage, now: () => 5 });
    store.save(null);
    expect(store.read()).toEqual({ savedAt: 5, data: null });
  });

  it('treats broken or foreign entries as absent', () => {
    const storage = memoryStorage();
    const store = timestampedStore('x', { storage: () => storage });
    storage.setItem(store.key, '{not json');
    expect(store.read()).toBeUndefined();
    storage.setItem(store.key, JSON.stringify({ data: 1 }));
    expect(store.read()).toBeUndefined();
  });

  it('works without storage and when writing throws', () => {
    expect(timestampedStore('x', { storage: () => undefined }).save(3)).toBe(3);
    const full = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const store = timestampedStore('x', { storage: () => full as Storage });
    expect(store.save(4)).toBe(4);
    expect(store.read()).toBeUndefined();
  });
});
