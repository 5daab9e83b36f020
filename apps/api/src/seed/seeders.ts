import { activitiesSeeder } from './content/activities.seed';
import { curriculumSeeder } from './content/curriculum.seed';
import { eventsSeeder } from './content/events.seed';
import { facultySeeder } from './content/faculty.seed';
import { feesSeeder } from './content/fees.seed';
import { leadershipSeeder } from './content/leadership.seed';
import { mandatoryDisclosuresSeeder } from './content/mandatory-disclosures.seed';
import { noticesSeeder } from './content/notices.seed';
import { policiesSeeder } from './content/policies.seed';
import type { Seeder } from './seed-context';

/** Every demo-content seeder, in order. Add one line per seeder. */
export const seeders: Seeder[] = [
  noticesSeeder,
  eventsSeeder,
  leadershipSeeder,
  facultySeeder,
  curriculumSeeder,
  feesSeeder,
  activitiesSeeder,
  policiesSeeder,
  mandatoryDisclosuresSeeder,
];
