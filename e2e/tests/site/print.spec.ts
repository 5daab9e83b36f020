import { expect, test, type Locator, type Page } from '@playwright/test';
import { region } from './page-helpers';

/**
 * Printing: notices, events and the fee structure print as black text on white
 * at full width, without the fixed header, drawer, splash, carousels, floating buttons or map.
 */
test.use({ viewport: { width: 1280, height: 900 } });

async function printed(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByTestId('splash-screen')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
}

const css = (locator: Locator, property: string) =>
  locator.evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);

test('Home prints the notices and events without header, hero pictures or chat button', async ({ page }) => {
  await printed(page, '/');
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('link', { name: 'Chat with us on WhatsApp' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeHidden();
  const hero = page.getByRole('region', { name: 'S.K.P. Vidya Vihar pictures' });
  await expect(hero.locator('[aria-roledescription="slide"]').first()).toBeHidden();
  await expect(hero.getByRole('button', { name: 'Next slide' })).toBeHidden();
  // The page keeps its title, now at the top: no room kept for the fixed header.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await css(page.getByRole('main'), 'padding-top')).toBe('0px');

  const notices = region(page, 'Recent Notices').getByTestId('notice-event-card');
  await expect(notices.first()).toBeVisible();
  await expect(region(page, 'Upcoming Events').getByTestId('notice-event-card').first()).toBeVisible();
  const title = notices.first().getByRole('heading');
  expect(await css(title, 'color')).toBe('rgb(0, 0, 0)');
  expect(await css(region(page, 'Notices & Events'), 'background-color')).toBe('rgba(0, 0, 0, 0)');
  // Full width: the section's content spans the page instead of a centred column.
  const main = (await page.getByRole('main').boundingBox())!;
  // The section's container: its one child element.
  const content = (await region(page, 'Notices & Events').locator('> div').first().boundingBox())!;
  expect(content.width).toBeGreaterThanOrEqual(main.width - 1);

  // Back on screen, all of it is there again.
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(hero.getByRole('button', { name: 'Next slide' })).toBeVisible();
});

test('Admissions prints the fee structure in black, with the portal address after the Apply link', async ({
  page,
}) => {
  await printed(page, '/admissions');
  await expect(page.getByRole('banner')).toBeHidden();
  const fees = region(page, 'Fee Structure').getByTestId('fee-card');
  await expect(fees.first()).toBeVisible();
  expect(await css(fees.first().getByRole('heading'), 'color')).toBe('rgb(0, 0, 0)');
  const amount = fees.first().locator('dd').first();
  await expect(amount).toContainText('₹');
  expect(await css(amount, 'color')).toBe('rgb(0, 0, 0)');
  // External links show where they go; internal ones do not.
  const external = page.locator('main a[href^="http"]').first();
  const href = await external.getAttribute('href');
  expect(await external.evaluate((el) => getComputedStyle(el, '::after').content)).toBe(`" (${href})"`);
  const internal = page.getByRole('contentinfo').getByRole('link', { name: 'Admissions' });
  expect(await internal.evaluate((el) => getComputedStyle(el, '::after').content)).toBe('none');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test('the drawer and the menu button do not print', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Site' })).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('navigation', { name: 'Site' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open navigation menu' })).toBeHidden();
  });
});

test('Contact prints the details without the map', async ({ page }) => {
  await page.route('https://maps.google.com/**', (route) => route.fulfill({ body: '' }));
  await printed(page, '/contact');
  await expect(region(page, 'Find Us').locator('iframe')).toBeHidden();
  await expect(region(page, 'Get in Touch').getByTestId('contact-details')).toBeVisible();
});
