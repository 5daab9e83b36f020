import { expect, test } from '@playwright/test';
import { EMPTY_URL } from '../../playwright.config';

test('the site answers on / and the API has seeded notices', async ({ page, request }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/S\.K\.P\. Vidya Vihar/);
  const response = await request.get('/api/notices?limit=5&sortBy=order&sortOrder=asc');
  expect(response.ok()).toBe(true);
  expect((await response.json()).data.notices).toHaveLength(5);
});

test('the empty server has no notices', async ({ request }) => {
  const response = await request.get(`${EMPTY_URL}/api/notices`);
  expect((await response.json()).data.notices).toHaveLength(0);
});
