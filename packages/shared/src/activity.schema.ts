import { z } from 'zod';
import { ACTIVITY_ICONS } from './constants';
import {
  idSchema,
  listQuerySchema,
  orderSchema,
  shortText,
  stringList,
  timestampsSchema,
} from './common.schema';

export const activityIconSchema = z.enum(ACTIVITY_ICONS);

export const activitySchema = z
  .object({
    _id: idSchema,
    category: z.string(),
    icon: z.string(),
    activities: z.array(z.string()),
    order: z.number().int(),
  })
  .extend(timestampsSchema.shape);
export type ActivityGroup = z.infer<typeof activitySchema>;

export const activityInputSchema = z.object({
  category: shortText('category', 100),
  icon: activityIconSchema.default('EmojiEvents'),
  activities: stringList('activities').default([]),
  order: orderSchema.default(0),
});
export type ActivityInput = z.infer<typeof activityInputSchema>;

export const ACTIVITY_SORTABLE = ['order', 'category', 'createdAt'] as const;
export const activityListQuerySchema = listQuerySchema({
  sortable: ACTIVITY_SORTABLE,
  defaultSort: 'order',
  defaultLimit: 20,
});
export type ActivityListQuery = z.infer<typeof activityListQuerySchema>;
