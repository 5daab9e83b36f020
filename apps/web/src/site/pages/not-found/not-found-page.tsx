import { useI18n } from '../../i18n/site-i18n';
import { ButtonLink } from '../../ui/button';
import styles from './not-found.module.css';
import * as icons from '../../ui/icon-paths';
import type { Registered, SitePageEntries } from '../../page-registry';

/** Any path outside the routes of docs/requirements.md#routes; the server answers it with status 404. */
export function NotFoundPage() {
  const { t, href } = useI18n();
  return (
    <div className={styles.page}>
      <p className={styles.code}>404</p>
      <h1 className={styles.title}>{t('notFound.title')}</h1>
      <p className={styles.text}>{t('notFound.text')}</p>
      <ButtonLink href={href('/')} variant="contained" startIcon={icons.Home}>
        {t('notFound.backHome')}
      </ButtonLink>
    </div>
  );
}

/** The page 'notFound', as entry-server.tsx finds it. */
export const sitePages = { notFound: { component: NotFoundPage } } satisfies SitePageEntries;

declare module '../../page-registry' {
  interface RegisteredPages extends Registered<typeof sitePages> {}
}
