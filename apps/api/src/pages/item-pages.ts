import { searchSchema, type Media } from '@skp/shared';
import { z } from 'zod';
import { richTextToPlain } from '../lib/rich-text';
import type { ShareImage } from './site-page';

/** Plain text for a page's description: the item's own description, else the start of its body. */
export function itemSummary(item: { description: string; body: string }, max = 200): string {
  const text = (item.description || richTextToPlain(item.body)).replace(/\s+/g, ' ').trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/** The item's own picture as its share image (absolute URL, with its size when known), or undefined. */
export function itemShareImage(
  picture: string | undefined,
  media: Media | null | undefined,
  origin: string,
  alt: string,
): ShareImage | undefined {
  const url = media?.url || picture;
  if (!url) return undefined;
  return {
    url: /^https?:\/\//.test(url) ? url : `${origin}${url}`,
    width: media?.width,
    height: media?.height,
    alt,
  };
}

const pageNumber = z.coerce.number().int().min(1).max(10_000);

/** The query an index page (/notices, /events) reads: ?page= (2 and up) and ?search=; anything else dropped. */
export function indexQuery(raw: Readonly<Record<string, unknown>>): Record<string, string> {
  const page = pageNumber.safeParse(raw.page);
  const search = searchSchema.safeParse(raw.search);
  return {
    ...(page.success && page.data > 1 ? { page: String(page.data) } : {}),
    ...(search.success && search.data ? { search: search.data } : {}),
  };
}
