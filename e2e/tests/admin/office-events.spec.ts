import { expect, test } from '@playwright/test';
import { createEditor, signInQuietly, VIEWPORTS } from './fixtures';

function isoDay(offsetDays: number): string {
  const day = new Date(Date.now() + offsetDays * 86_400_000);
  return day.toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
}

for (const screen of VIEWPORTS) {
  test.describe(screen.name, () => {
    test.use(screen.use);

    test('a past event left at "upcoming" is not under Upcoming Events, and the form warns', async ({
      page,
      browser,
      request,
    }) => {
      test.setTimeout(90_000);
      const editor = await createEditor(request);
      await signInQuietly(page, editor);
      const title = `Science exhibition ${Date.now()} ${screen.phone ? 'p' : 'd'}`;
      const created = await page.request.post('/api/admin/events', {
        data: { title, date: isoDay(-2), status: 'upcoming', location: 'School Hall' },
      });
      expect(created.status()).toBe(201);

      const visitor = await (await browser.newContext({ serviceWorkers: 'block' })).newPage();
      await visitor.goto('/');
      const upcoming = visitor.getByRole('region', { name: 'Upcoming Events', exact: true });
      await expect(upcoming.getByTestId('notice-event-card').first()).toBeVisible();
      await expect(upcoming.getByText(title)).toHaveCount(0);
      await visitor.context().close();

      // The admin says why it is not on Home, and a new past 'upcoming' event is warned about.
      await page.goto(`/admin/events?filter=${encodeURIComponent(JSON.stringify({ q: title }))}`);
      await expect(page.getByText(title)).toBeVisible();
      await expect(page.getByText('Past: not on Home').first()).toBeVisible();
      await page.goto('/admin/events/create');
      await page.getByLabel('Title *').fill('Parents meeting');
      // The event form takes a start time (events with times for the calendars).
      await page.getByLabel('Starts *').fill(`${isoDay(-1)}T10:00`);
      await expect(page.getByTestId('past-event-warning')).toContainText("This event's date has passed");
      await page.getByLabel('Starts *').fill(`${isoDay(3)}T10:00`);
      await expect(page.getByTestId('past-event-warning')).toHaveCount(0);
      await expect(page.getByTestId('where-it-shows')).toContainText('On Home under Upcoming Events');
    });
  });
}
