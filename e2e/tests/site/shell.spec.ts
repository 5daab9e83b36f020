import { expect, test, type Page } from '@playwright/test';
import { apiData, failSections, pauseClockSoon, whatsAppChatHref } from './page-helpers';

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** The Home hero once its island runs: the carousel, its active slide, and the number of slides. */
async function hydratedHomeHero(page: Page) {
  const hero = page.getByRole('region', { name: 'S.K.P. Vidya Vihar pictures' });
  await expect(hero).toHaveAttribute('data-hero-state', 'ready');
  await expect(hero.locator('[data-island="hero-carousel"]')).toHaveAttribute('data-hydrated', 'true');
  const active = hero.locator('[aria-roledescription="slide"][data-active="true"]');
  await expect(active).toHaveCount(1);
  const count = await hero.locator('[aria-roledescription="slide"]').count();
  expect(count).toBeGreaterThanOrEqual(2);
  const slide = (n: number) => `${(((n % count) + count) % count) + 1} of ${count}`;
  return { hero, active, slide };
}

test('the hero shows the pictures, moves on by itself and with the controls, and can be paused', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/');
  const { hero, active, slide } = await hydratedHomeHero(page);
  // Stop the page's clock: from here on time moves only when the test says so.
  await pauseClockSoon(page);
  const label = (await active.getAttribute('aria-label'))!;
  const first = Number(label.split(' ')[0]) - 1;
  // Autoplay: any 3000 ms window holds exactly one step.
  await page.clock.runFor(3000);
  await expect(active).toHaveAttribute('aria-label', slide(first + 1));
  await page.clock.runFor(3000);
  await expect(active).toHaveAttribute('aria-label', slide(first + 2));
  // Using the controls does not stop autoplay.
  await hero.getByRole('button', { name: 'Next slide' }).click();
  await expect(active).toHaveAttribute('aria-label', slide(first + 3));
  await page.clock.runFor(3000);
  await expect(active).toHaveAttribute('aria-label', slide(first + 4));
  await hero.getByRole('button', { name: 'Pause slideshow' }).click();
  await page.clock.runFor(9000);
  await expect(active).toHaveAttribute('aria-label', slide(first + 4));
  // The index wraps both ways.
  for (let step = 1; step <= 6; step += 1) {
    await hero.getByRole('button', { name: 'Previous slide' }).click();
    await expect(active).toHaveAttribute('aria-label', slide(first + 4 - step));
  }
  await hero.getByRole('button', { name: 'Next slide' }).click();
  await expect(active).toHaveAttribute('aria-label', slide(first - 1));
  await expect(hero.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
});

test('before its island runs the hero holds one picture, and a Pause pressed then is kept', async ({
  page,
}) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/hero-carousel-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.clock.install();
  await page.goto('/');
  const hero = page.getByRole('region', { name: 'S.K.P. Vidya Vihar pictures' });
  const island = hero.locator('[data-island="hero-carousel"]');
  // Only the first picture competes with the page on a slow line; its neighbours come with the island.
  await expect(hero.locator('img')).toHaveCount(1);
  await hero.getByRole('button', { name: 'Pause slideshow' }).click();
  await expect(island).not.toHaveAttribute('data-hydrated', 'true');
  release();
  await expect(island).toHaveAttribute('data-hydrated', 'true');
  await expect(hero.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
  const active = hero.locator('[aria-roledescription="slide"][data-active="true"]');
  const label = await active.getAttribute('aria-label');
  await page.clock.runFor(9000);
  await expect(active).toHaveAttribute('aria-label', label!);
  await expect(hero.locator('img')).toHaveCount(3);
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });
  test('the hero does not autoplay', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const { hero, active, slide } = await hydratedHomeHero(page);
    await page.clock.runFor(10_000);
    await expect(active).toHaveAttribute('aria-label', slide(0));
    await hero.getByRole('button', { name: 'Next slide' }).click();
    await expect(active).toHaveAttribute('aria-label', slide(1));
  });
});

test('the hero falls back to a plain gradient when its pictures fail to load', async ({ page }) => {
  await failSections(page, { hero: 500 });
  await page.goto('/');
  const hero = page.getByRole('region', { name: 'S.K.P. Vidya Vihar pictures' });
  await expect(hero).toHaveAttribute('data-hero-state', 'failed');
  await expect(hero.getByRole('img')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to S.K.P. Vidya Vihar' })).toBeVisible();
});

test('the footer and the WhatsApp button use the contact data', async ({ page, request }) => {
  const { contact } = await apiData<{
    contact: {
      address: string;
      phone: string;
      email: string;
      officeHours: string;
      whatsapp: string | null;
      socialLinks: { facebook?: string };
    };
  }>(request, '/contact/public');
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText(contact.address)).toBeVisible();
  const phone = contact.phone.startsWith('+') ? contact.phone : `+${contact.phone}`;
  await expect(footer.getByRole('link', { name: phone })).toHaveAttribute(
    'href',
    `tel:+${contact.phone.replace(/\D/g, '')}`,
  );
  await expect(footer.getByRole('link', { name: contact.email })).toBeVisible();
  await expect(footer.getByText(contact.officeHours)).toBeVisible();
  if (contact.socialLinks.facebook) {
    await expect(footer.getByRole('link', { name: 'Facebook' })).toHaveAttribute(
      'href',
      contact.socialLinks.facebook,
    );
  }
  await expect(footer.getByRole('link', { name: 'Admissions' })).toHaveAttribute('href', '/admissions');
  await expect(page.getByRole('link', { name: 'Chat with us on WhatsApp' })).toHaveAttribute(
    'href',
    whatsAppChatHref(contact.whatsapp || contact.phone, {
      title: 'Home',
      url: `${new URL(page.url()).origin}/`,
    }),
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
