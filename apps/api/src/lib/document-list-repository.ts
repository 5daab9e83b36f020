import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { policies } from '../db/schema/index';
import { createCrudRepository } from './crud-repository';

/** Every document list (policies, mandatory disclosures) has these columns (db/schema documentColumns). */
export type DocumentTable = typeof policies;
export type DocumentRow = DocumentTable['$inferSelect'];

const ALL_CAP = 1000;

/** A document list's queries: the admin's CRUD, the public list in display order, one row. */
export function createDocumentListRepository(db: Database, table: DocumentTable) {
  return {
    /** Admin: every row, writes and reorder. */
    admin: createCrudRepository(db, table, {
      id: table.id,
      sortColumns: { order: table.order, title: table.title, createdAt: table.createdAt },
      searchColumns: [table.title, table.description],
      orderColumn: table.order,
    }),

    all(): Promise<DocumentRow[]> {
      return db
        .select()
        .from(table)
        .orderBy(asc(table.order), asc(table.createdAt), asc(table.id))
        .limit(ALL_CAP);
    },

    async findById(id: string): Promise<DocumentRow | undefined> {
      const [row] = await db.select().from(table).where(eq(table.id, id)).limit(1);
      return row;
    },
  };
}
export type DocumentListRepository = ReturnType<typeof createDocumentListRepository>;
