import type { GalleryCover } from '@skp/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /api/gallery/categories/covers: one cover per category, keyed by slug (cached, SPEC §4). */
export const galleryCoversQuery = queryOptions({
  queryKey: ['gallery', 'covers'],
  queryFn: async ({ signal }) =>
    (await apiGet<{ covers: Record<string, GalleryCover> }>('/gallery/categories/covers', signal)).covers,
  meta: { persist: true },
});

export function useGalleryCovers() {
  return useQuery(galleryCoversQuery);
}
