import { z } from 'zod';
import { LOCALES } from './locale';
import { sendProgressSchema } from './subscription.schema';

/**
 * A parent's rights over the data the site holds about them (DPDP Act 2023 sections 11 and 12):
 * asked for on /privacy/request, proved by a one-time code mailed to the address, answered by staff
 * in Admin > Privacy > Requests. And the breach register (Rule 7 of the DPDP Rules 2025).
 */

/** What a parent asks: to see what is held, to have it corrected, or to have it erased. */
export const PRIVACY_REQUEST_KINDS = ['see', 'correct', 'erase'] as const;
export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number];

/** Days staff have to answer a request (Rule 14(3) allows at most 90; the school answers in 30). */
export const PRIVACY_REQUEST_DUE_DAYS = 30;
/** How long a mailed code works, and how many wrong tries it takes. */
export const PRIVACY_CODE_MINUTES = 15;
export const PRIVACY_CODE_TRIES = 5;
/** Codes mailed per address and per client address in one hour. */
export const PRIVACY_CODE_LIMIT = { perEmail: 3, perAddress: 10, windowMs: 60 * 60_000 } as const;
/** Hours the school has for its detailed report of a breach to the Data Protection Board (Rule 7(2)(b)). */
export const BREACH_REPORT_HOURS = 72;

export const PRIVACY_REQUEST_MESSAGES = {
  wrongCode: 'code is wrong: check the e-mail and type the 6 digits again',
  expired: 'code has expired or was used up: ask for a new one',
  correctionRequired: 'correction is required: say what is wrong and what it should be',
  mailOff:
    'E-mail is not set up on this server, so no code can be sent. Please write to the Grievance Officer named on the privacy notice.',
} as const;

const noNul = (value: string) => !value.includes('\u0000');

const emailField = z
  .string({ message: 'email is required' })
  .trim()
  .min(1, 'email is required')
  .max(254, 'email must be at most 254 characters')
  .refine(noNul, 'email must not contain NUL characters')
  .pipe(z.email({ message: 'email must be a valid e-mail address' }))
  .transform((value) => value.toLowerCase());

/** Step one: what the parent asks and the address the code goes to. */
export const privacyRequestAskSchema = z
  .object({
    step: z.literal('ask').optional(),
    kind: z.enum(PRIVACY_REQUEST_KINDS, { message: 'kind must be one of: see, correct, erase' }),
    email: emailField,
    correction: z
      .string()
      .trim()
      .max(2000, 'correction must be at most 2000 characters')
      .refine(noNul, 'correction must not contain NUL characters')
      .default(''),
    locale: z.enum(LOCALES).default('en'),
  })
  .refine((input) => input.kind !== 'correct' || input.correction !== '', {
    message: PRIVACY_REQUEST_MESSAGES.correctionRequired,
    path: ['correction'],
  });
export type PrivacyRequestAsk = z.infer<typeof privacyRequestAskSchema>;

/** Step two: the ticket the first step gave and the code from the e-mail. */
export const privacyRequestConfirmSchema = z.object({
  step: z.literal('confirm').optional(),
  ticket: z
    .string({ message: 'ticket is required' })
    .regex(/^[A-Za-z0-9_-]{20,100}$/, 'ticket is not one this site gave: ask for a new code'),
  code: z
    .string({ message: 'code is required' })
    .trim()
    .regex(/^\d{6}$/, 'code must be the 6 digits from the e-mail'),
});
export type PrivacyRequestConfirm = z.infer<typeof privacyRequestConfirmSchema>;

export const PRIVACY_REQUEST_STATUSES = ['open', 'done'] as const;

/** A request as staff see it in Admin > Privacy > Requests. */
export const privacyRequestSchema = z.object({
  _id: z.string(),
  kind: z.enum(PRIVACY_REQUEST_KINDS),
  email: z.string(),
  correction: z.string(),
  locale: z.enum(LOCALES),
  status: z.enum(PRIVACY_REQUEST_STATUSES),
  dueAt: z.string(),
  /** Open past its due date. */
  overdue: z.boolean(),
  closedAt: z.string().nullable(),
  closedBy: z.string().nullable(),
  answer: z.string(),
  createdAt: z.string(),
});
export type PrivacyRequest = z.infer<typeof privacyRequestSchema>;

/** The dashboard's figures: open requests and how many of them are past their due date. */
export const privacyRequestCountsSchema = z.object({ open: z.number().int(), overdue: z.number().int() });
export type PrivacyRequestCounts = z.infer<typeof privacyRequestCountsSchema>;

/** One record held about an address, from one registered source of personal data. */
export const personalRecordSchema = z.object({
  /** The source's name: 'enquiries' (and later e-mail subscriptions). */
  source: z.string(),
  id: z.string(),
  createdAt: z.string(),
  /** Every field held, by name. */
  fields: z.record(z.string(), z.string()),
});
export type PersonalRecord = z.infer<typeof personalRecordSchema>;

/** Closing a request: the short answer mailed to the parent (optional; a plain one is written otherwise). */
export const privacyRequestCloseSchema = z.object({
  answer: z
    .string()
    .trim()
    .max(2000, 'answer must be at most 2000 characters')
    .refine(noNul, 'answer must not contain NUL characters')
    .default(''),
});
export type PrivacyRequestClose = z.infer<typeof privacyRequestCloseSchema>;

const dateTime = (name: string) =>
  z.iso.datetime({ offset: true, message: `${name} must be a date and time` });

