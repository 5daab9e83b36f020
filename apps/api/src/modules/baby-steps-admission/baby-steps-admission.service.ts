import { babyStepsAdmissionInputSchema, type BabyStepsAdmission } from '@skp/shared';
import { NotFoundError } from '../../errors';
import type { FileStorage } from '../../lib/file-storage';
import { SETTING_KEYS, type SettingsService } from '../settings/settings.service';

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
