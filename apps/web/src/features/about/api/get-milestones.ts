import type { Milestone } from '@skp/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /api/story-vision: the Our Story & Vision milestones (data.milestones). */
export const milestonesQuery = queryOptions({
  queryKey: ['story-vision'],
  queryFn: async ({ signal }) =>
    (await apiGet<{ milestones: Milestone[] }>('/story-vision', signal)).milestones,
});

export function useMilestones() {
  return useQuery(milestonesQuery);
}
