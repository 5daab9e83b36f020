import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import type { InitialData } from '@skp/shared';
import { QueryClient, type Query, type QueryKey } from '@tanstack/react-query';
import type { PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { ApiError } from './api-client';

const HOUR = 60 * 60 * 1000;
/** Versioned cache (SPEC §4: cache keys versioned v1). */
export const CACHE_BUSTER = 'v1';
export const CACHE_STORAGE_KEY = 'skp-cache-v1';
/** How long a persisted copy is kept at all; each query decides how fresh it must be. */
export const CACHE_MAX_AGE = 7 * 24 * HOUR;
/** Hero images (and the Baby Steps / Cricket caches) are fresh for 6 hours. */
export const HERO_CACHE_FRESH_MS = 6 * HOUR;

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { persist?: boolean };
  }
}

/** One retry for network failures and 5xx answers; a 4xx will not change on a second try. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: CACHE_MAX_AGE,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
        // Ask even when the browser says offline: the service worker may answer from its cache.
        networkMode: 'offlineFirst',
      },
    },
  });
}

/** Only queries that ask for it (meta.persist) and have data are written to localStorage. */
export function shouldPersistQuery(query: Pick<Query, 'meta' | 'state'>): boolean {
  return query.meta?.persist === true && query.state.status === 'success';
}

export function createPersistOptions(
  storage: Storage | undefined,
): Omit<PersistQueryClientOptions, 'queryClient'> {
  return {
    persister: createSyncStoragePersister({ storage, key: CACHE_STORAGE_KEY }),
    buster: CACHE_BUSTER,
    maxAge: CACHE_MAX_AGE,
    dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
  };
}

/** A query the server may answer in the page: the API path it asks for and how its data comes from the answer. */
export interface InitialQuery {
  /** The path under /api, exactly as the query's own fetch asks for it. */
  path: string;
  queryKey: QueryKey;
  /** The query's data from the answer's `data` (the same step its queryFn takes). */
  fromAnswer: (answer: never) => unknown;
}

/**
 * Puts the answers the server inlined into the page into the cache before the first render, dated
 * when the server read them, so the normal staleTime rules decide when they are fetched again.
 */
export function seedInitialQueries(
  queryClient: QueryClient,
  data: InitialData | undefined,
  queries: readonly InitialQuery[],
  now = Date.now(),
): void {
  if (!data) return;
  const updatedAt = Math.min(data.at, now);
  for (const query of queries) {
    if (!Object.hasOwn(data.answers, query.path)) continue;
    const value = query.fromAnswer(data.answers[query.path] as never);
    if (value !== undefined) queryClient.setQueryData(query.queryKey, value, { updatedAt });
  }
}

/**
 * After the persisted copies are restored (and shown at once), mark them stale so that every
 * page load fetches fresh data, which then replaces the copy and is saved again (SPEC §4).
 * Data the server inlined into this page (read at `freshSince`) or later is not a restored copy.
 */
export function markRestoredStale(queryClient: QueryClient, freshSince = Infinity): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => query.meta?.persist === true && !(query.state.dataUpdatedAt >= freshSince),
    refetchType: 'none',
  });
}
