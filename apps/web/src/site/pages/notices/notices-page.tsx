import { NOTICES_FEED_PATH, type NoticesPageData } from '@skp/shared';
import { useI18n } from '../../i18n/site-i18n';
import { IndexPages, IndexSearch } from '../../sections/item-pages';
import styles from '../../sections/item-pages.module.css';
import { NoticeCard } from '../../sections/notice-card';
import { layout } from '../../ui/layout';
import { SectionStates } from '../../ui/section-states';

/** /notices: a search box (a GET form), the feed link, the notices newest first, pages. */
export function NoticesPage({ data }: { data: NoticesPageData }) {
  const { t, href, number } = useI18n();
  return (
    <div className={`${layout.containerMd} ${styles.page}`}>
      <h1 className={styles.title}>{t('notices.title')}</h1>
      <p className={styles.lead}>
        {t('notices.lead')}{' '}
        <a href={NOTICES_FEED_PATH} type="application/rss+xml" data-testid="notices-feed-link">
          {t('notices.feed')}
        </a>
      </p>
      <IndexSearch
        action={href('/notices')}
        id="notices-search"
        label={t('notices.searchLabel')}
        button={t('listing.search')}
        value={data.search}
      />
      <SectionStates
        result={data.notices}
        errorText={t('notices.error')}
        emptyText={data.search ? t('notices.noMatch') : t('notices.empty')}
        isEmpty={(answer) => answer.notices.length === 0}
      >
        {({ notices, pagination }) => (
          <>
            <div className={styles.list}>
              {notices.map((notice) => (
                <NoticeCard key={notice._id} notice={notice} origin={data.origin} />
              ))}
            </div>
            <IndexPages
              path={href('/notices')}
              search={data.search}
              pagination={pagination}
              texts={{
                label: t('notices.pagesLabel'),
                newer: t('listing.newer'),
                older: t('listing.older'),
                pageOf: t('listing.pageOf', {
                  page: number(pagination.page),
                  pages: number(pagination.pages),
                }),
              }}
            />
          </>
        )}
      </SectionStates>
    </div>
  );
}
