import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { EMPTY_URL } from '../../playwright.config';
import { E2E_ADMIN } from '../admin/fixtures';
import { apiData, whatsAppChatHref } from './page-helpers';

interface Announcement {
  _id: string;
  level: string;
  text: string;
  version: number;
}

async function signedIn(request: APIRequestContext, base = '') {
  const login = await request.post(`${base}/api/auth/login`, { data: E2E_ADMIN });
  expect(login.status()).toBe(200);
}

async function announce(
  request: APIRequestContext,
  fields: { level: string; text: string; startsAt: Date; endsAt: Date; link?: string },
  base = '',
): Promise<Announcement> {
  const response = await request.post(`${base}/api/admin/announcements`, {
    data: { ...fields, startsAt: fields.startsAt.toISOString(), endsAt: fields.endsAt.toISOString() },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).data.item;
}

const banner = (page: Page, text: string) => page.getByTestId('announcement').filter({ hasText: text });
const seconds = (n: number) => new Date(Date.now() + n * 1000);

test.describe.configure({ mode: 'serial' });

test('the demo info banner: on every page, dismissed once, gone on every next page without a flash', async ({
  page,
  request,
}) => {
  const [info] = await apiData<{ announcements: Announcement[] }>(request, '/announcements').then((d) =>
    d.announcements.filter((a) => a.level === 'info'),
  );
  expect(info).toBeDefined();
  for (const path of ['/', '/about', '/gallery/games-sports']) {
    await page.goto(path);
    const shown = banner(page, info!.text);
    await expect(shown).toBeVisible();
    await expect(shown).toHaveAttribute('role', 'status');
    await expect(shown.getByRole('link', { name: info!.text })).toHaveAttribute('href', '/admissions');
  }
  await banner(page, info!.text).getByRole('button', { name: 'Dismiss this announcement' }).click();
  await expect(banner(page, info!.text)).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('skp-dismissed-announcements'))).toBe(
    JSON.stringify([`${info!._id}:${info!.version}`]),
  );

  // The next pages hide it before their first paint: with the page's own script blocked, only the
  // inline head script can have hidden it.
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  for (const path of ['/academics', '/contact', '/campus']) {
    await page.goto(path);
    await expect(page.getByTestId('announcement').filter({ hasText: info!.text })).toHaveCount(1);
    await expect(banner(page, info!.text)).toBeHidden();
  }
});

test('an important banner: not shown before its start, shown while active, gone after its end', async ({
  page,
  request,
}) => {
  await signedIn(request);
  const startsAt = seconds(4);
  const endsAt = seconds(12);
  const important = await announce(request, {
    level: 'important',
    text: `Sports day moved to Monday ${Date.now()}`,
    startsAt,
    endsAt,
  });
  await page.goto('/campus');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner(page, important.text)).toHaveCount(0);

  await page.waitForTimeout(startsAt.getTime() - Date.now() + 300);
  for (const path of ['/admissions', '/baby-steps']) {
    await page.goto(path);
    await expect(banner(page, important.text)).toBeVisible();
    await expect(banner(page, important.text)).toHaveAttribute('role', 'status');
  }
  await expect(
    banner(page, important.text).getByRole('button', { name: 'Dismiss this announcement' }),
  ).toBeVisible();

  await page.waitForTimeout(endsAt.getTime() - Date.now() + 300);
  await page.goto('/cricket-academy');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner(page, important.text)).toHaveCount(0);
});

test('an urgent banner is an alert with no dismiss button', async ({ page, playwright }) => {
  // On the empty server, so no other test meets an alert it did not expect.
  const request = await playwright.request.newContext({ baseURL: EMPTY_URL });
  await signedIn(request);
  const urgent = await announce(request, {
    level: 'urgent',
    text: 'School closed today: heavy rain.',
    startsAt: seconds(-1),
    endsAt: seconds(60),
  });
  try {
    for (const path of ['/', '/about']) {
      await page.goto(`${EMPTY_URL}${path}`);
      const shown = banner(page, urgent.text);
      await expect(shown).toBeVisible();
      await expect(shown).toHaveAttribute('role', 'alert');
      await expect(shown.getByRole('button')).toHaveCount(0);
      // White on red: AA contrast.
      expect(await shown.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(176, 0, 32)');
    }
  } finally {
    await request.delete(`/api/admin/announcements/${urgent._id}`);
    await request.dispose();
  }
});

test('the chat button names the page the parent was on', async ({ page, request }) => {
  const { contact } = await apiData<{ contact: { whatsapp: string; phone: string } }>(
    request,
    '/contact/public',
  );
  for (const [path, title] of [
    ['/', 'Home'],
    ['/about', 'About Us'],
    ['/contact', 'Contact Us'],
  ] as const) {
    await page.goto(path);
    const origin = new URL(page.url()).origin;
    await expect(page.getByRole('link', { name: 'Chat with us on WhatsApp' })).toHaveAttribute(
      'href',
      whatsAppChatHref(contact.whatsapp || contact.phone, { title, url: `${origin}${path}` }),
    );
  }
});
