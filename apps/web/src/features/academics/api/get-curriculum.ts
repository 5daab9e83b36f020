import type { Curriculum } from '@skp/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /api/curriculum?sortBy=order&sortOrder=asc: the Curriculum Breakdown levels (data.curriculum). */
export const curriculumQuery = queryOptions({
  queryKey: ['curriculum', { sortBy: 'order', sortOrder: 'asc' }],
  queryFn: async ({ signal }) =>
    (await apiGet<{ curriculum: Curriculum[] }>('/curriculum?sortBy=order&sortOrder=asc', signal)).curriculum,
});

export function useCurriculum() {
  return useQuery(curriculumQuery);
}
