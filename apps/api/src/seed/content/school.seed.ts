import { DEMO_SCHOOL, schoolIdentitySchema } from '@skp/shared';
import { siteSettings } from '../../db/schema/index';
import { SETTING_KEYS } from '../../modules/settings/settings.service';
import type { Seeder } from '../seed-context';

/** The school's identity: stored by migration 0013; written again after `seed --reset` emptied it. */
export const schoolSeeder: Seeder = {
  name: 'school',
  async run({ db }) {
    const value = schoolIdentitySchema.parse(DEMO_SCHOOL);
    await db
      .insert(siteSettings)
      .values({ key: SETTING_KEYS.school, value })
      .onConflictDoNothing({ target: siteSettings.key });
  },
};
