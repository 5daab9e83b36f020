import { EVENTS_CALENDAR_PATH, isUpcomingEvent, type EventsPageData, type SchoolEvent } from '@skp/shared';
import { useI18n } from '../../i18n/site-i18n';
import { EventCard } from '../../sections/event-card';
import { IndexPages, IndexSearch } from '../../sections/item-pages';
import { layout } from '../../ui/layout';
import { SectionStates } from '../../ui/section-states';
import styles from '../../sections/item-pages.module.css';

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
  const { t, href, number } = useI18n();
  const now = new Date(data.now).getTime();
  return (
    <div className={`${layout.containerMd} ${styles.page}`}>
      <h1 className={styles.title}>{t('events.title')}</h1>
      <p className={styles.lead}>
        {t('events.lead')}{' '}
        <a href={EVENTS_CALENDAR_PATH} data-testid="events-calendar-link">
          {t('events.calendar')}
        </a>
        .
      </p>
      <IndexSearch
        action={href('/events')}
        id="events-search"
        label={t('events.searchLabel')}
        button={t('listing.search')}
        value={data.search}
      />
      <SectionStates
        result={data.events}
        errorText={t('events.error')}
        emptyText={data.search ? t('events.noMatch') : t('events.empty')}
        isEmpty={(answer) => answer.events.length === 0}
      >
        {({ events, pagination }) => (
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
            <IndexPages
              path={href('/events')}
              search={data.search}
              pagination={pagination}
              texts={{
                label: t('events.pagesLabel'),
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
