import type { FeeStructure } from '@skp/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** SPEC §9: the Admissions page asks for up to 100 fee structures. */
export const FEES_LIMIT = 100;

/** SPEC §7: the result is data.feeStructures or a plain array. */
export function feeStructuresOf(data: { feeStructures?: FeeStructure[] } | FeeStructure[]): FeeStructure[] {
  return Array.isArray(data) ? data : (data.feeStructures ?? []);
}

/** GET /api/fees?limit=100&sortBy=displayOrder&sortOrder=asc. */
export const feesQuery = queryOptions({
  queryKey: ['fees', { limit: FEES_LIMIT, sortBy: 'displayOrder', sortOrder: 'asc' }],
  queryFn: async ({ signal }) =>
    feeStructuresOf(
      await apiGet<{ feeStructures?: FeeStructure[] } | FeeStructure[]>(
        `/fees?limit=${FEES_LIMIT}&sortBy=displayOrder&sortOrder=asc`,
        signal,
      ),
    ),
});

export function useFees() {
  return useQuery(feesQuery);
}
