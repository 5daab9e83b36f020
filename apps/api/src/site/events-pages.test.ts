import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_SCHOOL,
  eventEnd,
  eventShareText,
  formatEventWhen,
  whatsappShareUrl,
  type SchoolEvent,
} from '@skp/shared';
import { sessionFor } from '../test/auth-helpers';
import { htmlText, jsonLd, meta } from '../test/html-helpers';
import { siteRendererFromSource } from '../test/site-renderer-from-source';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createTestApp, type TestApp } from '../test/test-app';
import { createCalendarIdentity, isPublicHost } from '../modules/events/calendar-identity';
import { eventPlaceAddress } from './head';

let t: TestApp;
let origin: string;
beforeAll(async () => {
  t = await createTestApp({ siteRenderer: await siteRendererFromSource(), env: { SKP_TEST_FAULTS: '1' } });
  origin = t.app.config.publicUrl;
});
afterAll(async () => {
  await t.close();
});

async function upcoming(): Promise<SchoolEvent[]> {
  return (await t.app.inject({ url: '/api/events/upcoming/all' })).json().data.events;
}

describe('/events', () => {
  it('lists upcoming events soonest first, then past ones, each linking to its page with a WhatsApp link', async () => {
    const response = await t.app.inject({ url: '/events' });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<title>Events | S.K.P. Vidya Vihar, Deoghar</title>');
    expect(html).toContain(`<link rel="canonical" href="${origin}/events" />`);
    expect(html).toContain('href="/events.ics"');
    const form = /<form [^>]*role="search"[^>]*>/.exec(html)![0];
    expect(form).toContain('action="/events"');
    expect(form).toContain('method="get"');
    expect(html).toMatch(/<input id="events-search" type="search"[^>]*name="search"/);
    const soonest = (await upcoming())[0]!;
    const cards = [...html.matchAll(/data-testid="event-card" data-slug="([^"]+)"/g)].map((m) => m[1]);
    expect(cards[0]).toBe(soonest.slug);
    expect(html).toContain('Upcoming events</h2>');
    const last = (await t.app.inject({ url: '/events?page=2' })).body;
    expect(last).toContain('Past events</h2>');
    expect(last.indexOf('inter-house-quiz-finals')).toBeLessThan(
      last.indexOf('van-mahotsav-tree-plantation-drive'),
    );
    expect(html).toContain(`href="/events/${soonest.slug}"`);
    expect(html).toContain(`href="${htmlText(whatsappShareUrl(eventShareText(soonest, origin)))}"`);
  });

  it('searches without JavaScript (?search=) and pages (?page=)', async () => {
    const found = await t.app.inject({ url: '/events?search=cricket' });
    const slugs = [...found.body.matchAll(/data-testid="event-card" data-slug="([^"]+)"/g)].map((m) => m[1]);
    expect(slugs.length).toBeGreaterThan(0);
    expect(slugs.every((slug) => slug!.includes('cricket'))).toBe(true);
    expect(found.body).toContain('value="cricket"');
    const none = await t.app.inject({ url: '/events?search=zzzz-nothing' });
    expect(none.body).toContain('No events match your search.');
    const second = await t.app.inject({ url: '/events?page=2' });
    expect(second.body).toContain('Page 2 of');
    expect(second.body).toContain('href="/events" rel="prev"');
  });

  it('a failed load shows its error with Retry', async () => {
    const response = await t.app.inject({ url: '/events', headers: { 'x-test-faults': 'events=500' } });
    expect(response.body).toContain('Failed to load events');
    expect(response.body).toContain('Retry');
  });
});

