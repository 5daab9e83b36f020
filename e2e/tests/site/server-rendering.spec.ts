import { expect, test } from '@playwright/test';
import { apiData, region } from './page-helpers';

// Issue 16: the public pages arrive as HTML with their data; islands hydrate without warnings.
const SERVER_RENDERED = ['/', '/campus'];

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('Home reads fully: the hero, every section heading and the data', async ({ page, request }) => {
    const { notices } = await apiData<{ notices: { title: string }[] }>(
      request,
      '/notices?limit=5&sortBy=order&sortOrder=asc',
    );
    const { activities } = await apiData<{ activities: { category: string }[] }>(
      request,
      '/activities/public/all',
    );
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Welcome to S.K.P. Vidya Vihar' }),
    ).toBeVisible();
    expect(await page.locator('main h2').allTextContents()).toEqual([
      'Photo & Gallery',
      'Campus Facilities',
      'Co-Curricular Activities',
      'Notices & Events',
      'Why Choose Us',
      'Policies & Guidelines',
      'Mandatory Disclosures',
      'Ready to Join Our School?',
    ]);
    await expect(region(page, 'Recent Notices').getByText(notices[0]!.title, { exact: true })).toBeVisible();
    await expect(
      region(page, 'Co-Curricular Activities').getByRole('heading', { name: activities[0]!.category }),
    ).toBeVisible();
    await expect(page.getByRole('contentinfo').getByTestId('footer-contact')).toBeVisible();
  });

  test('Campus reads fully: highlights and Student Life', async ({ page, request }) => {
    const { events } = await apiData<{ events: { title: string }[] }>(request, '/student-life/client');
    await page.goto('/campus');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Campus' })).toBeVisible();
    await expect(region(page, 'Student Life').getByRole('heading', { level: 3 })).toHaveText(
      events.map((e) => e.title),
    );
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 } });
    test('the menu opens the drawer, Escape closes it and a link leads on', async ({ page }) => {
      await page.goto('/campus');
      const hamburger = page.getByRole('button', { name: 'Open navigation menu' });
      await hamburger.click();
      const drawer = page.getByRole('navigation', { name: 'Site' });
      await expect(drawer).toBeVisible();
      expect((await page.locator('#site-drawer').boundingBox())?.width).toBe(240);
      await expect(drawer.getByRole('link', { name: 'Campus' })).toHaveAttribute('aria-current', 'page');
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await hamburger.click();
      await drawer.getByRole('link', { name: 'Academics' }).click();
      await expect(page).toHaveURL(/\/academics$/);
    });
  });
});

for (const path of SERVER_RENDERED) {
  test(`${path} hydrates its islands without a warning or an error`, async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('blocked by Playwright')) return; // the tests block service workers
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(path);
    const islands = page.locator('[data-island]');
    expect(await islands.count()).toBeGreaterThan(0);
    for (const island of await islands.all()) await expect(island).toHaveAttribute('data-hydrated', 'true');
    expect(problems).toEqual([]);
  });
}

test('a page answers 304 to a request with its ETag', async ({ request }) => {
  const first = await request.get('/campus');
  const etag = first.headers()['etag'];
  expect(etag).toBeTruthy();
  expect(first.headers()['cache-control']).toMatch(/max-age=\d+, stale-while-revalidate=\d+/);
  const again = await request.get('/campus', { headers: { 'if-none-match': etag! } });
  expect(again.status()).toBe(304);
});
