import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import { GALLERY_CATEGORIES, type GalleryCategorySlug } from '@skp/shared';
import type { Database } from '../../db/client';
import { galleryPhotos } from '../../db/schema/index';
import { rowFields, type RowOf } from '../../lib/media-join';
import { cachedCount } from '../../lib/count-cache';
import { findPage, inStaffOrder } from '../../lib/pagination';
import { createCrudRepository } from '../../lib/crud-repository';

export type GalleryPhotoRow = RowOf<typeof galleryPhotos>;

const photoOrder = inStaffOrder(galleryPhotos);

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

    /** Photos per category (an index-only scan; kept a while once there are many, lib/count-cache.ts). */
    async countByCategory(): Promise<Map<string, number>> {
      const rows = await cachedCount(
        db,
        'gallery photos by category',
        () =>
          db
            .select({ category: galleryPhotos.category, n: count() })
            .from(galleryPhotos)
            .groupBy(galleryPhotos.category),
        (list) => list.reduce((sum, r) => sum + r.n, 0),
      );
      return new Map(rows.map((r) => [r.category, r.n]));
    },

    /**
     * One photo per offered category: the starred one if any, else the first in order. One indexed
     * lookup per category (gallery_cover_idx) rather than sorting every photo.
     */
    async coverPerCategory(): Promise<GalleryPhotoRow[]> {
      const rows = await Promise.all(
        GALLERY_CATEGORIES.map(({ slug }) =>
          db
            .select(rowFields(db, galleryPhotos))
            .from(galleryPhotos)
            .where(eq(galleryPhotos.category, slug))
            .orderBy(desc(galleryPhotos.starred), ...photoOrder)
            .limit(1),
        ),
      );
      return rows.flat();
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
        .selectDistinctOn([galleryPhotos.category], rowFields(db, galleryPhotos))
        .from(galleryPhotos)
        .where(eq(galleryPhotos.starred, true))
        .orderBy(asc(galleryPhotos.category), ...photoOrder);
    },
  };
}
export type GalleryRepository = ReturnType<typeof createGalleryRepository>;
