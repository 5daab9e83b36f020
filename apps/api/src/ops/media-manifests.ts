import { buffer } from 'node:stream/consumers';
import { eq, isNull } from 'drizzle-orm';
import { mediaSchema, type Media } from '@skp/shared';
import type { Database } from '../db/client';
import { mediaFiles, upgradeSteps } from '../db/schema/index';
import type { FileStorage } from '../lib/file-storage';
import { contentTypeOfMedia, mediaRowOf, uploadedKeyOf } from '../lib/media';

export const MEDIA_MANIFESTS_STEP = 'media-manifests';

/** One table's rows in a backup's dump (ops/backup.ts), as JSON of its columns. */
type DumpRow = Record<string, unknown>;

const UPLOADED = /^\/uploads\/[a-z0-9-]+\/[A-Za-z0-9_-]+\.[a-z0-9]{2,5}$/;

/**
 * A backup made by a release whose content rows kept a copy of their upload's facts (a `media` column,
 * and the Contact settings' roadmapMedia) made ready for today's tables, before it is loaded: each row
 * names its upload by key (`media_key`), and without a media table in the dump (the release before
 * it) the table is made from the copies as migration 0020 made it (the most recently changed copy of
 * each upload). `tables`: the tables with a media_key column.
 */
export function upgradeDumpMediaCopies(dump: Record<string, DumpRow[] | undefined>, tables: string[]): void {
  const copies: { media: Media; created: unknown; changed: unknown }[] = [];
  const rowsWithCopies: DumpRow[] = [];
  for (const table of tables)
    for (const row of dump[table] ?? []) {
      if (!('media' in row) || 'media_key' in row) continue;
      rowsWithCopies.push(row);
      const parsed = mediaSchema.safeParse(row.media);
      if (parsed.success && UPLOADED.test(parsed.data.url))
        copies.push({ media: parsed.data, created: row.created_at, changed: row.updated_at });
    }
  const contact = (dump.site_settings ?? []).find((row) => row.key === 'contact');
  const contactValue = contact?.value as Record<string, unknown> | undefined;
  if (contactValue?.roadmapMedia) {
    const parsed = mediaSchema.safeParse(contactValue.roadmapMedia);
    if (parsed.success && UPLOADED.test(parsed.data.url))
      copies.push({ media: parsed.data, created: contact!.updated_at, changed: contact!.updated_at });
    delete contactValue.roadmapMedia;
  }
  if (!dump.media) {
    const newest = new Map<string, (typeof copies)[number]>();
    for (const copy of copies) {
      const key = uploadedKeyOf(copy.media.url)!;
      const seen = newest.get(key);
      if (!seen || String(copy.changed) > String(seen.changed)) newest.set(key, copy);
    }
    dump.media = [...newest.entries()].map(([key, copy]) => {
      const row = mediaRowOf(copy.media, {
        contentType: contentTypeOfMedia(copy.media),
        bytes: null,
        uploadedBy: null,
      });
      return {
        key,
        kind: row.kind,
        content_type: row.contentType,
        bytes: null,
        width: row.width,
        height: row.height,
        variants: row.variants,
        placeholder: row.placeholder,
        poster: row.poster,
        duration: row.duration,
        state: row.state,
        video: row.video,
        uploaded_by: null,
        uploaded_at: copy.created,
      };
    });
  }
  const known = new Set((dump.media ?? []).map((row) => row.key));
  for (const row of rowsWithCopies) {
    const url = (row.media as { url?: unknown } | null)?.url;
    const key = typeof url === 'string' ? uploadedKeyOf(url) : null;
    row.media_key = key && known.has(key) ? key : null;
    delete row.media;
  }
}

/** Where the release before the media table kept an upload's Media: `<folder>/<name>.json` beside its file. */
function manifestKeyOf(url: string): string | null {
  const match = /^\/uploads\/([a-z0-9-]+\/[A-Za-z0-9_-]+)\.(jpg|jpeg|png|webp|avif|mp4|webm)$/.exec(url);
  return match ? `${match[1]}.json` : null;
}

async function readManifest(storage: FileStorage, key: string): Promise<Media | null> {
  const file = await storage.open(key);
  if (!file) return null;
  try {
    const parsed = mediaSchema.safeParse(JSON.parse((await buffer(file.stream)).toString('utf8')));
    return parsed.success && manifestKeyOf(parsed.data.url) === key ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The one-off start-up step of the upgrade to the media table (migration 0020 filled the table from the
 * copies the content rows kept): reads the JSON manifests the previous release wrote beside each upload
 * (an upload no row shows yet, a video's latest processing state), fills in the stored files' sizes,
 * then removes the manifests. Recorded in upgrade_steps, so later starts skip it; `force` runs it again
 * (a restored backup of the previous release). Answers null when it had already run.
 */
export async function importMediaManifests(
  db: Database,
  storage: FileStorage,
  options: { force?: boolean } = {},
): Promise<{ imported: number; sized: number } | null> {
  if (!options.force) {
    const done = await db.select().from(upgradeSteps).where(eq(upgradeSteps.name, MEDIA_MANIFESTS_STEP));
    if (done.length > 0) return null;
  }
  const candidates: string[] = [];
  for await (const key of storage.list()) if (key.endsWith('.json')) candidates.push(key);
  const manifests: string[] = [];
  let imported = 0;
  for (const manifest of candidates) {
    const media = await readManifest(storage, manifest);
    if (!media) continue; // not a manifest: left alone
    manifests.push(manifest);
    const key = uploadedKeyOf(media.url)!;
    const bytes = await storage.size(key);
    if (bytes === null) continue; // its file is gone: nothing to record
    const {
      key: _key,
      uploadedBy: _by,
      ...facts
    } = mediaRowOf(media, {
      contentType: contentTypeOfMedia(media),
      bytes,
      uploadedBy: null,
    });
    await db
      .insert(mediaFiles)
      .values({ key, ...facts })
      .onConflictDoUpdate({ target: mediaFiles.key, set: facts });
    imported++;
  }
  let sized = 0;
  const unsized = await db.select({ key: mediaFiles.key }).from(mediaFiles).where(isNull(mediaFiles.bytes));
  for (const { key } of unsized) {
    const bytes = await storage.size(key);
    if (bytes === null) continue;
    await db.update(mediaFiles).set({ bytes }).where(eq(mediaFiles.key, key));
    sized++;
  }
  for (const manifest of manifests) await storage.remove(manifest);
  await db.insert(upgradeSteps).values({ name: MEDIA_MANIFESTS_STEP }).onConflictDoNothing();
  return { imported, sized };
}
