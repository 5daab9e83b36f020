import { and, eq, like, ne, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { slugHistory } from '../db/schema/index';

/** The table whose rows have a slug column, e.g. notices. */
export interface SluggedTable {
  table: PgTable;
  id: PgColumn;
  slug: PgColumn;
}

/** Slugs of one entity: the ones rows have now and the retired ones kept in slug_history. */
export function createSlugRepository(db: Database, entity: string, target: SluggedTable) {
  // Slugs hold only a-z, 0-9 and '-': nothing in them is a LIKE wildcard.
  const sameOrSuffixed = (column: PgColumn | typeof slugHistory.slug, base: string): SQL | undefined =>
    or(eq(column, base), like(column, `${base}-%`));

  return {
    /** Every slug equal to `base` or `base-…` that another row has now or had before. */
    async taken(base: string, exceptId?: string): Promise<Set<string>> {
      const current = await db
        .select({ slug: target.slug })
        .from(target.table)
        .where(and(sameOrSuffixed(target.slug, base), exceptId ? ne(target.id, exceptId) : undefined));
      const retired = await db
        .select({ slug: slugHistory.slug })
        .from(slugHistory)
        .where(
          and(
            eq(slugHistory.entity, entity),
            sameOrSuffixed(slugHistory.slug, base),
            exceptId ? ne(slugHistory.entityId, exceptId) : undefined,
          ),
        );
      return new Set([...current, ...retired].map((row) => row.slug as string));
    },

    /** The row a retired slug belonged to, if it was retired. */
    async retiredOwner(slug: string): Promise<string | undefined> {
      const [row] = await db
        .select({ entityId: slugHistory.entityId })
        .from(slugHistory)
        .where(and(eq(slugHistory.entity, entity), eq(slugHistory.slug, slug)))
        .limit(1);
      return row?.entityId;
    },

    /** Keeps `slug` as a former address of `entityId`. */
    async retire(entityId: string, slug: string): Promise<void> {
      await db
        .insert(slugHistory)
        .values({ entity, slug, entityId })
        .onConflictDoUpdate({
          target: [slugHistory.entity, slugHistory.slug],
          set: { entityId, retiredAt: new Date() },
        });
    },

    /** A row took back one of its former slugs: it is current again, not retired. */
    async reclaim(entityId: string, slug: string): Promise<void> {
      await db
        .delete(slugHistory)
        .where(
          and(eq(slugHistory.entity, entity), eq(slugHistory.slug, slug), eq(slugHistory.entityId, entityId)),
        );
    },
  };
}
export type SlugRepository = ReturnType<typeof createSlugRepository>;
