import { expect, test } from '@playwright/test';
import { createEditor, signInQuietly } from './fixtures';

// Today in India: every 'today' in the admin is India's today (the school's zone), not UTC's or the
// office computer's: before 05:30 in India, UTC still has the day before.

const INDIA = 'Asia/Kolkata';

/** Today's date in India, YYYY-MM-DD. */
function indiaToday(now = Date.now()): string {
  return new Date(now).toLocaleDateString('en-CA', { timeZone: INDIA });
}

test.describe("India's today on an office computer set to UTC", () => {
  test.use({ timezoneId: 'UTC', viewport: { width: 1280, height: 800 } });

  test("at 01:16 in India (19:46 UTC the day before) a new notice is dated India's today, and parents see that date", async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const editor = await createEditor(request);
    await signInQuietly(page, editor);
    const today = indiaToday();
    // The office computer's clock at 01:16 India time today: still yesterday in UTC.
    await page.clock.setFixedTime(new Date(`${today}T01:16:00+05:30`));
    await page.goto('/admin/notices/create');
    await expect(page.getByLabel('Date *')).toHaveValue(today);
    const title = `School closed tomorrow ${Date.now()}`;
    await page.getByLabel('Title *').fill(title);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Notice published')).toBeVisible();

    const answer = await page.request.get(`/api/admin/notices?search=${encodeURIComponent(title)}`);
    const saved = ((await answer.json()).data.items as { title: string; slug: string }[]).find(
      (item) => item.title === title,
    )!;
    expect(saved).toBeDefined();
    const visitor = await (await browser.newContext({ timezoneId: 'UTC' })).newPage();
    await visitor.goto(`/notices/${saved.slug}`);
    const shown = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: INDIA,
    }).format(new Date(`${today}T12:00:00+05:30`));
    await expect(visitor.getByTestId('notice-date')).toHaveText(shown);
    await visitor.context().close();
  });
});
