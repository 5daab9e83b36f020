import type { AdmissionInfo } from '@skp/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiGet } from '../../../lib/api-client';

/**
 * GET /api/admission/info (data.admission): age, document and academic requirements and the
 * registration portal address. null when the school has not set the information up yet (404).
 */
export const admissionInfoQuery = queryOptions({
  queryKey: ['admission', 'info'],
  queryFn: async ({ signal }): Promise<AdmissionInfo | null> => {
    try {
      return (await apiGet<{ admission: AdmissionInfo }>('/admission/info', signal)).admission;
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }
  },
});

export function useAdmissionInfo() {
  return useQuery(admissionInfoQuery);
}
