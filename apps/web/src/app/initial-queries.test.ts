import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOME_DATA_PATHS, initialDataPaths, resolvePage, SITE_PAGES } from '@skp/shared';
import { INITIAL_QUERIES } from './initial-queries';

/** One answer carrying every key the inlined queries read. */
const ANSWER = {
  images: [{ _id: 'h1' }],
  contact: { phone: '+91 1' },
  notices: [{ _id: 'n1' }],
  events: [{ _id: 'e1' }],
  covers: { hostel: { slug: 'hostel' } },
  starredPhotos: { Hostel: { _id: 's1' } },
  activities: [{ _id: 'a1' }],
  policies: [{ _id: 'p1' }],
  mandatoryDisclosures: [{ _id: 'm1' }],
  pagination: { page: 1, limit: 5, total: 1, pages: 1 },
};

afterEach(() => vi.unstubAllGlobals());

describe('queries the server answers inside the page', () => {
  it.each(INITIAL_QUERIES.map((entry) => [entry.path, entry] as const))(
    '%s: the feature query fetches exactly that path and keeps what fromAnswer picks',
    async (path, entry) => {
      const fetch = vi.fn(async () => new Response(JSON.stringify({ status: 'success', data: ANSWER })));
      vi.stubGlobal('fetch', fetch);
      const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      const data = await client.fetchQuery(entry.query as never);
      expect(fetch).toHaveBeenCalledTimes(1);
      expect((fetch.mock.calls[0] as unknown as [string])[0]).toBe(`/api${path}`);
      expect(data).toEqual(entry.fromAnswer(ANSWER as never));
      expect(client.getQueryCache().find({ queryKey: entry.queryKey, exact: true })).toBeDefined();
    },
  );

  it('covers every path the server inlines for Home and for every page', () => {
    const known = new Set(INITIAL_QUERIES.map((entry) => entry.path));
    for (const page of Object.values(SITE_PAGES)) {
      for (const path of initialDataPaths(page)) expect(known, `${page.path} ${path}`).toContain(path);
    }
    expect(initialDataPaths(resolvePage('/').page)).toEqual(
      expect.arrayContaining(Object.values(HOME_DATA_PATHS)),
    );
  });
});
