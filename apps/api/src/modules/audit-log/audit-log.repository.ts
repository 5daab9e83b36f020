import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AuditLogQuery } from '@skp/shared';
import type { Database } from '../../db/client';
import { auditLog } from '../../db/schema/index';

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = typeof auditLog.$inferInsert;

export function createAuditLogRepository(db: Database) {
  return {
    /** Every query of `work`, through any repository, joins this transaction. */
    transaction<T>(work: () => Promise<T>): Promise<T> {
      return db.transaction(() => work());
    },

    async insert(row: NewAuditRow): Promise<void> {
      await db.insert(auditLog).values(row);
    },

    /** Removes `keys` from before/after of the entries about `ids` of `entity`; the number changed. */
    async redact(entity: string, ids: string[], keys: string[]): Promise<number> {
      if (ids.length === 0 || keys.length === 0) return 0;
      const removed = sql`array[${sql.join(
        keys.map((key) => sql`${key}`),
        sql`, `,
      )}]::text[]`;
      const rows = await db
        .update(auditLog)
        .set({ before: sql`${auditLog.before} - ${removed}`, after: sql`${auditLog.after} - ${removed}` })
        .where(and(eq(auditLog.entity, entity), inArray(auditLog.entityId, ids)))
        .returning({ id: auditLog.id });
      return rows.length;
    },

    async list(query: AuditLogQuery) {
      const where = and(
        query.entity ? eq(auditLog.entity, query.entity) : undefined,
        query.userId ? eq(auditLog.userId, query.userId) : undefined,
      );
      const [items, totals] = await Promise.all([
        db
          .select()
          .from(auditLog)
          .where(where)
          .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ total: count() }).from(auditLog).where(where),
      ]);
      const total = totals[0]?.total ?? 0;
      return {
        items,
        pagination: { page: query.page, limit: query.limit, total, pages: Math.ceil(total / query.limit) },
      };
    },
  };
}
export type AuditLogRepository = ReturnType<typeof createAuditLogRepository>;
