import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { siteSettings } from '../../db/schema/index';

/** Reads the school's contact mailbox (site_settings 'contact', value.email) for enquiry delivery. */
export function createContactSettingsRepository(db: Database) {
  return {
    async contactEmail(): Promise<string | undefined> {
      const [row] = await db
        .select({ value: siteSettings.value })
        .from(siteSettings)
        .where(eq(siteSettings.key, 'contact'))
        .limit(1);
      const email = row?.value.email;
      return typeof email === 'string' && email.trim() !== '' ? email.trim() : undefined;
    },
  };
}
export type ContactSettingsRepository = ReturnType<typeof createContactSettingsRepository>;
