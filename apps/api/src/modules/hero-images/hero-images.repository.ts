import { and, asc, eq } from 'drizzle-orm';
import type { HeroImageQuery } from '@skp/shared';
import type { Database } from '../../db/client';
import { heroImages } from '../../db/schema/index';
import { type RowOf } from '../../lib/media-join';
import { findPage } from '../../lib/pagination';
import { createCrudRepository } from '../../lib/crud-repository';

export type HeroImageRow = RowOf<typeof heroImages>;

export function createHeroImagesRepository(db: Database) {
  return {
    /** Admin: every row, writes and reorder. */
    admin: createCrudRepository(db, heroImages, {
      id: heroImages.id,
      sortColumns: { order: heroImages.order, section: heroImages.section, createdAt: heroImages.createdAt },
      searchColumns: [heroImages.title, heroImages.altText],
      filterColumns: { section: heroImages.section, isActive: heroImages.isActive },
      orderColumn: heroImages.order,
    }),

    list(query: HeroImageQuery) {
      return findPage(db, heroImages, {
        where: and(
          query.section ? eq(heroImages.section, query.section) : undefined,
          query.isActive === undefined ? undefined : eq(heroImages.isActive, query.isActive),
        ),
        orderBy: [
          asc(heroImages.section),
          asc(heroImages.order),
          asc(heroImages.createdAt),
          asc(heroImages.id),
        ],
        page: query.page,
        limit: query.limit,
      });
    },
  };
}
export type HeroImagesRepository = ReturnType<typeof createHeroImagesRepository>;
