import {
  bigint,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Media, VideoInfo } from '@skp/shared';
import { users } from './system';

/**
 * One row per uploaded picture or video, keyed by its storage key (`gallery/<random>.jpg`): the facts
 * the site needs to show it (size, responsive variants, placeholder, poster, how to play a video) and
 * who uploaded it when. Written at upload and by video processing (lib/media.repository.ts).
 */
export const mediaFiles = pgTable(
  'media',
  {
    key: text('key').primaryKey(),
    kind: text('kind').$type<'image' | 'video'>().notNull(),
    /** The main file's type: image/jpeg for a processed picture, video/mp4 or video/webm. */
    contentType: text('content_type').notNull(),
    /** The main file's size; null when not known (a file gone before the table was made). */
    bytes: bigint('bytes', { mode: 'number' }),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** Responsive variants (a video's are its poster's). */
    variants: jsonb('variants').$type<Media['variants']>().notNull().default([]),
    /** A tiny data: URL shown while the picture loads. */
    placeholder: text('placeholder'),
    /** A video's poster picture (its address). */
    poster: text('poster'),
    /** Seconds, videos only (0 when the server could not read it). */
    duration: doublePrecision('duration'),
    /** A video's processing: processing, ready, original (no encoder) or failed; pictures are ready. */
    state: text('state').$type<VideoInfo['state']>().notNull().default('ready'),
    /** How a video plays (its web and phone copies, codecs) and how far its processing is. */
    video: jsonb('video').$type<Omit<VideoInfo, 'duration' | 'state'>>(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('media_uploaded_by_idx').on(t.uploadedBy)],
);

/**
 * Which rows name which stored file (its key anywhere in the row: a picture's address, a PDF's key, a
 * settings value). Kept by the database: a trigger on every content table (migration 0020) rewrites a
 * row's references in the transaction of its write, so "is this file still used?" is one index look-up.
 */
export const mediaReferences = pgTable(
  'media_references',
  {
    key: text('key').notNull(),
    /** The table. */
    entity: text('entity').notNull(),
    /** The row's key columns, joined by '/'. */
    entityId: text('entity_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.entity, t.entityId] }),
    index('media_references_entity_idx').on(t.entity, t.entityId),
  ],
);

/** One-off steps of upgrades that need more than SQL (reading files), each recorded once done. */
export const upgradeSteps = pgTable('upgrade_steps', {
  name: text('name').primaryKey(),
  doneAt: timestamp('done_at', { withTimezone: true }).notNull().defaultNow(),
});
