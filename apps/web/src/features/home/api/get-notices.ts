import type { Notice, Pagination } from '@skp/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** SPEC §9: Home shows 5 notices, in their set order. */
export const HOME_NOTICES_LIMIT = 5;

/** GET /api/notices?limit=5&sortBy=order&sortOrder=asc (cached in the browser, SPEC §4). */
export const homeNoticesQuery = queryOptions({
  queryKey: ['notices', { limit: HOME_NOTICES_LIMIT, sortBy: 'order', sortOrder: 'asc' }],
  queryFn: async ({ signal }) =>
    (
      await apiGet<{ notices: Notice[]; pagination: Pagination }>(
        `/notices?limit=${HOME_NOTICES_LIMIT}&sortBy=order&sortOrder=asc`,
        signal,
      )
    ).notices,
  meta: { persist: true },
});

export function useHomeNotices() {
  return useQuery(homeNoticesQuery);
}
