import {
  SEARCH_MARK_END,
  SEARCH_MARK_START,
  type SearchAnswer,
  type SearchPageData,
  type SearchResult,
} from '@skp/shared';
import { useI18n } from '../../i18n/site-i18n';
import { ButtonLink } from '../../ui/button';
import * as icons from '../../ui/icon-paths';
import { layout } from '../../ui/layout';
import { SectionStates } from '../../ui/section-states';
import styles from './search-page.module.css';
import type { Registered, SitePageEntries } from '../../page-registry';

/** /search?q=...&page=N in the page's edition. */
function searchHref(base: string, q: string, page = 1): string {
  const query = new URLSearchParams({ q, ...(page > 1 ? { page: String(page) } : {}) });
  return `${base}?${query.toString()}`;
}

/** A snippet with the words found marked (the server marks them with private-use characters, never HTML). */
export function MarkedSnippet({ text }: { text: string }) {
  const parts = text.split(SEARCH_MARK_START);
  return (
    <>
      {parts.map((part, i) => {
        if (i === 0) return part;
        const end = part.indexOf(SEARCH_MARK_END);
        if (end < 0) return part;
        return (
          <span key={i}>
            <mark>{part.slice(0, end)}</mark>
            {part.slice(end + 1)}
          </span>
        );
      })}
    </>
  );
}

function ResultItem({ result }: { result: SearchResult }) {
  const { t, date } = useI18n();
  return (
    <li className={styles.result} data-testid="search-result">
      <p className={styles.meta}>
        <span className={styles.kind} data-kind={result.kind}>
          {t(`search.kinds.${result.kind}`)}
        </span>
        {result.date && <time dateTime={result.date}>{date(result.date)}</time>}
      </p>
      <h2 className={styles.resultTitle}>
        <a href={result.url}>{result.title}</a>
      </h2>
      {result.snippet && (
        <p className={styles.snippet}>
          <MarkedSnippet text={result.snippet} />
        </p>
      )}
    </li>
  );
}

function Answer({ answer, base }: { answer: SearchAnswer; base: string }) {
  const { t, number } = useI18n();
  const { pagination } = answer;
  const shownFor = answer.correctedQuery ?? answer.query;
  return (
    <>
      {answer.results.length === 0 || answer.correctedQuery ? (
        <p className={styles.status} role="status" data-testid="search-none">
          {t('search.none', { q: answer.query })}{' '}
          {answer.correctedQuery && answer.results.length > 0
            ? t('search.showingFor', { q: answer.correctedQuery })
            : t('search.tryOther')}
        </p>
      ) : (
        <p className={styles.status} role="status" data-testid="search-count">
          {t('search.results', { q: answer.query, total: number(pagination.total) })}
        </p>
      )}
      {answer.suggestions.length > 0 && (
        <p className={styles.suggestions} data-testid="search-suggestions">
          {t('search.didYouMean')}{' '}
          {answer.suggestions.map((suggestion, i) => (
            <span key={suggestion}>
              {i > 0 && ', '}
              <a href={searchHref(base, suggestion)}>{suggestion}</a>
            </span>
          ))}
        </p>
      )}
      {answer.someWords && answer.results.length > 0 && (
        <p className={styles.status}>{t('search.someWords')}</p>
      )}
      {answer.results.length > 0 && (
        <ol className={styles.results}>
          {answer.results.map((result) => (
            <ResultItem key={result.url} result={result} />
          ))}
        </ol>
      )}
      {pagination.pages > 1 && (
        <nav aria-label={t('search.pagesLabel')} className={styles.pages}>
          {pagination.page > 1 && (
            <ButtonLink
              href={searchHref(base, shownFor, pagination.page - 1)}
              startIcon={icons.ChevronLeft}
              rel="prev"
            >
              {t('listing.newer')}
            </ButtonLink>
          )}
          <span>
            {t('listing.pageOf', { page: number(pagination.page), pages: number(pagination.pages) })}
          </span>
          {pagination.page < pagination.pages && (
            <ButtonLink
              href={searchHref(base, shownFor, pagination.page + 1)}
              endIcon={icons.ChevronRight}
              rel="next"
            >
              {t('listing.older')}
            </ButtonLink>
          )}
        </nav>
      )}
    </>
  );
}

/** The site search: a GET form (works without JavaScript) and one page of results. */
export function SearchPage({ data }: { data: SearchPageData }) {
  const { t, href } = useI18n();
  const base = href('/search');
  return (
    <div className={`${layout.containerMd} ${layout.pageBand}`}>
      <h1 className={layout.pageTitle}>{t('search.title')}</h1>
      <p className={styles.lead}>{t('search.lead')}</p>
      <form method="get" action={base} role="search" className={styles.form}>
        <label htmlFor="site-search-q" className={styles.label}>
          {t('search.label')}
        </label>
        <input
          id="site-search-q"
          type="search"
          name="q"
          defaultValue={data.q}
          maxLength={100}
          autoComplete="off"
          enterKeyHint="search"
        />
        <button type="submit" className={styles.button}>
          {t('search.button')}
        </button>
      </form>
      {data.search && (
        <SectionStates
          result={data.search}
          errorText={t('search.error')}
          emptyText={t('search.tryOther')}
          isEmpty={() => false}
        >
          {(answer) => <Answer answer={answer} base={base} />}
        </SectionStates>
      )}
    </div>
  );
}

/** The page 'search', as entry-server.tsx finds it. */
export const sitePages = { search: { component: SearchPage } } satisfies SitePageEntries;

declare module '../../page-registry' {
  interface RegisteredPages extends Registered<typeof sitePages> {}
}
