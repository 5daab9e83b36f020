import type { GalleryCategorySlug } from '@skp/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiGet } from '../../lib/api-client';
import { normalizePhotos, type Photo, type RawGalleryPhoto } from './gallery-photo';

/** SPEC §9: the fallback fetch asks for up to 100 photos. */
export const GALLERY_FALLBACK_LIMIT = 100;

/** The API refused the category: a 400 ('Invalid category'). */
export function isInvalidCategory(error: unknown): boolean {
  return error instanceof ApiError && error.status === 400;
}

export interface GalleryCategoryData {
  photos: Photo[];
  /** The category's display name as the API names it, when it does. */
  name: string | undefined;
}

type CategoryAnswer = { galleries?: RawGalleryPhoto[]; category?: { name?: string } | null };

/**
 * GET /api/gallery/category/{slug}; if that call fails for another reason than a 400,
 * GET /api/gallery?category={slug}&limit=100. A 400 is 'Invalid category'.
 */
export async function fetchGalleryCategory(
  slug: string,
  get: <T>(path: string, signal?: AbortSignal) => Promise<T> = apiGet,
  signal?: AbortSignal,
): Promise<GalleryCategoryData> {
  let answer: CategoryAnswer;
  try {
    answer = await get<CategoryAnswer>(`/gallery/category/${encodeURIComponent(slug)}`, signal);
  } catch (error) {
    if (isInvalidCategory(error) || signal?.aborted) throw error;
    answer = await get<CategoryAnswer>(
      `/gallery?category=${encodeURIComponent(slug)}&limit=${GALLERY_FALLBACK_LIMIT}`,
      signal,
    );
  }
  return { photos: normalizePhotos(answer.galleries), name: answer.category?.name || undefined };
}

/** The photos of one category (GET /api/gallery/category/{slug}, with its fallback). */
export function galleryCategoryQuery(slug: GalleryCategorySlug) {
  return queryOptions({
    queryKey: ['gallery', 'category', slug],
    queryFn: ({ signal }) => fetchGalleryCategory(slug, apiGet, signal),
    staleTime: 5 * 60_000,
  });
}

export function useGalleryCategory(slug: GalleryCategorySlug, staleTime?: number) {
  const options = galleryCategoryQuery(slug);
  return useQuery(staleTime === undefined ? options : { ...options, staleTime });
}
