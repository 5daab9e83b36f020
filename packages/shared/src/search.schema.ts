import { z } from 'zod';
import { paginationSchema } from './common.schema';
import { LOCALES } from './locale';

/** What one search finds: a page of the site, a notice, an event, a document (PDF) or a photo. */
export const SEARCH_KINDS = ['page', 'notice', 'event', 'document', 'photo'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** Results on one page of /search. */
export const SEARCH_PAGE_SIZE = 10;
/** The longest query read (longer is cut). */
export const SEARCH_QUERY_MAX = 100;
/** The deepest page of results offered. */
export const SEARCH_PAGE_MAX = 50;

/**
 * Where a snippet's marked words start and end: private-use characters that no text of the site
 * holds, so the page marks them with <mark> and never has to trust HTML from the database.
 */
export const SEARCH_MARK_START = '\uE000';
export const SEARCH_MARK_END = '\uE001';

/** The query of /search (and /hi/search): the words (q) and the page, checked and clamped. */
export const searchQuerySchema = z.object({
  q: z
    .string()
    .catch('')
    .default('')
    .transform((value) => value.replace(/\s+/g, ' ').trim().slice(0, SEARCH_QUERY_MAX)),
  page: z.coerce.number().int().min(1).max(SEARCH_PAGE_MAX).catch(1).default(1),
  locale: z.enum(LOCALES).catch('en').default('en'),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const searchResultSchema = z.object({
  kind: z.enum(SEARCH_KINDS),
  title: z.string(),
  /** The text around the words found; marked words between SEARCH_MARK_START and SEARCH_MARK_END. */
  snippet: z.string(),
  /** Where the result is: a page of the site (in the edition searched) or a file under /uploads. */
  url: z.string(),
  /** A notice's or event's date (ISO 8601); null for pages, documents and photos. */
  date: z.string().nullable(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchAnswerSchema = z.object({
  /** The words searched for, as read. */
  query: z.string(),
  results: z.array(searchResultSchema),
  pagination: paginationSchema,
  /**
   * When the words as typed found nothing but a nearby spelling did: the words searched instead
   * (the results are theirs). Null otherwise.
   */
  correctedQuery: z.string().nullable(),
  /** True when no result has every word: the results have some of them (the most first). */
  someWords: z.boolean(),
  /** Nearby spellings of the query that do find something (offered when nothing was found). */
  suggestions: z.array(z.string()),
});
export type SearchAnswer = z.infer<typeof searchAnswerSchema>;
