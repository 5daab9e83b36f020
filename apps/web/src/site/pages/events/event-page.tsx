import {
  eventCalendarPath,
  eventPath,
  eventShareText,
  formatEventWhen,
  type EventPageData,
} from '@skp/shared';
import { ShareBar } from '../../sections/share-bar';
import { ButtonLink } from '../../ui/button';
import { Icon } from '../../ui/icon';
import * as icons from '../../ui/icon-paths';
import { layout } from '../../ui/layout';
import styles from '../../sections/item-pages.module.css';
import { ItemBody, ItemPicture } from '../../sections/item-pages';

/** /events/<slug>: the event's title, when and where, picture, text, PDF, 'Add to calendar' and sharing. */
export function EventPage({ data }: { data: EventPageData }) {
  const { event, origin } = data;
  const url = `${origin}${eventPath(event.slug)}`;
  const picture = event.media?.url || event.picture;
  return (
    <article className={`${layout.containerMd} ${styles.page}`} data-testid="event-page">
      <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
        <a href="/">Home</a> › <a href="/events">Events</a> › <span aria-current="page">{event.title}</span>
      </nav>
      <h1 className={styles.title}>{event.title}</h1>
      {event.status === 'cancelled' && <p className={styles.cancelled}>This event has been cancelled.</p>}
      <p className={styles.when}>
        <Icon shape={icons.AccessTime} size="1.125rem" />
        <time dateTime={event.date} data-testid="event-when">
          {formatEventWhen(event)}
        </time>
      </p>
      {event.location && (
        <p className={styles.when}>
          <Icon shape={icons.LocationOn} size="1.125rem" />
          <span data-testid="event-location">{event.location}</span>
        </p>
      )}
      <ShareBar url={url} title={event.title} text={eventShareText(event, origin)} />
      {picture && <ItemPicture src={picture} media={event.media} alt={event.title} />}
      <ItemBody body={event.body} description={event.description} testId="event-body" />
      <div className={styles.actions}>
        <ButtonLink href={eventCalendarPath(event.slug)} variant="contained" startIcon={icons.Event} download>
          Add to calendar
        </ButtonLink>
        {event.pdfFile && (
          <ButtonLink
            href={event.pdfFile}
            target="_blank"
            rel="noopener noreferrer"
            variant="outlined"
            startIcon={icons.Download}
          >
            Download PDF
          </ButtonLink>
        )}
        <ButtonLink href="/events" startIcon={icons.ArrowBack}>
          All events
        </ButtonLink>
      </div>
    </article>
  );
}
