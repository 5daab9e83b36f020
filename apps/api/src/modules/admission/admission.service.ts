import { admissionInfoInputSchema, type AdmissionInfo, type AdmissionRequirements } from '@skp/shared';
import { NotFoundError } from '../../errors';
import { SETTING_KEYS, type SettingsService } from '../settings/settings.service';
import type { AuditSink } from '../../lib/actor';
import { createSettingWriter } from '../../lib/content-writer';
import type { AdmissionInfoInput } from '@skp/shared';

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

/** The admin's edit form for the admission information. */
export function createAdmissionAdminService(settings: SettingsService, audit: AuditSink) {
  return createSettingWriter({
    entity: 'admission',
    audit,
    read: () => settings.get(SETTING_KEYS.admission, admissionInfoInputSchema),
    write: (input: AdmissionInfoInput) =>
      settings.put(SETTING_KEYS.admission, admissionInfoInputSchema, input),
  });
}
