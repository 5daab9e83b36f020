import { z } from 'zod';
import { emptiedText, hasNoNul } from './common.schema';

/**
 * Addresses an editor can set. A browser opens them (links, pictures), so only the web's own
 * schemes pass: http: and https: (scheme in any case, written out with //), or a file uploaded
 * here (/uploads/<folder>/<name>.<ext>). javascript:, data:, vbscript:, file:, protocol-relative
 * //host and anything with control characters (which browsers strip: java\tscript:) are refused.
 */
// WHATWG URL exists in browsers and Node; this package has neither's types.
declare const URL: new (input: string) => { protocol: string; hostname: string };

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
const UPLOADED_FILE = /^\/uploads\/[a-z0-9-]+\/[A-Za-z0-9_-]+\.[a-z0-9]{2,5}$/;
const INLINE_PICTURE = /^data:image\/(webp|avif|jpeg|png);base64,[A-Za-z0-9+/]+={0,2}$/;

export function isWebUrl(value: string): boolean {
  if (CONTROL_CHARACTERS.test(value) || !/^https?:\/\/[^/]/i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export const isUploadedFileUrl = (value: string) => UPLOADED_FILE.test(value);

const trimmed = (name: string, max: number) =>
  z
    .string({ message: `${name} must be text` })
    .trim()
    .max(max, `${name} must be at most ${max} characters`)
    .refine(hasNoNul, `${name} must not contain NUL characters`);

/** A link to another site (social pages, portals): http(s) only, or empty. */
export function optionalWebUrlSchema(name: string, max = 500) {
  return emptiedText(
    `${name} must be text`,
    trimmed(name, max).refine(
      (value) => value === '' || isWebUrl(value),
      `${name} must be a web address starting with http:// or https://`,
    ),
  ).default('');
}

/** A picture: a file uploaded here or an http(s) address; empty unless `required`. */
export function imageUrlSchema(name: string, options: { required?: boolean; max?: number } = {}) {
  const schema = trimmed(name, options.max ?? 1000)
    .refine((value) => value !== '' || !options.required, `${name} is required`)
    .refine(
      (value) => value === '' || isUploadedFileUrl(value) || isWebUrl(value),
      `${name} must be an uploaded picture or a web address starting with http:// or https://`,
    );
  return options.required ? schema : schema.default('');
}

/** Image metadata an editor may send back (it comes from the upload): uploaded files only. */
const uploadedFileUrl = z.string().regex(UPLOADED_FILE, 'must be an uploaded file');
export const mediaInputSchema = z.strictObject({
  url: uploadedFileUrl,
  width: z.number().int().min(1).max(20_000),
  height: z.number().int().min(1).max(20_000),
  variants: z
    .array(
      z.strictObject({
        url: uploadedFileUrl,
        width: z.number().int().min(1).max(20_000),
        format: z.enum(['webp', 'avif', 'jpeg']),
      }),
    )
    .max(40),
  placeholder: z.string().max(20_000).regex(INLINE_PICTURE, 'must be an inline picture').optional(),
});
