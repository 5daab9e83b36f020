import { expect, test, type Request } from '@playwright/test';
import { publicRoutes } from './public-routes';

/**
 * No tracking of children or parents: every public route of both editions (each address in the
 * sitemap, English and /hi, and both 404 pages), loaded in Chromium and scrolled to the end (lazy
 * pictures, islands and the map come in), asks nothing of another origin except the map the
 * requirements name, on the Contact page, and sets no cookie but the language choice.
 */

const MAP_ORIGIN = 'https://maps.google.com';
const LANGUAGE_COOKIE = 'skp_lang';

test('every public route loads nothing from another origin (but the Contact map) and sets no cookie but the language choice', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const site = new URL(baseURL!).origin;
  const routes = await publicRoutes(request);
  expect(routes).toContain('/privacy');
  expect(routes).toContain('/hi/contact');

  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const foreign: string[] = [];
  const cookiesSet: string[] = [];
  let route = '';
  const onContact = () => route === '/contact' || route === '/hi/contact';
  /** The map's frame and what it loads: the only other origin a page may use. */
  const fromMap = (request: Request) => {
    if (!onContact()) return false;
    if (request.url().startsWith(`${MAP_ORIGIN}/maps?`)) return true;
    let frame = request.frame();
    while (frame.parentFrame() && frame.parentFrame() !== page.mainFrame()) frame = frame.parentFrame()!;
    return frame !== page.mainFrame() && frame.url().startsWith(`${MAP_ORIGIN}/maps?`);
  };
  page.on('request', (request) => {
    const url = request.url();
    if (!/^https?:/.test(url) || new URL(url).origin === site) return;
    if (!fromMap(request)) foreign.push(`${route}: ${url}`);
  });
  page.on('response', async (response) => {
    if (new URL(response.url()).origin !== site) return;
    const setCookie = await response.headerValue('set-cookie');
    if (setCookie) cookiesSet.push(`${route}: ${response.url()}: ${setCookie}`);
  });

  let sawMap = false;
  for (route of routes) {
    const response = await page.goto(route, { waitUntil: 'load' });
    expect(response?.status(), route).toBe(route.endsWith('/no-such-page') ? 404 : 200);
    // Everything loaded lazily comes in: pictures further down, the islands in view, the map.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 30));
      }
    });
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
    if (onContact()) sawMap ||= (await page.locator(`iframe[src^="${MAP_ORIGIN}/maps?"]`).count()) === 1;
  }
  expect(sawMap).toBe(true);
  expect(foreign).toEqual([]);
  expect(cookiesSet).toEqual([]);
  expect(await context.cookies()).toEqual([]);

  // The one cookie: the language a visitor chooses.
  route = '/language/hi';
  await page.goto('/language/hi?page=/privacy');
  await expect(page).toHaveURL(/\/hi\/privacy$/);
  expect((await context.cookies()).map((cookie) => cookie.name)).toEqual([LANGUAGE_COOKIE]);
  expect(foreign).toEqual([]);
  await context.close();
});
