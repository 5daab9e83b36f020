import { z } from 'zod';
import { emptiedText, idSchema, shortText, timestampsSchema } from './common.schema';
import { isUploadedFileUrl, isWebUrl } from './url.schema';

/** From least to most pressing; one announcement of each level may be active at a time. */
export const ANNOUNCEMENT_LEVELS = ['info', 'important', 'urgent'] as const;
export type AnnouncementLevel = (typeof ANNOUNCEMENT_LEVELS)[number];
/** A banner is one or two lines on a phone: longer news belongs in a notice. */
export const ANNOUNCEMENT_TEXT_MAX = 160;

export const announcementLevelSchema = z.enum(ANNOUNCEMENT_LEVELS, {
  message: `level must be one of: ${ANNOUNCEMENT_LEVELS.join(', ')}`,
});

/** A page of this site ("/admissions"), never "//host" (another site). */
const SITE_PATH = /^\/(?!\/)[A-Za-z0-9\-._~/?#=&%+]*$/;

const linkSchema = emptiedText(
  'link must be text',
  z
    .string()
    .trim()
    .max(500, 'link must be at most 500 characters')
    .refine(
      (value) => value === '' || isWebUrl(value) || isUploadedFileUrl(value) || SITE_PATH.test(value),
      'link must be a page of this site (starting with /) or a web address starting with http:// or https://',
    ),
).default('');

const instantSchema = (name: string) =>
  z.iso.datetime({ offset: true, message: `${name} must be a date and time with its time zone` });

export const announcementInputSchema = z
  .object({
    level: announcementLevelSchema,
    text: shortText('text', ANNOUNCEMENT_TEXT_MAX),
    link: linkSchema,
    startsAt: instantSchema('startsAt'),
    endsAt: instantSchema('endsAt'),
  })
  .refine((input) => Date.parse(input.endsAt) > Date.parse(input.startsAt), {
    message: 'endsAt must be after startsAt',
    path: ['endsAt'],
  });
export type AnnouncementInput = z.infer<typeof announcementInputSchema>;

/** What a visitor's page gets: enough to show the banner and remember a dismissal. */
export const announcementSchema = z.object({
  _id: idSchema,
  level: announcementLevelSchema,
  text: z.string(),
  link: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** Goes up on every edit, so an edited banner shows again to visitors who dismissed it. */
  version: z.number().int(),
  /** On a Hindi page: the fields shown in English for want of a translation (marked lang="en"). */
  fallbackFields: z.array(z.string()).optional(),
});
export type Announcement = z.infer<typeof announcementSchema>;

export const announcementStateSchema = z.enum(['future', 'current', 'past']);
export type AnnouncementState = z.infer<typeof announcementStateSchema>;

/** The admin's view: the history lists past, current and future announcements. */
export const announcementAdminSchema = announcementSchema
  .extend({ state: announcementStateSchema })
  .extend(timestampsSchema.shape);
export type AnnouncementAdmin = z.infer<typeof announcementAdminSchema>;
