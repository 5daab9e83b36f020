import { eventPath, eventShareText, type SchoolEvent } from '@skp/shared';
import { useContentLang } from '../i18n/content-lang';
import { useI18n } from '../i18n/site-i18n';
import card from '../ui/card.module.css';
import { Icon } from '../ui/icon';
import * as icons from '../ui/icon-paths';
import { ShareBar } from './share-bar';
import styles from './event-card.module.css';

/** One event in the /events list: title linking to its page, when and where, the summary, sharing. */
export function EventCard({ event, origin, past }: { event: SchoolEvent; origin: string; past: boolean }) {
  const { t, href, when } = useI18n();
  const lang = useContentLang();
  const path = href(eventPath(event.slug));
  const url = `${origin}${path}`;
  return (
    <article data-testid="event-card" data-slug={event.slug} className={card.outlined}>
      <div className={card.content}>
        <h3 className={styles.title} lang={lang(event, 'title')}>
          <a href={path}>{event.title}</a>
        </h3>
        <p className={styles.meta}>
          <Icon shape={icons.Event} size="1rem" />
          <time dateTime={event.date}>{when(event)}</time>
          {event.status === 'cancelled' && (
            <strong className={styles.cancelled}>{t('events.cancelled')}</strong>
          )}
          {past && event.status !== 'cancelled' && (
            <span className={styles.past}>{t('events.pastEvent')}</span>
          )}
        </p>
        {event.location && (
          <p className={styles.meta} lang={lang(event, 'location')}>
            <Icon shape={icons.LocationOn} size="1rem" />
            {event.location}
          </p>
        )}
        {event.description && (
          <p className={`${card.body} ${styles.summary}`} lang={lang(event, 'description')}>
            {event.description}
          </p>
        )}
        <ShareBar
          url={url}
          title={event.title}
          text={eventShareText(event, origin, { url, when: when(event) })}
        />
      </div>
    </article>
  );
}
