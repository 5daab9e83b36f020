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

  // The same task in the admin in Hindi: the refusal is in Hindi too, with its values (the level,
  // the other banner's text and its times).
  // The refused form is still unsaved: changing the language asks first, and the clerk lets it go.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'English', exact: true }).click();
  await page.getByRole('menuitem', { name: 'हिन्दी' }).click();
  await expect(page.getByRole('button', { name: 'हिन्दी', exact: true })).toBeVisible();
  await page.goto('/admin/announcements/create');
  await page.getByRole('combobox', { name: 'स्तर' }).click();
  await page.getByRole('option', { name: /^ज़रूरी/ }).click();
  await page.getByRole('textbox', { name: 'पाठ', exact: true }).fill('शनिवार को अभिभावक-शिक्षक बैठक');
  await page.getByRole('textbox', { name: 'शुरू होने का समय (भारतीय समय)' }).fill('2028-01-15T12:00');
  await page.getByRole('textbox', { name: 'समाप्त होने का समय (भारतीय समय)' }).fill('2028-01-16T12:00');
  await page.getByRole('button', { name: 'सहेजें' }).click();
  const hindi = page.getByText(
    new RegExp(
      `^एक और ज़रूरी बैनर \\("${text}"\\) 15.Jan.2028, 9:00\\s?am से 15.Jan.2028, 5:00\\s?pm \\(भारत का समय\\) तक लगा है: एक समय में एक ही ज़रूरी बैनर दिख सकता है।`,
    ),
  );
  await expect(hindi.first()).toBeVisible();
  await expect(page.getByText(/Another important announcement/)).toHaveCount(0);
  await expect(page).toHaveURL(/\/admin\/announcements\/create$/);
});

test("'Today only' puts a banner on Home at once after Save, the Hindi pages show its Hindi text, and 'End now' takes it off at once", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const editor = await createEditor(request);
  await signInQuietly(page, editor);
  const text = `Gate 2 closed today for repairs ${Date.now()}`;
  const hindi = 'मरम्मत के कारण आज गेट 2 बंद रहेगा';

  // A parent has Home open already (in the browser's cache).
  const parent = await (await browser.newContext()).newPage();
  await parent.goto('/');
  await parent.goto('/about');
  const banner = () => parent.getByTestId('announcement').filter({ hasText: text });
  await expect(parent.getByTestId('announcement').first()).toBeVisible();
  await expect(banner()).toHaveCount(0);

  await page.goto('/admin/announcements/create');
  await expect(page.getByTestId('where-it-shows')).toHaveText(
    'Shows as a banner at the top of every page from its start to its end; after Save the site shows the change at once.',
  );
  await page.getByLabel('Level *').click();
  await page.getByRole('option', { name: /^Important/ }).click();
  await page.getByLabel('Text *').fill(text);
  await page.getByRole('button', { name: 'Today only' }).click();
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
  await expect(page.getByLabel('Ends at (India time) *')).toHaveValue(`${today}T23:59`);
  await expect(page.getByLabel('Starts at (India time) *')).toHaveValue(
    new RegExp(`^${today}T\\d{2}:\\d{2}$`),
  );
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Announcement saved')).toBeVisible();

  // On Home at once: no wait for a cached copy to go stale.
  await parent.goto('/');
  await expect(banner()).toBeVisible({ timeout: 2000 });
  // The Hindi page shows the English until the Hindi is written, marked as English.
  await parent.goto('/hi');
  await expect(banner().locator('[lang="en"]')).toHaveText(text);

  // The Hindi text, written like every other: 'Translate into Hindi' from the banner's form.
  await page.getByRole('row').filter({ hasText: text }).getByText(text).click();
  await expect(page.getByRole('button', { name: 'End now' })).toBeVisible();
  await page.getByRole('link', { name: 'Translate into Hindi' }).click();
  await expect(page).toHaveURL(/\/admin\/translations\/announcements\//);
  await page.getByTestId('hindi-text').fill(hindi);
  await page.getByRole('button', { name: 'Save Hindi' }).click();
  await expect(page.getByText('Hindi saved')).toBeVisible();

  await parent.goto('/hi');
  const hindiBanner = parent.getByTestId('announcement').filter({ hasText: hindi });
  await expect(hindiBanner).toBeVisible({ timeout: 2000 });
  await expect(hindiBanner.locator('[lang="en"]')).toHaveCount(0);
  await parent.goto('/');
  await expect(banner()).toBeVisible();

  // 'End now': gone from every page at once.
  await page.goto('/admin/announcements');
  await page.getByRole('row').filter({ hasText: text }).getByText(text).click();
  await page.getByRole('button', { name: 'End now' }).click();
  await expect(page.getByText('Announcement ended: it is off the site now')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: text })).toContainText('Ended');
  await parent.goto('/about');
  await parent.goto('/');
  await expect(parent.getByTestId('announcement').first()).toBeVisible();
  await expect(banner()).toHaveCount(0);
  await parent.goto('/hi');
  await expect(parent.getByTestId('announcement').filter({ hasText: hindi })).toHaveCount(0);
  await parent.context().close();
});
