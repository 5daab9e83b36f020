import type { Pagination, SchoolEvent } from '@skp/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** SPEC §9: Home shows 5 events. */
export const HOME_EVENTS_LIMIT = 5;

/** The Upcoming Events column: the next 5 upcoming events, soonest first. */
export const HOME_EVENTS_PATH = `/events?limit=${HOME_EVENTS_LIMIT}&status=upcoming&sortBy=date&sortOrder=asc`;

/** GET /api/events with limit 5 (cached in the browser, SPEC §4). */
export const homeEventsQuery = queryOptions({
  queryKey: ['events', { limit: HOME_EVENTS_LIMIT, status: 'upcoming' }],
  queryFn: async ({ signal }) =>
    (await apiGet<{ events: SchoolEvent[]; pagination: Pagination }>(HOME_EVENTS_PATH, signal)).events,
  meta: { persist: true },
});

export function useHomeEvents() {
  return useQuery(homeEventsQuery);
}
