import { useI18n } from '../../i18n/site-i18n';
import { Island } from '../../island';
import GoBack from '../../islands/go-back';
import styles from '../not-found/not-found.module.css';
import type { Registered, SitePageEntries } from '../../page-registry';

/** /gallery/<unknown slug> (docs/requirements.md#routes), answered with status 404. */
export function GalleryNotFoundPage() {
  const { locale, t, href } = useI18n();
  const props = locale === 'en' ? {} : { label: t('gallery.goBack'), homePath: href('/') };
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('gallery.notFound')}</h1>
      <p className={styles.text}>{t('gallery.notFoundText')}</p>
      <Island name="go-back" trigger="interaction" component={GoBack} props={props} holdLinkClicks />
    </div>
  );
}

/** The page 'galleryNotFound', as entry-server.tsx finds it. */
export const sitePages = { galleryNotFound: { component: GalleryNotFoundPage } } satisfies SitePageEntries;

declare module '../../page-registry' {
  interface RegisteredPages extends Registered<typeof sitePages> {}
}
