import { z } from 'zod';
import { REFUSALS, refusal } from './refusals';

// In the browser, zod would compile object parsers with new Function(); the site's CSP
// (script-src 'self') forbids that, so the probe only logs a violation. Parse without it there.
if ('document' in globalThis) z.config({ jitless: true });

/** Every public id is a UUID string exposed as `_id`. */
export const idSchema = z.uuid({ message: 'must be a valid id' });
export const idParamsSchema = z.object({ id: idSchema });

export const sortOrderSchema = z.enum(['asc', 'desc'], {
  message: "sortOrder must be 'asc' or 'desc'",
});

/** Query-string boolean: only the words true and false are accepted. */
export const queryBooleanSchema = z
  .enum(['true', 'false'], { message: "must be 'true' or 'false'" })
  .transform((value) => value === 'true');

export const MAX_LIMIT = 100;

export const pageSchema = z.coerce
  .number({ message: 'page must be a whole number' })
  .int('page must be a whole number')
  .min(1, 'page must be at least 1')
  .max(100_000, 'page is too large');

export function limitSchema(defaultLimit: number) {
  return z.coerce
    .number({ message: 'limit must be a whole number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(MAX_LIMIT, `limit must be at most ${MAX_LIMIT}`)
    .default(defaultLimit);
}

/** PostgreSQL text cannot hold NUL characters; refuse them at the door. */
export const hasNoNul = (value: string) => !value.includes('\u0000');
export const NUL_MESSAGE = 'must not contain NUL characters';

/** A free-text query parameter (filters such as type or location). */
export function queryText(name: string, max = 100) {
  return z
    .string()
    .trim()
    .min(1, `${name} must not be empty`)
    .max(max, refusal(REFUSALS.tooLong, { field: name, max }))
    .refine(hasNoNul, `${name} ${NUL_MESSAGE}`);
}

export const searchSchema = z
  .string()
  .trim()
  .max(200, 'search is too long')
  .refine(hasNoNul, `search ${NUL_MESSAGE}`);

/** page + limit for the plain ordered lists (milestones, alumni, coaches, ...): everything by default. */
export function pagedQuerySchema(defaultLimit = MAX_LIMIT) {
  return z.object({ page: pageSchema.default(1), limit: limitSchema(defaultLimit) });
}
export type PagedQuery = { page: number; limit: number };

/** Builds the query schema shared by every list endpoint: page, limit, sortBy, sortOrder, search. */
export function listQuerySchema<const S extends readonly [string, ...string[]]>(options: {
  sortable: S;
  defaultSort: S[number];
  defaultOrder?: 'asc' | 'desc';
  defaultLimit?: number;
}) {
  return z.object({
    page: pageSchema.default(1),
    limit: limitSchema(options.defaultLimit ?? 10),
    sortBy: z
      .enum(options.sortable, {
        message: `sortBy must be one of: ${options.sortable.join(', ')}`,
      })
      .default(options.defaultSort as never),
    sortOrder: sortOrderSchema.default(options.defaultOrder ?? 'asc'),
    search: searchSchema.optional(),
  });
}

export const paginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  pages: z.number().int(),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** The one success envelope: `{ status: 'success', data: {...} }`. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ status: z.literal('success'), data });
}
export type Envelope<T> = { status: 'success'; data: T };

/** The one error body, keys in the order the server writes them. */
export const errorBodySchema = z.object({
  status: z.literal('error'),
  code: z.string(),
  message: z.string(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** A responsive image produced by the image pipeline. */
export const imageVariantSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  format: z.enum(['webp', 'avif', 'jpeg']),
});
/** Where a video upload's background work stands (the admin shows it while it runs). */
export const VIDEO_PROCESSING_STATES = ['processing', 'ready', 'original', 'failed'] as const;
export const videoInfoSchema = z.object({
  /** What the site plays: the web-friendly MP4 when one was made, otherwise the original. */
  playbackUrl: z.string(),
  /**
   * A smaller MP4 (at most 640 wide) for phones, which the site offers to narrow screens; absent when
   * the video is no wider than that or no encoder was available.
   */
  phonePlaybackUrl: z.string().optional(),
  mimeType: z.enum(['video/mp4', 'video/webm']),
  /** Seconds; 0 when the server could not read it (no ffprobe). */
  duration: z.number().min(0),
  videoCodec: z.string(),
  audioCodec: z.string().nullable(),
  state: z.enum(VIDEO_PROCESSING_STATES),
  /** 0..1 while processing. */
  progress: z.number().min(0).max(1),
  /** A plain sentence for the admin, e.g. that the encoder is missing and the original is kept. */
  note: z.string().optional(),
});
export type VideoInfo = z.infer<typeof videoInfoSchema>;

/**
 * A responsive image produced by the image pipeline. For a video upload, `url` is the video, the
 * variants and placeholder are its poster's, `poster` is the poster JPEG and `video` says how to play it.
 */
export const mediaSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  variants: z.array(imageVariantSchema),
  /** A tiny data: URL shown while the image loads. */
  placeholder: z.string().optional(),
  poster: z.string().optional(),
  video: videoInfoSchema.optional(),
});
export type Media = z.infer<typeof mediaSchema>;

export const timestampsSchema = z.object({
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const shortText = (name: string, max = 200) =>
  z
    .string({ message: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(max, refusal(REFUSALS.tooLong, { field: name, max }))
    .refine(hasNoNul, `${name} ${NUL_MESSAGE}`);
/**
 * The admin's forms send null for a field the clerk emptied (react-admin's inputs turn '' into null).
 * For a field that may be empty, null reads as its empty value ('' or 0), never a refusal. A codec,
 * not a preprocess: the same schemas also encode answers, which a one-way transform cannot.
 */
export const emptiedText = (message: string, text: z.ZodType<string, string>) =>
  z.codec(z.string({ message }).nullable(), text, {
    decode: (value) => value ?? '',
    encode: (value) => value,
  });
export const emptiedNumber = (message: string, number: z.ZodType<number, number>) =>
  z.codec(z.number({ message }).nullable(), number, {
    decode: (value) => value ?? 0,
    encode: (value) => value,
  });

/** A text that may be empty (emptied in the admin's form: ''). */
export const longText = (name: string, max = 10_000) =>
  emptiedText(
    `${name} is required`,
    z
      .string()
      .trim()
      .max(max, refusal(REFUSALS.tooLong, { field: name, max }))
      .refine(hasNoNul, `${name} ${NUL_MESSAGE}`),
  );
export const stringList = (name: string, maxItems = 50) =>
  z.array(shortText(name, 300)).max(maxItems, `${name} may have at most ${maxItems} items`);
/** A row's place in its list (emptied in the admin's form: 0, the top). */
export const orderSchema = emptiedNumber(
  'order must be a number',
  z.number().int('order must be a whole number').min(0).max(1_000_000),
);
/** A stored file key (server-generated), e.g. `notices/1f3c….pdf`. */
export const fileKeySchema = z
  .string()
  .regex(/^[a-z0-9-]+\/[a-zA-Z0-9_-]+\.[a-z0-9]{2,5}$/, 'must be a stored file key');
export const isoDateSchema = z.iso
  .datetime({ offset: true, message: 'must be an ISO date-time' })
  .or(z.iso.date({ message: 'must be an ISO date' }));

export const publicationSchema = z.enum(['draft', 'published']);
export type Publication = z.infer<typeof publicationSchema>;

/** Where a dated, publishable row stands today, as the admin lists show it. */
export const visibilitySchema = z.enum(['draft', 'scheduled', 'live', 'expired']);
