import { announcements } from '../../db/schema/index';
import type { Seeder } from '../seed-context';

const DAY_MS = 24 * 60 * 60 * 1000;

/** An info banner showing from the moment the demo is seeded, for 90 days. */
export const announcementsSeeder: Seeder = {
  name: 'announcements',
  async run({ db }) {
    const now = Date.now();
    await db.insert(announcements).values({
      level: 'info',
      text: 'Admissions for 2024-25 are open from Pre-Primary to Class 12: register online or visit the school office.',
      link: '/admissions',
      startsAt: new Date(now - 60 * 60 * 1000),
      endsAt: new Date(now + 90 * DAY_MS),
    });
  },
};
