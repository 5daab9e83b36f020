import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Slugs a notice or event had before (lib/slugs.ts): `/notices/<old>` answers 301 to the current
 * address, and no other row of that entity may take an old slug while it still points somewhere.
 */
export const slugHistory = pgTable(
  'slug_history',
  {
    /** 'notice', 'event', ... */
    entity: text('entity').notNull(),
    slug: text('slug').notNull(),
    entityId: uuid('entity_id').notNull(),
    retiredAt: timestamp('retired_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.entity, t.slug] })],
);
