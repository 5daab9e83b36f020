import { expect, test, type Page } from '@playwright/test';
import { apiData } from './page-helpers';

// The browser caches (docs/requirements.md#states) of notices, events, policies, disclosures and gallery covers are the
// service worker's saved pages now: Home is kept with every section's data.
test.use({ serviceWorkers: 'allow' });

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

async function openControlled(page: Page, path: string) {
  await page.goto(path);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

test('after a first visit the saved sections show when the server cannot be reached', async ({
  page,
  context,
  request,
}) => {
  const { notices } = await apiData<{ notices: { title: string }[] }>(
    request,
    '/notices?limit=5&sortBy=order&sortOrder=asc',
  );
  const { policies } = await apiData<{ policies: { title: string }[] }>(request, '/policies/public/all');
  const { mandatoryDisclosures } = await apiData<{ mandatoryDisclosures: { title: string }[] }>(
    request,
    '/mandatory-disclosures',
  );
  await openControlled(page, '/');
  // The worker keeps the page it served.
  await page.goto('/');
  await expect(section(page, 'Recent Notices').getByText(notices[0]!.title, { exact: true })).toBeVisible();

  await context.setOffline(true);
  const saved = await page.reload();
  expect(saved?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('region', { name: 'S.K.P. Vidya Vihar pictures' })).toHaveAttribute(
    'data-hero-state',
    'ready',
  );
  await expect(section(page, 'Recent Notices').getByText(notices[0]!.title, { exact: true })).toBeVisible();
  await expect(section(page, 'Photo & Gallery').getByTestId('gallery-card').first()).toBeVisible();
  await expect(
    section(page, 'Policies & Guidelines').getByText(policies[0]!.title, { exact: true }),
  ).toBeVisible();
  await expect(
    section(page, 'Mandatory Disclosures').getByText(mandatoryDisclosures[0]!.title, { exact: true }),
  ).toBeVisible();
  await expect(section(page, 'Notices & Events').getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('main').getByTestId('offline-notice')).toHaveText(
    'offline, showing saved content',
  );
});

test('fresh data replaces the saved copy', async ({ page, context }) => {
  await openControlled(page, '/');
  await page.goto('/');
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('main').getByTestId('offline-notice')).toHaveText(
    'offline, showing saved content',
  );
  // Back online: the notice goes at once, and the next visit is the server's fresh page.
  await context.setOffline(false);
  await expect(page.getByRole('main').getByTestId('offline-notice')).toHaveText('');
  const fresh = await page.reload();
  expect(await fresh?.headerValue('etag')).toBeTruthy();
  await expect(page.getByRole('main').getByTestId('offline-notice')).toHaveText('');
});
