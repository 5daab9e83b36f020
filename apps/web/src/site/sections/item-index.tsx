import type { Pagination } from '@skp/shared';
import { ButtonLink } from '../ui/button';
import * as icons from '../ui/icon-paths';
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
export function IndexPages(props: {
  path: string;
  search: string;
  pagination: Pagination;
  texts: { label: string; newer: string; older: string; pageOf: string };
}) {
  const { path, search, pagination, texts } = props;
  if (pagination.pages <= 1) return null;
  return (
    <nav aria-label={texts.label} className={styles.pages}>
      {pagination.page > 1 && (
        <ButtonLink
          href={indexHref(path, pagination.page - 1, search)}
          startIcon={icons.ChevronLeft}
          rel="prev"
        >
          {texts.newer}
        </ButtonLink>
      )}
      <span>{texts.pageOf}</span>
      {pagination.page < pagination.pages && (
        <ButtonLink
          href={indexHref(path, pagination.page + 1, search)}
          endIcon={icons.ChevronRight}
          rel="next"
        >
          {texts.older}
        </ButtonLink>
      )}
    </nav>
  );
}
