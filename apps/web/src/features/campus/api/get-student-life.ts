import type { StudentLifeEvent } from '@skp/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** SPEC §7: the result is data.events or a plain list. */
export function studentLifeEventsOf(
  data: { events?: StudentLifeEvent[] } | StudentLifeEvent[],
): StudentLifeEvent[] {
  return Array.isArray(data) ? data : (data.events ?? []);
}

/** GET /api/student-life/client: the Student Life event cards of the Campus page. */
export const studentLifeQuery = queryOptions({
  queryKey: ['student-life', 'client'],
  queryFn: async ({ signal }) =>
    studentLifeEventsOf(
      await apiGet<{ events?: StudentLifeEvent[] } | StudentLifeEvent[]>('/student-life/client', signal),
    ),
});

export function useStudentLife() {
  return useQuery(studentLifeQuery);
}
