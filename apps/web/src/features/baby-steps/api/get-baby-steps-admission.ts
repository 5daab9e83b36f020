import type { BabyStepsAdmission } from '@skp/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { nullWhenNotSetUp } from '../../../lib/not-set-up';
import { timestampedStore, WING_CACHE_FRESH_MS } from '../../../lib/timestamped-cache';

const store = timestampedStore<BabyStepsAdmission | null>('baby-steps-admission');

/**
 * GET /api/baby-steps-admission/public: title, subtitle, ordered steps and the prospectus.
 * Kept in the browser with its timestamp and fresh for 6 hours (SPEC §4); null until set up.
 */
export const babyStepsAdmissionQuery = queryOptions({
  queryKey: ['baby-steps-admission', 'public'],
  queryFn: async ({ signal }) =>
    store.save(
      await nullWhenNotSetUp(
        async () =>
          (await apiGet<{ admission: BabyStepsAdmission }>('/baby-steps-admission/public', signal)).admission,
      ),
    ),
  initialData: store.data,
  initialDataUpdatedAt: store.savedAt,
  staleTime: WING_CACHE_FRESH_MS,
});

export function useBabyStepsAdmission() {
  return useQuery(babyStepsAdmissionQuery);
}
