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
import { slugSchema } from './slug.schema';

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
    /** The event's page is /events/<slug>. */
    slug: z.string(),
    /** Sanitized HTML: headings, lists, bold, italics, links. */
    body: z.string(),
    picture: z.string(),
    media: mediaSchema.nullable(),
    /** What staff paste into WhatsApp groups (the admin's 'copy for WhatsApp'); empty: the generated text. */
    shareText: z.string(),
    publication: publicationSchema,
    publishAt: z.string().nullable(),
    expireAt: z.string().nullable(),
  })
  .extend(timestampsSchema.shape);
export type SchoolEvent = z.infer<typeof eventSchema>;
/** An event as the admin edits it: `pdfFile` is the stored key, `pdfUrl` where it is served. */
export const eventAdminSchema = eventSchema.extend({
  pdfUrl: z.string().nullable(),
  visibility: visibilitySchema,
});

export const eventInputSchema = z.object({
  title: shortText('title'),
  description: longText('description', 5000).default(''),
  date: isoDateSchema,
  endDate: isoDateSchema.nullable().default(null),
  pdfFile: fileKeySchema.nullable().default(null),
  type: shortText('type', 50).default('General'),
  status: eventStatusSchema.default('upcoming'),
  location: longText('location', 200).default(''),
  order: orderSchema.default(0),
  /** Empty: made from the title (and kept when the title changes later). */
  slug: z.preprocess((value) => (value === '' ? null : value), slugSchema.nullable().default(null)),
  body: longText('body', 50_000).default(''),
  picture: imageUrlSchema('picture'),
  shareText: longText('shareText', 1000).default(''),
  publication: publicationSchema.default('published'),
  publishAt: z.iso.datetime({ offset: true }).nullable().default(null),
  expireAt: z.iso.datetime({ offset: true }).nullable().default(null),
});
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
