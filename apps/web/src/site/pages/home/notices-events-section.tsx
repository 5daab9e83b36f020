import { useContentLang } from '../../i18n/content-lang';
import { useI18n } from '../../i18n/site-i18n';
import {
  eventPath,
  eventShareText,
  noticePath,
  noticeShareText,
  type Notice,
  type SchoolEvent,
  type SectionResult,
} from '@skp/shared';
import { ShareBar } from '../../sections/share-bar';
import { ButtonLink } from '../../ui/button';
import card from '../../ui/card.module.css';
import { Icon } from '../../ui/icon';
import type { IconShape } from '../../ui/icon-paths';
import { PageSection } from '../../ui/page-section';
import { EmptyText, SectionError } from '../../ui/section-states';
import styles from './home.module.css';
import * as icons from '../../ui/icon-paths';

interface Item {
  _id: string;
  title: string;
  description: string;
  date: string;
  pdfFile: string | null;
  type?: string;
  location?: string | null;
}

/** An item with a page of its own: the title links to it, and the card can share it. */
interface ItemPage {
  href: string;
  share: { url: string; title: string; text: string };
}

function ItemCard({
  item,
  showType,
  icon,
  page,
}: {
  item: Item;
  showType: boolean;
  icon: IconShape;
  page?: ItemPage | undefined;
}) {
  const { t, date } = useI18n();
  const lang = useContentLang();
  return (
    <article data-testid="notice-event-card" className={card.outlined}>
      <div className={card.content}>
        <div className={styles.meta}>
          <span className={styles.metaIcon}>
            <Icon shape={icon} size="1.25rem" />
          </span>
          {showType && item.type && (
            <span className={card.chip} lang={lang(item, 'type')}>
              {item.type}
            </span>
          )}
          <time dateTime={item.date} className={styles.date}>
            {date(item.date)}
          </time>
          {item.location && (
            <span className={styles.location} data-testid="event-location" lang={lang(item, 'location')}>
              <Icon shape={icons.LocationOn} size="1rem" />
              {item.location}
            </span>
          )}
        </div>
        <h4 className={styles.itemTitle} lang={lang(item, 'title')}>
          {page ? <a href={page.href}>{item.title}</a> : item.title}
        </h4>
        {item.description && (
          <p
            data-testid="clamped-description"
            className={`${card.body} ${styles.clamp}`}
            lang={lang(item, 'description')}
          >
            {item.description}
          </p>
        )}
        {item.pdfFile && (
          <ButtonLink
            href={item.pdfFile}
            target="_blank"
            rel="noopener noreferrer"
            size="small"
            startIcon={icons.Download}
            className={styles.download}
            aria-label={t('common.downloadNamed', { title: item.title })}
          >
            {t('common.download')}
          </ButtonLink>
        )}
        {page && <ShareBar {...page.share} />}
      </div>
    </article>
  );
}

function Column(props: {
  title: string;
  headingId: string;
  result: SectionResult<Item[]>;
  emptyText: string;
  showType: boolean;
  icon: IconShape;
  pageOf?: (item: Item) => ItemPage | undefined;
  /** The column's own page (every notice, every event). */
  more: { href: string; text: string };
}) {
  const { title, headingId, result, emptyText, showType, icon, pageOf, more } = props;
  return (
    <section aria-labelledby={headingId} data-column={headingId}>
      <h3 id={headingId} className={styles.columnTitle}>
        {title}
      </h3>
      {result.ok &&
        (result.data.length === 0 ? (
          <EmptyText align="left">{emptyText}</EmptyText>
        ) : (
          <div className={styles.stack}>
            {result.data.map((item) => (
              <ItemCard key={item._id} item={item} showType={showType} icon={icon} page={pageOf?.(item)} />
            ))}
          </div>
        ))}
      <p className={styles.more}>
        <a href={more.href}>{more.text}</a>
      </p>
    </section>
  );
}

/** docs/requirements.md#home, section 5: two columns; a failure of either shows one alert above them (docs/requirements.md#messages). */
export function NoticesEventsSection({
  notices,
  events,
  origin,
}: {
  notices: SectionResult<Notice[]>;
  events: SectionResult<SchoolEvent[]>;
  origin: string;
}) {
  const { t, href, date, when } = useI18n();
  const eventPage = (item: Item): ItemPage | undefined => {
    const event = item as SchoolEvent;
    if (!event.slug) return undefined;
    const url = `${origin}${href(eventPath(event.slug))}`;
    return {
      href: href(eventPath(event.slug)),
      share: { url, title: event.title, text: eventShareText(event, origin, { url, when: when(event) }) },
    };
  };
  const noticePage = (item: Item): ItemPage | undefined => {
    const notice = item as Notice;
    if (!notice.slug) return undefined;
    const url = `${origin}${href(noticePath(notice.slug))}`;
    return {
      href: href(noticePath(notice.slug)),
      share: { url, title: notice.title, text: noticeShareText(notice, url, date) },
    };
  };
  const failure = !notices.ok ? notices : !events.ok ? events : null;
  return (
    <PageSection
      id="notices-events"
      title={t('home.noticesEvents.title')}
      subtitle={t('home.noticesEvents.subtitle')}
      tint="paper"
    >
      {failure && (
        <SectionError
          text={t('home.noticesEvents.error')}
          detail={failure.message || t('home.noticesEvents.fetchError')}
          className={styles.sectionAlert}
        />
      )}
      <div className={styles.columns}>
        <Column
          title={t('home.noticesEvents.notices')}
          headingId="recent-notices-heading"
          result={notices}
          emptyText={t('home.noticesEvents.noNotices')}
          showType
          icon={icons.Campaign}
          pageOf={noticePage}
          more={{ href: href('/notices'), text: t('home.noticesEvents.allNotices') }}
        />
        <Column
          title={t('home.noticesEvents.events')}
          headingId="upcoming-events-heading"
          result={events}
          emptyText={t('home.noticesEvents.noEvents')}
          showType={false}
          icon={icons.Event}
          pageOf={eventPage}
          more={{ href: href('/events'), text: t('home.noticesEvents.allEvents') }}
        />
      </div>
    </PageSection>
  );
}
