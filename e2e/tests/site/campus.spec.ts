import { expect, test } from '@playwright/test';
import { EMPTY_URL } from '../../playwright.config';
import { apiData, expectError, failSections, region } from './page-helpers';

test('Campus: hero, the four highlights, Student Life and Apply Now', async ({ page, request }) => {
  const { events } = await apiData<{ events: { title: string; description: string }[] }>(
    request,
    '/student-life/client',
  );
  expect(events.length).toBeGreaterThan(0);
  await page.goto('/campus');
  await expect(page).toHaveTitle('Campus | S.K.P. Vidya Vihar, Deoghar');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Campus pictures' })).toHaveAttribute(
    'data-hero-state',
    'ready',
  );

  await expect(region(page, 'Campus Highlights').getByRole('heading', { level: 3 })).toHaveText([
    'Green Campus',
    'Wi-Fi Enabled',
    'Security System',
    'Smart Classrooms',
  ]);

  const life = region(page, 'Student Life');
  await expect(life.getByTestId('student-life-card')).toHaveCount(events.length);
  await expect(life.getByRole('heading', { level: 3 })).toHaveText(events.map((e) => e.title));
  await expect(life.getByTestId('student-life-card').first()).toContainText(events[0]!.description);
  const picture = life.getByRole('img', { name: events[0]!.title });
  await expect(picture).toHaveAttribute('loading', 'lazy');
  await expect(picture).toHaveAttribute('width', /\d+/);

  const apply = page.getByRole('main').getByRole('link', { name: 'Apply Now' });
  await expect(apply).toHaveAttribute('href', '/admissions');
  await apply.click();
  await expect(page).toHaveURL(/\/admissions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admissions' })).toBeVisible();
});

test('Campus: the empty text on an empty database', async ({ page }) => {
  await page.goto(`${EMPTY_URL}/campus`);
  await expect(region(page, 'Student Life')).toContainText('No student life events available at the moment.');
  await expect(region(page, 'Campus Highlights').getByRole('heading', { level: 3 })).toHaveCount(4);
});

test('Campus: the error text when the API answers 500', async ({ page }) => {
  await failSections(page, { studentLife: 500 });
  await page.goto('/campus');
  await expectError(region(page, 'Student Life'), ['Failed to load student life events']);
});
