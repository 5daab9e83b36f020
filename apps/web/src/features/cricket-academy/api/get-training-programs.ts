import type { TrainingProgram } from '@skp/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { timestampedStore, WING_CACHE_FRESH_MS } from '../../../lib/timestamped-cache';

const store = timestampedStore<TrainingProgram[]>('training-programs');

/** GET /api/training-programs/public/all (kept in the browser with its timestamp, fresh 6 hours). */
export const trainingProgramsQuery = queryOptions({
  queryKey: ['training-programs', 'public'],
  queryFn: async ({ signal }) =>
    store.save(
      (await apiGet<{ programs: TrainingProgram[] }>('/training-programs/public/all', signal)).programs ?? [],
    ),
  initialData: store.data,
  initialDataUpdatedAt: store.savedAt,
  staleTime: WING_CACHE_FRESH_MS,
});

export function useTrainingPrograms() {
  return useQuery(trainingProgramsQuery);
}
