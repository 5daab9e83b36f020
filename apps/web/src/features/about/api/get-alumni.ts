import type { Alumnus } from '@skp/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /api/alumni: the Hall of Fame (data.alumni). */
export const alumniQuery = queryOptions({
  queryKey: ['alumni'],
  queryFn: async ({ signal }) => (await apiGet<{ alumni: Alumnus[] }>('/alumni', signal)).alumni,
});

export function useAlumni() {
  return useQuery(alumniQuery);
}
