import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import ICAL from 'ical.js';
import { createEditor, signInQuietly } from './fixtures';

// The office's times: the times the office types are India's (the school's zone), whatever the office
// computer's zone. Each task goes through Save to what a parent sees: the event's page, /events, the
// calendar (/events.ics) and /notices.

const INDIA = 'Asia/Kolkata';

/** A time in India as the date-time input takes it: 'YYYY-MM-DDTHH:mm'. */
function indiaInput(instant: number): string {
  return new Date(instant)
    .toLocaleString('sv-SE', { timeZone: INDIA, hour12: false })
    .slice(0, 16)
    .replace(' ', 'T');
}

/** Today's date in India, YYYY-MM-DD. */
function indiaToday(now = Date.now()): string {
  return new Date(now).toLocaleDateString('en-CA', { timeZone: INDIA });
}

/** The admin's date and time of an instant, in India: '4 Dec 2027, 10:00 am' (lower case, plain spaces). */
function adminTime(instant: number): string {
  return plain(
    new Date(instant).toLocaleString('en-IN', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: INDIA,
    }),
  );
}

const plain = (text: string) => text.replace(/\s+/g, ' ').toLowerCase();

async function savedItem(page: Page, resource: 'events' | 'notices', title: string) {
  const answer = await page.request.get(`/api/admin/${resource}?search=${encodeURIComponent(title)}`);
  expect(answer.status()).toBe(200);
  const items = (await answer.json()).data.items as {
    _id: string;
    title: string;
    slug: string;
    date: string;
    publishAt: string | null;
    expireAt: string | null;
  }[];
  const item = items.find((i) => i.title === title);
  expect(item, `${title} saved`).toBeDefined();
  return item!;
}

/** The event as the calendar (/events.ics) gives it: its start as written (India time) and as an instant. */
async function calendarStart(request: APIRequestContext, title: string) {
  const response = await request.get('/events.ics');
  expect(response.status()).toBe(200);
  const calendar = new ICAL.Component(ICAL.parse(await response.text()));
  const event = calendar
    .getAllSubcomponents('vevent')
    .map((component) => new ICAL.Event(component))
    .find((e) => e.summary === title);
  expect(event, `${title} in /events.ics`).toBeDefined();
  const start = event!.startDate;
  return {
    tzid: event!.component.getFirstProperty('dtstart')!.getParameter('tzid'),
    local: `${start.hour}:${String(start.minute).padStart(2, '0')}`,
    instant: start.toJSDate().toISOString(),
  };
}

