import { sql } from 'drizzle-orm';
import type { Seeder } from '../seed-context';

/**
 * The demo content is not news: every notice and event the seed published is recorded as already
 * announced, so the first parent who subscribes is not mailed the whole demo.
 */
export const subscriptionsSeeder: Seeder = {
  name: 'subscriptions',
  async run({ db }) {
    for (const [kind, table] of [
      ['notice', 'notices'],
      ['event', 'events'],
    ] as const) {
      await db.execute(
        sql`INSERT INTO subscription_announcements (item_kind, item_id, round, queued_at)
            SELECT ${kind}, id, 1, now() FROM ${sql.identifier(table)} WHERE publication = 'published'
            ON CONFLICT DO NOTHING`,
      );
    }
  },
};
