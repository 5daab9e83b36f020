import { searchSchema, type Media, type ShareCardImage } from '@skp/shared';
import { z } from 'zod';
import { richTextToPlain } from '../lib/rich-text';
import type { Services } from '../lib/define-module';
import type { LoadContext } from './load-sections';
import type { ShareImage } from './page-definition';

/** Plain text for a page's description: the item's own description, else the start of its body. */
export function itemSummary(item: { description: string; body: string }, max = 200): string {
  const text = (item.description || richTextToPlain(item.body)).replace(/\s+/g, ' ').trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/**
 * The item's share image: its own picture (absolute URL, with its size when known), else its
 * generated card, else undefined (the school's card).
 */
export function itemShareImage(
  picture: string | undefined,
  media: Media | null | undefined,
  origin: string,
  alt: string,
  card?: ShareCardImage | undefined,
): ShareImage | undefined {
  const url = media?.url || picture;
  if (!url)
    return card ? { url: `${origin}${card.path}`, width: card.width, height: card.height, alt } : undefined;
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

/**
 * The generated card of an item without its own picture, in the page's edition (drawn now if the
 * save did not, e.g. the Hindi one); undefined when it has a picture or the card cannot be drawn
 * (the page then shows the school's card, and the failure is logged).
 */
export async function itemShareCard(
  services: Services,
  context: LoadContext,
  kind: 'notice' | 'event',
  item: { title: string; date: string; picture: string | null | undefined },
): Promise<ShareCardImage | undefined> {
  if (item.picture) return undefined;
  try {
    return await services.shareCards.ensure(kind, item, context.locale ?? 'en');
  } catch (error) {
    context.log.error({ err: error, kind, title: item.title }, 'share card not drawn');
    return undefined;
  }
}
