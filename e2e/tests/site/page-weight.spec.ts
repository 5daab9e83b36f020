import { expect, test, type Page } from '@playwright/test';
import { publicRoutes } from './public-routes';

// Page weight: a first visit to / on a phone transfers at most 500 KB in total. Sizes are deterministic
// for the seeded content, so this is a test (timings are only ever printed by the benchmarks).
const PHONE = { width: 412, height: 823 };
const TOTAL_BUDGET = 500 * 1024;
const PHONE_BUDGET = 300 * 1024;

test.use({
  viewport: PHONE,
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  serviceWorkers: 'block',
});

/** Every byte a first visit to `route` transfers until the network is quiet, by resource type. */
async function firstVisitBytes(
  page: Page,
  route: string,
  settled?: () => Promise<void>,
  { quiet = false }: { quiet?: boolean } = {},
) {
  const sizes = new Map<string, { type: string; bytes: number }>();
  const client = await page.context().newCDPSession(page);
  await client.send('Network.enable');
  const types = new Map<string, { url: string; type: string }>();
  client.on('Network.responseReceived', (event) =>
    types.set(event.requestId, { url: event.response.url, type: event.type }),
  );
  client.on('Network.loadingFinished', (event) => {
    const info = types.get(event.requestId);
    if (info) sizes.set(event.requestId, { type: info.type, bytes: event.encodedDataLength });
  });

  await page.goto(route, { waitUntil: 'load' });
  await expect(page.getByRole('main')).toBeVisible();
  await settled?.();
  await page.waitForLoadState('networkidle');

  const byType = new Map<string, number>();
  let total = 0;
  for (const { type, bytes } of sizes.values()) {
    byType.set(type, (byType.get(type) ?? 0) + bytes);
    total += bytes;
  }
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const { width, height } = page.viewportSize()!;
  const summary =
    `first visit to ${route} (${width}x${height}): ${kb(total)} in ${sizes.size} requests; ` +
    [...byType].map(([type, bytes]) => `${type} ${kb(bytes)}`).join(', ');
  if (!quiet) console.log(summary);
  await client.detach();
  return { total, requests: sizes.size, byType, summary };
}

test('a first visit to / on a phone transfers at most 500 KB', async ({ page }) => {
  const { total, requests } = await firstVisitBytes(page, '/');
  expect(requests).toBeGreaterThan(3);
  expect(total).toBeLessThanOrEqual(TOTAL_BUDGET);
});

// The About video on a phone: /about on a phone, its hero video playing (the phone copy, fetched whole), within 300 KB.
test('a first visit to /about on a phone, its video playing, transfers at most 300 KB', async ({ page }) => {
  const { total, byType } = await firstVisitBytes(page, '/about', async () => {
    await expect
      .poll(
        () =>
          page.getByTestId('about-hero-video').evaluate((video) => (video as HTMLVideoElement).currentTime),
        { timeout: 15_000 },
      )
      .toBeGreaterThan(0.3);
  });
  expect(byType.get('Media') ?? 0).toBeGreaterThan(50 * 1024);
  expect(total).toBeLessThanOrEqual(PHONE_BUDGET);
});

// Every public route of both editions, on a 390-pixel phone (at Lighthouse's phone pixel
// ratio, 1.75), transfers at most 300 KB on a first visit: the HTML, styles, scripts, fonts, pictures
// and (on /about) the video it loads without the visitor touching it, until the network is quiet. Each
// route in a fresh browser context: nothing cached from the one before.
test('every public route of both editions transfers at most 300 KB on a first visit from a 390 px phone', async ({
  browser,
  request,
}) => {
  test.setTimeout(600_000);
  const routes = (await publicRoutes(request)).filter((route) => !route.endsWith('/no-such-page'));
  expect(routes).toContain('/hi/about');
  const over: string[] = [];
  for (const route of routes) {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    const { total, byType, summary } = await firstVisitBytes(page, route, undefined, { quiet: true });
    await context.close();
    console.log(summary);
    expect(byType.get('Document') ?? 0, route).toBeGreaterThan(0);
    if (total > PHONE_BUDGET) over.push(summary);
  }
  expect(over).toEqual([]);
});
