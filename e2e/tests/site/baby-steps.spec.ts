import { expect, test } from '@playwright/test';
import { EMPTY_URL } from '../../playwright.config';
import { clearSectionFaults, expectAnsweredFromEtag, failSections } from './page-helpers';
import { canonicalPath } from './wing-helpers';

const TAGLINE = 'A Unit Of S.K.P. VIDYA - VIHAR, DEOGHAR';

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
    await expect(gallery.getByRole('link', { name: 'Open photo: Play Zone' })).toBeVisible();
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

// 'No Prospectus Available' when the school has no prospectus file: the API page test writes that
// data (apps/api/src/site/wing-pages.test.ts); the empty site below shows it in the browser.
test('empty site: no admission details, no prospectus, no photos', async ({ page }) => {
  await page.goto(`${EMPTY_URL}/wings/baby-steps`);
  await expect(page.getByRole('button', { name: 'No Prospectus Available' })).toBeDisabled();
  await expect(page.getByText('Admission details will be announced soon.')).toBeVisible();
  await expect(page.getByText('No photos available in this category yet')).toBeVisible();
  // Static sections stay.
  await expect(page.getByTestId('program-card')).toHaveCount(4);
});

test('failures show their messages with a Retry button', async ({ page }) => {
  await failSections(page, { admission: 500, gallery: 500, contact: 500 });
  await page.goto('/baby-steps');
  const admission = page.locator('#admission');
  await expect(admission.getByText('Failed to load admission process')).toBeVisible();
  await expect(admission.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(admission.getByRole('button', { name: 'No Prospectus Available' })).toBeDisabled();
  await expect(page.getByText('Failed to load gallery images')).toBeVisible();
  await expect(page.locator('#contact').getByText('Failed to load contact information')).toBeVisible();
  // Retry reloads the page: once the data loads again, the sections show it.
  await clearSectionFaults(page);
  await admission.getByRole('button', { name: 'Retry' }).click();
  await expect(admission.getByRole('link', { name: 'Download Prospectus' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
});

// The page arrives with its data (rendered on the server), so there is nothing to wait for (no
// splash), and a returning visitor's browser revalidates it with the ETag.
test('the page arrives with its data: no splash, and a reload is answered from the ETag', async ({
  page,
}) => {
  const first = await page.goto('/baby-steps');
  await expect(page.getByTestId('splash-screen')).toHaveCount(0);
  await expect(page.locator('#admission').getByRole('link', { name: 'Download Prospectus' })).toBeVisible();
  await expectAnsweredFromEtag(page.request, '/baby-steps', (await first!.allHeaders())['etag']);
});

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('Baby Steps reads fully: headings, the four age groups, admission steps and contact', async ({
    page,
    request,
  }) => {
    const admission = (await (await request.get('/api/baby-steps-admission/public')).json()).data.admission;
    await page.goto('/baby-steps');
    await expect(page.getByRole('heading', { level: 1, name: 'Baby Steps' })).toBeVisible();
    expect(await page.locator('main h2').allTextContents()).toEqual([
      'Photo Gallery',
      'About Baby Steps',
      'Our Programs',
      'Facilities',
      admission.title,
      'Contact Us',
    ]);
    await expect(page.getByTestId('program-card').getByRole('heading', { level: 3 })).toHaveText([
      'Play Zone',
      'Prep Zone',
      'Nursery',
      'Kindergarten',
    ]);
    await expect(page.getByTestId('admission-steps').getByRole('heading', { level: 3 })).toHaveText(
      admission.steps.map((s: { title: string }) => s.title),
    );
    await expect(page.getByTestId('photo-tile')).toHaveCount(4);
    await expect(page.getByTestId('baby-steps-contact')).toBeVisible();
    // A photo opens its large picture as a plain link.
    const photo = await page.getByTestId('photo-tile').first().getAttribute('href');
    expect((await request.get(photo!)).headers()['content-type']).toMatch(/^image\//);
  });
});

// No hydration warning: server-rendering.spec.ts checks every server-rendered page.
test('the hero carousel works after hydration', async ({ page }) => {
  await page.goto('/baby-steps');
  const hero = page.getByRole('region', { name: 'Baby Steps pictures' });
  await expect(hero.locator('[data-island]')).toHaveAttribute('data-hydrated', 'true');
  const active = hero.locator('[aria-roledescription="slide"][data-active="true"]');
  await hero.getByRole('button', { name: 'Pause slideshow' }).click();
  const before = await active.getAttribute('aria-label');
  await hero.getByRole('button', { name: 'Next slide' }).click();
  await expect(active).not.toHaveAttribute('aria-label', before!);
});

test('both addresses answer the same page with the canonical of the short form', async ({ page }) => {
  await page.goto('/baby-steps');
  const short = await page.locator('main').innerText();
  expect(await canonicalPath(page)).toBe('/baby-steps');
  await page.goto('/wings/baby-steps');
  expect(await canonicalPath(page)).toBe('/baby-steps');
  expect(await page.locator('main').innerText()).toBe(short);
});

test.describe('the Hindi Baby Steps page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('reads in Hindi, and the switch keeps the page', async ({ page }) => {
    await page.goto('/baby-steps');
    await page.getByRole('banner').getByRole('link', { name: 'हिन्दी' }).click();
    await expect(page).toHaveURL(/\/hi\/baby-steps$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1, name: 'बेबी स्टेप्स' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'हमारे कार्यक्रम' })).toBeVisible();
    await expect(page.getByTestId('program-card')).toHaveCount(4);
    await expect(page.getByRole('link', { name: /सभी तस्वीरें देखें/ })).toHaveAttribute(
      'href',
      '/hi/gallery/baby-steps',
    );
  });
});
