import { eventPath, eventShareText, formatEventWhen, type SchoolEvent } from '@skp/shared';
import card from '../ui/card.module.css';
import { Icon } from '../ui/icon';
import * as icons from '../ui/icon-paths';
import { ShareBar } from './share-bar';
import styles from './event-card.module.css';

/** One event in the /events list: title linking to its page, when and where, the summary, sharing. */
export function EventCard({ event, origin, past }: { event: SchoolEvent; origin: string; past: boolean }) {
  const url = `${origin}${eventPath(event.slug)}`;
  return (
    <article data-testid="event-card" data-slug={event.slug} className={card.outlined}>
      <div className={card.content}>
        <h3 className={styles.title}>
          <a href={eventPath(event.slug)}>{event.title}</a>
        </h3>
        <p className={styles.meta}>
          <Icon shape={icons.Event} size="1rem" />
          <time dateTime={event.date}>{formatEventWhen(event)}</time>
          {event.status === 'cancelled' && <strong className={styles.cancelled}>Cancelled</strong>}
          {past && event.status !== 'cancelled' && <span className={styles.past}>Past event</span>}
        </p>
        {event.location && (
          <p className={styles.meta}>
            <Icon shape={icons.LocationOn} size="1rem" />
            {event.location}
          </p>
        )}
        {event.description && <p className={`${card.body} ${styles.summary}`}>{event.description}</p>}
        <ShareBar url={url} title={event.title} text={eventShareText(event, origin)} />
      </div>
    </article>
  );
}
