import { expect, test } from '@playwright/test';
import { createEditor, E2E_ADMIN, openMenu, signInQuietly, VIEWPORTS } from './fixtures';

const GROUPS = [
  'Home page',
  'CBSE disclosure',
  'About',
  'Academics',
  'Admissions',
  'Baby Steps',
  'Cricket Academy',
  'Gallery',
  'Notices and events',
  'Enquiries',
  'Settings',
  'Accounts',
];

for (const screen of VIEWPORTS) {
  test.describe(screen.name, () => {
    test.use(screen.use);

    test('the menu is grouped as staff think, labels whole, with View site in the header', async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await signInQuietly(page, E2E_ADMIN);
      await page.goto('/admin');
      await expect(page.getByRole('link', { name: 'View site' })).toHaveAttribute('href', '/');
      await expect(page.getByRole('link', { name: 'View site' })).toHaveAttribute('target', '_blank');
      if (screen.phone) await page.getByRole('button', { name: 'Open menu' }).click();
      for (const group of GROUPS)
        await expect(page.getByRole('button', { name: group, exact: true })).toBeVisible();
      // No label is cut off: every menu text fits its box.
      const cut = await page.evaluate(() =>
        Array.from(document.querySelectorAll('[role="menuitem"], .MuiListItemText-primary'))
          .filter((el) => (el as HTMLElement).offsetParent !== null)
          .filter((el) => el.scrollWidth > el.clientWidth + 1)
          .map((el) => el.textContent),
      );
      expect(cut).toEqual([]);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(screen.use.viewport.width);
      if (screen.phone) await page.keyboard.press('Escape');
      await openMenu(page, 'Admissions', 'Fee structure', screen.phone);
      await expect(page).toHaveURL(/\/admin\/fees/);
    });

    test('the gallery list has thumbnails and labelled ordering buttons', async ({ page, request }) => {
      test.setTimeout(90_000);
      const editor = await createEditor(request);
      await signInQuietly(page, editor);
      await page.goto('/admin');
      await openMenu(page, 'Gallery', 'Gallery photos', screen.phone);
      await expect(page.locator('img').first()).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('button', { name: 'Move down' }).first()).toBeVisible();
      await expect(page.getByRole('button', { name: 'Move up' }).first()).toBeVisible();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(screen.use.viewport.width);
    });
  });
}