describe('/events/<slug>', () => {
  it('shows the event with its own head: title, description, canonical, Open Graph, JSON-LD Event at +05:30', async () => {
    const event = (await upcoming()).find((e) => e.slug === 'annual-sports-meet-2024-25')!;
    const response = await t.app.inject({ url: '/events/annual-sports-meet-2024-25' });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain(`<title>${htmlText(event.title)} | S.K.P. Vidya Vihar, Deoghar</title>`);
    expect(html).toContain(`<link rel="canonical" href="${origin}/events/annual-sports-meet-2024-25" />`);
    expect(meta(html, 'og:url')).toBe(`${origin}/events/annual-sports-meet-2024-25`);
    expect(meta(html, 'og:type')).toBe('article');
    // No picture of its own: its generated card (pages/notices-pages.test.ts tests the cards).
    expect(meta(html, 'og:image')).toMatch(
      new RegExp(`^${origin}/uploads/share-cards/[A-Za-z0-9_-]{22}\\.png$`),
    );
    expect(meta(html, 'twitter:image')).toBe(meta(html, 'og:image'));
    expect(meta(html, 'description')).toBe(htmlText(event.description.slice(0, 199).trimEnd()) + '…');
    expect(html).toContain('<h2>Programme</h2>');
    expect(html).toContain(formatEventWhen(event).replace(/–/g, '–'));
    expect(html).toContain('href="/events/annual-sports-meet-2024-25.ics"');
    const [ld] = jsonLd(html);
    expect(ld).toMatchObject({
      '@type': 'Event',
      name: event.title,
      eventStatus: 'https://schema.org/EventScheduled',
      location: { '@type': 'Place', name: event.location },
      organizer: { name: 'S.K.P. Vidya Vihar' },
    });
    // A place on the campus: the school's full postal address.
    expect((ld!.location as { address: unknown }).address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Jasidih Road, Castair Town',
      addressLocality: 'Deoghar',
      addressRegion: 'Jharkhand',
      postalCode: '814112',
      addressCountry: 'IN',
    });
    expect(ld!.startDate).toMatch(/^\d{4}-\d{2}-\d{2}T08:00:00\+05:30$/);
    expect(ld!.endDate).toMatch(/^\d{4}-\d{2}-\d{2}T16:00:00\+05:30$/);
    expect(new Date(ld!.startDate as string).toISOString()).toBe(event.date);
  });

  it('an event saved without an end shows only its start, to parents and in its JSON-LD', async () => {
    const editor = await sessionFor(t, 'editor');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/events',
      headers: { cookie: editor },
      payload: {
        title: 'Parents meeting without an end',
        description: 'Class teachers meet parents.',
        date: '2026-12-04T10:00:00+05:30',
        location: 'Main hall',
      },
    });
    expect(created.statusCode).toBe(201);
    const { slug, endDate } = created.json().data.item;
    expect(endDate).toBeNull();
    const html = (await t.app.inject({ url: `/events/${slug}` })).body;
    expect(html).toMatch(/data-testid="event-when"[^>]*>December 4, 2026, 10:00\sAM</);
    expect(html).not.toContain('4:00\u202fPM');
    expect(html).not.toContain('4:00 PM');
    const [ld] = jsonLd(html);
    expect(ld!.startDate).toBe('2026-12-04T10:00:00+05:30');
    expect(ld).not.toHaveProperty('endDate');
  });

  it("an event's picture is its share picture", async () => {
    const editor = await sessionFor(t, 'editor');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/events',
      headers: { cookie: editor },
      payload: { title: 'Kite Festival', date: '2027-01-14', picture: 'https://example.org/kites.jpg' },
    });
    expect(created.statusCode).toBe(201);
    const html = (await t.app.inject({ url: '/events/kite-festival' })).body;
    expect(meta(html, 'og:image')).toBe('https://example.org/kites.jpg');
    expect(jsonLd(html)[0]!.image).toEqual(['https://example.org/kites.jpg']);
  });

  it('every event page the sitemap lists answers 200', async () => {
    const sitemap = (await t.app.inject({ url: '/sitemap.xml' })).body;
    const pages = [...sitemap.matchAll(/<loc>[^<]*(\/events\/[^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(pages.length).toBeGreaterThan(5);
    for (const path of pages) expect((await t.app.inject({ url: path })).statusCode, path).toBe(200);
  });

  it('a former slug answers 301 to the page now', async () => {
    const editor = await sessionFor(t, 'editor');
    const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
      t.app.inject({ method, url, headers: { cookie: editor }, payload });
    const created = (
      await send('POST', '/api/admin/events', { title: 'Debate Final', date: '2027-02-02' })
    ).json().data.item;
    await send('PUT', `/api/admin/events/${created._id}`, {
      title: 'Debate Final',
      date: '2027-02-02',
      slug: 'inter-school-debate-final',
    });
    const moved = await t.app.inject({ url: '/events/debate-final' });
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/events/inter-school-debate-final');
    expect((await t.app.inject({ url: '/events/inter-school-debate-final' })).statusCode).toBe(200);
  });

  it('a place away from the campus is its own address: its name as the street, its town as the locality', async () => {
    const contact = (await t.app.inject({ url: '/api/contact/public' })).json().data.contact;
    expect(eventPlaceAddress('Nandan Pahar, Deoghar', contact, DEMO_SCHOOL)).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Nandan Pahar',
      addressLocality: 'Deoghar',
      addressRegion: 'Jharkhand',
      addressCountry: 'IN',
    });
    expect(eventPlaceAddress('Town Hall, Station Road, Jasidih 814142', contact, DEMO_SCHOOL)).toMatchObject({
      streetAddress: 'Town Hall, Station Road',
      addressLocality: 'Jasidih',
      postalCode: '814142',
    });
    // No place written: the school's own address.
    expect(eventPlaceAddress('', contact, DEMO_SCHOOL)).toMatchObject({
      streetAddress: 'Jasidih Road, Castair Town',
    });
  });

  it('an unknown slug is the 404 page', async () => {
    const response = await t.app.inject({ url: '/events/no-such-event' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<meta name="robots" content="noindex"');
  });
});

function parseCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return {
    calendar,
    events: calendar.getAllSubcomponents('vevent').map((component) => ({
      component,
      event: new ICAL.Event(component),
    })),
  };
}

describe('calendars', () => {
  it('/events.ics holds every published upcoming event, parsed back field by field', async () => {
    const response = await t.app.inject({ url: '/events.ics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const { calendar, events } = parseCalendar(response.body);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    const zone = calendar.getFirstSubcomponent('vtimezone')!;
    expect(zone.getFirstPropertyValue('tzid')).toBe('Asia/Kolkata');
    const expected = await upcoming();
    expect(events.map(({ event }) => event.summary).sort()).toEqual(expected.map((e) => e.title).sort());
    for (const source of expected) {
      const { event, component } = events.find(({ event }) => event.summary === source.title)!;
      // The site has no public address yet (PUBLIC_URL is localhost): UIDs end in that host.
      expect(event.uid).toBe(`event-${source._id}@${new URL(origin).hostname}`);
      expect(component.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('Asia/Kolkata');
      expect(component.getFirstProperty('dtend')!.getParameter('tzid')).toBe('Asia/Kolkata');
      expect(event.startDate.toJSDate().toISOString()).toBe(source.date);
      expect(event.endDate.toJSDate().toISOString()).toBe(eventEnd(source).toISOString());
      expect(event.location).toBe(source.location || 'S.K.P. Vidya Vihar, Deoghar');
      expect(component.getFirstPropertyValue('url')).toBe(`${origin}/events/${source.slug}`);
      expect(event.description).toContain(`${origin}/events/${source.slug}`);
      const stamp = component.getFirstProperty('dtstamp')!.getFirstValue() as ICAL.Time;
      expect(stamp.zone?.tzid).toBe('UTC');
    }
    expect(response.body).toMatch(/DTSTART;TZID=Asia\/Kolkata:\d{8}T\d{6}\r\n/);
    // RFC 5545 §3.1: every line ends in CRLF, the last (END:VCALENDAR) too; no bare LF.
    expect(response.body.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(response.body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it("/events/<slug>.ics is one event to download ('Add to calendar'); an unknown slug is a 404", async () => {
    const response = await t.app.inject({ url: '/events/annual-sports-meet-2024-25.ics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="annual-sports-meet-2024-25.ics"',
    );
    const { events } = parseCalendar(response.body);
    expect(events).toHaveLength(1);
    expect(events[0]!.event.summary).toBe('Annual Sports Meet 2024-25');
    expect(events[0]!.event.description).toContain('What to bring');
    expect((await t.app.inject({ url: '/events/no-such-event.ics' })).statusCode).toBe(404);
    expect(response.body.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('UIDs keep the first public domain: a later PUBLIC_URL changes the links, never the UIDs', async () => {
    const school = await createTestApp({ env: { PUBLIC_URL: 'https://www.skp-school.example' } });
    try {
      const uids = async (app: typeof school.app, url: string) =>
        parseCalendar((await app.inject({ url })).body).events.map(({ event }) => event.uid);
      const first = await uids(school.app, '/events.ics');
      expect(first.length).toBeGreaterThan(0);
      for (const uid of first) expect(uid).toMatch(/^event-[0-9a-f-]{36}@www\.skp-school\.example$/);
      const one = await uids(school.app, '/events/annual-sports-meet-2024-25.ics');

      // The same database served from a new address: the same UIDs, the new address in the links.
      const moved = await buildApp({
        config: loadConfig({
          NODE_ENV: 'test',
          DATA_DIR: school.config.dataDir,
          WEB_DIST: school.config.webDist,
          LOG_LEVEL: 'silent',
          PUBLIC_URL: 'https://skpvidyavihar.example.org',
        }),
        database: school.database,
        logger: false,
      });
      try {
        await moved.ready();
        expect(await uids(moved, '/events.ics')).toEqual(first);
        expect(await uids(moved, '/events/annual-sports-meet-2024-25.ics')).toEqual(one);
        const ics = (await moved.inject({ url: '/events.ics' })).body;
        expect(ics).toContain('URL;VALUE=URI:https://skpvidyavihar.example.org/events/');
      } finally {
        await moved.close();
      }
    } finally {
      await school.close();
    }
  });

  it('the UID domain is stored once, from the first public address; localhost and IP addresses store nothing', async () => {
    expect(['www.school.example', 'school.org', 'a.b.in'].map(isPublicHost)).toEqual([true, true, true]);
    expect(['localhost', 'site.localhost', '127.0.0.1', '[::1]', 'intranet'].map(isPublicHost)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    const fresh = await createTestApp({ seeded: false });
    try {
      const settings = fresh.app.services.settings;
      expect(await createCalendarIdentity(settings, 'http://127.0.0.1:3000').uidDomain()).toBe('127.0.0.1');
      expect(await createCalendarIdentity(settings, 'http://localhost:3000').uidDomain()).toBe('localhost');
      expect(await createCalendarIdentity(settings, 'https://First.example:8443').uidDomain()).toBe(
        'first.example',
      );
      expect(await createCalendarIdentity(settings, 'https://second.example').uidDomain()).toBe(
        'first.example',
      );
      expect(await createCalendarIdentity(settings, 'http://localhost:3000').uidDomain()).toBe(
        'first.example',
      );
    } finally {
      await fresh.close();
    }
  });
});

describe('the Hindi edition of the events', () => {
  it('/hi/events and /hi/events/<slug> speak Hindi, with dates in Hindi and English content marked lang="en"', async () => {
    const index = (await t.app.inject({ url: '/hi/events' })).body;
    expect(index).toContain('<html lang="hi"');
    expect(index).toContain('<title>कार्यक्रम | ');
    expect(index).toContain(`<link rel="canonical" href="${origin}/hi/events" />`);
    expect(index).toContain(`hreflang="en" href="${origin}/events"`);
    expect(index).toContain('आने वाले कार्यक्रम</h2>');
    expect(index).toContain('action="/hi/events"');
    expect(index).toContain('href="/hi/events/annual-sports-meet-2024-25"');
    const event = (await upcoming()).find((e) => e.slug === 'annual-sports-meet-2024-25')!;
    const page = (await t.app.inject({ url: '/hi/events/annual-sports-meet-2024-25' })).body;
    expect(page).toContain('<html lang="hi"');
    expect(page).toContain(`<link rel="canonical" href="${origin}/hi/events/annual-sports-meet-2024-25" />`);
    expect(page).toContain('कैलेंडर में जोड़ें');
    expect(page).toContain('सभी कार्यक्रम');
    const hindiWhen = formatEventWhen(event, 'hi-IN');
    expect(hindiWhen).toMatch(/दिसंबर|जनवरी|फ़रवरी|नवंबर|अक्टूबर|मार्च/);
    expect(page).toContain(htmlText(hindiWhen));
    // No Hindi written for this event yet: its title and text are the English, marked so.
    expect(page).toMatch(new RegExp(`<h1 class="[^"]*" lang="en">${htmlText(event.title)}</h1>`));
    expect(page).toMatch(/data-testid="event-body" lang="en">/);
    const url = `${origin}/hi/events/annual-sports-meet-2024-25`;
    expect(page).toContain(
      `href="${htmlText(whatsappShareUrl(eventShareText(event, origin, { url, when: hindiWhen })))}"`,
    );
  });
});
