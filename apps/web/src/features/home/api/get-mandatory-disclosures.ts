import type { MandatoryDisclosure } from '@skp/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /api/mandatory-disclosures (cached in the browser, SPEC §4). */
export const mandatoryDisclosuresQuery = queryOptions({
  queryKey: ['mandatory-disclosures'],
  queryFn: async ({ signal }) => {
    try {
      return (await apiGet<{ mandatoryDisclosures: MandatoryDisclosure[] }>('/mandatory-disclosures', signal))
        .mandatoryDisclosures;
    } catch (error) {
      console.error('Failed to fetch mandatory disclosures', error);
      throw error;
    }
  },
  meta: { persist: true },
});

export function useMandatoryDisclosures() {
  return useQuery(mandatoryDisclosuresQuery);
}
