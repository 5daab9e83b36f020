import type { Leader } from '@skp/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** SPEC §9: the About page shows up to 10 leaders. */
export const ABOUT_LEADERS_LIMIT = 10;

/** GET /api/leadership?limit=10&sortBy=displayOrder&sortOrder=asc (data.leaders). */
export const leadersQuery = queryOptions({
  queryKey: ['leadership', { limit: ABOUT_LEADERS_LIMIT, sortBy: 'displayOrder', sortOrder: 'asc' }],
  queryFn: async ({ signal }) =>
    (
      await apiGet<{ leaders: Leader[] }>(
        `/leadership?limit=${ABOUT_LEADERS_LIMIT}&sortBy=displayOrder&sortOrder=asc`,
        signal,
      )
    ).leaders,
});

export function useLeaders() {
  return useQuery(leadersQuery);
}
