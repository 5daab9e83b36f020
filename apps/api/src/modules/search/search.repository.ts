import { sql, type SQL } from 'drizzle-orm';
import { SEARCH_MARK_END, SEARCH_MARK_START, type Locale, type SearchKind } from '@skp/shared';
import { queryRows, type Database } from '../../db/client';
import {
  events,
  galleryPhotos,
  mandatoryDisclosures,
  notices,
  pdfTexts,
  policies,
  searchDocuments,
  searchSources,
  searchTerms,
  translations,
} from '../../db/schema/index';

/** The content tables the index reads, by source name (the translation entity of the same name). */
const SOURCE_TABLES = {
  notices,
  events,
  policies,
  'mandatory-disclosures': mandatoryDisclosures,
  gallery: galleryPhotos,
} as const;
export type CollectionSource = keyof typeof SOURCE_TABLES;
export const COLLECTION_SOURCES = Object.keys(SOURCE_TABLES) as CollectionSource[];
export type SearchSource = CollectionSource | 'pages';

/** One row of the index as the indexer writes it. */
export interface IndexedDocument {
  source: SearchSource;
  sourceId: string;
  locale: Locale;
  kind: SearchKind;
  title: string;
  body: string;
  url: string;
  date: Date | null;
  publication: string;
  publishAt: Date | null;
  expireAt: Date | null;
  /** What else the row is found by, at a lower weight: on a Hindi row, the English it was translated from. */
  english: string;
}

export interface FoundDocument {
  kind: SearchKind;
  title: string;
  url: string;
  date: Date | string | null;
  snippet: string;
  total: number;
}

/** A content row as stored (snake_case columns) with its Hindi translations by field. */
export interface SourceRow {
  row: Record<string, unknown>;
  hindi: Record<string, string>;
}

/** What a visitor may open now (a notice's or event's publication and window). */
const VISIBLE = sql.raw(`d.publication = 'published'
  and (d.publish_at is null or d.publish_at <= now())
  and (d.expire_at is null or d.expire_at > now())`);

const BATCH = 500;
/** Below every id (ids are UUIDs): where a pass over a source starts. */
export const FIRST_ID = '00000000-0000-0000-0000-000000000000';

/** The text search configuration of an edition's own language. */
export function configOf(locale: Locale): SQL {
  return sql.raw(locale === 'hi' ? `'simple'::regconfig` : `'english'::regconfig`);
}