/** Admin > Privacy > Incidents: what happened, when it was found, what data, how many people. */
export const privacyIncidentInputSchema = z.object({
  what: z
    .string({ message: 'what is required' })
    .trim()
    .min(1, 'what is required')
    .max(4000, 'what must be at most 4000 characters')
    .refine(noNul, 'what must not contain NUL characters'),
  foundAt: dateTime('foundAt'),
  dataAffected: z
    .string({ message: 'dataAffected is required' })
    .trim()
    .min(1, 'dataAffected is required')
    .max(1000, 'dataAffected must be at most 1000 characters')
    .refine(noNul, 'dataAffected must not contain NUL characters'),
  people: z.coerce
    .number({ message: 'people must be a number' })
    .int('people must be a whole number')
    .min(0, 'people must be 0 or more')
    .max(10_000_000, 'people is too large'),
});
export type PrivacyIncidentInput = z.infer<typeof privacyIncidentInputSchema>;

/** Marking the report to the Data Protection Board made (when), and the notice's text as staff edit it. */
export const privacyIncidentUpdateSchema = z.object({
  reportedAt: dateTime('reportedAt').nullable().optional(),
  noticeText: z
    .string()
    .max(8000, 'noticeText must be at most 8000 characters')
    .refine(noNul, 'noticeText must not contain NUL characters')
    .optional(),
  noticeTextHi: z
    .string()
    .max(8000, 'noticeTextHi must be at most 8000 characters')
    .refine(noNul, 'noticeTextHi must not contain NUL characters')
    .optional(),
});
export type PrivacyIncidentUpdate = z.infer<typeof privacyIncidentUpdateSchema>;

export const privacyIncidentSchema = z.object({
  _id: z.string(),
  what: z.string(),
  foundAt: z.string(),
  dataAffected: z.string(),
  people: z.number().int(),
  /** foundAt + 72 hours: the Data Protection Board's detailed report is due then. */
  reportDueAt: z.string(),
  reportedAt: z.string().nullable(),
  /** The notice to the affected parents (drafted from the record until staff edit it). */
  noticeText: z.string(),
  /** The same in Hindi, for the parents whose enquiry was in Hindi. */
  noticeTextHi: z.string(),
  /** When an admin last approved sending it; the mails it queued; how far the outbox has got with them. */
  noticeApprovedAt: z.string().nullable(),
  noticeQueued: z.number().int(),
  noticeProgress: sendProgressSchema,
  createdAt: z.string(),
});
export type PrivacyIncident = z.infer<typeof privacyIncidentSchema>;

const dateOnly = (name: string) =>
  z.string({ message: `${name} is required` }).regex(/^\d{4}-\d{2}-\d{2}$/, `${name} must be a date`);

/** Who gets the notice: everyone who sent an enquiry between two dates (India time, both included). */
export const incidentRecipientsQuerySchema = z
  .object({ from: dateOnly('from'), to: dateOnly('to') })
  .refine((range) => range.from <= range.to, { message: 'to must not be before from', path: ['to'] });
export type IncidentRecipientsQuery = z.infer<typeof incidentRecipientsQuerySchema>;

/** Sending: the range, and the number of addresses staff saw (a different number now refuses). */
export const incidentNoticeSendSchema = z
  .object({
    from: dateOnly('from'),
    to: dateOnly('to'),
    expectedCount: z.coerce.number().int().min(1, 'expectedCount must be at least 1'),
  })
  .refine((range) => range.from <= range.to, { message: 'to must not be before from', path: ['to'] });
export type IncidentNoticeSend = z.infer<typeof incidentNoticeSendSchema>;

/**
 * The words of the parents' breach notice as it is drafted from the record, in English and Hindi
 * ({{school}}, {{what}}, {{when}}, {{data}}, {{officer}} are filled in). Staff edit the drafts.
 */
export const BREACH_NOTICE_TEXTS = {
  en: {
    subject: '{{school}}: about your personal data',
    greeting: 'Dear parent,',
    intro:
      'We are writing to tell you about a problem with personal data that {{school}} holds about you or your child.',
    what: 'What happened: {{what}}',
    when: 'When we found it: {{when}}',
    data: 'What data it concerns: {{data}}',
    doing:
      'What we are doing: we have stopped the problem, we are checking what else it may have touched, and we are reporting it to the Data Protection Board of India.',
    youCan:
      'What you can do: be careful with unexpected calls, messages or e-mails that mention the school or your child, and never share a password or a one-time code.',
    ask: 'If you have a question, write to our Grievance Officer: {{officer}}.',
    office: 'the school office',
  },
  hi: {
    subject: '{{school}}: आपके व्यक्तिगत डेटा के बारे में',
    greeting: 'आदरणीय अभिभावक,',
    intro:
      'हम आपको उस व्यक्तिगत डेटा से जुड़ी एक समस्या के बारे में बता रहे हैं जो {{school}} के पास आपके या आपके बच्चे के बारे में है।',
    what: 'क्या हुआ: {{what}}',
    when: 'हमें कब पता चला: {{when}}',
    data: 'किस डेटा से जुड़ा है: {{data}}',
    doing:
      'हम क्या कर रहे हैं: हमने समस्या रोक दी है, हम जाँच रहे हैं कि इससे और क्या प्रभावित हुआ होगा, और हम इसकी सूचना भारत के डेटा संरक्षण बोर्ड को दे रहे हैं।',
    youCan:
      'आप क्या कर सकते हैं: स्कूल या आपके बच्चे का नाम लेने वाले अनपेक्षित कॉल, संदेश या ई-मेल से सावधान रहें, और अपना पासवर्ड या वन-टाइम कोड कभी किसी को न बताएँ।',
    ask: 'कोई प्रश्न हो तो हमारे शिकायत अधिकारी को लिखें: {{officer}}।',
    office: 'स्कूल कार्यालय',
  },
} as const;
