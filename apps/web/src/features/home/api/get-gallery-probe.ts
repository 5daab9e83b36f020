import { GALLERY_CATEGORIES, type GalleryPhoto } from '@skp/shared';
import { queryOptions, useQueries } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /api/gallery?type=<category name>&limit=1: does this category have a photo at all? */
export function galleryProbeQuery(categoryName: string) {
  return queryOptions({
    queryKey: ['gallery', 'probe', categoryName],
    queryFn: async ({ signal }) =>
      (
        await apiGet<{ galleries: GalleryPhoto[] }>(
          `/gallery?type=${encodeURIComponent(categoryName)}&limit=1`,
          signal,
        )
      ).galleries[0] ?? null,
    meta: { persist: true },
  });
}

/**
 * The limit-1 probe across the six categories (SPEC §9), run only for the categories
 * that `needsProbe` names (those without a cover or starred photo).
 */
export function useGalleryProbes(needsProbe: (slug: string) => boolean, enabled: boolean) {
  return useQueries({
    queries: GALLERY_CATEGORIES.map((category) => ({
      ...galleryProbeQuery(category.name),
      enabled: enabled && needsProbe(category.slug),
    })),
  });
}
