import { expect, test, type Page } from '@playwright/test';
import { answerApi, serveFixtures, serverError } from './api-mocks';

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const CACHE_KEY = 'skp-cache-v1';

test('after a first visit the cached sections show when the API is down', async ({ page }) => {
  await serveFixtures(page);
  await page.goto('/');
  await expect(section(page, 'Recent Notices').getByText('Fixture notice about exams')).toBeVisible();
  await expect(section(page, 'Mandatory Disclosures').getByText('Fixture Affiliation Letter')).toBeVisible();
  // Wait until the persister has written everything it keeps.
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key) ?? '', CACHE_KEY))
    .toContain('Fixture Affiliation Letter');
  const stored = JSON.parse((await page.evaluate((key) => localStorage.getItem(key), CACHE_KEY)) ?? '{}');
  expect(stored.buster).toBe('v1');
  for (const text of [
    'Fixture notice',
    'Fixture annual',
    'Fixture Anti-Bullying',
    '"covers"',
    'Fixture hero one',
  ]) {
    expect(JSON.stringify(stored)).toContain(text);
  }

  await page.unrouteAll();
  await answerApi(page, '**', 500, serverError('The server is down'));
  await page.reload();
  await expect(page.getByRole('region', { name: 'S.K.P. Vidya Vihar pictures' })).toHaveAttribute(
    'data-hero-state',
    'ready',
  );
  await expect(section(page, 'Recent Notices').getByText('Fixture notice about exams')).toBeVisible();
  await expect(section(page, 'Upcoming Events').getByText('Fixture annual sports day')).toBeVisible();
  await expect(section(page, 'Photo & Gallery').getByTestId('gallery-card')).toHaveCount(1);
  await expect(
    section(page, 'Policies & Guidelines').getByText('Fixture Anti-Bullying Policy'),
  ).toBeVisible();
  await expect(section(page, 'Mandatory Disclosures').getByText('Fixture Affiliation Letter')).toBeVisible();
  await expect(section(page, 'Notices & Events').getByRole('alert')).toHaveCount(0);
});

test('fresh data replaces the cached copy', async ({ page }) => {
  await serveFixtures(page);
  await page.goto('/');
  await expect(section(page, 'Recent Notices').getByText('Fixture notice about exams')).toBeVisible();
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key) ?? '', CACHE_KEY))
    .toContain('Fixture notice about exams');
  await answerApi(page, 'notices?**', 200, {
    status: 'success',
    data: {
      notices: [
        {
          _id: '00000000-0000-4000-8000-000000000099',
          title: 'A newer notice',
          description: '',
          type: 'General',
          date: '2025-03-01',
          pdfFile: null,
          order: 0,
          priority: 'low',
        },
      ],
      pagination: { page: 1, limit: 5, total: 1, pages: 1 },
    },
  });
  await page.reload();
  await expect(section(page, 'Recent Notices').getByText('A newer notice')).toBeVisible();
  await expect(section(page, 'Recent Notices').getByText('Fixture notice about exams')).toHaveCount(0);
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key) ?? '', CACHE_KEY))
    .toContain('A newer notice');
});
