import { z } from 'zod';
import { EVENT_STATUSES } from './constants';
import {
  fileKeySchema,
  idSchema,
  isoDateSchema,
  listQuerySchema,
  queryText,
  longText,
  mediaSchema,
  orderSchema,
  publicationSchema,
  shortText,
  timestampsSchema,
  visibilitySchema,
} from './common.schema';
import { imageUrlSchema } from './url.schema';
import { itemPageInputSchema, itemPageSchema, publicationInputSchema } from './item-page.schema';

export const eventStatusSchema = z.enum(EVENT_STATUSES, {
  message: `status must be one of: ${EVENT_STATUSES.join(', ')}`,
});

export const eventSchema = z
  .object({
    _id: idSchema,
    title: z.string(),
    description: z.string(),
    date: z.string(),
    endDate: z.string().nullable(),
    pdfFile: z.string().nullable(),
    type: z.string(),
    status: eventStatusSchema,
    location: z.string(),
    order: z.number().int(),
    registrations: z.number().int(),
    picture: z.string(),
    media: mediaSchema.nullable(),
    publication: publicationSchema,
    publishAt: z.string().nullable(),
    expireAt: z.string().nullable(),
  })
  .extend(itemPageSchema.shape)
  .extend(timestampsSchema.shape);
export type SchoolEvent = z.infer<typeof eventSchema>;
/** An event as the admin edits it: `pdfFile` is the stored key, `pdfUrl` where it is served. */
export const eventAdminSchema = eventSchema.extend({
  pdfUrl: z.string().nullable(),
  visibility: visibilitySchema,
});

export const eventInputSchema = z
  .object({
    title: shortText('title'),
    description: longText('description', 5000).default(''),
    date: isoDateSchema,
    endDate: isoDateSchema.nullable().default(null),
    pdfFile: fileKeySchema.nullable().default(null),
    type: shortText('type', 50).default('General'),
    status: eventStatusSchema.default('upcoming'),
    location: longText('location', 200).default(''),
    order: orderSchema.default(0),
    picture: imageUrlSchema('picture'),
  })
  .extend(itemPageInputSchema.shape)
  .extend(publicationInputSchema.shape);
export type EventInput = z.infer<typeof eventInputSchema>;

export const EVENT_SORTABLE = ['order', 'date', 'title', 'createdAt'] as const;
export const eventListQuerySchema = listQuerySchema({
  sortable: EVENT_SORTABLE,
  defaultSort: 'date',
  defaultOrder: 'asc',
}).extend({
  type: queryText('type', 50).optional(),
  status: eventStatusSchema.optional(),
  location: queryText('location', 200).optional(),
});
export type EventListQuery = z.infer<typeof eventListQuerySchema>;
