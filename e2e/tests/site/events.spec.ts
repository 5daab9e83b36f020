import { expect, test, type Page } from '@playwright/test';
import ICAL from 'ical.js';
import { eventShareText, formatEventWhen, whatsappShareUrl, type SchoolEvent } from '@skp/shared';
import { apiData } from './page-helpers';

const SPORTS = 'annual-sports-meet-2024-25';

async function upcoming(request: Parameters<typeof apiData>[0]): Promise<SchoolEvent[]> {
  return (await apiData<{ events: SchoolEvent[] }>(request, '/events/upcoming/all')).events;
}

/** The site's own address as the server writes it into share links (PUBLIC_URL). */
async function siteOrigin(page: Page): Promise<string> {
  return new URL((await page.locator('link[rel="canonical"]').getAttribute('href'))!).origin;
}

test.describe('event pages with JavaScript', () => {
  test('/events lists upcoming events soonest first; each card links to its page and shares on WhatsApp', async ({
    page,
    request,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const soonest = (await upcoming(request))[0]!;
    await page.goto('/events');
    await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
    const origin = await siteOrigin(page);
    const first = page.getByTestId('event-card').first();
    await expect(first.getByRole('link', { name: soonest.title, exact: true })).toHaveAttribute(
      'href',
      `/events/${soonest.slug}`,
    );
    const whatsapp = first.getByTestId('whatsapp-share');
    await expect(whatsapp).toHaveText('Share on WhatsApp');
    await expect(whatsapp).toHaveAttribute('href', whatsappShareUrl(eventShareText(soonest, origin)));
    expect(await whatsapp.getAttribute('href')).toBe(
      `https://wa.me/?text=${encodeURIComponent(`${soonest.title}\n${formatEventWhen(soonest)}\n${origin}/events/${soonest.slug}`)}`,
    );
    await first.getByTestId('copy-link').click();
    await expect(first.getByRole('status')).toHaveText('Link copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${origin}/events/${soonest.slug}`,
    );
    await expect(page.getByTestId('events-calendar-link')).toHaveAttribute('href', '/events.ics');
  });

  test("an event's page: when, where, body, picture-less share card, Add to calendar downloads its .ics", async ({
    page,
    request,
  }) => {
    const event = (await upcoming(request)).find((e) => e.slug === SPORTS)!;
    await page.goto(`/events/${SPORTS}`);
    await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
    await expect(page.getByTestId('event-when')).toHaveText(formatEventWhen(event));
    await expect(page.getByTestId('event-location')).toHaveText(event.location);
    await expect(
      page.getByTestId('event-body').getByRole('heading', { name: 'What to bring' }),
    ).toBeVisible();
    await expect(page.getByTestId('copy-link')).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Add to calendar' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${SPORTS}.ics`);
  });

  test('Open Graph, Twitter and JSON-LD Event tags of an event page', async ({ page, request }) => {
    const event = (await upcoming(request)).find((e) => e.slug === SPORTS)!;
    await page.goto(`/events/${SPORTS}`);
    const origin = await siteOrigin(page);
    const meta = (key: string) =>
      page.locator(`meta[property="${key}"], meta[name="${key}"]`).getAttribute('content');
    expect(await meta('og:title')).toBe(`${event.title} | S.K.P. Vidya Vihar, Deoghar`);
    expect(await meta('og:url')).toBe(`${origin}/events/${SPORTS}`);
    expect(await meta('og:type')).toBe('article');
    // No picture of its own: the card drawn for it (title, date, crest).
    expect(await meta('og:image')).toMatch(
      new RegExp(`^${origin}/uploads/share-cards/[A-Za-z0-9_-]{22}\\.png$`),
    );
    expect(await meta('twitter:card')).toBe('summary_large_image');
    const image = await request.get(new URL((await meta('og:image'))!).pathname);
    expect(image.headers()['content-type']).toBe('image/png');
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(ld['@type']).toBe('Event');
    expect(ld.name).toBe(event.title);
    expect(ld.startDate).toMatch(/T08:00:00\+05:30$/);
    expect(new Date(ld.startDate).toISOString()).toBe(event.date);
  });

  test("Home's event cards link to the event pages", async ({ page, request }) => {
    const events = (
      await apiData<{ events: SchoolEvent[] }>(
        request,
        '/events?limit=5&status=upcoming&sortBy=date&sortOrder=asc',
      )
    ).events;
    await page.goto('/');
    const column = page.locator('[data-column="upcoming-events-heading"]');
    const link = column.getByRole('link', { name: events[0]!.title, exact: true });
    await expect(link).toHaveAttribute('href', `/events/${events[0]!.slug}`);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/events/${events[0]!.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: events[0]!.title })).toBeVisible();
  });
});

test.describe('event pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the search box works as a plain form; cards show only the WhatsApp link', async ({ page }) => {
    await page.goto('/events');
    await page.getByLabel('Search events').fill('cricket');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/events\?search=cricket$/);
    const cards = page.getByTestId('event-card');
    expect(await cards.count()).toBeGreaterThan(0);
    for (const title of await cards.getByRole('heading').allTextContents())
      expect(title.toLowerCase()).toContain('cricket');
    await expect(cards.first().getByTestId('whatsapp-share')).toBeVisible();
    await expect(page.getByTestId('copy-link')).toHaveCount(0);
  });

  test('an event page reads fully and pages through the list', async ({ page, request }) => {
    const event = (await upcoming(request)).find((e) => e.slug === SPORTS)!;
    await page.goto(`/events/${SPORTS}`);
    await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
    await expect(page.getByTestId('event-body')).toContainText('Programme');
    await expect(page.getByTestId('whatsapp-share')).toBeVisible();
    await page.goto('/events');
    await page.getByRole('link', { name: 'Older' }).click();
    await expect(page).toHaveURL(/\/events\?page=2$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Past events' })).toBeVisible();
  });

  test('an unknown event is the 404 page', async ({ page }) => {
    const response = await page.goto('/events/no-such-event');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test('/events.ics parses back to every published upcoming event in Asia/Kolkata', async ({ request }) => {
  const response = await request.get('/events.ics');
  expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const calendar = new ICAL.Component(ICAL.parse(await response.text()));
  expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('Asia/Kolkata');
  const parsed = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
  const expected = await upcoming(request);
  expect(parsed.map((event) => event.summary).sort()).toEqual(expected.map((event) => event.title).sort());
  for (const source of expected) {
    const event = parsed.find((e) => e.summary === source.title)!;
    expect(event.startDate.toJSDate().toISOString()).toBe(source.date);
    // An event with no place of its own is at the school: the calendar names it.
    if (source.location) expect(event.location).toBe(source.location);
    else expect(event.location).toContain('Vidya Vihar');
    expect(event.component.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('Asia/Kolkata');
  }
});

test.describe('the Hindi edition of an event, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('reads in Hindi, keeps the page when switching, and adds to the calendar', async ({ page }) => {
    await page.goto(`/events/${SPORTS}`);
    await page.getByRole('banner').getByRole('link', { name: 'हिन्दी' }).click();
    await expect(page).toHaveURL(new RegExp(`/hi/events/${SPORTS}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('link', { name: 'कैलेंडर में जोड़ें' })).toHaveAttribute(
      'href',
      `/events/${SPORTS}.ics`,
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en');
    await page.getByRole('link', { name: 'सभी कार्यक्रम' }).click();
    await expect(page).toHaveURL(/\/hi\/events$/);
    await expect(page.getByRole('heading', { level: 2, name: 'आने वाले कार्यक्रम' })).toBeVisible();
  });
});
