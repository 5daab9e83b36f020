import { expect, test } from '@playwright/test';
import { EMPTY_URL } from '../../playwright.config';
import { failRoute, flushPageTasks, HOUR, recordApiRequests } from './wing-helpers';

const TAGLINE = 'A SMALL BEGINNING WILL TAKE THEM A LONG WAY.';
const CONTACT = '**/api/cricket-academy-contact/public';

for (const path of ['/cricket-academy', '/wings/cricket-academy']) {
  test(`${path}: cricket theme and every section with demo data`, async ({ page, request }) => {
    const programs = (await (await request.get('/api/training-programs/public/all')).json()).data.programs;
    const coaches = (await (await request.get('/api/coach/coaches')).json()).data.coaches;
    const contact = (await (await request.get('/api/cricket-academy-contact/public')).json()).data.contact;
    await page.goto(path);

    await expect(page.getByTestId('site-title')).toHaveText('S.K.P. CRICKET ACADEMY');
    await expect(page.getByTestId('site-tagline')).toHaveText(TAGLINE);
    await expect(page.getByTestId('wing-tagline')).toHaveText(TAGLINE);
    await expect(page.getByRole('region', { name: 'Cricket Academy pictures' })).toHaveAttribute(
      'data-hero-state',
      'ready',
    );

    const gallery = page.getByRole('region', { name: 'Gallery' });
    await expect(gallery.getByTestId('photo-tile')).toHaveCount(4);
    await expect(gallery.getByRole('link', { name: /View All Photos/ })).toHaveAttribute(
      'href',
      '/gallery/cricket-academy',
    );

    // Training programs with the monthly fee in rupees.
    const cards = page.getByTestId('training-program');
    await expect(cards).toHaveCount(programs.length);
    expect(programs.length).toBeGreaterThan(0);
    await expect(cards.first().getByRole('heading', { level: 3 })).toHaveText(programs[0].levelName);
    await expect(cards.first()).toContainText(programs[0].ageRange);
    await expect(cards.first()).toContainText(programs[0].tagline);
    for (const highlight of programs[0].highlights) await expect(cards.first()).toContainText(highlight);
    await expect(cards.first().getByTestId('monthly-fee')).toHaveText(
      `₹${programs[0].monthlyFee.toLocaleString('en-IN')} / month`,
    );

    // Coaches: achievements as a list or as text, skills, photo.
    const coachCards = page.getByTestId('coach-card');
    await expect(coachCards).toHaveCount(coaches.length);
    for (const [i, coach] of coaches.entries()) {
      const card = coachCards.nth(i);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(coach.name);
      await expect(card).toContainText(coach.designation);
      await expect(card).toContainText(`Experience: ${coach.experience}`);
      await expect(card).toContainText(coach.description);
      await expect(card.getByRole('img', { name: `${coach.name}, ${coach.designation}` })).toBeVisible();
      if (Array.isArray(coach.achievements)) {
        await expect(card.getByTestId('coach-achievements-list').locator('li')).toHaveCount(
          coach.achievements.length,
        );
        await expect(card).toContainText(coach.achievements[0].title);
      } else {
        await expect(card.getByTestId('coach-achievements-text')).toHaveText(coach.achievements);
      }
      await expect(card.getByTestId('coach-skills').locator('.MuiChip-root')).toHaveText(coach.skills);
    }
    expect(coaches.some((c: { achievements: unknown }) => typeof c.achievements === 'string')).toBe(true);

    await expect(page.getByRole('heading', { name: 'Achievements', level: 2 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'State Age-Group Selections' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Facilities', level: 2 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Turf Wickets' })).toBeVisible();

    // Contact and the quick enquiry buttons with the labels from the data.
    const section = page.getByTestId('cricket-contact');
    await expect(page.locator('#contact').getByRole('heading', { level: 2 })).toHaveText(contact.title);
    await expect(section).toContainText(contact.location);
    const quick = page.getByRole('navigation', { name: 'Quick enquiry' });
    const visit = quick.getByRole('link', { name: contact.quickEnquiry.scheduleVisitLabel });
    const href = (await visit.getAttribute('href'))!;
    expect(href.startsWith(`mailto:${contact.email}?subject=`)).toBe(true);
    expect(new URL(href).searchParams.get('subject')).toBe('Schedule a visit to the SKP Cricket Academy');
    const brochure = quick.getByRole('link', { name: contact.quickEnquiry.downloadBrochureLabel });
    await expect(brochure).toHaveAttribute('href', '/api/cricket-academy-contact/brochure');
    await expect(brochure).toHaveAttribute('target', '_blank');
    await expect(quick.getByRole('link', { name: contact.quickEnquiry.callNowLabel })).toHaveAttribute(
      'href',
      `tel:+${contact.phone.replace(/\D/g, '')}`,
    );
  });
}

