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

/**
 * The header on a translatable screen holds the most: the menu button, the screen's title,
 * 'Translate into Hindi', 'View site', the language, refresh and the account. On a phone the three
 * named buttons show their icons alone (their names stay for screen readers); nothing overlaps.
 */
for (const width of [390, 768, 1280]) {
  test(`at ${width} px the header's title and buttons fit without overlapping, each button named`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await signInQuietly(page, E2E_ADMIN);
    await page.goto('/admin/settings/content-about');
    const header = page.locator('header').first();
    await expect(header.getByRole('link', { name: 'Translate into Hindi' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'View site' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'English', exact: true })).toBeVisible();
    await expect(header.locator('#react-admin-title')).toContainText('About page text');
    const boxes = await header.evaluate((bar) =>
      Array.from(bar.querySelectorAll('a, button, #react-admin-title'))
        .filter((el) => (el as HTMLElement).offsetParent !== null && !el.closest('#react-admin-title a'))
        .map((el) => {
          const { left, right, top, bottom } = el.getBoundingClientRect();
          return {
            name: el.getAttribute('aria-label') ?? el.textContent ?? el.id,
            left,
            right,
            top,
            bottom,
            // A button's words wider than the button spill over its neighbours.
            spills: el.id !== 'react-admin-title' && el.scrollWidth > el.clientWidth + 1,
          };
        }),
    );
    const overlapping = boxes.flatMap((a, i) =>
      boxes
        .slice(i + 1)
        .filter(
          (b) => a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1,
        )
        .map((b) => `${a.name} / ${b.name}`),
    );
    expect(overlapping).toEqual([]);
    expect(boxes.filter((box) => box.spills).map((box) => box.name)).toEqual([]);
    expect(Math.max(...boxes.map((box) => box.right))).toBeLessThanOrEqual(width);
    // The title keeps room to be read: at least its first word.
    const title = boxes.find(
      (box) => box.name === 'react-admin-title' || box.name.includes('About page text'),
    )!;
    expect(title.right - title.left).toBeGreaterThan(60);
  });
}
