import { and, asc, eq } from 'drizzle-orm';
import type { HeroImageQuery } from '@skp/shared';
import type { Database } from '../../db/client';
import { heroImages } from '../../db/schema/index';
import { findPage } from '../../lib/pagination';

export type HeroImageRow = typeof heroImages.$inferSelect;

export function createHeroImagesRepository(db: Database) {
  return {
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
