import { z } from 'zod';
import { imageUrlSchema } from './url.schema';
import {
  idSchema,
  listQuerySchema,
  longText,
  mediaSchema,
  orderSchema,
  queryBooleanSchema,
  queryText,
  shortText,
  timestampsSchema,
} from './common.schema';

export const leaderSchema = z
  .object({
    _id: idSchema,
    name: z.string(),
    role: z.string(),
    title: z.string(),
    shortMessage: z.string(),
    message: z.string(),
    paragraphMessage: z.array(z.string()),
    experience: z.string(),
    profileImage: z.object({ url: z.string(), fileName: z.string() }).nullable(),
    media: mediaSchema.nullable(),
    displayOrder: z.number().int(),
    featured: z.boolean(),
  })
  .extend(timestampsSchema.shape);
export type Leader = z.infer<typeof leaderSchema>;
/** A leader as the admin edits it: the stored picture key and name beside its URL ('' without one). */
export const leaderAdminSchema = leaderSchema.omit({ profileImage: true }).extend({
  profileImageFile: z.string().nullable(),
  profileImageName: z.string().nullable(),
  profileImageUrl: z.string(),
});

export const leaderInputSchema = z.object({
  name: shortText('name'),
  role: shortText('role', 100),
  title: longText('title', 200).default(''),
  shortMessage: longText('shortMessage', 500).default(''),
  message: shortText('message', 20_000),
  paragraphMessage: z.array(longText('paragraphMessage', 5000)).max(30).default([]),
  experience: longText('experience', 200).default(''),
  displayOrder: orderSchema.default(0),
  featured: z.boolean().default(false),
  /** An uploaded photo's URL (from POST /api/admin/uploads), or '' for none. */
  profileImageUrl: imageUrlSchema('profileImageUrl'),
});
export type LeaderInput = z.infer<typeof leaderInputSchema>;

export const LEADER_SORTABLE = ['displayOrder', 'name', 'role', 'createdAt'] as const;
export const leaderListQuerySchema = listQuerySchema({
  sortable: LEADER_SORTABLE,
  defaultSort: 'displayOrder',
}).extend({
  role: queryText('role', 100).optional(),
  featured: queryBooleanSchema.optional(),
});
export type LeaderListQuery = z.infer<typeof leaderListQuerySchema>;

/** docs/requirements.md#entities: the short message falls back to the first 100 characters of the message. */
export function leaderShortMessage(leader: Pick<Leader, 'shortMessage' | 'message'>): string {
  return leader.shortMessage.trim() !== '' ? leader.shortMessage : leader.message.slice(0, 100);
}
