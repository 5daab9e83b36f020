import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import * as schema from '../db/schema/index';
import type { FileStorage } from '../lib/file-storage';
import { createSeedContext, type DemoPictureSource } from './seed-context';
import { seeders } from './seeders';

const SEEDED_MARKER = 'meta:demo-seeded';

interface SeedOptions {
  db: Database;
  storage: FileStorage;
  log?: Pick<FastifyBaseLogger, 'info'>;
  /** Log each seeder's time (npm start -- --timings). */
  timings?: boolean | undefined;
  /** Defaults to the shipped demo media library. */
  pictures?: DemoPictureSource;
}

/** Seeds the demo content once, into an empty database; returns whether it did. */
export async function seedIfEmpty(options: SeedOptions): Promise<boolean> {
  if (await isSeeded(options.db)) return false;
  if (await hasContent(options.db)) return false;
  const started = Date.now();
  options.log?.info('seeding demo content into the empty database (first start only)...');
  await seedDemoContent(options);
  options.log?.info(`seeded demo content in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return true;
}

export async function isSeeded(db: Database): Promise<boolean> {
  const rows = await db.select().from(schema.siteSettings).where(eq(schema.siteSettings.key, SEEDED_MARKER));
  return rows.length > 0;
}

async function hasContent(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(schema.notices);
  return (row?.n ?? 0) > 0;
}

/** Every seeder in one transaction, then the marker: a crash leaves nothing half-seeded. */
export async function seedDemoContent({ db, storage, log, timings, pictures }: SeedOptions): Promise<void> {
  await db.transaction(async (tx) => {
    const context = createSeedContext(tx as unknown as Database, storage, pictures);
    for (const seeder of seeders) {
      const started = Date.now();
      await seeder.run(context);
      if (timings) log?.info(`seeded ${seeder.name} in ${Date.now() - started} ms`);
    }
    await tx
      .insert(schema.siteSettings)
      .values({ key: SEEDED_MARKER, value: { at: new Date().toISOString() } });
  });
}

/** Content tables emptied by `seed --reset`; accounts, enquiries and the audit log are kept. */
const CONTENT_TABLES = [
  'announcements',
  'translations',
  'notices',
  'events',
  'leaders',
  'faculty',
  'curriculum_levels',
  'fee_structures',
  'activity_groups',
  'policies',
  'mandatory_disclosures',
  'hero_images',
  'gallery_photos',
  'milestones',
  'alumni',
  'alumni_cards',
  'student_life_events',
  'training_programs',
  'coaches',
  'site_settings',
  // The uploads' rows and which rows name them (a TRUNCATE fires no row trigger).
  'media',
  'media_references',
];

export async function clearContent(db: Database): Promise<void> {
  await db.execute(sql.raw(`TRUNCATE ${CONTENT_TABLES.map((t) => `"${t}"`).join(', ')}`));
}
