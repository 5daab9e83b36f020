import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { mediaFiles, mediaReferences } from '../db/schema/index';
import { mediaOfRow, mediaRowOf, uploadedKeyOf, type MediaStore } from './media';

/**
 * The media table (one row per uploaded picture or video, written at upload in the transaction of its
 * audit entry, and by video processing) and the references the database keeps of every content row.
 */
export function createMediaStore(db: Database): MediaStore {
  return {
    async record(media, facts) {
      await db.insert(mediaFiles).values(mediaRowOf(media, facts));
    },

    async save(media) {
      const {
        key,
        contentType: _type,
        bytes: _bytes,
        uploadedBy: _by,
        ...change
      } = mediaRowOf(media, {
        contentType: '',
        bytes: null,
        uploadedBy: null,
      });
      await db.update(mediaFiles).set(change).where(eq(mediaFiles.key, key));
    },

    async find(url) {
      const key = uploadedKeyOf(url);
      if (!key) return null;
      const [row] = await db.select().from(mediaFiles).where(eq(mediaFiles.key, key));
      return row ? mediaOfRow(row) : null;
    },

    async remove(key) {
      await db.delete(mediaFiles).where(eq(mediaFiles.key, key));
    },

    async isReferenced(keyOrUrl) {
      const key = uploadedKeyOf(keyOrUrl) ?? keyOrUrl;
      const [row] = await db
        .select({ used: sql<boolean>`true` })
        .from(mediaReferences)
        .where(eq(mediaReferences.key, key))
        .limit(1);
      return row !== undefined;
    },
  };
}
