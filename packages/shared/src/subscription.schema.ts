import { z } from 'zod';
import { ENQUIRY_LIMITS } from './enquiry.schema';
import { LOCALES } from './locale';

/**
 * Parents following the school by e-mail: what they choose to receive, in which language and how
 * often. One schema for the public form (JSON and the plain HTML POST), the API and the admin.
 */

/** What a subscriber can receive: every notice, events, urgent alerts only, and the two wings' news. */
export const SUBSCRIPTION_TOPICS = ['notices', 'events', 'urgent', 'babySteps', 'cricketAcademy'] as const;
export type SubscriptionTopic = (typeof SUBSCRIPTION_TOPICS)[number];

/** Right away (one mail per notice or event) or one weekly digest. */
export const SUBSCRIPTION_FREQUENCIES = ['instant', 'weekly'] as const;
export type SubscriptionFrequency = (typeof SUBSCRIPTION_FREQUENCIES)[number];

/** The weekly digest's day (0 = Sunday ... 6 = Saturday), sent at 07:00 India time. */
export const DIGEST_DAYS = [0, 1, 2, 3, 4, 5, 6] as const;
export const DEFAULT_DIGEST_DAY = 1;

/** The page with the form (both editions), and where its mails' links lead. */
export const SUBSCRIBE_PAGE_PATH = '/subscribe';
export const SUBSCRIBE_CONFIRM_PATH = '/subscribe/confirm';
/** The List-Unsubscribe address: a POST there (RFC 8058 one-click) unsubscribes; a GET shows the button. */
export const UNSUBSCRIBE_PATH = '/subscribe/unsubscribe';

/** A ticked box: true from JSON, 'on' from a plain HTML form (typed, so the API document describes it). */
const tick = z
  .union([z.boolean(), z.string().max(20)])
  .optional()
  .transform((value) => value === true || value === 'true' || value === 'on')
  .pipe(z.boolean());

const emailField = z
  .string({ message: 'email is required' })
  .trim()
  .min(1, 'email is required')
  .max(ENQUIRY_LIMITS.email, `email must be at most ${ENQUIRY_LIMITS.email} characters`)
  .refine((value) => !value.includes('\u0000'), 'email must not contain NUL characters')
  .pipe(z.email({ message: 'email must be a valid e-mail address' }))
  .transform((value) => value.toLowerCase());

/**
 * The form: one box per topic (a plain form posts each box under its own name), the language, how
 * often and the digest's day. At least one topic must be ticked.
 */
export const subscribeInputSchema = z
  .object({
    email: emailField,
    notices: tick,
    events: tick,
    urgent: tick,
    babySteps: tick,
    cricketAcademy: tick,
    language: z.enum(LOCALES, { message: `language must be one of: ${LOCALES.join(', ')}` }).default('en'),
    frequency: z
      .enum(SUBSCRIPTION_FREQUENCIES, {
        message: `frequency must be one of: ${SUBSCRIPTION_FREQUENCIES.join(', ')}`,
      })
      .default('instant'),
    digestDay: z.coerce
      .number({ message: 'digestDay must be a day number from 0 (Sunday) to 6 (Saturday)' })
      .int('digestDay must be a day number from 0 (Sunday) to 6 (Saturday)')
      .min(0, 'digestDay must be a day number from 0 (Sunday) to 6 (Saturday)')
      .max(6, 'digestDay must be a day number from 0 (Sunday) to 6 (Saturday)')
      .default(DEFAULT_DIGEST_DAY),
    /** Honeypot: people never see it and leave it empty; bots fill it in. */
    website: z.string().max(2000).optional(),
  })
  .refine((input) => SUBSCRIPTION_TOPICS.some((topic) => input[topic]), {
    message: 'topics: tick at least one of notices, events, urgent, babySteps, cricketAcademy',
    path: ['notices'],
  });
export type SubscribeInput = z.output<typeof subscribeInputSchema>;

/** The topics ticked in a form's input, in the list's order. */
export function topicsOf(input: Pick<SubscribeInput, SubscriptionTopic>): SubscriptionTopic[] {
  return SUBSCRIPTION_TOPICS.filter((topic) => input[topic]);
}

/** base64url of exactly `bytes` bytes (a push subscription's keys, as PushSubscription.toJSON() gives them). */
const base64url = (name: string, bytes: number) =>
  z
    .string({ message: `${name} is required` })
    .trim()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, `${name} must be base64url`)
    .refine(
      (value) => Math.floor((value.replace(/=+$/, '').length * 3) / 4) === bytes,
      `${name} must be ${bytes} bytes (base64url)`,
    );

