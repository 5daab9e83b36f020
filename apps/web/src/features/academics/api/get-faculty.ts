import type { Faculty } from '@skp/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** SPEC §9: the Academics page shows up to 20 faculty members. */
export const FACULTY_LIMIT = 20;

/** GET /api/faculty?limit=20&sortBy=order&sortOrder=asc[&department=X] (data.faculty). */
export function facultyQuery(department?: string) {
  const params = new URLSearchParams({ limit: String(FACULTY_LIMIT), sortBy: 'order', sortOrder: 'asc' });
  if (department) params.set('department', department);
  return queryOptions({
    queryKey: [
      'faculty',
      { limit: FACULTY_LIMIT, sortBy: 'order', sortOrder: 'asc', department: department ?? null },
    ],
    queryFn: async ({ signal }) =>
      (await apiGet<{ faculty: Faculty[] }>(`/faculty?${params}`, signal)).faculty,
    placeholderData: keepPreviousData,
  });
}

export function useFaculty(department?: string) {
  return useQuery(facultyQuery(department));
}
