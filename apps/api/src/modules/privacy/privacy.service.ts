import { createHash } from 'node:crypto';
import {
  PRIVACY_INVENTORY,
  grievanceOfficerSet,
  privacySettingsSchema,
  type MailService,
  type PrivacyNotice,
  type PrivacyNoticeContent,
  type PrivacyReadiness,
  type PrivacySettings,
  type PrivacySettingsInput,
} from '@skp/shared';
import type { AuditSink } from '../../lib/actor';
import { createSettingWriter } from '../../lib/content-writer';
import { SETTING_KEYS, type SettingsService } from '../settings/settings.service';
import type { PrivacyRepository } from './privacy.repository';

export interface PrivacyServiceDependencies {
  repository: PrivacyRepository;
  settings: SettingsService;
  /** The school's name as its settings give it now (the data fiduciary the notice names). */
  schoolName(): Promise<string>;
  /** Whether enquiries also go out by a mail service (the configuration's). */
  mailService: MailService;
}

/**
 * The privacy notice and its settings: the Grievance Officer and the retention period (Settings >
 * Privacy), the notice's content made from the data inventory (packages/shared privacy.schema.ts)
 * and those settings, and its versions (a change of any part makes a new one).
 */
export function createPrivacyService(deps: PrivacyServiceDependencies) {
  const { repository, settings } = deps;

  async function privacySettings(): Promise<PrivacySettings> {
    return (
      (await settings.get(SETTING_KEYS.privacy, privacySettingsSchema)) ?? privacySettingsSchema.parse({})
    );
  }

  async function content(): Promise<PrivacyNoticeContent> {
    const current = await privacySettings();
    return {
      inventory: PRIVACY_INVENTORY.map((entry) => ({ ...entry, recipients: [...entry.recipients] })),
      grievanceOfficer: current.grievanceOfficer,
      retentionMonths: current.retentionMonths,
      tcRetentionYears: current.tcRetentionYears,
      requestRetentionYears: current.requestRetentionYears,
      mailService: deps.mailService,
      school: await deps.schoolName(),
    };
  }

  /** The notice in force, as a new version when anything in it changed since the latest. */
  async function notice(): Promise<PrivacyNotice> {
    const now = await content();
    const hash = createHash('sha256').update(JSON.stringify(now)).digest('hex');
    const version = await repository.ensure(hash, now);
    return { ...now, version: version.version, updatedAt: version.createdAt.toISOString() };
  }

  return {
    settings: privacySettings,
    notice,

    /** The admin's checklist: the enquiry forms are not ready until a Grievance Officer is named. */
    async readiness(): Promise<PrivacyReadiness> {
      const current = await notice();
      const officer = grievanceOfficerSet(await privacySettings());
      return {
        formsReady: officer,
        missing: officer ? [] : ['grievanceOfficer'],
        noticeVersion: current.version,
      };
    },
  };
}
export type PrivacyService = ReturnType<typeof createPrivacyService>;

/** Settings > Privacy: the write and its audit entry in one transaction. */
export function createPrivacyAdminService(settings: SettingsService, audit: AuditSink) {
  return createSettingWriter({
    entity: 'privacy',
    audit,
    // Before the first save the form shows the defaults (no officer, 12 months).
    read: async () =>
      (await settings.get(SETTING_KEYS.privacy, privacySettingsSchema)) ?? privacySettingsSchema.parse({}),
    write: (input: PrivacySettingsInput) => settings.put(SETTING_KEYS.privacy, privacySettingsSchema, input),
  });
}
