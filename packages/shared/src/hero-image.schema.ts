import { z } from 'zod';
import { imageUrlSchema } from './url.schema';
import { HERO_SECTIONS } from './constants';
import {
  idSchema,
  longText,
  mediaSchema,
  orderSchema,
  pagedQuerySchema,
  queryBooleanSchema,
  shortText,
  timestampsSchema,
} from './common.schema';

export const heroSectionSchema = z.enum(HERO_SECTIONS, {
  message: `section must be one of: ${HERO_SECTIONS.join(', ')}`,
});

export const heroImageSchema = z
  .object({
    _id: idSchema,
    imageUrl: z.string(),
    altText: z.string(),
    title: z.string(),
    order: z.number().int(),
    section: heroSectionSchema,
    isActive: z.boolean(),
    media: mediaSchema.nullable(),
  })
  .extend(timestampsSchema.shape);
export type HeroImage = z.infer<typeof heroImageSchema>;

export const heroImageInputSchema = z.object({
  imageUrl: imageUrlSchema('imageUrl', { required: true }),
  altText: shortText('altText', 300),
  title: longText('title', 200).default(''),
  order: orderSchema.default(0),
  section: heroSectionSchema,
  isActive: z.boolean().default(true),
});
export type HeroImageInput = z.infer<typeof heroImageInputSchema>;

export const heroImageQuerySchema = pagedQuerySchema().extend({
  section: heroSectionSchema.optional(),
  isActive: queryBooleanSchema.optional(),
});
export type HeroImageQuery = z.infer<typeof heroImageQuerySchema>;
