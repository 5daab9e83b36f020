import { expect, test, type Page } from '@playwright/test';
import { apiData, region } from './page-helpers';

// Offline and installable. The other browser tests block service workers (they
// mock the API with page.route, which a service worker would bypass); these turn it on.
test.use({ serviceWorkers: 'allow' });

const OFFLINE_TEXT = 'offline, showing saved content';

interface Titled {
  title: string;
}
interface Contact {
  address: string;
  phone: string;
  email: string;
  officeHours: string;
}

const offlineNotice = (page: Page) =>
  page.getByRole('main').getByTestId('offline-notice').filter({ hasText: OFFLINE_TEXT });

/** Opens a page and waits until the service worker controls it (it claims open pages). */
async function openControlled(page: Page, path: string) {
  await page.goto(path);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** The URLs the service worker keeps, per cache. */
async function cachedUrls(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const result: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      result[name] = (await cache.keys()).map(
        (request) => new URL(request.url).pathname + new URL(request.url).search,
      );
    }
    return result;
  });
}

async function expectHomeContent(page: Page, notice: string, event: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to S.K.P. Vidya Vihar' })).toBeVisible();
  await expect(region(page, 'Recent Notices').getByRole('heading', { name: notice })).toBeVisible();
  await expect(region(page, 'Upcoming Events').getByRole('heading', { name: event })).toBeVisible();
}

async function expectContactDetails(page: Page, contact: Contact) {
  const details = region(page, 'Get in Touch').getByTestId('contact-details');
  await expect(details).toContainText(contact.address);
  await expect(details).toContainText(contact.officeHours);
  await expect(details.getByRole('link', { name: contact.email })).toBeVisible();
  await expect(details.locator('a[href^="tel:"]')).toBeVisible();
}

test('after one visit, Home and Contact open offline with the saved notices, events and contact details', async ({
  page,
  context,
  request,
}) => {
  const { notices } = await apiData<{ notices: Titled[] }>(
    request,
    '/notices?limit=5&sortBy=order&sortOrder=asc',
  );
  const { events } = await apiData<{ events: Titled[] }>(
    request,
    '/events?limit=5&status=upcoming&sortBy=date&sortOrder=asc',
  );
  const { contact } = await apiData<{ contact: Contact }>(request, '/contact/public');

  // One visit: Home (the worker installs and takes over), Contact, and Home again.
  await openControlled(page, '/');
  await page.goto('/contact');
  await expectContactDetails(page, contact);
  await page.goto('/');
  await expectHomeContent(page, notices[0]!.title, events[0]!.title);
  await expect(page.getByRole('main').getByTestId('offline-notice')).toHaveText('');
  // The pictures seen on the way are kept too.
  await expect
    .poll(async () =>
      ((await cachedUrls(page))['skp-images-v1'] ?? []).filter((url) => url.startsWith('/uploads/')),
    )
    .not.toEqual([]);
  const keptImages = new Set((await cachedUrls(page))['skp-images-v1']);

  await context.setOffline(true);
  const home = await page.reload();
  expect(home?.fromServiceWorker()).toBe(true);
  await expectHomeContent(page, notices[0]!.title, events[0]!.title);
  await expect(offlineNotice(page)).toBeVisible();
  // Every picture on the page that was kept shows (decoded) without a connection.
  await expect
    .poll(() =>
      page.evaluate(
        (kept) =>
          Array.from(document.images)
            .filter((img) => kept.includes(new URL(img.currentSrc || img.src).pathname))
            .map((img) => img.complete && img.naturalWidth > 0),
        [...keptImages],
      ),
    )
    .toContainEqual(true);

  const contactPage = await page.goto('/contact');
  expect(contactPage?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await expectContactDetails(page, contact);
  await expect(offlineNotice(page)).toBeVisible();

  // Back online, the notice goes.
  await context.setOffline(false);
  await expect(offlineNotice(page)).toHaveCount(0);
});

test('offline, without the local copy, Contact opens from the kept page and API reads come from the worker', async ({
  page,
  context,
  request,
}) => {
  const { contact } = await apiData<{ contact: Contact }>(request, '/contact/public');
  await openControlled(page, '/contact');
  await page.reload();
  await expectContactDetails(page, contact);
  // The page carries its data in the HTML; an API read made online is kept by the worker too.
  await page.evaluate(() => fetch('/api/contact/public'));
  await expect
    .poll(async () => (await cachedUrls(page))['skp-api-v1'] ?? [])
    .toContain('/api/contact/public');
  await expect.poll(async () => (await cachedUrls(page))['skp-pages-v1'] ?? []).toContain('/contact');

  await context.setOffline(true);
  // The page's own saved copy (localStorage) is gone: only the service worker can answer.
  await page.evaluate(() => localStorage.clear());
  const reloaded = await page.reload();
  expect(reloaded?.fromServiceWorker()).toBe(true);
  await expectContactDetails(page, contact);
  await expect(offlineNotice(page)).toBeVisible();
  const saved = await page.evaluate(async () => {
    // no-store: past the browser's own HTTP cache, so the worker's network try fails.
    const response = await fetch('/api/contact/public', { cache: 'no-store' });
    return { status: response.status, marked: response.headers.get('X-SKP-Saved-Copy') };
  });
  expect(saved).toEqual({ status: 200, marked: '1' });
});

test('a page saved less than 6 hours ago paints at once on a slow connection; an older one waits for the network', async ({
  page,
  context,
}) => {
  const HOUR = 60 * 60 * 1000;
  await openControlled(page, '/campus');
  await expect.poll(async () => (await cachedUrls(page))['skp-pages-v1'] ?? []).toContain('/campus');

  /** Makes the worker's copy of /campus recognisable and dates it `ageMs` ago (the worker reads the date from the copy). */
  const saveCopyAged = (ageMs: number) =>
    page.evaluate(async (age) => {
      const cache = await caches.open('skp-pages-v1');
      const key = (await cache.keys()).find((request) => new URL(request.url).pathname === '/campus')!;
      const saved = (await cache.match(key))!;
      const headers = new Headers(saved.headers);
      headers.set('X-SKP-Saved-At', String(Date.now() - age));
      const html = (await saved.text()).replace('</h1>', ' (saved copy)</h1>');
      await cache.put(key, new Response(html, { status: 200, headers }));
    }, ageMs);
  const savedCopyShows = () =>
    page.evaluate(async () => {
      const cache = await caches.open('skp-pages-v1');
      const key = (await cache.keys()).find((request) => new URL(request.url).pathname === '/campus')!;
      return (await (await cache.match(key))!.text()).includes('(saved copy)');
    });
  // A slow connection: the server's page reaches the worker 1.8 s late (the race is 1 s, the timeout 4 s).
  await context.route(
    (url) => url.pathname === '/campus',
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1800));
      await route.continue();
    },
  );
  const heading = page.getByRole('heading', { level: 1 });

  await saveCopyAged(HOUR);
  await page.goto('/campus');
  await expect(heading).toContainText('(saved copy)');
  await expect(page.getByRole('main').getByTestId('offline-notice')).toHaveText('');
  // The late page from the server replaces the copy for the next visit.
  await expect.poll(savedCopyShows).toBe(false);

  await saveCopyAged(7 * HOUR);
  await page.goto('/campus');
  await expect(heading).toBeVisible();
  await expect(heading).not.toContainText('(saved copy)');
  await expect(page.getByRole('main').getByTestId('offline-notice')).toHaveText('');
});

