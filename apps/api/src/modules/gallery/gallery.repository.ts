import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import type { GalleryCategorySlug } from '@skp/shared';
import type { Database } from '../../db/client';
import { galleryPhotos } from '../../db/schema/index';
import { findPage } from '../../lib/pagination';
import { createCrudRepository } from '../../lib/crud-repository';

export type GalleryPhotoRow = typeof galleryPhotos.$inferSelect;

const photoOrder = [asc(galleryPhotos.order), asc(galleryPhotos.createdAt), asc(galleryPhotos.id)];

export function createGalleryRepository(db: Database) {
  return {
    /** Admin: every row, writes and reorder. */
    admin: createCrudRepository(db, galleryPhotos, {
      id: galleryPhotos.id,
      sortColumns: {
        order: galleryPhotos.order,
        category: galleryPhotos.category,
        title: galleryPhotos.title,
        createdAt: galleryPhotos.createdAt,
      },
      searchColumns: [galleryPhotos.title, galleryPhotos.description, galleryPhotos.altText],
      filterColumns: { category: galleryPhotos.category, starred: galleryPhotos.starred },
      orderColumn: galleryPhotos.order,
    }),

    list(options: { category?: GalleryCategorySlug | undefined; page: number; limit: number }) {
      return findPage(db, galleryPhotos, {
        where: options.category ? eq(galleryPhotos.category, options.category) : undefined,
        orderBy: options.category ? photoOrder : [asc(galleryPhotos.category), ...photoOrder],
        page: options.page,
        limit: options.limit,
      });
    },

    async countByCategory(): Promise<Map<string, number>> {
      const rows = await db
        .select({ category: galleryPhotos.category, n: count() })
        .from(galleryPhotos)
        .groupBy(galleryPhotos.category);
      return new Map(rows.map((r) => [r.category, r.n]));
    },

    /** One photo per category: the starred one if any, else the first in order. */
    coverPerCategory(): Promise<GalleryPhotoRow[]> {
      return db
        .selectDistinctOn([galleryPhotos.category])
        .from(galleryPhotos)
        .orderBy(asc(galleryPhotos.category), desc(galleryPhotos.starred), ...photoOrder);
    },

    /** Keeps one starred photo per category: unstars every other photo of the category. */
    async unstarOthers(category: string, keepId: string): Promise<void> {
      await db
        .update(galleryPhotos)
        .set({ starred: false, updatedAt: new Date() })
        .where(
          and(
            eq(galleryPhotos.category, category),
            eq(galleryPhotos.starred, true),
            ne(galleryPhotos.id, keepId),
          ),
        );
    },

    /** The first starred photo of each category that has one. */
    starredPerCategory(): Promise<GalleryPhotoRow[]> {
      return db
        .selectDistinctOn([galleryPhotos.category])
        .from(galleryPhotos)
        .where(eq(galleryPhotos.starred, true))
        .orderBy(asc(galleryPhotos.category), ...photoOrder);
    },
  };
}
export type GalleryRepository = ReturnType<typeof createGalleryRepository>;
