import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { shouldRetry } from './query-client';

describe('query client policy', () => {
  it('retries server and network failures once, never a 4xx', () => {
    expect(shouldRetry(0, new ApiError(500, undefined))).toBe(true);
    expect(shouldRetry(1, new ApiError(500, undefined))).toBe(false);
    expect(shouldRetry(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetry(0, new ApiError(404, undefined))).toBe(false);
  });
});
