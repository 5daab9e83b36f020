import { expect, test } from '@playwright/test';
import ICAL from 'ical.js';
import type { SchoolEvent } from '@skp/shared';
import { apiData } from './page-helpers';

/** RFC 5545 §3.1 byte by byte: CRLF after every line (the last too), no bare CR or LF, lines of 75 octets at most. */
function expectIcalBytes(body: Buffer, what: string) {
  const text = body.toString('utf8');
  expect(text.startsWith('BEGIN:VCALENDAR\r\n'), what).toBe(true);
  expect(text.endsWith('END:VCALENDAR\r\n'), what).toBe(true);
  const lines = text.slice(0, -2).split('\r\n');
  for (const line of lines) {
    expect(line, what).not.toMatch(/[\r\n]/);
    expect(Buffer.byteLength(line, 'utf8'), `${what}: ${line}`).toBeLessThanOrEqual(75);
  }
}

/** The UID of each VEVENT, as ical.js (a calendar parser) reads them. */
function uids(text: string): string[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((event) => new ICAL.Event(event).uid);
}

test('/events.ics and an event’s .ics end in CRLF, parse with ical.js and give each event one stable UID', async ({
  request,
  baseURL,
}) => {
  const events = (await apiData<{ events: SchoolEvent[] }>(request, '/events/upcoming/all')).events;
  expect(events.length).toBeGreaterThan(1);

  const all = await request.get('/events.ics');
  expect(all.status()).toBe(200);
  const body = await all.body();
  expectIcalBytes(body, '/events.ics');
  const host = new URL(baseURL!).hostname;
  // The event's fixed id and the site's domain; no port, no path: the same whatever the address's port.
  const expected = events.map((event) => `event-${event._id}@${host}`).sort();
  expect(uids(body.toString('utf8')).sort()).toEqual(expected);

  for (const event of events.slice(0, 3)) {
    const one = await request.get(`/events/${event.slug}.ics`);
    expect(one.status()).toBe(200);
    const bytes = await one.body();
    expectIcalBytes(bytes, `/events/${event.slug}.ics`);
    expect(uids(bytes.toString('utf8'))).toEqual([`event-${event._id}@${host}`]);
  }
});
