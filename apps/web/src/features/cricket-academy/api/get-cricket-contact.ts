import type { CricketContact } from '@skp/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { nullWhenNotSetUp } from '../../../lib/not-set-up';
import { timestampedStore, WING_CACHE_FRESH_MS } from '../../../lib/timestamped-cache';

const store = timestampedStore<CricketContact | null>('cricket-academy-contact');

/**
 * GET /api/cricket-academy-contact/public: the academy's contact and quick-enquiry labels
 * (kept in the browser with its timestamp, fresh 6 hours); null until set up.
 */
export const cricketContactQuery = queryOptions({
  queryKey: ['cricket-academy-contact', 'public'],
  queryFn: async ({ signal }) =>
    store.save(
      await nullWhenNotSetUp(
        async () =>
          (await apiGet<{ contact: CricketContact }>('/cricket-academy-contact/public', signal)).contact,
      ),
    ),
  initialData: store.data,
  initialDataUpdatedAt: store.savedAt,
  staleTime: WING_CACHE_FRESH_MS,
});

export function useCricketContact() {
  return useQuery(cricketContactQuery);
}
