import { expect, test } from '@playwright/test';
import { createEditor, openMenu, signInQuietly } from './fixtures';

// The office's computer may be set to any zone: the times are India's all the same.
test.use({ viewport: { width: 1280, height: 800 }, timezoneId: 'Europe/London' });

test('the office puts up a banner in India time; a clash at the same level is refused in words', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const editor = await createEditor(request);
  await signInQuietly(page, editor);
  await page.goto('/admin');
  await openMenu(page, 'Notices and events', 'Announcement banners', false);
  await expect(page).toHaveURL(/\/admin\/announcements/);

  const text = `Annual day rehearsal: classes end at noon ${Date.now()}`;
  await page.goto('/admin/announcements/create');
  await page.getByLabel('Level *').click();
  await page.getByRole('option', { name: /^Important/ }).click();
  await page.getByLabel('Text *').fill(text);
  await page.getByLabel('Starts at (India time) *').fill('2028-01-15T09:00');
  await page.getByLabel('Ends at (India time) *').fill('2028-01-15T17:00');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Announcement saved')).toBeVisible();

  // Stored as the instant 09:00 in India is (03:30 UTC), whatever the browser's zone.
  const list = await page.request.get('/api/admin/announcements?limit=100&level=important');
  const saved = (await list.json()).data.items.find((a: { text: string }) => a.text === text);
  expect(saved).toMatchObject({ startsAt: '2028-01-15T03:30:00.000Z', endsAt: '2028-01-15T11:30:00.000Z' });

  // The history shows it in India time, not yet showing.
  await page.goto('/admin/announcements');
  const row = page.getByRole('row').filter({ hasText: text });
  await expect(row).toContainText(/15 Jan 2028, 9:00\s?am IST/i);
  await expect(row).toContainText('Starts later');

  // A second important banner overlapping it is refused, naming the first.
  await page.goto('/admin/announcements/create');
  await page.getByLabel('Level *').click();
  await page.getByRole('option', { name: /^Important/ }).click();
  await page.getByLabel('Text *').fill('Parent-teacher meeting on Saturday');
  await page.getByLabel('Starts at (India time) *').fill('2028-01-15T12:00');
  await page.getByLabel('Ends at (India time) *').fill('2028-01-16T12:00');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Another important announcement ("${text}")`).first()).toBeVisible();
});
