import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mandatoryDisclosures } from '../../db/schema/index';
import { createCrudRepository } from '../../lib/crud-repository';

export type DisclosureRow = typeof mandatoryDisclosures.$inferSelect;

const ALL_CAP = 1000;

export function createMandatoryDisclosuresRepository(db: Database) {
  return {
    /** Admin: every row, writes and reorder. */
    admin: createCrudRepository(db, mandatoryDisclosures, {
      id: mandatoryDisclosures.id,
      sortColumns: {
        order: mandatoryDisclosures.order,
        title: mandatoryDisclosures.title,
        createdAt: mandatoryDisclosures.createdAt,
      },
      searchColumns: [mandatoryDisclosures.title, mandatoryDisclosures.description],
      orderColumn: mandatoryDisclosures.order,
    }),

    all(): Promise<DisclosureRow[]> {
      return db
        .select()
        .from(mandatoryDisclosures)
        .orderBy(
          asc(mandatoryDisclosures.order),
          asc(mandatoryDisclosures.createdAt),
          asc(mandatoryDisclosures.id),
        )
        .limit(ALL_CAP);
    },

    async findById(id: string): Promise<DisclosureRow | undefined> {
      const [row] = await db
        .select()
        .from(mandatoryDisclosures)
        .where(eq(mandatoryDisclosures.id, id))
        .limit(1);
      return row;
    },
  };
}
export type MandatoryDisclosuresRepository = ReturnType<typeof createMandatoryDisclosuresRepository>;
