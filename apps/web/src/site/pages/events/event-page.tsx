import {
  eventCalendarPath,
  eventPath,
  eventShareText,
  formatEventWhen,
  type EventPageData,
} from '@skp/shared';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { ShareBar } from '../../sections/share-bar';
import { ButtonLink } from '../../ui/button';
import { Icon } from '../../ui/icon';
import * as icons from '../../ui/icon-paths';
import { layout } from '../../ui/layout';
import styles from '../../sections/item-pages.module.css';

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
      {picture && (
        <ResponsiveImage
          src={picture}
          alt={event.title}
          media={event.media}
          sizes="(min-width: 900px) 852px, 100vw"
          loading="eager"
          fetchPriority="high"
          className={styles.picture}
          width={event.media ? undefined : 1200}
          height={event.media ? undefined : 630}
        />
      )}
      {event.body ? (
        // Sanitized on the server when it was saved (apps/api/src/lib/rich-text.ts allow-list).
        <div
          className={styles.body}
          data-testid="event-body"
          dangerouslySetInnerHTML={{ __html: event.body }}
        />
      ) : (
        event.description && <p className={styles.body}>{event.description}</p>
      )}
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
