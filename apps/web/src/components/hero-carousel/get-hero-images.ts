import type { HeroImage, HeroSection } from '@skp/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../lib/api-client';
import { HERO_CACHE_FRESH_MS } from '../../lib/query-client';

/** GET /api/hero-section-images?section=X&isActive=true (only active images are requested). */
export function heroImagesQuery(section: HeroSection) {
  return queryOptions({
    queryKey: ['hero-images', section],
    queryFn: async ({ signal }) =>
      (
        await apiGet<{ images: HeroImage[] }>(
          `/hero-section-images?section=${encodeURIComponent(section)}&isActive=true`,
          signal,
        )
      ).images,
    staleTime: 5 * 60_000,
  });
}

export type HeroState =
  | { status: 'loading'; images: [] }
  | { status: 'failed'; images: [] }
  | { status: 'ready'; images: HeroImage[] };

/** Pure: what the hero shows given the query state; cached images older than 6 hours do not count. */
export function heroState(
  query: { data: HeroImage[] | undefined; dataUpdatedAt: number; isError: boolean; isFetching: boolean },
  now: number,
): HeroState {
  const fresh = query.data !== undefined && now - query.dataUpdatedAt < HERO_CACHE_FRESH_MS;
  if (fresh && query.data) return { status: 'ready', images: query.data };
  if (query.isError && !query.isFetching) return { status: 'failed', images: [] };
  return { status: 'loading', images: [] };
}

export function useHeroImages(section: HeroSection): HeroState {
  const query = useQuery(heroImagesQuery(section));
  return heroState(query, Date.now());
}
