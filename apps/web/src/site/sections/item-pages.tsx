import type { Media, Pagination } from '@skp/shared';
import { ResponsiveImage } from '../../components/ui/responsive-image';
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
