import { EVENTS_CALENDAR_PATH, isUpcomingEvent, type EventsPageData, type SchoolEvent } from '@skp/shared';
import { EventCard } from '../../sections/event-card';
import { IndexPages, IndexSearch } from '../../sections/item-pages';
import { layout } from '../../ui/layout';
import { SectionStates } from '../../ui/section-states';
import styles from '../../sections/item-pages.module.css';

export const EVENTS_ERROR_TEXT = 'Failed to load events';
export const EVENTS_EMPTY_TEXT = 'No events yet.';
export const EVENTS_NO_MATCH_TEXT = 'No events match your search.';

function EventGroup({
  id,
  title,
  events,
  origin,
  past,
}: {
  id: string;
  title: string;
  events: SchoolEvent[];
  origin: string;
  past: boolean;
}) {
  if (events.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-heading`} data-group={id} className={styles.group}>
      <h2 id={`${id}-heading`} className={styles.groupTitle}>
        {title}
      </h2>
      <div className={styles.list}>
        {events.map((event) => (
          <EventCard key={event._id} event={event} origin={origin} past={past} />
        ))}
      </div>
    </section>
  );
}

/** /events: a search box (a GET form), the calendar link, upcoming events then past ones, pages. */
export function EventsPage({ data }: { data: EventsPageData }) {
  const now = new Date(data.now).getTime();
  return (
    <div className={`${layout.containerMd} ${styles.page}`}>
      <h1 className={styles.title}>Events</h1>
      <p className={styles.lead}>
        What is coming up at school, and what has happened. Add every event to your phone's calendar:{' '}
        <a href={EVENTS_CALENDAR_PATH} data-testid="events-calendar-link">
          subscribe to the school calendar
        </a>
        .
      </p>
      <IndexSearch
        action="/events"
        id="events-search"
        label="Search events"
        button="Search"
        value={data.search}
      />
      <SectionStates
        result={data.events}
        errorText={EVENTS_ERROR_TEXT}
        emptyText={data.search ? EVENTS_NO_MATCH_TEXT : EVENTS_EMPTY_TEXT}
        isEmpty={(answer) => answer.events.length === 0}
      >
        {({ events, pagination }) => (
          <>
            <EventGroup
              id="upcoming"
              title="Upcoming events"
              events={events.filter((event) => isUpcomingEvent(event, now))}
              origin={data.origin}
              past={false}
            />
            <EventGroup
              id="past"
              title="Past events"
              events={events.filter((event) => !isUpcomingEvent(event, now))}
              origin={data.origin}
              past
            />
            <IndexPages
              path="/events"
              search={data.search}
              pagination={pagination}
              texts={{
                label: 'Pages of events',
                newer: 'Newer',
                older: 'Older',
                pageOf: `Page ${pagination.page} of ${pagination.pages}`,
              }}
            />
          </>
        )}
      </SectionStates>
    </div>
  );
}
