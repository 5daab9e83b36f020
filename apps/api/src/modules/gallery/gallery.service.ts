import {
  GALLERY_CATEGORIES,
  galleryCategoryName,
  galleryCategorySlug,
  type GalleryCategorySlug,
  type GalleryCategorySummary,
  type GalleryCover,
  type GalleryPhoto,
  type StarredPhoto,
} from '@skp/shared';
import { ValidationError } from '../../errors';
import { serializeRow } from '../../lib/serialize';
import type { GalleryPhotoRow, GalleryRepository } from './gallery.repository';

/** Rows may hold a category that is no longer offered; such photos are left out of the category views. */
function knownSlug(value: string): GalleryCategorySlug | undefined {
  return galleryCategorySlug(value);
}

export function toGalleryPhoto(row: GalleryPhotoRow): GalleryPhoto {
  const serialized = serializeRow(row);
  const slug = knownSlug(row.category);
  return {
    ...serialized,
    id: row.id,
    url: row.imageUrl,
    type: slug ? galleryCategoryName(slug) : row.category,
    category: slug ?? row.category,
  };
}

export function createGalleryService(repository: GalleryRepository) {
  return {
    async list(query: { category?: GalleryCategorySlug | undefined; page: number; limit: number }) {
      const page = await repository.list(query);
      return { galleries: page.items.map(toGalleryPhoto), pagination: page.pagination };
    },

    /** Photos of one category given by slug or name; anything else is 'Invalid category'. */
    async listCategory(category: string, query: { page: number; limit: number }) {
      const slug = galleryCategorySlug(category);
      if (!slug) {
        throw new ValidationError('Invalid category', {
          category: [`category must be one of: ${GALLERY_CATEGORIES.map((c) => c.slug).join(', ')}`],
        });
      }
      const page = await repository.list({ ...query, category: slug });
      return {
        category: { slug, name: galleryCategoryName(slug) },
        galleries: page.items.map(toGalleryPhoto),
        pagination: page.pagination,
      };
    },

    async categories(): Promise<{ categories: GalleryCategorySummary[] }> {
      const counts = await repository.countByCategory();
      return {
        categories: GALLERY_CATEGORIES.map((c) => ({
          slug: c.slug,
          name: c.name,
          count: counts.get(c.slug) ?? 0,
        })),
      };
    },

    /** Keyed by slug; only categories that have photos. */
    async covers(): Promise<{ covers: Record<string, GalleryCover> }> {
      const [rows, counts] = await Promise.all([repository.coverPerCategory(), repository.countByCategory()]);
      const covers: Record<string, GalleryCover> = {};
      for (const row of rows) {
        const slug = knownSlug(row.category);
        if (!slug) continue;
        covers[slug] = {
          slug,
          name: galleryCategoryName(slug),
          imageUrl: row.imageUrl,
          media: row.media,
          count: counts.get(row.category) ?? 0,
        };
      }
      return { covers };
    },

    /** Keyed by category name (as the site reads them); only categories with a starred photo. */
    async starred(): Promise<{ starredPhotos: Record<string, StarredPhoto> }> {
      const starredPhotos: Record<string, StarredPhoto> = {};
      for (const row of await repository.starredPerCategory()) {
        const slug = knownSlug(row.category);
        if (!slug) continue;
        starredPhotos[galleryCategoryName(slug)] = {
          _id: row.id,
          imageUrl: row.imageUrl,
          title: row.title,
          category: slug,
          media: row.media,
        };
      }
      return { starredPhotos };
    },
  };
}
