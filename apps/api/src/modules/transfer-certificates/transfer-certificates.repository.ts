import { and, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { TcLookupResult, TransferCertificateListQuery } from '@skp/shared';
import type { Database } from '../../db/client';
import { tcLookups, transferCertificates } from '../../db/schema/index';
import { findPage, orderBy, searchCondition, type Page } from '../../lib/pagination';

export type TransferCertificateRow = typeof transferCertificates.$inferSelect;
export type NewTransferCertificateRow = typeof transferCertificates.$inferInsert;
export type TcLookupRow = typeof tcLookups.$inferSelect;

const SORT_COLUMNS = {
  createdAt: transferCertificates.createdAt,
  dateOfIssue: transferCertificates.dateOfIssue,
  tcNumber: transferCertificates.tcNumber,
  studentName: transferCertificates.studentName,
} as const;

/** Rows per INSERT statement of an import (PostgreSQL takes at most 65,535 parameters per statement). */
const INSERT_BATCH = 500;

export function createTransferCertificatesRepository(db: Database) {
  async function findByTcNumber(tcNumber: string): Promise<TransferCertificateRow | undefined> {
    const [row] = await db
      .select()
      .from(transferCertificates)
      .where(eq(transferCertificates.tcNumber, tcNumber))
      .limit(1);
    return row;
  }

  return {
    findByTcNumber,

    list(query: TransferCertificateListQuery): Promise<Page<TransferCertificateRow>> {
      return findPage(db, transferCertificates, {
        where: searchCondition(query.search, [
          transferCertificates.tcNumber,
          transferCertificates.admissionNumber,
          transferCertificates.studentName,
        ]),
        orderBy: orderBy(SORT_COLUMNS[query.sortBy], query.sortOrder, [transferCertificates.id]),
        page: query.page,
        limit: query.limit,
      });
    },

    async findById(id: string): Promise<TransferCertificateRow | undefined> {
      const [row] = await db
        .select()
        .from(transferCertificates)
        .where(eq(transferCertificates.id, id))
        .limit(1);
      return row;
    },

    async findByVerifyToken(token: string): Promise<TransferCertificateRow | undefined> {
      const [row] = await db
        .select()
        .from(transferCertificates)
        .where(eq(transferCertificates.verifyToken, token))
        .limit(1);
      return row;
    },

    /** Which of these TC numbers are already in the register. */
    async existingTcNumbers(tcNumbers: string[]): Promise<Set<string>> {
      const found = new Set<string>();
      for (let i = 0; i < tcNumbers.length; i += INSERT_BATCH) {
        const rows = await db
          .select({ tcNumber: transferCertificates.tcNumber })
          .from(transferCertificates)
          .where(inArray(transferCertificates.tcNumber, tcNumbers.slice(i, i + INSERT_BATCH)));
        for (const row of rows) found.add(row.tcNumber);
      }
      return found;
    },

    async insert(values: NewTransferCertificateRow): Promise<TransferCertificateRow> {
      const [row] = await db.insert(transferCertificates).values(values).returning();
      return row!;
    },

    /** Many rows (an import), in batches; call inside a transaction for all-or-nothing. */
    async insertMany(values: NewTransferCertificateRow[]): Promise<number> {
      let added = 0;
      for (let i = 0; i < values.length; i += INSERT_BATCH) {
        const rows = await db
          .insert(transferCertificates)
          .values(values.slice(i, i + INSERT_BATCH))
          .returning({ id: transferCertificates.id });
        added += rows.length;
      }
      return added;
    },

    async update(
      id: string,
      values: Partial<NewTransferCertificateRow>,
    ): Promise<TransferCertificateRow | undefined> {
      const [row] = await db
        .update(transferCertificates)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(transferCertificates.id, id))
        .returning();
      return row;
    },

    /** Whether another TC already has this number. */
    async tcNumberTaken(tcNumber: string, exceptId?: string): Promise<boolean> {
      const row = await findByTcNumber(tcNumber);
      return row !== undefined && row.id !== exceptId;
    },

    async logLookup(values: typeof tcLookups.$inferInsert): Promise<TcLookupRow> {
      const [row] = await db.insert(tcLookups).values(values).returning();
      return row!;
    },

    /** The look-up a copy link belongs to, while the link is valid. */
    async lookupByCopyToken(tokenHash: string): Promise<TcLookupRow | undefined> {
      const [row] = await db
        .select()
        .from(tcLookups)
        .where(and(eq(tcLookups.copyTokenHash, tokenHash), gt(tcLookups.copyExpiresAt, sql`now()`)))
        .limit(1);
      return row;
    },

    async markCopyServed(id: string): Promise<void> {
      await db.update(tcLookups).set({ copyServed: true }).where(eq(tcLookups.id, id));
    },

    listLookups(query: { page: number; limit: number }): Promise<Page<TcLookupRow>> {
      return findPage(db, tcLookups, {
        orderBy: [desc(tcLookups.createdAt), desc(tcLookups.id)],
        page: query.page,
        limit: query.limit,
      });
    },

    /** Deletes the TCs issued before a date (YYYY-MM-DD) with their look-ups' log; their ids and scans. */
    async eraseIssuedBefore(date: string): Promise<{ id: string; scanKey: string }[]> {
      const gone = await db
        .select({ id: transferCertificates.id, scanKey: transferCertificates.scanKey })
        .from(transferCertificates)
        .where(lt(transferCertificates.dateOfIssue, date));
      if (gone.length === 0) return gone;
      const ids = gone.map((row) => row.id);
      await db.delete(tcLookups).where(inArray(tcLookups.certificateId, ids));
      await db.delete(transferCertificates).where(inArray(transferCertificates.id, ids));
      return gone;
    },

    async countLookups(result?: TcLookupResult): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(tcLookups)
        .where(result ? eq(tcLookups.result, result) : undefined);
      return row?.n ?? 0;
    },
  };
}
export type TransferCertificatesRepository = ReturnType<typeof createTransferCertificatesRepository>;
