import { z } from 'zod';
import { schoolToday } from './school-time';
import { listQuerySchema } from './common.schema';
import { LOCALES } from './locale';

export const ENQUIRY_LIMITS = { name: 100, email: 254, phone: 30, message: 2000 } as const;

/** PostgreSQL text cannot hold NUL characters; nobody types them, so they are refused. */
const noNul = (name: string) =>
  [(value: string) => !value.includes('\u0000'), `${name} must not contain NUL characters`] as const;

const requiredText = (name: string, max: number) =>
  z
    .string({ message: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(max, `${name} must be at most ${max} characters`)
    .refine(...noNul(name));

const emailField = z
  .string({ message: 'email is required' })
  .trim()
  .min(1, 'email is required')
  .max(ENQUIRY_LIMITS.email, `email must be at most ${ENQUIRY_LIMITS.email} characters`)
  .refine(...noNul('email'))
  .pipe(z.email({ message: 'email must be a valid e-mail address' }));

/** Honeypot: people never see it and leave it empty; bots fill it in. */
const honeypotField = z.string().max(2000).optional();

/** The language of the page the form was sent from (recorded with the enquiry's consent). */
const localeField = z
  .enum(LOCALES, { message: `locale must be one of: ${LOCALES.join(', ')}` })
  .default('en');

/** The admission enquiry's consent box, in the words of the privacy requirements (unticked at first). */
export const ADMISSION_CONSENT_TEXT =
  "I am this child's parent or guardian and agree that the school uses these details to answer my admission enquiry";
export const CONSENT_REQUIRED_MESSAGE = `consent is required: tick '${ADMISSION_CONSENT_TEXT}'`;

/** Ticked: true from JSON, 'on' from a plain HTML form; anything else is no consent. */
const consentField = z
  .unknown()
  .refine((value) => value === true || value === 'true' || value === 'on', {
    message: CONSENT_REQUIRED_MESSAGE,
  })
  .transform(() => true as const);

export const enquiryInputSchema = z.object({
  name: requiredText('name', ENQUIRY_LIMITS.name),
  email: emailField,
  /** Free text (docs/requirements.md#validation): numbers are written in many ways. */
  phone: requiredText('phone', ENQUIRY_LIMITS.phone),
  message: requiredText('message', ENQUIRY_LIMITS.message),
  website: honeypotField,
  locale: localeField,
});
export type EnquiryInput = z.infer<typeof enquiryInputSchema>;

/** Classes an admission enquiry can be for: the Baby Steps groups, then Class 1 to Class 12. */
export const ADMISSION_CLASSES = [
  'Play Zone',
  'Prep Zone',
  'Nursery',
  'Kindergarten',
  ...Array.from({ length: 12 }, (_, i) => `Class ${i + 1}`),
] as [string, ...string[]];

export const ADMISSION_ENQUIRY_LIMITS = {
  studentName: 100,
  parentName: 100,
  phone: ENQUIRY_LIMITS.phone,
  email: ENQUIRY_LIMITS.email,
  message: ENQUIRY_LIMITS.message,
} as const;

/** Oldest date of birth accepted, in years before today. */
export const ADMISSION_MAX_AGE_YEARS = 25;

const dateOfBirthField = z
  .string({ message: 'dateOfBirth is required' })
  .trim()
  .min(1, 'dateOfBirth is required')
  .max(10, 'dateOfBirth must be a date (YYYY-MM-DD)')
  .pipe(z.iso.date({ message: 'dateOfBirth must be a date (YYYY-MM-DD)' }))
  .refine((value) => value <= schoolToday(), {
    message: 'dateOfBirth cannot be in the future',
  })
  .refine(
    (value) => {
      const today = schoolToday();
      return value >= `${Number(today.slice(0, 4)) - ADMISSION_MAX_AGE_YEARS}${today.slice(4)}`;
    },
    { message: `dateOfBirth must be within the last ${ADMISSION_MAX_AGE_YEARS} years` },
  );

/** The public admission enquiry (POST /api/admission). */
export const admissionEnquiryInputSchema = z.object({
  studentName: requiredText('studentName', ADMISSION_ENQUIRY_LIMITS.studentName),
  dateOfBirth: dateOfBirthField,
  classSought: z.enum(ADMISSION_CLASSES, {
    message: `classSought must be one of: ${ADMISSION_CLASSES.join(', ')}`,
  }),
  parentName: requiredText('parentName', ADMISSION_ENQUIRY_LIMITS.parentName),
  phone: requiredText('phone', ADMISSION_ENQUIRY_LIMITS.phone),
  email: emailField,
  message: z
    .string({ message: 'message must be text' })
    .trim()
    .max(
      ADMISSION_ENQUIRY_LIMITS.message,
      `message must be at most ${ADMISSION_ENQUIRY_LIMITS.message} characters`,
    )
    .refine(...noNul('message'))
    .default(''),
  consent: consentField,
  website: honeypotField,
  locale: localeField,
});
export type AdmissionEnquiryInput = z.infer<typeof admissionEnquiryInputSchema>;

export const ENQUIRY_KINDS = ['enquiry', 'admission'] as const;
export const ENQUIRY_STATUSES = ['new', 'handled'] as const;
export const DELIVERY_STATES = ['pending', 'sent', 'failed'] as const;

export const enquirySchema = z.object({
  _id: z.string(),
  kind: z.enum(ENQUIRY_KINDS),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  /** Admission enquiries: studentName, dateOfBirth, classSought, parentName. */
  details: z.record(z.string(), z.string()),
  status: z.enum(ENQUIRY_STATUSES),
  delivery: z.enum(DELIVERY_STATES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string(),
  sentAt: z.string().nullable(),
  /** The staff member who marked it handled (their name, set by the server), and when. */
  handledBy: z.string().nullable(),
  handledAt: z.string().nullable(),
  /** Staff's short note of what was said to the family. */
  note: z.string(),
  /** The privacy notice version in force when it was sent, the page's language and when consent was given. */
  noticeVersion: z.number().int().nullable(),
  locale: z.enum(LOCALES),
  consentAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Enquiry = z.infer<typeof enquirySchema>;

export const ENQUIRY_NOTE_MAX = 500;

/** The answer to a public submission: the stored enquiry's id. */
export const enquiryReceiptSchema = z.object({ enquiry: z.object({ _id: z.string() }) });
export type EnquiryReceipt = z.infer<typeof enquiryReceiptSchema>;

export const ENQUIRY_SORTABLE = ['createdAt', 'name', 'status', 'delivery'] as const;
/** Admin inbox filters. */
export const enquiryListQuerySchema = listQuerySchema({
  sortable: ENQUIRY_SORTABLE,
  defaultSort: 'createdAt',
  defaultOrder: 'desc',
  defaultLimit: 25,
}).extend({
  kind: z.enum(ENQUIRY_KINDS, { message: `kind must be one of: ${ENQUIRY_KINDS.join(', ')}` }).optional(),
  status: z
    .enum(ENQUIRY_STATUSES, { message: `status must be one of: ${ENQUIRY_STATUSES.join(', ')}` })
    .optional(),
  delivery: z
    .enum(DELIVERY_STATES, { message: `delivery must be one of: ${DELIVERY_STATES.join(', ')}` })
    .optional(),
});
export type EnquiryListQuery = z.infer<typeof enquiryListQuerySchema>;

export const enquiryStatusUpdateSchema = z.object({
  status: z.enum(ENQUIRY_STATUSES, { message: `status must be one of: ${ENQUIRY_STATUSES.join(', ')}` }),
  /** What was said (staff type it); kept as it was when left out. */
  note: z
    .string()
    .trim()
    .max(ENQUIRY_NOTE_MAX, `The note is too long: at most ${ENQUIRY_NOTE_MAX} characters`)
    .optional(),
});
export type EnquiryStatusUpdate = z.infer<typeof enquiryStatusUpdateSchema>;
