import type { ActivityGroup } from '@skp/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /api/activities/public/all: the co-curricular activity groups. */
export const activitiesQuery = queryOptions({
  queryKey: ['activities', 'public'],
  queryFn: async ({ signal }) =>
    (await apiGet<{ activities: ActivityGroup[] }>('/activities/public/all', signal)).activities,
});

export function useActivities() {
  return useQuery(activitiesQuery);
}
