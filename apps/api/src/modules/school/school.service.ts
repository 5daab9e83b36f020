import {
  DEMO_SCHOOL,
  schoolIdentitySchema,
  type SchoolIdentity,
  type SchoolIdentityInput,
} from '@skp/shared';
import type { AuditSink } from '../../lib/actor';
import { createSettingWriter } from '../../lib/content-writer';
import { SETTING_KEYS, type SettingsService } from '../settings/settings.service';

/**
 * The school's identity (name, crest, theme colours, affiliation, wings): one singleton in
 * site_settings (the settings repository), checked against the shared schema on the way in and out.
 * Until the office saves one (Settings > School identity), the demo school's is shown: a site made
 * before the setting existed keeps showing what it showed, and nothing is written into the
 * database by a migration (a restore needs a database with no rows).
 */
export function createSchoolService(settings: SettingsService) {
  return {
    async get(): Promise<SchoolIdentity> {
      return (
        (await settings.get(SETTING_KEYS.school, schoolIdentitySchema)) ??
        schoolIdentitySchema.parse(DEMO_SCHOOL)
      );
    },
  };
}

/** The admin's edit form for the school's identity: the write and its audit entry in one transaction. */
export function createSchoolAdminService(settings: SettingsService, audit: AuditSink) {
  return createSettingWriter({
    entity: 'school',
    audit,
    read: () => settings.get(SETTING_KEYS.school, schoolIdentitySchema),
    write: (input: SchoolIdentityInput) => settings.put(SETTING_KEYS.school, schoolIdentitySchema, input),
  });
}
