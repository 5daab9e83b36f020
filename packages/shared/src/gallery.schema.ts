import { z } from 'zod';
import { imageUrlSchema } from './url.schema';
import { GALLERY_CATEGORIES, galleryCategorySlug, type GalleryCategorySlug } from './constants';
import {
  idSchema,
  limitSchema,
  longText,
  mediaSchema,
  orderSchema,
  pageSchema,
  shortText,
  timestampsSchema,
} from './common.schema';

const categoryMessage = `category must be one of: ${GALLERY_CATEGORIES.map((c) => c.slug).join(', ')}`;

/** A gallery category given by slug or by name; resolves to the slug. */
export const galleryCategorySchema = z
  .string({ message: categoryMessage })
  .transform((value, ctx): GalleryCategorySlug => {
    const slug = galleryCategorySlug(value);
    if (!slug) {
      ctx.addIssue({ code: 'custom', message: categoryMessage });
      return z.NEVER;
    }
    return slug;
  })
  .describe(
    `A gallery category by slug or name: ${GALLERY_CATEGORIES.map((c) => `${c.slug} (${c.name})`).join(', ')}`,
  );

export const galleryPhotoSchema = z
  .object({
    _id: idSchema,
    id: idSchema,
    imageUrl: z.string(),
    url: z.string(),
    title: z.string(),
    description: z.string(),
    /** The category's display name, e.g. 'Games and Sports'. */
    type: z.string(),
    /** The category's slug, e.g. 'games-sports'. */
    category: z.string(),
    starred: z.boolean(),
    order: z.number().int(),
    altText: z.string(),
    media: mediaSchema.nullable(),
  })
  .extend(timestampsSchema.shape);
export type GalleryPhoto = z.infer<typeof galleryPhotoSchema>;
/** A photo as the admin edits it: its stored columns only. */
export const galleryPhotoAdminSchema = galleryPhotoSchema.omit({ id: true, url: true, type: true });

export const galleryPhotoInputSchema = z.object({
  imageUrl: imageUrlSchema('imageUrl', { required: true }),
  title: longText('title', 200).default(''),
  description: longText('description', 2000).default(''),
  altText: shortText('altText', 300),
  category: galleryCategorySchema,
  starred: z.boolean().default(false),
  order: orderSchema.default(0),
});
export type GalleryPhotoInput = z.infer<typeof galleryPhotoInputSchema>;

/** Many uploaded photos at once into one category (the admin's multi-file upload). */
export const galleryBatchInputSchema = z.object({
  category: galleryCategorySchema,
  photos: z
    .array(galleryPhotoInputSchema.omit({ category: true, starred: true, order: true }))
    .min(1, 'photos must list at least one photo')
    .max(100, 'photos may list at most 100 photos'),
});
export type GalleryBatchInput = z.infer<typeof galleryBatchInputSchema>;

export const galleryListQuerySchema = z.object({
  category: galleryCategorySchema.optional(),
  /** The Home page sends the category as `type`. */
  type: galleryCategorySchema.optional(),
  page: pageSchema.default(1),
  limit: limitSchema(20),
});
export type GalleryListQuery = z.infer<typeof galleryListQuerySchema>;

/** /gallery/category/{category}: the gallery page shows every photo of the category. */
export const galleryCategoryPageQuerySchema = z.object({
  page: pageSchema.default(1),
  limit: limitSchema(100),
});
export type GalleryCategoryPageQuery = z.infer<typeof galleryCategoryPageQuerySchema>;

export const galleryCategorySummarySchema = z.object({
  slug: z.string(),
  name: z.string(),
  count: z.number().int(),
});
export type GalleryCategorySummary = z.infer<typeof galleryCategorySummarySchema>;

export const galleryCoverSchema = z.object({
  slug: z.string(),
  name: z.string(),
  imageUrl: z.string(),
  media: mediaSchema.nullable(),
  count: z.number().int(),
});
export type GalleryCover = z.infer<typeof galleryCoverSchema>;

export const starredPhotoSchema = z.object({
  _id: idSchema,
  imageUrl: z.string(),
  title: z.string(),
  category: z.string(),
  media: mediaSchema.nullable(),
});
export type StarredPhoto = z.infer<typeof starredPhotoSchema>;
