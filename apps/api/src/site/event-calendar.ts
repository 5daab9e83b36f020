import { TZDate } from '@date-fns/tz';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import {
  EVENTS_CALENDAR_PATH,
  SCHOOL_TIME_ZONE,
  eventCalendarPath,
  eventEnd,
  eventPath,
  type SchoolEvent,
  type SchoolIdentity,
} from '@skp/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ICalCalendar, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { richTextToPlain } from '../lib/rich-text';

/**
 * An iCalendar (RFC 5545) of events: times in Asia/Kolkata with its VTIMEZONE, DTSTAMP in UTC, each
 * event's page as URL and its text as DESCRIPTION, every line ending in CRLF (the last one too).
 * UIDs are event-<id>@<uidDomain>: the event's fixed id and the domain set once (calendar-identity.ts),
 * so they stay the same across edits and a change of the site's address, and a subscribed calendar
 * updates an event instead of adding a second one.
 */
export function eventsCalendar(
  events: SchoolEvent[],
  origin: string,
  uidDomain: string,
  school: Pick<SchoolIdentity, 'name' | 'town'>,
): string {
  const calendar = new ICalCalendar({
    name: `${school.name} events`,
    prodId: { company: school.name, product: 'School website', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    url: `${origin}/events`,
    ttl: 6 * 60 * 60,
  });
  // No calendar-wide zone: DTSTAMP then stays in UTC (RFC 5545 §3.8.7.2); each event names its zone.
  calendar.timezone({ name: null, generator: getVtimezoneComponent });
  for (const event of events) {
    const url = `${origin}${eventPath(event.slug)}`;
    const text = richTextToPlain(event.body) || event.description;
    calendar.createEvent({
      id: `event-${event._id}@${uidDomain}`,
      stamp: new Date(event.updatedAt),
      start: new TZDate(new Date(event.date).getTime(), SCHOOL_TIME_ZONE),
      end: new TZDate(eventEnd(event).getTime(), SCHOOL_TIME_ZONE),
      timezone: SCHOOL_TIME_ZONE,
      summary: event.title,
      location: event.location || `${school.name}, ${school.town}`,
      description: text ? `${text}\n\n${url}` : url,
      url,
      status: event.status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  // RFC 5545 §3.1: every content line ends in CRLF, END:VCALENDAR's too (ical-generator leaves it off).
  const text = calendar.toString();
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}

/** 'S.K.P. Vidya Vihar' -> 'skp-vidya-vihar': the calendar file's name. */
function fileNameOf(name: string): string {
  return (
    name
      .toLowerCase()
      .replace(/\./g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'school'
  );
}

/** /events.ics (every published upcoming event) and /events/<slug>.ics ('Add to calendar'). */
export function registerEventCalendars(app: FastifyInstance) {
  const origin = app.config.publicUrl;
  const send = (reply: FastifyReply, fileName: string, body: string, inline: boolean) =>
    reply
      .header('Content-Type', 'text/calendar; charset=utf-8')
      .header('Content-Disposition', `${inline ? 'inline' : 'attachment'}; filename="${fileName}"`)
      .header('Cache-Control', 'public, max-age=300')
      .send(body);

  app.get(EVENTS_CALENDAR_PATH, { schema: { hide: true } }, async (_request, reply) => {
    const school = await app.services.school.get();
    return send(
      reply,
      `${fileNameOf(school.name)}-events.ics`,
      eventsCalendar(
        await app.services.events.allUpcoming(),
        origin,
        await app.services.events.calendar.uidDomain(),
        school,
      ),
      true,
    );
  });
  app.get<{ Params: { slug: string } }>(
    '/events/:slug.ics',
    { schema: { hide: true } },
    async (request, reply) => {
      const event = await app.services.events.findBySlug(request.params.slug);
      const movedTo = event ? undefined : await app.services.events.movedTo(request.params.slug);
      if (movedTo) return reply.code(301).header('Location', eventCalendarPath(movedTo)).send();
      if (!event) {
        return reply.code(404).send({ status: 'error', code: 'NOT_FOUND', message: 'Event not found' });
      }
      const uidDomain = await app.services.events.calendar.uidDomain();
      return send(
        reply,
        `${event.slug}.ics`,
        eventsCalendar([event], origin, uidDomain, await app.services.school.get()),
        false,
      );
    },
  );
}
