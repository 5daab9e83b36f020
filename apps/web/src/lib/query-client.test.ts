import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import {
  createQueryClient,
  markRestoredStale,
  seedInitialQueries,
  shouldPersistQuery,
  shouldRetry,
  type InitialQuery,
} from './query-client';

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

describe('seeding from the data the server inlined', () => {
  const queries = [
    {
      path: '/notices?limit=5',
      queryKey: ['notices', 5],
      fromAnswer: (a: { notices: string[] }) => a.notices,
    },
    {
      path: '/policies/public/all',
      queryKey: ['policies'],
      fromAnswer: (a: { policies: string[] }) => a.policies,
    },
  ] as unknown as InitialQuery[];

  it('puts each inlined answer under its query key, dated when the server read it', () => {
    const client = createQueryClient();
    seedInitialQueries(
      client,
      { at: 1_000, answers: { '/notices?limit=5': { notices: ['a', 'b'] } } },
      queries,
      5_000,
    );
    expect(client.getQueryData(['notices', 5])).toEqual(['a', 'b']);
    expect(client.getQueryState(['notices', 5])?.dataUpdatedAt).toBe(1_000);
    expect(client.getQueryData(['policies'])).toBeUndefined();
  });

  it('never dates data in the future (a server clock ahead of the visitor)', () => {
    const client = createQueryClient();
    seedInitialQueries(
      client,
      { at: 9_000, answers: { '/notices?limit=5': { notices: [] } } },
      queries,
      5_000,
    );
    expect(client.getQueryState(['notices', 5])?.dataUpdatedAt).toBe(5_000);
  });

  it('does nothing without inlined data', () => {
    const client = createQueryClient();
    seedInitialQueries(client, undefined, queries);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });

  it('restored copies older than the inlined data turn stale; the inlined data stays fresh', async () => {
    const client = createQueryClient();
    const meta = { persist: true };
    client
      .getQueryCache()
      .build(client, { queryKey: ['old'], meta })
      .setData(['x'], { updatedAt: 500, manual: false });
    client
      .getQueryCache()
      .build(client, { queryKey: ['new'], meta })
      .setData(['y'], { updatedAt: 1_000, manual: false });
    await markRestoredStale(client, 1_000);
    expect(client.getQueryState(['old'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['new'])?.isInvalidated).toBe(false);
    await markRestoredStale(client);
    expect(client.getQueryState(['new'])?.isInvalidated).toBe(true);
  });
});
