import { attachmentLabel, noticePath, noticeShareText, type NoticePageData } from '@skp/shared';
import { useContentLang } from '../../i18n/content-lang';
import { useI18n } from '../../i18n/site-i18n';
import styles from '../../sections/item-pages.module.css';
import { ItemBody, ItemPicture } from '../../sections/item-pages';
import { ShareBar } from '../../sections/share-bar';
import { ButtonLink } from '../../ui/button';
import { Icon } from '../../ui/icon';
import * as icons from '../../ui/icon-paths';
import { layout } from '../../ui/layout';
import type { Registered, SitePageEntries } from '../../page-registry';

/**
 * /notices/<slug>: the notice as HTML first (title, date, formatted text), then its attachment as a
 * download with its type and size, sharing, and the way back to every notice.
 */
export function NoticePage({ data }: { data: NoticePageData }) {
  const { notice, origin, pdfBytes } = data;
  const { t, href, date } = useI18n();
  const lang = useContentLang();
  const url = `${origin}${href(noticePath(notice.slug))}`;
  const picture = notice.media?.url || notice.imageUrl;
  return (
    <article className={`${layout.containerMd} ${layout.pageBand}`} data-testid="notice-page">
      <nav aria-label={t('listing.breadcrumb')} className={styles.breadcrumb}>
        <a href={href('/')}>{t('nav.home')}</a> › <a href={href('/notices')}>{t('notices.title')}</a> ›{' '}
        <span aria-current="page" lang={lang(notice, 'title')}>
          {notice.title}
        </span>
      </nav>
      <h1 className={layout.pageTitle} lang={lang(notice, 'title')}>
        {notice.title}
      </h1>
      <p className={styles.when}>
        <Icon shape={icons.Campaign} size="1.125rem" />
        <time dateTime={notice.date} data-testid="notice-date">
          {date(notice.date)}
        </time>
      </p>
      {picture && <ItemPicture src={picture} media={notice.media} alt={notice.title} />}
      <ItemBody
        body={notice.body}
        description={notice.description}
        testId="notice-body"
        bodyLang={lang(notice, 'body')}
        descriptionLang={lang(notice, 'description')}
      />
      <div className={styles.actions}>
        {notice.pdfFile && (
          <ButtonLink
            href={notice.pdfFile}
            variant="contained"
            startIcon={icons.Download}
            download
            data-testid="notice-attachment"
          >
            {pdfBytes === null
              ? t('common.downloadPdf')
              : t('notices.attachment', { size: attachmentLabel(pdfBytes) })}
          </ButtonLink>
        )}
        <ButtonLink href={href('/notices')} startIcon={icons.ArrowBack}>
          {t('notices.allNotices')}
        </ButtonLink>
      </div>
      <ShareBar url={url} title={notice.title} text={noticeShareText(notice, url, date)} />
    </article>
  );
}

/** The page 'notice', as entry-server.tsx finds it. */
export const sitePages = { notice: { component: NoticePage } } satisfies SitePageEntries;

declare module '../../page-registry' {
  interface RegisteredPages extends Registered<typeof sitePages> {}
}
