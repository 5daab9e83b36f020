import { DEMO_SCHOOL, schoolIdentitySchema } from '@skp/shared';
import { siteSettings } from '../../db/schema/index';
import { SETTING_KEYS } from '../../modules/settings/settings.service';
import type { Seeder } from '../seed-context';

/** The demo school's identity (without it the site shows the same, from DEMO_SCHOOL, until the office saves one). */
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
