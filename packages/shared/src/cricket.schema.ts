import { z } from 'zod';
import { imageUrlSchema } from './url.schema';
import {
  emptiedText,
  fileKeySchema,
  idSchema,
  longText,
  mediaSchema,
  orderSchema,
  shortText,
  stringList,
  timestampsSchema,
} from './common.schema';

export const trainingProgramSchema = z
  .object({
    _id: idSchema,
    levelName: z.string(),
    ageRange: z.string(),
    tagline: z.string(),
    highlights: z.array(z.string()),
    monthlyFee: z.number().int(),
    order: z.number().int(),
  })
  .extend(timestampsSchema.shape);
export type TrainingProgram = z.infer<typeof trainingProgramSchema>;
export const trainingProgramInputSchema = z.object({
  levelName: shortText('levelName', 100),
  ageRange: longText('ageRange', 100).default(''),
  tagline: longText('tagline', 300).default(''),
  highlights: stringList('highlights').default([]),
  monthlyFee: z.number().int().min(0).max(10_000_000),
  order: orderSchema.default(0),
});
export type TrainingProgramInput = z.infer<typeof trainingProgramInputSchema>;

export const coachAchievementSchema = z.object({ title: z.string(), description: z.string() });
export const coachSchema = z
  .object({
    _id: idSchema,
    name: z.string(),
    designation: z.string(),
    experience: z.string(),
    description: z.string(),
    image: z.object({ url: z.string() }).nullable(),
    media: mediaSchema.nullable(),
    achievements: z.union([z.array(coachAchievementSchema), z.string()]),
    skills: z.array(z.string()),
    order: z.number().int(),
  })
  .extend(timestampsSchema.shape);
export type Coach = z.infer<typeof coachSchema>;
/** A coach as the admin edits it: the picture as its URL field. */
export const coachAdminSchema = coachSchema.omit({ image: true }).extend({ imageUrl: z.string() });
export const coachInputSchema = z.object({
  name: shortText('name'),
  designation: longText('designation', 200).default(''),
  experience: longText('experience', 100).default(''),
  description: longText('description', 3000).default(''),
  imageUrl: imageUrlSchema('imageUrl'),
  achievements: z
    .union([
      z
        .array(
          z.object({ title: shortText('title'), description: longText('description', 1000).default('') }),
        )
        .max(30),
      longText('achievements', 3000),
    ])
    .default([]),
  skills: stringList('skills').default([]),
  order: orderSchema.default(0),
});
export type CoachInput = z.infer<typeof coachInputSchema>;

export type CricketContactInput = z.infer<typeof cricketContactInputSchema>;

export const cricketContactSchema = z.object({
  title: z.string(),
  description: z.string(),
  location: z.string(),
  phone: z.string(),
  email: z.string(),
  quickEnquiry: z.object({
    scheduleVisitLabel: z.string(),
    downloadBrochureLabel: z.string(),
    callNowLabel: z.string(),
  }),
  hasBrochure: z.boolean(),
  brochureUrl: z.string().nullable(),
});
export type CricketContact = z.infer<typeof cricketContactSchema>;
/** The Cricket Academy contact details as stored and edited: the brochure as its file key. */
export const cricketContactSettingsSchema = cricketContactSchema
  .omit({ hasBrochure: true, brochureUrl: true })
  .extend({ brochureFile: z.string().nullable() });
export const cricketContactInputSchema = z.object({
  title: shortText('title'),
  description: longText('description', 3000).default(''),
  location: longText('location', 300).default(''),
  phone: longText('phone', 40).default(''),
  email: emptiedText(
    'email must be text',
    z.email('email must be a valid e-mail address').max(200).or(z.literal('')),
  ).default(''),
  quickEnquiry: z.object({
    scheduleVisitLabel: shortText('scheduleVisitLabel', 60),
    downloadBrochureLabel: shortText('downloadBrochureLabel', 60),
    callNowLabel: shortText('callNowLabel', 60),
  }),
  /** Stored file key of the brochure PDF. */
  brochureFile: fileKeySchema.nullable().default(null),
});