test('the brochure opens as a PDF', async ({ request }) => {
  const response = await request.get('/api/cricket-academy-contact/brochure');
  expect(response.ok()).toBe(true);
  expect(response.headers()['content-type']).toContain('application/pdf');
});

test('the quick enquiry buttons take their labels from the data', async ({ page }) => {
  await page.route(CONTACT, async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    body.data.contact.quickEnquiry = {
      scheduleVisitLabel: 'Book a Trial',
      downloadBrochureLabel: 'Get the Brochure',
      callNowLabel: 'Ring Us',
    };
    body.data.contact.hasBrochure = false;
    body.data.contact.brochureUrl = null;
    await route.fulfill({ response, json: body });
  });
  await page.goto('/cricket-academy');
  const quick = page.getByRole('navigation', { name: 'Quick enquiry' });
  await expect(quick.getByRole('link', { name: 'Book a Trial' })).toBeVisible();
  await expect(quick.getByRole('link', { name: 'Ring Us' })).toBeVisible();
  // No brochure: its button is there but disabled.
  await expect(quick.getByRole('button', { name: 'Get the Brochure' })).toBeDisabled();
});

test('empty site: no programs, no coaches, no contact yet', async ({ page }) => {
  await page.goto(`${EMPTY_URL}/cricket-academy`);
  await expect(page.getByText('No programs available.')).toBeVisible();
  await expect(page.getByText('No coaches available at the moment.')).toBeVisible();
  await expect(page.getByText('Contact details will be available soon.')).toBeVisible();
  await expect(page.getByText('No photos available in this category yet')).toBeVisible();
});

test('failures show their messages', async ({ page }) => {
  await failRoute(page, '**/api/training-programs/public/all');
  await failRoute(page, '**/api/coach/coaches');
  await failRoute(page, CONTACT);
  await page.goto('/wings/cricket-academy');
  await expect(page.getByText('Failed to load training programs')).toBeVisible();
  await expect(page.getByText('Failed to load coaches')).toBeVisible();
  await expect(page.locator('#contact').getByText('Failed to load contact information')).toBeVisible();
  await expect(page.locator('#programs').getByRole('button', { name: 'Retry' })).toBeVisible();
});

test('the hero rotates every 4000 ms', async ({ page }) => {
  await page.clock.install({ time: new Date('2025-06-01T08:00:00+05:30') });
  await page.goto('/cricket-academy');
  const hero = page.getByRole('region', { name: 'Cricket Academy pictures' });
  await expect(hero).toHaveAttribute('data-hero-state', 'ready');
  const slides = hero.locator('[aria-roledescription="slide"]');
  expect(await slides.count()).toBeGreaterThan(1);
  const active = async () => {
    await flushPageTasks(page);
    return hero.locator('[aria-roledescription="slide"][data-active="true"]').getAttribute('aria-label');
  };
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 500);
  // Step in 100 ms until the slide changes: that tick is within the last 100 ms.
  let current = await active();
  let steps = 0;
  for (;;) {
    await page.clock.runFor(100);
    const next = await active();
    if (next !== current) {
      current = next;
      break;
    }
    expect(++steps).toBeLessThan(41);
  }
  // The next change comes 4000 ms after that one: not after 3900 ms, but by 4000 ms.
  await page.clock.runFor(3900);
  expect(await active()).toBe(current);
  await page.clock.runFor(100);
  expect(await active()).not.toBe(current);
});

test('its data is served from the browser cache for 6 hours, then refreshed', async ({ page }) => {
  const calls = [
    '/api/training-programs/public/all',
    '/api/coach/coaches',
    '/api/cricket-academy-contact/public',
  ];
  const start = new Date('2025-06-01T08:00:00+05:30').getTime();
  await page.clock.setFixedTime(start);
  const requests = recordApiRequests(page);
  await page.goto('/cricket-academy');
  await expect(page.getByTestId('training-program').first()).toBeVisible();
  await expect(page.getByTestId('coach-card').first()).toBeVisible();
  await expect(page.getByTestId('cricket-contact')).toBeVisible();
  for (const call of calls) expect(requests).toContain(call);

  requests.length = 0;
  await page.clock.setFixedTime(start + 5 * HOUR + 59 * 60_000);
  await page.reload();
  await expect(page.getByTestId('training-program').first()).toBeVisible();
  await expect(page.getByTestId('coach-card').first()).toBeVisible();
  await expect(page.getByTestId('cricket-contact')).toBeVisible();
  await page.waitForLoadState('networkidle');
  for (const call of calls) expect(requests).not.toContain(call);

  await page.clock.setFixedTime(start + 6 * HOUR + 60_000);
  const refreshed = calls.map((call) => page.waitForRequest(`**${call}`));
  await page.reload();
  await Promise.all(refreshed);
});
