import { expect, test, type Page } from '@playwright/test';
import { answerApi, serveFixtures, withoutInlinedData } from './api-mocks';

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('the splash (z-index 10000, Loading...) covers the page until the hero data arrives', async ({
  page,
}) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await withoutInlinedData(page);
  await page.route('**/api/hero-section-images?**', async (route) => {
    await held;
    await route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: '{"status":"success","data":{"images":[]}}',
    });
  });
  await page.goto('/');
  const splash = page.getByTestId('splash-screen');
  await expect(splash).toBeVisible();
  await expect(splash).toHaveText('Loading...');
  expect(await splash.evaluate((el) => getComputedStyle(el).zIndex)).toBe('10000');
  release();
  await expect(splash).toBeHidden();
});

test('the Baby Steps splash is cut off although the data is still loading', async ({ page }) => {
  await withoutInlinedData(page);
  await page.route('**/api/hero-section-images?**', () => new Promise(() => undefined));
  await page.goto('/baby-steps');
  await expect(page.getByTestId('splash-screen')).toBeHidden();
  await expect(page.getByTestId('hero-default-picture')).toBeVisible();
});

test('the hero shows the fetched pictures, moves on by itself and with the controls, and can be paused', async ({
  page,
}) => {
  await page.clock.install();
  await serveFixtures(page);
  await page.goto('/');
  const hero = page.getByRole('region', { name: 'S.K.P. Vidya Vihar pictures' });
  await expect(hero).toHaveAttribute('data-hero-state', 'ready');
  const active = hero.locator('[aria-roledescription="slide"][data-active="true"]');
  await expect(active).toHaveCount(1);
  // Stop the page's clock: from here on time moves only when the test says so.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 50);
  const first = await active.getAttribute('aria-label');
  const other = first === '1 of 2' ? '2 of 2' : '1 of 2';
  // Autoplay: any 3000 ms window holds exactly one step, and the index wraps.
  await page.clock.runFor(3000);
  await expect(active).toHaveAttribute('aria-label', other);
  await page.clock.runFor(3000);
  await expect(active).toHaveAttribute('aria-label', first!);
  // Using the controls does not stop autoplay.
  await hero.getByRole('button', { name: 'Next slide' }).click();
  await expect(active).toHaveAttribute('aria-label', other);
  await page.clock.runFor(3000);
  await expect(active).toHaveAttribute('aria-label', first!);
  await hero.getByRole('button', { name: 'Pause slideshow' }).click();
  await page.clock.runFor(9000);
  await expect(active).toHaveAttribute('aria-label', first!);
  // The index wraps both ways.
  await hero.getByRole('button', { name: 'Previous slide' }).click();
  await expect(active).toHaveAttribute('aria-label', other);
  await hero.getByRole('button', { name: 'Previous slide' }).click();
  await expect(active).toHaveAttribute('aria-label', first!);
  await hero.getByRole('button', { name: 'Next slide' }).click();
  await expect(active).toHaveAttribute('aria-label', other);
  await expect(hero.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });
  test('the hero does not autoplay', async ({ page }) => {
    await page.clock.install();
    await serveFixtures(page);
    await page.goto('/');
    const hero = page.getByRole('region', { name: 'S.K.P. Vidya Vihar pictures' });
    await expect(hero).toHaveAttribute('data-hero-state', 'ready');
    const active = hero.locator('[aria-roledescription="slide"][data-active="true"]');
    await page.clock.runFor(10_000);
    await expect(active).toHaveAttribute('aria-label', '1 of 2');
    await hero.getByRole('button', { name: 'Next slide' }).click();
    await expect(active).toHaveAttribute('aria-label', '2 of 2');
  });
});

test('the hero falls back to a plain gradient when the call fails', async ({ page }) => {
  await answerApi(page, 'hero-section-images?**', 500, 'boom');
  await page.goto('/');
  const hero = page.getByRole('region', { name: 'S.K.P. Vidya Vihar pictures' });
  await expect(hero).toHaveAttribute('data-hero-state', 'failed');
  await expect(hero.getByRole('img')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to S.K.P. Vidya Vihar' })).toBeVisible();
});

test('the footer and the WhatsApp button use the contact data', async ({ page }) => {
  await serveFixtures(page);
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText('Fixture Road, Deoghar, Jharkhand 814112')).toBeVisible();
  await expect(footer.getByRole('link', { name: '+91 6432 000000' })).toHaveAttribute(
    'href',
    'tel:+916432000000',
  );
  await expect(footer.getByRole('link', { name: 'office@fixture.example' })).toBeVisible();
  await expect(footer.getByText('Mon-Sat 8:00 AM - 2:00 PM')).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Facebook' })).toHaveAttribute(
    'href',
    'https://facebook.com/fixture',
  );
  await expect(footer.getByRole('link', { name: 'Admissions' })).toHaveAttribute('href', '/admissions');
  await expect(page.getByRole('link', { name: 'Chat with us on WhatsApp' })).toHaveAttribute(
    'href',
    'https://wa.me/919000000000',
  );
});

test('the Home page breaks no Content Security Policy rule', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text().slice(0, 200));
  });
  await page.goto('/');
  await expect(section(page, 'Recent Notices').getByTestId('notice-event-card').first()).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  expect(violations).toEqual([]);
  expect(await page.evaluate(() => document.fonts.check('16px Roboto'))).toBe(true);
});
