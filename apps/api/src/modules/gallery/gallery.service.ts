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
import type { Actor, AuditSink } from '../../lib/actor';
import type { FileStorage } from '../../lib/file-storage';
import { createContentWriter, imageValues } from '../../lib/content-writer';
import type { GalleryBatchInput, GalleryPhotoInput } from '@skp/shared';

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

/** The admin's side of gallery photo items: every row, validated writes, files tidied, audit-logged. */
export function createGalleryAdminService(deps: {
  repository: GalleryRepository;
  audit: AuditSink;
  storage: FileStorage;
}) {
  const { storage } = deps;
  const writer = createContentWriter({
    entity: 'gallery-photo',
    notFoundMessage: 'Photo not found',
    repository: deps.repository.admin,
    audit: deps.audit,
    storage,
    async toValues(input: GalleryPhotoInput, before: GalleryPhotoRow | undefined) {
      return {
        title: input.title,
        description: input.description,
        altText: input.altText,
        category: input.category,
        starred: input.starred,
        order: input.order,
        ...(await imageValues(deps.repository.admin.media, 'imageUrl', input.imageUrl, before)),
      };
    },
    toOutput: (row: GalleryPhotoRow) => serializeRow(row),
    files: (row: GalleryPhotoRow) => ({ media: [row.mediaKey] }),
    afterWrite: async (row: GalleryPhotoRow) => {
      if (row.starred) await deps.repository.unstarOthers(row.category, row.id);
    },
  });
  return {
    ...writer,

    /** Many uploaded photos into one category, appended in the order given. */
    async createMany(input: GalleryBatchInput, actor: Actor) {
      const first = await deps.repository.admin.nextOrder();
      const items = [];
      for (const [index, photo] of input.photos.entries()) {
        items.push(
          await writer.create(
            { ...photo, category: input.category, starred: false, order: first + index },
            actor,
          ),
        );
      }
      return { items };
    },

    /** Stars one photo: it becomes its category's cover, and the category's other star goes. */
    async star(id: string, actor: Actor) {
      const photo = await writer.get(id);
      return writer.update(
        id,
        {
          imageUrl: photo.imageUrl,
          title: photo.title,
          description: photo.description,
          altText: photo.altText,
          category: photo.category as GalleryCategorySlug,
          starred: true,
          order: photo.order,
        },
        actor,
      );
    },
  };
}
