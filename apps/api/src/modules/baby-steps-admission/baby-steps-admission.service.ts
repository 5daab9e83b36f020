import { babyStepsAdmissionInputSchema, type BabyStepsAdmission } from '@skp/shared';
import { NotFoundError } from '../../errors';
import type { FileStorage } from '../../lib/file-storage';
import { SETTING_KEYS, type SettingsService } from '../settings/settings.service';
import type { AuditSink } from '../../lib/actor';
import { assertStoredFile, createSettingWriter } from '../../lib/content-writer';
import type { BabyStepsAdmissionInput } from '@skp/shared';

export const PROSPECTUS_URL = '/api/baby-steps-admission/prospectus';

export function createBabyStepsAdmissionService(settings: SettingsService, storage: FileStorage) {
  async function stored() {
    return settings.get(SETTING_KEYS.babyStepsAdmission, babyStepsAdmissionInputSchema);
  }

  return {
    async getPublic(): Promise<BabyStepsAdmission> {
      const value = await stored();
      if (!value) throw new NotFoundError('The Baby Steps admission details have not been set up yet');
      const { prospectusFile, steps, ...rest } = value;
      const hasProspectus = prospectusFile ? await storage.exists(prospectusFile) : false;
      return {
        ...rest,
        steps: [...steps].sort((a, b) => a.order - b.order),
        hasProspectus,
        prospectusUrl: hasProspectus ? PROSPECTUS_URL : null,
      };
    },

    async prospectus() {
      const value = await stored();
      return { key: value?.prospectusFile ?? null, fileName: 'Baby Steps Prospectus.pdf' };
    },
  };
}

/** The admin's edit form for the Baby Steps admission details. */
export function createBabyStepsAdmissionAdminService(
  settings: SettingsService,
  audit: AuditSink,
  storage: FileStorage,
) {
  return createSettingWriter({
    entity: 'baby-steps-admission',
    audit,
    read: () => settings.get(SETTING_KEYS.babyStepsAdmission, babyStepsAdmissionInputSchema),
    write: (input: BabyStepsAdmissionInput) =>
      settings.put(SETTING_KEYS.babyStepsAdmission, babyStepsAdmissionInputSchema, input),
    async check(input: BabyStepsAdmissionInput) {
      await assertStoredFile(storage, 'prospectusFile', input.prospectusFile);
    },
  });
}
