import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

const HOUR = 60 * 60 * 1000;
/** Hero images are fresh for 6 hours (SPEC). */
export const HERO_CACHE_FRESH_MS = 6 * HOUR;

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
        retry: shouldRetry,
        refetchOnWindowFocus: false,
        // Ask even when the browser says offline: the service worker may answer from its cache.
        networkMode: 'offlineFirst',
      },
    },
  });
}
