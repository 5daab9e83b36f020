import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { siteSettings } from '../../db/schema/index';

/** Key-value rows of site_settings: the singletons (contact, admission info, page copy, ...). */
export function createSettingsRepository(db: Database) {
  return {
    async get(key: string): Promise<unknown> {
      const [row] = await db
        .select({ value: siteSettings.value })
        .from(siteSettings)
        .where(eq(siteSettings.key, key))
        .limit(1);
      return row?.value;
    },

    /** Stores the value only when the key has none yet (one statement: two instances agree on the first). */
    async putIfAbsent(key: string, value: Record<string, unknown>): Promise<void> {
      await db.insert(siteSettings).values({ key, value }).onConflictDoNothing({ target: siteSettings.key });
    },

    async put(key: string, value: Record<string, unknown>): Promise<void> {
      await db
        .insert(siteSettings)
        .values({ key, value })
        .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: sql`now()` } });
    },
  };
}
export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