test('the admin is never kept for offline use', async ({ page, context }) => {
  await openControlled(page, '/');
  await page.goto('/admin');
  await expect(page.getByRole('button', { name: /sign in/i })).toBeVisible();
  await page.goto('/');

  const kept = Object.values(await cachedUrls(page)).flat();
  expect(kept.length).toBeGreaterThan(0);
  expect(kept.filter((url) => /^\/(admin|api\/admin|api\/auth)(\/|$)/.test(url))).toEqual([]);
  expect(kept.filter((url) => /admin-route/.test(url))).toEqual([]);

  await context.setOffline(true);
  await expect(page.goto('/admin')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED|ERR_FAILED/);
  // The public site still opens from the worker (in a new tab: this one shows the error page).
  const tab = await context.newPage();
  const home = await tab.goto('/');
  expect(home?.fromServiceWorker()).toBe(true);
  await expect(tab.getByRole('heading', { level: 1, name: 'Welcome to S.K.P. Vidya Vihar' })).toBeVisible();
});

test('the web app manifest is linked and installable, with icons that load', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const response = await request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = await response.json();
  expect(manifest).toMatchObject({
    name: 'S.K.P. Vidya Vihar',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    lang: 'en-IN',
    theme_color: '#7a1f2b',
    background_color: '#fffaf3',
  });
  // Android cuts a home-screen name after about 12 characters.
  expect(manifest.short_name).toBe('SKP Vidya');
  expect(manifest.short_name.length).toBeLessThanOrEqual(12);

  const icons = manifest.icons as Array<{ src: string; sizes: string; type: string; purpose?: string }>;
  const described = icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`).sort();
  expect(described).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of icons) {
    const png = await request.get(icon.src);
    expect(png.status(), icon.src).toBe(200);
    expect(png.headers()['content-type']).toBe('image/png');
    const body = await png.body();
    // PNG signature, then the IHDR chunk: width and height as 32-bit big-endian numbers.
    expect(body.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect(`${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`).toBe(icon.sizes);
  }

  const worker = await request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['content-type']).toMatch(/javascript/);
  expect(worker.headers()['cache-control']).toBe('no-cache');
});
