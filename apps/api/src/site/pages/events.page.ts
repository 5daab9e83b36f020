import {
  EVENTS_PAGE_SIZE,
  eventPath,
  type EventPageData,
  type EventsPageData,
  type ContactInfo,
  type SchoolIdentity,
  type SchoolEvent,
} from '@skp/shared';
import { eventPlaceAddress } from '../head';
import { indexQuery, itemShareCard, itemShareImage, itemSummary } from '../item-pages';
import { loadSections } from '../load-sections';
import { inEdition, type PageHead, type SitePageDefinition } from '../page-definition';

/** /events: upcoming events first, then past ones, EVENTS_PAGE_SIZE a page, with a search box (?search=). */
export const eventsPage: SitePageDefinition<'events'> = {
  name: 'events',
  query: indexQuery,
  async load(services, context): Promise<EventsPageData> {
    const search = context.query.search ?? '';
    const sections = await loadSections(
      {
        events: async () => {
          const answer = await services.events.listIndex({
            page: Number(context.query.page ?? 1),
            limit: EVENTS_PAGE_SIZE,
            ...(search ? { search } : {}),
          });
          return { ...answer, events: await inEdition(services, context, 'events', answer.events) };
        },
      },
      context,
    );
    return { ...sections, search, origin: context.origin, now: new Date().toISOString() };
  },
};

const EVENT_STATUS_URLS: Record<SchoolEvent['status'], string> = {
  upcoming: 'https://schema.org/EventScheduled',
  ongoing: 'https://schema.org/EventScheduled',
  completed: 'https://schema.org/EventScheduled',
  cancelled: 'https://schema.org/EventCancelled',
};

/** An instant as ISO 8601 in school time, e.g. 2026-12-05T08:00:00+05:30 (what search engines show). */
export function schoolTimeIso(date: Date): string {
  const shifted = new Date(date.getTime() + 5.5 * 60 * 60 * 1000);
  return `${shifted.toISOString().slice(0, 19)}+05:30`;
}

/**
 * schema.org Event for one event's page (`url`: the page's address in its edition); the place's
 * address is the school's for a place on the campus (eventPlaceAddress).
 */
export function eventJsonLd(
  event: SchoolEvent,
  origin: string,
  image: string,
  school: SchoolIdentity,
  options: { url?: string; contact?: ContactInfo | undefined } = {},
): Record<string, unknown> {
  const address = eventPlaceAddress(event.location, options.contact, school);
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: itemSummary(event, 500),
    startDate: schoolTimeIso(new Date(event.date)),
    ...(event.endDate ? { endDate: schoolTimeIso(new Date(event.endDate)) } : {}),
    eventStatus: EVENT_STATUS_URLS[event.status],
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: event.location || school.name,
      address: address ?? {
        '@type': 'PostalAddress',
        addressLocality: school.town,
        ...(school.state ? { addressRegion: school.state } : {}),
        addressCountry: 'IN',
      },
    },
    image: [image],
    url: options.url ?? `${origin}${eventPath(event.slug)}`,
    organizer: { '@type': 'EducationalOrganization', name: school.name, url: `${origin}/` },
  };
}

function eventHead(data: EventPageData): PageHead {
  const { event, origin } = data;
  const image = itemShareImage(event.picture, event.media, origin, event.title, data.shareCard);
  return {
    path: eventPath(event.slug),
    title: event.title,
    description: itemSummary(event),
    image,
    ogType: 'article',
    jsonLd: ({ imageUrl, pageUrl, contact, school }) =>
      eventJsonLd(event, origin, image?.url ?? imageUrl, school, { url: pageUrl, contact }),
  };
}

/** /events/<slug>: one published event; any other slug is the site's 404. */
export function eventPage(slug: string): SitePageDefinition<'event'> {
  return {
    name: 'event',
    async load(services, context): Promise<EventPageData | null> {
      const found = await services.events.findBySlug(slug);
      if (!found) return null;
      const [event] = (await inEdition(services, context, 'events', [found])) as [SchoolEvent];
      const shareCard = await itemShareCard(services, context, 'event', {
        ...event,
        picture: event.media?.url || event.picture,
      });
      return { event, origin: context.origin, shareCard };
    },
    async movedTo(services) {
      const current = await services.events.movedTo(slug);
      return current ? eventPath(current) : undefined;
    },
    head: eventHead,
  };
}
