import { expect, test } from '@playwright/test';
import { EMPTY_URL } from '../../playwright.config';
import { failRoute, holdRoute, HOUR, recordApiRequests } from './wing-helpers';

const TAGLINE = 'A Unit Of S.K.P. VIDYA - VIHAR, DEOGHAR';
const ADMISSION = '**/api/baby-steps-admission/public';

for (const path of ['/baby-steps', '/wings/baby-steps']) {
  test(`${path}: nursery theme and every section with demo data`, async ({ page, request }) => {
    const admission = (await (await request.get('/api/baby-steps-admission/public')).json()).data.admission;
    const contact = (await (await request.get('/api/contact/public')).json()).data.contact;
    await page.goto(path);

    await expect(page.getByTestId('site-title')).toHaveText('BABY STEPS');
    await expect(page.getByTestId('site-tagline')).toHaveText(TAGLINE);
    await expect(page.getByRole('heading', { level: 1, name: 'Baby Steps' })).toBeVisible();
    await expect(page.getByTestId('wing-tagline')).toHaveText(TAGLINE);
    await expect(page.getByRole('region', { name: 'Baby Steps pictures' })).toHaveAttribute(
      'data-hero-state',
      'ready',
    );

    // Photo gallery of the baby-steps category.
    const gallery = page.getByRole('region', { name: 'Photo Gallery' });
    await expect(gallery.getByTestId('photo-tile')).toHaveCount(4);
    await expect(gallery.getByRole('button', { name: 'Open photo: Play Zone' })).toBeVisible();
    await expect(gallery.getByRole('link', { name: 'View All Photos (4)' })).toHaveAttribute(
      'href',
      '/gallery/baby-steps',
    );

    await expect(page.getByRole('heading', { name: 'About Baby Steps' })).toBeVisible();

    // The four age groups exactly.
    const programs = page.getByTestId('program-card');
    await expect(programs).toHaveCount(4);
    const expected = [
      ['Play Zone', '1.5-2.5 years'],
      ['Prep Zone', '2.5-3.5 years'],
      ['Nursery', '3.5-4.5 years'],
      ['Kindergarten', '4.5-5.5 years'],
    ];
    for (const [i, [name, ages]] of expected.entries()) {
      await expect(programs.nth(i).getByRole('heading', { level: 3 })).toHaveText(name!);
      await expect(programs.nth(i)).toContainText(ages!);
    }

    await expect(page.getByRole('heading', { name: 'Facilities' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Safe and Secure Campus' })).toBeVisible();

    // Admission process from the API: title, subtitle, steps in order.
    const section = page.locator('#admission');
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(admission.title);
    await expect(section.getByText(admission.subtitle)).toBeVisible();
    const titles = admission.steps.map((s: { title: string }) => s.title);
    expect(titles.length).toBeGreaterThan(0);
    await expect(section.getByTestId('admission-steps').getByRole('heading', { level: 3 })).toHaveText(
      titles,
    );
    await expect(section.getByText(admission.steps[0].description)).toBeVisible();
    const prospectus = section.getByRole('link', { name: 'Download Prospectus' });
    await expect(prospectus).toHaveAttribute('href', '/api/baby-steps-admission/prospectus');
    await expect(prospectus).toHaveAttribute('target', '_blank');

    // Contact from the school's contact data.
    const contactSection = page.getByTestId('baby-steps-contact');
    await expect(contactSection).toContainText(contact.address);
    await expect(contactSection.getByRole('link', { name: contact.email })).toHaveAttribute(
      'href',
      `mailto:${contact.email}`,
    );
    await expect(contactSection).toContainText(contact.officeHours);
  });
}

test('the prospectus file opens', async ({ request }) => {
  const response = await request.get('/api/baby-steps-admission/prospectus');
  expect(response.ok()).toBe(true);
  expect(response.headers()['content-type']).toContain('application/pdf');
});

test('the prospectus button is disabled while loading, then enabled', async ({ page }) => {
  const release = await holdRoute(page, ADMISSION);
  await page.goto('/baby-steps');
  const loading = page.locator('#admission').getByRole('button', { name: 'Download Prospectus' });
  await expect(loading).toBeDisabled();
  release();
  await expect(page.locator('#admission').getByRole('link', { name: 'Download Prospectus' })).toBeVisible();
});

test("without a prospectus the button is disabled and reads 'No Prospectus Available'", async ({ page }) => {
  await page.route(ADMISSION, async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    body.data.admission.hasProspectus = false;
    body.data.admission.prospectusUrl = null;
    await route.fulfill({ response, json: body });
  });
  await page.goto('/baby-steps');
  await expect(page.getByRole('button', { name: 'No Prospectus Available' })).toBeDisabled();
  await expect(page.getByRole('link', { name: 'Download Prospectus' })).toHaveCount(0);
});

test('empty site: no admission details, no prospectus, no photos', async ({ page }) => {
  await page.goto(`${EMPTY_URL}/wings/baby-steps`);
  await expect(page.getByRole('button', { name: 'No Prospectus Available' })).toBeDisabled();
  await expect(page.getByText('Admission details will be announced soon.')).toBeVisible();
  await expect(page.getByText('No photos available in this category yet')).toBeVisible();
  // Static sections stay.
  await expect(page.getByTestId('program-card')).toHaveCount(4);
});

test('failures show their messages with a Retry button', async ({ page }) => {
  await failRoute(page, ADMISSION);
  await failRoute(page, /\/api\/gallery[/?]/);
  await failRoute(page, '**/api/contact/public');
  await page.goto('/baby-steps');
  const admission = page.locator('#admission');
  await expect(admission.getByText('Failed to load admission process')).toBeVisible();
  await expect(admission.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(admission.getByRole('button', { name: 'No Prospectus Available' })).toBeDisabled();
  await expect(page.getByText('Failed to load gallery images')).toBeVisible();
  await expect(page.locator('#contact').getByText('Failed to load contact information')).toBeVisible();
});

test('the loader gives way after about a second even while data still loads', async ({ page }) => {
  await holdRoute(page, ADMISSION);
  await page.goto('/baby-steps');
  await expect(page.getByTestId('splash-screen')).toBeHidden();
  // The admission call is still held: its section is still loading.
  await expect(page.getByRole('progressbar', { name: 'Loading admission process' })).toBeVisible();
});

test('its data is served from the browser cache for 6 hours, then refreshed', async ({ page }) => {
  const start = new Date('2025-06-01T08:00:00+05:30').getTime();
  await page.clock.setFixedTime(start);
  const requests = recordApiRequests(page);
  await page.goto('/baby-steps');
  await expect(page.locator('#admission').getByRole('link', { name: 'Download Prospectus' })).toBeVisible();
  await expect(page.getByTestId('photo-tile')).toHaveCount(4);
  const saved = await page.evaluate(() => localStorage.getItem('skp-cache-v1:baby-steps-admission'));
  expect(JSON.parse(saved!).savedAt).toBe(start);
  expect(requests).toContain('/api/baby-steps-admission/public');

  // 5 hours later: shown from the cache without asking the server.
  requests.length = 0;
  await page.clock.setFixedTime(start + 5 * HOUR);
  await page.reload();
  await expect(page.locator('#admission').getByRole('link', { name: 'Download Prospectus' })).toBeVisible();
  await expect(page.getByTestId('photo-tile')).toHaveCount(4);
  await page.waitForLoadState('networkidle');
  expect(requests).not.toContain('/api/baby-steps-admission/public');
  expect(requests).not.toContain('/api/gallery/category/baby-steps');

  // 7 hours after the first visit: the copy is stale and is fetched again.
  await page.clock.setFixedTime(start + 7 * HOUR);
  const refreshed = page.waitForRequest('**/api/baby-steps-admission/public');
  const photos = page.waitForRequest('**/api/gallery/category/baby-steps');
  await page.reload();
  await refreshed;
  await photos;
  await expect
    .poll(
      async () =>
        JSON.parse((await page.evaluate(() => localStorage.getItem('skp-cache-v1:baby-steps-admission')))!)
          .savedAt,
    )
    .toBe(start + 7 * HOUR);
});
