import type { Policy } from '@skp/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /api/policies/public/all (cached in the browser, SPEC §4). */
export const policiesQuery = queryOptions({
  queryKey: ['policies', 'public'],
  queryFn: async ({ signal }) =>
    (await apiGet<{ policies: Policy[] }>('/policies/public/all', signal)).policies,
  meta: { persist: true },
});

export function usePolicies() {
  return useQuery(policiesQuery);
}
