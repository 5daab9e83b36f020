import { z } from 'zod';
import { longText, publicationSchema } from './common.schema';
import { slugSchema } from './slug.schema';

/** What notices and events share as pages of their own: the address, the text, the share text. */
export const itemPageSchema = z.object({
  /** The page address: /notices/<slug>, /events/<slug>. */
  slug: z.string(),
  /** Sanitized HTML (headings, lists, bold, italics, links); '' when there is only the description. */
  body: z.string(),
  /** What staff paste into WhatsApp groups; '' = title, date and the page's address. */
  shareText: z.string(),
});

/** Longest page text the admin may save (HTML, before sanitizing). */
export const ITEM_BODY_MAX = 50_000;

export const itemPageInputSchema = z.object({
  /** Empty or absent: made from the title on create, kept as it is on update. */
  slug: z.preprocess((value) => (value === '' ? null : value), slugSchema.nullable().default(null)),
  body: longText('body', ITEM_BODY_MAX).default(''),
  shareText: longText('shareText', 1000).default(''),
});

/** When a notice or event shows: published or a draft, and an optional window. */
export const publicationInputSchema = z.object({
  publication: publicationSchema.default('published'),
  publishAt: z.iso.datetime({ offset: true }).nullable().default(null),
  expireAt: z.iso.datetime({ offset: true }).nullable().default(null),
});
