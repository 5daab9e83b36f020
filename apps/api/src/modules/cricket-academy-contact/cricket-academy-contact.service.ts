import { cricketContactInputSchema, type CricketContact } from '@skp/shared';
import { NotFoundError } from '../../errors';
import type { FileStorage } from '../../lib/file-storage';
import { SETTING_KEYS, type SettingsService } from '../settings/settings.service';
import type { AuditSink } from '../../lib/actor';
import { assertStoredFile, createSettingWriter } from '../../lib/content-writer';
import type { CricketContactInput } from '@skp/shared';

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

/** The admin's edit form for the Cricket Academy contact details. */
export function createCricketAcademyContactAdminService(
  settings: SettingsService,
  audit: AuditSink,
  storage: FileStorage,
) {
  return createSettingWriter({
    entity: 'cricket-academy-contact',
    audit,
    read: () => settings.get(SETTING_KEYS.cricketContact, cricketContactInputSchema),
    write: (input: CricketContactInput) =>
      settings.put(SETTING_KEYS.cricketContact, cricketContactInputSchema, input),
    async check(input: CricketContactInput) {
      await assertStoredFile(storage, 'brochureFile', input.brochureFile);
    },
  });
}
