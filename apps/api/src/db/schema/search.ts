import { customType, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/** PostgreSQL's tsvector: written by the search repository (to_tsvector), read only in SQL. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The site search's index (modules/search): one row per searchable thing per edition (a page, a
 * notice, an event, a document, a photo), kept up to date by the search module from the content
 * tables. Notices and events carry their publication window so a search shows only what a visitor
 * may open at that moment.
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    /** Where the row comes from: 'notices', 'events', 'policies', 'mandatory-disclosures', 'gallery', 'pages'. */
    source: text('source').notNull(),
    sourceId: text('source_id').notNull(),
    locale: text('locale').notNull(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    url: text('url').notNull(),
    date: timestamp('date', { withTimezone: true }),
    publication: text('publication').notNull().default('published'),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    expireAt: timestamp('expire_at', { withTimezone: true }),
    /** Title (weight A), body (B) and, on Hindi rows, the English they were translated from (C). */
    searchVector: tsvector('search_vector').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'search_documents_pk', columns: [t.source, t.sourceId, t.locale] }),
    index('search_documents_en_idx')
      .using('gin', t.searchVector)
      .where(sql`${t.locale} = 'en'`),
    index('search_documents_hi_idx')
      .using('gin', t.searchVector)
      .where(sql`${t.locale} = 'hi'`),
  ],
);

/**
 * Every word the index has seen (as written, lower case): the spellings 'did you mean' offers. Words
 * are compared by trigrams of `latin`: the word itself, or a Devanagari word in Latin letters
 * (pg_trgm reads only ASCII letters as word characters in a database with the C locale, as PGlite's).
 */
export const searchTerms = pgTable(
  'search_terms',
  { term: text('term').primaryKey(), latin: text('latin').notNull() },
  (t) => [index('search_terms_latin_trgm_idx').using('gin', t.latin.op('gin_trgm_ops'))],
);

/** How far each source of the index is brought up to date (rows changed after it are indexed again). */
export const searchSources = pgTable('search_sources', {
  source: text('source').primaryKey(),
  /** The indexer's format: a different one indexes the source again from scratch. */
  format: text('format').notNull(),
  syncedAt: timestamp('synced_at', { withTimezone: true }).notNull(),
});

/** The text of an uploaded PDF, extracted once (at upload, or the first time the index meets the file). */
export const pdfTexts = pgTable('pdf_texts', {
  /** The file's storage key (notices/<id>.pdf), as the content rows store it. */
  file: text('file').primaryKey(),
  /** '' for a scanned PDF without text (indexed by its title only). */
  text: text('text').notNull(),
  extractedAt: timestamp('extracted_at', { withTimezone: true }).notNull().defaultNow(),
});
