import { expect, test } from '@playwright/test';
import { createEditor, openMenu, signInQuietly, VIEWPORTS } from './fixtures';

/** The school's identity as the demo has it, put back after each test (every other test reads it). */
let original: Record<string, unknown> | undefined;

test.afterEach(async ({ page }) => {
  if (!original) return;
  const restored = await page.request.put('/api/admin/settings/school', { data: original });
  expect(restored.status()).toBe(200);
  original = undefined;
});

for (const screen of VIEWPORTS) {
  test.describe(screen.name, () => {
    test.use(screen.use);

    test("the school's header line (both languages) and colour are changed in Settings > School identity, saved, and Home shows them in both editions", async ({
      page,
      browser,
      request,
    }) => {
      test.setTimeout(90_000);
      const editor = await createEditor(request);
      await signInQuietly(page, editor);
      const current = await page.request.get('/api/admin/settings/school');
      original = (await current.json()).data.item;

      await page.goto('/admin');
      await openMenu(page, 'Settings', 'School identity', screen.phone);
      await expect(page).toHaveURL(/\/admin\/settings\/school$/);
      const tagline = `A school of the hills ${screen.phone ? 'phone' : 'desk'}`;
      // The school's own header comes first; each wing has its own below.
      await page.getByLabel('Header tagline', { exact: true }).first().fill(tagline);
      const taglineHi = `पहाड़ों का विद्यालय ${screen.phone ? 'फ़ोन' : 'डेस्क'}`;
      await page.getByLabel('Header tagline in Hindi', { exact: true }).first().fill(taglineHi);
      await page.getByLabel('Main colour').first().fill('#205080');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('School identity saved')).toBeVisible();

      // A parent opens Home: the new line under the school's name, in the new colour.
      const visitor = await (await browser.newContext({ serviceWorkers: 'block' })).newPage();
      await visitor.goto('/');
      await expect(visitor.getByRole('banner').getByText(tagline)).toBeVisible();
      const primary = await visitor.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--primary').trim(),
      );
      expect(primary).toBe('#205080');
      await expect(visitor.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#205080');
      // The Hindi edition's header carries the Hindi line.
      await visitor.goto('/hi');
      await expect(visitor.getByRole('banner').getByText(taglineHi)).toBeVisible();
      await visitor.close();
    });
  });
}
