import { z } from 'zod';
import { NOTICE_PRIORITIES } from './constants';
import {
  fileKeySchema,
  idSchema,
  isoDateSchema,
  listQuerySchema,
  mediaSchema,
  queryText,
  longText,
  orderSchema,
  publicationSchema,
  shortText,
  timestampsSchema,
  visibilitySchema,
} from './common.schema';
import { itemPageInputSchema, itemPageSchema, publicationInputSchema } from './item-page.schema';
import { imageUrlSchema } from './url.schema';

export const noticePrioritySchema = z.enum(NOTICE_PRIORITIES, {
  message: `priority must be one of: ${NOTICE_PRIORITIES.join(', ')}`,
});

export const noticeSchema = z
  .object({
    _id: idSchema,
    title: z.string(),
    description: z.string(),
    /** The notice's own picture ('' without one) and its variants. */
    imageUrl: z.string(),
    media: mediaSchema.nullable(),
    type: z.string(),
    date: z.string(),
    /** Download path of the PDF, or null when there is none. */
    pdfFile: z.string().nullable(),
    order: z.number().int(),
    priority: noticePrioritySchema,
    publication: publicationSchema,
    publishAt: z.string().nullable(),
    expireAt: z.string().nullable(),
  })
  .extend(itemPageSchema.shape)
  .extend(timestampsSchema.shape);
export type Notice = z.infer<typeof noticeSchema>;
/** A notice as the admin edits it: `pdfFile` is the stored key, `pdfUrl` where it is served. */
export const noticeAdminSchema = noticeSchema.extend({
  pdfUrl: z.string().nullable(),
  visibility: visibilitySchema,
});

export const noticeInputSchema = z
  .object({
    title: shortText('title'),
    description: longText('description', 5000).default(''),
    imageUrl: imageUrlSchema('imageUrl'),
    type: shortText('type', 50).default('General'),
    date: isoDateSchema,
    pdfFile: fileKeySchema.nullable().default(null),
    order: orderSchema.default(0),
    priority: noticePrioritySchema.default('medium'),
  })
  .extend(itemPageInputSchema.shape)
  .extend(publicationInputSchema.shape);
export type NoticeInput = z.infer<typeof noticeInputSchema>;

export const NOTICE_SORTABLE = ['order', 'date', 'title', 'priority', 'createdAt'] as const;
export const noticeListQuerySchema = listQuerySchema({
  sortable: NOTICE_SORTABLE,
  defaultSort: 'date',
  defaultOrder: 'desc',
}).extend({
  type: queryText('type', 50).optional(),
  priority: noticePrioritySchema.optional(),
});
export type NoticeListQuery = z.infer<typeof noticeListQuerySchema>;

/** Where a notice of this Order would stand in Home's list (GET /api/admin/notices/placement). */
export const noticePlacementQuerySchema = z.object({
  order: z.coerce
    .number({ message: 'order must be a whole number' })
    .int('order must be a whole number')
    .min(0, 'order must be at least 0')
    .max(1_000_000, 'order is too large'),
  /** The notice itself when it exists (a new notice is the newest of its Order). */
  id: idSchema.optional(),
});
export type NoticePlacementQuery = z.infer<typeof noticePlacementQuerySchema>;
export const noticePlacementSchema = z.object({
  /** 1-based place among the live notices, this one counted as live. */
  position: z.number().int(),
  /** How many notices Home shows (docs/requirements.md#limits). */
  homeCount: z.number().int(),
});
export type NoticePlacement = z.infer<typeof noticePlacementSchema>;
