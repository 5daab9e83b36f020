import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { shouldPersistQuery, shouldRetry } from './query-client';

describe('query client policy', () => {
  it('persists only successful queries that ask for it', () => {
    const query = (persist: boolean | undefined, status: 'success' | 'error') =>
      ({ meta: persist === undefined ? undefined : { persist }, state: { status } }) as never;
    expect(shouldPersistQuery(query(true, 'success'))).toBe(true);
    expect(shouldPersistQuery(query(true, 'error'))).toBe(false);
    expect(shouldPersistQuery(query(false, 'success'))).toBe(false);
    expect(shouldPersistQuery(query(undefined, 'success'))).toBe(false);
  });
  it('retries server and network failures once, never a 4xx', () => {
    expect(shouldRetry(0, new ApiError(500, undefined))).toBe(true);
    expect(shouldRetry(1, new ApiError(500, undefined))).toBe(false);
    expect(shouldRetry(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetry(0, new ApiError(404, undefined))).toBe(false);
  });
});