const pushEndpoint = z
  .string({ message: 'endpoint is required' })
  .trim()
  .min(1, 'endpoint is required')
  .max(2000, 'endpoint must be at most 2000 characters')
  .pipe(z.url({ protocol: /^https?$/, message: 'endpoint must be an https address' }));

/**
 * A phone's notifications ('this phone' on the form, which needs JavaScript): the browser's push
 * subscription (PushSubscription.toJSON()) and the same choices as the e-mail form: topics (at least
 * one) and language. Phones get each item right away (no digest).
 */
export const pushSubscribeInputSchema = z
  .object({
    endpoint: pushEndpoint,
    keys: z.object(
      { p256dh: base64url('keys.p256dh', 65), auth: base64url('keys.auth', 16) },
      { message: 'keys is required (p256dh and auth)' },
    ),
    expirationTime: z.number().nullable().optional(),
    /**
     * The VAPID public key the browser subscribed with (its subscription's options): the server
     * signs this phone's notifications with that key's pair. Without it, the server's current key.
     */
    applicationServerKey: base64url('applicationServerKey', 65).optional(),
    notices: tick,
    events: tick,
    urgent: tick,
    babySteps: tick,
    cricketAcademy: tick,
    language: z.enum(LOCALES, { message: `language must be one of: ${LOCALES.join(', ')}` }).default('en'),
  })
  .refine((input) => SUBSCRIPTION_TOPICS.some((topic) => input[topic]), {
    message: 'topics: tick at least one of notices, events, urgent, babySteps, cricketAcademy',
    path: ['notices'],
  });
export type PushSubscribeInput = z.output<typeof pushSubscribeInputSchema>;

/** 'Stop notifications on this phone': the phone's push address (only the phone knows it). */
export const pushUnsubscribeInputSchema = z.object({ endpoint: pushEndpoint });

/**
 * The browser renewed a phone's subscription (the service worker's `pushsubscriptionchange`): the new
 * subscription (PushSubscription.toJSON(), with the VAPID key it was made with) replaces the one at
 * `oldEndpoint`, keeping its topics and language. Only a renewal naming a subscribed phone is taken.
 */
export const pushRenewInputSchema = z.object({
  oldEndpoint: z
    .string({ message: 'oldEndpoint is required' })
    .trim()
    .min(1, 'oldEndpoint is required')
    .max(2000, 'oldEndpoint must be at most 2000 characters'),
  endpoint: pushEndpoint,
  keys: z.object(
    { p256dh: base64url('keys.p256dh', 65), auth: base64url('keys.auth', 16) },
    { message: 'keys is required (p256dh and auth)' },
  ),
  expirationTime: z.number().nullable().optional(),
  applicationServerKey: base64url('applicationServerKey', 65).optional(),
});
export type PushRenewInput = z.output<typeof pushRenewInputSchema>;

/** The server's VAPID public key (base64url): a browser's applicationServerKey. */
export const pushKeySchema = z.object({ publicKey: z.string() });

/** Where the public form's island asks for the key, subscribes and unsubscribes a phone. */
export const PUSH_API_PATHS = {
  key: '/api/subscriptions/push/key',
  subscribe: '/api/subscriptions/push',
  unsubscribe: '/api/subscriptions/push/unsubscribe',
  /** The service worker's renewal of a phone's subscription (pushsubscriptionchange). */
  renew: '/api/subscriptions/push/renew',
} as const;

/**
 * What a phone's notification carries (JSON, encrypted for the phone, under the push services'
 * 4 KB): the service worker shows `title` and `body` with the school's icon and opens `url` (a path on
 * the site, in the subscriber's edition) when it is tapped. `tag`: one notification per item.
 */
export interface PushMessage {
  title: string;
  body: string;
  url: string;
  icon: string;
  tag: string;
  lang: 'en' | 'hi';
}

