import { z } from 'zod';
import { NOTICE_PRIORITIES } from './constants';
import {
  fileKeySchema,
  idSchema,
  isoDateSchema,
  listQuerySchema,
  queryText,
  longText,
  orderSchema,
  publicationSchema,
  shortText,
  timestampsSchema,
} from './common.schema';

export const noticePrioritySchema = z.enum(NOTICE_PRIORITIES, {
  message: `priority must be one of: ${NOTICE_PRIORITIES.join(', ')}`,
});

export const noticeSchema = z
  .object({
    _id: idSchema,
    title: z.string(),
    description: z.string(),
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
  .extend(timestampsSchema.shape);
export type Notice = z.infer<typeof noticeSchema>;

export const noticeInputSchema = z.object({
  title: shortText('title'),
  description: longText('description', 5000).default(''),
  type: shortText('type', 50).default('General'),
  date: isoDateSchema,
  pdfFile: fileKeySchema.nullable().default(null),
  order: orderSchema.default(0),
  priority: noticePrioritySchema.default('medium'),
  publication: publicationSchema.default('published'),
  publishAt: z.iso.datetime({ offset: true }).nullable().default(null),
  expireAt: z.iso.datetime({ offset: true }).nullable().default(null),
});
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
