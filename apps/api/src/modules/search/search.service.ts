import {
  SEARCH_PAGE_SIZE,
  localePath,
  type Locale,
  type SearchAnswer,
  type SearchQuery,
  type SearchResult,
} from '@skp/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { FileStorage } from '../../lib/file-storage';
import { pdfText } from '../../lib/pdf-text';
import { documentsOf, pdfOf } from './search-documents';
import {
  COLLECTION_SOURCES,
  FIRST_ID,
  type CollectionSource,
  type FoundDocument,
  type IndexedDocument,
  type SearchRepository,
  type SearchSource,
} from './search.repository';
import { isDevanagari, latinOfWord, mainText, queryWords, spellingsOf } from './search-text';

/** The indexer's format: changing how rows are indexed means a new one (every source is indexed again). */
export const SEARCH_INDEX_FORMAT = '1';
/**
 * Rows saved this long before the last pass are looked at again: a row's updated_at is set when its
 * transaction writes it, which may be a little before the commit that makes it visible.
 */
const OVERLAP_MS = 30_000;

/** One page of the site as a visitor gets it, for the index: its address, edition, title and rendered HTML. */
export interface RenderedPage {
  path: string;
  locale: Locale;
  title: string;
  html: string;
}

/** Where the pages' own text comes from: the site renders every page it shows (site/site.plugin.ts). */
export interface PageSource {
  pages(): Promise<RenderedPage[]>;
}

/** The words of documents as spellings to offer, each with the form trigrams compare (Latin letters). */
function termsOf(documents: IndexedDocument[]): { term: string; latin: string }[] {
  const terms = new Set<string>();
  for (const d of documents) {
    for (const word of spellingsOf(`${d.title} ${d.body}`)) terms.add(word);
  }
  return [...terms].map((term) => ({ term, latin: latinOfWord(term) }));
}

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream)
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks);
}

