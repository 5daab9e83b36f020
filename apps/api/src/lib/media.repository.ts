import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { mediaFiles, mediaReferences } from '../db/schema/index';
import { mediaOfRow, mediaRowOf, uploadedKeyOf, type MediaStore } from './media';
import { mediaBaseOf, mediaOf } from './media-join';
import { isValidFileKey } from './file-storage';

/**
 * The media table (one row per uploaded picture or video, written at upload in the transaction of its
 * audit entry, and by video processing) and the references the database keeps of every content row.
 */
export function createMediaStore(db: Database): MediaStore {
  const base = mediaBaseOf(db);
  /** The key of an upload's address: /uploads/<key>, <MEDIA_PUBLIC_URL>/<key>, or the key itself. */
  const keyOf = (value: string): string | null => {
    const key = uploadedKeyOf(value) ?? (value.startsWith(base) ? value.slice(base.length) : value);
    return isValidFileKey(key) ? key : null;
  };
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

    async find(urlOrKey) {
      const key = keyOf(urlOrKey);
      if (!key) return null;
      const [row] = await db.select().from(mediaFiles).where(eq(mediaFiles.key, key));
      return row ? mediaOfRow(row) : null;
    },

    async shown(urlOrKey) {
      const key = keyOf(urlOrKey);
      if (!key) return null;
      const [row] = await db
        .select({ media: mediaOf(db, mediaFiles.key) })
        .from(mediaFiles)
        .where(eq(mediaFiles.key, key));
      return row?.media ?? null;
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
