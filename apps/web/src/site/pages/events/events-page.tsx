import { EVENTS_CALENDAR_PATH, isUpcomingEvent, type EventsPageData, type SchoolEvent } from '@skp/shared';
import { GetNoticesLink } from '../../sections/get-notices-link';
import { useI18n } from '../../i18n/site-i18n';
import { EventCard } from '../../sections/event-card';
import { ItemIndex } from '../../sections/item-pages';
import styles from '../../sections/item-pages.module.css';
import type { Registered, SitePageEntries } from '../../page-registry';

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
  const { t } = useI18n();
  const now = new Date(data.now).getTime();
  return (
    <ItemIndex
      kind="events"
      lead={
        <>
          {t('events.lead')}{' '}
          <a href={EVENTS_CALENDAR_PATH} data-testid="events-calendar-link">
            {t('events.calendar')}
          </a>
          . <GetNoticesLink />
        </>
      }
      search={data.search}
      result={data.events}
      isEmpty={(answer) => answer.events.length === 0}
    >
      {({ events }) => (
        <>
          <EventGroup
            id="upcoming"
            title={t('events.upcoming')}
            events={events.filter((event) => isUpcomingEvent(event, now))}
            origin={data.origin}
            past={false}
          />
          <EventGroup
            id="past"
            title={t('events.past')}
            events={events.filter((event) => !isUpcomingEvent(event, now))}
            origin={data.origin}
            past
          />
        </>
      )}
    </ItemIndex>
  );
}

/** The page 'events', as entry-server.tsx finds it. */
export const sitePages = { events: { component: EventsPage } } satisfies SitePageEntries;

declare module '../../page-registry' {
  interface RegisteredPages extends Registered<typeof sitePages> {}
}
