import { and, asc, desc, eq, lt, sql } from 'drizzle-orm';
import type { PagedQuery } from '@skp/shared';
import type { Database } from '../../db/client';
import { findPage, type Page } from '../../lib/pagination';
import { privacyIncidents, privacyRequestCodes, privacyRequests } from '../../db/schema/index';

export type PrivacyRequestRow = typeof privacyRequests.$inferSelect;
export type PrivacyRequestCodeRow = typeof privacyRequestCodes.$inferSelect;
export type PrivacyIncidentRow = typeof privacyIncidents.$inferSelect;

/** Rights requests (with their pending codes) and the breach register. */
export function createPrivacyRightsRepository(db: Database) {
  return {
    async addCode(values: typeof privacyRequestCodes.$inferInsert): Promise<void> {
      await db.delete(privacyRequestCodes).where(lt(privacyRequestCodes.expiresAt, sql`now()`));
      await db.insert(privacyRequestCodes).values(values);
    },

    async findCode(ticketHash: string): Promise<PrivacyRequestCodeRow | undefined> {
      const [row] = await db
        .select()
        .from(privacyRequestCodes)
        .where(eq(privacyRequestCodes.ticketHash, ticketHash))
        .limit(1);
      return row;
    },

    /** Counts a wrong try; answers the tries made so far. */
    async countWrongTry(id: string): Promise<number> {
      const [row] = await db
        .update(privacyRequestCodes)
        .set({ tries: sql`${privacyRequestCodes.tries} + 1` })
        .where(eq(privacyRequestCodes.id, id))
        .returning({ tries: privacyRequestCodes.tries });
      return row?.tries ?? Number.MAX_SAFE_INTEGER;
    },

    /** Uses a code: deletes it, only once (two tries at the same moment make one request). */
    async takeCode(id: string): Promise<boolean> {
      const rows = await db
        .delete(privacyRequestCodes)
        .where(and(eq(privacyRequestCodes.id, id), sql`${privacyRequestCodes.expiresAt} > now()`))
        .returning({ id: privacyRequestCodes.id });
      return rows.length > 0;
    },

    async removeCode(id: string): Promise<void> {
      await db.delete(privacyRequestCodes).where(eq(privacyRequestCodes.id, id));
    },

    async addRequest(values: typeof privacyRequests.$inferInsert): Promise<PrivacyRequestRow> {
      const [row] = await db.insert(privacyRequests).values(values).returning();
      return row!;
    },

    /** One page of the requests: open ones first (soonest due first), then the done ones, newest first. */
    listRequests(query: PagedQuery): Promise<Page<PrivacyRequestRow>> {
      return findPage(db, privacyRequests, {
        orderBy: [
          sql`case when ${privacyRequests.status} = 'open' then 0 else 1 end`,
          sql`case when ${privacyRequests.status} = 'open' then ${privacyRequests.dueAt} end asc`,
          desc(privacyRequests.createdAt),
          asc(privacyRequests.id),
        ],
        page: query.page,
        limit: query.limit,
      });
    },

    async findRequest(id: string): Promise<PrivacyRequestRow | undefined> {
      const [row] = await db.select().from(privacyRequests).where(eq(privacyRequests.id, id)).limit(1);
      return row;
    },

    async closeRequest(
      id: string,
      closedBy: string | null,
      answer: string,
    ): Promise<PrivacyRequestRow | undefined> {
      const [row] = await db
        .update(privacyRequests)
        .set({ status: 'done', closedAt: sql`now()`, closedBy, answer, updatedAt: sql`now()` })
        .where(and(eq(privacyRequests.id, id), eq(privacyRequests.status, 'open')))
        .returning();
      return row;
    },

    /** Deletes the requests closed before `cutoff` (open ones are never erased); answers their ids. */
    async eraseClosedBefore(cutoff: Date): Promise<string[]> {
      const rows = await db
        .delete(privacyRequests)
        .where(and(eq(privacyRequests.status, 'done'), lt(privacyRequests.closedAt, cutoff)))
        .returning({ id: privacyRequests.id });
      return rows.map((row) => row.id);
    },

    async requestCounts(): Promise<{ open: number; overdue: number }> {
      const [row] = await db
        .select({
          open: sql<number>`count(*)::int`,
          overdue: sql<number>`(count(*) filter (where ${privacyRequests.dueAt} < now()))::int`,
        })
        .from(privacyRequests)
        .where(eq(privacyRequests.status, 'open'));
      return { open: row?.open ?? 0, overdue: row?.overdue ?? 0 };
    },

    async addIncident(values: typeof privacyIncidents.$inferInsert): Promise<PrivacyIncidentRow> {
      const [row] = await db.insert(privacyIncidents).values(values).returning();
      return row!;
    },

    /** One page of the breach register, latest found first. */
    listIncidents(query: PagedQuery): Promise<Page<PrivacyIncidentRow>> {
      return findPage(db, privacyIncidents, {
        orderBy: [desc(privacyIncidents.foundAt), asc(privacyIncidents.id)],
        page: query.page,
        limit: query.limit,
      });
    },

    async findIncident(id: string): Promise<PrivacyIncidentRow | undefined> {
      const [row] = await db.select().from(privacyIncidents).where(eq(privacyIncidents.id, id)).limit(1);
      return row;
    },

    async updateIncident(
      id: string,
      values: Partial<Pick<PrivacyIncidentRow, 'reportedAt' | 'noticeText' | 'noticeTextHi'>>,
    ): Promise<PrivacyIncidentRow | undefined> {
      const [row] = await db
        .update(privacyIncidents)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(privacyIncidents.id, id))
        .returning();
      return row;
    },

    /** The notice approved now, with `count` more mails queued. */
    async recordNoticeApproved(id: string, count: number): Promise<PrivacyIncidentRow | undefined> {
      const [row] = await db
        .update(privacyIncidents)
        .set({
          noticeApprovedAt: sql`now()`,
          noticeQueued: sql`${privacyIncidents.noticeQueued} + ${count}`,
          updatedAt: sql`now()`,
        })
        .where(eq(privacyIncidents.id, id))
        .returning();
      return row;
    },
  };
}
export type PrivacyRightsRepository = ReturnType<typeof createPrivacyRightsRepository>;