export function createSearchService(deps: {
  repository: SearchRepository;
  storage: FileStorage;
  log: FastifyBaseLogger;
}) {
  const { repository, storage, log } = deps;
  let pageSource: PageSource | undefined;
  const dirty = new Set<SearchSource>([...COLLECTION_SOURCES, 'pages']);
  let running: Promise<void> | undefined;
  let closed = false;

  /** The text of each stored PDF (extracted now for a file the index has not met: seeded, restored). */
  async function pdfTextsFor(files: string[]): Promise<Map<string, string>> {
    const known = await repository.pdfTexts(files);
    for (const key of files) {
      if (known.has(key)) continue;
      const file = await storage.open(key);
      const text = file ? await pdfText(await readAll(file.stream)) : '';
      await repository.savePdfText(key, text);
      known.set(key, text);
    }
    return known;
  }

  async function syncCollection(source: CollectionSource) {
    const state = await repository.sourceState(source);
    const startedAt = await repository.now();
    const since =
      state && state.format === SEARCH_INDEX_FORMAT ? new Date(state.syncedAt.getTime() - OVERLAP_MS) : null;
    let afterId = FIRST_ID;
    for (;;) {
      const rows = await repository.changedRows(source, since, afterId);
      if (rows.length === 0) break;
      afterId = String(rows.at(-1)!.row.id);
      const files = [...new Set(rows.map((r) => pdfOf(r.row)).filter((key): key is string => key !== null))];
      const texts = await pdfTextsFor(files);
      const documents = rows.flatMap((r) => {
        const key = pdfOf(r.row);
        return documentsOf(source, r, key ? (texts.get(key) ?? '') : '');
      });
      await repository.upsert(documents);
      await repository.addTerms(termsOf(documents));
    }
    await repository.deleteMissing(source);
    await repository.setSourceState(source, SEARCH_INDEX_FORMAT, startedAt);
  }

  async function syncPages() {
    if (!pageSource) return;
    const pages = await pageSource.pages();
    const stored = await repository.storedTexts('pages');
    const texts = pages.map((page) => ({ page, body: mainText(page.html) }));
    const english = new Map(
      texts
        .filter(({ page }) => page.locale === 'en')
        .map(({ page, body }) => [page.path, `${page.title} ${body}`]),
    );
    const documents = texts.map(({ page, body }): IndexedDocument => ({
      source: 'pages',
      sourceId: page.path,
      locale: page.locale,
      kind: 'page',
      title: page.title,
      body,
      url: localePath(page.path, page.locale),
      date: null,
      publication: 'published',
      publishAt: null,
      expireAt: null,
      english: page.locale === 'hi' ? (english.get(page.path) ?? '') : '',
    }));
    const changed = documents.filter(
      (d) => stored.get(`${d.sourceId}:${d.locale}`) !== `${d.title}\n${d.body}\n${d.url}`,
    );
    await repository.upsert(changed);
    await repository.addTerms(termsOf(changed));
    await repository.deleteOthers('pages', [...new Set(documents.map((d) => d.sourceId))]);
  }

  /** One pass: every source marked changed, again while changes come in during it. */
  async function pass() {
    const failed = new Set<SearchSource>();
    while (dirty.size > 0 && !closed) {
      const sources = [...dirty];
      dirty.clear();
      for (const source of sources) {
        try {
          if (source === 'pages') await syncPages();
          else await syncCollection(source);
        } catch (error) {
          failed.add(source);
          if (!closed)
            log.warn({ err: error, source }, 'search: could not index a source; tried again later');
        }
      }
    }
    for (const source of failed) dirty.add(source);
  }

  /** Brings every source marked changed up to date (one pass at a time; a change during it joins it). */
  function refresh(): Promise<void> {
    if (running) return running;
    if (dirty.size === 0 || closed) return Promise.resolve();
    running = pass().finally(() => {
      running = undefined;
    });
    return running;
  }

  function resultOf(found: FoundDocument): SearchResult {
    return {
      kind: found.kind,
      title: found.title,
      snippet: found.snippet.replace(/\s+/g, ' ').trim(),
      url: found.url,
      date: found.date ? new Date(found.date).toISOString() : null,
    };
  }

  /** Nearby spellings of the words that find something in the edition, nearest first (at most 3). */
  async function respellings(words: string[], locale: Locale): Promise<string[][]> {
    const options: string[][] = [];
    for (const word of words) {
      if (word.length < 3 || /^\p{N}+$/u.test(word) || (await repository.isKnownTerm(word)))
        options.push([word]);
      else {
        // The English edition has no Devanagari to find.
        const near = (await repository.nearestTerms(word, latinOfWord(word), 6))
          .filter((term) => locale === 'hi' || !isDevanagari(term))
          .slice(0, 3);
        options.push(near.length > 0 ? near : [word]);
      }
    }
    if (options.every((choices) => choices.length === 1 && words.includes(choices[0]!))) return [];
    const candidates: string[][] = [options.map((choices) => choices[0]!)];
    options.forEach((choices, i) => {
      for (const other of choices.slice(1)) candidates.push(options.map((c, j) => (j === i ? other : c[0]!)));
    });
    const found: string[][] = [];
    for (const candidate of candidates) {
      if (found.length >= 3) break;
      if (await repository.finds(candidate, locale)) found.push(candidate);
    }
    return found;
  }

  return {
    /** The site's pages' text comes from here (the site registers it: it renders them). */
    usePages(source: PageSource) {
      pageSource = source;
      dirty.add('pages');
    },

    /** Content changed (a write here or on another instance, a scheduled publish): index it again. */
    changed() {
      for (const source of COLLECTION_SOURCES) dirty.add(source);
      dirty.add('pages');
    },

    /** Whether a pass is due (something changed since the last). */
    get stale(): boolean {
      return dirty.size > 0;
    },

    refresh,

    /** Keeps an uploaded PDF's text (by its storage key), so what links it is found by its words. */
    async rememberPdf(key: string, bytes: Uint8Array): Promise<void> {
      await repository.savePdfText(key, await pdfText(bytes));
    },

    /**
     * One page of results for the words in an edition. The index is brought up to date first, so
     * what was saved (or unpublished) a moment ago is (or is no longer) found.
     */
    async search(query: SearchQuery): Promise<SearchAnswer> {
      const { page, locale } = query;
      const empty: SearchAnswer = {
        query: query.q,
        results: [],
        pagination: { page, limit: SEARCH_PAGE_SIZE, total: 0, pages: 0 },
        correctedQuery: null,
        someWords: false,
        suggestions: [],
      };
      await refresh();
      const words = await repository.meaningfulWords(queryWords(query.q));
      if (words.length === 0) return empty;
      const ask = (asked: string[], any = false) =>
        repository.search({
          words: asked,
          locale,
          any,
          limit: SEARCH_PAGE_SIZE,
          offset: (page - 1) * SEARCH_PAGE_SIZE,
        });
      let found = await ask(words);
      let correctedQuery: string | null = null;
      let suggestions: string[] = [];
      let someWords = false;
      if (found.length === 0 && !(await repository.finds(words, locale))) {
        const respelt = await respellings(words, locale);
        suggestions = respelt.map((candidate) => candidate.join(' '));
        if (respelt[0]) {
          correctedQuery = suggestions[0]!;
          found = await ask(respelt[0]);
        } else if (words.length > 1) {
          // No document has every word: the ones with most of them.
          found = await ask(words, true);
          someWords = true;
        }
      }
      const total = found[0]?.total ?? 0;
      return {
        ...empty,
        results: found.map(resultOf),
        pagination: { page, limit: SEARCH_PAGE_SIZE, total, pages: Math.ceil(total / SEARCH_PAGE_SIZE) },
        correctedQuery,
        someWords,
        suggestions,
      };
    },

    async close() {
      closed = true;
      await running?.catch(() => undefined);
    },
  };
}
export type SearchService = ReturnType<typeof createSearchService>;
