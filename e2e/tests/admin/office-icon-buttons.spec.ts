import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN, signInQuietly, VIEWPORTS } from './fixtures';

/**
 * Screens with buttons that show only an icon (a list's ordering arrows, a list of rows' move and
 * remove buttons, the phone's '+' for a new item, the header's refresh and account buttons).
 */
const SCREENS = [
  'notices',
  'gallery',
  'leadership',
  'coaches/create',
  'leadership/create',
  'settings/content-home',
  'settings/public-disclosure-documents',
  'settings/public-disclosure-academics',
  'settings/public-disclosure-infrastructure',
];

/** The buttons on the page that show no words, each by its accessible name (one of each name). */
async function iconOnlyButtons(page: Page) {
  return page.evaluate(() => {
    const seen = new Map<string, string>();
    const buttons = Array.from(
      document.querySelectorAll<HTMLElement>('button, [role="button"], a.MuiButtonBase-root'),
    );
    buttons.forEach((button, index) => {
      if (button.offsetParent === null || button.closest('[role="presentation"]')) return;
      if (button.matches(':disabled, [aria-disabled="true"]')) return;
      if (button.innerText.trim() !== '') return;
      button.dataset.iconButton = String(index);
      const name = button.getAttribute('aria-label') ?? button.getAttribute('title') ?? '';
      if (!seen.has(name)) seen.set(name, String(index));
    });
    return [...seen.entries()].map(([name, id]) => ({ name, id }));
  });
}

// At 1280 px with a mouse. (On a 390 px phone the same buttons are named and 44 px:
// office-phone-forms.spec.ts; MUI shows the same tooltip under a held finger.)
for (const screen of VIEWPORTS.filter((v) => !v.phone)) {
  test.describe(screen.name, () => {
    test.use(screen.use);

    test('every icon-only button has a name and a tooltip saying it', async ({ page }) => {
      test.setTimeout(240_000);
      await signInQuietly(page, E2E_ADMIN);
      const problems: string[] = [];
      let checked = 0;
      for (const path of SCREENS) {
        await page.goto(`/admin/${path}`);
        await expect(
          page
            .locator('.RaLayout-content form, .RaLayout-content .MuiCard-root, .RaLayout-content ul')
            .first(),
        ).toBeAttached({
          timeout: 20_000,
        });
        await page.waitForLoadState('networkidle');
        for (const { name, id } of await iconOnlyButtons(page)) {
          const selector = `[data-icon-button="${id}"]`;
          if (!name) {
            problems.push(`${path}: a button with no name`);
            continue;
          }
          checked += 1;
          await page.locator(selector).scrollIntoViewIfNeeded({ timeout: 5_000 });
          {
            // A row's buttons appear when the pointer is over the row: move onto it, then onto the button.
            await page.locator(selector).hover({ force: true, timeout: 5_000, position: { x: 2, y: 2 } });
            await page.locator(selector).hover({ force: true, timeout: 5_000 });
          }
          const tooltip = page.getByRole('tooltip').filter({ hasText: name });
          try {
            await expect(tooltip).toBeVisible({ timeout: 3_000 });
          } catch {
            problems.push(`${path}: '${name}' has no tooltip`);
          }
          await page.mouse.move(0, 0);
          await expect(page.getByRole('tooltip'))
            .toHaveCount(0, { timeout: 5_000 })
            .catch(() => undefined);
        }
      }
      expect(problems).toEqual([]);
      expect(checked).toBeGreaterThan(5);
    });
  });
}
