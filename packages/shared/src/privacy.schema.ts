import { z } from 'zod';
import { admissionEnquiryInputSchema, enquiryInputSchema } from './enquiry.schema';
import { transferCertificateFieldsSchema } from './transfer-certificate.schema';
import { longText } from './common.schema';

/**
 * The school's personal data in one place (India's Digital Personal Data Protection Act 2023 and its
 * Rules): what each form collects, why, who sees it and how long it is kept. The privacy notice
 * (/privacy), the lines under each form and the retention rule are all made from this inventory and
 * the privacy settings, so none of them can say something the site does not do. Its words live in
 * the site's catalogues under `privacy.*` (keyed by the names below); a test fails on a field or
 * form here without its words there.
 */

/** Fields a form posts that are not personal data kept with the enquiry. */
const NOT_KEPT = new Set(['website', 'consent', 'locale']);
const keptFields = (shape: Record<string, unknown>) => Object.keys(shape).filter((f) => !NOT_KEPT.has(f));

/**
 * Who can see a form's data: the school office's staff; the mail service when one is set up; the
 * browser maker's push service for a phone's notifications (encrypted: it cannot read them); for a
 * transfer certificate, a school that types its number and the child's date of birth.
 */
export const PRIVACY_RECIPIENTS = ['office', 'mailService', 'pushService', 'verifiers'] as const;
export type PrivacyRecipient = (typeof PRIVACY_RECIPIENTS)[number];

export const PRIVACY_FORMS = [
  'quickEnquiry',
  'admissionEnquiry',
  'noticeSubscriptions',
  'staffAccounts',
  'transferCertificates',
  'privacyRequests',
] as const;
export type PrivacyForm = (typeof PRIVACY_FORMS)[number];

export const PRIVACY_RETENTIONS = [
  'afterLastActivity',
  'whileAccountOpen',
  'untilUnsubscribe',
  'tcRule',
  'requestRule',
] as const;
export type PrivacyRetention = (typeof PRIVACY_RETENTIONS)[number];

export interface PrivacyInventoryEntry {
  form: PrivacyForm;
  /** The page the form is on (none for what staff enter in the admin: accounts, transfer certificates). */
  path: string | null;
  /** The fields kept, as the form names them (from the form's own schema, so a new field is listed). */
  fields: string[];
  /** Who sees the data. */
  recipients: readonly PrivacyRecipient[];
  /**
   * How long it is kept: the retention setting after the last activity, while the account is open,
   * until the subscriber unsubscribes (the row is deleted then), or the transfer certificates' own
   * rule (kept, or a number of years after issue).
   */
  retention: PrivacyRetention;
  /** The form asks a parent's consent with a box to tick (a child's data: DPDP Act section 9(1)). */
  consentBox: boolean;
}

export const PRIVACY_INVENTORY: readonly PrivacyInventoryEntry[] = [
  {
    form: 'quickEnquiry',
    path: '/contact',
    fields: keptFields(enquiryInputSchema.shape),
    recipients: ['office', 'mailService'],
    retention: 'afterLastActivity',
    consentBox: false,
  },
  {
    form: 'admissionEnquiry',
    path: '/admissions',
    fields: keptFields(admissionEnquiryInputSchema.shape),
    recipients: ['office', 'mailService'],
    retention: 'afterLastActivity',
    consentBox: true,
  },
  {
    // 'Get notices' (/subscribe): the address and its choices, to send what was chosen; deleted at
    // unsubscribe (every mail's link, or a one-click from the mail program). Staff see counts and
    // one address at a time, never a list. A phone's notifications keep the browser's push
    // subscription (its push service's address and keys) with the same choices, deleted when the
    // phone stops them or its push service says it is gone; staff see only their count.
    form: 'noticeSubscriptions',
    path: '/subscribe',
    fields: ['email', 'topics', 'language', 'frequency', 'pushSubscription'],
    recipients: ['office', 'mailService', 'pushService'],
    retention: 'untilUnsubscribe',
    consentBox: false,
  },
  {
    form: 'staffAccounts',
    path: null,
    fields: ['name', 'email', 'password'],
    recipients: ['office'],
    retention: 'whileAccountOpen',
    consentBox: false,
  },
  {
    form: 'transferCertificates',
    // Staff enter TCs in the admin; the public page only looks one up.
    path: null,
    fields: [...Object.keys(transferCertificateFieldsSchema.shape), 'scan'],
    recipients: ['office', 'verifiers'],
    retention: 'tcRule',
    consentBox: false,
  },
  {
    // A parent's request to see, correct or erase their data (/privacy/request): the address the
    // code went to, what was asked, and the answer, kept as proof that the right was answered.
    form: 'privacyRequests',
    path: '/privacy/request',
    fields: ['email', 'kind', 'correction'],
    recipients: ['office', 'mailService'],
    retention: 'requestRule',
    consentBox: false,
  },
];

/** The inventory entry of a public form, by the path of the page it is on. */
export function privacyFormAt(path: string): PrivacyInventoryEntry | undefined {
  return PRIVACY_INVENTORY.find((entry) => entry.path === path);
}

/** Months an enquiry is kept after its last activity unless the school sets another period. */
export const DEFAULT_RETENTION_MONTHS = 12;
export const RETENTION_MONTHS_RANGE = { min: 1, max: 36 } as const;

/** Years a transfer certificate is kept after its date of issue; 0 keeps it (a TC may be verified decades later). */
export const DEFAULT_TC_RETENTION_YEARS = 0;
export const TC_RETENTION_YEARS_RANGE = { min: 0, max: 100 } as const;
const tcYearsMessage = `tcRetentionYears must be a whole number of years from ${TC_RETENTION_YEARS_RANGE.min} (kept) to ${TC_RETENTION_YEARS_RANGE.max}`;

