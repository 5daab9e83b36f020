import { SCHOOL_TIME_ZONE } from './constants';
import type { SchoolEvent } from './event.schema';

/** The calendar of every upcoming event (RFC 5545), linked from /events. */
export const EVENTS_CALENDAR_PATH = '/events.ics';
/** How many events one /events page lists. */
export const EVENTS_PAGE_SIZE = 10;

export const eventPath = (slug: string) => `/events/${slug}`;
export const eventCalendarPath = (slug: string) => `/events/${slug}.ics`;

type EventTimes = Pick<SchoolEvent, 'date' | 'endDate'>;

const HOUR = 60 * 60 * 1000;
/** India has one offset all year (no daylight saving since 1945). */
const IST_OFFSET = 5.5 * HOUR;

/** Midnight at the start of the day `instant` falls on in India, as an instant. */
function startOfSchoolDay(instant: number): number {
  const local = instant + IST_OFFSET;
  return local - (local % (24 * HOUR)) - IST_OFFSET;
}

/** When an event ends: its end time, else 16:00 on its day (the school day), else two hours after it starts. */
export function eventEnd(event: EventTimes): Date {
  if (event.endDate) return new Date(event.endDate);
  const start = new Date(event.date).getTime();
  const schoolDayEnd = startOfSchoolDay(start) + 16 * HOUR;
  return new Date(schoolDayEnd > start ? schoolDayEnd : start + 2 * HOUR);
}

/** The API's rule for 'upcoming': not completed or cancelled, and its day or end day is today or later in India. */
export function isUpcomingEvent(event: EventTimes & Pick<SchoolEvent, 'status'>, now = Date.now()): boolean {
  if (event.status === 'completed' || event.status === 'cancelled') return false;
  const today = startOfSchoolDay(now);
  const last = Math.max(
    new Date(event.date).getTime(),
    event.endDate ? new Date(event.endDate).getTime() : 0,
  );
  return last >= today;
}

const formats = new Map<string, { day: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();
function formatsFor(intlLocale: string) {
  let found = formats.get(intlLocale);
  if (!found) {
    found = {
      day: new Intl.DateTimeFormat(intlLocale, {
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        timeZone: SCHOOL_TIME_ZONE,
      }),
      time: new Intl.DateTimeFormat(intlLocale, {
        hour: 'numeric',
        minute: '2-digit',
        timeZone: SCHOOL_TIME_ZONE,
      }),
    };
    formats.set(intlLocale, found);
  }
  return found;
}

/**
 * 'December 5, 2026, 8:00 AM – 4:00 PM', or with both days when it ends on another day (school
 * time); only the start when staff typed no end (parents are told no end nobody set, though a
 * calendar entry needs one: `eventEnd`). `intlLocale` gives another edition's words and order ('hi-IN').
 */
export function formatEventWhen(event: EventTimes, intlLocale = 'en-US'): string {
  const { day, time } = formatsFor(intlLocale);
  const start = new Date(event.date);
  const startText = `${day.format(start)}, ${time.format(start)}`;
  if (!event.endDate) return startText;
  const end = new Date(event.endDate);
  const sameDay = day.format(start) === day.format(end);
  return `${startText} – ${sameDay ? time.format(end) : `${day.format(end)}, ${time.format(end)}`}`;
}

/**
 * What 'Share on WhatsApp' sends: the staff's share text, else the title and when; then the page's
 * address (always, so the preview card appears). Another edition passes its page's address and its
 * words for when.
 */
export function eventShareText(
  event: Pick<SchoolEvent, 'title' | 'date' | 'endDate' | 'slug' | 'shareText'>,
  origin: string,
  edition: { url?: string; when?: string } = {},
): string {
  const url = edition.url ?? `${origin}${eventPath(event.slug)}`;
  const text = event.shareText.trim() || `${event.title}\n${edition.when ?? formatEventWhen(event)}`;
  return text.includes(url) ? text : `${text}\n${url}`;
}

/** A link that opens WhatsApp (app or web) with the text ready to send to a chat or group. */
export function whatsappShareUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}
