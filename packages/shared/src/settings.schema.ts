import { z } from 'zod';
import { imageUrlSchema, optionalWebUrlSchema, mediaInputSchema } from './url.schema';
import { CONTENT_PAGES, MAP_LOCATION } from './constants';
import { fileKeySchema, longText, mediaSchema, shortText, stringList } from './common.schema';

export const socialLinksSchema = z.object({
  facebook: z.string().default(''),
  instagram: z.string().default(''),
  youtube: z.string().default(''),
  twitter: z.string().default(''),
});

/** Where the Contact page's map points (and the structured data's coordinates). */
export const mapLocationSchema = z.object({
  latitude: z.coerce
    .number('latitude must be a number from -90 to 90')
    .min(-90, 'latitude must be a number from -90 to 90')
    .max(90, 'latitude must be a number from -90 to 90'),
  longitude: z.coerce
    .number('longitude must be a number from -180 to 180')
    .min(-180, 'longitude must be a number from -180 to 180')
    .max(180, 'longitude must be a number from -180 to 180'),
  zoom: z.coerce
    .number('zoom must be a whole number from 1 to 21')
    .int('zoom must be a whole number from 1 to 21')
    .min(1, 'zoom must be a whole number from 1 to 21')
    .max(21, 'zoom must be a whole number from 1 to 21'),
});
export type MapLocation = z.infer<typeof mapLocationSchema>;

export const contactInfoSchema = z.object({
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  officeHours: z.string(),
  whatsapp: z.string(),
  socialLinks: socialLinksSchema,
  roadmapImageUrl: z.string(),
  /** Responsive variants of the roadmap image, when it went through the image pipeline. */
  roadmapMedia: mediaSchema.nullable(),
  mapLocation: mapLocationSchema,
});
export type ContactInfo = z.infer<typeof contactInfoSchema>;
export const contactInfoInputSchema = z.object({
  address: shortText('address', 500),
  phone: shortText('phone', 40),
  email: z.email('email must be a valid e-mail address').max(200),
  officeHours: longText('officeHours', 200).default(''),
  whatsapp: longText('whatsapp', 40).default(''),
  socialLinks: z
    .object({
      facebook: optionalWebUrlSchema('facebook'),
      instagram: optionalWebUrlSchema('instagram'),
      youtube: optionalWebUrlSchema('youtube'),
      twitter: optionalWebUrlSchema('twitter'),
    })
    .default({ facebook: '', instagram: '', youtube: '', twitter: '' }),
  roadmapImageUrl: imageUrlSchema('roadmapImageUrl'),
  roadmapMedia: mediaInputSchema.nullable().default(null),
  /** Until the office sets it: the demo school's place (docs/requirements.md#limits). */
  mapLocation: mapLocationSchema.default({ ...MAP_LOCATION }),
});
export type ContactInfoInput = z.infer<typeof contactInfoInputSchema>;

export const admissionInfoSchema = z.object({
  ageRequirements: z.object({
    prePrimary: z.string(),
    primary: z.string(),
    secondary: z.string(),
    seniorSecondary: z.string(),
  }),
  documentsRequired: z.array(z.string()),
  academicRequirements: z.array(z.string()),
  /** The external online registration portal (ADMISSION_PORTAL_URL). */
  portalUrl: z.string(),
});
export type AdmissionInfo = z.infer<typeof admissionInfoSchema>;
export const admissionInfoInputSchema = z.object({
  ageRequirements: z.object({
    prePrimary: longText('prePrimary', 200),
    primary: longText('primary', 200),
    secondary: longText('secondary', 200),
    seniorSecondary: longText('seniorSecondary', 200),
  }),
  documentsRequired: stringList('documentsRequired'),
  academicRequirements: stringList('academicRequirements'),
});
export type AdmissionInfoInput = z.infer<typeof admissionInfoInputSchema>;

export const babyStepsAdmissionSchema = z.object({
  title: z.string(),
  subtitle: z.string(),
  steps: z.array(z.object({ order: z.number().int(), title: z.string(), description: z.string() })),
  hasProspectus: z.boolean(),
  prospectusUrl: z.string().nullable(),
});
export type BabyStepsAdmission = z.infer<typeof babyStepsAdmissionSchema>;
export const babyStepsAdmissionInputSchema = z.object({
  title: shortText('title'),
  subtitle: longText('subtitle', 500).default(''),
  steps: z
    .array(
      z.object({
        order: z.number().int().min(0).max(1000),
        title: shortText('title'),
        description: longText('description', 1000).default(''),
      }),
    )
    .max(20),
  /** Stored file key of the prospectus PDF. */
  prospectusFile: fileKeySchema.nullable().default(null),
});
export type BabyStepsAdmissionInput = z.infer<typeof babyStepsAdmissionInputSchema>;

export const admissionRequirementsSchema = admissionInfoSchema.omit({ portalUrl: true });
/** The Baby Steps admission details as stored and edited: the prospectus as its file key. */
export const babyStepsAdmissionSettingsSchema = babyStepsAdmissionSchema
  .omit({ hasProspectus: true, prospectusUrl: true })
  .extend({ prospectusFile: z.string().nullable() });
export type AdmissionRequirements = z.infer<typeof admissionRequirementsSchema>;

export const contentPageSchema = z.enum(CONTENT_PAGES, {
  message: `page must be one of: ${CONTENT_PAGES.join(', ')}`,
});
export type ContentPage = z.infer<typeof contentPageSchema>;

/** Editable copy of a page (title, tagline, intro paragraphs). */
export const pageContentSchema = z.object({
  page: z.string(),
  title: z.string(),
  tagline: z.string(),
  paragraphs: z.array(z.string()),
});
/** A page's editable copy as stored and edited. */
export const pageContentSettingsSchema = pageContentSchema.omit({ page: true });
export type PageContent = z.infer<typeof pageContentSchema>;
export const pageContentInputSchema = z.object({
  title: shortText('title'),
  tagline: longText('tagline', 500).default(''),
  paragraphs: z.array(longText('paragraph', 5000)).max(30).default([]),
});
export type PageContentInput = z.infer<typeof pageContentInputSchema>;

/**
 * The calendars' identity: the domain every event's iCalendar UID ends in
 * (event-<id>@<uidDomain>), stored once so a later change of the site's address keeps the UIDs.
 */
export const calendarIdentitySchema = z.object({
  uidDomain: z
    .string()
    .min(1)
    .max(253)
    .regex(
      /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/,
      'uidDomain must be a host name',
    ),
});
export type CalendarIdentity = z.infer<typeof calendarIdentitySchema>;
