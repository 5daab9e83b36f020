import type { ReactNode } from 'react';
import type { Media, Pagination, SectionResult } from '@skp/shared';
import { ResponsiveImage } from '../ui/responsive-image';
import { useI18n } from '../i18n/site-i18n';
import { ButtonLink } from '../ui/button';
import * as icons from '../ui/icon-paths';
import { layout } from '../ui/layout';
import { SectionStates } from '../ui/section-states';
import styles from './item-pages.module.css';

/** An index page's address with its search and page (/notices?search=exam&page=2). */
export function indexHref(path: string, page: number, search: string): string {
  const query = new URLSearchParams({
    ...(search ? { search } : {}),
    ...(page > 1 ? { page: String(page) } : {}),
  });
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** A search box that works without JavaScript: a GET form to the index page itself. */
export function IndexSearch(props: {
  action: string;
  id: string;
  label: string;
  button: string;
  value: string;
}) {
  return (
    <form method="get" action={props.action} role="search" className={styles.search}>
      <label htmlFor={props.id} className={styles.searchLabel}>
        {props.label}
      </label>
      <input id={props.id} type="search" name="search" defaultValue={props.value} maxLength={100} />
      <button type="submit" className={styles.searchButton}>
        {props.button}
      </button>
    </form>
  );
}

/** 'Newer', 'Page 2 of 5', 'Older': plain links, kept to the search. */
export function IndexPages(props: { path: string; search: string; pagination: Pagination; label: string }) {
  const { t, number } = useI18n();
  const { path, search, pagination } = props;
  if (pagination.pages <= 1) return null;
  return (
    <nav aria-label={props.label} className={styles.pages}>
      {pagination.page > 1 && (
        <ButtonLink
          href={indexHref(path, pagination.page - 1, search)}
          startIcon={icons.ChevronLeft}
          rel="prev"
        >
          {t('listing.newer')}
        </ButtonLink>
      )}
      <span>{t('listing.pageOf', { page: number(pagination.page), pages: number(pagination.pages) })}</span>
      {pagination.page < pagination.pages && (
        <ButtonLink
          href={indexHref(path, pagination.page + 1, search)}
          endIcon={icons.ChevronRight}
          rel="next"
        >
          {t('listing.older')}
        </ButtonLink>
      )}
    </nav>
  );
}

/**
 * An index page (/notices, /events): its title, a lead with the feed or calendar link, the search
 * box, then the list (or why there is none) and the page links.
 */
export function ItemIndex<T extends { pagination: Pagination }>(props: {
  kind: 'notices' | 'events';
  lead: ReactNode;
  search: string;
  result: SectionResult<T>;
  isEmpty: (answer: T) => boolean;
  children: (answer: T) => ReactNode;
}) {
  const { t, href } = useI18n();
  const { kind, search } = props;
  const path = href(`/${kind}`);
  return (
    <div className={`${layout.containerMd} ${layout.pageBand}`}>
      <h1 className={layout.pageTitle}>{t(`${kind}.title`)}</h1>
      <p className={styles.lead}>{props.lead}</p>
      <IndexSearch
        action={path}
        id={`${kind}-search`}
        label={t(`${kind}.searchLabel`)}
        button={t('listing.search')}
        value={search}
      />
      <SectionStates
        result={props.result}
        errorText={t(`${kind}.error`)}
        emptyText={search ? t(`${kind}.noMatch`) : t(`${kind}.empty`)}
        isEmpty={props.isEmpty}
      >
        {(answer) => (
          <>
            {props.children(answer)}
            <IndexPages
              path={path}
              search={search}
              pagination={answer.pagination}
              label={t(`${kind}.pagesLabel`)}
            />
          </>
        )}
      </SectionStates>
    </div>
  );
}

/** A notice's or an event's own picture, the page's largest: loaded first. */
export function ItemPicture({ src, media, alt }: { src: string; media: Media | null; alt: string }) {
  return (
    <ResponsiveImage
      src={src}
      alt={alt}
      media={media}
      sizes="(min-width: 900px) 852px, 100vw"
      loading="eager"
      fetchPriority="high"
      className={styles.picture}
      width={media ? undefined : 1200}
      height={media ? undefined : 630}
    />
  );
}

/**
 * A notice's or an event's text: its formatted body (sanitized on the server when it was saved,
 * apps/api/src/lib/rich-text.ts), else its plain description.
 */
export function ItemBody(props: {
  body: string;
  description: string;
  testId: string;
  bodyLang?: 'en' | undefined;
  descriptionLang?: 'en' | undefined;
}) {
  if (props.body)
    return (
      <div
        className={styles.body}
        data-testid={props.testId}
        lang={props.bodyLang}
        dangerouslySetInnerHTML={{ __html: props.body }}
      />
    );
  return props.description ? (
    <p className={styles.body} lang={props.descriptionLang}>
      {props.description}
    </p>
  ) : null;
}
