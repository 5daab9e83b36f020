import { schoolIdentitySchema, type SchoolIdentity, type SchoolIdentityInput } from '@skp/shared';
import type { AuditSink } from '../../lib/actor';
import { createSettingWriter } from '../../lib/content-writer';
import { NotFoundError } from '../../errors';
import { SETTING_KEYS, type SettingsService } from '../settings/settings.service';

/**
 * The school's identity (name, crest, theme colours, affiliation, wings): one singleton in
 * site_settings (the settings repository), checked against the shared schema on the way in and out.
 */
export function createSchoolService(settings: SettingsService) {
  return {
    async get(): Promise<SchoolIdentity> {
      const value = await settings.get(SETTING_KEYS.school, schoolIdentitySchema);
      if (!value) throw new NotFoundError("The school's identity has not been set up yet");
      return value;
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