for (const zone of ['UTC', INDIA]) {
  test.describe(`the office computer set to ${zone}`, () => {
    test.use({ timezoneId: zone, viewport: { width: 1280, height: 800 } });

    test('an event is created and re-timed in India time; its page, /events, the calendar and its WhatsApp text show that time', async ({
      page,
      browser,
      request,
    }) => {
      test.setTimeout(120_000);
      const editor = await createEditor(request);
      await signInQuietly(page, editor);
      const year = Number(indiaToday().slice(0, 4)) + 1;
      const title = `Annual Sports Day ${Date.now()} ${zone}`;

      await page.goto('/admin/events/create');
      await page.getByLabel('Title *').fill(title);
      await page.getByLabel('Starts *').fill(`${year}-12-04T10:00`);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Event published')).toBeVisible();
      // The list shows it back in India time.
      const row = page.getByRole('row').filter({ hasText: title });
      await expect(row).toBeVisible();
      expect(plain(await row.innerText())).toContain(`4 dec ${year}, 10:00 am`);

      const saved = await savedItem(page, 'events', title);
      expect(saved.date).toBe(`${year}-12-04T04:30:00.000Z`);

      const visitor = await (await browser.newContext({ timezoneId: zone })).newPage();
      await visitor.goto(`/events/${saved.slug}`);
      // No end was typed: parents read the start only, never an end nobody set.
      await expect(visitor.getByTestId('event-when')).toHaveText(
        new RegExp(`^December 4, ${year}, 10:00\\sAM$`),
      );
      await visitor.goto(`/events?search=${encodeURIComponent(title)}`);
      await expect(visitor.getByRole('main')).toContainText(new RegExp(`December 4, ${year}, 10:00\\sAM`));
      expect(await calendarStart(request, title)).toEqual({
        tzid: INDIA,
        local: '10:00',
        instant: `${year}-12-04T04:30:00.000Z`,
      });

      // Re-timed: the form shows the India time it has, the clerk types the new one.
      await row.getByText(title).click();
      await expect(page.getByLabel('Starts *')).toHaveValue(`${year}-12-04T10:00`);
      // The saved event's text for the parents' WhatsApp groups, in India time: 'Copy for WhatsApp'.
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      const share = page.getByTestId('share-text');
      await expect(share).toHaveText(
        new RegExp(`^${title}\\s+December 4, ${year}, 10:00\\sAM\\s+\\S+/events/${saved.slug}$`),
      );
      await page.getByRole('button', { name: 'Copy for WhatsApp' }).click();
      await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await share.innerText());
      await page.getByLabel('Starts *').fill(`${year}-12-04T14:30`);
      await page.getByLabel('Ends (optional)').fill(`${year}-12-04T17:00`);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Event published')).toBeVisible();
      await expect(page.getByRole('row').filter({ hasText: title })).toBeVisible();
      expect(plain(await page.getByRole('row').filter({ hasText: title }).innerText())).toContain(
        `4 dec ${year}, 2:30 pm`,
      );

      await visitor.goto(`/events/${saved.slug}`);
      await expect(visitor.getByTestId('event-when')).toHaveText(
        new RegExp(`^December 4, ${year}, 2:30\\sPM – 5:00\\sPM$`),
      );
      expect(await calendarStart(request, title)).toEqual({
        tzid: INDIA,
        local: '14:30',
        instant: `${year}-12-04T09:00:00.000Z`,
      });
      await visitor.context().close();
    });

    test('a notice scheduled in India time (Publish at, Expire at) shows on /notices from then on, and a later one waits', async ({
      page,
      browser,
      request,
    }) => {
      test.setTimeout(120_000);
      const editor = await createEditor(request);
      await signInQuietly(page, editor);
      const now = Date.now();
      // Whole minutes: what the input takes.
      const minute = (offsetMinutes: number) => Math.floor((now + offsetMinutes * 60_000) / 60_000) * 60_000;
      const stamp = `${now} ${zone}`;

      const live = `Fee counter open on Saturday ${stamp}`;
      await page.goto('/admin/notices/create');
      await page.getByLabel('Title *').fill(live);
      await page.getByLabel('Publish at (optional)').fill(indiaInput(minute(-60)));
      await page.getByLabel('Expire at (optional)').fill(indiaInput(minute(3 * 24 * 60)));
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Notice published')).toBeVisible();

      const later = `Winter uniform from Monday ${stamp}`;
      await page.goto('/admin/notices/create');
      await page.getByLabel('Title *').fill(later);
      await page.getByLabel('Publish at (optional)').fill(indiaInput(minute(120)));
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Notice published')).toBeVisible();

      // Stored as the instants those India times are.
      const liveSaved = await savedItem(page, 'notices', live);
      expect(liveSaved.publishAt).toBe(new Date(minute(-60)).toISOString());
      expect(liveSaved.expireAt).toBe(new Date(minute(3 * 24 * 60)).toISOString());
      const laterSaved = await savedItem(page, 'notices', later);
      expect(laterSaved.publishAt).toBe(new Date(minute(120)).toISOString());

      // The admin says, in India time, when the later one goes up.
      await page.goto(`/admin/notices?filter=${encodeURIComponent(JSON.stringify({ q: later }))}`);
      const laterRow = page.getByRole('row').filter({ hasText: later });
      await expect(laterRow).toContainText('Not yet: from');
      expect(plain(await laterRow.innerText())).toContain(adminTime(minute(120)));

      // The form shows the India times back.
      await page.goto(`/admin/notices/${liveSaved._id}`);
      await expect(page.getByLabel('Publish at (optional)')).toHaveValue(indiaInput(minute(-60)));

      const visitor = await (await browser.newContext({ timezoneId: zone })).newPage();
      await visitor.goto(`/notices?search=${encodeURIComponent(stamp)}`);
      await expect(visitor.getByRole('main').getByText(live)).toBeVisible();
      await expect(visitor.getByRole('main').getByText(later)).toHaveCount(0);
      await visitor.goto(`/notices/${liveSaved.slug}`);
      await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(live);
      await visitor.context().close();
    });
  });
}
