import type { Pagination, SchoolEvent } from '@skp/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** SPEC §9: Home shows 5 events. */
export const HOME_EVENTS_LIMIT = 5;

/** GET /api/events?limit=5 (cached in the browser, SPEC §4). */
export const homeEventsQuery = queryOptions({
  queryKey: ['events', { limit: HOME_EVENTS_LIMIT }],
  queryFn: async ({ signal }) =>
    (
      await apiGet<{ events: SchoolEvent[]; pagination: Pagination }>(
        `/events?limit=${HOME_EVENTS_LIMIT}`,
        signal,
      )
    ).events,
  meta: { persist: true },
});

export function useHomeEvents() {
  return useQuery(homeEventsQuery);
}
