import { admissionInfoInputSchema, type AdmissionInfo, type AdmissionRequirements } from '@skp/shared';
import { NotFoundError } from '../../errors';
import { SETTING_KEYS, type SettingsService } from '../settings/settings.service';

export function createAdmissionService(settings: SettingsService, options: { portalUrl: string }) {
  async function requirements(): Promise<AdmissionRequirements> {
    const value = await settings.get(SETTING_KEYS.admission, admissionInfoInputSchema);
    if (!value) throw new NotFoundError('The admission information has not been set up yet');
    return value;
  }

  return {
    requirements,

    async info(): Promise<AdmissionInfo> {
      return { ...(await requirements()), portalUrl: options.portalUrl };
    },
  };
}
