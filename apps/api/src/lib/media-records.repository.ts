import { getTableColumns, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Media } from '@skp/shared';
import type { Database } from '../db/client';
import * as schema from '../db/schema/index';
import { queryRows } from '../db/client';

const tablesWithMedia = (Object.values(schema) as unknown[]).filter(
  (value): value is PgTable => is(value, PgTable) && 'media' in getTableColumns(value),
);

/**
 * Rows that show an upload keep a copy of its Media; when a video's background processing ends
 * (poster, web-friendly copy), every row showing that video gets the finished Media.
 */
export function createMediaRecords(db: Database) {
  return {
    /** Replaces the media of every content row whose media is the upload at `media.url`; returns how many. */
    async replace(media: Media): Promise<number> {
      let changed = 0;
      for (const table of tablesWithMedia) {
        const rows = await queryRows<{ one: number }>(
          db,
          sql`update ${table} set media = ${JSON.stringify(media)}::jsonb
              where media->>'url' = ${media.url} returning 1 as one`,
        );
        changed += rows.length;
      }
      return changed;
    },
    tableNames: () => tablesWithMedia.map(getTableName),
  };
}
export type MediaRecords = ReturnType<typeof createMediaRecords>;
