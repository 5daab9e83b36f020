import { desc, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import { privacyNoticeVersions } from '../../db/schema/index';

export type NoticeVersionRow = typeof privacyNoticeVersions.$inferSelect;

/** The privacy notice's versions (privacy_notice_versions). */
export function createPrivacyRepository(db: Database) {
  async function latest(): Promise<NoticeVersionRow | undefined> {
    const [row] = await db
      .select()
      .from(privacyNoticeVersions)
      .orderBy(desc(privacyNoticeVersions.version))
      .limit(1);
    return row;
  }

  return {
    latest,

    /**
     * The latest version when its hash is `hash`; otherwise a new version (the highest plus one)
     * holding `content`, added in one statement only while the latest differs (two requests, or two
     * servers, adding the same change at once make one version).
     */
    async ensure(hash: string, content: unknown): Promise<NoticeVersionRow> {
      const current = await latest();
      if (current?.hash === hash) return current;
      await queryRows(
        db,
        sql`insert into ${privacyNoticeVersions} (version, hash, content)
            select coalesce(max(version), 0) + 1, ${hash}, ${JSON.stringify(content)}::jsonb
            from ${privacyNoticeVersions}
            having coalesce((select hash from ${privacyNoticeVersions} order by version desc limit 1), '') <> ${hash}
            on conflict (version) do nothing`,
      );
      return (await latest())!;
    },
  };
}
export type PrivacyRepository = ReturnType<typeof createPrivacyRepository>;
