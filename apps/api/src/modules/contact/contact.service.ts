import { contactInfoInputSchema, type ContactInfo } from '@skp/shared';
import { NotFoundError } from '../../errors';
import { SETTING_KEYS, type SettingsService } from '../settings/settings.service';
import type { AuditSink } from '../../lib/actor';
import { createSettingWriter } from '../../lib/content-writer';
import type { ContactInfoInput } from '@skp/shared';

export function createContactService(settings: SettingsService) {
  return {
    async get(): Promise<ContactInfo> {
      const value = await settings.get(SETTING_KEYS.contact, contactInfoInputSchema);
      if (!value) throw new NotFoundError('The school contact details have not been set up yet');
      return value;
    },
  };
}

/** The admin's edit form for the school contact details. */
export function createContactAdminService(settings: SettingsService, audit: AuditSink) {
  return createSettingWriter({
    entity: 'contact',
    audit,
    read: () => settings.get(SETTING_KEYS.contact, contactInfoInputSchema),
    write: (input: ContactInfoInput) => settings.put(SETTING_KEYS.contact, contactInfoInputSchema, input),
  });
}