export function createSearchRepository(db: Database) {
  return {
    async sourceState(source: SearchSource): Promise<{ format: string; syncedAt: Date } | undefined> {
      const [row] = await db
        .select()
        .from(searchSources)
        .where(sql`${searchSources.source} = ${source}`);
      return row ? { format: row.format, syncedAt: new Date(row.syncedAt) } : undefined;
    },

    async setSourceState(source: SearchSource, format: string, syncedAt: Date): Promise<void> {
      await db
        .insert(searchSources)
        .values({ source, format, syncedAt })
        .onConflictDoUpdate({ target: searchSources.source, set: { format, syncedAt } });
    },

    /** The database's clock (rows' updated_at are its or the app's; both are compared with it). */
    async now(): Promise<Date> {
      const [row] = await queryRows<{ now: string | Date }>(db, sql`select now() as now`);
      return new Date(row!.now);
    },

    /**
     * Rows of a source changed (or translated) after `since` (all with null), in id order after
     * `afterId`, at most BATCH, each with its Hindi translations.
     */
    async changedRows(source: CollectionSource, since: Date | null, afterId: string): Promise<SourceRow[]> {
      const table = SOURCE_TABLES[source];
      const changed = since
        ? sql`and (${table.updatedAt} > ${since} or ${table.id}::text in (
            select ${translations.entityId} from ${translations}
            where ${translations.entity} = ${source} and ${translations.updatedAt} > ${since}))`
        : sql``;
      const rows = await queryRows<{ row: Record<string, unknown> }>(
        db,
        sql`select to_jsonb(${table}) as row from ${table} where ${table.id} > ${afterId}::uuid ${changed}
            order by ${table.id} limit ${BATCH}`,
      );
      if (rows.length === 0) return [];
      const ids = rows.map((r) => String(r.row.id));
      const hindi = await queryRows<{ entity_id: string; field: string; value: string }>(
        db,
        sql`select ${translations.entityId} as entity_id, ${translations.field} as field, ${translations.value} as value
            from ${translations}
            where ${translations.entity} = ${source} and ${translations.locale} = 'hi'
              and ${translations.entityId} in ${ids}`,
      );
      const byId = new Map<string, Record<string, string>>();
      for (const t of hindi) {
        const fields = byId.get(t.entity_id) ?? {};
        fields[t.field] = t.value;
        byId.set(t.entity_id, fields);
      }
      return rows.map(({ row }) => ({ row, hindi: byId.get(String(row.id)) ?? {} }));
    },

    /** Index rows whose record is gone (a cheap count first: nothing to do when the numbers agree). */
    async deleteMissing(source: CollectionSource): Promise<number> {
      const table = SOURCE_TABLES[source];
      const [counts] = await queryRows<{ rows: number; documents: number }>(
        db,
        sql`select (select count(*)::int from ${table}) as rows,
                   (select count(*)::int from ${searchDocuments} where ${searchDocuments.source} = ${source} and ${searchDocuments.locale} = 'en') as documents`,
      );
      if (counts && counts.rows === counts.documents) return 0;
      const deleted = await queryRows<{ source_id: string }>(
        db,
        sql`delete from ${searchDocuments} d where d.source = ${source}
            and not exists (select 1 from ${table} t where t.id::text = d.source_id) returning d.source_id`,
      );
      return deleted.length;
    },

    /** Writes index rows (replacing the ones with the same source, id and edition). */
    async upsert(documents: IndexedDocument[]): Promise<void> {
      for (let i = 0; i < documents.length; i += BATCH) {
        const values = documents.slice(i, i + BATCH).map((d) => {
          const config = configOf(d.locale);
          const vector = sql`setweight(to_tsvector(${config}, ${d.title}), 'A')
            || setweight(to_tsvector(${config}, ${d.body}), 'B')
            || setweight(to_tsvector('english'::regconfig, ${d.english}), 'C')`;
          return sql`(${d.source}, ${d.sourceId}, ${d.locale}, ${d.kind}, ${d.title}, ${d.body}, ${d.url},
            ${d.date}, ${d.publication}, ${d.publishAt}, ${d.expireAt}, ${vector}, now())`;
        });
        await db.execute(sql`insert into ${searchDocuments}
          (source, source_id, locale, kind, title, body, url, date, publication, publish_at, expire_at, search_vector, updated_at)
          values ${sql.join(values, sql`, `)}
          on conflict (source, source_id, locale) do update set
            kind = excluded.kind, title = excluded.title, body = excluded.body, url = excluded.url,
            date = excluded.date, publication = excluded.publication, publish_at = excluded.publish_at,
            expire_at = excluded.expire_at, search_vector = excluded.search_vector, updated_at = now()`);
      }
    },

    /** Removes a source's rows not in `keep` (pages no longer shown: a wing switched off). */
    async deleteOthers(source: SearchSource, keep: string[]): Promise<void> {
      await db.execute(
        keep.length === 0
          ? sql`delete from ${searchDocuments} where ${searchDocuments.source} = ${source}`
          : sql`delete from ${searchDocuments} where ${searchDocuments.source} = ${source} and ${searchDocuments.sourceId} not in ${keep}`,
      );
    },

    /** The stored title and body of a source's rows (pages: only rows that changed are written). */
    async storedTexts(source: SearchSource): Promise<Map<string, string>> {
      const rows = await queryRows<{ key: string; text: string }>(
        db,
        sql`select source_id || ':' || locale as key, title || '\n' || body || '\n' || url as text
            from ${searchDocuments} where ${searchDocuments.source} = ${source}`,
      );
      return new Map(rows.map((r) => [r.key, r.text]));
    },

    async addTerms(terms: { term: string; latin: string }[]): Promise<void> {
      for (let i = 0; i < terms.length; i += 5000) {
        const slice = terms.slice(i, i + 5000);
        await db.execute(
          sql`insert into ${searchTerms} (term, latin)
              select x.term, x.latin from jsonb_to_recordset(${JSON.stringify(slice)}::jsonb) as x(term text, latin text)
              on conflict do nothing`,
        );
      }
    },

    async pdfTexts(files: string[]): Promise<Map<string, string>> {
      if (files.length === 0) return new Map();
      const rows = await db
        .select({ file: pdfTexts.file, text: pdfTexts.text })
        .from(pdfTexts)
        .where(sql`${pdfTexts.file} in ${files}`);
      return new Map(rows.map((r) => [r.file, r.text]));
    },

    async savePdfText(file: string, text: string): Promise<void> {
      await db
        .insert(pdfTexts)
        .values({ file, text })
        .onConflictDoUpdate({ target: pdfTexts.file, set: { text, extractedAt: sql`now()` } });
    },

    /**
     * The words of a query that count: English stop words (PostgreSQL's list) are dropped; Devanagari
     * words are kept (their stop words are taken out before).
     */
    async meaningfulWords(words: string[]): Promise<string[]> {
      if (words.length === 0) return [];
      const rows = await queryRows<{ word: string }>(
        db,
        sql`select w as word from jsonb_array_elements_text(${JSON.stringify(words)}::jsonb) with ordinality as x(w, n)
            where w ~ '[^\\x01-\\x7f]' or numnode(plainto_tsquery('english', w)) > 0 order by n`,
      );
      return rows.map((r) => r.word);
    },

    /**
     * One page of what the words find in an edition, best first (title words weigh most), newest first
     * among equals; `any`: a document with any of the words, else all of them.
     */
    async search(options: {
      words: string[];
      locale: Locale;
      any: boolean;
      limit: number;
      offset: number;
    }): Promise<FoundDocument[]> {
      const query = tsQuery(options.words, options.any);
      const locale = sql.raw(options.locale === 'hi' ? `'hi'` : `'en'`);
      const config = configOf(options.locale);
      return queryRows<FoundDocument>(
        db,
        // Only the keys and what orders them go through the count and the sort (a common word can
        // match thousands of rows; with their bodies the window spilled to disk); the page's ten rows
        // are read again for their texts and snippets.
        sql`with hits as (
            select d.source, d.source_id, d.title, d.date,
                   round(ts_rank(d.search_vector, ${query}, 1)::numeric, 3) as rank
            from ${searchDocuments} d
            where d.locale = ${locale} and d.search_vector @@ ${query} and ${VISIBLE}
          ),
          page as (
            select *, count(*) over () as total from hits
            order by rank desc, date desc nulls last, title limit ${options.limit} offset ${options.offset}
          )
          select d.kind, d.title, d.url, d.date, p.total::int as total,
            ts_headline(${config}, left(d.body, 20000), ${query},
              'StartSel=${sql.raw(SEARCH_MARK_START)}, StopSel=${sql.raw(SEARCH_MARK_END)}, MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "') as snippet
          from page p
          join ${searchDocuments} d on d.source = p.source and d.source_id = p.source_id and d.locale = ${locale}
          order by p.rank desc, p.date desc nulls last, p.title`,
      );
    },

    /** Whether the words find anything in the edition (a suggestion is offered only then). */
    async finds(words: string[], locale: Locale): Promise<boolean> {
      const query = tsQuery(words, false);
      const edition = sql.raw(locale === 'hi' ? `'hi'` : `'en'`);
      const rows = await queryRows<{ one: number }>(
        db,
        sql`select 1 as one from ${searchDocuments} d
            where d.locale = ${edition} and d.search_vector @@ ${query} and ${VISIBLE} limit 1`,
      );
      return rows.length > 0;
    },

    /** Known words spelt like a word (trigram similarity of `latin`, the word in Latin letters), nearest first. */
    async nearestTerms(word: string, latin: string, limit = 3): Promise<string[]> {
      if (!latin) return [];
      // Through the trigram index: the planner reads a few thousand words as cheap to scan, but
      // pg_trgm's similarity() row by row costs embedded PGlite 30-180 ms on 2,500 words (the
      // index: 10-20 ms).
      return db.transaction(async () => {
        await db.execute(sql`set local enable_seqscan = off`);
        const rows = await queryRows<{ term: string }>(
          db,
          sql`select term from ${searchTerms} where latin % ${latin} and term <> ${word}
              order by similarity(latin, ${latin}) desc, term limit ${limit}`,
        );
        return rows.map((r) => r.term);
      });
    },

    async isKnownTerm(word: string): Promise<boolean> {
      const rows = await queryRows<{ one: number }>(
        db,
        sql`select 1 as one from ${searchTerms} where term = ${word}`,
      );
      return rows.length > 0;
    },
  };
}
export type SearchRepository = ReturnType<typeof createSearchRepository>;

/**
 * The query for the words: each word as English (stemmed: fees -> fee; from four letters also as a
 * prefix) or as written ('simple'; a Devanagari word also as the start of a longer one: परीक्षा finds
 * परीक्षाओं), all of them, or any.
 * Words are letters, marks and digits only (queryWords), so quoting them is safe.
 */
function tsQuery(words: string[], any: boolean): SQL {
  const parts = words.map((word) => {
    const devanagari = isDevanagariWord(word);
    const simple = devanagari ? `'${word}':*` : `'${word}'`;
    // A Latin word of four letters or more also as the start of a longer one (exam: examination).
    const english =
      !devanagari && word.length >= 4
        ? sql`to_tsquery('english', ${`'${word}':*`})`
        : sql`plainto_tsquery('english', ${word})`;
    return sql`(${english} || to_tsquery('simple', ${simple}))`;
  });
  return sql`(${sql.join(parts, any ? sql` || ` : sql` && `)})`;
}

function isDevanagariWord(word: string): boolean {
  return /[\u0900-\u097F]/.test(word);
}