/**
 * Years a closed rights request (who asked what, when, and the answer) is kept as the proof that it
 * was answered, from the day it was closed; then housekeeping erases it (docs/privacy.md).
 */
export const DEFAULT_REQUEST_RETENTION_YEARS = 3;
export const REQUEST_RETENTION_YEARS_RANGE = { min: 1, max: 10 } as const;
const requestYearsMessage = `requestRetentionYears must be a whole number of years from ${REQUEST_RETENTION_YEARS_RANGE.min} to ${REQUEST_RETENTION_YEARS_RANGE.max}`;

const officerText = (name: string, max: number) => longText(name, max).default('');

/** The admin's Settings > Privacy: the Grievance Officer and how long enquiries are kept. */
export const privacySettingsSchema = z.object({
  grievanceOfficer: z
    .object({
      name: officerText('grievanceOfficer.name', 100),
      email: officerText('grievanceOfficer.email', 200).refine(
        (value) => value === '' || z.email().safeParse(value).success,
        'grievanceOfficer.email must be a valid e-mail address',
      ),
      phone: officerText('grievanceOfficer.phone', 40),
    })
    .default({ name: '', email: '', phone: '' }),
  retentionMonths: z.coerce
    .number({ message: 'retentionMonths must be a number of months' })
    .int('retentionMonths must be a whole number of months')
    .min(
      RETENTION_MONTHS_RANGE.min,
      `retentionMonths must be between ${RETENTION_MONTHS_RANGE.min} and ${RETENTION_MONTHS_RANGE.max}`,
    )
    .max(
      RETENTION_MONTHS_RANGE.max,
      `retentionMonths must be between ${RETENTION_MONTHS_RANGE.min} and ${RETENTION_MONTHS_RANGE.max}`,
    )
    .default(DEFAULT_RETENTION_MONTHS),
  tcRetentionYears: z.coerce
    .number({ message: tcYearsMessage })
    .int(tcYearsMessage)
    .min(TC_RETENTION_YEARS_RANGE.min, tcYearsMessage)
    .max(TC_RETENTION_YEARS_RANGE.max, tcYearsMessage)
    .default(DEFAULT_TC_RETENTION_YEARS),
  requestRetentionYears: z.coerce
    .number({ message: requestYearsMessage })
    .int(requestYearsMessage)
    .min(REQUEST_RETENTION_YEARS_RANGE.min, requestYearsMessage)
    .max(REQUEST_RETENTION_YEARS_RANGE.max, requestYearsMessage)
    .default(DEFAULT_REQUEST_RETENTION_YEARS),
});
export type PrivacySettings = z.infer<typeof privacySettingsSchema>;
export type PrivacySettingsInput = z.input<typeof privacySettingsSchema>;

/** A Grievance Officer is named once the name and a way to reach them (e-mail) are given. */
export function grievanceOfficerSet(settings: PrivacySettings): boolean {
  return settings.grievanceOfficer.name !== '' && settings.grievanceOfficer.email !== '';
}

/** How enquiries reach the office besides the admin's inbox: 'none' when no mail service is set up. */
export const MAIL_SERVICES = ['none', 'smtp', 'emailjs'] as const;
export type MailService = (typeof MAIL_SERVICES)[number];

/** Everything the notice says, as data; a change of any part makes a new version. */
export const privacyNoticeContentSchema = z.object({
  inventory: z.array(
    z.object({
      form: z.enum(PRIVACY_FORMS),
      path: z.string().nullable(),
      fields: z.array(z.string()),
      recipients: z.array(z.enum(PRIVACY_RECIPIENTS)),
      retention: z.enum(PRIVACY_RETENTIONS),
      consentBox: z.boolean(),
    }),
  ),
  grievanceOfficer: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
  retentionMonths: z.number().int(),
  /** 0: transfer certificates are kept. */
  tcRetentionYears: z.number().int().default(DEFAULT_TC_RETENTION_YEARS),
  /** Years a closed privacy request is kept. */
  requestRetentionYears: z.number().int().default(DEFAULT_REQUEST_RETENTION_YEARS),
  mailService: z.enum(MAIL_SERVICES),
  /** The school's name as its settings give it (the data fiduciary). */
  school: z.string(),
});
export type PrivacyNoticeContent = z.infer<typeof privacyNoticeContentSchema>;

/** The privacy notice in force: its content, version number and the date that version began. */
export const privacyNoticeSchema = privacyNoticeContentSchema.extend({
  version: z.number().int(),
  /** When this version began (ISO date-time): the page shows its date. */
  updatedAt: z.string(),
});
export type PrivacyNotice = z.infer<typeof privacyNoticeSchema>;

/** The admin's checklist: the enquiry forms are ready only once a Grievance Officer is named. */
export const privacyReadinessSchema = z.object({
  formsReady: z.boolean(),
  /** What is missing, by name: 'grievanceOfficer'. */
  missing: z.array(z.enum(['grievanceOfficer'])),
  noticeVersion: z.number().int(),
});
export type PrivacyReadiness = z.infer<typeof privacyReadinessSchema>;

/** Enquiries per week (Monday, India time), kind and class, the erased ones included (no names). */
export const enquiryCountSchema = z.object({
  week: z.string(),
  kind: z.enum(['enquiry', 'admission']),
  classSought: z.string(),
  count: z.number().int(),
});
export type EnquiryCount = z.infer<typeof enquiryCountSchema>;
