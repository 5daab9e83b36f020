import { asc, eq, sql } from 'drizzle-orm';
import type { DisclosureSectionName } from '@skp/shared';
import type { Database } from '../../db/client';
import { disclosureLinkChecks, publicDisclosureSections } from '../../db/schema/index';

export type LinkCheckRow = typeof disclosureLinkChecks.$inferSelect;
export type NewLinkCheck = Omit<LinkCheckRow, 'firstFailedAt'>;

/** The disclosure's sections (one row each) and the link checker's findings. */
export function createPublicDisclosureRepository(db: Database) {
  return {
    async sections(): Promise<{ section: DisclosureSectionName; data: unknown; updatedAt: Date }[]> {
      return db.select().from(publicDisclosureSections);
    },

    async section(section: DisclosureSectionName): Promise<unknown> {
      const [row] = await db
        .select({ data: publicDisclosureSections.data })
        .from(publicDisclosureSections)
        .where(eq(publicDisclosureSections.section, section))
        .limit(1);
      return row?.data;
    },

    async putSection(section: DisclosureSectionName, data: Record<string, unknown>): Promise<void> {
      await db
        .insert(publicDisclosureSections)
        .values({ section, data })
        .onConflictDoUpdate({
          target: publicDisclosureSections.section,
          set: { data, updatedAt: sql`now()` },
        });
    },

    async linkChecks(): Promise<LinkCheckRow[]> {
      return db.select().from(disclosureLinkChecks).orderBy(asc(disclosureLinkChecks.section));
    },

    /** Replaces every finding with this round's; a dead link keeps the date it was first found dead. */
    async replaceLinkChecks(checks: NewLinkCheck[]): Promise<void> {
      const previous = new Map((await this.linkChecks()).map((row) => [row.target, row]));
      await db.delete(disclosureLinkChecks);
      if (checks.length === 0) return;
      await db.insert(disclosureLinkChecks).values(
        checks.map((check) => ({
          ...check,
          firstFailedAt: check.ok ? null : (previous.get(check.target)?.firstFailedAt ?? check.checkedAt),
        })),
      );
    },
  };
}
export type PublicDisclosureRepository = ReturnType<typeof createPublicDisclosureRepository>;
