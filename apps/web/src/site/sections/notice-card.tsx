import { noticePath, noticeShareText, type Notice } from '@skp/shared';
import { useContentLang } from '../i18n/content-lang';
import { useI18n } from '../i18n/site-i18n';
import card from '../ui/card.module.css';
import { Icon } from '../ui/icon';
import * as icons from '../ui/icon-paths';
import { ShareBar } from './share-bar';
import styles from './event-card.module.css';

/** One notice in the /notices list: title linking to its page, date and kind, the summary, sharing. */
export function NoticeCard({ notice, origin }: { notice: Notice; origin: string }) {
  const { href, date } = useI18n();
  const lang = useContentLang();
  const path = href(noticePath(notice.slug));
  const url = `${origin}${path}`;
  return (
    <article data-testid="notice-card" data-slug={notice.slug} className={card.outlined}>
      <div className={card.content}>
        {/* The list has no group headings (events have 'Upcoming', 'Past'): titles come right under the h1. */}
        <h2 className={styles.title} lang={lang(notice, 'title')}>
          <a href={path}>{notice.title}</a>
        </h2>
        <p className={styles.meta}>
          <Icon shape={icons.Campaign} size="1rem" />
          <time dateTime={notice.date}>{date(notice.date)}</time>
          {notice.type && <span className={card.chip}>{notice.type}</span>}
        </p>
        {notice.description && (
          <p className={`${card.body} ${styles.summary}`} lang={lang(notice, 'description')}>
            {notice.description}
          </p>
        )}
        <ShareBar url={url} title={notice.title} text={noticeShareText(notice, url, date)} />
      </div>
    </article>
  );
}
