import { z } from 'zod';
import { imageUrlSchema } from './url.schema';
import { idSchema, longText, mediaSchema, orderSchema, shortText, timestampsSchema } from './common.schema';

export const milestoneSchema = z
  .object({
    _id: idSchema,
    year: z.string(),
    title: z.string(),
    description: z.string(),
    order: z.number().int(),
  })
  .extend(timestampsSchema.shape);
export type Milestone = z.infer<typeof milestoneSchema>;
export const milestoneInputSchema = z.object({
  year: shortText('year', 20),
  title: shortText('title'),
  description: longText('description', 2000).default(''),
  order: orderSchema.default(0),
});
export type MilestoneInput = z.infer<typeof milestoneInputSchema>;

export const alumnusSchema = z
  .object({
    _id: idSchema,
    name: z.string(),
    imageUrl: z.string(),
    graduationYear: z.string(),
    currentPost: z.string(),
    achievements: z.string(),
    order: z.number().int(),
    media: mediaSchema.nullable(),
  })
  .extend(timestampsSchema.shape);
export type Alumnus = z.infer<typeof alumnusSchema>;
export const alumnusInputSchema = z.object({
  name: shortText('name'),
  imageUrl: imageUrlSchema('imageUrl'),
  graduationYear: longText('graduationYear', 20).default(''),
  currentPost: longText('currentPost', 200).default(''),
  achievements: longText('achievements', 3000).default(''),
  order: orderSchema.default(0),
});
export type AlumnusInput = z.infer<typeof alumnusInputSchema>;

export const alumniCardSchema = z
  .object({
    _id: idSchema,
    imageUrl: z.string(),
    title: z.string(),
    subtitle: z.string(),
    order: z.number().int(),
    media: mediaSchema.nullable(),
  })
  .extend(timestampsSchema.shape);
export type AlumniCard = z.infer<typeof alumniCardSchema>;
export const alumniCardInputSchema = z.object({
  imageUrl: imageUrlSchema('imageUrl', { required: true }),
  title: shortText('title'),
  subtitle: longText('subtitle', 300).default(''),
  order: orderSchema.default(0),
});
export type AlumniCardInput = z.infer<typeof alumniCardInputSchema>;

export const studentLifeEventSchema = z
  .object({
    _id: idSchema,
    title: z.string(),
    description: z.string(),
    image: z.string(),
    order: z.number().int(),
    media: mediaSchema.nullable(),
  })
  .extend(timestampsSchema.shape);
export type StudentLifeEvent = z.infer<typeof studentLifeEventSchema>;
export const studentLifeEventInputSchema = z.object({
  title: shortText('title'),
  description: longText('description', 3000).default(''),
  image: imageUrlSchema('image'),
  order: orderSchema.default(0),
});
export type StudentLifeEventInput = z.infer<typeof studentLifeEventInputSchema>;
