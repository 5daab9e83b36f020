import { contactInfoInputSchema, type ContactInfo } from '@skp/shared';
import { NotFoundError } from '../../errors';
import { SETTING_KEYS, type SettingsService } from '../settings/settings.service';

export function createContactService(settings: SettingsService) {
  return {
    async get(): Promise<ContactInfo> {
      const value = await settings.get(SETTING_KEYS.contact, contactInfoInputSchema);
      if (!value) throw new NotFoundError('The school contact details have not been set up yet');
      return value;
    },
  };
}
