import { getTableColumns, getTableName, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Media } from '@skp/shared';
import type { Database } from '../db/client';
import { mediaFiles } from '../db/schema/index';
import { mediaAtBase, mediaOfRow, type MediaRow } from './media';

/**
 * Content rows name the upload they show by its key (`media_key`, a foreign key to the media table);
 * every repository reads the row's Media through this one join, so when a video's processing moves on
 * only its media row changes and every page and answer follows.
 */

const UPLOADS_BASE = '/uploads/';
const bases = new WeakMap<object, string>();

/**
 * Where the Media a database's rows answer with point: `<MEDIA_PUBLIC_URL>/` when it is set (pages link
 * straight to the store or CDN), else /uploads/ (the app serves the file). Set once, where the app is built.
 */
export function setMediaBase(db: Database, mediaPublicUrl: string | undefined): void {
  bases.set(db, mediaPublicUrl ? `${mediaPublicUrl.replace(/\/+$/, '')}/` : UPLOADS_BASE);
}

export function mediaBaseOf(db: Database): string {
  return bases.get(db) ?? UPLOADS_BASE;
}

type JoinedMedia = Omit<MediaRow, 'contentType' | 'bytes' | 'uploadedBy'>;

/** The Media of the upload `keyColumn` names (null when it names none), as a column of the select. */
export function mediaOf(db: Database, keyColumn: AnyColumn): SQL<Media | null> {
  const base = mediaBaseOf(db);
  // Qualified: a select from one table names its columns bare, which inside the subquery could mean m's.
  const key = sql`${sql.identifier(getTableName(keyColumn.table))}.${sql.identifier(keyColumn.name)}`;
  return sql<Media | null>`(select jsonb_build_object(
      'key', m.key, 'kind', m.kind, 'width', m.width, 'height', m.height, 'variants', m.variants,
      'placeholder', m.placeholder, 'poster', m.poster, 'duration', m.duration, 'state', m.state,
      'video', m.video)
    from ${mediaFiles} m where m.key = ${key})`.mapWith((value: unknown) => {
    if (value === null || value === undefined) return null;
    const row = (typeof value === 'string' ? JSON.parse(value) : value) as JoinedMedia;
    return mediaAtBase(mediaOfRow(row), base);
  });
}

/** A row of a table whose rows may show an upload: its columns and the joined `media`. */
export type RowOf<T extends PgTable> = T['$inferSelect'] extends { mediaKey: string | null }
  ? T['$inferSelect'] & { media: Media | null }
  : T['$inferSelect'];

/** The fields of RowOf<T> for `db.select(...)` and `.returning(...)`. */
export type RowFields<T extends PgTable> = T['_']['columns'] &
  (T['$inferSelect'] extends { mediaKey: string | null } ? { media: SQL<Media | null> } : unknown);

/** What `db.select(...)` and `.returning(...)` read of `table`: every column, and `media` when it has media_key. */
export function rowFields<T extends PgTable>(db: Database, table: T): RowFields<T> {
  const columns = getTableColumns(table) as Record<string, AnyColumn>;
  return (columns.mediaKey ? { ...columns, media: mediaOf(db, columns.mediaKey) } : columns) as RowFields<T>;
}
