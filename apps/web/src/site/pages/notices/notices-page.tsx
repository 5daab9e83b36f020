import { NOTICES_FEED_PATH, type NoticesPageData } from '@skp/shared';
import { GetNoticesLink } from '../../sections/get-notices-link';
import { useI18n } from '../../i18n/site-i18n';
import { ItemIndex } from '../../sections/item-pages';
import styles from '../../sections/item-pages.module.css';
import { NoticeCard } from '../../sections/notice-card';
import type { Registered, SitePageEntries } from '../../page-registry';

/** /notices: a search box (a GET form), the feed link, the notices newest first, pages. */
export function NoticesPage({ data }: { data: NoticesPageData }) {
  const { t } = useI18n();
  return (
    <ItemIndex
      kind="notices"
      lead={
        <>
          {t('notices.lead')}{' '}
          <a href={NOTICES_FEED_PATH} type="application/rss+xml" data-testid="notices-feed-link">
            {t('notices.feed')}
          </a>
          {' · '}
          <GetNoticesLink />
        </>
      }
      search={data.search}
      result={data.notices}
      isEmpty={(answer) => answer.notices.length === 0}
    >
      {({ notices }) => (
        <div className={styles.list}>
          {notices.map((notice) => (
            <NoticeCard key={notice._id} notice={notice} origin={data.origin} />
          ))}
        </div>
      )}
    </ItemIndex>
  );
}

/** The page 'notices', as entry-server.tsx finds it. */
export const sitePages = { notices: { component: NoticesPage } } satisfies SitePageEntries;

declare module '../../page-registry' {
  interface RegisteredPages extends Registered<typeof sitePages> {}
}
