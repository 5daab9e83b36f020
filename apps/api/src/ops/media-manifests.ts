import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { eq, isNull, sql } from 'drizzle-orm';
import { mediaSchema, type Media } from '@skp/shared';
import { migrationsFolder, type Database } from '../db/client';
import { mediaFiles, upgradeSteps } from '../db/schema/index';
import type { FileStorage } from '../lib/file-storage';
import { contentTypeOfMedia, mediaRowOf, uploadedKeyOf } from '../lib/media';

export const MEDIA_MANIFESTS_STEP = 'media-manifests';

/**
 * Fills the media table from the copies of each upload's facts the content rows kept: the statement of
 * migration 0020 itself, run again for a restored backup made by the release before the table.
 */
export async function fillMediaFromCopies(db: Database): Promise<void> {
  const migration = await readFile(join(migrationsFolder, '0020_media.sql'), 'utf8');
  const statement = migration
    .split('--> statement-breakpoint')
    .find((part) => part.includes('INSERT INTO "media" ('));
  if (!statement) throw new Error('0020_media.sql has no statement that fills the media table');
  await db.execute(sql.raw(statement));
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