/** One subscription as staff and the privacy rights requests see it (never in a list). */
export const subscriptionSchema = z.object({
  _id: z.string(),
  email: z.string(),
  topics: z.array(z.enum(SUBSCRIPTION_TOPICS)),
  language: z.enum(LOCALES),
  frequency: z.enum(SUBSCRIPTION_FREQUENCIES),
  digestDay: z.number().int(),
  /** Null until the confirmation link is opened: nothing is sent before. */
  confirmedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** What staff see: totals only. */
export const subscriptionCountsSchema = z.object({
  /** Confirmed e-mail addresses and phones (each gets an urgent alert). */
  confirmed: z.number().int(),
  /** Of `confirmed`, the phones (notifications). */
  phones: z.number().int(),
  waitingForConfirmation: z.number().int(),
  // Each topic a property of its own (a record keyed by an enum documents required keys it never defines).
  byTopic: z.object({
    notices: z.number().int(),
    events: z.number().int(),
    urgent: z.number().int(),
    babySteps: z.number().int(),
    cricketAcademy: z.number().int(),
  }),
});
export type SubscriptionCounts = z.infer<typeof subscriptionCountsSchema>;

/** The public answer to a subscription: the same whatever the address (no one learns who subscribed). */
export const subscribeReceiptSchema = z.object({ checkYourMail: z.literal(true) });

/** The subscribe page's state, from its query after a form post or a mail's link. */
export const SUBSCRIBE_PAGE_STATES = ['form', 'sent', 'confirmed', 'unsubscribed', 'invalid'] as const;
export type SubscribePageState = (typeof SUBSCRIBE_PAGE_STATES)[number];

/**
 * The words of the mails subscribers get, in each language ({{school}}, {{link}}, ... are filled in
 * by the API). The site's pages take their words from the web's catalogues; mails are composed by
 * the API, which shares these with the tests.
 */
export const SUBSCRIPTION_MAIL_TEXTS = {
  en: {
    confirmSubject: 'Confirm: notices from {{school}} by e-mail',
    confirmIntro: 'Someone (we hope you) asked to receive notices from {{school}} at this address.',
    confirmAction: 'To confirm, open this link:',
    confirmIgnore: 'If you did not ask, ignore this mail: nothing more will be sent to you.',
    newNotice: 'New notice',
    newEvent: 'New event',
    readMore: 'Read it on the school website:',
    digestSubject: 'This week at {{school}}',
    digestIntro: 'New on the school website this week:',
    why: 'You receive this because you subscribed to notices from {{school}}.',
    unsubscribe: 'Unsubscribe',
    change: 'Change what you receive',
  },
  hi: {
    confirmSubject: 'पुष्टि करें: {{school}} की सूचनाएँ ई-मेल पर',
    confirmIntro: 'किसी ने (आशा है आपने) इस पते पर {{school}} की सूचनाएँ पाने का अनुरोध किया है।',
    confirmAction: 'पुष्टि के लिए यह लिंक खोलें:',
    confirmIgnore: 'यदि आपने अनुरोध नहीं किया, तो इस मेल को अनदेखा करें: आपको आगे कुछ नहीं भेजा जाएगा।',
    newNotice: 'नई सूचना',
    newEvent: 'नया कार्यक्रम',
    readMore: 'विद्यालय की वेबसाइट पर पढ़ें:',
    digestSubject: '{{school}} में इस सप्ताह',
    digestIntro: 'इस सप्ताह विद्यालय की वेबसाइट पर नया:',
    why: 'आपको यह इसलिए मिला क्योंकि आपने {{school}} की सूचनाएँ पाने की सदस्यता ली है।',
    unsubscribe: 'सदस्यता समाप्त करें',
    change: 'क्या पाना है, बदलें',
  },
} as const satisfies Record<'en' | 'hi', Record<string, string>>;

/** Hours the urgent alert's banner shows unless staff say otherwise. */
export const URGENT_ALERT_DEFAULT_HOURS = 24;

/**
 * The urgent alert ('School closed tomorrow'): one action publishes the urgent banner (its text is
 * the title), a notice (title and message) and sends both to every subscriber.
 */
export const urgentAlertInputSchema = z.object({
  title: z
    .string({ message: 'title is required' })
    .trim()
    .min(1, 'title is required')
    .max(160, 'title must be at most 160 characters'),
  message: z.string().trim().max(5000, 'message must be at most 5000 characters').default(''),
  hours: z.coerce
    .number({ message: 'hours must be a number of hours from 1 to 168' })
    .int('hours must be a whole number of hours')
    .min(1, 'hours must be a number of hours from 1 to 168')
    .max(168, 'hours must be a number of hours from 1 to 168')
    .default(URGENT_ALERT_DEFAULT_HOURS),
});
export type UrgentAlertInput = z.input<typeof urgentAlertInputSchema>;

/** How an alert's sends stand: queued (not yet delivered), sent, failed, and their total. */
export const sendProgressSchema = z.object({
  queued: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  total: z.number().int(),
});
export type SendProgress = z.infer<typeof sendProgressSchema>;

export const urgentAlertSchema = z.object({
  noticeId: z.string(),
  noticeSlug: z.string(),
  announcementId: z.string(),
  progress: sendProgressSchema,
});
export type UrgentAlert = z.infer<typeof urgentAlertSchema>;
