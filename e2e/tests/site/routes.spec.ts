import { expect, test } from '@playwright/test';

const PAGES = [
  { path: '/', heading: 'Welcome to S.K.P. Vidya Vihar', title: 'S.K.P. Vidya Vihar, Deoghar' },
  { path: '/about', heading: 'About Us', title: 'About Us | S.K.P. Vidya Vihar, Deoghar' },
  { path: '/academics', heading: 'Academics', title: 'Academics | S.K.P. Vidya Vihar, Deoghar' },
  { path: '/contact', heading: 'Contact Us', title: 'Contact Us | S.K.P. Vidya Vihar, Deoghar' },
  { path: '/admissions', heading: 'Admissions', title: 'Admissions | S.K.P. Vidya Vihar, Deoghar' },
  { path: '/campus', heading: 'Campus', title: 'Campus | S.K.P. Vidya Vihar, Deoghar' },
  { path: '/baby-steps', heading: 'Baby Steps', title: 'Baby Steps | S.K.P. Vidya Vihar, Deoghar' },
  { path: '/wings/baby-steps', heading: 'Baby Steps', title: 'Baby Steps | S.K.P. Vidya Vihar, Deoghar' },
  {
    path: '/cricket-academy',
    heading: 'Cricket Academy',
    title: 'Cricket Academy | S.K.P. Vidya Vihar, Deoghar',
  },
  {
    path: '/wings/cricket-academy',
    heading: 'Cricket Academy',
    title: 'Cricket Academy | S.K.P. Vidya Vihar, Deoghar',
  },
  { path: '/gallery/hostel', heading: 'Hostel', title: 'Hostel Gallery | S.K.P. Vidya Vihar, Deoghar' },
  {
    path: '/gallery/games-sports',
    heading: 'Games and Sports',
    title: 'Games and Sports Gallery | S.K.P. Vidya Vihar, Deoghar',
  },
];

for (const { path, heading, title } of PAGES) {
  test(`${path} renders its page with its own title and description`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(title);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length).toBeGreaterThan(30);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
}

test('pages have different meta descriptions', async ({ page }) => {
  await page.goto('/about');
  await expect(page).toHaveTitle(/About Us/);
  const about = await page.locator('meta[name="description"]').getAttribute('content');
  await page.goto('/campus');
  await expect(page).toHaveTitle(/Campus/);
  const campus = await page.locator('meta[name="description"]').getAttribute('content');
  expect(about).not.toBe(campus);
});

test('an unknown path shows a real 404 page', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found | S.K.P. Vidya Vihar, Deoghar');
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

// Where Go Back leads (the previous page, or Home on a direct visit) is tested in gallery.spec.ts.
test("an unknown gallery slug shows 'Gallery not found' with Go Back", async ({ page }) => {
  await page.goto('/gallery/unicorns');
  await expect(page.getByRole('heading', { name: 'Gallery not found' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
});

test('navigating to another page scrolls to the top', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to S.K.P. Vidya Vihar' })).toBeVisible();
  const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Academics' });
  await footerLink.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await footerLink.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Academics' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('the first visit to / loads no admin code and only the Home route chunk', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to S.K.P. Vidya Vihar' })).toBeVisible();
  expect(scripts.some((url) => /admin|about|academics|campus|gallery/.test(url))).toBe(false);
});
