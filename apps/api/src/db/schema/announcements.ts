import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { AnnouncementLevel } from '@skp/shared';
import { id, timestamps } from './columns';

export const announcements = pgTable(
  'announcements',
  {
    id: id(),
    level: text('level').$type<AnnouncementLevel>().notNull(),
    text: text('text').notNull(),
    link: text('link').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    version: integer('version').notNull().default(1),
    ...timestamps(),
  },
  (t) => [index('announcements_level_time_idx').on(t.level, t.startsAt, t.endsAt)],
);
