import { expect, test } from '@playwright/test';
import { EMPTY_URL } from '../../playwright.config';
import { clearSectionFaults, expectAnsweredFromEtag, failSections, pauseClockSoon } from './page-helpers';
import { canonicalPath, flushPageTasks } from './wing-helpers';

const TAGLINE = 'A SMALL BEGINNING WILL TAKE THEM A LONG WAY.';

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
      await expect(card.getByTestId('coach-skills').getByTestId('coach-skill')).toHaveText(coach.skills);
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

// The quick enquiry labels and the disabled brochure button come from the data the office writes:
// the API page test writes that data (apps/api/src/site/wing-pages.test.ts).

test('empty site: no programs, no coaches, no contact yet', async ({ page }) => {
  await page.goto(`${EMPTY_URL}/cricket-academy`);
  await expect(page.getByText('No programs available.')).toBeVisible();
  await expect(page.getByText('No coaches available at the moment.')).toBeVisible();
  await expect(page.getByText('Contact details will be available soon.')).toBeVisible();
  await expect(page.getByText('No photos available in this category yet')).toBeVisible();
});

test('failures show their messages', async ({ page }) => {
  await failSections(page, { programs: 500, coaches: 500, cricketContact: 500 });
  await page.goto('/wings/cricket-academy');
  await expect(page.getByText('Failed to load training programs')).toBeVisible();
  await expect(page.getByText('Failed to load coaches')).toBeVisible();
  await expect(page.locator('#contact').getByText('Failed to load contact information')).toBeVisible();
  const retry = page.locator('#programs').getByRole('button', { name: 'Retry' });
  await expect(retry).toBeVisible();
  // Retry reloads the page: once the data loads again, the sections show it.
  await clearSectionFaults(page);
  await retry.click();
  await expect(page.getByTestId('training-program').first()).toBeVisible();
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
});

test('the hero rotates every 4000 ms', async ({ page }) => {
  await page.clock.install({ time: new Date('2025-06-01T08:00:00+05:30') });
  await page.goto('/cricket-academy');
  const hero = page.getByRole('region', { name: 'Cricket Academy pictures' });
  await expect(hero).toHaveAttribute('data-hero-state', 'ready');
  // The carousel runs once its island has hydrated (when the browser is idle).
  await expect(hero.locator('[data-island]')).toHaveAttribute('data-hydrated', 'true');
  const slides = hero.locator('[aria-roledescription="slide"]');
  expect(await slides.count()).toBeGreaterThan(1);
  const active = async () => {
    await flushPageTasks(page);
    return hero.locator('[aria-roledescription="slide"][data-active="true"]').getAttribute('aria-label');
  };
  await pauseClockSoon(page, 500);
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

// The page arrives with its data (rendered on the server: no splash), and a returning visitor's
// browser revalidates it with the ETag (the service worker keeps the offline copy).
test('the page arrives with its data: no splash, and a reload is answered from the ETag', async ({
  page,
}) => {
  const first = await page.goto('/cricket-academy');
  await expect(page.getByTestId('splash-screen')).toHaveCount(0);
  await expect(page.getByTestId('training-program').first()).toBeVisible();
  await expect(page.getByTestId('coach-card').first()).toBeVisible();
  await expect(page.getByTestId('cricket-contact')).toBeVisible();
  await expectAnsweredFromEtag(page.request, '/cricket-academy', (await first!.allHeaders())['etag']);
});

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('Cricket Academy reads fully: headings, programs, coaches and the quick enquiry', async ({
    page,
    request,
  }) => {
    const programs = (await (await request.get('/api/training-programs/public/all')).json()).data.programs;
    const coaches = (await (await request.get('/api/coach/coaches')).json()).data.coaches;
    const contact = (await (await request.get('/api/cricket-academy-contact/public')).json()).data.contact;
    await page.goto('/cricket-academy');
    await expect(page.getByRole('heading', { level: 1, name: 'S.K.P. Cricket Academy' })).toBeVisible();
    expect(await page.locator('main h2').allTextContents()).toEqual([
      'Gallery',
      'Training Programs',
      'Our Coaches',
      'Achievements',
      'Facilities',
      contact.title,
    ]);
    await expect(page.getByTestId('training-program').getByRole('heading', { level: 3 })).toHaveText(
      programs.map((p: { levelName: string }) => p.levelName),
    );
    await expect(page.getByTestId('coach-card').getByRole('heading', { level: 3 })).toHaveText(
      coaches.map((c: { name: string }) => c.name),
    );
    const quick = page.getByRole('navigation', { name: 'Quick enquiry' });
    await expect(quick.getByRole('link', { name: contact.quickEnquiry.callNowLabel })).toBeVisible();
  });
});

// No hydration warning: server-rendering.spec.ts checks every server-rendered page.
test('the hero carousel works after hydration', async ({ page }) => {
  await page.goto('/cricket-academy');
  const hero = page.getByRole('region', { name: 'Cricket Academy pictures' });
  await expect(hero.locator('[data-island]')).toHaveAttribute('data-hydrated', 'true');
  const active = hero.locator('[aria-roledescription="slide"][data-active="true"]');
  await hero.getByRole('button', { name: 'Pause slideshow' }).click();
  const before = await active.getAttribute('aria-label');
  await hero.getByRole('button', { name: 'Next slide' }).click();
  await expect(active).not.toHaveAttribute('aria-label', before!);
});

test('both addresses answer the same page with the canonical of the short form', async ({ page }) => {
  await page.goto('/cricket-academy');
  const short = await page.locator('main').innerText();
  expect(await canonicalPath(page)).toBe('/cricket-academy');
  await page.goto('/wings/cricket-academy');
  expect(await canonicalPath(page)).toBe('/cricket-academy');
  expect(await page.locator('main').innerText()).toBe(short);
});
