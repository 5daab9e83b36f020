import { expect, test, type Page } from '@playwright/test';

/** The About hero as the demo content has it: a looping campus video with its poster. */
const hero = (page: Page) => page.getByRole('region', { name: 'About Us video' });
const player = (page: Page) => hero(page).getByTestId('about-hero-video');

async function videoState(page: Page) {
  return player(page).evaluate((element) => {
    const video = element as HTMLVideoElement;
    return {
      paused: video.paused,
      muted: video.muted,
      loop: video.loop,
      playsInline: video.playsInline,
      preload: video.preload,
      poster: video.poster,
      currentTime: video.currentTime,
      networkState: video.networkState,
      readyState: video.readyState,
    };
  });
}

test('About: the hero video shows its poster first, then plays muted, looping and inline; the button pauses it', async ({
  page,
}) => {
  const videoRequests: string[] = [];
  page.on('request', (request) => {
    if (/\.(mp4|webm)(\?|$)/.test(request.url())) videoRequests.push(request.url());
  });
  // The page as served: the poster, nothing of the video asked for, no autoplay.
  const response = await page.request.get('/about');
  const html = await response.text();
  expect(html).toMatch(/<video[^>]*preload="none"[^>]*poster="\/uploads\/hero-videos\/[^"]+\.webp"/);
  expect(html).not.toMatch(/<video[^>]*autoplay/);

  await page.goto('/about');
  await expect(page.locator('[data-hero-video]')).toHaveAttribute('data-ready', 'true');
  await expect(page.getByRole('button', { name: 'Pause video' })).toBeVisible();
  await expect
    .poll(async () => (await videoState(page)).currentTime, { timeout: 15_000 })
    .toBeGreaterThan(0.3);
  const playing = await videoState(page);
  expect(playing).toMatchObject({
    paused: false,
    muted: true,
    loop: true,
    playsInline: true,
    preload: 'auto',
  });
  expect(playing.poster).toMatch(/\/uploads\/hero-videos\/.+\.webp$/);
  expect(videoRequests.length).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Pause video' }).click();
  await expect(page.getByRole('button', { name: 'Play video' })).toBeVisible();
  expect((await videoState(page)).paused).toBe(true);
  await page.getByRole('button', { name: 'Play video' }).click();
  await expect.poll(async () => (await videoState(page)).paused).toBe(false);
});

for (const [name, connection] of [
  ['Save-Data', { saveData: true, effectiveType: '4g' }],
  ['a 3G connection', { saveData: false, effectiveType: '3g' }],
] as const) {
  test(`About: with ${name} the hero shows the poster only and plays on request`, async ({ page }) => {
    await page.addInitScript((value) => {
      Object.defineProperty(Navigator.prototype, 'connection', { get: () => value, configurable: true });
    }, connection);
    const videoRequests: string[] = [];
    page.on('request', (request) => {
      if (/\.(mp4|webm)(\?|$)/.test(request.url())) videoRequests.push(request.url());
    });
    await page.goto('/about');
    await expect(page.locator('[data-hero-video]')).toHaveAttribute('data-ready', 'true');
    await expect(hero(page).locator('[data-poster-only="true"]')).toBeAttached();
    await expect(page.getByRole('button', { name: 'Play video' })).toBeVisible();
    await page.waitForTimeout(1500);
    const state = await videoState(page);
    expect(state).toMatchObject({ paused: true, preload: 'none', currentTime: 0 });
    expect(state.poster).toMatch(/\.webp$/);
    expect(videoRequests).toEqual([]);

    await page.getByRole('button', { name: 'Play video' }).click();
    await expect
      .poll(async () => (await videoState(page)).currentTime, { timeout: 15_000 })
      .toBeGreaterThan(0.3);
    expect(videoRequests.length).toBeGreaterThan(0);
  });
}

test.describe('on a phone', () => {
  test.use({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });

  test("About on a phone plays the phone copy of the hero video, asked for only after the page's load", async ({
    page,
  }) => {
    await page.goto('/about');
    await expect
      .poll(async () => (await videoState(page)).currentTime, { timeout: 15_000 })
      .toBeGreaterThan(0.3);
    const timing = await player(page).evaluate((element) => {
      const video = element as HTMLVideoElement;
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      const requests = performance
        .getEntriesByType('resource')
        .filter((entry) => /\.mp4(\?|$)/.test(entry.name))
        .map((entry) => ({ url: new URL(entry.name).pathname, startTime: entry.startTime }));
      return {
        currentSrc: new URL(video.currentSrc).pathname,
        loadEventEnd: navigation!.loadEventEnd,
        requests,
      };
    });
    expect(timing.currentSrc).toMatch(/^\/uploads\/hero-videos\/[^/]+-phone\.mp4$/);
    // Only the phone copy is downloaded, and only once the page has loaded (the poster is the LCP).
    expect(timing.requests.map((request) => request.url)).toEqual([timing.currentSrc]);
    for (const request of timing.requests)
      expect(request.startTime).toBeGreaterThanOrEqual(timing.loadEventEnd);
  });
});

test('About on a wide screen plays the full web copy, not the phone copy', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/about');
  await expect
    .poll(async () => (await videoState(page)).currentTime, { timeout: 15_000 })
    .toBeGreaterThan(0.3);
  const currentSrc = await player(page).evaluate((element) => (element as HTMLVideoElement).currentSrc);
  expect(new URL(currentSrc).pathname).toMatch(/^\/uploads\/hero-videos\/[^/]+\.mp4$/);
  expect(currentSrc).not.toMatch(/-phone\.mp4$/);
});
