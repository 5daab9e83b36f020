import type { GalleryCategorySlug } from '@skp/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiGet } from '../../lib/api-client';
import { timestampedStore } from '../../lib/timestamped-cache';
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

const stores = new Map<string, ReturnType<typeof timestampedStore<GalleryCategoryData>>>();
function storeFor(slug: string) {
  let store = stores.get(slug);
  if (!store) {
    store = timestampedStore<GalleryCategoryData>(`gallery-category:${slug}`);
    stores.set(slug, store);
  }
  return store;
}

/**
 * The photos of one category. The copy kept in the browser (with its timestamp) shows at once;
 * callers choose how long it stays fresh (the wings: 6 hours; the gallery page: a few minutes).
 */
export function galleryCategoryQuery(slug: GalleryCategorySlug) {
  const store = storeFor(slug);
  return queryOptions({
    queryKey: ['gallery', 'category', slug],
    queryFn: async ({ signal }) => store.save(await fetchGalleryCategory(slug, apiGet, signal)),
    initialData: store.data,
    initialDataUpdatedAt: store.savedAt,
    staleTime: 5 * 60_000,
  });
}

export function useGalleryCategory(slug: GalleryCategorySlug, staleTime?: number) {
  const options = galleryCategoryQuery(slug);
  return useQuery(staleTime === undefined ? options : { ...options, staleTime });
}
