import { cricketContactInputSchema, type CricketContact } from '@skp/shared';
import { NotFoundError } from '../../errors';
import type { FileStorage } from '../../lib/file-storage';
import { SETTING_KEYS, type SettingsService } from '../settings/settings.service';

export const BROCHURE_URL = '/api/cricket-academy-contact/brochure';

export function createCricketAcademyContactService(settings: SettingsService, storage: FileStorage) {
  async function stored() {
    return settings.get(SETTING_KEYS.cricketContact, cricketContactInputSchema);
  }

  return {
    async getPublic(): Promise<CricketContact> {
      const value = await stored();
      if (!value) throw new NotFoundError('The Cricket Academy contact details have not been set up yet');
      const { brochureFile, ...rest } = value;
      const hasBrochure = brochureFile ? await storage.exists(brochureFile) : false;
      return { ...rest, hasBrochure, brochureUrl: hasBrochure ? BROCHURE_URL : null };
    },

    /** The brochure's storage key (null when there is none) and the name it is sent under. */
    async brochure() {
      const value = await stored();
      return { key: value?.brochureFile ?? null, fileName: 'SKP Cricket Academy Brochure.pdf' };
    },
  };
}
