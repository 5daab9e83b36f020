import type { StarredPhoto } from '@skp/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /api/gallery/categories/starred: each category's starred photo, keyed by category NAME. */
export const starredPhotosQuery = queryOptions({
  queryKey: ['gallery', 'starred'],
  queryFn: async ({ signal }) =>
    (await apiGet<{ starredPhotos: Record<string, StarredPhoto> }>('/gallery/categories/starred', signal))
      .starredPhotos,
  meta: { persist: true },
});

export function useStarredPhotos() {
  return useQuery(starredPhotosQuery);
}
