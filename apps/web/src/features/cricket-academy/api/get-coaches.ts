import type { Coach } from '@skp/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { timestampedStore, WING_CACHE_FRESH_MS } from '../../../lib/timestamped-cache';

const store = timestampedStore<Coach[]>('coaches');

/** GET /api/coach/coaches (kept in the browser with its timestamp, fresh 6 hours). */
export const coachesQuery = queryOptions({
  queryKey: ['coaches'],
  queryFn: async ({ signal }) =>
    store.save((await apiGet<{ coaches: Coach[] }>('/coach/coaches', signal)).coaches ?? []),
  initialData: store.data,
  initialDataUpdatedAt: store.savedAt,
  staleTime: WING_CACHE_FRESH_MS,
});

export function useCoaches() {
  return useQuery(coachesQuery);
}
